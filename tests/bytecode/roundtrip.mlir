// MLIR 16's bytecode both ways: strata-opt --emit-bytecode writes mlir-opt's bytes, mlir-opt
// reads them back to the same text, and strata-opt reads mlir-opt's bytecode to the same text.
// RUN: strata-opt --allow-unregistered-dialect --emit-bytecode %s -o %t.strata.mlirbc
// RUN: mlir-opt --allow-unregistered-dialect --emit-bytecode %s -o %t.mlir.mlirbc
// RUN: cmp %t.strata.mlirbc %t.mlir.mlirbc
// mlir-opt's own bytecode read back is the reference (it drops some block-argument locations).
// RUN: mlir-opt --allow-unregistered-dialect %t.mlir.mlirbc --mlir-print-debuginfo > %t.text
// RUN: mlir-opt --allow-unregistered-dialect %t.strata.mlirbc --mlir-print-debuginfo > %t.from-strata
// RUN: diff %t.text %t.from-strata
// Strata keeps the block-argument locations mlir-opt 16 drops when reading: compared
// without locations.
// RUN: mlir-opt --allow-unregistered-dialect %t.mlir.mlirbc > %t.text-noloc
// RUN: strata-opt --allow-unregistered-dialect %t.mlir.mlirbc > %t.from-mlir
// RUN: diff %t.text-noloc %t.from-mlir

#loc = loc("other.mlir":3:4)
module attributes {test.attr = [unit, "s" : i32, @sym::@nested, 1.5 : f64, -7 : i128, 3 : ui8, true]} {
  func.func @arith(%a: i32 loc("arg"("f.mlir":1:2)), %b: f32, %v: vector<2x[4]xf32>) -> (i32, index) {
    %c = arith.constant -1 : i32
    %0 = arith.addi %a, %c : i32 loc(callsite(#loc at "caller.mlir":9:9))
    %1 = arith.addf %b, %b fastmath<fast> : f32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
    %i = arith.constant 42 : index loc(fused<"meta">["x.mlir":1:1])
    %d = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
    %e = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    %f = arith.constant dense<2.5> : tensor<4xbf16>
    %g = arith.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
    return %0, %i : i32, index loc(unknown)
  }
  func.func private @decl(memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<8xi8, 1>, memref<*xf16>, tensor<*xi8>, tuple<i1, none>, complex<f64>, f80, f128, f16, si16, ui64, i7) attributes {arr = array<i32: 1, 2>, fa = array<f32: 1.0>}
  func.func @scf(%n: index, %m: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %init = arith.constant 0.0 : f32
    %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
      %x = memref.load %m[%iv] : memref<?xf32>
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    cf.br ^bb1(%r : f32)
  ^bb1(%y: f32):
    %w = "foo.unregistered"(%y) ({
    ^bb0(%z: f32):
      "foo.yield"(%z) : (f32) -> ()
    }) {sparse = sparse<[[0, 1]], [5.0]> : tensor<2x2xf32>, strs = dense<["a", "b\22c"]> : tensor<2x!foo.s>, opaque = #foo.attr<"x">} : (f32) -> !foo.type<1>
    return %y : f32
  }
  llvm.func internal @llvm(%p: !llvm.ptr<i32>) -> i32 {
    %0 = llvm.load %p : !llvm.ptr<i32>
    llvm.return %0 : i32
  }
  "foo.graph"() ({
    "foo.use"(%later) : (i32) -> ()
    %later = "foo.def"() : () -> i32
  }) : () -> ()
}
