// `convert-arith-to-llvm` against mlir-opt 16: constants (scalar, vector, index
// vector), the integer and float arithmetic with and without fastmath flags, the
// comparisons with every predicate, select, the casts, index casts of each width (none
// when the widths are equal), the extended multiplications, ops on 0-D vectors, and
// values crossing the unconverted `func` ops (unrealized casts from `index` at the
// arguments and back to `index` at the uses, in blocks other than the entry block).
// Also with a 32-bit index, and run on each function with every location printed.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-arith-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-arith-to-llvm=index-bitwidth=32
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-debuginfo -mlir-print-local-scope -pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))'

func.func @constants() -> (i32, f64, vector<4xf32>, index, vector<2xindex>, i1) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 1.5 : f64
  %2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %3 = arith.constant 7 : index
  %4 = arith.constant dense<[0, 1]> : vector<2xindex>
  %5 = arith.constant true
  return %0, %1, %2, %3, %4, %5 : i32, f64, vector<4xf32>, index, vector<2xindex>, i1
}

func.func @integer(%a: i32, %b: i32, %v: vector<4xi64>) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.andi %6, %b : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shli %9, %a : i32
  %11 = arith.shrsi %10, %a : i32
  %12 = arith.shrui %11, %a : i32
  %13 = arith.addi %v, %v : vector<4xi64>
  %14 = arith.muli %13, %v : vector<4xi64>
  return %12 : i32
}

func.func @float(%a: f32, %b: f32, %v: vector<2xf64>) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<nnan> : f32
  %2 = arith.mulf %1, %a fastmath<fast> : f32
  %3 = arith.divf %2, %b fastmath<reassoc,nnan,afn> : f32
  %4 = arith.remf %3, %a fastmath<none> : f32
  %5 = arith.negf %4 fastmath<ninf,nsz,arcp,contract> : f32
  %6 = arith.addf %v, %v fastmath<reassoc> : vector<2xf64>
  %7 = arith.negf %6 : vector<2xf64>
  return %5 : f32
}

func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<2xi8>, %c: i1) -> i32 {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf une, %x, %y : f32
  %13 = arith.cmpf uno, %x, %y : f32
  %14 = arith.cmpf true, %x, %y : f32
  %15 = arith.cmpi sgt, %v, %v : vector<2xi8>
  %16 = arith.select %c, %a, %b : i32
  %17 = arith.select %15, %v, %v : vector<2xi1>, vector<2xi8>
  return %16 : i32
}

func.func @casts(%i: i16, %f: f32, %h: f16, %d: f64, %v: vector<3xi32>) {
  %0 = arith.extsi %i : i16 to i32
  %1 = arith.extui %i : i16 to i64
  %2 = arith.trunci %i : i16 to i8
  %3 = arith.extf %h : f16 to f64
  %4 = arith.truncf %d : f64 to f32
  %5 = arith.sitofp %i : i16 to f32
  %6 = arith.uitofp %i : i16 to f64
  %7 = arith.fptosi %f : f32 to i64
  %8 = arith.fptoui %d : f64 to i8
  %9 = arith.bitcast %f : f32 to i32
  %10 = arith.bitcast %v : vector<3xi32> to vector<3xf32>
  %11 = arith.sitofp %v : vector<3xi32> to vector<3xf16>
  return
}

func.func @index_casts(%i: index, %a: i32, %b: i64, %c: i1, %v: vector<2xindex>) -> (index, index, i64) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %b : i64 to index
  %4 = arith.index_castui %i : index to i64
  %5 = arith.index_cast %c : i1 to index
  %6 = arith.index_cast %v : vector<2xindex> to vector<2xi32>
  %7 = arith.addi %i, %1 : index
  return %7, %3, %4 : index, index, i64
}

func.func @extended(%a: i32, %b: i32, %v: vector<3xi8>) -> (i32, i32, vector<3xi8>, vector<3xi8>) {
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %ulo, %uhi = arith.mului_extended %v, %v : vector<3xi8>
  return %lo, %hi, %ulo, %uhi : i32, i32, vector<3xi8>, vector<3xi8>
}

// -----

func.func @zero_d(%a: vector<i32>, %b: vector<i32>) -> vector<i64> {
  %0 = arith.cmpi ult, %a, %b : vector<i32>
  %1 = arith.extsi %a : vector<i32> to vector<i64>
  return %1 : vector<i64>
}

func.func @in_blocks(%n: index, %c: i1) -> index {
  cf.cond_br %c, ^a(%n : index), ^b
^a(%x: index):
  %0 = arith.muli %x, %x : index
  cf.br ^b
^b:
  %1 = arith.constant 3 : index
  return %1 : index
}
