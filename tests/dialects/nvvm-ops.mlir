// The nvvm ops (spec/dialects/nvvm.td, src/dialects/nvvm.rs) in their custom and
// generic forms, compared byte for byte with mlir-opt 16: the special registers,
// `rcp.approx.ftz.f`, `redux.sync` and `shfl.sync` with their enum keywords (the double
// space before the keyword is MLIR's), `vote.ballot.sync` (its attributes are not
// printed), the barriers, the `cp.async` ops, the warp matrix ops and `mma.sync` (its
// multiplicand PTX types inferred from the operand types and left out when they can be).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @special_registers
llvm.func @special_registers() -> i32 {
  // CHECK: nvvm.read.ptx.sreg.laneid : i32
  %0 = nvvm.read.ptx.sreg.laneid : i32
  // CHECK: nvvm.read.ptx.sreg.warpsize : i32
  %1 = nvvm.read.ptx.sreg.warpsize : i32
  // CHECK: nvvm.read.ptx.sreg.tid.x : i32
  %2 = nvvm.read.ptx.sreg.tid.x : i32
  %3 = nvvm.read.ptx.sreg.tid.y : i32
  %4 = nvvm.read.ptx.sreg.tid.z : i32
  %5 = nvvm.read.ptx.sreg.ntid.x : i32
  %6 = nvvm.read.ptx.sreg.ntid.y : i32
  %7 = nvvm.read.ptx.sreg.ntid.z : i32
  %8 = nvvm.read.ptx.sreg.ctaid.x : i32
  %9 = nvvm.read.ptx.sreg.ctaid.y : i32
  %10 = nvvm.read.ptx.sreg.ctaid.z : i32
  %11 = nvvm.read.ptx.sreg.nctaid.x : i32
  %12 = nvvm.read.ptx.sreg.nctaid.y : i32
  // CHECK: nvvm.read.ptx.sreg.nctaid.z {tag} : i64
  %13 = nvvm.read.ptx.sreg.nctaid.z {tag} : i64
  llvm.return %0 : i32
}

// -----

// CHECK-LABEL: func.func @sync
func.func @sync(%a: i32, %b: i32, %f: f32, %pred: i1) -> f32 {
  // CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
  %0 = nvvm.shfl.sync bfly %a, %b, %a, %b : i32 -> i32
  // CHECK: nvvm.shfl.sync  idx {{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %1 = nvvm.shfl.sync idx %a, %f, %a, %b {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %2 = nvvm.shfl.sync up %a, %f, %a, %b : f32 -> f32
  %3 = nvvm.shfl.sync down %a, %b, %a, %b : i32 -> i32
  // CHECK: nvvm.redux.sync  umax %{{.*}}, %{{.*}} : i32 -> i32
  %4 = nvvm.redux.sync umax %a, %b : i32 -> i32
  %5 = nvvm.redux.sync xor %a, %b {tag} : i32 -> i32
  // CHECK: nvvm.vote.ballot.sync %{{.*}}, %{{.*}} : i32
  %6 = nvvm.vote.ballot.sync %a, %pred {dropped} : i32
  // CHECK: nvvm.barrier0
  nvvm.barrier0
  // CHECK: nvvm.bar.warp.sync %{{.*}} : i32
  nvvm.bar.warp.sync %a : i32
  // CHECK: nvvm.rcp.approx.ftz.f %{{.*}} : f32
  %7 = nvvm.rcp.approx.ftz.f %f : f32
  return %7 : f32
}

// -----

// CHECK-LABEL: func.func @cp_async
func.func @cp_async(%dst: !llvm.ptr<i8, 3>, %src: !llvm.ptr<i8, 1>) {
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16 {bypass_l1}
  nvvm.cp.async.shared.global %dst, %src, 16 {bypass_l1}
  // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4
  nvvm.cp.async.shared.global %dst, %src, 4
  // CHECK: nvvm.cp.async.commit.group
  nvvm.cp.async.commit.group
  // CHECK: nvvm.cp.async.wait.group 1
  nvvm.cp.async.wait.group 1
  return
}

// -----

// CHECK-LABEL: llvm.func @wmma
llvm.func @wmma(%p: !llvm.ptr<i32, 3>, %g: !llvm.ptr<f32, 1>, %s: i32, %v: vector<2xf16>, %x: f32, %t: i32) {
  // CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %2 = nvvm.wmma.load %g, %s {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32, 1>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK: nvvm.wmma.store %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  nvvm.wmma.store %p, %s, %v, %v, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  nvvm.wmma.store %g, %s, %x, %x, %x, %x, %x, %x, %x, %x {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<f32, 1>, f32, f32, f32, f32, f32, f32, f32, f32
  // CHECK: nvvm.wmma.mma {{.*}} {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
  %3 = nvvm.wmma.mma %t, %t, %t, %t, %t, %t, %t, %t, %x, %x, %x, %x, %x, %x, %x, %x {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %4 = nvvm.wmma.mma %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK: nvvm.ldmatrix %{{.*}} {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<i32, 3>) -> i32
  %5 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<i32, 3>) -> i32
  %6 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @mma_f16
llvm.func @mma_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                   %c0 : vector<2xf16>, %c1 : vector<2xf16>, %c2 : vector<2xf16>, %c3 : vector<2xf16>,
                   %f : f32) {
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1] C[%f, %f, %f, %f]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<k = 16, m = 16, n = 8>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>,
     multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @mma_int
llvm.func @mma_int(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32,
                   %d0 : f64, %d1 : f64, %t0 : f32) {
  // CHECK: nvvm.mma.sync A[%{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}]  {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %1 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>,
     shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK: nvvm.mma.sync A[%{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %3 = nvvm.mma.sync A[%d0] B[%d1] C[%d0, %d1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %4 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%t0, %t0, %t0, %t0]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>,
     multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>}
    : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// The dialect's attribute `nvvm.kernel` on an `llvm.func`, and an op the dialect does
// not define (it accepts them, as MLIR's does).
// CHECK-LABEL: llvm.func @kernel
// CHECK-SAME: attributes {nvvm.kernel}
llvm.func @kernel() attributes {nvvm.kernel} {
  // CHECK: "nvvm.not.an.op"() : () -> ()
  "nvvm.not.an.op"() : () -> ()
  llvm.return
}
