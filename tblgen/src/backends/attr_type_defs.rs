//! `--gen-attrdef-defs` / `--gen-typedef-defs`: the Rust of a dialect's `AttrDef`s and
//! `TypeDef`s. Per def: a typed handle (`FooAttr<'c>` / `FooType<'c>`, the context and
//! the interned `Attribute`/`Type`) with `get`, `from_attr`/`from_type` and one accessor
//! per parameter; a static `AttrTypeDefSpec` table (parameters, compiled declarative
//! format) that the framework's shared runtime uses to unique, parse and print it; and
//! the glue to the hook traits the spec asks for (`genVerifyDecl`,
//! `hasCustomAssemblyFormat`). Formats are checked here, with errors at the def's `.td`
//! location.

use super::def_interfaces::{self, Kind as IfaceKind};
use crate::ods::{AttrOrTypeDef, AttrOrTypeParameter, OdsError};
use crate::record::RecordKeeper;
use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};

/// Which defs to generate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// `AttrDef`s.
    Attrs,
    /// `TypeDef`s.
    Types,
    /// Both, plus `register_attr_type_defs` (what a dialect's generated file holds).
    Both,
}

/// The defs of `dialect` (all when `None`) of the kinds `which` selects, sorted by
/// location (spec order).
fn defs(
    rk: &RecordKeeper,
    dialect: Option<&str>,
    which: Which,
) -> Result<Vec<AttrOrTypeDef>, OdsError> {
    let mut out = Vec::new();
    let mut classes = Vec::new();
    if which != Which::Types && rk.class("AttrDef").is_some() {
        classes.push("AttrDef");
    }
    if which != Which::Attrs && rk.class("TypeDef").is_some() {
        classes.push("TypeDef");
    }
    for class in classes {
        for d in rk.defs_derived_from(class) {
            let def = AttrOrTypeDef::from_def(rk, d)?;
            let name = rk.get_string(rk.rec(def.dialect), "name")?.to_string();
            if dialect.is_none_or(|want| want == name) {
                out.push(def);
            }
        }
    }
    out.sort_by_key(|d| {
        let l = rk.rec(d.def).loc();
        (l.file.0, l.offset)
    });
    Ok(out)
}

/// Whether the records define any `AttrDef` or `TypeDef` of `dialect`.
pub fn has_defs(rk: &RecordKeeper, dialect: &str) -> bool {
    defs(rk, Some(dialect), Which::Both).is_ok_and(|d| !d.is_empty())
}

/// Generates the Rust of the defs of `dialect` (all defs when `None`), formatted.
pub fn gen_attr_type_defs(
    rk: &RecordKeeper,
    dialect: Option<&str>,
    which: Which,
) -> Result<String, OdsError> {
    let defs = defs(rk, dialect, which)?;
    let mut items: Vec<syn::Item> = Vec::new();
    let mut specs = Vec::new();
    // The attribute and type interfaces the main file defines.
    let mut kinds = Vec::new();
    if which != Which::Types {
        kinds.push(IfaceKind::Attr);
    }
    if which != Which::Attrs {
        kinds.push(IfaceKind::Type);
    }
    for k in &kinds {
        let tokens = def_interfaces::gen_interface_items(rk, *k)?;
        let file: syn::File = syn::parse2(tokens).map_err(|e| OdsError {
            loc: crate::source::Loc {
                file: crate::source::FileId(0),
                offset: 0,
            },
            message: format!("generated Rust does not parse: {e}"),
            notes: Vec::new(),
        })?;
        items.extend(file.items);
    }
    let mut declared_attr = TokenStream::new();
    let mut declared_type = TokenStream::new();
    for d in &defs {
        let declared = if d.is_attr {
            &mut declared_attr
        } else {
            &mut declared_type
        };
        let tokens = gen_def(rk, d, &defs, declared)?;
        let file: syn::File = syn::parse2(tokens)
            .map_err(|e| OdsError::at(rk, d.def, format!("generated Rust does not parse: {e}")))?;
        items.extend(file.items);
        specs.push(spec_ident(d));
    }
    let register = (which == Which::Both).then(|| {
        quote! {
            /// The attribute and type definitions of this dialect, in spec order.
            pub static ATTR_TYPE_DEFS: &[&AttrTypeDefSpec] = &[#(&#specs),*];

            /// Registers the attribute and type definitions of this dialect in `ctx`.
            pub fn register_attr_type_defs(ctx: &Context) {
                register_defs(ctx, ATTR_TYPE_DEFS);
            }
        }
    });
    let modules = [
        (IfaceKind::Attr, declared_attr, "attribute"),
        (IfaceKind::Type, declared_type, "type"),
    ]
    .into_iter()
    .filter(|(_, d, _)| !d.is_empty())
    .map(|(k, d, what)| {
        let module = k.methods_module();
        let doc = format!(
            "The traits of the interface methods this dialect's {what} defs declare: the dialect implements each for its def's handle (`impl {module}::FooDeclaredMethods for Foo<'_>`)."
        );
        quote! {
            #[doc = #doc]
            pub mod #module {
                #[allow(unused_imports)]
                use super::*;
                #d
            }
        }
    });
    let file = quote! {
        #(#items)*
        #(#modules)*
        #register
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| OdsError {
        loc: crate::source::Loc {
            file: crate::source::FileId(0),
            offset: 0,
        },
        message: format!("generated Rust does not parse: {e}"),
        notes: Vec::new(),
    })?;
    let flag = match which {
        Which::Attrs => "--gen-attrdef-defs",
        Which::Types => "--gen-typedef-defs",
        Which::Both => "--gen-attrdef-defs and --gen-typedef-defs",
    };
    Ok(super::render::render(flag, parsed))
}

fn spec_ident(d: &AttrOrTypeDef) -> proc_macro2::Ident {
    format_ident!("{}_SPEC", d.cpp_class_name.to_shouty_snake_case())
}

/// The dialect of an `AttrDef`/`TypeDef` whose handle is named by the Rust type `ty`
/// (ignoring `Vec<...>`; for the message on a def of another dialect).
fn other_dialect_def(rk: &RecordKeeper, ty: &str) -> Option<String> {
    let name = ty
        .trim()
        .strip_prefix("Vec<")
        .and_then(|t| t.strip_suffix('>'))
        .unwrap_or(ty)
        .trim();
    let all = defs(rk, None, Which::Both).ok()?;
    let d = all.iter().find(|d| d.cpp_class_name == name)?;
    rk.get_string(rk.rec(d.dialect), "name")
        .ok()
        .map(str::to_string)
}

/// `path::` before an item of another module (nothing for this file's).
fn module_prefix(path: &Option<String>) -> TokenStream {
    match path {
        Some(p) => {
            let p: syn::Path = syn::parse_str(p).expect("checked by dialect_module");
            quote!(#p::)
        }
        None => TokenStream::new(),
    }
}

/// A Rust identifier for a parameter name (keywords get a trailing `_`).
fn param_ident(name: &str) -> Option<proc_macro2::Ident> {
    let snake = name.to_snake_case();
    [snake.clone(), format!("{snake}_")]
        .into_iter()
        .find(|s| syn::parse_str::<syn::Ident>(s).is_ok())
        .map(|s| format_ident!("{}", s))
}

/// `file.td:LINE` of a def, with the path relative to the spec folder when inside it.
fn loc_text(rk: &RecordKeeper, d: &AttrOrTypeDef) -> String {
    let pos = rk.sources.position(rk.rec(d.def).loc());
    let path = pos.path.to_string_lossy().replace('\\', "/");
    let short = match path.find("spec/") {
        Some(i) => &path[i..],
        None => path.rsplit('/').next().unwrap_or(&path),
    };
    format!("{short}:{}", pos.line)
}

/// How a parameter's Rust type is stored and written.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Bool,
    Int(u32, bool),
    Float,
    Str,
    Type,
    Attr,
    Array(Box<Kind>),
    /// Another def: its handle's name, whether it is an `AttrDef`, whether it has a
    /// mnemonic, and the Rust module of its generated code when that is not this file
    /// (a def of another dialect, generated apart).
    Def {
        class: String,
        is_attr: bool,
        mnemonic: bool,
        path: Option<String>,
    },
}

/// A def a parameter may name: one generated in the same file, or one of another
/// dialect whose `cppNamespace` is the Rust module of its generated code.
#[derive(Clone)]
struct DefCandidate {
    def: AttrOrTypeDef,
    path: Option<String>,
}

/// The Rust module path of a dialect's generated code, if its `cppNamespace` is one
/// (`crate::dialects::other`, `::other_crate::dialect`): a path with `::`.
fn dialect_module(rk: &RecordKeeper, dialect: crate::record::RecId) -> Option<String> {
    let ns = rk
        .rec(dialect)
        .field("cppNamespace")?
        .as_str()?
        .trim()
        .to_string();
    (ns.contains("::") && syn::parse_str::<syn::Path>(&ns).is_ok()).then_some(ns)
}

impl Kind {
    /// The kind of a Rust type; a name that is not a runtime type is looked up among
    /// `defs` (the defs generated together, by handle name).
    fn of(ty: &syn::Type, nested: bool, defs: &[DefCandidate]) -> Option<Kind> {
        let syn::Type::Path(p) = ty else {
            return None;
        };
        let seg = p.path.segments.last()?;
        let name = seg.ident.to_string();
        if let syn::PathArguments::AngleBracketed(a) = &seg.arguments {
            if name != "Vec" || nested || a.args.len() != 1 {
                return None;
            }
            let syn::GenericArgument::Type(t) = &a.args[0] else {
                return None;
            };
            return Some(Kind::Array(Box::new(Kind::of(t, true, defs)?)));
        }
        Some(match name.as_str() {
            "bool" => Kind::Bool,
            "f64" => Kind::Float,
            "String" => Kind::Str,
            "Type" => Kind::Type,
            "Attribute" => Kind::Attr,
            "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64" => {
                Kind::Int(name[1..].parse().ok()?, name.starts_with('i'))
            }
            _ if p.path.segments.len() == 1 => {
                let c = defs.iter().find(|c| c.def.cpp_class_name == name)?;
                Kind::Def {
                    class: name,
                    is_attr: c.def.is_attr,
                    mnemonic: c.def.mnemonic.is_some(),
                    path: c.path.clone(),
                }
            }
            _ => return None,
        })
    }

    /// Whether the kind holds another def (its Rust type is then a handle, converted
    /// through `HandleParam`).
    fn has_def(&self) -> bool {
        match self {
            Kind::Def { .. } => true,
            Kind::Array(e) => e.has_def(),
            _ => false,
        }
    }

    /// Whether `qualified` applies: a type or attribute (or a list of them).
    fn is_type_or_attr(&self) -> bool {
        match self {
            Kind::Def { .. } | Kind::Type | Kind::Attr => true,
            Kind::Array(e) => e.is_type_or_attr(),
            _ => false,
        }
    }

    /// The def without a mnemonic it holds, if any.
    fn def_without_mnemonic(&self) -> Option<&str> {
        match self {
            Kind::Def {
                class,
                mnemonic: false,
                ..
            } => Some(class),
            Kind::Array(e) => e.def_without_mnemonic(),
            _ => None,
        }
    }

    /// The Rust type; `lt` is the lifetime of a handle.
    fn rust(&self, lt: &TokenStream) -> TokenStream {
        match self {
            Kind::Bool => quote!(bool),
            Kind::Int(w, s) => {
                let t = format_ident!("{}{}", if *s { "i" } else { "u" }, w);
                quote!(#t)
            }
            Kind::Float => quote!(f64),
            Kind::Str => quote!(String),
            Kind::Type => quote!(Type),
            Kind::Attr => quote!(Attribute),
            Kind::Array(e) => {
                let e = e.rust(lt);
                quote!(Vec<#e>)
            }
            Kind::Def { class, path, .. } => {
                let h = format_ident!("{}", class);
                let m = module_prefix(path);
                quote!(#m #h<#lt>)
            }
        }
    }

    fn table(&self) -> TokenStream {
        let k = quote!(ParamKind);
        match self {
            Kind::Bool => quote!(#k::Bool),
            Kind::Int(w, s) => quote!(#k::Int { width: #w, signed: #s }),
            Kind::Float => quote!(#k::Float),
            Kind::Str => quote!(#k::Str),
            Kind::Type => quote!(#k::Type),
            Kind::Attr => quote!(#k::Attr),
            Kind::Array(e) => {
                let e = e.table();
                quote!(#k::Array(&#e))
            }
            Kind::Def { class, path, .. } => {
                let spec = format_ident!("{}_SPEC", class.to_shouty_snake_case());
                let m = module_prefix(path);
                quote!(#k::Def(DefRef(&#m #spec)))
            }
        }
    }
}

/// A checked parameter.
struct Param<'a> {
    p: &'a AttrOrTypeParameter,
    ident: proc_macro2::Ident,
    kind: Kind,
    omittable: bool,
}

impl std::fmt::Debug for Param<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.p.name)
    }
}

impl Param<'_> {
    /// The Rust type of the parameter as its accessor returns it (an `Option` when
    /// optional); `lt` is the lifetime of a handle.
    fn rust_type(&self, lt: &TokenStream) -> TokenStream {
        let base = self.kind.rust(lt);
        if self.p.optional {
            quote!(Option<#base>)
        } else {
            base
        }
    }

    /// The trait converting the parameter's Rust values to and from `ParamValue`s:
    /// another def's handle converts with the context (`HandleParam`).
    fn conv(&self) -> TokenStream {
        if self.kind.has_def() {
            quote!(HandleParam)
        } else {
            quote!(Param)
        }
    }

    /// `Option<ty>` from the `&ParamValue` expression `v`; `ctx` names the context.
    fn value_of(&self, ty: &TokenStream, ctx: TokenStream, v: TokenStream) -> TokenStream {
        let conv = self.conv();
        if self.kind.has_def() {
            quote!(<#ty as #conv>::from_param(#ctx, #v))
        } else {
            quote!(<#ty as #conv>::from_param(#v))
        }
    }
}

fn gen_def(
    rk: &RecordKeeper,
    d: &AttrOrTypeDef,
    file_defs: &[AttrOrTypeDef],
    declared: &mut TokenStream,
) -> Result<TokenStream, OdsError> {
    let err = |m: String| OdsError::at(rk, d.def, m);
    let class = &d.cpp_class_name;
    if syn::parse_str::<syn::Ident>(class).is_err() {
        return Err(err(format!("'{class}' is not a Rust identifier")));
    }
    let dialect = rk.get_string(rk.rec(d.dialect), "name")?.to_string();
    // A parameter may be another def generated in this file, or a def of another
    // dialect whose `cppNamespace` names the module of its generated code.
    let mut candidates: Vec<DefCandidate> = file_defs
        .iter()
        .map(|o| DefCandidate {
            def: o.clone(),
            path: None,
        })
        .collect();
    for o in defs(rk, None, Which::Both)? {
        if o.dialect != d.dialect && !file_defs.iter().any(|f| f.def == o.def) {
            if let Some(path) = dialect_module(rk, o.dialect) {
                candidates.push(DefCandidate {
                    def: o,
                    path: Some(path),
                });
            }
        }
    }
    let mut params: Vec<Param> = Vec::new();
    for p in &d.parameters {
        let Some(ident) = param_ident(&p.name) else {
            return Err(err(format!(
                "parameter '{}' is not a Rust identifier",
                p.name
            )));
        };
        if params.iter().any(|q| q.p.name == p.name) {
            return Err(err(format!("duplicate parameter name '{}'", p.name)));
        }
        let kind = syn::parse_str::<syn::Type>(&p.cpp_type)
            .ok()
            .and_then(|t| Kind::of(&t, false, &candidates))
            .ok_or_else(|| {
                if let Some(other) = other_dialect_def(rk, &p.cpp_type) {
                    return err(format!(
                        "parameter '{}': '{}' is a def of the dialect '{other}', generated apart: set that dialect's cppNamespace to the Rust module of its generated code (`crate::dialects::{other}`)",
                        p.name, p.cpp_type
                    ));
                }
                err(format!(
                    "parameter '{}': Rust type '{}' is not supported (expected Type, Attribute, bool, an integer type, f64, String, an attribute or type def of the dialect, or Vec of one of them)",
                    p.name, p.cpp_type
                ))
            })?;
        if let (Some(c), Some(_)) = (kind.def_without_mnemonic(), &d.assembly_format) {
            return Err(err(format!(
                "parameter '{}': '{c}' has no mnemonic, so it cannot be written in an assembly format",
                p.name
            )));
        }
        if p.self_type {
            if !d.is_attr || kind != Kind::Type {
                return Err(err(format!(
                    "parameter '{}': an AttributeSelfTypeParameter must be a Type parameter of an AttrDef",
                    p.name
                )));
            }
            if d.has_custom_assembly_format {
                return Err(err(format!(
                    "parameter '{}': an AttributeSelfTypeParameter is not supported with 'hasCustomAssemblyFormat' yet",
                    p.name
                )));
            }
            if params.iter().any(|q| q.p.self_type) {
                return Err(err(
                    "an attribute has at most one AttributeSelfTypeParameter".into(),
                ));
            }
        }
        params.push(Param {
            p,
            ident,
            kind,
            omittable: p.optional || p.default_value.is_some(),
        });
    }
    // The format.
    let mut glue = Glue {
        name: class.clone(),
        loc: loc_text(rk, d),
        class: class.to_snake_case(),
        spec: spec_ident(d),
        count: 0,
        items: TokenStream::new(),
    };
    let format = match (&d.assembly_format, d.has_custom_assembly_format) {
        (Some(_), true) => {
            return Err(err(
                "cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'".into(),
            ))
        }
        (Some(_), false) if d.mnemonic.is_none() => {
            return Err(err("'assemblyFormat' requires a 'mnemonic'".into()))
        }
        (Some(f), false) => {
            let elements = compile_format(&params, f, &mut glue)
                .map_err(|m| err(format!("{m} (in the assembly format of '{class}')")))?;
            quote!(DefFormatKind::Declarative(&[#(#elements),*]))
        }
        (None, true) => {
            let (p, q) = (
                format_ident!("parse_{}", class.to_snake_case()),
                format_ident!("print_{}", class.to_snake_case()),
            );
            quote!(DefFormatKind::Custom { parse: #p, print: #q })
        }
        (None, false) => {
            if d.mnemonic.is_some() && params.iter().any(|p| !p.p.self_type) {
                return Err(err(format!(
                    "'{class}' has a mnemonic and parameters: it needs an 'assemblyFormat' or 'hasCustomAssemblyFormat = 1'"
                )));
            }
            quote!(DefFormatKind::Bare)
        }
    };

    let glue_items = glue.items;
    let handle = format_ident!("{}", class);
    let spec = spec_ident(d);
    let is_attr = d.is_attr;
    let (value_ty, field, cast, getter, params_fn) = if is_attr {
        (
            quote!(Attribute),
            format_ident!("attr"),
            format_ident!("from_attr"),
            quote!(get_attr),
            quote!(attr_params),
        )
    } else {
        (
            quote!(Type),
            format_ident!("ty"),
            format_ident!("from_type"),
            quote!(get_type),
            quote!(type_params),
        )
    };
    let sigil = if is_attr { "#" } else { "!" };
    let loc = loc_text(rk, d);
    let what = if is_attr { "attribute" } else { "type" };
    let title = match &d.mnemonic {
        Some(m) => format!("`{sigil}{dialect}.{m}` ({loc})"),
        None => format!("The {what} `{class}` of `{dialect}` ({loc})"),
    };
    let summary = d
        .summary
        .as_deref()
        .filter(|s| !s.is_empty())
        .map(|s| format!("{s}."))
        .unwrap_or_default();
    let doc = format!("{title}: {summary}")
        .trim_end_matches([' ', ':'])
        .to_string();

    // Parameter table, accessors, builder arguments.
    let mut table = Vec::new();
    let mut defaults = Vec::new();
    let mut accessors = Vec::new();
    let mut args = Vec::new();
    let mut to_params = Vec::new();
    for (i, p) in params.iter().enumerate() {
        let name = &p.p.name;
        let kind = p.kind.table();
        let optional = p.p.optional;
        let self_type = p.p.self_type;
        let ty = p.rust_type(&quote!('c));
        let conv = p.conv();
        let from = p.value_of(&ty, quote!(self.ctx), quote!(&self.params()[#i]));
        let default = match &p.p.default_value {
            Some(v) => {
                let expr = super::snippet::expr_in(v, &[("_ctxt", quote!(ctx))])
                    .map_err(
                        |e| err(e.message(&format!("parameter '{name}': its 'defaultValue'"))),
                    )?
                    .into_token_stream();
                let f = format_ident!("default_{}_{}", class.to_snake_case(), p.ident);
                let ty = p.rust_type(&quote!('_));
                let ctx = super::snippet::param("ctx", &expr);
                let fdoc = format!("The default value of parameter `{name}` of `{class}` ({loc}).");
                defaults.push(quote! {
                    #[doc = #fdoc]
                    fn #f(#ctx: &Context) -> ParamValue {
                        let v: #ty = #expr;
                        #conv::to_param(&v)
                    }
                });
                quote!(Some(#f))
            }
            None => quote!(None),
        };
        let io = param_io(rk, d, p)?;
        defaults.push(io.items);
        let io = io.table;
        table.push(quote! {
            ParamSpec { name: #name, kind: #kind, optional: #optional, default: #default, self_type: #self_type, io: #io }
        });
        let ident = &p.ident;
        let pdoc = match p.p.summary.as_deref().filter(|s| !s.is_empty()) {
            Some(s) => format!("`{name}`: {s}"),
            None => format!("`{name}`."),
        };
        accessors.push(quote! {
            #[doc = #pdoc]
            pub fn #ident(&self) -> #ty {
                #from
                    .expect("a parameter of the kind its spec declares")
            }
        });
        args.push(quote!(#ident: #ty));
        to_params.push(quote!(#conv::to_param(&#ident)));
    }

    let verify_ref = if d.gen_verify_decl {
        quote!(Some(#handle::verify_value))
    } else {
        quote!(None)
    };
    let mnemonic = match &d.mnemonic {
        Some(m) => quote!(Some(#m)),
        None => quote!(None),
    };
    let wrap = if is_attr {
        quote!(TypeOrAttr::Attr)
    } else {
        quote!(TypeOrAttr::Type)
    };

    let params_idents: Vec<&proc_macro2::Ident> = params.iter().map(|p| &p.ident).collect();
    let def_traits = def_traits(rk, d, &handle, &field, &wrap)?;
    let checked_fn = d.gen_verify_decl || def_traits.has_preds;
    // A def of many parameters takes them all (the context too).
    let many = (params.len() + 1 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    // MLIR's `Base::get` (`$_get` in custom builders), there even when the spec skips
    // the default builders.
    let raw_get = quote! {
        /// The value with these parameters, uniqued (`$_get` in the spec's builders).
        #[allow(dead_code)]
        #many
        fn __get(ctx: &'c Context, #(#args),*) -> Self {
            let v = #getter(ctx, &#spec, vec![#(#to_params),*]);
            #handle { ctx, #field: v }
        }
    };
    let mut taken: Vec<String> = [
        "__get",
        "ctx",
        "spec",
        "params",
        "verify_value",
        &cast.to_string(),
        &field.to_string(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    taken.extend(params.iter().map(|p| p.ident.to_string()));
    if !d.skip_default_builders {
        taken.push("get".into());
        if checked_fn {
            taken.push("get_checked".into());
        }
    }
    let custom_builders = super::def_builders::def_builders(rk, d, &taken, &loc)?;
    let builder_fns = custom_builders.methods;
    let builder_items = custom_builders.items;
    let builders = if d.skip_default_builders {
        quote!()
    } else {
        let checked = checked_fn.then(|| {
            quote! {
                /// Like `get`, but checks the value with the def's predicate traits and
                /// verifier first.
                #many
                pub fn get_checked(ctx: &'c Context, #(#args),*) -> Result<Self, String> {
                    let v = Self::get(ctx, #(#params_idents),*);
                    verify_def(ctx, &#spec, #wrap(v.#field))?;
                    Ok(v)
                }
            }
        });
        let get_doc = if checked_fn {
            "The value with these parameters, uniqued. It is not verified: see `get_checked`."
        } else {
            "The value with these parameters, uniqued."
        };
        quote! {
            #[doc = #get_doc]
            #many
            pub fn get(ctx: &'c Context, #(#args),*) -> Self {
                Self::__get(ctx, #(#params_idents),*)
            }
            #checked
        }
    };
    let hooks_verify = d.gen_verify_decl.then(|| {
        let doc = format!("Runs the verifier of `{class}` (`genVerifyDecl`, {loc}) on `v`.");
        quote! {
            #[doc = #doc]
            fn verify_value(
                ctx: &Context,
                v: TypeOrAttr,
            ) -> Result<(), String> {
                match v {
                    #wrap(x) => AttrOrTypeVerifier::verify(&#handle { ctx, #field: x }),
                    _ => Ok(()),
                }
            }
        }
    });
    let custom = d.has_custom_assembly_format.then(|| {
        let (p, q) = (
            format_ident!("parse_{}", class.to_snake_case()),
            format_ident!("print_{}", class.to_snake_case()),
        );
        let pdoc = format!("Parses `{class}` with its custom assembly format ({loc}).");
        let qdoc = format!("Prints `{class}` with its custom assembly format ({loc}).");
        quote! {
            #[doc = #pdoc]
            fn #p(
                p: &mut DefParser<'_, '_>,
            ) -> Result<TypeOrAttr, Diagnostic> {
                <#handle<'_> as AttrOrTypeCustomFormat<'_>>::parse(p).map(|h| #wrap(h.#field))
            }
            #[doc = #qdoc]
            fn #q(p: &mut DefPrinter<'_>, v: TypeOrAttr) {
                if let #wrap(x) = v {
                    let h = #handle { ctx: p.ctx(), #field: x };
                    AttrOrTypeCustomFormat::print(&h, p);
                }
            }
        }
    });
    let params_accessor = (!params.is_empty()).then(|| {
        quote! {
            /// The parameters of the value, in spec order.
            fn params(&self) -> &'c [ParamValue] {
                #params_fn(self.ctx, self.#field, &#spec).expect("a handle of this def")
            }
        }
    });
    let DefTraits {
        names: trait_names,
        preds: pred_entries,
        items: pred_items,
        ..
    } = def_traits;
    let ifaces = def_interfaces::def_interfaces(rk, d, &handle)?;
    declared.extend(ifaces.declared);
    let iface_entries = ifaces.entries;
    let iface_items = ifaces.items;
    let cast_doc = format!("The {what} as a `{class}`, if it is one.");
    let spec_doc = format!("The table of `{class}` ({loc}).");
    let name = class.as_str();
    Ok(quote! {
        #[doc = #doc]
        #[derive(Clone, Copy)]
        pub struct #handle<'c> {
            ctx: &'c Context,
            #field: #value_ty,
        }
        impl PartialEq for #handle<'_> {
            fn eq(&self, o: &Self) -> bool {
                self.#field == o.#field
            }
        }
        impl Eq for #handle<'_> {}
        impl std::fmt::Debug for #handle<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_tuple(#name).field(&self.#field).finish()
            }
        }
        #[doc = #spec_doc]
        pub static #spec: AttrTypeDefSpec = AttrTypeDefSpec {
            dialect: #dialect,
            name: #name,
            mnemonic: #mnemonic,
            is_attr: #is_attr,
            params: &[#(#table),*],
            format: #format,
            verify: #verify_ref,
            interfaces: &[#(#iface_entries),*],
            traits: &[#(#trait_names),*],
            preds: &[#(#pred_entries),*],
        };
        #pred_items
        #iface_items
        #(#defaults)*
        #glue_items
        #custom
        impl<'c> HandleParam<'c> for #handle<'c> {
            fn to_param(&self) -> ParamValue {
                Param::to_param(&self.#field)
            }
            fn from_param(ctx: &'c Context, v: &ParamValue) -> Option<Self> {
                Self::#cast(ctx, Param::from_param(v)?)
            }
        }
        #builder_items
        impl<'c> #handle<'c> {
            #raw_get
            #builders
            #builder_fns
            #[doc = #cast_doc]
            pub fn #cast(ctx: &'c Context, #field: #value_ty) -> Option<Self> {
                #params_fn(ctx, #field, &#spec)?;
                Some(#handle { ctx, #field })
            }
            /// The interned handle.
            pub fn #field(&self) -> #value_ty {
                self.#field
            }
            /// The context owning it.
            pub fn ctx(&self) -> &'c Context {
                self.ctx
            }
            /// The table of the def.
            pub fn spec() -> &'static AttrTypeDefSpec {
                &#spec
            }
            #params_accessor
            #(#accessors)*
            #hooks_verify
        }
    })
}

/// The traits of a def other than its interfaces.
struct DefTraits {
    /// The names of its native traits.
    names: Vec<String>,
    /// `DefPred` entries of its predicate traits.
    preds: Vec<TokenStream>,
    /// The predicates' functions.
    items: TokenStream,
    /// Whether it has predicate traits.
    has_preds: bool,
}

/// A def's native traits (`NativeAttrTrait<"Name">`: recorded by name) and predicate
/// traits (`PredAttrTrait<"summary", CPred<"...">>`: a check where `$_self` is the def's
/// handle). Interfaces are `def_interfaces`'; other traits are errors at the def.
fn def_traits(
    rk: &RecordKeeper,
    d: &AttrOrTypeDef,
    handle: &proc_macro2::Ident,
    field: &proc_macro2::Ident,
    wrap: &TokenStream,
) -> Result<DefTraits, OdsError> {
    let err = |m: String| OdsError::at(rk, d.def, m);
    let mut out = DefTraits {
        names: Vec::new(),
        preds: Vec::new(),
        items: TokenStream::new(),
        has_preds: false,
    };
    let mut pending = rk.get_list_of_defs(rk.rec(d.def), "traits")?;
    pending.reverse();
    while let Some(t) = pending.pop() {
        let tr = rk.rec(t);
        if tr.is_subclass_of_name("TraitList", rk) {
            let mut inner = rk.get_list_of_defs(tr, "traits")?;
            inner.reverse();
            pending.extend(inner);
        } else if tr.is_subclass_of_name("InterfaceTrait", rk) {
            continue;
        } else if tr.is_subclass_of_name("PredTrait", rk) {
            let summary = rk.get_string(tr, "summary")?.to_string();
            let pred = rk.get_def(tr, "predicate")?;
            let cond = super::op_defs::pred_condition(rk, pred).map_err(|e| {
                err(super::op_defs::reworded(
                    &e.message,
                    &format!("the predicate of trait '{summary}' is"),
                ))
            })?;
            let cond = super::snippet::fill_expr(&cond, &[("_self", quote!(this))])
                .map_err(|e| err(e.message(&format!("the predicate of trait '{summary}'"))))?;
            let f = format_ident!(
                "pred_{}_{}",
                d.cpp_class_name.to_snake_case(),
                out.preds.len()
            );
            let doc = format!(
                "Whether a value is a `{}` that satisfies `{summary}` ({}).",
                d.cpp_class_name,
                loc_text(rk, d)
            );
            out.items.extend(quote! {
                #[doc = #doc]
                fn #f(ctx: &Context, v: TypeOrAttr) -> bool {
                    match v {
                        #wrap(x) => {
                            let this = #handle { ctx, #field: x };
                            #cond
                        }
                        _ => false,
                    }
                }
            });
            out.preds.push(quote! {
                DefPred { summary: #summary, check: #f }
            });
            out.has_preds = true;
        } else if let Some(name) = tr.field("trait").and_then(|v| v.as_str()) {
            let name = name.strip_suffix("::Impl").unwrap_or(name).to_string();
            if !name.is_empty() && !out.names.contains(&name) {
                out.names.push(name);
            }
        } else {
            return Err(err(format!(
                "trait '{}' of '{}' is neither a native trait, a predicate trait nor an interface",
                tr.name_str(),
                d.cpp_class_name
            )));
        }
    }
    Ok(out)
}

/// What a parameter's own `parser`/`printer` add: the `io` entry of its `ParamSpec` and
/// the functions it names.
struct ParamIoItems {
    table: TokenStream,
    items: TokenStream,
}

/// A parameter's `parser` (Rust giving `Result<T, Diagnostic>`, `$_parser` the
/// `DefParser`) and `printer` (Rust printing `$_self`, the value, with `$_printer` the
/// `DefPrinter`) become functions over its `ParamValue`; `$_ctxt` is the context in
/// both. `T` is the parameter's Rust type (of an optional parameter, the present value's).
fn param_io(rk: &RecordKeeper, d: &AttrOrTypeDef, p: &Param) -> Result<ParamIoItems, OdsError> {
    let err = |m: String| OdsError::at(rk, d.def, m);
    let name = &p.p.name;
    if p.p.parser.is_none() && p.p.printer.is_none() {
        return Ok(ParamIoItems {
            table: quote!(None),
            items: TokenStream::new(),
        });
    }
    if p.p.self_type {
        return Err(err(format!(
            "parameter '{name}': an AttributeSelfTypeParameter is written as a type after the attribute: it cannot have its own 'parser' or 'printer'"
        )));
    }
    let class = d.cpp_class_name.to_snake_case();
    let ty = p.kind.rust(&quote!('_));
    let conv = p.conv();
    let loc = loc_text(rk, d);
    let what = |hook: &str| format!("parameter '{name}': its '{hook}'");
    // `$_ctxt`, when the snippet uses it, is the context of the parser or printer.
    let ctx = |code: &str| super::snippet::uses(code, "_ctxt").then(|| quote!(let ctx = p.ctx();));
    let mut items = TokenStream::new();
    let parse = match &p.p.parser {
        Some(code) => {
            let table = [("_parser", quote!(p)), ("_ctxt", quote!(ctx))];
            let expr = super::snippet::expr_in(code, &table)
                .map_err(|e| err(e.message(&what("parser"))))?;
            let f = format_ident!("parse_{}_{}", class, p.ident);
            let doc = format!(
                "Parses parameter `{name}` of `{}` with its own parser ({loc}).",
                d.cpp_class_name
            );
            let ctx = ctx(code);
            items.extend(quote! {
                #[doc = #doc]
                #[allow(clippy::all)]
                fn #f(p: &mut DefParser<'_, '_>) -> Result<ParamValue, Diagnostic> {
                    #ctx
                    let v: Result<#ty, Diagnostic> = #expr;
                    Ok(#conv::to_param(&v?))
                }
            });
            quote!(Some(#f))
        }
        None => quote!(None),
    };
    let print = match &p.p.printer {
        Some(code) => {
            let table = [
                ("_printer", quote!(p)),
                ("_self", quote!(value)),
                ("_ctxt", quote!(ctx)),
            ];
            let mut stmts = super::snippet::stmts_in(code, &table)
                .map_err(|e| err(e.message(&what("printer"))))?;
            super::snippet::discard_value(&mut stmts);
            let f = format_ident!("print_{}_{}", class, p.ident);
            let from = p.value_of(&ty, quote!(p.ctx()), quote!(v));
            let value = super::snippet::param("value", &quote!(#(#stmts)*));
            let doc = format!(
                "Prints parameter `{name}` of `{}` with its own printer ({loc}).",
                d.cpp_class_name
            );
            let ctx = ctx(code);
            items.extend(quote! {
                #[doc = #doc]
                #[allow(clippy::all)]
                fn #f(p: &mut DefPrinter<'_>, v: &ParamValue) {
                    #ctx
                    let Some(#value) = #from else {
                        return;
                    };
                    #(#stmts)*
                }
            });
            quote!(Some(#f))
        }
        None => quote!(None),
    };
    Ok(ParamIoItems {
        table: quote!(Some(ParamIo { parse: #parse, print: #print })),
        items,
    })
}

/// The format's elements, before compilation.
#[derive(Debug)]
enum El {
    Literal(String),
    /// A parameter: its index, whether it is the group's anchor (`^`), and whether it is
    /// `qualified`.
    Param(usize, bool, bool),
    Params(Vec<usize>),
    Struct(Vec<usize>),
    /// `custom<Name>(args)`, and whether it is its group's anchor (`^`).
    Custom(String, Vec<CustomArg>, bool),
    /// `(then)?` or `(then) : (else)?`.
    Optional(Vec<El>, Vec<El>),
}

/// An argument of a `custom<...>` directive.
#[derive(Debug)]
enum CustomArg {
    /// `$x`: a parameter the directive parses (bound by it).
    Bind(usize),
    /// `ref($x)`: a parameter bound earlier, passed by value.
    Ref(usize),
    /// `"code"`: a Rust expression pasted into both calls (`$_ctxt` is the context).
    Expr(String),
}

struct FmtLexer<'a> {
    s: &'a [u8],
    i: usize,
}

#[derive(Debug, PartialEq)]
enum Tok {
    Literal(String),
    /// A string (`"..."`, with `\"` and `\\` escapes): Rust code, as an argument of
    /// `custom<...>`.
    Str(String),
    Var(String),
    Ident(String),
    Punct(char),
    End,
}

impl FmtLexer<'_> {
    fn next(&mut self) -> Result<Tok, String> {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
        let Some(&c) = self.s.get(self.i) else {
            return Ok(Tok::End);
        };
        let col = self.i + 1;
        self.i += 1;
        match c {
            b'`' => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i] != b'`' {
                    self.i += 1;
                }
                if self.i >= self.s.len() {
                    return Err(format!("unterminated literal at column {col}"));
                }
                let lit = String::from_utf8_lossy(&self.s[start..self.i]).to_string();
                self.i += 1;
                Ok(Tok::Literal(lit))
            }
            b'$' => {
                let start = self.i;
                while self.i < self.s.len()
                    && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
                {
                    self.i += 1;
                }
                if start == self.i {
                    return Err(format!("expected variable name after '$' at column {col}"));
                }
                Ok(Tok::Var(
                    String::from_utf8_lossy(&self.s[start..self.i]).to_string(),
                ))
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = self.i - 1;
                while self.i < self.s.len()
                    && (self.s[self.i].is_ascii_alphanumeric()
                        || self.s[self.i] == b'_'
                        || self.s[self.i] == b'-')
                {
                    self.i += 1;
                }
                Ok(Tok::Ident(
                    String::from_utf8_lossy(&self.s[start..self.i]).to_string(),
                ))
            }
            b'"' => {
                let mut text = Vec::new();
                loop {
                    match self.s.get(self.i) {
                        None => return Err(format!("unterminated string at column {col}")),
                        Some(b'"') => {
                            self.i += 1;
                            break;
                        }
                        Some(b'\\') if matches!(self.s.get(self.i + 1), Some(b'"' | b'\\')) => {
                            text.push(self.s[self.i + 1]);
                            self.i += 2;
                        }
                        Some(&b) => {
                            text.push(b);
                            self.i += 1;
                        }
                    }
                }
                Ok(Tok::Str(String::from_utf8_lossy(&text).to_string()))
            }
            b'(' | b')' | b'?' | b'^' | b',' | b':' | b'<' | b'>' => Ok(Tok::Punct(c as char)),
            _ => Err(format!(
                "unexpected character '{}' at column {col}",
                c as char
            )),
        }
    }
}

/// MLIR's `isValidLiteral`, less `...` (which Strata's lexer does not know).
fn valid_literal(s: &str) -> bool {
    if s == "->" {
        return true;
    }
    if s.len() == 1 && ":,=<>(){}[]+?*".contains(s) {
        return true;
    }
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

struct FmtParser<'a, 'p> {
    lex: FmtLexer<'a>,
    tok: Tok,
    params: &'a [Param<'p>],
    used: Vec<bool>,
}

impl FmtParser<'_, '_> {
    fn bump(&mut self) -> Result<(), String> {
        self.tok = self.lex.next()?;
        Ok(())
    }

    fn param(&mut self, name: &str) -> Result<usize, String> {
        let i = self
            .params
            .iter()
            .position(|p| p.p.name == name)
            .ok_or_else(|| format!("unknown parameter '{name}'"))?;
        if self.params[i].p.self_type {
            return Err(format!(
                "parameter '{name}' is the attribute's self type: it is written after the attribute (`: type`), not in its format"
            ));
        }
        if self.used[i] {
            return Err(format!("duplicate parameter '{name}'"));
        }
        self.used[i] = true;
        Ok(i)
    }

    /// Consumes a `^` after the parameter `v` if there is one.
    fn anchor(&mut self, v: &str, in_group: bool) -> Result<bool, String> {
        if self.tok != Tok::Punct('^') {
            return Ok(false);
        }
        if !in_group {
            return Err(format!(
                "'^' (on '{v}') is only valid inside an optional group"
            ));
        }
        self.bump()?;
        Ok(true)
    }

    /// `custom<Name>(args)`, after the `custom` keyword (the current token), with its
    /// `^` when it anchors the optional group it is in.
    fn custom(&mut self, in_group: bool) -> Result<El, String> {
        self.bump()?;
        if self.tok != Tok::Punct('<') {
            return Err("expected '<' before custom directive name".into());
        }
        self.bump()?;
        let Tok::Ident(name) = std::mem::replace(&mut self.tok, Tok::End) else {
            return Err("expected custom directive name identifier".into());
        };
        self.bump()?;
        if self.tok != Tok::Punct('>') {
            return Err("expected '>' after custom directive name".into());
        }
        self.bump()?;
        if self.tok != Tok::Punct('(') {
            return Err("expected '(' before custom directive parameters".into());
        }
        self.bump()?;
        let mut args = Vec::new();
        loop {
            match std::mem::replace(&mut self.tok, Tok::End) {
                Tok::Var(v) => {
                    args.push(CustomArg::Bind(self.param(&v)?));
                    self.bump()?;
                }
                Tok::Str(code) => {
                    args.push(CustomArg::Expr(code));
                    self.bump()?;
                }
                Tok::Ident(r) if r == "ref" => {
                    self.bump()?;
                    if self.tok != Tok::Punct('(') {
                        return Err("expected '(' before argument list".into());
                    }
                    self.bump()?;
                    let Tok::Var(v) = std::mem::replace(&mut self.tok, Tok::End) else {
                        return Err("expected a parameter in 'ref'".into());
                    };
                    let i = self
                        .params
                        .iter()
                        .position(|p| p.p.name == v)
                        .ok_or_else(|| format!("unknown parameter '{v}'"))?;
                    if !self.used[i] {
                        return Err(format!(
                            "parameter '{v}' must be bound before it is referenced"
                        ));
                    }
                    args.push(CustomArg::Ref(i));
                    self.bump()?;
                    if self.tok != Tok::Punct(')') {
                        return Err("expected ')' after argument list".into());
                    }
                    self.bump()?;
                }
                t => {
                    return Err(format!(
                        "expected a parameter, 'ref' or a string as an argument of custom<{name}>, got {t:?}"
                    ))
                }
            }
            match self.tok {
                Tok::Punct(',') => self.bump()?,
                Tok::Punct(')') => break,
                _ => return Err("expected ')' after custom directive parameters".into()),
            }
        }
        self.bump()?;
        if !args
            .iter()
            .any(|a| matches!(a, CustomArg::Bind(_) | CustomArg::Ref(_)))
        {
            return Err(format!("custom<{name}> must take at least one parameter"));
        }
        let anchor = self.tok == Tok::Punct('^');
        if anchor {
            if !in_group {
                return Err(format!(
                    "'^' (on custom<{name}>) is only valid inside an optional group"
                ));
            }
            if !args.iter().any(|a| matches!(a, CustomArg::Bind(_))) {
                return Err(
                    "`custom` directive with no bound parameters cannot be used as optional group anchor"
                        .into(),
                );
            }
            self.bump()?;
        }
        Ok(El::Custom(name, args, anchor))
    }

    fn elements(&mut self, in_group: bool) -> Result<Vec<El>, String> {
        let mut out = Vec::new();
        loop {
            match std::mem::replace(&mut self.tok, Tok::End) {
                Tok::End => {
                    if in_group {
                        return Err("expected ')' to end the optional group".into());
                    }
                    return Ok(out);
                }
                Tok::Punct(')') if in_group => {
                    // The caller reads what follows: `?`, or `:` and an else branch.
                    self.bump()?;
                    return Ok(out);
                }
                Tok::Literal(l) => {
                    if !valid_literal(&l) {
                        return Err(format!("expected valid literal but got '{l}'"));
                    }
                    out.push(El::Literal(l));
                    self.bump()?;
                }
                Tok::Var(v) => {
                    let i = self.param(&v)?;
                    self.bump()?;
                    let anchor = self.anchor(&v, in_group)?;
                    out.push(El::Param(i, anchor, false));
                }
                Tok::Ident(d) if d == "qualified" => {
                    self.bump()?;
                    if self.tok != Tok::Punct('(') {
                        return Err("expected '(' after 'qualified'".into());
                    }
                    self.bump()?;
                    let Tok::Var(v) = std::mem::replace(&mut self.tok, Tok::End) else {
                        return Err("expected a parameter in 'qualified'".into());
                    };
                    let i = self.param(&v)?;
                    if !self.params[i].kind.is_type_or_attr() {
                        return Err(format!(
                            "'qualified' applies to an attribute or type parameter, and '{v}' is not one"
                        ));
                    }
                    self.bump()?;
                    if self.tok != Tok::Punct(')') {
                        return Err("expected ')' to end 'qualified'".into());
                    }
                    self.bump()?;
                    let anchor = self.anchor(&v, in_group)?;
                    out.push(El::Param(i, anchor, true));
                }
                Tok::Ident(d) if d == "params" => {
                    let all: Vec<usize> = (0..self.params.len())
                        .filter(|&i| !self.params[i].p.self_type)
                        .collect();
                    for &i in &all {
                        let n = self.params[i].p.name.clone();
                        self.param(&n)?;
                    }
                    out.push(El::Params(all));
                    self.bump()?;
                }
                Tok::Ident(d) if d == "struct" => {
                    self.bump()?;
                    if self.tok != Tok::Punct('(') {
                        return Err("expected '(' after 'struct'".into());
                    }
                    self.bump()?;
                    let mut idx = Vec::new();
                    loop {
                        match std::mem::replace(&mut self.tok, Tok::End) {
                            Tok::Var(v) => idx.push(self.param(&v)?),
                            Tok::Ident(p) if p == "params" => {
                                for i in 0..self.params.len() {
                                    if self.params[i].p.self_type {
                                        continue;
                                    }
                                    let n = self.params[i].p.name.clone();
                                    idx.push(self.param(&n)?);
                                }
                            }
                            t => {
                                return Err(format!(
                                    "expected a parameter or 'params' in 'struct', got {t:?}"
                                ))
                            }
                        }
                        self.bump()?;
                        match self.tok {
                            Tok::Punct(',') => self.bump()?,
                            Tok::Punct(')') => break,
                            _ => return Err("expected ',' or ')' in 'struct'".into()),
                        }
                    }
                    self.bump()?;
                    out.push(El::Struct(idx));
                }
                Tok::Ident(d) if d == "custom" => {
                    let c = self.custom(in_group)?;
                    out.push(c);
                }
                Tok::Ident(d) if d == "ref" => {
                    return Err("`ref` is only allowed inside custom directives".into());
                }
                Tok::Punct('(') => {
                    if in_group {
                        return Err("optional groups cannot be nested".into());
                    }
                    self.bump()?;
                    let then = self.elements(true)?;
                    // `(then) : (else)?`: the elements written when the group is absent.
                    let mut els = Vec::new();
                    if self.tok == Tok::Punct(':') {
                        self.bump()?;
                        if self.tok != Tok::Punct('(') {
                            return Err(
                                "expected '(' to start else branch of optional group".into()
                            );
                        }
                        self.bump()?;
                        els = self.elements(true)?;
                        if els
                            .iter()
                            .any(|e| matches!(e, El::Param(_, true, _) | El::Custom(_, _, true)))
                        {
                            return Err(
                                "the else branch of an optional group cannot have an anchor".into(),
                            );
                        }
                    }
                    match self.tok {
                        Tok::Punct('?') => self.bump()?,
                        _ => return Err("expected '?' after optional group".into()),
                    }
                    out.push(El::Optional(then, els));
                }
                t => {
                    return Err(format!(
                        "expected literal, variable, directive, or optional group, got {}",
                        match t {
                            Tok::Ident(s) => format!("'{s}'"),
                            Tok::Punct(c) => format!("'{c}'"),
                            t => format!("{t:?}"),
                        }
                    ))
                }
            }
        }
    }
}

/// Parses and checks a declarative attribute or type format; returns the compiled
/// elements (`DefFmt` expressions).
fn compile_format(
    params: &[Param],
    text: &str,
    glue: &mut Glue,
) -> Result<Vec<TokenStream>, String> {
    let mut p = FmtParser {
        lex: FmtLexer {
            s: text.as_bytes(),
            i: 0,
        },
        tok: Tok::End,
        params,
        used: vec![false; params.len()],
    };
    p.bump()?;
    let els = p.elements(false)?;
    if let Some(i) = p
        .used
        .iter()
        .zip(params)
        .position(|(u, q)| !u && !q.p.self_type)
    {
        return Err(format!(
            "format is missing reference to parameter: {}",
            params[i].p.name
        ));
    }
    let mut sp = (true, false);
    compile_elements(params, &els, &mut sp, glue)
}

/// The functions that connect a def's `custom<...>` directives to the dialect's
/// `directives::parse_name`/`print_name`, generated while compiling its format.
struct Glue {
    /// The def's handle (`BoxAttr`), for the functions' documentation.
    name: String,
    /// The def's `.td` location, for the functions' documentation.
    loc: String,
    /// The def's handle, snake_case (names the functions).
    class: String,
    /// The def's `AttrTypeDefSpec` static.
    spec: proc_macro2::Ident,
    /// How many directives so far.
    count: usize,
    /// The functions.
    items: TokenStream,
}

/// A parameter's value from its `ParamValue` `v` (an expression of type
/// `&ParamValue`), as its accessor converts it; `ctx` names the context.
fn from_param(p: &Param, v: TokenStream) -> TokenStream {
    let from = p.value_of(&p.rust_type(&quote!('_)), quote!(ctx), v);
    quote!(#from.expect("a parameter of the kind its spec declares"))
}

/// `custom<Name>(args)`: a parsing and a printing function calling the dialect's
/// `directives::parse_name(p, args...)` and `directives::print_name(p, args...)`. A
/// bound parameter `$x` is passed to the parser as `&mut Option<T>` (it must set it)
/// and to the printer as `T`; `ref($x)` passes `T` to both; a string is Rust pasted
/// into both calls. Returns the `DefFmt::Custom` entry.
fn custom_glue(
    params: &[Param],
    name: &str,
    args: &[CustomArg],
    space: bool,
    glue: &mut Glue,
) -> Result<TokenStream, String> {
    let n = glue.count;
    glue.count += 1;
    let pf = format_ident!("custom_parse_{}_{}", glue.class, n);
    let qf = format_ident!("custom_print_{}_{}", glue.class, n);
    let target = name.to_snake_case();
    let parse_target = format_ident!("parse_{}", target);
    let print_target = format_ident!("print_{}", target);
    let spec = &glue.spec;
    let (mut pre, mut post, mut pargs) = (Vec::new(), Vec::new(), Vec::new());
    let (mut qpre, mut qargs) = (Vec::new(), Vec::new());
    for (k, a) in args.iter().enumerate() {
        let v = format_ident!("a{}", k);
        match a {
            CustomArg::Bind(i) | CustomArg::Ref(i) => {
                let p = &params[*i];
                let ty = p.rust_type(&quote!('_));
                let get = from_param(p, quote!(&vals[#i]));
                qpre.push(quote!(let #v: #ty = #get;));
                qargs.push(quote!(#v));
                if let CustomArg::Bind(_) = a {
                    let pname = &p.p.name;
                    let conv = p.conv();
                    let msg = format!("custom<{name}> did not set parameter '{pname}'");
                    pre.push(quote!(let mut #v: Option<#ty> = None;));
                    pargs.push(quote!(&mut #v));
                    post.push(quote! {
                        let Some(#v) = #v else {
                            return Err(p.error_at(at, #msg));
                        };
                        vals[#i] = Some(#conv::to_param(&#v));
                    });
                } else {
                    let get = from_param(
                        p,
                        quote!(&vals[#i].clone().unwrap_or_else(|| #spec.params[#i].omitted(ctx))),
                    );
                    pre.push(quote!(let #v: #ty = #get;));
                    pargs.push(quote!(#v));
                }
            }
            CustomArg::Expr(code) => {
                let e = super::snippet::expr_in(code, &[("_ctxt", quote!(ctx))])
                    .map_err(|e| e.message(&format!("argument #{k} of custom<{name}>")))?;
                pargs.push(quote!(#e));
                qargs.push(quote!(#e));
            }
        }
    }
    // The context and the position of the directive, bound when the calls use them.
    let parse_body = quote! {
        #(#pre)*
        directives::#parse_target(p, #(#pargs),*)?;
        #(#post)*
        Ok(())
    };
    let print_body = quote! {
        #(#qpre)*
        directives::#print_target(p, #(#qargs),*);
    };
    let ctx = |body: &TokenStream| {
        super::snippet::mentions(body, "ctx").then(|| quote!(let ctx = p.ctx();))
    };
    let (parse_ctx, print_ctx) = (ctx(&parse_body), ctx(&print_body));
    let at = super::snippet::mentions(&parse_body, "at").then(|| quote!(let at = p.pos();));
    let loc = &glue.loc;
    let pdoc = format!(
        "Parses `custom<{name}>` of the assembly format of `{}` ({loc}).",
        glue.name
    );
    let qdoc = format!(
        "Prints `custom<{name}>` of the assembly format of `{}` ({loc}).",
        glue.name
    );
    glue.items.extend(quote! {
        #[doc = #pdoc]
        #[allow(clippy::all)]
        fn #pf(
            p: &mut DefParser<'_, '_>,
            vals: &mut [Option<ParamValue>],
        ) -> Result<(), Diagnostic> {
            #parse_ctx
            #at
            #parse_body
        }
        #[doc = #qdoc]
        #[allow(clippy::all)]
        fn #qf(p: &mut DefPrinter<'_>, vals: &[ParamValue]) {
            #print_ctx
            #print_body
        }
    });
    Ok(quote!(DefFmt::Custom { parse: #pf, print: #qf, space: #space }))
}

fn compile_elements(
    params: &[Param],
    els: &[El],
    sp: &mut (bool, bool),
    glue: &mut Glue,
) -> Result<Vec<TokenStream>, String> {
    let f = quote!(DefFmt);
    let mut out = Vec::new();
    for el in els {
        out.push(match el {
            El::Literal(l) => {
                let (emit, last_punct) = *sp;
                let space = emit && space_before(l, last_punct);
                let c = l.chars().next().unwrap_or(' ');
                *sp = (
                    l.len() != 1 || !"<({[".contains(c),
                    c != '_' && !c.is_ascii_alphabetic(),
                );
                quote!(#f::Literal { text: #l, space: #space })
            }
            El::Param(i, _, qualified) => {
                let space = sp.0;
                *sp = (true, false);
                if *qualified {
                    quote!(#f::Qualified { index: #i, space: #space })
                } else {
                    quote!(#f::Param { index: #i, space: #space })
                }
            }
            El::Params(idx) => {
                let space = sp.0;
                *sp = (true, false);
                quote!(#f::Params { indices: &[#(#idx),*], space: #space })
            }
            El::Struct(idx) => {
                let space = sp.0;
                *sp = (true, false);
                quote!(#f::Struct { indices: &[#(#idx),*], space: #space })
            }
            El::Custom(name, args, _) => {
                let space = sp.0;
                *sp = (true, false);
                custom_glue(params, name, args, space, glue)?
            }
            El::Optional(inner, els) => {
                let mut ps = Vec::new();
                let mut anchor = None;
                collect_params(inner, &mut ps, &mut anchor);
                if ps.is_empty() {
                    return Err("an optional group must contain a parameter".into());
                }
                let mut else_ps = Vec::new();
                collect_params(els, &mut else_ps, &mut None);
                ps.extend(else_ps.iter().copied());
                for &i in &ps {
                    if !params[i].omittable {
                        return Err(format!(
                            "parameter '{}' is in an optional group, so it must be optional (OptionalParameter or DefaultValuedParameter)",
                            params[i].p.name
                        ));
                    }
                }
                match inner.first() {
                    Some(El::Literal(_) | El::Param(..) | El::Params(_) | El::Struct(_)) => {}
                    _ => {
                        return Err(
                            "the first element of an optional group must be a literal or a parameter"
                                .into(),
                        )
                    }
                }
                // Without an anchor, the then branch's parameters decide.
                let guards = anchor.unwrap_or_else(|| {
                    ps.iter().copied().filter(|i| !else_ps.contains(i)).collect()
                });
                let elements = compile_elements(params, inner, sp, glue)?;
                // MLIR's printer goes on with the spacing state the then branch left.
                let else_elements = compile_elements(params, els, sp, glue)?;
                quote!(#f::Optional { elements: &[#(#elements),*], else_elements: &[#(#else_elements),*], guards: &[#(#guards),*] })
            }
        });
    }
    Ok(out)
}

/// The parameters `els` bind, and those of the anchor (`^`), if one is marked.
fn collect_params(els: &[El], out: &mut Vec<usize>, anchor: &mut Option<Vec<usize>>) {
    for el in els {
        match el {
            El::Param(i, a, _) => {
                out.push(*i);
                if *a {
                    *anchor = Some(vec![*i]);
                }
            }
            El::Params(idx) | El::Struct(idx) => out.extend(idx),
            El::Custom(_, args, a) => {
                let bound: Vec<usize> = args
                    .iter()
                    .filter_map(|a| match a {
                        CustomArg::Bind(i) => Some(*i),
                        _ => None,
                    })
                    .collect();
                out.extend(&bound);
                if *a {
                    *anchor = Some(bound);
                }
            }
            _ => {}
        }
    }
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
