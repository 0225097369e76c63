; zeroinitializer globals of arrays, vectors, nested arrays, structs and arrays of
; vectors: built element by element in an initializer region, as mlir-translate 16 does.

@a = global [8 x i32] zeroinitializer
@b = global <4 x float> zeroinitializer
@c = global [2 x [3 x i8]] zeroinitializer
@d = global { i32, float } zeroinitializer
@e = global [2 x <2 x i32>] zeroinitializer
