//! The runtime of attributes and types defined in `.td` (ODS `AttrDef` / `TypeDef`).
//!
//! A defined attribute or type is uniqued like every other one: its
//! [`AttrKind::Dialect`](crate::ir::attrs::AttrKind::Dialect) or
//! [`TypeKind::Dialect`](crate::ir::types::TypeKind::Dialect) holds a [`DialectData`], the
//! def (compared and hashed by dialect and class name) and its parameter values
//! ([`ParamValue`]), so equal parameters give the same handle.
//!
//! `strata-tblgen` generates one static [`AttrTypeDefSpec`] per def: its parameters and
//! their kinds, and its declarative assembly format compiled to [`DefFmt`] elements. One
//! interpreter here parses and prints every declarative format; a def with
//! `hasCustomAssemblyFormat = 1` gets the parse and print functions of its
//! [`AttrOrTypeCustomFormat`] implementation instead. The dialect registers its specs
//! ([`register_defs`]); the textual parser then builds `#dialect.mnemonic<...>` and
//! `!dialect.mnemonic<...>` of a registered def in the structured form, and the printer
//! prints them back.

use crate::asm::custom::{OpParser, OpPrinter};
use crate::asm::float::{mlir_float_string, parse_literal, Semantics};
use crate::asm::lexer::TokenKind as T;
use crate::asm::parser::{PResult, Parser};
use crate::asm::print_attr::{write_escaped_string, StyledAttrPrinter};
use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Context, Type, TypeOrAttr};
pub use crate::ir::dialect_data::{AttrTypeDefinition, DefRef, DialectData, ParamValue};
use crate::ir::op_asm::{OpAsmParser, Punct};
use crate::ir::registry::InterfaceImpl;
use crate::ir::types::{FloatKind, TypeKind};
use crate::support::diag::Diagnostic;

/// A Rust type that can be a parameter of a defined attribute or type: how it is stored
/// in a [`ParamValue`]. The generated `get` and accessors convert through it.
pub trait Param: Sized {
    /// The stored value.
    fn to_param(&self) -> ParamValue;
    /// The value back, if `v` stores one of this type.
    fn from_param(v: &ParamValue) -> Option<Self>;
}

macro_rules! int_param {
    ($($t:ty),*) => {$(
        impl Param for $t {
            fn to_param(&self) -> ParamValue {
                ParamValue::Int(*self as i128)
            }
            fn from_param(v: &ParamValue) -> Option<Self> {
                match v {
                    ParamValue::Int(i) => <$t>::try_from(*i).ok(),
                    _ => None,
                }
            }
        }
    )*};
}
int_param!(i8, i16, i32, i64, u8, u16, u32, u64);

impl Param for bool {
    fn to_param(&self) -> ParamValue {
        ParamValue::Bool(*self)
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl Param for f64 {
    fn to_param(&self) -> ParamValue {
        ParamValue::Float(self.to_bits())
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Float(b) => Some(f64::from_bits(*b)),
            _ => None,
        }
    }
}

impl Param for String {
    fn to_param(&self) -> ParamValue {
        ParamValue::Str(self.clone())
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Str(s) => Some(s.clone()),
            _ => None,
        }
    }
}

impl Param for Type {
    fn to_param(&self) -> ParamValue {
        ParamValue::Type(*self)
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Type(t) => Some(*t),
            _ => None,
        }
    }
}

impl Param for Attribute {
    fn to_param(&self) -> ParamValue {
        ParamValue::Attr(*self)
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Attr(a) => Some(*a),
            _ => None,
        }
    }
}

impl<P: Param> Param for Vec<P> {
    fn to_param(&self) -> ParamValue {
        ParamValue::Array(self.iter().map(Param::to_param).collect())
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Array(vs) => vs.iter().map(P::from_param).collect(),
            _ => None,
        }
    }
}

impl<P: Param> Param for Option<P> {
    fn to_param(&self) -> ParamValue {
        self.as_ref().map_or(ParamValue::Absent, Param::to_param)
    }
    fn from_param(v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Absent => Some(None),
            v => P::from_param(v).map(Some),
        }
    }
}

/// A typed handle that can be a parameter of another def (a parameter whose type is an
/// `AttrDef` or `TypeDef` of the dialect): stored as its attribute or type, read back
/// with the context. The generated handles implement it, and lists and options of them.
pub trait HandleParam<'c>: Sized {
    /// The stored value.
    fn to_param(&self) -> ParamValue;
    /// The handle back, if `v` stores a value of its def.
    fn from_param(ctx: &'c Context, v: &ParamValue) -> Option<Self>;
}

impl<'c, P: HandleParam<'c>> HandleParam<'c> for Vec<P> {
    fn to_param(&self) -> ParamValue {
        ParamValue::Array(self.iter().map(HandleParam::to_param).collect())
    }
    fn from_param(ctx: &'c Context, v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Array(vs) => vs.iter().map(|v| P::from_param(ctx, v)).collect(),
            _ => None,
        }
    }
}

impl<'c, P: HandleParam<'c>> HandleParam<'c> for Option<P> {
    fn to_param(&self) -> ParamValue {
        self.as_ref()
            .map_or(ParamValue::Absent, HandleParam::to_param)
    }
    fn from_param(ctx: &'c Context, v: &ParamValue) -> Option<Self> {
        match v {
            ParamValue::Absent => Some(None),
            v => P::from_param(ctx, v).map(Some),
        }
    }
}

/// How a parameter is written in a declarative format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParamKind {
    /// `true` / `false`.
    Bool,
    /// An integer literal in the range of a `width`-bit integer.
    Int {
        /// Width in bits.
        width: u32,
        /// Whether negative values are allowed.
        signed: bool,
    },
    /// A float literal (or an integer literal), kept as an `f64`.
    Float,
    /// A string literal.
    Str,
    /// A type.
    Type,
    /// An attribute.
    Attr,
    /// A comma-separated list of elements, with no brackets (brackets are format
    /// literals).
    Array(&'static ParamKind),
    /// An attribute or type of another def (MLIR's parameter of a def's class): written
    /// stripped of its `#dialect.mnemonic` (either form parses), or in full under
    /// `qualified`.
    Def(DefRef),
}

/// One parameter of a def.
#[derive(Debug)]
pub struct ParamSpec {
    /// Its name (`$name` in the spec).
    pub name: &'static str,
    /// How it is written.
    pub kind: ParamKind,
    /// `OptionalParameter`: may be [`ParamValue::Absent`].
    pub optional: bool,
    /// `DefaultValuedParameter`: the value when the text omits it (and then printing
    /// omits it too).
    pub default: Option<fn(&Context) -> ParamValue>,
    /// `AttributeSelfTypeParameter`: the type written after the attribute
    /// (`#d.m<...> : i32`), not in its format.
    pub self_type: bool,
    /// The parameter's own parser and printer (`parser`/`printer` in its spec), used
    /// wherever a format writes the parameter instead of the parsing and printing its
    /// kind implies.
    pub io: Option<ParamIo>,
}

/// A parameter's own parser and printer, generated from the Rust of its spec's `parser`
/// and `printer` (either may be left to the parameter's kind).
#[derive(Clone, Copy, Debug)]
pub struct ParamIo {
    /// Parses the parameter's value at the parser's position.
    pub parse: Option<fn(&mut DefParser<'_, '_>) -> PResult<ParamValue>>,
    /// Prints a value of the parameter (never an elided one).
    pub print: Option<fn(&mut DefPrinter<'_>, &ParamValue)>,
}

impl ParamSpec {
    /// Whether the text may omit the parameter.
    pub fn omittable(&self) -> bool {
        self.optional || self.default.is_some()
    }

    /// Whether `v` is what the text omits: absent, or equal to the default.
    fn is_elided(&self, ctx: &Context, v: &ParamValue) -> bool {
        matches!(v, ParamValue::Absent) || self.default.is_some_and(|d| d(ctx) == *v)
    }

    /// The value of an omitted parameter: its default, or absent.
    pub fn omitted(&self, ctx: &Context) -> ParamValue {
        self.default.map_or(ParamValue::Absent, |d| d(ctx))
    }
}

/// One element of a compiled declarative format. `space` says whether the printer puts
/// a space before the element (decided at generation time, as MLIR's generated printers
/// decide it).
#[derive(Debug)]
pub enum DefFmt {
    /// A keyword or punctuation.
    Literal {
        /// Its text.
        text: &'static str,
        /// A space before it when printing.
        space: bool,
    },
    /// `$param`.
    Param {
        /// Index of the parameter.
        index: usize,
        /// A space before it when printing.
        space: bool,
    },
    /// `qualified($param)`: a parameter of another def, printed in full.
    Qualified {
        /// Index of the parameter.
        index: usize,
        /// A space before it when printing.
        space: bool,
    },
    /// `params` or `params`-like list: the parameters, comma-separated.
    Params {
        /// Indices of the parameters.
        indices: &'static [usize],
        /// A space before the list when printing.
        space: bool,
    },
    /// `struct($a, $b)`: `a = ..., b = ...` in any order when parsing, in declaration
    /// order when printing; omittable parameters may be left out.
    Struct {
        /// Indices of the parameters.
        indices: &'static [usize],
        /// A space before it when printing.
        space: bool,
    },
    /// `custom<Name>(...)`: the dialect's `directives::parse_name`/`print_name`, called
    /// through functions generated for the directive's arguments.
    Custom {
        /// Parses the directive's text, binding the parameters it names (the slice holds
        /// every parameter's value so far).
        parse: fn(&mut DefParser<'_, '_>, &mut [Option<ParamValue>]) -> PResult<()>,
        /// Prints the directive's text from the parameters' values.
        print: fn(&mut DefPrinter<'_>, &[ParamValue]),
        /// A space before it when printing.
        space: bool,
    },
    /// `(...)?`: parsed when its first element is next, printed when its anchor (or else
    /// any omittable parameter in it) is not elided. `(...) : (...)?` has an else branch,
    /// parsed and printed otherwise.
    Optional {
        /// The elements of the group.
        elements: &'static [DefFmt],
        /// The elements of its else branch (empty when it has none).
        else_elements: &'static [DefFmt],
        /// The parameters deciding whether it prints.
        guards: &'static [usize],
    },
}

/// How a def is written after its `dialect.mnemonic`.
#[derive(Debug)]
pub enum DefFormatKind {
    /// No parameters: nothing follows the mnemonic.
    Bare,
    /// A declarative `assemblyFormat`, interpreted by this module.
    Declarative(&'static [DefFmt]),
    /// `hasCustomAssemblyFormat = 1`: the def's [`AttrOrTypeCustomFormat`] functions.
    Custom {
        /// Parses the text after the mnemonic.
        parse: fn(&mut DefParser<'_, '_>) -> PResult<TypeOrAttr>,
        /// Prints the text after the mnemonic.
        print: fn(&mut DefPrinter<'_>, TypeOrAttr),
    },
}

/// The check of a def with `genVerifyDecl = 1`: calls its [`AttrOrTypeVerifier`].
pub type VerifyFn = fn(&Context, TypeOrAttr) -> Result<(), String>;

/// The table of one `AttrDef` or `TypeDef`.
#[derive(Debug)]
pub struct AttrTypeDefSpec {
    /// The dialect's namespace.
    pub dialect: &'static str,
    /// The Rust name of the def (`cppClassName`).
    pub name: &'static str,
    /// The mnemonic (the def is parsed and printed only when it has one).
    pub mnemonic: Option<&'static str>,
    /// `AttrDef` (true) or `TypeDef` (false).
    pub is_attr: bool,
    /// The parameters.
    pub params: &'static [ParamSpec],
    /// The assembly format.
    pub format: DefFormatKind,
    /// `genVerifyDecl = 1`: checks the parameters of a new value.
    pub verify: Option<VerifyFn>,
    /// The attribute or type interfaces (with methods) the def implements: their models,
    /// found at run time by `FooRef::get` (see [`attr_interface_model`]).
    pub interfaces: &'static [InterfaceImpl],
    /// The names of the def's native traits (`NativeAttrTrait<"Name">`), asked for with
    /// [`attr_has_trait`] / [`type_has_trait`].
    pub traits: &'static [&'static str],
    /// The def's predicate traits (`PredAttrTrait`/`PredTypeTrait`), checked with the
    /// verifier when a value is parsed or built checked.
    pub preds: &'static [DefPred],
}

/// A predicate trait of a def: its summary and its check of a value of the def.
#[derive(Debug)]
pub struct DefPred {
    /// The summary (`failed to verify that <summary>`).
    pub summary: &'static str,
    /// Whether a value satisfies it.
    pub check: fn(&Context, TypeOrAttr) -> bool,
}

impl AttrTypeDefinition for AttrTypeDefSpec {
    fn dialect(&self) -> &'static str {
        self.dialect
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl AttrTypeDefSpec {
    /// The table of a def, when the def is one of these (every def a dialect registers
    /// through [`register_defs`] is).
    pub fn of(def: DefRef) -> Option<&'static AttrTypeDefSpec> {
        def.definition()
    }

    /// Whether the def lists the native trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.contains(&name)
    }
}

/// Checks a value of `spec`: its predicate traits, in order (`failed to verify that
/// <summary>`), then its verifier (`genVerifyDecl`). The parser runs this on every value
/// it builds, and `get_checked` on the value it returns.
pub fn verify_def(ctx: &Context, spec: &AttrTypeDefSpec, v: TypeOrAttr) -> Result<(), String> {
    for p in spec.preds {
        if !(p.check)(ctx, v) {
            return Err(format!("failed to verify that {}", p.summary));
        }
    }
    match spec.verify {
        Some(verify) => verify(ctx, v),
        None => Ok(()),
    }
}

/// Whether `a` is a `.td`-defined attribute whose def lists the native trait `name`.
pub fn attr_has_trait(ctx: &Context, a: Attribute, name: &str) -> bool {
    matches!(ctx.attr_kind_ref(a), AttrKind::Dialect(d) if AttrTypeDefSpec::of(d.def).is_some_and(|s| s.has_trait(name)))
}

/// Whether `t` is a `.td`-defined type whose def lists the native trait `name`.
pub fn type_has_trait(ctx: &Context, t: Type, name: &str) -> bool {
    matches!(ctx.type_kind_ref(t), TypeKind::Dialect(d) if AttrTypeDefSpec::of(d.def).is_some_and(|s| s.has_trait(name)))
}

/// Registers the defs of a dialect: their `#dialect.mnemonic` / `!dialect.mnemonic` text
/// then parses into the structured form.
pub fn register_defs(ctx: &Context, specs: &[&'static AttrTypeDefSpec]) {
    for s in specs {
        if let Some(m) = s.mnemonic {
            let sigil = if s.is_attr { '#' } else { '!' };
            ctx.register_attr_type_def(&format!("{sigil}{}.{m}", s.dialect), *s);
            // The dialect now parses its attributes (or types): an unknown mnemonic is
            // an error, no longer kept as text.
            ctx.register_attr_type_def(&format!("{sigil}{}<>", s.dialect), *s);
        }
    }
}

/// Registers `spec` as the parser of every `!dialect.word` type of `dialect` that no def
/// of the dialect's mnemonics claims (MLIR's `Dialect::parseType`, which reads the whole
/// text after `!dialect.`): its custom parse function starts at `word`. The spec must have
/// a custom format.
pub fn register_type_fallback(ctx: &Context, dialect: &str, spec: &'static AttrTypeDefSpec) {
    ctx.register_attr_type_def(&format!("!{dialect}.*"), spec);
}

/// Parses the type at the current token (`!dialect.word...`) with its dialect's fallback
/// parser, if the dialect registered one ([`register_type_fallback`]).
pub(crate) fn parse_fallback_type(p: &mut Parser<'_>) -> PResult<Option<Type>> {
    let tok = p.tok;
    let name = tok.text(p.src);
    let Some((ns, _)) = name.get(1..).and_then(|n| n.split_once('.')) else {
        return Ok(None);
    };
    let Some(spec) = p
        .ctx
        .attr_type_def(&format!("!{ns}.*"))
        .and_then(|d| AttrTypeDefSpec::of(DefRef(d)))
    else {
        return Ok(None);
    };
    let body = tok.start + 1 + ns.len() + 1;
    p.reset_to(body);
    match parse_def_body(p, spec, body, true)? {
        TypeOrAttr::Type(t) => Ok(Some(t)),
        TypeOrAttr::Attr(_) => Err(p.err_at(tok.start, "expected a type")),
    }
}

/// The error for `#dialect.mnemonic` / `!dialect.mnemonic` (the token `name`) of a
/// dialect that parses its attributes (or types) but has no such mnemonic.
pub(crate) fn unknown_mnemonic(ctx: &Context, name: &str) -> Option<String> {
    let (sigil, rest) = name.split_at(1);
    let (ns, mnemonic) = rest.split_once('.')?;
    ctx.attr_type_def(&format!("{sigil}{ns}<>"))?;
    let what = if sigil == "#" { "attribute" } else { "type" };
    Some(format!("unknown {what} `{mnemonic}` in dialect `{ns}`"))
}

/// The defined attribute of `spec` with `params`, uniqued.
pub fn get_attr(
    ctx: &Context,
    spec: &'static AttrTypeDefSpec,
    params: Vec<ParamValue>,
) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect(DialectData {
        def: DefRef(spec),
        params,
    }))
}

/// The defined type of `spec` with `params`, uniqued.
pub fn get_type(ctx: &Context, spec: &'static AttrTypeDefSpec, params: Vec<ParamValue>) -> Type {
    ctx.intern_type(TypeKind::Dialect(DialectData {
        def: DefRef(spec),
        params,
    }))
}

/// The parameters of `a` if it is an attribute of `spec`.
pub fn attr_params<'c>(
    ctx: &'c Context,
    a: Attribute,
    spec: &'static AttrTypeDefSpec,
) -> Option<&'c [ParamValue]> {
    match ctx.attr_kind_ref(a) {
        AttrKind::Dialect(d) if d.def == DefRef(spec) => Some(&d.params),
        _ => None,
    }
}

/// The parameters of `t` if it is a type of `spec`.
pub fn type_params<'c>(
    ctx: &'c Context,
    t: Type,
    spec: &'static AttrTypeDefSpec,
) -> Option<&'c [ParamValue]> {
    match ctx.type_kind_ref(t) {
        TypeKind::Dialect(d) if d.def == DefRef(spec) => Some(&d.params),
        _ => None,
    }
}

/// The model of the attribute interface `name` registered by the def of `a`, if `a` is a
/// `.td`-defined attribute implementing it (and `M` is the interface's model type).
pub fn attr_interface_model<M: std::any::Any>(
    ctx: &Context,
    a: Attribute,
    name: &str,
) -> Option<&'static M> {
    match ctx.attr_kind_ref(a) {
        AttrKind::Dialect(d) => def_interface_model(AttrTypeDefSpec::of(d.def)?, name),
        _ => None,
    }
}

/// The model of the type interface `name` registered by the def of `t`, if `t` is a
/// `.td`-defined type implementing it (and `M` is the interface's model type).
pub fn type_interface_model<M: std::any::Any>(
    ctx: &Context,
    t: Type,
    name: &str,
) -> Option<&'static M> {
    match ctx.type_kind_ref(t) {
        TypeKind::Dialect(d) => def_interface_model(AttrTypeDefSpec::of(d.def)?, name),
        _ => None,
    }
}

fn def_interface_model<M: std::any::Any>(
    spec: &'static AttrTypeDefSpec,
    name: &str,
) -> Option<&'static M> {
    spec.interfaces
        .iter()
        .find(|i| i.name == name)
        .and_then(|i| i.model.downcast_ref::<M>())
}

/// What every handle of an `AttrDef` is: the context and the attribute. Attribute
/// interface traits require it, so that their default bodies (`$_attr`, `$_ctxt` in a
/// spec) reach the value.
pub trait AttrDefView {
    /// The context owning the attribute.
    fn ctx(&self) -> &Context;
    /// The attribute.
    fn attr(&self) -> Attribute;
}

/// What every handle of a `TypeDef` is: the context and the type. Type interface traits
/// require it (`$_type`, `$_ctxt` in default bodies).
pub trait TypeDefView {
    /// The context owning the type.
    fn ctx(&self) -> &Context;
    /// The type.
    fn ty(&self) -> Type;
}

/// A hand-written verifier a def asks for (`genVerifyDecl = 1`), implemented on its
/// typed handle: parsing reports its error at the attribute or type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `genVerifyDecl = 1` in its `.td` spec: implement `strata_framework::ods::AttrOrTypeVerifier` for it",
    label = "the spec of this attribute or type asks for a hand-written verifier"
)]
pub trait AttrOrTypeVerifier {
    /// Checks the parameters; the message says what is wrong.
    fn verify(&self) -> Result<(), String>;
}

/// A hand-written assembly form a def asks for (`hasCustomAssemblyFormat = 1`): parses and
/// prints what follows `dialect.mnemonic`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCustomAssemblyFormat = 1` in its `.td` spec: implement `strata_framework::ods::AttrOrTypeCustomFormat` for it",
    label = "the spec of this attribute or type asks for a hand-written parser and printer"
)]
pub trait AttrOrTypeCustomFormat<'c>: Sized {
    /// Parses what follows the mnemonic.
    fn parse(p: &mut DefParser<'_, 'c>) -> PResult<Self>;
    /// Prints what follows the mnemonic.
    fn print(&self, p: &mut DefPrinter<'_>);
}

// ----- parsing -----

/// The parser handed to a custom attribute or type form (MLIR's `AsmParser`).
pub struct DefParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
}

impl<'a> DefParser<'_, 'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// An error at the current token.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        self.p.err_here(message)
    }

    /// Byte offset of the current token.
    pub fn pos(&self) -> usize {
        self.p.tok.start
    }

    /// An error at a byte offset.
    pub fn error_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        self.p.err_at(pos, message)
    }

    /// Whether the next token is the literal `text` (a keyword or punctuation).
    pub fn peek_literal(&self, text: &str) -> bool {
        self.p.tok.text(self.p.src) == text && !matches!(self.p.tok.kind, T::String | T::Eof)
    }

    /// Consumes the literal `text` if it is next.
    pub fn parse_optional_literal(&mut self, text: &str) -> bool {
        if self.peek_literal(text) {
            self.p.bump();
            true
        } else {
            false
        }
    }

    /// The literal `text` (MLIR's "expected 'X'").
    pub fn parse_literal(&mut self, text: &str) -> PResult<()> {
        if self.parse_optional_literal(text) {
            Ok(())
        } else {
            Err(self.p.err_here(format!("expected '{text}'")))
        }
    }

    /// A keyword (a bare identifier).
    pub fn parse_keyword(&mut self) -> PResult<&'a str> {
        if self.p.at(T::BareIdent) {
            let s = self.p.tok.text(self.p.src);
            self.p.bump();
            Ok(s)
        } else {
            Err(self.p.err_here("expected valid keyword"))
        }
    }

    /// An integer literal, optionally negative.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        let neg = self.p.at(T::Minus);
        let start = self.p.tok.start;
        if neg {
            self.p.bump();
        }
        if !self.p.at(T::Integer) {
            if neg {
                self.p.reset_to(start);
            }
            return Err(self.p.err_here("expected integer value"));
        }
        let text = self.p.tok.text(self.p.src);
        let v = if let Some(h) = text.strip_prefix("0x") {
            i128::from_str_radix(h, 16).ok()
        } else {
            text.parse::<i128>().ok()
        };
        let Some(v) = v else {
            return Err(self.p.err_here("integer value too large"));
        };
        self.p.bump();
        Ok(if neg { -v } else { v })
    }

    /// A string literal, unescaped.
    pub fn parse_string(&mut self) -> PResult<String> {
        let at = self.p.tok.start;
        let b = self.p.parse_string_bytes()?;
        String::from_utf8(b).map_err(|_| self.p.err_at(at, "string is not UTF-8"))
    }

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// A type if one starts at the current token (MLIR's `parseOptionalType`): a
    /// `!dialect` type or alias, a function type, or a builtin type keyword. `None` (and
    /// nothing consumed) otherwise.
    pub fn parse_optional_type(&mut self) -> Option<PResult<Type>> {
        let starts = match self.p.tok.kind {
            T::ExclamationIdent | T::LParen => true,
            T::BareIdent => crate::asm::custom::is_type_keyword(self.p.tok.text(self.p.src)),
            _ => false,
        };
        starts.then(|| self.p.parse_type())
    }

    /// Whether an integer literal is next.
    pub fn peek_integer(&self) -> bool {
        self.p.at(T::Integer)
    }

    /// A string literal if one is next (MLIR's `parseOptionalString`).
    pub fn parse_optional_string(&mut self) -> Option<PResult<String>> {
        self.p.at(T::String).then(|| self.parse_string())
    }

    /// A dimension list `4 x ? x 8 x` (MLIR's `parseDimensionList` without its
    /// `allowDynamic`-false wording): each dimension followed by `x`, `None` for `?` when
    /// `allow_dynamic`; it ends before the first word that is not a dimension. A dimension
    /// written glued to its `x` (`4x4x`) is read as MLIR's lexer reads it.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> PResult<Vec<Option<u64>>> {
        let src = self.p.src;
        let b = src.as_bytes();
        let skip_ws = |i: &mut usize| {
            while b.get(*i).is_some_and(u8::is_ascii_whitespace) {
                *i += 1;
            }
        };
        let mut i = self.p.tok.start;
        let mut dims = Vec::new();
        loop {
            skip_ws(&mut i);
            let start = i;
            match b.get(i) {
                Some(b'?') if allow_dynamic => {
                    i += 1;
                    dims.push(None);
                }
                Some(c) if c.is_ascii_digit() => {
                    while b.get(i).is_some_and(u8::is_ascii_digit) {
                        i += 1;
                    }
                    let d: u64 = src[start..i]
                        .parse()
                        .map_err(|_| self.p.err_at(start, "invalid dimension"))?;
                    dims.push(Some(d));
                }
                _ => {
                    self.p.reset_to(start);
                    return Ok(dims);
                }
            }
            skip_ws(&mut i);
            if b.get(i) != Some(&b'x') {
                return Err(self.p.err_at(i, "expected 'x' in dimension list"));
            }
            i += 1;
        }
    }

    /// The syntax of a type, for messages.
    pub fn type_string(&self, t: Type) -> String {
        self.p.type_str(t)
    }

    /// An attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attr()
    }

    /// Whether the current token ends a list or group (or the input): nothing a
    /// parameter's value starts with.
    fn at_list_end(&self) -> bool {
        matches!(
            self.p.tok.kind,
            T::Eof | T::Error | T::Greater | T::RParen | T::RSquare | T::RBrace | T::Comma
        )
    }

    /// Whether a value of parameter `ps` can start at the current token. A parameter
    /// with its own parser may start at anything but the end of a list or group.
    fn at_param(&self, ps: &ParamSpec) -> bool {
        match ps.io.and_then(|io| io.parse) {
            Some(_) => !self.at_list_end(),
            None => self.at_kind(ps.kind),
        }
    }

    /// A value of parameter `ps`, with its own parser if it has one.
    fn parse_param(&mut self, ps: &ParamSpec) -> PResult<ParamValue> {
        match ps.io.and_then(|io| io.parse) {
            Some(parse) => parse(self),
            None => self.parse_value(ps.kind, ps.name),
        }
    }

    /// Whether a value of `kind` can start at the current token.
    fn at_kind(&self, kind: ParamKind) -> bool {
        let k = self.p.tok.kind;
        match kind {
            ParamKind::Bool => matches!(self.p.tok.text(self.p.src), "true" | "false"),
            ParamKind::Int { .. } => matches!(k, T::Integer | T::Minus),
            ParamKind::Float => matches!(k, T::Integer | T::Float | T::Minus),
            ParamKind::Str => k == T::String,
            ParamKind::Type => {
                matches!(k, T::ExclamationIdent | T::LParen)
                    || (k == T::BareIdent && is_type_word(self.p.tok.text(self.p.src)))
            }
            ParamKind::Attr => !self.at_list_end(),
            ParamKind::Array(e) => self.at_kind(*e),
            // In full, or stripped: then the def's format starts it.
            ParamKind::Def(d) => {
                let Some(d) = AttrTypeDefSpec::of(d) else {
                    return false;
                };
                k == if d.is_attr {
                    T::HashIdent
                } else {
                    T::ExclamationIdent
                } || match &d.format {
                    DefFormatKind::Declarative(elements) => self.at_elements(d, elements),
                    DefFormatKind::Custom { .. } => k == T::Less,
                    DefFormatKind::Bare => false,
                }
            }
        }
    }

    /// Whether the declarative format `elements` of `spec` can start at the current token.
    fn at_elements(&self, spec: &AttrTypeDefSpec, elements: &[DefFmt]) -> bool {
        match elements.first() {
            Some(DefFmt::Literal { text, .. }) => self.peek_literal(text),
            Some(DefFmt::Param { index, .. } | DefFmt::Qualified { index, .. }) => {
                self.at_param(&spec.params[*index])
            }
            Some(DefFmt::Params { indices, .. }) => indices
                .first()
                .is_some_and(|&i| self.at_param(&spec.params[i])),
            Some(DefFmt::Struct { .. }) => self.p.at(T::BareIdent),
            // The dialect's parser decides; it may start at anything but an end.
            Some(DefFmt::Custom { .. }) => !self.at_list_end(),
            Some(DefFmt::Optional {
                elements: inner,
                else_elements,
                ..
            }) => {
                self.at_elements(spec, inner)
                    || if else_elements.is_empty() {
                        self.at_elements(spec, &elements[1..])
                    } else {
                        self.at_elements(spec, else_elements)
                    }
            }
            None => false,
        }
    }

    /// A value of `kind`; `what` names the parameter in messages.
    fn parse_value(&mut self, kind: ParamKind, what: &str) -> PResult<ParamValue> {
        match kind {
            ParamKind::Bool => match self.p.tok.text(self.p.src) {
                "true" | "false" if self.p.at(T::BareIdent) => {
                    let v = self.p.tok.text(self.p.src) == "true";
                    self.p.bump();
                    Ok(ParamValue::Bool(v))
                }
                _ => Err(self
                    .p
                    .err_here(format!("expected 'true' or 'false' for parameter '{what}'"))),
            },
            ParamKind::Int { width, signed } => {
                let at = self.p.tok.start;
                if !self.at_kind(kind) {
                    return Err(self
                        .p
                        .err_here(format!("expected integer value for parameter '{what}'")));
                }
                let v = self.parse_integer()?;
                let (lo, hi) = if signed {
                    (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
                } else {
                    (0, (1i128 << width) - 1)
                };
                if v < lo || v > hi {
                    let ty = if signed { "i" } else { "u" };
                    return Err(self.p.err_at(
                        at,
                        format!(
                            "integer value {v} of parameter '{what}' does not fit in {ty}{width}"
                        ),
                    ));
                }
                Ok(ParamValue::Int(v))
            }
            ParamKind::Float => {
                let neg = self.p.at(T::Minus);
                if neg {
                    self.p.bump();
                }
                if !matches!(self.p.tok.kind, T::Integer | T::Float) {
                    return Err(self.p.err_here(format!(
                        "expected floating point literal for parameter '{what}'"
                    )));
                }
                let text = self.p.tok.text(self.p.src);
                let sem = Semantics::of(FloatKind::F64);
                let Some(bits) = parse_literal(text, sem) else {
                    return Err(self.p.err_here("invalid floating point literal"));
                };
                self.p.bump();
                let bits = bits as u64 ^ if neg { 1u64 << 63 } else { 0 };
                Ok(ParamValue::Float(bits))
            }
            ParamKind::Str => {
                if !self.p.at(T::String) {
                    return Err(self
                        .p
                        .err_here(format!("expected string for parameter '{what}'")));
                }
                self.parse_string().map(ParamValue::Str)
            }
            ParamKind::Type => {
                if !self.at_kind(kind) {
                    return Err(self
                        .p
                        .err_here(format!("expected a type for parameter '{what}'")));
                }
                self.parse_type().map(ParamValue::Type)
            }
            ParamKind::Attr => {
                if !self.at_kind(kind) {
                    return Err(self
                        .p
                        .err_here(format!("expected an attribute for parameter '{what}'")));
                }
                self.parse_attribute().map(ParamValue::Attr)
            }
            ParamKind::Def(d) => {
                let Some(d) = AttrTypeDefSpec::of(d) else {
                    return Err(self
                        .p
                        .err_here(format!("parameter '{what}' is of a def without a table")));
                };
                let start = self.p.tok.start;
                let full = matches!(self.p.tok.kind, T::HashIdent | T::ExclamationIdent);
                let v = if !full {
                    parse_def_body(self.p, d, start, false)?
                } else if d.is_attr {
                    TypeOrAttr::Attr(self.parse_attribute()?)
                } else {
                    TypeOrAttr::Type(self.parse_type()?)
                };
                let ctx = self.p.ctx;
                let of_def = match v {
                    TypeOrAttr::Attr(a) => attr_params(ctx, a, d).is_some(),
                    TypeOrAttr::Type(t) => type_params(ctx, t, d).is_some(),
                };
                if !of_def {
                    let sigil = if d.is_attr { '#' } else { '!' };
                    let m = d.mnemonic.unwrap_or(d.name);
                    return Err(self.p.err_at(
                        start,
                        format!("expected `{sigil}{}.{m}` for parameter '{what}'", d.dialect),
                    ));
                }
                Ok(match v {
                    TypeOrAttr::Attr(a) => ParamValue::Attr(a),
                    TypeOrAttr::Type(t) => ParamValue::Type(t),
                })
            }
            ParamKind::Array(e) => {
                let mut vs = vec![self.parse_value(*e, what)?];
                // A comma not followed by an element ends the list (it separates what
                // follows, as in `struct`).
                while self.p.at(T::Comma) {
                    let save = self.p.tok.start;
                    self.p.bump();
                    if !self.at_kind(*e) {
                        self.p.reset_to(save);
                        break;
                    }
                    vs.push(self.parse_value(*e, what)?);
                }
                Ok(ParamValue::Array(vs))
            }
        }
    }
}

/// Keywords that start a builtin type.
fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_keyword(w).is_some()
        || w.strip_prefix("si")
            .or_else(|| w.strip_prefix("ui"))
            .or_else(|| w.strip_prefix('i'))
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
}

/// Parses the text after a def's `dialect.mnemonic` token (the current token) and
/// builds the attribute or type. Errors of its verifier are at the token after the
/// mnemonic, where MLIR's generated `parse` takes the location it checks the value at.
pub(crate) fn parse_def(
    p: &mut Parser<'_>,
    def: &'static dyn AttrTypeDefinition,
) -> PResult<TypeOrAttr> {
    let Some(spec) = AttrTypeDefSpec::of(DefRef(def)) else {
        return Err(p.err_here(format!(
            "'{}.{}' has no syntax table",
            def.dialect(),
            def.name()
        )));
    };
    p.bump();
    let start = p.tok.start;
    parse_def_body(p, spec, start, true)
}

/// Parses `#dialect<mnemonic ...>`, the form MLIR prints a def's attribute in when its
/// text is not simple enough for `#dialect.mnemonic...` (`#nvvm<shfl_kind bfly>`), when
/// the current token is `#dialect` and an attribute def of that mnemonic is registered;
/// `None` (nothing consumed) otherwise.
pub(crate) fn parse_verbose_def_attr(p: &mut Parser<'_>) -> PResult<Option<Attribute>> {
    let tok = p.tok;
    let name = tok.text(p.src);
    if name.contains('.') {
        return Ok(None);
    }
    p.bump();
    let spec = if p.at(T::Less) {
        p.bump();
        if p.at(T::BareIdent) {
            p.ctx
                .attr_type_def(&format!("{name}.{}", p.tok.text(p.src)))
                .and_then(|d| AttrTypeDefSpec::of(DefRef(d)))
        } else {
            None
        }
    } else {
        None
    };
    let Some(spec) = spec.filter(|s| s.is_attr) else {
        p.reset_to(tok.start);
        return Ok(None);
    };
    p.bump();
    let value = parse_def_body(p, spec, tok.start, false)?;
    p.expect(T::Greater, "expected '>'")?;
    match value {
        TypeOrAttr::Attr(a) => Ok(Some(a)),
        TypeOrAttr::Type(_) => Err(p.err_at(tok.start, "expected an attribute")),
    }
}

/// Parses what follows a def's `dialect.mnemonic` (the text at the current token), and
/// with `full` the trailing `: type` of an attribute with a self type; errors of its
/// verifier are reported at byte `start`.
fn parse_def_body(
    p: &mut Parser<'_>,
    spec: &'static AttrTypeDefSpec,
    start: usize,
    full: bool,
) -> PResult<TypeOrAttr> {
    let ctx = p.ctx;
    let mut dp = DefParser { p };
    let value = match &spec.format {
        DefFormatKind::Custom { parse, .. } => parse(&mut dp)?,
        DefFormatKind::Bare | DefFormatKind::Declarative(_) => {
            let mut vals: Vec<Option<ParamValue>> = vec![None; spec.params.len()];
            if let DefFormatKind::Declarative(elements) = &spec.format {
                parse_elements(&mut dp, spec, elements, &mut vals, false)?;
            }
            if let Some(i) = spec.params.iter().position(|p| p.self_type) {
                if full && dp.p.eat(T::Colon) {
                    vals[i] = Some(ParamValue::Type(dp.parse_type()?));
                }
            }
            let params = vals
                .into_iter()
                .zip(spec.params)
                .map(|(v, ps)| v.unwrap_or_else(|| ps.omitted(ctx)))
                .collect();
            make(ctx, spec, params)
        }
    };
    if let Err(msg) = verify_def(ctx, spec, value) {
        return Err(dp.p.err_at(start, msg));
    }
    Ok(value)
}

fn make(ctx: &Context, spec: &'static AttrTypeDefSpec, params: Vec<ParamValue>) -> TypeOrAttr {
    if spec.is_attr {
        TypeOrAttr::Attr(get_attr(ctx, spec, params))
    } else {
        TypeOrAttr::Type(get_type(ctx, spec, params))
    }
}

fn parse_elements(
    dp: &mut DefParser<'_, '_>,
    spec: &AttrTypeDefSpec,
    elements: &[DefFmt],
    vals: &mut [Option<ParamValue>],
    in_group: bool,
) -> PResult<()> {
    for el in elements {
        match el {
            DefFmt::Literal { text, .. } => dp.parse_literal(text)?,
            DefFmt::Param { index, .. } | DefFmt::Qualified { index, .. } => {
                let ps = &spec.params[*index];
                // Outside optional groups, an omittable parameter is there when its value
                // is; inside one, the group's first element decided.
                if !in_group && ps.omittable() && !dp.at_param(ps) {
                    continue;
                }
                vals[*index] = Some(dp.parse_param(ps)?);
            }
            DefFmt::Params { indices, .. } => {
                let mut first = true;
                for &i in indices.iter() {
                    let ps = &spec.params[i];
                    if ps.omittable() {
                        // An omittable parameter is there when its comma (or, first, its
                        // value) is.
                        if !first {
                            let save = dp.p.tok.start;
                            if !dp.p.eat(T::Comma) {
                                continue;
                            }
                            if !dp.at_param(ps) {
                                dp.p.reset_to(save);
                                continue;
                            }
                        } else if !dp.at_param(ps) {
                            continue;
                        }
                    } else if !first {
                        dp.parse_literal(",")?;
                    }
                    vals[i] = Some(dp.parse_param(ps)?);
                    first = false;
                }
            }
            DefFmt::Struct { indices, .. } => parse_struct(dp, spec, indices, vals)?,
            DefFmt::Custom { parse, .. } => parse(dp, vals)?,
            DefFmt::Optional {
                elements,
                else_elements,
                ..
            } => {
                let present = match elements.first() {
                    Some(DefFmt::Literal { text, .. }) => dp.peek_literal(text),
                    Some(first) => dp.at_elements(spec, std::slice::from_ref(first)),
                    None => false,
                };
                if present {
                    parse_elements(dp, spec, elements, vals, true)?;
                } else {
                    parse_elements(dp, spec, else_elements, vals, true)?;
                }
            }
        }
    }
    Ok(())
}

fn parse_struct(
    dp: &mut DefParser<'_, '_>,
    spec: &AttrTypeDefSpec,
    indices: &[usize],
    vals: &mut [Option<ParamValue>],
) -> PResult<()> {
    let mut first = true;
    loop {
        if !first && !dp.p.eat(T::Comma) {
            break;
        }
        if first && !dp.p.at(T::BareIdent) {
            break;
        }
        first = false;
        let at = dp.p.tok.start;
        let key = dp.parse_keyword()?;
        let Some(&i) = indices.iter().find(|&&i| spec.params[i].name == key) else {
            return Err(dp.p.err_at(at, format!("unknown parameter '{key}'")));
        };
        if vals[i].is_some() {
            return Err(dp.p.err_at(at, format!("duplicate parameter '{key}'")));
        }
        dp.parse_literal("=")?;
        vals[i] = Some(dp.parse_param(&spec.params[i])?);
    }
    let missing: Vec<&str> = indices
        .iter()
        .filter(|&&i| vals[i].is_none() && !spec.params[i].omittable())
        .map(|&i| spec.params[i].name)
        .collect();
    if !missing.is_empty() {
        return Err(dp.p.err_here(format!(
            "struct is missing required parameter{}: {}",
            if missing.len() > 1 { "s" } else { "" },
            missing.join(", ")
        )));
    }
    Ok(())
}

// ----- in op formats -----

/// Parses the attribute `name` of an op's assembly format whose constraint is the def
/// `#dialect_attr` (`dialectAttrName`): written stripped of its `#dialect.mnemonic`, as
/// MLIR's generated op parsers read it, or in full (`#dialect.mnemonic<...>`, an alias).
/// `None` when no def is registered under that name; else whether an optional
/// attribute was present.
pub(crate) fn parse_op_format_attr(
    p: &mut OpParser<'_, '_>,
    dialect_attr: &str,
    name: &str,
    optional: bool,
) -> Option<PResult<bool>> {
    let spec = AttrTypeDefSpec::of(DefRef(p.p.ctx.attr_type_def(&format!("#{dialect_attr}"))?))?;
    let r = if p.p.at(T::HashIdent) {
        p.p.parse_attr()
    } else if optional && !p.peek(Punct::Less) {
        return Some(Ok(false));
    } else {
        let start = p.p.tok.start;
        parse_def_body(p.p, spec, start, false).and_then(|v| match v {
            TypeOrAttr::Attr(a) => Ok(a),
            TypeOrAttr::Type(_) => Err(p.p.err_at(start, "expected an attribute")),
        })
    };
    Some(r.map(|a| {
        p.add_attribute(name, a);
        true
    }))
}

/// Parses the type of a `type($x)` directive whose constraint is the def `!dialect_type`
/// (`dialect.mnemonic`): in full when it starts with `!` (the def's full form, or an
/// alias), else stripped of its `!dialect.mnemonic` and read by the def's format, as
/// MLIR's generated op parsers read it (`parseCustomTypeWithFallback`). `None` when no
/// def is registered under that name.
pub(crate) fn parse_op_format_type(
    p: &mut OpParser<'_, '_>,
    dialect_type: &str,
) -> Option<PResult<Type>> {
    let spec = AttrTypeDefSpec::of(DefRef(p.p.ctx.attr_type_def(&format!("!{dialect_type}"))?))?;
    if p.p.at(T::ExclamationIdent) {
        return Some(p.p.parse_type());
    }
    let start = p.p.tok.start;
    Some(
        parse_def_body(p.p, spec, start, false).and_then(|v| match v {
            TypeOrAttr::Type(t) => Ok(t),
            TypeOrAttr::Attr(_) => Err(p.p.err_at(start, "expected a type")),
        }),
    )
}

/// Prints the type of a `type($x)` directive whose constraint is the def `!dialect_type`
/// stripped of its `!dialect.mnemonic` (MLIR's `printStrippedAttrOrType`), when it is a
/// value of that def without an alias; false otherwise (the caller prints it in full).
pub(crate) fn print_op_format_type(p: &mut OpPrinter<'_, '_>, t: Type, dialect_type: &str) -> bool {
    if p.ap.type_aliases.is_some_and(|m| m.contains_key(&t)) {
        return false;
    }
    let TypeKind::Dialect(d) = p.ap.ctx.type_kind(t) else {
        return false;
    };
    let Some(spec) = AttrTypeDefSpec::of(d.def) else {
        return false;
    };
    let same_def = spec.mnemonic.is_some_and(|m| {
        dialect_type
            .split_once('.')
            .is_some_and(|(dialect, mnemonic)| dialect == spec.dialect && mnemonic == m)
    });
    if spec.is_attr || !same_def {
        return false;
    }
    let mut s = String::new();
    print_def_body(p.ap, &mut s, d, TypeOrAttr::Type(t));
    p.out.push_str(&s);
    true
}

/// Prints an attribute of an op's assembly format stripped of its `#dialect.mnemonic`
/// (MLIR's `printStrippedAttrOrType`), unless it has an alias; false when it is not a
/// defined attribute (the caller prints it in full).
pub(crate) fn print_op_format_attr(p: &mut OpPrinter<'_, '_>, a: Attribute) -> bool {
    if p.ap.aliases.is_some_and(|m| m.contains_key(&a)) {
        return false;
    }
    let kind = p.ap.ctx.attr_kind(a);
    let AttrKind::Dialect(d) = kind else {
        return false;
    };
    // An attribute with a self type prints in full (with its `: type`).
    if !AttrTypeDefSpec::of(d.def).is_some_and(|s| !s.params.iter().any(|p| p.self_type)) {
        return false;
    }
    let mut s = String::new();
    print_def_body(p.ap, &mut s, d, TypeOrAttr::Attr(a));
    p.out.push_str(&s);
    true
}

// ----- printing -----

/// The printer handed to a custom attribute or type form (MLIR's `AsmPrinter`).
pub struct DefPrinter<'p> {
    pub(crate) printer: &'p StyledAttrPrinter<'p>,
    pub(crate) out: &'p mut String,
}

impl<'p> DefPrinter<'p> {
    /// The context.
    pub fn ctx(&self) -> &'p Context {
        self.printer.ctx
    }

    /// Appends text.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Appends a type (or its alias).
    pub fn print_type(&mut self, t: Type) {
        self.printer.write_type(self.out, t);
    }

    /// Appends an attribute (or its alias).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.printer.write_attr(self.out, a, false);
    }

    /// Appends a string literal, escaped.
    pub fn print_string(&mut self, s: &str) {
        write_escaped_string(self.out, s.as_bytes());
    }

    /// A value of parameter `ps`, with its own printer if it has one.
    fn print_spec_param(&mut self, ps: &ParamSpec, v: &ParamValue, qualified: bool) {
        match ps.io.and_then(|io| io.print) {
            Some(print) => print(self, v),
            None => self.print_param(ps.kind, v, qualified),
        }
    }

    /// A parameter's value. One of another def prints stripped of its
    /// `#dialect.mnemonic`, as MLIR's `printStrippedAttrOrType` does, unless it is
    /// `qualified`, has an alias, has a self type (its `: type` follows it) or its
    /// stripped form is empty; then it prints in full. A list of them prints each so.
    fn print_param(&mut self, kind: ParamKind, v: &ParamValue, qualified: bool) {
        match (kind, v) {
            (ParamKind::Array(e), ParamValue::Array(vs)) => {
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_param(*e, v, qualified);
                }
            }
            (ParamKind::Def(_), ParamValue::Attr(_) | ParamValue::Type(_)) if !qualified => {
                if !self.print_stripped(v) {
                    self.print_value(v);
                }
            }
            _ => self.print_value(v),
        }
    }

    /// Prints a defined attribute or type stripped of its `#dialect.mnemonic`; false
    /// (nothing printed) when it must print in full.
    fn print_stripped(&mut self, v: &ParamValue) -> bool {
        let printer = self.printer;
        let ctx = printer.ctx;
        let (r, data) = match *v {
            ParamValue::Attr(a) => match ctx.attr_kind_ref(a) {
                AttrKind::Dialect(d) if !printer.aliases.is_some_and(|m| m.contains_key(&a)) => {
                    (TypeOrAttr::Attr(a), d)
                }
                _ => return false,
            },
            ParamValue::Type(t) => match ctx.type_kind_ref(t) {
                TypeKind::Dialect(d)
                    if !printer.type_aliases.is_some_and(|m| m.contains_key(&t)) =>
                {
                    (TypeOrAttr::Type(t), d)
                }
                _ => return false,
            },
            _ => return false,
        };
        if !AttrTypeDefSpec::of(data.def).is_some_and(|s| !s.params.iter().any(|p| p.self_type)) {
            return false;
        }
        let len = self.out.len();
        print_def_body(printer, self.out, data, r);
        self.out.len() != len
    }

    fn print_value(&mut self, v: &ParamValue) {
        match v {
            ParamValue::Absent => {}
            ParamValue::Bool(b) => self.write(if *b { "true" } else { "false" }),
            ParamValue::Int(i) => self.write(&i.to_string()),
            ParamValue::Float(bits) => {
                let s = mlir_float_string(*bits as u128, Semantics::of(FloatKind::F64));
                self.write(&s);
            }
            ParamValue::Str(s) => self.print_string(s),
            ParamValue::Type(t) => self.print_type(*t),
            ParamValue::Attr(a) => self.print_attribute(*a),
            ParamValue::Array(vs) => {
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_value(v);
                }
            }
        }
    }
}

/// Appends a defined attribute or type (with its `#`/`!`).
pub(crate) fn print_def(
    printer: &StyledAttrPrinter<'_>,
    out: &mut String,
    data: &DialectData,
    value: TypeOrAttr,
) {
    let Some(spec) = AttrTypeDefSpec::of(data.def) else {
        // A def the IR core was given without a table: its name is all there is to print.
        out.push(if matches!(value, TypeOrAttr::Attr(_)) {
            '#'
        } else {
            '!'
        });
        out.push_str(data.def.0.dialect());
        out.push('.');
        out.push_str(data.def.0.name());
        return;
    };
    out.push(if spec.is_attr { '#' } else { '!' });
    out.push_str(spec.dialect);
    // MLIR's `printDialectSymbol`: `dialect.mnemonic<...>` when what the def prints is
    // simple enough for that pretty form, else `dialect<mnemonic ...>`
    // (`#nvvm<shfl_kind bfly>`).
    let mut symbol = spec.mnemonic.unwrap_or(spec.name).to_string();
    print_def_body(printer, &mut symbol, data, value);
    if is_pretty_dialect_symbol(&symbol) {
        out.push('.');
        out.push_str(&symbol);
    } else {
        out.push('<');
        out.push_str(&symbol);
        out.push('>');
    }
    if let Some(i) = spec.params.iter().position(|p| p.self_type) {
        if let Some(ParamValue::Type(t)) = data.params.get(i) {
            if !matches!(printer.ctx.type_kind_ref(*t), TypeKind::None) {
                out.push_str(" : ");
                printer.write_type(out, *t);
            }
        }
    }
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: an identifier (letters, digits,
/// `.` and `_`, starting with a letter), then nothing or a body within `<...>`.
fn is_pretty_dialect_symbol(symbol: &str) -> bool {
    if !symbol.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest =
        symbol.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// Appends what follows a def's `dialect.mnemonic`.
fn print_def_body(
    printer: &StyledAttrPrinter<'_>,
    out: &mut String,
    data: &DialectData,
    value: TypeOrAttr,
) {
    let Some(spec) = AttrTypeDefSpec::of(data.def) else {
        return;
    };
    let mut dp = DefPrinter { printer, out };
    match &spec.format {
        DefFormatKind::Bare => {}
        DefFormatKind::Custom { print, .. } => print(&mut dp, value),
        DefFormatKind::Declarative(elements) => {
            print_elements(&mut dp, spec, elements, &data.params)
        }
    }
}

fn space(dp: &mut DefPrinter<'_>, space: bool) {
    if space {
        dp.write(" ");
    }
}

fn print_elements(
    dp: &mut DefPrinter<'_>,
    spec: &AttrTypeDefSpec,
    elements: &[DefFmt],
    params: &[ParamValue],
) {
    let ctx = dp.printer.ctx;
    for el in elements {
        match el {
            DefFmt::Literal { text, space: s } => {
                space(dp, *s);
                dp.write(text);
            }
            DefFmt::Param { index, space: s } | DefFmt::Qualified { index, space: s } => {
                if matches!(params[*index], ParamValue::Absent) {
                    continue;
                }
                space(dp, *s);
                let qualified = matches!(el, DefFmt::Qualified { .. });
                dp.print_spec_param(&spec.params[*index], &params[*index], qualified);
            }
            DefFmt::Params { indices, space: s } => {
                space(dp, *s);
                let mut first = true;
                for &i in indices.iter() {
                    if spec.params[i].omittable() && spec.params[i].is_elided(ctx, &params[i]) {
                        continue;
                    }
                    if !first {
                        dp.write(", ");
                    }
                    first = false;
                    dp.print_spec_param(&spec.params[i], &params[i], false);
                }
            }
            DefFmt::Struct { indices, space: s } => {
                space(dp, *s);
                let mut first = true;
                for &i in indices.iter() {
                    if spec.params[i].omittable() && spec.params[i].is_elided(ctx, &params[i]) {
                        continue;
                    }
                    if !first {
                        dp.write(", ");
                    }
                    first = false;
                    dp.write(spec.params[i].name);
                    dp.write(" = ");
                    dp.print_spec_param(&spec.params[i], &params[i], false);
                }
            }
            DefFmt::Custom {
                print, space: s, ..
            } => {
                space(dp, *s);
                print(dp, params);
            }
            DefFmt::Optional {
                elements,
                else_elements,
                guards,
            } => {
                if guards
                    .iter()
                    .any(|&i| !spec.params[i].is_elided(ctx, &params[i]))
                {
                    print_elements(dp, spec, elements, params);
                } else {
                    print_elements(dp, spec, else_elements, params);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::printer::{print_op, PrintOptions};
    use crate::asm::{parse_module, ParseOptions};

    /// `#t.pair<x, y (`tag` $tag^)?>` by hand, as the generator would write it.
    static PAIR: AttrTypeDefSpec = AttrTypeDefSpec {
        dialect: "t",
        name: "PairAttr",
        mnemonic: Some("pair"),
        is_attr: true,
        params: &[
            ParamSpec {
                name: "x",
                kind: ParamKind::Int {
                    width: 8,
                    signed: false,
                },
                optional: false,
                default: None,
                self_type: false,
                io: None,
            },
            ParamSpec {
                name: "y",
                kind: ParamKind::Type,
                optional: false,
                default: None,
                self_type: false,
                io: None,
            },
            ParamSpec {
                name: "tag",
                kind: ParamKind::Str,
                optional: true,
                default: None,
                self_type: false,
                io: None,
            },
        ],
        format: DefFormatKind::Declarative(&[
            DefFmt::Literal {
                text: "<",
                space: false,
            },
            DefFmt::Param {
                index: 0,
                space: false,
            },
            DefFmt::Literal {
                text: ",",
                space: false,
            },
            DefFmt::Param {
                index: 1,
                space: true,
            },
            DefFmt::Optional {
                else_elements: &[],
                elements: &[
                    DefFmt::Literal {
                        text: "tag",
                        space: true,
                    },
                    DefFmt::Param {
                        index: 2,
                        space: true,
                    },
                ],
                guards: &[2],
            },
            DefFmt::Literal {
                text: ">",
                space: false,
            },
        ]),
        verify: None,
        interfaces: &[],
        traits: &[],
        preds: &[],
    };

    /// `!t.unit`: no parameters, so its stripped form is empty.
    static UNIT: AttrTypeDefSpec = AttrTypeDefSpec {
        dialect: "t",
        name: "UnitType",
        mnemonic: Some("unit"),
        is_attr: false,
        params: &[],
        format: DefFormatKind::Bare,
        verify: None,
        interfaces: &[],
        traits: &[],
        preds: &[],
    };

    const fn param(name: &'static str, kind: ParamKind, optional: bool) -> ParamSpec {
        ParamSpec {
            name,
            kind,
            optional,
            default: None,
            self_type: false,
            io: None,
        }
    }

    /// `#t.wrap<$inner, qualified($full), [$list], $unit (`opt` $opt^)?>`: parameters
    /// that are other defs.
    static WRAP: AttrTypeDefSpec = AttrTypeDefSpec {
        dialect: "t",
        name: "WrapAttr",
        mnemonic: Some("wrap"),
        is_attr: true,
        params: &[
            param("inner", ParamKind::Def(DefRef(&PAIR)), false),
            param("full", ParamKind::Def(DefRef(&PAIR)), false),
            param(
                "list",
                ParamKind::Array(&ParamKind::Def(DefRef(&PAIR))),
                false,
            ),
            param("unit", ParamKind::Def(DefRef(&UNIT)), false),
            param("opt", ParamKind::Def(DefRef(&PAIR)), true),
        ],
        format: DefFormatKind::Declarative(&[
            DefFmt::Literal {
                text: "<",
                space: false,
            },
            DefFmt::Param {
                index: 0,
                space: false,
            },
            DefFmt::Literal {
                text: ",",
                space: false,
            },
            DefFmt::Qualified {
                index: 1,
                space: true,
            },
            DefFmt::Literal {
                text: ",",
                space: false,
            },
            DefFmt::Literal {
                text: "[",
                space: true,
            },
            DefFmt::Param {
                index: 2,
                space: false,
            },
            DefFmt::Literal {
                text: "]",
                space: false,
            },
            DefFmt::Literal {
                text: ",",
                space: false,
            },
            DefFmt::Param {
                index: 3,
                space: true,
            },
            DefFmt::Optional {
                else_elements: &[],
                elements: &[
                    DefFmt::Literal {
                        text: "opt",
                        space: true,
                    },
                    DefFmt::Param {
                        index: 4,
                        space: true,
                    },
                ],
                guards: &[4],
            },
            DefFmt::Literal {
                text: ">",
                space: false,
            },
        ]),
        verify: None,
        interfaces: &[],
        traits: &[],
        preds: &[],
    };

    fn print(src: &str) -> Result<String, String> {
        print_with(&[&PAIR], src)
    }

    fn print_with(specs: &[&'static AttrTypeDefSpec], src: &str) -> Result<String, String> {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        register_defs(&ctx, specs);
        let m = parse_module(&ctx, src, &ParseOptions::default()).map_err(|d| d.render())?;
        Ok(print_op(&ctx, &m.body, m.op, &PrintOptions::default()))
    }

    #[test]
    fn defined_attributes_are_uniqued_by_parameters() {
        let ctx = Context::new();
        crate::builtin::register(&ctx);
        let i8t = ctx.int_type(8);
        let a = get_attr(
            &ctx,
            &PAIR,
            vec![5u8.to_param(), i8t.to_param(), None::<String>.to_param()],
        );
        let b = get_attr(
            &ctx,
            &PAIR,
            vec![
                ParamValue::Int(5),
                ParamValue::Type(i8t),
                ParamValue::Absent,
            ],
        );
        let c = get_attr(
            &ctx,
            &PAIR,
            vec![
                ParamValue::Int(6),
                ParamValue::Type(i8t),
                ParamValue::Absent,
            ],
        );
        assert_eq!(a, b);
        assert_ne!(a, c);
        let p = attr_params(&ctx, a, &PAIR).unwrap();
        assert_eq!(u8::from_param(&p[0]), Some(5));
        assert_eq!(Option::<String>::from_param(&p[2]), Some(None));
        assert_eq!(u8::from_param(&ParamValue::Int(300)), None);
    }

    #[test]
    fn declarative_formats_parse_and_print() {
        let out =
            print(r#""u.op"() {a = #t.pair<5, i8>, b = #t.pair<255, !t.x tag "q">} : () -> ()"#)
                .unwrap();
        assert!(
            out.contains(r#"a = #t.pair<5, i8>, b = #t.pair<255, !t.x tag "q">"#),
            "{out}"
        );
    }

    #[test]
    fn malformed_bodies_are_located_errors() {
        let e = print(r#""u.op"() {a = #t.pair<256, i8>} : () -> ()"#).unwrap_err();
        assert!(
            e.contains("integer value 256 of parameter 'x' does not fit in u8"),
            "{e}"
        );
        assert!(e.contains(":1:23"), "{e}");
        let e = print(r#""u.op"() {a = #t.pair<1, i8 tag>} : () -> ()"#).unwrap_err();
        assert!(e.contains("expected string for parameter 'tag'"), "{e}");
        let e = print(r#""u.op"() {a = #t.other<1>} : () -> ()"#).unwrap_err();
        assert!(
            e.contains("unknown attribute `other` in dialect `t`"),
            "{e}"
        );
    }

    #[test]
    fn def_parameters_print_stripped_unless_qualified() {
        let specs: &[&'static AttrTypeDefSpec] = &[&PAIR, &UNIT, &WRAP];
        let want = r#"a = #t.wrap<<1, i8>, #t.pair<2, i8>, [<3, i8>, <4, i8 tag "z">], !t.unit>"#;
        // Either form parses; the canonical form strips all but the qualified one, and
        // prints `!t.unit` (whose stripped form is empty) in full.
        for src in [
            r#""u.op"() {a = #t.wrap<<1, i8>, <2, i8>, [<3, i8>, <4, i8 tag "z">], !t.unit>} : () -> ()"#,
            r#""u.op"() {a = #t.wrap<#t.pair<1, i8>, #t.pair<2, i8>, [#t.pair<3, i8>, <4, i8 tag "z">], !t.unit>} : () -> ()"#,
        ] {
            let out = print_with(specs, src).unwrap();
            assert!(out.contains(want), "{out}");
        }
        let out = print_with(
            specs,
            r#""u.op"() {a = #t.wrap<<1, i8>, <2, i8>, [<3, i8>], !t.unit opt <5, i1>>} : () -> ()"#,
        )
        .unwrap();
        assert!(
            out.contains("#t.wrap<<1, i8>, #t.pair<2, i8>, [<3, i8>], !t.unit opt <5, i1>>"),
            "{out}"
        );
    }

    #[test]
    fn def_parameters_must_be_of_their_def() {
        let specs: &[&'static AttrTypeDefSpec] = &[&PAIR, &UNIT, &WRAP];
        let e = print_with(
            specs,
            "#a = 5 : i32\n\"u.op\"() {a = #t.wrap<#a, <2, i8>, [<3, i8>], !t.unit>} : () -> ()",
        )
        .unwrap_err();
        assert!(
            e.contains("expected `#t.pair` for parameter 'inner'"),
            "{e}"
        );
        assert!(e.contains(":2:23"), "{e}");
        let e = print_with(
            specs,
            "!b = i32\n\"u.op\"() {a = #t.wrap<<1, i8>, <2, i8>, [<3, i8>], !b>} : () -> ()",
        )
        .unwrap_err();
        assert!(e.contains("expected `!t.unit` for parameter 'unit'"), "{e}");
    }

    #[test]
    fn handle_params_convert_lists_and_options() {
        struct H(Attribute);
        impl<'c> HandleParam<'c> for H {
            fn to_param(&self) -> ParamValue {
                ParamValue::Attr(self.0)
            }
            fn from_param(_: &'c Context, v: &ParamValue) -> Option<Self> {
                Attribute::from_param(v).map(H)
            }
        }
        let ctx = Context::new();
        crate::builtin::register(&ctx);
        let a = ctx.unit_attr();
        let v = vec![H(a), H(a)].to_param();
        assert_eq!(v, ParamValue::Array(vec![ParamValue::Attr(a); 2]));
        assert_eq!(Vec::<H>::from_param(&ctx, &v).map(|v| v.len()), Some(2));
        assert_eq!(None::<H>.to_param(), ParamValue::Absent);
        assert!(matches!(
            Option::<H>::from_param(&ctx, &ParamValue::Absent),
            Some(None)
        ));
        assert!(Option::<H>::from_param(&ctx, &ParamValue::Int(1)).is_none());
    }
}
