//! Memref types and their strided layouts: the parts of a memref type, the strides and
//! offset its layout describes (MLIR's `getStridesAndOffset`), `strided<...>` layout
//! attributes, identity layouts and cast compatibility (MLIR's
//! `memref::CastOp::areCastCompatible`). Dynamic strides, offsets and sizes are
//! [`DYNAMIC`], as in shapes.

use crate::ir::affine::{AffineBinOp, AffineExpr};
use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::{TypeKind, DYNAMIC};

/// The parts of a ranked memref type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MemRefParts {
    /// Dimension sizes, [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: Type,
    /// Layout (affine map or `strided<...>`), `None` for the identity.
    pub layout: Option<Attribute>,
    /// Memory space, `None` for the default one.
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` when it is a ranked memref.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind_ref(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape: shape.clone(),
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// The memory space of a ranked or unranked memref: `Some(None)` for the default one,
/// `None` when `t` is not a memref.
pub fn memory_space(ctx: &Context, t: Type) -> Option<Option<Attribute>> {
    match ctx.type_kind_ref(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            Some(*memory_space)
        }
        _ => None,
    }
}

/// The ranked memref type with these parts.
pub fn memref_type(ctx: &Context, parts: MemRefParts) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: parts.shape,
        elem: parts.elem,
        layout: parts.layout,
        memory_space: parts.memory_space,
    })
}

/// `strided<[strides], offset: offset>` in MLIR's canonical text (the offset left out when
/// it is 0, `?` for [`DYNAMIC`]).
pub fn strided_layout_attr(ctx: &Context, strides: &[i64], offset: i64) -> Attribute {
    let show = |v: i64| {
        if v == DYNAMIC {
            "?".to_string()
        } else {
            v.to_string()
        }
    };
    let mut body = format!(
        "[{}]",
        strides
            .iter()
            .map(|&s| show(s))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if offset != 0 {
        body.push_str(", offset: ");
        body.push_str(&show(offset));
    }
    ctx.intern_attr(AttrKind::Verbatim {
        keyword: "strided".to_string(),
        body,
        ty: None,
    })
}

/// The strides and offset of a `strided<...>` layout attribute.
pub fn strided_layout_values(ctx: &Context, layout: Attribute) -> Option<(Vec<i64>, i64)> {
    let AttrKind::Verbatim { keyword, body, .. } = ctx.attr_kind_ref(layout) else {
        return None;
    };
    if keyword != "strided" {
        return None;
    }
    let value = |s: &str| -> Option<i64> {
        let s = s.trim();
        if s == "?" {
            Some(DYNAMIC)
        } else {
            s.parse().ok()
        }
    };
    let body = body.trim();
    let close = body.find(']')?;
    let list = body.get(1..close)?;
    let strides = if list.trim().is_empty() {
        Vec::new()
    } else {
        list.split(',').map(value).collect::<Option<Vec<_>>>()?
    };
    let rest = body[close + 1..].trim();
    let offset = match rest.strip_prefix(',') {
        Some(r) => value(r.trim().strip_prefix("offset:")?)?,
        None => 0,
    };
    Some((strides, offset))
}

/// The number of symbols of a layout's affine form: the map's symbols, or the dynamic
/// strides and offset of a `strided<...>` layout.
pub fn layout_num_symbols(ctx: &Context, layout: Attribute) -> usize {
    match ctx.attr_kind_ref(layout) {
        AttrKind::AffineMap(m) => m.num_symbols as usize,
        _ => strided_layout_values(ctx, layout).map_or(0, |(s, o)| {
            s.iter()
                .chain(std::iter::once(&o))
                .filter(|&&v| v == DYNAMIC)
                .count()
        }),
    }
}

/// Whether a layout is an identity affine map (with or without symbols): MLIR 16 prints a
/// memref without such a layout (a strided layout is printed even when it is the identity).
pub fn is_identity_affine_layout(ctx: &Context, layout: Attribute) -> bool {
    matches!(ctx.attr_kind_ref(layout), AttrKind::AffineMap(m) if m.is_identity())
}

/// Whether a layout is the identity (MLIR's `MemRefLayoutAttrInterface::isIdentity`):
/// none, or an affine map or strided layout whose map is `(d0, ...) -> (d0, ...)`.
pub fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(l) = layout else {
        return true;
    };
    match ctx.attr_kind_ref(l) {
        AttrKind::AffineMap(m) => m.is_identity(),
        _ => matches!(strided_layout_values(ctx, l), Some((s, 0)) if s == [1]),
    }
}

/// A stride or offset being extracted from an affine layout: a constant or unknown.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Sym {
    Known(i64),
    Dynamic,
}

impl Sym {
    fn add(self, o: Sym) -> Sym {
        match (self, o) {
            (Sym::Known(a), Sym::Known(b)) => Sym::Known(a.wrapping_add(b)),
            _ => Sym::Dynamic,
        }
    }
    fn mul(self, o: Sym) -> Sym {
        match (self, o) {
            (Sym::Known(a), Sym::Known(b)) => Sym::Known(a.wrapping_mul(b)),
            _ => Sym::Dynamic,
        }
    }
    fn value(self) -> i64 {
        match self {
            Sym::Known(v) => v,
            Sym::Dynamic => DYNAMIC,
        }
    }
}

/// The value of an expression free of dimensions.
fn symbolic_value(e: &AffineExpr) -> Sym {
    match e {
        AffineExpr::Constant(c) => Sym::Known(*c),
        _ => Sym::Dynamic,
    }
}

/// MLIR's `extractStrides`: adds what `e` (times `factor`) contributes to the strides and
/// the offset; fails on terms that are not linear in the dimensions.
fn extract_strides(e: &AffineExpr, factor: Sym, strides: &mut [Sym], offset: &mut Sym) -> bool {
    match e {
        AffineExpr::Dim(d) => match strides.get_mut(*d as usize) {
            Some(s) => {
                *s = s.add(factor);
                true
            }
            None => false,
        },
        AffineExpr::Constant(_) | AffineExpr::Symbol(_) => {
            *offset = offset.add(symbolic_value(e).mul(factor));
            true
        }
        AffineExpr::Binary(op, l, r) => match op {
            AffineBinOp::Add => {
                let a = extract_strides(l, factor, strides, offset);
                let b = extract_strides(r, factor, strides, offset);
                a && b
            }
            AffineBinOp::Mul => {
                if let AffineExpr::Dim(d) = **l {
                    return match strides.get_mut(d as usize) {
                        Some(s) => {
                            *s = s.add(symbolic_value(r).mul(factor));
                            true
                        }
                        None => false,
                    };
                }
                if l.is_symbolic_or_constant() {
                    extract_strides(r, factor.mul(symbolic_value(l)), strides, offset)
                } else {
                    extract_strides(l, factor.mul(symbolic_value(r)), strides, offset)
                }
            }
            _ => {
                if e.is_symbolic_or_constant() {
                    *offset = offset.add(Sym::Dynamic.mul(factor));
                    true
                } else {
                    false
                }
            }
        },
    }
}

/// The strides of the identity layout of `shape` (MLIR 16's canonical strided layout):
/// each the product of the sizes inside it, dynamic outside a dynamic or zero size (MLIR
/// 16 multiplies the running size only by sizes above zero).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut dynamic = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        out[i] = if dynamic { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            dynamic = true;
        }
    }
    out
}

/// The strides and offset of a ranked memref type's layout (MLIR's
/// `getStridesAndOffset`), `None` when the layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind_ref(t) else {
        return None;
    };
    let Some(layout) = *layout else {
        return Some((canonical_strides(shape), 0));
    };
    if let Some((s, o)) = strided_layout_values(ctx, layout) {
        return Some((s, o));
    }
    let AttrKind::AffineMap(m) = ctx.attr_kind_ref(layout) else {
        return None;
    };
    if m.is_identity() {
        return Some((canonical_strides(shape), 0));
    }
    if m.results.len() != 1 {
        return None;
    }
    let mut strides = vec![Sym::Known(0); shape.len()];
    let mut offset = Sym::Known(0);
    if !extract_strides(&m.results[0], Sym::Known(1), &mut strides, &mut offset) {
        return None;
    }
    if strides.contains(&Sym::Known(0)) {
        return None;
    }
    Some((
        strides.into_iter().map(Sym::value).collect(),
        offset.value(),
    ))
}

/// Whether a ranked memref type has a strided layout (MLIR's `isStrided`).
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// Whether a memref of type `a` may be cast to type `b` (MLIR's
/// `memref::CastOp::areCastCompatible`): same element type and memory space; between
/// ranked types the same rank, sizes and strided layouts that agree where both are
/// static; not from unranked to unranked.
pub fn is_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(pa), Some(pb)) => {
            if pa.elem != pb.elem {
                return false;
            }
            let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if pa.layout != pb.layout {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if sa.len() != sb.len() || !compatible(oa, ob) {
                    return false;
                }
                if sa.iter().zip(&sb).any(|(&x, &y)| !compatible(x, y)) {
                    return false;
                }
            }
            pa.memory_space == pb.memory_space
                && pa.shape.len() == pb.shape.len()
                && pa
                    .shape
                    .iter()
                    .zip(&pb.shape)
                    .all(|(&x, &y)| compatible(x, y))
        }
        _ => {
            let elem_and_space = |t: Type| match ctx.type_kind_ref(t) {
                TypeKind::MemRef {
                    elem, memory_space, ..
                }
                | TypeKind::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
                _ => None,
            };
            let unranked =
                |t: Type| matches!(ctx.type_kind_ref(t), TypeKind::UnrankedMemRef { .. });
            match (elem_and_space(a), elem_and_space(b)) {
                (Some(x), Some(y)) => !(unranked(a) && unranked(b)) && x == y,
                _ => false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::FloatKind;

    fn f32(ctx: &Context) -> Type {
        ctx.float_type(FloatKind::F32)
    }

    fn memref(ctx: &Context, shape: &[i64], layout: Option<Attribute>) -> Type {
        memref_type(
            ctx,
            MemRefParts {
                shape: shape.to_vec(),
                elem: f32(ctx),
                layout,
                memory_space: None,
            },
        )
    }

    fn map(ctx: &Context, body: &str) -> Option<Attribute> {
        let m = crate::asm::affine::parse_affine_map(body).unwrap();
        Some(ctx.intern_attr(AttrKind::AffineMap(m)))
    }

    #[test]
    fn strides_of_identity_strided_and_affine_layouts() {
        let ctx = Context::new();
        let t = memref(&ctx, &[8, 16, 4], None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![64, 4, 1], 0)));
        let t = memref(&ctx, &[DYNAMIC, DYNAMIC], None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![DYNAMIC, 1], 0)));
        // A zero size keeps its own stride and makes the ones outside it dynamic.
        let t = memref(&ctx, &[0, 4], None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![4, 1], 0)));
        let t = memref(&ctx, &[4, 0, 3], None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![DYNAMIC, 3, 1], 0)));
        let l = strided_layout_attr(&ctx, &[DYNAMIC, 2], 3);
        let t = memref(&ctx, &[4, 4], Some(l));
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![DYNAMIC, 2], 3)));
        let t = memref(
            &ctx,
            &[8, 8],
            map(&ctx, "(d0, d1)[s0] -> (d0 * 16 + d1 + 136)"),
        );
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![16, 1], 136)));
        let t = memref(
            &ctx,
            &[DYNAMIC, DYNAMIC],
            map(&ctx, "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)"),
        );
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        let t = memref(&ctx, &[9, 10], map(&ctx, "(d0, d1) -> (d0)"));
        assert_eq!(strides_and_offset(&ctx, t), None);
        let t = memref(&ctx, &[8], map(&ctx, "(d0) -> (d0 floordiv 8, d0 mod 8)"));
        assert_eq!(strides_and_offset(&ctx, t), None);
    }

    #[test]
    fn strided_attrs_round_trip_and_cast_compatibility() {
        let ctx = Context::new();
        let a = strided_layout_attr(&ctx, &[DYNAMIC, 1], DYNAMIC);
        assert_eq!(
            strided_layout_values(&ctx, a),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        assert_eq!(layout_num_symbols(&ctx, a), 2);
        let x = memref(
            &ctx,
            &[12, 4, 16],
            Some(strided_layout_attr(&ctx, &[64, 16, 1], 0)),
        );
        let y = memref(
            &ctx,
            &[12, 4, 16],
            Some(strided_layout_attr(&ctx, &[128, 32, 2], 0)),
        );
        let z = memref(
            &ctx,
            &[DYNAMIC, 4, 16],
            Some(strided_layout_attr(&ctx, &[DYNAMIC, 16, 1], DYNAMIC)),
        );
        assert!(!is_cast_compatible(&ctx, x, y));
        assert!(is_cast_compatible(&ctx, x, z));
        let u = ctx.intern_type(TypeKind::UnrankedMemRef {
            elem: f32(&ctx),
            memory_space: None,
        });
        let r = memref(&ctx, &[2, 5], None);
        assert!(!is_cast_compatible(&ctx, u, u));
        assert!(is_cast_compatible(&ctx, r, u));
        assert!(is_identity_layout(&ctx, None));
        assert!(is_identity_layout(
            &ctx,
            Some(strided_layout_attr(&ctx, &[1], 0))
        ));
        assert!(!is_identity_layout(
            &ctx,
            Some(strided_layout_attr(&ctx, &[4, 1], 0))
        ));
    }
}
