//! The recursive-descent parser of the generic MLIR op form.
//!
//! Nested regions are parsed with an explicit stack of `Frame`s instead of native
//! recursion, so nesting depth is bounded only by memory. Types and attributes nest through
//! native recursion (their depth is small in practice; see `docs/ir-core.md`).

use crate::ir::context::FxHashMap as HashMap;
use std::sync::Arc;

use super::lexer::{newlines_in, Lexer, Token, TokenKind as T};
use super::names::{NameHash, NameTable};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Block, Body, Op, OperationState, Region, Value};
use crate::ir::context::{Attribute, Context, OpInfo, Type};
use crate::ir::registry::{OpDefinition, PopulateDefaultAttrsHook};
use crate::support::diag::{Diagnostic, SourcePos};
use crate::support::entity::EntityRef;

pub use crate::ir::op_asm::PResult;

/// Where the parsed text comes from, for diagnostics.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// The file name printed in diagnostics.
    pub file_name: String,
    /// The 1-based line of the file at which the text starts (for split input).
    pub first_line: u32,
    /// The file name the parsed ops' locations get, when it is not `file_name`; their
    /// lines then count from the start of the text (mlir-opt names the chunks of
    /// `--split-input-file` `within split at FILE:LINE offset `). It is the buffer's name:
    /// the parser's diagnostics are positioned in it too, as mlir-opt's are.
    pub loc_file_name: Option<String>,
    /// From this size on, with threading enabled, the bodies of isolated ops are parsed
    /// on the thread pool (see [`parse_module`]); [`PARALLEL_MIN_BYTES`] by default.
    pub parallel_min_bytes: usize,
    /// Whether the parsed ops go into a `builtin.module` made for them unless the text
    /// holds exactly one `builtin.module` (MLIR's implicit module; on by default). Without
    /// it (`--no-implicit-module`) the text must hold exactly one top-level op of any kind,
    /// which becomes the parsed root, as in mlir-opt 16.
    pub implicit_module: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            file_name: "<input>".to_string(),
            first_line: 1,
            loc_file_name: None,
            parallel_min_bytes: PARALLEL_MIN_BYTES,
            implicit_module: true,
        }
    }
}

/// A parsed top-level op: `body` holds just the op `op` (a `builtin.module`, unless parsed
/// without the implicit module).
#[derive(Debug)]
pub struct ParsedModule {
    /// The arena holding the module op (its contents live in its nested body).
    pub body: Body,
    /// The top-level op (the `builtin.module`, unless parsed without the implicit module).
    pub op: Op,
    /// The trailing `{-# ... #-}` file-metadata block.
    pub file_metadata: Option<super::resources::FileMetadata>,
    /// How many bodies of isolated ops were parsed on the thread pool (0 when the buffer
    /// was parsed on one thread).
    pub bodies_on_threads: usize,
}

/// Forward references of one isolation scope: (name, result number) → (placeholder value,
/// offset of the first use).
type ForwardRefs<'a> = HashMap<(&'a str, u32), (Value, usize)>;

/// One region being parsed, as a scope of SSA names. The names of every open scope live
/// in one table (`Parser::names`): a name may not be defined again while any enclosing
/// region defines it, so each name has at most one binding, and a use or a definition is
/// one probe however deep the regions nest.
struct Scope {
    /// Where this scope's names start in `Parser::name_log`, to be removed from the table
    /// when it closes; `None` when the table was empty as it opened: when it closes the
    /// table holds only its names, and is cleared at once.
    log_start: Option<usize>,
    /// Uses see the names defined at or after this byte offset: the start of the innermost
    /// op isolated from above (a name defined outside it is still in the table, for the
    /// redefinition check, and was necessarily written before the op).
    visible_from: usize,
}

/// What the generic-form parser caches per op name: the name, whether it is isolated
/// from above, how to add its default-valued attributes, and its slot in
/// `Parser::op_tails`.
type OpNameInfo = (crate::Identifier, bool, Option<Defaults>, u32);

/// How many tails (attribute dictionary and function type) `Parser::op_tails` keeps per
/// op name.
const MAX_OP_TAILS: usize = 8;

/// The text of a generic op's tail from its attribute dictionary (or its `:`) to the end
/// of its function type, as parsed before for an op of the same name: the dictionary
/// made of it (default-valued attributes added) and the function type.
#[derive(Clone, Copy)]
struct OpTail<'a> {
    /// The text's first eight bytes, compared before the whole text.
    head: u64,
    text: &'a str,
    /// The offset of the function type in `text`.
    type_off: u32,
    dict: Option<Attribute>,
    fty: Type,
}

/// The last few tails of the generic ops of one name, the oldest replaced first.
#[derive(Default)]
struct OpTails<'a> {
    entries: Vec<OpTail<'a>>,
    next: usize,
}

/// How to add the default-valued attributes an op of a name leaves out: the name's hook
/// and the definition it reads.
type Defaults = (PopulateDefaultAttrsHook, OpDefinition);

struct OpHeader {
    op: Op,
    /// The op name's slot in `Parser::op_tails` (`u32::MAX` for a custom-form op).
    tails: u32,
    /// How to add the op's default-valued attributes, when it has some (MLIR adds those
    /// missing).
    defaults: Option<Defaults>,
    start: usize,
    /// Line and column of the op name (the op's location, as in MLIR), found when the op
    /// starts: the line cursor is there; after a long body it would have to go back.
    name_line_col: (u32, u32),
    /// Start of this op's result names in `Parser::pending_results`.
    results: usize,
    /// Start of this op's operand references in `Parser::pending_operands`.
    operands: usize,
    isolated: bool,
}

pub(crate) struct RegionFrame<'a> {
    region: Region,
    cur_block: Option<Block>,
    blocks: HashMap<&'a str, (Block, Option<usize>)>,
    isolated: bool,
    pub(crate) top_level: bool,
    /// Parsed for a custom parse hook: its `}` returns to the hook.
    custom: bool,
}

enum Frame<'a> {
    Op(OpHeader),
    Region(RegionFrame<'a>),
}

/// The most dictionaries `Parser::op_dicts` holds.
const MAX_OP_DICTS: usize = 4096;

/// Largest capacity of a finished region's table kept for reuse.
const SPARE_CAPACITY: usize = 4096;
/// The most entries of each pool a new isolated body reserves from the previous one.
const BODY_HINT_CAP: usize = 1 << 16;

/// The parser state. Construct through [`parse_module`].
pub struct Parser<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    /// End offset of the last consumed token (or of hand-scanned text).
    pub(crate) prev_end: usize,
    opts: &'a ParseOptions,
    /// The alias definitions read so far, shared with the workers parsing deferred
    /// bodies (copied on write only while a worker still holds them).
    pub(crate) attr_aliases: Arc<HashMap<String, Attribute>>,
    pub(crate) type_aliases: Arc<HashMap<String, Type>>,
    // Boxed because finished bodies move into their op as `Box<Body>` without copying.
    #[allow(clippy::vec_box)]
    bodies: Vec<Box<Body>>,
    forward: Vec<ForwardRefs<'a>>,
    scopes: Vec<Scope>,
    /// The SSA names of all open scopes: name → (first value, count, offset of the
    /// definition); the results of one op are consecutive values.
    names: NameTable,
    /// The names defined in scopes that remove theirs one by one when they close
    /// (`Scope::log_start`): (offset, length, hash).
    name_log: Vec<(usize, u32, NameHash)>,
    frames: Vec<Frame<'a>>,
    file_metadata: Option<super::resources::FileMetadata>,
    unknown_type: Type,
    empty_dict: Attribute,
    pub(crate) nesting: u32,
    unknown_loc: Attribute,
    file_ident: crate::Identifier,
    /// (line, byte offset of its start) of the last position asked for: parsing asks in
    /// source order, so finding the next line scans only the text in between.
    line_cursor: std::cell::Cell<(u32, usize)>,
    /// Every line's start, built the first time a position far behind the cursor is asked
    /// for (diagnostics about earlier text); binary-searched from then on.
    line_table: std::cell::OnceCell<Vec<usize>>,
    /// Bracket scans of dialect bodies stop here: a reference nested in a dialect body
    /// never reaches past the enclosing body's end, so a failed nested parse costs the
    /// body's length, not the rest of the buffer (that made bad input quadratic).
    pub(crate) scan_limit: usize,
    /// Outcome of each nested reference tried inside the outermost dialect body being
    /// split (by start offset: the parsed value and its end, or `None` for a failure).
    /// When an enclosing reference fails, its body is rescanned as text by the level
    /// above; this keeps every nested reference parsed once instead of once per level.
    pub(crate) body_refs: HashMap<usize, Option<(crate::ir::context::TypeOrAttr, usize)>>,
    pub(crate) body_depth: u32,
    /// Result names `(name, count, offset)` of the ops being parsed (a stack: ops nest).
    pending_results: Vec<(&'a str, u32, usize)>,
    /// Operand references `(name, result number, offset)` of the ops being parsed.
    pending_operands: Vec<(&'a str, u32, usize)>,
    /// Op name token text (with quotes) → (name, isolated from above), for names that
    /// passed the registration checks.
    /// Op name text → (name, isolated from above, the spec when it has default-valued
    /// attributes to add).
    op_names: HashMap<&'a str, OpNameInfo>,
    /// Per generic op name (`OpNameInfo`'s slot), the tails of its last ops: a generic
    /// op's attribute dictionary and function type recur verbatim (`{position =
    /// array<i64: 1>} : (!llvm.struct<...>) -> !llvm.ptr<f32>` on every
    /// `llvm.extractvalue` of a lowered function).
    op_tails: Vec<OpTails<'a>>,
    /// Scratch buffer for operand values and result values.
    scratch_values: Vec<Value>,
    /// Types of the function types being parsed (a stack: function types nest).
    pub(crate) type_stack: Vec<Type>,
    /// Keyword types seen so far (`i32`, `f32`, ...), by their text.
    pub(crate) keyword_types: HashMap<&'a str, Type>,
    /// The first keyword types seen of at most 7 bytes, by their bytes and length in one
    /// word (`parse_attr::short_word_key`); searched before `keyword_types`.
    pub(crate) short_keyword_types: Vec<(u64, Type)>,
    /// Function types seen so far: all their types → [(number of inputs, function type)].
    pub(crate) fn_types: HashMap<Box<[Type]>, Vec<(u32, Type)>>,
    /// Shaped types seen so far, by their exact text (`memref<?xf32>`), at most
    /// `MAX_SHAPED_TYPES`.
    pub(crate) shaped_types: Vec<(&'a str, Type)>,
    /// Dialect types with a `<...>` body seen so far, by their exact text
    /// (`!llvm.struct<(ptr<f32>, i64)>`): see `parse_attr::pretty_body_end`.
    pub(crate) dialect_types: HashMap<&'a str, Type>,
    /// The last few entries of `dialect_types` met: (text, length of its `!name` token,
    /// type, whether the text is on one line); searched first, by comparing bytes.
    pub(crate) recent_dialect_types: Vec<(&'a str, u32, Type, bool)>,
    /// The slot of `recent_dialect_types` replaced next once it is full.
    pub(crate) next_recent_dialect_type: usize,
    /// The pool sizes of the last isolated body finished, reserved for the next one.
    last_body_sizes: crate::ir::body::BodySizes,
    spare_blocks: Vec<HashMap<&'a str, (Block, Option<usize>)>>,
    spare_forward: Vec<ForwardRefs<'a>>,
    /// The dialect whose op names may drop their prefix, per enclosing custom op (MLIR's
    /// default-dialect stack; `builtin` at the top level).
    default_dialects: Vec<&'static str>,
    /// The type of an elements literal written without `: type` (set by a custom parse
    /// hook that knows it).
    pub(crate) elements_type: Option<Type>,
    /// Location aliases used before their definition (`loc(#loc3)` with `#loc3 = ...` at
    /// the end of the file), by name, with the offset of their first use.
    pub(crate) forward_loc_refs: HashMap<String, usize>,
    /// Bare op names resolved so far, by (text, address of the default dialect's name):
    /// the default dialects are `'static` names, and hashing one's address instead of its
    /// text is cheaper (the same name at two addresses only makes two entries).
    custom_names: HashMap<(&'a str, usize), (crate::Identifier, Option<&'a OpInfo>)>,
    /// Emptied lists of the last custom-parsed op (operands, result types, successors),
    /// reused by the next one (an op nested in one being parsed starts from empty lists).
    spare_operands: Vec<Value>,
    spare_result_types: Vec<Type>,
    spare_successors: Vec<Block>,
    spare_attrs: Vec<(crate::Identifier, Attribute)>,
    /// Dictionaries of custom-parsed ops, by their entries in the order the parse hook
    /// added them (at most `MAX_OP_DICTS`): the same entries make the same dictionary,
    /// without sorting and interning them again.
    op_dicts: HashMap<Box<[(crate::Identifier, Attribute)]>, Attribute>,
    /// Attribute names custom parse hooks added (at most `MAX_OP_DICTS`).
    attr_names: HashMap<Box<str>, crate::Identifier>,
    /// Whether the bodies of isolated ops are deferred, to be parsed on threads (see
    /// [`parse_module`]).
    defer: bool,
    /// The deferred bodies not parsed yet, in source order.
    jobs: Vec<Job<'a>>,
    /// How many deferred bodies were parsed.
    bodies_on_threads: usize,
    /// Whether a deferred body parsed early for a custom parse hook failed.
    deferred_failed: bool,
}

/// The body of an isolated op whose parse was deferred: its region was opened (entry
/// block and arguments made, the arguments' names checked) and its text skipped up to
/// the matching `}`; a worker parses the text into the op's nested arena later.
struct Job<'a> {
    /// The isolated ops from the top-level arena down to the op owning the body, each in
    /// the arena of the one before.
    path: Vec<Op>,
    region: Region,
    /// The entry block when it was made before the deferral.
    cur_block: Option<Block>,
    /// The offset of the first token inside the braces.
    start: usize,
    /// The offset of the closing `}`.
    end: usize,
    /// The parser's line cursor at `start` (line and offset of the line's start).
    line: (u32, usize),
    /// The entry block's named arguments: (name, offset of the name, value).
    args: Vec<(&'a str, usize, Value)>,
    /// The default-dialect stack where the body starts.
    default_dialects: Vec<&'static str>,
}

/// The byte offset of every line's start: 0, then one past each `\n` (found by `memchr`,
/// many bytes at a time).
fn line_starts(src: &str) -> Vec<usize> {
    let bytes = src.as_bytes();
    let mut starts = Vec::with_capacity(bytes.len() / 32 + 1);
    starts.push(0);
    starts.extend(memchr::memchr_iter(b'\n', bytes).map(|i| i + 1));
    starts
}

/// Where the first `//` of `text` starts: a search for `/` (rare outside comments), each
/// one found checked for a second.
fn comment_start(text: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = memchr::memchr(b'/', &text[from..]) {
        let at = from + k;
        if text.get(at + 1) == Some(&b'/') {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// The offset of the `}` closing a region whose text starts at `from` (just inside its
/// `{`): braces are counted outside strings and `//` comments. `None` when the text ends
/// first or a string is not closed on its line (the parse then reports it).
fn matching_brace(src: &[u8], from: usize) -> Option<usize> {
    let mut depth = 1u32;
    let mut i = from;
    loop {
        let at = i + memchr::memchr3(b'{', b'}', b'"', &src[i..])?;
        // A comment before it runs to the end of its line, braces and quotes included
        // (searched only up to `at`, so the whole scan stays linear).
        if let Some(c) = comment_start(&src[i..at]) {
            i = i + c + memchr::memchr(b'\n', &src[i + c..])?;
            continue;
        }
        match src[at] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {
                // A string: to its closing quote, past escaped characters, on one line.
                let mut j = at + 1;
                loop {
                    j += memchr::memchr3(b'"', b'\\', b'\n', &src[j..])?;
                    match src[j] {
                        b'"' => break,
                        b'\n' => return None,
                        _ => j += 2,
                    }
                }
                i = j + 1;
                continue;
            }
        }
        i = at + 1;
    }
}

/// Below this size a buffer is parsed on one thread by default: deferring bodies would
/// not pay.
pub const PARALLEL_MIN_BYTES: usize = 256 * 1024;

/// Parses a whole buffer in generic op form into a top-level `builtin.module` (wrapping the
/// top-level ops unless the buffer holds exactly one `builtin.module`).
///
/// With threading enabled and a large buffer, the bodies of ops isolated from above
/// (functions) are parsed on the thread pool: the main pass skips each body to its
/// matching `}` and workers parse the bodies into their ops' arenas, each in a fresh
/// name scope, as the sequential parse would. The result is the same IR. When anything
/// fails that way, the buffer is parsed again on one thread, so a diagnostic is always
/// the one the sequential parse gives (the first error in the text).
pub fn parse_module(ctx: &Context, src: &str, opts: &ParseOptions) -> PResult<ParsedModule> {
    if src.len() >= opts.parallel_min_bytes && ctx.thread_count() > 1 {
        if let Ok(m) = Parser::new(ctx, src, opts, true).run_top_level() {
            return Ok(m);
        }
    }
    Parser::new(ctx, src, opts, false).run_top_level()
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`; `defer` makes it leave the bodies of isolated ops
    /// to workers.
    fn new(ctx: &'a Context, src: &'a str, opts: &'a ParseOptions, defer: bool) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: 0,
            opts,
            attr_aliases: Arc::default(),
            type_aliases: Arc::default(),
            bodies: Vec::new(),
            forward: Vec::new(),
            scopes: Vec::new(),
            names: NameTable::default(),
            name_log: Vec::new(),
            frames: Vec::new(),
            file_metadata: None,
            unknown_type: ctx.none_type(),
            empty_dict: ctx.empty_dictionary(),
            nesting: 0,
            unknown_loc: ctx.unknown_loc(),
            file_ident: ctx.ident(opts.loc_file_name.as_deref().unwrap_or(&opts.file_name)),
            line_cursor: std::cell::Cell::new((1, 0)),
            line_table: std::cell::OnceCell::new(),
            scan_limit: src.len(),
            body_refs: HashMap::default(),
            body_depth: 0,
            pending_results: Vec::new(),
            pending_operands: Vec::new(),
            op_names: HashMap::default(),
            op_tails: Vec::new(),
            scratch_values: Vec::new(),
            type_stack: Vec::new(),
            keyword_types: HashMap::default(),
            short_keyword_types: Vec::new(),
            fn_types: HashMap::default(),
            shaped_types: Vec::new(),
            dialect_types: HashMap::default(),
            recent_dialect_types: Vec::new(),
            next_recent_dialect_type: 0,
            last_body_sizes: crate::ir::body::BodySizes::default(),
            spare_blocks: Vec::new(),
            spare_forward: Vec::new(),
            default_dialects: vec!["builtin"],
            custom_names: HashMap::default(),
            spare_operands: Vec::new(),
            spare_result_types: Vec::new(),
            spare_successors: Vec::new(),
            spare_attrs: Vec::new(),
            op_dicts: HashMap::default(),
            attr_names: HashMap::default(),
            elements_type: None,
            forward_loc_refs: HashMap::default(),
            defer,
            jobs: Vec::new(),
            bodies_on_threads: 0,
            deferred_failed: false,
        }
    }
}

impl<'a> Parser<'a> {
    // ----- token helpers -----

    // Not inlined, with the lexer inlined into it: the token is written straight into
    // `self.tok` instead of being returned through the stack and copied (the copy of a
    // token just stored field by field stalls on store forwarding).
    #[inline(never)]
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// The kind of the token after the current one.
    pub(crate) fn peek_kind(&self) -> T {
        self.lex.clone().next_token().kind
    }

    pub(crate) fn at(&self, k: T) -> bool {
        self.tok.kind == k
    }

    pub(crate) fn eat(&mut self, k: T) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, k: T, msg: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.err_here(msg))
        }
    }

    /// Re-lexes from a byte offset (after hand-scanned text).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex_from(pos);
        self.bump();
        self.prev_end = pos;
    }

    /// Moves the lexer to a byte offset, keeping its line count right.
    fn lex_from(&mut self, pos: usize) {
        if !self.lex.jump_to(pos) {
            let (line, col) = self.line_col_fast(pos);
            self.lex.set_line(line, pos + 1 - col as usize);
        }
    }

    /// Line (1-based, within this buffer) and column of a byte offset: from the line
    /// cursor, scanning the text in between when the offset is near it.
    fn line_col_fast(&self, offset: usize) -> (u32, u32) {
        /// Farther ahead than this, a built line table is searched instead of the text.
        const AHEAD_LIMIT: usize = 4096;
        /// Farther back than this, the line table is built (once) and searched.
        const BACK_LIMIT: usize = 1024;
        // The tokens just read: the lexer counted the lines up to them.
        if let Some((line, start)) = self.lex.line_of(offset) {
            self.line_cursor.set((line, start));
            return (line, (offset - start) as u32 + 1);
        }
        let (mut line, mut start) = self.line_cursor.get();
        let table = self.line_table.get();
        let bytes = self.src.as_bytes();
        if offset >= start && (offset - start < AHEAD_LIMIT || table.is_none()) {
            // Ahead: count the line breaks in between. Until a table exists the cursor
            // only moves back by less than `BACK_LIMIT` at a time, so these scans add up
            // to one pass plus that much per step back.
            let base = start;
            let (count, last) = newlines_in(&bytes[base..offset]);
            if let Some(i) = last {
                line += count;
                start = base + i + 1;
            }
        } else if offset < start && start - offset < BACK_LIMIT {
            // A little way back (an op's own position once its short body is parsed).
            line -= memchr::memchr_iter(b'\n', &bytes[offset..start]).count() as u32;
            start = memchr::memrchr(b'\n', &bytes[..offset]).map_or(0, |i| i + 1);
        } else {
            let starts =
                table.unwrap_or_else(|| self.line_table.get_or_init(|| line_starts(self.src)));
            let i = starts.partition_point(|&s| s <= offset);
            line = i as u32;
            start = starts[i - 1];
        }
        self.line_cursor.set((line, start));
        (line, (offset - start) as u32 + 1)
    }

    /// An error at byte `offset` of the buffer, positioned in the buffer's terms (its
    /// name, and its own lines when it is a chunk with a name of its own), as MLIR's
    /// parser locates its errors.
    pub(crate) fn err_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        // Speculative parses build and drop diagnostics often, so this must not rescan
        // the buffer: the line comes from the cursor (or the line table).
        let offset = offset.min(self.src.len());
        let (line, col) = self.line_col_fast(offset);
        let (file, line) = match &self.opts.loc_file_name {
            Some(name) => (name.clone(), line),
            None => (self.opts.file_name.clone(), line + self.opts.first_line - 1),
        };
        Diagnostic::error_at(SourcePos { file, line, col }, msg)
    }

    pub(crate) fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == T::Error {
            return self.lexer_error();
        }
        self.err_at(super::lexer::wrong_token_offset(self.src, self.tok), msg)
    }

    /// An error at the current token (MLIR's `emitError()` without a location), or the
    /// lexer's error when the current token is one.
    pub(crate) fn err_cur(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == T::Error {
            return self.lexer_error();
        }
        self.err_at(super::lexer::current_token_offset(self.tok), msg)
    }

    /// An error at the current token's start, also at the end of input (MLIR's
    /// `emitError(getToken().getLoc(), …)`), or the lexer's error when the current token
    /// is one.
    pub(crate) fn err_at_token(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == T::Error {
            return self.lexer_error();
        }
        self.err_at(self.tok.start, msg)
    }

    /// The lexer's diagnostic for the current (error) token.
    fn lexer_error(&self) -> Diagnostic {
        let (at, msg) = super::lexer::error_message(self.src, self.tok);
        self.err_at(at, msg)
    }

    /// Errors reported one after another (MLIR emits them as it unwinds): the first one,
    /// carrying the later ones as its follow-up diagnostics.
    pub(crate) fn errs_at(&self, errs: Vec<(usize, String)>) -> Diagnostic {
        let mut it = errs.into_iter();
        let (at, msg) = it
            .next()
            .unwrap_or((self.tok.start, "parse error".to_string()));
        let mut d = self.err_at(at, msg);
        d.notes.extend(it.map(|(at, msg)| self.err_at(at, msg)));
        d
    }

    fn body(&mut self) -> &mut Body {
        self.bodies.last_mut().expect("a body is being parsed")
    }

    /// The arena ops are being parsed into.
    pub(crate) fn body_mut(&mut self) -> &mut Body {
        self.body()
    }

    /// The `file:line:col` location of byte offset `pos`.
    pub(crate) fn loc_at(&self, pos: usize) -> Attribute {
        self.loc_at_line_col(self.line_col_fast(pos))
    }

    /// The `file:line:col` location of a (line, column) of this buffer.
    fn loc_at_line_col(&self, (line, col): (u32, u32)) -> Attribute {
        let line = match self.opts.loc_file_name {
            Some(_) => line,
            None => line + self.opts.first_line - 1,
        };
        self.ctx.intern_file_line_col(self.file_ident, line, col)
    }

    pub(crate) fn attr_str(&self, a: Attribute) -> String {
        super::print_attr::AttrPrinter {
            ctx: self.ctx,
            aliases: None,
        }
        .attr_to_string(a)
    }

    pub(crate) fn type_str(&self, t: Type) -> String {
        super::print_attr::AttrPrinter {
            ctx: self.ctx,
            aliases: None,
        }
        .type_to_string(t)
    }

    // ----- top level -----

    fn run_top_level(&mut self) -> PResult<ParsedModule> {
        let mut root = Body::new();
        let module = self.ctx.ident("builtin.module");
        let wrapper = root.create_op(OperationState {
            name: module,
            operands: vec![],
            result_types: vec![],
            attrs: self.ctx.empty_dictionary(),
            successors: vec![],
            num_regions: 1,
            isolated_from_above: true,
            loc: self.loc_at(0),
        });
        let region = root.regions(wrapper)[0];
        let mut nested = root.take_nested_body(wrapper).expect("module is isolated");
        let entry = nested.create_block();
        nested.append_block(region, entry);
        self.bodies.push(nested);
        self.forward.push(HashMap::default());
        self.scopes.push(Scope {
            log_start: None,
            visible_from: 0,
        });
        self.frames.push(Frame::Region(RegionFrame {
            region,
            cur_block: Some(entry),
            blocks: HashMap::default(),
            isolated: true,
            top_level: true,
            custom: false,
        }));
        self.run()?;
        if !self.jobs.is_empty() {
            self.run_jobs()?;
        }
        if self.deferred_failed {
            return Err(self.err_at(0, "a deferred body failed to parse"));
        }
        let nested = self.bodies.pop().expect("top-level body");
        root.put_nested_body(wrapper, nested);
        if !self.forward_loc_refs.is_empty() {
            self.resolve_forward_locs(&mut root)?;
        }

        // A buffer holding exactly one `builtin.module` is that module; without the
        // implicit module, the buffer's one op, whatever it is, is the root (MLIR's
        // `constructContainerOpForParserIfNecessary`).
        let inner = {
            let nb = root.nested_body(wrapper).expect("nested");
            let ops: Vec<Op> = nb.block_ops(entry).collect();
            match ops.as_slice() {
                [only] if nb.op_name(*only) == module || !self.opts.implicit_module => Some(*only),
                _ if !self.opts.implicit_module => {
                    let file = self
                        .opts
                        .loc_file_name
                        .as_ref()
                        .unwrap_or(&self.opts.file_name);
                    let pos = SourcePos {
                        file: file.clone(),
                        line: 0,
                        col: 0,
                    };
                    return Err(Diagnostic::error_at(
                        pos,
                        format!(
                            "source must contain a single top-level operation, found: {}",
                            ops.len()
                        ),
                    ));
                }
                _ => None,
            }
        };
        let not_isolated =
            inner.filter(|&i| !root.nested_body(wrapper).expect("nested").is_isolated(i));
        if let Some(inner) = not_isolated {
            // An op whose regions (if any) are in the module's arena: copied whole into an
            // arena of its own.
            let nb = root.nested_body(wrapper).expect("nested");
            let mut b = Body::new();
            let op = b
                .clone_op_from(nb, inner, &mut crate::ir::body::IrMapping::default())
                .map_err(|e| self.err_at(0, format!("{e:?}")))?;
            return Ok(ParsedModule {
                body: b,
                op,
                file_metadata: self.file_metadata.take(),
                bodies_on_threads: self.bodies_on_threads,
            });
        }
        let (body, op) = match inner {
            Some(inner) => {
                let nb = root.nested_body_mut(wrapper).expect("nested");
                let regions = nb.regions(inner).to_vec();
                let (attrs, loc) = (nb.attrs(inner), nb.loc(inner));
                let name = nb.op_name(inner);
                let result_types = nb
                    .results(inner)
                    .iter()
                    .map(|&v| nb.value_type(v))
                    .collect();
                let inner_body = nb.take_nested_body(inner).expect("the op is isolated");
                let mut b = Body::new();
                let op = b.create_op(OperationState {
                    name,
                    operands: vec![],
                    result_types,
                    attrs,
                    successors: vec![],
                    num_regions: 0,
                    isolated_from_above: false,
                    loc,
                });
                b.set_nested_body(op, inner_body, regions);
                (b, op)
            }
            None => (root, wrapper),
        };
        Ok(ParsedModule {
            body,
            op,
            file_metadata: self.file_metadata.take(),
            bodies_on_threads: self.bodies_on_threads,
        })
    }

    /// Replaces the location aliases used before their definition by their values, now
    /// that the whole buffer is read (MLIR's deferred location aliases); an alias never
    /// defined is an error at its first use.
    fn resolve_forward_locs(&mut self, root: &mut Body) -> PResult<()> {
        use crate::ir::attrs::Location;
        let ctx = self.ctx;
        let aliases: &HashMap<String, Attribute> = &self.attr_aliases;
        let mut memo: HashMap<Attribute, Attribute> = HashMap::default();
        let mut missing: Option<String> = None;
        let mut not_loc: Option<Attribute> = None;
        let mut resolve = |a: Attribute| -> Result<Attribute, ()> {
            fn go(
                ctx: &Context,
                aliases: &HashMap<String, Attribute>,
                memo: &mut HashMap<Attribute, Attribute>,
                missing: &mut Option<String>,
                not_loc: &mut Option<Attribute>,
                a: Attribute,
                depth: u32,
            ) -> Result<Attribute, ()> {
                if let Some(&r) = memo.get(&a) {
                    return Ok(r);
                }
                let AttrKind::Location(l) = ctx.attr_kind_ref(a) else {
                    return Ok(a);
                };
                if depth > 128 {
                    return Ok(a);
                }
                let mut rec = |x: Attribute| go(ctx, aliases, memo, missing, not_loc, x, depth + 1);
                let r = match l {
                    Location::Opaque(s) if s.starts_with('#') => match aliases.get(&s[1..]) {
                        Some(&v) if matches!(ctx.attr_kind_ref(v), AttrKind::Location(_)) => v,
                        Some(&v) => {
                            *missing = Some(s[1..].to_string());
                            *not_loc = Some(v);
                            return Err(());
                        }
                        None => {
                            *missing = Some(s[1..].to_string());
                            return Err(());
                        }
                    },
                    Location::Name { name, child } => {
                        let (name, child) = (*name, rec(*child)?);
                        ctx.intern_attr(AttrKind::Location(Location::Name { name, child }))
                    }
                    Location::CallSite { callee, caller } => {
                        let (callee, caller) = (*callee, *caller);
                        let (callee, caller) = (rec(callee)?, rec(caller)?);
                        ctx.intern_attr(AttrKind::Location(Location::CallSite { callee, caller }))
                    }
                    Location::Fused { locs, metadata } => {
                        let (locs, metadata) = (locs.clone(), *metadata);
                        let locs = locs.into_iter().map(&mut rec).collect::<Result<_, _>>()?;
                        ctx.intern_attr(AttrKind::Location(Location::Fused { locs, metadata }))
                    }
                    _ => a,
                };
                memo.insert(a, r);
                Ok(r)
            }
            go(ctx, aliases, &mut memo, &mut missing, &mut not_loc, a, 0)
        };
        if root.map_locations(&mut resolve).is_err() {
            let name = missing.unwrap_or_default();
            let pos = self.forward_loc_refs.get(&name).copied().unwrap_or(0);
            if let Some(v) = not_loc {
                let shown = self.attr_str(v);
                return Err(self.err_at(pos, format!("expected location, but found '{shown}'")));
            }
            return Err(self.err_at(pos, "operation location alias was never defined"));
        }
        Ok(())
    }

    /// The main loop: parses ops and block labels of the innermost region until the
    /// top-level region ends.
    fn run(&mut self) -> PResult<()> {
        loop {
            let top_level = match self.frames.last() {
                Some(Frame::Region(rf)) => rf.top_level,
                _ => unreachable!("the innermost frame is a region"),
            };
            match self.tok.kind {
                T::Eof if top_level => {
                    self.finish_region()?;
                    return Ok(());
                }
                T::Eof => return Err(self.err_here("expected '}' to end region")),
                T::RBrace if !top_level => {
                    self.bump();
                    if self.finish_region()? {
                        return Ok(());
                    }
                    if self.eat(T::Comma) {
                        self.start_generic_region()?;
                        continue;
                    }
                    self.expect(T::RParen, "expected ')' to end region list")?;
                    let Some(Frame::Op(h)) = self.frames.pop() else {
                        unreachable!("region list belongs to an op")
                    };
                    self.finish_op(h)?;
                }
                T::CaretIdent => {
                    if top_level {
                        return Err(self.err_here("expected operation name in quotes"));
                    }
                    self.parse_block_label()?;
                }
                T::HashIdent | T::ExclamationIdent if top_level => {
                    // The bodies deferred so far must not see this alias (they were
                    // written before it): parse them now.
                    if !self.jobs.is_empty() {
                        self.run_jobs()?;
                    }
                    self.parse_alias_definition()?
                }
                T::FileMetadataBegin if top_level => self.parse_file_metadata()?,
                _ => self.parse_op_start()?,
            }
        }
    }

    /// `#name = attr` or `!name = type`, checked in MLIR's order: redefinition, a `.` in
    /// the name, then the `=`.
    fn parse_alias_definition(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = tok.text(self.src)[1..].to_string();
        let is_type = tok.kind == T::ExclamationIdent;
        let (what, names) = if is_type {
            ("type", "type names")
        } else {
            ("attribute", "attribute names")
        };
        let defined = if is_type {
            self.type_aliases.contains_key(&name)
        } else {
            self.attr_aliases.contains_key(&name)
        };
        if defined {
            return Err(self.err_at(
                tok.start,
                format!("redefinition of {what} alias id '{name}'"),
            ));
        }
        if name.contains('.') {
            return Err(self.err_at(
                tok.start,
                format!("{names} with a '.' are reserved for dialect-defined names"),
            ));
        }
        self.bump();
        self.expect(
            T::Equal,
            &format!("expected '=' in {what} alias definition"),
        )?;
        if is_type {
            if self.at(T::BareIdent) && self.tok.text(self.src) == "type" {
                self.bump();
                self.expect(T::Colon, "expected ':'")?;
            }
            let t = self.parse_type()?;
            Arc::make_mut(&mut self.type_aliases).insert(name, t);
        } else {
            let a = self.parse_attr()?;
            Arc::make_mut(&mut self.attr_aliases).insert(name, a);
        }
        Ok(())
    }

    /// `{-# key: { ... }, key: { ... } #-}`, parsed as MLIR parses it: the keys
    /// `dialect_resources` and `external_resources`, their entries per dialect or
    /// resource group, and dialect resource values as the dialect accepts them (see
    /// [`crate::ir::context::DialectResources`]). The text is kept verbatim (blobs are not
    /// decoded into the IR yet).
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        let mut end = 0;
        let mut meta = super::resources::FileMetadata::default();
        self.comma_list_until(T::FileMetadataEnd, "#-}", &mut end, |p| {
            let key = p.tok;
            if !p.at(T::BareIdent) {
                return Err(p.err_cur("expected identifier key in file metadata dictionary"));
            }
            p.bump();
            p.expect(T::Colon, "expected ':'")?;
            match key.text(p.src) {
                "dialect_resources" => {
                    let groups = p.parse_resource_section(true)?;
                    meta.dialect_resources.extend(groups);
                    Ok(())
                }
                "external_resources" => {
                    use super::resources::{ReproducerOptions, ResourceValue};
                    for g in p.parse_resource_section(false)? {
                        if g.name != ReproducerOptions::GROUP {
                            meta.external_resources.push(g);
                            continue;
                        }
                        // Checked by the parser: a pipeline string, boolean switches.
                        let r = meta.reproducer.get_or_insert_with(Default::default);
                        for (k, v) in g.entries {
                            match (k.as_str(), v) {
                                ("pipeline", ResourceValue::String(s)) => {
                                    r.pipeline = Some(String::from_utf8_lossy(&s).into_owned())
                                }
                                ("disable_threading", ResourceValue::Bool(b)) => {
                                    r.disable_threading = Some(b)
                                }
                                ("verify_each", ResourceValue::Bool(b)) => r.verify_each = Some(b),
                                _ => {}
                            }
                        }
                    }
                    Ok(())
                }
                k => Err(p.err_at(
                    key.start,
                    format!("unknown key '{k}' in file metadata dictionary"),
                )),
            }
        })?;
        self.file_metadata = Some(meta);
        Ok(())
    }

    /// `{ group: { key: value, ... }, ... }` of `dialect_resources` (groups are
    /// dialects) or `external_resources`.
    fn parse_resource_section(
        &mut self,
        dialect: bool,
    ) -> PResult<Vec<super::resources::ResourceGroup>> {
        use super::resources::{blob_bytes, ResourceGroup, ResourceValue};
        use crate::ir::context::DialectResources as D;
        self.expect(T::LBrace, "expected '{'")?;
        let mut end = 0;
        let mut groups = Vec::new();
        self.comma_list_until(T::RBrace, "}", &mut end, |p| {
            let group = p.tok;
            if !p.at(T::BareIdent) {
                return Err(p.err_cur("expected identifier key for 'resource' entry"));
            }
            let name = group.text(p.src);
            p.bump();
            p.expect(T::Colon, "expected ':'")?;
            p.expect(T::LBrace, "expected '{'")?;
            let resources = if dialect {
                let Some(r) = p.ctx.dialect_resources(name) else {
                    return Err(p.err_at(group.start, format!("dialect '{name}' is unknown")));
                };
                if r == D::NoSection {
                    return Err(p.err_cur(format!(
                        "unexpected 'resource' section for dialect '{name}'"
                    )));
                }
                Some(r)
            } else {
                None
            };
            let mut entries = Vec::new();
            let mut end = 0;
            p.comma_list_until(T::RBrace, "}", &mut end, |p| {
                let key = p.tok;
                if !p.at(T::BareIdent) {
                    return Err(p.err_cur(if dialect {
                        "expected identifier key for 'resource' entry"
                    } else {
                        "expected identifier key for 'external_resources' entry"
                    }));
                }
                let key_text = key.text(p.src);
                if !dialect && name == super::resources::ReproducerOptions::GROUP {
                    return p.parse_reproducer_entry(key, &mut entries);
                }
                if resources == Some(D::NoKeys) {
                    return Err(p.err_at(
                        key.start,
                        format!("unknown 'resource' key '{key_text}' for dialect '{name}'"),
                    ));
                }
                p.bump();
                p.expect(T::Colon, "expected ':'")?;
                let value = p.tok;
                let text = value.text(p.src);
                let blob = |p: &Self| {
                    p.check_resource_blob(value, key_text)
                        .map(|()| ResourceValue::Blob(blob_bytes(&text[3..text.len() - 1])))
                };
                let v = match resources {
                    Some(D::Blobs) => blob(p)?,
                    // External entries are kept as mlir-opt keeps unknown ones: booleans,
                    // blobs (`"0x...`) and strings.
                    None if matches!(text, "true" | "false") => ResourceValue::Bool(text == "true"),
                    None if text.starts_with("\"0x") => blob(p)?,
                    None if value.kind == T::String => ResourceValue::String(
                        super::lexer::unescape(&text[1..text.len() - 1]).ok_or_else(|| {
                            p.err_at(value.start, "invalid escape sequence in string")
                        })?,
                    ),
                    None => {
                        return Err(p.err_at(
                            value.start,
                            format!("expected string value for key '{key_text}'"),
                        ))
                    }
                    Some(_) => ResourceValue::String(text.as_bytes().to_vec()),
                };
                p.bump();
                entries.push((key_text.to_string(), v));
                Ok(())
            })?;
            groups.push(ResourceGroup {
                name: name.to_string(),
                dialect: resources,
                entries,
            });
            Ok(())
        })?;
        Ok(groups)
    }

    /// An entry of the `mlir_reproducer` external resource, checked as mlir-opt 16
    /// checks it: `pipeline` takes a string, `disable_threading` and `verify_each` take
    /// `true` or `false`, and no other key is known.
    fn parse_reproducer_entry(
        &mut self,
        key: Token,
        entries: &mut Vec<(String, super::resources::ResourceValue)>,
    ) -> PResult<()> {
        use super::resources::ResourceValue;
        let key_text = key.text(self.src);
        if !matches!(key_text, "pipeline" | "disable_threading" | "verify_each") {
            return Err(self.err_at(
                key.start,
                format!("unknown 'mlir_reproducer' resource key '{key_text}'"),
            ));
        }
        self.bump();
        self.expect(T::Colon, "expected ':'")?;
        let value = self.tok;
        let text = value.text(self.src);
        let v = if key_text == "pipeline" {
            if value.kind != T::String {
                return Err(self.err_at(
                    value.start,
                    format!("expected string value for key '{key_text}'"),
                ));
            }
            ResourceValue::String(
                super::lexer::unescape(&text[1..text.len() - 1])
                    .ok_or_else(|| self.err_at(value.start, "invalid escape sequence in string"))?,
            )
        } else if matches!(text, "true" | "false") && value.kind == T::BareIdent {
            ResourceValue::Bool(text == "true")
        } else {
            return Err(self.err_at(
                value.start,
                format!("expected 'true' or 'false' value for key '{key_text}'"),
            ));
        };
        self.bump();
        entries.push((key_text.to_string(), v));
        Ok(())
    }

    /// A blob value: a string `"0x..."` of hex byte pairs whose first 4 bytes are the
    /// blob's alignment (mlir-opt 16 does not check its value).
    fn check_resource_blob(&self, value: Token, key: &str) -> PResult<()> {
        let text = value.text(self.src);
        let hex = (value.kind == T::String)
            .then(|| text[1..text.len() - 1].strip_prefix("0x"))
            .flatten()
            .filter(|h| h.len() % 2 == 0 && h.bytes().all(|b| b.is_ascii_hexdigit()));
        let Some(hex) = hex else {
            return Err(self.err_at(
                value.start,
                format!("expected hex string blob for key '{key}'"),
            ));
        };
        if hex.len() < 8 {
            return Err(self.err_at(
                value.start,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            ));
        }
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedListUntil`: nothing or `elt (, elt)*`, then `close`
    /// (spelled `spelling`), whose start is left in `close_at`.
    fn comma_list_until(
        &mut self,
        close: T,
        spelling: &str,
        close_at: &mut usize,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if !self.at(close) {
            loop {
                elt(self)?;
                if !self.eat(T::Comma) {
                    break;
                }
            }
        }
        *close_at = self.tok.start;
        self.expect(close, &format!("expected ',' or '{spelling}'"))
    }

    // ----- regions and blocks -----

    /// Starts the next region of the op on top of the frame stack; the current token is `{`.
    fn start_region(&mut self) -> PResult<()> {
        let (op, isolated, op_start) = match self.frames.last() {
            Some(Frame::Op(h)) => (h.op, h.isolated, h.start),
            _ => unreachable!("regions belong to an op"),
        };
        self.expect(T::LBrace, "expected '{' to begin a region")?;
        let region = self.body().add_region(op);
        if isolated {
            let mut nested = self
                .body()
                .take_nested_body(op)
                .expect("isolated op has a body");
            // Functions of a file tend to be alike: room for what the previous isolated
            // body held saves growing the new one step by step (capped, so one huge
            // function does not make every small one allocate its size).
            nested.reserve_total(self.last_body_sizes);
            self.bodies.push(nested);
            let fwd = self.spare_forward.pop().unwrap_or_default();
            self.forward.push(fwd);
        }
        let visible_from = if isolated {
            op_start
        } else {
            self.scopes.last().map_or(0, |s| s.visible_from)
        };
        let log_start = (!self.names.is_empty()).then_some(self.name_log.len());
        self.scopes.push(Scope {
            log_start,
            visible_from,
        });
        let blocks = self.spare_blocks.pop().unwrap_or_default();
        self.frames.push(Frame::Region(RegionFrame {
            region,
            cur_block: None,
            blocks,
            isolated,
            top_level: false,
            custom: false,
        }));
        Ok(())
    }

    /// Closes the innermost region; `true` when it was parsed for a custom parse hook.
    fn finish_region(&mut self) -> PResult<bool> {
        let Some(Frame::Region(mut rf)) = self.frames.pop() else {
            unreachable!("innermost frame is a region")
        };
        if let Some(pos) = rf.blocks.values().filter_map(|(_, p)| *p).min() {
            return Err(self.err_at(pos, "reference to an undefined block"));
        }
        // Only small tables are kept: clearing and scanning cost O(capacity).
        if rf.blocks.capacity() <= SPARE_CAPACITY {
            rf.blocks.clear();
            self.spare_blocks.push(rf.blocks);
        }
        if let Some(scope) = self.scopes.pop() {
            self.close_scope(scope);
        }
        if rf.isolated {
            let fwd = self.forward.pop().expect("forward table");
            // MLIR's message does not name the value; the caret shows it.
            if let Some(pos) = fwd.values().map(|(_, p)| *p).min() {
                return Err(self.err_at(pos, "use of undeclared SSA value name"));
            }
            if fwd.capacity() <= SPARE_CAPACITY {
                self.spare_forward.push(fwd);
            }
            // A worker's body (no op frame around it) stays for the worker to take.
            if !rf.top_level && !self.frames.is_empty() {
                let mut nested = self.bodies.pop().expect("nested body");
                self.last_body_sizes = nested.sizes().capped(BODY_HINT_CAP);
                nested.shrink_to_fit();
                let Some(Frame::Op(h)) = self.frames.last() else {
                    unreachable!("region belongs to an op")
                };
                let op = h.op;
                self.body().put_nested_body(op, nested);
            }
        }
        Ok(rf.custom)
    }

    /// Parses a region `{...}` for a custom parse hook, giving its entry block `args`. The
    /// op being parsed is on top of the frame stack.
    pub(crate) fn parse_custom_region(
        &mut self,
        args: &[super::custom::Argument],
    ) -> PResult<Region> {
        self.start_region()?;
        let region = {
            let rf = self.region_frame();
            rf.custom = true;
            rf.region
        };
        let mut named = Vec::new();
        if !args.is_empty() {
            if self.at(T::CaretIdent) {
                return Err(self.err_cur("invalid block name in region with named arguments"));
            }
            let blk = self.body().create_block();
            self.body().append_block(region, blk);
            self.region_frame().cur_block = Some(blk);
            for a in args {
                let v = self.body().add_block_argument(blk, a.ty);
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.name.pos));
                self.body().set_arg_loc(v, loc);
                let name = &self.src[a.name.pos..a.name.pos + a.name.len as usize];
                if let Some(prev) = self.reference_pos(name) {
                    let mut d = self.err_at(
                        a.name.pos,
                        format!("region entry argument '{name}' is already in use"),
                    );
                    d.notes
                        .push(self.note_at(prev, "previously referenced here"));
                    return Err(d);
                }
                self.define_values(name, v, 1, a.name.pos)?;
                if self.defer {
                    named.push((name, a.name.pos, v));
                }
            }
        }
        self.try_defer(named, true);
        self.run()?;
        Ok(region)
    }

    /// Starts the next region of an op in generic form, deferring its body when it can.
    fn start_generic_region(&mut self) -> PResult<()> {
        self.start_region()?;
        self.try_defer(Vec::new(), false);
        Ok(())
    }

    /// Defers the body of the region just opened, when the parser defers bodies and the
    /// region is a non-empty body of an isolated op that is not a symbol table, with no
    /// SSA name in scope around it
    /// (the body then depends on nothing but the text and the aliases read so far): the
    /// text is skipped to the matching `}`, which becomes the current token, so the
    /// region closes as an empty one would; its entry block is made first for a custom
    /// parse hook, which may look at it. `args` are the entry block's named arguments.
    fn try_defer(&mut self, args: Vec<(&'a str, usize, Value)>, custom: bool) {
        if !self.defer || matches!(self.tok.kind, T::RBrace | T::Eof | T::Error) {
            return;
        }
        let Some(Frame::Region(rf)) = self.frames.last() else {
            return;
        };
        let no_outer_names = self.scopes.last().is_some_and(|s| s.log_start.is_none());
        if !rf.isolated || rf.top_level || !no_outer_names {
            return;
        }
        // A custom hook's region starting with a block label: parsed here (rare).
        if custom && rf.cur_block.is_none() && self.at(T::CaretIdent) {
            return;
        }
        // The body of a symbol table (a module) is parsed here, so that the bodies of the
        // symbols in it (functions) are deferred one by one.
        let owner = match self.frames.len().checked_sub(2).map(|i| &self.frames[i]) {
            Some(Frame::Op(h)) => h.op,
            _ => return,
        };
        // The region's own arena is on top; the op is in the one below.
        let Some(outer) = self.bodies.len().checked_sub(2) else {
            return;
        };
        let name = self.bodies[outer].op_name(owner);
        let traits = crate::ir::registry::OpTraits::SYMBOL_TABLE;
        if self
            .ctx
            .op_info_of(name)
            .is_some_and(|i| i.traits.contains(traits))
        {
            return;
        }
        let start = self.tok.start;
        let Some(end) = matching_brace(self.src.as_bytes(), start) else {
            return;
        };
        if custom {
            self.current_block();
        }
        self.line_col_fast(start);
        let line = self.line_cursor.get();
        let path = self
            .frames
            .iter()
            .filter_map(|f| match f {
                Frame::Op(h) if h.isolated => Some(h.op),
                _ => None,
            })
            .collect();
        let rf = self.region_frame();
        let (region, cur_block) = (rf.region, rf.cur_block);
        self.jobs.push(Job {
            path,
            region,
            cur_block,
            start,
            end,
            line,
            args,
            default_dialects: self.default_dialects.clone(),
        });
        self.reset_to(end);
    }

    /// Parses the deferred bodies on the thread pool, into their ops' arenas (reached
    /// from the top-level arena, the only one open when this runs). Any failure is an
    /// error without a diagnostic of its own: the caller parses again on one thread.
    fn run_jobs(&mut self) -> PResult<()> {
        use rayon::prelude::*;
        let jobs = std::mem::take(&mut self.jobs);
        self.bodies_on_threads += jobs.len();
        let root = self.bodies.first_mut().expect("top-level body");
        let mut work: Vec<(Job<'a>, Option<Box<Body>>)> = Vec::with_capacity(jobs.len());
        for job in jobs {
            let (&owner, outer) = job.path.split_last().expect("a job has its op");
            let mut b: &mut Body = root;
            for &op in outer {
                b = b.nested_body_mut(op).expect("isolated ops have bodies");
            }
            let body = b.take_nested_body(owner).expect("isolated op has its body");
            work.push((job, Some(body)));
        }
        let (ctx, src, opts) = (self.ctx, self.src, self.opts);
        let (attrs, types) = (self.attr_aliases.clone(), self.type_aliases.clone());
        // Contiguous runs of bodies per worker parser, several per thread so unequal
        // bodies still balance; a parser's caches (op names, types) serve its whole run.
        let per_chunk = work.len().div_ceil(rayon::current_num_threads() * 8).max(1);
        let failed = std::sync::atomic::AtomicBool::new(false);
        let forward_locs: Vec<HashMap<String, usize>> = work
            .par_chunks_mut(per_chunk)
            .map(|chunk| {
                let mut p = Parser::new(ctx, src, opts, false);
                p.attr_aliases = attrs.clone();
                p.type_aliases = types.clone();
                for (job, body) in chunk {
                    if failed.load(std::sync::atomic::Ordering::Relaxed) {
                        break;
                    }
                    let b = body.take().expect("body");
                    match p.run_job(job, b) {
                        Some(b) => *body = Some(b),
                        None => {
                            failed.store(true, std::sync::atomic::Ordering::Relaxed);
                            break;
                        }
                    }
                }
                std::mem::take(&mut p.forward_loc_refs)
            })
            .collect();
        if failed.into_inner() {
            return Err(self.err_at(0, "a deferred body failed to parse"));
        }
        for refs in forward_locs {
            for (name, pos) in refs {
                let e = self.forward_loc_refs.entry(name).or_insert(pos);
                *e = (*e).min(pos);
            }
        }
        let root = self.bodies.first_mut().expect("top-level body");
        for (job, body) in work {
            let (&owner, outer) = job.path.split_last().expect("a job has its op");
            let mut b: &mut Body = root;
            for &op in outer {
                b = b.nested_body_mut(op).expect("isolated ops have bodies");
            }
            b.put_nested_body(owner, body.expect("parsed body"));
        }
        Ok(())
    }

    /// Parses now, on this thread, the deferred bodies of `op`'s regions (`op` being the
    /// op whose custom parse hook runs, in the arena on top): the hook is about to read
    /// them. A failure makes the whole parse fail (and the caller parse again on one
    /// thread).
    pub(crate) fn complete_deferred(&mut self, op: Op) {
        let pending = |p: &Self| {
            p.jobs.last().is_some_and(|j| {
                j.path.last() == Some(&op)
                    && j.path.len()
                        == p.frames
                            .iter()
                            .filter(|f| matches!(f, Frame::Op(h) if h.isolated))
                            .count()
            })
        };
        while pending(self) {
            let job = self.jobs.pop().expect("a pending job");
            let (ctx, src, opts) = (self.ctx, self.src, self.opts);
            let mut worker = Parser::new(ctx, src, opts, false);
            worker.attr_aliases = self.attr_aliases.clone();
            worker.type_aliases = self.type_aliases.clone();
            let body = self
                .body()
                .take_nested_body(op)
                .expect("isolated op has its body");
            match worker.run_job(&job, body) {
                Some(body) => {
                    self.body().put_nested_body(op, body);
                    for (name, pos) in worker.forward_loc_refs {
                        let e = self.forward_loc_refs.entry(name).or_insert(pos);
                        *e = (*e).min(pos);
                    }
                }
                None => {
                    // An empty arena stands in; the parse is abandoned.
                    self.body().put_nested_body(op, Box::new(Body::new()));
                    self.deferred_failed = true;
                }
            }
        }
    }

    /// Parses one deferred body into `body`, its op's arena; `None` when it fails or
    /// does not end at the `}` the skip found.
    fn run_job(&mut self, job: &Job<'a>, mut body: Box<Body>) -> Option<Box<Body>> {
        body.reserve_total(self.last_body_sizes);
        self.bodies.push(body);
        self.forward.push(HashMap::default());
        self.scopes.push(Scope {
            log_start: None,
            visible_from: 0,
        });
        self.frames.push(Frame::Region(RegionFrame {
            region: job.region,
            cur_block: job.cur_block,
            blocks: HashMap::default(),
            isolated: true,
            top_level: false,
            custom: true,
        }));
        self.default_dialects.clone_from(&job.default_dialects);
        self.line_cursor.set(job.line);
        self.lex_from(job.start);
        self.bump();
        self.prev_end = job.start;
        for &(name, pos, v) in &job.args {
            self.define_values(name, v, 1, pos).ok()?;
        }
        self.run().ok()?;
        if self.prev_end != job.end + 1 || !self.frames.is_empty() {
            return None;
        }
        let mut body = self.bodies.pop()?;
        self.last_body_sizes = body.sizes().capped(BODY_HINT_CAP);
        body.shrink_to_fit();
        Some(body)
    }

    /// The innermost region being parsed (below the op of a running custom parse hook).
    pub(crate) fn region_frame(&mut self) -> &mut RegionFrame<'a> {
        let i = match self.frames.last() {
            Some(Frame::Region(_)) => self.frames.len() - 1,
            _ => self
                .frames
                .iter()
                .rposition(|f| matches!(f, Frame::Region(_)))
                .expect("ops are parsed inside a region"),
        };
        match &mut self.frames[i] {
            Frame::Region(rf) => rf,
            Frame::Op(_) => unreachable!("found a region frame"),
        }
    }

    /// The block named `name` in the current region, created on first reference.
    pub(crate) fn block_ref(&mut self, name: &'a str, pos: usize) -> Block {
        if let Some((b, _)) = self.region_frame().blocks.get(name) {
            return *b;
        }
        let b = self.body().create_block();
        self.region_frame().blocks.insert(name, (b, Some(pos)));
        b
    }

    fn parse_block_label(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = tok.text(self.src);
        self.bump();
        let block = match self.region_frame().blocks.get(name).copied() {
            Some((_, None)) => {
                return Err(self.err_at(tok.start, format!("redefinition of block '{name}'")))
            }
            Some((b, Some(_))) => b,
            None => self.body().create_block(),
        };
        self.region_frame().blocks.insert(name, (block, None));
        let region = self.region_frame().region;
        self.body().append_block(region, block);
        self.region_frame().cur_block = Some(block);
        if self.eat(T::LParen) && !self.eat(T::RParen) {
            loop {
                let at = self.tok;
                if at.kind != T::PercentIdent {
                    return Err(self.err_here("expected SSA operand"));
                }
                self.bump();
                self.expect(T::Colon, "expected ':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                // An argument without `loc(...)` is located at its name, as in MLIR.
                let loc = if self.at(T::BareIdent) && self.tok.text(self.src) == "loc" {
                    self.parse_location()?
                } else {
                    self.loc_at(at.start)
                };
                let v = self.body().add_block_argument(block, ty);
                self.body().set_arg_loc(v, loc);
                self.define_values(at.text(self.src), v, 1, at.start)?;
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::RParen, "expected ')'")?;
        }
        self.expect(T::Colon, "expected ':' after block name")?;
        Ok(())
    }

    // ----- values -----

    /// A note at byte offset `pos`.
    pub(crate) fn note_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        let mut n = self.err_at(pos, message);
        n.severity = crate::support::diag::Severity::Note;
        n
    }

    /// Removes the names `scope` defined from the table.
    fn close_scope(&mut self, scope: Scope) {
        match scope.log_start {
            Some(start) => {
                for (pos, len, h) in self.name_log.drain(start..) {
                    let name = &self.src[pos..pos + len as usize];
                    self.names.remove(self.src, name, h);
                }
            }
            // A large table (a long function's) is freed rather than kept for the next
            // scopes: clearing and scanning cost O(capacity).
            None if self.names.capacity() > SPARE_CAPACITY => self.names = NameTable::default(),
            None => self.names.clear(),
        }
    }

    /// Binds `name` to `count` consecutive values starting at `first` (an op's results, or
    /// one block argument), checking for redefinition and resolving forward references.
    fn define_values(
        &mut self,
        name: &'a str,
        first: Value,
        count: u32,
        pos: usize,
    ) -> PResult<()> {
        // One probe checks every enclosing scope and binds the name. As MLIR's parser
        // (whose custom regions are not separate name scopes unless the op enables name
        // shadowing, which none of Strata's do): a name may not be defined again while a
        // definition in any enclosing region is in scope, even across an op isolated from
        // above (a module-level `%0` and a function's `%0` clash).
        let h = NameHash::of(name);
        let previous = self
            .names
            .insert(self.src, name, h, pos, first, count)
            .err()
            .map(|b| b.pos);
        if previous.is_none() && self.scopes.last().expect("scope").log_start.is_some() {
            self.name_log.push((pos, name.len() as u32, h));
        }
        if let Some(prev) = previous {
            let mut d = self.err_at(pos, format!("redefinition of SSA value '{name}'"));
            d.notes.push(self.note_at(prev, "previously defined here"));
            return Err(d);
        }
        if self.forward.last().expect("forward table").is_empty() {
            return Ok(());
        }
        for i in 0..count {
            let v = Value::new(first.index() + i as usize);
            let key = (name, i);
            if let Some((ph, use_pos)) =
                self.forward.last_mut().expect("forward table").remove(&key)
            {
                let (pt, vt) = (self.body().value_type(ph), self.body().value_type(v));
                if pt != vt {
                    let mut d = self.err_at(
                        pos,
                        format!(
                            "definition of SSA value '{name}#{i}' has type '{}'",
                            self.type_str(vt)
                        ),
                    );
                    d.notes.push(self.note_at(
                        use_pos,
                        format!("previously used here with type '{}'", self.type_str(pt)),
                    ));
                    return Err(d);
                }
                self.body().replace_all_uses_with(ph, v);
            }
        }
        Ok(())
    }

    /// Where `name` was defined (in any enclosing scope) or first used (forward, in the
    /// current isolated scope): MLIR's `getReferenceLoc`.
    fn reference_pos(&self, name: &str) -> Option<usize> {
        // Definitions in every enclosing scope count, across isolation (see
        // `define_values`).
        if let Some(b) = self.names.get(self.src, name, NameHash::of(name)) {
            return Some(b.pos);
        }
        self.forward
            .last()
            .and_then(|f| f.get(&(name, 0)))
            .map(|&(_, use_pos)| use_pos)
    }

    pub(crate) fn resolve_value(
        &mut self,
        name: &'a str,
        idx: u32,
        ty: Type,
        pos: usize,
    ) -> PResult<Value> {
        let mut found = None;
        let mut prior = pos;
        let visible_from = self.scopes.last().expect("scope").visible_from;
        if let Some(b) = self.names.get(self.src, name, NameHash::of(name)) {
            // A name defined outside the innermost isolated op is not visible in it.
            if b.pos >= visible_from {
                prior = b.pos;
                found = Some(if idx < b.count {
                    Ok(Value::new(b.first.index() + idx as usize))
                } else {
                    Err(b.count)
                });
            }
        }
        let v = match found {
            Some(Ok(v)) => v,
            Some(Err(_)) => return Err(self.err_at(pos, "reference to invalid result number")),
            None => {
                let key = (name, idx);
                match self.forward.last().expect("forward table").get(&key) {
                    Some(&(v, first_use)) => {
                        prior = first_use;
                        v
                    }
                    None => {
                        let v = self.body().create_placeholder(ty);
                        self.forward
                            .last_mut()
                            .expect("forward table")
                            .insert(key, (v, pos));
                        v
                    }
                }
            }
        };
        let have = self.body().value_type(v);
        if have != ty {
            let mut d = self.err_at(
                pos,
                format!(
                    "use of value '{name}' expects different type than prior uses: '{}' vs '{}'",
                    self.type_str(ty),
                    self.type_str(have)
                ),
            );
            d.notes.push(self.note_at(prior, "prior use here"));
            return Err(d);
        }
        Ok(v)
    }

    // ----- operations -----

    pub(crate) fn parse_value_ref(&mut self) -> PResult<(&'a str, u32, usize)> {
        let tok = self.tok;
        if tok.kind != T::PercentIdent {
            return Err(self.err_here("expected SSA operand"));
        }
        self.bump();
        let mut idx = 0;
        if self.at(T::HashIdent) {
            let t = self.tok.text(self.src);
            idx = t[1..]
                .parse()
                .map_err(|_| self.err_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok((tok.text(self.src), idx, tok.start))
    }

    fn parse_op_start(&mut self) -> PResult<()> {
        let start = self.tok.start;
        let results_start = self.pending_results.len();
        if self.at(T::PercentIdent) {
            loop {
                let tok = self.tok;
                if tok.kind != T::PercentIdent {
                    return Err(self.err_here("expected valid ssa identifier"));
                }
                self.bump();
                let mut count = 1;
                if self.eat(T::Colon) {
                    let c = self.tok;
                    if c.kind != T::Integer {
                        return Err(self.err_here("expected integer number of results"));
                    }
                    count = c
                        .text(self.src)
                        .parse()
                        .ok()
                        .filter(|&n: &u32| n > 0)
                        .ok_or_else(|| {
                            self.err_here("expected named operation to have at least 1 result")
                        })?;
                    self.bump();
                }
                self.pending_results
                    .push((tok.text(self.src), count, tok.start));
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::Equal, "expected '=' after SSA name")?;
        }
        let name_tok = self.tok;
        // An integer type (`i32`) is its own token in MLIR's lexer, not an op name.
        if name_tok.kind == T::BareIdent && !is_integer_type_token(name_tok.text(self.src)) {
            return self.parse_custom_op(start, results_start, name_tok);
        }
        if name_tok.kind != T::String {
            return Err(self.err_here("expected operation name in quotes"));
        }
        let (name_id, isolated, defaults, tails) = match self.op_names.get(name_tok.text(self.src))
        {
            Some(&cached) => {
                self.bump();
                cached
            }
            None => self.check_op_name(name_tok)?,
        };
        self.expect(T::LParen, "expected '(' to start operand list")?;
        let operands_start = self.pending_operands.len();
        // The operand list is optional inside the parentheses (MLIR's
        // `parseOptionalSSAUseList`): anything but `%` goes on to the `)`.
        if !self.eat(T::RParen) {
            if self.at(T::PercentIdent) {
                loop {
                    let r = self.parse_value_ref()?;
                    self.pending_operands.push(r);
                    if !self.eat(T::Comma) {
                        break;
                    }
                }
            }
            self.expect(T::RParen, "expected ')' to end operand list")?;
        }
        let mut successors = Vec::new();
        if self.at(T::LSquare) {
            // A registered op that is not a terminator may not have successors.
            let info = self.ctx.op_info_of(name_id);
            if info.is_some_and(|i| !i.is_terminator()) {
                return Err(self.err_here("successors in non-terminator"));
            }
        }
        if self.eat(T::LSquare) {
            loop {
                let tok = self.tok;
                if tok.kind != T::CaretIdent {
                    return Err(self.err_here("expected block name"));
                }
                if self.region_frame().top_level {
                    return Err(self
                        .err_here("operations with successors are not allowed at the top level"));
                }
                self.bump();
                let name = tok.text(self.src);
                successors.push(self.block_ref(name, tok.start));
                if self.at(T::LParen) {
                    return Err(self.err_here("successor operands in the generic form are not supported; list them as operands"));
                }
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::RSquare, "expected ']' to end successor list")?;
        }
        if self.at(T::Less) {
            return Err(self.err_here("properties '<{...}>' are not supported by MLIR 16's syntax"));
        }
        let num_results: u32 = self.pending_results[results_start..]
            .iter()
            .fold(0u32, |acc, r| acc.saturating_add(r.1));
        let state = OperationState {
            name: name_id,
            operands: vec![],
            // Result types are patched in `finish_op`; added below without a `Vec`.
            result_types: Vec::new(),
            attrs: self.empty_dict,
            successors,
            num_regions: 0,
            isolated_from_above: isolated,
            loc: self.unknown_loc,
        };
        let op = self.body().create_op(state);
        let unknown = self.unknown_type;
        // More results than bytes of input cannot match any type list, and
        // `finish_op` reports the mismatch; do not allocate them first.
        if (num_results as usize) <= self.src.len() {
            self.body()
                .add_results_of_type(op, unknown, num_results as usize);
        }
        let block = self.current_block();
        self.body().append_op(block, op);
        let header = OpHeader {
            op,
            tails,
            defaults,
            start,
            name_line_col: self.line_col_fast(name_tok.start),
            results: results_start,
            operands: operands_start,
            isolated,
        };
        if self.at(T::LParen) {
            self.bump();
            self.frames.push(Frame::Op(header));
            return self.start_generic_region();
        }
        self.finish_op(header)
    }

    /// The current block of the innermost region, created on first use.
    fn current_block(&mut self) -> Block {
        match self.region_frame().cur_block {
            Some(b) => b,
            None => {
                let b = self.body().create_block();
                let region = self.region_frame().region;
                self.body().append_block(region, b);
                self.region_frame().cur_block = Some(b);
                b
            }
        }
    }

    /// The registered op a bare op name in custom form names: as written, or prefixed with
    /// the default dialect when it has no `.` (MLIR's `parseCustomOperationName`).
    fn custom_op_name(&mut self, text: &'a str) -> (crate::Identifier, Option<&'a OpInfo>) {
        let dd = self.default_dialects.last().copied().unwrap_or("");
        let key = (text, dd.as_ptr() as usize);
        if let Some(&r) = self.custom_names.get(&key) {
            return r;
        }
        let ctx = self.ctx;
        let r = if let Some(info) = ctx.op_info(text) {
            (ctx.ident(text), Some(info))
        } else if !text.contains('.') && !dd.is_empty() {
            let full = format!("{dd}.{text}");
            let info = ctx.op_info(&full);
            (ctx.ident(&full), info)
        } else {
            (ctx.ident(text), None)
        };
        self.custom_names.insert(key, r);
        r
    }

    /// Parses an op in custom form: the op's parse hook reads what follows its name; then
    /// the trailing location, and the results are bound.
    fn parse_custom_op(
        &mut self,
        start: usize,
        results_start: usize,
        name_tok: Token,
    ) -> PResult<()> {
        let text = name_tok.text(self.src);
        let (name_id, info) = self.custom_op_name(text);
        let Some(info) = info else {
            let dd = self.default_dialects.last().copied().unwrap_or("");
            let tried = if !text.contains('.') && !dd.is_empty() {
                format!(" (tried '{dd}.{text}' as well)")
            } else {
                String::new()
            };
            // MLIR first looks for the dialect; an unknown one is reported with the
            // registered dialects listed (also with `--allow-unregistered-dialect`: a
            // custom form needs the dialect).
            let dialect = match text.split_once('.') {
                Some((d, _)) => d,
                None if !dd.is_empty() => dd,
                None => "",
            };
            if !self.ctx.is_known_dialect(dialect) {
                let mut d = self.err_at(
                    name_tok.start,
                    format!("Dialect `{dialect}' not found for custom op '{text}' {tried}"),
                );
                d.notes.push(self.note_at(
                    name_tok.start,
                    format!(
                        "Registered dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                        self.ctx.known_dialects().join(", ")
                    ),
                ));
                return Err(d);
            }
            return Err(self.err_at(
                name_tok.start,
                format!("custom op '{text}' is unknown{tried}"),
            ));
        };
        let Some(parse) = info.parse else {
            return Err(self.err_at(
                name_tok.start,
                format!("custom op '{text}' has no custom assembly form; use the generic form"),
            ));
        };
        self.bump();
        let (attrs, loc) = (self.empty_dict, self.unknown_loc);
        let op = self.body().create_op(OperationState {
            name: name_id,
            operands: vec![],
            result_types: Vec::new(),
            attrs,
            successors: vec![],
            num_regions: 0,
            isolated_from_above: info.isolated_from_above(),
            loc,
        });
        let block = self.current_block();
        self.body().append_op(block, op);
        let operands_start = self.pending_operands.len();
        self.frames.push(Frame::Op(OpHeader {
            op,
            tails: u32::MAX,
            defaults: None,
            start,
            name_line_col: self.line_col_fast(name_tok.start),
            results: results_start,
            operands: operands_start,
            isolated: info.isolated_from_above(),
        }));
        self.default_dialects
            .push(info.default_dialect.unwrap_or(""));
        // The lists of the last op parsed are reused (a nested op starts from empty ones).
        let operands = std::mem::take(&mut self.spare_operands);
        let result_types = std::mem::take(&mut self.spare_result_types);
        let successors = std::mem::take(&mut self.spare_successors);
        let attrs = std::mem::take(&mut self.spare_attrs);
        let mut cp = super::custom::OpParser {
            p: self,
            op,
            name: name_id,
            name_pos: name_tok.start,
            operands,
            result_types,
            attrs,
            successors,
            spec: info.spec,
        };
        // A failed parse abandons the whole buffer: the frame stack need not be unwound.
        parse(&mut cp)?;
        let super::custom::OpParser {
            mut operands,
            mut result_types,
            attrs,
            mut successors,
            ..
        } = cp;
        self.default_dialects.pop();
        let Some(Frame::Op(h)) = self.frames.pop() else {
            unreachable!("a successful custom parse leaves its op's frame on top")
        };
        let mut attrs = attrs;
        if let (Some(populate), Some(def)) = (info.populate_default_attrs, info.spec) {
            populate(self.ctx, def, &mut attrs);
        }
        if !attrs.is_empty() {
            let d = self.op_dictionary(&mut attrs);
            self.body().set_attrs(op, d);
        }
        let loc = if self.at(T::BareIdent) && self.tok.text(self.src) == "loc" {
            self.parse_location()?
        } else {
            self.loc_at_line_col(h.name_line_col)
        };
        self.body().set_loc(op, loc);
        self.body().set_operands(op, &operands);
        if !successors.is_empty() {
            self.body().set_successors(op, &successors);
        }
        let named: u32 = self.pending_results[h.results..]
            .iter()
            .fold(0u32, |acc, r| acc.saturating_add(r.1));
        if self.pending_results.len() > h.results && named as usize != result_types.len() {
            if result_types.is_empty() {
                return Err(self.err_at(h.start, "cannot name an operation with no results"));
            }
            return Err(self.err_at(
                h.start,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    result_types.len(),
                    named
                ),
            ));
        }
        self.body().add_results(op, &result_types);
        // An op's results are consecutive values: each name binds a run of them.
        let mut next = self.body().results(op).first().map_or(0, |v| v.index());
        for k in h.results..self.pending_results.len() {
            let (name, count, pos) = self.pending_results[k];
            self.define_values(name, Value::new(next), count, pos)?;
            next += count as usize;
        }
        self.pending_results.truncate(h.results);
        operands.clear();
        result_types.clear();
        successors.clear();
        attrs.clear();
        self.spare_operands = operands;
        self.spare_attrs = attrs;
        self.spare_result_types = result_types;
        self.spare_successors = successors;
        Ok(())
    }

    /// The identifier of an attribute name a custom parse hook adds (hooks add the same
    /// few names on every op: a parser-local table finds them without locking the
    /// context).
    pub(crate) fn attr_name(&mut self, name: &str) -> crate::Identifier {
        if let Some(&id) = self.attr_names.get(name) {
            return id;
        }
        let id = self.ctx.ident(name);
        if self.attr_names.len() < MAX_OP_DICTS {
            self.attr_names.insert(name.into(), id);
        }
        id
    }

    /// The dictionary of the attributes a custom parse hook added (sorted by name, the
    /// last of equal names kept: [`Context::dictionary_attr`]); `attrs` is left for reuse.
    fn op_dictionary(&mut self, attrs: &mut Vec<(crate::Identifier, Attribute)>) -> Attribute {
        if let Some(&d) = self.op_dicts.get(attrs.as_slice()) {
            return d;
        }
        let key: Box<[_]> = attrs.as_slice().into();
        let d = self.ctx.dictionary_attr(std::mem::take(attrs));
        if self.op_dicts.len() < MAX_OP_DICTS {
            self.op_dicts.insert(key, d);
        }
        d
    }

    /// Parses what follows the regions: attributes, the function type and the location,
    /// then resolves operands and defines results.
    fn finish_op(&mut self, h: OpHeader) -> PResult<()> {
        let tail_start = self.tok.start;
        let (inputs, results, type_pos) = match self.recent_op_tail(h.tails) {
            Some((d, fty, type_off)) => {
                if let Some(d) = d {
                    self.body().set_attrs(h.op, d);
                }
                let ctx = self.ctx;
                let (inputs, results) = ctx
                    .function_type_parts(fty)
                    .expect("a remembered tail has a function type");
                (inputs, results, tail_start + type_off as usize)
            }
            None => self.parse_op_tail(&h)?,
        };
        let num_operands = self.pending_operands.len() - h.operands;
        if inputs.len() != num_operands {
            return Err(self.err_at(
                type_pos,
                format!(
                    "expected {} operand type{} but had {}",
                    num_operands,
                    if num_operands == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        let named_results = self.pending_results.len() > h.results;
        let num_results: u32 = self.pending_results[h.results..]
            .iter()
            .fold(0u32, |acc, r| acc.saturating_add(r.1));
        // Unnamed results are allowed (`"d.a"() : () -> i32`); named ones must all be bound.
        if named_results && results.len() != num_results as usize {
            if results.is_empty() {
                return Err(self.err_at(h.start, "cannot name an operation with no results"));
            }
            return Err(self.err_at(
                h.start,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    results.len(),
                    num_results
                ),
            ));
        }
        if self.at(T::BareIdent) && self.tok.text(self.src) == "loc" {
            let loc = self.parse_location()?;
            self.body().set_loc(h.op, loc);
        } else {
            let loc = self.loc_at_line_col(h.name_line_col);
            self.body().set_loc(h.op, loc);
        }
        let mut vals = std::mem::take(&mut self.scratch_values);
        vals.clear();
        for (i, &ty) in inputs.iter().enumerate() {
            let (name, idx, pos) = self.pending_operands[h.operands + i];
            match self.resolve_value(name, idx, ty, pos) {
                Ok(v) => vals.push(v),
                Err(e) => {
                    self.scratch_values = vals;
                    return Err(e);
                }
            }
        }
        self.pending_operands.truncate(h.operands);
        self.body().set_operands(h.op, &vals);
        if !named_results && !results.is_empty() {
            self.body().add_results(h.op, results);
        }
        vals.clear();
        vals.extend_from_slice(self.body().results(h.op));
        for (&v, &t) in vals.iter().zip(results) {
            self.body().set_value_type(v, t);
        }
        self.scratch_values = vals;
        let mut next = self.body().results(h.op).first().map_or(0, |v| v.index());
        for k in h.results..self.pending_results.len() {
            let (name, count, pos) = self.pending_results[k];
            self.define_values(name, Value::new(next), count, pos)?;
            next += count as usize;
        }
        self.pending_results.truncate(h.results);
        Ok(())
    }

    /// Parses a generic op's attribute dictionary and function type (the current token is
    /// the `{` or the `:`), remembering their text for the next ops of the same name.
    /// Returns the function type's parts and the offset of the type.
    #[allow(clippy::type_complexity)]
    fn parse_op_tail(&mut self, h: &OpHeader) -> PResult<(&'a [Type], &'a [Type], usize)> {
        let tail_start = self.tok.start;
        let has_dict = self.at(T::LBrace);
        let mut entries = if has_dict {
            self.parse_attr_dict()?
        } else {
            Vec::new()
        };
        // Default-valued attributes the text leaves out are added (and re-sorted).
        let d = match h.defaults {
            Some((populate, def)) if populate(self.ctx, def, &mut entries) => {
                Some(self.ctx.dictionary_attr(entries))
            }
            _ if has_dict => Some(self.ctx.intern_attr(AttrKind::Dictionary(entries))),
            _ => None,
        };
        if let Some(d) = d {
            self.body().set_attrs(h.op, d);
        }
        self.expect(T::Colon, "expected ':' followed by operation type")?;
        let type_pos = self.tok.start;
        let fty = self.parse_type()?;
        let ctx = self.ctx;
        let Some((inputs, results)) = ctx.function_type_parts(fty) else {
            return Err(self.err_at(type_pos, "expected function type"));
        };
        self.remember_op_tail(h.tails, tail_start, type_pos, d, fty);
        Ok((inputs, results, type_pos))
    }

    /// The dictionary and function type of the generic op tail at the current token when
    /// its text is that of one of the last tails of ops of the same name (slot `slot` of
    /// `op_tails`), moving past it. A tail's parse depends only on its tokens, and a text
    /// that was parsed before followed by a line break or a space (which ends its last
    /// token) reads the same tokens; the token after it must be one that may follow an op
    /// (a location, the next op or block, the end of the region), so that nothing could
    /// have continued the type.
    #[inline]
    fn recent_op_tail(&mut self, slot: u32) -> Option<(Option<Attribute>, Type, u32)> {
        let tails = self.op_tails.get(slot as usize)?;
        let bytes = self.src.as_bytes();
        let start = self.tok.start;
        let limit = self.scan_limit.min(bytes.len());
        let rest = bytes.get(start..limit)?;
        let head = u64::from_le_bytes(rest.get(..8)?.try_into().ok()?);
        let e = *tails.entries.iter().find(|e| {
            e.head == head
                && rest.len() > e.text.len()
                && matches!(rest[e.text.len()], b' ' | b'\n' | b'\r' | b'\t')
                && rest[..e.text.len()] == *e.text.as_bytes()
        })?;
        let end = start + e.text.len();
        let mut lex = self.lex.clone();
        lex.skip_on_line(end);
        let next = lex.next_token();
        let follows = match next.kind {
            T::PercentIdent | T::String | T::RBrace | T::CaretIdent | T::Eof => true,
            T::BareIdent => next.text(self.src) == "loc",
            _ => false,
        };
        if !follows {
            return None;
        }
        self.lex = lex;
        self.tok = next;
        self.prev_end = end;
        Some((e.dict, e.fty, e.type_off))
    }

    /// Records the tail just parsed (from `start` to the end of the function type) for
    /// [`Parser::recent_op_tail`]: when it is on one line and holds no location (whose
    /// parse records forward references).
    fn remember_op_tail(
        &mut self,
        slot: u32,
        start: usize,
        type_pos: usize,
        dict: Option<Attribute>,
        fty: Type,
    ) {
        let text = &self.src[start..self.prev_end];
        let Some(head) = text.as_bytes().get(..8) else {
            return;
        };
        let head = u64::from_le_bytes(head.try_into().expect("eight bytes"));
        if memchr::memchr(b'\n', text.as_bytes()).is_some()
            || memchr::memmem::find(text.as_bytes(), b"loc").is_some()
        {
            return;
        }
        let Some(tails) = self.op_tails.get_mut(slot as usize) else {
            return;
        };
        let entry = OpTail {
            head,
            text,
            type_off: (type_pos - start) as u32,
            dict,
            fty,
        };
        if tails.entries.len() < MAX_OP_TAILS {
            tails.entries.push(entry);
        } else {
            let i = tails.next;
            tails.entries[i] = entry;
            tails.next = (i + 1) % MAX_OP_TAILS;
        }
    }

    /// Reads a quoted op name not seen before and checks that it may be used (a registered
    /// op, an op of a registered dialect, or an unregistered dialect when those are
    /// allowed); remembers names that pass. As MLIR, an unregistered op of a registered
    /// dialect is parsed and left to the verifier to reject.
    fn check_op_name(&mut self, name_tok: Token) -> PResult<OpNameInfo> {
        let name_bytes = self.parse_string_bytes()?;
        let name = String::from_utf8(name_bytes)
            .map_err(|_| self.err_at(name_tok.start, "operation name is not UTF-8"))?;
        if name.is_empty() {
            return Err(self.err_at(name_tok.start, "empty operation name is invalid"));
        }
        let info = self.ctx.op_info(&name);
        if info.is_none() && !self.ctx.allows_unregistered_dialects() {
            let dialect = name.split_once('.').map(|(d, _)| d);
            if !dialect.is_some_and(|d| self.ctx.is_registered_dialect(d)) {
                return Err(self.err_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let isolated = info.is_some_and(|i| i.isolated_from_above());
        let defaults = info.and_then(|i| Some((i.populate_default_attrs?, i.spec?)));
        let slot = self.op_tails.len() as u32;
        self.op_tails.push(OpTails::default());
        let r = (self.ctx.ident(&name), isolated, defaults, slot);
        self.op_names.insert(name_tok.text(self.src), r);
        Ok(r)
    }
}

/// Parses `src` as one attribute, the whole of it (MLIR's `parseAttribute` of a string, as
/// the bytecode reader reads an attribute kept as text): no alias is known.
pub fn parse_attribute_text(ctx: &Context, src: &str) -> PResult<Attribute> {
    let opts = ParseOptions::default();
    let mut p = Parser::new(ctx, src, &opts, false);
    let a = p.parse_attr()?;
    if !p.at(T::Eof) {
        return Err(p.err_cur("trailing characters after the attribute"));
    }
    Ok(a)
}

/// Parses `src` as one type, the whole of it (MLIR's `parseType` of a string).
pub fn parse_type_text(ctx: &Context, src: &str) -> PResult<crate::Type> {
    let opts = ParseOptions::default();
    let mut p = Parser::new(ctx, src, &opts, false);
    let t = p.parse_type()?;
    if !p.at(T::Eof) {
        return Err(p.err_cur("trailing characters after the type"));
    }
    Ok(t)
}

/// Whether `text` lexes as an integer type in MLIR (`i32`, `si8`, `ui64`).
fn is_integer_type_token(text: &str) -> bool {
    let digits = text
        .strip_prefix("si")
        .or_else(|| text.strip_prefix("ui"))
        .or_else(|| text.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests;
