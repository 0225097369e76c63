// A custom form's `type($x)` of a single operand or result whose constraint names a
// type class (MLIR's `cppClassName`: `IntegerType` for `AnySignlessInteger` and
// `AnyInteger`, `IndexType`, `FloatType`, ...) must give a type of that class:
// another is `invalid kind of type specified` at the type, as MLIR's generated
// `parseType<IntegerType>` reports, before any verifier runs.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file

llvm.func @active_lane_mask_vector(%base : i64, %n : vector<7xi64>) -> vector<7xi1> {
  // expected-error @below{{invalid kind of type specified}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}

// -----

func.func @switch_on_index(%flag : index) {
  // expected-error @below{{invalid kind of type specified}}
  cf.switch %flag : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// The class alone is checked at parse time; the rest of the constraint (signless) by
// the verifier.
func.func @active_lane_mask_signed(%base : si64, %n : i64) -> vector<7xi1> {
  // expected-error @below{{'llvm.intr.get.active.lane.mask' op operand #0 must be signless integer, but got 'si64'}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : si64, i64 to vector<7xi1>
  return %0 : vector<7xi1>
}
