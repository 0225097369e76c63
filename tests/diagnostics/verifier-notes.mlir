// Verifier errors with MLIR's wording, prefixes and notes, in MLIR's order: the
// `see current operation:` note (the op in the generic form, its values numbered within
// its enclosing function; on a line of its own when it takes several), then the
// verifier's own notes, each with its source line when its location differs from the
// previous one.
// RUN: not strata-opt %s --split-input-file -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

// The return-type mismatch of `func.return` has no `'func.return' op` prefix.
func.func @return_type(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @return_count(%a: i32) {
  return %a : i32
}

// -----

func.func @nested_numbering(%c: i1) -> i64 {
  %0 = arith.constant 0 : i64
  scf.if %c {
    %1 = arith.constant 1 : i32
    %2 = "arith.addi"(%1, %0) : (i32, i64) -> i32
  }
  return %0 : i64
}

// -----

func.func private @attr_on_argument(i1 {non_dialect_attr = 10})

// -----

func.func @dominance() {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @block_argument() {
  %u = arith.addi %arg, %arg : i32
  cf.br ^bb1(%c : i32)
^bb1(%arg : i32):
  %c = arith.constant 1 : i32
  return
}

// -----

func.func @dup(%a: i32) {
  return
}
func.func @dup(%a: i32) {
  return
}

// -----

func.func private @callee() -> i32

func.func @call_results() {
  %0 = func.call @callee() : () -> i64
  return
}

// -----

func.func @no_terminator() {
  cf.br ^bb1
^bb1:
  %y = arith.constant 1 : i32
}

// -----

func.func @cast(%a: f16) {
  %0 = arith.extf %a : f16 to f16
  return
}
