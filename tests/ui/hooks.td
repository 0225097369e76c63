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
