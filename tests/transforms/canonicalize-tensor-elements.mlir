// The folds and patterns of tensor's element ops against mlir-opt 16: tensor.extract's
// fold (splat constants, dense constants at valid indices, tensor.from_elements at the
// flat position MLIR computes), ExtractFromTensorCast, ExtractElementFromIndexCast,
// tensor.from_elements's fold, tensor.insert's fold, tensor.splat's fold, tensor.rank's
// fold, StaticTensorGenerate and ExtractFromTensorGenerate, and their non-firing cases.
// Also index, i1, bf16 and f16 elements, and a splat's extract at dynamic indices.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @extract_constants(%arg0: index) -> (f32, i32, i32, i32, i32, ui8, f64) {
// CHECK-NEXT:   %cst = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant dense<[200, 255]> : tensor<2xui8>
// CHECK-NEXT:   %cst_2 = arith.constant dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %extracted = tensor.extract %cst_2[%c1, %c-1] : tensor<2x2xi32>
// CHECK-NEXT:   %extracted_3 = tensor.extract %cst_2[%c5, %c0] : tensor<2x2xi32>
// CHECK-NEXT:   %extracted_4 = tensor.extract %cst_2[%arg0, %c0] : tensor<2x2xi32>
// CHECK-NEXT:   %extracted_5 = tensor.extract %cst_1[%c1] : tensor<2xui8>
// CHECK-NEXT:   return %cst_0, %c3_i32, %extracted, %extracted_3, %extracted_4, %extracted_5, %cst : f32, i32, i32, i32, i32, ui8, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: index) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %from_elements = tensor.from_elements %arg0, %arg1, %arg2, %arg0, %arg1, %arg2 : tensor<2x3xf32>
// CHECK-NEXT:   %extracted = tensor.extract %from_elements[%arg3, %c0] : tensor<2x3xf32>
// CHECK-NEXT:   return %arg1, %arg0, %arg1, %arg1, %extracted, %arg2 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_constants() -> (tensor<3xi32>, tensor<2x2xf32>, tensor<2xindex>, tensor<0xi8>, tensor<2xi1>) {
// CHECK-NEXT:   %cst = arith.constant dense<true> : tensor<2xi1>
// CHECK-NEXT:   %cst_0 = arith.constant dense<> : tensor<0xi8>
// CHECK-NEXT:   %cst_1 = arith.constant dense<7> : tensor<2xindex>
// CHECK-NEXT:   %cst_2 = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[1, -2, 1]> : tensor<3xi32>
// CHECK-NEXT:   return %cst_3, %cst_2, %cst_1, %cst_0, %cst : tensor<3xi32>, tensor<2x2xf32>, tensor<2xindex>, tensor<0xi8>, tensor<2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_not_constant(%arg0: i32) -> tensor<2xi32> {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %from_elements = tensor.from_elements %c1_i32, %arg0 : tensor<2xi32>
// CHECK-NEXT:   return %from_elements : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_cast(%arg0: tensor<?xi32>, %arg1: tensor<*xi32>, %arg2: index) -> (i32, i32) {
// CHECK-NEXT:   %extracted = tensor.extract %arg0[%arg2] : tensor<?xi32>
// CHECK-NEXT:   %cast = tensor.cast %arg1 : tensor<*xi32> to tensor<4xi32>
// CHECK-NEXT:   %extracted_0 = tensor.extract %cast[%arg2] : tensor<4xi32>
// CHECK-NEXT:   return %extracted, %extracted_0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_index_cast(%arg0: tensor<4xi32>, %arg1: index) -> (index, i64) {
// CHECK-NEXT:   %cst = arith.constant dense<[5, 6]> : tensor<2xindex>
// CHECK-NEXT:   %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT:   %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT:   %extracted_0 = tensor.extract %cst[%arg1] : tensor<2xindex>
// CHECK-NEXT:   %1 = arith.index_cast %extracted_0 : index to i64
// CHECK-NEXT:   return %0, %1 : index, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert(%arg0: f32, %arg1: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:   %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %inserted = tensor.insert %cst_0 into %cst[%arg1] : tensor<4xf32>
// CHECK-NEXT:   %inserted_1 = tensor.insert %arg0 into %cst[%arg1] : tensor<4xf32>
// CHECK-NEXT:   return %cst, %inserted, %inserted_1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat(%arg0: f32) -> (tensor<2x3xf32>, tensor<4xindex>, tensor<2xi8>, tensor<2xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<-1> : tensor<2xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<9> : tensor<4xindex>
// CHECK-NEXT:   %cst_1 = arith.constant dense<3.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT:   %splat = tensor.splat %arg0 : tensor<2xf32>
// CHECK-NEXT:   return %cst_1, %cst_0, %cst, %splat : tensor<2x3xf32>, tensor<4xindex>, tensor<2xi8>, tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank(%arg0: tensor<?x4xf32>, %arg1: tensor<*xf32>) -> (index, index) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT:   return %c2, %rank : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generate(%arg0: index, %arg1: index, %arg2: index) -> (tensor<?x3x?xindex>, index, f32) {
// CHECK-NEXT:   %generated = tensor.generate %arg0 {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT:     %2 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT:     tensor.yield %2 : index
// CHECK-NEXT:   } : tensor<?x3x5xindex>
// CHECK-NEXT:   %cast = tensor.cast %generated : tensor<?x3x5xindex> to tensor<?x3x?xindex>
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %1 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:   return %cast, %0, %1 : tensor<?x3x?xindex>, index, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generate_static(%arg0: index) -> tensor<?x?xi32> {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %generated = tensor.generate  {
// CHECK-NEXT:   ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT:     tensor.yield %c1_i32 : i32
// CHECK-NEXT:   } : tensor<5x6xi32>
// CHECK-NEXT:   %cast = tensor.cast %generated : tensor<5x6xi32> to tensor<?x?xi32>
// CHECK-NEXT:   return %cast : tensor<?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge(%arg0: index) -> (index, i1, tensor<2xindex>, bf16, tensor<3xf16>, i64) {
// CHECK-NEXT:   %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT:   %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 1.000000e+00]> : tensor<3xf16>
// CHECK-NEXT:   %cst_0 = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %cst_1 = arith.constant dense<[4, 5]> : tensor<2xindex>
// CHECK-NEXT:   %inserted = tensor.insert %c5 into %cst_1[%arg0] : tensor<2xindex>
// CHECK-NEXT:   return %c5, %false, %inserted, %cst_0, %cst, %c-7_i64 : index, i1, tensor<2xindex>, bf16, tensor<3xf16>, i64
// CHECK-NEXT: }

func.func @extract_constants(%i: index) -> (f32, i32, i32, i32, i32, ui8, f64) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cm = arith.constant -1 : index
  %c5 = arith.constant 5 : index
  %s = arith.constant dense<2.5> : tensor<4x5xf32>
  %a = tensor.extract %s[%i, %c1] : tensor<4x5xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = tensor.extract %d[%c1, %c0] : tensor<2x2xi32>
  %e = tensor.extract %d[%c1, %cm] : tensor<2x2xi32>
  %f = tensor.extract %d[%c5, %c0] : tensor<2x2xi32>
  %g = tensor.extract %d[%i, %c0] : tensor<2x2xi32>
  %u = arith.constant dense<[200, 255]> : tensor<2xui8>
  %h = tensor.extract %u[%c1] : tensor<2xui8>
  %fl = arith.constant dense<[1.5, -0.0]> : tensor<2xf64>
  %k = tensor.extract %fl[%c1] : tensor<2xf64>
  return %a, %b, %e, %f, %g, %h, %k : f32, i32, i32, i32, i32, ui8, f64
}

func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %i: index) -> (f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cm = arith.constant -1 : index
  %t = tensor.from_elements %a, %b, %c, %a, %b, %c : tensor<2x3xf32>
  %0 = tensor.extract %t[%c1, %c2] : tensor<2x3xf32>
  %1 = tensor.extract %t[%c0, %c3] : tensor<2x3xf32>
  %2 = tensor.extract %t[%c2, %c0] : tensor<2x3xf32>
  %3 = tensor.extract %t[%c1, %cm] : tensor<2x3xf32>
  %4 = tensor.extract %t[%i, %c0] : tensor<2x3xf32>
  %z = tensor.from_elements %c : tensor<f32>
  %5 = tensor.extract %z[] : tensor<f32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

func.func @from_elements_constants() -> (tensor<3xi32>, tensor<2x2xf32>, tensor<2xindex>, tensor<0xi8>, tensor<2xi1>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant -2 : i32
  %f = arith.constant 1.5 : f32
  %i = arith.constant 7 : index
  %t = arith.constant true
  %0 = tensor.from_elements %c1, %c2, %c1 : tensor<3xi32>
  %1 = tensor.from_elements %f, %f, %f, %f : tensor<2x2xf32>
  %2 = tensor.from_elements %i, %i : tensor<2xindex>
  %3 = tensor.from_elements : tensor<0xi8>
  %4 = tensor.from_elements %t, %t : tensor<2xi1>
  return %0, %1, %2, %3, %4 : tensor<3xi32>, tensor<2x2xf32>, tensor<2xindex>, tensor<0xi8>, tensor<2xi1>
}

func.func @from_elements_not_constant(%a: i32) -> tensor<2xi32> {
  %c1 = arith.constant 1 : i32
  %0 = tensor.from_elements %c1, %a : tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @extract_cast(%t: tensor<?xi32>, %u: tensor<*xi32>, %i: index) -> (i32, i32) {
  %0 = tensor.cast %t : tensor<?xi32> to tensor<4xi32>
  %1 = tensor.extract %0[%i] : tensor<4xi32>
  %2 = tensor.cast %u : tensor<*xi32> to tensor<4xi32>
  %3 = tensor.extract %2[%i] : tensor<4xi32>
  return %1, %3 : i32, i32
}

func.func @extract_index_cast(%t: tensor<4xi32>, %i: index) -> (index, i64) {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = tensor.extract %0[%i] : tensor<4xindex>
  %c = arith.constant dense<[5, 6]> : tensor<2xindex>
  %2 = arith.index_cast %c : tensor<2xindex> to tensor<2xi64>
  %3 = tensor.extract %2[%i] : tensor<2xi64>
  return %1, %3 : index, i64
}

func.func @insert(%x: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %s = arith.constant dense<1.0> : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = tensor.insert %one into %s[%i] : tensor<4xf32>
  %1 = tensor.insert %two into %s[%i] : tensor<4xf32>
  %2 = tensor.insert %x into %s[%i] : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @splat(%x: f32) -> (tensor<2x3xf32>, tensor<4xindex>, tensor<2xi8>, tensor<2xf32>) {
  %f = arith.constant 3.0 : f32
  %i = arith.constant 9 : index
  %b = arith.constant -1 : i8
  %0 = tensor.splat %f : tensor<2x3xf32>
  %1 = tensor.splat %i : tensor<4xindex>
  %2 = tensor.splat %b : tensor<2xi8>
  %3 = tensor.splat %x : tensor<2xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<4xindex>, tensor<2xi8>, tensor<2xf32>
}

func.func @rank(%t: tensor<?x4xf32>, %u: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %t : tensor<?x4xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  return %0, %1 : index, index
}

func.func @generate(%n: index, %i: index, %j: index) -> (tensor<?x3x?xindex>, index, f32) {
  %c5 = arith.constant 5 : index
  %0 = tensor.generate %n, %c5 {
  ^bb0(%a: index, %b: index, %c: index):
    %s = arith.addi %a, %c : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  %1 = tensor.extract %0[%i, %j, %i] : tensor<?x3x?xindex>
  %m = memref.alloc() : memref<4xf32>
  %2 = tensor.generate %n {
  ^bb0(%a: index):
    %v = memref.load %m[%a] : memref<4xf32>
    tensor.yield %v : f32
  } : tensor<?xf32>
  %3 = tensor.extract %2[%i] : tensor<?xf32>
  return %0, %1, %3 : tensor<?x3x?xindex>, index, f32
}

func.func @generate_static(%n: index) -> tensor<?x?xi32> {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.generate %c5, %c6 {
  ^bb0(%a: index, %b: index):
    %x = arith.constant 1 : i32
    tensor.yield %x : i32
  } : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @edge(%i: index) -> (index, i1, tensor<2xindex>, bf16, tensor<3xf16>, i64) {
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[4, 5]> : tensor<2xindex>
  %0 = tensor.extract %d[%c1] : tensor<2xindex>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %1 = tensor.extract %b[%c1] : tensor<2xi1>
  %2 = tensor.insert %0 into %d[%i] : tensor<2xindex>
  %h = arith.constant dense<[1.5, 2.5]> : tensor<2xbf16>
  %3 = tensor.extract %h[%c1] : tensor<2xbf16>
  %x = arith.constant 1.0 : f16
  %y = arith.constant 2.0 : f16
  %4 = tensor.from_elements %x, %y, %x : tensor<3xf16>
  %m = arith.constant -7 : i64
  %s = tensor.splat %m : tensor<2x2xi64>
  %5 = tensor.extract %s[%c1, %i] : tensor<2x2xi64>
  return %0, %1, %2, %3, %4, %5 : index, i1, tensor<2xindex>, bf16, tensor<3xf16>, i64
}
