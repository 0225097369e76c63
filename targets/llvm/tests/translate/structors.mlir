// Global constructors and destructors: one appending global each, entries in order.
// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }]
"llvm.mlir.global_ctors"() {ctors = [@foo, @bar], priorities = [0 : i32, 65535 : i32]} : () -> ()
"llvm.mlir.global"() ({
}) {addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i32} : () -> ()
"llvm.mlir.global_dtors"() {dtors = [@bar], priorities = [7 : i32]} : () -> ()
llvm.func @foo() {
  llvm.return
}
llvm.func @bar() {
  llvm.return
}
