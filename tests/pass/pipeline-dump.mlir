// `--dump-pass-pipeline` prints the pass manager as mlir-opt 16 prints it: nested pass
// managers, implicit nesting of pass flags for another op, pipelines registered with
// their options, options sorted with empty list options leaving their separator, and a
// `--pass-pipeline` anchor kept as written. Each run is compared with mlir-opt's stdout,
// stderr and exit status (the test passes are those of mlir-opt's test library).
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline -test-function-pass -test-module-pass -test-options-pass -test-function-pass -test-stats-pass
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline -test-pm-nested-pipeline
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --test-options-pass-pipeline='list=3 string-list=a,{b,c} string="x y"'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(test-options-pass{list=1,2,0x10 string-list=a,"b c" string={d e}},test-function-pass),test-module-pass,any(test-stats-pass))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline -p 'builtin.module(builtin.module(func.func(test-function-pass)),func.func(test-options-pass-pipeline{list=7}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module()'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-module-pass{ },func.func(test-options-pass{list=1 list=2 string=a string=b}))'
// The anchor of a textual pipeline is what precedes `(`, spaces included.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --pass-pipeline=' builtin.module(test-module-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --dump-pass-pipeline -test-function-pass
// RUN: strata-opt %s --dump-pass-pipeline -test-options-pass -test-module-pass -o /dev/null 2>&1 | FileCheck %s

// CHECK: Pass Manager with 2 passes:
// CHECK-NEXT: builtin.module(func.func(test-options-pass{ string= }),test-module-pass)
// CHECK-EMPTY:

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
