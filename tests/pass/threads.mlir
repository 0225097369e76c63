// The same output and diagnostics with and without threads (the machine's cores, and 7)
// on 2000 functions of 100 ops
// (`gen_ir.py funcs`), through a nested pipeline whose function passes run on the
// work-stealing pool: `strip-debuginfo` on each function then on the module, the op
// statistics of each function and of the module, and mlir-opt's test passes; and the same
// stdout and stderr as mlir-opt's on one thread (on several, mlir-opt writes the reports
// of the function passes in the order the threads finish them; Strata in the order of the
// functions).
// RUN: python3 %S/../../../shared/bench/gen_ir.py funcs --funcs 2000 --ops 100 > %t.in.mlir
// RUN: strata-opt %t.in.mlir --mlir-print-debuginfo --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo,print-op-stats{json}),test-stats-pass,strip-debuginfo,print-op-stats)' > %t.threads 2> %t.threads.err
// RUN: strata-opt %t.in.mlir --mlir-print-debuginfo --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo,print-op-stats{json}),test-stats-pass,strip-debuginfo,print-op-stats)' > %t.one 2> %t.one.err
// RUN: diff %t.one %t.threads
// RUN: diff %t.one.err %t.threads.err
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir --mlir-print-debuginfo --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo,print-op-stats{json}),test-stats-pass,strip-debuginfo,print-op-stats)' > %t.many 2> %t.many.err
// RUN: diff %t.one %t.many
// RUN: diff %t.one.err %t.many.err
// RUN: mlir-opt %t.in.mlir --mlir-print-debuginfo --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-function-pass,strip-debuginfo,print-op-stats{json}),test-stats-pass,strip-debuginfo,print-op-stats)' > %t.mlir 2> %t.mlir.err
// RUN: diff %t.mlir %t.threads
// RUN: diff %t.mlir.err %t.threads.err
// A failure in every function: the first function's error only, with or without threads.
// RUN: not strata-opt %t.in.mlir --pass-pipeline='builtin.module(func.func(strip-debuginfo,test-pass-create-invalid-ir))' 2> %t.fail.threads
// RUN: not strata-opt %t.in.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(strip-debuginfo,test-pass-create-invalid-ir))' 2> %t.fail.one
// RUN: diff %t.fail.one %t.fail.threads
// RUN: env RAYON_NUM_THREADS=7 not strata-opt %t.in.mlir --pass-pipeline='builtin.module(func.func(strip-debuginfo,test-pass-create-invalid-ir))' 2> %t.fail.many
// RUN: diff %t.fail.one %t.fail.many
// RUN: FileCheck %s < %t.fail.threads

// CHECK: <unknown>:0: error: 'arith.constant' op requires attribute 'value'
// CHECK-NEXT: <unknown>:0: note: see current operation: %0 = "arith.constant"() : () -> i32
// CHECK-NOT: error
