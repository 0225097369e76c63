//===- inlining.td - `test` ops of the inliner's tests -------------------===//
//
// Ops of MLIR's `test` dialect that the tests of `-inline` and `-test-inline`
// are written with: a callable op defining a function value, a call whose
// operand and result types may differ from its callee's, a return, and an op
// canonicalized into a call. The dialect's inliner interface and their Rust
// are in `src/dialects/test/inlining.rs`.
//
//===----------------------------------------------------------------------===//

def Test_FunctionalRegionOp : Test_Op<"functional_region_op", [
    DeclareOpInterfaceMethods<CallableOpInterface>]> {
  let summary = "a function value defined by its region";
  let description = [{
    Its region is the body of the function its result is; `-test-inline`
    inlines it into the `func.call_indirect` ops calling that result. The
    inliner does not look into it when deciding whether the region holding it
    can be inlined: it is a function scope of its own.
  }];
  let regions = (region AnyRegion:$body);
  let results = (outs FunctionType);
}

def Test_ConversionCallOp : Test_Op<"conversion_call_op", [
    DeclareOpInterfaceMethods<CallOpInterface>]> {
  let summary = "a call whose callee may take and give other types";
  let description = [{
    Inlining it converts between `i16` and `i32` operands and results and its
    callee's arguments and results with `test.cast` ops, and marks the ops
    inlined with the unit attribute `inlined_conversion`.
  }];
  let arguments = (ins Variadic<AnyType>:$arg_operands, SymbolRefAttr:$callee);
  let results = (outs Variadic<AnyType>);
}

def Test_FoldToCallOp : Test_Op<"fold_to_call_op"> {
  let summary = "canonicalized into a `func.call` of its callee";
  let arguments = (ins FlatSymbolRefAttr:$callee);
  let hasCanonicalizer = 1;
}
