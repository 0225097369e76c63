//===- toy.td - attribute and type definitions -------------------------===//
//
// A small dialect whose attributes and types are defined in `.td`: the
// tutorial's `ToyInteger` TypeDef ported (the parameter's type is Rust), and
// defs that exercise the rest of the vocabulary: several parameters, default
// and optional ones, optional groups, a list, a `struct` format, a custom
// format, verifiers, a typed attribute (`AttributeSelfTypeParameter`),
// parameters that are defs of the dialect, and a type and an attribute
// interface.
// Walked through in `docs/writing-a-dialect.md`.
//
//===----------------------------------------------------------------------===//

include "base/AttrTypeBase.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "Attributes and types defined in .td";
  // The Rust module of the generated code, for defs of other dialects whose
  // parameters are toy's attributes and types (`tests/ui/ext.td`).
  let cppNamespace = "crate::dialects::toy";
}

// A type interface: `getBitWidth` has no default, so each type listing the
// interface writes it; `getByteWidth` has one (`$_type` is the `Type`).
def Toy_BitWidthTypeInterface : TypeInterface<"ToyBitWidthTypeInterface"> {
  let description = "A type with a size in bits.";
  let methods = [
    InterfaceMethod<"The size in bits.", "u64", "getBitWidth">,
    InterfaceMethod<"The size in bytes, rounded up.", "u64", "getByteWidth",
      (ins), [{}], [{ self.get_bit_width().div_ceil(8) }]>,
    InterfaceMethod<"Whether `other` is this very type.", "bool", "isSameAs",
      (ins "Type":$other), [{}], [{ $_type == other }]>,
  ];
}

// An attribute interface, with a static method.
def Toy_SizedAttrInterface : AttrInterface<"ToySizedAttrInterface"> {
  let description = "An attribute counting elements.";
  let methods = [
    InterfaceMethod<"The number of elements.", "u64", "getSize">,
    InterfaceMethod<"Whether there are none.", "bool", "isEmpty",
      (ins), [{}], [{ self.get_size() == 0 }]>,
    StaticInterfaceMethod<"What the elements are.", "&'static str",
      "getUnit">,
  ];
}

// A dialect interface (MLIR's `DialectInterface`, a C++ class there): a Rust trait the
// dialect implements as a whole and registers (`Context::add_dialect_interface`).
def Toy_InlinerInterface : DialectInterface<"ToyInlinerInterface"> {
  let description = "Whether the dialect's regions may be inlined.";
  let methods = [
    InterfaceMethod<"Whether a region of the dialect may be inlined into another.",
      "bool", "isLegalToInline", (ins), [{}], [{ false }]>,
    InterfaceMethod<"What inlining one op costs.", "u32", "inlineCost",
      (ins "u32":$numOps)>,
  ];
}

class Toy_Type<string name, list<Trait> traits = []>
    : TypeDef<Toy_Dialect, name, traits>;
class Toy_Attr<string name, list<Trait> traits = []>
    : AttrDef<Toy_Dialect, name, traits>;

// The tutorial's type, with a verifier.
def Toy_IntegerType : Toy_Type<"ToyInteger", [Toy_BitWidthTypeInterface,
                                               NativeTypeTrait<"Scalar">]> {
  let mnemonic = "int";
  let summary = "an integer of a given width";
  let parameters = (ins "u64":$width);
  let assemblyFormat = "`<` $width `>`";
  let genVerifyDecl = 1;
}

def Toy_UnitType : Toy_Type<"Unit"> {
  let mnemonic = "unit";
  let summary = "a type without parameters";
}

def Toy_MatrixType : Toy_Type<"Matrix"> {
  let mnemonic = "matrix";
  let summary = "a matrix of elements";
  let parameters = (ins "u32":$rows, "u32":$cols,
                        TypeParameter<"Type", "the element type">:$element,
                        OptionalParameter<"Attribute", "a layout">:$layout);
  let assemblyFormat = "`<` struct($rows, $cols, $element, $layout) `>`";
  // A builder without a body: `MatrixTypeBuilders` in the dialect's Rust.
  let builders = [
    TypeBuilder<(ins "u32":$size, "Type":$element), "", "", "get_square">
  ];
}

def Toy_RangeAttr : Toy_Attr<"Range", [Toy_SizedAttrInterface]> {
  let mnemonic = "range";
  let summary = "an integer range with a step and an optional label";
  let parameters = (ins "i64":$lo, "i64":$hi,
                        DefaultValuedParameter<"i64", "1", "the step">:$step,
                        OptionalParameter<"String", "a label">:$label);
  let assemblyFormat = "`<` $lo `,` $hi (`step` $step^)? (`label` $label^)? `>`";
  let genVerifyDecl = 1;
  // Custom builders: named by their parameters (`get_lo_hi_step`, the step
  // optional) or by their fourth argument; `$_get` uniques the value.
  let builders = [
    AttrBuilder<(ins "i64":$lo, "i64":$hi, CArg<"i64", "1">:$step), [{
      $_get($_ctxt, lo, hi, step, None)
    }]>,
    AttrBuilder<(ins "i64":$hi), [{ $_get($_ctxt, 0, hi, 1, None) }], "",
                "get_upto">,
    AttrBuilder<(ins "i64":$lo, "i64":$hi, "&str":$label), [{
      let r = $_get($_ctxt, lo, hi, 1, Some(label.to_string()));
      AttrOrTypeVerifier::verify(&r).map(|()| r)
    }], "Result<Self, String>", "get_labelled">
  ];
}

def Toy_ShapeAttr : Toy_Attr<"Shape", [Toy_SizedAttrInterface]> {
  let mnemonic = "shape";
  let summary = "dimensions and an element type";
  let parameters = (ins ArrayRefParameter<"i64", "the dimensions">:$dims,
                        "Type":$element, "bool":$packed);
  let assemblyFormat = "`<` `[` $dims `]` `,` $element `,` $packed `>`";
}

def Toy_ColorAttr : Toy_Attr<"Color"> {
  let mnemonic = "color";
  let summary = "an RGB color";
  let parameters = (ins "u8":$r, "u8":$g, "u8":$b);
  let hasCustomAssemblyFormat = 1;
}

def Toy_ScaleAttr : Toy_Attr<"Scale"> {
  let mnemonic = "scale";
  let summary = "a float factor";
  let parameters = (ins APFloatParameter<"the factor">:$factor);
  let assemblyFormat = "`<` $factor `>`";
}

// A parameter with its own parser and printer: permission bits written as
// `rwx` letters (`none` for no bits). `$_parser` is the `DefParser`, the
// parser gives `Result<u8, Diagnostic>`; the printer writes `$_self`.
class Toy_PermissionBits<string desc, string default = "">
    : AttrOrTypeParameter<"u8", desc> {
  let defaultValue = default;
  let parser = [{ {
    let at = $_parser.pos();
    let word = $_parser.parse_keyword()?;
    let mut bits = 0u8;
    if word != "none" {
      for c in word.chars() {
        let bit = match c { 'r' => 4, 'w' => 2, 'x' => 1, _ => 0 };
        if bit == 0 || bits & bit != 0 {
          return Err($_parser.error_at(at, format!("invalid permissions '{word}'")));
        }
        bits |= bit;
      }
    }
    Ok(bits)
  } }];
  let printer = [{
    if $_self == 0 {
      $_printer.write("none");
    }
    for (bit, c) in [(4, "r"), (2, "w"), (1, "x")] {
      if $_self & bit != 0 {
        $_printer.write(c);
      }
    }
  }];
}

def Toy_PermissionsAttr : Toy_Attr<"Permissions"> {
  let mnemonic = "perms";
  let summary = "the permissions of an owner and of others";
  let parameters = (ins Toy_PermissionBits<"the owner's">:$owner,
                        Toy_PermissionBits<"everyone else's", "0">:$others);
  let assemblyFormat = "`<` $owner (`,` $others^)? `>`";
}

// `custom<...>` directives: the dialect's `directives::parse_extent` /
// `print_extent` bind `width` and `height` (a string argument is Rust passed to
// both), and `custom<Area>` reads them again through `ref`.
def Toy_BoxAttr : Toy_Attr<"Box", [
    PredAttrTrait<"the extent is not negative",
                  CPred<"$_self.width() >= 0 && $_self.height() >= 0">>]> {
  let mnemonic = "box";
  let summary = "a width and a height, with their area";
  let parameters = (ins "i64":$width, "i64":$height);
  let assemblyFormat = [{
    `<` custom<Extent>($width, $height, "\"x\"")
        custom<Area>(ref($width), ref($height)) `>`
  }];
}

// An optional group with an else branch: `step N` when the step is there,
// `unit` when it is not.
def Toy_StrideAttr : Toy_Attr<"Stride"> {
  let mnemonic = "stride";
  let summary = "a step, or the unit step";
  let parameters = (ins OptionalParameter<"i64", "the step">:$step);
  let assemblyFormat = "`<` (`step` $step^) : (`unit`)? `>`";
}

def Toy_TaggedAttr : Toy_Attr<"Tagged"> {
  let mnemonic = "tagged";
  let summary = "an integer tag, typed by the attribute's own type";
  let parameters = (ins "i64":$tag, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $tag `>`";
}

// Parameters that are defs of the dialect: written stripped of their
// `#toy.mnemonic` / `!toy.mnemonic` (either form parses), in full under
// `qualified`; a list of them; an optional one.
def Toy_VectorType : Toy_Type<"Vector",
    [DeclareTypeInterfaceMethods<Toy_BitWidthTypeInterface, ["getByteWidth"]>]> {
  let mnemonic = "vector";
  let summary = "a vector of toy integers";
  let parameters = (ins "u32":$size, "ToyIntegerType":$element);
  let assemblyFormat = "`<` $size `,` $element `>`";
  // The context comes from the element's handle.
  let builders = [
    TypeBuilderWithInferredContext<(ins "ToyIntegerType<'c>":$element,
                                        CArg<"u32", "4">:$size), [{
      $_get(element.ctx(), size, element)
    }], "", "of_element">
  ];
}

def Toy_SpanAttr : Toy_Attr<"Span"> {
  let mnemonic = "span";
  let summary = "a range, colors, and an optional range inside it";
  let parameters = (ins Toy_RangeAttr:$outer,
                        ArrayRefParameter<"ColorAttr", "the colors">:$colors,
                        OptionalParameter<"RangeAttr", "a range inside">:$inner);
  let assemblyFormat =
      "`<` qualified($outer) `,` `[` $colors `]` (`inner` $inner^)? `>`";
}

// An op using them: an attribute def as an argument, a type def as a result.
def Toy_RangeOp : Op<Toy_Dialect, "range", [Pure]> {
  let summary = "a value of a range";
  let arguments = (ins Toy_RangeAttr:$range);
  let results = (outs Toy_IntegerType:$result);
  let assemblyFormat = "$range attr-dict `:` type($result)";
}
