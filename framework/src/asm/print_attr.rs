//! Printing of builtin types and attributes in MLIR's syntax.

use crate::context::FxHashMap as HashMap;
use std::fmt::Write;

use crate::asm::float::{mlir_float_string, Semantics};
use crate::attrs::{AttrKind, Location};
use crate::context::{Attribute, Context, Type, TypeOrAttr};
use crate::types::{Signedness, TypeKind, DYNAMIC};

/// Prints types and attributes, replacing aliased attributes (`#map`) by their alias.
pub struct AttrPrinter<'a> {
    /// The context owning the printed entities.
    pub ctx: &'a Context,
    /// Alias names of attributes (e.g. affine maps to `map`, `map1`).
    pub aliases: Option<&'a HashMap<Attribute, String>>,
}

/// Whether `s` prints bare (`[a-zA-Z_][a-zA-Z0-9_$.]*`) rather than as a quoted string.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `"bytes"` with LLVM's `printEscapedString` rules (`\\`, and `\XX` for
/// non-printable bytes and `"`).
pub fn write_escaped_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Appends a name bare if it is a valid identifier, else quoted.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s.as_bytes());
    }
}

fn write_dims(out: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
    let is_sc = |i: usize| scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
    for (i, &d) in shape.iter().enumerate() {
        // A run of scalable dims prints as one group: `[4x8]x`.
        if is_sc(i) && (i == 0 || !is_sc(i - 1)) {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if is_sc(i) && !is_sc(i + 1) {
            out.push(']');
        }
        out.push('x');
    }
}

impl AttrPrinter<'_> {
    /// Appends the syntax of a type.
    pub fn write_type(&self, out: &mut String, t: Type) {
        let kind = self.ctx.type_kind(t);
        match &*kind {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(out, "{p}{width}");
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.write_type(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                self.write_type_list(out, ts);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.write_type_list(out, inputs);
                out.push_str(") -> ");
                self.write_result_types(out, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push_str("vector<");
                write_dims(out, shape, Some(scalable));
                self.write_type(out, *elem);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push_str("tensor<");
                write_dims(out, shape, None);
                self.write_type(out, *elem);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(out, *e, false);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                out.push_str("tensor<*x");
                self.write_type(out, *elem);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                write_dims(out, shape, None);
                self.write_type(out, *elem);
                for a in [layout, memory_space].into_iter().flatten() {
                    out.push_str(", ");
                    self.write_attr(out, *a, true);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                out.push_str("memref<*x");
                self.write_type(out, *elem);
                if let Some(a) = memory_space {
                    out.push_str(", ");
                    self.write_attr(out, *a, true);
                }
                out.push('>');
            }
            TypeKind::Opaque { pieces, refs } => {
                out.push('!');
                self.write_pieces(out, pieces, refs);
            }
        }
    }

    /// Appends dialect text with its embedded types and attributes.
    fn write_pieces(&self, out: &mut String, pieces: &[String], refs: &[TypeOrAttr]) {
        for (i, piece) in pieces.iter().enumerate() {
            out.push_str(piece);
            match refs.get(i) {
                Some(TypeOrAttr::Type(t)) => self.write_type(out, *t),
                Some(TypeOrAttr::Attr(a)) => self.write_attr(out, *a, false),
                None => {}
            }
        }
    }

    /// Appends `a, b, c`.
    pub fn write_type_list(&self, out: &mut String, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, t);
        }
    }

    /// Appends function results: `t` alone unless there are several, none, or it is a
    /// function type, else `(a, b)`.
    pub fn write_result_types(&self, out: &mut String, results: &[Type]) {
        let single_plain = results.len() == 1
            && !matches!(&*self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if single_plain {
            self.write_type(out, results[0]);
        } else {
            out.push('(');
            self.write_type_list(out, results);
            out.push(')');
        }
    }

    /// The syntax of a type as a string.
    pub fn type_to_string(&self, t: Type) -> String {
        let mut s = String::new();
        self.write_type(&mut s, t);
        s
    }

    /// Appends the syntax of an attribute. With `elide_default_type`, `i64` integers and
    /// `f64` floats omit their `: type` (MLIR's `AttrTypeElision::May`, used in arrays).
    pub fn write_attr(&self, out: &mut String, a: Attribute, elide_default_type: bool) {
        if let Some(name) = self.aliases.and_then(|m| m.get(&a)) {
            out.push('#');
            out.push_str(name);
            return;
        }
        self.write_attr_unaliased(out, a, elide_default_type);
    }

    /// Appends the full syntax of an aliased attribute (for its `#alias = ...` line);
    /// attributes nested in it still print as their aliases.
    pub fn write_attr_def(&self, out: &mut String, a: Attribute) {
        self.write_attr_unaliased(out, a, false);
    }

    fn write_attr_unaliased(&self, out: &mut String, a: Attribute, elide_default_type: bool) {
        let kind = self.ctx.attr_kind(a);
        match &*kind {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { value, ty } => {
                let tk = self.ctx.type_kind(*ty);
                if let TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = *tk
                {
                    out.push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                if matches!(
                    *tk,
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                ) {
                    let _ = write!(out, "{}", *value as u128);
                } else {
                    let _ = write!(out, "{value}");
                }
                let is_i64 = matches!(
                    *tk,
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(elide_default_type && is_i64) {
                    out.push_str(" : ");
                    self.write_type(out, *ty);
                }
            }
            AttrKind::Float { bits, ty } => {
                let fk = self
                    .ctx
                    .as_float_type(*ty)
                    .unwrap_or(crate::types::FloatKind::F64);
                out.push_str(&mlir_float_string(*bits, Semantics::of(fk)));
                if !(elide_default_type && fk == crate::types::FloatKind::F64) {
                    out.push_str(" : ");
                    self.write_type(out, *ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped_string(out, value);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Array(elems) => {
                out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr(out, e, true);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                self.write_dict_entries(out, entries);
                out.push('}');
            }
            AttrKind::Type(t) => self.write_type(out, *t),
            AttrKind::SymbolRef { root, nested } => {
                out.push('@');
                write_keyword_or_string(out, &self.ctx.ident_str(*root));
                for n in nested {
                    out.push_str("::@");
                    write_keyword_or_string(out, &self.ctx.ident_str(*n));
                }
            }
            AttrKind::DenseElements {
                ty,
                kind,
                complex,
                values,
            } => {
                crate::asm::dense::write_dense(self.ctx, out, *ty, *kind, *complex, values);
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::DenseArray { elem, kind, values } => {
                out.push_str("array<");
                self.write_type(out, *elem);
                for (i, &v) in values.iter().enumerate() {
                    out.push_str(if i == 0 { ": " } else { ", " });
                    crate::asm::dense::write_scalar(out, *kind, v);
                }
                out.push('>');
            }
            AttrKind::AffineMap(m) => {
                out.push_str("affine_map<");
                m.write(out);
                out.push('>');
            }
            AttrKind::IntegerSet(set) => {
                out.push_str("affine_set<");
                set.write(out);
                out.push('>');
            }
            AttrKind::Verbatim { keyword, body, ty } => {
                let _ = write!(out, "{keyword}<{body}>");
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Opaque { pieces, refs, ty } => {
                out.push('#');
                self.write_pieces(out, pieces, refs);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Location(_) => {
                out.push_str("loc(");
                self.write_loc_body(out, a);
                out.push(')');
            }
        }
    }

    /// Appends `a = 1 : i32, b` (unit values print as the bare name).
    pub fn write_dict_entries(&self, out: &mut String, entries: &[(crate::Identifier, Attribute)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_keyword_or_string(out, &self.ctx.ident_str(*k));
            if !matches!(&*self.ctx.attr_kind(*v), AttrKind::Unit) {
                out.push_str(" = ");
                self.write_attr(out, *v, false);
            }
        }
    }

    fn write_loc_inner(&self, out: &mut String, a: Attribute) {
        if let Some(name) = self.aliases.and_then(|m| m.get(&a)) {
            out.push('#');
            out.push_str(name);
            return;
        }
        self.write_loc_body(out, a);
    }

    fn write_loc_body(&self, out: &mut String, a: Attribute) {
        let kind = self.ctx.attr_kind(a);
        let AttrKind::Location(loc) = &*kind else {
            self.write_attr(out, a, false);
            return;
        };
        match loc {
            Location::Unknown => out.push_str("unknown"),
            Location::FileLineCol { file, line, col } => {
                write_escaped_string(out, self.ctx.ident_str(*file).as_bytes());
                let _ = write!(out, ":{line}:{col}");
            }
            Location::Name { name, child } => {
                write_escaped_string(out, self.ctx.ident_str(*name).as_bytes());
                if !matches!(
                    &*self.ctx.attr_kind(*child),
                    AttrKind::Location(Location::Unknown)
                ) {
                    out.push('(');
                    self.write_loc_inner(out, *child);
                    out.push(')');
                }
            }
            Location::CallSite { callee, caller } => {
                out.push_str("callsite(");
                self.write_loc_inner(out, *callee);
                out.push_str(" at ");
                self.write_loc_inner(out, *caller);
                out.push(')');
            }
            Location::Fused { locs, metadata } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.write_attr(out, *m, false);
                    out.push('>');
                }
                out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_loc_inner(out, l);
                }
                out.push(']');
            }
            Location::Opaque(text) => out.push_str(text),
        }
    }

    /// The syntax of an attribute as a string.
    pub fn attr_to_string(&self, a: Attribute) -> String {
        let mut s = String::new();
        self.write_attr(&mut s, a, false);
        s
    }
}
