// `cf.assert` lowered by `convert-cf-to-llvm` and `convert-func-to-llvm` against
// mlir-opt 16: the block split at the assertion, an `llvm.cond_br` to the rest of the
// block or to a failure block at the end of the region printing the message with
// `puts` and calling `abort`; the message a private constant global `@assert_msg_N`
// (NUL-terminated bytes, escapes and UTF-8 kept), `N` the first number no symbol of the
// module has; `puts` and `abort` declared once at the start of the module; several
// assertions in one block, in a loop, and with every location printed.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-cf-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm -reconcile-unrealized-casts
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-debuginfo -mlir-print-local-scope -convert-cf-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-op-generic -convert-cf-to-llvm

func.func @one(%arg0: i1) {
  cf.assert %arg0, "Computer says no"
  return
}

func.func @two(%arg0: i1, %arg1: i32) -> i32 {
  %c = arith.constant 3 : i32
  cf.assert %arg0, "second \"quoted\" message\n"
  %s = arith.addi %c, %arg1 : i32
  cf.assert %arg0, ""
  return %s : i32
}

// -----

llvm.mlir.global private constant @assert_msg_1(0 : i8) : i8
llvm.func @abort()

func.func @taken_names(%arg0: i1) {
  cf.assert %arg0, "a"
  cf.assert %arg0, "b"
  cf.assert %arg0, "in \\ block \t with ✓"
  return
}

// -----

func.func @loop(%arg0: i1, %v: vector<2x2xf32>) -> vector<2x2xf32> {
  cf.br ^bb1(%v : vector<2x2xf32>)
^bb1(%x: vector<2x2xf32>):
  cf.assert %arg0, "in a loop"
  %y = arith.addf %x, %x : vector<2x2xf32>
  cf.cond_br %arg0, ^bb2, ^bb1(%y : vector<2x2xf32>)
^bb2:
  return %y : vector<2x2xf32>
}
