// Optional groups of attribute and type formats: an else branch (`(...) : (...)?`),
// parsed and printed when the then branch is not; a `custom` directive as the anchor,
// whose bound parameters then decide the group.

// RUN: tblgen --gen-typedef-defs -I %S/../../spec %s | FileCheck %s

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

// CHECK-LABEL: pub static J_TYPE_SPEC
// CHECK: DefFmt::Optional {
// CHECK-NEXT: elements: &[
// CHECK-NEXT: DefFmt::Literal {
// CHECK-NEXT: text: "(",
// CHECK-NEXT: space: false,
// CHECK: else_elements: &[
// CHECK-NEXT: DefFmt::Literal {
// CHECK-NEXT: text: "x",
// CHECK-NEXT: space: true,
// CHECK: guards: &[1usize],
def Test_JType : TypeDef<Test_Dialect, "J"> {
  let parameters = (ins "i32":$a, OptionalParameter<"i32">:$b);
  let mnemonic = "type_j";
  let assemblyFormat = "(`(` $b^ `)`) : (`x`)? $a";
}

// CHECK-LABEL: pub static K_TYPE_SPEC
// CHECK: DefFmt::Optional {
// CHECK: DefFmt::Custom {
// CHECK-NEXT: parse: custom_parse_k_type_0,
// CHECK: else_elements: &[],
// CHECK-NEXT: guards: &[0usize, 1usize],
def Test_KType : TypeDef<Test_Dialect, "K"> {
  let parameters = (ins OptionalParameter<"i32">:$a, OptionalParameter<"i32">:$b);
  let mnemonic = "type_k";
  let assemblyFormat = "`<` (`(` custom<Pair>($a, $b)^ `)`)? `>`";
}
