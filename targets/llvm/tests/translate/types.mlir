// Types as MLIR's TypeToLLVMIRTranslator maps them.
// CHECK: %foo = type { i32, ptr }
llvm.func @types(%a: i1, %b: i128, %c: f16, %d: bf16, %e: f64, %f: f80, %g: f128,
                 %h: vector<4xf32>, %i: !llvm.vec<2 x ptr>, %j: !llvm.array<3 x i32>,
                 %k: !llvm.struct<"foo", (i32, ptr)>, %l: !llvm.struct<packed (i8, i32)>,
                 %m: !llvm.ptr<3>, %n: !llvm.ptr<i8, 1>,
                 %q: !llvm.ppc_fp128, %r: vector<[4]xi32>) -> !llvm.struct<"opaque", opaque>
llvm.func @consts() -> i128 {
  %0 = "llvm.mlir.constant"() {value = -1 : i128} : () -> i128
  %1 = "llvm.mlir.constant"() {value = 1.5 : f16} : () -> f16
  %2 = "llvm.mlir.constant"() {value = dense<[1, 2]> : vector<2xi32>} : () -> vector<2xi32>
  %3 = "llvm.mlir.constant"() {value = dense<2.0> : vector<4xf32>} : () -> vector<4xf32>
  %4 = "llvm.mlir.constant"() {value = 3.0 : f128} : () -> f128
  %5 = "llvm.mlir.constant"() {value = 170141183460469231731687303715884105727 : i128} : () -> i128
  %6 = "llvm.add"(%0, %5) : (i128, i128) -> i128
  llvm.return %6 : i128
}
