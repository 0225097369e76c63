// Errors at each kind of location attribute, resolved when the diagnostic is printed as
// mlir-opt 16 does: the first `file:line:col` inside the location (no source line for a
// file it cannot read), a `called from` note per caller of a call site, the printed
// location before the message when it holds no position, `<unknown>:0:` for
// `loc(unknown)`. With `--mlir-print-debuginfo` the op of the note carries its location;
// with `--mlir-print-op-on-diagnostic=false` there is no such note.
// RUN: not strata-opt %s --split-input-file -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt %s --split-input-file --mlir-print-debuginfo -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file --mlir-print-debuginfo -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt %s --split-input-file --mlir-print-op-on-diagnostic=false -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file --mlir-print-op-on-diagnostic=false -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

func.func @unknown(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(unknown)
  return
}

// -----

func.func @name_with_position(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("sum"("no-such-file.mlir":3:4))
  return
}

// -----

func.func @name_only(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("sum")
  return
}

// -----

func.func @call_site(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(callsite("inlined.mlir":1:2 at "caller.mlir":3:4))
  return
}

// -----

func.func @call_stack(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(callsite("callee" at callsite("middle.mlir":2:3 at "top.mlir":5:6)))
  return
}

// -----

func.func @fused(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(fused["first", "second.mlir":5:6, "third.mlir":7:8])
  return
}

// -----

func.func @fused_names(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(fused<"meta">["a", "b"])
  return
}

// -----

func.func @fused_call_site(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(fused["bar", callsite("foo"("src1.mlir":1:1) at callsite("src2.mlir":2:1 at "src3.mlir":3:1))])
  return
}

// -----

// The note of an op with a different location than its error: the source line again.
func.func @dominance(%a: i32) {
  %0 = arith.addi %1, %a : i32 loc("use.mlir":1:1)
  %1 = arith.constant 1 : i32
  return
}
