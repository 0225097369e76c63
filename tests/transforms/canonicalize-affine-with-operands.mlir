// MLIR 16's simplifyMapWithOperands in SimplifyAffineOp, against mlir-opt 16: floordiv
// and mod by a constant simplified with the bounds and steps of the affine.for loops
// whose induction variables are the map's dimensions (q + r with q a multiple of the
// step and 0 <= r < step; a dimension bounded by the divisor; a lower bound map's
// divisor when the lower bound is not zero).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize="test-convergence" | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 mod 8)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> ((d0 + d1) ceildiv 4)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 mod 4)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 4 to %arg0 step 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg1[%arg2 floordiv 4, %arg3 mod 4] : memref<?x?xf32>
// CHECK-NEXT:         %1 = affine.load %arg1[0, 0] : memref<?x?xf32>
// CHECK-NEXT:         %2 = affine.apply #map(%arg3)
// CHECK-NEXT:         %3 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT:         %4 = affine.apply #map2(%arg3)[%arg0]
// CHECK-NEXT:         affine.store %0, %arg1[%arg3 mod 2, 1] : memref<?x?xf32>
// CHECK-NEXT:         "test.foo"(%1, %arg2, %2, %3, %c0, %4, %c0) : (f32, index, index, index, index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = #map3()[%arg0] to 100 step 6 {
// CHECK-NEXT:       %0 = affine.apply #map4(%arg2)
// CHECK-NEXT:       %1 = affine.apply #map5(%arg2)
// CHECK-NEXT:       "test.foo"(%c0, %0, %1) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @f(%N: index, %A: memref<?x?xf32>) {
  affine.for %i = 4 to %N step 8 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[(%i + %j) floordiv 4, (%i + %j) mod 4] : memref<?x?xf32>
      %b = affine.load %A[%j floordiv 4, %i mod 4] : memref<?x?xf32>
      %c = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 8)>(%i, %j)
      %c2 = affine.apply affine_map<(d0, d1) -> ((d1 + d0 * 8) mod 8)>(%i, %j)
      %c3 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) ceildiv 4)>(%i, %j)
      %d = affine.min affine_map<(d0, d1) -> (d1 floordiv 4, d0 mod 4, 7)>(%i, %j)
      %e = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4)>(%j)[%N]
      %f = arith.constant 0 : index
      affine.store %a, %A[%j mod 2, (%j + 16) floordiv 16] : memref<?x?xf32>
      "test.foo"(%b, %c, %c2, %c3, %d, %e, %f) : (f32, index, index, index, index, index, index) -> ()
    }
  }
  affine.for %i = affine_map<(d0) -> (d0 * 4)>(%N) to 100 step 6 {
    %x = affine.apply affine_map<(d0) -> (d0 mod 2)>(%i)
    %y = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %z = affine.apply affine_map<(d0) -> ((d0 + 1) floordiv 2)>(%i)
    "test.foo"(%x, %y, %z) : (index, index, index) -> ()
  }
  return
}
