//! MLIR 16's data layout queries (`DataLayoutInterfaces`): the size in bytes and bits, the
//! ABI alignment and the preferred alignment of a type in a data layout.
//!
//! A data layout is given by the data layout specifications (MLIR's
//! `DataLayoutSpecInterface`, the `dlti` dialect's `#dlti.dl_spec`) of the modules
//! enclosing an op: each spec is a list of entries (`DataLayoutEntryInterface`) keyed by a
//! type or by an identifier. The framework knows no dialect but `builtin`, so a dialect
//! whose attributes are specs says so through [`DataLayoutSpecInterface`], and a dialect
//! whose types have a layout gives it through [`DataLayoutTypeInterface`] (both dialect
//! interfaces, registered with `Context::add_dialect_interface`).
//!
//! [`DataLayout`] answers the queries as MLIR 16's `DataLayout` does, with MLIR's defaults
//! for the builtin types (`getDefaultTypeSizeInBits`, `getDefaultABIAlignment`,
//! `getDefaultPreferredAlignment`): integers and floats by their width, or by the entry of
//! the spec for their type class (integers: the entry of the smallest width not below the
//! type's, else the widest), `index` as an integer of the width of its entry (64 without
//! one), `complex` and `vector` from their element type. The entries given to a type's
//! rules are those of its type class (MLIR's `TypeID`: every integer type is one class,
//! each float type its own, each `.td` type def its own).
//! [`verify_data_layout_spec`] is MLIR's `verifyDataLayoutSpec`, [`module_spec`] what
//! `ModuleOp::getDataLayoutSpec` returns, and [`combine_specs`] MLIR's `combineWith` (inner
//! entries override outer ones of the same key).

use std::cell::RefCell;

use crate::asm::print_attr::AttrPrinter;
use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::context::{Attribute, Context, FxHashMap, Type};
use crate::ir::types::{FloatKind, Signedness, TypeKind};

/// The key of a data layout entry: a type, or an identifier (`"dlti.endianness"`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EntryKey {
    /// A type key.
    Type(Type),
    /// An identifier key.
    Id(String),
}

/// One entry of a data layout specification.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DataLayoutEntry {
    /// The key.
    pub key: EntryKey,
    /// The value.
    pub value: Attribute,
    /// The entry attribute itself (for messages).
    pub attr: Attribute,
}

impl DataLayoutEntry {
    /// The type key, if the entry has one.
    pub fn key_type(&self) -> Option<Type> {
        match self.key {
            EntryKey::Type(t) => Some(t),
            EntryKey::Id(_) => None,
        }
    }
}

/// Implemented by a dialect whose attributes may be data layout specifications (MLIR's
/// `DataLayoutSpecInterface`).
pub trait DataLayoutSpecInterface: Send + Sync {
    /// The entries of `attr` when it is one of the dialect's specifications.
    fn spec_entries(&self, ctx: &Context, attr: Attribute) -> Option<Vec<DataLayoutEntry>>;

    /// Checks an entry keyed by an identifier of this dialect (MLIR's
    /// `DataLayoutDialectInterface::verifyEntry`); `None` when the dialect does not
    /// support identifier entries.
    fn verify_identifier_entry(
        &self,
        _ctx: &Context,
        _entry: &DataLayoutEntry,
    ) -> Option<Result<(), String>> {
        None
    }
}

/// Implemented by a dialect whose types have a data layout (MLIR's
/// `DataLayoutTypeInterface`). Each method answers for a type of the dialect, given the
/// spec's entries of the type's class; `None` when the type has no layout.
pub trait DataLayoutTypeInterface: Send + Sync {
    /// The size of `t` in bits.
    fn type_size_in_bits(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>>;
    /// The ABI alignment of `t` in bytes.
    fn abi_alignment(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>>;
    /// The preferred alignment of `t` in bytes.
    fn preferred_alignment(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>>;
    /// Checks the entries of one type class of the dialect (MLIR's `verifyEntries`);
    /// `None` when the type has no layout.
    fn verify_entries(
        &self,
        ctx: &Context,
        entries: &[DataLayoutEntry],
    ) -> Option<Result<(), String>>;
}

/// The class of a type (MLIR's `TypeID`): the entries of a spec given to a type's rules
/// are those whose key is of the same class.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeClass {
    /// Every integer type.
    Integer,
    /// `index`.
    Index,
    /// One float type.
    Float(FloatKind),
    /// Another builtin type, by kind.
    Builtin(&'static str),
    /// A type of a `.td` def: its dialect and def name.
    Def(&'static str, &'static str),
    /// A dialect type kept as text, by its `dialect.mnemonic`.
    Opaque(String),
}

/// The class of `t`.
pub fn type_class(ctx: &Context, t: Type) -> TypeClass {
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { .. } => TypeClass::Integer,
        TypeKind::Index => TypeClass::Index,
        TypeKind::Float(k) => TypeClass::Float(*k),
        TypeKind::None => TypeClass::Builtin("none"),
        TypeKind::Complex(_) => TypeClass::Builtin("complex"),
        TypeKind::Tuple(_) => TypeClass::Builtin("tuple"),
        TypeKind::Function { .. } => TypeClass::Builtin("function"),
        TypeKind::Vector { .. } => TypeClass::Builtin("vector"),
        TypeKind::RankedTensor { .. } => TypeClass::Builtin("tensor"),
        TypeKind::UnrankedTensor { .. } => TypeClass::Builtin("unranked_tensor"),
        TypeKind::MemRef { .. } => TypeClass::Builtin("memref"),
        TypeKind::UnrankedMemRef { .. } => TypeClass::Builtin("unranked_memref"),
        TypeKind::Opaque { pieces, .. } => {
            let head = pieces.first().map_or("", String::as_str);
            let end = head
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                .unwrap_or(head.len());
            TypeClass::Opaque(head[..end].to_string())
        }
        TypeKind::Dialect(d) => TypeClass::Def(d.def.0.dialect(), d.def.0.name()),
    }
}

/// The dialect of a non-builtin type, if it has one.
fn type_dialect(ctx: &Context, t: Type) -> Option<String> {
    match type_class(ctx, t) {
        TypeClass::Def(d, _) => Some(d.to_string()),
        TypeClass::Opaque(h) => Some(h.split('.').next().unwrap_or("").to_string()),
        _ => None,
    }
}

/// The syntax of a type, for messages.
pub fn type_text(ctx: &Context, t: Type) -> String {
    AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

/// The syntax of an attribute, for messages.
pub fn attr_text(ctx: &Context, a: Attribute) -> String {
    AttrPrinter { ctx, aliases: None }.attr_to_string(a)
}

/// The entries of `attr` when it is a data layout specification of a registered dialect.
pub fn spec_entries(ctx: &Context, attr: Attribute) -> Option<Vec<DataLayoutEntry>> {
    let AttrKind::Dialect(d) = ctx.attr_kind_ref(attr) else {
        return None;
    };
    let dialect = d.def.0.dialect();
    ctx.dialect_interface::<dyn DataLayoutSpecInterface>(dialect)?
        .spec_entries(ctx, attr)
}

/// The first attribute of the dictionary `attrs` that is a data layout specification,
/// with its name (MLIR's `ModuleOp::getDataLayoutSpec`).
pub fn module_spec(ctx: &Context, attrs: Attribute) -> Option<(String, Attribute)> {
    ctx.dictionary_entries(attrs)
        .into_iter()
        .find(|&(_, v)| spec_entries(ctx, v).is_some())
        .map(|(n, v)| (ctx.ident_ref(n).to_string(), v))
}

/// The entries of the specs `specs` (outermost first) combined, inner entries replacing
/// outer ones of the same key (MLIR's `DataLayoutSpecAttr::combineWith`; the
/// compatibility of the entries of a type class is not checked).
pub fn combine_specs(ctx: &Context, specs: &[Attribute]) -> Vec<DataLayoutEntry> {
    let mut out: Vec<DataLayoutEntry> = Vec::new();
    for &spec in specs {
        for e in spec_entries(ctx, spec).unwrap_or_default() {
            match out.iter_mut().find(|o| o.key == e.key) {
                Some(o) => *o = e,
                None => out.push(e),
            }
        }
    }
    out
}

/// The values of a dense integer elements attribute of `i32` elements (every element,
/// splats expanded), or `None` for another attribute.
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    dense_int_values(ctx, a, Some(32))
}

/// The values of a dense integer elements attribute (of elements `width` bits wide when
/// given), splats expanded, sign-extended; `None` for another attribute.
pub fn dense_int_values(ctx: &Context, a: Attribute, width: Option<u32>) -> Option<Vec<i64>> {
    let AttrKind::DenseElements {
        ty,
        kind,
        complex: false,
        values,
    } = ctx.attr_kind_ref(a)
    else {
        return None;
    };
    let w = match kind {
        DenseElemKind::Int(w, s) => {
            if width.is_some_and(|want| want != *w || *s != Signedness::Signless) {
                return None;
            }
            *w
        }
        DenseElemKind::Index if width.is_none() => 64,
        _ => return None,
    };
    let n: i64 = match ctx.type_kind_ref(*ty) {
        TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
            shape.iter().product()
        }
        _ => return None,
    };
    let sext = |v: u128| -> i64 {
        if w == 0 || w >= 64 {
            v as i64
        } else {
            let shift = 64 - w;
            ((v as i64) << shift) >> shift
        }
    };
    if values.len() == 1 {
        Some(vec![sext(values[0]); n.max(0) as usize])
    } else {
        Some(values.iter().map(|&v| sext(v)).collect())
    }
}

/// MLIR's `verifyDataLayoutSpec`: each type class's entries checked by the rules of the
/// builtin types or by the type's dialect, then each identifier entry by its dialect. The
/// error is the message MLIR emits at the op's location.
pub fn verify_data_layout_spec(ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
    let mut classes: Vec<(TypeClass, Vec<DataLayoutEntry>)> = Vec::new();
    let mut ids: Vec<&DataLayoutEntry> = Vec::new();
    for e in entries {
        match e.key {
            EntryKey::Type(t) => {
                let c = type_class(ctx, t);
                match classes.iter_mut().find(|(k, _)| *k == c) {
                    Some((_, v)) => v.push(e.clone()),
                    None => classes.push((c, vec![e.clone()])),
                }
            }
            EntryKey::Id(_) => ids.push(e),
        }
    }
    for (class, group) in &classes {
        let sample = group[0].key_type().expect("a type key");
        match class {
            TypeClass::Index => {
                if !matches!(ctx.attr_kind_ref(group[0].value), AttrKind::Integer { .. }) {
                    return Err(format!(
                        "expected integer attribute in the data layout entry for '{}'",
                        type_text(ctx, sample)
                    ));
                }
            }
            TypeClass::Integer | TypeClass::Float(_) => {
                for e in group {
                    let Some(values) = dense_i32_values(ctx, e.value) else {
                        return Err(format!(
                            "expected a dense i32 elements attribute in the data layout entry {}",
                            attr_text(ctx, e.attr)
                        ));
                    };
                    if values.is_empty() || values.len() > 2 {
                        return Err(format!(
                            "expected 1 or 2 elements in the data layout entry {}",
                            attr_text(ctx, e.attr)
                        ));
                    }
                    let abi = values[0];
                    let preferred = values.get(1).copied().unwrap_or(abi);
                    if preferred < abi {
                        return Err(format!(
                            "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}",
                            attr_text(ctx, e.attr)
                        ));
                    }
                }
            }
            TypeClass::Builtin(_) => {
                return Err("unexpected data layout for a built-in type".to_string());
            }
            TypeClass::Def(..) | TypeClass::Opaque(_) => {
                let verified = type_dialect(ctx, sample)
                    .and_then(|d| ctx.dialect_interface::<dyn DataLayoutTypeInterface>(&d))
                    .and_then(|i| i.verify_entries(ctx, group));
                match verified {
                    Some(r) => r?,
                    None => {
                        return Err(
                            "data layout specified for a type that does not support it".to_string()
                        )
                    }
                }
            }
        }
    }
    for e in ids {
        let EntryKey::Id(id) = &e.key else {
            continue;
        };
        // An identifier names its dialect before its first `.`; one of a dialect that is
        // not loaded is not checked.
        let dialect = id.split('.').next().unwrap_or("");
        if !ctx.is_registered_dialect(dialect) {
            continue;
        }
        let verified = ctx
            .dialect_interface::<dyn DataLayoutSpecInterface>(dialect)
            .and_then(|i| i.verify_identifier_entry(ctx, e));
        match verified {
            Some(r) => r?,
            None => {
                return Err(format!(
                    "the '{dialect}' dialect does not support identifier data layout entries"
                ))
            }
        }
    }
    Ok(())
}

/// What a query fails with: MLIR's fatal error for a type without a layout.
fn missing_layout(ctx: &Context, t: Type) -> String {
    format!(
        "neither the scoping op nor the type class provide data layout information for {}",
        type_text(ctx, t)
    )
}

/// The smallest power of two at least `v` (1 for 0, as LLVM's `PowerOf2Ceil` gives 0 for
/// 0; callers never ask for 0 where it matters).
fn power_of_2_ceil(v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        v.next_power_of_two()
    }
}

/// The data layout of a scope: MLIR 16's `DataLayout`, over the combined entries of the
/// specs around an op. Results are cached per type.
pub struct DataLayout<'c> {
    ctx: &'c Context,
    entries: Vec<DataLayoutEntry>,
    sizes: RefCell<FxHashMap<Type, u64>>,
    abi: RefCell<FxHashMap<Type, u64>>,
    preferred: RefCell<FxHashMap<Type, u64>>,
}

/// The queries' result: a number, or MLIR's fatal error for a type without a layout.
pub type LayoutResult = Result<u64, String>;

impl<'c> DataLayout<'c> {
    /// The layout given by `entries` (combined already).
    pub fn new(ctx: &'c Context, entries: Vec<DataLayoutEntry>) -> Self {
        DataLayout {
            ctx,
            entries,
            sizes: RefCell::default(),
            abi: RefCell::default(),
            preferred: RefCell::default(),
        }
    }

    /// The layout of the specs `specs` (outermost first).
    pub fn from_specs(ctx: &'c Context, specs: &[Attribute]) -> Self {
        Self::new(ctx, combine_specs(ctx, specs))
    }

    /// The layout of an op whose attribute dictionary is `attrs` (a module): its spec
    /// alone, MLIR's defaults without one.
    pub fn of_attrs(ctx: &'c Context, attrs: Attribute) -> Self {
        let specs: Vec<Attribute> = module_spec(ctx, attrs)
            .map(|(_, s)| s)
            .into_iter()
            .collect();
        Self::from_specs(ctx, &specs)
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// The combined entries.
    pub fn entries(&self) -> &[DataLayoutEntry] {
        &self.entries
    }

    /// The entries whose key is of the class of `t` (MLIR's `getSpecForType`).
    pub fn entries_for(&self, t: Type) -> Vec<DataLayoutEntry> {
        let c = type_class(self.ctx, t);
        self.entries
            .iter()
            .filter(|e| e.key_type().is_some_and(|k| type_class(self.ctx, k) == c))
            .cloned()
            .collect()
    }

    /// The entry keyed by the identifier `id`.
    pub fn entry_for_id(&self, id: &str) -> Option<&DataLayoutEntry> {
        self.entries
            .iter()
            .find(|e| matches!(&e.key, EntryKey::Id(k) if k == id))
    }

    /// The width of `index` (MLIR's `getTypeSizeInBits(IndexType)`): its entry's value, 64
    /// without one.
    pub fn index_bitwidth(&self) -> u64 {
        index_width(self.ctx, &self.entries_for(self.ctx.index_type()))
    }

    /// The size of `t` in bytes (MLIR's `getTypeSize`).
    pub fn type_size(&self, t: Type) -> LayoutResult {
        Ok(self.type_size_in_bits(t)?.div_ceil(8))
    }

    /// The size of `t` in bits (MLIR's `getTypeSizeInBits`).
    pub fn type_size_in_bits(&self, t: Type) -> LayoutResult {
        if let Some(&v) = self.sizes.borrow().get(&t) {
            return Ok(v);
        }
        let v = self.default_size_in_bits(t, &self.entries_for(t))?;
        self.sizes.borrow_mut().insert(t, v);
        Ok(v)
    }

    /// The ABI alignment of `t` in bytes (MLIR's `getTypeABIAlignment`).
    pub fn type_abi_alignment(&self, t: Type) -> LayoutResult {
        if let Some(&v) = self.abi.borrow().get(&t) {
            return Ok(v);
        }
        let v = self.default_abi_alignment(t, &self.entries_for(t))?;
        self.abi.borrow_mut().insert(t, v);
        Ok(v)
    }

    /// The preferred alignment of `t` in bytes (MLIR's `getTypePreferredAlignment`).
    pub fn type_preferred_alignment(&self, t: Type) -> LayoutResult {
        if let Some(&v) = self.preferred.borrow().get(&t) {
            return Ok(v);
        }
        let v = self.default_preferred_alignment(t, &self.entries_for(t))?;
        self.preferred.borrow_mut().insert(t, v);
        Ok(v)
    }

    fn type_interface(
        &self,
        t: Type,
    ) -> Option<crate::ir::dialect_interface::InterfaceRef<dyn DataLayoutTypeInterface>> {
        let d = type_dialect(self.ctx, t)?;
        self.ctx
            .dialect_interface::<dyn DataLayoutTypeInterface>(&d)
    }

    /// MLIR's `getDefaultTypeSizeInBits`.
    fn default_size_in_bits(&self, t: Type, params: &[DataLayoutEntry]) -> LayoutResult {
        let ctx = self.ctx;
        match ctx.type_kind_ref(t) {
            TypeKind::Integer { width, .. } => Ok(u64::from(*width)),
            TypeKind::Float(k) => Ok(u64::from(k.width())),
            &TypeKind::Complex(et) => {
                let inner_align = self.default_preferred_alignment(et, params)? * 8;
                let inner = self.default_size_in_bits(et, params)?;
                Ok(inner.div_ceil(inner_align.max(1)) * inner_align.max(1) + inner)
            }
            TypeKind::Index => {
                self.type_size_in_bits(ctx.int_type(index_width(ctx, params) as u32))
            }
            TypeKind::Vector { shape, elem, .. } => {
                let last = *shape.last().unwrap_or(&1) as u64;
                let n: u64 = shape.iter().map(|&d| d as u64).product();
                let outer = n.checked_div(last).unwrap_or(0);
                Ok(outer * power_of_2_ceil(last) * self.type_size(*elem)? * 8)
            }
            _ => match self.type_interface(t) {
                Some(i) => i
                    .type_size_in_bits(self, t, params)
                    .unwrap_or_else(|| Err(missing_layout(ctx, t))),
                None => Err(missing_layout(ctx, t)),
            },
        }
    }

    /// MLIR's `getDefaultABIAlignment`.
    fn default_abi_alignment(&self, t: Type, params: &[DataLayoutEntry]) -> LayoutResult {
        let ctx = self.ctx;
        match ctx.type_kind_ref(t) {
            TypeKind::Vector { .. } => Ok(power_of_2_ceil(self.type_size(t)?)),
            TypeKind::Float(_) => match params.first() {
                Some(e) => Ok(abi_of_entry(ctx, e)),
                None => Ok(power_of_2_ceil(self.type_size(t)?)),
            },
            TypeKind::Index => {
                self.type_abi_alignment(ctx.int_type(index_width(ctx, params) as u32))
            }
            &TypeKind::Integer { width, .. } => match entry_for_integer(ctx, width, params) {
                Some(e) => Ok(abi_of_entry(ctx, e)),
                None if width < 64 => Ok(power_of_2_ceil(u64::from(width).div_ceil(8))),
                None => Ok(4),
            },
            &TypeKind::Complex(et) => self.default_abi_alignment(et, params),
            _ => match self.type_interface(t) {
                Some(i) => i
                    .abi_alignment(self, t, params)
                    .unwrap_or_else(|| Err(missing_layout(ctx, t))),
                None => Err(missing_layout(ctx, t)),
            },
        }
    }

    /// MLIR's `getDefaultPreferredAlignment`.
    fn default_preferred_alignment(&self, t: Type, params: &[DataLayoutEntry]) -> LayoutResult {
        let ctx = self.ctx;
        match ctx.type_kind_ref(t) {
            TypeKind::Vector { .. } => self.type_abi_alignment(t),
            TypeKind::Float(_) => match params.first() {
                Some(e) => Ok(preferred_of_entry(ctx, e)),
                None => self.type_abi_alignment(t),
            },
            &TypeKind::Integer { width, .. } => match entry_for_integer(ctx, width, params) {
                Some(e) => Ok(preferred_of_entry(ctx, e)),
                None => Ok(power_of_2_ceil(self.type_size(t)?)),
            },
            TypeKind::Index => {
                self.type_preferred_alignment(ctx.int_type(index_width(ctx, params) as u32))
            }
            &TypeKind::Complex(et) => self.default_preferred_alignment(et, params),
            _ => match self.type_interface(t) {
                Some(i) => i
                    .preferred_alignment(self, t, params)
                    .unwrap_or_else(|| Err(missing_layout(ctx, t))),
                None => Err(missing_layout(ctx, t)),
            },
        }
    }
}

/// The width of `index` its entries give (64 without one).
fn index_width(ctx: &Context, params: &[DataLayoutEntry]) -> u64 {
    params
        .iter()
        .find(|e| {
            e.key_type()
                .is_some_and(|t| matches!(ctx.type_kind_ref(t), TypeKind::Index))
        })
        .and_then(|e| match ctx.attr_kind_ref(e.value) {
            AttrKind::Integer { value, .. } => Some(*value as u64),
            _ => None,
        })
        .unwrap_or(64)
}

/// The entry of the integer type of `width` bits: that of the smallest width at least
/// `width`, else the widest (MLIR's `findEntryForIntegerType`).
fn entry_for_integer<'e>(
    ctx: &Context,
    width: u32,
    params: &'e [DataLayoutEntry],
) -> Option<&'e DataLayoutEntry> {
    let mut sorted: Vec<(u32, &DataLayoutEntry)> = Vec::new();
    for e in params {
        let Some(t) = e.key_type() else { continue };
        let TypeKind::Integer { width: w, .. } = ctx.type_kind_ref(t) else {
            continue;
        };
        // The first entry of a width is kept, as `std::map::insert` keeps it.
        if !sorted.iter().any(|(x, _)| x == w) {
            sorted.push((*w, e));
        }
    }
    sorted.sort_by_key(|(w, _)| *w);
    sorted
        .iter()
        .find(|(w, _)| *w >= width)
        .or(sorted.last())
        .map(|(_, e)| *e)
}

/// The ABI alignment in bytes of an integer or float entry (its first value, in bits).
fn abi_of_entry(ctx: &Context, e: &DataLayoutEntry) -> u64 {
    dense_int_values(ctx, e.value, None)
        .and_then(|v| v.first().copied())
        .map_or(0, |v| v as u64 / 8)
}

/// The preferred alignment in bytes of an integer or float entry (its last value).
fn preferred_of_entry(ctx: &Context, e: &DataLayoutEntry) -> u64 {
    dense_int_values(ctx, e.value, None)
        .and_then(|v| v.last().copied())
        .map_or(0, |v| v as u64 / 8)
}
