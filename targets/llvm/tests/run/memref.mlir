// printMemrefF32 of MLIR's runner utilities on a descriptor built with insertvalue and
// kept in a global; the data is a dense global array.
// ARGS(CHECK): -e main -entry-point-result=void -shared-libs=%runner_utils,%c_runner_utils %s
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2.5,  -3,  4]
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
module {
  llvm.mlir.global internal @data(dense<[1.0, 2.5, -3.0, 4.0]> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
  llvm.mlir.global internal @descriptor() {addr_space = 0 : i32} : !desc {
    %0 = llvm.mlir.undef : !desc
    llvm.return %0 : !desc
  }
  llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @printNewline()
  llvm.func @main() {
    %data = llvm.mlir.addressof @data : !llvm.ptr
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %four = llvm.mlir.constant(4 : i64) : i64
    %0 = llvm.mlir.undef : !desc
    %1 = llvm.insertvalue %data, %0[0] : !desc
    %2 = llvm.insertvalue %data, %1[1] : !desc
    %3 = llvm.insertvalue %zero, %2[2] : !desc
    %4 = llvm.insertvalue %four, %3[3, 0] : !desc
    %5 = llvm.insertvalue %one, %4[4, 0] : !desc
    %d = llvm.mlir.addressof @descriptor : !llvm.ptr
    llvm.store %5, %d : !desc, !llvm.ptr
    llvm.call @printMemrefF32(%one, %d) : (i64, !llvm.ptr) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
