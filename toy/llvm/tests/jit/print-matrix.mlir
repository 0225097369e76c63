// The corpus's jit.toy program, `print([[1, 2], [3, 4]])`, at the affine level: a
// constant stored into a buffer and printed.
// VALUES: identity 2 2 1 2 3 4
module {
  func.func @main() {
    %cst = arith.constant 4.000000e+00 : f64
    %cst_0 = arith.constant 3.000000e+00 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f64
    %0 = memref.alloc() : memref<2x2xf64>
    affine.store %cst_2, %0[0, 0] : memref<2x2xf64>
    affine.store %cst_1, %0[0, 1] : memref<2x2xf64>
    affine.store %cst_0, %0[1, 0] : memref<2x2xf64>
    affine.store %cst, %0[1, 1] : memref<2x2xf64>
    toy.print %0 : memref<2x2xf64>
    memref.dealloc %0 : memref<2x2xf64>
    return
  }
}
