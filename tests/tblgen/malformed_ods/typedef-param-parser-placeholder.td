// EXPECT-ERROR: 15:5: parameter 'width': its 'parser' uses `$_self`, which is not one of its placeholders (it has `$_parser`, `$_ctxt`)
// ACTION: --gen-typedef-defs
// A parameter's parser reads the value: there is no `$_self` yet.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def WidthParameter : AttrOrTypeParameter<"u32", "width"> {
  let parser = [{ $_parser.parse_integer().map(|w| w.max($_self)) }];
}

def Test_IntType : TypeDef<Test_Dialect, "Int"> {
  let mnemonic = "int";
  let parameters = (ins WidthParameter:$width);
  let assemblyFormat = "`<` $width `>`";
}
