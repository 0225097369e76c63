; invoke (with branch weights), landingpad (cleanup, catch and filter clauses), resume
; and a personality function, imported as mlir-translate 16 imports them (typed pointers).

@_ZTIi = external dso_local constant i8*
declare void @foo(i8*)
declare i32 @bar(i32)
declare i32 @__gxx_personality_v0(...)
define i32 @invokeLandingpad() personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8
  invoke void @foo(i8* %1) to label %4 unwind label %2, !prof !0
2:
  %3 = landingpad { i8*, i32 } cleanup catch i8** @_ZTIi catch i8* null filter [1 x i8] [i8 1]
  resume { i8*, i32 } %3
4:
  %5 = invoke i32 @bar(i32 7) to label %6 unwind label %2
6:
  ret i32 %5
}
!0 = !{!"branch_weights", i32 3, i32 5}
