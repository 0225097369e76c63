// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-fusion))"
// RUN: strata-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-fusion))" | FileCheck %s
// On the module, the pass fuses nothing: its blocks hold functions, not loops (MLIR 16).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -affine-loop-fusion

// The lowering of Toy's `print(transpose(a) * transpose(a))`: the transpose's nest is
// fused into the product's, at the innermost depth.
// CHECK-LABEL: func.func @producer_consumer
// CHECK:         affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[A:.*]] = affine.load %{{.*}}[%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT:        affine.store %[[A]], %[[T:.*]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:        %[[B:.*]] = affine.load %[[T]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:        %[[P:.*]] = arith.mulf %[[B]], %[[B]] : f64
// CHECK-NEXT:        affine.store %[[P]], %{{.*}}[%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    call @print
func.func @producer_consumer() {
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
    }
  }
  affine.for %arg0 = 0 to 3 {
    affine.for %arg1 = 0 to 2 {
      %3 = affine.load %1[%arg0, %arg1] : memref<3x2xf64>
      %4 = arith.mulf %3, %3 : f64
      affine.store %4, %0[%arg0, %arg1] : memref<3x2xf64>
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

// A chain of three nests becomes one.
// CHECK-LABEL: func.func @chain
// CHECK:         affine.for
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NOT:     affine.for
func.func @chain(%arg0: memref<4xf64>, %out: memref<4xf64>) {
  %a = memref.alloc() : memref<4xf64>
  %b = memref.alloc() : memref<4xf64>
  affine.for %i = 0 to 4 {
    %x = affine.load %arg0[%i] : memref<4xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %a[%i] : memref<4xf64>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %b[%i] : memref<4xf64>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %b[%i] : memref<4xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %out[%i] : memref<4xf64>
  }
  memref.dealloc %b : memref<4xf64>
  memref.dealloc %a : memref<4xf64>
  return
}
