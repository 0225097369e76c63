; Calls of intrinsics imported as their llvm.intr ops (fast-math flags where the op
; has them, reassoc on reductions), the intrinsics' declarations left out, as
; mlir-translate 16 imports them.

declare float @llvm.fabs.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare ptr @llvm.stacksave()
declare float @llvm.powi.f32.i32(float, i32)
define void @f(float %a, ptr %p, ptr %q, i32 %n, <4 x float> %v) {
  %1 = call float @llvm.fabs.f32(float %a)
  %2 = call fast float @llvm.fma.f32(float %a, float %a, float %1)
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %q, i32 %n, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 true)
  %3 = call i32 @llvm.ctlz.i32(i32 %n, i1 false)
  %4 = call i32 @llvm.smax.i32(i32 %n, i32 %3)
  %5 = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %n, i32 %4)
  %6 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %a, <4 x float> %v)
  %7 = call ptr @llvm.stacksave()
  %8 = call float @llvm.powi.f32.i32(float %a, i32 %n)
  ret void
}
