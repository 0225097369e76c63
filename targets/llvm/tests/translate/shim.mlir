// What LLVM 16's C API cannot set, through src/shim.cpp: fast-math flags, dso_local,
// allocas in an address space, splats of scalable vectors; also complex constants and
// shufflevector.
// CHECK: define dso_local float @fm
// CHECK: fadd nnan ninf float
// CHECK: alloca i32, align 4, addrspace(5)
"llvm.mlir.global"() ({
}) {addr_space = 0 : i32, dso_local, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 1 : i32} : () -> ()
"llvm.func"() ({
^bb0(%arg0: f32, %arg1: vector<4xf32>):
  %0 = "llvm.fadd"(%arg0, %arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32, f32) -> f32
  %1 = "llvm.fmul"(%0, %arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %2 = "llvm.fcmp"(%1, %0) {fastmathFlags = #llvm.fastmath<nsz, arcp, contract>, predicate = 1 : i64} : (f32, f32) -> i1
  %3 = "llvm.call"(%1, %arg1) {callee = @fm, fastmathFlags = #llvm.fastmath<afn, reassoc>} : (f32, vector<4xf32>) -> f32
  %4 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32
  %5 = "llvm.alloca"(%4) {elem_type = i32} : (i32) -> !llvm.ptr<5>
  %6 = "llvm.shufflevector"(%arg1, %arg1) {mask = array<i32: 0, -1, 7, 2, 1>} : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
  %7 = "llvm.mlir.constant"() {value = [1.5 : f32, 2.0 : f32]} : () -> !llvm.struct<(f32, f32)>
  %8 = "llvm.mlir.constant"() {value = dense<(1,2)> : tensor<2xcomplex<i16>>} : () -> !llvm.array<2 x struct<(i16, i16)>>
  %9 = "llvm.mlir.constant"() {value = dense<2.0> : vector<[4]xf32>} : () -> vector<[4]xf32>
  %10 = "llvm.mlir.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> !llvm.array<2 x array<2 x i8>>
  "llvm.store"(%6, %5) : (vector<5xf32>, !llvm.ptr<5>) -> ()
  "llvm.store"(%7, %5) : (!llvm.struct<(f32, f32)>, !llvm.ptr<5>) -> ()
  "llvm.store"(%8, %5) : (!llvm.array<2 x struct<(i16, i16)>>, !llvm.ptr<5>) -> ()
  "llvm.store"(%9, %5) : (vector<[4]xf32>, !llvm.ptr<5>) -> ()
  "llvm.store"(%10, %5) : (!llvm.array<2 x array<2 x i8>>, !llvm.ptr<5>) -> ()
  "llvm.store"(%2, %5) : (i1, !llvm.ptr<5>) -> ()
  "llvm.return"(%3) : (f32) -> ()
}) {CConv = #llvm.cconv<ccc>, dso_local, function_type = !llvm.func<f32 (f32, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "fm"} : () -> ()
