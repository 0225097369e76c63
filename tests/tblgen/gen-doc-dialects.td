// --gen-doc on Strata's own dialect specs: every section the spec has, in
// the page's order (dialect, ops, attributes, types, enums, interfaces).
// docs/dialects/NAME.md is this page (tests/generated_fresh.rs).

// RUN: tblgen --gen-doc -I %S/../../spec %S/../../spec/dialects/arith.td | FileCheck --check-prefix=ARITH %s
// RUN: tblgen --gen-doc -I %S/../../spec %S/../../spec/dialects/demo.td | FileCheck --check-prefix=DEMO %s
// math.td includes arith.td: two dialects, so --dialect chooses.
// RUN: not tblgen --gen-doc -I %S/../../spec %S/../../spec/dialects/math.td 2>&1 | FileCheck --check-prefix=MATH-ERR %s
// RUN: tblgen --gen-doc -I %S/../../spec --dialect=math %S/../../spec/dialects/math.td | FileCheck --check-prefix=MATH %s

// ARITH:     # 'arith' Dialect
// ARITH:     ## Operation definition
// ARITH:     ### `arith.addf` (arith::AddFOp)
// ARITH:     ## Enum definition
// ARITH:     ### CmpFPredicate
// ARITH:     | AlwaysFalse | `0` | false |
// ARITH:     ### CmpIPredicate
// ARITH:     | Slt | `2` | slt |
// The bit enum of the fastmath attribute: its cases' bits.
// ARITH:     ### Arith_FastMathAttr
// ARITH:     | nnan | `2` | nnan |
// ARITH:     | fast | `127` | fast |
// ARITH-NOT: ## {{.*}}Interface definition
// ARITH-NOT: ## Pass definition

// DEMO:     # 'demo' Dialect
// DEMO:     ## Operation definition
// DEMO:     ## Attribute definition
// DEMO:     ## Type definition
// DEMO-NOT: ## Enum definition
// DEMO-NOT: ## OpInterface definition
// DEMO:     ## AttributeInterface definition
// DEMO:     ### DemoSizedAttrInterface (`Demo_SizedAttrInterface`)
// DEMO:     ## TypeInterface definition
// DEMO:     ### DemoBitWidthTypeInterface (`Demo_BitWidthTypeInterface`)
// A dialect interface has no documentation backend (as in MLIR).
// DEMO-NOT: DemoInlinerInterface

// MATH-ERR: error: MLIR dialect documentation generation requires exactly one dialect; select one with --dialect
// MATH-ERR: --> {{.*}}math.td:1:1

// Only math's ops, and none of arith's enums (they are in arith.td).
// MATH:     # 'math' Dialect
// MATH-NOT: arith.addf
// MATH:     ### `math.absf` (math::AbsFOp)
// MATH-NOT: arith.
// MATH-NOT: ## Enum definition
