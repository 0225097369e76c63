// `convert-memref-to-llvm` against mlir-opt 16: loads and stores on identity, dynamic
// and static strided layouts (offsets and strides from the descriptor or as constants),
// `memref.alloc` with static, dynamic and zero-rank shapes and an `alignment`,
// `memref.alloca`, `memref.dealloc`, `memref.dim` at constant and dynamic indices, and
// `memref.cast` between ranked memrefs and to an unranked one; `malloc` and `free`
// declared once at the start of the module. Also with `aligned_alloc`, MLIR's generic
// allocation functions, a 32-bit index, and in generic form with every location.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-aligned-alloc
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=use-generic-functions
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm=index-bitwidth=32
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo -mlir-print-local-scope
// RUN: strata-opt %s --split-input-file -convert-memref-to-llvm | FileCheck %s

// CHECK:       llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT:  llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-LABEL: func.func @basic
// CHECK:         %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT:    %{{.*}} = llvm.load %[[P]] : !llvm.ptr<f32>
func.func @basic(%m: memref<?xf32>, %s: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  memref.store %v, %s[%i, %j] : memref<4x8xf32>
  %a = memref.alloc(%i) : memref<?x8xf32>
  %b = memref.alloca() : memref<16xf32>
  %d = memref.dim %a, %i : memref<?x8xf32>
  memref.dealloc %a : memref<?x8xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @strided
func.func @strided(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %s: memref<4x8xf32, strided<[16, 2], offset: 3>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  memref.store %v, %s[%i, %j] : memref<4x8xf32, strided<[16, 2], offset: 3>>
  %c = memref.cast %s : memref<4x8xf32, strided<[16, 2], offset: 3>> to memref<*xf32>
  %a = memref.alloc() {alignment = 32} : memref<2xi64>
  %g = memref.alloc() : memref<f32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %m, %i : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @shapes
func.func @shapes(%n: index, %m: index) -> memref<?x4x?xi32> {
  %a = memref.alloc(%n, %m) : memref<?x4x?xi32>
  %b = memref.alloca(%n) {alignment = 16} : memref<3x?xf64>
  %z = memref.alloc() {alignment = 8} : memref<0x5xi8>
  %c = memref.cast %a : memref<?x4x?xi32> to memref<2x4x?xi32>
  %d = memref.cast %c : memref<2x4x?xi32> to memref<?x4x?xi32>
  memref.dealloc %z : memref<0x5xi8>
  return %d : memref<?x4x?xi32>
}
