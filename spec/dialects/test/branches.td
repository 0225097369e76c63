//===- branches.td - `test` branch ops -----------------------------------===//
//
// Terminators of MLIR's `test` dialect that branch to successor blocks
// (`BranchOpInterface`), used by the tests of the passes that rewrite the
// control-flow graph. Their Rust is in `src/dialects/test/branches.rs`.
//
//===----------------------------------------------------------------------===//

def Test_BranchOp : Test_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["withSuccessorOperands"]>,
    Terminator]> {
  let summary = "a branch forwarding its operands";
  let description = [{
    Branches to `target`, passing it all its operands. They can be changed,
    so the canonicalizer may drop the successor's unused arguments.
  }];
  let arguments = (ins Variadic<AnyType>:$targetOperands);
  let successors = (successor AnySuccessor:$target);
}
