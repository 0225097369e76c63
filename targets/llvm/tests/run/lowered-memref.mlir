// A program of func, arith, scf and memref, lowered to the llvm dialect by each tool's
// optimizer and run: a heap buffer filled in a loop, a stack buffer, a dynamic-size
// buffer with an explicit alignment, loads summed in a loop, `memref.dim`, and `printMemrefF32` printing a buffer
// through an unranked memref.
// LOWER: -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ARGS(OUT): -e main -entry-point-result=void -shared-libs=%c_runner_utils,%runner_utils
// OUT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}0,   1,   2],
// OUT-NEXT: {{^}} [10,   11,   12]]
// OUT-NEXT: 36
// OUT-NEXT: 5
// OUT-NEXT: 12.5

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @fill(%m: memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ten = arith.constant 10.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f32
      %fj = arith.sitofp %jj : i64 to f32
      %t = arith.mulf %fi, %ten : f32
      %v = arith.addf %t, %fj : f32
      memref.store %v, %m[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

func.func @sum(%m: memref<2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<2x3xf32>
      %n = arith.addf %a, %v : f32
      scf.yield %n : f32
    }
    scf.yield %r : f32
  }
  return %s : f32
}

func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  call @fill(%m) : (memref<2x3xf32>) -> ()
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %s = call @sum(%m) : (memref<2x3xf32>) -> f32
  %si = arith.fptosi %s : f32 to i64
  call @printI64(%si) : (i64) -> ()
  call @printNewline() : () -> ()
  %c5 = arith.constant 5 : index
  %d = memref.alloc(%c5) {alignment = 64} : memref<?xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %d, %c0 : memref<?xf32>
  %ni = arith.index_cast %n : index to i64
  call @printI64(%ni) : (i64) -> ()
  call @printNewline() : () -> ()
  %st = memref.alloca() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %half = arith.constant 1.5 : f32
  memref.store %half, %st[%c1] : memref<4xf32>
  %x = memref.load %st[%c1] : memref<4xf32>
  %c1b = arith.constant 1 : index
  %y = memref.load %m[%c1b, %c1] : memref<2x3xf32>
  %z = arith.addf %x, %y : f32
  call @printF32(%z) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %d : memref<?xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
