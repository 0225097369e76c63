// The module's data layout and target triple; a Windows MSVC triple adds the CodeView
// flag.
// CHECK: target datalayout = "e-m:w-i64:64"
// CHECK: target triple = "x86_64-pc-windows-msvc"
// CHECK: !{i32 2, !"CodeView", i32 1}
module attributes {llvm.data_layout = "e-m:w-i64:64", llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.func @f(%arg0: !llvm.ptr) -> i64 {
    %0 = llvm.load %arg0 : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}
