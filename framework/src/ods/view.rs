//! `TypeView` and `AttrView`: what `$_self` is in the Rust predicates of `.td` constraints
//! (`CPred<"$_self.is_signless_integer_of(32)">`), and what attribute accessors convert
//! from. A view is a handle plus the context, so the predicates read like methods on the
//! type or attribute itself.

use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::{FloatKind, Signedness, TypeKind, DYNAMIC};

/// A type with its context: `$_self` of type-constraint predicates.
#[derive(Clone, Copy)]
pub struct TypeView<'a> {
    /// The context owning the type.
    pub ctx: &'a Context,
    /// The type.
    pub ty: Type,
}

impl<'a> TypeView<'a> {
    /// A view of `ty`.
    #[inline]
    pub fn new(ctx: &'a Context, ty: Type) -> Self {
        TypeView { ctx, ty }
    }

    #[inline]
    fn kind(&self) -> &'a TypeKind {
        self.ctx.type_kind_ref(self.ty)
    }

    #[inline]
    fn int(&self) -> Option<(u32, Signedness)> {
        match *self.kind() {
            TypeKind::Integer { width, signedness } => Some((width, signedness)),
            _ => None,
        }
    }

    /// The width of an integer type.
    #[inline]
    pub fn integer_width(&self) -> Option<u32> {
        self.int().map(|(w, _)| w)
    }

    /// The width of a float type (`bf16` and `f16` are both 16).
    #[inline]
    pub fn float_width(&self) -> Option<u32> {
        match self.kind() {
            TypeKind::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// Any integer type (`iN`, `siN`, `uiN`).
    #[inline]
    pub fn is_integer(&self) -> bool {
        self.int().is_some()
    }

    /// An integer type of `width` bits, of any signedness.
    #[inline]
    pub fn is_integer_of(&self, width: u32) -> bool {
        self.int().is_some_and(|(w, _)| w == width)
    }

    /// A signless integer type (`iN`).
    #[inline]
    pub fn is_signless_integer(&self) -> bool {
        self.int().is_some_and(|(_, s)| s == Signedness::Signless)
    }

    /// The signless integer type of `width` bits.
    #[inline]
    pub fn is_signless_integer_of(&self, width: u32) -> bool {
        self.int() == Some((width, Signedness::Signless))
    }

    /// A signed integer type (`siN`).
    #[inline]
    pub fn is_signed_integer(&self) -> bool {
        self.int().is_some_and(|(_, s)| s == Signedness::Signed)
    }

    /// The signed integer type of `width` bits.
    #[inline]
    pub fn is_signed_integer_of(&self, width: u32) -> bool {
        self.int() == Some((width, Signedness::Signed))
    }

    /// An unsigned integer type (`uiN`).
    #[inline]
    pub fn is_unsigned_integer(&self) -> bool {
        self.int().is_some_and(|(_, s)| s == Signedness::Unsigned)
    }

    /// The unsigned integer type of `width` bits.
    #[inline]
    pub fn is_unsigned_integer_of(&self, width: u32) -> bool {
        self.int() == Some((width, Signedness::Unsigned))
    }

    /// `index`.
    #[inline]
    pub fn is_index(&self) -> bool {
        matches!(self.kind(), TypeKind::Index)
    }

    /// A signless integer or `index`.
    #[inline]
    pub fn is_signless_int_or_index(&self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Index
                | TypeKind::Integer {
                    signedness: Signedness::Signless,
                    ..
                }
        )
    }

    /// Any float type.
    #[inline]
    pub fn is_float(&self) -> bool {
        matches!(self.kind(), TypeKind::Float(_))
    }

    /// A float type of `width` bits.
    #[inline]
    pub fn is_float_of(&self, width: u32) -> bool {
        matches!(self.kind(), TypeKind::Float(k) if k.width() == width)
    }

    #[inline]
    fn is_float_kind(&self, k: FloatKind) -> bool {
        matches!(self.kind(), TypeKind::Float(x) if *x == k)
    }

    /// `bf16`.
    #[inline]
    pub fn is_bf16(&self) -> bool {
        self.is_float_kind(FloatKind::BF16)
    }

    /// `f16`.
    #[inline]
    pub fn is_f16(&self) -> bool {
        self.is_float_kind(FloatKind::F16)
    }

    /// `f32`.
    #[inline]
    pub fn is_f32(&self) -> bool {
        self.is_float_kind(FloatKind::F32)
    }

    /// `f64`.
    #[inline]
    pub fn is_f64(&self) -> bool {
        self.is_float_kind(FloatKind::F64)
    }

    /// `f80`.
    #[inline]
    pub fn is_f80(&self) -> bool {
        self.is_float_kind(FloatKind::F80)
    }

    /// `f128`.
    #[inline]
    pub fn is_f128(&self) -> bool {
        self.is_float_kind(FloatKind::F128)
    }

    /// `none`.
    #[inline]
    pub fn is_none(&self) -> bool {
        matches!(self.kind(), TypeKind::None)
    }

    /// `complex<T>`.
    #[inline]
    pub fn is_complex(&self) -> bool {
        matches!(self.kind(), TypeKind::Complex(_))
    }

    /// `tuple<...>`.
    #[inline]
    pub fn is_tuple(&self) -> bool {
        matches!(self.kind(), TypeKind::Tuple(_))
    }

    /// A function type.
    #[inline]
    pub fn is_function(&self) -> bool {
        matches!(self.kind(), TypeKind::Function { .. })
    }

    /// `vector<...>`.
    #[inline]
    pub fn is_vector(&self) -> bool {
        matches!(self.kind(), TypeKind::Vector { .. })
    }

    /// A vector with a scalable dimension.
    #[inline]
    pub fn is_scalable_vector(&self) -> bool {
        matches!(self.kind(), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
    }

    /// A ranked or unranked tensor.
    #[inline]
    pub fn is_tensor(&self) -> bool {
        matches!(
            self.kind(),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }

    /// A ranked tensor.
    #[inline]
    pub fn is_ranked_tensor(&self) -> bool {
        matches!(self.kind(), TypeKind::RankedTensor { .. })
    }

    /// An unranked tensor.
    #[inline]
    pub fn is_unranked_tensor(&self) -> bool {
        matches!(self.kind(), TypeKind::UnrankedTensor { .. })
    }

    /// A ranked or unranked memref.
    #[inline]
    pub fn is_memref(&self) -> bool {
        matches!(
            self.kind(),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// A ranked memref.
    #[inline]
    pub fn is_ranked_memref(&self) -> bool {
        matches!(self.kind(), TypeKind::MemRef { .. })
    }

    /// An unranked memref.
    #[inline]
    pub fn is_unranked_memref(&self) -> bool {
        matches!(self.kind(), TypeKind::UnrankedMemRef { .. })
    }

    /// A vector, tensor or memref.
    #[inline]
    pub fn is_shaped(&self) -> bool {
        self.is_vector() || self.is_tensor() || self.is_memref()
    }

    /// The dimension sizes of a ranked shaped type ([`DYNAMIC`] for `?`).
    #[inline]
    pub fn shape(&self) -> Option<&'a [i64]> {
        match self.kind() {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// A shaped type with a rank.
    #[inline]
    pub fn has_rank(&self) -> bool {
        self.shape().is_some()
    }

    /// The rank of a ranked shaped type.
    #[inline]
    pub fn rank(&self) -> Option<usize> {
        self.shape().map(<[i64]>::len)
    }

    /// A ranked shaped type with no dynamic dimension.
    #[inline]
    pub fn has_static_shape(&self) -> bool {
        self.shape()
            .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }

    /// The element type of a shaped or complex type; the type itself otherwise (MLIR's
    /// `getElementTypeOrSelf`).
    #[inline]
    pub fn element_type(&self) -> TypeView<'a> {
        let ty = match *self.kind() {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::Complex(elem) => elem,
            _ => self.ty,
        };
        TypeView::new(self.ctx, ty)
    }

    /// The tensor type of a memref's shape and element type (MLIR's
    /// `getTensorTypeFromMemRefType`); `none` for other types.
    #[inline]
    pub fn memref_to_tensor(&self) -> Type {
        let kind = match self.kind() {
            TypeKind::MemRef { shape, elem, .. } => TypeKind::RankedTensor {
                shape: shape.clone(),
                elem: *elem,
                encoding: None,
            },
            TypeKind::UnrankedMemRef { elem, .. } => TypeKind::UnrankedTensor { elem: *elem },
            _ => return self.ctx.none_type(),
        };
        self.ctx.intern_type(kind)
    }

    /// The input types of a function type (empty for other types).
    #[inline]
    pub fn function_inputs(&self) -> Vec<Type> {
        match self.kind() {
            TypeKind::Function { inputs, .. } => inputs.clone(),
            _ => Vec::new(),
        }
    }

    /// The result types of a function type (empty for other types).
    #[inline]
    pub fn function_results(&self) -> Vec<Type> {
        match self.kind() {
            TypeKind::Function { results, .. } => results.clone(),
            _ => Vec::new(),
        }
    }

    /// `i1`, or the shaped type of the same shape with `i1` elements (MLIR's
    /// `getI1SameShape`): the result type of a comparison.
    #[inline]
    pub fn i1_same_shape(&self) -> Type {
        let i1 = self.ctx.int_type(1);
        let kind = match self.kind() {
            TypeKind::Vector {
                shape, scalable, ..
            } => TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem: i1,
            },
            TypeKind::RankedTensor {
                shape, encoding, ..
            } => TypeKind::RankedTensor {
                shape: shape.clone(),
                elem: i1,
                encoding: *encoding,
            },
            TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
            _ => return i1,
        };
        self.ctx.intern_type(kind)
    }

    /// A type defined in `.td` (`TypeDef`) by `dialect`, with Rust name `name`.
    #[inline]
    pub fn is_type_def(&self, dialect: &str, name: &str) -> bool {
        matches!(self.kind(), TypeKind::Dialect(d) if d.def.0.dialect() == dialect && d.def.0.name() == name)
    }

    /// A type of dialect `dialect` (`!llvm.ptr` for `llvm`).
    #[inline]
    pub fn is_dialect_type(&self, dialect: &str) -> bool {
        match self.kind() {
            TypeKind::Opaque { pieces, .. } => pieces[0]
                .strip_prefix(dialect)
                .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('<')),
            _ => false,
        }
    }
}

/// An attribute with its context: `$_self` of attribute-constraint predicates and of
/// attribute accessors' conversions.
#[derive(Clone, Copy)]
pub struct AttrView<'a> {
    /// The context owning the attribute.
    pub ctx: &'a Context,
    /// The attribute.
    pub attr: Attribute,
}

impl<'a> AttrView<'a> {
    /// A view of `attr`.
    pub fn new(ctx: &'a Context, attr: Attribute) -> Self {
        AttrView { ctx, attr }
    }

    fn kind(&self) -> &'a AttrKind {
        self.ctx.attr_kind_ref(self.attr)
    }

    /// The type of a typed attribute (integer, float, elements, typed string).
    pub fn ty(&self) -> Option<TypeView<'a>> {
        let t = self.ctx.typed_attr_type(self.attr);
        t.map(|t| TypeView::new(self.ctx, t))
    }

    /// `unit`.
    pub fn is_unit(&self) -> bool {
        matches!(self.kind(), AttrKind::Unit)
    }

    /// An integer attribute (of an integer or index type).
    pub fn is_integer(&self) -> bool {
        matches!(
            self.kind(),
            AttrKind::Integer { .. } | AttrKind::WideInteger { .. }
        )
    }

    /// `true` or `false` (an `i1` integer).
    pub fn is_bool(&self) -> bool {
        self.is_integer() && self.ty().is_some_and(|t| t.is_signless_integer_of(1))
    }

    /// The value of an integer attribute.
    pub fn int_value(&self) -> Option<i128> {
        match self.kind() {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// A float attribute.
    pub fn is_float(&self) -> bool {
        matches!(self.kind(), AttrKind::Float { .. })
    }

    /// A string attribute.
    pub fn is_string(&self) -> bool {
        matches!(self.kind(), AttrKind::String { .. })
    }

    /// The text of a string attribute.
    pub fn string_value(&self) -> Option<String> {
        self.ctx.string_value(self.attr)
    }

    /// A type attribute.
    pub fn is_type(&self) -> bool {
        matches!(self.kind(), AttrKind::Type(_))
    }

    /// The type held by a type attribute.
    pub fn type_value(&self) -> Option<TypeView<'a>> {
        match self.kind() {
            AttrKind::Type(t) => Some(TypeView::new(self.ctx, *t)),
            _ => None,
        }
    }

    /// An array attribute.
    pub fn is_array(&self) -> bool {
        matches!(self.kind(), AttrKind::Array(_))
    }

    /// The elements of an array attribute.
    pub fn array_elements(&self) -> Option<Vec<AttrView<'a>>> {
        match self.kind() {
            AttrKind::Array(v) => Some(v.iter().map(|&a| AttrView::new(self.ctx, a)).collect()),
            _ => None,
        }
    }

    /// An array attribute whose elements all satisfy `f`.
    pub fn is_array_of(&self, f: impl Fn(AttrView<'a>) -> bool) -> bool {
        self.array_elements().is_some_and(|v| v.into_iter().all(f))
    }

    /// A dictionary attribute.
    pub fn is_dictionary(&self) -> bool {
        matches!(self.kind(), AttrKind::Dictionary(_))
    }

    /// A symbol reference (`@a` or `@a::@b`).
    pub fn is_symbol_ref(&self) -> bool {
        matches!(self.kind(), AttrKind::SymbolRef { .. })
    }

    /// A symbol reference without nested references (`@a`).
    pub fn is_flat_symbol_ref(&self) -> bool {
        matches!(self.kind(), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    }

    /// The root name of a symbol reference.
    pub fn symbol_root(&self) -> Option<&'a str> {
        match self.kind() {
            AttrKind::SymbolRef { root, .. } => Some(self.ctx.ident_ref(*root)),
            _ => None,
        }
    }

    /// An elements attribute (`dense<...>`, `sparse<...>`, `dense_resource<...>`).
    pub fn is_elements(&self) -> bool {
        match self.kind() {
            AttrKind::DenseElements { .. }
            | AttrKind::DenseWideInts { .. }
            | AttrKind::SparseElements { .. } => true,
            AttrKind::Verbatim { keyword, .. } => {
                matches!(keyword.as_str(), "dense" | "sparse" | "dense_resource")
            }
            _ => false,
        }
    }

    /// A `dense<...>` attribute of integer elements.
    pub fn is_dense_int_elements(&self) -> bool {
        matches!(
            self.kind(),
            AttrKind::DenseElements { .. } | AttrKind::DenseWideInts { .. }
        ) && self
            .ty()
            .is_some_and(|t| t.element_type().is_integer() || t.element_type().is_index())
    }

    /// A `dense<...>` attribute of float elements.
    pub fn is_dense_float_elements(&self) -> bool {
        matches!(self.kind(), AttrKind::DenseElements { .. })
            && self.ty().is_some_and(|t| t.element_type().is_float())
    }

    /// An `array<T: ...>` attribute whose element type satisfies `f`.
    pub fn is_dense_array_of(&self, f: impl Fn(TypeView<'a>) -> bool) -> bool {
        match self.kind() {
            AttrKind::DenseArray { elem, .. } => f(TypeView::new(self.ctx, *elem)),
            _ => false,
        }
    }

    /// The elements of an integer `array<iN: ...>` attribute, sign-extended, without
    /// collecting them.
    pub fn dense_array_iter(&self) -> Option<impl ExactSizeIterator<Item = i64> + Clone + 'a> {
        match self.kind() {
            AttrKind::DenseArray { elem, values, .. } => {
                let w = TypeView::new(self.ctx, *elem).int()?.0;
                Some(values.iter().map(move |&v| sign_extend(v, w) as i64))
            }
            _ => None,
        }
    }

    /// The elements of an integer `array<iN: ...>` attribute, sign-extended.
    pub fn dense_array_values(&self) -> Option<Vec<i64>> {
        match self.kind() {
            AttrKind::DenseArray { elem, values, .. } => {
                let w = TypeView::new(self.ctx, *elem).int()?.0;
                Some(values.iter().map(|&v| sign_extend(v, w) as i64).collect())
            }
            _ => None,
        }
    }

    /// The elements of an integer `dense<...>` attribute as unsigned values of the element
    /// width (MLIR's `getLimitedValue`), a splat expanded to its element count.
    pub fn dense_int_values(&self) -> Option<Vec<i128>> {
        match self.kind() {
            AttrKind::DenseElements {
                ty,
                values,
                complex: false,
                ..
            } => {
                let t = TypeView::new(self.ctx, *ty);
                let n = t.shape()?.iter().product::<i64>().max(0) as usize;
                let vals: Vec<i128> = values.iter().map(|&v| v as i128).collect();
                if vals.len() == 1 && n != 1 {
                    Some(vec![vals[0]; n])
                } else {
                    Some(vals)
                }
            }
            _ => None,
        }
    }

    /// An `affine_map<...>`.
    pub fn is_affine_map(&self) -> bool {
        matches!(self.kind(), AttrKind::AffineMap(_))
    }

    /// An `affine_set<...>`.
    pub fn is_integer_set(&self) -> bool {
        matches!(self.kind(), AttrKind::IntegerSet(_))
    }

    /// A location.
    pub fn is_location(&self) -> bool {
        matches!(self.kind(), AttrKind::Location(_))
    }

    /// The text (without `#`) of a dialect attribute kept as text with no embedded
    /// references.
    pub fn dialect_attr_text(&self) -> Option<String> {
        match self.kind() {
            AttrKind::Opaque {
                pieces,
                refs,
                ty: None,
            } if refs.is_empty() => pieces.first().cloned(),
            _ => None,
        }
    }

    /// An attribute defined in `.td` (`AttrDef`) by `dialect`, with Rust name `name`.
    pub fn is_attr_def(&self, dialect: &str, name: &str) -> bool {
        matches!(self.kind(), AttrKind::Dialect(d) if d.def.0.dialect() == dialect && d.def.0.name() == name)
    }

    /// An attribute of dialect `dialect` kept as text (`#llvm.linkage<...>` for `llvm`).
    pub fn is_dialect_attr(&self, dialect: &str) -> bool {
        match self.kind() {
            AttrKind::Opaque { pieces, .. } => pieces[0]
                .strip_prefix(dialect)
                .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('<')),
            _ => false,
        }
    }
}

/// `bits` (the low `width` bits of a value) sign-extended.
fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}
