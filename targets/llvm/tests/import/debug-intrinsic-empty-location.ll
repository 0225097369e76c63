; A debug intrinsic whose location is not a value (`!{}`): MLIR 16's `unhandled value` error
; (at the module's location), then `unhandled intrinsic` at the call's debug location;
; an `undef` location is an `llvm.mlir.undef` operand.

define i32 @f(i32 %x) !dbg !3 {
  %p = alloca i32
  call void @llvm.dbg.declare(metadata ptr %p, metadata !8, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.value(metadata !{}, metadata !11, metadata !DIExpression()), !dbg !12
  call void @llvm.dbg.value(metadata i32 %x, metadata !11, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !9
  call void @llvm.dbg.addr(metadata ptr %p, metadata !11, metadata !DIExpression()), !dbg !9
  %y = add i32 %x, 1
  call void @llvm.dbg.value(metadata i32 undef, metadata !11, metadata !DIExpression()), !dbg !9
  ret i32 %y
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.addr(metadata, metadata, metadata)
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "clang", isOptimized: false, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !2, line: 1, type: !6)
!9 = !DILocation(line: 1, column: 1, scope: !3)
!10 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 3)
!11 = !DILocalVariable(name: "y", scope: !10, file: !2, line: 3, type: !6, align: 64)
!12 = !DILocation(line: 3, column: 5, scope: !10)
