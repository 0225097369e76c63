//===- nvvm.td - the NVVM dialect ------------------------------------------===//
//
// MLIR 16's `nvvm` dialect (NVVMOps.td): the NVPTX-specific ops on top of the `llvm`
// dialect. The special-register reads, `rcp.approx.ftz.f`, `redux.sync`, `barrier0`,
// `shfl.sync`, `vote.ballot.sync`, `bar.warp.sync`, the `cp.async` ops, the warp matrix
// ops (`wmma.load`, `wmma.store`, `wmma.mma`, `ldmatrix`) and `mma.sync`, with MLIR 16's
// assembly formats; their enum attributes (`#nvvm.mma_layout<row>`,
// `#nvvm<shfl_kind bfly>`, ...) and `#nvvm.shape<m = 16, n = 8, k = 16>` are attribute
// defs. The custom forms of `vote.ballot.sync` and `mma.sync` and the C++ verifiers of
// MLIR's NVVMDialect.cpp are the Rust of `src/dialects/nvvm.rs`. Translation to LLVM IR
// is not defined.
//
//===----------------------------------------------------------------------===//

include "base/AttrTypeBase.td"
include "base/OpBase.td"
include "base/EnumAttr.td"
include "dialects/llvm.td"

def NVVM_Dialect : Dialect {
  let name = "nvvm";
  let summary = "MLIR's NVVM dialect";
  let cppNamespace = "crate::dialects::nvvm";
}

//===----------------------------------------------------------------------===//
// Type constraints (MLIR 16's LLVMOpBase.td)
//===----------------------------------------------------------------------===//

// MLIR's `LLVM_IntPtrBase<8, space>`: a pointer, opaque or to `i8`, in any address
// space; a format leaving it out builds `!llvm.ptr<i8, space>`.
class NVVM_I8PtrIn<int addressSpace> : Type<
    CPred<"crate::dialects::nvvm::is_i8_pointer($_self)">,
    "LLVM pointer to 8-bit signless integer">,
    BuildableType<"crate::dialects::nvvm::i8_pointer($_ctx, " # addressSpace # ")">;

def LLVM_i8Ptr_global : NVVM_I8PtrIn<1>;
def LLVM_i8Ptr_shared : NVVM_I8PtrIn<3>;

// MLIR's `LLVM_AnyStruct`.
def NVVM_AnyStruct : Type<
    CPred<"crate::dialects::llvm::LLVMStructType::from_type($_self.ctx, $_self.ty).is_some()">,
    "LLVM structure type">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// The value of an enum attribute: a keyword among `cases`, kept as its text. The error
// for another word is MLIR's generated enum parser's.
class NVVM_EnumParameter<string enumName, list<string> cases>
    : AttrOrTypeParameter<"String", "an enum case"> {
  let parser = [{ {
    let at = $_parser.pos();
    let word = $_parser.parse_keyword()?;
    if [}] # !interleave(!foreach(c, cases, "\"" # c # "\""), ", ") # [{].contains(&word) {
      Ok(word.to_string())
    } else {
      Err($_parser.error_at(at, "expected ::mlir::NVVM::}] # enumName # [{ to be one of: }] #
      !interleave(cases, ", ") # [{".to_string()))
    }
  } }];
  let printer = [{ $_printer.write($_self.as_str()); }];
}

class NVVM_EnumAttr<string name, string attrMnemonic, string enumName,
                    list<string> cases, string format>
    : AttrDef<NVVM_Dialect, name> {
  let mnemonic = attrMnemonic;
  let summary = "NVVM " # enumName;
  let parameters = (ins NVVM_EnumParameter<enumName, cases>:$value);
  let assemblyFormat = format;
}

// `#nvvm<redux_kind add>`, written `add` in `nvvm.redux.sync`.
def ReduxKindAttr : NVVM_EnumAttr<"ReduxKind", "redux_kind", "ReduxKind",
    ["add", "and", "max", "min", "or", "umax", "umin", "xor"], "$value">;

// `#nvvm<shfl_kind bfly>`, written `bfly` in `nvvm.shfl.sync`.
def ShflKindAttr : NVVM_EnumAttr<"ShflKind", "shfl_kind", "ShflKind",
    ["bfly", "up", "down", "idx"], "$value">;

def MMAB1OpAttr : NVVM_EnumAttr<"MMAB1Op", "mma_b1op", "MMAB1Op",
    ["none", "xor_popc", "and_popc"], "`<` $value `>`">;

def MMAIntOverflowAttr : NVVM_EnumAttr<"MMAIntOverflow", "mma_int_overflow",
    "MMAIntOverflow", ["satfinite", "wrapped"], "`<` $value `>`">;

def MMALayoutAttr : NVVM_EnumAttr<"MMALayout", "mma_layout", "MMALayout",
    ["row", "col"], "`<` $value `>`">;

def MMATypesAttr : NVVM_EnumAttr<"MMATypes", "mma_type", "MMATypes",
    ["f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64"],
    "`<` $value `>`">;

def MMAFragAttr : NVVM_EnumAttr<"MMAFrag", "mma_frag", "MMAFrag",
    ["a", "b", "c"], "`<` $value `>`">;

def NVVM_MMAShapeAttr : AttrDef<NVVM_Dialect, "MMAShape"> {
  let mnemonic = "shape";
  let summary = "Attribute for MMA operation shape.";
  let parameters = (ins "i32":$m, "i32":$n, "i32":$k);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class NVVM_Op<string mnemonic, list<Trait> traits = []>
    : Op<NVVM_Dialect, mnemonic, traits>;

// An op standing for an intrinsic call, with no or one `$res` result.
class NVVM_IntrOp<string mnem, list<Trait> traits, int numResults>
    : NVVM_Op<mnem, traits>,
      Results<!if(!gt(numResults, 0), (outs LLVM_Type:$res), (outs))>;

class NVVM_SpecialRegisterOp<string mnemonic>
    : NVVM_IntrOp<mnemonic, [Pure], 1> {
  let arguments = (ins);
  let assemblyFormat = "attr-dict `:` type($res)";
}

// Lane index and range.
def NVVM_LaneIdOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.laneid">;
def NVVM_WarpSizeOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.warpsize">;

// Thread index and range.
def NVVM_ThreadIdXOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.tid.x">;
def NVVM_ThreadIdYOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.tid.y">;
def NVVM_ThreadIdZOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.tid.z">;
def NVVM_BlockDimXOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ntid.x">;
def NVVM_BlockDimYOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ntid.y">;
def NVVM_BlockDimZOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ntid.z">;

// Block index and range.
def NVVM_BlockIdXOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ctaid.x">;
def NVVM_BlockIdYOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ctaid.y">;
def NVVM_BlockIdZOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.ctaid.z">;
def NVVM_GridDimXOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.nctaid.x">;
def NVVM_GridDimYOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.nctaid.y">;
def NVVM_GridDimZOp : NVVM_SpecialRegisterOp<"read.ptx.sreg.nctaid.z">;

def NVVM_RcpApproxFtzF32Op : NVVM_IntrOp<"rcp.approx.ftz.f", [Pure], 1> {
  let arguments = (ins F32:$arg);
  let results = (outs F32:$res);
  let assemblyFormat = "$arg attr-dict `:` type($res)";
}

def NVVM_ReduxOp : NVVM_Op<"redux.sync"> {
  let arguments = (ins LLVM_Type:$val, ReduxKindAttr:$kind, I32:$mask_and_clamp);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $kind $val `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)
  }];
}

def NVVM_Barrier0Op : NVVM_Op<"barrier0"> {
  let assemblyFormat = "attr-dict";
}

def NVVM_ShflOp : NVVM_Op<"shfl.sync"> {
  let arguments = (ins I32:$dst, LLVM_Type:$val, I32:$offset, I32:$mask_and_clamp,
                       ShflKindAttr:$kind,
                       OptionalAttr<UnitAttr>:$return_value_and_is_valid);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $kind $dst `,` $val `,` $offset `,` $mask_and_clamp  attr-dict
     `:` type($val) `->` type($res)
  }];
  let hasVerifier = 1;
}

// `%mask, %pred : type`, the operands `i32` and `i1`.
def NVVM_VoteBallotOp : NVVM_Op<"vote.ballot.sync"> {
  let arguments = (ins LLVM_Type:$mask, LLVM_Type:$pred);
  let results = (outs LLVM_Type:$res);
  let hasCustomAssemblyFormat = 1;
}

def NVVM_SyncWarpOp : NVVM_Op<"bar.warp.sync"> {
  let arguments = (ins LLVM_Type:$mask);
  let assemblyFormat = "$mask attr-dict `:` type($mask)";
}

def NVVM_CpAsyncOp : NVVM_Op<"cp.async.shared.global"> {
  let arguments = (ins LLVM_i8Ptr_shared:$dst, LLVM_i8Ptr_global:$src, I32Attr:$size,
                       OptionalAttr<UnitAttr>:$bypass_l1);
  let assemblyFormat = "$dst `,` $src `,` $size attr-dict";
  let hasVerifier = 1;
}

def NVVM_CpAsyncCommitGroupOp : NVVM_Op<"cp.async.commit.group"> {
  let assemblyFormat = "attr-dict";
}

def NVVM_CpAsyncWaitGroupOp : NVVM_Op<"cp.async.wait.group"> {
  let arguments = (ins I32Attr:$n);
  let assemblyFormat = "$n attr-dict";
}

def NVVM_WMMALoadOp : NVVM_Op<"wmma.load"> {
  let summary = "Warp synchronous matrix load";
  let arguments = (ins LLVM_AnyPointer:$ptr, I32:$stride, I32Attr:$m, I32Attr:$n,
                       I32Attr:$k, MMALayoutAttr:$layout, MMATypesAttr:$eltype,
                       MMAFragAttr:$frag);
  let results = (outs NVVM_AnyStruct:$res);
  let assemblyFormat = "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)";
  let hasVerifier = 1;
}

def NVVM_WMMAStoreOp : NVVM_Op<"wmma.store"> {
  let summary = "Warp synchronous matrix store";
  let arguments = (ins LLVM_AnyPointer:$ptr, I32Attr:$m, I32Attr:$n, I32Attr:$k,
                       MMALayoutAttr:$layout, MMATypesAttr:$eltype,
                       Variadic<LLVM_Type>:$args, I32:$stride);
  let assemblyFormat = [{
    $ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,`
    type($args)
  }];
  let hasVerifier = 1;
}

def NVVM_WMMAMmaOp : NVVM_Op<"wmma.mma"> {
  let summary = "Warp synchronous matrix-multiply accumulate using tensor cores.";
  let arguments = (ins I32Attr:$m, I32Attr:$n, I32Attr:$k, MMALayoutAttr:$layoutA,
                       MMALayoutAttr:$layoutB, MMATypesAttr:$eltypeA,
                       MMATypesAttr:$eltypeB, Variadic<LLVM_Type>:$args);
  let results = (outs NVVM_AnyStruct:$res);
  let assemblyFormat = "$args attr-dict `:` functional-type($args, $res)";
  let hasVerifier = 1;
}

def NVVM_LdMatrixOp : NVVM_Op<"ldmatrix"> {
  let summary = "cooperative matrix load";
  let arguments = (ins LLVM_AnyPointer:$ptr, I32Attr:$num, MMALayoutAttr:$layout);
  let results = (outs AnyType:$res);
  let assemblyFormat = "$ptr attr-dict `:` functional-type($ptr, $res)";
  let hasVerifier = 1;
}

// `A[%a0, %a1] B[%b0] C[%c0, %c1] attr-dict : (typeA, typeB, typeC) -> result`, the
// multiplicand PTX types inferred from the operand types when they can be.
def NVVM_MmaOp : NVVM_Op<"mma.sync", [AttrSizedOperandSegments]> {
  let summary = "cooperative matrix-multiply and accumulate";
  let arguments = (ins NVVM_MMAShapeAttr:$shape,
                       OptionalAttr<MMAB1OpAttr>:$b1Op,
                       OptionalAttr<MMAIntOverflowAttr>:$intOverflowBehavior,
                       MMALayoutAttr:$layoutA,
                       MMALayoutAttr:$layoutB,
                       OptionalAttr<MMATypesAttr>:$multiplicandAPtxType,
                       OptionalAttr<MMATypesAttr>:$multiplicandBPtxType,
                       Variadic<LLVM_Type>:$operandA,
                       Variadic<LLVM_Type>:$operandB,
                       Variadic<LLVM_Type>:$operandC);
  let results = (outs NVVM_AnyStruct:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
