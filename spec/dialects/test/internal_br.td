//===- internal_br.td - `test.internal_br` -------------------------------===//
//
// MLIR's `TestInternalBranchOp`: a branch that makes the first argument of
// its error successor itself (a produced operand of `BranchOpInterface`),
// used by the tests of sparse constant propagation. Its Rust is in
// `src/dialects/test/branches.rs`.
//
//===----------------------------------------------------------------------===//

def Test_InternalBranchOp : Test_Op<"internal_br", [
    DeclareOpInterfaceMethods<BranchOpInterface,
      ["getProducedOperandCount", "withSuccessorOperands"]>,
    Terminator, AttrSizedOperandSegments]> {
  let summary = "a branch producing the first argument of its error successor";
  let description = [{
    Branches to `successPath`, passing it `successOperands`, or to
    `errorPath`, passing it a value of its own followed by `errorOperands`.
  }];
  let arguments = (ins Variadic<AnyType>:$successOperands,
                       Variadic<AnyType>:$errorOperands);
  let successors = (successor AnySuccessor:$successPath,
                              AnySuccessor:$errorPath);
}
