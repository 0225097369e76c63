// `tblgen --gen-pass-doc` is mlir-tblgen's, byte for byte, on MLIR 16's own pass specs.
// RUN: bash %S/Inputs/pass-doc-same.sh tblgen mlir-tblgen mlir/Transforms/Passes.td
// RUN: bash %S/Inputs/pass-doc-same.sh tblgen mlir-tblgen mlir/Conversion/Passes.td
// RUN: bash %S/Inputs/pass-doc-same.sh tblgen mlir-tblgen mlir/Dialect/Arith/Transforms/Passes.td
// RUN: bash %S/Inputs/pass-doc-same.sh tblgen mlir-tblgen mlir/Dialect/SCF/Transforms/Passes.td
// RUN: bash %S/Inputs/pass-doc-same.sh tblgen mlir-tblgen mlir/Dialect/Vector/Transforms/Passes.td
//
// Strata's own transforms passes (spec/passes/Transforms.td) have MLIR 16's arguments,
// summaries, options and statistics (their descriptions are Strata's): the skeleton of
// their documentation is that of MLIR's, once the passes Strata does not ship yet are
// left out; and once Strata's `expand-strided-metadata`, `affine-loop-fusion` and
// `affine-scalrep`, which MLIR 16 declares with the memref and affine dialects' passes,
// are left out of Strata's.
// RUN: tblgen --gen-pass-doc -I %S/../../spec %S/../../spec/passes/Transforms.td \
// RUN:   | awk -v drop="expand-strided-metadata affine-loop-fusion affine-scalrep" -f %S/Inputs/drop-pass-sections.awk \
// RUN:   | awk -f %S/Inputs/pass-doc-skeleton.awk > %t.strata
// RUN: mlir-tblgen --gen-pass-doc -I $(dirname mlir-tblgen)/../include \
// RUN:   $(dirname mlir-tblgen)/../include/mlir/Transforms/Passes.td \
// RUN:   | tail -n +2 > %t.mlir
// RUN: awk -v drop="generate-runtime-verification" \
// RUN:   -f %S/Inputs/drop-pass-sections.awk %t.mlir \
// RUN:   | awk -f %S/Inputs/pass-doc-skeleton.awk > %t.mlir.shipped
// RUN: diff %t.mlir.shipped %t.strata
// Every pass of MLIR's file is either documented by Strata or left out above.
// RUN: grep -c '^### ' %t.mlir | FileCheck --check-prefix=MLIR %s
// RUN: grep -c '^### ' %t.strata | FileCheck --check-prefix=STRATA %s
// MLIR: 14
// STRATA: 13
