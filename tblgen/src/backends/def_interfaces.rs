//! Attribute and type interfaces in `--gen-attrdef-defs`/`--gen-typedef-defs` and
//! `--gen-attr-interface-defs`/`--gen-type-interface-defs`, mirroring the op interfaces
//! of [`super::op_interfaces`].
//!
//! An `AttrInterface` (`TypeInterface`) with methods becomes, in the Rust of the file that
//! defines it:
//! - a trait `Foo: AttrDefView` (`TypeDefView`) whose methods are the interface's
//!   (snake_case), with the default bodies of the spec (`$_attr` / `$_type` is the
//!   `Attribute` / `Type`, `$_ctxt` the context, `$_self` the handle);
//! - `FooModel`, its methods as `fn` pointers taking the context and the value, which
//!   each implementing def registers in its `AttrTypeDefSpec` under the interface's name;
//! - `FooRef<'c>`, a handle found at run time from any attribute (type) with
//!   `FooRef::get(ctx, value)`, that calls the def's implementation through its model.
//!
//! A def listing the interface (in its traits, or with `DeclareAttrInterfaceMethods` /
//! `DeclareTypeInterfaceMethods`) gets a generated `impl Foo for FooAttr<'_>`. The
//! methods it must write (those without a default or body, and those named in the
//! `Declare*InterfaceMethods`) are delegated to one per-def trait,
//! `attr_interface_methods::FooAttrDeclaredMethods` (`type_interface_methods::...` for
//! types), that the dialect implements: a missing method is a compile error naming it.

use super::op_interfaces::{ident, method_sig, origin_file_of, unique_method, Sig};
use crate::ods::{AttrOrTypeDef, Interface, InterfaceMethod, OdsError};
use crate::record::{RecId, RecordKeeper};
use crate::source::FileId;
use heck::ToShoutySnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Attribute or type interfaces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// `AttrInterface`.
    Attr,
    /// `TypeInterface`.
    Type,
}

impl Kind {
    fn class(self) -> &'static str {
        match self {
            Kind::Attr => "AttrInterface",
            Kind::Type => "TypeInterface",
        }
    }
    fn what(self) -> &'static str {
        match self {
            Kind::Attr => "attribute",
            Kind::Type => "type",
        }
    }
    fn view(self) -> TokenStream {
        match self {
            Kind::Attr => quote!(AttrDefView),
            Kind::Type => quote!(TypeDefView),
        }
    }
    fn value_ty(self) -> TokenStream {
        match self {
            Kind::Attr => quote!(Attribute),
            Kind::Type => quote!(Type),
        }
    }
    fn field(self) -> proc_macro2::Ident {
        match self {
            Kind::Attr => format_ident!("attr"),
            Kind::Type => format_ident!("ty"),
        }
    }
    fn lookup(self) -> TokenStream {
        match self {
            Kind::Attr => quote!(attr_interface_model),
            Kind::Type => quote!(type_interface_model),
        }
    }
    /// The module of the per-def traits of declared methods.
    pub fn methods_module(self) -> proc_macro2::Ident {
        match self {
            Kind::Attr => format_ident!("attr_interface_methods"),
            Kind::Type => format_ident!("type_interface_methods"),
        }
    }
}

/// The body of method `m` of interface `iface` (of `kind`): its default body as a block,
/// where `$_attr` (`$_type`) is the `Attribute` (`Type`), `$_ctxt` the context and `$_self`
/// the handle (a static method has none of them); `;` when it has none.
fn default_body(
    rk: &RecordKeeper,
    def: RecId,
    kind: Kind,
    iface: &str,
    m: &InterfaceMethod,
) -> Result<TokenStream, OdsError> {
    let Some(code) = m.body.as_ref().or(m.default_body.as_ref()) else {
        return Ok(quote!(;));
    };
    let value = match kind {
        Kind::Attr => ("_attr", quote!(self.attr())),
        Kind::Type => ("_type", quote!(self.ty())),
    };
    let table = if m.is_static {
        Vec::new()
    } else {
        vec![
            value,
            ("_ctxt", quote!(self.ctx())),
            ("_self", quote!(self)),
        ]
    };
    let stmts = super::snippet::stmts_in(code, &table).map_err(|e| {
        OdsError::at(
            rk,
            def,
            e.message(&format!(
                "the default body of method '{}' of interface '{iface}'",
                m.name
            )),
        )
    })?;
    Ok(quote!({ #(#stmts)* }))
}

/// The interfaces of `kind` with methods defined in the main file of `rk`, in def order.
fn local_interfaces(rk: &RecordKeeper, kind: Kind) -> Result<Vec<Interface>, OdsError> {
    let mut out = Vec::new();
    if rk.class(kind.class()).is_none() {
        return Ok(out);
    }
    for def in rk.defs_derived_from(kind.class()) {
        let r = rk.rec(def);
        if r.loc().file != FileId(0) || r.is_subclass_of_name("DeclareInterfaceMethods", rk) {
            continue;
        }
        let i = Interface::from_def(rk, def)?;
        if !i.methods.is_empty() {
            out.push(i);
        }
    }
    out.sort_by_key(|i| rk.rec(i.def).loc().offset);
    Ok(out)
}

/// Whether the main file of `rk` defines attribute or type interfaces with methods.
pub fn has_local_interfaces(rk: &RecordKeeper) -> bool {
    [Kind::Attr, Kind::Type]
        .iter()
        .any(|k| local_interfaces(rk, *k).is_ok_and(|l| !l.is_empty()))
}

/// The traits, models and handles of the interfaces of `kind` (with methods) defined in
/// the main file of `rk`.
pub fn gen_interface_items(rk: &RecordKeeper, kind: Kind) -> Result<TokenStream, OdsError> {
    let mut out = TokenStream::new();
    let ctx_ty = quote!(Context);
    let view = kind.view();
    let value_ty = kind.value_ty();
    let field = kind.field();
    let lookup = kind.lookup();
    let what = kind.what();
    for i in local_interfaces(rk, kind)? {
        let def = i.def;
        let name = ident(rk, def, "interface name", &i.name)?;
        let model = format_ident!("{}Model", i.name);
        let handle = format_ident!("{}Ref", i.name);
        let iname = &i.name;
        let loc = super::op_defs::loc_text(rk, rk.rec(def).loc());
        let mut trait_methods = Vec::new();
        let mut model_fields = Vec::new();
        let mut handle_methods = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        for m in &i.methods {
            let Sig {
                name: f,
                params,
                types,
                args,
                ret,
            } = method_sig(rk, def, iname, m)?;
            unique_method(rk, def, iname, &mut seen, &f)?;
            let doc = m.description.as_deref().unwrap_or("").trim().to_string();
            let body = default_body(rk, def, kind, iname, m)?;
            if m.is_static {
                trait_methods.push(quote! {
                    #[doc = #doc]
                    #[allow(unused_variables, clippy::all)]
                    fn #f(#(#params),*) #ret #body
                });
                model_fields.push(quote! {
                    #[doc = #doc]
                    pub #f: fn(#(#types),*) #ret
                });
                handle_methods.push(quote! {
                    #[doc = #doc]
                    pub fn #f(&self, #(#params),*) #ret { (self.model.#f)(#(#args),*) }
                });
            } else {
                trait_methods.push(quote! {
                    #[doc = #doc]
                    #[allow(unused_variables, clippy::all)]
                    fn #f(&self, #(#params),*) #ret #body
                });
                model_fields.push(quote! {
                    #[doc = #doc]
                    pub #f: fn(&#ctx_ty, #value_ty, #(#types),*) #ret
                });
                handle_methods.push(quote! {
                    #[doc = #doc]
                    pub fn #f(&self, #(#params),*) #ret { (self.model.#f)(self.ctx, self.#field, #(#args),*) }
                });
            }
        }
        let doc = format!(
            "`{iname}` ({loc}): {}",
            i.description.as_deref().unwrap_or("").trim()
        );
        let msg = format!("`{{Self}}` lists `{iname}` in its `.td` spec but does not implement it");
        let model_doc = format!(
            "The methods of `{iname}` for one {what} def, registered in its `AttrTypeDefSpec`."
        );
        let article = if kind == Kind::Attr { "An" } else { "A" };
        let handle_doc = format!(
            "{article} {what} implementing `{iname}`, found at run time (`{}Ref::get`).",
            i.name
        );
        let get_doc =
            format!("`{field}` as an implementation of the interface, if its def registered one.");
        let field_doc = format!("The {what}.");
        out.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg)]
            pub trait #name: #view {
                #(#trait_methods)*
            }

            #[doc = #model_doc]
            #[derive(Clone, Copy)]
            pub struct #model {
                #(#model_fields,)*
            }

            #[doc = #handle_doc]
            #[derive(Clone, Copy)]
            pub struct #handle<'c> {
                /// The context owning the value.
                pub ctx: &'c #ctx_ty,
                #[doc = #field_doc]
                pub #field: #value_ty,
                model: &'static #model,
            }

            impl<'c> #handle<'c> {
                /// The interface's name, under which defs register it.
                pub const NAME: &'static str = #iname;

                #[doc = #get_doc]
                pub fn get(ctx: &'c #ctx_ty, #field: #value_ty) -> Option<Self> {
                    #lookup::<#model>(ctx, #field, Self::NAME)
                        .map(|model| Self { ctx, #field, model })
                }

                #(#handle_methods)*
            }
        });
    }
    Ok(out)
}

/// What a def's interfaces add to its generated Rust.
#[derive(Default)]
pub(super) struct DefInterfaceItems {
    /// `InterfaceImpl` entries of the def's `AttrTypeDefSpec`.
    pub entries: Vec<TokenStream>,
    /// The impls and models.
    pub items: TokenStream,
    /// The per-def trait of declared methods, for the `attr_interface_methods` /
    /// `type_interface_methods` module.
    pub declared: TokenStream,
}

/// The interfaces `d` lists, with what they generate. `handle` is the def's handle type.
pub(super) fn def_interfaces(
    rk: &RecordKeeper,
    d: &AttrOrTypeDef,
    handle: &proc_macro2::Ident,
) -> Result<DefInterfaceItems, OdsError> {
    let err = |m: String| OdsError::at(rk, d.def, m);
    let kind = if d.is_attr { Kind::Attr } else { Kind::Type };
    let other = if d.is_attr { Kind::Type } else { Kind::Attr };
    let def_class = if d.is_attr { "AttrDef" } else { "TypeDef" };
    let mut out = DefInterfaceItems::default();
    let class = &d.cpp_class_name;
    let declared = format_ident!("{}DeclaredMethods", class);
    let module = kind.methods_module();
    let field = kind.field();
    let mut declared_methods = Vec::new();
    let mut declared_names: Vec<(String, String)> = Vec::new();
    let traits = rk.get_list_of_defs(rk.rec(d.def), "traits")?;
    for t in traits {
        let tr = rk.rec(t);
        if rk.class(other.class()).is_some() && tr.is_subclass_of_name(other.class(), rk) {
            return Err(err(format!(
                "'{}' is a {} interface: an {def_class} lists {} interfaces",
                tr.name_str(),
                other.what(),
                kind.what()
            )));
        }
        if rk.class(kind.class()).is_none() || !tr.is_subclass_of_name(kind.class(), rk) {
            continue;
        }
        let i = Interface::from_def(rk, t)?;
        let iname = &i.name;
        let is_declare = tr.is_subclass_of_name("DeclareInterfaceMethods", rk);
        let overridden: Vec<String> = if is_declare {
            rk.get_list_of_strings(tr, "alwaysOverriddenMethods")?
                .iter()
                .map(|s| s.to_string())
                .collect()
        } else {
            Vec::new()
        };
        let declare_class = match kind {
            Kind::Attr => "DeclareAttrInterfaceMethods",
            Kind::Type => "DeclareTypeInterfaceMethods",
        };
        for o in &overridden {
            if !i.methods.iter().any(|m| &m.name == o) {
                return Err(err(format!(
                    "'{o}' is not a method of interface '{iname}' ({declare_class})"
                )));
            }
        }
        if i.methods.is_empty() {
            continue;
        }
        let ns = tr
            .field("cppNamespace")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        // Generated code imports the prelude: its names are written unqualified.
        let path: TokenStream = if ns == super::op_defs::PRELUDE {
            TokenStream::new()
        } else if !ns.is_empty() {
            let p: syn::Path = syn::parse_str(&ns).map_err(|_| {
                err(format!(
                    "the cppNamespace of interface '{iname}' is not a Rust path: `{ns}`"
                ))
            })?;
            quote!(#p::)
        } else if origin_file_of(rk, kind.class(), iname) == Some(FileId(0)) {
            TokenStream::new()
        } else {
            return Err(err(format!(
                "interface '{iname}' is defined in an included file without a cppNamespace naming the Rust module of its trait"
            )));
        };
        let name = ident(rk, d.def, "interface name", iname)?;
        let model = format_ident!("{}Model", iname);
        let mut impl_methods = Vec::new();
        let mut fields = Vec::new();
        for m in &i.methods {
            let Sig {
                name: f,
                params,
                args,
                ret,
                ..
            } = method_sig(rk, d.def, iname, m)?;
            let must_write =
                (m.body.is_none() && m.default_body.is_none()) || overridden.contains(&m.name);
            if must_write {
                if let Some((_, other)) = declared_names.iter().find(|(n, _)| f == n) {
                    return Err(err(format!(
                        "the method `{f}` of '{iname}' and that of '{other}' would both be methods of `{declared}`"
                    )));
                }
                declared_names.push((f.to_string(), iname.clone()));
                let doc = format!(
                    "`{}` of `{iname}`: {}",
                    m.name,
                    m.description.as_deref().unwrap_or("").trim()
                );
                if m.is_static {
                    declared_methods.push(quote! { #[doc = #doc] fn #f(#(#params),*) #ret; });
                    impl_methods.push(quote! {
                        fn #f(#(#params),*) #ret { <Self as #module::#declared>::#f(#(#args),*) }
                    });
                } else {
                    declared_methods
                        .push(quote! { #[doc = #doc] fn #f(&self, #(#params),*) #ret; });
                    impl_methods.push(quote! {
                        fn #f(&self, #(#params),*) #ret { <Self as #module::#declared>::#f(self, #(#args),*) }
                    });
                }
            }
            if m.is_static {
                fields.push(quote!(#f: |#(#args),*| <#handle<'_> as #path #name>::#f(#(#args),*)));
            } else {
                fields.push(quote!(
                    #f: |__ctx, __v, #(#args),*| <#handle<'_> as #path #name>::#f(&#handle { ctx: __ctx, #field: __v }, #(#args),*)
                ));
            }
        }
        let model_static = format_ident!(
            "{}_{}",
            class.to_shouty_snake_case(),
            iname.to_shouty_snake_case()
        );
        let model_doc = format!(
            "How `{class}` implements `{iname}` ({}).",
            super::op_defs::loc_text(rk, rk.rec(d.def).loc())
        );
        out.items.extend(quote! {
            impl #path #name for #handle<'_> {
                #(#impl_methods)*
            }

            #[doc = #model_doc]
            #[allow(clippy::all)]
            static #model_static: #path #model = #path #model { #(#fields),* };
        });
        out.entries.push(quote! {
            InterfaceImpl { name: #iname, model: &#model_static }
        });
    }
    if !out.entries.is_empty() {
        let view = kind.view();
        let value_ty = kind.value_ty();
        out.items.extend(quote! {
            impl #view for #handle<'_> {
                fn ctx(&self) -> &Context { self.ctx }
                fn #field(&self) -> #value_ty { self.#field }
            }
        });
    }
    if !declared_methods.is_empty() {
        let doc = format!(
            "The interface methods the {} `{class}` declares in its spec (no default, or named in `{}`): the dialect implements them for its handle.",
            kind.what(),
            match kind {
                Kind::Attr => "DeclareAttrInterfaceMethods",
                Kind::Type => "DeclareTypeInterfaceMethods",
            }
        );
        let msg = format!(
            "`{{Self}}` declares interface methods in its `.td` spec: implement `{module}::{declared}` for it"
        );
        out.declared.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg, label = "the spec of this def declares interface methods it implements")]
            pub trait #declared {
                #(#declared_methods)*
            }
        });
    }
    Ok(out)
}

/// `--gen-attr-interface-defs` / `--gen-type-interface-defs`: the Rust of the attribute
/// (type) interfaces with methods defined in the main file, formatted.
pub fn gen_interface_defs(rk: &RecordKeeper, kind: Kind) -> Result<String, OdsError> {
    let items = gen_interface_items(rk, kind)?;
    let file = quote! {
        #[allow(unused_imports)]
        use ::strata_framework::interfaces::prelude::*;
        #items
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| OdsError {
        loc: crate::source::Loc {
            file: FileId(0),
            offset: 0,
        },
        message: format!("generated Rust does not parse: {e}"),
        notes: Vec::new(),
    })?;
    let flag = match kind {
        Kind::Attr => "--gen-attr-interface-defs",
        Kind::Type => "--gen-type-interface-defs",
    };
    Ok(super::render::render(flag, parsed))
}
