; Integer constants wider than 64 bits (as signed decimals), globals and aggregates of
; them (element by element, as MLIR 16 builds aggregates whose leaves are not constant
; data), `i1` aggregates, and switch case values (their low 32 bits, as MLIR 16 keeps them).

@g = global i128 12345678901234567890123456789
@n = global i128 -170141183460469231731687303715884105728
@o = global i65 18446744073709551616
@h = global [2 x i128] [i128 36893488147419103232, i128 -5]
@v = global <2 x i128> <i128 36893488147419103232, i128 -5>
@b = global [2 x i1] [i1 true, i1 false]
@z = global [2 x i128] zeroinitializer

define i128 @arith(i128 %a) {
  %1 = add i128 %a, 170141183460469231731687303715884105727
  %2 = mul i128 %1, -18446744073709551617
  %3 = add <2 x i128> <i128 1, i128 2>, <i128 3, i128 36893488147419103232>
  %4 = extractelement <2 x i128> %3, i32 0
  %5 = add i128 %2, %4
  ret i128 %5
}

define void @switches(i128 %y, i64 %z, i1 %c) {
  switch i128 %y, label %a [ i128 18446744073709551623, label %b
                             i128 -1, label %a
                             i128 4294967301, label %b ]
a:
  switch i64 %z, label %b [ i64 4294967301, label %a
                            i64 -3, label %b ]
b:
  switch i1 %c, label %d [ i1 true, label %a ]
d:
  ret void
}
