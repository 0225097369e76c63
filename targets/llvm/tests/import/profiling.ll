; Profiling metadata, imported as mlir-translate 16 imports it: branch weights on
; conditional branches and switches, a function's entry count; a warning for the
; `!prof` nodes it cannot convert (on an unconditional branch, a call, of an unknown
; form); other metadata kinds are dropped.

declare void @g()

define i64 @f(i1 %c, i64 %a) !prof !1 {
entry:
  br i1 %c, label %bb1, label %bb2, !prof !0
bb1:
  %x = add i64 %a, 1, !foo !2
  call void @g(), !prof !0
  br label %bb3, !prof !0
bb2:
  switch i64 %a, label %bb1 [ i64 1, label %bb3 ], !prof !3
bb3:
  br i1 %c, label %bb1, label %bb4, !prof !2
bb4:
  ret i64 %a
}

define void @h() !prof !2 {
  ret void
}

define void @k() !prof !4 {
  ret void
}

!0 = !{!"branch_weights", i32 3, i32 5}
!1 = !{!"function_entry_count", i64 42}
!2 = !{!"unknown metadata"}
!3 = !{!"branch_weights", i32 7, i32 11}
!4 = !{!"function_entry_count", i64 42, i64 7}
