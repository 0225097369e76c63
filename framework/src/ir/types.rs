//! Builtin types. Each is a [`TypeKind`] uniqued in the [`crate::Context`] behind a
//! [`crate::Type`] handle; the textual syntax is MLIR's (see `asm::print`).

use crate::ir::context::{Attribute, Context, Type};

/// The sentinel for a dynamic dimension (`?`), as in MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `bf16`.
    BF16,
    /// `f16`.
    F16,
    /// `tf32`.
    TF32,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `f80` (x87 extended).
    F80,
    /// `f128` (IEEE quad).
    F128,
    /// `f8E5M2`.
    F8E5M2,
    /// `f8E4M3FN`.
    F8E4M3FN,
}

impl FloatKind {
    /// The keyword of this format.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3FN => "f8E4M3FN",
        }
    }

    /// The format named by a keyword.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        Some(match s {
            "bf16" => FloatKind::BF16,
            "f16" => FloatKind::F16,
            "tf32" => FloatKind::TF32,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f80" => FloatKind::F80,
            "f128" => FloatKind::F128,
            "f8E5M2" => FloatKind::F8E5M2,
            "f8E4M3FN" => FloatKind::F8E4M3FN,
            _ => return None,
        })
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::F8E5M2 | FloatKind::F8E4M3FN => 8,
        }
    }
}

/// The widest integer type (MLIR's `IntegerType::kMaxWidth`, 2^24 - 1 bits).
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// The structure of a builtin type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A floating-point type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T, ...>`.
    Tuple(Vec<Type>),
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<[4]x8xf32>`.
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Which dimensions are scalable (same length as `shape`).
        scalable: Vec<bool>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<?x4xf32, #enc>`.
    RankedTensor {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: Type,
    },
    /// `memref<4x?xf32, layout, space>`.
    MemRef {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Layout (affine map or `strided<...>`), if not the identity.
        layout: Option<Attribute>,
        /// Memory space, if not the default.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space, if not the default.
        memory_space: Option<Attribute>,
    },
    /// A dialect type kept as text: the text after `!` (e.g. `llvm.ptr<i32>`), split around
    /// the types and attributes referenced inside its body:
    /// `pieces[0] refs[0] pieces[1] ... pieces[n]`.
    Opaque {
        /// The text around the embedded references (`refs.len() + 1` pieces).
        pieces: Vec<String>,
        /// Types and attributes referenced inside the body.
        refs: Vec<crate::ir::context::TypeOrAttr>,
    },
    /// A type defined in `.td` (`TypeDef`) of a registered dialect: its def and parameter
    /// values (see [`crate::ir::dialect_data`]).
    Dialect(crate::ir::dialect_data::DialectData),
}

impl TypeKind {
    /// A signless integer type of `width` bits.
    pub fn integer(width: u32) -> TypeKind {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }
}

impl Context {
    /// The signless integer type `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        if width == 1 {
            return *self
                .i1_type
                .get_or_init(|| self.intern_type(TypeKind::integer(1)));
        }
        let slot = match width {
            8 => 0,
            16 => 1,
            32 => 2,
            64 => 3,
            _ => return self.intern_type(TypeKind::integer(width)),
        };
        *self.byte_int_types[slot].get_or_init(|| self.intern_type(TypeKind::integer(width)))
    }

    /// The `index` type.
    #[inline]
    pub fn index_type(&self) -> Type {
        *self
            .index_type
            .get_or_init(|| self.intern_type(TypeKind::Index))
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// A fixed-size vector type `vector<shape x elem>`.
    pub fn vector_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::Vector {
            shape: shape.to_vec(),
            scalable: vec![false; shape.len()],
            elem,
        })
    }

    /// A ranked tensor type `tensor<shape x elem>` without encoding.
    pub fn ranked_tensor_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape: shape.to_vec(),
            elem,
            encoding: None,
        })
    }

    /// The `none` type.
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeKind::None)
    }

    /// A function type.
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }

    /// If `t` is an integer type: its width and signedness.
    pub fn as_integer_type(&self, t: Type) -> Option<(u32, Signedness)> {
        match *self.type_kind_ref(t) {
            TypeKind::Integer { width, signedness } => Some((width, signedness)),
            _ => None,
        }
    }

    /// If `t` is a float type: its format.
    pub fn as_float_type(&self, t: Type) -> Option<FloatKind> {
        match *self.type_kind_ref(t) {
            TypeKind::Float(k) => Some(k),
            _ => None,
        }
    }

    /// If `t` is a function type: its inputs and results, borrowed (no allocation).
    pub fn function_type_parts(&self, t: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind_ref(t) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// If `t` is a function type: its inputs and results.
    pub fn as_function_type(&self, t: Type) -> Option<(Vec<Type>, Vec<Type>)> {
        match self.type_kind_ref(t) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_uniqued_by_structure() {
        let ctx = Context::new();
        let i32t = ctx.int_type(32);
        assert_eq!(i32t, ctx.int_type(32));
        let f = ctx.function_type(vec![i32t], vec![ctx.index_type()]);
        assert_eq!(
            f,
            ctx.function_type(vec![ctx.int_type(32)], vec![ctx.index_type()])
        );
        assert_ne!(f, ctx.function_type(vec![], vec![ctx.index_type()]));
        assert_eq!(ctx.as_integer_type(i32t), Some((32, Signedness::Signless)));
        assert_eq!(
            FloatKind::from_keyword("bf16").map(FloatKind::keyword),
            Some("bf16")
        );
    }
}
