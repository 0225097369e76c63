//! The `memref` dialect (`spec/dialects/memref.td`): the generated ops plus the result
//! names MLIR gives them (`%alloc`, `%cast`, ...) and the custom form of
//! `memref.alloca_scope`.

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
