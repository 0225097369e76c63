// Functions verified on several threads report the error a sequential walk finds first,
// byte for byte as mlir-opt 16 and as `--mlir-disable-threading` print it (the op of the
// note numbered within its own function).
// RUN: not strata-opt %s -o /dev/null 2> %t.strata
// RUN: not strata-opt %s --mlir-disable-threading -o /dev/null 2> %t.sequential
// RUN: not mlir-opt %s -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: diff %t.mlir %t.sequential

func.func @f0(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f2(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f3(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f4(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f5(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f6(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f7(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f8(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f9(%a: i32, %b: f32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "arith.addi"(%b, %b) : (f32, f32) -> f32
  return %0 : i32
}
func.func @f10(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f11(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f12(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %0 : i32
}
func.func @f13(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f14(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f15(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
