// Ops on n-D vectors lowered by `convert-arith-to-llvm`, `convert-math-to-llvm` and
// `convert-func-to-llvm` against mlir-opt 16: the vector converts to an `!llvm.array`
// nest of 1-D vectors and the op is unrolled over the outer dimensions (an
// `llvm.mlir.undef`, then per position the operands' `llvm.extractvalue`, the 1-D op
// and an `llvm.insertvalue`): arithmetic with fastmath flags, comparisons, `select` with
// a vector or a scalar condition, casts including the index casts by bitwidth, n-D
// constants (one `llvm.mlir.constant` of the array type), the math intrinsics, the ones
// taking a `false` flag and the expansions (the flag and the `1.0` built per 1-D
// vector); the extended arithmetic stays, as in MLIR 16. 0-D vectors become vectors of
// one element.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-arith-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-arith-to-llvm=index-bitwidth=32
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-math-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-func-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-op-generic -mlir-print-debuginfo -mlir-print-local-scope -pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))'

func.func @nd(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: vector<2x3xi1>, %s: i1, %i: vector<2x3xindex>, %j: vector<2x2x2xi32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi1>, vector<2x3xi32>, vector<2x2x2xi64>, vector<2x3xf32>) {
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = arith.addf %a, %cst fastmath<nnan, ninf> : vector<2x3xf32>
  %1 = arith.select %c, %0, %b : vector<2x3xi1>, vector<2x3xf32>
  %2 = arith.select %s, %0, %b : vector<2x3xf32>
  %3 = arith.cmpf oeq, %1, %2 : vector<2x3xf32>
  %4 = arith.index_cast %i : vector<2x3xindex> to vector<2x3xi32>
  %5 = arith.index_castui %j : vector<2x2x2xi32> to vector<2x2x2xindex>
  %6 = arith.index_cast %5 : vector<2x2x2xindex> to vector<2x2x2xi64>
  %l, %h = arith.mulsi_extended %j, %j : vector<2x2x2xi32>
  %sum, %o = arith.addui_extended %j, %j : vector<2x2x2xi32>, vector<2x2x2xi1>
  %7 = arith.maxf %a, %b : vector<2x3xf32>
  %8 = arith.negf %7 : vector<2x3xf32>
  %9 = arith.fptoui %8 : vector<2x3xf32> to vector<2x3xi8>
  %10 = arith.uitofp %9 : vector<2x3xi8> to vector<2x3xf32>
  return %0, %1, %3, %4, %6, %10 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi1>, vector<2x3xi32>, vector<2x2x2xi64>, vector<2x3xf32>
}

// -----

func.func @small(%a: vector<f32>, %b: vector<4xindex>, %c: vector<1x1x1xi16>) -> (vector<f32>, vector<4xi32>, vector<1x1x1xi16>) {
  %0 = arith.constant dense<1.0> : vector<f32>
  %1 = arith.index_cast %b : vector<4xindex> to vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %2 = arith.muli %1, %c2 : vector<4xi32>
  %3 = arith.xori %c, %c : vector<1x1x1xi16>
  return %0, %2, %3 : vector<f32>, vector<4xi32>, vector<1x1x1xi16>
}

// -----

func.func @m(%a: vector<2x3xf32>, %i: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>) {
  %0 = math.sqrt %a fastmath<fast> : vector<2x3xf32>
  %1 = math.ctlz %i : vector<2x3xi32>
  %2 = math.expm1 %a fastmath<nnan> : vector<2x3xf32>
  %3 = math.log1p %a : vector<2x3xf32>
  %4 = math.rsqrt %a : vector<2x3xf32>
  %5 = math.absi %i : vector<2x3xi32>
  %6 = math.ctpop %i : vector<2x3xi32>
  %7 = math.fma %a, %a, %a : vector<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>
}
