// A custom form giving an attribute of the wrong kind (ODS storageKind) gets
// MLIR's "invalid kind of attribute specified" while parsing; mlir-opt agrees.
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

func.func @call_string_callee() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = func.call "x"() : () -> i32
  return
}

// -----

func.func @call_nested_callee() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  func.call @a::@b() : () -> ()
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = func.constant "" : index
  return
}
