//===- OpBase.td - dialects, traits and ops -----------------------------===//
//
// The op half of Strata's ODS vocabulary: dialects, traits (native,
// parametric, predicate, interface), op builders and the `Op` class, with
// MLIR's names and fields. Hooks an op asks for (`hasVerifier`,
// `hasCustomAssemblyFormat`, `hasFolder`, ...) become Rust traits the
// dialect's hand-written code implements; a missing one is a compile error
// naming the hook.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_OPBASE
#define STRATA_BASE_OPBASE

include "base/Constraints.td"
include "base/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Dialects
//===----------------------------------------------------------------------===//

class Dialect {
  // The namespace of the dialect's ops (`arith` for `arith.addi`).
  string name = ?;
  string summary = ?;
  string description = ?;
  list<string> dependentDialects = [];
  // The Rust module the generated code is placed in.
  string cppNamespace = name;
  code extraClassDeclaration = "";
  // The dialect implements `HasConstantMaterializer`.
  bit hasConstantMaterializer = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasCanonicalizer = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit isExtensible = 0;
}

include "base/Traits.td"

include "base/Interfaces.td"

def Commutative : NativeOpTrait<"IsCommutative">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def Terminator : NativeOpTrait<"IsTerminator">;
def NoTerminator : NativeOpTrait<"NoTerminator">;
def ReturnLike : NativeOpTrait<"ReturnLike">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType : NativeOpTrait<"SameOperandsAndResultElementType">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
def SymbolTable : NativeOpTrait<"SymbolTable">;
def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable">;
def Vectorizable : NativeOpTrait<"Vectorizable">;
def Tensorizable : NativeOpTrait<"Tensorizable">;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">;

def AttrSizedOperandSegments
    : StructuralOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : StructuralOpTrait<"AttrSizedResultSegments">;
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;

class HasParent<string op> : ParamNativeOpTrait<"HasParent", op>;
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>;
class SingleBlockImplicitTerminator<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op>;

// `$_op` in a `PredOpTrait` predicate is the `OpRef`.
class AllMatchPred<list<string> values>
    : CPred<"all_equal(&[" # !interleave(values, ", ") # "])">;
class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>>;

// All named operands, results and typed attributes have the same type.
class AllTypesMatch<list<string> names>
    : AllMatch<!foreach(n, names, "named_type($_op, \"" # n # "\")"),
               "all of {" # !interleave(names, ", ") # "} have same type"> {
  list<string> values = names;
}

// The types of `rhsArg` are `transform` applied to the type of `lhsArg`. In the
// transformer, `$_self` is a `TypeView` of the `lhsArg` type; it evaluates to a
// `Type`, a `Vec<Type>` or a `&[Type]`.
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "==">
    : PredOpTrait<summary, CPred<
        "types_match_with($_op, \"" # lhsArg # "\", \"" # rhsArg # "\", |ty: TypeView<'_>| transformed(" # !subst("$_self", "ty", transform) # "))">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

//===----------------------------------------------------------------------===//
// Op arguments, results, regions and successors
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// An argument with a default value: `CArg<"i64", "0">:$n`.
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// A custom builder: `OpBuilder<(ins "Value":$lhs, CArg<"i64", "0">:$n), [{ body }]>`,
// a function of the op's typed view returning an `OperationState`. Parameter types
// and the body are Rust (the names of `strata_framework::interfaces::prelude` are in
// scope). In the body, `$_ctx` (or `$_builder`) is the `&Context`, `$_loc` the
// location and `$_state` the `OperationState` being built, empty at first: mutate
// it (`$_state.add_attribute(...)`) or assign it (`$_state = Self::build(...)`).
// A `CArg` with a default is an `Option` parameter (`None` takes the default,
// which may use the parameters before it). Without a body, the builder is a
// method of the trait `FooOpBuilders` the dialect's Rust implements.
// `name` (a Strata addition) names the function; by default it is `build_` and
// the parameter names joined with `_`.
class OpBuilder<dag p, code b = "", string n = ""> {
  dag dagParams = p;
  code body = b;
  string name = n;
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

// Mixins setting an op's arguments or results (`Arguments<(ins ...)>`).
class Arguments<dag args> {
  dag arguments = args;
}
class Results<dag rets> {
  dag results = rets;
}

// Trait lists.
def ElementwiseMappable : TraitList<[Elementwise, Scalarizable, Vectorizable, Tensorizable]>;

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  // The op's custom form is hand-written (`HasCustomAssemblyFormat`).
  bit hasCustomAssemblyFormat = 0;
  // The op has a hand-written verifier (`HasVerifier`), run after the
  // declarative checks.
  bit hasVerifier = 0;
  // The op has a hand-written region verifier (`HasRegionVerifier`), run once
  // the ops nested in its regions are verified.
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  list<Trait> traits = props;
  // The dialect whose ops may drop their prefix inside this op's regions (MLIR's
  // `OpAsmOpInterface::getDefaultDialect`); unset for none.
  string defaultDialect = ?;
  // Rust items added to the op's typed view (`impl` items).
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

#endif // STRATA_BASE_OPBASE
