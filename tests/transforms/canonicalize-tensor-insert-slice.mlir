// tensor.insert_slice's patterns (InsertSliceOpConstantArgumentFolder, InsertSliceOpCastFolder)
// and tensor.cast's TensorCastExtractSlice against mlir-opt 16, with the cases where they
// do not fire.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @insert_slice_constants(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %cast into %arg1[0, %arg2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   %inserted_slice_0 = tensor.insert_slice %arg0 into %arg1[%arg2, 0] [%arg2, %arg2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:   return %inserted_slice, %inserted_slice_0 : tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_rank_reduced(%arg0: tensor<?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 1] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_cast(%arg0: tensor<2x4xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<?x4xf32>, %arg3: index, %arg4: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg3, %arg3] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   %cast_0 = tensor.cast %inserted_slice : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %inserted_slice_1 = tensor.insert_slice %cast into %arg1[%arg3, %arg3] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   %inserted_slice_2 = tensor.insert_slice %arg2 into %arg1[%arg3, %arg3] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   %cast_3 = tensor.cast %inserted_slice_2 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %inserted_slice_4 = tensor.insert_slice %arg2 into %arg1[%arg3, %arg3] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:   %cast_5 = tensor.cast %inserted_slice_4 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:   return %cast_0, %inserted_slice_1, %cast_3, %cast_5 : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_extract_slice(%arg0: tensor<128x512xf32>, %arg1: index, %arg2: index) -> (tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>, tensor<16x?xf32>, tensor<4x?xf32>) {
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT:   %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 0] [1, 16] [1, 1] : tensor<128x512xf32> to tensor<16xf32>
// CHECK-NEXT:   %extracted_slice_1 = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
// CHECK-NEXT:   %extracted_slice_2 = tensor.extract_slice %arg0[%arg1, 0] [16, %arg2] [1, 1] : tensor<128x512xf32> to tensor<16x?xf32>
// CHECK-NEXT:   %extracted_slice_3 = tensor.extract_slice %arg0[%arg1, 0] [4, 8] [1, 1] : tensor<128x512xf32> to tensor<4x8xf32>
// CHECK-NEXT:   %cast = tensor.cast %extracted_slice_3 : tensor<4x8xf32> to tensor<4x?xf32>
// CHECK-NEXT:   return %extracted_slice, %extracted_slice_0, %extracted_slice_1, %extracted_slice_2, %cast : tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>, tensor<16x?xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_extract_slice_rank_reduced(%arg0: tensor<8x1x?xf32>, %arg1: index, %arg2: index) -> tensor<1x4xf32> {
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[0, 0, %arg1] [1, 1, 4] [1, 1, 1] : tensor<8x1x?xf32> to tensor<1x4xf32>
// CHECK-NEXT:   return %extracted_slice : tensor<1x4xf32>
// CHECK-NEXT: }

func.func @insert_slice_constants(%s: tensor<?x?xf32>, %d: tensor<8x8xf32>, %o: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %s into %d[%c0, %o] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %s into %d[%o, %c0] [%o, %o] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

func.func @insert_slice_rank_reduced(%s: tensor<?xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %s into %d[%o, %c1] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @insert_slice_cast(%s: tensor<2x4xf32>, %d: tensor<8x8xf32>, %e: tensor<?x4xf32>, %o: index, %n: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.cast %s : tensor<2x4xf32> to tensor<?x4xf32>
  %1 = tensor.cast %d : tensor<8x8xf32> to tensor<?x?xf32>
  %2 = tensor.insert_slice %s into %1[%o, %o] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
  %3 = tensor.insert_slice %0 into %d[%o, %o] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
  %4 = tensor.insert_slice %e into %1[%o, %o] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  %5 = tensor.cast %d : tensor<8x8xf32> to tensor<8x?xf32>
  %6 = tensor.cast %5 : tensor<8x?xf32> to tensor<?x?xf32>
  %7 = tensor.insert_slice %e into %6[%o, %o] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return %2, %3, %4, %7 : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @cast_extract_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> (tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>, tensor<16x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  %2 = tensor.extract_slice %t[%o, 0] [1, %s] [1, 1] : tensor<128x512xf32> to tensor<?xf32>
  %3 = tensor.cast %2 : tensor<?xf32> to tensor<16xf32>
  %4 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %5 = tensor.cast %4 : tensor<?x512xf32> to tensor<?x512xf32>
  %6 = tensor.extract_slice %t[%o, 0] [%s, %s] [1, 1] : tensor<128x512xf32> to tensor<?x?xf32>
  %7 = tensor.cast %6 : tensor<?x?xf32> to tensor<16x?xf32>
  %8 = tensor.extract_slice %t[%o, 0] [4, 8] [1, 1] : tensor<128x512xf32> to tensor<4x8xf32>
  %9 = tensor.cast %8 : tensor<4x8xf32> to tensor<4x?xf32>
  return %1, %3, %5, %7, %9 : tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>, tensor<16x?xf32>, tensor<4x?xf32>
}

func.func @cast_extract_slice_rank_reduced(%t: tensor<8x1x?xf32>, %o: index, %s: index) -> tensor<1x4xf32> {
  %0 = tensor.extract_slice %t[0, 0, %o] [1, 1, %s] [1, 1, 1] : tensor<8x1x?xf32> to tensor<1x?xf32>
  %1 = tensor.cast %0 : tensor<1x?xf32> to tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}
