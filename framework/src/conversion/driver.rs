//! The conversion driver (MLIR's `OperationConverter` and `OperationLegalizer`): the ops
//! of an arena and of the arenas nested in it, in pre-order, each made legal by the target
//! through folding or through patterns whose results are legalized in turn; a pattern
//! whose results cannot be legalized is undone and the next one tried.
//!
//! Patterns are ordered as MLIR orders them: those rooted at an op the target marks legal
//! never apply; the others by the depth of the conversions they lead to (a pattern whose
//! generated ops are legal first), then by benefit.

use std::sync::Arc;

use crate::ir::body::{Body, Op, Value, ValueDef};
use crate::ir::context::{Context, FxHashMap, FxHashSet, Identifier};
use crate::ir::fold::{constant_value, fold_op_with, materialize_constant, Folded, OpFoldResult};
use crate::ir::registry::{note_at, op_error, op_has_traits, OpRef, OpTraits};
use crate::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};

use super::rewriter::{
    arena_body, arena_body_mut, force_erase, ArenaId, ConversionPatternRewriter, ConversionState,
    MaterializationKind, OpAddress, RewriterState, RootDeclaration,
};
use super::target::{ConversionTarget, LegalizationAction, NameLegality};
use super::trace::{self, Trace, LOG_LINE_COMMENT};
use super::type_converter::TypeConverter;

/// A conversion pattern (MLIR's `ConversionPattern`): a rewrite pattern whose rewrite gets
/// the op's operands remapped (replaced values replaced, converted to the pattern's types
/// through its type converter).
pub trait ConversionPattern: Send + Sync {
    /// The ops it is tried on.
    fn root(&self) -> PatternRoot;

    /// How good a match is (see `RewritePattern::benefit`).
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name.
    fn debug_name(&self) -> &str;

    /// The names of the ops the rewrite may create (the legalization order reads them).
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// Whether the pattern may be applied again to the ops it creates.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }

    /// The type converter the operands are converted with, if any.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }

    /// Matches `op` and rewrites it through `rewriter`, `operands` being its remapped
    /// operands.
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult;
}

type ConversionFn = fn(Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// A conversion pattern made of a function.
struct FnConversionPattern {
    root: PatternRoot,
    benefit: u16,
    name: String,
    generated: Vec<&'static str>,
    f: ConversionFn,
}

impl ConversionPattern for FnConversionPattern {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        &self.name
    }
    fn generated_ops(&self) -> &[&'static str] {
        &self.generated
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        (self.f)(op, operands, rewriter)
    }
}

/// A rewrite pattern run by a conversion (MLIR runs any `RewritePattern` under
/// `applyPartialConversion`): it gets a [`PatternRewriter`] working through the
/// conversion's rewriter, and the op's operands as they are (not remapped).
struct RewriteAsConversion(Arc<dyn RewritePattern>);

impl ConversionPattern for RewriteAsConversion {
    fn root(&self) -> PatternRoot {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn debug_name(&self) -> &str {
        self.0.debug_name()
    }
    fn generated_ops(&self) -> &[&'static str] {
        self.0.generated_ops()
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        self.0.has_bounded_rewrite_recursion()
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rewriter.ctx();
        let mut pr = PatternRewriter::for_conversion(ctx, rewriter);
        self.0.match_and_rewrite(op, &mut pr)
    }
}

/// The patterns of a conversion.
#[derive(Default, Clone)]
pub struct ConversionPatternSet {
    patterns: Vec<Arc<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a pattern made of a function rooted at the ops named `root`.
    pub fn add_fn(
        &mut self,
        ctx: &Context,
        root: &str,
        name: &str,
        generated: &[&'static str],
        f: ConversionFn,
    ) -> &mut Self {
        self.patterns.push(Arc::new(FnConversionPattern {
            root: PatternRoot::Op(ctx.ident(root)),
            benefit: 1,
            name: name.to_string(),
            generated: generated.to_vec(),
            f,
        }));
        self
    }

    /// Adds a rewrite pattern, run through a [`PatternRewriter`] on the conversion's
    /// rewriter.
    pub fn add_rewrite(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.add_rewrite_arc(Arc::new(pattern))
    }

    /// Adds a shared rewrite pattern (see [`ConversionPatternSet::add_rewrite`]).
    pub fn add_rewrite_arc(&mut self, pattern: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(Arc::new(RewriteAsConversion(pattern)));
        self
    }

    /// Adds every pattern of `set` (see [`ConversionPatternSet::add_rewrite`]).
    pub fn add_rewrite_set(&mut self, set: &RewritePatternSet) -> &mut Self {
        for p in set.patterns() {
            self.add_rewrite_arc(p.clone());
        }
        self
    }

    /// The patterns.
    pub fn patterns(&self) -> &[Arc<dyn ConversionPattern>] {
        &self.patterns
    }
}

/// A conversion failed; its diagnostics were emitted and the IR is as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConversionFailure;

/// How a conversion treats ops it cannot legalize (MLIR's `OpConversionMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops that are not explicitly illegal may stay.
    Partial,
    /// Every op must be legal.
    Full,
    /// Nothing changes; the ops that could be legalized are reported.
    Analysis,
}

/// The op lists of a pattern order: per op name, then those rooted at any op.
#[derive(Clone)]
struct Legalizer<'p> {
    ctx: &'p Context,
    target: &'p ConversionTarget,
    patterns: &'p [Arc<dyn ConversionPattern>],
    by_name: FxHashMap<Identifier, Vec<usize>>,
    any: Vec<usize>,
    applied: Vec<bool>,
}

impl<'p> Legalizer<'p> {
    fn new(ctx: &'p Context, target: &'p ConversionTarget, set: &'p ConversionPatternSet) -> Self {
        let mut l = Legalizer {
            ctx,
            target,
            patterns: &set.patterns,
            by_name: FxHashMap::default(),
            any: Vec::new(),
            applied: vec![false; set.patterns.len()],
        };
        l.build_legalization_graph();
        l
    }

    fn root_name(&self, i: usize) -> Option<Identifier> {
        match self.patterns[i].root() {
            PatternRoot::Op(n) => Some(n),
            _ => None,
        }
    }

    fn generated(&self, i: usize) -> Vec<Identifier> {
        self.patterns[i]
            .generated_ops()
            .iter()
            .map(|g| self.ctx.ident(g))
            .collect()
    }

    /// MLIR's `buildLegalizationGraph` and `computeLegalizationGraphBenefit`.
    fn build_legalization_graph(&mut self) {
        let ctx = self.ctx;
        let mut parent_ops: FxHashMap<Identifier, Vec<Identifier>> = FxHashMap::default();
        let mut invalid: FxHashMap<Identifier, Vec<usize>> = FxHashMap::default();
        let mut worklist: Vec<usize> = Vec::new();
        // Patterns grouped by root, roots in the order they first appear, then those
        // rooted at any op.
        let mut roots: Vec<Identifier> = Vec::new();
        for i in 0..self.patterns.len() {
            if let Some(r) = self.root_name(i) {
                if !roots.contains(&r) {
                    roots.push(r);
                }
            }
        }
        let mut order: Vec<usize> = Vec::new();
        for &r in &roots {
            order.extend((0..self.patterns.len()).filter(|&i| self.root_name(i) == Some(r)));
        }
        for i in 0..self.patterns.len() {
            let Some(root) = self.root_name(i) else {
                self.any.push(i);
                continue;
            };
            let _ = root;
        }
        for &i in &order {
            let root = self.root_name(i).expect("rooted");
            if self.target.op_action(ctx, root) == Some(LegalizationAction::Legal) {
                continue;
            }
            let inv = invalid.entry(root).or_default();
            if !inv.contains(&i) {
                inv.push(i);
            }
            for g in self.generated(i) {
                let p = parent_ops.entry(g).or_default();
                if !p.contains(&root) {
                    p.push(root);
                }
            }
            if !worklist.contains(&i) {
                worklist.push(i);
            }
        }
        if !self.any.is_empty() {
            for &i in &worklist {
                let root = self.root_name(i).expect("rooted");
                self.by_name.entry(root).or_default().push(i);
            }
        } else {
            while let Some(i) = worklist.pop() {
                let invalid_generated = self.generated(i).into_iter().any(|g| {
                    let action = self.target.op_action(ctx, g);
                    !self.by_name.contains_key(&g)
                        && matches!(action, None | Some(LegalizationAction::Illegal))
                });
                if invalid_generated {
                    continue;
                }
                let root = self.root_name(i).expect("rooted");
                self.by_name.entry(root).or_default().push(i);
                if let Some(inv) = invalid.get_mut(&root) {
                    inv.retain(|&j| j != i);
                }
                for op in parent_ops.get(&root).cloned().unwrap_or_default() {
                    for &q in invalid.get(&op).map(Vec::as_slice).unwrap_or(&[]) {
                        if !worklist.contains(&q) {
                            worklist.push(q);
                        }
                    }
                }
            }
        }
        // The cost model.
        let mut depths: FxHashMap<Identifier, u32> = FxHashMap::default();
        let names: Vec<Identifier> = self.by_name.keys().copied().collect();
        for n in names {
            self.op_depth(n, &mut depths);
        }
        if !self.any.is_empty() {
            let mut list = std::mem::take(&mut self.any);
            self.apply_cost_model(&mut list, &mut depths);
            self.any = list;
        }
    }

    /// MLIR's `computeOpLegalizationDepth`.
    fn op_depth(&mut self, op: Identifier, depths: &mut FxHashMap<Identifier, u32>) -> u32 {
        if let Some(&d) = depths.get(&op) {
            return d;
        }
        let Some(mut list) = self.by_name.get(&op).filter(|l| !l.is_empty()).cloned() else {
            return 0;
        };
        depths.insert(op, u32::MAX);
        let d = self.apply_cost_model(&mut list, depths);
        self.by_name.insert(op, list);
        depths.insert(op, d);
        d
    }

    /// MLIR's `applyCostModelToPatterns`: sorts `list` by depth, then benefit; returns the
    /// least depth.
    fn apply_cost_model(
        &mut self,
        list: &mut Vec<usize>,
        depths: &mut FxHashMap<Identifier, u32>,
    ) -> u32 {
        let mut min = u32::MAX;
        let mut by_depth = Vec::with_capacity(list.len());
        for &i in list.iter() {
            let mut depth = 1u32;
            for g in self.generated(i) {
                let gd = self.op_depth(g, depths);
                depth = depth.max(gd.wrapping_add(1));
            }
            by_depth.push((i, depth));
            min = min.min(depth);
        }
        if by_depth.len() == 1 {
            return min;
        }
        by_depth.sort_by(|a, b| {
            a.1.cmp(&b.1).then_with(|| {
                self.patterns[b.0]
                    .benefit()
                    .cmp(&self.patterns[a.0].benefit())
            })
        });
        *list = by_depth.into_iter().map(|(i, _)| i).collect();
        min
    }

    /// Whether the pattern `i`, rooted at any op, a trait or an interface, applies to an
    /// op named `name`.
    fn any_root_matches(&self, i: usize, name: Identifier) -> bool {
        match self.patterns[i].root() {
            PatternRoot::Any => true,
            PatternRoot::Op(n) => n == name,
            PatternRoot::Trait(t) => op_has_traits(self.ctx, name, t),
            PatternRoot::Interface(iface) => {
                crate::rewrite::op_has_interface(self.ctx, name, iface)
            }
        }
    }

    /// The patterns tried on an op named `name`, in order.
    fn order_for(&self, name: Identifier) -> Vec<usize> {
        let specific: &[usize] = self.by_name.get(&name).map(Vec::as_slice).unwrap_or(&[]);
        let any: Vec<(usize, usize)> = self
            .any
            .iter()
            .enumerate()
            .filter(|&(_, &i)| self.any_root_matches(i, name))
            .map(|(pos, &i)| (pos, i))
            .collect();
        let (ns, na) = (specific.len(), self.any.len());
        let mut out = Vec::with_capacity(specific.len() + any.len());
        let (mut s, mut a) = (0, 0);
        loop {
            match (specific.get(s), any.get(a)) {
                (None, None) => break,
                (Some(&p), None) => {
                    out.push(p);
                    s += 1;
                }
                (None, Some(&(_, p))) => {
                    out.push(p);
                    a += 1;
                }
                (Some(&sp), Some(&(pos, ap))) => {
                    if na - pos > ns - s {
                        out.push(ap);
                        a += 1;
                    } else {
                        out.push(sp);
                        s += 1;
                    }
                }
            }
        }
        out
    }
}

/// A view of `op` of `arena`, knowing the op owning the arena.
fn op_ref<'b>(
    ctx: &'b Context,
    root: &'b Body,
    st: &ConversionState,
    arena: ArenaId,
    op: Op,
) -> OpRef<'b> {
    let a = &st.arenas[arena as usize];
    let r = OpRef::new(ctx, arena_body(root, &a.path), op);
    match a.parent {
        Some((pa, owner)) => r.with_outer(arena_body(root, &st.arenas[pa as usize].path), owner),
        None => r,
    }
}

/// What the driver needs to know of the ops of one name, found once per conversion.
#[derive(Clone, Copy)]
struct NameFacts<'p> {
    /// What the target says of them.
    legality: NameLegality<'p>,
    /// They have a fold hook and are not constants: folding them may succeed.
    foldable: bool,
    /// Their patterns, in the order they are tried: an index into
    /// [`Converter::orders`] (0: none).
    order: u32,
}

/// One run of a conversion.
struct Converter<'p> {
    legalizer: Legalizer<'p>,
    target: &'p ConversionTarget,
    /// Whether the target marks any op recursively legal (most do not: then no op is
    /// asked about it).
    any_recursive: bool,
    /// The facts of each op name met.
    names: FxHashMap<Identifier, NameFacts<'p>>,
    /// The pattern orders of [`NameFacts::order`], the first empty.
    orders: Vec<Box<[usize]>>,
    mode: ConversionMode,
    /// Whether a partial conversion collects the ops it could not legalize.
    track_unlegalized: bool,
    tracked: Vec<OpAddress>,
    /// Isolated ops of the root arena whose regions are converted apart (not entered).
    apart: FxHashSet<Op>,
    /// Emptied vectors of values, reused for the operands of the ops patterns are tried
    /// on (a pattern's results are legalized while its op's lists are in use).
    value_lists: Vec<Vec<Value>>,
}

impl<'p> Converter<'p> {
    fn new(
        legalizer: Legalizer<'p>,
        target: &'p ConversionTarget,
        mode: ConversionMode,
        track_unlegalized: bool,
        apart: FxHashSet<Op>,
    ) -> Self {
        Converter {
            legalizer,
            target,
            any_recursive: target.has_recursive_legality(),
            names: FxHashMap::default(),
            orders: vec![Box::new([])],
            mode,
            track_unlegalized,
            tracked: Vec::new(),
            apart,
            value_lists: Vec::new(),
        }
    }

    /// The facts of the ops named `name`.
    #[inline]
    fn facts(&mut self, name: Identifier) -> NameFacts<'p> {
        match self.names.get(&name) {
            Some(&f) => f,
            None => self.new_facts(name),
        }
    }

    #[cold]
    fn new_facts(&mut self, name: Identifier) -> NameFacts<'p> {
        let ctx = self.legalizer.ctx;
        let foldable = matches!(ctx.op_info_of(name),
            Some(i) if i.fold.is_some() && !i.traits.contains(OpTraits::CONSTANT_LIKE));
        let order = self.legalizer.order_for(name);
        let order = if order.is_empty() {
            0
        } else {
            self.orders.push(order.into());
            (self.orders.len() - 1) as u32
        };
        let facts = NameFacts {
            legality: self.target.name_legality(ctx, name),
            foldable,
            order,
        };
        self.names.insert(name, facts);
        facts
    }

    fn legalize(&mut self, rw: &mut ConversionPatternRewriter<'_>, arena: ArenaId, op: Op) -> bool {
        rw.arena = arena;
        if rw.state.trace.is_some() {
            trace_legalizing(rw, arena, op);
        }
        let ok = self.legalize_untraced(rw, arena, op);
        if let Some(t) = rw.state.trace.as_deref_mut() {
            match ok {
                Some(why) => t.success(why),
                None => t.failure("no matched legalization pattern"),
            }
            t.line(LOG_LINE_COMMENT);
        }
        ok.is_some()
    }

    /// [`Converter::legalize`] but for the trace: `Some(why)` when the op is legal.
    fn legalize_untraced(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
    ) -> Option<&'static str> {
        let ctx = rw.ctx();
        let facts = self.facts(rw.body().op_name(op));
        let legal = facts
            .legality
            .is_legal(|| op_ref(ctx, rw.root_ref(), rw.state, arena, op));
        if let Some(details) = legal {
            if details.is_recursively_legal {
                rw.mark_nested_ignored(op);
                return Some("operation marked legal by the target; NOTE: operation is recursively legal; skipping internals");
            }
            return Some("operation marked legal by the target");
        }
        if rw.state.is_op_ignored(rw.root_ref(), arena, op) {
            return Some("operation marked 'ignored' during conversion");
        }
        // An op that cannot fold is not tried (the trace still shows the attempt).
        if (facts.foldable || rw.state.trace.is_some()) && self.legalize_with_fold(rw, arena, op) {
            return Some("operation was folded");
        }
        self.legalize_with_pattern(rw, arena, op, facts.order)
            .then_some("")
    }

    /// MLIR's `legalizeWithFold` (with `OpBuilder::tryFold`).
    fn legalize_with_fold(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
    ) -> bool {
        if let Some(t) = rw.state.trace.as_deref_mut() {
            t.open("* Fold {");
        }
        let folded = self.fold_untraced(rw, arena, op);
        if let Some(t) = rw.state.trace.as_deref_mut() {
            match &folded {
                Ok(()) => t.success(""),
                Err(why) => {
                    if !why.is_empty() {
                        t.failure(why)
                    }
                }
            }
        }
        folded.is_ok()
    }

    /// [`Converter::legalize_with_fold`] but for the trace: `Err(why)` when the op is not
    /// folded (`why` empty when the failure is already traced).
    fn fold_untraced(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
    ) -> Result<(), std::borrow::Cow<'static, str>> {
        const UNABLE: &str = "unable to fold";
        let ctx = rw.ctx();
        rw.arena = arena;
        // An op without a fold hook folds to nothing: its operands are not looked at.
        let body = rw.body();
        let name = body.op_name(op);
        let info = ctx.op_info_of(name);
        match info {
            Some(i) if i.fold.is_some() && !i.traits.contains(OpTraits::CONSTANT_LIKE) => {}
            _ => return Err(UNABLE.into()),
        }
        let cur = rw.state.current();
        // The constant operands, on the stack for the usual few operands.
        let mut few = [None; 4];
        let mut many = Vec::new();
        let n = body.num_operands(op);
        let operands: &[Option<crate::ir::context::Attribute>] = if n <= few.len() {
            for (slot, v) in few.iter_mut().zip(body.operands(op)) {
                *slot = constant_value(ctx, body, v);
            }
            &few[..n]
        } else {
            many.extend(body.operands(op).map(|v| constant_value(ctx, body, v)));
            &many
        };
        let folded = fold_op_with(ctx, info, body, op, operands);
        if matches!(folded, Folded::No) {
            return Err(UNABLE.into());
        }
        rw.set_insertion_point_before(op);
        let results = match folded {
            Folded::Results(results) => results,
            Folded::InPlace(change) => {
                // MLIR's `tryFold` fails on an in-place fold, but the op has changed by
                // then: the patterns are tried on the changed op.
                PatternRewriter::for_conversion(ctx, rw).apply_in_place_fold(op, change);
                return Err(UNABLE.into());
            }
            Folded::No => return Err(UNABLE.into()),
        };
        if results.is_empty() {
            return Err(UNABLE.into());
        }
        let body = rw.body();
        let result_types: Vec<_> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        let loc = body.loc(op);
        let full = ctx.ident_ref(name);
        let dialect = full.split_once('.').map_or(full, |(d, _)| d).to_string();
        let mut states = Vec::new();
        let mut values: Vec<Option<Value>> = Vec::new();
        for (r, &ty) in results.iter().zip(&result_types) {
            match *r {
                OpFoldResult::Value(v) => {
                    if body.value_type(v) != ty {
                        return Err(UNABLE.into());
                    }
                    values.push(Some(v));
                }
                OpFoldResult::Attribute(a) => {
                    let Some(state) = materialize_constant(ctx, &dialect, a, ty, loc) else {
                        return Err(UNABLE.into());
                    };
                    states.push((values.len(), state));
                    values.push(None);
                }
            }
        }
        for (i, state) in states {
            let c = rw.create(state);
            values[i] = Some(rw.body().results(c)[0]);
        }
        let values: Vec<Value> = values.into_iter().map(|v| v.expect("folded")).collect();
        rw.replace_op(op, &values);
        let end = rw.state.created.len();
        for i in cur.created..end {
            let (a, c) = rw.state.created[i];
            if !self.legalize(rw, a, c) {
                let why = match rw.state.trace {
                    Some(_) => {
                        let body = arena_body(rw.root_ref(), &rw.state.arenas[a as usize].path);
                        format!(
                            "failed to legalize generated constant '{}'",
                            ctx.ident_str(body.op_name(c))
                        )
                    }
                    None => String::new(),
                };
                rw.reset(cur);
                return Err(why.into());
            }
        }
        Ok(())
    }

    /// MLIR's `legalizeWithPattern`, by the patterns of [`NameFacts::order`] `order`.
    fn legalize_with_pattern(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
        order: u32,
    ) -> bool {
        if order == 0 {
            return false;
        }
        rw.arena = arena;
        let patterns = self.legalizer.patterns;
        let cur = rw.state.current();
        let tries = self.orders[order as usize].len();
        for k in 0..tries {
            let i = self.orders[order as usize][k];
            let pattern = &patterns[i];
            let bounded = pattern.has_bounded_rewrite_recursion();
            if rw.state.trace.is_some() {
                trace_pattern_begin(rw, op, &**pattern);
            }
            if !bounded {
                if self.legalizer.applied[i] {
                    if let Some(t) = rw.state.trace.as_deref_mut() {
                        t.failure("pattern was already applied");
                    }
                    continue;
                }
                self.legalizer.applied[i] = true;
            }
            if let Some(t) = rw.state.trace.as_deref_mut() {
                t.applicator(&format!("Trying to match \"{}\"", pattern.debug_name()));
            }
            rw.arena = arena;
            rw.set_insertion_point_before(op);
            rw.converter = pattern.type_converter().cloned();
            let loc = rw.body().loc(op);
            let mut operands = self.value_lists.pop().unwrap_or_default();
            operands.extend(rw.body().operands(op));
            let mut remapped = self.value_lists.pop().unwrap_or_default();
            let matched = match rw.remap_values(&operands, loc, &mut remapped) {
                Ok(()) => pattern.match_and_rewrite(op, &remapped, rw).is_ok(),
                Err((i, ty)) => {
                    if rw.state.trace.is_some() {
                        let ty = type_text(rw.ctx(), ty);
                        if let Some(t) = rw.state.trace.as_deref_mut() {
                            t.line(&format!(
                                "** Failure : unable to convert type for operand #{i}, type was {ty}"
                            ));
                        }
                    }
                    false
                }
            };
            rw.converter = None;
            for mut list in [operands, remapped] {
                list.clear();
                self.value_lists.push(list);
            }
            if let Some(t) = rw.state.trace.as_deref_mut() {
                t.applicator(&format!(
                    "\"{}\" result {}",
                    pattern.debug_name(),
                    u8::from(matched)
                ));
            }
            let ok = matched && {
                let r = self.legalize_pattern_result(rw, arena, op, cur);
                if !r {
                    rw.reset(cur);
                }
                r
            };
            if !bounded {
                self.legalizer.applied[i] = false;
            }
            if ok {
                return true;
            }
            if let Some(t) = rw.state.trace.as_deref_mut() {
                t.failure("pattern failed to match");
            }
            rw.reset(cur);
        }
        false
    }

    /// MLIR's `legalizePatternResult`: the blocks the pattern touched, the ops it changed
    /// in place, the ops it created.
    fn legalize_pattern_result(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
        cur: RewriterState,
    ) -> bool {
        let new = rw.state.current();
        // Blocks created or moved outside the op: their parent op is legalized again.
        let mut to_ignore: Option<FxHashSet<(ArenaId, Op)>> = None;
        for i in cur.block_actions..new.block_actions {
            let (a, block) = rw.state.block_actions[i];
            let body = arena_body(rw.root_ref(), &rw.state.arenas[a as usize].path);
            if body.is_block_erased(block) {
                continue;
            }
            let Some(region) = body.block_parent(block) else {
                continue;
            };
            // The op holding the region: in this arena, or the op owning the arena when
            // the region is one of its root regions (an isolated op's body).
            let (pa, parent) = match body.region_parent(region) {
                Some(p) => (a, p),
                None => match rw.state.arenas[a as usize].parent {
                    Some((pa, owner)) => (pa, owner),
                    None => continue,
                },
            };
            if (pa == arena && parent == op) || body.block_args(block).is_empty() {
                continue;
            }
            if let Some(conv) = rw.state.region_converters.get(&(a, region)).cloned() {
                rw.arena = a;
                let Some(c) = conv.convert_block_signature(rw.ctx(), rw.body(), block) else {
                    trace_failure(rw, |_| "failed to convert types of moved block".into());
                    return false;
                };
                rw.apply_block_signature(block, &c, Some(conv));
                continue;
            }
            let ignore = to_ignore.get_or_insert_with(|| {
                rw.state.created[cur.created..new.created]
                    .iter()
                    .copied()
                    .collect()
            });
            if ignore.insert((pa, parent)) && !self.legalize(rw, pa, parent) {
                trace_failure(rw, |rw| {
                    format!(
                        "operation {} became illegal after rewrite",
                        op_tag(rw, pa, parent)
                    )
                });
                return false;
            }
        }
        for i in cur.modified..new.modified {
            let (a, o) = rw.state.modified[i];
            if !self.legalize(rw, a, o) {
                trace_failure(rw, |rw| {
                    let body = arena_body(rw.root_ref(), &rw.state.arenas[a as usize].path);
                    format!(
                        "failed to legalize operation updated in-place '{}'",
                        rw.ctx().ident_str(body.op_name(o))
                    )
                });
                return false;
            }
        }
        for i in cur.created..new.created {
            let (a, o) = rw.state.created[i];
            if !self.legalize(rw, a, o) {
                trace_failure(rw, |rw| {
                    format!(
                        "failed to legalize generated operation {}",
                        op_tag(rw, a, o)
                    )
                });
                return false;
            }
        }
        if let Some(t) = rw.state.trace.as_deref_mut() {
            t.success("pattern applied successfully");
        }
        true
    }

    /// MLIR's `OperationConverter::convert`.
    fn convert(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
        op: Op,
    ) -> Result<(), ()> {
        let ctx = rw.ctx();
        if !self.legalize(rw, arena, op) {
            let body = arena_body(rw.root_ref(), &rw.state.arenas[arena as usize].path);
            let op_name = body.op_name(op);
            let name = || ctx.ident_ref(op_name);
            match self.mode {
                ConversionMode::Full => {
                    let name = name();
                    ctx.emit(op_error(
                        ctx,
                        body,
                        op,
                        &format!("failed to legalize operation '{name}'"),
                    ));
                    return Err(());
                }
                ConversionMode::Partial => {
                    let illegal = self
                        .facts(op_name)
                        .legality
                        .is_illegal(|| op_ref(ctx, rw.root_ref(), rw.state, arena, op));
                    if illegal {
                        let name = name();
                        let body = arena_body(rw.root_ref(), &rw.state.arenas[arena as usize].path);
                        ctx.emit(op_error(
                            ctx,
                            body,
                            op,
                            &format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                        ));
                        return Err(());
                    }
                    if self.track_unlegalized {
                        let path = rw.state.arenas[arena as usize].path.clone();
                        self.tracked.push(OpAddress { path, op });
                    }
                }
                ConversionMode::Analysis => {}
            }
        } else if self.mode == ConversionMode::Analysis {
            let path = rw.state.arenas[arena as usize].path.clone();
            self.tracked.push(OpAddress { path, op });
        }
        Ok(())
    }

    /// Converts the ops of `arena` in pre-order, entering the arenas of isolated ops
    /// after the op itself.
    fn convert_arena(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        arena: ArenaId,
    ) -> Result<(), ()> {
        let ctx = rw.ctx();
        // The ops, collected before any is converted; an op recursively legal hides what
        // is nested in it.
        let mut list: Vec<(Op, bool)>;
        // The ops the conversion may create and log, counted where it starts (the
        // arenas it enters included): its records are reserved once rather than grown
        // (and copied) a doubling at a time.
        let mut expected_ops = 0usize;
        {
            let root = rw.root_ref();
            let st = &*rw.state;
            let body = arena_body(root, &st.arenas[arena as usize].path);
            let ops = body.sizes().ops;
            list = Vec::with_capacity(ops);
            let mut stack: Vec<Op> = Vec::with_capacity(ops);
            for r in body.root_regions().collect::<Vec<_>>().into_iter().rev() {
                for b in body.region_blocks(r).collect::<Vec<_>>().into_iter().rev() {
                    stack.extend(body.block_ops(b).collect::<Vec<_>>().into_iter().rev());
                }
            }
            let any_recursive = self.any_recursive;
            while let Some(o) = stack.pop() {
                let recursive = any_recursive
                    && self
                        .facts(body.op_name(o))
                        .legality
                        .is_recursively_legal(|| op_ref(ctx, root, st, arena, o));
                let isolated = body.is_isolated(o);
                let apart = arena == 0 && self.apart.contains(&o);
                list.push((o, isolated && !recursive && !apart));
                if recursive || isolated {
                    continue;
                }
                let mut nested = Vec::new();
                for &r in body.regions(o) {
                    for b in body.region_blocks(r) {
                        nested.extend(body.block_ops(b));
                    }
                }
                stack.extend(nested.into_iter().rev());
            }
            if arena == 0 {
                expected_ops = list.len()
                    + list
                        .iter()
                        .filter(|&&(_, descend)| descend)
                        .filter_map(|&(o, _)| body.nested_body(o))
                        .map(|b| b.sizes().ops)
                        .sum::<usize>();
            }
        }
        if expected_ops > 0 {
            rw.state.reserve_records(expected_ops);
        }
        for (op, descend) in list {
            self.convert(rw, arena, op)?;
            if descend {
                // The op's regions, where a pattern may have moved them.
                let mut holder = op;
                while let Some(&to) = rw.state.moved_bodies.get(&(arena, holder)) {
                    holder = to;
                }
                let body = arena_body(rw.root_ref(), &rw.state.arenas[arena as usize].path);
                if body.is_erased(holder) || body.nested_body(holder).is_none() {
                    continue;
                }
                let child = rw.enter_arena(arena, holder);
                self.convert_arena(rw, child)?;
            }
        }
        Ok(())
    }
}

/// `'NAME'(0x...)`: the op `op` of arena `arena` as the trace shows it.
fn op_tag(rw: &ConversionPatternRewriter<'_>, arena: ArenaId, op: Op) -> String {
    let body = arena_body(rw.root_ref(), &rw.state.arenas[arena as usize].path);
    trace::op_tag(
        &rw.ctx().ident_str(body.op_name(op)),
        arena,
        op.as_u32() as usize,
    )
}

/// Traces the failure `why` gives, when the trace is on.
fn trace_failure(
    rw: &mut ConversionPatternRewriter<'_>,
    why: impl FnOnce(&ConversionPatternRewriter<'_>) -> String,
) {
    if rw.state.trace.is_some() {
        let why = why(rw);
        if let Some(t) = rw.state.trace.as_deref_mut() {
            t.failure(&why);
        }
    }
}

/// Opens the trace of the legalization of `op` (MLIR's `legalize`): the op's name and
/// address, and the op in the generic form when it has no regions.
fn trace_legalizing(rw: &mut ConversionPatternRewriter<'_>, arena: ArenaId, op: Op) {
    let ctx = rw.ctx();
    let tag = op_tag(rw, arena, op);
    let body = arena_body(rw.root_ref(), &rw.state.arenas[arena as usize].path);
    let text = (body.regions(op).is_empty())
        .then(|| ctx.diag_printers().map(|p| (p.op)(ctx, body, op)))
        .flatten();
    let Some(t) = rw.state.trace.as_deref_mut() else {
        return;
    };
    t.blank();
    t.line(LOG_LINE_COMMENT);
    t.open(&format!("Legalizing operation : {tag} {{"));
    if let Some(text) = text {
        t.line(text.trim_start_matches('\n').trim_end());
        t.blank();
    }
}

/// Opens the trace of trying `pattern` on `op` (MLIR's `canApplyPattern`).
fn trace_pattern_begin(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    pattern: &dyn ConversionPattern,
) {
    let name = rw.ctx().ident_str(rw.body().op_name(op));
    let generated = pattern.generated_ops().join(", ");
    if let Some(t) = rw.state.trace.as_deref_mut() {
        t.blank();
        t.open(&format!("* Pattern : '{name} -> ({generated})' {{"));
    }
}

/// The users of `v` that are not ignored.
fn find_live_user(st: &ConversionState, root: &Body, arena: ArenaId, v: Value) -> Option<Op> {
    let body = arena_body(root, &st.arenas[arena as usize].path);
    body.users(v).find(|&u| !st.is_op_ignored(root, arena, u))
}

/// The conversion's cleanup once every op is converted (MLIR's `finalize`): the
/// materializations still needed, the block arguments and op results still used with
/// their original types.
fn finalize(rw: &mut ConversionPatternRewriter<'_>) -> Result<(), ()> {
    let ctx = rw.ctx();
    let cast = rw.ident("builtin.unrealized_conversion_cast");
    // The materializations still needed: those whose result, or a value the result
    // replaces, has a live user (a materialization counting only if needed itself).
    // Only the values replaced by a materialization's result are looked up (those
    // replaced by other values are added as materializations are resolved).
    let count = rw.state.materializations.len();
    let mut inverse: FxHashMap<(ArenaId, Value), Vec<Value>> = FxHashMap::default();
    if count > 0 {
        let outs: FxHashSet<(ArenaId, Value)> = rw
            .state
            .materializations
            .iter()
            .map(|m| {
                let body = arena_body(rw.root_ref(), &rw.state.arenas[m.arena as usize].path);
                (m.arena, body.results(m.op)[0])
            })
            .collect();
        for (a, arena) in rw.state.arenas.iter().enumerate() {
            for (&from, &to) in &arena.mapping {
                if outs.contains(&(a as ArenaId, to)) {
                    inverse.entry((a as ArenaId, to)).or_default().push(from);
                }
            }
        }
    }
    let mut needed = vec![false; count];
    // Each materialization's position, to tell a user that is one from one that is not.
    let index: FxHashMap<(ArenaId, Op), usize> = rw
        .state
        .materializations
        .iter()
        .enumerate()
        .map(|(i, m)| ((m.arena, m.op), i))
        .collect();
    loop {
        let mut changed = false;
        for i in 0..count {
            if needed[i] {
                continue;
            }
            let (arena, op) = (
                rw.state.materializations[i].arena,
                rw.state.materializations[i].op,
            );
            rw.arena = arena;
            let out = rw.body().results(op)[0];
            let mut values = vec![out];
            values.extend(inverse.get(&(arena, out)).into_iter().flatten().copied());
            if values
                .iter()
                .any(|&v| has_live_user(rw, arena, v, &index, &needed))
            {
                needed[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // The materializations not needed are erased with the commit: they use nothing.
    for (i, &is_needed) in needed.iter().enumerate() {
        if !is_needed {
            let m = &rw.state.materializations[i];
            let (arena, op) = (m.arena, m.op);
            rw.state.mark_resolved(arena, op);
        }
    }
    // Resolved newest first, as MLIR's worklist pops them into its set of necessary
    // materializations: those of values defined at the same point end up in the order
    // they were created.
    for (i, &is_needed) in needed.iter().enumerate().rev() {
        if !is_needed {
            continue;
        }
        let (arena, op, kind, converter, orig_type) = {
            let m = &rw.state.materializations[i];
            (m.arena, m.op, m.kind, m.converter.clone(), m.orig_type)
        };
        rw.arena = arena;
        let body = rw.body();
        let out = body.results(op)[0];
        let out_type = body.value_type(out);
        let inputs: Vec<Value> = body.operands(op).collect();
        // Remapped to a value of the right type, or trivially resolved through the
        // casts it comes from: use that.
        let remapped = rw.state.lookup_or_default(body, arena, out, Some(out_type));
        if remapped != out {
            replace_materialization(rw, &mut inverse, arena, op, remapped);
            continue;
        }
        if inputs.len() == 1 {
            if let Some(v) = trivially_resolved(rw, cast, arena, out, inputs[0], out_type) {
                replace_materialization(rw, &mut inverse, arena, op, v);
                continue;
            }
        }
        let new = converter.as_ref().and_then(|c| {
            if inputs.len() == 1 {
                rw.set_insertion_point_after_value(inputs[0]);
            } else {
                rw.set_insertion_point_before(op);
            }
            let loc = rw.body().loc(op);
            let arg = match kind {
                MaterializationKind::Argument => {
                    c.materialize_argument(rw, orig_type, &inputs, loc)
                }
                MaterializationKind::Target => None,
            };
            arg.or_else(|| c.materialize_target(rw, out_type, &inputs, loc))
        });
        match new {
            Some(v) => replace_materialization(rw, &mut inverse, arena, op, v),
            None => {
                let body = rw.body();
                let types: Vec<String> = inputs
                    .iter()
                    .map(|&v| type_text(ctx, body.value_type(v)))
                    .collect();
                let mut d = op_error(
                    ctx,
                    body,
                    op,
                    &format!(
                        "failed to legalize unresolved materialization from ({}) to {} that remained live after conversion",
                        types.join(", "),
                        type_text(ctx, out_type)
                    ),
                );
                if let Some(u) = find_live_user(rw.state, rw.root_ref(), arena, out) {
                    d.notes.push(note_at(
                        body.loc(u),
                        "see existing live user here: ".to_string() + &rw.op_text(u),
                    ));
                }
                ctx.emit(d);
                return Err(());
            }
        }
    }
    // Block arguments still used with their original types.
    let mut c = 0;
    while c < rw.state.block_conversions.len() {
        let (arena, orig, new, converter) = {
            let b = &rw.state.block_conversions[c];
            (b.arena, b.orig_block, b.new_block, b.converter.clone())
        };
        c += 1;
        rw.arena = arena;
        let args = rw.body().block_args(orig).to_vec();
        for (i, a) in args.into_iter().enumerate() {
            let ty = rw.body().value_type(a);
            if rw
                .state
                .lookup_or_null(rw.body(), arena, a, Some(ty))
                .is_some()
            {
                continue;
            }
            let Some(user) = find_live_user(rw.state, rw.root_ref(), arena, a) else {
                continue;
            };
            let replacement = rw.state.lookup_or_default(rw.body(), arena, a, None);
            let dropped = replacement == a;
            if dropped {
                rw.set_insertion_point_to_start(new);
            } else {
                rw.set_insertion_point_after_value(replacement);
            }
            let loc = rw.body().arg_loc(a).unwrap_or_else(|| ctx.unknown_loc());
            let inputs: Vec<Value> = if dropped {
                Vec::new()
            } else {
                vec![replacement]
            };
            let new_arg = converter
                .as_ref()
                .and_then(|conv| conv.materialize_source(rw, ty, &inputs, loc));
            match new_arg {
                Some(v) => rw.state.map(arena, a, v),
                None => {
                    let body = rw.body();
                    let mut msg = format!(
                        "failed to materialize conversion for block argument #{i} that remained live after conversion, type was '{}'",
                        type_text(ctx, ty)
                    );
                    if !dropped {
                        msg += &format!(
                            ", with target type '{}'",
                            type_text(ctx, body.value_type(replacement))
                        );
                    }
                    let mut d = crate::ir::registry::error_at(ctx, loc, &msg);
                    d.notes.push(note_at(
                        body.loc(user),
                        "see existing live user here: ".to_string() + &rw.op_text(user),
                    ));
                    ctx.emit(d);
                    return Err(());
                }
            }
        }
    }
    // Results erased or replaced by values of another type, still used.
    let mut r = 0;
    while r < rw.state.replacements.len() {
        let (arena, op, changed) = {
            let x = &rw.state.replacements[r];
            (x.arena, x.op, x.changed)
        };
        r += 1;
        if !changed {
            continue;
        }
        let converter = rw.state.replacements[r - 1].converter.clone();
        rw.arena = arena;
        let results = rw.body().results(op).to_vec();
        for (n, res) in results.into_iter().enumerate() {
            let ty = rw.body().value_type(res);
            let mapped = rw.state.lookup_or_null(rw.body(), arena, res, None);
            let Some(new_value) = mapped else {
                // Erased: no use may be left.
                if let Some(user) = live_user_of_replaced(rw, arena, res) {
                    let body = rw.body();
                    let name = ctx.ident_str(body.op_name(op));
                    let mut d = op_error(
                        ctx,
                        body,
                        op,
                        &format!("failed to legalize operation '{name}' marked as erased"),
                    );
                    d.notes.push(note_at(
                        body.loc(user),
                        format!("found live user of result #{n}: {}", rw.op_text(user)),
                    ));
                    ctx.emit(d);
                    return Err(());
                }
                continue;
            };
            if rw.body().value_type(new_value) == ty {
                continue;
            }
            let Some(user) = live_user_of_replaced(rw, arena, res) else {
                continue;
            };
            rw.set_insertion_point_before(op);
            let loc = rw.body().loc(op);
            let converted = converter
                .as_ref()
                .and_then(|conv| conv.materialize_source(rw, ty, &[new_value], loc));
            match converted {
                Some(v) => rw.state.map(arena, res, v),
                None => {
                    let body = rw.body();
                    let name = ctx.ident_str(body.op_name(op));
                    let mut d = op_error(
                        ctx,
                        body,
                        op,
                        &format!("failed to materialize conversion for result #{n} of operation '{name}' that remained live after conversion"),
                    );
                    d.notes.push(note_at(
                        body.loc(user),
                        "see existing live user here: ".to_string() + &rw.op_text(user),
                    ));
                    ctx.emit(d);
                    return Err(());
                }
            }
        }
    }
    Ok(())
}

/// Whether `v` has a user that is not ignored and is not a materialization not needed.
fn has_live_user(
    rw: &ConversionPatternRewriter<'_>,
    arena: ArenaId,
    v: Value,
    index: &FxHashMap<(ArenaId, Op), usize>,
    needed: &[bool],
) -> bool {
    let body = rw.body();
    body.users(v).any(|u| {
        if rw.state.is_op_ignored(rw.root_ref(), arena, u) {
            return false;
        }
        match index.get(&(arena, u)) {
            Some(&i) => needed[i],
            None => true,
        }
    })
}

/// The uses of the result `out` of the materialization `op` take `new`, and the values
/// replaced by `out` are replaced by `new` (MLIR's `replaceMaterialization`); `op` is
/// replaced, so it no longer counts as a user of its inputs.
fn replace_materialization(
    rw: &mut ConversionPatternRewriter<'_>,
    inverse: &mut FxHashMap<(ArenaId, Value), Vec<Value>>,
    arena: ArenaId,
    op: Op,
    new: Value,
) {
    let out = rw.body().results(op)[0];
    rw.replace_live_uses(arena, out, new);
    rw.state.mark_resolved(arena, op);
    let Some(froms) = inverse.remove(&(arena, out)) else {
        return;
    };
    for from in froms {
        // A mapping that would lead back to `from` is left alone.
        let circular =
            rw.state.lookup_or_default(rw.body(), arena, new, None) == from || new == from;
        if !circular {
            rw.state.map(arena, from, new);
            inverse.entry((arena, new)).or_default().push(from);
        }
    }
}

/// A value of type `ty` that `input` (or what a single-input cast it comes from takes)
/// is already replaced by (MLIR's `lookupRemappedValue`); `cast` is
/// `builtin.unrealized_conversion_cast`.
fn trivially_resolved(
    rw: &ConversionPatternRewriter<'_>,
    cast: Identifier,
    arena: ArenaId,
    invalid: Value,
    input: Value,
    ty: crate::ir::context::Type,
) -> Option<Value> {
    let body = rw.body();
    let mut v = input;
    for _ in 0..64 {
        let remapped = rw.state.lookup_or_default(body, arena, v, Some(ty));
        if body.value_type(remapped) == ty && remapped != invalid {
            return Some(remapped);
        }
        match body.value_def(v) {
            ValueDef::OpResult(d, _) if body.op_name(d) == cast && body.num_operands(d) == 1 => {
                v = body.operand(d, 0);
            }
            _ => return None,
        }
    }
    None
}

/// A live user of a replaced result, or of a value replacing it in turn (MLIR's
/// `findLiveUserOfReplaced` over the inverse mapping).
fn live_user_of_replaced(
    rw: &ConversionPatternRewriter<'_>,
    arena: ArenaId,
    v: Value,
) -> Option<Op> {
    let mapping = &rw.state.arenas[arena as usize].mapping;
    let mut worklist = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(x) = worklist.pop() {
        if !seen.insert(x) {
            continue;
        }
        if let Some(u) = find_live_user(rw.state, rw.root_ref(), arena, x) {
            return Some(u);
        }
        worklist.extend(
            mapping
                .iter()
                .filter(|(_, &to)| to == x)
                .map(|(&from, _)| from),
        );
    }
    None
}

/// Applies the recorded changes for good (MLIR's `applyRewrites`).
fn commit(ctx: &Context, root: &mut Body, st: &mut ConversionState) {
    let _ = ctx;
    // Uses of replaced results take their replacements.
    for i in 0..st.replacements.len() {
        let (arena, op) = (st.replacements[i].arena, st.replacements[i].op);
        let body = arena_body_mut(root, &st.arenas[arena as usize].path);
        for k in 0..body.results(op).len() {
            let r = body.results(op)[k];
            let ty = body.value_type(r);
            if let Some(v) = st.lookup_or_null(body, arena, r, Some(ty)) {
                body.replace_all_uses_with(r, v);
            }
        }
    }
    // Replaced block arguments.
    for i in 0..st.arg_replacements.len() {
        let (arena, arg) = st.arg_replacements[i];
        let body = arena_body_mut(root, &st.arenas[arena as usize].path);
        let ty = body.value_type(arg);
        let Some(repl) = st.lookup_or_null(body, arena, arg, Some(ty)) else {
            continue;
        };
        match body.value_def(repl) {
            ValueDef::OpResult(repl_op, _) => {
                let repl_block = body.parent_block(repl_op);
                let users: Vec<Op> = body.users(arg).collect();
                let keep: FxHashSet<Op> = users
                    .into_iter()
                    .filter(|&u| {
                        body.parent_block(u) == repl_block && !is_before_in_block(body, repl_op, u)
                    })
                    .collect();
                let uses: Vec<_> = body.uses(arg).collect();
                for u in uses {
                    if !keep.contains(&u.op) {
                        body.set_operand(u.op, u.index as usize, repl);
                    }
                }
            }
            _ => body.replace_all_uses_with(arg, repl),
        }
    }
    // Materializations, then replaced ops (newest first), are erased.
    let mut doomed: FxHashMap<ArenaId, Vec<Op>> = FxHashMap::default();
    for m in &st.materializations {
        doomed.entry(m.arena).or_default().push(m.op);
    }
    for r in st.replacements.iter().rev() {
        doomed.entry(r.arena).or_default().push(r.op);
    }
    let mut arenas: Vec<ArenaId> = doomed.keys().copied().collect();
    arenas.sort_unstable_by(|a, b| b.cmp(a));
    for a in arenas {
        let body = arena_body_mut(root, &st.arenas[a as usize].path);
        let ops = &doomed[&a];
        force_erase(body, ops);
    }
    // Converted blocks: the original arguments' uses take their replacements.
    for c in &st.block_conversions {
        let body = arena_body_mut(root, &st.arenas[c.arena as usize].path);
        let args = body.block_args(c.orig_block).to_vec();
        for (i, a) in args.into_iter().enumerate() {
            let ty = body.value_type(a);
            let repl = match c.args[i] {
                None => st.lookup_or_null(body, c.arena, a, Some(ty)),
                Some(cast) => (!body.use_empty(a))
                    .then(|| st.lookup_or_default(body, c.arena, cast, Some(ty))),
            };
            if let Some(v) = repl {
                if v != a {
                    body.replace_all_uses_with(a, v);
                }
            }
        }
    }
    st.commit_erased_blocks(root);
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(body: &Body, a: Op, b: Op) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// Converts what `body` holds (the regions of an op named `owner`, which is not
/// converted itself) by `patterns` to `target` in `mode`; returns the ops the mode reports
/// (partial: those that could not be legalized; analysis: those that could) or `Err`
/// after a diagnostic, the IR unchanged.
pub fn apply_conversion(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
) -> Result<Vec<OpAddress>, ConversionFailure> {
    apply_conversion_with(ctx, body, owner, target, patterns, mode, true)
}

/// [`apply_conversion`]; a partial conversion collects the ops it could not legalize
/// only when `track_unlegalized`.
fn apply_conversion_with(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
    track_unlegalized: bool,
) -> Result<Vec<OpAddress>, ConversionFailure> {
    let legalizer = Legalizer::new(ctx, target, patterns);
    let pending = prepare(
        ctx,
        body,
        owner,
        legalizer,
        target,
        mode,
        FxHashSet::default(),
        false,
        track_unlegalized,
        None,
    );
    if mode == ConversionMode::Analysis {
        let ok = pending.ok;
        let tracked = pending.undo(body);
        return if ok {
            Ok(tracked)
        } else {
            Err(ConversionFailure)
        };
    }
    pending.finish(ctx, body)
}

/// What a conversion done apart does in its root arena before converting its ops: the
/// part of the conversion of the isolated op owning the arena that concerns only what
/// the op holds (the signature conversion of a function's blocks), when the op itself is
/// converted in the conversion around it.
pub type Prologue<'a> = dyn Fn(&mut ConversionPatternRewriter<'_>) -> Option<()> + 'a;

/// Runs a conversion of `body` up to its end (every op converted, casts resolved) without
/// keeping or undoing what it changed; the ops of `apart` (isolated ops of the root
/// arena) are converted but their regions are not entered. `prologue` runs first, as a
/// pattern would (its failure fails the conversion).
#[allow(clippy::too_many_arguments)]
fn prepare(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    legalizer: Legalizer<'_>,
    target: &ConversionTarget,
    mode: ConversionMode,
    apart: FxHashSet<Op>,
    isolated_apart: bool,
    track_unlegalized: bool,
    prologue: Option<&Prologue<'_>>,
) -> PendingConversion {
    let mut st = ConversionState::new(owner);
    st.trace = Trace::new_if_enabled();
    st.isolated_apart = isolated_apart;
    // A part of a conversion done apart, or what is around the parts: declarations in the
    // root wait until the parts are put together.
    st.defer_declarations = isolated_apart || !apart.is_empty();
    let mut conv = Converter::new(legalizer, target, mode, track_unlegalized, apart);
    let result = {
        let mut rw = ConversionPatternRewriter::new(ctx, body, &mut st, 0);
        prologue
            .map_or(Some(()), |p| p(&mut rw))
            .ok_or(())
            .and_then(|_| conv.convert_arena(&mut rw, 0))
            .and_then(|_| finalize(&mut rw))
    };
    if let Some(t) = st.trace.as_deref_mut() {
        t.flush();
    }
    PendingConversion {
        ok: result.is_ok() && !st.reached_outside,
        st,
        tracked: conv.tracked,
    }
}

/// A conversion that has run to its end, its changes neither kept nor undone yet.
pub struct PendingConversion {
    st: ConversionState,
    tracked: Vec<OpAddress>,
    ok: bool,
}

impl PendingConversion {
    /// Whether the conversion succeeded (and, converted apart, kept inside its op).
    pub fn succeeded(&self) -> bool {
        self.ok
    }

    /// Undoes every change; returns the ops the conversion tracked.
    fn undo(mut self, body: &mut Body) -> Vec<OpAddress> {
        let zero = RewriterState {
            log: 0,
            created: 0,
            modified: 0,
            block_actions: 0,
        };
        self.st.reset(body, zero);
        self.tracked
    }

    /// The symbols the conversion declared at the start of the root while converting
    /// apart, in the order it asked for them (first request of each name); taken, so
    /// [`super::create_root_declarations`] creates them once.
    pub fn take_declarations(&mut self) -> Vec<RootDeclaration> {
        std::mem::take(&mut self.st.declarations)
    }

    /// The op of the root arena that holds the regions of its op `op` now: `op`, or the
    /// op a pattern moved them to ([`ConversionPatternRewriter::move_regions_to`]).
    pub fn holder(&self, op: Op) -> Op {
        let mut holder = op;
        while let Some(&to) = self.st.moved_bodies.get(&(0, holder)) {
            holder = to;
        }
        holder
    }

    /// Undoes every change the conversion made to `body`.
    pub fn discard(self, body: &mut Body) {
        self.undo(body);
    }

    /// Keeps the changes of a conversion that succeeded, or undoes those of one that
    /// failed: the ops a partial conversion could not legalize (a full one: none), or
    /// `Err`.
    pub fn finish(
        mut self,
        ctx: &Context,
        body: &mut Body,
    ) -> Result<Vec<OpAddress>, ConversionFailure> {
        if !self.ok {
            self.undo(body);
            return Err(ConversionFailure);
        }
        commit(ctx, body, &mut self.st);
        // Ops tracked as not legalizable but erased since are not reported.
        Ok(self
            .tracked
            .into_iter()
            .filter(|a| a.body(body).is_some_and(|b| !b.is_erased(a.op)))
            .collect())
    }
}

/// A partial conversion prepared once for a body and the isolated ops directly in it,
/// whose regions are converted each on its own (on threads, by the caller): for patterns
/// that change only the op they match and what is nested in the isolated op holding it,
/// the result is that of one conversion of the whole body, in any order.
pub struct ApartConversion<'p> {
    ctx: &'p Context,
    target: &'p ConversionTarget,
    legalizer: Legalizer<'p>,
}

impl<'p> ApartConversion<'p> {
    /// The conversion by `patterns` to `target`.
    pub fn new(
        ctx: &'p Context,
        target: &'p ConversionTarget,
        patterns: &'p ConversionPatternSet,
    ) -> Self {
        ApartConversion {
            ctx,
            target,
            legalizer: Legalizer::new(ctx, target, patterns),
        }
    }

    /// The isolated ops directly in `body`'s root regions whose regions may be converted
    /// apart, in order; `None` when the conversion must be one (the trace is on, the
    /// target has recursively legal ops, or a pattern may apply to one of those ops).
    pub fn isolated_ops(&self, body: &Body) -> Option<Vec<Op>> {
        self.isolated_ops_converting(body, None)
    }

    /// [`ApartConversion::isolated_ops`], but patterns may apply to the isolated ops
    /// named `two_step`: the caller converts each in two steps, what it holds apart
    /// ([`ApartConversion::prepare_isolated_with`]) and the op itself in the conversion
    /// around it.
    pub fn isolated_ops_converting(
        &self,
        body: &Body,
        two_step: Option<Identifier>,
    ) -> Option<Vec<Op>> {
        if Trace::new_if_enabled().is_some() || self.target.has_recursive_legality() {
            return None;
        }
        let mut out = Vec::new();
        for r in body.root_regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    if body.nested_body(o).is_none() {
                        continue;
                    }
                    let name = body.op_name(o);
                    if Some(name) != two_step && !self.legalizer.order_for(name).is_empty() {
                        return None;
                    }
                    out.push(o);
                }
            }
        }
        Some(out)
    }

    /// Converts the regions of the isolated op owning `body` (named `owner`), apart.
    pub fn prepare_isolated(&self, body: &mut Body, owner: Identifier) -> PendingConversion {
        prepare(
            self.ctx,
            body,
            Some(owner),
            self.legalizer.clone(),
            self.target,
            ConversionMode::Partial,
            FxHashSet::default(),
            true,
            false,
            None,
        )
    }

    /// [`ApartConversion::prepare_isolated`], `prologue` run in the arena before its ops
    /// are converted.
    pub fn prepare_isolated_with(
        &self,
        body: &mut Body,
        owner: Identifier,
        prologue: &Prologue<'_>,
    ) -> PendingConversion {
        prepare(
            self.ctx,
            body,
            Some(owner),
            self.legalizer.clone(),
            self.target,
            ConversionMode::Partial,
            FxHashSet::default(),
            true,
            false,
            Some(prologue),
        )
    }

    /// Converts `body` (owned by an op named `owner`) but the regions of `apart`.
    pub fn prepare_rest(
        &self,
        body: &mut Body,
        owner: Option<Identifier>,
        apart: &[Op],
    ) -> PendingConversion {
        prepare(
            self.ctx,
            body,
            owner,
            self.legalizer.clone(),
            self.target,
            ConversionMode::Partial,
            apart.iter().copied().collect(),
            false,
            false,
            None,
        )
    }
}

/// A partial conversion (MLIR's `applyPartialConversion`): returns the ops that could not
/// be legalized (and are not explicitly illegal).
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<Vec<OpAddress>, ConversionFailure> {
    apply_conversion(ctx, body, owner, target, patterns, ConversionMode::Partial)
}

/// [`apply_partial_conversion`] for a caller that does not ask which ops could not be
/// legalized: they are not collected.
pub fn apply_partial_conversion_unreported(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<(), ConversionFailure> {
    apply_conversion_with(
        ctx,
        body,
        owner,
        target,
        patterns,
        ConversionMode::Partial,
        false,
    )
    .map(|_| ())
}

/// A full conversion (MLIR's `applyFullConversion`): every op must become legal.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<(), ConversionFailure> {
    apply_conversion(ctx, body, owner, target, patterns, ConversionMode::Full).map(|_| ())
}

/// An analysis conversion (MLIR's `applyAnalysisConversion`): nothing changes; returns the
/// ops that could be legalized.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    owner: Option<Identifier>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<Vec<OpAddress>, ConversionFailure> {
    apply_conversion(ctx, body, owner, target, patterns, ConversionMode::Analysis)
}

/// A type as diagnostics print it.
fn type_text(ctx: &Context, t: crate::ir::context::Type) -> String {
    crate::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}
