//! Values (`Init` in LLVM): literals, references and unevaluated operators.
//!
//! Values are immutable and shared (`Rc`). Evaluation never mutates a value:
//! resolving returns the same `Rc` when nothing changed, or a new value. The
//! printing here (`write`) is LLVM's `getAsString`, which the record dump
//! must reproduce byte for byte.

use crate::record::{RecId, RecordKeeper};
use crate::types::RecTy;
use std::rc::Rc;

/// A shared value.
pub type InitRef = Rc<Init>;

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    LogTwo,
    ToLower,
    ToUpper,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    SetDagOp,
}

/// Ternary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Substr,
    Find,
}

/// A `dag` value: `(op:$name arg:$n, …)`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Dag {
    /// The operator.
    pub op: InitRef,
    /// The operator's name, if given.
    pub op_name: Option<Rc<str>>,
    /// The arguments and their names.
    pub args: Vec<(InitRef, Option<Rc<str>>)>,
}

/// `!foldl(start, list, a, b, expr)`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Foldl {
    /// Initial accumulator.
    pub start: InitRef,
    /// The list folded over.
    pub list: InitRef,
    /// Accumulator variable name.
    pub a: Rc<str>,
    /// Element variable name.
    pub b: Rc<str>,
    /// The step expression.
    pub expr: InitRef,
    /// Result type.
    pub ty: RecTy,
}

/// A TableGen value.
#[derive(Debug, PartialEq, Eq, Hash)]
pub enum Init {
    /// `?`
    Unset,
    /// A single bit.
    Bit(bool),
    /// `{ … }`: bit 0 first.
    Bits(Box<[InitRef]>),
    /// An integer.
    Int(i64),
    /// A string; `code` is true for `[{ … }]` fragments.
    Str {
        /// The text.
        value: Rc<str>,
        /// Printed as a code fragment.
        code: bool,
    },
    /// `[a, b]` with its element type.
    List {
        /// Elements.
        elems: Box<[InitRef]>,
        /// Element type.
        elem_ty: RecTy,
    },
    /// A dag.
    Dag(Box<Dag>),
    /// A reference to a def.
    Def(RecId),
    /// The generated name `anonymous_N` of an anonymous record. Until the
    /// record's final resolution it stands for the record's name and can
    /// be renamed (when two instances of a loop body collide).
    Anon(u32),
    /// A reference to a variable: a field, template argument, loop or
    /// local variable.
    Var {
        /// Its (qualified) name.
        name: Rc<str>,
        /// Its type.
        ty: RecTy,
    },
    /// One bit of a `bits` value: `x{3}`.
    VarBit {
        /// The value.
        var: InitRef,
        /// The bit.
        bit: u32,
    },
    /// One element of a list value: `x[3]`.
    VarListElem {
        /// The list.
        list: InitRef,
        /// The index.
        index: u32,
    },
    /// `rec.field`
    Field {
        /// The record value.
        rec: InitRef,
        /// The field name.
        field: Rc<str>,
        /// The field's type.
        ty: RecTy,
    },
    /// `Class<args>` not yet instantiated (some argument is unresolved).
    VarDef {
        /// The class.
        class: RecId,
        /// The template arguments given.
        args: Box<[InitRef]>,
    },
    /// A unary operator.
    UnOp {
        /// Which.
        op: UnOp,
        /// Operand.
        arg: InitRef,
        /// Result type.
        ty: RecTy,
    },
    /// A binary operator.
    BinOp {
        /// Which.
        op: BinOp,
        /// Left operand.
        lhs: InitRef,
        /// Right operand.
        rhs: InitRef,
        /// Result type.
        ty: RecTy,
    },
    /// A ternary operator.
    TernOp {
        /// Which.
        op: TernOp,
        /// First operand.
        lhs: InitRef,
        /// Second operand.
        mhs: InitRef,
        /// Third operand.
        rhs: InitRef,
        /// Result type.
        ty: RecTy,
    },
    /// `!foldl`
    Foldl(Box<Foldl>),
    /// `!cond(c: v, …)`
    Cond {
        /// Conditions.
        conds: Box<[InitRef]>,
        /// Values.
        vals: Box<[InitRef]>,
        /// Result type.
        ty: RecTy,
    },
    /// `!isa<T>(x)`
    IsA {
        /// The type checked for.
        ty: RecTy,
        /// The value.
        expr: InitRef,
    },
    /// `!exists<T>(name)`
    Exists {
        /// The type checked for.
        ty: RecTy,
        /// The record name.
        expr: InitRef,
    },
}

thread_local! {
    static UNSET: InitRef = Rc::new(Init::Unset);
    static BIT0: InitRef = Rc::new(Init::Bit(false));
    static BIT1: InitRef = Rc::new(Init::Bit(true));
    static EMPTY_STR: InitRef = Rc::new(Init::Str { value: "".into(), code: false });
}

impl Init {
    /// `?`
    pub fn unset() -> InitRef {
        UNSET.with(|u| u.clone())
    }
    /// A bit.
    pub fn bit(b: bool) -> InitRef {
        if b {
            BIT1.with(|u| u.clone())
        } else {
            BIT0.with(|u| u.clone())
        }
    }
    /// An int.
    pub fn int(v: i64) -> InitRef {
        Rc::new(Init::Int(v))
    }
    /// A string.
    pub fn string(s: impl Into<Rc<str>>) -> InitRef {
        let value: Rc<str> = s.into();
        if value.is_empty() {
            return EMPTY_STR.with(|u| u.clone());
        }
        Rc::new(Init::Str { value, code: false })
    }
    /// A string in the given format.
    pub fn string_fmt(s: impl Into<Rc<str>>, code: bool) -> InitRef {
        if !code {
            return Init::string(s);
        }
        Rc::new(Init::Str {
            value: s.into(),
            code,
        })
    }
    /// A def reference.
    pub fn def(r: RecId) -> InitRef {
        Rc::new(Init::Def(r))
    }
    /// A variable reference.
    pub fn var(name: Rc<str>, ty: RecTy) -> InitRef {
        Rc::new(Init::Var { name, ty })
    }
    /// A bits value.
    pub fn bits(v: Vec<InitRef>) -> InitRef {
        Rc::new(Init::Bits(v.into()))
    }
    /// A list value.
    pub fn list(elems: Vec<InitRef>, elem_ty: RecTy) -> InitRef {
        Rc::new(Init::List {
            elems: elems.into(),
            elem_ty,
        })
    }
    /// A dag value.
    pub fn dag(
        op: InitRef,
        op_name: Option<Rc<str>>,
        args: Vec<(InitRef, Option<Rc<str>>)>,
    ) -> InitRef {
        Rc::new(Init::Dag(Box::new(Dag { op, op_name, args })))
    }

    /// The string value, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Init::Str { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The int value, if this is an int.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Init::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// The def, if this is a def reference.
    pub fn as_def(&self) -> Option<RecId> {
        match self {
            Init::Def(r) => Some(*r),
            _ => None,
        }
    }

    /// True for `?`.
    pub fn is_unset(&self) -> bool {
        matches!(self, Init::Unset)
    }

    /// The name this value stands for when used as a record name.
    pub fn unquoted_name(&self) -> Rc<str> {
        match self {
            Init::Str { value, .. } => value.clone(),
            Init::Anon(n) => format!("anonymous_{n}").into(),
            _ => {
                // Unresolved names (inside multiclasses) are only shown in
                // messages; print what can be printed without the keeper.
                let mut s = String::new();
                self.write_name_expr(&mut s);
                s.into()
            }
        }
    }

    fn write_name_expr(&self, out: &mut String) {
        match self {
            Init::Str { value, .. } => {
                out.push('"');
                out.push_str(value);
                out.push('"');
            }
            Init::Var { name, .. } => out.push_str(name),
            Init::BinOp { op, lhs, rhs, .. } => {
                out.push_str(binop_name(*op));
                out.push('(');
                lhs.write_name_expr(out);
                out.push_str(", ");
                rhs.write_name_expr(out);
                out.push(')');
            }
            Init::Unset => out.push('?'),
            _ => out.push_str("<expr>"),
        }
    }

    /// The type of a typed value (all but `?`).
    pub fn ty(&self, rk: &RecordKeeper) -> Option<RecTy> {
        Some(match self {
            Init::Unset => return None,
            Init::Bit(_) => RecTy::Bit,
            Init::Bits(b) => RecTy::Bits(b.len() as u32),
            Init::Int(_) => RecTy::Int,
            Init::Str { .. } => RecTy::String,
            Init::List { elem_ty, .. } => elem_ty.clone().list_of(),
            Init::Dag(_) => RecTy::Dag,
            Init::Def(r) => rk.def_type(*r),
            Init::Anon(_) => RecTy::String,
            Init::Var { ty, .. } => ty.clone(),
            Init::VarBit { .. } => RecTy::Bit,
            Init::VarListElem { list, .. } => match list.ty(rk) {
                Some(RecTy::List(e)) => (*e).clone(),
                _ => return None,
            },
            Init::Field { ty, .. } => ty.clone(),
            Init::VarDef { class, .. } => RecTy::Record(Rc::from(vec![*class])),
            Init::UnOp { ty, .. } => ty.clone(),
            Init::BinOp { ty, .. } => ty.clone(),
            Init::TernOp { ty, .. } => ty.clone(),
            Init::Foldl(f) => f.ty.clone(),
            Init::Cond { ty, .. } => ty.clone(),
            Init::IsA { .. } | Init::Exists { .. } => RecTy::Int,
        })
    }

    /// LLVM's `isConcrete`: fully evaluated (but possibly `?`).
    pub fn is_concrete(&self) -> bool {
        match self {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str { .. } | Init::Def(_) => true,
            Init::Bits(b) => b.iter().all(|x| x.is_concrete()),
            Init::List { elems, .. } => elems.iter().all(|x| x.is_concrete()),
            Init::Dag(d) => d.op.is_concrete() && d.args.iter().all(|(a, _)| a.is_concrete()),
            _ => false,
        }
    }

    /// LLVM's `isComplete`: no `?` anywhere.
    pub fn is_complete(&self) -> bool {
        match self {
            Init::Unset => false,
            Init::Bits(b) => b.iter().all(|x| x.is_complete()),
            Init::List { elems, .. } => elems.iter().all(|x| x.is_complete()),
            Init::Dag(d) => d.op.is_complete() && d.args.iter().all(|(a, _)| a.is_complete()),
            _ => true,
        }
    }

    /// LLVM's `getAsString`.
    pub fn to_string(&self, rk: &RecordKeeper) -> String {
        let mut s = String::new();
        self.write(&mut s, rk);
        s
    }

    /// LLVM's `getAsUnquotedString`: strings without quotes.
    pub fn to_unquoted(&self, rk: &RecordKeeper) -> String {
        match self {
            Init::Str { value, .. } => value.to_string(),
            _ => self.to_string(rk),
        }
    }

    /// Appends LLVM's `getAsString` of this value.
    pub fn write(&self, out: &mut String, rk: &RecordKeeper) {
        match self {
            Init::Unset => out.push('?'),
            Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Init::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    b.write(out, rk);
                }
                out.push_str(" }");
            }
            Init::Int(v) => {
                use std::fmt::Write;
                let _ = write!(out, "{v}");
            }
            Init::Str { value, code } => {
                if *code {
                    out.push_str("[{");
                    out.push_str(value);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(value);
                    out.push('"');
                }
            }
            Init::List { elems, .. } => {
                out.push('[');
                write_list(out, elems, rk);
                out.push(']');
            }
            Init::Dag(d) => {
                out.push('(');
                d.op.write(out, rk);
                if let Some(n) = &d.op_name {
                    out.push(':');
                    out.push_str(n);
                }
                for (i, (a, n)) in d.args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    a.write(out, rk);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(n);
                    }
                }
                out.push(')');
            }
            Init::Def(r) => out.push_str(rk.rec(*r).name_str()),
            Init::Anon(n) => {
                out.push_str("anonymous_");
                out.push_str(&n.to_string());
            }
            Init::Var { name, .. } => out.push_str(name),
            Init::VarBit { var, bit } => {
                var.write(out, rk);
                out.push('{');
                out.push_str(&bit.to_string());
                out.push('}');
            }
            Init::VarListElem { list, index } => {
                list.write(out, rk);
                out.push('[');
                out.push_str(&index.to_string());
                out.push(']');
            }
            Init::Field { rec, field, .. } => {
                rec.write(out, rk);
                out.push('.');
                out.push_str(field);
            }
            Init::VarDef { class, args } => {
                out.push_str(rk.rec(*class).name_str());
                out.push('<');
                write_list(out, args, rk);
                out.push('>');
            }
            Init::UnOp { op, arg, ty } => {
                let name = match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        ty.write(out, rk);
                        out.push('>');
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::LogTwo => "!logtwo",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                };
                out.push_str(name);
                out.push('(');
                arg.write(out, rk);
                out.push(')');
            }
            Init::BinOp { op, lhs, rhs, .. } => {
                out.push_str(binop_name(*op));
                out.push('(');
                lhs.write(out, rk);
                out.push_str(", ");
                rhs.write(out, rk);
                out.push(')');
            }
            Init::TernOp {
                op, lhs, mhs, rhs, ..
            } => {
                let (name, unquoted) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted {
                    out.push_str(&lhs.to_unquoted(rk));
                } else {
                    lhs.write(out, rk);
                }
                out.push_str(", ");
                mhs.write(out, rk);
                out.push_str(", ");
                rhs.write(out, rk);
                out.push(')');
            }
            Init::Foldl(f) => {
                out.push_str("!foldl(");
                f.start.write(out, rk);
                out.push_str(", ");
                f.list.write(out, rk);
                out.push_str(", ");
                out.push_str(&f.a);
                out.push_str(", ");
                out.push_str(&f.b);
                out.push_str(", ");
                f.expr.write(out, rk);
                out.push(')');
            }
            Init::Cond { conds, vals, .. } => {
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals.iter()).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    c.write(out, rk);
                    out.push_str(": ");
                    v.write(out, rk);
                }
                out.push(')');
            }
            Init::IsA { ty, expr } => {
                out.push_str("!isa<");
                ty.write(out, rk);
                out.push_str(">(");
                expr.write(out, rk);
                out.push(')');
            }
            Init::Exists { ty, expr } => {
                out.push_str("!exists<");
                ty.write(out, rk);
                out.push_str(">(");
                expr.write(out, rk);
                out.push(')');
            }
        }
    }
}

fn write_list(out: &mut String, elems: &[InitRef], rk: &RecordKeeper) {
    for (i, e) in elems.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        e.write(out, rk);
    }
}

/// The `!name` of a binary operator.
pub fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::ListRemove => "!listremove",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::Concat => "!con",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::SetDagOp => "!setdagop",
    }
}

/// Can `value` be stored in a `bits<n>` field? ([-7, 15] for n = 4.)
fn fits_in_bits(value: i64, n: u32) -> bool {
    n >= 64 || (value >> n) == 0 || (value >> (n - 1)) == -1
}

/// LLVM's `convertInitializerTo`: the value as type `ty`, if it converts
/// without an explicit cast.
pub fn convert_to(i: &InitRef, ty: &RecTy, rk: &RecordKeeper) -> Option<InitRef> {
    match &**i {
        Init::Unset => Some(i.clone()),
        Init::Bit(b) => match ty {
            RecTy::Bit => Some(i.clone()),
            RecTy::Int => Some(Init::int(*b as i64)),
            RecTy::Bits(1) => Some(Init::bits(vec![i.clone()])),
            _ => None,
        },
        Init::Bits(bits) => match ty {
            RecTy::Bit => (bits.len() == 1).then(|| bits[0].clone()),
            RecTy::Bits(n) => (*n as usize == bits.len()).then(|| i.clone()),
            RecTy::Int => {
                let mut v: i64 = 0;
                for (k, b) in bits.iter().enumerate() {
                    match &**b {
                        Init::Bit(x) => {
                            if *x && k < 64 {
                                v |= 1i64 << k
                            }
                        }
                        _ => return None,
                    }
                }
                Some(Init::int(v))
            }
            _ => None,
        },
        Init::Int(v) => match ty {
            RecTy::Int => Some(i.clone()),
            RecTy::Bit => (*v == 0 || *v == 1).then(|| Init::bit(*v != 0)),
            RecTy::Bits(n) => {
                if !fits_in_bits(*v, *n) {
                    return None;
                }
                Some(Init::bits(
                    (0..*n)
                        .map(|k| Init::bit(k < 64 && (v & (1i64 << k)) != 0))
                        .collect(),
                ))
            }
            _ => None,
        },
        Init::Str { .. } => matches!(ty, RecTy::String).then(|| i.clone()),
        Init::List { elems, elem_ty } => {
            if let RecTy::List(target) = ty {
                if **target == *elem_ty {
                    return Some(i.clone());
                }
                let mut changed = false;
                let mut out = Vec::with_capacity(elems.len());
                for e in elems.iter() {
                    let c = convert_to(e, target, rk)?;
                    changed |= !Rc::ptr_eq(&c, e);
                    out.push(c);
                }
                if !changed {
                    return Some(i.clone());
                }
                return Some(Init::list(out, (**target).clone()));
            }
            None
        }
        Init::Def(_) => {
            if let RecTy::Record(_) = ty {
                let t = i.ty(rk).unwrap();
                if t.convertible_to(ty, rk) {
                    return Some(i.clone());
                }
            }
            None
        }
        _ => {
            let t = i.ty(rk)?;
            if t == *ty || t.is_a(ty, rk) {
                return Some(i.clone());
            }
            if t == RecTy::Bit && *ty == RecTy::Bits(1) {
                return Some(Init::bits(vec![i.clone()]));
            }
            None
        }
    }
}

/// LLVM's `getBit`.
pub fn get_bit(i: &InitRef, bit: u32, rk: &RecordKeeper) -> InitRef {
    match &**i {
        Init::Unset | Init::Bit(_) | Init::VarBit { .. } => i.clone(),
        Init::Bits(b) => b.get(bit as usize).cloned().unwrap_or_else(Init::unset),
        Init::Int(v) => Init::bit(bit < 64 && (v & (1i64 << bit)) != 0),
        Init::Var { ty: RecTy::Bit, .. } | Init::Field { ty: RecTy::Bit, .. } => i.clone(),
        Init::VarListElem { .. } if i.ty(rk) == Some(RecTy::Bit) => i.clone(),
        _ => Rc::new(Init::VarBit {
            var: i.clone(),
            bit,
        }),
    }
}

/// LLVM's `convertInitializerBitRange`: `x{…}` with the bits in `bits`.
pub fn convert_bit_range(i: &InitRef, bits: &[u32], rk: &RecordKeeper) -> Option<InitRef> {
    match &**i {
        Init::Unset => None,
        Init::Bits(b) => {
            let mut out = Vec::with_capacity(bits.len());
            for &k in bits {
                out.push(b.get(k as usize)?.clone());
            }
            Some(Init::bits(out))
        }
        Init::Int(v) => {
            let mut out = Vec::with_capacity(bits.len());
            for &k in bits {
                if k >= 64 {
                    return None;
                }
                out.push(Init::bit((v >> k) & 1 != 0));
            }
            Some(Init::bits(out))
        }
        _ => {
            let RecTy::Bits(n) = i.ty(rk)? else {
                return None;
            };
            let mut out = Vec::with_capacity(bits.len());
            for &k in bits {
                if k >= n {
                    return None;
                }
                out.push(Rc::new(Init::VarBit {
                    var: i.clone(),
                    bit: k,
                }));
            }
            Some(Init::bits(out))
        }
    }
}

/// LLVM's `convertInitListSlice`: `x[…]`.
pub fn convert_list_slice(i: &InitRef, elems: &[u32], rk: &RecordKeeper) -> Option<InitRef> {
    match &**i {
        Init::Unset => None,
        Init::List {
            elems: items,
            elem_ty,
        } => {
            if elems.len() == 1 {
                return items.get(elems[0] as usize).cloned();
            }
            let mut out = Vec::with_capacity(elems.len());
            for &k in elems {
                out.push(items.get(k as usize)?.clone());
            }
            Some(Init::list(out, elem_ty.clone()))
        }
        _ => {
            let RecTy::List(et) = i.ty(rk)? else {
                return None;
            };
            let mk = |k: u32| {
                Rc::new(Init::VarListElem {
                    list: i.clone(),
                    index: k,
                })
            };
            if elems.len() == 1 {
                return Some(mk(elems[0]));
            }
            Some(Init::list(
                elems.iter().map(|k| mk(*k)).collect(),
                (*et).clone(),
            ))
        }
    }
}

/// LLVM's `getFieldType`: the type of `value.name`, if that is a field.
pub fn field_type(i: &InitRef, name: &str, rk: &RecordKeeper) -> Option<RecTy> {
    match &**i {
        Init::Def(r) => rk.rec(*r).value(name).map(|v| v.ty.clone()),
        Init::Unset => None,
        _ => match i.ty(rk)? {
            RecTy::Record(classes) => classes
                .iter()
                .find_map(|c| rk.rec(*c).value(name).map(|v| v.ty.clone())),
            _ => None,
        },
    }
}
