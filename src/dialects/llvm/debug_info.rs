//! The Rust of the llvm dialect's debug-info attributes (`spec/dialects/llvm/DebugInfo.td`):
//! the DWARF constants written by name (`DW_TAG_base_type`, `DW_ATE_signed`,
//! `DW_LANG_C`, `DW_CC_normal`, read as LLVM 16's `llvm::dwarf::get*` read them), the
//! enums of MLIR 16's LLVMEnums.td the attributes take (`DIEmissionKind`, `DIFlags`,
//! `DISubprogramFlags`, written as a keyword or, when that is not one, a string), and the
//! verifiers of the parameters MLIR declares as a base class (`DIScopeAttr`, `DITypeAttr`,
//! `DINodeAttr`).

use super::*;
use strata_framework::ir::attrs::AttrKind;

pub use super::dwarf_names::{DW_ATES, DW_CCS, DW_LANGS, DW_TAGS};

/// A table of DWARF names and how an unknown name reads (`None`: it is an error).
pub struct DwarfTable {
    /// (value, name) pairs.
    pub names: &'static [(u32, &'static str)],
    /// The value of an unknown name (`DW_TAG_invalid` for tags), if it is not an error.
    pub unknown: Option<u32>,
}

/// `DW_TAG_*`: an unknown name is `DW_TAG_invalid` (`~0`), `DW_TAG_null` an error.
pub static TAGS: &DwarfTable = &DwarfTable {
    names: DW_TAGS,
    unknown: Some(u32::MAX),
};
/// `DW_LANG_*`.
pub static LANGUAGES: &DwarfTable = &DwarfTable {
    names: DW_LANGS,
    unknown: None,
};
/// `DW_ATE_*`.
pub static ENCODINGS: &DwarfTable = &DwarfTable {
    names: DW_ATES,
    unknown: None,
};
/// `DW_CC_*`.
pub static CALLING_CONVENTIONS: &DwarfTable = &DwarfTable {
    names: DW_CCS,
    unknown: None,
};

/// Reads a DWARF constant by name; a name that reads as 0 is an error
/// (`invalid debug info <summary> name: <name>`, where the summary is the
/// parameter's, `debug info tag`, as in MLIR 16).
pub fn parse_dwarf(
    p: &mut DefParser<'_, '_>,
    summary: &str,
    table: &DwarfTable,
) -> Result<u32, Diagnostic> {
    let at = p.pos();
    let name = p.parse_keyword()?;
    let v = table
        .names
        .iter()
        .find(|(_, n)| *n == name)
        .map(|&(v, _)| v)
        .or(table.unknown)
        .unwrap_or(0);
    if v == 0 {
        return Err(p.error_at(at, format!("invalid debug info {summary} name: {name}")));
    }
    Ok(v)
}

/// The name of a DWARF constant (empty when it has none, as LLVM's `*String` gives).
pub fn dwarf_name(table: &DwarfTable, v: u32) -> &'static str {
    table
        .names
        .iter()
        .find(|&&(x, _)| x == v)
        .map_or("", |&(_, n)| n)
}

/// An enum of LLVMEnums.td: plain (`DIEmissionKind`) or of bits (`DIFlags`,
/// `DISubprogramFlags`: its cases are bits, groups of bits, and the case of no bit).
pub struct DIEnum {
    /// The summary, in the error of an unknown spelling.
    pub summary: &'static str,
    /// Whether the cases are bits, combined with `|`.
    pub bits: bool,
    /// The name of no bit (`Zero`), if the enum has one.
    pub none: Option<&'static str>,
    /// The cases (of a bit enum, the bits and groups by their mask) in order.
    pub cases: &'static [(&'static str, u64)],
    /// The cases that are groups of bits (printed first, the last declared first).
    pub groups: &'static [&'static str],
}

/// `DIEmissionKind`.
pub static EMISSION_KINDS: DIEnum = DIEnum {
    summary: "LLVM debug emission kind",
    bits: false,
    none: None,
    groups: &[],
    cases: &[
        ("None", 0),
        ("Full", 1),
        ("LineTablesOnly", 2),
        ("DebugDirectivesOnly", 3),
    ],
};

/// `DIFlags` (the visibility groups are printed before the bits).
pub static DI_FLAGS: DIEnum = DIEnum {
    summary: "LLVM DI flags",
    bits: true,
    none: Some("Zero"),
    groups: &["Private", "Protected", "Public"],
    cases: &[
        ("Bit0", 1 << 0),
        ("Bit1", 1 << 1),
        ("Private", 1),
        ("Protected", 2),
        ("Public", 3),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 1 << 16),
        ("VirtualInheritance", 1 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
    ],
};

/// `DISubprogramFlags`.
pub static DI_SUBPROGRAM_FLAGS: DIEnum = DIEnum {
    summary: "LLVM DISubprogram flags",
    bits: true,
    none: None,
    groups: &[],
    cases: &[
        ("Virtual", 1 << 0),
        ("PureVirtual", 1 << 1),
        ("LocalToUnit", 1 << 2),
        ("Definition", 1 << 3),
        ("Optimized", 1 << 4),
        ("Pure", 1 << 5),
        ("Elemental", 1 << 6),
        ("Recursive", 1 << 7),
        ("MainSubprogram", 1 << 8),
        ("Deleted", 1 << 9),
        ("ObjCDirect", 1 << 11),
    ],
};

impl DIEnum {
    /// Whether a case is a group of bits.
    fn is_group(&self, name: &str) -> bool {
        self.groups.contains(&name)
    }

    /// The value a spelling names (`A|B` for a bit enum).
    pub fn symbolize(&self, s: &str) -> Option<u64> {
        if !self.bits {
            return self.cases.iter().find(|c| c.0 == s).map(|c| c.1);
        }
        if self.none == Some(s) {
            return Some(0);
        }
        let mut v = 0;
        for part in s.split('|') {
            let part = part.trim();
            v |= self.cases.iter().find(|c| c.0 == part)?.1;
        }
        Some(v)
    }

    /// The spelling of a value (MLIR's `stringifyEnum`; empty when it has none): of a
    /// bit enum, its groups (the last declared first) and then its bits.
    pub fn stringify(&self, v: u64) -> String {
        if !self.bits {
            return self
                .cases
                .iter()
                .find(|c| c.1 == v)
                .map_or(String::new(), |c| c.0.to_string());
        }
        if v == 0 {
            return self.none.unwrap_or("").to_string();
        }
        let valid = self.cases.iter().fold(0, |a, c| a | c.1);
        if v & !valid != 0 {
            return String::new();
        }
        let mut rest = v;
        let mut parts = Vec::new();
        for &(name, mask) in self.cases.iter().rev() {
            if self.is_group(name) && rest & mask == mask {
                parts.push(name);
                rest &= !mask;
            }
        }
        for &(name, mask) in self.cases {
            if !self.is_group(name) && rest & mask == mask {
                parts.push(name);
            }
        }
        parts.join("|")
    }
}

/// Reads an enum written as a keyword or a string (MLIR's `FieldParser` of an enum).
pub fn parse_enum<T: TryFrom<u64>>(p: &mut DefParser<'_, '_>, e: &DIEnum) -> Result<T, Diagnostic> {
    let at = p.pos();
    let word = match p.parse_optional_string() {
        Some(s) => s?,
        None => p
            .parse_keyword()
            .map_err(|_| p.error_at(at, format!("expected keyword for {}", e.summary)))?
            .to_string(),
    };
    e.symbolize(&word)
        .and_then(|v| T::try_from(v).ok())
        .ok_or_else(|| p.error_at(at, format!("invalid {} specification: {word}", e.summary)))
}

/// Writes an enum: as a keyword when its spelling is one of its cases, else as a string.
pub fn print_enum<T: Into<u64>>(p: &mut DefPrinter<'_>, e: &DIEnum, v: T) {
    let s = e.stringify(v.into());
    if e.none == Some(s.as_str()) || e.cases.iter().any(|c| c.0 == s) {
        p.write(&s);
    } else {
        p.print_string(&s);
    }
}

/// The names of the llvm attributes that print through an alias named by their mnemonic
/// (MLIR 16's `LLVMOpAsmDialectInterface::getAlias`).
pub const ALIASED: &[&str] = &[
    "di_basic_type",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_subprogram",
    "di_subroutine_type",
    "di_void_result_type",
];

/// Whether `a` is a `DIScopeAttr`: a compile unit, composite type, file, lexical block
/// (file) or subprogram.
pub fn is_di_scope(ctx: &Context, a: Attribute) -> bool {
    DICompileUnitAttr::from_attr(ctx, a).is_some()
        || DICompositeTypeAttr::from_attr(ctx, a).is_some()
        || DIFileAttr::from_attr(ctx, a).is_some()
        || DILexicalBlockAttr::from_attr(ctx, a).is_some()
        || DILexicalBlockFileAttr::from_attr(ctx, a).is_some()
        || DISubprogramAttr::from_attr(ctx, a).is_some()
}

/// Whether `a` is a `DITypeAttr`: the void result type, a basic, composite, derived or
/// subroutine type.
pub fn is_di_type(ctx: &Context, a: Attribute) -> bool {
    DIVoidResultTypeAttr::from_attr(ctx, a).is_some()
        || DIBasicTypeAttr::from_attr(ctx, a).is_some()
        || DICompositeTypeAttr::from_attr(ctx, a).is_some()
        || DIDerivedTypeAttr::from_attr(ctx, a).is_some()
        || DISubroutineTypeAttr::from_attr(ctx, a).is_some()
}

/// Whether `a` is a `DINodeAttr`: any debug-info attribute.
pub fn is_di_node(ctx: &Context, a: Attribute) -> bool {
    is_di_scope(ctx, a)
        || is_di_type(ctx, a)
        || DILocalVariableAttr::from_attr(ctx, a).is_some()
        || DISubrangeAttr::from_attr(ctx, a).is_some()
}

/// MLIR's error for a parameter of the wrong kind of attribute.
const INVALID_KIND: &str = "invalid kind of attribute specified";

fn check(ok: bool) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(INVALID_KIND.to_string())
    }
}

impl AttrOrTypeVerifier for DICompositeTypeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        let ctx = self.ctx();
        check(self.scope().is_none_or(|a| is_di_scope(ctx, a)))?;
        check(self.base_type().is_none_or(|a| is_di_type(ctx, a)))?;
        check(
            self.elements()
                .unwrap_or_default()
                .iter()
                .all(|&a| is_di_node(ctx, a)),
        )
    }
}

impl AttrOrTypeVerifier for DIDerivedTypeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        check(is_di_type(self.ctx(), self.base_type()))
    }
}

impl AttrOrTypeVerifier for DILexicalBlockAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        check(is_di_scope(self.ctx(), self.scope()))
    }
}

impl AttrOrTypeVerifier for DILexicalBlockFileAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        check(is_di_scope(self.ctx(), self.scope()))
    }
}

impl AttrOrTypeVerifier for DILocalVariableAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        let ctx = self.ctx();
        check(is_di_scope(ctx, self.scope()))?;
        check(self.type_().is_none_or(|a| is_di_type(ctx, a)))
    }
}

impl AttrOrTypeVerifier for DISubprogramAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        check(is_di_scope(self.ctx(), self.scope()))
    }
}

impl AttrOrTypeVerifier for DISubrangeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        let ctx = self.ctx();
        check(
            [
                self.count(),
                self.lower_bound(),
                self.upper_bound(),
                self.stride(),
            ]
            .into_iter()
            .flatten()
            .all(|a| matches!(ctx.attr_kind_ref(a), AttrKind::Integer { .. })),
        )
    }
}

impl AttrOrTypeVerifier for DISubroutineTypeAttr<'_> {
    /// MLIR 16's: the types are `DITypeAttr`s, and only the first (the result) may be
    /// the void result type.
    fn verify(&self) -> Result<(), String> {
        let ctx = self.ctx();
        let types = self.types().unwrap_or_default();
        check(types.iter().all(|&a| is_di_type(ctx, a)))?;
        if types
            .iter()
            .skip(1)
            .any(|&a| DIVoidResultTypeAttr::from_attr(ctx, a).is_some())
        {
            return Err("expected subroutine to have non-void argument types".into());
        }
        Ok(())
    }
}
