// The errors of `sparse<indices, values> : type`, in mlir-opt 16's wording and at its
// locations: syntax, the type, tensor-literal ranks, and `SparseElementsAttr::verify`
// (values are 1-d, shapes agree, indices are within the type's shape).
// RUN: strata-opt --allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s -split-input-file -verify-diagnostics

// expected-error@+1 {{Expected '<' after 'sparse'}}
"t.a"() {x = sparse [0]} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"t.a"() {x = sparse<[0] [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected '>'}}
"t.a"() {x = sparse<[0], [1] : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"t.a"() {x = sparse<[0], [1]>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"t.a"() {x = sparse<[0], [1]> : i32} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"t.a"() {x = sparse<> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{expected element literal of primitive type}}
"t.a"() {x = sparse<[0], [,]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer or floating point literal}}
"t.a"() {x = sparse<[0], [-x]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ',' between complex elements}}
"t.a"() {x = sparse<[0], [(1)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {x = sparse<[[0, 1], [1]], [1, 0]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"t.a"() {x = sparse<[[0, 1], [1, 0]], [[1, 0]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
"t.a"() {x = sparse<[[0, 1], [1, 0]], [1, 0, 1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])}}
"t.a"() {x = sparse<[[0, 0]], 1> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([]); inferred shape of indices literal ([0]); inferred shape of values literal ([0])}}
"t.a"() {x = sparse<[], []> : tensor<i32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[1, 2], and type='tensor<2x2xi32>'}}
"t.a"() {x = sparse<[[0, 1], [1, 2]], [1, 0]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='vector<2xf32>'}}
"t.a"() {x = sparse<[-1], [1.0]> : vector<2xf32>} : () -> ()
