//===- PatternBase.td - declarative rewrite rules -----------------------===//
//
// The vocabulary of Strata's declarative rewrite rules (DRR), with MLIR's
// record and field names so that rules port unchanged. `tblgen
// --gen-rewriters` compiles each `Pattern` def into a Rust `RewritePattern`.
// Snippets are Rust (see docs/rewrites.md for the placeholders of each
// context).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_PATTERNBASE
#define STRATA_BASE_PATTERNBASE

include "base/OpBase.td"

// The marker of a pattern's benefit: `(addBenefit N)` adds N to the number
// of ops its source DAG matches.
def addBenefit;

// A rewrite rule: the `source` DAG is matched (its outermost op is the
// root), then the DAGs of `results` are built and the last ones replace the
// root's results, in order (the others are auxiliary). Each DAG of `preds`
// is a constraint applied to bound symbols.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
  dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  dag benefitDelta = benefitAdded;
  // Whether `--gen-rewriters` checks the rule against the other rules rooted at
  // its op (shadowing, overlap at equal benefit). Rules that test the pattern
  // driver itself (the `test` dialect's) shadow or overlap others on purpose
  // and clear it.
  bit checked = 1;
}

// A rule with one result DAG.
class Pat<dag pattern, dag result, list<dag> preds = [],
  dag benefitAdded = (addBenefit 0)> :
  Pattern<pattern, [result], preds, benefitAdded>;

// Rust code called from a rule. In a result DAG it builds a value from its
// arguments `$0`, `$1`, ... (`$_builder` is the `PatternRewriter`, `$_loc`
// the location of the root, `$_ctx` the context). In a source DAG it is a
// matcher: `$_self` is the op defining the matched operand and the code
// gives an `Option` of the values its arguments bind (one value, or a tuple).
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// Rust code run for its effect, giving no value.
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// Matches an operand defined by a constant-like op whose value folds to an
// attribute, and binds that attribute.
def ConstantLikeMatcher : NativeCodeCall<
  "strata_framework::ir::fold::constant_value($_ctx, $_builder.body(), "
  "$_builder.body().results($_self)[0])">;

// Replaces a result of the root with a value of the match instead of a
// newly built op: `(replaceWithValue $x)`.
def replaceWithValue;

// The location of a built op: `(location $a, $b)` fuses the locations of the
// bound ops, `(location "name")` names it.
def location;

// The result types of a built op: `(returnType $x)` takes the type of a
// bound value, `(returnType "rust")` the type a Rust expression gives.
def returnType;

// Matches an op whose two operands may come in either order.
def either;

// A constant attribute: the attribute `attribute` builds from `val` with its
// `constBuilderCall`. In a source DAG it matches that attribute, in a result
// DAG it is built.
class ConstantAttr<Attr attribute, string val> : AttrConstraint<
    CPred<"$_self.attr == " # !subst("$0", val, attribute.constBuilderCall)>,
    "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

// The constant attributes true, false and unit.
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

// A constant string attribute.
class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

// An integer attribute of any type (MLIR's `APIntAttr`, which MLIR declares
// beside the other attributes).
def APIntAttr : Attr<CPred<"$_self.is_integer()">, "arbitrary integer attribute"> {
  let returnType = "i128";
  let convertFromStorage = "$_self.int_value().unwrap_or(0)";
}

// A value with no use.
def HasNoUseOf: Constraint<
    CPred<"$_builder.body().use_empty($_self)">, "has no use">;

#endif // STRATA_BASE_PATTERNBASE
