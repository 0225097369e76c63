// --mlir-print-assume-verified: mlir-opt skips the verification it runs before printing
// with custom forms; the module printed was verified after parsing, so the output is the
// same with and without the flag (also as `=true`/`=false`), in both tools.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-assume-verified %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-assume-verified %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect %s | diff %t.strata -
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-assume-verified=false --mlir-print-op-generic %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-assume-verified=false --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt --mlir-print-assume-verified=2 %s 2>&1 | FileCheck %s
// CHECK: for the --mlir-print-assume-verified option: '2' is invalid value for boolean argument! Try 0 or 1

func.func @f(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  "t.unregistered"(%r) : (f32) -> ()
  return %r : f32
}
