// Switch case values as MLIR 16 translates them: read unsigned and limited to 64 bits
// (a larger value becomes 2^64-1), then zero-extended to the condition's type; case
// values of integer types wider than 128 bits too.
// CHECK: i128 18446744073709551615, label
// CHECK: i200 18446744073709551615, label
// CHECK: i200 3, label
// CHECK: i32 -3, label
"llvm.func"() ({
^bb0(%arg0: i128, %arg1: i200, %arg2: i32):
  "llvm.switch"(%arg0)[^bb1, ^bb2, ^bb1] {case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 5]> : vector<2xi128>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i128) -> ()
^bb1:
  "llvm.switch"(%arg1)[^bb2, ^bb1, ^bb2] {case_operand_segments = array<i32: 0, 0>, case_values = dense<[36893488147419103233, 3]> : vector<2xi200>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i200) -> ()
^bb2:
  "llvm.switch"(%arg2)[^bb1, ^bb3] {case_operand_segments = array<i32: 0>, case_values = dense<-3> : vector<1xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb3:
  "llvm.return"() : () -> ()
}) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i128, i200, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"} : () -> ()
