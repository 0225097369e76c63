//! `--gen-rewriters`: the Rust of a file's declarative rewrite rules (`Pattern` defs, read
//! by [`crate::ods::Pattern`]): per rule a struct implementing the framework's
//! `RewritePattern` (rooted at the source's root op, with MLIR's benefit: the ops the
//! source matches plus `addBenefit`, and the ops the results create), and
//! `populate_with_generated`, which adds them all to a `RewritePatternSet`.
//!
//! `match_and_rewrite` is straight-line code: the source tree is matched op by op
//! (`let ... else { return Err(MatchFailure) }`), binding each symbol to a Rust local
//! (an operand to a `Value`, a variadic group to a `Vec<Value>`, an attribute to an
//! `Attribute`, an op to its result); a symbol bound twice must be the same value; the
//! constraints are checked; then the result trees are built before the root and its
//! results replaced by the last values built. `either` retries the rest of the match
//! with its two operands swapped (a loop whose failure is `continue`). The snippets
//! (`CPred`s, `NativeCodeCall`s, `constBuilderCall`s) are Rust, substituted on the token
//! tree ([`snippet`]).

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Ident, TokenStream, TokenTree};
use quote::{format_ident, quote, ToTokens};

use super::op_defs::{loc_text, pred_condition, reworded, rust_ident};
use super::render::render;
use super::rewrite_checks::{check_rules, Rule};
use super::snippet;
use crate::ods::{pattern_defs, Arg, Leaf, Node, NodeKind, OdsError, Operator, Pattern};
use crate::record::{RecId, RecordKeeper};

/// The Rust of every `Pattern` def of `rk` (all of them when `dialect` is `None`, else
/// those rooted at an op of that dialect).
pub fn gen_rewriters(rk: &RecordKeeper, dialect: Option<&str>) -> Result<String, OdsError> {
    let mut items: Vec<syn::Item> = Vec::new();
    items.push(syn::parse_quote! {
        use strata_framework::ir::body::OperationState;
    });
    items.push(syn::parse_quote! {
        #[allow(unused_imports)]
        use strata_framework::ods::{AttrView, TypeView};
    });
    items.push(syn::parse_quote! {
        #[allow(unused_imports)]
        use strata_framework::rewrite::{
            MatchFailure, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
            RewriteResult, TreeSlot,
        };
    });
    items.push(syn::parse_quote! {
        #[allow(unused_imports)]
        use strata_framework::{Attribute, Context, Identifier, Op, Type, Value};
    });
    // The kinds the `builderCall`s of float types name.
    items.push(syn::parse_quote! {
        #[allow(unused_imports)]
        use strata_framework::ir::types::FloatKind;
    });
    let mut names = Vec::new();
    let mut anonymous = 0;
    let mut rules: Vec<(String, Pattern)> = Vec::new();
    for def in pattern_defs(rk) {
        let pattern = Pattern::from_def(rk, def)?;
        if let Some(d) = dialect {
            if pattern.root().dialect.name != d {
                continue;
            }
        }
        let rec = rk.rec(def);
        let name = if rec.is_anonymous {
            anonymous += 1;
            format!("GeneratedConvert{}", anonymous - 1)
        } else {
            rec.name_str().to_string()
        };
        rules.push((name, pattern));
    }
    // The rules left out of the checks (`let checked = 0`) are neither checked nor
    // checked against.
    let checked: Vec<Rule<'_>> = rules
        .iter()
        .filter(|(_, pattern)| rk.get_bit(rk.rec(pattern.def), "checked").unwrap_or(true))
        .map(|(name, pattern)| Rule {
            name: name.clone(),
            pattern,
        })
        .collect();
    check_rules(rk, &checked)?;
    // The decision tree of each root op with several rules, after the first rule of
    // that root; each rule knows its tree and bit.
    let mut slots: BTreeMap<usize, (Ident, Vec<String>, usize)> = BTreeMap::new();
    let mut trees: BTreeMap<usize, syn::Item> = BTreeMap::new();
    let mut roots: Vec<String> = Vec::new();
    for (_, p) in &rules {
        let r = p.root().operation_name();
        if !roots.contains(&r) {
            roots.push(r);
        }
    }
    for root in roots {
        let members: Vec<usize> = (0..rules.len())
            .filter(|&i| rules[i].1.root().operation_name() == root)
            .collect();
        if members.len() < 2 || members.len() > 64 {
            continue;
        }
        let ident = format_ident!("{}_tree", root.replace(['.', '-'], "_"));
        let (item, tested) = tree_fn(rk, &rules, &members, &ident)?;
        for (bit, &m) in members.iter().enumerate() {
            slots.insert(m, (ident.clone(), tested.clone(), bit));
        }
        trees.insert(members[0], item);
    }
    for (i, (name, pattern)) in rules.iter().enumerate() {
        if let Some(t) = trees.remove(&i) {
            items.push(t);
        }
        let mut gen = PatternGen::new(rk, pattern, name);
        gen.tree = slots.get(&i).cloned();
        items.extend(gen.items()?);
        names.push(format_ident!("{}", name));
    }
    let doc = "Adds every pattern of the file to `patterns` (MLIR's `populateWithGenerated`).";
    items.push(syn::parse_quote! {
        #[doc = #doc]
        pub fn populate_with_generated(patterns: &mut RewritePatternSet, ctx: &Context) {
            #(patterns.add(#names::new(ctx));)*
        }
    });
    let file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    };
    Ok(render("--gen-rewriters", file))
}

/// Whether the file defines rewrite rules for `dialect`.
pub fn has_patterns(rk: &RecordKeeper, dialect: &str) -> bool {
    pattern_defs(rk).into_iter().any(|d| {
        Pattern::from_def(rk, d)
            .map(|p| p.root().dialect.name == dialect)
            .unwrap_or(true)
    })
}

/// The name and index of a value-pack symbol `name__N` (MLIR's `getValuePackName`).
fn value_pack(name: &str) -> Option<(&str, usize)> {
    let (base, i) = name.rsplit_once("__")?;
    Some((base, i.parse().ok()?))
}

/// The value pack of op node `n` of `op` in a result tree: `$name__N` on an op of several
/// ODS results (groups, when some are of variable length).
fn op_value_pack<'n>(n: &'n Node, op: &Operator) -> Option<(&'n str, usize)> {
    n.name
        .as_deref()
        .and_then(value_pack)
        .filter(|_| op.results.len() > 1)
}

/// Per ODS result of `op`, whether it is of variable length; empty when none is (the
/// results are then one value each).
fn var_groups(op: &Operator) -> Vec<bool> {
    let v: Vec<bool> = op
        .results
        .iter()
        .map(|r| r.constraint.is_variable_length())
        .collect();
    if v.iter().any(|&b| b) {
        v
    } else {
        Vec::new()
    }
}

/// What a symbol of a rule stands for in the generated code.
#[derive(Clone)]
enum Sym {
    /// A value.
    Value(Ident),
    /// A variadic group or the results of a multi-result op: a `Vec<Value>`.
    Values(Ident),
    /// An attribute.
    Attr(Ident),
    /// An optional attribute: an `Option<Attribute>`.
    OptAttr(Ident),
    /// A matched op (its results are the symbol's values): the op and its result.
    Op {
        op: Ident,
        results: Ident,
        many: bool,
        /// The op has no results: as a snippet argument the symbol is the op.
        empty: bool,
        /// Per ODS result group, whether it is of variable length (empty when none is):
        /// `$name__N` is then group N.
        groups: Vec<bool>,
    },
}

impl Sym {
    fn ident(&self) -> &Ident {
        match self {
            Sym::Value(i) | Sym::Values(i) | Sym::Attr(i) | Sym::OptAttr(i) => i,
            Sym::Op { results, .. } => results,
        }
    }
    /// The Rust of the symbol as a snippet argument.
    fn arg(&self) -> TokenStream {
        match self {
            Sym::Op {
                op, empty: true, ..
            } => op.to_token_stream(),
            Sym::Values(i)
            | Sym::Op {
                results: i,
                many: true,
                ..
            } => quote!(&#i),
            _ => self.ident().to_token_stream(),
        }
    }
}

/// A step of the match: code, or an `either` (the rest retried with two values swapped).
enum Step {
    Code(TokenStream),
    Either(Ident, Ident, TokenStream, TokenStream),
}

struct PatternGen<'a> {
    rk: &'a RecordKeeper,
    p: &'a Pattern,
    name: &'a str,
    steps: Vec<Step>,
    syms: BTreeMap<String, Sym>,
    used: BTreeSet<String>,
    /// The ops matched, in MLIR's order (`tblgen_ops`): the root, then each op as its
    /// match ends (a native matcher's defining op when it matches).
    matched_ops: Vec<Ident>,
    n_ops: usize,
    created: BTreeSet<String>,
    /// The decision tree of the rule's root, the op names it tests and the rule's bit in
    /// it.
    tree: Option<(Ident, Vec<String>, usize)>,
}

/// The marker of a failed match in the steps' code, replaced when the steps are laid
/// out (by a return, or a `continue` inside an `either`).
fn fail() -> TokenStream {
    quote!(__strata_fail!())
}

/// `ts` with the failure marker replaced by `by`.
fn replace_fail(ts: TokenStream, by: &TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    let mut it = ts.into_iter().peekable();
    while let Some(t) = it.next() {
        match t {
            TokenTree::Ident(ref i) if i == "__strata_fail" => {
                // `!` and `()`.
                it.next();
                it.next();
                out.extend(by.clone());
            }
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), replace_fail(g.stream(), by));
                ng.set_span(g.span());
                out.extend(std::iter::once(TokenTree::Group(ng)));
            }
            other => out.extend(std::iter::once(other)),
        }
    }
    out
}

const RESERVED: &[&str] = &["ctx", "rw", "body", "loc", "self", "state", "types"];

impl<'a> PatternGen<'a> {
    fn new(rk: &'a RecordKeeper, p: &'a Pattern, name: &'a str) -> Self {
        PatternGen {
            rk,
            p,
            name,
            steps: Vec::new(),
            syms: BTreeMap::new(),
            used: RESERVED.iter().map(|s| s.to_string()).collect(),
            matched_ops: Vec::new(),
            n_ops: 0,
            created: BTreeSet::new(),
            tree: None,
        }
    }

    fn err(&self, m: impl Into<String>) -> OdsError {
        OdsError::at(self.rk, self.p.def, m)
    }

    /// A fresh local named after `base`.
    fn local(&mut self, base: &str) -> Ident {
        let base = rust_ident(base).to_string();
        let mut name = base.clone();
        let mut n = 1;
        while self.used.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.used.insert(name.clone());
        format_ident!("{}", name)
    }

    fn code(&mut self, ts: TokenStream) {
        self.steps.push(Step::Code(ts));
    }

    /// Binds `name` (if any and not `$_`) to `sym`; a name bound before must be the same
    /// value.
    fn bind(&mut self, name: Option<&str>, sym: Sym) {
        let Some(name) = name.filter(|n| *n != "_") else {
            return;
        };
        if let Some(prev) = self.syms.get(name) {
            let (a, b) = (prev.ident().clone(), sym.ident().clone());
            let f = fail();
            self.code(quote! {
                if #a != #b { #f; }
            });
            return;
        }
        self.syms.insert(name.to_string(), sym);
    }

    /// The op's ODS arguments in order: operand (index, variable-length) or attribute
    /// (name, optional).
    fn op_args(&self, op: &Operator) -> Vec<(bool, usize, String, bool)> {
        let mut out = Vec::new();
        let Ok(args) = self.rk.get_dag(self.rk.rec(op.def), "arguments") else {
            return out;
        };
        let (mut oi, mut ai) = (0, 0);
        // The model splits the arguments; read their kinds from the dag.
        for (a, n) in args.args.iter() {
            let mut def = match &**a {
                crate::init::Init::Def(d) => *d,
                _ => continue,
            };
            let r = self.rk.rec(def);
            if r.is_subclass_of_name("OpVariable", self.rk) {
                if let Ok(c) = self.rk.get_def(r, "constraint") {
                    def = c;
                }
            }
            let r = self.rk.rec(def);
            if r.is_subclass_of_name("TypeConstraint", self.rk) {
                let var = op
                    .operands
                    .get(oi)
                    .is_some_and(|o| o.constraint.is_variable_length());
                out.push((
                    true,
                    oi,
                    op.operands
                        .get(oi)
                        .map(|o| o.name.clone())
                        .unwrap_or_default(),
                    var,
                ));
                oi += 1;
            } else {
                let opt = op
                    .attributes
                    .get(ai)
                    .is_some_and(|a| a.attr.is_optional || !a.attr.default_value.is_empty());
                out.push((false, ai, n.as_deref().unwrap_or("").to_string(), opt));
                ai += 1;
            }
        }
        out
    }

    /// The Rust reading operand `i` of `op` (a `Value`, or a `Vec<Value>` for a
    /// variable-length group).
    fn operand_expr(&self, opv: &Ident, op: &Operator, i: usize) -> Result<TokenStream, OdsError> {
        let var: Vec<usize> = (0..op.operands.len())
            .filter(|&k| op.operands[k].constraint.is_variable_length())
            .collect();
        let n = op.operands.len();
        match var.as_slice() {
            [] => {
                let i = lit(i);
                Ok(quote!(body.operand(#opv, #i)))
            }
            [v] => {
                let fixed = lit(n - 1);
                let (i, back) = (lit(i), lit(n - i));
                let (iu, vu) = (i.to_string().parse::<usize>().unwrap_or(0), *v);
                if iu < vu {
                    Ok(quote!(body.operand(#opv, #i)))
                } else if iu == vu && n == 1 {
                    Ok(quote!(body.operands(#opv).collect::<Vec<Value>>()))
                } else if iu == vu {
                    Ok(quote! {
                        body.operands(#opv).skip(#i).take(body.num_operands(#opv) - #fixed).collect::<Vec<Value>>()
                    })
                } else {
                    Ok(quote!(body.operand(#opv, body.num_operands(#opv) - #back)))
                }
            }
            _ if has_trait(self.rk, op, "SameVariadicOperandSize")
                || has_trait(self.rk, op, "AttrSizedOperandSegments") =>
            {
                // The groups are split as the op's spec splits them.
                let i = lit(i);
                if op.operands[i.to_string().parse::<usize>().unwrap_or(0)]
                    .constraint
                    .is_variable_length()
                {
                    Ok(quote!(rw.ods_operands(#opv, #i)))
                } else {
                    Ok(quote!(rw.ods_operands(#opv, #i)[0]))
                }
            }
            // `--gen-op-defs`'s error, at the op.
            _ => Err(OdsError::at(
                self.rk,
                op.def,
                "op has multiple variadic operands but no specification over their sizes",
            )),
        }
    }

    /// The condition of constraint def `c` on `self_expr` with `$0..` = `args`.
    fn constraint_cond(
        &self,
        c: RecId,
        self_expr: TokenStream,
        args: &[TokenStream],
    ) -> Result<TokenStream, OdsError> {
        let pred = self
            .rk
            .get_def(self.rk.rec(c), "predicate")
            .map_err(OdsError::from)?;
        let cond = pred_condition(self.rk, pred)
            .map_err(|e| self.err(reworded(&e.message, "constraint predicate is")))?;
        let mut table: Vec<(String, TokenStream)> = vec![
            ("_self".into(), self_expr),
            ("_ctx".into(), quote!(ctx)),
            ("_builder".into(), quote!(rw)),
        ];
        for (i, a) in args.iter().enumerate() {
            table.push((i.to_string(), a.clone()));
        }
        let table: Vec<(&str, TokenStream)> =
            table.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        snippet::fill_expr(&cond, &table)
            .map(ToTokens::into_token_stream)
            .map_err(|e| self.err(e.message("constraint")))
    }

    /// `$_self` of constraint `c` applied to `sym`.
    fn self_of(&self, c: RecId, v: &TokenStream, is_attr: bool) -> TokenStream {
        let r = self.rk.rec(c);
        if r.is_subclass_of_name("TypeConstraint", self.rk) {
            quote!(TypeView::new(ctx, body.value_type(#v)))
        } else if r.is_subclass_of_name("AttrConstraint", self.rk) || is_attr {
            if is_attr {
                quote!(AttrView::new(ctx, #v))
            } else {
                v.clone()
            }
        } else {
            v.clone()
        }
    }

    /// Checks constraint `c` on a value or attribute `v` (every element of a group).
    fn check_leaf(
        &mut self,
        c: RecId,
        v: &Ident,
        is_attr: bool,
        group: bool,
    ) -> Result<(), OdsError> {
        let f = fail();
        if group {
            let e = format_ident!("v");
            let s = self.self_of(c, &quote!(#e), is_attr);
            let cond = self.constraint_cond(c, s, &[quote!(#e)])?;
            self.code(quote! {
                if !#v.iter().all(|&v| #cond) { #f; }
            });
        } else {
            let s = self.self_of(c, &quote!(#v), is_attr);
            let cond = self.constraint_cond(c, s, &[quote!(#v)])?;
            self.code(quote! {
                if !(#cond) { #f; }
            });
        }
        Ok(())
    }

    /// Matches op node `node` held in `opv`.
    fn match_op(&mut self, node: &Node, opv: &Ident) -> Result<(), OdsError> {
        let op = node.op().expect("an op node").clone();
        // The op's results, bound to its name.
        if let Some(name) = &node.name {
            let results = self.local(name);
            let many = op.results.len() != 1
                || op.results.iter().any(|r| r.constraint.is_variable_length());
            if many {
                self.code(quote!(let #results = body.results(#opv).to_vec();));
            } else {
                self.code(quote!(let #results = body.results(#opv)[0];));
            }
            self.bind(
                Some(name),
                Sym::Op {
                    op: opv.clone(),
                    results,
                    many,
                    empty: op.results.is_empty(),
                    groups: var_groups(&op),
                },
            );
        }
        let slots = self.op_args(&op);
        let mut flat: Vec<(&Arg, usize)> = Vec::new();
        let mut eithers: Vec<(usize, &Node)> = Vec::new();
        let mut k = 0;
        for a in &node.args {
            if let Arg::Node(n) = a {
                if matches!(n.kind, NodeKind::Either) {
                    eithers.push((k, n));
                    for x in &n.args {
                        flat.push((x, k));
                        k += 1;
                    }
                    continue;
                }
            }
            flat.push((a, k));
            k += 1;
        }
        // Read the operands of both sides of each `either`, then loop over both orders.
        let mut values: BTreeMap<usize, Ident> = BTreeMap::new();
        for (start, _) in &eithers {
            for j in [*start, start + 1] {
                let (is_operand, idx, _, var) = slots[j].clone();
                if !is_operand || var {
                    return Err(self.err("either must apply to two single operands"));
                }
                let e = self.operand_expr(opv, &op, idx)?;
                let v = self.local(&format!("{opv}_operand{idx}"));
                self.code(quote!(let #v = #e;));
                values.insert(j, v);
            }
            let (a, b) = (values[start].clone(), values[&(start + 1)].clone());
            let (x, y) = (
                self.local(&format!("{a}_either")),
                self.local(&format!("{b}_either")),
            );
            self.steps
                .push(Step::Either(x.clone(), y.clone(), quote!(#a), quote!(#b)));
            values.insert(*start, x);
            values.insert(start + 1, y);
        }
        for (arg, j) in flat {
            let (is_operand, idx, ods_name, var) = slots[j].clone();
            if is_operand {
                let v = match values.get(&j) {
                    Some(v) => v.clone(),
                    None => {
                        let base = match arg {
                            Arg::Leaf(_, Some(n)) if n != "_" => n.clone(),
                            _ => format!("{opv}_operand{idx}"),
                        };
                        let v = self.local(&base);
                        let e = self.operand_expr(opv, &op, idx)?;
                        self.code(quote!(let #v = #e;));
                        v
                    }
                };
                match arg {
                    Arg::Leaf(leaf, name) => {
                        if let Leaf::Constraint(c) | Leaf::EnumCase(c) = leaf {
                            self.check_leaf(*c, &v, false, var)?;
                        }
                        let sym = if var { Sym::Values(v) } else { Sym::Value(v) };
                        self.bind(name.as_deref(), sym);
                    }
                    Arg::Node(n) => {
                        if var {
                            return Err(
                                self.err("a nested pattern cannot match a variadic operand")
                            );
                        }
                        self.match_nested(n, &v)?;
                    }
                }
            } else {
                // An optional attribute neither named nor constrained is not looked at.
                if var
                    && matches!(arg, Arg::Leaf(Leaf::Unset, n)
                        if n.as_deref().is_none_or(|n| n == "_"))
                {
                    continue;
                }
                let v = self.local(match arg {
                    Arg::Leaf(_, Some(n)) if n != "_" => n,
                    _ => &ods_name,
                });
                let f = fail();
                if var {
                    self.code(quote!(let #v = ctx.dictionary_get(body.attrs(#opv), #ods_name);));
                } else {
                    self.code(quote! {
                        let Some(#v) = ctx.dictionary_get(body.attrs(#opv), #ods_name) else { #f; };
                    });
                }
                match arg {
                    Arg::Leaf(leaf, name) => {
                        if let Leaf::Constraint(c) | Leaf::ConstantAttr(c) | Leaf::EnumCase(c) =
                            leaf
                        {
                            if var {
                                let s = self.self_of(*c, &quote!(a), true);
                                let cond = self.constraint_cond(*c, s, &[quote!(a)])?;
                                self.code(quote! {
                                    if !#v.is_some_and(|a| #cond) { #f; }
                                });
                            } else {
                                self.check_leaf(*c, &v, true, false)?;
                            }
                        }
                        let sym = if var { Sym::OptAttr(v) } else { Sym::Attr(v) };
                        self.bind(name.as_deref(), sym);
                    }
                    Arg::Node(_) => {
                        return Err(self.err("a nested pattern cannot match an attribute"));
                    }
                }
            }
        }
        Ok(())
    }

    /// Matches the nested node `n` on value `v`.
    fn match_nested(&mut self, n: &Node, v: &Ident) -> Result<(), OdsError> {
        let f = fail();
        match &n.kind {
            NodeKind::Op(_, op) => {
                let opv = format_ident!("op{}", self.n_ops);
                self.n_ops += 1;
                self.used.insert(opv.to_string());
                let name = op.operation_name();
                self.code(quote! {
                    let Some(#opv) = rw.defining_op(#v, #name) else { #f; };
                });
                self.match_op(n, &opv)?;
                self.matched_ops.push(opv);
                Ok(())
            }
            NodeKind::Native(d) => {
                let def_op = self.local(&format!("{v}_def"));
                self.code(quote! {
                    let Some(#def_op) = rw.defining_any_op(#v) else { #f; };
                });
                let mut binds = Vec::new();
                for a in &n.args {
                    let Arg::Leaf(leaf, name) = a else {
                        unreachable!("checked by the model");
                    };
                    let b = self.local(name.as_deref().filter(|n| *n != "_").unwrap_or("bound"));
                    binds.push((b, leaf.clone(), name.clone()));
                }
                let expr = crate::ods::native_expr(self.rk, &n.kind);
                let mut table: Vec<(String, TokenStream)> = vec![
                    ("_self".into(), quote!(#def_op)),
                    ("_ctx".into(), quote!(ctx)),
                    ("_builder".into(), quote!(rw)),
                ];
                for (i, (b, ..)) in binds.iter().enumerate() {
                    table.push((i.to_string(), quote!(#b)));
                }
                let table: Vec<(&str, TokenStream)> =
                    table.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
                let call = snippet::expr_in(expr, &table)
                    .map_err(|e| OdsError::at(self.rk, *d, e.message("NativeCodeCall")))?;
                let pat = match binds.as_slice() {
                    [(b, ..)] => quote!(#b),
                    _ => {
                        let bs = binds.iter().map(|(b, ..)| b);
                        quote!((#(#bs),*))
                    }
                };
                self.code(quote! {
                    let Some(#pat) = #call else { #f; };
                });
                self.matched_ops.push(def_op);
                for (b, leaf, name) in binds {
                    let is_attr = match &leaf {
                        Leaf::Constraint(c) | Leaf::ConstantAttr(c) | Leaf::EnumCase(c) => self
                            .rk
                            .rec(*c)
                            .is_subclass_of_name("AttrConstraint", self.rk),
                        _ => true,
                    };
                    if let Leaf::Constraint(c) | Leaf::ConstantAttr(c) | Leaf::EnumCase(c) = leaf {
                        self.check_leaf(c, &b, is_attr, false)?;
                    }
                    let sym = if is_attr { Sym::Attr(b) } else { Sym::Value(b) };
                    self.bind(name.as_deref(), sym);
                }
                Ok(())
            }
            _ => Err(self.err("unsupported nested node in source pattern")),
        }
    }

    /// The Rust of the symbol `name` (with `__N` result access) in a result tree.
    fn sym_ref(&self, name: &str) -> Result<(Sym, Option<usize>), OdsError> {
        if let Some(s) = self.syms.get(name) {
            return Ok((s.clone(), None));
        }
        if let Some((base, n)) = name.rsplit_once("__") {
            if let (Some(s), Ok(n)) = (self.syms.get(base), n.parse::<usize>()) {
                return Ok((s.clone(), Some(n)));
            }
        }
        Err(self.err(format!("referencing unbound symbol '{name}'")))
    }

    /// Values of a symbol as a list of `Value` expressions or a slice.
    fn sym_values(&self, name: &str) -> Result<Vals, OdsError> {
        let (s, idx) = self.sym_ref(name)?;
        if let (Sym::Op { op, groups, .. }, Some(n)) = (&s, idx) {
            if !groups.is_empty() {
                let g = lit(n);
                return Ok(match groups.get(n) {
                    Some(true) => Vals::Many(quote!(rw.ods_results(#op, #g))),
                    Some(false) => Vals::One(quote!(rw.ods_results(#op, #g)[0])),
                    None => {
                        return Err(self.err(format!(
                            "'{name}' names result group {n}, which the op does not have"
                        )))
                    }
                });
            }
        }
        Ok(match (s, idx) {
            (
                Sym::Op {
                    results,
                    many: true,
                    ..
                }
                | Sym::Values(results),
                Some(n),
            ) => {
                let n = lit(n);
                Vals::One(quote!(#results[#n]))
            }
            (
                Sym::Op {
                    results,
                    many: false,
                    ..
                }
                | Sym::Value(results),
                _,
            ) => Vals::One(quote!(#results)),
            (
                Sym::Op {
                    results,
                    many: true,
                    ..
                }
                | Sym::Values(results),
                None,
            ) => Vals::Many(quote!(#results)),
            (Sym::Attr(a), _) => Vals::One(quote!(#a)),
            (Sym::OptAttr(a), _) => Vals::Opt(quote!(#a)),
        })
    }

    /// A snippet argument for a symbol or nested native call.
    fn snippet_arg(&mut self, a: &Arg, depth: usize) -> Result<TokenStream, OdsError> {
        match a {
            Arg::Leaf(Leaf::Unset, Some(n)) | Arg::Leaf(Leaf::Constraint(_), Some(n)) => {
                let (s, idx) = self.sym_ref(n)?;
                Ok(match idx {
                    Some(i) => {
                        let i = lit(i);
                        let r = s.ident();
                        quote!(#r[#i])
                    }
                    None => s.arg(),
                })
            }
            Arg::Leaf(Leaf::ConstantAttr(c), _) => self.constant_attr(*c),
            Arg::Leaf(Leaf::EnumCase(c), _) => self.enum_case_attr(*c),
            Arg::Leaf(Leaf::Native(d), _) => self.native_call(*d, &[], depth),
            Arg::Leaf(Leaf::Str(s), _) => Ok(quote!(#s)),
            Arg::Node(n) => match &n.kind {
                NodeKind::Native(d) => {
                    let v = self.native_call(*d, &n.args, depth)?;
                    self.bind_native(n, *d, v)
                }
                NodeKind::Op(..) => {
                    let vals = self.build(n, depth + 1, None)?;
                    Ok(match vals {
                        Vals::One(t) | Vals::Many(t) | Vals::Opt(t) => t,
                    })
                }
                _ => Err(self.err("unsupported directive as an argument")),
            },
            Arg::Leaf(_, None) => Err(self.err("unsupported leaf in result pattern")),
        }
    }

    /// Binds the name of native call node `n` (of def `d`) to its value `v`, and gives the
    /// value the node stands for: a call of several values bound as `$name__N` binds
    /// `$name` to them all and stands for the N-th.
    fn bind_native(&mut self, n: &Node, d: RecId, v: TokenStream) -> Result<TokenStream, OdsError> {
        let Some(name) = n.name.as_deref() else {
            return Ok(v);
        };
        let returns = self.rk.get_int(self.rk.rec(d), "numReturns").unwrap_or(1);
        if returns > 1 {
            let (base, idx) = name
                .rsplit_once("__")
                .and_then(|(b, i)| Some((b, i.parse::<usize>().ok()?)))
                .ok_or_else(|| {
                    self.err(format!(
                        "a native code call of {returns} values is bound as '$NAME__N', not '{name}'"
                    ))
                })?;
            let local = self.local(base);
            self.code(quote!(let #local = #v;));
            self.syms
                .insert(base.to_string(), Sym::Values(local.clone()));
            let i = lit(idx);
            return Ok(quote!(#local[#i]));
        }
        let local = self.local(name);
        self.code(quote!(let #local = #v;));
        self.syms
            .insert(name.to_string(), Sym::Value(local.clone()));
        Ok(quote!(#local))
    }

    /// A `ConstantAttr` built: its attribute's `constBuilderCall` of its value.
    fn constant_attr(&self, c: RecId) -> Result<TokenStream, OdsError> {
        let r = self.rk.rec(c);
        let attr = self.rk.get_def(r, "attr")?;
        let value = self.rk.get_string(r, "value")?;
        let cb = self
            .rk
            .rec(attr)
            .field("constBuilderCall")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .trim()
            .to_string();
        if cb.is_empty() {
            return Err(self.err(format!(
                "no constBuilderCall for the attribute of constant '{value}'"
            )));
        }
        let v: TokenStream = snippet::expr(value)
            .map_err(|e| self.err(format!("constant value is not Rust: {e}")))?
            .into_token_stream();
        snippet::expr_in(&cb, &[("0", v), ("_ctx", quote!(ctx))])
            .map(ToTokens::into_token_stream)
            .map_err(|e| OdsError::at(self.rk, attr, e.message("constBuilderCall")))
    }

    /// An enum case built: its `constBuilderCall` of its value (MLIR builds the case as a
    /// constant attribute of its value).
    fn enum_case_attr(&self, c: RecId) -> Result<TokenStream, OdsError> {
        let r = self.rk.rec(c);
        let value = self.rk.get_int(r, "value")?;
        let cb = r
            .field("constBuilderCall")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .trim()
            .to_string();
        // A literal beyond `i32` is typed, so that Rust does not take it for an `i32`.
        let text = if i32::try_from(value).is_ok() {
            value.to_string()
        } else {
            format!("{value}i64")
        };
        let v: TokenStream = snippet::expr(&text)
            .map_err(|e| self.err(format!("enum case value is not Rust: {e}")))?
            .into_token_stream();
        snippet::expr_in(&cb, &[("0", v), ("_ctx", quote!(ctx))])
            .map(ToTokens::into_token_stream)
            .map_err(|e| OdsError::at(self.rk, c, e.message("constBuilderCall")))
    }

    /// A native code call of the result trees, its value held in a local.
    fn native_call(
        &mut self,
        d: RecId,
        args: &[Arg],
        depth: usize,
    ) -> Result<TokenStream, OdsError> {
        let mut table: Vec<(String, TokenStream)> = vec![
            ("_ctx".into(), quote!(ctx)),
            ("_builder".into(), quote!(rw)),
            ("_loc".into(), quote!(loc)),
        ];
        for (i, a) in args.iter().enumerate() {
            let t = self.snippet_arg(a, depth)?;
            table.push((i.to_string(), t));
        }
        let table: Vec<(&str, TokenStream)> =
            table.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        let expr = self
            .rk
            .rec(d)
            .field("expression")
            .and_then(|v| v.as_str())
            .unwrap_or("");
        let call = snippet::expr_in(expr, &table)
            .map_err(|e| OdsError::at(self.rk, d, e.message("NativeCodeCall")))?;
        let returns = self.rk.get_int(self.rk.rec(d), "numReturns").unwrap_or(1);
        if returns == 0 {
            self.code(quote!(#call;));
            return Ok(quote!(()));
        }
        let v = self.local(&self.rk.rec(d).name_str().to_snake_case_local());
        self.code(quote!(let #v = #call;));
        Ok(quote!(#v))
    }

    /// Builds op node `n` before the root; `replacing` is the index of the first root
    /// result it replaces, if it does. Gives its results.
    fn build(
        &mut self,
        n: &Node,
        depth: usize,
        replacing: Option<usize>,
    ) -> Result<Vals, OdsError> {
        let op = n.op().expect("an op node").clone();
        let slots = self.op_args(&op);
        let mut operands: Vec<TokenStream> = Vec::new();
        let mut operand_of: BTreeMap<usize, TokenStream> = BTreeMap::new();
        let mut attrs: Vec<TokenStream> = Vec::new();
        let mut attr_of: BTreeMap<usize, TokenStream> = BTreeMap::new();
        let mut loc = quote!(loc);
        let mut return_types: Option<Vec<TokenStream>> = None;
        let mut k = 0;
        let mut extend = false;
        let mut groups: BTreeSet<usize> = BTreeSet::new();
        // The arguments in ODS order, for a custom builder.
        let mut ordered: Vec<TokenStream> = Vec::new();
        for a in &n.args {
            if let Arg::Node(d) = a {
                match d.kind {
                    NodeKind::Location => {
                        // Bound symbols give their ops' locations; one string names
                        // the location (alone) or is the fusion's metadata.
                        let mut locs = Vec::new();
                        let mut label: Option<&str> = None;
                        for l in &d.args {
                            match l {
                                Arg::Leaf(Leaf::Str(s), _) => {
                                    if label.is_some() {
                                        return Err(
                                            self.err("location directive takes at most one string")
                                        );
                                    }
                                    label = Some(s);
                                }
                                Arg::Leaf(_, Some(s)) => {
                                    let (sym, _) = self.sym_ref(s)?;
                                    match sym {
                                        Sym::Op { op, .. } => locs.push(quote!(rw.body().loc(#op))),
                                        _ => {
                                            let v = sym.ident();
                                            locs.push(quote!(rw.body().loc(rw.defining_any_op(#v).expect("an op result"))))
                                        }
                                    }
                                }
                                _ => {
                                    return Err(self.err(
                                        "location directive takes bound symbols and a string",
                                    ))
                                }
                            }
                        }
                        let l = self.local("loc");
                        match (label, locs.len()) {
                            (Some(s), 0) => self.code(quote!(let #l = ctx.name_loc(#s);)),
                            (None, 1) => {
                                let x = &locs[0];
                                self.code(quote!(let #l = #x;));
                            }
                            (None, _) => {
                                self.code(quote!(let #l = ctx.fused_loc(&[#(#locs),*], None);))
                            }
                            (Some(s), _) => self.code(quote!(
                                let #l = ctx.fused_loc(&[#(#locs),*], Some(ctx.string_attr(#s)));
                            )),
                        }
                        loc = quote!(#l);
                        continue;
                    }
                    NodeKind::ReturnType => {
                        let mut tys = Vec::new();
                        for t in &d.args {
                            let e = match t {
                                Arg::Leaf(Leaf::Str(s), _) => snippet::expr_in(
                                    s,
                                    &[
                                        ("_ctx", quote!(ctx)),
                                        ("_builder", quote!(rw)),
                                        ("_loc", quote!(loc)),
                                    ],
                                )
                                .map(ToTokens::into_token_stream)
                                .map_err(|e| self.err(e.message("returnType")))?,
                                Arg::Leaf(_, Some(s)) => match self.sym_values(s)? {
                                    Vals::One(v) => {
                                        if matches!(self.sym_ref(s)?.0, Sym::Attr(_)) {
                                            quote!(ctx.typed_attr_type(#v).expect("a typed attribute"))
                                        } else {
                                            quote!(rw.body().value_type(#v))
                                        }
                                    }
                                    _ => return Err(self.err("returnType takes single values")),
                                },
                                other => self.snippet_arg(other, depth)?,
                            };
                            tys.push(e);
                        }
                        return_types = Some(tys);
                        continue;
                    }
                    _ => {}
                }
            }
            let Some((is_operand, idx, ods_name, var)) = slots.get(k).cloned() else {
                return Err(self.err(format!(
                    "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                    op.operation_name(),
                    n.args.iter().filter(|a| !matches!(a, Arg::Node(d) if matches!(d.kind, NodeKind::Location | NodeKind::ReturnType))).count(),
                    slots.len()
                )));
            };
            k += 1;
            let vals = match a {
                Arg::Leaf(Leaf::Unset, Some(s)) | Arg::Leaf(Leaf::Constraint(_), Some(s)) => {
                    self.sym_values(s)?
                }
                Arg::Node(d) if matches!(d.kind, NodeKind::Op(..)) => {
                    self.build(d, depth + 1, None)?
                }
                // `(replaceWithValue $x)` as an argument is `$x`.
                Arg::Node(d) if matches!(d.kind, NodeKind::ReplaceWithValue) => match &d.args[0] {
                    Arg::Leaf(_, Some(s)) => self.sym_values(s)?,
                    other => Vals::One(self.snippet_arg(other, depth)?),
                },
                other => {
                    let t = self.snippet_arg(other, depth)?;
                    Vals::One(t)
                }
            };
            // A result group read from a built op is held in a local before the op
            // using it is created.
            let vals = match vals {
                Vals::Many(t) if mentions_stream(&t, "ods_results") => {
                    let l = self.local(if ods_name.is_empty() {
                        "values"
                    } else {
                        &ods_name
                    });
                    self.code(quote!(let #l = #t;));
                    Vals::Many(quote!(#l))
                }
                Vals::One(t) if mentions_stream(&t, "ods_results") => {
                    let l = self.local(if ods_name.is_empty() {
                        "value"
                    } else {
                        &ods_name
                    });
                    self.code(quote!(let #l = #t;));
                    Vals::One(quote!(#l))
                }
                v => v,
            };
            ordered.push(match &vals {
                Vals::One(t) | Vals::Many(t) | Vals::Opt(t) => t.clone(),
            });
            if is_operand {
                match vals {
                    Vals::One(t) => {
                        operand_of.insert(idx, t.clone());
                        operands.push(t)
                    }
                    Vals::Many(t) => {
                        extend = true;
                        groups.insert(operands.len());
                        operands.push(t);
                    }
                    Vals::Opt(_) => return Err(self.err("an attribute cannot be an operand")),
                }
                let _ = var;
            } else {
                match vals {
                    Vals::One(t) => {
                        attr_of.insert(idx, t.clone());
                        attrs.push(quote!(Some((ctx.ident(#ods_name), #t))))
                    }
                    Vals::Opt(t) => attrs.push(quote!(#t.map(|a| (ctx.ident(#ods_name), a)))),
                    Vals::Many(_) => return Err(self.err("a value group cannot be an attribute")),
                }
            }
        }
        if k != slots.len() {
            return Err(self.err(format!(
                "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                op.operation_name(),
                k,
                slots.len()
            )));
        }
        // The result types.
        let n_results = op.results.len();
        let root = self.p.root().clone();
        let mut all_types: Option<TokenStream> = None;
        let mut builder: Option<Ident> = None;
        let types: Vec<TokenStream> = if let Some(t) = return_types {
            t
        } else if has_trait(self.rk, &op, "SameOperandsAndResultType") && !operand_of.is_empty() {
            let first = operand_of.values().next().cloned().unwrap();
            vec![quote!(rw.body().value_type(#first)); n_results]
        } else if let (Some(first), true, false) = (
            replacing,
            depth == 0,
            var_groups(&op).is_empty() && var_groups(&root).is_empty(),
        ) {
            // Groups of variable length: the types of the root's result groups it
            // replaces, whatever their sizes.
            let gs = (first..first + n_results).map(lit);
            all_types = Some(quote! {
                [#(#gs),*].into_iter().flat_map(|g| rw.ods_results(op0, g)).map(|v| rw.body().value_type(v)).collect::<Vec<Type>>()
            });
            Vec::new()
        } else if let (Some(first), true) = (replacing, depth == 0) {
            (first..first + n_results)
                .map(|i| {
                    let i = lit(i);
                    quote!(rw.body().value_type(rw.body().results(op0)[#i]))
                })
                .collect()
        } else {
            let mut tys = Vec::new();
            let fixed = var_groups(&op).is_empty();
            for r in op.results.iter().filter(|_| fixed) {
                let mut found = None;
                for t in &op.traits {
                    let tr = self.rk.rec(t.def);
                    if !tr.is_subclass_of_name("AllTypesMatch", self.rk) {
                        continue;
                    }
                    let names = self
                        .rk
                        .get_list_of_strings(tr, "values")
                        .unwrap_or_default();
                    if !names.iter().any(|x| *x == r.name) {
                        continue;
                    }
                    for other in names {
                        if let Some(pos) = slots.iter().position(|s| s.2 == other) {
                            let (is_operand, idx, ..) = slots[pos].clone();
                            if is_operand {
                                if let Some(v) = operand_of.get(&idx) {
                                    found = Some(quote!(rw.body().value_type(#v)));
                                }
                            } else {
                                if let Some(e) = attr_of.get(&idx) {
                                    found = Some(
                                        quote!(ctx.typed_attr_type(#e).expect("a typed attribute")),
                                    );
                                }
                            }
                            if found.is_some() {
                                break;
                            }
                        }
                    }
                }
                if found.is_none() && !r.constraint.builder_call.is_empty() {
                    let e = snippet::expr_in(&r.constraint.builder_call, &[("_ctx", quote!(ctx))])
                        .map(ToTokens::into_token_stream)
                        .map_err(|e| self.err(e.message("builderCall")))?;
                    found = Some(e);
                }
                match found {
                    Some(f) => tys.push(f),
                    None => break,
                }
            }
            if tys.len() != n_results || !fixed {
                // A custom builder of as many parameters as the arguments makes the types
                // (MLIR calls the builder of the separate arguments).
                let b = op
                    .builders(self.rk)?
                    .into_iter()
                    .find(|b| b.params.len() == ordered.len())
                    .ok_or_else(|| {
                        self.err(format!(
                            "cannot infer the result types of '{}'; give them with returnType",
                            op.operation_name()
                        ))
                    })?;
                builder = Some(format_ident!("{}", super::op_builders::builder_name(&b)));
                tys.clear();
            }
            tys
        };
        let name = op.operation_name();
        self.created.insert(name.clone());
        let var = self.local(&format!(
            "{}_op",
            op.cpp_class_name
                .trim_end_matches("Op")
                .to_snake_case_local()
        ));
        let mut type_vars = Vec::new();
        let mut type_stmts = TokenStream::new();
        let all_types = all_types.map(|all| {
            let tv = self.local(&format!("{var}_types"));
            type_stmts.extend(quote!(let #tv = #all;));
            quote!(#tv)
        });
        for (i, t) in types.iter().enumerate() {
            let tv = if types.len() == 1 {
                self.local(&format!("{var}_type"))
            } else {
                self.local(&format!("{var}_type{i}"))
            };
            type_stmts.extend(quote!(let #tv = #t;));
            type_vars.push(tv);
        }
        let result_types = all_types.unwrap_or_else(|| quote!(vec![#(#type_vars),*]));
        // The sizes of the operand groups, as the op's segment attribute.
        if has_trait(self.rk, &op, "AttrSizedOperandSegments") {
            let sizes = operands.iter().enumerate().map(|(i, o)| {
                if groups.contains(&i) {
                    quote!(#o.len() as i64)
                } else {
                    quote!(1)
                }
            });
            let pair = quote! {
                (ctx.ident("operand_segment_sizes"),
                 strata_framework::ods::format::segment_attr(ctx, &[#(#sizes),*]))
            };
            attr_of.insert(usize::MAX, pair.clone());
            attrs.push(quote!(Some(#pair)));
        }
        let attrs_expr = if attrs.is_empty() {
            quote!(ctx.empty_dictionary())
        } else if attr_of.len() == attrs.len() {
            let pairs = attrs.iter().map(|a| {
                let s = a.to_string();
                let inner: TokenStream = s
                    .strip_prefix("Some (")
                    .and_then(|r| r.strip_suffix(')'))
                    .unwrap_or(&s)
                    .parse()
                    .expect("tokens");
                inner
            });
            quote!(ctx.dictionary_attr(vec![#(#pairs),*]))
        } else {
            quote!(ctx.dictionary_attr([#(#attrs),*].into_iter().flatten().collect()))
        };
        let operands_expr = if extend && operands.len() == 1 {
            let o = &operands[0];
            quote!(#o.clone())
        } else if extend {
            let parts = operands.iter().enumerate().map(|(i, o)| {
                if groups.contains(&i) {
                    quote!(#o.iter().copied())
                } else {
                    quote!(std::iter::once(#o))
                }
            });
            quote!(std::iter::empty() #(.chain(#parts))* .collect())
        } else {
            quote!(vec![#(#operands),*])
        };
        let n_regions = lit(op.regions.len());
        let loc_field = if loc.to_string() == "loc" {
            quote!(loc)
        } else {
            quote!(loc: #loc)
        };
        let isolated = has_trait(self.rk, &op, "IsolatedFromAbove");
        if let Some(b) = builder {
            // The op's custom builder (its typed view must be in scope where the rules
            // are included).
            let class = format_ident!("{}", op.cpp_class_name);
            self.code(quote! {
                let #var = rw.create(#class::#b(ctx, #loc, #(#ordered),*));
            });
        } else {
            self.code(quote! {
                #type_stmts
                let #var = rw.create(OperationState {
                    name: ctx.ident(#name),
                    operands: #operands_expr,
                    attrs: #attrs_expr,
                    result_types: #result_types,
                    #loc_field,
                    successors: Vec::new(),
                    num_regions: #n_regions,
                    isolated_from_above: #isolated,
                });
            });
        }
        let many = n_results != 1 || op.results.iter().any(|r| r.constraint.is_variable_length());
        let results = self.local(&format!("{var}_result"));
        if many {
            self.code(quote!(let #results = rw.body().results(#var).to_vec();));
        } else {
            self.code(quote!(let #results = rw.body().results(#var)[0];));
        }
        if let Some(nm) = &n.name {
            // `$name__N` binds `$name` and stands for the N-th result alone.
            let pack = op_value_pack(n, &op);
            self.syms.insert(
                pack.map_or(nm.as_str(), |(base, _)| base).to_string(),
                Sym::Op {
                    op: var.clone(),
                    results: results.clone(),
                    many,
                    empty: n_results == 0,
                    groups: var_groups(&op),
                },
            );
            if let Some((_, i)) = pack {
                if i >= n_results {
                    return Err(self.err(format!(
                        "'{nm}' names result {i} of '{}', which has {n_results}",
                        op.operation_name()
                    )));
                }
                // With groups of variable length, `$name__N` is result group N.
                let g = lit(i);
                return Ok(match var_groups(&op).get(i) {
                    Some(true) => Vals::Many(quote!(rw.ods_results(#var, #g))),
                    Some(false) => Vals::One(quote!(rw.ods_results(#var, #g)[0])),
                    None => {
                        let i = lit(i);
                        Vals::One(quote!(#results[#i]))
                    }
                });
            }
        }
        Ok(if many {
            Vals::Many(quote!(#results))
        } else {
            Vals::One(quote!(#results))
        })
    }

    /// The struct, its constructor and its `RewritePattern` impl.
    fn items(mut self) -> Result<Vec<syn::Item>, OdsError> {
        let p = self.p;
        let root = p.root().clone();
        let root_name = root.operation_name();
        let op0 = format_ident!("op0");
        self.used.insert("op0".into());
        self.n_ops = 1;
        // Match.
        self.match_op(&p.source, &op0)?;
        self.matched_ops.insert(0, op0.clone());
        for c in &p.constraints {
            let NodeKind::Constraint(cd) = c.kind else {
                continue;
            };
            let mut args = Vec::new();
            let mut first: Option<(TokenStream, bool)> = None;
            for a in &c.args {
                let Arg::Leaf(_, Some(s)) = a else {
                    return Err(self.err("constraint arguments must be bound symbols"));
                };
                let (sym, _) = self.sym_ref(s)?;
                let is_attr = matches!(sym, Sym::Attr(_) | Sym::OptAttr(_));
                let t = match self.sym_values(s)? {
                    Vals::One(t) | Vals::Many(t) | Vals::Opt(t) => t,
                };
                if first.is_none() {
                    first = Some((t.clone(), is_attr));
                }
                args.push(t);
            }
            // `(C:$x ...)`: the entry's own name is `$_self` (MLIR's `AppliedConstraint`
            // self); otherwise its first argument is.
            if let Some(s) = &c.name {
                let (sym, _) = self.sym_ref(s)?;
                // An optional attribute is `$_self` as its `Option<Attribute>`.
                let is_attr = matches!(sym, Sym::Attr(_));
                let t = match self.sym_values(s)? {
                    Vals::One(t) | Vals::Many(t) | Vals::Opt(t) => t,
                };
                first = Some((t, is_attr));
            }
            let (f0, is_attr) = first.ok_or_else(|| self.err("constraint without argument"))?;
            let s = self.self_of(cd, &f0, is_attr);
            let cond = self.constraint_cond(cd, s, &args)?;
            let f = fail();
            self.code(quote!(if !(#cond) { #f; }));
        }
        // Rewrite: the location, then the result trees.
        let n_loc = p.source.num_ops().min(self.matched_ops.len());
        let locs: Vec<TokenStream> = self.matched_ops[..n_loc]
            .iter()
            .map(|o| quote!(body.loc(#o)))
            .collect();
        // Results that all reuse matched values build nothing: no location.
        let builds = p
            .results
            .iter()
            .any(|r| !matches!(r, Arg::Node(n) if matches!(n.kind, NodeKind::ReplaceWithValue)));
        if builds && locs.len() == 1 {
            self.code(quote!(let loc = body.loc(op0);));
        } else if builds {
            self.code(quote!(let loc = ctx.fused_loc(&[#(#locs),*], None);));
        }
        // The values each result tree gives; the last ones replace the root's results.
        let n_root = root.results.len();
        let mut counts = Vec::new();
        for r in &p.results {
            counts.push(match r {
                Arg::Node(n) => match &n.kind {
                    NodeKind::Op(_, o) => {
                        if op_value_pack(n, o).is_some() {
                            1
                        } else {
                            o.results.len()
                        }
                    }
                    NodeKind::ReplaceWithValue => 1,
                    NodeKind::Native(d) => {
                        self.rk.get_int(self.rk.rec(*d), "numReturns").unwrap_or(1) as usize
                    }
                    _ => 0,
                },
                _ => 1,
            });
        }
        let total: usize = counts.iter().sum();
        if total < n_root {
            return Err(self.err("no enough values generated to replace the matched op"));
        }
        let mut offset = 0;
        let mut replacements: Vec<TokenStream> = Vec::new();
        // An op of result groups of variable length replacing all of the root's results.
        let mut whole: Option<TokenStream> = None;
        let root_var = !var_groups(&root).is_empty();
        for (r, count) in p.results.iter().zip(&counts) {
            let first_replaced =
                (offset + count > total - n_root).then(|| offset.saturating_sub(total - n_root));
            let vals = match r {
                Arg::Node(n) => match &n.kind {
                    // An op of which one result is used (`$name__N`) gets its result
                    // types as a nested op does, not from the root's.
                    NodeKind::Op(_, o) if op_value_pack(n, o).is_some() => {
                        Some(self.build(n, 0, None)?)
                    }
                    NodeKind::Op(..) => Some(self.build(n, 0, first_replaced)?),
                    NodeKind::ReplaceWithValue => match &n.args[0] {
                        Arg::Leaf(_, Some(s)) => Some(self.sym_values(s)?),
                        other => Some(Vals::One(self.snippet_arg(other, 0)?)),
                    },
                    NodeKind::Native(d) => Some(Vals::One(self.native_call(*d, &n.args, 0)?)),
                    _ => return Err(self.err("unsupported result pattern")),
                },
                Arg::Leaf(_, Some(s)) => Some(self.sym_values(s)?),
                other => Some(Vals::One(self.snippet_arg(other, 0)?)),
            };
            let var_op = matches!(r, Arg::Node(n) if matches!(&n.kind, NodeKind::Op(_, o)
                if !var_groups(o).is_empty() && op_value_pack(n, o).is_none()));
            if first_replaced.is_some() && (var_op || root_var) {
                match vals {
                    Some(Vals::Many(t)) if first_replaced == Some(0) && *count == n_root => {
                        whole = Some(t);
                    }
                    _ => {
                        return Err(self.err(
                            "the root's results of variable length must be replaced by one op's results",
                        ))
                    }
                }
            } else if first_replaced.is_some() {
                match vals {
                    Some(Vals::One(t)) => replacements.push(t),
                    Some(Vals::Many(t)) => {
                        let skip = (total - n_root).saturating_sub(offset);
                        for i in skip..*count {
                            let i = lit(i);
                            replacements.push(quote!(#t[#i]));
                        }
                    }
                    _ => {}
                }
            }
            offset += count;
        }
        if let Some(t) = whole {
            self.code(quote!(rw.replace_op(op0, &#t);));
        } else if n_root == 0 {
            self.code(quote!(rw.erase_op(op0);));
        } else {
            self.code(quote!(rw.replace_op(op0, &[#(#replacements),*]);));
        }
        // Lay the steps out: each `either` loops over the rest.
        let body_ts = layout(
            std::mem::take(&mut self.steps),
            &quote!(return Err(MatchFailure)),
            quote!(Ok(())),
        );
        let name = format_ident!("{}", self.name);
        let debug = self.name;
        let benefit = u16::try_from(p.benefit().max(0)).unwrap_or(u16::MAX);
        let benefit_lit = proc_macro2::Literal::u16_unsuffixed(benefit);
        let created: Vec<&String> = self.created.iter().collect();
        let loc = loc_text(self.rk, self.rk.rec(p.def).loc());
        let doc = format!(
            "`{}` ({loc}): rooted at `{root_name}`, benefit {benefit}.",
            self.name
        );
        let uses_body = body_ts.to_string().contains("body .");
        let body_let = uses_body.then(|| quote!(let body = rw.body();));
        let uses_ctx = body_ts.clone().into_iter().any(|t| mentions(&t, "ctx"));
        let ctx_let = uses_ctx.then(|| quote!(let ctx = rw.ctx();));
        let tree_method = self.tree.as_ref().map(|(t, tested, bit)| {
            let bit = proc_macro2::Literal::u32_unsuffixed(*bit as u32);
            quote! {
                fn match_tree(&self) -> Option<TreeSlot> {
                    Some(TreeSlot { tree: #t, names: &[#(#tested),*], bit: #bit })
                }
            }
        });
        let s: syn::Item = syn::parse_quote! {
            #[doc = #doc]
            pub struct #name {
                root: Identifier,
            }
        };
        let ctor: syn::Item = syn::parse_quote! {
            impl #name {
                /// The pattern, its root's name interned in `ctx`.
                pub fn new(ctx: &Context) -> Self {
                    #name { root: ctx.ident(#root_name) }
                }
            }
        };
        let imp: syn::Item = syn::parse2(quote! {
            impl RewritePattern for #name {
                fn root(&self) -> PatternRoot {
                    PatternRoot::Op(self.root)
                }
                fn benefit(&self) -> u16 {
                    #benefit_lit
                }
                fn debug_name(&self) -> &str {
                    #debug
                }
                fn source_loc(&self) -> Option<&'static str> {
                    Some(#loc)
                }
                #tree_method
                fn generated_ops(&self) -> &[&'static str] {
                    &[#(#created),*]
                }
                fn match_and_rewrite(&self, op0: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
                    #ctx_let
                    #body_let
                    #body_ts
                }
            }
        })
        .map_err(|e| self.err(format!("generated pattern is not Rust: {e}")))?;
        Ok(vec![s, ctor, imp])
    }
}

/// Whether the tokens `ts` hold the identifier `name`.
fn mentions_stream(ts: &TokenStream, name: &str) -> bool {
    ts.clone().into_iter().any(|t| mentions(&t, name))
}

/// Whether the token `t` is, or a group `t` holds, the identifier `name`.
fn mentions(t: &TokenTree, name: &str) -> bool {
    match t {
        TokenTree::Ident(i) => i == name,
        TokenTree::Group(g) => g.stream().into_iter().any(|t| mentions(&t, name)),
        _ => false,
    }
}

/// The values a result tree or symbol gives.
enum Vals {
    One(TokenStream),
    Many(TokenStream),
    Opt(TokenStream),
}

/// The steps as code; a failure is `fail`; the last step ends the function.
fn layout(steps: Vec<Step>, fail_ts: &TokenStream, end: TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    let mut it = steps.into_iter();
    while let Some(s) = it.next() {
        match s {
            Step::Code(ts) => out.extend(replace_fail(ts, fail_ts)),
            Step::Either(x, y, a, b) => {
                let rest = layout(it.collect(), &quote!(continue), quote!(return Ok(());));
                out.extend(quote! {
                    for (#x, #y) in [(#a, #b), (#b, #a)] {
                        #rest
                    }
                    #fail_ts
                });
                return out;
            }
        }
    }
    out.extend(end);
    out
}

trait SnakeLocal {
    fn to_snake_case_local(&self) -> String;
}

impl SnakeLocal for str {
    fn to_snake_case_local(&self) -> String {
        heck::ToSnakeCase::to_snake_case(self)
    }
}

/// An unsuffixed integer literal.
fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

/// Whether `op` lists the trait def named `name`.
fn has_trait(rk: &RecordKeeper, op: &Operator, name: &str) -> bool {
    op.traits.iter().any(|t| rk.rec(t.def).name_str() == name)
}

/// What a rule asks of the op defining an operand of its root.
#[derive(Clone, PartialEq, Eq)]
enum DefReq {
    /// Nothing (a leaf, or a slot of an `either`).
    Free,
    /// Some op (a native matcher such as `ConstantLikeMatcher`).
    AnyOp,
    /// An op of this name.
    Op(String),
}

/// The decision tree of the rules `members` (indices into `rules`, all rooted at the same
/// op): a function testing the op defining each operand of the root once, for all the
/// rules, and giving the mask of those that may still match (bit `i` for `members[i]`);
/// and the op names it tests, which it is given interned, in that order (`names[k]`), to
/// compare identifiers rather than strings.
fn tree_fn(
    rk: &RecordKeeper,
    rules: &[(String, Pattern)],
    members: &[usize],
    ident: &Ident,
) -> Result<(syn::Item, Vec<String>), OdsError> {
    let first = &rules[members[0]].1;
    let root = first.root().clone();
    let root_name = root.operation_name();
    let probe = PatternGen::new(rk, first, &rules[members[0]].0);
    let slots = probe.op_args(&root);
    let variadic = root
        .operands
        .iter()
        .any(|o| o.constraint.is_variable_length());
    let all: u64 = if members.len() == 64 {
        u64::MAX
    } else {
        (1u64 << members.len()) - 1
    };
    // Per operand of the root: what each rule asks of its defining op.
    let mut reqs: Vec<(usize, Vec<DefReq>)> = Vec::new();
    if !variadic {
        for (slot, (is_operand, idx, _, _)) in slots.iter().enumerate() {
            if !*is_operand {
                continue;
            }
            let mut per_rule = Vec::new();
            for &m in members {
                per_rule.push(def_req(&rules[m].1.source, slot));
            }
            if per_rule.iter().any(|r| *r != DefReq::Free) {
                reqs.push((*idx, per_rule));
            }
        }
    }
    let mask_lit = |m: u64| {
        let text = format!("0b{:0width$b}", m, width = members.len());
        text.parse::<TokenStream>().expect("a literal")
    };
    let mut stmts = TokenStream::new();
    let mut tested: Vec<String> = Vec::new();
    for (idx, per_rule) in &reqs {
        let mask_of = |keep: &dyn Fn(&DefReq) -> bool| -> u64 {
            per_rule
                .iter()
                .enumerate()
                .filter(|(_, r)| keep(r))
                .fold(0u64, |m, (i, _)| m | (1 << i))
        };
        let mut names: Vec<&String> = per_rule
            .iter()
            .filter_map(|r| match r {
                DefReq::Op(n) => Some(n),
                _ => None,
            })
            .collect();
        names.sort();
        names.dedup();
        let other = mask_lit(mask_of(&|r| matches!(r, DefReq::Free | DefReq::AnyOp)));
        // `if name == names[k] { mask } else if ... else { other }`.
        let mut chain = TokenStream::new();
        for n in &names {
            let m = mask_lit(mask_of(&|r| {
                matches!(r, DefReq::Free | DefReq::AnyOp) || matches!(r, DefReq::Op(x) if x == *n)
            }));
            let k = match tested.iter().position(|t| t == *n) {
                Some(k) => k,
                None => {
                    tested.push((*n).clone());
                    tested.len() - 1
                }
            };
            let k = lit(k);
            chain.extend(quote!(if name == names[#k] { #m } else));
        }
        chain.extend(quote!({ #other }));
        let none = mask_lit(mask_of(&|r| matches!(r, DefReq::Free)));
        let i = lit(*idx);
        let v = format_ident!("operand{}", idx);
        let d = format_ident!("def{}", idx);
        let some = if names.is_empty() {
            quote!(Some(_) => #other,)
        } else {
            quote! {
                Some(#d) => {
                    let name = body.op_name(#d);
                    #chain
                }
            }
        };
        stmts.extend(quote! {
            let #v = body.operand(op0, #i);
            candidates &= match rw.defining_any_op(#v) {
                #some
                None => #none,
            };
        });
    }
    let mut docs: Vec<String> = vec![
        format!(
            "The decision tree of the {} rules rooted at `{root_name}`: the op defining each",
            members.len()
        ),
        "operand of the root is tested once for all of them; gives the rules that may still"
            .to_string(),
        "match, bit `i` for rule `i`:".to_string(),
    ];
    for (bit, &m) in members.iter().enumerate() {
        docs.push(format!(
            "- {bit}: `{}` ({})",
            rules[m].0,
            loc_text(rk, rk.rec(rules[m].1.def).loc())
        ));
    }
    let all = mask_lit(all);
    let fn_body = if reqs.is_empty() {
        // No rule looks at the ops defining the root's operands: all may match.
        quote! {
            let _ = (op0, rw, names);
            #all
        }
    } else {
        // A tree testing only whether operands are defined by ops compares no name.
        let unused = tested.is_empty().then(|| quote!(let _ = names;));
        quote! {
            #unused
            let body = rw.body();
            let mut candidates: u64 = #all;
            #stmts
            candidates
        }
    };
    let item = syn::parse2(quote! {
        #(#[doc = #docs])*
        pub fn #ident(op0: Op, rw: &PatternRewriter<'_>, names: &[Identifier]) -> u64 {
            #fn_body
        }
    })
    .map_err(|e| OdsError::at(rk, first.def, format!("generated tree is not Rust: {e}")))?;
    Ok((item, tested))
}

/// What the source `source` asks of the op defining the operand of argument slot `slot`
/// of its root.
fn def_req(source: &Node, slot: usize) -> DefReq {
    let mut k = 0;
    for a in &source.args {
        if let Arg::Node(n) = a {
            if matches!(n.kind, NodeKind::Either) {
                if slot == k || slot == k + 1 {
                    return DefReq::Free;
                }
                k += n.args.len();
                continue;
            }
        }
        if k == slot {
            return match a {
                Arg::Node(n) => match &n.kind {
                    NodeKind::Op(_, op) => DefReq::Op(op.operation_name()),
                    NodeKind::Native(_) => DefReq::AnyOp,
                    _ => DefReq::Free,
                },
                Arg::Leaf(..) => DefReq::Free,
            };
        }
        k += 1;
    }
    DefReq::Free
}
