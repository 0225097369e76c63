//! The [`OperationFolder`] (MLIR's `OperationFolder`): folds ops, materializing the
//! constants they fold to through their dialect, and keeps one constant op per (dialect,
//! value, type) in each insertion region, hoisted to the start of the region's entry
//! block; and [`create_or_fold`] (MLIR's `OpBuilder::createOrFold`).
//!
//! The insertion region of an op is the nearest region around it whose owner is isolated
//! from above, unregistered (it might be), or has no block (the top-level op). The folder
//! works on one arena; its constants are told apart by region.
//!
//! The folder is kept by a rewriter's listener ([`FolderListener`]), which must tell it of
//! every erased op ([`OperationFolder::notify_removal`]), so that it never hands out an op
//! that is gone.

use crate::ir::body::{
    Block, BlockPoint, Body, InsertPoint, IrListener, Op, Region, Rewriter, Value, ValueDef,
};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier, Type};
use crate::ir::fold::{
    constant_value, dialect_namespace, fold_op, fold_op_with, materialize_constant,
    operand_constants, Folded, InPlaceFold, OpFoldResult,
};
use crate::ir::registry::OpTraits;
use crate::support::entity::SecondaryMap;

/// The constants the folder made or took over, by insertion region.
#[derive(Default)]
pub struct OperationFolder {
    /// Per insertion region: the constant op of each (dialect, value, type).
    scopes: FxHashMap<Region, FxHashMap<(Identifier, Attribute, Type), Op>>,
    /// The constant ops the folder owns, each with the keys that map to it.
    owned: FxHashMap<Op, Owned>,
    /// Whether an op is a key of `owned` (most ops the driver asks about are not: a
    /// side table answers without hashing).
    is_owned: SecondaryMap<Op, bool>,
    /// The constants of the operands of the op being folded (kept to reuse its memory).
    operand_constants: Vec<Option<Attribute>>,
}

/// Where a constant the folder owns is listed: its insertion region, value and type, and
/// the dialects under which it is a key of the region's scope.
struct Owned {
    region: Region,
    value: Attribute,
    ty: Type,
    dialects: Vec<Identifier>,
}

/// A listener that keeps an [`OperationFolder`] (a greedy driver's state).
pub trait FolderListener: IrListener {
    /// The folder.
    fn folder(&mut self) -> &mut OperationFolder;
}

impl<T: FolderListener + ?Sized> FolderListener for &mut T {
    fn folder(&mut self) -> &mut OperationFolder {
        (**self).folder()
    }
}

/// A listener that only keeps a folder up to date (for folding outside a driver).
#[derive(Default)]
pub struct FoldingListener(pub OperationFolder);

impl IrListener for FoldingListener {
    fn op_erased(&mut self, body: &Body, op: Op) {
        self.0.notify_removal(body, op);
    }
}

impl FolderListener for FoldingListener {
    fn folder(&mut self) -> &mut OperationFolder {
        &mut self.0
    }
}

/// What [`OperationFolder::try_to_fold`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// Nothing.
    NotFolded,
    /// The op was changed in place and stays.
    InPlace,
    /// The op was replaced and erased.
    Replaced,
}

/// The region constants of ops in `block` go to (see the module documentation).
pub fn insertion_region(ctx: &Context, body: &Body, mut block: Block) -> Region {
    loop {
        let region = body.block_parent(block).expect("the block is in a region");
        let Some(parent) = body.region_parent(region) else {
            return region;
        };
        let might_be_isolated = ctx
            .op_info_of(body.op_name(parent))
            .map_or(true, |i| i.isolated_from_above());
        match body.parent_block(parent) {
            Some(b) if !might_be_isolated => block = b,
            _ => return region,
        }
    }
}

/// The dialect of an op, as an identifier (its namespace).
fn dialect_of(ctx: &Context, body: &Body, op: Op) -> Identifier {
    let name = body.op_name(op);
    ctx.op_info_of(name)
        .and_then(|i| i.dialect)
        .unwrap_or_else(|| ctx.ident(dialect_namespace(ctx.ident_ref(name))))
}

impl OperationFolder {
    /// An empty folder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant the folder made or took over.
    pub fn is_folder_owned_constant(&self, op: Op) -> bool {
        self.is_owned[op]
    }

    /// Forgets `op`, about to be erased (MLIR's `notifyRemoval`); `body` still holds it.
    pub fn notify_removal(&mut self, body: &Body, op: Op) {
        if !self.is_owned[op] {
            return;
        }
        self.is_owned[op] = false;
        let Some(owned) = self.owned.remove(&op) else {
            return;
        };
        let _ = body;
        if let Some(scope) = self.scopes.get_mut(&owned.region) {
            for d in owned.dialects {
                let key = (d, owned.value, owned.ty);
                if scope.get(&key) == Some(&op) {
                    scope.remove(&key);
                }
            }
        }
    }

    /// Lists `op` as the constant of (`dialect`, `value`, `ty`) in `region`'s scope.
    fn own(&mut self, op: Op, region: Region, dialect: Identifier, value: Attribute, ty: Type) {
        self.scopes
            .entry(region)
            .or_default()
            .insert((dialect, value, ty), op);
        self.is_owned[op] = true;
        self.owned
            .entry(op)
            .or_insert_with(|| Owned {
                region,
                value,
                ty,
                dialects: Vec::new(),
            })
            .dialects
            .push(dialect);
    }

    /// Clears the folder (MLIR's `clear`).
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.owned.clear();
        self.is_owned = SecondaryMap::new();
    }
}

/// Moves `op` to the start of its block unless it is there or follows a constant the
/// folder owns.
fn rehoist<L: FolderListener>(rw: &mut Rewriter<'_, L>, op: Op) {
    let body = rw.body();
    let Some(block) = body.parent_block(op) else {
        return;
    };
    let first = body.first_op(block);
    if first == Some(op) {
        return;
    }
    if let Some(prev) = body.prev_op(op) {
        if rw.listener().folder().is_folder_owned_constant(prev) {
            return;
        }
    }
    rw.move_op(
        op,
        InsertPoint {
            block,
            before: first,
        },
    );
}

/// Takes over the constant op `op` holding `value` (MLIR's `insertKnownConstant`): when
/// its insertion region already has a constant of the same dialect, value and type, `op`
/// is replaced by it and erased (`false`); otherwise `op` becomes the region's constant,
/// moved to the start of the region's entry block unless already among the constants
/// there (`true`).
pub fn insert_known_constant<L: FolderListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    op: Op,
    value: Attribute,
) -> bool {
    if rw.listener().folder().is_folder_owned_constant(op) {
        rehoist(rw, op);
        return true;
    }
    let body = rw.body();
    let block = body.parent_block(op).expect("a constant in a block");
    let region = insertion_region(ctx, body, block);
    let ty = body.value_type(body.results(op)[0]);
    let dialect = dialect_of(ctx, body, op);
    let existing = rw
        .listener()
        .folder()
        .scopes
        .get(&region)
        .and_then(|s| s.get(&(dialect, value, ty)).copied());
    if let Some(existing) = existing {
        let values = rw.body().results(existing).to_vec();
        rw.replace_op(op, &values)
            .expect("a constant has one result");
        return false;
    }
    let body = rw.body();
    let entry = body.entry_block(region).expect("the region has a block");
    let at_front = body.first_op(entry) == Some(op);
    let after_owned = body.parent_block(op) == Some(entry)
        && body
            .prev_op(op)
            .is_some_and(|p| rw.listener().folder().is_folder_owned_constant(p));
    if !(at_front || after_owned) {
        let first = rw.body().first_op(entry);
        rw.move_op(
            op,
            InsertPoint {
                block: entry,
                before: first,
            },
        );
    }
    rw.listener().folder().own(op, region, dialect, value, ty);
    true
}

/// The constant op of (dialect, value, type) in `region`'s scope, made by the dialect at
/// the insertion point if there is none (MLIR's `tryGetOrCreateConstant`).
fn get_or_create_constant<L: FolderListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    region: Region,
    dialect: Identifier,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<Op> {
    let key = (dialect, value, ty);
    if let Some(&op) = rw
        .listener()
        .folder()
        .scopes
        .get(&region)
        .and_then(|s| s.get(&key))
    {
        return Some(op);
    }
    let state = materialize_constant(ctx, ctx.ident_ref(dialect), value, ty, loc)?;
    let op = rw.create(state);
    let new_dialect = dialect_of(ctx, rw.body(), op);
    if new_dialect == dialect {
        rw.listener().folder().own(op, region, dialect, value, ty);
        return Some(op);
    }
    // The constant is of another dialect: share the one of that dialect if any.
    let new_key = (new_dialect, value, ty);
    let existing = rw
        .listener()
        .folder()
        .scopes
        .get(&region)
        .and_then(|s| s.get(&new_key).copied());
    let chosen = match existing {
        Some(e) => {
            rw.erase_op(op).expect("a new constant is unused");
            e
        }
        None => {
            rw.listener()
                .folder()
                .own(op, region, new_dialect, value, ty);
            op
        }
    };
    rw.listener()
        .folder()
        .own(chosen, region, dialect, value, ty);
    Some(chosen)
}

/// The constant of `value` as type `ty` for uses in `block` (MLIR's
/// `OperationFolder::getOrCreateConstant`): the folder's constant of (`dialect`, value,
/// type) in the insertion region of `block`, or one made by `dialect` at the start of
/// that region's entry block; `None` when the dialect makes none.
pub fn get_or_create_constant_for<L: FolderListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    block: Block,
    dialect: Identifier,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<Value> {
    let region = insertion_region(ctx, rw.body(), block);
    let entry = rw.body().entry_block(region)?;
    let saved_ip = rw.insertion_point();
    let first = rw.body().first_op(entry);
    rw.set_insertion_point(Some(InsertPoint {
        block: entry,
        before: first,
    }));
    let op = get_or_create_constant(ctx, rw, region, dialect, value, ty, loc);
    rw.set_insertion_point(saved_ip);
    Some(rw.body().results(op?)[0])
}

/// Applies an in-place fold to `op`.
fn apply_in_place<L: IrListener>(rw: &mut Rewriter<'_, L>, op: Op, change: InPlaceFold) {
    if let Some(operands) = change.operands {
        rw.set_operands(op, &operands);
    }
    if let Some(attrs) = change.attrs {
        rw.set_attrs(op, attrs);
    }
    if let Some((i, j)) = change.swap_regions {
        let (ri, rj) = {
            let regions = rw.body().regions(op);
            (regions[i], regions[j])
        };
        let first_i = rw.body().region_blocks(ri).next();
        let blocks_i: Vec<_> = rw.body().region_blocks(ri).collect();
        let blocks_j: Vec<_> = rw.body().region_blocks(rj).collect();
        for b in blocks_j {
            rw.move_block(
                b,
                BlockPoint {
                    region: ri,
                    before: first_i,
                },
            );
        }
        let first_j = rw.body().region_blocks(rj).next();
        for b in blocks_i {
            rw.move_block(
                b,
                BlockPoint {
                    region: rj,
                    before: first_j,
                },
            );
        }
    }
}

/// Folds `op` (MLIR's `OperationFolder::tryToFold`). A constant the folder owns is only
/// re-hoisted. For a commutative op, the operands defined by constants move last first (an
/// in-place change by itself). When the op folds to values and constants, the constants
/// are found or made in the op's insertion region, `pre_replace` is called with the op's
/// operands as they were before any reordering, and the op is replaced and erased.
pub fn try_to_fold<L: FolderListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    op: Op,
    pre_replace: impl FnOnce(&mut Rewriter<'_, L>, Op, &[Value]),
) -> FoldOutcome {
    if rw.listener().folder().is_folder_owned_constant(op) {
        rehoist(rw, op);
        return FoldOutcome::NotFolded;
    }
    // The operands before the commutative reordering, when there was one.
    let mut moved: Option<Vec<Value>> = None;
    // An op without a fold hook that is not commutative (or an unregistered op) has
    // nothing to fold: its operands' constants are not looked up.
    let Some(info) = ctx.op_info_of(rw.body().op_name(op)) else {
        return FoldOutcome::NotFolded;
    };
    let commutative = info.traits.contains(OpTraits::COMMUTATIVE);
    if info.fold.is_none() && !commutative {
        return FoldOutcome::NotFolded;
    }
    let mut constants = std::mem::take(&mut rw.listener().folder().operand_constants);
    constants.clear();
    {
        let body = rw.body();
        constants.extend(body.operands(op).map(|v| constant_value(ctx, body, v)));
    }
    if constants.len() >= 2 && commutative {
        // The operands defined by constants move last, in order (a stable partition).
        if let Some(first) = constants.iter().position(Option::is_some) {
            if constants[first..].iter().any(Option::is_none) {
                let operands: Vec<Value> = rw.body().operands(op).collect();
                let mut order: Vec<usize> = (0..first).collect();
                order.extend((first..operands.len()).filter(|&i| constants[i].is_none()));
                order.extend((first..operands.len()).filter(|&i| constants[i].is_some()));
                let reordered: Vec<Value> = order.iter().map(|&i| operands[i]).collect();
                let reordered_constants: Vec<Option<Attribute>> =
                    order.iter().map(|&i| constants[i]).collect();
                constants.clear();
                constants.extend(reordered_constants);
                rw.set_operands(op, &reordered);
                moved = Some(operands);
            }
        }
    }
    let folded = fold_op_with(ctx, Some(info), rw.body(), op, &constants);
    rw.listener().folder().operand_constants = constants;
    let results = match folded {
        Folded::No if moved.is_some() => return FoldOutcome::InPlace,
        Folded::No => return FoldOutcome::NotFolded,
        Folded::InPlace(change) => {
            apply_in_place(rw, op, change);
            return FoldOutcome::InPlace;
        }
        Folded::Results(r) => r,
    };
    let body = rw.body();
    let block = body.parent_block(op).expect("a folded op is in a block");
    let region = insertion_region(ctx, body, block);
    let entry = body.entry_block(region).expect("the region has a block");
    let dialect = match info.dialect {
        Some(d) => d,
        None => dialect_of(ctx, body, op),
    };
    let loc = body.loc(op);
    let saved_ip = rw.insertion_point();
    let first = rw.body().first_op(entry);
    rw.set_insertion_point(Some(InsertPoint {
        block: entry,
        before: first,
    }));
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    let mut failed = false;
    for (i, r) in results.into_iter().enumerate() {
        let result = rw.body().results(op)[i];
        let ty = rw.body().value_type(result);
        match r {
            OpFoldResult::Value(v) => {
                if rw.body().value_type(v) != ty {
                    failed = true;
                    break;
                }
                values.push(v);
            }
            OpFoldResult::Attribute(a) => {
                match get_or_create_constant(ctx, rw, region, dialect, a, ty, loc) {
                    Some(c) => {
                        // The constant must dominate the op it replaces.
                        let body = rw.body();
                        if body.parent_block(c) == Some(block) && body.first_op(block) != Some(c) {
                            let first = body.first_op(block);
                            rw.move_op(
                                c,
                                InsertPoint {
                                    block,
                                    before: first,
                                },
                            );
                        }
                        if !created.contains(&c) {
                            created.push(c);
                        }
                        values.push(rw.body().results(c)[0]);
                    }
                    None => {
                        failed = true;
                        break;
                    }
                }
            }
        }
    }
    rw.set_insertion_point(saved_ip);
    if failed {
        // Erase the constants made for this fold that nothing uses.
        for c in created {
            let body = rw.body();
            if body.results(c).iter().all(|&r| body.use_empty(r)) {
                let _ = rw.erase_op(c);
            }
        }
        return FoldOutcome::NotFolded;
    }
    let original = moved.unwrap_or_else(|| rw.body().operands(op).collect());
    pre_replace(rw, op, &original);
    rw.replace_op(op, &values).expect("one value per result");
    FoldOutcome::Replaced
}

/// Creates the op of `state` at the rewriter's insertion point, or folds it (MLIR's
/// `OpBuilder::createOrFold`): when it folds to values and constants (the constants
/// materialized by its dialect at the insertion point), those are returned and the op is
/// not kept; otherwise the op is inserted (changed in place if its fold says so) and its
/// results are returned.
pub fn create_or_fold<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    state: crate::ir::body::OperationState,
) -> Vec<Value> {
    let ip = rw.insertion_point();
    let loc = state.loc;
    rw.set_insertion_point(None);
    let op = rw.create(state);
    rw.set_insertion_point(ip);
    let constants = operand_constants(ctx, rw.body(), op);
    match fold_op(ctx, rw.body(), op, &constants) {
        Folded::Results(results) => {
            let dialect = dialect_namespace(ctx.ident_ref(rw.body().op_name(op))).to_string();
            let mut values = Vec::new();
            let mut created = Vec::new();
            let mut ok = true;
            for (i, r) in results.into_iter().enumerate() {
                let ty = rw.body().value_type(rw.body().results(op)[i]);
                match r {
                    OpFoldResult::Value(v) if rw.body().value_type(v) == ty => values.push(v),
                    OpFoldResult::Attribute(a) => {
                        match materialize_constant(ctx, &dialect, a, ty, loc) {
                            Some(s) if ip.is_some() => {
                                let c = rw.create(s);
                                created.push(c);
                                values.push(rw.body().results(c)[0]);
                            }
                            _ => {
                                ok = false;
                                break;
                            }
                        }
                    }
                    OpFoldResult::Value(_) => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                rw.erase_op(op).expect("a detached op is unused");
                return values;
            }
            for c in created {
                let _ = rw.erase_op(c);
            }
        }
        Folded::InPlace(change) => {
            if ip.is_some() {
                rw.insert(op);
            }
            apply_in_place(rw, op, change);
            return rw.body().results(op).to_vec();
        }
        Folded::No => {}
    }
    if ip.is_some() {
        rw.insert(op);
    }
    rw.body().results(op).to_vec()
}

/// Whether `v` is defined by an op (not a block argument).
pub fn defining_op(body: &Body, v: Value) -> Option<Op> {
    match body.value_def(v) {
        ValueDef::OpResult(op, _) => Some(op),
        _ => None,
    }
}
