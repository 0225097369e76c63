//! Interfaces (`OpInterface`, `AttrInterface`, `TypeInterface`) and their
//! methods, read from records as MLIR's `Interface` reads them.

use super::OdsError;
use crate::init::Init;
use crate::record::{RecId, RecordKeeper};

/// One argument of an interface method.
#[derive(Clone, Debug)]
pub struct MethodArgument {
    /// The argument's type (host-language code).
    pub ty: String,
    /// Its name.
    pub name: String,
}

/// An `InterfaceMethod` or `StaticInterfaceMethod`.
#[derive(Clone, Debug)]
pub struct InterfaceMethod {
    /// The method name.
    pub name: String,
    /// The return type (host-language code).
    pub return_type: String,
    /// The arguments.
    pub arguments: Vec<MethodArgument>,
    /// `StaticInterfaceMethod`.
    pub is_static: bool,
    /// The description, if not empty.
    pub description: Option<String>,
    /// The body, if not empty (otherwise every implementer provides it).
    pub body: Option<String>,
    /// The default implementation, if not empty.
    pub default_body: Option<String>,
}

/// An interface.
#[derive(Clone, Debug)]
pub struct Interface {
    /// The def.
    pub def: RecId,
    /// `cppInterfaceName`.
    pub name: String,
    /// The description, if not empty.
    pub description: Option<String>,
    /// The methods, in order.
    pub methods: Vec<InterfaceMethod>,
    /// The interface's verifier (`verify`, Rust checking `$_op`), if not empty: every op
    /// listing the interface runs it, in the order of its traits.
    pub verify: Option<String>,
    /// `verifyWithRegions`: the verifier runs once the ops nested in the op's regions
    /// are verified, not before.
    pub verify_with_regions: bool,
    /// `extraClassDeclaration`, if not empty: members of the interface's handle.
    pub extra_class_declaration: Option<String>,
}

fn non_empty(rk: &RecordKeeper, def: RecId, field: &str) -> Option<String> {
    rk.rec(def)
        .field(field)
        .and_then(|v| v.as_str())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// The def of the interface of class `class` named `name` (its `cppInterfaceName`), not
/// a `Declare*InterfaceMethods` copy of it.
pub fn origin_def(rk: &RecordKeeper, class: &str, name: &str) -> Option<RecId> {
    rk.defs_derived_from(class).into_iter().find(|&d| {
        let r = rk.rec(d);
        !r.is_subclass_of_name("DeclareInterfaceMethods", rk)
            && r.field("cppInterfaceName").and_then(|v| v.as_str()) == Some(name)
    })
}

impl Interface {
    /// Reads an interface def.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Interface, OdsError> {
        let r = rk.rec(def);
        let mut methods = Vec::new();
        for m in rk.get_list_of_defs(r, "methods")? {
            let mr = rk.rec(m);
            let mut arguments = Vec::new();
            if let Some(v) = mr.field("arguments") {
                if let Init::Dag(d) = &**v {
                    for (a, n) in &d.args {
                        let ty = match &**a {
                            Init::Str { value, .. } => value.to_string(),
                            // `CArg<"type", "default">`
                            Init::Def(cd) => non_empty(rk, *cd, "type").unwrap_or_default(),
                            _ => String::new(),
                        };
                        arguments.push(MethodArgument {
                            ty,
                            name: n.as_deref().unwrap_or("").to_string(),
                        });
                    }
                }
            }
            methods.push(InterfaceMethod {
                name: rk.get_string(mr, "name")?.to_string(),
                return_type: rk.get_string(mr, "returnType")?.to_string(),
                arguments,
                is_static: mr.is_subclass_of_name("StaticInterfaceMethod", rk),
                description: non_empty(rk, m, "description"),
                body: non_empty(rk, m, "body"),
                default_body: non_empty(rk, m, "defaultBody"),
            });
        }
        let name = rk.get_string(r, "cppInterfaceName")?.to_string();
        // A `DeclareOpInterfaceMethods<Foo>` copy does not carry `Foo`'s verifier (as in
        // MLIR, where it lives in `Foo`'s trait class): read it from the interface's def.
        let origin = if r.is_subclass_of_name("DeclareInterfaceMethods", rk) {
            origin_def(rk, "Interface", &name).unwrap_or(def)
        } else {
            def
        };
        let o = rk.rec(origin);
        let verify = o
            .field("verify")
            .and_then(|v| v.as_str())
            .filter(|s| !s.trim().is_empty())
            .map(str::to_string);
        let verify_with_regions =
            o.field("verifyWithRegions").is_some() && rk.get_bit(o, "verifyWithRegions")?;
        Ok(Interface {
            def,
            name,
            description: non_empty(rk, def, "description"),
            methods,
            verify,
            verify_with_regions,
            extra_class_declaration: non_empty(rk, def, "extraClassDeclaration")
                .filter(|s| !s.trim().is_empty()),
        })
    }
}
