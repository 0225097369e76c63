// `--gen-rewriters`: per `Pattern` def a struct implementing `RewritePattern` (root op,
// benefit = ops matched + addBenefit, created ops sorted), its `.td` line in the doc
// comment; nested ops matched through `defining_op`, a repeated binder is an equality,
// constraints (type, attribute, plain `Constraint` with `$0`/`$1`), `either` as a loop over
// both operand orders, `replaceWithValue`, auxiliary results, `location` (of bound ops,
// named, fused with a name), `returnType`,
// `__N` result access, an op bound as `$name__N` standing for one result, `NativeCodeCall`,
// `ConstantAttr` and enum cases in sources and results, variadic operands (several
// groups, segment sizes built, result groups replacing the root, `$name__N` naming a
// group), custom builders
// of ops whose result types the rule cannot infer, elements attributes,
// an anonymous pattern named `GeneratedConvertN`, the decision tree of the rules of
// each root op (`NAME_tree`, each rule's `match_tree`), and `populate_with_generated`.

// RUN: tblgen --gen-rewriters -I %S/../../spec %s | FileCheck %s

include "base/PatternBase.td"
include "base/EnumAttr.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;

def AOp : T_Op<"a", [SameOperandsAndResultType]>,
  Arguments<(ins AnyInteger:$lhs, AnyInteger:$rhs)>, Results<(outs AnyInteger:$res)>;
def BOp : T_Op<"b">, Arguments<(ins AnyInteger:$in, I64Attr:$value)>,
  Results<(outs AnyInteger:$out)>;
def COp : T_Op<"c">, Arguments<(ins Variadic<AnyInteger>:$ins)>,
  Results<(outs I1:$flag, I32:$val)>;
def DOp : T_Op<"d">, Arguments<(ins AnyInteger:$in, OptionalAttr<I64Attr>:$opt)>,
  Results<(outs AnyInteger:$out)>;

def SameType : Constraint<CPred<"$_builder.body().value_type($0) == $_builder.body().value_type($1)">>;
def MakeAttr : NativeCodeCall<"$_ctx.integer_attr(7, $_ctx.int_type(64))">;

// `Results` below matches every `t.b` too: `Consts` is tried first.
// CHECK-LABEL: /// `Consts`
def Consts : Pat<(BOp $x, ConstantAttr<I64Attr, "3">), (BOp $x, ConstantAttr<I64Attr, "4">), [],
                 (addBenefit 1)>;
// CHECK: == ctx.integer_attr(3 as i128, ctx.int_type(64))
// CHECK: (ctx.ident("value"), ctx.integer_attr(4 as i128, ctx

// The rules rooted at `t.a` share a decision tree, placed before the first of them:
// the op defining operand 0 is tested once (`Equal` needs a `t.a`, the others
// nothing); each rule names its bit.
// CHECK: /// The decision tree of the 3 rules rooted at `t.a`: the op defining each
// CHECK: /// - 0: `Either` (gen-rewriters.td:{{[0-9]+}})
// CHECK-NEXT: /// - 1: `Equal` (gen-rewriters.td:{{[0-9]+}})
// CHECK-NEXT: /// - 2: `GeneratedConvert0` (gen-rewriters.td:{{[0-9]+}})
// The op names it tests come interned (`names`, as each rule's `TreeSlot` lists them):
// identifiers are compared, not strings.
// CHECK-NEXT: pub fn t_a_tree(op0: Op, rw: &PatternRewriter<'_>, names: &[Identifier]) -> u64 {
// CHECK: let operand0 = body.operand(op0, 0);
// CHECK: let name = body.op_name(def0);
// CHECK-NEXT: if name == names[0] { 0b111 } else { 0b101 }
// CHECK: None => 0b101,

// CHECK-LABEL: /// `Either`
def Either : Pat<(AOp (either $x, (BOp $z, I64Attr:$v))), (BOp $z, $v), [], (addBenefit 3)>;
// CHECK: fn benefit(&self) -> u16 {
// CHECK-NEXT: 5
// CHECK: tree: t_a_tree,
// CHECK-NEXT: names: &["t.a"],
// CHECK-NEXT: bit: 0,
// CHECK: for (op0_operand0_either, op0_operand1_either) in [
// CHECK: continue;
// CHECK: if !(AttrView::new(ctx, v).is_integer()
// CHECK: return Ok(());
// CHECK: return Err(MatchFailure);

// An enum case is the attribute of its value: matched as a constraint on the
// attribute, built with its `constBuilderCall`.
// CHECK-LABEL: /// `EnumCases`
def Case3 : I64EnumAttrCase<"three", 3>;
def Case4 : I64EnumAttrCase<"four", 4>;
def SomeEnum : I64EnumAttr<"SomeEnum", "", [Case3, Case4]>;
def HOp : T_Op<"h">, Arguments<(ins SomeEnum:$kind)>, Results<(outs I32:$out)>;
def EnumCases : Pat<(HOp Case3:$k), (HOp Case4)>;
// CHECK: let Some(k) = ctx.dictionary_get(body.attrs(op0), "kind") else {
// CHECK: if !(AttrView::new(ctx, k).int_value() == Some(3)) {
// CHECK: (ctx.ident("kind"), ctx.integer_attr(4 as i128, ctx
// CHECK-NEXT: .int_type(64)))

// CHECK: /// `Equal` (gen-rewriters.td:[[@LINE+1]]): rooted at `t.a`, benefit 2.
def Equal : Pat<(AOp (AOp $x, $x), $y), (replaceWithValue $y), [(SameType $x, $y)]>;
// CHECK: fn benefit(&self) -> u16 {
// CHECK-NEXT: 2
// CHECK: let Some(op1) = rw.defining_op(op0_operand0, "t.a") else {
// CHECK: let x_1 = body.operand(op1, 1);
// CHECK-NEXT: if x != x_1 {
// CHECK: if !(rw.body().value_type(x) == rw.body().value_type(y)) {
// CHECK: rw.replace_op(op0, &[y]);

// `location`: a string alone names the location, a string beside bound ops is
// the metadata of their fused location.
// CHECK-LABEL: /// `Locations`
def EOp : T_Op<"e">, Arguments<(ins I32:$in)>, Results<(outs I32:$out)>;
def Locations : Pat<(EOp:$a (EOp:$b $x)),
  (EOp (EOp $x, (location "named")), (location "fused", $a, $b))>;
// CHECK: let loc_1 = ctx.name_loc("named");
// CHECK: loc: loc_1,
// CHECK: let loc_2 = ctx
// CHECK-NEXT: .fused_loc(
// CHECK-NEXT: &[rw.body().loc(op0), rw.body().loc(op1)],
// CHECK-NEXT: Some(ctx.string_attr("fused")),
// CHECK: loc: loc_2,

// Native code calls bound to symbols: one value as `$name`, several as
// `$name__N` (the N-th; `$name__M` later takes another); an op without
// results bound to a symbol is the op itself in a native call.
// CHECK-LABEL: /// `NativeBound`
def FOp : T_Op<"f">, Arguments<(ins I32:$a, I32:$b)>, Results<(outs I32:$x, I32:$y)>;
def GOp : T_Op<"g">, Arguments<(ins I32:$in)>;
def Swap : NativeCodeCall<"[$1, $0]", 2>;
def Same : NativeCodeCall<"$0">;
def Use : NativeCodeCallVoid<"use_op($_builder, $0)">;
def NativeBound : Pattern<(FOp $p, $q),
  [(FOp (Swap:$s__0 $p, $q), (Same:$one $p)), (FOp $s__1, $one)]>;
// CHECK: let swap = [q, p];
// CHECK-NEXT: let s = swap;
// CHECK: let same = p;
// CHECK-NEXT: let one = same;
// CHECK: operands: vec![s[0], one],
// CHECK: operands: vec![s[1], one],
// CHECK-LABEL: /// `NativeOnOp`
def NativeOnOp : Pat<(GOp:$g $in), (Use $g)>;
// CHECK: use_op(rw, op0);
// CHECK-NEXT: rw.erase_op(op0);

// An op of several results bound as `$name__N` in a result tree stands for its
// N-th result alone (`$name__M` takes another); its result types are its own.
// CHECK-LABEL: /// `Pack`
def JOp : T_Op<"j">, Arguments<(ins I32:$in)>, Results<(outs I32:$x, F32:$y)>;
def Pack : Pattern<(JOp $p), [(JOp:$f__1 $p), (JOp:$g__0 $f__0)]>;
// CHECK: let j_op_type0 = ctx.int_type(32);
// CHECK-NEXT: let j_op_type1 = ctx.float_type(FloatKind::F32);
// CHECK: operands: vec![j_op_result[0]],
// CHECK: rw.replace_op(op0, &[j_op_result[1], j_op_1_result[0]]);

// CHECK-LABEL: /// `Results`
def Results : Pattern<(BOp:$b $x, $v),
  [(COp:$c $x), (AOp $c__1, $c__1, (location $b)),
   (BOp (AOp $x, $x, (returnType $x)), (MakeAttr))]>;
// CHECK: &["t.a", "t.b", "t.c"]
// CHECK: let c_op_type0 = ctx.int_type(1);
// CHECK: name: ctx.ident("t.c"),
// CHECK: result_types: vec![c_op_type0, c_op_type1],
// CHECK: let loc_1 = rw.body().loc(op0);
// CHECK: operands: vec![c_op_result[1], c_op_result[1]],
// CHECK: let make_attr = ctx.integer_attr(7, ctx.int_type(64));
// CHECK: rw.replace_op(op0, &[b_op_result]);

// An optional attribute matched by `$_` is not read; results that only reuse
// matched values need neither the context nor a location.
// CHECK-LABEL: /// `Unused`
def Unused : Pat<(DOp (DOp $x, $_), $_), (replaceWithValue $x)>;
// CHECK: fn match_and_rewrite(&self, op0: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
// CHECK-NOT: let ctx
// CHECK-NOT: dictionary_get
// CHECK-NOT: let loc
// CHECK: rw.replace_op(op0, &[x]);

// CHECK-LABEL: /// `Variadic`
def Variadic : Pat<(COp $xs), (COp $xs)>;
// CHECK: let xs = body.operands(op0).collect::<Vec<Value>>();
// CHECK: operands: xs.clone(),
// Several variadic operand groups (`SameVariadicOperandSize`) are read as the op's
// spec splits them; an op of result groups of variable length replacing the root
// takes the types of the root's groups and replaces all its results.
// CHECK-LABEL: /// `VariadicGroups`
def LOp : T_Op<"l", [SameVariadicOperandSize, SameVariadicResultSize]>,
  Arguments<(ins Variadic<I32>:$a, F32:$b, Variadic<I32>:$c)>,
  Results<(outs Variadic<I32>:$x, F32:$y)>;
def VariadicGroups : Pat<(LOp $a, $b, $c), (LOp $c, $b, $a)>;
// CHECK: let a = rw.ods_operands(op0, 0);
// CHECK-NEXT: let b = rw.ods_operands(op0, 1)[0];
// CHECK-NEXT: let c = rw.ods_operands(op0, 2);
// CHECK: .flat_map(|g| rw.ods_results(op0, g))
// CHECK: .chain(c.iter().copied())
// CHECK-NEXT: .chain(std::iter::once(b))
// CHECK: result_types: l_op_types,
// CHECK: rw.replace_op(op0, &l_op_result);

// An op whose result types the rule cannot infer is built by its custom builder
// of as many parameters as arguments; `$r__N` of an op of result groups is group
// N, held in a local; `replaceWithValue` as an operand is its value.
// CHECK-LABEL: /// `VariadicNestedGroups`
def MOp : T_Op<"m", [SameVariadicResultSize]>, Arguments<(ins I32Attr:$n)>,
  Results<(outs I32:$x, Variadic<I32>:$y)> {
  let builders = [OpBuilder<(ins "Attribute":$n), [{
    $_state = Self::build($_ctx, $_loc, $_ctx.int_type(32), &[], n);
  }]>];
}
def NOp : T_Op<"n", [SameVariadicOperandSize]>,
  Arguments<(ins I32:$x, Variadic<I32>:$y)>, Results<(outs I32:$out)>;
def VariadicNestedGroups : Pat<(NOp $x, $y),
  (NOp (MOp:$r__0 ConstantAttr<I32Attr, "1">), (replaceWithValue $r__1))>;
// CHECK: MOp::build_n(ctx, loc, ctx.integer_attr(1 as i128, ctx.int_type(32))),
// CHECK: let x_1 = rw.ods_results(m_op, 0)[0];
// CHECK-NEXT: let y_1 = rw.ods_results(m_op, 1);
// CHECK: .chain(std::iter::once(x_1))
// CHECK-NEXT: .chain(y_1.iter().copied())

// An op of `AttrSizedOperandSegments` built gets its segment sizes.
// CHECK-LABEL: /// `VariadicSegments`
def POp : T_Op<"p", [AttrSizedOperandSegments]>,
  Arguments<(ins Variadic<I32>:$a, I32:$b, Variadic<I32>:$c)>;
def VariadicSegments : Pat<(POp $a, $b, $c), (POp $c, $b, $a)>;
// CHECK: let a = rw.ods_operands(op0, 0);
// CHECK: (ctx.ident("operand_segment_sizes"),
// CHECK-NEXT: strata_framework::ods::format::segment_attr(ctx, & [c.len()
// CHECK-NEXT: as i64, 1, a.len() as i64]))

// Elements attributes: an integer one built as a splat of rank 0, a float one
// matched and built from a Rust array; a constraint named by an optional
// attribute has the attribute's `Option` as `$_self`.
// CHECK-LABEL: /// `WithElements`
def OOp : T_Op<"o">, Arguments<(ins I32ElementsAttr:$i, RankedF32ElementsAttr<[2]>:$f)>;
def WithElements : Pat<(OOp $i, ConstantAttr<RankedF32ElementsAttr<[2]>, "[1.0, 2.0]">),
  (OOp ConstantAttr<I32ElementsAttr, "0">, ConstantAttr<RankedF32ElementsAttr<[2]>, "[3.0, 4.0]">)>;
// CHECK: if !(AttrView::new(ctx, f).attr
// CHECK: .dense_float_elements(
// CHECK-NEXT: ctx.ranked_tensor_type(&[2], ctx.float_type(FloatKind::F32)),
// CHECK-NEXT: &[1.0, 2.0],
// CHECK: (ctx.ident("i"), ctx.dense_int_elements(ctx
// CHECK-NEXT: .ranked_tensor_type(& [], ctx.int_type(32)), & [(0) as
// CHECK-LABEL: /// `WithOptionalSelf`
def IsAbsent : Constraint<CPred<"$_self.is_none()">, "absent">;
def WithOptionalSelf : Pat<(DOp $x, $opt), (DOp $x, (MakeAttr)), [(IsAbsent:$opt)]>;
// CHECK: let opt = ctx.dictionary_get(body.attrs(op0), "opt");
// CHECK-NEXT: if !(opt.is_none()) {

// CHECK-LABEL: /// `GeneratedConvert0`
def : Pat<(AOp $x, $y), (AOp $y, $x)>;

// CHECK: pub fn populate_with_generated(patterns: &mut RewritePatternSet, ctx: &Context) {
// CHECK-NEXT: patterns.add(Consts::new(ctx));
