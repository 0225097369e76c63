//===- Conversion.td - the conversion passes Strata ships -----*- tablegen -*-===//
//
// The passes of MLIR 16's `mlir/Conversion/Passes.td` that Strata has, with
// MLIR's arguments, summaries and options; their descriptions are Strata's.
// They live in the framework's `transforms` layer (they need only `builtin`):
// `framework/src/transforms/conversion_passes.rs` is generated from this file.
//
//===----------------------------------------------------------------------===//

include "base/PassBase.td"

def ReconcileUnrealizedCasts : Pass<"reconcile-unrealized-casts"> {
  let summary = "Simplify and eliminate unrealized conversion casts";
  let description = [{
    Erases the `builtin.unrealized_conversion_cast` ops that partial dialect
    conversions leave behind when they cancel out: from a cast, the casts
    taking all the results of the one before form a DAG; when each cast of it
    used by another op gives back the first cast's input types, those uses
    take the first cast's inputs and the casts are erased (dead casts too). A
    cast left with another user is an error (`failed to legalize operation
    'builtin.unrealized_conversion_cast' that was explicitly marked illegal`)
    and the pass fails, changing nothing: the pass is a partial conversion in
    which the cast is illegal.
  }];
  let constructor = "crate::transforms::reconcile_casts::ReconcileUnrealizedCasts::default()";
}
