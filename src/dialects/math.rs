//! The `math` dialect (`spec/dialects/math.td`): MLIR 16's math ops, all declarative.
//! The float ops carry arith's `fastmath` flags. The folds of the ops MLIR 16 folds are in
//! `math_fold.rs`; constants are materialized as `arith.constant`, as MLIR 16's
//! `MathDialect::materializeConstant` does.

include!(concat!(env!("OUT_DIR"), "/math_ops.rs"));

/// `math`'s inliner interface (MLIR's `MathInlinerInterface`): its ops may be inlined anywhere.
struct MathInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for MathInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
}

#[path = "math_fold.rs"]
mod fold;

/// Registers the dialect's dialect interfaces (its inliner interface and constant
/// materializer, `arith`'s). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "math",
        Box::new(MathInliner),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "math",
        Box::new(crate::dialects::arith::ArithConstants),
    );
}
