// `inline` against mlir-opt 16, without a default pipeline (Strata has no
// `canonicalize`, mlir-opt's default), on one thread and on several, with locations,
// with a pipeline run on the callables, and with its options and their errors. A failing
// threaded pipeline is compared on one thread: mlir-opt's threaded report depends on which
// functions its workers had started, Strata's equals its one-thread report. So is a default
// pipeline that does not parse: mlir-opt 16 parses it once per worker's copy of the
// pipelines that a callable reaches, so its count of repeated errors varies from run to run.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline='
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=' --mlir-print-debuginfo --mlir-print-local-scope
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=test-function-pass max-iterations=2'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline= op-pipelines=func.func(test-function-pass)' --dump-pass-pipeline
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='max-iterations=1 default-pipeline=' -inline='default-pipeline='
// With a pipeline and one iteration, a callable its pipeline verified and the inlining then
// changed is verified again after the pass (`@invalid_after`), on threads and on one.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=test-function-pass max-iterations=1'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='max-iterations=1' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=does-not-exist' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline='op-pipelines=func.func(does-not-exist)'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline='op-pipelines=test-function-pass'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline='op-pipelines=func.func(test-options-pass{nope=1})'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline='max-iterations=-1'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(does-not-exist)})'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(inline))' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/threads-same.sh strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(inline))'
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=' | FileCheck %s

// One block: the callee's ops replace the call, its results the call's; a private callee
// called once is inlined in place and erased, one called twice is copied then erased; a
// public one stays.
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT: %[[C:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[B]], %[[C]] : i32
// CHECK-NEXT: return %[[E]]
// CHECK-NOT: @twice
// CHECK-NOT: @square
// CHECK: func.func @public
func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  %s = call @square(%r) : (i32) -> i32
  return %s : i32
}
func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @caller(%a: i32, %b: i32) -> i32 {
  %0 = call @twice(%a) : (i32) -> i32
  %1 = call @square(%b) : (i32) -> i32
  %2 = call @add(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func private @add(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @public(%x: i32) -> i32 {
  return %x : i32
}

// -----

// Several blocks: the returns become branches to the block after the call, which takes
// the results as arguments.
// CHECK-LABEL: func.func @multi
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: cf.br ^bb3(%{{.*}} : i32)
// CHECK: cf.br ^bb3(%{{.*}} : i32)
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: arith.addi %[[R]], %[[R]]
func.func private @select(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %one = arith.constant 1 : i32
  return %one : i32
^b:
  %two = arith.constant 2 : i32
  return %two : i32
}
func.func @multi(%c: i1) -> i32 {
  %r = call @select(%c) : (i1) -> i32
  %s = arith.addi %r, %r : i32
  return %s : i32
}

// -----

// Calls in structured regions (scf, affine, memref) are inlined; affine loops take
// callees whose affine subscripts stay valid.
// CHECK-LABEL: func.func @regions
// CHECK: scf.if
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: arith.addi %arg1
// CHECK: scf.for
// CHECK-NEXT: arith.constant 1 : index
// CHECK: affine.for %[[I:.*]] = 0 to 7 {
// CHECK-NEXT: %[[V:.*]] = affine.load %arg2[%[[I]]]
// CHECK-NEXT: affine.store %[[V]], %arg2[%[[I]] + 1]
// CHECK: memref.alloca_scope
// CHECK-NEXT: arith.constant 1 : index
func.func private @inc(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %r = arith.addi %x, %c1 : index
  return %r : index
}
func.func private @load(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i] : memref<8xf32>
  return %v : f32
}
func.func private @store(%m: memref<8xf32>, %v: f32, %i: index) {
  affine.store %v, %m[%i + 1] : memref<8xf32>
  return
}
func.func @regions(%c: i1, %n: index, %m: memref<8xf32>) -> index {
  %r = scf.if %c -> (index) {
    %x = func.call @inc(%n) : (index) -> index
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %j = func.call @inc(%i) : (index) -> index
  }
  affine.for %i = 0 to 7 {
    %v = func.call @load(%m, %i) : (memref<8xf32>, index) -> f32
    func.call @store(%m, %v, %i) : (memref<8xf32>, f32, index) -> ()
  }
  memref.alloca_scope {
    %y = func.call @inc(%n) : (index) -> index
  }
  return %r : index
}

// -----

// A subscript the callee takes as a dimension, given a value defined in the loop body:
// the affine dialect lets it be inlined (MLIR 16 checks validity in the loop's region), and
// the verifier rejects the result, in both tools.
func.func private @load(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i] : memref<8xf32>
  return %v : f32
}
func.func @invalid_after(%m: memref<8xf32>) {
  affine.for %i = 0 to 7 {
    %k = arith.addi %i, %i : index
    %v = func.call @load(%m, %k) : (memref<8xf32>, index) -> f32
  }
  return
}

// -----

// Recursion: a function is never inlined into itself; mutually recursive functions are
// inlined into each other until a call would repeat an inlining it came from.
func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %t = arith.constant true
  return %t : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}
func.func @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @even(%m) : (i32) -> i1
  %x = arith.xori %r, %z : i1
  return %x : i1
}
func.func private @self(%n: i32) -> i32 {
  %r = call @self(%n) : (i32) -> i32
  return %r : i32
}
func.func @use_self(%n: i32) -> i32 {
  %r = call @self(%n) : (i32) -> i32
  return %r : i32
}

// -----

// Not inlined: declarations, indirect calls, callees with ops no dialect lets inline
// (unregistered ones); a private function referenced outside any function stays.
func.func private @decl(i32) -> i32
func.func private @opaque(%x: i32) -> i32 {
  %r = "foreign.op"(%x) : (i32) -> i32
  return %r : i32
}
func.func private @kept(%x: i32) -> i32 {
  return %x : i32
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
"foreign.holder"() {ref = @kept} : () -> ()
func.func @others(%x: i32) -> i32 {
  %0 = call @decl(%x) : (i32) -> i32
  %1 = call @opaque(%0) : (i32) -> i32
  %f = constant @kept : (i32) -> i32
  %2 = call_indirect %f(%1) : (i32) -> i32
  %3 = call @kept(%2) : (i32) -> i32
  return %3 : i32
}
