// Atomics: atomicrmw, cmpxchg, fences (system and single-thread scope).
// CHECK: atomicrmw add ptr %0, i32 %2 acq_rel, align 4
// CHECK: fence syncscope("singlethread") seq_cst
"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%arg0: !llvm.ptr<i32>, %arg1: !llvm.ptr<f32>, %arg2: i32, %arg3: f32):
    %0 = "llvm.atomicrmw"(%arg0, %arg2) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i32) -> i32
    %1 = "llvm.atomicrmw"(%arg1, %arg3) {bin_op = 11 : i64, ordering = 2 : i64} : (!llvm.ptr<f32>, f32) -> f32
    %2 = "llvm.cmpxchg"(%arg0, %arg2, %0) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.fence"() {ordering = 7 : i64, syncscope = "singlethread"} : () -> ()
    "llvm.fence"() {ordering = 4 : i64, syncscope = ""} : () -> ()
    "llvm.return"() : () -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<i32>, ptr<f32>, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "f"} : () -> ()
}) : () -> ()

