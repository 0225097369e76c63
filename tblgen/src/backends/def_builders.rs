//! The custom builders of `AttrDef`s and `TypeDef`s (`let builders = [AttrBuilder<(ins
//! ...), [{ body }]>]`): each becomes a function of the def's handle. The body is Rust
//! returning the handle (or the builder's `returnType`): `$_get(ctx, params...)` is the
//! uniqued value with those parameters (MLIR's `Base::get`, there even under
//! `skipDefaultBuilders`), `$_ctxt` the context. A builder without a body is a method of
//! a per-def trait (`FooAttrBuilders<'c>`) the dialect implements, so that a missing one
//! is a compile error naming it.
//!
//! As for op builders: each has its own name (the builder's fourth argument, else `get_`
//! and its parameter names), and a `CArg` parameter with a default is an `Option` (`None`
//! takes the default). A `WithInferredContext` builder takes no context parameter.

use super::op_builders::{builder_sig, BuilderSig};
use crate::ods::{AttrOrTypeBuilder, AttrOrTypeDef, OdsError};
use crate::record::RecordKeeper;
use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The Rust items of a def's custom builders.
#[derive(Default)]
pub(super) struct DefBuilderItems {
    /// Functions of the handle.
    pub methods: TokenStream,
    /// The trait of the builders without a body (empty when there are none).
    pub items: TokenStream,
}

/// The name of a builder's function.
fn builder_name(b: &AttrOrTypeBuilder) -> String {
    if let Some(n) = &b.builder.name {
        return n.clone();
    }
    if b.builder.params.is_empty() {
        return "get_default".to_string();
    }
    let names: Vec<String> = b
        .builder
        .params
        .iter()
        .map(|p| p.name.to_snake_case())
        .collect();
    format!("get_{}", names.join("_"))
}

/// The builders of `d`, whose handle is `class`. `taken` are the names of the handle's
/// other functions (a builder may not reuse one); `loc` is the def's location text.
pub(super) fn def_builders(
    rk: &RecordKeeper,
    d: &AttrOrTypeDef,
    taken: &[String],
    loc: &str,
) -> Result<DefBuilderItems, OdsError> {
    let err = |m: String| OdsError::at(rk, d.def, m);
    let class = &d.cpp_class_name;
    let mut out = DefBuilderItems::default();
    let mut trait_methods = Vec::new();
    let trait_name = format_ident!("{}Builders", class);
    let cx = quote!(Context);
    let mut names: Vec<String> = Vec::new();
    for &bdef in &d.builders {
        let b = &AttrOrTypeBuilder::from_def(rk, d.def, bdef)?;
        let name = builder_name(b);
        let f: syn::Ident = syn::parse_str(&name)
            .map_err(|_| err(format!("builder name '{name}' is not a Rust identifier")))?;
        if taken.contains(&name) || names.contains(&name) {
            return Err(err(format!(
                "builder '{name}' of '{class}' has the name of another function of the handle (name it with the builder's fourth argument)"
            )));
        }
        names.push(name.clone());
        let ret: syn::Type = match &b.return_type {
            Some(t) => syn::parse_str(t).map_err(|e| {
                err(format!(
                    "builder '{name}': the return type is not a Rust type: {e}: `{t}`"
                ))
            })?,
            None => syn::parse_quote!(Self),
        };
        let seen: Vec<String> = if b.inferred_context {
            Vec::new()
        } else {
            vec!["ctx".into()]
        };
        let BuilderSig {
            mut params,
            mut inner_params,
            mut args,
            defaults,
            sig_text,
        } = builder_sig(&b.builder.params, &name, seen, &err)?;
        if !b.inferred_context {
            params.insert(0, quote!(ctx: &'c #cx));
            inner_params.insert(0, quote!(ctx: &'c #cx));
            args.insert(0, quote!(ctx));
        }
        let defaults_note = if defaults.is_empty() {
            ""
        } else {
            " `None` for an `Option` parameter takes its default."
        };
        match &b.builder.body {
            Some(body) => {
                if b.inferred_context && super::snippet::uses(body, "_ctxt") {
                    // Without a context parameter, `$_ctxt` has nothing to name.
                    return Err(err(format!(
                        "builder '{name}' infers its context: its body cannot use `$_ctxt`"
                    )));
                }
                let table = [("_get", quote!(Self::__get)), ("_ctxt", quote!(ctx))];
                let stmts = super::snippet::stmts_in(body, &table)
                    .map_err(|e| err(e.message(&format!("the body of builder '{name}'"))))?;
                let body = quote!(#(#defaults)* #(#stmts)*);
                if !b.inferred_context {
                    let ctx = super::snippet::param("ctx", &body);
                    params[0] = quote!(#ctx: &'c #cx);
                }
                let doc = format!(
                    "Builder ({}) of the spec ({loc}).{defaults_note}",
                    sig_text.join(", ")
                );
                out.methods.extend(quote! {
                    #[doc = #doc]
                    #[allow(clippy::all)]
                    pub fn #f(#(#params),*) -> #ret {
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
                // In the trait, `Self` is the implementer: name the handle.
                let ret_inner: TokenStream = match &b.return_type {
                    Some(_) => quote!(#ret),
                    None => {
                        let h = format_ident!("{}", class);
                        quote!(#h<'c>)
                    }
                };
                trait_methods.push(quote! {
                    #[doc = #tdoc]
                    fn #f(#(#inner_params),*) -> #ret_inner;
                });
                out.methods.extend(quote! {
                    #[doc = #doc]
                    #[allow(clippy::all, unused_parens)]
                    pub fn #f(#(#params),*) -> #ret {
                        #(#defaults)*
                        <Self as #trait_name<'c>>::#f(#(#args),*)
                    }
                });
            }
        }
    }
    if !trait_methods.is_empty() {
        let doc = format!(
            "The builders of `{class}` that its spec declares without a body: the dialect implements them for `{class}<'c>`."
        );
        let msg = format!(
            "`{{Self}}` declares builders without a body in its `.td` spec: implement `{trait_name}` for it"
        );
        out.items.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg, label = "the spec of this attribute or type declares a builder without a body")]
            pub trait #trait_name<'c> {
                #(#trait_methods)*
            }
        });
    }
    Ok(out)
}
