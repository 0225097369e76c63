// `--mlir-print-ir-before=`, `-after=`, `-before-all`, `-after-all`, `-after-change` and
// `-after-failure` print the op each selected pass runs on, under MLIR 16's banner, on
// stderr in order with the rest: the same stdout, stderr and exit status as mlir-opt's
// (one thread: with several, mlir-opt prints as the threads finish, Strata in the order of
// the ops). Nested ops print with local scope, the module with a trailing newline; adaptors
// are never printed; `-after-change` skips passes that left the op as it was (locations
// included); `-after-failure` prints only after a failed pass (`... Failed (...)`).
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(test-module-pass,func.func(test-function-pass),strip-debuginfo,builtin.module(func.func(strip-debuginfo)))' --mlir-print-ir-before-all --mlir-print-ir-after=strip-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(test-module-pass,func.func(test-function-pass),strip-debuginfo,builtin.module(func.func(strip-debuginfo)))' --mlir-print-ir-after-all
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(test-module-pass,func.func(test-function-pass),strip-debuginfo,builtin.module(func.func(strip-debuginfo)))' --mlir-print-ir-after-all --mlir-print-ir-after-change
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-before=strip-debuginfo,test-module-pass -test-module-pass -strip-debuginfo --mlir-print-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-after-failure -test-module-pass -test-pass-failure
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(test-pass-failure))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-before-all --split-input-file -test-function-pass
// RUN: strata-opt %s --mlir-print-ir-before-all -test-function-pass -o /dev/null 2>&1 | FileCheck %s
// RUN: not strata-opt %s --mlir-print-ir-before=foo -strip-debuginfo 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      // -----// IR Dump Before TestFunctionPass (test-function-pass) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before TestFunctionPass (test-function-pass) //----- //
// CHECK-NEXT: func.func @h() {

// BAD: for the --mlir-print-ir-before option: Cannot find option named 'foo'!

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
