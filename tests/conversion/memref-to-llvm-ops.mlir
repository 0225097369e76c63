// `convert-memref-to-llvm` against mlir-opt 16, for the memref ops that are not views:
// `memref.global` (constant, aligned, private and public, uninitialized, external, 0-d)
// and `memref.get_global`, `memref.copy` (`llvm.intr.memcpy` of contiguous memrefs, the
// runtime's `memrefCopy` otherwise), `memref.atomic_rmw` of each kind, with the kinds
// `llvm.atomicrmw` lacks left alone, `memref.generic_atomic_rmw` (the `llvm.cmpxchg`
// loop, and left alone when the ops it copies are not legal), `memref.prefetch`,
// `memref.rank`, `memref.alloca_scope`, `memref.assume_alignment`,
// `memref.extract_aligned_pointer_as_index`, `memref.cast` from an unranked memref,
// `memref.dim` of one, and `memref.alloc` of vectors and in an address space. Also with
// `aligned_alloc`, MLIR's generic allocation functions, a 32-bit index, and in generic
// form with every location.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=index-bitwidth=32
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo -mlir-print-local-scope
// RUN: strata-opt %s --split-input-file -convert-memref-to-llvm | FileCheck %s

// CHECK:       llvm.mlir.global private constant @c(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<2 x f32>>
// CHECK:       llvm.mlir.global external @u() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT:    llvm.return %[[U]] : !llvm.array<4 x i32>
// CHECK:       llvm.mlir.global private @s(1.500000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK:       llvm.mlir.global external @e() {addr_space = 0 : i32} : !llvm.array<3 x f16>
// CHECK-LABEL: func.func @globals
// CHECK:         %[[A:.*]] = llvm.mlir.addressof @c : !llvm.ptr<array<2 x array<2 x f32>>>
// CHECK-NEXT:    llvm.getelementptr %[[A]][0, 0, 0] : (!llvm.ptr<array<2 x array<2 x f32>>>) -> !llvm.ptr<f32>
// CHECK-NEXT:    llvm.mlir.constant(3735928559 : index) : i64
memref.global "private" constant @c : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]> {alignment = 64}
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f32> = dense<1.5>
memref.global @e : memref<3xf16>
memref.global "private" @i : memref<2xi8, 1> = dense<[1, 2]>
func.func @globals() -> f32 {
  %0 = memref.get_global @c : memref<2x2xf32>
  %1 = memref.get_global @s : memref<f32>
  %2 = memref.get_global @i : memref<2xi8, 1>
  %c1 = arith.constant 1 : index
  %v = memref.load %0[%c1, %c1] : memref<2x2xf32>
  %w = memref.load %1[] : memref<f32>
  %x = arith.addf %v, %w : f32
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @copies
// CHECK:         "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()
// CHECK:         %[[SAVE:.*]] = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK:         llvm.call @memrefCopy(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>) -> ()
// CHECK-NEXT:    llvm.intr.stackrestore %[[SAVE]]
func.func @copies(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %c: memref<?xf32, strided<[2]>>,
                  %d: memref<?xf32>, %u: memref<*xi1>, %v: memref<*xi1>,
                  %e: memref<2x3xf32, strided<[3, 1], offset: 5>>, %f: memref<4xvector<2xf32>>,
                  %g: memref<4xvector<2xf32>>, %h: memref<3xindex>, %k: memref<3xindex, 2>) {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  memref.copy %c, %d : memref<?xf32, strided<[2]>> to memref<?xf32>
  memref.copy %u, %v : memref<*xi1> to memref<*xi1>
  memref.copy %e, %a : memref<2x3xf32, strided<[3, 1], offset: 5>> to memref<2x3xf32>
  memref.copy %f, %g : memref<4xvector<2xf32>> to memref<4xvector<2xf32>>
  memref.copy %h, %k : memref<3xindex> to memref<3xindex, 2>
  return
}

// -----

// CHECK-LABEL: func.func @atomics
// CHECK:         llvm.atomicrmw xchg %{{.*}}, %{{.*}} acq_rel : f32
// CHECK:         llvm.atomicrmw add %{{.*}}, %{{.*}} acq_rel : i32
// CHECK:         memref.atomic_rmw mulf
func.func @atomics(%I: memref<10xi32>, %i32: i32, %F: memref<10xf32>, %f: f32, %i: index,
                   %S: memref<4x?xi64, strided<[?, 1], offset: ?>>, %i64: i64) {
  %0 = memref.atomic_rmw assign %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw addi %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw maxs %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw mins %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.atomic_rmw maxu %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw minu %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %6 = memref.atomic_rmw addf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %7 = memref.atomic_rmw ori %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw andi %i32, %I[%i] : (i32, memref<10xi32>) -> i32
  %9 = memref.atomic_rmw mulf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %10 = memref.atomic_rmw maxf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %11 = memref.atomic_rmw addi %i64, %S[%i, %i] : (i64, memref<4x?xi64, strided<[?, 1], offset: ?>>) -> i64
  return
}

// -----

// CHECK-LABEL: func.func @generic_atomic
// CHECK:         %[[INIT:.*]] = llvm.load %[[P:.*]] : !llvm.ptr<i32>
// CHECK-NEXT:    llvm.br ^bb1(%[[INIT]] : i32)
// CHECK-NEXT:  ^bb1(%[[SEEN:.*]]: i32):
// CHECK-NEXT:    %[[NEW:.*]] = llvm.add %[[SEEN]], %[[SEEN]] : i32
// CHECK-NEXT:    %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[SEEN]], %[[NEW]] acq_rel monotonic : i32
// CHECK-NEXT:    %[[LOADED:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:    llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[LOADED]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.return %[[LOADED]] : i32
func.func @generic_atomic(%I: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %I[%i] : memref<10xi32> {
  ^bb0(%old: i32):
    %n = llvm.add %old, %old : i32
    memref.atomic_yield %n : i32
  }
  llvm.return %x : i32
}

// The copied `arith.addf` and `func.return` are not legal: the op stays.
// CHECK-LABEL: func.func @generic_atomic_not_legal
// CHECK:         memref.generic_atomic_rmw
func.func @generic_atomic_not_legal(%F: memref<10xf32>, %i: index, %v: f32) -> f32 {
  %x = memref.generic_atomic_rmw %F[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %n = arith.addf %old, %v : f32
    memref.atomic_yield %n : f32
  }
  return %x : f32
}

// In a block of several: the ops after it move to the block after the loop.
func.func @generic_atomic_in_block(%I: memref<2x?xi64>, %i: index, %c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.generic_atomic_rmw %I[%i, %i] : memref<2x?xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %old : i64
  }
  %y = llvm.add %x, %x : i64
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// CHECK-LABEL: func.func @misc
// CHECK:         "llvm.intr.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<f32>, i32, i32, i32) -> ()
// CHECK:         "llvm.intr.assume"(%{{.*}}) : (i1) -> ()
func.func @misc(%m: memref<?x10xf32>, %u: memref<*xf32, 3>, %i: index, %j: index) -> index {
  memref.prefetch %m[%i, %j], write, locality<3>, data : memref<?x10xf32>
  memref.prefetch %m[%i, %j], read, locality<0>, instr : memref<?x10xf32>
  %r = memref.rank %u : memref<*xf32, 3>
  %r2 = memref.rank %m : memref<?x10xf32>
  memref.assume_alignment %m, 16 : memref<?x10xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x10xf32> -> index
  %c = memref.cast %u : memref<*xf32, 3> to memref<4x?xf32, 3>
  %d = memref.dim %u, %i : memref<*xf32, 3>
  %s = arith.addi %r, %r2 : index
  %t = arith.addi %s, %p : index
  %w = arith.addi %t, %d : index
  return %w : index
}

// -----

// CHECK-LABEL: func.func @scopes
// CHECK:         %[[SAVE:.*]] = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:         llvm.intr.stackrestore %[[SAVE]]
// CHECK-NEXT:    llvm.br ^bb2
// CHECK:         %[[SAVE2:.*]] = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK:         llvm.intr.stackrestore %[[SAVE2]]
// CHECK-NEXT:    llvm.br ^bb4(%{{.*}}, %{{.*}} : f32, f32)
// CHECK-NEXT:  ^bb4(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:    llvm.br ^bb5
func.func @scopes(%b: f32) -> f32 {
  %a = arith.constant 10.0 : f32
  memref.alloca_scope {
    %m = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return
  }
  %r1, %r2 = memref.alloca_scope -> (f32, f32) {
    %c = arith.addf %a, %b : f32
    %d = arith.subf %a, %b : f32
    memref.alloca_scope.return %c, %d : f32, f32
  }
  %r = arith.addf %r1, %r2 : f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @allocs
func.func @allocs(%n: index) {
  %0 = memref.alloc() : memref<16xvector<8xf32>>
  %1 = memref.alloc(%n) : memref<?xvector<3xi16>>
  %2 = memref.alloc(%n) : memref<?x4xf32, 5>
  return
}
