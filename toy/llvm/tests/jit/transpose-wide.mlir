// A 3x4 matrix of fractional and negative values, transposed and squared by loops at the
// affine level, through a second buffer.
// VALUES: transpose-square 3 4 0.5 -1.25 2 3 -4 5.5 6 7 8 9 -10 11
module {
  func.func @main() {
    %a = memref.alloc() : memref<3x4xf64>
    %t = memref.alloc() : memref<4x3xf64>
    %r = memref.alloc() : memref<4x3xf64>
    %v0 = arith.constant 0.5 : f64
    %v1 = arith.constant -1.25 : f64
    %v2 = arith.constant 2.0 : f64
    %v3 = arith.constant 3.0 : f64
    %v4 = arith.constant -4.0 : f64
    %v5 = arith.constant 5.5 : f64
    %v6 = arith.constant 6.0 : f64
    %v7 = arith.constant 7.0 : f64
    %v8 = arith.constant 8.0 : f64
    %v9 = arith.constant 9.0 : f64
    %v10 = arith.constant -10.0 : f64
    %v11 = arith.constant 11.0 : f64
    affine.store %v0, %a[0, 0] : memref<3x4xf64>
    affine.store %v1, %a[0, 1] : memref<3x4xf64>
    affine.store %v2, %a[0, 2] : memref<3x4xf64>
    affine.store %v3, %a[0, 3] : memref<3x4xf64>
    affine.store %v4, %a[1, 0] : memref<3x4xf64>
    affine.store %v5, %a[1, 1] : memref<3x4xf64>
    affine.store %v6, %a[1, 2] : memref<3x4xf64>
    affine.store %v7, %a[1, 3] : memref<3x4xf64>
    affine.store %v8, %a[2, 0] : memref<3x4xf64>
    affine.store %v9, %a[2, 1] : memref<3x4xf64>
    affine.store %v10, %a[2, 2] : memref<3x4xf64>
    affine.store %v11, %a[2, 3] : memref<3x4xf64>
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 3 {
        %x = affine.load %a[%j, %i] : memref<3x4xf64>
        affine.store %x, %t[%i, %j] : memref<4x3xf64>
      }
    }
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 3 {
        %x = affine.load %t[%i, %j] : memref<4x3xf64>
        %y = arith.mulf %x, %x : f64
        affine.store %y, %r[%i, %j] : memref<4x3xf64>
      }
    }
    toy.print %r : memref<4x3xf64>
    memref.dealloc %a : memref<3x4xf64>
    memref.dealloc %t : memref<4x3xf64>
    memref.dealloc %r : memref<4x3xf64>
    return
  }
}
