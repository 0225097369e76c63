//===- ShapeInferenceInterface.td - shape inference interface -----------===//
//
// The op interface of the Toy tutorial's shape inference (chapter 4): an op
// that knows the shape of its result from the shapes of its operands.
//
// Strata differs from MLIR in one place: `inferShapes` is a static method
// taking the context, the arena and the op, since it changes the op's result
// type, and an interface method given the op's view (`$_op`, an `OpRef`) only
// reads the IR. LoopLikeOpInterface's `moveOutOfLoop` is written the same way.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPE_INFERENCE_INTERFACE
#define SHAPE_INFERENCE_INTERFACE

include "base/OpBase.td"

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    Interface to access a registered method to infer the return types for an
    operation that can be used during type inference.
  }];

  // The Rust module holding the trait, generated from this file by build.rs
  // (MLIR's `-gen-op-interface-decls`).
  let cppNamespace = "crate::dialect::interfaces";

  let methods = [
    StaticInterfaceMethod<"Infer and set the output shape for the current operation.",
                          "()", "inferShapes", (ins "&Context":$context, "&mut Body":$body, "Op":$op)>
  ];
}

#endif // SHAPE_INFERENCE_INTERFACE
