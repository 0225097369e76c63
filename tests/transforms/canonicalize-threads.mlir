// `canonicalize` on 2000 functions of 100 foldable ops (`gen_ir.py canon`): the functions'
// arenas are rewritten at once on rayon's pool, yet the output is the same with threads
// (the machine's cores and 7 threads), without, and as mlir-opt 16's; top-down and
// bottom-up.
// RUN: python3 %S/../../../shared/bench/gen_ir.py canon --funcs 2000 --ops 100 > %t.in.mlir
// RUN: strata-opt %t.in.mlir -canonicalize > %t.threads
// RUN: strata-opt %t.in.mlir -canonicalize --mlir-disable-threading > %t.one
// RUN: diff %t.one %t.threads
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir -canonicalize > %t.many
// RUN: diff %t.one %t.many
// RUN: mlir-opt %t.in.mlir -canonicalize > %t.mlir
// RUN: diff %t.mlir %t.threads
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir -canonicalize=top-down=false > %t.bu.many
// RUN: strata-opt %t.in.mlir -canonicalize=top-down=false --mlir-disable-threading > %t.bu.one
// RUN: diff %t.bu.one %t.bu.many
// RUN: mlir-opt %t.in.mlir -canonicalize=top-down=false > %t.bu.mlir
// RUN: diff %t.bu.mlir %t.bu.many
// Something was folded: fewer ops than in the input.
// RUN: test $(grep -c ' = ' %t.threads) -lt $(grep -c ' = ' %t.in.mlir)
