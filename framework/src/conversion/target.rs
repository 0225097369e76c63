//! The legality of ops during a conversion (MLIR's `ConversionTarget`).
//!
//! An op's legality is looked up by its name, then by its dialect, then through the
//! callback for unknown ops: legal, illegal, or dynamic (a callback decides per op). A
//! legal op may also be recursively legal: the ops nested in it are then legal whatever
//! they are, and the conversion does not look at them.

use std::sync::Arc;

use crate::ir::context::{Context, FxHashMap, Identifier};
use crate::ir::registry::OpRef;

/// What a target says of an op name or a dialect (MLIR's `LegalizationAction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Legal: the conversion leaves the op as it is.
    Legal,
    /// Legal or not depending on the op itself: a callback decides.
    Dynamic,
    /// Illegal: the conversion must rewrite the op.
    Illegal,
}

/// A callback deciding the legality of one op: `Some(true)` legal, `Some(false)` illegal,
/// `None` undecided (the op's static action decides, as MLIR's `std::nullopt`).
pub type LegalityFn = Arc<dyn Fn(&OpRef<'_>) -> Option<bool> + Send + Sync>;

/// How a legal op is legal (MLIR's `LegalOpDetails`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The ops nested in it are legal too, and are not converted.
    pub is_recursively_legal: bool,
}

/// The legality of an op name or dialect.
#[derive(Clone)]
struct LegalizationInfo {
    action: LegalizationAction,
    is_recursively_legal: bool,
    legality_fn: Option<LegalityFn>,
}

/// A [`LegalizationInfo`] as [`ConversionTarget::info`] finds it, borrowed.
#[derive(Clone, Copy)]
pub(crate) struct InfoRef<'a> {
    action: LegalizationAction,
    is_recursively_legal: bool,
    legality_fn: Option<&'a LegalityFn>,
}

/// What the result of a conversion must be (MLIR's `ConversionTarget`).
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<Identifier, LegalizationInfo>,
    recursive_fns: FxHashMap<Identifier, LegalityFn>,
    dialects: FxHashMap<String, LegalizationAction>,
    dialect_fns: FxHashMap<String, LegalityFn>,
    unknown_fn: Option<LegalityFn>,
}

/// Two legality callbacks as one: the newer decides, the older when the newer does not
/// (MLIR's `composeLegalityCallbacks`).
fn compose(old: Option<LegalityFn>, new: LegalityFn) -> LegalityFn {
    match old {
        None => new,
        Some(old) => Arc::new(move |op: &OpRef<'_>| new(op).or_else(|| old(op))),
    }
}

impl ConversionTarget {
    /// A target with nothing legal or illegal.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the action of the ops named `names` (MLIR's `setOpAction`).
    pub fn set_op_action(&mut self, ctx: &Context, names: &[&str], action: LegalizationAction) {
        for n in names {
            let info = self
                .ops
                .entry(ctx.ident(n))
                .or_insert_with(|| LegalizationInfo {
                    action,
                    is_recursively_legal: false,
                    legality_fn: None,
                });
            info.action = action;
        }
    }

    /// Marks the ops named `names` legal (MLIR's `addLegalOp`).
    pub fn add_legal_ops(&mut self, ctx: &Context, names: &[&str]) {
        self.set_op_action(ctx, names, LegalizationAction::Legal);
    }

    /// Marks the ops named `names` illegal (MLIR's `addIllegalOp`).
    pub fn add_illegal_ops(&mut self, ctx: &Context, names: &[&str]) {
        self.set_op_action(ctx, names, LegalizationAction::Illegal);
    }

    /// Makes the legality of the ops named `names` dynamic, decided by `f` (MLIR's
    /// `addDynamicallyLegalOp`); a callback set earlier decides when `f` does not.
    pub fn add_dynamically_legal_ops(
        &mut self,
        ctx: &Context,
        names: &[&str],
        f: impl Fn(&OpRef<'_>) -> Option<bool> + Send + Sync + 'static,
    ) {
        let f: LegalityFn = Arc::new(f);
        self.set_op_action(ctx, names, LegalizationAction::Dynamic);
        for n in names {
            let info = self.ops.get_mut(&ctx.ident(n)).expect("just set");
            info.legality_fn = Some(compose(info.legality_fn.take(), f.clone()));
        }
    }

    /// Marks the ops named `names` recursively legal when they are legal (MLIR's
    /// `markOpRecursivelyLegal`); with `f`, only those for which `f` says so (or does not
    /// decide).
    pub fn mark_op_recursively_legal(
        &mut self,
        ctx: &Context,
        names: &[&str],
        f: Option<LegalityFn>,
    ) {
        for n in names {
            let id = ctx.ident(n);
            let info = self.ops.entry(id).or_insert_with(|| LegalizationInfo {
                action: LegalizationAction::Legal,
                is_recursively_legal: false,
                legality_fn: None,
            });
            info.is_recursively_legal = true;
            match &f {
                Some(f) => {
                    self.recursive_fns.insert(id, f.clone());
                }
                None => {
                    self.recursive_fns.remove(&id);
                }
            }
        }
    }

    /// Whether some op is marked recursively legal.
    pub fn has_recursive_legality(&self) -> bool {
        self.ops.values().any(|i| i.is_recursively_legal)
    }

    /// Sets the action of every op of the dialects `names` (MLIR's `setDialectAction`).
    pub fn set_dialect_action(&mut self, names: &[&str], action: LegalizationAction) {
        for n in names {
            self.dialects.insert((*n).to_string(), action);
        }
    }

    /// Marks the dialects `names` legal (MLIR's `addLegalDialect`).
    pub fn add_legal_dialects(&mut self, names: &[&str]) {
        self.set_dialect_action(names, LegalizationAction::Legal);
    }

    /// Marks the dialects `names` illegal (MLIR's `addIllegalDialect`).
    pub fn add_illegal_dialects(&mut self, names: &[&str]) {
        self.set_dialect_action(names, LegalizationAction::Illegal);
    }

    /// Makes the ops of the dialects `names` dynamically legal, decided by `f` (MLIR's
    /// `addDynamicallyLegalDialect`).
    pub fn add_dynamically_legal_dialects(
        &mut self,
        names: &[&str],
        f: impl Fn(&OpRef<'_>) -> Option<bool> + Send + Sync + 'static,
    ) {
        let f: LegalityFn = Arc::new(f);
        self.set_dialect_action(names, LegalizationAction::Dynamic);
        for n in names {
            let old = self.dialect_fns.remove(*n);
            self.dialect_fns
                .insert((*n).to_string(), compose(old, f.clone()));
        }
    }

    /// Makes every op the target says nothing about dynamically legal, decided by `f`
    /// (MLIR's `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&OpRef<'_>) -> Option<bool> + Send + Sync + 'static,
    ) {
        let f: LegalityFn = Arc::new(f);
        self.unknown_fn = Some(compose(self.unknown_fn.take(), f));
    }

    /// What the target says of the ops named `name` (MLIR's `getOpInfo`), borrowed: an
    /// op's legality is asked for at every step of a conversion, so no callback is cloned.
    fn info(&self, ctx: &Context, name: Identifier) -> Option<InfoRef<'_>> {
        if let Some(info) = self.ops.get(&name) {
            return Some(InfoRef {
                action: info.action,
                is_recursively_legal: info.is_recursively_legal,
                legality_fn: info.legality_fn.as_ref(),
            });
        }
        if !self.dialects.is_empty() {
            let full = ctx.ident_ref(name);
            let dialect = full.split_once('.').map_or(full, |(d, _)| d);
            if let Some(&action) = self.dialects.get(dialect) {
                return Some(InfoRef {
                    action,
                    is_recursively_legal: false,
                    legality_fn: self.dialect_fns.get(dialect),
                });
            }
        }
        self.unknown_fn.as_ref().map(|f| InfoRef {
            action: LegalizationAction::Dynamic,
            is_recursively_legal: false,
            legality_fn: Some(f),
        })
    }

    /// The action of the ops named `name`, if the target has one (MLIR's `getOpAction`).
    pub fn op_action(&self, ctx: &Context, name: Identifier) -> Option<LegalizationAction> {
        self.info(ctx, name).map(|i| i.action)
    }

    /// Whether `op` is legal, and how (MLIR's `isLegal`): `None` when it is illegal or the
    /// target does not know it.
    pub fn is_legal(&self, op: &OpRef<'_>) -> Option<LegalOpDetails> {
        let info = self.info(op.ctx, op.body.op_name(op.op))?;
        self.is_legal_with(info, op)
    }

    /// [`ConversionTarget::is_legal`] of an op whose name's entry [`LegalityCache`]
    /// already found.
    fn is_legal_with(&self, info: InfoRef<'_>, op: &OpRef<'_>) -> Option<LegalOpDetails> {
        let name = op.body.op_name(op.op);
        let legal = match (&info.action, &info.legality_fn) {
            (LegalizationAction::Dynamic, Some(f)) => {
                f(op).unwrap_or(info.action == LegalizationAction::Legal)
            }
            _ => info.action == LegalizationAction::Legal,
        };
        if !legal {
            return None;
        }
        let mut details = LegalOpDetails::default();
        if info.is_recursively_legal {
            details.is_recursively_legal = match self.recursive_fns.get(&name) {
                Some(f) => f(op).unwrap_or(true),
                None => true,
            };
        }
        Some(details)
    }

    /// Whether `op` is explicitly illegal (MLIR's `isIllegal`): marked illegal, or dynamic
    /// and its callback says illegal.
    pub fn is_illegal(&self, op: &OpRef<'_>) -> bool {
        let Some(info) = self.info(op.ctx, op.body.op_name(op.op)) else {
            return false;
        };
        Self::is_illegal_with(info, op)
    }

    fn is_illegal_with(info: InfoRef<'_>, op: &OpRef<'_>) -> bool {
        match (&info.action, &info.legality_fn) {
            (LegalizationAction::Dynamic, Some(f)) => f(op) == Some(false),
            (LegalizationAction::Dynamic, None) => false,
            _ => info.action == LegalizationAction::Illegal,
        }
    }
}

/// What a target says of one op name, found once: the driver asks for the legality of
/// every op at least twice (when collecting the ops, and when converting each), and
/// finding the entry of an op of a legal dialect means reading its name's text and
/// hashing its dialect. The answers are the target's own: callbacks of dynamically legal
/// ops still run for each op, and the op is looked at only when one does.
#[derive(Clone, Copy)]
pub(crate) struct NameLegality<'t> {
    target: &'t ConversionTarget,
    info: Option<InfoRef<'t>>,
}

impl ConversionTarget {
    /// What the target says of the ops named `name`.
    pub(crate) fn name_legality(&self, ctx: &Context, name: Identifier) -> NameLegality<'_> {
        NameLegality {
            target: self,
            info: self.info(ctx, name),
        }
    }
}

impl NameLegality<'_> {
    /// Whether a callback decides, so that the op itself must be looked at.
    fn asks_the_op(info: &InfoRef<'_>) -> bool {
        info.is_recursively_legal
            || (info.action == LegalizationAction::Dynamic && info.legality_fn.is_some())
    }

    /// [`ConversionTarget::is_legal`] of `op()`, an op of this name.
    pub(crate) fn is_legal<'b>(&self, op: impl FnOnce() -> OpRef<'b>) -> Option<LegalOpDetails> {
        let info = self.info?;
        if Self::asks_the_op(&info) {
            return self.target.is_legal_with(info, &op());
        }
        (info.action == LegalizationAction::Legal).then(LegalOpDetails::default)
    }

    /// Whether `op()`, an op of this name, is legal and hides what it holds (an op the
    /// target marks recursively legal, and legal).
    pub(crate) fn is_recursively_legal<'b>(&self, op: impl FnOnce() -> OpRef<'b>) -> bool {
        match self.info {
            Some(info) if info.is_recursively_legal => self
                .target
                .is_legal_with(info, &op())
                .is_some_and(|d| d.is_recursively_legal),
            _ => false,
        }
    }

    /// [`ConversionTarget::is_illegal`] of `op()`, an op of this name.
    pub(crate) fn is_illegal<'b>(&self, op: impl FnOnce() -> OpRef<'b>) -> bool {
        match self.info {
            None => false,
            Some(info) if info.action == LegalizationAction::Dynamic => {
                info.legality_fn.is_some() && ConversionTarget::is_illegal_with(info, &op())
            }
            Some(info) => info.action == LegalizationAction::Illegal,
        }
    }
}
