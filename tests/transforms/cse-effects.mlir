// `cse` and memory effects, against mlir-opt 16: an op that only reads memory is replaced
// by an equivalent one in the same block when no op between them may write (an op with
// unknown effects may); unused ops that only read or allocate their results are erased,
// and so are ops with `RecursiveMemoryEffects` whose nested ops are.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -cse
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(cse))' --mlir-disable-threading
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -cse | FileCheck %s

// CHECK-LABEL: func.func @reads
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT: %[[B:.*]] = memref.load %arg0[%arg2]
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[C:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT: "foo.op"
// CHECK-NEXT: %[[D:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT: return %[[A]], %[[A]], %[[B]], %[[C]], %[[D]]
func.func @reads(%m: memref<8xf32>, %i: index, %j: index, %f: f32) -> (f32, f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  %2 = memref.load %m[%j] : memref<8xf32>
  %dead = memref.load %m[%j] : memref<8xf32>
  memref.store %f, %m[%j] : memref<8xf32>
  %3 = memref.load %m[%i] : memref<8xf32>
  "foo.op"() : () -> ()
  %4 = memref.load %m[%i] : memref<8xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// Reads in another block are not replaced, even dominated ones.
// CHECK-LABEL: func.func @blocks
// CHECK-COUNT-2: memref.load
func.func @blocks(%m: memref<8xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1 : f32, f32
}

// -----

// Unused allocations and loops that only read are erased; loops that write are not.
// CHECK-LABEL: func.func @dead
// CHECK-NOT: memref.alloc()
// CHECK: memref.alloca
// CHECK: scf.for
// CHECK: memref.store
// CHECK-NOT: scf.for
func.func @dead(%m: memref<8xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloca() : memref<8xf32>
  memref.store %f, %b[%c0] : memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<8xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %x = memref.load %m[%i] : memref<8xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i] : memref<8xf32>
  }
  return
}
