// `test-commutativity-utils` against mlir-opt 16: the operands of commutative ops
// (`test.op_commutative`, `test.op_large_commutative`, `arith.addi`, ...) sorted by the
// breadth-first keys of their backward slices (block arguments first, constant-like ops
// last, op names in between), compared lazily as MLIR's comparator does, in the order of
// the comparisons of libstdc++'s `std::stable_sort`; on DAGs with shared ancestors,
// repeated operands and both kinds of constants.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -test-commutativity-utils
// RUN: strata-opt %s -test-commutativity-utils | FileCheck %s

// CHECK-LABEL: func @f0
// CHECK: "test.op_large_commutative"(%arg1, %2, %0, %0, %1, %c1_i32, %c1_i32)
func.func @f0(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.divsi %arg0, %arg0 : i32
  %v1 = arith.addi %arg1, %v0 : i32
  %v2 = arith.constant 1 : i32
  %v3 = arith.constant 3 : i32
  %v4 = arith.subi %arg0, %v2 : i32
  %v5 = arith.andi %arg0, %arg1 : i32
  %v6 = arith.andi %arg0, %v4 : i32
  %v7 = arith.constant 1 : i32
  %r = "test.op_large_commutative"(%v0, %v2, %v4, %v0, %v6, %arg1, %v7) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f1(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.addi"(%arg0, %arg0) : (i32, i32) -> i32
  %v1 = "test.addi"(%arg0, %arg1) : (i32, i32) -> i32
  %v2 = arith.constant 0 : i32
  %v3 = arith.andi %arg1, %v1 : i32
  %v4 = arith.divsi %v0, %v1 : i32
  %v5 = arith.divsi %v0, %v0 : i32
  %v6 = arith.subi %v1, %arg1 : i32
  %r = "test.op_commutative"(%v6, %v5, %v3, %v5) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f2(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg1 : i32
  %v1 = "test.constant"() {value = 2 : i32} : () -> i32
  %v2 = "test.constant"() {value = 3 : i32} : () -> i32
  %v3 = "test.addi"(%arg0, %v2) : (i32, i32) -> i32
  %v4 = arith.muli %v0, %v3 : i32
  %v5 = arith.divsi %v2, %v4 : i32
  %v6 = arith.addi %v2, %v5 : i32
  %r = "test.op_commutative"(%arg1, %arg0, %v2, %v5) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f3(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.addi"(%arg1, %arg0) : (i32, i32) -> i32
  %v1 = arith.muli %arg0, %v0 : i32
  %v2 = arith.constant 0 : i32
  %v3 = "test.constant"() {value = 2 : i32} : () -> i32
  %v4 = arith.constant 1 : i32
  %v5 = arith.divsi %arg0, %arg1 : i32
  %v6 = arith.andi %v2, %v0 : i32
  %r = "test.op_commutative"(%v6, %v2, %v4, %v3) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f4(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.subi %arg0, %arg0 : i32
  %v1 = "test.constant"() {value = 1 : i32} : () -> i32
  %v2 = arith.constant 1 : i32
  %v3 = arith.addi %arg1, %v1 : i32
  %v4 = arith.andi %v2, %v0 : i32
  %v5 = "test.addi"(%v4, %v2) : (i32, i32) -> i32
  %v6 = "test.addi"(%arg0, %v5) : (i32, i32) -> i32
  %v7 = "test.addi"(%v6, %v4) : (i32, i32) -> i32
  %v8 = arith.divsi %arg1, %v5 : i32
  %r = "test.op_commutative"(%arg0, %v1, %arg1, %v1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f5(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.constant"() {value = 2 : i32} : () -> i32
  %v1 = arith.addi %arg0, %v0 : i32
  %v2 = "test.constant"() {value = 0 : i32} : () -> i32
  %v3 = arith.andi %arg0, %arg0 : i32
  %v4 = arith.andi %v1, %arg1 : i32
  %v5 = arith.muli %v2, %v0 : i32
  %v6 = arith.addi %v5, %v5 : i32
  %v7 = arith.muli %arg1, %v0 : i32
  %v8 = arith.constant 2 : i32
  %v9 = arith.divsi %v0, %v6 : i32
  %r = "test.op_large_commutative"(%v6, %v3, %v0, %v9, %v6, %arg0, %v6) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f6(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg1, %arg1 : i32
  %v1 = arith.muli %arg0, %v0 : i32
  %v2 = arith.andi %v0, %arg1 : i32
  %v3 = arith.subi %arg1, %v1 : i32
  %v4 = arith.subi %arg1, %v2 : i32
  %v5 = "test.addi"(%arg0, %arg0) : (i32, i32) -> i32
  %v6 = arith.divsi %v2, %v1 : i32
  %r = "test.op_commutative"(%v3, %v5, %v3, %v3) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f7(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.subi %arg1, %arg0 : i32
  %v1 = arith.divsi %v0, %v0 : i32
  %v2 = arith.divsi %v0, %arg0 : i32
  %v3 = arith.addi %v1, %arg1 : i32
  %r = "test.op_large_commutative"(%arg1, %v1, %v3, %v0, %arg0, %v3, %v1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f8(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg0 : i32
  %v1 = arith.addi %arg0, %v0 : i32
  %v2 = "test.addi"(%arg1, %v1) : (i32, i32) -> i32
  %v3 = arith.muli %arg1, %v2 : i32
  %v4 = arith.addi %arg0, %v3 : i32
  %v5 = arith.andi %v3, %arg1 : i32
  %v6 = arith.subi %v1, %arg0 : i32
  %v7 = arith.muli %v6, %v1 : i32
  %v8 = arith.muli %v2, %v6 : i32
  %v9 = arith.subi %arg0, %v3 : i32
  %r = "test.op_commutative"(%v8, %v7, %v6, %v4) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f9(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 1 : i32
  %v1 = arith.addi %arg1, %arg0 : i32
  %v2 = arith.subi %arg1, %arg1 : i32
  %v3 = "test.addi"(%arg0, %v2) : (i32, i32) -> i32
  %v4 = arith.constant 3 : i32
  %v5 = arith.addi %v2, %arg0 : i32
  %v6 = arith.muli %arg0, %arg1 : i32
  %v7 = arith.andi %arg0, %arg1 : i32
  %v8 = arith.andi %v6, %v7 : i32
  %v9 = "test.addi"(%v2, %v5) : (i32, i32) -> i32
  %v10 = arith.divsi %v6, %v1 : i32
  %r = "test.op_commutative"(%v2, %v6, %v1, %v5) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f10(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.divsi %arg1, %arg1 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.subi %v0, %arg0 : i32
  %v3 = arith.subi %v0, %arg1 : i32
  %v4 = arith.subi %v1, %arg1 : i32
  %r = "test.op_commutative"(%arg0, %v1, %v1, %arg1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f11(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.constant"() {value = 3 : i32} : () -> i32
  %v1 = arith.divsi %arg1, %arg1 : i32
  %v2 = "test.constant"() {value = 2 : i32} : () -> i32
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant 3 : i32
  %v5 = arith.addi %v1, %v0 : i32
  %r = "test.op_commutative"(%v2, %arg1, %arg1, %v1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f12(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 2 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.subi %v1, %v0 : i32
  %v3 = arith.andi %v2, %v2 : i32
  %r = "test.op_large_commutative"(%v0, %arg0, %v0, %arg0, %v3, %arg1, %v1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f13(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg1 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 0 : i32
  %v3 = arith.muli %v2, %v1 : i32
  %r = "test.op_commutative"(%v0, %v2, %arg1, %arg0) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f14(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg1 : i32
  %v1 = arith.constant 1 : i32
  %v2 = "test.addi"(%v0, %arg1) : (i32, i32) -> i32
  %v3 = arith.andi %arg1, %v0 : i32
  %v4 = arith.addi %v0, %arg0 : i32
  %v5 = arith.constant 1 : i32
  %v6 = arith.subi %v5, %arg1 : i32
  %v7 = "test.addi"(%v4, %v5) : (i32, i32) -> i32
  %v8 = arith.divsi %v6, %v2 : i32
  %v9 = arith.subi %v3, %v1 : i32
  %v10 = "test.addi"(%v9, %v8) : (i32, i32) -> i32
  %r = "test.op_large_commutative"(%v3, %arg0, %v0, %arg0, %arg1, %v8, %v9) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f15(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg1 : i32
  %v1 = "test.addi"(%arg1, %v0) : (i32, i32) -> i32
  %v2 = arith.muli %arg0, %v1 : i32
  %v3 = "test.constant"() {value = 2 : i32} : () -> i32
  %v4 = arith.muli %v0, %v0 : i32
  %v5 = arith.andi %v0, %arg1 : i32
  %v6 = arith.constant 2 : i32
  %r = "test.op_large_commutative"(%v0, %arg0, %v3, %v4, %arg1, %v5, %v2) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f16(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.subi %arg0, %arg0 : i32
  %v1 = arith.addi %arg0, %arg1 : i32
  %v2 = arith.divsi %arg0, %v0 : i32
  %v3 = arith.subi %arg0, %v2 : i32
  %v4 = arith.subi %v3, %v3 : i32
  %v5 = arith.andi %v1, %v4 : i32
  %v6 = arith.divsi %v0, %v2 : i32
  %v7 = "test.addi"(%v0, %arg0) : (i32, i32) -> i32
  %v8 = "test.addi"(%v6, %v4) : (i32, i32) -> i32
  %v9 = arith.andi %v0, %v6 : i32
  %v10 = arith.andi %arg0, %v8 : i32
  %r = "test.op_commutative"(%v9, %v8, %v9, %v8) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f17(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 0 : i32
  %v1 = arith.constant 2 : i32
  %v2 = arith.divsi %v1, %arg0 : i32
  %v3 = "test.addi"(%v2, %arg1) : (i32, i32) -> i32
  %v4 = arith.addi %v1, %arg0 : i32
  %v5 = arith.andi %v2, %arg0 : i32
  %r = "test.op_commutative"(%arg1, %v5, %v2, %arg1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f18(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.subi %arg0, %arg1 : i32
  %v1 = arith.divsi %arg0, %arg1 : i32
  %v2 = arith.muli %arg0, %arg1 : i32
  %v3 = arith.constant 1 : i32
  %v4 = "test.addi"(%v3, %v3) : (i32, i32) -> i32
  %v5 = arith.andi %arg1, %arg0 : i32
  %v6 = arith.divsi %v2, %arg1 : i32
  %r = "test.op_commutative"(%v5, %v2, %v6, %v2) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f19(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.addi %arg0, %arg1 : i32
  %v1 = arith.divsi %arg0, %arg1 : i32
  %v2 = arith.andi %v1, %v0 : i32
  %v3 = arith.subi %arg0, %v2 : i32
  %v4 = arith.constant 2 : i32
  %v5 = arith.subi %v2, %v4 : i32
  %v6 = arith.muli %arg1, %v3 : i32
  %v7 = arith.divsi %v4, %arg0 : i32
  %v8 = "test.constant"() {value = 3 : i32} : () -> i32
  %v9 = arith.divsi %v2, %v0 : i32
  %r = "test.op_large_commutative"(%v4, %v3, %arg1, %v3, %arg0, %v3, %v3) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f20(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 1 : i32
  %v1 = "test.addi"(%arg1, %arg1) : (i32, i32) -> i32
  %v2 = arith.divsi %v1, %arg0 : i32
  %v3 = arith.divsi %v0, %arg0 : i32
  %v4 = arith.addi %v3, %v0 : i32
  %v5 = arith.subi %arg1, %v0 : i32
  %v6 = arith.muli %v1, %v3 : i32
  %v7 = arith.divsi %arg0, %v4 : i32
  %v8 = arith.andi %v6, %v1 : i32
  %r = "test.op_commutative"(%arg0, %v4, %v5, %v7) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f21(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.muli %arg1, %arg0 : i32
  %v1 = arith.andi %arg0, %arg0 : i32
  %v2 = arith.muli %v0, %v0 : i32
  %v3 = "test.addi"(%v0, %v1) : (i32, i32) -> i32
  %v4 = arith.muli %v1, %v2 : i32
  %r = "test.op_commutative"(%arg0, %arg1, %v3, %arg1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f22(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.constant"() {value = 3 : i32} : () -> i32
  %v1 = arith.divsi %arg1, %arg1 : i32
  %v2 = arith.andi %arg1, %arg1 : i32
  %v3 = arith.constant 2 : i32
  %r = "test.op_commutative"(%v0, %arg1, %v0, %v0) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f23(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.constant"() {value = 0 : i32} : () -> i32
  %v1 = arith.divsi %arg1, %arg1 : i32
  %v2 = arith.subi %v1, %v0 : i32
  %v3 = arith.addi %v1, %v0 : i32
  %v4 = arith.muli %arg1, %v3 : i32
  %v5 = "test.addi"(%v4, %v4) : (i32, i32) -> i32
  %v6 = arith.addi %v2, %v1 : i32
  %v7 = "test.addi"(%v5, %v4) : (i32, i32) -> i32
  %v8 = arith.addi %v0, %arg0 : i32
  %v9 = arith.divsi %v7, %v5 : i32
  %v10 = arith.constant 3 : i32
  %v11 = arith.andi %v5, %v5 : i32
  %r = "test.op_large_commutative"(%arg1, %v1, %v0, %v0, %v6, %v8, %arg1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f24(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 0 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.addi %v0, %arg1 : i32
  %v3 = arith.andi %v1, %arg0 : i32
  %v4 = arith.constant 2 : i32
  %v5 = arith.andi %arg1, %v1 : i32
  %v6 = arith.andi %arg0, %arg0 : i32
  %v7 = arith.divsi %v2, %v3 : i32
  %v8 = arith.subi %v5, %v6 : i32
  %v9 = arith.subi %arg0, %v4 : i32
  %r = "test.op_commutative"(%v2, %arg0, %arg0, %v1) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f25(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.addi"(%arg1, %arg0) : (i32, i32) -> i32
  %v1 = "test.addi"(%arg1, %arg1) : (i32, i32) -> i32
  %v2 = arith.addi %v0, %v1 : i32
  %v3 = arith.divsi %arg1, %arg0 : i32
  %v4 = "test.addi"(%v2, %arg0) : (i32, i32) -> i32
  %v5 = "test.constant"() {value = 1 : i32} : () -> i32
  %v6 = arith.subi %v1, %v5 : i32
  %v7 = arith.muli %arg1, %v5 : i32
  %v8 = arith.subi %v5, %v4 : i32
  %v9 = arith.addi %v7, %v0 : i32
  %r = "test.op_commutative"(%arg0, %v1, %arg0, %v7) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f26(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = "test.addi"(%arg0, %arg0) : (i32, i32) -> i32
  %v1 = "test.addi"(%arg1, %v0) : (i32, i32) -> i32
  %v2 = arith.constant 0 : i32
  %v3 = arith.muli %arg1, %arg1 : i32
  %v4 = arith.andi %v3, %v1 : i32
  %r = "test.op_large_commutative"(%v3, %v3, %v1, %v4, %v0, %v0, %v1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f27(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.constant 0 : i32
  %v1 = arith.muli %arg1, %arg0 : i32
  %v2 = arith.subi %v1, %v0 : i32
  %v3 = arith.muli %v1, %arg0 : i32
  %v4 = arith.constant 3 : i32
  %r = "test.op_large_commutative"(%v2, %v1, %arg1, %v0, %v0, %v3, %v1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f28(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.subi %arg1, %arg0 : i32
  %v1 = arith.divsi %arg0, %arg0 : i32
  %v2 = "test.addi"(%arg0, %v0) : (i32, i32) -> i32
  %r = "test.op_large_commutative"(%v0, %v2, %arg0, %v0, %v0, %v0, %v0) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r : i32
}

func.func @f29(%arg0: i32, %arg1: i32) -> i32 {
  %v0 = arith.andi %arg0, %arg0 : i32
  %v1 = arith.addi %arg1, %v0 : i32
  %v2 = arith.divsi %v0, %v1 : i32
  %r = "test.op_commutative"(%arg1, %v1, %arg1, %arg0) : (i32, i32, i32, i32) -> i32
  return %r : i32
}
