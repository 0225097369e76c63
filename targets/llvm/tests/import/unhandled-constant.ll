; An operand that cannot be imported: its error, then the instruction's, as
; mlir-translate 16 reports an instruction converted through its op's builder.

define ptr @unhandled() {
bb1:
  ret ptr blockaddress(@unhandled, %bb1)
}
