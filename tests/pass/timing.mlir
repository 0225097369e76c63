// `--mlir-timing` with pass rows: the report of mlir-opt 16 (tree by default, or
// `--mlir-timing-display=tree`), with the same rows, nesting and columns as mlir-opt's on
// the same pipelines (times aside): nested pipelines (`'func.func' Pipeline`), adaptors
// with several pass managers (`Pipeline Collection : [...]`), op-agnostic pipelines
// (`'any' Pipeline`), a failing pass, one report per chunk; the `User Time` column when
// pipelines ran on other threads. The list display is sorted by time (checked with
// FileCheck: the merged rows, `root` included as mlir-opt 16 shows it).
// Several pipelines of one adaptor are compared on one thread only: with threads, both
// tools order their rows by which thread ran which pipeline first, which varies run to run.
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo),strip-debuginfo,test-module-pass)'
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-timing-display=tree --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo),strip-debuginfo,test-module-pass)'
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo,func.func(test-function-pass)))'
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-function-pass),any(strip-debuginfo))'
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass,func.func(test-pass-failure))'
// RUN: bash %S/Inputs/timing-shape.sh strata-opt mlir-opt %s --split-input-file -test-function-pass -strip-debuginfo
// RUN: strata-opt %s --mlir-timing --mlir-disable-threading --pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo,func.func(test-function-pass)))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: strata-opt %s --mlir-timing --mlir-timing-display=list --mlir-disable-threading -test-function-pass -strip-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not strata-opt %s --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD

// TREE:      ----Wall Time----  ----Name----
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Parser
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Verifier
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Pipeline Collection : ['builtin.module', 'func.func']
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    'func.func' Pipeline
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      StripDebugInfo
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    'builtin.module' Pipeline
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      StripDebugInfo
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      'func.func' Pipeline
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}        TestFunctionPass
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Output
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Rest
// TREE-NEXT: {{[0-9]+\.[0-9]{4} \(100\.0%\)}}  Total
// TREE-NOT: {{.}}

// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{[0-9]+\.[0-9]{4} \(100\.0%\)}}  root
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Parser
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Verifier
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Pipeline Collection : ['func.func']
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  TestFunctionPass
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  StripDebugInfo
// LIST-DAG:  {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Output
// LIST:      {{[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Rest
// LIST-NEXT: {{[0-9]+\.[0-9]{4} \(100\.0%\)}}  Total

// BAD: for the --mlir-timing-display option: Cannot find option named 'flat'!

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

// -----

func.func @k() {
  return
}
