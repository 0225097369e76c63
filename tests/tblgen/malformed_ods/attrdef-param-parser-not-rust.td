// EXPECT-ERROR: 16:5: parameter 'bits': its 'parser' is not a Rust expression
// ACTION: --gen-attrdef-defs
// A parameter's own parser is a Rust expression, parsed when the code is generated.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def BitsParameter : AttrOrTypeParameter<"u8", "bits"> {
  let parser = [{ ::mlir::FieldParser<uint8_t>::parse($_parser) }];
  let printer = [{ $_printer.write(&$_self.to_string()) }];
}

def Test_BitsAttr : AttrDef<Test_Dialect, "Bits"> {
  let mnemonic = "bits";
  let parameters = (ins BitsParameter:$bits);
  let assemblyFormat = "`<` $bits `>`";
}
