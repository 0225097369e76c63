//! `--gen-op-defs`: the Rust of a dialect's ops, for `strata_framework::ods`.
//!
//! For each op: a static [`OpSpec`] table (operand/result groups with their type
//! constraints, attributes, regions, successors, traits, the compiled assembly format), a
//! typed view (`AddIOp<'a>`) with named accessors and a builder, and the glue to the hooks
//! the spec asks for (`HasVerifier`, `HasCustomAssemblyFormat`). Constraints are emitted
//! once per dialect and shared. Every Rust snippet of the spec (predicates, conversions,
//! builder calls) is parsed at generation time, so a malformed one is an error at its
//! `.td` location, not a compile error in generated code.
//!
//! [`OpSpec`]: https://docs.rs/strata-framework (the `ods` module of the framework)

use super::snippet;
use crate::ods::format::{parse_format, FormatElement, VarRef};
use crate::ods::{self, OdsError, Operator, TraitKind};
use crate::record::{RecId, RecordKeeper};
use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};

/// Generates the Rust of the ops of `dialect` (all ops of the file when `None`), formatted.
pub fn gen_op_defs(rk: &RecordKeeper, dialect: Option<&str>) -> Result<String, OdsError> {
    let mut g = Gen {
        rk,
        names: Names::default(),
        type_constraints: Vec::new(),
        attr_constraints: Vec::new(),
        region_constraints: Vec::new(),
        op_preds: Vec::new(),
        enums: Vec::new(),
        declared_methods: TokenStream::new(),
    };
    let mut ops = Vec::new();
    for def in ods::op_definitions(rk)? {
        let op = Operator::from_def(rk, def).map_err(|e| at_op(rk, def, e))?;
        if dialect.is_none_or(|d| op.dialect.name == d) {
            ops.push(op);
        }
    }
    // The names the shared items must not take: the prelude's functions, the file's
    // registration items and the ops' spec statics.
    for name in PRELUDE_FNS
        .iter()
        .chain(&["register", "register_attr_type_defs", "ops"])
    {
        g.names.fresh(name);
    }
    for op in &ops {
        let name = spec_ident(op).to_string().to_lowercase();
        if g.names.used.contains(&name) {
            return Err(g.loc_err(
                op.def,
                format!(
                    "the static of op '{}' would be named `{}` like another item of the file",
                    op.operation_name(),
                    spec_ident(op)
                ),
            ));
        }
        g.names.fresh(&name);
    }
    let mut items: Vec<syn::Item> = Vec::new();
    let mut specs = Vec::new();
    let mut dialect_name = dialect.map(str::to_string);
    for op in &ops {
        dialect_name.get_or_insert_with(|| op.dialect.name.clone());
        let tokens = g.op(op).map_err(|e| at_op(rk, op.def, e))?;
        // Parsed op by op, so that Rust the spec's snippets make invalid is
        // reported at the op that holds them.
        let file: syn::File = syn::parse2(tokens)
            .map_err(|e| g.loc_err(op.def, format!("generated Rust does not parse: {e}")))?;
        items.extend(file.items);
        specs.push(spec_ident(op));
    }
    let constraints = g.constraint_items();
    let interfaces = super::op_interfaces::gen_interface_items(rk)?;
    let enums = g.enum_items()?;
    let dialect_name = dialect_name.unwrap_or_default();
    // `generate_dialect` appends the dialect's attribute and type definitions, which
    // `register` registers too.
    let register_defs = super::attr_type_defs::has_defs(rk, &dialect_name)
        .then(|| quote!(register_attr_type_defs(ctx);));
    let register = quote! {
        /// The ops of this dialect, in spec order.
        pub static OPS: &[&OpSpec] = &[#(&#specs),*];

        /// Registers the dialect and its ops in `ctx`.
        pub fn register(ctx: &Context) {
            register_ops(ctx, #dialect_name, OPS);
            #register_defs
        }
    };
    let declared = if g.declared_methods.is_empty() {
        TokenStream::new()
    } else {
        let methods = &g.declared_methods;
        quote! {
            /// The interface methods the ops declare in the spec, which the dialect's Rust
            /// implements (`impl interface_methods::FooOpDeclaredMethods for FooOp<'_>`).
            pub mod interface_methods {
                #[allow(unused_imports)]
                use super::*;
                #methods
            }
        }
    };
    let file = quote! {
        #[allow(unused_imports)]
        use ::strata_framework::interfaces::prelude::*;
        #declared
        #interfaces
        #enums
        #(#constraints)*
        #(#items)*
        #register
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| OdsError {
        loc: ops
            .first()
            .map(|o| rk.rec(o.def).loc())
            .unwrap_or(crate::source::Loc {
                file: crate::source::FileId(0),
                offset: 0,
            }),
        message: format!("generated Rust does not parse: {e}"),
        notes: Vec::new(),
    })?;
    Ok(super::render::render("--gen-op-defs", parsed))
}

/// An error found while generating an op, reported in the op's own file: an error in
/// a record of another file (a base class, or an anonymous instance such as
/// `DefaultValuedAttr<...>`, which TableGen locates at its class) is moved to the op,
/// naming where it was found.
fn at_op(rk: &RecordKeeper, op: RecId, e: OdsError) -> OdsError {
    let op_loc = rk.rec(op).loc();
    if e.loc.file == op_loc.file {
        return e;
    }
    let pos = rk.sources.position(e.loc);
    let path = pos.path.to_string_lossy().replace('\\', "/");
    OdsError {
        loc: op_loc,
        message: format!("{} (at {path}:{}:{})", e.message, pos.line, pos.column),
        notes: Vec::new(),
    }
}

/// Whether `name` can be a Rust identifier (keywords excluded).
fn is_rust_ident(name: &str) -> bool {
    syn::parse_str::<syn::Ident>(name).is_ok()
}

/// The module every generated file imports with a glob: the framework names generated
/// code uses (`OpSpec`, `Value`, `Fmt`, ...), written unqualified. An interface whose
/// `cppNamespace` is this module is named unqualified too.
pub(super) const PRELUDE: &str = "::strata_framework::interfaces::prelude";

/// The functions of the prelude, which no generated item may shadow.
const PRELUDE_FNS: &[&str] = &[
    "add_default_attrs",
    "append_spec_effects",
    "all_equal",
    "attr_interface_model",
    "attr_params",
    "flat_symbol_ref",
    "function_signature",
    "get_attr",
    "get_type",
    "i64_array_attr",
    "interface_model",
    "into_types",
    "named_type",
    "operand_group",
    "operand_group_named",
    "result_group",
    "register_defs",
    "register_ops",
    "resolve_callable",
    "segment_attr",
    "spec_result_names",
    "terminator_operands",
    "transformed",
    "type_interface_model",
    "type_params",
    "types_match_with",
    "types_match_with_at",
    "verify_def",
    "verify_function_op",
    "verify_function_type",
    "verify_offset_size_and_stride",
    "verify_successor",
    "verify_symbol",
    "verify_types_along_edges",
    "visibility",
];

/// The context placeholders of builder calls (`$_ctx`, `$_builder`): the `ctx` in scope.
fn ctx_subst() -> [(&'static str, TokenStream); 2] {
    [("_ctx", quote!(ctx)), ("_builder", quote!(ctx))]
}

/// The static holding an op's spec: its full name in capitals (`arith.addi` → `ARITH_ADDI`).
pub(super) fn spec_ident(op: &Operator) -> proc_macro2::Ident {
    let name: String = op
        .operation_name()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    format_ident!("{}", name)
}

/// An integer literal without a type suffix (`0`, not `0usize`).
fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

/// The static of a shared item named `name` (snake_case).
fn static_ident(name: &str) -> proc_macro2::Ident {
    format_ident!("{}", name.to_shouty_snake_case())
}

/// A Rust identifier for a spec name (keywords get a trailing `_`).
pub(super) fn rust_ident(name: &str) -> proc_macro2::Ident {
    let snake = name.to_snake_case();
    if is_rust_ident(&snake) {
        format_ident!("{}", snake)
    } else if is_rust_ident(&format!("{snake}_")) {
        format_ident!("{}_", snake)
    } else {
        // Not reached for `$names` (TableGen's start with a letter or `_`).
        format_ident!("v_{}", snake)
    }
}

struct Gen<'a> {
    rk: &'a RecordKeeper,
    /// The names of the file's items so far (snake_case), so that each is unique.
    names: Names,
    /// Type constraints: predicate over `ty: TypeView`, and the type class predicate.
    type_constraints: Vec<Constraint>,
    /// Attribute constraints: predicate over `attr: AttrView`.
    attr_constraints: Vec<Constraint>,
    /// Region constraints: predicate over `(op, region)`.
    region_constraints: Vec<Constraint>,
    /// Op predicates (`PredOpTrait`, `AllTypesMatch`, ...) over `op: &OpRef`.
    op_preds: Vec<Constraint>,
    /// Enum attribute defs used by the ops, with the name of their cases' static.
    enums: Vec<(RecId, proc_macro2::Ident)>,
    /// The ops' traits of declared interface methods (`interface_methods`).
    declared_methods: TokenStream,
}

/// A constraint emitted once per file and shared by the ops using it: a predicate `fn`
/// and, for type and attribute constraints, a static naming it with its summary.
struct Constraint {
    /// The name of the `fn` (snake_case; the static is its SHOUTY_SNAKE_CASE).
    name: String,
    /// The summary, used in messages.
    summary: String,
    /// The predicate over the `fn`'s parameters.
    cond: TokenStream,
    /// The type class predicate of a type constraint (`typeClassPred`).
    class: Option<TokenStream>,
    /// Where the constraint's def is (`spec/base/Constraints.td:120`).
    loc: String,
}

/// Item names unique in one generated file: a name taken already gets `_2`, `_3`, ...
#[derive(Default)]
struct Names {
    used: std::collections::HashSet<String>,
}

impl Names {
    /// A fresh snake_case name made from `base`.
    fn fresh(&mut self, base: &str) -> String {
        let base = base.to_snake_case();
        let base = if is_rust_ident(&base) {
            base
        } else {
            format!("c_{base}")
        };
        let mut name = base.clone();
        let mut n = 1;
        while !self.used.insert(name.clone()) {
            n += 1;
            name = format!("{base}_{n}");
        }
        name
    }
}

/// What a shared constraint is named after: its def, or for an anonymous instance
/// (`Variadic<I32>`, `SizedRegion<1>`) its summary, in at most eight words.
fn constraint_name(rk: &RecordKeeper, def: RecId, summary: &str) -> String {
    let mut r = rk.rec(def);
    // `DefaultValuedAttr<I64Attr, "0">` is named after `I64Attr` when it keeps its summary.
    while r.is_anonymous {
        let base = r
            .field("baseAttr")
            .or_else(|| r.field("baseType"))
            .and_then(|v| v.as_def())
            .map(|b| rk.rec(b));
        match base {
            Some(b) if b.field("summary").and_then(|v| v.as_str()) == Some(summary) => r = b,
            _ => break,
        }
    }
    if !r.is_anonymous {
        return r.name_str().to_string();
    }
    let words: Vec<String> = summary
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(8)
        .map(str::to_lowercase)
        .collect();
    if words.is_empty() {
        "constraint".to_string()
    } else {
        words.join("_")
    }
}

/// The message of a predicate that is not Rust, as `subject` (`type constraint predicate
/// is`) says it.
pub(super) fn reworded(message: &str, subject: &str) -> String {
    match message.strip_prefix("predicate is") {
        Some(rest) => format!("{subject}{rest}"),
        None => message.to_string(),
    }
}

/// The Rust condition of a predicate def (MLIR's `Pred::getCondition`), its placeholders
/// (`$_self`, `$_op`, ...) still to be substituted (see [`snippet`]).
pub(super) fn pred_condition(rk: &RecordKeeper, def: RecId) -> Result<syn::Expr, OdsError> {
    let r = rk.rec(def);
    let err = |e: String| OdsError::at(rk, def, format!("predicate is not a Rust expression: {e}"));
    if let Some(e) = r.field("predExpr").and_then(|v| v.as_str()) {
        return snippet::expr(e).map_err(|m| err(format!("{m}: `{e}`")));
    }
    let kind = rk.get_def(r, "kind")?;
    let children = rk.get_list_of_defs(r, "children")?;
    let mut conds: Vec<syn::Expr> = children
        .iter()
        .map(|&c| pred_condition(rk, c))
        .collect::<Result<_, _>>()?;
    let first = || {
        conds
            .first()
            .cloned()
            .ok_or_else(|| OdsError::at(rk, def, "predicate combiner without a child"))
    };
    Ok(match rk.rec(kind).name_str() {
        "PredCombinerAnd" => snippet::and(std::mem::take(&mut conds)),
        "PredCombinerOr" => snippet::or(std::mem::take(&mut conds)),
        "PredCombinerNot" => snippet::not(first()?),
        "PredCombinerSubstLeaves" => {
            let pat = rk.get_string(r, "pattern")?;
            let repl = rk.get_string(r, "replacement")?;
            snippet::subst_leaves(&first()?, pat, repl).map_err(err)?
        }
        "PredCombinerConcat" => snippet::concat(
            rk.get_string(r, "prefix")?,
            &first()?,
            rk.get_string(r, "suffix")?,
        )
        .map_err(err)?,
        other => {
            return Err(OdsError::at(
                rk,
                def,
                format!("unknown predicate combiner '{other}'"),
            ))
        }
    })
}

impl<'a> Gen<'a> {
    fn loc_err(&self, def: RecId, message: impl Into<String>) -> OdsError {
        OdsError::at(self.rk, def, message)
    }

    /// The Rust of an expression snippet of the spec with the placeholders of its context
    /// (`table`) substituted; the error is located at `def`.
    fn rust_expr(
        &self,
        def: RecId,
        what: &str,
        code: &str,
        table: &snippet::Table,
    ) -> Result<TokenStream, OdsError> {
        snippet::expr_in(code, table)
            .map(ToTokens::into_token_stream)
            .map_err(|e| self.loc_err(def, e.message(what)))
    }

    /// The condition of the predicate def `pred` with the placeholders of its context
    /// (`table`) substituted.
    fn condition(
        &self,
        def: RecId,
        what: &str,
        pred: RecId,
        table: &snippet::Table,
    ) -> Result<TokenStream, OdsError> {
        let cond = pred_condition(self.rk, pred)
            .map_err(|e| self.loc_err(def, reworded(&e.message, &format!("{what} is"))))?;
        snippet::fill_expr(&cond, table)
            .map(ToTokens::into_token_stream)
            .map_err(|e| self.loc_err(def, e.message(what)))
    }

    /// The name of the shared constraint `(summary, cond, class)` in `list`, added under a
    /// fresh name made from `base` if new.
    fn intern(
        &mut self,
        which: fn(&mut Self) -> &mut Vec<Constraint>,
        def: RecId,
        summary: &str,
        cond: TokenStream,
        class: Option<TokenStream>,
    ) -> String {
        let key = |c: &TokenStream| c.to_string();
        let class_key = class.as_ref().map(key);
        if let Some(c) = which(self).iter().find(|c| {
            c.summary == summary
                && key(&c.cond) == key(&cond)
                && c.class.as_ref().map(key) == class_key
        }) {
            return c.name.clone();
        }
        let name = self.names.fresh(&constraint_name(self.rk, def, summary));
        let loc = loc_text(self.rk, self.rk.rec(def).loc());
        which(self).push(Constraint {
            name: name.clone(),
            summary: summary.to_string(),
            cond,
            class,
            loc,
        });
        name
    }

    fn type_constraint(
        &mut self,
        tc: &ods::TypeConstraint,
    ) -> Result<proc_macro2::Ident, OdsError> {
        let pred = self.rk.get_def(self.rk.rec(tc.def), "predicate")?;
        let ty = [("_self", quote!(ty)), ("_ctx", quote!(ty.ctx))];
        let cond = self.condition(tc.def, "type constraint predicate", pred, &ty)?;
        // The type class of a single operand or result (`typeClassPred`).
        let class = self
            .rk
            .rec(tc.def)
            .field("typeClassPred")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .trim();
        let class = if class.is_empty() {
            None
        } else {
            Some(self.rust_expr(tc.def, "type class predicate", class, &ty)?)
        };
        let name = self.intern(
            |g| &mut g.type_constraints,
            tc.def,
            &tc.summary,
            cond,
            class,
        );
        Ok(static_ident(&name))
    }

    fn attr_constraint(
        &mut self,
        def: RecId,
        summary: &str,
    ) -> Result<proc_macro2::Ident, OdsError> {
        let pred = self.rk.get_def(self.rk.rec(def), "predicate")?;
        let attr = [("_self", quote!(attr)), ("_ctx", quote!(attr.ctx))];
        let cond = self.condition(def, "attribute constraint predicate", pred, &attr)?;
        let name = self.intern(|g| &mut g.attr_constraints, def, summary, cond, None);
        Ok(static_ident(&name))
    }

    fn constraint_items(&self) -> Vec<TokenStream> {
        let mut out = Vec::new();
        for c in &self.type_constraints {
            let (f, s, summary, cond) = (
                format_ident!("{}", c.name),
                static_ident(&c.name),
                &c.summary,
                &c.cond,
            );
            let class = match &c.class {
                None => quote!(None),
                Some(c) => quote!(Some(|ty: TypeView<'_>| -> bool { #c })),
            };
            let doc = format!("Whether a type is {summary} ({}).", c.loc);
            let ty = snippet::param("ty", cond);
            out.push(quote! {
                #[doc = #doc]
                fn #f(#ty: TypeView<'_>) -> bool { #cond }
            });
            let sdoc = format!("The type constraint `{summary}` ({}).", c.loc);
            out.push(quote! {
                #[doc = #sdoc]
                static #s: TypeConstraint = TypeConstraint { summary: #summary, pred: #f, class: #class };
            });
        }
        for c in &self.attr_constraints {
            let (f, s, summary, cond) = (
                format_ident!("{}", c.name),
                static_ident(&c.name),
                &c.summary,
                &c.cond,
            );
            let doc = format!("Whether an attribute is {summary} ({}).", c.loc);
            let attr = snippet::param("attr", cond);
            out.push(quote! {
                #[doc = #doc]
                fn #f(#attr: AttrView<'_>) -> bool { #cond }
            });
            let sdoc = format!("The attribute constraint `{summary}` ({}).", c.loc);
            out.push(quote! {
                #[doc = #sdoc]
                static #s: AttrConstraint = AttrConstraint { summary: #summary, pred: #f };
            });
        }
        for c in &self.region_constraints {
            let (f, cond) = (format_ident!("{}", c.name), &c.cond);
            let doc = format!("Whether a region of `op` is {} ({}).", c.summary, c.loc);
            let (op, region) = (snippet::param("op", cond), snippet::param("region", cond));
            out.push(quote! {
                #[doc = #doc]
                fn #f(#op: &OpRef<'_>, #region: Region) -> bool { #cond }
            });
        }
        for c in &self.op_preds {
            let (f, cond) = (format_ident!("{}", c.name), &c.cond);
            let doc = format!("Whether {} ({}).", c.summary, c.loc);
            let op = snippet::param("op", cond);
            out.push(quote! {
                #[doc = #doc]
                fn #f(#op: &OpRef<'_>) -> bool { #cond }
            });
        }
        out
    }

    /// The def an attribute modifies (`OptionalAttr<I32Attr>` → `I32Attr`).
    /// The `dialect.mnemonic` of the `.td`-defined type a `type($x)` directive prints
    /// stripped: `$x` is one operand or result (neither variadic nor optional) whose
    /// constraint is a `TypeDef` with a mnemonic, as MLIR's generated printers strip a
    /// type whose constraint's C++ class has its own printer.
    fn stripped_type_def(&self, op: &Operator, e: &FormatElement) -> Option<String> {
        let rk = self.rk;
        let tc = match e {
            FormatElement::Variable(VarRef::Operand(i)) => &op.operands[*i].constraint,
            FormatElement::Variable(VarRef::Result(i)) => &op.results[*i].constraint,
            _ => return None,
        };
        if tc.is_variadic || tc.is_optional || tc.is_variadic_of_variadic {
            return None;
        }
        let r = rk.rec(tc.def);
        if !r.is_subclass_of_name("TypeDef", rk) {
            return None;
        }
        let m = r.field("mnemonic")?.as_str().filter(|m| !m.is_empty())?;
        let d = rk.get_def(r, "dialect").ok()?;
        let n = rk.get_string(rk.rec(d), "name").ok()?;
        (n != "builtin").then(|| format!("{n}.{m}"))
    }

    fn base_attr(&self, mut def: RecId) -> RecId {
        for _ in 0..64 {
            match self.rk.rec(def).field("baseAttr").and_then(|v| v.as_def()) {
                Some(b) => def = b,
                None => break,
            }
        }
        def
    }

    /// The static of the cases of the enum attribute def `def` (`CMP_I_PREDICATE_CASES`).
    fn enum_ident(&mut self, def: RecId) -> proc_macro2::Ident {
        if let Some((_, i)) = self.enums.iter().find(|(e, _)| *e == def) {
            return i.clone();
        }
        let r = self.rk.rec(def);
        let base = r
            .field("className")
            .and_then(|v| v.as_str())
            .unwrap_or(r.name_str());
        let i = static_ident(&self.names.fresh(&format!("{}_cases", base.to_snake_case())));
        self.enums.push((def, i.clone()));
        i
    }

    fn enum_items(&self) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let mut out = TokenStream::new();
        for (def, spec) in &self.enums {
            let def = *def;
            let r = rk.rec(def);
            if r.field("className").is_none() {
                // A bit enum kept by a dialect attribute: only its cases.
                let mut cases = Vec::new();
                for c in rk.get_list_of_defs(r, "enumerants")? {
                    let cr = rk.rec(c);
                    let s = rk.get_string(cr, "str")?;
                    let lit = proc_macro2::Literal::i64_unsuffixed(rk.get_int(cr, "value")?);
                    cases.push(quote! { (#s, #lit) });
                }
                let doc = format!(
                    "The cases of the bit enum `{}` ({}).",
                    r.name_str(),
                    loc_text(rk, r.loc())
                );
                // The names MLIR's parse errors of the attribute use, when the spec
                // gives the enum's C++ type.
                let cpp_type = r.field("cppType").and_then(|v| v.as_str()).unwrap_or("");
                let syntax = if cpp_type.is_empty() {
                    quote! { None }
                } else {
                    let def_name = r.name_str();
                    let sep = r.field("separator").and_then(|v| v.as_str()).unwrap_or(",");
                    quote! {
                        Some(&::strata_framework::ods::enum_attr::EnumAttrSyntax {
                            def: #def_name,
                            param: "value",
                            param_type: #cpp_type,
                            style: ::strata_framework::ods::enum_attr::EnumParamStyle::BitKeywords,
                            separator: #sep,
                        })
                    }
                };
                out.extend(quote! {
                    #[doc = #doc]
                    static #spec: EnumSpec = EnumSpec {
                        cases: &[#(#cases),*],
                        width: 32,
                        syntax: #syntax,
                    };
                });
                continue;
            }
            let class = rk.get_string(r, "className")?;
            if !is_rust_ident(class) {
                return Err(
                    self.loc_err(def, format!("enum name '{class}' is not a Rust identifier"))
                );
            }
            let ty = format_ident!("{}", class);
            let width = proc_macro2::Literal::u32_unsuffixed(
                r.field("bitwidth").and_then(|v| v.as_int()).unwrap_or(0) as u32,
            );
            let mut variants = Vec::new();
            let mut cases = Vec::new();
            let mut arms_str = Vec::new();
            let mut arms_sym = Vec::new();
            let mut seen: Vec<(String, String)> = Vec::new();
            for c in rk.get_list_of_defs(r, "enumerants")? {
                let cr = rk.rec(c);
                let sym = rk.get_string(cr, "symbol")?;
                let s = rk.get_string(cr, "str")?;
                let v = rk.get_int(cr, "value")?;
                let variant = sym.to_upper_camel_case();
                if !is_rust_ident(&variant) {
                    return Err(self.loc_err(
                        def,
                        format!("case '{sym}' of enum '{class}' does not make a Rust identifier ('{variant}')"),
                    ));
                }
                if let Some(other) = seen.iter().find(|(v, _)| *v == variant) {
                    return Err(self.loc_err(
                        def,
                        format!(
                            "cases '{}' and '{sym}' of enum '{class}' both make the variant '{variant}'",
                            other.1
                        ),
                    ));
                }
                seen.push((variant.clone(), sym.to_string()));
                let vi = format_ident!("{}", variant);
                let lit = proc_macro2::Literal::i64_unsuffixed(v);
                variants.push(quote! { #[doc = #s] #vi = #lit });
                cases.push(quote! { (#s, #lit) });
                arms_str.push(quote! { #ty::#vi => #s });
                arms_sym.push(quote! { #s => Some(#ty::#vi) });
            }
            let loc = loc_text(rk, rk.rec(def).loc());
            let doc = format!("The cases of `{class}` ({loc}).");
            let spec_doc = format!("The keywords and values of the cases of `{class}` ({loc}).");
            out.extend(quote! {
                #[doc = #doc]
                #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
                #[repr(i64)]
                pub enum #ty { #(#variants),* }

                impl #ty {
                    /// The keyword of the case.
                    pub fn stringify(self) -> &'static str {
                        match self { #(#arms_str),* }
                    }
                    /// The case a keyword names.
                    pub fn symbolize(s: &str) -> Option<Self> {
                        match s { #(#arms_sym,)* _ => None }
                    }
                    /// The case an attribute stores.
                    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
                        #spec.keyword(ctx, a).and_then(Self::symbolize)
                    }
                    /// The attribute storing the case.
                    pub fn to_attr(self, ctx: &Context) -> Attribute {
                        #spec.attr(ctx, self as i64)
                    }
                }

                #[doc = #spec_doc]
                static #spec: EnumSpec = EnumSpec {
                    cases: &[#(#cases),*],
                    width: #width,
                    syntax: None,
                };
            });
        }
        Ok(out)
    }

    fn op(&mut self, op: &Operator) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let r = rk.rec(op.def);
        let name = op.operation_name();
        self.check_names(op)?;
        let spec = spec_ident(op);
        let class = format_ident!("{}", op.cpp_class_name);
        let bit = |f: &str| -> bool { r.field(f).is_some() && rk.get_bit(r, f).unwrap_or(false) };
        let trait_named = |n: &str| op.traits.iter().any(|t| rk.rec(t.def).name_str() == n);

        // Operands and results.
        let mut operands = Vec::new();
        for o in &op.operands {
            let tc = self.type_constraint(&o.constraint)?;
            let (n, arity) = (&o.name, arity_of(&o.constraint));
            operands.push(quote! {
                ValueSpec { name: #n, arity: Arity::#arity, constraint: &#tc }
            });
        }
        let mut results = Vec::new();
        for o in &op.results {
            let tc = self.type_constraint(&o.constraint)?;
            let (n, arity) = (&o.name, arity_of(&o.constraint));
            results.push(quote! {
                ValueSpec { name: #n, arity: Arity::#arity, constraint: &#tc }
            });
        }
        let segments = |attr_sized: &str, same: &str| {
            if trait_named(attr_sized) {
                quote!(Segments::AttrSized)
            } else if trait_named(same) {
                quote!(Segments::SameSize)
            } else {
                quote!(Segments::Fixed)
            }
        };
        let operand_segments = segments("AttrSizedOperandSegments", "SameVariadicOperandSize");
        let result_segments = segments("AttrSizedResultSegments", "SameVariadicResultSize");

        // Attributes.
        let mut attrs = Vec::new();
        let mut default_fns = TokenStream::new();
        let mut attr_accessors = Vec::new();
        for a in op.attributes.iter().filter(|a| !a.attr.is_derived) {
            let adef = a.attr.def;
            let ar = rk.rec(adef);
            let ac = self.attr_constraint(adef, &a.attr.summary)?;
            let base = self.base_attr(adef);
            let is_unit = rk.rec(base).name_str() == "UnitAttr";
            let enum_spec = if ods::EnumAttr::is_enum(rk, base) {
                let i = self.enum_ident(base);
                quote!(Some(&#i))
            } else {
                quote!(None)
            };
            let value_type = match ar.field("valueType").and_then(|v| v.as_def()) {
                Some(t) => {
                    let call = rk
                        .rec(t)
                        .field("builderCall")
                        .and_then(|v| v.as_str())
                        .unwrap_or("");
                    if call.is_empty() {
                        quote!(None)
                    } else {
                        let e = self.rust_expr(t, "type builder call", call, &ctx_subst())?;
                        quote!(Some(|ctx: &Context| -> Type { #e }))
                    }
                }
                None => quote!(None),
            };
            let const_builder = ar
                .field("constBuilderCall")
                .and_then(|v| v.as_str())
                .unwrap_or("")
                .trim()
                .to_string();
            let default = if a.attr.default_value.is_empty() {
                quote!(None)
            } else {
                if const_builder.is_empty() {
                    return Err(self.loc_err(
                        adef,
                        format!(
                            "attribute '{}' has a default value but no constBuilderCall",
                            a.name
                        ),
                    ));
                }
                let value = self.rust_expr(adef, "default value", &a.attr.default_value, &[])?;
                let e = self.rust_expr(
                    adef,
                    "default value",
                    &const_builder,
                    &[[("0", value)].as_slice(), &ctx_subst()].concat(),
                )?;
                let f = format_ident!(
                    "default_{}_{}",
                    op.cpp_class_name.to_snake_case(),
                    a.name.to_snake_case()
                );
                let doc = format!(
                    "The default value of `{}` of `{}`.",
                    a.name,
                    op.operation_name()
                );
                // The default value (`"none".to_string()`, of the accessor's type) is
                // spliced into the attribute's builder call, which may borrow it or cast
                // it (a literal `42 as i128`).
                default_fns.extend(quote! {
                    #[doc = #doc]
                    #[allow(clippy::unnecessary_to_owned, clippy::unnecessary_cast)]
                    fn #f(ctx: &Context) -> Attribute { #e }
                });
                quote!(Some(#f))
            };
            let optional = a.attr.is_optional || !a.attr.default_value.is_empty();
            // An `AttrDef` with a mnemonic is `dialect.mnemonic` (an `AttrDef` has no
            // `dialectAttrName` field: without a mnemonic it would not resolve).
            let br = rk.rec(base);
            let def_attr_name = || {
                if !br.is_subclass_of_name("AttrDef", rk) {
                    return None;
                }
                let m = br.field("mnemonic")?.as_str()?;
                let d = rk.get_def(br, "dialect").ok()?;
                let n = rk.get_string(rk.rec(d), "name").ok()?;
                Some(format!("{n}.{m}"))
            };
            let dialect_attr = match br
                .field("dialectAttrName")
                .and_then(|v| v.as_str())
                .map(str::to_string)
                .or_else(def_attr_name)
            {
                Some(d) => quote!(Some(#d)),
                None => quote!(None),
            };
            let kind = match ar
                .field("storageKind")
                .and_then(|v| v.as_str())
                .map(str::trim)
                .filter(|k| !k.is_empty())
            {
                Some(k) => {
                    let attr = [("_self", quote!(attr)), ("_ctx", quote!(attr.ctx))];
                    let e = self.rust_expr(adef, "attribute storage kind", k, &attr)?;
                    quote!(Some(|attr: AttrView<'_>| -> bool { #e }))
                }
                None => quote!(None),
            };
            // A dense integer array (`DenseI64ArrayAttr`) is written `[1, 2]`.
            let dense_int_array = match br
                .field("denseArrayIntWidth")
                .and_then(|v| v.as_int())
                .filter(|&w| w > 0)
            {
                Some(w) => {
                    let w = w as u32;
                    quote!(Some(#w))
                }
                None => quote!(None),
            };
            let n = &a.name;
            attrs.push(quote! {
                AttrSpec {
                    name: #n,
                    constraint: &#ac,
                    optional: #optional,
                    default: #default,
                    enum_spec: #enum_spec,
                    value_type: #value_type,
                    is_unit: #is_unit,
                    dialect_attr: #dialect_attr,
                    kind: #kind,
                    dense_int_array: #dense_int_array,
                }
            });
            attr_accessors.push(self.attr_accessor(op, a)?);
        }

        // Regions and successors.
        let mut regions = Vec::new();
        for reg in &op.regions {
            let pred = rk.get_def(rk.rec(reg.def), "predicate")?;
            let subst = [("_self", quote!(region)), ("_op", quote!(op))];
            let cond = self.condition(reg.def, "region predicate", pred, &subst)?;
            let n = &reg.name;
            let summary = &reg.summary;
            let variadic = reg.is_variadic;
            let pred = if cond.to_string() == "true" {
                quote!(None)
            } else {
                let name = self.intern(|g| &mut g.region_constraints, reg.def, summary, cond, None);
                let f = format_ident!("{}", name);
                quote!(Some(#f))
            };
            regions.push(quote! {
                RegionSpec { name: #n, variadic: #variadic, summary: #summary, pred: #pred }
            });
        }
        let successors: Vec<TokenStream> = op
            .successors
            .iter()
            .map(|s| {
                let (n, v) = (&s.name, s.is_variadic);
                quote!(SuccessorSpec { name: #n, variadic: #v })
            })
            .collect();

        // Traits.
        let mut traits = Vec::new();
        let mut trait_items = Vec::new();
        for t in &op.traits {
            if let Some(ts) = self.op_trait(op, t)? {
                trait_items.push((t.def, ts.clone()));
                traits.push(ts);
            }
        }
        let invariants_fn = self.invariants(op, &spec, &trait_items)?;
        let invariants_name =
            format_ident!("verify_invariants_{}", op.cpp_class_name.to_snake_case());

        // Format and hooks.
        let format = match &op.assembly_format {
            Some(text) if !bit("hasCustomAssemblyFormat") => {
                let f = self.format(op, text)?;
                quote!(Some(&#f))
            }
            _ => quote!(None),
        };
        let mut hook_items = TokenStream::new();
        let hook_doc = |what: &str| format!("{what} of `{name}` ({}).", loc_text(rk, r.loc()));
        let custom_form = if bit("hasCustomAssemblyFormat") {
            let (parse_doc, print_doc) = (
                hook_doc("Parses the custom form"),
                hook_doc("Prints the custom form"),
            );
            let (p, q) = (
                format_ident!("parse_{}", op.cpp_class_name.to_snake_case()),
                format_ident!("print_{}", op.cpp_class_name.to_snake_case()),
            );
            hook_items.extend(quote! {
                #[doc = #parse_doc]
                fn #p(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
                    <#class<'static> as HasCustomAssemblyFormat>::parse(p)
                }
                #[doc = #print_doc]
                fn #q(p: &mut dyn OpAsmPrinter<'_>) {
                    <#class<'static> as HasCustomAssemblyFormat>::print(p)
                }
            });
            quote!(Some((#p, #q)))
        } else {
            quote!(None)
        };
        let verifier = if bit("hasVerifier") {
            let v = format_ident!("verify_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("Runs the hand-written verifier");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #v(op: &OpRef<'_>) -> Result<(), Diagnostic> {
                    HasVerifier::verify(&#class(*op))
                }
            });
            quote!(Some(#v))
        } else {
            quote!(None)
        };
        let region_verifier = if bit("hasRegionVerifier") {
            let v = format_ident!("verify_regions_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("Runs the hand-written region verifier");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #v(op: &OpRef<'_>) -> Result<(), Diagnostic> {
                    HasRegionVerifier::verify_regions(&#class(*op))
                }
            });
            quote!(Some(#v))
        } else {
            quote!(None)
        };
        let folder = if bit("hasFolder") {
            let f = format_ident!("fold_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("Runs the hand-written fold");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #f(op: &OpRef<'_>, operands: &[Option<Attribute>]) -> Folded {
                    HasFolder::fold(&#class(*op), operands)
                }
            });
            quote!(Some(#f))
        } else {
            quote!(None)
        };
        let (has_canon, has_canon_method) = (bit("hasCanonicalizer"), bit("hasCanonicalizeMethod"));
        let canonicalizer = if has_canon || has_canon_method {
            let f = format_ident!(
                "canonicalization_patterns_{}",
                op.cpp_class_name.to_snake_case()
            );
            let doc = hook_doc("Adds the canonicalization patterns");
            // `hasCanonicalizer` asks for the patterns; `hasCanonicalizeMethod` alone for
            // the method, which becomes the op's pattern.
            let add = if has_canon {
                quote!(::strata_framework::rewrite::add_canonicalization_patterns::<#class<'static>>(ctx, set))
            } else {
                quote!(::strata_framework::rewrite::add_canonicalize_method::<#class<'static>>(ctx, set, #name))
            };
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #f(ctx: &Context, set: &mut dyn ::std::any::Any) {
                    #add
                }
            });
            quote!(Some(#f))
        } else {
            quote!(None)
        };
        let symbol_uses = op.traits.iter().any(|t| {
            let tr = rk.rec(t.def);
            tr.is_subclass_of_name("DeclareOpInterfaceMethods", rk)
                && tr.field("cppInterfaceName").and_then(|v| v.as_str())
                    == Some("SymbolUserOpInterface")
        });
        let symbol_uses = if symbol_uses {
            let v = format_ident!("verify_symbol_uses_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("Checks the symbol uses");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #v(
                    op: &OpRef<'_>,
                    symbols: &SymbolScope<'_>,
                ) -> Result<(), Diagnostic> {
                    HasSymbolUses::verify_symbol_uses(&#class(*op), symbols)
                }
            });
            quote!(Some(#v))
        } else {
            quote!(None)
        };
        let asm_names = op.traits.iter().any(|t| {
            let tr = rk.rec(t.def);
            tr.is_subclass_of_name("DeclareOpInterfaceMethods", rk)
                && tr.field("cppInterfaceName").and_then(|v| v.as_str()) == Some("OpAsmOpInterface")
                && rk
                    .get_list_of_strings(tr, "alwaysOverriddenMethods")
                    .is_ok_and(|m| m.iter().any(|x| &**x == "getAsmResultNames"))
        });
        let declares_asm = op.traits.iter().any(|t| {
            rk.rec(t.def)
                .field("cppInterfaceName")
                .and_then(|v| v.as_str())
                == Some("OpAsmOpInterface")
        });
        let result_name = if asm_names {
            let f = format_ident!("result_names_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("The hand-written result names");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #f(op: &OpRef<'_>) -> Vec<(usize, String)> {
                    HasAsmResultNames::asm_result_names(&#class(*op))
                }
            });
            quote!(Some(#f))
        } else if !declares_asm
            && op.results.len() > 1
            && op.results.iter().any(|r| !r.name.is_empty())
        {
            // As ODS does: ops with several named result groups name them.
            let f = format_ident!("result_names_{}", op.cpp_class_name.to_snake_case());
            let doc = hook_doc("The result names, after the result groups,");
            hook_items.extend(quote! {
                #[doc = #doc]
                fn #f(op: &OpRef<'_>) -> Vec<(usize, String)> {
                    spec_result_names(&#spec, op)
                }
            });
            quote!(Some(#f))
        } else {
            quote!(None)
        };
        let default_dialect = match r.field("defaultDialect").and_then(|v| v.as_str()) {
            Some(d) => quote!(Some(#d)),
            None => quote!(None),
        };

        let accessors = self.value_accessors(op, &spec);
        let regions_acc: Vec<TokenStream> = op
            .regions
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.is_variadic)
            .map(|(i, reg)| {
                let (f, n) = (rust_ident(&reg.name), lit(i));
                let doc = format!("Region `{}`.", reg.name);
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Region { self.0.regions()[#n] }
                }
            })
            .collect();
        let custom = op.builders(rk)?;
        if op.skip_default_builders && custom.is_empty() {
            return Err(self.loc_err(
                op.def,
                "default builders are skipped and no custom builders provided",
            ));
        }
        let builder = if op.skip_default_builders {
            TokenStream::new()
        } else {
            self.builder(op, &spec)?
        };
        let custom = super::op_builders::custom_builders(rk, op, &custom, &spec)?;
        let (custom_methods, custom_items) = (custom.methods, custom.items);
        let (extra, inherent) = self.extra_items(op)?;
        let ifaces = super::op_interfaces::op_interfaces(rk, op, &inherent)?;
        let (iface_entries, iface_items) = (ifaces.entries, ifaces.items);
        let memory_effects = ifaces
            .memory_effects
            .unwrap_or_else(|| quote!(EffectClass::Unknown));
        self.declared_methods.extend(ifaces.declared);

        let loc = loc_text(rk, r.loc());
        let summary = op.summary.clone().unwrap_or_default();
        let doc = format!("`{name}`: {summary} ({loc})");
        Ok(quote! {
            #[doc = #doc]
            pub static #spec: OpSpec = OpSpec {
                name: #name,
                operands: &[#(#operands),*],
                operand_segments: #operand_segments,
                results: &[#(#results),*],
                result_segments: #result_segments,
                attrs: &[#(#attrs),*],
                regions: &[#(#regions),*],
                successors: &[#(#successors),*],
                traits: &[#(#traits),*],
                format: #format,
                custom_form: #custom_form,
                invariants: Some(#invariants_name),
                verifier: #verifier,
                region_verifier: #region_verifier,
                folder: #folder,
                canonicalizer: #canonicalizer,
                symbol_uses: #symbol_uses,
                default_dialect: #default_dialect,
                result_name: #result_name,
                interfaces: &[#(#iface_entries),*],
                memory_effects: #memory_effects,
            };

            #invariants_fn
            #hook_items
            #default_fns

            #[doc = #doc]
            #[derive(Clone, Copy)]
            pub struct #class<'a>(pub OpRef<'a>);

            impl<'a> #class<'a> {
                /// The op's full name.
                pub const NAME: &'static str = #name;

                /// The op's spec table.
                pub fn spec() -> &'static OpSpec { &#spec }

                /// A view of `op` if it is this op.
                pub fn cast(op: OpRef<'a>) -> Option<Self> {
                    op.isa(&#spec).then_some(Self(op))
                }

                #accessors
                #(#attr_accessors)*
                #(#regions_acc)*
                #builder
                #custom_methods
                #extra
            }

            #custom_items
            #iface_items
        })
    }

    /// The Rust items the spec adds to the op's typed view: its `extraClassDeclaration`,
    /// then the `extraConcreteClassDeclaration` of each of its native traits (in MLIR,
    /// members the trait's C++ class adds to the op class, such as
    /// `AlwaysSpeculatableImplTrait`'s `getSpeculatability`), with the names of the
    /// functions among them.
    fn extra_items(&self, op: &Operator) -> Result<(TokenStream, Vec<String>), OdsError> {
        let rk = self.rk;
        let mut sources = vec![(op.def, "extraClassDeclaration")];
        for t in &op.traits {
            if t.kind == TraitKind::Native {
                sources.push((t.def, "extraConcreteClassDeclaration"));
            }
        }
        let mut tokens = TokenStream::new();
        let mut names: Vec<String> = Vec::new();
        for (def, field) in sources {
            let Some(code) = rk.rec(def).field(field).and_then(|v| v.as_str()) else {
                continue;
            };
            if code.trim().is_empty() {
                continue;
            }
            let whose = if def == op.def {
                String::new()
            } else {
                format!(" of trait '{}'", rk.rec(def).name_str())
            };
            let items = code.parse::<TokenStream>().map_err(|e| {
                self.loc_err(op.def, format!("{field}{whose} is not Rust tokens: {e}"))
            })?;
            let parsed = syn::parse2::<syn::ItemImpl>(quote!(impl X { #items })).map_err(|e| {
                self.loc_err(
                    op.def,
                    format!("{field}{whose} is not Rust `impl` items: {e}"),
                )
            })?;
            for item in &parsed.items {
                if let syn::ImplItem::Fn(f) = item {
                    let name = f.sig.ident.to_string();
                    if names.contains(&name) {
                        return Err(self.loc_err(
                            op.def,
                            format!(
                                "{field}{whose} defines `{name}`, which the op's view already has"
                            ),
                        ));
                    }
                    names.push(name);
                }
            }
            tokens.extend(items);
        }
        Ok((tokens, names))
    }

    /// Checks what the generated Rust takes from the op's names: the op name, the
    /// view's type name, the operand and result groups' sizes, and that no two
    /// generated methods or builder parameters share a name.
    fn check_names(&self, op: &Operator) -> Result<(), OdsError> {
        let name = op.operation_name();
        let bare = |s: &str| {
            s.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
        };
        if !bare(&op.mnemonic) || !(op.dialect.name.is_empty() || bare(&op.dialect.name)) {
            return Err(self.loc_err(
                op.def,
                format!(
                    "op name '{name}' is not a dialect name and a mnemonic made of letters, digits, '_', '$' and '.', starting with a letter or '_'"
                ),
            ));
        }
        if !is_rust_ident(&op.cpp_class_name)
            || !is_rust_ident(&op.cpp_class_name.to_shouty_snake_case())
        {
            return Err(self.loc_err(
                op.def,
                format!(
                    "the op's class name '{}' (its def name after the dialect prefix) is not a Rust identifier",
                    op.cpp_class_name
                ),
            ));
        }
        let trait_named = |n: &str| op.traits.iter().any(|t| self.rk.rec(t.def).name_str() == n);
        let variadic = |groups: &[ods::NamedTypeConstraint]| {
            groups
                .iter()
                .filter(|g| g.constraint.is_variable_length())
                .count()
        };
        if variadic(&op.operands) > 1
            && !trait_named("AttrSizedOperandSegments")
            && !trait_named("SameVariadicOperandSize")
        {
            return Err(self.loc_err(
                op.def,
                "op has multiple variadic operands but no specification over their sizes",
            ));
        }
        if variadic(&op.results) > 1
            && !trait_named("AttrSizedResultSegments")
            && !trait_named("SameVariadicResultSize")
        {
            return Err(self.loc_err(
                op.def,
                "op has multiple variadic results but no specification over their sizes",
            ));
        }
        // Methods of the typed view: (method, what defines it).
        let mut methods: Vec<(String, String)> = ["spec", "cast", "build"]
            .iter()
            .filter(|m| !(op.skip_default_builders && **m == "build"))
            .map(|m| (m.to_string(), "the generated view".to_string()))
            .collect();
        for b in op.builders(self.rk)? {
            let n = super::op_builders::builder_name(&b);
            methods.push((n.clone(), format!("builder '{n}'")));
        }
        let mut params: Vec<(String, String)> = ["ctx", "loc"]
            .iter()
            .map(|m| (m.to_string(), "the builder".to_string()))
            .collect();
        for (i, o) in op.operands.iter().enumerate() {
            let what = format!("operand '{}'", o.name);
            if !o.name.is_empty() {
                methods.push((rust_ident(&o.name).to_string(), what.clone()));
            }
            params.push((builder_operand(i, &o.name).to_string(), what));
        }
        for (i, o) in op.results.iter().enumerate() {
            let what = format!("result '{}'", o.name);
            if !o.name.is_empty() {
                methods.push((rust_ident(&o.name).to_string(), what.clone()));
            }
            params.push((builder_result(i, &o.name).to_string(), what));
        }
        for a in op.attributes.iter().filter(|a| !a.attr.is_derived) {
            let what = format!("attribute '{}'", a.name);
            methods.push((rust_ident(&a.name).to_string(), what.clone()));
            methods.push((format!("{}_attr", a.name.to_snake_case()), what.clone()));
            if !a.attr.is_optional && a.attr.default_value.is_empty() {
                params.push((rust_ident(&a.name).to_string(), what));
            }
        }
        for reg in op.regions.iter().filter(|r| !r.is_variadic) {
            methods.push((
                rust_ident(&reg.name).to_string(),
                format!("region '{}'", reg.name),
            ));
        }
        for (list, kind) in [(&methods, "method"), (&params, "builder parameter")] {
            for (i, (m, what)) in list.iter().enumerate() {
                if let Some((_, first)) = list[..i].iter().find(|(n, _)| n == m) {
                    return Err(self.loc_err(
                        op.def,
                        format!("{what} and {first} both make the {kind} `{m}` of '{name}'"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The check of a `TypesMatchWith` trait whose two values have places the spec fixes
    /// (each a single operand or result after single ones only, with no segment
    /// attribute): `types_match_with_at` given those places, so the verifier finds the
    /// values without looking the op's spec and their names up. `None` for other traits.
    fn types_match_with_at(
        &mut self,
        op: &Operator,
        t: &ods::Trait,
    ) -> Result<Option<TokenStream>, OdsError> {
        let rk = self.rk;
        let tr = rk.rec(t.def);
        if !tr.is_subclass_of_name("TypesMatchWith", rk) {
            return Ok(None);
        }
        let trait_named = |n: &str| op.traits.iter().any(|t| rk.rec(t.def).name_str() == n);
        let place = |name: &str| -> Option<TokenStream> {
            let fixed = |groups: &[ods::NamedTypeConstraint], attr_sized: &str| {
                let i = groups.iter().position(|g| g.name == name)?;
                (!trait_named(attr_sized)
                    && groups[..=i]
                        .iter()
                        .all(|g| !g.constraint.is_variable_length()))
                .then_some(i)
            };
            if op.operands.iter().any(|g| g.name == name) {
                let i = lit(fixed(&op.operands, "AttrSizedOperandSegments")?);
                return Some(quote!(FixedValue::Operand(#i)));
            }
            if op.results.iter().any(|g| g.name == name) {
                let i = lit(fixed(&op.results, "AttrSizedResultSegments")?);
                return Some(quote!(FixedValue::Result(#i)));
            }
            None
        };
        let (lhs, rhs) = (rk.get_string(tr, "lhs")?, rk.get_string(tr, "rhs")?);
        let (Some(l), Some(r)) = (place(lhs), place(rhs)) else {
            return Ok(None);
        };
        let transform = rk.get_string(tr, "transformer")?;
        let call = format!("transformed({transform})");
        let e = self.rust_expr(t.def, "type transformer", &call, &[("_self", quote!(ty))])?;
        Ok(Some(quote!(types_match_with_at(
            op,
            (#lhs, #l),
            (#rhs, #r),
            |ty: TypeView<'_>| #e
        ))))
    }

    fn op_trait(&mut self, op: &Operator, t: &ods::Trait) -> Result<Option<TokenStream>, OdsError> {
        let rk = self.rk;
        let tr = rk.rec(t.def);
        let p = quote!(OpTrait);
        let name = tr.name_str();
        let simple = match name {
            "Terminator" => Some(quote!(#p::Terminator)),
            "NoTerminator" => Some(quote!(#p::NoTerminator)),
            "IsolatedFromAbove" => Some(quote!(#p::IsolatedFromAbove)),
            "HasOnlyGraphRegion" => Some(quote!(#p::GraphRegions)),
            "SingleBlock" => Some(quote!(#p::SingleBlock)),
            "NoRegionArguments" => Some(quote!(#p::NoRegionArguments)),
            "Elementwise" => Some(quote!(#p::Elementwise)),
            "SameOperandsAndResultType" => Some(quote!(#p::SameOperandsAndResultType)),
            "SameTypeOperands" => Some(quote!(#p::SameTypeOperands)),
            "SameOperandsElementType" => Some(quote!(#p::SameOperandsElementType)),
            "SameOperandsAndResultElementType" => {
                Some(quote!(#p::SameOperandsAndResultElementType))
            }
            "SameOperandsShape" => Some(quote!(#p::SameOperandsShape)),
            "SameOperandsAndResultShape" => Some(quote!(#p::SameOperandsAndResultShape)),
            _ => None,
        };
        if simple.is_some() {
            return Ok(simple);
        }
        match t.kind {
            TraitKind::Pred => {
                let summary = rk.get_string(tr, "summary")?.to_string();
                let cond = match self.types_match_with_at(op, t)? {
                    Some(cond) => cond,
                    None => {
                        let pred = rk.get_def(tr, "predicate")?;
                        self.condition(t.def, "op predicate", pred, &[("_op", quote!(op))])?
                    }
                };
                let name = self.intern(|g| &mut g.op_preds, t.def, &summary, cond, None);
                let f = format_ident!("{}", name);
                Ok(Some(quote!(#p::Pred(#summary, #f))))
            }
            _ => {
                let native = tr.field("trait").and_then(|v| v.as_str()).unwrap_or("");
                if let Some(params) = native
                    .strip_prefix("HasParent<")
                    .and_then(|s| s.strip_suffix(">::Impl"))
                {
                    let parents: Vec<&str> = params.split(',').map(str::trim).collect();
                    return Ok(Some(quote!(#p::HasParent(&[#(#parents),*]))));
                }
                if let Some(term) = native
                    .strip_prefix("SingleBlockImplicitTerminator<")
                    .and_then(|s| s.strip_suffix(">::Impl"))
                {
                    let term = term.trim();
                    if !term.contains('.') {
                        return Err(self.loc_err(
                            op.def,
                            format!("SingleBlockImplicitTerminator takes an op name ('dialect.op'), got '{term}'"),
                        ));
                    }
                    return Ok(Some(quote!(#p::SingleBlockImplicitTerminator(#term))));
                }
                let marker = if native.is_empty() { name } else { native };
                // A native op trait a dialect defines (its own `cppNamespace`, a Rust
                // path): the type of that name there checks it (MLIR's `verifyTrait`).
                let ns = tr
                    .field("cppNamespace")
                    .and_then(|v| v.as_str())
                    .unwrap_or("");
                if tr.is_subclass_of_name("NativeOpTrait", rk)
                    && !ns.is_empty()
                    && !ns.starts_with("::strata_framework")
                {
                    let path: syn::Path = syn::parse_str(&format!("{ns}::{native}")).map_err(|e| {
                        self.loc_err(
                            t.def,
                            format!("the cppNamespace of a native op trait must be a Rust path, got '{ns}': {e}"),
                        )
                    })?;
                    return Ok(Some(quote!(#p::Verify(
                        #marker,
                        <#path as ::strata_framework::ods::NativeOpTraitVerifier>::verify_trait
                    ))));
                }
                // An interface with a verifier: the op's generated `fn` that runs it.
                if tr.is_subclass_of_name("OpInterface", rk) {
                    let i = ods::Interface::from_def(rk, t.def)?;
                    if i.verify.is_some() {
                        let f = super::op_interfaces::verify_fn(op, &i.name);
                        return Ok(Some(if i.verify_with_regions {
                            quote!(#p::VerifyRegions(#marker, #f))
                        } else {
                            quote!(#p::Verify(#marker, #f))
                        }));
                    }
                }
                Ok(Some(quote!(#p::Marker(#marker))))
            }
        }
    }

    /// The accessors of the named operand and result groups. None allocates: a value at a
    /// fixed position is read by its index, a variable-length group is an iterator over
    /// the op's operands (`OperandGroup`) or a slice of its results.
    fn value_accessors(&self, op: &Operator, spec: &proc_macro2::Ident) -> TokenStream {
        let mut out = TokenStream::new();
        // Group `i` is at index `i` when every group before it holds one value.
        let fixed = |groups: &[ods::NamedTypeConstraint], i: usize| {
            groups[..i]
                .iter()
                .all(|g| arity_of(&g.constraint) == "Single")
        };
        for (i, o) in op.operands.iter().enumerate() {
            if o.name.is_empty() {
                continue;
            }
            let (f, n) = (rust_ident(&o.name), lit(i));
            let doc = format!("Operand `{}` ({}).", o.name, o.constraint.summary);
            let msg = format!(
                "'{}' has operand '{}' once verified",
                op.operation_name(),
                o.name
            );
            out.extend(match arity_of(&o.constraint).to_string().as_str() {
                "Single" if fixed(&op.operands, i) => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Value {
                        self.0.operand(#n)
                    }
                },
                "Single" => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Value {
                        operand_group(&#spec, &self.0, #n).next().expect(#msg)
                    }
                },
                "Optional" => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Option<Value> {
                        operand_group(&#spec, &self.0, #n).next()
                    }
                },
                _ => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> OperandGroup<'a> {
                        operand_group(&#spec, &self.0, #n)
                    }
                },
            });
        }
        for (i, o) in op.results.iter().enumerate() {
            if o.name.is_empty() {
                continue;
            }
            let (f, n) = (rust_ident(&o.name), lit(i));
            let doc = format!("Result `{}` ({}).", o.name, o.constraint.summary);
            out.extend(match arity_of(&o.constraint).to_string().as_str() {
                "Single" if fixed(&op.results, i) => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Value {
                        self.0.results()[#n]
                    }
                },
                "Single" => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Value {
                        result_group(&#spec, &self.0, #n)[0]
                    }
                },
                "Optional" => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Option<Value> {
                        result_group(&#spec, &self.0, #n).first().copied()
                    }
                },
                _ => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> &'a [Value] {
                        result_group(&#spec, &self.0, #n)
                    }
                },
            });
        }
        out
    }

    fn attr_accessor(
        &self,
        op: &Operator,
        a: &ods::NamedAttribute,
    ) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let adef = a.attr.def;
        let f = rust_ident(&a.name);
        let raw = format_ident!("{}_attr", a.name.to_snake_case());
        let n = &a.name;
        let ret = if a.attr.return_type.is_empty() {
            "Attribute".to_string()
        } else {
            a.attr.return_type.clone()
        };
        let ret_ty: syn::Type = syn::parse_str(&ret).map_err(|e| {
            self.loc_err(adef, format!("returnType is not a Rust type: {e}: `{ret}`"))
        })?;
        let conv = rk
            .rec(adef)
            .field("convertFromStorage")
            .and_then(|v| v.as_str())
            .unwrap_or("$_self.attr");
        let attr = [("_self", quote!(attr)), ("_ctx", quote!(attr.ctx))];
        let conv = self.rust_expr(adef, "convertFromStorage", conv, &attr)?;
        let doc = format!("Attribute `{}` ({}).", a.name, a.attr.summary);
        let raw_doc = format!("Attribute `{}` as stored.", a.name);
        let is_unit = self.rk.rec(self.base_attr(adef)).name_str() == "UnitAttr";
        let body = if is_unit {
            quote! { self.0.attr(#n).is_some() }
        } else if a.attr.is_optional {
            quote! {
                self.0.attr(#n).map(|a| {
                    let attr = AttrView::new(self.0.ctx, a);
                    #conv
                })
            }
        } else if !a.attr.default_value.is_empty() {
            let d = self.rust_expr(adef, "defaultValue", &a.attr.default_value, &[])?;
            quote! {
                match self.0.attr(#n) {
                    Some(a) => {
                        let attr = AttrView::new(self.0.ctx, a);
                        #conv
                    }
                    None => #d,
                }
            }
        } else {
            let msg = format!(
                "'{}' has attribute '{}' once verified",
                op.operation_name(),
                a.name
            );
            quote! {
                let attr = AttrView::new(self.0.ctx, self.0.attr(#n).expect(#msg));
                #conv
            }
        };
        let ret_ty: syn::Type = if is_unit {
            syn::parse_quote!(bool)
        } else {
            ret_ty
        };
        Ok(quote! {
            #[doc = #doc]
            #[allow(clippy::all)]
            pub fn #f(&self) -> #ret_ty { #body }
            #[doc = #raw_doc]
            pub fn #raw(&self) -> Option<Attribute> { self.0.attr(#n) }
        })
    }

    /// `build(ctx, operands..., result types..., required attributes...)`: an
    /// `OperationState` located at `loc`. Optional attributes are added to the state
    /// afterwards, so adding one to a spec never changes this signature.
    fn builder(&self, op: &Operator, spec: &proc_macro2::Ident) -> Result<TokenStream, OdsError> {
        let mut params = Vec::new();
        let mut operands = Vec::new();
        let mut sizes = Vec::new();
        for (i, o) in op.operands.iter().enumerate() {
            let p = builder_operand(i, &o.name);
            match arity_of(&o.constraint).to_string().as_str() {
                "Single" => {
                    params.push(quote!(#p: Value));
                    operands.push(Part::One(quote!(#p)));
                    sizes.push(quote!(1));
                }
                "Optional" => {
                    params.push(quote!(#p: Option<Value>));
                    operands.push(Part::Extend(quote!(#p)));
                    sizes.push(quote!(#p.is_some() as i64));
                }
                _ => {
                    params.push(quote!(#p: &[Value]));
                    operands.push(Part::Slice(quote!(#p)));
                    sizes.push(quote!(#p.len() as i64));
                }
            }
        }
        let mut results = Vec::new();
        for (i, o) in op.results.iter().enumerate() {
            let p = builder_result(i, &o.name);
            match arity_of(&o.constraint).to_string().as_str() {
                "Single" => {
                    params.push(quote!(#p: Type));
                    results.push(Part::One(quote!(#p)));
                }
                "Optional" => {
                    params.push(quote!(#p: Option<Type>));
                    results.push(Part::Extend(quote!(#p)));
                }
                _ => {
                    params.push(quote!(#p: &[Type]));
                    results.push(Part::Slice(quote!(#p)));
                }
            }
        }
        let mut attrs = Vec::new();
        for a in op.attributes.iter().filter(|a| !a.attr.is_derived) {
            if a.attr.is_optional || !a.attr.default_value.is_empty() {
                continue;
            }
            let p = rust_ident(&a.name);
            let n = &a.name;
            let cb = self
                .rk
                .rec(a.attr.def)
                .field("constBuilderCall")
                .and_then(|v| v.as_str())
                .unwrap_or("")
                .trim()
                .to_string();
            // An attribute returned as itself is given as itself (its `constBuilderCall`
            // builds it from a constant of a rule, of another Rust type).
            if cb.is_empty() || a.attr.return_type.is_empty() || a.attr.return_type == "Attribute" {
                params.push(quote!(#p: Attribute));
                attrs.push(Part::One(quote!((ctx.ident(#n), #p))));
            } else {
                let ty: syn::Type = syn::parse_str(&a.attr.return_type).map_err(|e| {
                    self.loc_err(a.attr.def, format!("returnType is not a Rust type: {e}"))
                })?;
                let e = self.rust_expr(
                    a.attr.def,
                    "constBuilderCall",
                    &cb,
                    &[[("0", quote!(#p))].as_slice(), &ctx_subst()].concat(),
                )?;
                params.push(quote!(#p: #ty));
                attrs.push(Part::One(quote!((ctx.ident(#n), #e))));
            }
        }
        if op
            .traits
            .iter()
            .any(|t| self.rk.rec(t.def).name_str() == "AttrSizedOperandSegments")
        {
            attrs.push(Part::One(quote! {
                (ctx.ident("operand_segment_sizes"), segment_attr(ctx, &[#(#sizes),*]))
            }));
        }
        let n_regions = lit(op.regions.len());
        let isolated = op
            .traits
            .iter()
            .any(|t| self.rk.rec(t.def).name_str() == "IsolatedFromAbove");
        // The lists' variables, named so as not to hide a parameter (an operand group may
        // be named `operands`).
        let taken: Vec<String> = params
            .iter()
            .filter_map(|p| p.clone().into_iter().next().map(|t| t.to_string()))
            .collect();
        let local = |base: &str| {
            if taken.iter().any(|t| t == base) {
                format_ident!("all_{}", base)
            } else {
                format_ident!("{}", base)
            }
        };
        let (operand_stmts, operands) = vec_of(&local("operands"), operands, false);
        let (result_stmts, result_types) = vec_of(&local("result_types"), results, false);
        // One parameter per operand group, result group and required attribute.
        let many_args =
            (params.len() + 2 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
        // A field set from the variable of its name is written alone.
        let field = |name: &str, value: TokenStream| {
            if value.to_string() == name {
                value
            } else {
                let f = format_ident!("{}", name);
                quote!(#f: #value)
            }
        };
        let (operands, result_types) = (
            field("operands", operands),
            field("result_types", result_types),
        );
        let attrs_var = local("attrs");
        // As MLIR's `populateDefaultAttrs`: default-valued attributes are set on creation.
        let defaults = op
            .attributes
            .iter()
            .any(|a| !a.attr.is_derived && !a.attr.default_value.is_empty());
        let (attr_stmts, attrs) = if attrs.is_empty() && !defaults {
            (TokenStream::new(), quote!(ctx.empty_dictionary()))
        } else {
            let (mut stmts, list) = vec_of(&attrs_var, attrs, defaults);
            if defaults {
                stmts.extend(quote!(add_default_attrs(ctx, &#spec, &mut #attrs_var);));
            }
            (stmts, quote!(ctx.dictionary_attr(#list)))
        };
        Ok(quote! {
            /// An `OperationState` for this op (insert it with an `OpBuilder` or
            /// `Body::create_op`); optional attributes can be added to `attrs` after.
            /// Default-valued attributes start at their defaults.
            #many_args
            pub fn build(ctx: &Context, loc: Attribute, #(#params),*) -> OperationState {
                #operand_stmts
                #result_stmts
                #attr_stmts
                OperationState {
                    name: ctx.ident(Self::NAME),
                    #operands,
                    #result_types,
                    attrs: #attrs,
                    successors: Vec::new(),
                    num_regions: #n_regions,
                    isolated_from_above: #isolated,
                    loc,
                }
            }
        })
    }

    /// Compiles an assembly format into a `Format` table expression.
    fn format(&mut self, op: &Operator, text: &str) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let elements = parse_format(rk, op, text).map_err(|e| {
            self.loc_err(
                op.def,
                format!(
                    "{} (assembly format line {}, column {})",
                    e.message, e.line, e.column
                ),
            )
        })?;
        let mut sp = Spacing {
            emit_space: true,
            last_was_punct: false,
        };
        let compiled = self.compile(op, &elements, &mut sp)?;
        // Which groups get their types from the text.
        let mut parsed = Vec::new();
        collect_typed(&elements, &mut parsed);
        let mut elided = Vec::new();
        collect_attrs(&elements, &mut elided);
        let elided: Vec<&str> = elided
            .iter()
            .map(|&i| op.attributes[i].name.as_str())
            .collect();
        let mut operand_types = Vec::new();
        for (i, o) in op.operands.iter().enumerate() {
            operand_types.push(self.type_source(op, VarRef::Operand(i), &o.constraint, &parsed)?);
        }
        let mut result_types = Vec::new();
        for (i, o) in op.results.iter().enumerate() {
            result_types.push(self.type_source(op, VarRef::Result(i), &o.constraint, &parsed)?);
        }
        Ok(quote! {
            Format {
                elements: &[#(#compiled),*],
                operand_types: &[#(#operand_types),*],
                result_types: &[#(#result_types),*],
                elided_attrs: &[#(#elided),*],
            }
        })
    }

    fn type_source(
        &self,
        op: &Operator,
        v: VarRef,
        tc: &ods::TypeConstraint,
        parsed: &[Parsed],
    ) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let ts = quote!(TypeSource);
        let is_parsed = |v: VarRef| {
            parsed.iter().any(|p| match (p, v) {
                (Parsed::Var(x), v) => *x == v,
                (Parsed::AllOperands, VarRef::Operand(_)) => true,
                (Parsed::AllResults, VarRef::Result(_)) => true,
                _ => false,
            })
        };
        if is_parsed(v) {
            return Ok(quote!(#ts::Parsed));
        }
        let fvar = |v: VarRef| -> TokenStream {
            match v {
                VarRef::Operand(i) => {
                    let i = lit(i);
                    quote!(Var::Operand(#i))
                }
                VarRef::Result(i) => {
                    let i = lit(i);
                    quote!(Var::Result(#i))
                }
                _ => quote!(Var::Operands),
            }
        };
        let name_of = |v: VarRef| match v {
            VarRef::Operand(i) => op.operands[i].name.clone(),
            VarRef::Result(i) => op.results[i].name.clone(),
            _ => String::new(),
        };
        let all_vars: Vec<VarRef> = (0..op.operands.len())
            .map(VarRef::Operand)
            .chain((0..op.results.len()).map(VarRef::Result))
            .collect();
        for t in &op.traits {
            let tr = rk.rec(t.def);
            if tr.name_str() == "SameOperandsAndResultType" {
                if let Some(&src) = all_vars.iter().find(|&&x| x != v && is_parsed(x)) {
                    let s = fvar(src);
                    return Ok(quote!(#ts::SameAs(#s)));
                }
            }
            if tr.name_str() == "SameTypeOperands" && matches!(v, VarRef::Operand(_)) {
                if let Some(&src) = all_vars
                    .iter()
                    .find(|&&x| x != v && matches!(x, VarRef::Operand(_)) && is_parsed(x))
                {
                    let s = fvar(src);
                    return Ok(quote!(#ts::SameAs(#s)));
                }
            }
            if tr.is_subclass_of_name("TypesMatchWith", rk) {
                let (lhs, rhs) = (rk.get_string(tr, "lhs")?, rk.get_string(tr, "rhs")?);
                if rhs != name_of(v) {
                    continue;
                }
                if let Some(&src) = all_vars
                    .iter()
                    .find(|&&x| x != v && is_parsed(x) && name_of(x) == lhs)
                {
                    let transform = rk.get_string(tr, "transformer")?;
                    let call = format!("into_types({transform})");
                    let e =
                        self.rust_expr(t.def, "type transformer", &call, &[("_self", quote!(ty))])?;
                    let s = fvar(src);
                    return Ok(
                        quote!(#ts::Transformed(#s, |ty: TypeView<'_>| -> Vec<Type> { #e })),
                    );
                }
            }
            if tr.is_subclass_of_name("AllTypesMatch", rk) {
                let names: Vec<String> = rk
                    .get_list_of_strings(tr, "values")?
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
                if !names.contains(&name_of(v)) {
                    continue;
                }
                if let Some(&src) = all_vars
                    .iter()
                    .find(|&&x| x != v && is_parsed(x) && names.contains(&name_of(x)))
                {
                    let s = fvar(src);
                    return Ok(quote!(#ts::SameAs(#s)));
                }
                if let Some(i) = op.attributes.iter().position(|a| names.contains(&a.name)) {
                    let i = lit(i);
                    return Ok(quote!(#ts::AttrType(#i)));
                }
            }
        }
        if !tc.builder_call.is_empty() {
            let e = self.rust_expr(tc.def, "type builder call", &tc.builder_call, &ctx_subst())?;
            return Ok(quote!(#ts::Build(|ctx: &Context| -> Type { #e })));
        }
        Err(self.loc_err(
            op.def,
            format!(
                "type of '{}' is not resolvable from the assembly format (Strata resolves types from type directives, SameOperandsAndResultType, SameTypeOperands, AllTypesMatch, TypesMatchWith and buildable types)",
                name_of(v)
            ),
        ))
    }

    fn compile(
        &mut self,
        op: &Operator,
        elements: &[FormatElement],
        sp: &mut Spacing,
    ) -> Result<Vec<TokenStream>, OdsError> {
        let mut out = Vec::new();
        for e in elements {
            if let Some(t) = self.compile_one(op, e, sp, None)? {
                out.push(t);
            }
        }
        Ok(out)
    }

    fn compile_one(
        &mut self,
        op: &Operator,
        e: &FormatElement,
        sp: &mut Spacing,
        skip: Option<VarRef>,
    ) -> Result<Option<TokenStream>, OdsError> {
        let f = quote!(Fmt);
        Ok(Some(match e {
            FormatElement::Literal(text) => {
                let space = sp.emit_space && space_before(text, sp.last_was_punct);
                let first = text.chars().next().unwrap_or(' ');
                sp.emit_space = text.len() != 1 || !"<({[".contains(first);
                sp.last_was_punct = first != '_' && !first.is_ascii_alphabetic();
                quote!(#f::Literal { text: #text, space: #space })
            }
            FormatElement::Whitespace(w) => {
                sp.emit_space = false;
                match w.as_str() {
                    " " => {
                        sp.last_was_punct = false;
                        quote!(#f::Space)
                    }
                    "\\n" => {
                        sp.last_was_punct = true;
                        quote!(#f::Newline)
                    }
                    _ => {
                        sp.last_was_punct = true;
                        return Ok(None);
                    }
                }
            }
            FormatElement::AttrDict { with_keyword } => {
                sp.last_was_punct = false;
                quote!(#f::AttrDict { keyword: #with_keyword })
            }
            FormatElement::Optional {
                then_elements,
                else_elements,
                anchor,
                inverted,
            } => {
                if *inverted {
                    return Err(self.loc_err(
                        op.def,
                        "optional groups anchored in their else branch are not supported by Strata yet",
                    ));
                }
                let anchor_el = &then_elements[*anchor];
                let anchor_var = anchor_var_of(anchor_el)
                    .ok_or_else(|| self.loc_err(op.def, "unsupported optional group anchor"))?;
                let unit_anchor = matches!(anchor_var, VarRef::Attribute(i)
                    if self.rk.rec(self.base_attr(op.attributes[i].attr.def)).name_str() == "UnitAttr")
                    && *anchor != 0;
                let skip = unit_anchor.then_some(anchor_var);
                let mut then = Vec::new();
                for x in then_elements {
                    if skip.is_some()
                        && anchor_var_of(x) == skip
                        && matches!(x, FormatElement::Variable(_))
                    {
                        continue;
                    }
                    if let Some(t) = self.compile_one(op, x, sp, skip)? {
                        then.push(t);
                    }
                }
                let mut els = Vec::new();
                for x in else_elements {
                    if let Some(t) = self.compile_one(op, x, sp, None)? {
                        els.push(t);
                    }
                }
                let a = fmt_var(anchor_var);
                quote!(#f::Optional { anchor: #a, then: &[#(#then),*], els: &[#(#els),*], unit_anchor: #unit_anchor })
            }
            FormatElement::OIList { clauses } => self.oilist(op, clauses, sp)?,
            _ => {
                let _ = skip;
                let space = sp.emit_space || !sp.last_was_punct;
                sp.last_was_punct = false;
                sp.emit_space = true;
                match e {
                    FormatElement::Variable(v) => {
                        let v = fmt_var(*v);
                        quote!(#f::Var { var: #v, space: #space })
                    }
                    FormatElement::Operands => {
                        quote!(#f::Var { var: Var::Operands, space: #space })
                    }
                    FormatElement::Regions => {
                        quote!(#f::Var { var: Var::Regions, space: #space })
                    }
                    FormatElement::Successors => {
                        quote!(#f::Var { var: Var::Successors, space: #space })
                    }
                    FormatElement::Type(inner) => {
                        let v = type_target(inner).ok_or_else(|| {
                            self.loc_err(op.def, "unsupported type directive argument")
                        })?;
                        let stripped = match self.stripped_type_def(op, inner) {
                            Some(d) => quote!(Some(#d)),
                            None => quote!(None),
                        };
                        quote!(#f::Type { var: #v, space: #space, stripped: #stripped })
                    }
                    FormatElement::Qualified(inner) => {
                        // Builtin types and attributes print the same qualified or not.
                        match &**inner {
                            FormatElement::Type(t) => {
                                let v = type_target(t).ok_or_else(|| {
                                    self.loc_err(op.def, "unsupported type directive argument")
                                })?;
                                quote!(#f::Type { var: #v, space: #space, stripped: None })
                            }
                            FormatElement::Variable(v) => {
                                let v = fmt_var(*v);
                                quote!(#f::Var { var: #v, space: #space })
                            }
                            _ => return Err(self.loc_err(op.def, "unsupported qualified argument")),
                        }
                    }
                    FormatElement::FunctionalType(a, b) => {
                        let (a, b) = (type_target(a), type_target(b));
                        let (Some(a), Some(b)) = (a, b) else {
                            return Err(
                                self.loc_err(op.def, "unsupported functional-type arguments")
                            );
                        };
                        quote!(#f::FunctionalType { inputs: #a, results: #b, space: #space })
                    }
                    FormatElement::Results => {
                        return Err(
                            self.loc_err(op.def, "`results` is only valid in type directives")
                        )
                    }
                    FormatElement::Custom { name, args } => {
                        self.custom_directive(op, name, args, space)?
                    }
                    FormatElement::Ref(_) | FormatElement::String(_) => {
                        return Err(self.loc_err(op.def, "ref/string outside custom directives"))
                    }
                    _ => unreachable!("handled above"),
                }
            }
        }))
    }
}

impl Gen<'_> {
    /// `oilist(...)`: a `Fmt::OIList`. Spacing follows MLIR's printers: the directive
    /// writes `" "` as a literal, then each clause's keyword and elements are spaced as
    /// if every clause were printed, in order.
    fn oilist(
        &mut self,
        op: &Operator,
        clauses: &[(String, Vec<FormatElement>)],
        sp: &mut Spacing,
    ) -> Result<TokenStream, OdsError> {
        let literal = |text: &str, sp: &mut Spacing| {
            let space = sp.emit_space && space_before(text, sp.last_was_punct);
            let first = text.chars().next().unwrap_or(' ');
            sp.emit_space = text.len() != 1 || !"<({[".contains(first);
            sp.last_was_punct = first != '_' && !first.is_ascii_alphabetic();
            space
        };
        let lead = literal(" ", sp);
        let mut out = Vec::new();
        for (keyword, elements) in clauses {
            let kspace = literal(keyword, sp);
            let unit = match elements.as_slice() {
                [FormatElement::Variable(VarRef::Attribute(i))]
                    if self
                        .rk
                        .rec(self.base_attr(op.attributes[*i].attr.def))
                        .name_str()
                        == "UnitAttr" =>
                {
                    Some(lit(*i))
                }
                _ => None,
            };
            let compiled = if unit.is_some() {
                Vec::new()
            } else {
                self.compile(op, elements, sp)?
            };
            let mut vars = Vec::new();
            collect_clause_vars(elements, &mut vars);
            let present: Vec<TokenStream> = vars.into_iter().map(fmt_var).collect();
            let unit = match unit {
                Some(i) => quote!(Some(#i)),
                None => quote!(None),
            };
            out.push(quote! {
                OIClause {
                    keyword: #keyword,
                    space: #kspace,
                    elements: &[#(#compiled),*],
                    present: &[#(#present),*],
                    unit: #unit,
                }
            });
        }
        Ok(quote!(Fmt::OIList { space: #lead, clauses: &[#(#out),*] }))
    }

    /// `custom<Name>(args)`: a `Fmt::Custom` naming `directives::Name` in the dialect's
    /// module (a missing one is a compile error naming it).
    fn custom_directive(
        &self,
        op: &Operator,
        name: &str,
        args: &[FormatElement],
        space: bool,
    ) -> Result<TokenStream, OdsError> {
        let f = quote!(Fmt);
        let ca = quote!(CustomArg);
        let directive: syn::Ident = syn::parse_str(name).map_err(|_| {
            self.loc_err(
                op.def,
                format!("custom directive name '{name}' is not a Rust identifier"),
            )
        })?;
        let unsupported = || {
            self.loc_err(
                op.def,
                format!("custom<{name}>: only variables, type(...), ref(...), attr-dict and string arguments are supported by Strata yet"),
            )
        };
        let mut cargs = Vec::new();
        for a in args {
            cargs.push(match a {
                FormatElement::Variable(v) => {
                    let v = fmt_var(*v);
                    quote!(#ca::Var(#v))
                }
                FormatElement::Type(t) => {
                    let v = type_target(t).ok_or_else(unsupported)?;
                    quote!(#ca::Type(#v))
                }
                FormatElement::Ref(r) => match &**r {
                    FormatElement::Type(t) => {
                        let v = type_target(t).ok_or_else(unsupported)?;
                        quote!(#ca::RefType(#v))
                    }
                    FormatElement::Variable(v) => {
                        let v = fmt_var(*v);
                        quote!(#ca::Ref(#v))
                    }
                    FormatElement::AttrDict { .. } => quote!(#ca::AttrDict),
                    _ => return Err(unsupported()),
                },
                // The directive parses and prints the attribute dictionary.
                FormatElement::AttrDict { .. } => quote!(#ca::AttrDict),
                // A Rust expression, evaluated when the directive asks for it.
                FormatElement::String(code) => {
                    let e = self.rust_expr(
                        op.def,
                        &format!("the string argument of custom<{name}>"),
                        code,
                        &[("_ctxt", quote!(ctx)), ("_builder", quote!(ctx))],
                    )?;
                    let ctx = snippet::param("ctx", &e);
                    quote!(#ca::Expr(|#ctx: &Context| -> Box<dyn ::std::any::Any> { Box::new(#e) }))
                }
                _ => return Err(unsupported()),
            });
        }
        Ok(
            quote!(#f::Custom { directive: &directives::#directive, args: &[#(#cargs),*], space: #space }),
        )
    }
}

/// MLIR's printer spacing state while generating a format's printer.
struct Spacing {
    emit_space: bool,
    last_was_punct: bool,
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Parsed {
    Var(VarRef),
    AllOperands,
    AllResults,
}

fn type_arg(e: &FormatElement, out: &mut Vec<Parsed>) {
    match e {
        FormatElement::Variable(v) => out.push(Parsed::Var(*v)),
        FormatElement::Operands => out.push(Parsed::AllOperands),
        FormatElement::Results => out.push(Parsed::AllResults),
        _ => {}
    }
}

fn collect_typed(elements: &[FormatElement], out: &mut Vec<Parsed>) {
    for e in elements {
        match e {
            FormatElement::Custom { args, .. } => {
                for a in args {
                    if let FormatElement::Type(x) = a {
                        type_arg(x, out);
                    }
                }
            }
            FormatElement::Type(x) => type_arg(x, out),
            FormatElement::Qualified(x) => collect_typed(std::slice::from_ref(&**x), out),
            FormatElement::FunctionalType(a, b) => {
                type_arg(a, out);
                type_arg(b, out);
            }
            FormatElement::Optional {
                then_elements,
                else_elements,
                ..
            } => {
                collect_typed(then_elements, out);
                collect_typed(else_elements, out);
            }
            FormatElement::OIList { clauses } => {
                for (_, elements) in clauses {
                    collect_typed(elements, out);
                }
            }
            _ => {}
        }
    }
}

fn collect_attrs(elements: &[FormatElement], out: &mut Vec<usize>) {
    for e in elements {
        match e {
            FormatElement::Custom { args, .. } => collect_attrs(args, out),
            FormatElement::Variable(VarRef::Attribute(i)) => out.push(*i),
            FormatElement::Qualified(x) => collect_attrs(std::slice::from_ref(&**x), out),
            FormatElement::Optional {
                then_elements,
                else_elements,
                ..
            } => {
                collect_attrs(then_elements, out);
                collect_attrs(else_elements, out);
            }
            FormatElement::OIList { clauses } => {
                for (_, elements) in clauses {
                    collect_attrs(elements, out);
                }
            }
            _ => {}
        }
    }
}

/// The variables of an `oilist` clause (MLIR's `collect`): those written, and those of
/// type directives, in optional groups too.
fn collect_clause_vars(elements: &[FormatElement], out: &mut Vec<VarRef>) {
    for e in elements {
        match e {
            FormatElement::Variable(v) if !out.contains(v) => out.push(*v),
            FormatElement::Type(x) | FormatElement::Qualified(x) | FormatElement::Ref(x) => {
                collect_clause_vars(std::slice::from_ref(&**x), out)
            }
            FormatElement::FunctionalType(a, b) => {
                collect_clause_vars(std::slice::from_ref(&**a), out);
                collect_clause_vars(std::slice::from_ref(&**b), out);
            }
            FormatElement::Custom { args, .. } => collect_clause_vars(args, out),
            FormatElement::Optional {
                then_elements,
                else_elements,
                ..
            } => {
                collect_clause_vars(then_elements, out);
                collect_clause_vars(else_elements, out);
            }
            _ => {}
        }
    }
}

fn anchor_var_of(e: &FormatElement) -> Option<VarRef> {
    match e {
        FormatElement::Variable(v) => Some(*v),
        FormatElement::Type(x) | FormatElement::Qualified(x) => anchor_var_of(x),
        _ => None,
    }
}

fn fmt_var(v: VarRef) -> TokenStream {
    let p = quote!(Var);
    match v {
        VarRef::Attribute(i) => {
            let i = lit(i);
            quote!(#p::Attr(#i))
        }
        VarRef::Operand(i) => {
            let i = lit(i);
            quote!(#p::Operand(#i))
        }
        VarRef::Result(i) => {
            let i = lit(i);
            quote!(#p::Result(#i))
        }
        VarRef::Region(i) => {
            let i = lit(i);
            quote!(#p::Region(#i))
        }
        VarRef::Successor(i) => {
            let i = lit(i);
            quote!(#p::Successor(#i))
        }
    }
}

fn type_target(e: &FormatElement) -> Option<TokenStream> {
    let p = quote!(Var);
    match e {
        FormatElement::Variable(v) => Some(fmt_var(*v)),
        FormatElement::Operands => Some(quote!(#p::Operands)),
        FormatElement::Results => Some(quote!(#p::Results)),
        _ => None,
    }
}

/// A part of a list a builder makes: one value, an `Option`, or a slice.
enum Part {
    One(TokenStream),
    Extend(TokenStream),
    Slice(TokenStream),
}

/// The list of `parts`: a `vec![...]` when each is one value (and `mutable` is false),
/// else statements filling the variable `name` and the expression naming it.
fn vec_of(
    name: &proc_macro2::Ident,
    parts: Vec<Part>,
    mutable: bool,
) -> (TokenStream, TokenStream) {
    let ones = parts
        .iter()
        .take_while(|p| matches!(p, Part::One(_)))
        .count();
    if ones == parts.len() && !mutable {
        let items = parts.iter().map(|p| match p {
            Part::One(t) | Part::Extend(t) | Part::Slice(t) => t,
        });
        if parts.is_empty() {
            return (TokenStream::new(), quote!(Vec::new()));
        }
        return (TokenStream::new(), quote!(vec![#(#items),*]));
    }
    let first = parts[..ones].iter().map(|p| match p {
        Part::One(t) | Part::Extend(t) | Part::Slice(t) => t,
    });
    let mut stmts = if ones == 0 {
        quote!(let mut #name = Vec::new();)
    } else {
        quote!(let mut #name = vec![#(#first),*];)
    };
    for p in &parts[ones..] {
        stmts.extend(match p {
            Part::One(t) => quote!(#name.push(#t);),
            Part::Extend(t) => quote!(#name.extend(#t);),
            Part::Slice(t) => quote!(#name.extend_from_slice(#t);),
        });
    }
    (stmts, quote!(#name))
}

/// The builder parameter of operand group `i`.
fn builder_operand(i: usize, name: &str) -> proc_macro2::Ident {
    if name.is_empty() {
        format_ident!("operand_{}", i)
    } else {
        rust_ident(name)
    }
}

/// The builder parameter of the types of result group `i`.
fn builder_result(i: usize, name: &str) -> proc_macro2::Ident {
    if name.is_empty() {
        format_ident!("result_{}_type", i)
    } else {
        format_ident!("{}_type", name.to_snake_case())
    }
}

fn arity_of(tc: &ods::TypeConstraint) -> proc_macro2::Ident {
    if tc.is_optional {
        format_ident!("Optional")
    } else if tc.is_variadic || tc.is_variadic_of_variadic {
        format_ident!("Variadic")
    } else {
        format_ident!("Single")
    }
}

/// `file.td:LINE` of a location, with the path relative to the spec folder when inside it.
pub(super) fn loc_text(rk: &RecordKeeper, loc: crate::source::Loc) -> String {
    let pos = rk.sources.position(loc);
    let path = pos.path.to_string_lossy().replace('\\', "/");
    let short = match path.find("spec/") {
        Some(i) => &path[i..],
        None => path.rsplit('/').next().unwrap_or(&path),
    };
    format!("{short}:{}", pos.line)
}

/// A comment line inside generated code (`// text`), a macro call until the text is
/// printed (see `render`).
fn comment(text: &str) -> TokenStream {
    quote!(__strata_tblgen_comment!(#text);)
}

/// How the values of an op's operand (or result) groups sit in its list.
enum Layout {
    /// Every group holds one value: group `i` is value `i`.
    Single,
    /// One group of variable length, at `index`; the others hold one value each.
    OneVariable { index: usize },
    /// The sizes are computed at run time (`check::group_sizes`).
    Computed,
}

/// Where the checks of one value group find the group's values and name them.
struct ValueKind {
    /// `operand` or `result` (the word of the messages).
    word: &'static str,
    /// The spec's table of the groups (`SPEC.operands`).
    groups: TokenStream,
    /// The number of values of the op.
    count: TokenStream,
    /// Value `#i` of the op (`i` substituted).
    value: fn(&proc_macro2::Literal) -> TokenStream,
    /// The values of the op, enumerated.
    enumerated: TokenStream,
    /// The segment sizes attribute.
    segment_attr: &'static str,
}

impl<'a> Gen<'a> {
    /// The predicate `fn` of a type constraint, `None` when every type satisfies it
    /// (`AnyType`), with the constraint's static.
    fn type_check(
        &mut self,
        tc: &ods::TypeConstraint,
    ) -> Result<Option<(proc_macro2::Ident, proc_macro2::Ident)>, OdsError> {
        let s = self.type_constraint(tc)?;
        let c = self
            .type_constraints
            .iter()
            .find(|c| static_ident(&c.name) == s)
            .expect("an interned constraint");
        if c.cond.to_string() == "true" {
            return Ok(None);
        }
        Ok(Some((format_ident!("{}", c.name), s)))
    }

    /// The predicate `fn` of an attribute constraint, `None` when every attribute
    /// satisfies it, with the constraint's static.
    fn attr_check(
        &mut self,
        def: RecId,
        summary: &str,
    ) -> Result<Option<(proc_macro2::Ident, proc_macro2::Ident)>, OdsError> {
        let s = self.attr_constraint(def, summary)?;
        let c = self
            .attr_constraints
            .iter()
            .find(|c| static_ident(&c.name) == s)
            .expect("an interned constraint");
        if c.cond.to_string() == "true" {
            return Ok(None);
        }
        Ok(Some((format_ident!("{}", c.name), s)))
    }

    /// The `fn` checking the invariants of `op` as MLIR 16's generated
    /// `verifyInvariants` does, in its order: the counts ODS adds as traits (regions,
    /// results, successors, operands), the structural traits, the attributes (the
    /// required ones missing, in name order, then each constraint in spec order), the
    /// operand and result types, the region constraints, then the other traits in order.
    /// `traits` are the op's traits as its spec lists them, with their defs.
    fn invariants(
        &mut self,
        op: &Operator,
        spec: &proc_macro2::Ident,
        traits: &[(RecId, TokenStream)],
    ) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let name = op.operation_name();
        let f = format_ident!("verify_invariants_{}", op.cpp_class_name.to_snake_case());
        let op_loc = loc_text(rk, rk.rec(op.def).loc());
        let mut body = TokenStream::new();
        let mut uses_ctx = false;
        let trait_named = |n: &str| op.traits.iter().any(|t| rk.rec(t.def).name_str() == n);
        let segments = |attr_sized: &'static str, same: &'static str| {
            if trait_named(attr_sized) {
                ((quote!(Segments::AttrSized), attr_sized), true)
            } else if trait_named(same) {
                ((quote!(Segments::SameSize), same), true)
            } else {
                (
                    (quote!(Segments::Fixed), "one variable-length group"),
                    false,
                )
            }
        };

        // The counts.
        body.extend(comment(&format!(
            "The numbers of regions, results, successors and operands ({op_loc})."
        )));
        let fixed_regions = op.regions.iter().filter(|r| !r.is_variadic).count();
        let variadic_regions = op.regions.iter().any(|r| r.is_variadic);
        let n = lit(fixed_regions);
        if variadic_regions {
            if fixed_regions == 1 {
                body.extend(quote! {
                    if op.regions().is_empty() {
                        return Err(check::region_count_error(op, 1, true));
                    }
                });
            } else if fixed_regions > 1 {
                body.extend(quote! {
                    if op.regions().len() < #n {
                        return Err(check::region_count_error(op, #n, true));
                    }
                });
            }
        } else if fixed_regions == 0 {
            body.extend(quote! {
                if !op.regions().is_empty() {
                    return Err(check::region_count_error(op, 0, false));
                }
            });
        } else {
            body.extend(quote! {
                if op.regions().len() != #n {
                    return Err(check::region_count_error(op, #n, false));
                }
            });
        }
        let value_count = |groups: &[ods::NamedTypeConstraint], word: &str, count: TokenStream| {
            let fixed = groups
                .iter()
                .filter(|g| arity_of(&g.constraint) == "Single")
                .count();
            let variable = fixed != groups.len();
            let n = lit(fixed);
            if variable && fixed == 0 {
                TokenStream::new()
            } else if variable {
                quote! {
                    let n = #count;
                    if n < #n {
                        return Err(check::value_count_error(op, #word, #n, n, true));
                    }
                }
            } else {
                quote! {
                    let n = #count;
                    if n != #n {
                        return Err(check::value_count_error(op, #word, #n, n, false));
                    }
                }
            }
        };
        body.extend(value_count(
            &op.results,
            "result",
            quote!(op.results().len()),
        ));
        let fixed_successors = op.successors.iter().filter(|s| !s.is_variadic).count();
        let variadic_successors = op.successors.iter().any(|s| s.is_variadic);
        let n = lit(fixed_successors);
        if !(variadic_successors && fixed_successors == 0) {
            let (test, at_least) = if variadic_successors {
                (quote!(n < #n), true)
            } else {
                (quote!(n != #n), false)
            };
            body.extend(quote! {
                let n = op.body.successors(op.op).len();
                if #test {
                    return Err(check::successor_count_error(op, #n, n, #at_least));
                }
            });
        }
        body.extend(value_count(
            &op.operands,
            "operand",
            quote!(op.body.num_operands(op.op)),
        ));

        // The structural traits.
        for (def, t) in traits {
            let tname = trait_variant(t);
            let check = match tname.as_str() {
                "HasParent" => {
                    let args = trait_args(t);
                    quote!(check::parent(op, #(#args)*)?;)
                }
                "SingleBlock" | "SingleBlockImplicitTerminator" => {
                    quote!(check::single_blocks(op)?;)
                }
                "NoRegionArguments" => quote!(check::no_region_arguments(op)?;),
                _ => continue,
            };
            body.extend(comment(&format!(
                "`{}` ({}).",
                trait_title(rk, *def),
                loc_text(rk, rk.rec(*def).loc())
            )));
            body.extend(check);
        }

        // The attributes: each looked up once; the required ones missing, in name order
        // (MLIR scans the sorted dictionary), then the constraints in spec order.
        let attrs: Vec<&ods::NamedAttribute> = op
            .attributes
            .iter()
            .filter(|a| !a.attr.is_derived)
            .collect();
        let mut has_attrs = !attrs.is_empty();
        if has_attrs {
            let mut names: Vec<proc_macro2::Ident> = Vec::new();
            for (i, a) in attrs.iter().enumerate() {
                let mut n = format_ident!("attr_{}", a.name.to_snake_case());
                if names.contains(&n) || !is_rust_ident(&n.to_string()) {
                    n = format_ident!("attr_{}", i);
                }
                names.push(n);
            }
            let mut attr_code = TokenStream::new();
            let mut required: Vec<(&str, &proc_macro2::Ident)> = attrs
                .iter()
                .zip(&names)
                .filter(|(a, _)| !a.attr.is_optional && a.attr.default_value.is_empty())
                .map(|(a, n)| (a.name.as_str(), n))
                .collect();
            required.sort_by(|a, b| a.0.cmp(b.0));
            for (a, n) in required {
                attr_code.extend(quote! {
                    if #n.is_none() {
                        return Err(check::missing_attr(op, #a));
                    }
                });
            }
            for (a, n) in attrs.iter().zip(&names) {
                let Some((pred, c)) = self.attr_check(a.attr.def, &a.attr.summary)? else {
                    continue;
                };
                uses_ctx = true;
                let an = &a.name;
                attr_code.extend(comment(&format!(
                    "Attribute `{an}`: {} ({}).",
                    a.attr.summary,
                    loc_text(rk, rk.rec(a.attr.def).loc())
                )));
                attr_code.extend(quote! {
                    if #n.is_some_and(|a| !#pred(AttrView::new(ctx, a))) {
                        return Err(check::attr_error(op, #an, &#c));
                    }
                });
            }
            if attr_code.is_empty() {
                // Every attribute optional and of any value: nothing to look up.
                has_attrs = false;
            } else {
                let count = lit(attrs.len());
                let names = names.iter().map(|n| {
                    if mentions(&attr_code, &n.to_string()) {
                        n.to_token_stream()
                    } else {
                        quote!(_)
                    }
                });
                body.extend(comment(&format!(
                    "The attributes ({op_loc}), looked up once."
                )));
                body.extend(quote! {
                    let [#(#names),*] = check::attrs::<#count>(op, attr_ids, &#spec);
                });
                body.extend(attr_code);
            }
        }

        // The operand and result types.
        let same_type_at = traits
            .iter()
            .position(|(_, t)| trait_variant(t) == "SameOperandsAndResultType");
        let layout = |groups: &[ods::NamedTypeConstraint], computed: bool| {
            let variable: Vec<usize> = groups
                .iter()
                .enumerate()
                .filter(|(_, g)| arity_of(&g.constraint) != "Single")
                .map(|(i, _)| i)
                .collect();
            match (computed, variable.as_slice()) {
                (false, []) => Layout::Single,
                (false, [index]) => Layout::OneVariable { index: *index },
                _ => Layout::Computed,
            }
        };
        let (operand_segments, operands_computed) =
            segments("AttrSizedOperandSegments", "SameVariadicOperandSize");
        let (result_segments, results_computed) =
            segments("AttrSizedResultSegments", "SameVariadicResultSize");
        let operand_layout = layout(&op.operands, operands_computed);
        let result_layout = layout(&op.results, results_computed);
        // `SameOperandsAndResultType` over values at fixed places compares the types
        // read for their constraints.
        let bind_all = same_type_at.is_some()
            && matches!(operand_layout, Layout::Single)
            && matches!(result_layout, Layout::Single);
        let operand_kind = ValueKind {
            word: "operand",
            groups: quote!(#spec.operands),
            count: quote!(op.body.num_operands(op.op)),
            value: |i| quote!(op.operand(#i)),
            enumerated: quote!(op.operands().enumerate()),
            segment_attr: "operand_segment_sizes",
        };
        let result_kind = ValueKind {
            word: "result",
            groups: quote!(#spec.results),
            count: quote!(op.results().len()),
            value: |i| quote!(op.results()[#i]),
            enumerated: quote!(op.results().iter().copied().enumerate()),
            segment_attr: "result_segment_sizes",
        };
        let mut bound = Vec::new();
        for (groups, layout, segs, kind) in [
            (
                &op.operands,
                &operand_layout,
                &operand_segments,
                &operand_kind,
            ),
            (&op.results, &result_layout, &result_segments, &result_kind),
        ] {
            let code = self.value_checks(groups, layout, segs, kind, bind_all, &mut bound)?;
            if !code.is_empty() {
                uses_ctx = true;
            }
            body.extend(code);
        }

        // The region constraints.
        for (i, reg) in op.regions.iter().enumerate() {
            let pred = rk.get_def(rk.rec(reg.def), "predicate")?;
            let subst = [("_self", quote!(region)), ("_op", quote!(op))];
            let cond = self.condition(reg.def, "region predicate", pred, &subst)?;
            if cond.to_string() == "true" {
                continue;
            }
            let rname = self.intern(
                |g| &mut g.region_constraints,
                reg.def,
                &reg.summary,
                cond,
                None,
            );
            let rf = format_ident!("{}", rname);
            let (n, i, summary) = (&reg.name, lit(i), &reg.summary);
            body.extend(comment(&format!(
                "Region `{n}`: {summary} ({}).",
                loc_text(rk, rk.rec(reg.def).loc())
            )));
            let region = if i.to_string() == "0" {
                quote!(op.regions().first())
            } else {
                quote!(op.regions().get(#i))
            };
            body.extend(quote! {
                if let Some(&region) = #region {
                    if !#rf(op, region) {
                        return Err(check::region_error(op, #i, #n, #summary));
                    }
                }
            });
        }

        // The other traits, in order.
        let elementwise_after_same = same_type_at.is_some_and(|s| {
            traits[s..]
                .iter()
                .any(|(_, t)| trait_variant(t) == "Elementwise")
        });
        for (def, t) in traits {
            let variant = trait_variant(t);
            let check = match variant.as_str() {
                "SameOperandsAndResultType" => {
                    let keep = if elementwise_after_same {
                        quote!(let same_scalar =)
                    } else {
                        TokenStream::new()
                    };
                    if bind_all {
                        match bound.split_first() {
                            None => {
                                if elementwise_after_same {
                                    quote!(let same_scalar = true;)
                                } else {
                                    TokenStream::new()
                                }
                            }
                            Some((first, rest)) => {
                                let test = if rest.is_empty() {
                                    TokenStream::new()
                                } else {
                                    quote! {
                                        if #(#rest != #first)||* {
                                            return Err(check::same_type_error(op));
                                        }
                                    }
                                };
                                let scalar = if elementwise_after_same {
                                    uses_ctx = true;
                                    quote!(let same_scalar = check::is_scalar(ctx, #first);)
                                } else {
                                    TokenStream::new()
                                };
                                quote!(#test #scalar)
                            }
                        }
                    } else {
                        quote!(#keep check::same_operands_and_result_type(op)?;)
                    }
                }
                "Elementwise" => {
                    if elementwise_after_same {
                        quote! {
                            if !same_scalar {
                                check::elementwise(op)?;
                            }
                        }
                    } else {
                        quote!(check::elementwise(op)?;)
                    }
                }
                "SameTypeOperands"
                | "SameOperandsElementType"
                | "SameOperandsAndResultElementType"
                | "SameOperandsShape"
                | "SameOperandsAndResultShape" => quote!(check::value_trait(op, &#t)?;),
                "Pred" => {
                    let args = call_args(t);
                    let (summary, pred) = (&args[0], &args[1]);
                    quote! {
                        if !#pred(op) {
                            return Err(check::pred_error(op, #summary));
                        }
                    }
                }
                "Verify" => {
                    let args = call_args(t);
                    let hook = &args[1];
                    quote!(#hook(op)?;)
                }
                _ => continue,
            };
            if check.is_empty() {
                continue;
            }
            body.extend(comment(&format!(
                "`{}` ({}).",
                trait_title(rk, *def),
                loc_text(rk, rk.rec(*def).loc())
            )));
            body.extend(check);
        }

        let ctx = if uses_ctx && mentions(&body, "ctx") {
            quote!(let ctx = op.ctx;)
        } else {
            TokenStream::new()
        };
        let ids = if has_attrs {
            quote!(attr_ids)
        } else {
            quote!(_attr_ids)
        };
        let doc = format!(
            "Checks the invariants of `{name}` ({op_loc}) in the order of MLIR's generated `verifyInvariants`."
        );
        Ok(quote! {
            #[doc = #doc]
            fn #f(op: &OpRef<'_>, #ids: Option<&check::SpecAttrIds>) -> Result<(), Diagnostic> {
                #ctx
                #body
                Ok(())
            }
        })
    }

    /// The checks of the types of the values of `groups` (operands or results, as
    /// `kind` says), laid out as `layout` says; with `bind_all`, every value's type is
    /// kept in a local, whose names are added to `bound`.
    fn value_checks(
        &mut self,
        groups: &[ods::NamedTypeConstraint],
        layout: &Layout,
        segments: &(TokenStream, &str),
        kind: &ValueKind,
        bind_all: bool,
        bound: &mut Vec<proc_macro2::Ident>,
    ) -> Result<TokenStream, OdsError> {
        let rk = self.rk;
        let word = kind.word;
        let mut out = TokenStream::new();
        let describe = |i: usize, g: &ods::NamedTypeConstraint| {
            let what = if g.name.is_empty() {
                String::new()
            } else {
                format!(" `{}`", g.name)
            };
            let word = match arity_of(&g.constraint).to_string().as_str() {
                "Single" => format!("{} #{i}", upper_first(word)),
                "Optional" => format!("Optional {word} group #{i}"),
                _ => format!("Variadic {word} group #{i}"),
            };
            format!(
                "{word}{what}: {} ({}).",
                g.constraint.summary,
                loc_text(rk, rk.rec(g.constraint.def).loc())
            )
        };
        // One value at a known place `at` (an index expression).
        let one = |this: &mut Self,
                   out: &mut TokenStream,
                   at: TokenStream,
                   name: proc_macro2::Ident,
                   g: &ods::NamedTypeConstraint,
                   index: TokenStream,
                   bind: bool|
         -> Result<(), OdsError> {
            let check = this.type_check(&g.constraint)?;
            if check.is_none() && !bind {
                return Ok(());
            }
            out.extend(quote!(let #name = op.value_type(#at);));
            if let Some((pred, c)) = check {
                out.extend(quote! {
                    if !#pred(TypeView::new(ctx, #name)) {
                        return Err(check::type_error(op, #word, #index, &#c, #name));
                    }
                });
            }
            Ok(())
        };
        // The values `skip..skip + len` of the op.
        let many = |this: &mut Self,
                    out: &mut TokenStream,
                    skip: TokenStream,
                    len: TokenStream,
                    g: &ods::NamedTypeConstraint|
         -> Result<(), OdsError> {
            let Some((pred, c)) = this.type_check(&g.constraint)? else {
                return Ok(());
            };
            let enumerated = &kind.enumerated;
            let skip = if skip.to_string() == "0" {
                TokenStream::new()
            } else {
                quote!(.skip(#skip))
            };
            out.extend(quote! {
                for (i, v) in #enumerated #skip.take(#len) {
                    let t = op.value_type(v);
                    if !#pred(TypeView::new(ctx, t)) {
                        return Err(check::type_error(op, #word, i, &#c, t));
                    }
                }
            });
            Ok(())
        };
        let optional_check = |out: &mut TokenStream, start: TokenStream, len: TokenStream| {
            out.extend(quote! {
                if #len > 1 {
                    return Err(check::optional_error(op, #word, #start, #len));
                }
            });
        };
        match layout {
            Layout::Single => {
                for (i, g) in groups.iter().enumerate() {
                    let name = format_ident!("{}_{}", word, i);
                    let mut code = TokenStream::new();
                    let il = lit(i);
                    one(
                        self,
                        &mut code,
                        (kind.value)(&il),
                        name.clone(),
                        g,
                        quote!(#il),
                        bind_all,
                    )?;
                    if bind_all {
                        bound.push(name);
                    }
                    if !code.is_empty() {
                        out.extend(comment(&describe(i, g)));
                        out.extend(code);
                    }
                }
            }
            Layout::OneVariable { index } => {
                let count = &kind.count;
                let others = lit(groups.len() - 1);
                let len = format_ident!("{}_group_len", word);
                let mut code = TokenStream::new();
                for (i, g) in groups.iter().enumerate() {
                    let mut item = TokenStream::new();
                    if i == *index {
                        let il = lit(i);
                        if arity_of(&g.constraint) == "Optional" {
                            optional_check(&mut item, quote!(#il), quote!(#len));
                        }
                        many(self, &mut item, quote!(#il), quote!(#len), g)?;
                    } else {
                        let name = format_ident!("{}_{}", word, i);
                        let (at, index_expr) = if i < *index {
                            let il = lit(i);
                            ((kind.value)(&il), quote!(#il))
                        } else {
                            let back = lit(i - 1);
                            let at = quote!(#back + #len);
                            (
                                match word {
                                    "operand" => quote!(op.operand(#at)),
                                    _ => quote!(op.results()[#at]),
                                },
                                at,
                            )
                        };
                        one(self, &mut item, at, name, g, index_expr, false)?;
                    }
                    if !item.is_empty() {
                        code.extend(comment(&describe(i, g)));
                        code.extend(item);
                    }
                }
                if mentions(&code, &len.to_string()) {
                    if groups.len() == 1 {
                        out.extend(quote!(let #len = #count;));
                    } else {
                        out.extend(quote!(let #len = #count - #others;));
                    }
                }
                out.extend(code);
            }
            Layout::Computed => {
                let (count, groups_expr, attr) = (&kind.count, &kind.groups, kind.segment_attr);
                let n = lit(groups.len());
                let sizes = format_ident!("{}_sizes", word);
                let mut code = TokenStream::new();
                for (i, g) in groups.iter().enumerate() {
                    let il = lit(i);
                    // Where group `i` starts: the sizes of the groups before it.
                    let start = if i == 0 {
                        quote!(0)
                    } else {
                        let before = (0..i).map(lit);
                        quote!(#(#sizes[#before])+*)
                    };
                    let mut item = TokenStream::new();
                    if arity_of(&g.constraint) == "Optional" {
                        optional_check(&mut item, start.clone(), quote!(#sizes[#il]));
                    }
                    many(self, &mut item, start, quote!(#sizes[#il]), g)?;
                    if !item.is_empty() {
                        code.extend(comment(&describe(i, g)));
                        code.extend(item);
                    }
                }
                let (segments, how) = segments;
                out.extend(comment(&format!(
                    "The sizes of the {word} groups (`{how}`)."
                )));
                let call = quote!(check::group_sizes::<#n>(op, #groups_expr, #segments, #count, #word, #attr)?);
                if code.is_empty() {
                    out.extend(quote!(#call;));
                } else {
                    out.extend(quote!(let #sizes = #call;));
                    out.extend(code);
                }
            }
        }
        Ok(out)
    }
}

/// The variant of an `OpTrait` expression (`OpTrait::HasParent(...)` → `HasParent`).
fn trait_variant(t: &TokenStream) -> String {
    let text = t.to_string();
    let rest = text
        .trim_start_matches("OpTrait")
        .trim_start()
        .trim_start_matches("::")
        .trim_start();
    rest.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .next()
        .unwrap_or("")
        .to_string()
}

/// The arguments of an `OpTrait` variant with arguments, as written.
fn trait_args(t: &TokenStream) -> Vec<TokenStream> {
    match syn::parse2::<syn::ExprCall>(t.clone()) {
        Ok(call) => call.args.iter().map(|a| a.to_token_stream()).collect(),
        Err(_) => Vec::new(),
    }
}

/// The arguments of an `OpTrait` variant, as expressions.
fn call_args(t: &TokenStream) -> Vec<TokenStream> {
    trait_args(t)
}

/// How a trait is named in a comment: its def (`SameOperandsAndResultType`), or for an
/// anonymous instance its class's `trait` text.
fn trait_title(rk: &RecordKeeper, def: RecId) -> String {
    let r = rk.rec(def);
    if !r.is_anonymous {
        return r.name_str().to_string();
    }
    for field in ["summary", "trait"] {
        if let Some(s) = r.field(field).and_then(|v| v.as_str()) {
            if !s.is_empty() {
                return s.to_string();
            }
        }
    }
    r.name_str().to_string()
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Whether `tokens` use the identifier `name`.
fn mentions(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(i) => i == name,
        proc_macro2::TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
}
