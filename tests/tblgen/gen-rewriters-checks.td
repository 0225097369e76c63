// The generation-time checks of `--gen-rewriters` on the rules rooted at one op:
// two rules of equal benefit that may match the same IR overlap (an error at the
// later, a note at the other); a rule that an earlier, at least as general rule of
// higher or equal benefit always beats can never apply; disjoint ops, disjoint type
// constraints and constant-like matchers against non-constant ops make rules
// disjoint; `either` is checked in both orders; an `addBenefit` settles an overlap;
// the rules of `let checked = 0` are left out of the checks.

// RUN: not tblgen --gen-rewriters -I %S/../../spec -DOVERLAP %s 2>&1 | FileCheck --check-prefix=OVERLAP %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DSHADOW %s 2>&1 | FileCheck --check-prefix=SHADOW %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DSHADOW_BENEFIT %s 2>&1 | FileCheck --check-prefix=SHADOW_BENEFIT %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DEITHER_OVERLAP %s 2>&1 | FileCheck --check-prefix=EITHER_OVERLAP %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DCONSTRAINED %s 2>&1 | FileCheck --check-prefix=CONSTRAINED %s
// RUN: not tblgen --gen-rewriters -I %S/../../spec -DWIDER %s 2>&1 | FileCheck --check-prefix=WIDER %s
// RUN: tblgen --gen-rewriters -I %S/../../spec -DDISJOINT %s 2>&1 | FileCheck --check-prefix=DISJOINT %s
// RUN: tblgen --gen-rewriters -I %S/../../spec -DBENEFIT %s 2>&1 | FileCheck --check-prefix=BENEFIT %s
// RUN: tblgen --gen-rewriters -I %S/../../spec -DUNCHECKED %s 2>&1 | FileCheck --check-prefix=UNCHECKED %s

include "base/PatternBase.td"

def K_Dialect : Dialect { let name = "k"; }
class K_Op<string m, list<Trait> traits = []> : Op<K_Dialect, m, traits>;

def AOp : K_Op<"a">, Arguments<(ins AnyInteger:$lhs, AnyInteger:$rhs)>,
  Results<(outs AnyInteger:$res)>;
def BOp : K_Op<"b">, Arguments<(ins AnyInteger:$in, AnyAttr:$value)>,
  Results<(outs AnyInteger:$out)>;
def COp : K_Op<"c">, Arguments<(ins AnyType:$lhs, AnyType:$rhs)>,
  Results<(outs AnyType:$res)>;

def SameType : Constraint<CPred<"$_builder.body().value_type($0) == $_builder.body().value_type($1)">>;

#ifdef OVERLAP
// An i32 on either side: an op of two i32 operands matches both.
def P1 : Pat<(COp I32:$x, $y), (COp $y, $x)>;
// OVERLAP: error: pattern 'P2' overlaps pattern 'P1': both are rooted at 'k.c' with benefit 1 and may match the same IR, so which one applies depends on the order they are added in; give the one to try first a higher benefit with (addBenefit N)
// OVERLAP-NEXT: --> {{.*}}gen-rewriters-checks.td:[[@LINE+3]]:5
// OVERLAP: note: pattern 'P1' is here
// OVERLAP-NEXT: --> {{.*}}gen-rewriters-checks.td:[[@LINE-4]]:5
def P2 : Pat<(COp $x, I32:$y), (COp $x, $x)>;
#endif

#ifdef SHADOW
// P1 (tried first: same benefit, added first) matches every op P2 matches.
def P1 : Pat<(COp $x, $y), (COp $y, $x)>;
// SHADOW: error: pattern 'P2' can never apply: pattern 'P1' (benefit 1) is tried first and matches every op it matches (benefit 1)
// SHADOW-NEXT: --> {{.*}}gen-rewriters-checks.td:[[@LINE+3]]:5
// SHADOW: note: pattern 'P1' is here
// SHADOW-NEXT: --> {{.*}}gen-rewriters-checks.td:[[@LINE-4]]:5
def P2 : Pat<(COp I32:$x, $y), (COp $x, $x)>;
#endif

#ifdef SHADOW_BENEFIT
// A more specific source of lower benefit than a general one.
def P0 : Pat<(AOp $x, $y), (AOp $y, $x), [], (addBenefit 5)>;
// SHADOW_BENEFIT: error: pattern 'P1' can never apply: pattern 'P0' (benefit 6) is tried first and matches every op it matches (benefit 2)
// SHADOW_BENEFIT: note: pattern 'P0' is here
def P1 : Pat<(AOp (AOp $a, $b), $y), (AOp $a, $y)>;
#endif

#ifdef EITHER_OVERLAP
// Swapped, the i32 of P1 meets the unconstrained operand of P2.
def P1 : Pat<(COp (either I32:$x, $y)), (COp $y, $x)>;
// EITHER_OVERLAP: error: pattern 'P2' overlaps pattern 'P1'
// EITHER_OVERLAP: note: pattern 'P1' is here
def P2 : Pat<(COp F32:$a, $b), (COp $a, $a)>;
#endif

#ifdef CONSTRAINED
// A constraint of the list is assumed to possibly hold for both.
def P1 : Pat<(AOp $x, $y), (AOp $y, $x), [(SameType $x, $y)]>;
// CONSTRAINED: error: pattern 'P2' overlaps pattern 'P1'
// CONSTRAINED: note: pattern 'P1' is here
def P2 : Pat<(AOp $x, $y), (AOp $x, $x), [(SameType $y, $x)]>;
#endif

#ifdef WIDER
// AnyInteger covers i32: P2 never applies.
def P1 : Pat<(COp AnyInteger:$x, $y), (COp $y, $x)>;
// WIDER: error: pattern 'P2' can never apply: pattern 'P1'
def P2 : Pat<(COp I32:$x, $y), (COp $x, $x)>;
#endif

#ifdef DISJOINT
// Different ops, types and widths at the same position, constant-like against an op,
// either in both orders: no two of these match the same op.
// DISJOINT-DAG: pub struct I32Lhs
def I32Lhs : Pat<(COp I32:$x, $y), (COp $y, $x)>;
// DISJOINT-DAG: pub struct F32Lhs
def F32Lhs : Pat<(COp F32:$x, $y), (COp $y, $x)>;
// DISJOINT-DAG: pub struct I64Lhs
def I64Lhs : Pat<(COp I64:$x, $y), (COp $y, $x)>;
// DISJOINT-DAG: pub struct IndexLhs
def IndexLhs : Pat<(COp Index:$x, $y), (COp $y, $x)>;
// DISJOINT-DAG: pub struct NestedA
def NestedA : Pat<(AOp (AOp $a, $b), $y), (AOp $a, $y)>;
// DISJOINT-DAG: pub struct NestedB
def NestedB : Pat<(AOp (BOp $a, $v), $y), (AOp $a, $y)>;
// DISJOINT-DAG: pub struct NestedConst
def NestedConst : Pat<(AOp (ConstantLikeMatcher AnyAttr:$c), $y), (AOp $y, $y)>;
// DISJOINT-DAG: pub struct Swapped
def Swapped : Pat<(COp (either F16:$x, I16:$y)), (COp $x, $y)>;
#endif

#ifdef BENEFIT
// The overlap of OVERLAP, settled by trying P1 first.
// BENEFIT: `P1` ({{.*}}gen-rewriters-checks.td:[[@LINE+1]]): rooted at `k.c`, benefit 2.
def P1 : Pat<(COp I32:$x, $y), (COp $y, $x), [], (addBenefit 1)>;
// BENEFIT: `P2` ({{.*}}gen-rewriters-checks.td:[[@LINE+1]]): rooted at `k.c`, benefit 1.
def P2 : Pat<(COp $x, I32:$y), (COp $x, $x)>;
#endif

#ifdef UNCHECKED
// The rules of SHADOW, with the checks off for the one shadowed: both are
// generated.
def P1 : Pat<(COp $x, $y), (COp $y, $x)>;
// UNCHECKED: `P2` ({{.*}}gen-rewriters-checks.td:[[@LINE+2]]): rooted at `k.c`, benefit 1.
let checked = 0 in
def P2 : Pat<(COp I32:$x, $y), (COp $x, $x)>;
#endif
