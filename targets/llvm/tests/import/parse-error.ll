define i32 @f(i32 %a) {
  %b = add i32 %a, %zz
  ret i32 %b
}
