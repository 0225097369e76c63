//===- IntrinsicOps.td - the llvm dialect's intrinsic ops -----------------===//
//
// The `llvm.intr.*` ops of MLIR 16's LLVMIntrinsicOps.td: each stands for a call to
// an LLVM intrinsic (`llvm.intr.fabs` for `@llvm.fabs.f32`, ...). The float ones take
// `#llvm.fastmath<...>` flags, left out of their custom form when they are the
// default (the `custom<LLVMOpAttrs>` directive of `src/dialects/llvm/intrinsics.rs`);
// the ops MLIR gives no format print in the generic form. Their translation to LLVM IR
// is `targets/llvm/src/intrinsics.rs`.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Constraints and base classes (MLIR 16's LLVMOpBase.td)
//===----------------------------------------------------------------------===//

def LLVM_TokenType : Type<
    CPred<"crate::dialects::llvm::LLVMTokenType::from_type($_self.ctx, $_self.ty).is_some()">,
    "LLVM token type">,
    BuildableType<"crate::dialects::llvm::LLVMTokenType::get($_ctx).ty()">;

// A pointer in address space 0, opaque or to `i8` (MLIR's `LLVM_i8Ptr`).
def LLVM_i8Ptr : Type<
    CPred<"crate::dialects::llvm::intrinsics::is_i8_ptr($_self)">,
    "LLVM pointer to 8-bit signless integer">,
    BuildableType<"crate::dialects::llvm::intrinsics::i8_ptr($_ctx)">;

// An op calling an intrinsic, `llvm.intr.<mnem>`, with no or one `$res` result.
class LLVM_IntrOp<string mnem, int numResults, list<Trait> traits = []>
    : LLVM_Op<"intr." # mnem, traits>,
      Results<!if(!gt(numResults, 0), (outs LLVM_Type:$res), (outs))> {
  let summary = "";
}

class LLVM_ZeroResultIntrOp<string mnem, list<Trait> traits = []>
    : LLVM_IntrOp<mnem, 0, traits>;

class LLVM_OneResultIntrOp<string mnem, list<Trait> traits = []>
    : LLVM_IntrOp<mnem, 1, traits>;

// `(%a, %b) attr-dict : (types) -> type`, the attribute dictionary leaving out the
// default fastmath flags.
defvar LLVM_IntrCallFormat = "`(` operands `)` custom<LLVMOpAttrs>(attr-dict) `:` "
                             "functional-type(operands, results)";

defvar LLVM_DefaultFMF = "\"llvm.fastmath<none>\".to_string()";

//===----------------------------------------------------------------------===//
// Unary, binary and ternary arithmetic
//===----------------------------------------------------------------------===//

class LLVM_UnaryIntrOpBase<string func, Type element, list<Trait> traits = []>
    : LLVM_OneResultIntrOp<func,
                           !listconcat([Pure, SameOperandsAndResultType], traits)> {
  dag commonArgs = (ins LLVM_ScalarOrVectorOf<element>:$in);
  let assemblyFormat = LLVM_IntrCallFormat;
}

class LLVM_UnaryIntrOpI<string func, list<Trait> traits = []>
    : LLVM_UnaryIntrOpBase<func, AnySignlessInteger, traits> {
  let arguments = commonArgs;
}

class LLVM_UnaryIntrOpF<string func, list<Trait> traits = []>
    : LLVM_UnaryIntrOpBase<func, LLVM_AnyFloat,
                           !listconcat([LLVM_FastmathFlagsOp], traits)> {
  dag fmfArg = (ins DefaultValuedAttr<LLVM_FastmathFlagsAttr, LLVM_DefaultFMF>:$fastmathFlags);
  let arguments = !con(commonArgs, fmfArg);
}

class LLVM_BinarySameArgsIntrOpBase<string func, Type element, list<Trait> traits = []>
    : LLVM_OneResultIntrOp<func,
                           !listconcat([Pure, SameOperandsAndResultType], traits)> {
  dag commonArgs = (ins LLVM_ScalarOrVectorOf<element>:$a,
                        LLVM_ScalarOrVectorOf<element>:$b);
  let assemblyFormat = LLVM_IntrCallFormat;
}

class LLVM_BinarySameArgsIntrOpI<string func, list<Trait> traits = []>
    : LLVM_BinarySameArgsIntrOpBase<func, AnySignlessInteger, traits> {
  let arguments = commonArgs;
}

class LLVM_BinarySameArgsIntrOpF<string func, list<Trait> traits = []>
    : LLVM_BinarySameArgsIntrOpBase<func, LLVM_AnyFloat,
                                    !listconcat([LLVM_FastmathFlagsOp], traits)> {
  dag fmfArg = (ins DefaultValuedAttr<LLVM_FastmathFlagsAttr, LLVM_DefaultFMF>:$fastmathFlags);
  let arguments = !con(commonArgs, fmfArg);
}

class LLVM_TernarySameArgsIntrOpF<string func, list<Trait> traits = []>
    : LLVM_OneResultIntrOp<func,
                           !listconcat([LLVM_FastmathFlagsOp, Pure,
                                        SameOperandsAndResultType], traits)> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnyFloat>:$a,
                       LLVM_ScalarOrVectorOf<AnyFloat>:$b,
                       LLVM_ScalarOrVectorOf<AnyFloat>:$c,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, LLVM_DefaultFMF>:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
}

class LLVM_CountZerosIntrOp<string func, list<Trait> traits = []>
    : LLVM_OneResultIntrOp<func, !listconcat([Pure], traits)> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$in,
                       I1:$zero_undefined);
}

def LLVM_AbsOp : LLVM_OneResultIntrOp<"abs", [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$in,
                       I1:$is_int_min_poison);
}

def LLVM_IsFPClassOp : LLVM_OneResultIntrOp<"is.fpclass", [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$in, I32:$bit);
}

def LLVM_CopySignOp : LLVM_BinarySameArgsIntrOpF<"copysign">;
def LLVM_CosOp : LLVM_UnaryIntrOpF<"cos">;
def LLVM_ExpOp : LLVM_UnaryIntrOpF<"exp">;
def LLVM_Exp2Op : LLVM_UnaryIntrOpF<"exp2">;
def LLVM_FAbsOp : LLVM_UnaryIntrOpF<"fabs">;
def LLVM_FCeilOp : LLVM_UnaryIntrOpF<"ceil">;
def LLVM_FFloorOp : LLVM_UnaryIntrOpF<"floor">;
def LLVM_FMAOp : LLVM_TernarySameArgsIntrOpF<"fma">;
def LLVM_FMulAddOp : LLVM_TernarySameArgsIntrOpF<"fmuladd">;
def LLVM_Log10Op : LLVM_UnaryIntrOpF<"log10">;
def LLVM_Log2Op : LLVM_UnaryIntrOpF<"log2">;
def LLVM_LogOp : LLVM_UnaryIntrOpF<"log">;
def LLVM_PrefetchOp : LLVM_ZeroResultIntrOp<"prefetch"> {
  let arguments = (ins LLVM_AnyPointer:$addr, I32:$rw, I32:$hint, I32:$cache);
}
def LLVM_SinOp : LLVM_UnaryIntrOpF<"sin">;
def LLVM_RoundEvenOp : LLVM_UnaryIntrOpF<"roundeven">;
def LLVM_RoundOp : LLVM_UnaryIntrOpF<"round">;
def LLVM_FTruncOp : LLVM_UnaryIntrOpF<"trunc">;
def LLVM_SqrtOp : LLVM_UnaryIntrOpF<"sqrt">;
def LLVM_PowOp : LLVM_BinarySameArgsIntrOpF<"pow">;
def LLVM_PowIOp : LLVM_OneResultIntrOp<"powi", [LLVM_FastmathFlagsOp, Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$val,
                       AnySignlessInteger:$power,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, LLVM_DefaultFMF>:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
}
def LLVM_BitReverseOp : LLVM_UnaryIntrOpI<"bitreverse">;
def LLVM_CountLeadingZerosOp : LLVM_CountZerosIntrOp<"ctlz">;
def LLVM_CountTrailingZerosOp : LLVM_CountZerosIntrOp<"cttz">;
def LLVM_CtPopOp : LLVM_UnaryIntrOpI<"ctpop">;
def LLVM_MaxNumOp : LLVM_BinarySameArgsIntrOpF<"maxnum">;
def LLVM_MinNumOp : LLVM_BinarySameArgsIntrOpF<"minnum">;
def LLVM_MaximumOp : LLVM_BinarySameArgsIntrOpF<"maximum">;
def LLVM_MinimumOp : LLVM_BinarySameArgsIntrOpF<"minimum">;
def LLVM_SMaxOp : LLVM_BinarySameArgsIntrOpI<"smax">;
def LLVM_SMinOp : LLVM_BinarySameArgsIntrOpI<"smin">;
def LLVM_UMaxOp : LLVM_BinarySameArgsIntrOpI<"umax">;
def LLVM_UMinOp : LLVM_BinarySameArgsIntrOpI<"umin">;

//===----------------------------------------------------------------------===//
// Memory: copies, lifetime markers, stack save/restore
//===----------------------------------------------------------------------===//

class LLVM_MemcpyLikeOp<string mnem> : LLVM_ZeroResultIntrOp<mnem> {
  let arguments = (ins Arg<LLVM_AnyPointer, "", [MemWrite]>:$dst,
                       Arg<LLVM_AnyPointer, "", [MemRead]>:$src,
                       AnySignlessInteger:$len, I1:$isVolatile);
}

def LLVM_MemcpyOp : LLVM_MemcpyLikeOp<"memcpy">;
def LLVM_MemcpyInlineOp : LLVM_MemcpyLikeOp<"memcpy.inline">;
def LLVM_MemmoveOp : LLVM_MemcpyLikeOp<"memmove">;

def LLVM_MemsetOp : LLVM_ZeroResultIntrOp<"memset"> {
  let arguments = (ins Arg<LLVM_AnyPointer, "", [MemWrite]>:$dst,
                       I8:$val, AnySignlessInteger:$len, I1:$isVolatile);
}

// The size, an immediate operand of the intrinsic, is an attribute.
class LLVM_LifetimeBaseOp<string opName> : LLVM_ZeroResultIntrOp<opName> {
  let arguments = (ins I64Attr:$size, LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$size `,` $ptr attr-dict `:` qualified(type($ptr))";
}

def LLVM_LifetimeStartOp : LLVM_LifetimeBaseOp<"lifetime.start">;
def LLVM_LifetimeEndOp : LLVM_LifetimeBaseOp<"lifetime.end">;

def LLVM_StackSaveOp : LLVM_OneResultIntrOp<"stacksave"> {
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_StackRestoreOp : LLVM_ZeroResultIntrOp<"stackrestore"> {
  let arguments = (ins LLVM_i8Ptr:$ptr);
  let assemblyFormat = "$ptr attr-dict";
}

//===----------------------------------------------------------------------===//
// Arithmetic with overflow: `{result, overflow bit}` structs
//===----------------------------------------------------------------------===//

class LLVM_ArithWithOverflowOp<string mnem>
    : LLVM_OneResultIntrOp<mnem, [SameOperandsElementType]>,
      Arguments<(ins LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                     LLVM_ScalarOrVectorOf<AnySignlessInteger>)>;

def LLVM_SAddWithOverflowOp : LLVM_ArithWithOverflowOp<"sadd.with.overflow">;
def LLVM_UAddWithOverflowOp : LLVM_ArithWithOverflowOp<"uadd.with.overflow">;
def LLVM_SSubWithOverflowOp : LLVM_ArithWithOverflowOp<"ssub.with.overflow">;
def LLVM_USubWithOverflowOp : LLVM_ArithWithOverflowOp<"usub.with.overflow">;
def LLVM_SMulWithOverflowOp : LLVM_ArithWithOverflowOp<"smul.with.overflow">;
def LLVM_UMulWithOverflowOp : LLVM_ArithWithOverflowOp<"umul.with.overflow">;

def LLVM_AssumeOp : LLVM_ZeroResultIntrOp<"assume">, Arguments<(ins I1:$cond)>;

//===----------------------------------------------------------------------===//
// Coroutines
//===----------------------------------------------------------------------===//

def LLVM_CoroIdOp : LLVM_OneResultIntrOp<"coro.id"> {
  let arguments = (ins I32:$align, LLVM_i8Ptr:$promise, LLVM_i8Ptr:$coroaddr,
                       LLVM_i8Ptr:$fnaddrs);
  let assemblyFormat = "$align `,` $promise `,` $coroaddr `,` $fnaddrs"
                       " attr-dict `:` type($res)";
}

def LLVM_CoroBeginOp : LLVM_OneResultIntrOp<"coro.begin"> {
  let arguments = (ins LLVM_TokenType:$token, LLVM_i8Ptr:$mem);
  let assemblyFormat = "$token `,` $mem attr-dict `:` type($res)";
}

def LLVM_CoroSizeOp : LLVM_OneResultIntrOp<"coro.size"> {
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_CoroAlignOp : LLVM_OneResultIntrOp<"coro.align"> {
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_CoroSaveOp : LLVM_OneResultIntrOp<"coro.save"> {
  let arguments = (ins LLVM_i8Ptr:$handle);
  let assemblyFormat = "$handle attr-dict `:` type($res)";
}

def LLVM_CoroSuspendOp : LLVM_OneResultIntrOp<"coro.suspend"> {
  let arguments = (ins LLVM_TokenType:$save, I1:$final);
  let assemblyFormat = "$save `,` $final attr-dict `:` type($res)";
}

def LLVM_CoroEndOp : LLVM_OneResultIntrOp<"coro.end"> {
  let arguments = (ins LLVM_i8Ptr:$handle, I1:$unwind);
  let assemblyFormat = "$handle `,` $unwind attr-dict `:` type($res)";
}

def LLVM_CoroFreeOp : LLVM_OneResultIntrOp<"coro.free"> {
  let arguments = (ins LLVM_TokenType:$id, LLVM_i8Ptr:$handle);
  let assemblyFormat = "$id `,` $handle attr-dict `:` type($res)";
}

def LLVM_CoroResumeOp : LLVM_ZeroResultIntrOp<"coro.resume"> {
  let arguments = (ins LLVM_i8Ptr:$handle);
  let assemblyFormat = "$handle attr-dict";
}

//===----------------------------------------------------------------------===//
// Variadic functions and exception handling
//===----------------------------------------------------------------------===//

def LLVM_VaStartOp : LLVM_ZeroResultIntrOp<"vastart">,
                     Arguments<(ins LLVM_i8Ptr:$arg_list)> {
  let summary = "Initializes `arg_list` for subsequent variadic argument extractions.";
  let assemblyFormat = "$arg_list attr-dict";
}

def LLVM_VaCopyOp : LLVM_ZeroResultIntrOp<"vacopy">,
                    Arguments<(ins LLVM_i8Ptr:$dest_list, LLVM_i8Ptr:$src_list)> {
  let summary = "Copies the current argument position from `src_list` to `dest_list`.";
  let assemblyFormat = "$src_list `to` $dest_list attr-dict";
}

def LLVM_VaEndOp : LLVM_ZeroResultIntrOp<"vaend">,
                   Arguments<(ins LLVM_i8Ptr:$arg_list)> {
  let summary = "Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.";
  let assemblyFormat = "$arg_list attr-dict";
}

def LLVM_EhTypeidForOp : LLVM_OneResultIntrOp<"eh.typeid.for"> {
  let arguments = (ins LLVM_i8Ptr:$type_info);
  let assemblyFormat = "$type_info attr-dict `:` type($res)";
}

//===----------------------------------------------------------------------===//
// Vector reductions
//===----------------------------------------------------------------------===//

class LLVM_VecReductionBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem,
                           [Pure, SameOperandsAndResultElementType]>,
      Arguments<(ins LLVM_VectorOf<element>)>;

class LLVM_VecReductionF<string mnem> : LLVM_VecReductionBase<mnem, AnyFloat>;
class LLVM_VecReductionI<string mnem> : LLVM_VecReductionBase<mnem, AnySignlessInteger>;

// With a start value, and with the permission to reassociate as an attribute.
class LLVM_VecReductionAccF<string mnem>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem,
                           [Pure, SameOperandsAndResultElementType]>,
      Arguments<(ins AnyFloat:$start_value, LLVM_VectorOf<AnyFloat>:$input,
                     DefaultValuedAttr<BoolAttr, "false">:$reassoc)>;

def LLVM_VectorReduceAddOp : LLVM_VecReductionI<"add">;
def LLVM_VectorReduceAndOp : LLVM_VecReductionI<"and">;
def LLVM_VectorReduceMulOp : LLVM_VecReductionI<"mul">;
def LLVM_VectorReduceOrOp : LLVM_VecReductionI<"or">;
def LLVM_VectorReduceSmaxOp : LLVM_VecReductionI<"smax">;
def LLVM_VectorReduceSminOp : LLVM_VecReductionI<"smin">;
def LLVM_VectorReduceUmaxOp : LLVM_VecReductionI<"umax">;
def LLVM_VectorReduceUminOp : LLVM_VecReductionI<"umin">;
def LLVM_VectorReduceXorOp : LLVM_VecReductionI<"xor">;

def LLVM_VectorReduceFmaxOp : LLVM_VecReductionF<"fmax">;
def LLVM_VectorReduceFminOp : LLVM_VecReductionF<"fmin">;

def LLVM_VectorReduceFaddOp : LLVM_VecReductionAccF<"fadd">;
def LLVM_VectorReduceFmulOp : LLVM_VecReductionAccF<"fmul">;

//===----------------------------------------------------------------------===//
// Matrices (column major, flattened into vectors)
//===----------------------------------------------------------------------===//

def LLVM_MatrixColumnMajorLoadOp : LLVM_OneResultIntrOp<"matrix.column.major.load"> {
  let arguments = (ins LLVM_AnyPointer:$data, AnySignlessInteger:$stride,
                       I1Attr:$isVolatile, I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$data `,` `<` `stride` `=` $stride `>` attr-dict"
    "`:` type($res) `from` qualified(type($data)) `stride` type($stride)";
}

def LLVM_MatrixColumnMajorStoreOp : LLVM_ZeroResultIntrOp<"matrix.column.major.store"> {
  let arguments = (ins LLVM_AnyVector:$matrix, LLVM_AnyPointer:$data,
                       AnySignlessInteger:$stride, I1Attr:$isVolatile, I32Attr:$rows,
                       I32Attr:$columns);
  let assemblyFormat = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` "
    "attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)";
}

def LLVM_MatrixMultiplyOp : LLVM_OneResultIntrOp<"matrix.multiply"> {
  let arguments = (ins LLVM_AnyVector:$lhs, LLVM_AnyVector:$rhs, I32Attr:$lhs_rows,
                       I32Attr:$lhs_columns, I32Attr:$rhs_columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict "
    "`:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)";
}

def LLVM_MatrixTransposeOp : LLVM_OneResultIntrOp<"matrix.transpose"> {
  let arguments = (ins LLVM_AnyVector:$matrix, I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$matrix attr-dict `:` type($matrix) `into` type($res)";
}

//===----------------------------------------------------------------------===//
// Masked memory access, lane masks, vscale
//===----------------------------------------------------------------------===//

def LLVM_GetActiveLaneMaskOp : LLVM_OneResultIntrOp<"get.active.lane.mask", [Pure]> {
  let arguments = (ins AnySignlessInteger:$base, AnySignlessInteger:$n);
  let assemblyFormat = "$base `,` $n attr-dict `:` "
    "type($base) `,` type($n) `to` type($res)";
}

def LLVM_MaskedLoadOp : LLVM_OneResultIntrOp<"masked.load"> {
  let arguments = (ins LLVM_AnyPointer:$data, LLVM_VectorOf<I1>:$mask,
                       Variadic<LLVM_AnyVector>:$pass_thru, I32Attr:$alignment);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def LLVM_MaskedStoreOp : LLVM_ZeroResultIntrOp<"masked.store"> {
  let arguments = (ins LLVM_AnyVector:$value, LLVM_AnyPointer:$data,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $data `,` $mask attr-dict `:` "
    "type($value) `,` type($mask) `into` qualified(type($data))";
}

def LLVM_MaskedGatherOp : LLVM_OneResultIntrOp<"masked.gather"> {
  let arguments = (ins LLVM_VectorOf<LLVM_AnyPointer>:$ptrs,
                       LLVM_VectorOf<I1>:$mask, Variadic<LLVM_AnyVector>:$pass_thru,
                       I32Attr:$alignment);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def LLVM_MaskedScatterOp : LLVM_ZeroResultIntrOp<"masked.scatter"> {
  let arguments = (ins LLVM_AnyVector:$value, LLVM_VectorOf<LLVM_AnyPointer>:$ptrs,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $ptrs `,` $mask attr-dict `:` "
    "type($value) `,` type($mask) `into` type($ptrs)";
}

def LLVM_MaskedExpandloadOp : LLVM_OneResultIntrOp<"masked.expandload"> {
  let arguments = (ins LLVM_AnyPointer, LLVM_VectorOf<I1>, LLVM_AnyVector);
}

def LLVM_MaskedCompressstoreOp : LLVM_ZeroResultIntrOp<"masked.compressstore"> {
  let arguments = (ins LLVM_AnyVector, LLVM_AnyPointer, LLVM_VectorOf<I1>);
}

def LLVM_VScaleOp : LLVM_OneResultIntrOp<"vscale">;

def LLVM_StepVectorOp : LLVM_OneResultIntrOp<"experimental.stepvector", [Pure]> {
  let arguments = (ins);
  let results = (outs LLVM_VectorOf<AnySignlessInteger>:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

//===----------------------------------------------------------------------===//
// Calls to an intrinsic by name
//===----------------------------------------------------------------------===//

def LLVM_CallIntrinsicOp : LLVM_Op<"call_intrinsic"> {
  let summary = "Call to an LLVM intrinsic function.";
  let description = [{
    Calls the LLVM intrinsic named by `intrin`; an overloaded one is chosen by the
    op's function type.
  }];
  let arguments = (ins StrAttr:$intrin, Variadic<LLVM_Type>:$args);
  let results = (outs Variadic<LLVM_Type>:$results);
  let assemblyFormat = [{
    $intrin `(` $args `)` `:` functional-type($args, $results) attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Vector predication (`llvm.vp.*`)
//===----------------------------------------------------------------------===//

class LLVM_VPBinaryBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vp." # mnem, [Pure]>,
      Arguments<(ins LLVM_VectorOf<element>:$lhs, LLVM_VectorOf<element>:$rhs,
                     LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPBinaryI<string mnem> : LLVM_VPBinaryBase<mnem, AnySignlessInteger>;
class LLVM_VPBinaryF<string mnem> : LLVM_VPBinaryBase<mnem, AnyFloat>;

class LLVM_VPUnaryBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vp." # mnem, [Pure]>,
      Arguments<(ins LLVM_VectorOf<element>:$op, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPUnaryF<string mnem> : LLVM_VPUnaryBase<mnem, AnyFloat>;

class LLVM_VPTernaryBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vp." # mnem, [Pure]>,
      Arguments<(ins LLVM_VectorOf<element>:$op1, LLVM_VectorOf<element>:$op2,
                     LLVM_VectorOf<element>:$op3, LLVM_VectorOf<I1>:$mask,
                     I32:$evl)>;

class LLVM_VPTernaryF<string mnem> : LLVM_VPTernaryBase<mnem, AnyFloat>;

class LLVM_VPReductionBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vp.reduce." # mnem, [Pure]>,
      Arguments<(ins element:$satrt_value, LLVM_VectorOf<element>:$val,
                     LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPReductionI<string mnem> : LLVM_VPReductionBase<mnem, AnySignlessInteger>;
class LLVM_VPReductionF<string mnem> : LLVM_VPReductionBase<mnem, AnyFloat>;

class LLVM_VPSelectBase<string mnem>
    : LLVM_OneResultIntrOp<"vp." # mnem, [Pure]>,
      Arguments<(ins LLVM_VectorOf<I1>:$cond, LLVM_AnyVector:$true_val,
                     LLVM_AnyVector:$false_val, I32:$evl)>;

class LLVM_VPCastBase<string mnem, Type element>
    : LLVM_OneResultIntrOp<"vp." # mnem, [Pure]>,
      Arguments<(ins LLVM_VectorOf<element>:$src, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPCastI<string mnem> : LLVM_VPCastBase<mnem, AnySignlessInteger>;
class LLVM_VPCastF<string mnem> : LLVM_VPCastBase<mnem, AnyFloat>;
class LLVM_VPCastPtr<string mnem> : LLVM_VPCastBase<mnem, LLVM_AnyPointer>;

def LLVM_VPAddOp  : LLVM_VPBinaryI<"add">;
def LLVM_VPSubOp  : LLVM_VPBinaryI<"sub">;
def LLVM_VPMulOp  : LLVM_VPBinaryI<"mul">;
def LLVM_VPSDivOp : LLVM_VPBinaryI<"sdiv">;
def LLVM_VPUDivOp : LLVM_VPBinaryI<"udiv">;
def LLVM_VPSRemOp : LLVM_VPBinaryI<"srem">;
def LLVM_VPURemOp : LLVM_VPBinaryI<"urem">;
def LLVM_VPAShrOp : LLVM_VPBinaryI<"ashr">;
def LLVM_VPLShrOp : LLVM_VPBinaryI<"lshr">;
def LLVM_VPShlOp  : LLVM_VPBinaryI<"shl">;
def LLVM_VPOrOp   : LLVM_VPBinaryI<"or">;
def LLVM_VPAndOp  : LLVM_VPBinaryI<"and">;
def LLVM_VPXorOp  : LLVM_VPBinaryI<"xor">;

def LLVM_VPFAddOp : LLVM_VPBinaryF<"fadd">;
def LLVM_VPFSubOp : LLVM_VPBinaryF<"fsub">;
def LLVM_VPFMulOp : LLVM_VPBinaryF<"fmul">;
def LLVM_VPFDivOp : LLVM_VPBinaryF<"fdiv">;
def LLVM_VPFRemOp : LLVM_VPBinaryF<"frem">;

def LLVM_VPFNegOp : LLVM_VPUnaryF<"fneg">;

def LLVM_VPFmaOp  : LLVM_VPTernaryF<"fma">;

def LLVM_VPReduceAddOp  : LLVM_VPReductionI<"add">;
def LLVM_VPReduceMulOp  : LLVM_VPReductionI<"mul">;
def LLVM_VPReduceAndOp  : LLVM_VPReductionI<"and">;
def LLVM_VPReduceOrOp   : LLVM_VPReductionI<"or">;
def LLVM_VPReduceXorOp  : LLVM_VPReductionI<"xor">;
def LLVM_VPReduceSMaxOp : LLVM_VPReductionI<"smax">;
def LLVM_VPReduceSMinOp : LLVM_VPReductionI<"smin">;
def LLVM_VPReduceUMaxOp : LLVM_VPReductionI<"umax">;
def LLVM_VPReduceUMinOp : LLVM_VPReductionI<"umin">;

def LLVM_VPReduceFAddOp : LLVM_VPReductionF<"fadd">;
def LLVM_VPReduceFMulOp : LLVM_VPReductionF<"fmul">;
def LLVM_VPReduceFMaxOp : LLVM_VPReductionF<"fmax">;
def LLVM_VPReduceFMinOp : LLVM_VPReductionF<"fmin">;

def LLVM_VPSelectMinOp : LLVM_VPSelectBase<"select">;
def LLVM_VPMergeMinOp  : LLVM_VPSelectBase<"merge">;

def LLVM_VPLoadOp : LLVM_OneResultIntrOp<"vp.load">,
    Arguments<(ins LLVM_AnyPointer:$ptr, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

def LLVM_VPStoreOp : LLVM_ZeroResultIntrOp<"vp.store">,
    Arguments<(ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                   LLVM_VectorOf<I1>:$mask, I32:$evl)>;

def LLVM_VPStridedLoadOp : LLVM_OneResultIntrOp<"experimental.vp.strided.load">,
    Arguments<(ins LLVM_AnyPointer:$ptr, AnySignlessInteger:$stride,
                   LLVM_VectorOf<I1>:$mask, I32:$evl)>;

def LLVM_VPStridedStoreOp : LLVM_ZeroResultIntrOp<"experimental.vp.strided.store">,
    Arguments<(ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                   AnySignlessInteger:$stride, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

def LLVM_VPTruncOp : LLVM_VPCastI<"trunc">;
def LLVM_VPZExtOp  : LLVM_VPCastI<"zext">;
def LLVM_VPSExtOp  : LLVM_VPCastI<"sext">;

def LLVM_VPFPTruncOp : LLVM_VPCastF<"fptrunc">;
def LLVM_VPFPExtOp   : LLVM_VPCastF<"fpext">;

def LLVM_VPFPToUIOp : LLVM_VPCastF<"fptoui">;
def LLVM_VPFPToSIOp : LLVM_VPCastF<"fptosi">;

def LLVM_VPUIToFPOp : LLVM_VPCastI<"uitofp">;
def LLVM_VPSIToFPOp : LLVM_VPCastI<"sitofp">;

def LLVM_VPPtrToIntOp : LLVM_VPCastPtr<"ptrtoint">;
def LLVM_VPIntToPtrOp : LLVM_VPCastI<"inttoptr">;

//===----------------------------------------------------------------------===//
// Subvectors
//===----------------------------------------------------------------------===//

def LLVM_VectorInsertOp : LLVM_Op<"intr.vector.insert", [Pure,
    AllTypesMatch<["dstvec", "res"]>,
    PredOpTrait<"vectors are not bigger than 2^17 bits.", CPred<
      "crate::dialects::llvm::intrinsics::vectors_fit($_op, \"srcvec\", \"dstvec\")">>,
    PredOpTrait<"it is not inserting scalable into fixed-length vectors.", CPred<
      "crate::dialects::llvm::intrinsics::scalable_fits($_op, \"srcvec\", \"dstvec\")">>]> {
  let arguments = (ins LLVM_AnyVector:$srcvec, LLVM_AnyVector:$dstvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` "
    "type($srcvec) `into` type($res)";
}

def LLVM_VectorExtractOp : LLVM_Op<"intr.vector.extract", [Pure,
    PredOpTrait<"vectors are not bigger than 2^17 bits.", CPred<
      "crate::dialects::llvm::intrinsics::vectors_fit($_op, \"srcvec\", \"res\")">>,
    PredOpTrait<"it is not extracting scalable from fixed-length vectors.", CPred<
      "crate::dialects::llvm::intrinsics::scalable_fits($_op, \"res\", \"srcvec\")">>]> {
  let arguments = (ins LLVM_AnyVector:$srcvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `[` $pos `]` attr-dict `:` "
    "type($res) `from` type($srcvec)";
}
