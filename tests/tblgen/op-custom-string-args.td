// A string argument of `custom<...>` in an op format is a Rust expression of the spec
// (`$_ctxt` is the context), evaluated when the directive asks for it with
// `CustomParse::value` / `CustomPrint::value`.

// RUN: tblgen --gen-op-defs -I %S/../../spec %s | FileCheck %s

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_ShiftOp : Op<Test_Dialect, "shift"> {
  let arguments = (ins I64Attr:$n);
  let assemblyFormat = [{ custom<Keyworded>("\"by\"", $n) attr-dict }];
}

// CHECK: Fmt::Custom {
// CHECK-NEXT: directive: &directives::Keyworded,
// CHECK-NEXT: args: &[
// CHECK-NEXT: CustomArg::Expr(|_ctx: &Context| -> Box<dyn ::std::any::Any> {
// CHECK-NEXT: Box::new("by")
// CHECK-NEXT: }),
// CHECK-NEXT: CustomArg::Var(
