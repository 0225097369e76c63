//! The runtime of ops defined in `.td` (ODS): the static tables `strata-tblgen` generates
//! for each op ([`OpSpec`]), the verifier that checks an op against its table with MLIR's
//! wording, the declarative assembly format interpreter ([`format`]), and the hook traits a
//! dialect's hand-written Rust implements when its spec asks for them.
//!
//! Generated code is mostly data plus thin typed accessors: every op shares the format
//! interpreter here. Verification is the exception: each generated op checks its
//! invariants in straight-line code of its own ([`OpSpec::invariants`], calling the
//! helpers of [`check`]), which the verifier runs instead of reading the tables; specs
//! written by hand are checked from their tables, in the same order and wording.

pub use crate::asm::attr_type;
mod build;
pub mod check;
pub mod directives;
pub mod enum_attr;
pub mod format;
mod op_interface;
mod verify;
mod view;

pub use attr_type::{
    attr_has_trait, attr_interface_model, type_has_trait, type_interface_model, verify_def,
    AttrDefView, AttrOrTypeCustomFormat, AttrOrTypeVerifier, AttrTypeDefSpec, DefParser,
    DefPrinter, HandleParam, Param, ParamValue, TypeDefView,
};
pub use build::flat_symbol_ref;
pub use op_interface::{
    interface_model, interface_model_for, interface_names, CallInterfaceCallable, InterfaceImpl,
    OpView,
};
pub use verify::{
    verify_op, verify_op_memo, verify_op_regions, verify_op_with, verify_op_with_info, SpecFacts,
    TypeMemo,
};
pub use view::{AttrView, TypeView};

use crate::ir::body::{Region, Value};
use crate::ir::context::{Attribute, Context, OpInfo, Type};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter};
pub use crate::ir::registry::EffectClass;
use crate::ir::registry::{OpRef, OpTraits};
use crate::support::diag::Diagnostic;
use std::any::Any;

/// A type constraint: its summary (used in messages) and its predicate.
#[derive(Debug)]
pub struct TypeConstraint {
    /// The summary (`signless-integer-like`).
    pub summary: &'static str,
    /// Whether a type satisfies the constraint.
    pub pred: fn(TypeView<'_>) -> bool,
    /// The type class a custom form's `type($x)` must give for a single operand or
    /// result (`typeClassPred`; MLIR's `parseType<TensorType>`): another type is
    /// `invalid kind of type specified`.
    pub class: Option<fn(TypeView<'_>) -> bool>,
}

/// An attribute constraint: its summary and its predicate.
#[derive(Debug)]
pub struct AttrConstraint {
    /// The summary (`64-bit signless integer attribute`).
    pub summary: &'static str,
    /// Whether an attribute satisfies the constraint.
    pub pred: fn(AttrView<'_>) -> bool,
}

/// How many values an operand or result group holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
}

/// A named operand or result group.
#[derive(Debug)]
pub struct ValueSpec {
    /// Its name in the spec.
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// The constraint on each value's type.
    pub constraint: &'static TypeConstraint,
}

/// The cases of an enum attribute (ODS `I32EnumAttr`, `I64EnumAttr`, `StrEnumAttr`).
#[derive(Debug)]
pub struct EnumSpec {
    /// `(keyword, value)` of each case.
    pub cases: &'static [(&'static str, i64)],
    /// The integer width of the storage, or 0 for string storage.
    pub width: u32,
    /// For an enum kept by a dialect attribute (`#arith.fastmath<...>`): how MLIR reads
    /// and prints the attribute, and what its parse errors name.
    pub syntax: Option<&'static enum_attr::EnumAttrSyntax>,
}

impl EnumSpec {
    /// The canonical keywords of a bit-enum value, as MLIR prints them: the zero case for
    /// 0, else the groups (cases of several bits) fully present, then the remaining
    /// single bits, in declaration order, comma-separated.
    pub fn print_bits(&self, mut v: i64) -> String {
        if v == 0 {
            return self
                .cases
                .iter()
                .find(|c| c.1 == 0)
                .map_or(String::new(), |c| c.0.to_string());
        }
        let mut out: Vec<&str> = Vec::new();
        for &(kw, bits) in self.cases {
            if bits.count_ones() > 1 && v & bits == bits {
                out.push(kw);
                v &= !bits;
            }
        }
        for &(kw, bits) in self.cases {
            if bits.count_ones() == 1 && v & bits == bits {
                out.push(kw);
                v &= !bits;
            }
        }
        out.join(",")
    }

    /// The attribute storing the case `value`.
    pub fn attr(&self, ctx: &Context, value: i64) -> Attribute {
        if self.width == 0 {
            let kw = self.cases.iter().find(|c| c.1 == value).map_or("", |c| c.0);
            ctx.string_attr(kw)
        } else {
            ctx.integer_attr(value as i128, ctx.int_type(self.width))
        }
    }

    /// The keyword of the case an attribute stores.
    pub fn keyword(&self, ctx: &Context, a: Attribute) -> Option<&'static str> {
        let v = AttrView::new(ctx, a);
        if self.width == 0 {
            let s = v.string_value()?;
            self.cases.iter().find(|c| c.0 == s).map(|c| c.0)
        } else {
            let n = v.int_value()?;
            self.cases.iter().find(|c| c.1 as i128 == n).map(|c| c.0)
        }
    }
}

/// A named attribute of an op.
#[derive(Debug)]
pub struct AttrSpec {
    /// Its name.
    pub name: &'static str,
    /// Its constraint.
    pub constraint: &'static AttrConstraint,
    /// It may be absent (`OptionalAttr`, or `DefaultValuedAttr` with its default).
    pub optional: bool,
    /// The default value of a `DefaultValuedAttr`.
    pub default: Option<fn(&Context) -> Attribute>,
    /// The cases of an enum attribute (parsed and printed as a keyword).
    pub enum_spec: Option<&'static EnumSpec>,
    /// The type the attribute's value is parsed with when the format gives none
    /// (`I32Attr` parses `42` as `42 : i32`).
    pub value_type: Option<fn(&Context) -> Type>,
    /// A unit attribute (its presence is its value).
    pub is_unit: bool,
    /// A dialect attribute (`arith.fastmath`) that a custom form writes stripped of its
    /// name (`<fast>`).
    pub dialect_attr: Option<&'static str>,
    /// The kind of attribute a custom form must give (ODS `storageKind`, MLIR's storage
    /// class: `FlatSymbolRefAttr` takes `@f`, not `"f"`); checked when parsing, with
    /// MLIR's "invalid kind of attribute specified". `None` for any kind.
    pub kind: Option<fn(AttrView<'_>) -> bool>,
    /// The element width of a dense integer array attribute (`DenseI64ArrayAttr`), which a
    /// custom form writes stripped of its `array<i64: ...>` as `[1, 2]`.
    pub dense_int_array: Option<u32>,
}

/// A named region.
#[derive(Debug)]
pub struct RegionSpec {
    /// Its name.
    pub name: &'static str,
    /// `VariadicRegion`.
    pub variadic: bool,
    /// The constraint's summary.
    pub summary: &'static str,
    /// The constraint's predicate on the region (`None` for any region).
    pub pred: Option<fn(&OpRef<'_>, Region) -> bool>,
}

/// A named successor.
#[derive(Debug)]
pub struct SuccessorSpec {
    /// Its name.
    pub name: &'static str,
    /// `VariadicSuccessor`.
    pub variadic: bool,
}

/// How a group of variable-length operands (or results) is split.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Segments {
    /// At most one group has a variable length.
    Fixed,
    /// `SameVariadicOperandSize`/`SameVariadicResultSize`: the variable groups share the
    /// values left over evenly.
    SameSize,
    /// `AttrSizedOperandSegments`/`AttrSizedResultSegments`: the sizes are in an attribute.
    AttrSized,
}

/// A trait the verifier or the IR core acts on.
#[derive(Debug)]
pub enum OpTrait {
    /// `Terminator`.
    Terminator,
    /// `NoTerminator`.
    NoTerminator,
    /// `IsolatedFromAbove`.
    IsolatedFromAbove,
    /// `RegionKindInterface` with graph regions.
    GraphRegions,
    /// `SingleBlock`.
    SingleBlock,
    /// `NoRegionArguments`.
    NoRegionArguments,
    /// `Elementwise` (of `ElementwiseMappable`).
    Elementwise,
    /// `SingleBlockImplicitTerminator<"op">`.
    SingleBlockImplicitTerminator(&'static str),
    /// `HasParent<"a, b">`.
    HasParent(&'static [&'static str]),
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType,
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `SameOperandsElementType`.
    SameOperandsElementType,
    /// `SameOperandsAndResultElementType`.
    SameOperandsAndResultElementType,
    /// `SameOperandsShape`.
    SameOperandsShape,
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// A predicate on the op (`PredOpTrait`, `AllTypesMatch`, ...): its summary and check.
    Pred(&'static str, fn(&OpRef<'_>) -> bool),
    /// A trait with no runtime check (`Pure`, `Commutative`, interfaces, ...), by name.
    Marker(&'static str),
    /// An interface with a verifier (its `verify`), by name: run in the order of the
    /// op's traits, with the other trait checks.
    Verify(&'static str, crate::ir::registry::VerifyHook),
    /// An interface whose verifier runs once the ops in the op's regions are verified
    /// (`verifyWithRegions`), by name.
    VerifyRegions(&'static str, crate::ir::registry::VerifyHook),
}

/// Everything the spec of one op says, as static data.
#[derive(Debug)]
pub struct OpSpec {
    /// The full op name (`arith.addi`).
    pub name: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// How variable-length operand groups are split.
    pub operand_segments: Segments,
    /// Result groups, in order.
    pub results: &'static [ValueSpec],
    /// How variable-length result groups are split.
    pub result_segments: Segments,
    /// Attributes, in order.
    pub attrs: &'static [AttrSpec],
    /// Regions, in order.
    pub regions: &'static [RegionSpec],
    /// Successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// Traits.
    pub traits: &'static [OpTrait],
    /// The declarative assembly format, compiled.
    pub format: Option<&'static format::Format>,
    /// A hand-written custom form (`hasCustomAssemblyFormat`).
    pub custom_form: Option<(
        crate::ir::registry::ParseHook,
        crate::ir::registry::PrintHook,
    )>,
    /// The generated checks of the op's invariants (counts, structural traits,
    /// attributes, operand and result types, regions, traits), straight-line code in
    /// MLIR's order; `None` checks the same from the tables above.
    pub invariants: Option<check::InvariantsHook>,
    /// A hand-written verifier (`hasVerifier`), run after the spec's checks.
    pub verifier: Option<crate::ir::registry::VerifyHook>,
    /// A hand-written verifier of the op's regions (`hasRegionVerifier`), run once the
    /// ops nested in them are verified.
    pub region_verifier: Option<crate::ir::registry::VerifyHook>,
    /// The hand-written fold (`hasFolder`).
    pub folder: Option<crate::ir::registry::FoldHook>,
    /// Adds the op's canonicalization patterns (`hasCanonicalizer`,
    /// `hasCanonicalizeMethod`).
    pub canonicalizer: Option<crate::ir::registry::CanonicalizationHook>,
    /// The check of the symbols the op uses (`SymbolUserOpInterface`'s
    /// `verifySymbolUses`), run once the enclosing symbol table is verified.
    pub symbol_uses: Option<SymbolUseHook>,
    /// The dialect whose prefix may be dropped inside the op's regions.
    pub default_dialect: Option<&'static str>,
    /// Names the op's results when printed (`HasAsmResultNames`).
    pub result_name: Option<crate::ir::registry::ResultNameHook>,
    /// The interfaces with methods the op implements (see [`interface_model`]).
    pub interfaces: &'static [InterfaceImpl],
    /// What the effects its spec lists for `MemoryEffectOpInterface` are (`Unknown` when
    /// it lists none for the interface: an op implementing it in Rust has its effects
    /// listed per instance, `EffectClass::Listed`, once registered).
    pub memory_effects: EffectClass,
}

impl OpTrait {
    /// The name of a trait listed by name (a marker or an interface with a verifier).
    pub fn name(&self) -> Option<&'static str> {
        match self {
            OpTrait::Marker(n) | OpTrait::Verify(n, _) | OpTrait::VerifyRegions(n, _) => Some(n),
            _ => None,
        }
    }
}

impl OpSpec {
    /// The spec of a registered op, when it was generated from one.
    pub fn of(info: &OpInfo) -> Option<&'static OpSpec> {
        info.spec.and_then(|s| s.downcast_ref())
    }

    /// The spec of an op, when its name is registered from one.
    pub fn of_op(op: &OpRef<'_>) -> Option<&'static OpSpec> {
        op.info().and_then(OpSpec::of)
    }

    /// Whether the op has a trait.
    pub fn has_trait(&self, f: impl Fn(&OpTrait) -> bool) -> bool {
        self.traits.iter().any(f)
    }

    /// Whether the op has the trait listed by `name` (`"AffineScope"`,
    /// `"BranchOpInterface::Trait"`).
    pub fn has_named_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name() == Some(name))
    }

    /// The registry record of the op.
    pub fn info(&'static self) -> OpInfo {
        let (parse, print) = match (self.custom_form, self.format) {
            (Some((p, q)), _) => (Some(p), Some(q)),
            (None, Some(_)) => (
                Some(format::parse_op as crate::ir::registry::ParseHook),
                Some(format::print_op as crate::ir::registry::PrintHook),
            ),
            (None, None) => (None, None),
        };
        let traits = self
            .traits
            .iter()
            .filter_map(|t| match t {
                OpTrait::IsolatedFromAbove => Some(OpTraits::ISOLATED_FROM_ABOVE),
                OpTrait::Terminator => Some(OpTraits::TERMINATOR),
                OpTrait::NoTerminator => Some(OpTraits::NO_TERMINATOR),
                OpTrait::GraphRegions => Some(OpTraits::GRAPH_REGIONS),
                OpTrait::SingleBlock | OpTrait::SingleBlockImplicitTerminator(_) => {
                    Some(OpTraits::SINGLE_BLOCK)
                }
                _ => OpTraits::named(t.name()?),
            })
            .fold(OpTraits::empty(), |a, b| a | b);
        let (memory_effects, memory_effects_model) = self.memory_effects();
        OpInfo {
            traits,
            parse,
            print,
            verify: Some(verify::verify_hook),
            default_dialect: self.default_dialect,
            result_name: self.result_name,
            spec: Some(self),
            populate_default_attrs: self
                .attrs
                .iter()
                .any(|a| a.default.is_some())
                .then_some(populate_default_attrs as crate::ir::registry::PopulateDefaultAttrsHook),
            inline_attrs: &[],
            inline_attr: None,
            attrs_before_regions: &[],
            entry_args_printed: None,
            fold: self.folder,
            canonicalization_patterns: self.canonicalizer,
            dialect: None,
            spec_facts: verify::SpecFacts::of(self).0,
            spec_attr_ids: Default::default(),
            memory_effects,
            memory_effects_model,
        }
    }

    /// The name under which ops register their `MemoryEffectOpInterface` model.
    const MEMORY_EFFECTS_INTERFACE: &'static str = "MemoryEffectOpInterface";

    /// The op's `MemoryEffectOpInterface` model, and what its effects are: those the spec
    /// lists, or, for an interface implemented in Rust, effects listed per instance.
    fn memory_effects(&self) -> (EffectClass, Option<&'static (dyn Any + Send + Sync)>) {
        let model = self
            .interfaces
            .iter()
            .find(|i| i.name == Self::MEMORY_EFFECTS_INTERFACE)
            .map(|i| i.model);
        let class = match (model, self.memory_effects) {
            (None, _) => EffectClass::Unknown,
            (Some(_), EffectClass::Unknown) => EffectClass::Listed,
            (Some(_), class) => class,
        };
        (class, model)
    }

    /// The index of the attribute named `name`.
    pub fn attr_index(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|a| a.name == name)
    }
}

/// Registers a dialect's ops in `ctx`, and the readers of the enums their attributes keep
/// as dialect attributes (`#arith.fastmath<...>`), with MLIR's parse errors.
pub fn register_ops(ctx: &Context, dialect: &str, specs: &[&'static OpSpec]) {
    ctx.register_dialect(dialect);
    for s in specs {
        for a in s.attrs {
            let (Some(name), Some(en)) = (a.dialect_attr, a.enum_spec) else {
                continue;
            };
            if let Some(syntax) = en.syntax {
                if !ctx.has_attr_text_hook(name) {
                    ctx.add_attr_text_hook(
                        name,
                        Box::new(move |text: &str| {
                            Ok(syntax
                                .read_text(text, en)
                                .map_err(enum_attr::error_pairs)?
                                .unwrap_or_else(|| text.to_string()))
                        }),
                    );
                }
            }
        }
        let mut info = s.info();
        if s.attrs.len() <= crate::ir::registry::SPEC_ATTR_IDS {
            for (id, a) in info.spec_attr_ids.iter_mut().zip(s.attrs) {
                *id = Some(ctx.ident(a.name));
            }
            info.spec_facts |= verify::SpecFacts::ATTR_IDS;
        }
        ctx.register_op(s.name, info);
    }
}

/// The values of operand group `group` of `op` (split as the spec says), read from the
/// op's operands as they are iterated: nothing is allocated.
pub fn operand_group<'a>(spec: &OpSpec, op: &OpRef<'a>, group: usize) -> OperandGroup<'a> {
    OperandGroup {
        body: op.body,
        op: op.op,
        range: operand_group_range(spec, op, group),
    }
}

/// The values of an operand group of an op (see [`operand_group`]).
#[derive(Clone)]
pub struct OperandGroup<'a> {
    body: &'a crate::ir::body::Body,
    op: crate::ir::body::Op,
    range: std::ops::Range<usize>,
}

impl OperandGroup<'_> {
    /// Whether the group holds no value (left to iterate).
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }

    /// The `i`-th value left to iterate.
    pub fn get(&self, i: usize) -> Option<Value> {
        (i < self.range.len()).then(|| self.body.operand(self.op, self.range.start + i))
    }
}

impl Iterator for OperandGroup<'_> {
    type Item = Value;

    fn next(&mut self) -> Option<Value> {
        let i = self.range.next()?;
        Some(self.body.operand(self.op, i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl DoubleEndedIterator for OperandGroup<'_> {
    fn next_back(&mut self) -> Option<Value> {
        let i = self.range.next_back()?;
        Some(self.body.operand(self.op, i))
    }
}

impl ExactSizeIterator for OperandGroup<'_> {}

/// The values of the operand group named `name` of `op`, whose spec is looked up by the
/// op's name (empty when it has no spec or no such group). Interfaces' default methods
/// read an op's groups by name with it.
pub fn operand_group_named<'a>(op: &OpRef<'a>, name: &str) -> OperandGroup<'a> {
    match op
        .info()
        .and_then(OpSpec::of)
        .and_then(|s| Some((s, s.operands.iter().position(|g| g.name == name)?)))
    {
        Some((spec, group)) => operand_group(spec, op, group),
        None => OperandGroup {
            body: op.body,
            op: op.op,
            range: 0..0,
        },
    }
}

/// The values of the dense `i64` array attribute `name` of `op` (empty when absent).
pub fn i64_array_attr(op: &OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
        .unwrap_or_default()
}

/// Where operand group `group` of `op` lies among its operands (split as the spec says).
pub(crate) fn operand_group_range(
    spec: &OpSpec,
    op: &OpRef<'_>,
    group: usize,
) -> std::ops::Range<usize> {
    group_range(
        op,
        spec.operands,
        spec.operand_segments,
        op.body.num_operands(op.op),
        "operand_segment_sizes",
        group,
    )
}

/// The values of result group `group` of `op`.
pub fn result_group<'a>(spec: &OpSpec, op: &OpRef<'a>, group: usize) -> &'a [Value] {
    let all = op.results();
    &all[group_range(
        op,
        spec.results,
        spec.result_segments,
        all.len(),
        "result_segment_sizes",
        group,
    )]
}

/// The number of values in each group, given `total` values. Malformed ops (which the
/// verifier rejects) get the best split available, never a panic.
pub(crate) fn group_sizes(
    op: &OpRef<'_>,
    groups: &[ValueSpec],
    segments: Segments,
    total: usize,
    segment_attr: &str,
) -> Vec<usize> {
    group_size_iter(op, groups, segments, total, segment_attr).collect()
}

/// Where group `group` starts and ends among `total` values, split as [`group_sizes`]
/// splits them (without building the list of sizes).
pub(crate) fn group_range(
    op: &OpRef<'_>,
    groups: &[ValueSpec],
    segments: Segments,
    total: usize,
    segment_attr: &str,
    group: usize,
) -> std::ops::Range<usize> {
    // Fast path: no segment attribute and every group holds one value.
    if segments != Segments::AttrSized && groups.iter().all(|g| g.arity == Arity::Single) {
        let end = (group + 1).min(groups.len()).min(total);
        return group.min(end)..end;
    }
    let mut start = 0;
    for (g, n) in group_size_iter(op, groups, segments, total, segment_attr).enumerate() {
        if g == group {
            return start..start + n;
        }
        start += n;
    }
    start..start
}

/// The sizes of [`group_sizes`], one group at a time.
pub(crate) fn group_size_iter<'a>(
    op: &OpRef<'a>,
    groups: &'a [ValueSpec],
    segments: Segments,
    total: usize,
    segment_attr: &str,
) -> impl Iterator<Item = usize> + 'a {
    // The sizes an attribute gives, when it has one per group.
    let seg: Option<&'a [u128]> = match segments {
        Segments::AttrSized => segment_sizes_attr(op, segment_attr)
            .and_then(|a| match op.ctx.attr_kind_ref(a) {
                crate::ir::attrs::AttrKind::DenseArray { values, .. } => Some(&values[..]),
                _ => None,
            })
            .filter(|v| v.len() == groups.len()),
        Segments::Fixed | Segments::SameSize => None,
    };
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.len() - fixed;
    let spare = total.saturating_sub(fixed);
    let each = spare.checked_div(variable).unwrap_or(0);
    let mut left = total;
    groups.iter().enumerate().map(move |(i, g)| {
        let n = match seg {
            Some(vals) => (vals[i] as u32 as i32 as i64).max(0) as usize,
            None if g.arity == Arity::Single => 1,
            None => each,
        };
        let s = n.min(left);
        left -= s;
        s
    })
}

/// The attribute `name` of `op`, found by its identifier when it is one of the two
/// segment-sizes names (an identifier compare per entry instead of a text compare).
pub(crate) fn segment_sizes_attr(op: &OpRef<'_>, name: &str) -> Option<Attribute> {
    match op.ctx.segment_sizes_ident(name) {
        Some(id) => op.ctx.dictionary_get_ident(op.body.attrs(op.op), id),
        None => op.attr(name),
    }
}

/// The types of the operand group, result group or typed attribute named `name` of `op`
/// (looked up through the op's spec).
pub fn named_types(op: &OpRef<'_>, name: &str) -> Option<Vec<Type>> {
    let spec = op
        .ctx
        .op_info_of(op.body.op_name(op.op))
        .and_then(OpSpec::of)?;
    if let Some(i) = spec.operands.iter().position(|o| o.name == name) {
        return Some(
            operand_group(spec, op, i)
                .map(|v| op.value_type(v))
                .collect(),
        );
    }
    if let Some(i) = spec.results.iter().position(|o| o.name == name) {
        return Some(
            result_group(spec, op, i)
                .iter()
                .map(|&v| op.value_type(v))
                .collect(),
        );
    }
    let a = op.attr(name)?;
    AttrView::new(op.ctx, a).ty().map(|t| vec![t.ty])
}

/// The value of the operand or result group named `name` of `op` when the group is
/// declared to hold exactly one value (and holds one).
fn single_named_value(spec: &OpSpec, op: &OpRef<'_>, name: &str) -> Option<crate::ir::body::Value> {
    if let Some(i) = spec.operands.iter().position(|o| o.name == name) {
        if spec.operands[i].arity != Arity::Single {
            return None;
        }
        // Every group before it holds one value (no segment attribute): the group is
        // the `i`-th operand, if there is one (what the group sizes give).
        if spec.operand_segments != Segments::AttrSized
            && spec.operands[..i].iter().all(|g| g.arity == Arity::Single)
        {
            return (i < op.body.num_operands(op.op)).then(|| op.body.operand(op.op, i));
        }
        let mut group = operand_group(spec, op, i);
        let v = group.next()?;
        return group.next().is_none().then_some(v);
    }
    if let Some(i) = spec.results.iter().position(|o| o.name == name) {
        if spec.results[i].arity != Arity::Single {
            return None;
        }
        if spec.result_segments != Segments::AttrSized
            && spec.results[..i].iter().all(|g| g.arity == Arity::Single)
        {
            return op.results().get(i).copied();
        }
        return match result_group(spec, op, i) {
            [v] => Some(*v),
            _ => None,
        };
    }
    None
}

/// The (first) type of the group or attribute named `name` (see [`named_types`]).
pub fn named_type(op: &OpRef<'_>, name: &str) -> Option<Type> {
    named_types(op, name).and_then(|v| v.first().copied())
}

/// Whether all the known types are equal (`AllTypesMatch`).
pub fn all_equal(types: &[Option<Type>]) -> bool {
    let known: Vec<Type> = types.iter().flatten().copied().collect();
    known.windows(2).all(|w| w[0] == w[1])
}

/// `TypesMatchWith`: the types of `rhs` are `transform` of the type of `lhs` (true when
/// either is absent or `lhs` is not a single value).
pub fn types_match_with<T: IntoTypes>(
    op: &OpRef<'_>,
    lhs: &str,
    rhs: &str,
    transform: impl Fn(TypeView<'_>) -> T,
) -> bool {
    // The common case, two single values (operands or results), without type lists;
    // the op's spec is found once for both.
    let spec = op
        .ctx
        .op_info_of(op.body.op_name(op.op))
        .and_then(OpSpec::of);
    if let Some(spec) = spec {
        if let (Some(l), Some(r)) = (
            single_named_value(spec, op, lhs),
            single_named_value(spec, op, rhs),
        ) {
            return transform(TypeView::new(op.ctx, op.value_type(l)))
                .matches_one(op.value_type(r));
        }
    }
    match (named_types(op, lhs), named_types(op, rhs)) {
        (Some(l), Some(r)) if l.len() == 1 => {
            transform(TypeView::new(op.ctx, l[0])).into_types() == r
        }
        _ => true,
    }
}

/// Where a value of an op lies when its group and every group before it hold one value
/// (no segment attribute): the `i`-th operand or result, if the op has that many. What the
/// op-defs backend passes to [`types_match_with_at`] for such values.
#[derive(Clone, Copy, Debug)]
pub enum FixedValue {
    /// The `i`-th operand.
    Operand(usize),
    /// The `i`-th result.
    Result(usize),
}

impl FixedValue {
    #[inline]
    fn get(self, op: &OpRef<'_>) -> Option<crate::ir::body::Value> {
        match self {
            FixedValue::Operand(i) => {
                (i < op.body.num_operands(op.op)).then(|| op.body.operand(op.op, i))
            }
            FixedValue::Result(i) => op.results().get(i).copied(),
        }
    }
}

/// [`types_match_with`] of values whose places the spec fixes (`lhs` and `rhs`: their
/// names and places): the same answer without looking the op's spec or the names up.
#[inline]
pub fn types_match_with_at<T: IntoTypes>(
    op: &OpRef<'_>,
    lhs: (&str, FixedValue),
    rhs: (&str, FixedValue),
    transform: impl Fn(TypeView<'_>) -> T,
) -> bool {
    match (lhs.1.get(op), rhs.1.get(op)) {
        (Some(l), Some(r)) => {
            transform(TypeView::new(op.ctx, op.value_type(l))).matches_one(op.value_type(r))
        }
        _ => types_match_with(op, lhs.0, rhs.0, transform),
    }
}

/// What a `TypesMatchWith` transformer may evaluate to.
pub trait IntoTypes {
    /// The types.
    fn into_types(self) -> Vec<Type>;

    /// Whether the types are exactly `[t]` (without building a list when there is one).
    fn matches_one(self, t: Type) -> bool
    where
        Self: Sized,
    {
        let v = self.into_types();
        v.len() == 1 && v[0] == t
    }
}

impl IntoTypes for Type {
    fn into_types(self) -> Vec<Type> {
        vec![self]
    }

    fn matches_one(self, t: Type) -> bool {
        self == t
    }
}

impl IntoTypes for Vec<Type> {
    fn into_types(self) -> Vec<Type> {
        self
    }
}

impl IntoTypes for &[Type] {
    fn into_types(self) -> Vec<Type> {
        self.to_vec()
    }

    fn matches_one(self, t: Type) -> bool {
        self == [t]
    }
}

impl IntoTypes for TypeView<'_> {
    fn into_types(self) -> Vec<Type> {
        vec![self.ty]
    }

    fn matches_one(self, t: Type) -> bool {
        self.ty == t
    }
}

/// The types a `TypesMatchWith` transformer gives, with no lifetime of its own (what
/// [`transformed`] makes of one): a transformer may give a view of the type it is given.
pub enum Transformed {
    /// One type.
    One(Type),
    /// Any number of types.
    Many(Vec<Type>),
}

impl IntoTypes for Transformed {
    fn into_types(self) -> Vec<Type> {
        match self {
            Transformed::One(t) => vec![t],
            Transformed::Many(v) => v,
        }
    }

    fn matches_one(self, t: Type) -> bool {
        match self {
            Transformed::One(u) => u == t,
            Transformed::Many(v) => v.len() == 1 && v[0] == t,
        }
    }
}

/// A transformer's result as [`Transformed`]: one type kept as is, several as a list.
pub fn transformed(x: impl IntoTransformed) -> Transformed {
    x.into_transformed()
}

/// What [`transformed`] accepts: the results [`IntoTypes`] lists.
pub trait IntoTransformed {
    /// The value as [`Transformed`].
    fn into_transformed(self) -> Transformed;
}

impl IntoTransformed for Type {
    fn into_transformed(self) -> Transformed {
        Transformed::One(self)
    }
}

impl IntoTransformed for TypeView<'_> {
    fn into_transformed(self) -> Transformed {
        Transformed::One(self.ty)
    }
}

impl IntoTransformed for Vec<Type> {
    fn into_transformed(self) -> Transformed {
        Transformed::Many(self)
    }
}

impl IntoTransformed for &[Type] {
    fn into_transformed(self) -> Transformed {
        Transformed::Many(self.to_vec())
    }
}

/// The types a transformer gives (see [`IntoTypes`]).
pub fn into_types(x: impl IntoTypes) -> Vec<Type> {
    x.into_types()
}

/// A hand-written verifier the spec asks for (`hasVerifier = 1`): implement it on the op's
/// typed view.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasVerifier = 1` in its `.td` spec: implement `strata_framework::ods::HasVerifier` for it",
    label = "the spec of this op asks for a hand-written verifier"
)]
pub trait HasVerifier {
    /// Checks what the declarative constraints cannot.
    fn verify(&self) -> Result<(), Diagnostic>;
}

/// The check of a native op trait a dialect defines (`NativeOpTrait<"Name">` with a
/// `cppNamespace` of its own: MLIR's `verifyTrait` of an `OpTrait::TraitBase`), run on
/// every op listing the trait, in the order of the op's traits. The generated code names
/// `<NAMESPACE::Name as NativeOpTraitVerifier>::verify_trait`, so a trait without an
/// implementation is a compile error.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is a native op trait of a `.td` spec (a `NativeOpTrait` with its own `cppNamespace`): implement `strata_framework::ods::NativeOpTraitVerifier` for it",
    label = "the spec lists this trait on an op"
)]
pub trait NativeOpTraitVerifier {
    /// Checks `op`, which lists the trait (MLIR's `verifyTrait`).
    fn verify_trait(op: &OpRef<'_>) -> Result<(), Diagnostic>;
}

/// The hand-written fold the spec asks for (`hasFolder = 1`), on the op's typed view
/// (MLIR's `fold`): given the constants of the op's operands (`None` where an operand is
/// not a constant), the values or constants its results fold to, or a change in place
/// (see [`crate::ir::fold::Folded`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasFolder = 1` in its `.td` spec: implement `strata_framework::ods::HasFolder` for it",
    label = "the spec of this op asks for a hand-written fold"
)]
pub trait HasFolder {
    /// Folds the op.
    fn fold(&self, operands: &[Option<Attribute>]) -> crate::ir::fold::Folded;
}

/// A hand-written verifier of the op's regions the spec asks for (`hasRegionVerifier =
/// 1`), run after the ops nested in the regions are verified (MLIR's `verifyRegions`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasRegionVerifier = 1` in its `.td` spec: implement `strata_framework::ods::HasRegionVerifier` for it",
    label = "the spec of this op asks for a hand-written region verifier"
)]
pub trait HasRegionVerifier {
    /// Checks the op's regions once their contents are verified.
    fn verify_regions(&self) -> Result<(), Diagnostic>;
}

/// The hook checking an op's symbol uses against its nearest symbol table.
pub type SymbolUseHook =
    fn(&OpRef<'_>, &crate::ir::symbol::SymbolScope<'_>) -> Result<(), Diagnostic>;

/// The check of the symbols an op uses, which the spec asks for with
/// `DeclareOpInterfaceMethods<SymbolUserOpInterface>` (MLIR's `verifySymbolUses`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `verifySymbolUses` of `SymbolUserOpInterface` in its `.td` spec: implement `strata_framework::ods::HasSymbolUses` for it",
    label = "the spec of this op asks for a hand-written symbol-use check"
)]
pub trait HasSymbolUses {
    /// Checks the symbols the op refers to, looked up from `symbols`.
    fn verify_symbol_uses(
        &self,
        symbols: &crate::ir::symbol::SymbolScope<'_>,
    ) -> Result<(), Diagnostic>;
}

/// Result names the spec asks for (`DeclareOpInterfaceMethods<OpAsmOpInterface,
/// ["getAsmResultNames"]>`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `getAsmResultNames` of `OpAsmOpInterface` in its `.td` spec: implement `strata_framework::ods::HasAsmResultNames` for it",
    label = "the spec of this op asks for hand-written result names"
)]
pub trait HasAsmResultNames {
    /// Names of result groups: `(index of the group's first result, name)`.
    fn asm_result_names(&self) -> Vec<(usize, String)>;
}

/// The result names ODS gives an op with several named result groups (and no
/// `getAsmResultNames` of its own): each non-empty group is named after its spec name.
pub fn spec_result_names(spec: &OpSpec, op: &OpRef<'_>) -> Vec<(usize, String)> {
    let sizes = group_sizes(
        op,
        spec.results,
        spec.result_segments,
        op.results().len(),
        "result_segment_sizes",
    );
    let mut out = Vec::new();
    let mut start = 0;
    for (g, n) in spec.results.iter().zip(sizes) {
        if n > 0 && !g.name.is_empty() {
            out.push((start, g.name.to_string()));
        }
        start += n;
    }
    out
}

/// A hand-written custom assembly form the spec asks for (`hasCustomAssemblyFormat = 1`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCustomAssemblyFormat = 1` in its `.td` spec: implement `strata_framework::ods::HasCustomAssemblyFormat` for it",
    label = "the spec of this op asks for a hand-written parser and printer"
)]
pub trait HasCustomAssemblyFormat {
    /// Parses what follows the op name.
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic>;
    /// Prints what follows the op name.
    fn print(p: &mut dyn OpAsmPrinter<'_>);
}

#[cfg(test)]
mod tests;

/// The [`PopulateDefaultAttrsHook`](crate::ir::registry::PopulateDefaultAttrsHook) of ops
/// with default-valued attributes: [`add_default_attrs`] of their spec.
fn populate_default_attrs(
    ctx: &Context,
    def: crate::ir::registry::OpDefinition,
    attrs: &mut Vec<(crate::Identifier, crate::Attribute)>,
) -> bool {
    def.downcast_ref::<OpSpec>()
        .is_some_and(|spec| add_default_attrs(ctx, spec, attrs))
}

/// Adds the default value of each default-valued attribute of `spec` missing from
/// `attrs`, as MLIR does for every op it creates (`populateDefaultAttrs`); `true` when
/// one was added.
pub fn add_default_attrs(
    ctx: &Context,
    spec: &'static OpSpec,
    attrs: &mut Vec<(crate::Identifier, crate::Attribute)>,
) -> bool {
    let mut added = false;
    for a in spec.attrs {
        let Some(default) = a.default else { continue };
        if attrs.iter().any(|(k, _)| ctx.ident_ref(*k) == a.name) {
            continue;
        }
        // Each default is built once per context (a parsed file sets it on every op).
        let entry = ctx.memo_default_attr(a, || (ctx.ident(a.name), default(ctx)));
        attrs.push(entry);
        added = true;
    }
    added
}
