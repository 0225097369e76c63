// ILL-TYPED: MLIR 16 builds the innermost dimension of a tensor attribute as constant
// data arrays (from the attribute's raw data, in the width of the LLVM element type)
// also where the LLVM type holds vectors: an array of `<2 x i32>` whose elements are
// `[2 x i32]` arrays, printed by LLVM as it is (its parser rejects it). Splats, element
// types that are not those of constant data (`i1`, wide integers), arrays of arrays and
// vector attributes are well typed. All-zero rows are `zeroinitializer`s.
// CHECK: @a = internal constant [2 x <2 x i32>] [<2 x i32> [i32 1, i32 2], <2 x i32> [i32 3, i32 4]]
// CHECK: @d = internal constant [2 x <2 x i8>] [<2 x i8> c"\01\02", <2 x i8> c"\03\04"]
// CHECK: @e = internal constant [2 x <2 x i32>] [<2 x i32> zeroinitializer, <2 x i32> [i32 1, i32 2]]
// CHECK: @s = internal constant [2 x <2 x i32>] [<2 x i32> <i32 7, i32 7>, <2 x i32> <i32 7, i32 7>]
llvm.mlir.global internal constant @a(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @b(dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf16>) : !llvm.array<2 x vector<2xf16>>
llvm.mlir.global internal constant @c(dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>) : !llvm.array<2 x vector<2xi64>>
llvm.mlir.global internal constant @d(dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>) : !llvm.array<2 x vector<2xi8>>
llvm.mlir.global internal constant @e(dense<[[0, 0], [1, 2]]> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @h(dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>) : !llvm.array<1 x array<2 x vector<2xi32>>>
llvm.mlir.global internal constant @k(dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @s(dense<7> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @g(dense<[[true, false], [false, true]]> : tensor<2x2xi1>) : !llvm.array<2 x vector<2xi1>>
llvm.mlir.global internal constant @w(dense<[[1, 2], [3, 4]]> : tensor<2x2xi129>) : !llvm.array<2 x vector<2xi129>>
llvm.mlir.global internal constant @v(dense<[[1, 2], [3, 4]]> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @x(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global internal constant @y(dense<[1, 2]> : tensor<2xi64>) : !llvm.array<2 x i32>
llvm.mlir.global internal constant @z(dense<[1, 2]> : vector<2xi64>) : vector<2xi32>
llvm.func @f() -> !llvm.array<2 x vector<2xi32>> {
  %0 = llvm.mlir.constant(dense<[[0, 0], [0, 0]]> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
  %1 = llvm.mlir.constant(dense<[[0, 1], [0, 0]]> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
  %2 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  llvm.return %1 : !llvm.array<2 x vector<2xi32>>
}
