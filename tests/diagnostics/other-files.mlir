// A location naming another file shows that file's line when it can be read, as
// mlir-opt loads it (here one written next to the test's temporary files).
// RUN: printf 'first line\n\tsecond line\n' > shown.mlir
// RUN: not strata-opt %s -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

func.func @shown(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("shown.mlir":2:9)
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
