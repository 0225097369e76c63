//===- ToyCombine.td - pattern match optimizations of Toy ---------------===//
//
// The declarative rewrite rules (DRR) of the Toy tutorial's chapter 3,
// compiled by `build.rs` with `tblgen --gen-rewriters` into
// `OUT_DIR/toy_rewriters.rs` and registered as `toy.reshape`'s
// canonicalization patterns (`src/combine.rs`). The snippets are Rust:
// `$_builder` is the `PatternRewriter`, `$0`, `$1`... the arguments.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_COMBINE
#define TOY_COMBINE

include "base/PatternBase.td"
include "toy/Ops.td"

//===----------------------------------------------------------------------===//
// Basic pattern-match and rewrite
//===----------------------------------------------------------------------===//

// Reshape(Reshape(x)) = Reshape(x)
def ReshapeReshapeOptPattern : Pat<(ReshapeOp(ReshapeOp $arg)),
                                   (ReshapeOp $arg)>;

//===----------------------------------------------------------------------===//
// Pattern-match and rewrite using a native code call
//===----------------------------------------------------------------------===//

// Native code calls are Rust expressions; this one calls a helper of
// `src/combine.rs`, given the constant's value and the reshape's result.

// Reshape(Constant(x)) = x'
def ReshapeConstant :
  NativeCodeCall<"crate::combine::reshape_constant($_builder, $0, $1)">;
// Strata checks that the value fits the reshape's type (as many elements)
// before reshaping it, where MLIR asserts.
def ConstantFitsReshape : Constraint<CPred<
  "crate::combine::can_reshape_constant($_builder, $0, $1)">>;
def FoldConstantReshapeOptPattern : Pat<
  (ReshapeOp:$res (ConstantOp $arg)),
  (ConstantOp (ReshapeConstant $arg, $res)),
  [(ConstantFitsReshape $arg, $res)]>;

//===----------------------------------------------------------------------===//
// Pattern-match and rewrite with constraints
//===----------------------------------------------------------------------===//

// A constraint checks a condition on bound values before the rewrite.

// Reshape(x) = x, where input and output shapes are identical
def TypesAreIdentical : Constraint<CPred<
  "$_builder.body().value_type($0) == $_builder.body().value_type($1)">>;
def RedundantReshapeOptPattern : Pat<
  (ReshapeOp:$res $arg), (replaceWithValue $arg),
  [(TypesAreIdentical $res, $arg)]>;

#endif // TOY_COMBINE
