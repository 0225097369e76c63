// `strata-opt --help`, `--help-list`, `--help-hidden` and `--help-list-hidden` are laid
// out as mlir-opt 16's: each lists the entries both tools have (options with their value
// names, values and help, passes and pipelines with their options) with the same lines,
// in the same order and groups, once the padding before ` - ` (the column of each tool's
// widest entry) is set aside; and the entries Strata has that mlir-opt 16 lacks are these
// (ONLY). Every ` - ` of Strata's help is in one column (help-column.awk); the exact
// columns at mlir-opt's width are checked by the unit test
// `opt::tests::pass_help_has_mlir_opt_layout`.
// RUN: strata-opt --help | awk -f %S/Inputs/help-entries.awk | LC_ALL=C sort > %t.strata-entries
// RUN: mlir-opt --help | awk -f %S/Inputs/help-entries.awk | LC_ALL=C sort > %t.mlir-entries
// RUN: LC_ALL=C comm -12 %t.strata-entries %t.mlir-entries > %t.shared
// RUN: test $(wc -l < %t.shared) -ge 80
// RUN: LC_ALL=C comm -23 %t.strata-entries %t.mlir-entries | FileCheck %s --check-prefix=ONLY
// RUN: strata-opt --help | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.strata
// RUN: mlir-opt --help | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --help | awk -f %S/Inputs/help-column.awk
//
// RUN: strata-opt --help-list | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.strata
// RUN: mlir-opt --help-list | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt -help-list | awk -f %S/Inputs/help-column.awk
//
// The hidden options too (`-h`, `-p`, `--mlir-print-op-generic`, ...):
// RUN: strata-opt --help-hidden | awk -f %S/Inputs/help-entries.awk | LC_ALL=C sort > %t.strata-entries
// RUN: mlir-opt --help-hidden | awk -f %S/Inputs/help-entries.awk | LC_ALL=C sort > %t.mlir-entries
// RUN: LC_ALL=C comm -12 %t.strata-entries %t.mlir-entries > %t.shared
// RUN: LC_ALL=C comm -23 %t.strata-entries %t.mlir-entries | FileCheck %s --check-prefix=ONLY
// RUN: strata-opt --help-hidden | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.strata
// RUN: mlir-opt --help-hidden | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --help-hidden | FileCheck %s --check-prefix=HIDDEN
// RUN: strata-opt --help-list-hidden | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.strata
// RUN: mlir-opt --help-list-hidden | awk -v entries=%t.shared -f %S/Inputs/help-filter.awk > %t.mlir
// RUN: diff %t.mlir %t.strata
//
// `--show-dialects` prints as mlir-opt's (no newline after the last name).
// RUN: strata-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: test "$(strata-opt --show-dialects | tail -c 1 | od -An -c | tr -d ' ')" = t
// RUN: strata-opt --version | FileCheck %s --check-prefix=VERSION
//
// Strata's own layout around the entries:
// RUN: strata-opt --help | FileCheck %s

// ONLY: option debug
// ONLY-NEXT: option debug-only
// ONLY-NEXT: option debug-rewrites
// ONLY-NEXT: option diagnostic-style
// ONLY-NEXT: option example-dialects
// ONLY-NEXT: option run-reproducer
// ONLY-NOT: {{.}}

// HIDDEN: {{^}}  -h{{ +}}- Alias for --help
// HIDDEN: {{^}}  --help-hidden{{ +}}- Display all available options
// HIDDEN: {{^}}  --help-list-hidden{{ +}}- Display list of all available options

// DIALECTS: Available Dialects:
// DIALECTS-NEXT: affine
// DIALECTS-NEXT: arith
// DIALECTS-NEXT: builtin

// VERSION: Strata (strata-opt) version {{[0-9.]+}}
// VERSION-NEXT: {{^}}  {{Optimized|Debug}} build.

// CHECK: OVERVIEW: Strata modular optimizer driver
// CHECK-EMPTY:
// CHECK-NEXT: Available Dialects: affine, arith, builtin, {{.*}}
// CHECK-NEXT: USAGE: strata-opt [options] <input file>
// CHECK-EMPTY:
// CHECK-NEXT: OPTIONS:
// CHECK-EMPTY:
// CHECK-NEXT: Color Options:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  --color{{ +}}- Use colors in output (default=autodetect)
// CHECK-EMPTY:
// CHECK-NEXT: General options:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  --allow-unregistered-dialect{{ +}}- Allow operation with no registered dialects
// CHECK-NEXT: {{^}}  --debug{{ +}}- Enable debug output

// CHECK: Compiler passes to run
// CHECK-NEXT: Passes:
// CHECK-NEXT: --affine-loop-fusion{{ +}}-   Fuse affine loop nests
// CHECK-NEXT: {{^}}        --fusion-compute-tolerance=<number>{{ +}}- Fractional increase in additional computation tolerated while fusing
// CHECK-NEXT: {{^}}        --fusion-fast-mem-space=<uint>{{ +}}- Faster memory space number to promote fusion buffers to
// CHECK-NEXT: {{^}}        --fusion-local-buf-threshold=<ulong>{{ +}}- Threshold size (KiB) for promoting local buffers to fast memory space
// CHECK-NEXT: {{^}}        --fusion-maximal{{ +}}- Enables maximal loop fusion
// CHECK-NEXT: {{^}}        --mode=<value>{{ +}}- fusion mode to attempt
// CHECK-NEXT: {{^}}    =greedy{{ +}}-   Perform greedy (both producer-consumer and sibling)  fusion
// CHECK-NEXT: {{^}}    =producer{{ +}}-   Perform only producer-consumer fusion
// CHECK-NEXT: {{^}}    =sibling{{ +}}-   Perform only sibling fusion
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
// CHECK: {{^}}  --test-legalize-mode=<value>{{ +}}- The legalization mode to use with the test driver
// CHECK-NEXT: {{^}}    =analysis{{ +}}-   Perform an analysis conversion
// CHECK-NEXT: {{^}}    =full{{ +}}-   Perform a full conversion
// CHECK-NEXT: {{^}}    =partial{{ +}}-   Perform a partial conversion
// CHECK-NEXT: {{^}}  --threads=<int>{{ +}}- {{$}}
// CHECK-NEXT: {{^}}  --verify-diagnostics{{ +}}- Check that emitted diagnostics match expected-* lines on the corresponding line
// CHECK-NEXT: {{^}}  --verify-each{{ +}}- Run the verifier after each transformation pass
// CHECK-EMPTY:
// CHECK-NEXT: Generic Options:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  --help{{ +}}- Display available options (--help-hidden for more)
// CHECK-NEXT: {{^}}  --help-list{{ +}}- Display list of available options (--help-list-hidden for more)
// CHECK-NEXT: {{^}}  --version{{ +}}- Display the version of this program
// CHECK-NOT: {{.}}
