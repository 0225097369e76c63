//! Analyses and their manager (MLIR's `AnalysisManager`): an analysis is computed from an
//! op on demand, cached for that op, and dropped after a pass unless the pass preserved it.
//!
//! The cache of an op ([`AnalysisMap`]) holds its analyses in the order they were computed
//! and the caches of its child ops, keyed by the child's handle in the op's arena (the
//! children a nested pass manager runs on, or that a pass asked about). An
//! [`AnalysisManager`] is the view a pass gets: its op's cache mutably and the analyses of
//! the ops around it read-only, so the nested pipelines of sibling ops may run on several
//! threads, each with its own cache.

use std::any::{Any, TypeId};
use std::sync::Arc;

use crate::ir::body::{IsolatedOpRef, Op};
use crate::ir::context::{Context, FxHashMap, FxHashSet};

use super::instrumentation::PassInstrumentor;

/// An analysis: information computed from an op without changing it (MLIR's analysis
/// concept: a class constructible from an `Operation *`).
pub trait Analysis: Any + Send + Sync {
    /// Computes the analysis of `op`.
    fn compute(ctx: &Context, op: IsolatedOpRef<'_>) -> Self
    where
        Self: Sized;

    /// Whether the analysis is out of date after a pass that preserved `preserved` (MLIR's
    /// `isInvalidated` hook): by default, unless the pass preserved it.
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved_id(self.type_id())
    }
}

/// The analyses a pass kept valid (MLIR's `PreservedAnalyses`): none by default, all, or a
/// set.
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    ids: FxHashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing preserved.
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything preserved.
    pub fn all() -> Self {
        PreservedAnalyses {
            all: true,
            ids: FxHashSet::default(),
        }
    }

    /// Marks every analysis preserved.
    pub fn preserve_all(&mut self) {
        self.all = true;
    }

    /// Marks the analysis `A` preserved.
    pub fn preserve<A: Analysis>(&mut self) {
        self.ids.insert(TypeId::of::<A>());
    }

    /// Marks the analysis of type id `id` no longer preserved.
    pub fn unpreserve_id(&mut self, id: TypeId) {
        self.ids.remove(&id);
    }

    /// Whether every analysis is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether no analysis is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.ids.is_empty()
    }

    /// Whether `A` is preserved.
    pub fn is_preserved<A: Analysis>(&self) -> bool {
        self.is_preserved_id(TypeId::of::<A>())
    }

    /// Whether the analysis of type id `id` is preserved.
    pub fn is_preserved_id(&self, id: TypeId) -> bool {
        self.all || self.ids.contains(&id)
    }
}

/// One cached analysis.
struct Cached {
    id: TypeId,
    value: Arc<dyn Any + Send + Sync>,
    /// The analysis's `is_invalidated`, through its concrete type.
    invalidated: fn(&(dyn Any + Send + Sync), &PreservedAnalyses) -> bool,
}

/// [`Analysis::is_invalidated`] of a cached value of type `A`.
fn invalidated<A: Analysis>(value: &(dyn Any + Send + Sync), pa: &PreservedAnalyses) -> bool {
    value
        .downcast_ref::<A>()
        .is_some_and(|a| a.is_invalidated(pa))
}

/// The analyses of one op, in the order they were computed.
#[derive(Default)]
pub struct Analyses {
    list: Vec<Cached>,
}

impl Analyses {
    /// The cached analysis `A`, if any.
    fn get<A: Analysis>(&self) -> Option<Arc<A>> {
        let id = TypeId::of::<A>();
        let c = self.list.iter().find(|c| c.id == id)?;
        c.value.clone().downcast::<A>().ok()
    }

    /// Drops the analyses `preserved` does not keep (MLIR's `AnalysisMap::invalidate`): in
    /// computation order, an analysis dropped is no longer preserved for the ones after it.
    fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        let mut pa = preserved.clone();
        self.list.retain(|c| {
            let gone = (c.invalidated)(&*c.value, &pa);
            if gone {
                pa.unpreserve_id(c.id);
            }
            !gone
        });
    }

    /// How many analyses are cached.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether no analysis is cached.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// The cache of one op and of its children (MLIR's `NestedAnalysisMap`).
#[derive(Default)]
pub struct AnalysisMap {
    /// The op's own analyses.
    pub analyses: Analyses,
    /// The caches of child ops, by their handle in the op's arena.
    pub children: FxHashMap<Op, AnalysisMap>,
}

impl AnalysisMap {
    /// Drops what `preserved` does not keep, here and in every child cache (MLIR's
    /// `NestedAnalysisMap::invalidate`): nothing when all is preserved; the child caches
    /// altogether when nothing is.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        self.analyses.invalidate(preserved);
        if preserved.is_none() {
            self.children.clear();
            return;
        }
        let mut stack: Vec<&mut AnalysisMap> = self.children.values_mut().collect();
        while let Some(m) = stack.pop() {
            m.analyses.invalidate(preserved);
            stack.extend(m.children.values_mut());
        }
    }
}

/// The analyses of the ops enclosing the current one, innermost first: read-only while
/// the current op's pipeline runs.
#[derive(Clone, Copy)]
pub struct ParentAnalyses<'a> {
    /// The enclosing op's analyses.
    pub analyses: &'a Analyses,
    /// The ones around it.
    pub parent: Option<&'a ParentAnalyses<'a>>,
}

/// What a pass uses to get analyses of its op (MLIR's `AnalysisManager`): the op's cache,
/// the caches above it, and the instrumentation told about each computation.
pub struct AnalysisManager<'a> {
    /// The op's cache.
    pub map: &'a mut AnalysisMap,
    /// The analyses of the enclosing ops.
    pub parents: Option<&'a ParentAnalyses<'a>>,
    /// The instrumentation (its analysis hooks run around each computation).
    pub instrumentor: Option<&'a PassInstrumentor>,
}

impl AnalysisManager<'_> {
    /// The analysis `A` of `op` (this manager's op), computed now if it is not cached.
    pub fn analysis<A: Analysis>(&mut self, ctx: &Context, op: IsolatedOpRef<'_>) -> Arc<A> {
        compute_into(&mut self.map.analyses, ctx, op, self.instrumentor)
    }

    /// The cached analysis `A` of this manager's op, if any.
    pub fn cached_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.map.analyses.get::<A>()
    }

    /// The analysis `A` of `child`, an op of the arena of this manager's op, computed now
    /// if it is not cached.
    pub fn child_analysis<A: Analysis>(
        &mut self,
        ctx: &Context,
        child: IsolatedOpRef<'_>,
    ) -> Arc<A> {
        let map = self.map.children.entry(child.op).or_default();
        compute_into(&mut map.analyses, ctx, child, self.instrumentor)
    }

    /// The cached analysis `A` of `child`, if any.
    pub fn cached_child_analysis<A: Analysis>(&self, child: Op) -> Option<Arc<A>> {
        self.map.children.get(&child)?.analyses.get::<A>()
    }

    /// The cached analysis `A` of the nearest enclosing op that has one (MLIR's
    /// `getCachedParentAnalysis`, which names the ancestor; here the nearest one with the
    /// analysis answers).
    pub fn cached_parent_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        let mut p = self.parents;
        while let Some(level) = p {
            if let Some(a) = level.analyses.get::<A>() {
                return Some(a);
            }
            p = level.parent;
        }
        None
    }

    /// Drops the analyses `preserved` does not keep (run after each pass).
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        self.map.invalidate(preserved);
    }
}

/// The analysis `A` in `cache`, computed (between the instrumentation's analysis hooks)
/// and cached if missing.
fn compute_into<A: Analysis>(
    cache: &mut Analyses,
    ctx: &Context,
    op: IsolatedOpRef<'_>,
    instrumentor: Option<&PassInstrumentor>,
) -> Arc<A> {
    if let Some(a) = cache.get::<A>() {
        return a;
    }
    let name = std::any::type_name::<A>();
    let id = TypeId::of::<A>();
    if let Some(pi) = instrumentor {
        pi.run_before_analysis(name, id, op);
    }
    let a = Arc::new(A::compute(ctx, op));
    if let Some(pi) = instrumentor {
        pi.run_after_analysis(name, id, op);
    }
    cache.list.push(Cached {
        id,
        value: a.clone(),
        invalidated: invalidated::<A>,
    });
    a
}
