//===- patterns.td - `test` ops of the pattern driver tests --------------===//
//
// Ops of MLIR's `test` dialect that the tests of the greedy pattern driver and
// of the folder are written with (`-test-patterns`): their folds and the Rust
// patterns rooted at them are in `src/dialects/test/patterns.rs`.
//
//===----------------------------------------------------------------------===//

def TestCastOp : Test_Op<"cast"> {
  let summary = "a cast of any values to a value of any type";
  let description = [{
    Takes any number of values of any types and gives one value of any type;
    the pattern driver tests rewrite it.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType);
}

def TestCommutative2Op : Test_Op<"op_commutative2", [Commutative]> {
  let summary = "a commutative op of two i32";
  let description = [{
    Commutative: the folder moves a constant operand last, which the pattern
    rooted at it (`FolderCommutativeOp2WithConstant`) then sees.
  }];
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def TestOpInPlaceFoldAnchor : Test_Op<"op_in_place_fold_anchor"> {
  let summary = "an op the pattern driver test replaces by an in-place fold";
  let description = [{
    `-test-patterns` replaces it by a `test.op_in_place_fold` of its operand
    made with `createOrFold`.
  }];
  let arguments = (ins I32);
  let results = (outs I32);
}

def TestOpInPlaceFold : Test_Op<"op_in_place_fold"> {
  let summary = "an op folding in place";
  let description = [{
    When its operand is a constant, it folds in place: `attr` becomes that
    constant.
  }];
  let arguments = (ins I32:$op, I32Attr:$attr);
  let results = (outs I32);
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// The rewrite rules of `-test-patterns` (MLIR's `TestOps.td`), with the ops
// they match and build. Each section says what the rules exercise;
// `mlir-tblgen/pattern.mlir` of MLIR's tests runs them.
//===----------------------------------------------------------------------===//

include "base/PatternBase.td"
include "base/EnumAttr.td"

// These rules test the driver, some shadowing or overlapping others on purpose
// as MLIR's do: `--gen-rewriters` does not check them against each other.

// Named rules and fused locations.

def OpA : Test_Op<"op_a"> {
  let summary = "an op with an i32 operand and an i32 attribute";
  let arguments = (ins I32, I32Attr:$attr);
  let results = (outs I32);
}
def OpB : Test_Op<"op_b"> {
  let summary = "what `op_a`, `op_c` and `op_g` become";
  let arguments = (ins I32, I32Attr:$attr);
  let results = (outs I32);
}

// A rule with a name.
def OpD : Test_Op<"op_d">, Arguments<(ins I32)>, Results<(outs I32)> {
  let summary = "rewritten by the rule of the higher benefit";
}
def OpE : Test_Op<"op_e">, Arguments<(ins I32)>, Results<(outs I32)> {
  let summary = "what `op_d` would become at benefit 1";
}
def OpF : Test_Op<"op_f">, Arguments<(ins I32)>, Results<(outs I32)> {
  let summary = "what `op_d` becomes, at benefit 11";
}
def OpG : Test_Op<"op_g">, Arguments<(ins I32)>, Results<(outs I32)> {
  let summary = "rewritten by the rule of the larger source";
}
def OpH : Test_Op<"op_h">, Arguments<(ins I32)>, Results<(outs)> {
  let summary = "an op without results";
}
def OpI : Test_Op<"op_i">, Arguments<(ins I32)>, Results<(outs)> {
  let summary = "what `op_h` becomes";
}
def OpJ : Test_Op<"op_j">, Arguments<(ins)>, Results<(outs I32)> {
  let summary = "an op without operands";
}
def OpK : Test_Op<"op_k">, Arguments<(ins)>, Results<(outs I32)> {
  let summary = "what `op_j` becomes";
}
def OpN : Test_Op<"op_n"> {
  let summary = "an op of two i32";
  let arguments = (ins I32, I32);
  let results = (outs I32);
}
def OpO : Test_Op<"op_o"> {
  let summary = "an op of one i32";
  let arguments = (ins I32);
  let results = (outs I32);
}
def OpP : Test_Op<"op_p"> {
  let summary = "an op of six i32";
  let arguments = (ins I32, I32, I32, I32, I32, I32);
  let results = (outs I32);
}
def OpC : Test_Op<"op_c">, Arguments<(ins I32)>, Results<(outs I32)> {
  let summary = "becomes an `op_b` of the constant attribute 17";
}
def TestIgnoreArgMatchSrcOp : Test_Op<"ignore_arg_match_src"> {
  let summary = "matched with `$_` at some of its arguments";
  let arguments = (ins
    AnyType:$a, AnyType:$b, AnyType:$c,
    AnyAttr:$d, AnyAttr:$e, AnyAttr:$f);
}
def TestIgnoreArgMatchDstOp : Test_Op<"ignore_arg_match_dst"> {
  let summary = "what `ignore_arg_match_src` becomes";
  let arguments = (ins AnyType:$b, AnyAttr:$f);
}
def OpInterleavedOperandAttribute1 : Test_Op<"interleaved_operand_attr1"> {
  let summary = "operands and attributes interleaved";
  let arguments = (ins
    I32:$input1,
    I64Attr:$attr1,
    I32:$input2,
    I64Attr:$attr2
  );
}
def OpInterleavedOperandAttribute2 : Test_Op<"interleaved_operand_attr2"> {
  let summary = "what `interleaved_operand_attr1` becomes";
  let arguments = (ins
    I32:$input1,
    I64Attr:$attr1,
    I32:$input2,
    I64Attr:$attr2
  );
}
def ManyArgsOp : Test_Op<"many_arguments"> {
  let summary = "nine operands and nine attributes";
  let arguments = (ins
    I32:$input1, I32:$input2, I32:$input3, I32:$input4, I32:$input5,
    I32:$input6, I32:$input7, I32:$input8, I32:$input9,
    I64Attr:$attr1, I64Attr:$attr2, I64Attr:$attr3, I64Attr:$attr4,
    I64Attr:$attr5, I64Attr:$attr6, I64Attr:$attr7, I64Attr:$attr8,
    I64Attr:$attr9
  );
}
def OpR : Test_Op<"op_r">, Arguments<(ins AnyInteger, AnyInteger)>,
    Results<(outs AnyInteger)> {
  let summary = "becomes an `op_s` when its second operand is an i32 constant";
}
def OpS : Test_Op<"op_s">, Arguments<(ins AnyInteger, AnyAttr:$value)>,
    Results<(outs AnyInteger)> {
  let summary = "an operand and the constant `op_r` had";
}
def OpSymbolBindingA : Test_Op<"symbol_binding_a", []> {
  let summary = "rewritten when its result has one use";
  let arguments = (ins I32:$operand, I64Attr:$attr);
  let results = (outs I32);
}
def OpSymbolBindingB : Test_Op<"symbol_binding_b", []> {
  let summary = "an auxiliary op built by the rule";
  let arguments = (ins I32:$operand);
  let results = (outs I32);
}
def OpSymbolBindingC : Test_Op<"symbol_binding_c", []> {
  let summary = "an auxiliary op built by the rule";
  let arguments = (ins I32:$operand);
  let results = (outs I32);
}
def OpSymbolBindingD : Test_Op<"symbol_binding_d", []> {
  let summary = "what `symbol_binding_a` becomes";
  let arguments = (ins I32:$input1, I32:$input2, I64Attr:$attr);
  let results = (outs I32);
}
def HasOneUse: Constraint<CPred<"$_builder.body().has_one_use($0)">, "has one use">;
def TestEitherOpA : Test_Op<"either_op_a"> {
  let summary = "matched with `either` on its first two operands";
  let arguments = (ins AnyInteger:$arg0, AnyInteger:$arg1, AnyInteger:$arg2);
  let results = (outs I32:$output);
}
def TestEitherOpB : Test_Op<"either_op_b"> {
  let summary = "what `either_op_a` becomes";
  let arguments = (ins AnyInteger:$arg0);
  let results = (outs I32:$output);
}

// Locations given to built ops.
def TestLocationSrcOp : Test_Op<"loc_src"> {
  let summary = "rewritten with locations given by `location`";
  let arguments = (ins I32:$input);
  let results = (outs I32:$output);
}
def TestLocationDstOp : Test_Op<"loc_dst", [SameOperandsAndResultType]> {
  let summary = "what `loc_src` becomes";
  let arguments = (ins I32:$input);
  let results = (outs I32:$output);
}
def TestLocationSrcNoResOp : Test_Op<"loc_src_no_res"> {
  let summary = "an op without results whose location is reused";
  let arguments = (ins I32:$input);
  let results = (outs);
}
def TestLocationDstNoResOp : Test_Op<"loc_dst_no_res"> {
  let summary = "what `loc_src_no_res` becomes";
  let arguments = (ins I32:$input);
  let results = (outs);
}

// Attributes matched: required, optional, default-valued, constrained, unit.
def OpAttrMatch1 : Test_Op<"match_op_attribute1"> {
  let summary = "an op with attributes of each kind";
  let arguments = (ins
    I32Attr:$required_attr,
    OptionalAttr<I32Attr>:$optional_attr,
    DefaultValuedAttr<I32Attr, "42">:$default_valued_attr,
    I32Attr:$more_attr
  );
  let results = (outs I32);
}
def OpAttrMatch2 : Test_Op<"match_op_attribute2"> {
  let summary = "what `match_op_attribute1` becomes";
  let arguments = OpAttrMatch1.arguments;
  let results = (outs I32);
}
def MoreConstraint : AttrConstraint<
    CPred<"$_self.int_value() == Some(4)">, "more constraint">;
def OpAttrMatch3 : Test_Op<"match_op_attribute3"> {
  let summary = "an op with a unit attribute";
  let arguments = (ins UnitAttr:$attr);
  let results = (outs I32);
}
def OpAttrMatch4 : Test_Op<"match_op_attribute4"> {
  let summary = "what `match_op_attribute3` becomes";
  let arguments = (ins UnitAttr:$attr1, UnitAttr:$attr2);
  let results = (outs I32);
}

// Native code calls: Rust helpers of `src/dialects/test/patterns.rs`.
def OpNativeCodeCall1 : Test_Op<"native_code_call1"> {
  let summary = "rewritten through native code calls";
  let arguments = (ins
    I32:$input1, I32:$input2,
    BoolAttr:$choice,
    I64Attr:$attr1, I64Attr:$attr2
  );
  let results = (outs I32);
}
def OpNativeCodeCall2 : Test_Op<"native_code_call2"> {
  let summary = "what `native_code_call1` becomes";
  let arguments = (ins I32:$input, I64ArrayAttr:$attr);
  let results = (outs I32);
}
def CreateOperand : NativeCodeCall<"super::choose_operand($_ctx, $0, $1, $2)">;
def CreateArrayAttr : NativeCodeCall<"$_ctx.array_attr(vec![$0, $1])">;
def UseOpResult : NativeCodeCall<"$0">;
def OpNativeCodeCall3 : Test_Op<"native_code_call3"> {
  let summary = "replaced after a native code call built an op";
  let arguments = (ins I32:$input);
  let results = (outs I32);
}
def OpNativeCodeCall4 : Test_Op<"native_code_call4"> {
  let summary = "matched by a native code call";
  let arguments = (ins AnyType:$input1);
  let results = (outs I32:$output1, I32:$output2);
}
def OpNativeCodeCall5 : Test_Op<"native_code_call5"> {
  let summary = "what `native_code_call4` becomes";
  let arguments = (ins I32:$input1, I32:$input2);
  let results = (outs I32:$output1, I32:$output2);
}
def GetFirstI32Result : NativeCodeCall<"super::get_first_i32_result($_builder, $_self)">;
def BindNativeCodeCallResult : NativeCodeCall<"$0">;
def OpNativeCodeCall6 : Test_Op<"native_code_call6"> {
  let summary = "rewritten with the two values of a native code call";
  let arguments = (ins I32:$input1, I32:$input2);
  let results = (outs I32:$output1, I32:$output2);
}
def OpNativeCodeCall7 : Test_Op<"native_code_call7"> {
  let summary = "what `native_code_call6` becomes";
  let arguments = (ins I32:$input);
  let results = (outs I32);
}
def BindMultipleNativeCodeCallResult : NativeCodeCall<"[$1, $0]", 2>;
def OpSymbolBindingNoResult : Test_Op<"symbol_binding_no_result", []> {
  let summary = "an op without results bound to a symbol";
  let arguments = (ins I32:$operand);
}

// `AllAttrConstraintsOf`.
def OpAllAttrConstraint1 : Test_Op<"all_attr_constraint_of1"> {
  let summary = "rewritten when its attribute satisfies two constraints";
  let arguments = (ins I64ArrayAttr:$attr);
  let results = (outs I32);
}
def OpAllAttrConstraint2 : Test_Op<"all_attr_constraint_of2"> {
  let summary = "what `all_attr_constraint_of1` becomes";
  let arguments = (ins I64ArrayAttr:$attr);
  let results = (outs I32);
}
def Constraint0 : AttrConstraint<
    CPred<"$_self.array_elements().and_then(|v| v[0].int_value()) == Some(0)">,
    "[0] == 0">;
def Constraint1 : AttrConstraint<
    CPred<"$_self.array_elements().and_then(|v| v[1].int_value()) == Some(1)">,
    "[1] == 1">;

// Enum attributes: their cases matched and built.
def I32Case5 : I32EnumAttrCase<"case5", 5>;
def I32Case10 : I32EnumAttrCase<"case10", 10>;
def SomeI32Enum : I32EnumAttr<"SomeI32Enum", "", [I32Case5, I32Case10]>;
def I64Case5 : I64EnumAttrCase<"case5", 5>;
def I64Case10 : I64EnumAttrCase<"case10", 10>;
def SomeI64Enum : I64EnumAttr<"SomeI64Enum", "", [I64Case5, I64Case10]>;
def I32EnumAttrOp : Test_Op<"i32_enum_attr"> {
  let summary = "an op with an i32 enum attribute";
  let arguments = (ins SomeI32Enum:$attr);
  let results = (outs I32:$val);
}
def I64EnumAttrOp : Test_Op<"i64_enum_attr"> {
  let summary = "an op with an i64 enum attribute";
  let arguments = (ins SomeI64Enum:$attr);
  let results = (outs I32:$val);
}

// Multi-result ops, each rule matching one kind of `three_result` (or
// `two_result`).
def MultiResultOpKind1 : I64EnumAttrCase<"kind1", 1>;
def MultiResultOpKind2 : I64EnumAttrCase<"kind2", 2>;
def MultiResultOpKind3 : I64EnumAttrCase<"kind3", 3>;
def MultiResultOpKind4 : I64EnumAttrCase<"kind4", 4>;
def MultiResultOpKind5 : I64EnumAttrCase<"kind5", 5>;
def MultiResultOpKind6 : I64EnumAttrCase<"kind6", 6>;
def MultiResultOpEnum : I64EnumAttr<"MultiResultOpEnum", "Multi-result op kinds", [
    MultiResultOpKind1, MultiResultOpKind2, MultiResultOpKind3,
    MultiResultOpKind4, MultiResultOpKind5, MultiResultOpKind6]>;
def ThreeResultOp : Test_Op<"three_result"> {
  let summary = "an op of three results, rewritten by the rule of its kind";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs I32:$result1, F32:$result2, F32:$result3);
}
def AnotherThreeResultOp : Test_Op<"another_three_result"> {
  let summary = "what `three_result` of kind 1 becomes";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs I32:$result1, F32:$result2, F32:$result3);
}
def TwoResultOp : Test_Op<"two_result"> {
  let summary = "an op of two results";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs I32:$result1, F32:$result2);
}
def AnotherTwoResultOp : Test_Op<"another_two_result"> {
  let summary = "an op of two f32 results";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs F32:$result1, F32:$result2);
}
def OneResultOp1 : Test_Op<"one_result1"> {
  let summary = "an op of one f32 result";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs F32:$result1);
}
def OneResultOp2 : Test_Op<"one_result2"> {
  let summary = "an op of one i32 result";
  let arguments = (ins MultiResultOpEnum:$kind);
  let results = (outs I32:$result1);
}
def OneResultOp3 : Test_Op<"one_result3"> {
  let summary = "an op of one i32 result from an f32";
  let arguments = (ins F32);
  let results = (outs I32:$result1);
}

// Native code calls run once per rewrite (`op_m`).
def OpM : Test_Op<"op_m"> {
  let summary = "given an `optional_attr` made by a native code call";
  let arguments = (ins I32, OptionalAttr<I32Attr>:$optional_attr);
  let results = (outs I32);
}
def OpMAttributeIsNull : Constraint<CPred<"$_self.is_none()">, "Attribute is null">;
def OpMVal : NativeCodeCall<"super::op_m_test($_builder, $0)">;

// Elements attributes matched and built.
def I32ElementsAttrOp : Test_Op<"i32ElementsAttr"> {
  let summary = "an op with an i32 elements attribute";
  let arguments = (ins I32ElementsAttr:$attr);
}
def IsNotScalar : Constraint<CPred<"$_self.ty().is_some_and(|t| t.rank() != Some(0))">>;
def FloatElementsAttrOp : Test_Op<"float_elements_attr"> {
  let summary = "an op with f32 and f64 elements attributes of fixed shapes";
  let arguments = (ins
      RankedF32ElementsAttr<[2]>:$scalar_f32_attr,
      RankedF64ElementsAttr<[4, 8]>:$tensor_f64_attr
  );
}

// Variadic ops: one variadic operand and result, variadic groups beside single
// operands or results, an op of variadic results built in a nested result.
def OneVResOneVOperandOp1 : Test_Op<"one_variadic_out_one_variadic_in1"> {
  let summary = "an op of variadic operands and results";
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
}
def OneVResOneVOperandOp2 : Test_Op<"one_variadic_out_one_variadic_in2"> {
  let summary = "what `one_variadic_out_one_variadic_in1` becomes";
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
}
def MixedVOperandOp1 : Test_Op<"mixed_variadic_in1", [SameVariadicOperandSize]> {
  let summary = "two variadic operand groups around an f32";
  let arguments = (ins
    Variadic<I32>:$input1,
    F32:$input2,
    Variadic<I32>:$input3
  );
}
def MixedVOperandOp2 : Test_Op<"mixed_variadic_in2", [SameVariadicOperandSize]> {
  let summary = "what `mixed_variadic_in1` becomes";
  let arguments = (ins
    Variadic<I32>:$input1,
    F32:$input2,
    Variadic<I32>:$input3
  );
}
def MixedVResultOp1 : Test_Op<"mixed_variadic_out1", [SameVariadicResultSize]> {
  let summary = "two variadic result groups around an f32";
  let results = (outs
    Variadic<I32>:$output1,
    F32:$output2,
    Variadic<I32>:$output3
  );
}
def MixedVResultOp2 : Test_Op<"mixed_variadic_out2", [SameVariadicResultSize]> {
  let summary = "what `mixed_variadic_out1` becomes";
  let results = (outs
    Variadic<I32>:$output1,
    F32:$output2,
    Variadic<I32>:$output3
  );
}
def OneI32ResultOp : Test_Op<"one_i32_out"> {
  let summary = "becomes a `mixed_variadic_in3` of a `mixed_variadic_out3`";
  let results = (outs I32);
}
def MixedVOperandOp3 : Test_Op<"mixed_variadic_in3", [SameVariadicOperandSize]> {
  let summary = "an i32 and two variadic operand groups";
  let arguments = (ins
    I32:$input1,
    Variadic<I32>:$input2,
    Variadic<I32>:$input3,
    I32Attr:$count
  );
  let results = (outs I32);
}
def MixedVResultOp3 : Test_Op<"mixed_variadic_out3", [SameVariadicResultSize]> {
  let summary = "an i32 and two variadic result groups of `count` values each";
  let arguments = (ins I32Attr:$count);
  let results = (outs
    I32:$output1,
    Variadic<I32>:$output2,
    Variadic<I32>:$output3
  );
  // Built in a nested result, where the rule cannot give result types: a
  // builder of `count` alone makes them.
  let builders = [
    OpBuilder<(ins "Attribute":$count), [{
      let i32 = $_ctx.int_type(32);
      let n = AttrView::new($_ctx, count).int_value().unwrap_or(0) as i32;
      let group = vec![i32; n.max(0) as usize];
      $_state = Self::build($_ctx, $_loc, i32, &group, &group, n);
    }]>
  ];
}

// Result types given by `returnType`: a Rust expression, a native code call,
// the type of a bound value; several of them; with `location`.
def SourceOp : Test_Op<"source_op"> {
  let summary = "rewritten by the rule of its tag";
  let arguments = (ins AnyInteger:$arg, AnyI32Attr:$tag);
  let results = (outs AnyInteger);
}
def OpX : Test_Op<"op_x"> {
  let summary = "an op whose result type rules cannot infer";
  let arguments = (ins AnyInteger:$input);
  let results = (outs AnyInteger);
}
def SameTypeAs : NativeCodeCall<"$_builder.body().value_type($0)">;
def MakeI64Type : NativeCodeCall<"$_ctx.int_type(64)">;
def MakeI32Type : NativeCodeCall<"$_ctx.int_type(32)">;
def OneToTwo : Test_Op<"one_to_two"> {
  let summary = "one integer to two";
  let arguments = (ins AnyInteger);
  let results = (outs AnyInteger, AnyInteger);
}
def TwoToOne : Test_Op<"two_to_one"> {
  let summary = "two integers to one";
  let arguments = (ins AnyInteger, AnyInteger);
  let results = (outs AnyInteger);
}

// A constant string attribute built.
def TestNoStrValueOp : Test_Op<"no_str_value"> {
  let summary = "becomes a `has_str_value` of the string \"foo\"";
  let arguments = (ins StrAttr:$value);
  let assemblyFormat = "attr-dict";
}
def TestHasStrValueOp : Test_Op<"has_str_value"> {
  let summary = "an op with an optional string attribute";
  let arguments = (ins OptionalAttr<StrAttr>:$value);
  let assemblyFormat = "attr-dict";
}

// The rules.
let checked = 0 in {

def TestNamedPatternRule : Pat<(OpA $input, $attr), (OpB $input, $attr)>;

// The new op gets the fused location of the two it replaces.

def : Pat<(OpA (OpA $input, $attr), $bttr), (OpB $input, $bttr)>;

// Benefits: `addBenefit`, and a larger source tree winning.

def : Pat<(OpD $input), (OpE $input)>;

def : Pat<(OpD $input), (OpF $input), [], (addBenefit 10)>;

def : Pat<(OpG $input), (OpB $input, ConstantAttr<I32Attr, "20">:$attr)>;

def : Pat<(OpG (OpG $input)), (OpB $input, ConstantAttr<I32Attr, "34">:$attr)>;

// Ops without results, ops without operands.

def : Pat<(OpH $input), (OpI $input)>;

def : Pat<(OpJ), (OpK)>;

// A symbol bound twice matches equal values only.

def TestEqualArgsPattern : Pat<(OpN $a, $a), (OpO $a)>;

def TestMultipleEqualArgsPattern :
  Pat<(OpP $a, $b, $a, $a, $b, $c), (OpN $c, $b)>;

// A constant attribute built.

def : Pat<(OpC $input), (OpB $input, ConstantAttr<I32Attr, "17">:$attr)>;

// `$_` matches anything and binds nothing.

def : Pat<(TestIgnoreArgMatchSrcOp $_, $b, I32, I64Attr:$_, $_, $f),
          (TestIgnoreArgMatchDstOp $b, $f)>;

// Operands and attributes interleaved; many arguments.

def : Pat<(ManyArgsOp
            $input1, $input2, $input3, $input4, $input5,
            $input6, $input7, $input8, $input9,
            ConstantAttr<I64Attr, "42">,
            $attr2, $attr3, $attr4, $attr5, $attr6,
            $attr7, $attr8, $attr9),
          (ManyArgsOp
            $input1, $input2, $input3, $input4, $input5,
            $input6, $input7, $input8, $input9,
            ConstantAttr<I64Attr, "24">,
            $attr2, $attr3, $attr4, $attr5, $attr6,
            $attr7, $attr8, $attr9)>;

def : Pat<(OpInterleavedOperandAttribute1 $input1, $attr1, $input2, $attr2),
          (OpInterleavedOperandAttribute2 $input1, $attr1, $input2, $attr2)>;

// Matching a constant operand (`ConstantLikeMatcher`).

def : Pat<(OpR $input1, (ConstantLikeMatcher I32Attr:$input2)),
          (OpS:$unused $input1, $input2)>;

// Symbols bound to ops built and used by later ones.

def : Pattern<
    (OpSymbolBindingA:$res_a $operand, $attr), [
        (OpSymbolBindingC:$res_c (OpSymbolBindingB:$res_b $operand)),
        (OpSymbolBindingD $res_b, $res_c, $attr)],
    [(HasOneUse $res_a)]>;

// `either`: operands matched in both orders.

def : Pat<(TestEitherOpA (either I32:$arg1, I16:$arg2), $_),
          (TestEitherOpB $arg2)>;

def : Pat<(TestEitherOpA (either (TestEitherOpB I32:$arg1), I16:$arg2), $_),
          (TestEitherOpB $arg2)>;

def : Pat<(TestEitherOpA (either (TestEitherOpB I32:$arg1),
                                 (TestEitherOpB I16:$arg2)),
                          $_),
          (TestEitherOpB $arg2)>;

// A result replaced by a matched value.

def TestNestedOpEqualArgsPattern :
  Pat<(OpN $b, (OpP $a, $b, $c, $d, $e, $f)), (replaceWithValue $b)>;

def TestNestedSameOpAndSameArgEqualityPattern :
  Pat<(OpN (OpN $_, $x), $x), (replaceWithValue $x)>;

// Locations: of a bound op, named, fused with a name.

def : Pat<(TestLocationSrcOp:$res1
           (TestLocationSrcOp:$res2
            (TestLocationSrcOp:$res3 $input))),
          (TestLocationDstOp
            (TestLocationDstOp
              (TestLocationDstOp $input, (location $res1)),
              (location "named")),
            (location "fused", $res2, $res3))>;

def : Pat<(TestLocationSrcNoResOp:$loc
            (TestLocationSrcOp (TestLocationSrcOp $input))),
          (TestLocationDstNoResOp $input, (location $loc))>;

// Attributes: optional and default-valued ones matched and rebuilt, a
// constrained one, unit attributes.

def : Pat<(OpAttrMatch1 $required, $optional, $default_valued,
                        MoreConstraint:$more),
          (OpAttrMatch2 $required, $optional, $default_valued, $more)>;

def : Pat<(OpAttrMatch3 $attr), (OpAttrMatch4 ConstUnitAttr, $attr)>;

// Native code calls: building an operand and an attribute, giving the result,
// run for their effect, matching, bound to symbols.

def : Pat<(OpNativeCodeCall1 $input1, $input2,
                             ConstBoolAttrTrue:$choice, $attr1, $attr2),
          (OpNativeCodeCall2 (CreateOperand $input1, $input2, $choice),
                             (CreateArrayAttr $attr1, $attr2))>;

def : Pat<(OpNativeCodeCall1 $input1, $input2,
                             ConstBoolAttrFalse, $attr1, $attr2),
          (UseOpResult $input2)>;

def : Pattern<(OpNativeCodeCall3 $input),
              [(NativeCodeCallVoid<"super::create_op_i($_builder, $_loc, $0)"> $input),
               (OpK)]>;

def : Pat<(OpNativeCodeCall4 (GetFirstI32Result $ret)),
          (OpNativeCodeCall5 (BindNativeCodeCallResult:$native $ret), $native)>;

def : Pattern<(OpNativeCodeCall6 $arg1, $arg2),
              [(OpNativeCodeCall7 (BindMultipleNativeCodeCallResult:$native__0 $arg1, $arg2)),
               (OpNativeCodeCall7 $native__1)]>;

def : Pat<(OpSymbolBindingNoResult:$op $operand),
          (NativeCodeCallVoid<"super::handle_no_result_op($_builder, $0)"> $op)>;

// `AllAttrConstraintsOf`: an attribute satisfying each of its constraints.

def : Pat<(OpAllAttrConstraint1
            AllAttrConstraintsOf<[Constraint0, Constraint1]>:$attr),
          (OpAllAttrConstraint2 $attr)>;

// Enum cases: an attribute equal to a case matched, another case built.

def : Pat<(I32EnumAttrOp I32Case5), (I32EnumAttrOp I32Case10)>;
def : Pat<(I64EnumAttrOp I64Case5), (I64EnumAttrOp I64Case10)>;

// Multi-result ops: replacing the whole root, replacing its results by
// several ops, using the results of a built op separately, a constraint on a
// result of the root, an auxiliary op.

def : Pat<(ThreeResultOp MultiResultOpKind1:$kind),
          (AnotherThreeResultOp $kind)>;

def : Pattern<(ThreeResultOp MultiResultOpKind2:$kind),
              [(TwoResultOp $kind),
               (OneResultOp1 $kind)]>;

def : Pattern<(ThreeResultOp MultiResultOpKind3:$kind),
              [(OneResultOp2 $kind),
               (AnotherTwoResultOp $kind)]>;

def : Pattern<(ThreeResultOp MultiResultOpKind4:$kind),
              [(TwoResultOp:$res1__0 $kind),
               (OneResultOp1 $kind),
               (TwoResultOp:$res2__1 $kind)]>;

def : Pattern<(TwoResultOp:$res MultiResultOpKind5:$kind),
              [(OneResultOp2 $kind),
               (OneResultOp1 $kind)],
              [(HasNoUseOf:$res__1)]>;

def : Pattern<
    (ThreeResultOp MultiResultOpKind6:$kind), [
        (TwoResultOp:$interm $kind),
        (OneResultOp3 $interm__1),
        (AnotherTwoResultOp $kind)
    ]>;

// A native code call run once per rewrite: `op_m` gets the value of its one
// call.

def : Pat<(OpM $attr, $optAttr), (OpM $attr, (OpMVal $attr)),
          [(OpMAttributeIsNull:$optAttr)]>;

// Elements attributes: a constraint on one, one built; float ones matched and
// built.

def UpdateAttr : Pat<(I32ElementsAttrOp $attr),
                     (I32ElementsAttrOp ConstantAttr<I32ElementsAttr, "0">),
                     [(IsNotScalar $attr)]>;

def UpdateFloatElementsAttr : Pat<
  (FloatElementsAttrOp
    ConstantAttr<RankedF32ElementsAttr<[2]>, "[3.0, 4.0]">:$f32attr,
    $f64attr),
  (FloatElementsAttrOp
    ConstantAttr<RankedF32ElementsAttr<[2]>, "[5.0, 6.0]">:$f32attr,
    $f64attr)>;

// Variadic ops: a variadic group matched and rebuilt, groups beside single
// operands, results of variadic groups taking the root's types, the groups of
// an op built in a nested result (`$results__N`) used as operands.

def : Pat<(OneVResOneVOperandOp1 $inputs), (OneVResOneVOperandOp2 $inputs)>;

def : Pat<(MixedVOperandOp1 $input1, $input2, $input3),
          (MixedVOperandOp2 $input1, $input2, $input3)>;

def : Pat<(MixedVResultOp1), (MixedVResultOp2)>;

def : Pat<(OneI32ResultOp),
          (MixedVOperandOp3
              (MixedVResultOp3:$results__0 ConstantAttr<I32Attr, "2">),
              (replaceWithValue $results__1),
              (replaceWithValue $results__2),
              ConstantAttr<I32Attr, "2">)>;

// `returnType`: the result types of ops the rules cannot infer.

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "11">:$attr),
          (OpX (OpX $val, (returnType "$_ctx.int_type(32)")))>;

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "22">:$attr),
          (OpX (OpX $val, (returnType (SameTypeAs $val))))>;

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "33">:$attr),
          (TwoToOne (OpX (OneToTwo:$res__0 $val, (returnType (MakeI64Type), (MakeI32Type))), (returnType (MakeI32Type))),
                    (OpX $res__1, (returnType (MakeI64Type))))>;

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "44">:$attr),
          (OpX (OpX $val, (returnType $val)))>;

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "55">:$attr),
          (TwoToOne (OneToTwo:$res__0 $val, (returnType $val, "$_ctx.int_type(64)")), $res__1)>;

// `location` and `returnType` together, in either order.

def : Pat<(SourceOp $val, ConstantAttr<I32Attr, "66">:$attr),
          (TwoToOne (OpX $val, (returnType $val), (location "loc1")),
                    (OpX $val, (location "loc2"), (returnType $val)))>;

// A constant string attribute built.

def : Pat<(TestNoStrValueOp $value),
          (TestHasStrValueOp ConstantStrAttr<StrAttr, "foo">)>;

} // checked = 0
