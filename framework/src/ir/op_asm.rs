//! The custom assembly form of an op as its hooks see it: [`OpAsmParser`] and
//! [`OpAsmPrinter`], MLIR's abstract `OpAsmParser` and `OpAsmPrinter`. An op's
//! [`ParseHook`](crate::ir::registry::ParseHook) reads, and its
//! [`PrintHook`](crate::ir::registry::PrintHook) writes, the text after the op name through
//! them; the textual format (`asm::custom`) implements both. The IR core and the dialects
//! depend on these traits only, not on the parser and printer behind them.

use std::fmt;

use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::registry::{OpDefinition, OpRef};
use crate::support::diag::Diagnostic;

/// The result of a parse step: the value, or the diagnostic of the first error.
pub type PResult<T> = Result<T, Diagnostic>;

/// Punctuation a custom form can use.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `...`
    Ellipsis,
}

impl Punct {
    /// The punctuation's text.
    pub fn text(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::ColonColon => "::",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Minus => "-",
            Punct::Plus => "+",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Ellipsis => "...",
        }
    }
}

/// A use of an SSA value read before its type is known (`%x`, `%x#2`): resolve it with
/// [`OpAsmParser::resolve_operand`] once the type is parsed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct UnresolvedOperand {
    /// Byte offset of the `%name` token (where errors about it point).
    pub pos: usize,
    pub(crate) len: u32,
    /// The result number (`#N`), 0 when absent.
    pub number: u32,
}

/// A region argument being declared (`%i : index loc(...)`).
#[derive(Copy, Clone, Debug)]
pub struct Argument {
    /// Its name.
    pub name: UnresolvedOperand,
    /// Its type (the none type until known).
    pub ty: Type,
    /// Its location, when given.
    pub loc: Option<Attribute>,
}

/// The parser handed to an op's custom parse hook (MLIR's `OpAsmParser`): reads the text
/// after the op name and records the op's operands, result types, attributes, successors
/// and regions. Methods taking any message or iterator are on `dyn OpAsmParser`.
pub trait OpAsmParser<'a> {
    /// The context.
    fn ctx(&self) -> &'a Context;

    /// The op being parsed.
    fn op(&self) -> Op;

    /// The op's full name.
    fn op_name(&self) -> &'a str;

    /// Byte offset of the op name (MLIR's `getNameLoc`).
    fn name_pos(&self) -> usize;

    /// Byte offset of the current token (MLIR's `getCurrentLocation`).
    fn pos(&self) -> usize;

    /// An error at byte offset `pos`.
    ///
    /// Like MLIR's `OpAsmParser::emitError`, the message is prefixed with
    /// `custom op 'NAME' `; token-level errors (`expected ')'`) are not.
    fn emit_error_at(&self, pos: usize, message: String) -> Diagnostic;

    /// An error at the current token without the `custom op` prefix, as MLIR's token-level
    /// errors (`expected ')' in operand list`) are.
    fn emit_token_error(&self, message: String) -> Diagnostic;

    /// A token-level error (not prefixed) at byte offset `pos`.
    fn emit_token_error_at(&self, pos: usize, message: String) -> Diagnostic;

    /// An error at the current token, prefixed as [`OpAsmParser::error_at`] does.
    fn emit_error(&self, message: String) -> Diagnostic;

    // ----- punctuation and keywords -----
    /// Consumes `p`, or fails with `expected 'p'`.
    fn parse(&mut self, p: Punct) -> PResult<()>;

    /// Consumes `p` if it is next.
    fn parse_optional(&mut self, p: Punct) -> bool;

    /// Whether `p` is next (nothing consumed).
    fn peek(&self, p: Punct) -> bool;

    /// The next token's text when it is a bare identifier (nothing consumed).
    fn peek_keyword(&self) -> Option<&'a str>;

    /// Consumes a location specifier `loc(...)` if one is next (MLIR's
    /// `parseOptionalLocationSpecifier`), giving its location.
    fn parse_optional_location(&mut self) -> PResult<Option<Attribute>>;

    /// Consumes the keyword `kw`, or fails with `expected 'kw'`.
    fn parse_keyword(&mut self, kw: &str) -> PResult<()>;

    /// Consumes the keyword `kw` if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;

    /// Consumes any keyword and returns it.
    fn parse_optional_any_keyword(&mut self) -> Option<&'a str>;

    /// Consumes a keyword, or fails with `expected <what>`.
    fn parse_any_keyword(&mut self, what: &str) -> PResult<&'a str>;

    /// An integer literal, with an optional leading `-`.
    fn parse_integer(&mut self) -> PResult<i128>;

    /// An integer literal if one is next.
    fn parse_optional_integer(&mut self) -> PResult<Option<i128>>;

    /// `<...>` with balanced angle brackets, returned as its source text (the body of a
    /// dialect attribute written stripped of its name).
    fn parse_angle_body(&mut self) -> PResult<String>;

    /// Whether a string literal is next.
    fn at_string(&self) -> bool;

    /// A string literal, unescaped.
    fn parse_string(&mut self) -> PResult<String>;

    // ----- operands -----
    /// `%name` or `%name#N`.
    fn parse_operand(&mut self) -> PResult<UnresolvedOperand>;

    /// An operand if one is next.
    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>>;

    /// Zero or more comma-separated operands.
    fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>>;

    /// Zero or more comma-separated operands, appended to `out`.
    fn parse_operand_list_into(&mut self, out: &mut Vec<UnresolvedOperand>) -> PResult<()>;

    /// The value `u` names, which must have type `ty` (a forward reference gets a
    /// placeholder of that type).
    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value>;

    /// Resolves operands against their types: as many types as operands, or
    /// `N operands present, but expected M` at `pos`.
    fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        pos: usize,
    ) -> PResult<Vec<Value>>;

    /// Resolves every operand to the same type.
    fn resolve_operands_of_type(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
    ) -> PResult<Vec<Value>>;

    /// Appends operands to the op.
    fn add_operands(&mut self, vs: &[Value]);

    /// Resolves each operand of `us` against the type at the same place of `tys` (the
    /// caller passes as many of each) and appends the values to the op, in order; stops
    /// at the first failure, as [`OpAsmParser::resolve_operand`] reports it.
    fn resolve_and_add_operands(&mut self, us: &[UnresolvedOperand], tys: &[Type]) -> PResult<()> {
        for (&u, &t) in us.iter().zip(tys) {
            let v = self.resolve_operand(u, t)?;
            self.add_operands(&[v]);
        }
        Ok(())
    }

    // ----- types -----
    /// A type.
    fn parse_type(&mut self) -> PResult<Type>;

    /// `: type`.
    fn parse_colon_type(&mut self) -> PResult<Type>;

    /// One or more comma-separated types.
    fn parse_type_list(&mut self) -> PResult<Vec<Type>>;

    /// `: type, type, ...`.
    fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>>;

    /// `(type, ...)` or a single type without parentheses: a function's result list.
    fn parse_function_result_types(&mut self) -> PResult<Vec<Type>>;

    /// `-> types` if an arrow is next (MLIR's `parseOptionalArrowTypeList`).
    fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>>;

    /// Splits a function type into its inputs and results, or fails with `expected
    /// function type` at `pos`.
    fn function_type_parts(&self, ty: Type, pos: usize) -> PResult<(Vec<Type>, Vec<Type>)>;

    /// Appends result types to the op.
    fn add_result_types(&mut self, tys: &[Type]);

    // ----- attributes -----
    /// An attribute (with its `: type` suffix when it has one).
    fn parse_attribute(&mut self) -> PResult<Attribute>;

    /// An attribute whose type is `ty` when the text does not say (a bare number literal
    /// takes `ty`, MLIR's `parseAttribute(attr, type)`); other attributes parse as usual.
    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute>;

    /// An affine map written bare (`(d0, d1) -> (d1, d0)`, MLIR's `parseAffineMap`), as
    /// an affine map attribute.
    fn parse_affine_map(&mut self) -> PResult<Attribute>;

    /// An affine map whose dimensions and symbols are SSA operands, written as its results
    /// in `[...]` (`Some(true)`) or `(...)` (`Some(false)`): `[%i + 1, symbol(%n)]` (MLIR's
    /// `parseAffineMapOfSSAIds`); or, with `None`, one expression without delimiters
    /// (`parseAffineExprOfSSAIds`, as a map of one result). Returns the map attribute and
    /// the operands, dimensions first, then symbols.
    fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Option<bool>,
    ) -> PResult<(Attribute, Vec<UnresolvedOperand>)>;

    /// Whether the next token can start an attribute.
    fn at_attribute(&self) -> bool;

    /// Whether the next token can start a type.
    fn at_type(&self) -> bool;

    /// A type if one is next.
    fn parse_optional_type(&mut self) -> PResult<Option<Type>>;

    /// Sets attribute `name` of the op.
    fn add_attribute(&mut self, name: &str, value: Attribute);

    /// A dictionary attribute `{...}` if one is next (not merged into the op's attributes:
    /// argument and result attributes of functions).
    fn parse_optional_dictionary(&mut self) -> PResult<Option<Attribute>>;

    /// Whether an SSA name (`%x`) is next.
    fn peek_operand(&self) -> bool;

    /// An attribute dictionary `{...}` if one is next, merged into the op's attributes.
    fn parse_optional_attr_dict(&mut self) -> PResult<()>;

    /// `attributes {...}` if the keyword is next.
    fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<()>;

    /// How many of the attributes read so far (from the text and added by the parser)
    /// are named `name`: for parsers that add attributes of their own and must reject
    /// the same names in the explicit dictionary.
    fn attribute_count(&self, name: &str) -> usize;

    /// Drops the attributes named `name` read so far (MLIR's
    /// `result.attributes.erase(name)`).
    fn remove_attribute(&mut self, name: &str);

    /// `@name` as a string attribute, if one is next.
    fn parse_optional_symbol_name(&mut self) -> PResult<Option<Attribute>>;

    /// `@name` as a string attribute, or `expected valid '@'-identifier for symbol name`
    /// at the current token, prefixed as MLIR's `parseSymbolName` reports it.
    fn parse_symbol_name(&mut self) -> PResult<Attribute>;

    // ----- successors -----
    /// `^bb` in the enclosing region.
    fn parse_successor(&mut self) -> PResult<Block>;

    /// A successor if one is next.
    fn parse_optional_successor(&mut self) -> PResult<Option<Block>>;

    /// Appends a successor to the op.
    fn add_successor(&mut self, b: Block);

    // ----- regions -----
    /// `%name : type loc(...)`: a region argument; the type is required when `with_type`.
    fn parse_argument(&mut self, with_type: bool) -> PResult<Argument>;

    /// A region `{...}` whose entry block gets `args` (declared in the region's scope).
    fn parse_region(&mut self, args: &[Argument]) -> PResult<Region>;

    /// Adds an empty region to the op (a declaration's body, a region not written).
    fn add_empty_region(&mut self) -> Region;

    /// A region if `{` is next.
    fn parse_optional_region(&mut self, args: &[Argument]) -> PResult<Option<Region>>;

    /// Moves the last region parsed to the front of the op's regions (for formats that
    /// write the op's first region last).
    fn move_last_region_first(&mut self);

    /// The op's regions parsed so far.
    fn regions(&mut self) -> Vec<Region>;

    /// The arena holding the op's regions (its nested arena when it is isolated), with
    /// every region parsed so far complete (a body left to the thread pool is parsed
    /// first: see `asm::parser::parse_module`).
    fn region_body_mut(&mut self) -> &mut Body;

    /// Whether `region` has no block. Unlike [`OpAsmParser::region_body_mut`], this does
    /// not need a body left to the thread pool (such a body is never empty).
    fn region_is_empty(&mut self, region: Region) -> bool;

    /// Appends an op named `name` to each block of `region` whose last op is not already
    /// one (MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator`); an empty region
    /// gets an entry block first. The new op is located at the op's name.
    fn ensure_terminator(&mut self, region: Region, name: &str);

    /// As [`OpAsmParser::ensure_terminator`], for a terminator that has one region holding
    /// one empty block (`scf.foreach_thread.perform_concurrently`).
    fn ensure_terminator_with_body(&mut self, region: Region, name: &str);

    /// The `.td` definition of the op, for ops generated from one.
    fn definition(&self) -> Option<OpDefinition>;

    /// The last attribute named `name` read so far (from the text or added by the hook).
    fn parsed_attribute(&self, name: &str) -> Option<Attribute>;

    /// Parses the attribute `name` of the op written as the `.td`-defined attribute
    /// `dialect_attr` (`dialect.mnemonic`) stripped of its `#dialect.mnemonic`, as MLIR's
    /// generated parsers read it (`parseCustomAttributeWithFallback`), or in full. `None`
    /// when no such attribute is defined; otherwise whether an `optional` one was present.
    fn parse_stripped_dialect_attr(
        &mut self,
        dialect_attr: &str,
        name: &str,
        optional: bool,
    ) -> Option<PResult<bool>>;

    /// Parses a type written as the `.td`-defined type `dialect_type` (`dialect.mnemonic`)
    /// stripped of its `!dialect.mnemonic`, or in full when it starts with `!`, as MLIR's
    /// generated parsers read a `type($x)` of such a type (`parseCustomTypeWithFallback`).
    /// `None` when no such type is defined.
    fn parse_stripped_dialect_type(&mut self, dialect_type: &str) -> Option<PResult<Type>>;
}

impl<'a> dyn OpAsmParser<'a> + '_ {
    /// An error at byte offset `pos`.
    ///
    /// Like MLIR's `OpAsmParser::emitError`, the message is prefixed with
    /// `custom op 'NAME' `; token-level errors (`expected ')'`) are not.
    pub fn error_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        self.emit_error_at(pos, message.into())
    }

    /// An error at the current token without the `custom op` prefix, as MLIR's token-level
    /// errors (`expected ')' in operand list`) are.
    pub fn token_error(&self, message: impl Into<String>) -> Diagnostic {
        self.emit_token_error(message.into())
    }

    /// An error at the current token, prefixed as [`error_at`](Self::error_at) does.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        self.emit_error(message.into())
    }
}

/// The printer handed to an op's custom print hook (MLIR's `OpAsmPrinter`): writes the
/// text after the op name (also through `write!`). Methods taking any iterator are on
/// `dyn OpAsmPrinter`.
pub trait OpAsmPrinter<'b>: fmt::Write {
    /// The context.
    fn ctx(&self) -> &'b Context;

    /// The op being printed.
    fn op(&self) -> Op;

    /// The arena holding the op.
    fn body(&self) -> &'b Body;

    /// A read-only view of the op.
    fn op_ref(&self) -> OpRef<'b>;

    /// Appends text as is.
    fn write(&mut self, s: &str);

    /// Starts a new line at the op's indentation (MLIR's `printNewline`).
    fn print_newline(&mut self);

    /// Appends `^bb(%a, %b : t1, t2)`: a successor and the operands passed to it (MLIR's
    /// `printSuccessorAndUseList`).
    fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]);

    /// Appends the SSA name of `v` (a value of the op's arena).
    fn print_operand(&mut self, v: Value);

    /// Appends the SSA name of a value of the op's region arena (a region argument).
    fn print_region_value(&mut self, v: Value);

    /// Appends ` loc(...)` of a region argument when printing debug info (MLIR's
    /// `printRegionArgument` does after the type and attributes).
    fn print_region_arg_loc(&mut self, v: Value);

    /// Appends comma-separated SSA names.
    fn print_operand_iter(&mut self, vs: &mut dyn Iterator<Item = Value>);

    /// Appends a type.
    fn print_type(&mut self, t: Type);

    /// Appends comma-separated types.
    fn print_type_iter(&mut self, ts: &mut dyn Iterator<Item = Type>);

    /// Appends function results: a single non-function type bare, otherwise `(...)`.
    fn print_function_result_types(&mut self, ts: &[Type]);

    /// Appends ` -> results` unless there are none (MLIR's `printOptionalArrowTypeList`).
    fn print_optional_arrow_type_list(&mut self, ts: &[Type]);

    /// Appends an attribute with its type.
    fn print_attribute(&mut self, a: Attribute);

    /// Appends an attribute without the `: type` its syntax carries (`42` for `42 : i32`,
    /// `dense<1.0>` for `dense<1.0> : tensor<4xf32>`), as MLIR's `printAttributeWithoutType`.
    fn print_attribute_without_type(&mut self, a: Attribute);

    /// Appends `@name` for a string attribute (quoted when needed).
    fn print_symbol_name(&mut self, name: &str);

    /// Appends ` {a = 1, ...}` with the op's attributes except `elided`; nothing when none
    /// is left.
    fn print_optional_attr_dict(&mut self, elided: &[&str]);

    /// Appends ` attributes {a = 1, ...}` like [`OpAsmPrinter::print_optional_attr_dict`].
    fn print_optional_attr_dict_with_keyword(&mut self, elided: &[&str]);

    /// Appends the label of a successor block.
    fn print_successor(&mut self, b: Block);

    /// The arena holding the op's regions.
    fn region_body(&self) -> &'b Body;

    /// Appends a region `{...}` (MLIR's `printRegion`): the entry block's label and
    /// arguments print when `entry_args` and it has arguments, or when `empty_block` and
    /// it is empty; a block's terminator is left out unless `terminators`.
    fn print_region(
        &mut self,
        region: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    );

    /// The `.td` definition of the op, for ops generated from one.
    fn definition(&self) -> Option<OpDefinition>;

    /// Appends a `.td`-defined attribute stripped of its `#dialect.mnemonic` (MLIR's
    /// `printStrippedAttrOrType`), unless it must print in full (it has an alias, or a
    /// self type): then nothing is written and the result is `false`.
    fn print_stripped_dialect_attr(&mut self, a: Attribute) -> bool;

    /// Appends `t` stripped of its `!dialect.mnemonic` when it is a value of the
    /// `.td`-defined type `dialect_type` (`dialect.mnemonic`) with no alias (MLIR's
    /// `printStrippedAttrOrType` in a generated printer); otherwise nothing is written and
    /// the result is `false`.
    fn print_stripped_dialect_type(&mut self, t: Type, dialect_type: &str) -> bool;
}

impl<'b> dyn OpAsmPrinter<'b> + '_ {
    /// Appends comma-separated SSA names.
    pub fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        self.print_operand_iter(&mut vs.into_iter())
    }

    /// Appends comma-separated types.
    pub fn print_types(&mut self, ts: impl IntoIterator<Item = Type>) {
        self.print_type_iter(&mut ts.into_iter())
    }

    /// Like [`OpAsmPrinter::print_function_result_types`], from an iterator (no list built).
    pub fn print_function_result_types_iter(
        &mut self,
        ts: impl ExactSizeIterator<Item = Type> + Clone,
    ) {
        let mut first = ts.clone();
        let ctx = self.ctx();
        let single_plain = ts.len() == 1
            && first.next().is_some_and(|t| {
                !matches!(
                    ctx.type_kind_ref(t),
                    crate::ir::types::TypeKind::Function { .. }
                )
            });
        if single_plain {
            self.print_types(ts);
        } else {
            self.write("(");
            self.print_types(ts);
            self.write(")");
        }
    }
}
