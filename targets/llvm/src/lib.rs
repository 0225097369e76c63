//! `strata-translate --mlir-to-llvmir`: the `llvm` dialect to LLVM IR, built with LLVM 16
//! through `inkwell` and printed by LLVM, as `mlir-translate --mlir-to-llvmir` 16 does.
//!
//! The translation reads ops through the framework's generic IR API only (op names,
//! operands, successors, attributes, result types), never through typed views, so it
//! takes the generic form of `llvm` ops Strata does not define yet as well as the custom
//! forms of those it does. It follows MLIR's `ModuleTranslation`: declarations of
//! `malloc` and `free` first, then every `llvm.func`'s signature, then the globals, then
//! the function bodies (blocks created in region order, filled in topological order,
//! block arguments as phis connected once every block is filled), and a diagnostic at
//! the first op with no translation.
//!
//! This crate is the only one that links LLVM: the framework, the dialects and
//! `strata-opt` build without it.

mod arg_checks;
mod cfg;
mod data_layout;
mod debug_info;
mod driver;
mod import;
mod intrinsics;
mod metadata;
pub mod runner;
mod types;

pub use driver::{help_text, main_then_exit, main_with_args};

use std::collections::HashMap;
use std::ffi::CString;
use strata_framework::ir::context::{FxHashMap, FxHashSet};

use inkwell::context::Context as LlContext;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::{
    LLVMBasicBlockRef, LLVMBuilderRef, LLVMContextRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef,
};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMLinkage, LLVMOpcode, LLVMRealPredicate};
use inkwell::module::{FlagBehavior, Module};
use strata::dialects::llvm::FastmathFlagsInterfaceRef;
use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::registry::{error_at, OpRef};
use strata_framework::ir::types::{Signedness, TypeKind};
use strata_framework::ods::AttrView;
use strata_framework::support::apint::ApInt;
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Block, Body, Context, Op, Type, Value};

use cfg::{successor_operands, Cfg, Edge, VBlock};
use types::TypeTranslator;

/// The name MLIR gives the LLVM module (its `ModuleID` and `source_filename`).
pub const MODULE_NAME: &str = "LLVMDialectModule";

// `src/shim.cpp`: what LLVM 16's C API lacks.
extern "C" {
    fn strata_llvm_set_dso_local(global: LLVMValueRef);
    fn strata_llvm_print_module(
        module: inkwell::llvm_sys::prelude::LLVMModuleRef,
        sink_data: *mut std::ffi::c_void,
        sink: extern "C" fn(*mut std::ffi::c_void, *const std::ffi::c_char, usize),
    );
    fn strata_llvm_set_fast_math_flags(value: LLVMValueRef, bits: u32);
    fn strata_llvm_build_alloca(
        builder: LLVMBuilderRef,
        ty: LLVMTypeRef,
        addr_space: u32,
        size: LLVMValueRef,
    ) -> LLVMValueRef;
    fn strata_llvm_set_fence_sync_scope(
        fence: LLVMValueRef,
        name: *const std::ffi::c_char,
        len: usize,
    );
    fn strata_llvm_const_splat(vector_type: LLVMTypeRef, element: LLVMValueRef) -> LLVMValueRef;
    fn strata_llvm_build_insert_value(
        builder: LLVMBuilderRef,
        agg: LLVMValueRef,
        value: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
    fn strata_llvm_build_extract_value(
        builder: LLVMBuilderRef,
        agg: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
}

/// The start of the diagnostic of a module LLVM's verifier rejects; the rest is the
/// verifier's report, which mlir-translate prints as it is (and so does the driver).
pub(crate) const VERIFIER_REPORT: &str = "LLVM IR fails to verify: ";

/// The version of debug-info metadata LLVM 16 writes (`llvm::DEBUG_METADATA_VERSION`),
/// which MLIR records in the module's flags.
const DEBUG_METADATA_VERSION: u64 = 3;

/// Translates the module `module` (held in `body`) to LLVM IR and returns the text LLVM
/// prints for it, or the diagnostic of the first op that has no translation.
pub fn translate_to_llvm_ir(ctx: &Context, body: &Body, module: Op) -> Result<String, Diagnostic> {
    translate_and_print(ctx, body, module, Teardown::Free)
}

/// What becomes of the LLVM context and module once their text is printed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Teardown {
    /// They are disposed of.
    Free,
    /// They are left to the operating system: the process exits right after (disposing
    /// of a module walks and frees each of its instructions again).
    AtExit,
}

/// [`translate_to_llvm_ir`], with the LLVM context and module disposed of as `teardown`
/// says.
pub(crate) fn translate_and_print(
    ctx: &Context,
    body: &Body,
    module: Op,
    teardown: Teardown,
) -> Result<String, Diagnostic> {
    let llctx = LlContext::create();
    let llmodule = translate_module(ctx, body, module, &llctx)?;
    let text = print_module(&llmodule);
    if teardown == Teardown::AtExit {
        std::mem::forget(llmodule);
        std::mem::forget(llctx);
    }
    Ok(text)
}

/// The text LLVM prints for `llmodule` (`Module::print`, what `print_to_string` gives),
/// printed through a buffered stream (`strata_llvm_print_module`). Bytes that are not
/// UTF-8 are replaced, as `print_to_string().to_string()` replaces them.
pub fn print_module(llmodule: &Module<'_>) -> String {
    extern "C" fn sink(data: *mut std::ffi::c_void, text: *const std::ffi::c_char, len: usize) {
        // SAFETY: `data` is the `Vec<u8>` passed below, alive and not otherwise borrowed
        // during the call; `text` points at `len` bytes LLVM owns for this call.
        unsafe {
            let out = &mut *(data as *mut Vec<u8>);
            out.extend_from_slice(std::slice::from_raw_parts(text as *const u8, len));
        }
    }
    let mut bytes: Vec<u8> = Vec::new();
    // SAFETY: the module is valid for the lifetime of `llmodule`; the sink only appends
    // to `bytes`.
    unsafe {
        strata_llvm_print_module(
            llmodule.as_mut_ptr(),
            &mut bytes as *mut Vec<u8> as *mut std::ffi::c_void,
            sink,
        )
    };
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// Translates the module `module` (held in `body`) to a verified LLVM module in `llctx`,
/// or returns the diagnostic of the first op that has no translation.
pub fn translate_module<'l>(
    ctx: &Context,
    body: &Body,
    module: Op,
    llctx: &'l LlContext,
) -> Result<Module<'l>, Diagnostic> {
    let llmodule = llctx.create_module(MODULE_NAME);
    let builder = llctx.create_builder();
    // MLIR's `DebugTranslation`: the flags of a module with any known location, set
    // before anything is translated.
    let debug = has_known_location(ctx, body, module);
    if debug {
        llmodule.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            llctx.i32_type().const_int(DEBUG_METADATA_VERSION, false),
        );
        let triple = OpRef::new(ctx, body, module)
            .attr("llvm.target_triple")
            .and_then(|a| match ctx.attr_kind_ref(a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            });
        if triple.as_deref().is_some_and(is_windows_msvc) {
            llmodule.add_basic_value_flag(
                "CodeView",
                FlagBehavior::Warning,
                llctx.i32_type().const_int(1, false),
            );
        }
    }
    let mut t = Translation {
        ctx,
        llctx: llctx.raw(),
        llmodule: llmodule.as_mut_ptr(),
        builder: builder.as_mut_ptr(),
        types: TypeTranslator::new(llctx.raw()),
        functions: HashMap::new(),
        globals: HashMap::new(),
        metadata: metadata::MetadataTable::default(),
        debug: debug_info::DebugTranslation::new(llctx.raw(), llmodule.as_mut_ptr(), debug),
        scope: std::ptr::null_mut(),
        fastmath_flags: ctx.ident("fastmathFlags"),
        fast_math: FxHashMap::default(),
        known_attrs: FxHashSet::default(),
        known_dicts: FxHashSet::default(),
        operand_buffer: Vec::new(),
        keys: AttrKeys::new(ctx),
        empty_dict: ctx.empty_dictionary(),
    };
    t.run(body, module, &llmodule)?;
    drop(t);
    if let Err(e) = llmodule.verify() {
        return Err(error_at(
            ctx,
            body.loc(module),
            &format!("{VERIFIER_REPORT}{}", e.to_string().trim_end()),
        ));
    }
    Ok(llmodule)
}

/// The state of one translation: the LLVM context, module and builder (owned by the
/// caller through inkwell), the type translator, and the module's symbols.
struct Translation<'c> {
    ctx: &'c Context,
    llctx: LLVMContextRef,
    llmodule: LLVMModuleRef,
    builder: LLVMBuilderRef,
    types: TypeTranslator,
    functions: HashMap<String, LLVMValueRef>,
    globals: HashMap<String, LLVMValueRef>,
    metadata: metadata::MetadataTable,
    debug: debug_info::DebugTranslation,
    /// The subprogram of the function being translated (null if it has none): the scope
    /// of its instructions' `!dbg` locations.
    scope: inkwell::llvm_sys::prelude::LLVMMetadataRef,
    /// `fastmathFlags`, the attribute of most ops with a result that is looked for.
    fastmath_flags: strata_framework::Identifier,
    /// [`fast_math_bits`] of each `#llvm.fastmath<...>` met (an op's flags are checked,
    /// then set, and most ops have the same few).
    fast_math: FxHashMap<Attribute, Option<u32>>,
    /// The (op name, attribute name) pairs [`known_attributes`] lists, as met.
    known_attrs: FxHashSet<(strata_framework::Identifier, strata_framework::Identifier)>,
    /// The (op name, attribute dictionary) pairs [`Translation::check_attributes`]
    /// accepted: ops of a name mostly share a few dictionaries.
    known_dicts: FxHashSet<(strata_framework::Identifier, Attribute)>,
    /// The LLVM values of the operands of the op being translated (kept between ops).
    operand_buffer: Vec<LLVMValueRef>,
    /// The attributes most ops carry, by identifier.
    keys: AttrKeys,
    /// The empty attribute dictionary, that of most ops: they have no attribute to
    /// look at.
    empty_dict: Attribute,
}

/// The names of the attributes the translation of the most common ops reads, interned
/// once: a lookup by identifier compares numbers where one by name compares text.
struct AttrKeys {
    alignment: strata_framework::Identifier,
    volatile_: strata_framework::Identifier,
    volatile: strata_framework::Identifier,
    nontemporal: strata_framework::Identifier,
    /// `access_groups`, `alias_scopes`, `noalias_scopes` and `llvm.tbaa`.
    metadata: [strata_framework::Identifier; 4],
    position: strata_framework::Identifier,
    predicate: strata_framework::Identifier,
    raw_constant_indices: strata_framework::Identifier,
    elem_type: strata_framework::Identifier,
    inbounds: strata_framework::Identifier,
    branch_weights: strata_framework::Identifier,
    /// `llvm.loop`.
    loop_: strata_framework::Identifier,
}

impl AttrKeys {
    fn new(ctx: &Context) -> AttrKeys {
        AttrKeys {
            alignment: ctx.ident("alignment"),
            volatile_: ctx.ident("volatile_"),
            volatile: ctx.ident("volatile"),
            nontemporal: ctx.ident("nontemporal"),
            metadata: [
                ctx.ident("access_groups"),
                ctx.ident("alias_scopes"),
                ctx.ident("noalias_scopes"),
                ctx.ident(metadata::TBAA_ATTR),
            ],
            position: ctx.ident("position"),
            predicate: ctx.ident("predicate"),
            raw_constant_indices: ctx.ident("rawConstantIndices"),
            elem_type: ctx.ident("elem_type"),
            inbounds: ctx.ident("inbounds"),
            branch_weights: ctx.ident("branch_weights"),
            loop_: ctx.ident(strata::dialects::llvm::loop_metadata::LOOP_ATTR),
        }
    }
}

/// The values and blocks of one region being translated.
#[derive(Default)]
struct FunctionState {
    values: FxHashMap<Value, LLVMValueRef>,
    blocks: FxHashMap<Block, LLVMBasicBlockRef>,
}

/// A C string for LLVM (names never hold NUL bytes: the parser rejects them).
fn cstr(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

/// The empty name: LLVM numbers unnamed values.
fn noname() -> *const std::ffi::c_char {
    c"".as_ptr()
}

/// The operands of `op` in segment `i` of its `operand_segment_sizes`, or all of them when
/// it has none.
pub(crate) fn operand_segment(op: OpRef<'_>, i: usize) -> Vec<Value> {
    let all: Vec<Value> = op.operands().collect();
    let Some(sizes) = op
        .attr("operand_segment_sizes")
        .and_then(|a| int_array(op.ctx, a))
    else {
        return all;
    };
    let start: i64 = sizes.iter().take(i).sum();
    let len = sizes.get(i).copied().unwrap_or(0);
    all.iter()
        .skip(start as usize)
        .take(len as usize)
        .copied()
        .collect()
}

/// The integers of a dense array (`array<i32: ...>`) or of a dense integer elements
/// attribute.
pub(crate) fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind_ref(a) {
        AttrKind::DenseArray {
            kind: DenseElemKind::Int(w, _),
            values,
            ..
        }
        | AttrKind::DenseElements {
            kind: DenseElemKind::Int(w, _),
            values,
            complex: false,
            ..
        } => Some(values.iter().map(|&v| sign_extend(v, *w) as i64).collect()),
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr_kind_ref(i) {
                AttrKind::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The case values of a switch as MLIR 16 translates them: each element of the dense
/// attribute read as unsigned and limited to 64 bits (`APInt::getLimitedValue`: the
/// largest 64-bit value for a larger one), then zero-extended or truncated to the
/// condition's type.
fn switch_cases(ctx: &Context, a: Attribute) -> Vec<u64> {
    let limited = |v: &ApInt| {
        v.to_u128_exact()
            .and_then(|v| u64::try_from(v).ok())
            .unwrap_or(u64::MAX)
    };
    // A splat stands for as many cases as the attribute has elements.
    let n = AttrView::new(ctx, a)
        .ty()
        .and_then(|t| t.shape())
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let splat = |v: Vec<u64>| {
        if v.len() == 1 && n > 1 {
            vec![v[0]; n]
        } else {
            v
        }
    };
    splat(match ctx.attr_kind_ref(a) {
        AttrKind::DenseElements {
            kind: DenseElemKind::Int(w, _),
            values,
            complex: false,
            ..
        } => values
            .iter()
            .map(|&v| limited(&ApInt::new(*w, v)))
            .collect(),
        AttrKind::DenseWideInts { values, .. } => values.iter().map(limited).collect(),
        _ => int_array(ctx, a)
            .unwrap_or_default()
            .into_iter()
            .map(|v| v as u64)
            .collect(),
    })
}

/// `bits` (masked to `width` bits) as a signed integer.
fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// The integer of an integer attribute.
fn int_attr(ctx: &Context, a: Option<Attribute>) -> Option<i128> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The keyword of an `llvm` enum attribute (`#llvm.linkage<internal>` → `internal`).
fn enum_keyword(ctx: &Context, a: Option<Attribute>, kind: &str) -> Option<String> {
    let text = AttrView::new(ctx, a?).dialect_attr_text()?;
    let inner = text
        .strip_prefix(&format!("llvm.{kind}<"))?
        .strip_suffix('>')?;
    Some(inner.trim().to_string())
}

/// MLIR's `convertLinkageToLLVM`.
fn linkage(keyword: &str) -> LLVMLinkage {
    match keyword {
        "private" => LLVMLinkage::LLVMPrivateLinkage,
        "internal" => LLVMLinkage::LLVMInternalLinkage,
        "available_externally" => LLVMLinkage::LLVMAvailableExternallyLinkage,
        "linkonce" => LLVMLinkage::LLVMLinkOnceAnyLinkage,
        "weak" => LLVMLinkage::LLVMWeakAnyLinkage,
        "common" => LLVMLinkage::LLVMCommonLinkage,
        "appending" => LLVMLinkage::LLVMAppendingLinkage,
        "extern_weak" => LLVMLinkage::LLVMExternalWeakLinkage,
        "linkonce_odr" => LLVMLinkage::LLVMLinkOnceODRLinkage,
        "weak_odr" => LLVMLinkage::LLVMWeakODRLinkage,
        _ => LLVMLinkage::LLVMExternalLinkage,
    }
}

/// LLVM's calling-convention number of MLIR's `#llvm.cconv<...>` keyword.
fn calling_conv(keyword: &str) -> Option<u32> {
    Some(match keyword {
        "ccc" | "" => 0,
        "fastcc" => 8,
        "coldcc" => 9,
        "cc_10" | "ghccc" => 10,
        "cc_11" => 11,
        "webkit_jscc" => 12,
        "anyregcc" => 13,
        "preserve_mostcc" => 14,
        "preserve_allcc" => 15,
        "swiftcc" => 16,
        "cxx_fast_tlscc" => 17,
        "tailcc" => 18,
        "cfguard_checkcc" => 19,
        "swifttailcc" => 20,
        "x86_stdcallcc" => 64,
        "x86_fastcallcc" => 65,
        "arm_apcscc" => 66,
        "arm_aapcscc" => 67,
        "arm_aapcs_vfpcc" => 68,
        "msp430_intrcc" => 69,
        "x86_thiscallcc" => 70,
        "ptx_kernelcc" => 71,
        "ptx_devicecc" => 72,
        "spir_funccc" => 75,
        "spir_kernelcc" => 76,
        "intel_ocl_bicc" => 77,
        "x86_64_sysvcc" => 78,
        "win64cc" => 79,
        "x86_vectorcallcc" => 80,
        "x86_intrcc" => 83,
        "avr_intrcc" => 84,
        "avr_signalcc" => 85,
        "amdgpu_vs" => 87,
        "amdgpu_gs" => 88,
        "amdgpu_ps" => 89,
        "amdgpu_cs" => 90,
        "amdgpu_kernel" => 91,
        "x86_regcallcc" => 92,
        "amdgpu_hs" => 93,
        "amdgpu_ls" => 95,
        "amdgpu_es" => 96,
        _ => return None,
    })
}

/// MLIR 16's `ICmpPredicate` (stored as an `i64`), in enum order.
const ICMP: [LLVMIntPredicate; 10] = {
    use LLVMIntPredicate::*;
    [
        LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSLE, LLVMIntSGT, LLVMIntSGE, LLVMIntULT,
        LLVMIntULE, LLVMIntUGT, LLVMIntUGE,
    ]
};

/// MLIR 16's `FCmpPredicate` (stored as an `i64`), in enum order.
const FCMP: [LLVMRealPredicate; 16] = {
    use LLVMRealPredicate::*;
    [
        LLVMRealPredicateFalse,
        LLVMRealOEQ,
        LLVMRealOGT,
        LLVMRealOGE,
        LLVMRealOLT,
        LLVMRealOLE,
        LLVMRealONE,
        LLVMRealORD,
        LLVMRealUEQ,
        LLVMRealUGT,
        LLVMRealUGE,
        LLVMRealULT,
        LLVMRealULE,
        LLVMRealUNE,
        LLVMRealUNO,
        LLVMRealPredicateTrue,
    ]
};

/// MLIR 16's `AtomicOrdering` (an `i64`; the same numbers as LLVM's).
fn atomic_ordering(v: i128) -> Option<inkwell::llvm_sys::LLVMAtomicOrdering> {
    use inkwell::llvm_sys::LLVMAtomicOrdering::*;
    Some(match v {
        0 => LLVMAtomicOrderingNotAtomic,
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => return None,
    })
}

/// MLIR 16's `AtomicBinOp` (an `i64`, in LLVM's order).
fn atomic_bin_op(v: i128) -> Option<inkwell::llvm_sys::LLVMAtomicRMWBinOp> {
    use inkwell::llvm_sys::LLVMAtomicRMWBinOp::*;
    const OPS: [inkwell::llvm_sys::LLVMAtomicRMWBinOp; 15] = [
        LLVMAtomicRMWBinOpXchg,
        LLVMAtomicRMWBinOpAdd,
        LLVMAtomicRMWBinOpSub,
        LLVMAtomicRMWBinOpAnd,
        LLVMAtomicRMWBinOpNand,
        LLVMAtomicRMWBinOpOr,
        LLVMAtomicRMWBinOpXor,
        LLVMAtomicRMWBinOpMax,
        LLVMAtomicRMWBinOpMin,
        LLVMAtomicRMWBinOpUMax,
        LLVMAtomicRMWBinOpUMin,
        LLVMAtomicRMWBinOpFAdd,
        LLVMAtomicRMWBinOpFSub,
        LLVMAtomicRMWBinOpFMax,
        LLVMAtomicRMWBinOpFMin,
    ];
    OPS.get(usize::try_from(v).ok()?).copied()
}

/// The LLVM opcode of an `llvm` binary op.
fn binary_opcode(name: &str) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    Some(match name {
        "llvm.add" => LLVMAdd,
        "llvm.sub" => LLVMSub,
        "llvm.mul" => LLVMMul,
        "llvm.udiv" => LLVMUDiv,
        "llvm.sdiv" => LLVMSDiv,
        "llvm.urem" => LLVMURem,
        "llvm.srem" => LLVMSRem,
        "llvm.and" => LLVMAnd,
        "llvm.or" => LLVMOr,
        "llvm.xor" => LLVMXor,
        "llvm.shl" => LLVMShl,
        "llvm.lshr" => LLVMLShr,
        "llvm.ashr" => LLVMAShr,
        "llvm.fadd" => LLVMFAdd,
        "llvm.fsub" => LLVMFSub,
        "llvm.fmul" => LLVMFMul,
        "llvm.fdiv" => LLVMFDiv,
        "llvm.frem" => LLVMFRem,
        _ => return None,
    })
}

/// The LLVM opcode of an `llvm` cast op.
fn cast_opcode(name: &str) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    Some(match name {
        "llvm.bitcast" => LLVMBitCast,
        "llvm.addrspacecast" => LLVMAddrSpaceCast,
        "llvm.inttoptr" => LLVMIntToPtr,
        "llvm.ptrtoint" => LLVMPtrToInt,
        "llvm.sext" => LLVMSExt,
        "llvm.zext" => LLVMZExt,
        "llvm.trunc" => LLVMTrunc,
        "llvm.fptrunc" => LLVMFPTrunc,
        "llvm.fpext" => LLVMFPExt,
        "llvm.fptosi" => LLVMFPToSI,
        "llvm.fptoui" => LLVMFPToUI,
        "llvm.sitofp" => LLVMSIToFP,
        "llvm.uitofp" => LLVMUIToFP,
        _ => return None,
    })
}

impl<'c> Translation<'c> {
    /// MLIR's `translateModuleToLLVMIR`.
    fn run(&mut self, body: &Body, module: Op, llmodule: &Module<'_>) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mop = OpRef::new(ctx, body, module);
        let inner = mop.region_body();
        let ops: Vec<Op> = mop
            .regions()
            .first()
            .and_then(|&r| inner.entry_block(r))
            .map(|b| inner.block_ops(b).collect())
            .unwrap_or_default();
        // The module's target, when it names one.
        for (attr, set) in [
            (
                "llvm.data_layout",
                llc::LLVMSetDataLayout as unsafe extern "C" fn(_, _),
            ),
            ("llvm.target_triple", llc::LLVMSetTarget),
        ] {
            if let Some(AttrKind::String { value, .. }) =
                mop.attr(attr).map(|a| ctx.attr_kind_ref(a))
            {
                let s = cstr(&String::from_utf8_lossy(value));
                // SAFETY: the module is live; LLVM copies the string.
                unsafe { set(self.llmodule, s.as_ptr()) };
            }
        }
        // MLIR's `translateDataLayout`: the module's `dlti.dl_spec` replaces the layout.
        if let Some(spec) = mop.attr("dlti.dl_spec") {
            let layout = data_layout::data_layout_string(ctx, spec)
                .map_err(|m| error_at(ctx, body.loc(module), &m))?;
            let s = cstr(&layout);
            // SAFETY: the module is live; LLVM copies the string.
            unsafe { llc::LLVMSetDataLayout(self.llmodule, s.as_ptr()) };
        }
        let _ = llmodule;
        if let AttrKind::Dictionary(entries) = ctx.attr_kind_ref(body.attrs(module)) {
            for (k, _) in entries {
                let key = ctx.ident_ref(*k);
                if key.starts_with("llvm.")
                    && key != "llvm.data_layout"
                    && key != "llvm.target_triple"
                {
                    return Err(mop.error(format!(
                        "strata-translate: the module attribute '{key}' is not translated yet"
                    )));
                }
            }
        }
        self.declare_malloc_free();
        for &op in &ops {
            let o = OpRef::new(ctx, inner, op);
            if o.name() == "llvm.metadata" {
                self.metadata.add(o);
            }
        }
        // Signatures first: bodies and globals may refer to any function.
        for &op in &ops {
            let o = OpRef::new(ctx, inner, op);
            if o.name() == "llvm.func" {
                self.declare_function(o)?;
            }
        }
        self.convert_globals(inner, &ops)?;
        for &op in &ops {
            let o = OpRef::new(ctx, inner, op);
            match o.name() {
                "llvm.mlir.global_ctors" => {
                    self.global_structors(o, "ctors", "llvm.global_ctors")?
                }
                "llvm.mlir.global_dtors" => {
                    self.global_structors(o, "dtors", "llvm.global_dtors")?
                }
                _ => {}
            }
        }
        for &op in &ops {
            let o = OpRef::new(ctx, inner, op);
            if o.name() == "llvm.func" {
                self.define_function(o)?;
            }
        }
        for &op in &ops {
            let o = OpRef::new(ctx, inner, op);
            match o.name() {
                "llvm.func"
                | "llvm.mlir.global"
                | "llvm.mlir.global_ctors"
                | "llvm.mlir.global_dtors"
                | "llvm.metadata" => {}
                _ => return Err(self.unsupported(o)),
            }
        }
        Ok(())
    }

    /// The diagnostic of an op without a translation, worded as MLIR's.
    fn unsupported(&self, o: OpRef<'_>) -> Diagnostic {
        let name = o.name();
        if name.starts_with("llvm.") {
            o.error(format!("LLVM Translation failed for operation: {name}"))
        } else {
            o.error(format!(
                "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
            ))
        }
    }

    /// MLIR's `prepareLLVMModule` declares `malloc` and `free` in every module.
    fn declare_malloc_free(&mut self) {
        // SAFETY: context and module are live; the types are made in the context.
        unsafe {
            let ptr = llc::LLVMPointerTypeInContext(self.llctx, 0);
            let i64t = llc::LLVMInt64TypeInContext(self.llctx);
            let void = llc::LLVMVoidTypeInContext(self.llctx);
            let mut p = [i64t];
            let malloc = llc::LLVMFunctionType(ptr, p.as_mut_ptr(), 1, 0);
            let mut p = [ptr];
            let free = llc::LLVMFunctionType(void, p.as_mut_ptr(), 1, 0);
            for (name, ty) in [("malloc", malloc), ("free", free)] {
                let f = llc::LLVMAddFunction(self.llmodule, cstr(name).as_ptr(), ty);
                self.functions.insert(name.to_string(), f);
            }
        }
    }

    /// The LLVM type of `t`, or a diagnostic at `o`.
    fn ty(&mut self, o: OpRef<'_>, t: Type) -> Result<LLVMTypeRef, Diagnostic> {
        self.types.translate(self.ctx, t).map_err(|m| o.error(m))
    }

    /// The type carried by a type attribute.
    fn type_attr(&self, a: Option<Attribute>) -> Option<Type> {
        match self.ctx.attr_kind_ref(a?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// MLIR's `convertFunctionSignatures` for one `llvm.func`.
    fn declare_function(&mut self, o: OpRef<'_>) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        self.check_attributes(o)?;
        let name = symbol_name(ctx, o).ok_or_else(|| self.unsupported(o))?;
        let fty = self
            .type_attr(o.attr("function_type"))
            .ok_or_else(|| self.unsupported(o))?;
        let llfty = self.ty(o, fty)?;
        // SAFETY: module and types are live and of this context.
        unsafe {
            let cname = cstr(&name);
            let mut f = llc::LLVMGetNamedFunction(self.llmodule, cname.as_ptr());
            if f.is_null() {
                f = llc::LLVMAddFunction(self.llmodule, cname.as_ptr(), llfty);
            }
            if let Some(cc) = enum_keyword(ctx, o.attr("CConv"), "cconv") {
                if let Some(n) = calling_conv(&cc) {
                    llc::LLVMSetFunctionCallConv(f, n);
                }
            }
            let l = enum_keyword(ctx, o.attr("linkage"), "linkage").unwrap_or_default();
            llc::LLVMSetLinkage(f, linkage(&l));
            if o.attr("dso_local").is_some() {
                strata_llvm_set_dso_local(f);
            }
            self.function_attributes(o, f)?;
            self.argument_attributes(o, f, "arg_attrs", 1)?;
            self.argument_attributes(o, f, "res_attrs", 0)?;
            self.functions.insert(name, f);
        }
        Ok(())
    }

    /// `function_entry_count` (the `!prof` metadata), `passthrough` and `memory` (the
    /// `memory(...)` attribute) of an `llvm.func`, declaration or definition.
    fn function_attributes(&mut self, o: OpRef<'_>, f: LLVMValueRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // SAFETY: `f` is a function of the live module.
        unsafe {
            if let Some(n) = int_attr(ctx, o.attr("function_entry_count")) {
                let i64t = llc::LLVMInt64TypeInContext(self.llctx);
                let mut mds = vec![
                    self.md_string("function_entry_count"),
                    llc::LLVMValueAsMetadata(int_constant(i64t, n)),
                ];
                self.set_metadata(f, "prof", &mut mds);
            }
            if let Some(AttrKind::Array(items)) =
                o.attr("passthrough").map(|a| ctx.attr_kind_ref(a))
            {
                for &item in items {
                    let string = |a: Attribute| match ctx.attr_kind_ref(a) {
                        AttrKind::String { value, .. } => {
                            Some(String::from_utf8_lossy(value).into_owned())
                        }
                        _ => None,
                    };
                    let (key, value) = match ctx.attr_kind_ref(item) {
                        AttrKind::String { .. } => {
                            (string(item).unwrap_or_default(), String::new())
                        }
                        AttrKind::Array(pair) if pair.len() == 2 => {
                            match (string(pair[0]), string(pair[1])) {
                                (Some(k), Some(v)) => (k, v),
                                _ => return Err(o.error(
                                    "expected arrays within 'passthrough' to contain two strings",
                                )),
                            }
                        }
                        _ => {
                            return Err(o.error(
                                "expected 'passthrough' to contain string or array attributes",
                            ))
                        }
                    };
                    self.add_function_attribute(o, f, &key, &value)?;
                }
            }
            if let Some(a) = o.attr("memory") {
                let effects = memory_effects(ctx, a)
                    .ok_or_else(|| o.error("strata-translate: unreadable 'memory' attribute"))?;
                let kind = "memory";
                let id =
                    llc::LLVMGetEnumAttributeKindForName(kind.as_ptr() as *const _, kind.len());
                let attr = llc::LLVMCreateEnumAttribute(self.llctx, id, effects);
                llc::LLVMAddAttributeAtIndex(f, u32::MAX, attr);
            }
        }
        Ok(())
    }

    /// MLIR's `checkedAddLLVMFnAttribute`: `key` (with `value`, or none) as a function
    /// attribute of `f`: an LLVM attribute by its name, else a string attribute. Its
    /// errors are at the function's location, without the op (MLIR's `emitError(loc)`).
    unsafe fn add_function_attribute(
        &self,
        o: OpRef<'_>,
        f: LLVMValueRef,
        key: &str,
        value: &str,
    ) -> Result<(), Diagnostic> {
        let kind = llc::LLVMGetEnumAttributeKindForName(key.as_ptr() as *const _, key.len());
        let attr = if kind == 0 {
            llc::LLVMCreateStringAttribute(
                self.llctx,
                key.as_ptr() as *const _,
                key.len() as u32,
                value.as_ptr() as *const _,
                value.len() as u32,
            )
        } else if INT_ATTRIBUTES.contains(&key) {
            if value.is_empty() {
                return Err(error_at(
                    o.ctx,
                    o.body.loc(o.op),
                    &format!("LLVM attribute '{key}' expects a value"),
                ));
            }
            match parse_llvm_integer(value) {
                Some(n) => llc::LLVMCreateEnumAttribute(self.llctx, kind, n as u64),
                None => llc::LLVMCreateStringAttribute(
                    self.llctx,
                    key.as_ptr() as *const _,
                    key.len() as u32,
                    value.as_ptr() as *const _,
                    value.len() as u32,
                ),
            }
        } else {
            // A type attribute (`byval`, `sret`, `preallocated`, ...) too: MLIR 16 adds
            // it by its kind alone, with no type, as LLVM's C API makes it here
            // (LLVM's verifier rejects those that do not apply to functions).
            if !value.is_empty() {
                return Err(error_at(
                    o.ctx,
                    o.body.loc(o.op),
                    &format!("LLVM attribute '{key}' does not expect a value, found '{value}'"),
                ));
            }
            llc::LLVMCreateEnumAttribute(self.llctx, kind, 0)
        };
        llc::LLVMAddAttributeAtIndex(f, u32::MAX, attr);
        Ok(())
    }

    /// The `llvm.` attributes of `o`'s arguments (`arg_attrs`, first LLVM attribute index
    /// 1) or results (`res_attrs`, index 0) on `f`. Others are errors.
    fn argument_attributes(
        &mut self,
        o: OpRef<'_>,
        f: LLVMValueRef,
        attr: &str,
        first_index: u32,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(AttrKind::Array(dicts)) = o.attr(attr).map(|a| ctx.attr_kind_ref(a)) else {
            return Ok(());
        };
        for (i, &d) in dicts.iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind_ref(d) else {
                continue;
            };
            for (k, v) in entries {
                let key = ctx.ident_ref(*k);
                let not_translated = || {
                    o.error(format!(
                        "strata-translate: the {} attribute '{key}' is not translated yet",
                        if first_index == 0 {
                            "result"
                        } else {
                            "argument"
                        }
                    ))
                };
                let Some(kind) = key.strip_prefix("llvm.") else {
                    continue;
                };
                // SAFETY: `f` is a function of the live module.
                unsafe {
                    let id =
                        llc::LLVMGetEnumAttributeKindForName(kind.as_ptr() as *const _, kind.len());
                    if id == 0 {
                        return Err(not_translated());
                    }
                    let attr = match ctx.attr_kind_ref(*v) {
                        AttrKind::Unit => llc::LLVMCreateEnumAttribute(self.llctx, id, 0),
                        AttrKind::Integer { value, .. } => {
                            llc::LLVMCreateEnumAttribute(self.llctx, id, *value as u64)
                        }
                        AttrKind::Type(t) => {
                            let llt = self.ty(o, *t)?;
                            llc::LLVMCreateTypeAttribute(self.llctx, id, llt)
                        }
                        _ => return Err(not_translated()),
                    };
                    llc::LLVMAddAttributeAtIndex(f, i as u32 + first_index, attr);
                }
            }
        }
        Ok(())
    }

    /// MLIR's `convertGlobals`: every global first, then the initializer regions (which
    /// may refer to any global).
    fn convert_globals(&mut self, body: &Body, ops: &[Op]) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for &op in ops {
            let o = OpRef::new(ctx, body, op);
            if o.name() != "llvm.mlir.global" {
                continue;
            }
            self.check_attributes(o)?;
            let name = symbol_name(ctx, o).ok_or_else(|| self.unsupported(o))?;
            let gty = self
                .type_attr(o.attr("global_type"))
                .ok_or_else(|| self.unsupported(o))?;
            let mut llty = self.ty(o, gty)?;
            let mut cst: Option<LLVMValueRef> = None;
            if let Some(v) = o.attr("value") {
                if let AttrKind::String { value, .. } = ctx.attr_kind_ref(v) {
                    // SAFETY: the context is live; LLVM copies the bytes.
                    unsafe {
                        let c = llc::LLVMConstStringInContext(
                            self.llctx,
                            value.as_ptr() as *const _,
                            value.len() as u32,
                            1,
                        );
                        llty = llc::LLVMTypeOf(c);
                        cst = Some(c);
                    }
                } else {
                    cst = Some(self.constant(o, llty, v)?);
                }
            }
            let l = linkage(&enum_keyword(ctx, o.attr("linkage"), "linkage").unwrap_or_default());
            let drop_init = drop_global_initializer(l, cst.is_some());
            // SAFETY: module, types and constants are live and of this context.
            unsafe {
                if !drop_init && cst.is_none() {
                    cst = Some(llc::LLVMGetUndef(llty));
                } else if drop_init {
                    cst = None;
                }
                let addr_space = int_attr(ctx, o.attr("addr_space")).unwrap_or(0) as u32;
                let g = llc::LLVMAddGlobalInAddressSpace(
                    self.llmodule,
                    llty,
                    cstr(&name).as_ptr(),
                    addr_space,
                );
                if let Some(c) = cst {
                    llc::LLVMSetInitializer(g, c);
                }
                llc::LLVMSetGlobalConstant(g, o.attr("constant").is_some() as i32);
                llc::LLVMSetLinkage(g, l);
                if o.attr("thread_local_").is_some() {
                    llc::LLVMSetThreadLocal(g, 1);
                }
                if let Some(u) = int_attr(ctx, o.attr("unnamed_addr")) {
                    use inkwell::llvm_sys::LLVMUnnamedAddr::*;
                    llc::LLVMSetUnnamedAddress(
                        g,
                        match u {
                            1 => LLVMLocalUnnamedAddr,
                            2 => LLVMGlobalUnnamedAddr,
                            _ => LLVMNoUnnamedAddr,
                        },
                    );
                }
                if let Some(AttrKind::String { value, .. }) =
                    o.attr("section").map(|a| ctx.attr_kind_ref(a))
                {
                    llc::LLVMSetSection(g, cstr(&String::from_utf8_lossy(value)).as_ptr());
                }
                if o.attr("dso_local").is_some() {
                    strata_llvm_set_dso_local(g);
                }
                if let Some(a) = int_attr(ctx, o.attr("alignment")) {
                    llc::LLVMSetAlignment(g, a as u32);
                }
                self.globals.insert(name, g);
            }
        }
        for &op in ops {
            let o = OpRef::new(ctx, body, op);
            if o.name() != "llvm.mlir.global" {
                continue;
            }
            let inner = o.region_body();
            let Some(block) = o.regions().first().and_then(|&r| inner.entry_block(r)) else {
                continue;
            };
            let mut state = FunctionState::default();
            // SAFETY: the builder is live; cleared so that only constants are made.
            unsafe { llc::LLVMClearInsertionPosition(self.builder) };
            let mut result = None;
            for inst in inner.block_ops(block) {
                let io = OpRef::new(ctx, inner, inst);
                if io.name() == "llvm.return" {
                    result = io
                        .operands()
                        .next()
                        .and_then(|v| state.values.get(&v).copied());
                    break;
                }
                self.convert_op(io, &mut state, |_, _| None)?;
                let is_constant = io
                    .results()
                    .first()
                    .and_then(|r| state.values.get(r))
                    // SAFETY: a value made by this translation.
                    .is_some_and(|&v| unsafe { !llc::LLVMIsAConstant(v).is_null() });
                if !is_constant {
                    return Err(io.error("unemittable constant value"));
                }
            }
            let name = symbol_name(ctx, o).unwrap_or_default();
            if let (Some(c), Some(&g)) = (result, self.globals.get(&name)) {
                // SAFETY: global and constant are live and of this context.
                unsafe {
                    if !drop_global_initializer(llc::LLVMGetLinkage(g), true) {
                        llc::LLVMSetInitializer(g, c);
                    }
                }
            }
        }
        Ok(())
    }

    /// `llvm.mlir.global_ctors` / `global_dtors`: LLVM's `appendToGlobalCtors` (or
    /// `Dtors`) for each function and priority, which leaves one appending global
    /// `@llvm.global_ctors` of `{ i32, ptr, ptr }` entries.
    fn global_structors(
        &mut self,
        o: OpRef<'_>,
        list: &str,
        global: &str,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let unsupported = || self.unsupported(o);
        let Some(AttrKind::Array(funcs)) = o.attr(list).map(|a| ctx.attr_kind_ref(a)) else {
            return Err(unsupported());
        };
        let priorities = o
            .attr("priorities")
            .and_then(|a| int_array(ctx, a))
            .ok_or_else(unsupported)?;
        if funcs.is_empty() {
            return Ok(());
        }
        // SAFETY: context, module and functions are live and of this context.
        unsafe {
            let i32t = llc::LLVMInt32TypeInContext(self.llctx);
            let ptr = llc::LLVMPointerTypeInContext(self.llctx, 0);
            let mut fields = [i32t, ptr, ptr];
            let elt = llc::LLVMStructTypeInContext(self.llctx, fields.as_mut_ptr(), 3, 0);
            let mut entries = Vec::new();
            for (&f, &priority) in funcs.iter().zip(&priorities) {
                let AttrKind::SymbolRef { root, .. } = ctx.attr_kind_ref(f) else {
                    return Err(unsupported());
                };
                let func = *self
                    .functions
                    .get(ctx.ident_ref(*root))
                    .ok_or_else(unsupported)?;
                let mut vals = [
                    int_constant(i32t, priority as i128),
                    func,
                    llc::LLVMConstNull(ptr),
                ];
                entries.push(llc::LLVMConstNamedStruct(elt, vals.as_mut_ptr(), 3));
            }
            let init = llc::LLVMConstArray(elt, entries.as_mut_ptr(), entries.len() as u32);
            let g = llc::LLVMAddGlobal(self.llmodule, llc::LLVMTypeOf(init), cstr(global).as_ptr());
            llc::LLVMSetInitializer(g, init);
            llc::LLVMSetLinkage(g, LLVMLinkage::LLVMAppendingLinkage);
        }
        Ok(())
    }

    /// MLIR's `convertOneFunction`: the body of a defined `llvm.func`, after MLIR's
    /// `ensureDistinctSuccessors` (see [`Cfg`]).
    fn define_function(&mut self, o: OpRef<'_>) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let inner = o.region_body();
        let Some(&region) = o.regions().first() else {
            return Ok(());
        };
        let Some(entry) = inner.entry_block(region) else {
            return Ok(());
        };
        let arg_types: Vec<Type> = inner
            .block_args(entry)
            .iter()
            .map(|&a| inner.value_type(a))
            .collect();
        arg_checks::check_argument_attributes(&o, &arg_types)?;
        let name = symbol_name(ctx, o).unwrap_or_default();
        let f = self.functions[&name];
        // MLIR sets the garbage collector and the personality of definitions only.
        if let Some(AttrKind::String { value, .. }) =
            o.attr("garbageCollector").map(|a| ctx.attr_kind_ref(a))
        {
            // SAFETY: `f` is a function of the live module.
            unsafe { llc::LLVMSetGC(f, cstr(&String::from_utf8_lossy(value)).as_ptr()) };
        }
        if let Some(AttrKind::SymbolRef { root, .. }) =
            o.attr("personality").map(|a| ctx.attr_kind_ref(a))
        {
            let p = *self
                .functions
                .get(ctx.ident_ref(*root))
                .ok_or_else(|| self.unsupported(o))?;
            // SAFETY: both are functions of the live module.
            unsafe { llc::LLVMSetPersonalityFn(f, p) };
        }
        self.scope = self.debug.translate_function(o, f)?;
        let result = self.define_blocks(o, f, entry, region);
        self.scope = std::ptr::null_mut();
        // SAFETY: the builder is live.
        unsafe { llc::LLVMSetCurrentDebugLocation2(self.builder, std::ptr::null_mut()) };
        result
    }

    /// The attribute `name` of `o` (an op without attributes has the interned empty
    /// dictionary: nothing to look up).
    fn attr(&self, o: OpRef<'_>, name: strata_framework::Identifier) -> Option<Attribute> {
        let dict = o.body.attrs(o.op);
        if dict == self.empty_dict {
            return None;
        }
        self.ctx.dictionary_get_ident(dict, name)
    }

    /// The `!dbg` location of the instructions `o` translates to (MLIR's builder takes
    /// it before each op).
    fn set_debug_location(&mut self, o: OpRef<'_>) -> Result<(), Diagnostic> {
        // Without a scope no location is made, and the builder's is already none (it is
        // cleared at each block and after each function).
        if self.scope.is_null() {
            return Ok(());
        }
        let loc = self
            .debug
            .translate_loc(self.ctx, o.body.loc(o.op), self.scope)
            .map_err(|m| o.error(m))?;
        // SAFETY: the builder is live; `loc` is a location of its context or null.
        unsafe { llc::LLVMSetCurrentDebugLocation2(self.builder, loc) };
        Ok(())
    }

    /// The blocks of the function `o` (its LLVM function `f`).
    fn define_blocks(
        &mut self,
        o: OpRef<'_>,
        f: LLVMValueRef,
        entry: Block,
        region: strata_framework::Region,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let inner = o.region_body();
        let cfg = Cfg::new(inner, region);
        let mut state = FunctionState::default();
        // Each block argument and op result of the function gets its LLVM value: room
        // for them at once rather than the map growing as they come.
        let count: usize = inner
            .region_blocks(region)
            .map(|b| inner.block_args(b).len() + inner.block_ops(b).count())
            .sum();
        state.values.reserve(count);
        let mut dummy_blocks = Vec::new();
        let mut dummy_phis: Vec<Vec<LLVMValueRef>> = vec![Vec::new(); cfg.dummies.len()];
        // SAFETY: `f` is a function of the live module; blocks are appended to it.
        unsafe {
            for (i, &arg) in inner.block_args(entry).iter().enumerate() {
                state.values.insert(arg, llc::LLVMGetParam(f, i as u32));
            }
            for b in inner.region_blocks(region) {
                let bb = llc::LLVMAppendBasicBlockInContext(self.llctx, f, noname());
                state.blocks.insert(b, bb);
            }
            for _ in &cfg.dummies {
                dummy_blocks.push(llc::LLVMAppendBasicBlockInContext(self.llctx, f, noname()));
            }
        }
        let llblock = |state: &FunctionState, v: VBlock| match v {
            VBlock::Real(b) => state.blocks[&b],
            VBlock::Dummy(d) => dummy_blocks[d],
        };
        for vb in cfg.topological(inner) {
            // SAFETY: the block is one of `f`'s. MLIR fills each block with a new builder:
            // its phis have no location.
            unsafe {
                llc::LLVMPositionBuilderAtEnd(self.builder, llblock(&state, vb));
                llc::LLVMSetCurrentDebugLocation2(self.builder, std::ptr::null_mut());
            }
            match vb {
                VBlock::Real(b) => {
                    if b != entry {
                        for &arg in inner.block_args(b) {
                            let ty = self.ty(o, inner.value_type(arg))?;
                            // SAFETY: the builder is positioned in a block of `f`.
                            let phi = unsafe { llc::LLVMBuildPhi(self.builder, ty, noname()) };
                            state.values.insert(arg, phi);
                        }
                    }
                    // The block's successors, as its terminator branches to them.
                    let succs = cfg.successors(inner, b);
                    for op in inner.block_ops(b) {
                        let op = OpRef::new(ctx, inner, op);
                        self.set_debug_location(op)?;
                        self.convert_op(op, &mut state, |s, i| {
                            succs.get(i).map(|&v| llblock(s, v))
                        })?;
                    }
                }
                VBlock::Dummy(d) => {
                    let target = cfg.dummies[d].target;
                    for &arg in inner.block_args(target) {
                        let ty = self.ty(o, inner.value_type(arg))?;
                        // SAFETY: the builder is positioned in a block of `f`.
                        dummy_phis[d]
                            .push(unsafe { llc::LLVMBuildPhi(self.builder, ty, noname()) });
                    }
                    // The branch MLIR adds has the location of the terminator.
                    self.set_debug_location(OpRef::new(ctx, inner, cfg.dummies[d].terminator))?;
                    // SAFETY: as above.
                    unsafe { llc::LLVMBuildBr(self.builder, state.blocks[&target]) };
                }
            }
        }
        // MLIR's `connectPHINodes`: each block argument's phi gets, for each predecessor
        // edge (most recent use first), the value its terminator passes.
        let mut targets: Vec<(VBlock, Vec<LLVMValueRef>)> = Vec::new();
        for b in inner.region_blocks(region).filter(|&b| b != entry) {
            let phis = inner
                .block_args(b)
                .iter()
                .map(|a| state.values[a])
                .collect();
            targets.push((VBlock::Real(b), phis));
        }
        for (d, phis) in dummy_phis.iter().enumerate() {
            targets.push((VBlock::Dummy(d), phis.clone()));
        }
        for (vb, phis) in targets {
            for (index, &phi) in phis.iter().enumerate() {
                for edge in cfg.predecessors(inner, vb) {
                    let (value, from) = match edge {
                        Edge::FromDummy(d) => (dummy_phis[d][index], dummy_blocks[d]),
                        Edge::Terminator(term, pos) => {
                            let t = OpRef::new(ctx, inner, term);
                            let Some(v) = successor_operands(t, pos).get(index).copied() else {
                                return Err(self.unsupported(t));
                            };
                            let Some(pred) = inner.parent_block(term) else {
                                continue;
                            };
                            (self.value(t, &state, v)?, state.blocks[&pred])
                        }
                    };
                    let mut vals = [value];
                    let mut bbs = [from];
                    // SAFETY: phi, value and block are of the same function.
                    unsafe { llc::LLVMAddIncoming(phi, vals.as_mut_ptr(), bbs.as_mut_ptr(), 1) };
                }
            }
        }
        Ok(())
    }

    /// The LLVM value of `v`.
    fn value(
        &self,
        o: OpRef<'_>,
        state: &FunctionState,
        v: Value,
    ) -> Result<LLVMValueRef, Diagnostic> {
        state
            .values
            .get(&v)
            .copied()
            .ok_or_else(|| o.error("use of a value with no translation"))
    }

    /// MLIR's `getLLVMConstant`: the constant of type `llty` an attribute denotes.
    fn constant(
        &mut self,
        o: OpRef<'_>,
        llty: LLVMTypeRef,
        a: Attribute,
    ) -> Result<LLVMValueRef, Diagnostic> {
        let ctx = self.ctx;
        // SAFETY: types and constants are of the live context.
        unsafe {
            use inkwell::llvm_sys::LLVMTypeKind::*;
            let kind = llc::LLVMGetTypeKind(llty);
            // A struct is a complex number: `[real, imaginary]`.
            if kind == LLVMStructTypeKind {
                let parts = match ctx.attr_kind_ref(a) {
                    AttrKind::Array(items) if items.len() == 2 => items.clone(),
                    _ => return Err(o.error("expected struct type to be a complex number")),
                };
                let elty = llc::LLVMStructGetTypeAtIndex(llty, 0);
                let mut vals = [
                    self.constant(o, elty, parts[0])?,
                    self.constant(o, elty, parts[1])?,
                ];
                return Ok(llc::LLVMConstNamedStruct(llty, vals.as_mut_ptr(), 2));
            }
            match ctx.attr_kind_ref(a) {
                AttrKind::Integer { value, .. } if kind == LLVMIntegerTypeKind => {
                    Ok(int_constant(llty, *value))
                }
                AttrKind::WideInteger { value, .. } if kind == LLVMIntegerTypeKind => {
                    Ok(apint_constant(llty, value))
                }
                AttrKind::Float { bits, ty } => {
                    let fty = self.ty(o, *ty)?;
                    if fty != llty {
                        return Err(
                            o.error("FloatAttr does not match expected type of the constant")
                        );
                    }
                    let width = ctx.as_float_type(*ty).map(|k| k.width()).unwrap_or(64);
                    let int = llc::LLVMIntTypeInContext(self.llctx, width);
                    Ok(llc::LLVMConstBitCast(
                        int_constant(int, *bits as i128),
                        llty,
                    ))
                }
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                    let name = ctx.ident_ref(*root);
                    let f = self
                        .functions
                        .get(name)
                        .copied()
                        .ok_or_else(|| o.error("unsupported constant value"))?;
                    Ok(llc::LLVMConstBitCast(f, llty))
                }
                // No elements: MLIR's zero aggregate.
                AttrKind::DenseElements { values, .. }
                    if values.is_empty()
                        && (kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind) =>
                {
                    Ok(llc::LLVMConstNull(llty))
                }
                AttrKind::DenseElements {
                    ty,
                    kind: ek,
                    complex,
                    values,
                } if matches!(
                    kind,
                    LLVMVectorTypeKind | LLVMArrayTypeKind | LLVMScalableVectorTypeKind
                ) =>
                {
                    let dense = Dense {
                        kind: *ek,
                        complex: *complex,
                        values: DenseVals::Bits(values),
                    };
                    self.dense_elements(o, llty, *ty, &dense)
                }
                AttrKind::DenseWideInts { ty, values }
                    if matches!(
                        kind,
                        LLVMVectorTypeKind | LLVMArrayTypeKind | LLVMScalableVectorTypeKind
                    ) =>
                {
                    let width = values.first().map_or(1, |v| v.width());
                    let dense = Dense {
                        kind: DenseElemKind::Int(width, Signedness::Signless),
                        complex: false,
                        values: DenseVals::Wide(values),
                    };
                    self.dense_elements(o, llty, *ty, &dense)
                }
                // MLIR reads a sparse attribute as its dense equivalent: zeros but at
                // the indices.
                AttrKind::SparseElements {
                    ty,
                    indices,
                    values,
                } if matches!(kind, LLVMVectorTypeKind | LLVMArrayTypeKind) => {
                    let fail = || o.error("unsupported constant value");
                    let shape = AttrView::new(ctx, a).ty().and_then(|t| t.shape());
                    let shape: Vec<i64> = shape.map(|s| s.to_vec()).ok_or_else(fail)?;
                    let (
                        AttrKind::DenseElements { values: idx, .. },
                        AttrKind::DenseElements {
                            kind: ek,
                            complex,
                            values: vals,
                            ..
                        },
                    ) = (ctx.attr_kind_ref(*indices), ctx.attr_kind_ref(*values))
                    else {
                        return Err(fail());
                    };
                    let rank = shape.len().max(1);
                    let n_idx = AttrView::new(ctx, *indices)
                        .ty()
                        .and_then(|t| t.shape())
                        .and_then(|s| s.first().copied())
                        .unwrap_or(0) as usize;
                    let width = if *complex { 2 } else { 1 };
                    let total: i64 = shape.iter().product();
                    let mut dense_values = vec![0u128; total as usize * width];
                    let idx_at = |k: usize| -> usize {
                        if idx.len() == 1 {
                            idx[0] as usize
                        } else {
                            idx.get(k).copied().unwrap_or(0) as usize
                        }
                    };
                    for i in 0..n_idx {
                        let mut linear = 0usize;
                        for (d, &extent) in shape.iter().enumerate() {
                            linear = linear * extent as usize + idx_at(i * rank + d);
                        }
                        let v = if vals.len() == width { 0 } else { i * width };
                        for w in 0..width {
                            if let (Some(slot), Some(&bits)) =
                                (dense_values.get_mut(linear * width + w), vals.get(v + w))
                            {
                                *slot = bits;
                            }
                        }
                    }
                    let dense = Dense {
                        kind: *ek,
                        complex: *complex,
                        values: DenseVals::Bits(&dense_values),
                    };
                    let mut next = 0;
                    dense_constant(self.llctx, llty, &dense, &mut next)
                        .filter(|_| next == dense_values.len())
                        .ok_or_else(fail)
                }
                AttrKind::String { value, .. } if kind == LLVMArrayTypeKind => {
                    Ok(llc::LLVMConstStringInContext(
                        self.llctx,
                        value.as_ptr() as *const _,
                        value.len() as u32,
                        1,
                    ))
                }
                _ => Err(o.error("unsupported constant value")),
            }
        }
    }

    /// The constant of `llty` a non-empty `dense<...>` attribute of type `ty` denotes,
    /// as MLIR 16's `getLLVMConstant` builds it: a splat through the LLVM type's
    /// nesting, other attributes from their raw data where the innermost LLVM type is
    /// one of constant data arrays ([`raw_dense_constant`]), else element by element.
    fn dense_elements(
        &mut self,
        o: OpRef<'_>,
        llty: LLVMTypeRef,
        ty: Type,
        dense: &Dense<'_>,
    ) -> Result<LLVMValueRef, Diagnostic> {
        let ctx = self.ctx;
        // SAFETY: types and constants are of the live context.
        unsafe {
            use inkwell::llvm_sys::LLVMTypeKind::*;
            let n = dense.values.len();
            let splat = n == if dense.complex { 2 } else { 1 };
            let scalable = {
                let mut t = llty;
                let mut found = false;
                while matches!(
                    llc::LLVMGetTypeKind(t),
                    LLVMVectorTypeKind | LLVMArrayTypeKind | LLVMScalableVectorTypeKind
                ) {
                    found |= llc::LLVMGetTypeKind(t) == LLVMScalableVectorTypeKind;
                    t = llc::LLVMGetElementType(t);
                }
                found
            };
            if !splat && !scalable {
                let shape = strata_framework::ods::TypeView::new(ctx, ty)
                    .shape()
                    .map(|s| s.to_vec());
                let tensor = !matches!(ctx.type_kind_ref(ty), TypeKind::Vector { .. });
                if let Some(shape) = shape {
                    match raw_dense_constant(self.llctx, llty, dense, &shape, tensor) {
                        Ok(c) => return Ok(c),
                        Err(RawFailure::Error(e)) => return Err(o.error(e)),
                        Err(RawFailure::NotRaw) => {}
                    }
                }
            }
            let mut next = 0;
            let c =
                dense_constant(self.llctx, llty, dense, &mut next).filter(|_| splat || next == n);
            // MLIR builds the constant element by element when the innermost type is
            // a struct: each element must then be a complex number.
            if c.is_none()
                && !dense.complex
                && llc::LLVMGetTypeKind(innermost_type(llty)) == LLVMStructTypeKind
            {
                return Err(o.error("expected struct type to be a complex number"));
            }
            c.ok_or_else(|| o.error("unsupported constant value"))
        }
    }

    /// Translates one op inside a function (or a global's initializer).
    fn convert_op(
        &mut self,
        o: OpRef<'_>,
        state: &mut FunctionState,
        successor: impl Fn(&FunctionState, usize) -> Option<LLVMBasicBlockRef>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = o.name();
        self.check_attributes(o)?;
        let b = self.builder;
        let result_type = |t: &mut Self| -> Result<LLVMTypeRef, Diagnostic> {
            let r = o.results().first().ok_or_else(|| t.unsupported(o))?;
            t.ty(o, o.value_type(*r))
        };
        // The operands' LLVM values, in a buffer kept from op to op.
        let mut operands = std::mem::take(&mut self.operand_buffer);
        operands.clear();
        for v in o.operands() {
            operands.push(self.value(o, state, v)?);
        }
        let block = |i: usize| -> Result<LLVMBasicBlockRef, Diagnostic> {
            successor(state, i)
                .ok_or_else(|| o.error(format!("LLVM Translation failed for operation: {name}")))
        };
        let unsupported = || o.error(format!("LLVM Translation failed for operation: {name}"));
        let operand = |i: usize| operands.get(i).copied().ok_or_else(unsupported);
        // SAFETY (the whole match): the builder, module and context are live, and every
        // value and type handed to LLVM was made by this translation in its context.
        let result: Option<LLVMValueRef> = unsafe {
            if let Some(opc) = binary_opcode(name) {
                Some(llc::LLVMBuildBinOp(
                    b,
                    opc,
                    operand(0)?,
                    operand(1)?,
                    noname(),
                ))
            } else if let Some(opc) = cast_opcode(name) {
                let ty = result_type(self)?;
                Some(llc::LLVMBuildCast(b, opc, operand(0)?, ty, noname()))
            } else {
                match name {
                    "llvm.fneg" => Some(llc::LLVMBuildFNeg(b, operand(0)?, noname())),
                    "llvm.freeze" => Some(llc::LLVMBuildFreeze(b, operand(0)?, noname())),
                    "llvm.return" => {
                        match operands.first() {
                            Some(&v) => llc::LLVMBuildRet(b, v),
                            None => llc::LLVMBuildRetVoid(b),
                        };
                        None
                    }
                    "llvm.unreachable" => {
                        llc::LLVMBuildUnreachable(b);
                        None
                    }
                    "llvm.br" => {
                        let br = llc::LLVMBuildBr(b, block(0)?);
                        self.loop_metadata(o, br)?;
                        None
                    }
                    "llvm.cond_br" => {
                        let br = llc::LLVMBuildCondBr(b, operand(0)?, block(0)?, block(1)?);
                        self.branch_weights(o, br);
                        self.loop_metadata(o, br)?;
                        None
                    }
                    "llvm.switch" => {
                        let cases = o
                            .attr("case_values")
                            .map(|a| switch_cases(ctx, a))
                            .unwrap_or_default();
                        let cond = operand(0)?;
                        let sw = llc::LLVMBuildSwitch(b, cond, block(0)?, cases.len() as u32);
                        let cty = llc::LLVMTypeOf(cond);
                        for (i, &c) in cases.iter().enumerate() {
                            llc::LLVMAddCase(sw, llc::LLVMConstInt(cty, c, 0), block(i + 1)?);
                        }
                        self.branch_weights(o, sw);
                        None
                    }
                    "llvm.mlir.undef" => Some(llc::LLVMGetUndef(result_type(self)?)),
                    "llvm.mlir.null" => Some(llc::LLVMConstNull(result_type(self)?)),
                    "llvm.mlir.poison" => Some(llc::LLVMGetPoison(result_type(self)?)),
                    "llvm.mlir.constant" => {
                        let ty = result_type(self)?;
                        let v = o.attr("value").ok_or_else(unsupported)?;
                        Some(self.constant(o, ty, v)?)
                    }
                    "llvm.mlir.addressof" => {
                        let sym = o
                            .attr("global_name")
                            .and_then(|a| match ctx.attr_kind_ref(a) {
                                AttrKind::SymbolRef { root, .. } => {
                                    Some(ctx.ident_ref(*root).to_string())
                                }
                                _ => None,
                            })
                            .ok_or_else(unsupported)?;
                        let v = self
                            .globals
                            .get(&sym)
                            .or_else(|| self.functions.get(&sym))
                            .copied()
                            .ok_or_else(unsupported)?;
                        Some(v)
                    }
                    "llvm.load" => {
                        let ty = result_type(self)?;
                        let l = llc::LLVMBuildLoad2(b, ty, operand(0)?, noname());
                        self.memory_flags(o, l);
                        self.memory_metadata(o, l)?;
                        Some(l)
                    }
                    "llvm.store" => {
                        let s = llc::LLVMBuildStore(b, operand(0)?, operand(1)?);
                        self.memory_flags(o, s);
                        self.memory_metadata(o, s)?;
                        None
                    }
                    "llvm.icmp" | "llvm.fcmp" => {
                        let p = int_attr(ctx, self.attr(o, self.keys.predicate))
                            .ok_or_else(unsupported)?;
                        let (l, r) = (operand(0)?, operand(1)?);
                        Some(if name == "llvm.icmp" {
                            let p = *ICMP.get(p as usize).ok_or_else(unsupported)?;
                            llc::LLVMBuildICmp(b, p, l, r, noname())
                        } else {
                            let p = *FCMP.get(p as usize).ok_or_else(unsupported)?;
                            llc::LLVMBuildFCmp(b, p, l, r, noname())
                        })
                    }
                    "llvm.select" => Some(llc::LLVMBuildSelect(
                        b,
                        operand(0)?,
                        operand(1)?,
                        operand(2)?,
                        noname(),
                    )),
                    "llvm.extractvalue" | "llvm.insertvalue" => {
                        let pos = self
                            .attr(o, self.keys.position)
                            .and_then(|a| int_array(ctx, a))
                            .filter(|p| !p.is_empty())
                            .ok_or_else(unsupported)?;
                        let container = operand(0)?;
                        if name == "llvm.extractvalue" {
                            let idx: Vec<u32> = pos.iter().map(|&i| i as u32).collect();
                            Some(strata_llvm_build_extract_value(
                                b,
                                container,
                                idx.as_ptr(),
                                idx.len() as u32,
                            ))
                        } else {
                            Some(self.insert_value(container, operand(1)?, &pos))
                        }
                    }
                    "llvm.extractelement" => Some(llc::LLVMBuildExtractElement(
                        b,
                        operand(0)?,
                        operand(1)?,
                        noname(),
                    )),
                    "llvm.shufflevector" => {
                        let mask = o
                            .attr("mask")
                            .and_then(|a| int_array(ctx, a))
                            .ok_or_else(unsupported)?;
                        let i32t = llc::LLVMInt32TypeInContext(self.llctx);
                        let mut elems: Vec<LLVMValueRef> = mask
                            .iter()
                            .map(|&m| {
                                if m < 0 {
                                    llc::LLVMGetUndef(i32t)
                                } else {
                                    int_constant(i32t, m as i128)
                                }
                            })
                            .collect();
                        let mask = llc::LLVMConstVector(elems.as_mut_ptr(), elems.len() as u32);
                        Some(llc::LLVMBuildShuffleVector(
                            b,
                            operand(0)?,
                            operand(1)?,
                            mask,
                            noname(),
                        ))
                    }
                    "llvm.insertelement" => Some(llc::LLVMBuildInsertElement(
                        b,
                        operand(0)?,
                        operand(1)?,
                        operand(2)?,
                        noname(),
                    )),
                    "llvm.alloca" => {
                        let elem = match self.type_attr(self.attr(o, self.keys.elem_type)) {
                            Some(t) => t,
                            None => {
                                let r = *o.results().first().ok_or_else(unsupported)?;
                                strata::dialects::llvm::LLVMPointerType::from_type(
                                    ctx,
                                    o.value_type(r),
                                )
                                .and_then(|p| p.element_type())
                                .ok_or_else(unsupported)?
                            }
                        };
                        let elty = self.ty(o, elem)?;
                        let rty = result_type(self)?;
                        let space = llc::LLVMGetPointerAddressSpace(rty);
                        let a = strata_llvm_build_alloca(b, elty, space, operand(0)?);
                        if let Some(al) = int_attr(ctx, o.attr("alignment")).filter(|&a| a != 0) {
                            llc::LLVMSetAlignment(a, al as u32);
                        }
                        Some(a)
                    }
                    "llvm.getelementptr" => Some(self.gep(o, &operands)?),
                    "llvm.call" => self.call(o, &operands, None)?,
                    "llvm.inline_asm" => {
                        // MLIR's `InlineAsmOp` translation: a call of the `InlineAsm`
                        // value of the op's function type.
                        let ret = match o.results().first() {
                            Some(_) => result_type(self)?,
                            None => llc::LLVMVoidTypeInContext(self.llctx),
                        };
                        let mut params: Vec<LLVMTypeRef> =
                            operands.iter().map(|&v| llc::LLVMTypeOf(v)).collect();
                        let fty =
                            llc::LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
                        let text = |n: &str| {
                            o.attr(n)
                                .and_then(|a| ctx.string_value(a))
                                .unwrap_or_default()
                        };
                        let (asm, constraints) = (text("asm_string"), text("constraints"));
                        let dialect = if int_attr(ctx, o.attr("asm_dialect")) == Some(1) {
                            inkwell::llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectIntel
                        } else {
                            inkwell::llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT
                        };
                        let value = llc::LLVMGetInlineAsm(
                            fty,
                            asm.as_ptr() as *mut _,
                            asm.len(),
                            constraints.as_ptr() as *mut _,
                            constraints.len(),
                            o.attr("has_side_effects").is_some() as i32,
                            o.attr("is_align_stack").is_some() as i32,
                            dialect,
                            0,
                        );
                        let mut args = operands.clone();
                        let call = llc::LLVMBuildCall2(
                            b,
                            fty,
                            value,
                            args.as_mut_ptr(),
                            args.len() as u32,
                            noname(),
                        );
                        o.results().first().map(|_| call)
                    }
                    "llvm.invoke" => {
                        let n = operand_segment(o, 0).len();
                        let callee_operands = operands.get(..n).ok_or_else(unsupported)?;
                        self.call(o, callee_operands, Some((block(0)?, block(1)?)))?
                    }
                    "llvm.landingpad" => {
                        let ty = result_type(self)?;
                        let lp = llc::LLVMBuildLandingPad(
                            b,
                            ty,
                            std::ptr::null_mut(),
                            operands.len() as u32,
                            noname(),
                        );
                        llc::LLVMSetCleanup(lp, o.attr("cleanup").is_some() as i32);
                        for &v in &operands {
                            if !llc::LLVMIsAConstant(v).is_null() {
                                llc::LLVMAddClause(lp, v);
                            }
                        }
                        Some(lp)
                    }
                    "llvm.atomicrmw" => {
                        let op = int_attr(ctx, o.attr("bin_op"))
                            .and_then(atomic_bin_op)
                            .ok_or_else(unsupported)?;
                        let ord = int_attr(ctx, o.attr("ordering"))
                            .and_then(atomic_ordering)
                            .ok_or_else(unsupported)?;
                        Some(llc::LLVMBuildAtomicRMW(
                            b,
                            op,
                            operand(0)?,
                            operand(1)?,
                            ord,
                            0,
                        ))
                    }
                    "llvm.cmpxchg" => {
                        let ordering = |a: &str| {
                            int_attr(ctx, o.attr(a))
                                .and_then(atomic_ordering)
                                .ok_or_else(unsupported)
                        };
                        Some(llc::LLVMBuildAtomicCmpXchg(
                            b,
                            operand(0)?,
                            operand(1)?,
                            operand(2)?,
                            ordering("success_ordering")?,
                            ordering("failure_ordering")?,
                            0,
                        ))
                    }
                    "llvm.fence" => {
                        let ord = int_attr(ctx, o.attr("ordering"))
                            .and_then(atomic_ordering)
                            .ok_or_else(unsupported)?;
                        let scope = match o.attr("syncscope").map(|a| ctx.attr_kind_ref(a)) {
                            Some(AttrKind::String { value, .. }) => value.clone(),
                            _ => Vec::new(),
                        };
                        let fence = llc::LLVMBuildFence(b, ord, 0, noname());
                        // MLIR: the system scope when empty, else the named one.
                        if !scope.is_empty() {
                            strata_llvm_set_fence_sync_scope(
                                fence,
                                scope.as_ptr() as *const _,
                                scope.len(),
                            );
                        }
                        None
                    }
                    "llvm.resume" => {
                        llc::LLVMBuildResume(b, operand(0)?);
                        None
                    }
                    "llvm.intr.dbg.value" | "llvm.intr.dbg.addr" | "llvm.intr.dbg.declare" => {
                        self.debug_intrinsic(o, operand(0)?)?;
                        None
                    }
                    _ if name.starts_with("llvm.intr.") || name == "llvm.call_intrinsic" => {
                        self.convert_intrinsic(o, &operands)?
                    }
                    _ => return Err(self.unsupported(o)),
                }
            }
        };
        if let (Some(v), Some(&r)) = (result, o.results().first()) {
            // MLIR sets the flags of the ops implementing `FastmathFlagsInterface` only;
            // the interface reads `fastmathFlags`, so an op without it has none to set.
            let dict = o.body.attrs(o.op);
            let has_flags = dict != self.empty_dict
                && o.ctx
                    .dictionary_entries_ref(dict)
                    .iter()
                    .any(|&(k, _)| k == self.fastmath_flags);
            let flags = has_flags
                .then(|| FastmathFlagsInterfaceRef::get(o).and_then(|f| f.get_fastmath_attr()))
                .flatten();
            if let Some(bits) = flags.and_then(|a| self.fast_math_bits(a)) {
                // SAFETY: a value this translation made.
                unsafe { strata_llvm_set_fast_math_flags(v, bits) };
            }
            state.values.insert(r, v);
        }
        self.operand_buffer = operands;
        Ok(())
    }

    /// `insertvalue` at a nested position: MLIR builds one `insertvalue` with all indices.
    unsafe fn insert_value(
        &self,
        container: LLVMValueRef,
        value: LLVMValueRef,
        pos: &[i64],
    ) -> LLVMValueRef {
        let idx: Vec<u32> = pos.iter().map(|&i| i as u32).collect();
        strata_llvm_build_insert_value(
            self.builder,
            container,
            value,
            idx.as_ptr(),
            idx.len() as u32,
        )
    }

    /// Alignment, volatility and non-temporality of a load or store.
    unsafe fn memory_flags(&self, o: OpRef<'_>, inst: LLVMValueRef) {
        // One scan of the op's attributes (most loads and stores have none).
        let dict = o.body.attrs(o.op);
        if dict == self.empty_dict {
            return;
        }
        let keys = &self.keys;
        let (mut alignment, mut volatile, mut nontemporal) = (None, false, false);
        for &(k, v) in o.ctx.dictionary_entries_ref(dict) {
            if k == keys.alignment {
                alignment = Some(v);
            } else if k == keys.volatile_ || k == keys.volatile {
                volatile = true;
            } else if k == keys.nontemporal {
                nontemporal = true;
            }
        }
        if let Some(a) = int_attr(self.ctx, alignment) {
            llc::LLVMSetAlignment(inst, a as u32);
        }
        if volatile {
            llc::LLVMSetVolatile(inst, 1);
        }
        if nontemporal {
            let kind = llc::LLVMGetMDKindIDInContext(
                self.llctx,
                c"nontemporal".as_ptr(),
                "nontemporal".len() as u32,
            );
            let one =
                llc::LLVMValueAsMetadata(int_constant(llc::LLVMInt32TypeInContext(self.llctx), 1));
            let mut mds = [one];
            let node = llc::LLVMMDNodeInContext2(self.llctx, mds.as_mut_ptr(), 1);
            llc::LLVMSetMetadata(inst, kind, llc::LLVMMetadataAsValue(self.llctx, node));
        }
    }

    /// `llvm.getelementptr`: constant indices (`rawConstantIndices`, with MLIR's dynamic
    /// marker `INT32_MIN` where an operand goes) as `i32` constants.
    unsafe fn gep(
        &mut self,
        o: OpRef<'_>,
        operands: &[LLVMValueRef],
    ) -> Result<LLVMValueRef, Diagnostic> {
        let ctx = self.ctx;
        let unsupported = || {
            o.error(format!(
                "LLVM Translation failed for operation: {}",
                o.name()
            ))
        };
        let raw = self
            .attr(o, self.keys.raw_constant_indices)
            .and_then(|a| int_array(ctx, a))
            .ok_or_else(unsupported)?;
        let base = *operands.first().ok_or_else(unsupported)?;
        let mut dynamic = operands[1..].iter();
        let i32t = llc::LLVMInt32TypeInContext(self.llctx);
        let mut indices = Vec::with_capacity(raw.len());
        for &r in &raw {
            if r == i64::from(i32::MIN) {
                indices.push(*dynamic.next().ok_or_else(unsupported)?);
            } else {
                indices.push(int_constant(i32t, r as i128));
            }
        }
        let elem = match self.type_attr(self.attr(o, self.keys.elem_type)) {
            Some(t) => t,
            None => {
                let base_ty = o.value_type(o.operand(0));
                strata::dialects::llvm::LLVMPointerType::from_type(ctx, base_ty)
                    .and_then(|p| p.element_type())
                    .ok_or_else(unsupported)?
            }
        };
        let elty = self.ty(o, elem)?;
        let f = if self.attr(o, self.keys.inbounds).is_some() {
            llc::LLVMBuildInBoundsGEP2
        } else {
            llc::LLVMBuildGEP2
        };
        Ok(f(
            self.builder,
            elty,
            base,
            indices.as_mut_ptr(),
            indices.len() as u32,
            noname(),
        ))
    }

    /// `llvm.call`: direct (`callee`) or through the first operand.
    unsafe fn call(
        &mut self,
        o: OpRef<'_>,
        operands: &[LLVMValueRef],
        invoke: Option<(LLVMBasicBlockRef, LLVMBasicBlockRef)>,
    ) -> Result<Option<LLVMValueRef>, Diagnostic> {
        let ctx = self.ctx;
        let unsupported = || {
            o.error(format!(
                "LLVM Translation failed for operation: {}",
                o.name()
            ))
        };
        let callee = o.attr("callee").and_then(|a| match ctx.attr_kind_ref(a) {
            AttrKind::SymbolRef { root, .. } => Some(ctx.ident_ref(*root).to_string()),
            _ => None,
        });
        let (fn_ptr, args, fty) = match callee {
            Some(name) => {
                let f = *self.functions.get(&name).ok_or_else(unsupported)?;
                (f, operands.to_vec(), llc::LLVMGlobalGetValueType(f))
            }
            None => {
                let (first, rest) = operands.split_first().ok_or_else(unsupported)?;
                let ret = match o.results().first() {
                    Some(&r) => self.ty(o, o.value_type(r))?,
                    None => llc::LLVMVoidTypeInContext(self.llctx),
                };
                let mut params: Vec<LLVMTypeRef> =
                    rest.iter().map(|&v| llc::LLVMTypeOf(v)).collect();
                let fty = llc::LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
                (*first, rest.to_vec(), fty)
            }
        };
        let mut args = args;
        let call = match invoke {
            None => llc::LLVMBuildCall2(
                self.builder,
                fty,
                fn_ptr,
                args.as_mut_ptr(),
                args.len() as u32,
                noname(),
            ),
            Some((normal, unwind)) => llc::LLVMBuildInvoke2(
                self.builder,
                fty,
                fn_ptr,
                args.as_mut_ptr(),
                args.len() as u32,
                normal,
                unwind,
                noname(),
            ),
        };
        self.branch_weights(o, call);
        Ok(o.results().first().map(|_| call))
    }

    /// The `branch_weights` of `o` as the `!prof` metadata of `inst`.
    unsafe fn branch_weights(&self, o: OpRef<'_>, inst: LLVMValueRef) {
        let Some(weights) = self
            .attr(o, self.keys.branch_weights)
            .and_then(|a| int_array(self.ctx, a))
        else {
            return;
        };
        let i32t = llc::LLVMInt32TypeInContext(self.llctx);
        let mut mds = vec![self.md_string("branch_weights")];
        for w in weights {
            mds.push(llc::LLVMValueAsMetadata(int_constant(i32t, w as i128)));
        }
        self.set_metadata(inst, "prof", &mut mds);
    }

    /// An `MDString`.
    unsafe fn md_string(&self, s: &str) -> inkwell::llvm_sys::prelude::LLVMMetadataRef {
        llc::LLVMMDStringInContext2(self.llctx, s.as_ptr() as *const _, s.len())
    }

    /// Attaches the node of `mds` to `inst` (an instruction or a global object) as its
    /// `kind` metadata.
    unsafe fn set_metadata(
        &self,
        inst: LLVMValueRef,
        kind: &str,
        mds: &mut [inkwell::llvm_sys::prelude::LLVMMetadataRef],
    ) {
        let k =
            llc::LLVMGetMDKindIDInContext(self.llctx, kind.as_ptr() as *const _, kind.len() as u32);
        let node = llc::LLVMMDNodeInContext2(self.llctx, mds.as_mut_ptr(), mds.len());
        if llc::LLVMIsAInstruction(inst).is_null() {
            llc::LLVMGlobalSetMetadata(inst, k, node);
        } else {
            llc::LLVMSetMetadata(inst, k, llc::LLVMMetadataAsValue(self.llctx, node));
        }
    }
}

/// The attributes the translation of op `name` reads (MLIR 16's names), besides a
/// `fastmathFlags` of `#llvm.fastmath<none>`. None for ops it does not translate.
fn known_attributes(name: &str) -> Option<&'static [&'static str]> {
    if binary_opcode(name).is_some() || cast_opcode(name).is_some() {
        return Some(&[]);
    }
    Some(match name {
        "llvm.func" => &[
            "sym_name",
            "function_type",
            "linkage",
            "CConv",
            "arg_attrs",
            "res_attrs",
            "sym_visibility",
            "dso_local",
            "garbageCollector",
            "function_entry_count",
            "personality",
            "passthrough",
            "memory",
        ],
        "llvm.mlir.global" => &[
            "sym_name",
            "global_type",
            "linkage",
            "constant",
            "value",
            "alignment",
            "addr_space",
            "unnamed_addr",
            "section",
            "thread_local_",
            "sym_visibility",
            "dso_local",
        ],
        "llvm.load" | "llvm.store" => &[
            "alignment",
            "volatile_",
            "nontemporal",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            metadata::TBAA_ATTR,
        ],
        "llvm.icmp" | "llvm.fcmp" => &["predicate"],
        "llvm.call" => &["callee", "branch_weights"],
        "llvm.inline_asm" => &[
            "asm_string",
            "constraints",
            "has_side_effects",
            "is_align_stack",
            "asm_dialect",
        ],
        "llvm.invoke" => &["callee", "branch_weights", "operand_segment_sizes"],
        "llvm.landingpad" => &["cleanup"],
        "llvm.resume" => &[],
        "llvm.atomicrmw" => &["bin_op", "ordering"],
        "llvm.cmpxchg" => &["success_ordering", "failure_ordering"],
        "llvm.fence" => &["ordering", "syncscope"],
        "llvm.cond_br" | "llvm.switch" => &[
            "operand_segment_sizes",
            "case_values",
            "case_operand_segments",
            "branch_weights",
            "llvm.loop",
        ],
        "llvm.br" => &["llvm.loop"],
        "llvm.alloca" => &["alignment", "elem_type"],
        "llvm.getelementptr" => &["rawConstantIndices", "elem_type", "inbounds"],
        "llvm.extractvalue" | "llvm.insertvalue" => &["position"],
        "llvm.shufflevector" => &["mask"],
        "llvm.mlir.constant" => &["value"],
        "llvm.mlir.addressof" => &["global_name"],
        "llvm.mlir.global_ctors" => &["ctors", "priorities"],
        "llvm.mlir.global_dtors" => &["dtors", "priorities"],
        "llvm.return"
        | "llvm.unreachable"
        | "llvm.mlir.undef"
        | "llvm.mlir.null"
        | "llvm.mlir.poison"
        | "llvm.select"
        | "llvm.fneg"
        | "llvm.freeze"
        | "llvm.extractelement"
        | "llvm.insertelement" => &[],
        _ => return None,
    })
}

impl Translation<'_> {
    /// An error for an attribute of `o` the translation would drop (fast-math flags,
    /// branch weights, metadata, function attributes, ...): better no output than a
    /// different one.
    fn check_attributes(&mut self, o: OpRef<'_>) -> Result<(), Diagnostic> {
        let ctx = o.ctx;
        let dict = o.body.attrs(o.op);
        if dict == self.empty_dict {
            return Ok(());
        }
        let AttrKind::Dictionary(entries) = ctx.attr_kind_ref(dict) else {
            return Ok(());
        };
        let name = o.body.op_name(o.op);
        if entries.is_empty() || self.known_dicts.contains(&(name, dict)) {
            return Ok(());
        }
        for (k, v) in entries {
            if self.known_attrs.contains(&(name, *k))
                || (*k == self.fastmath_flags && self.fast_math_bits(*v).is_some())
            {
                continue;
            }
            let Some(known) = known_attributes(o.name()) else {
                return Ok(());
            };
            let key = ctx.ident_ref(*k);
            if known.contains(&key) {
                self.known_attrs.insert((name, *k));
                continue;
            }
            return Err(o.error(format!(
                "strata-translate: attribute '{key}' of '{}' is not translated yet",
                o.name()
            )));
        }
        self.known_dicts.insert((name, dict));
        Ok(())
    }

    /// [`fast_math_bits`], remembered per attribute.
    fn fast_math_bits(&mut self, a: Attribute) -> Option<u32> {
        let ctx = self.ctx;
        *self
            .fast_math
            .entry(a)
            .or_insert_with(|| fast_math_bits(ctx, a))
    }
}

/// The bits of `#llvm.fastmath<...>` (MLIR 16's `FastmathFlags`: `nnan` 1, `ninf` 2,
/// `nsz` 4, `arcp` 8, `contract` 16, `afn` 32, `reassoc` 64, `fast` all).
fn fast_math_bits(ctx: &Context, a: Attribute) -> Option<u32> {
    let text = enum_keyword(ctx, Some(a), "fastmath")?;
    let mut bits = 0;
    for flag in text.split(',').map(str::trim) {
        bits |= match flag {
            "none" => 0,
            "nnan" => 1,
            "ninf" => 2,
            "nsz" => 4,
            "arcp" => 8,
            "contract" => 16,
            "afn" => 32,
            "reassoc" => 64,
            "fast" => 127,
            _ => return None,
        };
    }
    Some(bits)
}

/// LLVM 16's attributes that carry an integer (`Attribute::isIntAttrKind`).
const INT_ATTRIBUTES: &[&str] = &[
    "align",
    "alignstack",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "uwtable",
    "vscale_range",
];

/// `StringRef::getAsInteger(0, int)`: a decimal, `0x` hexadecimal, `0b` binary or
/// leading-`0` octal `int`.
fn parse_llvm_integer(s: &str) -> Option<i32> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (radix, body) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() {
        return None;
    }
    let v = i64::from_str_radix(body, radix).ok()?;
    i32::try_from(if neg { -v } else { v }).ok()
}

/// LLVM 16's encoding of `MemoryEffects` (two bits of `ModRef` per location: argument
/// memory, inaccessible memory, other memory) of `#llvm.memory_effects<other = ..,
/// argMem = .., inaccessibleMem = ..>`.
fn memory_effects(ctx: &Context, a: Attribute) -> Option<u64> {
    let text = AttrView::new(ctx, a).dialect_attr_text()?;
    let body = text
        .strip_prefix("llvm.memory_effects<")?
        .strip_suffix('>')?;
    let mut data = 0u64;
    for part in body.split(',') {
        let (key, value) = part.split_once('=')?;
        let shift = match key.trim() {
            "argMem" => 0,
            "inaccessibleMem" => 2,
            "other" => 4,
            _ => return None,
        };
        let mod_ref = match value.trim() {
            "none" => 0,
            "read" => 1,
            "write" => 2,
            "readwrite" => 3,
            _ => return None,
        };
        data |= mod_ref << shift;
    }
    Some(data)
}

/// Whether `op` or an op nested in it has a location other than `loc(unknown)` (MLIR's
/// `interruptIfValidLocation` walk).
fn has_known_location(ctx: &Context, body: &Body, op: Op) -> bool {
    use strata_framework::ir::attrs::Location;
    if !matches!(
        ctx.attr_kind_ref(body.loc(op)),
        AttrKind::Location(Location::Unknown)
    ) {
        return true;
    }
    let o = OpRef::new(ctx, body, op);
    let inner = o.region_body();
    o.regions().iter().any(|&r| {
        inner.region_blocks(r).any(|b| {
            inner
                .block_ops(b)
                .any(|n| has_known_location(ctx, inner, n))
        })
    })
}

/// LLVM's `Triple::isKnownWindowsMSVCEnvironment`: the OS is Windows and the environment
/// MSVC.
fn is_windows_msvc(triple: &str) -> bool {
    let parts: Vec<&str> = triple.split('-').collect();
    let os = parts.get(2).copied().unwrap_or("");
    let env = parts.get(3).copied().unwrap_or("");
    (os.starts_with("windows") || os.starts_with("win32")) && env.starts_with("msvc")
}

/// The `sym_name` of a symbol op.
fn symbol_name(ctx: &Context, o: OpRef<'_>) -> Option<String> {
    match ctx.attr_kind_ref(o.attr("sym_name")?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// MLIR's `shouldDropGlobalInitializer`: an external global without initializer is a
/// declaration, and an `extern_weak` one never has one.
fn drop_global_initializer(l: LLVMLinkage, has_initializer: bool) -> bool {
    (l == LLVMLinkage::LLVMExternalLinkage && !has_initializer)
        || l == LLVMLinkage::LLVMExternalWeakLinkage
}

/// The element values of a dense attribute.
#[derive(Clone, Copy)]
enum DenseVals<'a> {
    /// Element bits, masked to the element width (integers up to 128 bits, `index`,
    /// floats).
    Bits(&'a [u128]),
    /// Integers wider than 128 bits.
    Wide(&'a [ApInt]),
}

impl DenseVals<'_> {
    fn len(&self) -> usize {
        match self {
            DenseVals::Bits(v) => v.len(),
            DenseVals::Wide(v) => v.len(),
        }
    }
}

/// One scalar of a dense attribute.
#[derive(Clone, Copy)]
enum Scalar<'a> {
    Bits(u128),
    Wide(&'a ApInt),
}

/// The elements of a dense attribute being made a constant.
struct Dense<'a> {
    kind: DenseElemKind,
    /// Elements are pairs (real, imaginary), made `{ T, T }` structs.
    complex: bool,
    /// Row-major elements (one element: a splat).
    values: DenseVals<'a>,
}

impl<'a> Dense<'a> {
    /// The scalar at `i`.
    fn at(&self, i: usize) -> Option<Scalar<'a>> {
        match self.values {
            DenseVals::Bits(v) => v.get(i).map(|&b| Scalar::Bits(b)),
            DenseVals::Wide(v) => v.get(i).map(Scalar::Wide),
        }
    }

    /// The next scalar (a splat repeats its one element).
    fn next(&self, next: &mut usize) -> Option<Scalar<'a>> {
        let per = if self.complex { 2 } else { 1 };
        let i = if self.values.len() == per {
            *next % per
        } else {
            *next
        };
        let s = self.at(i)?;
        *next += 1;
        Some(s)
    }

    /// MLIR's raw data of the elements (`DenseElementsAttr::getRawData`): each scalar
    /// little-endian in its storage width (the width rounded up to bytes), `i1`
    /// elements one bit each.
    fn raw_data(&self) -> Vec<u8> {
        let width = match self.kind {
            DenseElemKind::Int(w, _) => w,
            DenseElemKind::Index => 64,
            DenseElemKind::Float(k) => k.width(),
        };
        let n = self.values.len();
        if width == 1 {
            let mut out = vec![0u8; n.div_ceil(8)];
            for i in 0..n {
                if matches!(self.at(i), Some(Scalar::Bits(b)) if b & 1 == 1) {
                    out[i / 8] |= 1 << (i % 8);
                }
            }
            return out;
        }
        let bytes = width.div_ceil(8) as usize;
        let mut out = Vec::with_capacity(n * bytes);
        for i in 0..n {
            match self.at(i) {
                Some(Scalar::Bits(b)) => out.extend_from_slice(&b.to_le_bytes()[..bytes.min(16)]),
                Some(Scalar::Wide(v)) => {
                    let words = v.words();
                    out.extend(words.iter().flat_map(|w| w.to_le_bytes()).take(bytes));
                }
                None => {}
            }
        }
        out
    }
}

/// The innermost element type of nested arrays and vectors (MLIR's
/// `getInnermostElementType`).
unsafe fn innermost_type(mut llty: LLVMTypeRef) -> LLVMTypeRef {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    while matches!(
        llc::LLVMGetTypeKind(llty),
        LLVMVectorTypeKind | LLVMArrayTypeKind | LLVMScalableVectorTypeKind
    ) {
        llty = llc::LLVMGetElementType(llty);
    }
    llty
}

/// The size in bytes of `llty` when it is an element type of LLVM's constant data
/// arrays (`ConstantDataSequential::isElementTypeCompatible`: `half`, `bfloat`,
/// `float`, `double`, `i8`..`i64`).
unsafe fn data_element_bytes(llty: LLVMTypeRef) -> Option<usize> {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    match llc::LLVMGetTypeKind(llty) {
        LLVMHalfTypeKind | LLVMBFloatTypeKind => Some(2),
        LLVMFloatTypeKind => Some(4),
        LLVMDoubleTypeKind => Some(8),
        LLVMIntegerTypeKind => match llc::LLVMGetIntTypeWidth(llty) {
            w @ (8 | 16 | 32 | 64) => Some(w as usize / 8),
            _ => None,
        },
        _ => None,
    }
}

/// Why MLIR's raw-data construction of a dense constant cannot be followed.
enum RawFailure {
    /// Not a raw-data case: MLIR builds the constant element by element.
    NotRaw,
    /// An error to report.
    Error(String),
}

/// MLIR 16's `convertDenseElementsAttr` for a dense attribute that is not a splat: the
/// innermost dimension made constant data arrays (of a tensor) or vectors (of a
/// vector) of the innermost LLVM type straight from the attribute's raw data, read in
/// that type's width whatever the attribute's element type, and the outer dimensions
/// nested arrays of the LLVM type's element types. A tensor's innermost dimension is
/// an array even where the LLVM type holds vectors there: MLIR 16 then builds an array
/// of vectors whose elements are arrays, and LLVM prints what it is given
/// (`[<2 x i32> [i32 1, i32 2], ...]`). Where the raw data is too short for what MLIR
/// reads (it would read past it) this is an error.
unsafe fn raw_dense_constant(
    llctx: LLVMContextRef,
    llty: LLVMTypeRef,
    dense: &Dense<'_>,
    shape: &[i64],
    tensor: bool,
) -> Result<LLVMValueRef, RawFailure> {
    let inner = innermost_type(llty);
    let Some(elem_bytes) = data_element_bytes(inner) else {
        return Err(RawFailure::NotRaw);
    };
    let total: i64 = shape.iter().product();
    let Some((&last, outer)) = shape.split_last() else {
        return Err(RawFailure::NotRaw);
    };
    if total <= 0 || last <= 0 {
        return Err(RawFailure::NotRaw);
    }
    let raw = dense.raw_data();
    let aggregates = (total / last) as usize;
    let size = last as usize * elem_bytes;
    let mut constants = Vec::with_capacity(aggregates);
    for i in 0..aggregates {
        let Some(data) = raw.get(i * size..(i + 1) * size) else {
            return Err(RawFailure::Error(format!(
                "unsupported constant value: the elements hold {} bytes, fewer than the {} \
                 the constant's type reads",
                raw.len(),
                aggregates * size
            )));
        };
        let mut elems: Vec<LLVMValueRef> = data
            .chunks(elem_bytes)
            .map(|c| {
                let mut b = [0u8; 16];
                b[..c.len()].copy_from_slice(c);
                let bits = u128::from_le_bytes(b);
                if llc::LLVMGetTypeKind(inner)
                    == inkwell::llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind
                {
                    int_constant(inner, bits as i128)
                } else {
                    let int = llc::LLVMIntTypeInContext(llctx, elem_bytes as u32 * 8);
                    llc::LLVMConstBitCast(int_constant(int, bits as i128), inner)
                }
            })
            .collect();
        constants.push(if tensor {
            llc::LLVMConstArray(inner, elems.as_mut_ptr(), last as u32)
        } else {
            llc::LLVMConstVector(elems.as_mut_ptr(), last as u32)
        });
    }
    let mut next = 0;
    sequential_constant(&constants, &mut next, outer, llty).map_err(RawFailure::Error)
}

/// MLIR's `buildSequentialConstant`: `constants` nested in arrays (a vector at the
/// innermost level of a vector type) of the shape `shape`, following the element types
/// of `llty`.
unsafe fn sequential_constant(
    constants: &[LLVMValueRef],
    next: &mut usize,
    shape: &[i64],
    llty: LLVMTypeRef,
) -> Result<LLVMValueRef, String> {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    let Some((&n, rest)) = shape.split_first() else {
        let c = *constants
            .get(*next)
            .ok_or_else(|| "unsupported constant value".to_string())?;
        *next += 1;
        return Ok(c);
    };
    let kind = llc::LLVMGetTypeKind(llty);
    if !matches!(
        kind,
        LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind
    ) {
        return Err("expected sequential LLVM types wrapping a scalar".to_string());
    }
    let elty = llc::LLVMGetElementType(llty);
    let mut nested = (0..n)
        .map(|_| sequential_constant(constants, next, rest, elty))
        .collect::<Result<Vec<_>, _>>()?;
    if rest.is_empty() && kind != LLVMArrayTypeKind {
        // A vector of the innermost constants: they must be scalars (LLVM has no
        // vectors of aggregates).
        if nested.iter().any(|&c| llc::LLVMTypeOf(c) != elty) {
            return Err("unsupported constant value".to_string());
        }
        return Ok(llc::LLVMConstVector(nested.as_mut_ptr(), n as u32));
    }
    Ok(llc::LLVMConstArray(elty, nested.as_mut_ptr(), n as u32))
}

/// The constant of `llty` (arrays and vectors nested down to scalars, or complex
/// structs) from a dense attribute's elements, taken from `*next` on, as MLIR builds a
/// splat or a constant element by element. None for scalars of the wrong kind.
unsafe fn dense_constant(
    llctx: LLVMContextRef,
    llty: LLVMTypeRef,
    dense: &Dense<'_>,
    next: &mut usize,
) -> Option<LLVMValueRef> {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    let kind = llc::LLVMGetTypeKind(llty);
    // A scalable vector: a splat (MLIR's `ConstantVector::getSplat`).
    if kind == LLVMScalableVectorTypeKind {
        if dense.values.len() != 1 {
            return None;
        }
        let elty = llc::LLVMGetElementType(llty);
        let elem = dense_constant(llctx, elty, dense, next)?;
        return Some(strata_llvm_const_splat(llty, elem));
    }
    if kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind {
        let elty = llc::LLVMGetElementType(llty);
        let n = if kind == LLVMVectorTypeKind {
            llc::LLVMGetVectorSize(llty)
        } else {
            llc::LLVMGetArrayLength(llty) as u32
        };
        let mut elems = (0..n)
            .map(|_| dense_constant(llctx, elty, dense, next))
            .collect::<Option<Vec<_>>>()?;
        return Some(if kind == LLVMVectorTypeKind {
            llc::LLVMConstVector(elems.as_mut_ptr(), n)
        } else {
            llc::LLVMConstArray(elty, elems.as_mut_ptr(), n)
        });
    }
    if dense.complex {
        if kind != LLVMStructTypeKind || llc::LLVMCountStructElementTypes(llty) != 2 {
            return None;
        }
        let elty = llc::LLVMStructGetTypeAtIndex(llty, 0);
        let mut parts = [
            scalar_constant(llctx, elty, dense.kind, dense.next(next)?)?,
            scalar_constant(llctx, elty, dense.kind, dense.next(next)?)?,
        ];
        return Some(llc::LLVMConstNamedStruct(llty, parts.as_mut_ptr(), 2));
    }
    scalar_constant(llctx, llty, dense.kind, dense.next(next)?)
}

/// The scalar constant of `llty` with the element `s` of kind `ek`.
unsafe fn scalar_constant(
    llctx: LLVMContextRef,
    llty: LLVMTypeRef,
    ek: DenseElemKind,
    s: Scalar<'_>,
) -> Option<LLVMValueRef> {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    let kind = llc::LLVMGetTypeKind(llty);
    let bits = match s {
        Scalar::Wide(v) => {
            return (kind == LLVMIntegerTypeKind).then(|| apint_constant(llty, v));
        }
        Scalar::Bits(b) => b,
    };
    let width = match ek {
        DenseElemKind::Int(w, _) => w,
        DenseElemKind::Index => 64,
        DenseElemKind::Float(k) => k.width(),
    };
    match ek {
        DenseElemKind::Float(_)
            if matches!(
                kind,
                LLVMHalfTypeKind
                    | LLVMBFloatTypeKind
                    | LLVMFloatTypeKind
                    | LLVMDoubleTypeKind
                    | LLVMX86_FP80TypeKind
                    | LLVMFP128TypeKind
            ) =>
        {
            let int = llc::LLVMIntTypeInContext(llctx, width);
            Some(llc::LLVMConstBitCast(int_constant(int, bits as i128), llty))
        }
        DenseElemKind::Int(..) | DenseElemKind::Index if kind == LLVMIntegerTypeKind => {
            Some(int_constant(llty, sign_extend(bits, width)))
        }
        _ => None,
    }
}

/// The integer constant of the integer type `ty` holding `value` sign-extended or
/// truncated to its width (MLIR's `sextOrTrunc`).
unsafe fn apint_constant(ty: LLVMTypeRef, value: &ApInt) -> LLVMValueRef {
    let width = llc::LLVMGetIntTypeWidth(ty);
    let words = value.clone().sext(width).words();
    llc::LLVMConstIntOfArbitraryPrecision(ty, words.len() as u32, words.as_ptr())
}

/// The integer constant `value` of the integer type `ty` (any width).
unsafe fn int_constant(ty: LLVMTypeRef, value: i128) -> LLVMValueRef {
    let width = llc::LLVMGetIntTypeWidth(ty);
    if width <= 64 {
        return llc::LLVMConstInt(ty, value as u64, 0);
    }
    let words = [value as u64, (value >> 64) as u64];
    let n = width.div_ceil(64).min(2);
    let mut ws: Vec<u64> = words[..n as usize].to_vec();
    // Wider than 128 bits: sign-extend the rest.
    while (ws.len() as u32) < width.div_ceil(64) {
        ws.push(if value < 0 { u64::MAX } else { 0 });
    }
    llc::LLVMConstIntOfArbitraryPrecision(ty, ws.len() as u32, ws.as_ptr())
}
