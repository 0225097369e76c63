//! Op interfaces in `--gen-op-defs` and `--gen-op-interface-defs`.
//!
//! An `OpInterface` with methods becomes, in the Rust of the file that defines it:
//! - a trait `Foo: OpView` whose methods are the interface's (snake_case), with the
//!   default bodies of the spec (`$_op` is the op's `OpRef`);
//! - `FooModel`, its methods as `fn` pointers, which each implementing op registers in
//!   its `OpSpec` under the interface's name;
//! - `FooRef<'a>`, a handle found at run time from any op (`FooRef::get(op)`) that calls
//!   the op's implementation through its model.
//!
//! An op listing the interface gets a generated `impl Foo for FooOp<'_>`. The methods
//! it must write (those without a default or body, and those named in
//! `DeclareOpInterfaceMethods<Foo, [...]>`) are delegated to one per-op trait,
//! `interface_methods::FooOpDeclaredMethods`, that the dialect implements: a missing impl
//! is a compile error naming the trait, a missing method one naming the method. The
//! traits are in a submodule so that, in the dialect's module, `view.method()` names
//! the interface's method without ambiguity.
//!
//! The trait of an interface defined in another file is found through its `cppNamespace`
//! (the base interfaces of `spec/base/Interfaces.td` name `::strata_framework::interfaces::prelude`,
//! which every generated file imports: their traits are written unqualified).

use super::op_defs::{loc_text, rust_ident};
use super::snippet::{self, Table};
use crate::ods::{EffectLocation, EffectSite, Interface, InterfaceMethod, OdsError, Operator};
use crate::record::{RecId, RecordKeeper};
use crate::source::FileId;
use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

pub(super) fn ident(
    rk: &RecordKeeper,
    def: RecId,
    what: &str,
    name: &str,
) -> Result<syn::Ident, OdsError> {
    syn::parse_str(name)
        .map_err(|_| OdsError::at(rk, def, format!("{what} '{name}' is not a Rust identifier")))
}

/// The Rust pieces of one method's signature.
pub(super) struct Sig {
    pub name: syn::Ident,
    pub params: Vec<TokenStream>,
    pub types: Vec<syn::Type>,
    pub args: Vec<syn::Ident>,
    /// `-> T`, or nothing for `()` (and MLIR's `void`).
    pub ret: syn::ReturnType,
}

pub(super) fn method_sig(
    rk: &RecordKeeper,
    def: RecId,
    iface: &str,
    m: &InterfaceMethod,
) -> Result<Sig, OdsError> {
    let err = |msg: String| OdsError::at(rk, def, msg);
    if m.name.trim().is_empty() {
        return Err(err(format!("a method of interface '{iface}' has no name")));
    }
    let name = ident(rk, def, "method name", &m.name.to_snake_case())?;
    let ret_text = match m.return_type.trim() {
        "" | "void" => "()",
        t => t,
    };
    let ret: syn::Type = syn::parse_str(ret_text).map_err(|e| {
        err(format!(
            "the return type of method '{}' of interface '{iface}' is not a Rust type: {e}: `{ret_text}`",
            m.name
        ))
    })?;
    let ret = match ret {
        syn::Type::Tuple(t) if t.elems.is_empty() => syn::ReturnType::Default,
        t => syn::ReturnType::Type(Default::default(), Box::new(t)),
    };
    let (mut params, mut types, mut args) = (Vec::new(), Vec::new(), Vec::new());
    for (i, a) in m.arguments.iter().enumerate() {
        if a.name.is_empty() {
            return Err(err(format!(
                "argument #{i} of method '{}' of interface '{iface}' has no name",
                m.name
            )));
        }
        let id = rust_ident(&a.name);
        let ty: syn::Type = syn::parse_str(&a.ty).map_err(|e| {
            err(format!(
                "the type of argument '{}' of method '{}' of interface '{iface}' is not a Rust type: {e}: `{}`",
                a.name, m.name, a.ty
            ))
        })?;
        params.push(quote!(#id: #ty));
        types.push(ty);
        args.push(id);
    }
    Ok(Sig {
        name,
        params,
        types,
        args,
        ret,
    })
}

/// The body of method `m` of interface `iface` (`what`: "interface", "dialect interface"):
/// its default body as a block, the placeholders of `table` substituted; `;` when it has
/// none.
fn default_body(
    rk: &RecordKeeper,
    def: RecId,
    what: &str,
    iface: &str,
    m: &InterfaceMethod,
    table: &Table,
) -> Result<TokenStream, OdsError> {
    let Some(code) = m.body.as_ref().or(m.default_body.as_ref()) else {
        return Ok(quote!(;));
    };
    let stmts = snippet::stmts_in(code, table).map_err(|e| {
        OdsError::at(
            rk,
            def,
            e.message(&format!(
                "the default body of method '{}' of {what} '{iface}'",
                m.name
            )),
        )
    })?;
    Ok(quote!({ #(#stmts)* }))
}

/// The placeholder of an op interface's method bodies and verifier: `$_op`, the op's
/// `OpRef` (a static method has none).
fn op_table(is_static: bool) -> Vec<(&'static str, TokenStream)> {
    if is_static {
        Vec::new()
    } else {
        vec![("_op", quote!(self.op()))]
    }
}

/// Records method `f` of interface `iname` in `seen`; two methods may not share a name.
pub(super) fn unique_method(
    rk: &RecordKeeper,
    def: RecId,
    iname: &str,
    seen: &mut Vec<String>,
    f: &syn::Ident,
) -> Result<(), OdsError> {
    let f = f.to_string();
    if seen.contains(&f) {
        return Err(OdsError::at(
            rk,
            def,
            format!("interface '{iname}' has two methods named `{f}`"),
        ));
    }
    seen.push(f);
    Ok(())
}

/// Whether an op interface becomes Rust: it has methods or a verifier.
fn has_items(i: &Interface) -> bool {
    !i.methods.is_empty() || i.verify.is_some()
}

/// The name of the provided trait method holding an interface's verifier.
const VERIFY_TRAIT: &str = "verify_trait";

/// The `fn` an op's spec lists among its traits to run interface `iface`'s verifier.
pub(super) fn verify_fn(op: &Operator, iface: &str) -> proc_macro2::Ident {
    format_ident!(
        "verify_{}_{}",
        op.cpp_class_name.to_snake_case(),
        iface.to_snake_case()
    )
}

/// The interface's verifier as a provided method of its trait: `$_op` is the op's
/// `OpRef`, `self` the implementing op's view (so the interface's methods are
/// `self.method()`).
fn verify_method(rk: &RecordKeeper, i: &Interface) -> Result<TokenStream, OdsError> {
    let Some(code) = &i.verify else {
        return Ok(TokenStream::new());
    };
    let stmts = snippet::stmts_in(code, &op_table(false)).map_err(|e| {
        OdsError::at(
            rk,
            i.def,
            e.message(&format!("the `verify` of interface '{}'", i.name)),
        )
    })?;
    let f = format_ident!("{}", VERIFY_TRAIT);
    let doc = format!(
        "The verifier of `{}`, run for every op implementing it{}. Not to be overridden.",
        i.name,
        if i.verify_with_regions {
            " once the ops in its regions are verified (`verifyWithRegions`)"
        } else {
            ", in the order of its traits"
        }
    );
    Ok(quote! {
        #[doc = #doc]
        #[allow(unused_variables, clippy::all)]
        fn #f(&self) -> Result<(), Diagnostic> {
            #(#stmts)*
        }
    })
}

/// The op interfaces with methods or verifiers defined in the main file of `rk`, in def
/// order.
fn local_interfaces(rk: &RecordKeeper) -> Result<Vec<Interface>, OdsError> {
    let mut out = Vec::new();
    for def in rk.defs_derived_from("OpInterface") {
        let r = rk.rec(def);
        if r.loc().file != FileId(0) || r.is_subclass_of_name("DeclareInterfaceMethods", rk) {
            continue;
        }
        let i = Interface::from_def(rk, def)?;
        if has_items(&i) {
            out.push(i);
        }
    }
    out.sort_by_key(|i| rk.rec(i.def).loc().offset);
    Ok(out)
}

/// The dialect interfaces defined in the main file of `rk`, in def order.
fn local_dialect_interfaces(rk: &RecordKeeper) -> Result<Vec<Interface>, OdsError> {
    let mut out = Vec::new();
    for def in rk.defs_derived_from("DialectInterface") {
        if rk.rec(def).loc().file != FileId(0) {
            continue;
        }
        out.push(Interface::from_def(rk, def)?);
    }
    out.sort_by_key(|i| rk.rec(i.def).loc().offset);
    Ok(out)
}

/// A dialect interface (MLIR's `DialectInterface`) becomes a trait a dialect implements
/// and registers with `Context::add_dialect_interface::<dyn Foo>`: methods take the
/// implementation (`&self`), and default bodies are plain Rust (there is no op or
/// attribute to substitute).
fn gen_dialect_interface(rk: &RecordKeeper, i: &Interface) -> Result<TokenStream, OdsError> {
    let def = i.def;
    let iname = &i.name;
    let name = ident(rk, def, "interface name", iname)?;
    let loc = loc_text(rk, rk.rec(def).loc());
    let mut methods = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for m in &i.methods {
        if m.is_static {
            return Err(OdsError::at(
                rk,
                def,
                format!(
                    "method '{}' of dialect interface '{iname}' is static: a dialect interface is used as a trait object, so its methods take the implementation",
                    m.name
                ),
            ));
        }
        let Sig {
            name: f,
            params,
            ret,
            ..
        } = method_sig(rk, def, iname, m)?;
        unique_method(rk, def, iname, &mut seen, &f)?;
        // There is no op, attribute or type for a placeholder to stand for.
        let body = default_body(rk, def, "dialect interface", iname, m, &[])?;
        let doc = m.description.as_deref().unwrap_or("").trim().to_string();
        methods.push(quote! {
            #[doc = #doc]
            #[allow(unused_variables, clippy::all)]
            fn #f(&self, #(#params),*) #ret #body
        });
    }
    let description = i.description.as_deref().unwrap_or("").trim();
    let doc = format!(
        "`{iname}` ({loc}): {description}{}A dialect interface: a dialect implements it and registers the implementation with `Context::add_dialect_interface::<dyn {iname}>`.",
        if description.is_empty() { "" } else { " " }
    );
    Ok(quote! {
        #[doc = #doc]
        pub trait #name: Send + Sync {
            #(#methods)*
        }
    })
}

/// The traits, models and handles of the op interfaces (with methods) defined in the
/// main file of `rk`, and the traits of its dialect interfaces.
pub fn gen_interface_items(rk: &RecordKeeper) -> Result<TokenStream, OdsError> {
    let mut out = TokenStream::new();
    for i in local_dialect_interfaces(rk)? {
        out.extend(gen_dialect_interface(rk, &i)?);
    }
    let opref = quote!(OpRef);
    for i in local_interfaces(rk)? {
        let def = i.def;
        let name = ident(rk, def, "interface name", &i.name)?;
        let model = format_ident!("{}Model", i.name);
        let handle = format_ident!("{}Ref", i.name);
        let iname = &i.name;
        let loc = loc_text(rk, rk.rec(def).loc());
        let mut trait_methods = Vec::new();
        let mut model_fields = Vec::new();
        let mut handle_methods = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        if i.verify.is_some() {
            seen.push(VERIFY_TRAIT.to_string());
        }
        trait_methods.push(verify_method(rk, &i)?);
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
            let body = default_body(rk, def, "interface", iname, m, &op_table(m.is_static))?;
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
                    pub #f: fn(#opref<'_>, #(#types),*) #ret
                });
                handle_methods.push(quote! {
                    #[doc = #doc]
                    pub fn #f(&self, #(#params),*) #ret { (self.model.#f)(self.op, #(#args),*) }
                });
            }
        }
        let doc = format!(
            "`{iname}` ({loc}): {}",
            i.description.as_deref().unwrap_or("").trim()
        );
        let msg = format!("`{{Self}}` lists `{iname}` in its `.td` spec but does not implement it");
        let model_doc = format!("The methods of `{iname}` for one op, registered in its `OpSpec`.");
        let handle_doc = format!(
            "An op implementing `{iname}`, found at run time (`{}Ref::get`).",
            i.name
        );
        // Rust the spec adds to the handle (MLIR's `extraClassDeclaration` of an interface,
        // members of its C++ interface class): `impl` items, `self` being the handle.
        let extra = match &i.extra_class_declaration {
            Some(code) => {
                let tokens: TokenStream = code.parse().map_err(|e| {
                    OdsError::at(
                        rk,
                        def,
                        format!("the extraClassDeclaration of interface '{iname}' is not Rust tokens: {e}"),
                    )
                })?;
                syn::parse2::<syn::ItemImpl>(quote!(impl X { #tokens })).map_err(|e| {
                    OdsError::at(
                        rk,
                        def,
                        format!("the extraClassDeclaration of interface '{iname}' is not Rust `impl` items: {e}"),
                    )
                })?;
                tokens
            }
            None => TokenStream::new(),
        };
        out.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg)]
            pub trait #name: OpView {
                #(#trait_methods)*
            }

            #[doc = #model_doc]
            #[derive(Clone, Copy)]
            pub struct #model {
                #(#model_fields,)*
            }

            #[doc = #handle_doc]
            #[derive(Clone, Copy)]
            pub struct #handle<'a> {
                /// The op.
                pub op: #opref<'a>,
                model: &'static #model,
            }

            impl<'a> #handle<'a> {
                /// The interface's name, under which ops register it.
                pub const NAME: &'static str = #iname;

                /// `op` as an implementation of the interface, if its op registered one.
                pub fn get(op: #opref<'a>) -> Option<Self> {
                    interface_model::<#model>(&op, Self::NAME)
                        .map(|model| Self { op, model })
                }

                /// The op's implementation of the interface, which outlives the handle (to
                /// call a static method that changes the op's arena).
                pub fn model(&self) -> &'static #model {
                    self.model
                }

                #(#handle_methods)*
                #extra
            }
        });
    }
    Ok(out)
}

/// The file of the def of interface `name` (not a `DeclareOpInterfaceMethods` copy).
fn origin_file(rk: &RecordKeeper, name: &str) -> Option<FileId> {
    origin_file_of(rk, "OpInterface", name)
}

/// The file of the def of the interface of class `class` named `name` (not a
/// `Declare*InterfaceMethods` copy).
pub(super) fn origin_file_of(rk: &RecordKeeper, class: &str, name: &str) -> Option<FileId> {
    crate::ods::origin_def(rk, class, name).map(|d| rk.rec(d).loc().file)
}

/// What an op's interfaces add to its generated Rust.
#[derive(Default)]
pub(super) struct OpInterfaceItems {
    /// `InterfaceImpl` entries of the op's `OpSpec`.
    pub entries: Vec<TokenStream>,
    /// The impls and models.
    pub items: TokenStream,
    /// The per-op trait of declared methods, for the `interface_methods` module (kept out
    /// of the dialect's module so that calls on a view name the interface's method
    /// unambiguously).
    pub declared: TokenStream,
    /// What the effects the spec lists for `MemoryEffectOpInterface` are (an
    /// `EffectClass`), when it lists them.
    pub memory_effects: Option<TokenStream>,
}

/// The interface whose effects the registration classifies (`EffectClass`).
const MEMORY_EFFECTS_INTERFACE: &str = "MemoryEffectOpInterface";

/// The `EffectClass` of the effects `effects` an op's spec lists for
/// `MemoryEffectOpInterface` (of `op`): none; reads only, which every instance has or
/// not; writes every instance has, without allocations; or others.
fn effect_class(op: &Operator, effects: &[EffectLocation]) -> TokenStream {
    let is = |e: &EffectLocation, kind: &str| e.effect.effect == kind;
    // Whether every instance of the op has the effect: it is on the op as a whole, on a
    // required symbol, or on an operand or result group of exactly one value.
    let always = |e: &EffectLocation| match &e.site {
        EffectSite::Op => true,
        EffectSite::Symbol { optional, .. } => !optional,
        EffectSite::Operand(i) => op
            .operands
            .get(*i)
            .is_some_and(|o| !o.constraint.is_variable_length()),
        EffectSite::Result(i) => op
            .results
            .get(*i)
            .is_some_and(|r| !r.constraint.is_variable_length()),
    };
    if effects.is_empty() {
        quote!(EffectClass::None)
    } else if effects.iter().all(|e| is(e, "MemoryEffect::Read")) {
        if effects.iter().any(always) {
            quote!(EffectClass::AlwaysReads)
        } else {
            quote!(EffectClass::ReadOnly)
        }
    } else if !effects.iter().any(|e| is(e, "MemoryEffect::Allocate"))
        && effects
            .iter()
            .any(|e| is(e, "MemoryEffect::Write") && always(e))
    {
        quote!(EffectClass::AlwaysWrites)
    } else {
        quote!(EffectClass::Listed)
    }
}

/// The name of the trait of the interface methods an op declares.
pub(super) fn declared_methods_trait(op: &Operator) -> proc_macro2::Ident {
    format_ident!("{}DeclaredMethods", op.cpp_class_name)
}

/// The op interfaces an op implements, each once, in order: those its traits list (an
/// interface, or a `DeclareOpInterfaceMethods` copy of one), at the first trait naming
/// them (an effect trait such as `NoMemoryEffect` names its interface), then the rest of
/// `effect_interfaces` (those of the decorators of its operands and results, which
/// MLIR's generator adds to the op's traits).
fn implemented_interfaces(
    rk: &RecordKeeper,
    op: &Operator,
    effect_interfaces: &[String],
) -> Result<Vec<RecId>, OdsError> {
    let mut out: Vec<(String, RecId)> = Vec::new();
    let mut add = |name: &str, def: Option<RecId>| -> Result<(), OdsError> {
        if out.iter().any(|(n, _)| n == name) {
            return Ok(());
        }
        let def = def.or_else(|| crate::ods::origin_def(rk, "OpInterface", name));
        let def = def.ok_or_else(|| {
            OdsError::at(
                rk,
                op.def,
                format!(
                    "the effects of '{}' belong to interface '{name}', which is not defined",
                    op.operation_name()
                ),
            )
        })?;
        out.push((name.to_string(), def));
        Ok(())
    };
    for t in &op.traits {
        let tr = rk.rec(t.def);
        if tr.is_subclass_of_name("OpInterface", rk) {
            add(rk.get_string(tr, "cppInterfaceName")?, Some(t.def))?;
        } else if tr.is_subclass_of_name("SideEffectsTraitBase", rk) {
            let name = rk.get_string(tr, "trait")?;
            add(name.strip_suffix("::Trait").unwrap_or(name), None)?;
        }
    }
    for name in effect_interfaces {
        add(name, None)?;
    }
    Ok(out.into_iter().map(|(_, d)| d).collect())
}

/// The method of an effect interface that generated effects implement (MLIR's
/// `EffectOpInterfaceBase::getEffects`).
const GET_EFFECTS: &str = "getEffects";

/// `getEffects` of `iface` for an op whose spec lists its effects: the effects as a
/// static table (`FOO_EFFECTS`, an `EffectSpec` each) that `append_spec_effects` reads
/// for the op; none makes an empty body.
fn generated_get_effects(
    rk: &RecordKeeper,
    op: &Operator,
    iface: &Interface,
    effects: &[EffectLocation],
    m: &InterfaceMethod,
) -> Result<(TokenStream, TokenStream), OdsError> {
    let err = |m: String| OdsError::at(rk, op.def, m);
    let iname = &iface.name;
    let Sig {
        name: f,
        types,
        args,
        ret,
        ..
    } = method_sig(rk, op.def, iname, m)?;
    if effects.is_empty() {
        let unused: Vec<syn::Ident> = args.iter().map(|a| format_ident!("_{}", a)).collect();
        return Ok((
            quote! { fn #f(&self, #(#unused: #types),*) #ret {} },
            TokenStream::new(),
        ));
    }
    let spec = super::op_defs::spec_ident(op);
    let table = format_ident!("{}_EFFECTS", spec);
    let mut rows = Vec::new();
    for e in effects {
        if e.effect.base_effect != "MemoryEffect" {
            return Err(err(format!(
                "the effects of interface '{iname}' are of type '{}': only `MemoryEffect`s are generated",
                e.effect.base_effect
            )));
        }
        let path = |what: &str, text: &str| -> Result<syn::Path, OdsError> {
            syn::parse_str(text).map_err(|_| {
                OdsError::at(
                    rk,
                    e.effect.def,
                    format!("the {what} of a side effect is not a Rust path: `{text}`"),
                )
            })
        };
        let effect = path("effect", &e.effect.effect)?;
        let resource = path("resource", &e.effect.resource)?;
        let site = match &e.site {
            EffectSite::Op => quote!(EffectSite::Op),
            EffectSite::Operand(i) => {
                let i = proc_macro2::Literal::usize_unsuffixed(*i);
                quote!(EffectSite::Operand(#i))
            }
            EffectSite::Result(i) => {
                let i = proc_macro2::Literal::usize_unsuffixed(*i);
                quote!(EffectSite::Result(#i))
            }
            EffectSite::Symbol { name, optional } => {
                quote!(EffectSite::Symbol { name: #name, optional: #optional })
            }
        };
        rows.push(quote! {
            EffectSpec { effect: #effect, resource: #resource, site: #site }
        });
    }
    let n = proc_macro2::Literal::usize_unsuffixed(rows.len());
    let doc = format!(
        "The effects of `{}` on memory, as its spec lists them ({}).",
        op.operation_name(),
        loc_text(rk, rk.rec(op.def).loc())
    );
    let [effects_arg] = args.as_slice() else {
        return Err(err(format!(
            "method '{GET_EFFECTS}' of interface '{iname}' takes {} arguments, not one (the effects to append to)",
            args.len()
        )));
    };
    Ok((
        quote! {
            fn #f(&self, #(#args: #types),*) #ret {
                append_spec_effects(&#spec, &self.0, &#table, #effects_arg)
            }
        },
        quote! {
            #[doc = #doc]
            static #table: [EffectSpec; #n] = [#(#rows),*];
        },
    ))
}

/// What an op's interfaces add to its generated Rust. `inherent` names the methods its
/// typed view defines itself (its `extraClassDeclaration`, its native traits'
/// `extraConcreteClassDeclaration`): an interface method without a default that the view
/// defines is the view's, as in MLIR, where the interface calls the op class's method.
pub(super) fn op_interfaces(
    rk: &RecordKeeper,
    op: &Operator,
    inherent: &[String],
) -> Result<OpInterfaceItems, OdsError> {
    let err = |m: String| OdsError::at(rk, op.def, m);
    let mut out = OpInterfaceItems::default();
    let class = format_ident!("{}", op.cpp_class_name);
    let declared = declared_methods_trait(op);
    let opref = quote!(OpRef);
    let mut declared_methods = Vec::new();
    let mut declared_names: Vec<(String, String)> = Vec::new();
    let effects = op.side_effects(rk)?;
    let effect_interfaces = op.effect_interfaces(rk)?;
    for def in implemented_interfaces(rk, op, &effect_interfaces)? {
        let tr = rk.rec(def);
        let i = Interface::from_def(rk, def)?;
        if !has_items(&i) {
            continue;
        }
        let iname = &i.name;
        // The effects the spec lists for this interface, which make its `getEffects`.
        let spec_effects: Option<Vec<EffectLocation>> =
            effect_interfaces.contains(iname).then(|| {
                effects
                    .iter()
                    .filter(|e| e.effect.interface_name() == iname)
                    .cloned()
                    .collect()
            });
        if spec_effects.is_some() && !i.methods.iter().any(|m| m.name == GET_EFFECTS) {
            return Err(err(format!(
                "the effects of '{}' belong to interface '{iname}', which has no method '{GET_EFFECTS}' (an `EffectOpInterfaceBase`)",
                op.operation_name()
            )));
        }
        let overridden: Vec<String> = if tr.is_subclass_of_name("DeclareInterfaceMethods", rk) {
            rk.get_list_of_strings(tr, "alwaysOverriddenMethods")?
                .iter()
                .map(|s| s.to_string())
                .collect()
        } else {
            Vec::new()
        };
        for o in &overridden {
            if !i.methods.iter().any(|m| &m.name == o) {
                return Err(err(format!(
                    "'{o}' is not a method of interface '{iname}' (DeclareOpInterfaceMethods)"
                )));
            }
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
        } else if origin_file(rk, iname) == Some(FileId(0)) {
            TokenStream::new()
        } else {
            return Err(err(format!(
                "interface '{iname}' is defined in an included file without a cppNamespace naming the Rust module of its trait"
            )));
        };
        let name = ident(rk, op.def, "interface name", iname)?;
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
            } = method_sig(rk, op.def, iname, m)?;
            let must_write =
                (m.body.is_none() && m.default_body.is_none()) || overridden.contains(&m.name);
            if let Some(effects) = spec_effects.as_ref().filter(|_| m.name == GET_EFFECTS) {
                if overridden.contains(&m.name) {
                    return Err(err(format!(
                        "'{}' lists its effects in its spec and declares '{GET_EFFECTS}' of '{iname}' (DeclareOpInterfaceMethods): one of the two",
                        op.operation_name()
                    )));
                }
                if iname == MEMORY_EFFECTS_INTERFACE {
                    out.memory_effects = Some(effect_class(op, effects));
                }
                let (method, table) = generated_get_effects(rk, op, &i, effects, m)?;
                impl_methods.push(method);
                out.items.extend(table);
            } else if must_write && inherent.contains(&f.to_string()) {
                // The view's own method (from its spec's `extraClassDeclaration` or a
                // trait's `extraConcreteClassDeclaration`).
                if m.is_static {
                    impl_methods.push(quote! {
                        fn #f(#(#params),*) #ret { #class::#f(#(#args),*) }
                    });
                } else {
                    impl_methods.push(quote! {
                        fn #f(&self, #(#params),*) #ret { #class::#f(self, #(#args),*) }
                    });
                }
            } else if must_write {
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
                        fn #f(#(#params),*) #ret { <Self as interface_methods::#declared>::#f(#(#args),*) }
                    });
                } else {
                    declared_methods
                        .push(quote! { #[doc = #doc] fn #f(&self, #(#params),*) #ret; });
                    impl_methods.push(quote! {
                        fn #f(&self, #(#params),*) #ret { <Self as interface_methods::#declared>::#f(self, #(#args),*) }
                    });
                }
            }
            if m.is_static {
                fields.push(quote!(#f: |#(#args),*| <#class<'_> as #path #name>::#f(#(#args),*)));
            } else {
                fields.push(
                    quote!(#f: |__op, #(#args),*| <#class<'_> as #path #name>::#f(&#class(__op), #(#args),*)),
                );
            }
        }
        let model_static = format_ident!(
            "{}_{}",
            op.cpp_class_name.to_shouty_snake_case(),
            iname.to_shouty_snake_case()
        );
        let model_doc = format!(
            "How `{}` implements `{iname}` ({}).",
            op.operation_name(),
            loc_text(rk, rk.rec(op.def).loc())
        );
        if i.verify.is_some() {
            let vf = verify_fn(op, iname);
            let doc = format!(
                "Runs the verifier of `{iname}` on `{}`.",
                op.operation_name()
            );
            out.items.extend(quote! {
                #[doc = #doc]
                fn #vf(op: &#opref<'_>) -> Result<(), Diagnostic> {
                    <#class<'_> as #path #name>::verify_trait(&#class(*op))
                }
            });
        }
        out.items.extend(quote! {
            impl #path #name for #class<'_> {
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
        out.items.extend(quote! {
            impl OpView for #class<'_> {
                fn op(&self) -> #opref<'_> { self.0 }
            }
        });
    }
    if !declared_methods.is_empty() {
        let doc = format!(
            "The interface methods `{}` declares in its spec (no default, or named in `DeclareOpInterfaceMethods`): the dialect implements them for `{}`.",
            op.operation_name(),
            op.cpp_class_name
        );
        let msg = format!(
            "`{{Self}}` declares interface methods in its `.td` spec: implement `interface_methods::{declared}` for it"
        );
        out.declared.extend(quote! {
            #[doc = #doc]
            #[diagnostic::on_unimplemented(message = #msg, label = "the spec of this op declares interface methods it implements")]
            pub trait #declared {
                #(#declared_methods)*
            }
        });
    }
    Ok(out)
}

/// `--gen-op-interface-defs`: the Rust of the op interfaces (with methods) defined in the
/// main file, formatted (`framework/src/interfaces/base.rs` is this for
/// `spec/base/Interfaces.td`).
pub fn gen_op_interface_defs(rk: &RecordKeeper) -> Result<String, OdsError> {
    let items = gen_interface_items(rk)?;
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
    Ok(super::render::render("--gen-op-interface-defs", parsed))
}
