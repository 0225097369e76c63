//===- dlti.td - the data layout and target information dialect ------------===//
//
// MLIR 16's `dlti` dialect (DLTI.h, DLTIBase.td): a data layout specification
// `#dlti.dl_spec<...>` is a list of entries `#dlti.dl_entry<key, value>`, each keyed
// by a type or by a quoted identifier. The forms are MLIR's; the parsing, printing and
// checks are the Rust of `src/dialects/dlti.rs`, which also gives the specs to the
// framework's data layout queries (`strata_framework::interfaces::data_layout`).
//
//===----------------------------------------------------------------------===//

include "base/AttrTypeBase.td"

def DLTI_Dialect : Dialect {
  let name = "dlti";
  let summary = "The data layout and target information dialect";
  let cppNamespace = "crate::dialects::dlti";
}

def DLTI_DataLayoutEntryAttr : AttrDef<DLTI_Dialect, "DataLayoutEntry"> {
  let mnemonic = "dl_entry";
  let summary = "An attribute to represent a data layout entry";
  let description = [{
    A pair of a key, either a type (`index`, `!llvm.ptr<i8>`) or an identifier
    (`"dlti.endianness"`), and the value of the layout property it names:
    `#dlti.dl_entry<index, 32 : i64>`.
  }];
  let parameters = (ins OptionalParameter<"Type", "the type key">:$keyType,
                        OptionalParameter<"String", "the identifier key">:$keyName,
                        "Attribute":$value);
  let hasCustomAssemblyFormat = 1;
}

def DLTI_DataLayoutSpecAttr : AttrDef<DLTI_Dialect, "DataLayoutSpec"> {
  let mnemonic = "dl_spec";
  let summary = "An attribute to represent a data layout specification";
  let description = [{
    A list of `#dlti.dl_entry` attributes, no two with the same key:
    `#dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>`.
  }];
  let parameters = (ins ArrayRefParameter<"Attribute", "the entries">:$entries);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}
