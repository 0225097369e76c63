// `ForOpTensorCastFolder`: an `scf.for` iteration argument initialized with a
// `tensor.cast` that only makes sizes dynamic, and whose result is only cast back, is
// carried with the static type, the casts moving into the loop's body. `tensor.cast`'s
// fold (a cast to its own type) and `ChainedTensorCast` (a cast of a cast adding
// nothing) clean up after it. Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --split-input-file -canonicalize | FileCheck %s

func.func private @do(tensor<?x?xf32>) -> tensor<?x?xf32>

// CHECK-LABEL: func.func @loop
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[T:.*]] = %arg0, %[[U:.*]] = %arg1) -> (tensor<32x1024xf32>, f32) {
// CHECK-NEXT:      %[[IN:.*]] = tensor.cast %[[T]] : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT:      %[[D:.*]] = func.call @do(%[[IN]])
// CHECK-NEXT:      %[[E:.*]] = arith.addf %[[U]], %[[U]] : f32
// CHECK-NEXT:      %[[OUT:.*]] = tensor.cast %[[D]] : tensor<?x?xf32> to tensor<32x1024xf32>
// CHECK-NEXT:      scf.yield %[[OUT]], %[[E]] : tensor<32x1024xf32>, f32
// CHECK-NEXT:    } {some_attr}
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1
func.func @loop(%t: tensor<32x1024xf32>, %f: f32) -> (tensor<32x1024xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1:2 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0, %b = %f) -> (tensor<?x?xf32>, f32) {
    %d = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %e = arith.addf %b, %b : f32
    scf.yield %d, %e : tensor<?x?xf32>, f32
  } {some_attr}
  %2 = tensor.cast %1#0 : tensor<?x?xf32> to tensor<32x1024xf32>
  return %2, %1#1 : tensor<32x1024xf32>, f32
}

// -----

func.func private @do(tensor<?x?xf32>) -> tensor<?x?xf32>

// The result used twice, or cast to another type, or the init cast making sizes static:
// the loop stays.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: iter_args(%{{.*}} = %cast{{.*}}) -> (tensor<?x?xf32>)
// CHECK:         return %cast_0, %0, %cast_1, %2
func.func @kept(%t: tensor<32x1024xf32>, %u: tensor<?x?xf32>) -> (tensor<32x1024xf32>, tensor<?x?xf32>, tensor<32x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %d = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %d : tensor<?x?xf32>
  }
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<32x1024xf32>
  %3 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %d = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %d : tensor<?x?xf32>
  }
  %4 = tensor.cast %3 : tensor<?x?xf32> to tensor<32x?xf32>
  %5 = tensor.cast %u : tensor<?x?xf32> to tensor<32x1024xf32>
  %6 = tensor.cast %5 : tensor<32x1024xf32> to tensor<?x?xf32>
  %7 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %6) -> (tensor<?x?xf32>) {
    %d = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %d : tensor<?x?xf32>
  }
  return %2, %1, %4, %7 : tensor<32x1024xf32>, tensor<?x?xf32>, tensor<32x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[A:.*]] = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = tensor.cast %[[A]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %arg2 : tensor<*xf32> to tensor<?xf32>
// CHECK-NEXT:    return %arg0, %arg0, %[[B]], %[[C]]
func.func @casts(%a: tensor<4xf32>, %b: tensor<?xf32>, %u: tensor<*xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
  %3 = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
  %4 = tensor.cast %3 : tensor<4xf32> to tensor<?xf32>
  %5 = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %6 = tensor.cast %5 : tensor<?xf32> to tensor<*xf32>
  %7 = tensor.cast %6 : tensor<*xf32> to tensor<?xf32>
  return %0, %2, %4, %7 : tensor<4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?xf32>
}
