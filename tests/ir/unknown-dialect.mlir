// An op of an unknown dialect names the dialect and lists the loaded ones (registered
// or declared, as mlir-opt lists its loaded dialects).
// RUN: not strata-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: Dialect `foo' not found for custom op 'foo.asd'
// CHECK: note: Registered dialects: acc, affine, {{.*}}arith, {{.*}}builtin, {{.*}}func, {{.*}}memref, {{.*}}scf, {{.*}}test, {{.*}}x86vector ; for more info
func.func @f() {
  foo.asd
}

// -----

// CHECK: error: custom op 'asd' is unknown (tried 'func.asd' as well)
func.func @g() {
  asd
}
