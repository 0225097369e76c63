//! The primitives of the format: varints, sections, and the builtin dialect's encodings of
//! attributes and types (MLIR 16's `BuiltinDialectBytecode.cpp` codes), shared by the
//! writer (which numbers and then writes the items) and the reader.

use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::types::{FloatKind, Signedness, TypeKind};
use crate::{Attribute, Context, Type};

/// Section ids.
pub(crate) const SEC_STRING: u8 = 0;
pub(crate) const SEC_DIALECT: u8 = 1;
pub(crate) const SEC_ATTR_TYPE: u8 = 2;
pub(crate) const SEC_ATTR_TYPE_OFFSET: u8 = 3;
pub(crate) const SEC_IR: u8 = 4;
pub(crate) const SEC_RESOURCE: u8 = 5;
pub(crate) const SEC_RESOURCE_OFFSET: u8 = 6;
pub(crate) const NUM_SECTIONS: u8 = 7;

/// Op encoding mask bits.
pub(crate) const HAS_ATTRS: u8 = 1;
pub(crate) const HAS_RESULTS: u8 = 2;
pub(crate) const HAS_OPERANDS: u8 = 4;
pub(crate) const HAS_SUCCESSORS: u8 = 8;
pub(crate) const HAS_REGIONS: u8 = 16;

/// Resource entry kinds.
pub(crate) const KIND_BLOB: u8 = 0;
pub(crate) const KIND_BOOL: u8 = 1;
pub(crate) const KIND_STRING: u8 = 2;

/// A growing byte buffer with the alignment its start needs (MLIR's `EncodingEmitter`).
#[derive(Default)]
pub(crate) struct Emitter {
    pub buf: Vec<u8>,
    pub align: u32,
}

impl Emitter {
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// A varint: the low bits of the first byte say how many bytes follow.
    pub fn varint(&mut self, v: u64) {
        if v >> 7 == 0 {
            self.buf.push(((v << 1) | 1) as u8);
            return;
        }
        let mut it = v >> 7;
        for n in 2..9usize {
            it >>= 7;
            if it == 0 {
                let enc = ((v << 1) | 1) << (n - 1);
                self.buf.extend_from_slice(&enc.to_le_bytes()[..n]);
                return;
            }
        }
        self.buf.push(0);
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// A zigzag-encoded signed varint.
    pub fn svarint(&mut self, v: u64) {
        self.varint((v << 1) ^ (((v as i64) >> 63) as u64));
    }

    pub fn varint_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    pub fn align_to(&mut self, a: u32) {
        if a < 2 {
            return;
        }
        while self.buf.len() % a as usize != 0 {
            self.buf.push(0xCB);
        }
        self.align = self.align.max(a);
    }

    /// Appends `inner` as section `code`.
    pub fn section(&mut self, code: u8, inner: Emitter) {
        let at = self.buf.len();
        self.byte(code);
        self.varint(inner.buf.len() as u64);
        if inner.align > 1 {
            if self.buf.len() & (inner.align as usize - 1) != 0 {
                self.varint(u64::from(inner.align));
                self.align_to(inner.align);
                self.buf[at] |= 0x80;
            } else {
                self.align = self.align.max(inner.align);
            }
        }
        self.buf.extend_from_slice(&inner.buf);
    }
}

/// One item a dialect writer writes (MLIR's `DialectBytecodeWriter` calls).
pub(crate) enum Item {
    VarInt(u64),
    SVarInt(u64),
    Byte(u8),
    Attr(Attribute),
    Type(Type),
    Str(Vec<u8>),
    /// A dialect resource handle, by key.
    Resource(String),
    /// `writeOwnedBlob`: the size, then the bytes.
    Blob(Vec<u8>),
}

/// The bit width of a float kind (`APFloat::getSizeInBits`).
pub(crate) fn float_width(k: FloatKind) -> u32 {
    match k {
        FloatKind::BF16 | FloatKind::F16 => 16,
        FloatKind::TF32 => 19,
        FloatKind::F32 => 32,
        FloatKind::F64 => 64,
        FloatKind::F80 => 80,
        FloatKind::F128 => 128,
        FloatKind::F8E5M2 | FloatKind::F8E4M3FN => 8,
    }
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `writeAPIntWithKnownWidth`.
fn apint(items: &mut Vec<Item>, bits: u128, width: u32) {
    let bits = bits & mask(width);
    if width <= 8 {
        items.push(Item::Byte(bits as u8));
    } else if width <= 64 {
        items.push(Item::SVarInt(bits as u64));
    } else {
        let active = 128 - bits.leading_zeros();
        let words = if active == 0 {
            1
        } else {
            (active - 1) / 64 + 1
        };
        items.push(Item::VarInt(u64::from(words)));
        for w in 0..words {
            items.push(Item::SVarInt((bits >> (64 * w)) as u64));
        }
    }
}

/// `writeAPIntWithKnownWidth` of an integer wider than 128 bits: its active 64-bit words
/// (at least one), each as a signed varint.
fn wide_apint(items: &mut Vec<Item>, value: &crate::support::apint::ApInt) {
    let words = value.words();
    let active = words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
    items.push(Item::VarInt(active as u64));
    items.extend(words[..active].iter().map(|&w| Item::SVarInt(w)));
}

/// The string attribute of an identifier (MLIR's `StringAttr` of a name).
pub(crate) fn name_attr(ctx: &Context, id: crate::Identifier) -> Attribute {
    ctx.intern_attr(AttrKind::String {
        value: ctx.ident_str(id).as_bytes().to_vec(),
        ty: None,
    })
}

/// The identity affine map attribute of rank `n` (a memref's default layout).
pub(crate) fn identity_layout(ctx: &Context, n: u32) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(AffineMap {
        num_dims: n,
        num_symbols: 0,
        results: (0..n).map(AffineExpr::Dim).collect(),
    }))
}

/// The integer width of an integer attribute's type (index: 64), if it is one.
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn list(items: &mut Vec<Item>, n: usize) {
    items.push(Item::VarInt(n as u64));
}

/// The builtin encoding of an attribute, or `None` when MLIR 16 writes it as text.
pub(crate) fn encode_attr(ctx: &Context, a: Attribute) -> Option<Vec<Item>> {
    let mut it = Vec::new();
    let v = |it: &mut Vec<Item>, c: u64| it.push(Item::VarInt(c));
    match ctx.attr_kind_ref(a) {
        AttrKind::Array(es) => {
            v(&mut it, 0);
            list(&mut it, es.len());
            it.extend(es.iter().map(|&e| Item::Attr(e)));
        }
        AttrKind::Dictionary(es) => {
            v(&mut it, 1);
            list(&mut it, es.len());
            for &(n, e) in es {
                it.push(Item::Attr(name_attr(ctx, n)));
                it.push(Item::Attr(e));
            }
        }
        AttrKind::String { value, ty } => match ty.filter(|&t| t != ctx.none_type()) {
            Some(t) => {
                v(&mut it, 3);
                it.push(Item::Str(value.clone()));
                it.push(Item::Type(t));
            }
            None => {
                v(&mut it, 2);
                it.push(Item::Str(value.clone()));
            }
        },
        AttrKind::SymbolRef { root, nested } => {
            v(&mut it, if nested.is_empty() { 4 } else { 5 });
            it.push(Item::Attr(name_attr(ctx, *root)));
            if !nested.is_empty() {
                list(&mut it, nested.len());
                for &n in nested {
                    it.push(Item::Attr(ctx.intern_attr(AttrKind::SymbolRef {
                        root: n,
                        nested: vec![],
                    })));
                }
            }
        }
        AttrKind::Type(t) => {
            v(&mut it, 6);
            it.push(Item::Type(*t));
        }
        AttrKind::Unit => v(&mut it, 7),
        AttrKind::Integer { value, ty } => {
            let w = int_width(ctx, *ty)?;
            v(&mut it, 8);
            it.push(Item::Type(*ty));
            apint(&mut it, *value as u128, w);
        }
        AttrKind::WideInteger { value, ty } => {
            v(&mut it, 8);
            it.push(Item::Type(*ty));
            wide_apint(&mut it, value);
        }
        AttrKind::Float { bits, ty } => {
            let TypeKind::Float(k) = ctx.type_kind_ref(*ty) else {
                return None;
            };
            v(&mut it, 9);
            it.push(Item::Type(*ty));
            apint(&mut it, *bits, float_width(*k));
        }
        AttrKind::Location(l) => match l {
            Location::CallSite { callee, caller } => {
                v(&mut it, 10);
                it.push(Item::Attr(*callee));
                it.push(Item::Attr(*caller));
            }
            Location::FileLineCol { file, line, col } => {
                v(&mut it, 11);
                it.push(Item::Attr(name_attr(ctx, *file)));
                it.push(Item::VarInt(u64::from(*line)));
                it.push(Item::VarInt(u64::from(*col)));
            }
            Location::Fused { locs, metadata } => {
                v(&mut it, if metadata.is_some() { 13 } else { 12 });
                list(&mut it, locs.len());
                it.extend(locs.iter().map(|&l| Item::Attr(l)));
                if let Some(m) = metadata {
                    it.push(Item::Attr(*m));
                }
            }
            Location::Name { name, child } => {
                v(&mut it, 14);
                it.push(Item::Attr(name_attr(ctx, *name)));
                it.push(Item::Attr(*child));
            }
            Location::Unknown => v(&mut it, 15),
            Location::Opaque(_) => return None,
        },
        AttrKind::DenseArray { elem, kind, values } => {
            v(&mut it, 17);
            it.push(Item::Type(*elem));
            list(&mut it, values.len());
            let w = kind.width();
            let bytes = if w == 1 { 1 } else { w.div_ceil(8) as usize };
            let mut blob = Vec::with_capacity(values.len() * bytes);
            for &x in values {
                blob.extend_from_slice(&x.to_le_bytes()[..bytes]);
            }
            it.push(Item::Blob(blob));
        }
        AttrKind::DenseElements {
            ty, kind, values, ..
        } => {
            v(&mut it, 18);
            it.push(Item::Type(*ty));
            let w = kind.width();
            let blob = if w == 1 {
                if values.len() == 1 {
                    vec![if values[0] & 1 != 0 { 0xFF } else { 0 }]
                } else {
                    let mut b = vec![0u8; values.len().div_ceil(8)];
                    for (i, &x) in values.iter().enumerate() {
                        if x & 1 != 0 {
                            b[i / 8] |= 1 << (i % 8);
                        }
                    }
                    b
                }
            } else {
                let bytes = w.div_ceil(8) as usize;
                let mut b = Vec::with_capacity(values.len() * bytes);
                for &x in values {
                    b.extend_from_slice(&x.to_le_bytes()[..bytes]);
                }
                b
            };
            it.push(Item::Blob(blob));
        }
        AttrKind::DenseWideInts { ty, values } => {
            // Each element in its storage width (its width rounded up to bytes),
            // little-endian; a splat is one element.
            v(&mut it, 18);
            it.push(Item::Type(*ty));
            let mut b = Vec::new();
            for x in values {
                let bytes = x.width().div_ceil(8) as usize;
                let le: Vec<u8> = x.words().iter().flat_map(|w| w.to_le_bytes()).collect();
                b.extend_from_slice(&le[..bytes]);
            }
            it.push(Item::Blob(b));
        }
        AttrKind::SparseElements {
            ty,
            indices,
            values,
        } => {
            v(&mut it, 20);
            it.push(Item::Type(*ty));
            it.push(Item::Attr(*indices));
            it.push(Item::Attr(*values));
        }
        AttrKind::Verbatim {
            keyword,
            body,
            ty: Some(t),
        } if keyword == "dense" => {
            let (splat, strings) = parse_dense_strings(body)?;
            v(&mut it, 19);
            it.push(Item::Type(*t));
            v(&mut it, u64::from(splat));
            it.extend(strings.into_iter().map(Item::Str));
        }
        AttrKind::Verbatim { keyword, body, ty } if keyword == "dense_resource" => {
            let t = (*ty)?;
            v(&mut it, 16);
            it.push(Item::Type(t));
            it.push(Item::Resource(body.clone()));
        }
        _ => return None,
    }
    Some(it)
}

/// The builtin encoding of a type, or `None` when MLIR 16 writes it as text.
pub(crate) fn encode_type(ctx: &Context, t: Type) -> Option<Vec<Item>> {
    let mut it = Vec::new();
    let v = |it: &mut Vec<Item>, c: u64| it.push(Item::VarInt(c));
    let shape = |it: &mut Vec<Item>, s: &[i64]| {
        list(it, s.len());
        it.extend(s.iter().map(|&d| Item::SVarInt(d as u64)));
    };
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { width, signedness } => {
            v(&mut it, 0);
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            v(&mut it, (u64::from(*width) << 2) | s);
        }
        TypeKind::Index => v(&mut it, 1),
        TypeKind::Function { inputs, results } => {
            v(&mut it, 2);
            list(&mut it, inputs.len());
            it.extend(inputs.iter().map(|&t| Item::Type(t)));
            list(&mut it, results.len());
            it.extend(results.iter().map(|&t| Item::Type(t)));
        }
        TypeKind::Float(k) => {
            let code = match k {
                FloatKind::BF16 => 3,
                FloatKind::F16 => 4,
                FloatKind::F32 => 5,
                FloatKind::F64 => 6,
                FloatKind::F80 => 7,
                FloatKind::F128 => 8,
                _ => return None,
            };
            v(&mut it, code);
        }
        TypeKind::Complex(e) => {
            v(&mut it, 9);
            it.push(Item::Type(*e));
        }
        TypeKind::MemRef {
            shape: s,
            elem,
            layout,
            memory_space,
        } => {
            match memory_space {
                Some(m) => {
                    v(&mut it, 11);
                    it.push(Item::Attr(*m));
                }
                None => v(&mut it, 10),
            }
            shape(&mut it, s);
            it.push(Item::Type(*elem));
            let l = layout.unwrap_or_else(|| identity_layout(ctx, s.len() as u32));
            it.push(Item::Attr(l));
        }
        TypeKind::None => v(&mut it, 12),
        TypeKind::RankedTensor {
            shape: s,
            elem,
            encoding,
        } => {
            match encoding {
                Some(e) => {
                    v(&mut it, 14);
                    it.push(Item::Attr(*e));
                }
                None => v(&mut it, 13),
            }
            shape(&mut it, s);
            it.push(Item::Type(*elem));
        }
        TypeKind::Tuple(ts) => {
            v(&mut it, 15);
            list(&mut it, ts.len());
            it.extend(ts.iter().map(|&t| Item::Type(t)));
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            match memory_space {
                Some(m) => {
                    v(&mut it, 17);
                    it.push(Item::Attr(*m));
                }
                None => v(&mut it, 16),
            }
            it.push(Item::Type(*elem));
        }
        TypeKind::UnrankedTensor { elem } => {
            v(&mut it, 18);
            it.push(Item::Type(*elem));
        }
        TypeKind::Vector {
            shape: s,
            scalable,
            elem,
        } => {
            let n = scalable.iter().rev().take_while(|&&b| b).count();
            if scalable[..scalable.len() - n].iter().any(|&b| b) {
                return None;
            }
            if n > 0 {
                v(&mut it, 20);
                v(&mut it, n as u64);
            } else {
                v(&mut it, 19);
            }
            shape(&mut it, s);
            it.push(Item::Type(*elem));
        }
        _ => return None,
    }
    Some(it)
}

/// The dialect namespace of a dialect attribute's or type's text (`llvm.ptr<...>` → `llvm`).
pub(crate) fn text_dialect(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$')
        .collect()
}

/// The dialect of an attribute.
pub(crate) fn attr_dialect(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind_ref(a) {
        AttrKind::Opaque { pieces, .. } => text_dialect(&pieces[0]),
        AttrKind::Dialect(d) => d.def.0.dialect().to_string(),
        _ => "builtin".to_string(),
    }
}

/// The dialect of a type.
pub(crate) fn type_dialect(ctx: &Context, t: Type) -> String {
    match ctx.type_kind_ref(t) {
        TypeKind::Opaque { pieces, .. } => text_dialect(&pieces[0]),
        TypeKind::Dialect(d) => d.def.0.dialect().to_string(),
        _ => "builtin".to_string(),
    }
}

/// The strings of a `dense<...>` body of string literals (`"a"` or `[["a", "b"], ...]`, as
/// MLIR prints them): whether it is a splat, and the strings in row-major order; `None`
/// for any other body.
pub(crate) fn parse_dense_strings(body: &str) -> Option<(bool, Vec<Vec<u8>>)> {
    let b = body.as_bytes();
    let splat = b.first() == Some(&b'"');
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'[' | b']' | b',' | b' ' => i += 1,
            b'"' => {
                i += 1;
                let mut s = Vec::new();
                loop {
                    match *b.get(i)? {
                        b'"' => {
                            i += 1;
                            break;
                        }
                        b'\\' => {
                            let c = *b.get(i + 1)?;
                            let (byte, n) = match c {
                                b'\\' | b'"' => (c, 2),
                                b'n' => (b'\n', 2),
                                b't' => (b'\t', 2),
                                _ => {
                                    let h = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
                                    (u8::from_str_radix(h, 16).ok()?, 3)
                                }
                            };
                            s.push(byte);
                            i += n;
                        }
                        c => {
                            s.push(c);
                            i += 1;
                        }
                    }
                }
                out.push(s);
            }
            _ => return None,
        }
    }
    if out.is_empty() {
        return None;
    }
    Some((splat, out))
}
