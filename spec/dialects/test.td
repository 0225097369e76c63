//===- test.td - MLIR's `test` dialect ------------------------------------===//
//
// The `test` dialect of MLIR's own test suite (`mlir/test/lib/Dialect/Test`),
// which mlir-opt 16 loads: the ops, folds, canonicalization patterns and DRR
// rules that MLIR's tests of its passes are written with, so that Strata runs
// those tests unchanged. Like MLIR's, it accepts operations it does not define
// (`test.foo` parses without `--allow-unregistered-dialect`).
//
// The ops are grouped by what they test, one file per group under
// `spec/dialects/test/`, each included below; their Rust (folds, patterns,
// verifiers, the test passes that use them) is in `src/dialects/test/`.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"
include "base/Interfaces.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "The ops MLIR's own tests are written with";
  let description = [{
    MLIR's `test` dialect: ops with the traits, interfaces, folds and
    canonicalization patterns that MLIR's tests of its passes exercise.
  }];
  let cppNamespace = "::test";
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

include "dialects/test/constants.td"
include "dialects/test/regions.td"
include "dialects/test/canonicalize.td"
include "dialects/test/branches.td"
include "dialects/test/internal_br.td"
include "dialects/test/effects.td"
include "dialects/test/cse.td"
include "dialects/test/patterns.td"
include "dialects/test/loops.td"
include "dialects/test/region_branch.td"
include "dialects/test/inlining.td"
include "dialects/test/drivers.td"
include "dialects/test/conversion.td"
