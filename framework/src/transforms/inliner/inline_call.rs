//! Inlining one call (MLIR 16's `InliningUtils`: `inlineCall` and `inlineRegionImpl`), and
//! the hooks dialects give it ([`DialectInlinerInterface`], MLIR's interface of the same
//! name, registered per dialect with `Context::add_dialect_interface`).
//!
//! The callee's body is in the arena of the callable (an isolated op), the call in the
//! arena of its caller: the body is copied across ([`Body::clone_region_from`]). MLIR moves
//! the body instead of copying it when the callee has no other use and will be erased;
//! the IR that results is the same.

use crate::interfaces::base::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::body::{
    Block, BlockPoint, Body, InsertPoint, IrMapping, Op, Region, Rewriter, Value,
};
use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ir::dialect_interface::DialectInterfaceCollection;
use crate::ir::registry::OpRef;

use super::call_graph::CallNames;

/// A region with the arena holding its blocks and the op it belongs to.
#[derive(Clone, Copy)]
pub struct RegionRef<'a> {
    /// The arena holding the region's blocks.
    pub body: &'a Body,
    /// The region.
    pub region: Region,
    /// The isolated op owning `body`, in its own arena (the op of the arena's top-level
    /// regions), when known.
    pub owner: Option<(&'a Body, Op)>,
    /// The name of the isolated op owning `body`, when `owner` is out of reach (the op a
    /// pass runs on): its dialect answers for a top-level region.
    pub owner_name: Option<Identifier>,
}

impl<'a> RegionRef<'a> {
    /// The op holding the region: in `body`, or the owner of a top-level region.
    pub fn parent_op(&self, ctx: &'a Context) -> Option<OpRef<'a>> {
        match self.body.region_parent(self.region) {
            Some(p) => {
                let r = OpRef::new(ctx, self.body, p);
                Some(match self.owner {
                    Some((b, o)) => r.with_outer(b, o),
                    None => r,
                })
            }
            None => self.owner.map(|(b, o)| OpRef::new(ctx, b, o)),
        }
    }

    /// The inliner interface of the dialect of the op holding the region (of the op
    /// named `owner_name` for a top-level region without `owner`).
    fn parent_interface<'i>(
        &self,
        ctx: &Context,
        interfaces: &'i InlinerInterfaces,
    ) -> Option<&'i dyn DialectInlinerInterface> {
        match self.parent_op(ctx) {
            Some(p) => interfaces.interface_for_op(ctx, p.body, p.op),
            None => {
                let name = ctx.ident_ref(self.owner_name?);
                interfaces.interface_for(name.split_once('.').map_or(name, |(d, _)| d))
            }
        }
    }
}

/// What a dialect tells the inliner about its ops (MLIR's `DialectInlinerInterface`). The
/// inliner asks the dialect of the op concerned: of the call, of the op holding the region
/// inlined into, of each op inlined, of each inlined terminator. Every legality hook says
/// no by default: a dialect without the interface, or that does not answer, is never
/// inlined (into).
pub trait DialectInlinerInterface: Send + Sync {
    /// Whether `call` (of this dialect) may be replaced by the body of `callable` (MLIR's
    /// `isLegalToInline(Operation *call, Operation *callable, bool wouldBeCloned)`).
    fn is_legal_to_inline_call(
        &self,
        _call: &OpRef<'_>,
        _callable: &OpRef<'_>,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether `src` may be inlined into `dest`, a region of an op of this dialect; the
    /// mapping holds the values replacing `src`'s entry arguments (MLIR's
    /// `isLegalToInline(Region *dest, Region *src, ...)`).
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _dest: &RegionRef<'_>,
        _src: &RegionRef<'_>,
        _would_be_cloned: bool,
        _mapping: &IrMapping,
    ) -> bool {
        false
    }

    /// Whether `op` (of this dialect) may be inlined into `dest` (MLIR's
    /// `isLegalToInline(Operation *op, Region *dest, ...)`).
    fn is_legal_to_inline_op(
        &self,
        _op: &OpRef<'_>,
        _dest: &RegionRef<'_>,
        _would_be_cloned: bool,
        _mapping: &IrMapping,
    ) -> bool {
        false
    }

    /// Whether the ops nested in `op` are checked too (MLIR's
    /// `shouldAnalyzeRecursively`).
    fn should_analyze_recursively(&self, _op: &OpRef<'_>) -> bool {
        true
    }

    /// Makes an op converting `input` to `ty` at the rewriter's insertion point, with
    /// `input` as its one operand and one result of type `ty`, for a call of this dialect
    /// whose operand or result type is not its callee's (MLIR's
    /// `materializeCallConversion`); `None` when it cannot, and the call is not inlined.
    fn materialize_call_conversion(
        &self,
        _ctx: &Context,
        _rw: &mut Rewriter<'_>,
        _input: Value,
        _ty: Type,
        _loc: Attribute,
    ) -> Option<Op> {
        None
    }

    /// Sees the blocks just inlined in place of `call` (of this dialect), before their
    /// terminators are handled (MLIR's `processInlinedCallBlocks`).
    fn process_inlined_call_blocks(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _call: Op,
        _blocks: &[Block],
    ) {
    }

    /// Replaces the terminator `op` (of this dialect) of an inlined block, when several
    /// blocks were inlined, by a branch to `dest`, which takes the call's results as
    /// arguments (MLIR's `handleTerminator(Operation *, Block *)`).
    fn handle_terminator_branch(&self, _ctx: &Context, _body: &mut Body, _op: Op, _dest: Block) {}

    /// Replaces the uses of the call's results `values` by what the terminator `op` (of
    /// this dialect) of the one inlined block returns; the terminator is erased after
    /// (MLIR's `handleTerminator(Operation *, ArrayRef<Value>)`).
    fn handle_terminator_values(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: Op,
        _values: &[Value],
    ) {
    }
}

/// The dialects' inliner interfaces (MLIR's `InlinerInterface`), found by op.
pub type InlinerInterfaces = DialectInterfaceCollection<dyn DialectInlinerInterface>;

/// The call to inline, in its caller's arena.
pub struct CallSite<'a> {
    /// The caller's arena.
    pub body: &'a mut Body,
    /// The isolated op owning that arena, in the arena holding it; `None` when the arena
    /// is the one of the op the pass runs on (out of reach).
    pub owner: Option<(&'a Body, Op)>,
    /// The call.
    pub call: Op,
}

/// The callee: a callable op of `owner`'s arena and the arena of its body.
#[derive(Clone, Copy)]
pub struct Callee<'a> {
    /// The arena holding the callable op, and the op.
    pub callable: (&'a Body, Op),
    /// The arena of the callable's body.
    pub body: &'a Body,
    /// The callable region.
    pub region: Region,
    /// Whether `body` is a copy of the caller's arena (the callable is defined in the
    /// caller, its callee value): the values the region uses from above it are the
    /// caller's own.
    pub in_caller: bool,
}

/// `op`, knowing the isolated op owning its arena when `owner` names it.
fn with_owner<'a>(op: OpRef<'a>, owner: Option<(&'a Body, Op)>) -> OpRef<'a> {
    match owner {
        Some((b, o)) => op.with_outer(b, o),
        None => op,
    }
}

/// Why a call could not be inlined (MLIR's `inlineCall` returns a bare failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineFailure {
    /// The callee's region has no block.
    EmptyRegion,
    /// The call's arguments or results do not match the callee's in number, or in type
    /// where the call's dialect cannot convert between them.
    SignatureMismatch,
    /// A dialect refused (the call, the region inlined into, or an op of the callee).
    NotLegal,
}

/// Inlines the call `site.call` of `callee` (MLIR's `inlineCall`): the callee's blocks
/// are copied after the call, its entry arguments replaced by the call's operands, its
/// ops' locations become call-site locations at the call's location (unless it is
/// unknown), and its terminators are handled by their dialects: with one block, the
/// call's results are replaced by what it returns; with several, they become arguments of
/// the block holding what followed the call, to which each terminator branches. The call
/// itself is left in place, unused, for the caller to erase. Returns the calls found in the
/// inlined code, in the order MLIR's inliner collects them (the blocks last to first,
/// each block's ops in order before the regions nested in them).
pub fn inline_call(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    site: CallSite<'_>,
    callee: Callee<'_>,
    would_be_cloned: bool,
) -> Result<Vec<Op>, InlineFailure> {
    let CallSite { body, owner, call } = site;
    let src_entry = callee
        .body
        .entry_block(callee.region)
        .ok_or(InlineFailure::EmptyRegion)?;
    let (callable_body, callable_op) = callee.callable;
    let callable = OpRef::new(ctx, callable_body, callable_op);
    let result_types = CallableOpInterfaceRef::get(callable)
        .map(|c| c.get_callable_results())
        .unwrap_or_default();
    let call_ref = with_owner(OpRef::new(ctx, body, call), owner);
    let operands = CallOpInterfaceRef::get(call_ref)
        .map(|c| c.get_arg_operands())
        .unwrap_or_default();
    let results = body.results(call).to_vec();
    let args = callee.body.block_args(src_entry);
    if operands.len() != args.len() || results.len() != result_types.len() {
        return Err(InlineFailure::SignatureMismatch);
    }

    // Where the types differ, the call's dialect may convert: an operand to the argument's
    // type before the call, a result from the callee's type after it (MLIR's
    // `materializeConversion`); the conversions are undone if inlining fails.
    let block = body.parent_block(call).expect("a call is in a block");
    let call_loc = body.loc(call);
    let call_iface = interfaces.interface_for_op(ctx, body, call);
    let mut casts = Vec::new();
    let mut mapping = IrMapping::new();
    for (&arg, &operand) in args.iter().zip(&operands) {
        let ty = callee.body.value_type(arg);
        let mut value = operand;
        if body.value_type(operand) != ty {
            let before = InsertPoint {
                block,
                before: Some(call),
            };
            match materialize_conversion(call_iface, ctx, body, before, operand, ty, call_loc) {
                Some(cast) => {
                    casts.push(cast);
                    value = body.results(cast)[0];
                }
                None => {
                    undo_conversions(body, &casts);
                    return Err(InlineFailure::SignatureMismatch);
                }
            }
        }
        mapping.map_value(arg, value);
    }
    let after = InsertPoint {
        block,
        before: body.next_op(call),
    };
    for (&r, &t) in results.iter().zip(&result_types) {
        if body.value_type(r) == t {
            continue;
        }
        // A conversion of the result to its own type, which takes the result's uses; once
        // the inlined code replaces the result, it converts from the callee's type.
        let ty = body.value_type(r);
        let Some(cast) = materialize_conversion(call_iface, ctx, body, after, r, ty, call_loc)
        else {
            undo_conversions(body, &casts);
            return Err(InlineFailure::SignatureMismatch);
        };
        casts.push(cast);
        let converted = body.results(cast)[0];
        Rewriter::new(body).replace_all_uses_except(r, converted, cast);
    }
    let call_ref = with_owner(OpRef::new(ctx, body, call), owner);

    // Legality: the call's dialect, the dialect of the op holding the region inlined into,
    // and every op of the callee (MLIR's checks, in its order).
    let legal_call = interfaces
        .interface_for_op(ctx, body, call)
        .is_some_and(|i| i.is_legal_to_inline_call(&call_ref, &callable, would_be_cloned));
    let insert_region = body.block_parent(block).expect("a block is in a region");
    let dest = RegionRef {
        body,
        region: insert_region,
        owner,
        owner_name: None,
    };
    let src = RegionRef {
        body: callee.body,
        region: callee.region,
        owner: Some(callee.callable),
        owner_name: None,
    };
    if !legal_call || !region_legal(ctx, interfaces, &src, &dest, would_be_cloned, &mapping) {
        undo_conversions(body, &casts);
        return Err(InlineFailure::NotLegal);
    }

    // Split the caller's block after the call and copy the callee's blocks in between.
    let post = split_after(body, block, call);
    let at = BlockPoint {
        region: insert_region,
        before: Some(post),
    };
    if callee.in_caller {
        map_values_from_above(callee.body, callee.region, &mut mapping);
    }
    let new_blocks = body
        .clone_region_from(callee.body, callee.region, at, &mut mapping)
        .expect("the callee's body uses only its own values and its entry arguments");
    if !matches!(
        ctx.attr_kind_ref(call_loc),
        AttrKind::Location(Location::Unknown)
    ) {
        remap_locations(ctx, body, &new_blocks, call_loc);
    }
    if let Some(i) = call_iface {
        i.process_inlined_call_blocks(ctx, body, call, &new_blocks);
    }
    let calls = collect_calls(ctx, body, &new_blocks);
    finish_inlining(
        ctx,
        interfaces,
        body,
        Inlined {
            block,
            post,
            blocks: &new_blocks,
            results: &results,
            result_types: &result_types,
            loc: call_loc,
            entry_operands: &[],
        },
    );
    Ok(calls)
}

/// Inlines the region `src` of the arena `body` at the op `point` of that arena (MLIR's
/// `inlineRegion`): the blocks of `src` are moved after `point` (copied when `clone`),
/// their entry arguments replaced by `operands`, their ops' locations remapped to call-site
/// locations at `loc` (unless unknown), and their terminators handled by their dialects as
/// [`inline_call`] does, `results` taking the place of a call's results. `point` stays, for
/// the caller to erase. `owner_name` names the isolated op owning `body`, whose dialect
/// decides whether a top-level region of it may be inlined into. Without a call, only the
/// region inlined into and the ops of `src` are asked about legality.
#[allow(clippy::too_many_arguments)]
pub fn inline_region(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    body: &mut Body,
    owner_name: Identifier,
    src: Region,
    point: Op,
    operands: &[Value],
    results: &[Value],
    loc: Attribute,
    clone: bool,
) -> Result<(), InlineFailure> {
    let src_entry = body.entry_block(src).ok_or(InlineFailure::EmptyRegion)?;
    let args = body.block_args(src_entry).to_vec();
    if operands.len() != args.len() {
        return Err(InlineFailure::SignatureMismatch);
    }
    let mut mapping = IrMapping::new();
    for (&arg, &operand) in args.iter().zip(operands) {
        if body.value_type(arg) != body.value_type(operand) {
            return Err(InlineFailure::SignatureMismatch);
        }
        mapping.map_value(arg, operand);
    }
    let block = body
        .parent_block(point)
        .expect("an inline point is in a block");
    let insert_region = body.block_parent(block).expect("a block is in a region");
    let legal = {
        let dest = RegionRef {
            body,
            region: insert_region,
            owner: None,
            owner_name: Some(owner_name),
        };
        let src = RegionRef {
            body,
            region: src,
            owner: None,
            owner_name: Some(owner_name),
        };
        region_legal(ctx, interfaces, &src, &dest, clone, &mapping)
    };
    if !legal {
        return Err(InlineFailure::NotLegal);
    }

    let post = split_after(body, block, point);
    let at = BlockPoint {
        region: insert_region,
        before: Some(post),
    };
    let new_blocks = if clone {
        Rewriter::new(body).clone_region_before(src, at, &mut mapping)
    } else {
        // The moved entry block's arguments give way to the operands when it merges
        // (MLIR's `remapInlinedOperands`).
        let moved: Vec<Block> = body.region_blocks(src).collect();
        Rewriter::new(body).inline_region_before(src, at);
        moved
    };
    if !matches!(
        ctx.attr_kind_ref(loc),
        AttrKind::Location(Location::Unknown)
    ) {
        remap_locations(ctx, body, &new_blocks, loc);
    }
    let result_types: Vec<Type> = results.iter().map(|&r| body.value_type(r)).collect();
    finish_inlining(
        ctx,
        interfaces,
        body,
        Inlined {
            block,
            post,
            blocks: &new_blocks,
            results,
            result_types: &result_types,
            loc,
            entry_operands: if clone { &[] } else { operands },
        },
    );
    Ok(())
}

/// Maps to themselves the values `region` (of `body`) and the regions in it use but that
/// are defined above it (not through ops isolated from above, which use none).
fn map_values_from_above(body: &Body, region: Region, mapping: &mut IrMapping) {
    let mut regions = vec![region];
    let mut inside: Vec<Region> = Vec::new();
    let mut ops = Vec::new();
    while let Some(r) = regions.pop() {
        inside.push(r);
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                ops.push(op);
                if !body.is_isolated(op) {
                    regions.extend(body.regions(op).iter().copied());
                }
            }
        }
    }
    for op in ops {
        for v in body.operands(op) {
            let from_above = body
                .value_parent_region(v)
                .map_or(true, |r| !inside.contains(&r));
            if from_above && mapping.lookup_value(v).is_none() {
                mapping.map_value(v, v);
            }
        }
    }
}

/// Converts `input` to `ty` at `at` with the call's dialect's interface, if it can.
#[allow(clippy::too_many_arguments)]
fn materialize_conversion(
    iface: Option<&dyn DialectInlinerInterface>,
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    input: Value,
    ty: Type,
    loc: Attribute,
) -> Option<Op> {
    let mut rw = Rewriter::new(body);
    rw.set_insertion_point(Some(at));
    let cast = iface?.materialize_call_conversion(ctx, &mut rw, input, ty, loc)?;
    debug_assert!(
        body.num_operands(cast) == 1
            && body.operand(cast, 0) == input
            && body.results(cast).len() == 1
            && body.value_type(body.results(cast)[0]) == ty,
        "a call conversion takes the value converted and gives one value of the type asked"
    );
    Some(cast)
}

/// Erases the conversions made for a call not inlined, their uses going back to the
/// values converted.
fn undo_conversions(body: &mut Body, casts: &[Op]) {
    let mut rw = Rewriter::new(body);
    for &cast in casts {
        let input = rw.body().operand(cast, 0);
        let converted = rw.body().results(cast)[0];
        rw.replace_all_uses_with(converted, input);
        rw.erase_op(cast)
            .expect("a conversion's uses went back to its input");
    }
}

/// Splits `block` after `point`, returning the block holding what followed it (a new
/// empty block after `block` when nothing did).
fn split_after(body: &mut Body, block: Block, point: Op) -> Block {
    match body.next_op(point) {
        Some(next) => Rewriter::new(body).split_block(block, next),
        None => {
            let region = body.block_parent(block).expect("a block is in a region");
            let new = body.create_block();
            body.place_block(
                new,
                BlockPoint {
                    region,
                    before: body.next_block(block),
                },
            );
            new
        }
    }
}

/// Inlined blocks, placed between the block of the inline point and the block holding
/// what followed it.
struct Inlined<'a> {
    /// The block of the inline point.
    block: Block,
    /// The block split off after the inline point.
    post: Block,
    /// The inlined blocks, in order.
    blocks: &'a [Block],
    /// The values the inlined code replaces (a call's results).
    results: &'a [Value],
    /// Their types, as the inlined code gives them.
    result_types: &'a [Type],
    /// The location of the inline point.
    loc: Attribute,
    /// The values for the arguments the first inlined block kept (a moved region's entry
    /// block keeps them; a copy has none).
    entry_operands: &'a [Value],
}

/// Hands the terminators of inlined blocks to their dialects and merges the blocks with
/// the code around (the end of MLIR's `inlineRegionImpl`): with one block, the results are
/// replaced by what its terminator returns and the block joins both halves; with several,
/// the results become arguments of the block after, to which each terminator branches,
/// and the first block joins the block of the inline point.
fn finish_inlining(ctx: &Context, interfaces: &InlinerInterfaces, body: &mut Body, i: Inlined) {
    let Inlined {
        block,
        post,
        blocks,
        results,
        result_types,
        loc,
        entry_operands,
    } = i;
    let first = blocks[0];
    if blocks.len() == 1 {
        let term = body
            .last_op(first)
            .expect("an inlined block has a terminator");
        if let Some(i) = interfaces.interface_for_op(ctx, body, term) {
            i.handle_terminator_values(ctx, body, term, results);
        }
        let mut rw = Rewriter::new(body);
        rw.erase_op(term)
            .expect("a terminator's results are unused");
        rw.merge_blocks(post, first, &[])
            .expect("the split-off block has no arguments and no predecessors");
    } else {
        for (&r, &t) in results.iter().zip(result_types) {
            let arg = body.add_block_argument(post, t);
            body.set_arg_loc(arg, loc);
            Rewriter::new(body).replace_all_uses_with(r, arg);
        }
        for &b in blocks {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            if let Some(i) = interfaces.interface_for_op(ctx, body, term) {
                i.handle_terminator_branch(ctx, body, term, post);
            }
        }
    }
    Rewriter::new(body)
        .merge_blocks(first, block, entry_operands)
        .expect("the inlined entry block has no predecessors");
}

/// Whether `src` may be inlined into `dest`: the dialect of the op holding `dest` allows
/// it, and every op of `src` may be inlined ([`ops_legal`]) (MLIR's checks of
/// `inlineRegionImpl`, in its order).
fn region_legal(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    src: &RegionRef<'_>,
    dest: &RegionRef<'_>,
    would_be_cloned: bool,
    mapping: &IrMapping,
) -> bool {
    dest.parent_interface(ctx, interfaces)
        .is_some_and(|i| i.is_legal_to_inline_region(ctx, dest, src, would_be_cloned, mapping))
        && ops_legal(ctx, interfaces, src, dest, would_be_cloned, mapping)
}

/// Whether every op of `src` (and, as their dialects ask, of the regions nested in them)
/// may be inlined into `dest` (MLIR's `isLegalToInline` over a region).
fn ops_legal(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    src: &RegionRef<'_>,
    dest: &RegionRef<'_>,
    would_be_cloned: bool,
    mapping: &IrMapping,
) -> bool {
    let mut stack = vec![*src];
    while let Some(r) = stack.pop() {
        for b in r.body.region_blocks(r.region) {
            for op in r.body.block_ops(b) {
                let mut op_ref = OpRef::new(ctx, r.body, op);
                if let Some((ob, o)) = r.owner {
                    op_ref = op_ref.with_outer(ob, o);
                }
                let Some(i) = interfaces.interface_for_op(ctx, r.body, op) else {
                    return false;
                };
                if !i.is_legal_to_inline_op(&op_ref, dest, would_be_cloned, mapping) {
                    return false;
                }
                if !i.should_analyze_recursively(&op_ref) {
                    continue;
                }
                let (inner, owner) = match r.body.nested_body(op) {
                    Some(n) => (n, Some((r.body, op))),
                    None => (r.body, r.owner),
                };
                for &nested in r.body.regions(op) {
                    stack.push(RegionRef {
                        body: inner,
                        region: nested,
                        owner,
                        owner_name: r.owner_name,
                    });
                }
            }
        }
    }
    true
}

/// Sets the location of every op of `blocks` (nested ones included) to a call-site
/// location of its own at `caller` (MLIR's `remapInlinedLocations`), one per distinct
/// location.
fn remap_locations(ctx: &Context, body: &mut Body, blocks: &[Block], caller: Attribute) {
    // Interning gives one attribute per location already: no map in front of it, only
    // the last location (runs of ops often share one).
    let mut last: Option<(Attribute, Attribute)> = None;
    let mut remap = |body: &mut Body, op: Op| {
        let loc = body.loc(op);
        let new = match last {
            Some((from, to)) if from == loc => to,
            _ => {
                let to = ctx.intern_attr(AttrKind::Location(Location::CallSite {
                    callee: loc,
                    caller,
                }));
                last = Some((loc, to));
                to
            }
        };
        body.set_loc(op, new);
    };
    remap_locations_in(body, blocks, &mut remap);
}

/// [`remap_locations`] within one arena and the arenas nested in it.
fn remap_locations_in(body: &mut Body, blocks: &[Block], remap: &mut impl FnMut(&mut Body, Op)) {
    let mut ops: Vec<Op> = blocks.iter().flat_map(|&b| body.block_ops(b)).collect();
    while let Some(op) = ops.pop() {
        remap(body, op);
        if let Some(nested) = body.nested_body_mut(op) {
            let roots: Vec<Region> = nested.root_regions().collect();
            let inner: Vec<Block> = roots
                .iter()
                .flat_map(|&r| nested.region_blocks(r))
                .collect();
            remap_locations_in(nested, &inner, remap);
            continue;
        }
        for &r in body.regions(op) {
            ops.extend(body.region_blocks(r).flat_map(|b| body.block_ops(b)));
        }
    }
}

/// The call ops of `blocks` in the order MLIR's inliner collects them
/// (`collectCallOps`): a stack of blocks, the last pushed first; a block's ops in order, a
/// call recorded (its regions not entered), another op's regions' blocks pushed. Ops
/// isolated from above are not entered.
pub(super) fn collect_calls(ctx: &Context, body: &Body, blocks: &[Block]) -> Vec<Op> {
    collect_calls_outside(ctx, body, blocks, |_| false)
}

/// [`collect_calls`], without entering the regions for which `skip` holds (the regions
/// of callables nested in the one whose calls are collected).
pub(super) fn collect_calls_outside(
    ctx: &Context,
    body: &Body,
    blocks: &[Block],
    skip: impl Fn(Region) -> bool,
) -> Vec<Op> {
    let mut calls = Vec::new();
    let mut names = CallNames::default();
    let mut stack: Vec<Block> = blocks.to_vec();
    while let Some(b) = stack.pop() {
        for op in body.block_ops(b) {
            if names.is_call(ctx, body, op) {
                calls.push(op);
                continue;
            }
            if body.is_isolated(op) {
                continue;
            }
            for &r in body.regions(op) {
                if !skip(r) {
                    stack.extend(body.region_blocks(r));
                }
            }
        }
    }
    calls
}
