// The placeholders of a spec's Rust snippets are substituted on the syntax tree, not as
// text: `$_ctx` and `$_ctxt` are different placeholders, one inside a string literal is
// text, a replacement gets only the parentheses precedence needs, and an op builder's
// body reads as written by hand (one that ends by replacing `$_state` returns that value,
// one that replaces it first starts from it).

// RUN: tblgen --gen-op-defs -I %S/../../spec %s | FileCheck %s

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_CountedOp : Op<Test_Dialect, "counted"> {
  let arguments = (ins I64Attr:$count);
  let results = (outs I64:$result);
  let builders = [
    OpBuilder<(ins "i64":$n), [{
      let ty = $_ctx.int_type(64);
      $_state = Self::build($_ctx, $_loc, ty, $_builder.integer_attr(n as i128, ty));
    }], "of_count">,
    OpBuilder<(ins "&str":$label), [{
      $_state.add_types(&[$_ctx.int_type(64)]);
      $_state.add_attribute($_ctx, "$_ctx label", $_ctx.string_attr(label));
    }], "labelled">,
    OpBuilder<(ins), [{
      $_state = Self::build($_ctx, $_loc, $_ctx.int_type(64), $_ctx.integer_attr(0, $_ctx.int_type(64)));
      $_state.add_attribute($_ctx, "zero", $_ctx.unit_attr());
    }], "zero">
  ];
}

// CHECK-LABEL: pub fn of_count(ctx: &Context, loc: Attribute, n: i64) -> OperationState {
// CHECK-NEXT: let ty = ctx.int_type(64);
// CHECK-NEXT: Self::build(ctx, loc, ty, ctx.integer_attr(n as i128, ty))
// CHECK-NEXT: }

// CHECK-LABEL: pub fn labelled(ctx: &Context, loc: Attribute, label: &str) -> OperationState {
// CHECK-NEXT: let mut state = OperationState::for_spec(&TEST_COUNTED, ctx, loc);
// CHECK-NEXT: state.add_types(&[ctx.int_type(64)]);
// CHECK-NEXT: state.add_attribute(ctx, "$_ctx label", ctx.string_attr(label));
// CHECK-NEXT: state
// CHECK-NEXT: }

// CHECK-LABEL: pub fn zero(ctx: &Context, loc: Attribute) -> OperationState {
// CHECK-NEXT: let mut state = Self::build(
// CHECK:      state.add_attribute(ctx, "zero", ctx.unit_attr());
// CHECK-NEXT: state
// CHECK-NEXT: }
