; Debug locations, printed with -mlir-print-debuginfo (this file also runs without it):
; `!dbg` locations fused with their scopes (subprograms, lexical blocks, with their
; compile unit, file and types), inlined locations as call sites, a function's
; subprogram as its location (and its arguments'), a phi's location on its block
; argument, and the module's source file at line 0 for everything else.

source_filename = "dbg.c"

%struct.pair = type { i32, i64 }

@counter = global i32 0

define i32 @add(i32 %a, i32 %b) !dbg !5 {
  %1 = add i32 %a, %b, !dbg !9
  %2 = mul i32 %1, %b, !dbg !10
  %3 = sub i32 %2, 1, !dbg !12
  ret i32 %3, !dbg !11
}

define i32 @select(i1 %c, i32 %x) !dbg !20 {
entry:
  br i1 %c, label %then, label %done, !dbg !24
then:
  %y = add i32 %x, 2, !dbg !25
  br label %done
done:
  %p = phi i32 [ 1, %entry ], [ %y, %then ], !dbg !26
  ret i32 %p
}

define void @nodbg() {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "dbg.c", directory: "/tmp")
!2 = !DIFile(filename: "other.h", directory: "/include")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "add", linkageName: "_add", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 10, scope: !5)
!10 = !DILocation(line: 3, column: 0, scope: !5)
!11 = !DILocation(line: 4, column: 3, scope: !5)
!12 = !DILocation(line: 5, column: 7, scope: !13, inlinedAt: !14)
!13 = distinct !DISubprogram(name: "inl", scope: !1, file: !2, line: 9, type: !15, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DILocation(line: 2, column: 4, scope: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !18}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!18 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 3, size: 128, flags: DIFlagTypePassByValue, elements: !19)
!19 = !{!27, !28}
!20 = distinct !DISubprogram(name: "select", scope: !1, file: !1, line: 20, type: !6, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !0)
!21 = distinct !DILexicalBlock(scope: !20, file: !1, line: 22, column: 5)
!22 = !DILexicalBlockFile(scope: !21, file: !2, discriminator: 2)
!24 = !DILocation(line: 22, column: 5, scope: !20)
!25 = !DILocation(line: 23, column: 9, scope: !21)
!26 = !DILocation(line: 24, column: 1, scope: !22)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "first", scope: !18, file: !1, line: 4, baseType: !8, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "second", scope: !18, file: !1, line: 5, baseType: !8, size: 64, offset: 64)
