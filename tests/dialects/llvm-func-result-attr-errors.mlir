// The llvm dialect's checks of a function's result attributes, in MLIR 16's order and
// wording: the kind of the value first (unit, integer), then, for a result of an
// LLVM-compatible type, that the type is a pointer (`llvm.noalias`, `llvm.readonly`,
// `llvm.align`) or an integer (`llvm.signext`, `llvm.zeroext`). func.func results are
// checked alike; a result of another type (index, memref, tensor) is not.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file

// expected-error @below{{llvm.align attribute attached to non-pointer result}}
llvm.func @align_i32() -> (i32 {llvm.align = 4})

// -----

// expected-error @below{{expected llvm.align result attribute to be an integer attribute}}
llvm.func @align_float_value() -> (i32 {llvm.align = 1.0 : f32})

// -----

// expected-error @below{{expected llvm.noalias result attribute to be a unit attribute}}
llvm.func @noalias_value() -> (i32 {llvm.noalias = 1})

// -----

// expected-error @below{{llvm.noalias attribute attached to non-pointer result}}
llvm.func @noalias_i32() -> (i32 {llvm.noalias})

// -----

// expected-error @below{{llvm.readonly attribute attached to non-pointer result}}
llvm.func @readonly_i32() -> (i32 {llvm.readonly})

// -----

// expected-error @below{{llvm.signext attribute attached to non-integer result}}
llvm.func @signext_ptr() -> (!llvm.ptr {llvm.signext})

// -----

// expected-error @below{{llvm.zeroext attribute attached to non-integer result}}
llvm.func @zeroext_vector() -> (vector<2xi32> {llvm.zeroext})

// -----

// Attributes are checked in the dictionary's (sorted) order.
// expected-error @below{{llvm.align attribute attached to non-pointer result}}
llvm.func @first_in_order() -> (i32 {llvm.readonly, llvm.align = 4 : i32})

// -----

// expected-error @below{{llvm.align attribute attached to non-pointer result}}
"llvm.func"() ({}) {sym_name = "generic", function_type = !llvm.func<i32 ()>, res_attrs = [{llvm.align = 4}]} : () -> ()

// -----

// expected-error @below{{llvm.signext attribute attached to non-integer result}}
func.func private @func_signext_f32() -> (f32 {llvm.signext})

// -----

// expected-error @below{{llvm.align attribute attached to non-pointer result}}
func.func private @func_align_vector() -> (vector<2xf32> {llvm.align = 2})

// -----

// expected-error @below{{expected llvm.noalias result attribute to be a unit attribute}}
func.func private @func_noalias_value() -> (memref<f32> {llvm.noalias = 1})

// -----

// Results of the types the attributes need pass, and results of types that are not
// LLVM's are not checked.
llvm.func @ptr_results() -> (!llvm.ptr {llvm.noalias, llvm.readonly, llvm.align = 8})
llvm.func @int_results() -> (i8 {llvm.signext, llvm.zeroext, llvm.noundef})
func.func private @memref_noalias() -> (memref<f32> {llvm.noalias})
func.func private @index_signext() -> (index {llvm.signext})
func.func private @tensor_zeroext() -> (tensor<f32> {llvm.zeroext})
