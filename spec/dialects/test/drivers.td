//===- drivers.td - `test` ops of the rewrite utility tests ---------------===//
//
// Ops of MLIR's `test` dialect that the tests of the pattern rewriter's
// utilities are written with: the terminator `test.return`, whose uses
// `-test-pattern-selective-replacement` replaces apart from the others, and
// the commutative op of seven operands `-test-commutativity-utils` sorts. The
// ops the strict driver's test (`-test-strict-pattern-driver`) and
// `-test-rewrite-dynamic-op` match are not defined: the dialect accepts them
// as unknown ops (MLIR registers the latter as dynamic ops of no traits).
//
//===----------------------------------------------------------------------===//

def Test_ReturnOp : Test_Op<"return", [Pure, ReturnLike, Terminator]> {
  let summary = "returns its operands";
  let description = [{
    A terminator returning its operands to the op holding its region.
  }];
  let arguments = (ins Variadic<AnyType>);
}

def Test_OpLargeCommutative : Test_Op<"op_large_commutative", [Commutative]> {
  let summary = "a commutative op of seven operands";
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4, I32:$op5,
                       I32:$op6, I32:$op7);
  let results = (outs I32);
}
