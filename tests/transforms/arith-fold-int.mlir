// The folds of arith's integer ops against mlir-opt 16: wrapping at i1, i7, i64, i128 and
// index; divisions by zero and signed overflow left unfolded (and the overflows MLIR 16's
// ceildivsi/floordivsi do not detect folded as it folds them); identities; shifts by the
// width or more; dense splat and non-splat operands; casts; cmpi and select.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize

func.func @add_sub_mul(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %0 = arith.addi %max, %c1 : i32
  %1 = arith.subi %min, %c1 : i32
  %2 = arith.muli %max, %max : i32
  %3 = arith.subi %x, %x : i32
  %4 = arith.subi %x, %c0 : i32
  %5 = arith.muli %x, %c0 : i32
  %6 = arith.muli %c1, %x : i32
  %7 = arith.subi %c0, %min : i32
  %8 = arith.muli %min, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @widths() -> (i1, i7, i64, i128, index, i1, i7, i128, index, i128) {
  %t = arith.constant true
  %a = arith.constant 63 : i7
  %b = arith.constant 9223372036854775807 : i64
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  %d = arith.constant 9223372036854775807 : index
  %one7 = arith.constant 1 : i7
  %one64 = arith.constant 1 : i64
  %one128 = arith.constant 1 : i128
  %onei = arith.constant 1 : index
  %0 = arith.addi %t, %t : i1
  %1 = arith.addi %a, %one7 : i7
  %2 = arith.addi %b, %one64 : i64
  %3 = arith.addi %c, %one128 : i128
  %4 = arith.addi %d, %onei : index
  %5 = arith.muli %t, %t : i1
  %6 = arith.muli %a, %a : i7
  %7 = arith.muli %c, %c : i128
  %8 = arith.muli %d, %d : index
  %9 = arith.subi %one128, %c : i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i7, i64, i128, index, i1, i7, i128, index, i128
}

// -----

func.func @divisions() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.divsi %cm7, %c2 : i8
  %1 = arith.divui %cm7, %c2 : i8
  %2 = arith.divsi %min, %m1 : i8
  %3 = arith.divsi %c7, %c0 : i8
  %4 = arith.divui %c7, %c0 : i8
  %5 = arith.ceildivsi %cm7, %c2 : i8
  %6 = arith.ceildivsi %c7, %cm2 : i8
  %7 = arith.ceildivsi %cm7, %cm2 : i8
  %8 = arith.ceildivsi %c7, %c2 : i8
  %9 = arith.ceildivui %cm7, %c2 : i8
  %10 = arith.ceildivsi %min, %c2 : i8
  %11 = arith.ceildivui %c7, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @floor_rem(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.floordivsi %cm7, %c2 : i8
  %1 = arith.floordivsi %c7, %cm2 : i8
  %2 = arith.floordivsi %cm7, %cm2 : i8
  %3 = arith.floordivsi %min, %m1 : i8
  %4 = arith.floordivsi %min, %c2 : i8
  %5 = arith.remsi %cm7, %c2 : i8
  %6 = arith.remui %cm7, %c2 : i8
  %7 = arith.remsi %min, %m1 : i8
  %8 = arith.remsi %c7, %c0 : i8
  %9 = arith.remui %x, %c1 : i8
  %10 = arith.remsi %x, %c1 : i8
  %11 = arith.floordivsi %x, %c1 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @div_identities(%x: i8) -> (i8, i8, i8, i8) {
  %c1 = arith.constant 1 : i8
  %0 = arith.divsi %x, %c1 : i8
  %1 = arith.divui %x, %c1 : i8
  %2 = arith.ceildivsi %x, %c1 : i8
  %3 = arith.ceildivui %x, %c1 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

func.func @i1_divisions() -> (i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.divsi %t, %t : i1
  %1 = arith.ceildivsi %t, %t : i1
  %2 = arith.floordivsi %t, %t : i1
  %3 = arith.remsi %t, %t : i1
  %4 = arith.divui %f, %t : i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @bitwise(%x: i16, %y: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %ones = arith.constant -1 : i16
  %a = arith.constant 0x00F0 : i16
  %b = arith.constant 0x0FF0 : i16
  %0 = arith.andi %x, %c0 : i16
  %1 = arith.andi %x, %ones : i16
  %2 = arith.andi %x, %x : i16
  %3 = arith.ori %x, %x : i16
  %4 = arith.ori %x, %ones : i16
  %5 = arith.ori %c0, %x : i16
  %6 = arith.xori %x, %x : i16
  %7 = arith.andi %a, %b : i16
  %8 = arith.ori %a, %b : i16
  %9 = arith.xori %a, %b : i16
  %n = arith.xori %x, %ones : i16
  %10 = arith.andi %n, %x : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

// -----

func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c3 = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %c9 = arith.constant 9 : i8
  %v = arith.constant -100 : i8
  %0 = arith.shli %v, %c3 : i8
  %1 = arith.shrui %v, %c3 : i8
  %2 = arith.shrsi %v, %c3 : i8
  %3 = arith.shli %v, %c8 : i8
  %4 = arith.shrsi %v, %c8 : i8
  %5 = arith.shrui %v, %c9 : i8
  %6 = arith.shli %x, %c0 : i8
  %7 = arith.shrui %x, %c0 : i8
  %8 = arith.shrsi %x, %c0 : i8
  %9 = arith.shrsi %v, %c9 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @min_max(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %c0 = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %c5 = arith.constant 5 : i8
  %0 = arith.maxsi %x, %max : i8
  %1 = arith.maxsi %x, %min : i8
  %2 = arith.minsi %x, %min : i8
  %3 = arith.minsi %x, %max : i8
  %4 = arith.maxui %x, %ones : i8
  %5 = arith.maxui %x, %c0 : i8
  %6 = arith.minui %x, %c0 : i8
  %7 = arith.minui %x, %ones : i8
  %8 = arith.maxsi %x, %x : i8
  %9 = arith.maxsi %ones, %c5 : i8
  %10 = arith.maxui %ones, %c5 : i8
  %11 = arith.minsi %ones, %c5 : i8
  %12 = arith.minui %ones, %c5 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @extended() -> (i8, i8, i8, i8, i1, i128, i128) {
  %a = arith.constant -100 : i8
  %b = arith.constant 90 : i8
  %0:2 = arith.mulsi_extended %a, %b : i8
  %1:2 = arith.mului_extended %a, %b : i8
  %2:2 = arith.addui_extended %a, %b : i8
  %c = arith.constant -3 : i128
  %d = arith.constant 170141183460469231731687303715884105727 : i128
  %3:2 = arith.mulsi_extended %c, %d : i128
  return %0#0, %0#1, %1#0, %1#1, %2#1, %3#0, %3#1 : i8, i8, i8, i8, i1, i128, i128
}

// -----

func.func @cmpi(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi ult, %a, %b : i32
  %2 = arith.cmpi sge, %a, %b : i32
  %3 = arith.cmpi uge, %a, %b : i32
  %4 = arith.cmpi eq, %a, %a : i32
  %5 = arith.cmpi ne, %a, %b : i32
  %6 = arith.cmpi sle, %x, %x : i32
  %7 = arith.cmpi ult, %x, %x : i32
  %8 = arith.cmpi ule, %b, %x : i32
  %9 = arith.cmpi ne, %b, %x : i32
  %10 = arith.cmpi sgt, %a, %b : i32
  %11 = arith.cmpi ugt, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_vector(%x: vector<4xi32>) -> (vector<4xi1>, vector<4xi1>) {
  %0 = arith.cmpi eq, %x, %x : vector<4xi32>
  %1 = arith.cmpi ugt, %x, %x : vector<4xi32>
  return %0, %1 : vector<4xi1>, vector<4xi1>
}

// -----

func.func @select(%c: i1, %x: i32, %y: i32, %b: i1) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %b, %t, %f : i1
  %e = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %e, %x, %y : i32
  %n = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %n, %x, %y : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

func.func @select_vector(%x: vector<2xi32>, %y: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %t = arith.constant dense<true> : vector<2xi1>
  %f = arith.constant dense<false> : vector<2xi1>
  %0 = arith.select %t, %x, %y : vector<2xi1>, vector<2xi32>
  %1 = arith.select %f, %x, %y : vector<2xi1>, vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}

// -----

func.func @casts(%x: i8, %y: i64) -> (i32, i32, i8, i16, index, index, i8, i64, i32, i64) {
  %m = arith.constant -2 : i8
  %0 = arith.extui %m : i8 to i32
  %1 = arith.extsi %m : i8 to i32
  %big = arith.constant 0x1234 : i16
  %2 = arith.trunci %big : i16 to i8
  %e = arith.extsi %x : i8 to i32
  %3 = arith.extsi %e : i32 to i64
  %t = arith.trunci %y : i64 to i32
  %4 = arith.trunci %t : i32 to i16
  %5 = arith.index_cast %m : i8 to index
  %6 = arith.index_castui %m : i8 to index
  %ci = arith.constant 300 : index
  %7 = arith.index_cast %ci : index to i8
  %u = arith.extui %x : i8 to i16
  %8 = arith.extui %u : i16 to i64
  %w = arith.constant 18446744073709551615 : i128
  %9 = arith.index_castui %w : i128 to index
  %10 = arith.index_cast %w : i128 to index
  %11 = arith.trunci %e : i32 to i8
  return %1, %0, %2, %4, %5, %6, %7, %8, %1, %3 : i32, i32, i8, i16, index, index, i8, i64, i32, i64
}

// -----

func.func @dense_ints() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xi64>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %s = arith.constant dense<7> : vector<4xi32>
  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %a, %s : vector<4xi32>
  %t = arith.constant dense<[[100, -100], [50, 127]]> : tensor<2x2xi8>
  %2 = arith.addi %t, %t : tensor<2x2xi8>
  %3 = arith.divsi %s, %z : vector<4xi32>
  %4 = arith.divsi %s, %a : vector<4xi32>
  %r:2 = arith.addui_extended %a, %s : vector<4xi32>
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %5 = arith.extsi %c : vector<2xi32> to vector<2xi64>
  return %0, %1, %2, %3, %4, %r#1, %5 : vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xi64>
}

// -----

func.func @dense_shifts() -> (vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi8>
  %b = arith.constant dense<[9, 1]> : vector<2xi8>
  %c = arith.constant dense<[1, 9]> : vector<2xi8>
  %0 = arith.shli %a, %b : vector<2xi8>
  %1 = arith.shli %a, %c : vector<2xi8>
  return %0, %1 : vector<2xi8>, vector<2xi8>
}

// -----

func.func @bitcasts() -> (f32, i32, vector<2xf32>, bf16, i64, f32) {
  %i = arith.constant 1065353216 : i32
  %f = arith.constant -2.5 : f32
  %v = arith.constant dense<[0, 1065353216]> : vector<2xi32>
  %h = arith.constant 16256 : i16
  %x = arith.constant 4.0 : f64
  %0 = arith.bitcast %i : i32 to f32
  %1 = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %3 = arith.bitcast %h : i16 to bf16
  %4 = arith.bitcast %x : f64 to i64
  %n = arith.constant 0x7FC00001 : i32
  %5 = arith.bitcast %n : i32 to f32
  return %0, %1, %2, %3, %4, %5 : f32, i32, vector<2xf32>, bf16, i64, f32
}

// -----

// ceildivsi and floordivsi at the smallest value.
func.func @f() -> (i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %m3 = arith.constant -3 : i8
  %c127 = arith.constant 127 : i8
  %0 = arith.ceildivsi %min, %m1 : i8
  %1 = arith.ceildivsi %min, %m3 : i8
  %2 = arith.floordivsi %min, %m3 : i8
  %3 = arith.ceildivsi %c127, %min : i8
  %4 = arith.floordivsi %c127, %min : i8
  %5 = arith.ceildivsi %m1, %min : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}
