//===- EnumAttr.td - enum attributes ------------------------------------===//
//
// Enum attributes in Strata's ODS vocabulary, with MLIR's names: integer enums
// stored as integer attributes (`I32EnumAttr`, `I64EnumAttr`), string enums
// (`StrEnumAttr`) and bit enums (`I32BitEnumAttr`). For each enum the op
// backend generates a Rust `enum` with `symbolize`/`stringify` and attribute
// conversions; in custom forms a case is written as its keyword.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_ENUMATTR
#define STRATA_BASE_ENUMATTR

include "base/Constraints.td"

// One case: its Rust variant name, its value and its keyword.
class EnumAttrCaseInfo<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}

// An integer case is also the attribute of that value (as in MLIR): a rewrite
// rule (`base/PatternBase.td`) matches it as a constraint on an attribute and
// builds it in a result with `constBuilderCall`.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumAttrCaseInfo<sym, intVal, strVal>,
      TypedSignlessIntegerAttrBase<intType, "i64", "case " # strVal> {
  let predicate = CPred<"$_self.int_value() == Some(" # intVal # ")">;
}
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;
class StrEnumAttrCase<string str, int val = -1, string sym = str>
    : EnumAttrCaseInfo<sym, val, str>;

// Bit enum cases: no bit, one bit, or a named group of bits.
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : EnumAttrCaseInfo<sym, 0, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : EnumAttrCaseInfo<sym, !shl(1, pos), str>;
class I32BitEnumAttrCaseGroup<string sym, list<EnumAttrCaseInfo> cases,
                              string str = sym>
    : EnumAttrCaseInfo<sym,
        !foldl(0, cases, value, bitcase, !or(value, bitcase.value)), str>;

// The information of an enum; the Rust enum is named `name`.
class EnumAttrInfo<string name, list<EnumAttrCaseInfo> cases, Attr baseClass>
    : Attr<baseClass.predicate, baseClass.summary> {
  string className = name;
  list<EnumAttrCaseInfo> enumerants = cases;
  string cppNamespace = "";
  // The width of the integer storage; 0 for string storage.
  int bitwidth = 0;
  bit isBitEnum = 0;
  let storageType = baseClass.storageType;
  let returnType = name;
  let convertFromStorage = name # "::from_attr($_self.ctx, $_self.attr).expect(\"a verified enum attribute\")";
  let constBuilderCall = "$0.to_attr($_ctx)";
  let valueType = baseClass.valueType;
}

class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
        TypedSignlessIntegerAttrBase<intType, "i64",
          !if(!empty(summary),
              "allowed " # intType.summary # " cases: " #
                !interleave(!foreach(c, cases, c.value), ", "),
              summary)>> {
  let bitwidth = intType.bitwidth;
  let predicate = And<[TypedSignlessIntegerAttrBase<intType, "i64", "">.predicate,
                       CPred<"$_self.int_value().is_some_and(|v| [" #
                             !interleave(!foreach(c, cases, c.value), ", ") # "].contains(&v))">]>;
}

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases>;
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases>;

class StrEnumAttr<string name, string summary, list<StrEnumAttrCase> cases>
    : EnumAttrInfo<name, cases,
        StringBasedAttr<
          CPred<"matches!($_self.string_value().as_deref(), Some(" #
                !interleave(!foreach(c, cases, "\"" # c.str # "\""), " | ") # "))">,
          !if(!empty(summary),
              "allowed string cases: " #
                !interleave(!foreach(c, cases, "'" # c.str # "'"), ", "),
              summary)>>;

// A bit enum kept by a dialect attribute (`#arith.fastmath<nnan,ninf>`); in a
// custom form it is written stripped (`fastmath<nnan,ninf>` after its keyword).
class BitEnumDialectAttr<string dialect, string mnemonic, string summary,
                         list<EnumAttrCaseInfo> cases>
    : DialectAttrOf<dialect, mnemonic, summary> {
  list<EnumAttrCaseInfo> enumerants = cases;
  // The attribute's text without `#` (`arith.fastmath<fast>`).
  let returnType = "String";
  let convertFromStorage = "$_self.dialect_attr_text().unwrap_or_default()";
  let constBuilderCall = "$_ctx.dialect_attr_text(&$0)";
  // The enum's C++ type in MLIR (`::mlir::arith::FastMathFlags`), which MLIR's parse
  // errors of the attribute name; empty: the flags are read without them.
  string cppType = "";
  // What the attribute prints between its flags (MLIR's `separator`, without `|`).
  string separator = ",";
}

#endif // STRATA_BASE_ENUMATTR
