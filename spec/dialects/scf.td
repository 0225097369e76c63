//===- scf.td - the structured control-flow dialect ---------------------===//
//
// Structured control flow: loops and conditionals whose bodies are regions,
// with MLIR 16's `scf` ops and syntax. The custom forms MLIR writes in C++
// are hand-written in `src/dialects/scf.rs`, as are the control-flow edges of
// the ops declaring `RegionBranchOpInterface`, whose verifier checks the types
// along each edge.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def SCF_Dialect : Dialect {
  let name = "scf";
  let summary = "Structured control flow: loops and conditionals with region bodies";
  let description = [{
    The `scf` dialect expresses control flow as ops with regions: counted
    loops (`scf.for`), conditionals (`scf.if`), general loops
    (`scf.while`/`scf.condition`) and single-entry regions
    (`scf.execute_region`). Values flow out of regions through `scf.yield`.
  }];
}

class SCF_Op<string mnemonic, list<Trait> traits = []>
    : Op<SCF_Dialect, mnemonic, traits>;

def ConditionOp : SCF_Op<"condition", [
    HasParent<"scf.while">,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
    Pure, Terminator]> {
  let summary = "loop continuation condition";
  let description = [{
    Terminates the "before" region of `scf.while`: when `condition` is true
    the loop continues and `args` go to the "after" region, otherwise they
    are the results of the loop.
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
  let assemblyFormat =
      [{ `(` $condition `)` attr-dict ($args^ `:` type($args))? }];
}

def ExecuteRegionOp : SCF_Op<"execute_region", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface>]> {
  let summary = "operation that executes its region exactly once";
  let description = [{
    Runs its region once; the region may have several blocks and yields the
    results.

    ```mlir
    %x = scf.execute_region -> i32 {
      %c = arith.constant 1 : i32
      scf.yield %c : i32
    }
    ```
  }];
  let results = (outs Variadic<AnyType>);
  let regions = (region AnyRegion:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def ForOp : SCF_Op<"for", [
    AutomaticAllocationScope, DeclareOpInterfaceMethods<LoopLikeOpInterface,
    ["getSingleInductionVar", "getSingleLowerBound", "getSingleStep",
     "getSingleUpperBound"]>,
    ConditionallySpeculatable,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntryTypes"]>,
    SingleBlockImplicitTerminator<"scf.yield">,
    RecursiveMemoryEffects]> {
  let summary = "for operation";
  let description = [{
    A counted loop from `lowerBound` (inclusive) to `upperBound` (exclusive)
    by `step`, with loop-carried values `initArgs` bound to the body's
    arguments after the induction variable.

    ```mlir
    %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) {
      %n = arith.addf %acc, %x : f32
      scf.yield %n : f32
    }
    ```
  }];
  let arguments = (ins Index:$lowerBound, Index:$upperBound, Index:$step,
                       Variadic<AnyType>:$initArgs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
}

def IfOp : SCF_Op<"if", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getRegionInvocationBounds", "getSuccessorRegionsForOperands"]>,
    SingleBlockImplicitTerminator<"scf.yield">, RecursiveMemoryEffects,
    NoRegionArguments]> {
  let summary = "if-then-else operation";
  let description = [{
    Runs the "then" region when `condition` is true, the "else" region (which
    may be absent when there are no results) otherwise; the regions yield the
    results.

    ```mlir
    %r = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    ```
  }];
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def WhileOp : SCF_Op<"while", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getEntryTypes", "getSuccessorRegionsForOperands"]>,
    RecursiveMemoryEffects]> {
  let summary = "a generic 'while' loop";
  let description = [{
    A loop of two regions: "before" computes the condition (ending in
    `scf.condition`), "after" is the body (ending in `scf.yield`, whose
    values go back to "before").

    ```mlir
    %r = scf.while (%a = %init) : (i32) -> i32 {
      %c = arith.cmpi slt, %a, %n : i32
      scf.condition(%c) %a : i32
    } do {
    ^bb0(%b: i32):
      %next = arith.addi %b, %one : i32
      scf.yield %next : i32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def YieldOp : SCF_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                 "scf.parallel", "scf.while"]>]> {
  let summary = "loop yield and termination operation";
  let description = [{
    Terminates the regions of `scf` ops, giving the values they produce.
    Without operands it may be left out of the text of `scf.for` and `scf.if`
    bodies.
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = [{ attr-dict ($results^ `:` type($results))? }];
}

def ForeachThreadOp : SCF_Op<"foreach_thread", [
    AttrSizedOperandSegments,
    SingleBlockImplicitTerminator<"scf.foreach_thread.perform_concurrently">,
    RecursiveMemoryEffects, AutomaticAllocationScope]> {
  let summary = "evaluate a block multiple times in parallel";
  let description = [{
    Runs its body once per point of the `num_threads` index space, in
    parallel; results are assembled from the `outputs` tensors by the
    terminator's parallel insertions.

    ```mlir
    %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
      ...
      scf.foreach_thread.perform_concurrently {
        tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
      }
    }
    ```
  }];
  let arguments = (ins Variadic<Index>:$num_threads,
                       Variadic<AnyRankedTensor>:$outputs,
                       OptionalAttr<ArrayAttr>:$mapping);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def PerformConcurrentlyOp : SCF_Op<"foreach_thread.perform_concurrently", [
    Pure, Terminator, HasParent<"scf.foreach_thread">, NoTerminator,
    SingleBlock, HasOnlyGraphRegion]> {
  let summary = "terminates a `foreach_thread` block";
  let description = [{
    The terminator of `scf.foreach_thread`: a block of parallel insertions,
    one per result.
  }];
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ParallelOp : SCF_Op<"parallel", [
    AutomaticAllocationScope, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"scf.yield">]> {
  let summary = "parallel for operation";
  let description = [{
    A multi-dimensional parallel loop over the index space given by the
    lower bounds, upper bounds and steps, with reductions (`scf.reduce`)
    producing the results from `initVals`.

    ```mlir
    %sum = scf.parallel (%i) = (%lb) to (%ub) step (%c1) init (%zero) -> f32 {
      %x = memref.load %m[%i] : memref<?xf32>
      scf.reduce(%x) : f32 {
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        scf.reduce.return %s : f32
      }
      scf.yield
    }
    ```
  }];
  let arguments = (ins Variadic<Index>:$lowerBound,
                       Variadic<Index>:$upperBound,
                       Variadic<Index>:$step,
                       Variadic<AnyType>:$initVals);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def ReduceOp : SCF_Op<"reduce", [HasParent<"scf.parallel">]> {
  let summary = "reduce operation for parallel for";
  let description = [{
    Contributes `operand` to a result of the enclosing `scf.parallel`; its
    region combines two values.
  }];
  let arguments = (ins AnyType:$operand);
  let regions = (region SizedRegion<1>:$reductionOperator);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def ReduceReturnOp : SCF_Op<"reduce.return", [
    HasParent<"scf.reduce">, Pure, Terminator]> {
  let summary = "terminator for reduce operation";
  let description = [{ Returns the combined value from the region of `scf.reduce`. }];
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def IndexSwitchOp : SCF_Op<"index_switch", [
    RecursiveMemoryEffects, SingleBlockImplicitTerminator<"scf.yield">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getRegionInvocationBounds", "getSuccessorRegionsForOperands"]>]> {
  let summary = "switch-case operation on an index argument";
  let description = [{
    Runs the case region whose value in `cases` equals `arg`, or the default
    region. MLIR writes its case list as `custom<SwitchCases>`; Strata's
    custom form is hand-written whole, as the default region (the op's first)
    comes last in the text.

    ```mlir
    %r = scf.index_switch %i -> i32
    case 2 {
      scf.yield %a : i32
    }
    default {
      scf.yield %b : i32
    }
    ```
  }];
  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$defaultRegion,
                        VariadicRegion<SizedRegion<1>>:$caseRegions);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
