// `convert-math-to-llvm` against mlir-opt 16: every math op LLVM has an intrinsic for,
// on scalars and 1-D vectors, with and without fastmath flags (which become the
// intrinsic's `fastmathFlags`); the integer ops whose intrinsic takes a `false` flag
// operand; the expansions of `math.expm1`, `math.log1p` and `math.rsqrt` (the fastmath
// flags on the intrinsic and the arithmetic, not the constant); and the ops with no
// intrinsic, which stay. Also in the generic form, where the default fastmath flags
// show.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-math-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-math-to-llvm -mlir-print-op-generic

func.func @float_unary(%f: f32, %d: f64, %v: vector<4xf32>) {
  %0 = math.absf %f : f32
  %1 = math.ceil %d : f64
  %2 = math.cos %v : vector<4xf32>
  %3 = math.sin %f fastmath<nnan> : f32
  %4 = math.exp %f : f32
  %5 = math.exp2 %v fastmath<fast> : vector<4xf32>
  %6 = math.floor %f : f32
  %7 = math.log %d : f64
  %8 = math.log10 %f : f32
  %9 = math.log2 %f fastmath<ninf,afn> : f32
  %10 = math.sqrt %v : vector<4xf32>
  %11 = math.roundeven %f : f32
  %12 = math.round %f : f32
  %13 = math.trunc %d : f64
  return
}

// -----

func.func @float_binary_ternary(%f: f32, %v: vector<4xf32>, %i: i32) -> f32 {
  %0 = math.copysign %f, %f : f32
  %1 = math.powf %v, %v fastmath<contract> : vector<4xf32>
  %2 = math.fma %f, %f, %f : f32
  %3 = math.fma %v, %v, %v fastmath<fast> : vector<4xf32>
  %4 = math.fpowi %f, %i : f32, i32
  return %0 : f32
}

// -----

func.func @integer(%i: i32, %v: vector<4xi16>, %j: i64) -> (i32, vector<4xi16>) {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %v : vector<4xi16>
  %2 = math.ctpop %j : i64
  %3 = math.absi %i : i32
  %4 = math.absi %v : vector<4xi16>
  return %0, %1 : i32, vector<4xi16>
}

// -----

func.func @expansions(%f: f32, %d: f64, %v: vector<4xf32>) -> f32 {
  %0 = math.expm1 %f : f32
  %1 = math.expm1 %v fastmath<fast> : vector<4xf32>
  %2 = math.log1p %d fastmath<nnan,ninf> : f64
  %3 = math.log1p %v : vector<4xf32>
  %4 = math.rsqrt %f fastmath<arcp> : f32
  %5 = math.rsqrt %v : vector<4xf32>
  return %0 : f32
}

// -----

func.func @stays(%f: f32, %i: i32, %m: vector<2x3xf32>, %x: index) -> f32 {
  %0 = math.tanh %f : f32
  %1 = math.atan %f : f32
  %2 = math.ipowi %i, %i : i32
  %3 = math.erf %f : f32
  %4 = math.sqrt %0 : f32
  return %4 : f32
}
