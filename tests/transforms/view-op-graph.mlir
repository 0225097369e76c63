// `view-op-graph` against mlir-opt 16: the DOT graph on standard error, byte for byte,
// with each option, with attributes elided (`--mlir-elide-elementsattrs-if-larger`) and
// cut, escaped labels (quotes, backslashes, newlines, bytes outside ASCII), values used
// before their definition (MLIR's `v0`), and as a function pass (one graph per function,
// in the order of the functions whatever the threads, each numbered from 1: mlir-opt on
// one thread goes on numbering from one function to the next, and with threads numbers
// as its threads take the functions).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -view-op-graph
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -view-op-graph='print-control-flow-edges=true max-label-len=6'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -view-op-graph='print-attrs=false print-result-types=false print-data-flow-edges=false'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=3 -view-op-graph=max-label-len=100
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(view-op-graph))' -o /dev/null 2> %t.threads
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(view-op-graph))' --mlir-disable-threading -o /dev/null 2> %t.one
// RUN: diff %t.one %t.threads
// RUN: grep -c 'subgraph cluster_1 {' %t.one | grep -qx 2
// RUN: strata-opt %s --allow-unregistered-dialect -view-op-graph -o /dev/null 2>&1 | FileCheck %s

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ())\n";
// CHECK: v{{[0-9]+}} [label = "arg0", shape = ellipse];
// CHECK: label = "scf.for : (f32))\n"
// CHECK: [style = solid, ltail = cluster_{{[0-9]+}}];
// CHECK: v0 -> v{{[0-9]+}} [label = "0", style = solid];

func.func @f(%a: f32, %n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %splat = arith.constant dense<7.5> : tensor<2x3xf32>
  %small = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  "foo.op"(%r, %big, %splat, %small) {s = "quote\" back\\ nl\n tab\t é", arr = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], few = [1, 2], map = affine_map<(d0) -> (d0 + 1)>, unit} : (f32, tensor<6xf32>, tensor<2x3xf32>, tensor<2x2xi32>) -> ()
  return %r : f32
}

func.func @g(%c: i1) -> i32 {
  %0 = "foo.region"() ({
    %1 = "foo.def"() : () -> i32
    cf.cond_br %c, ^bb1, ^bb2(%1 : i32)
  ^bb1:
    "foo.yield"(%1) : (i32) -> ()
  ^bb2(%arg: i32):
    "foo.yield"(%arg) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}

"foo.graph"() ({
  %a = "foo.use"(%b, %b) : (i32, i32) -> i32
  %b = "foo.def"() : () -> i32
}) : () -> ()
