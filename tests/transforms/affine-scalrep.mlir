// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -affine-scalrep
// RUN: strata-opt %s --split-input-file -affine-scalrep | FileCheck %s

// The fused nests of Toy's `print(transpose(a) * transpose(a))`: the load takes the
// stored value, and the intermediate memref, left with a store and its dealloc, goes.
// CHECK-LABEL: func.func @forward
// CHECK:         %[[R:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2x3xf64>
// CHECK:         affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[V:.*]] = affine.load %[[A]][%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT:        %[[P:.*]] = arith.mulf %[[V]], %[[V]] : f64
// CHECK-NEXT:        affine.store %[[P]], %[[R]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    call @print(%[[R]])
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<2x3xf64>
// CHECK-NEXT:    memref.dealloc %[[R]] : memref<3x2xf64>
func.func @forward() {
  %cst = arith.constant 1.000000e+00 : f64
  %0 = memref.alloc() : memref<3x2xf64>
  %1 = memref.alloc() : memref<3x2xf64>
  %2 = memref.alloc() : memref<2x3xf64>
  affine.store %cst, %2[0, 0] : memref<2x3xf64>
  affine.store %cst, %2[1, 2] : memref<2x3xf64>
  affine.for %arg0 = 0 to 3 {
    affine.for %arg1 = 0 to 2 {
      %3 = affine.load %2[%arg1, %arg0] : memref<2x3xf64>
      affine.store %3, %1[%arg0, %arg1] : memref<3x2xf64>
      %4 = affine.load %1[%arg0, %arg1] : memref<3x2xf64>
      %5 = arith.mulf %4, %4 : f64
      affine.store %5, %0[%arg0, %arg1] : memref<3x2xf64>
    }
  }
  func.call @print(%0) : (memref<3x2xf64>) -> ()
  memref.dealloc %2 : memref<2x3xf64>
  memref.dealloc %1 : memref<3x2xf64>
  memref.dealloc %0 : memref<3x2xf64>
  return
}
func.func private @print(memref<3x2xf64>)

// -----

// Constant indices: the stores to other elements in between do not stop forwarding.
// CHECK-LABEL: func.func @constant_indices
// CHECK-NOT:     memref.alloc
// CHECK:         arith.addf %arg0, %arg1
func.func @constant_indices(%x: f64, %y: f64) -> f64 {
  %m = memref.alloc() : memref<2x2xf64>
  affine.store %x, %m[0, 0] : memref<2x2xf64>
  affine.store %y, %m[0, 1] : memref<2x2xf64>
  %a = affine.load %m[0, 0] : memref<2x2xf64>
  %b = affine.load %m[0, 1] : memref<2x2xf64>
  %s = arith.addf %a, %b : f64
  memref.dealloc %m : memref<2x2xf64>
  return %s : f64
}

// -----

// A load of the element an earlier load read, with no store in between, takes its
// value; a store overwritten before any read goes.
// CHECK-LABEL: func.func @load_cse_and_dead_store
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %[[M:.*]][%[[I]]] : memref<4xf64>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[V]], %[[V]] : f64
// CHECK-NEXT:      affine.store %[[S]], %[[M]][%[[I]]] : memref<4xf64>
// CHECK-NEXT:    }
func.func @load_cse_and_dead_store(%x: f64) {
  %m = memref.alloc() : memref<4xf64>
  affine.for %i = 0 to 4 {
    %a = affine.load %m[%i] : memref<4xf64>
    %b = affine.load %m[%i] : memref<4xf64>
    %s = arith.addf %a, %b : f64
    affine.store %x, %m[%i] : memref<4xf64>
    affine.store %s, %m[%i] : memref<4xf64>
  }
  memref.dealloc %m : memref<4xf64>
  return
}
