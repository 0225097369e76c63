// The arith patterns Strata declares as rewrite rules (spec/dialects/arith/
// ArithCanonicalization.td, compiled by `tblgen --gen-rewriters`) run by `canonicalize`,
// against mlir-opt 16: the addi and subi constant reassociations, their fused locations,
// and operands that must not match (no constant, a vector splat, a block argument).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize --mlir-print-debuginfo

func.func @f(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c1 : i32
  %t = arith.addi %s, %c5 : i32
  %u = arith.subi %c1, %x : i32
  %w = arith.addi %u, %c5 : i32
  %p = arith.subi %a, %c5 : i32
  %q = arith.subi %c5, %a : i32
  %r = arith.subi %s, %c5 : i32
  %y = arith.subi %u, %c5 : i32
  %z = arith.subi %c5, %s : i32
  %zz = arith.subi %c5, %u : i32
  return %b, %t, %w, %p, %q, %r, %y, %z, %zz : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @no_match(%x: i8, %y: i8, %v: vector<4xi8>) -> (i8, i8, vector<4xi8>) {
  %c1 = arith.constant 100 : i8
  %c2 = arith.constant 100 : i8
  %a = arith.addi %x, %y : i8
  %b = arith.addi %a, %c1 : i8
  %s = arith.subi %x, %c1 : i8
  %t = arith.subi %s, %c2 : i8
  %cv = arith.constant dense<3> : vector<4xi8>
  %va = arith.addi %v, %cv : vector<4xi8>
  %vb = arith.addi %va, %cv : vector<4xi8>
  return %b, %t, %vb : i8, i8, vector<4xi8>
}

// -----

func.func @index(%x: index) -> index {
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %a = arith.subi %c7, %x : index loc("a")
  %b = arith.subi %c9, %a : index loc("b")
  return %b : index
}
