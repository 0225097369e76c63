//===- TestPasses.td - the test passes of strata-opt ---------*- tablegen -*-===//
//
// The test passes `strata-opt` registers (`src/test_passes.rs`) to compare its
// pass manager with `mlir-opt`'s: the arguments, summaries, anchors, options and
// statistics of the `mlir-opt` test passes of the same names.
//
// `tblgen --gen-pass-decls` makes `src/test_passes/decls.rs`, `tblgen
// --gen-pass-doc` a part of `docs/passes.md`; `bash scripts/regenerate.sh`
// refreshes both.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PASSES_TESTPASSES
#define STRATA_PASSES_TESTPASSES

include "base/PassBase.td"

def TestModulePass : Pass<"test-module-pass", "builtin.module"> {
  let summary = "Test a module pass in the pass manager";
  let constructor = "crate::test_passes::TestModulePass::default()";
}

def TestFunctionPass : Pass<"test-function-pass", "func.func"> {
  let summary = "Test a function pass in the pass manager";
  let constructor = "crate::test_passes::TestFunctionPass::default()";
}

def TestOptionsPass : Pass<"test-options-pass", "func.func"> {
  let summary = "Test options parsing capabilities";
  let description = [{
    Does nothing with its options; `test-options-pass-pipeline` takes the same
    options.
  }];
  let options = [
    ListOption<"listOption", "list", "int", "Example list option">,
    ListOption<"stringListOption", "string-list", "std::string",
               "Example string list option">,
    Option<"stringOption", "string", "std::string", /*default=*/"",
           "Example string option">,
  ];
  let constructor = "crate::test_passes::TestOptionsPass::default()";
}

def TestFailurePass : Pass<"test-pass-failure"> {
  let summary = "Test a pass in the pass manager that always fails";
  let constructor = "crate::test_passes::TestFailurePass::default()";
}

def TestCrashRecoveryPass : Pass<"test-pass-crash"> {
  let summary = "Test a pass in the pass manager that always crashes";
  let description = [{
    Panics. Without a crash reproducer the tool crashes; with one, the pass
    manager recovers and reports it.
  }];
  let constructor = "crate::test_passes::TestCrashRecoveryPass::default()";
}

def TestInvalidIRPass : Pass<"test-pass-create-invalid-ir", "func.func"> {
  let summary = "Test pass that adds an invalid operation in a function body";
  let description = [{
    Adds an op the verifier rejects at the start of a function's body (an
    `arith.constant` without its `value`), and fails when asked.
  }];
  let options = [
    Option<"emitInvalidIR", "emit-invalid-ir", "bool", /*default=*/"true",
           "Emit invalid IR">,
    Option<"signalFailure", "signal-pass-failure", "bool", /*default=*/"false",
           "Trigger a pass failure">,
  ];
  let constructor = "crate::test_passes::TestInvalidIrPass::default()";
}

def TestStatisticPass : Pass<"test-stats-pass"> {
  let summary = "Test pass statistics";
  let description = [{
    Counts the op it runs on and the ops nested in it.
  }];
  let statistics = [
    Statistic<"opCount", "num-ops", "Number of operations counted">,
  ];
  let constructor = "crate::test_passes::TestStatisticPass::default()";
}

def SideEffectsPass : Pass<"test-side-effects", "builtin.module"> {
  let summary = "Test side effects interfaces";
  let description = [{
    A remark on every op with `MemoryEffectOpInterface`, in post-order, naming
    each of its effects or saying it has none.
  }];
  let constructor = "crate::test_passes::SideEffectsPass::default()";
}

def TestPatternDriver : Pass<"test-patterns", "func.func"> {
  let summary = "Run test dialect patterns";
  let description = [{
    The greedy pattern driver with the `test` dialect's rewrite rules and the
    patterns MLIR writes in C++ (`src/dialects/test/patterns.rs`), folding as
    it goes.
  }];
  let options = [
    Option<"useTopDownTraversal", "top-down", "bool", /*default=*/"false",
           "Seed the worklist in general top-down order">,
    Option<"maxIterations", "max-iterations", "int", /*default=*/"10",
           "Max. iterations in the GreedyRewriteConfig">,
  ];
  let constructor = "crate::test_passes::TestPatternDriver::default()";
}

def TestControlFlowSinkPass : Pass<"test-control-flow-sink", "func.func"> {
  let summary = "Test control-flow sink pass";
  let description = [{
    Sinks the `test.sink_me` ops used only in the first region of a
    `test.sink_target` op into that region, with the control-flow sink
    utility of `-control-flow-sink`, and marks each op sunk with the attribute
    `was_sunk`, the number of the region.
  }];
  let constructor = "crate::test_passes::regions::TestControlFlowSinkPass::default()";
}

def TestInlinerPass : Pass<"test-inline", "func.func"> {
  let summary = "Test inlining region calls";
  let description = [{
    Inlines the region of each `test.functional_region_op` into the
    `func.call_indirect` ops calling its result, erasing the call and, once
    unused, the `test.functional_region_op`. The region is moved when the call
    is its only use, copied otherwise.
  }];
  let constructor = "crate::test_passes::regions::TestInlinerPass::default()";
}

def TestStrictPatternDriver : Pass<"test-strict-pattern-driver", "func.func"> {
  let summary = "Test strict mode of pattern driver";
  let description = [{
    The strict greedy driver (`applyOpPatternsAndFold`) on the function's
    `test.insert_same_op`, `test.replace_with_new_op` and `test.erase_op` ops,
    with the patterns of MLIR's `TestStrictPatternDriver`
    (`src/test_passes/drivers.rs`): which other ops it visits is as
    `strictness` says.
  }];
  let options = [
    Option<"strictMode", "strictness", "std::string", /*default=*/"\"AnyOp\"",
           "Can be {AnyOp, ExistingAndNewOps, ExistingOps}">,
  ];
  let constructor = "crate::test_passes::drivers::TestStrictPatternDriver::default()";
}

def TestSelectiveReplacementPatternDriver
    : Pass<"test-pattern-selective-replacement"> {
  let summary = "Test selective replacement in the PatternRewriter";
  let description = [{
    The greedy driver with one pattern: a `test.cast` of two operands has its
    uses by terminators replaced by the first, then the others by the second.
  }];
  let constructor = "crate::test_passes::drivers::TestSelectiveReplacementPatternDriver::default()";
}

def TestRewriteDynamicOpDriver : Pass<"test-rewrite-dynamic-op"> {
  let summary = "Test rewritting on dynamic operations";
  let description = [{
    The greedy driver with one pattern: `test.dynamic_one_operand_two_results`
    becomes `test.dynamic_generic` of the same operands, result types and
    attributes.
  }];
  let constructor = "crate::test_passes::drivers::TestRewriteDynamicOpDriver::default()";
}

def CommutativityUtils : Pass<"test-commutativity-utils", "func.func"> {
  let summary = "Test the functionality of the commutativity utility";
  let description = [{
    The greedy driver with the pattern sorting the operands of commutative ops
    (`strata_framework::transforms::commutativity`).
  }];
  let constructor = "crate::test_passes::drivers::CommutativityUtils::default()";
}

def TestConstantFold : Pass<"test-constant-fold"> {
  let summary = "Test operation constant folding";
  let description = [{
    Folds every op once, last first, with one operation folder; the constants
    the folds made that are left unused are then erased.
  }];
  let constructor = "crate::test_passes::drivers::TestConstantFold::default()";
}

def TestTopologicalSortAnalysisPass
    : Pass<"test-topological-sort-analysis", "builtin.module"> {
  let summary = "Test topological sorting of ops";
  let description = [{
    For every op with the `root` attribute: its nested ops with a `selected`
    attribute (in the order of their `selected` integers when the root has
    `ordered`, else in walk order) are sorted topologically
    (`computeTopologicalSorting`), each given its position as `pos`; when
    they cannot all be scheduled, an error on the root.
  }];
  let constructor = "crate::test_passes::drivers::TestTopologicalSortAnalysisPass::default()";
}

#endif // STRATA_PASSES_TESTPASSES

def TestMergeBlocksPatternDriver : Pass<"test-merge-blocks", "func.func"> {
  let summary = "Test Merging operation in ConversionPatternRewriter";
  let description = [{
    A partial conversion of the function's body with the patterns of MLIR's
    `TestMergeBlocksPatternDriver` (`src/test_passes/conversion.rs`):
    `test.merge_blocks` has its second block merged into its first,
    `test.undo_blocks_merge` too after an illegal op is created in it (so the
    rewrite is undone), and a `test.SingleBlockImplicitTerminator` nested in
    another is inlined into it. Each op the conversion could not legalize gets
    a remark.
  }];
  let constructor = "crate::test_passes::conversion::TestMergeBlocksPatternDriver::default()";
}

def TestUnknownRootOpDriver : Pass<"test-legalize-unknown-root-patterns", "func.func"> {
  let summary = "Test public remapped value mechanism in ConversionPatternRewriter";
  let description = [{
    A partial conversion of the function's body, with the `test` dialect illegal
    and MLIR's `RemoveTestDialectOps`: a plain rewrite pattern rooted at any op
    that erases every op of the `test` dialect (`src/test_passes/conversion.rs`).
    The pass fails when the conversion does, e.g. when an erased op's result is
    still used.
  }];
  let constructor = "crate::test_passes::conversion::TestUnknownRootOpDriver::default()";
}

def TestRemappedValue : Pass<"test-remapped-value", "func.func"> {
  let summary = "Test public remapped value mechanism in ConversionPatternRewriter";
  let description = [{
    A full conversion of the function's body with the patterns of MLIR's
    `TestRemappedValue` (`src/test_passes/conversion.rs`): a
    `test.one_variadic_out_one_variadic_in1` of one operand gets that operand
    twice, read through `ConversionPatternRewriter::remapped_value`;
    `test.type_producer` of `f32` becomes one of `f64`, `test.type_consumer`
    is rebuilt on its remapped operand once that is `f64`; and a
    `test.remapped_value_region` is inlined into its parent, its results
    replaced by its terminator's operands remapped with a type converter
    turning `f32` into `f64`.
  }];
  let constructor = "crate::test_passes::conversion::TestRemappedValue::default()";
}

def TestTargetMaterializationWithNoUses
    : Pass<"test-target-materialization-with-no-uses", "builtin.module"> {
  let summary = "Test a special case of target materialization in DialectConversion";
  let description = [{
    A partial conversion with MLIR's `TestTargetMaterializationWithNoUses`
    (`src/test_passes/conversion.rs`): `test.type_changer` is illegal and
    replaced by its remapped operand, `i16` converts to `i64`, and a target
    materialization makes a `test.cast`. The pass fails when the conversion
    does.
  }];
  let constructor = "crate::test_passes::conversion::TestTargetMaterializationWithNoUses::default()";
}

def TestTypeConversionDriver
    : Pass<"test-legalize-type-conversion", "builtin.module"> {
  let summary = "Test various type conversion functionalities in DialectConversion";
  let description = [{
    A partial conversion of the module with MLIR's `TestTypeConversionDriver`
    (`src/test_passes/conversion.rs`): `f64` is legal, `bf16`, `f16` and
    `f32` convert to `f64`, integer types are dropped; source
    materializations make `test.cast` and `test.type_producer`. Function
    signatures are converted, `test.type_producer` is rebuilt on `f64` or
    `i64`, `test.another_type_producer` becomes a `test.type_producer`,
    `test.type_consumer` takes its converted operand, and the block
    signatures of `test.signature_conversion_undo` and
    `test.signature_conversion_no_converter` are converted (the first one's
    conversion undone, the second one's without materializations). The pass
    fails when the conversion does.
  }];
  let constructor = "crate::test_passes::conversion::TestTypeConversionDriver::default()";
}

def TestConvertCallOp : Pass<"test-convert-call-op", "builtin.module"> {
  let summary = "Tests conversion of `func.call` to `llvm.call` in presence of custom types";
  let description = [{
    MLIR's `TestConvertCallOp` (`src/test_passes/convert_call_op.rs`): a
    partial conversion of the module by `convert-func-to-llvm`'s patterns, the
    llvm dialect legal and the `test` and `func` dialects illegal, with the
    llvm type converter converting `!test.test_type` to `!llvm.ptr<i8>` and
    `!test.smpla` to `i42` (and the llvm types holding them through them, an
    identified struct renamed `_Converted_NAME`); `test.type_producer`
    becomes `llvm.mlir.null`.
  }];
  let dependentDialects = ["llvm"];
  let constructor = "crate::test_passes::convert_call_op::TestConvertCallOp::default()";
}

def TestLegalizePatternDriver
    : Pass<"test-legalize-patterns", "builtin.module"> {
  let summary = "Run test dialect legalization patterns";
  let description = [{
    MLIR's `TestLegalizePatternDriver` (`src/test_passes/legalizer.rs`): the
    `test` dialect's declarative rules and legalization patterns (region
    inlining, cloning and building, block creation and erasure, block
    argument replacement, type producers and consumers, a bounded recursion,
    ops replaced before the pattern ends, ops created in a region before
    their parent, an op erasing its operand's producer), the signatures of
    functions and calls converted by MLIR's `TestTypeConverter` (`i16`
    dropped, `i64` to `f64`, `i42` to `i43`, `f32` to two `f16`, casts as
    `test.cast`), under the conversion `--test-legalize-mode` names:
    `partial` (the default; a remark on each op left unlegalized and one on
    the module if the conversion fails), `full` (unknown ops with
    `test.dynamically_legal` legal; a remark on the module if it fails) or
    `analysis` (a remark on each op that could be legalized).
  }];
  let constructor = "crate::test_passes::legalizer::TestLegalizePatternDriver::default()";
}

def TestDataLayoutQuery : Pass<"test-data-layout-query", "builtin.module"> {
  let summary = "Test data layout queries";
  let description = [{
    Each `test.data_layout_query` op gets the size (`size`, in bytes), the size in
    bits (`bitsize`), the ABI alignment (`alignment`) and the preferred alignment
    (`preferred`) of its result type, as `index` attributes, in the data layout of
    the specs of the modules around it (`strata_framework::interfaces::data_layout`).
    MLIR runs it on `func.func`; Strata's runs on the module, which sees the specs
    of the modules enclosing each function. A type without a layout is an error on
    the op (MLIR stops with a fatal error).
  }];
  let constructor = "crate::test_passes::data_layout::TestDataLayoutQuery::default()";
}
