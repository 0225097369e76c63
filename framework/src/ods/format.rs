//! The declarative assembly format (`assemblyFormat`) at run time: `strata-tblgen` compiles
//! each op's format into a [`Format`] table (checked at generation time, with the spacing
//! of each element decided as MLIR's generated printers decide it), and this one interpreter
//! parses and prints every op from its table.

use super::{group_sizes, Arity, AttrView, OpSpec, OpTrait, Segments};
use crate::asm::custom::{OpParser, OpPrinter, Punct, UnresolvedOperand};
use crate::context::{Context, Type};
use crate::diag::Diagnostic;
use crate::ir::{Block, Value};
use crate::registry::OpRef;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$x`: an operand group, attribute, region or successor, bound by the directive.
    Var(Var),
    /// `type($x)`: the types of an operand or result group, bound by the directive.
    Type(Var),
    /// `ref($x)`: a variable bound earlier, read by the directive.
    Ref(Var),
    /// `ref(type($x))`: types bound earlier, read by the directive.
    RefType(Var),
}

/// A `custom<Name>` directive: the Rust that parses and prints its part of the op's text
/// (MLIR's `parseName`/`printName`). Its arguments are reached by position through
/// [`CustomParse`] and [`CustomPrint`].
#[derive(Debug)]
pub struct CustomDirective {
    /// Parses the directive's text, binding its arguments.
    pub parse: fn(&mut OpParser<'_, '_>, &mut CustomParse<'_>) -> Result<(), Diagnostic>,
    /// Prints the directive's text from its arguments.
    pub print: fn(&mut OpPrinter<'_, '_>, &CustomPrint<'_>),
}

/// The arguments of a `custom<...>` directive while parsing.
pub struct CustomParse<'s> {
    spec: &'s OpSpec,
    args: &'static [CustomArg],
    st: &'s mut ParseState,
}

impl CustomParse<'_> {
    fn var(&self, i: usize) -> Var {
        match self.args[i] {
            CustomArg::Var(v) | CustomArg::Type(v) | CustomArg::Ref(v) | CustomArg::RefType(v) => v,
        }
    }

    /// Binds operand-group argument `i` to the operands read.
    pub fn set_operands(&mut self, i: usize, operands: Vec<UnresolvedOperand>) {
        if let Var::Operand(g) = self.var(i) {
            self.st.operands[g as usize] = operands;
        }
    }

    /// Binds `type(...)` argument `i` to the types read.
    pub fn set_types(&mut self, i: usize, types: Vec<Type>) {
        let v = self.var(i);
        set_types(self.st, v, types);
    }

    /// Sets attribute argument `i` of the op (through `p`).
    pub fn set_attr(&mut self, p: &mut OpParser<'_, '_>, i: usize, value: crate::Attribute) {
        if let Var::Attr(a) = self.var(i) {
            p.add_attribute(self.spec.attrs[a as usize].name, value);
        }
    }

    /// The types bound earlier to `ref(type(...))` or `type(...)` argument `i`.
    pub fn types(&self, i: usize) -> Option<Vec<Type>> {
        match self.var(i) {
            Var::Operand(g) => self.st.operand_types[g as usize].clone(),
            Var::Result(g) => self.st.result_types[g as usize].clone(),
            _ => None,
        }
    }
}

/// The arguments of a `custom<...>` directive while printing.
pub struct CustomPrint<'a> {
    spec: &'a OpSpec,
    args: &'static [CustomArg],
    op: OpRef<'a>,
}

impl<'a> CustomPrint<'a> {
    fn var(&self, i: usize) -> Var {
        match self.args[i] {
            CustomArg::Var(v) | CustomArg::Type(v) | CustomArg::Ref(v) | CustomArg::RefType(v) => v,
        }
    }

    /// The values of operand-group argument `i`.
    pub fn values(&self, i: usize) -> Vec<Value> {
        values_of(&self.op, self.spec, self.var(i))
    }

    /// The types of argument `i`.
    pub fn types(&self, i: usize) -> Vec<Type> {
        self.values(i)
            .iter()
            .map(|&v| self.op.value_type(v))
            .collect()
    }

    /// The value of attribute argument `i`, if the op has it.
    pub fn attr(&self, i: usize) -> Option<crate::Attribute> {
        match self.var(i) {
            Var::Attr(a) => self.op.attr(self.spec.attrs[a as usize].name),
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

fn spec_of(ctx: &Context, name: crate::Identifier) -> &'static OpSpec {
    ctx.op_info_of(name)
        .and_then(|i| i.spec)
        .expect("format hooks are only registered for ops with a spec")
}

// ----- parsing -----

/// What a format's parse has read so far.
pub struct ParseState {
    operands: Vec<Vec<UnresolvedOperand>>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operands: Option<Vec<UnresolvedOperand>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    successors: Vec<Vec<Block>>,
    /// Where the operands were, for count errors.
    operands_pos: usize,
}

/// The parse hook of every op with a declarative format.
pub fn parse_op(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
    let spec = match p.spec {
        Some(s) => s,
        None => spec_of(p.ctx(), p.name),
    };
    let format = spec.format.expect("the op has a format");
    let mut st = ParseState {
        operands: vec![Vec::new(); spec.operands.len()],
        operand_types: vec![None; spec.operands.len()],
        result_types: vec![None; spec.results.len()],
        all_operands: None,
        all_operand_types: None,
        all_result_types: None,
        successors: vec![Vec::new(); spec.successors.len()],
        operands_pos: p.pos(),
    };
    for e in format.elements {
        parse_element(p, spec, &mut st, e, false)?;
    }
    finish_parse(p, spec, format, st)
}

/// Parses one element; with `optional`, as the first element of an optional group:
/// returns whether it was present (nothing consumed when not).
fn parse_element(
    p: &mut OpParser<'_, '_>,
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
        Fmt::Type { var, .. } => {
            if optional && !p.at_type() {
                return Ok(false);
            }
            let tys = parse_types_of(p, spec, *var)?;
            set_types(st, *var, tys);
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
            let (ins, outs) = p.function_type_parts(fty, pos)?;
            set_types(st, *inputs, ins);
            set_types(st, *results, outs);
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

fn punct_of(text: &str) -> Option<Punct> {
    Some(match text {
        "(" => Punct::LParen,
        ")" => Punct::RParen,
        "[" => Punct::LSquare,
        "]" => Punct::RSquare,
        "{" => Punct::LBrace,
        "}" => Punct::RBrace,
        "<" => Punct::Less,
        ">" => Punct::Greater,
        "," => Punct::Comma,
        ":" => Punct::Colon,
        "::" => Punct::ColonColon,
        "=" => Punct::Equal,
        "->" => Punct::Arrow,
        "-" => Punct::Minus,
        "+" => Punct::Plus,
        "?" => Punct::Question,
        "*" => Punct::Star,
        _ => return None,
    })
}

fn parse_literal(p: &mut OpParser<'_, '_>, text: &str, optional: bool) -> Result<bool, Diagnostic> {
    match punct_of(text) {
        Some(pu) if optional => Ok(p.parse_optional(pu)),
        Some(pu) => p.parse(pu).map(|_| true),
        None if optional => Ok(p.parse_optional_keyword(text)),
        None => p.parse_keyword(text).map(|_| true),
    }
}

fn parse_var(
    p: &mut OpParser<'_, '_>,
    spec: &OpSpec,
    st: &mut ParseState,
    var: Var,
    optional: bool,
) -> Result<bool, Diagnostic> {
    match var {
        Var::Operand(i) => {
            let i = i as usize;
            if st.operands.iter().all(Vec::is_empty) {
                st.operands_pos = p.pos();
            }
            let got = match spec.operands[i].arity {
                Arity::Single if !optional => vec![p.parse_operand()?],
                Arity::Single | Arity::Optional => {
                    p.parse_optional_operand()?.into_iter().collect()
                }
                Arity::Variadic => p.parse_operand_list()?,
            };
            let present = !got.is_empty();
            st.operands[i] = got;
            Ok(present)
        }
        Var::Operands => {
            st.operands_pos = p.pos();
            let got = p.parse_operand_list()?;
            let present = !got.is_empty();
            st.all_operands = Some(got);
            Ok(present)
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
            if spec.successors[i].variadic {
                let mut v = Vec::new();
                if let Some(b) = p.parse_optional_successor()? {
                    v.push(b);
                    while p.parse_optional(Punct::Comma) {
                        v.push(p.parse_successor()?);
                    }
                }
                let present = !v.is_empty();
                st.successors[i] = v;
                Ok(present)
            } else if optional {
                match p.parse_optional_successor()? {
                    Some(b) => {
                        st.successors[i] = vec![b];
                        Ok(true)
                    }
                    None => Ok(false),
                }
            } else {
                st.successors[i] = vec![p.parse_successor()?];
                Ok(true)
            }
        }
        Var::Successors => {
            let mut v = Vec::new();
            if let Some(b) = p.parse_optional_successor()? {
                v.push(b);
                while p.parse_optional(Punct::Comma) {
                    v.push(p.parse_successor()?);
                }
            }
            let present = !v.is_empty();
            if let Some(first) = st.successors.first_mut() {
                *first = v;
            }
            Ok(present)
        }
        Var::Result(_) | Var::Results => Ok(true),
    }
}

fn parse_attr_var(
    p: &mut OpParser<'_, '_>,
    spec: &OpSpec,
    i: usize,
    optional: bool,
) -> Result<bool, Diagnostic> {
    let a = &spec.attrs[i];
    if let Some(name) = a.dialect_attr {
        if let Some(r) = super::attr_type::parse_op_format_attr(p, name, a.name, optional) {
            return r;
        }
        if optional && !p.peek(Punct::Less) {
            return Ok(false);
        }
        let pos = p.pos();
        let mut body = p.parse_angle_body()?;
        // A bit enum's flags are kept in canonical order (`fast`, `nnan,ninf`).
        if let Some(en) = a.enum_spec {
            let inner = &body[1..body.len() - 1];
            match en.parse_bits(inner) {
                Some(v) => body = format!("<{}>", en.print_bits(v)),
                None => {
                    return Err(
                        p.error_at(pos, format!("invalid {} flags '{}'", a.name, inner.trim()))
                    )
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
    if optional && !p.at_attribute() {
        return Ok(false);
    }
    let attr = match a.value_type {
        Some(ty) => {
            let t = ty(p.ctx());
            p.parse_attribute_of_type(t)?
        }
        None => p.parse_attribute()?,
    };
    p.add_attribute(a.name, attr);
    Ok(true)
}

fn parse_types_of(
    p: &mut OpParser<'_, '_>,
    spec: &OpSpec,
    var: Var,
) -> Result<Vec<Type>, Diagnostic> {
    let arity = match var {
        Var::Operand(i) => spec.operands[i as usize].arity,
        Var::Result(i) => spec.results[i as usize].arity,
        _ => Arity::Variadic,
    };
    match arity {
        Arity::Single => Ok(vec![p.parse_type()?]),
        Arity::Optional => Ok(p.parse_optional_type()?.into_iter().collect()),
        // MLIR's `parseTypeList`: at least one type.
        Arity::Variadic => {
            let mut v = vec![p.parse_type()?];
            while p.parse_optional(Punct::Comma) {
                v.push(p.parse_type()?);
            }
            Ok(v)
        }
    }
}

fn set_types(st: &mut ParseState, var: Var, tys: Vec<Type>) {
    match var {
        Var::Operand(i) => st.operand_types[i as usize] = Some(tys),
        Var::Result(i) => st.result_types[i as usize] = Some(tys),
        Var::Operands => st.all_operand_types = Some(tys),
        Var::Results => st.all_result_types = Some(tys),
        _ => {}
    }
}

/// The types a group's source gives, `n` of them for a group of `n` values.
fn source_types(
    p: &OpParser<'_, '_>,
    spec: &OpSpec,
    st: &ParseState,
    src: TypeSource,
    n: usize,
    attrs: &[(crate::Identifier, crate::Attribute)],
) -> Result<Vec<Type>, Diagnostic> {
    let known = |v: Var| match v {
        Var::Operand(i) => st.operand_types[i as usize].clone(),
        Var::Result(i) => st.result_types[i as usize].clone(),
        Var::Operands => st.all_operand_types.clone(),
        Var::Results => st.all_result_types.clone(),
        _ => None,
    };
    let one = match src {
        // A type directive in an absent optional group: the group is empty.
        TypeSource::Parsed if n == 0 => return Ok(Vec::new()),
        TypeSource::Parsed => return Err(p.error("type of a group is not known (format)")),
        TypeSource::Transformed(v, f) => {
            let Some(tys) = known(v) else {
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
                for &t in &tys {
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
            return match tys.first() {
                Some(&t) => Ok(f(super::TypeView::new(p.ctx(), t))),
                None => Err(p.error("expected a type to resolve from")),
            };
        }
        TypeSource::Build(f) => f(p.ctx()),
        TypeSource::SameAs(v) => match known(v).and_then(|t| t.first().copied()) {
            Some(t) => t,
            None => return Err(p.error("expected a type to resolve from")),
        },
        TypeSource::AttrType(i) => {
            let name = spec.attrs[i as usize].name;
            let attr = attrs
                .iter()
                .find(|(k, _)| p.ctx().ident_ref(*k) == name)
                .map(|x| x.1);
            match attr.and_then(|a| AttrView::new(p.ctx(), a).ty()) {
                Some(t) => t.ty,
                None => return Err(p.error(format!("expected attribute '{name}' to have a type"))),
            }
        }
    };
    Ok(vec![one; n])
}

fn finish_parse(
    p: &mut OpParser<'_, '_>,
    spec: &OpSpec,
    format: &Format,
    mut st: ParseState,
) -> Result<(), Diagnostic> {
    let attrs = p.attrs.clone();
    // Results first: operand types may be resolved from result types.
    let mut result_types: Vec<Type> = Vec::new();
    if let Some(all) = st.all_result_types.clone() {
        result_types = all;
    } else {
        for (i, src) in format.result_types.iter().enumerate() {
            let tys = match st.result_types[i].clone() {
                Some(t) => t,
                None => {
                    let n = if spec.results[i].arity == Arity::Single {
                        1
                    } else {
                        0
                    };
                    let t = source_types(p, spec, &st, *src, n, &attrs)?;
                    st.result_types[i] = Some(t.clone());
                    t
                }
            };
            result_types.extend(tys);
        }
    }
    // Operands.
    let pos = st.operands_pos;
    let mut values: Vec<Value> = Vec::new();
    if let Some(all) = st.all_operands.take() {
        let tys = match st.all_operand_types.clone() {
            Some(t) => t,
            None => return Err(p.error_at(pos, "operand types are not known (format)")),
        };
        values = p.resolve_operands(&all, &tys, pos)?;
    } else {
        let mut sizes = Vec::with_capacity(spec.operands.len());
        // `type(operands)` / `functional-type(operands, …)` with operands written one by
        // one: the groups together take the whole list, checked at the op name.
        let one_list = st.all_operand_types.take();
        if let Some(all) = &one_list {
            let mut us = Vec::new();
            for group in &mut st.operands {
                sizes.push(group.len() as i64);
                us.append(group);
            }
            values = p.resolve_operands(&us, all, p.name_pos())?;
        }
        for (i, src) in format.operand_types.iter().enumerate() {
            if one_list.is_some() {
                break;
            }
            let us = std::mem::take(&mut st.operands[i]);
            let tys = match st.operand_types[i].clone() {
                Some(t) => t,
                None => source_types(p, spec, &st, *src, us.len(), &attrs)?,
            };
            let vs = p.resolve_operands(&us, &tys, pos)?;
            sizes.push(vs.len() as i64);
            values.extend(vs);
        }
        if spec.operand_segments == Segments::AttrSized {
            let a = segment_attr(p.ctx(), &sizes);
            p.add_attribute("operand_segment_sizes", a);
        }
    }
    p.add_operands(&values);
    p.add_result_types(&result_types);
    for s in st.successors.iter().flatten() {
        p.add_successor(*s);
    }
    // `SingleBlockImplicitTerminator`: blocks get their terminator when written without.
    for t in spec.traits {
        if let OpTrait::SingleBlockImplicitTerminator(term) = t {
            for r in p.regions() {
                p.ensure_terminator(r, term);
            }
        }
    }
    Ok(())
}

/// The `array<i32: ...>` attribute of segment sizes.
pub fn segment_attr(ctx: &Context, sizes: &[i64]) -> crate::Attribute {
    use crate::asm::dense::DenseElemKind;
    use crate::types::Signedness;
    ctx.intern_attr(crate::attrs::AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: sizes.iter().map(|&s| s as u32 as u128).collect(),
    })
}

// ----- printing -----

/// The print hook of every op with a declarative format.
pub fn print_op(p: &mut OpPrinter<'_, '_>) {
    let op = p.op_ref();
    let spec = match p.spec {
        Some(s) => s,
        None => spec_of(op.ctx, op.body.op_name(op.op)),
    };
    let format = spec.format.expect("the op has a format");
    for e in format.elements {
        print_element(p, &op, spec, format, e);
    }
}

fn values_of(op: &OpRef<'_>, spec: &OpSpec, var: Var) -> Vec<Value> {
    match var {
        Var::Operand(i) => super::operand_group(spec, op, i as usize),
        Var::Result(i) => super::result_group(spec, op, i as usize).to_vec(),
        Var::Operands => op.operands().collect(),
        Var::Results => op.results().to_vec(),
        _ => Vec::new(),
    }
}

fn is_present(op: &OpRef<'_>, spec: &OpSpec, var: Var) -> bool {
    match var {
        Var::Operand(_) | Var::Result(_) | Var::Operands | Var::Results => {
            !values_of(op, spec, var).is_empty()
        }
        Var::Attr(i) => {
            let a = &spec.attrs[i as usize];
            match op.attr(a.name) {
                None => false,
                Some(v) => a.default.map_or(true, |d| d(op.ctx) != v),
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
    p: &mut OpPrinter<'_, '_>,
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
            let mut elided: Vec<&str> = format.elided_attrs.to_vec();
            if spec.operand_segments == Segments::AttrSized {
                elided.push("operand_segment_sizes");
            }
            if spec.result_segments == Segments::AttrSized {
                elided.push("result_segment_sizes");
            }
            if *keyword {
                p.print_optional_attr_dict_with_keyword(&elided);
            } else {
                p.print_optional_attr_dict(&elided);
            }
        }
        Fmt::Type { var, space } => {
            if *space {
                p.write(" ");
            }
            let tys: Vec<Type> = values_of(op, spec, *var)
                .iter()
                .map(|&v| op.value_type(v))
                .collect();
            p.print_types(tys);
        }
        Fmt::FunctionalType {
            inputs,
            results,
            space,
        } => {
            if *space {
                p.write(" ");
            }
            let ins: Vec<Type> = values_of(op, spec, *inputs)
                .iter()
                .map(|&v| op.value_type(v))
                .collect();
            let outs: Vec<Type> = values_of(op, spec, *results)
                .iter()
                .map(|&v| op.value_type(v))
                .collect();
            p.write("(");
            p.print_types(ins);
            p.write(") -> ");
            p.print_function_result_types(&outs);
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

fn print_var(p: &mut OpPrinter<'_, '_>, op: &OpRef<'_>, spec: &OpSpec, var: Var) {
    match var {
        Var::Operand(_) | Var::Operands => {
            let vs = values_of(op, spec, var);
            p.print_operands(vs);
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
                if super::attr_type::print_op_format_attr(p, v) {
                    return;
                }
                let text = AttrView::new(op.ctx, v).dialect_attr_text();
                if let Some(body) = text.as_deref().and_then(|t| t.strip_prefix(name)) {
                    p.write(body);
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
fn print_region(p: &mut OpPrinter<'_, '_>, op: &OpRef<'_>, spec: &OpSpec, r: crate::ir::Region) {
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
                || !op.ctx.dictionary_entries(b.attrs(term)).is_empty();
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
