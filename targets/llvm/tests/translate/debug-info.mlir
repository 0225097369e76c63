// Debug information: the #llvm.di_* attributes as debug-info nodes, the subprogram of a
// function whose location is fused with one, the !dbg locations of its instructions
// (file locations in a DILexicalBlockFile of the scope, call sites inlined, fused
// locations merged, in the scope of a subprogram or lexical block they are fused with,
// but not of a lexical block file), the branch of an added block with its terminator's
// location and phis without one, no subprogram when a call has an unknown location, and
// compile units always FullDebug (as MLIR 16 makes them).
// CHECK: define i32 @f(i32 %0, i1 %1) !dbg ![[F:[0-9]+]] {
// CHECK: call void @llvm.dbg.value(metadata i32 3, metadata ![[X:[0-9]+]], metadata !DIExpression()), !dbg
// CHECK: br i1 %1, label %3, label %8, !dbg ![[BR:[0-9]+]]
// CHECK: %4 = phi i32 [ %9, %8 ], [ %0, %2 ]{{$}}
// CHECK: %5 = add i32 %4, %4, !dbg ![[ADD:[0-9]+]]
// CHECK: %9 = phi i32 [ 3, %2 ]{{$}}
// CHECK-NEXT: br label %3, !dbg ![[BR]]
// CHECK: define void @h() {
// CHECK: !llvm.dbg.cu = !{![[CU1:[0-9]+]], ![[CU2:[0-9]+]]}
// CHECK: ![[CU2]] = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !{{[0-9]+}}, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK: ![[F]] = distinct !DISubprogram(name: "f", scope: ![[FILE:[0-9]+]], file: ![[FILE]], line: 7, type: !{{[0-9]+}}, scopeLine: 8, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagPure, unit: ![[CU1]])
// CHECK: !DISubrange(lowerBound: 2, upperBound: 5)
// CHECK: !DIBasicType(tag: DW_TAG_unspecified_type)
// CHECK: !DISubrange(count: 3, stride: -1)
// CHECK: ![[X]] = !DILocalVariable(name: "x", arg: 2, scope: !{{[0-9]+}}, file: ![[FILE]], line: 9, type: !{{[0-9]+}}, align: 64)
// CHECK: ![[BR]] = !DILocation(line: 10, column: 2, scope: ![[FSCOPE:[0-9]+]])
// CHECK: ![[FSCOPE]] = !DILexicalBlockFile(scope: ![[F]], file: !{{[0-9]+}}, discriminator: 0)
// CHECK: ![[ADD]] = !DILocation(line: 11, column: 1, scope: ![[FSCOPE]])
#file = #llvm.di_file<"t.c" in "/src">
#file2 = #llvm.di_file<"g.f" in "">
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_Rust, file = #file, producer = "", isOptimized = false, emissionKind = LineTablesOnly>
#cu2 = #llvm.di_compile_unit<sourceLanguage = DW_LANG_Fortran95, file = #file2, producer = "p", isOptimized = false, emissionKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "">
#i32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#der = #llvm.di_derived_type<tag = DW_TAG_const_type, name = "c", baseType = #i32>
#comp = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "", baseType = #i32, flags = "Private|Vector", sizeInBits = 64,
  elements = #llvm.di_subrange<lowerBound = 2, upperBound = 5>>
#comp2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", scope = #file, line = 3, alignInBits = 8, elements = #llvm.di_subrange<count = 3, stride = -1>, #i32>
#ty = #llvm.di_subroutine_type<types = #i32, #der, #comp, #int, #comp2>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 7, scopeLine = 8, subprogramFlags = "Definition|LocalToUnit|Pure", type = #ty>
#sp2 = #llvm.di_subprogram<compileUnit = #cu2, scope = #cu2, name = "g", linkageName = "_g", file = #file2, subprogramFlags = "Definition|MainSubprogram">
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#block2 = #llvm.di_lexical_block<scope = #block>
#bf = #llvm.di_lexical_block_file<scope = #block, discriminator = 5>
#var = #llvm.di_local_variable<scope = #bf, name = "x", arg = 2, alignInBits = 64, type = #comp, file = #file, line = 9>
#var2 = #llvm.di_local_variable<scope = #block2, name = "">

llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32 loc("sub/x.mlir":4:5)
  llvm.intr.dbg.value #var = %c : i32 loc(fused<#block>["a/b.mlir":1:1])
  llvm.intr.dbg.value #var2 = %arg0 : i32 loc("/etc/y.mlir":2:3)
  llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb1(%c : i32) loc("t.c":10:2)
^bb1(%x: i32):
  %s = llvm.add %x, %x : i32 loc(fused<#bf>["t.c":11:1, "t.c":11:1])
  llvm.cond_br %arg1, ^bb2, ^bb3 loc(fused["t.c":12:1, "t.c":13:1])
^bb2:
  llvm.return %s : i32 loc("ret"("t.c":14:1))
^bb3:
  llvm.call @g() : () -> () loc(callsite("t.c":15:1 at callsite("u.c":1:1 at "v.c":2:2)))
  llvm.return %x : i32 loc(fused<#block2>["t.c":16:1])
} loc(fused<#sp>["t.c":7:1])

llvm.func @g() {
  llvm.return loc("t.c":20:1)
} loc(fused<#sp2>["t.c":19:1])

llvm.func @h() {
  llvm.call @g() : () -> () loc(unknown)
  llvm.return loc("t.c":22:1)
} loc(fused<#sp2>["t.c":21:1])

llvm.func @k() {
  llvm.call @g() : () -> () loc(fused["t.c":1:1, "x"])
  llvm.return loc("t.c":22:1)
} loc(callsite(fused<#sp2>["t.c":21:1] at "q.c":1:1))
