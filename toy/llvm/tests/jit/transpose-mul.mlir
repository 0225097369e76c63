// The corpus's jit program [[1,2,3],[4,5,6]] transposed and squared, at the affine level.
// VALUES: transpose-square 2 3 1 2 3 4 5 6
module {
  func.func @main() {
    %cst = arith.constant 6.000000e+00 : f64
    %cst_0 = arith.constant 5.000000e+00 : f64
    %cst_1 = arith.constant 4.000000e+00 : f64
    %cst_2 = arith.constant 3.000000e+00 : f64
    %cst_3 = arith.constant 2.000000e+00 : f64
    %cst_4 = arith.constant 1.000000e+00 : f64
    %0 = memref.alloc() : memref<3x2xf64>
    %1 = memref.alloc() : memref<2x3xf64>
    affine.store %cst_4, %1[0, 0] : memref<2x3xf64>
    affine.store %cst_3, %1[0, 1] : memref<2x3xf64>
    affine.store %cst_2, %1[0, 2] : memref<2x3xf64>
    affine.store %cst_1, %1[1, 0] : memref<2x3xf64>
    affine.store %cst_0, %1[1, 1] : memref<2x3xf64>
    affine.store %cst, %1[1, 2] : memref<2x3xf64>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %2 = affine.load %1[%arg1, %arg0] : memref<2x3xf64>
        %3 = arith.mulf %2, %2 : f64
        affine.store %3, %0[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    toy.print %0 : memref<3x2xf64>
    memref.dealloc %1 : memref<2x3xf64>
    memref.dealloc %0 : memref<3x2xf64>
    return
  }
}
