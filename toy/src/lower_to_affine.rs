//! The partial lowering of Toy to `affine`, `arith` and `memref` (chapter 5 of the
//! tutorial, MLIR's `ToyToAffineLoweringPass`), and the pipeline `-emit=mlir-affine`
//! runs around it.
//!
//! The lowering is a partial dialect conversion of the module: `affine`, `arith`,
//! `builtin`, `func` and `memref` are legal, `toy` is illegal but for `toy.print`, which
//! is legal once its operand is a memref. Each Toy value becomes a `memref.alloc`
//! placed at the start of its block and freed by a `memref.dealloc` just before the
//! block's terminator (Toy functions have no control flow):
//!
//! - `toy.constant` stores each element, an `arith.constant`, with an `affine.store` at
//!   constant indices (`arith.constant ... : index`, one per position up to the largest
//!   dimension, created first);
//! - `toy.add`, `toy.mul` and `toy.transpose` become a nest of `affine.for` loops, one per
//!   dimension, whose body loads the operands' elements (`affine.load`, the indices
//!   reversed for a transpose), computes (`arith.addf`, `arith.mulf`) and stores the
//!   result;
//! - `toy.func @main` becomes `func.func @main` with the same body, `toy.return` becomes
//!   `func.return`; `toy.print` keeps its op and takes the memref.
//!
//! What cannot be lowered is an error of the conversion at the op (`failed to legalize
//! operation 'toy.func' that was explicitly marked illegal`), and the pass fails: a
//! function other than `main` (the lowering expects every call inlined), a `main` with
//! arguments or results, a `toy.return` with an operand, an unranked tensor (shapes not
//! inferred), and the ops that have no lowering (`toy.generic_call`, `toy.reshape`,
//! `toy.cast`, the struct ops).
//!
//! [`add_lowering_passes`] adds what MLIR's `toyc` runs for `-emit=mlir-affine` from the
//! lowering on: the lowering, then `canonicalize` and `cse` on each `func.func`, and with
//! `-opt` `affine-loop-fusion` and `affine-scalrep`.

use strata_framework::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use strata_framework::ir::affine::{AffineExpr, AffineMap};
use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::body::{BlockPoint, Op, OperationState, Value};
use strata_framework::ir::context::{Attribute, Context, Type};
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::ods::format::segment_attr;
use strata_framework::pass::{OpPassManager, Pass, PassRegistry, PassRun};
use strata_framework::rewrite::{MatchFailure, RewriteResult};

/// Registers the dialects the lowering creates ops of (MLIR's `getDependentDialects`:
/// `affine`, `func`, `memref`, and `arith`, which `affine` depends on), with their
/// interfaces (the folds and canonicalizations of the cleanups after the lowering).
pub fn register_dependent_dialects(ctx: &Context) {
    use strata::dialects::{affine, arith, func, memref};
    affine::register(ctx);
    affine::register_print_details(ctx);
    arith::register(ctx);
    func::register(ctx);
    memref::register(ctx);
    memref::register_print_details(ctx);
    affine::register_interfaces(ctx);
    arith::register_interfaces(ctx);
    func::register_interfaces(ctx);
    memref::register_interfaces(ctx);
}

/// Adds to `pm` (anchored on `builtin.module`) the lowering and what `toyc` runs after
/// it: `canonicalize` and `cse` on each `func.func`, then with `opt` `affine-loop-fusion`
/// and `affine-scalrep`. The passes come from `registry` (`strata-opt`'s).
pub fn add_lowering_passes(
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    opt: bool,
) -> Result<(), String> {
    pm.add_pass(Box::new(ToyToAffineLowering))?;
    let cleanups = if opt {
        "func.func(canonicalize,cse,affine-loop-fusion,affine-scalrep)"
    } else {
        "func.func(canonicalize,cse)"
    };
    strata_framework::pass::parse_pipeline_into(cleanups, pm, registry, &mut Vec::new())
}

/// The lowering pass, on a module (MLIR's `ToyToAffineLoweringPass`; like MLIR's, it
/// has no command-line argument).
#[derive(Clone, Default)]
pub struct ToyToAffineLowering;

impl Pass for ToyToAffineLowering {
    fn argument(&self) -> &str {
        ""
    }
    fn name(&self) -> &str {
        "ToyToAffineLoweringPass"
    }
    fn op_name(&self) -> Option<&str> {
        Some("builtin.module")
    }
    fn dependent_dialects(&self) -> Vec<&'static str> {
        vec!["affine", "func", "memref"]
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["affine", "builtin", "arith", "func", "memref"]);
        target.add_illegal_dialects(&["toy"]);
        target.add_dynamically_legal_ops(ctx, &["toy.print"], |op| {
            Some(
                !op.operands()
                    .any(|v| is_tensor(op.ctx, op.body.value_type(v))),
            )
        });
        let patterns = patterns(ctx);
        let owner = Some(run.op.name);
        if apply_partial_conversion(ctx, run.op.body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's patterns, in the order its pass adds them.
fn patterns(ctx: &Context) -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    let loops: &[&'static str] = &["memref.alloc", "memref.dealloc", "affine.for"];
    set.add_fn(
        ctx,
        "toy.add",
        "AddOpLowering",
        loops,
        |op, operands, rw| lower_binary(op, operands, rw, "arith.addf"),
    );
    set.add_fn(
        ctx,
        "toy.constant",
        "ConstantOpLowering",
        &[
            "memref.alloc",
            "memref.dealloc",
            "arith.constant",
            "affine.store",
        ],
        lower_constant,
    );
    set.add_fn(
        ctx,
        "toy.func",
        "FuncOpLowering",
        &["func.func"],
        lower_func,
    );
    set.add_fn(
        ctx,
        "toy.mul",
        "MulOpLowering",
        loops,
        |op, operands, rw| lower_binary(op, operands, rw, "arith.mulf"),
    );
    set.add_fn(ctx, "toy.print", "PrintOpLowering", &[], lower_print);
    set.add_fn(
        ctx,
        "toy.return",
        "ReturnOpLowering",
        &["func.return"],
        lower_return,
    );
    set.add_fn(
        ctx,
        "toy.transpose",
        "TransposeOpLowering",
        loops,
        lower_transpose,
    );
    set
}

// ----- types -----

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind_ref(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// The memref of a ranked tensor type (MLIR's `convertTensorToMemRef`); `None` for an
/// unranked tensor, which the lowering cannot allocate.
fn tensor_to_memref(ctx: &Context, t: Type) -> Option<(Type, Vec<i64>)> {
    match ctx.type_kind_ref(t) {
        TypeKind::RankedTensor { shape, elem, .. } if shape.iter().all(|&d| d >= 0) => {
            let shape = shape.clone();
            let memref = ctx.intern_type(TypeKind::MemRef {
                shape: shape.clone(),
                elem: *elem,
                layout: None,
                memory_space: None,
            });
            Some((memref, shape))
        }
        _ => None,
    }
}

// ----- building ops -----

fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Vec<(&str, Attribute)>,
    num_regions: usize,
) -> Op {
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(attrs.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect());
    rw.create(OperationState {
        name: ctx.ident(name),
        operands,
        attrs,
        result_types,
        loc,
        successors: Vec::new(),
        num_regions,
        isolated_from_above: false,
    })
}

fn create_value(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Type,
    attrs: Vec<(&str, Attribute)>,
) -> Value {
    let op = create(rw, name, loc, operands, vec![ty], attrs, 0);
    rw.body().results(op)[0]
}

fn map_attr(ctx: &Context, num_dims: u32, results: Vec<AffineExpr>) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(AffineMap {
        num_dims,
        num_symbols: 0,
        results,
    }))
}

/// `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
fn identity_map(ctx: &Context, n: usize) -> Attribute {
    map_attr(ctx, n as u32, (0..n as u32).map(AffineExpr::Dim).collect())
}

/// `affine.load %memref[indices]` with the identity map.
fn affine_load(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    memref: Value,
    indices: &[Value],
) -> Value {
    let ctx = rw.ctx();
    let elem = match ctx.type_kind_ref(rw.body().value_type(memref)) {
        TypeKind::MemRef { elem, .. } => *elem,
        _ => ctx.float_type(FloatKind::F64),
    };
    let mut operands = vec![memref];
    operands.extend_from_slice(indices);
    let map = identity_map(ctx, indices.len());
    create_value(rw, "affine.load", loc, operands, elem, vec![("map", map)])
}

/// `affine.store %value, %memref[indices]` with the identity map.
fn affine_store(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    value: Value,
    memref: Value,
    indices: &[Value],
) {
    let ctx = rw.ctx();
    let mut operands = vec![value, memref];
    operands.extend_from_slice(indices);
    let map = identity_map(ctx, indices.len());
    create(
        rw,
        "affine.store",
        loc,
        operands,
        vec![],
        vec![("map", map)],
        0,
    );
}

/// A `memref.alloc` of `ty` moved to the start of the insertion block, and its
/// `memref.dealloc` moved just before the block's last op (MLIR's
/// `insertAllocAndDealloc`).
fn alloc_and_dealloc(rw: &mut ConversionPatternRewriter<'_>, op: Op, ty: Type) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let segments = segment_attr(ctx, &[0, 0]);
    let alloc_op = create(
        rw,
        "memref.alloc",
        loc,
        vec![],
        vec![ty],
        vec![("operand_segment_sizes", segments)],
        0,
    );
    let alloc = rw.body().results(alloc_op)[0];
    let block = rw.body().parent_block(op).expect("a Toy op is in a block");
    let first = rw.body().first_op(block).expect("the block holds the op");
    if first != alloc_op {
        rw.move_op_before(alloc_op, first);
    }
    let dealloc = create(rw, "memref.dealloc", loc, vec![alloc], vec![], vec![], 0);
    let last = rw.body().last_op(block).expect("the block holds the op");
    if last != dealloc {
        rw.move_op_before(dealloc, last);
    }
    alloc
}

/// A nest of `affine.for %iv = 0 to N` loops, one per dimension of `shape`, whose
/// innermost body is built by `body` from the induction variables before its
/// `affine.yield` (MLIR's `buildAffineLoopNest` with constant bounds and unit steps).
/// The insertion point is left after the outermost loop.
fn loop_nest(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    shape: &[i64],
    body: &mut dyn FnMut(&mut ConversionPatternRewriter<'_>, &[Value]),
) {
    let ctx = rw.ctx();
    let index = ctx.index_type();
    let after = rw.insertion_point();
    let mut ivs = Vec::new();
    let mut outer = None;
    for &n in shape {
        let attrs = vec![
            (
                "lower_bound",
                map_attr(ctx, 0, vec![AffineExpr::Constant(0)]),
            ),
            ("step", ctx.integer_attr(1, index)),
            (
                "upper_bound",
                map_attr(ctx, 0, vec![AffineExpr::Constant(n)]),
            ),
        ];
        let for_op = create(rw, "affine.for", loc, vec![], vec![], attrs, 1);
        outer.get_or_insert(for_op);
        let at = BlockPoint {
            region: rw.body().regions(for_op)[0],
            before: None,
        };
        let block = rw.create_block(at, &[index]);
        let iv = rw.body().block_args(block)[0];
        rw.set_arg_loc(iv, loc);
        ivs.push(iv);
        let yield_op = create(rw, "affine.yield", loc, vec![], vec![], vec![], 0);
        rw.set_insertion_point_before(yield_op);
    }
    body(rw, &ivs);
    match outer {
        Some(o) => rw.set_insertion_point_after(o),
        None => rw.set_insertion_point(after),
    }
}

/// What the innermost loop body of [`lower_to_loops`] computes: the element of the
/// result from the remapped operands and the induction variables.
type LoopBody<'f> = &'f dyn Fn(&mut ConversionPatternRewriter<'_>, &[Value], &[Value]) -> Value;

/// MLIR's `lowerOpToLoops`: the result's buffer, and a loop nest over its shape storing
/// what `element` computes from the remapped operands and the induction variables.
fn lower_to_loops(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    element: LoopBody<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let result = *rw.body().results(op).first().ok_or(MatchFailure)?;
    let (memref, shape) =
        tensor_to_memref(ctx, rw.body().value_type(result)).ok_or(MatchFailure)?;
    // The operands must be buffers already (their producers lowered).
    if operands
        .iter()
        .any(|&v| is_tensor(ctx, rw.body().value_type(v)))
    {
        return Err(MatchFailure);
    }
    let alloc = alloc_and_dealloc(rw, op, memref);
    loop_nest(rw, loc, &shape, &mut |rw, ivs| {
        let value = element(rw, operands, ivs);
        affine_store(rw, loc, value, alloc, ivs);
    });
    rw.replace_op(op, &[alloc]);
    Ok(())
}

// ----- the lowerings -----

/// `toy.add` and `toy.mul`: `arith.addf` / `arith.mulf` of the loaded elements.
fn lower_binary(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    arith_op: &'static str,
) -> RewriteResult {
    if operands.len() != 2 {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    lower_to_loops(op, operands, rw, &|rw, operands, ivs| {
        let lhs = affine_load(rw, loc, operands[0], ivs);
        let rhs = affine_load(rw, loc, operands[1], ivs);
        let ctx = rw.ctx();
        let ty = rw.body().value_type(lhs);
        let fastmath = ctx.dialect_attr_text("arith.fastmath<none>");
        create_value(
            rw,
            arith_op,
            loc,
            vec![lhs, rhs],
            ty,
            vec![("fastmath", fastmath)],
        )
    })
}

/// `toy.transpose`: the element at the reversed indices.
fn lower_transpose(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    if operands.len() != 1 {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    lower_to_loops(op, operands, rw, &|rw, operands, ivs| {
        let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
        affine_load(rw, loc, operands[0], &reversed)
    })
}

/// `toy.constant`: a buffer, the index constants up to the largest dimension, and a
/// store of each element in row-major order.
fn lower_constant(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let value = rw.op_ref(op).attr("value").ok_or(MatchFailure)?;
    let (elem_kind, bits) = match ctx.attr_kind_ref(value) {
        AttrKind::DenseElements {
            kind: DenseElemKind::Float(k),
            complex: false,
            values,
            ..
        } => (*k, values.clone()),
        _ => return Err(MatchFailure),
    };
    let result = *rw.body().results(op).first().ok_or(MatchFailure)?;
    let (memref, shape) =
        tensor_to_memref(ctx, rw.body().value_type(result)).ok_or(MatchFailure)?;
    let count = shape.iter().product::<i64>().max(0) as usize;
    let bits = if bits.len() == 1 {
        vec![bits[0]; count]
    } else {
        bits
    };
    if bits.len() != count {
        return Err(MatchFailure);
    }
    let elem = ctx.float_type(elem_kind);
    let alloc = alloc_and_dealloc(rw, op, memref);

    // The index constants, created once.
    let index = ctx.index_type();
    let largest = shape.iter().copied().max().unwrap_or(1).max(0);
    let indices: Vec<Value> = (0..largest.max(if shape.is_empty() { 1 } else { 0 }))
        .map(|i| {
            create_value(
                rw,
                "arith.constant",
                loc,
                vec![],
                index,
                vec![("value", ctx.integer_attr(i as i128, index))],
            )
        })
        .collect();

    // The stores, walking the shape in row-major order.
    let mut position = vec![0usize; shape.len()];
    for &element in bits.iter() {
        let attr = ctx.intern_attr(AttrKind::Float {
            bits: element,
            ty: elem,
        });
        let value = create_value(
            rw,
            "arith.constant",
            loc,
            vec![],
            elem,
            vec![("value", attr)],
        );
        let at: Vec<Value> = position.iter().map(|&i| indices[i]).collect();
        affine_store(rw, loc, value, alloc, &at);
        for d in (0..shape.len()).rev() {
            position[d] += 1;
            if (position[d] as i64) < shape[d] {
                break;
            }
            position[d] = 0;
        }
    }
    rw.replace_op(op, &[alloc]);
    Ok(())
}

/// `toy.func @main() {...}` to `func.func @main() {...}`: only `main`, without arguments
/// or results, is lowered (every other function is expected inlined).
fn lower_func(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let r = rw.op_ref(op);
    let name = r.attr("sym_name").ok_or(MatchFailure)?;
    if ctx.string_value(name).as_deref() != Some("main") {
        return Err(MatchFailure);
    }
    let fty_attr = r.attr("function_type").ok_or(MatchFailure)?;
    let fty = match ctx.attr_kind_ref(fty_attr) {
        AttrKind::Type(t) => *t,
        _ => return Err(MatchFailure),
    };
    match ctx.type_kind_ref(fty) {
        // MLIR: "expected 'main' to have 0 inputs and 0 results" (a match failure).
        TypeKind::Function { inputs, results } if inputs.is_empty() && results.is_empty() => {}
        _ => return Err(MatchFailure),
    }
    let loc = rw.body().loc(op);
    let attrs = ctx.dictionary_attr(vec![
        (ctx.ident("function_type"), fty_attr),
        (ctx.ident("sym_name"), name),
    ]);
    rw.set_insertion_point_before(op);
    let func = rw.create(OperationState {
        name: ctx.ident("func.func"),
        operands: Vec::new(),
        attrs,
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
    });
    rw.move_regions_to(op, func);
    rw.erase_op(op);
    Ok(())
}

/// `toy.print` stays, on the remapped operand (the buffer).
fn lower_print(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    if operands
        .iter()
        .any(|&v| is_tensor(ctx, rw.body().value_type(v)))
    {
        return Err(MatchFailure);
    }
    let operands = operands.to_vec();
    rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
    Ok(())
}

/// `toy.return` (without operand, every call being inlined) to `func.return`.
fn lower_return(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    if !operands.is_empty() {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    create(rw, "func.return", loc, vec![], vec![], vec![], 0);
    rw.replace_op(op, &[]);
    Ok(())
}
