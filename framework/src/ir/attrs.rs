//! Builtin attributes and locations. Each is an [`AttrKind`] uniqued in the
//! [`crate::Context`] behind an [`crate::Attribute`] handle.
//!
//! Attributes whose inner structure Strata does not model yet (`strided`, `opaque`, `dense`
//! of strings, dialect attributes of unregistered dialects, ...) keep their body text
//! verbatim. That text is
//! printed back unchanged, so canonical input round-trips exactly.

use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ir::types::{FloatKind, Signedness, TypeKind, DYNAMIC};

/// The structure of a builtin attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit` (printed as the bare name in a dictionary).
    Unit,
    /// An integer of an integer or index type (`true`/`false` are `i1` integers). The value is stored sign-extended for
    /// signless and signed types (except `i1`) and zero-extended for unsigned ones.
    Integer {
        /// The integer value.
        value: i128,
        /// Its type.
        ty: Type,
    },
    /// An integer of an integer type wider than 128 bits: its bit pattern (read as
    /// signed for signless and signed types, unsigned for unsigned ones).
    WideInteger {
        /// The bit pattern, of the width of `ty` (boxed: keeps `AttrKind` small).
        value: Box<crate::support::apint::ApInt>,
        /// Its type.
        ty: Type,
    },
    /// A float; `bits` is the bit pattern in the format of `ty`.
    Float {
        /// The bit pattern.
        bits: u128,
        /// Its (float) type.
        ty: Type,
    },
    /// A string, optionally typed (`"s" : i32`).
    String {
        /// The bytes of the string (may be non-UTF-8 after escapes).
        value: Vec<u8>,
        /// Optional type.
        ty: Option<Type>,
    },
    /// `[a, b, ...]`.
    Array(Vec<Attribute>),
    /// `{a = ..., b}`: entries sorted by name (byte order), names unique.
    Dictionary(Vec<(Identifier, Attribute)>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// Root symbol name.
        root: Identifier,
        /// Nested references.
        nested: Vec<Identifier>,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`, simplified as MLIR does.
    AffineMap(crate::ir::affine::AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`, simplified as MLIR does.
    IntegerSet(crate::ir::affine::IntegerSet),
    /// `dense<...> : type` with integer, index or float elements (or complex of those):
    /// the bits of each element (two per complex element) in row-major order; a single
    /// element (pair) is a splat.
    DenseElements {
        /// The shaped type (`tensor` or `vector`).
        ty: Type,
        /// The element kind.
        kind: DenseElemKind,
        /// Whether elements are complex pairs.
        complex: bool,
        /// Element bits, masked to the element width.
        values: Vec<u128>,
    },
    /// `dense<...> : type` with integer elements wider than 128 bits: the bit pattern of
    /// each element in row-major order; a single element is a splat.
    DenseWideInts {
        /// The shaped type (`tensor` or `vector`).
        ty: Type,
        /// The elements, of the element type's width.
        values: Vec<crate::support::apint::ApInt>,
    },
    /// `sparse<indices, values> : type` (MLIR's `SparseElementsAttr`), verified as MLIR
    /// verifies it. `indices` is a `DenseElements` of `i64` (shape `[N, rank]`, or `[N]`
    /// for a rank-1 type); `values` a `DenseElements` of the element type with shape `[N]`,
    /// or for other element types a `Verbatim` `dense` of strings (its canonical body).
    SparseElements {
        /// The shaped type (`tensor`, `vector` or `memref`).
        ty: Type,
        /// The indices.
        indices: Attribute,
        /// The values.
        values: Attribute,
    },
    /// `array<i32: 1, 2>`: a dense array of integers or floats (element bits).
    DenseArray {
        /// The element type.
        elem: Type,
        /// The element kind.
        kind: DenseElemKind,
        /// Element bits, masked to the element width.
        values: Vec<u128>,
    },
    /// A builtin attribute whose body is kept verbatim: `keyword<body>` optionally followed
    /// by `: type` (`dense`, `dense_resource`, `array`, `strided`, `opaque`; `sparse` of
    /// integers wider than 128 bits).
    Verbatim {
        /// The keyword before `<`.
        keyword: String,
        /// The text between the angle brackets.
        body: String,
        /// The trailing `: type`, if any.
        ty: Option<Type>,
    },
    /// A dialect attribute kept as text: the text after `#` (e.g. `llvm.linkage<internal>`),
    /// with an optional trailing `: type`. Types and attributes referenced inside its body
    /// (`#alias`, nested `#d.attr<...>`, `!alias`) are parsed and kept as `refs`: the text is
    /// `pieces[0] refs[0] pieces[1] ... refs[n-1] pieces[n]`, so aliases print consistently.
    Opaque {
        /// The text around the embedded references (`refs.len() + 1` pieces).
        pieces: Vec<String>,
        /// Types and attributes referenced inside the body.
        refs: Vec<crate::ir::context::TypeOrAttr>,
        /// The trailing `: type`, if any.
        ty: Option<Type>,
    },
    /// A source location.
    Location(Location),
    /// An attribute defined in `.td` (`AttrDef`) of a registered dialect: its def and
    /// parameter values (see [`crate::ir::dialect_data`]).
    Dialect(crate::ir::dialect_data::DialectData),
}

/// A source location, MLIR's `LocationAttr` family.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name.
        file: Identifier,
        /// Line (1-based).
        line: u32,
        /// Column (1-based).
        col: u32,
    },
    /// `loc("name"(child))` or `loc("name")`.
    Name {
        /// The name.
        name: Identifier,
        /// The child location (unknown when absent).
        child: Attribute,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// The callee location.
        callee: Attribute,
        /// The caller location.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations.
        locs: Vec<Attribute>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
    /// A reference to an alias `#loc3` that could not be resolved yet, or an opaque location.
    Opaque(String),
}

impl Context {
    /// The fusion of `locs` with `metadata` (MLIR's `FusedLoc::get`): fused locations with
    /// the same metadata are flattened, unknown locations and repeats dropped; no location
    /// left gives the unknown location (fused with the metadata if any), one location
    /// without metadata gives itself.
    pub fn fused_loc(&self, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
        let unknown = self.unknown_loc();
        let mut kept: Vec<Attribute> = Vec::new();
        for &l in locs {
            if let AttrKind::Location(Location::Fused {
                locs: inner,
                metadata: m,
            }) = self.attr_kind_ref(l)
            {
                if *m == metadata {
                    for &i in inner {
                        if !kept.contains(&i) {
                            kept.push(i);
                        }
                    }
                    continue;
                }
            }
            if l != unknown && !kept.contains(&l) {
                kept.push(l);
            }
        }
        match (kept.len(), metadata) {
            (0, None) => unknown,
            (0, Some(_)) => self.intern_attr(AttrKind::Location(Location::Fused {
                locs: vec![unknown],
                metadata,
            })),
            (1, None) => kept[0],
            _ => self.intern_attr(AttrKind::Location(Location::Fused {
                locs: kept,
                metadata,
            })),
        }
    }

    /// The location `loc("name")`: a name without a child location (MLIR's `NameLoc::get`
    /// of a name alone).
    pub fn name_loc(&self, name: &str) -> Attribute {
        let name = self.ident(name);
        let child = self.unknown_loc();
        self.intern_attr(AttrKind::Location(Location::Name { name, child }))
    }

    /// The unknown location.
    pub fn unknown_loc(&self) -> Attribute {
        self.intern_attr(AttrKind::Location(Location::Unknown))
    }

    /// A `file:line:col` location.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Attribute {
        let file = self.ident(file);
        self.intern_attr(AttrKind::Location(Location::FileLineCol {
            file,
            line,
            col,
        }))
    }

    /// The unit attribute.
    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }

    /// A string attribute.
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }

    /// An integer attribute of type `ty`, normalized to the width and signedness of `ty`.
    pub fn integer_attr(&self, value: i128, ty: Type) -> Attribute {
        let value = self.normalize_int(value, ty);
        self.intern_attr(AttrKind::Integer { value, ty })
    }

    /// An integer attribute of type `ty` holding the pattern of `value` (of any width;
    /// `ty`'s width must be the width of `value`): a [`AttrKind::WideInteger`] above 128
    /// bits, else an [`AttrKind::Integer`].
    pub fn apint_attr(&self, value: crate::support::apint::ApInt, ty: Type) -> Attribute {
        if value.is_wide() {
            return self.intern_attr(AttrKind::WideInteger {
                value: Box::new(value),
                ty,
            });
        }
        let v = if value.width() == 128 {
            value.bits() as i128
        } else {
            value.to_i128()
        };
        self.integer_attr(v, ty)
    }

    /// The value of an integer attribute of any width as an `ApInt` of its type's width
    /// (`index` as 64 bits); `None` for other attributes.
    pub fn attr_apint(&self, a: Attribute) -> Option<crate::support::apint::ApInt> {
        match self.attr_kind_ref(a) {
            AttrKind::WideInteger { value, .. } => Some((**value).clone()),
            AttrKind::Integer { value, ty } => {
                let w = match *self.type_kind_ref(*ty) {
                    TypeKind::Integer { width, .. } if width > 0 => width,
                    TypeKind::Index => 64,
                    _ => return None,
                };
                Some(crate::support::apint::ApInt::new(w, *value as u128))
            }
            _ => None,
        }
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&self, elems: Vec<Attribute>) -> Attribute {
        self.intern_attr(AttrKind::Array(elems))
    }

    /// A dictionary attribute; entries are sorted by name and later duplicates win.
    pub fn dictionary_attr(&self, mut entries: Vec<(Identifier, Attribute)>) -> Attribute {
        entries.sort_by(|a, b| {
            self.ident_ref(a.0)
                .as_bytes()
                .cmp(self.ident_ref(b.0).as_bytes())
        });
        entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrKind::Dictionary(entries))
    }

    /// A `dense<[...]> : ty` attribute of integer elements (a splat when all are equal),
    /// for an integer-element `tensor` or `vector` type of as many elements, built from the
    /// values in row-major order. Values that do not fit the element type, or a type that is
    /// not one of static shape with integer or `index` elements, give the attribute kept as
    /// text, as the parser keeps such a literal.
    pub fn dense_int_elements(&self, ty: Type, values: &[i128]) -> Attribute {
        let modelled = shaped(self, ty).and_then(|(elem, n)| {
            let (kind @ (DenseElemKind::Int(..) | DenseElemKind::Index), false) =
                elem_kind(self, elem)?
            else {
                return None;
            };
            let width = kind.width();
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let bits = values
                .iter()
                .map(|&v| {
                    let mag = v.unsigned_abs();
                    let fits =
                        width >= 128 || mag >> width == 0 || (v < 0 && mag == 1u128 << (width - 1));
                    fits.then_some(v as u128 & mask)
                })
                .collect::<Option<Vec<u128>>>()?;
            (bits.len() as i64 == n).then(|| canonical(ty, kind, false, bits, n))
        });
        match modelled {
            Some(kind) => self.intern_attr(kind),
            None => self.intern_attr(AttrKind::Verbatim {
                keyword: "dense".to_string(),
                body: format!(
                    "[{}]",
                    values
                        .iter()
                        .map(i128::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                ty: Some(ty),
            }),
        }
    }

    /// A `dense<[...]> : ty` attribute of `f32` or `f64` elements (a splat when all are
    /// equal), for a static-shape `tensor` or `vector` type of as many elements, built from
    /// the values in row-major order (rounded to `f32` as MLIR's `APFloat` of a `float`).
    /// Other element types or counts give `None`.
    pub fn dense_float_elements(&self, ty: Type, values: &[f64]) -> Option<Attribute> {
        let (elem, n) = shaped(self, ty)?;
        let (kind @ DenseElemKind::Float(f), false) = elem_kind(self, elem)? else {
            return None;
        };
        let bits: Vec<u128> = match f {
            FloatKind::F32 => values
                .iter()
                .map(|&v| (v as f32).to_bits() as u128)
                .collect(),
            FloatKind::F64 => values.iter().map(|&v| v.to_bits() as u128).collect(),
            _ => return None,
        };
        (bits.len() as i64 == n).then(|| self.intern_attr(canonical(ty, kind, false, bits, n)))
    }

    /// The `dense<...>` attribute `attr` with the shaped type `ty`, of the same element
    /// type and number of elements, its elements unchanged in row-major order (MLIR's
    /// `DenseElementsAttr::reshape`); `None` when `attr` is not a `dense<...>` attribute
    /// or `ty` does not fit it.
    pub fn dense_elements_reshape(&self, attr: Attribute, ty: Type) -> Option<Attribute> {
        let AttrKind::DenseElements {
            ty: old,
            kind,
            complex,
            values,
        } = self.attr_kind(attr).clone()
        else {
            return None;
        };
        let (elem, n) = shaped(self, ty)?;
        let (old_elem, old_n) = shaped(self, old)?;
        if elem != old_elem || n != old_n {
            return None;
        }
        Some(self.intern_attr(AttrKind::DenseElements {
            ty,
            kind,
            complex,
            values,
        }))
    }

    /// A dialect attribute kept as text, given its text without `#` and with no embedded
    /// references (`arith.fastmath<fast>`): what the parser builds for `#arith.fastmath<fast>`.
    pub fn dialect_attr_text(&self, text: &str) -> Attribute {
        self.intern_attr(AttrKind::Opaque {
            pieces: vec![text.to_string()],
            refs: Vec::new(),
            ty: None,
        })
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.intern_attr(AttrKind::Dictionary(Vec::new()))
    }

    /// The entries of a dictionary attribute (empty for other attributes).
    pub fn dictionary_entries_ref(&self, a: Attribute) -> &[(Identifier, Attribute)] {
        match self.attr_kind_ref(a) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// The entries of a dictionary attribute, copied (empty for other attributes).
    pub fn dictionary_entries(&self, a: Attribute) -> Vec<(Identifier, Attribute)> {
        match self.attr_kind_ref(a) {
            AttrKind::Dictionary(e) => e.clone(),
            _ => Vec::new(),
        }
    }

    /// The type of a typed attribute (MLIR's `TypedAttr::getType`): integer, float,
    /// elements, string (`none` when the string has no type), and the textual forms that
    /// carry one; `None` for other attributes.
    pub fn typed_attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind_ref(a) {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. } => Some(*ty),
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseWideInts { ty, .. }
            | AttrKind::SparseElements { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| self.none_type())),
            AttrKind::Verbatim { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The text of a string attribute (`None` for other attributes or non-UTF-8 bytes).
    pub fn string_value(&self, a: Attribute) -> Option<String> {
        match self.attr_kind_ref(a) {
            AttrKind::String { value, .. } => String::from_utf8(value.clone()).ok(),
            _ => None,
        }
    }

    /// [`Context::dictionary_get`] by identifier: a scan comparing identifiers for a
    /// small dictionary, the binary search by name otherwise.
    pub fn dictionary_get_ident(&self, dict: Attribute, name: Identifier) -> Option<Attribute> {
        match self.attr_kind_ref(dict) {
            // Identifiers are unique: a scan of a small dictionary compares numbers only.
            AttrKind::Dictionary(e) if e.len() <= 8 => {
                e.iter().find(|(k, _)| *k == name).map(|&(_, v)| v)
            }
            AttrKind::Dictionary(_) => self.dictionary_get(dict, self.ident_ref(name)),
            _ => None,
        }
    }

    /// The value named `name` in a dictionary attribute (entries are sorted by name, so
    /// this is a binary search); `None` for a missing name or a non-dictionary.
    pub fn dictionary_get(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        match self.attr_kind_ref(dict) {
            // Names are unique: a scan of a small dictionary rejects most entries on
            // their length, without comparing text in order.
            AttrKind::Dictionary(e) if e.len() <= 4 => e
                .iter()
                .find(|(k, _)| {
                    let k = self.ident_ref(*k);
                    k.len() == name.len() && k == name
                })
                .map(|&(_, v)| v),
            AttrKind::Dictionary(e) => e
                .binary_search_by(|(k, _)| self.ident_ref(*k).as_bytes().cmp(name.as_bytes()))
                .ok()
                .map(|i| e[i].1),
            _ => None,
        }
    }

    /// Truncates `value` to the width of integer type `ty` and re-extends it per its
    /// signedness (index is 64-bit signed).
    pub fn normalize_int(&self, value: i128, ty: Type) -> i128 {
        use crate::ir::types::{Signedness, TypeKind};
        let (width, signedness) = match *self.type_kind_ref(ty) {
            TypeKind::Integer { width, signedness } => (width, signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return value,
        };
        if width == 0 || width >= 128 {
            return value;
        }
        let mask = (1u128 << width) - 1;
        let bits = (value as u128) & mask;
        let unsigned = signedness == Signedness::Unsigned
            || (width == 1 && signedness == Signedness::Signless);
        if unsigned {
            bits as i128
        } else {
            let sign = 1u128 << (width - 1);
            if bits & sign != 0 {
                (bits | !mask) as i128
            } else {
                bits as i128
            }
        }
    }
}

/// The element kind of a dense attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseElemKind {
    /// Integers (`iN`, `siN`, `uiN`) of the given width and signedness.
    Int(u32, Signedness),
    /// `index` (64-bit, printed signed).
    Index,
    /// Floats of the given format.
    Float(FloatKind),
}

impl DenseElemKind {
    pub(crate) fn width(self) -> u32 {
        match self {
            DenseElemKind::Int(w, _) => w,
            DenseElemKind::Index => 64,
            DenseElemKind::Float(k) => k.width(),
        }
    }
}

/// Elements of a shaped type, if static: element type, number of elements.
pub(crate) fn shaped(ctx: &Context, ty: Type) -> Option<(Type, i64)> {
    let k = ctx.type_kind(ty);
    let (shape, elem) = match k {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        TypeKind::Vector { shape, elem, .. } => (shape.clone(), *elem),
        _ => return None,
    };
    if shape.iter().any(|&d| d == DYNAMIC || d < 0) {
        return None;
    }
    let n = shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))?;
    Some((elem, n))
}

/// The element kind of a dense attribute of element type `elem`, and whether elements are
/// complex; `None` for element types `DenseElements` does not model.
pub(crate) fn elem_kind(ctx: &Context, elem: Type) -> Option<(DenseElemKind, bool)> {
    let k = ctx.type_kind(elem);
    let (inner, complex) = match k {
        TypeKind::Complex(e) => (*e, true),
        _ => (elem, false),
    };
    let kind = match *ctx.type_kind(inner) {
        TypeKind::Integer { width, signedness } if width > 0 && width <= 128 => {
            DenseElemKind::Int(width, signedness)
        }
        TypeKind::Index => DenseElemKind::Index,
        TypeKind::Float(f) => DenseElemKind::Float(f),
        _ => return None,
    };
    Some((kind, complex))
}

/// Detects splats (all elements equal) and builds the attribute.
pub(crate) fn canonical(
    ty: Type,
    kind: DenseElemKind,
    complex: bool,
    mut vals: Vec<u128>,
    n: i64,
) -> AttrKind {
    let per = if complex { 2 } else { 1 };
    if n > 0 && vals.len() > per && vals.chunks(per).all(|c| c == &vals[..per]) {
        vals.truncate(per);
    }
    AttrKind::DenseElements {
        ty,
        kind,
        complex,
        values: vals,
    }
}

/// [`canonical`] for integer elements wider than 128 bits.
pub(crate) fn canonical_wide(
    ty: Type,
    mut vals: Vec<crate::support::apint::ApInt>,
    n: i64,
) -> AttrKind {
    if n > 0 && vals.len() > 1 && vals.iter().all(|v| *v == vals[0]) {
        vals.truncate(1);
    }
    AttrKind::DenseWideInts { ty, values: vals }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::{Signedness, TypeKind};

    #[test]
    fn dictionary_sorts_and_dedups() {
        let ctx = Context::new();
        let u = ctx.unit_attr();
        let s = ctx.string_attr("x");
        let d = ctx.dictionary_attr(vec![
            (ctx.ident("b"), u),
            (ctx.ident("a"), u),
            (ctx.ident("b"), s),
        ]);
        let e = ctx.dictionary_entries(d);
        assert_eq!(e.len(), 2);
        assert_eq!(&*ctx.ident_str(e[0].0), "a");
        assert_eq!(e[1].1, s);
    }

    #[test]
    fn integers_are_normalized_to_their_type() {
        let ctx = Context::new();
        let i8t = ctx.int_type(8);
        let ui8 = ctx.intern_type(TypeKind::Integer {
            width: 8,
            signedness: Signedness::Unsigned,
        });
        assert_eq!(ctx.integer_attr(255, i8t), ctx.integer_attr(-1, i8t));
        assert_eq!(ctx.normalize_int(-1, ui8), 255);
        assert_eq!(ctx.normalize_int(-1, ctx.int_type(1)), 1);
    }

    #[test]
    fn dense_float_elements_of_f32_and_f64() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let t2 = ctx.ranked_tensor_type(&[2], f32t);
        let a = ctx.dense_float_elements(t2, &[3.0, 4.0]).unwrap();
        match ctx.attr_kind(a) {
            AttrKind::DenseElements { values, .. } => {
                assert_eq!(
                    values,
                    &[3.0f32.to_bits() as u128, 4.0f32.to_bits() as u128]
                )
            }
            other => panic!("{other:?}"),
        }
        // Equal values make a splat; a wrong count or element type gives nothing.
        let s = ctx.dense_float_elements(t2, &[7.0, 7.0]).unwrap();
        assert!(
            matches!(ctx.attr_kind(s), AttrKind::DenseElements { values, .. } if values.len() == 1)
        );
        assert!(ctx.dense_float_elements(t2, &[1.0]).is_none());
        let i2 = ctx.ranked_tensor_type(&[2], ctx.int_type(32));
        assert!(ctx.dense_float_elements(i2, &[1.0, 2.0]).is_none());
        let f64t = ctx.ranked_tensor_type(&[], ctx.float_type(FloatKind::F64));
        let d = ctx.dense_float_elements(f64t, &[0.1]).unwrap();
        assert!(
            matches!(ctx.attr_kind(d), AttrKind::DenseElements { values, .. } if values == &[0.1f64.to_bits() as u128])
        );
    }
}
