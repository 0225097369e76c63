// A program of func, arith, math and cf on n-D and 1-D vectors, lowered to the llvm
// dialect by each tool's optimizer and run: 2-D arithmetic unrolled over the rows
// (constants, float arithmetic with fastmath flags, `math.sqrt` and `math.absi`,
// comparisons and `select`, float to integer casts, extensions and index casts),
// vectors crossing function boundaries as arrays of rows, and a `cf.assert` whose
// condition holds. The rows are read with `llvm.extractvalue` and `llvm.extractelement`
// and printed with MLIR's C runner utilities.
// LOWER: -convert-math-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ARGS(OUT): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils
// OUT: 2, 6, 12
// OUT-NEXT: 20, 30, 42
// OUT-NEXT: 1, 2, 3
// OUT-NEXT: 4, 5, 6
// OUT-NEXT: 2, 6, 12
// OUT-NEXT: 20, 30, 42
// OUT-NEXT: 3, 7, 11
// OUT-NEXT: 15, 19, 23
// OUT-NEXT: 7

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print_row(%r: vector<3xi64>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %e0 = llvm.extractelement %r[%c0 : i64] : vector<3xi64>
  %e1 = llvm.extractelement %r[%c1 : i64] : vector<3xi64>
  %e2 = llvm.extractelement %r[%c2 : i64] : vector<3xi64>
  call @printI64(%e0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @print_2d(%v: vector<2x3xi64>) {
  %a = builtin.unrealized_conversion_cast %v : vector<2x3xi64> to !llvm.array<2 x vector<3xi64>>
  %r0 = llvm.extractvalue %a[0] : !llvm.array<2 x vector<3xi64>>
  %r1 = llvm.extractvalue %a[1] : !llvm.array<2 x vector<3xi64>>
  call @print_row(%r0) : (vector<3xi64>) -> ()
  call @print_row(%r1) : (vector<3xi64>) -> ()
  return
}

// x * (x + 1), on floats, back to integers.
func.func @pronic(%x: vector<2x3xf32>) -> vector<2x3xi64> {
  %one = arith.constant dense<1.0> : vector<2x3xf32>
  %x1 = arith.addf %x, %one fastmath<fast> : vector<2x3xf32>
  %p = arith.mulf %x, %x1 : vector<2x3xf32>
  %i = arith.fptosi %p : vector<2x3xf32> to vector<2x3xi32>
  %w = arith.extsi %i : vector<2x3xi32> to vector<2x3xi64>
  return %w : vector<2x3xi64>
}

func.func @main() -> i32 {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %p = call @pronic(%x) : (vector<2x3xf32>) -> vector<2x3xi64>
  call @print_2d(%p) : (vector<2x3xi64>) -> ()

  // sqrt(x * x) is x again.
  %sq = arith.mulf %x, %x : vector<2x3xf32>
  %rt = math.sqrt %sq : vector<2x3xf32>
  %rti = arith.fptoui %rt : vector<2x3xf32> to vector<2x3xi64>
  %ok = arith.cmpf oeq, %rt, %x : vector<2x3xf32>
  call @print_2d(%rti) : (vector<2x3xi64>) -> ()

  // The larger of x and x * (x + 1) elementwise, through a comparison and a select.
  %pf = arith.sitofp %p : vector<2x3xi64> to vector<2x3xf32>
  %gt = arith.cmpf ogt, %pf, %x : vector<2x3xf32>
  %mx = arith.select %gt, %pf, %x : vector<2x3xi1>, vector<2x3xf32>
  %mxi = arith.fptosi %mx : vector<2x3xf32> to vector<2x3xi64>
  call @print_2d(%mxi) : (vector<2x3xi64>) -> ()

  // |1 - 2 * x| + 2 * x, on integers through index.
  %xi = arith.fptosi %x : vector<2x3xf32> to vector<2x3xi32>
  %xidx = arith.index_cast %xi : vector<2x3xi32> to vector<2x3xindex>
  %two = arith.constant dense<2> : vector<2x3xindex>
  %dbl = arith.muli %xidx, %two : vector<2x3xindex>
  %d32 = arith.index_cast %dbl : vector<2x3xindex> to vector<2x3xi32>
  %one32 = arith.constant dense<1> : vector<2x3xi32>
  %diff = arith.subi %one32, %d32 : vector<2x3xi32>
  %abs = math.absi %diff : vector<2x3xi32>
  %sum = arith.addi %abs, %d32 : vector<2x3xi32>
  %sum64 = arith.extui %sum : vector<2x3xi32> to vector<2x3xi64>
  call @print_2d(%sum64) : (vector<2x3xi64>) -> ()

  // The assertion holds: every square root compared equal.
  %okv = builtin.unrealized_conversion_cast %ok : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
  %ok0 = llvm.extractvalue %okv[0] : !llvm.array<2 x vector<3xi1>>
  %ok1 = llvm.extractvalue %okv[1] : !llvm.array<2 x vector<3xi1>>
  %both = llvm.and %ok0, %ok1 : vector<3xi1>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %all = llvm.extractelement %both[%c0 : i64] : vector<3xi1>
  cf.assert %all, "sqrt(x * x) != x"
  %r = arith.constant 7 : i32
  return %r : i32
}
