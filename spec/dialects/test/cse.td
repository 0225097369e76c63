//===- cse.td - `test` ops of the CSE and LICM tests ----------------------===//
//
// Ops of MLIR's `test` dialect with single-block regions, used by the tests of
// `-cse` (ops with equivalent regions are common subexpressions) and of
// `-loop-invariant-code-motion`.
//
//===----------------------------------------------------------------------===//

def Test_RegionYieldOp : Test_Op<"region_yield", [Pure, ReturnLike, Terminator]> {
  let summary = "yields a value from a region to its op";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = [{
    $result `:` type($result) attr-dict
  }];
}

def Test_CSEOfSingleBlockOp : Test_Op<"cse_of_single_block_op", [
    SingleBlockImplicitTerminator<"test.region_yield">, Pure]> {
  let summary = "a pure op with a single-block region";
  let description = [{
    Two of them with the same operands and equivalent regions are common
    subexpressions.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `inputs` `(` $inputs `)`
    $region `:` type($inputs) `->` type($outputs)
  }];
}
