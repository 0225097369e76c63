// Used by ../strided-errors.mlir.
// CHECK: "t.x"() {a = strided<[2, 3], offset: -1>, b = strided<[?, 4], offset: 2>, c = strided<[], offset: 5>, d = strided<[1]>} : () -> ()
"t.x"() {a = strided<[2,3], offset: -1>, b = strided<[?, 4] , offset : 2>, c = strided<[], offset: 5>, d = strided<[1], offset: 0>} : () -> ()
// CHECK: func.func @f(%arg0: memref<4x4xf32, strided<[4, 1]>>, %arg1: memref<?xf32, strided<[?], offset: ?>>)
func.func @f(%m: memref<4x4xf32, strided<[4,1]>>, %n: memref<?xf32, strided<[?], offset: ?>>) { return }
