// EXPECT-ERROR: 11:5: the predicate of trait 'positive' is not a Rust expression
// ACTION: --gen-typedef-defs
// A predicate trait of a type is Rust checking its handle (`$_self`).

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_IntType : TypeDef<Test_Dialect, "Int", [
    PredTypeTrait<"positive", CPred<"$_self.getWidth() > 0u;">>]> {
  let mnemonic = "int";
  let parameters = (ins "u32":$width);
  let assemblyFormat = "`<` $width `>`";
}
