; Integer constants wider than 128 bits: globals (as attributes, or aggregates of them
; element by element), operands, vector operands and switch case values (their low 32
; bits, as MLIR 16 keeps them).

@g = global i200 123456789012345678901234567890123456789012345678901234567890
@n = global i256 -5
@a = global [2 x i130] [i130 1, i130 -340282366920938463463374607431768211456]
@v = global <2 x i129> <i129 7, i129 340282366920938463463374607431768211456>
@z = global [2 x i1024] zeroinitializer

define i300 @f(i300 %x) {
  %1 = add i300 %x, -340282366920938463463374607431768211457
  %2 = add <2 x i129> <i129 1, i129 2>, <i129 3, i129 4>
  switch i300 %x, label %a [ i300 340282366920938463463374607431768211457, label %b ]
a:
  ret i300 %1
b:
  ret i300 0
}
