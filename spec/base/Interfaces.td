//===- Interfaces.td - op, attribute, type and dialect interfaces -------===//
//
// Interfaces in Strata's ODS vocabulary, with MLIR's names: an interface is a
// set of methods (Rust signatures and default bodies); an op lists it among
// its traits, or with `DeclareOpInterfaceMethods` when it implements the
// methods itself. Included by `base/OpBase.td`.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_INTERFACES
#define STRATA_BASE_INTERFACES

include "base/Traits.td"

// The trait an interface contributes to an entity.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";
  code extraTraitClassDeclaration = "";
}

class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  // Rust checking the op (`$_op` is the `OpRef`), run by the verifier.
  code verify = verifyBody;
  bit verifyWithRegions = 0;
  list<Trait> dependentTraits = traits;
}

// A method: its description, Rust return type, name, arguments
// (`(ins "Type":$name)`), and optionally a body or a default body.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}

class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Attr<CPred<"$_self.implements(\"" # name # "\")">, name # " instance">;

class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Type<CPred<"$_self.implements(\"" # name # "\")">, name # " instance">;

class DialectInterface<string name> : Interface<name>;

class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

//===----------------------------------------------------------------------===//
// The framework's interfaces
//===----------------------------------------------------------------------===//

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = "Infers the op's result types from its operands and attributes.";
}

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = "Names of results and block arguments, and the default dialect of the op's regions, in the textual form.";
}

def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = "Whether the op's regions are SSA CFG or graph regions.";
}
def HasOnlyGraphRegion : OpInterfaceTrait<"HasOnlyGraphRegion">;

// The interfaces below have methods: each is a Rust trait in
// `strata_framework::interfaces::base` (generated from this file by
// `bash scripts/regenerate.sh`), with a model each implementing op registers.
// In default bodies and verifiers `$_op` is the op's `OpRef`; in a verifier,
// `self` is the op's typed view, so `self.method()` calls the interface.

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = "An op that defines a symbol (`sym_name`, `sym_visibility`).";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<"The name of the symbol.", "String", "getName", (ins), [{}], [{
      $_op.attr("sym_name").and_then(|a| $_op.ctx.string_value(a)).unwrap_or_default()
    }]>,
    InterfaceMethod<"The visibility of the symbol (`sym_visibility`, public when absent).",
      "Visibility", "getVisibility", (ins), [{}], [{
      visibility($_op.ctx, $_op.body, $_op.op)
    }]>,
    InterfaceMethod<"Whether the op declares the symbol without defining it.",
      "bool", "isDeclaration", (ins), [{}], [{ false }]>,
    InterfaceMethod<"Whether the op may leave out its symbol name.",
      "bool", "isOptionalSymbol", (ins), [{}], [{ false }]>
  ];
  // MLIR's `verifySymbol`, then: a declaration is not public.
  let verify = [{
    if self.is_optional_symbol() && $_op.attr("sym_name").is_none() {
      return Ok(());
    }
    verify_symbol(&$_op)?;
    if self.is_declaration()
      && self.get_visibility() == Visibility::Public
    {
      return Err($_op.op_error("symbol declaration cannot have public visibility"));
    }
    Ok(())
  }];
}

def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    An op that uses symbols. `DeclareOpInterfaceMethods<SymbolUserOpInterface>`
    asks for `verifySymbolUses` (`HasSymbolUses` in Rust), run once the
    enclosing symbol table is verified.
  }];
}

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = "An op that branches to successor blocks, forwarding operands.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        The operands the op forwards to the arguments of successor `index`.
      }], "Vec<Value>", "getSuccessorOperands", (ins "usize":$index)>,
    InterfaceMethod<[{
        How many leading arguments of successor `index` the op produces itself: they
        come before the ones it forwards and are not among its operands (MLIR's
        `SuccessorOperands::getProducedOperandCount`).
      }], "usize", "getProducedOperandCount", (ins "usize":$index), [{}],
      [{ 0 }]>,
    InterfaceMethod<[{
        The successor the op branches to when its operands are the given constants
        (`None` for an operand that is not constant), if known.
      }], "Option<Block>", "getSuccessorForOperands",
      (ins "&[Option<Attribute>]":$operands), [{}], [{ None }]>,
    InterfaceMethod<[{
        Whether a value of type `lhs` may be forwarded to a block argument of type `rhs`.
      }], "bool", "areTypesCompatible", (ins "Type":$lhs, "Type":$rhs), [{}],
      [{ lhs == rhs }]>,
    InterfaceMethod<[{
        The operands and attribute dictionary the op would have if it forwarded
        `values` to successor `index`, the attributes that size its operand
        groups kept true (what MLIR changes through the mutable range of a
        successor's operands); `None` when the op cannot say, the default.
      }], "SuccessorOperandsUpdate", "withSuccessorOperands",
      (ins "usize":$index, "&[Value]":$values), [{}], [{ None }]>
  ];
  // The values passed to each successor match its block's arguments.
  let verify = [{
    for index in 0..$_op.body.successors($_op.op).len() {
      let operands = self.get_successor_operands(index);
      let produced = self.get_produced_operand_count(index);
      verify_successor(
        &$_op, index, produced, &operands, |a, b| self.are_types_compatible(a, b))?;
    }
    Ok(())
  }];
}

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = "An op whose regions branch to each other and to the op.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        Where control goes from the op (`from` is `None`) or from the end of region
        `from`: regions of the op, or its results (`RegionSuccessor::results`).
      }], "Vec<RegionSuccessor>",
      "getSuccessorRegions", (ins "Option<usize>":$from)>,
    InterfaceMethod<[{
        Where control goes from the op (`from` is `None`) or from the end of region
        `from`, given the constant values of the operands (`None` for an operand
        that is not a known constant): of the op when `from` is `None`, of the
        region's terminator otherwise (MLIR's `getSuccessorRegions` with
        operands). By default, every successor `getSuccessorRegions` gives.
      }], "RegionSuccessors", "getSuccessorRegionsForOperands",
      (ins "Option<usize>":$from, "&[Option<Attribute>]":$operands), [{}],
      [{ self.get_successor_regions(from) }]>,
    InterfaceMethod<[{
        The types of the values the op passes to region `region` when entering it
        (those of MLIR's `getSuccessorEntryOperands`).
      }], "Vec<Type>", "getEntryTypes", (ins "usize":$region), [{}],
      [{ Vec::new() }]>,
    InterfaceMethod<[{
        How many times each region may run each time the op runs, given the
        constant values of the op's operands (`None` for an operand that is not a
        known constant): by default, unknown for every region.
      }], "Vec<InvocationBounds>", "getRegionInvocationBounds",
      (ins "&[Option<Attribute>]":$operands), [{}],
      [{ vec![InvocationBounds::UNKNOWN; $_op.regions().len()] }]>,
    InterfaceMethod<[{
        The values `terminator`, ending region `region`, passes on, if it branches:
        a `RegionBranchTerminatorOpInterface` op's successor operands, or a
        `ReturnLike` op's operands.
      }], "Option<Vec<Value>>", "getTerminatorOperands",
      (ins "Op":$terminator, "usize":$region), [{}], [{
      terminator_operands(&$_op, terminator, region)
    }]>
  ];
  // MLIR's `verifyTypesAlongControlFlowEdges`, once the regions are verified.
  let verify = [{
    verify_types_along_edges(
      &$_op, &ViaInterface(self))
  }];
  let verifyWithRegions = 1;
}

def RegionBranchTerminatorOpInterface
    : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = "A terminator that forwards operands to a region or the parent op.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        The operands the terminator passes to region `region` of its parent, or to
        the parent's results (`None`).
      }], "Vec<Value>", "getSuccessorOperands", (ins "Option<usize>":$region)>
  ];
}

def OffsetSizeAndStrideOpInterface
    : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{
    An op with mixed offsets, sizes and strides: static arrays (`static_offsets`,
    `static_sizes`, `static_strides`) where `ShapedType::kDynamic` stands for a
    value of the operand groups `offsets`, `sizes`, `strides`.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        How many offsets, sizes and strides the op takes (`None` when its types do
        not tell).
      }], "Option<[usize; 3]>", "getArrayAttrMaxRanks">,
    InterfaceMethod<"The dynamic offsets.", "Vec<Value>", "getOffsets", (ins), [{}],
      [{ operand_group_named(&$_op, "offsets").collect() }]>,
    InterfaceMethod<"The dynamic sizes.", "Vec<Value>", "getSizes", (ins), [{}],
      [{ operand_group_named(&$_op, "sizes").collect() }]>,
    InterfaceMethod<"The dynamic strides.", "Vec<Value>", "getStrides", (ins), [{}],
      [{ operand_group_named(&$_op, "strides").collect() }]>,
    InterfaceMethod<"The static offsets (`ShapedType::kDynamic` where dynamic).",
      "Vec<i64>", "getStaticOffsets", (ins), [{}],
      [{ i64_array_attr(&$_op, "static_offsets") }]>,
    InterfaceMethod<"The static sizes (`ShapedType::kDynamic` where dynamic).",
      "Vec<i64>", "getStaticSizes", (ins), [{}],
      [{ i64_array_attr(&$_op, "static_sizes") }]>,
    InterfaceMethod<"The static strides (`ShapedType::kDynamic` where dynamic).",
      "Vec<i64>", "getStaticStrides", (ins), [{}],
      [{ i64_array_attr(&$_op, "static_strides") }]>
  ];
  // MLIR's `verifyOffsetSizeAndStrideOp`.
  let verify = [{ verify_offset_size_and_stride(self) }];
}

def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = [{
    An op in destination-passing style: its operands are inputs followed by
    "init" operands, and each ranked-tensor init gives the type of one result
    (`tensor.insert_slice %s into %dest`, whose result has `%dest`'s type).
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<"The positions of the init operands among the operands.",
      "std::ops::Range<usize>", "getDpsInitsPositionRange">
  ];
}

def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let description = "An op that gives the size of a dimension of a shaped value.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<"The shaped value (a tensor or a memref) whose dimension is read.",
      "Value", "getShapedValue">,
    InterfaceMethod<"The index of the dimension.", "Value", "getDimension">
  ];
  // MLIR's `verifyShapedDimOpInterface`: one result, of index type.
  let verify = [{
    let results = $_op.results();
    if results.len() != 1 {
      return Err($_op.error("expected single op result"));
    }
    if $_op.value_type(results[0]) != $_op.ctx.index_type() {
      return Err($_op.error("expect index result type"));
    }
    Ok(())
  }];
}

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = [{
    An op that transfers control to a callable: a direct call (`func.call @f`)
    or an indirect one (`func.call_indirect %f`). An op with this interface
    does not also have `CallableOpInterface`.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        What the op calls: a symbol reference, or an SSA value (of a callable
        made by a lambda-like op).
      }], "CallInterfaceCallable", "getCallableForCallee">,
    InterfaceMethod<"The operands passed to the callee as arguments.",
      "Vec<Value>", "getArgOperands">
  ];
  let extraClassDeclaration = [{
    /// The op the call resolves to (MLIR's `resolveCallable`): the symbol the callee
    /// names, looked up in `symbols` (the nearest symbol table around the call), or
    /// the op defining the callee value; `None` when there is none.
    pub fn resolve_callable(&self, symbols: &SymbolScope<'a>) -> Option<OpRef<'a>> {
      resolve_callable(&self.op, self.get_callable_for_callee(), symbols)
    }
  }];
}

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = [{
    An op that a call may target (a function): it has a single callable
    region, the body run when called.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        The region run when the op is called; `None` for an external callable
        (a function declaration).
      }], "Option<Region>", "getCallableRegion">,
    InterfaceMethod<"The types of the results the callable region produces.",
      "Vec<Type>", "getCallableResults">
  ];
}

def FunctionOpInterface : OpInterface<"FunctionOpInterface"> {
  let description = "A function: a symbol with a function type and a body region.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        The types of the arguments, read from the signature alone (so also of a
        declaration): by default the inputs of a builtin function type.
      }], "Vec<Type>", "getArgumentTypes", (ins), [{}], [{
      function_signature(&$_op).0
    }]>,
    InterfaceMethod<[{
        The types of the results, read from the signature alone: by default the
        results of a builtin function type.
      }], "Vec<Type>", "getResultTypes", (ins), [{}], [{
      function_signature(&$_op).1
    }]>,
    InterfaceMethod<[{
        Checks the type attribute for the op's own invariants, before the other
        checks of the interface: by default, that it is a builtin function type.
      }], "Result<(), Diagnostic>", "verifyType", (ins), [{}], [{
      verify_function_type(&$_op)
    }]>
  ];
  // The type, then the signature's attributes and the entry block match the
  // argument and result types (MLIR's `function_interface_impl::verifyTrait`).
  let verify = [{
    self.verify_type()?;
    verify_function_op(&$_op, &self.get_argument_types(), &self.get_result_types())
  }];
}

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = "A cast between compatible types.";
}

def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = "Ops that can be unrolled on vectors.";
}

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    A loop: its body region, and its single induction variable and bounds
    when it has them. Loop-invariant code motion hoists ops out of it.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<[{
        Whether `value` is defined outside of the loop: by default, whether
        the region defining it is a proper ancestor of the loop body.
      }], "bool", "isDefinedOutsideOfLoop", (ins "Value":$value), [{}], [{
      let body = $_op.region_body();
      body.value_parent_region(value)
        .is_some_and(|r| body.is_proper_ancestor(r, self.get_loop_body()))
    }]>,
    InterfaceMethod<[{
        The region that makes up the body of the loop, inspected for
        loop-invariant ops.
      }], "Region", "getLoopBody">,
    StaticInterfaceMethod<[{
        Moves the loop-invariant op `op` out of the loop `loop_op`: by default,
        right before it. (A static method: it changes the arena `body` that
        holds both, which a view of the loop borrows.)
      }], "()", "moveOutOfLoop", (ins "&mut Body":$body, "Op":$loop_op, "Op":$op),
      [{}], [{ Rewriter::new(body).move_op_before(op, loop_op) }]>,
    InterfaceMethod<"The induction variable, if the loop has exactly one.",
      "Option<Value>", "getSingleInductionVar", (ins), [{}], [{ None }]>,
    InterfaceMethod<"The lower bound (a value or a constant), if the loop has exactly one.",
      "Option<OpFoldResult>", "getSingleLowerBound", (ins), [{}], [{ None }]>,
    InterfaceMethod<"The step (a value or a constant), if the loop has exactly one.",
      "Option<OpFoldResult>", "getSingleStep", (ins), [{}], [{ None }]>,
    InterfaceMethod<"The upper bound (a value or a constant), if the loop has exactly one.",
      "Option<OpFoldResult>", "getSingleUpperBound", (ins), [{}], [{ None }]>
  ];
}

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = "An op that makes a view of its source buffer.";
}

//===----------------------------------------------------------------------===//
// Side effects and speculation (MLIR's `SideEffectInterfaceBase.td` and
// `SideEffectInterfaces.td`). Effects are Rust in
// `strata_framework::interfaces::side_effects`: an effect's `effect` and a
// resource's `name` are Rust paths there.
//===----------------------------------------------------------------------===//

// A resource an effect applies to: `name` is the Rust path of its `Resource`.
class Resource<string resourceName> {
  string name = resourceName;
}

// A resource of the framework (an associated constant of `Resource`).
class IntrinsicResource<string resourceName>
    : Resource<"Resource::" # resourceName>;

// Memory in general: the resource of an effect that names none.
def DefaultResource : IntrinsicResource<"DEFAULT">;
// Memory freed when the nearest `AutomaticAllocationScope` op around it exits.
def AutomaticAllocationScopeResource
    : IntrinsicResource<"AUTOMATIC_ALLOCATION_SCOPE">;

// An interface telling the effects of an op: `getEffects` appends them. The
// effects of an op whose spec lists them (a `SideEffectsTraitBase` trait, or
// `SideEffect` decorators on its operands and results) are generated; an op
// listing `DeclareOpInterfaceMethods<...>` writes `getEffects` in Rust.
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  let methods = [
    InterfaceMethod<"Appends the op's effects to `effects`.",
      "()", "getEffects", (ins "&mut Vec<EffectInstance>":$effects)>
  ];
  // The Rust type of the interface's effects.
  string baseEffectName = baseEffect;
}

// An effect on a resource, for the interface `interface`: a decorator of an
// operand, a result or a symbol reference attribute (the effect is on it), or
// an element of a `SideEffectsTraitBase` trait (on the op as a whole).
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference> : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  // The trait of the interface the effect belongs to.
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  // The Rust path of the effect.
  string effect = effectName;
  // The Rust path of the resource.
  string resource = resourceReference.name;
}

// The trait listing effects of an op as a whole (not on an operand or result).
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
}

def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface", "MemoryEffect"> {
  let description = [{
    The effects of an op on memory: allocating, freeing, reading or writing a
    resource, maybe through a value (an operand or a result of the op) or a
    symbol. An op without this interface (and without
    `RecursiveMemoryEffects`) has unknown effects.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let extraClassDeclaration = [{
    /// The op's effects (`getEffects` into a new vector).
    pub fn effects(&self) -> Vec<EffectInstance> {
      let mut effects = Vec::new();
      self.get_effects(&mut effects);
      effects
    }

    /// The op's effects of kind `effect` (MLIR's `getEffects<Effect>`).
    pub fn effects_of(&self, effect: MemoryEffect) -> Vec<EffectInstance> {
      let mut effects = self.effects();
      effects.retain(|e| e.effect == effect);
      effects
    }

    /// Whether the op has an effect of kind `effect` (MLIR's `hasEffect<Effect>`).
    pub fn has_effect(&self, effect: MemoryEffect) -> bool {
      self.effects().iter().any(|e| e.effect == effect)
    }

    /// Whether the op has effects, all of kind `effect` (MLIR's `onlyHasEffect`).
    pub fn only_has_effect(&self, effect: MemoryEffect) -> bool {
      let effects = self.effects();
      !effects.is_empty() && effects.iter().all(|e| e.effect == effect)
    }

    /// Whether the op has no effect.
    pub fn has_no_effect(&self) -> bool {
      self.effects().is_empty()
    }

    /// The op's effects on `value` (MLIR's `getEffectsOnValue`).
    pub fn effects_on_value(&self, value: Value) -> Vec<EffectInstance> {
      let mut effects = self.effects();
      effects.retain(|e| e.value() == Some(value));
      effects
    }

    /// The op's first effect of kind `effect` on `value` (MLIR's
    /// `getEffectOnValue<Effect>`).
    pub fn effect_on_value(&self, effect: MemoryEffect, value: Value) -> Option<EffectInstance> {
      self.effects()
        .into_iter()
        .find(|e| e.effect == effect && e.value() == Some(value))
    }

    /// The op's effects on the symbol `symbol` (MLIR's `getEffectsOnSymbol`).
    pub fn effects_on_symbol(&self, symbol: Attribute) -> Vec<EffectInstance> {
      let mut effects = self.effects();
      effects.retain(|e| e.symbol_ref() == Some(symbol));
      effects
    }

    /// The op's effects on `resource` (MLIR's `getEffectsOnResource`).
    pub fn effects_on_resource(&self, resource: Resource) -> Vec<EffectInstance> {
      let mut effects = self.effects();
      effects.retain(|e| e.resource == resource);
      effects
    }
  }];
}

// An effect on memory, of kind `effectName` (a `MemoryEffect`).
class MemoryEffect<string effectName, Resource resource>
    : SideEffect<MemoryEffectsOpInterface, effectName, resource>;

// The trait listing an op's effects on memory as a whole.
class MemoryEffects<list<MemoryEffect> effects = []>
    : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

// Allocates from the resource: no visible mutation or dereference.
class MemAlloc<Resource resource>
    : MemoryEffect<"MemoryEffect::Allocate", resource>;
def MemAlloc : MemAlloc<DefaultResource>;

// Frees an allocation of the resource: no visible allocation, mutation or
// dereference.
class MemFree<Resource resource>
    : MemoryEffect<"MemoryEffect::Free", resource>;
def MemFree : MemFree<DefaultResource>;

// Reads the resource: no visible mutation.
class MemRead<Resource resource>
    : MemoryEffect<"MemoryEffect::Read", resource>;
def MemRead : MemRead<DefaultResource>;

// Writes the resource: no visible dereference or read.
class MemWrite<Resource resource>
    : MemoryEffect<"MemoryEffect::Write", resource>;
def MemWrite : MemWrite<DefaultResource>;

// No effect on memory (though maybe undefined behaviour).
def NoMemoryEffect : MemoryEffects<[]>;

// The op's effects are those of the ops in its regions (plus its own, when
// it also has `MemoryEffectOpInterface`).
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

// Whether an op may be executed speculatively (hoisted where it would not
// have run): `getSpeculatability`, which an op writes or takes from
// `AlwaysSpeculatableImplTrait` or `RecursivelySpeculatableImplTrait`.
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    Whether the op can be executed speculatively: it has no undefined
    behaviour, or only when the ops in its regions have some.
  }];
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<"Whether the op can be executed speculatively.",
      "Speculatability", "getSpeculatability">
  ];
}

// `getSpeculatability`: speculatable when the ops in the op's regions are.
def RecursivelySpeculatableImplTrait
    : NativeOpTrait<"RecursivelySpeculatableImplTrait", [], [{
  /// `ConditionallySpeculatable`: the op is speculatable when the ops in its
  /// regions are (`RecursivelySpeculatableImplTrait`).
  pub fn get_speculatability(&self) -> Speculatability {
    Speculatability::RecursivelySpeculatable
  }
}]>;

// `getSpeculatability`: always speculatable.
def AlwaysSpeculatableImplTrait
    : NativeOpTrait<"AlwaysSpeculatableImplTrait", [], [{
  /// `ConditionallySpeculatable`: the op is always speculatable
  /// (`AlwaysSpeculatableImplTrait`).
  pub fn get_speculatability(&self) -> Speculatability {
    Speculatability::Speculatable
  }
}]>;

def AlwaysSpeculatable : TraitList<[
    ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;

def RecursivelySpeculatable : TraitList<[
    ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;

// Always speculatable and without effect on memory: always legal to hoist or
// sink.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // STRATA_BASE_INTERFACES
