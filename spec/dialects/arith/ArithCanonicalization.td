//===- ArithCanonicalization.td - arith's declarative patterns ---------===//
//
// The canonicalization patterns of `arith` written as declarative rewrite
// rules (MLIR 16's `ArithCanonicalization.td`, same names and trees), with
// Rust native calls. Included at the end of `spec/dialects/arith.td`; the
// patterns are generated into `arith_rewriters.rs` and registered by the
// ops' `getCanonicalizationPatterns` (src/dialects/arith_canonicalization.rs).
//
// Rules of equal benefit that may match the same op are an error of
// `tblgen --gen-rewriters` (docs/rewrites.md). MLIR 16 leaves it to the order
// the patterns are added in; here the rules that overlap (addi and subi of two
// constants, subi(subi(x, c0), c1) with x == c1, a mulsi_extended by one whose
// high half is unused) carry `addBenefit`s decreasing in that order (MLIR's),
// so the rule that applies is the one mlir-opt 16 applies.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_ARITH_CANONICALIZATION
#define STRATA_ARITH_CANONICALIZATION

include "base/PatternBase.td"

// The sum and the difference of two integer attributes, in the type of the
// value `$0` (wrapping at its width).
def AddIntAttrs : NativeCodeCall<"super::add_integer_attrs($_builder, $0, $1, $2)">;
def SubIntAttrs : NativeCodeCall<"super::sub_integer_attrs($_builder, $0, $1, $2)">;

// The zero of the type of the value `$0` (an integer, or a splat of integer
// elements).
def GetZeroAttr : NativeCodeCall<"super::zero_attr_of($_builder, $0)">;

// The `cmpi` predicate that is the negation of the predicate `$0`.
def InvertPredicate : NativeCodeCall<"super::invert_predicate($_builder, $0)">;

// The `i1` type of the shape of the value `$0` (the type of a comparison
// of it).
def I1LikeTypeOf : NativeCodeCall<"super::i1_like_type($_builder, $0)">;

// The `cmpi` predicate `slt`.
def SltPredicate : NativeCodeCall<"super::slt_predicate($_builder)">;

// Values `$0` and `$1` have the same type.
def SameTypeAs : Constraint<
    CPred<"$_builder.body().value_type($0) == $_builder.body().value_type($1)">,
    "same type">;

// The value `$0` has no use.
def HasNoUses : Constraint<CPred<"$_builder.body().use_empty($0)">, "no use">;

// The `cmpi` predicate `$0` is `eq` or `ne`.
def IsEqOrNePredicate : Constraint<
    CPred<"super::is_eq_or_ne($_builder, $0)">, "eq or ne predicate">;

// The integer attribute `$0` (or its splat element) is one.
def IsScalarOrSplatOne : Constraint<
    CPred<"super::int_or_splat_value($_builder, $0) == Some(1)">,
    "scalar or splat one">;

// The integer attribute `$2` (or its splat element) is the number of bits
// the truncation of `$0` to the type of `$1` drops.
def TruncationMatchesShiftAmount : Constraint<
    CPred<"super::truncation_matches_shift_amount($_builder, $0, $1, $2)">,
    "truncation matches shift amount">;

//===----------------------------------------------------------------------===//
// AddIOp
//===----------------------------------------------------------------------===//

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0))),
        [], (addBenefit 1)>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x)>;

//===----------------------------------------------------------------------===//
// SubIOp
//===----------------------------------------------------------------------===//

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)))>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0))),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x)>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1))),
        [], (addBenefit 2)>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x),
          (ConstantLikeMatcher APIntAttr:$c1)),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x),
        [], (addBenefit 1)>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0))),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x),
        [], (addBenefit 1)>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x)),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp (Arith_SubIOp $x, $y), $x),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y)>;

//===----------------------------------------------------------------------===//
// AddUIExtendedOp
//===----------------------------------------------------------------------===//

// addui_extended(x, y) -> [addi(x, y), x] when the overflow bit is unused
// (any value replaces an unused result).
def AddUIExtendedToAddI :
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
            [(Arith_AddIOp $x, $y), (replaceWithValue $x)],
            [(HasNoUses $res__1)]>;

//===----------------------------------------------------------------------===//
// MulSIExtendedOp
//===----------------------------------------------------------------------===//

// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
            [(Arith_MulIOp $x, $y), (replaceWithValue $x)],
            [(HasNoUses $res__1)], (addBenefit 1)>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
            [(replaceWithValue $x),
             (Arith_ExtSIOp (Arith_CmpIOp (SltPredicate), $x,
                               (Arith_ConstantOp (GetZeroAttr $x)),
                               (returnType (I1LikeTypeOf $x))))],
            [(IsScalarOrSplatOne $c1)]>;

//===----------------------------------------------------------------------===//
// MulUIExtendedOp
//===----------------------------------------------------------------------===//

// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
            [(Arith_MulIOp $x, $y), (replaceWithValue $x)],
            [(HasNoUses $res__1)]>;

//===----------------------------------------------------------------------===//
// XOrIOp
//===----------------------------------------------------------------------===//

// xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// xori(extui(x), extui(y)) -> extui(xori(x, y))
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

//===----------------------------------------------------------------------===//
// CmpIOp
//===----------------------------------------------------------------------===//

// cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameTypeAs $a, $b), (IsEqOrNePredicate $pred)]>;

// cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameTypeAs $a, $b), (IsEqOrNePredicate $pred)]>;

//===----------------------------------------------------------------------===//
// IndexCastOp
//===----------------------------------------------------------------------===//

// index_cast(index_cast(x)) -> x when the result has the type of x
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
        (replaceWithValue $x),
        [(SameTypeAs $res, $x)]>;

// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

//===----------------------------------------------------------------------===//
// IndexCastUIOp
//===----------------------------------------------------------------------===//

// index_castui(index_castui(x)) -> x when the result has the type of x
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
        (replaceWithValue $x),
        [(SameTypeAs $res, $x)]>;

// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

//===----------------------------------------------------------------------===//
// BitcastOp
//===----------------------------------------------------------------------===//

// bitcast(bitcast(x)) -> bitcast(x)
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

//===----------------------------------------------------------------------===//
// ExtSIOp
//===----------------------------------------------------------------------===//

// extsi(extui(x)) -> extui(x): the sign bit of the inner result is zero
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

//===----------------------------------------------------------------------===//
// AndIOp
//===----------------------------------------------------------------------===//

// andi(extui(x), extui(y)) -> extui(andi(x, y))
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

//===----------------------------------------------------------------------===//
// OrIOp
//===----------------------------------------------------------------------===//

// ori(extui(x), extui(y)) -> extui(ori(x, y))
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
        [(SameTypeAs $x, $y)]>;

//===----------------------------------------------------------------------===//
// TruncIOp
//===----------------------------------------------------------------------===//

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly the
// bits the truncation keeps above the sign
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0))),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp $c0))),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

//===----------------------------------------------------------------------===//
// MulFOp
//===----------------------------------------------------------------------===//

// mulf(negf(x), negf(y)) -> mulf(x, y), keeping the fastmath flags of mulf
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(SameTypeAs $x, $y)]>;

//===----------------------------------------------------------------------===//
// DivFOp
//===----------------------------------------------------------------------===//

// divf(negf(x), negf(y)) -> divf(x, y), keeping the fastmath flags of divf
def DivFOfNegF :
    Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_DivFOp $x, $y, $fmf),
        [(SameTypeAs $x, $y)]>;

#endif // STRATA_ARITH_CANONICALIZATION
