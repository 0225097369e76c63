//! What a dialect registers for each of its ops: the structural traits the IR core acts on
//! and the hooks that give an op its custom assembly form and its own verification.
//!
//! Hooks are plain `fn` pointers (no captured state, `Copy`, callable from any thread), so an
//! [`OpInfo`] is a small `Copy` record the parser, printer and verifier look up by the op's
//! uniqued name. Generated dialect code fills them in; hand-written Rust may too.

use std::any::Any;

use crate::ir::body::{Body, Op, Region, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter};
use crate::support::diag::{DiagLoc, Diagnostic, Severity};

/// Parses the custom form of an op after its name (MLIR's `Op::parse`). The hook reads
/// operands, types, attributes, successors and regions through the [`OpAsmParser`] and
/// records them on the op being built; the caller then parses the trailing location and
/// binds the result names.
pub type ParseHook = fn(&mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic>;

/// Prints the custom form of an op after its name (MLIR's `Op::print`): the printer has
/// already written the result names, ` = ` and the op name; the hook writes the rest (the
/// leading space included) and the printer appends the location when asked to.
pub type PrintHook = fn(&mut dyn OpAsmPrinter<'_>);

/// Verifies what the op's definition requires of it beyond its structure (MLIR's
/// `verifyInvariants` and `hasVerifier`). Runs after the op's operands and results exist,
/// before its regions are verified.
pub type VerifyHook = fn(&OpRef<'_>) -> Result<(), Diagnostic>;

/// Names the op's results in the textual form (MLIR's `getAsmResultNames`): `%c0_i32`
/// instead of `%0`. Each `(i, name)` names the group of results from result `i` up to the
/// next named one; results before the first named one keep their number.
pub type ResultNameHook = fn(&OpRef<'_>) -> Vec<(usize, String)>;

/// The `.td` definition of an op (the ODS runtime's `OpSpec`), opaque to the IR core: the
/// layers above read it (`OpSpec::of`); the core only keeps it, compares it by address
/// and hands it to the op's hooks.
pub type OpDefinition = &'static (dyn Any + Send + Sync);

/// Adds to `attrs` the default values of the op's attributes they leave out (MLIR's
/// `populateDefaultAttrs`), from the op's definition; returns whether it added any. The
/// parser calls it on every op it builds of a name that has it.
pub type PopulateDefaultAttrsHook =
    fn(&Context, OpDefinition, &mut Vec<(Identifier, Attribute)>) -> bool;

/// Folds an op (MLIR's `fold`, generated for `hasFolder` and calling the dialect's
/// hand-written fold): given the constants of its operands, the values or constants its
/// results fold to, or a change in place (see [`crate::ir::fold`]).
pub type FoldHook = fn(&OpRef<'_>, &[Option<Attribute>]) -> crate::ir::fold::Folded;

/// Adds the op's canonicalization patterns (MLIR's `getCanonicalizationPatterns`,
/// generated for `hasCanonicalizer` and `hasCanonicalizeMethod`) to a pattern set. The set
/// is the rewrite layer's `RewritePatternSet`, passed opaquely: the IR core does not know
/// patterns; the generated hook downcasts it.
pub type CanonicalizationHook = fn(&Context, &mut dyn Any);

/// The implementation of one interface by an op, attribute or type: the interface's name and its model (a
/// struct of `fn` pointers, downcast by the interface's `FooRef::get`).
#[derive(Debug)]
pub struct InterfaceImpl {
    /// The interface's name (`cppInterfaceName`).
    pub name: &'static str,
    /// The interface's model for the op.
    pub model: &'static (dyn Any + Send + Sync),
}

/// What the context knows about a registered operation name: its traits and hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpInfo {
    /// Parses the custom form; `None` when the op has only the generic form.
    pub parse: Option<ParseHook>,
    /// Prints the custom form; `None` when the op prints generically.
    pub print: Option<PrintHook>,
    /// Op-specific verification; `None` when the structural checks are all there is.
    pub verify: Option<VerifyHook>,
    /// The dialect whose ops may drop their `dialect.` prefix inside this op's regions
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`); `""` for none, `None` for the
    /// default (regions of an op without the interface have none).
    pub default_dialect: Option<&'static str>,
    /// Names the op's results when printed.
    pub result_name: Option<ResultNameHook>,
    /// The op's traits as bits: the structural ones the IR core acts on
    /// (`IsolatedFromAbove`, `Terminator`, `NoTerminator`, graph regions, `SingleBlock`)
    /// and those the dialects and passes test (`ConstantLike`, `ReturnLike`, ...).
    pub traits: OpTraits,
    /// The op's `.td` definition, for ops generated from one.
    pub spec: Option<OpDefinition>,
    /// Adds the defaults of the attributes a parsed op leaves out; `None` when the op has
    /// no default-valued attribute.
    pub populate_default_attrs: Option<PopulateDefaultAttrsHook>,
    /// Attributes the custom form prints in a syntax of their own rather than as
    /// attributes (`memref.transpose` prints its affine map bare): MLIR gives them no
    /// alias.
    pub inline_attrs: &'static [&'static str],
    /// Whether the custom form prints the named attribute of this op in a syntax of its
    /// own, when that depends on the op (`affine.for` prints a constant bound as a
    /// number, other bounds as maps): such attributes take no alias either.
    pub inline_attr: Option<InlineAttrHook>,
    /// Attributes the custom form prints before the op's regions, in that order
    /// (`affine.for` prints its bound maps first): MLIR numbers their aliases before those
    /// of the nested ops.
    pub attrs_before_regions: &'static [&'static str],
    /// How many arguments of each region's entry block the custom form prints with their
    /// types or locations (`affine.for` prints its induction variable's location, not its
    /// `iter_args`); `None` for all. MLIR gives aliases only to what is printed.
    pub entry_args_printed: Option<usize>,
    /// Folds the op (`hasFolder`); `None` when it has no fold of its own.
    pub fold: Option<FoldHook>,
    /// Adds the op's canonicalization patterns; `None` when it has none.
    pub canonicalization_patterns: Option<CanonicalizationHook>,
    /// The op's dialect (the namespace of its name), set by [`Context::register_op`].
    ///
    /// [`Context::register_op`]: crate::ir::context::Context::register_op
    pub dialect: Option<crate::ir::context::Identifier>,
    /// What the `ods` layer's verifier needs to know of the op's spec on every op (which
    /// groups of traits it has), computed once by `OpSpec::info`; 0 when not computed.
    pub spec_facts: u32,
    /// The uniqued names of the spec's attributes, in spec order, when it has at most
    /// [`SPEC_ATTR_IDS`] of them: set when the op is registered through the `ods` layer,
    /// so its verifier finds them in the attribute dictionary without comparing text.
    pub spec_attr_ids: [Option<crate::ir::context::Identifier>; SPEC_ATTR_IDS],
    /// What the op's own effects on memory are, as far as its registration tells (those
    /// of `RecursiveMemoryEffects` ops nested in it are not counted: see `traits`).
    pub memory_effects: EffectClass,
    /// The op's `MemoryEffectOpInterface` model (the interfaces layer's
    /// `MemoryEffectOpInterfaceModel`), kept here so that the side-effect queries asked of
    /// every op find it without a search by name; `None` when the op lacks the interface.
    pub memory_effects_model: Option<&'static (dyn Any + Send + Sync)>,
}

/// An op's own effects on memory, as its spec lists them: computed once, when the op is
/// registered, so that the passes asking of every op whether it has effects (`cse`, the
/// greedy driver's dead-op check) need not list them when the answer is known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EffectClass {
    /// Unknown: the op has no `MemoryEffectOpInterface` (without `RecursiveMemoryEffects`,
    /// it may do anything).
    #[default]
    Unknown,
    /// None (`NoMemoryEffect`, `Pure`, `MemoryEffects<[]>`).
    None,
    /// Reads only (`MemRead` and nothing else); an instance may have none (a read of an
    /// empty variadic group).
    ReadOnly,
    /// Reads only, and at least one on every instance (a read of a single operand, as
    /// `memref.load`'s): the op is neither free of effects nor a writer.
    AlwaysReads,
    /// A write on every instance (on the op, a required symbol, or a single operand or
    /// result, as `memref.store`'s) and no allocation: the op is never dead and may
    /// write; its effects are listed only to ask what else it does.
    AlwaysWrites,
    /// Others, or effects the op's Rust computes per instance: its model lists them.
    Listed,
}

/// How many attribute names of an op's spec its [`OpInfo`] keeps uniqued.
pub const SPEC_ATTR_IDS: usize = 8;

impl OpInfo {
    /// `IsolatedFromAbove`.
    #[inline]
    pub fn isolated_from_above(&self) -> bool {
        self.traits.contains(OpTraits::ISOLATED_FROM_ABOVE)
    }

    /// `Terminator`.
    #[inline]
    pub fn is_terminator(&self) -> bool {
        self.traits.contains(OpTraits::TERMINATOR)
    }

    /// `NoTerminator`.
    #[inline]
    pub fn no_terminator(&self) -> bool {
        self.traits.contains(OpTraits::NO_TERMINATOR)
    }

    /// Graph regions (no dominance requirement).
    #[inline]
    pub fn has_graph_regions(&self) -> bool {
        self.traits.contains(OpTraits::GRAPH_REGIONS)
    }
}

/// The traits of an op, as bits of one word: testing one is a mask, not a scan of the names
/// of the op's traits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpTraits(u32);

impl OpTraits {
    /// `ConstantLike`.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1);
    /// `ReturnLike`.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 1);
    /// `SymbolTable`.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 2);
    /// `AffineScope`.
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 3);
    /// `AutomaticAllocationScope`.
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 4);
    /// `RecursiveMemoryEffects` (the effects of the op are those of the ops in its regions;
    /// `interfaces::side_effects` reads it).
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 5);
    /// `Commutative`.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 6);
    /// `IsolatedFromAbove`: the op's regions do not see values defined above it; its body
    /// gets its own arena.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 7);
    /// `Terminator`: the op must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 8);
    /// `NoTerminator`: the op's regions may have no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 9);
    /// The op's regions are graph regions (`HasOnlyGraphRegion`): no dominance
    /// requirement.
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 10);
    /// `SingleBlock`: each region of the op has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 11);

    /// The traits with a bit, by the name a spec lists them under (`"ConstantLike"`, the
    /// `trait` of an interface trait such as `"SymbolOpInterface::Trait"`).
    const NAMED: [(&'static str, OpTraits); 7] = [
        ("ConstantLike", Self::CONSTANT_LIKE),
        ("ReturnLike", Self::RETURN_LIKE),
        ("SymbolTable", Self::SYMBOL_TABLE),
        ("AffineScope", Self::AFFINE_SCOPE),
        ("AutomaticAllocationScope", Self::AUTOMATIC_ALLOCATION_SCOPE),
        ("HasRecursiveMemoryEffects", Self::RECURSIVE_MEMORY_EFFECTS),
        ("IsCommutative", Self::COMMUTATIVE),
    ];

    /// No trait.
    pub const fn empty() -> OpTraits {
        OpTraits(0)
    }

    /// The bit of the trait a spec lists as `name`, if it has one.
    pub fn named(name: &str) -> Option<OpTraits> {
        Self::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, t)| t)
    }

    /// Whether all the traits of `other` are among these.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;

    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for OpTraits {
    fn bitor_assign(&mut self, rhs: OpTraits) {
        self.0 |= rhs.0;
    }
}

/// Whether the op named `name` is registered with the traits `traits`.
#[inline]
pub fn op_has_traits(
    ctx: &Context,
    name: crate::ir::context::Identifier,
    traits: OpTraits,
) -> bool {
    ctx.op_info_of(name)
        .is_some_and(|i| i.traits.contains(traits))
}

/// See [`OpInfo::inline_attr`].
pub type InlineAttrHook = fn(&Context, &Body, Op, &str) -> bool;

/// A read-only view of one op for verification hooks and generated accessors: the
/// context, the arena holding the op, and the op.
#[derive(Clone, Copy)]
pub struct OpRef<'a> {
    /// The context owning the op's types and attributes.
    pub ctx: &'a Context,
    /// The arena holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: Op,
    /// The op owning the arena `body` (in its own arena), when `body` is the nested arena
    /// of an isolated op: an arena does not know the op that owns it, so whoever walks into
    /// it (the verifier) says.
    pub outer: Option<(&'a Body, Op)>,
}

impl<'a> OpRef<'a> {
    /// A view of `op`, held in `body`.
    #[inline]
    pub fn new(ctx: &'a Context, body: &'a Body, op: Op) -> Self {
        OpRef {
            ctx,
            body,
            op,
            outer: None,
        }
    }

    /// This view, knowing that `body` is the nested arena of `owner` (held in
    /// `owner_body`).
    pub fn with_outer(self, owner_body: &'a Body, owner: Op) -> Self {
        OpRef {
            outer: Some((owner_body, owner)),
            ..self
        }
    }

    /// The op whose region holds this op, if known (across an isolation boundary only when
    /// the view was made with [`OpRef::with_outer`]).
    pub fn parent(&self) -> Option<OpRef<'a>> {
        match self.body.parent_op(self.op) {
            Some(p) => Some(OpRef::new(self.ctx, self.body, p)),
            None => self.outer.map(|(b, o)| OpRef::new(self.ctx, b, o)),
        }
    }

    /// The registry record of the op, if its name is registered.
    #[inline]
    pub fn info(&self) -> Option<&'a OpInfo> {
        self.ctx.op_info_of(self.body.op_name(self.op))
    }

    /// The `.td` definition of the op, for ops generated from one.
    #[inline]
    pub fn spec(&self) -> Option<OpDefinition> {
        self.info().and_then(|i| i.spec)
    }

    /// Whether the op is an op of the definition `spec` (by its address, not by name):
    /// what every typed view's `cast` asks.
    pub fn isa<S: Any>(&self, spec: &'static S) -> bool {
        self.spec()
            .is_some_and(|s| std::ptr::addr_eq(s as *const (dyn Any + Send + Sync), spec))
    }

    /// Whether the op has the traits `traits` (see [`OpTraits`]).
    #[inline]
    pub fn has_traits(&self, traits: OpTraits) -> bool {
        self.info().is_some_and(|i| i.traits.contains(traits))
    }

    /// The op's full name (`arith.addi`).
    #[inline]
    pub fn name(&self) -> &'a str {
        self.ctx.ident_ref(self.body.op_name(self.op))
    }

    /// The op's operands.
    pub fn operands(&self) -> impl ExactSizeIterator<Item = Value> + 'a {
        self.body.operands(self.op)
    }

    /// Operand `i`.
    #[inline]
    pub fn operand(&self, i: usize) -> Value {
        self.body.operand(self.op, i)
    }

    /// The op's results.
    #[inline]
    pub fn results(&self) -> &'a [Value] {
        self.body.results(self.op)
    }

    /// The type of a value of this op's arena.
    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }

    /// The op's regions (they live in the op's nested arena when it is isolated).
    pub fn regions(&self) -> &'a [Region] {
        self.body.regions(self.op)
    }

    /// The arena holding the op's regions.
    pub fn region_body(&self) -> &'a Body {
        if self.body.is_isolated(self.op) {
            self.body.nested_body(self.op).unwrap_or(self.body)
        } else {
            self.body
        }
    }

    /// The attribute named `name` in the op's attribute dictionary.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.ctx.dictionary_get(self.body.attrs(self.op), name)
    }

    /// An error positioned at the op's location, its message prefixed as MLIR's
    /// `emitOpError` does: `'arith.addi' op <message>`.
    pub fn op_error(&self, message: impl std::fmt::Display) -> Diagnostic {
        op_error(
            self.ctx,
            self.body,
            self.op,
            &format!("'{}' op {message}", self.name()),
        )
    }

    /// An error positioned at the op's location, with the message as given (MLIR's
    /// `emitError`).
    pub fn error(&self, message: impl std::fmt::Display) -> Diagnostic {
        op_error(self.ctx, self.body, self.op, &message.to_string())
    }

    /// A note positioned at the op's location (MLIR's `attachNote(op->getLoc())`).
    pub fn note(&self, message: impl Into<String>) -> Diagnostic {
        note_at(self.body.loc(self.op), message)
    }
}

/// An error about `op` (held in `body`), with the message as given: MLIR's
/// `Operation::emitError`. It points at the op's location and, unless the context says
/// otherwise, carries the note `see current operation:` with the op in the generic form
/// (after the stack-trace note, when one is asked for), printed by the printer the
/// textual format lends the context.
pub fn op_error(ctx: &Context, body: &Body, op: Op, message: &str) -> Diagnostic {
    let mut d = error_at(ctx, body.loc(op), message);
    if let Some(p) = ctx.diag_printers().filter(|_| ctx.print_op_on_diagnostic()) {
        d.notes.push(note_at(
            body.loc(op),
            format!("see current operation: {}", (p.op)(ctx, body, op)),
        ));
    }
    d
}

/// An error at a location, not about an op: MLIR's `mlir::emitError(loc)` (with the
/// stack-trace note when the context asks for it).
pub fn error_at(ctx: &Context, loc: Attribute, message: &str) -> Diagnostic {
    let mut d = Diagnostic::new(Severity::Error, DiagLoc::Attr(loc.into()), message);
    if ctx.stacktrace_on_diagnostic() {
        d.attach_trace();
    }
    d
}

/// A note at a location.
pub fn note_at(loc: Attribute, message: impl Into<String>) -> Diagnostic {
    Diagnostic::note(DiagLoc::Attr(loc.into()), message)
}
