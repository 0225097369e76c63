// `builtin.unrealized_conversion_cast` is pure (an unused one is erased) and folds: a cast
// to its own input types gives its inputs, a cast of exactly the results of another cast
// back to that cast's input types gives that cast's inputs. Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT:    return %arg0, %arg1 : i32, i32
func.func @round_trip(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @same_types
// CHECK-NEXT:    return %arg0 : i32
func.func @same_types(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @unused
// CHECK-NEXT:    return
func.func @unused(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast to f32
  return
}

// -----

// Not the other cast's results in order, or not back to its input types: both stay.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT:    %[[A:.*]]:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT:    %[[B:.*]]:2 = builtin.unrealized_conversion_cast %[[A]]#1, %[[A]]#0 : i64, i64 to i32, i32
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]]#0, %[[A]]#1 : i64, i64 to i16
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %[[A]]#0 : i64 to i32
// CHECK-NEXT:    return %[[B]]#0, %[[B]]#1, %[[C]], %[[D]]
func.func @kept(%a: i32, %b: i32) -> (i32, i32, i16, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  %2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i16
  %3 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1#0, %1#1, %2, %3 : i32, i32, i16, i32
}

// -----

// A chain folds one link at a time.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    return %arg0 : i32
func.func @chain(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
  return %3 : i32
}
