// Function attributes passed through: LLVM attributes by name (with an integer value
// where they take one), others as string attributes.
// CHECK: attributes #0 = { noinline
"llvm.func"() ({
}) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, passthrough = ["noinline", "nounwind", ["alignstack", "16"], ["frame-pointer", "all"], "custom-key", ["uwtable", "0x2"]], sym_name = "f"} : () -> ()
"llvm.func"() ({
  "llvm.return"() : () -> ()
}) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, passthrough = [["target-cpu", "x86-64"], "alwaysinline"], sym_name = "g"} : () -> ()
