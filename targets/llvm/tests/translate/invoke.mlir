// invoke, landingpad (cleanup, catch and filter clauses), resume, personality; block
// arguments passed by invoke to its normal and unwind destinations.
// CHECK: personality ptr @__gxx_personality_v0
// CHECK: invoke i32 @foo(i32 %0)
// CHECK: landingpad { ptr, i32 }
module {
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "_ZTIi", unnamed_addr = 0 : i64} : () -> ()
  llvm.func @foo(i32) -> i32
  llvm.func @__gxx_personality_v0(...) -> i32
  "llvm.func"() ({
  ^bb0(%arg0: i32):
    %c = "llvm.mlir.constant"() {value = 3 : i32} : () -> i32
    %3 = "llvm.mlir.addressof"() {global_name = @_ZTIi} : () -> !llvm.ptr
    %4 = "llvm.mlir.null"() : () -> !llvm.ptr
    %5 = "llvm.mlir.undef"() : () -> !llvm.array<1 x ptr>
    %6 = "llvm.insertvalue"(%5, %4) {position = array<i64: 0>} : (!llvm.array<1 x ptr>, !llvm.ptr) -> !llvm.array<1 x ptr>
    %0 = "llvm.invoke"(%arg0, %c, %arg0)[^bb1, ^bb2] {callee = @foo, operand_segment_sizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> i32
  ^bb1(%1: i32):
    "llvm.return"(%1) : (i32) -> ()
  ^bb2(%2: i32):
    %7 = "llvm.landingpad"(%3, %6) {cleanup} : (!llvm.ptr, !llvm.array<1 x ptr>) -> !llvm.struct<(ptr, i32)>
    %8 = "llvm.invoke"(%2, %2)[^bb1, ^bb3] {callee = @foo, operand_segment_sizes = array<i32: 1, 1, 0>} : (i32, i32) -> i32
  ^bb3:
    %9 = "llvm.landingpad"() {cleanup} : () -> !llvm.struct<(ptr, i32)>
    "llvm.resume"(%7) : (!llvm.struct<(ptr, i32)>) -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "bar"} : () -> ()
}
