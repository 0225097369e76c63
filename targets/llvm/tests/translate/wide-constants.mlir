// Integer constants wider than 128 bits: scalars (globals and `llvm.mlir.constant`),
// dense vectors and arrays of them (element by element, splats repeated), and the raw
// data of a dense attribute of wide integers read in the width of a narrower LLVM
// element type, as MLIR 16 reads it.
// CHECK: @g = internal constant i200 123456789012345678901234567890123456789012345678901234567890
// CHECK: @n = internal constant i256 -5
// CHECK: @a = internal constant [3 x i130] [i130 1, i130 -2, i130 340282366920938463463374607431768211456]
// CHECK: @s = internal constant <2 x i1024> <i1024 -1, i1024 -1>
// CHECK: @h = internal constant [2 x <2 x i300>] [<2 x i300> <i300 -1, i300 2>, <2 x i300> <i300 3, i300 -4>]
// CHECK: add i300 %0, -340282366920938463463374607431768211457
// CHECK: extractelement <2 x i129> <i129 2, i129 2>, i300 %0
llvm.mlir.global internal constant @g(123456789012345678901234567890123456789012345678901234567890 : i200) : i200
llvm.mlir.global internal constant @n(-5 : i256) : i256
llvm.mlir.global internal constant @m(-57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256) : i256
llvm.mlir.global internal constant @u(115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256) : i256
llvm.mlir.global internal constant @a(dense<[1, -2, 340282366920938463463374607431768211456]> : tensor<3xi130>) : !llvm.array<3 x i130>
llvm.mlir.global internal constant @s(dense<-1> : vector<2xi1024>) : vector<2xi1024>
llvm.mlir.global internal constant @e(dense<5> : tensor<2x2xi300>) : !llvm.array<2 x vector<2xi300>>
llvm.mlir.global internal constant @h(dense<[[-1, 2], [3, -4]]> : tensor<2x2xi300>) : !llvm.array<2 x vector<2xi300>>
llvm.mlir.global internal constant @j(dense<[-1, 2]> : vector<2xi256>) : vector<2xi256>
llvm.mlir.global internal constant @k(dense<[-1, 2]> : tensor<2xi256>) : !llvm.array<2 x i8>
llvm.mlir.global internal constant @r(dense<[[1, 2], [3, 4]]> : tensor<2x2xi129>) : !llvm.array<2 x array<2 x i129>>
llvm.func @f(%x: i300) -> i300 {
  %0 = llvm.mlir.constant(-340282366920938463463374607431768211457 : i300) : i300
  %1 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi129>) : !llvm.array<2 x array<2 x i129>>
  %2 = llvm.mlir.constant(dense<[1, 340282366920938463463374607431768211457]> : vector<2xi129>) : vector<2xi129>
  %3 = llvm.mlir.constant(dense<7> : vector<4xi512>) : vector<4xi512>
  %4 = llvm.add %x, %0 : i300
  %5 = llvm.add %2, %2 : vector<2xi129>
  %6 = llvm.extractelement %5[%x : i300] : vector<2xi129>
  %7 = llvm.zext %6 : i129 to i300
  %8 = llvm.add %4, %7 : i300
  llvm.return %8 : i300
}
