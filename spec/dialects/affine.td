//===- affine.td - the affine dialect -----------------------------------===//
//
// Loops, conditionals and memory accesses whose bounds, conditions and
// subscripts are affine maps and integer sets of dimensions and symbols, with
// MLIR 16's `affine` ops and syntax. The custom forms MLIR writes in C++
// (`#map(%d)[%s]` operand lists, loop bounds, `%m[%i + 1, symbol(%n)]`
// subscripts) and the verifiers, with MLIR's rules for valid dimensions and
// symbols, are hand-written in `src/dialects/affine.rs`.
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Affine_Dialect : Dialect {
  let name = "affine";
  let summary = "Affine loops, conditionals and memory accesses";
  let description = [{
    The `affine` dialect expresses loop nests whose bounds, conditions and
    memory subscripts are affine functions of loop induction variables
    (dimensions) and values invariant in the enclosing affine scope
    (symbols): `affine.for`, `affine.if`, `affine.load`, `affine.store`,
    and `affine.apply`/`affine.min`/`affine.max` to compute with maps.
  }];
}

class Affine_Op<string mnemonic, list<Trait> traits = []>
    : Op<Affine_Dialect, mnemonic, traits>;

def ImplicitAffineTerminator
    : SingleBlockImplicitTerminator<"affine.yield">;

def AffineApplyOp : Affine_Op<"apply", [Pure]> {
  let summary = "affine apply operation";
  let description = [{
    Applies an affine map of one result to its dimension and symbol
    operands.

    ```mlir
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    ```
  }];
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$mapOperands);
  let results = (outs Index);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineForOp : Affine_Op<"for", [
    AutomaticAllocationScope, ImplicitAffineTerminator, ConditionallySpeculatable,
    RecursiveMemoryEffects, DeclareOpInterfaceMethods<LoopLikeOpInterface,
    ["getSingleInductionVar", "getSingleLowerBound", "getSingleStep",
     "getSingleUpperBound"]>,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntryTypes"]>]> {
  let summary = "for operation";
  let description = [{
    A loop from the maximum of the lower bound map's results (inclusive) to
    the minimum of the upper bound map's results (exclusive) by a constant
    positive `step`, with loop-carried values bound to the body's arguments
    after the induction variable. The operands are the lower bound's
    dimensions and symbols, then the upper bound's, then the initial values;
    the maps are the attributes `lower_bound` and `upper_bound`.

    ```mlir
    affine.for %i = max #lb(%a)[%n] to min #ub(%b) step 2 {
      ...
    }
    %sum = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> (f32) {
      ...
      affine.yield %next : f32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineIfOp : Affine_Op<"if", [
    ImplicitAffineTerminator, RecursivelySpeculatable, RecursiveMemoryEffects,
    NoRegionArguments]> {
  let summary = "if-then-else operation";
  let description = [{
    Runs the "then" region when its dimension and symbol operands satisfy
    the integer set `condition`, the "else" region (which may be empty)
    otherwise.

    ```mlir
    affine.if #set(%i)[%n] {
      ...
    } else {
      ...
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineLoadOp : Affine_Op<"load"> {
  let summary = "affine load operation";
  let description = [{
    Reads an element of a memref at subscripts that are affine expressions
    of dimensions and symbols (`symbol(%n)`); the attribute `map` holds them.

    ```mlir
    %1 = affine.load %0[%i0 + 3, %i1 + symbol(%n)] : memref<100x100xf32>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

class AffineMinMaxOpBase<string mnemonic, list<Trait> traits = []>
    : Affine_Op<mnemonic, traits> {
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$operands);
  let results = (outs Index);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineMinOp : AffineMinMaxOpBase<"min", [Pure]> {
  let summary = "min operation";
  let description = [{
    The minimum of the results of an affine map applied to its operands.

    ```mlir
    %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
    ```
  }];
}

def AffineMaxOp : AffineMinMaxOpBase<"max", [Pure]> {
  let summary = "max operation";
  let description = [{
    The maximum of the results of an affine map applied to its operands.

    ```mlir
    %0 = affine.max affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
    ```
  }];
}

def AffineStoreOp : Affine_Op<"store"> {
  let summary = "affine store operation";
  let description = [{
    Writes an element of a memref at affine subscripts, as `affine.load`
    reads one.

    ```mlir
    affine.store %v, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
    ```
  }];
  let arguments = (ins AnyType:$value,
                       Arg<AnyMemRef, "the reference to store to", [MemWrite]>:$memref,
                       Variadic<Index>:$indices);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineYieldOp : Affine_Op<"yield", [Pure, Terminator, ReturnLike]> {
  let summary = "Yield values to parent operation";
  let description = [{
    Terminates the regions of `affine.for`, `affine.if` and
    `affine.parallel`, giving the values they produce. Without operands it
    may be left out of the text.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

def AffineDelinearizeIndexOp : Affine_Op<"delinearize_index", [Pure]> {
  let summary = "delinearize an index";
  let description = [{
    Computes the multi-index of a linear index in the given basis.

    ```mlir
    %indices:3 = affine.delinearize_index %linear_index into (%c16, %c224, %c224) : index, index, index
    ```
  }];
  let arguments = (ins Index:$linear_index, Variadic<Index>:$basis);
  let results = (outs Variadic<Index>:$multi_index);
  let assemblyFormat = [{
    $linear_index `into` ` ` `(` $basis `)` attr-dict `:` type($multi_index)
  }];
  let hasVerifier = 1;
}

def AffineParallelOp : Affine_Op<"parallel", [
    AutomaticAllocationScope, ImplicitAffineTerminator, RecursivelySpeculatable,
    RecursiveMemoryEffects, DeclareOpInterfaceMethods<LoopLikeOpInterface>]> {
  let summary = "multi-index parallel band operation";
  let description = [{
    A band of parallel loops, one per region argument: each lower bound is
    the maximum of a group of results of `lowerBoundsMap`, each upper bound
    the minimum of a group of `upperBoundsMap` (`lowerBoundsGroups` and
    `upperBoundsGroups` give the group sizes), with constant `steps`. The
    results are reductions (`reductions`, kinds of `AtomicRMWKind`) of the
    values yielded by the iterations.

    ```mlir
    %r = affine.parallel (%i, %j) = (0, 0) to (symbol(%n), min(%m, 100)) step (1, 2) reduce ("addf") -> (f32) {
      ...
    }
    ```
  }];
  let arguments = (ins ArrayAttr:$reductions,
                       AffineMapAttr:$lowerBoundsMap,
                       I32ElementsAttr:$lowerBoundsGroups,
                       AffineMapAttr:$upperBoundsMap,
                       I32ElementsAttr:$upperBoundsGroups,
                       I64ArrayAttr:$steps,
                       Variadic<Index>:$mapOperands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def AffinePrefetchOp : Affine_Op<"prefetch"> {
  let summary = "affine prefetch operation";
  let description = [{
    A prefetch hint for the element of a memref at affine subscripts: for
    reading or writing, with a locality hint from 0 (none) to 3 (extremely
    local), for the data or the instruction cache.

    ```mlir
    affine.prefetch %0[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    ```
  }];
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def AffineVectorLoadOp : Affine_Op<"vector_load"> {
  let summary = "affine vector load operation";
  let description = [{
    Reads a vector from a memref at affine subscripts, as `affine.load`
    reads an element.

    ```mlir
    %1 = affine.vector_load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyVector:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def AffineVectorStoreOp : Affine_Op<"vector_store"> {
  let summary = "affine vector store operation";
  let description = [{
    Writes a vector to a memref at affine subscripts, as `affine.store`
    writes an element.

    ```mlir
    affine.vector_store %v, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
    ```
  }];
  let arguments = (ins AnyVector:$value,
                       Arg<AnyMemRef, "the reference to store to", [MemWrite]>:$memref,
                       Variadic<Index>:$indices);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

// MLIR writes the two DMA ops in C++, without ODS; their operands are the
// memrefs with their affine subscripts (maps `src_map`, `dst_map`, `tag_map`).
def AffineDmaStartOp : Affine_Op<"dma_start"> {
  let summary = "non-blocking DMA operation that starts a transfer";
  let description = [{
    Starts a transfer of `%num_elements` elements from a source memref to a
    destination memref, each at affine subscripts, signalling completion on
    a tag memref; optionally strided.

    ```mlir
    affine.dma_start %src[%i, %j], %dst[%k], %tag[%c0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def AffineDmaWaitOp : Affine_Op<"dma_wait"> {
  let summary = "blocking DMA operation that waits for transfer completion";
  let description = [{
    Waits for the DMA transfer signalled on the tag memref at affine
    subscripts to complete.

    ```mlir
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
