// The verifiers and parse errors of the nvvm ops beyond those of the corpus's
// Dialect/LLVMIR/invalid.mlir, in mlir-opt 16's wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @shfl_pred_not_i1(%a : i32, %f : f32) {
  // expected-error@+1 {{expected return type to be a two-element struct with i1 as the second element}}
  %0 = nvvm.shfl.sync bfly %a, %f, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i8)>
  return
}

// -----

func.func @cp_async_size(%dst: !llvm.ptr<i8, 3>, %src: !llvm.ptr<i8, 1>) {
  // expected-error@+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %dst, %src, 2 {bypass_l1}
  return
}

// -----

llvm.func @wmma_load_bad_combination(%p: !llvm.ptr<i32, 3>, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wmma_store_count(%p: !llvm.ptr<i32, 3>, %s: i32, %v: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %s, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_store_type(%p: !llvm.ptr<i32, 3>, %s: i32, %v: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected data operands of type 'f32'}}
  nvvm.wmma.store %p, %s, %v, %v, %v, %v, %v, %v, %v, %v {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_mma_bad_combination(%x: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %x {eltypeA = #nvvm.mma_type<f32>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (f32) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_two(%p: !llvm.ptr<i32, 3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %l = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<i32, 3>) -> i32
  llvm.return
}

// -----

func.func @mma_cannot_infer(%a : !llvm.ptr, %c : i32) {
  // expected-error@+1 {{attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (!llvm.ptr, !llvm.ptr, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @mma_integer_a_is_s32(%a : i32, %c : i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <8, 8, 16>}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @mma_needs_overflow(%a : i32, %c : i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @mma_bad_b(%a : vector<2xf16>, %c : f32) {
  // expected-error@+1 {{Could not match types for the B operands; expected one of 1xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

func.func @mma_invalid_type(%a : f64, %c : f64) {
  // expected-error@+1 {{invalid shape or multiplicand type: f64}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}

// -----

// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @kernel_on_func() attributes {nvvm.kernel} {
  return
}
