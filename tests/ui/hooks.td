// A small dialect whose ops ask for hand-written hooks: the trybuild tests in
// tests/ui/ check that a missing hook is a compile error naming it, and that
// implementing it compiles. `bash scripts/regenerate.sh` refreshes
// tests/ui/hooks_ops.rs from this file.

include "base/OpBase.td"

def Hooks_Dialect : Dialect {
  let name = "hooks";
  let summary = "Ops that need hand-written hooks";
}

def VerifiedOp : Op<Hooks_Dialect, "verified"> {
  let summary = "An op with a hand-written verifier";
  let arguments = (ins I32:$input, OptionalAttr<I64Attr>:$limit);
  let results = (outs I32:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def CustomOp : Op<Hooks_Dialect, "custom"> {
  let summary = "An op with a hand-written custom form";
  let arguments = (ins Variadic<AnyType>:$values);
  let hasCustomAssemblyFormat = 1;
}

// An interface defined in the dialect's spec: its trait is generated with the ops.
def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let description = "An op that counts something.";
  let methods = [
    InterfaceMethod<"The count.", "i64", "getCount">,
    InterfaceMethod<"Twice the count.", "i64", "getDoubleCount", (ins), [{}],
      [{ self.get_count() * 2 }]>,
    InterfaceMethod<"A label.", "String", "getLabel", (ins), [{}],
      [{ $_op.name().to_string() }]>,
    InterfaceMethod<"The count plus `n`.", "i64", "getCountPlus", (ins "i64":$n), [{}],
      [{ self.get_count() + n }]>,
    StaticInterfaceMethod<"The unit of the count.", "&'static str", "getUnit", (ins),
      [{}], [{ "items" }]>,
    StaticInterfaceMethod<"What is counted.", "&'static str", "getKind">
  ];
}

def BuiltOp : Op<Hooks_Dialect, "built", [
    DeclareOpInterfaceMethods<CountedOpInterface, ["getLabel"]>]> {
  let summary = "An op with custom builders, one of them written in the dialect's Rust";
  let arguments = (ins Variadic<I32>:$inputs, I64Attr:$count,
                       OptionalAttr<StrAttr>:$label);
  let results = (outs I32:$output);
  let assemblyFormat = "$inputs attr-dict";
  let builders = [
    // The count defaults to the number of inputs.
    OpBuilder<(ins "&[Value]":$inputs, CArg<"i64", "inputs.len() as i64">:$count), [{
      $_state = Self::build($_ctx, $_loc, inputs, $_ctx.int_type(32), count);
    }]>,
    OpBuilder<(ins "&str":$label), [{
      $_state.add_types(&[$_ctx.int_type(32)]);
      $_state.add_attribute($_ctx, "count", $_ctx.integer_attr(0, $_ctx.int_type(64)));
      $_state.add_attribute($_ctx, "label", $_ctx.string_attr(label));
    }], "labelled">,
    OpBuilder<(ins "Value":$input, CArg<"i64", "1">:$times)>
  ];
}
