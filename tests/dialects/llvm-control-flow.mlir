// The terminators and calls of MLIR 16's llvm dialect: `llvm.br`, `llvm.cond_br`
// (with branch weights), `llvm.switch` (case values printed unsigned, as MLIR does),
// `llvm.unreachable` and `llvm.call` (direct and indirect, fastmath flags), in their
// custom and generic forms, compared byte for byte with mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i64)
llvm.func @branches(%c: i1, %a: i32, %s: i64) {
  // CHECK-NEXT: llvm.cond_br %arg0 weights(dense<[1, 2]> : vector<2xi32>), ^bb1(%arg1 : i32), ^bb2
  llvm.cond_br %c weights(dense<[1, 2]> : vector<2xi32>), ^bb1(%a : i32), ^bb2
// CHECK: ^bb1(%0: i32):
^bb1(%x: i32):
  // CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb3(%0, %arg1 : i32, i32) {attr = 1 : i64}
  llvm.cond_br %c, ^bb2, ^bb3(%x, %a : i32, i32) {attr = 1}
// CHECK: ^bb2:
^bb2:
  // CHECK-NEXT: llvm.switch %arg1 : i32, ^bb4 [
  // CHECK-NEXT:   4294967295: ^bb1(%arg1 : i32),
  // CHECK-NEXT:   2: ^bb4
  // CHECK-NEXT: ]
  llvm.switch %a : i32, ^bb4 [
    -1: ^bb1(%a : i32),
    2: ^bb4
  ]
^bb3(%y: i32, %z: i32):
  // CHECK: llvm.br ^bb4
  llvm.br ^bb4
^bb4:
  // CHECK: llvm.switch %arg2 : i64, ^bb5 [
  // CHECK-NEXT: ]
  llvm.switch %s : i64, ^bb5 [
  ]
^bb5:
  // CHECK: llvm.switch %arg2 : i64, ^bb6(%arg1 : i32) [
  // CHECK-NEXT:   18446744073709551615: ^bb5
  // CHECK-NEXT: ] {branch_weights = dense<[1, 2]> : vector<2xi32>}
  llvm.switch %s : i64, ^bb6(%a : i32) [
    -1: ^bb5
  ] {branch_weights = dense<[1, 2]> : vector<2xi32>}
^bb6(%w: i32):
  // CHECK: llvm.br ^bb7(%{{.*}}, %arg0 : i32, i1)
  llvm.br ^bb7(%w, %c : i32, i1)
^bb7(%u: i32, %v: i1):
  // CHECK: llvm.unreachable
  llvm.unreachable
}

// -----

// CHECK-LABEL: llvm.func @callee(i32) -> i32
llvm.func @callee(i32) -> i32
llvm.func @void_callee()
llvm.func @varargs(i32, ...) -> i32

// CHECK-LABEL: llvm.func @calls
llvm.func @calls(%a: i32, %p: !llvm.ptr<func<i32 (i32)>>, %q: !llvm.ptr<func<void ()>>, %o: !llvm.ptr) -> i32 {
  // CHECK-NEXT: %0 = llvm.call @callee(%arg0) : (i32) -> i32
  %0 = llvm.call @callee(%a) : (i32) -> i32
  // CHECK-NEXT: %1 = llvm.call %arg1(%0) : (i32) -> i32
  %1 = llvm.call %p(%0) : (i32) -> i32
  // CHECK-NEXT: llvm.call %arg2() : () -> ()
  llvm.call %q() : () -> ()
  // CHECK-NEXT: llvm.call @void_callee() : () -> ()
  llvm.call @void_callee() : () -> ()
  // CHECK-NEXT: %2 = llvm.call @callee(%arg0) {fastmathFlags = #llvm.fastmath<fast>, foo = 1 : i64} : (i32) -> i32
  %2 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<fast>, foo = 1} : (i32) -> i32
  // CHECK-NEXT: %3 = llvm.call @varargs(%arg0, %0, %1) : (i32, i32, i32) -> i32
  %3 = llvm.call @varargs(%a, %0, %1) : (i32, i32, i32) -> i32
  // CHECK-NEXT: %4 = llvm.call %arg3(%arg0) : (i32) -> i32
  %4 = "llvm.call"(%o, %a) : (!llvm.ptr, i32) -> i32
  llvm.return %2 : i32
}
