//===- ext.td - a dialect using demo's types, and string arguments --------===//
//
// A parameter may be an attribute or type of another dialect: its handle and
// table are reached through that dialect's `cppNamespace` (demo's is
// `crate::dialects::demo`), and the format writes it stripped of its
// `!demo.int`, as one of the same dialect. An op's `custom<...>` directive may
// take a string (Rust the directive reads with `value`) and `attr-dict` (the
// directive parses and prints the op's attributes).
// `tests/ui/ext_ops.rs` is this spec's generated Rust
// (`bash scripts/regenerate.sh`), used by `tests/ui/pass/ext_dialect.rs`.
//
//===----------------------------------------------------------------------===//

include "dialects/demo.td"

def Ext_Dialect : Dialect {
  let name = "ext";
  let summary = "Types over another dialect's types";
}

def Ext_WrapType : TypeDef<Ext_Dialect, "Wrap"> {
  let mnemonic = "wrap";
  let summary = "a count of demo integers";
  let parameters = (ins "u32":$count, "DemoIntegerType":$element,
                        OptionalParameter<"RangeAttr">:$range);
  let assemblyFormat = "`<` $count `x` $element (`in` qualified($range)^)? `>`";
}

def Ext_ShiftOp : Op<Ext_Dialect, "shift"> {
  let summary = "a shift by a constant amount";
  let arguments = (ins I64Attr:$amount);
  let assemblyFormat = [{ custom<Keyworded>("\"by\"", $amount) attr-dict }];
}

def Ext_NoteOp : Op<Ext_Dialect, "note"> {
  let summary = "attributes after a `with`";
  let arguments = (ins OptionalAttr<StrAttr>:$text);
  let assemblyFormat = [{ custom<WithAttrs>(attr-dict) }];
}
