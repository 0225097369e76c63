// Op interfaces at run time: a pass holding any op asks for an interface by its handle
// (`FooRef::get`) and calls the op's implementation: `BranchOpInterface` (cf), with the
// methods the cf ops declare and a default; `CallOpInterface` (func); and
// `SymbolOpInterface`, with defaults and the `isDeclaration` that `func.func` declares;
// `ShapedDimOpInterface` (`memref.dim`, `tensor.dim`).
use strata::dialects;
use strata::framework::asm::{parse_module, ParseOptions};
use strata::framework::interfaces::base::{
    BranchOpInterfaceRef, CallOpInterfaceRef, ShapedDimOpInterfaceRef, SymbolOpInterfaceRef,
};
use strata::framework::ir::body::{WalkOrder, WalkResult};
use strata::framework::ods::{interface_names, AttrView, CallInterfaceCallable};
use strata::framework::ir::registry::OpRef;
use strata::framework::ir::symbol::Visibility;
use strata::framework::{Body, Context, Op};

const SRC: &str = r#"
func.func private @decl(i32) -> i32
func.func @f(%c: i1, %x: i32, %fn: (i32) -> i32) -> i32 {
  %r = func.call @decl(%x) : (i32) -> i32
  %s = func.call_indirect %fn(%r) : (i32) -> i32
  cf.cond_br %c, ^a(%s : i32), ^b
^a(%v: i32):
  cf.br ^b
^b:
  %k = arith.constant 1 : i32
  cf.switch %x : i32, [
    default: ^a(%k : i32),
    7: ^b
  ]
}
"#;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let m = parse_module(&ctx, SRC, &ParseOptions::default()).expect("parses");
    // Every op of the module, with the body that holds it.
    let mut ops: Vec<(String, &Body, Op)> = Vec::new();
    m.body.walk(m.op, WalkOrder::PreOrder, |b: &Body, op| {
        ops.push((ctx.ident_ref(b.op_name(op)).to_string(), b, op));
        WalkResult::Advance
    });
    let find = |name: &str| {
        let (_, b, op) = ops.iter().find(|(n, _, _)| n == name).unwrap();
        OpRef::new(&ctx, b, *op)
    };
    let i1 = ctx.int_type(1);
    let i32t = ctx.int_type(32);

    // BranchOpInterface.
    let cond_br = BranchOpInterfaceRef::get(find("cf.cond_br")).expect("cf.cond_br branches");
    assert_eq!(cond_br.get_successor_operands(0).len(), 1);
    assert!(cond_br.get_successor_operands(1).is_empty());
    let succs: Vec<_> = cond_br.op.body.successors(cond_br.op.op).collect();
    let t = ctx.integer_attr(1, i1);
    let f = ctx.integer_attr(0, i1);
    assert_eq!(cond_br.get_successor_for_operands(&[Some(t)]), Some(succs[0]));
    assert_eq!(cond_br.get_successor_for_operands(&[Some(f)]), Some(succs[1]));
    assert_eq!(cond_br.get_successor_for_operands(&[None]), None);
    assert!(cond_br.are_types_compatible(i32t, i32t));
    assert!(!cond_br.are_types_compatible(i32t, i1));
    let switch = BranchOpInterfaceRef::get(find("cf.switch")).unwrap();
    let succs: Vec<_> = switch.op.body.successors(switch.op.op).collect();
    let seven = ctx.integer_attr(7, i32t);
    let eight = ctx.integer_attr(8, i32t);
    assert_eq!(switch.get_successor_for_operands(&[Some(seven)]), Some(succs[1]));
    assert_eq!(switch.get_successor_for_operands(&[Some(eight)]), Some(succs[0]));
    assert_eq!(switch.get_successor_operands(0).len(), 1);
    let br = BranchOpInterfaceRef::get(find("cf.br")).unwrap();
    assert!(br.get_successor_operands(0).is_empty());

    // CallOpInterface.
    let call = CallOpInterfaceRef::get(find("func.call")).expect("func.call calls");
    let CallInterfaceCallable::Symbol(sym) = call.get_callable_for_callee() else {
        panic!("func.call calls a symbol")
    };
    assert_eq!(AttrView::new(&ctx, sym).symbol_root(), Some("decl"));
    assert_eq!(call.get_arg_operands().len(), 1);
    let indirect = CallOpInterfaceRef::get(find("func.call_indirect")).unwrap();
    assert!(matches!(
        indirect.get_callable_for_callee(),
        CallInterfaceCallable::Value(_)
    ));

    // SymbolOpInterface: the defaults of `getName` and `getVisibility`, and `func.func`'s
    // own `isDeclaration`.
    let funcs: Vec<_> = ops
        .iter()
        .filter(|(n, _, _)| n == "func.func")
        .map(|(_, b, op)| SymbolOpInterfaceRef::get(OpRef::new(&ctx, b, *op)).unwrap())
        .collect();
    let names: Vec<_> = funcs
        .iter()
        .map(|f| (f.get_name(), f.get_visibility(), f.is_declaration()))
        .collect();
    assert_eq!(
        names,
        [
            ("decl".to_string(), Visibility::Private, true),
            ("f".to_string(), Visibility::Public, false)
        ]
    );

    // ShapedDimOpInterface: the shaped value and the dimension of memref.dim and tensor.dim.
    let src = "func.func @g(%m: memref<?xf32>, %t: tensor<?x4xf32>, %i: index) -> (index, index) {
  %a = memref.dim %m, %i : memref<?xf32>
  %b = tensor.dim %t, %i : tensor<?x4xf32>
  return %a, %b : index, index
}";
    let m2 = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
    let mut dims: Vec<(String, &Body, Op)> = Vec::new();
    m2.body.walk(m2.op, WalkOrder::PreOrder, |b: &Body, op| {
        dims.push((ctx.ident_ref(b.op_name(op)).to_string(), b, op));
        WalkResult::Advance
    });
    let args = {
        let (_, b, f) = dims.iter().find(|(n, _, _)| n == "func.func").unwrap();
        let inner = b.nested_body(*f).unwrap();
        inner.block_args(inner.entry_block(b.regions(*f)[0]).unwrap()).to_vec()
    };
    for (name, shaped) in [("memref.dim", args[0]), ("tensor.dim", args[1])] {
        let (_, b, op) = dims.iter().find(|(n, _, _)| n == name).unwrap();
        let d = ShapedDimOpInterfaceRef::get(OpRef::new(&ctx, b, *op)).expect("a dim op");
        assert_eq!((d.get_shaped_value(), d.get_dimension()), (shaped, args[2]));
    }

    // Ops without the interface.
    assert!(ShapedDimOpInterfaceRef::get(find("arith.constant")).is_none());
    assert!(BranchOpInterfaceRef::get(find("arith.constant")).is_none());
    assert!(CallOpInterfaceRef::get(find("cf.br")).is_none());
    // `Pure` ops implement the speculation and memory-effect interfaces.
    assert_eq!(
        interface_names(&find("cf.br")),
        [
            "BranchOpInterface",
            "ConditionallySpeculatable",
            "MemoryEffectOpInterface"
        ]
    );
    assert_eq!(
        interface_names(&find("arith.constant")),
        ["ConditionallySpeculatable", "MemoryEffectOpInterface"]
    );
    assert!(interface_names(&find("func.call")).contains(&"CallOpInterface"));
    assert!(!interface_names(&find("func.call")).contains(&"MemoryEffectOpInterface"));
}
