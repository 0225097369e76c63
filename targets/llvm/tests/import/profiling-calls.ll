; Branch weights on calls (any count), and on ops that have none (warnings), as
; mlir-translate 16 imports them.

declare void @g()
define void @f(i1 %c, i64 %a) {
entry:
  call void @g(), !prof !0
  call void @g(), !prof !1
  call void @g(), !prof !2
  %x = add i64 %a, 1, !prof !0
  br i1 %c, label %bb1, label %bb2, !prof !1
bb1:
  br label %bb2, !prof !2
bb2:
  br label %bb3, !prof !1
bb3:
  ret void, !prof !0
}
!0 = !{!"branch_weights", i32 3, i32 5}
!1 = !{!"branch_weights", i32 3}
!2 = !{!"branch_weights", i32 3, i32 5, i32 7}
