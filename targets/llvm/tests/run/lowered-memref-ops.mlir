// A program of func, arith, scf and memref, lowered to the llvm dialect by each tool's
// optimizer and run: a constant `memref.global` read through `memref.get_global`, a
// private mutable global, `memref.copy` of contiguous buffers (`llvm.intr.memcpy`) and
// of unranked ones (the runtime's `memrefCopy`), `memref.atomic_rmw` and
// `memref.generic_atomic_rmw`, `memref.alloca_scope`, `memref.rank` and `memref.dim`
// of an unranked memref, and `memref.cast` back from it. The arith and cf ops are lowered
// first, as MLIR 16's `memref.generic_atomic_rmw` lowering copies the ops of its region
// and those after it, which must then be legal.
// LOWER: -convert-scf-to-cf -convert-cf-to-llvm -convert-arith-to-llvm -convert-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ARGS(OUT): -e main -entry-point-result=void -shared-libs=%c_runner_utils,%runner_utils
// OUT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}1,   2,   3],
// OUT-NEXT: {{^}} [4,   5,   6]]
// OUT-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// OUT-NEXT: [4,  5,  6]
// OUT-NEXT: 21
// OUT-NEXT: 40
// OUT-NEXT: 7
// OUT-NEXT: 2
// OUT-NEXT: 3
// OUT-NEXT: 5

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 16}
memref.global "private" @counter : memref<i64> = dense<0>
memref.global @scratch : memref<3xf32> = uninitialized

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = memref.get_global @table : memref<2x3xf32>
  // A contiguous copy: llvm.intr.memcpy.
  %buf = memref.alloc() : memref<2x3xf32>
  memref.copy %t, %buf : memref<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %buf : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // A copy between unranked memrefs: the runtime's memrefCopy.
  %buf2 = memref.alloc() : memref<2x3xf32>
  %u2 = memref.cast %buf2 : memref<2x3xf32> to memref<*xf32>
  memref.copy %u, %u2 : memref<*xf32> to memref<*xf32>
  // Row 1 of the copy to the uninitialized global, by a contiguous copy.
  %s = memref.get_global @scratch : memref<3xf32>
  %row = memref.alloc() : memref<3xf32>
  scf.for %j = %c0 to %c3 step %c1 {
    %v = memref.load %buf2[%c1, %j] : memref<2x3xf32>
    memref.store %v, %row[%j] : memref<3xf32>
  }
  memref.copy %row, %s : memref<3xf32> to memref<3xf32>
  %su = memref.cast %s : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // Atomics on a global counter: the sum of the table, then doubled less two.
  %cnt = memref.get_global @counter : memref<i64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %f = memref.load %t[%i, %j] : memref<2x3xf32>
      %n = arith.fptosi %f : f32 to i64
      %old = memref.atomic_rmw addi %n, %cnt[] : (i64, memref<i64>) -> i64
    }
  }
  %sum = memref.load %cnt[] : memref<i64>
  call @print(%sum) : (i64) -> ()
  // The generic atomic ends its block: the ops after it are moved to a new block and
  // must be legal then (here the `llvm.br` of the region's `scf.yield`).
  %old = scf.execute_region -> i64 {
    %o = memref.generic_atomic_rmw %cnt[] : memref<i64> {
    ^bb0(%cur: i64):
      %two = arith.constant 2 : i64
      %d = arith.muli %cur, %two : i64
      %r = arith.subi %d, %two : i64
      memref.atomic_yield %r : i64
    }
    scf.yield %o : i64
  }
  %now = memref.load %cnt[] : memref<i64>
  call @print(%now) : (i64) -> ()
  // A stack scope whose result is a value computed from a stack buffer.
  %r = memref.alloca_scope -> (i64) {
    %a = memref.alloca() : memref<2xi64>
    %x = arith.constant 3 : i64
    %y = arith.constant 4 : i64
    memref.store %x, %a[%c0] : memref<2xi64>
    memref.store %y, %a[%c1] : memref<2xi64>
    %p = memref.load %a[%c0] : memref<2xi64>
    %q = memref.load %a[%c1] : memref<2xi64>
    %z = arith.addi %p, %q : i64
    memref.alloca_scope.return %z : i64
  }
  call @print(%r) : (i64) -> ()
  // The rank and a size of an unranked memref, and a cast back.
  %rank = memref.rank %u : memref<*xf32>
  %ri = arith.index_cast %rank : index to i64
  call @print(%ri) : (i64) -> ()
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  %di = arith.index_cast %d1 : index to i64
  call @print(%di) : (i64) -> ()
  %back = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %e = memref.load %back[%c1, %c1] : memref<2x3xf32>
  %ei = arith.fptosi %e : f32 to i64
  call @print(%ei) : (i64) -> ()
  memref.dealloc %row : memref<3xf32>
  memref.dealloc %buf2 : memref<2x3xf32>
  memref.dealloc %buf : memref<2x3xf32>
  return
}
