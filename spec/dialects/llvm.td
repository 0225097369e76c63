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

def LLVM_Dialect : Dialect {
  let name = "llvm";
  let summary = "MLIR's LLVM IR dialect (its types)";
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
