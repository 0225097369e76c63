//===- arith.td - the arithmetic dialect --------------------------------===//
//
// Integer and floating-point arithmetic on scalars, vectors and tensors, with
// MLIR 16's `arith` ops, constraints and syntax. Hand-written Rust
// (`src/dialects/arith.rs`): result names of `arith.constant`, the custom form
// of `arith.select`, and the verifiers MLIR writes in C++ (constants, the
// width rules of extensions and truncations, cast compatibility).
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Arith_Dialect : Dialect {
  let name = "arith";
  let summary = "Basic integer and floating point mathematical operations";
  let description = [{
    The `arith` dialect holds elementwise arithmetic: integer and float
    operations, comparisons, casts, `select` and constants. Its ops apply to
    scalars and, elementwise, to vectors and tensors of them. Integers are
    signless; signedness is a property of the operation (`divsi`, `divui`).
  }];
  let hasConstantMaterializer = 1;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
  I64EnumAttrCase<"AlwaysFalse", 0, "false">,
  I64EnumAttrCase<"OEQ", 1, "oeq">,
  I64EnumAttrCase<"OGT", 2, "ogt">,
  I64EnumAttrCase<"OGE", 3, "oge">,
  I64EnumAttrCase<"OLT", 4, "olt">,
  I64EnumAttrCase<"OLE", 5, "ole">,
  I64EnumAttrCase<"ONE", 6, "one">,
  I64EnumAttrCase<"ORD", 7, "ord">,
  I64EnumAttrCase<"UEQ", 8, "ueq">,
  I64EnumAttrCase<"UGT", 9, "ugt">,
  I64EnumAttrCase<"UGE", 10, "uge">,
  I64EnumAttrCase<"ULT", 11, "ult">,
  I64EnumAttrCase<"ULE", 12, "ule">,
  I64EnumAttrCase<"UNE", 13, "une">,
  I64EnumAttrCase<"UNO", 14, "uno">,
  I64EnumAttrCase<"AlwaysTrue", 15, "true">
]>;

def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
  I64EnumAttrCase<"Eq", 0, "eq">,
  I64EnumAttrCase<"Ne", 1, "ne">,
  I64EnumAttrCase<"Slt", 2, "slt">,
  I64EnumAttrCase<"Sle", 3, "sle">,
  I64EnumAttrCase<"Sgt", 4, "sgt">,
  I64EnumAttrCase<"Sge", 5, "sge">,
  I64EnumAttrCase<"Ult", 6, "ult">,
  I64EnumAttrCase<"Ule", 7, "ule">,
  I64EnumAttrCase<"Ugt", 8, "ugt">,
  I64EnumAttrCase<"Uge", 9, "uge">
]>;

def FASTMATH_NONE : I32BitEnumAttrCaseNone<"none">;
def FASTMATH_REASSOC : I32BitEnumAttrCaseBit<"reassoc", 0>;
def FASTMATH_NO_NANS : I32BitEnumAttrCaseBit<"nnan", 1>;
def FASTMATH_NO_INFS : I32BitEnumAttrCaseBit<"ninf", 2>;
def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz", 3>;
def FASTMATH_ALLOW_RECIP : I32BitEnumAttrCaseBit<"arcp", 4>;
def FASTMATH_ALLOW_CONTRACT : I32BitEnumAttrCaseBit<"contract", 5>;
def FASTMATH_APPROX_FUNC : I32BitEnumAttrCaseBit<"afn", 6>;
def FASTMATH_FAST : I32BitEnumAttrCaseGroup<"fast", [
  FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS, FASTMATH_NO_SIGNED_ZEROS,
  FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC]>;

def Arith_FastMathAttr : BitEnumDialectAttr<"arith", "fastmath",
    "Floating point fast math flags", [
  FASTMATH_NONE, FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS,
  FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
  FASTMATH_APPROX_FUNC, FASTMATH_FAST]> {
  let cppType = "::mlir::arith::FastMathFlags";
}

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic,
         traits # [DeclareOpInterfaceMethods<VectorUnrollOpInterface>,
                   NoMemoryEffect] # ElementwiseMappable.traits>;

class Arith_ArithOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;

class Arith_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits # [Pure]> {
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Arith_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits> {
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits>,
      Arguments<(ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs)>,
      Results<(outs SignlessIntegerLike:$result)>;

class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_IntBinaryOp<mnemonic, traits # [Pure]>;

class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_UnaryOp<mnemonic, traits>,
      Arguments<(ins FloatLike:$operand,
                 DefaultValuedAttr<Arith_FastMathAttr, "\"arith.fastmath<none>\".to_string()">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits # [Pure]>,
      Arguments<(ins FloatLike:$lhs, FloatLike:$rhs,
                 DefaultValuedAttr<Arith_FastMathAttr, "\"arith.fastmath<none>\".to_string()">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

// Casts check that their operand and result types are compatible in Rust
// (MLIR's `CastOpInterface::areCastCompatible`).
class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
                   list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape,
                                   DeclareOpInterfaceMethods<CastOpInterface>]>,
      Arguments<(ins From:$in)>,
      Results<(outs To:$out)> {
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
  let hasVerifier = 1;
}

def SignlessFixedWidthIntegerLike : TypeConstraint<Or<[
    AnySignlessInteger.predicate,
    VectorOfAnyRankOf<[AnySignlessInteger]>.predicate,
    TensorOf<[AnySignlessInteger]>.predicate]>,
  "signless-fixed-width-integer-like">;

class Arith_IToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike,
                   SignlessFixedWidthIntegerLike, traits>;
class Arith_IToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, traits>;
class Arith_FToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, traits>;
class Arith_FToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, FloatLike, traits>;

class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameTypeOperands, TypesMatchWith<
        "result type has i1 element type and same shape as operands",
        "lhs", "result", "$_self.i1_same_shape()">]> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

class Arith_CompareOpOfAnyRank<string mnemonic, list<Trait> traits = []>
    : Arith_CompareOp<mnemonic, traits> {
  let results = (outs BoolLikeOfAnyRank:$result);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def Arith_ConstantOp : Op<Arith_Dialect, "constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "integer or floating point constant";
  let description = [{
    The value of the attribute `value`, which is typed: an integer, a float,
    or a `dense` elements attribute of a vector or tensor type. Its result is
    named after the value when printed (`%c42_i32`, `%true`, `%cst`).

    ```mlir
    %c42 = arith.constant 42 : i32
    %f = arith.constant 1.5 : f32
    %v = arith.constant dense<0> : vector<4xi32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let builders = [
    OpBuilder<(ins "Attribute":$value, "Type":$ty), [{
      $_state = Self::build($_ctx, $_loc, ty, value);
    }]>,
    // MLIR's `arith::ConstantIntOp` and `arith::ConstantIndexOp` builders.
    OpBuilder<(ins "i64":$value, "u32":$width), [{
      let ty = $_ctx.int_type(width);
      $_state = Self::build($_ctx, $_loc, ty, $_ctx.integer_attr(value as i128, ty));
    }], "build_int">,
    OpBuilder<(ins "i64":$value), [{
      let ty = $_ctx.index_type();
      $_state = Self::build($_ctx, $_loc, ty, $_ctx.integer_attr(value as i128, ty));
    }], "build_index">
  ];
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Arith_AddIOp : Arith_TotalIntBinaryOp<"addi", [Commutative]> {
  let summary = "integer addition operation";
  let description = [{ Wrapping integer addition. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_AddUIExtendedOp : Arith_Op<"addui_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let summary = "extended unsigned integer addition operation returning sum and overflow bit";
  let description = [{
    Adds zero-extended operands: the sum (of the operand type) and whether
    the unsigned addition overflowed.
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_SubIOp : Arith_TotalIntBinaryOp<"subi"> {
  let summary = "Integer subtraction operation.";
  let description = [{ Wrapping integer subtraction. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulIOp : Arith_TotalIntBinaryOp<"muli", [Commutative]> {
  let summary = "Integer multiplication operation.";
  let description = [{ Wrapping integer multiplication. }];
  let hasFolder = 1;
}

def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "extended signed integer multiplication operation";
  let description = [{ The low and high halves of the signed double-width product. }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulUIExtendedOp : Arith_Op<"mului_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "extended unsigned integer multiplication operation";
  let description = [{ The low and high halves of the unsigned double-width product. }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivUIOp : Arith_IntBinaryOp<"divui", [ConditionallySpeculatable]> {
  let summary = "unsigned integer division operation";
  let description = [{ Unsigned division rounding towards zero; undefined for a zero divisor. }];
  let hasFolder = 1;
}

def Arith_DivSIOp : Arith_IntBinaryOp<"divsi", [ConditionallySpeculatable]> {
  let summary = "signed integer division operation";
  let description = [{ Signed division rounding towards zero; undefined for a zero divisor or overflow. }];
  let hasFolder = 1;
}

def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui", [ConditionallySpeculatable]> {
  let summary = "unsigned ceil integer division operation";
  let description = [{ Unsigned division rounding towards positive infinity. }];
  let hasFolder = 1;
}

def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi", [ConditionallySpeculatable]> {
  let summary = "signed ceil integer division operation";
  let description = [{ Signed division rounding towards positive infinity. }];
  let hasFolder = 1;
}

def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed floor integer division operation";
  let description = [{ Signed division rounding towards negative infinity. }];
  let hasFolder = 1;
}

def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned integer division remainder operation";
  let description = [{ The remainder of unsigned division. }];
  let hasFolder = 1;
}

def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed integer division remainder operation";
  let description = [{ The remainder of signed division, with the sign of the dividend. }];
  let hasFolder = 1;
}

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "integer binary and";
  let description = [{ Bitwise and. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "integer binary or";
  let description = [{ Bitwise or. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "integer binary xor";
  let description = [{ Bitwise exclusive or. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ShLIOp : Arith_TotalIntBinaryOp<"shli"> {
  let summary = "integer left-shift";
  let description = [{ Shifts left by `rhs` bits; poison when `rhs` is at least the bit width. }];
  let hasFolder = 1;
}

def Arith_ShRUIOp : Arith_TotalIntBinaryOp<"shrui"> {
  let summary = "unsigned integer right-shift";
  let description = [{ Logical right shift. }];
  let hasFolder = 1;
}

def Arith_ShRSIOp : Arith_TotalIntBinaryOp<"shrsi"> {
  let summary = "signed integer right-shift";
  let description = [{ Arithmetic right shift. }];
  let hasFolder = 1;
}

def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
  let summary = "floating point negation";
  let description = [{ Flips the sign of a float. }];
  let hasFolder = 1;
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "floating point addition operation";
  let description = [{ IEEE addition. }];
  let hasFolder = 1;
}

def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "floating point subtraction operation";
  let description = [{ IEEE subtraction. }];
  let hasFolder = 1;
}

def Arith_MaxFOp : Arith_FloatBinaryOp<"maxf", [Commutative]> {
  let summary = "floating-point maximum operation";
  let description = [{ The larger operand; NaN if either is NaN. }];
  let hasFolder = 1;
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed integer maximum operation";
  let description = [{ The larger operand, as signed integers. }];
  let hasFolder = 1;
}

def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned integer maximum operation";
  let description = [{ The larger operand, as unsigned integers. }];
  let hasFolder = 1;
}

def Arith_MinFOp : Arith_FloatBinaryOp<"minf", [Commutative]> {
  let summary = "floating-point minimum operation";
  let description = [{ The smaller operand; NaN if either is NaN. }];
  let hasFolder = 1;
}

def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed integer minimum operation";
  let description = [{ The smaller operand, as signed integers. }];
  let hasFolder = 1;
}

def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned integer minimum operation";
  let description = [{ The smaller operand, as unsigned integers. }];
  let hasFolder = 1;
}

def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "floating point multiplication operation";
  let description = [{ IEEE multiplication. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "floating point division operation";
  let description = [{ IEEE division. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
  let summary = "floating point division remainder operation";
  let description = [{ The remainder of float division, with the sign of the dividend. }];
  let hasFolder = 1;
}

def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
  let summary = "integer zero extension operation";
  let description = [{ Zero-extends an integer to a wider type. }];
  let hasFolder = 1;
}

def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
  let summary = "integer sign extension operation";
  let description = [{ Sign-extends an integer to a wider type. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ExtFOp : Arith_FToFCastOp<"extf"> {
  let summary = "cast from floating-point to wider floating-point";
  let description = [{ Converts a float to a wider float type exactly. }];
}

def Arith_TruncIOp : Arith_IToICastOp<"trunci"> {
  let summary = "integer truncation operation";
  let description = [{ Keeps the low bits of an integer in a narrower type. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_TruncFOp : Arith_FToFCastOp<"truncf"> {
  let summary = "cast from floating-point to narrower floating-point";
  let description = [{ Rounds a float to a narrower float type. }];
  let hasFolder = 1;
}

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
  let summary = "cast from unsigned integer type to floating-point";
  let description = [{ Converts an unsigned integer to the nearest float. }];
  let hasFolder = 1;
}

def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
  let summary = "cast from integer type to floating-point";
  let description = [{ Converts a signed integer to the nearest float. }];
  let hasFolder = 1;
}

def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
  let summary = "cast from floating-point type to integer type";
  let description = [{ Converts a float to an unsigned integer, rounding towards zero. }];
  let hasFolder = 1;
}

def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
  let summary = "cast from floating-point type to integer type";
  let description = [{ Converts a float to a signed integer, rounding towards zero. }];
  let hasFolder = 1;
}

def IndexCastTypeConstraint : TypeConstraint<Or<[
    SignlessIntegerLike.predicate,
    MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
  "signless-integer-like or memref of signless-integer">;

def Arith_IndexCastOp : Arith_CastOp<"index_cast", IndexCastTypeConstraint,
                                     IndexCastTypeConstraint> {
  let summary = "cast between index and integer types";
  let description = [{ Casts between `index` and integers, sign-extending or truncating. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_IndexCastUIOp : Arith_CastOp<"index_castui", IndexCastTypeConstraint,
                                       IndexCastTypeConstraint> {
  let summary = "unsigned cast between index and integer types";
  let description = [{ Casts between `index` and integers, zero-extending or truncating. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def BitcastTypeConstraint : TypeConstraint<Or<[
    SignlessIntegerOrFloatLike.predicate,
    MemRefOf<[AnySignlessInteger, Index, AnyFloat]>.predicate]>,
  "signless-integer-or-float-like or memref of signless-integer or float">;

def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint,
                                   BitcastTypeConstraint> {
  let summary = "bitcast between values of equal bit width";
  let description = [{ Reinterprets the bits of a value as another type of the same width. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpIOp : Arith_CompareOpOfAnyRank<"cmpi"> {
  let summary = "integer comparison operation";
  let description = [{
    Compares integers (or vectors or tensors of them, elementwise) by the
    predicate: `eq`, `ne`, `slt`, `sle`, `sgt`, `sge`, `ult`, `ule`, `ugt`,
    `uge`.

    ```mlir
    %lt = arith.cmpi slt, %a, %b : i32
    ```
  }];
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerLikeOfAnyRank:$lhs,
                       SignlessIntegerLikeOfAnyRank:$rhs);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf"> {
  let summary = "floating-point comparison operation";
  let description = [{
    Compares floats by the predicate: ordered (`o..`) or unordered (`u..`)
    comparisons, `ord`, `uno`, `false` and `true`.

    ```mlir
    %lt = arith.cmpf olt, %a, %b : f32
    ```
  }];
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def SelectOp : Arith_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "select operation";
  let description = [{
    `true_value` where `condition` is true, `false_value` elsewhere; with a
    vector or tensor condition, elementwise.

    ```mlir
    %x = arith.select %c, %a, %b : i32
    %y = arith.select %vc, %va, %vb : vector<4xi1>, vector<4xi32>
    ```
  }];
  let arguments = (ins BoolLike:$condition,
                       AnyType:$true_value,
                       AnyType:$false_value);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// The declarative canonicalization patterns.
include "dialects/arith/ArithCanonicalization.td"
