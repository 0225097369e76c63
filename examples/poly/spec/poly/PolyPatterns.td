//===- PolyPatterns.td - declarative rewrite rules of poly --------------===//
//
// The tutorial's DRR patterns, registered by the canonicalizers of `sub` and
// `eval` (`src/lib.rs`).
//
//===----------------------------------------------------------------------===//

include "base/PatternBase.td"

// `$_self` is the value the constraint is applied to: here the result of a
// matched op.
def HasOneUse : Constraint<CPred<"$_builder.body().has_one_use($_self)">, "has one use">;

// Rewrites (x^2 - y^2) as (x+y)(x-y) if x^2 and y^2 have no other uses: the
// same rewrite as the hand-written `DifferenceOfSquaresInRust`.
def DifferenceOfSquares : Pattern<
  (Poly_SubOp (Poly_MulOp:$lhs $x, $x), (Poly_MulOp:$rhs $y, $y)),
  [
    (Poly_AddOp:$sum $x, $y),
    (Poly_SubOp:$diff $x, $y),
    (Poly_MulOp:$res $sum, $diff),
  ],
  [(HasOneUse:$lhs), (HasOneUse:$rhs)]
>;

// Moves `complex.conj` after `poly.eval`: a polynomial with real coefficients
// commutes with conjugation, f(conj(z)) = conj(f(z)). `ConjOp` is the complex
// dialect's (`dialects/complex.td`, from Strata's spec).
def LiftConjThroughEval : Pat<
  (Poly_EvalOp $f, (ConjOp $z)),
  (ConjOp (Poly_EvalOp $f, $z))
>;
