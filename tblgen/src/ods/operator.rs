//! `Operator` and the constraint kinds it is made of.

use super::OdsError;
use crate::init::Init;
use crate::record::{RecId, RecordKeeper};
use std::collections::HashMap;

/// A dialect (`def X_Dialect : Dialect`).
#[derive(Clone, Debug)]
pub struct Dialect {
    /// The def.
    pub def: RecId,
    /// `name`: the op-name prefix.
    pub name: String,
    /// `cppNamespace` (for Strata's dialects, the Rust module path).
    pub cpp_namespace: String,
    /// `summary`.
    pub summary: String,
    /// `description`.
    pub description: String,
}

impl Dialect {
    /// Reads a dialect def.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Dialect, OdsError> {
        let r = rk.rec(def);
        Ok(Dialect {
            def,
            name: rk.get_string(r, "name")?.to_string(),
            cpp_namespace: rk.get_string(r, "cppNamespace")?.to_string(),
            summary: rk
                .get_optional_string(r, "summary")?
                .unwrap_or("")
                .to_string(),
            description: rk
                .get_optional_string(r, "description")?
                .unwrap_or("")
                .to_string(),
        })
    }
}

/// A type constraint on an operand or result (`TypeConstraint`).
#[derive(Clone, Debug)]
pub struct TypeConstraint {
    /// The def (for anonymous instances like `Variadic<I32>`, an `anonymous_N`).
    pub def: RecId,
    /// `summary`.
    pub summary: String,
    /// `Variadic<…>`.
    pub is_variadic: bool,
    /// `Optional<…>`.
    pub is_optional: bool,
    /// `VariadicOfVariadic<…>`.
    pub is_variadic_of_variadic: bool,
    /// `builderCall`: how to build the type when it is fixed (empty if not).
    pub builder_call: String,
}

impl TypeConstraint {
    fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Self, OdsError> {
        let r = rk.rec(def);
        let is_variadic = r.is_subclass_of_name("Variadic", rk);
        let is_optional = r.is_subclass_of_name("Optional", rk);
        let is_variadic_of_variadic = r.is_subclass_of_name("VariadicOfVariadic", rk);
        // A variable-length constraint builds the type of its `baseType`.
        let base = if is_variadic || is_optional || is_variadic_of_variadic {
            r.field("baseType").and_then(|v| v.as_def()).unwrap_or(def)
        } else {
            def
        };
        let builder_call = rk
            .rec(base)
            .field("builderCall")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        Ok(TypeConstraint {
            def,
            summary: rk
                .get_optional_string(r, "summary")?
                .unwrap_or("")
                .to_string(),
            is_variadic,
            is_optional,
            is_variadic_of_variadic,
            builder_call,
        })
    }

    /// Variadic, optional or variadic-of-variadic.
    pub fn is_variable_length(&self) -> bool {
        self.is_variadic || self.is_optional || self.is_variadic_of_variadic
    }
}

/// An attribute constraint (`Attr`).
#[derive(Clone, Debug)]
pub struct Attribute {
    /// The def.
    pub def: RecId,
    /// `summary`.
    pub summary: String,
    /// `storageType`.
    pub storage_type: String,
    /// `returnType`.
    pub return_type: String,
    /// `isOptional`.
    pub is_optional: bool,
    /// `defaultValue` (empty if none).
    pub default_value: String,
    /// A `DerivedAttr`, computed from the op rather than stored.
    pub is_derived: bool,
}

impl Attribute {
    fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Self, OdsError> {
        let r = rk.rec(def);
        // MLIR trims these code snippets.
        let opt_str = |f: &str| -> Result<String, OdsError> {
            Ok(match r.field(f) {
                Some(v) => v.as_str().unwrap_or("").trim().to_string(),
                None => String::new(),
            })
        };
        let mut storage_type = opt_str("storageType")?;
        if storage_type.is_empty() {
            storage_type = "::mlir::Attribute".to_string();
        }
        Ok(Attribute {
            def,
            summary: rk
                .get_optional_string(r, "summary")?
                .unwrap_or("")
                .to_string(),
            storage_type,
            return_type: opt_str("returnType")?,
            is_optional: r.field("isOptional").is_some() && rk.get_bit(r, "isOptional")?,
            default_value: opt_str("defaultValue")?,
            is_derived: r.is_subclass_of_name("DerivedAttr", rk),
        })
    }
}

/// An operand or result: a name (possibly empty) and its constraint.
#[derive(Clone, Debug)]
pub struct NamedTypeConstraint {
    /// `$name`, or empty.
    pub name: String,
    /// The constraint.
    pub constraint: TypeConstraint,
    /// The decorators of an `Arg<...>`/`Res<...>` (`OpVariableDecorator` defs: the side
    /// effects on the value), in order.
    pub decorators: Vec<RecId>,
}

/// A named attribute of an op.
#[derive(Clone, Debug)]
pub struct NamedAttribute {
    /// `$name`.
    pub name: String,
    /// The attribute constraint.
    pub attr: Attribute,
    /// The decorators of an `Arg<...>` (side effects on a symbol reference), in order.
    pub decorators: Vec<RecId>,
}

/// A region of an op.
#[derive(Clone, Debug)]
pub struct NamedRegion {
    /// `$name`, or empty.
    pub name: String,
    /// The region constraint def.
    pub def: RecId,
    /// `VariadicRegion<…>`.
    pub is_variadic: bool,
    /// `summary`.
    pub summary: String,
}

/// A successor of an op.
#[derive(Clone, Debug)]
pub struct NamedSuccessor {
    /// `$name`, or empty.
    pub name: String,
    /// The successor constraint def.
    pub def: RecId,
    /// `VariadicSuccessor<…>`.
    pub is_variadic: bool,
    /// `summary`.
    pub summary: String,
}

/// What kind of trait a trait def is (MLIR's `Trait::create`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraitKind {
    /// `NativeTrait`: implemented natively (`Commutative`, `Terminator`, …).
    Native,
    /// `PredTrait`: a predicate checked by the verifier.
    Pred,
    /// `GenInternalTrait`: used by the generator itself.
    Internal,
    /// `InterfaceTrait`: the op implements an interface.
    Interface,
}

/// A trait of an op.
#[derive(Clone, Debug)]
pub struct Trait {
    /// The trait def.
    pub def: RecId,
    /// Its kind.
    pub kind: TraitKind,
}

/// An operation definition.
#[derive(Clone, Debug)]
pub struct Operator {
    /// The def.
    pub def: RecId,
    /// The dialect.
    pub dialect: Dialect,
    /// `opName` (the mnemonic).
    pub mnemonic: String,
    /// The class name: the def name after its `Dialect_` prefix.
    pub cpp_class_name: String,
    /// `cppNamespace` of the op (by default the dialect's).
    pub cpp_namespace: String,
    /// `summary`, if the op has the field.
    pub summary: Option<String>,
    /// `description`, if the op has the field.
    pub description: Option<String>,
    /// `assemblyFormat`, if set.
    pub assembly_format: Option<String>,
    /// Operands, in order.
    pub operands: Vec<NamedTypeConstraint>,
    /// Attributes: the native ones in argument order, then derived ones.
    pub attributes: Vec<NamedAttribute>,
    /// Results, in order.
    pub results: Vec<NamedTypeConstraint>,
    /// Regions, in order.
    pub regions: Vec<NamedRegion>,
    /// Successors, in order.
    pub successors: Vec<NamedSuccessor>,
    /// Traits, flattened and de-duplicated, in declaration order.
    pub traits: Vec<Trait>,
    /// Whether every result type is inferable (and `InferTypeOpInterface`
    /// was added to `traits`).
    pub all_result_types_known: bool,
    /// `skipDefaultBuilders`: no default `build`.
    pub skip_default_builders: bool,
}

fn dag_arg_name(n: &Option<std::rc::Rc<str>>) -> String {
    n.as_deref().unwrap_or("").to_string()
}

impl Operator {
    /// Builds the model of the op def `def`.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Operator, OdsError> {
        let r = rk.rec(def);
        let dialect = Dialect::from_def(rk, rk.get_def(r, "opDialect")?)?;
        let mnemonic = rk.get_string(r, "opName")?.to_string();
        let name = r.name_str();
        // The first `_` separates a dialect prefix from the class name; a
        // leading `_` belongs to the name, and `Foo_` is `Foo`.
        let cpp_class_name = match name.split_once('_') {
            Some(("", _)) | None => name.to_string(),
            Some((prefix, "")) => prefix.to_string(),
            Some((_, rest)) => rest.to_string(),
        };
        let cpp_namespace = rk
            .get_optional_string(r, "cppNamespace")?
            .unwrap_or("")
            .to_string();
        let summary = r
            .field("summary")
            .map(|v| v.as_str().unwrap_or("").to_string());
        let description = r
            .field("description")
            .map(|v| v.as_str().unwrap_or("").to_string());
        let assembly_format = r
            .field("assemblyFormat")
            .and_then(|v| v.as_str())
            .map(str::to_string);
        let mut op = Operator {
            def,
            dialect,
            mnemonic,
            cpp_class_name,
            cpp_namespace,
            summary,
            description,
            assembly_format,
            operands: Vec::new(),
            attributes: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            all_result_types_known: false,
            skip_default_builders: r.field("skipDefaultBuilders").is_some()
                && rk.get_bit(r, "skipDefaultBuilders").unwrap_or(false),
        };
        op.populate(rk)?;
        Ok(op)
    }

    /// The custom builders (`builders`, unset when the op declares none), in order.
    /// Read on demand: only the Rust backend gives them a meaning.
    pub fn builders(&self, rk: &RecordKeeper) -> Result<Vec<super::Builder>, OdsError> {
        let mut out = Vec::new();
        if let Some(Init::List { elems, .. }) = rk.rec(self.def).field("builders").map(|v| &**v) {
            for b in elems.iter() {
                let Init::Def(bd) = &**b else {
                    return Err(OdsError::at(
                        rk,
                        self.def,
                        "builders must be OpBuilder defs",
                    ));
                };
                out.push(super::Builder::from_def(rk, self.def, *bd)?);
            }
        }
        Ok(out)
    }

    /// `dialect.mnemonic` (just the mnemonic for a dialect with no name).
    pub fn operation_name(&self) -> String {
        if self.dialect.name.is_empty() {
            self.mnemonic.clone()
        } else {
            format!("{}.{}", self.dialect.name, self.mnemonic)
        }
    }

    /// The class name qualified with the dialect's namespace.
    pub fn qual_cpp_class_name(&self) -> String {
        if self.cpp_namespace.is_empty() {
            self.cpp_class_name.clone()
        } else {
            format!("{}::{}", self.cpp_namespace, self.cpp_class_name)
        }
    }

    /// Has any variable-length operand or result.
    pub fn is_variadic(&self) -> bool {
        self.operands
            .iter()
            .chain(self.results.iter())
            .any(|o| o.constraint.is_variable_length())
    }

    /// Has the native trait whose qualified name (`cppNamespace::trait`) is
    /// `name`.
    pub fn has_native_trait(&self, rk: &RecordKeeper, name: &str) -> bool {
        self.traits.iter().any(|t| {
            if t.kind != TraitKind::Native {
                return false;
            }
            let r = rk.rec(t.def);
            let tr = r.field("trait").and_then(|v| v.as_str()).unwrap_or("");
            let ns = r
                .field("cppNamespace")
                .and_then(|v| v.as_str())
                .unwrap_or("");
            let qualified = if ns.is_empty() {
                tr.to_string()
            } else {
                format!("{ns}::{tr}")
            };
            qualified == name
        })
    }

    fn populate(&mut self, rk: &RecordKeeper) -> Result<(), OdsError> {
        let r = rk.rec(self.def);
        let def = self.def;
        // An `Arg<...>`/`Res<...>` is its constraint and its decorators.
        let unwrap_var = |id: RecId| -> Result<(RecId, Vec<RecId>), OdsError> {
            let rec = rk.rec(id);
            if rec.is_subclass_of_name("OpVariable", rk) {
                return Ok((
                    rk.get_def(rec, "constraint")?,
                    rk.get_list_of_defs(rec, "decorators")?,
                ));
            }
            Ok((id, Vec::new()))
        };
        // Name of each argument and result → index; results are -1 - i.
        let mut index: HashMap<String, i64> = HashMap::new();
        let args = rk.get_dag(r, "arguments")?;
        for (i, (a, n)) in args.args.iter().enumerate() {
            let Init::Def(ad) = &**a else {
                return Err(OdsError::at(
                    rk,
                    def,
                    format!("undefined type for argument #{i}"),
                ));
            };
            let (ad, decorators) = unwrap_var(*ad)?;
            let arec = rk.rec(ad);
            let name = dag_arg_name(n);
            if arec.is_subclass_of_name("TypeConstraint", rk) {
                self.operands.push(NamedTypeConstraint {
                    name: name.clone(),
                    constraint: TypeConstraint::from_def(rk, ad)?,
                    decorators,
                });
            } else if arec.is_subclass_of_name("Attr", rk) {
                if name.is_empty() {
                    return Err(OdsError::at(rk, ad, "attributes must be named"));
                }
                if arec.is_subclass_of_name("DerivedAttr", rk) {
                    return Err(OdsError::at(
                        rk,
                        ad,
                        "derived attributes not allowed in argument list",
                    ));
                }
                self.attributes.push(NamedAttribute {
                    name: name.clone(),
                    attr: Attribute::from_def(rk, ad)?,
                    decorators,
                });
            } else {
                return Err(OdsError::at(
                    rk,
                    def,
                    "unexpected def type; only defs deriving from TypeConstraint or Attr are allowed",
                ));
            }
            if !name.is_empty() {
                index.insert(name, i as i64);
            }
        }
        // Derived attributes: fields whose type is an attribute class must
        // be `DerivedAttr`s (computed from the op, not stored).
        for v in &r.values {
            let crate::types::RecTy::Record(classes) = &v.ty else {
                continue;
            };
            let derives = |name: &str| {
                classes.iter().any(|c| {
                    rk.rec(*c).name_str() == name || rk.rec(*c).is_subclass_of_name(name, rk)
                })
            };
            if !derives("Attr") {
                continue;
            }
            if !derives("DerivedAttr") {
                return Err(OdsError::at(
                    rk,
                    def,
                    "unexpected Attr where only DerivedAttr is allowed",
                ));
            }
            if classes.len() != 1 {
                return Err(OdsError::at(
                    rk,
                    def,
                    "unsupported attribute modelling, only single class expected",
                ));
            }
            if let Init::Def(d) = &*v.value {
                self.attributes.push(NamedAttribute {
                    name: v.name.to_string(),
                    attr: Attribute::from_def(rk, *d)?,
                    decorators: Vec::new(),
                });
            }
        }
        let results = rk.get_dag(r, "results")?;
        if !matches!(&*results.op, Init::Def(d) if rk.rec(*d).name_str() == "outs") {
            return Err(OdsError::at(
                rk,
                def,
                "'results' must have 'outs' directive",
            ));
        }
        for (i, (a, n)) in results.args.iter().enumerate() {
            let Init::Def(rd) = &**a else {
                return Err(OdsError::at(
                    rk,
                    def,
                    format!("undefined type for result #{i}"),
                ));
            };
            let (rd, decorators) = unwrap_var(*rd)?;
            let name = dag_arg_name(n);
            let tc = TypeConstraint::from_def(rk, rd)?;
            if tc.is_variadic_of_variadic {
                return Err(OdsError::at(
                    rk,
                    def,
                    "'VariadicOfVariadic' results are currently not supported",
                ));
            }
            if !name.is_empty() {
                index.insert(name.clone(), -1 - i as i64);
            }
            self.results.push(NamedTypeConstraint {
                name,
                constraint: tc,
                decorators,
            });
        }
        let succs = rk.get_dag(r, "successors")?;
        if !matches!(&*succs.op, Init::Def(d) if rk.rec(*d).name_str() == "successor") {
            return Err(OdsError::at(
                rk,
                def,
                "'successors' must have 'successor' directive",
            ));
        }
        let n_succ = succs.args.len();
        for (i, (a, n)) in succs.args.iter().enumerate() {
            let Init::Def(sd) = &**a else {
                return Err(OdsError::at(
                    rk,
                    def,
                    format!("undefined kind for successor #{i}"),
                ));
            };
            let srec = rk.rec(*sd);
            let is_variadic = srec.is_subclass_of_name("VariadicSuccessor", rk);
            if i + 1 != n_succ && is_variadic {
                return Err(OdsError::at(
                    rk,
                    def,
                    "only the last successor can be variadic",
                ));
            }
            self.successors.push(NamedSuccessor {
                name: dag_arg_name(n),
                def: *sd,
                is_variadic,
                summary: rk
                    .get_optional_string(srec, "summary")?
                    .unwrap_or("")
                    .to_string(),
            });
        }
        self.collect_traits(rk)?;
        self.infer_result_types(rk, &index);
        let regions = rk.get_dag(r, "regions")?;
        if !matches!(&*regions.op, Init::Def(d) if rk.rec(*d).name_str() == "region") {
            return Err(OdsError::at(
                rk,
                def,
                "'regions' must have 'region' directive",
            ));
        }
        let n_reg = regions.args.len();
        for (i, (a, n)) in regions.args.iter().enumerate() {
            let Init::Def(rd) = &**a else {
                return Err(OdsError::at(
                    rk,
                    def,
                    format!("undefined kind for region #{i}"),
                ));
            };
            let rrec = rk.rec(*rd);
            let is_variadic = rrec.is_subclass_of_name("VariadicRegion", rk);
            let name = dag_arg_name(n);
            if is_variadic {
                if i + 1 != n_reg {
                    return Err(OdsError::at(
                        rk,
                        def,
                        "only the last region can be variadic",
                    ));
                }
                if name.is_empty() {
                    return Err(OdsError::at(rk, def, "variadic regions must be named"));
                }
            }
            self.regions.push(NamedRegion {
                name,
                def: *rd,
                is_variadic,
                summary: rk
                    .get_optional_string(rrec, "summary")?
                    .unwrap_or("")
                    .to_string(),
            });
        }
        Ok(())
    }

    /// Flattens `TraitList`s, adds the base interfaces of interfaces ahead
    /// of them, and drops duplicates (keeping the first), as MLIR 16 does.
    fn collect_traits(&mut self, rk: &RecordKeeper) -> Result<(), OdsError> {
        let r = rk.rec(self.def);
        let Some(list) = r.field("traits").cloned() else {
            return Ok(());
        };
        let mut seen = std::collections::HashSet::new();
        self.insert_traits(rk, &list, &mut seen, 0)
    }

    fn insert_traits(
        &mut self,
        rk: &RecordKeeper,
        list: &crate::init::InitRef,
        seen: &mut std::collections::HashSet<RecId>,
        depth: usize,
    ) -> Result<(), OdsError> {
        if depth > 64 {
            return Err(OdsError::at(rk, self.def, "trait lists nested too deeply"));
        }
        let Init::List { elems, .. } = &**list else {
            return Ok(());
        };
        for t in elems.iter() {
            let Init::Def(td) = &**t else {
                return Err(OdsError::at(rk, self.def, "trait is not a def"));
            };
            let trec = rk.rec(*td);
            if trec.is_subclass_of_name("TraitList", rk) {
                if let Some(sub) = trec.field("traits") {
                    self.insert_traits(rk, sub, seen, depth + 1)?;
                }
                continue;
            }
            if !seen.insert(*td) {
                continue;
            }
            if trec.is_subclass_of_name("Interface", rk) {
                if let Some(bases) = trec.field("baseInterfaces") {
                    self.insert_traits(rk, bases, seen, depth + 1)?;
                }
            }
            if let Some(Init::List { elems: deps, .. }) =
                trec.field("dependentTraits").map(|v| &**v)
            {
                for d in deps.iter() {
                    if let Init::Def(dd) = &**d {
                        if !seen.contains(dd) {
                            let me = rk.get_string(trec, "trait").unwrap_or("");
                            let other = rk.get_string(rk.rec(*dd), "trait").unwrap_or("");
                            return Err(OdsError::at(
                                rk,
                                self.def,
                                format!("{me} requires {other} to precede it in traits list"),
                            ));
                        }
                    }
                }
            }
            self.traits.push(Trait {
                def: *td,
                kind: trait_kind(rk, *td),
            });
        }
        Ok(())
    }

    /// MLIR's `populateTypeInferenceInfo`: when every result type follows
    /// from an operand, an attribute or a buildable type, the op gets
    /// `InferTypeOpInterface`.
    fn infer_result_types(&mut self, rk: &RecordKeeper, index: &HashMap<String, i64>) {
        let Some(infer) = rk.def("InferTypeOpInterface") else {
            return;
        };
        // No inference for variadic results (operands may be variadic).
        if self.results.is_empty()
            || self
                .results
                .iter()
                .any(|r| r.constraint.is_variable_length())
        {
            return;
        }
        let add = |traits: &mut Vec<Trait>| {
            traits.push(Trait {
                def: infer,
                kind: trait_kind(rk, infer),
            })
        };
        if self.has_native_trait(rk, "::mlir::OpTrait::SameOperandsAndResultType") {
            let has_fixed_operand = self
                .operands
                .iter()
                .any(|o| !o.constraint.is_variable_length());
            if has_fixed_operand {
                self.all_result_types_known = true;
                add(&mut self.traits);
            }
            return;
        }
        // Union-find over argument (>= 0) and result (< 0) indices.
        let mut parent: HashMap<i64, i64> = HashMap::new();
        fn find(p: &mut HashMap<i64, i64>, x: i64) -> i64 {
            let px = *p.entry(x).or_insert(x);
            if px == x {
                return x;
            }
            let r = find(p, px);
            p.insert(x, r);
            r
        }
        for t in &self.traits {
            let trec = rk.rec(t.def);
            if trec.is_subclass_of_name("InferTypeOpInterface::Trait", rk) || t.def == infer {
                return;
            }
            if !trec.is_subclass_of_name("AllTypesMatch", rk) {
                continue;
            }
            let values = rk.get_list_of_strings(trec, "values").unwrap_or_default();
            let Some(first) = values.first() else {
                continue;
            };
            let root = index.get(*first).copied().unwrap_or(0);
            for v in &values {
                let x = index.get(*v).copied().unwrap_or(0);
                let (a, b) = (find(&mut parent, x), find(&mut parent, root));
                if a != b {
                    parent.insert(a, b);
                }
            }
        }
        // `TypesMatchWith<lhs, rhs>` computes result `rhs` from `lhs`: an
        // argument, or a result whose type is itself known (edges chain).
        let mut edges: Vec<(i64, i64)> = Vec::new();
        for t in &self.traits {
            let trec = rk.rec(t.def);
            if !trec.is_subclass_of_name("TypesMatchWith", rk) {
                continue;
            }
            let lhs = rk
                .get_string(trec, "lhs")
                .ok()
                .and_then(|n| index.get(n).copied());
            let rhs = rk
                .get_string(trec, "rhs")
                .ok()
                .and_then(|n| index.get(n).copied());
            if let (Some(l), Some(r)) = (lhs, rhs) {
                if r < 0 {
                    edges.push((l, r));
                }
            }
        }
        let n = self.results.len() as i64;
        let members: Vec<i64> = parent.keys().copied().collect();
        let mut known: std::collections::HashSet<i64> = std::collections::HashSet::new();
        for i in 0..n {
            let ri = -1 - i;
            let leader = find(&mut parent, ri);
            let mut class: Vec<i64> = members
                .iter()
                .copied()
                .filter(|m| find(&mut parent.clone(), *m) == leader)
                .collect();
            if !class.contains(&ri) {
                class.push(ri);
            }
            let found = class
                .iter()
                .any(|m| *m >= 0 || !self.results[i as usize].constraint.builder_call.is_empty());
            if found {
                known.insert(ri);
            }
        }
        loop {
            let before = known.len();
            for (l, r) in &edges {
                if *l >= 0 || known.contains(l) {
                    known.insert(*r);
                }
            }
            if known.len() == before {
                break;
            }
        }
        let all = (0..n).all(|i| known.contains(&(-1 - i)));
        if all {
            self.all_result_types_known = true;
            add(&mut self.traits);
        }
    }
}

/// MLIR's `Trait::create`: classify a trait def.
pub fn trait_kind(rk: &RecordKeeper, def: RecId) -> TraitKind {
    let r = rk.rec(def);
    if r.is_subclass_of_name("PredTrait", rk) {
        TraitKind::Pred
    } else if r.is_subclass_of_name("InterfaceTrait", rk) {
        TraitKind::Interface
    } else if r.is_subclass_of_name("GenInternalTrait", rk) {
        TraitKind::Internal
    } else {
        TraitKind::Native
    }
}
