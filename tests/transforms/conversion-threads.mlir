// Conversions on threads: a conversion pass whose patterns stay inside functions
// (`convert-arith-to-llvm`, `convert-cf-to-llvm`, `convert-math-to-llvm`,
// `convert-scf-to-cf`, `lower-affine`, `reconcile-unrealized-casts`, and
// `convert-memref-to-llvm`, see conversion-threads-memref.mlir) converts the
// functions of a module apart, on threads. The output, the diagnostics and the exit status
// are mlir-opt 16's, with threads and without; a conversion that fails, reports a
// diagnostic or reaches for the module runs again as one conversion.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-cf-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -reconcile-unrealized-casts
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -lower-affine
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-arith-to-llvm -convert-math-to-llvm
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -reconcile-unrealized-casts
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -lower-affine
// RUN: env RAYON_NUM_THREADS=7 bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-cf-to-llvm -convert-arith-to-llvm -convert-math-to-llvm
//
// The lowering of `gen_ir.py funcs` to the llvm dialect: the same with threads, on 7
// threads and on one, and the same as mlir-opt 16's.
// RUN: python3 %S/../../../shared/bench/gen_ir.py funcs --funcs 300 --ops 100 > %t.in.mlir
// RUN: strata-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t.threads
// RUN: strata-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts --mlir-disable-threading > %t.one
// RUN: diff %t.one %t.threads
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t.many
// RUN: diff %t.one %t.many
// RUN: env RAYON_NUM_THREADS=2 strata-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t.two
// RUN: diff %t.one %t.two
// RUN: env RAYON_NUM_THREADS=1 strata-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t.single
// RUN: diff %t.one %t.single
// RUN: mlir-opt %t.in.mlir -convert-scf-to-cf -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.mlir %t.threads
// Something was lowered: no `arith` op is left.
// RUN: not grep -q 'arith\.' %t.threads

// Two functions with `cf.assert`: its lowering declares `abort` and `puts` in the module,
// so the conversion is done as one.
func.func @a(%c: i1) {
  cf.assert %c, "first"
  return
}
func.func @b(%c: i1) {
  cf.assert %c, "second"
  return
}

// -----

// A cast that cannot be reconciled in the second and third functions: the error of the
// second, as a single-threaded run reports it, and nothing of the third.
func.func @ok(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}
func.func @bad(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return %0 : i64
}
func.func @bad2(%x: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i16
  return %0 : i16
}

// -----

// Diagnostics of a conversion that succeeds: each function's, in order.
func.func @d1(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%i)
  return %0 : index
}
func.func @d2(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%i)
  return %0 : index
}

// -----

// Ops around the functions are converted too.
llvm.mlir.global internal @g() : i32 {
  %0 = arith.constant 7 : i32
  llvm.return %0 : i32
}
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @h(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = math.exp %0 : f32
  return %1 : f32
}
