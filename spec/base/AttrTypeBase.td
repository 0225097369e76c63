//===- AttrTypeBase.td - attribute and type definitions -----------------===//
//
// Attributes and types a dialect defines in `.td` (`AttrDef`, `TypeDef`),
// with MLIR's class and field names and Rust where MLIR has C++. For each def
// the attrdef/typedef backend generates a typed handle (`get`, parameter
// accessors, `from_attr`/`from_type`), a static table the framework's runtime
// uses to unique, parse and print it, and the glue to the hooks it asks for
// (`genVerifyDecl`, `hasCustomAssemblyFormat`).
//
// A parameter's `cppType` is its Rust type: `Type`, `Attribute`, an integer
// type (`i8` ... `u64`), `f64`, `bool`, `String`, the handle of another
// AttrDef or TypeDef (`"RangeAttr"`, or the def itself: `Demo_RangeAttr:$r`;
// one of another dialect generated apart through that dialect's
// `cppNamespace`, a Rust module path), or `Vec<...>` of those.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_ATTRTYPEBASE
#define STRATA_BASE_ATTRTYPEBASE

include "base/OpBase.td"

//===----------------------------------------------------------------------===//
// Dialect attributes and types as constraints
//===----------------------------------------------------------------------===//

class DialectAttr<Dialect d, Pred condition, string descr = "">
    : Attr<condition, descr> {
  Dialect dialect = d;
  let storageType = "Attribute";
}

class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppClassName = "Type">
    : Type<condition, descr, cppClassName> {
  Dialect dialect = d;
  string cppType = ?;
}

//===----------------------------------------------------------------------===//
// Traits: a native trait is recorded by name (`attr_has_trait`,
// `type_has_trait`); a predicate trait is checked, with `$_self` the def's
// handle, whenever a value is parsed or built with `get_checked`
// (`failed to verify that <summary>`), before the def's verifier.
//===----------------------------------------------------------------------===//

class NativeAttrTrait<string name> : NativeTrait<name, "Attribute">;
class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

class NativeTypeTrait<string name> : NativeTrait<name, "Type">;
class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// A custom builder: a function of the def's handle taking the context and the
// parameters of `parameters` (`(ins "i64":$lo, CArg<"i64", "1">:$step)`; a
// `CArg` with a default is an `Option`, `None` taking the default). The body
// is Rust returning the handle (or `returnType`): `$_get(ctx, params...)` is the
// uniqued value with those parameters, `$_ctxt` the context. A builder without
// a body is a method of the per-def trait `FooAttrBuilders<'c>` that the
// dialect implements. Rust has no overloading: the function is named by
// `methodName` (a Strata addition), else `get_` and the parameter names.
// The `WithInferredContext` forms take no context: the body finds it in a
// parameter (`element.ctx()`).
class AttrOrTypeBuilder<dag parameters, code bodyCode = "",
                        string returnTypeStr = "", string methodName = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  string returnType = returnTypeStr;
  string name = methodName;
  bit hasInferredContextParam = 0;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "",
                  string methodName = "">
  : AttrOrTypeBuilder<parameters, bodyCode, returnType, methodName>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "",
                  string methodName = "">
  : AttrOrTypeBuilder<parameters, bodyCode, returnType, methodName>;
class AttrOrTypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                           string returnType = "",
                                           string methodName = "">
  : TypeBuilder<parameters, bodyCode, returnType, methodName> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "",
                                     string methodName = "">
  : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType,
                                         methodName>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "",
                                     string methodName = "">
  : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType,
                                         methodName>;

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  string cppBaseClassName = baseCppClass;
  string description = "";
  string storageClass = name # valueType # "Storage";
  string storageNamespace = "detail";
  bit genStorageClass = 1;
  bit hasStorageCustomConstructor = 0;
  // The parameters: `(ins "u32":$width, StringRefParameter<"a name">:$name)`.
  // They become the arguments of `get` and the accessors of the handle.
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  // `#dialect.mnemonic` / `!dialect.mnemonic`; a def without one is not parsed
  // or printed.
  string mnemonic = ?;
  // The declarative format of what follows the mnemonic.
  string assemblyFormat = ?;
  // The dialect's Rust implements `AttrOrTypeCustomFormat` for the handle.
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  // No `get` (nor `get_checked`): values are built by the custom builders,
  // whose bodies call `$_get`.
  bit skipDefaultBuilders = 0;
  // The dialect's Rust implements `AttrOrTypeVerifier` for the handle; parsing
  // and `get_checked` call it.
  bit genVerifyDecl = 0;
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
}

class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "Attribute">
    : DialectAttr<dialect, CPred<"">, "">,
      AttrOrTypeDef<"Attr", name, traits, baseCppClass> {
  // The name of the Rust handle.
  string cppClassName = name # "Attr";
  // Used as an op attribute, the accessor returns the handle.
  let returnType = cppClassName # "<'_>";
  let convertFromStorage = cppClassName #
      "::from_attr($_self.ctx, $_self.attr).expect(\"a verified attribute\")";
  let constBuilderCall = "$0.attr()";
  // A parameter of another def of the dialect may be this def.
  string cppType = cppClassName;
  // In an op's assembly format an attribute with a mnemonic is written stripped
  // of its `#dialect.mnemonic` (either form parses).
  let predicate = CPred<"$_self.is_attr_def(\"" # dialect.name # "\", \"" #
                        cppClassName # "\")">;
}

class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "Type">
    : DialectType<dialect, CPred<"">, "", name # "Type">,
      AttrOrTypeDef<"Type", name, traits, baseCppClass> {
  // A parameter of another def of the dialect may be this def.
  let cppType = cppClassName;
  // A type without parameters is buildable.
  let builderCall = !if(!empty(parameters),
                        cppClassName # "::get($_ctx).ty()", "");
  let predicate = CPred<"$_self.is_type_def(\"" # dialect.name # "\", \"" #
                        cppClassName # "\")">;
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

// `type` is the parameter's Rust type.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  code allocator = ?;
  code comparator = ?;
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string cppStorageType = cppType;
  string convertFromStorage = "$_self";
  string summary = desc;
  string syntax = ?;
  // The parameter's own parser (Rust giving `Result<T, Diagnostic>`;
  // `$_parser` is the `DefParser`) and printer (Rust writing `$_self` with
  // `$_printer`, the `DefPrinter`), used wherever a format writes it.
  string parser = ?;
  string printer = ?;
  // A Rust expression of `cppType`: the value when the text omits the
  // parameter (`$_ctxt` is the context). Parameters with a default are
  // optional in the format, and elided when equal to it.
  string defaultValue = "";
}
// An attribute parameter (the accessor returns an `Attribute`; `type` names
// the attribute kind, for documentation).
class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<"Attribute", desc, accessorType> {
  let syntax = type;
}
// A type parameter (the accessor returns a `Type`).
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<"Type", desc, accessorType> {
  let syntax = type;
}

// An optional parameter: the accessor returns `Option<type>`.
class OptionalParameter<string type, string desc = ""> :
    AttrOrTypeParameter<type, desc> {
  let defaultValue = "None";
}

// A parameter with a default value (a Rust expression of `type`).
class DefaultValuedParameter<string type, string value, string desc = ""> :
    AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

// A string, written as a string literal.
class StringRefParameter<string desc = ""> :
    AttrOrTypeParameter<"String", desc>;

// A float (an `f64` in Strata).
class APFloatParameter<string desc> :
    AttrOrTypeParameter<"f64", desc>;

// A list, written comma-separated (brackets are literals of the format).
class ArrayRefParameter<string arrayOf, string desc = ""> :
    AttrOrTypeParameter<"Vec<" # arrayOf # ">", desc>;

// A list that may be absent (to be parsed when empty, through an optional
// group).
class OptionalArrayRefParameter<string arrayOf, string desc = ""> :
    OptionalParameter<"Vec<" # arrayOf # ">", desc>;

// The type of an attribute, written after it (`#d.m<...> : i32`) and not in
// its format; `none` when absent unless `typeBuilder` (a Rust expression of
// `derivedType`, `$_ctxt` the context) says otherwise.
class AttributeSelfTypeParameter<string desc, string derivedType = "Type",
                                 string typeBuilder = ""> :
    AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!empty(typeBuilder), "$_ctxt.none_type()", typeBuilder);
}

#endif // STRATA_BASE_ATTRTYPEBASE
