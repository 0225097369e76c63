// The llvm ops computing values (spec/dialects/llvm/ArithOps.td): constants and null
// pointers, integer and float arithmetic with `#llvm.fastmath<...>` (the default `none`
// left out of the custom form), `llvm.icmp`/`llvm.fcmp`, `llvm.select`, `llvm.freeze`,
// the casts, and the aggregate and vector ops, in their custom and generic forms,
// compared byte for byte with mlir-opt 16 (the double space before the attributes of
// the arithmetic ops and the space after the type of the aggregate ops are MLIR's).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @constants
llvm.func @constants() {
  // CHECK: llvm.mlir.constant(42 : i32) : i32
  %0 = llvm.mlir.constant(42 : i32) : i32
  // CHECK: llvm.mlir.constant(42 : i64) : i64
  %1 = llvm.mlir.constant(42) : i64
  // CHECK: llvm.mlir.constant(1.500000e+00 : f32) : f32
  %2 = llvm.mlir.constant(1.5 : f32) : f32
  // CHECK: llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(true) : i1
  // CHECK: llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  %4 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  // CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  %5 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  // CHECK: llvm.mlir.constant([1.000000e+00, 2.000000e+00]) : !llvm.struct<(f64, f64)>
  %6 = llvm.mlir.constant([1.0 : f64, 2.0 : f64]) : !llvm.struct<(f64, f64)>
  // CHECK: llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %7 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  // CHECK: llvm.mlir.null : !llvm.ptr<i8>
  %8 = llvm.mlir.null : !llvm.ptr<i8>
  // CHECK: llvm.mlir.null : !llvm.ptr<3>
  %9 = llvm.mlir.null : !llvm.ptr<3>
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @arithmetic
llvm.func @arithmetic(%arg0: i32, %arg1: f32, %arg3: vector<4xf32>, %arg4: vector<4xi32>) {
  // CHECK: llvm.add %{{.*}}, %{{.*}}  : i32
  %0 = llvm.add %arg0, %arg0 : i32
  // CHECK: llvm.sub %{{.*}}, %{{.*}}  : i32
  %1 = llvm.sub %arg0, %arg0 : i32
  // CHECK: llvm.mul
  %2 = llvm.mul %arg0, %arg0 : i32
  // CHECK: llvm.udiv
  %3 = llvm.udiv %arg0, %arg0 : i32
  // CHECK: llvm.sdiv
  %4 = llvm.sdiv %arg0, %arg0 : i32
  // CHECK: llvm.urem
  %5 = llvm.urem %arg0, %arg0 : i32
  // CHECK: llvm.srem
  %6 = llvm.srem %arg0, %arg0 : i32
  // CHECK: llvm.and
  %7 = llvm.and %arg0, %arg0 : i32
  // CHECK: llvm.or
  %8 = llvm.or %arg0, %arg0 : i32
  // CHECK: llvm.xor
  %9 = llvm.xor %arg0, %arg0 : i32
  // CHECK: llvm.shl
  %10 = llvm.shl %arg0, %arg0 : i32
  // CHECK: llvm.lshr
  %11 = llvm.lshr %arg0, %arg0 : i32
  // CHECK: llvm.ashr %{{.*}}, %{{.*}}  {foo} : i32
  %12 = llvm.ashr %arg0, %arg0 {foo} : i32
  // CHECK: llvm.add %{{.*}}, %{{.*}}  : vector<4xi32>
  %13 = llvm.add %arg4, %arg4 : vector<4xi32>
  // CHECK: llvm.fadd %{{.*}}, %{{.*}}  : f32
  %14 = llvm.fadd %arg1, %arg1 : f32
  // CHECK: llvm.fsub %{{.*}}, %{{.*}}  {fastmathFlags = #llvm.fastmath<fast>} : f32
  %15 = llvm.fsub %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK: llvm.fmul %{{.*}}, %{{.*}}  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fmul %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  // CHECK: llvm.fdiv %{{.*}}, %{{.*}}  : f32
  %17 = llvm.fdiv %arg1, %arg1 {fastmathFlags = #llvm.fastmath<none>} : f32
  // CHECK: llvm.frem %{{.*}}, %{{.*}}  : vector<4xf32>
  %18 = llvm.frem %arg3, %arg3 : vector<4xf32>
  // CHECK: llvm.fneg %{{.*}}  {fastmathFlags = #llvm.fastmath<afn>} : f32
  %19 = llvm.fneg %arg1 {fastmathFlags = #llvm.fastmath<afn>} : f32
  // CHECK: llvm.fneg %{{.*}}  : f32
  %20 = llvm.fneg %arg1 : f32
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @compare
llvm.func @compare(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr<i8>, %arg3: vector<4xf32>, %arg4: vector<4xi32>, %v: !llvm.vec<4 x ptr<i8>>) {
  // CHECK: llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
  %0 = llvm.icmp "slt" %arg0, %arg0 : i32
  // CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : !llvm.ptr<i8>
  %1 = llvm.icmp "eq" %arg2, %arg2 : !llvm.ptr<i8>
  // CHECK: llvm.fcmp "olt" %{{.*}}, %{{.*}} : f32
  %2 = llvm.fcmp "olt" %arg1, %arg1 : f32
  // CHECK: llvm.fcmp "_true" %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %3 = llvm.fcmp "_true" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  // CHECK: llvm.icmp "uge" %{{.*}}, %{{.*}} : vector<4xi32>
  %4 = llvm.icmp "uge" %arg4, %arg4 : vector<4xi32>
  // CHECK: llvm.icmp "ne" %{{.*}}, %{{.*}} : !llvm.vec<4 x ptr<i8>>
  %5 = llvm.icmp "ne" %v, %v : !llvm.vec<4 x ptr<i8>>
  // CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
  %6 = llvm.select %0, %arg0, %arg0 : i1, i32
  // CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
  %7 = llvm.select %4, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
  // CHECK: llvm.freeze %{{.*}} : i32
  %8 = llvm.freeze %arg0 : i32
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @casts
llvm.func @casts(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr<i8>, %arg3: i64) {
  // CHECK: llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<i32>
  %0 = llvm.bitcast %arg2 : !llvm.ptr<i8> to !llvm.ptr<i32>
  // CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<i8, 1>
  %1 = llvm.addrspacecast %arg2 : !llvm.ptr<i8> to !llvm.ptr<i8, 1>
  // CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<i8>
  %2 = llvm.inttoptr %arg3 : i64 to !llvm.ptr<i8>
  // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<i8> to i64
  %3 = llvm.ptrtoint %arg2 : !llvm.ptr<i8> to i64
  // CHECK: llvm.sext %{{.*}} : i32 to i64
  %4 = llvm.sext %arg0 : i32 to i64
  // CHECK: llvm.zext %{{.*}} : i32 to i64
  %5 = llvm.zext %arg0 : i32 to i64
  // CHECK: llvm.trunc %{{.*}} : i32 to i8
  %6 = llvm.trunc %arg0 : i32 to i8
  // CHECK: llvm.fpext %{{.*}} : f32 to f64
  %7 = llvm.fpext %arg1 : f32 to f64
  // CHECK: llvm.fptrunc %{{.*}} : f32 to f16
  %8 = llvm.fptrunc %arg1 : f32 to f16
  // CHECK: llvm.sitofp %{{.*}} : i32 to f32
  %9 = llvm.sitofp %arg0 : i32 to f32
  // CHECK: llvm.uitofp %{{.*}} : i32 to f32
  %10 = llvm.uitofp %arg0 : i32 to f32
  // CHECK: llvm.fptosi %{{.*}} : f32 to i32
  %11 = llvm.fptosi %arg1 : f32 to i32
  // CHECK: llvm.fptoui %{{.*}} : f32 to i32
  %12 = llvm.fptoui %arg1 : f32 to i32
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @aggregates
llvm.func @aggregates(%arg0: i32, %arg1: f32, %arg3: vector<4xf32>, %v: !llvm.vec<4 x ptr<i8>>, %s: !llvm.struct<(i32, f32)>, %a: !llvm.array<2 x array<3 x i64>>, %i: i64, %sv: vector<[4]xf32>) {
  // CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, f32)> {{$}}
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(i32, f32)> {{$}}
  %1 = llvm.insertvalue %arg1, %s[1] : !llvm.struct<(i32, f32)>
  // CHECK: llvm.extractvalue %{{.*}}[1, 2] : !llvm.array<2 x array<3 x i64>>
  %2 = llvm.extractvalue %a[1, 2] : !llvm.array<2 x array<3 x i64>>
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[0, 0] : !llvm.array<2 x array<3 x i64>>
  %3 = llvm.insertvalue %2, %a[0, 0] : !llvm.array<2 x array<3 x i64>>
  // CHECK: llvm.extractelement %{{.*}}[%{{.*}} : i32] : vector<4xf32>
  %4 = llvm.extractelement %arg3[%arg0 : i32] : vector<4xf32>
  // CHECK: llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
  %5 = llvm.insertelement %arg1, %arg3[%arg0 : i32] : vector<4xf32>
  // CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 7] : vector<4xf32> {{$}}
  %6 = llvm.shufflevector %arg3, %arg3 [0, 1, 7] : vector<4xf32>
  // CHECK: llvm.extractelement %{{.*}}[%{{.*}} : i64] : !llvm.vec<4 x ptr<i8>>
  %7 = llvm.extractelement %v[%i : i64] : !llvm.vec<4 x ptr<i8>>
  // CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 1] : !llvm.vec<4 x ptr<i8>>
  %8 = llvm.shufflevector %v, %v [0, 1] : !llvm.vec<4 x ptr<i8>>
  // CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0] : vector<[4]xf32>
  %9 = llvm.shufflevector %sv, %sv [0, 0, 0] : vector<[4]xf32>
  llvm.return
}
