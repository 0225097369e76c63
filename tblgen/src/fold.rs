//! Folding: evaluating operators whose operands are known.
//!
//! Each `fold_*` takes an operator's (already resolved) operands and returns
//! either the result or the operator itself when it cannot be evaluated yet.
//! The rules, including what is left unfolded, are LLVM 16's: the record
//! dump shows unfolded operators, so folding too much is as wrong as too
//! little.

use crate::init::{
    convert_to, field_type, get_bit, BinOp, Dag, Foldl, Init, InitRef, TernOp, UnOp,
};
use crate::record::{RecId, Record, RecordKeeper};
use crate::resolve::{resolve, resolve_record, resolve_record_final, MapResolver};
use crate::types::RecTy;
use std::rc::Rc;

/// The value as an int, if it converts to one.
pub fn as_int(i: &InitRef, rk: &RecordKeeper) -> Option<i64> {
    convert_to(i, &RecTy::Int, rk).and_then(|v| v.as_int())
}

/// LLVM's `getCastTo`: the value as type `ty`, inserting a `!cast` when
/// the types are compatible but the value is not known yet.
pub fn get_cast_to(i: &InitRef, ty: &RecTy, rk: &mut RecordKeeper) -> Option<InitRef> {
    // A value of exactly that type (most field assignments): no type built.
    let same = match (&**i, ty) {
        (Init::List { elem_ty, .. }, RecTy::List(e)) => *elem_ty == **e,
        (Init::Str { .. }, RecTy::String)
        | (Init::Int(_), RecTy::Int)
        | (Init::Bit(_), RecTy::Bit)
        | (Init::Dag(_), RecTy::Dag) => true,
        _ => false,
    };
    if same {
        return Some(i.clone());
    }
    let Some(t) = i.ty(rk) else {
        return convert_to(i, ty, rk);
    };
    if t == *ty || t.is_a(ty, rk) {
        return Some(i.clone());
    }
    if let Some(c) = convert_to(i, ty, rk) {
        return Some(c);
    }
    if !t.convertible_to(ty, rk) {
        return None;
    }
    Some(fold_unop(
        UnOp::Cast,
        i.clone(),
        ty.clone(),
        rk,
        None,
        false,
    ))
}

fn mk_unop(op: UnOp, arg: InitRef, ty: RecTy) -> InitRef {
    Rc::new(Init::UnOp { op, arg, ty })
}

fn loc_of(cur: Option<&Record>) -> Option<crate::source::Loc> {
    cur.map(|r| r.loc())
}

/// Checks that def `d` has the record type `ty` a `!cast`/`!getdagop`
/// promised; reports LLVM's error (at `cur`) if not.
fn check_def_type(
    d: RecId,
    op: UnOp,
    arg: &InitRef,
    ty: &RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> bool {
    let dt = rk.def_type(d);
    if dt.is_a(ty, rk) {
        return true;
    }
    let msg = format!(
        "Expected type '{}', got '{}' in: {}",
        ty.to_string(rk),
        dt.to_string(rk),
        mk_unop(op, arg.clone(), ty.clone()).to_string(rk)
    );
    rk.fatal(loc_of(cur), msg);
    false
}

/// Folds a unary operator.
pub fn fold_unop(
    op: UnOp,
    arg: InitRef,
    ty: RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
    is_final: bool,
) -> InitRef {
    match op {
        UnOp::Cast => {
            match &ty {
                RecTy::String => {
                    if let Init::Str { .. } = &*arg {
                        return arg;
                    }
                    if let Init::Def(d) = &*arg {
                        return Init::string(rk.rec(*d).name_rc());
                    }
                    if let Some(v) = as_int(&arg, rk) {
                        return Init::string(v.to_string());
                    }
                }
                RecTy::Record(_) => {
                    if let Init::Str { value, code } = &*arg {
                        if cur.is_none() && !is_final {
                            return mk_unop(op, arg, ty);
                        }
                        let d = match cur {
                            // A def naming itself: resolved at its final
                            // resolution, when its type is known.
                            Some(c) if c.is_named(value, *code) => {
                                if !is_final {
                                    return mk_unop(op, arg, ty);
                                }
                                rk.in_progress_id(c)
                                    .expect("a record in its final resolution has an id")
                            }
                            _ => match rk.def(value) {
                                Some(x) => x,
                                None => {
                                    if is_final {
                                        rk.fatal(
                                            loc_of(cur),
                                            format!("Undefined reference to record: '{value}'"),
                                        );
                                    }
                                    return mk_unop(op, arg, ty);
                                }
                            },
                        };
                        if !check_def_type(d, op, &arg, &ty, rk, cur) {
                            return mk_unop(op, arg, ty);
                        }
                        return Init::def(d);
                    }
                }
                _ => {}
            }
            if let Some(c) = convert_to(&arg, &ty, rk) {
                return c;
            }
        }
        UnOp::Not => {
            if let Some(v) = as_int(&arg, rk) {
                return Init::int(if v != 0 { 0 } else { 1 });
            }
        }
        UnOp::Head => {
            if let Init::List { elems, .. } = &*arg {
                if let Some(e) = elems.first() {
                    return e.clone();
                }
                rk.fatal(loc_of(cur), "Empty list in !head");
            }
        }
        UnOp::Tail => {
            if let Init::List { elems, elem_ty } = &*arg {
                if elems.is_empty() {
                    rk.fatal(loc_of(cur), "Empty list in !tail");
                    return mk_unop(op, arg.clone(), ty);
                }
                return Init::list(elems[1..].to_vec(), elem_ty.clone());
            }
        }
        UnOp::Size => match &*arg {
            Init::List { elems, .. } => return Init::int(elems.len() as i64),
            Init::Dag(d) => return Init::int(d.args.len() as i64),
            Init::Str { value, .. } => return Init::int(value.len() as i64),
            _ => {}
        },
        UnOp::Empty => match &*arg {
            Init::List { elems, .. } => return Init::int(elems.is_empty() as i64),
            Init::Dag(d) => return Init::int(d.args.is_empty() as i64),
            Init::Str { value, .. } => return Init::int(value.is_empty() as i64),
            _ => {}
        },
        UnOp::GetDagOp => {
            if let Init::Dag(d) = &*arg {
                if let Init::Def(r) = &*d.op {
                    if check_def_type(*r, op, &arg, &ty, rk, cur) {
                        return d.op.clone();
                    }
                } else {
                    rk.fatal(
                        loc_of(cur),
                        "Expected a def as the operator of a dag in !getdagop",
                    );
                }
            }
        }
        UnOp::LogTwo => {
            if let Some(v) = as_int(&arg, rk) {
                if v <= 0 {
                    rk.fatal(loc_of(cur), "Illegal operation: logtwo is undefined on arguments less than or equal to 0");
                } else {
                    return Init::int(63 - v.leading_zeros() as i64);
                }
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Init::Str { value, code } = &*arg {
                let s = if op == UnOp::ToLower {
                    value.to_ascii_lowercase()
                } else {
                    value.to_ascii_uppercase()
                };
                return Init::string_fmt(s, *code);
            }
        }
    }
    mk_unop(op, arg, ty)
}

fn concat_strings(a: &InitRef, b: &InitRef) -> Option<InitRef> {
    match (&**a, &**b) {
        (Init::Str { value: x, code: cx }, Init::Str { value: y, code: cy }) => {
            let mut s = String::with_capacity(x.len() + y.len());
            s.push_str(x);
            s.push_str(y);
            Some(Init::string_fmt(s, *cx || *cy))
        }
        _ => None,
    }
}

/// `a # b` (LLVM's `getStrConcat`): joins two strings now, or builds an
/// unfolded `!strconcat`.
pub fn str_concat(a: InitRef, b: InitRef) -> InitRef {
    if let Some(s) = concat_strings(&a, &b) {
        return s;
    }
    Rc::new(Init::BinOp {
        op: BinOp::StrConcat,
        lhs: a,
        rhs: b,
        ty: RecTy::String,
    })
}

/// `a # b` for lists (LLVM's `getListConcat`).
pub fn list_concat(a: InitRef, b: InitRef, rk: &mut RecordKeeper) -> InitRef {
    if let (Init::List { elems: x, elem_ty }, Init::List { elems: y, .. }) = (&*a, &*b) {
        let v = x.iter().chain(y.iter()).cloned().collect();
        return Init::list(v, elem_ty.clone());
    }
    let ty = a.ty(rk).unwrap_or(RecTy::Dag);
    Rc::new(Init::BinOp {
        op: BinOp::ListConcat,
        lhs: a,
        rhs: b,
        ty,
    })
}

fn compare(op: BinOp, l: &InitRef, r: &InitRef, rk: &RecordKeeper) -> Option<bool> {
    if let (Some(a), Some(b)) = (as_int(l, rk), as_int(r, rk)) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if let (Init::Str { value: a, .. }, Init::Str { value: b, .. }) = (&**l, &**r) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if matches!(op, BinOp::Eq | BinOp::Ne) {
        if let (Init::Def(a), Init::Def(b)) = (&**l, &**r) {
            return Some((a == b) == (op == BinOp::Eq));
        }
    }
    None
}

/// Folds a binary operator.
pub fn fold_binop(
    op: BinOp,
    lhs: InitRef,
    rhs: InitRef,
    ty: RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    let unfolded =
        |lhs: InitRef, rhs: InitRef, ty: RecTy| Rc::new(Init::BinOp { op, lhs, rhs, ty });
    match op {
        BinOp::Concat => {
            if let (Init::Dag(l), Init::Dag(r)) = (&*lhs, &*rhs) {
                let lop = l.op.as_def();
                let rop = r.op.as_def();
                if (lop.is_none() && !l.op.is_unset()) || (rop.is_none() && !r.op.is_unset()) {
                    return unfolded(lhs, rhs, ty);
                }
                if let (Some(a), Some(b)) = (lop, rop) {
                    if a != b {
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            lhs.to_string(rk),
                            rhs.to_string(rk)
                        );
                        rk.fatal(None, msg);
                        return unfolded(lhs, rhs, ty);
                    }
                }
                let opv = if lop.is_some() {
                    l.op.clone()
                } else if rop.is_some() {
                    r.op.clone()
                } else {
                    Init::unset()
                };
                let args = l.args.iter().chain(r.args.iter()).cloned().collect();
                return Init::dag(opv, None, args);
            }
        }
        BinOp::ListConcat => {
            if let (Init::List { elems: a, elem_ty }, Init::List { elems: b, .. }) = (&*lhs, &*rhs)
            {
                let v = a.iter().chain(b.iter()).cloned().collect();
                return Init::list(v, elem_ty.clone());
            }
        }
        BinOp::ListSplat => {
            if let (Some(t), Init::Int(n)) = (lhs.ty(rk), &*rhs) {
                if *n > crate::value::MAX_EXPANSION {
                    rk.fatal(loc_of(cur), format!("!listsplat count {n} is too large"));
                    return unfolded(lhs, rhs, ty);
                }
                let v = (0..(*n).max(0)).map(|_| lhs.clone()).collect();
                return Init::list(v, t);
            }
        }
        BinOp::ListRemove => {
            if let (Init::List { elems: a, elem_ty }, Init::List { elems: b, .. }) = (&*lhs, &*rhs)
            {
                let v = a
                    .iter()
                    .filter(|x| !b.iter().any(|y| compare(BinOp::Eq, x, y, rk) == Some(true)))
                    .cloned()
                    .collect();
                return Init::list(v, elem_ty.clone());
            }
        }
        BinOp::StrConcat => {
            if let Some(s) = concat_strings(&lhs, &rhs) {
                return s;
            }
        }
        BinOp::Interleave => {
            if let (Init::List { elems, elem_ty }, Init::Str { value: delim, .. }) = (&*lhs, &*rhs)
            {
                let r = if *elem_ty == RecTy::String {
                    interleave_strings(elems, delim)
                } else {
                    interleave_ints(elems, delim, rk)
                };
                if let Some(r) = r {
                    return r;
                }
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(b) = compare(op, &lhs, &rhs, rk) {
                return Init::bit(b);
            }
        }
        BinOp::SetDagOp => {
            if let (Init::Dag(d), Init::Def(_)) = (&*lhs, &*rhs) {
                return Init::dag(rhs.clone(), None, d.args.clone());
            }
        }
        BinOp::Add
        | BinOp::Sub
        | BinOp::Mul
        | BinOp::Div
        | BinOp::And
        | BinOp::Or
        | BinOp::Xor
        | BinOp::Shl
        | BinOp::Sra
        | BinOp::Srl => {
            if let (Some(a), Some(b)) = (as_int(&lhs, rk), as_int(&rhs, rk)) {
                let v = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div => {
                        if b == 0 {
                            rk.fatal(loc_of(cur), "Illegal operation: division by zero");
                            return unfolded(lhs, rhs, ty);
                        }
                        if a == i64::MIN && b == -1 {
                            rk.fatal(loc_of(cur), "Illegal operation: INT64_MIN / -1");
                            return unfolded(lhs, rhs, ty);
                        }
                        a / b
                    }
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                return Init::int(v);
            }
        }
    }
    unfolded(lhs, rhs, ty)
}

fn interleave_strings(elems: &[InitRef], delim: &str) -> Option<InitRef> {
    if elems.is_empty() {
        return Some(Init::string(""));
    }
    let mut out = String::from(elems[0].as_str()?);
    // Like LLVM, the first element's format does not count.
    let mut code = false;
    for e in &elems[1..] {
        out.push_str(delim);
        match &**e {
            Init::Str { value, code: c } => {
                out.push_str(value);
                code |= *c;
            }
            _ => return None,
        }
    }
    Some(Init::string_fmt(out, code))
}

fn interleave_ints(elems: &[InitRef], delim: &str, rk: &RecordKeeper) -> Option<InitRef> {
    if elems.is_empty() {
        return Some(Init::string(""));
    }
    let mut out = as_int(&elems[0], rk)?.to_string();
    for e in &elems[1..] {
        out.push_str(delim);
        out.push_str(&as_int(e, rk)?.to_string());
    }
    Some(Init::string(out))
}

fn item_apply(
    var: &Rc<str>,
    item: &InitRef,
    expr: &InitRef,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    let mut r = MapResolver::new();
    r.set(var.clone(), item.clone());
    resolve(expr, &mut r, rk, cur)
}

fn foreach_dag_apply(
    var: &Rc<str>,
    d: &Dag,
    whole: &InitRef,
    expr: &InitRef,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    let mut change = false;
    let op = item_apply(var, &d.op, expr, rk, cur);
    if op != d.op {
        change = true;
    }
    let mut args = Vec::with_capacity(d.args.len());
    for (a, n) in &d.args {
        let na = if let Init::Dag(sub) = &**a {
            foreach_dag_apply(var, sub, a, expr, rk, cur)
        } else {
            item_apply(var, a, expr, rk, cur)
        };
        if na != *a {
            change = true;
        }
        args.push((na, n.clone()));
    }
    if change {
        Init::dag(op, None, args)
    } else {
        whole.clone()
    }
}

/// Folds a ternary operator.
pub fn fold_ternop(
    op: TernOp,
    lhs: InitRef,
    mhs: InitRef,
    rhs: InitRef,
    ty: RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    let unfolded = |lhs, mhs, rhs, ty| {
        Rc::new(Init::TernOp {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        })
    };
    match op {
        TernOp::Subst => match (&*lhs, &*mhs, &*rhs) {
            (Init::Def(l), Init::Def(m), Init::Def(r)) => {
                let v = if rk.rec(*l).name_str() == rk.rec(*r).name_str() {
                    *m
                } else {
                    *r
                };
                return Init::def(v);
            }
            (Init::Var { name: l, .. }, Init::Var { name: m, .. }, Init::Var { name: r, .. }) => {
                let v = if l == r { m.clone() } else { r.clone() };
                return Init::var(v, ty);
            }
            (
                Init::Str { value: l, .. },
                Init::Str { value: m, .. },
                Init::Str { value: r, .. },
            ) => {
                let mut val = r.to_string();
                if !l.is_empty() {
                    let mut idx = 0;
                    while let Some(found) = val[idx..].find(&**l) {
                        let at = idx + found;
                        val.replace_range(at..at + l.len(), m);
                        idx = at + m.len();
                    }
                } else {
                    // LLVM's loop with an empty pattern inserts the
                    // replacement before every character and at the end.
                    let mut idx = 0;
                    loop {
                        val.insert_str(idx, m);
                        idx += m.len();
                        match val[idx..].chars().next() {
                            Some(c) => idx += c.len_utf8(),
                            None => break,
                        }
                        if idx > val.len() {
                            break;
                        }
                    }
                }
                return Init::string(val);
            }
            _ => {}
        },
        TernOp::Foreach => {
            let var: Rc<str> = lhs.as_str().unwrap_or("").into();
            if let Init::Dag(d) = &*mhs {
                return foreach_dag_apply(&var, d, &mhs, &rhs, rk, cur);
            }
            if let Init::List { elems, .. } = &*mhs {
                let et = ty.element().cloned().unwrap_or(RecTy::Dag);
                let v = elems
                    .iter()
                    .map(|e| item_apply(&var, e, &rhs, rk, cur))
                    .collect();
                return Init::list(v, et);
            }
        }
        TernOp::Filter => {
            let var: Rc<str> = lhs.as_str().unwrap_or("").into();
            if let Init::List { elems, .. } = &*mhs {
                let mut out = Vec::new();
                let mut ok = true;
                for e in elems.iter() {
                    let inc = item_apply(&var, e, &rhs, rk, cur);
                    match as_int(&inc, rk) {
                        Some(v) => {
                            if v != 0 {
                                out.push(e.clone())
                            }
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    let et = ty.element().cloned().unwrap_or(RecTy::Dag);
                    return Init::list(out, et);
                }
            }
        }
        TernOp::If => {
            if let Some(v) = as_int(&lhs, rk) {
                return if v != 0 { mhs } else { rhs };
            }
        }
        TernOp::Dag => {
            let ml = matches!(&*mhs, Init::List { .. });
            let rl = matches!(&*rhs, Init::List { .. });
            if !(mhs.is_unset() && rhs.is_unset())
                && (ml || mhs.is_unset())
                && (rl || rhs.is_unset())
            {
                let ms: &[InitRef] = match &*mhs {
                    Init::List { elems, .. } => elems,
                    _ => &[],
                };
                let rs: &[InitRef] = match &*rhs {
                    Init::List { elems, .. } => elems,
                    _ => &[],
                };
                if !ml || !rl || ms.len() == rs.len() {
                    let size = if ml { ms.len() } else { rs.len() };
                    let mut args = Vec::with_capacity(size);
                    for k in 0..size {
                        let node = if ml { ms[k].clone() } else { Init::unset() };
                        let name = if rl { rs[k].clone() } else { Init::unset() };
                        let n = match &*name {
                            Init::Str { value, .. } => Some(value.clone()),
                            Init::Unset => None,
                            _ => return unfolded(lhs, mhs, rhs, ty),
                        };
                        args.push((node, n));
                    }
                    return Init::dag(lhs, None, args);
                }
            }
        }
        TernOp::Substr => {
            if let (Init::Str { value, code }, Init::Int(start), Init::Int(len)) =
                (&*lhs, &*mhs, &*rhs)
            {
                let size = value.len() as i64;
                if *start < 0 || *start > size {
                    rk.error(
                        loc_of(cur),
                        format!("!substr start position is out of range 0...{size}: {start}"),
                    );
                }
                if *len < 0 {
                    rk.error(loc_of(cur), "!substr length must be nonnegative");
                }
                let s = (*start).clamp(0, size) as usize;
                let e = (s as i64).saturating_add((*len).max(0)).min(size) as usize;
                let sub = String::from_utf8_lossy(&value.as_bytes()[s..e]).into_owned();
                return Init::string_fmt(sub, *code);
            }
        }
        TernOp::Find => {
            if let (
                Init::Str { value: hay, .. },
                Init::Str { value: needle, .. },
                Init::Int(start),
            ) = (&*lhs, &*mhs, &*rhs)
            {
                let size = hay.len() as i64;
                if *start < 0 || *start > size {
                    rk.error(
                        loc_of(cur),
                        format!("!find start position is out of range 0...{size}: {start}"),
                    );
                }
                let s = (*start).clamp(0, size) as usize;
                let found = hay.as_bytes()[s..]
                    .windows(needle.len().max(1))
                    .position(|w| w == needle.as_bytes());
                let found = if needle.is_empty() { Some(0) } else { found };
                return Init::int(found.map(|p| (p + s) as i64).unwrap_or(-1));
            }
        }
    }
    unfolded(lhs, mhs, rhs, ty)
}

/// Folds `!foldl` once its list is known.
pub fn fold_foldl(f: Foldl, rk: &mut RecordKeeper, cur: Option<&Record>) -> InitRef {
    if let Init::List { elems, .. } = &*f.list {
        let mut acc = f.start.clone();
        for e in elems.iter() {
            let mut r = MapResolver::new();
            r.set(f.a.clone(), acc);
            r.set(f.b.clone(), e.clone());
            acc = resolve(&f.expr, &mut r, rk, cur);
        }
        return acc;
    }
    Rc::new(Init::Foldl(Box::new(f)))
}

/// Folds `!cond` once its first true condition is known.
pub fn fold_cond(
    conds: Vec<InitRef>,
    vals: Vec<InitRef>,
    ty: RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    for (c, v) in conds.iter().zip(vals.iter()) {
        match as_int(c, rk) {
            Some(0) => continue,
            Some(_) => {
                if let Some(x) = convert_to(v, &ty, rk) {
                    return x;
                }
                break;
            }
            None => {
                return Rc::new(Init::Cond {
                    conds: conds.into(),
                    vals: vals.into(),
                    ty,
                })
            }
        }
    }
    let whole = Rc::new(Init::Cond {
        conds: conds.into(),
        vals: vals.into(),
        ty,
    });
    let name = cur.map(|r| r.name_str().to_string()).unwrap_or_default();
    let msg = format!(
        "{name} does not have any true condition in:{}",
        whole.to_string(rk)
    );
    rk.fatal(loc_of(cur), msg);
    whole
}

/// Folds `!isa<T>(x)` once the type of `x` decides it.
pub fn fold_isa(ty: RecTy, expr: InitRef, rk: &mut RecordKeeper) -> InitRef {
    if let Some(t) = expr.ty(rk) {
        if t.convertible_to(&ty, rk) {
            return Init::int(1);
        }
        if let RecTy::Record(_) = ty {
            if !ty.convertible_to(&t, rk) || matches!(&*expr, Init::Def(_)) {
                return Init::int(0);
            }
        } else {
            return Init::int(0);
        }
    }
    Rc::new(Init::IsA { ty, expr })
}

/// Folds `!exists<T>(name)`.
pub fn fold_exists(
    ty: RecTy,
    expr: InitRef,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
    is_final: bool,
) -> InitRef {
    if let Init::Str { value, code } = &*expr {
        if cur.is_none() && !is_final {
            return Rc::new(Init::Exists { ty, expr });
        }
        if let Some(c) = cur {
            if c.is_named(value, *code) {
                if !is_final {
                    return Rc::new(Init::Exists { ty, expr });
                }
                let t = rk.record_type(c);
                return Init::int(t.is_a(&ty, rk) as i64);
            }
        }
        match rk.def(value) {
            None => {
                if is_final {
                    return Init::int(0);
                }
            }
            Some(d) => {
                let t = rk.def_type(d);
                return Init::int(t.is_a(&ty, rk) as i64);
            }
        }
    }
    Rc::new(Init::Exists { ty, expr })
}

/// `rec.field`, folded when `rec` is a def whose field is concrete; a def
/// reading a field of itself is an error.
pub fn fold_field(
    rec: InitRef,
    field: Rc<str>,
    ty: RecTy,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    if let Init::Def(d) = &*rec {
        if let Some(c) = cur.filter(|c| c.id() == Some(*d)) {
            let msg = format!(
                "Attempting to access field '{field}' of '{}' is a forbidden self-reference",
                c.name_str()
            );
            rk.fatal(Some(c.loc()), msg);
        } else if let Some(v) = rk.rec(*d).field(&field) {
            if v.is_concrete() {
                return v.clone();
            }
        }
    }
    Rc::new(Init::Field { rec, field, ty })
}

/// A new `rec.field` value with the field's type.
pub fn field_access(
    rec: InitRef,
    field: Rc<str>,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> Option<InitRef> {
    let ty = field_type(&rec, &field, rk)?;
    Some(fold_field(rec, field, ty, rk, cur))
}

/// `Class<args>`: instantiated at once when no argument has a variable.
pub fn vardef(class: RecId, args: Vec<InitRef>, rk: &mut RecordKeeper) -> InitRef {
    let mut tr = crate::resolve::TrackUnresolved::new(None);
    for a in &args {
        resolve(a, &mut tr, rk, None);
    }
    if !tr.found_unresolved {
        return instantiate(class, args, rk);
    }
    Rc::new(Init::VarDef {
        class,
        args: args.into(),
    })
}

/// Creates (once per class and arguments) the anonymous def that
/// `Class<args>` stands for.
pub fn instantiate(class: RecId, args: Vec<InitRef>, rk: &mut RecordKeeper) -> InitRef {
    let key = (class, args);
    if let Some(d) = rk.vardef_cache.get(&key) {
        return d.clone();
    }
    let (class, args) = key;
    let name = rk.new_anonymous_name();
    let cls = rk.rec(class);
    let mut rec = Record::new(name, cls.loc(), false, true);
    rec.locs = cls.locs.clone();
    rec.values = cls.values.clone();
    rec.assertions = cls.assertions.clone();
    let template_args = cls.template_args.clone();
    let mut superclasses = cls.superclasses.clone();
    superclasses.push((class, *cls.locs.last().unwrap()));
    rk.reserve_def(&mut rec);
    let mut r = MapResolver::new();
    for (i, ta) in template_args.iter().enumerate() {
        let v = match args.get(i) {
            Some(a) => a.clone(),
            None => rec.field(ta).cloned().unwrap_or_else(Init::unset),
        };
        r.set(ta.clone(), v);
        rec.remove_value(ta);
    }
    resolve_record(&mut rec, &mut r, rk);
    rec.superclasses = superclasses;
    resolve_record_final(&mut rec, None, rk);
    let id = rk.add_def(rec);
    let d = Init::def(id);
    rk.vardef_cache.insert((class, args), d.clone());
    crate::parser::check_record_assertions(id, rk);
    d
}

/// A bit of a value as an `Init` (re-exported for the parser).
pub fn bit_of(i: &InitRef, bit: u32, rk: &RecordKeeper) -> InitRef {
    get_bit(i, bit, rk)
}
