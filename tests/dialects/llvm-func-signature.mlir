// An llvm.func written in the generic form without `linkage` or `CConv` gets their
// default values (`external`, `ccc`) when it is created, as MLIR 16's
// populateDefaultAttrs sets them; the custom form omits them. A function argument's
// location follows its attributes, in llvm.func and func.func alike. Output and
// diagnostics are mlir-opt 16's.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-debuginfo
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// GENERIC: "llvm.func"() ({
// GENERIC: }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "generic"} : () -> ()
// CHECK: llvm.func @generic()
"llvm.func"() ({
}) {sym_name = "generic", function_type = !llvm.func<void ()>} : () -> ()

// GENERIC: {CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<internal>, sym_name = "explicit"}
// CHECK: llvm.func internal fastcc @explicit(%{{.*}}: i64) -> i64
"llvm.func"() ({
^bb0(%arg0: i64):
  llvm.return %arg0 : i64
}) {sym_name = "explicit", function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<internal>, CConv = #llvm.cconv<fastcc>} : () -> ()

// GENERIC: {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak>, sym_name = "weak"}
// CHECK: llvm.func weak @weak()
"llvm.func"() ({
  llvm.return
}) {sym_name = "weak", function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak>} : () -> ()

// -----

// CHECK: func.func @arg_locs(%{{.*}}: memref<f32> {llvm.noalias}, %{{.*}}: i32)
// LOC: func.func @arg_locs(%{{.*}}: memref<f32> {llvm.noalias} loc("first"), %{{.*}}: i32 loc("second"))
func.func @arg_locs(%a: memref<f32> {llvm.noalias} loc("first"), %b: i32 loc("second")) {
  return
}

// CHECK: llvm.func @llvm_arg_locs(%{{.*}}: !llvm.ptr {llvm.noalias}, %{{.*}}: i32)
// LOC: llvm.func @llvm_arg_locs(%{{.*}}: !llvm.ptr {llvm.noalias} loc("third"), %{{.*}}: i32 loc("fourth"))
llvm.func @llvm_arg_locs(%a: !llvm.ptr {llvm.noalias} loc("third"), %b: i32 loc("fourth")) {
  llvm.return
}
