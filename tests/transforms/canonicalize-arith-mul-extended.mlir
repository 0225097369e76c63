// The high half of a widened multiply becoming `arith.mulsi_extended` or
// `arith.mului_extended` (`TruncIShrUIMulIToMulSIExtended`,
// `TruncIShrUIMulIToMulUIExtended`) against mlir-opt 16, locations included.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @high_halves
// CHECK-NEXT: %{{.*}}, %[[S:.*]] = arith.mulsi_extended %arg0, %arg1 : i16
// CHECK-NEXT: %{{.*}}, %[[U:.*]] = arith.mului_extended %arg0, %arg1 : i16
// CHECK-NEXT: return %[[S]], %[[U]]
func.func @high_halves(%a: i16, %b: i16) -> (i16, i16) {
  %c16 = arith.constant 16 : i32
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %m = arith.muli %x, %y : i32
  %s = arith.shrui %m, %c16 : i32
  %hs = arith.trunci %s : i32 to i16
  %ux = arith.extui %a : i16 to i32
  %uy = arith.extui %b : i16 to i32
  %um = arith.muli %ux, %uy : i32
  %us = arith.shrui %um, %c16 : i32
  %hu = arith.trunci %us : i32 to i16
  return %hs, %hu : i16, i16
}

// -----

// Not when the shift is not the width difference, the extensions differ, or the
// multiply is wider than twice the operands (the shift then must be the difference).
// CHECK-LABEL: func.func @not_high_halves
// CHECK-NOT: _extended
// CHECK: return
func.func @not_high_halves(%a: i16, %b: i16, %w: i8) -> (i16, i16, i16) {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %m = arith.muli %x, %y : i32
  %s = arith.shrui %m, %c15 : i32
  %h1 = arith.trunci %s : i32 to i16
  %uy = arith.extui %b : i16 to i32
  %m2 = arith.muli %x, %uy : i32
  %s2 = arith.shrui %m2, %c16 : i32
  %h2 = arith.trunci %s2 : i32 to i16
  %wx = arith.extsi %w : i8 to i32
  %m3 = arith.muli %wx, %y : i32
  %s3 = arith.shrui %m3, %c16 : i32
  %h3 = arith.trunci %s3 : i32 to i16
  return %h1, %h2, %h3 : i16, i16, i16
}

// -----

// CHECK-LABEL: func.func @high_halves_vector
// CHECK-NEXT: %{{.*}}, %[[S:.*]] = arith.mulsi_extended %arg0, %arg1 : vector<2xi32>
// CHECK-NEXT: return %[[S]]
func.func @high_halves_vector(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %c = arith.constant dense<32> : vector<2xi64>
  %x = arith.extsi %a : vector<2xi32> to vector<2xi64>
  %y = arith.extsi %b : vector<2xi32> to vector<2xi64>
  %m = arith.muli %x, %y : vector<2xi64>
  %s = arith.shrui %m, %c : vector<2xi64>
  %h = arith.trunci %s : vector<2xi64> to vector<2xi32>
  return %h : vector<2xi32>
}
