//! `test-data-layout-query` (MLIR 16's `TestDataLayoutQuery`, test/lib/Dialect/DLTI):
//! each `test.data_layout_query` op gets the layout of its result type in the data
//! layout around it.

use super::decls::TestDataLayoutQueryBase;
use strata_framework::interfaces::data_layout::{module_spec, DataLayout};
use strata_framework::ir::body::{Body, Op};
use strata_framework::ir::registry::op_error;
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::{Attribute, Context, Region};

/// `test-data-layout-query`, on `builtin.module`: every `test.data_layout_query` op
/// nested in it gets `alignment`, `bitsize`, `preferred` and `size` (its other attributes
/// replaced, as MLIR's `setAttrs` does), from the specs of the modules around it (the
/// pass's module first, when it has one: MLIR skips a top-level module without a spec).
#[derive(Clone, Default)]
pub(crate) struct TestDataLayoutQuery {
    base: TestDataLayoutQueryBase,
}

impl DeclaredPass for TestDataLayoutQuery {
    type Base = TestDataLayoutQueryBase;
    fn base(&self) -> &TestDataLayoutQueryBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestDataLayoutQueryBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut specs: Vec<Attribute> = Vec::new();
        if let Some((_, spec)) = module_spec(ctx, *run.op.attrs) {
            specs.push(spec);
        }
        let regions = run.op.regions.to_vec();
        if !annotate(ctx, run.op.body, &regions, &mut specs) {
            run.signal_pass_failure();
        }
    }
}

/// Annotates the query ops of `regions` (held in `body`) and of the ops nested in them,
/// `specs` being the specs around them, outermost first. False when a type has no
/// layout (the error is emitted on the op).
fn annotate(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    specs: &mut Vec<Attribute>,
) -> bool {
    let mut ok = true;
    let mut ops: Vec<Op> = Vec::new();
    for &r in regions {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            ops.extend(body.block_ops(b));
        }
    }
    let mut layout: Option<DataLayout<'_>> = None;
    for op in ops {
        let name = ctx.ident_ref(body.op_name(op));
        if name == "test.data_layout_query" {
            let layout = layout.get_or_insert_with(|| DataLayout::from_specs(ctx, specs));
            let Some(&res) = body.results(op).first() else {
                continue;
            };
            let ty = body.value_type(res);
            let query = || -> Result<Vec<(&str, u64)>, String> {
                Ok(vec![
                    ("size", layout.type_size(ty)?),
                    ("bitsize", layout.type_size_in_bits(ty)?),
                    ("alignment", layout.type_abi_alignment(ty)?),
                    ("preferred", layout.type_preferred_alignment(ty)?),
                ])
            };
            match query() {
                Ok(values) => {
                    let index = ctx.index_type();
                    let entries = values
                        .into_iter()
                        .map(|(n, v)| (ctx.ident(n), ctx.integer_attr(i128::from(v), index)))
                        .collect();
                    let attrs = ctx.dictionary_attr(entries);
                    body.set_attrs(op, attrs);
                }
                Err(message) => {
                    ctx.emit(op_error(ctx, body, op, &message));
                    ok = false;
                }
            }
            continue;
        }
        let is_module = name == "builtin.module";
        let pushed = is_module
            && match module_spec(ctx, body.attrs(op)) {
                Some((_, spec)) => {
                    specs.push(spec);
                    true
                }
                None => false,
            };
        if pushed {
            layout = None;
        }
        if body.is_isolated(op) {
            if let Some(inner) = body.nested_body_mut(op) {
                let roots: Vec<Region> = inner.root_regions().collect();
                ok &= annotate(ctx, inner, &roots, specs);
            }
        } else {
            let own = body.regions(op).to_vec();
            ok &= annotate(ctx, body, &own, specs);
        }
        if pushed {
            specs.pop();
            layout = None;
        }
    }
    ok
}
