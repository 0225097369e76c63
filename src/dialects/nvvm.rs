//! The dialect `nvvm` (`spec/dialects/nvvm.td`): MLIR 16's NVVM ops. This file holds what
//! ODS cannot say: the pointer constraint of `cp.async.shared.global`, the custom forms of
//! `nvvm.vote.ballot.sync` and `nvvm.mma.sync`, and the verifiers of MLIR 16's
//! NVVMDialect.cpp (`shfl.sync`'s result with a predicate, `cp.async.shared.global`'s copy
//! size, the warp matrix ops' shapes and types from the NVVM intrinsic tables, `ldmatrix`,
//! and `mma.sync`'s shapes, types and layouts, with MLIR's messages).

include!(concat!(env!("OUT_DIR"), "/nvvm_ops.rs"));

use crate::dialects::llvm::{LLVMPointerType, LLVMStructType};
use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::ods::{AttrView, HasCustomAssemblyFormat, HasVerifier};
use strata_framework::support::diag::Diagnostic;

/// Registers the dialect: its ops and attributes, its check of `nvvm.*` attributes on
/// ops; like MLIR's, the dialect accepts ops it does not define.
pub fn register_dialect(ctx: &Context) {
    register(ctx);
    ctx.allow_unknown_operations("nvvm");
    let _ = ctx.add_dialect_interface::<dyn strata_framework::verify::DialectAttrVerifier>(
        "nvvm",
        Box::new(NVVMAttrVerifier),
    );
}

/// MLIR 16's `NVVMDialect::verifyOperationAttribute`: `nvvm.kernel` only on an
/// `llvm.func`.
struct NVVMAttrVerifier;

impl strata_framework::verify::DialectAttrVerifier for NVVMAttrVerifier {
    fn verify_operation_attribute(
        &self,
        op: &OpRef<'_>,
        name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        if name == "nvvm.kernel" && op.name() != "llvm.func" {
            return Err(op.error("'nvvm.kernel' attribute attached to unexpected op"));
        }
        Ok(())
    }
}

// ----- types -----

/// MLIR's `LLVM_IntPtrBase<8, N>`: a pointer, opaque or to `i8`, in any address space.
pub fn is_i8_pointer(t: TypeView<'_>) -> bool {
    let Some(ptr) = LLVMPointerType::from_type(t.ctx, t.ty) else {
        return false;
    };
    match ptr.element_type() {
        None => true,
        Some(e) => e == t.ctx.int_type(8),
    }
}

/// `!llvm.ptr<i8, N>`, the type such an operand has when a format leaves it out.
pub fn i8_pointer(ctx: &Context, address_space: u32) -> Type {
    LLVMPointerType::get(ctx, Some(ctx.int_type(8)), address_space).ty()
}

fn type_string(ctx: &Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

/// A type as MLIR streams it into a diagnostic: quoted.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_string(ctx, t))
}

fn f16x2(ctx: &Context) -> Type {
    ctx.vector_type(&[2], ctx.float_type(FloatKind::F16))
}

fn literal_struct(ctx: &Context, elements: Vec<Type>) -> Type {
    LLVMStructType::get_literal(ctx, elements, false).ty()
}

fn struct_body(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    LLVMStructType::from_type(ctx, t).map(|s| s.body())
}

fn address_space(ctx: &Context, t: Type) -> Option<u32> {
    LLVMPointerType::from_type(ctx, t).map(|p| p.address_space())
}

// ----- attributes -----

/// The keyword of an enum attribute of the dialect (`row` of `#nvvm.mma_layout<row>`).
fn enum_value(op: &OpRef<'_>, name: &str) -> Option<String> {
    let a = op.attr(name)?;
    let text = AttrView::new(op.ctx, a).dialect_attr_text();
    if let Some(t) = text {
        return t
            .split_once('<')
            .map(|(_, rest)| rest.trim_end_matches('>').trim().to_string());
    }
    enum_def_value(op.ctx, a)
}

fn enum_def_value(ctx: &Context, a: Attribute) -> Option<String> {
    if let Some(v) = MMALayoutAttr::from_attr(ctx, a) {
        return Some(v.value().to_string());
    }
    if let Some(v) = MMATypesAttr::from_attr(ctx, a) {
        return Some(v.value().to_string());
    }
    if let Some(v) = MMAFragAttr::from_attr(ctx, a) {
        return Some(v.value().to_string());
    }
    if let Some(v) = MMAB1OpAttr::from_attr(ctx, a) {
        return Some(v.value().to_string());
    }
    if let Some(v) = MMAIntOverflowAttr::from_attr(ctx, a) {
        return Some(v.value().to_string());
    }
    None
}

fn int_attr(op: &OpRef<'_>, name: &str) -> i64 {
    op.attr(name)
        .and_then(|a| AttrView::new(op.ctx, a).int_value())
        .unwrap_or(0) as i64
}

fn mma_type_attr(ctx: &Context, value: &str) -> Attribute {
    MMATypesAttr::get(ctx, value.to_string()).attr()
}

// ----- nvvm.vote.ballot.sync -----

/// MLIR's `printNVVMIntrinsicOp` form: `%mask, %pred : type`, the operands `i32` and
/// `i1`; the attributes are parsed but not printed.
impl HasCustomAssemblyFormat for VoteBallotOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let ops = p.parse_operand_list()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        p.add_result_types(&[ty]);
        let at = p.name_pos();
        let vs = p.resolve_operands(&ops, &[ctx.int_type(32), ctx.int_type(1)], at)?;
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_operand_iter(&mut op.operands());
        let results = op.results();
        if !results.is_empty() {
            p.write(" : ");
            p.print_type_iter(&mut results.iter().map(|&r| op.value_type(r)));
        }
    }
}

// ----- nvvm.shfl.sync -----

impl HasVerifier for ShflOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        if op
            .attr("return_value_and_is_valid")
            .is_none_or(|a| !AttrView::new(ctx, a).is_unit())
        {
            return Ok(());
        }
        let res = op.value_type(op.results()[0]);
        let ok = struct_body(ctx, res).is_some_and(|body| {
            body.len() == 2
                && matches!(
                    ctx.type_kind_ref(body[1]),
                    TypeKind::Integer { width: 1, .. }
                )
        });
        if !ok {
            return Err(op.error(
                "expected return type to be a two-element struct with i1 as the second element",
            ));
        }
        Ok(())
    }
}

// ----- nvvm.cp.async.shared.global -----

impl HasVerifier for CpAsyncOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let size = int_attr(op, "size");
        if size != 4 && size != 8 && size != 16 {
            return Err(op.error("expected byte size to be either 4, 8 or 16."));
        }
        if op.attr("bypass_l1").is_some() && size != 16 {
            return Err(op.error("bypass l1 is only support for 16 bytes copy."));
        }
        Ok(())
    }
}

// ----- the warp matrix ops (wmma) -----

/// The geometries of the f16 warp matrix intrinsics MLIR 16 maps (`NVVM_MMA_OPS`).
const FP_WMMA_GEOMS: [(i64, i64, i64); 3] = [(16, 16, 16), (32, 8, 16), (8, 32, 16)];

/// Whether `wmma.load` has an intrinsic for these attributes (MLIR's
/// `WMMALoadOp::getIntrinsicID` is not 0): both layouts, the `a`/`b` fragments in `f16`
/// (or `tf32` for m16n16k8), the `c` fragment in `f16`/`f32` (`f32` for m16n16k8).
fn wmma_load_supported(m: i64, n: i64, k: i64, eltype: &str, frag: &str) -> bool {
    let fp = FP_WMMA_GEOMS.contains(&(m, n, k));
    let tf32 = (m, n, k) == (16, 16, 8);
    match frag {
        "a" | "b" => (fp && eltype == "f16") || (tf32 && eltype == "tf32"),
        "c" => (fp && matches!(eltype, "f16" | "f32")) || (tf32 && eltype == "f32"),
        _ => false,
    }
}

/// Whether `wmma.store` has an intrinsic (the `d` fragment's loads and stores).
fn wmma_store_supported(m: i64, n: i64, k: i64, eltype: &str) -> bool {
    let fp = FP_WMMA_GEOMS.contains(&(m, n, k));
    let tf32 = (m, n, k) == (16, 16, 8);
    (fp && matches!(eltype, "f16" | "f32")) || (tf32 && eltype == "f32")
}

/// Whether `wmma.mma` has an intrinsic: `eltypeA` is the multiplicands' type and
/// `eltypeB` the result's.
fn wmma_mma_supported(m: i64, n: i64, k: i64, eltype_a: &str, eltype_b: &str) -> bool {
    let fp = FP_WMMA_GEOMS.contains(&(m, n, k));
    let tf32 = (m, n, k) == (16, 16, 8);
    (fp && eltype_a == "f16" && matches!(eltype_b, "f16" | "f32"))
        || (tf32 && eltype_a == "tf32" && eltype_b == "f32")
}

/// MLIR's `inferMMAType`: the element type and the number of elements a thread holds of
/// a fragment (the combinations MLIR 16's intrinsic tables accept).
fn infer_mma_type(ctx: &Context, eltype: &str, frag: &str) -> (Type, usize) {
    match eltype {
        "f16" => (f16x2(ctx), if matches!(frag, "a" | "b") { 8 } else { 4 }),
        "f32" => (ctx.float_type(FloatKind::F32), 8),
        "tf32" => (ctx.int_type(32), 4),
        _ => (ctx.int_type(32), 8),
    }
}

fn struct_of(ctx: &Context, (elem, n): (Type, usize)) -> Type {
    literal_struct(ctx, vec![elem; n])
}

fn expected_struct(ctx: &Context, (elem, n): (Type, usize)) -> String {
    format!(
        "expected destination type is a structure of {n} elements of type {}",
        quoted(ctx, elem)
    )
}

impl HasVerifier for WMMALoadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ptr = op.value_type(op.operand(0));
        if !matches!(address_space(ctx, ptr), Some(0 | 1 | 3)) {
            return Err(op.op_error("expected source pointer in memory space 0, 1, 3"));
        }
        let (m, n, k) = (int_attr(op, "m"), int_attr(op, "n"), int_attr(op, "k"));
        let eltype = enum_value(op, "eltype").unwrap_or_default();
        let frag = enum_value(op, "frag").unwrap_or_default();
        if !wmma_load_supported(m, n, k, &eltype, &frag) {
            return Err(op.op_error("invalid attribute combination"));
        }
        let info = infer_mma_type(ctx, &eltype, &frag);
        if op.value_type(op.results()[0]) != struct_of(ctx, info) {
            return Err(op.op_error(expected_struct(ctx, info)));
        }
        Ok(())
    }
}

impl HasVerifier for WMMAStoreOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ptr = op.value_type(op.operand(0));
        if !matches!(address_space(ctx, ptr), Some(0 | 1 | 3)) {
            return Err(
                op.op_error("expected operands to be a source pointer in memory space 0, 1, 3")
            );
        }
        let (m, n, k) = (int_attr(op, "m"), int_attr(op, "n"), int_attr(op, "k"));
        let eltype = enum_value(op, "eltype").unwrap_or_default();
        if !wmma_store_supported(m, n, k, &eltype) {
            return Err(op.op_error("invalid attribute combination"));
        }
        let (elem, count) = infer_mma_type(ctx, &eltype, "c");
        // The data operands: all but the pointer and the stride.
        let operands: Vec<Value> = op.operands().collect();
        let args = &operands[1..operands.len().saturating_sub(1).max(1)];
        if args.len() != count {
            return Err(op.op_error(format!("expected {count} data operands")));
        }
        if args.iter().any(|&a| op.value_type(a) != elem) {
            return Err(op.op_error(format!(
                "expected data operands of type {}",
                quoted(ctx, elem)
            )));
        }
        Ok(())
    }
}

impl HasVerifier for WMMAMmaOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (m, n, k) = (int_attr(op, "m"), int_attr(op, "n"), int_attr(op, "k"));
        let eltype_a = enum_value(op, "eltypeA").unwrap_or_default();
        let eltype_b = enum_value(op, "eltypeB").unwrap_or_default();
        if !wmma_mma_supported(m, n, k, &eltype_a, &eltype_b) {
            return Err(op.op_error("invalid attribute combination"));
        }
        let a = infer_mma_type(ctx, &eltype_a, "a");
        let b = infer_mma_type(ctx, &eltype_a, "b");
        let c = infer_mma_type(ctx, &eltype_b, "c");
        let mut expected = Vec::new();
        for (elem, count) in [a, b, c] {
            expected.extend(std::iter::repeat_n(elem, count));
        }
        let args: Vec<Value> = op.operands().collect();
        if args.len() != expected.len() {
            return Err(op.op_error(format!("expected {} arguments", expected.len())));
        }
        for (i, (&arg, &ty)) in args.iter().zip(&expected).enumerate() {
            if op.value_type(arg) != ty {
                return Err(op.op_error(format!(
                    "expected argument {i} to be of type {}",
                    quoted(ctx, ty)
                )));
            }
        }
        if op.value_type(op.results()[0]) != struct_of(ctx, c) {
            return Err(op.op_error(expected_struct(ctx, c)));
        }
        Ok(())
    }
}

impl HasVerifier for LdMatrixOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ptr = op.value_type(op.operand(0));
        if address_space(ctx, ptr) != Some(3) {
            return Err(op.op_error("expected source pointer in memory space 3"));
        }
        let num = int_attr(op, "num");
        if num != 1 && num != 2 && num != 4 {
            return Err(op.op_error("expected num attribute to be 1, 2 or 4"));
        }
        let i32_ty = ctx.int_type(32);
        let res = op.value_type(op.results()[0]);
        if num == 1 && res != i32_ty {
            return Err(op.op_error("expected destination type is i32"));
        }
        if (num == 2 || num == 4) && res != literal_struct(ctx, vec![i32_ty; num as usize]) {
            return Err(op.op_error(format!(
                "expected destination type is a structure of {num} elements of type i32"
            )));
        }
        Ok(())
    }
}

// ----- nvvm.mma.sync -----

/// MLIR's `MmaOp::inferOperandMMAType`: the PTX type of an operand (or result) type.
fn infer_operand_mma_type(ctx: &Context, t: Type, is_accumulator: bool) -> Option<&'static str> {
    match ctx.type_kind_ref(t) {
        TypeKind::Float(FloatKind::F64) => return Some("f64"),
        TypeKind::Float(FloatKind::F16) => return Some("f16"),
        TypeKind::Float(FloatKind::F32) => {
            return Some(if is_accumulator { "f32" } else { "tf32" })
        }
        TypeKind::Integer { .. } => return is_accumulator.then_some("s32"),
        _ => {}
    }
    if t == f16x2(ctx) {
        return Some("f16");
    }
    let body = struct_body(ctx, t)?;
    let first = *body.first()?;
    infer_operand_mma_type(ctx, first, is_accumulator)
}

/// The operands of the `A`, `B` and `C` segments.
fn mma_segments(op: &OpRef<'_>) -> [Vec<Value>; 3] {
    let operands: Vec<Value> = op.operands().collect();
    let sizes: Vec<usize> = op
        .attr("operand_segment_sizes")
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
        .map(|v| v.iter().map(|&x| x as usize).collect())
        .unwrap_or_default();
    let mut segments: [Vec<Value>; 3] = Default::default();
    let mut at = 0;
    for (i, seg) in segments.iter_mut().enumerate() {
        let n = sizes.get(i).copied().unwrap_or(0);
        let end = (at + n).min(operands.len());
        *seg = operands[at.min(end)..end].to_vec();
        at = end;
    }
    segments
}

/// `A[%a0, %a1] B[%b0] C[%c0, %c1] {attrs} : (typeA, typeB, typeC) -> result`: one type
/// per segment; the multiplicand PTX types are inferred when the attributes do not give
/// them, and left out of the printed attributes when they can be inferred (from the first
/// operand's type, as MLIR 16 does for both).
impl HasCustomAssemblyFormat for MmaOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let mut regs = Vec::new();
        for name in ["A", "B", "C"] {
            p.parse_keyword(name)?;
            let mut list = Vec::new();
            if p.parse_optional(Punct::LSquare) {
                list = p.parse_operand_list()?;
                p.parse(Punct::RSquare)?;
            }
            regs.push(list);
        }
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        p.parse(Punct::LParen)?;
        let types = p.parse_type_list()?;
        p.parse(Punct::RParen)?;
        if types.len() != 3 {
            let at = p.name_pos();
            return Err(p.emit_error_at(
                at,
                format!(
                    "expected one type for each operand segment but got {} types",
                    types.len()
                ),
            ));
        }
        let mut elemtypes = Vec::new();
        for (i, (list, &ty)) in regs.iter().zip(&types).enumerate() {
            let tys = vec![ty; list.len()];
            let at = p.name_pos();
            let vs = p.resolve_operands(list, &tys, at)?;
            p.add_operands(&vs);
            // MLIR 16 infers the A and B types as accumulators (`index < 2`).
            elemtypes.push(infer_operand_mma_type(ctx, ty, i < 2));
        }
        p.parse(Punct::Arrow)?;
        let result = p.parse_type()?;
        for (i, name) in ["multiplicandAPtxType", "multiplicandBPtxType"]
            .into_iter()
            .enumerate()
        {
            let given = p.parsed_attribute(name).is_some();
            match elemtypes[i] {
                None if !given => {
                    let at = p.name_pos();
                    return Err(p.emit_error_at(
                        at,
                        format!(
                            "attribute {name} is not provided explicitly and cannot be inferred"
                        ),
                    ));
                }
                Some(t) if !given => p.add_attribute(name, mma_type_attr(ctx, t)),
                _ => {}
            }
        }
        p.add_result_types(&[result]);
        let sizes: Vec<i64> = regs.iter().map(|r| r.len() as i64).collect();
        p.add_attribute(
            "operand_segment_sizes",
            strata_framework::ods::format::segment_attr(ctx, &sizes),
        );
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let segments = mma_segments(&op);
        let mut elided = vec!["operand_segment_sizes"];
        // MLIR 16 infers both multiplicand types from the first operand's type.
        if let Some(&first) = segments[0].first() {
            let t = op.value_type(first);
            for name in ["multiplicandAPtxType", "multiplicandBPtxType"] {
                if infer_operand_mma_type(ctx, t, false).is_some() {
                    elided.push(name);
                }
            }
        }
        for (name, seg) in ["A", "B", "C"].into_iter().zip(&segments) {
            p.write(" ");
            p.write(name);
            p.write("[");
            p.print_operand_iter(&mut seg.iter().copied());
            p.write("] ");
        }
        p.print_optional_attr_dict(&elided);
        p.write(" : (");
        let firsts: Vec<Type> = segments
            .iter()
            .filter_map(|s| s.first().map(|&v| op.value_type(v)))
            .collect();
        p.print_type_iter(&mut firsts.into_iter());
        p.write(")");
        let res = op.value_type(op.results()[0]);
        p.print_optional_arrow_type_list(&[res]);
    }
}

fn is_int4(t: &str) -> bool {
    matches!(t, "u4" | "s4")
}

fn is_int8(t: &str) -> bool {
    matches!(t, "u8" | "s8")
}

fn is_integer_ptx(t: &str) -> bool {
    is_int4(t) || is_int8(t) || t == "b1" || t == "s32"
}

impl HasVerifier for MmaOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let f16x2_ty = f16x2(ctx);
        let i32_ty = ctx.int_type(32);
        let f32_ty = ctx.float_type(FloatKind::F32);
        let f64_ty = ctx.float_type(FloatKind::F64);
        let shape = op
            .attr("shape")
            .and_then(|a| MMAShapeAttr::from_attr(ctx, a))
            .map(|s| [s.m() as i64, s.n() as i64, s.k() as i64])
            .unwrap_or_default();
        let a_type = enum_value(op, "multiplicandAPtxType").unwrap_or_default();
        let mut allowed_shapes: Vec<[i64; 3]> = Vec::new();
        let mut expected_a: Vec<Vec<Type>> = Vec::new();
        let mut expected_b: Vec<Vec<Type>> = Vec::new();
        let mut expected_c: Vec<Vec<Type>> = Vec::new();
        let mut expected_result: Vec<Type> = Vec::new();

        if shape[0] == 16 {
            let mut frag_type = None;
            let k_factor: i64 = match a_type.as_str() {
                "tf32" => {
                    frag_type = Some(i32_ty);
                    expected_result.push(literal_struct(ctx, vec![f32_ty; 4]));
                    4
                }
                "f16" | "bf16" => {
                    frag_type = Some(f16x2_ty);
                    expected_result.push(literal_struct(ctx, vec![f16x2_ty; 2]));
                    expected_result.push(literal_struct(ctx, vec![f32_ty; 4]));
                    8
                }
                "s4" | "u4" => 32,
                "b1" => 128,
                "s8" | "u8" => 16,
                other => {
                    return Err(op.error(format!("invalid shape or multiplicand type: {other}")));
                }
            };
            if is_integer_ptx(&a_type) {
                expected_result.push(literal_struct(ctx, vec![i32_ty; 4]));
                expected_c.push(vec![i32_ty; 4]);
                frag_type = Some(i32_ty);
            } else {
                expected_c.push(vec![f16x2_ty; 2]);
                expected_c.push(vec![f32_ty; 4]);
            }
            let unit_a = (shape[0] / 8) * (shape[2] / k_factor);
            let unit_b = (shape[1] / 8) * (shape[2] / k_factor);
            if let Some(t) = frag_type {
                expected_a.push(vec![t; unit_a.max(0) as usize]);
                expected_b.push(vec![t; unit_b.max(0) as usize]);
            }
            allowed_shapes.push([16, 8, k_factor]);
            allowed_shapes.push([16, 8, k_factor * 2]);
        }

        if shape[0] == 8 {
            if a_type == "f16" {
                expected_a.push(vec![f16x2_ty; 2]);
                expected_b.push(vec![f16x2_ty; 2]);
                expected_result.push(literal_struct(ctx, vec![f16x2_ty; 4]));
                expected_result.push(literal_struct(ctx, vec![f32_ty; 8]));
                expected_c.push(vec![f16x2_ty; 4]);
                expected_c.push(vec![f32_ty; 8]);
                allowed_shapes.push([8, 8, 4]);
            }
            if a_type == "f64" {
                expected_a.push(vec![f64_ty]);
                expected_b.push(vec![f64_ty]);
                expected_c.push(vec![f64_ty; 2]);
                expected_result.push(literal_struct(ctx, vec![f64_ty; 2]));
                allowed_shapes.push([8, 8, 4]);
            }
            if is_integer_ptx(&a_type) {
                expected_a.push(vec![i32_ty]);
                expected_b.push(vec![i32_ty]);
                expected_c.push(vec![i32_ty, i32_ty]);
                expected_result.push(literal_struct(ctx, vec![i32_ty; 2]));
                if is_int4(&a_type) {
                    allowed_shapes.push([8, 8, 32]);
                }
                if is_int8(&a_type) {
                    allowed_shapes.push([8, 8, 16]);
                }
                if a_type == "b1" {
                    allowed_shapes.push([8, 8, 128]);
                }
            }
        }

        if expected_a.is_empty()
            || expected_b.is_empty()
            || expected_c.is_empty()
            || !allowed_shapes.contains(&shape)
        {
            return Err(op.op_error(format!(
                "unimplemented variant for MMA shape <{}, {}, {}>",
                shape[0], shape[1], shape[2]
            )));
        }

        let segments = mma_segments(op);
        for ((name, expected), seg) in ["A", "B", "C"]
            .into_iter()
            .zip([&expected_a, &expected_b, &expected_c])
            .zip(&segments)
        {
            let types: Vec<Type> = seg.iter().map(|&v| op.value_type(v)).collect();
            if !expected.contains(&types) {
                let mut msg =
                    format!("Could not match types for the {name} operands; expected one of ");
                for x in expected.iter() {
                    let first = x.first().map(|&t| type_string(ctx, t)).unwrap_or_default();
                    msg.push_str(&format!("{}x{first} ", x.len()));
                }
                msg.push_str("but got ");
                let got: Vec<String> = types.iter().map(|&t| type_string(ctx, t)).collect();
                msg.push_str(&got.join(", "));
                return Err(op.op_error(msg));
            }
        }

        let res = op.value_type(op.results()[0]);
        if !expected_result.contains(&res) {
            let allowed: Vec<String> = expected_result
                .iter()
                .map(|&t| type_string(ctx, t))
                .collect();
            return Err(op.op_error(format!(
                "Could not match allowed types for the result; expected one of {} but got {}",
                allowed.join(", "),
                type_string(ctx, res)
            )));
        }

        if a_type == "b1" && op.attr("b1Op").is_none() {
            return Err(op.op_error("op requires b1Op attribute"));
        }
        if (is_int4(&a_type) || is_int8(&a_type)) && op.attr("intOverflowBehavior").is_none() {
            return Err(op.op_error("op requires intOverflowBehavior attribute"));
        }
        Ok(())
    }
}
