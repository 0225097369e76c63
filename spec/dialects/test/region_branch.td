//===- region_branch.td - `test` ops branching between regions -----------===//
//
// Ops of MLIR's `test` dialect whose regions branch to each other
// (`RegionBranchOpInterface`), used by the tests of `-control-flow-sink`.
// Their Rust is in `src/dialects/test/region_branch.rs`.
//
//===----------------------------------------------------------------------===//

def Test_RegionIfYieldOp : Test_Op<"region_if_yield", [
    NoMemoryEffect, ReturnLike, Terminator]> {
  let summary = "yields values from a region of `test.region_if`";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $results `:` type($results) attr-dict
  }];
}

def Test_RegionIfOp : Test_Op<"region_if", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getRegionInvocationBounds", "getEntryTypes"]>,
    SingleBlockImplicitTerminator<"test.region_if_yield">,
    RecursiveMemoryEffects]> {
  let summary = "an if-then-else-join";
  let description = [{
    Its `then` and `else` regions, entered with its operands, both go on to
    its `join` region, which yields its results. Each region runs at most
    once.

    ```mlir
    %r = test.region_if %x: i32 -> i32 then {
    ^bb0(%a: i32):
      test.region_if_yield %a : i32
    } else {
    ^bb0(%a: i32):
      test.region_if_yield %a : i32
    } join {
    ^bb0(%a: i32):
      test.region_if_yield %a : i32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion,
                        AnyRegion:$joinRegion);
  let hasCustomAssemblyFormat = 1;
}

def Test_AnyCondOp : Test_Op<"any_cond", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getRegionInvocationBounds"]>,
    RecursiveMemoryEffects]> {
  let summary = "an op running its region exactly once";
  let description = [{
    It enters its region, which may have several blocks, and the region goes
    on to its results.
  }];
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$region);
}
