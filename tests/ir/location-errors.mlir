// Location and pretty-dialect-name errors in MLIR's wording; mlir-opt agrees.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @dialect_attr_as_loc() {
  // expected-error@+1 {{expected location, but found dialect attribute: '#foo.loc'}}
  return loc(#foo.loc)
}

// -----

#non_loc = true
func.func @alias_not_a_location() {
  // expected-error@+1 {{expected location, but found 'true'}}
  return loc(#non_loc)
}

// -----

func.func @forward_alias_not_a_location() {
  // expected-error@+1 {{expected location, but found 'unit'}}
  return loc(#later)
}
#later = unit

// -----

func.func @never_defined() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#nowhere)
}

// -----

// expected-error@+1 {{unbalanced '[' character in pretty dialect name}}
"t.op"() {a = #foo.bar<[)>} : () -> ()
