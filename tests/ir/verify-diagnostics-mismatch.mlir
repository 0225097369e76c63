// Input for verify-diagnostics.mlir: expectations that do not match.

"test.op"() ({
^bb0:
  // expected-error@+1 {{this is not the message}}
  "test.use"(%undefined) : (i32) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{never produced}}
"test.fine"() : () -> ()

// -----

// expected-warning {{wrong severity}}
"test.op"(
