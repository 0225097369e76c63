// Malformed rewrite rules: each error is mlir-tblgen's message, at the pattern's def.

// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR1 %s 2>&1 | FileCheck --check-prefix=ERROR1 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR2 %s 2>&1 | FileCheck --check-prefix=ERROR2 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR3 %s 2>&1 | FileCheck --check-prefix=ERROR3 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR4 %s 2>&1 | FileCheck --check-prefix=ERROR4 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR5 %s 2>&1 | FileCheck --check-prefix=ERROR5 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR6 %s 2>&1 | FileCheck --check-prefix=ERROR6 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR7 %s 2>&1 | FileCheck --check-prefix=ERROR7 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR8 %s 2>&1 | FileCheck --check-prefix=ERROR8 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR9 %s 2>&1 | FileCheck --check-prefix=ERROR9 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR10 %s 2>&1 | FileCheck --check-prefix=ERROR10 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR11 %s 2>&1 | FileCheck --check-prefix=ERROR11 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR12 %s 2>&1 | FileCheck --check-prefix=ERROR12 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR13 %s 2>&1 | FileCheck --check-prefix=ERROR13 %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DERROR14 %s 2>&1 | FileCheck --check-prefix=ERROR14 %s

include "base/PatternBase.td"

def A_Dialect : Dialect {
  let name = "a";
}

class A_Op<string mnemonic, list<Trait> traits = []> :
    Op<A_Dialect, mnemonic, traits>;

def OpA : A_Op<"op_a">, Arguments<(ins AnyInteger, AnyInteger)>, Results<(outs AnyInteger)>;
def OpB : A_Op<"op_b">, Arguments<(ins AnyInteger, AnyAttr:$value)>, Results<(outs AnyInteger)>;

#ifdef ERROR1
def NativeMatcher : NativeCodeCall<"nat($0, $1)">;
// ERROR1: error: NativeCodeCall must have $_self as argument for passing the defining Operation
// ERROR1-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pat<(OpA (NativeMatcher $val), I32Attr:$arg),
          (OpB $val, $arg)>;
#endif

#ifdef ERROR2
def NativeMatcher : NativeCodeCall<"nat($_self, $0)">;
// ERROR2: error: binding symbol 'error' to NativecodeCall in MatchPattern is not supported
def : Pat<(OpA (NativeMatcher:$error $val), I32Attr:$arg),
          (OpB $val, $arg)>;
#endif

#ifdef ERROR3
def NativeMatcher : NativeCodeCall<"nat($_self, $0, $1)">;
// ERROR3: error: Matching nested tree in NativeCodecall not support for
def : Pat<(OpA (NativeMatcher (OpB $val, $unused)), I32Attr:$arg),
          (OpB $val, $arg)>;
#endif

#ifdef ERROR4
// ERROR4: error: nested DAG in `returnType` must be a native code
def : Pat<(OpB $val, I32Attr:$attr), (OpA (OpA $val, $val, (returnType (OpA $val, $val))), $val)>;
#endif

#ifdef ERROR5
// ERROR5: error: Cannot specify explicit return types in an op
def : Pat<(OpB $val, I32Attr:$attr), (OpA $val, $val, (returnType "someType()"))>;
#endif

#ifdef ERROR6
// ERROR6: error: type constraint requires exactly one argument
def : Pat<(OpB:$result $val, $attr), (OpA $val, $val), [(AnyInteger:$result)]>;
#endif

#ifdef ERROR7
// ERROR7: error: type constraint requires exactly one argument
def : Pat<(OpB:$opB $val, $attr), (OpA $val, $val), [(AnyInteger $opB, $val)]>;
#endif

#ifdef ERROR8
// ERROR8: error: op 'a.op_a' argument number mismatch: 1 in pattern vs. 2 in definition
def : Pat<(OpA $val), (OpA $val, $val)>;
#endif

#ifdef ERROR9
// ERROR9: error: location directive takes at most one string
// ERROR9-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pat<(OpB:$b $val, $attr), (OpB $val, $attr, (location "x", $b, "y"))>;
#endif

#ifdef ERROR10
def Two : NativeCodeCall<"[$0, $0]", 2>;
// ERROR10: error: a native code call of 2 values is bound as '$NAME__N', not 'two'
// ERROR10-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pat<(OpB $val, $attr), (OpB (Two:$two $val), $attr)>;
#endif

#ifdef ERROR11
// Strata's own check (mlir-tblgen emits the out-of-range access).
def OpC : A_Op<"op_c">, Arguments<(ins AnyInteger)>, Results<(outs I32, I32)>;
// ERROR11: error: 'c__2' names result 2 of 'a.op_c', which has 2
// ERROR11-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pattern<(OpC $val), [(OpC:$c__2 $val), (OpC $val)]>;
#endif

#ifdef ERROR12
// `--gen-op-defs`'s error, at the op (mlir-tblgen's rewriters assume it).
// ERROR12: error: op has multiple variadic operands but no specification over their sizes
// ERROR12-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def OpV : A_Op<"op_v">, Arguments<(ins Variadic<I32>:$x, Variadic<I32>:$y)>;
def : Pat<(OpV $x, $y), (OpV $y, $x)>;
#endif

#ifdef ERROR13
// Strata's own check (mlir-tblgen emits a builder call that does not compile): a
// nested op of results of any integer type, without a builder of its arguments.
// ERROR13: error: cannot infer the result types of 'a.op_a'; give them with returnType
// ERROR13-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pat<(OpB $val, $attr), (OpB (OpA $val, $val), $attr)>;
#endif

#ifdef ERROR14
// Strata's own check: results of variable length are replaced by one op's results.
def OpW : A_Op<"op_w">, Arguments<(ins I32:$x)>, Results<(outs Variadic<I32>:$r)>;
// ERROR14: error: the root's results of variable length must be replaced by one op's results
// ERROR14-NEXT: --> {{.*}}gen-rewriters-errors.td:[[@LINE+1]]:5
def : Pat<(OpW $x), (replaceWithValue $x)>;
#endif
