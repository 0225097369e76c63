//===- tensor.td - the tensor dialect -----------------------------------===//
//
// Tensor creation and manipulation, with MLIR 16's `tensor` ops and their
// assembly formats. Hand-written Rust (`src/dialects/tensor.rs`): result
// names and the verifiers MLIR writes in C++ (`hasVerifier = 1`,
// `hasRegionVerifier = 1`).
//
//===----------------------------------------------------------------------===//

include "base/OpBase.td"

def Tensor_Dialect : Dialect {
  let name = "tensor";
  let summary = "The tensor dialect";
  let description = [{
    The `tensor` dialect holds the core ops that create and manipulate
    tensors (values of the builtin `tensor` type): casts, element and slice
    extraction and insertion, reshapes, padding, gathers and scatters, and
    packing.
  }];
}

class Tensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tensor_Dialect, mnemonic, traits>;

def Tensor_CastOp : Tensor_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure]> {
  let summary = "tensor cast operation";
  let description = [{
    Converts a tensor to a tensor type with the same element type and a
    compatible shape (static and dynamic sizes, ranked and unranked).

    ```mlir
    %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<4x?xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$source);
  let results = (outs AnyTensor:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_DimOp : Tensor_Op<"dim", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    ConditionallySpeculatable, NoMemoryEffect, ShapedDimOpInterface]> {
  let summary = "dimension index operation";
  let description = [{
    The size of dimension `index` of a tensor.

    ```mlir
    %d = tensor.dim %t, %c1 : tensor<4x?xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $source `,` $index `:` type($source)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_EmptyOp : Tensor_Op<"empty", [Pure]> {
  let summary = "empty tensor operation";
  let description = [{
    A tensor of the given shape whose contents are unspecified; the operands
    are its dynamic sizes.

    ```mlir
    %0 = tensor.empty(%sz) : tensor<5x?x6xf32>
    ```
  }];
  let arguments = (ins Variadic<Index>:$dynamicSizes);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "`(`$dynamicSizes`)` attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Tensor_ExtractOp : Tensor_Op<"extract", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure,
    TypesMatchWith<"result type matches element type of tensor",
                   "tensor", "result", "$_self.element_type()">]> {
  let summary = "element extraction operation";
  let description = [{
    Reads the element at `indices` of a ranked tensor.

    ```mlir
    %4 = tensor.extract %t[%1, %2] : tensor<4x4xi32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$tensor, Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$tensor `[` $indices `]` attr-dict `:` type($tensor)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_ExtractSliceOp : Tensor_Op<"extract_slice", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AttrSizedOperandSegments, Pure, OffsetSizeAndStrideOpInterface]> {
  let summary = "extract slice operation";
  let description = [{
    A slice of a ranked tensor, from offsets, sizes and strides each given as
    integers or SSA values; the result may drop dimensions of size 1.

    ```mlir
    %1 = tensor.extract_slice %0[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       Variadic<Index>:$offsets, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyRankedTensor:$result);
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

def Tensor_FromElementsOp : Tensor_Op<"from_elements", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure,
    TypesMatchWith<"operand types match result element type",
                   "result", "elements",
                   "vec![$_self.element_type().ty; $_self.shape().map_or(0, |s| s.iter().product::<i64>().max(0) as usize)]">]> {
  let summary = "tensor from elements operation.";
  let description = [{
    A statically shaped tensor made of its operands, in row-major order.

    ```mlir
    %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xindex>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$elements attr-dict `:` type($result)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_GatherOp : Tensor_Op<"gather", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]> {
  let summary = "gather a subset of a tensor at specified indices";
  let description = [{
    Gathers slices of `source` at the coordinates held in the last dimension
    of `indices`, along `gather_dims`.

    ```mlir
    %out = tensor.gather %source[%indices] gather_dims([1, 2]) unique :
      (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$gather_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]`
      `gather_dims` `(` $gather_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Tensor_GenerateOp : Tensor_Op<"generate", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"tensor.yield">]> {
  let summary = "Creates a dynamically sized tensor from elements";
  let description = [{
    A tensor whose elements the region computes from their indices; the
    operands are the dynamic extents.

    ```mlir
    %tnsr = tensor.generate %m, %n {
    ^bb0(%i : index, %j : index, %k : index):
      ...
      tensor.yield %elem : f32
    } : tensor<?x3x?f32>
    ```
  }];
  let arguments = (ins Variadic<Index>:$dynamicExtents);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$dynamicExtents $body attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
}

def Tensor_InsertOp : Tensor_Op<"insert", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DestinationStyleOpInterface, Pure,
    TypesMatchWith<"result type matches type of dest",
                   "dest", "result", "$_self.ty">,
    TypesMatchWith<"scalar type matches element type of dest",
                   "dest", "scalar", "$_self.element_type()">]> {
  let summary = "element insertion operation";
  let description = [{
    The `dest` tensor with the element at `indices` replaced by `scalar`.

    ```mlir
    %4 = tensor.insert %t into %dest[%1, %2] : tensor<4x4xi32>
    ```
  }];
  let arguments = (ins AnyType:$scalar, AnyRankedTensor:$dest,
                       Variadic<Index>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_InsertSliceOp : Tensor_Op<"insert_slice", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AttrSizedOperandSegments, DestinationStyleOpInterface, Pure,
    OffsetSizeAndStrideOpInterface,
    TypesMatchWith<"expected result type to match dest type",
                   "dest", "result", "$_self.ty">]> {
  let summary = "insert_slice operation";
  let description = [{
    The `dest` tensor with the slice given by offsets, sizes and strides
    replaced by `source` (which may have dropped dimensions of size 1).

    ```mlir
    %1 = tensor.insert_slice %t into %0[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       Variadic<Index>:$offsets, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_RankOp : Tensor_Op<"rank", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]> {
  let summary = "rank operation";
  let description = [{ The rank of a tensor. }];
  let arguments = (ins AnyTensor:$tensor);
  let results = (outs Index);
  let assemblyFormat = "$tensor attr-dict `:` type($tensor)";
  let hasFolder = 1;
}

def Tensor_ReshapeOp : Tensor_Op<"reshape", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]> {
  let summary = "tensor reshape operation";
  let description = [{
    A tensor with the elements of `source` and the shape held in the 1-D
    `shape` tensor.

    ```mlir
    %dst = tensor.reshape %src(%shape) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$source,
                       TensorRankOf<[AnySignlessInteger, Index], [1]>:$shape);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

class Tensor_ReassociativeReshapeOp<string mnemonic, list<Trait> traits = []>
    : Tensor_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure])>,
      Arguments<(ins AnyTensor:$src, IndexListArrayAttr:$reassociation)>,
      Results<(outs AnyTensor:$result)> {
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_ExpandShapeOp : Tensor_ReassociativeReshapeOp<"expand_shape"> {
  let summary = "operation to produce a tensor with a higher rank";
  let description = [{
    Splits dimensions as the reassociation groups say.

    ```mlir
    %b = tensor.expand_shape %a [[0, 1], [2]] : tensor<?x?xf32> into tensor<?x5x?xf32>
    ```
  }];
}

def Tensor_CollapseShapeOp : Tensor_ReassociativeReshapeOp<"collapse_shape"> {
  let summary = "operation to produce a tensor with a smaller rank";
  let description = [{
    Merges dimensions as the reassociation groups say.

    ```mlir
    %b = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    ```
  }];
}

def Tensor_PadOp : Tensor_Op<"pad", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AttrSizedOperandSegments, Pure,
    SingleBlockImplicitTerminator<"tensor.yield">]> {
  let summary = "tensor pad operation";
  let description = [{
    Pads a tensor with `low` and `high` amounts per dimension; the region
    gives the padding value from the indices.

    ```mlir
    %pad_value = ... : f32
    %0 = tensor.pad %0 low[1, 2] high[2, 3] {
    ^bb0(%arg0 : index, %arg1 : index):
      tensor.yield %pad_value : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$source,
                       Variadic<Index>:$low, Variadic<Index>:$high,
                       DenseI64ArrayAttr:$static_low,
                       DenseI64ArrayAttr:$static_high,
                       UnitAttr:$nofold);
  let regions = (region SizedRegion<1>:$region);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $source
    (`nofold` $nofold^)?
    `low` `` custom<DynamicIndexList>($low, $static_low)
    `high` `` custom<DynamicIndexList>($high, $static_high)
    $region attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tensor_ParallelInsertSliceOp : Tensor_Op<"parallel_insert_slice", [
    AttrSizedOperandSegments, OffsetSizeAndStrideOpInterface]> {
  let summary = [{
    Specify the tensor slice update of a single thread of a parent
    ParallelCombiningOpInterface op.
  }];
  let description = [{
    The slice of `dest` one thread of the parent op (such as
    `scf.foreach_thread.perform_concurrently`) writes `source` into.

    ```mlir
    tensor.parallel_insert_slice %1 into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       Variadic<Index>:$offsets, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Tensor_ScatterOp : Tensor_Op<"scatter", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>, Pure]> {
  let summary = "scatter a tensor into a destination tensor at specified indices";
  let description = [{
    Writes slices of `source` into `dest` at the coordinates held in the last
    dimension of `indices`, along `scatter_dims`.

    ```mlir
    %out = tensor.scatter %source into %dest[%indices] scatter_dims([1, 2]) unique :
      (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x2xindex>) -> tensor<4x4x4xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$scatter_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest `[` $indices `]`
      `scatter_dims` `(` $scatter_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Tensor_SplatOp : Tensor_Op<"splat", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    Pure,
    TypesMatchWith<"operand type matches element type of result",
                   "aggregate", "input", "$_self.element_type()">]> {
  let summary = "tensor splat or broadcast operation";
  let description = [{
    A statically shaped tensor whose elements are all `input`.

    ```mlir
    %t = tensor.splat %s : tensor<8x16xi32>
    ```
  }];
  let arguments = (ins AnyTypeOf<[AnySignlessInteger, Index, AnyFloat],
                                 "integer/index/float type">:$input);
  let results = (outs AnyStaticShapeTensor:$aggregate);
  let assemblyFormat = "$input attr-dict `:` type($aggregate)";
  let hasFolder = 1;
}

class Tensor_RelayoutOp<string mnemonic, list<Trait> traits = []>
    : Tensor_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
        ConditionallySpeculatable, DestinationStyleOpInterface, NoMemoryEffect,
        TypesMatchWith<"result type matches type of dest",
                       "dest", "result", "$_self.ty">])> {
  let hasVerifier = 1;
}

def Tensor_PackOp : Tensor_RelayoutOp<"pack", [AttrSizedOperandSegments]> {
  let summary = "tensor pack operation";
  let description = [{
    Converts a tensor to a higher-rank tensor with a tiled and packed layout:
    `inner_dims_pos` are the tiled dimensions, `inner_tiles` their tile
    sizes, `outer_dims_perm` an optional permutation of the outer
    dimensions, and `padding_value` fills incomplete tiles.

    ```mlir
    %0 = tensor.pack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       Optional<AnyType>:$padding_value,
                       OptionalAttr<DenseI64ArrayAttr>:$outer_dims_perm,
                       DenseI64ArrayAttr:$inner_dims_pos,
                       Variadic<Index>:$inner_tiles,
                       DenseI64ArrayAttr:$static_inner_tiles);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source
    (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)?
    (`outer_dims_perm` `=` $outer_dims_perm^)?
    `inner_dims_pos` `=` $inner_dims_pos
    `inner_tiles` `=`
    custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)
    `into` $dest attr-dict `:` type($source) `->` type($dest)
  }];
  let hasCanonicalizeMethod = 1;
}

def Tensor_UnPackOp : Tensor_RelayoutOp<"unpack"> {
  let summary = "tensor unpack operation";
  let description = [{
    The inverse of `tensor.pack`: converts a packed tensor back to a tensor
    of lower rank.

    ```mlir
    %0 = tensor.unpack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       OptionalAttr<DenseI64ArrayAttr>:$outer_dims_perm,
                       DenseI64ArrayAttr:$inner_dims_pos,
                       Variadic<Index>:$inner_tiles,
                       DenseI64ArrayAttr:$static_inner_tiles);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source
    (`outer_dims_perm` `=` $outer_dims_perm^)?
    `inner_dims_pos` `=` $inner_dims_pos
    `inner_tiles` `=`
    custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)
    `into` $dest attr-dict `:` type($source) `->` type($dest)
  }];
  let hasCanonicalizeMethod = 1;
}

def Tensor_YieldOp : Tensor_Op<"yield", [
    Pure, ReturnLike, Terminator,
    ParentOneOf<["tensor.generate", "tensor.pad"]>]> {
  let summary = "Yield a value from a region";
  let description = [{
    Gives the element value computed by the region of `tensor.generate` or
    `tensor.pad`.
  }];
  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}
