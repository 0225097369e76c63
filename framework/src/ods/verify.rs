//! Verification of an op against its [`OpSpec`], in MLIR's order and wording. On entering
//! the op ([`verify_op`]): the count traits ODS adds (regions, results, successors,
//! operands), the structural traits (block counts, parents, region arguments), the op's
//! invariants (attributes, operand/result types, region and successor constraints), the
//! other declared traits (interface verifiers among them, in trait order), then the
//! hand-written verifier. Once the ops nested in its regions are verified
//! ([`verify_op_regions`]): the region traits (an implicit terminator's kind, interface
//! verifiers with `verifyWithRegions`), then the hand-written region verifier.

use super::{group_size_iter, Arity, OpSpec, OpTrait, Segments, TypeView, ValueSpec};
use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Type};
use crate::ir::registry::OpRef;
use crate::support::diag::Diagnostic;

/// The verify hook of every op defined by a spec: looks the spec up and checks against it.
pub(crate) fn verify_hook(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let spec = op
        .ctx
        .op_info_of(op.body.op_name(op.op))
        .and_then(super::OpSpec::of);
    match spec {
        Some(spec) => verify_op(op, spec),
        None => Ok(()),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Which groups of traits a spec has, found once per op name (at registration, kept in
/// its `OpInfo::spec_facts`) rather than by scanning the traits on every op verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecFacts(pub u32);

impl SpecFacts {
    /// Set in every computed value (0 is "not computed").
    const KNOWN: u32 = 1;
    /// A trait `check_structural` checks.
    const STRUCTURAL: u32 = 1 << 1;
    /// Only traits `check_traits`'s fast path handles.
    const SIMPLE_TRAITS: u32 = 1 << 2;
    /// `Terminator`.
    const TERMINATOR: u32 = 1 << 3;
    /// Checks after the nested ops: a region verifier, an implicit terminator or an
    /// interface verifier with regions.
    const REGION_CHECKS: u32 = 1 << 4;
    /// `SameOperandsAndResultType`.
    const SAME_TYPE: u32 = 1 << 5;
    /// `Elementwise`.
    const ELEMENTWISE: u32 = 1 << 6;
    /// An interface verifier run with the traits (`OpTrait::Verify`), or `Elementwise`
    /// before `SameOperandsAndResultType`: the traits are checked one by one, in order.
    const ORDERED_TRAITS: u32 = 1 << 7;
    /// The `OpInfo` holds the uniqued names of the spec's attributes
    /// (`OpInfo::spec_attr_ids`).
    pub(crate) const ATTR_IDS: u32 = 1 << 8;
    /// Every operand and result group holds one value, and no region or successor is
    /// variadic: the counts are the spec's lengths, and the values pair with the groups.
    const FIXED: u32 = 1 << 9;

    /// The facts of `spec`.
    pub fn of(spec: &OpSpec) -> SpecFacts {
        let mut bits = Self::KNOWN;
        let any = |f: fn(&OpTrait) -> bool| spec.traits.iter().any(f);
        if any(|t| {
            matches!(
                t,
                OpTrait::SingleBlock
                    | OpTrait::SingleBlockImplicitTerminator(_)
                    | OpTrait::HasParent(_)
                    | OpTrait::NoRegionArguments
            )
        }) {
            bits |= Self::STRUCTURAL;
        }
        if spec.traits.iter().all(|t| {
            matches!(
                t,
                OpTrait::SameOperandsAndResultType
                    | OpTrait::Elementwise
                    | OpTrait::HasParent(_)
                    | OpTrait::SingleBlock
                    | OpTrait::SingleBlockImplicitTerminator(_)
                    | OpTrait::NoRegionArguments
                    | OpTrait::Terminator
                    | OpTrait::NoTerminator
                    | OpTrait::IsolatedFromAbove
                    | OpTrait::GraphRegions
                    | OpTrait::Marker(_)
                    | OpTrait::Verify(..)
                    | OpTrait::VerifyRegions(..)
            )
        }) {
            bits |= Self::SIMPLE_TRAITS;
        }
        if any(|t| matches!(t, OpTrait::Terminator)) {
            bits |= Self::TERMINATOR;
        }
        let same = spec
            .traits
            .iter()
            .position(|t| matches!(t, OpTrait::SameOperandsAndResultType));
        let elementwise = spec
            .traits
            .iter()
            .position(|t| matches!(t, OpTrait::Elementwise));
        if same.is_some() {
            bits |= Self::SAME_TYPE;
        }
        if elementwise.is_some() {
            bits |= Self::ELEMENTWISE;
        }
        if any(|t| matches!(t, OpTrait::Verify(..)))
            || matches!((elementwise, same), (Some(e), Some(s)) if e < s)
        {
            bits |= Self::ORDERED_TRAITS;
        }
        if spec.operands.iter().all(|g| g.arity == Arity::Single)
            && spec.results.iter().all(|g| g.arity == Arity::Single)
            && spec.operand_segments == Segments::Fixed
            && spec.result_segments == Segments::Fixed
            && !spec.regions.iter().any(|r| r.variadic)
            && !spec.successors.iter().any(|s| s.variadic)
        {
            bits |= Self::FIXED;
        }
        if spec.region_verifier.is_some()
            || any(|t| {
                matches!(
                    t,
                    OpTrait::SingleBlockImplicitTerminator(_) | OpTrait::VerifyRegions(..)
                )
            })
        {
            bits |= Self::REGION_CHECKS;
        }
        SpecFacts(bits)
    }

    /// The facts kept in `info` for `spec`, computed again if `info` has none.
    pub fn of_info(info: &crate::ir::registry::OpInfo, spec: &OpSpec) -> SpecFacts {
        if info.spec_facts & Self::KNOWN != 0 {
            SpecFacts(info.spec_facts)
        } else {
            Self::of(spec)
        }
    }

    fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }

    /// Whether the op has checks to run once its nested ops are verified.
    pub fn has_region_checks(self) -> bool {
        self.has(Self::REGION_CHECKS)
    }
}

/// Checks `op` against `spec`, then runs the spec's hand-written verifier.
pub fn verify_op(op: &OpRef<'_>, spec: &OpSpec) -> Result<(), Diagnostic> {
    verify_op_with(op, spec, SpecFacts::of(spec))
}

/// [`verify_op`] with the facts of `spec` known (`SpecFacts::of(spec)`).
pub fn verify_op_with(op: &OpRef<'_>, spec: &OpSpec, facts: SpecFacts) -> Result<(), Diagnostic> {
    verify_op_checked(op, spec, facts, None, &mut TypeMemo::default())
}

/// [`verify_op`] of an op registered with `info` (the spec's facts and the uniqued
/// names of its attributes read from it).
pub fn verify_op_with_info(
    op: &OpRef<'_>,
    spec: &OpSpec,
    info: &crate::ir::registry::OpInfo,
) -> Result<(), Diagnostic> {
    verify_op_memo(op, spec, info, &mut TypeMemo::default())
}

/// [`verify_op_with_info`] remembering in `memo` the type constraints found satisfied
/// (one memo for the ops of a verification walk).
pub fn verify_op_memo(
    op: &OpRef<'_>,
    spec: &OpSpec,
    info: &crate::ir::registry::OpInfo,
    memo: &mut TypeMemo,
) -> Result<(), Diagnostic> {
    let facts = SpecFacts::of_info(info, spec);
    let ids = facts
        .has(SpecFacts::ATTR_IDS)
        .then_some(&info.spec_attr_ids);
    verify_op_checked(op, spec, facts, ids, memo)
}

/// The uniqued names of a spec's attributes, in spec order.
type AttrIds = [Option<crate::ir::context::Identifier>; crate::ir::registry::SPEC_ATTR_IDS];

fn verify_op_checked(
    op: &OpRef<'_>,
    spec: &OpSpec,
    facts: SpecFacts,
    attr_ids: Option<&AttrIds>,
    memo: &mut TypeMemo,
) -> Result<(), Diagnostic> {
    // The generated checks of the spec, straight-line code in MLIR's order; else the
    // same checks read from the spec's tables.
    if let Some(invariants) = spec.invariants {
        invariants(op, attr_ids)?;
    } else {
        check_tables(op, spec, facts, attr_ids, memo)?;
    }
    // MLIR's `IsTerminator` trait: after the structural traits and the invariants (so
    // `expects parent op` comes first), before the op's own verifier.
    if facts.has(SpecFacts::TERMINATOR) && op.body.next_op(op.op).is_some() {
        return Err(op.op_error("must be the last operation in the parent block"));
    }
    if let Some(v) = spec.verifier {
        v(op)?;
    }
    Ok(())
}

/// The checks of `op` against the tables of `spec`: counts, structural traits,
/// attributes, operand and result types, region constraints, the other traits.
fn check_tables(
    op: &OpRef<'_>,
    spec: &OpSpec,
    facts: SpecFacts,
    attr_ids: Option<&AttrIds>,
    memo: &mut TypeMemo,
) -> Result<(), Diagnostic> {
    // With every group of one value, the counts are the spec's lengths: compared
    // directly, the messages given by `check_counts` when one differs.
    if !facts.has(SpecFacts::FIXED)
        || op.body.num_operands(op.op) != spec.operands.len()
        || op.results().len() != spec.results.len()
        || op.regions().len() != spec.regions.len()
        || op.body.successors(op.op).len() != spec.successors.len()
    {
        check_counts(op, spec)?;
    }
    if facts.has(SpecFacts::STRUCTURAL) {
        check_structural(op, spec)?;
    }
    let run = check_invariants(op, spec, facts, attr_ids, memo)?;
    check_traits(op, spec, facts, run, memo)
}

/// The checks of `op` that need its nested ops verified first: the terminator an
/// implicit-terminator trait names, then the spec's region verifier.
pub fn verify_op_regions(op: &OpRef<'_>, spec: &OpSpec) -> Result<(), Diagnostic> {
    for t in spec.traits {
        if let OpTrait::VerifyRegions(_, verify) = t {
            verify(op)?;
        }
        if let OpTrait::SingleBlockImplicitTerminator(term) = t {
            let ctx = op.ctx;
            let inner = op.region_body();
            for &r in op.regions() {
                let Some(b) = inner.entry_block(r) else {
                    continue;
                };
                match inner.last_op(b) {
                    None => return Err(op.op_error("expects a non-empty block")),
                    Some(last) if ctx.ident_ref(inner.op_name(last)) != *term => {
                        return Err(op.op_error(format!(
                            "expects regions to end with '{term}', found '{}'",
                            ctx.ident_ref(inner.op_name(last))
                        )));
                    }
                    Some(_) => {}
                }
            }
        }
    }
    if let Some(v) = spec.region_verifier {
        v(op)?;
    }
    Ok(())
}

/// MLIR's structural traits, checked before the op's invariants: one block per region,
/// the parent op, no region arguments.
fn check_structural(op: &OpRef<'_>, spec: &OpSpec) -> Result<(), Diagnostic> {
    for t in spec.traits {
        match t {
            OpTrait::SingleBlock | OpTrait::SingleBlockImplicitTerminator(_) => {
                let inner = op.region_body();
                for (i, &r) in op.regions().iter().enumerate() {
                    if inner.region_blocks(r).nth(1).is_some() {
                        return Err(
                            op.op_error(format!("expects region #{i} to have 0 or 1 blocks"))
                        );
                    }
                }
            }
            OpTrait::HasParent(parents) => {
                let parent = op.parent().map(|p| p.name());
                if !parent.is_some_and(|p| parents.contains(&p)) {
                    return Err(op.op_error(if parents.len() == 1 {
                        format!("expects parent op '{}'", parents[0])
                    } else {
                        format!("expects parent op to be one of '{}'", parents.join(", "))
                    }));
                }
            }
            OpTrait::NoRegionArguments => {
                let inner = op.region_body();
                let regions = op.regions();
                for (i, &r) in regions.iter().enumerate() {
                    let has_args = inner
                        .entry_block(r)
                        .is_some_and(|b| !inner.block_args(b).is_empty());
                    if has_args {
                        return Err(op.op_error(if regions.len() > 1 {
                            format!("region #{i} should have no arguments")
                        } else {
                            "region should have no arguments".to_string()
                        }));
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn fixed_count(groups: &[ValueSpec]) -> (usize, bool) {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    (fixed, fixed != groups.len())
}

fn check_counts(op: &OpRef<'_>, spec: &OpSpec) -> Result<(), Diagnostic> {
    // Regions.
    let n = op.regions().len();
    let fixed = spec.regions.iter().filter(|r| !r.variadic).count();
    if spec.regions.iter().any(|r| r.variadic) {
        if n < fixed {
            return Err(op.op_error(format!("expected {fixed} or more regions")));
        }
    } else if n != fixed {
        return Err(op.op_error(match fixed {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            k => format!("expected {k} regions"),
        }));
    }
    // Results.
    let n = op.results().len();
    let (fixed, variable) = fixed_count(spec.results);
    if variable {
        if n < fixed {
            return Err(op.op_error(format!("expected {fixed} or more results, but found {n}")));
        }
    } else if n != fixed {
        return Err(op.op_error(match fixed {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            k => format!("expected {k} results, but found {n}"),
        }));
    }
    // Successors.
    let n = op.body.successors(op.op).len();
    let fixed = spec.successors.iter().filter(|s| !s.variadic).count();
    if spec.successors.iter().any(|s| s.variadic) {
        if n < fixed {
            return Err(op.op_error(format!(
                "requires at least {} but found {n}",
                plural(fixed, "successor", "successors")
            )));
        }
    } else if n != fixed {
        return Err(op.op_error(format!(
            "requires {} but found {n}",
            plural(fixed, "successor", "successors")
        )));
    }
    // Operands.
    let n = op.operands().len();
    let (fixed, variable) = fixed_count(spec.operands);
    if variable {
        if n < fixed {
            return Err(op.op_error(format!("expected {fixed} or more operands, but found {n}")));
        }
    } else if n != fixed {
        return Err(op.op_error(match fixed {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            k => format!("expected {k} operands, but found {n}"),
        }));
    }
    Ok(())
}

pub(super) fn type_str(op: &OpRef<'_>, t: Type) -> String {
    crate::asm::print_attr::AttrPrinter {
        ctx: op.ctx,
        aliases: None,
    }
    .type_to_string(t)
}

pub(super) fn check_segments(
    op: &OpRef<'_>,
    groups: &[ValueSpec],
    attr: &str,
    what: &str,
    total: usize,
) -> Result<(), Diagnostic> {
    let Some(a) = super::segment_sizes_attr(op, attr) else {
        return Err(op.op_error(format!("requires attribute '{attr}'")));
    };
    // The sizes as the attribute holds them (read in place, no list built).
    let AttrKind::DenseArray { values, .. } = op.ctx.attr_kind_ref(a) else {
        return Err(op.op_error(format!(
            "attribute '{attr}' failed to satisfy constraint: i32 dense array attribute"
        )));
    };
    let sizes = values.iter().map(|&v| v as u32 as i32 as i64);
    if sizes.len() != groups.len() {
        return Err(op.op_error(format!(
            "'{attr}' attribute for specifying {what} segments must have {} elements, but got {}",
            groups.len(),
            sizes.len()
        )));
    }
    let sum: i64 = sizes.clone().sum();
    if sizes.clone().any(|s| s < 0) || sum != total as i64 {
        return Err(op.op_error(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr}'"
        )));
    }
    for (g, s) in groups.iter().zip(sizes) {
        let bad = match g.arity {
            Arity::Single => s != 1,
            Arity::Optional => s > 1,
            Arity::Variadic => false,
        };
        if bad {
            return Err(op.op_error(format!(
                "{what} group '{}' requires {} value{}, but got {s}",
                g.name,
                if g.arity == Arity::Single {
                    "exactly 1"
                } else {
                    "at most 1"
                },
                ""
            )));
        }
    }
    Ok(())
}

/// The (type constraint, type) and (attribute constraint, attribute) pairs found satisfied
/// during one verification walk: predicates are pure, so a pair seen before holds again
/// without calling the predicate. Direct-mapped on a hash of the pair; a collision only
/// costs a predicate call.
pub struct TypeMemo {
    slots: [(usize, Option<Type>); TypeMemo::SLOTS],
    attr_slots: [(usize, Option<Attribute>); TypeMemo::ATTR_SLOTS],
}

impl Default for TypeMemo {
    fn default() -> Self {
        TypeMemo {
            slots: [(0, None); TypeMemo::SLOTS],
            attr_slots: [(0, None); TypeMemo::ATTR_SLOTS],
        }
    }
}

impl TypeMemo {
    const SLOTS: usize = 64;
    const ATTR_SLOTS: usize = 32;

    /// Whether `a` satisfies `c`, by the predicate the first time the pair is seen.
    #[inline]
    fn attr_holds(
        &mut self,
        ctx: &crate::ir::context::Context,
        c: &super::AttrConstraint,
        a: Attribute,
    ) -> bool {
        use std::hash::{Hash, Hasher};
        let key = c as *const super::AttrConstraint as usize;
        let mut h = crate::ir::context::FxHasher::default();
        a.hash(&mut h);
        let slot = ((h.finish() ^ (key as u64 >> 4)) as usize) % Self::ATTR_SLOTS;
        if self.attr_slots[slot] == (key, Some(a)) {
            return true;
        }
        let ok = (c.pred)(super::AttrView::new(ctx, a));
        if ok {
            self.attr_slots[slot] = (key, Some(a));
        }
        ok
    }

    #[inline]
    fn slot(key: usize, t: Type) -> usize {
        use std::hash::{Hash, Hasher};
        let mut h = crate::ir::context::FxHasher::default();
        t.hash(&mut h);
        ((h.finish() ^ (key as u64 >> 4)) as usize) % Self::SLOTS
    }

    /// Whether `t` satisfies `c`, by the predicate the first time the pair is seen.
    #[inline]
    fn holds(
        &mut self,
        ctx: &crate::ir::context::Context,
        c: &super::TypeConstraint,
        t: Type,
    ) -> bool {
        let key = c as *const super::TypeConstraint as usize;
        let slot = Self::slot(key, t);
        if self.slots[slot] == (key, Some(t)) {
            return true;
        }
        let ok = (c.pred)(TypeView::new(ctx, t));
        if ok {
            self.slots[slot] = (key, Some(t));
        }
        ok
    }
}

/// The scalars (what `Elementwise` does not map over), as a constraint so that the memo
/// of a walk remembers them.
static SCALAR: super::TypeConstraint = super::TypeConstraint {
    summary: "scalar",
    pred: |v| !is_mapped_kind(v.ctx, v.ty),
    class: None,
};

/// The constraint and type of the last value `check_values` found satisfying it.
type LastChecked = Option<(*const super::TypeConstraint, Type)>;

/// What the checks of the operand and result types saw of the types, in order: whether
/// they were all one type (`SameOperandsAndResultType` reads it instead of the types).
#[derive(Clone, Copy, Default)]
struct TypeRun {
    /// The first type seen.
    first: Option<Type>,
    /// Whether a type other than `first` was seen.
    mixed: bool,
    /// Whether every operand and result was seen (the spec's groups each hold one
    /// value); otherwise the types are read again.
    complete: bool,
}

impl TypeRun {
    #[inline]
    fn see(&mut self, t: Type) {
        match self.first {
            None => self.first = Some(t),
            Some(f) => self.mixed |= f != t,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn check_values(
    op: &OpRef<'_>,
    groups: &[ValueSpec],
    segments: Segments,
    values: impl ExactSizeIterator<Item = crate::ir::body::Value>,
    kind: &str,
    segment_attr: &str,
    fixed: bool,
    last: &mut LastChecked,
    run: &mut TypeRun,
    memo: &mut TypeMemo,
) -> Result<(), Diagnostic> {
    let total = values.len();
    // Fast path: every group holds one value (no sizes to compute; the counts were
    // checked). A pair of constraint and type found satisfied before holds again (type
    // predicates are pure).
    if fixed {
        for (i, (g, v)) in groups.iter().zip(values).enumerate() {
            let t = op.value_type(v);
            run.see(t);
            if !memo.holds(op.ctx, g.constraint, t) {
                return Err(op.op_error(format!(
                    "{kind} #{i} must be {}, but got '{}'",
                    g.constraint.summary,
                    type_str(op, t)
                )));
            }
        }
        return Ok(());
    }
    if segments == Segments::AttrSized {
        check_segments(op, groups, segment_attr, kind, total)?;
    }
    let mut check = |i: usize, g: &ValueSpec, v: crate::ir::body::Value| {
        let t = op.value_type(v);
        if memo.holds(op.ctx, g.constraint, t) {
            Ok(())
        } else {
            Err(op.op_error(format!(
                "{kind} #{i} must be {}, but got '{}'",
                g.constraint.summary,
                type_str(op, t)
            )))
        }
    };
    // Fast path: every group holds one value (no sizes to compute). A value of the type
    // and constraint of the value checked before it holds too (type predicates are pure).
    if groups.iter().all(|g| g.arity == Arity::Single) && groups.len() == total {
        for (i, (g, v)) in groups.iter().zip(values).enumerate() {
            let key = (
                g.constraint as *const super::TypeConstraint,
                op.value_type(v),
            );
            if *last == Some(key) {
                continue;
            }
            check(i, g, v)?;
            *last = Some(key);
        }
        return Ok(());
    }
    let mut values = values;
    let mut i = 0;
    for (g, n) in groups
        .iter()
        .zip(group_size_iter(op, groups, segments, total, segment_attr))
    {
        if g.arity == Arity::Optional && n > 1 {
            return Err(op.op_error(format!(
                "{kind} group starting at #{i} requires 0 or 1 element, but found {n}"
            )));
        }
        for v in values.by_ref().take(n) {
            check(i, g, v)?;
            i += 1;
        }
    }
    Ok(())
}

fn check_invariants(
    op: &OpRef<'_>,
    spec: &OpSpec,
    facts: SpecFacts,
    attr_ids: Option<&AttrIds>,
    memo: &mut TypeMemo,
) -> Result<TypeRun, Diagnostic> {
    // MLIR's generated verifier finds the required attributes in one scan of the sorted
    // dictionary, so a missing one is named in name order; constraints are then checked
    // in the spec's order.
    //
    // Each attribute of the spec is looked up once (an op without attributes needs no
    // lookup at all); most specs have a handful, kept on the stack.
    let n = spec.attrs.len();
    if n > 0 {
        let ctx = op.ctx;
        let dict = op.body.attrs(op.op);
        let entries = match ctx.attr_kind_ref(dict) {
            AttrKind::Dictionary(e) => &e[..],
            _ => &[],
        };
        let empty = entries.is_empty();
        let mut on_stack = [None; 8];
        let mut on_heap = Vec::new();
        let values: &mut [Option<Attribute>] = if n <= on_stack.len() {
            &mut on_stack[..n]
        } else {
            on_heap.resize(n, None);
            &mut on_heap
        };
        if !empty {
            match attr_ids {
                // By uniqued name: a scan comparing numbers for a small dictionary (its
                // entries read once for all the names).
                Some(ids) if entries.len() <= 8 => {
                    for (v, id) in values.iter_mut().zip(ids) {
                        *v = id
                            .and_then(|id| entries.iter().find(|(k, _)| *k == id).map(|&(_, a)| a));
                    }
                }
                Some(ids) => {
                    for (v, id) in values.iter_mut().zip(ids) {
                        *v = id.and_then(|id| ctx.dictionary_get_ident(dict, id));
                    }
                }
                None => {
                    for (v, a) in values.iter_mut().zip(spec.attrs) {
                        *v = ctx.dictionary_get(dict, a.name);
                    }
                }
            }
        }
        if let Some(missing) = spec
            .attrs
            .iter()
            .zip(values.iter())
            .filter(|(a, v)| !a.optional && v.is_none())
            .map(|(a, _)| a.name)
            .min()
        {
            return Err(op.op_error(format!("requires attribute '{missing}'")));
        }
        for (a, v) in spec.attrs.iter().zip(values.iter()) {
            if let Some(v) = *v {
                if !memo.attr_holds(ctx, a.constraint, v) {
                    return Err(op.op_error(format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        a.name, a.constraint.summary
                    )));
                }
            }
        }
    }
    // Type predicates are pure: a result of the type and constraint of the last operand
    // checked holds too.
    let mut last = None;
    let fixed = facts.has(SpecFacts::FIXED);
    let mut run = TypeRun {
        complete: fixed,
        ..TypeRun::default()
    };
    check_values(
        op,
        spec.operands,
        spec.operand_segments,
        op.operands(),
        "operand",
        "operand_segment_sizes",
        fixed,
        &mut last,
        &mut run,
        memo,
    )?;
    check_values(
        op,
        spec.results,
        spec.result_segments,
        op.results().iter().copied(),
        "result",
        "result_segment_sizes",
        fixed,
        &mut last,
        &mut run,
        memo,
    )?;
    for (i, (r, &region)) in spec.regions.iter().zip(op.regions()).enumerate() {
        if let Some(pred) = r.pred {
            if !pred(op, region) {
                return Err(op.op_error(format!(
                    "region #{i} ('{}') failed to verify constraint: {}",
                    r.name, r.summary
                )));
            }
        }
    }
    Ok(run)
}

/// MLIR's `verifyCompatibleShapes`: no shaped type, or all shaped and every ranked pair of
/// the same rank with each dimension equal or dynamic in one of them.
/// MLIR's `Elementwise` trait: vector or tensor operands and results go together, all of
/// one kind (vector, ranked or unranked tensor) and of compatible shapes.
/// Whether `t` is a vector or a tensor (what `Elementwise` maps over).
pub(super) fn is_mapped_kind(ctx: &crate::ir::context::Context, t: Type) -> bool {
    use crate::ir::types::TypeKind;
    matches!(
        ctx.type_kind_ref(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

pub(super) fn check_elementwise(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    use crate::ir::types::TypeKind;
    let ctx = op.ctx;
    let kind = |t: &Type| match ctx.type_kind_ref(*t) {
        TypeKind::Vector { .. } => Some(0u8),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    };
    // The common case, all scalars, without building type lists.
    let any_mapped = op.operands().any(|v| kind(&op.value_type(v)).is_some())
        || op
            .results()
            .iter()
            .any(|&v| kind(&op.value_type(v)).is_some());
    if !any_mapped {
        return Ok(());
    }
    let operand_types: Vec<Type> = op.operands().map(|v| op.value_type(v)).collect();
    let result_types: Vec<Type> = op.results().iter().map(|&v| op.value_type(v)).collect();
    let mapped_operands: Vec<(Type, u8)> = operand_types
        .iter()
        .filter_map(|t| kind(t).map(|k| (*t, k)))
        .collect();
    let mapped_results: Vec<(Type, u8)> = result_types
        .iter()
        .filter_map(|t| kind(t).map(|k| (*t, k)))
        .collect();
    if mapped_operands.is_empty() && mapped_results.is_empty() {
        return Ok(());
    }
    if mapped_operands.is_empty() {
        return Err(
            op.op_error("if a result is non-scalar, then at least one operand must be non-scalar")
        );
    }
    if mapped_results.is_empty() {
        return Err(op.op_error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if mapped_results.len() != result_types.len() {
        return Err(op.op_error("if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all: Vec<(Type, u8)> = mapped_operands.into_iter().chain(mapped_results).collect();
    let types: Vec<Type> = all.iter().map(|(t, _)| *t).collect();
    if all.iter().any(|(_, k)| *k != all[0].1) || !compatible_shapes(ctx, &types) {
        return Err(
            op.op_error("all non-scalar operands/results must have the same shape and base type")
        );
    }
    Ok(())
}

fn compatible_shapes(ctx: &crate::ir::context::Context, types: &[Type]) -> bool {
    let views: Vec<TypeView<'_>> = types.iter().map(|&t| TypeView::new(ctx, t)).collect();
    // Scalable vectors are compatible only with scalable vectors.
    let scalable = views.iter().filter(|v| v.is_scalable_vector()).count();
    if scalable != 0 && scalable != views.len() {
        return false;
    }
    let shaped = views.iter().filter(|v| v.is_shaped()).count();
    if shaped == 0 {
        return true;
    }
    if shaped != views.len() {
        return false;
    }
    let ranked: Vec<&[i64]> = views.iter().filter_map(|v| v.shape()).collect();
    ranked.windows(2).all(|w| {
        w[0].len() == w[1].len()
            && w[0].iter().zip(w[1]).all(|(&a, &b)| {
                a == b || a == crate::ir::types::DYNAMIC || b == crate::ir::types::DYNAMIC
            })
    })
}

fn same<T: PartialEq>(items: &[T]) -> bool {
    items.windows(2).all(|w| w[0] == w[1])
}

/// `SameOperandsAndResultType`: whether every operand and result has one type, and
/// whether that type is a scalar (or there is none).
pub(super) fn same_operands_and_result_type(op: &OpRef<'_>) -> Result<bool, Diagnostic> {
    let mut types = op
        .operands()
        .map(|v| op.value_type(v))
        .chain(op.results().iter().map(|&v| op.value_type(v)));
    match types.next() {
        Some(first) => {
            if types.any(|t| t != first) {
                return Err(op.op_error("requires the same type for all operands and results"));
            }
            Ok(!is_mapped_kind(op.ctx, first))
        }
        None => Ok(true),
    }
}

/// `SameOperandsAndResultType` from what the type checks saw (`run`: every operand and
/// result type, in order): whether the types are one, and whether that type is a scalar
/// (or there is none).
fn same_type_from_run(
    op: &OpRef<'_>,
    run: TypeRun,
    memo: &mut TypeMemo,
) -> Result<bool, Diagnostic> {
    if !run.complete {
        return same_operands_and_result_type(op);
    }
    if run.mixed {
        return Err(op.op_error("requires the same type for all operands and results"));
    }
    Ok(run.first.map_or(true, |t| memo.holds(op.ctx, &SCALAR, t)))
}

fn check_traits(
    op: &OpRef<'_>,
    spec: &OpSpec,
    facts: SpecFacts,
    run: TypeRun,
    memo: &mut TypeMemo,
) -> Result<(), Diagnostic> {
    // Fastest path: only `SameOperandsAndResultType` then `Elementwise` to check (each
    // optional), in that order; the other traits have no check here. The types were all
    // seen by the checks of the operands and results.
    if facts.has(SpecFacts::SIMPLE_TRAITS) && !facts.has(SpecFacts::ORDERED_TRAITS) {
        let same_scalar = facts.has(SpecFacts::SAME_TYPE) && same_type_from_run(op, run, memo)?;
        if facts.has(SpecFacts::ELEMENTWISE) && !same_scalar {
            check_elementwise(op)?;
        }
        return Ok(());
    }
    // Fast path for the common case (see `SpecFacts`): only
    // `SameOperandsAndResultType`, `Elementwise` and traits with no check here (no type
    // lists to build).
    if facts.has(SpecFacts::SIMPLE_TRAITS) {
        // Set once `SameOperandsAndResultType` found every operand and result of one
        // scalar type (or none at all): `Elementwise` then holds.
        let mut same_scalar = false;
        for t in spec.traits {
            match t {
                OpTrait::Verify(_, verify) => verify(op)?,
                OpTrait::SameOperandsAndResultType => {
                    same_scalar = same_type_from_run(op, run, memo)?;
                }
                OpTrait::Elementwise if !same_scalar => check_elementwise(op)?,
                _ => {}
            }
        }
        return Ok(());
    }
    for t in spec.traits {
        check_value_trait(op, t)?;
    }
    Ok(())
}

/// The check of one trait of `op` among those [`check_traits`] runs (the structural and
/// region traits, checked elsewhere, pass here).
pub(super) fn check_value_trait(op: &OpRef<'_>, t: &OpTrait) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let operand_types: Vec<Type> = op.operands().map(|v| op.value_type(v)).collect();
    let result_types: Vec<Type> = op.results().iter().map(|&v| op.value_type(v)).collect();
    let elem = |t: &Type| TypeView::new(ctx, *t).element_type().ty;
    // Each check gives its message only when it fails (no text built for passing ops).
    {
        let failure: Option<String> = match t {
            OpTrait::SameOperandsAndResultType => {
                let all: Vec<Type> = operand_types.iter().chain(&result_types).copied().collect();
                (!same(&all))
                    .then(|| "requires the same type for all operands and results".to_string())
            }
            OpTrait::SameTypeOperands => (!same(&operand_types))
                .then(|| "requires all operands to have the same type".to_string()),
            OpTrait::SameOperandsElementType => {
                (!same(&operand_types.iter().map(elem).collect::<Vec<_>>()))
                    .then(|| "requires the same element type for all operands".to_string())
            }
            OpTrait::SameOperandsAndResultElementType => {
                let all: Vec<Type> = operand_types
                    .iter()
                    .chain(&result_types)
                    .map(elem)
                    .collect();
                (!same(&all)).then(|| {
                    "requires the same element type for all operands and results".to_string()
                })
            }
            OpTrait::SameOperandsShape => (!compatible_shapes(ctx, &operand_types))
                .then(|| "requires the same shape for all operands".to_string()),
            OpTrait::SameOperandsAndResultShape => {
                let all: Vec<Type> = operand_types.iter().chain(&result_types).copied().collect();
                (!compatible_shapes(ctx, &all))
                    .then(|| "requires the same shape for all operands and results".to_string())
            }
            OpTrait::Pred(summary, pred) => {
                (!pred(op)).then(|| format!("failed to verify that {summary}"))
            }
            OpTrait::Elementwise => {
                check_elementwise(op)?;
                None
            }
            OpTrait::Verify(_, verify) => {
                verify(op)?;
                None
            }
            // Structural and region traits are checked by `check_structural` and
            // `verify_op_regions`.
            OpTrait::HasParent(_)
            | OpTrait::SingleBlock
            | OpTrait::SingleBlockImplicitTerminator(_)
            | OpTrait::NoRegionArguments
            | OpTrait::Terminator
            | OpTrait::NoTerminator
            | OpTrait::IsolatedFromAbove
            | OpTrait::GraphRegions
            | OpTrait::Marker(_)
            | OpTrait::VerifyRegions(..) => None,
        };
        if let Some(message) = failure {
            return Err(op.op_error(message));
        }
    }
    Ok(())
}
