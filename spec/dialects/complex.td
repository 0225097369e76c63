//===- complex.td - the complex dialect ---------------------------------===//
//
// Complex numbers: their creation, their parts, and arithmetic and elementary
// functions on them, with MLIR 16's `complex` ops, constraints and syntax. The
// ops take `complex<T>` of a float `T`. Rust in `src/dialects/complex.rs`:
// `complex.constant`'s verifier, result name and fold.
//
// Not done: MLIR's `#complex.number<:f64 1.0, 2.0>` attribute, the dialect's
// folders other than `complex.constant`'s, and its constant materializer.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Complex_Dialect : Dialect {
  let name = "complex";
  let summary = "Complex numbers: creation and arithmetic";
  let description = [{
    The complex dialect holds ops that create complex numbers, take them apart
    and compute with them. Values are of the builtin type `complex<T>`; the ops
    require a floating-point `T`.

    ```mlir
    %z = complex.create %re, %im : complex<f32>
    %w = complex.mul %z, %z : complex<f32>
    %a = complex.abs %w : complex<f32>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class Complex_Op<string mnemonic, list<Trait> traits = []>
    : Op<Complex_Dialect, mnemonic, traits>;

// Two complex operands and a complex result, all of one type.
class ComplexArithmeticOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, SameOperandsAndResultType,
                                     Elementwise]> {
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs Complex<AnyFloat>:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($result)";
}

// One complex operand; the result is declared by each op.
class ComplexUnaryOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, Elementwise]> {
  let arguments = (ins Complex<AnyFloat>:$complex);
  let assemblyFormat = "$complex attr-dict `:` type($complex)";
}

// A unary op whose result is of the operand's element type.
class ComplexToElementOp<string mnemonic, string result>
    : ComplexUnaryOp<mnemonic,
        [TypesMatchWith<"complex element type matches result type",
                        "complex", result, "$_self.element_type()">]>;

// A unary op whose result is of the operand's type.
class ComplexSameTypeUnaryOp<string mnemonic>
    : ComplexUnaryOp<mnemonic, [SameOperandsAndResultType]> {
  let results = (outs Complex<AnyFloat>:$result);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def AbsOp : ComplexToElementOp<"abs", "result"> {
  let summary = "computes absolute value of a complex number";
  let description = [{
    The absolute value of the operand.

    ```mlir
    %a = complex.abs %b : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$result);
}

def AddOp : ComplexArithmeticOp<"add"> {
  let summary = "complex addition";
  let description = [{
    The sum of the operands.

    ```mlir
    %a = complex.add %b, %c : complex<f32>
    ```
  }];
}

def AngleOp : ComplexToElementOp<"angle", "result"> {
  let summary = "computes argument value of a complex number";
  let description = [{
    The argument of the operand, with a branch cut along the negative real axis.

    ```mlir
    %a = complex.angle %b : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$result);
}

def Atan2Op : ComplexArithmeticOp<"atan2"> {
  let summary = "complex 2-argument arctangent";
  let description = [{
    `atan2(y, x) = -i * log((x + i * y) / sqrt(x**2 + y**2))`.

    ```mlir
    %a = complex.atan2 %b, %c : complex<f32>
    ```
  }];
}

def ConjOp : ComplexSameTypeUnaryOp<"conj"> {
  let summary = "Calculate the complex conjugate";
  let description = [{
    The complex conjugate of the operand.

    ```mlir
    %a = complex.conj %b : complex<f32>
    ```
  }];
}

def ConstantOp : Complex_Op<"constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "complex number constant operation";
  let description = [{
    A constant complex number: `value` holds its real and imaginary parts, two
    float attributes of the result's element type.

    ```mlir
    %a = complex.constant [0.1, -1.0] : complex<f64>
    ```
  }];
  let arguments = (ins ArrayAttr:$value);
  let results = (outs Complex<AnyFloat>:$complex);
  let assemblyFormat = "$value attr-dict `:` type($complex)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def CosOp : ComplexSameTypeUnaryOp<"cos"> {
  let summary = "computes cosine of a complex number";
  let description = [{
    The cosine of the operand.

    ```mlir
    %a = complex.cos %b : complex<f32>
    ```
  }];
}

def CreateOp : Complex_Op<"create", [
    Pure,
    AllTypesMatch<["real", "imaginary"]>,
    TypesMatchWith<"complex element type matches real operand type",
                   "complex", "real", "$_self.element_type()">,
    TypesMatchWith<"complex element type matches imaginary operand type",
                   "complex", "imaginary", "$_self.element_type()">]> {
  let summary = "complex number creation operation";
  let description = [{
    A complex number of two floats, its real and its imaginary part.

    ```mlir
    %a = complex.create %b, %c : complex<f32>
    ```
  }];
  let arguments = (ins AnyFloat:$real, AnyFloat:$imaginary);
  let results = (outs Complex<AnyFloat>:$complex);
  let assemblyFormat = "$real `,` $imaginary attr-dict `:` type($complex)";
}

def DivOp : ComplexArithmeticOp<"div"> {
  let summary = "complex division";
  let description = [{
    The quotient of the operands.

    ```mlir
    %a = complex.div %b, %c : complex<f32>
    ```
  }];
}

def EqualOp : Complex_Op<"eq",
    [Pure, AllTypesMatch<["lhs", "rhs"]>, Elementwise]> {
  let summary = "computes whether two complex values are equal";
  let description = [{
    Whether the operands are equal.

    ```mlir
    %a = complex.eq %b, %c : complex<f32>
    ```
  }];
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($lhs)";
}

def ExpOp : ComplexSameTypeUnaryOp<"exp"> {
  let summary = "computes exponential of a complex number";
  let description = [{
    `e` raised to the operand.

    ```mlir
    %a = complex.exp %b : complex<f32>
    ```
  }];
}

def Expm1Op : ComplexSameTypeUnaryOp<"expm1"> {
  let summary = "computes exponential of a complex number minus 1";
  let description = [{
    `exp(x) - 1` of the operand `x`.

    ```mlir
    %a = complex.expm1 %b : complex<f32>
    ```
  }];
}

def ImOp : ComplexToElementOp<"im", "imaginary"> {
  let summary = "extracts the imaginary part of a complex number";
  let description = [{
    The imaginary part of the operand.

    ```mlir
    %a = complex.im %b : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$imaginary);
}

def LogOp : ComplexSameTypeUnaryOp<"log"> {
  let summary = "computes natural logarithm of a complex number";
  let description = [{
    The natural logarithm of the operand.

    ```mlir
    %a = complex.log %b : complex<f32>
    ```
  }];
}

def Log1pOp : ComplexSameTypeUnaryOp<"log1p"> {
  let summary = "computes natural logarithm of a complex number";
  let description = [{
    The natural logarithm of one plus the operand.

    ```mlir
    %a = complex.log1p %b : complex<f32>
    ```
  }];
}

def MulOp : ComplexArithmeticOp<"mul"> {
  let summary = "complex multiplication";
  let description = [{
    The product of the operands.

    ```mlir
    %a = complex.mul %b, %c : complex<f32>
    ```
  }];
}

def NegOp : ComplexSameTypeUnaryOp<"neg"> {
  let summary = "Negation operator";
  let description = [{
    The operand negated.

    ```mlir
    %a = complex.neg %b : complex<f32>
    ```
  }];
}

def NotEqualOp : Complex_Op<"neq",
    [Pure, AllTypesMatch<["lhs", "rhs"]>, Elementwise]> {
  let summary = "computes whether two complex values are not equal";
  let description = [{
    Whether the operands differ.

    ```mlir
    %a = complex.neq %b, %c : complex<f32>
    ```
  }];
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($lhs)";
}

def PowOp : ComplexArithmeticOp<"pow"> {
  let summary = "complex power function";
  let description = [{
    The first operand raised to the second.

    ```mlir
    %a = complex.pow %b, %c : complex<f32>
    ```
  }];
}

def ReOp : ComplexToElementOp<"re", "real"> {
  let summary = "extracts the real part of a complex number";
  let description = [{
    The real part of the operand.

    ```mlir
    %a = complex.re %b : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$real);
}

def RsqrtOp : ComplexSameTypeUnaryOp<"rsqrt"> {
  let summary = "complex reciprocal of square root";
  let description = [{
    The reciprocal of the operand's square root.

    ```mlir
    %a = complex.rsqrt %b : complex<f32>
    ```
  }];
}

def SignOp : ComplexSameTypeUnaryOp<"sign"> {
  let summary = "computes sign of a complex number";
  let description = [{
    `x / |x|` for a non-zero operand `x`, zero otherwise.

    ```mlir
    %a = complex.sign %b : complex<f32>
    ```
  }];
}

def SinOp : ComplexSameTypeUnaryOp<"sin"> {
  let summary = "computes sine of a complex number";
  let description = [{
    The sine of the operand.

    ```mlir
    %a = complex.sin %b : complex<f32>
    ```
  }];
}

def SqrtOp : ComplexSameTypeUnaryOp<"sqrt"> {
  let summary = "complex square root";
  let description = [{
    The square root of the operand.

    ```mlir
    %a = complex.sqrt %b : complex<f32>
    ```
  }];
}

def SubOp : ComplexArithmeticOp<"sub"> {
  let summary = "complex subtraction";
  let description = [{
    The difference of the operands.

    ```mlir
    %a = complex.sub %b, %c : complex<f32>
    ```
  }];
}

def TanOp : ComplexSameTypeUnaryOp<"tan"> {
  let summary = "computes tangent of a complex number";
  let description = [{
    The tangent of the operand.

    ```mlir
    %a = complex.tan %b : complex<f32>
    ```
  }];
}

def TanhOp : ComplexSameTypeUnaryOp<"tanh"> {
  let summary = "complex hyperbolic tangent";
  let description = [{
    The hyperbolic tangent of the operand.

    ```mlir
    %a = complex.tanh %b : complex<f32>
    ```
  }];
}
