// `test.internal_br`, whose error successor's first argument the branch produces itself
// (a produced operand of `BranchOpInterface`), against mlir-opt 16: sparse constant
// propagation leaves the produced argument unknown but folds the forwarded ones; region
// simplification keeps the produced argument and drops the dead forwarded ones.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -sccp
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: strata-opt %s --split-input-file -sccp | FileCheck %s --check-prefix=SCCP
// RUN: strata-opt %s --split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// SCCP-LABEL: func.func @produced
// SCCP: %[[ONE:.*]] = arith.constant 1 : i32
// SCCP: ^bb2(%[[P:.*]]: i32, %{{.*}}: i32):
// SCCP-NEXT: return %[[P]], %[[ONE]] : i32, i32
func.func @produced() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  "test.internal_br"(%1) [^bb1, ^bb2] {operand_segment_sizes = array<i32: 0, 1>} : (i32) -> ()
^bb1:
  cf.br ^bb2(%1, %1 : i32, i32)
^bb2(%p: i32, %q: i32):
  return %p, %q : i32, i32
}

// -----

// CANON-LABEL: func.func @dead_forwarded
// CANON: "test.internal_br"(%{{.*}})[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0>} : (i32) -> ()
// CANON: ^bb2(%[[P:.*]]: i32):
// CANON-NEXT: return %[[P]] : i32
func.func @dead_forwarded(%x: i32) -> i32 {
  %1 = arith.constant 1 : i32
  "test.internal_br"(%1, %x, %x) [^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 2>} : (i32, i32, i32) -> ()
^bb1(%a: i32):
  cf.br ^bb2(%a, %a, %1 : i32, i32, i32)
^bb2(%p: i32, %q: i32, %r: i32):
  return %p : i32
}
