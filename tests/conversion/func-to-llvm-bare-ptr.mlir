// `convert-func-to-llvm=use-bare-ptr-memref-call-conv` against mlir-opt 16: memrefs of
// static shape, strides and offset cross function boundaries as their aligned pointer;
// the entry block rebuilds each memref argument's descriptor from the static shape,
// calls pass the aligned pointer and rebuild descriptors of memref results, returns
// give the aligned pointer; a function with a dynamic memref stays; `llvm.emit_c_interface`
// makes no C wrapper.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv -reconcile-unrealized-casts
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv,index-bitwidth=32

func.func private @ext(memref<4xf32>, index) -> (memref<4xf32>, i32)

func.func @static(%m: memref<2x3xf32>, %n: memref<4xf32, 5>, %o: memref<4xf32>, %i: index) -> (memref<4xf32>, i32) {
  %r:2 = call @ext(%o, %i) : (memref<4xf32>, index) -> (memref<4xf32>, i32)
  "test.use"(%m, %n) : (memref<2x3xf32>, memref<4xf32, 5>) -> ()
  return %r#0, %r#1 : memref<4xf32>, i32
}

func.func @single(%m: memref<8xi8> {llvm.noalias}) -> memref<8xi8> {
  return %m : memref<8xi8>
}

func.func @strided(%m: memref<4x4xf32, strided<[8, 1], offset: 2>>) {
  return
}

// -----

func.func @dynamic(%m: memref<?xf32>) {
  return
}

// -----

// No C wrappers under the bare pointer convention, for definitions and declarations.
func.func @c_iface(%m: memref<4xf32>, %i: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %i : i32
}

func.func private @c_iface_ext(memref<4xf32>) attributes {llvm.emit_c_interface}
