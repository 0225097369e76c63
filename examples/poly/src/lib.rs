//! The `poly` dialect of the folding, canonicalization and DRR tutorial, as a crate built
//! on Strata from outside it. `spec/poly.td` declares the type, the ops, their traits
//! and formats; `build.rs` generates them with `strata-tblgen`; this file is the Rust the
//! spec asks for (where the tutorial writes C++):
//!
//! - the folds of `constant`, `from_tensor`, `add`, `sub` and `mul` (`hasFolder = 1`);
//! - the dialect's constant materializer (`hasConstantMaterializer = 1`): a
//!   `poly.constant` of a folded coefficient tensor;
//! - `eval`'s verifier (`hasVerifier = 1`) and the native trait `Has32BitArguments`;
//! - the canonicalization patterns (`hasCanonicalizer = 1`): `sub`'s
//!   `DifferenceOfSquares`, once as the tutorial writes it by hand
//!   ([`DifferenceOfSquaresInRust`]) and once in DRR (`spec/poly/PolyPatterns.td`,
//!   generated into [`rewriters`]), and `eval`'s `LiftConjThroughEval` (DRR), which
//!   moves `complex.conj` after `poly.eval`.
//!
//! [`register`] loads the dialect into a context; `poly-opt` is `strata-opt` with it.

/// The generated ops, type and registration (`build.rs`: `OUT_DIR/poly_ops.rs`).
#[allow(clippy::all)]
pub mod ops {
    include!(concat!(env!("OUT_DIR"), "/poly_ops.rs"));
}

pub use ops::*;

use strata_framework::ir::body::Op;
use strata_framework::ir::fold::{ConstantMaterializer, Folded};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::{AttrView, HasFolder, HasVerifier, NativeOpTraitVerifier, TypeView};
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet, RewriteResult,
};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type};

/// The patterns `tblgen --gen-rewriters` makes of `spec/poly/PolyPatterns.td`. A failed
/// constraint is the negation of its predicate as written, hence the allowance.
#[allow(clippy::nonminimal_bool)]
pub mod rewriters {
    include!(concat!(env!("OUT_DIR"), "/poly_rewriters.rs"));
}

/// Loads the dialect into `ctx`: its ops and type (the generated `ops::register`) and its
/// constant materializer. A second call keeps the first registration.
pub fn register(ctx: &Context) {
    ops::register(ctx);
    let _ = ctx.add_dialect_interface::<dyn ConstantMaterializer>("poly", Box::new(PolyConstants));
}

// ----- folds -----

/// The coefficients of a constant polynomial: a `dense` integer tensor, its element
/// width and its values (unsigned, of that width).
struct Coefficients {
    ty: Type,
    width: u32,
    values: Vec<u128>,
}

fn coefficients(ctx: &Context, a: Option<Attribute>) -> Option<Coefficients> {
    let a = a?;
    let ty = ctx.typed_attr_type(a)?;
    let view = TypeView::new(ctx, ty);
    if !view.is_ranked_tensor() {
        return None;
    }
    let width = view.element_type().integer_width()?;
    let values = AttrView::new(ctx, a).dense_int_values()?;
    Some(Coefficients {
        ty,
        width,
        values: values.into_iter().map(|v| v as u128).collect(),
    })
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `f` applied to the coefficients of two constants of the same tensor type (MLIR's
/// `constFoldBinaryOp`): a tensor of that type, wrapping at the element width.
fn fold_elementwise(
    ctx: &Context,
    operands: &[Option<Attribute>],
    f: impl Fn(u128, u128) -> u128,
) -> Folded {
    let (Some(l), Some(r)) = (
        coefficients(ctx, operands[0]),
        coefficients(ctx, operands[1]),
    ) else {
        return Folded::No;
    };
    if l.ty != r.ty {
        return Folded::No;
    }
    let m = mask(l.width);
    let values: Vec<i128> = l
        .values
        .iter()
        .zip(&r.values)
        .map(|(&a, &b)| signed(f(a, b) & m, l.width))
        .collect();
    Folded::attr(ctx.dense_int_elements(l.ty, &values))
}

/// `v`, `width` bits wide, read as a two's-complement integer.
fn signed(v: u128, width: u32) -> i128 {
    if width >= 128 || v >> (width - 1) == 0 {
        v as i128
    } else {
        (v | !mask(width)) as i128
    }
}

impl HasFolder for ConstantOp<'_> {
    /// A constant folds to its coefficients.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        Folded::attr(self.coefficients())
    }
}

impl HasFolder for FromTensorOp<'_> {
    /// A polynomial made from a constant tensor of integers is that constant.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        match coefficients(self.0.ctx, operands[0]) {
            Some(_) => Folded::attr_or_no(operands[0]),
            None => Folded::No,
        }
    }
}

impl HasFolder for AddOp<'_> {
    /// The coefficient-wise sum of two constants of the same type.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_elementwise(self.0.ctx, operands, u128::wrapping_add)
    }
}

impl HasFolder for SubOp<'_> {
    /// The coefficient-wise difference of two constants of the same type.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_elementwise(self.0.ctx, operands, u128::wrapping_sub)
    }
}

impl HasFolder for MulOp<'_> {
    /// The product of two constants (the textbook algorithm), exponents taken modulo the
    /// type's degree bound (the ring is modulo `x^N - 1`): `n + m - 1` coefficients for
    /// constants of `n` and `m`, as `i32`s.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let ctx = self.0.ctx;
        let (Some(l), Some(r)) = (
            coefficients(ctx, operands[0]),
            coefficients(ctx, operands[1]),
        ) else {
            return Folded::No;
        };
        let ty = self.0.value_type(self.output());
        let Some(degree) = PolynomialType::from_type(ctx, ty).map(|p| p.degree_bound()) else {
            return Folded::No;
        };
        let (n, m) = (l.values.len(), r.values.len());
        if degree <= 0 || n == 0 || m == 0 {
            return Folded::No;
        }
        let size = n + m - 1;
        let mk = mask(l.width);
        let mut result = vec![0u128; size];
        for (i, &a) in l.values.iter().enumerate() {
            for (j, &b) in r.values.iter().enumerate() {
                let k = (i + j) % degree as usize;
                result[k] = result[k].wrapping_add(a.wrapping_mul(b)) & mk;
            }
        }
        let i32_ty = ctx.int_type(32);
        let tensor = ctx.intern_type(strata_framework::ir::types::TypeKind::RankedTensor {
            shape: vec![size as i64],
            elem: i32_ty,
            encoding: None,
        });
        let values: Vec<i128> = result.iter().map(|&v| signed(v & mask(32), 32)).collect();
        Folded::attr(ctx.dense_int_elements(tensor, &values))
    }
}

/// The dialect's constant materializer: a `poly.constant` of an integer tensor.
struct PolyConstants;

impl ConstantMaterializer for PolyConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<strata_framework::ir::body::OperationState> {
        coefficients(ctx, Some(value))?;
        PolynomialType::from_type(ctx, ty)?;
        Some(ConstantOp::build(ctx, loc, ty, value))
    }
}

// ----- verifiers -----

impl HasVerifier for EvalOp<'_> {
    /// The point is a signless 32-bit integer or a complex number.
    fn verify(&self) -> Result<(), Diagnostic> {
        let ty = TypeView::new(self.0.ctx, self.0.value_type(self.point()));
        if ty.is_signless_integer_of(32) || ty.is_complex() {
            Ok(())
        } else {
            Err(self
                .0
                .op_error("argument point must be a 32-bit integer, or a complex number"))
        }
    }
}

/// The native trait `Has32BitArguments` (`spec/poly.td`): every integer or index operand
/// of an op listing it is a 32-bit integer.
pub struct Has32BitArguments;

impl NativeOpTraitVerifier for Has32BitArguments {
    fn verify_trait(op: &OpRef<'_>) -> Result<(), Diagnostic> {
        for v in op.operands() {
            let t = TypeView::new(op.ctx, op.value_type(v));
            if (t.is_integer() || t.is_index()) && !t.is_integer_of(32) {
                return Err(op.op_error("requires each numeric operand to be a 32-bit integer"));
            }
        }
        Ok(())
    }
}

// ----- canonicalization -----

impl HasCanonicalizer for AddOp<'_> {
    fn get_canonicalization_patterns(_: &mut RewritePatternSet, _: &Context) {}
}

impl HasCanonicalizer for EvalOp<'_> {
    /// `eval(f, conj(z)) -> conj(eval(f, z))`, the DRR `LiftConjThroughEval`.
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(rewriters::LiftConjThroughEval::new(ctx));
    }
}

impl HasCanonicalizer for MulOp<'_> {
    fn get_canonicalization_patterns(_: &mut RewritePatternSet, _: &Context) {}
}

impl HasCanonicalizer for SubOp<'_> {
    /// `(x^2 - y^2) -> (x+y)(x-y)`, in DRR and by hand: either applies, with the same
    /// result; `canonicalize`'s `enable-patterns` picks one by name.
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(rewriters::DifferenceOfSquares::new(ctx))
            .add(DifferenceOfSquaresInRust::new(ctx));
    }
}

/// Rewrites `x*x - y*y` as `(x+y)(x-y)` when the squares have no other uses: the
/// tutorial's hand-written pattern (the DRR `DifferenceOfSquares` does the same).
pub struct DifferenceOfSquaresInRust {
    root: strata_framework::Identifier,
}

impl DifferenceOfSquaresInRust {
    /// The pattern, rooted at `poly.sub`.
    pub fn new(ctx: &Context) -> Self {
        DifferenceOfSquaresInRust {
            root: ctx.ident(SubOp::NAME),
        }
    }
}

impl RewritePattern for DifferenceOfSquaresInRust {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        "DifferenceOfSquaresInRust"
    }

    fn generated_ops(&self) -> &[&'static str] {
        &[AddOp::NAME, MulOp::NAME, SubOp::NAME]
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let body = rw.body();
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        if !body.has_one_use(lhs) || !body.has_one_use(rhs) {
            return Err(MatchFailure);
        }
        let square_of = |v| {
            let m = rw.defining_op(v, MulOp::NAME)?;
            let (a, b) = (body.operand(m, 0), body.operand(m, 1));
            (a == b).then_some(a)
        };
        let (Some(x), Some(y)) = (square_of(lhs), square_of(rhs)) else {
            return Err(MatchFailure);
        };
        let ctx = rw.ctx();
        let (loc, ty) = (body.loc(op), body.value_type(body.results(op)[0]));
        let sum = rw.create(AddOp::build(ctx, loc, x, y, ty));
        let sum = rw.body().results(sum)[0];
        let diff = rw.create(SubOp::build(ctx, loc, x, y, ty));
        let diff = rw.body().results(diff)[0];
        let product = rw.create(MulOp::build(ctx, loc, sum, diff, ty));
        let product = rw.body().results(product)[0];
        rw.replace_op(op, &[product]);
        Ok(())
    }
}
