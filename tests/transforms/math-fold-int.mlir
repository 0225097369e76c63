// math's integer folds (absi, ctlz, cttz, ctpop, ipowi) against mlir-opt 16 on i1, i3,
// i8, i32, i64, index and i128, and its folds of splat and dense vectors and tensors; ops
// MLIR 16 does not fold (rsqrt, cbrt, fma) and non-constant operands stay.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize

func.func @absi_i1() -> (i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.absi %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.absi %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @absi_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.absi %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.absi %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.absi %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.absi %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.absi %c4 : i8
  %c5 = arith.constant 5 : i8
  %r5 = math.absi %c5 : i8
  %c6 = arith.constant 64 : i8
  %r6 = math.absi %c6 : i8
  %c7 = arith.constant -100 : i8
  %r7 = math.absi %c7 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @absi_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.absi %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.absi %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.absi %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.absi %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.absi %c4 : i32
  %c5 = arith.constant 12 : i32
  %r5 = math.absi %c5 : i32
  %c6 = arith.constant 4096 : i32
  %r6 = math.absi %c6 : i32
  %c7 = arith.constant -7 : i32
  %r7 = math.absi %c7 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @absi_i64() -> (i64, i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.absi %c0 : i64
  %c1 = arith.constant 1 : i64
  %r1 = math.absi %c1 : i64
  %c2 = arith.constant -1 : i64
  %r2 = math.absi %c2 : i64
  %c3 = arith.constant 9223372036854775807 : i64
  %r3 = math.absi %c3 : i64
  %c4 = arith.constant -9223372036854775808 : i64
  %r4 = math.absi %c4 : i64
  %c5 = arith.constant 255 : i64
  %r5 = math.absi %c5 : i64
  %c6 = arith.constant -256 : i64
  %r6 = math.absi %c6 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @absi_index() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.absi %c0 : index
  %c1 = arith.constant 1 : index
  %r1 = math.absi %c1 : index
  %c2 = arith.constant -1 : index
  %r2 = math.absi %c2 : index
  %c3 = arith.constant 1024 : index
  %r3 = math.absi %c3 : index
  %c4 = arith.constant -9223372036854775808 : index
  %r4 = math.absi %c4 : index
  return %r0, %r1, %r2, %r3, %r4 : index, index, index, index, index
}

// -----

func.func @absi_i128() -> (i128, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.absi %c0 : i128
  %c1 = arith.constant 1 : i128
  %r1 = math.absi %c1 : i128
  %c2 = arith.constant -1 : i128
  %r2 = math.absi %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.absi %c3 : i128
  %c4 = arith.constant -170141183460469231731687303715884105728 : i128
  %r4 = math.absi %c4 : i128
  %c5 = arith.constant 18446744073709551616 : i128
  %r5 = math.absi %c5 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5 : i128, i128, i128, i128, i128, i128
}

// -----

func.func @absi_i3() -> (i3, i3, i3, i3, i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.absi %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.absi %c1 : i3
  %c2 = arith.constant 2 : i3
  %r2 = math.absi %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.absi %c3 : i3
  %c4 = arith.constant -1 : i3
  %r4 = math.absi %c4 : i3
  %c5 = arith.constant -2 : i3
  %r5 = math.absi %c5 : i3
  %c6 = arith.constant -3 : i3
  %r6 = math.absi %c6 : i3
  %c7 = arith.constant -4 : i3
  %r7 = math.absi %c7 : i3
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i3, i3, i3, i3, i3, i3, i3, i3
}

// -----

func.func @ctlz_i1() -> (i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.ctlz %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.ctlz %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @ctlz_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.ctlz %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.ctlz %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.ctlz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctlz %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.ctlz %c4 : i8
  %c5 = arith.constant 5 : i8
  %r5 = math.ctlz %c5 : i8
  %c6 = arith.constant 64 : i8
  %r6 = math.ctlz %c6 : i8
  %c7 = arith.constant -100 : i8
  %r7 = math.ctlz %c7 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ctlz_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctlz %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.ctlz %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.ctlz %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.ctlz %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.ctlz %c4 : i32
  %c5 = arith.constant 12 : i32
  %r5 = math.ctlz %c5 : i32
  %c6 = arith.constant 4096 : i32
  %r6 = math.ctlz %c6 : i32
  %c7 = arith.constant -7 : i32
  %r7 = math.ctlz %c7 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ctlz_i64() -> (i64, i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctlz %c0 : i64
  %c1 = arith.constant 1 : i64
  %r1 = math.ctlz %c1 : i64
  %c2 = arith.constant -1 : i64
  %r2 = math.ctlz %c2 : i64
  %c3 = arith.constant 9223372036854775807 : i64
  %r3 = math.ctlz %c3 : i64
  %c4 = arith.constant -9223372036854775808 : i64
  %r4 = math.ctlz %c4 : i64
  %c5 = arith.constant 255 : i64
  %r5 = math.ctlz %c5 : i64
  %c6 = arith.constant -256 : i64
  %r6 = math.ctlz %c6 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @ctlz_index() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.ctlz %c0 : index
  %c1 = arith.constant 1 : index
  %r1 = math.ctlz %c1 : index
  %c2 = arith.constant -1 : index
  %r2 = math.ctlz %c2 : index
  %c3 = arith.constant 1024 : index
  %r3 = math.ctlz %c3 : index
  %c4 = arith.constant -9223372036854775808 : index
  %r4 = math.ctlz %c4 : index
  return %r0, %r1, %r2, %r3, %r4 : index, index, index, index, index
}

// -----

func.func @ctlz_i128() -> (i128, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctlz %c0 : i128
  %c1 = arith.constant 1 : i128
  %r1 = math.ctlz %c1 : i128
  %c2 = arith.constant -1 : i128
  %r2 = math.ctlz %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.ctlz %c3 : i128
  %c4 = arith.constant -170141183460469231731687303715884105728 : i128
  %r4 = math.ctlz %c4 : i128
  %c5 = arith.constant 18446744073709551616 : i128
  %r5 = math.ctlz %c5 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5 : i128, i128, i128, i128, i128, i128
}

// -----

func.func @ctlz_i3() -> (i3, i3, i3, i3, i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.ctlz %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.ctlz %c1 : i3
  %c2 = arith.constant 2 : i3
  %r2 = math.ctlz %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.ctlz %c3 : i3
  %c4 = arith.constant -1 : i3
  %r4 = math.ctlz %c4 : i3
  %c5 = arith.constant -2 : i3
  %r5 = math.ctlz %c5 : i3
  %c6 = arith.constant -3 : i3
  %r6 = math.ctlz %c6 : i3
  %c7 = arith.constant -4 : i3
  %r7 = math.ctlz %c7 : i3
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i3, i3, i3, i3, i3, i3, i3, i3
}

// -----

func.func @cttz_i1() -> (i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.cttz %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.cttz %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @cttz_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.cttz %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.cttz %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.cttz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.cttz %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.cttz %c4 : i8
  %c5 = arith.constant 5 : i8
  %r5 = math.cttz %c5 : i8
  %c6 = arith.constant 64 : i8
  %r6 = math.cttz %c6 : i8
  %c7 = arith.constant -100 : i8
  %r7 = math.cttz %c7 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @cttz_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.cttz %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.cttz %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.cttz %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.cttz %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.cttz %c4 : i32
  %c5 = arith.constant 12 : i32
  %r5 = math.cttz %c5 : i32
  %c6 = arith.constant 4096 : i32
  %r6 = math.cttz %c6 : i32
  %c7 = arith.constant -7 : i32
  %r7 = math.cttz %c7 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @cttz_i64() -> (i64, i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.cttz %c0 : i64
  %c1 = arith.constant 1 : i64
  %r1 = math.cttz %c1 : i64
  %c2 = arith.constant -1 : i64
  %r2 = math.cttz %c2 : i64
  %c3 = arith.constant 9223372036854775807 : i64
  %r3 = math.cttz %c3 : i64
  %c4 = arith.constant -9223372036854775808 : i64
  %r4 = math.cttz %c4 : i64
  %c5 = arith.constant 255 : i64
  %r5 = math.cttz %c5 : i64
  %c6 = arith.constant -256 : i64
  %r6 = math.cttz %c6 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @cttz_index() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.cttz %c0 : index
  %c1 = arith.constant 1 : index
  %r1 = math.cttz %c1 : index
  %c2 = arith.constant -1 : index
  %r2 = math.cttz %c2 : index
  %c3 = arith.constant 1024 : index
  %r3 = math.cttz %c3 : index
  %c4 = arith.constant -9223372036854775808 : index
  %r4 = math.cttz %c4 : index
  return %r0, %r1, %r2, %r3, %r4 : index, index, index, index, index
}

// -----

func.func @cttz_i128() -> (i128, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.cttz %c0 : i128
  %c1 = arith.constant 1 : i128
  %r1 = math.cttz %c1 : i128
  %c2 = arith.constant -1 : i128
  %r2 = math.cttz %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.cttz %c3 : i128
  %c4 = arith.constant -170141183460469231731687303715884105728 : i128
  %r4 = math.cttz %c4 : i128
  %c5 = arith.constant 18446744073709551616 : i128
  %r5 = math.cttz %c5 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5 : i128, i128, i128, i128, i128, i128
}

// -----

func.func @cttz_i3() -> (i3, i3, i3, i3, i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.cttz %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.cttz %c1 : i3
  %c2 = arith.constant 2 : i3
  %r2 = math.cttz %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.cttz %c3 : i3
  %c4 = arith.constant -1 : i3
  %r4 = math.cttz %c4 : i3
  %c5 = arith.constant -2 : i3
  %r5 = math.cttz %c5 : i3
  %c6 = arith.constant -3 : i3
  %r6 = math.cttz %c6 : i3
  %c7 = arith.constant -4 : i3
  %r7 = math.cttz %c7 : i3
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i3, i3, i3, i3, i3, i3, i3, i3
}

// -----

func.func @ctpop_i1() -> (i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.ctpop %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.ctpop %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @ctpop_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.ctpop %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.ctpop %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.ctpop %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctpop %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.ctpop %c4 : i8
  %c5 = arith.constant 5 : i8
  %r5 = math.ctpop %c5 : i8
  %c6 = arith.constant 64 : i8
  %r6 = math.ctpop %c6 : i8
  %c7 = arith.constant -100 : i8
  %r7 = math.ctpop %c7 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ctpop_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctpop %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.ctpop %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.ctpop %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.ctpop %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.ctpop %c4 : i32
  %c5 = arith.constant 12 : i32
  %r5 = math.ctpop %c5 : i32
  %c6 = arith.constant 4096 : i32
  %r6 = math.ctpop %c6 : i32
  %c7 = arith.constant -7 : i32
  %r7 = math.ctpop %c7 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ctpop_i64() -> (i64, i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctpop %c0 : i64
  %c1 = arith.constant 1 : i64
  %r1 = math.ctpop %c1 : i64
  %c2 = arith.constant -1 : i64
  %r2 = math.ctpop %c2 : i64
  %c3 = arith.constant 9223372036854775807 : i64
  %r3 = math.ctpop %c3 : i64
  %c4 = arith.constant -9223372036854775808 : i64
  %r4 = math.ctpop %c4 : i64
  %c5 = arith.constant 255 : i64
  %r5 = math.ctpop %c5 : i64
  %c6 = arith.constant -256 : i64
  %r6 = math.ctpop %c6 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @ctpop_index() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.ctpop %c0 : index
  %c1 = arith.constant 1 : index
  %r1 = math.ctpop %c1 : index
  %c2 = arith.constant -1 : index
  %r2 = math.ctpop %c2 : index
  %c3 = arith.constant 1024 : index
  %r3 = math.ctpop %c3 : index
  %c4 = arith.constant -9223372036854775808 : index
  %r4 = math.ctpop %c4 : index
  return %r0, %r1, %r2, %r3, %r4 : index, index, index, index, index
}

// -----

func.func @ctpop_i128() -> (i128, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctpop %c0 : i128
  %c1 = arith.constant 1 : i128
  %r1 = math.ctpop %c1 : i128
  %c2 = arith.constant -1 : i128
  %r2 = math.ctpop %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.ctpop %c3 : i128
  %c4 = arith.constant -170141183460469231731687303715884105728 : i128
  %r4 = math.ctpop %c4 : i128
  %c5 = arith.constant 18446744073709551616 : i128
  %r5 = math.ctpop %c5 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5 : i128, i128, i128, i128, i128, i128
}

// -----

func.func @ctpop_i3() -> (i3, i3, i3, i3, i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.ctpop %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.ctpop %c1 : i3
  %c2 = arith.constant 2 : i3
  %r2 = math.ctpop %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.ctpop %c3 : i3
  %c4 = arith.constant -1 : i3
  %r4 = math.ctpop %c4 : i3
  %c5 = arith.constant -2 : i3
  %r5 = math.ctpop %c5 : i3
  %c6 = arith.constant -3 : i3
  %r6 = math.ctpop %c6 : i3
  %c7 = arith.constant -4 : i3
  %r7 = math.ctpop %c7 : i3
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i3, i3, i3, i3, i3, i3, i3, i3
}

// -----

func.func @ipowi_i1() -> (i1, i1, i1, i1) {
  %c0 = arith.constant 0 : i1
  %c1 = arith.constant 1 : i1
  %r0 = math.ipowi %c0, %c0 : i1
  %r1 = math.ipowi %c0, %c1 : i1
  %r2 = math.ipowi %c1, %c0 : i1
  %r3 = math.ipowi %c1, %c1 : i1
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

// -----

func.func @ipowi_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant -1 : i8
  %c3 = arith.constant 2 : i8
  %c4 = arith.constant 3 : i8
  %c5 = arith.constant -2 : i8
  %c6 = arith.constant 7 : i8
  %c7 = arith.constant -128 : i8
  %r0 = math.ipowi %c0, %c0 : i8
  %r1 = math.ipowi %c0, %c1 : i8
  %r2 = math.ipowi %c0, %c2 : i8
  %r3 = math.ipowi %c0, %c3 : i8
  %r4 = math.ipowi %c0, %c4 : i8
  %r5 = math.ipowi %c0, %c5 : i8
  %r6 = math.ipowi %c0, %c6 : i8
  %r7 = math.ipowi %c0, %c7 : i8
  %r8 = math.ipowi %c1, %c0 : i8
  %r9 = math.ipowi %c1, %c1 : i8
  %r10 = math.ipowi %c1, %c2 : i8
  %r11 = math.ipowi %c1, %c3 : i8
  %r12 = math.ipowi %c1, %c4 : i8
  %r13 = math.ipowi %c1, %c5 : i8
  %r14 = math.ipowi %c1, %c6 : i8
  %r15 = math.ipowi %c1, %c7 : i8
  %r16 = math.ipowi %c2, %c0 : i8
  %r17 = math.ipowi %c2, %c1 : i8
  %r18 = math.ipowi %c2, %c2 : i8
  %r19 = math.ipowi %c2, %c3 : i8
  %r20 = math.ipowi %c2, %c4 : i8
  %r21 = math.ipowi %c2, %c5 : i8
  %r22 = math.ipowi %c2, %c6 : i8
  %r23 = math.ipowi %c2, %c7 : i8
  %r24 = math.ipowi %c3, %c0 : i8
  %r25 = math.ipowi %c3, %c1 : i8
  %r26 = math.ipowi %c3, %c2 : i8
  %r27 = math.ipowi %c3, %c3 : i8
  %r28 = math.ipowi %c3, %c4 : i8
  %r29 = math.ipowi %c3, %c5 : i8
  %r30 = math.ipowi %c3, %c6 : i8
  %r31 = math.ipowi %c3, %c7 : i8
  %r32 = math.ipowi %c4, %c0 : i8
  %r33 = math.ipowi %c4, %c1 : i8
  %r34 = math.ipowi %c4, %c2 : i8
  %r35 = math.ipowi %c4, %c3 : i8
  %r36 = math.ipowi %c4, %c4 : i8
  %r37 = math.ipowi %c4, %c5 : i8
  %r38 = math.ipowi %c4, %c6 : i8
  %r39 = math.ipowi %c4, %c7 : i8
  %r40 = math.ipowi %c5, %c0 : i8
  %r41 = math.ipowi %c5, %c1 : i8
  %r42 = math.ipowi %c5, %c2 : i8
  %r43 = math.ipowi %c5, %c3 : i8
  %r44 = math.ipowi %c5, %c4 : i8
  %r45 = math.ipowi %c5, %c5 : i8
  %r46 = math.ipowi %c5, %c6 : i8
  %r47 = math.ipowi %c5, %c7 : i8
  %r48 = math.ipowi %c6, %c0 : i8
  %r49 = math.ipowi %c6, %c1 : i8
  %r50 = math.ipowi %c6, %c2 : i8
  %r51 = math.ipowi %c6, %c3 : i8
  %r52 = math.ipowi %c6, %c4 : i8
  %r53 = math.ipowi %c6, %c5 : i8
  %r54 = math.ipowi %c6, %c6 : i8
  %r55 = math.ipowi %c6, %c7 : i8
  %r56 = math.ipowi %c7, %c0 : i8
  %r57 = math.ipowi %c7, %c1 : i8
  %r58 = math.ipowi %c7, %c2 : i8
  %r59 = math.ipowi %c7, %c3 : i8
  %r60 = math.ipowi %c7, %c4 : i8
  %r61 = math.ipowi %c7, %c5 : i8
  %r62 = math.ipowi %c7, %c6 : i8
  %r63 = math.ipowi %c7, %c7 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ipowi_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant -1 : i32
  %c3 = arith.constant 2 : i32
  %c4 = arith.constant 3 : i32
  %c5 = arith.constant -3 : i32
  %c6 = arith.constant 31 : i32
  %c7 = arith.constant -5 : i32
  %c8 = arith.constant 13 : i32
  %r0 = math.ipowi %c0, %c0 : i32
  %r1 = math.ipowi %c0, %c1 : i32
  %r2 = math.ipowi %c0, %c2 : i32
  %r3 = math.ipowi %c0, %c3 : i32
  %r4 = math.ipowi %c0, %c4 : i32
  %r5 = math.ipowi %c0, %c5 : i32
  %r6 = math.ipowi %c0, %c6 : i32
  %r7 = math.ipowi %c0, %c7 : i32
  %r8 = math.ipowi %c0, %c8 : i32
  %r9 = math.ipowi %c1, %c0 : i32
  %r10 = math.ipowi %c1, %c1 : i32
  %r11 = math.ipowi %c1, %c2 : i32
  %r12 = math.ipowi %c1, %c3 : i32
  %r13 = math.ipowi %c1, %c4 : i32
  %r14 = math.ipowi %c1, %c5 : i32
  %r15 = math.ipowi %c1, %c6 : i32
  %r16 = math.ipowi %c1, %c7 : i32
  %r17 = math.ipowi %c1, %c8 : i32
  %r18 = math.ipowi %c2, %c0 : i32
  %r19 = math.ipowi %c2, %c1 : i32
  %r20 = math.ipowi %c2, %c2 : i32
  %r21 = math.ipowi %c2, %c3 : i32
  %r22 = math.ipowi %c2, %c4 : i32
  %r23 = math.ipowi %c2, %c5 : i32
  %r24 = math.ipowi %c2, %c6 : i32
  %r25 = math.ipowi %c2, %c7 : i32
  %r26 = math.ipowi %c2, %c8 : i32
  %r27 = math.ipowi %c3, %c0 : i32
  %r28 = math.ipowi %c3, %c1 : i32
  %r29 = math.ipowi %c3, %c2 : i32
  %r30 = math.ipowi %c3, %c3 : i32
  %r31 = math.ipowi %c3, %c4 : i32
  %r32 = math.ipowi %c3, %c5 : i32
  %r33 = math.ipowi %c3, %c6 : i32
  %r34 = math.ipowi %c3, %c7 : i32
  %r35 = math.ipowi %c3, %c8 : i32
  %r36 = math.ipowi %c4, %c0 : i32
  %r37 = math.ipowi %c4, %c1 : i32
  %r38 = math.ipowi %c4, %c2 : i32
  %r39 = math.ipowi %c4, %c3 : i32
  %r40 = math.ipowi %c4, %c4 : i32
  %r41 = math.ipowi %c4, %c5 : i32
  %r42 = math.ipowi %c4, %c6 : i32
  %r43 = math.ipowi %c4, %c7 : i32
  %r44 = math.ipowi %c4, %c8 : i32
  %r45 = math.ipowi %c5, %c0 : i32
  %r46 = math.ipowi %c5, %c1 : i32
  %r47 = math.ipowi %c5, %c2 : i32
  %r48 = math.ipowi %c5, %c3 : i32
  %r49 = math.ipowi %c5, %c4 : i32
  %r50 = math.ipowi %c5, %c5 : i32
  %r51 = math.ipowi %c5, %c6 : i32
  %r52 = math.ipowi %c5, %c7 : i32
  %r53 = math.ipowi %c5, %c8 : i32
  %r54 = math.ipowi %c6, %c0 : i32
  %r55 = math.ipowi %c6, %c1 : i32
  %r56 = math.ipowi %c6, %c2 : i32
  %r57 = math.ipowi %c6, %c3 : i32
  %r58 = math.ipowi %c6, %c4 : i32
  %r59 = math.ipowi %c6, %c5 : i32
  %r60 = math.ipowi %c6, %c6 : i32
  %r61 = math.ipowi %c6, %c7 : i32
  %r62 = math.ipowi %c6, %c8 : i32
  %r63 = math.ipowi %c7, %c0 : i32
  %r64 = math.ipowi %c7, %c1 : i32
  %r65 = math.ipowi %c7, %c2 : i32
  %r66 = math.ipowi %c7, %c3 : i32
  %r67 = math.ipowi %c7, %c4 : i32
  %r68 = math.ipowi %c7, %c5 : i32
  %r69 = math.ipowi %c7, %c6 : i32
  %r70 = math.ipowi %c7, %c7 : i32
  %r71 = math.ipowi %c7, %c8 : i32
  %r72 = math.ipowi %c8, %c0 : i32
  %r73 = math.ipowi %c8, %c1 : i32
  %r74 = math.ipowi %c8, %c2 : i32
  %r75 = math.ipowi %c8, %c3 : i32
  %r76 = math.ipowi %c8, %c4 : i32
  %r77 = math.ipowi %c8, %c5 : i32
  %r78 = math.ipowi %c8, %c6 : i32
  %r79 = math.ipowi %c8, %c7 : i32
  %r80 = math.ipowi %c8, %c8 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ipowi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant -1 : i64
  %c3 = arith.constant 2 : i64
  %c4 = arith.constant -2 : i64
  %c5 = arith.constant 63 : i64
  %c6 = arith.constant 62 : i64
  %c7 = arith.constant -9 : i64
  %r0 = math.ipowi %c0, %c0 : i64
  %r1 = math.ipowi %c0, %c1 : i64
  %r2 = math.ipowi %c0, %c2 : i64
  %r3 = math.ipowi %c0, %c3 : i64
  %r4 = math.ipowi %c0, %c4 : i64
  %r5 = math.ipowi %c0, %c5 : i64
  %r6 = math.ipowi %c0, %c6 : i64
  %r7 = math.ipowi %c0, %c7 : i64
  %r8 = math.ipowi %c1, %c0 : i64
  %r9 = math.ipowi %c1, %c1 : i64
  %r10 = math.ipowi %c1, %c2 : i64
  %r11 = math.ipowi %c1, %c3 : i64
  %r12 = math.ipowi %c1, %c4 : i64
  %r13 = math.ipowi %c1, %c5 : i64
  %r14 = math.ipowi %c1, %c6 : i64
  %r15 = math.ipowi %c1, %c7 : i64
  %r16 = math.ipowi %c2, %c0 : i64
  %r17 = math.ipowi %c2, %c1 : i64
  %r18 = math.ipowi %c2, %c2 : i64
  %r19 = math.ipowi %c2, %c3 : i64
  %r20 = math.ipowi %c2, %c4 : i64
  %r21 = math.ipowi %c2, %c5 : i64
  %r22 = math.ipowi %c2, %c6 : i64
  %r23 = math.ipowi %c2, %c7 : i64
  %r24 = math.ipowi %c3, %c0 : i64
  %r25 = math.ipowi %c3, %c1 : i64
  %r26 = math.ipowi %c3, %c2 : i64
  %r27 = math.ipowi %c3, %c3 : i64
  %r28 = math.ipowi %c3, %c4 : i64
  %r29 = math.ipowi %c3, %c5 : i64
  %r30 = math.ipowi %c3, %c6 : i64
  %r31 = math.ipowi %c3, %c7 : i64
  %r32 = math.ipowi %c4, %c0 : i64
  %r33 = math.ipowi %c4, %c1 : i64
  %r34 = math.ipowi %c4, %c2 : i64
  %r35 = math.ipowi %c4, %c3 : i64
  %r36 = math.ipowi %c4, %c4 : i64
  %r37 = math.ipowi %c4, %c5 : i64
  %r38 = math.ipowi %c4, %c6 : i64
  %r39 = math.ipowi %c4, %c7 : i64
  %r40 = math.ipowi %c5, %c0 : i64
  %r41 = math.ipowi %c5, %c1 : i64
  %r42 = math.ipowi %c5, %c2 : i64
  %r43 = math.ipowi %c5, %c3 : i64
  %r44 = math.ipowi %c5, %c4 : i64
  %r45 = math.ipowi %c5, %c5 : i64
  %r46 = math.ipowi %c5, %c6 : i64
  %r47 = math.ipowi %c5, %c7 : i64
  %r48 = math.ipowi %c6, %c0 : i64
  %r49 = math.ipowi %c6, %c1 : i64
  %r50 = math.ipowi %c6, %c2 : i64
  %r51 = math.ipowi %c6, %c3 : i64
  %r52 = math.ipowi %c6, %c4 : i64
  %r53 = math.ipowi %c6, %c5 : i64
  %r54 = math.ipowi %c6, %c6 : i64
  %r55 = math.ipowi %c6, %c7 : i64
  %r56 = math.ipowi %c7, %c0 : i64
  %r57 = math.ipowi %c7, %c1 : i64
  %r58 = math.ipowi %c7, %c2 : i64
  %r59 = math.ipowi %c7, %c3 : i64
  %r60 = math.ipowi %c7, %c4 : i64
  %r61 = math.ipowi %c7, %c5 : i64
  %r62 = math.ipowi %c7, %c6 : i64
  %r63 = math.ipowi %c7, %c7 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @ipowi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 5 : index
  %r0 = math.ipowi %c0, %c0 : index
  %r1 = math.ipowi %c0, %c1 : index
  %r2 = math.ipowi %c0, %c2 : index
  %r3 = math.ipowi %c0, %c3 : index
  %r4 = math.ipowi %c1, %c0 : index
  %r5 = math.ipowi %c1, %c1 : index
  %r6 = math.ipowi %c1, %c2 : index
  %r7 = math.ipowi %c1, %c3 : index
  %r8 = math.ipowi %c2, %c0 : index
  %r9 = math.ipowi %c2, %c1 : index
  %r10 = math.ipowi %c2, %c2 : index
  %r11 = math.ipowi %c2, %c3 : index
  %r12 = math.ipowi %c3, %c0 : index
  %r13 = math.ipowi %c3, %c1 : index
  %r14 = math.ipowi %c3, %c2 : index
  %r15 = math.ipowi %c3, %c3 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

func.func @ipowi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %c1 = arith.constant 1 : i128
  %c2 = arith.constant -1 : i128
  %c3 = arith.constant 2 : i128
  %c4 = arith.constant 127 : i128
  %c5 = arith.constant -2 : i128
  %r0 = math.ipowi %c0, %c0 : i128
  %r1 = math.ipowi %c0, %c1 : i128
  %r2 = math.ipowi %c0, %c2 : i128
  %r3 = math.ipowi %c0, %c3 : i128
  %r4 = math.ipowi %c0, %c4 : i128
  %r5 = math.ipowi %c0, %c5 : i128
  %r6 = math.ipowi %c1, %c0 : i128
  %r7 = math.ipowi %c1, %c1 : i128
  %r8 = math.ipowi %c1, %c2 : i128
  %r9 = math.ipowi %c1, %c3 : i128
  %r10 = math.ipowi %c1, %c4 : i128
  %r11 = math.ipowi %c1, %c5 : i128
  %r12 = math.ipowi %c2, %c0 : i128
  %r13 = math.ipowi %c2, %c1 : i128
  %r14 = math.ipowi %c2, %c2 : i128
  %r15 = math.ipowi %c2, %c3 : i128
  %r16 = math.ipowi %c2, %c4 : i128
  %r17 = math.ipowi %c2, %c5 : i128
  %r18 = math.ipowi %c3, %c0 : i128
  %r19 = math.ipowi %c3, %c1 : i128
  %r20 = math.ipowi %c3, %c2 : i128
  %r21 = math.ipowi %c3, %c3 : i128
  %r22 = math.ipowi %c3, %c4 : i128
  %r23 = math.ipowi %c3, %c5 : i128
  %r24 = math.ipowi %c4, %c0 : i128
  %r25 = math.ipowi %c4, %c1 : i128
  %r26 = math.ipowi %c4, %c2 : i128
  %r27 = math.ipowi %c4, %c3 : i128
  %r28 = math.ipowi %c4, %c4 : i128
  %r29 = math.ipowi %c4, %c5 : i128
  %r30 = math.ipowi %c5, %c0 : i128
  %r31 = math.ipowi %c5, %c1 : i128
  %r32 = math.ipowi %c5, %c2 : i128
  %r33 = math.ipowi %c5, %c3 : i128
  %r34 = math.ipowi %c5, %c4 : i128
  %r35 = math.ipowi %c5, %c5 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}

// -----

func.func @shaped() -> (tensor<3xf32>, vector<2xf64>, tensor<2x2xf32>, vector<4xf16>, tensor<2xf16>, tensor<3xf32>, vector<2xf32>, tensor<4xi32>, vector<3xi8>, tensor<2xi64>, tensor<3xf32>, vector<2xf64>, tensor<2xbf16>, tensor<3xf32>) {
  %a = arith.constant dense<[1.0, -2.0, 0.5]> : tensor<3xf32>
  %ra = math.sin %a : tensor<3xf32>
  %b = arith.constant dense<2.0> : vector<2xf64>
  %rb = math.exp %b : vector<2xf64>
  %c = arith.constant dense<[[1.5, -1.5], [2.5, -0.0]]> : tensor<2x2xf32>
  %rc = math.roundeven %c : tensor<2x2xf32>
  %d = arith.constant dense<1.5> : vector<4xf16>
  %rd = math.ceil %d : vector<4xf16>
  %e = arith.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %re = math.sqrt %e : tensor<2xf16>
  %f = arith.constant dense<[4.0, -1.0, 9.0]> : tensor<3xf32>
  %rf = math.sqrt %f : tensor<3xf32>
  %g = arith.constant dense<[0.25, 0.25]> : vector<2xf32>
  %rg = math.log %g : vector<2xf32>
  %h = arith.constant dense<[0, 1, -1, 256]> : tensor<4xi32>
  %rh = math.ctlz %h : tensor<4xi32>
  %i = arith.constant dense<-128> : vector<3xi8>
  %ri = math.absi %i : vector<3xi8>
  %j = arith.constant dense<[3, 5]> : tensor<2xi64>
  %k = arith.constant dense<[4, 2]> : tensor<2xi64>
  %rj = math.ipowi %j, %k : tensor<2xi64>
  %l = arith.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %m = arith.constant dense<-1.0> : tensor<3xf32>
  %rl = math.copysign %l, %m : tensor<3xf32>
  %n = arith.constant dense<[2.0, 3.0]> : vector<2xf64>
  %o = arith.constant dense<0.5> : vector<2xf64>
  %rn = math.powf %n, %o : vector<2xf64>
  %p = arith.constant dense<[1.5, -2.5]> : tensor<2xbf16>
  %rp = math.floor %p : tensor<2xbf16>
  %q = arith.constant dense<[-1.0, 2.0, 3.0]> : tensor<3xf32>
  %rq = math.cttz %h : tensor<4xi32>
  %rr = math.absf %q : tensor<3xf32>
  return %ra, %rb, %rc, %rd, %re, %rf, %rg, %rh, %ri, %rj, %rl, %rn, %rp, %rr : tensor<3xf32>, vector<2xf64>, tensor<2x2xf32>, vector<4xf16>, tensor<2xf16>, tensor<3xf32>, vector<2xf32>, tensor<4xi32>, vector<3xi8>, tensor<2xi64>, tensor<3xf32>, vector<2xf64>, tensor<2xbf16>, tensor<3xf32>
}

// -----

func.func @unfolded(%x: f32, %y: f64) -> (f32, f32, f64, f32, f32) {
  %c = arith.constant 2.0 : f32
  %r0 = math.rsqrt %c : f32
  %r1 = math.cbrt %c : f32
  %d = arith.constant 2.0 : f64
  %r2 = math.fma %d, %d, %d : f64
  %r3 = math.sin %x : f32
  %r4 = math.powf %x, %c : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f64, f32, f32
}

// -----

func.func @fastmath() -> (f32, f64) {
  %c = arith.constant 0.5 : f32
  %r0 = math.exp %c fastmath<fast> : f32
  %d = arith.constant 0.5 : f64
  %r1 = math.atan2 %d, %d fastmath<nnan,ninf> : f64
  return %r0, %r1 : f32, f64
}
