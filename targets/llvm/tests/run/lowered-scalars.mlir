// A program in func, arith, scf and cf, lowered to the llvm dialect by each tool's
// optimizer and run: loops with carried values (scf.for), a while loop (scf.while),
// conditionals with results (scf.if), a multi-block function (cf), calls, integer and
// float arithmetic, casts, and MLIR's C runner utilities printing the values.
// LOWER: -convert-scf-to-cf -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ARGS(OUT): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils
// OUT: 3628800
// OUT-NEXT: 6
// OUT-NEXT: 55
// OUT-NEXT: -7
// OUT-NEXT: 2.5
// OUT-NEXT: 1
// OUT-NEXT: 0
// OUT-NEXT: 42

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %ub = arith.index_cast %n : i64 to index
  %ub1 = arith.addi %ub, %c1 : index
  %r = scf.for %i = %c1 to %ub1 step %c1 iter_args(%acc = %one) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %next = arith.muli %acc, %ii : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %ne = arith.cmpi ne, %y, %zero : i64
    scf.condition(%ne) %x, %y : i64, i64
  } do {
  ^bb0(%x: i64, %y: i64):
    %m = arith.remsi %x, %y : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @fib(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  cf.br ^loop(%c0, %zero, %one : i64, i64, i64)
^loop(%i: i64, %a: i64, %b: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit(%a : i64), ^body
^body:
  %s = arith.addi %a, %b : i64
  %i1 = arith.addi %i, %one : i64
  cf.br ^loop(%i1, %b, %s : i64, i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @sign_flip(%x: i64, %neg: i1) -> i64 {
  %r = scf.if %neg -> (i64) {
    %zero = arith.constant 0 : i64
    %n = arith.subi %zero, %x : i64
    scf.yield %n : i64
  } else {
    scf.yield %x : i64
  }
  return %r : i64
}

func.func @main() -> i32 {
  %c10 = arith.constant 10 : i64
  %f = call @factorial(%c10) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  %c48 = arith.constant 48 : i64
  %c18 = arith.constant 18 : i64
  %g = call @gcd(%c48, %c18) : (i64, i64) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  %fb = call @fib(%c10) : (i64) -> i64
  call @printI64(%fb) : (i64) -> ()
  call @printNewline() : () -> ()
  %c7 = arith.constant 7 : i64
  %true = arith.constant true
  %m = call @sign_flip(%c7, %true) : (i64, i1) -> i64
  call @printI64(%m) : (i64) -> ()
  call @printNewline() : () -> ()
  %five = arith.sitofp %c10 : i64 to f32
  %quarter = arith.constant 0.25 : f32
  %v = arith.mulf %five, %quarter : f32
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  %cmp = arith.cmpf ogt, %v, %quarter : f32
  %cmp64 = arith.extui %cmp : i1 to i64
  call @printI64(%cmp64) : (i64) -> ()
  call @printNewline() : () -> ()
  %neg = arith.cmpf olt, %v, %quarter : f32
  %neg64 = arith.extui %neg : i1 to i64
  call @printI64(%neg64) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = arith.constant 42 : i32
  return %r : i32
}
