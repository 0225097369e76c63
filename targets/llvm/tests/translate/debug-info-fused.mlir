// Debug locations of fused locations: a fused location of no location (MLIR's holds the
// unknown location) gives none, and on a call it keeps the function from its
// subprogram; fused locations of different scopes merge into a line-0 location; a
// fused location's metadata other than a subprogram or lexical block leaves the scope
// as it is; a method's subprogram scoped by a class; dbg.declare and (generic form)
// dbg.addr of an address.
// CHECK: define i32 @f(i32 %0) !dbg !3 {
// CHECK-NEXT: %2 = add i32 %0, %0{{$}}
// CHECK-NEXT: %3 = add i32 %2, %0, !dbg ![[MERGED:[0-9]+]]
// CHECK: define void @h() {
// CHECK-NEXT: call void @g(){{$}}
// CHECK: define void @k(ptr %0) !dbg
// CHECK-NEXT: call void @llvm.dbg.declare(metadata ptr %0, metadata ![[P:[0-9]+]], metadata !DIExpression()), !dbg
// CHECK-NEXT: call void @llvm.dbg.addr(metadata ptr %0, metadata ![[P]], metadata !DIExpression()), !dbg
// CHECK: ![[MERGED]] = !DILocation(line: 0, scope:
#file = #llvm.di_file<"t.c" in "/src">
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #file, producer = "", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = "Definition">
#sp2 = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "g", file = #file, subprogramFlags = "Definition">
#spk = #llvm.di_subprogram<compileUnit = #cu, scope = #cu, name = "k", file = #file, subprogramFlags = "Definition">
#ct = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", scope = #cu>
#spm = #llvm.di_subprogram<compileUnit = #cu, scope = #ct, name = "m", file = #file, subprogramFlags = "Definition">
#var = #llvm.di_local_variable<scope = #spk, name = "p", type = #ct>

llvm.func @f(%arg0: i32) -> i32 {
  %a = llvm.add %arg0, %arg0 : i32 loc(fused<#sp>[])
  %b = llvm.add %a, %arg0 : i32 loc(fused<"x">["a.c":1:1, fused<#sp2>["b.c":2:2]])
  %c = llvm.add %b, %arg0 : i32 loc(fused<#file>["a.c":3:1])
  llvm.return %c : i32 loc("t.c":14:1)
} loc(fused<#sp>[])

llvm.func @g()

llvm.func @h() {
  llvm.call @g() : () -> () loc(fused<#sp2>[])
  llvm.return loc("t.c":1:1)
} loc(fused<#sp2>["t.c":1:1])

llvm.func @k(%arg0: !llvm.ptr) {
  llvm.intr.dbg.declare #var = %arg0 : !llvm.ptr
  "llvm.intr.dbg.addr"(%arg0) {varInfo = #var} : (!llvm.ptr) -> ()
  llvm.call @g() : () -> () loc(callsite(fused<#spm>["x.c":1:1] at "t.c":2:2))
  llvm.return
} loc(fused<#spk>["t.c":1:1])
