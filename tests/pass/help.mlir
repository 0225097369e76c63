// `strata-opt --help` lists every registered pass and pipeline with its summary and
// options in mlir-opt 16's layout (the exact columns are checked at mlir-opt's width by
// the unit test `opt::tests::pass_help_has_mlir_opt_layout`); the entries are mlir-opt's
// once their padding is set aside.
// RUN: strata-opt --help | FileCheck %s
// The entries of the passes both tools have (a pass and its options):
// RUN: echo '--canonicalize --control-flow-sink --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --convert-math-to-llvm --convert-memref-to-llvm --convert-scf-to-cf --cse --expand-strided-metadata --inline --llvm-request-c-wrappers --loop-invariant-code-motion --lower-affine --print-op-stats --reconcile-unrealized-casts --sccp --snapshot-op-locations --strip-debuginfo --symbol-dce --symbol-privatize --topological-sort --view-op-graph --test-convert-call-op --test-options-pass --test-pass-create-invalid-ir --test-options-pass-pipeline --test-data-layout-query' > %t.passes
// RUN: strata-opt --help | awk -v passes="$(cat %t.passes)" '!/^      / { keep = 0 } /^      --[^ ]/ { keep = index(" " passes " ", " " $1 " ") > 0 } keep' | tr -s ' ' > %t.strata
// RUN: mlir-opt --help | awk -v passes="$(cat %t.passes)" '!/^      / { keep = 0 } /^      --[^ ]/ { keep = index(" " passes " ", " " $1 " ") > 0 } keep' | tr -s ' ' > %t.mlir
// RUN: diff %t.mlir %t.strata

// CHECK: Compiler passes to run
// CHECK-NEXT: Passes:
// CHECK-NEXT: --affine-loop-fusion{{ +}}-   Fuse affine loop nests
// CHECK-NEXT: --affine-scalrep{{ +}}-   Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads
// CHECK-NEXT: --canonicalize{{ +}}-   Canonicalize operations
// CHECK-NEXT: --disable-patterns=<string>{{ +}}- Labels of patterns that should be filtered out during application
// CHECK-NEXT: --enable-patterns=<string>{{ +}}- Labels of patterns that should be used during application, all other patterns are filtered out
// CHECK-NEXT: --max-iterations=<long>{{ +}}- Max. iterations between applying patterns / simplifying regions
// CHECK-NEXT: --max-num-rewrites=<long>{{ +}}- Max. number of pattern rewrites within an iteration
// CHECK-NEXT: --region-simplify{{ +}}- Perform control flow optimizations to the region tree
// CHECK-NEXT: --test-convergence{{ +}}- Test only: Fail pass on non-convergence to detect cyclic pattern
// CHECK-NEXT: --top-down{{ +}}- Seed the worklist in general top-down order
// CHECK-NEXT: --control-flow-sink{{ +}}-   Sink operations into conditional blocks
// CHECK-NEXT: --convert-arith-to-llvm{{ +}}- Convert Arith dialect to LLVM dialect
// CHECK-NEXT: --index-bitwidth=<uint>{{ +}}- Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT: --convert-cf-to-llvm{{ +}}-   Convert ControlFlow operations to the LLVM dialect
// CHECK-NEXT: --index-bitwidth=<uint>{{ +}}- Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT: --convert-func-to-llvm{{ +}}-   Convert from the Func dialect to the LLVM dialect
// CHECK-NEXT: --data-layout=<string>{{ +}}- String description (LLVM format) of the data layout that is expected on the produced module
// CHECK-NEXT: --index-bitwidth=<uint>{{ +}}- Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT: --use-bare-ptr-memref-call-conv{{ +}}- Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types
// CHECK-NEXT: --convert-math-to-llvm{{ +}}-   Convert Math dialect to LLVM dialect
// CHECK-NEXT: --convert-memref-to-llvm{{ +}}-   Convert operations from the MemRef dialect to the LLVM dialect
// CHECK-NEXT: --index-bitwidth=<uint>{{ +}}- Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT: --use-aligned-alloc{{ +}}- Use aligned_alloc in place of malloc for heap allocations
// CHECK-NEXT: --use-generic-functions{{ +}}- Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions
// CHECK-NEXT: --convert-scf-to-cf{{ +}}-   Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
// CHECK-NEXT: --cse{{ +}}-   Eliminate common sub-expressions
// CHECK-NEXT: --expand-strided-metadata{{ +}}-   Expand memref operations into easier to analyze constructs
// CHECK-NEXT: --inline{{ +}}-   Inline function calls
// CHECK-NEXT: --default-pipeline=<string>{{ +}}- The default optimizer pipeline used for callables
// CHECK-NEXT: --max-iterations=<uint>{{ +}}- Maximum number of iterations when inlining within an SCC
// CHECK-NEXT: --op-pipelines=<pass-manager>{{ +}}- Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)
// CHECK-NEXT: --llvm-request-c-wrappers{{ +}}-   Request C wrapper emission for all functions
// CHECK-NEXT: --loop-invariant-code-motion{{ +}}-   Hoist loop invariant instructions outside of the loop
// CHECK-NEXT: --lower-affine{{ +}}-   Lower Affine operations to a combination of Standard and SCF operations
// CHECK-NEXT: --print-op-stats{{ +}}-   Print statistics of operations
// CHECK-NEXT: --json{{ +}}- print the stats as JSON
// CHECK-NEXT: --reconcile-unrealized-casts{{ +}}-   Simplify and eliminate unrealized conversion casts
// CHECK-NEXT: --sccp{{ +}}-   Sparse Conditional Constant Propagation
// CHECK-NEXT: --snapshot-op-locations{{ +}}-   Generate new locations from the current IR
// CHECK-NEXT: --filename=<string>{{ +}}- The filename to print the generated IR
// CHECK-NEXT: --tag=<string>{{ +}}- A tag to use when fusing the new locations with the original. If unset, the locations are replaced.
// CHECK-NEXT: --strip-debuginfo{{ +}}-   Strip debug info from all operations
// CHECK: --test-convert-call-op{{ +}}-   Tests conversion of `func.call` to `llvm.call` in presence of custom types
// CHECK: --test-options-pass{{ +}}-   Test options parsing capabilities
// CHECK-NEXT: --list=<int>{{ +}}- Example list option
// CHECK: Pass Pipelines:
// CHECK-NEXT: --test-options-pass-pipeline{{ +}}-   Parses options using pass pipeline registration
