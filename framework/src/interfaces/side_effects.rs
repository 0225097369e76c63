//! Side effects and speculation, as MLIR 16 models them (`SideEffectInterfaces.h`): the
//! effects an op has on memory ([`MemoryEffect`] on a [`Resource`], maybe through a value
//! or a symbol: an [`EffectInstance`]), which `MemoryEffectOpInterface::get_effects`
//! lists; whether an op may run speculatively ([`Speculatability`], from
//! `ConditionallySpeculatable`); and the queries passes ask of any op:
//! [`is_memory_effect_free`], [`would_op_be_trivially_dead`], [`is_op_trivially_dead`],
//! [`has_effect`], [`has_single_effect`], [`is_speculatable`], [`is_pure`] and
//! [`get_effects_recursively`].
//!
//! An op's spec lists its effects as MLIR's does (`spec/base/Interfaces.td`): on the op
//! as a whole with `MemoryEffects<[...]>` (`NoMemoryEffect` lists none), or on its
//! operands and results with decorators (`Arg<AnyMemRef, "", [MemRead]>`,
//! `Res<AnyMemRef, "", [MemAlloc<AutomaticAllocationScopeResource>]>`). The generator
//! makes them a table of [`EffectSpec`]s that [`append_spec_effects`] reads. An op with
//! neither the interface nor `RecursiveMemoryEffects` has unknown effects.
//!
//! The queries ask first what the op's registration knows ([`EffectClass`], computed once
//! from the spec's table, and the interface's model, both kept in the op's `OpInfo`): the
//! effects of an op whose spec lists none or only reads are not listed to answer whether
//! it may be erased or may write, nor those of an op whose spec lists a write every
//! instance has (`memref.store`), nor, to answer whether it only reads, those of an op
//! with a read every instance has (`memref.load`).
//!
//! Nested ops are visited with explicit stacks, so no IR nesting depth overflows the
//! native stack.

use std::any::Any;
use std::cell::Cell;

use super::base::{ConditionallySpeculatableRef, MemoryEffectOpInterfaceModel};
use crate::ir::body::{Value, ValueDef};
use crate::ir::context::Attribute;
use crate::ir::registry::{EffectClass, OpInfo, OpRef, OpTraits};
use crate::ods::{operand_group, result_group, OpSpec};

/// What an effect does to memory (MLIR's `MemoryEffects::Effect`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// Allocates from the resource, with no visible mutation or dereference.
    Allocate,
    /// Frees an allocation of the resource, with no visible allocation, mutation or
    /// dereference.
    Free,
    /// Reads the resource, with no visible mutation.
    Read,
    /// Writes the resource, with no visible dereference or read.
    Write,
}

impl MemoryEffect {
    /// The effect's name, as MLIR's side-effect test pass writes it (`read`).
    pub fn name(self) -> &'static str {
        match self {
            MemoryEffect::Allocate => "allocate",
            MemoryEffect::Free => "free",
            MemoryEffect::Read => "read",
            MemoryEffect::Write => "write",
        }
    }
}

/// A resource an effect applies to (MLIR's `SideEffects::Resource`), known by its name. A
/// dialect defines its own as a constant (`Resource::new("my.resource")`) and names it in
/// its spec (`def MyResource : Resource<"MY_RESOURCE">`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Resource {
    name: &'static str,
}

impl Resource {
    /// Memory in general: the resource of effects that name none (MLIR's
    /// `DefaultResource`).
    pub const DEFAULT: Resource = Resource::new("<Default>");
    /// Memory freed when the nearest `AutomaticAllocationScope` op around the effect
    /// exits (MLIR's `AutomaticAllocationScopeResource`).
    pub const AUTOMATIC_ALLOCATION_SCOPE: Resource = Resource::new("AutomaticAllocationScope");

    /// The resource named `name`.
    pub const fn new(name: &'static str) -> Resource {
        Resource { name }
    }

    /// Its name (MLIR's `getName`: `<Default>`, `AutomaticAllocationScope`).
    pub fn name(self) -> &'static str {
        self.name
    }
}

/// What an effect applies to, besides its resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectTarget {
    /// A value: an operand or a result of the op (or a block argument of its regions).
    Value(Value),
    /// A symbol, by its reference attribute.
    Symbol(Attribute),
}

/// One effect of an op (MLIR's `EffectInstance<MemoryEffects::Effect>`). A value it
/// names belongs to the arena of the op that has the effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// What the effect does.
    pub effect: MemoryEffect,
    /// The resource it applies to.
    pub resource: Resource,
    /// The value or symbol it applies to, if known.
    pub target: Option<EffectTarget>,
    /// Parameters further describing the effect, if any.
    pub parameters: Option<Attribute>,
}

impl EffectInstance {
    /// `effect` on `resource`, on no particular value.
    pub fn new(effect: MemoryEffect, resource: Resource) -> EffectInstance {
        EffectInstance {
            effect,
            resource,
            target: None,
            parameters: None,
        }
    }

    /// `effect` on `value`, in `resource`.
    pub fn on_value(effect: MemoryEffect, value: Value, resource: Resource) -> EffectInstance {
        EffectInstance {
            target: Some(EffectTarget::Value(value)),
            ..EffectInstance::new(effect, resource)
        }
    }

    /// `effect` on the symbol `symbol` (a symbol reference attribute), in `resource`.
    pub fn on_symbol(
        effect: MemoryEffect,
        symbol: Attribute,
        resource: Resource,
    ) -> EffectInstance {
        EffectInstance {
            target: Some(EffectTarget::Symbol(symbol)),
            ..EffectInstance::new(effect, resource)
        }
    }

    /// The value the effect applies to, if any (MLIR's `getValue`).
    pub fn value(&self) -> Option<Value> {
        match self.target {
            Some(EffectTarget::Value(v)) => Some(v),
            _ => None,
        }
    }

    /// The symbol the effect applies to, if any (MLIR's `getSymbolRef`).
    pub fn symbol_ref(&self) -> Option<Attribute> {
        match self.target {
            Some(EffectTarget::Symbol(s)) => Some(s),
            _ => None,
        }
    }
}

/// What an effect of an op's spec applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectSite {
    /// The op as a whole (`MemoryEffects<[...]>`).
    Op,
    /// Each value of operand group `n` (`Arg<..., [MemRead]>`).
    Operand(usize),
    /// Each value of result group `n` (`Res<..., [MemAlloc]>`).
    Result(usize),
    /// The symbol reference attribute `name`; an `optional` one only when present.
    Symbol {
        /// The attribute's name.
        name: &'static str,
        /// It is an `OptionalAttr`.
        optional: bool,
    },
}

/// One effect an op's spec lists: what the generated `get_effects` of the op appends for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectSpec {
    /// The effect.
    pub effect: MemoryEffect,
    /// Its resource.
    pub resource: Resource,
    /// What it applies to.
    pub site: EffectSite,
}

/// Appends the effects `table` (an op's spec's) lists for `op`, of spec `spec`, to
/// `effects`, in the table's order: one per value of an operand or result group, one for
/// the op as a whole, one per symbol (an optional symbol attribute that is absent gives
/// none; a missing required one gives an effect on no symbol).
pub fn append_spec_effects(
    spec: &OpSpec,
    op: &OpRef<'_>,
    table: &[EffectSpec],
    effects: &mut Vec<EffectInstance>,
) {
    effects.reserve(table.len());
    for e in table {
        let on_value = |v| EffectInstance::on_value(e.effect, v, e.resource);
        match e.site {
            EffectSite::Op => effects.push(EffectInstance::new(e.effect, e.resource)),
            EffectSite::Operand(group) => {
                effects.extend(operand_group(spec, op, group).map(on_value));
            }
            EffectSite::Result(group) => {
                effects.extend(result_group(spec, op, group).iter().map(|&v| on_value(v)));
            }
            EffectSite::Symbol { name, optional } => match op.attr(name) {
                Some(symbol) => {
                    effects.push(EffectInstance::on_symbol(e.effect, symbol, e.resource))
                }
                None if !optional => effects.push(EffectInstance::new(e.effect, e.resource)),
                None => {}
            },
        }
    }
}

/// Whether an op can be executed speculatively (MLIR's `Speculation::Speculatability`),
/// as `ConditionallySpeculatable::get_speculatability` tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speculatability {
    /// It cannot: it may have undefined behaviour or other side effects.
    NotSpeculatable,
    /// It can: no side effect, no undefined behaviour.
    Speculatable,
    /// It can if all the ops in its regions can.
    RecursivelySpeculatable,
}

/// The ops directly inside `op`'s regions, each with the arena holding it (the op's
/// nested arena when it is isolated).
fn nested_ops<'a>(op: &OpRef<'a>) -> impl Iterator<Item = OpRef<'a>> + 'a {
    let (ctx, body, outer) = (op.ctx, op.region_body(), (op.body, op.op));
    let isolated = op.body.is_isolated(op.op);
    op.regions()
        .iter()
        .flat_map(move |&r| body.region_blocks(r))
        .flat_map(move |b| body.block_ops(b))
        .map(move |o| {
            let nested = OpRef::new(ctx, body, o);
            if isolated {
                nested.with_outer(outer.0, outer.1)
            } else {
                nested
            }
        })
}

/// What `op`'s registration tells of its effects: what its own are, its
/// `MemoryEffectOpInterface` model (kept in the registration: no search by name), and
/// whether it has `RecursiveMemoryEffects`.
#[derive(Clone, Copy)]
struct Registered {
    class: EffectClass,
    model: Option<&'static (dyn Any + Send + Sync)>,
    recursive: bool,
}

impl Registered {
    #[inline]
    fn of(op: &OpRef<'_>) -> Registered {
        Registered::from_info(op.info())
    }

    /// What the registration `info` (`None` for an unregistered op) tells.
    #[inline]
    fn from_info(info: Option<&OpInfo>) -> Registered {
        match info {
            Some(info) => Registered {
                class: info.memory_effects,
                model: info.memory_effects_model,
                recursive: info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS),
            },
            None => Registered {
                class: EffectClass::Unknown,
                model: None,
                recursive: false,
            },
        }
    }

    /// Appends the op's own effects to `effects`; `false` when it has no
    /// `MemoryEffectOpInterface`.
    fn append(&self, op: &OpRef<'_>, effects: &mut Vec<EffectInstance>) -> bool {
        match self.class {
            EffectClass::Unknown => false,
            EffectClass::None => true,
            EffectClass::ReadOnly
            | EffectClass::AlwaysReads
            | EffectClass::AlwaysWrites
            | EffectClass::Listed => {
                match self
                    .model
                    .and_then(|m| m.downcast_ref::<MemoryEffectOpInterfaceModel>())
                {
                    Some(m) => {
                        (m.get_effects)(*op, effects);
                        true
                    }
                    None => false,
                }
            }
        }
    }

    /// `f` of the op's own effects (`None` without `MemoryEffectOpInterface`), listed in a
    /// buffer the thread keeps for the purpose (queries asked of every op allocate
    /// nothing).
    fn with_effects<R>(&self, op: &OpRef<'_>, f: impl FnOnce(Option<&[EffectInstance]>) -> R) -> R {
        thread_local! {
            static SCRATCH: Cell<Vec<EffectInstance>> = const { Cell::new(Vec::new()) };
        }
        // Taken, not borrowed: a model's Rust may ask these queries of other ops.
        let mut effects = SCRATCH.with(Cell::take);
        effects.clear();
        let has = self.append(op, &mut effects);
        let r = f(has.then_some(effects.as_slice()));
        SCRATCH.with(|s| s.set(effects));
        r
    }
}

/// Whether `op` has effects of kind `effect` only on `value` (on any value when `value`
/// is `None`), and at least one (MLIR's `hasSingleEffect<EffectTy>`). An op without
/// `MemoryEffectOpInterface` has none.
pub fn has_single_effect(op: &OpRef<'_>, effect: MemoryEffect, value: Option<Value>) -> bool {
    let reg = Registered::of(op);
    match reg.class {
        EffectClass::Unknown | EffectClass::None => return false,
        EffectClass::ReadOnly | EffectClass::AlwaysReads if effect != MemoryEffect::Read => {
            return false
        }
        EffectClass::AlwaysReads if value.is_none() => return true,
        EffectClass::AlwaysWrites if effect != MemoryEffect::Write && value.is_none() => {
            return false
        }
        _ => {}
    }
    reg.with_effects(op, |effects| {
        let Some(effects) = effects else {
            return false;
        };
        let mut found = false;
        for e in effects {
            if value.is_some() && e.value() != value {
                continue;
            }
            if e.effect != effect {
                return false;
            }
            found = true;
        }
        found
    })
}

/// Whether `op` has an effect of one of the kinds `kinds` on `value` (on anything when
/// `value` is `None`) (MLIR's `hasEffect<EffectTys...>`). An op without
/// `MemoryEffectOpInterface` has none.
pub fn has_effect(op: &OpRef<'_>, kinds: &[MemoryEffect], value: Option<Value>) -> bool {
    let reg = Registered::of(op);
    match reg.class {
        EffectClass::Unknown | EffectClass::None => return false,
        EffectClass::ReadOnly | EffectClass::AlwaysReads
            if !kinds.contains(&MemoryEffect::Read) =>
        {
            return false
        }
        EffectClass::AlwaysReads if value.is_none() => return true,
        EffectClass::AlwaysWrites if value.is_none() && kinds.contains(&MemoryEffect::Write) => {
            return true
        }
        _ => {}
    }
    reg.with_effects(op, |effects| {
        effects.is_some_and(|effects| {
            effects
                .iter()
                .any(|e| (value.is_none() || e.value() == value) && kinds.contains(&e.effect))
        })
    })
}

/// Whether `op` may write memory, as MLIR's CSE asks of the ops between two equivalent
/// reads (`hasOtherSideEffectingOpInBetween`): it lists a write effect, or has no
/// `MemoryEffectOpInterface` (unknown effects, even with `RecursiveMemoryEffects`).
pub fn may_write(op: &OpRef<'_>) -> bool {
    let reg = Registered::of(op);
    match reg.class {
        EffectClass::Unknown | EffectClass::AlwaysWrites => true,
        EffectClass::None | EffectClass::ReadOnly | EffectClass::AlwaysReads => false,
        EffectClass::Listed => reg.with_effects(op, |effects| {
            effects.map_or(true, |effects| {
                effects.iter().any(|e| e.effect == MemoryEffect::Write)
            })
        }),
    }
}

/// Whether `op` is unused and has no effect that would prevent erasing it (MLIR's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(op: &OpRef<'_>) -> bool {
    op.results().iter().all(|&r| op.body.use_empty(r)) && would_op_be_trivially_dead(op)
}

/// Whether `op` would be dead if it were unused (MLIR's `wouldOpBeTriviallyDead`): it is
/// not a terminator (an unregistered op might be one), and it and the ops nested in it
/// (through `RecursiveMemoryEffects`) have no effect but reads and allocations of their
/// own results, and no unknown effect.
pub fn would_op_be_trivially_dead(op: &OpRef<'_>) -> bool {
    match op.info() {
        Some(info) if !info.is_terminator() => {
            would_op_be_trivially_dead_impl(op, Registered::from_info(Some(info)))
        }
        _ => false,
    }
}

/// MLIR's `wouldOpBeTriviallyDeadImpl`: the check of `would_op_be_trivially_dead` once
/// the root is known not to be a terminator (nested terminators without effects do not
/// keep their parent alive).
fn would_op_be_trivially_dead_impl(root: &OpRef<'_>, reg: Registered) -> bool {
    /// Whether the op's own `effects` let it go: effects on a result the op allocates do
    /// not keep it alive; otherwise only reads do not.
    fn removable(op: &OpRef<'_>, effects: &[EffectInstance]) -> bool {
        // The common cases without a list of allocated values: only reads, or none.
        if effects.iter().all(|e| e.effect == MemoryEffect::Read) {
            return true;
        }
        if !effects.iter().any(|e| e.effect == MemoryEffect::Allocate) {
            return false;
        }
        let allocated: Vec<Value> = effects
            .iter()
            .filter(|e| e.effect == MemoryEffect::Allocate)
            .filter_map(|e| e.value())
            .filter(|&v| matches!(op.body.value_def(v), ValueDef::OpResult(d, _) if d == op.op))
            .collect();
        effects.iter().all(|e| {
            e.value().is_some_and(|v| allocated.contains(&v)) || e.effect == MemoryEffect::Read
        })
    }
    /// Whether the op's own effects (of registration `reg`) let it go; an op without
    /// `MemoryEffectOpInterface` has none of its own with `RecursiveMemoryEffects`, and
    /// unknown ones otherwise.
    fn own_removable(op: &OpRef<'_>, reg: Registered) -> bool {
        match reg.class {
            EffectClass::Unknown => reg.recursive,
            EffectClass::None | EffectClass::ReadOnly | EffectClass::AlwaysReads => true,
            EffectClass::AlwaysWrites => false,
            EffectClass::Listed => reg.with_effects(op, |effects| {
                effects.map_or(reg.recursive, |effects| removable(op, effects))
            }),
        }
    }
    // Most ops have no nested ops to look at.
    if !reg.recursive {
        return own_removable(root, reg);
    }
    // One stack and one list of effects serve the whole walk (the answer does not
    // depend on the order the ops are looked at).
    let mut stack = Vec::with_capacity(16);
    stack.push((*root, reg));
    while let Some((op, reg)) = stack.pop() {
        if !own_removable(&op, reg) {
            return false;
        }
        if reg.recursive {
            for nested in nested_ops(&op) {
                let reg = Registered::of(&nested);
                // Ops without nested ones are answered at once.
                if !reg.recursive {
                    if !own_removable(&nested, reg) {
                        return false;
                    }
                    continue;
                }
                stack.push((nested, reg));
            }
        }
    }
    true
}

/// Whether `op` has no effect on memory (MLIR's `isMemoryEffectFree`): its
/// `MemoryEffectOpInterface` lists none, and, when it has `RecursiveMemoryEffects`, the
/// ops nested in it have none either. An op with neither has unknown effects.
pub fn is_memory_effect_free(op: &OpRef<'_>) -> bool {
    /// Whether the op's own effects (of registration `reg`) are none.
    fn own_free(op: &OpRef<'_>, reg: Registered) -> bool {
        match reg.class {
            EffectClass::Unknown => reg.recursive,
            EffectClass::None => true,
            EffectClass::AlwaysReads | EffectClass::AlwaysWrites => false,
            EffectClass::ReadOnly | EffectClass::Listed => reg.with_effects(op, |effects| {
                effects.map_or(reg.recursive, <[EffectInstance]>::is_empty)
            }),
        }
    }
    let reg = Registered::of(op);
    // Most ops have no nested ops to look at.
    if !reg.recursive {
        return own_free(op, reg);
    }
    let mut stack = vec![(*op, reg)];
    while let Some((op, reg)) = stack.pop() {
        if !own_free(&op, reg) {
            return false;
        }
        if reg.recursive {
            for nested in nested_ops(&op) {
                let reg = Registered::of(&nested);
                if !reg.recursive {
                    if !own_free(&nested, reg) {
                        return false;
                    }
                    continue;
                }
                stack.push((nested, reg));
            }
        }
    }
    true
}

/// The effects of `op` and, through `RecursiveMemoryEffects`, of the ops nested in it;
/// `None` when one of them has unknown effects (neither `MemoryEffectOpInterface` nor
/// `RecursiveMemoryEffects`). This is MLIR's `getEffectsRecursively` (of MLIR 17; 16 has
/// no such query). An effect of an op in another arena than `op`'s (inside an isolated
/// op) keeps its symbol but not its value, which names nothing in `op`'s arena.
pub fn get_effects_recursively(op: &OpRef<'_>) -> Option<Vec<EffectInstance>> {
    let root_body = op.body;
    let mut effects = Vec::new();
    let mut stack = vec![*op];
    while let Some(op) = stack.pop() {
        let reg = Registered::of(&op);
        if reg.recursive {
            stack.extend(nested_ops(&op));
        }
        let start = effects.len();
        if !reg.append(&op, &mut effects) {
            if !reg.recursive {
                return None;
            }
            continue;
        }
        if !std::ptr::eq(op.body, root_body) {
            for e in &mut effects[start..] {
                if e.value().is_some() {
                    e.target = None;
                }
            }
        }
    }
    Some(effects)
}

/// Whether `op` can be executed speculatively (MLIR's `isSpeculatable`): it has
/// `ConditionallySpeculatable` and is `Speculatable`, or `RecursivelySpeculatable` with
/// every op nested in it speculatable.
pub fn is_speculatable(op: &OpRef<'_>) -> bool {
    let mut stack = vec![*op];
    while let Some(op) = stack.pop() {
        let Some(s) = ConditionallySpeculatableRef::get(op) else {
            return false;
        };
        match s.get_speculatability() {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => stack.extend(nested_ops(&op)),
        }
    }
    true
}

/// Whether `op` is speculatable and has no effect on memory: what the `Pure` trait
/// declares (MLIR's `isPure`).
pub fn is_pure(op: &OpRef<'_>) -> bool {
    is_speculatable(op) && is_memory_effect_free(op)
}
