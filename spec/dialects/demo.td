//===- demo.td - attribute and type definitions -------------------------===//
//
// A small dialect whose attributes and types are defined in `.td`: the
// tutorial's `DemoInteger` TypeDef ported (the parameter's type is Rust), and
// defs that exercise the rest of the vocabulary: several parameters, default
// and optional ones, optional groups, a list, a `struct` format, a custom
// format, verifiers, a typed attribute (`AttributeSelfTypeParameter`),
// parameters that are defs of the dialect, and a type and an attribute
// interface.
// Walked through in `docs/writing-a-dialect.md`.
//
//===----------------------------------------------------------------------===//

include "base/AttrTypeBase.td"

def Demo_Dialect : Dialect {
  let name = "demo";
  let summary = "Attributes and types defined in .td";
  // The Rust module of the generated code, for defs of other dialects whose
  // parameters are demo's attributes and types (`tests/ui/ext.td`).
  let cppNamespace = "crate::dialects::demo";
}

// A type interface: `getBitWidth` has no default, so each type listing the
// interface writes it; `getByteWidth` has one (`$_type` is the `Type`).
def Demo_BitWidthTypeInterface : TypeInterface<"DemoBitWidthTypeInterface"> {
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
def Demo_SizedAttrInterface : AttrInterface<"DemoSizedAttrInterface"> {
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
def Demo_InlinerInterface : DialectInterface<"DemoInlinerInterface"> {
  let description = "Whether the dialect's regions may be inlined.";
  let methods = [
    InterfaceMethod<"Whether a region of the dialect may be inlined into another.",
      "bool", "isLegalToInline", (ins), [{}], [{ false }]>,
    InterfaceMethod<"What inlining one op costs.", "u32", "inlineCost",
      (ins "u32":$numOps)>,
  ];
}

class Demo_Type<string name, list<Trait> traits = []>
    : TypeDef<Demo_Dialect, name, traits>;
class Demo_Attr<string name, list<Trait> traits = []>
    : AttrDef<Demo_Dialect, name, traits>;

// The tutorial's type, with a verifier.
def Demo_IntegerType : Demo_Type<"DemoInteger", [Demo_BitWidthTypeInterface,
                                               NativeTypeTrait<"Scalar">]> {
  let mnemonic = "int";
  let summary = "an integer of a given width";
  let parameters = (ins "u64":$width);
  let assemblyFormat = "`<` $width `>`";
  let genVerifyDecl = 1;
}

def Demo_UnitType : Demo_Type<"Unit"> {
  let mnemonic = "unit";
  let summary = "a type without parameters";
}

def Demo_MatrixType : Demo_Type<"Matrix"> {
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

def Demo_RangeAttr : Demo_Attr<"Range", [Demo_SizedAttrInterface]> {
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

def Demo_ShapeAttr : Demo_Attr<"Shape", [Demo_SizedAttrInterface]> {
  let mnemonic = "shape";
  let summary = "dimensions and an element type";
  let parameters = (ins ArrayRefParameter<"i64", "the dimensions">:$dims,
                        "Type":$element, "bool":$packed);
  let assemblyFormat = "`<` `[` $dims `]` `,` $element `,` $packed `>`";
}

def Demo_ColorAttr : Demo_Attr<"Color"> {
  let mnemonic = "color";
  let summary = "an RGB color";
  let parameters = (ins "u8":$r, "u8":$g, "u8":$b);
  let hasCustomAssemblyFormat = 1;
}

def Demo_ScaleAttr : Demo_Attr<"Scale"> {
  let mnemonic = "scale";
  let summary = "a float factor";
  let parameters = (ins APFloatParameter<"the factor">:$factor);
  let assemblyFormat = "`<` $factor `>`";
}

// A parameter with its own parser and printer: permission bits written as
// `rwx` letters (`none` for no bits). `$_parser` is the `DefParser`, the
// parser gives `Result<u8, Diagnostic>`; the printer writes `$_self`.
class Demo_PermissionBits<string desc, string default = "">
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

def Demo_PermissionsAttr : Demo_Attr<"Permissions"> {
  let mnemonic = "perms";
  let summary = "the permissions of an owner and of others";
  let parameters = (ins Demo_PermissionBits<"the owner's">:$owner,
                        Demo_PermissionBits<"everyone else's", "0">:$others);
  let assemblyFormat = "`<` $owner (`,` $others^)? `>`";
}

// `custom<...>` directives: the dialect's `directives::parse_extent` /
// `print_extent` bind `width` and `height` (a string argument is Rust passed to
// both), and `custom<Area>` reads them again through `ref`.
def Demo_BoxAttr : Demo_Attr<"Box", [
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
def Demo_StrideAttr : Demo_Attr<"Stride"> {
  let mnemonic = "stride";
  let summary = "a step, or the unit step";
  let parameters = (ins OptionalParameter<"i64", "the step">:$step);
  let assemblyFormat = "`<` (`step` $step^) : (`unit`)? `>`";
}

def Demo_TaggedAttr : Demo_Attr<"Tagged"> {
  let mnemonic = "tagged";
  let summary = "an integer tag, typed by the attribute's own type";
  let parameters = (ins "i64":$tag, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $tag `>`";
}

// Parameters that are defs of the dialect: written stripped of their
// `#demo.mnemonic` / `!demo.mnemonic` (either form parses), in full under
// `qualified`; a list of them; an optional one.
def Demo_VectorType : Demo_Type<"Vector",
    [DeclareTypeInterfaceMethods<Demo_BitWidthTypeInterface, ["getByteWidth"]>]> {
  let mnemonic = "vector";
  let summary = "a vector of demo integers";
  let parameters = (ins "u32":$size, "DemoIntegerType":$element);
  let assemblyFormat = "`<` $size `,` $element `>`";
  // The context comes from the element's handle.
  let builders = [
    TypeBuilderWithInferredContext<(ins "DemoIntegerType<'c>":$element,
                                        CArg<"u32", "4">:$size), [{
      $_get(element.ctx(), size, element)
    }], "", "of_element">
  ];
}

def Demo_SpanAttr : Demo_Attr<"Span"> {
  let mnemonic = "span";
  let summary = "a range, colors, and an optional range inside it";
  let parameters = (ins Demo_RangeAttr:$outer,
                        ArrayRefParameter<"ColorAttr", "the colors">:$colors,
                        OptionalParameter<"RangeAttr", "a range inside">:$inner);
  let assemblyFormat =
      "`<` qualified($outer) `,` `[` $colors `]` (`inner` $inner^)? `>`";
}

// An op using them: an attribute def as an argument, a type def as a result.
def Demo_RangeOp : Op<Demo_Dialect, "range", [Pure]> {
  let summary = "a value of a range";
  let arguments = (ins Demo_RangeAttr:$range);
  let results = (outs Demo_IntegerType:$result);
  let assemblyFormat = "$range attr-dict `:` type($result)";
}
