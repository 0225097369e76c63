// --verify-diagnostics on generic-form input: matched expectations pass,
// and a mismatch is reported exactly as mlir-opt reports it.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %S/verify-diagnostics-mismatch.mlir > /dev/null 2> %t.strata
// RUN: not mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %S/verify-diagnostics-mismatch.mlir > /dev/null 2> %t.mlir
// RUN: diff -u %t.mlir %t.strata

"test.op"() ({
^bb0:
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%undefined) : (i32) -> ()
}) : () -> ()

// -----

// Dominance is checked in multi-block regions (single-block regions of
// unregistered ops are graph regions, as in MLIR).
"test.op"() ({
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "test.use"(%0) : (i32) -> ()
  // expected-note@+1 {{operand defined here}}
  %0 = "test.def"() : () -> i32
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

// expected-error@below {{expected ')' to end operand list}}
"test.op"(

// -----

"test.op"() : () -> ()
