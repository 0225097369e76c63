//! MLIR 16's checks of a function definition's argument attributes when it is translated
//! (`ModuleTranslation::convertOneFunction`): the attributes LLVM attaches to pointers
//! only on pointer arguments (and the type of `sret`, `byval`, `byref` and `inalloca`
//! the element type of a typed pointer), `signext` and `zeroext` on integers only.

use strata::dialects::llvm::LLVMPointerType;
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::types::TypeKind;
use strata_framework::support::diag::Diagnostic;
use strata_framework::Type;

/// The argument attributes of the function `o`, each argument typed `arg_types[i]`,
/// checked in MLIR's order; the diagnostic (on the function) of the first misplaced one.
pub(crate) fn check_argument_attributes(
    o: &OpRef<'_>,
    arg_types: &[Type],
) -> Result<(), Diagnostic> {
    let ctx = o.ctx;
    let Some(AttrKind::Array(dicts)) = o.attr("arg_attrs").map(|a| ctx.attr_kind_ref(a)) else {
        return Ok(());
    };
    for (&d, &ty) in dicts.iter().zip(arg_types) {
        let get = |name: &str| ctx.dictionary_get(d, name).map(|a| ctx.attr_kind_ref(a));
        let pointer = LLVMPointerType::from_type(ctx, ty);
        let non_pointer = |name: &str| {
            o.error(format!(
                "{name} attribute attached to LLVM non-pointer argument"
            ))
        };
        for name in ["llvm.noalias", "llvm.readonly"] {
            if matches!(get(name), Some(AttrKind::Unit)) && pointer.is_none() {
                return Err(non_pointer(name));
            }
        }
        if matches!(get("llvm.align"), Some(AttrKind::Integer { .. })) && pointer.is_none() {
            return Err(non_pointer("llvm.align"));
        }
        for name in ["llvm.sret", "llvm.byval", "llvm.byref", "llvm.inalloca"] {
            let Some(AttrKind::Type(t)) = get(name) else {
                continue;
            };
            let Some(p) = pointer else {
                return Err(non_pointer(name));
            };
            if p.element_type().is_some_and(|e| e != *t) {
                return Err(o.error(format!(
                    "{name} attribute attached to LLVM pointer argument of a different type"
                )));
            }
        }
        if matches!(get("llvm.nest"), Some(AttrKind::Unit)) && pointer.is_none() {
            return Err(non_pointer("llvm.nest"));
        }
        let integer = matches!(ctx.type_kind_ref(ty), TypeKind::Integer { .. });
        for name in ["llvm.signext", "llvm.zeroext"] {
            if matches!(get(name), Some(AttrKind::Unit)) && !integer {
                return Err(o.error(format!(
                    "{name} attribute attached to LLVM non-integer argument"
                )));
            }
        }
    }
    Ok(())
}
