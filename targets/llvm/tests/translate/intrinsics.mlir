// The `llvm.intr.*` ops as calls to LLVM intrinsics, against mlir-translate 16: float
// and integer arithmetic (with fastmath flags), the overflow intrinsics, memory
// intrinsics, lifetime markers, stack save/restore, assume, vector reductions (with and
// without `reassoc`), matrix ops, masked loads and stores, and `llvm.call_intrinsic`.

// CHECK-LABEL: define void @arith
llvm.func @arith(%f: f32, %d: f64, %v: vector<4xf32>, %i: i32, %vi: vector<4xi16>) {
  %false = llvm.mlir.constant(false) : i1
  // CHECK: call float @llvm.fabs.f32(float %0)
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  // CHECK: call fast <4 x float> @llvm.sqrt.v4f32
  %1 = llvm.intr.sqrt(%v) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.pow(%d, %d) : (f64, f64) -> f64
  %3 = llvm.intr.powi(%f, %i) : (f32, i32) -> f32
  %4 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<nnan, contract>} : (f32, f32, f32) -> f32
  %5 = llvm.intr.fmuladd(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %6 = llvm.intr.maxnum(%f, %f) : (f32, f32) -> f32
  %7 = llvm.intr.minimum(%d, %d) : (f64, f64) -> f64
  %8 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  %9 = llvm.intr.floor(%f) : (f32) -> f32
  %10 = llvm.intr.roundeven(%d) : (f64) -> f64
  %11 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %12 = llvm.intr.umin(%vi, %vi) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK: call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  %13 = "llvm.intr.ctlz"(%i, %false) : (i32, i1) -> i32
  %14 = "llvm.intr.cttz"(%vi, %false) : (vector<4xi16>, i1) -> vector<4xi16>
  %15 = llvm.intr.ctpop(%i) : (i32) -> i32
  %16 = llvm.intr.bitreverse(%vi) : (vector<4xi16>) -> vector<4xi16>
  %17 = "llvm.intr.abs"(%i, %false) : (i32, i1) -> i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %18 = "llvm.intr.is.fpclass"(%f, %c3) : (f32, i32) -> i1
  // CHECK: call { i32, i1 } @llvm.uadd.with.overflow.i32
  %19 = "llvm.intr.uadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %20 = "llvm.intr.smul.with.overflow"(%vi, %vi) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// CHECK-LABEL: define void @memory
llvm.func @memory(%p: !llvm.ptr<i8>, %q: !llvm.ptr<i8>, %n: i64, %c: i8, %b: i1) {
  %false = llvm.mlir.constant(false) : i1
  // CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
  "llvm.intr.memcpy"(%p, %q, %n, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memmove"(%p, %q, %n, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memset"(%p, %c, %n, %false) : (!llvm.ptr<i8>, i8, i64, i1) -> ()
  // CHECK: call void @llvm.lifetime.start.p0(i64 8, ptr %0)
  llvm.intr.lifetime.start 8, %p : !llvm.ptr<i8>
  llvm.intr.lifetime.end 8, %p : !llvm.ptr<i8>
  %s = llvm.intr.stacksave : !llvm.ptr<i8>
  llvm.intr.stackrestore %s
  "llvm.intr.assume"(%b) : (i1) -> ()
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.prefetch"(%p, %c0, %c1, %c1) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  llvm.return
}

// CHECK-LABEL: define void @vectors
llvm.func @vectors(%v: vector<4xf32>, %vi: vector<4xi32>, %f: f32, %p: !llvm.ptr<f32>, %m: vector<4xi1>) {
  %0 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  // CHECK: call float @llvm.vector.reduce.fadd.v4f32(float %2, <4 x float> %0)
  %2 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  // CHECK: call reassoc float @llvm.vector.reduce.fmul.v4f32(float %2, <4 x float> %0)
  %3 = "llvm.intr.vector.reduce.fmul"(%f, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %s = llvm.mlir.constant(2 : i64) : i64
  %4 = llvm.intr.matrix.column.major.load %p, <stride = %s> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr<f32> stride i64
  llvm.intr.matrix.column.major.store %4, %p, <stride = %s> {isVolatile = true, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> to !llvm.ptr<f32> stride i64
  %5 = llvm.intr.matrix.multiply %4, %4 {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %6 = llvm.intr.matrix.transpose %5 {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
  %q = llvm.bitcast %p : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
  %7 = llvm.intr.masked.load %q, %m {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  %8 = llvm.intr.masked.load %q, %m, %7 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %8, %q, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  llvm.return
}

// CHECK-LABEL: define float @by_name
llvm.func @by_name(%f: f32, %v: vector<4xf32>) -> f32 {
  %0 = llvm.call_intrinsic "llvm.round"(%f) : (f32) -> f32
  %1 = llvm.call_intrinsic "llvm.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  llvm.return %1 : f32
}
