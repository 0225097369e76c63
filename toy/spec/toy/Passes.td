//===- Passes.td - the passes of Toy -------------------------*- tablegen -*-===//
//
// The passes of Strata's Toy, in MLIR's declarative pass vocabulary
// (`base/PassBase.td`). toy/build.rs generates their declarations (`toy_passes.rs`:
// `ShapeInferencePassBase` and `register`, `tblgen --gen-pass-decls`); the Rust passes
// in toy/src implement them.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_PASSES
#define TOY_PASSES

include "base/PassBase.td"

def ShapeInferencePass : Pass<"toy-shape-inference", "toy.func"> {
  let summary = "Infer the shapes of the Toy ops of a function from their operands";
  let description = [{
    Once the calls of a function are inlined, gives the ops of the function whose
    results are unranked tensors (`tensor<*xf64>`) the shapes their operands
    imply, through the `ShapeInference` op interface. The ops are taken in the
    function's order, each as soon as all its operands are ranked; an op ready
    without the interface fails the pass, and so do ops left whose operands never
    get ranked (`Shape inference failed, N operations couldn't be inferred`).
  }];
  let constructor = "crate::shape_inference::ShapeInferencePass::default()";
}

#endif // TOY_PASSES
