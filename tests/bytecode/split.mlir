// With --split-input-file each chunk's bytecode is written, separated by the marker as
// mlir-opt 16 separates them (a failing chunk writes nothing), byte for byte.
// RUN: not strata-opt --split-input-file --emit-bytecode %s -o %t.strata 2> /dev/null
// RUN: strata-opt --split-input-file --emit-bytecode %s 2> /dev/null > %t.strata || true
// RUN: mlir-opt --split-input-file --emit-bytecode %s 2> /dev/null > %t.mlir || true
// RUN: cmp %t.strata %t.mlir

func.func private @a()

// -----

func.func @bad()

// -----

func.func private @b(i32) -> f32
