// Dense constants of arrays and vectors (splat and not), strings.
// CHECK: ret [3 x double] [double 1.000000e+00
llvm.func @g() -> !llvm.array<3 x f64> {
  %0 = "llvm.mlir.constant"() {value = dense<[1.0, 2.0, 3.5]> : tensor<3xf64>} : () -> !llvm.array<3 x f64>
  llvm.return %0 : !llvm.array<3 x f64>
}
llvm.func @h() -> vector<4xi8> {
  %0 = "llvm.mlir.constant"() {value = dense<-1> : vector<4xi8>} : () -> vector<4xi8>
  llvm.return %0 : vector<4xi8>
}
llvm.func @s() -> !llvm.array<3 x i8> {
  %0 = "llvm.mlir.constant"() {value = "abc"} : () -> !llvm.array<3 x i8>
  llvm.return %0 : !llvm.array<3 x i8>
}
llvm.func @b() -> i1 {
  %0 = "llvm.mlir.constant"() {value = true} : () -> i1
  llvm.return %0 : i1
}
llvm.func @w() -> i100 {
  %0 = "llvm.mlir.constant"() {value = -5 : i100} : () -> i100
  llvm.return %0 : i100
}
