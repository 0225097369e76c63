//===- Traits.td - trait classes and the operator dag markers -----------===//
//
// The trait classes of Strata's ODS vocabulary (native, parametric,
// predicate, internal and structural traits, with MLIR's names) and the
// markers of the operator dags (`ins`, `outs`, `region`, `successor`).
// Included by `base/OpBase.td` and `base/Interfaces.td`.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_TRAITS
#define STRATA_BASE_TRAITS

include "base/Constraints.td"

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

class Trait;

// A list of traits that apply together.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait the framework implements natively (the IR core or the spec
// verifier acts on it by name).
class NativeTrait<string name, string entityType, code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
  string cppNamespace = "::strata_framework::ods::" # entityType # "Trait";
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

// A trait checked by a predicate on the op (`$_op` is the `OpRef`).
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

// A trait used only by the generator.
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = prop;
  string cppNamespace = "::strata_framework::ods::" # entityType # "Trait";
}

class StructuralTrait<string name, string entityType> : Trait {
  string trait = name;
  string cppNamespace = "::strata_framework::ods::" # entityType # "Trait";
}

class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}], code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}
class GenInternalOpTrait<string prop> : GenInternalTrait<prop, "Op">;
class StructuralOpTrait<string prop> : StructuralTrait<prop, "Op">;
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

// Markers of the operator dags.
def ins;
def outs;
def region;
def successor;

// What an operand or result of an op carries besides its constraint (the
// side effects of `base/Interfaces.td`: `Arg<AnyMemRef, "", [MemRead]>`).
class OpVariableDecorator;

// A typed name of an argument list (`Arg<I32, "the count">:$n`).
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

#endif // STRATA_BASE_TRAITS
