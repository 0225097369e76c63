// The custom forms of the builtin ops (`module`, `unrealized_conversion_cast`) through
// the op hooks: parsed with and without the `builtin.` prefix, printed as mlir-opt 16
// prints them, and round-tripped through the generic form. Compared byte for byte.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s > %t.generic
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %t.generic > %t.back
// RUN: diff %t.mlir %t.back
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: FileCheck %s < %t.strata

// CHECK: module @named attributes {test.attr = 1 : i32} {
module @named attributes {test.attr = 1 : i32} {
  // CHECK: module {
  // CHECK-NEXT: }
  builtin.module {}
  %a = "foo.op"() : () -> !foo.type
  // CHECK: = unrealized_conversion_cast %{{.*}} : !foo.type to i32 {note} loc(
  %b = unrealized_conversion_cast %a : !foo.type to i32 {note}
  // CHECK: %{{.*}}:2 = unrealized_conversion_cast %{{.*}}, %{{.*}} : !foo.type, i32 to i64, i64
  %c:2 = builtin.unrealized_conversion_cast %a, %b : !foo.type, i32 to i64, i64
  %d = unrealized_conversion_cast to i1 loc("here")
  "foo.region"() ({
    // Inside a region of an op without a default dialect, the prefix stays.
    // CHECK: builtin.unrealized_conversion_cast to f32
    %e = builtin.unrealized_conversion_cast to f32
    // CHECK: builtin.module {
    module {}
  }) : () -> ()
}

// -----

// An implicit top-level module around custom-form ops.
%x = unrealized_conversion_cast to index
"foo.use"(%x) : (index) -> ()
