//! Declarative rewrite rules (DRR): the `Pattern` records of `PatternBase.td` read into
//! trees, as MLIR's `mlir::tblgen::Pattern` and `DagNode`/`DagLeaf` read them.
//!
//! A [`Pattern`] has a source tree (its outermost node an op: the root), result trees,
//! constraints on bound symbols and a benefit delta. A [`Node`] is an op, a native code
//! call, or one of the directives (`replaceWithValue`, `location`, `returnType`, `either`);
//! an [`Arg`] of a node is a nested node or a leaf (a constraint, a constant attribute, an
//! enum case, a string, or nothing), each with the symbol it binds. Errors are mlir-tblgen's, located
//! at the pattern's def.

use std::collections::BTreeMap;

use super::{OdsError, Operator};
use crate::init::Init;
use crate::record::{RecId, RecordKeeper};

/// What a node of a tree is.
#[derive(Clone, Debug)]
pub enum NodeKind {
    /// An op of an ODS def (its def, and the model).
    Op(RecId, Box<Operator>),
    /// A `NativeCodeCall` def.
    Native(RecId),
    /// `replaceWithValue`.
    ReplaceWithValue,
    /// `location`.
    Location,
    /// `returnType`.
    ReturnType,
    /// `either`.
    Either,
    /// A constraint applied to its arguments (in the constraint list).
    Constraint(RecId),
}

/// A dag of a pattern: what it is, the symbol it binds, and its arguments.
#[derive(Clone, Debug)]
pub struct Node {
    /// What it is.
    pub kind: NodeKind,
    /// `:$name`.
    pub name: Option<String>,
    /// Its arguments.
    pub args: Vec<Arg>,
}

/// A leaf argument.
#[derive(Clone, Debug)]
pub enum Leaf {
    /// `$x` alone (`?`).
    Unset,
    /// A type, attribute or plain constraint def.
    Constraint(RecId),
    /// A `ConstantAttr` def.
    ConstantAttr(RecId),
    /// An integer enum case def (`I32EnumAttrCase`, `I64EnumAttrCase`): the attribute
    /// of its value, matched or built.
    EnumCase(RecId),
    /// A `NativeCodeCall` def used without arguments.
    Native(RecId),
    /// A string (in `location` and `returnType`).
    Str(String),
}

/// An argument of a node.
#[derive(Clone, Debug)]
pub enum Arg {
    /// A leaf, with the symbol it binds.
    Leaf(Leaf, Option<String>),
    /// A nested node.
    Node(Node),
}

/// A rewrite rule.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// The def.
    pub def: RecId,
    /// The source tree (an op node).
    pub source: Node,
    /// The result trees.
    pub results: Vec<Arg>,
    /// The constraints (constraint nodes).
    pub constraints: Vec<Node>,
    /// `(addBenefit N)`.
    pub benefit_delta: i64,
}

impl Node {
    /// The op model of an op node.
    pub fn op(&self) -> Option<&Operator> {
        match &self.kind {
            NodeKind::Op(_, op) => Some(op),
            _ => None,
        }
    }

    /// How many op nodes the tree holds (MLIR's `DagNode::getNumOps`).
    pub fn num_ops(&self) -> usize {
        let own = usize::from(matches!(self.kind, NodeKind::Op(..)));
        own + self
            .args
            .iter()
            .map(|a| match a {
                Arg::Node(n) => n.num_ops(),
                Arg::Leaf(..) => 0,
            })
            .sum::<usize>()
    }
}

impl Pattern {
    /// Reads the `Pattern` def `def`.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Pattern, OdsError> {
        let r = rk.rec(def);
        let err = |m: String| OdsError::at(rk, def, m);
        let source = rk.get_dag(r, "sourcePattern")?;
        let source = read_node(rk, def, source)?;
        if !matches!(source.kind, NodeKind::Op(..)) {
            return Err(err("source pattern must be an op".into()));
        }
        let mut results = Vec::new();
        let list = r
            .field("resultPatterns")
            .ok_or_else(|| err("missing field 'resultPatterns'".into()))?;
        if let Init::List { elems, .. } = &**list {
            for e in elems.iter() {
                results.push(read_arg(rk, def, e, None)?);
            }
        }
        let mut constraints = Vec::new();
        if let Some(list) = r.field("constraints") {
            if let Init::List { elems, .. } = &**list {
                for e in elems.iter() {
                    let Init::Dag(d) = &**e else {
                        return Err(err("constraint must be a dag".into()));
                    };
                    let node = read_node(rk, def, d)?;
                    if !matches!(node.kind, NodeKind::Constraint(_)) {
                        return Err(err("constraint must be a Constraint def".into()));
                    }
                    check_constraint_arity(rk, def, &node)?;
                    constraints.push(node);
                }
            }
        }
        let delta = rk.get_dag(r, "benefitDelta")?;
        let benefit_delta = match delta.args.first().map(|(a, _)| &**a) {
            Some(Init::Int(n)) => *n,
            _ => 0,
        };
        let pattern = Pattern {
            def,
            source,
            results,
            constraints,
            benefit_delta,
        };
        pattern.check(rk)?;
        Ok(pattern)
    }

    /// The benefit: the ops the source tree matches plus the delta (MLIR's
    /// `Pattern::getBenefit`).
    pub fn benefit(&self) -> i64 {
        self.source.num_ops() as i64 + self.benefit_delta
    }

    /// The root op.
    pub fn root(&self) -> &Operator {
        self.source.op().expect("the source is an op")
    }

    /// MLIR's checks of the trees' shapes and symbols.
    fn check(&self, rk: &RecordKeeper) -> Result<(), OdsError> {
        let err = |m: String| OdsError::at(rk, self.def, m);
        let mut bound: BTreeMap<String, usize> = BTreeMap::new();
        check_source(rk, self.def, &self.source, true, &mut bound)?;
        for r in &self.results {
            if let Arg::Node(n) = r {
                check_result(rk, self.def, n, 0)?;
                if let Some(name) = &n.name {
                    if bound.contains_key(name) {
                        return Err(err(format!("symbol '{name}' bound more than once")));
                    }
                    bound.insert(name.clone(), 1);
                }
            }
        }
        Ok(())
    }
}

/// A type constraint applies to one value only (MLIR's check).
fn check_constraint_arity(rk: &RecordKeeper, def: RecId, node: &Node) -> Result<(), OdsError> {
    let NodeKind::Constraint(c) = node.kind else {
        return Ok(());
    };
    if rk.rec(c).is_subclass_of_name("TypeConstraint", rk) && node.args.len() != 1 {
        return Err(OdsError::at(
            rk,
            def,
            "type constraint requires exactly one argument",
        ));
    }
    Ok(())
}

fn check_source(
    rk: &RecordKeeper,
    def: RecId,
    node: &Node,
    root: bool,
    bound: &mut BTreeMap<String, usize>,
) -> Result<(), OdsError> {
    let err = |m: String| OdsError::at(rk, def, m);
    match &node.kind {
        NodeKind::Op(_, op) => {
            let want =
                op.operands.len() + op.attributes.iter().filter(|a| !a.attr.is_derived).count();
            let have: usize = node
                .args
                .iter()
                .map(|a| match a {
                    Arg::Node(n) if matches!(n.kind, NodeKind::Either) => n.args.len(),
                    _ => 1,
                })
                .sum();
            if want != have {
                return Err(err(format!(
                    "op '{}' argument number mismatch: {have} in pattern vs. {want} in definition",
                    op.operation_name()
                )));
            }
            if let Some(n) = &node.name {
                *bound.entry(n.clone()).or_default() += 1;
            }
            let _ = root;
        }
        NodeKind::Native(_) => {
            if node.name.is_some() {
                return Err(err(format!(
                    "binding symbol '{}' to NativecodeCall in MatchPattern is not supported",
                    node.name.as_deref().unwrap_or("")
                )));
            }
            let expr = native_expr(rk, &node.kind);
            if !expr.contains("$_self") {
                return Err(err(
                    "NativeCodeCall must have $_self as argument for passing the defining Operation"
                        .into(),
                ));
            }
            if node.args.iter().any(|a| matches!(a, Arg::Node(_))) {
                return Err(err(format!(
                    "Matching nested tree in NativeCodecall not support for {expr}"
                )));
            }
        }
        NodeKind::Either => {
            if node.args.len() != 2 {
                return Err(err("either must have exactly two arguments".into()));
            }
        }
        NodeKind::ReplaceWithValue | NodeKind::Location | NodeKind::ReturnType => {
            return Err(err("unsupported directive in source pattern".into()));
        }
        NodeKind::Constraint(_) => {
            return Err(err("unsupported nested constraint in source pattern".into()));
        }
    }
    for a in &node.args {
        match a {
            Arg::Node(n) => check_source(rk, def, n, false, bound)?,
            Arg::Leaf(_, Some(name)) if name != "_" => {
                *bound.entry(name.clone()).or_default() += 1;
            }
            Arg::Leaf(..) => {}
        }
    }
    Ok(())
}

fn check_result(rk: &RecordKeeper, def: RecId, node: &Node, depth: usize) -> Result<(), OdsError> {
    let err = |m: &str| OdsError::at(rk, def, m);
    match &node.kind {
        NodeKind::Op(..) => {
            for a in &node.args {
                if let Arg::Node(n) = a {
                    if matches!(n.kind, NodeKind::ReturnType) {
                        if depth == 0 {
                            return Err(err("Cannot specify explicit return types in an op"));
                        }
                        for r in &n.args {
                            if let Arg::Node(x) = r {
                                if !matches!(x.kind, NodeKind::Native(_)) {
                                    return Err(err(
                                        "nested DAG in `returnType` must be a native code call",
                                    ));
                                }
                            }
                        }
                        continue;
                    }
                    check_result(rk, def, n, depth + 1)?;
                }
            }
        }
        NodeKind::ReplaceWithValue => {
            // Nested, it stands for its value (an operand of the op around it).
            let _ = depth;
            if node.args.len() != 1 {
                return Err(err(
                    "replaceWithValue directive must take exactly one argument",
                ));
            }
        }
        NodeKind::Either => return Err(err("either directive is not allowed in result pattern")),
        NodeKind::Native(_) | NodeKind::Location | NodeKind::ReturnType => {
            for a in &node.args {
                if let Arg::Node(n) = a {
                    check_result(rk, def, n, depth + 1)?;
                }
            }
        }
        NodeKind::Constraint(_) => return Err(err("constraint is not allowed in result pattern")),
    }
    Ok(())
}

/// The expression of a native code call node.
pub fn native_expr<'r>(rk: &'r RecordKeeper, kind: &NodeKind) -> &'r str {
    match kind {
        NodeKind::Native(d) => rk
            .rec(*d)
            .field("expression")
            .and_then(|v| v.as_str())
            .unwrap_or(""),
        _ => "",
    }
}

fn read_node(rk: &RecordKeeper, def: RecId, d: &crate::init::Dag) -> Result<Node, OdsError> {
    let err = |m: String| OdsError::at(rk, def, m);
    let Init::Def(op) = &*d.op else {
        return Err(err("dag operator must be a def".into()));
    };
    let rec = rk.rec(*op);
    let kind = match rec.name_str() {
        "replaceWithValue" => NodeKind::ReplaceWithValue,
        "location" => NodeKind::Location,
        "returnType" => NodeKind::ReturnType,
        "either" => NodeKind::Either,
        _ if rec.is_subclass_of_name("Op", rk) => {
            NodeKind::Op(*op, Box::new(Operator::from_def(rk, *op)?))
        }
        _ if rec.is_subclass_of_name("NativeCodeCall", rk) => NodeKind::Native(*op),
        _ if rec.is_subclass_of_name("Constraint", rk) => NodeKind::Constraint(*op),
        other => return Err(err(format!("unknown dag operator '{other}' in pattern"))),
    };
    let mut args = Vec::new();
    for (a, n) in &d.args {
        args.push(read_arg(rk, def, a, n.as_deref())?);
    }
    Ok(Node {
        kind,
        name: d.op_name.as_deref().map(str::to_string),
        args,
    })
}

fn read_arg(
    rk: &RecordKeeper,
    def: RecId,
    a: &crate::init::InitRef,
    name: Option<&str>,
) -> Result<Arg, OdsError> {
    let name = name.map(str::to_string);
    Ok(match &**a {
        Init::Dag(d) => Arg::Node(read_node(rk, def, d)?),
        Init::Unset => Arg::Leaf(Leaf::Unset, name),
        Init::Str { value, .. } => Arg::Leaf(Leaf::Str(value.to_string()), name),
        Init::Def(d) => {
            let r = rk.rec(*d);
            let leaf = if r.is_subclass_of_name("ConstantAttr", rk) {
                Leaf::ConstantAttr(*d)
            } else if r.is_subclass_of_name("NativeCodeCall", rk) {
                Leaf::Native(*d)
            } else if r.is_subclass_of_name("IntEnumAttrCaseBase", rk) {
                Leaf::EnumCase(*d)
            } else if r.is_subclass_of_name("Constraint", rk) {
                Leaf::Constraint(*d)
            } else {
                return Err(OdsError::at(
                    rk,
                    def,
                    format!("unknown leaf '{}' in pattern", r.name_str()),
                ));
            };
            Arg::Leaf(leaf, name)
        }
        _ => return Err(OdsError::at(rk, def, "unsupported argument in pattern")),
    })
}

/// The `Pattern` defs of a file, sorted by def name (as MLIR lists them).
pub fn pattern_defs(rk: &RecordKeeper) -> Vec<RecId> {
    if rk.class("Pattern").is_none() {
        return Vec::new();
    }
    rk.defs_derived_from("Pattern")
}
