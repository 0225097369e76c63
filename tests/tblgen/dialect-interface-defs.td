// A dialect interface becomes a Rust trait the dialect implements and registers with
// `Context::add_dialect_interface::<dyn Foo>`: methods take `&self`, default bodies are
// plain Rust.

// RUN: tblgen --gen-op-defs -I %S/../../spec %s | FileCheck %s

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def TestInlinerInterface : DialectInterface<"TestInlinerInterface"> {
  let description = "Inlining hooks.";
  let methods = [
    InterfaceMethod<"Whether it may be inlined.", "bool", "isLegalToInline",
      (ins "u32":$depth), [{}], [{ depth < 4 }]>,
    InterfaceMethod<"The cost.", "u32", "getCost">,
  ];
}

def Test_AOp : Op<Test_Dialect, "a">;

// CHECK: `TestInlinerInterface` (dialect-interface-defs.td:13): Inlining hooks. A dialect interface: a dialect implements it and registers the implementation with `Context::add_dialect_interface::<dyn TestInlinerInterface>`.
// CHECK-NEXT: pub trait TestInlinerInterface: Send + Sync {
// CHECK-NEXT: /// Whether it may be inlined.
// CHECK-NEXT: #[allow(unused_variables, clippy::all)]
// CHECK-NEXT: fn is_legal_to_inline(&self, depth: u32) -> bool {
// CHECK-NEXT: depth < 4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: /// The cost.
// CHECK-NEXT: #[allow(unused_variables, clippy::all)]
// CHECK-NEXT: fn get_cost(&self) -> u32;
// CHECK-NEXT: }
