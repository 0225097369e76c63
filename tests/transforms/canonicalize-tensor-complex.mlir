// Folds of tensor ops on complex elements against mlir-opt 16: tensor.extract of a complex
// splat or of a dense complex constant at constant indices is a complex.constant (float
// parts; integer parts are not materialized and stay), tensor.insert of a complex splat's
// own value is the splat, tensor.extract_slice of a complex splat is a splat.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @extract_splat(%arg0: index) -> complex<f32> {
// CHECK-NEXT:   %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:   return %cst : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_dense() -> (complex<f32>, complex<i32>, complex<f64>) {
// CHECK-NEXT:   %cst = complex.constant [7.000000e+00, 8.000000e+00] : complex<f64>
// CHECK-NEXT:   %cst_0 = complex.constant [3.000000e+00 : f32, -4.500000e+00 : f32] : complex<f32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %extracted = tensor.extract %cst_1[%c1] : tensor<2xcomplex<i32>>
// CHECK-NEXT:   return %cst_0, %extracted, %cst : complex<f32>, complex<i32>, complex<f64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_nan(%arg0: index) -> (complex<f64>, complex<f16>, complex<bf16>, complex<f64>) {
// CHECK-NEXT:   %cst = complex.constant [3.000000e+00 : bf16, 5.000000e-01 : bf16] : complex<bf16>
// CHECK-NEXT:   %cst_0 = complex.constant [0x7C00 : f16, 9.997550e-02 : f16] : complex<f16>
// CHECK-NEXT:   %cst_1 = complex.constant [0x7FF8000000000000, -0.000000e+00] : complex<f64>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_2 = arith.constant dense<{{\[\[}}(1.000000e+00,2.000000e+00), (0x7FF8000000000000,-0.000000e+00)], [(5.000000e+00,6.000000e+00), (7.000000e+00,8.000000e+00)]]> : tensor<2x2xcomplex<f64>>
// CHECK-NEXT:   %extracted = tensor.extract %cst_2[%arg0, %c0] : tensor<2x2xcomplex<f64>>
// CHECK-NEXT:   return %cst_1, %cst_0, %cst, %extracted : complex<f64>, complex<f16>, complex<bf16>, complex<f64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_out_of_bounds() -> complex<f32> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %cst = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.500000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT:   %extracted = tensor.extract %cst[%c2] : tensor<2xcomplex<f32>>
// CHECK-NEXT:   return %extracted : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_int_splat(%arg0: index) -> complex<i8> {
// CHECK-NEXT:   %cst = arith.constant dense<(1,-2)> : tensor<4xcomplex<i8>>
// CHECK-NEXT:   %extracted = tensor.extract %cst[%arg0] : tensor<4xcomplex<i8>>
// CHECK-NEXT:   return %extracted : complex<i8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_splat(%arg0: index) -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) {
// CHECK-NEXT:   %cst = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f64>>
// CHECK-NEXT:   %cst_0 = complex.constant [2.000000e+00, 1.000000e+00] : complex<f64>
// CHECK-NEXT:   %inserted = tensor.insert %cst_0 into %cst[%arg0] : tensor<2xcomplex<f64>>
// CHECK-NEXT:   return %cst, %inserted : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_splat() -> tensor<1xcomplex<f64>> {
// CHECK-NEXT:   %cst = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f64>>
// CHECK-NEXT:   return %cst : tensor<1xcomplex<f64>>
// CHECK-NEXT: }

func.func @extract_splat(%i: index) -> complex<f32> {
  %t = arith.constant dense<(1.0, 2.0)> : tensor<4xcomplex<f32>>
  %e = tensor.extract %t[%i] : tensor<4xcomplex<f32>>
  return %e : complex<f32>
}
func.func @extract_dense() -> (complex<f32>, complex<i32>, complex<f64>) {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[(1.0, 2.0), (3.0, -4.5)]> : tensor<2xcomplex<f32>>
  %e = tensor.extract %t[%c1] : tensor<2xcomplex<f32>>
  %u = arith.constant dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>
  %f = tensor.extract %u[%c1] : tensor<2xcomplex<i32>>
  %v = arith.constant dense<[[(1.0, 2.0), (0x7FF8000000000000, -0.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f64>>
  %g = tensor.extract %v[%c1, %c1] : tensor<2x2xcomplex<f64>>
  return %e, %f, %g : complex<f32>, complex<i32>, complex<f64>
}
func.func @extract_nan(%i: index) -> (complex<f64>, complex<f16>, complex<bf16>, complex<f64>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[[(1.0, 2.0), (0x7FF8000000000000, -0.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f64>>
  %c1 = arith.constant 1 : index
  %g = tensor.extract %v[%c0, %c1] : tensor<2x2xcomplex<f64>>
  %h = arith.constant dense<[(1.5, -2.0), (0x7C00, 0.1)]> : tensor<2xcomplex<f16>>
  %x = tensor.extract %h[%c1] : tensor<2xcomplex<f16>>
  %b = arith.constant dense<(3.0, 0.5)> : tensor<2x3xcomplex<bf16>>
  %y = tensor.extract %b[%i, %c0] : tensor<2x3xcomplex<bf16>>
  %z = tensor.extract %v[%i, %c0] : tensor<2x2xcomplex<f64>>
  return %g, %x, %y, %z : complex<f64>, complex<f16>, complex<bf16>, complex<f64>
}
func.func @extract_out_of_bounds() -> complex<f32> {
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[(1.0, 2.0), (3.0, -4.5)]> : tensor<2xcomplex<f32>>
  %e = tensor.extract %t[%c2] : tensor<2xcomplex<f32>>
  return %e : complex<f32>
}
func.func @extract_int_splat(%i: index) -> complex<i8> {
  %t = arith.constant dense<(1, -2)> : tensor<4xcomplex<i8>>
  %e = tensor.extract %t[%i] : tensor<4xcomplex<i8>>
  return %e : complex<i8>
}
func.func @insert_splat(%i: index) -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) {
  %a = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %b = complex.constant [2.0 : f64, 1.0 : f64] : complex<f64>
  %t = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f64>>
  %r = tensor.insert %a into %t[%i] : tensor<2xcomplex<f64>>
  %s = tensor.insert %b into %t[%i] : tensor<2xcomplex<f64>>
  return %r, %s : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
}
func.func @slice_splat() -> tensor<1xcomplex<f64>> {
  %t = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f64>>
  %s = tensor.extract_slice %t[0] [1] [1] : tensor<2xcomplex<f64>> to tensor<1xcomplex<f64>>
  return %s : tensor<1xcomplex<f64>>
}
