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

def Test_RemappedValueRegionOp : Test_Op<"remapped_value_region", [SingleBlock]> {
  let summary = "an op whose single block a conversion inlines into its parent's";
  let description = [{
    Its results are replaced by the remapped operands of the block's
    terminator (`-test-remapped-value`).
  }];
  let results = (outs Variadic<AnyType>:$result);
  let regions = (region SizedRegion<1>:$body);
}

def Test_AnotherTypeProducerOp : Test_Op<"another_type_producer"> {
  let summary = "produces a value of any type; a pattern rebuilds it as `test.type_producer`";
  let results = (outs AnyType);
}

def Test_TypeChangerOp : Test_Op<"type_changer"> {
  let summary = "changes the type of its operand; a pattern forwards the operand";
  let arguments = (ins AnyType);
  let results = (outs AnyType);
}

def Test_SignatureConversionUndoOp : Test_Op<"signature_conversion_undo"> {
  let summary = "an op whose block signature a pattern converts before failing";
  let regions = (region AnyRegion);
}

def Test_SignatureConversionNoConverterOp : Test_Op<"signature_conversion_no_converter"> {
  let summary = "an op whose block signature a pattern converts without a type converter";
  let regions = (region AnyRegion);
}

def Test_UnsupportedBlockArgTypeOp : Test_Op<"unsupported_block_arg_type"> {
  let summary = "an op whose block arguments are of a type the conversion does not convert";
  let regions = (region AnyRegion);
}

//===----------------------------------------------------------------------===//
// The ops of the legalizer tests (`-test-legalize-patterns`, MLIR's
// `TestLegalizePatternDriver`) and their declarative rules. The ops its other
// patterns match (`test.region`, `test.create_block`, `test.drop_region_op`,
// ...) are not defined, as in MLIR: the dialect accepts them as unknown ops.
//===----------------------------------------------------------------------===//

def Test_IllegalOpG : Test_Op<"illegal_op_g"> {
  let summary = "an op the legalizer test marks dynamically illegal";
  let results = (outs I32);
}

def Test_LegalOpA : Test_Op<"legal_op_a"> {
  let summary = "a legal op recording which rule made it";
  let arguments = (ins StrAttr:$status);
  let results = (outs I32);
}

def Test_LegalOpB : Test_Op<"legal_op_b"> {
  let summary = "a legal op";
  let results = (outs I32);
}

def Test_LegalOpC : Test_Op<"legal_op_c"> {
  let summary = "a legal op of one operand";
  let arguments = (ins I32);
  let results = (outs I32);
}

def Test_IllegalOpTerminator : Test_Op<"illegal_op_terminator", [Terminator]> {
  let summary = "the terminator of `test.illegal_op_with_region`";
}

def Test_IllegalOpWithRegion : Test_Op<"illegal_op_with_region"> {
  let summary = "an op built with a region holding a `test.illegal_op_terminator`";
  let description = [{
    As in MLIR, it declares no region: only the pattern building it gives it
    one (whose terminator is created before the op), and the rewrite is undone.
  }];
}

def Test_IllegalOpWithRegionAnchor : Test_Op<"illegal_op_with_region_anchor"> {
  let summary = "an op a pattern replaces with a `test.illegal_op_with_region`";
}

def Test_RewriteOp : Test_Op<"rewrite"> {
  let summary = "an op a rule replaces with its operand";
  let arguments = (ins AnyType);
  let results = (outs AnyType);
}

def Test_RecursiveRewriteOp : Test_Op<"recursive_rewrite"> {
  let summary = "an op a pattern rewrites in place until its depth is 0";
  let arguments = (ins I64Attr:$depth);
  let assemblyFormat = "$depth attr-dict";
}

def Test_BlackHoleOp : Test_Op<"blackhole"> {
  let summary = "an op a pattern erases with the producer of its operand";
  let arguments = (ins AnyType);
}

def Test_RegionBuilderOp : Test_Op<"region_builder"> {
  let summary = "an op a pattern replaces with a region holding an illegal op";
}

def Test_InvalidOp : Test_Op<"invalid", [Terminator]> {
  let summary = "a terminator a pattern replaces with `test.valid`";
  let arguments = (ins Variadic<AnyType>);
}

def Test_ValidOp : Test_Op<"valid", [Terminator]> {
  let summary = "a legal terminator";
  let arguments = (ins Variadic<AnyType>);
}

def Test_LegalizerEnum_Success : ConstantStrAttr<StrAttr, "Success">;
def Test_LegalizerEnum_Failure : ConstantStrAttr<StrAttr, "Failure">;

// The legalizer picks the rules of least depth first (the most direct
// mappings), then the larger benefit: they overlap on purpose.
let checked = 0 in {
def : Pat<(Test_IllegalOpA), (Test_LegalOpA Test_LegalizerEnum_Success)>;

def : Pat<(Test_IllegalOpA), (Test_IllegalOpB)>;
def : Pat<(Test_IllegalOpB), (Test_LegalOpA Test_LegalizerEnum_Failure)>;

def : Pat<(Test_IllegalOpC), (Test_IllegalOpD)>;
def : Pat<(Test_IllegalOpD), (Test_LegalOpA Test_LegalizerEnum_Failure)>;

def : Pat<(Test_IllegalOpC), (Test_IllegalOpE), [], (addBenefit 10)>;
def : Pat<(Test_IllegalOpE), (Test_LegalOpA Test_LegalizerEnum_Success)>;
}

// A rule replacing an op with the up-to-date replacement of its operand.
def : Pat<(Test_RewriteOp $input), (replaceWithValue $input)>;
