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

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = "An op that defines a symbol (`sym_name`, `sym_visibility`).";
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
}

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = "An op whose regions branch to each other and to the op.";
}

def RegionBranchTerminatorOpInterface
    : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = "A terminator that forwards operands to a region or the parent op.";
}

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = "An op that calls a callable.";
}

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = "An op that can be called (a function).";
}

def FunctionOpInterface : OpInterface<"FunctionOpInterface"> {
  let description = "A function: a symbol with a function type and a body region.";
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
