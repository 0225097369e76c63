// Errors inside attribute and type literals, byte for byte as mlir-opt 16 prints them,
// at the byte MLIR's parser points at: elements literals (what concerns the whole literal
// at the token after `>`, or at `dense` when a custom form gives the type; ranks at the
// token after the offending element; float elements at the parser's token after the
// type; integer elements at the element), hex data, undefined aliases (after the name),
// unbalanced dialect bodies (at the `<` or the last string read), nested symbol
// references, strided layouts and block argument lists. Each chunk ends its buffer, so
// errors at the end of the input are covered too.
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

"foo"() {a = dense<[4]> : tensor<5xi32>} : () -> ()

// -----

"foo"() {a = dense<[]> : tensor<1xf16>} : () -> ()

// -----

"foo"() {a = dense<[[4], [5, 6]]> : tensor<2x1xi32>} : () -> ()

// -----

"foo"() {a = dense<[4, [5]]> : tensor<2xi32>} : () -> ()

// -----

"foo"() {a = dense<[[4], 5]> : tensor<2xi32>} : () -> ()

// -----

"foo"() {a = dense<[4.0, 3]> : tensor<2xf32>} : () -> ()

// -----

"foo"() {a = dense<[true]> : vector<1xf32>} : () -> ()

// -----

"foo"() {a = dense<[4]> : tensor<1xf32>

// -----

"foo"() {a = dense<[1, -2]> : tensor<2xui8>} : () -> ()

// -----

"foo"() {a = dense<[-1.0]> : tensor<1xui32>} : () -> ()

// -----

"foo"() {a = dense<[1, 2.0]> : tensor<2xi32>} : () -> ()

// -----

"foo"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----

"foo"() {a = dense<"0x0001"> : tensor<4xi1>} : () -> ()

// -----

"foo"() {a = dense<"0x010203"> : tensor<2xi16>} : () -> ()

// -----

"foo"() {a = dense<"0x0102"> : tensor<3xindex>} : () -> ()

// -----

"foo"() {a = dense<"0x0"> : tensor<4xi8>} : () -> ()

// -----

"foo"() {a = dense<""> : tensor<2xi8>} : () -> ()

// -----

memref.global "private" @g : memref<2xi32> = dense<>

// -----

memref.global "private" @g : memref<2xf32> = dense<[1, 2]>

// -----

memref.global "private" @g : memref<2xf32> = dense<[1., [2.]]>

// -----

func.func @memrefs(memref<2x4xi8, #map7>)

// -----

func.func @type_alias(!unknown_alias) -> ()

// -----

func.func @alias_at_line_end(!unknown_alias
) -> ()

// -----

func.func @f(!foo<) -> ()

// -----

func.func @f(!foo<"a" x )) -> ()

// -----

func.func @f(!foo.bar<{"x"]>) -> ()

// -----

func.func @f(%a: i32 {x = #foo.bar<(]>}) -> ()

// -----

func.func @f(!unreg.ptr<(i32)->)

// -----

func.func @f(!foo<"a
") -> ()

// -----

"f"() { b = [@m:

// -----

"f"() { b = [@m::x]} : () -> ()

// -----

"f"() { b = [@m::

// -----

func.func private @f() -> memref<?x?xf32, strided<[], offset: >>

// -----

func.func private @f() -> memref<?x?xf32, strided<[1, -x]>>

// -----

func.func private @f() -> memref<?x?xf32, strided<[9223372036854775808, 1]>>

// -----

func.func private @f() -> memref<?x?xf32, strided<[1,

// -----

func.func @f() {
^bb42 (%bb42 : i32:
  return
}
