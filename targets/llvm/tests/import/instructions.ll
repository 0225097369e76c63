@g = global i32 42, align 4
@s = internal constant [3 x i8] c"ab\00"
@z = global { i32, float } zeroinitializer
declare float @fe(i32)
define i32 @f(i32 %a, float %b, ptr %p, <2 x i32> %v, {i32, float} %st) {
entry:
  %x = add i32 %a, 5
  %y = fadd float %b, 1.5
  %y2 = fadd fast float %b, %y
  %z = icmp slt i32 %x, %a
  %w = fcmp olt float %b, %y
  %l = load i32, ptr %p, align 4
  %l2 = load volatile i32, ptr %p
  store i32 %l, ptr %p, align 4
  store i32 %l, ptr @g
  %c = call float @fe(i32 %x)
  %s = select i1 %z, i32 %x, i32 %l
  %e = extractvalue {i32, float} %st, 1
  %i = insertvalue {i32, float} %st, float %e, 1
  %ee = extractelement <2 x i32> %v, i32 1
  %ie = insertelement <2 x i32> %v, i32 %ee, i32 0
  %sv = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 3>
  %n = fneg float %b
  %t = sext i32 %a to i64
  %fr = freeze i32 %a
  %u = udiv exact i32 %a, %x
  br i1 %z, label %b1, label %b2
b1:
  %ph = phi i32 [ %x, %entry ], [ 7, %b2 ]
  switch i32 %ph, label %b2 [ i32 1, label %b3
                              i32 2, label %b2 ]
b2:
  br label %b1
b3:
  unreachable
}
