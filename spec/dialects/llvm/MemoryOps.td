//===- MemoryOps.td - the LLVM dialect's memory ops -----------------------===//
//
// MLIR 16's `llvm.alloca`, `llvm.getelementptr` and its atomic ops (`llvm.atomicrmw`,
// `llvm.cmpxchg`, `llvm.fence`), with the enums they take (LLVMEnums.td). Their
// custom forms (the `x type` of an alloca, the mixed constant and dynamic indices of a
// GEP, the ordering keywords) and verifiers, in MLIR's wording, are the Rust of
// `src/dialects/llvm/memory.rs`.
//
//===----------------------------------------------------------------------===//

def AtomicBinOp : I64EnumAttr<"AtomicBinOp", "llvm.atomicrmw binary operations", [
  I64EnumAttrCase<"xchg", 0>,
  I64EnumAttrCase<"add", 1>,
  I64EnumAttrCase<"sub", 2>,
  I64EnumAttrCase<"_and", 3>,
  I64EnumAttrCase<"nand", 4>,
  I64EnumAttrCase<"_or", 5>,
  I64EnumAttrCase<"_xor", 6>,
  I64EnumAttrCase<"max", 7>,
  I64EnumAttrCase<"min", 8>,
  I64EnumAttrCase<"umax", 9>,
  I64EnumAttrCase<"umin", 10>,
  I64EnumAttrCase<"fadd", 11>,
  I64EnumAttrCase<"fsub", 12>
]>;

def AtomicOrdering : I64EnumAttr<"AtomicOrdering", "Atomic ordering for LLVM's memory model", [
  I64EnumAttrCase<"not_atomic", 0>,
  I64EnumAttrCase<"unordered", 1>,
  I64EnumAttrCase<"monotonic", 2>,
  I64EnumAttrCase<"acquire", 4>,
  I64EnumAttrCase<"release", 5>,
  I64EnumAttrCase<"acq_rel", 6>,
  I64EnumAttrCase<"seq_cst", 7>
]>;

// MLIR's `LLVM_PointerTo<...>` of the atomic ops: a pointer whose element type, if any,
// satisfies the constraint (opaque pointers pass).
def LLVM_PointerToAtomicRMWType : Type<
    CPred<"crate::dialects::llvm::memory::is_pointer_to_atomic_rmw_type($_self.ctx, $_self.ty)">,
    "LLVM pointer to floating point LLVM type or integer">;

def LLVM_AtomicRMWType : AnyTypeOf<[LLVM_AnyFloat, AnyInteger]>;

def LLVM_PointerToAtomicCmpXchgType : Type<
    CPred<"crate::dialects::llvm::memory::is_pointer_to_cmpxchg_type($_self.ctx, $_self.ty)">,
    "LLVM pointer to integer or LLVM pointer type">;

def LLVM_AtomicCmpXchgType : AnyTypeOf<[AnyInteger, LLVM_AnyPointer]>;

def LLVM_AtomicCmpXchgResultType : Type<
    CPred<"crate::dialects::llvm::memory::is_cmpxchg_result_type($_self.ctx, $_self.ty)">,
    "an LLVM struct type with any integer or pointer followed by a single-bit integer">;

def LLVM_AllocaOp : LLVM_Op<"alloca"> {
  let summary = "LLVM alloca operation";
  let description = [{
    Allocates `arraySize` elements on the stack. A typed pointer result gives the
    element type; an opaque one keeps it in `elem_type`. An alignment of 0 is no
    alignment, and is not printed.

    ```mlir
    %0 = llvm.alloca %n x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr<i32>
    %1 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
    ```
  }];
  let arguments = (ins AnyInteger:$arraySize,
                       OptionalAttr<I64Attr>:$alignment,
                       OptionalAttr<TypeAttr>:$elem_type);
  let results = (outs Res<LLVM_AnyPointer, "",
                          [MemAlloc<AutomaticAllocationScopeResource>]>:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_GEPOp : LLVM_Op<"getelementptr", [Pure]> {
  let summary = "LLVM getelementptr operation";
  let description = [{
    Pointer arithmetic, as LLVM IR's `getelementptr`: the indices are constants or
    SSA values (`rawConstantIndices` holds the constants, and `INT32_MIN` where a
    dynamic index stands); an index into a struct must be a constant. An opaque
    base pointer needs its element type, written after the result type.

    ```mlir
    %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
    %1 = llvm.getelementptr inbounds %q[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    ```
  }];
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$base,
                       Variadic<LLVM_ScalarOrVectorOf<AnyInteger>>:$dynamicIndices,
                       DenseI32ArrayAttr:$rawConstantIndices,
                       OptionalAttr<TypeAttr>:$elem_type,
                       UnitAttr:$inbounds);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def LLVM_AtomicRMWOp : LLVM_Op<"atomicrmw"> {
  let summary = "LLVM atomicrmw operation";
  let description = [{
    Atomically applies `bin_op` to the value at `ptr` and `val`, returning the old
    value. The type written is the value's; the pointer is a typed pointer to it.

    ```mlir
    %old = llvm.atomicrmw add %p, %v acq_rel : i32
    ```
  }];
  let arguments = (ins AtomicBinOp:$bin_op,
                       LLVM_PointerToAtomicRMWType:$ptr,
                       LLVM_AtomicRMWType:$val, AtomicOrdering:$ordering);
  let results = (outs LLVM_AtomicRMWType:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_AtomicCmpXchgOp : LLVM_Op<"cmpxchg"> {
  let summary = "LLVM cmpxchg operation";
  let description = [{
    Atomically compares the value at `ptr` with `cmp` and stores `val` if they are
    equal; the result is the old value and whether the store happened.

    ```mlir
    %r = llvm.cmpxchg %p, %cmp, %new acq_rel monotonic : i32
    ```
  }];
  let arguments = (ins LLVM_PointerToAtomicCmpXchgType:$ptr,
                       LLVM_AtomicCmpXchgType:$cmp, LLVM_AtomicCmpXchgType:$val,
                       AtomicOrdering:$success_ordering,
                       AtomicOrdering:$failure_ordering);
  let results = (outs LLVM_AtomicCmpXchgResultType:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_FenceOp : LLVM_Op<"fence"> {
  let summary = "LLVM fence operation";
  let description = [{
    A memory fence of an ordering, in a synchronization scope (the system's when
    the scope is empty, and then not printed).

    ```mlir
    llvm.fence syncscope("agent") seq_cst
    llvm.fence release
    ```
  }];
  let arguments = (ins AtomicOrdering:$ordering, StrAttr:$syncscope);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
