// Custom builders of attributes and types: a function of the handle per builder, named
// by its fourth argument or `get_` and its parameter names; `$_get` is the uniqued
// value (there even under `skipDefaultBuilders`), `$_ctxt` the context; a `CArg` default
// makes an `Option`; `returnType` replaces `Self`; a `WithInferredContext` builder takes
// no context; a builder without a body is a method of `FooTypeBuilders<'c>`.

// RUN: tblgen --gen-typedef-defs -I %S/../../spec %s | FileCheck %s

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PairType : TypeDef<Test_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "Type":$first, "Type":$second);
  let assemblyFormat = "`<` $first `,` $second `>`";
  let skipDefaultBuilders = 1;
  let builders = [
    TypeBuilder<(ins "Type":$first, CArg<"Option<Type>", "None">:$second), [{
      $_get($_ctxt, first, second.unwrap_or(first))
    }]>,
    TypeBuilderWithInferredContext<(ins "PairType<'c>":$inner), [{
      $_get(inner.ctx(), inner.first(), inner.second())
    }], "", "copy_of">,
    TypeBuilder<(ins "Type":$t), "", "Option<Self>", "try_from_type">
  ];
}

// CHECK-LABEL: pub trait PairTypeBuilders<'c> {
// CHECK: fn try_from_type(ctx: &'c Context, t: Type) -> Option<Self>;

// CHECK-LABEL: impl<'c> PairType<'c> {
// CHECK: fn __get(
// CHECK-NOT: pub fn get(
// CHECK: pub fn get_first_second(
// CHECK-NEXT: ctx: &'c Context,
// CHECK-NEXT: first: Type,
// CHECK-NEXT: second: Option<Option<Type>>,
// CHECK-NEXT: ) -> Self {
// CHECK-NEXT: let second: Option<Type> = match second {
// CHECK-NEXT: Some(v) => v,
// CHECK-NEXT: None => None,
// CHECK-NEXT: };
// CHECK-NEXT: Self::__get(ctx, first, second.unwrap_or(first))
// CHECK: pub fn copy_of(inner: PairType<'c>) -> Self {
// CHECK-NEXT: Self::__get(inner.ctx(), inner.first(), inner.second())
// CHECK: pub fn try_from_type(ctx: &'c Context, t: Type) -> Option<Self> {
// CHECK-NEXT: <Self as PairTypeBuilders<'c>>::try_from_type(ctx, t)
