// The custom forms MLIR writes in C++ for memref ops (dma_start, dma_wait,
// transpose, prefetch, generic_atomic_rmw, global), printed as mlir-opt 16 prints
// them: the permutation of `memref.transpose` is a bare map (no `#map` alias),
// the initial value of `memref.global` has no `: tensor<...>`.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s > %t.strata && mlir-opt %s > %t.mlir && diff %t.mlir %t.strata
// RUN: mlir-opt %s --mlir-print-op-generic | strata-opt > %t.generic && diff %t.mlir %t.generic

// CHECK-NOT: #map
// CHECK-LABEL: func.func @forms
func.func @forms(%m: memref<8x8xf32>, %d: memref<8xf32, 1>, %t: memref<2xi32>,
                 %i: index, %n: index, %v: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  // CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}] : memref<8x8xf32>, memref<8xf32, 1>, memref<2xi32>
  memref.dma_start %m[%i, %i], %d[%i], %n, %t[%i] : memref<8x8xf32>, memref<8xf32, 1>, memref<2xi32>
  // CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<8x8xf32>, memref<8xf32, 1>, memref<2xi32>
  memref.dma_start %m[%i, %i], %d[%i], %n, %t[%i], %i, %n : memref<8x8xf32>, memref<8xf32, 1>, memref<2xi32>
  // CHECK: memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<2xi32>
  memref.dma_wait %t[%i], %n : memref<2xi32>
  // A typed attribute of a declarative format prints without its type.
  // CHECK: memref.assume_alignment %{{.*}}, 16 : memref<8x8xf32>
  memref.assume_alignment %m, 16 : memref<8x8xf32>
  // CHECK: %transpose = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %x = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x8xf32>
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<8x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<8x8xf32>
  // CHECK: memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<8xf32, 1> {
  // CHECK-NEXT: ^bb0(%[[OLD:.*]]: f32):
  // CHECK-NEXT: arith.addf %[[OLD]], %[[OLD]] : f32
  // CHECK-NEXT: memref.atomic_yield
  // CHECK-NEXT: }
  %y = memref.generic_atomic_rmw %d[%i] : memref<8xf32, 1> {
  ^bb0(%old : f32):
    %c = arith.addf %old, %old : f32
    memref.atomic_yield %c : f32
  }
  // CHECK: } {foo}
  %z = memref.generic_atomic_rmw %d[%i] : memref<8xf32, 1> {
  ^bb0(%old : f32):
    memref.atomic_yield %old : f32
  } {foo}
  return
}

// CHECK: memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
// CHECK: memref.global @d : memref<2xi32>{{$}}
memref.global @d : memref<2xi32>
// CHECK: memref.global @e : memref<2x2xf32> = uninitialized
memref.global @e : memref<2x2xf32> = uninitialized
// CHECK: memref.global "private" @gv : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
memref.global "private" @gv : memref<4xf32> = dense<1.0> {alignment = 64}

// CHECK-LABEL: func.func @get
func.func @get() -> memref<2xi32> {
  // CHECK: memref.get_global @c : memref<2xi32>
  %0 = memref.get_global @c : memref<2xi32>
  return %0 : memref<2xi32>
}
