// EXPECT-ERROR: 15:5: parameter 'width': its 'printer' is not Rust statements
// ACTION: --gen-typedef-defs
// A parameter's own printer is Rust statements, parsed when the code is generated.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def WidthParameter : AttrOrTypeParameter<"u32", "width"> {
  let printer = [{ $_printer << (int)$_self; }];
}

def Test_IntType : TypeDef<Test_Dialect, "Int"> {
  let mnemonic = "int";
  let parameters = (ins WidthParameter:$width);
  let assemblyFormat = "`<` $width `>`";
}
