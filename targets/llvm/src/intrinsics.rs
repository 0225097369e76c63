//! The `llvm.intr.*` ops and `llvm.call_intrinsic` as calls to LLVM intrinsics, as MLIR
//! 16's `llvmBuilder`s of LLVMIntrinsicOps.td write them: the intrinsic `llvm.<name>`
//! of the op `llvm.intr.<name>`, declared through LLVM (`Intrinsic::getDeclaration`, so
//! with the intrinsic's own attributes) for the types its overloads are resolved with,
//! and called with the op's operands; lifetime markers, matrix and masked memory ops
//! add the immediate operands and attributes MLIR's builders (LLVM's `MatrixBuilder`,
//! `IRBuilder::CreateMasked*`) add.

use super::*;

// `src/shim.cpp`: intrinsic overloads chosen by signature.
extern "C" {
    fn strata_llvm_overloaded_intrinsic(
        module: LLVMModuleRef,
        id: u32,
        fn_type: LLVMTypeRef,
    ) -> LLVMValueRef;
}

/// Where an overloaded type of an intrinsic comes from.
#[derive(Clone, Copy)]
enum Ov {
    /// The op's result type.
    Res,
    /// The first element of the op's (struct) result type.
    ResElem0,
    /// The type of the op's operand `i`.
    Opd(usize),
}

use Ov::{Opd, Res, ResElem0};

/// The overloaded types of the intrinsic of `llvm.intr.<mnemonic>` when the op calls it
/// with its operands as they are; `None` for the ops built otherwise.
fn overloads(mnemonic: &str) -> Option<&'static [Ov]> {
    Some(match mnemonic {
        "fabs" | "sqrt" | "exp" | "exp2" | "log" | "log10" | "log2" | "sin" | "cos" | "pow"
        | "fma" | "fmuladd" | "floor" | "ceil" | "round" | "roundeven" | "trunc" | "copysign"
        | "maxnum" | "minnum" | "maximum" | "minimum" | "smax" | "smin" | "umax" | "umin"
        | "ctlz" | "cttz" | "ctpop" | "bitreverse" | "abs" | "is.fpclass" | "prefetch" => &[Opd(0)],
        "powi" => &[Opd(0), Opd(1)],
        "memcpy" | "memcpy.inline" | "memmove" => &[Opd(0), Opd(1), Opd(2)],
        "memset" => &[Opd(0), Opd(2)],
        "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
        | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => &[ResElem0],
        "assume" | "coro.id" | "coro.begin" | "coro.save" | "coro.suspend" | "coro.end"
        | "coro.free" | "coro.resume" | "vastart" | "vacopy" | "vaend" | "eh.typeid.for"
        | "stacksave" | "stackrestore" => &[],
        "coro.size" | "coro.align" | "vscale" | "experimental.stepvector" | "masked.expandload" => {
            &[Res]
        }
        "masked.compressstore" => &[Opd(0)],
        "get.active.lane.mask" => &[Res, Opd(0)],
        "vector.reduce.fadd" | "vector.reduce.fmul" => &[Opd(1)],
        "vp.load" => &[Res, Opd(0)],
        "vp.store" => &[Opd(0), Opd(1)],
        "experimental.vp.strided.load" => &[Res, Opd(0), Opd(1)],
        "experimental.vp.strided.store" => &[Opd(0), Opd(1), Opd(2)],
        "vp.select" | "vp.merge" => &[Opd(1)],
        m if m.starts_with("vector.reduce.") => &[Opd(0)],
        m if m.starts_with("vp.reduce.") => &[Opd(1)],
        "vp.trunc" | "vp.zext" | "vp.sext" | "vp.fptrunc" | "vp.fpext" | "vp.fptoui"
        | "vp.fptosi" | "vp.uitofp" | "vp.sitofp" | "vp.ptrtoint" | "vp.inttoptr" => &[Res, Opd(0)],
        m if m.starts_with("vp.") => &[Res],
        _ => return None,
    })
}

/// MLIR's diagnostic of an `llvm` op that did not translate.
fn failed_op(o: OpRef<'_>) -> Diagnostic {
    o.error(format!(
        "LLVM Translation failed for operation: {}",
        o.name()
    ))
}

impl Translation<'_> {
    /// The LLVM type of `o`'s result, `void` when it has none.
    unsafe fn result_type_or_void(&mut self, o: OpRef<'_>) -> Result<LLVMTypeRef, Diagnostic> {
        match o.results().first() {
            Some(&r) => self.ty(o, o.value_type(r)),
            None => Ok(llc::LLVMVoidTypeInContext(self.llctx)),
        }
    }

    /// The declaration of intrinsic `name` for `types` and its function type.
    unsafe fn intrinsic_declaration(
        &self,
        name: &str,
        types: &mut [LLVMTypeRef],
    ) -> Option<(LLVMValueRef, LLVMTypeRef)> {
        let id = llc::LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len());
        if id == 0 {
            return None;
        }
        let f =
            llc::LLVMGetIntrinsicDeclaration(self.llmodule, id, types.as_mut_ptr(), types.len());
        Some((f, llc::LLVMGlobalGetValueType(f)))
    }

    /// `call @name(args)` of intrinsic `name` overloaded on `types`.
    unsafe fn call_intrinsic(
        &self,
        o: OpRef<'_>,
        name: &str,
        types: &mut [LLVMTypeRef],
        args: &mut [LLVMValueRef],
    ) -> Result<LLVMValueRef, Diagnostic> {
        let (f, fty) = self
            .intrinsic_declaration(name, types)
            .ok_or_else(|| self.unsupported(o))?;
        Ok(llc::LLVMBuildCall2(
            self.builder,
            fty,
            f,
            args.as_mut_ptr(),
            args.len() as u32,
            noname(),
        ))
    }

    /// An integer attribute of `o` as an `i32` or `i1` constant.
    unsafe fn immediate(
        &self,
        o: OpRef<'_>,
        name: &str,
        bits: u32,
    ) -> Result<LLVMValueRef, Diagnostic> {
        let v = int_attr(self.ctx, o.attr(name)).ok_or_else(|| self.unsupported(o))?;
        let ty = llc::LLVMIntTypeInContext(self.llctx, bits);
        Ok(int_constant(ty, v))
    }

    /// The `align` attribute of `n` bytes on parameter `index` of `call`.
    unsafe fn align_param(&self, call: LLVMValueRef, index: u32, n: u32) {
        let kind = llc::LLVMGetEnumAttributeKindForName(c"align".as_ptr(), 5);
        let attr = llc::LLVMCreateEnumAttribute(self.llctx, kind, u64::from(n));
        llc::LLVMAddCallSiteAttribute(call, index + 1, attr);
    }

    /// The ABI alignment of the element type of vector type `vty`, by the module's data
    /// layout.
    unsafe fn element_align(&self, vty: LLVMTypeRef) -> u32 {
        let layout = inkwell::llvm_sys::target::LLVMGetModuleDataLayout(self.llmodule);
        inkwell::llvm_sys::target::LLVMABIAlignmentOfType(layout, llc::LLVMGetElementType(vty))
    }

    /// Translates `o`, an `llvm.intr.*` op or `llvm.call_intrinsic`: the call's value,
    /// `None` for a call with no result.
    pub(crate) unsafe fn convert_intrinsic(
        &mut self,
        o: OpRef<'_>,
        operands: &[LLVMValueRef],
    ) -> Result<Option<LLVMValueRef>, Diagnostic> {
        let name = o.name();
        if name == "llvm.call_intrinsic" {
            return self.convert_call_intrinsic(o, operands);
        }
        let mnemonic = name
            .strip_prefix("llvm.intr.")
            .ok_or_else(|| self.unsupported(o))?;
        // The LLVM names of MLIR's `vastart`, `vacopy` and `vaend`.
        let intrinsic = match mnemonic {
            "vastart" => "llvm.va_start".to_string(),
            "vacopy" => "llvm.va_copy".to_string(),
            "vaend" => "llvm.va_end".to_string(),
            _ => format!("llvm.{mnemonic}"),
        };
        let opd_ty = |i: usize| -> Result<LLVMTypeRef, Diagnostic> {
            operands
                .get(i)
                .map(|&v| llc::LLVMTypeOf(v))
                .ok_or_else(|| failed_op(o))
        };
        let has_result = !o.results().is_empty();
        let result = |v: LLVMValueRef| has_result.then_some(v);
        if let Some(ovs) = overloads(mnemonic) {
            let res = self.result_type_or_void(o)?;
            let mut types = Vec::new();
            for ov in ovs {
                types.push(match *ov {
                    Res => res,
                    ResElem0 => llc::LLVMStructGetTypeAtIndex(res, 0),
                    Opd(i) => opd_ty(i)?,
                });
            }
            let mut args = operands.to_vec();
            let call = self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?;
            if mnemonic == "vector.reduce.fadd" || mnemonic == "vector.reduce.fmul" {
                // MLIR: the `reassoc` attribute as the call's only fast-math flag.
                let reassoc = o
                    .attr("reassoc")
                    .is_some_and(|a| AttrView::new(self.ctx, a).int_value() == Some(1));
                strata_llvm_set_fast_math_flags(call, if reassoc { 64 } else { 0 });
            }
            return Ok(result(call));
        }
        let call = match mnemonic {
            "lifetime.start" | "lifetime.end" => {
                let size = self.immediate(o, "size", 64)?;
                let mut types = [opd_ty(0)?];
                let mut args = [size, operands[0]];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            "matrix.column.major.load" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res, opd_ty(1)?];
                let mut args = [
                    operands[0],
                    operands[1],
                    self.immediate(o, "isVolatile", 1)?,
                    self.immediate(o, "rows", 32)?,
                    self.immediate(o, "columns", 32)?,
                ];
                let call = self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?;
                self.align_param(call, 0, self.element_align(res));
                call
            }
            "matrix.column.major.store" => {
                let matrix = opd_ty(0)?;
                let mut types = [matrix, opd_ty(2)?];
                let mut args = [
                    operands[0],
                    operands[1],
                    operands[2],
                    self.immediate(o, "isVolatile", 1)?,
                    self.immediate(o, "rows", 32)?,
                    self.immediate(o, "columns", 32)?,
                ];
                let call = self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?;
                self.align_param(call, 1, self.element_align(matrix));
                call
            }
            "matrix.multiply" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res, opd_ty(0)?, opd_ty(1)?];
                let mut args = [
                    operands[0],
                    operands[1],
                    self.immediate(o, "lhs_rows", 32)?,
                    self.immediate(o, "lhs_columns", 32)?,
                    self.immediate(o, "rhs_columns", 32)?,
                ];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            "matrix.transpose" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res];
                let mut args = [
                    operands[0],
                    self.immediate(o, "rows", 32)?,
                    self.immediate(o, "columns", 32)?,
                ];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            // `IRBuilder::CreateMaskedLoad` / `CreateMaskedGather`: (pointer(s),
            // alignment, mask, pass-through), the pass-through poison when absent.
            "masked.load" | "masked.gather" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res, opd_ty(0)?];
                let pass_thru = match operands.get(2) {
                    Some(&v) => v,
                    None => llc::LLVMGetPoison(res),
                };
                let mut args = [
                    operands[0],
                    self.immediate(o, "alignment", 32)?,
                    operands[1],
                    pass_thru,
                ];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            // `CreateMaskedStore` / `CreateMaskedScatter`: (value, pointer(s), alignment,
            // mask).
            "masked.store" | "masked.scatter" => {
                let mut types = [opd_ty(0)?, opd_ty(1)?];
                let mut args = [
                    operands[0],
                    operands[1],
                    self.immediate(o, "alignment", 32)?,
                    operands[2],
                ];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            // `IRBuilder::CreateInsertVector` / `CreateExtractVector`.
            "vector.insert" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res, opd_ty(0)?];
                let mut args = [operands[1], operands[0], self.immediate(o, "pos", 64)?];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            "vector.extract" => {
                let res = self.result_type_or_void(o)?;
                let mut types = [res, opd_ty(0)?];
                let mut args = [operands[0], self.immediate(o, "pos", 64)?];
                self.call_intrinsic(o, &intrinsic, &mut types, &mut args)?
            }
            _ => return Err(self.unsupported(o)),
        };
        Ok(result(call))
    }

    /// `llvm.call_intrinsic "name"(args)`: MLIR 16's `convertCallLLVMIntrinsicOp`, which
    /// resolves an overloaded intrinsic by matching the op's function type against its
    /// signature, and checks the result and operand types against the declaration.
    unsafe fn convert_call_intrinsic(
        &mut self,
        o: OpRef<'_>,
        operands: &[LLVMValueRef],
    ) -> Result<Option<LLVMValueRef>, Diagnostic> {
        let ctx = self.ctx;
        let failed = |message: String| {
            let mut d = o.op_error(message);
            d.notes.push(failed_op(o));
            d
        };
        let name = match o.attr("intrin").map(|a| ctx.attr_kind_ref(a)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(self.unsupported(o)),
        };
        let id = llc::LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len());
        if id == 0 {
            return Err(failed(format!("couldn't find intrinsic: \"{name}\"")));
        }
        let res = self.result_type_or_void(o)?;
        let f = if llc::LLVMIntrinsicIsOverloaded(id) != 0 {
            let mut args: Vec<LLVMTypeRef> = operands.iter().map(|&v| llc::LLVMTypeOf(v)).collect();
            let fty = llc::LLVMFunctionType(res, args.as_mut_ptr(), args.len() as u32, 0);
            let f = strata_llvm_overloaded_intrinsic(self.llmodule, id, fty);
            if f.is_null() {
                return Err(failed("intrinsic type is not a match".to_string()));
            }
            f
        } else {
            llc::LLVMGetIntrinsicDeclaration(self.llmodule, id, std::ptr::null_mut(), 0)
        };
        let fty = llc::LLVMGlobalGetValueType(f);
        let print = |t: LLVMTypeRef| {
            let s = llc::LLVMPrintTypeToString(t);
            let out = std::ffi::CStr::from_ptr(s).to_string_lossy().into_owned();
            llc::LLVMDisposeMessage(s);
            out
        };
        let ret = llc::LLVMGetReturnType(fty);
        if ret != res {
            return Err(failed(format!(
                "intrinsic call returns {} but {name} actually returns {}",
                print(res),
                print(ret)
            )));
        }
        let n = llc::LLVMCountParamTypes(fty) as usize;
        let vararg = llc::LLVMIsFunctionVarArg(fty) != 0;
        if !vararg && operands.len() != n {
            return Err(failed(format!(
                "intrinsic call has {} operands but {name} expects {n}",
                operands.len()
            )));
        }
        if vararg && operands.len() < n {
            return Err(failed(format!(
                "intrinsic call has {} operands but variadic {name} expects at least {n}",
                operands.len()
            )));
        }
        let mut params = vec![std::ptr::null_mut(); n];
        llc::LLVMGetParamTypes(fty, params.as_mut_ptr());
        for (i, &expected) in params.iter().enumerate() {
            let actual = llc::LLVMTypeOf(operands[i]);
            if actual != expected {
                return Err(failed(format!(
                    "operand {i} has type {} but {name} expects {}",
                    print(actual),
                    print(expected)
                )));
            }
        }
        let mut args = operands.to_vec();
        let call = llc::LLVMBuildCall2(
            self.builder,
            fty,
            f,
            args.as_mut_ptr(),
            args.len() as u32,
            noname(),
        );
        Ok((!o.results().is_empty()).then_some(call))
    }
}
