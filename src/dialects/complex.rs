//! The `complex` dialect (`spec/dialects/complex.td`): MLIR 16's complex ops, generated,
//! plus what the spec asks to be hand-written: `complex.constant`'s verifier and result
//! name, and its fold (a constant folds to its value).

include!(concat!(env!("OUT_DIR"), "/complex_ops.rs"));

use strata_framework::ir::fold::Folded;
use strata_framework::ods::{AttrView, HasAsmResultNames, HasFolder, HasVerifier, TypeView};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type};

/// A type as diagnostics quote it (without the quotes).
fn type_text(ctx: &Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

impl HasAsmResultNames for ConstantOp<'_> {
    /// `%cst`, as every constant of a type other than integers and `index`.
    fn asm_result_names(&self) -> Vec<(usize, String)> {
        vec![(0, "cst".to_string())]
    }
}

impl HasFolder for ConstantOp<'_> {
    /// A constant folds to its `[re, im]` array.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        Folded::attr_or_no(self.0.attr("value"))
    }
}

impl HasVerifier for ConstantOp<'_> {
    /// `value` is two float attributes of the result's element type.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some(value), Some(&r)) = (op.attr("value"), op.results().first()) else {
            return Ok(());
        };
        let parts = AttrView::new(ctx, value)
            .array_elements()
            .unwrap_or_default();
        if parts.len() != 2 {
            return Err(op.op_error(
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        }
        if !parts.iter().all(|p| p.is_float()) {
            return Err(op.op_error("requires attribute's elements to be float attributes"));
        }
        let elem = TypeView::new(ctx, op.value_type(r)).element_type().ty;
        let re = ctx.typed_attr_type(parts[0].attr);
        let im = ctx.typed_attr_type(parts[1].attr);
        if let (Some(re), Some(im)) = (re, im) {
            if re != elem || im != elem {
                return Err(op.op_error(format!(
                    "requires attribute's element types ('{}', '{}') to match the element type of \
                     the op's return type ('{}')",
                    type_text(ctx, re),
                    type_text(ctx, im),
                    type_text(ctx, elem)
                )));
            }
        }
        Ok(())
    }
}
