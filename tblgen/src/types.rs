//! TableGen value types (`RecTy` in LLVM) and their conversion rules.

use crate::record::{RecId, RecordKeeper};
use std::rc::Rc;

/// The type of a field, template argument or value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecTy {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`, which is the same type)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Rc<RecTy>),
    /// A record type: records that derive from every listed class. The
    /// classes are sorted by name; the empty list is "any record".
    Record(Rc<[RecId]>),
}

impl RecTy {
    /// `list<self>`.
    pub fn list_of(self) -> RecTy {
        RecTy::List(Rc::new(self))
    }

    /// The record type of the given classes, sorted by name as LLVM does.
    pub fn record(classes: &[RecId], rk: &RecordKeeper) -> RecTy {
        let mut v: Vec<RecId> = classes.to_vec();
        v.sort_by(|a, b| rk.rec(*a).name_str().cmp(rk.rec(*b).name_str()));
        RecTy::Record(v.into())
    }

    /// The element type of a list type.
    pub fn element(&self) -> Option<&RecTy> {
        match self {
            RecTy::List(e) => Some(e),
            _ => None,
        }
    }

    /// The type as TableGen spells it.
    pub fn to_string(&self, rk: &RecordKeeper) -> String {
        let mut s = String::new();
        self.write(&mut s, rk);
        s
    }

    /// Appends the type as TableGen spells it.
    pub fn write(&self, out: &mut String, rk: &RecordKeeper) {
        match self {
            RecTy::Bit => out.push_str("bit"),
            RecTy::Bits(n) => {
                out.push_str("bits<");
                out.push_str(&n.to_string());
                out.push('>');
            }
            RecTy::Int => out.push_str("int"),
            RecTy::String => out.push_str("string"),
            RecTy::Dag => out.push_str("dag"),
            RecTy::List(e) => {
                out.push_str("list<");
                e.write(out, rk);
                out.push('>');
            }
            RecTy::Record(cs) => {
                if cs.len() == 1 {
                    out.push_str(rk.rec(cs[0]).name_str());
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(rk.rec(*c).name_str());
                    }
                    out.push('}');
                }
            }
        }
    }

    /// LLVM's `typeIsConvertibleTo`: can a value of this type be used where
    /// `rhs` is expected (possibly with a conversion)?
    pub fn convertible_to(&self, rhs: &RecTy, rk: &RecordKeeper) -> bool {
        match (self, rhs) {
            (RecTy::Bit, RecTy::Bit | RecTy::Int) => true,
            (RecTy::Bit, RecTy::Bits(n)) => *n == 1,
            (RecTy::Bits(a), RecTy::Bits(b)) => a == b,
            (RecTy::Bits(a), RecTy::Bit) => *a == 1,
            (RecTy::Bits(_), RecTy::Int) => true,
            (RecTy::Int, RecTy::Bit | RecTy::Bits(_) | RecTy::Int) => true,
            (RecTy::String, RecTy::String) => true,
            (RecTy::Dag, RecTy::Dag) => true,
            (RecTy::List(a), RecTy::List(b)) => a.convertible_to(b, rk),
            (RecTy::Record(a), RecTy::Record(b)) => {
                a == b || b.iter().all(|t| record_ty_is_subclass_of(a, *t, rk))
            }
            _ => false,
        }
    }

    /// LLVM's `typeIsA`: is this type the same as (or, for records, a
    /// subtype of) `rhs`, without conversion?
    pub fn is_a(&self, rhs: &RecTy, rk: &RecordKeeper) -> bool {
        match (self, rhs) {
            (RecTy::List(a), RecTy::List(b)) => a.is_a(b, rk),
            (RecTy::Record(_), RecTy::Record(_)) => self.convertible_to(rhs, rk),
            _ => self == rhs,
        }
    }
}

/// Does any class of a record type derive from (or equal) `class`?
pub fn record_ty_is_subclass_of(classes: &[RecId], class: RecId, rk: &RecordKeeper) -> bool {
    classes
        .iter()
        .any(|c| *c == class || rk.rec(*c).is_subclass_of(class))
}

/// LLVM's `resolveTypes`: the type both values can be converted to.
pub fn resolve_types(t1: &RecTy, t2: &RecTy, rk: &RecordKeeper) -> Option<RecTy> {
    if t1 == t2 {
        return Some(t1.clone());
    }
    if let (RecTy::Record(a), RecTy::Record(b)) = (t1, t2) {
        // The classes of `a` (or their superclasses) that `b` also derives from.
        let mut common = Vec::new();
        let mut stack: Vec<RecId> = a.to_vec();
        while let Some(r) = stack.pop() {
            if record_ty_is_subclass_of(b, r, rk) {
                common.push(r);
            } else {
                stack.extend(rk.rec(r).direct_superclasses_with(rk));
            }
        }
        return Some(RecTy::record(&common, rk));
    }
    if t1.convertible_to(t2, rk) {
        return Some(t2.clone());
    }
    if t2.convertible_to(t1, rk) {
        return Some(t1.clone());
    }
    if let (RecTy::List(a), RecTy::List(b)) = (t1, t2) {
        return resolve_types(a, b, rk).map(RecTy::list_of);
    }
    None
}
