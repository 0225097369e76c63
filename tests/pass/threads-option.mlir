// `--threads=<int>` is LLVM's option of its ThinLTO code generator (its thread count,
// `llvm/lib/LTO/ThinLTOCodeGenerator.cpp`), which mlir-opt 16 lists in its help and
// accepts but never reads: MLIR's own threading follows `--mlir-disable-threading`. Strata
// accepts and rejects the same values, with `cl`'s wording (LLVM's integer syntax:
// radix prefixes, a sign, 32 bits), and ignores it too. Compared with mlir-opt 16.
//
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=4 -cse
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=0 -cse
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=-3
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=0x10
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=010
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=0b11
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=-2147483648
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s -threads 3
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s -threads=1 --threads=2
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=x
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=+3
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=09
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=2.0
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads=2147483648
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --threads

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
