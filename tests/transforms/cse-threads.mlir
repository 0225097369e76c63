// `cse` on 2000 functions of 100 ops (`gen_ir.py funcs`): the same output with threads
// (the functions' bodies walked on rayon's pool, as a module pass and as a function pass;
// on the machine's cores and on 7 threads) and without, and the same as mlir-opt 16's.
// RUN: python3 %S/../../../shared/bench/gen_ir.py funcs --funcs 2000 --ops 100 > %t.in.mlir
// RUN: strata-opt %t.in.mlir -cse > %t.threads
// RUN: strata-opt %t.in.mlir -cse --mlir-disable-threading > %t.one
// RUN: diff %t.one %t.threads
// RUN: strata-opt %t.in.mlir --pass-pipeline='builtin.module(func.func(cse))' > %t.nested
// RUN: diff %t.one %t.nested
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir -cse > %t.many
// RUN: diff %t.one %t.many
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir --pass-pipeline='builtin.module(func.func(cse))' > %t.many
// RUN: diff %t.one %t.many
// RUN: mlir-opt %t.in.mlir -cse > %t.mlir
// RUN: diff %t.mlir %t.threads
// Something was eliminated: fewer ops than in the input.
// RUN: test $(grep -c ' = ' %t.threads) -lt $(grep -c ' = ' %t.in.mlir)
