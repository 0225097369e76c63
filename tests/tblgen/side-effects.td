// The effects an op's spec lists make its `MemoryEffectOpInterface::get_effects`: a
// static table read by `append_spec_effects`, in MLIR's order (the effects of its
// `MemoryEffects<[...]>` traits, then those of its operands and symbol reference
// attributes in argument order, then those of its results). Decorators alone make the
// op implement the interface; `NoMemoryEffect` makes an empty `get_effects`; a decorator
// on an attribute that is not a symbol reference is ignored, as in MLIR. The op's spec
// records what the listed effects are (`memory_effects`: none, reads only, others), which
// its registration keeps for the side-effect queries: none; reads only, on every instance
// (a read of a single operand) or not; a write on every instance without allocations; or
// others.

// RUN: tblgen --gen-op-defs -I %S/../../spec %s | FileCheck %s

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_ScratchResource : Resource<"SCRATCH">;

def Test_MixedOp : Op<Test_Dialect, "mixed", [
    MemoryEffects<[MemWrite<Test_ScratchResource>]>, AttrSizedOperandSegments]> {
  let arguments = (ins Arg<AnyType, "", [MemRead, MemWrite]>:$buffer,
                       Arg<OptionalAttr<FlatSymbolRefAttr>, "", [MemRead]>:$global,
                       Arg<I64Attr, "", [MemFree]>:$ignored,
                       Variadic<AnyType>:$others,
                       Arg<Variadic<AnyType>, "", [MemFree]>:$freed);
  let results = (outs Res<AnyType, "", [MemAlloc<AutomaticAllocationScopeResource>]>:$fresh);
}

def Test_PureOp : Op<Test_Dialect, "pure", [Pure]>;

def Test_ReaderOp : Op<Test_Dialect, "reader"> {
  let arguments = (ins Arg<AnyType, "", [MemRead]>:$buffer,
                       Arg<Variadic<AnyType>, "", [MemRead]>:$more);
}

def Test_MaybeReaderOp : Op<Test_Dialect, "maybe_reader"> {
  let arguments = (ins Arg<Variadic<AnyType>, "", [MemRead]>:$more);
}

def Test_WriterOp : Op<Test_Dialect, "writer"> {
  let arguments = (ins Arg<AnyType, "", [MemRead, MemWrite]>:$buffer,
                       Arg<Variadic<AnyType>, "", [MemFree]>:$freed);
}

def Test_MaybeWriterOp : Op<Test_Dialect, "maybe_writer"> {
  let arguments = (ins Arg<Variadic<AnyType>, "", [MemWrite]>:$buffers);
}

// A read of a variadic operand may be on no instance; so may a write.
// CHECK-LABEL: pub static TEST_MAYBE_READER: OpSpec
// CHECK: memory_effects: EffectClass::ReadOnly,

// CHECK-LABEL: pub static TEST_MAYBE_WRITER: OpSpec
// CHECK: memory_effects: EffectClass::Listed,

// CHECK-LABEL: pub static TEST_MIXED: OpSpec
// CHECK: traits: &[
// CHECK-NEXT: OpTrait::Marker("MemoryEffectOpInterface::Trait"),
// CHECK: interfaces: &[
// CHECK-NEXT: InterfaceImpl {
// CHECK-NEXT: name: "MemoryEffectOpInterface",
// CHECK-NEXT: model: &MIXED_OP_MEMORY_EFFECT_OP_INTERFACE,
// CHECK: memory_effects: EffectClass::Listed,

// CHECK-LABEL: /// The effects of `test.mixed` on memory, as its spec lists them (side-effects.td:22).
// CHECK-NEXT: static TEST_MIXED_EFFECTS: [EffectSpec; 6] = [
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Write,
// CHECK-NEXT: resource: SCRATCH,
// CHECK-NEXT: site: EffectSite::Op,
// CHECK-NEXT: },
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Read,
// CHECK-NEXT: resource: Resource::DEFAULT,
// CHECK-NEXT: site: EffectSite::Operand(0),
// CHECK-NEXT: },
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Write,
// CHECK-NEXT: resource: Resource::DEFAULT,
// CHECK-NEXT: site: EffectSite::Operand(0),
// CHECK-NEXT: },
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Read,
// CHECK-NEXT: resource: Resource::DEFAULT,
// CHECK-NEXT: site: EffectSite::Symbol {
// CHECK-NEXT: name: "global",
// CHECK-NEXT: optional: true,
// CHECK-NEXT: },
// CHECK-NEXT: },
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Free,
// CHECK-NEXT: resource: Resource::DEFAULT,
// CHECK-NEXT: site: EffectSite::Operand(2),
// CHECK-NEXT: },
// CHECK-NEXT: EffectSpec {
// CHECK-NEXT: effect: MemoryEffect::Allocate,
// CHECK-NEXT: resource: Resource::AUTOMATIC_ALLOCATION_SCOPE,
// CHECK-NEXT: site: EffectSite::Result(0),
// CHECK-NEXT: },
// CHECK-NEXT: ];

// CHECK-LABEL: impl MemoryEffectOpInterface for MixedOp<'_> {
// CHECK-NEXT: fn get_effects(&self, effects: &mut Vec<EffectInstance>) {
// CHECK-NEXT: append_spec_effects(&TEST_MIXED, &self.0, &TEST_MIXED_EFFECTS, effects)

// CHECK-LABEL: pub static TEST_PURE: OpSpec
// CHECK: OpTrait::Marker("ConditionallySpeculatable::Trait"),
// CHECK-NEXT: OpTrait::Marker("AlwaysSpeculatableImplTrait"),
// CHECK-NEXT: OpTrait::Marker("MemoryEffectOpInterface::Trait"),
// CHECK: memory_effects: EffectClass::None,

// CHECK-LABEL: impl<'a> PureOp<'a> {
// CHECK: /// `ConditionallySpeculatable`: the op is always speculatable
// CHECK-NEXT: /// (`AlwaysSpeculatableImplTrait`).
// CHECK-NEXT: pub fn get_speculatability(&self) -> Speculatability {
// CHECK-NEXT: Speculatability::Speculatable

// CHECK-LABEL: impl ConditionallySpeculatable for PureOp<'_> {
// CHECK-NEXT: fn get_speculatability(&self) -> Speculatability {
// CHECK-NEXT: PureOp::get_speculatability(self)

// CHECK-LABEL: impl MemoryEffectOpInterface for PureOp<'_> {
// CHECK-NEXT: fn get_effects(&self, _effects: &mut Vec<EffectInstance>) {}

// A read of a single operand is on every instance.
// CHECK-LABEL: pub static TEST_READER: OpSpec
// CHECK: memory_effects: EffectClass::AlwaysReads,

// A write on a single operand, without allocations, is on every instance.
// CHECK-LABEL: pub static TEST_WRITER: OpSpec
// CHECK: memory_effects: EffectClass::AlwaysWrites,
