; llvm.dbg.label has no op in MLIR 16: the `unhandled intrinsic` error, at the call's
; debug location.

define void @f(i32 %x) !dbg !3 {
  call void @llvm.dbg.label(metadata !10), !dbg !9
  ret void
}
declare void @llvm.dbg.label(metadata)
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "clang", isOptimized: false, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!9 = !DILocation(line: 1, column: 1, scope: !3)
!10 = !DILabel(scope: !3, name: "l", file: !2, line: 2)
