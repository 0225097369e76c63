// A value name may not be defined again while a definition in an enclosing region is in
// scope, even inside an op isolated from above: MLIR's parser keeps one name scope per
// region, not per isolated op. Once the region ends, its names may be reused.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-note @below {{previously defined here}}
%0 = "test.def"() : () -> i32
func.func @f() {
  // expected-error @below {{redefinition of SSA value '%0'}}
  %0 = "test.def"() : () -> i32
  return
}

// -----

// expected-note @below {{previously referenced here}}
%a = "test.def"() : () -> i32
// expected-error @below {{region entry argument '%a' is already in use}}
func.func @g(%a: i32) {
  return
}

// -----

// A function's names are out of scope after it: the module-level `%0` is new.
func.func @h() {
  %0 = "test.def"() : () -> i32
  return
}
%0 = "test.def"() : () -> i32
"test.use"(%0) : (i32) -> ()
