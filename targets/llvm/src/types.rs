//! Strata types to LLVM types, as MLIR's `TypeToLLVMIRTranslator` maps them: the `llvm`
//! dialect's types to their LLVM counterparts, builtin integers (whatever their
//! signedness) to `iN`, builtin floats to LLVM's formats, builtin vectors of rank 1 to
//! fixed or scalable vectors. Pointers are opaque (`ptr`, `ptr addrspace(N)`) whether the
//! Strata type names a pointee or not, as LLVM 16 contexts make them.

use std::collections::HashMap;

use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMTypeRef};
use strata::dialects::llvm::{
    LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMLabelType, LLVMMetadataType,
    LLVMPPCFP128Type, LLVMPointerType, LLVMScalableVectorType, LLVMStructType, LLVMTokenType,
    LLVMVoidType, LLVMX86MMXType,
};
use strata_framework::asm::print_attr::AttrPrinter;
use strata_framework::ir::context::FxHashMap;
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::{Context, Type};

/// Converts types of one Strata context into one LLVM context, creating each identified
/// struct once (by name) as LLVM's `StructType::create` does.
pub struct TypeTranslator {
    llctx: LLVMContextRef,
    structs: HashMap<String, LLVMTypeRef>,
    /// The types translated so far: a type's translation never changes within one LLVM
    /// context (LLVM uniques literal types, and identified structs are made once), and
    /// the `llvm` dialect's types are recognized through a chain of casts.
    done: FxHashMap<Type, LLVMTypeRef>,
}

impl TypeTranslator {
    /// A translator into `llctx`.
    pub fn new(llctx: LLVMContextRef) -> Self {
        TypeTranslator {
            llctx,
            structs: HashMap::new(),
            done: FxHashMap::default(),
        }
    }

    /// The LLVM type of `t`, or why there is none.
    pub fn translate(&mut self, ctx: &Context, t: Type) -> Result<LLVMTypeRef, String> {
        if let Some(&done) = self.done.get(&t) {
            return Ok(done);
        }
        let made = self.translate_new(ctx, t)?;
        self.done.insert(t, made);
        Ok(made)
    }

    /// [`TypeTranslator::translate`] of a type not translated yet.
    fn translate_new(&mut self, ctx: &Context, t: Type) -> Result<LLVMTypeRef, String> {
        let c = self.llctx;
        // SAFETY (all calls below): `c` is a live context owned by the translation, and
        // every type handed to LLVM was made in it.
        unsafe {
            match ctx.type_kind_ref(t) {
                TypeKind::Integer { width, .. } => return Ok(llc::LLVMIntTypeInContext(c, *width)),
                TypeKind::Float(k) => {
                    return Ok(match k {
                        FloatKind::F16 => llc::LLVMHalfTypeInContext(c),
                        FloatKind::BF16 => llc::LLVMBFloatTypeInContext(c),
                        FloatKind::F32 => llc::LLVMFloatTypeInContext(c),
                        FloatKind::F64 => llc::LLVMDoubleTypeInContext(c),
                        FloatKind::F80 => llc::LLVMX86FP80TypeInContext(c),
                        FloatKind::F128 => llc::LLVMFP128TypeInContext(c),
                        other => {
                            return Err(format!("no LLVM type for '{}'", other.keyword()));
                        }
                    })
                }
                TypeKind::Vector {
                    shape,
                    scalable,
                    elem,
                } if shape.len() == 1 => {
                    let e = self.translate(ctx, *elem)?;
                    let n = u32::try_from(shape[0]).map_err(|_| "vector too large".to_string())?;
                    return Ok(if scalable[0] {
                        llc::LLVMScalableVectorType(e, n)
                    } else {
                        llc::LLVMVectorType(e, n)
                    });
                }
                _ => {}
            }
            if LLVMVoidType::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMVoidTypeInContext(c));
            }
            if LLVMPPCFP128Type::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMPPCFP128TypeInContext(c));
            }
            if LLVMX86MMXType::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMX86MMXTypeInContext(c));
            }
            if LLVMTokenType::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMTokenTypeInContext(c));
            }
            if LLVMLabelType::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMLabelTypeInContext(c));
            }
            if LLVMMetadataType::from_type(ctx, t).is_some() {
                return Ok(llc::LLVMMetadataTypeInContext(c));
            }
            if let Some(p) = LLVMPointerType::from_type(ctx, t) {
                return Ok(llc::LLVMPointerTypeInContext(c, p.address_space()));
            }
            if let Some(a) = LLVMArrayType::from_type(ctx, t) {
                let e = self.translate(ctx, a.element_type())?;
                return Ok(llc::LLVMArrayType(e, a.num_elements()));
            }
            if let Some(v) = LLVMFixedVectorType::from_type(ctx, t) {
                let e = self.translate(ctx, v.element_type())?;
                return Ok(llc::LLVMVectorType(e, v.num_elements()));
            }
            if let Some(v) = LLVMScalableVectorType::from_type(ctx, t) {
                let e = self.translate(ctx, v.element_type())?;
                return Ok(llc::LLVMScalableVectorType(e, v.min_num_elements()));
            }
            if let Some(f) = LLVMFunctionType::from_type(ctx, t) {
                let ret = self.translate(ctx, f.return_type())?;
                let mut params = f
                    .param_types()
                    .into_iter()
                    .map(|p| self.translate(ctx, p))
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(llc::LLVMFunctionType(
                    ret,
                    params.as_mut_ptr(),
                    params.len() as u32,
                    f.var_arg() as i32,
                ));
            }
            if let Some(s) = LLVMStructType::from_type(ctx, t) {
                if let (true, Some(name)) = (s.is_identified(), s.name()) {
                    if let Some(&done) = self.structs.get(&name) {
                        return Ok(done);
                    }
                    let cname = std::ffi::CString::new(name.clone())
                        .map_err(|_| "struct name with a NUL byte".to_string())?;
                    let st = llc::LLVMStructCreateNamed(c, cname.as_ptr());
                    self.structs.insert(name, st);
                    if !s.is_opaque() {
                        let mut elems = s
                            .body()
                            .into_iter()
                            .map(|e| self.translate(ctx, e))
                            .collect::<Result<Vec<_>, _>>()?;
                        llc::LLVMStructSetBody(
                            st,
                            elems.as_mut_ptr(),
                            elems.len() as u32,
                            s.is_packed() as i32,
                        );
                    }
                    return Ok(st);
                }
                let mut elems = s
                    .body()
                    .into_iter()
                    .map(|e| self.translate(ctx, e))
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(llc::LLVMStructTypeInContext(
                    c,
                    elems.as_mut_ptr(),
                    elems.len() as u32,
                    s.is_packed() as i32,
                ));
            }
        }
        Err(format!(
            "cannot translate type '{}' to LLVM IR",
            AttrPrinter { ctx, aliases: None }.type_to_string(t)
        ))
    }
}
