//! The Toy dialect's inliner interface (chapter 4 of the tutorial, MLIR's
//! `ToyInlinerInterface`): every `toy.generic_call` may be replaced by its callee's body,
//! and every Toy op and region may be inlined. An inlined `toy.return` gives the call's
//! results; where the call's operand or result types differ from the callee's (a call of
//! `tensor<2x3xf64>` to a function of `tensor<*xf64>`), a `toy.cast` converts between them.
//!
//! `toy.generic_call` is a `CallOpInterface` and `toy.func` a `CallableOpInterface`
//! (`spec/toy/Ops.td`, their methods in `dialect.rs`), which is how the `inline` pass finds
//! the calls and their callees.

use crate::dialect::{CastOp, ReturnOp};
use strata_framework::ir::body::{Body, IrMapping, Op, Rewriter, Value};
use strata_framework::ir::registry::OpRef;
use strata_framework::transforms::inliner::{DialectInlinerInterface, RegionRef};
use strata_framework::{Attribute, Context, Type};

/// The interface, registered for the `toy` dialect by [`register`].
struct ToyInliner;

impl DialectInlinerInterface for ToyInliner {
    /// All calls of Toy can be inlined.
    fn is_legal_to_inline_call(&self, _: &OpRef<'_>, _: &OpRef<'_>, _: bool) -> bool {
        true
    }

    /// All Toy functions can be inlined into.
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &RegionRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    /// All Toy ops can be inlined.
    fn is_legal_to_inline_op(
        &self,
        _: &OpRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    /// A `toy.cast` of `input` to `ty`.
    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        rw: &mut Rewriter<'_>,
        input: Value,
        ty: Type,
        loc: Attribute,
    ) -> Option<Op> {
        Some(rw.create(CastOp::build(ctx, loc, input, ty)))
    }

    /// The operands of the inlined `toy.return` replace the call's results (a Toy
    /// function has one block: the terminator is never a branch).
    fn handle_terminator_values(&self, ctx: &Context, body: &mut Body, op: Op, values: &[Value]) {
        if ctx.ident_ref(body.op_name(op)) != ReturnOp::NAME {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let mut rw = Rewriter::new(body);
        for (&v, &r) in values.iter().zip(&operands) {
            rw.replace_all_uses_with(v, r);
        }
    }
}

/// Registers the inliner interface of the `toy` dialect in `ctx` (a second call keeps the
/// first registration).
pub fn register(ctx: &Context) {
    let _ = ctx.add_dialect_interface::<dyn DialectInlinerInterface>("toy", Box::new(ToyInliner));
}
