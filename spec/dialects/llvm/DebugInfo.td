//===- DebugInfo.td - the llvm dialect's debug-info attributes ------------===//
//
// MLIR 16's debug-info attributes of the `llvm` dialect (the `DI*` defs of its
// LLVMAttrDefs.td, with the DIEmissionKind, DIFlags and DISubprogramFlags enums of
// LLVMEnums.td as parameters), and the debug intrinsics that use them. Their
// parameters, formats and uniquing are MLIR's; the DWARF names of tags, encodings,
// languages and calling conventions, the enum spellings, the checks of the
// parameters that MLIR declares as a base class (`DIScopeAttr`, `DITypeAttr`,
// `DINodeAttr`) and the aliases (`#di_file`, ...) are the Rust of
// `src/dialects/llvm/debug_info.rs`.
//
//===----------------------------------------------------------------------===//

class LLVM_DIAttr<string name, string attrMnemonic>
    : AttrDef<LLVM_Dialect, name, []> {
  let mnemonic = attrMnemonic;
}

// A DWARF constant written by its name (`DW_TAG_base_type`), through the table
// `table` of `debug_info.rs`. A parameter with a default is elided when equal to it.
class LLVM_DIParameter<string summary, string default, string table>
    : AttrOrTypeParameter<"u32", "debug info " # summary> {
  let parser = "crate::dialects::llvm::debug_info::parse_dwarf($_parser, \"" #
               summary # "\", crate::dialects::llvm::debug_info::" # table # ")";
  let printer = "$_printer.write(crate::dialects::llvm::debug_info::dwarf_name(" #
                "crate::dialects::llvm::debug_info::" # table # ", $_self))";
  let defaultValue = default;
}

def LLVM_DICallingConventionParameter
    : LLVM_DIParameter<"calling convention", "0", "CALLING_CONVENTIONS">;
def LLVM_DIEncodingParameter : LLVM_DIParameter<"encoding", "0", "ENCODINGS">;
def LLVM_DILanguageParameter : LLVM_DIParameter<"language", "", "LANGUAGES">;
def LLVM_DITagParameter : LLVM_DIParameter<"tag", "", "TAGS">;

// An enum of LLVMEnums.td written by its name, or as a string when that is not a
// keyword (`"Definition|Optimized"`); `enum` names its table in `debug_info.rs`.
class LLVM_DIEnumParameter<string type, string enum, string default = "">
    : AttrOrTypeParameter<type, "an " # enum> {
  let parser = "crate::dialects::llvm::debug_info::parse_enum($_parser, " #
               "&crate::dialects::llvm::debug_info::" # enum # ")";
  let printer = "crate::dialects::llvm::debug_info::print_enum($_printer, " #
                "&crate::dialects::llvm::debug_info::" # enum # ", $_self)";
  let defaultValue = default;
}

// A parameter MLIR declares as a base class of the debug-info attributes: any
// attribute, checked by the def's verifier.
class LLVM_DIBaseParameter<string base> : AttrParameter<base, "a " # base>;
class LLVM_OptionalDIBaseParameter<string base>
    : OptionalParameter<"Attribute", "a " # base>;

def LLVM_DIVoidResultTypeAttr
    : LLVM_DIAttr<"DIVoidResultType", "di_void_result_type"> {
  let summary = "the void result type of a subroutine type";
}

def LLVM_DIBasicTypeAttr : LLVM_DIAttr<"DIBasicType", "di_basic_type"> {
  let summary = "a basic type";
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    StringRefParameter<"the name">:$name,
    DefaultValuedParameter<"u64", "0">:$sizeInBits,
    LLVM_DIEncodingParameter:$encoding
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIFileAttr : LLVM_DIAttr<"DIFile", "di_file"> {
  let summary = "a source file";
  let parameters = (ins StringRefParameter<"the file name">:$name,
                        StringRefParameter<"the directory">:$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def LLVM_DICompileUnitAttr : LLVM_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "a compile unit";
  let parameters = (ins
    LLVM_DILanguageParameter:$sourceLanguage,
    "DIFileAttr":$file,
    StringRefParameter<"the producer">:$producer,
    "bool":$isOptimized,
    LLVM_DIEnumParameter<"u64", "EMISSION_KINDS">:$emissionKind
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DICompositeTypeAttr
    : LLVM_DIAttr<"DICompositeType", "di_composite_type"> {
  let summary = "a composite type";
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    StringRefParameter<"the name">:$name,
    OptionalParameter<"DIFileAttr">:$file,
    DefaultValuedParameter<"u32", "0">:$line,
    LLVM_OptionalDIBaseParameter<"DIScopeAttr">:$scope,
    LLVM_OptionalDIBaseParameter<"DITypeAttr">:$baseType,
    LLVM_DIEnumParameter<"u32", "DI_FLAGS", "0">:$flags,
    DefaultValuedParameter<"u64", "0">:$sizeInBits,
    DefaultValuedParameter<"u64", "0">:$alignInBits,
    OptionalArrayRefParameter<"Attribute", "the DINodeAttr elements">:$elements
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DIDerivedTypeAttr : LLVM_DIAttr<"DIDerivedType", "di_derived_type"> {
  let summary = "a derived type";
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    OptionalParameter<"String", "the name">:$name,
    LLVM_DIBaseParameter<"DITypeAttr">:$baseType,
    DefaultValuedParameter<"u64", "0">:$sizeInBits,
    DefaultValuedParameter<"u32", "0">:$alignInBits,
    DefaultValuedParameter<"u64", "0">:$offsetInBits
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DILexicalBlockAttr
    : LLVM_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "a lexical block";
  let parameters = (ins
    LLVM_DIBaseParameter<"DIScopeAttr">:$scope,
    OptionalParameter<"DIFileAttr">:$file,
    DefaultValuedParameter<"u32", "0">:$line,
    DefaultValuedParameter<"u32", "0">:$column
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DILexicalBlockFileAttr
    : LLVM_DIAttr<"DILexicalBlockFile", "di_lexical_block_file"> {
  let summary = "a lexical block file";
  let parameters = (ins
    LLVM_DIBaseParameter<"DIScopeAttr">:$scope,
    OptionalParameter<"DIFileAttr">:$file,
    "u32":$discriminator
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DILocalVariableAttr
    : LLVM_DIAttr<"DILocalVariable", "di_local_variable"> {
  let summary = "a local variable";
  let parameters = (ins
    LLVM_DIBaseParameter<"DIScopeAttr">:$scope,
    StringRefParameter<"the name">:$name,
    OptionalParameter<"DIFileAttr">:$file,
    DefaultValuedParameter<"u32", "0">:$line,
    DefaultValuedParameter<"u32", "0">:$arg,
    DefaultValuedParameter<"u32", "0">:$alignInBits,
    LLVM_OptionalDIBaseParameter<"DITypeAttr">:$type
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DISubprogramAttr : LLVM_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "a subprogram";
  let parameters = (ins
    "DICompileUnitAttr":$compileUnit,
    LLVM_DIBaseParameter<"DIScopeAttr">:$scope,
    StringRefParameter<"the name">:$name,
    OptionalParameter<"String", "the linkage name">:$linkageName,
    "DIFileAttr":$file,
    DefaultValuedParameter<"u32", "0">:$line,
    DefaultValuedParameter<"u32", "0">:$scopeLine,
    LLVM_DIEnumParameter<"u32", "DI_SUBPROGRAM_FLAGS">:$subprogramFlags,
    OptionalParameter<"DISubroutineTypeAttr">:$type
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DISubrangeAttr : LLVM_DIAttr<"DISubrange", "di_subrange"> {
  let summary = "a subrange";
  let parameters = (ins
    OptionalParameter<"Attribute", "the IntegerAttr count">:$count,
    OptionalParameter<"Attribute", "the IntegerAttr lower bound">:$lowerBound,
    OptionalParameter<"Attribute", "the IntegerAttr upper bound">:$upperBound,
    OptionalParameter<"Attribute", "the IntegerAttr stride">:$stride
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def LLVM_DISubroutineTypeAttr
    : LLVM_DIAttr<"DISubroutineType", "di_subroutine_type"> {
  let summary = "a subroutine type";
  let parameters = (ins
    LLVM_DICallingConventionParameter:$callingConvention,
    OptionalArrayRefParameter<"Attribute", "the DITypeAttr types">:$types
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Debug intrinsics (MLIR 16 has `dbg.addr`, `dbg.declare` and `dbg.value`; its
// `dbg.label` came later)
//===----------------------------------------------------------------------===//

class LLVM_DbgIntrOp<string name, string argName>
    : LLVM_ZeroResultIntrOp<name> {
  let assemblyFormat = "qualified($varInfo) `=` $" # argName #
                       " `:` qualified(type($" # argName # ")) attr-dict";
}

def LLVM_DbgAddrOp : LLVM_DbgIntrOp<"dbg.addr", "addr"> {
  let summary = "Describe the current address of a local debug info variable.";
  let arguments = (ins LLVM_AnyPointer:$addr, LLVM_DILocalVariableAttr:$varInfo);
}

def LLVM_DbgDeclareOp : LLVM_DbgIntrOp<"dbg.declare", "addr"> {
  let summary = "Declare the address of a local debug info variable.";
  let arguments = (ins LLVM_AnyPointer:$addr, LLVM_DILocalVariableAttr:$varInfo);
}

def LLVM_DbgValueOp : LLVM_DbgIntrOp<"dbg.value", "value"> {
  let summary = "Describe the current value of a local debug info variable.";
  let arguments = (ins LLVM_Type:$value, LLVM_DILocalVariableAttr:$varInfo);
}
