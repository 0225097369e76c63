// Attributes and types defined in .td (spec/dialects/demo.td, src/dialects/demo.rs):
// parsed into their structured form, verified, printed back; the generic form and a
// second round trip print the same.
// RUN: strata-opt --example-dialects %s | FileCheck %s
// RUN: strata-opt --example-dialects %s | strata-opt --example-dialects | FileCheck %s
// RUN: strata-opt --example-dialects --mlir-print-op-generic %s | strata-opt --example-dialects | FileCheck %s
// RUN: strata-opt --example-dialects --split-input-file --verify-diagnostics %S/Inputs/demo-attr-type-invalid.mlir
// RUN: not strata-opt --example-dialects %S/Inputs/demo-attr-type-bad-width.mlir 2>&1 | FileCheck %S/Inputs/demo-attr-type-bad-width.mlir

// The tutorial's type, a type without parameters, a `struct` format (any order in,
// declaration order out; the optional `layout` is left out when absent; nested
// attributes keep their aliases).
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func private @types(
// CHECK-SAME: !demo.int<32>, !demo.unit,
// CHECK-SAME: !demo.matrix<rows = 2, cols = 3, element = f32>,
// CHECK-SAME: !demo.matrix<rows = 1, cols = 1, element = !demo.int<8>, layout = #map>)
func.func private @types(!demo.int<32>, !demo.unit,
    !demo.matrix<cols = 3, element = f32, rows = 2>,
    !demo.matrix<rows = 1, cols = 1, element = !demo.int<8>, layout = affine_map<(d0) -> (d0)>>)

// Several parameters: a default-valued one (elided when it equals its default) and an
// optional one, each in an optional group; a list; a bool; a custom form; a float;
// a typed attribute (its `: type` is its self-type parameter; `none` prints nothing).
// CHECK-LABEL: func.func private @attrs()
// CHECK-SAME: a = #demo.range<0, 10>
// CHECK-SAME: b = #demo.range<0, 10>
// CHECK-SAME: c = #demo.range<-5, 10 step 2 label "x">
// CHECK-SAME: d = #demo.range<1, 2 label "only">
// CHECK-SAME: e = #demo.shape<[2, 3], f32, true>
// CHECK-SAME: f = #demo.color<rgb 255 128 0>
// CHECK-SAME: g = #demo.scale<2.500000e+00>
// CHECK-SAME: h = #demo.scale<-1.000000e+00>
// CHECK-SAME: t1 = #demo.tagged<5> : i32
// CHECK-SAME: t2 = #demo.tagged<7>}
func.func private @attrs() attributes {
  a = #demo.range<0, 10>, b = #demo.range<0, 10 step 1>,
  c = #demo.range<-5, 10 step 2 label "x">, d = #demo.range<1, 2 label "only">,
  e = #demo.shape<[2, 3], f32, true>, f = #demo.color<rgb 255 128 0>,
  g = #demo.scale<2.5>, h = #demo.scale<-1>,
  t1 = #demo.tagged<5> : i32, t2 = #demo.tagged<7>}

// Parameters that are defs of the dialect print stripped of their `!demo.int` /
// `#demo.color` / `#demo.range` (either form parses), and in full under `qualified`
// (`outer`); a list of them, and an optional one.
// CHECK-LABEL: func.func private @defs(
// CHECK-SAME: !demo.vector<4, <32>>, !demo.vector<2, <8>>)
// CHECK-SAME: s1 = #demo.span<#demo.range<0, 4>, [<rgb 1 2 3>, <rgb 4 5 6>]>
// CHECK-SAME: s2 = #demo.span<#demo.range<0, 9 step 3>, [<rgb 0 0 0>] inner <1, 2>>
// CHECK-SAME: s3 = #demo.span<#demo.range<0, 9>, [<rgb 0 0 0>] inner <1, 2 label "in">>}
func.func private @defs(!demo.vector<4, <32>>, !demo.vector<2, !demo.int<8>>) attributes {
  s1 = #demo.span<<0, 4>, [<rgb 1 2 3>, #demo.color<rgb 4 5 6>]>,
  s2 = #demo.span<#demo.range<0, 9 step 3>, [<rgb 0 0 0>] inner <1, 2>>,
  s3 = #demo.span<#demo.range<0, 9>, [<rgb 0 0 0>] inner #demo.range<1, 2 label "in">>}

// An op whose attribute and result are defs of the dialect. In the op's format the
// attribute is written stripped of `#demo.range` and the result's type (`type($result)`,
// constrained to the type def) stripped of `!demo.int`; either form parses, as MLIR's
// generated op parsers read them.
// CHECK: %0 = demo.range <0, 4> : <16>
// CHECK-NEXT: %1 = demo.range <-1, 1 step 2> : <8>
// CHECK-NEXT: %2 = demo.range <0, 1> : <32>
%0 = demo.range #demo.range<0, 4> : !demo.int<16>
%1 = demo.range <-1, 1 step 2> : !demo.int<8>
%2 = demo.range <0, 1> : <32>

// A parameter with its own parser and printer (`Demo_PermissionBits`): `rwx` letters,
// `none` for no bits; the default-valued `others` (0) is elided.
// CHECK-LABEL: func.func private @perms()
// CHECK-SAME: a = #demo.perms<rw>, b = #demo.perms<rwx, r>, c = #demo.perms<rw>, d = #demo.perms<none, wx>}
func.func private @perms() attributes {
  a = #demo.perms<rw>, b = #demo.perms<xwr, r>, c = #demo.perms<rw, none>,
  d = #demo.perms<none, wx>}

// `custom<...>` directives in an attribute's format: the dialect's `parse_extent` binds
// both parameters (its separator is a string argument), `custom<Area>` reads them again
// through `ref` and checks an optional `area`, always printed.
// CHECK-LABEL: func.func private @boxes()
// CHECK-SAME: a = #demo.box<3 x 4 area 12>, b = #demo.box<0 x 2 area 0>}
func.func private @boxes() attributes {a = #demo.box<3 x 4>, b = #demo.box<0 x 2 area 0>}

// An optional group with an else branch (`(`step` $step^) : (`unit`)?`). As in MLIR's
// generated printers, the else branch keeps the spacing the then branch left, hence the
// space in `< unit>`.
// CHECK-LABEL: func.func private @strides()
// CHECK-SAME: a = #demo.stride<step 4>, b = #demo.stride< unit>}
func.func private @strides() attributes {a = #demo.stride<step 4>, b = #demo.stride<unit>}
