//===- cf.td - the control-flow dialect ---------------------------------===//
//
// Unstructured control flow: branches between the blocks of a region, and
// assertions. The ops, operands and syntax are those of MLIR 16's `cf`.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def ControlFlow_Dialect : Dialect {
  let name = "cf";
  let summary = "Unstructured control flow: branches between blocks";
  let description = [{
    The `cf` dialect holds the terminators of unstructured control flow:
    unconditional and conditional branches that pass values to the arguments
    of their successor blocks, and a runtime assertion.
  }];
}

class CF_Op<string mnemonic, list<Trait> traits = []>
    : Op<ControlFlow_Dialect, mnemonic, traits>;

def AssertOp : CF_Op<"assert"> {
  let summary = "Assert operation with message attribute";
  let description = [{
    Checks at run time that `arg` is true; when it is false, execution stops
    with the message `msg`.

    ```mlir
    cf.assert %ok, "index in bounds"
    ```
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

def BranchOp : CF_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface,
        ["getSuccessorForOperands", "withSuccessorOperands"]>,
    Pure, Terminator]> {
  let summary = "branch operation";
  let description = [{
    Transfers control to the successor block `dest`, passing `destOperands`
    to its arguments (as many, of the same types).

    ```mlir
    cf.br ^bb2(%x : i32)
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let hasCanonicalizeMethod = 1;
}

def CondBranchOp : CF_Op<"cond_br", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface,
        ["getSuccessorForOperands", "withSuccessorOperands"]>,
    Pure, Terminator]> {
  let summary = "conditional branch operation";
  let description = [{
    Transfers control to `trueDest` when `condition` is true and to
    `falseDest` otherwise, passing each successor its own operands.

    ```mlir
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
    ```
  }];
  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let hasCanonicalizer = 1;
}

def SwitchOp : CF_Op<"switch", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface,
        ["getSuccessorForOperands", "withSuccessorOperands"]>,
    Pure, Terminator]> {
  let summary = "switch operation";
  let description = [{
    Transfers control to the case destination whose value equals `flag`, or
    to the default destination when none does, passing the destination its
    operands.

    ```mlir
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb1(%b : i32),
      43: ^bb3(%c : i32)
    ]
    ```
  }];
  let arguments = (ins
    AnyInteger:$flag,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<AnyIntElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );
  // The case list (a custom directive in MLIR's spec) is hand-written in
  // `src/dialects/cf.rs`, as is the check of the case values against the case
  // destinations (after BranchOpInterface's check of each successor's operands).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}
