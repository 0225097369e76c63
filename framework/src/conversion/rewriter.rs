//! The rewriter of conversion patterns (MLIR's `ConversionPatternRewriter`) and the
//! state it records: every change is logged so that it can be undone, and replacements
//! are deferred.
//!
//! A replaced or erased op stays in the IR until the conversion commits: its results are
//! mapped to their replacements (the value mapping), which patterns read through their
//! operands (remapped, and converted to the pattern's types) and which the commit applies
//! to the uses left. Created ops, blocks, moves, merges, splits, in-place modifications
//! and block signature conversions are applied at once and undone, newest first, when a
//! pattern's result cannot be legalized or the conversion fails.
//!
//! An op's nested arena (an isolated op's regions) is an arena of its own: values never
//! cross arenas, so each has its own value mapping; the log names the arena of each entry
//! by the isolated ops leading to it from the conversion's root arena, which is valid
//! again whenever the entries after it have been undone.

use std::sync::Arc;

use crate::ir::body::{
    Block, BlockPoint, Body, InsertPoint, Op, OperationState, Region, Value, ValueDef,
};
use crate::ir::context::{Attribute, Context, FxHashMap, FxHashSet, Identifier, Type};
use crate::ir::registry::OpRef;

use super::type_converter::{SignatureConversion, TypeConverter};

/// An arena of the conversion, by its index in [`ConversionState::arenas`].
pub(crate) type ArenaId = u32;

/// An op of some arena of a conversion: the isolated ops leading from the conversion's
/// root arena to its arena, and the op.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpAddress {
    /// The isolated ops from the root arena to the op's arena (empty: the root arena).
    pub path: Vec<Op>,
    /// The op, in that arena.
    pub op: Op,
}

impl OpAddress {
    /// The arena holding the op, reached from the root arena.
    pub fn body<'b>(&self, root: &'b Body) -> Option<&'b Body> {
        self.path.iter().try_fold(root, |b, &o| b.nested_body(o))
    }
}

/// The arena at the end of `path` from `root`.
pub(crate) fn arena_body<'b>(root: &'b Body, path: &[Op]) -> &'b Body {
    path.iter().fold(root, |b, &o| {
        b.nested_body(o)
            .expect("the arena of a conversion is in place")
    })
}

/// The arena at the end of `path` from `root`, mutably.
pub(crate) fn arena_body_mut<'b>(root: &'b mut Body, path: &[Op]) -> &'b mut Body {
    path.iter().fold(root, |b, &o| {
        b.nested_body_mut(o)
            .expect("the arena of a conversion is in place")
    })
}

/// An arena the conversion has entered.
pub(crate) struct Arena {
    /// The isolated ops leading to it.
    pub path: Vec<Op>,
    /// The arena and op owning it (`None` for the root arena).
    pub parent: Option<(ArenaId, Op)>,
    /// The name of the op owning it.
    pub owner_name: Option<Identifier>,
    /// The value mapping: each replaced value to its replacement.
    pub mapping: FxHashMap<Value, Value>,
}

/// The kind of an unresolved materialization (MLIR's `UnresolvedMaterialization::Kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaterializationKind {
    /// A block argument rebuilt from its converted arguments.
    Argument,
    /// A value of the original type turned into the converted type.
    Target,
}

/// A `builtin.unrealized_conversion_cast` standing for a materialization until the
/// conversion finalizes.
pub(crate) struct Materialization {
    pub arena: ArenaId,
    pub op: Op,
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
    /// For an argument materialization, the block argument's original type.
    pub orig_type: Type,
}

/// A replaced (or erased) op.
pub(crate) struct Replacement {
    pub arena: ArenaId,
    pub op: Op,
    pub converter: Option<Arc<TypeConverter>>,
    /// Some result was erased or replaced by a value of another type.
    pub changed: bool,
}

/// A block whose signature was converted: the original block (detached, kept until the
/// commit) and, per original argument, the converted arguments it maps to and the value
/// standing for it.
pub(crate) struct BlockConversion {
    pub arena: ArenaId,
    pub new_block: Block,
    pub orig_block: Block,
    pub args: Vec<Option<Value>>,
    pub converter: Option<Arc<TypeConverter>>,
}

/// The state of an op before an in-place modification.
#[derive(Clone)]
struct Snapshot {
    operands: Vec<Value>,
    attrs: Attribute,
    successors: Vec<Block>,
    loc: Attribute,
}

/// One logged change.
enum Action {
    CreateOp(ArenaId, Op),
    Materialization,
    Replace,
    Ignore(ArenaId, Op),
    Map(ArenaId, Value, Option<Value>),
    Modify(ArenaId, Op, Box<Snapshot>),
    CreateBlock(ArenaId, Block),
    AddBlockArgs(ArenaId, Block, usize),
    EraseBlock(ArenaId, Block, BlockPoint),
    MoveBlock(ArenaId, Block, BlockPoint),
    MoveOp(ArenaId, Op, InsertPoint),
    /// The ops from some op to the end of the first block moved, in order, to the end of
    /// the second (a split): undone by moving the second block's ops back.
    SplitBlock(ArenaId, Block, Block),
    ArgReplacement,
    BlockConversion,
    CreatedByClone,
    RetargetBlock(ArenaId, Block, Block),
    SwapBodies(ArenaId, Op, Op),
    BlockTouched,
    ResultType(ArenaId, Value, Type),
    ArgLoc(ArenaId, Value, Option<Attribute>),
    EraseBlockArg(ArenaId, Block, usize, Type, Option<Attribute>),
    Resolved(ArenaId, Op),
}

/// Where the conversion's records stood: what undoing returns to (MLIR's `RewriterState`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RewriterState {
    pub log: usize,
    pub created: usize,
    pub modified: usize,
    pub block_actions: usize,
}

/// Everything a conversion has recorded (MLIR's `ConversionPatternRewriterImpl`).
#[derive(Default)]
pub(crate) struct ConversionState {
    pub arenas: Vec<Arena>,
    log: Vec<Action>,
    pub replacements: Vec<Replacement>,
    replaced: OpBits,
    ignored: FxHashSet<(ArenaId, Op)>,
    pub created: Vec<(ArenaId, Op)>,
    pub modified: Vec<(ArenaId, Op)>,
    pub materializations: Vec<Materialization>,
    pub arg_replacements: Vec<(ArenaId, Value)>,
    pub block_conversions: Vec<BlockConversion>,
    /// Blocks created, moved, split off or merged into: their parent op may have to be
    /// legalized again.
    pub block_actions: Vec<(ArenaId, Block)>,
    /// The arena of each isolated op entered, by (arena, op).
    pub arena_of_op: FxHashMap<(ArenaId, Op), ArenaId>,
    /// The type converter of each region whose types were converted: blocks moved into
    /// it later are converted too.
    pub region_converters: FxHashMap<(ArenaId, Region), Arc<TypeConverter>>,
    /// Isolated ops whose nested arena moved to another op: (arena, op) to the op.
    pub moved_bodies: FxHashMap<(ArenaId, Op), Op>,
    /// The legalization trace, when `-debug-only=dialect-conversion` is on.
    pub trace: Option<Box<super::trace::Trace>>,
    /// The regions of an isolated op converted on their own ([`super::ApartConversion`]):
    /// the root arena is the op's, not the module's.
    pub isolated_apart: bool,
    /// Converting apart, a pattern asked for the root arena: the conversion must be done
    /// as one.
    pub reached_outside: bool,
    /// Converting apart: the symbols patterns declared at the start of the root
    /// ([`ConversionPatternRewriter::declare_at_root_start`]) are kept here, first
    /// request of each name only, to be created when the parts are put together.
    pub defer_declarations: bool,
    /// The declarations kept, in the order they were asked for.
    pub declarations: Vec<RootDeclaration>,
    /// The identifiers of the names patterns create ops and attributes with.
    names: StaticNames,
    /// Attributes patterns derived from others, by the address of the derivation's tag
    /// and the attribute derived from ([`ConversionPatternRewriter::memo_attr`]).
    attr_memo: FxHashMap<(usize, Attribute), Attribute>,
    /// The empty dictionary, once asked for.
    empty_dictionary: Option<Attribute>,
}

/// A set of ops by (arena, op): a bit per op of each arena, the ops of an arena being
/// numbered densely (the set of replaced ops is asked about every op legalized).
#[derive(Default)]
struct OpBits {
    arenas: Vec<Vec<u64>>,
}

impl OpBits {
    #[inline]
    fn contains(&self, arena: ArenaId, op: Op) -> bool {
        let i = op.as_u32() as usize;
        self.arenas
            .get(arena as usize)
            .and_then(|w| w.get(i / 64))
            .is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }

    /// Adds `op`; whether it was not there.
    #[inline]
    fn insert(&mut self, arena: ArenaId, op: Op) -> bool {
        let (a, i) = (arena as usize, op.as_u32() as usize);
        if self.arenas.len() <= a {
            self.arenas.resize_with(a + 1, Vec::new);
        }
        let words = &mut self.arenas[a];
        if words.len() <= i / 64 {
            words.resize((i / 64 + 1).next_power_of_two(), 0);
        }
        let bit = 1u64 << (i % 64);
        let fresh = words[i / 64] & bit == 0;
        words[i / 64] |= bit;
        fresh
    }

    #[inline]
    fn remove(&mut self, arena: ArenaId, op: Op) {
        let i = op.as_u32() as usize;
        if let Some(w) = self
            .arenas
            .get_mut(arena as usize)
            .and_then(|w| w.get_mut(i / 64))
        {
            *w &= !(1u64 << (i % 64));
        }
    }
}

/// The identifiers of `&'static str` names, found by the text's address: patterns create
/// ops of a few names over and over, and interning a name hashes its text and takes a
/// lock. A static text never changes, so its address and length stand for it; two copies
/// of the same text at two addresses have two slots and the same identifier. Slots are
/// direct-mapped: a collision only costs a lookup in the context.
struct StaticNames {
    slots: Box<[Option<(usize, usize, Identifier)>; 128]>,
}

impl Default for StaticNames {
    fn default() -> Self {
        StaticNames {
            slots: Box::new([None; 128]),
        }
    }
}

impl StaticNames {
    #[inline]
    fn ident(&mut self, ctx: &Context, name: &'static str) -> Identifier {
        let addr = name.as_ptr() as usize;
        let slot = (addr.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 57) & 127;
        if let Some((a, n, id)) = self.slots[slot] {
            if a == addr && n == name.len() {
                return id;
            }
        }
        let id = ctx.ident(name);
        self.slots[slot] = Some((addr, name.len(), id));
        id
    }
}

/// A symbol a pattern declares at the start of the conversion's root (the module), unless
/// the root's first block already has an op whose `sym_name` is `name` (MLIR's
/// `LLVM::lookupOrCreateFn`).
#[derive(Clone, Debug)]
pub struct RootDeclaration {
    /// The symbol's name.
    pub name: String,
    /// The op that declares it.
    pub state: OperationState,
}

/// The first block of `root`'s first region when no op of it is a symbol named `name`:
/// where a [`RootDeclaration`] of `name` goes.
fn declaration_block(ctx: &Context, root: &Body, name: &str) -> Option<Block> {
    let block = root
        .root_regions()
        .next()
        .and_then(|r| root.entry_block(r))?;
    let sym = ctx.ident("sym_name");
    let exists = root.block_ops(block).any(|o| {
        ctx.dictionary_get_ident(root.attrs(o), sym)
            .is_some_and(|a| {
                matches!(ctx.attr_kind_ref(a), crate::ir::attrs::AttrKind::String { value, .. }
                if value == name.as_bytes())
            })
    });
    (!exists).then_some(block)
}

/// Creates the declarations of `decls` at the start of `root`, in order, each unless a
/// symbol of its name is there already (the declarations of conversions done apart, put
/// together in the order one conversion would have asked for them).
pub fn create_root_declarations(ctx: &Context, root: &mut Body, decls: Vec<RootDeclaration>) {
    for d in decls {
        let Some(block) = declaration_block(ctx, root, &d.name) else {
            continue;
        };
        let before = root.first_op(block);
        let op = root.create_op(d.state);
        root.insert_op(InsertPoint { block, before }, op);
    }
}

impl ConversionState {
    /// A state whose root arena is owned by an op named `owner`.
    pub fn new(owner: Option<Identifier>) -> Self {
        let mut s = ConversionState::default();
        s.arenas.push(Arena {
            path: Vec::new(),
            parent: None,
            owner_name: owner,
            mapping: FxHashMap::default(),
        });
        s
    }

    /// The arena of the isolated op `op` of arena `arena`, entered now if it was not.
    pub fn enter_arena(&mut self, ctx: &Context, root: &Body, arena: ArenaId, op: Op) -> ArenaId {
        if let Some(&a) = self.arena_of_op.get(&(arena, op)) {
            return a;
        }
        let mut path = self.arenas[arena as usize].path.clone();
        let name = arena_body(root, &path).op_name(op);
        let _ = ctx;
        path.push(op);
        let id = self.arenas.len() as ArenaId;
        self.arenas.push(Arena {
            path,
            parent: Some((arena, op)),
            owner_name: Some(name),
            mapping: FxHashMap::default(),
        });
        self.arena_of_op.insert((arena, op), id);
        id
    }

    /// After the nested arenas of isolated ops `a` and `b` of `arena` were swapped: the
    /// arenas entered through one are now reached through the other.
    fn swap_arena_owners(&mut self, root: &Body, arena: ArenaId, a: Op, b: Op) {
        let k = self.arenas[arena as usize].path.len();
        let prefix = self.arenas[arena as usize].path.clone();
        for x in &mut self.arenas {
            if x.path.len() > k && x.path[..k] == prefix[..] {
                if x.path[k] == a {
                    x.path[k] = b;
                } else if x.path[k] == b {
                    x.path[k] = a;
                }
            }
            if let Some((pa, p)) = x.parent {
                if pa == arena && (p == a || p == b) {
                    let q = if p == a { b } else { a };
                    x.parent = Some((pa, q));
                }
            }
        }
        let ea = self.arena_of_op.remove(&(arena, a));
        let eb = self.arena_of_op.remove(&(arena, b));
        if let Some(x) = ea {
            self.arena_of_op.insert((arena, b), x);
        }
        if let Some(x) = eb {
            self.arena_of_op.insert((arena, a), x);
        }
        let body = arena_body(root, &prefix);
        for x in &mut self.arenas {
            if let Some((pa, p)) = x.parent {
                if pa == arena && (p == a || p == b) {
                    x.owner_name = Some(body.op_name(p));
                }
            }
        }
    }

    /// Where the records stand now.
    pub fn current(&self) -> RewriterState {
        RewriterState {
            log: self.log.len(),
            created: self.created.len(),
            modified: self.modified.len(),
            block_actions: self.block_actions.len(),
        }
    }

    /// Whether `op` was replaced or erased.
    pub fn is_replaced(&self, arena: ArenaId, op: Op) -> bool {
        self.replaced.contains(arena, op)
    }

    /// Whether `op` needs no conversion: it was replaced, or the op holding it is ignored
    /// (MLIR's `isOpIgnored`).
    pub fn is_op_ignored(&self, root: &Body, arena: ArenaId, op: Op) -> bool {
        if self.replaced.contains(arena, op) {
            return true;
        }
        if self.ignored.is_empty() {
            return false;
        }
        let body = arena_body(root, &self.arenas[arena as usize].path);
        match body.parent_op(op) {
            Some(p) => self.ignored.contains(&(arena, p)),
            None => match self.arenas[arena as usize].parent {
                Some((pa, p)) => self.ignored.contains(&(pa, p)),
                None => false,
            },
        }
    }

    /// Counts the materialization `op` as gone (resolved or not needed): it is erased
    /// with the commit, so it uses nothing (MLIR erases it at once).
    pub fn mark_resolved(&mut self, arena: ArenaId, op: Op) {
        if self.replaced.insert(arena, op) {
            self.log.push(Action::Resolved(arena, op));
        }
    }

    /// Marks `op` ignored.
    pub fn mark_ignored(&mut self, arena: ArenaId, op: Op) {
        if self.ignored.insert((arena, op)) {
            self.log.push(Action::Ignore(arena, op));
        }
    }

    /// Maps `from` to `to` in `arena`'s value mapping.
    pub fn map(&mut self, arena: ArenaId, from: Value, to: Value) {
        let previous = self.arenas[arena as usize].mapping.insert(from, to);
        self.log.push(Action::Map(arena, from, previous));
    }

    /// The value `from` is replaced by: the deepest mapped value of type `desired`, or
    /// the deepest one if none has that type (MLIR's `lookupOrDefault`).
    pub fn lookup_or_default(
        &self,
        body: &Body,
        arena: ArenaId,
        from: Value,
        desired: Option<Type>,
    ) -> Value {
        let mapping = &self.arenas[arena as usize].mapping;
        // Not replaced (most operands): `from` itself, whatever its type.
        let Some(&first) = mapping.get(&from) else {
            return from;
        };
        let mut desired_value = None;
        if desired.is_none_or_eq(body.value_type(from)) {
            desired_value = Some(from);
        }
        let mut cur = first;
        let mut steps = 1usize;
        loop {
            if desired.is_none_or_eq(body.value_type(cur)) {
                desired_value = Some(cur);
            }
            match mapping.get(&cur) {
                Some(&next) if steps <= mapping.len() => {
                    cur = next;
                    steps += 1;
                }
                _ => break,
            }
        }
        desired_value.unwrap_or(cur)
    }

    /// As [`ConversionState::lookup_or_default`], `None` when `from` is not replaced or
    /// no replacement has type `desired` (MLIR's `lookupOrNull`).
    pub fn lookup_or_null(
        &self,
        body: &Body,
        arena: ArenaId,
        from: Value,
        desired: Option<Type>,
    ) -> Option<Value> {
        let v = self.lookup_or_default(body, arena, from, desired);
        if v == from || desired.is_some_and(|t| body.value_type(v) != t) {
            return None;
        }
        Some(v)
    }

    /// Makes room in the records for a conversion of about `ops` ops: lowering an op
    /// creates one to a few ops, each logged, and replaces the op.
    pub fn reserve_records(&mut self, ops: usize) {
        self.log.reserve(ops.saturating_mul(3));
        self.created.reserve(ops.saturating_mul(2));
        self.replacements.reserve(ops);
    }

    /// Records the creation of `op`.
    pub fn record_created(&mut self, arena: ArenaId, op: Op) {
        self.created.push((arena, op));
        self.log.push(Action::CreateOp(arena, op));
    }

    /// Records a block created, moved, split off or merged into.
    fn record_block_action(&mut self, arena: ArenaId, block: Block) {
        self.block_actions.push((arena, block));
        self.log.push(Action::BlockTouched);
    }

    /// Erases the blocks erased during the conversion (kept detached until now).
    pub fn commit_erased_blocks(&mut self, root: &mut Body) {
        for action in &self.log {
            let Action::EraseBlock(arena, block, _) = *action else {
                continue;
            };
            let body = arena_body_mut(root, &self.arenas[arena as usize].path);
            if body.is_block_erased(block) || body.block_parent(block).is_some() {
                continue;
            }
            let ops: Vec<Op> = body.block_ops(block).collect();
            force_erase(body, &ops);
            drop_predecessor_uses(body, block);
            for a in body.block_args(block).to_vec() {
                if !body.use_empty(a) {
                    let placeholder = body.create_placeholder(body.value_type(a));
                    body.replace_all_uses_with(a, placeholder);
                }
            }
            let _ = body.erase_block(block);
        }
    }

    /// Undoes every change recorded after `state`, newest first (MLIR's `resetState`).
    pub fn reset(&mut self, root: &mut Body, state: RewriterState) {
        while self.log.len() > state.log {
            let action = self.log.pop().expect("log entries left");
            self.undo(root, action);
        }
    }

    fn undo(&mut self, root: &mut Body, action: Action) {
        match action {
            Action::CreateOp(arena, op) => {
                let popped = self.created.pop();
                debug_assert_eq!(popped, Some((arena, op)));
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                force_erase(body, &[op]);
            }
            Action::Materialization => {
                let m = self.materializations.pop().expect("a materialization");
                let body = arena_body_mut(root, &self.arenas[m.arena as usize].path);
                force_erase(body, &[m.op]);
            }
            Action::Replace => {
                let r = self.replacements.pop().expect("a replacement");
                self.replaced.remove(r.arena, r.op);
            }
            Action::Ignore(arena, op) => {
                self.ignored.remove(&(arena, op));
            }
            Action::Map(arena, from, previous) => {
                let mapping = &mut self.arenas[arena as usize].mapping;
                match previous {
                    Some(p) => {
                        mapping.insert(from, p);
                    }
                    None => {
                        mapping.remove(&from);
                    }
                }
            }
            Action::Modify(arena, op, snapshot) => {
                let popped = self.modified.pop();
                debug_assert_eq!(popped, Some((arena, op)));
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                restore(body, op, *snapshot);
            }
            Action::CreateBlock(arena, block) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                let ops: Vec<Op> = body.block_ops(block).collect();
                force_erase(body, &ops);
                let args = body.block_args(block).len();
                for i in (0..args).rev() {
                    let a = body.block_args(block)[i];
                    if !body.use_empty(a) {
                        let placeholder = body.create_placeholder(body.value_type(a));
                        body.replace_all_uses_with(a, placeholder);
                    }
                    let _ = body.erase_block_argument(block, i);
                }
                drop_predecessor_uses(body, block);
                let _ = body.erase_block(block);
            }
            Action::AddBlockArgs(arena, block, n) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                let args = body.block_args(block).len();
                for i in (args - n..args).rev() {
                    let a = body.block_args(block)[i];
                    if !body.use_empty(a) {
                        let placeholder = body.create_placeholder(body.value_type(a));
                        body.replace_all_uses_with(a, placeholder);
                    }
                    let _ = body.erase_block_argument(block, i);
                }
            }
            Action::EraseBlock(arena, block, at) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                body.place_block(block, at);
            }
            Action::MoveBlock(arena, block, from) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                body.detach_block(block);
                body.place_block(block, from);
            }
            Action::MoveOp(arena, op, from) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                body.move_op(op, from);
            }
            Action::SplitBlock(arena, block, new) => {
                // Every later change is undone by now: `new` holds the ops split off,
                // in their order, and they go back to the end of `block`.
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                while let Some(o) = body.first_op(new) {
                    body.move_op(
                        o,
                        InsertPoint {
                            block,
                            before: None,
                        },
                    );
                }
            }
            Action::ArgReplacement => {
                self.arg_replacements.pop();
            }
            Action::BlockConversion => {
                // The block's moves are undone by their own entries.
                self.block_conversions.pop();
            }
            Action::CreatedByClone => {
                // The copied op is erased with its block.
                self.created.pop();
            }
            Action::SwapBodies(arena, a, b) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                body.swap_nested_bodies(a, b);
                self.swap_arena_owners(root, arena, a, b);
                self.moved_bodies.remove(&(arena, a));
            }
            Action::RetargetBlock(arena, from, to) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                retarget_predecessors(body, to, from);
            }
            Action::BlockTouched => {
                self.block_actions.pop();
            }
            Action::ResultType(arena, v, old) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                body.set_value_type(v, old);
            }
            Action::Resolved(arena, op) => {
                self.replaced.remove(arena, op);
            }
            Action::ArgLoc(arena, v, old) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                match old {
                    Some(loc) => body.set_arg_loc(v, loc),
                    None => body.clear_arg_loc(v),
                }
            }
            Action::EraseBlockArg(arena, block, index, ty, loc) => {
                let body = arena_body_mut(root, &self.arenas[arena as usize].path);
                let a = body.insert_block_argument(block, index, ty);
                if let Some(loc) = loc {
                    body.set_arg_loc(a, loc);
                }
            }
        }
    }
}

/// `Option<Type>` compared with a type: `None` matches every type.
trait MatchesType {
    fn is_none_or_eq(&self, t: Type) -> bool;
}

impl MatchesType for Option<Type> {
    fn is_none_or_eq(&self, t: Type) -> bool {
        match self {
            None => true,
            Some(d) => *d == t,
        }
    }
}

/// Makes every branch to `from` branch to `to`.
pub(crate) fn retarget_predecessors(body: &mut Body, from: Block, to: Block) {
    let uses: Vec<Op> = body.predecessor_uses(from).map(|u| u.op).collect();
    for op in uses {
        let succs: Vec<Block> = body
            .successors(op)
            .map(|s| if s == from { to } else { s })
            .collect();
        body.set_successors(op, &succs);
    }
}

/// Removes `block` from the successors of every op branching to it (the ops are being
/// undone).
fn drop_predecessor_uses(body: &mut Body, block: Block) {
    let uses: Vec<Op> = body.predecessor_uses(block).map(|u| u.op).collect();
    for op in uses {
        let succs: Vec<Block> = body.successors(op).filter(|&s| s != block).collect();
        body.set_successors(op, &succs);
    }
}

/// Erases `ops` and what is nested in them, whatever still uses them: every reference
/// they and their nested ops hold is dropped first, and a use left outside them (which a
/// consistent conversion never leaves) is moved to a placeholder value.
pub(crate) fn force_erase(body: &mut Body, ops: &[Op]) {
    // One op without regions (an op a pattern created, undone): no lists to build.
    if let [o] = *ops {
        if body.is_erased(o) {
            return;
        }
        if body.regions(o).is_empty() {
            body.drop_all_references(o);
            drop_result_uses(body, o);
            let _ = body.erase_op(o);
            return;
        }
    }
    let mut all = Vec::new();
    let mut stack: Vec<Op> = ops.to_vec();
    while let Some(o) = stack.pop() {
        if body.is_erased(o) {
            continue;
        }
        all.push(o);
        if body.is_isolated(o) || body.regions(o).is_empty() {
            continue;
        }
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
    }
    for &o in &all {
        body.drop_all_references(o);
    }
    for &o in ops {
        if body.is_erased(o) {
            continue;
        }
        drop_result_uses(body, o);
        if body.regions(o).is_empty() {
            let _ = body.erase_op(o);
            continue;
        }
        for b in all_blocks_in(body, o) {
            drop_predecessor_uses_outside(body, b);
            let args = body.block_args(b).to_vec();
            for a in args {
                if !body.use_empty(a) {
                    let placeholder = body.create_placeholder(body.value_type(a));
                    body.replace_all_uses_with(a, placeholder);
                }
            }
        }
        let _ = body.erase_op(o);
    }
}

/// Points the uses left of `o`'s results (there should be none) at placeholders.
fn drop_result_uses(body: &mut Body, o: Op) {
    if body.results(o).iter().any(|&r| !body.use_empty(r)) {
        let results = body.results(o).to_vec();
        for r in results {
            if !body.use_empty(r) {
                debug_assert!(false, "a value erased by a conversion is still used");
                let placeholder = body.create_placeholder(body.value_type(r));
                body.replace_all_uses_with(r, placeholder);
            }
        }
    }
}

/// The blocks nested in `op` (in this arena).
fn all_blocks_in(body: &Body, op: Op) -> Vec<Block> {
    let mut out = Vec::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if body.is_isolated(o) {
            continue;
        }
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                out.push(b);
                stack.extend(body.block_ops(b));
            }
        }
    }
    out
}

fn drop_predecessor_uses_outside(body: &mut Body, block: Block) {
    drop_predecessor_uses(body, block);
}

fn snapshot(body: &Body, op: Op) -> Snapshot {
    Snapshot {
        operands: body.operands(op).collect(),
        attrs: body.attrs(op),
        successors: body.successors(op).collect(),
        loc: body.loc(op),
    }
}

fn restore(body: &mut Body, op: Op, s: Snapshot) {
    body.set_operands(op, &s.operands);
    body.set_attrs(op, s.attrs);
    body.set_successors(op, &s.successors);
    body.set_loc(op, s.loc);
}

/// The rewriter conversion patterns work through (see the module documentation).
pub struct ConversionPatternRewriter<'a> {
    ctx: &'a Context,
    root: &'a mut Body,
    pub(crate) state: &'a mut ConversionState,
    pub(crate) arena: ArenaId,
    ip: Option<InsertPoint>,
    pub(crate) converter: Option<Arc<TypeConverter>>,
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        root: &'a mut Body,
        state: &'a mut ConversionState,
        arena: ArenaId,
    ) -> Self {
        ConversionPatternRewriter {
            ctx,
            root,
            state,
            arena,
            ip: None,
            converter: None,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The arena of the op being converted.
    pub fn body(&self) -> &Body {
        arena_body(self.root, &self.state.arenas[self.arena as usize].path)
    }

    fn parts(&mut self) -> (&mut Body, &mut ConversionState) {
        let body = arena_body_mut(self.root, &self.state.arenas[self.arena as usize].path);
        (body, self.state)
    }

    /// The root arena of the conversion.
    pub(crate) fn root_ref(&self) -> &Body {
        self.root
    }

    /// The arena of the isolated op `op` of arena `arena`, entered now if it was not.
    pub(crate) fn enter_arena(&mut self, arena: ArenaId, op: Op) -> ArenaId {
        self.state.enter_arena(self.ctx, self.root, arena, op)
    }

    /// Undoes every change recorded after `state`.
    pub(crate) fn reset(&mut self, state: RewriterState) {
        self.state.reset(self.root, state);
    }

    /// Marks `op` and the ops nested in it with regions ignored (a recursively legal op).
    pub(crate) fn mark_nested_ignored(&mut self, op: Op) {
        let arena = self.arena;
        let (body, st) = self.parts();
        mark_nested_ops_ignored(body, st, arena, op);
    }

    /// Makes every use of `from` use `to` now (a materialization resolved at the end).
    pub(crate) fn replace_live_uses(&mut self, arena: ArenaId, from: Value, to: Value) {
        let body = arena_body_mut(self.root, &self.state.arenas[arena as usize].path);
        body.replace_all_uses_with(from, to);
    }

    /// `op` as a diagnostic's message shows it (MLIR's `<< *op`: its custom form).
    pub(crate) fn op_text(&self, op: Op) -> String {
        match self.ctx.diag_printers() {
            Some(p) => (p.op_custom)(self.ctx, self.body(), op),
            None => self.ctx.ident_str(self.body().op_name(op)).to_string(),
        }
    }

    /// Converts the signature of `block` (see
    /// [`ConversionPatternRewriter::apply_signature_conversion`]).
    pub(crate) fn apply_block_signature(
        &mut self,
        block: Block,
        conversion: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) -> Block {
        self.apply_block_conversion(block, conversion, converter)
    }

    /// A read-only view of `op`.
    pub fn op_ref(&self, op: Op) -> OpRef<'_> {
        OpRef::new(self.ctx, self.body(), op)
    }

    /// The name of the op owning the current arena (an isolated op), if any.
    pub fn arena_owner(&self) -> Option<Identifier> {
        self.state.arenas[self.arena as usize].owner_name
    }

    /// The name of the op whose region holds `op`, across the arena's boundary.
    pub fn parent_op_name(&self, op: Op) -> Option<Identifier> {
        let body = self.body();
        match body.parent_op(op) {
            Some(p) => Some(body.op_name(p)),
            None => self.arena_owner(),
        }
    }

    /// The type converter of the pattern being applied, if it has one.
    pub fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }

    // ----- insertion point -----

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Inserts before `op`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        let block = self.body().parent_block(op).expect("the op is in a block");
        self.ip = Some(InsertPoint {
            block,
            before: Some(op),
        });
    }

    /// Inserts after `op`.
    pub fn set_insertion_point_after(&mut self, op: Op) {
        let body = self.body();
        let block = body.parent_block(op).expect("the op is in a block");
        self.ip = Some(InsertPoint {
            block,
            before: body.next_op(op),
        });
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        let before = self.body().first_op(block);
        self.ip = Some(InsertPoint { block, before });
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
    }

    /// Inserts just after the definition of `v` (at the start of its block for a block
    /// argument).
    pub fn set_insertion_point_after_value(&mut self, v: Value) {
        match self.body().value_def(v) {
            ValueDef::OpResult(op, _) => self.set_insertion_point_after(op),
            ValueDef::BlockArg(block, _) => self.set_insertion_point_to_start(block),
            _ => {}
        }
    }

    // ----- ops -----

    /// Creates an op at the insertion point; it is legalized after the pattern.
    pub fn create(&mut self, state: OperationState) -> Op {
        let ctx = self.ctx;
        let ip = self.ip;
        let arena = self.arena;
        let (body, st) = self.parts();
        let op = body.create_op(state);
        if let Some(ip) = ip {
            body.insert_op(ip, op);
        }
        st.record_created(arena, op);
        if let Some(t) = st.trace.as_deref_mut() {
            let name = ctx.ident_str(body.op_name(op));
            t.line(&format!(
                "** Insert  : {}",
                super::trace::op_tag(&name, arena, op.as_u32() as usize)
            ));
        }
        op
    }

    /// The identifier of `name`, an op's or an attribute's name known when Strata is
    /// built (as `Context::ident`, without interning the text again at each op).
    pub fn ident(&mut self, name: &'static str) -> Identifier {
        self.state.names.ident(self.ctx, name)
    }

    /// The empty dictionary (`Context::empty_dictionary`, interned once per conversion:
    /// most ops patterns create have no attributes).
    pub fn empty_dictionary(&mut self) -> Attribute {
        match self.state.empty_dictionary {
            Some(a) => a,
            None => {
                let a = self.ctx.empty_dictionary();
                self.state.empty_dictionary = Some(a);
                a
            }
        }
    }

    /// The attribute `derive` gives for `from`, derived once per conversion: the
    /// derivations `tag` names (by its address) are functions of the attribute alone,
    /// as a pattern's conversion of an op's attribute dictionary is, and attributes are
    /// interned, so the first result stands for the later ones. A failure (`None`) is
    /// not remembered.
    pub fn memo_attr(
        &mut self,
        tag: &'static str,
        from: Attribute,
        derive: impl FnOnce(&Context) -> Option<Attribute>,
    ) -> Option<Attribute> {
        let key = (tag.as_ptr() as usize, from);
        if let Some(&to) = self.state.attr_memo.get(&key) {
            return Some(to);
        }
        let to = derive(self.ctx)?;
        self.state.attr_memo.insert(key, to);
        Some(to)
    }

    /// The results of `op`.
    pub fn results(&self, op: Op) -> Vec<Value> {
        self.body().results(op).to_vec()
    }

    /// Replaces `op` by `values`, one per result (`None` for a result whose uses must all
    /// be gone by the end of the conversion) (MLIR's `replaceOp`): the op stays until the
    /// conversion commits; patterns see its results' replacements.
    pub fn replace_op_with(&mut self, op: Op, values: &[Option<Value>]) {
        self.trace_op("** Replace : ", op);
        self.replace_op_untraced(op, values);
    }

    /// Writes `prefix` and `op` to the legalization trace, when it is on.
    fn trace_op(&mut self, prefix: &str, op: Op) {
        if self.state.trace.is_some() {
            let arena = self.arena;
            let name = self.ctx.ident_str(self.body().op_name(op)).to_string();
            let tag = super::trace::op_tag(&name, arena, op.as_u32() as usize);
            if let Some(t) = self.state.trace.as_deref_mut() {
                t.line(&format!("{prefix}{tag}"));
            }
        }
    }

    /// [`ConversionPatternRewriter::replace_op_with`], not traced.
    fn replace_op_untraced(&mut self, op: Op, values: &[Option<Value>]) {
        let arena = self.arena;
        let converter = self.converter.clone();
        let (body, st) = self.parts();
        let body: &Body = body;
        let results = body.results(op);
        assert_eq!(
            results.len(),
            values.len(),
            "an op is replaced by one value per result"
        );
        debug_assert!(!st.is_replaced(arena, op), "an op is replaced once");
        let mut changed = false;
        for (&r, v) in results.iter().zip(values) {
            match v {
                None => changed = true,
                Some(v) => {
                    changed |= body.value_type(*v) != body.value_type(r);
                    st.map(arena, r, *v);
                }
            }
        }
        st.replacements.push(Replacement {
            arena,
            op,
            converter,
            changed,
        });
        st.replaced.insert(arena, op);
        st.log.push(Action::Replace);
        mark_nested_ops_ignored(body, st, arena, op);
    }

    /// Replaces `op` by `values`, one per result.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        // On the stack for the usual few results.
        let mut few = [None; 4];
        if values.len() <= few.len() {
            for (slot, &v) in few.iter_mut().zip(values) {
                *slot = Some(v);
            }
            self.replace_op_with(op, &few[..values.len()]);
        } else {
            let values: Vec<Option<Value>> = values.iter().copied().map(Some).collect();
            self.replace_op_with(op, &values);
        }
    }

    /// Erases `op`: its results must have no uses left by the end of the conversion
    /// (MLIR's `eraseOp`).
    pub fn erase_op(&mut self, op: Op) {
        self.trace_op("** Erase   : ", op);
        let n = self.body().results(op).len();
        if n <= 4 {
            self.replace_op_untraced(op, &[None; 4][..n]);
        } else {
            self.replace_op_untraced(op, &vec![None; n]);
        }
    }

    /// Creates an op from `state` before `op` and replaces `op` by its results.
    pub fn replace_op_with_new_op(&mut self, op: Op, state: OperationState) -> Op {
        let ip = self.ip;
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.ip = ip;
        let values = self.results(new);
        self.replace_op(op, &values);
        new
    }

    /// Starts a modification of `op` in place (MLIR's `startRootUpdate`): what it was is
    /// kept, to undo it.
    pub fn start_op_modification(&mut self, op: Op) {
        let arena = self.arena;
        let (body, st) = self.parts();
        let s = snapshot(body, op);
        st.modified.push((arena, op));
        st.log.push(Action::Modify(arena, op, Box::new(s)));
    }

    /// Ends a modification of `op` in place.
    pub fn finalize_op_modification(&mut self, _op: Op) {}

    /// Modifies `op` in place through `f`, which gets the arena.
    pub fn modify_op_in_place<R>(&mut self, op: Op, f: impl FnOnce(&mut Body) -> R) -> R {
        self.start_op_modification(op);
        let (body, _) = self.parts();
        let r = f(body);
        self.finalize_op_modification(op);
        r
    }

    /// Moves `op` before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        let arena = self.arena;
        let (body, st) = self.parts();
        let block = body.parent_block(before).expect("`before` is in a block");
        move_op_logged(
            body,
            st,
            arena,
            op,
            InsertPoint {
                block,
                before: Some(before),
            },
        );
    }

    /// Runs `f` with the rewriter in the nested arena of the isolated op `op` (of the
    /// current arena): to convert the types of its regions, or change what they hold.
    /// The insertion point is unset inside and restored after.
    pub fn in_nested_arena<R>(&mut self, op: Op, f: impl FnOnce(&mut Self) -> R) -> R {
        let (prev, ip) = (self.arena, self.ip);
        let child = self.state.enter_arena(self.ctx, self.root, prev, op);
        self.arena = child;
        self.ip = None;
        let r = f(self);
        self.arena = prev;
        self.ip = ip;
        r
    }

    /// Runs `f` with the rewriter in the conversion's root arena (the body of the op the
    /// conversion was applied to), the insertion point unset, then comes back: what a
    /// pattern needs to add a symbol to the module around the op it converts (MLIR's
    /// `lookupOrCreateFn` on `op->getParentOfType<ModuleOp>()`).
    pub fn in_root_arena<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        if self.state.isolated_apart {
            self.state.reached_outside = true;
        }
        let (prev, ip) = (self.arena, self.ip);
        self.arena = 0;
        self.ip = None;
        let r = f(self);
        self.arena = prev;
        self.ip = ip;
        r
    }

    /// Declares the symbol `name` by the op `state` gives at the start of the
    /// conversion's root (the module), unless the root's first block has a symbol of that
    /// name: at once, or, converting apart, kept for when the parts are put together
    /// ([`create_root_declarations`], in the order a single conversion asks for them).
    pub fn declare_at_root_start(&mut self, name: &str, state: impl FnOnce() -> OperationState) {
        if self.state.defer_declarations {
            if !self.state.declarations.iter().any(|d| d.name == name) {
                let state = state();
                self.state.declarations.push(RootDeclaration {
                    name: name.to_string(),
                    state,
                });
            }
            return;
        }
        let ctx = self.ctx;
        self.in_root_arena(|rw| {
            let Some(block) = declaration_block(ctx, rw.body(), name) else {
                return;
            };
            rw.set_insertion_point_to_start(block);
            rw.create(state());
        });
    }

    /// Moves the regions of the isolated op `from` (with everything in them) to the
    /// isolated op `to`, whose regions must be empty (MLIR's `inlineRegionBefore` of a
    /// function's body into a new function op): the two ops trade their nested arenas.
    /// The ops moved are still converted after `from`, where they now are.
    pub fn move_regions_to(&mut self, from: Op, to: Op) {
        let arena = self.arena;
        let (body, st) = self.parts();
        debug_assert!(
            body.nested_body(to).is_some_and(|nb| body
                .regions(to)
                .iter()
                .all(|&r| nb.entry_block(r).is_none())),
            "the regions of `to` are empty"
        );
        body.swap_nested_bodies(from, to);
        st.moved_bodies.insert((arena, from), to);
        st.log.push(Action::SwapBodies(arena, from, to));
        let root: &Body = self.root;
        self.state.swap_arena_owners(root, arena, from, to);
    }

    // ----- blocks -----

    /// Creates a block with arguments of `arg_types` at `at` and moves the insertion
    /// point to its end.
    pub fn create_block(&mut self, at: BlockPoint, arg_types: &[Type]) -> Block {
        let arena = self.arena;
        let (body, st) = self.parts();
        let b = body.create_block();
        for &t in arg_types {
            body.add_block_argument(b, t);
        }
        body.place_block(b, at);
        st.log.push(Action::CreateBlock(arena, b));
        st.record_block_action(arena, b);
        self.set_insertion_point_to_end(b);
        b
    }

    /// Appends arguments of `types` at `loc` to `block` (MLIR's `Block::addArguments`
    /// in a pattern); undoing removes them.
    pub fn add_block_arguments(
        &mut self,
        block: Block,
        types: &[Type],
        loc: Attribute,
    ) -> Vec<Value> {
        let arena = self.arena;
        let (body, st) = self.parts();
        let values = types
            .iter()
            .map(|&t| {
                let v = body.add_block_argument(block, t);
                body.set_arg_loc(v, loc);
                v
            })
            .collect();
        st.log.push(Action::AddBlockArgs(arena, block, types.len()));
        values
    }

    /// Erases `block`: its ops are erased and it is unlinked, kept until the commit
    /// (MLIR's `eraseBlock`).
    pub fn erase_block(&mut self, block: Block) {
        let ops: Vec<Op> = self.body().block_ops(block).collect();
        for op in ops {
            self.erase_op(op);
        }
        let arena = self.arena;
        let (body, st) = self.parts();
        let at = body
            .block_position(block)
            .expect("the block is in a region");
        body.detach_block(block);
        st.log.push(Action::EraseBlock(arena, block, at));
    }

    /// Makes the uses of block argument `from` use `to` once the conversion commits
    /// (MLIR's `replaceUsesOfBlockArgument`).
    pub fn replace_uses_of_block_argument(&mut self, from: Value, to: Value) {
        let arena = self.arena;
        let (body, st) = self.parts();
        st.arg_replacements.push((arena, from));
        st.log.push(Action::ArgReplacement);
        let deepest = st.lookup_or_default(body, arena, from, None);
        st.map(arena, deepest, to);
    }

    /// Moves the ops of `source` to the end of `dest`, its arguments replaced by `args`,
    /// and erases `source` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: Block, dest: Block, args: &[Value]) {
        let params = self.body().block_args(source).to_vec();
        assert_eq!(params.len(), args.len(), "one value per block argument");
        for (&p, &a) in params.iter().zip(args) {
            self.replace_uses_of_block_argument(p, a);
        }
        let arena = self.arena;
        let (body, st) = self.parts();
        st.record_block_action(arena, dest);
        while let Some(o) = body.first_op(source) {
            move_op_logged(
                body,
                st,
                arena,
                o,
                InsertPoint {
                    block: dest,
                    before: None,
                },
            );
        }
        self.erase_block(source);
    }

    /// Splits `block` before `op` (MLIR's `splitBlock`): `op` and the ops after it move
    /// to a new block after `block`, which is returned.
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        let region = self
            .body()
            .block_parent(block)
            .expect("the block is in a region");
        let before = self.body().next_block(block);
        let ip = self.ip;
        let new = self.create_block(BlockPoint { region, before }, &[]);
        self.ip = ip;
        let arena = self.arena;
        let (body, st) = self.parts();
        // One entry for the whole move (the ops stay in order, so the undo needs only
        // the two blocks).
        st.log.push(Action::SplitBlock(arena, block, new));
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = body.next_op(o);
            body.move_op(
                o,
                InsertPoint {
                    block: new,
                    before: None,
                },
            );
        }
        new
    }

    /// Moves the ops of `source` before `before` (in the same arena), its arguments
    /// replaced by `args`, and erases `source` (MLIR 16's `mergeBlockBefore`: a split
    /// before `before`, and two merges).
    pub fn inline_block_before(&mut self, source: Block, before: Op, args: &[Value]) {
        let prologue = self
            .body()
            .parent_block(before)
            .expect("`before` is in a block");
        let epilogue = self.split_block(prologue, before);
        self.merge_blocks(source, prologue, args);
        self.merge_blocks(epilogue, prologue, &[]);
    }

    /// Moves every block of `region` to `at` (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, region: Region, at: BlockPoint) {
        let blocks: Vec<Block> = self.body().region_blocks(region).collect();
        let arena = self.arena;
        let (body, st) = self.parts();
        for b in blocks {
            let from = body.block_position(b).expect("the block is in a region");
            body.detach_block(b);
            body.place_block(b, at);
            st.log.push(Action::MoveBlock(arena, b, from));
            st.record_block_action(arena, b);
        }
    }

    /// Copies the blocks of `region` to `at` (MLIR's `cloneRegionBefore`); the copied ops
    /// are legalized as created ops.
    pub fn clone_region_before(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut crate::ir::body::IrMapping,
    ) -> Vec<Block> {
        let arena = self.arena;
        let (body, st) = self.parts();
        let blocks = body.clone_region_to(region, at, mapping);
        for &b in &blocks {
            st.log.push(Action::CreateBlock(arena, b));
            st.record_block_action(arena, b);
        }
        // The copied ops, in pre-order, as created ops.
        let mut stack: Vec<Op> = Vec::new();
        for &b in blocks.iter().rev() {
            let ops: Vec<Op> = body.block_ops(b).collect();
            stack.extend(ops.into_iter().rev());
        }
        while let Some(o) = stack.pop() {
            st.created.push((arena, o));
            st.log.push(Action::CreatedByClone);
            if body.is_isolated(o) {
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
        blocks
    }

    // ----- values -----

    /// The value `v` is replaced by, converted to the pattern's type for it (MLIR's
    /// `getRemappedValue`); `None` if its type does not convert.
    pub fn remapped_value(&mut self, v: Value) -> Option<Value> {
        let loc = self.value_loc(v);
        let mut out = Vec::new();
        self.remap_values(&[v], loc, &mut out).ok()?;
        out.pop()
    }

    /// The location of a value: its op's, or its block argument's.
    pub fn value_loc(&self, v: Value) -> Attribute {
        let body = self.body();
        match body.value_def(v) {
            ValueDef::OpResult(op, _) => body.loc(op),
            _ => body.arg_loc(v).unwrap_or_else(|| self.ctx.unknown_loc()),
        }
    }

    /// The replacements of `values` (see [`ConversionPatternRewriter::remapped_value`]),
    /// materialized at `loc` where a replacement has not the converted type (MLIR's
    /// `remapValues`); `Err` names the first value whose type does not convert.
    pub(crate) fn remap_values(
        &mut self,
        values: &[Value],
        loc: Attribute,
        out: &mut Vec<Value>,
    ) -> Result<(), (usize, Type)> {
        let arena = self.arena;
        for (i, &v) in values.iter().enumerate() {
            // The replacement, and the type to cast it to when it has not the converted
            // type; the converter is cloned only for a cast.
            let (new, cast_to) = {
                let body = self.body();
                let orig = body.value_type(v);
                let desired = match &self.converter {
                    Some(conv) => match conv.convert_type_single(self.ctx, orig) {
                        Err(()) => return Err((i, orig)),
                        Ok(d) => d,
                    },
                    None => None,
                };
                let new = self.state.lookup_or_default(body, arena, v, desired);
                let cast_to = match (&self.converter, desired) {
                    (Some(_), Some(d)) if body.value_type(new) != d => Some(d),
                    _ => None,
                };
                (new, cast_to)
            };
            let new = match cast_to {
                None => new,
                Some(d) => {
                    let conv = self.converter.clone();
                    let cast = self.build_unresolved_materialization(
                        MaterializationKind::Target,
                        loc,
                        &[new],
                        d,
                        d,
                        conv,
                    );
                    let deepest = self.state.lookup_or_default(self.body(), arena, new, None);
                    self.state.map(arena, deepest, cast);
                    cast
                }
            };
            out.push(new);
        }
        Ok(())
    }

    /// Creates the `builtin.unrealized_conversion_cast` standing for a materialization
    /// of `inputs` into `out_type` at the insertion point... at the point MLIR puts it:
    /// just after the last input's definition (MLIR's `buildUnresolvedMaterialization`).
    pub(crate) fn build_unresolved_materialization(
        &mut self,
        kind: MaterializationKind,
        loc: Attribute,
        inputs: &[Value],
        out_type: Type,
        orig_type: Type,
        converter: Option<Arc<TypeConverter>>,
    ) -> Value {
        // Inserted where the insertion point is, as MLIR's builder at the rewriter's point.
        let ip = self.ip;
        let arena = self.arena;
        let name = self.ident("builtin.unrealized_conversion_cast");
        let attrs = self.empty_dictionary();
        let (body, st) = self.parts();
        let state = OperationState {
            name,
            operands: inputs.to_vec(),
            attrs,
            result_types: vec![out_type],
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        let op = body.create_op(state);
        if let Some(ip) = ip {
            body.insert_op(ip, op);
        }
        st.materializations.push(Materialization {
            arena,
            op,
            kind,
            converter,
            orig_type,
        });
        st.log.push(Action::Materialization);
        body.results(op)[0]
    }

    // ----- signatures -----

    /// Converts the signature of the entry block of `region` by `conversion` (MLIR's
    /// `applySignatureConversion`): a new block with the converted arguments takes the
    /// block's place and ops; each original argument maps to its converted argument, to
    /// an argument materialization of several, or to the value replacing it. Returns the
    /// new block (the entry block itself when there is nothing to convert).
    pub fn apply_signature_conversion(
        &mut self,
        region: Region,
        conversion: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) -> Option<Block> {
        let block = self.body().entry_block(region)?;
        Some(self.apply_block_conversion(block, conversion, converter))
    }

    /// Converts the argument types of every block of `region` (MLIR's
    /// `convertRegionTypes`); the entry block by `entry_conversion` if given. Returns the
    /// new entry block, `None` if a type does not convert.
    pub fn convert_region_types(
        &mut self,
        region: Region,
        converter: &Arc<TypeConverter>,
        entry_conversion: Option<&SignatureConversion>,
    ) -> Option<Option<Block>> {
        let arena = self.arena;
        self.state
            .region_converters
            .insert((arena, region), converter.clone());
        let blocks: Vec<Block> = self.body().region_blocks(region).collect();
        let Some(&entry) = blocks.first() else {
            return Some(None);
        };
        for &b in &blocks[1..] {
            let conv = converter.convert_block_signature(self.ctx, self.body(), b)?;
            self.apply_block_conversion(b, &conv, Some(converter.clone()));
        }
        let conv = match entry_conversion {
            Some(c) => c.clone(),
            None => converter.convert_block_signature(self.ctx, self.body(), entry)?,
        };
        Some(Some(self.apply_block_conversion(
            entry,
            &conv,
            Some(converter.clone()),
        )))
    }

    fn apply_block_conversion(
        &mut self,
        block: Block,
        conversion: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) -> Block {
        let orig_args = self.body().block_args(block).to_vec();
        let converted = conversion.converted_types().to_vec();
        if orig_args.is_empty() && converted.is_empty() {
            return block;
        }
        let arena = self.arena;
        let ctx = self.ctx;
        // A new block after `block` takes its ops and its predecessors.
        let region = self
            .body()
            .block_parent(block)
            .expect("the block is in a region");
        let (body, st) = self.parts();
        let new = body.create_block();
        let next = body.next_block(block);
        body.place_block(
            new,
            BlockPoint {
                region,
                before: next,
            },
        );
        st.log.push(Action::CreateBlock(arena, new));
        while let Some(o) = body.first_op(block) {
            move_op_logged(
                body,
                st,
                arena,
                o,
                InsertPoint {
                    block: new,
                    before: None,
                },
            );
        }
        retarget_predecessors(body, block, new);
        st.log.push(Action::RetargetBlock(arena, block, new));
        // The new arguments, located where the arguments they come from are.
        let unknown = ctx.unknown_loc();
        let mut locs = vec![unknown; converted.len()];
        for (i, &a) in orig_args.iter().enumerate() {
            if let Some(m) = conversion.input_mapping(i) {
                if m.replacement.is_none() {
                    let loc = body.arg_loc(a).unwrap_or(unknown);
                    for l in locs.iter_mut().skip(m.input_no).take(m.size) {
                        *l = loc;
                    }
                }
            }
        }
        let mut new_args = Vec::with_capacity(converted.len());
        for (&t, &loc) in converted.iter().zip(&locs) {
            let a = body.add_block_argument(new, t);
            body.set_arg_loc(a, loc);
            new_args.push(a);
        }
        let mut arg_info = vec![None; orig_args.len()];
        self.set_insertion_point_to_start(new);
        for (i, &orig) in orig_args.iter().enumerate() {
            let Some(m) = conversion.input_mapping(i) else {
                continue;
            };
            if let Some(v) = m.replacement {
                self.state.map(arena, orig, v);
                self.state.arg_replacements.push((arena, orig));
                self.state.log.push(Action::ArgReplacement);
                continue;
            }
            let repl = &new_args[m.input_no..m.input_no + m.size];
            let orig_type = self.body().value_type(orig);
            let new_arg = if repl.len() == 1
                && (converter.is_none() || self.body().value_type(repl[0]) == orig_type)
            {
                repl[0]
            } else {
                let out_type = converter
                    .as_ref()
                    .and_then(|c| c.convert_type_1(ctx, orig_type))
                    .unwrap_or(orig_type);
                let loc = self.body().arg_loc(orig).unwrap_or(unknown);
                self.build_unresolved_materialization(
                    MaterializationKind::Argument,
                    loc,
                    repl,
                    out_type,
                    orig_type,
                    converter.clone(),
                )
            };
            self.state.map(arena, orig, new_arg);
            self.state.arg_replacements.push((arena, orig));
            self.state.log.push(Action::ArgReplacement);
            arg_info[i] = Some(new_arg);
        }
        let (body, st) = self.parts();
        let at = body
            .block_position(block)
            .expect("the block is in a region");
        body.detach_block(block);
        st.log.push(Action::EraseBlock(arena, block, at));
        st.block_conversions.push(BlockConversion {
            arena,
            new_block: new,
            orig_block: block,
            args: arg_info,
            converter,
        });
        st.log.push(Action::BlockConversion);
        new
    }
}

impl ConversionPatternRewriter<'_> {
    /// The arena of the op being converted, to change an op in place after
    /// [`ConversionPatternRewriter::start_op_modification`].
    pub fn body_mut(&mut self) -> &mut Body {
        self.parts().0
    }

    /// Inserts the detached op `op`, created by this conversion, at the insertion point.
    ///
    /// # Panics
    /// If there is no insertion point.
    pub fn insert(&mut self, op: Op) {
        let ip = self.ip.expect("the rewriter has an insertion point");
        self.parts().0.insert_op(ip, op);
    }

    /// Deep-copies `op` to the insertion point (MLIR's `clone`): the copies of the ops
    /// nested in it, then the copy itself, are created ops to legalize.
    pub fn clone_op(&mut self, op: Op, mapping: &mut crate::ir::body::IrMapping) -> Op {
        let ip = self.ip;
        let arena = self.arena;
        let (body, st) = self.parts();
        let new = body.clone_op(op, mapping);
        if let Some(ip) = ip {
            body.insert_op(ip, new);
        }
        // MLIR's builder notifies the nested ops in post-order, then the op.
        let mut nested = Vec::new();
        if !body.is_isolated(new) {
            collect_post_order(body, new, &mut nested);
        }
        for o in nested {
            st.created.push((arena, o));
            st.log.push(Action::CreatedByClone);
        }
        st.record_created(arena, new);
        new
    }

    /// Restores `op` as it was when its last in-place modification started, and forgets
    /// that modification (MLIR's `cancelRootUpdate`).
    pub fn cancel_op_modification(&mut self, op: Op) {
        let arena = self.arena;
        let (body, st) = self.parts();
        let Some(i) = st
            .log
            .iter()
            .rposition(|a| matches!(a, Action::Modify(ar, o, _) if *ar == arena && *o == op))
        else {
            return;
        };
        if let Action::Modify(_, _, snapshot) = st.log.remove(i) {
            restore(body, op, *snapshot);
        }
        if let Some(j) = st.modified.iter().rposition(|&m| m == (arena, op)) {
            st.modified.remove(j);
        }
    }

    /// Changes the type of result `i` of `op`.
    pub fn set_result_type(&mut self, op: Op, i: usize, ty: Type) {
        let arena = self.arena;
        let (body, st) = self.parts();
        let r = body.results(op)[i];
        st.log
            .push(Action::ResultType(arena, r, body.value_type(r)));
        body.set_value_type(r, ty);
    }

    /// Appends an argument of type `ty` to `block`, at `loc` if given.
    pub fn add_block_argument(&mut self, block: Block, ty: Type, loc: Option<Attribute>) -> Value {
        let arena = self.arena;
        let (body, st) = self.parts();
        let v = body.add_block_argument(block, ty);
        if let Some(loc) = loc {
            body.set_arg_loc(v, loc);
        }
        st.log.push(Action::AddBlockArgs(arena, block, 1));
        v
    }

    /// Sets the location of block argument `v`.
    pub fn set_arg_loc(&mut self, v: Value, loc: Attribute) {
        let arena = self.arena;
        let (body, st) = self.parts();
        st.log.push(Action::ArgLoc(arena, v, body.arg_loc(v)));
        body.set_arg_loc(v, loc);
    }

    /// Erases argument `index` of `block`, which must have no uses.
    pub fn erase_block_argument(
        &mut self,
        block: Block,
        index: usize,
    ) -> Result<(), crate::ir::body::IrError> {
        let arena = self.arena;
        let (body, st) = self.parts();
        let a = body.block_args(block)[index];
        let (ty, loc) = (body.value_type(a), body.arg_loc(a));
        body.erase_block_argument(block, index)?;
        st.log
            .push(Action::EraseBlockArg(arena, block, index, ty, loc));
        Ok(())
    }

    /// Moves `op` (with everything in it) to `ip`.
    pub fn move_op(&mut self, op: Op, ip: InsertPoint) {
        if ip.before == Some(op) {
            return;
        }
        let arena = self.arena;
        let (body, st) = self.parts();
        move_op_logged(body, st, arena, op, ip);
    }

    /// Moves `block` (with its ops) to `at`.
    pub fn move_block(&mut self, block: Block, at: BlockPoint) {
        if at.before == Some(block) {
            return;
        }
        let arena = self.arena;
        let (body, st) = self.parts();
        let from = body
            .block_position(block)
            .expect("the block is in a region");
        body.detach_block(block);
        body.place_block(block, at);
        st.log.push(Action::MoveBlock(arena, block, from));
        st.record_block_action(arena, block);
    }

    /// Moves the ops of `source` to `ip`, its arguments replaced by `args`, and erases
    /// `source`: before an op as [`ConversionPatternRewriter::inline_block_before`], at
    /// the end of a block as [`ConversionPatternRewriter::merge_blocks`].
    pub fn inline_block_at(&mut self, source: Block, ip: InsertPoint, args: &[Value]) {
        match ip.before {
            Some(before) => self.inline_block_before(source, before, args),
            None => self.merge_blocks(source, ip.block, args),
        }
    }
}

/// The ops nested in `op` (not entering isolated ops), in post-order.
fn collect_post_order(body: &Body, op: Op, out: &mut Vec<Op>) {
    for &r in body.regions(op) {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                if !body.is_isolated(o) {
                    collect_post_order(body, o, out);
                }
                out.push(o);
            }
        }
    }
}

impl crate::rewrite::ConversionRewrites for ConversionPatternRewriter<'_> {
    fn body(&self) -> &Body {
        ConversionPatternRewriter::body(self)
    }
    fn body_mut(&mut self) -> &mut Body {
        ConversionPatternRewriter::body_mut(self)
    }
    fn arena_owner(&self) -> Option<Identifier> {
        ConversionPatternRewriter::arena_owner(self)
    }
    fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }
    fn create(&mut self, state: OperationState) -> Op {
        ConversionPatternRewriter::create(self, state)
    }
    fn insert(&mut self, op: Op) {
        ConversionPatternRewriter::insert(self, op)
    }
    fn clone_op(&mut self, op: Op, mapping: &mut crate::ir::body::IrMapping) -> Op {
        ConversionPatternRewriter::clone_op(self, op, mapping)
    }
    fn replace_op(&mut self, op: Op, values: &[Value]) {
        ConversionPatternRewriter::replace_op(self, op, values)
    }
    fn erase_op(&mut self, op: Op) {
        ConversionPatternRewriter::erase_op(self, op)
    }
    fn start_op_modification(&mut self, op: Op) {
        ConversionPatternRewriter::start_op_modification(self, op)
    }
    fn cancel_op_modification(&mut self, op: Op) {
        ConversionPatternRewriter::cancel_op_modification(self, op)
    }
    fn set_result_type(&mut self, op: Op, i: usize, ty: Type) {
        ConversionPatternRewriter::set_result_type(self, op, i, ty)
    }
    fn create_block(&mut self, at: BlockPoint, arg_types: &[Type]) -> Block {
        ConversionPatternRewriter::create_block(self, at, arg_types)
    }
    fn add_block_argument(&mut self, block: Block, ty: Type, loc: Option<Attribute>) -> Value {
        ConversionPatternRewriter::add_block_argument(self, block, ty, loc)
    }
    fn set_arg_loc(&mut self, v: Value, loc: Attribute) {
        ConversionPatternRewriter::set_arg_loc(self, v, loc)
    }
    fn erase_block_argument(
        &mut self,
        block: Block,
        index: usize,
    ) -> Result<(), crate::ir::body::IrError> {
        ConversionPatternRewriter::erase_block_argument(self, block, index)
    }
    fn erase_block(&mut self, block: Block) {
        ConversionPatternRewriter::erase_block(self, block)
    }
    fn move_op(&mut self, op: Op, ip: InsertPoint) {
        ConversionPatternRewriter::move_op(self, op, ip)
    }
    fn move_block(&mut self, block: Block, at: BlockPoint) {
        ConversionPatternRewriter::move_block(self, block, at)
    }
    fn split_block(&mut self, block: Block, op: Op) -> Block {
        ConversionPatternRewriter::split_block(self, block, op)
    }
    fn inline_block_before(&mut self, source: Block, ip: InsertPoint, args: &[Value]) {
        ConversionPatternRewriter::inline_block_at(self, source, ip, args)
    }
    fn inline_region_before(&mut self, region: Region, at: BlockPoint) {
        ConversionPatternRewriter::inline_region_before(self, region, at)
    }
    fn clone_region_before(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut crate::ir::body::IrMapping,
    ) -> Vec<Block> {
        ConversionPatternRewriter::clone_region_before(self, region, at, mapping)
    }
}

/// Moves `op` to `ip`, logged.
fn move_op_logged(
    body: &mut Body,
    st: &mut ConversionState,
    arena: ArenaId,
    op: Op,
    ip: InsertPoint,
) {
    let from = body.position(op).expect("the op is in a block");
    body.move_op(op, ip);
    st.log.push(Action::MoveOp(arena, op, from));
}

/// Marks `op` and the ops nested in it that have non-empty regions ignored: nothing in
/// them needs converting (MLIR's `markNestedOpsIgnored`).
fn mark_nested_ops_ignored(body: &Body, st: &mut ConversionState, arena: ArenaId, op: Op) {
    if body.regions(op).is_empty() {
        return;
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let regions = body.regions(o);
        let non_empty = if body.is_isolated(o) {
            body.nested_body(o)
                .is_some_and(|nb| regions.iter().any(|&r| nb.entry_block(r).is_some()))
        } else {
            regions.iter().any(|&r| body.entry_block(r).is_some())
        };
        if non_empty {
            st.mark_ignored(arena, o);
        }
        if body.is_isolated(o) {
            continue;
        }
        for &r in regions {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
    }
}
