// The folds and canonicalization patterns of `memref` against mlir-opt 16: constant
// alloc sizes, dead allocations, `memref.dim` and `memref.rank` folds, casts folded into
// their users, copies, reinterpret casts, reshapes and subviews.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @alloca_const
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%arg0) {alignment = 16 : i64} : memref<3x?x5xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<3x?x5xf32> to memref<?x?x?xf32>
// CHECK-NEXT: "foo.use"(%[[C]])
func.func @alloca_const(%n: index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloca(%c3, %n, %c5) {alignment = 16} : memref<?x?x?xf32>
  "foo.use"(%a) : (memref<?x?x?xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @dead_allocs
// CHECK-NEXT: memref.alloc() : memref<f32>
// CHECK-NEXT: "foo.use"
// CHECK-NEXT: return
func.func @dead_allocs(%v: f32, %i: index, %m: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  %kept = memref.alloc() : memref<f32>
  "foo.use"(%kept) : (memref<f32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @stored_alloc_stays
// CHECK: memref.alloc
// CHECK: memref.store %[[A:.*]], %arg0
func.func @stored_alloc_stays(%m: memref<1xmemref<f32>>, %i: index) {
  %a = memref.alloc() : memref<f32>
  memref.store %a, %m[%i] : memref<1xmemref<f32>>
  return
}

// -----

// CHECK-LABEL: func.func @dims
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: return %[[C4]], %arg0, %arg1, %[[C2]], %arg2
func.func @dims(%n: index, %p: index, %q: index, %u: memref<*xf32>)
    -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %v = memref.alloc(%p) : memref<?xi8>
  %w = memref.view %v[%c0][%p] : memref<?xi8> to memref<?xf32>
  %d2 = memref.dim %w, %c0 : memref<?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  %s = memref.subview %a[0, 0] [1, %q] [1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d3 = memref.dim %s, %c0 : memref<?xf32, strided<[1], offset: ?>>
  "foo.use"(%u) : (memref<*xf32>) -> ()
  return %d0, %d1, %d2, %r, %d3 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_out_of_range
// CHECK: memref.dim
func.func @dim_out_of_range(%m: memref<?xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_unranked
// CHECK: memref.dim
func.func @dim_unranked(%m: memref<*xf32>) -> index {
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c3 : memref<*xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape
// CHECK: memref.load %arg1
// CHECK-NEXT: arith.index_cast
func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<?xi64>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  "foo.write"(%shape) : (memref<?xi64>) -> ()
  %d = memref.dim %r, %c1 : memref<*xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @cast_users
// CHECK-NOT: memref.cast
// CHECK: memref.load %arg0
// CHECK: memref.store %{{.*}}, %arg0
// CHECK: memref.prefetch %arg0
// CHECK: memref.dealloc %arg0
func.func @cast_users(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %cc = memref.cast %c : memref<?xf32> to memref<4xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.prefetch %cc[%i], read, locality<3>, data : memref<4xf32>
  memref.dealloc %c : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @unranked_cast_stays
// CHECK: memref.cast %arg0 : memref<*xf32> to memref<?xf32>
func.func @unranked_cast_stays(%m: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<*xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @copies
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return
func.func @copies(%a: memref<4xf32>, %b: memref<?xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %c, %b : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reinterpret_chain
// CHECK-NEXT: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4]
func.func @reinterpret_chain(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<16xf32>
  %s = memref.subview %c[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<8xf32, strided<[1]>> to memref<?x4xf32>
  return %r : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @metadata_round_trip
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @metadata_round_trip(%m: memref<4x?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @metadata_constants
// CHECK-DAG: arith.constant 4 : index
// CHECK-DAG: arith.constant 1 : index
// CHECK: "foo.use"
func.func @metadata_constants(%m: memref<4x?xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  "foo.use"(%offset, %sizes#0, %sizes#1, %strides#0, %strides#1) : (index, index, index, index, index) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]]
// CHECK-NEXT: memref.expand_shape %arg1 {{\[}}[0, 1, 2]]
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %arg2
func.func @reshapes(%a: memref<2x3x4x5xf32>, %b: memref<120xf32>, %c: memref<6x5xf32>)
    -> (memref<120xf32>, memref<2x6x10xf32>, memref<6x5xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %2 = memref.expand_shape %b [[0, 1]] : memref<120xf32> into memref<12x10xf32>
  %3 = memref.expand_shape %2 [[0, 1], [2]] : memref<12x10xf32> into memref<2x6x10xf32>
  %4 = memref.expand_shape %c [[0, 1], [2]] : memref<6x5xf32> into memref<2x3x5xf32>
  %5 = memref.collapse_shape %4 [[0, 1], [2]] : memref<2x3x5xf32> into memref<6x5xf32>
  return %1, %3, %5 : memref<120xf32>, memref<2x6x10xf32>, memref<6x5xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[}}[0, 1], [2]] : memref<2x3x20xf32> into memref<6x20xf32>
func.func @collapse_of_expand(%a: memref<2x3x20xf32>) -> memref<6x20xf32> {
  %0 = memref.expand_shape %a [[0], [1], [2, 3]] : memref<2x3x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}

// -----

// CHECK-LABEL: func.func @subviews
// CHECK: memref.subview %arg0[1, %arg1] [2, 4] [1, 2] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 2], offset: ?>>
// CHECK: memref.cast
func.func @subviews(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%c1, %i] [%c2, %c4] [%c1, %c2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rank_reducing_subview_of_cast
// CHECK-NEXT: memref.subview %arg0[0, %arg1, 0] [1, 1, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
func.func @rank_reducing_subview_of_cast(%m: memref<4x8x16xf32>, %i: index) -> memref<16xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<4x8x16xf32> to memref<?x?x16xf32>
  %s = memref.subview %c[0, %i, 0] [1, 1, 16] [1, 1, 1] : memref<?x?x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  return %s : memref<16xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @atomic_rmw_of_cast
// CHECK-NEXT: memref.atomic_rmw addf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
func.func @atomic_rmw_of_cast(%v: f32, %m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @scope_without_allocation
// CHECK-NOT: alloca_scope
// CHECK: %[[X:.*]] = memref.load
// CHECK-NEXT: return %[[X]]
func.func @scope_without_allocation(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    memref.store %v, %m[%i] : memref<4xf32>
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @scope_in_scope
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: "foo.before"
// CHECK-NEXT: memref.alloca
// CHECK-NEXT: "foo.use"
// CHECK-NEXT: }
// CHECK-NEXT: "foo.end"
func.func @scope_in_scope(%n: index) {
  memref.alloca_scope {
    "foo.before"() : () -> ()
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "foo.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  "foo.end"() : () -> ()
  return
}

// -----

// `memref.view`: constant sizes become static (`ViewOpShapeFolder`), and a view of a
// cast of an allocation views the allocation (`ViewOpMemrefCastFolder`).
// CHECK-LABEL: func.func @view_folds
// CHECK: %[[A:.*]] = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[A]][%c15][] : memref<2048xi8> to memref<7x11xf32>
// CHECK-NEXT: %[[C0:.*]] = memref.cast %[[V0]] : memref<7x11xf32> to memref<?x?xf32>
// CHECK-NEXT: "foo.use"(%[[C0]])
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[A]][%arg0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: "foo.use"(%[[V1]])
// CHECK-NEXT: %[[V2:.*]] = memref.view %[[A]][%arg0][%arg1, %arg1] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT: "foo.use"(%[[V2]])
func.func @view_folds(%o: index, %s: index) {
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c15 = arith.constant 15 : index
  %a = memref.alloc() : memref<2048xi8>
  %v0 = memref.view %a[%c15][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
  "foo.use"(%v0) : (memref<?x?xf32>) -> ()
  // Only the byte shift is not constant here: no fold.
  %v1 = memref.view %a[%o][%s] : memref<2048xi8> to memref<?x4xf32>
  "foo.use"(%v1) : (memref<?x4xf32>) -> ()
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v2 = memref.view %c[%o][%s, %s] : memref<?xi8> to memref<?x?xf32>
  "foo.use"(%v2) : (memref<?x?xf32>) -> ()
  return
}
