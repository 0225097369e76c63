// The canonicalization patterns of `arith.select` MLIR 16 writes in C++
// (`SelectI1Simplify`, `SelectToExtUI`) against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --split-input-file -canonicalize | FileCheck %s

// An `i1` select becomes `and`s and an `or`.
// CHECK-LABEL: func.func @select_i1
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[N:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT: %[[A:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %[[B:.*]] = arith.andi %[[N]], %arg2 : i1
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[A]], %[[B]] : i1
// CHECK-NEXT: return %[[R]]
func.func @select_i1(%c: i1, %a: i1, %b: i1) -> i1 {
  %r = arith.select %c, %a, %b : i1
  return %r : i1
}

// -----

// Selecting 1 or 0 extends the condition; 0 or 1 its negation.
// CHECK-LABEL: func.func @select_ext
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK: %[[E:.*]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %[[N:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT: %[[F:.*]] = arith.extui %[[N]] : i1 to i8
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %{{.*}}, %{{.*}} : i16
// CHECK-NEXT: %[[V:.*]] = arith.select %arg0, %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK-NEXT: return %[[E]], %[[F]], %[[S]], %[[V]]
func.func @select_ext(%c: i1) -> (i32, i8, i16, vector<2xi32>) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = arith.select %c, %one, %zero : i32
  %one8 = arith.constant 1 : i8
  %zero8 = arith.constant 0 : i8
  %b = arith.select %c, %zero8, %one8 : i8
  %two = arith.constant 2 : i16
  %zero16 = arith.constant 0 : i16
  %d = arith.select %c, %two, %zero16 : i16
  %onev = arith.constant dense<1> : vector<2xi32>
  %zerov = arith.constant dense<0> : vector<2xi32>
  %e = arith.select %c, %onev, %zerov : vector<2xi32>
  return %a, %b, %d, %e : i32, i8, i16, vector<2xi32>
}
