//! The stored form of attributes and types a dialect defines in `.td` (ODS `AttrDef` /
//! `TypeDef`): [`AttrKind::Dialect`](crate::ir::attrs::AttrKind::Dialect) and
//! [`TypeKind::Dialect`](crate::ir::types::TypeKind::Dialect) hold a [`DialectData`], the
//! def and its parameter values, so a defined value is uniqued by structure like a builtin
//! one.
//!
//! The IR core knows a def only as an [`AttrTypeDefinition`]: its dialect and name, which
//! identify it. Its table (parameters, syntax, verifier, interfaces: `asm::attr_type`'s
//! `AttrTypeDefSpec`) belongs to the layers that interpret it, which read it back with
//! [`DefRef::definition`].

use std::any::Any;
use std::hash::{Hash, Hasher};

use crate::ir::context::{Attribute, Type, TypeOrAttr};

/// What the IR core knows of the definition of a dialect attribute or type.
pub trait AttrTypeDefinition: Any + Send + Sync {
    /// The dialect's namespace.
    fn dialect(&self) -> &'static str;
    /// The def's name (its `cppClassName`).
    fn name(&self) -> &'static str;
    /// The definition itself, for the layer that knows its type.
    fn as_any(&self) -> &dyn Any;
}

/// The value of one parameter of a defined attribute or type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ParamValue {
    /// An optional parameter that is not set.
    Absent,
    /// `bool`.
    Bool(bool),
    /// An integer (`i8` … `u64`).
    Int(i128),
    /// An `f64`, as its bits (so `0.0` and `-0.0` differ, as MLIR's bitwise comparison).
    Float(u64),
    /// A `String`.
    Str(String),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
    /// A `Vec` of values.
    Array(Vec<ParamValue>),
}

impl ParamValue {
    /// Calls `f` on each type and attribute in the value, in order.
    pub fn for_each_ref(&self, f: &mut impl FnMut(TypeOrAttr)) {
        match self {
            ParamValue::Type(t) => f(TypeOrAttr::Type(*t)),
            ParamValue::Attr(a) => f(TypeOrAttr::Attr(*a)),
            ParamValue::Array(vs) => vs.iter().for_each(|v| v.for_each_ref(f)),
            _ => {}
        }
    }
}

/// A def in a [`DialectData`]: equal when the dialect and name are (so two copies of a
/// spec unique together), hashed by name.
#[derive(Clone, Copy)]
pub struct DefRef(pub &'static dyn AttrTypeDefinition);

impl DefRef {
    /// The def's table, when it is a `T`.
    pub fn definition<T: Any>(self) -> Option<&'static T> {
        self.0.as_any().downcast_ref()
    }
}

impl PartialEq for DefRef {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::addr_eq(self.0, o.0)
            || (self.0.name() == o.0.name() && self.0.dialect() == o.0.dialect())
    }
}
impl Eq for DefRef {}
impl Hash for DefRef {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.0.name().hash(h);
    }
}
impl std::fmt::Debug for DefRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}::{}", self.0.dialect(), self.0.name())
    }
}

/// A defined attribute or type: its def and its parameter values (one per parameter of
/// the def, in order).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectData {
    /// The def.
    pub def: DefRef,
    /// The parameter values.
    pub params: Vec<ParamValue>,
}

impl DialectData {
    /// The types and attributes among the parameters, in order (for alias collection).
    pub fn refs(&self) -> Vec<TypeOrAttr> {
        let mut out = Vec::new();
        for p in &self.params {
            p.for_each_ref(&mut |r| out.push(r));
        }
        out
    }
}
