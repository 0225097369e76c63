// The memory effects of ops of every dialect, as the side-effect test pass reports them:
// a remark per effect of each op with `MemoryEffectOpInterface`, in post-order, or one
// saying it has none; an op without the interface (func.call, memref.atomic_rmw, the
// loops) gets no remark. Strata's stderr and exit status must be mlir-opt 16's (the
// remarks' `see current operation:` notes are left out: Strata prints a remark's op in
// the generic form, MLIR in its custom form).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --test-side-effects --mlir-print-op-on-diagnostic=false -o /dev/null

func.func private @callee(i32) -> i32

func.func @memref_ops(%m: memref<4xf32>, %u: memref<*xf32>, %i: index, %n: index, %v: f32, %t: tensor<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %d = memref.alloc(%n) {alignment = 16} : memref<?xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.tensor_store %t, %b : memref<4xf32>
  %r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %dim = memref.dim %d, %i : memref<?xf32>
  %rank = memref.rank %u : memref<*xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %d : memref<?xf32>
  memref.alloca_scope {
    %s = memref.alloca() : memref<2xf32>
    memref.store %v, %s[%i] : memref<2xf32>
  }
  return
}

func.func @affine_ops(%m: memref<8x8xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i, %i + 1] : memref<8x8xf32>
    affine.store %x, %m[%i, 0] : memref<8x8xf32>
    %w = affine.vector_load %m[%i, 0] : memref<8x8xf32>, vector<4xf32>
    affine.vector_store %w, %m[0, %i] : memref<8x8xf32>, vector<4xf32>
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %k = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
  }
  affine.parallel (%p) = (0) to (8) {
    affine.store %v, %m[%p, %p] : memref<8x8xf32>
  }
  return
}

func.func @scalar_ops(%a: i32, %b: i32, %f: f32, %c: i1, %t: tensor<?xf32>) -> i32 {
  %s = arith.addi %a, %b : i32
  %q = arith.divsi %s, %b : i32
  %e = math.exp %f : f32
  %k = arith.constant 3 : index
  %x = tensor.extract %t[%k] : tensor<?xf32>
  %y = tensor.empty(%k) : tensor<?xf32>
  %call = func.call @callee(%q) : (i32) -> i32
  %fn = func.constant @callee : (i32) -> i32
  %ind = func.call_indirect %fn(%call) : (i32) -> i32
  %r = scf.if %c -> (i32) {
    scf.yield %ind : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^next(%r : i32)
^next(%z: i32):
  return %z : i32
}
