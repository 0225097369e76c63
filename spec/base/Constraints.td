//===- Constraints.td - predicates, type and attribute constraints ------===//
//
// The constraint half of Strata's ODS vocabulary: predicates and their
// combinators, type constraints (with the usual library of types) and
// attribute constraints (with the usual library of attributes). Names and
// fields are those MLIR's ODS uses; predicates and conversions are Rust.
//
// In a predicate, `$_self` is a `strata_framework::ods::TypeView` (type
// constraints) or `AttrView` (attribute constraints); `$_ctx` is the
// `&strata_framework::Context`. In an attribute's `convertFromStorage`,
// `$_self` is the `AttrView`; in `constBuilderCall`, `$0` is the Rust value
// and `$_ctx` the context. A type's `builderCall` builds it from `$_ctx`.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_CONSTRAINTS
#define STRATA_BASE_CONSTRAINTS

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

class Pred;

// A predicate written in Rust.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// All children hold.
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
// Some child holds.
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
// The child does not hold.
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;
// The child with `pat` replaced by `repl` in its Rust leaves.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}
// The child's Rust text between `pre` and `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

class TypeConstraint<Pred predicate, string summary = "",
                     string cppClassNameParam = "Type">
    : Constraint<predicate, summary> {
  string description = "";
  // The type class (MLIR's C++ class, `IntegerType`) a value of this constraint is.
  string cppClassName = cppClassNameParam;
  // The type class a custom form's `type($x)` must give for a single operand or
  // result (MLIR's `parseType<IntegerType>`), as a Rust predicate on `$_self`;
  // another type is `invalid kind of type specified`. Empty: any type. Follows
  // `cppClassName` unless a constraint sets it.
  code typeClassPred = !cond(
    !eq(cppClassNameParam, "IntegerType"): "$_self.is_integer()",
    !eq(cppClassNameParam, "IndexType"): "$_self.is_index()",
    !eq(cppClassNameParam, "FloatType"): "$_self.is_float()",
    !eq(cppClassNameParam, "ComplexType"): "$_self.is_complex()",
    !eq(cppClassNameParam, "FunctionType"): "$_self.is_function()",
    !eq(cppClassNameParam, "TupleType"): "$_self.is_tuple()",
    true: "");
}

class AttrConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Type<Pred condition, string descr = "",
           string cppClassName = "Type">
    : TypeConstraint<condition, descr, cppClassName> {
  string description = "";
  code builderCall = "";
}

// A type that can be built from the context alone: `$_ctx.int_type(32)`.
class BuildableType<code builder> {
  code builderCall = builder;
}

class Variadic<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppClassName> {
  Type baseType = type;
  int minSize = 0;
}

class Optional<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppClassName> {
  Type baseType = type;
}

class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : TypeConstraint<type.predicate, type.summary, type.cppClassName> {
  Type baseType = type;
  string segmentAttrName = variadicSegmentAttrName;
}

class AnyTypeOf<list<Type> allowedTypes, string summary = "",
                string cppClassName = "Type">
    : Type<Or<!foreach(allowedtype, allowedTypes, allowedtype.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypes, t.summary), " or "),
               summary),
           cppClassName>;

class AllOfType<list<Type> allowedTypes, string summary = "",
                string cppClassName = "Type">
    : Type<And<!foreach(allowedtype, allowedTypes, allowedtype.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypes, t.summary), " and "),
               summary),
           cppClassName>;

class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppClassName = type.cppClassName>
    : Type<And<!listconcat([type.predicate], predicates)>, summary,
           cppClassName>;

def AnyType : Type<CPred<"true">, "any type">;
def NoneType : Type<CPred<"$_self.is_none()">, "none type">,
               BuildableType<"$_ctx.none_type()">;

def AnyInteger : Type<CPred<"$_self.is_integer()">, "integer", "IntegerType">;

class AnyI<int width>
    : Type<CPred<"$_self.is_integer_of(" # width # ")">, width # "-bit integer"> {
  int bitwidth = width;
}
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

class I<int width>
    : Type<CPred<"$_self.is_signless_integer_of(" # width # ")">,
           width # "-bit signless integer", "IntegerType">,
      BuildableType<"$_ctx.int_type(" # width # ")"> {
  int bitwidth = width;
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

class SI<int width>
    : Type<CPred<"$_self.is_signed_integer_of(" # width # ")">,
           width # "-bit signed integer", "IntegerType">;
class UI<int width>
    : Type<CPred<"$_self.is_unsigned_integer_of(" # width # ")">,
           width # "-bit unsigned integer", "IntegerType">;

def AnySignlessInteger
    : Type<CPred<"$_self.is_signless_integer()">, "signless integer",
           "IntegerType">;
def AnySignedInteger : Type<CPred<"$_self.is_signed_integer()">, "signed integer">;
def AnyUnsignedInteger
    : Type<CPred<"$_self.is_unsigned_integer()">, "unsigned integer">;

def Index : Type<CPred<"$_self.is_index()">, "index", "IndexType">,
            BuildableType<"$_ctx.index_type()">;
def AnySignlessIntegerOrIndex
    : Type<CPred<"$_self.is_signless_int_or_index()">,
           "signless integer or index">;

class F<int width>
    : Type<CPred<"$_self.is_float_of(" # width # ")">, width # "-bit float",
           "FloatType"> {
  int bitwidth = width;
}
def F16 : F<16>,
          BuildableType<"$_ctx.float_type(FloatKind::F16)">;
def F32 : F<32>,
          BuildableType<"$_ctx.float_type(FloatKind::F32)">;
def F64 : F<64>,
          BuildableType<"$_ctx.float_type(FloatKind::F64)">;
def BF16 : Type<CPred<"$_self.is_bf16()">, "bfloat16 type">,
           BuildableType<"$_ctx.float_type(FloatKind::BF16)">;
def AnyFloat : Type<CPred<"$_self.is_float()">, "floating-point", "FloatType">;

def AnyComplex : Type<CPred<"$_self.is_complex()">, "complex-type", "ComplexType">;
def FunctionType : Type<CPred<"$_self.is_function()">, "function type",
                        "FunctionType">;
def AnyTuple : Type<CPred<"$_self.is_tuple()">, "tuple", "TupleType">;

// A shaped container (vector, tensor, memref) of elements of the allowed types.
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr,
                          string cppClassName = "Type",
                          code classPred = "">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", "$_self.element_type()",
                            AnyTypeOf<allowedTypes>.predicate>]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values",
           cppClassName> {
  let typeClassPred = classPred;
}

class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes,
                          CPred<"$_self.is_vector() && $_self.rank() != Some(0)">,
                          "vector", "Type", "$_self.is_vector()">;
class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_vector()">, "vector",
                          "Type", "$_self.is_vector()">;
def AnyVector : VectorOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;

class TensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_tensor()">, "tensor",
                          "Type", "$_self.is_tensor()">;
class RankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_ranked_tensor()">,
                          "ranked tensor", "Type",
                          "$_self.is_tensor()">;
class UnrankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_unranked_tensor()">,
                          "unranked tensor", "Type",
                          "$_self.is_unranked_tensor()">;
def AnyTensor : TensorOf<[AnyType]>;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
    : Type<And<[TensorOf<allowedTypes>.predicate,
                Or<!foreach(r, ranks, CPred<"$_self.rank() == Some(" # r # ")">)>]>,
           !interleave(!foreach(r, ranks, r # "D"), "/") # " " #
             TensorOf<allowedTypes>.summary> {
  let typeClassPred = "$_self.is_tensor()";
}
def AnyStaticShapeTensor
    : Type<And<[AnyTensor.predicate, CPred<"$_self.has_static_shape()">]>,
           "statically shaped tensor of any type values"> {
  let typeClassPred = "$_self.is_tensor()";
}

class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_ranked_memref()">,
                          "memref", "Type",
                          "$_self.is_ranked_memref()">;
class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_unranked_memref()">,
                          "unranked.memref", "Type",
                          "$_self.is_unranked_memref()">;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;
def AnyRankedOrUnrankedMemRef : AnyTypeOf<[AnyUnrankedMemRef, AnyMemRef]>;

def AnyShaped : Type<CPred<"$_self.is_shaped()">, "shaped of any type values">;

// Memrefs with a strided layout (identity, `strided<...>` or an affine map with
// strides), of the given ranks or shapes.
class StridedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, CPred<"$_self.is_ranked_memref()">,
                          "strided memref", "Type",
                          "$_self.is_ranked_memref()">;
def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;
class AnyStridedMemRefOfRank<int rank>
    : Type<And<[AnyStridedMemRef.predicate,
                CPred<"$_self.rank() == Some(" # rank # ")">]>,
           rank # "D memref of any type values"> {
  let typeClassPred = "$_self.is_ranked_memref()";
}
class MemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : Type<And<[MemRefOf<allowedTypes>.predicate,
                Or<!foreach(r, ranks, CPred<"$_self.rank() == Some(" # r # ")">)>]>,
           !interleave(!foreach(r, ranks, r # "D"), "/") # " " #
             MemRefOf<allowedTypes>.summary> {
  let typeClassPred = "$_self.is_ranked_memref()";
}
def AnyStaticShapeMemRef
    : Type<And<[AnyMemRef.predicate, CPred<"$_self.has_static_shape()">]>,
           "statically shaped memref of any type values"> {
  let typeClassPred = "$_self.is_ranked_memref()";
}

// A type or a vector or tensor of it (`signless-integer-like`).
class TypeOrContainer<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         VectorOf<[allowedType]>.predicate,
                         TensorOf<[allowedType]>.predicate]>,
                     name>;
class TypeOrContainerOfAnyRank<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         VectorOfAnyRankOf<[allowedType]>.predicate,
                         TensorOf<[allowedType]>.predicate]>,
                     name>;

def BoolLike : TypeOrContainer<I1, "bool-like">;
def BoolLikeOfAnyRank : TypeOrContainerOfAnyRank<I1, "bool-like">;
def SignlessIntegerLike
    : TypeOrContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
def SignlessIntegerLikeOfAnyRank
    : TypeOrContainerOfAnyRank<AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class Attr<Pred condition, string descr = ""> : AttrConstraint<condition, descr> {
  // The Rust type stored in the op (always an attribute handle).
  code storageType = "Attribute";
  // The Rust type the accessor returns.
  code returnType = "Attribute";
  // Converts the stored attribute (`$_self`, an `AttrView`) to `returnType`.
  code convertFromStorage = "$_self.attr";
  // Builds the attribute from a `returnType` value `$0`; empty when it cannot.
  code constBuilderCall = "";
  // The value (a Rust expression of `returnType`) of a `DefaultValuedAttr`.
  string defaultValue = ?;
  // The type a bare literal of this attribute takes in a custom form.
  Type valueType = ?;
  // The kind of attribute a custom form must give (MLIR's storage class), a Rust
  // predicate on `$_self` (an `AttrView`); empty for any. A parsed attribute of
  // another kind is MLIR's "invalid kind of attribute specified".
  code storageKind = "";
  bit isOptional = 0;
  Attr baseAttr = ?;
  string description = "";
}

class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr>
    : Attr<condition, descr> {
  let valueType = attrValType;
}

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let constBuilderCall = "$0";
}

def TypedAttrInterface : Attr<CPred<"$_self.ty().is_some()">, "TypedAttr instance"> {
  let constBuilderCall = "$0";
}

def BoolAttr : Attr<CPred<"$_self.is_bool()">, "bool attribute"> {
  let returnType = "bool";
  let convertFromStorage = "$_self.int_value() == Some(1)";
  let constBuilderCall = "$_ctx.integer_attr($0 as i128, $_ctx.int_type(1))";
  let valueType = I1;
}

def IndexAttr
    : TypedAttrBase<Index, "IntegerAttr",
                    CPred<"$_self.is_integer() && $_self.ty().is_some_and(|t| t.is_index())">,
                    "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = "$_self.int_value().unwrap_or(0) as i64";
  let constBuilderCall = "$_ctx.integer_attr($0 as i128, $_ctx.index_type())";
}

class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    CPred<"$_self.is_integer() && $_self.ty().is_some_and(|t| t.is_signless_integer_of(" # attrValType.bitwidth # "))">,
                    descr> {
  let returnType = retType;
  let convertFromStorage = "$_self.int_value().unwrap_or(0) as " # retType;
  let constBuilderCall = "$_ctx.integer_attr($0 as i128, $_ctx.int_type(" # attrValType.bitwidth # "))";
}
def I1Attr : TypedSignlessIntegerAttrBase<I1, "bool", "1-bit signless integer attribute"> {
  let convertFromStorage = "$_self.int_value() == Some(1)";
}
def I8Attr : TypedSignlessIntegerAttrBase<I8, "i8", "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "i16", "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "i32", "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "i64", "64-bit signless integer attribute">;

// An integer attribute of a given width and any signedness (MLIR's
// `AnyIntegerAttrBase`).
class AnyIntegerAttrBase<AnyI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    CPred<"$_self.is_integer() && $_self.ty().is_some_and(|t| t.is_integer_of(" # attrValType.bitwidth # "))">,
                    descr> {
  let returnType = "i128";
  let convertFromStorage = "$_self.int_value().unwrap_or(0)";
}
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

def AnyIntegerAttr : Attr<CPred<"$_self.is_integer()">, "arbitrary integer attribute"> {
  let returnType = "i128";
  let convertFromStorage = "$_self.int_value().unwrap_or(0)";
}

class FloatAttrBase<F attrValType, string descr>
    : TypedAttrBase<attrValType, "FloatAttr",
                    CPred<"$_self.is_float() && $_self.ty().is_some_and(|t| t.is_float_of(" # attrValType.bitwidth # "))">,
                    descr>;
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;
def AnyFloatAttr : Attr<CPred<"$_self.is_float()">, "arbitrary float attribute">;

class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let returnType = "String";
  let storageKind = "$_self.is_string()";
  let convertFromStorage = "$_self.string_value().unwrap_or_default()";
  let constBuilderCall = "$_ctx.string_attr(&$0)";
}
def StrAttr : StringBasedAttr<CPred<"$_self.is_string()">, "string attribute">;
def SymbolNameAttr : StringBasedAttr<CPred<"$_self.is_string()">, "string attribute">;

def SymbolRefAttr : Attr<CPred<"$_self.is_symbol_ref()">, "symbol reference attribute"> {
  let storageKind = "$_self.is_symbol_ref()";
}
def FlatSymbolRefAttr
    : Attr<CPred<"$_self.is_flat_symbol_ref()">, "flat symbol reference attribute"> {
  let returnType = "String";
  let storageKind = "$_self.is_flat_symbol_ref()";
  let convertFromStorage = "$_self.symbol_root().unwrap_or_default().to_string()";
}

class TypeAttrBase<string retType, string summary, Pred typePred = CPred<"true">>
    : Attr<And<[CPred<"$_self.is_type()">,
                SubstLeaves<"$_self", "$_self.type_value().expect(\"a type attribute\")", typePred>]>,
           summary> {
  let returnType = "Type";
  let storageKind = "$_self.is_type()";
  let convertFromStorage = "$_self.type_value().map(|t| t.ty).expect(\"a type attribute\")";
  let constBuilderCall = "$_ctx.type_attr($0)";
}
def TypeAttr : TypeAttrBase<"Type", "any type attribute">;
class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.cppClassName, "type attribute of " # ty.summary, ty.predicate>;

// Present or absent: the accessor returns whether it is present.
def UnitAttr : Attr<CPred<"$_self.is_unit()">, "unit attribute"> {
  let returnType = "bool";
  let convertFromStorage = "true";
  let constBuilderCall = "$_ctx.unit_attr()";
  let isOptional = 1;
}

def ArrayAttr : Attr<CPred<"$_self.is_array()">, "array attribute"> {
  let storageKind = "$_self.is_array()";
}
class TypedArrayAttrBase<Attr element, string summary>
    : Attr<And<[CPred<"$_self.is_array()">,
                Concat<"$_self.is_array_of(|elem: AttrView<'_>| ",
                       SubstLeaves<"$_self", "elem", element.predicate>, ")">]>,
           summary> {
  let storageKind = "$_self.is_array()";
}
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute">;
def IndexListArrayAttr
    : TypedArrayAttrBase<TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">,
                         "Array of 64-bit integer array attributes">;
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute">;
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;
def DictArrayAttr
    : TypedArrayAttrBase<Attr<CPred<"$_self.is_dictionary()">, "">,
                         "Array of dictionary attributes">;

def DictionaryAttr
    : Attr<CPred<"$_self.is_dictionary()">, "dictionary of named attribute values"> {
  let storageKind = "$_self.is_dictionary()";
}

def ElementsAttr : Attr<CPred<"$_self.is_elements()">, "constant vector/tensor attribute">;
def AnyIntElementsAttr
    : Attr<CPred<"$_self.is_dense_int_elements()">, "integer elements attribute">;
def AnyFloatElementsAttr
    : Attr<CPred<"$_self.is_dense_float_elements()">, "float elements attribute">;

// A `dense<...>` of `width`-bit signless integers; built as a splat of rank 0 (MLIR's
// `SignlessIntElementsAttr`).
class SignlessIntElementsAttr<int width>
    : Attr<CPred<"$_self.is_dense_int_elements() && $_self.ty().is_some_and(|t| t.element_type().is_signless_integer_of(" # width # "))">,
           width # "-bit signless integer elements attribute"> {
  let constBuilderCall = "$_ctx.dense_int_elements($_ctx.ranked_tensor_type(&[], $_ctx.int_type(" # width # ")), &[($0) as i128])";
}
def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

// A `dense<...>` of `width`-bit floats of shape `dims` (MLIR's
// `RankedFloatElementsAttr`); built from a Rust array of its values.
class RankedFloatElementsAttr<int width, list<int> dims>
    : Attr<CPred<"$_self.is_dense_float_elements() && $_self.ty().is_some_and(|t| t.element_type().is_f" # width # "() && t.shape() == Some(&[" # !interleave(dims, ", ") # "][..]))">,
           width # "-bit float elements attribute of shape [" # !interleave(dims, ", ") # "]"> {
  let constBuilderCall = "$_ctx.dense_float_elements($_ctx.ranked_tensor_type(&[" # !interleave(dims, ", ") # "], $_ctx.float_type(FloatKind::F" # width # ")), &$0).expect(\"float elements of the shape\")";
}
class RankedF32ElementsAttr<list<int> dims> : RankedFloatElementsAttr<32, dims>;
class RankedF64ElementsAttr<list<int> dims> : RankedFloatElementsAttr<64, dims>;

// An op's custom form writes a dense integer array (`denseArrayIntWidth` > 0)
// stripped of its `array<iN: ...>`, as `[1, 2]`.
class DenseArrayAttrBase<string elemType, string summaryName, int intWidth = 0>
    : Attr<CPred<"$_self.is_dense_array_of(|t| t." # elemType # ")">,
           summaryName # " dense array attribute"> {
  int denseArrayIntWidth = intWidth;
}
def DenseBoolArrayAttr : DenseArrayAttrBase<"is_signless_integer_of(1)", "i1">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"is_signless_integer_of(8)", "i8", 8>;
def DenseI16ArrayAttr : DenseArrayAttrBase<"is_signless_integer_of(16)", "i16", 16>;
def DenseI32ArrayAttr : DenseArrayAttrBase<"is_signless_integer_of(32)", "i32", 32>;
def DenseI64ArrayAttr : DenseArrayAttrBase<"is_signless_integer_of(64)", "i64", 64>;
def DenseF32ArrayAttr : DenseArrayAttrBase<"is_f32()", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"is_f64()", "f64">;

def AffineMapAttr : Attr<CPred<"$_self.is_affine_map()">, "AffineMap attribute"> {
  let storageKind = "$_self.is_affine_map()";
}
def IntegerSetAttr : Attr<CPred<"$_self.is_integer_set()">, "IntegerSet attribute"> {
  let storageKind = "$_self.is_integer_set()";
}
def LocationAttr : Attr<CPred<"$_self.is_location()">, "location attribute">;

// An attribute of a dialect, kept as text by the IR core until the dialect's
// attribute classes are generated (`#llvm.linkage<...>`).
class DialectAttrOf<string dialect, string mnemonic, string summary>
    : Attr<CPred<"$_self.is_dialect_attr(\"" # dialect # "." # mnemonic # "\")">, summary> {
  string dialectAttrName = dialect # "." # mnemonic;
}

//===----------------------------------------------------------------------===//
// Attribute modifiers and confinement
//===----------------------------------------------------------------------===//

// An attribute satisfying every one of `constraints`.
class AllAttrConstraintsOf<list<AttrConstraint> constraints> : AttrConstraint<
    And<!foreach(c, constraints, c.predicate)>,
    !interleave(!foreach(c, constraints, c.summary), " and ")>;

// May be absent; the accessor returns `Option<returnType>`.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = "Option<" # attr.returnType # ">";
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// May be absent, reading as `val` (a Rust expression of the return type).
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let defaultValue = val;
  let baseAttr = attr;
}

class DefaultValuedOptionalAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, val> {
  let isOptional = 1;
}

// `attr` with further constraints; the summary lists them.
class Confined<Attr attr, list<AttrConstraint> constraints>
    : Attr<And<!listconcat([attr.predicate],
                           !foreach(pred, constraints, pred.predicate))>,
           !foldl(attr.summary, constraints, prev, cur, prev # " " # cur.summary)> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
}

// MLIR 16's name for `Confined`.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Confined<attr, constraints>;

class IntMinValue<int n> : AttrConstraint<
    CPred<"$_self.int_value().is_some_and(|v| v >= " # n # ")">,
    "whose minimum value is " # n>;
class IntMaxValue<int n> : AttrConstraint<
    CPred<"$_self.int_value().is_some_and(|v| v <= " # n # ")">,
    "whose maximum value is " # n>;
def IntNonNegative : AttrConstraint<
    CPred<"$_self.int_value().is_some_and(|v| v >= 0)">,
    "whose value is non-negative">;
def IntPositive : AttrConstraint<
    CPred<"$_self.int_value().is_some_and(|v| v > 0)">,
    "whose value is positive">;
class ArrayMinCount<int n> : AttrConstraint<
    CPred<"$_self.array_elements().is_some_and(|v| v.len() >= " # n # ")">,
    "with at least " # n # " elements">;
class ArrayCount<int n> : AttrConstraint<
    CPred<"$_self.array_elements().is_some_and(|v| v.len() == " # n # ")">,
    "with exactly " # n # " elements">;

//===----------------------------------------------------------------------===//
// Regions and successors
//===----------------------------------------------------------------------===//

class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;

// In a region predicate, `$_self` is the region and `$_op` the `OpRef` of its op.
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks> : Region<
    CPred<"$_op.region_body().region_blocks($_self).count() == " # numBlocks>,
    "region with " # numBlocks # " blocks">;
class MinSizedRegion<int numBlocks> : Region<
    CPred<"$_op.region_body().region_blocks($_self).count() >= " # numBlocks>,
    "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks> : Region<
    CPred<"$_op.region_body().region_blocks($_self).count() <= " # numBlocks>,
    "region with at most " # numBlocks # " blocks">;
class VariadicRegion<Region region> : Region<region.predicate, region.summary>;

class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<CPred<"true">, "any successor">;
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

//===----------------------------------------------------------------------===//
// Containers and elements of one float type (MLIR's `F64Tensor`, `F64MemRef`,
// `StaticShapeTensorOf`, `FloatElementsAttr`), which the Toy dialect uses. At
// the end of the file, so that the `.td` lines generated code names stay put.
//===----------------------------------------------------------------------===//

// Tensors of one float type (MLIR's `F16Tensor` ... `F64Tensor`).
def F16Tensor : TensorOf<[F16]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

// A statically shaped tensor of the allowed element types (MLIR's
// `StaticShapeTensorOf`).
class StaticShapeTensorOf<list<Type> allowedTypes>
    : Type<And<[TensorOf<allowedTypes>.predicate,
                CPred<"$_self.has_static_shape()">]>,
           "statically shaped " # TensorOf<allowedTypes>.summary> {
  let typeClassPred = "$_self.is_tensor()";
}

// Memrefs of one float type (MLIR's `F16MemRef` ... `F64MemRef`).
def F16MemRef : MemRefOf<[F16]>;
def F32MemRef : MemRefOf<[F32]>;
def F64MemRef : MemRefOf<[F64]>;

// A `dense<...>` of `width`-bit floats, of any shape (MLIR's `FloatElementsAttr`);
// built as a splat of rank 0.
class FloatElementsAttr<int width>
    : Attr<CPred<"$_self.is_dense_float_elements() && $_self.ty().is_some_and(|t| t.element_type().is_f" # width # "())">,
           width # "-bit float elements attribute"> {
  let constBuilderCall = "$_ctx.dense_float_elements($_ctx.ranked_tensor_type(&[], $_ctx.float_type(FloatKind::F" # width # ")), &[($0) as f64]).expect(\"a splat of the element type\")";
}
def F32ElementsAttr : FloatElementsAttr<32>;
def F64ElementsAttr : FloatElementsAttr<64>;

// A complex type whose element type satisfies `type`: `Complex<AnyFloat>`.
class Complex<Type type>
    : ConfinedType<AnyComplex, [SubstLeaves<"$_self", "$_self.element_type()",
                                            type.predicate>],
                   "complex type with " # type.summary # " elements",
                   "ComplexType"> {
  Type elementType = type;
}

#endif // STRATA_BASE_CONSTRAINTS
