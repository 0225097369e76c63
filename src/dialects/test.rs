//! MLIR's `test` dialect (`spec/dialects/test.td`, its ops grouped in
//! `spec/dialects/test/`): the ops MLIR's own tests of its passes are written with, so
//! Strata runs those tests unchanged. `strata-opt` loads it, as mlir-opt 16 does, and like
//! MLIR's it accepts operations it does not define.

include!(concat!(env!("OUT_DIR"), "/test_ops.rs"));

mod branches;
mod canonicalize;
mod inlining;
mod loops;
mod region_branch;

/// Registers the dialect's ops, its constant materializer, its attribute checks, its own canonicalization
/// pattern and its inliner interface, letting it hold ops it does
/// not define (MLIR's `allowUnknownOperations`, which its `test` dialect asks for).
pub fn register_dialect(ctx: &Context) {
    register(ctx);
    ctx.allow_unknown_operations("test");
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "test",
        Box::new(TestConstants),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::verify::DialectAttrVerifier>(
        "test",
        Box::new(TestAttrVerifier),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::rewrite::DialectCanonicalizer>(
        "test",
        Box::new(canonicalize::TestDialectCanonicalizer),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "test",
        Box::new(inlining::TestInliner),
    );
}

impl strata_framework::ods::HasFolder for ConstantOp<'_> {
    /// A constant folds to its attribute.
    fn fold(&self, _: &[Option<Attribute>]) -> strata_framework::ir::fold::Folded {
        strata_framework::ir::fold::Folded::attr_or_no(self.value_attr())
    }
}

/// The dialect's constant materializer (MLIR's `TestDialect::materializeConstant`): a
/// `test.constant` of any attribute.
struct TestConstants;

impl strata_framework::ir::fold::ConstantMaterializer for TestConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        Some(ConstantOp::build(ctx, loc, ty, value))
    }
}

pub mod patterns;

/// MLIR's `TestDialect::verifyOperationAttribute`, `verifyRegionArgAttribute` and
/// `verifyRegionResultAttribute`: `test.invalid_attr` is rejected wherever it is.
struct TestAttrVerifier;

impl TestAttrVerifier {
    fn check(op: &strata_framework::ir::registry::OpRef<'_>, name: &str) -> Result<(), Diagnostic> {
        if name == "test.invalid_attr" {
            return Err(op.error("invalid to use 'test.invalid_attr'"));
        }
        Ok(())
    }
}

impl strata_framework::verify::DialectAttrVerifier for TestAttrVerifier {
    fn verify_operation_attribute(
        &self,
        op: &strata_framework::ir::registry::OpRef<'_>,
        name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Self::check(op, name)
    }

    fn verify_region_arg_attribute(
        &self,
        op: &strata_framework::ir::registry::OpRef<'_>,
        _region: usize,
        _arg: usize,
        name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Self::check(op, name)
    }

    fn verify_region_result_attribute(
        &self,
        op: &strata_framework::ir::registry::OpRef<'_>,
        _region: usize,
        _result: usize,
        name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Self::check(op, name)
    }
}
