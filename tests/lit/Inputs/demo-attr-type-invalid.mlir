// Malformed bodies of attributes and types defined in .td (spec/dialects/demo.td).

// expected-error@+1 {{demo integer width must be in 1..=64, got 0}}
func.func private @f(!demo.int<0>)

// -----

// expected-error@+1 {{expected integer value for parameter 'width'}}
func.func private @f(!demo.int<x>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!demo.int<5)

// -----

// expected-error@+1 {{integer value -1 of parameter 'width' does not fit in u64}}
func.func private @f(!demo.int<-1>)

// -----

// expected-error@+1 {{struct is missing required parameter: cols}}
func.func private @f(!demo.matrix<rows = 2, element = f32>)

// -----

// expected-error@+1 {{duplicate parameter 'rows'}}
func.func private @f(!demo.matrix<rows = 2, rows = 3, cols = 1, element = f32>)

// -----

// expected-error@+1 {{unknown parameter 'elem'}}
func.func private @f(!demo.matrix<rows = 2, cols = 1, elem = f32>)

// -----

// expected-error@+1 {{unknown type `nope` in dialect `demo`}}
func.func private @f(!demo.nope<1>)

// -----

// expected-error@+1 {{range is empty: 5 > 1}}
func.func private @f() attributes {a = #demo.range<5, 1>}

// -----

// expected-error@+1 {{range step must be positive, got 0}}
func.func private @f() attributes {a = #demo.range<1, 5 step 0>}

// -----

// expected-error@+1 {{expected string for parameter 'label'}}
func.func private @f() attributes {a = #demo.range<1, 5 label 3>}

// -----

// expected-error@+1 {{color component 300 is not in 0..=255}}
func.func private @f() attributes {a = #demo.color<rgb 1 2 300>}

// -----

// expected-error@+1 {{expected 'rgb'}}
func.func private @f() attributes {a = #demo.color<hsv 1 2 3>}

// -----

// expected-error@+1 {{expected 'true' or 'false' for parameter 'packed'}}
func.func private @f() attributes {a = #demo.shape<[1], f32, maybe>}

// -----

// expected-error@+1 {{expected floating point literal for parameter 'factor'}}
func.func private @f() attributes {a = #demo.scale<x>}

// -----

// expected-error@+1 {{unknown attribute `nope` in dialect `demo`}}
func.func private @f() attributes {a = #demo.nope<1>}

// -----

// The op's attribute must be a `#demo.range`.
// expected-error@+1 {{'demo.range' op attribute 'range' failed to satisfy constraint}}
%0 = "demo.range"() {range = #demo.scale<1.0>} : () -> !demo.int<8>

// -----

// The stripped form in an op's format is verified too.
// expected-error@+1 {{range is empty: 5 > 1}}
%0 = demo.range <5, 1> : !demo.int<8>

// -----

// A parameter that is a def is checked by that def's verifier, stripped or not.
// expected-error@+1 {{demo integer width must be in 1..=64, got 0}}
func.func private @f(!demo.vector<4, <0>>)

// -----

// expected-error@+1 {{range is empty: 5 > 1}}
func.func private @f() attributes {a = #demo.span<<0, 1>, [<rgb 1 2 3>] inner <5, 1>>}

// -----

// In full, it must be of that def.
// expected-error@+1 {{expected `#demo.range` for parameter 'outer'}}
func.func private @f() attributes {a = #demo.span<#demo.scale<1.0>, [<rgb 1 2 3>]>}

// -----

// expected-error@+1 {{expected `!demo.int` for parameter 'element'}}
func.func private @f(!demo.vector<4, !demo.unit>)

// -----

// A parameter's own parser reports its errors where it chooses.
// expected-error@+1 {{invalid permissions 'rq'}}
func.func private @f() attributes {a = #demo.perms<rq>}

// -----

// expected-error@+1 {{invalid permissions 'rr'}}
func.func private @f() attributes {a = #demo.perms<r, rr>}

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @f() attributes {a = #demo.perms<r, 5>}

// -----

// The dialect's directive reports its own errors.
// expected-error@+1 {{area 13 is not 3 x 4}}
func.func private @f() attributes {a = #demo.box<3 x 4 area 13>}

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f() attributes {a = #demo.box<3 by 4>}

// -----

// A predicate trait of the def (`PredAttrTrait`), checked on every parsed value.
// expected-error@+1 {{failed to verify that the extent is not negative}}
func.func private @f() attributes {a = #demo.box<-1 x 2>}

// -----

// Without the then branch, the else branch is required.
// expected-error@+1 {{expected 'unit'}}
func.func private @f() attributes {a = #demo.stride<>}

// -----

// A `type($result)` constrained to the type def reads the def's stripped form unless
// the type starts with `!`.
// expected-error@+1 {{expected '<'}}
%0 = demo.range <0, 1> : i32
