//===- ArithOps.td - the llvm dialect's value ops -------------------------===//
//
// The ops of MLIR 16's `llvm` dialect that compute values: constants and null
// pointers, integer and floating-point arithmetic (the float ops with their
// `#llvm.fastmath<...>` flags), comparisons, `select` and `freeze`, casts, and the
// ops that read and write aggregates and vectors. Their custom forms, verifiers and
// folds that ODS cannot say are the Rust of `src/dialects/llvm/arith.rs`.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Enums and attributes (MLIR 16's LLVMEnums.td, LLVMAttrDefs.td)
//===----------------------------------------------------------------------===//

def FMFnone     : I32BitEnumAttrCaseNone<"none">;
def FMFnnan     : I32BitEnumAttrCaseBit<"nnan", 0>;
def FMFninf     : I32BitEnumAttrCaseBit<"ninf", 1>;
def FMFnsz      : I32BitEnumAttrCaseBit<"nsz", 2>;
def FMFarcp     : I32BitEnumAttrCaseBit<"arcp", 3>;
def FMFcontract : I32BitEnumAttrCaseBit<"contract", 4>;
def FMFafn      : I32BitEnumAttrCaseBit<"afn", 5>;
def FMFreassoc  : I32BitEnumAttrCaseBit<"reassoc", 6>;
def FMFfast     : I32BitEnumAttrCaseGroup<"fast",
  [FMFnnan, FMFninf, FMFnsz, FMFarcp, FMFcontract, FMFafn, FMFreassoc]>;

// `#llvm.fastmath<nnan, ninf>`; `none` is the default, which the custom forms elide.
def LLVM_FastmathFlagsAttr : BitEnumDialectAttr<"llvm", "fastmath",
    "LLVM fastmath flags", [
  FMFnone, FMFnnan, FMFninf, FMFnsz, FMFarcp, FMFcontract, FMFafn, FMFreassoc,
  FMFfast]> {
  let cppType = "::mlir::LLVM::FastmathFlags";
  let separator = ", ";
}

def FCmpPredicate : I64EnumAttr<"FCmpPredicate", "llvm.fcmp comparison predicate", [
  I64EnumAttrCase<"_false", 0>,
  I64EnumAttrCase<"oeq", 1>,
  I64EnumAttrCase<"ogt", 2>,
  I64EnumAttrCase<"oge", 3>,
  I64EnumAttrCase<"olt", 4>,
  I64EnumAttrCase<"ole", 5>,
  I64EnumAttrCase<"one", 6>,
  I64EnumAttrCase<"ord", 7>,
  I64EnumAttrCase<"ueq", 8>,
  I64EnumAttrCase<"ugt", 9>,
  I64EnumAttrCase<"uge", 10>,
  I64EnumAttrCase<"ult", 11>,
  I64EnumAttrCase<"ule", 12>,
  I64EnumAttrCase<"une", 13>,
  I64EnumAttrCase<"uno", 14>,
  I64EnumAttrCase<"_true", 15>
]>;

def ICmpPredicate : I64EnumAttr<"ICmpPredicate", "llvm.icmp comparison predicate", [
  I64EnumAttrCase<"eq", 0>,
  I64EnumAttrCase<"ne", 1>,
  I64EnumAttrCase<"slt", 2>,
  I64EnumAttrCase<"sle", 3>,
  I64EnumAttrCase<"sgt", 4>,
  I64EnumAttrCase<"sge", 5>,
  I64EnumAttrCase<"ult", 6>,
  I64EnumAttrCase<"ule", 7>,
  I64EnumAttrCase<"ugt", 8>,
  I64EnumAttrCase<"uge", 9>
]>;

//===----------------------------------------------------------------------===//
// Type constraints (MLIR 16's LLVMOpBase.td)
//===----------------------------------------------------------------------===//

// Any LLVM type but void and function types.
def LLVM_PrimitiveType : Type<
    CPred<"crate::dialects::llvm::arith::is_primitive($_self)">,
    "primitive LLVM type">;

def LLVM_AnyFloat : Type<
    CPred<"crate::dialects::llvm::arith::is_compatible_float($_self)">,
    "floating point LLVM type">;

def LLVM_AnyPointer : Type<
    CPred<"crate::dialects::llvm::LLVMPointerType::from_type($_self.ctx, $_self.ty).is_some()">,
    "LLVM pointer type">;

def LLVM_AnyAggregate : Type<
    CPred<"crate::dialects::llvm::arith::is_aggregate($_self)">,
    "LLVM aggregate type">;

def LLVM_AnyNonAggregate : Type<And<[LLVM_Type.predicate,
                                     Neg<LLVM_AnyAggregate.predicate>]>,
    "LLVM-compatible non-aggregate type">;

def LLVM_AnyVector : Type<
    CPred<"crate::dialects::llvm::arith::is_compatible_vector($_self)">,
    "LLVM dialect-compatible vector type">;

class LLVM_VectorOf<Type element> : Type<
  And<[LLVM_AnyVector.predicate,
       SubstLeaves<"$_self",
                   "crate::dialects::llvm::arith::vector_element_type($_self)",
                   element.predicate>]>,
  "LLVM dialect-compatible vector of " # element.summary>;

class LLVM_ScalarOrVectorOf<Type element> :
    AnyTypeOf<[element, LLVM_VectorOf<element>]>;

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def LLVM_ConstantOp : LLVM_Op<"mlir.constant", [Pure, ConstantLike]> {
  let summary = "Defines a constant of LLVM type.";
  let description = [{
    A constant of an LLVM type from an integer, float, string, array or elements
    attribute, which must match the type (checked by the verifier).

    ```mlir
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($res)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def LLVM_NullOp : LLVM_Op<"mlir.null", [Pure]> {
  let summary = "Defines a value containing a null pointer to LLVM type.";
  let description = [{
    The null pointer of a pointer type.

    ```mlir
    %0 = llvm.mlir.null : !llvm.ptr<i8>
    ```
  }];
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "attr-dict `:` qualified(type($res))";
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

// `%a, %b attr-dict : type`, where the attribute dictionary, written after a space of
// its own, leaves out the default fastmath flags (MLIR's `custom<LLVMOpAttrs>`), in
// Rust.
class LLVM_ArithmeticOpBase<Type type, string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  dag commonArgs = (ins LLVM_ScalarOrVectorOf<type>:$lhs,
                        LLVM_ScalarOrVectorOf<type>:$rhs);
  let results = (outs LLVM_ScalarOrVectorOf<type>:$res);
}

class LLVM_IntArithmeticOp<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnyInteger, mnemonic, traits> {
  let summary = "LLVM integer " # mnemonic # " operation";
  let arguments = commonArgs;
  let hasCustomAssemblyFormat = 1;
}
class LLVM_FloatArithmeticOp<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<LLVM_AnyFloat, mnemonic,
                            !listconcat([LLVM_FastmathFlagsOp], traits)> {
  let summary = "LLVM floating-point " # mnemonic # " operation";
  dag fmfArg = (ins DefaultValuedAttr<LLVM_FastmathFlagsAttr,
                                      "\"llvm.fastmath<none>\".to_string()">:$fastmathFlags);
  let arguments = !con(commonArgs, fmfArg);
  let hasCustomAssemblyFormat = 1;
}

def LLVM_AddOp : LLVM_IntArithmeticOp<"add", [Commutative]>;
def LLVM_SubOp : LLVM_IntArithmeticOp<"sub">;
def LLVM_MulOp : LLVM_IntArithmeticOp<"mul", [Commutative]>;
def LLVM_UDivOp : LLVM_IntArithmeticOp<"udiv">;
def LLVM_SDivOp : LLVM_IntArithmeticOp<"sdiv">;
def LLVM_URemOp : LLVM_IntArithmeticOp<"urem">;
def LLVM_SRemOp : LLVM_IntArithmeticOp<"srem">;
def LLVM_AndOp : LLVM_IntArithmeticOp<"and">;
def LLVM_OrOp : LLVM_IntArithmeticOp<"or">;
def LLVM_XOrOp : LLVM_IntArithmeticOp<"xor">;
def LLVM_ShlOp : LLVM_IntArithmeticOp<"shl">;
def LLVM_LShrOp : LLVM_IntArithmeticOp<"lshr">;
def LLVM_AShrOp : LLVM_IntArithmeticOp<"ashr">;

def LLVM_FAddOp : LLVM_FloatArithmeticOp<"fadd">;
def LLVM_FSubOp : LLVM_FloatArithmeticOp<"fsub">;
def LLVM_FMulOp : LLVM_FloatArithmeticOp<"fmul">;
def LLVM_FDivOp : LLVM_FloatArithmeticOp<"fdiv">;
def LLVM_FRemOp : LLVM_FloatArithmeticOp<"frem">;

def LLVM_FNegOp : LLVM_Op<"fneg", [Pure, SameOperandsAndResultType,
                                   LLVM_FastmathFlagsOp]> {
  let summary = "LLVM floating-point negation";
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$operand,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr,
                                         "\"llvm.fastmath<none>\".to_string()">:$fastmathFlags);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$res);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Comparisons, select, freeze
//===----------------------------------------------------------------------===//

// The operands have one type; the result is `i1`, or a vector of `i1` as long as
// the operands'. Custom form `"pred" %a, %b attr-dict : type`, in Rust.
class LLVM_ArithmeticCmpOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, traits # [SameTypeOperands, TypesMatchWith<
        "result type has i1 element type and same shape as operands",
        "lhs", "res", "crate::dialects::llvm::arith::i1_same_shape($_self)">]> {
  let results = (outs LLVM_ScalarOrVectorOf<I1>:$res);
  let hasCustomAssemblyFormat = 1;
}

def LLVM_ICmpOp : LLVM_ArithmeticCmpOp<"icmp", [Pure]> {
  let summary = "LLVM integer comparison";
  let arguments = (ins ICmpPredicate:$predicate,
                   AnyTypeOf<[LLVM_ScalarOrVectorOf<AnyInteger>,
                              LLVM_ScalarOrVectorOf<LLVM_AnyPointer>]>:$lhs,
                   AnyTypeOf<[LLVM_ScalarOrVectorOf<AnyInteger>,
                              LLVM_ScalarOrVectorOf<LLVM_AnyPointer>]>:$rhs);
}

def LLVM_FCmpOp : LLVM_ArithmeticCmpOp<"fcmp", [Pure, LLVM_FastmathFlagsOp]> {
  let summary = "LLVM floating-point comparison";
  let arguments = (ins FCmpPredicate:$predicate,
                   LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$lhs,
                   LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$rhs,
                   DefaultValuedAttr<LLVM_FastmathFlagsAttr,
                                     "\"llvm.fastmath<none>\".to_string()">:$fastmathFlags);
}

def LLVM_SelectOp : LLVM_Op<"select",
    [Pure, AllTypesMatch<["trueValue", "falseValue", "res"]>]> {
  let summary = "LLVM select operation";
  let arguments = (ins LLVM_ScalarOrVectorOf<I1>:$condition,
                   LLVM_Type:$trueValue, LLVM_Type:$falseValue);
  let results = (outs LLVM_Type:$res);
  // `%c, %a, %b attr-dict : condition-type, type`, in Rust.
  let hasCustomAssemblyFormat = 1;
}

def LLVM_FreezeOp : LLVM_Op<"freeze", [SameOperandsAndResultType]> {
  let summary = "LLVM freeze operation";
  let arguments = (ins LLVM_Type:$val);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "$val attr-dict `:` type($val)";
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

class LLVM_CastOp<string mnemonic, Type type, Type resultType,
                  list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure], traits)> {
  let summary = "LLVM " # mnemonic # " cast";
  let arguments = (ins type:$arg);
  let results = (outs resultType:$res);
  let assemblyFormat = "$arg attr-dict `:` type($arg) `to` type($res)";
}

def LLVM_BitcastOp : LLVM_CastOp<"bitcast", LLVM_AnyNonAggregate,
                                 LLVM_AnyNonAggregate> {
  let hasFolder = 1;
}
def LLVM_AddrSpaceCastOp : LLVM_CastOp<"addrspacecast",
    LLVM_ScalarOrVectorOf<LLVM_AnyPointer>, LLVM_ScalarOrVectorOf<LLVM_AnyPointer>> {
  let hasFolder = 1;
}
def LLVM_IntToPtrOp : LLVM_CastOp<"inttoptr",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<LLVM_AnyPointer>>;
def LLVM_PtrToIntOp : LLVM_CastOp<"ptrtoint",
    LLVM_ScalarOrVectorOf<LLVM_AnyPointer>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_SExtOp : LLVM_CastOp<"sext",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_ZExtOp : LLVM_CastOp<"zext",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_TruncOp : LLVM_CastOp<"trunc",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_SIToFPOp : LLVM_CastOp<"sitofp",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;
def LLVM_UIToFPOp : LLVM_CastOp<"uitofp",
    LLVM_ScalarOrVectorOf<AnyInteger>, LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;
def LLVM_FPToSIOp : LLVM_CastOp<"fptosi",
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_FPToUIOp : LLVM_CastOp<"fptoui",
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>, LLVM_ScalarOrVectorOf<AnyInteger>>;
def LLVM_FPExtOp : LLVM_CastOp<"fpext",
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>, LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;
def LLVM_FPTruncOp : LLVM_CastOp<"fptrunc",
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>, LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;

//===----------------------------------------------------------------------===//
// Aggregates and vectors
//===----------------------------------------------------------------------===//

def LLVM_ExtractElementOp : LLVM_Op<"extractelement", [Pure,
    TypesMatchWith<"result type matches vector element type", "vector", "res",
                   "crate::dialects::llvm::arith::vector_element_type($_self)">]> {
  let summary = "Extract an element from an LLVM vector.";
  let arguments = (ins LLVM_AnyVector:$vector, AnyInteger:$position);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)
  }];
}

def LLVM_InsertElementOp : LLVM_Op<"insertelement", [Pure,
    TypesMatchWith<"argument type matches vector element type", "vector",
                   "value", "crate::dialects::llvm::arith::vector_element_type($_self)">,
    AllTypesMatch<["res", "vector"]>]> {
  let summary = "Insert an element into an LLVM vector.";
  let arguments = (ins LLVM_AnyVector:$vector, LLVM_PrimitiveType:$value,
                       AnyInteger:$position);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = [{
    $value `,` $vector `[` $position `:` type($position) `]` attr-dict `:`
    type($vector)
  }];
}

// `%container[0, 1] attr-dict : container-type`; the result type follows from the
// position (MLIR's `custom<InsertExtractValueElementType>`), in Rust.
def LLVM_ExtractValueOp : LLVM_Op<"extractvalue", [Pure]> {
  let summary = "Extract a value from an LLVM struct.";
  let arguments = (ins LLVM_AnyAggregate:$container, DenseI64ArrayAttr:$position);
  let results = (outs LLVM_Type:$res);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def LLVM_InsertValueOp : LLVM_Op<"insertvalue",
    [Pure, AllTypesMatch<["container", "res"]>]> {
  let summary = "Insert a value into an LLVM struct.";
  let arguments = (ins LLVM_AnyAggregate:$container, LLVM_PrimitiveType:$value,
                       DenseI64ArrayAttr:$position);
  let results = (outs LLVM_AnyAggregate:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// `%v1, %v2 [0, 1] attr-dict : v1-type`; the result is a vector of the mask's
// length (MLIR's `custom<ShuffleType>`), in Rust.
def LLVM_ShuffleVectorOp : LLVM_Op<"shufflevector",
    [Pure, AllTypesMatch<["v1", "v2"]>]> {
  let summary = "Construct a permutation of two vectors.";
  let arguments = (ins LLVM_AnyVector:$v1, LLVM_AnyVector:$v2,
                       DenseI32ArrayAttr:$mask);
  let results = (outs LLVM_AnyVector:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
