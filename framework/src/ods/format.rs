//! The declarative assembly format (`assemblyFormat`) at run time: `strata-tblgen` compiles
//! each op's format into a [`Format`] table (checked at generation time, with the spacing
//! of each element decided as MLIR's generated printers decide it), and this one interpreter
//! parses and prints every op from its table.

use super::{group_sizes, Arity, AttrSpec, AttrView, OpSpec, OpTrait, Segments};
use crate::ir::body::{Block, Value};
use crate::ir::context::{Context, Type};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use crate::ir::registry::OpRef;
use crate::support::diag::Diagnostic;

/// What a format variable or directive argument refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// Operand group `n`.
    Operand(u8),
    /// Result group `n`.
    Result(u8),
    /// Attribute `n` of the spec.
    Attr(u8),
    /// Region `n`.
    Region(u8),
    /// Successor `n`.
    Successor(u8),
    /// `operands`: all operands.
    Operands,
    /// `results`: all results.
    Results,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
}

/// One element of a compiled format. `space` says whether the printer writes a space
/// before the element.
#[derive(Debug)]
pub enum Fmt {
    /// A keyword or punctuation.
    Literal {
        /// Its text.
        text: &'static str,
        /// Printed after a space.
        space: bool,
    },
    /// `` ` ` ``: a space.
    Space,
    /// `` `\n` ``: a line break.
    Newline,
    /// `$name` or `operands`/`regions`/`successors`.
    Var {
        /// The variable.
        var: Var,
        /// Printed after a space.
        space: bool,
    },
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        keyword: bool,
    },
    /// `type($x)`.
    Type {
        /// Whose types.
        var: Var,
        /// Printed after a space.
        space: bool,
        /// For one value (neither variadic nor optional) whose constraint is a `.td`-defined
        /// type, that type's `dialect.mnemonic`: a value of it prints stripped of its
        /// `!dialect.mnemonic` and parses stripped or in full, as MLIR's generated code
        /// does (`printStrippedAttrOrType`, `parseCustomTypeWithFallback`). `None` under
        /// `qualified(...)`.
        stripped: Option<&'static str>,
    },
    /// `functional-type($inputs, $results)`.
    FunctionalType {
        /// The input types' owner.
        inputs: Var,
        /// The result types' owner.
        results: Var,
        /// Printed after a space.
        space: bool,
    },
    /// `custom<Name>(args)`: a directive written in Rust by the dialect.
    Custom {
        /// The directive (`directives::Name` in the dialect's module).
        directive: &'static CustomDirective,
        /// Its arguments.
        args: &'static [CustomArg],
        /// Printed after a space.
        space: bool,
    },
    /// `(...)?` and `(...)?:(...)`: an optional group.
    Optional {
        /// The element whose presence decides the group.
        anchor: Var,
        /// The elements printed when the anchor is present.
        then: &'static [Fmt],
        /// The elements printed otherwise.
        els: &'static [Fmt],
        /// The anchor is a unit attribute that the group's presence stands for (it is
        /// not itself printed).
        unit_anchor: bool,
    },
    /// `oilist(`kw` ... | ...)`: clauses in any order, each at most once, printed in the
    /// spec's order when present.
    OIList {
        /// A space before the `" "` the directive prints (MLIR's printers write both).
        space: bool,
        /// The clauses, in the spec's order.
        clauses: &'static [OIClause],
    },
}

/// `oilist(...)`: order-independent clauses (parsing and printing in `format/oilist.rs`).
mod oilist;
pub use oilist::OIClause;

/// An argument of a `custom<...>` directive.
#[derive(Clone, Copy, Debug)]
pub enum CustomArg {
    /// `$x`: an operand group, attribute, region or successor, bound by the directive.
    Var(Var),
    /// `type($x)`: the types of an operand or result group, bound by the directive.
    Type(Var),
    /// `ref($x)`: a variable bound earlier, read by the directive.
    Ref(Var),
    /// `ref(type($x))`: types bound earlier, read by the directive.
    RefType(Var),
    /// `"code"`: a Rust expression of the spec (`$_ctxt` is the context), evaluated when
    /// the directive asks for it ([`CustomParse::value`], [`CustomPrint::value`]).
    Expr(fn(&Context) -> Box<dyn std::any::Any>),
    /// `attr-dict`: the directive parses the op's attribute dictionary itself (with the
    /// parser's `parse_optional_attr_dict`) and prints it from
    /// [`CustomPrint::attr_dict`].
    AttrDict,
}

impl CustomArg {
    /// The variable of a variable argument.
    fn var(&self) -> Option<Var> {
        match *self {
            CustomArg::Var(v) | CustomArg::Type(v) | CustomArg::Ref(v) | CustomArg::RefType(v) => {
                Some(v)
            }
            CustomArg::Expr(_) | CustomArg::AttrDict => None,
        }
    }

    /// The value of an expression argument, if it is one of type `T`.
    fn value<T: 'static>(&self, ctx: &Context) -> Option<T> {
        match self {
            CustomArg::Expr(f) => f(ctx).downcast::<T>().ok().map(|b| *b),
            _ => None,
        }
    }
}

/// A `custom<Name>` directive: the Rust that parses and prints its part of the op's text
/// (MLIR's `parseName`/`printName`). Its arguments are reached by position through
/// [`CustomParse`] and [`CustomPrint`].
#[derive(Debug)]
pub struct CustomDirective {
    /// Parses the directive's text, binding its arguments.
    pub parse: fn(&mut dyn OpAsmParser<'_>, &mut CustomParse<'_>) -> Result<(), Diagnostic>,
    /// Prints the directive's text from its arguments.
    pub print: fn(&mut dyn OpAsmPrinter<'_>, &CustomPrint<'_>),
}

/// The arguments of a `custom<...>` directive while parsing.
pub struct CustomParse<'s> {
    spec: &'s OpSpec,
    args: &'static [CustomArg],
    st: &'s mut ParseState,
}

impl CustomParse<'_> {
    fn var(&self, i: usize) -> Option<Var> {
        self.args.get(i).and_then(CustomArg::var)
    }

    /// The value of string argument `i` (a Rust expression of the spec), if it is one of
    /// type `T`.
    pub fn value<T: 'static>(&self, ctx: &Context, i: usize) -> Option<T> {
        self.args.get(i)?.value(ctx)
    }

    /// Binds operand-group argument `i` to the operands read.
    pub fn set_operands(&mut self, i: usize, operands: Vec<UnresolvedOperand>) {
        if let Some(Var::Operand(g)) = self.var(i) {
            let r = self.st.push_operands(&operands);
            self.st.operands[g as usize] = r;
        }
    }

    /// Binds `type(...)` argument `i` to the types read.
    pub fn set_types(&mut self, i: usize, types: Vec<Type>) {
        let Some(v) = self.var(i) else {
            return;
        };
        let r = self.st.push_types(&types);
        self.st.set_types(v, r);
    }

    /// Sets attribute argument `i` of the op (through `p`).
    pub fn set_attr(&mut self, p: &mut dyn OpAsmParser<'_>, i: usize, value: crate::Attribute) {
        if let Some(Var::Attr(a)) = self.var(i) {
            p.add_attribute(self.spec.attrs[a as usize].name, value);
        }
    }

    /// The types bound earlier to `ref(type(...))` or `type(...)` argument `i`.
    pub fn types(&self, i: usize) -> Option<Vec<Type>> {
        self.st.known(self.var(i)?).map(<[Type]>::to_vec)
    }
}

/// The arguments of a `custom<...>` directive while printing.
pub struct CustomPrint<'a> {
    spec: &'a OpSpec,
    args: &'static [CustomArg],
    op: OpRef<'a>,
}

impl<'a> CustomPrint<'a> {
    fn var(&self, i: usize) -> Option<Var> {
        self.args.get(i).and_then(CustomArg::var)
    }

    /// The values of operand-group argument `i`.
    pub fn values(&self, i: usize) -> Vec<Value> {
        match self.var(i) {
            Some(v) => values_of(&self.op, self.spec, v).collect(),
            None => Vec::new(),
        }
    }

    /// The types of argument `i`.
    pub fn types(&self, i: usize) -> Vec<Type> {
        match self.var(i) {
            Some(v) => types_of(&self.op, self.spec, v).collect(),
            None => Vec::new(),
        }
    }

    /// The value of attribute argument `i`, if the op has it.
    pub fn attr(&self, i: usize) -> Option<crate::Attribute> {
        match self.var(i)? {
            Var::Attr(a) => self.op.attr(self.spec.attrs[a as usize].name),
            _ => None,
        }
    }

    /// The value of string argument `i` (a Rust expression of the spec), if it is one of
    /// type `T`.
    pub fn value<T: 'static>(&self, i: usize) -> Option<T> {
        self.args.get(i)?.value(self.op.ctx)
    }

    /// The op's attribute dictionary, if argument `i` is `attr-dict` (all the op's
    /// attributes, as MLIR passes them).
    pub fn attr_dict(&self, i: usize) -> Option<crate::Attribute> {
        match self.args.get(i)? {
            CustomArg::AttrDict => Some(self.op.body.attrs(self.op.op)),
            _ => None,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.op.ctx
    }
}

/// How the types of an operand or result group are found when parsing, if the format
/// does not spell them.
#[derive(Debug, Clone, Copy)]
pub enum TypeSource {
    /// From a `type` or `functional-type` directive.
    Parsed,
    /// The same as the types of another group (traits such as `SameOperandsAndResultType`
    /// and `AllTypesMatch`).
    SameAs(Var),
    /// A buildable type (`I1` builds `i1`).
    Build(fn(&Context) -> Type),
    /// The type of an attribute (`AllTypesMatch<["value", "result"]>`).
    AttrType(u8),
    /// A transform of another group's (single) type (`TypesMatchWith`).
    Transformed(Var, fn(super::TypeView<'_>) -> Vec<Type>),
}

/// A compiled assembly format.
#[derive(Debug)]
pub struct Format {
    /// The elements.
    pub elements: &'static [Fmt],
    /// Per operand group: where its types come from.
    pub operand_types: &'static [TypeSource],
    /// Per result group: where its types come from.
    pub result_types: &'static [TypeSource],
    /// Attributes the format prints as variables (left out of `attr-dict`).
    pub elided_attrs: &'static [&'static str],
}

/// The spec of an op whose format hook runs: format hooks are registered only for ops
/// with a spec.
fn spec_of(def: Option<crate::ir::registry::OpDefinition>) -> &'static OpSpec {
    def.and_then(|d| d.downcast_ref::<OpSpec>())
        .expect("format hooks are only registered for ops with a spec")
}

// ----- parsing -----

/// A run of a [`ParseState`]'s flat storage: `(start, len)`.
type Span = (u32, u32);

/// What a format's parse has read so far. Operands, types and successors of every group
/// are kept in flat lists, each group naming its run (`Span`), so a state allocates
/// nothing once warm: the parser keeps the states of finished ops for the next ones.
#[derive(Default)]
pub struct ParseState {
    /// Operands read, in reading order.
    unresolved: Vec<UnresolvedOperand>,
    /// Types read or resolved, in that order.
    types: Vec<Type>,
    /// Successors read.
    blocks: Vec<Block>,
    /// Per operand group: its operands.
    operands: Vec<Span>,
    /// Per operand group: its types, when known.
    operand_types: Vec<Option<Span>>,
    /// Per result group: its types, when known.
    result_types: Vec<Option<Span>>,
    all_operands: Option<Span>,
    all_operand_types: Option<Span>,
    all_result_types: Option<Span>,
    /// Per successor group: its successors.
    successors: Vec<Span>,
    /// Where the operands were, for count errors.
    operands_pos: usize,
}

fn slice_of<T>(items: &[T], (start, len): Span) -> &[T] {
    &items[start as usize..(start + len) as usize]
}

impl ParseState {
    /// Empties the state for an op of `spec`, keeping its storage.
    fn reset(&mut self, spec: &OpSpec, pos: usize) {
        self.unresolved.clear();
        self.types.clear();
        self.blocks.clear();
        self.operands.clear();
        self.operands.resize(spec.operands.len(), (0, 0));
        self.operand_types.clear();
        self.operand_types.resize(spec.operands.len(), None);
        self.result_types.clear();
        self.result_types.resize(spec.results.len(), None);
        self.all_operands = None;
        self.all_operand_types = None;
        self.all_result_types = None;
        self.successors.clear();
        self.successors.resize(spec.successors.len(), (0, 0));
        self.operands_pos = pos;
    }

    fn push_operands(&mut self, us: &[UnresolvedOperand]) -> Span {
        let start = self.unresolved.len() as u32;
        self.unresolved.extend_from_slice(us);
        (start, us.len() as u32)
    }

    fn push_types(&mut self, tys: &[Type]) -> Span {
        let start = self.types.len() as u32;
        self.types.extend_from_slice(tys);
        (start, tys.len() as u32)
    }

    /// The span of the types pushed since `start`.
    fn types_since(&self, start: usize) -> Span {
        (start as u32, (self.types.len() - start) as u32)
    }

    fn set_types(&mut self, var: Var, r: Span) {
        match var {
            Var::Operand(i) => self.operand_types[i as usize] = Some(r),
            Var::Result(i) => self.result_types[i as usize] = Some(r),
            Var::Operands => self.all_operand_types = Some(r),
            Var::Results => self.all_result_types = Some(r),
            _ => {}
        }
    }

    /// The types known so far for `var`.
    fn known(&self, var: Var) -> Option<&[Type]> {
        let r = match var {
            Var::Operand(i) => self.operand_types[i as usize],
            Var::Result(i) => self.result_types[i as usize],
            Var::Operands => self.all_operand_types,
            Var::Results => self.all_result_types,
            _ => None,
        }?;
        Some(slice_of(&self.types, r))
    }
}

/// The parse hook of every op with a declarative format.
pub fn parse_op(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    let spec = spec_of(p.definition());
    let format = spec.format.expect("the op has a format");
    // A state of an earlier op (ops nest: each op being parsed holds its own).
    let mut st = PARSE_STATES
        .with_borrow_mut(|s| s.pop())
        .unwrap_or_default();
    st.reset(spec, p.pos());
    let r = parse_with(p, spec, format, &mut st);
    PARSE_STATES.with_borrow_mut(|s| s.push(st));
    r
}

/// Parses the elements of `format` and finishes the op. One result, returned once: no
/// per-element result value is kept (and dropped) across the loop.
fn parse_with(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    format: &Format,
    st: &mut ParseState,
) -> Result<(), Diagnostic> {
    for e in format.elements {
        // The commonest elements are read here, as `parse_element` reads them when not
        // optional, without a call and a `Result<bool, _>` per element.
        match e {
            Fmt::Literal { text, .. } => match punct_of(text) {
                Some(pu) => p.parse(pu)?,
                None => p.parse_keyword(text)?,
            },
            Fmt::Space | Fmt::Newline => {}
            Fmt::Var {
                var: Var::Operand(i),
                ..
            } if spec.operands[*i as usize].arity == Arity::Single => {
                let i = *i as usize;
                if st.operands.iter().all(|r| r.1 == 0) {
                    st.operands_pos = p.pos();
                }
                let start = st.unresolved.len() as u32;
                st.unresolved.push(p.parse_operand()?);
                st.operands[i] = (start, 1);
            }
            Fmt::AttrDict { keyword: false } => p.parse_optional_attr_dict()?,
            Fmt::Type { var, stripped, .. } => {
                let r = parse_types_of(p, spec, st, *var, *stripped)?;
                st.set_types(*var, r);
            }
            _ => {
                parse_element(p, spec, st, e, false)?;
            }
        }
    }
    finish_parse(p, spec, format, st)
}

thread_local! {
    /// The states of the ops whose parse finished, reused by the next ones (a state
    /// allocates nothing once warm; boxed, so taking and returning one moves a pointer).
    #[allow(clippy::vec_box)]
    static PARSE_STATES: std::cell::RefCell<Vec<Box<ParseState>>> = const {
        std::cell::RefCell::new(Vec::new())
    };
}

/// Parses one element; with `optional`, as the first element of an optional group:
/// returns whether it was present (nothing consumed when not).
fn parse_element(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    st: &mut ParseState,
    e: &Fmt,
    optional: bool,
) -> Result<bool, Diagnostic> {
    match e {
        Fmt::Literal { text, .. } => parse_literal(p, text, optional),
        Fmt::Space | Fmt::Newline => Ok(true),
        Fmt::Var { var, .. } => parse_var(p, spec, st, *var, optional),
        Fmt::Custom {
            directive, args, ..
        } => {
            let mut c = CustomParse { spec, args, st };
            (directive.parse)(p, &mut c)?;
            Ok(true)
        }
        Fmt::AttrDict { keyword } => {
            if *keyword {
                p.parse_optional_attr_dict_with_keyword()?;
            } else {
                p.parse_optional_attr_dict()?;
            }
            Ok(true)
        }
        Fmt::Type { var, stripped, .. } => {
            if optional && !p.at_type() {
                return Ok(false);
            }
            let r = parse_types_of(p, spec, st, *var, *stripped)?;
            st.set_types(*var, r);
            Ok(true)
        }
        Fmt::FunctionalType {
            inputs, results, ..
        } => {
            if optional && !p.peek(Punct::LParen) {
                return Ok(false);
            }
            let pos = p.pos();
            let fty = p.parse_type()?;
            let Some((ins, outs)) = p.ctx().function_type_parts(fty) else {
                return Err(p.error_at(pos, "expected function type"));
            };
            let ins = st.push_types(ins);
            let outs = st.push_types(outs);
            st.set_types(*inputs, ins);
            st.set_types(*results, outs);
            Ok(true)
        }
        Fmt::Optional {
            anchor,
            then,
            els,
            unit_anchor,
        } => {
            let present = match then.first() {
                Some(first) => parse_element(p, spec, st, first, true)?,
                None => false,
            };
            if present {
                for e in &then[1..] {
                    parse_element(p, spec, st, e, false)?;
                }
                if *unit_anchor {
                    if let Var::Attr(i) = anchor {
                        let unit = p.ctx().unit_attr();
                        p.add_attribute(spec.attrs[*i as usize].name, unit);
                    }
                }
            } else {
                for e in els.iter() {
                    parse_element(p, spec, st, e, false)?;
                }
            }
            Ok(true)
        }
        Fmt::OIList { clauses, .. } => oilist::parse(p, spec, st, clauses),
    }
}

/// The punctuation a literal is, if it is one. Matched on its bytes (a switch on the
/// length and then the byte) rather than on the string (a comparison per case): every
/// literal of every op parsed comes through here.
fn punct_of(text: &str) -> Option<Punct> {
    Some(match *text.as_bytes() {
        [b'('] => Punct::LParen,
        [b')'] => Punct::RParen,
        [b'['] => Punct::LSquare,
        [b']'] => Punct::RSquare,
        [b'{'] => Punct::LBrace,
        [b'}'] => Punct::RBrace,
        [b'<'] => Punct::Less,
        [b'>'] => Punct::Greater,
        [b','] => Punct::Comma,
        [b':'] => Punct::Colon,
        [b':', b':'] => Punct::ColonColon,
        [b'='] => Punct::Equal,
        [b'-', b'>'] => Punct::Arrow,
        [b'-'] => Punct::Minus,
        [b'+'] => Punct::Plus,
        [b'?'] => Punct::Question,
        [b'*'] => Punct::Star,
        _ => return None,
    })
}

fn parse_literal(
    p: &mut dyn OpAsmParser<'_>,
    text: &str,
    optional: bool,
) -> Result<bool, Diagnostic> {
    match punct_of(text) {
        Some(pu) if optional => Ok(p.parse_optional(pu)),
        Some(pu) => p.parse(pu).map(|_| true),
        None if optional => Ok(p.parse_optional_keyword(text)),
        None => p.parse_keyword(text).map(|_| true),
    }
}

fn parse_var(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    st: &mut ParseState,
    var: Var,
    optional: bool,
) -> Result<bool, Diagnostic> {
    match var {
        Var::Operand(i) => {
            let i = i as usize;
            if st.operands.iter().all(|r| r.1 == 0) {
                st.operands_pos = p.pos();
            }
            let start = st.unresolved.len();
            match spec.operands[i].arity {
                Arity::Single if !optional => st.unresolved.push(p.parse_operand()?),
                Arity::Single | Arity::Optional => {
                    st.unresolved.extend(p.parse_optional_operand()?);
                }
                Arity::Variadic => p.parse_operand_list_into(&mut st.unresolved)?,
            };
            let n = st.unresolved.len() - start;
            st.operands[i] = (start as u32, n as u32);
            Ok(n != 0)
        }
        Var::Operands => {
            st.operands_pos = p.pos();
            let start = st.unresolved.len();
            p.parse_operand_list_into(&mut st.unresolved)?;
            let n = st.unresolved.len() - start;
            st.all_operands = Some((start as u32, n as u32));
            Ok(n != 0)
        }
        Var::Attr(i) => parse_attr_var(p, spec, i as usize, optional),
        Var::Region(_) => {
            if optional && !p.peek(Punct::LBrace) {
                return Ok(false);
            }
            p.parse_region(&[])?;
            Ok(true)
        }
        Var::Regions => {
            let mut any = false;
            while let Some(_r) = p.parse_optional_region(&[])? {
                any = true;
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            Ok(any)
        }
        Var::Successor(i) => {
            let i = i as usize;
            let start = st.blocks.len();
            if spec.successors[i].variadic {
                if let Some(b) = p.parse_optional_successor()? {
                    st.blocks.push(b);
                    while p.parse_optional(Punct::Comma) {
                        st.blocks.push(p.parse_successor()?);
                    }
                }
            } else if optional {
                match p.parse_optional_successor()? {
                    Some(b) => st.blocks.push(b),
                    None => return Ok(false),
                }
            } else {
                st.blocks.push(p.parse_successor()?);
            }
            let n = st.blocks.len() - start;
            st.successors[i] = (start as u32, n as u32);
            Ok(n != 0)
        }
        Var::Successors => {
            let start = st.blocks.len();
            if let Some(b) = p.parse_optional_successor()? {
                st.blocks.push(b);
                while p.parse_optional(Punct::Comma) {
                    st.blocks.push(p.parse_successor()?);
                }
            }
            let n = st.blocks.len() - start;
            if let Some(first) = st.successors.first_mut() {
                *first = (start as u32, n as u32);
            }
            Ok(n != 0)
        }
        Var::Result(_) | Var::Results => Ok(true),
    }
}

fn parse_attr_var(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    i: usize,
    optional: bool,
) -> Result<bool, Diagnostic> {
    let a = &spec.attrs[i];
    if let Some(name) = a.dialect_attr {
        if let Some(r) = p.parse_stripped_dialect_attr(name, a.name, optional) {
            return r;
        }
        if optional && !p.peek(Punct::Less) {
            return Ok(false);
        }
        let pos = p.pos();
        let mut body = p.parse_angle_body()?;
        // A bit enum's flags are read as MLIR reads them, with its errors, and kept in
        // canonical order (`fast`, `nnan,ninf`).
        if let Some(syntax) = a.enum_spec.and_then(|en| en.syntax.map(|s| (en, s))) {
            let (en, syntax) = syntax;
            let inner = &body[1..body.len() - 1];
            match syntax.read_value(inner, pos + 1, en) {
                Ok(v) => body = format!("<{v}>"),
                Err(errs) => {
                    let mut diags = errs.into_iter().map(|e| {
                        if e.token {
                            p.emit_token_error_at(e.at, e.message)
                        } else {
                            p.error_at(e.at, e.message)
                        }
                    });
                    let mut d = diags
                        .next()
                        .unwrap_or_else(|| p.error_at(pos, "parse error"));
                    d.notes.extend(diags);
                    return Err(d);
                }
            }
        }
        let attr = p.ctx().dialect_attr_text(&format!("{name}{body}"));
        p.add_attribute(a.name, attr);
        return Ok(true);
    }
    if let Some(en) = a.enum_spec {
        let pos = p.pos();
        let kw = match p.peek_keyword() {
            Some(k) if en.cases.iter().any(|c| c.0 == k) => {
                p.parse_optional_any_keyword();
                k.to_string()
            }
            // A string names a case too (`"slt"`); MLIR checks it after parsing.
            None if !optional && p.at_string() => {
                let s = p.parse_string()?;
                if !en.cases.iter().any(|c| c.0 == s) {
                    return Err(p.error_at(
                        pos,
                        format!("invalid {} attribute specification: \"{s}\"", a.name),
                    ));
                }
                s
            }
            _ if optional => return Ok(false),
            _ => {
                let names: Vec<&str> = en.cases.iter().map(|c| c.0).collect();
                return Err(p.error_at(
                    pos,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                        a.name,
                        names.join(", ")
                    ),
                ));
            }
        };
        let value = en
            .cases
            .iter()
            .find(|c| c.0 == kw)
            .map(|c| c.1)
            .unwrap_or_default();
        let attr = en.attr(p.ctx(), value);
        p.add_attribute(a.name, attr);
        return Ok(true);
    }
    if let Some(width) = a.dense_int_array {
        if optional && !p.peek(Punct::LSquare) && !p.at_attribute() {
            return Ok(false);
        }
        if p.parse_optional(Punct::LSquare) {
            let mut values = Vec::new();
            if !p.parse_optional(Punct::RSquare) {
                loop {
                    values.push(p.parse_integer()?);
                    if !p.parse_optional(Punct::Comma) {
                        break;
                    }
                }
                p.parse(Punct::RSquare)?;
            }
            let ctx = p.ctx();
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let attr = ctx.intern_attr(crate::ir::attrs::AttrKind::DenseArray {
                elem: ctx.int_type(width),
                kind: crate::ir::attrs::DenseElemKind::Int(
                    width,
                    crate::ir::types::Signedness::Signless,
                ),
                values: values.into_iter().map(|v| (v as u128) & mask).collect(),
            });
            p.add_attribute(a.name, attr);
            return Ok(true);
        }
    }
    if optional && !p.at_attribute() {
        return Ok(false);
    }
    let pos = p.pos();
    let attr = match a.value_type {
        Some(ty) => {
            let t = ty(p.ctx());
            p.parse_attribute_of_type(t)?
        }
        None => p.parse_attribute()?,
    };
    if let Some(kind) = a.kind {
        if !kind(AttrView::new(p.ctx(), attr)) {
            return Err(p.error_at(pos, "invalid kind of attribute specified"));
        }
    }
    p.add_attribute(a.name, attr);
    Ok(true)
}

/// Reads the types of `var` into the state's type list; returns their span.
fn parse_types_of(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    st: &mut ParseState,
    var: Var,
    stripped: Option<&'static str>,
) -> Result<Span, Diagnostic> {
    let arity = match var {
        Var::Operand(i) => spec.operands[i as usize].arity,
        Var::Result(i) => spec.results[i as usize].arity,
        _ => Arity::Variadic,
    };
    let group = match var {
        Var::Operand(i) => spec.operands.get(i as usize),
        Var::Result(i) => spec.results.get(i as usize),
        _ => None,
    };
    let start = st.types.len();
    match arity {
        Arity::Single => {
            let pos = p.pos();
            let t = match stripped.and_then(|d| p.parse_stripped_dialect_type(d)) {
                Some(t) => t?,
                None => p.parse_type()?,
            };
            // MLIR's `parseType<TensorType>`: the type must be of the constraint's class.
            if let Some(class) = group.and_then(|g| g.constraint.class) {
                if !class(super::TypeView::new(p.ctx(), t)) {
                    return Err(p.error_at(pos, "invalid kind of type specified"));
                }
            }
            st.types.push(t)
        }
        Arity::Optional => st.types.extend(p.parse_optional_type()?),
        // MLIR's `parseTypeList`: at least one type.
        Arity::Variadic => {
            st.types.push(p.parse_type()?);
            while p.parse_optional(Punct::Comma) {
                st.types.push(p.parse_type()?);
            }
        }
    }
    Ok(st.types_since(start))
}

/// Pushes the types a group's source gives, `n` of them for a group of `n` values, onto
/// the state's type list; returns their span.
fn source_types(
    p: &dyn OpAsmParser<'_>,
    spec: &OpSpec,
    st: &mut ParseState,
    src: TypeSource,
    n: usize,
) -> Result<Span, Diagnostic> {
    let start = st.types.len();
    let one = match src {
        // A type directive in an absent optional group: the group is empty.
        TypeSource::Parsed if n == 0 => return Ok((start as u32, 0)),
        TypeSource::Parsed => return Err(p.error("type of a group is not known (format)")),
        TypeSource::Transformed(v, f) => {
            let Some(tys) = st.known(v) else {
                return Err(p.error("expected a type to resolve from"));
            };
            // As MLIR's generated parsers: a transform only sees types its source's
            // constraint accepts; others are reported at the op name.
            let group = match v {
                Var::Operand(i) => spec.operands.get(i as usize),
                Var::Result(i) => spec.results.get(i as usize),
                _ => None,
            };
            if let Some(g) = group {
                for &t in tys {
                    if !(g.constraint.pred)(super::TypeView::new(p.ctx(), t)) {
                        let shown = crate::asm::print_attr::AttrPrinter {
                            ctx: p.ctx(),
                            aliases: None,
                        }
                        .type_to_string(t);
                        return Err(p.error_at(
                            p.name_pos(),
                            format!(
                                "'{}' must be {}, but got '{shown}'",
                                g.name, g.constraint.summary
                            ),
                        ));
                    }
                }
            }
            return match tys.first().copied() {
                Some(t) => {
                    let tys = f(super::TypeView::new(p.ctx(), t));
                    Ok(st.push_types(&tys))
                }
                None => Err(p.error("expected a type to resolve from")),
            };
        }
        TypeSource::Build(f) => f(p.ctx()),
        TypeSource::SameAs(v) => match st.known(v).and_then(|t| t.first().copied()) {
            Some(t) => t,
            None => return Err(p.error("expected a type to resolve from")),
        },
        TypeSource::AttrType(i) => {
            let name = spec.attrs[i as usize].name;
            let attr = p.parsed_attribute(name);
            match attr.and_then(|a| AttrView::new(p.ctx(), a).ty()) {
                Some(t) => t.ty,
                None => return Err(p.error(format!("expected attribute '{name}' to have a type"))),
            }
        }
    };
    // Most groups hold one value: a push, not an iterator's `extend`.
    if n == 1 {
        st.types.push(one);
    } else {
        st.types.extend(std::iter::repeat(one).take(n));
    }
    Ok(st.types_since(start))
}

fn finish_parse(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    format: &Format,
    st: &mut ParseState,
) -> Result<(), Diagnostic> {
    // Results first: operand types may be resolved from result types.
    if let Some(all) = st.all_result_types {
        p.add_result_types(slice_of(&st.types, all));
    } else {
        for (i, src) in format.result_types.iter().enumerate() {
            let r = match st.result_types[i] {
                Some(r) => r,
                None => {
                    let n = if spec.results[i].arity == Arity::Single {
                        1
                    } else {
                        0
                    };
                    let r = source_types(p, spec, st, *src, n)?;
                    st.result_types[i] = Some(r);
                    r
                }
            };
            p.add_result_types(slice_of(&st.types, r));
        }
    }
    // Operands.
    let pos = st.operands_pos;
    if let Some(all) = st.all_operands.take() {
        let Some(tys) = st.all_operand_types else {
            return Err(p.error_at(pos, "operand types are not known (format)"));
        };
        resolve_into(p, st, all, tys, pos)?;
    } else {
        // `type(operands)` / `functional-type(operands, …)` with operands written one by
        // one: the groups together take the whole list, checked at the op name.
        if let Some(all) = st.all_operand_types {
            let total: u32 = st.operands.iter().map(|r| r.1).sum();
            if total != all.1 {
                return Err(p.error_at(
                    p.name_pos(),
                    format!("{total} operands present, but expected {}", all.1),
                ));
            }
            let mut start = all.0;
            for i in 0..st.operands.len() {
                let us = st.operands[i];
                resolve_into(p, st, us, (start, us.1), pos)?;
                start += us.1;
            }
        }
        for (i, src) in format.operand_types.iter().enumerate() {
            if st.all_operand_types.is_some() {
                break;
            }
            let us = st.operands[i];
            let tys = match st.operand_types[i] {
                Some(r) => r,
                None => source_types(p, spec, st, *src, us.1 as usize)?,
            };
            resolve_into(p, st, us, tys, pos)?;
        }
        if spec.operand_segments == Segments::AttrSized {
            let sizes: Vec<i64> = st.operands.iter().map(|r| r.1 as i64).collect();
            let a = segment_attr(p.ctx(), &sizes);
            p.add_attribute("operand_segment_sizes", a);
        }
    }
    for &r in &st.successors {
        for &s in slice_of(&st.blocks, r) {
            p.add_successor(s);
        }
    }
    // `SingleBlockImplicitTerminator`: blocks get their terminator when written without
    // (only ops with regions have blocks to look at).
    for t in spec.traits.iter().filter(|_| !spec.regions.is_empty()) {
        if let OpTrait::SingleBlockImplicitTerminator(term) = t {
            for r in p.regions() {
                p.ensure_terminator(r, term);
            }
        }
    }
    Ok(())
}

/// Resolves the operands of span `us` against the types of span `tys` (as many of each,
/// or `N operands present, but expected M` at `pos`) and appends them to the op.
fn resolve_into(
    p: &mut dyn OpAsmParser<'_>,
    st: &ParseState,
    us: Span,
    tys: Span,
    pos: usize,
) -> Result<(), Diagnostic> {
    if us.1 != tys.1 {
        return Err(p.error_at(
            pos,
            format!("{} operands present, but expected {}", us.1, tys.1),
        ));
    }
    p.resolve_and_add_operands(slice_of(&st.unresolved, us), slice_of(&st.types, tys))
}

/// The `array<i32: ...>` attribute of segment sizes.
pub fn segment_attr(ctx: &Context, sizes: &[i64]) -> crate::Attribute {
    use crate::ir::attrs::DenseElemKind;
    use crate::ir::types::Signedness;
    ctx.memo_int_list(32, sizes, || {
        ctx.intern_attr(crate::ir::attrs::AttrKind::DenseArray {
            elem: ctx.int_type(32),
            kind: DenseElemKind::Int(32, Signedness::Signless),
            values: sizes.iter().map(|&s| s as u32 as u128).collect(),
        })
    })
}

// ----- printing -----

/// The print hook of every op with a declarative format.
pub fn print_op(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    let spec = spec_of(p.definition());
    let format = spec.format.expect("the op has a format");
    for e in format.elements {
        print_element(p, &op, spec, format, e);
    }
}

/// The values `var` stands for (an operand or result group, or all of them), read from
/// the op without building a list.
fn values_of<'a>(
    op: &OpRef<'a>,
    spec: &OpSpec,
    var: Var,
) -> impl ExactSizeIterator<Item = Value> + Clone + 'a {
    let (from_operands, range) = match var {
        Var::Operand(i) => (true, super::operand_group_range(spec, op, i as usize)),
        Var::Result(i) => {
            let all = op.results();
            (
                false,
                super::group_range(
                    op,
                    spec.results,
                    spec.result_segments,
                    all.len(),
                    "result_segment_sizes",
                    i as usize,
                ),
            )
        }
        Var::Operands => (true, 0..op.body.num_operands(op.op)),
        Var::Results => (false, 0..op.results().len()),
        _ => (false, 0..0),
    };
    let (body, o, results) = (op.body, op.op, op.results());
    range.map(move |i| {
        if from_operands {
            body.operand(o, i)
        } else {
            results[i]
        }
    })
}

/// The types of the values `var` stands for.
fn types_of<'a>(
    op: &OpRef<'a>,
    spec: &OpSpec,
    var: Var,
) -> impl ExactSizeIterator<Item = Type> + Clone + 'a {
    let body = op.body;
    values_of(op, spec, var).map(move |v| body.value_type(v))
}

fn is_present(op: &OpRef<'_>, spec: &OpSpec, var: Var) -> bool {
    match var {
        Var::Operand(_) | Var::Result(_) | Var::Operands | Var::Results => {
            values_of(op, spec, var).len() != 0
        }
        Var::Attr(i) => {
            let attrs: &'static [AttrSpec] = spec.attrs;
            let a = &attrs[i as usize];
            match op.attr(a.name) {
                None => false,
                // The default is built once per context (the value `add_default_attrs`
                // sets), not once per printed op.
                Some(v) => a.default.map_or(true, |d| {
                    let ctx = op.ctx;
                    ctx.memo_default_attr(a, || (ctx.ident(a.name), d(ctx))).1 != v
                }),
            }
        }
        Var::Region(i) => op
            .regions()
            .get(i as usize)
            .is_some_and(|&r| op.region_body().entry_block(r).is_some()),
        Var::Regions => !op.regions().is_empty(),
        Var::Successor(i) => {
            let n = op.body.successors(op.op).len();
            if spec.successors[i as usize].variadic {
                n > i as usize
            } else {
                true
            }
        }
        Var::Successors => op.body.successors(op.op).len() > 0,
    }
}

fn print_element(
    p: &mut dyn OpAsmPrinter<'_>,
    op: &OpRef<'_>,
    spec: &OpSpec,
    format: &Format,
    e: &Fmt,
) {
    match e {
        Fmt::Literal { text, space } => {
            if *space {
                p.write(" ");
            }
            p.write(text);
        }
        Fmt::Space => p.write(" "),
        Fmt::Newline => p.print_newline(),
        Fmt::Custom {
            directive,
            args,
            space,
        } => {
            if *space {
                p.write(" ");
            }
            let c = CustomPrint {
                spec,
                args,
                op: *op,
            };
            (directive.print)(p, &c);
        }
        Fmt::Var { var, space } => {
            if *space {
                p.write(" ");
            }
            print_var(p, op, spec, *var);
        }
        Fmt::AttrDict { keyword } => {
            let segments = spec.operand_segments == Segments::AttrSized
                || spec.result_segments == Segments::AttrSized;
            let mut extended: Vec<&str>;
            let elided: &[&str] = if segments {
                extended = format.elided_attrs.to_vec();
                if spec.operand_segments == Segments::AttrSized {
                    extended.push("operand_segment_sizes");
                }
                if spec.result_segments == Segments::AttrSized {
                    extended.push("result_segment_sizes");
                }
                &extended
            } else {
                format.elided_attrs
            };
            if *keyword {
                p.print_optional_attr_dict_with_keyword(elided);
            } else {
                p.print_optional_attr_dict(elided);
            }
        }
        Fmt::Type {
            var,
            space,
            stripped,
        } => {
            if *space {
                p.write(" ");
            }
            let types = types_of(op, spec, *var);
            let single = types.clone().next().filter(|_| types.len() == 1);
            match (single, stripped) {
                (Some(t), Some(d)) if p.print_stripped_dialect_type(t, d) => {}
                // One type (the usual group) without going through an iterator.
                (Some(t), _) => p.print_type(t),
                _ => p.print_types(types),
            }
        }
        Fmt::FunctionalType {
            inputs,
            results,
            space,
        } => {
            if *space {
                p.write(" ");
            }
            p.write("(");
            p.print_types(types_of(op, spec, *inputs));
            p.write(") -> ");
            p.print_function_result_types_iter(types_of(op, spec, *results));
        }
        Fmt::Optional {
            anchor,
            then,
            els,
            unit_anchor,
        } => {
            if is_present(op, spec, *anchor) {
                for e in then.iter() {
                    if *unit_anchor && matches!(e, Fmt::Var { var, .. } if var == anchor) {
                        continue;
                    }
                    print_element(p, op, spec, format, e);
                }
            } else {
                for e in els.iter() {
                    print_element(p, op, spec, format, e);
                }
            }
        }
        Fmt::OIList { space, clauses } => oilist::print(p, op, spec, format, *space, clauses),
    }
}

fn print_var(p: &mut dyn OpAsmPrinter<'_>, op: &OpRef<'_>, spec: &OpSpec, var: Var) {
    match var {
        Var::Operand(_) | Var::Operands => {
            let mut vs = values_of(op, spec, var);
            // One value (the usual group) without going through an iterator.
            match (vs.len(), vs.next()) {
                (1, Some(v)) => p.print_operand(v),
                _ => p.print_operands(values_of(op, spec, var)),
            }
        }
        Var::Attr(i) => {
            let a = &spec.attrs[i as usize];
            let Some(v) = op.attr(a.name) else {
                return;
            };
            if let Some(en) = a.enum_spec {
                if let Some(kw) = en.keyword(op.ctx, v) {
                    p.write(kw);
                    return;
                }
            }
            if let Some(name) = a.dialect_attr {
                if p.print_stripped_dialect_attr(v) {
                    return;
                }
                let text = AttrView::new(op.ctx, v).dialect_attr_text();
                if let Some(body) = text.as_deref().and_then(|t| t.strip_prefix(name)) {
                    p.write(body);
                    return;
                }
            }
            if a.dense_int_array.is_some() {
                if let Some(values) = AttrView::new(op.ctx, v).dense_array_values() {
                    let items: Vec<String> = values.iter().map(|x| x.to_string()).collect();
                    p.write(&format!("[{}]", items.join(", ")));
                    return;
                }
            }
            if a.value_type.is_some() {
                p.print_attribute_without_type(v);
            } else {
                p.print_attribute(v);
            }
        }
        Var::Region(i) => {
            if let Some(&r) = op.regions().get(i as usize) {
                print_region(p, op, spec, r);
            }
        }
        Var::Regions => {
            let regions = op.regions().to_vec();
            for (k, r) in regions.into_iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                print_region(p, op, spec, r);
            }
        }
        Var::Successor(i) => {
            let succs: Vec<Block> = op.body.successors(op.op).collect();
            if spec.successors[i as usize].variadic {
                for (k, &s) in succs.iter().skip(i as usize).enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    p.print_successor(s);
                }
            } else if let Some(&s) = succs.get(i as usize) {
                p.print_successor(s);
            }
        }
        Var::Successors => {
            let succs: Vec<Block> = op.body.successors(op.op).collect();
            for (k, &s) in succs.iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_successor(s);
            }
        }
        Var::Result(_) | Var::Results => {}
    }
}

/// MLIR's region printing in generated printers: a `SingleBlockImplicitTerminator` op
/// leaves out a terminator that has no operands, results or attributes.
fn print_region(
    p: &mut dyn OpAsmPrinter<'_>,
    op: &OpRef<'_>,
    spec: &OpSpec,
    r: crate::ir::body::Region,
) {
    let implicit = spec
        .traits
        .iter()
        .any(|t| matches!(t, OpTrait::SingleBlockImplicitTerminator(_)));
    let mut terminators = true;
    if implicit {
        let b = op.region_body();
        if let Some(term) = b.entry_block(r).and_then(|blk| b.last_op(blk)) {
            terminators = b.num_operands(term) != 0
                || !b.results(term).is_empty()
                || !op.ctx.dictionary_entries_ref(b.attrs(term)).is_empty();
        }
    }
    p.print_region(r, true, terminators, false);
}

/// The number of values in each operand group of a parsed or built op, as the spec
/// splits them.
pub fn operand_group_sizes(op: &OpRef<'_>, spec: &OpSpec) -> Vec<usize> {
    group_sizes(
        op,
        spec.operands,
        spec.operand_segments,
        op.operands().len(),
        "operand_segment_sizes",
    )
}
