//! The generation-time checks of `--gen-rewriters` on a file's rewrite rules, two by two
//! among the rules rooted at the same op (MLIR's `mlir-tblgen` has none of them):
//!
//! - **shadowing**: a rule tried first (a higher benefit, or an equal benefit and added
//!   before it) whose source is at least as general (each position matches whatever
//!   the other's matches, and it has no constraint list, no native matcher that may fail
//!   and no symbol bound twice) always matches first, so the other never applies;
//! - **overlap**: two rules of equal benefit whose sources may match the same IR: which
//!   one applies then only depends on the order they are added in. Sources are disjoint
//!   when some position holds two different ops, two type (or attribute) constraints
//!   known to be disjoint (`I32` and `F32`, `I32` and `I64`, `AnyInteger` and `Index`),
//!   two different constant attributes of the same kind, or a `ConstantLikeMatcher`
//!   against an op without the `ConstantLike` trait. Anything else (`Constraint`s of the
//!   constraint list, `CPred`s, native matchers, a symbol bound twice) is assumed to
//!   possibly hold for both.
//!
//! `either` is checked in both of its orders. Each error names the pattern at fault, at
//! its def, with a note at the other pattern.

use crate::ods::{Arg, Leaf, Node, NodeKind, OdsError, Pattern};
use crate::record::{RecId, RecordKeeper};

/// A rule to check: its name, its model and the order it is added in.
pub struct Rule<'a> {
    /// The name the generated code gives it.
    pub name: String,
    /// The model.
    pub pattern: &'a Pattern,
}

/// The type family a type or attribute constraint is known to accept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    Int(Option<i64>),
    Float(Option<i64>),
    Index,
}

/// A position of a source tree, `either` expanded.
#[derive(Clone, Debug)]
enum Shape {
    /// Anything (a bare `$x`, `$_`, or an unconstrained attribute).
    Any,
    /// A constraint def (type or attribute).
    Constraint(RecId),
    /// A `ConstantAttr` def: its attribute def and its value.
    Constant(RecId, String),
    /// An op of this name with these arguments, and whether it has the `ConstantLike`
    /// trait.
    Op(String, bool, Vec<Shape>),
    /// A native matcher (its def name) binding these.
    Native(String, Vec<Shape>),
}

/// Checks the rules (in the order they are added) two by two.
pub fn check_rules(rk: &RecordKeeper, rules: &[Rule<'_>]) -> Result<(), OdsError> {
    let alts: Vec<Vec<Shape>> = rules
        .iter()
        .map(|r| shapes(rk, &r.pattern.source))
        .collect();
    // The order rules are tried in: decreasing benefit, ties in the order added.
    let mut order: Vec<usize> = (0..rules.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(rules[i].pattern.benefit()));
    for (k, &b) in order.iter().enumerate() {
        for &a in &order[..k] {
            let (pa, pb) = (rules[a].pattern, rules[b].pattern);
            if pa.root().operation_name() != pb.root().operation_name() {
                continue;
            }
            let note = |what: &str| {
                (
                    rk.rec(pa.def).loc(),
                    format!("pattern '{}' {what}", rules[a].name),
                )
            };
            if is_unconditional(pa)
                && alts[b]
                    .iter()
                    .all(|sb| alts[a].iter().any(|sa| subsumes(rk, sa, sb)))
            {
                let mut e = OdsError::at(
                    rk,
                    pb.def,
                    format!(
                        "pattern '{}' can never apply: pattern '{}' (benefit {}) is tried first and matches every op it matches (benefit {})",
                        rules[b].name,
                        rules[a].name,
                        pa.benefit(),
                        pb.benefit()
                    ),
                );
                e.notes.push(note("is here"));
                return Err(e);
            }
            if pa.benefit() == pb.benefit()
                && alts[a]
                    .iter()
                    .any(|sa| alts[b].iter().any(|sb| unifies(rk, sa, sb)))
            {
                let mut e = OdsError::at(
                    rk,
                    pb.def,
                    format!(
                        "pattern '{}' overlaps pattern '{}': both are rooted at '{}' with benefit {} and may match the same IR, so which one applies depends on the order they are added in; give the one to try first a higher benefit with (addBenefit N)",
                        rules[b].name,
                        rules[a].name,
                        pb.root().operation_name(),
                        pb.benefit()
                    ),
                );
                e.notes.push(note("is here"));
                return Err(e);
            }
        }
    }
    Ok(())
}

/// Whether the rule matches whenever its source tree's shape does: no constraint list,
/// no native matcher (which may fail on a value it is given) and no symbol bound twice.
fn is_unconditional(p: &Pattern) -> bool {
    fn walk(n: &Node, seen: &mut Vec<String>) -> bool {
        if matches!(n.kind, NodeKind::Native(_)) {
            return false;
        }
        if let Some(name) = &n.name {
            if seen.contains(name) {
                return false;
            }
            seen.push(name.clone());
        }
        n.args.iter().all(|a| match a {
            Arg::Node(m) => walk(m, seen),
            Arg::Leaf(leaf, name) => {
                if matches!(leaf, Leaf::Native(_)) {
                    return false;
                }
                match name.as_deref().filter(|n| *n != "_") {
                    Some(name) if seen.iter().any(|s| s == name) => false,
                    Some(name) => {
                        seen.push(name.to_string());
                        true
                    }
                    None => true,
                }
            }
        })
    }
    p.constraints.is_empty() && walk(&p.source, &mut Vec::new())
}

/// The shapes of op node `n`, one per order of its `either`s.
fn shapes(rk: &RecordKeeper, n: &Node) -> Vec<Shape> {
    match &n.kind {
        NodeKind::Op(_, op) => {
            let constant_like = op
                .traits
                .iter()
                .any(|t| rk.rec(t.def).name_str() == "ConstantLike");
            let name = op.operation_name();
            // The alternatives of each argument (an `either` gives two slots, in both
            // orders).
            let mut lists: Vec<Vec<Shape>> = vec![Vec::new()];
            for a in &n.args {
                let choices: Vec<Vec<Shape>> = match a {
                    Arg::Node(e) if matches!(e.kind, NodeKind::Either) => {
                        let x = arg_shapes(rk, &e.args[0]);
                        let y = arg_shapes(rk, &e.args[1]);
                        let mut out = Vec::new();
                        for sx in &x {
                            for sy in &y {
                                out.push(vec![sx.clone(), sy.clone()]);
                                out.push(vec![sy.clone(), sx.clone()]);
                            }
                        }
                        out
                    }
                    _ => arg_shapes(rk, a).into_iter().map(|s| vec![s]).collect(),
                };
                let mut next = Vec::new();
                for l in &lists {
                    for c in &choices {
                        let mut m = l.clone();
                        m.extend(c.iter().cloned());
                        next.push(m);
                    }
                }
                lists = next;
            }
            lists
                .into_iter()
                .map(|args| Shape::Op(name.clone(), constant_like, args))
                .collect()
        }
        NodeKind::Native(d) => {
            let name = rk.rec(*d).name_str().to_string();
            let mut lists: Vec<Vec<Shape>> = vec![Vec::new()];
            for a in &n.args {
                let choices = arg_shapes(rk, a);
                let mut next = Vec::new();
                for l in &lists {
                    for c in &choices {
                        let mut m = l.clone();
                        m.push(c.clone());
                        next.push(m);
                    }
                }
                lists = next;
            }
            lists
                .into_iter()
                .map(|args| Shape::Native(name.clone(), args))
                .collect()
        }
        _ => vec![Shape::Any],
    }
}

fn arg_shapes(rk: &RecordKeeper, a: &Arg) -> Vec<Shape> {
    match a {
        Arg::Node(n) => shapes(rk, n),
        Arg::Leaf(Leaf::Constraint(c) | Leaf::EnumCase(c), _) => vec![Shape::Constraint(*c)],
        Arg::Leaf(Leaf::ConstantAttr(c), _) => {
            let r = rk.rec(*c);
            match (rk.get_def(r, "attr"), rk.get_string(r, "value")) {
                (Ok(attr), Ok(v)) => vec![Shape::Constant(attr, v.to_string())],
                _ => vec![Shape::Any],
            }
        }
        _ => vec![Shape::Any],
    }
}

/// The family a type or attribute constraint def accepts, when known.
fn family(rk: &RecordKeeper, c: RecId) -> Option<Family> {
    let r = rk.rec(c);
    let width = || rk.get_int(r, "bitwidth").ok();
    match r.name_str() {
        "AnyInteger" | "AnyIntegerAttr" | "APIntAttr" => return Some(Family::Int(None)),
        "AnyFloat" | "AnyFloatAttr" => return Some(Family::Float(None)),
        "Index" | "IndexAttr" => return Some(Family::Index),
        _ => {}
    }
    if r.is_subclass_of_name("TypeConstraint", rk) {
        if r.is_subclass_of_name("I", rk) || r.is_subclass_of_name("AnyI", rk) {
            return Some(Family::Int(width()));
        }
        if r.is_subclass_of_name("F", rk) {
            return Some(Family::Float(width()));
        }
        return None;
    }
    // A typed attribute: the family of its value type.
    match rk.get_def(r, "valueType") {
        Ok(t) if t != c => family(rk, t),
        _ => None,
    }
}

/// Whether the families of two constraints are known to have no value in common.
fn disjoint_constraints(rk: &RecordKeeper, a: RecId, b: RecId) -> bool {
    if a == b {
        return false;
    }
    match (family(rk, a), family(rk, b)) {
        (Some(Family::Int(x)), Some(Family::Int(y)))
        | (Some(Family::Float(x)), Some(Family::Float(y))) => {
            matches!((x, y), (Some(x), Some(y)) if x != y)
        }
        (Some(x), Some(y)) => std::mem::discriminant(&x) != std::mem::discriminant(&y),
        _ => false,
    }
}

/// Whether constraint `a` accepts every value constraint `b` accepts.
fn covers_constraint(rk: &RecordKeeper, a: RecId, b: RecId) -> bool {
    if a == b {
        return true;
    }
    matches!(
        (family(rk, a), family(rk, b)),
        (Some(Family::Int(None)), Some(Family::Int(_)))
            | (Some(Family::Float(None)), Some(Family::Float(_)))
    )
}

/// Whether some IR may match both `a` and `b` (not provably disjoint).
fn unifies(rk: &RecordKeeper, a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (Shape::Any, _) | (_, Shape::Any) => true,
        (Shape::Op(na, _, aa), Shape::Op(nb, _, ab)) => {
            na == nb && aa.len() == ab.len() && aa.iter().zip(ab).all(|(x, y)| unifies(rk, x, y))
        }
        // `ConstantLikeMatcher` matches only the results of constant-like ops.
        (Shape::Native(n, _), Shape::Op(_, cl, _)) | (Shape::Op(_, cl, _), Shape::Native(n, _))
            if n == "ConstantLikeMatcher" =>
        {
            *cl
        }
        (Shape::Native(na, aa), Shape::Native(nb, ab)) if na == nb => {
            aa.len() == ab.len() && aa.iter().zip(ab).all(|(x, y)| unifies(rk, x, y))
        }
        (Shape::Constraint(x), Shape::Constraint(y)) => !disjoint_constraints(rk, *x, *y),
        (Shape::Constant(x, vx), Shape::Constant(y, vy)) => {
            let different_values = x == y && vx != vy;
            !different_values && !disjoint_constraints(rk, *x, *y)
        }
        (Shape::Constant(x, _), Shape::Constraint(y))
        | (Shape::Constraint(y), Shape::Constant(x, _)) => !disjoint_constraints(rk, *x, *y),
        _ => true,
    }
}

/// Whether everything `b` matches, `a` matches (`a` being free of conditions beyond
/// its shape, see [`is_unconditional`]).
fn subsumes(rk: &RecordKeeper, a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (Shape::Any, _) => true,
        (Shape::Op(na, _, aa), Shape::Op(nb, _, ab)) => {
            na == nb && aa.len() == ab.len() && aa.iter().zip(ab).all(|(x, y)| subsumes(rk, x, y))
        }
        (Shape::Constraint(x), Shape::Constraint(y)) => covers_constraint(rk, *x, *y),
        (Shape::Constraint(x), Shape::Constant(y, _)) => covers_constraint(rk, *x, *y),
        (Shape::Constant(x, vx), Shape::Constant(y, vy)) => x == y && vx == vy,
        _ => false,
    }
}
