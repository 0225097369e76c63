//! The parser, which is also the evaluator: statements, records, `let`,
//! `foreach`, `if`, `multiclass`/`defm`, `defset`, `defvar` and `assert`.
//!
//! TableGen has no separate evaluation phase: a record's fields, the
//! numbering of anonymous records and the order of late binding are defined
//! by the order in which LLVM's parser builds them. This module follows that
//! order (TGParser) so that its record dump matches `llvm-tblgen` exactly.
//! Values and operators are parsed in `value.rs`.

use crate::fold;
use crate::init::{get_bit, Init, InitRef};
use crate::lexer::{Lexer, Tok};
use crate::record::{Assertion, FieldKind, RecId, Record, RecordKeeper, RecordVal};
use crate::resolve::{
    cast_for_field, resolve, resolve_record, resolve_record_final, HasReference, MapResolver,
    RecordResolver,
};
use crate::source::Loc;
use crate::types::RecTy;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Parse failure: the diagnostic has already been reported.
#[derive(Debug)]
pub struct Stop;

/// Result of a parse step.
pub type PResult<T> = Result<T, Stop>;

/// Which record the value being parsed belongs to (LLVM's `CurRec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cur {
    /// None: a global context.
    None,
    /// The record on top of the parser's record stack.
    Top,
    /// The record of the multiclass being parsed.
    MultiClass,
}

/// A `let` binding waiting to be applied to records.
#[derive(Clone)]
pub(crate) struct LetRecord {
    name: Rc<str>,
    bits: Vec<u32>,
    value: InitRef,
    loc: Loc,
}

/// A record, loop or assertion produced inside a loop or multiclass,
/// instantiated later.
pub(crate) enum Entry {
    Rec(Box<Record>),
    Loop(Box<ForeachLoop>),
    Assert(Assertion),
}

/// A `foreach` (or the clause of an `if`) with its body.
pub(crate) struct ForeachLoop {
    loc: Loc,
    iter_var: Option<Rc<str>>,
    iter_ty: Option<RecTy>,
    list: InitRef,
    entries: Vec<Entry>,
}

/// A multiclass: its template-argument record and its prototype entries.
pub(crate) struct MultiClass {
    pub(crate) rec: Record,
    entries: Vec<Entry>,
}

struct Defset {
    loc: Loc,
    elt_ty: RecTy,
    elements: Vec<InitRef>,
}

/// A reference to a superclass (or multiclass) with its arguments.
pub(crate) struct SubClassRef {
    pub(crate) class: Option<RecId>,
    pub(crate) mc: Option<Rc<str>>,
    pub(crate) args: Vec<InitRef>,
    pub(crate) loc: Loc,
}

/// The parser state.
pub struct Parser<'a> {
    pub(crate) lex: Lexer<'a>,
    pub(crate) rk: RecordKeeper,
    pub(crate) recs: Vec<Record>,
    pub(crate) cur_mc: Option<MultiClass>,
    multiclasses: HashMap<Rc<str>, MultiClass>,
    loops: Vec<ForeachLoop>,
    let_stack: Vec<Vec<LetRecord>>,
    pub(crate) scopes: Vec<HashMap<Rc<str>, InitRef>>,
    defsets: Vec<Defset>,
    /// Current nesting of values, bounded so deep input cannot overflow
    /// the stack.
    pub(crate) depth: usize,
}

/// `Name:NAME`-style qualified names.
pub(crate) fn qualify(rec_name: &str, name: &str, sep: &str) -> Rc<str> {
    let mut s = String::with_capacity(rec_name.len() + sep.len() + name.len());
    s.push_str(rec_name);
    s.push_str(sep);
    s.push_str(name);
    s.into()
}

impl<'a> Parser<'a> {
    /// A parser reading from `lex` into a fresh keeper.
    pub fn new(lex: Lexer<'a>) -> Self {
        Parser {
            lex,
            rk: RecordKeeper::new(),
            recs: Vec::new(),
            cur_mc: None,
            multiclasses: HashMap::default(),
            loops: Vec::new(),
            let_stack: Vec::new(),
            scopes: Vec::new(),
            defsets: Vec::new(),
            depth: 0,
        }
    }

    /// Parses the whole input; returns the keeper (with its sources and
    /// any diagnostics).
    pub fn parse_file(mut self) -> RecordKeeper {
        self.lex.lex();
        let r = self.parse_object_list(false);
        if r.is_ok() && self.lex.code() != Tok::Eof && !self.rk.has_errors() {
            let _ = self.tok_error::<()>("Unexpected token at top level");
        }
        for e in std::mem::take(&mut self.lex.pending_errors) {
            self.rk.error(Some(e.loc), e.message);
        }
        if let Some(e) = self.lex.take_error() {
            // A lexer error explains whatever the parser said after it.
            self.rk.error(Some(e.loc), e.message);
            for n in std::mem::take(&mut self.lex.pending_notes) {
                self.rk.note(Some(n.loc), n.message);
            }
        }
        self.rk.sources = self.lex.take_sources();
        self.rk
    }

    // ---- Errors -------------------------------------------------------

    pub(crate) fn error_at(&mut self, loc: Loc, msg: impl Into<String>) -> Stop {
        if self.lex.code() == Tok::Error {
            // Report the lexer's error instead (once, at the end).
            return Stop;
        }
        self.rk.error(Some(loc), msg);
        Stop
    }

    pub(crate) fn tok_error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let loc = self.lex.loc();
        Err(self.error_at(loc, msg))
    }

    pub(crate) fn consume(&mut self, t: Tok) -> bool {
        if self.lex.code() == t {
            self.lex.lex();
            true
        } else {
            false
        }
    }

    pub(crate) fn check_fatal(&self) -> PResult<()> {
        if self.rk.fatal {
            Err(Stop)
        } else {
            Ok(())
        }
    }

    // ---- Current record access ---------------------------------------

    pub(crate) fn cur_ref(&self, cur: Cur) -> Option<&Record> {
        match cur {
            Cur::None => None,
            Cur::Top => self.recs.last(),
            Cur::MultiClass => self.cur_mc.as_ref().map(|m| &m.rec),
        }
    }

    pub(crate) fn cur_mut(&mut self, cur: Cur) -> Option<&mut Record> {
        match cur {
            Cur::None => None,
            Cur::Top => self.recs.last_mut(),
            Cur::MultiClass => self.cur_mc.as_mut().map(|m| &mut m.rec),
        }
    }

    /// Runs `f` with the keeper and the current record borrowed together.
    pub(crate) fn with_cur<R>(
        &mut self,
        cur: Cur,
        f: impl FnOnce(&mut RecordKeeper, Option<&Record>) -> R,
    ) -> R {
        let Parser {
            rk, recs, cur_mc, ..
        } = self;
        let c = match cur {
            Cur::None => None,
            Cur::Top => recs.last(),
            Cur::MultiClass => cur_mc.as_ref().map(|m| &m.rec),
        };
        f(rk, c)
    }

    /// `Cur::None` becomes the multiclass record inside a multiclass, as
    /// LLVM's `if (!CurRec) CurRec = &CurMultiClass->Rec;`.
    fn cur_or_mc(&self, cur: Cur) -> Cur {
        if cur == Cur::None && self.cur_mc.is_some() {
            Cur::MultiClass
        } else {
            cur
        }
    }

    /// The iteration variables of the enclosing loops, innermost last.
    pub(crate) fn loops_iter_vars(&self) -> Vec<(Rc<str>, RecTy)> {
        self.loops
            .iter()
            .filter_map(|l| Some((l.iter_var.clone()?, l.iter_ty.clone()?)))
            .collect()
    }

    // ---- Statements ---------------------------------------------------

    fn parse_object_list(&mut self, in_mc: bool) -> PResult<()> {
        while self.is_object_start() {
            self.parse_object(in_mc)?;
            self.check_fatal()?;
        }
        Ok(())
    }

    fn is_object_start(&self) -> bool {
        matches!(
            self.lex.code(),
            Tok::Assert
                | Tok::Class
                | Tok::Def
                | Tok::Defm
                | Tok::Defset
                | Tok::Defvar
                | Tok::Foreach
                | Tok::If
                | Tok::Let
                | Tok::MultiClass
        )
    }

    fn parse_object(&mut self, in_mc: bool) -> PResult<()> {
        match self.lex.code() {
            Tok::Assert => self.parse_assert(Cur::None),
            Tok::Def => self.parse_def(),
            Tok::Defm => self.parse_defm(),
            Tok::Defvar => self.parse_defvar(),
            Tok::Foreach => self.parse_foreach(in_mc),
            Tok::If => self.parse_if(in_mc),
            Tok::Let => self.parse_top_level_let(in_mc),
            Tok::Defset => {
                if in_mc {
                    return self.tok_error("defset is not allowed inside multiclass");
                }
                self.parse_defset()
            }
            Tok::Class => {
                if in_mc {
                    return self.tok_error("class is not allowed inside multiclass");
                }
                if !self.loops.is_empty() {
                    return self.tok_error("class is not allowed inside foreach loop");
                }
                self.parse_class()
            }
            Tok::MultiClass => {
                if !self.loops.is_empty() {
                    return self.tok_error("multiclass is not allowed inside foreach loop");
                }
                self.parse_multiclass()
            }
            _ => self.tok_error("Expected assert, class, def, defm, defset, foreach, if, or let"),
        }
    }

    fn parse_class(&mut self) -> PResult<()> {
        self.lex.lex();
        if self.lex.code() != Tok::Id {
            return self.tok_error("expected class name after 'class' keyword");
        }
        let name: Rc<str> = self.lex.str_val().into();
        let loc = self.lex.loc();
        let id = match self.rk.class(&name) {
            Some(id) => {
                let r = self.rk.rec(id);
                if !r.values.is_empty() || !r.superclasses.is_empty() || !r.template_args.is_empty()
                {
                    return self.tok_error(format!("Class '{name}' already defined"));
                }
                // A forward declaration: the definition's location counts.
                self.rk.rec_mut(id).locs = vec![loc];
                id
            }
            None => self
                .rk
                .add_class(Record::new(Init::string(name.clone()), loc, true, false)),
        };
        self.lex.lex();
        let rec = self.rk.take(id);
        self.recs.push(rec);
        let r = (|| {
            if self.lex.code() == Tok::Less {
                self.parse_template_arg_list(Cur::Top)?;
            }
            self.parse_object_body(Cur::Top)
        })();
        let rec = self.recs.pop().unwrap();
        self.rk.put_back(id, rec);
        r
    }

    fn parse_def(&mut self) -> PResult<()> {
        self.lex.lex();
        // LLVM locates a def at its name (or at what follows `def`).
        let def_loc = self.lex.loc();
        let name = self.parse_object_name()?;
        let rec = if name.is_unset() {
            let n = self.rk.new_anonymous_name();
            Record::new(n, def_loc, false, true)
        } else {
            Record::new(name, def_loc, false, false)
        };
        self.recs.push(rec);
        let r = self.parse_object_body(Cur::Top);
        let rec = self.recs.pop().unwrap();
        r?;
        self.add_entry(Entry::Rec(Box::new(rec)))
    }

    /// A def or defm name; `?` for an anonymous one. Inside a multiclass,
    /// a name that does not mention `NAME` gets it as a prefix.
    fn parse_object_name(&mut self) -> PResult<InitRef> {
        match self.lex.code() {
            Tok::Colon | Tok::Semi | Tok::LBrace => return Ok(Init::unset()),
            _ => {}
        }
        let cur = if self.cur_mc.is_some() {
            Cur::MultiClass
        } else {
            Cur::None
        };
        let name = self.parse_value_mode(cur, Some(&RecTy::String), true)?;
        if let Some(mc) = &self.cur_mc {
            let implicit = qualify(mc.rec.name_str(), "NAME", "::");
            let mut hr = HasReference::new(implicit.clone());
            resolve(&name, &mut hr, &mut self.rk, None);
            if !hr.found {
                return Ok(fold::str_concat(Init::var(implicit, RecTy::String), name));
            }
        }
        Ok(name)
    }

    fn parse_object_body(&mut self, cur: Cur) -> PResult<()> {
        if self.consume(Tok::Colon) {
            loop {
                let sc = self.parse_subclass_reference(cur, false)?;
                let loc = sc.loc;
                let r = {
                    let Parser { rk, recs, .. } = self;
                    add_subclass(rk, recs.last_mut().unwrap(), &sc)
                };
                if let Err(msg) = r {
                    return Err(self.error_at(loc, msg));
                }
                self.check_fatal()?;
                if !self.consume(Tok::Comma) {
                    break;
                }
            }
        }
        self.apply_let_stack_top()?;
        self.parse_body(cur)
    }

    fn apply_let_stack_top(&mut self) -> PResult<()> {
        let lets: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for l in lets {
            let r = {
                let Parser { rk, recs, .. } = self;
                set_value(
                    rk,
                    recs.last_mut().unwrap(),
                    &l.name,
                    &l.bits,
                    l.value.clone(),
                    false,
                    Some(l.loc),
                )
            };
            if let Err(msg) = r {
                return Err(self.error_at(l.loc, msg));
            }
        }
        Ok(())
    }

    fn parse_body(&mut self, cur: Cur) -> PResult<()> {
        if self.consume(Tok::Semi) {
            return Ok(());
        }
        if !self.consume(Tok::LBrace) {
            return self.tok_error("Expected '{' to start body or ';' for declaration only");
        }
        self.scopes.push(HashMap::default());
        while self.lex.code() != Tok::RBrace {
            if let Err(e) = self.parse_body_item(cur) {
                self.scopes.pop();
                return Err(e);
            }
            self.check_fatal()?;
        }
        self.scopes.pop();
        self.lex.lex();
        let semi = self.lex.loc();
        if self.consume(Tok::Semi) {
            self.rk.error(
                Some(semi),
                "A class or def body should not end with a semicolon",
            );
            self.rk
                .note(None, "Semicolon ignored; remove to eliminate this error");
        }
        Ok(())
    }

    fn parse_body_item(&mut self, cur: Cur) -> PResult<()> {
        match self.lex.code() {
            Tok::Assert => return self.parse_assert(cur),
            Tok::Defvar => return self.parse_defvar(),
            Tok::Let => {}
            _ => {
                self.parse_declaration(cur, false)?;
                if !self.consume(Tok::Semi) {
                    return self.tok_error("expected ';' after declaration");
                }
                return Ok(());
            }
        }
        if self.lex.lex() != Tok::Id {
            return self.tok_error("expected field identifier after let");
        }
        let id_loc = self.lex.loc();
        let field: Rc<str> = self.lex.str_val().into();
        self.lex.lex();
        let mut bits = self.parse_optional_bit_list()?;
        bits.reverse();
        if !self.consume(Tok::Equal) {
            return self.tok_error("expected '=' in let expression");
        }
        let Some(fty) = self
            .cur_ref(cur)
            .and_then(|r| r.value(&field))
            .map(|v| v.ty.clone())
        else {
            return self.tok_error(format!("Value '{field}' unknown!"));
        };
        let ty = if !bits.is_empty() && matches!(fty, RecTy::Bits(_)) {
            RecTy::Bits(bits.len() as u32)
        } else {
            fty
        };
        let val = self.parse_value(cur, Some(&ty))?;
        if !self.consume(Tok::Semi) {
            return self.tok_error("expected ';' after let expression");
        }
        let r = {
            let Parser {
                rk, recs, cur_mc, ..
            } = self;
            let rec = match cur {
                Cur::MultiClass => &mut cur_mc.as_mut().unwrap().rec,
                _ => recs.last_mut().unwrap(),
            };
            set_value(rk, rec, &field, &bits, val, false, Some(id_loc))
        };
        r.map_err(|m| self.error_at(id_loc, m))
    }

    /// A field declaration or template argument; returns its name.
    pub(crate) fn parse_declaration(&mut self, cur: Cur, template_arg: bool) -> PResult<Rc<str>> {
        let has_field = self.consume(Tok::Field);
        let ty = self.parse_type()?;
        if self.lex.code() != Tok::Id {
            return self.tok_error("Expected identifier in declaration");
        }
        let s: Rc<str> = self.lex.str_val().into();
        if &*s == "NAME" {
            return self.tok_error(format!("'{s}' is a reserved variable name"));
        }
        let id_loc = self.lex.loc();
        self.lex.lex();
        let (name, kind) = if !template_arg {
            (
                s,
                if has_field {
                    FieldKind::NonconcreteOk
                } else {
                    FieldKind::Normal
                },
            )
        } else if cur != Cur::None {
            let rn = self.cur_ref(cur).unwrap().name_rc();
            (qualify(&rn, &s, ":"), FieldKind::TemplateArg)
        } else {
            let mn = self.cur_mc.as_ref().unwrap().rec.name_rc();
            (qualify(&mn, &s, "::"), FieldKind::TemplateArg)
        };
        let target = self.cur_or_mc(cur);
        let rv = RecordVal {
            name: name.clone(),
            loc: id_loc,
            ty: ty.clone(),
            value: Init::unset(),
            kind,
        };
        let r = {
            let Parser {
                rk, recs, cur_mc, ..
            } = self;
            let rec = match target {
                Cur::MultiClass => &mut cur_mc.as_mut().unwrap().rec,
                _ => recs.last_mut().unwrap(),
            };
            add_value(rk, rec, rv)
        };
        if let Err(m) = r {
            return Err(self.error_at(id_loc, m));
        }
        if self.consume(Tok::Equal) {
            let val_loc = self.lex.loc();
            let val = self.parse_value(cur, Some(&ty))?;
            let r = {
                let Parser {
                    rk, recs, cur_mc, ..
                } = self;
                let rec = match target {
                    Cur::MultiClass => &mut cur_mc.as_mut().unwrap().rec,
                    _ => recs.last_mut().unwrap(),
                };
                set_value(rk, rec, &name, &[], val, false, None)
            };
            if let Err(m) = r {
                return Err(self.error_at(val_loc, m));
            }
        }
        Ok(name)
    }

    fn parse_template_arg_list(&mut self, cur: Cur) -> PResult<()> {
        self.lex.lex(); // '<'
        let name = self.parse_declaration(cur, true)?;
        self.add_template_arg(cur, name);
        while self.consume(Tok::Comma) {
            let loc = self.lex.loc();
            let name = self.parse_declaration(cur, true)?;
            let rec = self.cur_ref(self.cur_or_mc(cur)).unwrap();
            if rec.is_template_arg(&name) {
                return Err(self.error_at(
                    loc,
                    "template argument with the same name has already been defined",
                ));
            }
            self.add_template_arg(cur, name);
        }
        if !self.consume(Tok::Greater) {
            return self.tok_error("expected '>' at end of template argument list");
        }
        Ok(())
    }

    fn add_template_arg(&mut self, cur: Cur, name: Rc<str>) {
        let c = self.cur_or_mc(cur);
        self.cur_mut(c).unwrap().template_args.push(name);
    }

    /// The template arguments (name, type) of a class or multiclass.
    pub(crate) fn template_args_of(&self, sc: &SubClassRef) -> Vec<(Rc<str>, RecTy, InitRef)> {
        let rec = match (&sc.class, &sc.mc) {
            (Some(c), _) => self.rk.rec(*c),
            (None, Some(m)) => &self.multiclasses[m].rec,
            _ => return Vec::new(),
        };
        rec.template_args
            .iter()
            .map(|a| {
                let v = rec.value(a).unwrap();
                (a.clone(), v.ty.clone(), v.value.clone())
            })
            .collect()
    }

    pub(crate) fn parse_subclass_reference(
        &mut self,
        cur: Cur,
        is_defm: bool,
    ) -> PResult<SubClassRef> {
        let loc = self.lex.loc();
        let mut sc = SubClassRef {
            class: None,
            mc: None,
            args: Vec::new(),
            loc,
        };
        if self.lex.code() != Tok::Id {
            return if is_defm {
                self.tok_error("expected identifier for multiclass")
            } else {
                self.tok_error("expected name for ClassID")
            };
        }
        let name: Rc<str> = self.lex.str_val().into();
        if is_defm {
            if !self.multiclasses.contains_key(&name) {
                return self.tok_error(format!("Couldn't find multiclass '{name}'"));
            }
            sc.mc = Some(name);
        } else {
            match self.rk.class(&name) {
                Some(c) => sc.class = Some(c),
                None => {
                    let msg = if self.multiclasses.contains_key(&name) {
                        format!("Couldn't find class '{name}'. Use 'defm' if you meant to use multiclass '{name}'")
                    } else {
                        format!("Couldn't find class '{name}'")
                    };
                    return self.tok_error(msg);
                }
            }
        }
        self.lex.lex();
        if !self.consume(Tok::Less) {
            return Ok(sc);
        }
        let targs = self.template_args_of(&sc);
        sc.args = self.parse_template_arg_value_list(cur, &targs)?;
        self.check_template_arg_values(&mut sc.args, loc, &targs)?;
        Ok(sc)
    }

    pub(crate) fn parse_template_arg_value_list(
        &mut self,
        cur: Cur,
        targs: &[(Rc<str>, RecTy, InitRef)],
    ) -> PResult<Vec<InitRef>> {
        let mut out = Vec::new();
        if self.consume(Tok::Greater) {
            return Ok(out);
        }
        loop {
            if out.len() >= targs.len() {
                return self.tok_error(format!("Too many template arguments: {}", out.len() + 1));
            }
            let ty = targs[out.len()].1.clone();
            let v = self.parse_value(cur, Some(&ty))?;
            out.push(v);
            if self.consume(Tok::Greater) {
                return Ok(out);
            }
            if !self.consume(Tok::Comma) {
                return self.tok_error("Expected comma before next argument");
            }
        }
    }

    pub(crate) fn check_template_arg_values(
        &mut self,
        vals: &mut [InitRef],
        loc: Loc,
        targs: &[(Rc<str>, RecTy, InitRef)],
    ) -> PResult<()> {
        for (i, v) in vals.iter_mut().enumerate() {
            let (name, ty, _) = &targs[i];
            if let Some(vt) = v.ty(&self.rk) {
                match fold::get_cast_to(v, ty, &mut self.rk) {
                    Some(c) => *v = c,
                    None => {
                        let msg = format!(
                            "Value specified for template argument '{}' (#{}) is of type {}; expected type {}: {}",
                            name,
                            i,
                            vt.to_string(&self.rk),
                            ty.to_string(&self.rk),
                            v.to_string(&self.rk)
                        );
                        return Err(self.error_at(loc, msg));
                    }
                }
            }
        }
        Ok(())
    }

    fn parse_defvar(&mut self) -> PResult<()> {
        self.lex.lex();
        if self.lex.code() != Tok::Id {
            return self.tok_error("expected identifier");
        }
        let name: Rc<str> = self.lex.str_val().into();
        if let Some(scope) = self.scopes.last() {
            if scope.contains_key(&name) {
                return self.tok_error("local variable of this name already exists");
            }
        } else if self.rk.global(&name).is_some() {
            return self.tok_error("def or global variable of this name already exists");
        }
        self.lex.lex();
        if !self.consume(Tok::Equal) {
            return self.tok_error("expected '='");
        }
        let v = self.parse_value(Cur::None, None)?;
        if !self.consume(Tok::Semi) {
            return self.tok_error("expected ';'");
        }
        match self.scopes.last_mut() {
            Some(s) => {
                s.insert(name, v);
            }
            None => self.rk.add_global(name, v),
        }
        Ok(())
    }

    fn parse_assert(&mut self, cur: Cur) -> PResult<()> {
        self.lex.lex();
        let cond_loc = self.lex.loc();
        let condition = self.parse_value(cur, None)?;
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in assert statement");
        }
        let message = self.parse_value(cur, None)?;
        if !self.consume(Tok::Semi) {
            return self.tok_error("expected ';'");
        }
        let a = Assertion {
            loc: cond_loc,
            condition,
            message,
        };
        if cur != Cur::None {
            self.cur_mut(cur).unwrap().assertions.push(a);
            Ok(())
        } else {
            self.add_entry(Entry::Assert(a))
        }
    }

    fn parse_top_level_let(&mut self, in_mc: bool) -> PResult<()> {
        self.lex.lex();
        let lets = self.parse_let_list()?;
        self.let_stack.push(lets);
        if !self.consume(Tok::In) {
            return self.tok_error("expected 'in' at end of top-level 'let'");
        }
        let r = self.parse_scoped_body(in_mc, "expected '}' at end of top level let command");
        self.let_stack.pop();
        r
    }

    fn parse_let_list(&mut self) -> PResult<Vec<LetRecord>> {
        let mut out = Vec::new();
        loop {
            if self.lex.code() != Tok::Id {
                return self.tok_error("expected identifier in let definition");
            }
            let name: Rc<str> = self.lex.str_val().into();
            let loc = self.lex.loc();
            self.lex.lex();
            let mut bits = if self.lex.code() == Tok::LBrace {
                self.parse_optional_bit_list()?
            } else {
                self.parse_optional_range_list()?
            };
            bits.reverse();
            if !self.consume(Tok::Equal) {
                return self.tok_error("expected '=' in let expression");
            }
            let value = self.parse_value(Cur::None, None)?;
            out.push(LetRecord {
                name,
                bits,
                value,
                loc,
            });
            if !self.consume(Tok::Comma) {
                return Ok(out);
            }
        }
    }

    fn parse_foreach(&mut self, in_mc: bool) -> PResult<()> {
        let loc = self.lex.loc();
        self.lex.lex();
        let Some((iter, ty, list)) = self.parse_foreach_declaration()? else {
            return self.tok_error("expected declaration in for");
        };
        if !self.consume(Tok::In) {
            return self.tok_error("Unknown tok");
        }
        self.loops.push(ForeachLoop {
            loc,
            iter_var: Some(iter),
            iter_ty: Some(ty),
            list,
            entries: Vec::new(),
        });
        let r = self.parse_scoped_body(in_mc, "expected '}' at end of foreach command");
        let lp = self.loops.pop().unwrap();
        r?;
        self.add_entry(Entry::Loop(Box::new(lp)))
    }

    /// The body of a `let`, `foreach` or `if`: one object or a `{ … }` list,
    /// in a new scope for local variables.
    fn parse_scoped_body(&mut self, in_mc: bool, unclosed: &str) -> PResult<()> {
        self.scopes.push(HashMap::default());
        let r = if self.lex.code() != Tok::LBrace {
            self.parse_object(in_mc)
        } else {
            let brace = self.lex.loc();
            self.lex.lex();
            self.parse_object_list(in_mc).and_then(|_| {
                if !self.consume(Tok::RBrace) {
                    let _ = self.tok_error::<()>(unclosed);
                    return Err(self.error_at(brace, "to match this '{'"));
                }
                Ok(())
            })
        };
        self.scopes.pop();
        r
    }

    fn parse_foreach_declaration(&mut self) -> PResult<Option<(Rc<str>, RecTy, InitRef)>> {
        if self.lex.code() != Tok::Id {
            return self.tok_error("Expected identifier in foreach declaration");
        }
        let name: Rc<str> = self.lex.str_val().into();
        self.lex.lex();
        if !self.consume(Tok::Equal) {
            return self.tok_error("Expected '=' in foreach declaration");
        }
        let ranges;
        if self.lex.code() == Tok::LBrace {
            self.lex.lex();
            ranges = self.parse_range_list()?;
            if !self.consume(Tok::RBrace) {
                return self.tok_error("expected '}' at end of bit range list");
            }
        } else {
            let vloc = self.lex.loc();
            let i = self.parse_value(Cur::None, None)?;
            match i.ty(&self.rk) {
                Some(RecTy::List(et)) => return Ok(Some((name, (*et).clone(), i))),
                Some(_) => {
                    ranges = self.parse_range_piece(Some(i))?;
                }
                None => {
                    let msg = format!("expected a list, got '{}'", i.to_string(&self.rk));
                    return Err(self.error_at(vloc, msg));
                }
            }
        }
        let vals = ranges.iter().map(|r| Init::int(*r as i64)).collect();
        Ok(Some((name, RecTy::Int, Init::list(vals, RecTy::Int))))
    }

    fn parse_if(&mut self, in_mc: bool) -> PResult<()> {
        let loc = self.lex.loc();
        self.lex.lex();
        let cond = self.parse_value(Cur::None, None)?;
        if !self.consume(Tok::Then) {
            return self.tok_error("Unknown tok");
        }
        // Each clause is a loop over a list of zero or one element.
        let empty = Init::list(vec![], RecTy::Bit);
        let single = Init::list(vec![Init::bit(true)], RecTy::Bit);
        let lt = RecTy::Bit.list_of();
        let then_list = self.with_cur(Cur::None, |rk, c| {
            fold::fold_ternop(
                crate::init::TernOp::If,
                cond.clone(),
                single.clone(),
                empty.clone(),
                lt.clone(),
                rk,
                c,
            )
        });
        self.parse_if_clause("then", loc, then_list, in_mc)?;
        if self.consume(Tok::Else) {
            let else_list = self.with_cur(Cur::None, |rk, c| {
                fold::fold_ternop(crate::init::TernOp::If, cond, empty, single, lt, rk, c)
            });
            self.parse_if_clause("else", loc, else_list, in_mc)?;
        }
        Ok(())
    }

    fn parse_if_clause(&mut self, kind: &str, loc: Loc, list: InitRef, in_mc: bool) -> PResult<()> {
        self.loops.push(ForeachLoop {
            loc,
            iter_var: None,
            iter_ty: None,
            list,
            entries: Vec::new(),
        });
        let r = self.parse_scoped_body(in_mc, &format!("expected '}}' at end of '{kind}' clause"));
        let lp = self.loops.pop().unwrap();
        r?;
        self.add_entry(Entry::Loop(Box::new(lp)))
    }

    fn parse_defset(&mut self) -> PResult<()> {
        self.lex.lex();
        let loc = self.lex.loc();
        let ty = self.parse_type()?;
        let RecTy::List(et) = ty else {
            return Err(self.error_at(loc, "expected list type"));
        };
        if self.lex.code() != Tok::Id {
            return self.tok_error("expected identifier");
        }
        let name: Rc<str> = self.lex.str_val().into();
        if self.rk.global(&name).is_some() {
            return self.tok_error("def or global variable of this name already exists");
        }
        if self.lex.lex() != Tok::Equal {
            return self.tok_error("expected '='");
        }
        if self.lex.lex() != Tok::LBrace {
            return self.tok_error("expected '{'");
        }
        let brace = self.lex.loc();
        self.lex.lex();
        self.defsets.push(Defset {
            loc,
            elt_ty: (*et).clone(),
            elements: Vec::new(),
        });
        let r = self.parse_object_list(false);
        let ds = self.defsets.pop().unwrap();
        r?;
        if !self.consume(Tok::RBrace) {
            let _ = self.tok_error::<()>("expected '}' at end of defset");
            return Err(self.error_at(brace, "to match this '{'"));
        }
        self.rk.add_global(name, Init::list(ds.elements, ds.elt_ty));
        Ok(())
    }

    fn parse_multiclass(&mut self) -> PResult<()> {
        self.lex.lex();
        if self.lex.code() != Tok::Id {
            return self.tok_error("expected identifier after multiclass for name");
        }
        let name: Rc<str> = self.lex.str_val().into();
        if self.multiclasses.contains_key(&name) {
            return self.tok_error(format!("multiclass '{name}' already defined"));
        }
        let loc = self.lex.loc();
        self.cur_mc = Some(MultiClass {
            rec: Record::new(Init::string(name.clone()), loc, true, false),
            entries: Vec::new(),
        });
        self.lex.lex();
        let r = self.parse_multiclass_rest();
        let mc = self.cur_mc.take().unwrap();
        self.multiclasses.insert(name, mc);
        r
    }

    fn parse_multiclass_rest(&mut self) -> PResult<()> {
        if self.lex.code() == Tok::Less {
            self.parse_template_arg_list(Cur::None)?;
        }
        let mut inherits = false;
        if self.consume(Tok::Colon) {
            inherits = true;
            loop {
                let sc = self.parse_subclass_reference(Cur::MultiClass, true)?;
                self.add_sub_multiclass(&sc)?;
                if !self.consume(Tok::Comma) {
                    break;
                }
            }
        }
        if self.lex.code() != Tok::LBrace {
            if !inherits {
                return self.tok_error("expected '{' in multiclass definition");
            }
            if !self.consume(Tok::Semi) {
                return self.tok_error("expected ';' in multiclass definition");
            }
            return Ok(());
        }
        if self.lex.lex() == Tok::RBrace {
            return self.tok_error("multiclass must contain at least one def");
        }
        self.scopes.push(HashMap::default());
        while self.lex.code() != Tok::RBrace {
            match self.lex.code() {
                Tok::Assert
                | Tok::Def
                | Tok::Defm
                | Tok::Defvar
                | Tok::Foreach
                | Tok::If
                | Tok::Let => {
                    if let Err(e) = self.parse_object(true) {
                        self.scopes.pop();
                        return Err(e);
                    }
                    self.check_fatal()?;
                }
                _ => {
                    self.scopes.pop();
                    return self.tok_error(
                        "expected 'assert', 'def', 'defm', 'defvar', 'foreach', 'if', or 'let' in multiclass body",
                    );
                }
            }
        }
        self.lex.lex();
        let semi = self.lex.loc();
        if self.consume(Tok::Semi) {
            self.rk.error(
                Some(semi),
                "A multiclass body should not end with a semicolon",
            );
            self.rk
                .note(None, "Semicolon ignored; remove to eliminate this error");
        }
        self.scopes.pop();
        Ok(())
    }

    fn add_sub_multiclass(&mut self, sc: &SubClassRef) -> PResult<()> {
        let smc_name = sc.mc.clone().unwrap();
        let cur_name = self.cur_mc.as_ref().unwrap().rec.name_rc();
        let mut substs: Vec<(Rc<str>, InitRef)> = Vec::new();
        let targs = self.template_args_of(sc);
        for (i, (name, _, default)) in targs.iter().enumerate() {
            if let Some(v) = sc.args.get(i) {
                substs.push((name.clone(), v.clone()));
            } else if default.is_complete() {
                substs.push((name.clone(), default.clone()));
            } else {
                let msg = format!(
                    "value not specified for template argument '{}' (#{}) of multisubclass '{}'",
                    name, i, smc_name
                );
                return Err(self.error_at(sc.loc, msg));
            }
        }
        substs.push((
            qualify(&smc_name, "NAME", "::"),
            Init::var(qualify(&cur_name, "NAME", "::"), RecTy::String),
        ));
        let entries = std::mem::take(&mut self.multiclasses.get_mut(&smc_name).unwrap().entries);
        let mut dest = Vec::new();
        let r = self.resolve_entries(&entries, &mut substs, false, Some(&mut dest), None);
        self.multiclasses.get_mut(&smc_name).unwrap().entries = entries;
        self.cur_mc.as_mut().unwrap().entries.extend(dest);
        r
    }

    fn parse_defm(&mut self) -> PResult<()> {
        let _defm_loc = self.lex.loc();
        self.lex.lex();
        let mut name = self.parse_object_name()?;
        if name.is_unset() {
            name = self.rk.new_anonymous_name();
            if let Some(mc) = &self.cur_mc {
                let implicit = qualify(mc.rec.name_str(), "NAME", "::");
                name = fold::str_concat(Init::var(implicit, RecTy::String), name);
            }
        }
        if self.lex.code() != Tok::Colon {
            return self.tok_error("expected ':' after defm identifier");
        }
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut inherit_from_class = false;
        self.lex.lex();
        let mut sub_loc = self.lex.loc();
        let mut sc = self.parse_subclass_reference(Cur::None, true)?;
        loop {
            let mc_name = sc.mc.clone().unwrap();
            let targs = self.template_args_of(&sc);
            let mut substs: Vec<(Rc<str>, InitRef)> = Vec::new();
            for (i, (tname, _, default)) in targs.iter().enumerate() {
                if let Some(v) = sc.args.get(i) {
                    substs.push((tname.clone(), v.clone()));
                } else {
                    if !default.is_complete() {
                        let msg = format!(
                            "value not specified for template argument '{}' (#{}) of multiclass '{}'",
                            tname, i, mc_name
                        );
                        return Err(self.error_at(sub_loc, msg));
                    }
                    substs.push((tname.clone(), default.clone()));
                }
            }
            substs.push((qualify(&mc_name, "NAME", "::"), name.clone()));
            let is_final = self.cur_mc.is_none() && self.loops.is_empty();
            let entries = std::mem::take(&mut self.multiclasses.get_mut(&mc_name).unwrap().entries);
            let r = self.resolve_entries(
                &entries,
                &mut substs,
                is_final,
                Some(&mut new_entries),
                Some(sub_loc),
            );
            self.multiclasses.get_mut(&mc_name).unwrap().entries = entries;
            r?;
            self.check_fatal()?;
            if !self.consume(Tok::Comma) {
                break;
            }
            if self.lex.code() != Tok::Id {
                return self.tok_error("expected identifier");
            }
            sub_loc = self.lex.loc();
            inherit_from_class = self.rk.class(self.lex.str_val()).is_some();
            if inherit_from_class {
                break;
            }
            sc = self.parse_subclass_reference(Cur::None, true)?;
        }
        if inherit_from_class {
            loop {
                let sc = self.parse_subclass_reference(Cur::None, false)?;
                for e in new_entries.iter_mut() {
                    if let Err(m) = add_subclass_entry(&mut self.rk, e, &sc) {
                        return Err(self.error_at(sc.loc, m));
                    }
                }
                self.check_fatal()?;
                if !self.consume(Tok::Comma) {
                    break;
                }
            }
        }
        let lets: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for mut e in new_entries {
            for l in &lets {
                if let Err(m) = apply_let_entry(&mut self.rk, &mut e, l) {
                    return Err(self.error_at(l.loc, m));
                }
            }
            self.add_entry(e)?;
        }
        if !self.consume(Tok::Semi) {
            return self.tok_error("expected ';' at end of defm");
        }
        Ok(())
    }

    // ---- Entries: loops, multiclass prototypes, defs -----------------

    fn add_entry(&mut self, e: Entry) -> PResult<()> {
        if let Some(lp) = self.loops.last_mut() {
            lp.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(lp) = e {
            let mut substs = Vec::new();
            let in_mc = self.cur_mc.is_some();
            if in_mc {
                let mut dest = Vec::new();
                let r = self.resolve_loop(&lp, &mut substs, false, Some(&mut dest), None);
                self.cur_mc.as_mut().unwrap().entries.extend(dest);
                return r;
            }
            return self.resolve_loop(&lp, &mut substs, true, None, None);
        }
        if let Some(mc) = self.cur_mc.as_mut() {
            mc.entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(a) => {
                check_assert(&mut self.rk, a.loc, &a.condition, &a.message);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(*r),
            Entry::Loop(_) => unreachable!(),
        }
    }

    fn resolve_loop(
        &mut self,
        lp: &ForeachLoop,
        substs: &mut Vec<(Rc<str>, InitRef)>,
        is_final: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> PResult<()> {
        let mut r = MapResolver::new();
        for (k, v) in substs.iter() {
            r.set(k.clone(), v.clone());
        }
        let list = resolve(&lp.list, &mut r, &mut self.rk, None);
        let Init::List { elems, .. } = &*list else {
            if !is_final {
                let mut inner = Vec::new();
                self.resolve_entries(&lp.entries, substs, is_final, Some(&mut inner), loc)?;
                dest.unwrap().push(Entry::Loop(Box::new(ForeachLoop {
                    loc: lp.loc,
                    iter_var: lp.iter_var.clone(),
                    iter_ty: lp.iter_ty.clone(),
                    list,
                    entries: inner,
                })));
                return Ok(());
            }
            let msg = format!(
                "attempting to loop over '{}', expected a list",
                list.to_string(&self.rk)
            );
            return Err(self.error_at(lp.loc, msg));
        };
        for e in elems.iter() {
            if let Some(v) = &lp.iter_var {
                substs.push((v.clone(), e.clone()));
            }
            let r = self.resolve_entries(&lp.entries, substs, is_final, dest.as_deref_mut(), None);
            if lp.iter_var.is_some() {
                substs.pop();
            }
            r?;
        }
        Ok(())
    }

    fn resolve_entries(
        &mut self,
        source: &[Entry],
        substs: &mut Vec<(Rc<str>, InitRef)>,
        is_final: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> PResult<()> {
        for e in source {
            match e {
                Entry::Loop(lp) => {
                    self.resolve_loop(lp, substs, is_final, dest.as_deref_mut(), None)?;
                }
                Entry::Assert(a) => {
                    let mut r = MapResolver::new();
                    for (k, v) in substs.iter() {
                        r.set(k.clone(), v.clone());
                    }
                    let c = resolve(&a.condition, &mut r, &mut self.rk, None);
                    let m = resolve(&a.message, &mut r, &mut self.rk, None);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(Assertion {
                            loc: a.loc,
                            condition: c,
                            message: m,
                        })),
                        None => check_assert(&mut self.rk, a.loc, &c, &m),
                    }
                }
                Entry::Rec(proto) => {
                    let mut rec = (**proto).clone();
                    if let Some(l) = loc {
                        rec.locs.push(l);
                    }
                    let mut r = MapResolver::new();
                    for (k, v) in substs.iter() {
                        r.set(k.clone(), v.clone());
                    }
                    resolve_record(&mut rec, &mut r, &mut self.rk);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(Box::new(rec))),
                        None => self.add_def_one(rec)?,
                    }
                }
            }
            self.check_fatal()?;
        }
        Ok(())
    }

    fn add_def_one(&mut self, mut rec: Record) -> PResult<()> {
        let mut new_name = None;
        if let Some(prev) = self.rk.def(rec.name_str()) {
            if !rec.is_anonymous {
                let prev_loc = self.rk.rec(prev).loc();
                let msg = format!("def already exists: {}", rec.name_str());
                self.rk.error(Some(rec.loc()), msg);
                self.rk
                    .note(Some(prev_loc), "location of previous definition");
                return Err(Stop);
            }
            new_name = Some(self.rk.new_anonymous_name());
        }
        self.rk.reserve_def(&mut rec);
        resolve_record_final(&mut rec, new_name, &mut self.rk);
        self.check_fatal()?;
        check_concrete(&mut self.rk, &rec);
        if !matches!(&*rec.name, Init::Str { .. }) {
            let msg = format!(
                "record name '{}' could not be fully resolved",
                rec.name.to_string(&self.rk)
            );
            self.rk.error(Some(rec.loc()), msg);
            return Err(Stop);
        }
        let rec_ty = self.rk.record_type(&rec);
        for ds in &self.defsets {
            if !rec_ty.is_a(&ds.elt_ty, &self.rk) {
                let msg = format!(
                    "adding record of incompatible type '{}' to defset",
                    rec_ty.to_string(&self.rk)
                );
                self.rk.error(Some(rec.loc()), msg);
                self.rk.note(Some(ds.loc), "location of defset declaration");
                return Err(Stop);
            }
        }
        let id = self.rk.add_def(rec);
        check_record_assertions(id, &mut self.rk);
        for ds in self.defsets.iter_mut() {
            ds.elements.push(Init::def(id));
        }
        self.check_fatal()
    }
}

/// LLVM's `AddValue`: adds a field, or (if it exists) resets it.
pub(crate) fn add_value(
    rk: &mut RecordKeeper,
    rec: &mut Record,
    rv: RecordVal,
) -> Result<(), String> {
    if let Some(idx) = rec.values.iter().position(|v| v.name == rv.name) {
        let ety = rec.values[idx].ty.clone();
        match cast_for_field(&rv.value, &ety, rk) {
            Some(v) => {
                rec.values[idx].value = v;
                Ok(())
            }
            None => Err(format!(
                "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                rv.name,
                rv.ty.to_string(rk),
                ety.to_string(rk)
            )),
        }
    } else {
        let mut rv = rv;
        if let Some(v) = cast_for_field(&rv.value, &rv.ty.clone(), rk) {
            rv.value = v;
        }
        rec.values.push(rv);
        rk.sync_mirror(rec);
        Ok(())
    }
}

/// LLVM's `SetValue`: `let name{bits} = v` on a record. With `new_loc`,
/// the field's location becomes that of the `let`.
pub(crate) fn set_value(
    rk: &mut RecordKeeper,
    rec: &mut Record,
    name: &str,
    bits: &[u32],
    v: InitRef,
    allow_self: bool,
    new_loc: Option<Loc>,
) -> Result<(), String> {
    let Some(idx) = rec.values.iter().position(|f| &*f.name == name) else {
        return Err(format!("Value '{name}' unknown!"));
    };
    if bits.is_empty() {
        if let Init::Var { name: vn, .. } = &*v {
            if &**vn == name && !allow_self {
                return Err(format!("Recursion / self-assignment for field '{name}'"));
            }
        }
    }
    let mut v = v;
    if !bits.is_empty() {
        let cur = rec.values[idx].value.clone();
        let Init::Bits(cur_bits) = &*cur else {
            return Err(format!("Value '{name}' is not a bits type"));
        };
        let Some(bi) = fold::get_cast_to(&v, &RecTy::Bits(bits.len() as u32), rk) else {
            return Err("Initializer is not compatible with bit range".into());
        };
        let mut new_bits: Vec<Option<InitRef>> = vec![None; cur_bits.len()];
        for (i, &b) in bits.iter().enumerate() {
            let Some(slot) = new_bits.get_mut(b as usize) else {
                return Err("Initializer is not compatible with bit range".into());
            };
            if slot.is_some() {
                return Err(format!(
                    "Cannot set bit #{b} of value '{name}' more than once"
                ));
            }
            *slot = Some(get_bit(&bi, i as u32, rk));
        }
        v = Init::bits(
            new_bits
                .into_iter()
                .enumerate()
                .map(|(i, b)| b.unwrap_or_else(|| cur_bits[i].clone()))
                .collect(),
        );
    }
    let fty = rec.values[idx].ty.clone();
    match cast_for_field(&v, &fty, rk) {
        Some(c) => {
            rec.values[idx].value = c;
            if let Some(l) = new_loc {
                rec.values[idx].loc = l;
            }
            Ok(())
        }
        None => {
            let init_type = match &*v {
                Init::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match v.ty(rk) {
                    Some(t) => format!("' of type '{}", t.to_string(rk)),
                    None => String::new(),
                },
            };
            Err(format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                name,
                fty.to_string(rk),
                v.to_string(rk),
                init_type
            ))
        }
    }
}

/// LLVM's `AddSubClass`: copies the superclass's fields into `rec`, binds
/// its template arguments, and records the superclass chain.
pub(crate) fn add_subclass(
    rk: &mut RecordKeeper,
    rec: &mut Record,
    sc: &SubClassRef,
) -> Result<(), String> {
    let class = sc.class.unwrap();
    let scr = rk.rec(class).clone();
    let mut r = MapResolver::new();
    for f in &scr.values {
        if f.kind == FieldKind::TemplateArg {
            r.set(f.name.clone(), f.value.clone());
        } else {
            add_value(rk, rec, f.clone())?;
        }
    }
    for (i, ta) in scr.template_args.iter().enumerate() {
        if let Some(a) = sc.args.get(i) {
            r.set(ta.clone(), a.clone());
        } else {
            let complete = scr.field(ta).map(|v| v.is_complete()).unwrap_or(false);
            if !complete {
                let short = ta.rsplit(':').next().unwrap_or(ta);
                let _ = short;
                return Err(format!(
                    "Value not specified for template argument '{}' (#{}) of parent class '{}'",
                    ta,
                    i,
                    scr.name_str()
                ));
            }
        }
    }
    rec.assertions.extend(scr.assertions.iter().cloned());
    let name = if rec.is_class {
        Init::var(qualify(rec.name_str(), "NAME", ":"), RecTy::String)
    } else {
        rec.name.clone()
    };
    r.set(qualify(scr.name_str(), "NAME", ":"), name);
    resolve_record(rec, &mut r, rk);
    for (c, l) in &scr.superclasses {
        if rec.is_subclass_of(*c) {
            return Err(format!(
                "Already subclass of '{}'!\n",
                rk.rec(*c).name_str()
            ));
        }
        rec.superclasses.push((*c, *l));
    }
    if rec.is_subclass_of(class) {
        return Err(format!("Already subclass of '{}'!\n", scr.name_str()));
    }
    rec.superclasses.push((class, sc.loc));
    rk.sync_mirror(rec);
    Ok(())
}

fn add_subclass_entry(
    rk: &mut RecordKeeper,
    e: &mut Entry,
    sc: &SubClassRef,
) -> Result<(), String> {
    match e {
        Entry::Rec(r) => add_subclass(rk, r, sc),
        Entry::Loop(lp) => {
            for e in lp.entries.iter_mut() {
                add_subclass_entry(rk, e, sc)?;
            }
            Ok(())
        }
        Entry::Assert(_) => Ok(()),
    }
}

fn apply_let_entry(rk: &mut RecordKeeper, e: &mut Entry, l: &LetRecord) -> Result<(), String> {
    match e {
        Entry::Rec(r) => set_value(rk, r, &l.name, &l.bits, l.value.clone(), false, Some(l.loc)),
        Entry::Loop(lp) => {
            for e in lp.entries.iter_mut() {
                apply_let_entry(rk, e, l)?;
            }
            Ok(())
        }
        Entry::Assert(_) => Ok(()),
    }
}

fn check_concrete(rk: &mut RecordKeeper, rec: &Record) {
    for rv in &rec.values {
        if rv.kind == FieldKind::NonconcreteOk {
            continue;
        }
        let ok = match &*rv.value {
            Init::Bits(bits) => bits.iter().all(|b| {
                let is_ref = match &**b {
                    Init::VarBit { var, .. } => {
                        matches!(&**var, Init::Var { name, .. } if rec.value(name).is_some())
                    }
                    Init::Var { .. } => true,
                    _ => false,
                };
                is_ref || b.is_concrete()
            }),
            v => v.is_concrete(),
        };
        if !ok {
            let msg = format!(
                "Initializer of '{}' in '{}' could not be fully resolved: {}",
                rv.name,
                rec.name_str(),
                rv.value.to_string(rk)
            );
            rk.error(Some(rec.loc()), msg);
        }
    }
}

/// Checks an `assert`: reports an error if the condition is false.
pub(crate) fn check_assert(rk: &mut RecordKeeper, loc: Loc, cond: &InitRef, msg: &InitRef) {
    match fold::as_int(cond, rk) {
        None => rk.error(
            Some(loc),
            "assert condition must of type bit, bits, or int.",
        ),
        Some(0) => {
            rk.error(Some(loc), "assertion failed");
            match &**msg {
                Init::Str { value, .. } => rk.note(None, value.to_string()),
                _ => rk.note(None, "(assert message is not a string)"),
            }
        }
        Some(_) => {}
    }
}

/// Checks the assertions of a finished def.
pub(crate) fn check_record_assertions(id: RecId, rk: &mut RecordKeeper) {
    if rk.rec(id).assertions.is_empty() {
        return;
    }
    let rec = rk.rec(id).clone();
    let mut r = RecordResolver::new(None);
    for a in &rec.assertions {
        let c = resolve(&a.condition, &mut r, rk, Some(&rec));
        let m = resolve(&a.message, &mut r, rk, Some(&rec));
        check_assert(rk, a.loc, &c, &m);
    }
}
