// Blocks in an order that is not the dominance order, repeated successors (MLIR adds a
// block for each repeat), phis with several incoming edges.
// CHECK: phi i64
llvm.func @loop(%arg0: i64, %arg1: i1) -> i64 {
  %0 = "llvm.mlir.constant"() {value = 0 : i64} : () -> i64
  "llvm.br"(%0, %arg0)[^bb2] : (i64, i64) -> ()
^bb1(%1: i64):
  llvm.return %1 : i64
^bb2(%2: i64, %3: i64):
  %4 = "llvm.icmp"(%2, %3) {predicate = 2 : i64} : (i64, i64) -> i1
  "llvm.cond_br"(%4, %2, %3)[^bb3, ^bb1] {operand_segment_sizes = array<i32: 1, 1, 1>} : (i1, i64, i64) -> ()
^bb3(%5: i64):
  %6 = "llvm.mlir.constant"() {value = 1 : i64} : () -> i64
  %7 = "llvm.add"(%5, %6) : (i64, i64) -> i64
  "llvm.cond_br"(%arg1, %7, %arg0, %7, %7)[^bb2, ^bb2] {operand_segment_sizes = array<i32: 1, 2, 2>} : (i1, i64, i64, i64, i64) -> ()
}
llvm.func @same(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  llvm.return
}
