// Malformed custom forms of generated and hand-written ops: each chunk fails with a
// located diagnostic (never a panic or a hang).
// RUN: not strata-opt --split-input-file %s 2>&1 | FileCheck %s

// A character the lexer cannot read inside a stripped dialect attribute (a fuzzer
// found this looping forever).
// CHECK: error: unexpected character
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fa`st> : f32
  return %0 : f32
}

// -----

// CHECK: :6:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK: :6:42: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
func.func @g(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fastest> : f32
  return %0 : f32
}

// -----

// CHECK: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
func.func @h(%a: i32) -> i1 {
  %0 = arith.cmpi lt, %a, %a : i32
  return %0 : i1
}

// -----

// CHECK: error: custom op 'arith.nope' is unknown
func.func @k(%a: i32) {
  arith.nope %a : i32
  return
}

// -----

// CHECK: error: type of return operand 0 ('i32') doesn't match function result type ('f32') in function @m
func.func @m(%a: i32) -> f32 {
  return %a : i32
}
