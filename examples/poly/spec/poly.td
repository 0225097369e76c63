//===- poly.td - polynomial arithmetic ----------------------------------===//
//
// The `poly` dialect of the folding, canonicalization and DRR tutorial: a
// polynomial type with a degree bound, arithmetic on polynomials (and on
// tensors of them), conversions from and to tensors of coefficients,
// evaluation at a point (an integer or, with MLIR's `complex` dialect, a
// complex number), and a constant. Rust where the tutorial writes C++:
// `src/lib.rs` (folds, the constant materializer, the verifiers, the
// `Has32BitArguments` trait and the hand-written `DifferenceOfSquares`).
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"
include "base/AttrTypeBase.td"
include "dialects/complex.td"

def Poly_Dialect : Dialect {
  let name = "poly";
  let summary = "A dialect for polynomial math";
  let description = [{
    Polynomials with integer coefficients in the ring of polynomials modulo
    `x^N - 1`, `N` being the type's degree bound.
  }];
  let cppNamespace = "crate";
  let hasConstantMaterializer = 1;
}

// The polynomial type: `!poly.poly<10>`.
def Polynomial : TypeDef<Poly_Dialect, "Polynomial"> {
  let mnemonic = "poly";
  let summary = "A polynomial with u32 coefficients";
  let description = [{
    A type for polynomials with integer coefficients in a single-variable
    polynomial ring, of degree less than `degreeBound`.
  }];
  let parameters = (ins "i64":$degreeBound);
  let assemblyFormat = "`<` $degreeBound `>`";
}

// Polynomials, or tensors and vectors of them (the ops are elementwise
// mappable).
def PolyOrContainer : TypeOrContainer<Polynomial, "poly-or-container">;

// All integer-like operands are 32-bit integers: a trait of the dialect's own,
// checked by `crate::Has32BitArguments` (MLIR's `verifyTrait`).
def Has32BitArguments : NativeOpTrait<"Has32BitArguments"> {
  let cppNamespace = "crate";
}

class Poly_Op<string mnemonic, list<Trait> traits = []>
    : Op<Poly_Dialect, mnemonic, traits>;

class Poly_BinOp<string mnemonic>
    : Poly_Op<mnemonic, [Pure, ElementwiseMappable, SameOperandsAndResultType]> {
  let arguments = (ins PolyOrContainer:$lhs, PolyOrContainer:$rhs);
  let results = (outs PolyOrContainer:$output);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` qualified(type($output))";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Poly_AddOp : Poly_BinOp<"add"> {
  let summary = "Addition operation between polynomials.";
}

def Poly_SubOp : Poly_BinOp<"sub"> {
  let summary = "Subtraction operation between polynomials.";
}

def Poly_MulOp : Poly_BinOp<"mul"> {
  let summary = "Multiplication operation between polynomials.";
}

def Poly_FromTensorOp : Poly_Op<"from_tensor", [Pure]> {
  let summary = "Creates a Polynomial from integer coefficients stored in a tensor.";
  let arguments = (ins TensorOf<[AnyInteger]>:$input);
  let results = (outs Polynomial:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  let hasFolder = 1;
}

def Poly_ToTensorOp : Poly_Op<"to_tensor", [Pure]> {
  let summary = "Converts a polynomial to a tensor of its integer coefficients.";
  let arguments = (ins Polynomial:$input);
  let results = (outs TensorOf<[AnyInteger]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
}

// The points a polynomial is evaluated at: integers, or complex numbers.
def IntOrComplex : AnyTypeOf<[AnyInteger, AnyComplex]>;

def Poly_EvalOp : Poly_Op<"eval", [AllTypesMatch<["point", "output"]>,
                                   Has32BitArguments]> {
  let summary = "Evaluates a Polynomial at a given input value.";
  let arguments = (ins Polynomial:$input, IntOrComplex:$point);
  let results = (outs IntOrComplex:$output);
  let assemblyFormat = [{
    $input `,` $point attr-dict `:` `(` qualified(type($input)) `,` type($point) `)`
    `->` type($output)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Poly_ConstantOp : Poly_Op<"constant", [Pure, ConstantLike]> {
  let summary = "Define a constant polynomial via an attribute.";
  let arguments = (ins AnyIntElementsAttr:$coefficients);
  let results = (outs Polynomial:$output);
  let assemblyFormat = "$coefficients attr-dict `:` type($output)";
  let hasFolder = 1;
}

include "poly/PolyPatterns.td"
