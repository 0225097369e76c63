// Attributes and types defined in .td (spec/dialects/toy.td, src/dialects/toy.rs):
// parsed into their structured form, verified, printed back; the generic form and a
// second round trip print the same.
// RUN: strata-opt --example-dialects %s | FileCheck %s
// RUN: strata-opt --example-dialects %s | strata-opt --example-dialects | FileCheck %s
// RUN: strata-opt --example-dialects --mlir-print-op-generic %s | strata-opt --example-dialects | FileCheck %s
// RUN: strata-opt --example-dialects --split-input-file --verify-diagnostics %S/Inputs/toy-attr-type-invalid.mlir
// RUN: not strata-opt --example-dialects %S/Inputs/toy-attr-type-bad-width.mlir 2>&1 | FileCheck %S/Inputs/toy-attr-type-bad-width.mlir

// The tutorial's type, a type without parameters, a `struct` format (any order in,
// declaration order out; the optional `layout` is left out when absent; nested
// attributes keep their aliases).
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func private @types(
// CHECK-SAME: !toy.int<32>, !toy.unit,
// CHECK-SAME: !toy.matrix<rows = 2, cols = 3, element = f32>,
// CHECK-SAME: !toy.matrix<rows = 1, cols = 1, element = !toy.int<8>, layout = #map>)
func.func private @types(!toy.int<32>, !toy.unit,
    !toy.matrix<cols = 3, element = f32, rows = 2>,
    !toy.matrix<rows = 1, cols = 1, element = !toy.int<8>, layout = affine_map<(d0) -> (d0)>>)

// Several parameters: a default-valued one (elided when it equals its default) and an
// optional one, each in an optional group; a list; a bool; a custom form; a float;
// a typed attribute (its `: type` is its self-type parameter; `none` prints nothing).
// CHECK-LABEL: func.func private @attrs()
// CHECK-SAME: a = #toy.range<0, 10>
// CHECK-SAME: b = #toy.range<0, 10>
// CHECK-SAME: c = #toy.range<-5, 10 step 2 label "x">
// CHECK-SAME: d = #toy.range<1, 2 label "only">
// CHECK-SAME: e = #toy.shape<[2, 3], f32, true>
// CHECK-SAME: f = #toy.color<rgb 255 128 0>
// CHECK-SAME: g = #toy.scale<2.500000e+00>
// CHECK-SAME: h = #toy.scale<-1.000000e+00>
// CHECK-SAME: t1 = #toy.tagged<5> : i32
// CHECK-SAME: t2 = #toy.tagged<7>}
func.func private @attrs() attributes {
  a = #toy.range<0, 10>, b = #toy.range<0, 10 step 1>,
  c = #toy.range<-5, 10 step 2 label "x">, d = #toy.range<1, 2 label "only">,
  e = #toy.shape<[2, 3], f32, true>, f = #toy.color<rgb 255 128 0>,
  g = #toy.scale<2.5>, h = #toy.scale<-1>,
  t1 = #toy.tagged<5> : i32, t2 = #toy.tagged<7>}

// Parameters that are defs of the dialect print stripped of their `!toy.int` /
// `#toy.color` / `#toy.range` (either form parses), and in full under `qualified`
// (`outer`); a list of them, and an optional one.
// CHECK-LABEL: func.func private @defs(
// CHECK-SAME: !toy.vector<4, <32>>, !toy.vector<2, <8>>)
// CHECK-SAME: s1 = #toy.span<#toy.range<0, 4>, [<rgb 1 2 3>, <rgb 4 5 6>]>
// CHECK-SAME: s2 = #toy.span<#toy.range<0, 9 step 3>, [<rgb 0 0 0>] inner <1, 2>>
// CHECK-SAME: s3 = #toy.span<#toy.range<0, 9>, [<rgb 0 0 0>] inner <1, 2 label "in">>}
func.func private @defs(!toy.vector<4, <32>>, !toy.vector<2, !toy.int<8>>) attributes {
  s1 = #toy.span<<0, 4>, [<rgb 1 2 3>, #toy.color<rgb 4 5 6>]>,
  s2 = #toy.span<#toy.range<0, 9 step 3>, [<rgb 0 0 0>] inner <1, 2>>,
  s3 = #toy.span<#toy.range<0, 9>, [<rgb 0 0 0>] inner #toy.range<1, 2 label "in">>}

// An op whose attribute and result are defs of the dialect. In the op's format the
// attribute is written stripped of `#toy.range` (either form parses), as MLIR's
// generated op printers write it.
// CHECK: %0 = toy.range <0, 4> : !toy.int<16>
// CHECK-NEXT: %1 = toy.range <-1, 1 step 2> : !toy.int<8>
%0 = toy.range #toy.range<0, 4> : !toy.int<16>
%1 = toy.range <-1, 1 step 2> : !toy.int<8>

// A parameter with its own parser and printer (`Toy_PermissionBits`): `rwx` letters,
// `none` for no bits; the default-valued `others` (0) is elided.
// CHECK-LABEL: func.func private @perms()
// CHECK-SAME: a = #toy.perms<rw>, b = #toy.perms<rwx, r>, c = #toy.perms<rw>, d = #toy.perms<none, wx>}
func.func private @perms() attributes {
  a = #toy.perms<rw>, b = #toy.perms<xwr, r>, c = #toy.perms<rw, none>,
  d = #toy.perms<none, wx>}

// `custom<...>` directives in an attribute's format: the dialect's `parse_extent` binds
// both parameters (its separator is a string argument), `custom<Area>` reads them again
// through `ref` and checks an optional `area`, always printed.
// CHECK-LABEL: func.func private @boxes()
// CHECK-SAME: a = #toy.box<3 x 4 area 12>, b = #toy.box<0 x 2 area 0>}
func.func private @boxes() attributes {a = #toy.box<3 x 4>, b = #toy.box<0 x 2 area 0>}

// An optional group with an else branch (`(`step` $step^) : (`unit`)?`). As in MLIR's
// generated printers, the else branch keeps the spacing the then branch left, hence the
// space in `< unit>`.
// CHECK-LABEL: func.func private @strides()
// CHECK-SAME: a = #toy.stride<step 4>, b = #toy.stride< unit>}
func.func private @strides() attributes {a = #toy.stride<step 4>, b = #toy.stride<unit>}
