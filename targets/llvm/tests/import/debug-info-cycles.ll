; Debug-info nodes that refer back to themselves (a structure whose member points to
; it, a pointer type whose base type is itself) are not translated where they recur,
; and a composite type with an element that is not translated (such a member, or an
; enumerator) has no elements, as MLIR 16 imports them; a composite type whose
; elements all translate keeps them.

define void @cyclic() !dbg !3 {
  ret void, !dbg !9
}

define void @self_pointer() !dbg !20 {
  ret void, !dbg !29
}

define void @enumerators() !dbg !30 {
  ret void, !dbg !39
}

define void @members() !dbg !40 {
  ret void, !dbg !49
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "clang", isOptimized: false, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/d")

!3 = distinct !DISubprogram(name: "cyclic", scope: !2, file: !2, line: 1, type: !4, unit: !1, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "s", file: !2, line: 1, size: 64, elements: !7)
!7 = !{!12, !8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !6, file: !2, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !6, file: !2, baseType: !13, size: 32)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 1, column: 1, scope: !3)

!20 = distinct !DISubprogram(name: "self_pointer", scope: !2, file: !2, line: 2, type: !21, unit: !1, spFlags: DISPFlagDefinition)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !23}
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "t", file: !2, line: 2, size: 64, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !23, file: !2, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!29 = !DILocation(line: 2, column: 1, scope: !20)

!30 = distinct !DISubprogram(name: "enumerators", scope: !2, file: !2, line: 3, type: !31, unit: !1, spFlags: DISPFlagDefinition)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !33}
!33 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "e", file: !2, line: 3, size: 32, elements: !34)
!34 = !{!35}
!35 = !DIEnumerator(name: "A", value: 0)
!39 = !DILocation(line: 3, column: 1, scope: !30)

!40 = distinct !DISubprogram(name: "members", scope: !2, file: !2, line: 4, type: !41, unit: !1, spFlags: DISPFlagDefinition)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43}
!43 = !DICompositeType(tag: DW_TAG_structure_type, name: "u", file: !2, line: 4, size: 64, elements: !44)
!44 = !{!12, !45}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !43, file: !2, baseType: !13, size: 32, offset: 32)
!49 = !DILocation(line: 4, column: 1, scope: !40)
