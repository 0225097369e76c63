// A program of memref views lowered to the llvm dialect by each tool's optimizer and
// run: `expand-strided-metadata` rewrites subviews (strided, rank-reducing, of a
// subview), `collapse_shape` and `expand_shape` into `memref.reinterpret_cast` of the
// base buffer, then `convert-memref-to-llvm` lowers them with `memref.view`,
// `memref.transpose` and `memref.reinterpret_cast`; the views are printed through
// unranked memrefs.
// LOWER: -expand-strided-metadata -lower-affine -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ARGS(OUT): -e main -entry-point-result=void -shared-libs=%c_runner_utils,%runner_utils
// OUT: Unranked Memref base@ = {{.*}} rank = 2 offset = 7 sizes = [2, 3] strides = [12, 2] data =
// OUT-NEXT: {{\[\[}}11,   13,   15],
// OUT-NEXT: {{^}} [31,   33,   35]]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 14 sizes = [4] strides = [1] data =
// OUT-NEXT: [22,  23,  24,  25]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 9 sizes = [2, 1] strides = [12, 2] data =
// OUT-NEXT: {{\[\[}}13],
// OUT-NEXT: {{^}} [33]]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// OUT-NEXT: {{\[\[\[}}0,    1,    2,    3],
// OUT-NEXT: {{^}}  [4,    5,    10,    11],
// OUT-NEXT: {{^}}  [12,    13,    14,    15]],
// OUT-NEXT: {{^}} {{\[\[}}20,    21,    22,    23],
// OUT-NEXT: {{^}}  [24,    25,    30,    31],
// OUT-NEXT: {{^}}  [32,    33,    34,    35]]]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [6, 4] strides = [1, 6] data =
// OUT-NEXT: {{\[\[}}0,   10,   20,   30],
// OUT-NEXT: {{^}} [1,   11,   21,   31],
// OUT-NEXT: {{^}} [2,   12,   22,   32],
// OUT-NEXT: {{^}} [3,   13,   23,   33],
// OUT-NEXT: {{^}} [4,   14,   24,   34],
// OUT-NEXT: {{^}} [5,   15,   25,   35]]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 8] strides = [8, 1] data =
// OUT-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   10,   11],
// OUT-NEXT: {{^}} [12,   13,   14,   15,   20,   21,   22,   23],
// OUT-NEXT: {{^}} [24,   25,   30,   31,   32,   33,   34,   35]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%m: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %ten = arith.constant 10.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f32
      %fj = arith.sitofp %jj : i64 to f32
      %t = arith.mulf %fi, %ten : f32
      %v = arith.addf %t, %fj : f32
      memref.store %v, %m[%i, %j] : memref<4x6xf32>
    }
  }
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4x6xf32>
  call @fill(%m) : (memref<4x6xf32>) -> ()
  // Rows 1 and 3, columns 1, 3 and 5.
  %s = memref.subview %m[%c1, 1] [2, 3] [%c2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %su = memref.cast %s : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // Row 2 from column 2, rank-reducing.
  %r = memref.subview %m[2, %c2] [1, 4] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[1], offset: ?>>
  %ru = memref.cast %r : memref<4xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // A subview of the first subview: its second column.
  %t = memref.subview %s[0, 1] [2, 1] [1, 1] : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<2x1xf32, strided<[?, 2], offset: ?>>
  %tu = memref.cast %t : memref<2x1xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // The buffer collapsed to one dimension, then expanded to 2x3x4.
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] : memref<24xf32> into memref<2x3x4xf32>
  %eu = memref.cast %e : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
  // The buffer transposed.
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %tru = memref.cast %tr : memref<6x4xf32, strided<[1, 6]>> to memref<*xf32>
  call @printMemrefF32(%tru) : (memref<*xf32>) -> ()
  // The buffer reinterpreted as 3x8.
  %ri = memref.reinterpret_cast %m to offset: [0], sizes: [3, 8], strides: [8, 1] : memref<4x6xf32> to memref<3x8xf32>
  %riu = memref.cast %ri : memref<3x8xf32> to memref<*xf32>
  call @printMemrefF32(%riu) : (memref<*xf32>) -> ()
  // Bytes 16 to 47 of the buffer seen as 2x4 floats.
  %bytes = memref.alloc() : memref<96xi8>
  %v = memref.view %bytes[%c1][] : memref<96xi8> to memref<2x4xf32>
  memref.dealloc %bytes : memref<96xi8>
  memref.dealloc %m : memref<4x6xf32>
  return
}
