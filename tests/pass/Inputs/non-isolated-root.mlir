%0 = scf.execute_region -> i32 {
  %c = arith.constant 1 : i32
  scf.yield %c : i32
}
