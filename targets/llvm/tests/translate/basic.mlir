// Functions, declarations, linkage, blocks and their arguments as phis, loads and stores.
// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK: declare ptr @malloc(i64)
// CHECK: declare void @free(ptr)
// CHECK: define i32 @foo(i32 %0, ptr %1) {
// CHECK: %[[V:.*]] = phi i32 [ %{{.*}}, %2 ]
// CHECK: store i32 %[[V]], ptr %1, align 4
// CHECK: define internal void @baz()
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
module {
  llvm.func @foo(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
    %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
    "llvm.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):
    llvm.store %1, %arg1 : i32, !llvm.ptr
    %2 = llvm.load %arg1 {alignment = 16 : i64, volatile_} : !llvm.ptr -> i32
    llvm.store volatile %2, %arg1 {alignment = 2 : i64} : i32, !llvm.ptr
    llvm.return %2 : i32
  }
  llvm.func @bar(i64) -> !llvm.void attributes {sym_visibility = "private"}
  llvm.func internal @baz() {
    llvm.return
  }
  llvm.func weak @w(%arg0: !llvm.ptr<i32>) -> !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    llvm.return %0 : !llvm.struct<(i32, f64)>
  }
}
