// The IR printing options of the pass manager on `-opt` (strata-opt's implementation):
// after each pass, around one pass, only after the passes that changed the IR, in module
// scope (which needs threading off, as in MLIR), and bad pass names.
// RUN: toyc-ch5 %s -emit=mlir -opt --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=AFTER-ALL
// RUN: toyc-ch5 %s -emit=mlir -opt --mlir-print-ir-before=toy-shape-inference 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: toyc-ch6 %s -emit=mlir -opt --mlir-print-ir-after-all --mlir-print-ir-after-change 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: toyc-ch4 %s -emit=mlir -opt --mlir-print-ir-after=toy-shape-inference --mlir-print-ir-module-scope --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not toyc-ch4 %s -emit=mlir -opt --mlir-print-ir-before-all --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not toyc-ch4 %s -emit=mlir -opt --mlir-print-ir-after=no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: toyc-ch7 %s -emit=mlir -opt --mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=GENERIC

toy.func private @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
  %1 = toy.generic_call @transpose_transpose(%0) : (tensor<2x2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// The inliner's simplification of each function, the inliner, then the function's
// pipeline; the final dump after them.
// AFTER-ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-ALL-NEXT: toy.func private @transpose_transpose(
// AFTER-ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-ALL-NEXT: toy.func @main()
// AFTER-ALL:      // -----// IR Dump After Inliner (inline) //----- //
// AFTER-ALL-NEXT: module {
// AFTER-ALL:      // -----// IR Dump After ShapeInferencePass (toy-shape-inference) //----- //
// AFTER-ALL-NEXT: toy.func @main() {
// AFTER-ALL:        toy.print %{{.*}} : tensor<2x2xf64>
// AFTER-ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-ALL:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-ALL-NEXT: toy.func @main() {
// AFTER-ALL:      module {
// AFTER-ALL-NOT:  IR Dump

// BEFORE:         // -----// IR Dump Before ShapeInferencePass (toy-shape-inference) //----- //
// BEFORE-NEXT:    toy.func @main() {
// BEFORE:           toy.cast
// BEFORE-NOT:     IR Dump

// CSE changes nothing here.
// CHANGE:         IR Dump After Inliner (inline)
// CHANGE:         IR Dump After ShapeInferencePass (toy-shape-inference)
// CHANGE-NOT:     IR Dump After CSE

// SCOPE:          // -----// IR Dump After ShapeInferencePass (toy-shape-inference) ('toy.func' operation: @main) //----- //
// SCOPE-NEXT:     module {
// SCOPE-NEXT:       toy.func @main() {
// SCOPE-NOT:      IR Dump

// THREADS: LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first.
// UNKNOWN: toyc-ch4: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!

// GENERIC: "builtin.module"() ({
// GENERIC:   "toy.print"(%{{.*}}) : (tensor<2x2xf64>) -> ()
