//! The printer of the generic op form, byte-compatible with
//! `mlir-opt --mlir-print-op-generic` (MLIR 16).
//!
//! Printing is three explicit-stack passes over the op tree (no native recursion on
//! region nesting): alias collection in MLIR's visiting order, SSA value and block
//! numbering in MLIR's order, and the text itself.

use crate::ir::context::FxHashMap as HashMap;

use crate::support::entity::EntityRef;
use std::fmt::Write;

use super::custom::{OpPrinter, Piece};
use super::print_attr::{push_u64, write_escaped_string, StyledAttrPrinter};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::layout::is_identity_affine_layout;
use crate::ir::types::TypeKind;

/// Names the alias of a type (`!name`), as a dialect's `OpAsmDialectInterface::getAlias`
/// does; the name is sanitized as MLIR does (`test.alias` → `test2Ealias`, a trailing
/// digit gets a `_`). A name given by a hook overrides the builtin ones (`tuple`).
pub type TypeAliasHook = std::sync::Arc<dyn Fn(&Context, Type) -> Option<String> + Send + Sync>;

/// Names the alias of an attribute (`#name`), like [`TypeAliasHook`]; it overrides the
/// builtin names (`map`, `set`, `loc`) and the context's dialect-attribute hooks.
pub type AttrAliasHook =
    std::sync::Arc<dyn Fn(&Context, Attribute) -> Option<String> + Send + Sync>;

/// Printing options (a subset of mlir-opt's `--mlir-print-*` flags).
#[derive(Clone, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form, even those with a custom form
    /// (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print `loc(...)` after each op (`--mlir-print-debuginfo`).
    pub print_debug_info: bool,
    /// Print locations in MLIR's pretty form (`--mlir-pretty-debuginfo`).
    pub pretty_debug_info: bool,
    /// Print everything inline, without alias definitions (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Print elements attributes with more than this many elements as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger=N`).
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// Print the data of dense elements attributes (not splats) with more than this many
    /// elements as hex (`--mlir-print-elementsattrs-with-hex-if-larger=N`); -1: never;
    /// `None`: more than 100.
    pub elements_hex_if_larger: Option<i64>,
    /// Print a comment after each op and at the start of each block naming the users of
    /// its results or arguments, ops without results numbered as values
    /// (`--mlir-print-value-users`).
    pub print_value_users: bool,
    /// Dialect hooks naming type aliases, asked in order (the first name wins).
    pub type_alias_hooks: Vec<TypeAliasHook>,
    /// Dialect hooks naming attribute aliases, asked in order (the first name wins).
    pub attr_alias_hooks: Vec<AttrAliasHook>,
    /// Dialect hooks saying which attribute parameters print stripped (see
    /// [`StrippedParamHook`]).
    pub stripped_param_hooks: Vec<StrippedParamHook>,
}

/// Whether a dialect attribute `child` (its `dialect.mnemonic`) given as parameter `key`
/// of the dialect attribute `parent` prints in the stripped form `<...>` (ODS
/// `printStrippedAttrOrType`, for parameters declared with the attribute's own class).
/// Only asked when the child has no alias.
pub type StrippedParamHook = std::sync::Arc<dyn Fn(&str, &str, &str) -> bool + Send + Sync>;

/// How many elements a dense attribute may have before mlir-opt prints its data as hex,
/// unless `--mlir-print-elementsattrs-with-hex-if-larger` says otherwise.
pub const DEFAULT_HEX_IF_LARGER: i64 = 100;

impl PrintOptions {
    /// The number of elements above which dense data prints as hex (`None`: never).
    pub fn hex_if_larger(&self) -> Option<i64> {
        match self.elements_hex_if_larger {
            None => Some(DEFAULT_HEX_IF_LARGER),
            Some(-1) => None,
            Some(n) => Some(n),
        }
    }
}

impl std::fmt::Debug for PrintOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrintOptions")
            .field("generic", &self.generic)
            .field("print_debug_info", &self.print_debug_info)
            .field("pretty_debug_info", &self.pretty_debug_info)
            .field("local_scope", &self.local_scope)
            .field(
                "elide_elements_attrs_if_larger",
                &self.elide_elements_attrs_if_larger,
            )
            .field("elements_hex_if_larger", &self.elements_hex_if_larger)
            .field("print_value_users", &self.print_value_users)
            .field("type_alias_hooks", &self.type_alias_hooks.len())
            .field("attr_alias_hooks", &self.attr_alias_hooks.len())
            .field("stripped_param_hooks", &self.stripped_param_hooks.len())
            .finish()
    }
}

/// MLIR's `sanitizeIdentifier` for alias names (punctuation `$_-` allowed, no trailing
/// digit): other characters become their hex code, a space `_`; a leading digit gets a
/// `_` prefix, a trailing digit a `_` suffix.
pub fn sanitize_alias_name(name: &str) -> String {
    let allowed = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'_' | b'-');
    let copy = |buf: &mut String| {
        for &c in name.as_bytes() {
            if allowed(c) {
                buf.push(c as char);
            } else if c == b' ' {
                buf.push('_');
            } else {
                let _ = write!(buf, "{c:X}");
            }
        }
    };
    let b = name.as_bytes();
    let mut buf = String::new();
    if b.first().is_some_and(|c| c.is_ascii_digit()) {
        buf.push('_');
        copy(&mut buf);
    } else if b.last().is_some_and(|c| c.is_ascii_digit()) {
        copy(&mut buf);
        buf.push('_');
    } else if b.iter().all(|&c| allowed(c)) {
        buf.push_str(name);
    } else {
        copy(&mut buf);
    }
    buf
}

fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

/// The printed name of a value.
#[derive(Copy, Clone, Default)]
enum ValueName {
    /// Not numbered (defined outside the printed op).
    #[default]
    Unknown,
    /// `%argN`.
    Arg(u32),
    /// `%N`.
    Num(u32),
    /// `%N#i` (a result of a multi-result op).
    Result(u32, u32),
    /// `%name` (a name given by the op, index into `Names::strings`).
    Named(u32),
    /// `%name#i` (result `i` of a multi-result op named by the op).
    NamedResult(u32, u32),
}

/// Value and block numbers of one arena, indexed by handle.
#[derive(Default)]
struct BodyNames {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
    /// The numbers of ops without results (`u32::MAX`: none), given only with
    /// `--mlir-print-value-users`, which names such users by them.
    ops: Vec<u32>,
}

/// Numbering of every arena reached from the printed op, keyed by arena address: built
/// once, then read through [`Names`] views (one per printing thread).
pub(crate) struct NameTables {
    bodies: Vec<BodyNames>,
    /// Arena address → index in `bodies`.
    body_index: HashMap<usize, usize>,
    /// The last arena numbered and its index (numbering stays in one arena for long runs).
    last: (usize, usize),
    /// Names given by ops (`ValueName::Named`).
    strings: Vec<String>,
}

impl NameTables {
    fn body(&mut self, b: &Body) -> &mut BodyNames {
        let key = body_key(b);
        let (last_key, last) = self.last;
        if last_key == key {
            return &mut self.bodies[last];
        }
        let n = self.bodies.len();
        let i = *self.body_index.entry(key).or_insert(n);
        if i == n {
            // Room for every value and block of the arena: numbering moves nothing.
            let sizes = b.sizes();
            self.bodies.push(BodyNames {
                values: Vec::with_capacity(sizes.values),
                blocks: Vec::with_capacity(sizes.blocks),
                ops: Vec::new(),
            });
        }
        self.last = (key, i);
        &mut self.bodies[i]
    }

    fn set_value(&mut self, b: &Body, v: Value, n: ValueName) {
        let t = &mut self.body(b).values;
        let i = v.index();
        if t.len() <= i {
            t.resize(i + 1, ValueName::Unknown);
        }
        t[i] = n;
    }

    fn set_op_id(&mut self, b: &Body, op: Op, n: u32) {
        let t = &mut self.body(b).ops;
        let i = op.index();
        if t.len() <= i {
            t.resize(i + 1, u32::MAX);
        }
        t[i] = n;
    }

    fn set_block(&mut self, b: &Body, blk: Block, n: u32) {
        let t = &mut self.body(b).blocks;
        let i = blk.index();
        if t.len() <= i {
            t.resize(i + 1, u32::MAX);
        }
        t[i] = n;
    }
}

/// A reader of [`NameTables`], remembering the last arena looked up (printing stays in
/// one arena for long runs). Not shared between threads: each has its own.
pub(crate) struct Names<'t> {
    t: &'t NameTables,
    last: std::cell::Cell<(usize, usize)>,
}

impl<'t> Names<'t> {
    fn new(t: &'t NameTables) -> Self {
        Names {
            t,
            last: std::cell::Cell::new((0, usize::MAX)),
        }
    }

    /// The numbering of arena `b`, if it has one.
    fn names_of(&self, b: &Body) -> Option<&'t BodyNames> {
        let key = body_key(b);
        let (last_key, last) = self.last.get();
        if last_key == key {
            return self.t.bodies.get(last);
        }
        let i = *self.t.body_index.get(&key)?;
        self.last.set((key, i));
        self.t.bodies.get(i)
    }

    fn value(&self, b: &Body, v: Value) -> ValueName {
        self.names_of(b)
            .and_then(|n| n.values.get(v.index()).copied())
            .unwrap_or_default()
    }

    fn block(&self, b: &Body, blk: Block) -> Option<u32> {
        self.names_of(b)
            .and_then(|n| n.blocks.get(blk.index()).copied())
            .filter(|&n| n != u32::MAX)
    }

    pub(crate) fn write_value(&self, out: &mut String, b: &Body, v: Value) {
        match self.value(b, v) {
            ValueName::Unknown => out.push_str("<<UNKNOWN SSA VALUE>>"),
            ValueName::Arg(n) => {
                out.push_str("%arg");
                push_u64(out, n.into());
            }
            ValueName::Num(n) => {
                out.push('%');
                push_u64(out, n.into());
            }
            ValueName::Result(n, i) => {
                out.push('%');
                push_u64(out, n.into());
                out.push('#');
                push_u64(out, i.into());
            }
            ValueName::Named(s) => {
                out.push('%');
                out.push_str(&self.t.strings[s as usize]);
            }
            ValueName::NamedResult(s, i) => {
                out.push('%');
                out.push_str(&self.t.strings[s as usize]);
                out.push('#');
                push_u64(out, i.into());
            }
        }
    }

    /// `%N`, the number of an op without results (MLIR's `printOperationID`).
    fn write_op_id(&self, out: &mut String, b: &Body, op: Op) {
        match self
            .names_of(b)
            .and_then(|n| n.ops.get(op.index()).copied())
            .filter(|&n| n != u32::MAX)
        {
            Some(n) => {
                out.push('%');
                push_u64(out, n.into());
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// The users of `v` as MLIR's `printValueUsers` lists them: each user op once, in
    /// use-list order (most recent use first), by its results or, without results, its
    /// number; `unused` when there is none.
    fn write_value_users(&self, out: &mut String, b: &Body, v: Value) {
        if b.use_empty(v) {
            out.push_str("unused");
        }
        let mut seen = crate::ir::context::FxHashSet::default();
        for (i, user) in b.users(v).enumerate() {
            if !seen.insert(user) {
                continue;
            }
            if i > 0 {
                out.push_str(", ");
            }
            let res = b.results(user);
            if res.is_empty() {
                self.write_op_id(out, b, user);
            }
            for (k, &r) in res.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                self.write_value(out, b, r);
            }
        }
    }

    /// The comment `--mlir-print-value-users` puts after an op (MLIR's
    /// `printUsersComment`): ` // id: %N` for an op without results that has operands,
    /// ` // unused`, or ` // user: ...` (one result used by one op with at most one
    /// result) / ` // users: ...`, each result's users in parentheses when there are
    /// several results.
    fn write_users_comment(&self, out: &mut String, b: &Body, op: Op) {
        let res = b.results(op);
        if res.is_empty() {
            if b.operands(op).len() > 0 {
                out.push_str(" // id: ");
                self.write_op_id(out, b, op);
            }
            return;
        }
        if res.iter().all(|&r| b.use_empty(r)) {
            out.push_str(" // unused");
            return;
        }
        let mut seen = crate::ir::context::FxHashSet::default();
        let (mut user_ops, mut user_results) = (0, 0);
        for &r in res {
            for user in b.users(r) {
                if seen.insert(user) {
                    user_ops += 1;
                    user_results += b.results(user).len();
                }
            }
        }
        let one = user_results <= 1 && user_ops <= 1 && res.len() == 1;
        out.push_str(if one { " // user: " } else { " // users: " });
        for (i, &r) in res.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if res.len() > 1 {
                out.push('(');
            }
            self.write_value_users(out, b, r);
            if res.len() > 1 {
                out.push(')');
            }
        }
    }

    pub(crate) fn write_block(&self, out: &mut String, b: &Body, blk: Block) {
        match self.block(b, blk) {
            Some(n) => {
                out.push_str("^bb");
                push_u64(out, n.into());
            }
            None => out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
}

/// The printing options the tool running the IR set on the context (what MLIR's
/// `OpPrintingFlags()` reads from the command line), or the defaults: what code printing IR
/// on its own, such as a pass, prints with.
pub fn tool_print_options(ctx: &Context) -> PrintOptions {
    ctx.tool_print_options()
        .and_then(|o| o.downcast_ref::<PrintOptions>())
        .cloned()
        .unwrap_or_default()
}

/// Size at which the printer hands its buffered text to the writer.
const FLUSH_AT: usize = 1 << 16;

/// Prints `op` (held in `body`) and everything nested in it in the generic form, preceded
/// by the alias definitions it uses. No trailing newline after the op.
///
/// A convenience wrapper of [`print_op_to`] for output that fits in memory.
pub fn print_op(ctx: &Context, body: &Body, op: Op, opts: &PrintOptions) -> String {
    let mut out = Vec::new();
    print_op_to(ctx, body, op, opts, &mut out).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the printer writes UTF-8")
}

/// Prints like [`print_op`], streaming the text to `w`: the printer buffers at most about
/// 64 KiB (plus one op's own line) before handing it to `w`, so the output never has to
/// fit in memory (deeply nested IR prints 2 spaces per nesting level). `w` needs no
/// buffering of its own. Errors are those of `w`.
pub fn print_op_to(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let plan = plan_print(ctx, body, op, opts);
    print_planned(ctx, body, op, opts, &plan, w)
}

/// The text of MLIR's `see current operation:` note: `op` (held in `body`) alone, in the
/// generic form and without aliases, its values named as when its nearest isolated
/// ancestor is printed (MLIR prints it with `printGenericOpForm` and `useLocalScope`):
/// `op` itself when it is isolated, else the op owning `body`, whose regions are the
/// arena's root regions.
pub fn print_op_in_isolated_scope(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
) -> String {
    print_op_in_scope(ctx, body, op, opts, true)
}

/// [`print_op_in_isolated_scope`] in the generic form (`generic`) or the op's custom
/// form: what MLIR's `Operation::print` with `useLocalScope` prints.
fn print_op_in_scope(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
    generic: bool,
) -> String {
    let opts = PrintOptions {
        generic,
        local_scope: true,
        ..opts.clone()
    };
    // An isolated op, or one in no block (a top-level op other than a module), is its
    // own naming scope.
    let root = (body.is_isolated(op) || body.parent_block(op).is_none()).then_some(op);
    let tables = number_values(ctx, body, root, !generic, false);
    let ap = StyledAttrPrinter {
        ctx,
        aliases: None,
        type_aliases: None,
        opts: &opts,
        type_texts: Default::default(),
    };
    let mut out = String::new();
    let mut w = Vec::new();
    print_tree(
        &ap,
        top_task(body, op),
        &Names::new(&tables),
        &opts,
        &mut out,
        &mut w,
        None,
        None,
    )
    .expect("writing to a Vec cannot fail");
    let mut text = String::from_utf8(w).expect("the printer writes UTF-8");
    text.push_str(&out);
    text
}

/// `op` (held in `body`) as a diagnostic message shows it (MLIR's `Diagnostic::appendOp`):
/// [`print_op_in_isolated_scope`] with the context's flags for diagnostics, on a line of
/// its own when it takes several. The context's `DiagPrinters::op`.
pub fn op_diagnostic_text(ctx: &Context, body: &Body, op: Op) -> String {
    op_diagnostic_text_in(ctx, body, op, true)
}

/// `op` as a diagnostic message shows it when streamed into the message itself (MLIR's
/// `Diagnostic << Operation &`): as [`op_diagnostic_text`], in the op's custom form. The
/// context's `DiagPrinters::op_custom`.
pub fn op_custom_diagnostic_text(ctx: &Context, body: &Body, op: Op) -> String {
    op_diagnostic_text_in(ctx, body, op, false)
}

fn op_diagnostic_text_in(ctx: &Context, body: &Body, op: Op, generic: bool) -> String {
    let how = ctx.diag_op_printing();
    let opts = PrintOptions {
        print_debug_info: how.print_debug_info,
        pretty_debug_info: how.pretty_debug_info,
        elide_elements_attrs_if_larger: how.elide_elements_attrs_if_larger,
        ..Default::default()
    };
    let text = print_op_in_scope(ctx, body, op, &opts, generic);
    match text.contains('\n') {
        true => format!("\n{text}"),
        false => text,
    }
}

/// What printing an op computes before writing anything: the aliases it defines and the
/// names of its values. Only reads the IR, so a driver may compute it while the IR is
/// being verified (see [`plan_print`] and [`print_planned`]).
pub struct PrintPlan {
    aliases: Vec<Alias>,
    tables: NameTables,
}

/// The [`PrintPlan`] of printing `op` (held in `body`) with `opts`.
pub fn plan_print(ctx: &Context, body: &Body, op: Op, opts: &PrintOptions) -> PrintPlan {
    let aliases = if opts.local_scope {
        Vec::new()
    } else {
        collect_aliases(ctx, body, op, opts)
    };
    let tables = number_values(ctx, body, Some(op), !opts.generic, opts.print_value_users);
    PrintPlan { aliases, tables }
}

/// Prints like [`print_op_to`] with a plan from [`plan_print`] for the same op, IR and
/// options.
pub fn print_planned(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
    plan: &PrintPlan,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    print_planned_impl(ctx, body, op, opts, plan, w, None)
}

/// Where an op starts in printed text (an entry of MLIR's `AsmState::LocationMap`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpPosition {
    /// The address of the arena holding the op: it names the arena as long as the IR
    /// printed is neither moved nor changed.
    pub arena: usize,
    /// The op.
    pub op: Op,
    /// The line of its first character (1-based; alias definitions printed before the
    /// op count).
    pub line: u32,
    /// Its indentation: the 0-based column of its first character.
    pub column: u32,
}

/// Prints like [`print_op_to`] (always on the calling thread) and returns where each op
/// printed starts, in print order: the printed op first, then the ops nested in it that
/// the text shows (an op a custom form leaves out, such as an elided terminator, has no
/// position). The newlines of the text are counted as it is written; printing without
/// asking for positions costs nothing more.
pub fn print_op_with_positions(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<Vec<OpPosition>> {
    let plan = plan_print(ctx, body, op, opts);
    let written = std::cell::Cell::new((0, 0));
    let mut counting = CountingWriter {
        inner: w,
        written: &written,
    };
    let mut recorder = PositionRecorder {
        written: &written,
        seen_written: 0,
        scanned: 0,
        lines_scanned: 0,
        positions: Vec::new(),
    };
    print_planned_impl(
        ctx,
        body,
        op,
        opts,
        &plan,
        &mut counting,
        Some(&mut recorder),
    )?;
    Ok(recorder.positions)
}

/// A writer counting the bytes and newlines handed to `inner`.
struct CountingWriter<'w, 'c> {
    inner: &'w mut dyn std::io::Write,
    /// (bytes, newlines) written so far.
    written: &'c std::cell::Cell<(u64, u64)>,
}

impl std::io::Write for CountingWriter<'_, '_> {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(data)?;
        let (bytes, lines) = self.written.get();
        let nl = count_newlines(&data[..n]);
        self.written.set((bytes + n as u64, lines + nl));
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

fn count_newlines(data: &[u8]) -> u64 {
    data.iter().filter(|&&c| c == b'\n').count() as u64
}

/// Records where ops start while [`print_tree`] prints: the line is one more than the
/// newlines written (counted by a [`CountingWriter`]) plus those in the printer's buffer,
/// which is scanned once between hand-overs (it only grows until it is handed over).
struct PositionRecorder<'c> {
    written: &'c std::cell::Cell<(u64, u64)>,
    /// The bytes written when the buffer was last scanned.
    seen_written: u64,
    /// How much of the buffer was scanned, and the newlines found in it.
    scanned: usize,
    lines_scanned: u64,
    positions: Vec<OpPosition>,
}

impl PositionRecorder<'_> {
    fn record(&mut self, out: &str, b: &Body, op: Op, indent: usize) {
        let (bytes, lines) = self.written.get();
        if bytes != self.seen_written || out.len() < self.scanned {
            self.seen_written = bytes;
            self.scanned = 0;
            self.lines_scanned = 0;
        }
        self.lines_scanned += count_newlines(&out.as_bytes()[self.scanned..]);
        self.scanned = out.len();
        let line = 1 + lines + self.lines_scanned;
        self.positions.push(OpPosition {
            arena: body_key(b),
            op,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(indent).unwrap_or(u32::MAX),
        });
    }
}

fn print_planned_impl(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &PrintOptions,
    plan: &PrintPlan,
    w: &mut dyn std::io::Write,
    positions: Option<&mut PositionRecorder<'_>>,
) -> std::io::Result<()> {
    let aliases = &plan.aliases;
    let mut out = String::with_capacity(FLUSH_AT + 4096);
    let mut names: HashMap<Attribute, String> = HashMap::default();
    let mut type_names: HashMap<Type, String> = HashMap::default();
    for a in aliases {
        match a.key {
            AliasKey::Attr(x) => names.insert(x, a.name.clone()),
            AliasKey::Type(t) => type_names.insert(t, a.name.clone()),
        };
    }
    let ap = StyledAttrPrinter {
        ctx,
        aliases: Some(&names),
        type_aliases: Some(&type_names),
        opts,
        type_texts: Default::default(),
    };
    // As MLIR's `printTopLevelOperation`: the aliases that cannot be deferred, the op,
    // then the deferred ones (locations only used by op locations).
    for a in aliases.iter().filter(|a| !a.deferred) {
        write_alias_def(&ap, &mut out, a);
        out.push('\n');
        if out.len() >= FLUSH_AT {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
    }
    let tables = &plan.tables;
    let threads = ctx.thread_count();
    if threads > 1 && positions.is_none() {
        print_tree_parallel(&ap, body, op, tables, opts, &mut out, w, threads)?;
    } else {
        let names = Names::new(tables);
        let task = top_task(body, op);
        print_tree(&ap, task, &names, opts, &mut out, w, None, positions)?;
    }
    for a in aliases.iter().filter(|a| a.deferred) {
        out.push('\n');
        write_alias_def(&ap, &mut out, a);
        if out.len() >= FLUSH_AT {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
    }
    w.write_all(out.as_bytes())
}

/// `#name = attr` or `!name = type`.
fn write_alias_def(ap: &StyledAttrPrinter<'_>, out: &mut String, a: &Alias) {
    match a.key {
        AliasKey::Attr(x) => {
            out.push('#');
            out.push_str(&a.name);
            out.push_str(" = ");
            ap.write_attr_def(out, x);
        }
        AliasKey::Type(t) => {
            out.push('!');
            out.push_str(&a.name);
            out.push_str(" = ");
            ap.write_type_def(out, t);
        }
    }
}

// ----- aliases -----

/// What an alias stands for.
#[derive(Copy, Clone)]
enum AliasKey {
    Attr(Attribute),
    Type(Type),
}

struct AliasEntry {
    key: AliasKey,
    name: String,
    depth: usize,
    node: usize,
}

/// An alias of the printed output.
struct Alias {
    key: AliasKey,
    name: String,
    /// Printed after the op (MLIR's deferred aliases: locations only used as op locations).
    deferred: bool,
}

/// A visited type or attribute: whether it is only reached from deferrable places (op
/// locations) so far, and the nodes visited inside it (MLIR's `InProgressAliasInfo`).
struct Node {
    deferrable: bool,
    children: Vec<usize>,
}

/// Collects aliasable attributes the way MLIR's `AliasInitializer` does: every aliasable
/// attribute (affine maps `map`, integer sets `set`, locations `loc`) in first-visit order,
/// with its alias depth (one more than the deepest aliased attribute nested in it) and
/// whether it can be deferred (printed after the op).
struct AliasCollector<'c> {
    ctx: &'c Context,
    opts: &'c PrintOptions,
    attrs: HashMap<Attribute, (Option<usize>, usize)>,
    types: HashMap<Type, (Option<usize>, usize)>,
    nodes: Vec<Node>,
    entries: Vec<AliasEntry>,
    /// The last type visited from a non-deferrable place, with its result.
    last_type: Option<(Type, Option<usize>)>,
}

fn max_opt(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

impl AliasCollector<'_> {
    /// What the alias initializer sees of `op` after its regions: operand types, result
    /// types, then the attributes its form prints.
    fn visit_op_tail(&mut self, b: &Body, op: Op) {
        let ctx = self.ctx;
        for v in b.operands(op) {
            self.visit_type(b.value_type(v), false);
        }
        for &v in b.results(op) {
            self.visit_type(b.value_type(v), false);
        }
        let entries = ctx.dictionary_entries_ref(b.attrs(op));
        if entries.is_empty() {
            return;
        }
        let info = custom_form_info(ctx, self.opts, b, op);
        let inline: &[&str] = info.map_or(&[], |i| i.inline_attrs);
        let before: &[&str] = info.map_or(&[], |i| i.attrs_before_regions);
        let inline_hook = info.and_then(|i| i.inline_attr);
        for &(k, a) in entries {
            let name = ctx.ident_ref(k);
            if inline.contains(&name)
                || before.contains(&name)
                || inline_hook.is_some_and(|f| f(ctx, b, op, name))
            {
                continue;
            }
            self.visit_attr(a, false);
        }
    }

    fn new_node(&mut self, deferrable: bool) -> usize {
        self.nodes.push(Node {
            deferrable,
            children: Vec::new(),
        });
        self.nodes.len() - 1
    }

    /// MLIR's `markAliasNonDeferrable`: the node and everything nested in it.
    fn mark_non_deferrable(&mut self, node: usize) {
        // Already marked (the common case): then so is everything nested in it.
        if !self.nodes[node].deferrable {
            return;
        }
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            if !self.nodes[n].deferrable {
                continue;
            }
            self.nodes[n].deferrable = false;
            stack.extend(self.nodes[n].children.iter().copied());
        }
    }

    /// Visits a type; returns the deepest alias depth reachable in it.
    fn visit_type(&mut self, t: Type, deferrable: bool) -> Option<usize> {
        // Visiting again the type just visited from a non-deferrable place changes nothing
        // (ops of a run mostly have one type): skip the table lookup.
        if !deferrable {
            if let Some((last, r)) = self.last_type {
                if last == t {
                    return r;
                }
            }
        }
        let r = self.visit_type_node(t, deferrable).0;
        if !deferrable {
            self.last_type = Some((t, r));
        }
        r
    }

    fn visit_type_node(&mut self, t: Type, deferrable: bool) -> (Option<usize>, usize) {
        if let Some(&(r, node)) = self.types.get(&t) {
            if !deferrable {
                self.mark_non_deferrable(node);
            }
            return (r, node);
        }
        let node = self.new_node(deferrable);
        self.types.insert(t, (None, node));
        let k = self.ctx.type_kind_ref(t);
        let builtin = match k {
            TypeKind::Tuple(ts) if ts.len() > 16 => Some("tuple".to_string()),
            _ => None,
        };
        let name = self
            .opts
            .type_alias_hooks
            .iter()
            .find_map(|h| h(self.ctx, t))
            .or(builtin);
        let slot = name.map(|name| {
            self.entries.push(AliasEntry {
                key: AliasKey::Type(t),
                name: sanitize_alias_name(&name),
                depth: 0,
                node,
            });
            self.entries.len() - 1
        });
        let mut children = Vec::new();
        let mut m = None;
        {
            let mut vt = |c: &mut Self, t: Type| {
                let (d, n) = c.visit_type_node(t, deferrable);
                children.push(n);
                m = max_opt(m, d);
            };
            match k {
                TypeKind::Complex(e) => vt(self, *e),
                TypeKind::Tuple(ts) => ts.iter().for_each(|&t| vt(self, t)),
                TypeKind::Function { inputs, results } => {
                    inputs.iter().chain(results).for_each(|&t| vt(self, t));
                }
                TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                    vt(self, *elem)
                }
                TypeKind::RankedTensor { elem, .. } => vt(self, *elem),
                TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => {
                    vt(self, *elem)
                }
                _ => {}
            }
        }
        let mut attrs: Vec<Attribute> = Vec::new();
        match k {
            TypeKind::Opaque { refs, .. } => {
                let (d, ns) = self.visit_refs(refs, deferrable);
                m = max_opt(m, d);
                children.extend(ns);
            }
            TypeKind::Dialect(data) => {
                let (d, ns) = self.visit_refs(&data.refs(), deferrable);
                m = max_opt(m, d);
                children.extend(ns);
            }
            TypeKind::RankedTensor {
                encoding: Some(e), ..
            } => attrs.push(*e),
            TypeKind::MemRef {
                layout,
                memory_space,
                ..
            } => attrs.extend(
                // An identity layout is not printed, so it gets no alias.
                [
                    layout.filter(|&l| !is_identity_affine_layout(self.ctx, l)),
                    *memory_space,
                ]
                .into_iter()
                .flatten(),
            ),
            TypeKind::UnrankedMemRef {
                memory_space: Some(a),
                ..
            } => attrs.push(*a),
            _ => {}
        }
        for a in attrs {
            let (d, n) = self.visit_attr_node(a, deferrable);
            children.push(n);
            m = max_opt(m, d);
        }
        self.nodes[node].children = children;
        let r = match slot {
            Some(i) => {
                let depth = m.map_or(0, |d| d + 1);
                self.entries[i].depth = depth;
                Some(depth)
            }
            None => m,
        };
        self.types.insert(t, (r, node));
        (r, node)
    }

    fn visit_refs(
        &mut self,
        refs: &[crate::ir::context::TypeOrAttr],
        deferrable: bool,
    ) -> (Option<usize>, Vec<usize>) {
        let mut m = None;
        let mut nodes = Vec::new();
        for r in refs {
            let (d, n) = match *r {
                crate::ir::context::TypeOrAttr::Type(t) => self.visit_type_node(t, deferrable),
                crate::ir::context::TypeOrAttr::Attr(a) => self.visit_attr_node(a, deferrable),
            };
            m = max_opt(m, d);
            nodes.push(n);
        }
        (m, nodes)
    }

    /// Visits an attribute; returns its alias depth if it is aliased, else the deepest alias
    /// depth reachable in it.
    fn visit_attr(&mut self, a: Attribute, deferrable: bool) -> Option<usize> {
        self.visit_attr_node(a, deferrable).0
    }

    fn visit_attr_node(&mut self, a: Attribute, deferrable: bool) -> (Option<usize>, usize) {
        if let Some(&(r, node)) = self.attrs.get(&a) {
            if !deferrable {
                self.mark_non_deferrable(node);
            }
            return (r, node);
        }
        let node = self.new_node(deferrable);
        self.attrs.insert(a, (None, node));
        let k = self.ctx.attr_kind_ref(a);
        let name = match k {
            AttrKind::AffineMap(_) => Some("map".to_string()),
            AttrKind::IntegerSet(_) => Some("set".to_string()),
            AttrKind::Location(Location::Opaque(_)) => None,
            AttrKind::Location(_) => Some("loc".to_string()),
            AttrKind::Opaque { pieces, .. } => {
                let head = &pieces[0];
                self.ctx
                    .dialect_attr_alias(head.split('<').next().unwrap_or(head))
            }
            // A defined attribute, by its `dialect.mnemonic` as for dialect text.
            AttrKind::Dialect(data) => crate::asm::attr_type::AttrTypeDefSpec::of(data.def)
                .and_then(|s| Some((s.dialect, s.mnemonic?)))
                .and_then(|(d, m)| self.ctx.dialect_attr_alias(&format!("{d}.{m}"))),
            _ => None,
        };
        let name = self
            .opts
            .attr_alias_hooks
            .iter()
            .find_map(|h| h(self.ctx, a))
            .or(name);
        let slot = name.map(|name| {
            self.entries.push(AliasEntry {
                key: AliasKey::Attr(a),
                name: sanitize_alias_name(&name),
                depth: 0,
                node,
            });
            self.entries.len() - 1
        });
        let mut m = None;
        let mut children = Vec::new();
        let mut types: Vec<Type> = Vec::new();
        let mut attrs: Vec<Attribute> = Vec::new();
        match k {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::Type(ty) => types.push(*ty),
            AttrKind::String { ty: Some(ty), .. } | AttrKind::Verbatim { ty: Some(ty), .. } => {
                types.push(*ty)
            }
            AttrKind::Opaque { refs, ty, .. } => {
                let (d, ns) = self.visit_refs(refs, deferrable);
                m = d;
                children.extend(ns);
                types.extend(ty);
            }
            AttrKind::Dialect(data) => {
                let (d, ns) = self.visit_refs(&data.refs(), deferrable);
                m = d;
                children.extend(ns);
            }
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseWideInts { ty, .. }
            | AttrKind::SparseElements { ty, .. } => types.push(*ty),
            AttrKind::DenseArray { elem, .. } => types.push(*elem),
            AttrKind::Array(es) => attrs.extend(es.iter().copied()),
            AttrKind::Dictionary(es) => attrs.extend(es.iter().map(|&(_, e)| e)),
            AttrKind::Location(loc) => match loc {
                // An unknown child of a name location is not printed, so not visited.
                Location::Name { child, .. }
                    if !matches!(
                        self.ctx.attr_kind_ref(*child),
                        AttrKind::Location(Location::Unknown)
                    ) =>
                {
                    attrs.push(*child);
                }
                Location::CallSite { callee, caller } => attrs.extend([*callee, *caller]),
                // Visited in print order: `fused<metadata>[locs]`.
                Location::Fused { locs, metadata } => {
                    attrs.extend(metadata);
                    attrs.extend(locs.iter().copied());
                }
                _ => {}
            },
            _ => {}
        }
        for t in types {
            let (d, n) = self.visit_type_node(t, deferrable);
            children.push(n);
            m = max_opt(m, d);
        }
        for c in attrs {
            let (d, n) = self.visit_attr_node(c, deferrable);
            children.push(n);
            m = max_opt(m, d);
        }
        self.nodes[node].children = children;
        let r = match slot {
            Some(i) => {
                let depth = m.map_or(0, |d| d + 1);
                self.entries[i].depth = depth;
                Some(depth)
            }
            None => m,
        };
        self.attrs.insert(a, (r, node));
        (r, node)
    }
}

/// The aliases in print order with their names (`map`, `map1`, `loc`, `set`, ...): sorted
/// by alias depth, then name, keeping first-visit order.
fn collect_aliases(ctx: &Context, body: &Body, root: Op, opts: &PrintOptions) -> Vec<Alias> {
    let mut c = AliasCollector {
        ctx,
        opts,
        attrs: HashMap::default(),
        types: HashMap::default(),
        nodes: Vec::new(),
        entries: Vec::new(),
        last_type: None,
    };
    enum Item<'b> {
        Op(&'b Body, Op),
        BlockArgs(&'b Body, Block, usize),
        OpTail(&'b Body, Op),
        /// The ops of a block from this one on (one at a time: a block of many ops does
        /// not put them all on the stack).
        Ops(&'b Body, Op),
    }
    // MLIR's alias initializer "prints" an op as: its location (with debug info; it can be
    // deferred), its regions (for each block: argument types, then the ops), then operand
    // types, result types and attributes.
    let mut stack = vec![Item::Op(body, root)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Ops(b, op) => {
                if let Some(next) = b.next_op(op) {
                    stack.push(Item::Ops(b, next));
                }
                stack.push(Item::Op(b, op));
            }
            Item::Op(b, op) => {
                if opts.print_debug_info {
                    c.visit_attr(b.loc(op), true);
                }
                // Without regions, the tail comes next: no need to stack it.
                if b.regions(op).is_empty() {
                    c.visit_op_tail(b, op);
                    continue;
                }
                stack.push(Item::OpTail(b, op));
                // Attributes a custom form prints before its regions (only ops with
                // regions need the lookup).
                let info = if b.regions(op).is_empty() {
                    None
                } else {
                    custom_form_info(ctx, opts, b, op)
                };
                for name in info.map_or(&[][..], |i| i.attrs_before_regions) {
                    let inline = info
                        .and_then(|i| i.inline_attr)
                        .is_some_and(|f| f(ctx, b, op, name));
                    if let Some(a) = ctx.dictionary_get(b.attrs(op), name).filter(|_| !inline) {
                        c.visit_attr(a, false);
                    }
                }
                let inner = if b.is_isolated(op) {
                    b.nested_body(op)
                } else {
                    Some(b)
                };
                let Some(inner) = inner else { continue };
                let entry_args = info.and_then(|i| i.entry_args_printed);
                for &r in b.regions(op).iter().rev() {
                    let blocks: Vec<Block> = inner.region_blocks(r).collect();
                    for (i, &blk) in blocks.iter().enumerate().rev() {
                        if let Some(first) = inner.first_op(blk) {
                            stack.push(Item::Ops(inner, first));
                        }
                        let limit = match entry_args {
                            Some(n) if i == 0 => n,
                            _ => usize::MAX,
                        };
                        stack.push(Item::BlockArgs(inner, blk, limit));
                    }
                }
            }
            Item::BlockArgs(b, blk, limit) => {
                for &a in b.block_args(blk).iter().take(limit) {
                    c.visit_type(b.value_type(a), false);
                    // Printed inline, but given an alias all the same, as MLIR does.
                    if opts.print_debug_info {
                        if let Some(l) = b.arg_loc(a) {
                            c.visit_attr(l, false);
                        }
                    }
                }
            }
            Item::OpTail(b, op) => c.visit_op_tail(b, op),
        }
    }
    // Stable sort by (depth, types first, name), then number each name in that order.
    let nodes = c.nodes;
    let mut entries = c.entries;
    let is_attr = |e: &AliasEntry| matches!(e.key, AliasKey::Attr(_));
    entries.sort_by(|x, y| (x.depth, is_attr(x), &x.name).cmp(&(y.depth, is_attr(y), &y.name)));
    let mut counts: HashMap<String, usize> = HashMap::default();
    entries
        .into_iter()
        .map(|e| {
            let n = counts.entry(e.name.clone()).or_insert(0);
            let name = if *n == 0 {
                e.name.to_string()
            } else {
                format!("{}{}", e.name, n)
            };
            *n += 1;
            Alias {
                key: e.key,
                name,
                deferred: nodes[e.node].deferrable,
            }
        })
        .collect()
}

// ----- numbering -----

/// Names ops give their results (MLIR's `getAsmResultNames`), made unique within their
/// region and its ancestors as MLIR's `SSANameState::uniqueValueName` does: a used name
/// gets `_N` with the next conflict number. Like MLIR's scoped table, the names of all
/// open scopes are in one set, so a lookup costs the same however deep the regions nest.
struct NameScopes {
    /// The names used in the open scopes.
    used: crate::ir::context::FxHashSet<String>,
    /// The open scopes, outermost first: each one's id and the names it added.
    open: Vec<(usize, Vec<String>)>,
    /// The id of the next scope opened.
    next: usize,
}

impl NameScopes {
    /// Scope 0, the root's, open.
    fn new() -> Self {
        NameScopes {
            used: Default::default(),
            open: vec![(0, Vec::new())],
            next: 1,
        }
    }

    /// Opens a scope inside `parent`, closing the scopes opened since `parent` (regions
    /// are numbered depth first, so they are finished); returns its id.
    fn open_in(&mut self, parent: usize) -> usize {
        while self.open.last().is_some_and(|(id, _)| *id != parent) {
            let (_, names) = self.open.pop().expect("an open scope");
            for n in names {
                self.used.remove(&n);
            }
        }
        let id = self.next;
        self.next += 1;
        self.open.push((id, Vec::new()));
        id
    }

    /// `name`, made unique among the names of the open scopes, and added to the innermost.
    fn unique(&mut self, name: &str, conflict: &mut u32) -> String {
        let name = sanitize_value_name(name);
        let out = if !self.used.contains(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{conflict}");
                *conflict += 1;
                if !self.used.contains(&probe) {
                    break probe;
                }
            }
        };
        self.used.insert(out.clone());
        self.open
            .last_mut()
            .expect("an open scope")
            .1
            .push(out.clone());
        out
    }
}

/// MLIR's `sanitizeIdentifier` for value names: characters other than letters, digits and
/// `$._-` become `_`, and a leading digit gets a `_` before it.
fn sanitize_value_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || "$._-".contains(c) {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// Numbers values and blocks as MLIR's `SSANameState` does: each region continues from the
/// counters reached after numbering its parent region; entry-block arguments are `%argN`,
/// other block arguments and op result groups `%N` unless the op names them; blocks are
/// `^bbN` per region. Ops name their results only in the custom form (`named`), as in
/// MLIR. With no `root`, the root regions of `body` are numbered (those of the isolated op
/// owning it). With `op_ids` (`--mlir-print-value-users`) each op without results inside
/// the root's regions takes the next value number too.
fn number_values(
    ctx: &Context,
    body: &Body,
    root: Option<Op>,
    named: bool,
    op_ids: bool,
) -> NameTables {
    let mut names = NameTables {
        bodies: Vec::new(),
        body_index: HashMap::default(),
        last: (0, usize::MAX),
        strings: Vec::new(),
    };
    let mut scopes = NameScopes::new();
    // (arena, region, next value, next argument, next conflict, parent scope)
    let mut stack: Vec<(&Body, Region, u32, u32, u32, usize)> = Vec::new();
    let mut nv = 0u32;
    let na = 0u32;
    let mut nc = 0u32;
    let mut ctxn = NumberCtx {
        named,
        ctx,
        scopes: &mut scopes,
        names: &mut names,
    };
    match root {
        // A top-level op (in no block) is where numbering starts, as MLIR's
        // `SSANameState` starts from the op it is built for: its regions begin from the
        // counters as they were before its own results were numbered.
        Some(root) if body.parent_block(root).is_none() => {
            push_op_regions(body, root, (nv, na, nc, 0), &mut stack);
            ctxn.number_op_results(body, root, &mut nv, &mut nc);
        }
        Some(root) => {
            ctxn.number_op_results(body, root, &mut nv, &mut nc);
            push_op_regions(body, root, (nv, na, nc, 0), &mut stack);
        }
        None => stack.extend(body.root_regions().map(|r| (body, r, nv, na, nc, 0))),
    }
    while let Some((b, region, mut nv, mut na, mut nc, parent)) = stack.pop() {
        let scope = ctxn.scopes.open_in(parent);
        let blocks: Vec<Block> = b.region_blocks(region).collect();
        for (i, &blk) in blocks.iter().enumerate() {
            ctxn.names.set_block(b, blk, i as u32);
            for &a in b.block_args(blk) {
                let n = if i == 0 {
                    na += 1;
                    ValueName::Arg(na - 1)
                } else {
                    nv += 1;
                    ValueName::Num(nv - 1)
                };
                ctxn.names.set_value(b, a, n);
            }
            for op in b.block_ops(blk) {
                if op_ids && b.results(op).is_empty() {
                    ctxn.names.set_op_id(b, op, nv);
                    nv += 1;
                }
                ctxn.number_op_results(b, op, &mut nv, &mut nc);
            }
        }
        for &blk in &blocks {
            for op in b.block_ops(blk) {
                push_op_regions(b, op, (nv, na, nc, scope), &mut stack);
            }
        }
    }
    names
}

struct NumberCtx<'n, 'c> {
    named: bool,
    ctx: &'c Context,
    scopes: &'n mut NameScopes,
    names: &'n mut NameTables,
}

impl NumberCtx<'_, '_> {
    fn number_op_results(&mut self, b: &Body, op: Op, nv: &mut u32, nc: &mut u32) {
        let res = b.results(op);
        if res.is_empty() {
            return;
        }
        let hook = if self.named {
            self.ctx
                .op_info_of(b.op_name(op))
                .and_then(|i| i.result_name)
        } else {
            None
        };
        let Some(h) = hook else {
            // No names: the results are one numbered group.
            let id = *nv;
            *nv += 1;
            if res.len() == 1 {
                self.names.set_value(b, res[0], ValueName::Num(id));
            } else {
                for (i, &r) in res.iter().enumerate() {
                    self.names.set_value(b, r, ValueName::Result(id, i as u32));
                }
            }
            return;
        };
        let mut groups = h(&crate::ir::registry::OpRef::new(self.ctx, b, op));
        groups.retain(|g| g.0 < res.len());
        groups.sort_by_key(|g| g.0);
        groups.dedup_by_key(|g| g.0);
        // Results before the first named group are numbered as one group.
        let first_named = groups.first().map_or(res.len(), |g| g.0);
        if first_named > 0 {
            let id = *nv;
            *nv += 1;
            if first_named == 1 {
                self.names.set_value(b, res[0], ValueName::Num(id));
            } else {
                for (i, &r) in res[..first_named].iter().enumerate() {
                    self.names.set_value(b, r, ValueName::Result(id, i as u32));
                }
            }
        }
        for (k, (start, name)) in groups.iter().enumerate() {
            let end = groups.get(k + 1).map_or(res.len(), |g| g.0);
            let name = self.scopes.unique(name, nc);
            let id = self.names.strings.len() as u32;
            self.names.strings.push(name);
            if end - start == 1 {
                self.names.set_value(b, res[*start], ValueName::Named(id));
            } else {
                for (i, &r) in res[*start..end].iter().enumerate() {
                    self.names
                        .set_value(b, r, ValueName::NamedResult(id, i as u32));
                }
            }
        }
    }
}

fn push_op_regions<'b>(
    b: &'b Body,
    op: Op,
    (nv, na, nc, scope): (u32, u32, u32, usize),
    stack: &mut Vec<(&'b Body, Region, u32, u32, u32, usize)>,
) {
    let inner = if b.is_isolated(op) {
        b.nested_body(op)
    } else {
        Some(b)
    };
    if let Some(inner) = inner {
        for &r in b.regions(op) {
            stack.push((inner, r, nv, na, nc, scope));
        }
    }
}

// ----- text -----

enum Task<'b> {
    Op {
        body: &'b Body,
        op: Op,
        indent: usize,
        newline: bool,
        /// The default dialect of the enclosing region (its ops may drop the prefix).
        dd: &'static str,
    },
    Tail {
        body: &'b Body,
        op: Op,
        newline: bool,
        custom: bool,
    },
    Text(String),
    Region {
        body: &'b Body,
        region: Region,
        indent: usize,
        /// Preceded by `, ` (a region after the first of a generic region list).
        sep: bool,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
        dd: &'static str,
    },
    Block {
        body: &'b Body,
        block: Block,
        indent: usize,
        header: bool,
        terminators: bool,
        dd: &'static str,
    },
    /// The ops of a block from `next` on, up to `end` (a terminator left out) or the
    /// block's end.
    Ops {
        body: &'b Body,
        next: Option<Op>,
        end: Option<Op>,
        indent: usize,
        dd: &'static str,
    },
    Close {
        indent: usize,
    },
}

/// The name an op prints with in custom form: without the default dialect's prefix when
/// that leaves no ambiguity (the name has exactly one `.`), as MLIR does.
fn custom_op_name<'n>(full: &'n str, dd: &str) -> &'n str {
    if dd.is_empty() {
        return full;
    }
    // `dd.` then a name without another `.` (the name has exactly one).
    match full.strip_prefix(dd).and_then(|r| r.strip_prefix('.')) {
        Some(rest) if !rest.contains('.') && !dd.contains('.') => rest,
        _ => full,
    }
}

/// `%0 = `, `%0:2 = `, `%sum, %overflow = `: the op's result groups (MLIR's
/// `printResultGroup` for each group a result name or number starts).
fn write_result_names(out: &mut String, names: &Names<'_>, b: &Body, op: Op) {
    let res = b.results(op);
    if res.is_empty() {
        return;
    }
    let starts_group = |v: ValueName| {
        matches!(
            v,
            ValueName::Num(_)
                | ValueName::Named(_)
                | ValueName::Arg(_)
                | ValueName::Unknown
                | ValueName::Result(_, 0)
                | ValueName::NamedResult(_, 0)
        )
    };
    let mut i = 0;
    while i < res.len() {
        let first = names.value(b, res[i]);
        let mut j = i + 1;
        while j < res.len() && !starts_group(names.value(b, res[j])) {
            j += 1;
        }
        if i > 0 {
            out.push_str(", ");
        }
        let n = j - i;
        match first {
            ValueName::Result(id, _) => {
                out.push('%');
                push_u64(out, id.into());
            }
            ValueName::NamedResult(s, _) => {
                out.push('%');
                out.push_str(&names.t.strings[s as usize]);
            }
            _ => names.write_value(out, b, res[i]),
        }
        if n > 1 {
            out.push(':');
            push_u64(out, n as u64);
        }
        i = j;
    }
    out.push_str(" = ");
}

/// ` loc(...)` of a block argument, inline (MLIR prints an argument's location without
/// its alias, what it holds with theirs); the unknown location when it has none.
pub(crate) fn write_arg_loc(ap: &StyledAttrPrinter<'_>, out: &mut String, b: &Body, a: Value) {
    let loc = b.arg_loc(a).unwrap_or_else(|| ap.ctx.unknown_loc());
    out.push(' ');
    ap.write_inline_loc(out, loc);
}

/// The arena holding `op`'s regions.
fn regions_body(b: &Body, op: Op) -> Option<&Body> {
    if b.is_isolated(op) {
        b.nested_body(op)
    } else {
        Some(b)
    }
}

/// The op info that decides how `op` prints: its registry record in custom form, none in
/// the generic form.
fn custom_form_info<'c>(
    ctx: &'c Context,
    opts: &PrintOptions,
    b: &Body,
    op: Op,
) -> Option<&'c crate::ir::context::OpInfo> {
    if opts.generic {
        None
    } else {
        ctx.op_info_of(b.op_name(op))
    }
}

/// The dialect whose op names the ops in the regions of an op with `info` print without
/// their prefix (`""` for none).
fn regions_default_dialect(info: Option<&crate::ir::context::OpInfo>) -> &'static str {
    info.and_then(|i| i.default_dialect).unwrap_or("")
}

/// The first task of printing `root` at the top level.
fn top_task(body: &Body, root: Op) -> Task<'_> {
    Task::Op {
        body,
        op: root,
        indent: 0,
        newline: false,
        dd: "builtin",
    }
}

/// The ops of the top-level op's body that worker threads print ahead, in batches of
/// consecutive ops (each batch the text their `Task::Op`s would produce), handed over in
/// order to the thread printing the tree.
struct Splicer<'s> {
    /// The arena holding the ops, by address.
    body: usize,
    ops: &'s [Op],
    /// The batches: ranges of `ops` that follow each other in their block.
    batches: &'s [std::ops::Range<usize>],
    /// The batch of each op of `ops`.
    batch_of: &'s [u32],
    /// The index in `ops` of the next op expected.
    next: usize,
    /// The index in `ops` up to which the text of the current batch, once written, covered
    /// the ops (they are then skipped; the rest of the batch is printed in place).
    covered: usize,
    /// The indentation and default dialect the ops are printed with.
    indent: usize,
    dd: &'static str,
    /// Worker `i` prints the batches `i`, `i + n`, `i + 2n`... and sends them in order:
    /// (batch, text, how many of its first ops the text holds).
    workers: Vec<std::sync::mpsc::Receiver<(usize, Vec<u8>, usize)>>,
}

/// What the tree printer does with an op the workers may have printed.
enum Spliced {
    /// Not printed ahead: print it here.
    No,
    /// Printed ahead: write this text (the op's batch, or its first ops).
    Text(Vec<u8>),
    /// Printed ahead within a batch already written.
    Done,
}

impl Splicer<'_> {
    /// How `op`, printed by a task with these parameters, is handled. Every op of `ops`
    /// comes here in order (the last op of a block, which the tree may leave out, is never
    /// among them); if the first op of a batch is printed with other parameters than the
    /// workers assumed, its whole batch is printed in place.
    fn take(&mut self, b: &Body, op: Op, indent: usize, newline: bool, dd: &str) -> Spliced {
        if body_key(b) != self.body || self.ops.get(self.next) != Some(&op) {
            return Spliced::No;
        }
        let k = self.next;
        self.next += 1;
        let batch = self.batch_of[k] as usize;
        if self.batches[batch].start != k {
            return if k < self.covered {
                Spliced::Done
            } else {
                Spliced::No
            };
        }
        let rx = &self.workers[batch % self.workers.len()];
        let mut text = None;
        while let Ok((i, t, n)) = rx.recv() {
            if i == batch {
                text = Some((t, n));
                break;
            }
        }
        let usable = indent == self.indent && newline && dd == self.dd;
        match text {
            Some((t, n)) if usable && n > 0 => {
                self.covered = k + n;
                Spliced::Text(t)
            }
            _ => {
                self.covered = k;
                Spliced::No
            }
        }
    }
}

/// The most text a worker holds for one batch: an op whose text is longer (a deeply nested
/// one prints gigabytes) is left to the printing thread, which streams it. Memory then
/// stays bounded by the number of workers, whatever the size of the output.
const AHEAD_LIMIT: usize = 8 << 20;

/// A buffer that refuses to grow past `limit` bytes.
struct Capped<'a> {
    buf: &'a mut Vec<u8>,
    limit: usize,
}

impl std::io::Write for Capped<'_> {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        if self.buf.len() + data.len() > self.limit {
            return Err(std::io::Error::other("text printed ahead too long"));
        }
        self.buf.extend_from_slice(data);
        Ok(data.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Prints the ops of `root`'s body (functions in a module; the ops of the function when
/// there is one) on `threads` worker threads while this thread prints the tree and
/// splices their text in, in order. Falls back to [`print_tree`] alone when there are too
/// few such ops.
#[allow(clippy::too_many_arguments)]
fn print_tree_parallel(
    ap: &StyledAttrPrinter<'_>,
    body: &Body,
    root: Op,
    tables: &NameTables,
    opts: &PrintOptions,
    out: &mut String,
    w: &mut dyn std::io::Write,
    threads: usize,
) -> std::io::Result<()> {
    let names = Names::new(tables);
    // The default dialect the regions of `op` give their ops, as `Task::Op` finds it.
    let inner_dd =
        |b: &Body, op: Op| regions_default_dialect(custom_form_info(ap.ctx, opts, b, op));
    // The ops of the blocks of `op`'s regions but the last of each (which the tree may
    // leave out as an elided terminator). Every value is numbered already, so any op's
    // text depends on nothing printed before it.
    let ops_of = |b: &Body, op: Op| -> Vec<Op> {
        let Some(inner) = regions_body(b, op) else {
            return Vec::new();
        };
        b.regions(op)
            .iter()
            .flat_map(|&r| inner.region_blocks(r))
            .flat_map(|blk| {
                let last = inner.last_op(blk);
                inner.block_ops(blk).filter(move |&o| Some(o) != last)
            })
            .collect()
    };
    // The root's ops (functions in a module), at indentation 2; or, when the root holds a
    // single op (a module of one function), that op's ops, at indentation 4.
    let mut ops = ops_of(body, root);
    let mut inner = regions_body(body, root);
    let mut indent = 2;
    let mut dd = inner_dd(body, root);
    if ops.len() < 8 {
        if let Some(arena) = inner {
            let only: Vec<Op> = body
                .regions(root)
                .iter()
                .flat_map(|&r| arena.region_blocks(r))
                .flat_map(|blk| arena.block_ops(blk))
                .collect();
            if let [op] = only[..] {
                ops = ops_of(arena, op);
                inner = regions_body(arena, op);
                indent = 4;
                dd = inner_dd(arena, op);
            }
        }
    }
    // At least four ops a worker, or printing them ahead is not worth a thread.
    let threads = threads.min(ops.len() / 4);
    let (Some(inner), true) = (inner, threads >= 2) else {
        return print_tree(ap, top_task(body, root), &names, opts, out, w, None, None);
    };
    // About eight batches a worker (of at most 16,384 ops): few hand-overs, little text
    // waiting at a time. A batch is written in one piece, so its ops must follow each
    // other in their block.
    let size = (ops.len() / (8 * threads)).clamp(1, 1 << 14);
    let mut batches: Vec<std::ops::Range<usize>> = Vec::new();
    let mut batch_of = Vec::with_capacity(ops.len());
    for (k, &op) in ops.iter().enumerate() {
        let extend = batches.last().is_some_and(|r: &std::ops::Range<usize>| {
            r.len() < size && inner.next_op(ops[k - 1]) == Some(op)
        });
        if extend {
            batches.last_mut().expect("a batch").end = k + 1;
        } else {
            batches.push(k..k + 1);
        }
        batch_of.push((batches.len() - 1) as u32);
    }
    let batches = &batches;
    let (ctx, aliases, type_aliases, ap_opts) = (ap.ctx, ap.aliases, ap.type_aliases, ap.opts);
    std::thread::scope(|s| {
        let mut workers = Vec::new();
        for first in 0..threads {
            let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, Vec<u8>, usize)>(1);
            workers.push(rx);
            let ops = &ops;
            s.spawn(move || {
                // Each worker its own printer: the text of the types it printed is its own.
                let ap = &StyledAttrPrinter {
                    ctx,
                    aliases,
                    type_aliases,
                    opts: ap_opts,
                    type_texts: Default::default(),
                };
                let names = Names::new(tables);
                let mut out = String::new();
                for k in (first..batches.len()).step_by(threads) {
                    let mut text = Vec::new();
                    let mut printed = 0;
                    for &op in &ops[batches[k].clone()] {
                        let task = Task::Op {
                            body: inner,
                            op,
                            indent,
                            newline: true,
                            dd,
                        };
                        let mark = text.len();
                        let mut capped = Capped {
                            buf: &mut text,
                            limit: AHEAD_LIMIT,
                        };
                        let r =
                            print_tree(ap, task, &names, opts, &mut out, &mut capped, None, None);
                        if r.is_err() {
                            // Too long to hold: this op and the rest of the batch are
                            // printed in place, streamed.
                            text.truncate(mark);
                            out.clear();
                            break;
                        }
                        text.extend_from_slice(out.as_bytes());
                        out.clear();
                        printed += 1;
                    }
                    if tx.send((k, text, printed)).is_err() {
                        // The printing thread stopped (an error, or it is done).
                        return;
                    }
                }
            });
        }
        let mut splicer = Splicer {
            body: body_key(inner),
            ops: &ops,
            batches,
            batch_of: &batch_of,
            next: 0,
            covered: 0,
            indent,
            dd,
            workers,
        };
        print_tree(
            ap,
            top_task(body, root),
            &names,
            opts,
            out,
            w,
            Some(&mut splicer),
            None,
        )
        // Dropping the splicer's receivers releases workers still waiting to send.
    })
}

/// Prints the tree from `first`, handing full buffers to `w`; `splicer` splices in text
/// printed ahead ([`print_tree_parallel`]); `positions` records where each op starts.
#[allow(clippy::too_many_arguments)]
fn print_tree(
    ap: &StyledAttrPrinter<'_>,
    first: Task<'_>,
    names: &Names<'_>,
    opts: &PrintOptions,
    out: &mut String,
    w: &mut dyn std::io::Write,
    mut splicer: Option<&mut Splicer<'_>>,
    mut positions: Option<&mut PositionRecorder<'_>>,
) -> std::io::Result<()> {
    let mut stack = vec![first];
    while let Some(task) = stack.pop() {
        if out.len() >= FLUSH_AT {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
        if let (
            Task::Op {
                body: b,
                op,
                indent,
                newline,
                dd,
            },
            Some(sp),
        ) = (&task, splicer.as_deref_mut())
        {
            match sp.take(b, *op, *indent, *newline, dd) {
                Spliced::No => {}
                Spliced::Text(text) => {
                    w.write_all(out.as_bytes())?;
                    out.clear();
                    w.write_all(&text)?;
                    continue;
                }
                Spliced::Done => continue,
            }
        }
        match task {
            Task::Op {
                body: b,
                op,
                indent,
                newline,
                dd,
            } => start_op(
                ap,
                names,
                opts,
                out,
                w,
                &mut stack,
                positions.as_deref_mut(),
                (b, op, indent, newline, dd),
            )?,
            Task::Tail {
                body: b,
                op,
                newline,
                custom,
            } => finish_op(ap, names, opts, out, (b, op, newline, custom)),
            Task::Text(t) => out.push_str(&t),
            Task::Region {
                body: b,
                region,
                indent,
                sep,
                entry_args,
                terminators,
                empty_block,
                dd,
            } => {
                if sep {
                    out.push_str(", ");
                }
                out.push_str("{\n");
                stack.push(Task::Close { indent });
                let blocks: Vec<Block> = b.region_blocks(region).collect();
                for (i, &blk) in blocks.iter().enumerate().rev() {
                    let header = i > 0
                        || (empty_block && b.first_op(blk).is_none())
                        || (entry_args && !b.block_args(blk).is_empty());
                    stack.push(Task::Block {
                        body: b,
                        block: blk,
                        indent,
                        header,
                        terminators,
                        dd,
                    });
                }
            }
            Task::Block {
                body: b,
                block,
                indent,
                header,
                terminators,
                dd,
            } => {
                if header {
                    push_indent(out, indent, w)?;
                    names.write_block(out, b, block);
                    let args = b.block_args(block);
                    if !args.is_empty() {
                        out.push('(');
                        for (i, &a) in args.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            names.write_value(out, b, a);
                            out.push_str(": ");
                            ap.write_type(out, b.value_type(a));
                            if opts.print_debug_info {
                                write_arg_loc(ap, out, b, a);
                            }
                        }
                        out.push(')');
                    }
                    out.push(':');
                    let is_entry =
                        b.block_parent(block).and_then(|r| b.entry_block(r)) == Some(block);
                    let mut preds: Vec<(u32, Block)> = b
                        .predecessors(block)
                        .into_iter()
                        .map(|p| (names.block(b, p).unwrap_or(u32::MAX), p))
                        .collect();
                    if preds.is_empty() {
                        if !is_entry {
                            out.push_str("  // no predecessors");
                        }
                    } else if preds.len() == 1 {
                        out.push_str("  // pred: ");
                        names.write_block(out, b, preds[0].1);
                    } else {
                        preds.sort_by_key(|p| p.0);
                        let _ = write!(out, "  // {} preds: ", preds.len());
                        for (i, p) in preds.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            names.write_block(out, b, p.1);
                        }
                    }
                    out.push('\n');
                }
                // Whether or not the header is printed, as MLIR's `print(Block *)`.
                if opts.print_value_users {
                    for &a in b.block_args(block) {
                        push_indent(out, indent + 2, w)?;
                        out.push_str("// ");
                        names.write_value(out, b, a);
                        if b.use_empty(a) {
                            out.push_str(" is unused");
                        } else {
                            out.push_str(" is used by ");
                            names.write_value_users(out, b, a);
                        }
                        out.push('\n');
                    }
                }
                // MLIR's `mightHaveTerminator`: a terminator or an unregistered op.
                let last = b.last_op(block);
                let end = if !terminators
                    && last.is_some_and(|o| {
                        ap.ctx
                            .op_info_of(b.op_name(o))
                            .map_or(true, |i| i.is_terminator())
                    }) {
                    last
                } else {
                    None
                };
                stack.push(Task::Ops {
                    body: b,
                    next: b.first_op(block),
                    end,
                    indent: indent + 2,
                    dd,
                });
            }
            Task::Ops {
                body: b,
                next,
                end,
                indent,
                dd,
            } => {
                // One op at a time: a block of many ops does not put them all on the stack.
                // Without ops printed ahead, an op that leaves only its tail (no regions)
                // is finished here and the next one started, with no task per op.
                let mut next = next;
                while let Some(o) = next.filter(|&o| Some(o) != end) {
                    next = b.next_op(o);
                    let base = stack.len();
                    let args = (b, o, indent, true, dd);
                    if splicer.is_some() {
                        stack.push(Task::Ops {
                            body: b,
                            next,
                            end,
                            indent,
                            dd,
                        });
                        stack.push(Task::Op {
                            body: b,
                            op: o,
                            indent,
                            newline: true,
                            dd,
                        });
                        break;
                    }
                    start_op(
                        ap,
                        names,
                        opts,
                        out,
                        w,
                        &mut stack,
                        positions.as_deref_mut(),
                        args,
                    )?;
                    if stack.len() == base + 1 {
                        if let Some(&Task::Tail {
                            body,
                            op,
                            newline,
                            custom,
                        }) = stack.last()
                        {
                            stack.pop();
                            finish_op(ap, names, opts, out, (body, op, newline, custom));
                            if out.len() >= FLUSH_AT {
                                w.write_all(out.as_bytes())?;
                                out.clear();
                            }
                            continue;
                        }
                    }
                    stack.insert(
                        base,
                        Task::Ops {
                            body: b,
                            next,
                            end,
                            indent,
                            dd,
                        },
                    );
                    break;
                }
            }
            Task::Close { indent } => {
                push_indent(out, indent, w)?;
                out.push('}');
            }
        }
    }
    Ok(())
}

/// Starts printing `op`: its indentation, result names and what comes before its regions
/// go to `out`; the rest (its regions, the text between them, its tail) is pushed on
/// `stack`.
#[allow(clippy::too_many_arguments)]
fn start_op<'b>(
    ap: &StyledAttrPrinter<'_>,
    names: &Names<'_>,
    opts: &PrintOptions,
    out: &mut String,
    w: &mut dyn std::io::Write,
    stack: &mut Vec<Task<'b>>,
    positions: Option<&mut PositionRecorder<'_>>,
    (b, op, indent, newline, dd): (&'b Body, Op, usize, bool, &'static str),
) -> std::io::Result<()> {
    if let Some(p) = positions {
        p.record(out, b, op, indent);
    }
    push_indent(out, indent, w)?;
    write_result_names(out, names, b, op);
    let info = custom_form_info(ap.ctx, opts, b, op);
    let inner_dd = regions_default_dialect(info);
    if let Some(print) = info.and_then(|i| i.print) {
        out.push_str(custom_op_name(ap.ctx.ident_ref(b.op_name(op)), dd));
        // The hook writes on the end of the output buffer; only the text
        // after a region it prints waits on the stack.
        let mut cp = OpPrinter {
            ap,
            names,
            body: b,
            op,
            out: std::mem::take(out),
            pieces: Vec::new(),
            indent,
            spec: info.and_then(|i| i.spec),
        };
        print(&mut cp);
        let OpPrinter {
            out: rest,
            mut pieces,
            ..
        } = cp;
        stack.push(Task::Tail {
            body: b,
            op,
            newline,
            custom: true,
        });
        if pieces.is_empty() {
            *out = rest;
            return Ok(());
        }
        // The first piece is the buffer up to the first region.
        pieces.push(Piece::Text(rest));
        let mut pieces = pieces.into_iter();
        if let Some(Piece::Text(head)) = pieces.next() {
            *out = head;
        }
        let inner = regions_body(b, op).unwrap_or(b);
        for piece in pieces.rev() {
            stack.push(match piece {
                Piece::Text(t) => Task::Text(t),
                Piece::Region {
                    region,
                    entry_args,
                    terminators,
                    empty_block,
                } => Task::Region {
                    body: inner,
                    region,
                    indent,
                    sep: false,
                    entry_args,
                    terminators,
                    empty_block,
                    dd: inner_dd,
                },
            });
        }
        return Ok(());
    }
    write_escaped_string(out, ap.ctx.ident_str(b.op_name(op)).as_bytes());
    out.push('(');
    for (i, v) in b.operands(op).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        names.write_value(out, b, v);
    }
    out.push(')');
    let succs: Vec<Block> = b.successors(op).collect();
    if !succs.is_empty() {
        out.push('[');
        for (i, &s) in succs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            names.write_block(out, b, s);
        }
        out.push(']');
    }
    let regions = b.regions(op);
    stack.push(Task::Tail {
        body: b,
        op,
        newline,
        custom: false,
    });
    if regions.is_empty() {
        return Ok(());
    }
    out.push_str(" (");
    if let Some(inner) = regions_body(b, op) {
        for (i, &r) in regions.iter().enumerate().rev() {
            stack.push(Task::Region {
                body: inner,
                region: r,
                indent,
                sep: i > 0,
                entry_args: true,
                terminators: true,
                empty_block: true,
                dd: inner_dd,
            });
        }
    }
    Ok(())
}

/// Ends the line of `op`: the generic form's attributes and type (`custom` false), the
/// location with `--mlir-print-debuginfo`, the users comment, the newline.
fn finish_op(
    ap: &StyledAttrPrinter<'_>,
    names: &Names<'_>,
    opts: &PrintOptions,
    out: &mut String,
    (b, op, newline, custom): (&Body, Op, bool, bool),
) {
    if !custom {
        if !b.regions(op).is_empty() {
            out.push(')');
        }
        let entries = ap.ctx.dictionary_entries_ref(b.attrs(op));
        if !entries.is_empty() {
            out.push_str(" {");
            ap.write_dict_entries(out, entries);
            out.push('}');
        }
        out.push_str(" : (");
        for (i, v) in b.operands(op).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            ap.write_type(out, b.value_type(v));
        }
        out.push_str(") -> ");
        let res = b.results(op);
        if res.len() == 1
            && !matches!(
                ap.ctx.type_kind_ref(b.value_type(res[0])),
                TypeKind::Function { .. }
            )
        {
            ap.write_type(out, b.value_type(res[0]));
        } else {
            out.push('(');
            for (i, &v) in res.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                ap.write_type(out, b.value_type(v));
            }
            out.push(')');
        }
    }
    if opts.print_debug_info {
        out.push(' ');
        ap.write_op_loc(out, b.loc(op));
    }
    if opts.print_value_users {
        names.write_users_comment(out, b, op);
    }
    if newline {
        out.push('\n');
    }
}

const SPACES: &str = match std::str::from_utf8(&[b' '; 1024]) {
    Ok(s) => s,
    Err(_) => panic!(),
};

/// Appends `n` spaces, handing full buffers to `w` (an indentation can be far longer than
/// the buffer: 2 spaces per nesting level).
fn push_indent(out: &mut String, mut n: usize, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    while n > 0 {
        let k = n.min(SPACES.len());
        out.push_str(&SPACES[..k]);
        n -= k;
        if out.len() >= FLUSH_AT {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::{parse_module, ParseOptions};

    fn print_with(src: &str, opts: &PrintOptions) -> String {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
        let text = print_op(&ctx, &m.body, m.op, opts);
        let mut streamed = Vec::new();
        print_op_to(&ctx, &m.body, m.op, opts, &mut streamed).unwrap();
        assert_eq!(text.as_bytes(), &streamed[..]);
        text
    }

    #[test]
    fn sanitizes_alias_names_as_mlir() {
        assert_eq!(sanitize_alias_name("map"), "map");
        assert_eq!(sanitize_alias_name("test.alias"), "test2Ealias");
        assert_eq!(sanitize_alias_name("test_alias0"), "test_alias0_");
        assert_eq!(sanitize_alias_name("0_test_alias"), "_0_test_alias");
        assert_eq!(sanitize_alias_name("a b"), "a_b");
        assert_eq!(sanitize_alias_name("x$-_"), "x$-_");
    }

    #[test]
    fn streams_past_the_buffer_size() {
        // Indentation alone is far larger than the 64 KiB buffer.
        let n = 400;
        let src = "\"t.op\"() ({\n".repeat(n) + &"}) : () -> ()\n".repeat(n);
        let text = print_with(
            &src,
            &PrintOptions {
                generic: true,
                ..PrintOptions::default()
            },
        );
        assert!(text.len() > 2 * FLUSH_AT);
        assert!(text.ends_with("}) : () -> ()"));
    }

    /// Every op's position, checked against the text: the op starts at its line, after
    /// exactly its indentation.
    fn check_positions(src: &str, opts: &PrintOptions, threads: bool) -> (String, usize) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.set_threading(threads);
        crate::builtin::register(&ctx);
        let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
        let mut out = Vec::new();
        let positions = print_op_with_positions(&ctx, &m.body, m.op, opts, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text, print_op(&ctx, &m.body, m.op, opts));
        let lines: Vec<&str> = text.split('\n').collect();
        let mut ops = 0;
        m.body
            .walk(m.op, crate::ir::body::WalkOrder::PreOrder, |_, _| {
                ops += 1;
                crate::ir::body::WalkResult::Advance
            });
        assert_eq!(positions.len(), ops);
        assert_eq!(positions[0].op, m.op);
        for p in &positions {
            let line = lines[p.line as usize - 1];
            let col = p.column as usize;
            assert!(line[..col].bytes().all(|c| c == b' '), "{p:?}: {line}");
            // An op's text starts with its results, its quoted name or `module`.
            let start = &line[col..];
            assert!(
                start.starts_with(['%', '"']) || start.starts_with("module"),
                "{p:?}: {line}"
            );
        }
        (text, positions.len())
    }

    #[test]
    fn reports_where_each_op_starts() {
        let src = "#map = affine_map<(d0) -> (d0)>\n\
                   %a = \"t.c\"() : () -> i32\n\
                   %0 = \"t.r\"(%a) ({\n\
                   ^bb0(%x: i32):\n\
                   \"t.u\"() {m = #map} : () -> () loc(\"u\")\n\
                   \"t.y\"(%x) : (i32) -> ()\n\
                   }, {\n\
                   \"t.v\"() : () -> ()\n\
                   }) : (i32) -> i32\n\
                   \"t.ret\"(%0) : (i32) -> ()\n";
        let debug = PrintOptions {
            print_debug_info: true,
            ..PrintOptions::default()
        };
        let (text, n) = check_positions(src, &debug, false);
        // The alias definitions come first: the module starts after them.
        assert!(text.starts_with('#') && text.contains("\nmodule {\n"));
        assert_eq!(n, 7);
        check_positions(src, &PrintOptions::default(), false);
        let generic = PrintOptions {
            generic: true,
            print_value_users: true,
            ..debug
        };
        check_positions(src, &generic, false);
    }

    #[test]
    fn positions_are_counted_across_buffer_hand_overs_and_threads() {
        // Far more than the 64 KiB buffer, deep and wide, and enough functions that a
        // threaded context would print ahead (positions are always printed in place).
        let mut src = String::new();
        for i in 0..300 {
            src.push_str(&format!("\"t.f\"() ({{\n\"t.b{i}\"() : () -> ()\n"));
            src.push_str(&"\"t.op\"() ({\n".repeat(20));
            src.push_str(&"}) : () -> ()\n".repeat(20));
            src.push_str("\"t.a\"() : () -> ()\n}) : () -> ()\n");
        }
        let (text, _) = check_positions(&src, &PrintOptions::default(), true);
        assert!(text.len() > 2 * FLUSH_AT);
    }

    #[test]
    fn ops_too_long_to_print_ahead_are_streamed_in_place() {
        // Sixteen ops for the workers; the fourth nests 2,500 regions deep (12 MB of
        // indentation, more than a worker holds), so the printing thread prints it and
        // the rest of its batch itself. The output is the same as on one thread.
        let n = 2500;
        let deep = "\"t.op\"() ({\n".repeat(n) + &"}) : () -> ()\n".repeat(n);
        let mut src = String::new();
        for i in 0..16 {
            src += &format!("\"t.f{i}\"() : () -> ()\n");
            if i == 3 {
                src += &deep;
            }
        }
        let opts = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        let print = |threading: bool| {
            let mut ctx = Context::new();
            ctx.set_allow_unregistered_dialects(true);
            ctx.set_threading(threading);
            let m = parse_module(&ctx, &src, &ParseOptions::default()).expect("parses");
            let mut out = Vec::new();
            print_op_to(&ctx, &m.body, m.op, &opts, &mut out).unwrap();
            out
        };
        let parallel = print(true);
        assert!(parallel.len() > AHEAD_LIMIT);
        assert!(parallel == print(false), "threads changed the output");
    }

    #[test]
    fn defers_aliases_only_used_by_op_locations() {
        let src = "\"t.a\"() {l = loc(\"shared\")} : () -> () loc(\"shared\")\n\
                   \"t.b\"() : () -> () loc(\"own\")\n";
        let opts = PrintOptions {
            generic: true,
            print_debug_info: true,
            ..Default::default()
        };
        let text = print_with(src, &opts);
        // MLIR's order: loc of the module (first visited), then "shared", then "own";
        // only "shared" is used by an attribute, so only it is printed first.
        assert!(
            text.starts_with("#loc1 = loc(\"shared\")\n\"builtin.module\""),
            "{text}"
        );
        assert!(
            text.contains("\"t.a\"() {l = #loc1} : () -> () loc(#loc1)"),
            "{text}"
        );
        assert!(
            text.contains("\"t.b\"() : () -> () loc(#loc2)\n}) : () -> () loc(#loc)\n#loc = loc("),
            "{text}"
        );
        assert!(text.ends_with("\n#loc2 = loc(\"own\")"), "{text}");
        let local = print_with(
            src,
            &PrintOptions {
                generic: true,
                local_scope: true,
                ..opts
            },
        );
        assert!(!local.contains("#loc"), "{local}");
        assert!(local.contains("loc(\"own\")"), "{local}");
    }

    #[test]
    fn aliases_types_through_hooks_and_large_tuples() {
        let big = vec!["i32"; 17].join(", ");
        let src =
            format!("\"t.a\"() : () -> (tuple<{big}>, !t.u8)\n\"t.b\"() : () -> tuple<i32, i32>\n");
        let opts = PrintOptions {
            generic: true,
            type_alias_hooks: vec![std::sync::Arc::new(|ctx: &Context, t: Type| {
                matches!(ctx.type_kind_ref(t), TypeKind::Opaque { pieces, .. } if pieces[0] == "t.u8")
                    .then(|| "t.u8".to_string())
            })],
            ..Default::default()
        };
        let text = print_with(&src, &opts);
        // Types before attributes, then by name; `t.u8` sanitized (`.` → `2E`, a `_`
        // after a trailing digit).
        assert!(
            text.starts_with(&format!("!t2Eu8_ = !t.u8\n!tuple = tuple<{big}>\n")),
            "{text}"
        );
        assert!(text.contains("() -> (!tuple, !t2Eu8_)"), "{text}");
        assert!(text.contains("() -> tuple<i32, i32>"), "{text}");
    }
}
