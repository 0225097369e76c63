// Random constants (seeded, with the edge values mixed in) through every integer binary
// op of arith at i1, i7, i64, i128, index and i65, against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize

func.func @addi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.addi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.addi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.addi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.addi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.addi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.addi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.addi %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.addi %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.addi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.addi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.addi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.addi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @subi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.subi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.subi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.subi %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.subi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.subi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.subi %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.subi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.subi %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.subi %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.subi %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.subi %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.subi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @muli_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.muli %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.muli %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.muli %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.muli %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.muli %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.muli %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.muli %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.muli %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.muli %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.muli %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.muli %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.muli %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @divui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.divui %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.divui %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.divui %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.divui %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.divui %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.divui %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.divui %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.divui %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.divui %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.divui %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.divui %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.divui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @divsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.divsi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.divsi %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.divsi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.divsi %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.divsi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.divsi %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.divsi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.divsi %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.divsi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.divsi %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.divsi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.divsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @ceildivui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.ceildivui %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.ceildivui %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.ceildivui %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.ceildivui %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.ceildivui %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.ceildivui %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.ceildivui %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.ceildivui %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.ceildivui %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.ceildivui %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.ceildivui %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.ceildivui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @ceildivsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.ceildivsi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.ceildivsi %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.ceildivsi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.ceildivsi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.ceildivsi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.ceildivsi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.ceildivsi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.ceildivsi %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.ceildivsi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.ceildivsi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.ceildivsi %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.ceildivsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @floordivsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.floordivsi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.floordivsi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.floordivsi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.floordivsi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.floordivsi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.floordivsi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.floordivsi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.floordivsi %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.floordivsi %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.floordivsi %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.floordivsi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.floordivsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @remui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.remui %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.remui %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.remui %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.remui %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.remui %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.remui %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.remui %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.remui %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.remui %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.remui %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.remui %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.remui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @remsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.remsi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.remsi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.remsi %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.remsi %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.remsi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.remsi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.remsi %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.remsi %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.remsi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.remsi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.remsi %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.remsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @andi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.andi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.andi %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.andi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.andi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.andi %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.andi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.andi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.andi %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.andi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.andi %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant 0 : i1
  %r10 = arith.andi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.andi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @ori_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.ori %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.ori %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.ori %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.ori %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.ori %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.ori %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.ori %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.ori %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.ori %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.ori %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.ori %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.ori %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @xori_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.xori %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.xori %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.xori %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.xori %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.xori %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.xori %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.xori %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.xori %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.xori %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.xori %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.xori %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.xori %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @shli_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.shli %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.shli %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.shli %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.shli %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.shli %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.shli %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.shli %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.shli %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.shli %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.shli %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.shli %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.shli %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @shrui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.shrui %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.shrui %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.shrui %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.shrui %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.shrui %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.shrui %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.shrui %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.shrui %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.shrui %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.shrui %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.shrui %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.shrui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @shrsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant -1 : i1
  %r0 = arith.shrsi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.shrsi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.shrsi %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.shrsi %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.shrsi %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.shrsi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.shrsi %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.shrsi %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.shrsi %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.shrsi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.shrsi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.shrsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @maxsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.maxsi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.maxsi %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.maxsi %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.maxsi %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.maxsi %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.maxsi %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.maxsi %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant -1 : i1
  %r7 = arith.maxsi %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.maxsi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant 0 : i1
  %r9 = arith.maxsi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.maxsi %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.maxsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @maxui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.maxui %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant -1 : i1
  %r1 = arith.maxui %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.maxui %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 0 : i1
  %r3 = arith.maxui %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4 = arith.maxui %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.maxui %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant -1 : i1
  %r6 = arith.maxui %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.maxui %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.maxui %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.maxui %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.maxui %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant -1 : i1
  %r11 = arith.maxui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @minsi_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.minsi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.minsi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2 = arith.minsi %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.minsi %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.minsi %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5 = arith.minsi %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.minsi %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.minsi %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant -1 : i1
  %r8 = arith.minsi %a8, %b8 : i1
  %a9 = arith.constant -1 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.minsi %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.minsi %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.minsi %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @minui_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant 0 : i1
  %r0 = arith.minui %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1 = arith.minui %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = arith.minui %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant -1 : i1
  %r3 = arith.minui %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant 0 : i1
  %r4 = arith.minui %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant 0 : i1
  %r5 = arith.minui %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6 = arith.minui %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7 = arith.minui %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant 0 : i1
  %r8 = arith.minui %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant -1 : i1
  %r9 = arith.minui %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10 = arith.minui %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant 0 : i1
  %r11 = arith.minui %a11, %b11 : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @mulsi_extended_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant -1 : i1
  %r0:2 = arith.mulsi_extended %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant -1 : i1
  %r1:2 = arith.mulsi_extended %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant -1 : i1
  %r2:2 = arith.mulsi_extended %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3:2 = arith.mulsi_extended %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4:2 = arith.mulsi_extended %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant 0 : i1
  %r5:2 = arith.mulsi_extended %a5, %b5 : i1
  %a6 = arith.constant 0 : i1
  %b6 = arith.constant 0 : i1
  %r6:2 = arith.mulsi_extended %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7:2 = arith.mulsi_extended %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant 0 : i1
  %r8:2 = arith.mulsi_extended %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant 0 : i1
  %r9:2 = arith.mulsi_extended %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant 0 : i1
  %r10:2 = arith.mulsi_extended %a10, %b10 : i1
  %a11 = arith.constant 0 : i1
  %b11 = arith.constant -1 : i1
  %r11:2 = arith.mulsi_extended %a11, %b11 : i1
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @mului_extended_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i1
  %b0 = arith.constant 0 : i1
  %r0:2 = arith.mului_extended %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1:2 = arith.mului_extended %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant -1 : i1
  %r2:2 = arith.mului_extended %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant -1 : i1
  %r3:2 = arith.mului_extended %a3, %b3 : i1
  %a4 = arith.constant -1 : i1
  %b4 = arith.constant -1 : i1
  %r4:2 = arith.mului_extended %a4, %b4 : i1
  %a5 = arith.constant -1 : i1
  %b5 = arith.constant 0 : i1
  %r5:2 = arith.mului_extended %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant 0 : i1
  %r6:2 = arith.mului_extended %a6, %b6 : i1
  %a7 = arith.constant 0 : i1
  %b7 = arith.constant 0 : i1
  %r7:2 = arith.mului_extended %a7, %b7 : i1
  %a8 = arith.constant -1 : i1
  %b8 = arith.constant -1 : i1
  %r8:2 = arith.mului_extended %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant 0 : i1
  %r9:2 = arith.mului_extended %a9, %b9 : i1
  %a10 = arith.constant -1 : i1
  %b10 = arith.constant -1 : i1
  %r10:2 = arith.mului_extended %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11:2 = arith.mului_extended %a11, %b11 : i1
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @addui_extended_i1() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant 0 : i1
  %r0:2 = arith.addui_extended %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant 0 : i1
  %r1:2 = arith.addui_extended %a1, %b1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant -1 : i1
  %r2:2 = arith.addui_extended %a2, %b2 : i1
  %a3 = arith.constant -1 : i1
  %b3 = arith.constant 0 : i1
  %r3:2 = arith.addui_extended %a3, %b3 : i1
  %a4 = arith.constant 0 : i1
  %b4 = arith.constant 0 : i1
  %r4:2 = arith.addui_extended %a4, %b4 : i1
  %a5 = arith.constant 0 : i1
  %b5 = arith.constant -1 : i1
  %r5:2 = arith.addui_extended %a5, %b5 : i1
  %a6 = arith.constant -1 : i1
  %b6 = arith.constant -1 : i1
  %r6:2 = arith.addui_extended %a6, %b6 : i1
  %a7 = arith.constant -1 : i1
  %b7 = arith.constant 0 : i1
  %r7:2 = arith.addui_extended %a7, %b7 : i1
  %a8 = arith.constant 0 : i1
  %b8 = arith.constant -1 : i1
  %r8:2 = arith.addui_extended %a8, %b8 : i1
  %a9 = arith.constant 0 : i1
  %b9 = arith.constant 0 : i1
  %r9:2 = arith.addui_extended %a9, %b9 : i1
  %a10 = arith.constant 0 : i1
  %b10 = arith.constant -1 : i1
  %r10:2 = arith.addui_extended %a10, %b10 : i1
  %a11 = arith.constant -1 : i1
  %b11 = arith.constant 0 : i1
  %r11:2 = arith.addui_extended %a11, %b11 : i1
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// -----
func.func @addi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 13 : i7
  %b0 = arith.constant 63 : i7
  %r0 = arith.addi %a0, %b0 : i7
  %a1 = arith.constant 41 : i7
  %b1 = arith.constant -30 : i7
  %r1 = arith.addi %a1, %b1 : i7
  %a2 = arith.constant 6 : i7
  %b2 = arith.constant -24 : i7
  %r2 = arith.addi %a2, %b2 : i7
  %a3 = arith.constant -1 : i7
  %b3 = arith.constant 51 : i7
  %r3 = arith.addi %a3, %b3 : i7
  %a4 = arith.constant 8 : i7
  %b4 = arith.constant 8 : i7
  %r4 = arith.addi %a4, %b4 : i7
  %a5 = arith.constant 38 : i7
  %b5 = arith.constant -62 : i7
  %r5 = arith.addi %a5, %b5 : i7
  %a6 = arith.constant 7 : i7
  %b6 = arith.constant 49 : i7
  %r6 = arith.addi %a6, %b6 : i7
  %a7 = arith.constant 62 : i7
  %b7 = arith.constant 0 : i7
  %r7 = arith.addi %a7, %b7 : i7
  %a8 = arith.constant 7 : i7
  %b8 = arith.constant 2 : i7
  %r8 = arith.addi %a8, %b8 : i7
  %a9 = arith.constant 0 : i7
  %b9 = arith.constant -38 : i7
  %r9 = arith.addi %a9, %b9 : i7
  %a10 = arith.constant 7 : i7
  %b10 = arith.constant -14 : i7
  %r10 = arith.addi %a10, %b10 : i7
  %a11 = arith.constant -1 : i7
  %b11 = arith.constant 42 : i7
  %r11 = arith.addi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @subi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -20 : i7
  %b0 = arith.constant -48 : i7
  %r0 = arith.subi %a0, %b0 : i7
  %a1 = arith.constant -52 : i7
  %b1 = arith.constant 58 : i7
  %r1 = arith.subi %a1, %b1 : i7
  %a2 = arith.constant -63 : i7
  %b2 = arith.constant 47 : i7
  %r2 = arith.subi %a2, %b2 : i7
  %a3 = arith.constant 55 : i7
  %b3 = arith.constant 8 : i7
  %r3 = arith.subi %a3, %b3 : i7
  %a4 = arith.constant -7 : i7
  %b4 = arith.constant 2 : i7
  %r4 = arith.subi %a4, %b4 : i7
  %a5 = arith.constant 0 : i7
  %b5 = arith.constant -2 : i7
  %r5 = arith.subi %a5, %b5 : i7
  %a6 = arith.constant 4 : i7
  %b6 = arith.constant 47 : i7
  %r6 = arith.subi %a6, %b6 : i7
  %a7 = arith.constant 3 : i7
  %b7 = arith.constant -1 : i7
  %r7 = arith.subi %a7, %b7 : i7
  %a8 = arith.constant 7 : i7
  %b8 = arith.constant -2 : i7
  %r8 = arith.subi %a8, %b8 : i7
  %a9 = arith.constant -13 : i7
  %b9 = arith.constant 19 : i7
  %r9 = arith.subi %a9, %b9 : i7
  %a10 = arith.constant -64 : i7
  %b10 = arith.constant -3 : i7
  %r10 = arith.subi %a10, %b10 : i7
  %a11 = arith.constant 56 : i7
  %b11 = arith.constant -63 : i7
  %r11 = arith.subi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @muli_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 47 : i7
  %b0 = arith.constant -5 : i7
  %r0 = arith.muli %a0, %b0 : i7
  %a1 = arith.constant 14 : i7
  %b1 = arith.constant 36 : i7
  %r1 = arith.muli %a1, %b1 : i7
  %a2 = arith.constant -45 : i7
  %b2 = arith.constant -21 : i7
  %r2 = arith.muli %a2, %b2 : i7
  %a3 = arith.constant 0 : i7
  %b3 = arith.constant 6 : i7
  %r3 = arith.muli %a3, %b3 : i7
  %a4 = arith.constant 24 : i7
  %b4 = arith.constant -57 : i7
  %r4 = arith.muli %a4, %b4 : i7
  %a5 = arith.constant 2 : i7
  %b5 = arith.constant -54 : i7
  %r5 = arith.muli %a5, %b5 : i7
  %a6 = arith.constant -53 : i7
  %b6 = arith.constant 6 : i7
  %r6 = arith.muli %a6, %b6 : i7
  %a7 = arith.constant -13 : i7
  %b7 = arith.constant -48 : i7
  %r7 = arith.muli %a7, %b7 : i7
  %a8 = arith.constant 34 : i7
  %b8 = arith.constant -1 : i7
  %r8 = arith.muli %a8, %b8 : i7
  %a9 = arith.constant 0 : i7
  %b9 = arith.constant 8 : i7
  %r9 = arith.muli %a9, %b9 : i7
  %a10 = arith.constant 8 : i7
  %b10 = arith.constant 58 : i7
  %r10 = arith.muli %a10, %b10 : i7
  %a11 = arith.constant 1 : i7
  %b11 = arith.constant -12 : i7
  %r11 = arith.muli %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @divui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 63 : i7
  %b0 = arith.constant -59 : i7
  %r0 = arith.divui %a0, %b0 : i7
  %a1 = arith.constant 8 : i7
  %b1 = arith.constant 63 : i7
  %r1 = arith.divui %a1, %b1 : i7
  %a2 = arith.constant 57 : i7
  %b2 = arith.constant -57 : i7
  %r2 = arith.divui %a2, %b2 : i7
  %a3 = arith.constant -57 : i7
  %b3 = arith.constant -39 : i7
  %r3 = arith.divui %a3, %b3 : i7
  %a4 = arith.constant -52 : i7
  %b4 = arith.constant -9 : i7
  %r4 = arith.divui %a4, %b4 : i7
  %a5 = arith.constant -41 : i7
  %b5 = arith.constant 9 : i7
  %r5 = arith.divui %a5, %b5 : i7
  %a6 = arith.constant 0 : i7
  %b6 = arith.constant 9 : i7
  %r6 = arith.divui %a6, %b6 : i7
  %a7 = arith.constant -51 : i7
  %b7 = arith.constant 3 : i7
  %r7 = arith.divui %a7, %b7 : i7
  %a8 = arith.constant 2 : i7
  %b8 = arith.constant 24 : i7
  %r8 = arith.divui %a8, %b8 : i7
  %a9 = arith.constant 2 : i7
  %b9 = arith.constant -24 : i7
  %r9 = arith.divui %a9, %b9 : i7
  %a10 = arith.constant -1 : i7
  %b10 = arith.constant -5 : i7
  %r10 = arith.divui %a10, %b10 : i7
  %a11 = arith.constant -36 : i7
  %b11 = arith.constant -44 : i7
  %r11 = arith.divui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @divsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -38 : i7
  %b0 = arith.constant 27 : i7
  %r0 = arith.divsi %a0, %b0 : i7
  %a1 = arith.constant -64 : i7
  %b1 = arith.constant -42 : i7
  %r1 = arith.divsi %a1, %b1 : i7
  %a2 = arith.constant -58 : i7
  %b2 = arith.constant 13 : i7
  %r2 = arith.divsi %a2, %b2 : i7
  %a3 = arith.constant 7 : i7
  %b3 = arith.constant 33 : i7
  %r3 = arith.divsi %a3, %b3 : i7
  %a4 = arith.constant -5 : i7
  %b4 = arith.constant -32 : i7
  %r4 = arith.divsi %a4, %b4 : i7
  %a5 = arith.constant -56 : i7
  %b5 = arith.constant 19 : i7
  %r5 = arith.divsi %a5, %b5 : i7
  %a6 = arith.constant 51 : i7
  %b6 = arith.constant 18 : i7
  %r6 = arith.divsi %a6, %b6 : i7
  %a7 = arith.constant 3 : i7
  %b7 = arith.constant 1 : i7
  %r7 = arith.divsi %a7, %b7 : i7
  %a8 = arith.constant -32 : i7
  %b8 = arith.constant -4 : i7
  %r8 = arith.divsi %a8, %b8 : i7
  %a9 = arith.constant 4 : i7
  %b9 = arith.constant -25 : i7
  %r9 = arith.divsi %a9, %b9 : i7
  %a10 = arith.constant -1 : i7
  %b10 = arith.constant 25 : i7
  %r10 = arith.divsi %a10, %b10 : i7
  %a11 = arith.constant 63 : i7
  %b11 = arith.constant 2 : i7
  %r11 = arith.divsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @ceildivui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -38 : i7
  %b0 = arith.constant 8 : i7
  %r0 = arith.ceildivui %a0, %b0 : i7
  %a1 = arith.constant -64 : i7
  %b1 = arith.constant 2 : i7
  %r1 = arith.ceildivui %a1, %b1 : i7
  %a2 = arith.constant 12 : i7
  %b2 = arith.constant -14 : i7
  %r2 = arith.ceildivui %a2, %b2 : i7
  %a3 = arith.constant 1 : i7
  %b3 = arith.constant -64 : i7
  %r3 = arith.ceildivui %a3, %b3 : i7
  %a4 = arith.constant -61 : i7
  %b4 = arith.constant 47 : i7
  %r4 = arith.ceildivui %a4, %b4 : i7
  %a5 = arith.constant 11 : i7
  %b5 = arith.constant -28 : i7
  %r5 = arith.ceildivui %a5, %b5 : i7
  %a6 = arith.constant -64 : i7
  %b6 = arith.constant -1 : i7
  %r6 = arith.ceildivui %a6, %b6 : i7
  %a7 = arith.constant 46 : i7
  %b7 = arith.constant 43 : i7
  %r7 = arith.ceildivui %a7, %b7 : i7
  %a8 = arith.constant -6 : i7
  %b8 = arith.constant -33 : i7
  %r8 = arith.ceildivui %a8, %b8 : i7
  %a9 = arith.constant 16 : i7
  %b9 = arith.constant 1 : i7
  %r9 = arith.ceildivui %a9, %b9 : i7
  %a10 = arith.constant -2 : i7
  %b10 = arith.constant -24 : i7
  %r10 = arith.ceildivui %a10, %b10 : i7
  %a11 = arith.constant -64 : i7
  %b11 = arith.constant -59 : i7
  %r11 = arith.ceildivui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @ceildivsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 40 : i7
  %b0 = arith.constant -18 : i7
  %r0 = arith.ceildivsi %a0, %b0 : i7
  %a1 = arith.constant 19 : i7
  %b1 = arith.constant 35 : i7
  %r1 = arith.ceildivsi %a1, %b1 : i7
  %a2 = arith.constant -37 : i7
  %b2 = arith.constant 7 : i7
  %r2 = arith.ceildivsi %a2, %b2 : i7
  %a3 = arith.constant -1 : i7
  %b3 = arith.constant -39 : i7
  %r3 = arith.ceildivsi %a3, %b3 : i7
  %a4 = arith.constant 52 : i7
  %b4 = arith.constant 57 : i7
  %r4 = arith.ceildivsi %a4, %b4 : i7
  %a5 = arith.constant 30 : i7
  %b5 = arith.constant 41 : i7
  %r5 = arith.ceildivsi %a5, %b5 : i7
  %a6 = arith.constant 52 : i7
  %b6 = arith.constant 8 : i7
  %r6 = arith.ceildivsi %a6, %b6 : i7
  %a7 = arith.constant 7 : i7
  %b7 = arith.constant -33 : i7
  %r7 = arith.ceildivsi %a7, %b7 : i7
  %a8 = arith.constant 27 : i7
  %b8 = arith.constant 0 : i7
  %r8 = arith.ceildivsi %a8, %b8 : i7
  %a9 = arith.constant -64 : i7
  %b9 = arith.constant 1 : i7
  %r9 = arith.ceildivsi %a9, %b9 : i7
  %a10 = arith.constant 43 : i7
  %b10 = arith.constant 26 : i7
  %r10 = arith.ceildivsi %a10, %b10 : i7
  %a11 = arith.constant -37 : i7
  %b11 = arith.constant -64 : i7
  %r11 = arith.ceildivsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @floordivsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -8 : i7
  %b0 = arith.constant 36 : i7
  %r0 = arith.floordivsi %a0, %b0 : i7
  %a1 = arith.constant -22 : i7
  %b1 = arith.constant 1 : i7
  %r1 = arith.floordivsi %a1, %b1 : i7
  %a2 = arith.constant -15 : i7
  %b2 = arith.constant -7 : i7
  %r2 = arith.floordivsi %a2, %b2 : i7
  %a3 = arith.constant -27 : i7
  %b3 = arith.constant 41 : i7
  %r3 = arith.floordivsi %a3, %b3 : i7
  %a4 = arith.constant 11 : i7
  %b4 = arith.constant -32 : i7
  %r4 = arith.floordivsi %a4, %b4 : i7
  %a5 = arith.constant 56 : i7
  %b5 = arith.constant -6 : i7
  %r5 = arith.floordivsi %a5, %b5 : i7
  %a6 = arith.constant -64 : i7
  %b6 = arith.constant 45 : i7
  %r6 = arith.floordivsi %a6, %b6 : i7
  %a7 = arith.constant 59 : i7
  %b7 = arith.constant -2 : i7
  %r7 = arith.floordivsi %a7, %b7 : i7
  %a8 = arith.constant 13 : i7
  %b8 = arith.constant 60 : i7
  %r8 = arith.floordivsi %a8, %b8 : i7
  %a9 = arith.constant -43 : i7
  %b9 = arith.constant 28 : i7
  %r9 = arith.floordivsi %a9, %b9 : i7
  %a10 = arith.constant -2 : i7
  %b10 = arith.constant -50 : i7
  %r10 = arith.floordivsi %a10, %b10 : i7
  %a11 = arith.constant 6 : i7
  %b11 = arith.constant -29 : i7
  %r11 = arith.floordivsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @remui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 24 : i7
  %b0 = arith.constant -61 : i7
  %r0 = arith.remui %a0, %b0 : i7
  %a1 = arith.constant -11 : i7
  %b1 = arith.constant 11 : i7
  %r1 = arith.remui %a1, %b1 : i7
  %a2 = arith.constant 1 : i7
  %b2 = arith.constant -5 : i7
  %r2 = arith.remui %a2, %b2 : i7
  %a3 = arith.constant 3 : i7
  %b3 = arith.constant -25 : i7
  %r3 = arith.remui %a3, %b3 : i7
  %a4 = arith.constant -64 : i7
  %b4 = arith.constant -22 : i7
  %r4 = arith.remui %a4, %b4 : i7
  %a5 = arith.constant -41 : i7
  %b5 = arith.constant 12 : i7
  %r5 = arith.remui %a5, %b5 : i7
  %a6 = arith.constant -1 : i7
  %b6 = arith.constant 48 : i7
  %r6 = arith.remui %a6, %b6 : i7
  %a7 = arith.constant -35 : i7
  %b7 = arith.constant 3 : i7
  %r7 = arith.remui %a7, %b7 : i7
  %a8 = arith.constant -29 : i7
  %b8 = arith.constant -50 : i7
  %r8 = arith.remui %a8, %b8 : i7
  %a9 = arith.constant -28 : i7
  %b9 = arith.constant -1 : i7
  %r9 = arith.remui %a9, %b9 : i7
  %a10 = arith.constant -63 : i7
  %b10 = arith.constant 63 : i7
  %r10 = arith.remui %a10, %b10 : i7
  %a11 = arith.constant 63 : i7
  %b11 = arith.constant 55 : i7
  %r11 = arith.remui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @remsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 43 : i7
  %b0 = arith.constant -45 : i7
  %r0 = arith.remsi %a0, %b0 : i7
  %a1 = arith.constant 63 : i7
  %b1 = arith.constant -57 : i7
  %r1 = arith.remsi %a1, %b1 : i7
  %a2 = arith.constant 0 : i7
  %b2 = arith.constant 20 : i7
  %r2 = arith.remsi %a2, %b2 : i7
  %a3 = arith.constant -40 : i7
  %b3 = arith.constant 60 : i7
  %r3 = arith.remsi %a3, %b3 : i7
  %a4 = arith.constant -28 : i7
  %b4 = arith.constant -64 : i7
  %r4 = arith.remsi %a4, %b4 : i7
  %a5 = arith.constant 22 : i7
  %b5 = arith.constant 8 : i7
  %r5 = arith.remsi %a5, %b5 : i7
  %a6 = arith.constant 57 : i7
  %b6 = arith.constant -11 : i7
  %r6 = arith.remsi %a6, %b6 : i7
  %a7 = arith.constant 63 : i7
  %b7 = arith.constant -51 : i7
  %r7 = arith.remsi %a7, %b7 : i7
  %a8 = arith.constant 10 : i7
  %b8 = arith.constant 62 : i7
  %r8 = arith.remsi %a8, %b8 : i7
  %a9 = arith.constant 5 : i7
  %b9 = arith.constant 24 : i7
  %r9 = arith.remsi %a9, %b9 : i7
  %a10 = arith.constant 62 : i7
  %b10 = arith.constant 20 : i7
  %r10 = arith.remsi %a10, %b10 : i7
  %a11 = arith.constant -2 : i7
  %b11 = arith.constant 8 : i7
  %r11 = arith.remsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @andi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 0 : i7
  %b0 = arith.constant 39 : i7
  %r0 = arith.andi %a0, %b0 : i7
  %a1 = arith.constant -52 : i7
  %b1 = arith.constant -37 : i7
  %r1 = arith.andi %a1, %b1 : i7
  %a2 = arith.constant -1 : i7
  %b2 = arith.constant 57 : i7
  %r2 = arith.andi %a2, %b2 : i7
  %a3 = arith.constant -49 : i7
  %b3 = arith.constant 32 : i7
  %r3 = arith.andi %a3, %b3 : i7
  %a4 = arith.constant -43 : i7
  %b4 = arith.constant 8 : i7
  %r4 = arith.andi %a4, %b4 : i7
  %a5 = arith.constant -20 : i7
  %b5 = arith.constant 2 : i7
  %r5 = arith.andi %a5, %b5 : i7
  %a6 = arith.constant 43 : i7
  %b6 = arith.constant -61 : i7
  %r6 = arith.andi %a6, %b6 : i7
  %a7 = arith.constant -29 : i7
  %b7 = arith.constant 2 : i7
  %r7 = arith.andi %a7, %b7 : i7
  %a8 = arith.constant -17 : i7
  %b8 = arith.constant 17 : i7
  %r8 = arith.andi %a8, %b8 : i7
  %a9 = arith.constant 6 : i7
  %b9 = arith.constant -51 : i7
  %r9 = arith.andi %a9, %b9 : i7
  %a10 = arith.constant -54 : i7
  %b10 = arith.constant 43 : i7
  %r10 = arith.andi %a10, %b10 : i7
  %a11 = arith.constant 39 : i7
  %b11 = arith.constant -61 : i7
  %r11 = arith.andi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @ori_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -25 : i7
  %b0 = arith.constant 41 : i7
  %r0 = arith.ori %a0, %b0 : i7
  %a1 = arith.constant -43 : i7
  %b1 = arith.constant -10 : i7
  %r1 = arith.ori %a1, %b1 : i7
  %a2 = arith.constant -61 : i7
  %b2 = arith.constant -62 : i7
  %r2 = arith.ori %a2, %b2 : i7
  %a3 = arith.constant -33 : i7
  %b3 = arith.constant -42 : i7
  %r3 = arith.ori %a3, %b3 : i7
  %a4 = arith.constant 1 : i7
  %b4 = arith.constant 0 : i7
  %r4 = arith.ori %a4, %b4 : i7
  %a5 = arith.constant 6 : i7
  %b5 = arith.constant 2 : i7
  %r5 = arith.ori %a5, %b5 : i7
  %a6 = arith.constant 29 : i7
  %b6 = arith.constant -27 : i7
  %r6 = arith.ori %a6, %b6 : i7
  %a7 = arith.constant -43 : i7
  %b7 = arith.constant 7 : i7
  %r7 = arith.ori %a7, %b7 : i7
  %a8 = arith.constant 53 : i7
  %b8 = arith.constant 1 : i7
  %r8 = arith.ori %a8, %b8 : i7
  %a9 = arith.constant -51 : i7
  %b9 = arith.constant -62 : i7
  %r9 = arith.ori %a9, %b9 : i7
  %a10 = arith.constant 8 : i7
  %b10 = arith.constant -44 : i7
  %r10 = arith.ori %a10, %b10 : i7
  %a11 = arith.constant 15 : i7
  %b11 = arith.constant -22 : i7
  %r11 = arith.ori %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @xori_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 60 : i7
  %b0 = arith.constant 16 : i7
  %r0 = arith.xori %a0, %b0 : i7
  %a1 = arith.constant 48 : i7
  %b1 = arith.constant -22 : i7
  %r1 = arith.xori %a1, %b1 : i7
  %a2 = arith.constant 1 : i7
  %b2 = arith.constant -23 : i7
  %r2 = arith.xori %a2, %b2 : i7
  %a3 = arith.constant 42 : i7
  %b3 = arith.constant 51 : i7
  %r3 = arith.xori %a3, %b3 : i7
  %a4 = arith.constant 21 : i7
  %b4 = arith.constant 0 : i7
  %r4 = arith.xori %a4, %b4 : i7
  %a5 = arith.constant 21 : i7
  %b5 = arith.constant -61 : i7
  %r5 = arith.xori %a5, %b5 : i7
  %a6 = arith.constant 15 : i7
  %b6 = arith.constant -1 : i7
  %r6 = arith.xori %a6, %b6 : i7
  %a7 = arith.constant 32 : i7
  %b7 = arith.constant -5 : i7
  %r7 = arith.xori %a7, %b7 : i7
  %a8 = arith.constant 8 : i7
  %b8 = arith.constant 18 : i7
  %r8 = arith.xori %a8, %b8 : i7
  %a9 = arith.constant -64 : i7
  %b9 = arith.constant 0 : i7
  %r9 = arith.xori %a9, %b9 : i7
  %a10 = arith.constant 2 : i7
  %b10 = arith.constant -27 : i7
  %r10 = arith.xori %a10, %b10 : i7
  %a11 = arith.constant 7 : i7
  %b11 = arith.constant 63 : i7
  %r11 = arith.xori %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @shli_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -43 : i7
  %b0 = arith.constant 60 : i7
  %r0 = arith.shli %a0, %b0 : i7
  %a1 = arith.constant -1 : i7
  %b1 = arith.constant -50 : i7
  %r1 = arith.shli %a1, %b1 : i7
  %a2 = arith.constant -12 : i7
  %b2 = arith.constant -62 : i7
  %r2 = arith.shli %a2, %b2 : i7
  %a3 = arith.constant -42 : i7
  %b3 = arith.constant 26 : i7
  %r3 = arith.shli %a3, %b3 : i7
  %a4 = arith.constant 6 : i7
  %b4 = arith.constant 2 : i7
  %r4 = arith.shli %a4, %b4 : i7
  %a5 = arith.constant 58 : i7
  %b5 = arith.constant 3 : i7
  %r5 = arith.shli %a5, %b5 : i7
  %a6 = arith.constant -2 : i7
  %b6 = arith.constant 8 : i7
  %r6 = arith.shli %a6, %b6 : i7
  %a7 = arith.constant -1 : i7
  %b7 = arith.constant 1 : i7
  %r7 = arith.shli %a7, %b7 : i7
  %a8 = arith.constant 54 : i7
  %b8 = arith.constant 0 : i7
  %r8 = arith.shli %a8, %b8 : i7
  %a9 = arith.constant -59 : i7
  %b9 = arith.constant -1 : i7
  %r9 = arith.shli %a9, %b9 : i7
  %a10 = arith.constant 60 : i7
  %b10 = arith.constant 4 : i7
  %r10 = arith.shli %a10, %b10 : i7
  %a11 = arith.constant 50 : i7
  %b11 = arith.constant 0 : i7
  %r11 = arith.shli %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @shrui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -18 : i7
  %b0 = arith.constant 8 : i7
  %r0 = arith.shrui %a0, %b0 : i7
  %a1 = arith.constant 53 : i7
  %b1 = arith.constant -48 : i7
  %r1 = arith.shrui %a1, %b1 : i7
  %a2 = arith.constant -34 : i7
  %b2 = arith.constant 3 : i7
  %r2 = arith.shrui %a2, %b2 : i7
  %a3 = arith.constant 36 : i7
  %b3 = arith.constant 3 : i7
  %r3 = arith.shrui %a3, %b3 : i7
  %a4 = arith.constant -8 : i7
  %b4 = arith.constant -2 : i7
  %r4 = arith.shrui %a4, %b4 : i7
  %a5 = arith.constant 7 : i7
  %b5 = arith.constant 8 : i7
  %r5 = arith.shrui %a5, %b5 : i7
  %a6 = arith.constant 59 : i7
  %b6 = arith.constant 0 : i7
  %r6 = arith.shrui %a6, %b6 : i7
  %a7 = arith.constant 12 : i7
  %b7 = arith.constant 48 : i7
  %r7 = arith.shrui %a7, %b7 : i7
  %a8 = arith.constant 63 : i7
  %b8 = arith.constant 7 : i7
  %r8 = arith.shrui %a8, %b8 : i7
  %a9 = arith.constant 48 : i7
  %b9 = arith.constant 2 : i7
  %r9 = arith.shrui %a9, %b9 : i7
  %a10 = arith.constant 55 : i7
  %b10 = arith.constant -15 : i7
  %r10 = arith.shrui %a10, %b10 : i7
  %a11 = arith.constant -1 : i7
  %b11 = arith.constant 6 : i7
  %r11 = arith.shrui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @shrsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -29 : i7
  %b0 = arith.constant -40 : i7
  %r0 = arith.shrsi %a0, %b0 : i7
  %a1 = arith.constant -59 : i7
  %b1 = arith.constant 51 : i7
  %r1 = arith.shrsi %a1, %b1 : i7
  %a2 = arith.constant -5 : i7
  %b2 = arith.constant 3 : i7
  %r2 = arith.shrsi %a2, %b2 : i7
  %a3 = arith.constant -18 : i7
  %b3 = arith.constant 2 : i7
  %r3 = arith.shrsi %a3, %b3 : i7
  %a4 = arith.constant -64 : i7
  %b4 = arith.constant 4 : i7
  %r4 = arith.shrsi %a4, %b4 : i7
  %a5 = arith.constant -22 : i7
  %b5 = arith.constant 7 : i7
  %r5 = arith.shrsi %a5, %b5 : i7
  %a6 = arith.constant 7 : i7
  %b6 = arith.constant 8 : i7
  %r6 = arith.shrsi %a6, %b6 : i7
  %a7 = arith.constant 9 : i7
  %b7 = arith.constant -1 : i7
  %r7 = arith.shrsi %a7, %b7 : i7
  %a8 = arith.constant 2 : i7
  %b8 = arith.constant 4 : i7
  %r8 = arith.shrsi %a8, %b8 : i7
  %a9 = arith.constant -23 : i7
  %b9 = arith.constant 0 : i7
  %r9 = arith.shrsi %a9, %b9 : i7
  %a10 = arith.constant 23 : i7
  %b10 = arith.constant 8 : i7
  %r10 = arith.shrsi %a10, %b10 : i7
  %a11 = arith.constant 63 : i7
  %b11 = arith.constant 2 : i7
  %r11 = arith.shrsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @maxsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 2 : i7
  %b0 = arith.constant -6 : i7
  %r0 = arith.maxsi %a0, %b0 : i7
  %a1 = arith.constant -14 : i7
  %b1 = arith.constant -42 : i7
  %r1 = arith.maxsi %a1, %b1 : i7
  %a2 = arith.constant 62 : i7
  %b2 = arith.constant -20 : i7
  %r2 = arith.maxsi %a2, %b2 : i7
  %a3 = arith.constant 6 : i7
  %b3 = arith.constant -15 : i7
  %r3 = arith.maxsi %a3, %b3 : i7
  %a4 = arith.constant -13 : i7
  %b4 = arith.constant 7 : i7
  %r4 = arith.maxsi %a4, %b4 : i7
  %a5 = arith.constant -50 : i7
  %b5 = arith.constant 24 : i7
  %r5 = arith.maxsi %a5, %b5 : i7
  %a6 = arith.constant 62 : i7
  %b6 = arith.constant -64 : i7
  %r6 = arith.maxsi %a6, %b6 : i7
  %a7 = arith.constant 58 : i7
  %b7 = arith.constant 8 : i7
  %r7 = arith.maxsi %a7, %b7 : i7
  %a8 = arith.constant 2 : i7
  %b8 = arith.constant 29 : i7
  %r8 = arith.maxsi %a8, %b8 : i7
  %a9 = arith.constant 63 : i7
  %b9 = arith.constant -63 : i7
  %r9 = arith.maxsi %a9, %b9 : i7
  %a10 = arith.constant 50 : i7
  %b10 = arith.constant -46 : i7
  %r10 = arith.maxsi %a10, %b10 : i7
  %a11 = arith.constant -1 : i7
  %b11 = arith.constant 18 : i7
  %r11 = arith.maxsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @maxui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 33 : i7
  %b0 = arith.constant -49 : i7
  %r0 = arith.maxui %a0, %b0 : i7
  %a1 = arith.constant 1 : i7
  %b1 = arith.constant 62 : i7
  %r1 = arith.maxui %a1, %b1 : i7
  %a2 = arith.constant -58 : i7
  %b2 = arith.constant -30 : i7
  %r2 = arith.maxui %a2, %b2 : i7
  %a3 = arith.constant 1 : i7
  %b3 = arith.constant 2 : i7
  %r3 = arith.maxui %a3, %b3 : i7
  %a4 = arith.constant -2 : i7
  %b4 = arith.constant 0 : i7
  %r4 = arith.maxui %a4, %b4 : i7
  %a5 = arith.constant -1 : i7
  %b5 = arith.constant 6 : i7
  %r5 = arith.maxui %a5, %b5 : i7
  %a6 = arith.constant 54 : i7
  %b6 = arith.constant 49 : i7
  %r6 = arith.maxui %a6, %b6 : i7
  %a7 = arith.constant 1 : i7
  %b7 = arith.constant -53 : i7
  %r7 = arith.maxui %a7, %b7 : i7
  %a8 = arith.constant 3 : i7
  %b8 = arith.constant 7 : i7
  %r8 = arith.maxui %a8, %b8 : i7
  %a9 = arith.constant 1 : i7
  %b9 = arith.constant -29 : i7
  %r9 = arith.maxui %a9, %b9 : i7
  %a10 = arith.constant -6 : i7
  %b10 = arith.constant -27 : i7
  %r10 = arith.maxui %a10, %b10 : i7
  %a11 = arith.constant 54 : i7
  %b11 = arith.constant -22 : i7
  %r11 = arith.maxui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @minsi_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -60 : i7
  %b0 = arith.constant 35 : i7
  %r0 = arith.minsi %a0, %b0 : i7
  %a1 = arith.constant -55 : i7
  %b1 = arith.constant -51 : i7
  %r1 = arith.minsi %a1, %b1 : i7
  %a2 = arith.constant 22 : i7
  %b2 = arith.constant 21 : i7
  %r2 = arith.minsi %a2, %b2 : i7
  %a3 = arith.constant 18 : i7
  %b3 = arith.constant -51 : i7
  %r3 = arith.minsi %a3, %b3 : i7
  %a4 = arith.constant -27 : i7
  %b4 = arith.constant 26 : i7
  %r4 = arith.minsi %a4, %b4 : i7
  %a5 = arith.constant -64 : i7
  %b5 = arith.constant -62 : i7
  %r5 = arith.minsi %a5, %b5 : i7
  %a6 = arith.constant -17 : i7
  %b6 = arith.constant -64 : i7
  %r6 = arith.minsi %a6, %b6 : i7
  %a7 = arith.constant 8 : i7
  %b7 = arith.constant 2 : i7
  %r7 = arith.minsi %a7, %b7 : i7
  %a8 = arith.constant 37 : i7
  %b8 = arith.constant 52 : i7
  %r8 = arith.minsi %a8, %b8 : i7
  %a9 = arith.constant -54 : i7
  %b9 = arith.constant 8 : i7
  %r9 = arith.minsi %a9, %b9 : i7
  %a10 = arith.constant 5 : i7
  %b10 = arith.constant -55 : i7
  %r10 = arith.minsi %a10, %b10 : i7
  %a11 = arith.constant 0 : i7
  %b11 = arith.constant 0 : i7
  %r11 = arith.minsi %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @minui_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant -54 : i7
  %b0 = arith.constant -2 : i7
  %r0 = arith.minui %a0, %b0 : i7
  %a1 = arith.constant -22 : i7
  %b1 = arith.constant 6 : i7
  %r1 = arith.minui %a1, %b1 : i7
  %a2 = arith.constant 4 : i7
  %b2 = arith.constant 6 : i7
  %r2 = arith.minui %a2, %b2 : i7
  %a3 = arith.constant -27 : i7
  %b3 = arith.constant -31 : i7
  %r3 = arith.minui %a3, %b3 : i7
  %a4 = arith.constant 40 : i7
  %b4 = arith.constant 6 : i7
  %r4 = arith.minui %a4, %b4 : i7
  %a5 = arith.constant 1 : i7
  %b5 = arith.constant 9 : i7
  %r5 = arith.minui %a5, %b5 : i7
  %a6 = arith.constant -8 : i7
  %b6 = arith.constant -13 : i7
  %r6 = arith.minui %a6, %b6 : i7
  %a7 = arith.constant 29 : i7
  %b7 = arith.constant 13 : i7
  %r7 = arith.minui %a7, %b7 : i7
  %a8 = arith.constant 56 : i7
  %b8 = arith.constant -57 : i7
  %r8 = arith.minui %a8, %b8 : i7
  %a9 = arith.constant -1 : i7
  %b9 = arith.constant 7 : i7
  %r9 = arith.minui %a9, %b9 : i7
  %a10 = arith.constant 37 : i7
  %b10 = arith.constant 63 : i7
  %r10 = arith.minui %a10, %b10 : i7
  %a11 = arith.constant -1 : i7
  %b11 = arith.constant 19 : i7
  %r11 = arith.minui %a11, %b11 : i7
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @mulsi_extended_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 8 : i7
  %b0 = arith.constant -9 : i7
  %r0:2 = arith.mulsi_extended %a0, %b0 : i7
  %a1 = arith.constant 0 : i7
  %b1 = arith.constant 1 : i7
  %r1:2 = arith.mulsi_extended %a1, %b1 : i7
  %a2 = arith.constant 25 : i7
  %b2 = arith.constant -49 : i7
  %r2:2 = arith.mulsi_extended %a2, %b2 : i7
  %a3 = arith.constant 48 : i7
  %b3 = arith.constant -37 : i7
  %r3:2 = arith.mulsi_extended %a3, %b3 : i7
  %a4 = arith.constant -25 : i7
  %b4 = arith.constant 26 : i7
  %r4:2 = arith.mulsi_extended %a4, %b4 : i7
  %a5 = arith.constant -1 : i7
  %b5 = arith.constant 6 : i7
  %r5:2 = arith.mulsi_extended %a5, %b5 : i7
  %a6 = arith.constant -40 : i7
  %b6 = arith.constant 57 : i7
  %r6:2 = arith.mulsi_extended %a6, %b6 : i7
  %a7 = arith.constant 8 : i7
  %b7 = arith.constant -32 : i7
  %r7:2 = arith.mulsi_extended %a7, %b7 : i7
  %a8 = arith.constant -38 : i7
  %b8 = arith.constant 7 : i7
  %r8:2 = arith.mulsi_extended %a8, %b8 : i7
  %a9 = arith.constant 63 : i7
  %b9 = arith.constant -26 : i7
  %r9:2 = arith.mulsi_extended %a9, %b9 : i7
  %a10 = arith.constant 7 : i7
  %b10 = arith.constant -36 : i7
  %r10:2 = arith.mulsi_extended %a10, %b10 : i7
  %a11 = arith.constant 51 : i7
  %b11 = arith.constant 9 : i7
  %r11:2 = arith.mulsi_extended %a11, %b11 : i7
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @mului_extended_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a0 = arith.constant 10 : i7
  %b0 = arith.constant 34 : i7
  %r0:2 = arith.mului_extended %a0, %b0 : i7
  %a1 = arith.constant -63 : i7
  %b1 = arith.constant 63 : i7
  %r1:2 = arith.mului_extended %a1, %b1 : i7
  %a2 = arith.constant 12 : i7
  %b2 = arith.constant -2 : i7
  %r2:2 = arith.mului_extended %a2, %b2 : i7
  %a3 = arith.constant 47 : i7
  %b3 = arith.constant -5 : i7
  %r3:2 = arith.mului_extended %a3, %b3 : i7
  %a4 = arith.constant 63 : i7
  %b4 = arith.constant -2 : i7
  %r4:2 = arith.mului_extended %a4, %b4 : i7
  %a5 = arith.constant -12 : i7
  %b5 = arith.constant -62 : i7
  %r5:2 = arith.mului_extended %a5, %b5 : i7
  %a6 = arith.constant -2 : i7
  %b6 = arith.constant 63 : i7
  %r6:2 = arith.mului_extended %a6, %b6 : i7
  %a7 = arith.constant 7 : i7
  %b7 = arith.constant 47 : i7
  %r7:2 = arith.mului_extended %a7, %b7 : i7
  %a8 = arith.constant 46 : i7
  %b8 = arith.constant 27 : i7
  %r8:2 = arith.mului_extended %a8, %b8 : i7
  %a9 = arith.constant 8 : i7
  %b9 = arith.constant -62 : i7
  %r9:2 = arith.mului_extended %a9, %b9 : i7
  %a10 = arith.constant -6 : i7
  %b10 = arith.constant 63 : i7
  %r10:2 = arith.mului_extended %a10, %b10 : i7
  %a11 = arith.constant -25 : i7
  %b11 = arith.constant 43 : i7
  %r11:2 = arith.mului_extended %a11, %b11 : i7
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// -----
func.func @addui_extended_i7() -> (i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1) {
  %a0 = arith.constant 48 : i7
  %b0 = arith.constant 23 : i7
  %r0:2 = arith.addui_extended %a0, %b0 : i7
  %a1 = arith.constant -41 : i7
  %b1 = arith.constant 63 : i7
  %r1:2 = arith.addui_extended %a1, %b1 : i7
  %a2 = arith.constant -45 : i7
  %b2 = arith.constant -20 : i7
  %r2:2 = arith.addui_extended %a2, %b2 : i7
  %a3 = arith.constant -2 : i7
  %b3 = arith.constant 43 : i7
  %r3:2 = arith.addui_extended %a3, %b3 : i7
  %a4 = arith.constant 10 : i7
  %b4 = arith.constant -11 : i7
  %r4:2 = arith.addui_extended %a4, %b4 : i7
  %a5 = arith.constant -16 : i7
  %b5 = arith.constant -49 : i7
  %r5:2 = arith.addui_extended %a5, %b5 : i7
  %a6 = arith.constant -37 : i7
  %b6 = arith.constant -54 : i7
  %r6:2 = arith.addui_extended %a6, %b6 : i7
  %a7 = arith.constant -62 : i7
  %b7 = arith.constant 14 : i7
  %r7:2 = arith.addui_extended %a7, %b7 : i7
  %a8 = arith.constant -63 : i7
  %b8 = arith.constant 37 : i7
  %r8:2 = arith.addui_extended %a8, %b8 : i7
  %a9 = arith.constant -61 : i7
  %b9 = arith.constant -14 : i7
  %r9:2 = arith.addui_extended %a9, %b9 : i7
  %a10 = arith.constant 7 : i7
  %b10 = arith.constant -28 : i7
  %r10:2 = arith.addui_extended %a10, %b10 : i7
  %a11 = arith.constant 41 : i7
  %b11 = arith.constant -27 : i7
  %r11:2 = arith.addui_extended %a11, %b11 : i7
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1, i7, i1
}
// -----
func.func @addi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 64 : i64
  %b0 = arith.constant 1 : i64
  %r0 = arith.addi %a0, %b0 : i64
  %a1 = arith.constant 64 : i64
  %b1 = arith.constant 2084560433501387732 : i64
  %r1 = arith.addi %a1, %b1 : i64
  %a2 = arith.constant 2768861147076937881 : i64
  %b2 = arith.constant -3268358225871827830 : i64
  %r2 = arith.addi %a2, %b2 : i64
  %a3 = arith.constant -4142257524657777999 : i64
  %b3 = arith.constant 65 : i64
  %r3 = arith.addi %a3, %b3 : i64
  %a4 = arith.constant 63 : i64
  %b4 = arith.constant -1 : i64
  %r4 = arith.addi %a4, %b4 : i64
  %a5 = arith.constant -8862768719919946726 : i64
  %b5 = arith.constant -9223372036854775808 : i64
  %r5 = arith.addi %a5, %b5 : i64
  %a6 = arith.constant -8413124455183077501 : i64
  %b6 = arith.constant -1 : i64
  %r6 = arith.addi %a6, %b6 : i64
  %a7 = arith.constant 0 : i64
  %b7 = arith.constant 63 : i64
  %r7 = arith.addi %a7, %b7 : i64
  %a8 = arith.constant 5827303917451663113 : i64
  %b8 = arith.constant -7977738260310898634 : i64
  %r8 = arith.addi %a8, %b8 : i64
  %a9 = arith.constant -1595736377085030513 : i64
  %b9 = arith.constant -287961344933178050 : i64
  %r9 = arith.addi %a9, %b9 : i64
  %a10 = arith.constant -7609915679272149307 : i64
  %b10 = arith.constant -9223372036854775808 : i64
  %r10 = arith.addi %a10, %b10 : i64
  %a11 = arith.constant -2 : i64
  %b11 = arith.constant -7104092935017634543 : i64
  %r11 = arith.addi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @subi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -3027473323753307520 : i64
  %b0 = arith.constant -6949088116786129933 : i64
  %r0 = arith.subi %a0, %b0 : i64
  %a1 = arith.constant 993191367434525712 : i64
  %b1 = arith.constant -3992117729635190709 : i64
  %r1 = arith.subi %a1, %b1 : i64
  %a2 = arith.constant 0 : i64
  %b2 = arith.constant 0 : i64
  %r2 = arith.subi %a2, %b2 : i64
  %a3 = arith.constant -7514625976257554734 : i64
  %b3 = arith.constant 2 : i64
  %r3 = arith.subi %a3, %b3 : i64
  %a4 = arith.constant -4792751618442361315 : i64
  %b4 = arith.constant 4103778833498045251 : i64
  %r4 = arith.subi %a4, %b4 : i64
  %a5 = arith.constant 1489438836384197227 : i64
  %b5 = arith.constant 3 : i64
  %r5 = arith.subi %a5, %b5 : i64
  %a6 = arith.constant 6611127307261087769 : i64
  %b6 = arith.constant 639384047699949597 : i64
  %r6 = arith.subi %a6, %b6 : i64
  %a7 = arith.constant -5302664916071870094 : i64
  %b7 = arith.constant -2124739443535723170 : i64
  %r7 = arith.subi %a7, %b7 : i64
  %a8 = arith.constant -6547306211542070686 : i64
  %b8 = arith.constant 1 : i64
  %r8 = arith.subi %a8, %b8 : i64
  %a9 = arith.constant 6474853524939274419 : i64
  %b9 = arith.constant 7218593018027829196 : i64
  %r9 = arith.subi %a9, %b9 : i64
  %a10 = arith.constant 9223372036854775807 : i64
  %b10 = arith.constant -3745452057152585086 : i64
  %r10 = arith.subi %a10, %b10 : i64
  %a11 = arith.constant -2 : i64
  %b11 = arith.constant -2 : i64
  %r11 = arith.subi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @muli_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -9223372036854775808 : i64
  %b0 = arith.constant -9223372036854775808 : i64
  %r0 = arith.muli %a0, %b0 : i64
  %a1 = arith.constant -5969487426189912802 : i64
  %b1 = arith.constant 7322324182060450093 : i64
  %r1 = arith.muli %a1, %b1 : i64
  %a2 = arith.constant 3 : i64
  %b2 = arith.constant -9223372036854775808 : i64
  %r2 = arith.muli %a2, %b2 : i64
  %a3 = arith.constant -7421163895160909222 : i64
  %b3 = arith.constant -2 : i64
  %r3 = arith.muli %a3, %b3 : i64
  %a4 = arith.constant -8477166988623655553 : i64
  %b4 = arith.constant 2 : i64
  %r4 = arith.muli %a4, %b4 : i64
  %a5 = arith.constant -3632605223135470547 : i64
  %b5 = arith.constant 965582405782682396 : i64
  %r5 = arith.muli %a5, %b5 : i64
  %a6 = arith.constant 7852647531966405990 : i64
  %b6 = arith.constant 7398450187884904998 : i64
  %r6 = arith.muli %a6, %b6 : i64
  %a7 = arith.constant 8746125660652497743 : i64
  %b7 = arith.constant 5376074666949568369 : i64
  %r7 = arith.muli %a7, %b7 : i64
  %a8 = arith.constant 9223372036854775807 : i64
  %b8 = arith.constant -1402400426877663910 : i64
  %r8 = arith.muli %a8, %b8 : i64
  %a9 = arith.constant 2323343371554995395 : i64
  %b9 = arith.constant 3657162705534770980 : i64
  %r9 = arith.muli %a9, %b9 : i64
  %a10 = arith.constant -6868744105690959117 : i64
  %b10 = arith.constant -6123377191964918989 : i64
  %r10 = arith.muli %a10, %b10 : i64
  %a11 = arith.constant -6692655430725770415 : i64
  %b11 = arith.constant 3142114796426988432 : i64
  %r11 = arith.muli %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @divui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -1 : i64
  %b0 = arith.constant 3 : i64
  %r0 = arith.divui %a0, %b0 : i64
  %a1 = arith.constant 65 : i64
  %b1 = arith.constant -4781931033493611102 : i64
  %r1 = arith.divui %a1, %b1 : i64
  %a2 = arith.constant 890243100586499331 : i64
  %b2 = arith.constant 6109026003126196197 : i64
  %r2 = arith.divui %a2, %b2 : i64
  %a3 = arith.constant -2 : i64
  %b3 = arith.constant 3 : i64
  %r3 = arith.divui %a3, %b3 : i64
  %a4 = arith.constant 0 : i64
  %b4 = arith.constant -5587277118170160922 : i64
  %r4 = arith.divui %a4, %b4 : i64
  %a5 = arith.constant 8538719346597384401 : i64
  %b5 = arith.constant 3 : i64
  %r5 = arith.divui %a5, %b5 : i64
  %a6 = arith.constant -3882933618398725033 : i64
  %b6 = arith.constant -9023886065778613118 : i64
  %r6 = arith.divui %a6, %b6 : i64
  %a7 = arith.constant -267019118591527893 : i64
  %b7 = arith.constant -4345483414719457584 : i64
  %r7 = arith.divui %a7, %b7 : i64
  %a8 = arith.constant -1213051351879355727 : i64
  %b8 = arith.constant 64 : i64
  %r8 = arith.divui %a8, %b8 : i64
  %a9 = arith.constant 7739454047286643214 : i64
  %b9 = arith.constant 2823697263100725834 : i64
  %r9 = arith.divui %a9, %b9 : i64
  %a10 = arith.constant 0 : i64
  %b10 = arith.constant -9223372036854775808 : i64
  %r10 = arith.divui %a10, %b10 : i64
  %a11 = arith.constant -2437040235765607737 : i64
  %b11 = arith.constant 3358790181799624641 : i64
  %r11 = arith.divui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @divsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -2 : i64
  %b0 = arith.constant -2225128275827433676 : i64
  %r0 = arith.divsi %a0, %b0 : i64
  %a1 = arith.constant -3317543268883694185 : i64
  %b1 = arith.constant 7742331740623413660 : i64
  %r1 = arith.divsi %a1, %b1 : i64
  %a2 = arith.constant -4807595869599128019 : i64
  %b2 = arith.constant 63 : i64
  %r2 = arith.divsi %a2, %b2 : i64
  %a3 = arith.constant 8207575742871020993 : i64
  %b3 = arith.constant 4256776023747671166 : i64
  %r3 = arith.divsi %a3, %b3 : i64
  %a4 = arith.constant -6204782283384331162 : i64
  %b4 = arith.constant -1819114152601999829 : i64
  %r4 = arith.divsi %a4, %b4 : i64
  %a5 = arith.constant -1115979516577744675 : i64
  %b5 = arith.constant 9223372036854775807 : i64
  %r5 = arith.divsi %a5, %b5 : i64
  %a6 = arith.constant 63 : i64
  %b6 = arith.constant 208266944702548598 : i64
  %r6 = arith.divsi %a6, %b6 : i64
  %a7 = arith.constant 1 : i64
  %b7 = arith.constant 3888159184322970512 : i64
  %r7 = arith.divsi %a7, %b7 : i64
  %a8 = arith.constant -1130906850597911337 : i64
  %b8 = arith.constant -6189532686331587563 : i64
  %r8 = arith.divsi %a8, %b8 : i64
  %a9 = arith.constant 3 : i64
  %b9 = arith.constant -574841308275358149 : i64
  %r9 = arith.divsi %a9, %b9 : i64
  %a10 = arith.constant -729107817678786370 : i64
  %b10 = arith.constant 8750566197734699234 : i64
  %r10 = arith.divsi %a10, %b10 : i64
  %a11 = arith.constant -6698895170651734738 : i64
  %b11 = arith.constant 6421499419339825617 : i64
  %r11 = arith.divsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @ceildivui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 3 : i64
  %b0 = arith.constant -1542574024709367067 : i64
  %r0 = arith.ceildivui %a0, %b0 : i64
  %a1 = arith.constant -1081571697278601378 : i64
  %b1 = arith.constant -1 : i64
  %r1 = arith.ceildivui %a1, %b1 : i64
  %a2 = arith.constant -1 : i64
  %b2 = arith.constant 3628915130384575942 : i64
  %r2 = arith.ceildivui %a2, %b2 : i64
  %a3 = arith.constant 6484711210629061871 : i64
  %b3 = arith.constant -1115522884460955529 : i64
  %r3 = arith.ceildivui %a3, %b3 : i64
  %a4 = arith.constant 1162761120886270992 : i64
  %b4 = arith.constant -8161678211937685347 : i64
  %r4 = arith.ceildivui %a4, %b4 : i64
  %a5 = arith.constant 9223372036854775807 : i64
  %b5 = arith.constant 63 : i64
  %r5 = arith.ceildivui %a5, %b5 : i64
  %a6 = arith.constant -3690640175430416984 : i64
  %b6 = arith.constant -2681021502724566123 : i64
  %r6 = arith.ceildivui %a6, %b6 : i64
  %a7 = arith.constant 6006822019058584661 : i64
  %b7 = arith.constant 9223372036854775807 : i64
  %r7 = arith.ceildivui %a7, %b7 : i64
  %a8 = arith.constant 8264691444075417791 : i64
  %b8 = arith.constant -7385240858599410326 : i64
  %r8 = arith.ceildivui %a8, %b8 : i64
  %a9 = arith.constant 1900974548955875597 : i64
  %b9 = arith.constant 65 : i64
  %r9 = arith.ceildivui %a9, %b9 : i64
  %a10 = arith.constant 9223372036854775807 : i64
  %b10 = arith.constant 3 : i64
  %r10 = arith.ceildivui %a10, %b10 : i64
  %a11 = arith.constant 63 : i64
  %b11 = arith.constant -8836789311408266937 : i64
  %r11 = arith.ceildivui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @ceildivsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -2 : i64
  %b0 = arith.constant 64 : i64
  %r0 = arith.ceildivsi %a0, %b0 : i64
  %a1 = arith.constant 6201919638754655182 : i64
  %b1 = arith.constant 8278280255644005112 : i64
  %r1 = arith.ceildivsi %a1, %b1 : i64
  %a2 = arith.constant 9223372036854775807 : i64
  %b2 = arith.constant 32740486250180961 : i64
  %r2 = arith.ceildivsi %a2, %b2 : i64
  %a3 = arith.constant 6219469168986198861 : i64
  %b3 = arith.constant 63 : i64
  %r3 = arith.ceildivsi %a3, %b3 : i64
  %a4 = arith.constant 1844045950917837752 : i64
  %b4 = arith.constant -948399723891835025 : i64
  %r4 = arith.ceildivsi %a4, %b4 : i64
  %a5 = arith.constant 63 : i64
  %b5 = arith.constant -5324096328141305297 : i64
  %r5 = arith.ceildivsi %a5, %b5 : i64
  %a6 = arith.constant -594726136988252756 : i64
  %b6 = arith.constant 8068834161626722397 : i64
  %r6 = arith.ceildivsi %a6, %b6 : i64
  %a7 = arith.constant 1460274489645574782 : i64
  %b7 = arith.constant -4634929990503216713 : i64
  %r7 = arith.ceildivsi %a7, %b7 : i64
  %a8 = arith.constant -4193556005058621493 : i64
  %b8 = arith.constant 64 : i64
  %r8 = arith.ceildivsi %a8, %b8 : i64
  %a9 = arith.constant 4997458494477263699 : i64
  %b9 = arith.constant 2483361371587052647 : i64
  %r9 = arith.ceildivsi %a9, %b9 : i64
  %a10 = arith.constant -4700177640670292009 : i64
  %b10 = arith.constant -1734686628641277306 : i64
  %r10 = arith.ceildivsi %a10, %b10 : i64
  %a11 = arith.constant 9223372036854775807 : i64
  %b11 = arith.constant 68866770412330632 : i64
  %r11 = arith.ceildivsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @floordivsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -6441421065177036888 : i64
  %b0 = arith.constant 65 : i64
  %r0 = arith.floordivsi %a0, %b0 : i64
  %a1 = arith.constant 1601045748613270092 : i64
  %b1 = arith.constant -2 : i64
  %r1 = arith.floordivsi %a1, %b1 : i64
  %a2 = arith.constant 63 : i64
  %b2 = arith.constant 8592819345170326211 : i64
  %r2 = arith.floordivsi %a2, %b2 : i64
  %a3 = arith.constant -1 : i64
  %b3 = arith.constant 1566551869444913812 : i64
  %r3 = arith.floordivsi %a3, %b3 : i64
  %a4 = arith.constant 8992091249234038204 : i64
  %b4 = arith.constant 3510052972191129469 : i64
  %r4 = arith.floordivsi %a4, %b4 : i64
  %a5 = arith.constant 857494740058117985 : i64
  %b5 = arith.constant -4278703093973058142 : i64
  %r5 = arith.floordivsi %a5, %b5 : i64
  %a6 = arith.constant -8343566363496582840 : i64
  %b6 = arith.constant 1898211047124310253 : i64
  %r6 = arith.floordivsi %a6, %b6 : i64
  %a7 = arith.constant -7386631563449369534 : i64
  %b7 = arith.constant 0 : i64
  %r7 = arith.floordivsi %a7, %b7 : i64
  %a8 = arith.constant -8326840337568067929 : i64
  %b8 = arith.constant 63 : i64
  %r8 = arith.floordivsi %a8, %b8 : i64
  %a9 = arith.constant -9130214277221940988 : i64
  %b9 = arith.constant 65 : i64
  %r9 = arith.floordivsi %a9, %b9 : i64
  %a10 = arith.constant -5308487102796722102 : i64
  %b10 = arith.constant 5541057652174393238 : i64
  %r10 = arith.floordivsi %a10, %b10 : i64
  %a11 = arith.constant -9223372036854775808 : i64
  %b11 = arith.constant 5090579099615958334 : i64
  %r11 = arith.floordivsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @remui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 6886432087723733610 : i64
  %b0 = arith.constant 9223372036854775807 : i64
  %r0 = arith.remui %a0, %b0 : i64
  %a1 = arith.constant -3441484632081667282 : i64
  %b1 = arith.constant -6333160620656674046 : i64
  %r1 = arith.remui %a1, %b1 : i64
  %a2 = arith.constant -1 : i64
  %b2 = arith.constant 1 : i64
  %r2 = arith.remui %a2, %b2 : i64
  %a3 = arith.constant -1416129713271070963 : i64
  %b3 = arith.constant 1383025999276437335 : i64
  %r3 = arith.remui %a3, %b3 : i64
  %a4 = arith.constant 63 : i64
  %b4 = arith.constant 3 : i64
  %r4 = arith.remui %a4, %b4 : i64
  %a5 = arith.constant 2717323050124534822 : i64
  %b5 = arith.constant 1093892309260590100 : i64
  %r5 = arith.remui %a5, %b5 : i64
  %a6 = arith.constant 8133907688478612219 : i64
  %b6 = arith.constant 0 : i64
  %r6 = arith.remui %a6, %b6 : i64
  %a7 = arith.constant 8796437129722829488 : i64
  %b7 = arith.constant 65 : i64
  %r7 = arith.remui %a7, %b7 : i64
  %a8 = arith.constant 1 : i64
  %b8 = arith.constant -6748868773095686503 : i64
  %r8 = arith.remui %a8, %b8 : i64
  %a9 = arith.constant 64 : i64
  %b9 = arith.constant 2 : i64
  %r9 = arith.remui %a9, %b9 : i64
  %a10 = arith.constant 63 : i64
  %b10 = arith.constant 7431408881562650633 : i64
  %r10 = arith.remui %a10, %b10 : i64
  %a11 = arith.constant 525695489396314741 : i64
  %b11 = arith.constant -4748459824446275972 : i64
  %r11 = arith.remui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @remsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -2047074760949509662 : i64
  %b0 = arith.constant 0 : i64
  %r0 = arith.remsi %a0, %b0 : i64
  %a1 = arith.constant 0 : i64
  %b1 = arith.constant 65 : i64
  %r1 = arith.remsi %a1, %b1 : i64
  %a2 = arith.constant 6715705708389149652 : i64
  %b2 = arith.constant 63 : i64
  %r2 = arith.remsi %a2, %b2 : i64
  %a3 = arith.constant 7731577629374054660 : i64
  %b3 = arith.constant 6646984831291563519 : i64
  %r3 = arith.remsi %a3, %b3 : i64
  %a4 = arith.constant 0 : i64
  %b4 = arith.constant -9223372036854775808 : i64
  %r4 = arith.remsi %a4, %b4 : i64
  %a5 = arith.constant 9223372036854775807 : i64
  %b5 = arith.constant -9223372036854775808 : i64
  %r5 = arith.remsi %a5, %b5 : i64
  %a6 = arith.constant 5364857477379409626 : i64
  %b6 = arith.constant 5955158274603173894 : i64
  %r6 = arith.remsi %a6, %b6 : i64
  %a7 = arith.constant 9223372036854775807 : i64
  %b7 = arith.constant -1 : i64
  %r7 = arith.remsi %a7, %b7 : i64
  %a8 = arith.constant 65 : i64
  %b8 = arith.constant -866114296118855776 : i64
  %r8 = arith.remsi %a8, %b8 : i64
  %a9 = arith.constant 5205183393662434285 : i64
  %b9 = arith.constant -2575822751905729232 : i64
  %r9 = arith.remsi %a9, %b9 : i64
  %a10 = arith.constant -1123844138513178389 : i64
  %b10 = arith.constant 3415490872755597604 : i64
  %r10 = arith.remsi %a10, %b10 : i64
  %a11 = arith.constant -2736080089230111930 : i64
  %b11 = arith.constant 3371503338845117114 : i64
  %r11 = arith.remsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @andi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 9223372036854775807 : i64
  %b0 = arith.constant 3991075350230889116 : i64
  %r0 = arith.andi %a0, %b0 : i64
  %a1 = arith.constant 7286025238591723435 : i64
  %b1 = arith.constant -8940106708655516453 : i64
  %r1 = arith.andi %a1, %b1 : i64
  %a2 = arith.constant 63 : i64
  %b2 = arith.constant -9223372036854775808 : i64
  %r2 = arith.andi %a2, %b2 : i64
  %a3 = arith.constant -8855634133523676496 : i64
  %b3 = arith.constant 8680815298917649765 : i64
  %r3 = arith.andi %a3, %b3 : i64
  %a4 = arith.constant -5921751734909634985 : i64
  %b4 = arith.constant 552143545604232319 : i64
  %r4 = arith.andi %a4, %b4 : i64
  %a5 = arith.constant 7723490670027842885 : i64
  %b5 = arith.constant 7067952427338139219 : i64
  %r5 = arith.andi %a5, %b5 : i64
  %a6 = arith.constant 3755437345149652102 : i64
  %b6 = arith.constant -2 : i64
  %r6 = arith.andi %a6, %b6 : i64
  %a7 = arith.constant 0 : i64
  %b7 = arith.constant 0 : i64
  %r7 = arith.andi %a7, %b7 : i64
  %a8 = arith.constant 8336594982068462220 : i64
  %b8 = arith.constant 9223372036854775807 : i64
  %r8 = arith.andi %a8, %b8 : i64
  %a9 = arith.constant 900386353755854814 : i64
  %b9 = arith.constant 4016959052587859913 : i64
  %r9 = arith.andi %a9, %b9 : i64
  %a10 = arith.constant 737810361309844743 : i64
  %b10 = arith.constant 7040746237949807503 : i64
  %r10 = arith.andi %a10, %b10 : i64
  %a11 = arith.constant 6005443125087212514 : i64
  %b11 = arith.constant -8310073179885882156 : i64
  %r11 = arith.andi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @ori_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -9206174431269578825 : i64
  %b0 = arith.constant -2215587814858827250 : i64
  %r0 = arith.ori %a0, %b0 : i64
  %a1 = arith.constant -4336267092640627678 : i64
  %b1 = arith.constant 1304285908035675837 : i64
  %r1 = arith.ori %a1, %b1 : i64
  %a2 = arith.constant 506810406710312249 : i64
  %b2 = arith.constant 3203875828078716891 : i64
  %r2 = arith.ori %a2, %b2 : i64
  %a3 = arith.constant 65 : i64
  %b3 = arith.constant 7573386682249437820 : i64
  %r3 = arith.ori %a3, %b3 : i64
  %a4 = arith.constant -1327030339878950080 : i64
  %b4 = arith.constant -4584351529277913835 : i64
  %r4 = arith.ori %a4, %b4 : i64
  %a5 = arith.constant 9223372036854775807 : i64
  %b5 = arith.constant 393888287569751606 : i64
  %r5 = arith.ori %a5, %b5 : i64
  %a6 = arith.constant -4150265896049889403 : i64
  %b6 = arith.constant 3 : i64
  %r6 = arith.ori %a6, %b6 : i64
  %a7 = arith.constant 2483585370785466325 : i64
  %b7 = arith.constant -2454792551787795585 : i64
  %r7 = arith.ori %a7, %b7 : i64
  %a8 = arith.constant 2264255022295762345 : i64
  %b8 = arith.constant -2192705329447119701 : i64
  %r8 = arith.ori %a8, %b8 : i64
  %a9 = arith.constant -1 : i64
  %b9 = arith.constant -2 : i64
  %r9 = arith.ori %a9, %b9 : i64
  %a10 = arith.constant 2 : i64
  %b10 = arith.constant -4507992093327453348 : i64
  %r10 = arith.ori %a10, %b10 : i64
  %a11 = arith.constant 3 : i64
  %b11 = arith.constant 65 : i64
  %r11 = arith.ori %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @xori_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -5502978408700845239 : i64
  %b0 = arith.constant 4010398392541579805 : i64
  %r0 = arith.xori %a0, %b0 : i64
  %a1 = arith.constant 8665975408695789715 : i64
  %b1 = arith.constant 5733735305014487198 : i64
  %r1 = arith.xori %a1, %b1 : i64
  %a2 = arith.constant -2224620331009737900 : i64
  %b2 = arith.constant -1109799611768629960 : i64
  %r2 = arith.xori %a2, %b2 : i64
  %a3 = arith.constant 3142965829263380065 : i64
  %b3 = arith.constant 768590064406255496 : i64
  %r3 = arith.xori %a3, %b3 : i64
  %a4 = arith.constant 993356057709533984 : i64
  %b4 = arith.constant -739816965356995100 : i64
  %r4 = arith.xori %a4, %b4 : i64
  %a5 = arith.constant 1 : i64
  %b5 = arith.constant -7347219129487194067 : i64
  %r5 = arith.xori %a5, %b5 : i64
  %a6 = arith.constant -1 : i64
  %b6 = arith.constant 3893364752053204699 : i64
  %r6 = arith.xori %a6, %b6 : i64
  %a7 = arith.constant 5844840705032051394 : i64
  %b7 = arith.constant -3311402737865779212 : i64
  %r7 = arith.xori %a7, %b7 : i64
  %a8 = arith.constant 0 : i64
  %b8 = arith.constant 64 : i64
  %r8 = arith.xori %a8, %b8 : i64
  %a9 = arith.constant -2 : i64
  %b9 = arith.constant -9223372036854775808 : i64
  %r9 = arith.xori %a9, %b9 : i64
  %a10 = arith.constant -2 : i64
  %b10 = arith.constant 7116706768093160830 : i64
  %r10 = arith.xori %a10, %b10 : i64
  %a11 = arith.constant -3606528344015928406 : i64
  %b11 = arith.constant -4480995688915463357 : i64
  %r11 = arith.xori %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @shli_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 59 : i64
  %r0 = arith.shli %a0, %b0 : i64
  %a1 = arith.constant 1545391680679204059 : i64
  %b1 = arith.constant 6 : i64
  %r1 = arith.shli %a1, %b1 : i64
  %a2 = arith.constant 610199313882919997 : i64
  %b2 = arith.constant 28 : i64
  %r2 = arith.shli %a2, %b2 : i64
  %a3 = arith.constant 2042541579273722272 : i64
  %b3 = arith.constant -1016768710325463960 : i64
  %r3 = arith.shli %a3, %b3 : i64
  %a4 = arith.constant -9223372036854775808 : i64
  %b4 = arith.constant -8320162949664811635 : i64
  %r4 = arith.shli %a4, %b4 : i64
  %a5 = arith.constant 63 : i64
  %b5 = arith.constant -32890803013281808 : i64
  %r5 = arith.shli %a5, %b5 : i64
  %a6 = arith.constant 5569602046123709705 : i64
  %b6 = arith.constant 59 : i64
  %r6 = arith.shli %a6, %b6 : i64
  %a7 = arith.constant 1 : i64
  %b7 = arith.constant -8453099235478988384 : i64
  %r7 = arith.shli %a7, %b7 : i64
  %a8 = arith.constant -1 : i64
  %b8 = arith.constant 33 : i64
  %r8 = arith.shli %a8, %b8 : i64
  %a9 = arith.constant -5265065697198749558 : i64
  %b9 = arith.constant 4 : i64
  %r9 = arith.shli %a9, %b9 : i64
  %a10 = arith.constant 2596992288759385684 : i64
  %b10 = arith.constant 64 : i64
  %r10 = arith.shli %a10, %b10 : i64
  %a11 = arith.constant 2 : i64
  %b11 = arith.constant -7113566692109685353 : i64
  %r11 = arith.shli %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @shrui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -1 : i64
  %b0 = arith.constant 63 : i64
  %r0 = arith.shrui %a0, %b0 : i64
  %a1 = arith.constant -7507981980609843540 : i64
  %b1 = arith.constant 29 : i64
  %r1 = arith.shrui %a1, %b1 : i64
  %a2 = arith.constant -2872184689713085434 : i64
  %b2 = arith.constant 44 : i64
  %r2 = arith.shrui %a2, %b2 : i64
  %a3 = arith.constant -5924036333836013122 : i64
  %b3 = arith.constant 5700224860741497780 : i64
  %r3 = arith.shrui %a3, %b3 : i64
  %a4 = arith.constant 951269773905803884 : i64
  %b4 = arith.constant 5 : i64
  %r4 = arith.shrui %a4, %b4 : i64
  %a5 = arith.constant -6788967356261582334 : i64
  %b5 = arith.constant -7817116089550782364 : i64
  %r5 = arith.shrui %a5, %b5 : i64
  %a6 = arith.constant -7562504661869452994 : i64
  %b6 = arith.constant 65 : i64
  %r6 = arith.shrui %a6, %b6 : i64
  %a7 = arith.constant -4403588826456961969 : i64
  %b7 = arith.constant 63 : i64
  %r7 = arith.shrui %a7, %b7 : i64
  %a8 = arith.constant 64 : i64
  %b8 = arith.constant 5 : i64
  %r8 = arith.shrui %a8, %b8 : i64
  %a9 = arith.constant 8289875529598573352 : i64
  %b9 = arith.constant 16 : i64
  %r9 = arith.shrui %a9, %b9 : i64
  %a10 = arith.constant -8944616031732527549 : i64
  %b10 = arith.constant 1298864762625426605 : i64
  %r10 = arith.shrui %a10, %b10 : i64
  %a11 = arith.constant 2 : i64
  %b11 = arith.constant -2 : i64
  %r11 = arith.shrui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @shrsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 334185708561254578 : i64
  %b0 = arith.constant 27 : i64
  %r0 = arith.shrsi %a0, %b0 : i64
  %a1 = arith.constant 63 : i64
  %b1 = arith.constant 43 : i64
  %r1 = arith.shrsi %a1, %b1 : i64
  %a2 = arith.constant 3538803556278198306 : i64
  %b2 = arith.constant 52 : i64
  %r2 = arith.shrsi %a2, %b2 : i64
  %a3 = arith.constant 3298385609641102810 : i64
  %b3 = arith.constant 9223372036854775807 : i64
  %r3 = arith.shrsi %a3, %b3 : i64
  %a4 = arith.constant -1 : i64
  %b4 = arith.constant 8780238235082598963 : i64
  %r4 = arith.shrsi %a4, %b4 : i64
  %a5 = arith.constant -8527397121625724878 : i64
  %b5 = arith.constant 7528046831909666386 : i64
  %r5 = arith.shrsi %a5, %b5 : i64
  %a6 = arith.constant 6377505541142483361 : i64
  %b6 = arith.constant 38 : i64
  %r6 = arith.shrsi %a6, %b6 : i64
  %a7 = arith.constant -6184742415394193484 : i64
  %b7 = arith.constant 238864588432364451 : i64
  %r7 = arith.shrsi %a7, %b7 : i64
  %a8 = arith.constant -4942125323774583644 : i64
  %b8 = arith.constant 63 : i64
  %r8 = arith.shrsi %a8, %b8 : i64
  %a9 = arith.constant -8297294982191214693 : i64
  %b9 = arith.constant 11 : i64
  %r9 = arith.shrsi %a9, %b9 : i64
  %a10 = arith.constant 65 : i64
  %b10 = arith.constant 6203591100539949962 : i64
  %r10 = arith.shrsi %a10, %b10 : i64
  %a11 = arith.constant 3 : i64
  %b11 = arith.constant 38 : i64
  %r11 = arith.shrsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @maxsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 837563704137345126 : i64
  %b0 = arith.constant -9223372036854775808 : i64
  %r0 = arith.maxsi %a0, %b0 : i64
  %a1 = arith.constant -8622581022304181056 : i64
  %b1 = arith.constant -4224125044595233729 : i64
  %r1 = arith.maxsi %a1, %b1 : i64
  %a2 = arith.constant 5665576849494113953 : i64
  %b2 = arith.constant 65 : i64
  %r2 = arith.maxsi %a2, %b2 : i64
  %a3 = arith.constant -2035232357645970728 : i64
  %b3 = arith.constant -2538757848077064242 : i64
  %r3 = arith.maxsi %a3, %b3 : i64
  %a4 = arith.constant 63 : i64
  %b4 = arith.constant -1948803932845016340 : i64
  %r4 = arith.maxsi %a4, %b4 : i64
  %a5 = arith.constant -6231055385426436367 : i64
  %b5 = arith.constant 6520774878144437134 : i64
  %r5 = arith.maxsi %a5, %b5 : i64
  %a6 = arith.constant -1 : i64
  %b6 = arith.constant 2898907245271350593 : i64
  %r6 = arith.maxsi %a6, %b6 : i64
  %a7 = arith.constant 7264342949924313388 : i64
  %b7 = arith.constant -1031226796013188071 : i64
  %r7 = arith.maxsi %a7, %b7 : i64
  %a8 = arith.constant 3256790441794037068 : i64
  %b8 = arith.constant -122843467049823804 : i64
  %r8 = arith.maxsi %a8, %b8 : i64
  %a9 = arith.constant 1059084243591386586 : i64
  %b9 = arith.constant -758589099262868453 : i64
  %r9 = arith.maxsi %a9, %b9 : i64
  %a10 = arith.constant -6696304210863767193 : i64
  %b10 = arith.constant -4215891648557366285 : i64
  %r10 = arith.maxsi %a10, %b10 : i64
  %a11 = arith.constant 63 : i64
  %b11 = arith.constant -1988205537456971401 : i64
  %r11 = arith.maxsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @maxui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 8894040978214163879 : i64
  %b0 = arith.constant -8747367483480576274 : i64
  %r0 = arith.maxui %a0, %b0 : i64
  %a1 = arith.constant 2744853045880163842 : i64
  %b1 = arith.constant 2572148928844589905 : i64
  %r1 = arith.maxui %a1, %b1 : i64
  %a2 = arith.constant 3868266388137075322 : i64
  %b2 = arith.constant -3242898756252141597 : i64
  %r2 = arith.maxui %a2, %b2 : i64
  %a3 = arith.constant 6011335082578165252 : i64
  %b3 = arith.constant 7262885240574906356 : i64
  %r3 = arith.maxui %a3, %b3 : i64
  %a4 = arith.constant 0 : i64
  %b4 = arith.constant 64 : i64
  %r4 = arith.maxui %a4, %b4 : i64
  %a5 = arith.constant -2 : i64
  %b5 = arith.constant -4199410397483578346 : i64
  %r5 = arith.maxui %a5, %b5 : i64
  %a6 = arith.constant 7896080135628419119 : i64
  %b6 = arith.constant -4423342985081884670 : i64
  %r6 = arith.maxui %a6, %b6 : i64
  %a7 = arith.constant -4300883375197425126 : i64
  %b7 = arith.constant 63 : i64
  %r7 = arith.maxui %a7, %b7 : i64
  %a8 = arith.constant -8412692672005546001 : i64
  %b8 = arith.constant 64 : i64
  %r8 = arith.maxui %a8, %b8 : i64
  %a9 = arith.constant 4660233701989724812 : i64
  %b9 = arith.constant 9223372036854775807 : i64
  %r9 = arith.maxui %a9, %b9 : i64
  %a10 = arith.constant -4432261048992520681 : i64
  %b10 = arith.constant 1226235740354388297 : i64
  %r10 = arith.maxui %a10, %b10 : i64
  %a11 = arith.constant -2586188461323140237 : i64
  %b11 = arith.constant 5065659457915726853 : i64
  %r11 = arith.maxui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @minsi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -2919296732140000602 : i64
  %b0 = arith.constant -3009894450303042453 : i64
  %r0 = arith.minsi %a0, %b0 : i64
  %a1 = arith.constant 6855304184465472013 : i64
  %b1 = arith.constant 7406610607025187458 : i64
  %r1 = arith.minsi %a1, %b1 : i64
  %a2 = arith.constant 9223372036854775807 : i64
  %b2 = arith.constant -1601073747103632271 : i64
  %r2 = arith.minsi %a2, %b2 : i64
  %a3 = arith.constant 1435584294189567338 : i64
  %b3 = arith.constant 4219776993935195265 : i64
  %r3 = arith.minsi %a3, %b3 : i64
  %a4 = arith.constant -6779942169074364505 : i64
  %b4 = arith.constant -1 : i64
  %r4 = arith.minsi %a4, %b4 : i64
  %a5 = arith.constant 6985187954033791436 : i64
  %b5 = arith.constant -9223372036854775808 : i64
  %r5 = arith.minsi %a5, %b5 : i64
  %a6 = arith.constant 3911096417483716694 : i64
  %b6 = arith.constant 1986336373147512076 : i64
  %r6 = arith.minsi %a6, %b6 : i64
  %a7 = arith.constant -7492328854633372653 : i64
  %b7 = arith.constant -2587784870006384172 : i64
  %r7 = arith.minsi %a7, %b7 : i64
  %a8 = arith.constant -3225559983257846824 : i64
  %b8 = arith.constant 65 : i64
  %r8 = arith.minsi %a8, %b8 : i64
  %a9 = arith.constant 8804111168057717060 : i64
  %b9 = arith.constant 5670073646140216500 : i64
  %r9 = arith.minsi %a9, %b9 : i64
  %a10 = arith.constant 3 : i64
  %b10 = arith.constant -1 : i64
  %r10 = arith.minsi %a10, %b10 : i64
  %a11 = arith.constant 9223372036854775807 : i64
  %b11 = arith.constant 1262714073701382593 : i64
  %r11 = arith.minsi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @minui_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant -1 : i64
  %b0 = arith.constant 63 : i64
  %r0 = arith.minui %a0, %b0 : i64
  %a1 = arith.constant -4278573566872387175 : i64
  %b1 = arith.constant 2398263081661328248 : i64
  %r1 = arith.minui %a1, %b1 : i64
  %a2 = arith.constant -7150352149908729982 : i64
  %b2 = arith.constant 1637233677544711601 : i64
  %r2 = arith.minui %a2, %b2 : i64
  %a3 = arith.constant 0 : i64
  %b3 = arith.constant 581782195142289819 : i64
  %r3 = arith.minui %a3, %b3 : i64
  %a4 = arith.constant 1394635776382607920 : i64
  %b4 = arith.constant 2170810052218878154 : i64
  %r4 = arith.minui %a4, %b4 : i64
  %a5 = arith.constant 63 : i64
  %b5 = arith.constant -9223372036854775808 : i64
  %r5 = arith.minui %a5, %b5 : i64
  %a6 = arith.constant -1 : i64
  %b6 = arith.constant 64 : i64
  %r6 = arith.minui %a6, %b6 : i64
  %a7 = arith.constant -1 : i64
  %b7 = arith.constant 8269770128061680195 : i64
  %r7 = arith.minui %a7, %b7 : i64
  %a8 = arith.constant -8066218344421136747 : i64
  %b8 = arith.constant 0 : i64
  %r8 = arith.minui %a8, %b8 : i64
  %a9 = arith.constant 696109464315759998 : i64
  %b9 = arith.constant -3583325208196088567 : i64
  %r9 = arith.minui %a9, %b9 : i64
  %a10 = arith.constant 2 : i64
  %b10 = arith.constant 7359962694466135015 : i64
  %r10 = arith.minui %a10, %b10 : i64
  %a11 = arith.constant 5030722932658049041 : i64
  %b11 = arith.constant -6384869147000559574 : i64
  %r11 = arith.minui %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @mulsi_extended_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 7594936084579909879 : i64
  %b0 = arith.constant 146403805428261707 : i64
  %r0:2 = arith.mulsi_extended %a0, %b0 : i64
  %a1 = arith.constant -2 : i64
  %b1 = arith.constant 7542336955216890764 : i64
  %r1:2 = arith.mulsi_extended %a1, %b1 : i64
  %a2 = arith.constant 4164005972399830325 : i64
  %b2 = arith.constant -9223372036854775808 : i64
  %r2:2 = arith.mulsi_extended %a2, %b2 : i64
  %a3 = arith.constant 0 : i64
  %b3 = arith.constant 63 : i64
  %r3:2 = arith.mulsi_extended %a3, %b3 : i64
  %a4 = arith.constant 6613486682449364618 : i64
  %b4 = arith.constant 7107782908592580820 : i64
  %r4:2 = arith.mulsi_extended %a4, %b4 : i64
  %a5 = arith.constant 7453518421824905418 : i64
  %b5 = arith.constant -1 : i64
  %r5:2 = arith.mulsi_extended %a5, %b5 : i64
  %a6 = arith.constant 7020764327794886901 : i64
  %b6 = arith.constant 2 : i64
  %r6:2 = arith.mulsi_extended %a6, %b6 : i64
  %a7 = arith.constant 4827344054893907271 : i64
  %b7 = arith.constant -6106355019328711085 : i64
  %r7:2 = arith.mulsi_extended %a7, %b7 : i64
  %a8 = arith.constant 1953414869856435772 : i64
  %b8 = arith.constant 3 : i64
  %r8:2 = arith.mulsi_extended %a8, %b8 : i64
  %a9 = arith.constant 3684464942415599357 : i64
  %b9 = arith.constant -5004248653982657517 : i64
  %r9:2 = arith.mulsi_extended %a9, %b9 : i64
  %a10 = arith.constant 2726026053877883556 : i64
  %b10 = arith.constant -1 : i64
  %r10:2 = arith.mulsi_extended %a10, %b10 : i64
  %a11 = arith.constant -617336986688116027 : i64
  %b11 = arith.constant -4372707748468831035 : i64
  %r11:2 = arith.mulsi_extended %a11, %b11 : i64
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @mului_extended_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant -5774983669685344365 : i64
  %r0:2 = arith.mului_extended %a0, %b0 : i64
  %a1 = arith.constant -3856013037182507954 : i64
  %b1 = arith.constant -8779325232765569258 : i64
  %r1:2 = arith.mului_extended %a1, %b1 : i64
  %a2 = arith.constant 6221947665811361663 : i64
  %b2 = arith.constant 65 : i64
  %r2:2 = arith.mului_extended %a2, %b2 : i64
  %a3 = arith.constant 3277091504702571722 : i64
  %b3 = arith.constant -1 : i64
  %r3:2 = arith.mului_extended %a3, %b3 : i64
  %a4 = arith.constant 8921963072594885946 : i64
  %b4 = arith.constant -2 : i64
  %r4:2 = arith.mului_extended %a4, %b4 : i64
  %a5 = arith.constant -3768309323329044492 : i64
  %b5 = arith.constant 8828049213452737160 : i64
  %r5:2 = arith.mului_extended %a5, %b5 : i64
  %a6 = arith.constant -7768767433732058323 : i64
  %b6 = arith.constant 65 : i64
  %r6:2 = arith.mului_extended %a6, %b6 : i64
  %a7 = arith.constant 2740767918518384110 : i64
  %b7 = arith.constant 7616121715129477160 : i64
  %r7:2 = arith.mului_extended %a7, %b7 : i64
  %a8 = arith.constant 4228269373253991468 : i64
  %b8 = arith.constant -3811719776785935620 : i64
  %r8:2 = arith.mului_extended %a8, %b8 : i64
  %a9 = arith.constant 2 : i64
  %b9 = arith.constant -2 : i64
  %r9:2 = arith.mului_extended %a9, %b9 : i64
  %a10 = arith.constant -3238978014821602639 : i64
  %b10 = arith.constant 3 : i64
  %r10:2 = arith.mului_extended %a10, %b10 : i64
  %a11 = arith.constant 65 : i64
  %b11 = arith.constant 4661395109846077964 : i64
  %r11:2 = arith.mului_extended %a11, %b11 : i64
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// -----
func.func @addui_extended_i64() -> (i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1) {
  %a0 = arith.constant -1 : i64
  %b0 = arith.constant 64 : i64
  %r0:2 = arith.addui_extended %a0, %b0 : i64
  %a1 = arith.constant -1 : i64
  %b1 = arith.constant 5072160683997560892 : i64
  %r1:2 = arith.addui_extended %a1, %b1 : i64
  %a2 = arith.constant -7289156363634389957 : i64
  %b2 = arith.constant -2451099690775440188 : i64
  %r2:2 = arith.addui_extended %a2, %b2 : i64
  %a3 = arith.constant -774146728307428325 : i64
  %b3 = arith.constant 0 : i64
  %r3:2 = arith.addui_extended %a3, %b3 : i64
  %a4 = arith.constant 2726316906262996609 : i64
  %b4 = arith.constant 0 : i64
  %r4:2 = arith.addui_extended %a4, %b4 : i64
  %a5 = arith.constant 3980949989595509946 : i64
  %b5 = arith.constant 2040242584573482777 : i64
  %r5:2 = arith.addui_extended %a5, %b5 : i64
  %a6 = arith.constant -4639545459552870913 : i64
  %b6 = arith.constant 0 : i64
  %r6:2 = arith.addui_extended %a6, %b6 : i64
  %a7 = arith.constant -1 : i64
  %b7 = arith.constant 2879830041353224956 : i64
  %r7:2 = arith.addui_extended %a7, %b7 : i64
  %a8 = arith.constant -2008285941090350257 : i64
  %b8 = arith.constant 1 : i64
  %r8:2 = arith.addui_extended %a8, %b8 : i64
  %a9 = arith.constant -2554856597015917234 : i64
  %b9 = arith.constant 1 : i64
  %r9:2 = arith.addui_extended %a9, %b9 : i64
  %a10 = arith.constant 6969039690066463046 : i64
  %b10 = arith.constant -4520584337105654700 : i64
  %r10:2 = arith.addui_extended %a10, %b10 : i64
  %a11 = arith.constant 3496024195624573655 : i64
  %b11 = arith.constant 6974071502126888294 : i64
  %r11:2 = arith.addui_extended %a11, %b11 : i64
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1, i64, i1
}
// -----
func.func @addi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 113071152410801984533443705653584198791 : i128
  %b0 = arith.constant -1 : i128
  %r0 = arith.addi %a0, %b0 : i128
  %a1 = arith.constant -1 : i128
  %b1 = arith.constant 42497191498494511539613460504471948984 : i128
  %r1 = arith.addi %a1, %b1 : i128
  %a2 = arith.constant -121256423726369598497123195175349839641 : i128
  %b2 = arith.constant 0 : i128
  %r2 = arith.addi %a2, %b2 : i128
  %a3 = arith.constant 28469632066262676919861043444045080423 : i128
  %b3 = arith.constant -2 : i128
  %r3 = arith.addi %a3, %b3 : i128
  %a4 = arith.constant 2 : i128
  %b4 = arith.constant 75760948334918776593319766627737763864 : i128
  %r4 = arith.addi %a4, %b4 : i128
  %a5 = arith.constant -2 : i128
  %b5 = arith.constant -113714041799447522135451520634991930254 : i128
  %r5 = arith.addi %a5, %b5 : i128
  %a6 = arith.constant 89373652388612287321280521460481612305 : i128
  %b6 = arith.constant -9599312938538858057264404543005131360 : i128
  %r6 = arith.addi %a6, %b6 : i128
  %a7 = arith.constant -160139205494018326177571238064078090675 : i128
  %b7 = arith.constant -130066490075281949749487853241771360754 : i128
  %r7 = arith.addi %a7, %b7 : i128
  %a8 = arith.constant -25239275680672956637186923218688063557 : i128
  %b8 = arith.constant -1 : i128
  %r8 = arith.addi %a8, %b8 : i128
  %a9 = arith.constant 170141183460469231731687303715884105727 : i128
  %b9 = arith.constant 18643351823904625422079617847428143263 : i128
  %r9 = arith.addi %a9, %b9 : i128
  %a10 = arith.constant -1 : i128
  %b10 = arith.constant -42120166212408294054013923660511588665 : i128
  %r10 = arith.addi %a10, %b10 : i128
  %a11 = arith.constant -170141183460469231731687303715884105728 : i128
  %b11 = arith.constant -141870537160541886618993161033203894521 : i128
  %r11 = arith.addi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @subi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 3 : i128
  %b0 = arith.constant -82579513275094010895658899357544783278 : i128
  %r0 = arith.subi %a0, %b0 : i128
  %a1 = arith.constant -142249461644097231045379185368251812355 : i128
  %b1 = arith.constant 0 : i128
  %r1 = arith.subi %a1, %b1 : i128
  %a2 = arith.constant 2 : i128
  %b2 = arith.constant 28346528436292185264539747440730834351 : i128
  %r2 = arith.subi %a2, %b2 : i128
  %a3 = arith.constant -113932288538084689427870718826565274916 : i128
  %b3 = arith.constant -7809117573978513379593093416789660431 : i128
  %r3 = arith.subi %a3, %b3 : i128
  %a4 = arith.constant -96510685061195300078469535367053221423 : i128
  %b4 = arith.constant 96756796565535803181616451150033207576 : i128
  %r4 = arith.subi %a4, %b4 : i128
  %a5 = arith.constant 170141183460469231731687303715884105727 : i128
  %b5 = arith.constant 2 : i128
  %r5 = arith.subi %a5, %b5 : i128
  %a6 = arith.constant 23338813762454760944744407636563056952 : i128
  %b6 = arith.constant -170087458381016852943915404901391666582 : i128
  %r6 = arith.subi %a6, %b6 : i128
  %a7 = arith.constant -123288131050292778033981163072072402184 : i128
  %b7 = arith.constant 1 : i128
  %r7 = arith.subi %a7, %b7 : i128
  %a8 = arith.constant -170141183460469231731687303715884105728 : i128
  %b8 = arith.constant 2 : i128
  %r8 = arith.subi %a8, %b8 : i128
  %a9 = arith.constant -26254788991670203578285304670245959091 : i128
  %b9 = arith.constant 3 : i128
  %r9 = arith.subi %a9, %b9 : i128
  %a10 = arith.constant 55025280595537145507701449543499398635 : i128
  %b10 = arith.constant -152585786682950209742576797397598747659 : i128
  %r10 = arith.subi %a10, %b10 : i128
  %a11 = arith.constant 137462073283012401373965757469442869966 : i128
  %b11 = arith.constant 2 : i128
  %r11 = arith.subi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @muli_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -18281618023233487081805921029941949952 : i128
  %b0 = arith.constant 102446849162649937260194492433421656446 : i128
  %r0 = arith.muli %a0, %b0 : i128
  %a1 = arith.constant -21780490783281296432130989713642342358 : i128
  %b1 = arith.constant 48822221713710477162768819371081822325 : i128
  %r1 = arith.muli %a1, %b1 : i128
  %a2 = arith.constant 58565693213466048851980792594831563387 : i128
  %b2 = arith.constant -23602019938667886106749379631462076695 : i128
  %r2 = arith.muli %a2, %b2 : i128
  %a3 = arith.constant -91026744357649135389388096064166745295 : i128
  %b3 = arith.constant -131656273759409655459839137884384361633 : i128
  %r3 = arith.muli %a3, %b3 : i128
  %a4 = arith.constant -49109217112506653094681457186519887197 : i128
  %b4 = arith.constant 105953225825719884677107925776140703496 : i128
  %r4 = arith.muli %a4, %b4 : i128
  %a5 = arith.constant -115376773378299846506711414632990651050 : i128
  %b5 = arith.constant 45797490040566203248423931410384683239 : i128
  %r5 = arith.muli %a5, %b5 : i128
  %a6 = arith.constant -83108765864860249460657036832961455581 : i128
  %b6 = arith.constant -91886477795908582928646183924544224814 : i128
  %r6 = arith.muli %a6, %b6 : i128
  %a7 = arith.constant -1 : i128
  %b7 = arith.constant 1 : i128
  %r7 = arith.muli %a7, %b7 : i128
  %a8 = arith.constant 1 : i128
  %b8 = arith.constant -56822088659323722410729973892353005254 : i128
  %r8 = arith.muli %a8, %b8 : i128
  %a9 = arith.constant -139040910691566082241312115248335640286 : i128
  %b9 = arith.constant -26263536219868721288412710580797348925 : i128
  %r9 = arith.muli %a9, %b9 : i128
  %a10 = arith.constant 0 : i128
  %b10 = arith.constant 1 : i128
  %r10 = arith.muli %a10, %b10 : i128
  %a11 = arith.constant -118333242553335109485985845617430225918 : i128
  %b11 = arith.constant -123111348375888855215804878654115292627 : i128
  %r11 = arith.muli %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @divui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 127 : i128
  %b0 = arith.constant 129 : i128
  %r0 = arith.divui %a0, %b0 : i128
  %a1 = arith.constant -150717317977512035470788368026537514933 : i128
  %b1 = arith.constant 0 : i128
  %r1 = arith.divui %a1, %b1 : i128
  %a2 = arith.constant -2 : i128
  %b2 = arith.constant 3 : i128
  %r2 = arith.divui %a2, %b2 : i128
  %a3 = arith.constant 165461669270732677737582947260868456760 : i128
  %b3 = arith.constant -116599129844098993996539870867405373682 : i128
  %r3 = arith.divui %a3, %b3 : i128
  %a4 = arith.constant 170141183460469231731687303715884105727 : i128
  %b4 = arith.constant -153441688744540092778149849231875851797 : i128
  %r4 = arith.divui %a4, %b4 : i128
  %a5 = arith.constant -102864693047979718540127707840609281563 : i128
  %b5 = arith.constant 128 : i128
  %r5 = arith.divui %a5, %b5 : i128
  %a6 = arith.constant 73610648082619586204797568594744594365 : i128
  %b6 = arith.constant 54089661639632187677903420530784105451 : i128
  %r6 = arith.divui %a6, %b6 : i128
  %a7 = arith.constant -17141218697919958444426811910272000063 : i128
  %b7 = arith.constant 40406742093191833587876400805313905747 : i128
  %r7 = arith.divui %a7, %b7 : i128
  %a8 = arith.constant 3 : i128
  %b8 = arith.constant -2 : i128
  %r8 = arith.divui %a8, %b8 : i128
  %a9 = arith.constant 128 : i128
  %b9 = arith.constant 3 : i128
  %r9 = arith.divui %a9, %b9 : i128
  %a10 = arith.constant -54173202517691541776459835192187771064 : i128
  %b10 = arith.constant -159290417727816416404970922294757462033 : i128
  %r10 = arith.divui %a10, %b10 : i128
  %a11 = arith.constant -112595006545822470791216215788019394367 : i128
  %b11 = arith.constant -170141183460469231731687303715884105728 : i128
  %r11 = arith.divui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @divsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -87511717433207334596729755482220646894 : i128
  %b0 = arith.constant 137560628102249873494389561697221562211 : i128
  %r0 = arith.divsi %a0, %b0 : i128
  %a1 = arith.constant 105784379632647181510462090096858789680 : i128
  %b1 = arith.constant -160729619943558565445325786335015932434 : i128
  %r1 = arith.divsi %a1, %b1 : i128
  %a2 = arith.constant -63482144584655618741501905948374837257 : i128
  %b2 = arith.constant -58848124245229511592307696149081679969 : i128
  %r2 = arith.divsi %a2, %b2 : i128
  %a3 = arith.constant 152993902147819180709734347267249545933 : i128
  %b3 = arith.constant -41431754329608156934415497528402635703 : i128
  %r3 = arith.divsi %a3, %b3 : i128
  %a4 = arith.constant -1 : i128
  %b4 = arith.constant 129 : i128
  %r4 = arith.divsi %a4, %b4 : i128
  %a5 = arith.constant 106513470424000371881493457166663839647 : i128
  %b5 = arith.constant 129 : i128
  %r5 = arith.divsi %a5, %b5 : i128
  %a6 = arith.constant -124682052966928787158535538036722185805 : i128
  %b6 = arith.constant -151476632122786903919293879450427530133 : i128
  %r6 = arith.divsi %a6, %b6 : i128
  %a7 = arith.constant -54679003570699114491538105388315726718 : i128
  %b7 = arith.constant 114798016218706849450525186516416767572 : i128
  %r7 = arith.divsi %a7, %b7 : i128
  %a8 = arith.constant -135977683421193517391295124016492964756 : i128
  %b8 = arith.constant -161438982360313341637869453836235098683 : i128
  %r8 = arith.divsi %a8, %b8 : i128
  %a9 = arith.constant 82044130391382678130302917299934626372 : i128
  %b9 = arith.constant 3 : i128
  %r9 = arith.divsi %a9, %b9 : i128
  %a10 = arith.constant 154510315013192239866915567725932115006 : i128
  %b10 = arith.constant 26106724242660981664699134260902002597 : i128
  %r10 = arith.divsi %a10, %b10 : i128
  %a11 = arith.constant 141059843122347872303238520346894852994 : i128
  %b11 = arith.constant 6307134151370412215162123548246282397 : i128
  %r11 = arith.divsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @ceildivui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 23558985939634850994209846750375460177 : i128
  %b0 = arith.constant 2 : i128
  %r0 = arith.ceildivui %a0, %b0 : i128
  %a1 = arith.constant -48791900065898089086820765472242012017 : i128
  %b1 = arith.constant 127 : i128
  %r1 = arith.ceildivui %a1, %b1 : i128
  %a2 = arith.constant -28306501240080343608796579975391540836 : i128
  %b2 = arith.constant -107753030654283962662731048606043225474 : i128
  %r2 = arith.ceildivui %a2, %b2 : i128
  %a3 = arith.constant 144273838470867507317955315057334195550 : i128
  %b3 = arith.constant 0 : i128
  %r3 = arith.ceildivui %a3, %b3 : i128
  %a4 = arith.constant -121249059851516285757500328056949484116 : i128
  %b4 = arith.constant -76219115834362524502585559044197152607 : i128
  %r4 = arith.ceildivui %a4, %b4 : i128
  %a5 = arith.constant -151711548564701489150983592003078281085 : i128
  %b5 = arith.constant 73808443584410692067294427409909861751 : i128
  %r5 = arith.ceildivui %a5, %b5 : i128
  %a6 = arith.constant 35022389110878089885106340601239503312 : i128
  %b6 = arith.constant -152257090949917866901521886407198101606 : i128
  %r6 = arith.ceildivui %a6, %b6 : i128
  %a7 = arith.constant 125412551155236308575972294120862377674 : i128
  %b7 = arith.constant -121784530977795069094558009298290486879 : i128
  %r7 = arith.ceildivui %a7, %b7 : i128
  %a8 = arith.constant 14638729858358708794265826017729999956 : i128
  %b8 = arith.constant -102468524032853051313522231227388557011 : i128
  %r8 = arith.ceildivui %a8, %b8 : i128
  %a9 = arith.constant -170141183460469231731687303715884105728 : i128
  %b9 = arith.constant -121634389357659787892544894035039333571 : i128
  %r9 = arith.ceildivui %a9, %b9 : i128
  %a10 = arith.constant -107665710354471481304365763092623331760 : i128
  %b10 = arith.constant 31323420608464257551481982865697696920 : i128
  %r10 = arith.ceildivui %a10, %b10 : i128
  %a11 = arith.constant -102780456993083459079361744573138244769 : i128
  %b11 = arith.constant -90884510440835010103977629236648743080 : i128
  %r11 = arith.ceildivui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @ceildivsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -32872565539147288089184460692660851618 : i128
  %b0 = arith.constant -118307192011891039169969014966738734881 : i128
  %r0 = arith.ceildivsi %a0, %b0 : i128
  %a1 = arith.constant 60701609264181399357219869013292916154 : i128
  %b1 = arith.constant 17662588793690087744761679761836652873 : i128
  %r1 = arith.ceildivsi %a1, %b1 : i128
  %a2 = arith.constant 39604036554351584039972541913187038210 : i128
  %b2 = arith.constant -83522692474222281156986238032805426600 : i128
  %r2 = arith.ceildivsi %a2, %b2 : i128
  %a3 = arith.constant -81462886417760903951972826718168186427 : i128
  %b3 = arith.constant -1689968174156102568992962391644432526 : i128
  %r3 = arith.ceildivsi %a3, %b3 : i128
  %a4 = arith.constant -104416372328896315927056231463337585455 : i128
  %b4 = arith.constant 2 : i128
  %r4 = arith.ceildivsi %a4, %b4 : i128
  %a5 = arith.constant -1 : i128
  %b5 = arith.constant -170141183460469231731687303715884105728 : i128
  %r5 = arith.ceildivsi %a5, %b5 : i128
  %a6 = arith.constant 1 : i128
  %b6 = arith.constant 161137566399628474936154965539379701119 : i128
  %r6 = arith.ceildivsi %a6, %b6 : i128
  %a7 = arith.constant -104489405422570816757097225273854109066 : i128
  %b7 = arith.constant -26465628668137431049361054504842317257 : i128
  %r7 = arith.ceildivsi %a7, %b7 : i128
  %a8 = arith.constant 33004628606133256246625374379913596261 : i128
  %b8 = arith.constant -115542929787434493507274246329034821853 : i128
  %r8 = arith.ceildivsi %a8, %b8 : i128
  %a9 = arith.constant 170141183460469231731687303715884105727 : i128
  %b9 = arith.constant -12466328493898169609136024619268023021 : i128
  %r9 = arith.ceildivsi %a9, %b9 : i128
  %a10 = arith.constant -1 : i128
  %b10 = arith.constant -102754395011745112395163733938962690114 : i128
  %r10 = arith.ceildivsi %a10, %b10 : i128
  %a11 = arith.constant -170141183460469231731687303715884105728 : i128
  %b11 = arith.constant -90976124953876933241386657398930452141 : i128
  %r11 = arith.ceildivsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @floordivsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 136179193579151650593841860847789495319 : i128
  %b0 = arith.constant 2 : i128
  %r0 = arith.floordivsi %a0, %b0 : i128
  %a1 = arith.constant -150086492261113023141832328457878263675 : i128
  %b1 = arith.constant 96363405923633395752065469078346844220 : i128
  %r1 = arith.floordivsi %a1, %b1 : i128
  %a2 = arith.constant -16474315260300921166549334828057599845 : i128
  %b2 = arith.constant 54510567530297156936930255105901186852 : i128
  %r2 = arith.floordivsi %a2, %b2 : i128
  %a3 = arith.constant -1102965425003346096666148721015016427 : i128
  %b3 = arith.constant 101432448069360749454583155420015033272 : i128
  %r3 = arith.floordivsi %a3, %b3 : i128
  %a4 = arith.constant 156511166390314518161654989257919844076 : i128
  %b4 = arith.constant -115264605803446911300526557145972405036 : i128
  %r4 = arith.floordivsi %a4, %b4 : i128
  %a5 = arith.constant 137399742821869844837275854427391812590 : i128
  %b5 = arith.constant 138567298258710228739912118922272721777 : i128
  %r5 = arith.floordivsi %a5, %b5 : i128
  %a6 = arith.constant -168654314402727905057995302167377719097 : i128
  %b6 = arith.constant -21993467756124906871223710366493396900 : i128
  %r6 = arith.floordivsi %a6, %b6 : i128
  %a7 = arith.constant 78375595632113280296735957864104637974 : i128
  %b7 = arith.constant 52511250532131916569951114059474506473 : i128
  %r7 = arith.floordivsi %a7, %b7 : i128
  %a8 = arith.constant 170141183460469231731687303715884105727 : i128
  %b8 = arith.constant 128 : i128
  %r8 = arith.floordivsi %a8, %b8 : i128
  %a9 = arith.constant 87973220809470926700241766139894557522 : i128
  %b9 = arith.constant -129781915702772537613830752004981997526 : i128
  %r9 = arith.floordivsi %a9, %b9 : i128
  %a10 = arith.constant -69701194667041464732749666552570715648 : i128
  %b10 = arith.constant 119549771437059402395075256891018011035 : i128
  %r10 = arith.floordivsi %a10, %b10 : i128
  %a11 = arith.constant -158823310946369233242501497170514112786 : i128
  %b11 = arith.constant -114251776368265608192097953897753504623 : i128
  %r11 = arith.floordivsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @remui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 97273344049923354813669919240199523703 : i128
  %b0 = arith.constant 0 : i128
  %r0 = arith.remui %a0, %b0 : i128
  %a1 = arith.constant 127 : i128
  %b1 = arith.constant 44514601238990829872474768993494284039 : i128
  %r1 = arith.remui %a1, %b1 : i128
  %a2 = arith.constant -97918950870860184238298182058968195349 : i128
  %b2 = arith.constant 61929835882613364122415062815847679315 : i128
  %r2 = arith.remui %a2, %b2 : i128
  %a3 = arith.constant 144018361409247688904798067994680855069 : i128
  %b3 = arith.constant 129 : i128
  %r3 = arith.remui %a3, %b3 : i128
  %a4 = arith.constant 170141183460469231731687303715884105727 : i128
  %b4 = arith.constant 135732286563332980607449197235705829806 : i128
  %r4 = arith.remui %a4, %b4 : i128
  %a5 = arith.constant -45032906837164122457555240499931525350 : i128
  %b5 = arith.constant -58360954663820335012504536667406040081 : i128
  %r5 = arith.remui %a5, %b5 : i128
  %a6 = arith.constant 156454225985065554298114976522258923274 : i128
  %b6 = arith.constant 16157162754235556068909355767889119905 : i128
  %r6 = arith.remui %a6, %b6 : i128
  %a7 = arith.constant -14189313477992903121168030945403043486 : i128
  %b7 = arith.constant 66529637158451314433843840989320391011 : i128
  %r7 = arith.remui %a7, %b7 : i128
  %a8 = arith.constant -110631294129959696655748721454049321645 : i128
  %b8 = arith.constant -1 : i128
  %r8 = arith.remui %a8, %b8 : i128
  %a9 = arith.constant -166792424498278403103904657373060862323 : i128
  %b9 = arith.constant 55323581594513561997354952891713797194 : i128
  %r9 = arith.remui %a9, %b9 : i128
  %a10 = arith.constant 62692227478989945626605678517984998368 : i128
  %b10 = arith.constant -74695285061597644374939208957056374438 : i128
  %r10 = arith.remui %a10, %b10 : i128
  %a11 = arith.constant -28671621407661002819150173064416643057 : i128
  %b11 = arith.constant -108640135106540538016880602834097549272 : i128
  %r11 = arith.remui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @remsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 113072011924136084383598850961638509899 : i128
  %b0 = arith.constant 1 : i128
  %r0 = arith.remsi %a0, %b0 : i128
  %a1 = arith.constant 128 : i128
  %b1 = arith.constant 4901102879875946087056250601718034189 : i128
  %r1 = arith.remsi %a1, %b1 : i128
  %a2 = arith.constant 154335855514058791236979131492592375706 : i128
  %b2 = arith.constant 76926613182504785767889289647629311101 : i128
  %r2 = arith.remsi %a2, %b2 : i128
  %a3 = arith.constant -44214069014451843940402882047053961829 : i128
  %b3 = arith.constant -119314593745333089548246709824731065315 : i128
  %r3 = arith.remsi %a3, %b3 : i128
  %a4 = arith.constant 20574896535729561971535493556710804116 : i128
  %b4 = arith.constant 77397663243736369630101688409641226078 : i128
  %r4 = arith.remsi %a4, %b4 : i128
  %a5 = arith.constant 2 : i128
  %b5 = arith.constant 0 : i128
  %r5 = arith.remsi %a5, %b5 : i128
  %a6 = arith.constant 170141183460469231731687303715884105727 : i128
  %b6 = arith.constant 1 : i128
  %r6 = arith.remsi %a6, %b6 : i128
  %a7 = arith.constant -55969714836223663448933051526779822796 : i128
  %b7 = arith.constant 1051952798325788025721459994339573397 : i128
  %r7 = arith.remsi %a7, %b7 : i128
  %a8 = arith.constant -102692148596838688310596853146400451301 : i128
  %b8 = arith.constant 170141183460469231731687303715884105727 : i128
  %r8 = arith.remsi %a8, %b8 : i128
  %a9 = arith.constant -117500181234293112013045961553446694313 : i128
  %b9 = arith.constant 57710397312125724131083054091246021189 : i128
  %r9 = arith.remsi %a9, %b9 : i128
  %a10 = arith.constant -31322299437159179974351339011944237691 : i128
  %b10 = arith.constant -56157271115898623501000965872080797586 : i128
  %r10 = arith.remsi %a10, %b10 : i128
  %a11 = arith.constant 129 : i128
  %b11 = arith.constant -141274072292305516438694349457044867615 : i128
  %r11 = arith.remsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @andi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -1 : i128
  %b0 = arith.constant -104120014223136358479808864712601250524 : i128
  %r0 = arith.andi %a0, %b0 : i128
  %a1 = arith.constant -17735481685496839394985924767848052354 : i128
  %b1 = arith.constant 127 : i128
  %r1 = arith.andi %a1, %b1 : i128
  %a2 = arith.constant -147304048831159793307150109609862616534 : i128
  %b2 = arith.constant 67194655088429082585051750144855565674 : i128
  %r2 = arith.andi %a2, %b2 : i128
  %a3 = arith.constant -51731554432654939405884167591162025887 : i128
  %b3 = arith.constant 111440627112055736000369083244934685069 : i128
  %r3 = arith.andi %a3, %b3 : i128
  %a4 = arith.constant 3 : i128
  %b4 = arith.constant -40633661840592425011420143503236994131 : i128
  %r4 = arith.andi %a4, %b4 : i128
  %a5 = arith.constant 127301240894311881339987570419481536623 : i128
  %b5 = arith.constant -2 : i128
  %r5 = arith.andi %a5, %b5 : i128
  %a6 = arith.constant 30021960892162890212840102065782744454 : i128
  %b6 = arith.constant 6376301875472186003717934371244518418 : i128
  %r6 = arith.andi %a6, %b6 : i128
  %a7 = arith.constant -70385282483614493722362605331074725223 : i128
  %b7 = arith.constant 129 : i128
  %r7 = arith.andi %a7, %b7 : i128
  %a8 = arith.constant -8047355355231288879489189431772873432 : i128
  %b8 = arith.constant -5929180626766794689009746032035707586 : i128
  %r8 = arith.andi %a8, %b8 : i128
  %a9 = arith.constant 123231275244292056993858251394960704605 : i128
  %b9 = arith.constant 86674253411292203168286288508526248066 : i128
  %r9 = arith.andi %a9, %b9 : i128
  %a10 = arith.constant 59947885514990680710601540059158211443 : i128
  %b10 = arith.constant 16474005342435603016593324306095224647 : i128
  %r10 = arith.andi %a10, %b10 : i128
  %a11 = arith.constant -92113436167107091013205260019348060338 : i128
  %b11 = arith.constant -44487461064237675061423361388693222724 : i128
  %r11 = arith.andi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @ori_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 3 : i128
  %b0 = arith.constant 2 : i128
  %r0 = arith.ori %a0, %b0 : i128
  %a1 = arith.constant 155795200780416570381514540086545193848 : i128
  %b1 = arith.constant 2 : i128
  %r1 = arith.ori %a1, %b1 : i128
  %a2 = arith.constant 72408283349974624831822444603378046424 : i128
  %b2 = arith.constant 120028431949152103285185381550657099617 : i128
  %r2 = arith.ori %a2, %b2 : i128
  %a3 = arith.constant -151800461227419707314744265715224205259 : i128
  %b3 = arith.constant -77715978397230265180367085717161187520 : i128
  %r3 = arith.ori %a3, %b3 : i128
  %a4 = arith.constant -106899867397403074078985496969144777880 : i128
  %b4 = arith.constant 88897987329568387347402873795732180244 : i128
  %r4 = arith.ori %a4, %b4 : i128
  %a5 = arith.constant 73686105058977274406187819502579282375 : i128
  %b5 = arith.constant 127 : i128
  %r5 = arith.ori %a5, %b5 : i128
  %a6 = arith.constant -136682384949637572236483961888500503688 : i128
  %b6 = arith.constant -90739595866905992389385649603472019514 : i128
  %r6 = arith.ori %a6, %b6 : i128
  %a7 = arith.constant -128870761381428752974089070891042600953 : i128
  %b7 = arith.constant 34693541104033562455785079387109089503 : i128
  %r7 = arith.ori %a7, %b7 : i128
  %a8 = arith.constant -20244015698464872833266619718902364020 : i128
  %b8 = arith.constant 136897341516380388211608375905552382445 : i128
  %r8 = arith.ori %a8, %b8 : i128
  %a9 = arith.constant -170141183460469231731687303715884105728 : i128
  %b9 = arith.constant -170141183460469231731687303715884105728 : i128
  %r9 = arith.ori %a9, %b9 : i128
  %a10 = arith.constant 127 : i128
  %b10 = arith.constant 129 : i128
  %r10 = arith.ori %a10, %b10 : i128
  %a11 = arith.constant 128 : i128
  %b11 = arith.constant 72827139240618079846449033026065730462 : i128
  %r11 = arith.ori %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @xori_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -40726024776240397118988921671933732117 : i128
  %b0 = arith.constant 127 : i128
  %r0 = arith.xori %a0, %b0 : i128
  %a1 = arith.constant 127 : i128
  %b1 = arith.constant -147179868521735974591093254511471958413 : i128
  %r1 = arith.xori %a1, %b1 : i128
  %a2 = arith.constant -22938867064441339895902387960638673199 : i128
  %b2 = arith.constant -112556401173228450380598763660222794614 : i128
  %r2 = arith.xori %a2, %b2 : i128
  %a3 = arith.constant 128492132887966589216543009020387207210 : i128
  %b3 = arith.constant 116838806484222661197641518449770984773 : i128
  %r3 = arith.xori %a3, %b3 : i128
  %a4 = arith.constant -58676694891383090705237104622763042454 : i128
  %b4 = arith.constant -115220583489140040963520475435872628634 : i128
  %r4 = arith.xori %a4, %b4 : i128
  %a5 = arith.constant 170141183460469231731687303715884105727 : i128
  %b5 = arith.constant 0 : i128
  %r5 = arith.xori %a5, %b5 : i128
  %a6 = arith.constant 129 : i128
  %b6 = arith.constant 128 : i128
  %r6 = arith.xori %a6, %b6 : i128
  %a7 = arith.constant -150320295196316385616480565080132662562 : i128
  %b7 = arith.constant 62039505011133456770716610409932937443 : i128
  %r7 = arith.xori %a7, %b7 : i128
  %a8 = arith.constant 102375953330321444064866172545751888514 : i128
  %b8 = arith.constant 65961733927386976454367959264325384217 : i128
  %r8 = arith.xori %a8, %b8 : i128
  %a9 = arith.constant 129 : i128
  %b9 = arith.constant -76995509873265850361752879802823951703 : i128
  %r9 = arith.xori %a9, %b9 : i128
  %a10 = arith.constant 113477450293518050323037250372879604903 : i128
  %b10 = arith.constant 22691900548005280314537407173723696352 : i128
  %r10 = arith.xori %a10, %b10 : i128
  %a11 = arith.constant 42425317875100652536858000864447775252 : i128
  %b11 = arith.constant 77615427592215381372650556242421072235 : i128
  %r11 = arith.xori %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @shli_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 1 : i128
  %b0 = arith.constant 58 : i128
  %r0 = arith.shli %a0, %b0 : i128
  %a1 = arith.constant -101051270443883808083866798817242740231 : i128
  %b1 = arith.constant 18 : i128
  %r1 = arith.shli %a1, %b1 : i128
  %a2 = arith.constant 1 : i128
  %b2 = arith.constant -2 : i128
  %r2 = arith.shli %a2, %b2 : i128
  %a3 = arith.constant 125927046562321037474031012751669147610 : i128
  %b3 = arith.constant 1 : i128
  %r3 = arith.shli %a3, %b3 : i128
  %a4 = arith.constant -65369242640847907399721598728587503166 : i128
  %b4 = arith.constant 94 : i128
  %r4 = arith.shli %a4, %b4 : i128
  %a5 = arith.constant -98772294040347730994201008015103445596 : i128
  %b5 = arith.constant 39 : i128
  %r5 = arith.shli %a5, %b5 : i128
  %a6 = arith.constant 2316882147492603062001938173217701993 : i128
  %b6 = arith.constant 24 : i128
  %r6 = arith.shli %a6, %b6 : i128
  %a7 = arith.constant 170141183460469231731687303715884105727 : i128
  %b7 = arith.constant -67153517384336983188834054970666084747 : i128
  %r7 = arith.shli %a7, %b7 : i128
  %a8 = arith.constant 128 : i128
  %b8 = arith.constant 123444013256978011733685740822134277009 : i128
  %r8 = arith.shli %a8, %b8 : i128
  %a9 = arith.constant -75684544265789619433123286840142021680 : i128
  %b9 = arith.constant 127 : i128
  %r9 = arith.shli %a9, %b9 : i128
  %a10 = arith.constant 127 : i128
  %b10 = arith.constant 78 : i128
  %r10 = arith.shli %a10, %b10 : i128
  %a11 = arith.constant 24784855912895133531072477571436287105 : i128
  %b11 = arith.constant 104436557252656015490299525082476994080 : i128
  %r11 = arith.shli %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @shrui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -2 : i128
  %b0 = arith.constant 128 : i128
  %r0 = arith.shrui %a0, %b0 : i128
  %a1 = arith.constant -100102011361369973687012549570682094376 : i128
  %b1 = arith.constant 46 : i128
  %r1 = arith.shrui %a1, %b1 : i128
  %a2 = arith.constant -2 : i128
  %b2 = arith.constant 86553026877407235117145480273041031434 : i128
  %r2 = arith.shrui %a2, %b2 : i128
  %a3 = arith.constant 1 : i128
  %b3 = arith.constant 9 : i128
  %r3 = arith.shrui %a3, %b3 : i128
  %a4 = arith.constant -27930946567567029971736194952079073610 : i128
  %b4 = arith.constant 12 : i128
  %r4 = arith.shrui %a4, %b4 : i128
  %a5 = arith.constant 136938827011158974857097711261857819323 : i128
  %b5 = arith.constant 43229214320902010357538076934984372028 : i128
  %r5 = arith.shrui %a5, %b5 : i128
  %a6 = arith.constant 127519118744390578591491994668598633433 : i128
  %b6 = arith.constant -100526765449787072943748669136979151829 : i128
  %r6 = arith.shrui %a6, %b6 : i128
  %a7 = arith.constant -40172489980667383115462305556238854744 : i128
  %b7 = arith.constant 20 : i128
  %r7 = arith.shrui %a7, %b7 : i128
  %a8 = arith.constant -2 : i128
  %b8 = arith.constant 17 : i128
  %r8 = arith.shrui %a8, %b8 : i128
  %a9 = arith.constant 39530227055672878546166173172035180439 : i128
  %b9 = arith.constant 76 : i128
  %r9 = arith.shrui %a9, %b9 : i128
  %a10 = arith.constant -102128877418355768010381047583091877086 : i128
  %b10 = arith.constant 114 : i128
  %r10 = arith.shrui %a10, %b10 : i128
  %a11 = arith.constant -1 : i128
  %b11 = arith.constant -170141183460469231731687303715884105728 : i128
  %r11 = arith.shrui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @shrsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 2 : i128
  %b0 = arith.constant 149211856748452672082129833734719581887 : i128
  %r0 = arith.shrsi %a0, %b0 : i128
  %a1 = arith.constant 128 : i128
  %b1 = arith.constant 113 : i128
  %r1 = arith.shrsi %a1, %b1 : i128
  %a2 = arith.constant 29307532343683692236119568794166084283 : i128
  %b2 = arith.constant 129 : i128
  %r2 = arith.shrsi %a2, %b2 : i128
  %a3 = arith.constant -46244203727922412819827345038032829262 : i128
  %b3 = arith.constant 18 : i128
  %r3 = arith.shrsi %a3, %b3 : i128
  %a4 = arith.constant -170141183460469231731687303715884105728 : i128
  %b4 = arith.constant 104 : i128
  %r4 = arith.shrsi %a4, %b4 : i128
  %a5 = arith.constant -135964171054285637983144623992700968432 : i128
  %b5 = arith.constant 71 : i128
  %r5 = arith.shrsi %a5, %b5 : i128
  %a6 = arith.constant -21405785040605062582039266572087442946 : i128
  %b6 = arith.constant 70 : i128
  %r6 = arith.shrsi %a6, %b6 : i128
  %a7 = arith.constant -44663676213393009392086068997855262183 : i128
  %b7 = arith.constant 105 : i128
  %r7 = arith.shrsi %a7, %b7 : i128
  %a8 = arith.constant -34299473055133321360863827771745375759 : i128
  %b8 = arith.constant 26 : i128
  %r8 = arith.shrsi %a8, %b8 : i128
  %a9 = arith.constant 129 : i128
  %b9 = arith.constant 134754524988677190460213740033323347158 : i128
  %r9 = arith.shrsi %a9, %b9 : i128
  %a10 = arith.constant 23661333677602299576504801805340269490 : i128
  %b10 = arith.constant -142376040667257110861874044252088934988 : i128
  %r10 = arith.shrsi %a10, %b10 : i128
  %a11 = arith.constant 128 : i128
  %b11 = arith.constant 95796171010382274128769537123607422580 : i128
  %r11 = arith.shrsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @maxsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -112191098856211973218359589251219214219 : i128
  %b0 = arith.constant 127 : i128
  %r0 = arith.maxsi %a0, %b0 : i128
  %a1 = arith.constant 17319429609694471404253750626858536692 : i128
  %b1 = arith.constant 118705302881512855849000855652996928913 : i128
  %r1 = arith.maxsi %a1, %b1 : i128
  %a2 = arith.constant 142567984774409934763196509534799189268 : i128
  %b2 = arith.constant -165841055571388652606403700895327126282 : i128
  %r2 = arith.maxsi %a2, %b2 : i128
  %a3 = arith.constant -84053123352875187115411187551146996443 : i128
  %b3 = arith.constant 1 : i128
  %r3 = arith.maxsi %a3, %b3 : i128
  %a4 = arith.constant 1375596013810293867896946459626773312 : i128
  %b4 = arith.constant -2 : i128
  %r4 = arith.maxsi %a4, %b4 : i128
  %a5 = arith.constant 0 : i128
  %b5 = arith.constant 116680548191357344939272869585563191619 : i128
  %r5 = arith.maxsi %a5, %b5 : i128
  %a6 = arith.constant -52498431309993292147090167062183560878 : i128
  %b6 = arith.constant 1 : i128
  %r6 = arith.maxsi %a6, %b6 : i128
  %a7 = arith.constant 143567664340492223192651093472662163042 : i128
  %b7 = arith.constant -135392572076314350362557341478080903762 : i128
  %r7 = arith.maxsi %a7, %b7 : i128
  %a8 = arith.constant 148812545313982156334747539937106387868 : i128
  %b8 = arith.constant -131567035313229871893953877862109821784 : i128
  %r8 = arith.maxsi %a8, %b8 : i128
  %a9 = arith.constant -126702265468278020806723197024487733398 : i128
  %b9 = arith.constant 3 : i128
  %r9 = arith.maxsi %a9, %b9 : i128
  %a10 = arith.constant 160545237237186214349362552124599596588 : i128
  %b10 = arith.constant 1 : i128
  %r10 = arith.maxsi %a10, %b10 : i128
  %a11 = arith.constant 0 : i128
  %b11 = arith.constant 3 : i128
  %r11 = arith.maxsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @maxui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -29386773658303310010924507671640781412 : i128
  %b0 = arith.constant -30326903710172405076119643589563185475 : i128
  %r0 = arith.maxui %a0, %b0 : i128
  %a1 = arith.constant -35702652362554886195453306172421834184 : i128
  %b1 = arith.constant -101211121957150611056886483759808715044 : i128
  %r1 = arith.maxui %a1, %b1 : i128
  %a2 = arith.constant 116471055714973406285878525423636525154 : i128
  %b2 = arith.constant 67278551965695752695636818452074940488 : i128
  %r2 = arith.maxui %a2, %b2 : i128
  %a3 = arith.constant 156101023924229116098718365329993222572 : i128
  %b3 = arith.constant -2728515070622758951127733487441213105 : i128
  %r3 = arith.maxui %a3, %b3 : i128
  %a4 = arith.constant 32744757498568951319506608909569024203 : i128
  %b4 = arith.constant -10707891873628656140944856829936227178 : i128
  %r4 = arith.maxui %a4, %b4 : i128
  %a5 = arith.constant 129 : i128
  %b5 = arith.constant 22708050219061595026530260203448784439 : i128
  %r5 = arith.maxui %a5, %b5 : i128
  %a6 = arith.constant 54398305475019767812608149888384356041 : i128
  %b6 = arith.constant 79513371272192392534143432339419465157 : i128
  %r6 = arith.maxui %a6, %b6 : i128
  %a7 = arith.constant 69740990475889974441548971808242856874 : i128
  %b7 = arith.constant 98779975857710893638686851333288467350 : i128
  %r7 = arith.maxui %a7, %b7 : i128
  %a8 = arith.constant 129 : i128
  %b8 = arith.constant -2 : i128
  %r8 = arith.maxui %a8, %b8 : i128
  %a9 = arith.constant -170141183460469231731687303715884105728 : i128
  %b9 = arith.constant -52379632111999800375082754641038607722 : i128
  %r9 = arith.maxui %a9, %b9 : i128
  %a10 = arith.constant 115969195040493070809702211099239594485 : i128
  %b10 = arith.constant 84069982735954047146472529594530250945 : i128
  %r10 = arith.maxui %a10, %b10 : i128
  %a11 = arith.constant 102587710194173447393253503237991966607 : i128
  %b11 = arith.constant 149578715762188382618968230812518500680 : i128
  %r11 = arith.maxui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @minsi_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 62440730480028906043874246602084672259 : i128
  %b0 = arith.constant -17690457686783969346185377290520804780 : i128
  %r0 = arith.minsi %a0, %b0 : i128
  %a1 = arith.constant -118414261169088667703988842186168144030 : i128
  %b1 = arith.constant -128675381202966816935039731781063073885 : i128
  %r1 = arith.minsi %a1, %b1 : i128
  %a2 = arith.constant -60217201922365887128146278059793841694 : i128
  %b2 = arith.constant -19487416857370782722972835985567931577 : i128
  %r2 = arith.minsi %a2, %b2 : i128
  %a3 = arith.constant -170141183460469231731687303715884105728 : i128
  %b3 = arith.constant 57089415188711575217923878719000612507 : i128
  %r3 = arith.minsi %a3, %b3 : i128
  %a4 = arith.constant -1 : i128
  %b4 = arith.constant -35089032809659174657642417049104273225 : i128
  %r4 = arith.minsi %a4, %b4 : i128
  %a5 = arith.constant 127 : i128
  %b5 = arith.constant -27701568520585727578632996967173351090 : i128
  %r5 = arith.minsi %a5, %b5 : i128
  %a6 = arith.constant 1 : i128
  %b6 = arith.constant 170141183460469231731687303715884105727 : i128
  %r6 = arith.minsi %a6, %b6 : i128
  %a7 = arith.constant -17133455138451525442642370649964709981 : i128
  %b7 = arith.constant -1869807353504950800432317291614599851 : i128
  %r7 = arith.minsi %a7, %b7 : i128
  %a8 = arith.constant -53438305524131551179832594182614718496 : i128
  %b8 = arith.constant 81806719100411561745035025504284819039 : i128
  %r8 = arith.minsi %a8, %b8 : i128
  %a9 = arith.constant 126752865659825972855373474076414964174 : i128
  %b9 = arith.constant -101135528153339092959928996301612121656 : i128
  %r9 = arith.minsi %a9, %b9 : i128
  %a10 = arith.constant 151474821403267588737160405780121818343 : i128
  %b10 = arith.constant -93308473101684842917732070595091889357 : i128
  %r10 = arith.minsi %a10, %b10 : i128
  %a11 = arith.constant 54838478481490333503719266675129983295 : i128
  %b11 = arith.constant 166895771057428974274984627436648013824 : i128
  %r11 = arith.minsi %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @minui_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -89702914773302404522746651100483118399 : i128
  %b0 = arith.constant -147616110452485171726379311064801669300 : i128
  %r0 = arith.minui %a0, %b0 : i128
  %a1 = arith.constant -67397343880795825623147204903527432251 : i128
  %b1 = arith.constant 128 : i128
  %r1 = arith.minui %a1, %b1 : i128
  %a2 = arith.constant -155221140136136056779386437843039297327 : i128
  %b2 = arith.constant -10979741556532974723377948022290683325 : i128
  %r2 = arith.minui %a2, %b2 : i128
  %a3 = arith.constant 3 : i128
  %b3 = arith.constant 104412019203644832432516520554495516487 : i128
  %r3 = arith.minui %a3, %b3 : i128
  %a4 = arith.constant 161213388256766887720076883136579719203 : i128
  %b4 = arith.constant 105170933720155267476151204348863455350 : i128
  %r4 = arith.minui %a4, %b4 : i128
  %a5 = arith.constant 116753683766229800145986628187370877172 : i128
  %b5 = arith.constant 3 : i128
  %r5 = arith.minui %a5, %b5 : i128
  %a6 = arith.constant 74460102013258415434688401057099607641 : i128
  %b6 = arith.constant -95134142894246188475529692266256390191 : i128
  %r6 = arith.minui %a6, %b6 : i128
  %a7 = arith.constant 129 : i128
  %b7 = arith.constant -41311641541342528998216005995477584236 : i128
  %r7 = arith.minui %a7, %b7 : i128
  %a8 = arith.constant 85850878360307183063033671001062560796 : i128
  %b8 = arith.constant 86991828290885164020282820708323742325 : i128
  %r8 = arith.minui %a8, %b8 : i128
  %a9 = arith.constant 132300306977387137397583639197511473474 : i128
  %b9 = arith.constant -82012773453928514379380890786619469737 : i128
  %r9 = arith.minui %a9, %b9 : i128
  %a10 = arith.constant 87815209270472884985727286711542681130 : i128
  %b10 = arith.constant -100042832867995490585075095219379618289 : i128
  %r10 = arith.minui %a10, %b10 : i128
  %a11 = arith.constant 138782659681780191439078446911927972552 : i128
  %b11 = arith.constant -137497436928642171194271271505741624121 : i128
  %r11 = arith.minui %a11, %b11 : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @mulsi_extended_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -120204125925512291662620445137927152886 : i128
  %b0 = arith.constant -66901353292678330140844603811480669885 : i128
  %r0:2 = arith.mulsi_extended %a0, %b0 : i128
  %a1 = arith.constant 130694135978591968019984371759860794712 : i128
  %b1 = arith.constant 77830826817408576374910696275492381939 : i128
  %r1:2 = arith.mulsi_extended %a1, %b1 : i128
  %a2 = arith.constant -1 : i128
  %b2 = arith.constant -97964263224281387756610973751002879435 : i128
  %r2:2 = arith.mulsi_extended %a2, %b2 : i128
  %a3 = arith.constant 170141183460469231731687303715884105727 : i128
  %b3 = arith.constant -85043765595157135965659023891755517325 : i128
  %r3:2 = arith.mulsi_extended %a3, %b3 : i128
  %a4 = arith.constant 76240054286841128178677319118065939508 : i128
  %b4 = arith.constant 144794993732410610465744305259696828673 : i128
  %r4:2 = arith.mulsi_extended %a4, %b4 : i128
  %a5 = arith.constant 7979589306714265754092913332296745686 : i128
  %b5 = arith.constant 129 : i128
  %r5:2 = arith.mulsi_extended %a5, %b5 : i128
  %a6 = arith.constant 43038084254610136131554409712936911485 : i128
  %b6 = arith.constant -76853160003752365190678047377582321267 : i128
  %r6:2 = arith.mulsi_extended %a6, %b6 : i128
  %a7 = arith.constant 2 : i128
  %b7 = arith.constant -34715692138715256152666426245886988511 : i128
  %r7:2 = arith.mulsi_extended %a7, %b7 : i128
  %a8 = arith.constant 84852157148204633485030267700488689108 : i128
  %b8 = arith.constant -119225793726906076158265453415196261829 : i128
  %r8:2 = arith.mulsi_extended %a8, %b8 : i128
  %a9 = arith.constant 128 : i128
  %b9 = arith.constant -143538452907594212028159206889145430848 : i128
  %r9:2 = arith.mulsi_extended %a9, %b9 : i128
  %a10 = arith.constant 128 : i128
  %b10 = arith.constant 129 : i128
  %r10:2 = arith.mulsi_extended %a10, %b10 : i128
  %a11 = arith.constant -109706800522932157676579762049813012366 : i128
  %b11 = arith.constant 170141183460469231731687303715884105727 : i128
  %r11:2 = arith.mulsi_extended %a11, %b11 : i128
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @mului_extended_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant 144236276040379146757500566432093348479 : i128
  %b0 = arith.constant -84006584776835988271576674025889147932 : i128
  %r0:2 = arith.mului_extended %a0, %b0 : i128
  %a1 = arith.constant -98716296251596420640874052910654397500 : i128
  %b1 = arith.constant 129 : i128
  %r1:2 = arith.mului_extended %a1, %b1 : i128
  %a2 = arith.constant -4518269752261564825423063378013647926 : i128
  %b2 = arith.constant 165510934434986439212942385273313547791 : i128
  %r2:2 = arith.mului_extended %a2, %b2 : i128
  %a3 = arith.constant -123851845502680233867248431545254284042 : i128
  %b3 = arith.constant 4164152104451453904956187367583614078 : i128
  %r3:2 = arith.mului_extended %a3, %b3 : i128
  %a4 = arith.constant 146712882985793735298338788043464866769 : i128
  %b4 = arith.constant 1 : i128
  %r4:2 = arith.mului_extended %a4, %b4 : i128
  %a5 = arith.constant 3 : i128
  %b5 = arith.constant -164495904008642586323315083416515627144 : i128
  %r5:2 = arith.mului_extended %a5, %b5 : i128
  %a6 = arith.constant -154122188160901343780356463717313145891 : i128
  %b6 = arith.constant 1 : i128
  %r6:2 = arith.mului_extended %a6, %b6 : i128
  %a7 = arith.constant 87981435546915871707208126565175786821 : i128
  %b7 = arith.constant 93768144963098675754791486143836453488 : i128
  %r7:2 = arith.mului_extended %a7, %b7 : i128
  %a8 = arith.constant 170141183460469231731687303715884105727 : i128
  %b8 = arith.constant -20113949201119541201970513761386502594 : i128
  %r8:2 = arith.mului_extended %a8, %b8 : i128
  %a9 = arith.constant 170141183460469231731687303715884105727 : i128
  %b9 = arith.constant 50457343578334989300225752411634452359 : i128
  %r9:2 = arith.mului_extended %a9, %b9 : i128
  %a10 = arith.constant -126251135529712596121230622191227573903 : i128
  %b10 = arith.constant -37045814524146083060858464232788485150 : i128
  %r10:2 = arith.mului_extended %a10, %b10 : i128
  %a11 = arith.constant 37131831548980616122674563054673734550 : i128
  %b11 = arith.constant -35656896696497976298533692459030434947 : i128
  %r11:2 = arith.mului_extended %a11, %b11 : i128
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}
// -----
func.func @addui_extended_i128() -> (i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1) {
  %a0 = arith.constant -157583282859903921723251875328525535388 : i128
  %b0 = arith.constant 59062508321442320615219396447092991761 : i128
  %r0:2 = arith.addui_extended %a0, %b0 : i128
  %a1 = arith.constant -10325583083963694322029790384729147985 : i128
  %b1 = arith.constant -131223559159214323161126078153446156679 : i128
  %r1:2 = arith.addui_extended %a1, %b1 : i128
  %a2 = arith.constant 97142443347764393907199313439716944669 : i128
  %b2 = arith.constant 78887178322145586514718579960726315997 : i128
  %r2:2 = arith.addui_extended %a2, %b2 : i128
  %a3 = arith.constant 3 : i128
  %b3 = arith.constant -30991565416518905897645570232912399526 : i128
  %r3:2 = arith.addui_extended %a3, %b3 : i128
  %a4 = arith.constant 77948599021939639735371424831897484 : i128
  %b4 = arith.constant 20580642813803571333981036019459024390 : i128
  %r4:2 = arith.addui_extended %a4, %b4 : i128
  %a5 = arith.constant -2 : i128
  %b5 = arith.constant 5195948641443559618434979235695848069 : i128
  %r5:2 = arith.addui_extended %a5, %b5 : i128
  %a6 = arith.constant 127 : i128
  %b6 = arith.constant -117048057878176243916008726229640781613 : i128
  %r6:2 = arith.addui_extended %a6, %b6 : i128
  %a7 = arith.constant 3 : i128
  %b7 = arith.constant 127 : i128
  %r7:2 = arith.addui_extended %a7, %b7 : i128
  %a8 = arith.constant -1 : i128
  %b8 = arith.constant -57083913376415046400570397532268756652 : i128
  %r8:2 = arith.addui_extended %a8, %b8 : i128
  %a9 = arith.constant 120075112447991230826141507096281637888 : i128
  %b9 = arith.constant 137196210613957744251214701627545938485 : i128
  %r9:2 = arith.addui_extended %a9, %b9 : i128
  %a10 = arith.constant 61915393778655035675073863249275761243 : i128
  %b10 = arith.constant 33094031118327803998466853548747583116 : i128
  %r10:2 = arith.addui_extended %a10, %b10 : i128
  %a11 = arith.constant 129 : i128
  %b11 = arith.constant -79904148324957425816009812289501304745 : i128
  %r11:2 = arith.addui_extended %a11, %b11 : i128
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1, i128, i1
}
// -----
func.func @addi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -1233471847801003560 : index
  %b0 = arith.constant -2 : index
  %r0 = arith.addi %a0, %b0 : index
  %a1 = arith.constant 1 : index
  %b1 = arith.constant -11663574035460501 : index
  %r1 = arith.addi %a1, %b1 : index
  %a2 = arith.constant 5298847324900280954 : index
  %b2 = arith.constant 5322383768947307059 : index
  %r2 = arith.addi %a2, %b2 : index
  %a3 = arith.constant -8801885983711348417 : index
  %b3 = arith.constant 522279176647052672 : index
  %r3 = arith.addi %a3, %b3 : index
  %a4 = arith.constant 6740885954509369710 : index
  %b4 = arith.constant 3 : index
  %r4 = arith.addi %a4, %b4 : index
  %a5 = arith.constant 5655591798779402987 : index
  %b5 = arith.constant 8889597655047250215 : index
  %r5 = arith.addi %a5, %b5 : index
  %a6 = arith.constant 1 : index
  %b6 = arith.constant 978119711026856766 : index
  %r6 = arith.addi %a6, %b6 : index
  %a7 = arith.constant -3247501391793903148 : index
  %b7 = arith.constant 63 : index
  %r7 = arith.addi %a7, %b7 : index
  %a8 = arith.constant 0 : index
  %b8 = arith.constant -9223372036854775808 : index
  %r8 = arith.addi %a8, %b8 : index
  %a9 = arith.constant 2845880180496136324 : index
  %b9 = arith.constant -3777057468417713971 : index
  %r9 = arith.addi %a9, %b9 : index
  %a10 = arith.constant -8657448784200876772 : index
  %b10 = arith.constant -436135140513776703 : index
  %r10 = arith.addi %a10, %b10 : index
  %a11 = arith.constant -584388671029278846 : index
  %b11 = arith.constant 1 : index
  %r11 = arith.addi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @subi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 9223372036854775807 : index
  %b0 = arith.constant 1885880896667658833 : index
  %r0 = arith.subi %a0, %b0 : index
  %a1 = arith.constant -3608763703459405361 : index
  %b1 = arith.constant 2744796403855730231 : index
  %r1 = arith.subi %a1, %b1 : index
  %a2 = arith.constant -3335129025624138069 : index
  %b2 = arith.constant 2 : index
  %r2 = arith.subi %a2, %b2 : index
  %a3 = arith.constant -6882460696203938024 : index
  %b3 = arith.constant -1775517287039061641 : index
  %r3 = arith.subi %a3, %b3 : index
  %a4 = arith.constant 540267454119328382 : index
  %b4 = arith.constant 2019776198164392150 : index
  %r4 = arith.subi %a4, %b4 : index
  %a5 = arith.constant 9223372036854775807 : index
  %b5 = arith.constant -7362202328703714420 : index
  %r5 = arith.subi %a5, %b5 : index
  %a6 = arith.constant 7028929660050916664 : index
  %b6 = arith.constant 3563695247550607325 : index
  %r6 = arith.subi %a6, %b6 : index
  %a7 = arith.constant 2793610265967643861 : index
  %b7 = arith.constant -8417090364193366887 : index
  %r7 = arith.subi %a7, %b7 : index
  %a8 = arith.constant 244354402050177417 : index
  %b8 = arith.constant -8197684111352397834 : index
  %r8 = arith.subi %a8, %b8 : index
  %a9 = arith.constant -933244199421268022 : index
  %b9 = arith.constant 1 : index
  %r9 = arith.subi %a9, %b9 : index
  %a10 = arith.constant 2368787362565011819 : index
  %b10 = arith.constant 8563274667663110247 : index
  %r10 = arith.subi %a10, %b10 : index
  %a11 = arith.constant 64 : index
  %b11 = arith.constant 64 : index
  %r11 = arith.subi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @muli_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 64 : index
  %b0 = arith.constant 7744595693400103066 : index
  %r0 = arith.muli %a0, %b0 : index
  %a1 = arith.constant 2 : index
  %b1 = arith.constant 7944590527143209326 : index
  %r1 = arith.muli %a1, %b1 : index
  %a2 = arith.constant 0 : index
  %b2 = arith.constant 4987151083971241199 : index
  %r2 = arith.muli %a2, %b2 : index
  %a3 = arith.constant 64 : index
  %b3 = arith.constant 8640804379636626918 : index
  %r3 = arith.muli %a3, %b3 : index
  %a4 = arith.constant 5231010629092442167 : index
  %b4 = arith.constant -2511515682765869176 : index
  %r4 = arith.muli %a4, %b4 : index
  %a5 = arith.constant 2277946263263845812 : index
  %b5 = arith.constant 63 : index
  %r5 = arith.muli %a5, %b5 : index
  %a6 = arith.constant 927232800897167841 : index
  %b6 = arith.constant 3 : index
  %r6 = arith.muli %a6, %b6 : index
  %a7 = arith.constant -1884427497562883570 : index
  %b7 = arith.constant 2741645846139020913 : index
  %r7 = arith.muli %a7, %b7 : index
  %a8 = arith.constant 1 : index
  %b8 = arith.constant 1290432497945205298 : index
  %r8 = arith.muli %a8, %b8 : index
  %a9 = arith.constant 2857381403154703254 : index
  %b9 = arith.constant -2826036904484050144 : index
  %r9 = arith.muli %a9, %b9 : index
  %a10 = arith.constant 6013350134008764922 : index
  %b10 = arith.constant 1 : index
  %r10 = arith.muli %a10, %b10 : index
  %a11 = arith.constant 6169416152117814722 : index
  %b11 = arith.constant -4791080298848923822 : index
  %r11 = arith.muli %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @divui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -4175089981041382877 : index
  %b0 = arith.constant 64 : index
  %r0 = arith.divui %a0, %b0 : index
  %a1 = arith.constant 3952739283748399152 : index
  %b1 = arith.constant 6584309519596150868 : index
  %r1 = arith.divui %a1, %b1 : index
  %a2 = arith.constant -3270683181702946977 : index
  %b2 = arith.constant 6991439777690344950 : index
  %r2 = arith.divui %a2, %b2 : index
  %a3 = arith.constant 7986580055074282594 : index
  %b3 = arith.constant -4221984345971116757 : index
  %r3 = arith.divui %a3, %b3 : index
  %a4 = arith.constant 1886275032755191548 : index
  %b4 = arith.constant 7083215074110111271 : index
  %r4 = arith.divui %a4, %b4 : index
  %a5 = arith.constant -6600622837169725669 : index
  %b5 = arith.constant 6635693431842351896 : index
  %r5 = arith.divui %a5, %b5 : index
  %a6 = arith.constant 4298874973137086431 : index
  %b6 = arith.constant 34577931024311634 : index
  %r6 = arith.divui %a6, %b6 : index
  %a7 = arith.constant -1 : index
  %b7 = arith.constant 2598250913483607253 : index
  %r7 = arith.divui %a7, %b7 : index
  %a8 = arith.constant 64 : index
  %b8 = arith.constant 4748445365570345197 : index
  %r8 = arith.divui %a8, %b8 : index
  %a9 = arith.constant 8192802111822947771 : index
  %b9 = arith.constant 9223372036854775807 : index
  %r9 = arith.divui %a9, %b9 : index
  %a10 = arith.constant 0 : index
  %b10 = arith.constant 64 : index
  %r10 = arith.divui %a10, %b10 : index
  %a11 = arith.constant -4523650026365245010 : index
  %b11 = arith.constant 1 : index
  %r11 = arith.divui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @divsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 8666243792358182539 : index
  %b0 = arith.constant 5699765566535087471 : index
  %r0 = arith.divsi %a0, %b0 : index
  %a1 = arith.constant 6325808186871830860 : index
  %b1 = arith.constant -5549826001863846369 : index
  %r1 = arith.divsi %a1, %b1 : index
  %a2 = arith.constant 1380980998940438432 : index
  %b2 = arith.constant 3 : index
  %r2 = arith.divsi %a2, %b2 : index
  %a3 = arith.constant -3765003994542028254 : index
  %b3 = arith.constant 65 : index
  %r3 = arith.divsi %a3, %b3 : index
  %a4 = arith.constant 64 : index
  %b4 = arith.constant -2 : index
  %r4 = arith.divsi %a4, %b4 : index
  %a5 = arith.constant 3982215933139642510 : index
  %b5 = arith.constant 4690158021501280889 : index
  %r5 = arith.divsi %a5, %b5 : index
  %a6 = arith.constant -3320708333327850086 : index
  %b6 = arith.constant -2 : index
  %r6 = arith.divsi %a6, %b6 : index
  %a7 = arith.constant 63 : index
  %b7 = arith.constant 3 : index
  %r7 = arith.divsi %a7, %b7 : index
  %a8 = arith.constant 1 : index
  %b8 = arith.constant -7237394169109192505 : index
  %r8 = arith.divsi %a8, %b8 : index
  %a9 = arith.constant 3 : index
  %b9 = arith.constant -3240519074493287157 : index
  %r9 = arith.divsi %a9, %b9 : index
  %a10 = arith.constant 8015252224485937094 : index
  %b10 = arith.constant 3694650828478651081 : index
  %r10 = arith.divsi %a10, %b10 : index
  %a11 = arith.constant -959908338078925390 : index
  %b11 = arith.constant 2345979696261616837 : index
  %r11 = arith.divsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @ceildivui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -109964189765001487 : index
  %b0 = arith.constant -1 : index
  %r0 = arith.ceildivui %a0, %b0 : index
  %a1 = arith.constant 6509378750949366373 : index
  %b1 = arith.constant 65 : index
  %r1 = arith.ceildivui %a1, %b1 : index
  %a2 = arith.constant 8792817325695736966 : index
  %b2 = arith.constant -71900675589614961 : index
  %r2 = arith.ceildivui %a2, %b2 : index
  %a3 = arith.constant 919061868015700933 : index
  %b3 = arith.constant -3162576271252771043 : index
  %r3 = arith.ceildivui %a3, %b3 : index
  %a4 = arith.constant 65 : index
  %b4 = arith.constant -4652414054111939742 : index
  %r4 = arith.ceildivui %a4, %b4 : index
  %a5 = arith.constant 6611162834251078195 : index
  %b5 = arith.constant -5472139765893588452 : index
  %r5 = arith.ceildivui %a5, %b5 : index
  %a6 = arith.constant -3115524492962673420 : index
  %b6 = arith.constant 1 : index
  %r6 = arith.ceildivui %a6, %b6 : index
  %a7 = arith.constant -578620933293634463 : index
  %b7 = arith.constant -5756825225123578578 : index
  %r7 = arith.ceildivui %a7, %b7 : index
  %a8 = arith.constant 2445752294470836625 : index
  %b8 = arith.constant 9223372036854775807 : index
  %r8 = arith.ceildivui %a8, %b8 : index
  %a9 = arith.constant -5359292408670549955 : index
  %b9 = arith.constant 8407848397996041731 : index
  %r9 = arith.ceildivui %a9, %b9 : index
  %a10 = arith.constant 10932542235410716 : index
  %b10 = arith.constant -2 : index
  %r10 = arith.ceildivui %a10, %b10 : index
  %a11 = arith.constant 1 : index
  %b11 = arith.constant -9223372036854775808 : index
  %r11 = arith.ceildivui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @ceildivsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 7729838755735358798 : index
  %b0 = arith.constant -656558844533369119 : index
  %r0 = arith.ceildivsi %a0, %b0 : index
  %a1 = arith.constant -585560402739019169 : index
  %b1 = arith.constant 9223372036854775807 : index
  %r1 = arith.ceildivsi %a1, %b1 : index
  %a2 = arith.constant 1 : index
  %b2 = arith.constant 5269000010318685424 : index
  %r2 = arith.ceildivsi %a2, %b2 : index
  %a3 = arith.constant 5337967349714177745 : index
  %b3 = arith.constant -4263311183191297403 : index
  %r3 = arith.ceildivsi %a3, %b3 : index
  %a4 = arith.constant -4895497259967381739 : index
  %b4 = arith.constant 3436185828312760804 : index
  %r4 = arith.ceildivsi %a4, %b4 : index
  %a5 = arith.constant -7709086595407027747 : index
  %b5 = arith.constant -6009397718514105706 : index
  %r5 = arith.ceildivsi %a5, %b5 : index
  %a6 = arith.constant -2844605364422302974 : index
  %b6 = arith.constant 371280648231833252 : index
  %r6 = arith.ceildivsi %a6, %b6 : index
  %a7 = arith.constant 8869312329035623485 : index
  %b7 = arith.constant 3 : index
  %r7 = arith.ceildivsi %a7, %b7 : index
  %a8 = arith.constant -4938768222544464994 : index
  %b8 = arith.constant 9223372036854775807 : index
  %r8 = arith.ceildivsi %a8, %b8 : index
  %a9 = arith.constant -4987346365597083223 : index
  %b9 = arith.constant -7806248679693082751 : index
  %r9 = arith.ceildivsi %a9, %b9 : index
  %a10 = arith.constant -2 : index
  %b10 = arith.constant 2135682884736737887 : index
  %r10 = arith.ceildivsi %a10, %b10 : index
  %a11 = arith.constant 2 : index
  %b11 = arith.constant 539770532980292245 : index
  %r11 = arith.ceildivsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @floordivsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -1941642472333802190 : index
  %b0 = arith.constant 2 : index
  %r0 = arith.floordivsi %a0, %b0 : index
  %a1 = arith.constant 2440648440521695029 : index
  %b1 = arith.constant -947320453040670531 : index
  %r1 = arith.floordivsi %a1, %b1 : index
  %a2 = arith.constant -336002682228001864 : index
  %b2 = arith.constant 969798426194362924 : index
  %r2 = arith.floordivsi %a2, %b2 : index
  %a3 = arith.constant 4249034342159609581 : index
  %b3 = arith.constant -1 : index
  %r3 = arith.floordivsi %a3, %b3 : index
  %a4 = arith.constant -6253584743529652522 : index
  %b4 = arith.constant 64 : index
  %r4 = arith.floordivsi %a4, %b4 : index
  %a5 = arith.constant -9223372036854775808 : index
  %b5 = arith.constant 3424506988200876958 : index
  %r5 = arith.floordivsi %a5, %b5 : index
  %a6 = arith.constant -1577360454370142651 : index
  %b6 = arith.constant -6512902540999887419 : index
  %r6 = arith.floordivsi %a6, %b6 : index
  %a7 = arith.constant 2999616045090513351 : index
  %b7 = arith.constant 7389354726167076050 : index
  %r7 = arith.floordivsi %a7, %b7 : index
  %a8 = arith.constant 7221344532224427427 : index
  %b8 = arith.constant 64 : index
  %r8 = arith.floordivsi %a8, %b8 : index
  %a9 = arith.constant -7059285948008779302 : index
  %b9 = arith.constant 5698144942607139944 : index
  %r9 = arith.floordivsi %a9, %b9 : index
  %a10 = arith.constant -8925543389518371764 : index
  %b10 = arith.constant -7092396517554376919 : index
  %r10 = arith.floordivsi %a10, %b10 : index
  %a11 = arith.constant -4425792600284275459 : index
  %b11 = arith.constant -1541882858256132375 : index
  %r11 = arith.floordivsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @remui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -9223372036854775808 : index
  %b0 = arith.constant 64 : index
  %r0 = arith.remui %a0, %b0 : index
  %a1 = arith.constant 2 : index
  %b1 = arith.constant 9077624893287140632 : index
  %r1 = arith.remui %a1, %b1 : index
  %a2 = arith.constant -6098574026871424111 : index
  %b2 = arith.constant 2 : index
  %r2 = arith.remui %a2, %b2 : index
  %a3 = arith.constant 548696223677223947 : index
  %b3 = arith.constant 1 : index
  %r3 = arith.remui %a3, %b3 : index
  %a4 = arith.constant -2950344844029959584 : index
  %b4 = arith.constant 1203585245472226341 : index
  %r4 = arith.remui %a4, %b4 : index
  %a5 = arith.constant 8472290657147491465 : index
  %b5 = arith.constant -5448184248142976523 : index
  %r5 = arith.remui %a5, %b5 : index
  %a6 = arith.constant -9223372036854775808 : index
  %b6 = arith.constant -7893866346143777121 : index
  %r6 = arith.remui %a6, %b6 : index
  %a7 = arith.constant 3812485871630234547 : index
  %b7 = arith.constant -8428933246334496408 : index
  %r7 = arith.remui %a7, %b7 : index
  %a8 = arith.constant -3536593707098289215 : index
  %b8 = arith.constant 3 : index
  %r8 = arith.remui %a8, %b8 : index
  %a9 = arith.constant 2 : index
  %b9 = arith.constant -2801271532793915483 : index
  %r9 = arith.remui %a9, %b9 : index
  %a10 = arith.constant -2982131684101226705 : index
  %b10 = arith.constant -4034431258240050147 : index
  %r10 = arith.remui %a10, %b10 : index
  %a11 = arith.constant 5911674160219881776 : index
  %b11 = arith.constant -1 : index
  %r11 = arith.remui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @remsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -1855150378818898942 : index
  %b0 = arith.constant 1184817318874010250 : index
  %r0 = arith.remsi %a0, %b0 : index
  %a1 = arith.constant 8549117724720391218 : index
  %b1 = arith.constant 1191378670045196565 : index
  %r1 = arith.remsi %a1, %b1 : index
  %a2 = arith.constant -2328800338230917419 : index
  %b2 = arith.constant -2419721762796761781 : index
  %r2 = arith.remsi %a2, %b2 : index
  %a3 = arith.constant -1 : index
  %b3 = arith.constant -2 : index
  %r3 = arith.remsi %a3, %b3 : index
  %a4 = arith.constant 64 : index
  %b4 = arith.constant -1 : index
  %r4 = arith.remsi %a4, %b4 : index
  %a5 = arith.constant 3923771791174343690 : index
  %b5 = arith.constant -2637789602181945158 : index
  %r5 = arith.remsi %a5, %b5 : index
  %a6 = arith.constant -406626677818216708 : index
  %b6 = arith.constant 2 : index
  %r6 = arith.remsi %a6, %b6 : index
  %a7 = arith.constant 1361749567092113952 : index
  %b7 = arith.constant -5082137794577576763 : index
  %r7 = arith.remsi %a7, %b7 : index
  %a8 = arith.constant 0 : index
  %b8 = arith.constant -2 : index
  %r8 = arith.remsi %a8, %b8 : index
  %a9 = arith.constant 4123938063556500777 : index
  %b9 = arith.constant 8371421551382520721 : index
  %r9 = arith.remsi %a9, %b9 : index
  %a10 = arith.constant 2664810578638943920 : index
  %b10 = arith.constant -6757259159918283336 : index
  %r10 = arith.remsi %a10, %b10 : index
  %a11 = arith.constant -1 : index
  %b11 = arith.constant -2864560948661078906 : index
  %r11 = arith.remsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @andi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 0 : index
  %b0 = arith.constant -667122285011605117 : index
  %r0 = arith.andi %a0, %b0 : index
  %a1 = arith.constant -2 : index
  %b1 = arith.constant 7470697080833311718 : index
  %r1 = arith.andi %a1, %b1 : index
  %a2 = arith.constant 64 : index
  %b2 = arith.constant -6142534243367505720 : index
  %r2 = arith.andi %a2, %b2 : index
  %a3 = arith.constant 324433485809304171 : index
  %b3 = arith.constant -6396874163300048432 : index
  %r3 = arith.andi %a3, %b3 : index
  %a4 = arith.constant -310954233741757037 : index
  %b4 = arith.constant 1 : index
  %r4 = arith.andi %a4, %b4 : index
  %a5 = arith.constant -6266989182247741960 : index
  %b5 = arith.constant -5025543212580603261 : index
  %r5 = arith.andi %a5, %b5 : index
  %a6 = arith.constant 1 : index
  %b6 = arith.constant 385268565014662598 : index
  %r6 = arith.andi %a6, %b6 : index
  %a7 = arith.constant 0 : index
  %b7 = arith.constant 3529891475751791902 : index
  %r7 = arith.andi %a7, %b7 : index
  %a8 = arith.constant 1 : index
  %b8 = arith.constant 8647034064982922491 : index
  %r8 = arith.andi %a8, %b8 : index
  %a9 = arith.constant 1826363341053578002 : index
  %b9 = arith.constant -1 : index
  %r9 = arith.andi %a9, %b9 : index
  %a10 = arith.constant 2037983723096837303 : index
  %b10 = arith.constant 3509904929321351367 : index
  %r10 = arith.andi %a10, %b10 : index
  %a11 = arith.constant 8720062115601818727 : index
  %b11 = arith.constant -2 : index
  %r11 = arith.andi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @ori_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 1 : index
  %b0 = arith.constant 9223372036854775807 : index
  %r0 = arith.ori %a0, %b0 : index
  %a1 = arith.constant -9114729727441510543 : index
  %b1 = arith.constant 317646798318397065 : index
  %r1 = arith.ori %a1, %b1 : index
  %a2 = arith.constant -1 : index
  %b2 = arith.constant 0 : index
  %r2 = arith.ori %a2, %b2 : index
  %a3 = arith.constant 1 : index
  %b3 = arith.constant -9223372036854775808 : index
  %r3 = arith.ori %a3, %b3 : index
  %a4 = arith.constant 6556859795142976048 : index
  %b4 = arith.constant -1422932158594925577 : index
  %r4 = arith.ori %a4, %b4 : index
  %a5 = arith.constant 9223372036854775807 : index
  %b5 = arith.constant 3928478423880986248 : index
  %r5 = arith.ori %a5, %b5 : index
  %a6 = arith.constant 64 : index
  %b6 = arith.constant 64 : index
  %r6 = arith.ori %a6, %b6 : index
  %a7 = arith.constant 6740867435619400545 : index
  %b7 = arith.constant -3897378513699032423 : index
  %r7 = arith.ori %a7, %b7 : index
  %a8 = arith.constant 64 : index
  %b8 = arith.constant -1 : index
  %r8 = arith.ori %a8, %b8 : index
  %a9 = arith.constant -8137769826901242 : index
  %b9 = arith.constant -2374849673498516235 : index
  %r9 = arith.ori %a9, %b9 : index
  %a10 = arith.constant 3303062010285826071 : index
  %b10 = arith.constant -6268287828433580178 : index
  %r10 = arith.ori %a10, %b10 : index
  %a11 = arith.constant -7064270918487531530 : index
  %b11 = arith.constant -8643111454578696557 : index
  %r11 = arith.ori %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @xori_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -1457361186468430084 : index
  %b0 = arith.constant 9223372036854775807 : index
  %r0 = arith.xori %a0, %b0 : index
  %a1 = arith.constant 3 : index
  %b1 = arith.constant 3 : index
  %r1 = arith.xori %a1, %b1 : index
  %a2 = arith.constant 4841256608496357497 : index
  %b2 = arith.constant 0 : index
  %r2 = arith.xori %a2, %b2 : index
  %a3 = arith.constant 1785066419344860744 : index
  %b3 = arith.constant -8424558914227735536 : index
  %r3 = arith.xori %a3, %b3 : index
  %a4 = arith.constant 6188085532514149578 : index
  %b4 = arith.constant -2862872796704292396 : index
  %r4 = arith.xori %a4, %b4 : index
  %a5 = arith.constant -4267551909488142257 : index
  %b5 = arith.constant 3773994315312742277 : index
  %r5 = arith.xori %a5, %b5 : index
  %a6 = arith.constant 1 : index
  %b6 = arith.constant -3176611977775375604 : index
  %r6 = arith.xori %a6, %b6 : index
  %a7 = arith.constant 3888622246003804176 : index
  %b7 = arith.constant 2700490201730311818 : index
  %r7 = arith.xori %a7, %b7 : index
  %a8 = arith.constant -7279383635392634406 : index
  %b8 = arith.constant 791861954631137646 : index
  %r8 = arith.xori %a8, %b8 : index
  %a9 = arith.constant 9006674643778857420 : index
  %b9 = arith.constant 7420436896179529010 : index
  %r9 = arith.xori %a9, %b9 : index
  %a10 = arith.constant 3870141348914262258 : index
  %b10 = arith.constant 7722964542196248211 : index
  %r10 = arith.xori %a10, %b10 : index
  %a11 = arith.constant -5009531697188367062 : index
  %b11 = arith.constant 3 : index
  %r11 = arith.xori %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @shli_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 2520100295063220877 : index
  %b0 = arith.constant 41 : index
  %r0 = arith.shli %a0, %b0 : index
  %a1 = arith.constant 63 : index
  %b1 = arith.constant 23 : index
  %r1 = arith.shli %a1, %b1 : index
  %a2 = arith.constant 3 : index
  %b2 = arith.constant 14 : index
  %r2 = arith.shli %a2, %b2 : index
  %a3 = arith.constant -138892424241668911 : index
  %b3 = arith.constant 2877508420017932640 : index
  %r3 = arith.shli %a3, %b3 : index
  %a4 = arith.constant -6304848763003441855 : index
  %b4 = arith.constant 2787052180633577672 : index
  %r4 = arith.shli %a4, %b4 : index
  %a5 = arith.constant -4527941113044515931 : index
  %b5 = arith.constant 1014670185393640613 : index
  %r5 = arith.shli %a5, %b5 : index
  %a6 = arith.constant -187274458590147549 : index
  %b6 = arith.constant 9 : index
  %r6 = arith.shli %a6, %b6 : index
  %a7 = arith.constant -8085851097264012009 : index
  %b7 = arith.constant 43 : index
  %r7 = arith.shli %a7, %b7 : index
  %a8 = arith.constant 64 : index
  %b8 = arith.constant 9 : index
  %r8 = arith.shli %a8, %b8 : index
  %a9 = arith.constant 8429692601116206661 : index
  %b9 = arith.constant 8379909966938755161 : index
  %r9 = arith.shli %a9, %b9 : index
  %a10 = arith.constant -4708616228256590502 : index
  %b10 = arith.constant 54 : index
  %r10 = arith.shli %a10, %b10 : index
  %a11 = arith.constant -3199093073685052871 : index
  %b11 = arith.constant 64 : index
  %r11 = arith.shli %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @shrui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -144103329352056645 : index
  %b0 = arith.constant 1 : index
  %r0 = arith.shrui %a0, %b0 : index
  %a1 = arith.constant 65 : index
  %b1 = arith.constant 20 : index
  %r1 = arith.shrui %a1, %b1 : index
  %a2 = arith.constant 9223372036854775807 : index
  %b2 = arith.constant 22 : index
  %r2 = arith.shrui %a2, %b2 : index
  %a3 = arith.constant -3220263944490072109 : index
  %b3 = arith.constant 7 : index
  %r3 = arith.shrui %a3, %b3 : index
  %a4 = arith.constant 3 : index
  %b4 = arith.constant 607109420181456860 : index
  %r4 = arith.shrui %a4, %b4 : index
  %a5 = arith.constant 3513303045888915571 : index
  %b5 = arith.constant 17 : index
  %r5 = arith.shrui %a5, %b5 : index
  %a6 = arith.constant 920525903662040662 : index
  %b6 = arith.constant -1447491190199813481 : index
  %r6 = arith.shrui %a6, %b6 : index
  %a7 = arith.constant -3194423547131494572 : index
  %b7 = arith.constant -4045016778575640030 : index
  %r7 = arith.shrui %a7, %b7 : index
  %a8 = arith.constant 2 : index
  %b8 = arith.constant -2742773026158910372 : index
  %r8 = arith.shrui %a8, %b8 : index
  %a9 = arith.constant 65 : index
  %b9 = arith.constant 15 : index
  %r9 = arith.shrui %a9, %b9 : index
  %a10 = arith.constant 65 : index
  %b10 = arith.constant 58 : index
  %r10 = arith.shrui %a10, %b10 : index
  %a11 = arith.constant 8745094849625477499 : index
  %b11 = arith.constant 23 : index
  %r11 = arith.shrui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @shrsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 6169017182210053644 : index
  %b0 = arith.constant 9 : index
  %r0 = arith.shrsi %a0, %b0 : index
  %a1 = arith.constant 4424185202924862428 : index
  %b1 = arith.constant -7593160200828272359 : index
  %r1 = arith.shrsi %a1, %b1 : index
  %a2 = arith.constant -3486376985813005378 : index
  %b2 = arith.constant 16 : index
  %r2 = arith.shrsi %a2, %b2 : index
  %a3 = arith.constant 64 : index
  %b3 = arith.constant 9223372036854775807 : index
  %r3 = arith.shrsi %a3, %b3 : index
  %a4 = arith.constant 6895037050025674559 : index
  %b4 = arith.constant 18 : index
  %r4 = arith.shrsi %a4, %b4 : index
  %a5 = arith.constant -4154809840859377372 : index
  %b5 = arith.constant 37 : index
  %r5 = arith.shrsi %a5, %b5 : index
  %a6 = arith.constant -4116907900547803576 : index
  %b6 = arith.constant 26 : index
  %r6 = arith.shrsi %a6, %b6 : index
  %a7 = arith.constant -3588182136924789953 : index
  %b7 = arith.constant 60 : index
  %r7 = arith.shrsi %a7, %b7 : index
  %a8 = arith.constant -8534655061972992940 : index
  %b8 = arith.constant -8424103733375487030 : index
  %r8 = arith.shrsi %a8, %b8 : index
  %a9 = arith.constant -8396005757553998725 : index
  %b9 = arith.constant 4833903330672061508 : index
  %r9 = arith.shrsi %a9, %b9 : index
  %a10 = arith.constant 65 : index
  %b10 = arith.constant 20 : index
  %r10 = arith.shrsi %a10, %b10 : index
  %a11 = arith.constant -8907316476682712931 : index
  %b11 = arith.constant 14 : index
  %r11 = arith.shrsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @maxsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -8980632557679659086 : index
  %b0 = arith.constant -8448673152071666221 : index
  %r0 = arith.maxsi %a0, %b0 : index
  %a1 = arith.constant -7695612310326974430 : index
  %b1 = arith.constant 1 : index
  %r1 = arith.maxsi %a1, %b1 : index
  %a2 = arith.constant -5182440067167295188 : index
  %b2 = arith.constant 2168119146859583132 : index
  %r2 = arith.maxsi %a2, %b2 : index
  %a3 = arith.constant 1383898007985061918 : index
  %b3 = arith.constant -1895317137087379368 : index
  %r3 = arith.maxsi %a3, %b3 : index
  %a4 = arith.constant 1844271595080527690 : index
  %b4 = arith.constant 0 : index
  %r4 = arith.maxsi %a4, %b4 : index
  %a5 = arith.constant -6523626813951963493 : index
  %b5 = arith.constant 3299763707897647418 : index
  %r5 = arith.maxsi %a5, %b5 : index
  %a6 = arith.constant 1547971186893754736 : index
  %b6 = arith.constant 5452642347108395356 : index
  %r6 = arith.maxsi %a6, %b6 : index
  %a7 = arith.constant -4782685786163268537 : index
  %b7 = arith.constant 6312509910487384614 : index
  %r7 = arith.maxsi %a7, %b7 : index
  %a8 = arith.constant 63 : index
  %b8 = arith.constant 2 : index
  %r8 = arith.maxsi %a8, %b8 : index
  %a9 = arith.constant 978520977524117580 : index
  %b9 = arith.constant -700583600265163776 : index
  %r9 = arith.maxsi %a9, %b9 : index
  %a10 = arith.constant 3907178331055074398 : index
  %b10 = arith.constant -2703545811828377353 : index
  %r10 = arith.maxsi %a10, %b10 : index
  %a11 = arith.constant 1 : index
  %b11 = arith.constant 1857871429970248370 : index
  %r11 = arith.maxsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @maxui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 5666172415123120672 : index
  %b0 = arith.constant -566042699850256353 : index
  %r0 = arith.maxui %a0, %b0 : index
  %a1 = arith.constant 63 : index
  %b1 = arith.constant -4764988409011081615 : index
  %r1 = arith.maxui %a1, %b1 : index
  %a2 = arith.constant 6769169255795697194 : index
  %b2 = arith.constant -1859843158034298079 : index
  %r2 = arith.maxui %a2, %b2 : index
  %a3 = arith.constant 3803611197981547037 : index
  %b3 = arith.constant 4596782729567358759 : index
  %r3 = arith.maxui %a3, %b3 : index
  %a4 = arith.constant 8528649670212356059 : index
  %b4 = arith.constant 64 : index
  %r4 = arith.maxui %a4, %b4 : index
  %a5 = arith.constant 2 : index
  %b5 = arith.constant 1 : index
  %r5 = arith.maxui %a5, %b5 : index
  %a6 = arith.constant 9223372036854775807 : index
  %b6 = arith.constant 1 : index
  %r6 = arith.maxui %a6, %b6 : index
  %a7 = arith.constant 3055304408725181236 : index
  %b7 = arith.constant -1008083642977841280 : index
  %r7 = arith.maxui %a7, %b7 : index
  %a8 = arith.constant 2136763117105511669 : index
  %b8 = arith.constant 523311050019511330 : index
  %r8 = arith.maxui %a8, %b8 : index
  %a9 = arith.constant -6443796570953235278 : index
  %b9 = arith.constant -4101262937242369018 : index
  %r9 = arith.maxui %a9, %b9 : index
  %a10 = arith.constant -4353955294355021500 : index
  %b10 = arith.constant 65 : index
  %r10 = arith.maxui %a10, %b10 : index
  %a11 = arith.constant 3 : index
  %b11 = arith.constant -9016385669404520330 : index
  %r11 = arith.maxui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @minsi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant -6844791935609276196 : index
  %b0 = arith.constant 0 : index
  %r0 = arith.minsi %a0, %b0 : index
  %a1 = arith.constant -2 : index
  %b1 = arith.constant 1 : index
  %r1 = arith.minsi %a1, %b1 : index
  %a2 = arith.constant 9223372036854775807 : index
  %b2 = arith.constant 3 : index
  %r2 = arith.minsi %a2, %b2 : index
  %a3 = arith.constant 3 : index
  %b3 = arith.constant 6336871523254207925 : index
  %r3 = arith.minsi %a3, %b3 : index
  %a4 = arith.constant 1 : index
  %b4 = arith.constant -6088687341990834281 : index
  %r4 = arith.minsi %a4, %b4 : index
  %a5 = arith.constant 4075240249005509452 : index
  %b5 = arith.constant -3238130102395742024 : index
  %r5 = arith.minsi %a5, %b5 : index
  %a6 = arith.constant -7610323473022374197 : index
  %b6 = arith.constant 8131059790868650984 : index
  %r6 = arith.minsi %a6, %b6 : index
  %a7 = arith.constant 1553033180174380013 : index
  %b7 = arith.constant -2 : index
  %r7 = arith.minsi %a7, %b7 : index
  %a8 = arith.constant -8928882498219321834 : index
  %b8 = arith.constant -3155126985817650785 : index
  %r8 = arith.minsi %a8, %b8 : index
  %a9 = arith.constant -6356216936331892592 : index
  %b9 = arith.constant -4437357403160517320 : index
  %r9 = arith.minsi %a9, %b9 : index
  %a10 = arith.constant -1 : index
  %b10 = arith.constant -4263309495929177402 : index
  %r10 = arith.minsi %a10, %b10 : index
  %a11 = arith.constant -90009745754737837 : index
  %b11 = arith.constant 2261754291839164517 : index
  %r11 = arith.minsi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @minui_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 3 : index
  %b0 = arith.constant 6644642212178170908 : index
  %r0 = arith.minui %a0, %b0 : index
  %a1 = arith.constant -4642858211359098399 : index
  %b1 = arith.constant -5626302293184511317 : index
  %r1 = arith.minui %a1, %b1 : index
  %a2 = arith.constant 1351217358620382325 : index
  %b2 = arith.constant 8631126917546056586 : index
  %r2 = arith.minui %a2, %b2 : index
  %a3 = arith.constant 8344660516869477519 : index
  %b3 = arith.constant 6384281690034174289 : index
  %r3 = arith.minui %a3, %b3 : index
  %a4 = arith.constant 1349241636359610801 : index
  %b4 = arith.constant 7692735328559328720 : index
  %r4 = arith.minui %a4, %b4 : index
  %a5 = arith.constant -9223372036854775808 : index
  %b5 = arith.constant 3 : index
  %r5 = arith.minui %a5, %b5 : index
  %a6 = arith.constant -2 : index
  %b6 = arith.constant 2 : index
  %r6 = arith.minui %a6, %b6 : index
  %a7 = arith.constant 63 : index
  %b7 = arith.constant -6869362288537844332 : index
  %r7 = arith.minui %a7, %b7 : index
  %a8 = arith.constant 821400937526550507 : index
  %b8 = arith.constant -7611055881991324879 : index
  %r8 = arith.minui %a8, %b8 : index
  %a9 = arith.constant -7273272753152375120 : index
  %b9 = arith.constant 7419291487657443466 : index
  %r9 = arith.minui %a9, %b9 : index
  %a10 = arith.constant 5298374963372629875 : index
  %b10 = arith.constant 6566979031178029299 : index
  %r10 = arith.minui %a10, %b10 : index
  %a11 = arith.constant 9223372036854775807 : index
  %b11 = arith.constant 1163819646701515636 : index
  %r11 = arith.minui %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}
// -----
func.func @addi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -16131787927666079032 : i65
  %b0 = arith.constant 7143325357861525037 : i65
  %r0 = arith.addi %a0, %b0 : i65
  %a1 = arith.constant 64 : i65
  %b1 = arith.constant -7425997017808683220 : i65
  %r1 = arith.addi %a1, %b1 : i65
  %a2 = arith.constant 1 : i65
  %b2 = arith.constant 66 : i65
  %r2 = arith.addi %a2, %b2 : i65
  %a3 = arith.constant 1366920023536276327 : i65
  %b3 = arith.constant -3594412903119712584 : i65
  %r3 = arith.addi %a3, %b3 : i65
  %a4 = arith.constant -18446744073709551616 : i65
  %b4 = arith.constant 18446744073709551615 : i65
  %r4 = arith.addi %a4, %b4 : i65
  %a5 = arith.constant -3980426935211463659 : i65
  %b5 = arith.constant 0 : i65
  %r5 = arith.addi %a5, %b5 : i65
  %a6 = arith.constant 2 : i65
  %b6 = arith.constant -8756694925033971289 : i65
  %r6 = arith.addi %a6, %b6 : i65
  %a7 = arith.constant 1 : i65
  %b7 = arith.constant -1 : i65
  %r7 = arith.addi %a7, %b7 : i65
  %a8 = arith.constant 10683642818898726771 : i65
  %b8 = arith.constant -7327810588749037118 : i65
  %r8 = arith.addi %a8, %b8 : i65
  %a9 = arith.constant 64 : i65
  %b9 = arith.constant -16379767150739693189 : i65
  %r9 = arith.addi %a9, %b9 : i65
  %a10 = arith.constant -5404381197428049587 : i65
  %b10 = arith.constant 13034565084002550569 : i65
  %r10 = arith.addi %a10, %b10 : i65
  %a11 = arith.constant 65 : i65
  %b11 = arith.constant -11180496517055180356 : i65
  %r11 = arith.addi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @subi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -242307528697838577 : i65
  %b0 = arith.constant 14984786291561003339 : i65
  %r0 = arith.subi %a0, %b0 : i65
  %a1 = arith.constant -14764481806697768691 : i65
  %b1 = arith.constant -7984908583372988393 : i65
  %r1 = arith.subi %a1, %b1 : i65
  %a2 = arith.constant -16255194951435645988 : i65
  %b2 = arith.constant -16755151563400179054 : i65
  %r2 = arith.subi %a2, %b2 : i65
  %a3 = arith.constant -2942699759261701970 : i65
  %b3 = arith.constant -17804212873001526120 : i65
  %r3 = arith.subi %a3, %b3 : i65
  %a4 = arith.constant -15692968813470926896 : i65
  %b4 = arith.constant 65 : i65
  %r4 = arith.subi %a4, %b4 : i65
  %a5 = arith.constant 12679703724536879023 : i65
  %b5 = arith.constant 64 : i65
  %r5 = arith.subi %a5, %b5 : i65
  %a6 = arith.constant -13778722892476805526 : i65
  %b6 = arith.constant 17514910036845236176 : i65
  %r6 = arith.subi %a6, %b6 : i65
  %a7 = arith.constant -4026759566554572706 : i65
  %b7 = arith.constant 8272363378118759911 : i65
  %r7 = arith.subi %a7, %b7 : i65
  %a8 = arith.constant 64 : i65
  %b8 = arith.constant 6254388808529236044 : i65
  %r8 = arith.subi %a8, %b8 : i65
  %a9 = arith.constant -815880059815979215 : i65
  %b9 = arith.constant -11829045855883089612 : i65
  %r9 = arith.subi %a9, %b9 : i65
  %a10 = arith.constant 8954869595610671772 : i65
  %b10 = arith.constant -5625423492826333494 : i65
  %r10 = arith.subi %a10, %b10 : i65
  %a11 = arith.constant 10847151021433252150 : i65
  %b11 = arith.constant 17156695520367288878 : i65
  %r11 = arith.subi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @muli_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 8025534858853817923 : i65
  %b0 = arith.constant 64 : i65
  %r0 = arith.muli %a0, %b0 : i65
  %a1 = arith.constant 64 : i65
  %b1 = arith.constant 66 : i65
  %r1 = arith.muli %a1, %b1 : i65
  %a2 = arith.constant -12304767734257910148 : i65
  %b2 = arith.constant 9653766936058055707 : i65
  %r2 = arith.muli %a2, %b2 : i65
  %a3 = arith.constant 16212817087796233750 : i65
  %b3 = arith.constant -3494125906503148160 : i65
  %r3 = arith.muli %a3, %b3 : i65
  %a4 = arith.constant 6672064459012198422 : i65
  %b4 = arith.constant 2169043146422594334 : i65
  %r4 = arith.muli %a4, %b4 : i65
  %a5 = arith.constant 0 : i65
  %b5 = arith.constant -17118369003992364511 : i65
  %r5 = arith.muli %a5, %b5 : i65
  %a6 = arith.constant 785484586840510777 : i65
  %b6 = arith.constant 3 : i65
  %r6 = arith.muli %a6, %b6 : i65
  %a7 = arith.constant -12378949118723537199 : i65
  %b7 = arith.constant -12425388152311526442 : i65
  %r7 = arith.muli %a7, %b7 : i65
  %a8 = arith.constant 64 : i65
  %b8 = arith.constant -10675050352099955521 : i65
  %r8 = arith.muli %a8, %b8 : i65
  %a9 = arith.constant 3 : i65
  %b9 = arith.constant 64 : i65
  %r9 = arith.muli %a9, %b9 : i65
  %a10 = arith.constant -13177487601104291378 : i65
  %b10 = arith.constant 3 : i65
  %r10 = arith.muli %a10, %b10 : i65
  %a11 = arith.constant 2 : i65
  %b11 = arith.constant 12835878384846808959 : i65
  %r11 = arith.muli %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @divui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 11588092451928825744 : i65
  %b0 = arith.constant -8677155438376371224 : i65
  %r0 = arith.divui %a0, %b0 : i65
  %a1 = arith.constant -16489180497311388912 : i65
  %b1 = arith.constant -10487095313160387493 : i65
  %r1 = arith.divui %a1, %b1 : i65
  %a2 = arith.constant -12072082100329612199 : i65
  %b2 = arith.constant 18446744073709551615 : i65
  %r2 = arith.divui %a2, %b2 : i65
  %a3 = arith.constant 0 : i65
  %b3 = arith.constant -4688486449338692037 : i65
  %r3 = arith.divui %a3, %b3 : i65
  %a4 = arith.constant -15648067052521936415 : i65
  %b4 = arith.constant 8327336281268222284 : i65
  %r4 = arith.divui %a4, %b4 : i65
  %a5 = arith.constant 65 : i65
  %b5 = arith.constant 3 : i65
  %r5 = arith.divui %a5, %b5 : i65
  %a6 = arith.constant 18446744073709551615 : i65
  %b6 = arith.constant 8055563864428330300 : i65
  %r6 = arith.divui %a6, %b6 : i65
  %a7 = arith.constant 4240310149637317663 : i65
  %b7 = arith.constant 16314258919923987959 : i65
  %r7 = arith.divui %a7, %b7 : i65
  %a8 = arith.constant 66 : i65
  %b8 = arith.constant 0 : i65
  %r8 = arith.divui %a8, %b8 : i65
  %a9 = arith.constant -2 : i65
  %b9 = arith.constant 12011542571826712865 : i65
  %r9 = arith.divui %a9, %b9 : i65
  %a10 = arith.constant -16571281112985662980 : i65
  %b10 = arith.constant 1715105397762422039 : i65
  %r10 = arith.divui %a10, %b10 : i65
  %a11 = arith.constant -18127575087695087850 : i65
  %b11 = arith.constant 0 : i65
  %r11 = arith.divui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @divsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -2 : i65
  %b0 = arith.constant 66195463932086374 : i65
  %r0 = arith.divsi %a0, %b0 : i65
  %a1 = arith.constant 64 : i65
  %b1 = arith.constant 9374262460909673976 : i65
  %r1 = arith.divsi %a1, %b1 : i65
  %a2 = arith.constant -1089774319356496081 : i65
  %b2 = arith.constant -10465390031336189843 : i65
  %r2 = arith.divsi %a2, %b2 : i65
  %a3 = arith.constant 1 : i65
  %b3 = arith.constant 13343150506312879406 : i65
  %r3 = arith.divsi %a3, %b3 : i65
  %a4 = arith.constant -1 : i65
  %b4 = arith.constant -7966862081221924626 : i65
  %r4 = arith.divsi %a4, %b4 : i65
  %a5 = arith.constant 13577553221067173221 : i65
  %b5 = arith.constant -11633140069017216622 : i65
  %r5 = arith.divsi %a5, %b5 : i65
  %a6 = arith.constant 7275326197200715862 : i65
  %b6 = arith.constant 2849282349867066114 : i65
  %r6 = arith.divsi %a6, %b6 : i65
  %a7 = arith.constant 4926634767769378586 : i65
  %b7 = arith.constant 1667092886599661242 : i65
  %r7 = arith.divsi %a7, %b7 : i65
  %a8 = arith.constant 16203361827215267695 : i65
  %b8 = arith.constant -15235015409419769458 : i65
  %r8 = arith.divsi %a8, %b8 : i65
  %a9 = arith.constant 12693280287091226613 : i65
  %b9 = arith.constant 1542540749935178565 : i65
  %r9 = arith.divsi %a9, %b9 : i65
  %a10 = arith.constant 17286070437934691693 : i65
  %b10 = arith.constant -18060273824613821410 : i65
  %r10 = arith.divsi %a10, %b10 : i65
  %a11 = arith.constant 101659365977044727 : i65
  %b11 = arith.constant 10839419707991412346 : i65
  %r11 = arith.divsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @ceildivui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -11577213934152198914 : i65
  %b0 = arith.constant -1 : i65
  %r0 = arith.ceildivui %a0, %b0 : i65
  %a1 = arith.constant 5414220066876090078 : i65
  %b1 = arith.constant 5218080350395774065 : i65
  %r1 = arith.ceildivui %a1, %b1 : i65
  %a2 = arith.constant 64 : i65
  %b2 = arith.constant 64 : i65
  %r2 = arith.ceildivui %a2, %b2 : i65
  %a3 = arith.constant -11157371427788589518 : i65
  %b3 = arith.constant 15495465720604180612 : i65
  %r3 = arith.ceildivui %a3, %b3 : i65
  %a4 = arith.constant -5944094888927203518 : i65
  %b4 = arith.constant -18446744073709551616 : i65
  %r4 = arith.ceildivui %a4, %b4 : i65
  %a5 = arith.constant 2618819600225343906 : i65
  %b5 = arith.constant 3 : i65
  %r5 = arith.ceildivui %a5, %b5 : i65
  %a6 = arith.constant -1170266121678853483 : i65
  %b6 = arith.constant -2147828979899679839 : i65
  %r6 = arith.ceildivui %a6, %b6 : i65
  %a7 = arith.constant -1540916995415894227 : i65
  %b7 = arith.constant 0 : i65
  %r7 = arith.ceildivui %a7, %b7 : i65
  %a8 = arith.constant -18024788845852312002 : i65
  %b8 = arith.constant 17993162914683286377 : i65
  %r8 = arith.ceildivui %a8, %b8 : i65
  %a9 = arith.constant -4926533100225432424 : i65
  %b9 = arith.constant 5449376541288677447 : i65
  %r9 = arith.ceildivui %a9, %b9 : i65
  %a10 = arith.constant 7249458441037237531 : i65
  %b10 = arith.constant 10919885181468136767 : i65
  %r10 = arith.ceildivui %a10, %b10 : i65
  %a11 = arith.constant -5076176394331663422 : i65
  %b11 = arith.constant 7387571339845164498 : i65
  %r11 = arith.ceildivui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @ceildivsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 13929758559537072297 : i65
  %b0 = arith.constant 17686660556818671917 : i65
  %r0 = arith.ceildivsi %a0, %b0 : i65
  %a1 = arith.constant 18446744073709551615 : i65
  %b1 = arith.constant -4114863626237243737 : i65
  %r1 = arith.ceildivsi %a1, %b1 : i65
  %a2 = arith.constant 0 : i65
  %b2 = arith.constant -13098639698826988182 : i65
  %r2 = arith.ceildivsi %a2, %b2 : i65
  %a3 = arith.constant -3989561221975941176 : i65
  %b3 = arith.constant 6259474508172917171 : i65
  %r3 = arith.ceildivsi %a3, %b3 : i65
  %a4 = arith.constant 12701904505996649770 : i65
  %b4 = arith.constant 14829024032133739932 : i65
  %r4 = arith.ceildivsi %a4, %b4 : i65
  %a5 = arith.constant 10509631005071923606 : i65
  %b5 = arith.constant 13567986564477340227 : i65
  %r5 = arith.ceildivsi %a5, %b5 : i65
  %a6 = arith.constant 3881242007472979310 : i65
  %b6 = arith.constant -11484790997483882996 : i65
  %r6 = arith.ceildivsi %a6, %b6 : i65
  %a7 = arith.constant 15846189992225219505 : i65
  %b7 = arith.constant 18403397727079648796 : i65
  %r7 = arith.ceildivsi %a7, %b7 : i65
  %a8 = arith.constant -2264682389656405623 : i65
  %b8 = arith.constant 11199771023672384823 : i65
  %r8 = arith.ceildivsi %a8, %b8 : i65
  %a9 = arith.constant 14844339947054251703 : i65
  %b9 = arith.constant -6882118029513303846 : i65
  %r9 = arith.ceildivsi %a9, %b9 : i65
  %a10 = arith.constant -2444830002436672805 : i65
  %b10 = arith.constant 0 : i65
  %r10 = arith.ceildivsi %a10, %b10 : i65
  %a11 = arith.constant 13645790179463589243 : i65
  %b11 = arith.constant 3597907305205250036 : i65
  %r11 = arith.ceildivsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @floordivsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -13276716588433680139 : i65
  %b0 = arith.constant 0 : i65
  %r0 = arith.floordivsi %a0, %b0 : i65
  %a1 = arith.constant 7202723211482188750 : i65
  %b1 = arith.constant 4515578230307221836 : i65
  %r1 = arith.floordivsi %a1, %b1 : i65
  %a2 = arith.constant 2836894761687971578 : i65
  %b2 = arith.constant 66 : i65
  %r2 = arith.floordivsi %a2, %b2 : i65
  %a3 = arith.constant 1 : i65
  %b3 = arith.constant -3915782438226372933 : i65
  %r3 = arith.floordivsi %a3, %b3 : i65
  %a4 = arith.constant 9235162884481658654 : i65
  %b4 = arith.constant 13970848157940338616 : i65
  %r4 = arith.floordivsi %a4, %b4 : i65
  %a5 = arith.constant -15040665986926780379 : i65
  %b5 = arith.constant 13295654909270246363 : i65
  %r5 = arith.floordivsi %a5, %b5 : i65
  %a6 = arith.constant -11518976094673382366 : i65
  %b6 = arith.constant 1 : i65
  %r6 = arith.floordivsi %a6, %b6 : i65
  %a7 = arith.constant -10628859329925198687 : i65
  %b7 = arith.constant 16518219388485411882 : i65
  %r7 = arith.floordivsi %a7, %b7 : i65
  %a8 = arith.constant 2431737991866318477 : i65
  %b8 = arith.constant 3599674467921583467 : i65
  %r8 = arith.floordivsi %a8, %b8 : i65
  %a9 = arith.constant 1 : i65
  %b9 = arith.constant -5768286175666568984 : i65
  %r9 = arith.floordivsi %a9, %b9 : i65
  %a10 = arith.constant -11565475848357311439 : i65
  %b10 = arith.constant 2773118921987040691 : i65
  %r10 = arith.floordivsi %a10, %b10 : i65
  %a11 = arith.constant 64 : i65
  %b11 = arith.constant 1208689702176391617 : i65
  %r11 = arith.floordivsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @remui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -16631477633442615469 : i65
  %b0 = arith.constant 16047872442608464600 : i65
  %r0 = arith.remui %a0, %b0 : i65
  %a1 = arith.constant 10776451381474414283 : i65
  %b1 = arith.constant 17276157341366735811 : i65
  %r1 = arith.remui %a1, %b1 : i65
  %a2 = arith.constant 16451061248600973571 : i65
  %b2 = arith.constant 17782155323549156532 : i65
  %r2 = arith.remui %a2, %b2 : i65
  %a3 = arith.constant 16048459304128394845 : i65
  %b3 = arith.constant -5068990647833188107 : i65
  %r3 = arith.remui %a3, %b3 : i65
  %a4 = arith.constant -13207235244132223336 : i65
  %b4 = arith.constant -13953870990695633002 : i65
  %r4 = arith.remui %a4, %b4 : i65
  %a5 = arith.constant -14987486932967766155 : i65
  %b5 = arith.constant -2888186515181923830 : i65
  %r5 = arith.remui %a5, %b5 : i65
  %a6 = arith.constant 5155284781052447269 : i65
  %b6 = arith.constant -8712086127379220904 : i65
  %r6 = arith.remui %a6, %b6 : i65
  %a7 = arith.constant -7762465348845869658 : i65
  %b7 = arith.constant 66 : i65
  %r7 = arith.remui %a7, %b7 : i65
  %a8 = arith.constant 9150942469712815082 : i65
  %b8 = arith.constant 0 : i65
  %r8 = arith.remui %a8, %b8 : i65
  %a9 = arith.constant -5154549290487765487 : i65
  %b9 = arith.constant -1566073640120647828 : i65
  %r9 = arith.remui %a9, %b9 : i65
  %a10 = arith.constant -4186133589745935560 : i65
  %b10 = arith.constant 1 : i65
  %r10 = arith.remui %a10, %b10 : i65
  %a11 = arith.constant 8413992247961721654 : i65
  %b11 = arith.constant -7620663763561788275 : i65
  %r11 = arith.remui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @remsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -2736242323684761342 : i65
  %b0 = arith.constant -1 : i65
  %r0 = arith.remsi %a0, %b0 : i65
  %a1 = arith.constant -7521244972758766812 : i65
  %b1 = arith.constant 2 : i65
  %r1 = arith.remsi %a1, %b1 : i65
  %a2 = arith.constant -16597156333581571816 : i65
  %b2 = arith.constant 9965702609256597463 : i65
  %r2 = arith.remsi %a2, %b2 : i65
  %a3 = arith.constant -9106753437866019240 : i65
  %b3 = arith.constant 4676316753965458147 : i65
  %r3 = arith.remsi %a3, %b3 : i65
  %a4 = arith.constant 0 : i65
  %b4 = arith.constant -18446744073709551616 : i65
  %r4 = arith.remsi %a4, %b4 : i65
  %a5 = arith.constant -6955201597448252207 : i65
  %b5 = arith.constant -16895196977997237428 : i65
  %r5 = arith.remsi %a5, %b5 : i65
  %a6 = arith.constant 12488843814216023931 : i65
  %b6 = arith.constant 16548254261770976023 : i65
  %r6 = arith.remsi %a6, %b6 : i65
  %a7 = arith.constant -2791112343771866428 : i65
  %b7 = arith.constant -16611441737430784963 : i65
  %r7 = arith.remsi %a7, %b7 : i65
  %a8 = arith.constant 65 : i65
  %b8 = arith.constant 2 : i65
  %r8 = arith.remsi %a8, %b8 : i65
  %a9 = arith.constant -5700533842716739297 : i65
  %b9 = arith.constant 13720462001790888432 : i65
  %r9 = arith.remsi %a9, %b9 : i65
  %a10 = arith.constant 2 : i65
  %b10 = arith.constant 9285955104719671036 : i65
  %r10 = arith.remsi %a10, %b10 : i65
  %a11 = arith.constant 16588824778457505142 : i65
  %b11 = arith.constant 2 : i65
  %r11 = arith.remsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @andi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -10530257120598754598 : i65
  %b0 = arith.constant 13430061516151261620 : i65
  %r0 = arith.andi %a0, %b0 : i65
  %a1 = arith.constant -4395463150993603988 : i65
  %b1 = arith.constant 1 : i65
  %r1 = arith.andi %a1, %b1 : i65
  %a2 = arith.constant -10785947026595377656 : i65
  %b2 = arith.constant 15921595738252338675 : i65
  %r2 = arith.andi %a2, %b2 : i65
  %a3 = arith.constant -18446744073709551616 : i65
  %b3 = arith.constant 15890074538711965294 : i65
  %r3 = arith.andi %a3, %b3 : i65
  %a4 = arith.constant -17597955197712759915 : i65
  %b4 = arith.constant -5766250866427811416 : i65
  %r4 = arith.andi %a4, %b4 : i65
  %a5 = arith.constant -13317393164054627414 : i65
  %b5 = arith.constant -12644717618365834476 : i65
  %r5 = arith.andi %a5, %b5 : i65
  %a6 = arith.constant 11436918861487143798 : i65
  %b6 = arith.constant 9289701426974189325 : i65
  %r6 = arith.andi %a6, %b6 : i65
  %a7 = arith.constant 13342989479869322711 : i65
  %b7 = arith.constant -2535258684986328084 : i65
  %r7 = arith.andi %a7, %b7 : i65
  %a8 = arith.constant 12003906801834126492 : i65
  %b8 = arith.constant 66 : i65
  %r8 = arith.andi %a8, %b8 : i65
  %a9 = arith.constant -11299887860776113781 : i65
  %b9 = arith.constant -2093193308853681569 : i65
  %r9 = arith.andi %a9, %b9 : i65
  %a10 = arith.constant -15397955701304505172 : i65
  %b10 = arith.constant 5296717066309085815 : i65
  %r10 = arith.andi %a10, %b10 : i65
  %a11 = arith.constant 17309572023205800837 : i65
  %b11 = arith.constant 9342616869270119468 : i65
  %r11 = arith.andi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @ori_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -11697204217326061888 : i65
  %b0 = arith.constant 3 : i65
  %r0 = arith.ori %a0, %b0 : i65
  %a1 = arith.constant 3929977131358427531 : i65
  %b1 = arith.constant -6576609704128884020 : i65
  %r1 = arith.ori %a1, %b1 : i65
  %a2 = arith.constant 66 : i65
  %b2 = arith.constant 11432414060333845928 : i65
  %r2 = arith.ori %a2, %b2 : i65
  %a3 = arith.constant 14941815147904417577 : i65
  %b3 = arith.constant -1287925413474093697 : i65
  %r3 = arith.ori %a3, %b3 : i65
  %a4 = arith.constant 7430190545981335014 : i65
  %b4 = arith.constant -15826770384918166326 : i65
  %r4 = arith.ori %a4, %b4 : i65
  %a5 = arith.constant 18446744073709551615 : i65
  %b5 = arith.constant 15638287598464013182 : i65
  %r5 = arith.ori %a5, %b5 : i65
  %a6 = arith.constant -3808529541115113751 : i65
  %b6 = arith.constant 12406889146411665112 : i65
  %r6 = arith.ori %a6, %b6 : i65
  %a7 = arith.constant 0 : i65
  %b7 = arith.constant 18369436091570334879 : i65
  %r7 = arith.ori %a7, %b7 : i65
  %a8 = arith.constant -16261438512900506798 : i65
  %b8 = arith.constant 14430448366295208291 : i65
  %r8 = arith.ori %a8, %b8 : i65
  %a9 = arith.constant 16948120046633706672 : i65
  %b9 = arith.constant -15227897918001965674 : i65
  %r9 = arith.ori %a9, %b9 : i65
  %a10 = arith.constant 467103852825755233 : i65
  %b10 = arith.constant 5846666255193378700 : i65
  %r10 = arith.ori %a10, %b10 : i65
  %a11 = arith.constant 8568699499368106208 : i65
  %b11 = arith.constant -17511689265062314014 : i65
  %r11 = arith.ori %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @xori_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 6836262567020931708 : i65
  %b0 = arith.constant -10766897594526330524 : i65
  %r0 = arith.xori %a0, %b0 : i65
  %a1 = arith.constant 3253444792674911552 : i65
  %b1 = arith.constant 64 : i65
  %r1 = arith.xori %a1, %b1 : i65
  %a2 = arith.constant 8735291043170799621 : i65
  %b2 = arith.constant -11831326941849413889 : i65
  %r2 = arith.xori %a2, %b2 : i65
  %a3 = arith.constant 2 : i65
  %b3 = arith.constant -3143296894348697020 : i65
  %r3 = arith.xori %a3, %b3 : i65
  %a4 = arith.constant 3676422396694278756 : i65
  %b4 = arith.constant 14067916168958439276 : i65
  %r4 = arith.xori %a4, %b4 : i65
  %a5 = arith.constant 18446744073709551615 : i65
  %b5 = arith.constant 15595244537209207745 : i65
  %r5 = arith.xori %a5, %b5 : i65
  %a6 = arith.constant 64 : i65
  %b6 = arith.constant 184689866927247922 : i65
  %r6 = arith.xori %a6, %b6 : i65
  %a7 = arith.constant 8202612777873209739 : i65
  %b7 = arith.constant 64 : i65
  %r7 = arith.xori %a7, %b7 : i65
  %a8 = arith.constant 0 : i65
  %b8 = arith.constant -14879811623283584357 : i65
  %r8 = arith.xori %a8, %b8 : i65
  %a9 = arith.constant -16963292217955212178 : i65
  %b9 = arith.constant -10540595886597745465 : i65
  %r9 = arith.xori %a9, %b9 : i65
  %a10 = arith.constant -15668827297359747079 : i65
  %b10 = arith.constant 14275178505674198164 : i65
  %r10 = arith.xori %a10, %b10 : i65
  %a11 = arith.constant 3338323738279425750 : i65
  %b11 = arith.constant 14026554146764850922 : i65
  %r11 = arith.xori %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @shli_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 65 : i65
  %b0 = arith.constant 6 : i65
  %r0 = arith.shli %a0, %b0 : i65
  %a1 = arith.constant -18446744073709551616 : i65
  %b1 = arith.constant 19 : i65
  %r1 = arith.shli %a1, %b1 : i65
  %a2 = arith.constant -1 : i65
  %b2 = arith.constant 65 : i65
  %r2 = arith.shli %a2, %b2 : i65
  %a3 = arith.constant 66 : i65
  %b3 = arith.constant 18446744073709551615 : i65
  %r3 = arith.shli %a3, %b3 : i65
  %a4 = arith.constant 7183721120643924682 : i65
  %b4 = arith.constant 43 : i65
  %r4 = arith.shli %a4, %b4 : i65
  %a5 = arith.constant 13558556640562571294 : i65
  %b5 = arith.constant 34 : i65
  %r5 = arith.shli %a5, %b5 : i65
  %a6 = arith.constant 13139847532044466361 : i65
  %b6 = arith.constant 22 : i65
  %r6 = arith.shli %a6, %b6 : i65
  %a7 = arith.constant 3 : i65
  %b7 = arith.constant -2611381805307922924 : i65
  %r7 = arith.shli %a7, %b7 : i65
  %a8 = arith.constant -18446744073709551616 : i65
  %b8 = arith.constant 56 : i65
  %r8 = arith.shli %a8, %b8 : i65
  %a9 = arith.constant 2 : i65
  %b9 = arith.constant 64 : i65
  %r9 = arith.shli %a9, %b9 : i65
  %a10 = arith.constant -10324640841882432474 : i65
  %b10 = arith.constant 62 : i65
  %r10 = arith.shli %a10, %b10 : i65
  %a11 = arith.constant -16580982666503469248 : i65
  %b11 = arith.constant 8 : i65
  %r11 = arith.shli %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @shrui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 8850610008890721657 : i65
  %b0 = arith.constant 36 : i65
  %r0 = arith.shrui %a0, %b0 : i65
  %a1 = arith.constant -16367114025370973231 : i65
  %b1 = arith.constant 44 : i65
  %r1 = arith.shrui %a1, %b1 : i65
  %a2 = arith.constant 7561221542512344294 : i65
  %b2 = arith.constant 46 : i65
  %r2 = arith.shrui %a2, %b2 : i65
  %a3 = arith.constant -6316924538964164765 : i65
  %b3 = arith.constant 21 : i65
  %r3 = arith.shrui %a3, %b3 : i65
  %a4 = arith.constant 10449461050494482868 : i65
  %b4 = arith.constant 29 : i65
  %r4 = arith.shrui %a4, %b4 : i65
  %a5 = arith.constant -5605391922405377867 : i65
  %b5 = arith.constant 842528295331720871 : i65
  %r5 = arith.shrui %a5, %b5 : i65
  %a6 = arith.constant 11661928455737119319 : i65
  %b6 = arith.constant 32 : i65
  %r6 = arith.shrui %a6, %b6 : i65
  %a7 = arith.constant 6532568319823548514 : i65
  %b7 = arith.constant 16 : i65
  %r7 = arith.shrui %a7, %b7 : i65
  %a8 = arith.constant 3 : i65
  %b8 = arith.constant -13055394946540741793 : i65
  %r8 = arith.shrui %a8, %b8 : i65
  %a9 = arith.constant 9039042580563686510 : i65
  %b9 = arith.constant -6654435410165030285 : i65
  %r9 = arith.shrui %a9, %b9 : i65
  %a10 = arith.constant -2 : i65
  %b10 = arith.constant 3 : i65
  %r10 = arith.shrui %a10, %b10 : i65
  %a11 = arith.constant 15701348858909275542 : i65
  %b11 = arith.constant 10 : i65
  %r11 = arith.shrui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @shrsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 6022978240083371697 : i65
  %b0 = arith.constant 51 : i65
  %r0 = arith.shrsi %a0, %b0 : i65
  %a1 = arith.constant 9854072590327414994 : i65
  %b1 = arith.constant 13797534480947876620 : i65
  %r1 = arith.shrsi %a1, %b1 : i65
  %a2 = arith.constant 65 : i65
  %b2 = arith.constant 13 : i65
  %r2 = arith.shrsi %a2, %b2 : i65
  %a3 = arith.constant -14361077483784030458 : i65
  %b3 = arith.constant 24 : i65
  %r3 = arith.shrsi %a3, %b3 : i65
  %a4 = arith.constant -17196265669676953476 : i65
  %b4 = arith.constant 10 : i65
  %r4 = arith.shrsi %a4, %b4 : i65
  %a5 = arith.constant -2 : i65
  %b5 = arith.constant 8395497256862600802 : i65
  %r5 = arith.shrsi %a5, %b5 : i65
  %a6 = arith.constant 11942720200048825422 : i65
  %b6 = arith.constant -18446744073709551616 : i65
  %r6 = arith.shrsi %a6, %b6 : i65
  %a7 = arith.constant -18446744073709551616 : i65
  %b7 = arith.constant 29 : i65
  %r7 = arith.shrsi %a7, %b7 : i65
  %a8 = arith.constant 6609226381286694435 : i65
  %b8 = arith.constant 56 : i65
  %r8 = arith.shrsi %a8, %b8 : i65
  %a9 = arith.constant 9948627169131415452 : i65
  %b9 = arith.constant 44 : i65
  %r9 = arith.shrsi %a9, %b9 : i65
  %a10 = arith.constant -254406187367482834 : i65
  %b10 = arith.constant -14220668915280788719 : i65
  %r10 = arith.shrsi %a10, %b10 : i65
  %a11 = arith.constant -12269661756802161684 : i65
  %b11 = arith.constant 10270249023901298174 : i65
  %r11 = arith.shrsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @maxsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 15996967363257467099 : i65
  %b0 = arith.constant 18446744073709551615 : i65
  %r0 = arith.maxsi %a0, %b0 : i65
  %a1 = arith.constant -5394480197983382140 : i65
  %b1 = arith.constant 17837495684644244635 : i65
  %r1 = arith.maxsi %a1, %b1 : i65
  %a2 = arith.constant 7760799029934929264 : i65
  %b2 = arith.constant -4254324396870005112 : i65
  %r2 = arith.maxsi %a2, %b2 : i65
  %a3 = arith.constant 13813657088046730041 : i65
  %b3 = arith.constant 9911713744059099014 : i65
  %r3 = arith.maxsi %a3, %b3 : i65
  %a4 = arith.constant 7754005164007304078 : i65
  %b4 = arith.constant 16115244195655388370 : i65
  %r4 = arith.maxsi %a4, %b4 : i65
  %a5 = arith.constant 65 : i65
  %b5 = arith.constant 5722410410997587697 : i65
  %r5 = arith.maxsi %a5, %b5 : i65
  %a6 = arith.constant -10863269456841907244 : i65
  %b6 = arith.constant 66 : i65
  %r6 = arith.maxsi %a6, %b6 : i65
  %a7 = arith.constant 14072600602175163078 : i65
  %b7 = arith.constant 2689557170640860207 : i65
  %r7 = arith.maxsi %a7, %b7 : i65
  %a8 = arith.constant -12901842550495455418 : i65
  %b8 = arith.constant -15888382240870929528 : i65
  %r8 = arith.maxsi %a8, %b8 : i65
  %a9 = arith.constant 12334736851782273402 : i65
  %b9 = arith.constant -1 : i65
  %r9 = arith.maxsi %a9, %b9 : i65
  %a10 = arith.constant -6261589812411219621 : i65
  %b10 = arith.constant 16778649775137541464 : i65
  %r10 = arith.maxsi %a10, %b10 : i65
  %a11 = arith.constant 6355234668862789462 : i65
  %b11 = arith.constant -1 : i65
  %r11 = arith.maxsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @maxui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 3 : i65
  %b0 = arith.constant -1 : i65
  %r0 = arith.maxui %a0, %b0 : i65
  %a1 = arith.constant 0 : i65
  %b1 = arith.constant 7448473192764951938 : i65
  %r1 = arith.maxui %a1, %b1 : i65
  %a2 = arith.constant -14518617199472526146 : i65
  %b2 = arith.constant 18446744073709551615 : i65
  %r2 = arith.maxui %a2, %b2 : i65
  %a3 = arith.constant 6827303551979097275 : i65
  %b3 = arith.constant 1303622033497492188 : i65
  %r3 = arith.maxui %a3, %b3 : i65
  %a4 = arith.constant 15208420627640345903 : i65
  %b4 = arith.constant -1193298286364378275 : i65
  %r4 = arith.maxui %a4, %b4 : i65
  %a5 = arith.constant -1 : i65
  %b5 = arith.constant 66 : i65
  %r5 = arith.maxui %a5, %b5 : i65
  %a6 = arith.constant -11635696633201150791 : i65
  %b6 = arith.constant -10749268340598457835 : i65
  %r6 = arith.maxui %a6, %b6 : i65
  %a7 = arith.constant 2 : i65
  %b7 = arith.constant 2 : i65
  %r7 = arith.maxui %a7, %b7 : i65
  %a8 = arith.constant 17005836655776137895 : i65
  %b8 = arith.constant 64 : i65
  %r8 = arith.maxui %a8, %b8 : i65
  %a9 = arith.constant 3 : i65
  %b9 = arith.constant 791124328276089720 : i65
  %r9 = arith.maxui %a9, %b9 : i65
  %a10 = arith.constant -15439532370713740338 : i65
  %b10 = arith.constant -6532950520157232001 : i65
  %r10 = arith.maxui %a10, %b10 : i65
  %a11 = arith.constant 2 : i65
  %b11 = arith.constant -17874902394984209337 : i65
  %r11 = arith.maxui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @minsi_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -12311842997026804239 : i65
  %b0 = arith.constant 66 : i65
  %r0 = arith.minsi %a0, %b0 : i65
  %a1 = arith.constant -5950035005438815594 : i65
  %b1 = arith.constant -13514839199459323266 : i65
  %r1 = arith.minsi %a1, %b1 : i65
  %a2 = arith.constant -16528499427983058476 : i65
  %b2 = arith.constant 11675300721328972005 : i65
  %r2 = arith.minsi %a2, %b2 : i65
  %a3 = arith.constant 3 : i65
  %b3 = arith.constant -3918562089860416233 : i65
  %r3 = arith.minsi %a3, %b3 : i65
  %a4 = arith.constant 10317133238861158006 : i65
  %b4 = arith.constant -1 : i65
  %r4 = arith.minsi %a4, %b4 : i65
  %a5 = arith.constant -1535481751774427293 : i65
  %b5 = arith.constant -6356780461487859077 : i65
  %r5 = arith.minsi %a5, %b5 : i65
  %a6 = arith.constant -7739490235333750194 : i65
  %b6 = arith.constant 7005534243780705271 : i65
  %r6 = arith.minsi %a6, %b6 : i65
  %a7 = arith.constant 10076975224984672825 : i65
  %b7 = arith.constant -10886663660117981051 : i65
  %r7 = arith.minsi %a7, %b7 : i65
  %a8 = arith.constant 64 : i65
  %b8 = arith.constant 10145907974958101349 : i65
  %r8 = arith.minsi %a8, %b8 : i65
  %a9 = arith.constant 11120131686829696811 : i65
  %b9 = arith.constant -18446744073709551616 : i65
  %r9 = arith.minsi %a9, %b9 : i65
  %a10 = arith.constant 10436407093522657579 : i65
  %b10 = arith.constant -9144606823884452542 : i65
  %r10 = arith.minsi %a10, %b10 : i65
  %a11 = arith.constant 2505574043743459254 : i65
  %b11 = arith.constant -59757830882420765 : i65
  %r11 = arith.minsi %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @minui_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 1042285103044645282 : i65
  %b0 = arith.constant 64 : i65
  %r0 = arith.minui %a0, %b0 : i65
  %a1 = arith.constant -7338188289169870977 : i65
  %b1 = arith.constant -5208365315527051959 : i65
  %r1 = arith.minui %a1, %b1 : i65
  %a2 = arith.constant 10885743885002073408 : i65
  %b2 = arith.constant 9051702541547911872 : i65
  %r2 = arith.minui %a2, %b2 : i65
  %a3 = arith.constant 3553078997884388106 : i65
  %b3 = arith.constant 282719029850037307 : i65
  %r3 = arith.minui %a3, %b3 : i65
  %a4 = arith.constant -16362432831917806230 : i65
  %b4 = arith.constant -5325143780282568040 : i65
  %r4 = arith.minui %a4, %b4 : i65
  %a5 = arith.constant -3083744537477741141 : i65
  %b5 = arith.constant -9804615892559386633 : i65
  %r5 = arith.minui %a5, %b5 : i65
  %a6 = arith.constant 6900970528184935518 : i65
  %b6 = arith.constant 64 : i65
  %r6 = arith.minui %a6, %b6 : i65
  %a7 = arith.constant 18267457541098576166 : i65
  %b7 = arith.constant 10580858787012548399 : i65
  %r7 = arith.minui %a7, %b7 : i65
  %a8 = arith.constant 6285010737714289709 : i65
  %b8 = arith.constant 18446744073709551615 : i65
  %r8 = arith.minui %a8, %b8 : i65
  %a9 = arith.constant -2 : i65
  %b9 = arith.constant 1 : i65
  %r9 = arith.minui %a9, %b9 : i65
  %a10 = arith.constant -12543786573213960834 : i65
  %b10 = arith.constant 15276402550715887270 : i65
  %r10 = arith.minui %a10, %b10 : i65
  %a11 = arith.constant 368971277209304025 : i65
  %b11 = arith.constant 5479435918130995659 : i65
  %r11 = arith.minui %a11, %b11 : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @mulsi_extended_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -15072734381469237808 : i65
  %b0 = arith.constant -1 : i65
  %r0:2 = arith.mulsi_extended %a0, %b0 : i65
  %a1 = arith.constant -3605821887624697097 : i65
  %b1 = arith.constant -17899171868923900328 : i65
  %r1:2 = arith.mulsi_extended %a1, %b1 : i65
  %a2 = arith.constant 3547658306754330580 : i65
  %b2 = arith.constant 9960105339323549045 : i65
  %r2:2 = arith.mulsi_extended %a2, %b2 : i65
  %a3 = arith.constant 3 : i65
  %b3 = arith.constant 17923085889818037610 : i65
  %r3:2 = arith.mulsi_extended %a3, %b3 : i65
  %a4 = arith.constant 4089309485219297938 : i65
  %b4 = arith.constant 5871677455218591002 : i65
  %r4:2 = arith.mulsi_extended %a4, %b4 : i65
  %a5 = arith.constant -12307843382180455092 : i65
  %b5 = arith.constant 4930737036254416137 : i65
  %r5:2 = arith.mulsi_extended %a5, %b5 : i65
  %a6 = arith.constant -876283153371054281 : i65
  %b6 = arith.constant 7666490366356435982 : i65
  %r6:2 = arith.mulsi_extended %a6, %b6 : i65
  %a7 = arith.constant 13473015231542817706 : i65
  %b7 = arith.constant 3520580782715636271 : i65
  %r7:2 = arith.mulsi_extended %a7, %b7 : i65
  %a8 = arith.constant -18446744073709551616 : i65
  %b8 = arith.constant -8916599628757325072 : i65
  %r8:2 = arith.mulsi_extended %a8, %b8 : i65
  %a9 = arith.constant 0 : i65
  %b9 = arith.constant -2 : i65
  %r9:2 = arith.mulsi_extended %a9, %b9 : i65
  %a10 = arith.constant 1 : i65
  %b10 = arith.constant 10397803453003156183 : i65
  %r10:2 = arith.mulsi_extended %a10, %b10 : i65
  %a11 = arith.constant 3 : i65
  %b11 = arith.constant -11970340452853452340 : i65
  %r11:2 = arith.mulsi_extended %a11, %b11 : i65
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @mului_extended_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant -1 : i65
  %b0 = arith.constant 1 : i65
  %r0:2 = arith.mului_extended %a0, %b0 : i65
  %a1 = arith.constant 0 : i65
  %b1 = arith.constant 8333334852550684703 : i65
  %r1:2 = arith.mului_extended %a1, %b1 : i65
  %a2 = arith.constant -13563407121440774151 : i65
  %b2 = arith.constant -1797473447058678550 : i65
  %r2:2 = arith.mului_extended %a2, %b2 : i65
  %a3 = arith.constant 18189107456835557264 : i65
  %b3 = arith.constant -2 : i65
  %r3:2 = arith.mului_extended %a3, %b3 : i65
  %a4 = arith.constant 5619923936454928933 : i65
  %b4 = arith.constant -4013901145648493156 : i65
  %r4:2 = arith.mului_extended %a4, %b4 : i65
  %a5 = arith.constant -4595075226746365204 : i65
  %b5 = arith.constant 18446744073709551615 : i65
  %r5:2 = arith.mului_extended %a5, %b5 : i65
  %a6 = arith.constant -2 : i65
  %b6 = arith.constant -1951111802662676319 : i65
  %r6:2 = arith.mului_extended %a6, %b6 : i65
  %a7 = arith.constant -2 : i65
  %b7 = arith.constant 10830710589594576859 : i65
  %r7:2 = arith.mului_extended %a7, %b7 : i65
  %a8 = arith.constant -15397551991728051903 : i65
  %b8 = arith.constant 5262372932421289877 : i65
  %r8:2 = arith.mului_extended %a8, %b8 : i65
  %a9 = arith.constant 64 : i65
  %b9 = arith.constant -10438796364482147471 : i65
  %r9:2 = arith.mului_extended %a9, %b9 : i65
  %a10 = arith.constant 4631767162184669772 : i65
  %b10 = arith.constant -8685726340445792115 : i65
  %r10:2 = arith.mului_extended %a10, %b10 : i65
  %a11 = arith.constant 6704441134417593764 : i65
  %b11 = arith.constant 5631027949364237403 : i65
  %r11:2 = arith.mului_extended %a11, %b11 : i65
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}
// -----
func.func @addui_extended_i65() -> (i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1) {
  %a0 = arith.constant -12977467588792106073 : i65
  %b0 = arith.constant -10581235783271603291 : i65
  %r0:2 = arith.addui_extended %a0, %b0 : i65
  %a1 = arith.constant 14590946900041176109 : i65
  %b1 = arith.constant -17389461263398955434 : i65
  %r1:2 = arith.addui_extended %a1, %b1 : i65
  %a2 = arith.constant 0 : i65
  %b2 = arith.constant -15907526504379518989 : i65
  %r2:2 = arith.addui_extended %a2, %b2 : i65
  %a3 = arith.constant 17057107102573067136 : i65
  %b3 = arith.constant 12879830538560065130 : i65
  %r3:2 = arith.addui_extended %a3, %b3 : i65
  %a4 = arith.constant 11012912353480786850 : i65
  %b4 = arith.constant -13335689327406123968 : i65
  %r4:2 = arith.addui_extended %a4, %b4 : i65
  %a5 = arith.constant 92713001313547406 : i65
  %b5 = arith.constant -2 : i65
  %r5:2 = arith.addui_extended %a5, %b5 : i65
  %a6 = arith.constant -16992351165158413784 : i65
  %b6 = arith.constant -5430525946352955531 : i65
  %r6:2 = arith.addui_extended %a6, %b6 : i65
  %a7 = arith.constant -2 : i65
  %b7 = arith.constant 8877576737552655325 : i65
  %r7:2 = arith.addui_extended %a7, %b7 : i65
  %a8 = arith.constant 2 : i65
  %b8 = arith.constant -15052824923450774052 : i65
  %r8:2 = arith.addui_extended %a8, %b8 : i65
  %a9 = arith.constant 66 : i65
  %b9 = arith.constant -6190070583996855897 : i65
  %r9:2 = arith.addui_extended %a9, %b9 : i65
  %a10 = arith.constant -1 : i65
  %b10 = arith.constant -7025550193537582620 : i65
  %r10:2 = arith.addui_extended %a10, %b10 : i65
  %a11 = arith.constant 15966456055010066067 : i65
  %b11 = arith.constant 4678804358408715559 : i65
  %r11:2 = arith.addui_extended %a11, %b11 : i65
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1, %r4#0, %r4#1, %r5#0, %r5#1, %r6#0, %r6#1, %r7#0, %r7#1, %r8#0, %r8#1, %r9#0, %r9#1, %r10#0, %r10#1, %r11#0, %r11#1 : i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1, i65, i1
}
