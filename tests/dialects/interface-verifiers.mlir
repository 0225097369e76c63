// The verifiers of the interfaces in `spec/base/Interfaces.td`, run for every op listing
// the interface, in the order of its traits: `BranchOpInterface` (each successor's
// operands), `FunctionOpInterface` (signature attributes, entry block) and
// `SymbolOpInterface` (name, visibility, public declarations). Same messages as MLIR.
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

func.func @br_count(%x: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @cond_br_type(%c: i1, %x: i32) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return
^bb2(%y: i64):
  return
}

// -----

func.func @switch_case_operands(%flag: i32, %x: i32) {
  // expected-error @below {{branch has 0 operands for successor #2, but target block has 1}}
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb1,
    43: ^bb2
  ]
^bb1:
  return
^bb2(%y: i32):
  return
}

// -----

// The interface's check comes before the op's own (the case values).
func.func @switch_order(%flag: i32, %x: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.switch"(%flag, %x) [^bb1, ^bb1] {case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 1, 0>} : (i32, i32) -> ()
^bb1:
  return
}

// -----

// expected-error @below {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
memref.global "hidden" @g : memref<2xf32>

// -----

// The op's own constraints (`OptionalAttr<StrAttr>`) come before its interfaces'.
// expected-error @below {{'memref.global' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"memref.global"() {sym_name = "g", sym_visibility = 1 : i32, type = memref<2xf32>} : () -> ()

// -----

// expected-error @below {{symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

// expected-error @below {{symbol declaration cannot have public visibility}}
func.func public @decl_public(i32)

// -----

func.func private @decl_private(i32)
func.func nested @decl_nested(i32)

// -----

// func.func lists SymbolOpInterface before FunctionOpInterface: the symbol's check
// comes first.
// expected-error @below {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() ({
^bb0:
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f", sym_visibility = "hidden", arg_attrs = [{}, {}]} : () -> ()

// -----

// expected-error @below {{expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() ({}) {function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [{}, {}]} : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({}) {function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [1 : i32]} : () -> ()

// -----

// expected-error @below {{results may only have dialect attributes}}
"func.func"() ({}) {function_type = () -> i32, sym_name = "f", sym_visibility = "private", res_attrs = [{foo}]} : () -> ()

// -----

// expected-error @below {{entry block must have 1 arguments to match function signature}}
func.func @entry(i32) {
^bb0:
  return
}
