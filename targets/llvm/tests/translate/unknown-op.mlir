// An llvm op with no translation: mlir-translate's diagnostic, exit 1, no output.
llvm.func @foo(%arg0: i32) -> i32 {
  %0 = "llvm.foo"(%arg0) : (i32) -> i32
  llvm.return %0 : i32
}
