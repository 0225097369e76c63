//! `strata-translate --import-llvm`: LLVM IR text, parsed by LLVM 16, imported into
//! Strata's `llvm` dialect as `mlir-translate --import-llvm` 16 imports it.
//!
//! The import follows MLIR 16's `ModuleImport`: the data layout becomes a
//! `dlti.dl_spec` attribute of the module; globals come first, then functions; the
//! blocks of a function are converted in topological order (reverse post-order from each
//! block not reached yet), phis become block arguments, and the constants a function
//! uses are created at the start of its entry block, each once, in the order they are
//! first used (an aggregate's elements before it). The module is built as generic-form
//! ops of the `llvm` dialect, parsed and verified by Strata, and printed by Strata's
//! printer. An instruction, constant or global the import does not handle (or whose op
//! Strata's `llvm` dialect lacks) is MLIR's `unhandled ...` error at `FILE:0:0`.

use std::collections::{HashMap, HashSet};
use std::ffi::{CStr, CString};
use std::fmt::Write as _;

use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMContextRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMTypeKind};
use strata_framework::Context;

#[path = "import_loc.rs"]
mod loc;
#[path = "import_tbaa.rs"]
mod tbaa;

extern "C" {
    fn strata_llvm_get_fast_math_flags(value: LLVMValueRef) -> u32;
    fn strata_llvm_const_fp_bits(value: LLVMValueRef, words: *mut u64, max: u32) -> u32;
    fn strata_llvm_const_int_words(value: LLVMValueRef, words: *mut u64, max: u32) -> u32;
    fn strata_llvm_is_dso_local(global: LLVMValueRef) -> i32;
    fn strata_llvm_sync_scope_name(inst: LLVMValueRef, buf: *mut u8, max: usize) -> usize;
    fn strata_llvm_fence_ordering(fence: LLVMValueRef) -> u32;
    fn strata_llvm_print_metadata(
        md: inkwell::llvm_sys::prelude::LLVMMetadataRef,
        module: inkwell::llvm_sys::prelude::LLVMModuleRef,
    ) -> *mut std::ffi::c_char;
}

/// The name of the synchronization scope of an atomic instruction (`""`: the system).
unsafe fn sync_scope_name(inst: LLVMValueRef) -> String {
    let mut buf = vec![0u8; 64];
    let n = strata_llvm_sync_scope_name(inst, buf.as_mut_ptr(), buf.len());
    if n > buf.len() {
        buf.resize(n, 0);
        strata_llvm_sync_scope_name(inst, buf.as_mut_ptr(), buf.len());
    }
    buf.truncate(n);
    String::from_utf8_lossy(&buf).into_owned()
}

/// Whether `t` is an opaque pointer type (or not a pointer at all).
unsafe fn is_opaque_pointer(t: LLVMTypeRef) -> bool {
    !matches!(llc::LLVMGetTypeKind(t), LLVMTypeKind::LLVMPointerTypeKind)
        || llc::LLVMPointerTypeIsOpaque(t) != 0
}

/// Why the import of a module failed: the diagnostics (message lines, each already
/// rendered with its location and severity).
type Failure = Vec<String>;

/// Imports the LLVM IR `input` (buffer `buf_name`); the printed module and the rendered
/// warnings, or the rendered diagnostics. `opaque_pointers` is LLVM's `-opaque-pointers`;
/// `debug_info`: the module is printed with its locations (`-mlir-print-debuginfo`).
pub fn import_buffer(
    ctx: &Context,
    buf_name: &str,
    input: &str,
    opaque_pointers: bool,
    debug_info: bool,
) -> Result<(String, String), String> {
    // SAFETY: every LLVM object below lives in `llctx`, disposed of at the end.
    unsafe {
        let llctx = llc::LLVMContextCreate();
        llc::LLVMContextSetOpaquePointers(llctx, opaque_pointers as i32);
        let result = import_in(ctx, llctx, buf_name, input, debug_info);
        llc::LLVMContextDispose(llctx);
        result
    }
}

unsafe fn import_in(
    ctx: &Context,
    llctx: LLVMContextRef,
    buf_name: &str,
    input: &str,
    debug_info: bool,
) -> Result<(String, String), String> {
    let name = CString::new(buf_name).unwrap_or_default();
    let buf = llc::LLVMCreateMemoryBufferWithMemoryRangeCopy(
        input.as_ptr().cast(),
        input.len(),
        name.as_ptr(),
    );
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    if inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(llctx, buf, &mut module, &mut message)
        != 0
    {
        let text = take_message(message);
        let mut out = String::new();
        strata_framework::support::diag::write_head_line(
            &mut out,
            "<unknown>:0",
            strata_framework::support::diag::Severity::Error,
            &text,
        );
        return Err(out);
    }
    let mut imp = Importer {
        ctx,
        // MLIR's location of the import: the module's source file name (the buffer's
        // name unless the IR sets `source_filename`).
        loc: {
            let mut len = 0usize;
            let p = llc::LLVMGetSourceFileName(module, &mut len);
            let name = String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len));
            format!("{name}:0:0")
        },
        out: String::new(),
        warnings: Default::default(),
        module,
        tbaa: Default::default(),
        debug_info,
        module_loc: loc::module_loc(module),
    };
    let result = imp.module(module);
    llc::LLVMDisposeModule(module);
    let warnings = imp.warnings.take();
    match result {
        Err(diags) => Err(warnings + &diags.concat()),
        Ok(()) => {
            let text = if debug_info {
                imp.located(&imp.out)
            } else {
                imp.out
            };
            let opts = strata_framework::asm::ParseOptions {
                file_name: buf_name.to_string(),
                ..Default::default()
            };
            let print = strata::opt::print_options(&strata::opt::OptConfig {
                print_debug_info: debug_info,
                ..Default::default()
            });
            match strata::opt::process_buffer(ctx, &text, &opts, &print, false) {
                Ok(mut printed) => {
                    // mlir-translate ends the module with one newline.
                    while printed.ends_with("\n\n") {
                        printed.pop();
                    }
                    Ok((printed, warnings))
                }
                Err(d) => Err(format!(
                    "{warnings}{}:0:0: error: the imported module is not valid in Strata: {}\n",
                    buf_name, d.message
                )),
            }
        }
    }
}

unsafe fn take_message(message: *mut std::ffi::c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    let s = CStr::from_ptr(message).to_string_lossy().into_owned();
    llc::LLVMDisposeMessage(message);
    s
}

unsafe fn print_value(v: LLVMValueRef) -> String {
    take_message(llc::LLVMPrintValueToString(v))
}

unsafe fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0;
    let p = llc::LLVMGetValueName2(v, &mut len);
    if p.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len)).into_owned()
}

/// A symbol name as MLIR prints it in `@name` / `sym_name = "name"`.
fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
    out
}

fn symbol(s: &str) -> String {
    let simple = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b))
        && !s.as_bytes()[0].is_ascii_digit();
    if simple {
        format!("@{s}")
    } else {
        format!("@{}", quoted(s))
    }
}

struct Importer<'c> {
    ctx: &'c Context,
    /// MLIR's location of everything imported: `FILE:0:0`.
    loc: String,
    /// The generic-form text of the module.
    out: String,
    /// The warnings so far, rendered (MLIR prints them as the import goes).
    warnings: std::cell::RefCell<String>,
    /// The module being imported (metadata is printed numbered in it).
    module: inkwell::llvm_sys::prelude::LLVMModuleRef,
    /// The module's TBAA nodes, converted before the rest.
    tbaa: tbaa::Tbaa,
    /// Whether the ops are given their locations (`-mlir-print-debuginfo`).
    debug_info: bool,
    /// The module's location, `loc("FILE":0:0)`.
    module_loc: String,
}

/// The state of one region being built (a function body or a global's initializer).
#[derive(Default)]
struct RegionState {
    /// The SSA names of converted values (arguments, instructions, constants).
    values: HashMap<LLVMValueRef, String>,
    /// The constants, in creation order.
    constants: String,
    next: usize,
}

impl RegionState {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
}

impl<'c> Importer<'c> {
    fn error(&self, msg: String) -> Failure {
        vec![format!("{}: error: {msg}\n", self.loc)]
    }

    fn warn(&self, msg: String) {
        let _ = writeln!(self.warnings.borrow_mut(), "{}: warning: {msg}", self.loc);
    }

    /// A metadata node as MLIR prints it in a diagnostic.
    unsafe fn metadata_text(&self, md: inkwell::llvm_sys::prelude::LLVMMetadataRef) -> String {
        take_message(strata_llvm_print_metadata(md, self.module))
    }

    /// The `!prof` attachments of a function or an instruction (the only metadata kind
    /// besides TBAA that MLIR 16's import converts), read as MLIR 16's
    /// `setProfilingAttrs` reads them: `function_entry_count` on a function, and
    /// `branch_weights` on the ops that have them. The attribute to add, and
    /// the nodes that are not of these forms, which MLIR reports as unhandled. `branch`:
    /// the op takes branch weights (conditional branches, switches, calls, invokes).
    unsafe fn profiling(
        &self,
        value: LLVMValueRef,
        function: bool,
        branch: bool,
    ) -> (Option<String>, Vec<String>) {
        let llctx = llc::LLVMGetModuleContext(self.module);
        let prof = llc::LLVMGetMDKindIDInContext(llctx, c"prof".as_ptr(), 4);
        let mut n = 0usize;
        let entries = if function {
            llc::LLVMGlobalCopyAllMetadata(value, &mut n)
        } else {
            llc::LLVMInstructionGetAllMetadataOtherThanDebugLoc(value, &mut n)
        };
        let mut attr = None;
        let mut unhandled = Vec::new();
        for i in 0..n as u32 {
            if llc::LLVMValueMetadataEntriesGetKind(entries, i) != prof {
                continue;
            }
            let md = llc::LLVMValueMetadataEntriesGetMetadata(entries, i);
            let node = llc::LLVMMetadataAsValue(llctx, md);
            let count = llc::LLVMGetMDNodeNumOperands(node) as usize;
            let mut ops = vec![std::ptr::null_mut(); count];
            llc::LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
            let mut len = 0u32;
            let name = ops.first().map(|&o| llc::LLVMGetMDString(o, &mut len));
            let name = match name {
                Some(p) if !p.is_null() => String::from_utf8_lossy(std::slice::from_raw_parts(
                    p.cast::<u8>(),
                    len as usize,
                ))
                .into_owned(),
                _ => String::new(),
            };
            let ints: Option<Vec<u64>> = ops
                .iter()
                .skip(1)
                .map(|&o| {
                    (!o.is_null() && !llc::LLVMIsAConstantInt(o).is_null())
                        .then(|| llc::LLVMConstIntGetZExtValue(o))
                })
                .collect();
            let converted = match (name.as_str(), ints) {
                ("function_entry_count", Some(v)) if function && v.len() == 1 => {
                    Some(format!("function_entry_count = {} : i64", v[0]))
                }
                ("branch_weights", Some(v)) if branch => {
                    let w: Vec<String> = v.iter().map(|x| (*x as u32).to_string()).collect();
                    Some(format!(
                        "branch_weights = dense<[{}]> : vector<{}xi32>",
                        w.join(", "),
                        w.len()
                    ))
                }
                _ => None,
            };
            match converted {
                Some(a) => attr = Some(a),
                None => unhandled.push(self.metadata_text(md)),
            }
        }
        if !entries.is_null() {
            llc::LLVMDisposeValueMetadataEntries(entries);
        }
        (attr, unhandled)
    }

    fn has_op(&self, name: &str) -> bool {
        self.ctx.is_registered_op(name)
    }

    unsafe fn module(
        &mut self,
        m: inkwell::llvm_sys::prelude::LLVMModuleRef,
    ) -> Result<(), Failure> {
        let dl = CStr::from_ptr(llc::LLVMGetDataLayoutStr(m))
            .to_string_lossy()
            .into_owned();
        let spec = data_layout_spec(&dl);
        self.tbaa = self.convert_tbaa(m)?;
        let mut body = String::new();
        let mut g = llc::LLVMGetFirstGlobal(m);
        while !g.is_null() {
            body.push_str(&self.global(g)?);
            g = llc::LLVMGetNextGlobal(g);
        }
        // The TBAA metadata op, after the globals (which MLIR inserts before it).
        if !self.tbaa.ops.is_empty() {
            let _ = write!(
                body,
                "\"llvm.metadata\"() ({{\n{}}}) {{sym_name = \"__tbaa\"}} : () -> ()\n",
                self.tbaa.ops
            );
        }
        let mut f = llc::LLVMGetFirstFunction(m);
        while !f.is_null() {
            body.push_str(&self.function(f)?);
            f = llc::LLVMGetNextFunction(f);
        }
        let _ = write!(
            self.out,
            "module attributes {{dlti.dl_spec = {spec}}} {{\n{body}}}\n"
        );
        Ok(())
    }

    // ----- types -----

    unsafe fn ty(&self, t: LLVMTypeRef) -> Result<String, Failure> {
        let mut stack = Vec::new();
        self.ty_in(t, false, &mut stack)
    }

    /// The type `t` as MLIR prints it; `nested` inside an `llvm` type (no `!llvm.`).
    unsafe fn ty_in(
        &self,
        t: LLVMTypeRef,
        nested: bool,
        stack: &mut Vec<String>,
    ) -> Result<String, Failure> {
        use LLVMTypeKind::*;
        let llvm = |s: String| if nested { s } else { format!("!llvm.{s}") };
        Ok(match llc::LLVMGetTypeKind(t) {
            LLVMVoidTypeKind => llvm("void".into()),
            LLVMHalfTypeKind => "f16".into(),
            LLVMBFloatTypeKind => "bf16".into(),
            LLVMFloatTypeKind => "f32".into(),
            LLVMDoubleTypeKind => "f64".into(),
            LLVMX86_FP80TypeKind => "f80".into(),
            LLVMFP128TypeKind => "f128".into(),
            LLVMPPC_FP128TypeKind => llvm("ppc_fp128".into()),
            LLVMX86_MMXTypeKind => llvm("x86_mmx".into()),
            LLVMLabelTypeKind => llvm("label".into()),
            LLVMMetadataTypeKind => llvm("metadata".into()),
            LLVMTokenTypeKind => llvm("token".into()),
            LLVMIntegerTypeKind => format!("i{}", llc::LLVMGetIntTypeWidth(t)),
            LLVMPointerTypeKind => {
                let space = llc::LLVMGetPointerAddressSpace(t);
                if llc::LLVMPointerTypeIsOpaque(t) != 0 {
                    if space == 0 {
                        llvm("ptr".into())
                    } else {
                        llvm(format!("ptr<{space}>"))
                    }
                } else {
                    let elem = self.ty_in(llc::LLVMGetElementType(t), true, stack)?;
                    if space == 0 {
                        llvm(format!("ptr<{elem}>"))
                    } else {
                        llvm(format!("ptr<{elem}, {space}>"))
                    }
                }
            }
            LLVMArrayTypeKind => {
                let elem = self.ty_in(llc::LLVMGetElementType(t), true, stack)?;
                llvm(format!(
                    "array<{} x {elem}>",
                    (llc::LLVMGetArrayLength(t) as u64)
                ))
            }
            LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
                let e = llc::LLVMGetElementType(t);
                let n = llc::LLVMGetVectorSize(t);
                let scalable = matches!(llc::LLVMGetTypeKind(t), LLVMScalableVectorTypeKind);
                let elem = self.ty_in(e, true, stack)?;
                let builtin_elem = matches!(
                    llc::LLVMGetTypeKind(e),
                    LLVMIntegerTypeKind
                        | LLVMHalfTypeKind
                        | LLVMBFloatTypeKind
                        | LLVMFloatTypeKind
                        | LLVMDoubleTypeKind
                        | LLVMX86_FP80TypeKind
                        | LLVMFP128TypeKind
                );
                match (builtin_elem, scalable) {
                    (true, false) => format!("vector<{n}x{elem}>"),
                    (true, true) => format!("vector<[{n}]x{elem}>"),
                    (false, false) => llvm(format!("vec<{n} x {elem}>")),
                    (false, true) => llvm(format!("vec<? x {n} x {elem}>")),
                }
            }
            LLVMStructTypeKind => {
                let name_ptr = llc::LLVMGetStructName(t);
                let name = (!name_ptr.is_null())
                    .then(|| CStr::from_ptr(name_ptr).to_string_lossy().into_owned());
                let packed = if llc::LLVMIsPackedStruct(t) != 0 {
                    "packed "
                } else {
                    ""
                };
                if let Some(name) = &name {
                    let q = quoted(name);
                    if stack.contains(name) {
                        return Ok(llvm(format!("struct<{q}>")));
                    }
                    if llc::LLVMIsOpaqueStruct(t) != 0 {
                        return Ok(llvm(format!("struct<{q}, opaque>")));
                    }
                    stack.push(name.clone());
                    let body = self.struct_body(t, stack);
                    stack.pop();
                    llvm(format!("struct<{q}, {packed}({})>", body?))
                } else {
                    llvm(format!("struct<{packed}({})>", self.struct_body(t, stack)?))
                }
            }
            LLVMFunctionTypeKind => {
                let ret = self.ty_in(llc::LLVMGetReturnType(t), true, stack)?;
                let n = llc::LLVMCountParamTypes(t);
                let mut params = vec![std::ptr::null_mut(); n as usize];
                llc::LLVMGetParamTypes(t, params.as_mut_ptr());
                let mut parts = Vec::new();
                for p in params {
                    parts.push(self.ty_in(p, true, stack)?);
                }
                if llc::LLVMIsFunctionVarArg(t) != 0 {
                    parts.push("...".into());
                }
                llvm(format!("func<{ret} ({})>", parts.join(", ")))
            }
            _ => {
                let s = take_message(llc::LLVMPrintTypeToString(t));
                return Err(self.error(format!("unhandled type: {s}")));
            }
        })
    }

    unsafe fn struct_body(
        &self,
        t: LLVMTypeRef,
        stack: &mut Vec<String>,
    ) -> Result<String, Failure> {
        let n = llc::LLVMCountStructElementTypes(t);
        let mut parts = Vec::new();
        for i in 0..n {
            parts.push(self.ty_in(llc::LLVMStructGetTypeAtIndex(t, i), true, stack)?);
        }
        Ok(parts.join(", "))
    }

    // ----- constants -----

    /// The attribute of a scalar integer or floating-point constant, if it is one.
    unsafe fn scalar_attr(&self, c: LLVMValueRef) -> Option<String> {
        let t = llc::LLVMTypeOf(c);
        if !llc::LLVMIsAConstantInt(c).is_null() {
            let w = llc::LLVMGetIntTypeWidth(t);
            if w > 64 {
                let mut words = vec![0u64; w.div_ceil(64) as usize];
                strata_llvm_const_int_words(c, words.as_mut_ptr(), words.len() as u32);
                return Some(format!("{} : i{w}", signed_decimal(&mut words, w)));
            }
            if w == 1 {
                let v = llc::LLVMConstIntGetZExtValue(c);
                return Some(if v != 0 { "true" } else { "false" }.into());
            }
            let v = llc::LLVMConstIntGetSExtValue(c);
            return Some(format!("{v} : i{w}"));
        }
        if !llc::LLVMIsAConstantFP(c).is_null() {
            let ty = self.ty(t).ok()?;
            let mut words = [0u64; 2];
            let width = strata_llvm_const_fp_bits(c, words.as_mut_ptr(), 2);
            let hex = match width {
                16 => format!("0x{:04X}", words[0] & 0xffff),
                32 => format!("0x{:08X}", words[0] & 0xffff_ffff),
                64 => format!("0x{:016X}", words[0]),
                80 => format!("0x{:04X}{:016X}", words[1] & 0xffff, words[0]),
                128 => format!("0x{:016X}{:016X}", words[1], words[0]),
                _ => return None,
            };
            return Some(format!("{hex} : {ty}"));
        }
        None
    }

    /// The element of a scalar attribute `a` (`V : T`), without its type.
    fn bare(a: &str) -> String {
        a.split(" : ").next().unwrap_or(a).to_string()
    }

    /// The builtin shaped type of an attribute for `t` (`vector<..>`, or `tensor<..>` for
    /// nested arrays), if `t` has one: MLIR's `getBuiltinTypeForAttr`.
    unsafe fn attr_shape(&self, t: LLVMTypeRef) -> Option<(Vec<u64>, String, bool)> {
        use LLVMTypeKind::*;
        let scalar = |t: LLVMTypeRef| {
            matches!(
                llc::LLVMGetTypeKind(t),
                LLVMIntegerTypeKind
                    | LLVMHalfTypeKind
                    | LLVMBFloatTypeKind
                    | LLVMFloatTypeKind
                    | LLVMDoubleTypeKind
                    | LLVMX86_FP80TypeKind
                    | LLVMFP128TypeKind
            )
        };
        match llc::LLVMGetTypeKind(t) {
            LLVMVectorTypeKind => {
                let e = llc::LLVMGetElementType(t);
                if !scalar(e) {
                    return None;
                }
                Some((
                    vec![llc::LLVMGetVectorSize(t) as u64],
                    self.ty(e).ok()?,
                    true,
                ))
            }
            LLVMArrayTypeKind => {
                let mut shape = vec![(llc::LLVMGetArrayLength(t) as u64)];
                let mut e = llc::LLVMGetElementType(t);
                while matches!(llc::LLVMGetTypeKind(e), LLVMArrayTypeKind) {
                    shape.push(llc::LLVMGetArrayLength(e) as u64);
                    e = llc::LLVMGetElementType(e);
                }
                if matches!(llc::LLVMGetTypeKind(e), LLVMVectorTypeKind) {
                    let (inner, elem, _) = self.attr_shape(e)?;
                    shape.extend(inner);
                    return Some((shape, elem, true));
                }
                if !scalar(e) {
                    return None;
                }
                Some((shape, self.ty(e).ok()?, false))
            }
            _ => None,
        }
    }

    /// MLIR 16's `getConstantAsAttr`.
    unsafe fn const_attr(&self, c: LLVMValueRef) -> Option<String> {
        if let Some(a) = self.scalar_attr(c) {
            return Some(a);
        }
        if !llc::LLVMIsAFunction(c).is_null() {
            return Some(symbol(&value_name(c)));
        }
        let t = llc::LLVMTypeOf(c);
        let shaped = |shape: &[u64], elem: &str, vector: bool| {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            format!(
                "{}<{}x{elem}>",
                if vector { "vector" } else { "tensor" },
                dims.join("x")
            )
        };
        if !llc::LLVMIsAConstantDataSequential(c).is_null() {
            if llc::LLVMIsConstantString(c) != 0 {
                let mut len = 0;
                let p = llc::LLVMGetAsString(c, &mut len);
                let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
                let mut s = String::from("\"");
                for &b in bytes {
                    if b.is_ascii_alphanumeric() || b == b' ' {
                        s.push(b as char);
                    } else {
                        let _ = write!(s, "\\{b:02X}");
                    }
                }
                s.push('"');
                return Some(s);
            }
            let (shape, elem, vector) = self.attr_shape(t)?;
            let elems = self.sequence_elements(c)?;
            return Some(format!(
                "dense<{}> : {}",
                nest(&elems, &shape),
                shaped(&shape, &elem, vector)
            ));
        }
        if !llc::LLVMIsAConstantArray(c).is_null()
            || !llc::LLVMIsAConstantVector(c).is_null()
            || !llc::LLVMIsAConstantStruct(c).is_null()
        {
            let (shape, elem, vector) = self.attr_shape(t)?;
            let mut elems = Vec::new();
            let mut work = vec![c];
            while let Some(cur) = work.pop() {
                if !llc::LLVMIsAConstantArray(cur).is_null()
                    || !llc::LLVMIsAConstantVector(cur).is_null()
                    || !llc::LLVMIsAConstantStruct(cur).is_null()
                {
                    let n = llc::LLVMGetNumOperands(cur);
                    for i in (0..n).rev() {
                        work.push(llc::LLVMGetOperand(cur, i as u32));
                    }
                    continue;
                }
                if !llc::LLVMIsAConstantDataSequential(cur).is_null() {
                    elems.extend(self.sequence_elements(cur)?);
                    continue;
                }
                // MLIR 16 makes an attribute of an aggregate only if each of its
                // leaves is a dense attribute (constant data), not a scalar.
                return None;
            }
            return Some(format!(
                "dense<{}> : {}",
                nest(&elems, &shape),
                shaped(&shape, &elem, vector)
            ));
        }
        // A `zeroinitializer` has no attribute in MLIR 16: it is built element by element.
        None
    }

    unsafe fn sequence_elements(&self, c: LLVMValueRef) -> Option<Vec<String>> {
        let t = llc::LLVMTypeOf(c);
        let n = match llc::LLVMGetTypeKind(t) {
            LLVMTypeKind::LLVMArrayTypeKind => llc::LLVMGetArrayLength(t) as u64,
            _ => llc::LLVMGetVectorSize(t) as u64,
        };
        let mut out = Vec::new();
        for i in 0..n {
            let e = llc::LLVMGetAggregateElement(c, i as u32);
            out.push(Self::bare(&self.scalar_attr(e)?));
        }
        Some(out)
    }

    /// The constants `c` depends on (itself included) that are not converted yet, in the
    /// order MLIR 16 converts them.
    unsafe fn constants_to_convert(&self, c: LLVMValueRef, st: &RegionState) -> Vec<LLVMValueRef> {
        let mut work = vec![c];
        let mut ordered = Vec::new();
        while let Some(cur) = work.pop() {
            if st.values.contains_key(&cur) {
                continue;
            }
            ordered.push(cur);
            let n = llc::LLVMGetNumOperands(cur);
            for i in 0..n.max(0) {
                let op = llc::LLVMGetOperand(cur, i as u32);
                if !op.is_null() && !llc::LLVMIsAConstant(op).is_null() {
                    work.push(op);
                }
            }
            if !llc::LLVMIsAConstantAggregateZero(cur).is_null() {
                for i in 0..aggregate_len(cur) {
                    work.push(llc::LLVMGetAggregateElement(cur, i as u32));
                }
            }
        }
        let mut seen = HashSet::new();
        ordered
            .into_iter()
            .rev()
            .filter(|c| seen.insert(*c))
            .collect()
    }

    /// The SSA name of the value `v`, converting it (and the constants it depends on) if
    /// it is a constant.
    unsafe fn value(&self, v: LLVMValueRef, st: &mut RegionState) -> Result<String, Failure> {
        if let Some(n) = st.values.get(&v) {
            return Ok(n.clone());
        }
        if llc::LLVMIsAConstant(v).is_null() {
            return Err(self.error(format!("unhandled value: {}", print_value(v))));
        }
        for c in self.constants_to_convert(v, st) {
            let name = self.constant(c, st)?;
            st.values.insert(c, name);
        }
        Ok(st.values[&v].clone())
    }

    /// MLIR 16's `convertConstant` of `c`, whose dependencies are converted.
    unsafe fn constant(&self, c: LLVMValueRef, st: &mut RegionState) -> Result<String, Failure> {
        let t = llc::LLVMTypeOf(c);
        let ty = self.ty(t)?;
        let r = st.fresh();
        if let Some(attr) = self.const_attr(c) {
            if attr.starts_with('@') {
                let _ = writeln!(
                    st.constants,
                    "{r} = \"llvm.mlir.addressof\"() {{global_name = {attr}}} : () -> {ty}"
                );
            } else {
                let _ = writeln!(
                    st.constants,
                    "{r} = \"llvm.mlir.constant\"() {{value = {attr}}} : () -> {ty}"
                );
            }
            return Ok(r);
        }
        if !llc::LLVMIsAConstantPointerNull(c).is_null() {
            let _ = writeln!(st.constants, "{r} = \"llvm.mlir.null\"() : () -> {ty}");
            return Ok(r);
        }
        if !llc::LLVMIsAUndefValue(c).is_null() {
            let _ = writeln!(st.constants, "{r} = \"llvm.mlir.undef\"() : () -> {ty}");
            return Ok(r);
        }
        if !llc::LLVMIsAGlobalVariable(c).is_null() {
            let name = symbol(&value_name(c));
            let _ = writeln!(
                st.constants,
                "{r} = \"llvm.mlir.addressof\"() {{global_name = {name}}} : () -> {ty}"
            );
            return Ok(r);
        }
        if !llc::LLVMIsAConstantExpr(c).is_null() {
            let opcode = llc::LLVMGetConstOpcode(c);
            let n = llc::LLVMGetNumOperands(c) as u32;
            let operands: Vec<LLVMValueRef> = (0..n).map(|i| llc::LLVMGetOperand(c, i)).collect();
            let mut text = String::new();
            let res = self.simple_instruction(opcode, c, &operands, t, st, &mut text)?;
            if let Some(res) = res {
                st.constants.push_str(&text);
                return Ok(res);
            }
            return Err(self.error(format!("unhandled constant: {}", print_value(c))));
        }
        let is_aggregate = !llc::LLVMIsAConstantArray(c).is_null()
            || !llc::LLVMIsAConstantStruct(c).is_null()
            || !llc::LLVMIsAConstantVector(c).is_null()
            || !llc::LLVMIsAConstantAggregateZero(c).is_null();
        if is_aggregate {
            let elems: Vec<LLVMValueRef> = if llc::LLVMIsAConstantAggregateZero(c).is_null() {
                let n = llc::LLVMGetNumOperands(c) as u32;
                (0..n).map(|i| llc::LLVMGetOperand(c, i)).collect()
            } else {
                (0..aggregate_len(c))
                    .map(|i| llc::LLVMGetAggregateElement(c, i as u32))
                    .collect()
            };
            let array_or_struct = matches!(
                llc::LLVMGetTypeKind(t),
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMStructTypeKind
            );
            let _ = writeln!(st.constants, "{r} = \"llvm.mlir.undef\"() : () -> {ty}");
            let mut root = r;
            for (i, e) in elems.iter().enumerate() {
                let ev = st.values[e].clone();
                let et = self.ty(llc::LLVMTypeOf(*e))?;
                let next = st.fresh();
                if array_or_struct {
                    let _ = writeln!(
                        st.constants,
                        "{next} = \"llvm.insertvalue\"({root}, {ev}) {{position = array<i64: {i}>}} : ({ty}, {et}) -> {ty}"
                    );
                } else {
                    let idx = st.fresh();
                    let _ = writeln!(
                        st.constants,
                        "{idx} = \"llvm.mlir.constant\"() {{value = {i} : i32}} : () -> i32"
                    );
                    let _ = writeln!(
                        st.constants,
                        "{next} = \"llvm.insertelement\"({root}, {ev}, {idx}) : ({ty}, {et}, i32) -> {ty}"
                    );
                }
                root = next;
            }
            return Ok(root);
        }
        Err(self.error(format!("unhandled constant: {}", print_value(c))))
    }

    // ----- globals -----

    unsafe fn global(&self, g: LLVMValueRef) -> Result<String, Failure> {
        let name = value_name(g);
        if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
            return self
                .global_ctors_or_dtors(g, name == "llvm.global_ctors")
                .ok_or_else(|| {
                    self.error(format!("unhandled global variable: {}", print_value(g)))
                });
        }
        let vt = llc::LLVMGlobalGetValueType(g);
        let ty = self.ty(vt)?;
        let mut attrs = vec![format!(
            "addr_space = {} : i32",
            llc::LLVMGetPointerAddressSpace(llc::LLVMTypeOf(g))
        )];
        let align = llc::LLVMGetAlignment(g);
        if align != 0 {
            attrs.push(format!("alignment = {align} : i64"));
        }
        if llc::LLVMIsGlobalConstant(g) != 0 {
            attrs.push("constant".into());
        }
        if is_dso_local(g) {
            attrs.push("dso_local".into());
        }
        attrs.push(format!("global_type = {ty}"));
        attrs.push(format!("linkage = #llvm.linkage<{}>", linkage_name(g)));
        let section = llc::LLVMGetSection(g);
        if !section.is_null() {
            let s = CStr::from_ptr(section).to_string_lossy();
            if !s.is_empty() {
                attrs.push(format!("section = {}", quoted(&s)));
            }
        }
        attrs.push(format!("sym_name = {}", quoted(&name)));
        if llc::LLVMIsThreadLocal(g) != 0 {
            attrs.push("thread_local_".into());
        }
        use inkwell::llvm_sys::LLVMUnnamedAddr::*;
        let unnamed = match llc::LLVMGetUnnamedAddress(g) {
            LLVMNoUnnamedAddr => 0,
            LLVMLocalUnnamedAddr => 1,
            LLVMGlobalUnnamedAddr => 2,
        };
        attrs.push(format!("unnamed_addr = {unnamed} : i64"));
        let init = llc::LLVMGetInitializer(g);
        let mut region = String::new();
        if !init.is_null() {
            if let Some(a) = self.const_attr(init) {
                attrs.push(format!("value = {a}"));
            } else {
                let mut st = RegionState::default();
                let v = match self.value(init, &mut st) {
                    Ok(v) => v,
                    Err(mut d) => {
                        d.extend(
                            self.error(format!("unhandled global variable: {}", print_value(g))),
                        );
                        return Err(d);
                    }
                };
                region = format!("{}\"llvm.return\"({v}) : ({ty}) -> ()\n", st.constants);
            }
        }
        Ok(format!(
            "\"llvm.mlir.global\"() ({{\n{region}}}) {{{}}} : () -> ()\n",
            attrs.join(", ")
        ))
    }

    /// `llvm.global_ctors` / `llvm.global_dtors` as MLIR 16's
    /// `convertGlobalCtorsAndDtors` imports them: an appending array of `{ i32, ptr, ptr }`
    /// (priority, function, null data) becomes `llvm.mlir.global_ctors` /
    /// `llvm.mlir.global_dtors` with the functions and the priorities; `None` for any
    /// other form.
    unsafe fn global_ctors_or_dtors(&self, g: LLVMValueRef, ctors: bool) -> Option<String> {
        let init = llc::LLVMGetInitializer(g);
        if init.is_null()
            || !matches!(llc::LLVMGetLinkage(g), LLVMLinkage::LLVMAppendingLinkage)
            || llc::LLVMIsAConstantArray(init).is_null()
        {
            return None;
        }
        let mut funcs = Vec::new();
        let mut priorities = Vec::new();
        for i in 0..llc::LLVMGetNumOperands(init) as u32 {
            let entry = llc::LLVMGetOperand(init, i);
            let aggregate = !llc::LLVMIsAConstantStruct(entry).is_null()
                || !llc::LLVMIsAConstantArray(entry).is_null()
                || !llc::LLVMIsAConstantVector(entry).is_null();
            if !aggregate || llc::LLVMGetNumOperands(entry) != 3 {
                return None;
            }
            let priority = llc::LLVMGetOperand(entry, 0);
            let func = llc::LLVMGetOperand(entry, 1);
            let data = llc::LLVMGetOperand(entry, 2);
            if llc::LLVMIsAConstantInt(priority).is_null()
                || llc::LLVMIsAFunction(func).is_null()
                || llc::LLVMIsAConstant(data).is_null()
                || llc::LLVMIsNull(data) == 0
            {
                return None;
            }
            funcs.push(symbol(&value_name(func)));
            priorities.push(format!(
                "{} : i32",
                llc::LLVMConstIntGetZExtValue(priority) as u32 as i32
            ));
        }
        let (op, list) = if ctors {
            ("llvm.mlir.global_ctors", "ctors")
        } else {
            ("llvm.mlir.global_dtors", "dtors")
        };
        Some(format!(
            "\"{op}\"() {{{list} = [{}], priorities = [{}]}} : () -> ()\n",
            funcs.join(", "),
            priorities.join(", ")
        ))
    }

    // ----- functions -----

    unsafe fn function(&self, f: LLVMValueRef) -> Result<String, Failure> {
        // The declarations of the intrinsics that become ops are not imported.
        if self.intrinsic_op(f).is_some()
            || (llc::LLVMGetIntrinsicID(f) != 0
                && matches!(
                    value_name(f).as_str(),
                    "llvm.dbg.value" | "llvm.dbg.declare" | "llvm.dbg.addr"
                ))
        {
            return Ok(String::new());
        }
        let name = value_name(f);
        let fty = llc::LLVMGlobalGetValueType(f);
        let fty_text = self.ty(fty)?;
        let mut attrs = vec!["CConv = #llvm.cconv<ccc>".to_string()];
        if is_dso_local(f) {
            attrs.push("dso_local".into());
        }
        let (entry_count, unhandled) = self.profiling(f, true, false);
        for md in unhandled {
            self.warn(format!(
                "unhandled function metadata: {md} on {}",
                print_value(f)
            ));
        }
        attrs.extend(entry_count);
        attrs.push(format!("function_type = {fty_text}"));
        attrs.push(format!("linkage = #llvm.linkage<{}>", linkage_name(f)));
        // MLIR 16's `getPersonalityAsAttr`: a function, or a constant cast of one.
        if llc::LLVMHasPersonalityFn(f) != 0 {
            let mut p = llc::LLVMGetPersonalityFn(f);
            if !llc::LLVMIsAConstantExpr(p).is_null() && llc::LLVMGetNumOperands(p) == 1 {
                p = llc::LLVMGetOperand(p, 0);
            }
            if !llc::LLVMIsAFunction(p).is_null() {
                attrs.push(format!("personality = {}", symbol(&value_name(p))));
            }
        }
        attrs.push(format!("sym_name = {}", quoted(&name)));
        let gc = llc::LLVMGetGC(f);
        if !gc.is_null() {
            let gc = CStr::from_ptr(gc).to_string_lossy();
            attrs.push(format!("garbageCollector = {}", quoted(&gc)));
        }
        if let Some(m) = memory_effects(f) {
            attrs.push(m);
        }
        if let Some(p) = self.passthrough(f) {
            attrs.push(p);
        }
        let mut region = String::new();
        if llc::LLVMIsDeclaration(f) == 0 {
            region = self.function_body(f)?;
        }
        let loc = if self.debug_info {
            format!(" {}", self.function_loc(f)?)
        } else {
            String::new()
        };
        Ok(format!(
            "\"llvm.func\"() ({{\n{region}}}) {{{}}} : () -> (){loc}\n",
            attrs.join(", ")
        ))
    }

    /// The function attributes of `f` as MLIR 16's `processPassthroughAttrs` imports them:
    /// `passthrough = [...]`, in LLVM's order, an enum attribute as its name, an integer
    /// or string attribute as `["name", "value"]` (a string attribute without value as
    /// its name); `memory` is left out, a type attribute skipped with MLIR's warning.
    unsafe fn passthrough(&self, f: LLVMValueRef) -> Option<String> {
        use inkwell::llvm_sys::LLVMAttributeFunctionIndex as FN;
        let n = llc::LLVMGetAttributeCountAtIndex(f, FN) as usize;
        if n == 0 {
            return None;
        }
        let mut list = vec![std::ptr::null_mut(); n];
        llc::LLVMGetAttributesAtIndex(f, FN, list.as_mut_ptr());
        let names = enum_attribute_names();
        let mut out = Vec::new();
        for a in list {
            if llc::LLVMIsStringAttribute(a) != 0 {
                let mut len = 0u32;
                let k = llc::LLVMGetStringAttributeKind(a, &mut len);
                let key = String::from_utf8_lossy(std::slice::from_raw_parts(
                    k.cast::<u8>(),
                    len as usize,
                ))
                .into_owned();
                let v = llc::LLVMGetStringAttributeValue(a, &mut len);
                let value = if v.is_null() {
                    String::new()
                } else {
                    String::from_utf8_lossy(std::slice::from_raw_parts(
                        v.cast::<u8>(),
                        len as usize,
                    ))
                    .into_owned()
                };
                if value.is_empty() {
                    out.push(quoted(&key));
                } else {
                    out.push(format!("[{}, {}]", quoted(&key), quoted(&value)));
                }
                continue;
            }
            if llc::LLVMIsTypeAttribute(a) != 0 {
                self.warn("type attributes on a function are invalid, skipping it".into());
                continue;
            }
            let kind = llc::LLVMGetEnumAttributeKind(a);
            let Some(&(name, int)) = names.get(&kind) else {
                continue;
            };
            if name == "memory" {
                continue;
            }
            if int {
                out.push(format!(
                    "[{}, \"{}\"]",
                    quoted(name),
                    llc::LLVMGetEnumAttributeValue(a)
                ));
            } else {
                out.push(quoted(name));
            }
        }
        (!out.is_empty()).then(|| format!("passthrough = [{}]", out.join(", ")))
    }

    unsafe fn function_body(&self, f: LLVMValueRef) -> Result<String, Failure> {
        let mut st = RegionState::default();
        let mut blocks = Vec::new();
        let mut bb = llc::LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            blocks.push(bb);
            bb = llc::LLVMGetNextBasicBlock(bb);
        }
        let label: HashMap<LLVMBasicBlockRef, String> = blocks
            .iter()
            .enumerate()
            .map(|(i, b)| (*b, format!("^b{i}")))
            .collect();
        // Arguments and phis (block arguments) are named first.
        let mut headers = HashMap::new();
        let arg_loc = if self.debug_info {
            format!(" {}", self.function_loc(f)?)
        } else {
            String::new()
        };
        for (i, b) in blocks.iter().enumerate() {
            let mut args = Vec::new();
            if i == 0 {
                let n = llc::LLVMCountParams(f);
                for p in 0..n {
                    let a = llc::LLVMGetParam(f, p);
                    let nm = format!("%a{p}");
                    args.push(format!("{nm}: {}{arg_loc}", self.ty(llc::LLVMTypeOf(a))?));
                    st.values.insert(a, nm);
                }
            }
            let mut inst = llc::LLVMGetFirstInstruction(*b);
            while !inst.is_null() && !llc::LLVMIsAPHINode(inst).is_null() {
                let nm = st.fresh();
                let loc = if self.debug_info {
                    format!(" {}", self.value_loc(inst)?)
                } else {
                    String::new()
                };
                args.push(format!("{nm}: {}{loc}", self.ty(llc::LLVMTypeOf(inst))?));
                st.values.insert(inst, nm);
                inst = llc::LLVMGetNextInstruction(inst);
            }
            headers.insert(*b, args);
        }
        // Instruction results are named before conversion (forward references).
        for b in &blocks {
            let mut inst = llc::LLVMGetFirstInstruction(*b);
            while !inst.is_null() {
                if llc::LLVMIsAPHINode(inst).is_null()
                    && !matches!(
                        llc::LLVMGetTypeKind(llc::LLVMTypeOf(inst)),
                        LLVMTypeKind::LLVMVoidTypeKind
                    )
                {
                    let nm = st.fresh();
                    st.values.insert(inst, nm);
                }
                inst = llc::LLVMGetNextInstruction(inst);
            }
        }
        let mut texts: HashMap<LLVMBasicBlockRef, String> = HashMap::new();
        for b in topological_order(&blocks) {
            let mut text = String::new();
            let mut inst = llc::LLVMGetFirstInstruction(b);
            while !inst.is_null() {
                if llc::LLVMIsAPHINode(inst).is_null() {
                    self.instruction(inst, b, &label, &mut st, &mut text)?;
                }
                inst = llc::LLVMGetNextInstruction(inst);
            }
            texts.insert(b, text);
        }
        let mut out = String::new();
        for (i, b) in blocks.iter().enumerate() {
            let args = &headers[b];
            if args.is_empty() {
                let _ = writeln!(out, "{}:", label[b]);
            } else {
                let _ = writeln!(out, "{}({}):", label[b], args.join(", "));
            }
            if i == 0 {
                out.push_str(&st.constants);
            }
            out.push_str(&texts[b]);
        }
        Ok(out)
    }

    /// The values passed from `from` to the phis of `to`.
    unsafe fn branch_args(
        &self,
        from: LLVMBasicBlockRef,
        to: LLVMBasicBlockRef,
        st: &mut RegionState,
    ) -> Result<Vec<(String, String)>, Failure> {
        let mut out = Vec::new();
        let mut inst = llc::LLVMGetFirstInstruction(to);
        while !inst.is_null() && !llc::LLVMIsAPHINode(inst).is_null() {
            let n = llc::LLVMCountIncoming(inst);
            let mut found = None;
            for i in 0..n {
                if llc::LLVMGetIncomingBlock(inst, i) == from {
                    found = Some(llc::LLVMGetIncomingValue(inst, i));
                    break;
                }
            }
            let Some(v) = found else {
                return Err(self.error(format!("unhandled instruction: {}", print_value(inst))));
            };
            out.push((self.value(v, st)?, self.ty(llc::LLVMTypeOf(v))?));
            inst = llc::LLVMGetNextInstruction(inst);
        }
        Ok(out)
    }

    /// Converts `inst`, then its metadata (MLIR 16's `processInstruction` and
    /// `setNonDebugMetadataAttrs`: branch weights on the ops that have them, a warning
    /// for the `!prof` nodes it cannot convert).
    unsafe fn instruction(
        &self,
        inst: LLVMValueRef,
        block: LLVMBasicBlockRef,
        label: &HashMap<LLVMBasicBlockRef, String>,
        st: &mut RegionState,
        text: &mut String,
    ) -> Result<(), Failure> {
        let opcode = llc::LLVMGetInstructionOpcode(inst);
        // The ops with a `branch_weights` attribute.
        let branch = matches!(
            opcode,
            LLVMOpcode::LLVMSwitch | LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke
        ) || (matches!(opcode, LLVMOpcode::LLVMBr)
            && llc::LLVMIsConditional(inst) != 0);
        let (weights, unhandled) = self.profiling(inst, false, branch);
        let start = text.len();
        self.convert_instruction(inst, block, label, st, text, weights.as_deref())?;
        // The TBAA tag goes on the instruction's op (the last one created).
        if let Some(attr) = self.tbaa_attr(inst) {
            let body = text[start..].trim_end_matches('\n');
            let last = body.rfind('\n').map_or(start, |i| start + i + 1);
            let line = text[last..].trim_end_matches('\n').to_string();
            text.truncate(last);
            let _ = writeln!(text, "{}", tbaa::add_attr(&line, &attr));
        }
        if self.debug_info {
            let loc = self.value_loc(inst)?;
            Self::locate_from(text, start, &loc);
        }
        for md in unhandled {
            self.warn(format!("unhandled metadata: {md} on {}", print_value(inst)));
        }
        Ok(())
    }

    unsafe fn convert_instruction(
        &self,
        inst: LLVMValueRef,
        block: LLVMBasicBlockRef,
        label: &HashMap<LLVMBasicBlockRef, String>,
        st: &mut RegionState,
        text: &mut String,
        weights: Option<&str>,
    ) -> Result<(), Failure> {
        use LLVMOpcode::*;
        let weights = weights.map(|w| format!("{w}, ")).unwrap_or_default();
        let unhandled = || self.error(format!("unhandled instruction: {}", print_value(inst)));
        let opcode = llc::LLVMGetInstructionOpcode(inst);
        let n = llc::LLVMGetNumOperands(inst) as u32;
        let operands: Vec<LLVMValueRef> = (0..n).map(|i| llc::LLVMGetOperand(inst, i)).collect();
        match opcode {
            LLVMRet => {
                if let Some(&v) = operands.first() {
                    // An instruction MLIR converts through its op's builder reports
                    // itself after an operand it could not convert.
                    let v_name = self.value(v, st).map_err(|mut e| {
                        e.extend(unhandled());
                        e
                    })?;
                    let t = self.ty(llc::LLVMTypeOf(v))?;
                    let _ = writeln!(text, "\"llvm.return\"({v_name}) : ({t}) -> ()");
                } else {
                    let _ = writeln!(text, "\"llvm.return\"() : () -> ()");
                }
            }
            LLVMUnreachable => {
                let _ = writeln!(text, "\"llvm.unreachable\"() : () -> ()");
            }
            LLVMBr => {
                let nsucc = llc::LLVMGetNumSuccessors(inst);
                let mut succ_args = Vec::new();
                for i in 0..nsucc {
                    let s = llc::LLVMGetSuccessor(inst, i);
                    succ_args.push((s, self.branch_args(block, s, st)?));
                }
                if llc::LLVMIsConditional(inst) != 0 {
                    let c = self.value(llc::LLVMGetCondition(inst), st)?;
                    let (t, ta) = &succ_args[0];
                    let (f, fa) = &succ_args[1];
                    let mut names = vec![c];
                    let mut types = vec!["i1".to_string()];
                    for (v, ty) in ta.iter().chain(fa) {
                        names.push(v.clone());
                        types.push(ty.clone());
                    }
                    let _ = writeln!(
                        text,
                        "\"llvm.cond_br\"({})[{}, {}] {{{weights}operand_segment_sizes = array<i32: 1, {}, {}>}} : ({}) -> ()",
                        names.join(", "),
                        label[t],
                        label[f],
                        ta.len(),
                        fa.len(),
                        types.join(", ")
                    );
                } else {
                    let (s, a) = &succ_args[0];
                    let names: Vec<&str> = a.iter().map(|x| x.0.as_str()).collect();
                    let types: Vec<&str> = a.iter().map(|x| x.1.as_str()).collect();
                    let _ = writeln!(
                        text,
                        "\"llvm.br\"({})[{}] : ({}) -> ()",
                        names.join(", "),
                        label[s],
                        types.join(", ")
                    );
                }
            }
            LLVMSwitch => {
                let cond = self.value(operands[0], st)?;
                let cty = self.ty(llc::LLVMTypeOf(operands[0]))?;
                let default = llc::LLVMGetSwitchDefaultDest(inst);
                let dargs = self.branch_args(block, default, st)?;
                let nsucc = llc::LLVMGetNumSuccessors(inst);
                let mut cases = Vec::new();
                for i in 1..nsucc {
                    let dest = llc::LLVMGetSuccessor(inst, i);
                    // Operands: condition, default, then (value, dest) pairs.
                    let value = operands[(2 * i) as usize];
                    if llc::LLVMIsAConstantInt(value).is_null() {
                        return Err(unhandled());
                    }
                    // MLIR 16 keeps the low 32 bits of a case value's `getSExtValue` (an
                    // `i32`): the value sign-extended, or the low word of a wider one.
                    let width = llc::LLVMGetIntTypeWidth(llc::LLVMTypeOf(value));
                    let mut words = vec![0u64; width.div_ceil(64) as usize];
                    strata_llvm_const_int_words(value, words.as_mut_ptr(), words.len() as u32);
                    let low = if width < 64 {
                        ((words[0] << (64 - width)) as i64) >> (64 - width)
                    } else {
                        words[0] as i64
                    };
                    let v = (low as i32).to_string();
                    let args = self.branch_args(block, dest, st)?;
                    cases.push((v, dest, args));
                }
                let mut names = vec![cond];
                let mut types = vec![cty.clone()];
                for (v, t) in &dargs {
                    names.push(v.clone());
                    types.push(t.clone());
                }
                let mut segments = Vec::new();
                for (_, _, args) in &cases {
                    segments.push(args.len().to_string());
                    for (v, t) in args {
                        names.push(v.clone());
                        types.push(t.clone());
                    }
                }
                let case_total: usize = cases.iter().map(|c| c.2.len()).sum();
                let mut succs = vec![label[&default].clone()];
                succs.extend(cases.iter().map(|c| label[&c.1].clone()));
                let values: Vec<&str> = cases.iter().map(|c| c.0.as_str()).collect();
                let case_values = if cases.is_empty() {
                    String::new()
                } else {
                    format!(
                        "case_values = dense<[{}]> : vector<{}xi32>, ",
                        values.join(", "),
                        cases.len()
                    )
                };
                let _ = writeln!(
                    text,
                    "\"llvm.switch\"({})[{}] {{{weights}case_operand_segments = array<i32{}>, {case_values}operand_segment_sizes = array<i32: 1, {}, {case_total}>}} : ({}) -> ()",
                    names.join(", "),
                    succs.join(", "),
                    if segments.is_empty() { String::new() } else { format!(": {}", segments.join(", ")) },
                    dargs.len(),
                    types.join(", ")
                );
            }
            LLVMCall => {
                let callee = llc::LLVMGetCalledValue(inst);
                let nargs = llc::LLVMGetNumArgOperands(inst) as usize;
                let direct = !llc::LLVMIsAFunction(callee).is_null();
                if direct && value_name(callee).starts_with("llvm.") {
                    if let Some(dbg) = self.debug_variable(inst) {
                        let unhandled = || {
                            format!(
                                "{}: error: unhandled intrinsic: {}\n",
                                self.inst_diag_loc(inst),
                                print_value(inst)
                            )
                        };
                        let (v, var) = match dbg {
                            Ok(d) => d,
                            Err(md) => {
                                let mut e = self
                                    .error(format!("unhandled value: {}", self.metadata_text(md)));
                                e.push(unhandled());
                                return Err(e);
                            }
                        };
                        let op = format!("llvm.intr.{}", &value_name(callee)["llvm.".len()..]);
                        let var = var.ok_or_else(|| vec![unhandled()])?;
                        let name = self.value(v, st)?;
                        let ty = self.ty(llc::LLVMTypeOf(v))?;
                        let _ =
                            writeln!(text, "\"{op}\"({name}) {{varInfo = {var}}} : ({ty}) -> ()");
                        return Ok(());
                    }
                    if self.dropped_debug_intrinsic(inst, callee, &operands[..nargs]) {
                        return Ok(());
                    }
                    return self.intrinsic(inst, callee, &operands[..nargs], st, text);
                }
                let mut names = Vec::new();
                let mut types = Vec::new();
                if !direct {
                    names.push(self.value(callee, st)?);
                    types.push(self.ty(llc::LLVMTypeOf(callee))?);
                }
                for &a in &operands[..nargs] {
                    names.push(self.value(a, st)?);
                    types.push(self.ty(llc::LLVMTypeOf(a))?);
                }
                let fmf = fastmath(strata_llvm_get_fast_math_flags(inst));
                let callee_attr = if direct {
                    format!("callee = {}, ", symbol(&value_name(callee)))
                } else {
                    String::new()
                };
                let rt = llc::LLVMTypeOf(inst);
                let (res, rty) =
                    if matches!(llc::LLVMGetTypeKind(rt), LLVMTypeKind::LLVMVoidTypeKind) {
                        (String::new(), String::new())
                    } else {
                        (format!("{} = ", st.values[&inst]), self.ty(rt)?)
                    };
                let _ = writeln!(
                    text,
                    "{res}\"llvm.call\"({}) {{{weights}{callee_attr}fastmathFlags = {fmf}}} : ({}) -> ({rty})",
                    names.join(", "),
                    types.join(", ")
                );
            }
            LLVMInvoke => {
                // Operands: the arguments, the normal and unwind destinations, the callee.
                let callee = llc::LLVMGetCalledValue(inst);
                let nargs = llc::LLVMGetNumArgOperands(inst) as usize;
                let direct = !llc::LLVMIsAFunction(callee).is_null();
                let mut names = Vec::new();
                let mut types = Vec::new();
                if !direct {
                    names.push(self.value(callee, st)?);
                    types.push(self.ty(llc::LLVMTypeOf(callee))?);
                }
                for &a in &operands[..nargs] {
                    names.push(self.value(a, st)?);
                    types.push(self.ty(llc::LLVMTypeOf(a))?);
                }
                let call_operands = names.len();
                let normal = llc::LLVMGetNormalDest(inst);
                let unwind = llc::LLVMGetUnwindDest(inst);
                let normal_args = self.branch_args(block, normal, st)?;
                let unwind_args = self.branch_args(block, unwind, st)?;
                for (v, t) in normal_args.iter().chain(&unwind_args) {
                    names.push(v.clone());
                    types.push(t.clone());
                }
                let callee_attr = if direct {
                    format!("callee = {}, ", symbol(&value_name(callee)))
                } else {
                    String::new()
                };
                let rt = llc::LLVMTypeOf(inst);
                let (res, rty) =
                    if matches!(llc::LLVMGetTypeKind(rt), LLVMTypeKind::LLVMVoidTypeKind) {
                        (String::new(), String::new())
                    } else {
                        (format!("{} = ", st.values[&inst]), self.ty(rt)?)
                    };
                let _ = writeln!(
                    text,
                    "{res}\"llvm.invoke\"({})[{}, {}] {{{weights}{callee_attr}operand_segment_sizes = array<i32: {call_operands}, {}, {}>}} : ({}) -> ({rty})",
                    names.join(", "),
                    label[&normal],
                    label[&unwind],
                    normal_args.len(),
                    unwind_args.len(),
                    types.join(", ")
                );
            }
            LLVMLandingPad => {
                let mut names = Vec::new();
                let mut types = Vec::new();
                for i in 0..llc::LLVMGetNumClauses(inst) {
                    let c = llc::LLVMGetClause(inst, i);
                    names.push(self.value(c, st)?);
                    types.push(self.ty(llc::LLVMTypeOf(c))?);
                }
                let cleanup = if llc::LLVMIsCleanup(inst) != 0 {
                    " {cleanup}"
                } else {
                    ""
                };
                let _ = writeln!(
                    text,
                    "{} = \"llvm.landingpad\"({}){cleanup} : ({}) -> {}",
                    st.values[&inst],
                    names.join(", "),
                    types.join(", "),
                    self.ty(llc::LLVMTypeOf(inst))?
                );
            }
            _ => {
                let t = llc::LLVMTypeOf(inst);
                match self.simple_instruction(opcode, inst, &operands, t, st, text) {
                    Ok(Some(_)) => {}
                    Ok(None) => return Err(unhandled()),
                    // As for `ret` (MLIR converts `getelementptr` by hand, without it).
                    Err(mut e) => {
                        if !matches!(opcode, LLVMGetElementPtr) {
                            e.extend(unhandled());
                        }
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    }

    /// The op of the intrinsic `f` (`llvm.intr.<name>`), if Strata's `llvm` dialect has
    /// one (MLIR's `isConvertibleIntrinsic`).
    unsafe fn intrinsic_op(&self, f: LLVMValueRef) -> Option<String> {
        let id = llc::LLVMGetIntrinsicID(f);
        if id == 0 {
            return None;
        }
        let mut len = 0usize;
        let base = llc::LLVMIntrinsicGetName(id, &mut len);
        let base = String::from_utf8_lossy(std::slice::from_raw_parts(base.cast::<u8>(), len));
        // The ops named after LLVM's enum name where it differs from the intrinsic's.
        let base = match base.strip_prefix("llvm.")? {
            "va_start" => "vastart",
            "va_copy" => "vacopy",
            "va_end" => "vaend",
            b => b,
        };
        let op = format!("llvm.intr.{base}");
        self.has_op(&op).then_some(op)
    }

    /// Whether `inst` is a debug intrinsic (`llvm.dbg.value`, `llvm.dbg.declare`,
    /// `llvm.dbg.addr`) MLIR 16 drops: one whose location is a `!DIArgList` or whose
    /// `!DIExpression` is not empty. It is dropped with MLIR's `dropped instruction`
    /// warning, at the instruction's debug location (`FILE:LINE:COL` of its
    /// `!DILocation`).
    unsafe fn dropped_debug_intrinsic(
        &self,
        inst: LLVMValueRef,
        callee: LLVMValueRef,
        args: &[LLVMValueRef],
    ) -> bool {
        let name = value_name(callee);
        if !matches!(
            name.as_str(),
            "llvm.dbg.value" | "llvm.dbg.declare" | "llvm.dbg.addr"
        ) || args.len() != 3
        {
            return false;
        }
        let arg_list = print_value(args[0]).starts_with("metadata !DIArgList(");
        let expression = print_value(args[2]);
        if !arg_list && expression == "metadata !DIExpression()" {
            return false;
        }
        let loc = self.inst_diag_loc(inst);
        let _ = writeln!(
            self.warnings.borrow_mut(),
            "{loc}: warning: dropped instruction: {}",
            print_value(inst)
        );
        true
    }

    /// Where a diagnostic about instruction `inst` is: `FILE:LINE:COL` of its
    /// `!DILocation`, else the module's source file.
    unsafe fn inst_diag_loc(&self, inst: LLVMValueRef) -> String {
        let mut len = 0u32;
        let file = llc::LLVMGetDebugLocFilename(inst, &mut len);
        if file.is_null() {
            return self.loc.clone();
        }
        let file =
            String::from_utf8_lossy(std::slice::from_raw_parts(file.cast::<u8>(), len as usize));
        format!(
            "{file}:{}:{}",
            llc::LLVMGetDebugLocLine(inst),
            llc::LLVMGetDebugLocColumn(inst)
        )
    }

    /// A call of an intrinsic as MLIR 16's `convertIntrinsic` imports it: the op
    /// `llvm.intr.<name>` with the call's arguments as operands, its fast-math flags if
    /// the op has them (`reassoc` for the reductions). An intrinsic without such an op,
    /// or whose op takes other attributes (immediate arguments), is unhandled.
    unsafe fn intrinsic(
        &self,
        inst: LLVMValueRef,
        callee: LLVMValueRef,
        args: &[LLVMValueRef],
        st: &mut RegionState,
        text: &mut String,
    ) -> Result<(), Failure> {
        use strata_framework::ods::{Arity, OpSpec};
        // At the call's debug location (`llvm.dbg.label` calls have one).
        let unhandled = || {
            vec![format!(
                "{}: error: unhandled intrinsic: {}\n",
                self.inst_diag_loc(inst),
                print_value(inst)
            )]
        };
        let Some(op) = self.intrinsic_op(callee) else {
            return Err(unhandled());
        };
        let spec = self
            .ctx
            .op_info(&op)
            .and_then(|i| i.spec)
            .and_then(|s| s.downcast_ref::<OpSpec>());
        let Some(spec) = spec else {
            return Err(unhandled());
        };
        let immediates = immediate_arguments(op.trim_start_matches("llvm.intr."));
        // One variadic group at most (it takes the arguments the others leave).
        let variadic = spec
            .operands
            .iter()
            .filter(|o| !matches!(o.arity, Arity::Single))
            .count();
        let operand_count = args.len().checked_sub(immediates.len());
        let fits = match operand_count {
            Some(n) if variadic == 0 => n == spec.operands.len(),
            Some(n) => variadic == 1 && n + 1 >= spec.operands.len(),
            None => false,
        };
        if !fits || spec.results.len() > 1 {
            return Err(unhandled());
        }
        let fmf = strata_llvm_get_fast_math_flags(inst);
        let mut attrs = Vec::new();
        for &(i, name, ty) in immediates {
            let c = args[i];
            if llc::LLVMIsAConstantInt(c).is_null() {
                return Err(unhandled());
            }
            let v = llc::LLVMConstIntGetZExtValue(c);
            attrs.push(if ty == "i1" {
                format!("{name} = {}", v != 0)
            } else {
                format!("{name} = {v} : {ty}")
            });
        }
        for a in spec.attrs {
            match a.name {
                "fastmathFlags" => attrs.push(format!("fastmathFlags = {}", fastmath(fmf))),
                // LLVM's `reassoc` fast-math flag.
                "reassoc" => attrs.push(format!("reassoc = {}", fmf & (1 << 6) != 0)),
                n if a.optional || immediates.iter().any(|x| x.1 == n) => {}
                _ => return Err(unhandled()),
            }
        }
        // The operands are converted, then the immediate arguments (MLIR 16 converts
        // them too, into constants nothing uses).
        let mut names = Vec::new();
        let mut types = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            if immediates.iter().any(|x| x.0 == i) {
                continue;
            }
            names.push(self.value(a, st)?);
            types.push(self.ty(llc::LLVMTypeOf(a))?);
        }
        for &(i, _, _) in immediates {
            self.value(args[i], st)?;
        }
        let rt = llc::LLVMTypeOf(inst);
        let void = matches!(llc::LLVMGetTypeKind(rt), LLVMTypeKind::LLVMVoidTypeKind);
        if void != spec.results.is_empty() {
            return Err(unhandled());
        }
        let (res, rty) = if void {
            (String::new(), "()".to_string())
        } else {
            (format!("{} = ", st.values[&inst]), self.ty(rt)?)
        };
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        };
        let _ = writeln!(
            text,
            "{res}\"{op}\"({}){attrs} : ({}) -> {rty}",
            names.join(", "),
            types.join(", ")
        );
        Ok(())
    }

    /// A `getelementptr` instruction or constant expression (MLIR 16 converts every
    /// index, then keeps as operands those that index a pointer, an array or a vector,
    /// and as constants in `rawConstantIndices` those that index a struct); the name of
    /// its result.
    unsafe fn gep(
        &self,
        inst: LLVMValueRef,
        operands: &[LLVMValueRef],
        t: LLVMTypeRef,
        st: &mut RegionState,
        text: &mut String,
    ) -> Result<String, Failure> {
        let unhandled = || self.error(format!("unhandled instruction: {}", print_value(inst)));
        let source = llc::LLVMGetGEPSourceElementType(inst);
        let mut names = Vec::new();
        let mut types = Vec::new();
        for &o in operands {
            names.push(self.value(o, st)?);
            types.push(self.ty(llc::LLVMTypeOf(o))?);
        }
        let (mut used_names, mut used_types) = (vec![names[0].clone()], vec![types[0].clone()]);
        let mut raw = Vec::new();
        // The type the next index steps into; the first index steps over the pointer.
        let mut current: Option<LLVMTypeRef> = None;
        for (i, &o) in operands.iter().enumerate().skip(1) {
            match current {
                Some(ct)
                    if matches!(llc::LLVMGetTypeKind(ct), LLVMTypeKind::LLVMStructTypeKind) =>
                {
                    if llc::LLVMIsAConstantInt(o).is_null() {
                        return Err(unhandled());
                    }
                    let k = llc::LLVMConstIntGetZExtValue(o);
                    raw.push(k.to_string());
                    current = Some(llc::LLVMStructGetTypeAtIndex(ct, k as u32));
                }
                _ => {
                    raw.push(i32::MIN.to_string());
                    used_names.push(names[i].clone());
                    used_types.push(types[i].clone());
                    current = Some(match current {
                        None => source,
                        Some(ct) => llc::LLVMGetElementType(ct),
                    });
                }
            }
        }
        let mut attrs = Vec::new();
        if is_opaque_pointer(llc::LLVMTypeOf(operands[0])) {
            attrs.push(format!("elem_type = {}", self.ty(source)?));
        }
        if llc::LLVMIsInBounds(inst) != 0 {
            attrs.push("inbounds".to_string());
        }
        attrs.push(format!(
            "rawConstantIndices = array<i32: {}>",
            raw.join(", ")
        ));
        let res = if llc::LLVMIsAConstantExpr(inst).is_null() {
            st.values[&inst].clone()
        } else {
            st.fresh()
        };
        let _ = writeln!(
            text,
            "{res} = \"llvm.getelementptr\"({}) {{{}}} : ({}) -> {}",
            used_names.join(", "),
            attrs.join(", "),
            used_types.join(", "),
            self.ty(t)?
        );
        Ok(res)
    }

    /// Converts an instruction (or constant expression) that maps to one op with the
    /// operands in order; the name of its result, or none if it has no such op.
    unsafe fn simple_instruction(
        &self,
        opcode: LLVMOpcode,
        inst: LLVMValueRef,
        operands: &[LLVMValueRef],
        t: LLVMTypeRef,
        st: &mut RegionState,
        text: &mut String,
    ) -> Result<Option<String>, Failure> {
        use LLVMOpcode::*;
        let is_const = !llc::LLVMIsAConstantExpr(inst).is_null();
        let (name, attrs): (&str, String) = match opcode {
            LLVMAdd => ("add", String::new()),
            LLVMSub => ("sub", String::new()),
            LLVMMul => ("mul", String::new()),
            LLVMUDiv => ("udiv", String::new()),
            LLVMSDiv => ("sdiv", String::new()),
            LLVMURem => ("urem", String::new()),
            LLVMSRem => ("srem", String::new()),
            LLVMShl => ("shl", String::new()),
            LLVMLShr => ("lshr", String::new()),
            LLVMAShr => ("ashr", String::new()),
            LLVMAnd => ("and", String::new()),
            LLVMOr => ("or", String::new()),
            LLVMXor => ("xor", String::new()),
            LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem | LLVMFNeg => {
                let n = match opcode {
                    LLVMFAdd => "fadd",
                    LLVMFSub => "fsub",
                    LLVMFMul => "fmul",
                    LLVMFDiv => "fdiv",
                    LLVMFRem => "frem",
                    _ => "fneg",
                };
                let bits = if is_const {
                    0
                } else {
                    strata_llvm_get_fast_math_flags(inst)
                };
                (n, format!("fastmathFlags = {}", fastmath(bits)))
            }
            LLVMICmp => {
                use inkwell::llvm_sys::LLVMIntPredicate::*;
                let p = llc::LLVMGetICmpPredicate(inst);
                let v = match p {
                    LLVMIntEQ => 0,
                    LLVMIntNE => 1,
                    LLVMIntSLT => 2,
                    LLVMIntSLE => 3,
                    LLVMIntSGT => 4,
                    LLVMIntSGE => 5,
                    LLVMIntULT => 6,
                    LLVMIntULE => 7,
                    LLVMIntUGT => 8,
                    LLVMIntUGE => 9,
                };
                ("icmp", format!("predicate = {v} : i64"))
            }
            LLVMFCmp => {
                use inkwell::llvm_sys::LLVMRealPredicate::*;
                // MLIR's `FCmpPredicate` puts `uno` after the unordered comparisons.
                let v = match llc::LLVMGetFCmpPredicate(inst) {
                    LLVMRealPredicateFalse => 0,
                    LLVMRealOEQ => 1,
                    LLVMRealOGT => 2,
                    LLVMRealOGE => 3,
                    LLVMRealOLT => 4,
                    LLVMRealOLE => 5,
                    LLVMRealONE => 6,
                    LLVMRealORD => 7,
                    LLVMRealUEQ => 8,
                    LLVMRealUGT => 9,
                    LLVMRealUGE => 10,
                    LLVMRealULT => 11,
                    LLVMRealULE => 12,
                    LLVMRealUNE => 13,
                    LLVMRealUNO => 14,
                    LLVMRealPredicateTrue => 15,
                };
                let bits = if is_const {
                    0
                } else {
                    strata_llvm_get_fast_math_flags(inst)
                };
                (
                    "fcmp",
                    format!("fastmathFlags = {}, predicate = {v} : i64", fastmath(bits)),
                )
            }
            LLVMSelect => ("select", String::new()),
            LLVMFreeze => ("freeze", String::new()),
            LLVMTrunc => ("trunc", String::new()),
            LLVMZExt => ("zext", String::new()),
            LLVMSExt => ("sext", String::new()),
            LLVMFPTrunc => ("fptrunc", String::new()),
            LLVMFPExt => ("fpext", String::new()),
            LLVMFPToUI => ("fptoui", String::new()),
            LLVMFPToSI => ("fptosi", String::new()),
            LLVMUIToFP => ("uitofp", String::new()),
            LLVMSIToFP => ("sitofp", String::new()),
            LLVMPtrToInt => ("ptrtoint", String::new()),
            LLVMIntToPtr => ("inttoptr", String::new()),
            LLVMBitCast => ("bitcast", String::new()),
            LLVMAddrSpaceCast => ("addrspacecast", String::new()),
            LLVMAlloca => {
                let mut attrs = format!("alignment = {} : i64", llc::LLVMGetAlignment(inst));
                if is_opaque_pointer(t) {
                    let _ = write!(
                        attrs,
                        ", elem_type = {}",
                        self.ty(llc::LLVMGetAllocatedType(inst))?
                    );
                }
                ("alloca", attrs)
            }
            LLVMAtomicRMW => (
                "atomicrmw",
                format!(
                    "bin_op = {} : i64, ordering = {} : i64",
                    llc::LLVMGetAtomicRMWBinOp(inst) as i32,
                    llc::LLVMGetOrdering(inst) as i32
                ),
            ),
            LLVMAtomicCmpXchg => (
                "cmpxchg",
                format!(
                    "failure_ordering = {} : i64, success_ordering = {} : i64",
                    llc::LLVMGetCmpXchgFailureOrdering(inst) as i32,
                    llc::LLVMGetCmpXchgSuccessOrdering(inst) as i32
                ),
            ),
            LLVMFence => (
                "fence",
                format!(
                    "ordering = {} : i64, syncscope = {}",
                    strata_llvm_fence_ordering(inst),
                    quoted(&sync_scope_name(inst))
                ),
            ),
            LLVMGetElementPtr => return self.gep(inst, operands, t, st, text).map(Some),
            LLVMResume => ("resume", String::new()),
            LLVMLoad => ("load", String::new()),
            LLVMStore => ("store", String::new()),
            LLVMExtractElement => ("extractelement", String::new()),
            LLVMInsertElement => ("insertelement", String::new()),
            LLVMExtractValue | LLVMInsertValue => {
                let n = llc::LLVMGetNumIndices(inst) as usize;
                let idx = std::slice::from_raw_parts(llc::LLVMGetIndices(inst), n);
                let pos: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
                (
                    if matches!(opcode, LLVMExtractValue) {
                        "extractvalue"
                    } else {
                        "insertvalue"
                    },
                    format!("position = array<i64: {}>", pos.join(", ")),
                )
            }
            LLVMShuffleVector => {
                let n = llc::LLVMGetNumMaskElements(inst);
                let undef = llc::LLVMGetUndefMaskElem();
                let mask: Vec<String> = (0..n)
                    .map(|i| {
                        let m = llc::LLVMGetMaskValue(inst, i);
                        if m == undef { -1 } else { m }.to_string()
                    })
                    .collect();
                let mask = if mask.is_empty() {
                    "array<i32>".to_string()
                } else {
                    format!("array<i32: {}>", mask.join(", "))
                };
                ("shufflevector", format!("mask = {mask}"))
            }
            _ => return Ok(None),
        };
        let full = format!("llvm.{name}");
        if !self.has_op(&full) {
            return Ok(None);
        }
        // Shufflevector's mask is an operand of the constant expression form only.
        let used: &[LLVMValueRef] = if matches!(opcode, LLVMShuffleVector) {
            &operands[..2]
        } else {
            operands
        };
        let mut names = Vec::new();
        let mut types = Vec::new();
        for &o in used {
            names.push(self.value(o, st)?);
            types.push(self.ty(llc::LLVMTypeOf(o))?);
        }
        let void = matches!(llc::LLVMGetTypeKind(t), LLVMTypeKind::LLVMVoidTypeKind);
        let (res, rty) = if void {
            (None, String::new())
        } else if is_const {
            (Some(st.fresh()), self.ty(t)?)
        } else {
            (Some(st.values[&inst].clone()), self.ty(t)?)
        };
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{attrs}}}")
        };
        let results = if void { "()".to_string() } else { rty };
        let _ = writeln!(
            text,
            "{}\"{full}\"({}){attrs} : ({}) -> {results}",
            res.as_ref().map(|r| format!("{r} = ")).unwrap_or_default(),
            names.join(", "),
            types.join(", ")
        );
        Ok(Some(res.unwrap_or_default()))
    }
}

/// The immediate arguments of an intrinsic that its `llvm.intr` op holds as attributes
/// (MLIR 16's `immArgPositions` and `immArgAttrNames`): argument position, attribute
/// name, attribute type.
fn immediate_arguments(mnemonic: &str) -> &'static [(usize, &'static str, &'static str)] {
    match mnemonic {
        "lifetime.start" | "lifetime.end" => &[(0, "size", "i64")],
        "matrix.multiply" => &[
            (2, "lhs_rows", "i32"),
            (3, "lhs_columns", "i32"),
            (4, "rhs_columns", "i32"),
        ],
        "matrix.transpose" => &[(1, "rows", "i32"), (2, "columns", "i32")],
        "matrix.column.major.load" => &[
            (2, "isVolatile", "i1"),
            (3, "rows", "i32"),
            (4, "columns", "i32"),
        ],
        "matrix.column.major.store" => &[
            (3, "isVolatile", "i1"),
            (4, "rows", "i32"),
            (5, "columns", "i32"),
        ],
        "masked.load" | "masked.gather" => &[(1, "alignment", "i32")],
        "masked.store" | "masked.scatter" => &[(2, "alignment", "i32")],
        _ => &[],
    }
}

/// `#llvm.fastmath<...>` of MLIR 16's FastmathFlags bits.
/// LLVM 16's enum and integer attribute kinds by number: (name, whether it holds an
/// integer).
unsafe fn enum_attribute_names() -> HashMap<u32, (&'static str, bool)> {
    const ENUM: &[&str] = &[
        "allocalign",
        "allocptr",
        "alwaysinline",
        "builtin",
        "cold",
        "convergent",
        "disable_sanitizer_instrumentation",
        "fn_ret_thunk_extern",
        "hot",
        "immarg",
        "inreg",
        "inlinehint",
        "jumptable",
        "minsize",
        "mustprogress",
        "naked",
        "nest",
        "noalias",
        "nobuiltin",
        "nocallback",
        "nocapture",
        "nocf_check",
        "noduplicate",
        "nofree",
        "noimplicitfloat",
        "noinline",
        "nomerge",
        "noprofile",
        "norecurse",
        "noredzone",
        "noreturn",
        "nosanitize_bounds",
        "nosanitize_coverage",
        "nosync",
        "noundef",
        "nounwind",
        "nonlazybind",
        "nonnull",
        "null_pointer_is_valid",
        "optforfuzzing",
        "optsize",
        "optnone",
        "presplitcoroutine",
        "readnone",
        "readonly",
        "returned",
        "returns_twice",
        "signext",
        "safestack",
        "sanitize_address",
        "sanitize_hwaddress",
        "sanitize_memtag",
        "sanitize_memory",
        "sanitize_thread",
        "shadowcallstack",
        "skipprofile",
        "speculatable",
        "speculative_load_hardening",
        "ssp",
        "sspreq",
        "sspstrong",
        "strictfp",
        "swiftasync",
        "swifterror",
        "swiftself",
        "willreturn",
        "writeonly",
        "zeroext",
    ];
    const INT: &[&str] = &[
        "align",
        "alignstack",
        "allockind",
        "allocsize",
        "dereferenceable",
        "dereferenceable_or_null",
        "memory",
        "uwtable",
        "vscale_range",
    ];
    let mut map = HashMap::new();
    for (list, int) in [(ENUM, false), (INT, true)] {
        for &name in list {
            let kind = llc::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            if kind != 0 {
                map.insert(kind, (name, int));
            }
        }
    }
    map
}

/// The signed decimal value of the `width`-bit two's complement integer `words` (64-bit
/// words, least significant first; consumed).
fn signed_decimal(words: &mut [u64], width: u32) -> String {
    let top = width - 1;
    let negative = words[(top / 64) as usize] >> (top % 64) & 1 != 0;
    // Bits above the width cleared (and the magnitude of a negative value taken).
    let clear_above = |words: &mut [u64]| {
        let rem = width % 64;
        if rem != 0 {
            let last = words.len() - 1;
            words[last] &= (1u64 << rem) - 1;
        }
    };
    if negative {
        let mut carry = 1u64;
        for w in words.iter_mut() {
            let (v, c) = (!*w).overflowing_add(carry);
            *w = v;
            carry = c as u64;
        }
    }
    clear_above(words);
    // Repeated division by 10^19.
    const BASE: u64 = 10_000_000_000_000_000_000;
    let mut chunks = Vec::new();
    while words.iter().any(|&w| w != 0) {
        let mut rem: u128 = 0;
        for w in words.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / BASE as u128) as u64;
            rem = cur % BASE as u128;
        }
        chunks.push(rem as u64);
    }
    let mut out = String::from(if negative { "-" } else { "" });
    match chunks.split_last() {
        None => out.push('0'),
        Some((first, rest)) => {
            let _ = write!(out, "{first}");
            for c in rest.iter().rev() {
                let _ = write!(out, "{c:019}");
            }
        }
    }
    out
}

/// MLIR 16's `processMemoryEffects`: the `memory` attribute of function `f` as
/// `memory = #llvm.memory_effects<...>`, unless it lets the function read and write
/// everything (LLVM's default, also without the attribute).
unsafe fn memory_effects(f: LLVMValueRef) -> Option<String> {
    use inkwell::llvm_sys::LLVMAttributeFunctionIndex as FN;
    let kind = llc::LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), 6);
    let a = llc::LLVMGetEnumAttributeAtIndex(f, FN, kind);
    if a.is_null() {
        return None;
    }
    // LLVM's `MemoryEffects`: two bits (mod, ref) per location: argument memory,
    // inaccessible memory, other memory.
    let bits = llc::LLVMGetEnumAttributeValue(a);
    if bits & 0x3f == 0x3f {
        return None;
    }
    let name =
        |loc: u32| ["none", "read", "write", "readwrite"][((bits >> (2 * loc)) & 3) as usize];
    Some(format!(
        "memory = #llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}>",
        name(2),
        name(0),
        name(1)
    ))
}

fn fastmath(bits: u32) -> String {
    if bits == 127 {
        return "#llvm.fastmath<fast>".into();
    }
    if bits == 0 {
        return "#llvm.fastmath<none>".into();
    }
    let names = ["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];
    let set: Vec<&str> = names
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, n)| *n)
        .collect();
    format!("#llvm.fastmath<{}>", set.join(", "))
}

unsafe fn is_dso_local(g: LLVMValueRef) -> bool {
    strata_llvm_is_dso_local(g) != 0
}

unsafe fn linkage_name(g: LLVMValueRef) -> &'static str {
    use LLVMLinkage::*;
    match llc::LLVMGetLinkage(g) {
        LLVMExternalLinkage => "external",
        LLVMAvailableExternallyLinkage => "available_externally",
        LLVMLinkOnceAnyLinkage => "linkonce",
        LLVMLinkOnceODRLinkage => "linkonce_odr",
        LLVMWeakAnyLinkage => "weak",
        LLVMWeakODRLinkage => "weak_odr",
        LLVMAppendingLinkage => "appending",
        LLVMInternalLinkage => "internal",
        LLVMPrivateLinkage => "private",
        LLVMExternalWeakLinkage => "extern_weak",
        LLVMCommonLinkage => "common",
        _ => "external",
    }
}

unsafe fn aggregate_len(c: LLVMValueRef) -> u64 {
    let t = llc::LLVMTypeOf(c);
    match llc::LLVMGetTypeKind(t) {
        LLVMTypeKind::LLVMArrayTypeKind => llc::LLVMGetArrayLength(t) as u64,
        LLVMTypeKind::LLVMStructTypeKind => llc::LLVMCountStructElementTypes(t) as u64,
        _ => llc::LLVMGetVectorSize(t) as u64,
    }
}

/// The elements `elems` (row-major) nested as the shape `shape` in `dense<...>`.
fn nest(elems: &[String], shape: &[u64]) -> String {
    if shape.len() <= 1 {
        return format!("[{}]", elems.join(", "));
    }
    let inner: u64 = shape[1..].iter().product();
    let parts: Vec<String> = elems
        .chunks(inner.max(1) as usize)
        .map(|c| nest(c, &shape[1..]))
        .collect();
    format!("[{}]", parts.join(", "))
}

/// The blocks in MLIR 16's conversion order: reverse post-order from each block not
/// visited yet, in function order.
unsafe fn topological_order(blocks: &[LLVMBasicBlockRef]) -> Vec<LLVMBasicBlockRef> {
    let mut order: Vec<LLVMBasicBlockRef> = Vec::new();
    let mut placed: HashSet<LLVMBasicBlockRef> = HashSet::new();
    for &start in blocks {
        if placed.contains(&start) {
            continue;
        }
        // Post-order DFS (successors in order), from `start`, over all blocks (each
        // traversal is independent of blocks placed by earlier ones, as LLVM's).
        let mut visited: HashSet<LLVMBasicBlockRef> = HashSet::new();
        let mut post = Vec::new();
        let mut stack: Vec<(LLVMBasicBlockRef, u32)> = vec![(start, 0)];
        visited.insert(start);
        while let Some((b, i)) = stack.last_mut() {
            let term = llc::LLVMGetBasicBlockTerminator(*b);
            let n = if term.is_null() {
                0
            } else {
                llc::LLVMGetNumSuccessors(term)
            };
            if *i < n {
                let s = llc::LLVMGetSuccessor(term, *i);
                *i += 1;
                if visited.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            if placed.insert(b) {
                order.push(b);
            }
        }
    }
    order
}

/// MLIR 16's `translateDataLayout`: the `#dlti.dl_spec` of a data layout string.
fn data_layout_spec(layout: &str) -> String {
    const DEFAULTS: &str = "p:64:64:64-S0-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128-v64:64:64-v128:128:128-a:0:64";
    let full = if layout.is_empty() {
        DEFAULTS.to_string()
    } else {
        format!("{layout}-{DEFAULTS}")
    };
    let mut seen = HashSet::new();
    let mut entries = Vec::new();
    for spec in full.split('-') {
        let mut parts = spec.split(':');
        let prefix = parts.next().unwrap_or("");
        if !seen.insert(prefix.to_string()) {
            continue;
        }
        if prefix == "e" || prefix == "E" {
            let v = if prefix == "e" { "little" } else { "big" };
            entries.push(format!("#dlti.dl_entry<\"dlti.endianness\", \"{v}\">"));
            continue;
        }
        let Some(kind) = prefix.chars().next() else {
            continue;
        };
        if kind != 'i' && kind != 'f' {
            continue;
        }
        let Ok(width) = prefix[1..].parse::<u32>() else {
            continue;
        };
        let ty = if kind == 'i' {
            format!("i{width}")
        } else {
            match width {
                16 | 32 | 64 | 80 | 128 => format!("f{width}"),
                _ => continue,
            }
        };
        let nums: Vec<u64> = parts.filter_map(|p| p.parse().ok()).collect();
        let Some(&abi) = nums.first() else {
            continue;
        };
        let pref = nums.get(1).copied().unwrap_or(abi);
        let value = if abi == pref {
            format!("dense<{abi}>")
        } else {
            format!("dense<[{abi}, {pref}]>")
        };
        entries.push(format!("#dlti.dl_entry<{ty}, {value} : vector<2xi32>>"));
    }
    format!("#dlti.dl_spec<{}>", entries.join(", "))
}

/// `--import-llvm` of the file `file_name` holding `input`: the output (none if an import
/// failed, unless `split`), the rendered diagnostics, and whether an import failed. With `split`, each chunk between
/// `// -----` markers is imported on its own (diagnostics name the chunk as
/// mlir-translate does: `within split at FILE:LINE offset `), and the modules are printed
/// one after another.
pub fn import_file(
    file_name: &str,
    input: &str,
    opaque_pointers: bool,
    split: bool,
    debug_info: bool,
) -> (Option<String>, String, bool) {
    let ctx = strata::opt::make_context(&strata::opt::OptConfig::default());
    let chunks = if split {
        strata::opt::split_input(input)
    } else {
        vec![(0, input)]
    };
    let mut out = String::new();
    let mut diags = String::new();
    let mut ok = true;
    for (offset, chunk) in chunks {
        let name = if split {
            let line = input[..offset].matches('\n').count() + 1;
            format!("within split at {file_name}:{line} offset ")
        } else {
            file_name.to_string()
        };
        match import_buffer(&ctx, &name, chunk, opaque_pointers, debug_info) {
            Ok((text, warnings)) => {
                diags.push_str(&warnings);
                out.push_str(&text);
            }
            Err(d) => {
                diags.push_str(&d);
                ok = false;
            }
        }
    }
    let text = (ok || split).then_some(out);
    (text, diags, !ok)
}
