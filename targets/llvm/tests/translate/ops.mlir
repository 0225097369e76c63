// Ops in generic form, translated by name: constants, arithmetic, comparisons, casts,
// select, calls, allocas, GEPs, aggregates and control flow.
// CHECK: define i1 @f(i32 %0, float %1, ptr %2)
// CHECK: icmp slt i32 %0, %0
// CHECK: fcmp olt float %1, %1
// CHECK: switch i32 %0, label
module {
  "llvm.func"() ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr):
    %0 = "llvm.icmp"(%arg0, %arg0) {predicate = 2 : i64} : (i32, i32) -> i1
    %1 = "llvm.fcmp"(%arg1, %arg1) {fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64} : (f32, f32) -> i1
    %2 = "llvm.getelementptr"(%arg2, %arg0) {elem_type = !llvm.struct<(i32, f32)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1>} : (!llvm.ptr, i32) -> !llvm.ptr
    %3 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32
    %4 = "llvm.alloca"(%3) {alignment = 8 : i64, elem_type = i32} : (i32) -> !llvm.ptr
    %5 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
    %6 = "llvm.insertvalue"(%5, %arg0) {position = array<i64: 0>} : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %7 = "llvm.extractvalue"(%6) {position = array<i64: 1>} : (!llvm.struct<(i32, f32)>) -> f32
    %8 = "llvm.call"(%arg0, %arg1, %arg2) {callee = @f, fastmathFlags = #llvm.fastmath<none>} : (i32, f32, !llvm.ptr) -> i1
    %9 = "llvm.sub"(%arg0, %3) : (i32, i32) -> i32
    %10 = "llvm.mul"(%9, %arg0) : (i32, i32) -> i32
    %11 = "llvm.sdiv"(%10, %arg0) : (i32, i32) -> i32
    %12 = "llvm.xor"(%11, %3) : (i32, i32) -> i32
    %13 = "llvm.shl"(%12, %3) : (i32, i32) -> i32
    %14 = "llvm.fadd"(%arg1, %7) : (f32, f32) -> f32
    %15 = "llvm.fmul"(%14, %arg1) : (f32, f32) -> f32
    %16 = "llvm.sext"(%13) : (i32) -> i64
    %17 = "llvm.trunc"(%16) : (i64) -> i16
    %18 = "llvm.sitofp"(%17) : (i16) -> f64
    %19 = "llvm.fptrunc"(%18) : (f64) -> f32
    %20 = "llvm.select"(%1, %19, %15) : (i1, f32, f32) -> f32
    %21 = "llvm.ptrtoint"(%4) : (!llvm.ptr) -> i64
    %22 = "llvm.inttoptr"(%21) : (i64) -> !llvm.ptr
    "llvm.store"(%20, %22) : (f32, !llvm.ptr) -> ()
    %23 = "llvm.mlir.constant"() {value = 2.5 : f64} : () -> f64
    %24 = "llvm.fadd"(%18, %23) : (f64, f64) -> f64
    %25 = "llvm.mlir.null"() : () -> !llvm.ptr
    "llvm.store"(%24, %25) : (f64, !llvm.ptr) -> ()
    "llvm.store"(%8, %2) : (i1, !llvm.ptr) -> ()
    "llvm.switch"(%arg0, %arg0, %3)[^bb1, ^bb2, ^bb2] {case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = array<i32: 1, 0, 2>} : (i32, i32, i32) -> ()
  ^bb1:
    "llvm.return"(%0) : (i1) -> ()
  ^bb2(%26: i32):
    %27 = "llvm.icmp"(%26, %3) {predicate = 0 : i64} : (i32, i32) -> i1
    "llvm.cond_br"(%27, %26)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 1>} : (i1, i32) -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (i32, f32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"} : () -> ()
  "llvm.func"() ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.addressof"() {global_name = @g} : () -> !llvm.ptr
    %1 = "llvm.load"(%0) : (!llvm.ptr) -> i32
    %2 = "llvm.mlir.addressof"() {global_name = @h} : () -> !llvm.ptr
    "llvm.store"(%1, %2) : (i32, !llvm.ptr) -> ()
    "llvm.unreachable"() : () -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "g_user"} : () -> ()
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i32} : () -> ()
  "llvm.mlir.global"() ({
    %0 = "llvm.mlir.constant"() {value = 7 : i64} : () -> i64
    %1 = "llvm.mlir.constant"() {value = 8 : i64} : () -> i64
    %2 = "llvm.add"(%0, %1) : (i64, i64) -> i64
    "llvm.return"(%2) : (i64) -> ()
  }) {addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 2 : i64} : () -> ()
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<private>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello"} : () -> ()
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, global_type = f32, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64} : () -> ()
}
