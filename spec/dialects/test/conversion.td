//===- conversion.td - `test` ops of the dialect conversion tests ---------===//
//
// Ops of MLIR's `test` dialect that the tests of the dialect conversion
// driver are written with (`-test-merge-blocks`): an op whose blocks a
// conversion merges, an op whose single block a conversion inlines into its
// parent's, producers and consumers of values of any type, and an illegal op
// a pattern creates so that its rewrite is undone. `test.undo_blocks_merge`
// is not defined: the dialect accepts it as an unknown op, as MLIR does.
//
//===----------------------------------------------------------------------===//

def Test_MergeBlocksOp : Test_Op<"merge_blocks"> {
  let summary = "an op of several blocks that a conversion merges";
  let regions = (region AnyRegion:$body);
  let results = (outs Variadic<AnyType>:$result);
}

def Test_TerminatorOp : Test_Op<"finish", [Terminator]> {
  let summary = "the terminator of `test.SingleBlockImplicitTerminator`";
}

def Test_SingleBlockImplicitTerminatorOp
    : Test_Op<"SingleBlockImplicitTerminator",
              [SingleBlockImplicitTerminator<"test.finish">]> {
  let summary = "an op of one block ending with `test.finish`";
  let regions = (region SizedRegion<1>:$region);
}

def Test_TypeProducerOp : Test_Op<"type_producer"> {
  let summary = "produces a value of any type";
  let results = (outs AnyType);
}

def Test_TypeConsumerOp : Test_Op<"type_consumer"> {
  let summary = "uses a value of any type";
  let arguments = (ins AnyType);
}

def Test_IllegalOpF : Test_Op<"illegal_op_f"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}

// The ops the legalization tests mark illegal (MLIR's `ILLegalOpA` ... `ILLegalOpE`).
def Test_IllegalOpA : Test_Op<"illegal_op_a"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}

def Test_IllegalOpB : Test_Op<"illegal_op_b"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}

def Test_IllegalOpC : Test_Op<"illegal_op_c"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}

def Test_IllegalOpD : Test_Op<"illegal_op_d"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}

def Test_IllegalOpE : Test_Op<"illegal_op_e"> {
  let summary = "an op the conversion tests mark illegal";
  let results = (outs I32);
}
