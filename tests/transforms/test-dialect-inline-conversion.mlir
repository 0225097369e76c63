// `-inline` on calls of the `test` dialect against mlir-opt 16: where the types of a
// `test.conversion_call_op` differ from its callee's, `test.cast` ops convert (between
// `i16` and `i32` only); the ops inlined are marked `inlined_conversion`; a call the
// dialect cannot convert, or marked `noinline`, stays, without conversions.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline=default-pipeline=
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -inline=default-pipeline= --mlir-print-debuginfo
// RUN: strata-opt %s -inline=default-pipeline= | FileCheck %s

// CHECK-LABEL: func @conversion
// CHECK-NEXT: %[[IN:.*]] = "test.cast"(%arg0) : (i16) -> i32
// CHECK-NEXT: %[[OUT:.*]] = "test.cast"(%[[IN]]) : (i32) -> i16
// CHECK-NEXT: %[[KEPT:.*]] = "test.conversion_call_op"(%[[OUT]]) {callee = @callee, noinline}
// CHECK-NEXT: "test.conversion_call_op"(%[[KEPT]], %arg1) {callee = @callee2}
// CHECK-NEXT: return %[[KEPT]]
func.func private @callee(%arg : i32) -> i32 {
  return %arg : i32
}
func.func private @callee2(%arg : i32, %arg1 : i32) {
  return
}
func.func private @multiblock() -> i32 {
  cf.br ^bb1
^bb1:
  %c = arith.constant 0 : i32
  "test.region"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  return %c : i32
}
func.func @conversion(%arg : i16, %big : i64) -> i16 {
  %0 = "test.conversion_call_op"(%arg) {callee = @callee} : (i16) -> i16
  %1 = "test.conversion_call_op"(%0) {callee = @callee, noinline} : (i16) -> i16
  "test.conversion_call_op"(%1, %big) {callee = @callee2} : (i16, i64) -> ()
  return %1 : i16
}
// CHECK-LABEL: func @multiblock_conversion
// CHECK: "test.region"() ({
// CHECK-NEXT: "test.foo"() {inlined_conversion}
// CHECK: }) {inlined_conversion}
// CHECK: "test.cast"(%{{.*}}) : (i32) -> i16
func.func @multiblock_conversion() -> i16 {
  %0 = "test.conversion_call_op"() {callee = @multiblock} : () -> i16
  return %0 : i16
}
