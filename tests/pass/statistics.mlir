// `--mlir-pass-statistics` reports each pass's statistics after the passes ran (also when
// one failed), in MLIR 16's format: `--mlir-pass-statistics-display=list` (the default)
// merges the passes by name, sorted; `=pipeline` follows the nesting of the pipeline
// (`'func.func' Pipeline`). A statistic sums its value over every op and thread. Debian's
// mlir-opt 16 is built without LLVM_ENABLE_STATS and prints the frame alone: compared live
// on passes without statistics, and with FileCheck on MLIR's format otherwise.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-pass-statistics -test-function-pass -strip-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-pass-statistics --split-input-file -test-pass-failure
// RUN: strata-opt %s --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(test-stats-pass,test-function-pass),test-stats-pass,builtin.module(func.func(test-stats-pass)))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --mlir-pass-statistics --mlir-disable-threading --mlir-pass-statistics-display=pipeline --pass-pipeline='builtin.module(func.func(test-stats-pass,test-function-pass),test-stats-pass,builtin.module(func.func(test-stats-pass)))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: strata-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=pipeline --pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(func.func(test-stats-pass)))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MERGED
// RUN: not strata-opt %s --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

// LIST:      ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^                         \.\.\. Pass statistics report \.\.\.$}}
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^  TestStatisticPass$}}
// LIST-NEXT: {{^    \(S\) 14 num-ops - Number of operations counted$}}
// LIST-EMPTY:

// PIPELINE:      ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: ... Pass statistics report ...
// PIPELINE-NEXT: ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: {{^'func.func' Pipeline$}}
// PIPELINE-NEXT: {{^  TestStatisticPass$}}
// PIPELINE-NEXT: {{^    \(S\) 4 num-ops - Number of operations counted$}}
// PIPELINE-NEXT: {{^  TestFunctionPass$}}
// PIPELINE-NEXT: {{^TestStatisticPass$}}
// PIPELINE-NEXT: {{^  \(S\) 8 num-ops - Number of operations counted$}}
// PIPELINE-NEXT: {{^'builtin.module' Pipeline$}}
// PIPELINE-NEXT: {{^  'func.func' Pipeline$}}
// PIPELINE-NEXT: {{^    TestStatisticPass$}}
// PIPELINE-NEXT: {{^      \(S\) 2 num-ops - Number of operations counted$}}
// PIPELINE-EMPTY:

// MERGED:      {{^Pipeline Collection : \['builtin.module', 'func.func'\]$}}
// MERGED-NEXT: {{^  'builtin.module' Pipeline$}}
// MERGED-NEXT: {{^    'func.func' Pipeline$}}
// MERGED-NEXT: {{^      TestStatisticPass$}}
// MERGED-NEXT: {{^        \(S\) 2 num-ops - Number of operations counted$}}
// MERGED-NEXT: {{^  'func.func' Pipeline$}}
// MERGED-NEXT: {{^    StripDebugInfo$}}

// BAD: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
builtin.module {
  func.func @g() {
    return
  }
}
func.func @h() {
  return
}
