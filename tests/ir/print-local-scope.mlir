// --mlir-print-local-scope: affine maps, integer sets and locations print inline
// instead of through `#map`/`#set`/`#loc` aliases, and the module prints like any
// other op (mlir-opt's printFullOpWithIndentAndLoc): no blank line after it and no
// file metadata. Compared byte for byte with mlir-opt 16.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope --split-input-file %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope --split-input-file %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// LLVM debug-info parameters of a concrete attribute class print stripped when
// inline (`file = <"debuginfo.mlir" in "/test/">`).
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %S/Inputs/llvm-debuginfo.mlir > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %S/Inputs/llvm-debuginfo.mlir > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: grep -q 'compileUnit = <sourceLanguage' %t.strata
// Without the flag the same input uses aliases (checks that the test input has some).
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: grep -q '^#map = ' %t.strata
// RUN: grep -q '^#loc = ' %t.strata

"t.a"() {map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>, set = affine_set<(d0) : (d0 - 1 >= 0)>, l = loc(callsite("f" at "a.cc":1:2)), m = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>} : () -> ()
"t.b"() ({
^bb0(%arg0: memref<2xf32, affine_map<(d0) -> (d0 + 1)>>):
  "t.c"(%arg0) {again = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>} : (memref<2xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
}) : () -> ()

// -----

"t.d"() {l = loc(fused<"p">["x":3:4, "y"])} : () -> ()

{-#
  external_resources: {
    external: {
      flag: true
    }
  }
#-}
