// The command-line errors of tblgen and mlir-tblgen 16 are the same text,
// once the tool names and paths are set aside.

// RUN: not tblgen --gen-op-def %s 2> %t.strata
// RUN: not mlir-tblgen --gen-op-def %s 2> %t.mlir
// RUN: not tblgen --help-list=1 --dialect 2>> %t.strata
// RUN: not mlir-tblgen --help-list=1 --dialect 2>> %t.mlir
// RUN: not tblgen %s %s 2>> %t.strata
// RUN: not mlir-tblgen %s %s 2>> %t.mlir
// RUN: not tblgen %S/does-not-exist.td 2>> %t.strata
// RUN: not mlir-tblgen %S/does-not-exist.td 2>> %t.mlir
// RUN: sed -f %S/Inputs/cli-names.sed %t.strata > %t.strata.n
// RUN: sed -f %S/Inputs/cli-names.sed %t.mlir > %t.mlir.n
// RUN: diff %t.mlir.n %t.strata.n
