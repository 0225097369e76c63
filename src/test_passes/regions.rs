//! The test passes of the utilities that move code between regions: the control-flow
//! sink (`test-control-flow-sink`, MLIR's `TestControlFlowSinkPass`) and region inlining
//! (`test-inline`, MLIR's `Inliner` of `TestInlining.cpp`).

use strata_framework::ir::body::{Body, Op, Region, Rewriter, ValueDef};
use strata_framework::ir::context::{Context, Identifier};
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::transforms::control_flow_sink::{move_to_region_start, sink_into_region};
use strata_framework::transforms::inliner::{inline_region, InlinerInterfaces};
use strata_framework::transforms::walk::post_order;

use super::decls::{TestControlFlowSinkPassBase, TestInlinerPassBase};
use crate::dialects::func::CallIndirectOp;
use crate::dialects::test::FunctionalRegionOp;

/// `test-control-flow-sink`: into the first region of each `test.sink_target` op, sinks
/// the `test.sink_me` ops used only there, each marked `was_sunk` with the region's number
/// (0), on `func.func`.
#[derive(Clone, Default)]
pub(crate) struct TestControlFlowSinkPass {
    base: TestControlFlowSinkPassBase,
}

impl DeclaredPass for TestControlFlowSinkPass {
    type Base = TestControlFlowSinkPassBase;
    fn base(&self) -> &TestControlFlowSinkPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestControlFlowSinkPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        sink_into_targets(run.ctx, run.op.body, run.op.regions);
    }
}

/// [`TestControlFlowSinkPass`]'s work on `regions` of `body` and the arenas nested in them,
/// the ops in post-order.
fn sink_into_targets(ctx: &Context, body: &mut Body, regions: &[Region]) {
    let (ops, isolated) = post_order(body, regions);
    let target = ctx.ident("test.sink_target");
    let sink_me = ctx.ident("test.sink_me");
    let was_sunk = ctx.ident("was_sunk");
    for op in ops {
        if body.op_name(op) != target {
            continue;
        }
        let target_regions = body.regions(op).to_vec();
        for (number, region) in target_regions.into_iter().enumerate() {
            sink_into_region(
                body,
                region,
                |body, op| number == 0 && body.op_name(op) == sink_me,
                |body, op| {
                    move_to_region_start(body, op, region);
                    let value = ctx.integer_attr(number as i128, ctx.int_type(32));
                    let mut attrs = ctx.dictionary_entries(body.attrs(op));
                    attrs.retain(|(name, _)| *name != was_sunk);
                    attrs.push((was_sunk, value));
                    body.set_attrs(op, ctx.dictionary_attr(attrs));
                },
            );
        }
    }
    for op in isolated {
        let nested = body
            .nested_body_mut(op)
            .expect("an isolated op owns its arena");
        let roots: Vec<Region> = nested.root_regions().collect();
        sink_into_targets(ctx, nested, &roots);
    }
}

/// `test-inline`: inlines the region of each `test.functional_region_op` into the
/// `func.call_indirect` ops calling it, moving the region when the call is its only use
/// and copying it otherwise; the call is erased, and the `test.functional_region_op` once
/// unused. On `func.func`.
#[derive(Clone, Default)]
pub(crate) struct TestInlinerPass {
    base: TestInlinerPassBase,
}

impl DeclaredPass for TestInlinerPass {
    type Base = TestInlinerPassBase;
    fn base(&self) -> &TestInlinerPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestInlinerPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let interfaces = InlinerInterfaces::new(run.ctx);
        inline_calls(
            run.ctx,
            &interfaces,
            run.op.body,
            run.op.name,
            run.op.regions,
        );
    }
}

/// [`TestInlinerPass`]'s work on `regions` of `body` (owned by an op named `owner_name`)
/// and the arenas nested in them: the calls are collected in post-order, then inlined in
/// turn.
fn inline_calls(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    body: &mut Body,
    owner_name: Identifier,
    regions: &[Region],
) {
    let (ops, isolated) = post_order(body, regions);
    let call_indirect = ctx.ident(CallIndirectOp::NAME);
    let functional_region = ctx.ident(FunctionalRegionOp::NAME);
    let callers: Vec<Op> = ops
        .into_iter()
        .filter(|&op| body.op_name(op) == call_indirect)
        .collect();
    for caller in callers {
        let fn_value = body.operand(caller, 0);
        let ValueDef::OpResult(callee, _) = body.value_def(fn_value) else {
            continue;
        };
        if body.op_name(callee) != functional_region {
            continue;
        }
        let src = body.regions(callee)[0];
        let operands: Vec<_> = body.operands(caller).skip(1).collect();
        let results = body.results(caller).to_vec();
        let loc = body.loc(caller);
        let clone = !body.has_one_use(fn_value);
        let inlined = inline_region(
            ctx, interfaces, body, owner_name, src, caller, &operands, &results, loc, clone,
        );
        if inlined.is_err() {
            continue;
        }
        let mut rw = Rewriter::new(body);
        rw.erase_op(caller)
            .expect("the inlined code replaced the call's results");
        if rw.body().use_empty(fn_value) {
            rw.erase_op(callee)
                .expect("an unused functional region op can be erased");
        }
    }
    for op in isolated {
        let name = body.op_name(op);
        let nested = body
            .nested_body_mut(op)
            .expect("an isolated op owns its arena");
        let roots: Vec<Region> = nested.root_regions().collect();
        inline_calls(ctx, interfaces, nested, name, &roots);
    }
}
