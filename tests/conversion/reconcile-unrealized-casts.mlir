// `reconcile-unrealized-casts` against mlir-opt 16: round trips, chains, dead casts,
// casts of several values and bifurcations erased; a cast left with a live use is an
// error, and the pass fails leaving its chunk unchanged.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -reconcile-unrealized-casts
// RUN: not strata-opt %s --split-input-file -reconcile-unrealized-casts 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @roundtrip
// CHECK-NEXT: return %arg0 : i32
func.func @roundtrip(%arg0: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: return %arg0 : i32
func.func @chain(%arg0: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f64
  %2 = builtin.unrealized_conversion_cast %1 : f64 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
  return %3 : i32
}

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: return
func.func @dead(%arg0: i32) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f64
  return
}

// CHECK-LABEL: func.func @multi
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
func.func @multi(%arg0: i32, %arg1: f32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, f32
  %2:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, f32
  return %2#0, %1#1 : i32, f32
}

// CHECK-LABEL: func.func @bifurcation
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @bifurcation(%arg0: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f64
  %2 = builtin.unrealized_conversion_cast %1 : f64 to i32
  %3 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %2, %3 : i32, i32
}

// CHECK-LABEL: func.func @nested
// CHECK: "test.region"() ({
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
func.func @nested(%arg0: i32) {
  "test.region"() ({
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i32
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// A cast used by another op stays: an error.
func.func @live(%arg0: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to f64
  %2 = builtin.unrealized_conversion_cast %1 : f64 to i32
  return %0 : i64
}

// -----

// An exit of another type: an error.
func.func @open_chain(%arg0: i32) -> f64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f64
  return %1 : f64
}
