//===- calc.td - the tutorial dialect -----------------------------------===//
//
// The small dialect `docs/writing-a-dialect.md` walks through: a constant, an
// addition with a unit-attribute flag, and a comparison with an enum predicate
// and a hand-written verifier (`src/dialects/calc.rs`). It is built, registered
// and tested (`tests/ir/calc-dialect.mlir`) like the other dialects, so the
// tutorial stays true.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Calc_Dialect : Dialect {
  let name = "calc";
  let summary = "A calculator on signless integers";
  let description = [{
    A small dialect for the tutorial: constants, addition with an optional
    saturation flag, and a comparison.
  }];
}

class Calc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Calc_Dialect, mnemonic, traits>;

def Calc_ConstOp : Calc_Op<"const", [Pure, ConstantLike]> {
  let summary = "an integer constant";
  let arguments = (ins I64Attr:$value);
  let results = (outs I64:$result);
  let assemblyFormat = "$value attr-dict";
}

def Calc_AddOp : Calc_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "integer addition, optionally saturating";
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs,
                       UnitAttr:$saturate);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = [{
    (`saturate` $saturate^)? $lhs `,` $rhs attr-dict `:` type($result)
  }];
}

def Calc_PredicateAttr : I64EnumAttr<"Predicate", "", [
  I64EnumAttrCase<"Lt", 0, "lt">,
  I64EnumAttrCase<"Eq", 1, "eq">
]>;

def Calc_CmpOp : Calc_Op<"cmp", [Pure, SameTypeOperands]> {
  let summary = "integer comparison";
  let arguments = (ins Calc_PredicateAttr:$predicate, I64:$lhs, I64:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict";
  let hasVerifier = 1;
}

// Clauses in any order, each at most once, printed in this order (`oilist`).
def Calc_ClampOp : Calc_Op<"clamp", [Pure, AttrSizedOperandSegments]> {
  let summary = "clamps a value between optional bounds";
  let description = [{
    The value, raised to `min` and lowered to `max` when they are given, in
    an unsigned order when `unsigned` is set. The clauses may be written in
    any order, each at most once; they print in the spec's order.

    ```mlir
    %c = calc.clamp %x max(%hi) unsigned min(%lo)
    ```
  }];
  let arguments = (ins I64:$value, Optional<I64>:$min, Optional<I64>:$max,
                       UnitAttr:$is_unsigned, OptionalAttr<I64Attr>:$step);
  let results = (outs I64:$result);
  let assemblyFormat = [{
    $value oilist(`min` `(` $min `)` | `max` `(` $max `)` | `unsigned` $is_unsigned
                  | `step` `=` $step) attr-dict
  }];
}
