//! The `memref` dialect (`spec/dialects/memref.td`): the generated ops plus the result
//! names MLIR gives them (`%alloc`, `%cast`, ...), the custom form of
//! `memref.alloca_scope`, and the `custom<...>` directives of its formats.

include!(concat!(env!("OUT_DIR"), "/memref_ops.rs"));

use strata_framework::asm::custom::{OpParser, OpPrinter};
use strata_framework::diag::Diagnostic;
use strata_framework::ods::{HasAsmResultNames, HasCustomAssemblyFormat};
use strata_framework::{Type, Value};

macro_rules! result_named {
    ($($op:ident => $name:literal),* $(,)?) => {$(
        impl HasAsmResultNames for $op<'_> {
            fn asm_result_names(&self) -> Vec<(usize, String)> {
                vec![(0, $name.to_string())]
            }
        }
    )*};
}

result_named!(
    AllocOp => "alloc",
    AllocaOp => "alloca",
    CastOp => "cast",
    DimOp => "dim",
    ExtractAlignedPointerAsIndexOp => "intptr",
    ReinterpretCastOp => "reinterpret_cast",
    ReshapeOp => "reshape",
    ExpandShapeOp => "expand_shape",
    CollapseShapeOp => "collapse_shape",
    SubViewOp => "subview",
    TransposeOp => "transpose",
    ViewOp => "view",
);

impl HasAsmResultNames for ExtractStridedMetadataOp<'_> {
    /// `%base_buffer, %offset, %sizes:N, %strides:N`: the spec's result names.
    fn asm_result_names(&self) -> Vec<(usize, String)> {
        strata_framework::ods::spec_result_names(Self::spec(), &self.0)
    }
}

/// `memref.alloca_scope [-> (types)] { ... } [attr-dict]`; MLIR prints two spaces after
/// the name.
impl HasCustomAssemblyFormat for AllocaScopeOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let r = p.parse_region(&[])?;
        p.ensure_terminator(r, "memref.alloca_scope.return");
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let results: Vec<Value> = op.results().to_vec();
        p.write(" ");
        let terminators = !results.is_empty();
        if terminators {
            p.write(" -> (");
            let tys: Vec<Type> = results.iter().map(|&v| op.value_type(v)).collect();
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(op.regions()[0], false, terminators, false);
        p.print_optional_attr_dict(&[]);
    }
}

/// The `custom<...>` directives of the memref formats.
pub mod directives {
    pub use strata_framework::ods::directives::DynamicIndexList;

    use strata_framework::asm::custom::{OpParser, OpPrinter, Punct};
    use strata_framework::diag::Diagnostic;
    use strata_framework::ods::format::{CustomDirective, CustomParse, CustomPrint};
    use strata_framework::ods::{AttrView, TypeView};

    /// `memref<...>`, then ` = uninitialized` or ` = dense<...>` (the value typed as the
    /// memref's tensor) when the global is not external: args `$type`, `$initial_value`.
    #[allow(non_upper_case_globals)]
    pub static GlobalMemrefOpTypeAndInitialValue: CustomDirective = CustomDirective {
        parse: parse_global_type_and_value,
        print: print_global_type_and_value,
    };

    fn parse_global_type_and_value(
        p: &mut OpParser<'_, '_>,
        args: &mut CustomParse<'_>,
    ) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let ty = p.parse_type()?;
        let view = TypeView::new(ctx, ty);
        if !(view.is_ranked_memref() && view.has_static_shape()) {
            let shown = strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }
                .type_to_string(ty);
            return Err(p.error_at(
                p.name_pos(),
                format!("type should be static shaped memref, but got {shown}"),
            ));
        }
        args.set_attr(p, 0, ctx.type_attr(ty));
        if !p.parse_optional(Punct::Equal) {
            return Ok(());
        }
        if p.parse_optional_keyword("uninitialized") {
            args.set_attr(p, 1, ctx.unit_attr());
            return Ok(());
        }
        let value = p.parse_attribute_of_type(view.memref_to_tensor())?;
        if !AttrView::new(ctx, value).is_elements() {
            return Err(p.error_at(
                p.name_pos(),
                "initial value should be a unit or elements attribute",
            ));
        }
        args.set_attr(p, 1, value);
        Ok(())
    }

    fn print_global_type_and_value(p: &mut OpPrinter<'_, '_>, args: &CustomPrint<'_>) {
        if let Some(t) = args
            .attr(0)
            .and_then(|a| AttrView::new(args.ctx(), a).type_value())
        {
            p.print_type(t.ty);
        }
        if let Some(v) = args.attr(1) {
            p.write(" = ");
            if AttrView::new(args.ctx(), v).is_unit() {
                p.write("uninitialized");
            } else {
                p.print_attribute_without_type(v);
            }
        }
    }
}
