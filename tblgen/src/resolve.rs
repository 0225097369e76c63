//! Resolution: substituting variables and folding what becomes known.
//!
//! This is LLVM's `Resolver` family. A resolver maps variable names to
//! values; [`resolve`] walks a value, asks the resolver about every
//! variable, and re-folds each operator whose operands changed. Which
//! resolver is used where (and whether it is *final*) is what gives
//! TableGen its late-binding semantics, so each one mirrors LLVM's exactly.

use crate::fold;
use crate::init::{get_bit, Dag, Foldl, Init, InitRef, TernOp, UnOp};
use crate::record::{Record, RecordKeeper};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Maps variable names to values during resolution.
pub trait Resolver {
    /// The value for a variable, or `None` to leave it alone.
    fn resolve(
        &mut self,
        name: &str,
        rk: &mut RecordKeeper,
        cur: Option<&Record>,
    ) -> Option<InitRef>;
    /// Final resolution: references that cannot be resolved now never will.
    fn is_final(&self) -> bool {
        false
    }
    /// Keep `x{i}` bits whose variable resolves to `?`.
    fn keep_unset_bits(&self) -> bool {
        false
    }
}

/// Substitutes a fixed set of variables (template arguments, loop
/// iterators). Values may refer to each other; those are resolved on use.
#[derive(Default)]
pub struct MapResolver {
    entries: Vec<(Rc<str>, InitRef, bool, bool)>, // name, value, resolved, present
    live: usize,
}

impl MapResolver {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets (or replaces) a variable.
    pub fn set(&mut self, name: Rc<str>, value: InitRef) {
        if let Some(e) = self.entries.iter_mut().find(|e| e.0 == name) {
            e.1 = value;
            e.2 = false;
            if !e.3 {
                e.3 = true;
                self.live += 1;
            }
            return;
        }
        self.entries.push((name, value, false, true));
        self.live += 1;
    }

    /// Is the variable set?
    pub fn contains(&self, name: &str) -> bool {
        self.entries.iter().any(|e| e.3 && &*e.0 == name)
    }
}

impl Resolver for MapResolver {
    fn resolve(
        &mut self,
        name: &str,
        rk: &mut RecordKeeper,
        cur: Option<&Record>,
    ) -> Option<InitRef> {
        let idx = self.entries.iter().position(|e| e.3 && &*e.0 == name)?;
        let (v, resolved) = (self.entries[idx].1.clone(), self.entries[idx].2);
        if resolved || self.live <= 1 {
            return Some(v);
        }
        // Resolve references among the mapped variables, hiding this one
        // meanwhile to stop infinite recursion.
        self.entries[idx].3 = false;
        self.live -= 1;
        let v = resolve(&v, self, rk, cur);
        self.entries[idx].1 = v.clone();
        self.entries[idx].2 = true;
        self.entries[idx].3 = true;
        self.live += 1;
        Some(v)
    }
}

/// Resolves references to the fields of the record being resolved, and
/// optionally its own name (LLVM's `RecordResolver`). Always final.
pub struct RecordResolver {
    cache: HashMap<Rc<str>, InitRef>,
    stack: Vec<Rc<str>>,
    name: Option<InitRef>,
}

impl RecordResolver {
    /// A resolver for the record passed as `cur`; `name` replaces
    /// references to the record's own name.
    pub fn new(name: Option<InitRef>) -> Self {
        RecordResolver {
            cache: HashMap::default(),
            stack: Vec::new(),
            name,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(
        &mut self,
        name: &str,
        rk: &mut RecordKeeper,
        cur: Option<&Record>,
    ) -> Option<InitRef> {
        if let Some(v) = self.cache.get(name) {
            return Some(v.clone());
        }
        if self.stack.iter().any(|s| &**s == name) {
            return None;
        }
        let rec = cur?;
        let mut val = None;
        if let Some(rv) = rec.value(name) {
            if !rv.value.is_unset() {
                let key = rv.name.clone();
                let v = rv.value.clone();
                self.stack.push(key);
                val = Some(resolve(&v, self, rk, cur));
                self.stack.pop();
            }
        } else if let Some(n) = self.name.clone() {
            if rec.name_str() == name {
                self.stack.push(rec.name_rc());
                val = Some(resolve(&n, self, rk, cur));
                self.stack.pop();
            }
        }
        if let Some(v) = &val {
            self.cache.insert(name.into(), v.clone());
        }
        val
    }
    fn is_final(&self) -> bool {
        true
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some variables of another resolver (the bound variables of
/// `!foreach`, `!filter` and `!foldl`).
pub struct ShadowResolver<'r> {
    inner: &'r mut dyn Resolver,
    shadowed: Vec<Rc<str>>,
}

impl<'r> ShadowResolver<'r> {
    /// Wraps `inner`, hiding `names`.
    pub fn new(inner: &'r mut dyn Resolver, shadowed: Vec<Rc<str>>) -> Self {
        ShadowResolver { inner, shadowed }
    }
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(
        &mut self,
        name: &str,
        rk: &mut RecordKeeper,
        cur: Option<&Record>,
    ) -> Option<InitRef> {
        if self.shadowed.iter().any(|s| &**s == name) {
            return None;
        }
        self.inner.resolve(name, rk, cur)
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Records whether any variable stayed unresolved (LLVM's
/// `TrackUnresolvedResolver`), delegating to an inner resolver if any.
pub struct TrackUnresolved<'r> {
    inner: Option<&'r mut dyn Resolver>,
    /// Set when a variable was not resolved.
    pub found_unresolved: bool,
}

impl<'r> TrackUnresolved<'r> {
    /// Wraps `inner` (or nothing: every variable is then unresolved).
    pub fn new(inner: Option<&'r mut dyn Resolver>) -> Self {
        TrackUnresolved {
            inner,
            found_unresolved: false,
        }
    }
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(
        &mut self,
        name: &str,
        rk: &mut RecordKeeper,
        cur: Option<&Record>,
    ) -> Option<InitRef> {
        let mut out = None;
        if let Some(inner) = self.inner.as_mut() {
            out = inner.resolve(name, rk, cur);
            if let Some(i) = &out {
                if !self.found_unresolved {
                    // Check the substituted value for variables, without
                    // resolving further.
                    let mut sub = TrackUnresolved::new(None);
                    resolve(i, &mut sub, rk, None);
                    self.found_unresolved |= sub.found_unresolved;
                }
            }
        }
        if out.is_none() {
            self.found_unresolved = true;
        }
        out
    }
}

/// Finds whether a value mentions one variable (LLVM's
/// `HasReferenceResolver`).
pub struct HasReference {
    name: Rc<str>,
    /// Set when the variable was seen.
    pub found: bool,
}

impl HasReference {
    /// Looks for `name`.
    pub fn new(name: Rc<str>) -> Self {
        HasReference { name, found: false }
    }
}

impl Resolver for HasReference {
    fn resolve(&mut self, name: &str, _: &mut RecordKeeper, _: Option<&Record>) -> Option<InitRef> {
        if *self.name == *name {
            self.found = true;
        }
        None
    }
}

/// Resolves every value of a sequence; also says whether any changed.
fn resolve_all<'a>(
    items: impl Iterator<Item = &'a InitRef>,
    r: &mut dyn Resolver,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> (Vec<InitRef>, bool) {
    let mut changed = false;
    let out = items
        .map(|e| {
            let n = resolve(e, r, rk, cur);
            changed |= !Rc::ptr_eq(&n, e);
            n
        })
        .collect();
    (out, changed)
}

fn same(a: &InitRef, b: &InitRef) -> bool {
    Rc::ptr_eq(a, b) || a == b
}

/// LLVM's `resolveReferences`: `i` with the resolver's variables
/// substituted and the affected operators folded.
pub fn resolve(
    i: &InitRef,
    r: &mut dyn Resolver,
    rk: &mut RecordKeeper,
    cur: Option<&Record>,
) -> InitRef {
    match &**i {
        Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str { .. } | Init::Def(_) => i.clone(),
        Init::Anon(_) => {
            let name = i.unquoted_name();
            let new = r.resolve(&name, rk, cur).unwrap_or_else(|| i.clone());
            if r.is_final() {
                if let Init::Anon(_) = &*new {
                    return Init::string(new.unquoted_name());
                }
            }
            new
        }
        Init::Bits(bits) => {
            let mut changed = false;
            let mut out = Vec::with_capacity(bits.len());
            let mut cached: Option<(InitRef, InitRef)> = None;
            for cur_bit in bits.iter() {
                let mut new_bit = if let Init::VarBit { var, bit } = &**cur_bit {
                    let resolved = match &cached {
                        Some((k, v)) if Rc::ptr_eq(k, var) => v.clone(),
                        _ => {
                            let v = resolve(var, r, rk, cur);
                            cached = Some((var.clone(), v.clone()));
                            v
                        }
                    };
                    get_bit(&resolved, *bit, rk)
                } else {
                    let v = resolve(cur_bit, r, rk, cur);
                    get_bit(&v, 0, rk)
                };
                if new_bit.is_unset() && r.keep_unset_bits() {
                    new_bit = cur_bit.clone();
                }
                changed |= !same(&new_bit, cur_bit);
                out.push(new_bit);
            }
            if changed {
                Init::bits(out)
            } else {
                i.clone()
            }
        }
        Init::List { elems, elem_ty } => {
            let (out, changed) = resolve_all(elems.iter(), r, rk, cur);
            if changed {
                Init::list(out, elem_ty.clone())
            } else {
                i.clone()
            }
        }
        Init::Dag(d) => {
            let mut changed = false;
            let mut args = Vec::with_capacity(d.args.len());
            for (a, n) in d.args.iter() {
                let na = resolve(a, r, rk, cur);
                changed |= !Rc::ptr_eq(&na, a);
                args.push((na, n.clone()));
            }
            let op = resolve(&d.op, r, rk, cur);
            if changed || !Rc::ptr_eq(&op, &d.op) {
                Rc::new(Init::Dag(Box::new(Dag {
                    op,
                    op_name: d.op_name.clone(),
                    args,
                })))
            } else {
                i.clone()
            }
        }
        Init::Var { name, .. } => r.resolve(name, rk, cur).unwrap_or_else(|| i.clone()),
        Init::VarBit { var, bit } => {
            let n = resolve(var, r, rk, cur);
            if !Rc::ptr_eq(&n, var) {
                get_bit(&n, *bit, rk)
            } else {
                i.clone()
            }
        }
        Init::VarListElem { list, index } => {
            let n = resolve(list, r, rk, cur);
            if let Init::List { elems, .. } = &*n {
                // Out-of-range indices stay as they are: they can appear in
                // the branch of an !if that is not taken.
                if let Some(e) = elems.get(*index as usize) {
                    return e.clone();
                }
            }
            if !Rc::ptr_eq(&n, list) && !n.is_unset() {
                Rc::new(Init::VarListElem {
                    list: n,
                    index: *index,
                })
            } else {
                i.clone()
            }
        }
        Init::Field { rec, field, ty } => {
            let n = resolve(rec, r, rk, cur);
            if !Rc::ptr_eq(&n, rec) {
                let ty = crate::init::field_type(&n, field, rk).unwrap_or_else(|| ty.clone());
                fold::fold_field(n, field.clone(), ty, rk, cur)
            } else {
                i.clone()
            }
        }
        Init::VarDef { class, args } => {
            let mut tr = TrackUnresolved::new(Some(r));
            let mut changed = false;
            let mut new_args = Vec::with_capacity(args.len());
            for a in args.iter() {
                let n = resolve(a, &mut tr, rk, cur);
                changed |= !Rc::ptr_eq(&n, a);
                new_args.push(n);
            }
            if changed {
                if !tr.found_unresolved {
                    return fold::instantiate(*class, new_args, rk);
                }
                return Rc::new(Init::VarDef {
                    class: *class,
                    args: new_args.into(),
                });
            }
            i.clone()
        }
        Init::UnOp { op, arg, ty } => {
            let n = resolve(arg, r, rk, cur);
            let is_final = r.is_final();
            if !Rc::ptr_eq(&n, arg) || (is_final && *op == UnOp::Cast) {
                fold::fold_unop(*op, n, ty.clone(), rk, cur, is_final)
            } else {
                i.clone()
            }
        }
        Init::BinOp { op, lhs, rhs, ty } => {
            let l = resolve(lhs, r, rk, cur);
            let rr = resolve(rhs, r, rk, cur);
            if !Rc::ptr_eq(&l, lhs) || !Rc::ptr_eq(&rr, rhs) {
                fold::fold_binop(*op, l, rr, ty.clone(), rk, cur)
            } else {
                i.clone()
            }
        }
        Init::TernOp {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } => {
            let l = resolve(lhs, r, rk, cur);
            if *op == TernOp::If && !Rc::ptr_eq(&l, lhs) {
                if let Some(v) = fold::as_int(&l, rk) {
                    // Only the taken branch is resolved.
                    return if v != 0 {
                        resolve(mhs, r, rk, cur)
                    } else {
                        resolve(rhs, r, rk, cur)
                    };
                }
            }
            let m = resolve(mhs, r, rk, cur);
            let rr = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                let shadow = vec![l.as_str().map(Rc::from).unwrap_or_else(|| "".into())];
                let mut sr = ShadowResolver::new(r, shadow);
                resolve(rhs, &mut sr, rk, cur)
            } else {
                resolve(rhs, r, rk, cur)
            };
            if !Rc::ptr_eq(&l, lhs) || !Rc::ptr_eq(&m, mhs) || !Rc::ptr_eq(&rr, rhs) {
                fold::fold_ternop(*op, l, m, rr, ty.clone(), rk, cur)
            } else {
                i.clone()
            }
        }
        Init::Foldl(f) => {
            let start = resolve(&f.start, r, rk, cur);
            let list = resolve(&f.list, r, rk, cur);
            let expr = {
                let mut sr = ShadowResolver::new(r, vec![f.a.clone(), f.b.clone()]);
                resolve(&f.expr, &mut sr, rk, cur)
            };
            if Rc::ptr_eq(&start, &f.start)
                && Rc::ptr_eq(&list, &f.list)
                && Rc::ptr_eq(&expr, &f.expr)
            {
                return i.clone();
            }
            fold::fold_foldl(
                Foldl {
                    start,
                    list,
                    a: f.a.clone(),
                    b: f.b.clone(),
                    expr,
                    ty: f.ty.clone(),
                },
                rk,
                cur,
            )
        }
        Init::Cond { conds, vals, ty } => {
            let (nc, c1) = resolve_all(conds.iter(), r, rk, cur);
            let (nv, c2) = resolve_all(vals.iter(), r, rk, cur);
            if c1 || c2 {
                fold::fold_cond(nc, nv, ty.clone(), rk, cur)
            } else {
                i.clone()
            }
        }
        Init::IsA { ty, expr } => {
            let n = resolve(expr, r, rk, cur);
            if !Rc::ptr_eq(&n, expr) {
                fold::fold_isa(ty.clone(), n, rk)
            } else {
                i.clone()
            }
        }
        Init::Exists { ty, expr } => {
            let n = resolve(expr, r, rk, cur);
            let is_final = r.is_final();
            if !Rc::ptr_eq(&n, expr) || is_final {
                fold::fold_exists(ty.clone(), n, rk, cur, is_final)
            } else {
                i.clone()
            }
        }
    }
}

/// LLVM's `RecordVal::setValue`: casts `v` to the field's type (expanding
/// to single bits for `bits` fields). Returns false if it does not fit.
pub fn set_field_value(rec: &mut Record, idx: usize, v: InitRef, rk: &mut RecordKeeper) -> bool {
    let ty = rec.values[idx].ty.clone();
    match cast_for_field(&v, &ty, rk) {
        Some(c) => {
            rec.values[idx].value = c;
            true
        }
        None => false,
    }
}

/// The value a field of type `ty` would hold after being set to `v`.
pub fn cast_for_field(
    v: &InitRef,
    ty: &crate::types::RecTy,
    rk: &mut RecordKeeper,
) -> Option<InitRef> {
    let c = fold::get_cast_to(v, ty, rk)?;
    if let crate::types::RecTy::Bits(n) = ty {
        if !matches!(&*c, Init::Bits(_)) {
            let bits = (0..*n).map(|k| get_bit(&c, k, rk)).collect();
            return Some(Init::bits(bits));
        }
    }
    Some(c)
}

/// LLVM's `Record::resolveReferences(Resolver&)`: resolves the record's
/// name, every field and every assertion. Errors are reported to `rk`.
pub fn resolve_record(rec: &mut Record, r: &mut dyn Resolver, rk: &mut RecordKeeper) {
    let name = rec.name.clone();
    let new_name = resolve(&name, r, rk, Some(rec));
    if !Rc::ptr_eq(&new_name, &name) {
        rec.set_name(new_name);
    }
    for idx in 0..rec.values.len() {
        let v = rec.values[idx].value.clone();
        let nv = resolve(&v, r, rk, Some(rec));
        if Rc::ptr_eq(&nv, &v) {
            continue;
        }
        if !set_field_value(rec, idx, nv.clone(), rk) {
            let ty_str = nv
                .ty(rk)
                .map(|t| format!("of type '{}' ", t.to_string(rk)))
                .unwrap_or_default();
            let msg = format!(
                "Invalid value {}found when setting field '{}' of type '{}' after resolving references: {}",
                ty_str,
                rec.values[idx].name,
                rec.values[idx].ty.to_string(rk),
                nv.to_unquoted(rk)
            );
            rk.fatal(Some(rec.loc()), msg);
            return;
        }
        rk.update_mirror(rec, idx);
    }
    for k in 0..rec.assertions.len() {
        let c = rec.assertions[k].condition.clone();
        let m = rec.assertions[k].message.clone();
        let nc = resolve(&c, r, rk, Some(rec));
        let nm = resolve(&m, r, rk, Some(rec));
        rec.assertions[k].condition = nc;
        rec.assertions[k].message = nm;
    }
}

/// LLVM's `Record::resolveReferences(Init *NewName)`: the final resolution
/// of a def against its own fields.
pub fn resolve_record_final(rec: &mut Record, new_name: Option<InitRef>, rk: &mut RecordKeeper) {
    let mut r = RecordResolver::new(new_name);
    resolve_record(rec, &mut r, rk);
}
