// Conversions on threads, `convert-func-to-llvm`: each function's body is converted apart
// (its blocks' signatures first), and the `func.func` ops themselves in the conversion of
// the module around them; a module with a function whose conversion may fail or emit a
// diagnostic, or that needs a C wrapper, is converted as one. Same output as mlir-opt
// 16's with threads (1, 2 and 7 of them) and without, here and on the inputs of
// `convert-func-to-llvm`'s own tests.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm --mlir-disable-threading
// RUN: env RAYON_NUM_THREADS=1 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm -reconcile-unrealized-casts
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %S/../conversion/func-to-llvm.mlir --split-input-file -allow-unregistered-dialect -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %S/../conversion/func-to-llvm.mlir --split-input-file -allow-unregistered-dialect -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %S/../conversion/func-to-llvm.mlir --split-input-file -allow-unregistered-dialect -verify-diagnostics -convert-func-to-llvm
// RUN: env RAYON_NUM_THREADS=2 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %S/../conversion/func-to-llvm-bare-ptr.mlir --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %S/../conversion/func-to-llvm-bare-ptr.mlir --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv -reconcile-unrealized-casts

// Functions with memref, index and several results, calling one another, with blocks
// whose arguments convert, loops and an unranked memref result (its copy needs `malloc`).
func.func private @ext(memref<4xf32>, index) -> (memref<4xf32>, i32)

func.func @first(%m: memref<4xf32>, %i: index) -> (memref<4xf32>, i32) {
  %r:2 = call @ext(%m, %i) : (memref<4xf32>, index) -> (memref<4xf32>, i32)
  return %r#0, %r#1 : memref<4xf32>, i32
}

func.func @blocks(%p: i1, %a: memref<4xf32>, %b: memref<4xf32>, %i: index) -> f32 {
  cf.cond_br %p, ^bb1(%a, %i : memref<4xf32>, index), ^bb1(%b, %i : memref<4xf32>, index)
^bb1(%m: memref<4xf32>, %j: index):
  %v = memref.load %m[%j] : memref<4xf32>
  return %v : f32
}

func.func @loop(%n: index, %m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = arith.cmpi sge, %k, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %f = memref.load %m[%k] : memref<?xf32>
  memref.store %f, %m[%c0] : memref<?xf32>
  %next = arith.addi %k, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %k : index
}

func.func @unranked(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}

func.func @addr() -> (() -> ()) {
  %f = constant @nothing : () -> ()
  return %f : () -> ()
}

func.func private @nothing()

func.func @static_shape(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %r:2 = call @first_static(%m) : (memref<2x3xf32>) -> (memref<2x3xf32>, i32)
  return %r#0 : memref<2x3xf32>
}

func.func private @first_static(memref<2x3xf32>) -> (memref<2x3xf32>, i32)

// -----

// A C wrapper: one conversion.
func.func @wrapped(%m: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

func.func @plain(%a: i32) -> i32 {
  return %a : i32
}

// -----

// Linkage and `llvm.readnone`, both valid, on functions converted apart.
func.func @internal(%a: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %a : i64
}

func.func @pure(%a: i64) -> i64 attributes {llvm.readnone} {
  %b = call @internal(%a) : (i64) -> i64
  return %b : i64
}

// -----

// A bad linkage: the diagnostic of one conversion.
func.func @bad(%a: i64) -> i64 attributes {llvm.linkage = 3 : i64} {
  return %a : i64
}

func.func @good(%a: i64) -> i64 {
  return %a : i64
}
