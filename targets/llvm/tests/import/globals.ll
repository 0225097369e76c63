target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%pair = type { i32, %pair* }
@i = internal global i64 7, align 8
@f = private constant double 2.5
@arr = global [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
@vec = global <2 x float> <float 1.0, float 2.0>
@str = internal unnamed_addr constant [4 x i8] c"hi\0A\00", section ".rodata"
@p = global %pair zeroinitializer
@tl = thread_local global i32 0
@ext = external global i16
@fn = global ptr @callee

define internal i32 @callee(i32 %x) {
  ret i32 %x
}

define i32 @uses() {
  %a = load i32, ptr @tl
  %b = call i32 @callee(i32 %a)
  %c = add i32 %b, undef
  %d = icmp eq ptr @ext, null
  %e = zext i1 %d to i32
  %g = mul i32 %c, %e
  ret i32 %g
}
