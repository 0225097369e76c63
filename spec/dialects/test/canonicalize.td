//===- canonicalize.td - `test` ops of the canonicalizer's tests ----------===//
//
// Ops of MLIR's `test` dialect that `-canonicalize`'s own tests are written
// with: folds to an operand, canonicalization patterns erasing an op with a
// region, commutative operand sorting, and a dialect-level pattern. Their Rust
// is in `src/dialects/test/canonicalize.rs`.
//
//===----------------------------------------------------------------------===//

def Test_OpWithRegionPattern : Test_Op<"op_with_region_pattern"> {
  let summary = "erased by its canonicalization pattern";
  let description = [{
    Its pattern `TestRemoveOpWithInnerOps` erases it, its region with it: the
    pattern named by `canonicalize`'s `enable-patterns` / `disable-patterns`.
  }];
  let regions = (region SizedRegion<1>:$region);
  let hasCanonicalizer = 1;
}

def Test_OpWithRegionFold : Test_Op<"op_with_region_fold"> {
  let summary = "folds to its operand though it holds a region";
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType);
  let regions = (region SizedRegion<1>:$region);
  let hasFolder = 1;
}

def Test_OpWithRegionFoldNoMemoryEffect
    : Test_Op<"op_with_region_fold_no_side_effect", [NoMemoryEffect]> {
  let summary = "an op with a region and no memory effect";
  let description = [{
    Without results and without effects (its region's ops do not count), it
    is trivially dead.
  }];
  let regions = (region SizedRegion<1>:$region);
}

def Test_OpWithRegionTerminator
    : Test_Op<"op_with_region_terminator", [Terminator]> {
  let summary = "a terminator without operands";
}

def Test_OpWithVariadicResultsAndFolder
    : Test_Op<"op_with_variadic_results_and_folder"> {
  let summary = "folds each result to the operand of its position";
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
  let hasFolder = 1;
}

def Test_OpCommutative : Test_Op<"op_commutative", [Commutative]> {
  let summary = "a commutative op of four operands";
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4);
  let results = (outs I32);
}

def Test_PassthroughFold : Test_Op<"passthrough_fold"> {
  let summary = "folds to its operand, whatever the types";
  let description = [{
    Its fold gives its operand even when the operand's type is not the
    result's: the folder must then leave the op alone.
  }];
  let arguments = (ins AnyType:$op);
  let results = (outs AnyType:$result);
  let hasFolder = 1;
}

def Test_DialectCanonicalizerOp : Test_Op<"dialect_canonicalizable"> {
  let summary = "rewritten by the dialect's own canonicalization pattern";
  let description = [{
    The `test` dialect's canonicalization pattern (not the op's) replaces it
    with `arith.constant 42 : i32`.
  }];
  let results = (outs I32:$result);
}
