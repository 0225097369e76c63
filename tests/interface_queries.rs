//! The queries passes ask of ops through their interfaces, on IR parsed from text: memory
//! effects (`MemoryEffectOpInterface` and `strata_framework::interfaces::side_effects`),
//! speculation (`ConditionallySpeculatable`), loops (`LoopLikeOpInterface`) and calls
//! (`CallOpInterface`, `CallableOpInterface`). MLIR 16 answers the same: each expectation
//! follows from its `.td` declarations and the C++ methods they name.

use strata::dialects;
use strata::framework::asm::{parse_module, ParseOptions, ParsedModule};
use strata::framework::interfaces::base::{
    CallOpInterfaceRef, CallableOpInterfaceRef, ConditionallySpeculatableRef,
    LoopLikeOpInterfaceRef, MemoryEffectOpInterfaceRef,
};
use strata::framework::interfaces::side_effects::{
    get_effects_recursively, has_effect, has_single_effect, is_memory_effect_free,
    is_op_trivially_dead, is_pure, is_speculatable, may_write, would_op_be_trivially_dead,
    EffectInstance, MemoryEffect, Resource, Speculatability,
};
use strata::framework::ir::attrs::AttrKind;
use strata::framework::ir::body::{WalkOrder, WalkResult};
use strata::framework::ir::fold::{constant_int_value, OpFoldResult};
use strata::framework::ir::registry::{EffectClass, OpRef, OpTraits};
use strata::framework::ir::symbol::SymbolScope;
use strata::framework::ir::types::FloatKind;
use strata::framework::ods::CallInterfaceCallable;
use strata::framework::verify::verify_module;
use strata::framework::{Body, Context, Value};

/// A parsed module and its ops in pre-order, each with the arena holding it.
struct Ir<'c> {
    ctx: &'c Context,
    module: ParsedModule,
}

impl<'c> Ir<'c> {
    /// The module `src`, which must parse and verify.
    fn parse(ctx: &'c Context, src: &str) -> Ir<'c> {
        let module = parse_module(ctx, src, &ParseOptions::default()).expect("parses");
        verify_module(ctx, &module).expect("verifies");
        Ir { ctx, module }
    }

    /// Every op named `name`, in pre-order.
    fn all(&self, name: &str) -> Vec<OpRef<'_>> {
        let mut out = Vec::new();
        let m = &self.module;
        m.body.walk(m.op, WalkOrder::PreOrder, |b: &Body, op| {
            if self.ctx.ident_ref(b.op_name(op)) == name {
                out.push(OpRef::new(self.ctx, b, op));
            }
            WalkResult::Advance
        });
        out
    }

    /// The `n`-th op named `name`.
    fn nth(&self, name: &str, n: usize) -> OpRef<'_> {
        self.all(name)
            .get(n)
            .copied()
            .unwrap_or_else(|| panic!("no {name} #{n}"))
    }

    fn op(&self, name: &str) -> OpRef<'_> {
        self.nth(name, 0)
    }
}

/// The arguments of the entry block of `op`'s first region (a function's arguments).
fn entry_args(op: OpRef<'_>) -> Vec<Value> {
    let body = op.region_body();
    body.block_args(body.entry_block(op.regions()[0]).unwrap())
        .to_vec()
}

fn context() -> Context {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    ctx
}

fn effects(op: OpRef<'_>) -> Vec<EffectInstance> {
    MemoryEffectOpInterfaceRef::get(op)
        .expect("has MemoryEffectOpInterface")
        .effects()
}

const MEMREF: &str = r#"
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  memref.copy %m, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %unused = memref.alloc() : memref<4xf32>
  %y = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}
"#;

#[test]
fn memref_effects_are_on_their_operands_and_results() {
    let ctx = context();
    let ir = Ir::parse(&ctx, MEMREF);
    let arg_m = entry_args(ir.op("func.func"))[0];

    // memref.load reads its memref operand.
    let load = ir.op("memref.load");
    assert_eq!(
        effects(load),
        vec![EffectInstance::on_value(
            MemoryEffect::Read,
            arg_m,
            Resource::DEFAULT
        )]
    );
    assert!(has_effect(&load, &[MemoryEffect::Read], Some(arg_m)));
    assert!(!has_effect(
        &load,
        &[MemoryEffect::Write, MemoryEffect::Free],
        None
    ));
    assert!(has_single_effect(&load, MemoryEffect::Read, None));
    let iface = MemoryEffectOpInterfaceRef::get(load).unwrap();
    assert!(iface.only_has_effect(MemoryEffect::Read));
    assert_eq!(iface.effects_on_value(arg_m).len(), 1);
    assert!(iface.effect_on_value(MemoryEffect::Write, arg_m).is_none());

    // memref.alloc allocates its result in the default resource, memref.alloca in the
    // automatic allocation scope.
    let alloc = ir.op("memref.alloc");
    let a = alloc.results()[0];
    assert_eq!(
        effects(alloc),
        vec![EffectInstance::on_value(
            MemoryEffect::Allocate,
            a,
            Resource::DEFAULT
        )]
    );
    assert!(has_single_effect(&alloc, MemoryEffect::Allocate, Some(a)));
    let alloca = ir.op("memref.alloca");
    let b = alloca.results()[0];
    assert_eq!(
        effects(alloca)[0].resource,
        Resource::AUTOMATIC_ALLOCATION_SCOPE
    );
    assert_eq!(
        Resource::AUTOMATIC_ALLOCATION_SCOPE.name(),
        "AutomaticAllocationScope"
    );

    // memref.copy reads its source and writes its target, in operand order.
    let copy = ir.op("memref.copy");
    assert_eq!(
        effects(copy),
        vec![
            EffectInstance::on_value(MemoryEffect::Read, arg_m, Resource::DEFAULT),
            EffectInstance::on_value(MemoryEffect::Write, b, Resource::DEFAULT),
        ]
    );
    assert!(!has_single_effect(&copy, MemoryEffect::Read, None));
    assert!(has_single_effect(&copy, MemoryEffect::Write, Some(b)));
    let dealloc = ir.op("memref.dealloc");
    assert!(has_single_effect(&dealloc, MemoryEffect::Free, Some(a)));
    let iface = MemoryEffectOpInterfaceRef::get(dealloc).unwrap();
    assert_eq!(iface.effects_on_resource(Resource::DEFAULT).len(), 1);
    assert!(iface
        .effects_on_resource(Resource::AUTOMATIC_ALLOCATION_SCOPE)
        .is_empty());

    // Dead code: an unused allocation or read goes; a store, a free, a used load and a
    // terminator stay.
    assert!(is_op_trivially_dead(&ir.nth("memref.alloc", 1)));
    assert!(is_op_trivially_dead(&ir.nth("memref.load", 1)));
    assert!(!is_op_trivially_dead(&load));
    assert!(would_op_be_trivially_dead(&load));
    assert!(!would_op_be_trivially_dead(&ir.op("memref.store")));
    assert!(!would_op_be_trivially_dead(&dealloc));
    assert!(!would_op_be_trivially_dead(&ir.op("func.return")));
    assert!(!is_memory_effect_free(&load));
    assert!(is_memory_effect_free(&ir.op("func.return")));
}

const SCALARS: &str = r#"
func.func private @g(i32) -> i32
func.func @f(%a: i32, %b: i32, %c: i1, %n: index, %m: memref<4xi32>) -> i32 {
  %s = arith.addi %a, %b : i32
  %k = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %neg = arith.constant -1 : i32
  %q0 = arith.divui %a, %k : i32
  %q1 = arith.divui %a, %b : i32
  %q2 = arith.divui %a, %z : i32
  %q3 = arith.divsi %a, %k : i32
  %q4 = arith.divsi %a, %neg : i32
  %q5 = arith.ceildivsi %a, %z : i32
  %call = func.call @g(%s) : (i32) -> i32
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant 2 : index
  scf.for %i = %0 to %n step %1 {
    %t = arith.muli %a, %b : i32
  }
  scf.for %i = %0 to %n step %2 {
    %t = arith.muli %a, %b : i32
  }
  scf.for %i = %0 to %n step %1 {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.for %i = %0 to %n step %1 {
    %t = arith.divui %a, %b : i32
  }
  return %s : i32
}
"#;

#[test]
fn pure_ops_and_unknown_effects() {
    let ctx = context();
    let ir = Ir::parse(&ctx, SCALARS);
    // arith.addi is `Pure`: no memory effect, always speculatable.
    let addi = ir.op("arith.addi");
    assert!(effects(addi).is_empty());
    assert!(is_memory_effect_free(&addi));
    assert!(is_speculatable(&addi));
    assert!(is_pure(&addi));
    assert!(!is_op_trivially_dead(&addi), "its result is returned");
    assert!(would_op_be_trivially_dead(&addi));
    assert!(!has_single_effect(&addi, MemoryEffect::Read, None));

    // func.call has neither the interface nor recursive effects: its effects are unknown.
    let call = ir.op("func.call");
    assert!(MemoryEffectOpInterfaceRef::get(call).is_none());
    assert!(!is_memory_effect_free(&call));
    assert!(!would_op_be_trivially_dead(&call));
    assert!(get_effects_recursively(&call).is_none());
    assert!(!has_effect(&call, &[MemoryEffect::Write], None));
    assert!(!is_speculatable(&call));
}

#[test]
fn recursive_effects_are_those_of_the_body() {
    let ctx = context();
    let ir = Ir::parse(&ctx, SCALARS);
    // scf.for has `RecursiveMemoryEffects` and no interface: its effects are its body's.
    let pure_loop = ir.nth("scf.for", 0);
    assert!(MemoryEffectOpInterfaceRef::get(pure_loop).is_none());
    assert!(is_memory_effect_free(&pure_loop));
    assert!(is_op_trivially_dead(&pure_loop));
    assert_eq!(get_effects_recursively(&pure_loop), Some(Vec::new()));

    let storing_loop = ir.nth("scf.for", 2);
    assert!(!is_memory_effect_free(&storing_loop));
    assert!(!would_op_be_trivially_dead(&storing_loop));
    let effects = get_effects_recursively(&storing_loop).expect("known effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].effect, MemoryEffect::Write);
    assert_eq!(
        effects[0].value(),
        Some(entry_args(ir.nth("func.func", 1))[4])
    );

    // scf.if: recursive effects too, nothing but yields inside (which, nested, do not
    // keep it alive).
    let if_op = ir.op("scf.if");
    assert!(is_memory_effect_free(&if_op));
    assert!(is_op_trivially_dead(&if_op));
}

#[test]
fn speculation() {
    let ctx = context();
    let ir = Ir::parse(&ctx, SCALARS);
    let spec = |op: OpRef<'_>| {
        ConditionallySpeculatableRef::get(op)
            .expect("ConditionallySpeculatable")
            .get_speculatability()
    };
    // Unsigned division: speculatable by a non-zero constant only.
    assert_eq!(
        spec(ir.nth("arith.divui", 0)),
        Speculatability::Speculatable
    );
    assert_eq!(
        spec(ir.nth("arith.divui", 1)),
        Speculatability::NotSpeculatable
    );
    assert_eq!(
        spec(ir.nth("arith.divui", 2)),
        Speculatability::NotSpeculatable
    );
    // Signed division: not by 0 or -1 either.
    assert_eq!(
        spec(ir.nth("arith.divsi", 0)),
        Speculatability::Speculatable
    );
    assert_eq!(
        spec(ir.nth("arith.divsi", 1)),
        Speculatability::NotSpeculatable
    );
    assert_eq!(
        spec(ir.op("arith.ceildivsi")),
        Speculatability::NotSpeculatable
    );
    assert!(!is_pure(&ir.nth("arith.divui", 1)));
    assert!(is_memory_effect_free(&ir.nth("arith.divui", 1)));

    // scf.for of constant step 1 is as speculatable as its body; of step 2 it is not.
    let loops = ir.all("scf.for");
    assert_eq!(spec(loops[0]), Speculatability::RecursivelySpeculatable);
    assert!(is_speculatable(&loops[0]));
    assert!(is_pure(&loops[0]));
    assert_eq!(spec(loops[1]), Speculatability::NotSpeculatable);
    assert!(
        !is_speculatable(&loops[3]),
        "a division by a variable inside"
    );
    // scf.if does not have the interface in MLIR 16.
    assert!(ConditionallySpeculatableRef::get(ir.op("scf.if")).is_none());
    assert!(!is_speculatable(&ir.op("scf.if")));
}

const LOOPS: &str = r#"
func.func @f(%lb: index, %ub: index, %m: memref<8xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %inv = arith.addf %v, %v : f32
    %j = arith.addi %i, %c1 : index
    memref.store %inv, %m[%j] : memref<8xf32>
  }
  scf.parallel (%p) = (%lb) to (%ub) step (%c1) {
    scf.yield
  }
  affine.for %a = 0 to 8 step 2 {
    affine.store %v, %m[%a] : memref<8xf32>
  }
  affine.for %a = %lb to 8 {
  }
  affine.parallel (%q) = (0) to (8) {
  }
  %w = scf.while (%x = %lb) : (index) -> index {
    %c = arith.cmpi slt, %x, %ub : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  }
  return
}
"#;

#[test]
fn loop_like_ops() {
    let ctx = context();
    let ir = Ir::parse(&ctx, LOOPS);
    let for_op = ir.op("scf.for");
    let lp = LoopLikeOpInterfaceRef::get(for_op).expect("scf.for is a loop");
    assert_eq!(lp.get_loop_body(), for_op.regions()[0]);
    let body = for_op.body;
    let iv = lp
        .get_single_induction_var()
        .expect("one induction variable");
    assert_eq!(body.value_parent_region(iv), Some(for_op.regions()[0]));
    assert_eq!(
        lp.get_single_lower_bound(),
        Some(OpFoldResult::Value(for_op.operand(0)))
    );
    assert_eq!(
        lp.get_single_upper_bound(),
        Some(OpFoldResult::Value(for_op.operand(1)))
    );
    let step = lp.get_single_step().unwrap();
    assert_eq!(constant_int_value(&ctx, body, step), Some(1));
    // Values defined outside (arguments, the constant) and inside (the IV, body results).
    let inv = ir.op("arith.addf");
    let j = ir.op("arith.addi");
    assert!(lp.is_defined_outside_of_loop(inv.operand(0)));
    assert!(lp.is_defined_outside_of_loop(j.operand(1)));
    assert!(!lp.is_defined_outside_of_loop(iv));
    assert!(!lp.is_defined_outside_of_loop(inv.results()[0]));

    // scf.parallel, affine.for and affine.parallel are loops; scf.while is not (MLIR 16).
    let par = LoopLikeOpInterfaceRef::get(ir.op("scf.parallel")).expect("a loop");
    assert_eq!(par.get_loop_body(), ir.op("scf.parallel").regions()[0]);
    assert_eq!(par.get_single_induction_var(), None);
    assert!(LoopLikeOpInterfaceRef::get(ir.op("affine.parallel")).is_some());
    assert!(LoopLikeOpInterfaceRef::get(ir.op("scf.while")).is_none());

    // affine.for: constant bounds and step as i64 attributes; a bound map with operands
    // is not a single constant.
    let a0 = LoopLikeOpInterfaceRef::get(ir.nth("affine.for", 0)).unwrap();
    let i64t = ctx.int_type(64);
    assert_eq!(
        a0.get_single_lower_bound(),
        Some(OpFoldResult::Attribute(ctx.integer_attr(0, i64t)))
    );
    assert_eq!(
        a0.get_single_upper_bound(),
        Some(OpFoldResult::Attribute(ctx.integer_attr(8, i64t)))
    );
    assert_eq!(
        a0.get_single_step(),
        Some(OpFoldResult::Attribute(ctx.integer_attr(2, i64t)))
    );
    let a1 = LoopLikeOpInterfaceRef::get(ir.nth("affine.for", 1)).unwrap();
    assert_eq!(a1.get_single_lower_bound(), None);
    assert!(a1.get_single_induction_var().is_some());
    // Speculation of affine loops: step 1 only; affine.parallel always recursively.
    let spec = |op: OpRef<'_>| {
        ConditionallySpeculatableRef::get(op)
            .unwrap()
            .get_speculatability()
    };
    assert_eq!(
        spec(ir.nth("affine.for", 0)),
        Speculatability::NotSpeculatable
    );
    assert_eq!(
        spec(ir.nth("affine.for", 1)),
        Speculatability::RecursivelySpeculatable
    );
    assert_eq!(
        spec(ir.op("affine.parallel")),
        Speculatability::RecursivelySpeculatable
    );
}

#[test]
fn moving_an_invariant_op_out_of_a_loop() {
    let ctx = context();
    let mut ir = Ir::parse(&ctx, LOOPS);
    // The loop's implementation outlives the view of the loop, which borrows the arena.
    let (func, for_op, inv, model) = {
        let for_op = ir.op("scf.for");
        let lp = LoopLikeOpInterfaceRef::get(for_op).unwrap();
        (
            ir.op("func.func").op,
            for_op.op,
            ir.op("arith.addf").op,
            lp.model(),
        )
    };
    let module_op = ir.module.op;
    let module_body = ir.module.body.nested_body_mut(module_op).unwrap();
    let body = module_body.nested_body_mut(func).unwrap();
    (model.move_out_of_loop)(body, for_op, inv);
    assert_eq!(body.next_op(inv), Some(for_op));
    assert_eq!(body.parent_block(inv), body.parent_block(for_op));
}

const CALLS: &str = r#"
func.func private @decl(i32) -> (i32, f32)
func.func @def(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32, %fn: (i32) -> i32) -> i32 {
  %r:2 = func.call @decl(%x) : (i32) -> (i32, f32)
  %c = func.constant @def : (i32) -> i32
  %s = func.call_indirect %c(%r#0) : (i32) -> i32
  %t = func.call_indirect %fn(%s) : (i32) -> i32
  return %t : i32
}
"#;

#[test]
fn calls_and_callables() {
    let ctx = context();
    let ir = Ir::parse(&ctx, CALLS);
    let module = &ir.module;
    let symbols = SymbolScope::new(&ctx, Some((&module.body, module.op)));

    let call = CallOpInterfaceRef::get(ir.op("func.call")).expect("func.call calls");
    let CallInterfaceCallable::Symbol(callee) = call.get_callable_for_callee() else {
        panic!("a direct call calls a symbol");
    };
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind_ref(callee) else {
        panic!("a symbol reference");
    };
    assert_eq!(&*ctx.ident_str(*root), "decl");
    assert_eq!(call.get_arg_operands().len(), 1);
    let resolved = call
        .resolve_callable(&symbols)
        .expect("@decl is in the module");
    assert_eq!(resolved.name(), "func.func");
    assert_eq!(resolved.attr("sym_name"), Some(ctx.string_attr("decl")));

    // An indirect call resolves to the op defining its callee value, if any.
    let indirect = CallOpInterfaceRef::get(ir.nth("func.call_indirect", 0)).unwrap();
    assert_eq!(
        indirect.resolve_callable(&symbols).map(|o| o.name()),
        Some("func.constant")
    );
    let through_arg = CallOpInterfaceRef::get(ir.nth("func.call_indirect", 1)).unwrap();
    assert!(through_arg.resolve_callable(&symbols).is_none());
    assert_eq!(through_arg.get_arg_operands().len(), 1);

    // func.func is callable: its body, unless it is a declaration, and its result types.
    let decl = CallableOpInterfaceRef::get(ir.nth("func.func", 0)).unwrap();
    assert_eq!(decl.get_callable_region(), None);
    assert_eq!(
        decl.get_callable_results(),
        vec![ctx.int_type(32), ctx.float_type(FloatKind::F32)]
    );
    let def = CallableOpInterfaceRef::get(ir.nth("func.func", 1)).unwrap();
    assert_eq!(def.get_callable_region(), Some(def.op.regions()[0]));
    assert!(CallableOpInterfaceRef::get(ir.op("func.call")).is_none());
    assert!(CallOpInterfaceRef::get(ir.nth("func.func", 0)).is_none());
}

#[test]
fn dim_and_pack_speculation() {
    let ctx = context();
    let ir = Ir::parse(
        &ctx,
        r#"
func.func @f(%m: memref<4x?xf32>, %u: memref<*xf32>, %t: tensor<4xf32>, %i: index,
             %src: tensor<16x8xf32>, %dst: tensor<2x1x8x8xf32>, %n: index, %pad: f32,
             %d2: tensor<?x?x8x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<4x?xf32>
  %1 = memref.dim %m, %i : memref<4x?xf32>
  %2 = memref.dim %u, %c1 : memref<*xf32>
  %3 = tensor.dim %t, %c0 : tensor<4xf32>
  %4 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<16x8xf32> -> tensor<2x1x8x8xf32>
  %5 = tensor.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %d2 : tensor<16x8xf32> -> tensor<?x?x8x?xf32>
  %6 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %d2 : tensor<16x8xf32> -> tensor<?x?x8x?xf32>
  %7 = tensor.unpack %dst inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %src : tensor<2x1x8x8xf32> -> tensor<16x8xf32>
  return
}
"#,
    );
    let spec = |op: OpRef<'_>| {
        ConditionallySpeculatableRef::get(op)
            .unwrap()
            .get_speculatability()
    };
    use Speculatability::{NotSpeculatable as Not, Speculatable as Yes};
    assert_eq!(spec(ir.nth("memref.dim", 0)), Yes);
    assert_eq!(spec(ir.nth("memref.dim", 1)), Not, "dynamic index");
    assert_eq!(spec(ir.nth("memref.dim", 2)), Not, "unranked source");
    assert_eq!(spec(ir.op("tensor.dim")), Yes);
    assert_eq!(
        spec(ir.nth("tensor.pack", 0)),
        Yes,
        "constant tiles and dims"
    );
    assert_eq!(spec(ir.nth("tensor.pack", 1)), Yes, "a padding value");
    assert_eq!(spec(ir.nth("tensor.pack", 2)), Not, "a dynamic tile");
    assert_eq!(spec(ir.op("tensor.unpack")), Yes);
}

/// The verification after an adaptor (`verify_op_in_shallow`: the functions are not
/// verified again) checks the symbol uses of every nested op as the full verification
/// does, against the nearest table (here a nested module's), and reports the same first
/// error.
#[test]
fn shallow_verification_checks_symbol_uses_like_the_full_one() {
    use strata::framework::verify::{verify_op_in, verify_op_in_shallow};
    let ctx = context();
    let message = |src: &str, shallow: bool| {
        let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
        let r = if shallow {
            verify_op_in_shallow(&ctx, &m.body, m.op, None)
        } else {
            verify_op_in(&ctx, &m.body, m.op, None)
        };
        r.err().map(|d| d.message)
    };
    let valid = r#"
func.func @f(%x: i32) -> i32 {
  %r = func.call @f(%x) : (i32) -> i32
  return %r : i32
}
module @inner {
  func.func @g() {
    func.call @g() : () -> ()
    return
  }
}
"#;
    assert_eq!(message(valid, true), None);
    assert_eq!(message(valid, false), None);
    for bad in [
        // @f is not in the nested module's table.
        r#"
func.func @f() {
  return
}
module @inner {
  func.func @g() {
    scf.execute_region {
      func.call @f() : () -> ()
      scf.yield
    }
    return
  }
}
"#,
        // The first of two bad calls, in the second function.
        r#"
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i32) {
  %a = func.call @f(%x) : (i32) -> i64
  %b = func.call @missing(%x) : (i32) -> i32
  return
}
"#,
    ] {
        let full = message(bad, false);
        assert!(full.is_some());
        assert_eq!(message(bad, true), full);
    }
}

/// The verification after a pass that ran pipelines on some functions
/// (`verify_op_in_except`: the functions a pipeline verified and the pass did not change
/// since are not verified again) reports the first error of the full verification when
/// the functions it skips are valid: the others are verified in full, in order, and every
/// symbol use is checked. Skipping every function is the verification after an adaptor.
#[test]
fn verification_except_verified_functions_reports_the_full_first_error() {
    use strata::framework::verify::{verify_op_in, verify_op_in_except, verify_op_in_shallow};
    let ctx = context();
    let src = r#"
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i32) {
  %a = func.call @f(%x) : (i32) -> i64
  return
}
func.func @h(%x: i32) -> i32 {
  return
}
"#;
    let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
    let inner = m
        .body
        .nested_body(m.op)
        .expect("a module has its own arena");
    let region = m.body.regions(m.op)[0];
    let block = inner.entry_block(region).expect("a module has a block");
    let funcs: Vec<_> = inner.block_ops(block).collect();
    assert_eq!(funcs.len(), 3);
    let full = verify_op_in(&ctx, &m.body, m.op, None)
        .err()
        .map(|d| d.message);
    assert!(
        full.as_deref().is_some_and(|m| m.contains("@h")),
        "{full:?}"
    );
    let except = |skipped: &[usize]| {
        let skipped: Vec<_> = skipped.iter().map(|&i| funcs[i]).collect();
        verify_op_in_except(&ctx, &m.body, m.op, None, &|o| skipped.contains(&o))
            .err()
            .map(|d| d.message)
    };
    // @f and @g are valid as ops (@g's call is a symbol use, checked last).
    assert_eq!(except(&[]), full);
    assert_eq!(except(&[0, 1]), full);
    // Skipping the invalid @h leaves the symbol-use error of @g, as after an adaptor.
    let shallow = verify_op_in_shallow(&ctx, &m.body, m.op, None)
        .err()
        .map(|d| d.message);
    assert!(
        shallow
            .as_deref()
            .is_some_and(|m| m.contains("result type")),
        "{shallow:?}"
    );
    assert_eq!(except(&[0, 1, 2]), shallow);
    assert_eq!(except(&[2]), shallow);
}

/// The class of its own effects each op's registration keeps (`OpInfo::memory_effects`,
/// computed once from the spec's table) agrees with what the op's model lists, and the
/// model it keeps is the interface's, and the side-effect queries, which answer from the
/// class when it tells, say what the listed effects say: on every op of
/// `tests/interfaces/side-effects.mlir`.
#[test]
fn registered_effect_classes_agree_with_listed_effects() {
    let ctx = context();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/interfaces/side-effects.mlir"
    );
    let src = std::fs::read_to_string(path).expect("reads side-effects.mlir");
    let ir = Ir::parse(&ctx, &src);
    let mut seen = [0usize; 6];
    let m = &ir.module;
    m.body.walk(m.op, WalkOrder::PreOrder, |b: &Body, op| {
        let op = OpRef::new(&ctx, b, op);
        let info = op.info().expect("registered");
        let interface = MemoryEffectOpInterfaceRef::get(op);
        assert_eq!(
            interface.is_some(),
            info.memory_effects_model.is_some(),
            "{}: the registration keeps the interface's model",
            op.name()
        );
        let listed = interface.map(|i| i.effects());
        let name = op.name();
        let is = |e: &EffectInstance, k| e.effect == k;
        match info.memory_effects {
            EffectClass::Unknown => {
                assert!(listed.is_none(), "{name}: no interface");
                seen[0] += 1;
            }
            EffectClass::None => {
                assert_eq!(listed.as_deref(), Some(&[][..]), "{name}: no effect");
                seen[1] += 1;
            }
            EffectClass::ReadOnly => {
                let listed = listed.as_deref().expect("has the interface");
                assert!(
                    listed.iter().all(|e| is(e, MemoryEffect::Read)),
                    "{name}: reads only, not {listed:?}"
                );
                seen[2] += 1;
            }
            EffectClass::AlwaysReads => {
                let listed = listed.as_deref().expect("has the interface");
                assert!(
                    !listed.is_empty() && listed.iter().all(|e| is(e, MemoryEffect::Read)),
                    "{name}: reads only, at least one, not {listed:?}"
                );
                seen[3] += 1;
            }
            EffectClass::AlwaysWrites => {
                let listed = listed.as_deref().expect("has the interface");
                assert!(
                    listed.iter().any(|e| is(e, MemoryEffect::Write))
                        && !listed.iter().any(|e| is(e, MemoryEffect::Allocate)),
                    "{name}: a write and no allocation, not {listed:?}"
                );
                seen[4] += 1;
            }
            EffectClass::Listed => {
                assert!(listed.is_some(), "{name}: has the interface");
                seen[5] += 1;
            }
        }
        // The queries answered from the class say what the listed effects say (ops
        // without nested effects: the others' answers also depend on their bodies).
        if !op.has_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
            let kinds = [
                MemoryEffect::Allocate,
                MemoryEffect::Free,
                MemoryEffect::Read,
                MemoryEffect::Write,
            ];
            let l = listed.as_deref();
            assert_eq!(
                is_memory_effect_free(&op),
                l.is_some_and(|l| l.is_empty()),
                "{name}: is_memory_effect_free"
            );
            assert_eq!(
                may_write(&op),
                match l {
                    None => true,
                    Some(l) => l.iter().any(|e| is(e, MemoryEffect::Write)),
                },
                "{name}: may_write"
            );
            for k in kinds {
                assert_eq!(
                    has_single_effect(&op, k, None),
                    l.is_some_and(|l| !l.is_empty() && l.iter().all(|e| is(e, k))),
                    "{name}: has_single_effect({k:?})"
                );
                assert_eq!(
                    has_effect(&op, &[k], None),
                    l.is_some_and(|l| l.iter().any(|e| is(e, k))),
                    "{name}: has_effect({k:?})"
                );
            }
            if !info.is_terminator() {
                let own_result = |v: Value| op.results().contains(&v);
                let removable = l.is_some_and(|l| {
                    l.iter().all(|e| {
                        is(e, MemoryEffect::Read)
                            || e.value().is_some_and(|v| {
                                own_result(v)
                                    && l.iter().any(|a| {
                                        is(a, MemoryEffect::Allocate) && a.value() == Some(v)
                                    })
                            })
                    })
                });
                assert_eq!(
                    would_op_be_trivially_dead(&op),
                    removable,
                    "{name}: would_op_be_trivially_dead"
                );
            }
        }
        WalkResult::Advance
    });
    // Every class is met but `ReadOnly`, which no registered op has (a spec of each
    // class is in tests/tblgen/side-effects.td).
    assert!(
        seen.iter().enumerate().all(|(i, &n)| i == 2 || n > 0),
        "every class is met: {seen:?}"
    );
}
