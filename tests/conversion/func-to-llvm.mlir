// `convert-func-to-llvm` against mlir-opt 16: signatures (scalars, several results,
// function types, memrefs ranked, dynamic, strided, 0-D, in a memory space, unranked),
// calls direct and indirect, `func.constant`, the arith and cf lowerings inside,
// argument and result attributes, linkage, `llvm.readnone`, variadic functions, the C
// interface wrappers of defined functions and of external functions of scalars, and
// the functions that stay (unconverted signature) or fail (bad attributes); with a
// 32-bit index, a data layout, and the generic form. (Locations are not compared: the
// arguments of converted blocks are at unknown locations in MLIR 16, at their original
// arguments' in Strata.)
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=index-bitwidth=32
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=data-layout=e-p:32:32 -reconcile-unrealized-casts
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -mlir-print-op-generic -convert-func-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -verify-diagnostics -convert-func-to-llvm

func.func private @ext(i32, index) -> (i32, f64)
func.func private @none()

func.func @scalars(%a: i32, %i: index, %p: i1) -> (i32, f64, index) {
  %r:2 = call @ext(%a, %i) : (i32, index) -> (i32, f64)
  call @none() : () -> ()
  %c = arith.constant 1 : index
  %s = arith.addi %i, %c : index
  cf.cond_br %p, ^bb1(%s : index), ^bb1(%i : index)
^bb1(%x: index):
  return %r#0, %r#1, %x : i32, f64, index
}

func.func @function_values(%f: (f32) -> i32, %g: f32) -> (() -> ()) {
  %0 = call_indirect %f(%g) : (f32) -> i32
  %1 = constant @none : () -> ()
  call_indirect %1() : () -> ()
  return %1 : () -> ()
}

// -----

func.func private @take(memref<4x?xf32>, memref<*xi8>) -> memref<4xf32>

func.func @memrefs(%a: memref<4x?xf32>, %b: memref<*xi8>, %c: memref<f32>,
                   %d: memref<8xi32, 3>, %e: memref<4x4xf32, strided<[8, 1], offset: 2>>) -> memref<4xf32> {
  %r = call @take(%a, %b) : (memref<4x?xf32>, memref<*xi8>) -> memref<4xf32>
  "test.use"(%c, %d, %e) : (memref<f32>, memref<8xi32, 3>, memref<4x4xf32, strided<[8, 1], offset: 2>>) -> ()
  return %r : memref<4xf32>
}

func.func @static(%a: memref<2x3xf32> {test.arg}, %i: index) -> (memref<2x3xf32>, index) {
  cf.br ^bb1(%a : memref<2x3xf32>)
^bb1(%m: memref<2x3xf32>):
  return %m, %i : memref<2x3xf32>, index
}

// -----

func.func @attributes(%a: i64 {test.one = 1 : i32}, %m: memref<4xf32> {llvm.noalias}) -> (f32 {test.res}) attributes {test.fn} {
  %0 = arith.constant 1.0 : f32
  return %0 : f32
}

func.func @results_attrs() -> (i32 {test.a}, f32, i64 {test.b = 2}) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1.0 : f32
  %2 = arith.constant 2 : i64
  return %0, %1, %2 : i32, f32, i64
}

func.func private @weak(i32) attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @pure(i32) -> i32 attributes {llvm.readnone}
func.func @variadic(%a: i32) attributes {func.varargs = true} {
  return
}
func.func private @unsupported(tensor<4xi32>) -> i32
func.func private @unsupported_element() -> memref<4xcomplex<f32>>

// -----

func.func @c_interface(%a: memref<?xf32> {test.a}, %b: f32, %u: memref<*xf32>) -> (memref<?xf32> {test.r}, f32) attributes {llvm.emit_c_interface} {
  return %a, %b : memref<?xf32>, f32
}

func.func @c_interface_scalar(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}

func.func private @c_external(i32, f32) -> i64 attributes {llvm.emit_c_interface}
func.func private @c_external_void() attributes {llvm.emit_c_interface}

// -----

// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage(i32) attributes {llvm.linkage = 3 : i64}

// -----

// expected-error@+1 {{Contains llvm.readnone attribute not of type UnitAttr}}
func.func private @bad_readnone(i32) attributes {llvm.readnone = 1 : i32}

// -----

// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func @bad_c_interface(%a: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}
