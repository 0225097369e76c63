//! The reader: MLIR 16's `BytecodeReader`, with its diagnostics.

use std::collections::HashMap;

use super::encoding::*;
use crate::asm::parser::{parse_attribute_text, parse_type_text, ParsedModule};
use crate::asm::resources::{FileMetadata, ResourceGroup, ResourceValue};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::body::{Block, Body, Op, OperationState, Value};
use crate::ir::context::DialectResources;
use crate::ir::types::{FloatKind, Signedness, TypeKind};
use crate::support::diag::{DiagLoc, Diagnostic, Severity};
use crate::{Attribute, Context, Type};

type R<T> = Result<T, String>;

/// A cursor over a byte range (MLIR's `EncodingReader`).
#[derive(Clone, Copy)]
struct Cur<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Cur<'a> {
    fn new(data: &'a [u8]) -> Self {
        Cur { data, pos: 0 }
    }
    fn empty(&self) -> bool {
        self.pos >= self.data.len()
    }
    fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }
    fn byte(&mut self) -> R<u8> {
        if self.empty() {
            return Err("attempting to parse a byte at the end of the bytecode".into());
        }
        self.pos += 1;
        Ok(self.data[self.pos - 1])
    }
    fn bytes(&mut self, n: usize) -> R<&'a [u8]> {
        if n > self.remaining() {
            return Err(format!(
                "attempting to parse {n} bytes when only {} remain",
                self.remaining()
            ));
        }
        self.pos += n;
        Ok(&self.data[self.pos - n..self.pos])
    }
    fn varint(&mut self) -> R<u64> {
        let first = self.byte()?;
        if first & 1 != 0 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")));
        }
        let n = first.trailing_zeros() as usize; // additional bytes
        let rest = self.bytes(n)?;
        let mut v = u64::from(first);
        for (i, &b) in rest.iter().enumerate() {
            v |= u64::from(b) << (8 * (i + 1));
        }
        Ok(v >> (n + 1))
    }
    fn svarint(&mut self) -> R<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }
    fn varint_flag(&mut self) -> R<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 != 0))
    }
    fn nul_string(&mut self) -> R<&'a [u8]> {
        let rest = &self.data[self.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(i) => {
                self.pos += i + 1;
                Ok(&rest[..i])
            }
            None => Err("malformed null-terminated string, no null character found".into()),
        }
    }
    fn align(&mut self, a: u64) -> R<()> {
        if !a.is_power_of_two() {
            return Err(format!(
                "expected alignment to be a power-of-two, but got '{a}'"
            ));
        }
        // Offsets are relative to the start of the file, as MLIR's.
        while self.pos as u64 % a != 0 {
            let b = self.byte()?;
            if b != 0xCB {
                return Err(format!(
                    "expected alignment byte (0xCB), but got: '0x{b:x}'"
                ));
            }
        }
        Ok(())
    }
}

fn section_name(id: u8) -> &'static str {
    match id {
        SEC_STRING => "String (0)",
        SEC_DIALECT => "Dialect (1)",
        SEC_ATTR_TYPE => "AttrType (2)",
        SEC_ATTR_TYPE_OFFSET => "AttrTypeOffset (3)",
        SEC_IR => "IR (4)",
        SEC_RESOURCE => "Resource (5)",
        SEC_RESOURCE_OFFSET => "ResourceOffset (6)",
        _ => "Unknown",
    }
}

struct EntryLoc<'a> {
    data: &'a [u8],
    custom: bool,
    dialect: usize,
}

struct Reader<'a, 'c> {
    ctx: &'c Context,
    strings: Vec<&'a [u8]>,
    dialects: Vec<String>,
    op_names: Vec<String>,
    attr_entries: Vec<EntryLoc<'a>>,
    type_entries: Vec<EntryLoc<'a>>,
    attrs: Vec<Option<Attribute>>,
    types: Vec<Option<Type>>,
    /// Entries being resolved (a cycle in corrupt data is an error, not a loop).
    resolving: usize,
    /// Dialect resource keys by handle number.
    resource_keys: Vec<String>,
}

impl<'a, 'c> Reader<'a, 'c> {
    fn string(&self, i: u64) -> R<&'a [u8]> {
        self.strings
            .get(i as usize)
            .copied()
            .ok_or_else(|| format!("invalid string index: {i}"))
    }
    fn string_utf8(&self, i: u64) -> R<String> {
        String::from_utf8(self.string(i)?.to_vec())
            .map_err(|_| format!("invalid string index: {i}"))
    }

    fn attr(&mut self, i: u64) -> R<Attribute> {
        let idx = i as usize;
        if idx >= self.attrs.len() {
            return Err(format!("invalid Attribute index: {i}"));
        }
        if let Some(a) = self.attrs[idx] {
            return Ok(a);
        }
        if self.resolving > 256 {
            return Err("attribute or type nesting is too deep".into());
        }
        self.resolving += 1;
        let e = &self.attr_entries[idx];
        let (data, custom, dialect) = (e.data, e.custom, e.dialect);
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            if custom {
                self.builtin_attr(data, dialect)
            } else {
                let text = text_entry(data, "Attribute")?;
                parse_attribute_text(self.ctx, text)
                    .map_err(|d| format!("failed to parse Attribute from '{text}': {}", d.message))
            }
        });
        self.resolving -= 1;
        let a = r?;
        self.attrs[idx] = Some(a);
        Ok(a)
    }

    fn ty(&mut self, i: u64) -> R<Type> {
        let idx = i as usize;
        if idx >= self.types.len() {
            return Err(format!("invalid Type index: {i}"));
        }
        if let Some(t) = self.types[idx] {
            return Ok(t);
        }
        if self.resolving > 256 {
            return Err("attribute or type nesting is too deep".into());
        }
        self.resolving += 1;
        let e = &self.type_entries[idx];
        let (data, custom, dialect) = (e.data, e.custom, e.dialect);
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            if custom {
                self.builtin_type(data, dialect)
            } else {
                let text = text_entry(data, "Type")?;
                parse_type_text(self.ctx, text)
                    .map_err(|d| format!("failed to parse Type from '{text}': {}", d.message))
            }
        });
        self.resolving -= 1;
        let t = r?;
        self.types[idx] = Some(t);
        Ok(t)
    }

    fn check_builtin(&self, dialect: usize) -> R<()> {
        if self.dialects[dialect] != "builtin" {
            return Err(format!(
                "dialect '{}' does not implement the bytecode interface",
                self.dialects[dialect]
            ));
        }
        Ok(())
    }

    fn str_attr(&mut self, c: &mut Cur<'a>) -> R<crate::Identifier> {
        let a = self.attr(c.varint()?)?;
        match self.ctx.attr_kind_ref(a) {
            AttrKind::String { value, ty: None } => {
                let s = String::from_utf8(value.clone())
                    .map_err(|_| "expected a UTF-8 string attribute".to_string())?;
                Ok(self.ctx.ident(&s))
            }
            _ => Err(format!(
                "expected mlir::StringAttr, but got: {}",
                self.attr_text(a)
            )),
        }
    }

    fn attr_text(&self, a: Attribute) -> String {
        crate::asm::print_attr::AttrPrinter {
            ctx: self.ctx,
            aliases: None,
        }
        .attr_to_string(a)
    }

    fn attrs_list(&mut self, c: &mut Cur<'a>) -> R<Vec<Attribute>> {
        let n = c.varint()?;
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(self.attr(c.varint()?)?);
        }
        Ok(v)
    }

    fn types_list(&mut self, c: &mut Cur<'a>) -> R<Vec<Type>> {
        let n = c.varint()?;
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(self.ty(c.varint()?)?);
        }
        Ok(v)
    }

    fn shape(&mut self, c: &mut Cur<'a>) -> R<Vec<i64>> {
        let n = c.varint()?;
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(c.svarint()?);
        }
        Ok(v)
    }

    fn loc(&mut self, c: &mut Cur<'a>) -> R<Attribute> {
        let a = self.attr(c.varint()?)?;
        match self.ctx.attr_kind_ref(a) {
            AttrKind::Location(_) => Ok(a),
            _ => Err(format!(
                "expected mlir::LocationAttr, but got: {}",
                self.attr_text(a)
            )),
        }
    }

    /// A location the reader itself reads (an op's, a block argument's): MLIR's
    /// `BytecodeReader::parseAttribute<LocationAttr>`, whose error names the expected
    /// attribute kind differently from a dialect's `readAttribute`.
    fn ir_loc(&mut self, c: &mut Cur<'a>) -> R<Attribute> {
        let a = self.attr(c.varint()?)?;
        match self.ctx.attr_kind_ref(a) {
            AttrKind::Location(_) => Ok(a),
            _ => Err(format!(
                "expected attribute of type: mlir::LocationAttr, but got: {}",
                self.attr_text(a)
            )),
        }
    }

    fn apint(c: &mut Cur<'a>, width: u32) -> R<u128> {
        if width <= 8 {
            return Ok(u128::from(c.byte()?));
        }
        if width <= 64 {
            return Ok(u128::from(c.svarint()? as u64) & mask(width));
        }
        let words = c.varint()?;
        if words > u64::from(width.div_ceil(64)) {
            return Err(format!(
                "expected APInt with {} words, but got {words} words",
                width.div_ceil(64)
            ));
        }
        let mut v = 0u128;
        for w in 0..words {
            v |= u128::from(c.svarint()? as u64) << (64 * w);
        }
        Ok(v & mask(width))
    }

    /// `readAPIntWithKnownWidth` above 128 bits: the number of active 64-bit words, then
    /// each word as a signed varint.
    fn wide_apint(c: &mut Cur<'a>, width: u32) -> R<crate::support::apint::ApInt> {
        let n = u64::from(width.div_ceil(64));
        let words = c.varint()?;
        if words > n {
            return Err(format!(
                "expected APInt with {n} words, but got {words} words"
            ));
        }
        let words = (0..words)
            .map(|_| c.svarint().map(|w| w as u64))
            .collect::<R<Vec<u64>>>()?;
        Ok(crate::support::apint::ApInt::from_words(width, &words))
    }

    /// A builtin attribute entry read to its end: `a`, or the error of trailing bytes.
    fn finish(c: Cur<'a>, a: Attribute) -> R<Attribute> {
        if !c.empty() {
            return Err("unexpected trailing bytes after Attribute entry".into());
        }
        Ok(a)
    }

    fn builtin_attr(&mut self, data: &'a [u8], dialect: usize) -> R<Attribute> {
        self.check_builtin(dialect)?;
        let ctx = self.ctx;
        let mut c = Cur::new(data);
        let code = c.varint()?;
        let a = match code {
            0 => {
                let es = self.attrs_list(&mut c)?;
                ctx.array_attr(es)
            }
            1 => {
                let n = c.varint()?;
                let mut es = Vec::new();
                for _ in 0..n {
                    let name = self.str_attr(&mut c)?;
                    let v = self.attr(c.varint()?)?;
                    es.push((name, v));
                }
                ctx.dictionary_attr(es)
            }
            2 | 3 => {
                let s = self.string(c.varint()?)?.to_vec();
                let ty = if code == 3 {
                    Some(self.ty(c.varint()?)?).filter(|&t| t != ctx.none_type())
                } else {
                    None
                };
                ctx.intern_attr(AttrKind::String { value: s, ty })
            }
            4 | 5 => {
                let root = self.str_attr(&mut c)?;
                let mut nested = Vec::new();
                if code == 5 {
                    for a in self.attrs_list(&mut c)? {
                        match ctx.attr_kind_ref(a) {
                            AttrKind::SymbolRef {
                                root,
                                nested: inner,
                            } if inner.is_empty() => nested.push(*root),
                            _ => return Err("expected attribute of type: FlatSymbolRefAttr".into()),
                        }
                    }
                }
                ctx.intern_attr(AttrKind::SymbolRef { root, nested })
            }
            6 => {
                let t = self.ty(c.varint()?)?;
                ctx.type_attr(t)
            }
            7 => ctx.unit_attr(),
            8 => {
                let t = self.ty(c.varint()?)?;
                let Some(w) = int_width(ctx, t) else {
                    let text = crate::asm::print_attr::AttrPrinter { ctx, aliases: None }
                        .type_to_string(t);
                    return Err(format!(
                        "expected integer or index type for IntegerAttr, but got: {text}"
                    ));
                };
                if w > 128 {
                    let value = Self::wide_apint(&mut c, w)?;
                    return Self::finish(c, ctx.apint_attr(value, t));
                }
                let bits = Self::apint(&mut c, w)?;
                // Stored sign-extended, but for unsigned types.
                let unsigned = matches!(
                    ctx.type_kind_ref(t),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                let value = if unsigned || w >= 128 {
                    bits as i128
                } else {
                    ((bits << (128 - w)) as i128) >> (128 - w)
                };
                ctx.integer_attr(value, t)
            }
            9 => {
                let t = self.ty(c.varint()?)?;
                let TypeKind::Float(k) = ctx.type_kind_ref(t) else {
                    return Err("expected attribute of type: FloatType".into());
                };
                let bits = Self::apint(&mut c, float_width(*k))?;
                ctx.intern_attr(AttrKind::Float { bits, ty: t })
            }
            10 => {
                let callee = self.loc(&mut c)?;
                let caller = self.loc(&mut c)?;
                ctx.intern_attr(AttrKind::Location(Location::CallSite { callee, caller }))
            }
            11 => {
                let file = self.str_attr(&mut c)?;
                let line = c.varint()?;
                let col = c.varint()?;
                ctx.intern_attr(AttrKind::Location(Location::FileLineCol {
                    file,
                    line: line as u32,
                    col: col as u32,
                }))
            }
            12 | 13 => {
                let n = c.varint()?;
                let mut locs = Vec::new();
                for _ in 0..n {
                    locs.push(self.loc(&mut c)?);
                }
                let metadata = if code == 13 {
                    Some(self.attr(c.varint()?)?)
                } else {
                    None
                };
                ctx.fused_loc(&locs, metadata)
            }
            14 => {
                let name = self.str_attr(&mut c)?;
                let child = self.loc(&mut c)?;
                ctx.intern_attr(AttrKind::Location(Location::Name { name, child }))
            }
            15 => ctx.unknown_loc(),
            16 => {
                let t = self.ty(c.varint()?)?;
                let h = c.varint()?;
                let key = self
                    .resource_keys
                    .get(h as usize)
                    .cloned()
                    .ok_or_else(|| format!("invalid resource index: {h}"))?;
                ctx.intern_attr(AttrKind::Verbatim {
                    keyword: "dense_resource".into(),
                    body: key,
                    ty: Some(t),
                })
            }
            17 => {
                let elem = self.ty(c.varint()?)?;
                let kind = elem_kind(ctx, elem)
                    .ok_or("expected an integer or float element type for DenseArrayAttr")?;
                let n = c.varint()?;
                let blob = blob(&mut c)?;
                let w = kind.width();
                let bytes = if w == 1 { 1 } else { w.div_ceil(8) as usize };
                if (blob.len() as u64) != n.saturating_mul(bytes as u64) {
                    return Err("invalid DenseArrayAttr data size".into());
                }
                let values = blob.chunks(bytes).map(|ch| le_bits(ch) & mask(w)).collect();
                ctx.intern_attr(AttrKind::DenseArray { elem, kind, values })
            }
            18 => {
                let ty = self.ty(c.varint()?)?;
                let Some((elem, count)) = crate::ir::attrs::shaped(ctx, ty) else {
                    return Err("expected a static shaped type for DenseElementsAttr".into());
                };
                let (kind, complex) = match ctx.type_kind_ref(elem) {
                    TypeKind::Complex(e) => (elem_kind(ctx, *e), true),
                    // Integers wider than 128 bits: each element in its storage width
                    // (the width rounded up to bytes), little-endian.
                    TypeKind::Integer { width, .. } if *width > 128 => {
                        let w = *width;
                        let data = blob(&mut c)?;
                        let bytes = w.div_ceil(8) as usize;
                        let count = count.max(0) as usize;
                        if data.len() != bytes && data.len() != bytes * count {
                            return Err("invalid DenseElementsAttr data size".into());
                        }
                        let values = data
                            .chunks(bytes)
                            .map(|ch| {
                                let words: Vec<u64> =
                                    ch.chunks(8).map(|b| le_bits(b) as u64).collect();
                                crate::support::apint::ApInt::from_words(w, &words)
                            })
                            .collect();
                        let a = ctx.intern_attr(crate::ir::attrs::canonical_wide(
                            ty,
                            values,
                            count as i64,
                        ));
                        return Self::finish(c, a);
                    }
                    _ => (elem_kind(ctx, elem), false),
                };
                let kind = kind.ok_or("unsupported element type for DenseElementsAttr")?;
                let data = blob(&mut c)?;
                let w = kind.width();
                let per = if complex { 2 } else { 1 };
                let count = count.max(0) as usize * per;
                let values: Vec<u128> = if w == 1 && !complex {
                    if data.len() == 1 && (data[0] == 0 || data[0] == 0xFF) {
                        vec![u128::from(data[0] & 1)]
                    } else if data.len() == count.div_ceil(8) {
                        (0..count)
                            .map(|i| u128::from((data[i / 8] >> (i % 8)) & 1))
                            .collect()
                    } else {
                        return Err("invalid DenseElementsAttr data size".into());
                    }
                } else {
                    let bytes = w.div_ceil(8) as usize;
                    if data.len() != bytes * per && data.len() != bytes * count {
                        return Err("invalid DenseElementsAttr data size".into());
                    }
                    data.chunks(bytes).map(|ch| le_bits(ch) & mask(w)).collect()
                };
                // A splat is one element (pair), as MLIR detects it.
                let values =
                    if values.len() > per && values.chunks(per).all(|ch| ch == &values[..per]) {
                        values[..per].to_vec()
                    } else {
                        values
                    };
                ctx.intern_attr(AttrKind::DenseElements {
                    ty,
                    kind,
                    complex,
                    values,
                })
            }
            19 => {
                let ty = self.ty(c.varint()?)?;
                let Some((_, count)) = crate::ir::attrs::shaped(ctx, ty) else {
                    return Err("expected a static shaped type for DenseStringElementsAttr".into());
                };
                let splat = c.varint()? != 0;
                let n = if splat { 1 } else { count.max(0) as u64 };
                if n > c.remaining() as u64 {
                    return Err(format!(
                        "attempting to parse {n} strings when only {} bytes remain",
                        c.remaining()
                    ));
                }
                let mut strings = Vec::new();
                for _ in 0..n {
                    strings.push(self.string(c.varint()?)?.to_vec());
                }
                let shape = match ctx.type_kind_ref(ty) {
                    TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => {
                        shape.clone()
                    }
                    _ => vec![],
                };
                ctx.intern_attr(AttrKind::Verbatim {
                    keyword: "dense".into(),
                    body: string_body(&strings, if splat { &[] } else { &shape }),
                    ty: Some(ty),
                })
            }
            20 => {
                let ty = self.ty(c.varint()?)?;
                let indices = self.attr(c.varint()?)?;
                let values = self.attr(c.varint()?)?;
                ctx.intern_attr(AttrKind::SparseElements {
                    ty,
                    indices,
                    values,
                })
            }
            _ => return Err(format!("unknown builtin attribute code: {code}")),
        };
        if !c.empty() {
            return Err("unexpected trailing bytes after Attribute entry".into());
        }
        Ok(a)
    }

    fn builtin_type(&mut self, data: &'a [u8], dialect: usize) -> R<Type> {
        self.check_builtin(dialect)?;
        let ctx = self.ctx;
        let mut c = Cur::new(data);
        let code = c.varint()?;
        let float = |k| ctx.intern_type(TypeKind::Float(k));
        let t = match code {
            0 => {
                let e = c.varint()?;
                let signedness = match e & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err("invalid integer type signedness".into()),
                };
                let width = e >> 2;
                if width > 16_777_215 {
                    return Err("integer bitwidth is limited to 16777215 bits".to_string());
                }
                ctx.intern_type(TypeKind::Integer {
                    width: width as u32,
                    signedness,
                })
            }
            1 => ctx.intern_type(TypeKind::Index),
            2 => {
                let inputs = self.types_list(&mut c)?;
                let results = self.types_list(&mut c)?;
                ctx.intern_type(TypeKind::Function { inputs, results })
            }
            3 => float(FloatKind::BF16),
            4 => float(FloatKind::F16),
            5 => float(FloatKind::F32),
            6 => float(FloatKind::F64),
            7 => float(FloatKind::F80),
            8 => float(FloatKind::F128),
            9 => {
                let e = self.ty(c.varint()?)?;
                ctx.intern_type(TypeKind::Complex(e))
            }
            10 | 11 => {
                let memory_space = if code == 11 {
                    Some(self.attr(c.varint()?)?)
                } else {
                    None
                };
                let shape = self.shape(&mut c)?;
                let elem = self.ty(c.varint()?)?;
                let layout = self.attr(c.varint()?)?;
                let layout = match ctx.attr_kind_ref(layout) {
                    AttrKind::AffineMap(m)
                        if m.is_identity()
                            && m.num_symbols == 0
                            && m.num_dims as usize == shape.len() =>
                    {
                        None
                    }
                    _ => Some(layout),
                };
                ctx.intern_type(TypeKind::MemRef {
                    shape,
                    elem,
                    layout,
                    memory_space,
                })
            }
            12 => ctx.none_type(),
            13 | 14 => {
                let encoding = if code == 14 {
                    Some(self.attr(c.varint()?)?)
                } else {
                    None
                };
                let shape = self.shape(&mut c)?;
                let elem = self.ty(c.varint()?)?;
                ctx.intern_type(TypeKind::RankedTensor {
                    shape,
                    elem,
                    encoding,
                })
            }
            15 => {
                let ts = self.types_list(&mut c)?;
                ctx.intern_type(TypeKind::Tuple(ts))
            }
            16 | 17 => {
                let memory_space = if code == 17 {
                    Some(self.attr(c.varint()?)?)
                } else {
                    None
                };
                let elem = self.ty(c.varint()?)?;
                ctx.intern_type(TypeKind::UnrankedMemRef { elem, memory_space })
            }
            18 => {
                let elem = self.ty(c.varint()?)?;
                ctx.intern_type(TypeKind::UnrankedTensor { elem })
            }
            19 | 20 => {
                let n = if code == 20 { c.varint()? } else { 0 };
                let shape = self.shape(&mut c)?;
                let elem = self.ty(c.varint()?)?;
                let n = (n as usize).min(shape.len());
                let mut scalable = vec![false; shape.len()];
                let len = shape.len();
                for s in &mut scalable[len - n..] {
                    *s = true;
                }
                ctx.intern_type(TypeKind::Vector {
                    shape,
                    scalable,
                    elem,
                })
            }
            _ => return Err(format!("unknown builtin type code: {code}")),
        };
        if !c.empty() {
            return Err("unexpected trailing bytes after Type entry".into());
        }
        Ok(t)
    }
}

/// The element kind of a dense attribute's element type.
fn elem_kind(ctx: &Context, t: Type) -> Option<crate::ir::attrs::DenseElemKind> {
    use crate::ir::attrs::DenseElemKind as K;
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { width, signedness } if *width <= 128 => {
            Some(K::Int(*width, *signedness))
        }
        TypeKind::Index => Some(K::Index),
        TypeKind::Float(k) => Some(K::Float(*k)),
        _ => None,
    }
}

/// `readBlob`: a size, then that many bytes.
fn blob<'a>(c: &mut Cur<'a>) -> R<&'a [u8]> {
    let n = c.varint()?;
    c.bytes(usize::try_from(n).unwrap_or(usize::MAX))
}

/// The little-endian value of up to 16 bytes.
fn le_bits(b: &[u8]) -> u128 {
    b.iter()
        .take(16)
        .enumerate()
        .fold(0u128, |v, (i, &x)| v | (u128::from(x) << (8 * i)))
}

/// The printed body of a dense string attribute: one string for a splat, else nested
/// lists following `shape`.
fn string_body(strings: &[Vec<u8>], shape: &[i64]) -> String {
    fn rec(out: &mut String, strings: &[Vec<u8>], shape: &[i64], at: &mut usize) {
        match shape.split_first() {
            None => {
                if let Some(s) = strings.get(*at) {
                    crate::asm::print_attr::write_escaped_string(out, s);
                }
                *at += 1;
            }
            Some((&n, rest)) => {
                out.push('[');
                for i in 0..n.max(0) {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    rec(out, strings, rest, at);
                }
                out.push(']');
            }
        }
    }
    let mut out = String::new();
    let mut at = 0;
    rec(&mut out, strings, shape, &mut at);
    out
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The text of an entry kept as text: NUL-terminated UTF-8.
fn text_entry<'a>(data: &'a [u8], what: &str) -> R<&'a str> {
    match data.split_last() {
        Some((0, text)) => {
            std::str::from_utf8(text).map_err(|_| format!("expected a UTF-8 {what} entry"))
        }
        _ => Err(format!(
            "unexpected trailing bytes after {what} entry: missing null terminator"
        )),
    }
}

/// The value scope of an isolated region tree (MLIR's `ValueScope`).
#[derive(Default)]
struct Scope {
    values: Vec<Option<Value>>,
    /// Values used before their definition: placeholders by id.
    forward: HashMap<usize, Value>,
    next_ids: Vec<usize>,
}

struct IrReader<'r, 'a, 'c> {
    r: &'r mut Reader<'a, 'c>,
    scopes: Vec<Scope>,
    depth: usize,
}

impl<'a> IrReader<'_, 'a, '_> {
    fn define(&mut self, body: &mut Body, v: Value) -> R<()> {
        let s = self.scopes.last_mut().expect("a scope");
        let id = s
            .next_ids
            .last_mut()
            .ok_or("value defined outside of a region")?;
        if *id >= s.values.len() {
            return Err("value index out of range of the region's values".into());
        }
        let i = *id;
        *id += 1;
        s.values[i] = Some(v);
        if let Some(p) = s.forward.remove(&i) {
            body.replace_all_uses_with(p, v);
        }
        Ok(())
    }

    fn value(&mut self, body: &mut Body, id: u64) -> R<Value> {
        let none = self.r.ctx.none_type();
        let s = self.scopes.last_mut().expect("a scope");
        let i = id as usize;
        if i >= s.values.len() {
            return Err(format!("invalid value index: {id}"));
        }
        if let Some(v) = s.values[i] {
            return Ok(v);
        }
        Ok(*s
            .forward
            .entry(i)
            .or_insert_with(|| body.create_placeholder(none)))
    }

    /// Reads one op into `body`, appended to `block` (or detached).
    fn op(
        &mut self,
        c: &mut Cur<'a>,
        body: &mut Body,
        block: Option<Block>,
        blocks: &[Block],
    ) -> R<Op> {
        let ctx = self.r.ctx;
        let name_idx = c.varint()?;
        let name = self
            .r
            .op_names
            .get(name_idx as usize)
            .cloned()
            .ok_or_else(|| format!("invalid operation name index: {name_idx}"))?;
        let mask = c.byte()?;
        let loc = self.r.ir_loc(c)?;
        let attrs = if mask & HAS_ATTRS != 0 {
            let a = self.r.attr(c.varint()?)?;
            if !matches!(ctx.attr_kind_ref(a), AttrKind::Dictionary(_)) {
                return Err(format!(
                    "expected attribute of type: mlir::DictionaryAttr, but got: {}",
                    self.r.attr_text(a)
                ));
            }
            a
        } else {
            ctx.empty_dictionary()
        };
        let mut result_types = Vec::new();
        if mask & HAS_RESULTS != 0 {
            result_types = self.r.types_list(c)?;
        }
        let mut operands = Vec::new();
        if mask & HAS_OPERANDS != 0 {
            let n = c.varint()?;
            for _ in 0..n {
                let id = c.varint()?;
                operands.push(self.value(body, id)?);
            }
        }
        let mut successors = Vec::new();
        if mask & HAS_SUCCESSORS != 0 {
            let n = c.varint()?;
            for _ in 0..n {
                let i = c.varint()?;
                successors.push(
                    *blocks
                        .get(i as usize)
                        .ok_or_else(|| format!("invalid successor index: {i}"))?,
                );
            }
        }
        let (num_regions, isolated_flag) = if mask & HAS_REGIONS != 0 {
            c.varint_flag()?
        } else {
            (0, false)
        };
        let info = ctx.op_info(&name);
        if info.is_none() && !ctx.allows_unregistered_dialects() {
            let dialect = name.split_once('.').map_or(name.as_str(), |(d, _)| d);
            if !ctx.is_registered_dialect(dialect) {
                return Err(format!("dialect '{dialect}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used."));
            }
        }
        let isolated = match info {
            Some(i) => i.isolated_from_above(),
            None => isolated_flag,
        };
        if isolated && !isolated_flag && num_regions > 0 {
            return Err(format!(
                "'{name}' is isolated from above, but its regions are not encoded as such"
            ));
        }
        if num_regions > c.remaining() as u64 {
            return Err(format!(
                "attempting to parse {num_regions} regions when only {} bytes remain",
                c.remaining()
            ));
        }
        let op = body.create_op(OperationState {
            name: ctx.ident(&name),
            operands,
            attrs,
            result_types,
            loc,
            successors,
            num_regions: num_regions as usize,
            isolated_from_above: isolated,
        });
        if let Some(b) = block {
            body.append_op(b, op);
        }
        for &v in &body.results(op).to_vec() {
            self.define(body, v)?;
        }
        if num_regions > 0 {
            self.depth += 1;
            if self.depth > 10_000 {
                return Err("bytecode nesting is too deep".into());
            }
            let regions = body.regions(op).to_vec();
            if isolated_flag {
                self.scopes.push(Scope::default());
            }
            let res = if isolated {
                let mut nb = body.take_nested_body(op).expect("isolated op");
                let r = regions
                    .iter()
                    .try_for_each(|&rg| self.region(c, &mut nb, rg));
                body.put_nested_body(op, nb);
                r
            } else {
                regions.iter().try_for_each(|&rg| self.region(c, body, rg))
            };
            if isolated_flag {
                let s = self.scopes.pop().expect("pushed");
                if res.is_ok() && !s.forward.is_empty() {
                    return Err("not all forward unresolved forward operand references".into());
                }
            }
            self.depth -= 1;
            res?;
        }
        Ok(op)
    }

    fn region(
        &mut self,
        c: &mut Cur<'a>,
        body: &mut Body,
        region: crate::ir::body::Region,
    ) -> R<()> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let num_blocks = c.varint()?;
            if num_blocks == 0 {
                return Ok(());
            }
            let num_values = c.varint()?;
            if num_blocks > c.remaining() as u64
                || num_values > (c.remaining() as u64).saturating_mul(8)
            {
                return Err(
                    "attempting to parse more blocks or values than the bytecode holds".into(),
                );
            }
            let blocks: Vec<Block> = (0..num_blocks)
                .map(|_| {
                    let b = body.create_block();
                    body.append_block(region, b);
                    b
                })
                .collect();
            {
                let s = self.scopes.last_mut().expect("a scope");
                let start = s.values.len();
                s.values.resize(start + num_values as usize, None);
                s.next_ids.push(start);
            }
            let r = (|| {
                for &b in &blocks {
                    let (num_ops, has_args) = c.varint_flag()?;
                    if has_args {
                        let n = c.varint()?;
                        for _ in 0..n {
                            let t = self.r.ty(c.varint()?)?;
                            let loc = self.r.ir_loc(c)?;
                            let v = body.add_block_argument(b, t);
                            body.set_arg_loc(v, loc);
                            self.define(body, v)?;
                        }
                    }
                    for _ in 0..num_ops {
                        self.op(c, body, Some(b), &blocks)?;
                    }
                }
                Ok(())
            })();
            let s = self.scopes.last_mut().expect("a scope");
            let start = s.next_ids.pop().expect("pushed");
            let _ = start;
            let keep = s.values.len() - num_values as usize;
            s.values.truncate(keep);
            r
        })
    }
}

/// The message of the note mlir-opt 16 adds to every diagnostic emitted while a bytecode
/// file is read (the verification of what was read included), at the diagnostic's
/// location: `in bytecode version 0 produced by: PRODUCER`.
pub fn producer_note(bytes: &[u8]) -> Option<String> {
    let mut c = Cur::new(bytes);
    c.pos = 4;
    c.varint().ok()?;
    let p = c.nul_string().ok()?;
    Some(format!(
        "in bytecode version 0 produced by: {}",
        String::from_utf8_lossy(p)
    ))
}

/// Reads a bytecode file (`bytes` starts with the magic) into a module, as mlir-opt 16
/// reads it: diagnostics at `FILE:0:0` with MLIR's wording, with a note naming the
/// version and producer once they are read.
pub fn read(ctx: &Context, bytes: &[u8], file_name: &str) -> Result<ParsedModule, Diagnostic> {
    let loc = ctx.file_loc(file_name, 0, 0);
    let error = |msg: String, producer: Option<&str>| {
        let mut d = Diagnostic::new(Severity::Error, DiagLoc::Attr(loc.into()), msg);
        if let Some(p) = producer {
            d.notes.push(Diagnostic::new(
                Severity::Note,
                DiagLoc::Attr(loc.into()),
                format!("in bytecode version 0 produced by: {p}"),
            ));
        }
        d
    };
    let mut c = Cur::new(bytes);
    c.pos = 4;
    let version = c.varint().map_err(|m| error(m, None))?;
    if version > 0 {
        return Err(error(
            format!("bytecode version {version} is newer than the current version 0"),
            None,
        ));
    }
    let producer = c.nul_string().map_err(|m| error(m, None))?.to_vec();
    let producer = String::from_utf8_lossy(&producer).into_owned();
    read_sections(ctx, c, loc).map_err(|m| error(m, Some(&producer)))
}

fn read_sections(ctx: &Context, mut c: Cur<'_>, loc: Attribute) -> R<ParsedModule> {
    let mut sections: [Option<&[u8]>; NUM_SECTIONS as usize] = Default::default();
    while !c.empty() {
        let code = c.byte()?;
        let len = c.varint()?;
        let id = code & 0x7f;
        if id >= NUM_SECTIONS {
            return Err(format!("invalid section ID: {id}"));
        }
        if code & 0x80 != 0 {
            let a = c.varint()?;
            c.align(a)?;
        }
        let data = c.bytes(usize::try_from(len).unwrap_or(usize::MAX))?;
        if sections[id as usize].is_some() {
            return Err(format!("duplicate top-level section: {}", section_name(id)));
        }
        sections[id as usize] = Some(data);
    }
    for id in 0..NUM_SECTIONS {
        if sections[id as usize].is_none() && id != SEC_RESOURCE && id != SEC_RESOURCE_OFFSET {
            return Err(format!(
                "missing data for top-level section: {}",
                section_name(id)
            ));
        }
    }
    let sec = |id: u8| sections[id as usize].unwrap_or(&[]);
    let mut r = Reader {
        ctx,
        strings: Vec::new(),
        dialects: Vec::new(),
        op_names: Vec::new(),
        attr_entries: Vec::new(),
        type_entries: Vec::new(),
        attrs: Vec::new(),
        types: Vec::new(),
        resolving: 0,
        resource_keys: Vec::new(),
    };
    // Strings.
    {
        let mut s = Cur::new(sec(SEC_STRING));
        let n = s.varint()?;
        if n > s.remaining() as u64 {
            return Err(format!(
                "attempting to parse {n} strings when only {} bytes remain",
                s.remaining()
            ));
        }
        let mut sizes = Vec::new();
        for _ in 0..n {
            sizes.push(s.varint()?);
        }
        sizes.reverse();
        for size in sizes {
            if size > s.remaining() as u64 {
                return Err("string size exceeds the available data size".into());
            }
            let b = s.bytes(size as usize)?;
            match b.split_last() {
                Some((0, str_)) => r.strings.push(str_),
                _ => return Err("malformed null-terminated string, no null character found".into()),
            }
        }
    }
    // Dialects and op names.
    {
        let mut s = Cur::new(sec(SEC_DIALECT));
        let n = s.varint()?;
        for _ in 0..n {
            let i = s.varint()?;
            let name = r.string_utf8(i)?;
            r.dialects.push(name);
        }
        while !s.empty() {
            let d = s.varint()? as usize;
            let dialect = r
                .dialects
                .get(d)
                .cloned()
                .ok_or_else(|| format!("invalid dialect index: {d}"))?;
            let count = s.varint()?;
            for _ in 0..count {
                let i = s.varint()?;
                let name = r.string_utf8(i)?;
                // As MLIR 16: `dialect.name`, even for an op named without a dialect
                // prefix (whose dialect is its whole name, and short name empty).
                r.op_names.push(format!("{dialect}.{name}"));
            }
        }
    }
    // Resources.
    let mut meta = FileMetadata::default();
    if let Some(offsets) = sections[SEC_RESOURCE_OFFSET as usize] {
        let data = sections[SEC_RESOURCE as usize]
            .ok_or("missing data for top-level section: Resource (5)")?;
        let mut o = Cur::new(offsets);
        let mut d = Cur::new(data);
        let base = data.as_ptr() as usize - c.data.as_ptr() as usize;
        let mut read_group =
            |o: &mut Cur<'_>, r: &Reader<'_, '_>| -> R<Vec<(String, ResourceValue)>> {
                let n = o.varint()?;
                let mut entries = Vec::new();
                for _ in 0..n {
                    let key = r.string_utf8(o.varint()?)?;
                    let size = o.varint()?;
                    let kind = o.byte()?;
                    let bytes = d.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
                    let start = base + d.pos - bytes.len();
                    let mut e = Cur {
                        data: &c.data[..start + bytes.len()],
                        pos: start,
                    };
                    let v = match kind {
                        KIND_BOOL => ResourceValue::Bool(e.byte()? != 0),
                        KIND_STRING => ResourceValue::String(r.string(e.varint()?)?.to_vec()),
                        KIND_BLOB => {
                            if bytes.is_empty() {
                                entries.push((key, ResourceValue::Blob(Vec::new())));
                                continue;
                            }
                            let align = e.varint()?;
                            let len = e.varint()?;
                            e.align(align)?;
                            let blob = e.bytes(usize::try_from(len).unwrap_or(usize::MAX))?;
                            let mut stored = (align as u32).to_le_bytes().to_vec();
                            stored.extend_from_slice(blob);
                            ResourceValue::Blob(stored)
                        }
                        _ => return Err(format!("unknown resource entry kind: {kind}")),
                    };
                    entries.push((key, v));
                }
                Ok(entries)
            };
        let externals = o.varint()?;
        for _ in 0..externals {
            let name = r.string_utf8(o.varint()?)?;
            let entries = read_group(&mut o, &r)?;
            meta.external_resources.push(ResourceGroup {
                name,
                dialect: None,
                entries,
            });
        }
        while !o.empty() {
            let di = o.varint()? as usize;
            let dialect = r
                .dialects
                .get(di)
                .cloned()
                .ok_or_else(|| format!("invalid dialect index: {di}"))?;
            let entries = read_group(&mut o, &r)?;
            let handling = ctx.dialect_resources(&dialect);
            if handling != Some(DialectResources::Blobs) {
                return Err(format!("unexpected resources for dialect '{dialect}'"));
            }
            r.resource_keys
                .extend(entries.iter().map(|(k, _)| k.clone()));
            let entries: Vec<_> = entries
                .into_iter()
                .filter(|(_, v)| !matches!(v, ResourceValue::Blob(b) if b.is_empty()))
                .collect();
            meta.dialect_resources.push(ResourceGroup {
                name: dialect,
                dialect: handling,
                entries,
            });
        }
    }
    // Attribute and type offsets.
    {
        let mut o = Cur::new(sec(SEC_ATTR_TYPE_OFFSET));
        let data = sec(SEC_ATTR_TYPE);
        let num_attrs = o.varint()?;
        let num_types = o.varint()?;
        if num_attrs.saturating_add(num_types) > o.remaining() as u64 {
            return Err(
                "attempting to parse more attribute and type entries than the offset section holds"
                    .into(),
            );
        }
        let mut offset = 0usize;
        for (total, is_attr) in [(num_attrs, true), (num_types, false)] {
            let mut got = 0u64;
            while got < total {
                let d = o.varint()? as usize;
                if d >= r.dialects.len() {
                    return Err(format!("invalid dialect index: {d}"));
                }
                let n = o.varint()?;
                if got + n > total {
                    return Err(format!(
                        "invalid number of {} entries",
                        if is_attr { "Attribute" } else { "Type" }
                    ));
                }
                for _ in 0..n {
                    let (size, custom) = o.varint_flag()?;
                    let size = usize::try_from(size).unwrap_or(usize::MAX);
                    if size > data.len() - offset {
                        return Err(
                            "Attribute or Type entry offset points past the end of section"
                                .to_string(),
                        );
                    }
                    let e = EntryLoc {
                        data: &data[offset..offset + size],
                        custom,
                        dialect: d,
                    };
                    offset += size;
                    if is_attr {
                        r.attr_entries.push(e);
                    } else {
                        r.type_entries.push(e);
                    }
                }
                got += n;
            }
        }
        if !o.empty() {
            return Err("unexpected trailing data in the Attribute/Type offset section".into());
        }
        r.attrs = vec![None; r.attr_entries.len()];
        r.types = vec![None; r.type_entries.len()];
    }
    // IR: the ops of a block without arguments, in a module made to hold them.
    let module = ctx.ident("builtin.module");
    let mut root = Body::new();
    let wrapper = root.create_op(OperationState {
        name: module,
        operands: vec![],
        result_types: vec![],
        attrs: ctx.empty_dictionary(),
        successors: vec![],
        num_regions: 1,
        isolated_from_above: true,
        loc,
    });
    let region = root.regions(wrapper)[0];
    let mut nested = root.take_nested_body(wrapper).expect("module is isolated");
    let entry = nested.create_block();
    nested.append_block(region, entry);
    {
        let mut ir = Cur::new(sec(SEC_IR));
        let (num_ops, has_args) = ir.varint_flag()?;
        if has_args {
            return Err("IR section may not have block arguments".into());
        }
        let mut irr = IrReader {
            r: &mut r,
            scopes: vec![Scope {
                values: Vec::new(),
                forward: HashMap::new(),
                next_ids: vec![0],
            }],
            depth: 0,
        };
        for _ in 0..num_ops {
            irr.op(&mut ir, &mut nested, Some(entry), &[entry])?;
        }
        if !irr.scopes[0].forward.is_empty() {
            return Err("not all forward unresolved forward operand references".into());
        }
        if !ir.empty() {
            return Err("unexpected trailing data in the IR section".into());
        }
    }
    let ops: Vec<Op> = nested.block_ops(entry).collect();
    let (body, op) = match ops.as_slice() {
        [only] if nested.op_name(*only) == module && nested.is_isolated(*only) => {
            let only = *only;
            let regions = nested.regions(only).to_vec();
            let (attrs, l) = (nested.attrs(only), nested.loc(only));
            let inner = nested.take_nested_body(only).expect("module is isolated");
            let mut b = Body::new();
            let op = b.create_op(OperationState {
                name: module,
                operands: vec![],
                result_types: vec![],
                attrs,
                successors: vec![],
                num_regions: 0,
                isolated_from_above: false,
                loc: l,
            });
            b.set_nested_body(op, inner, regions);
            (b, op)
        }
        _ => {
            root.put_nested_body(wrapper, nested);
            (root, wrapper)
        }
    };
    let has_meta = !meta.dialect_resources.is_empty() || !meta.external_resources.is_empty();
    Ok(ParsedModule {
        body,
        op,
        file_metadata: has_meta.then_some(meta),
        bodies_on_threads: 0,
    })
}
