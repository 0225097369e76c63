//! `toy-shape-inference` (chapter 4 of the tutorial, MLIR's `ShapeInferencePass`): on a
//! `toy.func`, once calls are inlined, the ops whose results are not ranked tensors
//! (`tensor<*xf64>`) get their shapes from their operands' through the `ShapeInference`
//! op interface (`spec/toy/ShapeInferenceInterface.td`, implemented by `constant`, `add`,
//! `mul`, `transpose` and `cast` in `dialect.rs`).
//!
//! The ops to infer are kept in a worklist, in the function's order. Repeatedly the first
//! one whose operands are all ranked tensors is taken and asked to infer its result's
//! type; an op ready without the interface fails the pass with `unable to infer shape of
//! operation without shape inference interface`. When no op of the worklist is ready, the
//! pass fails with MLIR's `Shape inference failed, N operations couldn't be inferred` at
//! the function. Then, as MLIR's pass does not, it checks that the operands of each
//! `toy.add` and `toy.mul` have the same shape ([`elementwise_shape_error`]): a mismatch
//! fails the pass at the op, where the lowering would read out of bounds.
//!
//! The pass is declared in `spec/toy/Passes.td` ([`ShapeInferencePassBase`], generated):
//! its argument, name, summary and anchor come from there.

use crate::dialect::elementwise_shape_error;
use crate::dialect::interfaces::ShapeInferenceRef;
use crate::passes::ShapeInferencePassBase;
use strata_framework::ir::body::{Body, Op};
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::ods::TypeView;
use strata_framework::pass::{DeclaredPass, Pass, PassRegistry, PassRun};
use strata_framework::transforms::walk::post_order;
use strata_framework::Context;

/// The pass: see the module documentation. It runs on `toy.func`.
#[derive(Clone, Default)]
pub struct ShapeInferencePass {
    base: ShapeInferencePassBase,
}

/// A new `toy-shape-inference` pass (MLIR's `createShapeInferencePass`).
pub fn create_shape_inference_pass() -> Box<dyn Pass> {
    Box::<ShapeInferencePass>::default()
}

/// Whether `op` has a result that is not a ranked tensor (MLIR's `returnsDynamicShape`).
fn returns_dynamic_shape(ctx: &Context, body: &Body, op: Op) -> bool {
    body.results(op)
        .iter()
        .any(|&r| !TypeView::new(ctx, body.value_type(r)).is_ranked_tensor())
}

/// Whether every operand of `op` is a ranked tensor (MLIR's `allOperandsInferred`).
fn all_operands_inferred(ctx: &Context, body: &Body, op: Op) -> bool {
    body.operands(op)
        .all(|v| TypeView::new(ctx, body.value_type(v)).is_ranked_tensor())
}

impl DeclaredPass for ShapeInferencePass {
    type Base = ShapeInferencePassBase;
    fn base(&self) -> &ShapeInferencePassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ShapeInferencePassBase {
        &mut self.base
    }

    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let regions = run.op.regions.to_vec();
        let mut worklist: Vec<Op> = {
            let body = &*run.op.body;
            let (ops, _) = post_order(body, &regions);
            ops.into_iter()
                .filter(|&op| returns_dynamic_shape(ctx, body, op))
                .collect()
        };
        loop {
            let body = &mut *run.op.body;
            let Some(i) = worklist
                .iter()
                .position(|&op| all_operands_inferred(ctx, body, op))
            else {
                break;
            };
            let op = worklist.remove(i);
            let model = ShapeInferenceRef::get(OpRef::new(ctx, body, op)).map(|s| s.model());
            match model {
                Some(model) => (model.infer_shapes)(ctx, body, op),
                None => {
                    let d = op_error(
                        ctx,
                        body,
                        op,
                        "unable to infer shape of operation without shape inference interface",
                    );
                    ctx.emit(d);
                    run.signal_pass_failure();
                    return;
                }
            }
        }
        if !worklist.is_empty() {
            let d = run.error(&format!(
                "Shape inference failed, {} operations couldn't be inferred\n",
                worklist.len()
            ));
            ctx.emit(d);
            run.signal_pass_failure();
            return;
        }
        // Strata: the element-wise ops' operands now have their shapes; a mismatch is an
        // error here, before a lowering turns it into out-of-bounds reads.
        let body = &*run.op.body;
        let (ops, _) = post_order(body, &regions);
        for op in ops {
            if let Some(d) = elementwise_shape_error(&OpRef::new(ctx, body, op)) {
                ctx.emit(d);
                run.signal_pass_failure();
                return;
            }
        }
    }
}

/// Registers `toy-shape-inference` in `registry` (for `toy-opt` and the `toyc-chN`), as
/// `spec/toy/Passes.td` declares it.
pub fn register(registry: &mut PassRegistry) {
    crate::passes::register(registry);
}
