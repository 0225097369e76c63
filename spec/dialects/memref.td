//===- memref.td - the memref dialect -----------------------------------===//
//
// Buffers: allocation, loads and stores, casts and views, with MLIR 16's
// `memref` ops. Hand-written Rust (`src/dialects/memref.rs`): result names,
// the custom forms MLIR writes in C++ (`memref.alloca_scope`,
// `memref.dma_start`, `memref.transpose`, `memref.prefetch`,
// `memref.generic_atomic_rmw`, `memref.global`) and the verifiers
// (`hasVerifier = 1`).
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def MemRef_Dialect : Dialect {
  let name = "memref";
  let summary = "The memref dialect";
  let description = [{
    The `memref` dialect holds the ops on buffers (`memref` values):
    allocation and deallocation, loads and stores, copies, casts, views and
    reshapes, globals, atomics and DMA.
  }];
}

class MemRef_Op<string mnemonic, list<Trait> traits = []>
    : Op<MemRef_Dialect, mnemonic, traits>;

def MemRefTypeAttr : TypeAttrBase<"Type", "memref type attribute",
                                  CPred<"$_self.is_memref()">>;

def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
  I64EnumAttrCase<"Addf", 0, "addf">,
  I64EnumAttrCase<"Addi", 1, "addi">,
  I64EnumAttrCase<"Assign", 2, "assign">,
  I64EnumAttrCase<"Maxf", 3, "maxf">,
  I64EnumAttrCase<"Maxs", 4, "maxs">,
  I64EnumAttrCase<"Maxu", 5, "maxu">,
  I64EnumAttrCase<"Minf", 6, "minf">,
  I64EnumAttrCase<"Mins", 7, "mins">,
  I64EnumAttrCase<"Minu", 8, "minu">,
  I64EnumAttrCase<"Mulf", 9, "mulf">,
  I64EnumAttrCase<"Muli", 10, "muli">,
  I64EnumAttrCase<"Ori", 11, "ori">,
  I64EnumAttrCase<"Andi", 12, "andi">
]>;


class AllocLikeOp<string mnemonic, Resource resource, list<Trait> traits = []>
    : MemRef_Op<mnemonic, !listconcat([AttrSizedOperandSegments], traits)> {
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       Variadic<Index>:$symbolOperands,
                       ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>:$alignment);
  let results = (outs Res<AnyMemRef, "", [MemAlloc<resource>]>:$memref);
  let builders = [
    OpBuilder<(ins "Type":$memref_type, CArg<"&[Value]", "&[]">:$dynamic_sizes), [{
      $_state = Self::build($_ctx, $_loc, dynamic_sizes, &[], memref_type);
    }], "build_of_type">,
    OpBuilder<(ins "Type":$memref_type, "&[Value]":$dynamic_sizes,
                   "&[Value]":$symbol_operands, "u64":$alignment), [{
      $_state.add_types(&[memref_type]);
      $_state.add_operands(dynamic_sizes);
      $_state.add_operands(symbol_operands);
      $_state.add_attribute($_ctx, "operand_segment_sizes",
          segment_attr(
              $_ctx, &[dynamic_sizes.len() as i64, symbol_operands.len() as i64]));
      $_state.add_attribute($_ctx, "alignment",
          $_ctx.integer_attr(alignment as i128, $_ctx.int_type(64)));
    }], "build_aligned">
  ];
  let assemblyFormat = [{
    `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
  }];
  let hasVerifier = 1;
}

def MemRef_AllocOp : AllocLikeOp<"alloc", DefaultResource, [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "memory allocation operation";
  let description = [{ Allocates a buffer on the heap; `dynamicSizes` give the `?` dimensions. }];
  let hasCanonicalizer = 1;
}

def MemRef_AllocaOp : AllocLikeOp<"alloca", AutomaticAllocationScopeResource, [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "stack memory allocation operation";
  let description = [{ Allocates a buffer freed when the enclosing allocation scope exits. }];
  let hasCanonicalizer = 1;
}

def MemRef_ReallocOp : MemRef_Op<"realloc"> {
  let summary = "memory reallocation operation";
  let description = [{ Grows or shrinks a 1-D buffer, keeping its contents. }];
  let arguments = (ins MemRefRankOf<[AnyType], [1]>:$source,
                       Optional<Index>:$dynamicResultSize,
                       ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>:$alignment);
  let results = (outs MemRefRankOf<[AnyType], [1]>);
  let assemblyFormat = [{
    $source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def AssumeAlignmentOp : MemRef_Op<"assume_alignment"> {
  let summary = "assertion that gives alignment information to the input memref";
  let description = [{ States that the buffer's start is aligned to `alignment` bytes. }];
  let arguments = (ins AnyMemRef:$memref, ConfinedAttr<I32Attr, [IntPositive]>:$alignment);
  let assemblyFormat = "$memref `,` $alignment attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope", [
    AutomaticAllocationScope, DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    SingleBlockImplicitTerminator<"memref.alloca_scope.return">,
    RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "explicitly delimited scope for stack allocation";
  let description = [{ `memref.alloca` buffers made in its region are freed when it exits. }];
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let hasCustomAssemblyFormat = 1;
  let hasCanonicalizer = 1;
}

def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return", [
    HasParent<"memref.alloca_scope">, Pure, ReturnLike, Terminator]> {
  let summary = "terminator for alloca_scope operation";
  let description = [{ Gives the results of the enclosing `memref.alloca_scope`. }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def MemRef_CastOp : MemRef_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure, SameOperandsAndResultShape, ViewLikeOpInterface]> {
  let summary = "memref cast operation";
  let description = [{ Converts between compatible memref types (static and dynamic sizes, ranked and unranked). }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CopyOp : MemRef_Op<"copy", [SameOperandsElementType, SameOperandsShape]> {
  let summary = "Copies the data from the source to the destination memref.";
  let description = [{ Copies every element of `source` to `target`. }];
  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "the memref to copy from", [MemRead]>:$source,
                       Arg<AnyRankedOrUnrankedMemRef, "the memref to copy to", [MemWrite]>:$target);
  let assemblyFormat = "$source `,` $target attr-dict `:` type($source) `to` type($target)";
  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_DeallocOp : MemRef_Op<"dealloc"> {
  let summary = "memory deallocation operation";
  let description = [{ Frees a buffer made by `memref.alloc`. }];
  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "", [MemFree]>:$memref);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
  let hasFolder = 1;
}

def MemRef_DimOp : MemRef_Op<"dim", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    ConditionallySpeculatable, NoMemoryEffect, ShapedDimOpInterface]> {
  let summary = "dimension index operation";
  let description = [{ The size of dimension `index` of a memref. }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $source `,` $index `:` type($source)";
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_DmaStartOp : MemRef_Op<"dma_start"> {
  let summary = "non-blocking DMA operation that starts a transfer";
  let description = [{
    Starts a copy of `num_elements` elements between buffers, signalling a tag
    buffer; the operands are the source, its indices, the destination, its
    indices, the element count, the tag and its indices, then optionally a
    stride and the number of elements per stride.

    ```mlir
    memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_DmaWaitOp : MemRef_Op<"dma_wait"> {
  let summary = "blocking DMA operation that waits for transfer completion";
  let description = [{ Waits for the transfer signalled on the tag buffer. }];
  let arguments = (ins AnyMemRef:$tagMemRef, Variadic<Index>:$tagIndices, Index:$numElements);
  let assemblyFormat = [{
    $tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_ExtractAlignedPointerAsIndexOp
    : MemRef_Op<"extract_aligned_pointer_as_index", [
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
        Pure, SameVariadicResultSize]> {
  let summary = "Extracts a memref's underlying aligned pointer as an index";
  let description = [{ The aligned base address of a buffer, as an index. }];
  let arguments = (ins AnyStridedMemRef:$source);
  let results = (outs Index:$aligned_pointer);
  let assemblyFormat = "$source `:` type($source) `->` type(results) attr-dict";
}

def MemRef_ExtractStridedMetadataOp : MemRef_Op<"extract_strided_metadata", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure, SameVariadicResultSize]> {
  let summary = "Extracts a buffer base with offset and strides";
  let description = [{ The base buffer, offset, sizes and strides of a strided memref. }];
  let arguments = (ins AnyStridedMemRef:$source);
  let results = (outs AnyStridedMemRefOfRank<0>:$base_buffer, Index:$offset,
                      Variadic<Index>:$sizes, Variadic<Index>:$strides);
  let assemblyFormat = "$source `:` type($source) `->` type(results) attr-dict";
  let hasCanonicalizer = 1;
}

def GenericAtomicRMWOp : MemRef_Op<"generic_atomic_rmw", [
    SingleBlockImplicitTerminator<"memref.atomic_yield">,
    TypesMatchWith<"result type matches element type of memref",
                   "memref", "result", "$_self.element_type()">]> {
  let summary = "atomic read-modify-write operation with a region";
  let description = [{
    Atomically replaces an element by what its region computes from it: the
    region's one argument is the current value, its `memref.atomic_yield` gives
    the new one.

    ```mlir
    %x = memref.generic_atomic_rmw %buf[%i] : memref<10xf32> {
    ^bb0(%old : f32):
      %new = arith.addf %old, %old : f32
      memref.atomic_yield %new : f32
    }
    ```
  }];
  let arguments = (ins MemRefOf<[AnySignlessInteger, AnyFloat]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region AnyRegion:$atomic_body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def AtomicYieldOp : MemRef_Op<"atomic_yield", [
    HasParent<"memref.generic_atomic_rmw">, Pure, Terminator]> {
  let summary = "yield operation for GenericAtomicRMWOp";
  let description = [{ The new value of the element, from the region of `memref.generic_atomic_rmw`. }];
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def MemRef_GetGlobalOp : MemRef_Op<"get_global", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "get the memref pointing to a global variable";
  let description = [{ The buffer of the `memref.global` named `name`. }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$name `:` type($result) attr-dict";
}

def MemRef_GlobalOp : MemRef_Op<"global", [Symbol]> {
  let summary = "declare or define a global memref variable";
  let description = [{
    A global buffer, optionally initialized (or `uninitialized`) and constant.
    Its custom form follows MLIR's format (the type is a static memref type,
    the initial value is written without its tensor type):

    ```
    ($sym_visibility^)? (`constant` $constant^)? $sym_name `:`
    custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict
    ```

    ```mlir
    memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility,
                       MemRefTypeAttr:$type, OptionalAttr<AnyAttr>:$initial_value,
                       UnitAttr:$constant, OptionalAttr<I64Attr>:$alignment);
  // MLIR's format (quoted in the description), hand-written, as the symbol
  // name and the typeless initial value need MLIR's `parseSymbolName` and
  // `printAttributeWithoutType`.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LoadOp : MemRef_Op<"load", [
    TypesMatchWith<"result type matches element type of 'memref'",
                   "memref", "result", "$_self.element_type()">]> {
  let summary = "load operation";
  let description = [{
    Reads the element at `indices` of a buffer.

    ```mlir
    %v = memref.load %buf[%i, %j] : memref<4x?xf32>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_PrefetchOp : MemRef_Op<"prefetch"> {
  let summary = "prefetch operation";
  let description = [{
    A hint to fetch the element at `indices` into the cache, for reading or
    writing, with a locality from 0 (none) to 3 (keep), into the data or
    instruction cache.

    ```mlir
    memref.prefetch %buf[%i], read, locality<3>, data : memref<10xf32>
    ```
  }];
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices, BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_ReinterpretCastOp : MemRef_Op<"reinterpret_cast", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AttrSizedOperandSegments, Pure, OffsetSizeAndStrideOpInterface,
    ViewLikeOpInterface]> {
  let summary = "memref reinterpret cast operation";
  let description = [{ A view of a buffer with the given offset, sizes and strides. }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       Variadic<Index>:$offsets, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source `to` `offset` `` `:`
    custom<DynamicIndexList>($offsets, $static_offsets)
    `` `,` `sizes` `` `:`
    custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides`
    `` `:`
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_RankOp : MemRef_Op<"rank", [Pure]> {
  let summary = "rank operation";
  let description = [{ The rank of a memref. }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let results = (outs Index);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
  let hasFolder = 1;
}

def MemRef_ReshapeOp : MemRef_Op<"reshape", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure, ViewLikeOpInterface]> {
  let summary = "memref reshape operation";
  let description = [{ A view of a buffer with the shape held in the 1-D `shape` buffer. }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       MemRefRankOf<[AnySignlessInteger, Index], [1]>:$shape);
  let results = (outs AnyRankedOrUnrankedMemRef:$result);
  let assemblyFormat = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

class MemRef_ReassociativeReshapeOp<string mnemonic, list<Trait> traits = []>
    : MemRef_Op<mnemonic, !listconcat(traits, [Pure, ViewLikeOpInterface])>,
      Arguments<(ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation)>,
      Results<(outs AnyStridedMemRef:$result)> {
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
  let hasVerifier = 1;
}

def MemRef_ExpandShapeOp : MemRef_ReassociativeReshapeOp<"expand_shape", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "operation to produce a memref with a higher rank.";
  let description = [{ Splits dimensions as the reassociation groups say. }];
  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_CollapseShapeOp : MemRef_ReassociativeReshapeOp<"collapse_shape", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "operation to produce a memref with a smaller rank.";
  let description = [{ Merges dimensions as the reassociation groups say. }];
  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_StoreOp : MemRef_Op<"store", [
    TypesMatchWith<"type of 'value' matches element type of 'memref'",
                   "memref", "value", "$_self.element_type()">]> {
  let summary = "store operation";
  let description = [{
    Writes `value` at `indices` of a buffer.

    ```mlir
    memref.store %v, %buf[%i, %j] : memref<4x?xf32>
    ```
  }];
  let arguments = (ins AnyType:$value,
                       Arg<AnyMemRef, "the reference to store to", [MemWrite]>:$memref,
                       Variadic<Index>:$indices);
  let assemblyFormat = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def SubViewOp : MemRef_Op<"subview", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AttrSizedOperandSegments, OffsetSizeAndStrideOpInterface, Pure]> {
  let summary = "memref subview operation";
  let description = [{
    A strided view of part of a buffer, from offsets, sizes and strides each
    given as integers or SSA values.

    ```mlir
    %v = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    ```
  }];
  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$offsets, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TensorStoreOp : MemRef_Op<"tensor_store", [
    SameOperandsShape, SameOperandsElementType,
    TypesMatchWith<"type of 'value' matches tensor equivalent of 'memref'",
                   "memref", "tensor", "$_self.memref_to_tensor()">]> {
  let summary = "tensor store operation";
  let description = [{ Stores a tensor's contents into a buffer of the same shape. }];
  let arguments = (ins AnyTensor:$tensor,
                       Arg<AnyRankedOrUnrankedMemRef, "the reference to store to", [MemWrite]>:$memref);
  let assemblyFormat = "$tensor `,` $memref attr-dict `:` type($memref)";
}

def MemRef_TransposeOp : MemRef_Op<"transpose", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]>,
    Arguments<(ins AnyStridedMemRef:$in, AffineMapAttr:$permutation)>,
    Results<(outs AnyStridedMemRef)> {
  let summary = "`transpose` produces a new strided memref (metadata-only)";
  let description = [{
    A view of a buffer with its dimensions permuted by `permutation`; the
    result's strided layout is the source's, permuted.

    ```mlir
    %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    ```
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_ViewOp : MemRef_Op<"view", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]> {
  let summary = "memref view operation";
  let description = [{ A typed view of a 1-D byte buffer at a byte offset. }];
  let arguments = (ins MemRefRankOf<[I8], [1]>:$source, Index:$byte_shift,
                       Variadic<Index>:$sizes);
  let results = (outs AnyMemRef);
  let assemblyFormat = [{
    $source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def AtomicRMWOp : MemRef_Op<"atomic_rmw", [
    AllTypesMatch<["value", "result"]>,
    TypesMatchWith<"value type matches element type of memref",
                   "memref", "value", "$_self.element_type()">]> {
  let summary = "atomic read-modify-write operation";
  let description = [{ Atomically combines `value` into an element by `kind`; the result is the old element. }];
  let arguments = (ins AtomicRMWKindAttr:$kind,
                       AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$value,
                       MemRefOf<[AnySignlessInteger, AnyFloat]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let assemblyFormat = [{
    $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
    type($memref) `)` `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}
