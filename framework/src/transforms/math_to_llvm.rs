//! `convert-math-to-llvm` (MLIR 16's `ConvertMathToLLVMPass`): a partial conversion in
//! which the llvm dialect and `builtin.unrealized_conversion_cast` are legal, with the
//! types converted by the [llvm type converter](super::llvm_type_converter) and MLIR
//! 16's patterns for the math ops LLVM has intrinsics for:
//!
//! - the float ops become the intrinsic of the same meaning (`math.absf` to
//!   `llvm.intr.fabs`, `math.powf` to `llvm.intr.pow`, `math.fpowi` to `llvm.intr.powi`,
//!   ...), `fastmath` becoming `fastmathFlags`; `math.ctpop` becomes `llvm.intr.ctpop`;
//! - `math.ctlz`, `math.cttz` and `math.absi` become `llvm.intr.ctlz`, `llvm.intr.cttz`
//!   and `llvm.intr.abs` with a `false` flag operand (a zero or `INT_MIN` input is not
//!   poison);
//! - `math.expm1` becomes `exp(x) - 1`, `math.log1p` `log(1 + x)` and `math.rsqrt`
//!   `1 / sqrt(x)`, the op's fastmath flags on the arithmetic and the intrinsic.
//!
//! Ops on n-D vectors are unrolled over the `!llvm.array` nest of 1-D vectors they
//! convert to, as `convert-arith-to-llvm` does (MLIR's `handleMultidimensionalVectors`),
//! the flag and the constant `1.0` created for each 1-D vector. The math ops LLVM has no
//! intrinsic for (`math.tanh`, `math.ipowi`, ...) stay.

use std::sync::Arc;

use crate::asm::float::{parse_literal, Semantics};
use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Op, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::TypeKind;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::arith_to_llvm::{
    all_compatible, converted_attrs, converted_results, create, first_is_array, one_to_one,
    unroll_nd_vector,
};
use super::conversion_passes::ConvertMathToLlvmPassBase;
use super::llvm_type_converter::{llvm_type_converter, DEFAULT_INDEX_BITWIDTH};

/// How a math op is lowered.
#[derive(Clone, Copy)]
enum Kind {
    /// To the llvm op of this name, with the same operands and attributes.
    OneToOne(&'static str),
    /// To the intrinsic of this name, with a `false` flag operand after the input.
    WithFlag(&'static str),
    /// `math.expm1`: `exp(x) - 1`.
    ExpM1,
    /// `math.log1p`: `log(1 + x)`.
    Log1p,
    /// `math.rsqrt`: `1 / sqrt(x)`.
    Rsqrt,
}

/// One of the lowerings.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    kind: Kind,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        match self.kind {
            Kind::OneToOne(target) => one_to_one(&self.converter, op, operands, rw, target),
            Kind::WithFlag(target) => with_flag(&self.converter, op, operands, rw, target),
            Kind::ExpM1 => expand(&self.converter, op, operands, rw, Expansion::ExpM1),
            Kind::Log1p => expand(&self.converter, op, operands, rw, Expansion::Log1p),
            Kind::Rsqrt => expand(&self.converter, op, operands, rw, Expansion::Rsqrt),
        }
    }
}

/// The math ops lowered one to one, with their llvm op.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("math.absf", "llvm.intr.fabs"),
    ("math.ceil", "llvm.intr.ceil"),
    ("math.copysign", "llvm.intr.copysign"),
    ("math.cos", "llvm.intr.cos"),
    ("math.ctpop", "llvm.intr.ctpop"),
    ("math.exp", "llvm.intr.exp"),
    ("math.exp2", "llvm.intr.exp2"),
    ("math.floor", "llvm.intr.floor"),
    ("math.fma", "llvm.intr.fma"),
    ("math.fpowi", "llvm.intr.powi"),
    ("math.log", "llvm.intr.log"),
    ("math.log10", "llvm.intr.log10"),
    ("math.log2", "llvm.intr.log2"),
    ("math.powf", "llvm.intr.pow"),
    ("math.round", "llvm.intr.round"),
    ("math.roundeven", "llvm.intr.roundeven"),
    ("math.sin", "llvm.intr.sin"),
    ("math.sqrt", "llvm.intr.sqrt"),
    ("math.trunc", "llvm.intr.trunc"),
];

/// MLIR's `populateMathToLLVMConversionPatterns`.
pub fn populate_math_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let mut add = |root: &str, name: &'static str, kind: Kind| {
        patterns.add(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            kind,
            converter: converter.clone(),
        });
    };
    for &(root, target) in ONE_TO_ONE {
        add(root, "VectorConvertToLLVMPattern", Kind::OneToOne(target));
    }
    add(
        "math.absi",
        "AbsIOpLowering",
        Kind::WithFlag("llvm.intr.abs"),
    );
    add(
        "math.ctlz",
        "CountLeadingZerosOpLowering",
        Kind::WithFlag("llvm.intr.ctlz"),
    );
    add(
        "math.cttz",
        "CountTrailingZerosOpLowering",
        Kind::WithFlag("llvm.intr.cttz"),
    );
    add("math.expm1", "ExpM1OpLowering", Kind::ExpM1);
    add("math.log1p", "Log1pOpLowering", Kind::Log1p);
    add("math.rsqrt", "RsqrtOpLowering", Kind::Rsqrt);
}

/// `llvm.mlir.constant(false) : i1`.
fn false_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    let value = ctx.dictionary_attr(vec![(ctx.ident("value"), ctx.integer_attr(0, i1))]);
    create(rw, "llvm.mlir.constant", loc, vec![], i1, value)
}

/// `math.ctlz`, `math.cttz`, `math.absi`: the intrinsic with a `false` flag.
fn with_flag(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    target: &'static str,
) -> RewriteResult {
    if !all_compatible(rw, operands) {
        return Err(MatchFailure);
    }
    let [input] = operands[..] else {
        return Err(MatchFailure);
    };
    let loc = rw.body().loc(op);
    let empty = rw.ctx().empty_dictionary();
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, input: Value| {
        let flag = false_constant(rw, loc);
        create(rw, target, loc, vec![input, flag], ty, empty)
    };
    if first_is_array(rw, operands) {
        return unroll_nd_vector(converter, op, operands, rw, |rw, ty, operands| {
            build(rw, ty, operands[0])
        });
    }
    let results = converted_results(converter, rw, op)?;
    let [ty] = results[..] else {
        return Err(MatchFailure);
    };
    let new = build(rw, ty, input);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// The float type of `t`, a float or a 1-D vector of floats, and the number of elements
/// when a vector.
fn float_shape(ctx: &Context, t: Type) -> Option<(Type, Option<i64>)> {
    match ctx.type_kind_ref(t) {
        TypeKind::Float(_) => Some((t, None)),
        TypeKind::Vector {
            shape,
            elem,
            scalable,
            ..
        } if shape.len() == 1 => {
            if scalable.iter().any(|&s| s) {
                return None;
            }
            matches!(ctx.type_kind_ref(*elem), TypeKind::Float(_))
                .then_some((*elem, Some(shape[0])))
        }
        _ => None,
    }
}

/// `1.0` of `t`, a float or a 1-D vector of floats (a splat).
fn one(ctx: &Context, t: Type) -> Option<Attribute> {
    let (elem, n) = float_shape(ctx, t)?;
    match n {
        None => {
            let TypeKind::Float(kind) = *ctx.type_kind_ref(elem) else {
                return None;
            };
            let bits = parse_literal("1.0", Semantics::of(kind))?;
            Some(ctx.intern_attr(AttrKind::Float { bits, ty: elem }))
        }
        Some(n) => ctx.dense_float_elements(t, &vec![1.0; n.max(0) as usize]),
    }
}

/// The three expansions into an intrinsic and float arithmetic.
#[derive(Clone, Copy)]
enum Expansion {
    ExpM1,
    Log1p,
    Rsqrt,
}

/// `math.expm1`, `math.log1p`, `math.rsqrt`: the constant `1.0`, then the intrinsic and
/// the arithmetic, both with the op's fastmath flags.
fn expand(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    which: Expansion,
) -> RewriteResult {
    if !all_compatible(rw, operands) {
        return Err(MatchFailure);
    }
    let [input] = operands[..] else {
        return Err(MatchFailure);
    };
    let ctx = rw.ctx();
    // The op's attributes come over with `fastmath` as `fastmathFlags`; MLIR keeps only
    // the flags.
    let attrs = converted_attrs(rw, op)?;
    let flags = ctx.dictionary_get(attrs, "fastmathFlags");
    let fmf = ctx.dictionary_attr(
        flags
            .map(|f| vec![(ctx.ident("fastmathFlags"), f)])
            .unwrap_or_default(),
    );
    let loc = rw.body().loc(op);
    // `ty` is a float or a 1-D vector of floats, which `one` has checked.
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, one: Attribute, input| {
        let value = ctx.dictionary_attr(vec![(ctx.ident("value"), one)]);
        let one = create(rw, "llvm.mlir.constant", loc, vec![], ty, value);
        match which {
            Expansion::ExpM1 => {
                let exp = create(rw, "llvm.intr.exp", loc, vec![input], ty, fmf);
                create(rw, "llvm.fsub", loc, vec![exp, one], ty, fmf)
            }
            Expansion::Log1p => {
                let add = create(rw, "llvm.fadd", loc, vec![one, input], ty, fmf);
                create(rw, "llvm.intr.log", loc, vec![add], ty, fmf)
            }
            Expansion::Rsqrt => {
                let sqrt = create(rw, "llvm.intr.sqrt", loc, vec![input], ty, fmf);
                create(rw, "llvm.fdiv", loc, vec![one, sqrt], ty, fmf)
            }
        }
    };
    if first_is_array(rw, operands) {
        // The 1-D vector type is that of the operand's innermost array element.
        let mut vector_ty = rw.body().value_type(input);
        while let Some(elem) = super::llvm_type_converter::llvm_array_element(ctx, vector_ty) {
            vector_ty = elem;
        }
        let one = one(ctx, vector_ty).ok_or(MatchFailure)?;
        return unroll_nd_vector(converter, op, operands, rw, |rw, ty, operands| {
            build(rw, ty, one, operands[0])
        });
    }
    let results = converted_results(converter, rw, op)?;
    let [ty] = results[..] else {
        return Err(MatchFailure);
    };
    let one = one(ctx, ty).ok_or(MatchFailure)?;
    let new = build(rw, ty, one, input);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// The `convert-math-to-llvm` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct MathToLlvm {
    base: ConvertMathToLlvmPassBase,
}

impl DeclaredPass for MathToLlvm {
    type Base = ConvertMathToLlvmPassBase;
    fn base(&self) -> &ConvertMathToLlvmPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ConvertMathToLlvmPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let converter = llvm_type_converter(DEFAULT_INDEX_BITWIDTH);
        let mut patterns = ConversionPatternSet::new();
        populate_math_to_llvm_patterns(ctx, &converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_legal_ops(ctx, &["builtin.unrealized_conversion_cast"]);
        // The patterns stay inside the function they convert: functions on threads.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}
