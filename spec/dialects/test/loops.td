//===- loops.td - `test` ops of the loop-invariant code motion tests -----===//
//
// Ops of MLIR's `test` dialect that `-loop-invariant-code-motion`'s tests are
// written with: a loop whose body is a graph region, an op holding a graph
// region without terminator, and ops of each kind of speculatability. Their
// Rust is in `src/dialects/test/loops.rs`.
//
//===----------------------------------------------------------------------===//

def Test_GraphLoopOp : Test_Op<"graph_loop", [
    DeclareOpInterfaceMethods<LoopLikeOpInterface>, NoMemoryEffect,
    RecursivelySpeculatable, SingleBlock, HasOnlyGraphRegion]> {
  let summary = "a loop whose body is a graph region";
  let description = [{
    Its body may use values defined after them; loop-invariant code motion
    hoists the invariant ops of it in an order where each op follows the ops
    defining its operands.
  }];
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$rets);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $args $body attr-dict `:` functional-type(operands, results)
  }];
}

def Test_SingleNoTerminatorOp : Test_Op<"single_no_terminator_op", [
    SingleBlock, NoTerminator, HasOnlyGraphRegion]> {
  let summary = "an op with a single-block graph region without terminator";
  let regions = (region SizedRegion<1>:$my_region);
  let assemblyFormat = "attr-dict `:` $my_region";
}

def Test_AlwaysSpeculatableOp : Test_Op<"always_speculatable_op", [Pure]> {
  let summary = "an op that can always be executed speculatively";
  let results = (outs I32:$result);
}

def Test_NeverSpeculatableOp
    : Test_Op<"never_speculatable_op", [ConditionallySpeculatable]> {
  let summary = "an op that can never be executed speculatively";
  let results = (outs I32:$result);
}

def Test_ConditionallySpeculatableOp : Test_Op<"conditionally_speculatable_op", [
    ConditionallySpeculatable, NoMemoryEffect]> {
  let summary = "speculatable when its operand is an `arith.constant`";
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
}

def Test_RecursivelySpeculatableOp : Test_Op<"recursively_speculatable_op", [
    RecursivelySpeculatable, RecursiveMemoryEffects]> {
  let summary = "speculatable when the ops of its region are";
  let results = (outs I32:$result);
  let regions = (region SizedRegion<1>:$body);
}
