//! Attribute and type definitions (`AttrDef`, `TypeDef`) and their
//! parameters, read from records as MLIR's `AttrOrTypeDef` reads them.

use super::OdsError;
use crate::init::Init;
use crate::record::{RecId, RecordKeeper};

/// One parameter of an attribute or type definition.
#[derive(Clone, Debug)]
pub struct AttrOrTypeParameter {
    /// `$name`.
    pub name: String,
    /// The storage type (for Strata's dialects, a Rust type).
    pub cpp_type: String,
    /// How the parameter is spelled in the assembly format documentation.
    pub syntax: String,
    /// `summary`, if the parameter is a def that has one.
    pub summary: Option<String>,
    /// The parameter def (`None` for a bare string such as `"u32":$x`).
    pub param_def: Option<RecId>,
    /// An `OptionalParameter`.
    pub optional: bool,
    /// A non-empty `defaultValue` of a parameter that is not an `OptionalParameter`.
    pub default_value: Option<String>,
    /// `parser`, if set: Rust giving `Result<T, Diagnostic>` (`$_parser` is the
    /// `DefParser`).
    pub parser: Option<String>,
    /// `printer`, if set: Rust printing `$_self` (the value) with `$_printer` (the
    /// `DefPrinter`).
    pub printer: Option<String>,
    /// An `AttributeSelfTypeParameter`.
    pub self_type: bool,
}

/// An `AttrDef` or `TypeDef`.
#[derive(Clone, Debug)]
pub struct AttrOrTypeDef {
    /// The def.
    pub def: RecId,
    /// True for `AttrDef`, false for `TypeDef`.
    pub is_attr: bool,
    /// `cppClassName`.
    pub cpp_class_name: String,
    /// The dialect def.
    pub dialect: RecId,
    /// `mnemonic`, if set.
    pub mnemonic: Option<String>,
    /// `summary`, if set (even empty: MLIR 16 then prints an empty line).
    pub summary: Option<String>,
    /// `description`, if set.
    pub description: Option<String>,
    /// `hasCustomAssemblyFormat`.
    pub has_custom_assembly_format: bool,
    /// `parameters`.
    pub parameters: Vec<AttrOrTypeParameter>,
    /// `assemblyFormat`, if set.
    pub assembly_format: Option<String>,
    /// `genVerifyDecl`.
    pub gen_verify_decl: bool,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
    /// The defs of the custom builders (`builders`), in order; read with
    /// [`AttrOrTypeBuilder::from_def`] by the backends that generate them.
    pub builders: Vec<RecId>,
}

/// A custom builder of an attribute or type (`AttrBuilder`, `TypeBuilder`, and their
/// `WithInferredContext` forms).
#[derive(Clone, Debug)]
pub struct AttrOrTypeBuilder {
    /// The parameters, body and name, read as an op builder's are.
    pub builder: super::Builder,
    /// `returnType`, if not empty (the def's handle otherwise).
    pub return_type: Option<String>,
    /// `hasInferredContextParam`: no context parameter; the body finds the context in
    /// the other parameters.
    pub inferred_context: bool,
}

impl AttrOrTypeBuilder {
    /// Reads the builder `b` of the def `def`; errors are located at the def.
    pub fn from_def(rk: &RecordKeeper, def: RecId, b: RecId) -> Result<Self, OdsError> {
        let br = rk.rec(b);
        Ok(AttrOrTypeBuilder {
            builder: super::Builder::from_def(rk, def, b)?,
            return_type: opt_string(rk, b, "returnType").filter(|t| !t.trim().is_empty()),
            inferred_context: br
                .field("hasInferredContextParam")
                .and_then(|v| crate::fold::as_int(v, rk))
                .is_some_and(|x| x != 0),
        })
    }
}

fn opt_string(rk: &RecordKeeper, def: RecId, field: &str) -> Option<String> {
    rk.rec(def)
        .field(field)
        .and_then(|v| v.as_str())
        .map(str::to_string)
}

impl AttrOrTypeDef {
    /// Reads an `AttrDef` or `TypeDef` def.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Self, OdsError> {
        let r = rk.rec(def);
        let is_attr = r.is_subclass_of_name("AttrDef", rk);
        let mut parameters = Vec::new();
        if let Some(v) = r.field("parameters") {
            if let Init::Dag(d) = &**v {
                for (i, (p, n)) in d.args.iter().enumerate() {
                    let name = n.as_deref().map(str::to_string).ok_or_else(|| {
                        OdsError::at(rk, def, format!("parameter #{i} has no name"))
                    })?;
                    let param = match &**p {
                        Init::Str { value, .. } => AttrOrTypeParameter {
                            name,
                            cpp_type: value.to_string(),
                            syntax: value.to_string(),
                            summary: None,
                            param_def: None,
                            optional: false,
                            default_value: None,
                            parser: None,
                            printer: None,
                            self_type: false,
                        },
                        Init::Def(pd) => {
                            let cpp_type = opt_string(rk, *pd, "cppType").unwrap_or_default();
                            let optional = rk.rec(*pd).is_subclass_of_name("OptionalParameter", rk);
                            let default_value = opt_string(rk, *pd, "defaultValue")
                                .filter(|v| !v.is_empty() && !optional);
                            let code =
                                |f: &str| opt_string(rk, *pd, f).filter(|c| !c.trim().is_empty());
                            AttrOrTypeParameter {
                                name,
                                syntax: opt_string(rk, *pd, "syntax")
                                    .unwrap_or_else(|| cpp_type.clone()),
                                cpp_type,
                                summary: opt_string(rk, *pd, "summary"),
                                param_def: Some(*pd),
                                optional,
                                default_value,
                                parser: code("parser"),
                                printer: code("printer"),
                                self_type: rk
                                    .rec(*pd)
                                    .is_subclass_of_name("AttributeSelfTypeParameter", rk),
                            }
                        }
                        _ => {
                            return Err(OdsError::at(
                                rk,
                                def,
                                format!("parameter '{name}' must be a string or a parameter def"),
                            ))
                        }
                    };
                    parameters.push(param);
                }
            }
        }
        let bit = |f: &str| {
            r.field(f)
                .and_then(|v| crate::fold::as_int(v, rk))
                .is_some_and(|x| x != 0)
        };
        Ok(AttrOrTypeDef {
            def,
            is_attr,
            cpp_class_name: rk.get_string(r, "cppClassName")?.to_string(),
            dialect: rk.get_def(r, "dialect")?,
            mnemonic: opt_string(rk, def, "mnemonic"),
            summary: opt_string(rk, def, "summary"),
            description: opt_string(rk, def, "description"),
            has_custom_assembly_format: bit("hasCustomAssemblyFormat"),
            parameters,
            assembly_format: opt_string(rk, def, "assemblyFormat"),
            gen_verify_decl: bit("genVerifyDecl"),
            skip_default_builders: bit("skipDefaultBuilders"),
            builders: if r.field("builders").is_some_and(|v| !v.is_unset()) {
                rk.get_list_of_defs(r, "builders")?
            } else {
                Vec::new()
            },
        })
    }
}
