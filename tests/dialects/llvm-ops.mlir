// The first ops of MLIR 16's llvm dialect: `llvm.func` (linkage and calling
// convention keywords, variadic and external functions, argument and result
// attributes), `llvm.return`, `llvm.load` and `llvm.store` (typed and opaque
// pointers, `volatile`) and `llvm.mlir.undef`, in their custom forms and generic
// forms, compared byte for byte with mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @simple()
// CHECK-NEXT: llvm.return
llvm.func @simple() {
  llvm.return
}

// CHECK-LABEL: llvm.func @identity(%arg0: i64) -> i64
// CHECK-NEXT: llvm.return %arg0 : i64
llvm.func @identity(%arg0: i64) -> i64 {
  llvm.return %arg0 : i64
}

// CHECK-LABEL: llvm.func internal @internal_func()
llvm.func internal @internal_func() {
  llvm.return
}

// CHECK-LABEL: llvm.func weak fastcc @weak_fast()
llvm.func weak fastcc @weak_fast() {
  llvm.return
}

// CHECK-LABEL: llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK-LABEL: llvm.func @only_varargs(...)
llvm.func @only_varargs(...)
// CHECK-LABEL: llvm.func extern_weak @ext_weak(i32)
llvm.func extern_weak @ext_weak(i32)

// CHECK-LABEL: llvm.func @with_attrs(%arg0: !llvm.ptr<i32> {llvm.noalias}) -> (i32 {llvm.zeroext})
// CHECK-SAME: attributes {passthrough = ["noinline"]}
llvm.func @with_attrs(%arg0: !llvm.ptr<i32> {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["noinline"]} {
  %0 = llvm.load %arg0 : !llvm.ptr<i32>
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @memory
llvm.func @memory(%p: !llvm.ptr<f32>, %q: !llvm.ptr, %s: !llvm.ptr<struct<(i32, f32)>>) {
  // CHECK: llvm.load %{{.*}} : !llvm.ptr<f32>
  %0 = llvm.load %p : !llvm.ptr<f32>
  // CHECK: llvm.load volatile %{{.*}} : !llvm.ptr -> f32
  %1 = llvm.load volatile %q : !llvm.ptr -> f32
  // CHECK: llvm.load %{{.*}} {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i64
  %2 = llvm.load %q {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i64
  // CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
  llvm.store %1, %p : !llvm.ptr<f32>
  // CHECK: llvm.store volatile %{{.*}}, %{{.*}} : f32, !llvm.ptr
  llvm.store volatile %0, %q : f32, !llvm.ptr
  // CHECK: llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %3 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : !llvm.ptr<struct<(i32, f32)>>
  llvm.store %3, %s {alignment = 8 : i64} : !llvm.ptr<struct<(i32, f32)>>
  llvm.return
}

// -----

// Inside `func.func` too, with builtin vectors.
// CHECK-LABEL: func.func @in_func
func.func @in_func(%p: !llvm.ptr<vector<4xf32>>) -> vector<4xf32> {
  // CHECK: llvm.load %{{.*}} : !llvm.ptr<vector<4xf32>>
  %0 = llvm.load %p : !llvm.ptr<vector<4xf32>>
  // CHECK: llvm.mlir.undef : vector<4xf32>
  %1 = llvm.mlir.undef : vector<4xf32>
  llvm.store %1, %p : !llvm.ptr<vector<4xf32>>
  return %0 : vector<4xf32>
}
