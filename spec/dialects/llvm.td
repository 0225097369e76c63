//===- llvm.td - the LLVM dialect's types --------------------------------===//
//
// MLIR's `llvm` dialect, starting with its types (MLIR 16's LLVMTypes.td and the
// C++-defined types of LLVMTypes.h): the primitive types, pointers (opaque or typed,
// with an address space), arrays, functions, fixed and scalable vectors, and literal and
// identified (named, possibly recursive) structs. The forms are MLIR's: an LLVM type
// nested in another prints without its `!llvm.` prefix; the parsing and printing are
// the Rust of `src/dialects/llvm.rs`, which also keeps the bodies of identified structs
// (MLIR's mutable type storage) in a per-context table.
//
//===----------------------------------------------------------------------===//

include "base/AttrTypeBase.td"
include "base/OpBase.td"

def LLVM_Dialect : Dialect {
  let name = "llvm";
  let summary = "MLIR's LLVM IR dialect";
  let cppNamespace = "crate::dialects::llvm";
}

class LLVMType<string typeName, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<LLVM_Dialect, typeName, traits> {
  let mnemonic = typeMnemonic;
}

def LLVMVoidType : LLVMType<"LLVMVoid", "void"> {
  let summary = "LLVM void type";
}

def LLVMPPCFP128Type : LLVMType<"LLVMPPCFP128", "ppc_fp128"> {
  let summary = "LLVM 128-bit PowerPC floating point type";
}

def LLVMX86MMXType : LLVMType<"LLVMX86MMX", "x86_mmx"> {
  let summary = "LLVM x86 MMX type";
}

def LLVMTokenType : LLVMType<"LLVMToken", "token"> {
  let summary = "LLVM token type";
}

def LLVMLabelType : LLVMType<"LLVMLabel", "label"> {
  let summary = "LLVM label type";
}

def LLVMMetadataType : LLVMType<"LLVMMetadata", "metadata"> {
  let summary = "LLVM metadata type";
}

def LLVMArrayType : LLVMType<"LLVMArray", "array"> {
  let summary = "LLVM array type";
  let description = [{
    A fixed-size array of elements: `!llvm.array<4 x i32>`.
  }];
  let parameters = (ins "Type":$elementType, "u32":$numElements);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def LLVMFunctionType : LLVMType<"LLVMFunction", "func"> {
  let summary = "LLVM function type";
  let description = [{
    A single result type, parameter types, and whether the function is variadic:
    `!llvm.func<i32 (i32, ...)>`.
  }];
  let parameters = (ins "Type":$returnType, ArrayRefParameter<"Type", "the parameter types">:$paramTypes,
                        "bool":$varArg);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def LLVMPointerType : LLVMType<"LLVMPointer", "ptr"> {
  let summary = "LLVM pointer type";
  let description = [{
    A pointer, opaque (`!llvm.ptr`, `!llvm.ptr<3>`) or to an element type
    (`!llvm.ptr<i8>`, `!llvm.ptr<i8, 3>`), in an address space (0 by default).
  }];
  let parameters = (ins OptionalParameter<"Type", "the element type">:$elementType,
                        "u32":$addressSpace);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def LLVMFixedVectorType : LLVMType<"LLVMFixedVector", "vec"> {
  let summary = "LLVM fixed vector type";
  let description = [{
    A vector of elements builtin `vector` cannot hold: `!llvm.vec<4 x ptr>`.
  }];
  let parameters = (ins "Type":$elementType, "u32":$numElements);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def LLVMScalableVectorType : LLVMType<"LLVMScalableVector", "vec"> {
  let summary = "LLVM scalable vector type";
  let description = [{
    A vector of a multiple of `minNumElements` elements: `!llvm.vec<? x 4 x i32>`.
  }];
  let parameters = (ins "Type":$elementType, "u32":$minNumElements);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def LLVMStructType : LLVMType<"LLVMStruct", "struct"> {
  let summary = "LLVM structure type";
  let description = [{
    A literal struct, uniqued by its elements and packing
    (`!llvm.struct<(i32, f32)>`, `!llvm.struct<packed (i8)>`), or an identified one,
    uniqued by its name alone (`!llvm.struct<"node", (ptr<struct<"node">>)>`,
    `!llvm.struct<"handle", opaque>`): the body of an identified struct is set once and
    kept in the context's table of identified structs, so that it may refer to itself.
  }];
  let parameters = (ins OptionalParameter<"String", "the name of an identified struct">:$name,
                        ArrayRefParameter<"Type", "a literal struct's elements">:$literalBody,
                        "bool":$literalPacked);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints (MLIR 16's LLVMOpBase.td)
//===----------------------------------------------------------------------===//

def LLVM_Type : DialectType<LLVM_Dialect,
    CPred<"crate::dialects::llvm::is_compatible_outer($_self.ctx, $_self.ty)">,
    "LLVM dialect-compatible type">;

def LLVM_FunctionType : Type<
    CPred<"crate::dialects::llvm::LLVMFunctionType::from_type($_self.ctx, $_self.ty).is_some()">,
    "LLVM function type">;

// An LLVM type with a size: not void, a function or an opaque struct.
def LLVM_LoadableType : Type<
    CPred<"crate::dialects::llvm::is_loadable($_self.ctx, $_self.ty)">,
    "LLVM type with size">;

// A pointer, opaque or to a loadable type.
def LLVM_PointerToLoadable : Type<
    CPred<"crate::dialects::llvm::is_pointer_to_loadable($_self.ctx, $_self.ty)">,
    "LLVM pointer to LLVM type with size">;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

// An enum kept by a dialect attribute of the `llvm` dialect (`#llvm.linkage<...>`),
// read as its text without `#` (`llvm.linkage<external>`), so that it can have a
// default value.
class LLVM_EnumDialectAttr<string mnemonic, string summary>
    : DialectAttrOf<"llvm", mnemonic, summary> {
  let returnType = "String";
  let convertFromStorage = "$_self.dialect_attr_text().unwrap_or_default()";
  let constBuilderCall = "$_ctx.dialect_attr_text(&$0)";
}

class LLVM_Op<string mnemonic, list<Trait> traits = []>
    : Op<LLVM_Dialect, mnemonic, traits>;

// MLIR 16's `#llvm.memory_effects<other = .., argMem = .., inaccessibleMem = ..>`, each
// a `ModRefInfo` (`none`, `read`, `write`, `readwrite`), kept as text: its reader
// (`src/dialects/llvm/attr_verify.rs`) gives MLIR's parse errors and prints the
// parameters in MLIR's order. MLIR's def has no summary, so neither has the constraint.
def LLVM_MemoryEffectsAttr : DialectAttrOf<"llvm", "memory_effects", "">;

// MLIR 16's `FastmathFlagsInterface` (LLVMOpsInterfaces.td): the ops whose
// `#llvm.fastmath<...>` flags (`fastmathFlags`) the translation to LLVM IR sets on the
// instruction they become.
def FastmathFlagsInterface : OpInterface<"FastmathFlagsInterface"> {
  let description = "Access to op fastmath flags.";
  let methods = [
    InterfaceMethod<"The op's `#llvm.fastmath<...>` attribute.",
      "Option<Attribute>", "getFastmathAttr", (ins), [{}], [{
      $_op.attr("fastmathFlags")
    }]>,
    StaticInterfaceMethod<"The name of the op's fastmath attribute.",
      "&'static str", "getFastmathAttrName", (ins), [{}], [{ "fastmathFlags" }]>
  ];
}

// How the ops with fastmath flags list the interface (as MLIR 16 lists it).
defvar LLVM_FastmathFlagsOp = DeclareOpInterfaceMethods<FastmathFlagsInterface>;

// The body is a region of LLVM ops; the signature is an `!llvm.func` type, whose
// `void` result prints as no result (and counts as one result, as in MLIR 16, for the
// checks of `FunctionOpInterface`, which reads the signature through the op's
// `getArgumentTypes` / `getResultTypes`). The custom form, the linkage keyword and the
// verifiers (the linkage rules, then the entry block's types) are in
// `src/dialects/llvm.rs`. `personality` names the function's personality routine,
// `garbageCollector` its collector, `passthrough` LLVM function attributes (a name, or
// a `[name, value]` pair of strings), `function_entry_count` its `!prof` entry count and
// `memory` its `#llvm.memory_effects<...>`.
def LLVM_LLVMFuncOp : LLVM_Op<"func", [
    AutomaticAllocationScope, IsolatedFromAbove, Symbol,
    DeclareOpInterfaceMethods<FunctionOpInterface,
                              ["getArgumentTypes", "getResultTypes", "verifyType"]>,
    CallableOpInterface]> {
  let summary = "LLVM dialect function.";
  let description = [{
    A function with an LLVM function type, a linkage (`external` unless a keyword
    says otherwise) and a body region, empty for an external function.

    ```mlir
    llvm.func @bar(%arg0: i64) -> i64 {
      llvm.return %arg0 : i64
    }
    llvm.func internal @internal_func() {
      llvm.return
    }
    llvm.func @printf(!llvm.ptr, ...) -> i32
    llvm.func @f() attributes {passthrough = ["noinline", ["frame-pointer", "all"]],
                               function_entry_count = 10 : i64}
    ```
  }];
  let arguments = (ins StrAttr:$sym_name,
                       TypeAttrOf<LLVM_FunctionType>:$function_type,
                       DefaultValuedAttr<LLVM_EnumDialectAttr<"linkage", "LLVM linkage">,
                                         "\"llvm.linkage<external>\".to_string()">:$linkage,
                       UnitAttr:$dso_local,
                       DefaultValuedAttr<LLVM_EnumDialectAttr<"cconv", "LLVM calling convention">,
                                         "\"llvm.cconv<ccc>\".to_string()">:$CConv,
                       OptionalAttr<FlatSymbolRefAttr>:$personality,
                       OptionalAttr<StrAttr>:$garbageCollector,
                       OptionalAttr<ArrayAttr>:$passthrough,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<I64Attr>:$function_entry_count,
                       OptionalAttr<LLVM_MemoryEffectsAttr>:$memory);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def LLVM_ReturnOp : LLVM_Op<"return", [Pure, ReturnLike, Terminator]> {
  let summary = "LLVM return operation";
  let description = [{
    Returns from the enclosing `llvm.func`: no operand for a `void` function, else
    one of the function's result type.

    ```mlir
    llvm.return %x : i32
    ```
  }];
  let arguments = (ins Optional<LLVM_Type>:$arg);
  let assemblyFormat = "attr-dict ($arg^ `:` type($arg))?";
  let hasVerifier = 1;
}

def SymbolRefArrayAttr : TypedArrayAttrBase<SymbolRefAttr,
    "symbol ref array attribute">;

// The access groups, alias scopes and no-alias scopes of a load or a store are
// references to the nodes of an `llvm.metadata` op (`dialects/llvm/MetadataOps.td`);
// `src/dialects/llvm/metadata.rs` checks them, and the `llvm.tbaa` tags.
def LLVM_LoadOp : LLVM_Op<"load", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "LLVM load operation";
  let description = [{
    Loads a value through a pointer. A typed pointer gives the result type; an
    opaque one needs it written after `->`.

    ```mlir
    %v = llvm.load %p : !llvm.ptr<i32>
    %w = llvm.load volatile %q : !llvm.ptr -> f32
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerToLoadable, "", [MemRead]>:$addr,
                       OptionalAttr<SymbolRefArrayAttr>:$access_groups,
                       OptionalAttr<SymbolRefArrayAttr>:$alias_scopes,
                       OptionalAttr<SymbolRefArrayAttr>:$noalias_scopes,
                       OptionalAttr<I64Attr>:$alignment, UnitAttr:$volatile_,
                       UnitAttr:$nontemporal);
  let results = (outs LLVM_LoadableType:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_StoreOp : LLVM_Op<"store", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "LLVM store operation";
  let description = [{
    Stores a value through a pointer. With an opaque pointer the value's type is
    written too.

    ```mlir
    llvm.store %v, %p : !llvm.ptr<i32>
    llvm.store %w, %q : f32, !llvm.ptr
    ```
  }];
  let arguments = (ins LLVM_LoadableType:$value,
                       Arg<LLVM_PointerToLoadable, "", [MemWrite]>:$addr,
                       OptionalAttr<SymbolRefArrayAttr>:$access_groups,
                       OptionalAttr<SymbolRefArrayAttr>:$alias_scopes,
                       OptionalAttr<SymbolRefArrayAttr>:$noalias_scopes,
                       OptionalAttr<I64Attr>:$alignment, UnitAttr:$volatile_,
                       UnitAttr:$nontemporal);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_UndefOp : LLVM_Op<"mlir.undef", [Pure]> {
  let summary = "Creates an undefined value of LLVM dialect type.";
  let description = [{
    An undefined value of an LLVM type.

    ```mlir
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

// The ops computing values: constants, arithmetic, comparisons, casts, aggregates.
include "dialects/llvm/ArithOps.td"
include "dialects/llvm/Attrs.td"
include "dialects/llvm/ControlFlowOps.td"
include "dialects/llvm/GlobalOps.td"
include "dialects/llvm/MetadataOps.td"
include "dialects/llvm/MemoryOps.td"
include "dialects/llvm/IntrinsicOps.td"
include "dialects/llvm/DebugInfo.td"
