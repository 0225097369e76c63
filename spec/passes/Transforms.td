//===- Transforms.td - the passes of the transforms layer ----*- tablegen -*-===//
//
// The passes of `framework/src/transforms`, with the arguments, summaries,
// options and statistics of MLIR 16's passes of the same names (`--help` shows
// the same text as mlir-opt's); the descriptions say what Strata's passes do. Option
// types keep MLIR's C++ spellings, read as Rust types (`spec/base/PassBase.td`).
// A constructor is the Rust expression that makes the pass.
//
// `tblgen --gen-pass-decls` makes `framework/src/transforms/passes.rs` (the
// passes' declarations and `register`), `tblgen --gen-pass-doc` a part of
// `docs/passes.md`; `bash scripts/regenerate.sh` refreshes both.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PASSES_TRANSFORMS
#define STRATA_PASSES_TRANSFORMS

include "base/PassBase.td"

def AffineLoopFusion : Pass<"affine-loop-fusion"> {
  let summary = "Fuse affine loop nests";
  let description = [{
    Producer-consumer fusion of the affine loop nests of each block of the
    regions of the op the pass runs on: a nest storing into a memref that a later
    nest loads is moved into it at the innermost depth and erased. Strata covers
    the case where both are perfect nests of the same constant bounds, the loads
    read each element at the iteration the producer wrote it, and the memrefs the
    producer writes are allocated locally and used by the two nests and
    `memref.dealloc` only (framework/src/transforms/affine_loop_fusion.rs lists
    the conditions). MLIR's sibling fusion, slices of other shapes and private
    memrefs are not implemented. The options are MLIR 16's, parsed and printed
    as mlir-opt's; the pass does not read them yet (every mode fuses as above).
  }];
  let options = [
    Option<"computeToleranceThreshold", "fusion-compute-tolerance", "double",
           /*default=*/"0.30f", "Fractional increase in additional computation "
                                "tolerated while fusing">,
    Option<"fastMemorySpace", "fusion-fast-mem-space", "unsigned",
           /*default=*/"0",
           "Faster memory space number to promote fusion buffers to">,
    Option<"localBufSizeThreshold", "fusion-local-buf-threshold", "uint64_t",
           /*default=*/"0", "Threshold size (KiB) for promoting local buffers "
                            "to fast memory space">,
    Option<"maximalFusion", "fusion-maximal", "bool", /*default=*/"false",
           "Enables maximal loop fusion">,
    Option<"affineFusionMode", "mode", "enum FusionMode",
           "mlir::FusionMode::Greedy", "fusion mode to attempt",
           "llvm::cl::values(clEnumValN(mlir::FusionMode::Greedy,"
           " \"greedy\", \"Perform greedy (both producer-consumer and sibling)  fusion\"), "
           "clEnumValN( mlir::FusionMode::ProducerConsumer, "
           "\"producer\", \"Perform only producer-consumer fusion\"), "
           "clEnumValN( mlir::FusionMode::Sibling, "
           "\"sibling\", \"Perform only sibling fusion\"))">,
  ];
  let constructor = "crate::transforms::affine_loop_fusion::AffineLoopFusion::default()";
  let dependentDialects = ["memref"];
}

def AffineScalarReplacement : Pass<"affine-scalrep", "func.func"> {
  let summary = "Replace affine memref accesses by scalars by forwarding stores "
                "to loads and eliminating redundant loads";
  let description = [{
    Store to load forwarding, redundant load elimination and dead store
    elimination for affine memref accesses, then the removal of the memrefs left
    with stores only. Strata's dependence rule is conservative: the earlier access
    is in the block of the later one, to the same element (same memref, map and
    operands), with no write of the memref in between; only memrefs allocated in
    the function and used by affine loads, stores and `memref.dealloc` are
    changed (framework/src/transforms/affine_scalrep.rs).
  }];
  let constructor = "crate::transforms::affine_scalrep::AffineScalarReplacement::default()";
}

def Canonicalizer : Pass<"canonicalize"> {
  let summary = "Canonicalize operations";
  let description = [{
    Rewrites the ops nested in the op it runs on into their canonical form with
    the greedy pattern driver: the canonicalization patterns of every
    registered op (`hasCanonicalizer`, `hasCanonicalizeMethod`) and the folds
    of every op (`hasFolder`), constants de-duplicated and hoisted to the entry
    block of their region by the dialects' constant materializers, ops left
    dead erased, and, with `region-simplify`, unreachable blocks removed. The
    driver stops when nothing changes or after `max-iterations` rounds; with
    `test-convergence`, not converging fails the pass. `disable-patterns` and
    `enable-patterns` filter the patterns by name.
  }];
  let constructor = "crate::transforms::canonicalize::Canonicalize::default()";
  let options = [
    Option<"topDownProcessingEnabled", "top-down", "bool",
           /*default=*/"true",
           "Seed the worklist in general top-down order">,
    Option<"enableRegionSimplification", "region-simplify", "bool",
           /*default=*/"true",
           "Perform control flow optimizations to the region tree">,
    Option<"maxIterations", "max-iterations", "int64_t",
           /*default=*/"10",
           "Max. iterations between applying patterns / simplifying regions">,
    Option<"maxNumRewrites", "max-num-rewrites", "int64_t", /*default=*/"-1",
           "Max. number of pattern rewrites within an iteration">,
    Option<"testConvergence", "test-convergence", "bool", /*default=*/"false",
           "Test only: Fail pass on non-convergence to detect cyclic pattern">,
    ListOption<"disabledPatterns", "disable-patterns", "std::string",
               "Labels of patterns that should be filtered out during"
               " application">,
    ListOption<"enabledPatterns", "enable-patterns", "std::string",
               "Labels of patterns that should be used during"
               " application, all other patterns are filtered out">,
  ];
}

def ControlFlowSink : Pass<"control-flow-sink"> {
  let summary = "Sink operations into conditional blocks";
  let description = [{
    Moves an op into the regions of a `RegionBranchOpInterface` op (`scf.if`,
    `scf.index_switch`, ...) when every use of its results is inside regions
    that run at most once, so that paths which do not need the results do not
    compute them. The op's own region-invocation bounds say which regions run
    at most once. Ops are moved, never copied.

    It is the mirror of `loop-invariant-code-motion`, which moves ops out of
    regions that run many times. Unreachable blocks can hold uses that keep an
    op from sinking: run `canonicalize` first to remove them.
  }];
  let constructor = "crate::transforms::control_flow_sink::ControlFlowSink::default()";
  let statistics = [
    Statistic<"numSunk", "num-sunk", "Number of operations sunk">,
  ];
}

def CSE : Pass<"cse"> {
  let summary = "Eliminate common sub-expressions";
  let description = [{
    Common sub-expression elimination: an op equal to an earlier one that
    dominates it (same name, operands, attributes, result types and regions)
    is replaced by it and erased. Whether an op may be merged comes from its
    memory effects (`MemoryEffectsOpInterface`): ops without effects merge
    freely, reads merge when no write happens between them in the block.
    Regions are visited with the dominator tree; ops isolated from above and
    unregistered ops start a table of their own. Ops left without uses and
    without effects are erased.
  }];
  let constructor = "crate::transforms::cse::Cse::default()";
  let statistics = [
    Statistic<"numCSE", "num-cse'd", "Number of operations CSE'd">,
    Statistic<"numDCE", "num-dce'd", "Number of operations DCE'd">
  ];
}

def Inliner : Pass<"inline"> {
  let summary = "Inline function calls";
  let constructor = "crate::transforms::inliner::Inliner::default()";
  let options = [
    Option<"defaultPipelineStr", "default-pipeline", "std::string",
           /*default=*/"", "The default optimizer pipeline used for callables">,
    ListOption<"opPipelineList", "op-pipelines", "OpPassManager",
               "Callable operation specific optimizer pipelines (in the form "
               "of `dialect.op(pipeline)`)">,
    Option<"maxInliningIterations", "max-iterations", "unsigned",
           /*default=*/"4",
           "Maximum number of iterations when inlining within an SCC">,
  ];
}

def LocationSnapshot : Pass<"snapshot-op-locations"> {
  let summary = "Generate new locations from the current IR";
  let description = [{
    Prints the op to a file (`filename`; a temporary file when it is empty,
    standard output for `-`), with the printing flags of the command line, and
    gives every printed op the location of its text in that file:
    `loc("file.mlir":LINE:COL)`, the line and indentation where it starts.

    Without `tag`, the new location replaces the op's. With `tag`, both are
    kept in a fused location, the new one under the tag's name:

    ```mlir
    // before, with tag=snapshot:
    ... loc("input.toy":3:7)
    // after:
    ... loc(fused["input.toy":3:7, "snapshot"("snapshot.mlir":12:5)])
    ```
  }];
  let constructor = "crate::transforms::location_snapshot::LocationSnapshot::default()";
  let options = [
    Option<"fileName", "filename", "std::string", /*default=*/"",
           "The filename to print the generated IR">,
    Option<"tag", "tag", "std::string", /*default=*/"",
           "A tag to use when fusing the new locations with the "
           "original. If unset, the locations are replaced.">,
  ];
}

def LoopInvariantCodeMotion : Pass<"loop-invariant-code-motion"> {
  let summary = "Hoist loop invariant instructions outside of the loop";
  let constructor = "crate::transforms::licm::LoopInvariantCodeMotion::default()";
}

def PrintOpStats : Pass<"print-op-stats"> {
  let summary = "Print statistics of operations";
  let constructor = "crate::transforms::op_stats::PrintOpStats::default()";
  let options = [
    Option<"printAsJSON", "json", "bool", /*default=*/"false",
           "print the stats as JSON">
  ];
}

def SCCP : Pass<"sccp"> {
  let summary = "Sparse Conditional Constant Propagation";
  let description = [{
    Finds the values that are constant on every path the program can take and
    replaces them with constants. Blocks are assumed dead and values constant
    until shown otherwise: a block runs once a live branch may reach it (a
    branch whose condition is a known constant reaches one successor only),
    the regions of an op run as its `RegionBranchOpInterface` says given its
    constant operands, and a private function runs when a live call reaches
    it. A value is constant when the op defining it folds to a constant given
    the constants of its operands, or when every live edge reaching it (a
    branch, a region's terminator, a call's return) passes the same constant.

    The constants are made by the dialect of the op that folded (one per
    value and type at the start of the nearest region isolated from above);
    an op whose results all became constants and that has no side effect is
    erased. Branches are not rewritten: dead blocks stay for `canonicalize`.

    The algorithm is Wegman and Zadeck's, "Constant Propagation with
    Conditional Branches" (1991).
  }];
  let constructor = "crate::transforms::sccp::Sccp::default()";
}

def StripDebugInfo : Pass<"strip-debuginfo"> {
  let summary = "Strip debug info from all operations";
  let description = [{
    Replaces the location of every op, and of every block argument, by the
    unknown location (`loc(unknown)`).
  }];
  let constructor = "crate::transforms::strip_debuginfo::StripDebugInfo::default()";
}

def SymbolDCE : Pass<"symbol-dce"> {
  let summary = "Eliminate dead symbols";
  let description = [{
    Erases the symbols nothing live can reach. A symbol is live when its
    visibility reaches outside the IR (`public`, the default) or when a live
    op refers to it; ops that are not symbols are live. Liveness follows
    symbol references through nested symbol tables; every symbol left dead,
    private or nested, is erased.

    ```mlir
    func.func private @unused()
    func.func private @used()
    func.func @entry() {
      "foo.op"() {callee = @used} : () -> ()
      return
    }
    ```

    keeps `@entry` (public) and `@used` (referred to by `@entry`) and erases
    `@unused`.
  }];
  let constructor = "crate::transforms::symbol_dce::SymbolDce::default()";

  let statistics = [
    Statistic<"numDCE", "num-dce'd", "Number of symbols DCE'd">,
  ];
}

def SymbolPrivatize : Pass<"symbol-privatize"> {
  let summary = "Mark symbols private";
  let description = [{
    Gives `private` visibility to every symbol directly in the regions of the
    op the pass runs on, but those named in `exclude`.
  }];
  let options = [
    ListOption<"exclude", "exclude", "std::string",
       "Comma separated list of symbols that should not be marked private">
  ];
  let constructor = "crate::transforms::symbol_privatize::SymbolPrivatize::default()";
}

def ViewOpGraph : Pass<"view-op-graph"> {
  let summary = "Print Graphviz visualization of an operation";
  let description = [{
    Writes a Graphviz DOT graph of the op to standard error: an op is a node,
    a block and a region are clusters, a use of a value is a solid edge and,
    with `print-control-flow-edges`, a successor is a dashed edge. Attributes
    and result types are printed in the nodes, shortened to `max-label-len`
    characters. The IR is not changed.
  }];
  let options = [
    Option<"maxLabelLen", "max-label-len", "unsigned",
            /*default=*/"20", "Limit attribute/type length to number of chars">,
    Option<"printAttrs", "print-attrs", "bool",
           /*default=*/"true", "Print attributes of operations">,
    Option<"printControlFlowEdges", "print-control-flow-edges", "bool",
           /*default=*/"false", "Print control flow edges">,
    Option<"printDataFlowEdges", "print-data-flow-edges", "bool",
           /*default=*/"true", "Print data flow edges">,
    Option<"printResultTypes", "print-result-types", "bool",
            /*default=*/"true", "Print result types of operations">
  ];
  let constructor = "crate::transforms::view_op_graph::ViewOpGraph::default()";
}

def TopologicalSort : Pass<"topological-sort"> {
  let summary = "Sort regions without SSA dominance in topological order";
  let description = [{
    Orders the ops of every block of the nested regions without SSA dominance
    (graph regions) so that, wherever possible, an op comes after the ops
    whose results it uses. The order is stable: a block already sorted is not
    changed, and ops on a cycle go to the end of their block in their
    original order. Readers and some later passes find sorted IR easier.
  }];

  let constructor = "crate::transforms::topological_sort::TopologicalSort::default()";
}

def ExpandStridedMetadata : Pass<"expand-strided-metadata"> {
  let summary = "Expand memref operations into easier to analyze constructs";
  let description = [{
    Rewrites the memref ops that change a memref's metadata (offset, sizes,
    strides) into `memref.extract_strided_metadata` of their source, the new
    metadata as `affine.apply` (constants when they fold) and a
    `memref.reinterpret_cast` of the base buffer: `memref.subview`,
    `memref.expand_shape` and `memref.collapse_shape`. The metadata extracted
    from `memref.alloc`, `memref.alloca`, `memref.get_global`,
    `memref.reinterpret_cast` and the base buffer of another
    `memref.extract_strided_metadata` is replaced by its values. The patterns
    run under the greedy driver, which folds and erases dead ops.
  }];
  let constructor = "crate::transforms::expand_strided_metadata::ExpandStridedMetadata::default()";
  let dependentDialects = ["affine", "memref"];
}

#endif // STRATA_PASSES_TRANSFORMS
