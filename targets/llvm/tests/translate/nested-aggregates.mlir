// insertvalue and extractvalue at nested positions are one instruction each, as
// mlir-translate builds them (a memref descriptor's sizes and strides).
// CHECK: insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %{{[0-9]+}}, i64 %1, 3, 1
// CHECK: extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %{{[0-9]+}}, 4, 0
module {
  llvm.func @descriptor(%p: !llvm.ptr<f32>, %n: i64) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %n, %1[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %n, %2[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.extractvalue %3[3] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.extractvalue %5[1] : !llvm.array<2 x i64>
    %7 = llvm.add %4, %6 : i64
    llvm.return %7 : i64
  }
}
