//! The custom builders of `--gen-op-defs`: each `OpBuilder<(ins ...), [{ body }]>` of an
//! op becomes a function on its typed view returning an `OperationState`; a builder
//! without a body becomes a method of a per-op trait (`FooOpBuilders`) that the dialect's
//! hand-written Rust implements, so that a missing one is a compile error naming it.
//!
//! Rust has no overloading and no default arguments, so: each builder has its own name
//! (`OpBuilder`'s third argument, else `build_` and its parameter names), and a `CArg`
//! parameter with a default value is an `Option` (`None` takes the default).

use super::op_defs::{loc_text, rust_ident};
use crate::ods::{Builder, OdsError, Operator};
use crate::record::RecordKeeper;
use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};

/// The Rust items of an op's custom builders.
#[derive(Default)]
pub(super) struct BuilderItems {
    /// Functions of the typed view.
    pub methods: TokenStream,
    /// The trait of the builders without a body (empty when there are none).
    pub items: TokenStream,
}

/// The name of a builder's function.
pub(super) fn builder_name(b: &Builder) -> String {
    if let Some(n) = &b.name {
        return n.clone();
    }
    if b.params.is_empty() {
        return "build_default".to_string();
    }
    let names: Vec<String> = b.params.iter().map(|p| p.name.to_snake_case()).collect();
    format!("build_{}", names.join("_"))
}

/// The name of the trait of an op's builders without a body.
pub(super) fn builders_trait(op: &Operator) -> proc_macro2::Ident {
    format_ident!("{}Builders", op.cpp_class_name)
}

/// The statements of a builder's body (`$_state` substituted by `state`) and the state
/// they build, which starts as `start`. A body that replaces the state
/// (`$_state = Self::build(...);`) before any other use of it starts from that value
/// instead, and one that ends there returns it:
///
/// ```text
/// let ty = ctx.int_type(width);
/// Self::build(ctx, loc, ty, ctx.integer_attr(value as i128, ty))
/// ```
fn builder_body(stmts: Vec<syn::Stmt>, start: TokenStream) -> TokenStream {
    let uses_state = |s: &syn::Stmt| super::snippet::mentions(&s.to_token_stream(), "state");
    let Some(first) = stmts.iter().position(uses_state) else {
        return quote!(#(#stmts)* #start);
    };
    let (before, rest) = stmts.split_at(first);
    let replaced = match &rest[0] {
        syn::Stmt::Expr(syn::Expr::Assign(a), Some(_))
            if matches!(&*a.left, syn::Expr::Path(p) if p.path.is_ident("state"))
                && !super::snippet::mentions(&a.right.to_token_stream(), "state") =>
        {
            Some(&a.right)
        }
        _ => None,
    };
    match replaced {
        Some(value) if rest.len() == 1 => quote!(#(#before)* #value),
        Some(value) => {
            let after = &rest[1..];
            let mutable = after.iter().any(uses_state).then(|| quote!(mut));
            quote!(#(#before)* let #mutable state = #value; #(#after)* state)
        }
        None => quote!(let mut state = #start; #(#stmts)* state),
    }
}

/// The Rust pieces of a custom builder's parameters (of an op's or of an attribute's or
/// type's builder).
pub(super) struct BuilderSig {
    /// The public function's parameters (`Option<T>` for a `CArg` with a default).
    pub params: Vec<TokenStream>,
    /// The parameters with their own types (for the trait of builders without a body).
    pub inner_params: Vec<TokenStream>,
    /// The parameter names, as arguments.
    pub args: Vec<TokenStream>,
    /// `let x: T = match x { Some(v) => v, None => default };` per defaulted parameter.
    pub defaults: Vec<TokenStream>,
    /// `name: type [= default]` per parameter, for the documentation.
    pub sig_text: Vec<String>,
}

/// Checks the parameters of builder `name` (Rust types and defaults; names not in
/// `seen`, which holds those the function takes before them) and makes their Rust.
pub(super) fn builder_sig(
    params_in: &[crate::ods::BuilderParam],
    name: &str,
    mut seen: Vec<String>,
    err: &dyn Fn(String) -> OdsError,
) -> Result<BuilderSig, OdsError> {
    let mut params = Vec::new();
    let mut inner_params = Vec::new();
    let mut args = Vec::new();
    let mut defaults = Vec::new();
    for p in params_in {
        let id = rust_ident(&p.name);
        if seen.contains(&id.to_string()) {
            return Err(err(format!(
                "builder '{name}': parameter '{}' makes the Rust parameter `{id}`, which is already taken",
                p.name
            )));
        }
        seen.push(id.to_string());
        let ty: syn::Type = syn::parse_str(&p.ty).map_err(|e| {
            err(format!(
                "builder '{name}': the type of parameter '{}' is not a Rust type: {e}: `{}`",
                p.name, p.ty
            ))
        })?;
        inner_params.push(quote!(#id: #ty));
        args.push(quote!(#id));
        match &p.default {
            Some(d) => {
                let d: syn::Expr = syn::parse_str(d).map_err(|e| {
                    err(format!(
                        "builder '{name}': the default of parameter '{}' is not a Rust expression: {e}: `{d}`",
                        p.name
                    ))
                })?;
                params.push(quote!(#id: Option<#ty>));
                defaults.push(quote!(let #id: #ty = match #id { Some(v) => v, None => #d };));
            }
            None => params.push(quote!(#id: #ty)),
        }
    }
    let sig_text = params_in
        .iter()
        .map(|p| match &p.default {
            Some(d) => format!("{}: {} = {d}", p.name, p.ty),
            None => format!("{}: {}", p.name, p.ty),
        })
        .collect();
    Ok(BuilderSig {
        params,
        inner_params,
        args,
        defaults,
        sig_text,
    })
}

pub(super) fn custom_builders(
    rk: &RecordKeeper,
    op: &Operator,
    builders: &[Builder],
    spec: &proc_macro2::Ident,
) -> Result<BuilderItems, OdsError> {
    let err = |m: String| OdsError::at(rk, op.def, m);
    let mut out = BuilderItems::default();
    let mut trait_methods = Vec::new();
    let trait_name = builders_trait(op);
    let cx = quote!(Context);
    let attr = quote!(Attribute);
    let state = quote!(OperationState);
    for b in builders {
        let name = builder_name(b);
        let f: syn::Ident = syn::parse_str(&name)
            .map_err(|_| err(format!("builder name '{name}' is not a Rust identifier")))?;
        // A builder with a body builds on the state `state`.
        let mut taken = vec!["ctx".to_string(), "loc".to_string()];
        if b.body.is_some() {
            taken.push("state".to_string());
        }
        let BuilderSig {
            params,
            inner_params,
            args,
            defaults,
            sig_text,
        } = builder_sig(&b.params, &name, taken, &err)?;
        let loc = loc_text(rk, rk.rec(op.def).loc());
        let defaults_note = if defaults.is_empty() {
            ""
        } else {
            " `None` for an `Option` parameter takes its default."
        };
        match &b.body {
            Some(body) => {
                let table = [
                    ("_state", quote!(state)),
                    ("_ctx", quote!(ctx)),
                    ("_builder", quote!(ctx)),
                    ("_loc", quote!(loc)),
                ];
                let mut stmts = super::snippet::stmts_in(body, &table)
                    .map_err(|e| err(e.message(&format!("the body of builder '{name}'"))))?;
                super::snippet::discard_value(&mut stmts);
                let body = builder_body(stmts, quote!(#state::for_spec(&#spec, ctx, loc)));
                let body = quote!(#(#defaults)* #body);
                let (ctx, loc_param) = (
                    super::snippet::param("ctx", &body),
                    super::snippet::param("loc", &body),
                );
                let doc = format!(
                    "Builder ({}) of the spec ({loc}).{defaults_note}",
                    sig_text.join(", ")
                );
                out.methods.extend(quote! {
                    #[doc = #doc]
                    #[allow(clippy::all)]
                    pub fn #f(#ctx: &#cx, #loc_param: #attr, #(#params),*) -> #state {
                        #body
                    }
                });
            }
            None => {
                let doc = format!(
                    "Builder ({}) of the spec ({loc}), written in the dialect's Rust (`{trait_name}`).{defaults_note}",
                    sig_text.join(", ")
                );
                let tdoc = format!(
                    "Builder ({}) the spec declares without a body ({loc}).",
                    sig_text.join(", ")
                );
                trait_methods.push(quote! {
                    #[doc = #tdoc]
                    fn #f(ctx: &#cx, loc: #attr, #(#inner_params),*) -> #state;
                });
                out.methods.extend(quote! {
                    #[doc = #doc]
                    #[allow(clippy::all, unused_parens)]
                    pub fn #f(ctx: &#cx, loc: #attr, #(#params),*) -> #state {
                        #(#defaults)*
                        <Self as #trait_name>::#f(ctx, loc, #(#args),*)
                    }
                });
            }
        }
    }
    if !trait_methods.is_empty() {
        let class = &op.cpp_class_name;
        let doc = format!(
            "The builders of `{}` that its spec declares without a body: the dialect implements them for `{class}`.",
            op.operation_name()
        );
        let msg = format!(
            "`{{Self}}` declares builders without a body in its `.td` spec: implement `{trait_name}` for it"
        );
        out.items.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg, label = "the spec of this op declares a builder without a body")]
            pub trait #trait_name {
                #(#trait_methods)*
            }
        });
    }
    Ok(out)
}
