// The README's first command runs Strata's tblgen on examples/hello.td; its
// output must be byte-identical to llvm-tblgen 16's.
// RUN: tblgen --print-records -I %S/../../spec %S/../../examples/hello.td > %t.strata
// RUN: llvm-tblgen --print-records -I %S/../../spec %S/../../examples/hello.td > %t.llvm
// RUN: diff %t.llvm %t.strata
