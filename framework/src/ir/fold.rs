//! Fold results and constants: MLIR's `OpFoldResult` (a value or a constant attribute),
//! and the constant a value holds when a `ConstantLike` op defines it (MLIR's
//! `m_Constant`, `m_ConstantInt` and `getConstantIntValue`).

use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::body::{Body, Value, ValueDef};
use crate::ir::context::{Attribute, Context};
use crate::ir::registry::{op_has_traits, OpTraits};
use crate::ir::types::TypeKind;

/// A value or a constant (MLIR's `OpFoldResult`): what a fold gives, and what an op
/// with mixed static and dynamic operands (a loop's bounds) holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFoldResult {
    /// A constant.
    Attribute(Attribute),
    /// An SSA value.
    Value(Value),
}

/// The constant `v` holds: the `value` attribute of the `ConstantLike` op defining it
/// (MLIR's `m_Constant`, which folds that op; a constant op's fold is its `value`).
pub fn constant_value(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let ValueDef::OpResult(def, _) = body.value_def(v) else {
        return None;
    };
    if !op_has_traits(ctx, body.op_name(def), OpTraits::CONSTANT_LIKE) {
        return None;
    }
    ctx.dictionary_get(body.attrs(def), "value")
}

/// The integer `v` holds, when it is a constant integer or index, or a splat of one (MLIR's
/// `m_ConstantInt`), sign-extended from its width (`-1` for all ones).
pub fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<i128> {
    attr_int(ctx, constant_value(ctx, body, v)?)
}

/// The integer an `OpFoldResult` holds: an integer attribute, or a constant integer value
/// (MLIR's `getConstantIntValue`).
pub fn constant_int_value(ctx: &Context, body: &Body, ofr: OpFoldResult) -> Option<i128> {
    match ofr {
        OpFoldResult::Attribute(a) => attr_int(ctx, a),
        OpFoldResult::Value(v) => constant_int(ctx, body, v),
    }
}

/// The integer of an integer attribute, or of a splat of integers, sign-extended.
fn attr_int(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_kind_ref(a) {
        AttrKind::Integer { value, ty } => {
            let width = match ctx.type_kind_ref(*ty) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            Some(sign_extend(*value as u128, width))
        }
        AttrKind::DenseElements {
            kind: kind @ (DenseElemKind::Int(..) | DenseElemKind::Index),
            complex: false,
            values,
            ..
        } if values.len() == 1 => Some(sign_extend(values[0], kind.width())),
        _ => None,
    }
}

/// The low `width` bits of `bits`, read as a two's-complement number.
fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::{parse_module, ParseOptions};
    use crate::ir::body::{WalkOrder, WalkResult};

    #[test]
    fn sign_extension() {
        assert_eq!(sign_extend(0xff, 8), -1);
        assert_eq!(sign_extend(0x7f, 8), 127);
        assert_eq!(sign_extend(5, 64), 5);
        assert_eq!(sign_extend(1, 1), -1);
    }

    #[test]
    fn constants_of_unregistered_ops_are_unknown() {
        // Without a registered `ConstantLike` op, no value is a constant.
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_module(
            &ctx,
            r#"%c = "test.constant"() {value = 3 : i32} : () -> i32"#,
            &ParseOptions::default(),
        )
        .expect("parses");
        let mut seen = 0;
        m.body.walk(m.op, WalkOrder::PreOrder, |b: &Body, op| {
            for &r in b.results(op) {
                seen += 1;
                assert_eq!(constant_int(&ctx, b, r), None);
            }
            WalkResult::Advance
        });
        assert_eq!(seen, 1);
        let three = ctx.integer_attr(3, ctx.int_type(32));
        assert_eq!(
            constant_int_value(&ctx, &m.body, OpFoldResult::Attribute(three)),
            Some(3)
        );
        let ones = ctx.integer_attr(0xffff_ffff, ctx.int_type(32));
        assert_eq!(
            constant_int_value(&ctx, &m.body, OpFoldResult::Attribute(ones)),
            Some(-1)
        );
    }
}
