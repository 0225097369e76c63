// Conversions on threads, `convert-memref-to-llvm`: the functions are lowered apart, and
// the declarations their lowerings need (`malloc`, `aligned_alloc`, `free`, the generic
// functions, `memrefCopy`) are added to the module as a single-threaded run adds them:
// each at the start of the module the first time a function needs it, so in the reverse
// order of first need, whatever thread converts which function first. Same output as
// mlir-opt 16's, with threads (1, 2 and 7 of them) and without.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm --mlir-disable-threading
// RUN: env RAYON_NUM_THREADS=1 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1 --mlir-disable-threading
// RUN: env RAYON_NUM_THREADS=1 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions=1
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions=1 --mlir-disable-threading
// RUN: env RAYON_NUM_THREADS=1 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions=1
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions=1
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions=1
// The whole lowering, func-to-llvm included.
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc=1 -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

// Several functions that need `free`, `malloc` (or `aligned_alloc`) in different orders.
func.func @only_free(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @none(%x: i32) -> i32 {
  return %x : i32
}
func.func @alloc_free() {
  %0 = memref.alloc() : memref<8xi32>
  memref.dealloc %0 : memref<8xi32>
  return
}
func.func @aligned(%n: index) -> memref<?xf64> {
  %0 = memref.alloc(%n) {alignment = 64} : memref<?xf64>
  %1 = memref.load %0[%n] : memref<?xf64>
  memref.store %1, %0[%n] : memref<?xf64>
  return %0 : memref<?xf64>
}
func.func @strided_copy(%a: memref<2xf32, strided<[2]>>, %b: memref<2xf32>) {
  memref.copy %a, %b : memref<2xf32, strided<[2]>> to memref<2xf32>
  return
}
func.func @alloca() -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.load %0[%c0] : memref<2xf32>
  return %1 : f32
}

// -----

// Allocation first, then the release, the other way round.
func.func @a() -> memref<3xi8> {
  %0 = memref.alloc() : memref<3xi8>
  return %0 : memref<3xi8>
}
func.func @b(%m: memref<3xi8>) {
  memref.dealloc %m : memref<3xi8>
  return
}
func.func @c() {
  %0 = memref.alloc() {alignment = 16} : memref<3xi8>
  memref.dealloc %0 : memref<3xi8>
  return
}

// -----

// A declaration the module has already, after the functions: not declared again.
func.func @a() {
  %0 = memref.alloc() : memref<3xi8>
  memref.dealloc %0 : memref<3xi8>
  return
}
func.func @b() {
  %0 = memref.alloc() : memref<3xi8>
  memref.dealloc %0 : memref<3xi8>
  return
}
llvm.func @free(!llvm.ptr<i8>)

// -----

// A global of the module, read by the functions.
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @r1() -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.get_global @g : memref<2xf32>
  %1 = memref.load %0[%c0] : memref<2xf32>
  return %1 : f32
}
func.func @r2() -> memref<2xf32> {
  %0 = memref.get_global @g : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return %1 : memref<2xf32>
}
