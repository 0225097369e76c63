// An operand list longer than functional-type's inputs (a lit input, not a test).
func.func @reshape_count(%src: memref<*xf32>, %shape: memref<3xi32>) {
  // The error is reported at the operands.
  %r = memref.reshape %src(%shape) : (memref<*xf32>) -> memref<?x?x8xf32>
  return
}
