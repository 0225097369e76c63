//===- func.td - the function dialect -----------------------------------===//
//
// Functions, calls and returns, with MLIR 16's `func` ops and syntax. The
// custom form of `func.func` and the verifiers are hand-written in
// `src/dialects/func.rs`.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Func_Dialect : Dialect {
  let name = "func";
  let summary = "Functions, calls and returns";
  let description = [{
    The `func` dialect defines functions (`func.func`, a symbol with a
    function type and a body region), direct and indirect calls, function
    constants, and the `func.return` terminator.
  }];
}

class Func_Op<string mnemonic, list<Trait> traits = []>
    : Op<Func_Dialect, mnemonic, traits>;

def CallOp : Func_Op<"call", [CallOpInterface,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call operation";
  let description = [{
    Calls the function named by the symbol `callee` with `operands`; the
    results are the function's results.

    ```mlir
    %r = func.call @f(%x) : (i32) -> i32
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  let builders = [
    OpBuilder<(ins "&str":$callee, "&[Type]":$results,
                   CArg<"&[Value]", "&[]">:$operands), [{
      $_state = Self::build($_ctx, $_loc, operands, results,
                            flat_symbol_ref($_ctx, callee));
    }]>
  ];
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def CallIndirectOp : Func_Op<"call_indirect", [
    CallOpInterface,
    TypesMatchWith<"callee input types match argument types",
                   "callee", "callee_operands",
                   "$_self.function_inputs()">,
    TypesMatchWith<"callee result types match result types",
                   "callee", "results",
                   "$_self.function_results()">]> {
  let summary = "indirect call operation";
  let description = [{
    Calls the function value `callee` with `callee_operands`.

    ```mlir
    %r = func.call_indirect %f(%x) : (i32) -> i32
    ```
  }];
  let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $callee_operands `)` attr-dict `:` type($callee)
  }];
  let hasCanonicalizeMethod = 1;
}

def ConstantOp : Func_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "constant";
  let description = [{
    A function value: the function named by the symbol `value`.

    ```mlir
    %f = func.constant @f : (i32) -> i32
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";
  let hasFolder = 1;
}

// The symbol is checked before the function (as MLIR 16 does): an invalid
// visibility is reported before a signature that does not match the body.
def FuncOp : Func_Op<"func", [
    AffineScope, AutomaticAllocationScope, CallableOpInterface,
    DeclareOpInterfaceMethods<Symbol, ["isDeclaration"]>,
    FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface]> {
  let summary = "An operation with a name containing a single `SSACFG` region";
  let description = [{
    A function: the symbol `sym_name`, its `function_type`, and a body region
    whose entry block takes the arguments. A function without a body is a
    declaration (and must not be public).

    ```mlir
    func.func @add(%a: i32, %b: i32) -> i32 {
      %s = arith.addi %a, %b : i32
      return %s : i32
    }
    func.func private @decl(f32) -> f32
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  // Written in `src/dialects/func.rs` (`FuncOpBuilders`).
  let builders = [
    OpBuilder<(ins "&str":$name, "Type":$ty,
                   CArg<"&[(&str, Attribute)]", "&[]">:$attrs,
                   CArg<"&[Attribute]", "&[]">:$arg_attrs)>
  ];
  let defaultDialect = "func";
  let hasCustomAssemblyFormat = 1;
}

def ReturnOp : Func_Op<"return", [Pure, HasParent<"func.func">, ReturnLike,
                                  Terminator]> {
  let summary = "Function return operation";
  let description = [{
    Returns from the enclosing function, with as many operands as it has
    results, of the same types.

    ```mlir
    func.return %x : i32
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}
