// The lowering of chapter 6 on the IR the lowering to affine gives the corpus's
// transpose-and-multiply program: the format strings, printf, malloc and free at the start
// of the module, the loops of toy.print calling printf, and nothing but the llvm dialect.
// RUN: toyc-ch6 %s -emit=mlir-llvm 2>&1 | FileCheck %s
// RUN: toyc-ch7 %s -emit=mlir-llvm 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=mlir-llvm 2>&1 | FileCheck %s --check-prefix=LEGAL

module {
  func.func @main() {
    %cst = arith.constant 6.000000e+00 : f64
    %cst_0 = arith.constant 5.000000e+00 : f64
    %cst_1 = arith.constant 4.000000e+00 : f64
    %cst_2 = arith.constant 3.000000e+00 : f64
    %cst_3 = arith.constant 2.000000e+00 : f64
    %cst_4 = arith.constant 1.000000e+00 : f64
    %0 = memref.alloc() : memref<3x2xf64>
    %1 = memref.alloc() : memref<2x3xf64>
    affine.store %cst_4, %1[0, 0] : memref<2x3xf64>
    affine.store %cst_3, %1[0, 1] : memref<2x3xf64>
    affine.store %cst_2, %1[0, 2] : memref<2x3xf64>
    affine.store %cst_1, %1[1, 0] : memref<2x3xf64>
    affine.store %cst_0, %1[1, 1] : memref<2x3xf64>
    affine.store %cst, %1[1, 2] : memref<2x3xf64>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %2 = affine.load %1[%arg1, %arg0] : memref<2x3xf64>
        %3 = arith.mulf %2, %2 : f64
        affine.store %3, %0[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    toy.print %0 : memref<3x2xf64>
    memref.dealloc %1 : memref<2x3xf64>
    memref.dealloc %0 : memref<3x2xf64>
    return
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT:    llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT:    llvm.mlir.global internal constant @frmt_spec("%f \00") {addr_space = 0 : i32}
// CHECK-NEXT:    llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK-NEXT:    llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-NEXT:    llvm.func @main() {
// CHECK:           llvm.call @malloc
// CHECK:           [[FMT:%.*]] = llvm.mlir.addressof @frmt_spec : !llvm.ptr<array<4 x i8>>
// CHECK-NEXT:      [[ZERO:%.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      llvm.getelementptr [[FMT]]{{\[}}[[ZERO]], [[ZERO]]] : (!llvm.ptr<array<4 x i8>>, i64, i64) -> !llvm.ptr<i8>
// CHECK:           llvm.mlir.addressof @nl : !llvm.ptr<array<2 x i8>>
// CHECK:           llvm.cond_br
// CHECK:           llvm.cond_br
// CHECK:           llvm.load {{.*}} : !llvm.ptr<f64>
// CHECK-NEXT:      llvm.call @printf({{.*}}) : (!llvm.ptr<i8>, f64) -> i32
// CHECK:           llvm.call @printf({{.*}}) : (!llvm.ptr<i8>) -> i32
// CHECK:           llvm.call @free
// CHECK:           llvm.return

// LEGAL-NOT: {{(affine|arith|memref|scf|cf|func|toy)\.}}
