//! Fold results and constants: MLIR's `OpFoldResult` (a value or a constant attribute),
//! what an op's `fold` hook gives ([`Folded`]), how a dialect turns a folded constant back
//! into an op ([`ConstantMaterializer`]), and the constant a value holds when a
//! `ConstantLike` op defines it (MLIR's `m_Constant`, `m_ConstantInt` and
//! `getConstantIntValue`).
//!
//! A fold sees the op read-only ([`OpRef`]) and the constants of its operands (`None` for
//! an operand no constant op defines). It answers with the values or constants replacing
//! the op's results, or with a change of the op in place ([`InPlaceFold`]), which the
//! caller makes (through its rewriter, so listeners see it).

use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::body::{Body, Op, OperationState, Value, ValueDef};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::registry::{op_has_traits, OpInfo, OpRef, OpTraits};
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

/// A change of an op in place, which a fold asks for (MLIR's fold returning the op's own
/// result, or success without results): the fields given replace the op's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InPlaceFold {
    /// The new operands.
    pub operands: Option<Vec<Value>>,
    /// The new attribute dictionary.
    pub attrs: Option<Attribute>,
    /// Two regions of the op (by index) whose blocks trade places (MLIR's folds splicing
    /// blocks from one region to another).
    pub swap_regions: Option<(usize, usize)>,
}

/// What folding an op gave (MLIR's `LogicalResult` with the `OpFoldResult`s of
/// `Operation::fold`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Folded {
    /// The op did not fold.
    #[default]
    No,
    /// The op folded in place: it stays, changed as said.
    InPlace(InPlaceFold),
    /// The op folded to these, one per result: each result is replaced by the value, or by
    /// a constant op of the attribute, which the op's dialect materializes.
    Results(Vec<OpFoldResult>),
}

impl Folded {
    /// The single result folded to the value `v`.
    pub fn value(v: Value) -> Folded {
        Folded::Results(vec![OpFoldResult::Value(v)])
    }

    /// The single result folded to the constant `a`.
    pub fn attr(a: Attribute) -> Folded {
        Folded::Results(vec![OpFoldResult::Attribute(a)])
    }

    /// The single result folded to the constant `a`, when there is one.
    pub fn attr_or_no(a: Option<Attribute>) -> Folded {
        a.map_or(Folded::No, Folded::attr)
    }

    /// Whether the op folded.
    pub fn is_folded(&self) -> bool {
        !matches!(self, Folded::No)
    }
}

/// Builds the op of a dialect holding a constant (MLIR's `Dialect::materializeConstant`):
/// registered per dialect with [`Context::add_dialect_interface`] as
/// `dyn ConstantMaterializer`. Folders ask the dialect of the op they folded to turn a
/// folded attribute into an op; the op built must be `ConstantLike`.
pub trait ConstantMaterializer: Send + Sync {
    /// The state of an op of the dialect yielding `value` as a value of type `ty`, or
    /// `None` when the dialect has no such op.
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState>;
}

/// The dialect namespace of an op name (`arith` of `arith.addi`; the whole name when it has
/// no dot).
pub fn dialect_namespace(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

/// The state of a constant op of dialect `dialect` yielding `value` as type `ty`, if the
/// dialect materializes constants (MLIR's `Dialect::materializeConstant`).
pub fn materialize_constant(
    ctx: &Context,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OperationState> {
    ctx.dialect_interface::<dyn ConstantMaterializer>(dialect)?
        .materialize_constant(ctx, value, ty, loc)
}

/// The constants of the operands of `op`: for each, the constant attribute of the
/// `ConstantLike` op defining it, if any (the `operands` of a fold).
pub fn operand_constants(ctx: &Context, body: &Body, op: Op) -> Vec<Option<Attribute>> {
    body.operands(op)
        .map(|v| constant_value(ctx, body, v))
        .collect()
}

/// Folds `op` by its registered fold hook (MLIR's `Operation::fold`), given the constants
/// of its operands; `Folded::No` for an op without one. A fold giving a number of results
/// other than the op's is not trusted (`Folded::No`).
pub fn fold_op(ctx: &Context, body: &Body, op: Op, operands: &[Option<Attribute>]) -> Folded {
    fold_op_with(ctx, ctx.op_info_of(body.op_name(op)), body, op, operands)
}

/// [`fold_op`] given the op's registration (`None` for an unregistered op).
pub fn fold_op_with(
    ctx: &Context,
    info: Option<&OpInfo>,
    body: &Body,
    op: Op,
    operands: &[Option<Attribute>],
) -> Folded {
    let Some(hook) = info.and_then(|i| i.fold) else {
        return Folded::No;
    };
    match hook(&OpRef::new(ctx, body, op), operands) {
        Folded::Results(r) if r.len() != body.results(op).len() => Folded::No,
        folded => folded,
    }
}

/// The constant `v` holds: what the `ConstantLike` op defining it folds to (MLIR's
/// `m_Constant`). Most constant ops hold it as their `value` attribute, which is read
/// without running the fold; others (a dialect's constant with a differently named
/// attribute) are folded.
pub fn constant_value(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let ValueDef::OpResult(def, _) = body.value_def(v) else {
        return None;
    };
    if !op_has_traits(ctx, body.op_name(def), OpTraits::CONSTANT_LIKE) {
        return None;
    }
    if let Some(value) = ctx.dictionary_get_ident(body.attrs(def), ctx.value_ident()) {
        return Some(value);
    }
    let operands = vec![None; body.operands(def).len()];
    match fold_op(ctx, body, def, &operands) {
        Folded::Results(r) => match r.as_slice() {
            [OpFoldResult::Attribute(a)] => Some(*a),
            _ => None,
        },
        _ => None,
    }
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
