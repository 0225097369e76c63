//! `--gen-pass-decls`: the Rust declarations of the passes of a spec (MLIR's
//! `-gen-pass-decls`). For each def deriving from `PassBase` (in the order of the
//! file):
//!
//! - `NAMEOptions` (when the pass has options): a `PassOption`/`ListOption` field per
//!   option, with its argument, help text and default, usable as a pipeline's options
//!   (`PipelineOptions`);
//! - `NAMEBase`: the options and a `Statistic` field per statistic, implementing
//!   `PassDeclaration` (argument, name, summary, anchor, dependent dialects, options,
//!   statistics), which the pass's own code holds and implements `DeclaredPass` with;
//!
//! then `register(registry)`, registering every pass that has a `constructor`.
//! `NAME` is the def's name in Rust's case (`CSE`: `CseBase`), fields are the
//! `cppName`s in snake case (`numCSE`: `num_cse`). Every item names the `.td` line it
//! comes from. See `spec/base/PassBase.td` for the option types and defaults.

use heck::{ToSnakeCase, ToUpperCamelCase};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::op_defs::loc_text;
use crate::ods::{OdsError, Pass, PassAnchor, PassOption};
use crate::record::RecordKeeper;
use crate::source::{FileId, Loc};

/// The Rust of every pass of the spec.
pub fn gen_pass_decls(rk: &RecordKeeper) -> Result<String, OdsError> {
    if rk.class("PassBase").is_none() {
        return Err(OdsError {
            loc: Loc {
                file: FileId(0),
                offset: 0,
            },
            message: "The class 'PassBase' is not defined".into(),
            notes: Vec::new(),
        });
    }
    // In the order of the spec.
    let mut defs = rk.defs_derived_from("PassBase");
    defs.sort_by_key(|&d| {
        let loc = rk.rec(d).loc();
        (loc.file.0, loc.offset)
    });
    let passes = defs
        .into_iter()
        .map(|d| Pass::from_def(rk, d))
        .collect::<Result<Vec<_>, _>>()?;
    check_unique(rk, &passes)?;
    let mut items = Vec::new();
    let mut enums = Vec::new();
    for p in &passes {
        let decls = pass_items(rk, p, &mut enums)?;
        // The enumerated types the pass's options introduce come before it.
        items.extend(enums.iter_mut().filter_map(|e| e.pending.take()));
        items.push(decls);
    }
    items.push(registration(rk, &passes)?);
    // The descriptions are the spec's markdown, as MLIR's documentation shows it.
    let file = quote! {
        #![allow(clippy::doc_lazy_continuation)]
        #[allow(unused_imports)]
        use ::strata_framework::pass::{
            mlir16_enum_print_name, ListOption, OptionBase, OptionValue, PassDeclaration,
            PassOption, PassRegistry, PipelineOption, PipelineOptions, Statistic,
        };
        #(#items)*
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| OdsError {
        loc: Loc {
            file: FileId(0),
            offset: 0,
        },
        message: format!("generated Rust does not parse: {e}"),
        notes: Vec::new(),
    })?;
    Ok(super::render::render("--gen-pass-decls", parsed))
}

/// Two passes with one argument, or one Rust name, are an error at the second.
fn check_unique(rk: &RecordKeeper, passes: &[Pass]) -> Result<(), OdsError> {
    for (i, p) in passes.iter().enumerate() {
        for q in &passes[..i] {
            if !p.argument.is_empty() && p.argument == q.argument {
                return Err(OdsError::at(
                    rk,
                    p.def,
                    format!(
                        "pass '{}' has the argument '{}' of pass '{}'",
                        p.name, p.argument, q.name
                    ),
                ));
            }
            if rust_name(&p.name) == rust_name(&q.name) {
                return Err(OdsError::at(
                    rk,
                    p.def,
                    format!(
                        "passes '{}' and '{}' have the same Rust name '{}'",
                        q.name,
                        p.name,
                        rust_name(&p.name)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The def's name in Rust's case (`SymbolDCE`: `SymbolDce`).
fn rust_name(def: &str) -> String {
    def.to_upper_camel_case()
}

/// A doc attribute of one line (after a space, as `/// text` prints).
fn doc(text: &str) -> TokenStream {
    let text = format!(" {text}");
    quote!(#[doc = #text])
}

/// The text of a `[{ ... }]` description, its common indentation and surrounding
/// blank lines removed.
fn dedent(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let indent = lines
        .iter()
        .filter(|l| !l.is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let body: Vec<&str> = lines
        .iter()
        .map(|l| if l.is_empty() { *l } else { &l[indent..] })
        .collect();
    body.join("\n").trim_matches('\n').to_string()
}

/// A Rust type an option holds, with the spellings the spec may use for it.
struct OptionType {
    /// The Rust type.
    rust: TokenStream,
    /// How its default is written in Rust, from the spec's text ("" for the zero value).
    default: fn(&str) -> Option<TokenStream>,
    /// What the type is called in an error.
    name: &'static str,
}

fn int_default<T: std::str::FromStr + ToString>(text: &str) -> Option<TokenStream> {
    let text = if text.is_empty() { "0" } else { text.trim() };
    let v: T = text.parse().ok()?;
    let s = v.to_string();
    match s.strip_prefix('-') {
        Some(m) => {
            let lit = Literal::u128_unsuffixed(m.parse().ok()?);
            Some(quote!(-#lit))
        }
        None => Some(Literal::u128_unsuffixed(s.parse().ok()?).into_token_stream()),
    }
}

use quote::ToTokens;

fn bool_default(text: &str) -> Option<TokenStream> {
    match text.trim() {
        "" | "false" => Some(quote!(false)),
        "true" => Some(quote!(true)),
        _ => None,
    }
}

fn f64_default(text: &str) -> Option<TokenStream> {
    let text = if text.is_empty() { "0" } else { text.trim() };
    // A C++ `float` literal (`0.30f`, as MLIR's specs write some defaults) is the
    // `float` value widened to `double`, as C++ initializes the option.
    let v: f64 = match text.strip_suffix(['f', 'F']) {
        Some(t) if !t.is_empty() && !t.ends_with(['x', 'X']) => f64::from(t.parse::<f32>().ok()?),
        _ => text.parse().ok()?,
    };
    if !v.is_finite() {
        return None;
    }
    let lit = Literal::f64_unsuffixed(v.abs());
    Some(if v.is_sign_negative() {
        quote!(-#lit)
    } else {
        quote!(#lit)
    })
}

/// A string default: "" or a double-quoted literal with `\"` and `\\` escapes.
fn string_default(text: &str) -> Option<TokenStream> {
    let text = text.trim();
    if text.is_empty() {
        return Some(quote!(String::new()));
    }
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                c @ ('"' | '\\') => value.push(c),
                'n' => value.push('\n'),
                't' => value.push('\t'),
                _ => return None,
            },
            '"' => return None,
            c => value.push(c),
        }
    }
    if value.is_empty() {
        return Some(quote!(String::new()));
    }
    Some(quote!(#value.to_string()))
}

/// A pipeline has no default of its own (it is only a list's element).
fn no_default(text: &str) -> Option<TokenStream> {
    text.trim().is_empty().then(TokenStream::new)
}

/// The Rust type of an option's spec type (Rust or MLIR's C++ spelling).
fn option_type(ty: &str) -> Option<OptionType> {
    let (rust, default, name): (TokenStream, fn(&str) -> Option<TokenStream>, _) = match ty.trim() {
        "bool" => (quote!(bool), bool_default, "bool"),
        "i32" | "int" | "int32_t" => (quote!(i32), int_default::<i32>, "i32"),
        "i64" | "int64_t" => (quote!(i64), int_default::<i64>, "i64"),
        "u32" | "unsigned" | "uint32_t" => (quote!(u32), int_default::<u32>, "u32"),
        "u64" | "uint64_t" => (quote!(u64), int_default::<u64>, "u64"),
        "f64" | "double" => (quote!(f64), f64_default, "f64"),
        "String" | "std::string" => (quote!(String), string_default, "String"),
        "PipelineOption" | "OpPassManager" => (quote!(PipelineOption), no_default, "pipeline"),
        _ => return None,
    };
    Some(OptionType {
        rust,
        default,
        name,
    })
}

/// The option types an error lists.
const OPTION_TYPES: &str = "bool, i32, i64, u32, u64, f64, String (or int, int32_t, int64_t, \
    unsigned, uint32_t, uint64_t, double, std::string), and OpPassManager in a ListOption";

/// The field of an option or a statistic (`maxLabelLen`: `max_label_len`).
fn field_name(cpp_name: &str) -> proc_macro2::Ident {
    let snake = cpp_name.to_snake_case();
    syn::parse_str::<proc_macro2::Ident>(&snake).unwrap_or_else(|_| format_ident!("r#{}", snake))
}

/// An error about an option of a pass, at the option.
fn option_error(p: &Pass, o: &PassOption, message: impl std::fmt::Display) -> OdsError {
    OdsError {
        loc: o.loc,
        message: format!(
            "option '{}' of pass '{}' {message}",
            if o.argument.is_empty() {
                &o.cpp_name
            } else {
                &o.argument
            },
            p.name
        ),
        notes: Vec::new(),
    }
}

/// One option's field declaration and its initializer.
fn option_field(
    rk: &RecordKeeper,
    p: &Pass,
    o: &PassOption,
    enums: &mut Vec<EnumType>,
) -> Result<(TokenStream, TokenStream), OdsError> {
    if o.argument.is_empty() {
        return Err(option_error(p, o, "has no argument"));
    }
    if o.cpp_name.is_empty() {
        return Err(option_error(p, o, "has no variable name (cppName)"));
    }
    if !o.additional_flags.trim().is_empty() {
        return enum_option_field(rk, p, o, enums);
    }
    if o.ty.trim().starts_with("enum ") {
        return Err(option_error(
            p,
            o,
            format!(
                "has type '{}' but no values (additionalOptFlags with llvm::cl::values)",
                o.ty
            ),
        ));
    }
    let Some(ty) = option_type(&o.ty) else {
        return Err(option_error(
            p,
            o,
            format!(
                "has type '{}', which is not an option type ({OPTION_TYPES})",
                o.ty
            ),
        ));
    };
    if ty.name == "pipeline" && !o.is_list {
        return Err(option_error(
            p,
            o,
            "holds a pipeline, which only a ListOption may hold",
        ));
    }
    let field = field_name(&o.cpp_name);
    let (arg, desc) = (&o.argument, &o.description);
    let rust = &ty.rust;
    let field_doc = doc(&format!(
        "`{arg}`: {desc} ({}).",
        loc_text(rk, o.loc).trim_end_matches('.')
    ));
    if o.is_list {
        if !o.default_value.trim().is_empty() {
            return Err(option_error(p, o, "is a list, which has no default value"));
        }
        return Ok((
            quote! {
                #field_doc
                pub #field: ListOption<#rust>,
            },
            quote!(#field: ListOption::new(#arg, #desc, Vec::new()),),
        ));
    }
    let Some(default) = (ty.default)(&o.default_value) else {
        return Err(option_error(
            p,
            o,
            format!(
                "has the default value '{}', which is not a {}",
                o.default_value, ty.name
            ),
        ));
    };
    Ok((
        quote! {
            #field_doc
            pub #field: PassOption<#rust>,
        },
        quote!(#field: PassOption::new(#arg, #desc, #default),),
    ))
}

/// `NAMEOptions` and `NAMEBase` of one pass.
fn pass_items(
    rk: &RecordKeeper,
    p: &Pass,
    enums: &mut Vec<EnumType>,
) -> Result<TokenStream, OdsError> {
    let at = |message: String| OdsError::at(rk, p.def, message);
    if p.argument.is_empty() {
        return Err(at(format!("pass '{}' has no argument", p.name)));
    }
    let loc = loc_text(rk, rk.rec(p.def).loc());
    let name = rust_name(&p.name);
    let base = format_ident!("{}Base", name);
    let options_ty = format_ident!("{}Options", name);
    let (op_name, interface) = match p.anchor() {
        Some(PassAnchor::Any) => (quote!(None), quote!(None)),
        Some(PassAnchor::Op(op)) => {
            if !op.contains('.') {
                return Err(at(format!(
                    "pass '{}' runs on '{op}', which is not an op name (`dialect.op`)",
                    p.name
                )));
            }
            (quote!(Some(#op)), quote!(None))
        }
        Some(PassAnchor::Interface(i)) => (quote!(None), quote!(Some(#i))),
        None => {
            return Err(at(format!(
                "pass '{}' has the base class '{}'; a pass derives from Pass<\"argument\", \"op\"> or InterfacePass<\"argument\", \"Interface\">",
                p.name, p.base_class
            )))
        }
    };
    let (arg, pass_name, summary) = (&p.argument, &p.name, &p.summary);
    let dialects = &p.dependent_dialects;

    let mut out = TokenStream::new();
    // The options.
    let mut seen: Vec<(&str, &str)> = Vec::new();
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    let mut names = Vec::new();
    for o in &p.options {
        if let Some((a, _)) = seen
            .iter()
            .find(|(a, c)| *a == o.argument || c.to_snake_case() == o.cpp_name.to_snake_case())
        {
            let what = if *a == o.argument {
                "argument"
            } else {
                "variable name"
            };
            return Err(option_error(
                p,
                o,
                format!("has the {what} of another option of the pass"),
            ));
        }
        seen.push((&o.argument, &o.cpp_name));
        let (f, i) = option_field(rk, p, o, enums)?;
        fields.push(f);
        inits.push(i);
        names.push(field_name(&o.cpp_name));
    }
    let has_options = !p.options.is_empty();
    let count = Literal::usize_unsuffixed(names.len());
    if has_options {
        let options_doc = doc(&format!("The options of `{arg}` ({loc})."));
        out.extend(quote! {
            #options_doc
            #[derive(Clone, Debug)]
            pub struct #options_ty {
                #(#fields)*
            }

            impl Default for #options_ty {
                fn default() -> Self {
                    #options_ty {
                        #(#inits)*
                    }
                }
            }

            impl PipelineOptions for #options_ty {
                fn options(&self) -> Vec<&dyn OptionBase> {
                    let options: [&dyn OptionBase; #count] = [#(&self.#names),*];
                    Vec::from(options)
                }
                fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
                    let options: [&mut dyn OptionBase; #count] = [#(&mut self.#names),*];
                    Vec::from(options)
                }
            }
        });
    }

    // The statistics.
    let mut stat_fields = Vec::new();
    let mut stat_inits = Vec::new();
    let mut stat_names = Vec::new();
    for s in &p.statistics {
        let error = |message: &str| OdsError {
            loc: s.loc,
            message: format!("statistic '{}' of pass '{}' {message}", s.name, p.name),
            notes: Vec::new(),
        };
        if s.cpp_name.is_empty() {
            return Err(error("has no variable name (cppName)"));
        }
        if s.name.is_empty() {
            return Err(error("has no name"));
        }
        let field = field_name(&s.cpp_name);
        if stat_names.contains(&field) || names.contains(&field) {
            return Err(error(
                "has the variable name of another option or statistic",
            ));
        }
        let (sname, desc) = (&s.name, &s.description);
        let field_doc = doc(&format!("`{sname}`: {desc} ({}).", loc_text(rk, s.loc)));
        stat_fields.push(quote! {
            #field_doc
            pub #field: Statistic,
        });
        stat_inits.push(quote!(#field: Statistic::new(#sname, #desc),));
        stat_names.push(field);
    }

    // The declaration.
    let description = dedent(&p.description);
    let mut base_doc = format!("`{arg}` ({loc}): {summary}.");
    if !description.is_empty() {
        base_doc.push_str("\n\n");
        base_doc.push_str(&description);
    }
    let base_doc = format!(" {}", base_doc.replace('\n', "\n "));
    let options_field = has_options.then(|| {
        let d = doc("The options.");
        quote! {
            #d
            pub options: #options_ty,
        }
    });
    let options_init = has_options.then(|| quote!(options: #options_ty::default(),));
    let empty = !has_options && p.statistics.is_empty();
    let (struct_def, default_impl) = if empty {
        (
            quote! {
                #[doc = #base_doc]
                #[derive(Clone, Copy, Debug, Default)]
                pub struct #base;
            },
            quote!(),
        )
    } else if p.statistics.is_empty() {
        (
            quote! {
                #[doc = #base_doc]
                #[derive(Clone, Debug, Default)]
                pub struct #base {
                    #options_field
                }
            },
            quote!(),
        )
    } else {
        (
            quote! {
                #[doc = #base_doc]
                #[derive(Clone, Debug)]
                pub struct #base {
                    #options_field
                    #(#stat_fields)*
                }
            },
            quote! {
                impl Default for #base {
                    fn default() -> Self {
                        #base {
                            #options_init
                            #(#stat_inits)*
                        }
                    }
                }
            },
        )
    };
    let options_fn = if has_options {
        quote! {
            fn options(&self) -> Vec<&dyn OptionBase> {
                self.options.options()
            }
            fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
                self.options.options_mut()
            }
        }
    } else {
        quote! {
            fn options(&self) -> Vec<&dyn OptionBase> {
                Vec::new()
            }
            fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
                Vec::new()
            }
        }
    };
    let statistics_fn = if stat_names.is_empty() {
        quote! {
            fn statistics(&self) -> Vec<&Statistic> {
                Vec::new()
            }
        }
    } else {
        quote! {
            fn statistics(&self) -> Vec<&Statistic> {
                Vec::from([#(&self.#stat_names),*])
            }
        }
    };
    out.extend(quote! {
        #struct_def
        #default_impl
        impl PassDeclaration for #base {
            const ARGUMENT: &'static str = #arg;
            const NAME: &'static str = #pass_name;
            const SUMMARY: &'static str = #summary;
            const OP_NAME: Option<&'static str> = #op_name;
            const INTERFACE: Option<&'static str> = #interface;
            const DEPENDENT_DIALECTS: &'static [&'static str] = &[#(#dialects),*];
            #options_fn
            #statistics_fn
        }
    });
    Ok(out)
}

/// `register(registry)`: every pass with a constructor.
fn registration(rk: &RecordKeeper, passes: &[Pass]) -> Result<TokenStream, OdsError> {
    let mut lines = vec![
        "Registers the passes of the spec that have a constructor:".to_string(),
        String::new(),
    ];
    let mut calls = Vec::new();
    let mut left_out = Vec::new();
    for p in passes {
        let loc = loc_text(rk, rk.rec(p.def).loc());
        if p.constructor.trim().is_empty() {
            left_out.push(format!("- `{}` ({loc}).", p.argument));
            continue;
        }
        let ctor: syn::Expr = syn::parse_str(p.constructor.trim()).map_err(|e| {
            OdsError::at(
                rk,
                p.def,
                format!(
                    "the constructor of pass '{}' is not a Rust expression: {e}",
                    p.name
                ),
            )
        })?;
        lines.push(format!("- `{}` ({loc}).", p.argument));
        calls.push(quote!(registry.register_pass(|| { Box::new(#ctor) });));
    }
    if !left_out.is_empty() {
        lines.push(String::new());
        lines.push("Declared without a constructor, so not registered here:".to_string());
        lines.push(String::new());
        lines.extend(left_out);
    }
    let docs = format!(" {}", lines.join("\n "));
    let registry = if calls.is_empty() {
        format_ident!("_registry")
    } else {
        format_ident!("registry")
    };
    Ok(quote! {
        #[doc = #docs]
        pub fn register(#registry: &mut PassRegistry) {
            #(#calls)*
        }
    })
}

/// An enumerated option type (an option with `llvm::cl::values` in its
/// `additionalOptFlags`): a Rust enum, one variant per value.
pub struct EnumType {
    /// The type's name (`FusionMode` of `enum FusionMode`).
    name: String,
    /// The variants and the values' names and help.
    values: Vec<ClValue>,
    /// Its declaration, until it is placed in the file.
    pending: Option<TokenStream>,
}

/// One `clEnumValN(ENUM, "name", "help")` (or `clEnumVal(ENUM, "help")`).
#[derive(Clone, Debug, PartialEq, Eq)]
struct ClValue {
    /// The variant: the last part of the C++ enumerator (`Greedy` of
    /// `mlir::FusionMode::Greedy`).
    variant: String,
    /// The name on the command line.
    name: String,
    /// Its help.
    help: String,
}

/// Reads `llvm::cl::values(clEnumValN(ENUM, "name", "help"), ...)` (MLIR's
/// `additionalOptFlags` of an enumerated option), as C++ would: `clEnumVal(ENUM, "help")`
/// names the value with the enumerator's text; adjacent string literals are one.
fn parse_cl_values(text: &str) -> Result<Vec<ClValue>, String> {
    struct Cursor<'a> {
        s: &'a str,
        at: usize,
    }
    impl Cursor<'_> {
        fn ws(&mut self) {
            let rest = &self.s[self.at..];
            self.at += rest.len() - rest.trim_start().len();
        }
        fn eat(&mut self, tok: &str) -> bool {
            self.ws();
            if self.s[self.at..].starts_with(tok) {
                self.at += tok.len();
                true
            } else {
                false
            }
        }
        fn expect(&mut self, tok: &str) -> Result<(), String> {
            if self.eat(tok) {
                Ok(())
            } else {
                Err(format!("expected '{tok}' at '{}'", self.rest_excerpt()))
            }
        }
        fn rest_excerpt(&self) -> String {
            let rest = &self.s[self.at..];
            if rest.is_empty() {
                return "the end".into();
            }
            rest.chars().take(24).collect()
        }
        /// A C++ name, `::`-qualified.
        fn name(&mut self) -> Result<String, String> {
            self.ws();
            let start = self.at;
            let b = self.s.as_bytes();
            loop {
                let id_start = self.at;
                while self.at < b.len()
                    && (b[self.at].is_ascii_alphanumeric() || b[self.at] == b'_')
                {
                    self.at += 1;
                }
                if self.at == id_start || b[id_start].is_ascii_digit() {
                    self.at = start;
                    return Err(format!(
                        "expected an enumerator at '{}'",
                        self.rest_excerpt()
                    ));
                }
                let save = self.at;
                self.ws();
                if !self.s[self.at..].starts_with("::") {
                    self.at = save;
                    break;
                }
                self.at += 2;
                self.ws();
            }
            Ok(self.s[start..self.at].split_whitespace().collect())
        }
        /// One or more adjacent string literals.
        fn string(&mut self) -> Result<String, String> {
            self.ws();
            if !self.s[self.at..].starts_with('"') {
                return Err(format!("expected a string at '{}'", self.rest_excerpt()));
            }
            let mut out = String::new();
            while self.s[self.at..].starts_with('"') {
                self.at += 1;
                let mut chars = self.s[self.at..].char_indices();
                loop {
                    let Some((i, c)) = chars.next() else {
                        return Err("unterminated string".into());
                    };
                    match c {
                        '"' => {
                            self.at += i + 1;
                            break;
                        }
                        '\\' => match chars.next().map(|(_, c)| c) {
                            Some(c @ ('"' | '\\' | '\'')) => out.push(c),
                            Some('n') => out.push('\n'),
                            Some('t') => out.push('\t'),
                            Some(c) => return Err(format!("unsupported escape '\\{c}'")),
                            None => return Err("unterminated string".into()),
                        },
                        c => out.push(c),
                    }
                }
                self.ws();
            }
            Ok(out)
        }
    }
    let mut c = Cursor { s: text, at: 0 };
    c.eat("::");
    if !(c.eat("llvm::cl::values") || c.eat("cl::values")) {
        return Err(format!(
            "expected 'llvm::cl::values(...)' at '{}'",
            c.rest_excerpt()
        ));
    }
    c.expect("(")?;
    let mut values: Vec<ClValue> = Vec::new();
    loop {
        let named = if c.eat("clEnumValN") {
            true
        } else if c.eat("clEnumVal") {
            false
        } else {
            return Err(format!(
                "expected 'clEnumValN(...)' or 'clEnumVal(...)' at '{}'",
                c.rest_excerpt()
            ));
        };
        c.expect("(")?;
        let enumerator = c.name()?;
        c.expect(",")?;
        let name = if named {
            let n = c.string()?;
            c.expect(",")?;
            n
        } else {
            enumerator.clone()
        };
        let help = c.string()?;
        c.expect(")")?;
        let variant = enumerator
            .rsplit("::")
            .next()
            .unwrap_or(&enumerator)
            .to_string();
        if let Some(v) = values.iter().find(|v| v.name == name) {
            return Err(format!("the value '{}' is given twice", v.name));
        }
        if let Some(v) = values.iter().find(|v| v.variant == variant) {
            return Err(format!("the enumerator '{}' is given twice", v.variant));
        }
        values.push(ClValue {
            variant,
            name,
            help,
        });
        if c.eat(")") {
            break;
        }
        c.expect(",")?;
    }
    c.ws();
    if c.at != text.len() {
        return Err(format!(
            "unexpected '{}' after the values",
            c.rest_excerpt()
        ));
    }
    Ok(values)
}

/// The field of an enumerated option (`Option<"mode", "mode", "enum FusionMode",
/// "mlir::FusionMode::Greedy", "...", "llvm::cl::values(...)">`) and its initializer; its
/// type is declared once (`enums`).
fn enum_option_field(
    rk: &RecordKeeper,
    p: &Pass,
    o: &PassOption,
    enums: &mut Vec<EnumType>,
) -> Result<(TokenStream, TokenStream), OdsError> {
    let values = parse_cl_values(&o.additional_flags).map_err(|e| {
        option_error(
            p,
            o,
            format!(
                "has additionalOptFlags that are not llvm::cl::values(clEnumValN(ENUM, \"name\", \"help\"), ...): {e}"
            ),
        )
    })?;
    let ty_text = o.ty.trim();
    let type_name = ty_text.strip_prefix("enum ").unwrap_or(ty_text).trim();
    let type_name = type_name.rsplit("::").next().unwrap_or(type_name).trim();
    if type_name.is_empty()
        || !type_name.starts_with(|c: char| c.is_ascii_alphabetic())
        || !type_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
        || option_type(type_name).is_some()
    {
        return Err(option_error(
            p,
            o,
            format!(
                "has values (llvm::cl::values) but the type '{}', which is not an enum type name (`enum Name`)",
                o.ty
            ),
        ));
    }
    if o.is_list {
        return Err(option_error(
            p,
            o,
            "is a list of an enum type, which Strata's options do not have",
        ));
    }
    for v in &values {
        if syn::parse_str::<proc_macro2::Ident>(&v.variant).is_err() {
            return Err(option_error(
                p,
                o,
                format!(
                    "has the enumerator '{}', which is not a Rust name",
                    v.variant
                ),
            ));
        }
    }
    let default_text = o.default_value.trim();
    let default_variant = default_text
        .rsplit("::")
        .next()
        .unwrap_or(default_text)
        .trim();
    let Some(default) = values.iter().find(|v| v.variant == default_variant) else {
        return Err(option_error(
            p,
            o,
            format!(
                "has the default value '{}', which is none of its enumerators",
                o.default_value
            ),
        ));
    };
    match enums.iter().find(|e| e.name == type_name) {
        Some(e) if e.values != values => {
            return Err(option_error(
                p,
                o,
                format!("declares the enum '{type_name}' with other values than an earlier option"),
            ));
        }
        Some(_) => {}
        None => enums.push(EnumType {
            name: type_name.to_string(),
            values: values.clone(),
            pending: Some(enum_decl(rk, p, o, type_name, &values)),
        }),
    }
    let ty = format_ident!("{}", type_name);
    let default = format_ident!("{}", default.variant);
    let field = field_name(&o.cpp_name);
    let (arg, desc) = (&o.argument, &o.description);
    let field_doc = doc(&format!(
        "`{arg}`: {desc} ({}).",
        loc_text(rk, o.loc).trim_end_matches('.')
    ));
    Ok((
        quote! {
            #field_doc
            pub #field: PassOption<#ty>,
        },
        quote!(#field: PassOption::new(#arg, #desc, #ty::#default),),
    ))
}

/// The Rust enum of an enumerated option type, parsed and printed as MLIR 16's `cl`
/// parses and prints it.
fn enum_decl(
    rk: &RecordKeeper,
    p: &Pass,
    o: &PassOption,
    type_name: &str,
    values: &[ClValue],
) -> TokenStream {
    let ty = format_ident!("{}", type_name);
    let type_doc = doc(&format!(
        "`{type_name}`: the values of option `{}` of `{}` ({}).",
        o.argument,
        p.argument,
        loc_text(rk, o.loc).trim_end_matches('.')
    ));
    let variants: Vec<_> = values
        .iter()
        .map(|v| {
            let d = doc(&format!("`{}`: {}", v.name, v.help));
            let id = format_ident!("{}", v.variant);
            quote!(#d #id,)
        })
        .collect();
    let pairs: Vec<_> = values
        .iter()
        .map(|v| {
            let (n, h) = (&v.name, &v.help);
            quote!((#n, #h),)
        })
        .collect();
    let arms: Vec<_> = values
        .iter()
        .map(|v| {
            let (n, id) = (&v.name, format_ident!("{}", v.variant));
            quote!(#n => Ok(#ty::#id),)
        })
        .collect();
    let indices: Vec<_> = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let id = format_ident!("{}", v.variant);
            let i = Literal::usize_unsuffixed(i);
            quote!(#ty::#id => #i,)
        })
        .collect();
    quote! {
        #type_doc
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum #ty {
            #(#variants)*
        }

        impl OptionValue for #ty {
            const VALUE_NAME: &'static str = "value";
            const VALUES: &'static [(&'static str, &'static str)] = &[#(#pairs)*];
            fn parse(text: &str) -> Result<Self, String> {
                match text {
                    #(#arms)*
                    _ => Err(format!("Cannot find option named '{text}'!")),
                }
            }
            /// As MLIR 16 prints it (see `mlir16_enum_print_name`).
            fn print(&self, out: &mut String) {
                let index = match self {
                    #(#indices)*
                };
                out.push_str(mlir16_enum_print_name(Self::VALUES, index));
            }
        }
    }
}
