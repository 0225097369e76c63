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

def MemoryEffectOpInterface : OpInterface<"MemoryEffectOpInterface"> {
  let description = "The op's effects on memory.";
}
// No effect on memory.
def NoMemoryEffect : OpInterfaceTrait<"NoMemoryEffect">;

def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = "Whether the op can be executed speculatively.";
}

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
        The successor the op branches to when its operands are the given constants
        (`None` for an operand that is not constant), if known.
      }], "Option<Block>", "getSuccessorForOperands",
      (ins "&[Option<Attribute>]":$operands), [{}], [{ None }]>,
    InterfaceMethod<[{
        Whether a value of type `lhs` may be forwarded to a block argument of type `rhs`.
      }], "bool", "areTypesCompatible", (ins "Type":$lhs, "Type":$rhs), [{}],
      [{ lhs == rhs }]>
  ];
  // The values passed to each successor match its block's arguments.
  let verify = [{
    for index in 0..$_op.body.successors($_op.op).len() {
      let operands = self.get_successor_operands(index);
      verify_successor(
        &$_op, index, &operands, |a, b| self.are_types_compatible(a, b))?;
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
        The types of the values the op passes to region `region` when entering it
        (those of MLIR's `getSuccessorEntryOperands`).
      }], "Vec<Type>", "getEntryTypes", (ins "usize":$region), [{}],
      [{ Vec::new() }]>,
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
  let description = "An op that calls a callable.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  let methods = [
    InterfaceMethod<"What the op calls: a symbol or a value of function type.",
      "CallInterfaceCallable", "getCallableForCallee">,
    InterfaceMethod<"The operands passed to the callee as arguments.",
      "Vec<Value>", "getArgOperands">
  ];
}

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = "An op that can be called (a function).";
}

def FunctionOpInterface : OpInterface<"FunctionOpInterface"> {
  let description = "A function: a symbol with a function type and a body region.";
  let cppNamespace = "::strata_framework::interfaces::prelude";
  // The signature's attributes and the entry block match the function type.
  let verify = [{ verify_function_op(&$_op) }];
}

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = "A cast between compatible types.";
}

def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = "Ops that can be unrolled on vectors.";
}

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = "A loop: its body region and induction variables.";
}

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = "An op that makes a view of its source buffer.";
}

#endif // STRATA_BASE_INTERFACES
