// `convert-cf-to-llvm` against mlir-opt 16: `cf.br`, `cf.cond_br` and `cf.switch` on
// values whose types stay, becoming `llvm.br`, `llvm.cond_br` and `llvm.switch` with
// the same successors and attributes; branches passing a converted value (`index`) to
// a block whose argument was not converted stay, those to blocks without arguments do
// not; and with a 32-bit index, and with every location printed.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-cf-to-llvm -allow-unregistered-dialect
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-cf-to-llvm=index-bitwidth=32 -allow-unregistered-dialect
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-debuginfo -mlir-print-local-scope -convert-cf-to-llvm -allow-unregistered-dialect
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-op-generic -convert-cf-to-llvm -allow-unregistered-dialect

func.func @branches(%a: i32, %p: i1, %f: f32) -> i32 {
  cf.br ^bb1(%a, %f : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %p, ^bb2(%x : i32), ^bb3
^bb2(%z: i32):
  cf.switch %z : i32, [
    default: ^bb3,
    42: ^bb1(%z, %y : i32, f32),
    43: ^bb3
  ]
^bb3:
  return %a : i32
}

// -----

func.func @index_args(%i: index, %p: i1) -> index {
  cf.br ^bb1(%i : index)
^bb1(%x: index):
  cf.cond_br %p, ^bb1(%x : index), ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  return %x : index
}

// -----

func.func @switch_index(%flag: i32, %i: index) {
  cf.switch %flag : i32, [
    default: ^bb1(%i : index),
    1: ^bb2
  ]
^bb1(%x: index):
  cf.br ^bb2
^bb2:
  return
}

// -----

func.func @nested(%p: i1, %v: vector<4xf32>) {
  "test.region"() ({
    cf.cond_br %p, ^bb1(%v : vector<4xf32>), ^bb2
  ^bb1(%w: vector<4xf32>):
    cf.br ^bb2
  ^bb2:
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
