//! Rewrite patterns (MLIR's `Pattern`, `RewritePattern`, `RewritePatternSet`,
//! `FrozenRewritePatternSet` and `PatternApplicator`).
//!
//! A pattern has a root: the ops it is tried on (an op name, any op, or the registered ops
//! with a trait or an interface), a benefit (the higher, the earlier it is tried), the
//! names of the ops it may create, and whether it handles being applied to the ops it
//! creates (`has_bounded_rewrite_recursion`). A set is frozen once its patterns are all
//! added (and the disabled ones filtered out); the applicator then tries the patterns
//! rooted at an op's name, trait or interface and those rooted at any op, by decreasing
//! benefit (ties: the op's own first, then in the order they were added), until one
//! succeeds.

use std::sync::{Arc, RwLock};

use crate::ir::body::Op;
use crate::ir::context::{Context, FxHashMap, Identifier};
use crate::ir::registry::{OpInfo, OpTraits};

use super::rewriter::PatternRewriter;

/// A pattern did not apply (MLIR's `failure()` from `matchAndRewrite`); the reason, if
/// any, went to [`PatternRewriter::notify_match_failure`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchFailure;

/// What applying a pattern gives: `Ok` when it matched and rewrote the IR.
pub type RewriteResult = Result<(), MatchFailure>;

/// The ops a pattern is tried on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternRoot {
    /// The ops of one name.
    Op(Identifier),
    /// Every op (MLIR's `MatchAnyOpTypeTag`).
    Any,
    /// The registered ops with these traits (MLIR's `MatchTraitOpTypeTag`).
    Trait(OpTraits),
    /// The registered ops implementing the op interface of this name (MLIR's
    /// `MatchInterfaceOpTypeTag`).
    Interface(&'static str),
}

/// A rewrite pattern (MLIR's `RewritePattern`).
pub trait RewritePattern: Send + Sync {
    /// The ops it is tried on.
    fn root(&self) -> PatternRoot;

    /// How good a match is; patterns of higher benefit are tried first. `0` is the lowest
    /// benefit that may still match; `u16::MAX` means the pattern never matches (MLIR's
    /// `PatternBenefit::impossibleToMatch`).
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name, which `disable-patterns` and `enable-patterns` filter by.
    fn debug_name(&self) -> &str;

    /// More names `disable-patterns` and `enable-patterns` filter by (MLIR's debug labels).
    fn debug_labels(&self) -> &[String] {
        &[]
    }

    /// Where the pattern is written, as `file:line` of its `.td` rule for a declarative
    /// pattern (`None` for a pattern written in Rust); the `--debug-rewrites` trace
    /// prints it.
    fn source_loc(&self) -> Option<&'static str> {
        None
    }

    /// The decision tree the pattern is a rule of, if any: the declarative patterns
    /// rooted at one op share a generated function that tests the root's operands once
    /// and tells which of them may match. The applicator skips the pattern when its bit
    /// is not set, which changes nothing but the time taken: a pattern is left out only
    /// when its own match would fail.
    fn match_tree(&self) -> Option<TreeSlot> {
        None
    }

    /// The names of the ops the rewrite may create.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// Whether the pattern may be applied again to the ops it creates, its recursion
    /// being bounded (MLIR's `hasBoundedRewriteRecursion`).
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }

    /// Matches `op` and rewrites it through `rewriter`; on failure the IR is unchanged.
    fn match_and_rewrite(&self, op: Op, rewriter: &mut PatternRewriter<'_>) -> RewriteResult;
}

/// A pattern's place in a generated decision tree ([`RewritePattern::match_tree`]).
#[derive(Clone, Copy, Debug)]
pub struct TreeSlot {
    /// The tree: the rules rooted at an op that may match it, bit `i` for rule `i`. It is
    /// given the op names of `names` interned, in order, and compares op names with them.
    pub tree: fn(Op, &PatternRewriter<'_>, &[Identifier]) -> u64,
    /// The op names the tree tests.
    pub names: &'static [&'static str],
    /// The pattern's bit.
    pub bit: u32,
}

/// The benefit meaning that a pattern never matches.
pub const IMPOSSIBLE_TO_MATCH: u16 = u16::MAX;

type RewriteFn = fn(Op, &mut PatternRewriter<'_>) -> RewriteResult;

/// A pattern made of a function (what `RewritePatternSet::add` makes of MLIR's
/// `LogicalResult (*)(OpTy, PatternRewriter &)`).
struct FnPattern {
    root: PatternRoot,
    benefit: u16,
    name: String,
    f: RewriteFn,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        &self.name
    }
    fn match_and_rewrite(&self, op: Op, rewriter: &mut PatternRewriter<'_>) -> RewriteResult {
        (self.f)(op, rewriter)
    }
}

/// Patterns being collected (MLIR's `RewritePatternSet`).
#[derive(Default, Clone)]
pub struct RewritePatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a shared pattern.
    pub fn add_arc(&mut self, pattern: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a function as a pattern rooted at `root`, named `name`.
    pub fn add_fn(
        &mut self,
        _ctx: &Context,
        root: PatternRoot,
        benefit: u16,
        name: &str,
        f: RewriteFn,
    ) -> &mut Self {
        self.add(FnPattern {
            root,
            benefit,
            name: name.to_string(),
            f,
        })
    }

    /// The patterns, in the order they were added.
    pub fn patterns(&self) -> &[Arc<dyn RewritePattern>] {
        &self.patterns
    }

    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// A set of patterns ready to be applied (MLIR's `FrozenRewritePatternSet`): the patterns
/// that may match, after the disabled ones were left out. Cheap to clone (shared).
#[derive(Clone, Default)]
pub struct FrozenRewritePatternSet {
    patterns: Arc<Vec<Arc<dyn RewritePattern>>>,
    /// The patterns rooted at any op, by decreasing benefit.
    any: Arc<Vec<usize>>,
    /// The patterns tried on each op name met so far (see [`PatternApplicator`]), shared
    /// by the applicators of the set (one per arena, on any thread).
    by_name: Arc<RwLock<FxHashMap<Identifier, Arc<[Candidate]>>>>,
}

/// A pattern tried on the ops of a name, with what the applicator asks of it before
/// running it, read once when the list is made (a pattern's benefit and decision tree
/// do not change).
#[derive(Clone)]
struct Candidate {
    /// The pattern's index in the set.
    index: usize,
    /// Its place in a generated decision tree, if any.
    tree: Option<TreeSlot>,
    /// The op names the tree tests, interned (empty without a tree).
    names: Box<[Identifier]>,
}

impl FrozenRewritePatternSet {
    /// Freezes `set`, leaving out the patterns that never match, those whose name or a
    /// label is in `disabled`, and, when `enabled` is not empty, those with no name or
    /// label in it (MLIR's `disabledPatternLabels` and `enabledPatternLabels`).
    pub fn new(set: RewritePatternSet, disabled: &[String], enabled: &[String]) -> Self {
        let labelled = |p: &dyn RewritePattern, labels: &[String]| {
            labels.iter().any(|l| l == p.debug_name())
                || p.debug_labels().iter().any(|x| labels.contains(x))
        };
        let patterns = set
            .patterns
            .into_iter()
            .filter(|p| p.benefit() != IMPOSSIBLE_TO_MATCH)
            .filter(|p| !labelled(&**p, disabled))
            .filter(|p| enabled.is_empty() || labelled(&**p, enabled))
            .collect::<Vec<_>>();
        let mut any: Vec<usize> = (0..patterns.len())
            .filter(|&i| patterns[i].root() == PatternRoot::Any)
            .collect();
        any.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
        FrozenRewritePatternSet {
            patterns: Arc::new(patterns),
            any: Arc::new(any),
            by_name: Arc::default(),
        }
    }

    /// The patterns, in the order they were added.
    pub fn patterns(&self) -> &[Arc<dyn RewritePattern>] {
        &self.patterns
    }
}

impl From<RewritePatternSet> for FrozenRewritePatternSet {
    fn from(set: RewritePatternSet) -> Self {
        FrozenRewritePatternSet::new(set, &[], &[])
    }
}

/// How many decision trees one op's turn keeps the answers of (more are run again).
const TREES_KEPT: usize = 4;

/// Applies the patterns of a frozen set to ops (MLIR's `PatternApplicator` with its
/// default cost model: by decreasing benefit). The patterns tried on each op name are
/// listed and sorted the first time an op of that name is met.
pub struct PatternApplicator {
    set: FrozenRewritePatternSet,
    /// The patterns tried on each op name: its own, its traits', its interfaces' and those
    /// rooted at any op, by decreasing benefit (on a tie, those rooted at the name, trait
    /// or interface first): what this applicator took from the set's shared table.
    by_name: FxHashMap<Identifier, Arc<[Candidate]>>,
}

impl PatternApplicator {
    /// An applicator of `set`.
    pub fn new(set: FrozenRewritePatternSet) -> Self {
        PatternApplicator {
            set,
            by_name: FxHashMap::default(),
        }
    }

    /// The patterns tried on the ops named `name`: from the set's shared table, listed
    /// there if not yet.
    fn list_patterns_of(
        set: &FrozenRewritePatternSet,
        ctx: &Context,
        name: Identifier,
    ) -> Arc<[Candidate]> {
        let shared = set
            .by_name
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&name)
            .cloned();
        shared.unwrap_or_else(|| {
            let info: Option<&OpInfo> = ctx.op_info_of(name);
            let mut specific: Vec<usize> = (0..set.patterns.len())
                .filter(|&i| match set.patterns[i].root() {
                    PatternRoot::Op(n) => n == name,
                    PatternRoot::Any => false,
                    PatternRoot::Trait(t) => info.is_some_and(|i| i.traits.contains(t)),
                    PatternRoot::Interface(iface) => info
                        .and_then(|i| i.spec)
                        .is_some_and(|_| op_has_interface(ctx, name, iface)),
                })
                .collect();
            specific.sort_by_key(|&i| std::cmp::Reverse(set.patterns[i].benefit()));
            // Merged with the patterns rooted at any op: one of those comes first only
            // when its benefit is higher.
            let benefit = |i: usize| set.patterns[i].benefit();
            let any = &set.any;
            let mut order = Vec::with_capacity(specific.len() + any.len());
            let (mut i, mut j) = (0, 0);
            while i < specific.len() || j < any.len() {
                let pick_any = match (specific.get(i), any.get(j)) {
                    (Some(&s), Some(&a)) => benefit(s) < benefit(a),
                    (None, _) => true,
                    (Some(_), None) => false,
                };
                if pick_any {
                    order.push(any[j]);
                    j += 1;
                } else {
                    order.push(specific[i]);
                    i += 1;
                }
            }
            let list: Arc<[Candidate]> = order
                .into_iter()
                .map(|index| {
                    let tree = set.patterns[index].match_tree();
                    let names = tree
                        .map(|t| t.names.iter().map(|n| ctx.ident(n)).collect())
                        .unwrap_or_default();
                    Candidate { index, tree, names }
                })
                .collect();
            set.by_name
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .insert(name, list.clone());
            list
        })
    }

    /// Tries the patterns of `op` (held in the rewriter's arena) until one applies, those
    /// for which `can_apply` is false skipped; returns the pattern that applied.
    pub fn match_and_rewrite(
        &mut self,
        op: Op,
        rewriter: &mut PatternRewriter<'_>,
        mut can_apply: impl FnMut(&dyn RewritePattern) -> bool,
    ) -> Option<Arc<dyn RewritePattern>> {
        let ctx = rewriter.ctx();
        let name = rewriter.body().op_name(op);
        // Listed the first time an op of the name is met.
        let set = &self.set;
        let candidates = self
            .by_name
            .entry(name)
            .or_insert_with(|| Self::list_patterns_of(set, ctx, name));
        // The decision trees run on `op`, each once (the IR does not change until a
        // pattern applies, which ends the search): the answers of the first few are kept.
        let mut trees = [(0usize, 0u64); TREES_KEPT];
        let mut num_trees = 0;
        for c in candidates.iter() {
            let pattern = &set.patterns[c.index];
            if !can_apply(&**pattern) {
                continue;
            }
            if let Some(slot) = c.tree {
                let key = slot.tree as usize;
                let mask = match trees[..num_trees].iter().find(|(k, _)| *k == key) {
                    Some(&(_, m)) => m,
                    None => {
                        let m = (slot.tree)(op, rewriter, &c.names);
                        if num_trees < TREES_KEPT {
                            trees[num_trees] = (key, m);
                            num_trees += 1;
                        }
                        m
                    }
                };
                if mask & (1u64 << slot.bit) == 0 {
                    continue;
                }
            }
            if pattern.match_and_rewrite(op, rewriter).is_ok() {
                return Some(pattern.clone());
            }
        }
        None
    }
}

/// Whether the op named `name` implements the op interface `iface`.
pub fn op_has_interface(ctx: &Context, name: Identifier, iface: &str) -> bool {
    let Some(spec) = ctx.op_info_of(name).and_then(|i| i.spec) else {
        return false;
    };
    spec.downcast_ref::<crate::ods::OpSpec>()
        .is_some_and(|s| s.interfaces.iter().any(|i| i.name == iface))
}
