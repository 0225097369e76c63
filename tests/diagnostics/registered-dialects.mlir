// A custom op of an unknown dialect lists the registered dialects, as mlir-opt 16 does:
// MLIR's own (those Strata defines and those it only declares), not Strata's example
// dialects `calc` and `demo`, which `--example-dialects` adds.
// RUN: not strata-opt %s -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt --example-dialects %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXAMPLES

// EXAMPLES: note: Registered dialects: {{.*}}, builtin, calc, cf, {{.*}}, demo, {{.*}}, tosa, transform,
func.func @f() {
  foo.asd
}
