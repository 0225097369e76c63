// Enumerated pass options (declared with `llvm::cl::values` in `additionalOptFlags`):
// `affine-loop-fusion`'s `mode` and its other options, against mlir-opt 16 (stdout, stderr,
// exit status). The values parse as LLVM's `cl` parses them (`Cannot find option named`,
// `requires a value!`), and the pipeline prints as mlir-opt 16 prints it: the first value
// that is NOT the option's (MLIR 16's `findArgStrForValue` takes `compare` for equality,
// which is true when the values differ), so `mode=sibling` prints `mode=greedy` and the
// default `mode=producer`.
//
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline -affine-loop-fusion
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --affine-loop-fusion='mode=greedy'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --affine-loop-fusion='mode=producer'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --affine-loop-fusion='mode=sibling'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --affine-loop-fusion='mode=producer mode=greedy'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --affine-loop-fusion='fusion-compute-tolerance=0.5 fusion-maximal fusion-fast-mem-space=2 fusion-local-buf-threshold=0x10 mode=producer'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(affine-loop-fusion{mode=sibling},func.func(affine-loop-fusion{fusion-maximal=false mode=greedy}))'
// Bad values.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --affine-loop-fusion='mode'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --affine-loop-fusion='mode='
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --affine-loop-fusion='mode=Greedy'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(affine-loop-fusion{mode=bad})'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --affine-loop-fusion='fusion-compute-tolerance=x'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --affine-loop-fusion='fusion-fast-mem-space=-1'
//
// The pass reads none of these options yet: the output is the same whatever they say
// (README, issue 12).
// RUN: strata-opt %s -affine-loop-fusion > %t.default
// RUN: strata-opt %s --affine-loop-fusion='mode=sibling fusion-maximal' > %t.sibling
// RUN: diff %t.default %t.sibling

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  memref.dealloc %m : memref<10xf32>
  return
}
