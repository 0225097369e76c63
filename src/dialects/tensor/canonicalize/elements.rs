//! The folds and patterns of `tensor`'s element ops as MLIR 16 has them:
//!
//! - folds: `tensor.extract` of a splat constant is its value, of a
//!   `tensor.from_elements` (constant indices) the element at the flat position, of a
//!   dense constant the element at the indices; `tensor.from_elements` of constants is
//!   a dense constant; `tensor.insert` of a splat's own value into the splat is the
//!   splat; `tensor.splat` of an integer or float constant is a splat constant;
//!   `tensor.rank` of a ranked tensor is its rank.
//! - patterns: `ExtractFromTensorCast` (an extract of a `tensor.cast` of a ranked tensor
//!   reads the cast's source), `ExtractElementFromIndexCast` (an extract of an
//!   `arith.index_cast` of a tensor is the index_cast of the extracted element),
//!   `ExtractFromTensorGenerate` (an extract of an effect-free `tensor.generate` is its
//!   body computed at the indices), `StaticTensorGenerate` (constant extents become
//!   static, cast back to the old type).
//!
//! Complex elements fold as MLIR 16 folds them: `tensor.extract` of a splat or of
//! constant indices gives the `[re, im]` array of the element (a `complex.constant` when
//! its parts are floats; MLIR 16 cannot materialize integer parts, so those stay), and
//! `tensor.insert` of a complex splat's own value is the splat. `tensor.from_elements` of
//! complex constants is not folded: MLIR 16's fold builds the dense attribute as if the
//! `[re, im]` arrays were strings, which is undefined behaviour (mlir-opt prints garbage
//! or crashes); `tensor.splat` takes no complex operand.

use super::*;
use crate::dialects::arith::IndexCastOp;
use strata_framework::interfaces::side_effects::would_op_be_trivially_dead;
use strata_framework::ir::attrs::DenseElemKind;
use strata_framework::ir::body::{BlockPoint, IrMapping};

/// The element kind of dense attributes of element type `elem`; `None` for element types
/// this module does not fold (complex and the rest).
fn elem_kind(ctx: &Context, elem: Type) -> Option<DenseElemKind> {
    match *ctx.type_kind_ref(elem) {
        TypeKind::Integer { width, signedness } if width > 0 && width <= 128 => {
            Some(DenseElemKind::Int(width, signedness))
        }
        TypeKind::Index => Some(DenseElemKind::Index),
        TypeKind::Float(f) => Some(DenseElemKind::Float(f)),
        _ => None,
    }
}

/// The scalar attribute (integer or float) of the element bits `bits` of type `elem`.
fn scalar_attr(ctx: &Context, elem: Type, bits: u128) -> Option<Attribute> {
    match elem_kind(ctx, elem)? {
        DenseElemKind::Float(_) => Some(ctx.intern_attr(AttrKind::Float { bits, ty: elem })),
        _ => Some(ctx.integer_attr(bits as i128, elem)),
    }
}

/// The element bits of a scalar constant of type `elem` (its bits masked to the
/// element's width).
fn scalar_bits(ctx: &Context, elem: Type, a: Attribute) -> Option<u128> {
    let kind = elem_kind(ctx, elem)?;
    let width = match kind {
        DenseElemKind::Int(w, _) => w,
        _ => 64,
    };
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    match (ctx.attr_kind_ref(a), kind) {
        (AttrKind::Integer { value, ty }, DenseElemKind::Int(..) | DenseElemKind::Index)
            if *ty == elem =>
        {
            Some(*value as u128 & mask)
        }
        (AttrKind::Float { bits, ty }, DenseElemKind::Float(_)) if *ty == elem => Some(*bits),
        _ => None,
    }
}

/// The dense attribute of the (static) shaped type `ty` holding `values` in row-major
/// order, a splat when all are equal.
fn dense_of(ctx: &Context, ty: Type, mut values: Vec<u128>) -> Option<Attribute> {
    let (_, elem) = ranked(ctx, ty)?;
    let kind = elem_kind(ctx, elem)?;
    if values.len() > 1 && values.iter().all(|&v| v == values[0]) {
        values.truncate(1);
    }
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        kind,
        complex: false,
        values,
    }))
}

/// A `dense<...>` attribute of integer, index, float or complex elements, read as MLIR's
/// `getValues<Attribute>()` reads it.
struct Dense<'a> {
    ty: Type,
    complex: bool,
    values: &'a [u128],
}

impl<'a> Dense<'a> {
    fn of(ctx: &'a Context, a: Attribute) -> Option<Dense<'a>> {
        match ctx.attr_kind_ref(a) {
            AttrKind::DenseElements {
                ty,
                complex,
                values,
                ..
            } => Some(Dense {
                ty: *ty,
                complex: *complex,
                values,
            }),
            _ => None,
        }
    }

    /// Whether all elements are one (a splat holds a single element).
    fn is_splat(&self) -> bool {
        self.values.len() == if self.complex { 2 } else { 1 }
    }

    /// The element at row-major position `i` as an attribute of type `elem`: an integer
    /// or float attribute, or for a complex element the `[re, im]` array of its parts.
    fn element(&self, ctx: &Context, elem: Type, i: usize) -> Option<Attribute> {
        let i = if self.is_splat() { 0 } else { i };
        if !self.complex {
            return scalar_attr(ctx, elem, *self.values.get(i)?);
        }
        let TypeKind::Complex(part) = *ctx.type_kind_ref(elem) else {
            return None;
        };
        let re = scalar_attr(ctx, part, *self.values.get(2 * i)?)?;
        let im = scalar_attr(ctx, part, *self.values.get(2 * i + 1)?)?;
        Some(ctx.array_attr(vec![re, im]))
    }
}

impl HasFolder for ExtractOp<'_> {
    /// A splat constant gives its value; with constant indices, a
    /// `tensor.from_elements` gives the element at the flat position (unchecked per
    /// dimension, as MLIR computes it) and a dense constant the element at valid indices.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let tensor = operands.first().copied().flatten();
        let elem = op.value_type(op.results()[0]);
        if let Some(dense) = tensor.and_then(|t| Dense::of(ctx, t)) {
            if dense.is_splat() {
                return dense.element(ctx, elem, 0).map_or(Folded::No, Folded::attr);
            }
        }
        let mut indices = Vec::with_capacity(operands.len().saturating_sub(1));
        for a in operands.iter().skip(1) {
            match a.map(|a| ctx.attr_kind_ref(a)) {
                Some(AttrKind::Integer { value, .. }) => indices.push(*value as i64),
                _ => return Folded::No,
            }
        }
        if let Some(from) =
            def_op(body, self.tensor()).and_then(|d| FromElementsOp::cast(OpRef::new(ctx, body, d)))
        {
            let Some((shape, _)) = ranked(ctx, op.value_type(from.result())) else {
                return Folded::No;
            };
            if indices.len() != shape.len() {
                return Folded::No;
            }
            let (mut flat, mut stride) = (0i64, 1i64);
            for i in (0..shape.len()).rev() {
                if i + 1 < shape.len() {
                    stride = stride.wrapping_mul(shape[i]);
                }
                flat = flat.wrapping_add(indices[i].wrapping_mul(stride));
            }
            let flat = flat as i32;
            let elements: Vec<Value> = from.elements().collect();
            if flat < 0 || flat as usize >= elements.len() {
                return Folded::No;
            }
            return Folded::value(elements[flat as usize]);
        }
        if let Some(dense) = tensor.and_then(|t| Dense::of(ctx, t)) {
            let Some((shape, _)) = ranked(ctx, dense.ty) else {
                return Folded::No;
            };
            if indices.len() != shape.len()
                || indices.iter().zip(&shape).any(|(&i, &d)| i < 0 || i >= d)
            {
                return Folded::No;
            }
            let flat = indices
                .iter()
                .zip(&shape)
                .fold(0usize, |acc, (&i, &d)| acc * d as usize + i as usize);
            return dense
                .element(ctx, elem, flat)
                .map_or(Folded::No, Folded::attr);
        }
        Folded::No
    }
}

/// `ExtractFromTensorCast`: an extract of a `tensor.cast` of a ranked tensor reads the
/// cast's source.
fn extract_from_tensor_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let extract = ExtractOp(rw.op_ref(op));
    let cast = rw
        .defining_op(extract.tensor(), CastOp::NAME)
        .ok_or(MatchFailure)?;
    let source = body.operand(cast, 0);
    ranked(ctx, body.value_type(source)).ok_or(MatchFailure)?;
    let indices: Vec<Value> = extract.indices().collect();
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, ExtractOp::build(ctx, loc, source, &indices, ty));
    Ok(())
}

impl HasCanonicalizer for ExtractOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExtractOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ExtractFromTensorCast",
            extract_from_tensor_cast,
        );
    }
}

impl HasFolder for FromElementsOp<'_> {
    /// Constant elements make a dense constant of the result type.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let ty = op.value_type(op.results()[0]);
        let Some((_, elem)) = ranked(ctx, ty) else {
            return Folded::No;
        };
        let mut values = Vec::with_capacity(operands.len());
        for a in operands {
            match a.and_then(|a| scalar_bits(ctx, elem, a)) {
                Some(b) => values.push(b),
                None => return Folded::No,
            }
        }
        dense_of(ctx, ty, values).map_or(Folded::No, Folded::attr)
    }
}

/// `ExtractElementFromIndexCast`: an extract of an `arith.index_cast` of a tensor
/// extracts from the cast's input and casts the element.
fn extract_element_from_index_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let extract = ExtractOp(rw.op_ref(op));
    let cast = rw
        .defining_op(extract.tensor(), IndexCastOp::NAME)
        .ok_or(MatchFailure)?;
    let input = body.operand(cast, 0);
    let input_ty = body.value_type(input);
    let elem = match ctx.type_kind_ref(input_ty) {
        TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::Vector { elem, .. } => *elem,
        _ => input_ty,
    };
    let indices: Vec<Value> = extract.indices().collect();
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(ExtractOp::build(ctx, loc, input, &indices, elem));
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, IndexCastOp::build(ctx, loc, v, ty));
    Ok(())
}

impl HasCanonicalizer for FromElementsOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExtractOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ExtractElementFromIndexCast",
            extract_element_from_index_cast,
        );
    }
}

impl HasFolder for InsertOp<'_> {
    /// Inserting a splat's own value into the splat constant is the splat.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let ctx = self.0.ctx;
        let (Some(Some(scalar)), Some(Some(dest))) = (operands.first(), operands.get(1)) else {
            return Folded::No;
        };
        let Some(dense) = Dense::of(ctx, *dest) else {
            return Folded::No;
        };
        let Some((_, elem)) = ranked(ctx, dense.ty) else {
            return Folded::No;
        };
        if dense.is_splat() && dense.element(ctx, elem, 0) == Some(*scalar) {
            return Folded::attr(*dest);
        }
        Folded::No
    }
}

impl HasFolder for SplatOp<'_> {
    /// An integer or float constant makes a splat constant of the result type.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(Some(a)) = operands.first() else {
            return Folded::No;
        };
        let ty = op.value_type(op.results()[0]);
        let Some((shape, elem)) = ranked(ctx, ty) else {
            return Folded::No;
        };
        if shape.contains(&DYNAMIC) {
            return Folded::No;
        }
        scalar_bits(ctx, elem, *a)
            .and_then(|b| dense_of(ctx, ty, vec![b]))
            .map_or(Folded::No, Folded::attr)
    }
}

impl HasFolder for RankOp<'_> {
    /// The rank of a ranked tensor.
    fn fold(&self, _operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        match ranked(ctx, op.value_type(op.body.operand(op.op, 0))) {
            Some((shape, _)) => {
                Folded::attr(ctx.integer_attr(shape.len() as i128, ctx.index_type()))
            }
            None => Folded::No,
        }
    }
}

/// `StaticTensorGenerate`: the constant extents of a `tensor.generate` become static
/// sizes, the new tensor (without encoding) cast back to the old type.
fn static_tensor_generate(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.results(op)[0]);
    let (shape, elem) = ranked(ctx, ty).ok_or(MatchFailure)?;
    if !shape.contains(&DYNAMIC) {
        return Err(MatchFailure);
    }
    let extents: Vec<Value> = body.operands(op).collect();
    let mut it = extents.iter();
    let (mut new_shape, mut new_extents) = (Vec::new(), Vec::new());
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let &v = it.next().ok_or(MatchFailure)?;
        match constant_int(ctx, body, v) {
            Some(c) => new_shape.push(c as i64),
            None => {
                new_shape.push(DYNAMIC);
                new_extents.push(v);
            }
        }
    }
    if new_extents.len() == extents.len() {
        return Err(MatchFailure);
    }
    let loc = body.loc(op);
    let old_region = body.regions(op)[0];
    let new_ty = ranked_tensor(ctx, new_shape, elem);
    rw.set_insertion_point_before(op);
    let new = rw.create(GenerateOp::build(ctx, loc, &new_extents, new_ty));
    let new_region = rw.body().regions(new)[0];
    rw.inline_region_before(
        old_region,
        BlockPoint {
            region: new_region,
            before: None,
        },
    );
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, ty));
    Ok(())
}

/// `ExtractFromTensorGenerate`: an extract of a `tensor.generate` whose body has no
/// effects is the body's computation at the indices, copied before the extract.
fn extract_from_tensor_generate(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    let extract = ExtractOp(rw.op_ref(op));
    let generate = rw
        .defining_op(extract.tensor(), GenerateOp::NAME)
        .ok_or(MatchFailure)?;
    if !would_op_be_trivially_dead(&rw.op_ref(generate)) {
        return Err(MatchFailure);
    }
    let block = body
        .entry_block(body.regions(generate)[0])
        .ok_or(MatchFailure)?;
    let indices: Vec<Value> = extract.indices().collect();
    let args = body.block_args(block).to_vec();
    if args.len() != indices.len() {
        return Err(MatchFailure);
    }
    let mut ops: Vec<Op> = body.block_ops(block).collect();
    let term = ops.pop().ok_or(MatchFailure)?;
    let yielded = body.operand(term, 0);
    let mut mapping = IrMapping::new();
    mapping.map_values(&args, &indices);
    rw.set_insertion_point_before(op);
    for o in ops {
        rw.clone_op(o, &mut mapping);
    }
    let v = mapping.lookup_value_or_same(yielded);
    rw.replace_op(op, &[v]);
    Ok(())
}

impl HasCanonicalizer for GenerateOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(ExtractOp::NAME)),
            1,
            "ExtractFromTensorGenerate",
            extract_from_tensor_generate,
        );
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(GenerateOp::NAME)),
            1,
            "StaticTensorGenerate",
            static_tensor_generate,
        );
    }
}
