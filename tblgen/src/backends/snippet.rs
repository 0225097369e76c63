//! The Rust snippets of a spec (predicates, conversions, builder calls), with their
//! placeholders (`$_self`, `$_ctx`, `$0`, ...) substituted on the token tree rather than
//! as text: a placeholder is replaced only where it stands as a whole token, by the
//! tokens of its replacement, parenthesised when the replacement is not a single operand
//! (`$_self.rank()` with `$_self` = `a + b` is `(a + b).rank()`).
//!
//! A snippet is first read into tokens with each placeholder made a reserved identifier
//! (`$_self` → `__ods_self`, `$0` → `__ods_0`), so that it parses as Rust; predicates
//! are then combined as expressions (`And`, `Or`, `Neg`, `SubstLeaves`, `Concat`) with
//! only the parentheses precedence needs; [`substitute`] finally puts each placeholder's
//! Rust in.

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use quote::{quote, ToTokens};

/// The reserved identifier standing for the placeholder `$name` (`_self` → `__ods_self`).
fn reserved(name: &str) -> String {
    format!(
        "__ods{}{name}",
        if name.starts_with('_') { "" } else { "_" }
    )
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

/// Parses `code` (placeholders reserved) as an expression.
pub(super) fn expr(code: &str) -> Result<syn::Expr, String> {
    let ts = tokens(code)?;
    syn::parse2::<syn::Expr>(ts)
        .map(strip_parens)
        .map_err(|e| format!("{e}"))
}

/// Replaces each placeholder `$name` (in its reserved form) of `ts` by the tokens given for
/// `name` (`"_self"`, `"0"`), parenthesised unless they are a single operand. Other
/// placeholders stay as they are.
pub(super) fn substitute(ts: TokenStream, subst: &[(&str, TokenStream)]) -> TokenStream {
    let table: Vec<(String, TokenStream)> = subst
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

/// `e` without the parentheses around it.
fn strip_parens(mut e: syn::Expr) -> syn::Expr {
    while let syn::Expr::Paren(p) = e {
        e = *p.expr;
    }
    e
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

/// The parameter `name` of a generated `fn` whose body is `body`: `_name` when the body
/// does not use it.
pub(super) fn param(name: &str, body: &TokenStream) -> Ident {
    fn mentions(ts: &TokenStream, name: &str) -> bool {
        ts.clone().into_iter().any(|t| match t {
            TokenTree::Ident(i) => i == name,
            TokenTree::Group(g) => mentions(&g.stream(), name),
            _ => false,
        })
    }
    if mentions(body, name) {
        Ident::new(name, Span::call_site())
    } else {
        Ident::new(&format!("_{name}"), Span::call_site())
    }
}
