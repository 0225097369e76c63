//===- patterns.td - `test` ops of the pattern driver tests --------------===//
//
// Ops of MLIR's `test` dialect that the tests of the greedy pattern driver and
// of the folder are written with (`-test-patterns`): their folds and the Rust
// patterns rooted at them are in `src/dialects/test/patterns.rs`.
//
//===----------------------------------------------------------------------===//

def TestCastOp : Test_Op<"cast"> {
  let summary = "a cast of any values to a value of any type";
  let description = [{
    Takes any number of values of any types and gives one value of any type;
    the pattern driver tests rewrite it.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType);
}

def TestCommutative2Op : Test_Op<"op_commutative2", [Commutative]> {
  let summary = "a commutative op of two i32";
  let description = [{
    Commutative: the folder moves a constant operand last, which the pattern
    rooted at it (`FolderCommutativeOp2WithConstant`) then sees.
  }];
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def TestOpInPlaceFoldAnchor : Test_Op<"op_in_place_fold_anchor"> {
  let summary = "an op the pattern driver test replaces by an in-place fold";
  let description = [{
    `-test-patterns` replaces it by a `test.op_in_place_fold` of its operand
    made with `createOrFold`.
  }];
  let arguments = (ins I32);
  let results = (outs I32);
}

def TestOpInPlaceFold : Test_Op<"op_in_place_fold"> {
  let summary = "an op folding in place";
  let description = [{
    When its operand is a constant, it folds in place: `attr` becomes that
    constant.
  }];
  let arguments = (ins I32:$op, I32Attr:$attr);
  let results = (outs I32);
  let hasFolder = 1;
}
