//! The Rust snippets of a spec (predicates, conversions, builder bodies, parameter parsers
//! and printers, interface method bodies), with their placeholders (`$_self`, `$_ctx`,
//! `$0`, ...) substituted on the token tree rather than as text: a placeholder is replaced
//! only where it stands as a whole token (never inside a longer name such as `$_ctxt`, a
//! string literal or a comment), by the tokens of its replacement, parenthesised when the
//! replacement is not a single operand (`$_self.rank()` with `$_self` = `a + b` is
//! `(a + b).rank()`).
//!
//! A snippet is first read into tokens with each placeholder made a reserved identifier
//! (`$_self` → `__ods_self`, `$0` → `__odsv_0`), so that it parses as Rust; predicates
//! are then combined as expressions (`And`, `Or`, `Neg`, `SubstLeaves`, `Concat`) with
//! only the parentheses precedence needs; finally the placeholders of the snippet's
//! context (a [`Table`]: a type constraint's predicate has `$_self` and `$_ctx`, an op
//! builder's body `$_state`, `$_ctx`, `$_builder` and `$_loc`) are replaced by their Rust
//! ([`expr_in`], [`stmts_in`], [`fill_expr`]). A snippet that is not Rust of the expected
//! form, or that uses a placeholder its context does not have, is a [`SnippetError`],
//! which the backends report at the snippet's `.td` record.

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use quote::{quote, ToTokens};
use syn::parse::Parser;
use syn::visit_mut::VisitMut;

/// The placeholders of one context, each (its name without the `$`: `"_self"`, `"0"`)
/// with the Rust it stands for there.
pub(super) type Table<'a> = [(&'a str, TokenStream)];

/// The prefixes of reserved identifiers: `$_name` is `__ods_name`, any other `$name`
/// (`$0`) is `__odsv_name`, so that no two placeholders share one.
const RESERVED: &str = "__ods_";
const RESERVED_OTHER: &str = "__odsv_";

/// The reserved identifier standing for the placeholder `$name` (`_self` → `__ods_self`).
fn reserved(name: &str) -> String {
    match name.strip_prefix('_') {
        Some(rest) => format!("{RESERVED}{rest}"),
        None => format!("{RESERVED_OTHER}{name}"),
    }
}

/// The placeholder (`$_self`) a reserved identifier stands for.
fn placeholder(ident: &str) -> Option<String> {
    if let Some(rest) = ident.strip_prefix(RESERVED) {
        Some(format!("$_{rest}"))
    } else {
        ident
            .strip_prefix(RESERVED_OTHER)
            .map(|rest| format!("${rest}"))
    }
}

/// Reads `code` into tokens, each placeholder (`$` then an identifier or a number) made
/// its reserved identifier.
pub(super) fn tokens(code: &str) -> Result<TokenStream, String> {
    let ts: TokenStream = code.parse().map_err(|e| format!("{e}"))?;
    Ok(reserve(ts))
}

fn reserve(ts: TokenStream) -> TokenStream {
    let mut out = Vec::new();
    let mut it = ts.into_iter().peekable();
    while let Some(t) = it.next() {
        match t {
            TokenTree::Punct(p) if p.as_char() == '$' => {
                let name = match it.peek() {
                    Some(TokenTree::Ident(i)) => Some(i.to_string()),
                    Some(TokenTree::Literal(l)) => {
                        Some(l.to_string()).filter(|s| s.chars().all(|c| c.is_ascii_digit()))
                    }
                    _ => None,
                };
                match name {
                    Some(n) => {
                        it.next();
                        out.push(TokenTree::Ident(Ident::new(&reserved(&n), p.span())));
                    }
                    None => out.push(TokenTree::Punct(p)),
                }
            }
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), reserve(g.stream()));
                ng.set_span(g.span());
                out.push(TokenTree::Group(ng));
            }
            t => out.push(t),
        }
    }
    out.into_iter().collect()
}

/// What a snippet is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Expr,
    Stmts,
}

/// Why a snippet of a spec could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SnippetError {
    form: Form,
    /// The snippet (or, for a predicate, its combined condition).
    code: String,
    kind: ErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum ErrorKind {
    /// Not Rust of the form asked for: the Rust parser's message.
    Syntax(String),
    /// A placeholder the context does not have, and those it has.
    Placeholder { used: String, known: Vec<String> },
}

impl SnippetError {
    /// The message of the error for the snippet `what` names (`the body of builder
    /// 'build_int'`).
    pub(super) fn message(&self, what: &str) -> String {
        match &self.kind {
            ErrorKind::Syntax(e) => {
                let form = match self.form {
                    Form::Expr => "a Rust expression",
                    Form::Stmts => "Rust statements",
                };
                let code = self.code.trim();
                // A one-line snippet is quoted; a longer one is at its location.
                if code.contains('\n') {
                    format!("{what} is not {form}: {e}")
                } else {
                    format!("{what} is not {form}: {e}: `{code}`")
                }
            }
            ErrorKind::Placeholder { used, known } => {
                let known = if known.is_empty() {
                    "it has none".to_string()
                } else {
                    let list: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
                    format!("it has {}", list.join(", "))
                };
                format!("{what} uses `{used}`, which is not one of its placeholders ({known})")
            }
        }
    }
}

/// `code` read as an expression, the placeholders of `table` replaced by their Rust,
/// without parentheses around it.
pub(super) fn expr_in(code: &str, table: &Table) -> Result<syn::Expr, SnippetError> {
    let err = |kind| SnippetError {
        form: Form::Expr,
        code: code.to_string(),
        kind,
    };
    let ts = tokens(code).map_err(|e| err(ErrorKind::Syntax(e)))?;
    let ts = fill(ts, table).map_err(err)?;
    syn::parse2::<syn::Expr>(ts)
        .map(strip_parens)
        .map_err(|e| err(ErrorKind::Syntax(e.to_string())))
}

/// `code` read as statements (a block's, without its braces), the placeholders of
/// `table` replaced by their Rust.
pub(super) fn stmts_in(code: &str, table: &Table) -> Result<Vec<syn::Stmt>, SnippetError> {
    let err = |kind| SnippetError {
        form: Form::Stmts,
        code: code.to_string(),
        kind,
    };
    let ts = tokens(code).map_err(|e| err(ErrorKind::Syntax(e)))?;
    let ts = fill(ts, table).map_err(err)?;
    let mut stmts = syn::Block::parse_within
        .parse2(ts)
        .map_err(|e| err(ErrorKind::Syntax(e.to_string())))?;
    stmts.iter_mut().for_each(|s| Unparen.visit_stmt_mut(s));
    Ok(stmts)
}

/// The expression `e` (a predicate's condition) with the placeholders of `table`
/// replaced by their Rust, without parentheses around it.
pub(super) fn fill_expr(e: &syn::Expr, table: &Table) -> Result<syn::Expr, SnippetError> {
    let code = e.to_token_stream();
    let err = |kind| SnippetError {
        form: Form::Expr,
        code: code.to_string(),
        kind,
    };
    let ts = fill(code.clone(), table).map_err(err)?;
    syn::parse2::<syn::Expr>(ts.clone())
        .map(strip_parens)
        .map_err(|e| SnippetError {
            form: Form::Expr,
            code: ts.to_string(),
            kind: ErrorKind::Syntax(e.to_string()),
        })
}

/// `ts` with the placeholders of `table` replaced; an error names the first placeholder
/// it uses that `table` does not have.
fn fill(ts: TokenStream, table: &Table) -> Result<TokenStream, ErrorKind> {
    if let Some(used) = placeholders(&ts)
        .into_iter()
        .find(|p| !table.iter().any(|(n, _)| p[1..] == **n))
    {
        return Err(ErrorKind::Placeholder {
            used,
            known: table.iter().map(|(n, _)| format!("${n}")).collect(),
        });
    }
    Ok(substitute(ts, table))
}

/// The placeholders `ts` uses (`$_self`), in order of first use.
fn placeholders(ts: &TokenStream) -> Vec<String> {
    fn walk(ts: &TokenStream, out: &mut Vec<String>) {
        for t in ts.clone() {
            match t {
                TokenTree::Ident(i) => {
                    if let Some(p) = placeholder(&i.to_string()) {
                        if !out.contains(&p) {
                            out.push(p);
                        }
                    }
                }
                TokenTree::Group(g) => walk(&g.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(ts, &mut out);
    out
}

/// Whether `code` uses the placeholder `$name` (`"_ctxt"`) as a whole token.
pub(super) fn uses(code: &str, name: &str) -> bool {
    tokens(code).is_ok_and(|ts| placeholders(&ts).iter().any(|p| p[1..] == *name))
}

/// Parses `code` (placeholders reserved) as an expression.
pub(super) fn expr(code: &str) -> Result<syn::Expr, String> {
    let ts = tokens(code)?;
    syn::parse2::<syn::Expr>(ts)
        .map(strip_parens)
        .map_err(|e| format!("{e}"))
}

/// Replaces each placeholder `$name` (in its reserved form) of `ts` by the tokens given for
/// `name` (`"_self"`, `"0"`) in `table`, parenthesised unless they are a single operand.
/// Other placeholders stay as they are (a predicate's `SubstLeaves` replaces one of them).
fn substitute(ts: TokenStream, table: &Table) -> TokenStream {
    let table: Vec<(String, TokenStream)> = table
        .iter()
        .map(|(n, r)| (reserved(n), operand(r.clone())))
        .collect();
    replace_idents(ts, &table)
}

fn replace_idents(ts: TokenStream, table: &[(String, TokenStream)]) -> TokenStream {
    let mut out = TokenStream::new();
    for t in ts {
        match t {
            TokenTree::Ident(i) => match table.iter().find(|(n, _)| i == n) {
                Some((_, r)) => out.extend(r.clone()),
                None => out.extend([TokenTree::Ident(i)]),
            },
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), replace_idents(g.stream(), table));
                ng.set_span(g.span());
                out.extend([TokenTree::Group(ng)]);
            }
            t => out.extend([t]),
        }
    }
    out
}

/// `r` as an operand: parenthesised unless it is one already (a path, a call, a method
/// call, a field, a literal, ...).
fn operand(r: TokenStream) -> TokenStream {
    match syn::parse2::<syn::Expr>(r.clone()) {
        Ok(e) if is_operand(&e) => r,
        _ => TokenTree::Group(Group::new(Delimiter::Parenthesis, r)).into(),
    }
}

/// Whether `e` needs no parentheses as a method receiver or an operand of `!`.
fn is_operand(e: &syn::Expr) -> bool {
    use syn::Expr::*;
    matches!(
        e,
        Path(_)
            | Call(_)
            | MethodCall(_)
            | Field(_)
            | Lit(_)
            | Paren(_)
            | Macro(_)
            | Index(_)
            | Tuple(_)
            | Array(_)
            | Struct(_)
            | Try(_)
            | Block(_)
    )
}

/// `e` without the parentheses around it, nor around the expressions inside it whose
/// place delimits them already.
fn strip_parens(mut e: syn::Expr) -> syn::Expr {
    while let syn::Expr::Paren(p) = e {
        e = *p.expr;
    }
    Unparen.visit_expr_mut(&mut e);
    e
}

/// Removes the parentheses (a substitution's or the snippet's own) around an expression
/// whose place delimits it already: an argument, an element of an array or tuple, a
/// field value of a struct expression, an initializer, the right side of an assignment,
/// an index, a returned value, the inside of other parentheses. `f($_self)` with `$_self`
/// = `a + b` is `f(a + b)`. The tokens of a macro call are not Rust syntax yet, so they
/// keep theirs.
struct Unparen;

fn unparen(e: &mut syn::Expr) {
    while let syn::Expr::Paren(p) = e {
        let inner = std::mem::replace(&mut *p.expr, syn::Expr::Verbatim(TokenStream::new()));
        *e = inner;
    }
}

impl VisitMut for Unparen {
    fn visit_expr_mut(&mut self, e: &mut syn::Expr) {
        syn::visit_mut::visit_expr_mut(self, e);
        use syn::Expr::*;
        match e {
            Call(c) => c.args.iter_mut().for_each(unparen),
            MethodCall(m) => m.args.iter_mut().for_each(unparen),
            Array(a) => a.elems.iter_mut().for_each(unparen),
            Tuple(t) => t.elems.iter_mut().for_each(unparen),
            Struct(s) => s.fields.iter_mut().for_each(|f| unparen(&mut f.expr)),
            Assign(a) => unparen(&mut a.right),
            Index(i) => unparen(&mut i.index),
            Return(r) => r.expr.iter_mut().for_each(|x| unparen(x)),
            Paren(p) => unparen(&mut p.expr),
            _ => {}
        }
    }

    fn visit_local_mut(&mut self, l: &mut syn::Local) {
        syn::visit_mut::visit_local_mut(self, l);
        if let Some(init) = &mut l.init {
            unparen(&mut init.expr);
        }
    }
}

fn paren(e: syn::Expr) -> syn::Expr {
    syn::Expr::Paren(syn::ExprParen {
        attrs: Vec::new(),
        paren_token: Default::default(),
        expr: Box::new(e),
    })
}

fn binary_op(e: &syn::Expr) -> Option<&syn::BinOp> {
    match e {
        syn::Expr::Binary(b) => Some(&b.op),
        _ => None,
    }
}

/// `a && b && ...` (`true` for none): an `||` operand is parenthesised.
pub(super) fn and(children: Vec<syn::Expr>) -> syn::Expr {
    join(children, quote!(&&), "true", |e| {
        !is_operand(e)
            && !matches!(binary_op(e), Some(op) if !matches!(op, syn::BinOp::Or(_)))
            && !matches!(e, syn::Expr::Unary(_) | syn::Expr::Cast(_))
    })
}

/// `a || b || ...` (`false` for none): an `&&` operand is parenthesised, for the reader.
pub(super) fn or(children: Vec<syn::Expr>) -> syn::Expr {
    join(children, quote!(||), "false", |e| {
        !is_operand(e)
            && !matches!(binary_op(e), Some(op) if !matches!(op, syn::BinOp::And(_)))
            && !matches!(e, syn::Expr::Unary(_) | syn::Expr::Cast(_))
    })
}

/// `children` joined by `op`, leaving out those that are the literal `empty` (`true` in a
/// conjunction), which is what joining none gives.
fn join(
    children: Vec<syn::Expr>,
    op: TokenStream,
    empty: &str,
    needs_parens: impl Fn(&syn::Expr) -> bool,
) -> syn::Expr {
    let is_empty = |e: &syn::Expr| match e {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Bool(b),
            ..
        }) => b.value == (empty == "true"),
        _ => false,
    };
    let mut parts = children
        .into_iter()
        .map(strip_parens)
        .filter(|e| !is_empty(e))
        .map(|e| if needs_parens(&e) { paren(e) } else { e });
    let Some(first) = parts.next() else {
        return syn::Expr::Lit(syn::ExprLit {
            attrs: Vec::new(),
            lit: syn::LitBool::new(empty == "true", Span::call_site()).into(),
        });
    };
    parts.fold(first, |acc, e| syn::parse_quote!(#acc #op #e))
}

/// `!e`, parenthesised unless `e` is an operand.
pub(super) fn not(e: syn::Expr) -> syn::Expr {
    let e = strip_parens(e);
    let e = if is_operand(&e) || matches!(e, syn::Expr::Unary(_)) {
        e
    } else {
        paren(e)
    };
    syn::parse_quote!(!#e)
}

/// `child` with each whole-token occurrence of the placeholder `pattern` (`$_self`)
/// replaced by `replacement` (`SubstLeaves`); a pattern that is not a placeholder is
/// replaced as text.
pub(super) fn subst_leaves(
    child: &syn::Expr,
    pattern: &str,
    replacement: &str,
) -> Result<syn::Expr, String> {
    let repl = tokens(replacement)?;
    let name = pattern
        .strip_prefix('$')
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    match name {
        Some(n) => {
            let ts = substitute(child.to_token_stream(), &[(n, repl)]);
            syn::parse2(ts)
                .map(strip_parens)
                .map_err(|e| format!("{e}"))
        }
        None => expr(
            &child
                .to_token_stream()
                .to_string()
                .replace(pattern, replacement),
        ),
    }
}

/// `prefix` `child` `suffix` read as one expression (`Concat`).
pub(super) fn concat(prefix: &str, child: &syn::Expr, suffix: &str) -> Result<syn::Expr, String> {
    expr(&format!("{prefix}{}{suffix}", child.to_token_stream()))
}

/// Whether the tokens `ts` mention the identifier `name` (at any depth).
pub(super) fn mentions(ts: &TokenStream, name: &str) -> bool {
    ts.clone().into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == name,
        TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
}

/// The parameter `name` of a generated `fn` whose body is `body`: `_name` when the body
/// does not use it.
pub(super) fn param(name: &str, body: &TokenStream) -> Ident {
    if mentions(body, name) {
        Ident::new(name, Span::call_site())
    } else {
        Ident::new(&format!("_{name}"), Span::call_site())
    }
}

/// `stmts` ending in a statement: a final expression whose value the generated code does
/// not use (`p.write(x)`) gets its `;`; a block-like one (`if`, `for`, ...) stands as it
/// is.
pub(super) fn discard_value(stmts: &mut [syn::Stmt]) {
    if let Some(syn::Stmt::Expr(e, semi @ None)) = stmts.last_mut() {
        use syn::Expr::*;
        let block_like = matches!(
            e,
            Block(_) | ForLoop(_) | If(_) | Loop(_) | Match(_) | TryBlock(_) | Unsafe(_) | While(_)
        );
        if !block_like {
            *semi = Some(Default::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of `t`'s tokens, to compare with the tokens of the Rust expected.
    fn text(t: impl ToTokens) -> String {
        t.to_token_stream().to_string()
    }

    /// The error of a snippet that must not read.
    fn error<T>(r: Result<T, SnippetError>) -> SnippetError {
        match r {
            Ok(_) => panic!("the snippet should not read"),
            Err(e) => e,
        }
    }

    fn self_is(r: TokenStream) -> Vec<(&'static str, TokenStream)> {
        vec![("_self", r)]
    }

    #[test]
    fn a_placeholder_in_a_string_literal_or_a_comment_is_left_alone() {
        let e = expr_in(r#"$_self.name() == "$_self""#, &self_is(quote!(ty))).unwrap();
        assert_eq!(text(e), text(quote!(ty.name() == "$_self")));
        // A comment is not a token: its `$_ctxt` is no placeholder to complain about.
        let stmts = stmts_in(
            "// `$_ctxt` is not defined here\np.write(&$_self.to_string());",
            &self_is(quote!(value)),
        )
        .unwrap();
        assert_eq!(
            text(quote!(#(#stmts)*)),
            text(quote!(p.write(&value.to_string());))
        );
    }

    #[test]
    fn ctx_and_ctxt_are_different_placeholders() {
        let both = [("_ctx", quote!(a)), ("_ctxt", quote!(b))];
        let e = expr_in("f($_ctx, $_ctxt)", &both).unwrap();
        assert_eq!(text(e), text(quote!(f(a, b))));
        // Where only `$_ctx` is defined, `$_ctxt` is an error, not `ctx` followed by `t`.
        let err = error(expr_in("$_ctxt.int_type(32)", &[("_ctx", quote!(ctx))]));
        assert_eq!(
            err.message("the body of builder 'build_x'"),
            "the body of builder 'build_x' uses `$_ctxt`, which is not one of its placeholders (it has `$_ctx`)"
        );
    }

    #[test]
    fn named_and_numbered_placeholders_do_not_share_a_reserved_identifier() {
        for name in ["_self", "self", "0", "_0"] {
            assert_eq!(placeholder(&reserved(name)), Some(format!("${name}")));
        }
        let e = expr_in("$0 + $_0", &[("0", quote!(x)), ("_0", quote!(y))]).unwrap();
        assert_eq!(text(e), text(quote!(x + y)));
    }

    #[test]
    fn a_replacement_gets_only_the_parentheses_precedence_needs() {
        let sum = self_is(quote!(a + b));
        let call = self_is(quote!(ty.element_type()));
        let cases = [
            ("$_self.rank()", &sum, quote!((a + b).rank())),
            ("$_self * 2", &sum, quote!((a + b) * 2)),
            ("f($_self)", &sum, quote!(f(a + b))),
            ("[$_self, $_self * 2]", &sum, quote!([a + b, (a + b) * 2])),
            (
                "format!(\"{}\", $_self)",
                &sum,
                quote!(format!("{}", (a + b))),
            ),
            ("$_self.rank()", &call, quote!(ty.element_type().rank())),
            (
                "!$_self.is_float()",
                &call,
                quote!(!ty.element_type().is_float()),
            ),
            (
                "($_self.is_float())",
                &call,
                quote!(ty.element_type().is_float()),
            ),
        ];
        for (code, table, want) in cases {
            let e = expr_in(code, table).unwrap();
            assert_eq!(text(e), text(want), "{code}");
        }
    }

    #[test]
    fn predicates_combine_with_only_the_parentheses_precedence_needs() {
        let a = expr("$_self.is_a()").unwrap();
        let b = expr("$_self.is_b() || $_self.is_c()").unwrap();
        let t = expr("true").unwrap();
        let both = and(vec![t, a.clone(), b.clone()]);
        let e = fill_expr(&both, &self_is(quote!(ty))).unwrap();
        assert_eq!(text(e), text(quote!(ty.is_a() && (ty.is_b() || ty.is_c()))));
        let e = fill_expr(&not(a), &self_is(quote!(ty))).unwrap();
        assert_eq!(text(e), text(quote!(!ty.is_a())));
        let e = fill_expr(&not(b), &self_is(quote!(ty))).unwrap();
        assert_eq!(text(e), text(quote!(!(ty.is_b() || ty.is_c()))));
    }

    #[test]
    fn a_snippet_that_is_not_rust_is_an_error_naming_it() {
        let err = error(expr_in("1 +", &[]));
        let m = err.message("parameter 'x': its 'defaultValue'");
        assert!(
            m.starts_with("parameter 'x': its 'defaultValue' is not a Rust expression: ")
                && m.ends_with(": `1 +`"),
            "{m}"
        );
        let err = error(stmts_in("let v = ;\nv", &[]));
        let m = err.message("the body of builder 'get'");
        // A snippet of several lines is not quoted: the error is at its location.
        assert!(
            m.starts_with("the body of builder 'get' is not Rust statements: ") && !m.contains('`'),
            "{m}"
        );
        let err = error(expr_in("f(\"x\"", &[]));
        assert!(err
            .message("it")
            .starts_with("it is not a Rust expression: "));
        let err = error(stmts_in("$_op.len()", &[]));
        assert_eq!(
            err.message("the default body of method 'cost' of dialect interface 'I'"),
            "the default body of method 'cost' of dialect interface 'I' uses `$_op`, which is not one of its placeholders (it has none)"
        );
    }

    #[test]
    fn a_final_expression_whose_value_is_not_used_becomes_a_statement() {
        let mut stmts = stmts_in("p.write(\"x\")", &[]).unwrap();
        discard_value(&mut stmts);
        assert_eq!(text(quote!(#(#stmts)*)), text(quote!(p.write("x");)));
        let mut stmts = stmts_in("if v { p.write(\"x\") }", &[]).unwrap();
        discard_value(&mut stmts);
        assert_eq!(
            text(quote!(#(#stmts)*)),
            text(quote!(if v {
                p.write("x")
            }))
        );
    }

    #[test]
    fn uses_and_mentions_see_whole_tokens_only() {
        assert!(uses("f($_ctxt)", "_ctxt"));
        assert!(!uses("f($_ctx)", "_ctxt"));
        assert!(!uses("f(\"$_ctxt\")", "_ctxt"));
        assert!(mentions(&quote!(f(g(ctx))), "ctx"));
        assert!(!mentions(&quote!(f(ctxt)), "ctx"));
        assert_eq!(param("ctx", &quote!(f(ctxt))).to_string(), "_ctx");
    }
}
