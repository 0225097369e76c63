//===- effects.td - `test` ops with memory effects ------------------------===//
//
// Ops of MLIR's `test` dialect declaring memory effects, used by the tests of
// the passes that erase, move or merge ops by their effects.
//
//===----------------------------------------------------------------------===//

def Test_EffectsResultOp : Test_Op<"test_effects_result"> {
  let summary = "allocates its result";
  let description = [{
    Its one effect is an allocation of its own result: unused, it is dead.
  }];
  let results = (outs Res<I32, "", [MemAlloc]>);
}

def Test_EffectsReadOp : Test_Op<"op_with_memread", [MemoryEffects<[MemRead]>]> {
  let summary = "reads memory";
  let results = (outs AnyInteger);
}

def Test_EffectsWriteOp : Test_Op<"op_with_memwrite", [MemoryEffects<[MemWrite]>]> {
  let summary = "writes memory";
}
