// math's folds against mlir-opt 16: the float ops on f32 and f64 (through the C library, the
// same functions mlir-opt calls), NaNs (quiet, signaling, negative), infinities, -0.0,
// subnormals, halves; the exact ones (absf, ceil, floor, roundeven, copysign) on f16, bf16,
// f80 and f128 too, where the others are left unfolded as MLIR 16 leaves them.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize

func.func @absf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.absf %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.absf %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.absf %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.absf %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.absf %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.absf %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.absf %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.absf %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.absf %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.absf %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.absf %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.absf %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.absf %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.absf %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.absf %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.absf %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.absf %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.absf %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.absf %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.absf %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.absf %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.absf %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.absf %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.absf %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.absf %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @absf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.absf %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.absf %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.absf %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.absf %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.absf %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.absf %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.absf %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.absf %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.absf %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.absf %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.absf %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.absf %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.absf %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.absf %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.absf %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.absf %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.absf %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.absf %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.absf %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.absf %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.absf %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.absf %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.absf %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.absf %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.absf %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @absf_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.absf %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.absf %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.absf %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.absf %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = math.absf %c4 : f16
  %c5 = arith.constant 0xFC00 : f16
  %r5 = math.absf %c5 : f16
  %c6 = arith.constant 0x7E00 : f16
  %r6 = math.absf %c6 : f16
  %c7 = arith.constant 0x7C01 : f16
  %r7 = math.absf %c7 : f16
  %c8 = arith.constant 0.1 : f16
  %r8 = math.absf %c8 : f16
  %c9 = arith.constant 0.5 : f16
  %r9 = math.absf %c9 : f16
  %c10 = arith.constant 1.5 : f16
  %r10 = math.absf %c10 : f16
  %c11 = arith.constant 2.5 : f16
  %r11 = math.absf %c11 : f16
  %c12 = arith.constant -0.5 : f16
  %r12 = math.absf %c12 : f16
  %c13 = arith.constant 3.0 : f16
  %r13 = math.absf %c13 : f16
  %c14 = arith.constant 1025.0 : f16
  %r14 = math.absf %c14 : f16
  %c15 = arith.constant 6.0E-8 : f16
  %r15 = math.absf %c15 : f16
  %c16 = arith.constant 65504.0 : f16
  %r16 = math.absf %c16 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @absf_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.absf %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.absf %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.absf %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.absf %c3 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r4 = math.absf %c4 : bf16
  %c5 = arith.constant 0xFF80 : bf16
  %r5 = math.absf %c5 : bf16
  %c6 = arith.constant 0x7FC0 : bf16
  %r6 = math.absf %c6 : bf16
  %c7 = arith.constant 0x7F81 : bf16
  %r7 = math.absf %c7 : bf16
  %c8 = arith.constant 0.1 : bf16
  %r8 = math.absf %c8 : bf16
  %c9 = arith.constant 0.5 : bf16
  %r9 = math.absf %c9 : bf16
  %c10 = arith.constant 1.5 : bf16
  %r10 = math.absf %c10 : bf16
  %c11 = arith.constant 2.5 : bf16
  %r11 = math.absf %c11 : bf16
  %c12 = arith.constant -0.5 : bf16
  %r12 = math.absf %c12 : bf16
  %c13 = arith.constant 3.0 : bf16
  %r13 = math.absf %c13 : bf16
  %c14 = arith.constant 257.0 : bf16
  %r14 = math.absf %c14 : bf16
  %c15 = arith.constant 1.0E+30 : bf16
  %r15 = math.absf %c15 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @absf_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.absf %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.absf %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.absf %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.absf %c3 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r4 = math.absf %c4 : f80
  %a5 = arith.constant 0.0 : f80
  %z5 = arith.constant 0.0 : f80
  %c5 = arith.divf %a5, %z5 : f80
  %r5 = math.absf %c5 : f80
  %a6 = arith.constant -1.0 : f80
  %z6 = arith.constant 0.0 : f80
  %c6 = arith.divf %a6, %z6 : f80
  %r6 = math.absf %c6 : f80
  %c7 = arith.constant 0.1 : f80
  %r7 = math.absf %c7 : f80
  %c8 = arith.constant 0.5 : f80
  %r8 = math.absf %c8 : f80
  %c9 = arith.constant 1.5 : f80
  %r9 = math.absf %c9 : f80
  %c10 = arith.constant 2.5 : f80
  %r10 = math.absf %c10 : f80
  %c11 = arith.constant -0.5 : f80
  %r11 = math.absf %c11 : f80
  %c12 = arith.constant 3.0 : f80
  %r12 = math.absf %c12 : f80
  %c13 = arith.constant 9223372036854775809.0 : f80
  %r13 = math.absf %c13 : f80
  %c14 = arith.constant 1.0E+30 : f80
  %r14 = math.absf %c14 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @absf_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.absf %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.absf %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.absf %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.absf %c3 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r4 = math.absf %c4 : f128
  %a5 = arith.constant 0.0 : f128
  %z5 = arith.constant 0.0 : f128
  %c5 = arith.divf %a5, %z5 : f128
  %r5 = math.absf %c5 : f128
  %a6 = arith.constant -1.0 : f128
  %z6 = arith.constant 0.0 : f128
  %c6 = arith.divf %a6, %z6 : f128
  %r6 = math.absf %c6 : f128
  %c7 = arith.constant 0.1 : f128
  %r7 = math.absf %c7 : f128
  %c8 = arith.constant 0.5 : f128
  %r8 = math.absf %c8 : f128
  %c9 = arith.constant 1.5 : f128
  %r9 = math.absf %c9 : f128
  %c10 = arith.constant 2.5 : f128
  %r10 = math.absf %c10 : f128
  %c11 = arith.constant -0.5 : f128
  %r11 = math.absf %c11 : f128
  %c12 = arith.constant 3.0 : f128
  %r12 = math.absf %c12 : f128
  %c13 = arith.constant 1.0E+30 : f128
  %r13 = math.absf %c13 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @ceil_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.ceil %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.ceil %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.ceil %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.ceil %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.ceil %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.ceil %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.ceil %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.ceil %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.ceil %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.ceil %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.ceil %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.ceil %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.ceil %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.ceil %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.ceil %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.ceil %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.ceil %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.ceil %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.ceil %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.ceil %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.ceil %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.ceil %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.ceil %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.ceil %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.ceil %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @ceil_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.ceil %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.ceil %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.ceil %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.ceil %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.ceil %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.ceil %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.ceil %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.ceil %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.ceil %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.ceil %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.ceil %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.ceil %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.ceil %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.ceil %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.ceil %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.ceil %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.ceil %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.ceil %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.ceil %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.ceil %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.ceil %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.ceil %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.ceil %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.ceil %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.ceil %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @ceil_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.ceil %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.ceil %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.ceil %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.ceil %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = math.ceil %c4 : f16
  %c5 = arith.constant 0xFC00 : f16
  %r5 = math.ceil %c5 : f16
  %c6 = arith.constant 0x7E00 : f16
  %r6 = math.ceil %c6 : f16
  %c7 = arith.constant 0x7C01 : f16
  %r7 = math.ceil %c7 : f16
  %c8 = arith.constant 0.1 : f16
  %r8 = math.ceil %c8 : f16
  %c9 = arith.constant 0.5 : f16
  %r9 = math.ceil %c9 : f16
  %c10 = arith.constant 1.5 : f16
  %r10 = math.ceil %c10 : f16
  %c11 = arith.constant 2.5 : f16
  %r11 = math.ceil %c11 : f16
  %c12 = arith.constant -0.5 : f16
  %r12 = math.ceil %c12 : f16
  %c13 = arith.constant 3.0 : f16
  %r13 = math.ceil %c13 : f16
  %c14 = arith.constant 1025.0 : f16
  %r14 = math.ceil %c14 : f16
  %c15 = arith.constant 6.0E-8 : f16
  %r15 = math.ceil %c15 : f16
  %c16 = arith.constant 65504.0 : f16
  %r16 = math.ceil %c16 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @ceil_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.ceil %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.ceil %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.ceil %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.ceil %c3 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r4 = math.ceil %c4 : bf16
  %c5 = arith.constant 0xFF80 : bf16
  %r5 = math.ceil %c5 : bf16
  %c6 = arith.constant 0x7FC0 : bf16
  %r6 = math.ceil %c6 : bf16
  %c7 = arith.constant 0x7F81 : bf16
  %r7 = math.ceil %c7 : bf16
  %c8 = arith.constant 0.1 : bf16
  %r8 = math.ceil %c8 : bf16
  %c9 = arith.constant 0.5 : bf16
  %r9 = math.ceil %c9 : bf16
  %c10 = arith.constant 1.5 : bf16
  %r10 = math.ceil %c10 : bf16
  %c11 = arith.constant 2.5 : bf16
  %r11 = math.ceil %c11 : bf16
  %c12 = arith.constant -0.5 : bf16
  %r12 = math.ceil %c12 : bf16
  %c13 = arith.constant 3.0 : bf16
  %r13 = math.ceil %c13 : bf16
  %c14 = arith.constant 257.0 : bf16
  %r14 = math.ceil %c14 : bf16
  %c15 = arith.constant 1.0E+30 : bf16
  %r15 = math.ceil %c15 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @ceil_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.ceil %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.ceil %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.ceil %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.ceil %c3 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r4 = math.ceil %c4 : f80
  %a5 = arith.constant 0.0 : f80
  %z5 = arith.constant 0.0 : f80
  %c5 = arith.divf %a5, %z5 : f80
  %r5 = math.ceil %c5 : f80
  %a6 = arith.constant -1.0 : f80
  %z6 = arith.constant 0.0 : f80
  %c6 = arith.divf %a6, %z6 : f80
  %r6 = math.ceil %c6 : f80
  %c7 = arith.constant 0.1 : f80
  %r7 = math.ceil %c7 : f80
  %c8 = arith.constant 0.5 : f80
  %r8 = math.ceil %c8 : f80
  %c9 = arith.constant 1.5 : f80
  %r9 = math.ceil %c9 : f80
  %c10 = arith.constant 2.5 : f80
  %r10 = math.ceil %c10 : f80
  %c11 = arith.constant -0.5 : f80
  %r11 = math.ceil %c11 : f80
  %c12 = arith.constant 3.0 : f80
  %r12 = math.ceil %c12 : f80
  %c13 = arith.constant 9223372036854775809.0 : f80
  %r13 = math.ceil %c13 : f80
  %c14 = arith.constant 1.0E+30 : f80
  %r14 = math.ceil %c14 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @ceil_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.ceil %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.ceil %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.ceil %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.ceil %c3 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r4 = math.ceil %c4 : f128
  %a5 = arith.constant 0.0 : f128
  %z5 = arith.constant 0.0 : f128
  %c5 = arith.divf %a5, %z5 : f128
  %r5 = math.ceil %c5 : f128
  %a6 = arith.constant -1.0 : f128
  %z6 = arith.constant 0.0 : f128
  %c6 = arith.divf %a6, %z6 : f128
  %r6 = math.ceil %c6 : f128
  %c7 = arith.constant 0.1 : f128
  %r7 = math.ceil %c7 : f128
  %c8 = arith.constant 0.5 : f128
  %r8 = math.ceil %c8 : f128
  %c9 = arith.constant 1.5 : f128
  %r9 = math.ceil %c9 : f128
  %c10 = arith.constant 2.5 : f128
  %r10 = math.ceil %c10 : f128
  %c11 = arith.constant -0.5 : f128
  %r11 = math.ceil %c11 : f128
  %c12 = arith.constant 3.0 : f128
  %r12 = math.ceil %c12 : f128
  %c13 = arith.constant 1.0E+30 : f128
  %r13 = math.ceil %c13 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @floor_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.floor %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.floor %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.floor %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.floor %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.floor %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.floor %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.floor %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.floor %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.floor %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.floor %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.floor %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.floor %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.floor %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.floor %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.floor %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.floor %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.floor %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.floor %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.floor %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.floor %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.floor %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.floor %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.floor %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.floor %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.floor %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @floor_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.floor %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.floor %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.floor %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.floor %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.floor %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.floor %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.floor %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.floor %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.floor %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.floor %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.floor %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.floor %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.floor %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.floor %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.floor %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.floor %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.floor %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.floor %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.floor %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.floor %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.floor %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.floor %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.floor %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.floor %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.floor %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @floor_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.floor %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.floor %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.floor %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.floor %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = math.floor %c4 : f16
  %c5 = arith.constant 0xFC00 : f16
  %r5 = math.floor %c5 : f16
  %c6 = arith.constant 0x7E00 : f16
  %r6 = math.floor %c6 : f16
  %c7 = arith.constant 0x7C01 : f16
  %r7 = math.floor %c7 : f16
  %c8 = arith.constant 0.1 : f16
  %r8 = math.floor %c8 : f16
  %c9 = arith.constant 0.5 : f16
  %r9 = math.floor %c9 : f16
  %c10 = arith.constant 1.5 : f16
  %r10 = math.floor %c10 : f16
  %c11 = arith.constant 2.5 : f16
  %r11 = math.floor %c11 : f16
  %c12 = arith.constant -0.5 : f16
  %r12 = math.floor %c12 : f16
  %c13 = arith.constant 3.0 : f16
  %r13 = math.floor %c13 : f16
  %c14 = arith.constant 1025.0 : f16
  %r14 = math.floor %c14 : f16
  %c15 = arith.constant 6.0E-8 : f16
  %r15 = math.floor %c15 : f16
  %c16 = arith.constant 65504.0 : f16
  %r16 = math.floor %c16 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @floor_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.floor %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.floor %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.floor %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.floor %c3 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r4 = math.floor %c4 : bf16
  %c5 = arith.constant 0xFF80 : bf16
  %r5 = math.floor %c5 : bf16
  %c6 = arith.constant 0x7FC0 : bf16
  %r6 = math.floor %c6 : bf16
  %c7 = arith.constant 0x7F81 : bf16
  %r7 = math.floor %c7 : bf16
  %c8 = arith.constant 0.1 : bf16
  %r8 = math.floor %c8 : bf16
  %c9 = arith.constant 0.5 : bf16
  %r9 = math.floor %c9 : bf16
  %c10 = arith.constant 1.5 : bf16
  %r10 = math.floor %c10 : bf16
  %c11 = arith.constant 2.5 : bf16
  %r11 = math.floor %c11 : bf16
  %c12 = arith.constant -0.5 : bf16
  %r12 = math.floor %c12 : bf16
  %c13 = arith.constant 3.0 : bf16
  %r13 = math.floor %c13 : bf16
  %c14 = arith.constant 257.0 : bf16
  %r14 = math.floor %c14 : bf16
  %c15 = arith.constant 1.0E+30 : bf16
  %r15 = math.floor %c15 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @floor_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.floor %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.floor %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.floor %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.floor %c3 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r4 = math.floor %c4 : f80
  %a5 = arith.constant 0.0 : f80
  %z5 = arith.constant 0.0 : f80
  %c5 = arith.divf %a5, %z5 : f80
  %r5 = math.floor %c5 : f80
  %a6 = arith.constant -1.0 : f80
  %z6 = arith.constant 0.0 : f80
  %c6 = arith.divf %a6, %z6 : f80
  %r6 = math.floor %c6 : f80
  %c7 = arith.constant 0.1 : f80
  %r7 = math.floor %c7 : f80
  %c8 = arith.constant 0.5 : f80
  %r8 = math.floor %c8 : f80
  %c9 = arith.constant 1.5 : f80
  %r9 = math.floor %c9 : f80
  %c10 = arith.constant 2.5 : f80
  %r10 = math.floor %c10 : f80
  %c11 = arith.constant -0.5 : f80
  %r11 = math.floor %c11 : f80
  %c12 = arith.constant 3.0 : f80
  %r12 = math.floor %c12 : f80
  %c13 = arith.constant 9223372036854775809.0 : f80
  %r13 = math.floor %c13 : f80
  %c14 = arith.constant 1.0E+30 : f80
  %r14 = math.floor %c14 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @floor_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.floor %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.floor %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.floor %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.floor %c3 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r4 = math.floor %c4 : f128
  %a5 = arith.constant 0.0 : f128
  %z5 = arith.constant 0.0 : f128
  %c5 = arith.divf %a5, %z5 : f128
  %r5 = math.floor %c5 : f128
  %a6 = arith.constant -1.0 : f128
  %z6 = arith.constant 0.0 : f128
  %c6 = arith.divf %a6, %z6 : f128
  %r6 = math.floor %c6 : f128
  %c7 = arith.constant 0.1 : f128
  %r7 = math.floor %c7 : f128
  %c8 = arith.constant 0.5 : f128
  %r8 = math.floor %c8 : f128
  %c9 = arith.constant 1.5 : f128
  %r9 = math.floor %c9 : f128
  %c10 = arith.constant 2.5 : f128
  %r10 = math.floor %c10 : f128
  %c11 = arith.constant -0.5 : f128
  %r11 = math.floor %c11 : f128
  %c12 = arith.constant 3.0 : f128
  %r12 = math.floor %c12 : f128
  %c13 = arith.constant 1.0E+30 : f128
  %r13 = math.floor %c13 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @roundeven_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.roundeven %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.roundeven %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.roundeven %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.roundeven %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.roundeven %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.roundeven %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.roundeven %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.roundeven %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.roundeven %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.roundeven %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.roundeven %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.roundeven %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.roundeven %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.roundeven %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.roundeven %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.roundeven %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.roundeven %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.roundeven %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.roundeven %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.roundeven %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.roundeven %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.roundeven %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.roundeven %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.roundeven %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.roundeven %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @roundeven_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.roundeven %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.roundeven %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.roundeven %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.roundeven %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.roundeven %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.roundeven %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.roundeven %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.roundeven %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.roundeven %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.roundeven %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.roundeven %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.roundeven %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.roundeven %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.roundeven %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.roundeven %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.roundeven %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.roundeven %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.roundeven %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.roundeven %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.roundeven %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.roundeven %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.roundeven %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.roundeven %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.roundeven %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.roundeven %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @roundeven_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.roundeven %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.roundeven %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.roundeven %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.roundeven %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = math.roundeven %c4 : f16
  %c5 = arith.constant 0xFC00 : f16
  %r5 = math.roundeven %c5 : f16
  %c6 = arith.constant 0x7E00 : f16
  %r6 = math.roundeven %c6 : f16
  %c7 = arith.constant 0x7C01 : f16
  %r7 = math.roundeven %c7 : f16
  %c8 = arith.constant 0.1 : f16
  %r8 = math.roundeven %c8 : f16
  %c9 = arith.constant 0.5 : f16
  %r9 = math.roundeven %c9 : f16
  %c10 = arith.constant 1.5 : f16
  %r10 = math.roundeven %c10 : f16
  %c11 = arith.constant 2.5 : f16
  %r11 = math.roundeven %c11 : f16
  %c12 = arith.constant -0.5 : f16
  %r12 = math.roundeven %c12 : f16
  %c13 = arith.constant 3.0 : f16
  %r13 = math.roundeven %c13 : f16
  %c14 = arith.constant 1025.0 : f16
  %r14 = math.roundeven %c14 : f16
  %c15 = arith.constant 6.0E-8 : f16
  %r15 = math.roundeven %c15 : f16
  %c16 = arith.constant 65504.0 : f16
  %r16 = math.roundeven %c16 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @roundeven_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.roundeven %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.roundeven %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.roundeven %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.roundeven %c3 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r4 = math.roundeven %c4 : bf16
  %c5 = arith.constant 0xFF80 : bf16
  %r5 = math.roundeven %c5 : bf16
  %c6 = arith.constant 0x7FC0 : bf16
  %r6 = math.roundeven %c6 : bf16
  %c7 = arith.constant 0x7F81 : bf16
  %r7 = math.roundeven %c7 : bf16
  %c8 = arith.constant 0.1 : bf16
  %r8 = math.roundeven %c8 : bf16
  %c9 = arith.constant 0.5 : bf16
  %r9 = math.roundeven %c9 : bf16
  %c10 = arith.constant 1.5 : bf16
  %r10 = math.roundeven %c10 : bf16
  %c11 = arith.constant 2.5 : bf16
  %r11 = math.roundeven %c11 : bf16
  %c12 = arith.constant -0.5 : bf16
  %r12 = math.roundeven %c12 : bf16
  %c13 = arith.constant 3.0 : bf16
  %r13 = math.roundeven %c13 : bf16
  %c14 = arith.constant 257.0 : bf16
  %r14 = math.roundeven %c14 : bf16
  %c15 = arith.constant 1.0E+30 : bf16
  %r15 = math.roundeven %c15 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @roundeven_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.roundeven %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.roundeven %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.roundeven %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.roundeven %c3 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r4 = math.roundeven %c4 : f80
  %a5 = arith.constant 0.0 : f80
  %z5 = arith.constant 0.0 : f80
  %c5 = arith.divf %a5, %z5 : f80
  %r5 = math.roundeven %c5 : f80
  %a6 = arith.constant -1.0 : f80
  %z6 = arith.constant 0.0 : f80
  %c6 = arith.divf %a6, %z6 : f80
  %r6 = math.roundeven %c6 : f80
  %c7 = arith.constant 0.1 : f80
  %r7 = math.roundeven %c7 : f80
  %c8 = arith.constant 0.5 : f80
  %r8 = math.roundeven %c8 : f80
  %c9 = arith.constant 1.5 : f80
  %r9 = math.roundeven %c9 : f80
  %c10 = arith.constant 2.5 : f80
  %r10 = math.roundeven %c10 : f80
  %c11 = arith.constant -0.5 : f80
  %r11 = math.roundeven %c11 : f80
  %c12 = arith.constant 3.0 : f80
  %r12 = math.roundeven %c12 : f80
  %c13 = arith.constant 9223372036854775809.0 : f80
  %r13 = math.roundeven %c13 : f80
  %c14 = arith.constant 1.0E+30 : f80
  %r14 = math.roundeven %c14 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @roundeven_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.roundeven %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.roundeven %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.roundeven %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.roundeven %c3 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r4 = math.roundeven %c4 : f128
  %a5 = arith.constant 0.0 : f128
  %z5 = arith.constant 0.0 : f128
  %c5 = arith.divf %a5, %z5 : f128
  %r5 = math.roundeven %c5 : f128
  %a6 = arith.constant -1.0 : f128
  %z6 = arith.constant 0.0 : f128
  %c6 = arith.divf %a6, %z6 : f128
  %r6 = math.roundeven %c6 : f128
  %c7 = arith.constant 0.1 : f128
  %r7 = math.roundeven %c7 : f128
  %c8 = arith.constant 0.5 : f128
  %r8 = math.roundeven %c8 : f128
  %c9 = arith.constant 1.5 : f128
  %r9 = math.roundeven %c9 : f128
  %c10 = arith.constant 2.5 : f128
  %r10 = math.roundeven %c10 : f128
  %c11 = arith.constant -0.5 : f128
  %r11 = math.roundeven %c11 : f128
  %c12 = arith.constant 3.0 : f128
  %r12 = math.roundeven %c12 : f128
  %c13 = arith.constant 1.0E+30 : f128
  %r13 = math.roundeven %c13 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @atan_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.atan %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.atan %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.atan %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.atan %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.atan %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.atan %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.atan %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.atan %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.atan %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.atan %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.atan %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.atan %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.atan %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.atan %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.atan %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.atan %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.atan %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.atan %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.atan %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.atan %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.atan %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.atan %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.atan %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.atan %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.atan %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @atan_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.atan %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.atan %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.atan %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.atan %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.atan %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.atan %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.atan %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.atan %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.atan %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.atan %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.atan %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.atan %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.atan %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.atan %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.atan %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.atan %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.atan %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.atan %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.atan %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.atan %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.atan %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.atan %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.atan %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.atan %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.atan %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @atan_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.atan %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.atan %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.atan %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.atan %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @atan_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.atan %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.atan %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.atan %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.atan %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @atan_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.atan %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.atan %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.atan %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.atan %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @atan_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.atan %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.atan %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.atan %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.atan %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @cos_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.cos %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.cos %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.cos %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.cos %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.cos %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.cos %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.cos %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.cos %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.cos %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.cos %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.cos %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.cos %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.cos %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.cos %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.cos %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.cos %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.cos %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.cos %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.cos %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.cos %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.cos %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.cos %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.cos %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.cos %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.cos %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @cos_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.cos %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.cos %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.cos %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.cos %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.cos %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.cos %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.cos %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.cos %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.cos %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.cos %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.cos %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.cos %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.cos %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.cos %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.cos %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.cos %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.cos %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.cos %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.cos %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.cos %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.cos %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.cos %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.cos %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.cos %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.cos %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @cos_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.cos %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.cos %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.cos %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.cos %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @cos_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.cos %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.cos %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.cos %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.cos %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @cos_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.cos %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.cos %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.cos %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.cos %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @cos_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.cos %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.cos %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.cos %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.cos %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @sin_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.sin %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.sin %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.sin %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.sin %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.sin %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.sin %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.sin %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.sin %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.sin %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.sin %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.sin %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.sin %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.sin %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.sin %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.sin %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.sin %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.sin %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.sin %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.sin %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.sin %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.sin %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.sin %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.sin %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.sin %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.sin %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @sin_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.sin %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.sin %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.sin %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.sin %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.sin %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.sin %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.sin %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.sin %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.sin %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.sin %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.sin %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.sin %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.sin %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.sin %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.sin %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.sin %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.sin %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.sin %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.sin %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.sin %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.sin %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.sin %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.sin %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.sin %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.sin %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @sin_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.sin %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.sin %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.sin %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.sin %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @sin_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.sin %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.sin %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.sin %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.sin %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @sin_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.sin %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.sin %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.sin %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.sin %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @sin_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.sin %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.sin %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.sin %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.sin %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @erf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.erf %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.erf %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.erf %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.erf %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.erf %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.erf %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.erf %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.erf %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.erf %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.erf %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.erf %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.erf %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.erf %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.erf %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.erf %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.erf %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.erf %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.erf %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.erf %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.erf %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.erf %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.erf %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.erf %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.erf %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.erf %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @erf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.erf %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.erf %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.erf %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.erf %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.erf %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.erf %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.erf %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.erf %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.erf %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.erf %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.erf %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.erf %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.erf %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.erf %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.erf %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.erf %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.erf %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.erf %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.erf %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.erf %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.erf %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.erf %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.erf %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.erf %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.erf %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @erf_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.erf %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.erf %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.erf %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.erf %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @erf_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.erf %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.erf %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.erf %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.erf %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @erf_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.erf %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.erf %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.erf %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.erf %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @erf_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.erf %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.erf %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.erf %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.erf %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @exp_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.exp %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.exp %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.exp %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.exp %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.exp %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.exp %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.exp %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.exp %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.exp %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.exp %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.exp %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.exp %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.exp %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.exp %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.exp %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.exp %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.exp %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.exp %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.exp %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.exp %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.exp %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.exp %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.exp %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.exp %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.exp %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @exp_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.exp %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.exp %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.exp %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.exp %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.exp %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.exp %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.exp %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.exp %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.exp %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.exp %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.exp %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.exp %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.exp %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.exp %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.exp %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.exp %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.exp %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.exp %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.exp %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.exp %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.exp %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.exp %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.exp %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.exp %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.exp %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @exp_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.exp %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.exp %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.exp %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.exp %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @exp_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.exp %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.exp %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.exp %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.exp %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @exp_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.exp %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.exp %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.exp %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.exp %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @exp_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.exp %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.exp %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.exp %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.exp %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @exp2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.exp2 %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.exp2 %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.exp2 %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.exp2 %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.exp2 %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.exp2 %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.exp2 %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.exp2 %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.exp2 %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.exp2 %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.exp2 %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.exp2 %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.exp2 %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.exp2 %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.exp2 %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.exp2 %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.exp2 %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.exp2 %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.exp2 %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.exp2 %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.exp2 %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.exp2 %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.exp2 %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.exp2 %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.exp2 %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @exp2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.exp2 %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.exp2 %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.exp2 %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.exp2 %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.exp2 %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.exp2 %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.exp2 %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.exp2 %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.exp2 %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.exp2 %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.exp2 %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.exp2 %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.exp2 %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.exp2 %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.exp2 %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.exp2 %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.exp2 %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.exp2 %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.exp2 %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.exp2 %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.exp2 %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.exp2 %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.exp2 %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.exp2 %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.exp2 %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @exp2_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.exp2 %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.exp2 %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.exp2 %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.exp2 %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @exp2_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.exp2 %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.exp2 %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.exp2 %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.exp2 %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @exp2_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.exp2 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.exp2 %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.exp2 %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.exp2 %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @exp2_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.exp2 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.exp2 %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.exp2 %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.exp2 %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @expm1_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.expm1 %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.expm1 %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.expm1 %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.expm1 %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.expm1 %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.expm1 %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.expm1 %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.expm1 %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.expm1 %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.expm1 %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.expm1 %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.expm1 %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.expm1 %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.expm1 %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.expm1 %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.expm1 %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.expm1 %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.expm1 %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.expm1 %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.expm1 %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.expm1 %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.expm1 %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.expm1 %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.expm1 %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.expm1 %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @expm1_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.expm1 %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.expm1 %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.expm1 %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.expm1 %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.expm1 %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.expm1 %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.expm1 %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.expm1 %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.expm1 %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.expm1 %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.expm1 %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.expm1 %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.expm1 %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.expm1 %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.expm1 %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.expm1 %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.expm1 %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.expm1 %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.expm1 %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.expm1 %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.expm1 %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.expm1 %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.expm1 %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.expm1 %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.expm1 %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @expm1_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.expm1 %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.expm1 %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.expm1 %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.expm1 %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @expm1_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.expm1 %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.expm1 %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.expm1 %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.expm1 %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @expm1_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.expm1 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.expm1 %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.expm1 %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.expm1 %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @expm1_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.expm1 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.expm1 %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.expm1 %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.expm1 %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @log_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.log %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.log %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.log %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.log %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.log %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.log %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.log %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.log %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.log %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.log %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.log %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.log %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.log %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.log %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.log %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.log %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.log %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.log %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.log %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.log %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.log %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.log %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.log %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.log %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.log %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.log %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.log %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.log %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.log %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.log %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.log %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.log %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.log %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.log %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.log %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.log %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.log %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.log %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.log %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.log %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.log %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.log %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.log %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.log %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.log %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.log %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.log %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.log %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.log %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.log %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.log %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.log %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.log %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @log_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.log %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.log %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.log %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.log %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @log_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.log %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.log %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.log %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @log_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.log %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.log %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.log %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @log2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.log2 %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.log2 %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.log2 %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.log2 %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.log2 %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.log2 %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.log2 %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.log2 %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.log2 %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.log2 %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.log2 %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.log2 %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.log2 %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.log2 %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.log2 %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.log2 %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.log2 %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.log2 %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.log2 %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.log2 %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.log2 %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.log2 %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.log2 %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.log2 %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.log2 %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.log2 %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.log2 %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.log2 %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.log2 %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.log2 %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.log2 %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.log2 %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.log2 %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.log2 %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.log2 %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.log2 %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.log2 %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log2 %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.log2 %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.log2 %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.log2 %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.log2 %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.log2 %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.log2 %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.log2 %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.log2 %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.log2 %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.log2 %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.log2 %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.log2 %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log2_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.log2 %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.log2 %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.log2 %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.log2 %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @log2_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.log2 %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.log2 %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.log2 %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.log2 %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @log2_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.log2 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log2 %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.log2 %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.log2 %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @log2_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.log2 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log2 %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.log2 %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.log2 %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @log10_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.log10 %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.log10 %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.log10 %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.log10 %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.log10 %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.log10 %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.log10 %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.log10 %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.log10 %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.log10 %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.log10 %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.log10 %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.log10 %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.log10 %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.log10 %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.log10 %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.log10 %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.log10 %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.log10 %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.log10 %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.log10 %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.log10 %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.log10 %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.log10 %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.log10 %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log10_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.log10 %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.log10 %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.log10 %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.log10 %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.log10 %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.log10 %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.log10 %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.log10 %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.log10 %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.log10 %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.log10 %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.log10 %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log10 %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.log10 %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.log10 %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.log10 %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.log10 %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.log10 %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.log10 %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.log10 %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.log10 %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.log10 %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.log10 %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.log10 %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.log10 %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log10_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.log10 %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.log10 %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.log10 %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.log10 %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @log10_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.log10 %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.log10 %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.log10 %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.log10 %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @log10_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.log10 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log10 %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.log10 %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.log10 %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @log10_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.log10 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log10 %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.log10 %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.log10 %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @log1p_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.log1p %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.log1p %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.log1p %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.log1p %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.log1p %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.log1p %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.log1p %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.log1p %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.log1p %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.log1p %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.log1p %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.log1p %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.log1p %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.log1p %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.log1p %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.log1p %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.log1p %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.log1p %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.log1p %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.log1p %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.log1p %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.log1p %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.log1p %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.log1p %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.log1p %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log1p_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.log1p %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.log1p %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.log1p %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.log1p %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.log1p %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.log1p %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.log1p %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.log1p %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.log1p %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.log1p %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.log1p %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.log1p %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log1p %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.log1p %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.log1p %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.log1p %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.log1p %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.log1p %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.log1p %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.log1p %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.log1p %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.log1p %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.log1p %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.log1p %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.log1p %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log1p_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.log1p %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.log1p %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.log1p %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.log1p %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @log1p_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.log1p %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.log1p %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.log1p %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.log1p %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @log1p_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.log1p %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log1p %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.log1p %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.log1p %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @log1p_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.log1p %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log1p %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.log1p %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.log1p %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @sqrt_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.sqrt %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.sqrt %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.sqrt %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.sqrt %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.sqrt %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.sqrt %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.sqrt %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.sqrt %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.sqrt %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.sqrt %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.sqrt %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.sqrt %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.sqrt %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.sqrt %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.sqrt %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.sqrt %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.sqrt %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.sqrt %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.sqrt %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.sqrt %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.sqrt %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.sqrt %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.sqrt %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.sqrt %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.sqrt %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @sqrt_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.sqrt %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.sqrt %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.sqrt %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.sqrt %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.sqrt %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.sqrt %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.sqrt %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.sqrt %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.sqrt %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.sqrt %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.sqrt %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.sqrt %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.sqrt %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.sqrt %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.sqrt %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.sqrt %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.sqrt %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.sqrt %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.sqrt %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.sqrt %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.sqrt %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.sqrt %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.sqrt %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.sqrt %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.sqrt %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @sqrt_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.sqrt %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.sqrt %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.sqrt %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.sqrt %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @sqrt_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.sqrt %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.sqrt %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.sqrt %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.sqrt %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @sqrt_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.sqrt %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.sqrt %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.sqrt %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.sqrt %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @sqrt_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.sqrt %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.sqrt %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.sqrt %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.sqrt %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @tan_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.tan %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.tan %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.tan %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.tan %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.tan %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.tan %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.tan %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.tan %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.tan %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.tan %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.tan %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.tan %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.tan %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.tan %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.tan %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.tan %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.tan %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.tan %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.tan %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.tan %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.tan %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.tan %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.tan %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.tan %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.tan %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @tan_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.tan %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.tan %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.tan %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.tan %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.tan %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.tan %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.tan %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.tan %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.tan %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.tan %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.tan %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.tan %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.tan %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.tan %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.tan %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.tan %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.tan %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.tan %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.tan %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.tan %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.tan %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.tan %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.tan %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.tan %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.tan %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @tan_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.tan %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.tan %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.tan %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.tan %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @tan_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.tan %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.tan %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.tan %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.tan %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @tan_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.tan %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.tan %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.tan %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.tan %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @tan_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.tan %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.tan %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.tan %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.tan %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @tanh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.tanh %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.tanh %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.tanh %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.tanh %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.tanh %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.tanh %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.tanh %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.tanh %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.tanh %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.tanh %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.tanh %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.tanh %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.tanh %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.tanh %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.tanh %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.tanh %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.tanh %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.tanh %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.tanh %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.tanh %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.tanh %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.tanh %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.tanh %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.tanh %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.tanh %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @tanh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.tanh %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.tanh %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.tanh %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.tanh %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.tanh %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.tanh %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.tanh %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.tanh %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.tanh %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.tanh %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.tanh %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.tanh %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.tanh %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.tanh %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.tanh %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.tanh %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.tanh %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.tanh %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.tanh %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.tanh %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.tanh %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.tanh %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.tanh %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.tanh %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.tanh %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @tanh_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.tanh %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.tanh %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.tanh %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.tanh %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @tanh_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.tanh %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.tanh %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.tanh %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.tanh %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @tanh_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.tanh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.tanh %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.tanh %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.tanh %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @tanh_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.tanh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.tanh %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.tanh %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.tanh %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @round_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.round %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.round %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.round %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.round %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.round %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.round %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.round %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.round %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.round %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.round %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.round %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.round %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.round %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.round %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.round %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.round %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.round %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.round %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.round %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.round %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.round %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.round %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.round %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.round %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.round %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @round_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.round %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.round %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.round %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.round %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.round %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.round %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.round %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.round %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.round %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.round %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.round %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.round %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.round %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.round %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.round %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.round %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.round %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.round %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.round %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.round %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.round %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.round %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.round %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.round %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.round %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @round_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.round %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.round %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.round %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.round %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @round_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.round %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.round %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.round %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.round %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @round_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.round %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.round %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.round %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.round %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @round_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.round %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.round %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.round %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.round %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @trunc_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %r0 = math.trunc %c0 : f32
  %c1 = arith.constant -2.5 : f32
  %r1 = math.trunc %c1 : f32
  %c2 = arith.constant 0.0 : f32
  %r2 = math.trunc %c2 : f32
  %c3 = arith.constant -0.0 : f32
  %r3 = math.trunc %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = math.trunc %c4 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %r5 = math.trunc %c5 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %r6 = math.trunc %c6 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %r7 = math.trunc %c7 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %r8 = math.trunc %c8 : f32
  %c9 = arith.constant 3.40282347E+38 : f32
  %r9 = math.trunc %c9 : f32
  %c10 = arith.constant 1.0E-45 : f32
  %r10 = math.trunc %c10 : f32
  %c11 = arith.constant 0.1 : f32
  %r11 = math.trunc %c11 : f32
  %c12 = arith.constant 0.5 : f32
  %r12 = math.trunc %c12 : f32
  %c13 = arith.constant 1.5 : f32
  %r13 = math.trunc %c13 : f32
  %c14 = arith.constant 2.5 : f32
  %r14 = math.trunc %c14 : f32
  %c15 = arith.constant -0.5 : f32
  %r15 = math.trunc %c15 : f32
  %c16 = arith.constant -1.0 : f32
  %r16 = math.trunc %c16 : f32
  %c17 = arith.constant 3.0 : f32
  %r17 = math.trunc %c17 : f32
  %c18 = arith.constant 1.0E+10 : f32
  %r18 = math.trunc %c18 : f32
  %c19 = arith.constant 8388609.0 : f32
  %r19 = math.trunc %c19 : f32
  %c20 = arith.constant -1.5E-40 : f32
  %r20 = math.trunc %c20 : f32
  %c21 = arith.constant 100.0 : f32
  %r21 = math.trunc %c21 : f32
  %c22 = arith.constant -0.99999994 : f32
  %r22 = math.trunc %c22 : f32
  %c23 = arith.constant -1.0000001 : f32
  %r23 = math.trunc %c23 : f32
  %c24 = arith.constant 0.7853982 : f32
  %r24 = math.trunc %c24 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @trunc_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %r0 = math.trunc %c0 : f64
  %c1 = arith.constant -2.5 : f64
  %r1 = math.trunc %c1 : f64
  %c2 = arith.constant 0.0 : f64
  %r2 = math.trunc %c2 : f64
  %c3 = arith.constant -0.0 : f64
  %r3 = math.trunc %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = math.trunc %c4 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %r5 = math.trunc %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %r6 = math.trunc %c6 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %r7 = math.trunc %c7 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %r8 = math.trunc %c8 : f64
  %c9 = arith.constant 1.7976931348623157E+308 : f64
  %r9 = math.trunc %c9 : f64
  %c10 = arith.constant 4.9406564584124654E-324 : f64
  %r10 = math.trunc %c10 : f64
  %c11 = arith.constant 0.1 : f64
  %r11 = math.trunc %c11 : f64
  %c12 = arith.constant 0.5 : f64
  %r12 = math.trunc %c12 : f64
  %c13 = arith.constant 1.5 : f64
  %r13 = math.trunc %c13 : f64
  %c14 = arith.constant 2.5 : f64
  %r14 = math.trunc %c14 : f64
  %c15 = arith.constant -0.5 : f64
  %r15 = math.trunc %c15 : f64
  %c16 = arith.constant -1.0 : f64
  %r16 = math.trunc %c16 : f64
  %c17 = arith.constant 3.0 : f64
  %r17 = math.trunc %c17 : f64
  %c18 = arith.constant 1.0E+10 : f64
  %r18 = math.trunc %c18 : f64
  %c19 = arith.constant 4503599627370497.0 : f64
  %r19 = math.trunc %c19 : f64
  %c20 = arith.constant -1.0E-310 : f64
  %r20 = math.trunc %c20 : f64
  %c21 = arith.constant 100.0 : f64
  %r21 = math.trunc %c21 : f64
  %c22 = arith.constant -0.99999999999999989 : f64
  %r22 = math.trunc %c22 : f64
  %c23 = arith.constant -1.0000000000000002 : f64
  %r23 = math.trunc %c23 : f64
  %c24 = arith.constant 0.78539816339744828 : f64
  %r24 = math.trunc %c24 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @trunc_f16() -> (f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %r0 = math.trunc %c0 : f16
  %c1 = arith.constant -2.5 : f16
  %r1 = math.trunc %c1 : f16
  %c2 = arith.constant 0.0 : f16
  %r2 = math.trunc %c2 : f16
  %c3 = arith.constant -0.0 : f16
  %r3 = math.trunc %c3 : f16
  return %r0, %r1, %r2, %r3 : f16, f16, f16, f16
}

// -----

func.func @trunc_bf16() -> (bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %r0 = math.trunc %c0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %r1 = math.trunc %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = math.trunc %c2 : bf16
  %c3 = arith.constant -0.0 : bf16
  %r3 = math.trunc %c3 : bf16
  return %r0, %r1, %r2, %r3 : bf16, bf16, bf16, bf16
}

// -----

func.func @trunc_f80() -> (f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %r0 = math.trunc %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.trunc %c1 : f80
  %c2 = arith.constant 0.0 : f80
  %r2 = math.trunc %c2 : f80
  %c3 = arith.constant -0.0 : f80
  %r3 = math.trunc %c3 : f80
  return %r0, %r1, %r2, %r3 : f80, f80, f80, f80
}

// -----

func.func @trunc_f128() -> (f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %r0 = math.trunc %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.trunc %c1 : f128
  %c2 = arith.constant 0.0 : f128
  %r2 = math.trunc %c2 : f128
  %c3 = arith.constant -0.0 : f128
  %r3 = math.trunc %c3 : f128
  return %r0, %r1, %r2, %r3 : f128, f128, f128, f128
}

// -----

func.func @atan2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -2.5 : f32
  %c2 = arith.constant 0.0 : f32
  %c3 = arith.constant -0.0 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %c9 = arith.constant 0.5 : f32
  %c10 = arith.constant 3.0 : f32
  %c11 = arith.constant -3.0 : f32
  %r0 = math.atan2 %c0, %c0 : f32
  %r1 = math.atan2 %c0, %c1 : f32
  %r2 = math.atan2 %c0, %c2 : f32
  %r3 = math.atan2 %c0, %c3 : f32
  %r4 = math.atan2 %c0, %c4 : f32
  %r5 = math.atan2 %c0, %c5 : f32
  %r6 = math.atan2 %c0, %c6 : f32
  %r7 = math.atan2 %c0, %c7 : f32
  %r8 = math.atan2 %c0, %c8 : f32
  %r9 = math.atan2 %c0, %c9 : f32
  %r10 = math.atan2 %c0, %c10 : f32
  %r11 = math.atan2 %c0, %c11 : f32
  %r12 = math.atan2 %c1, %c0 : f32
  %r13 = math.atan2 %c1, %c1 : f32
  %r14 = math.atan2 %c1, %c2 : f32
  %r15 = math.atan2 %c1, %c3 : f32
  %r16 = math.atan2 %c1, %c4 : f32
  %r17 = math.atan2 %c1, %c5 : f32
  %r18 = math.atan2 %c1, %c6 : f32
  %r19 = math.atan2 %c1, %c7 : f32
  %r20 = math.atan2 %c1, %c8 : f32
  %r21 = math.atan2 %c1, %c9 : f32
  %r22 = math.atan2 %c1, %c10 : f32
  %r23 = math.atan2 %c1, %c11 : f32
  %r24 = math.atan2 %c2, %c0 : f32
  %r25 = math.atan2 %c2, %c1 : f32
  %r26 = math.atan2 %c2, %c2 : f32
  %r27 = math.atan2 %c2, %c3 : f32
  %r28 = math.atan2 %c2, %c4 : f32
  %r29 = math.atan2 %c2, %c5 : f32
  %r30 = math.atan2 %c2, %c6 : f32
  %r31 = math.atan2 %c2, %c7 : f32
  %r32 = math.atan2 %c2, %c8 : f32
  %r33 = math.atan2 %c2, %c9 : f32
  %r34 = math.atan2 %c2, %c10 : f32
  %r35 = math.atan2 %c2, %c11 : f32
  %r36 = math.atan2 %c3, %c0 : f32
  %r37 = math.atan2 %c3, %c1 : f32
  %r38 = math.atan2 %c3, %c2 : f32
  %r39 = math.atan2 %c3, %c3 : f32
  %r40 = math.atan2 %c3, %c4 : f32
  %r41 = math.atan2 %c3, %c5 : f32
  %r42 = math.atan2 %c3, %c6 : f32
  %r43 = math.atan2 %c3, %c7 : f32
  %r44 = math.atan2 %c3, %c8 : f32
  %r45 = math.atan2 %c3, %c9 : f32
  %r46 = math.atan2 %c3, %c10 : f32
  %r47 = math.atan2 %c3, %c11 : f32
  %r48 = math.atan2 %c4, %c0 : f32
  %r49 = math.atan2 %c4, %c1 : f32
  %r50 = math.atan2 %c4, %c2 : f32
  %r51 = math.atan2 %c4, %c3 : f32
  %r52 = math.atan2 %c4, %c4 : f32
  %r53 = math.atan2 %c4, %c5 : f32
  %r54 = math.atan2 %c4, %c6 : f32
  %r55 = math.atan2 %c4, %c7 : f32
  %r56 = math.atan2 %c4, %c8 : f32
  %r57 = math.atan2 %c4, %c9 : f32
  %r58 = math.atan2 %c4, %c10 : f32
  %r59 = math.atan2 %c4, %c11 : f32
  %r60 = math.atan2 %c5, %c0 : f32
  %r61 = math.atan2 %c5, %c1 : f32
  %r62 = math.atan2 %c5, %c2 : f32
  %r63 = math.atan2 %c5, %c3 : f32
  %r64 = math.atan2 %c5, %c4 : f32
  %r65 = math.atan2 %c5, %c5 : f32
  %r66 = math.atan2 %c5, %c6 : f32
  %r67 = math.atan2 %c5, %c7 : f32
  %r68 = math.atan2 %c5, %c8 : f32
  %r69 = math.atan2 %c5, %c9 : f32
  %r70 = math.atan2 %c5, %c10 : f32
  %r71 = math.atan2 %c5, %c11 : f32
  %r72 = math.atan2 %c6, %c0 : f32
  %r73 = math.atan2 %c6, %c1 : f32
  %r74 = math.atan2 %c6, %c2 : f32
  %r75 = math.atan2 %c6, %c3 : f32
  %r76 = math.atan2 %c6, %c4 : f32
  %r77 = math.atan2 %c6, %c5 : f32
  %r78 = math.atan2 %c6, %c6 : f32
  %r79 = math.atan2 %c6, %c7 : f32
  %r80 = math.atan2 %c6, %c8 : f32
  %r81 = math.atan2 %c6, %c9 : f32
  %r82 = math.atan2 %c6, %c10 : f32
  %r83 = math.atan2 %c6, %c11 : f32
  %r84 = math.atan2 %c7, %c0 : f32
  %r85 = math.atan2 %c7, %c1 : f32
  %r86 = math.atan2 %c7, %c2 : f32
  %r87 = math.atan2 %c7, %c3 : f32
  %r88 = math.atan2 %c7, %c4 : f32
  %r89 = math.atan2 %c7, %c5 : f32
  %r90 = math.atan2 %c7, %c6 : f32
  %r91 = math.atan2 %c7, %c7 : f32
  %r92 = math.atan2 %c7, %c8 : f32
  %r93 = math.atan2 %c7, %c9 : f32
  %r94 = math.atan2 %c7, %c10 : f32
  %r95 = math.atan2 %c7, %c11 : f32
  %r96 = math.atan2 %c8, %c0 : f32
  %r97 = math.atan2 %c8, %c1 : f32
  %r98 = math.atan2 %c8, %c2 : f32
  %r99 = math.atan2 %c8, %c3 : f32
  %r100 = math.atan2 %c8, %c4 : f32
  %r101 = math.atan2 %c8, %c5 : f32
  %r102 = math.atan2 %c8, %c6 : f32
  %r103 = math.atan2 %c8, %c7 : f32
  %r104 = math.atan2 %c8, %c8 : f32
  %r105 = math.atan2 %c8, %c9 : f32
  %r106 = math.atan2 %c8, %c10 : f32
  %r107 = math.atan2 %c8, %c11 : f32
  %r108 = math.atan2 %c9, %c0 : f32
  %r109 = math.atan2 %c9, %c1 : f32
  %r110 = math.atan2 %c9, %c2 : f32
  %r111 = math.atan2 %c9, %c3 : f32
  %r112 = math.atan2 %c9, %c4 : f32
  %r113 = math.atan2 %c9, %c5 : f32
  %r114 = math.atan2 %c9, %c6 : f32
  %r115 = math.atan2 %c9, %c7 : f32
  %r116 = math.atan2 %c9, %c8 : f32
  %r117 = math.atan2 %c9, %c9 : f32
  %r118 = math.atan2 %c9, %c10 : f32
  %r119 = math.atan2 %c9, %c11 : f32
  %r120 = math.atan2 %c10, %c0 : f32
  %r121 = math.atan2 %c10, %c1 : f32
  %r122 = math.atan2 %c10, %c2 : f32
  %r123 = math.atan2 %c10, %c3 : f32
  %r124 = math.atan2 %c10, %c4 : f32
  %r125 = math.atan2 %c10, %c5 : f32
  %r126 = math.atan2 %c10, %c6 : f32
  %r127 = math.atan2 %c10, %c7 : f32
  %r128 = math.atan2 %c10, %c8 : f32
  %r129 = math.atan2 %c10, %c9 : f32
  %r130 = math.atan2 %c10, %c10 : f32
  %r131 = math.atan2 %c10, %c11 : f32
  %r132 = math.atan2 %c11, %c0 : f32
  %r133 = math.atan2 %c11, %c1 : f32
  %r134 = math.atan2 %c11, %c2 : f32
  %r135 = math.atan2 %c11, %c3 : f32
  %r136 = math.atan2 %c11, %c4 : f32
  %r137 = math.atan2 %c11, %c5 : f32
  %r138 = math.atan2 %c11, %c6 : f32
  %r139 = math.atan2 %c11, %c7 : f32
  %r140 = math.atan2 %c11, %c8 : f32
  %r141 = math.atan2 %c11, %c9 : f32
  %r142 = math.atan2 %c11, %c10 : f32
  %r143 = math.atan2 %c11, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @atan2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %c1 = arith.constant -2.5 : f64
  %c2 = arith.constant 0.0 : f64
  %c3 = arith.constant -0.0 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %c9 = arith.constant 0.5 : f64
  %c10 = arith.constant 3.0 : f64
  %c11 = arith.constant -3.0 : f64
  %r0 = math.atan2 %c0, %c0 : f64
  %r1 = math.atan2 %c0, %c1 : f64
  %r2 = math.atan2 %c0, %c2 : f64
  %r3 = math.atan2 %c0, %c3 : f64
  %r4 = math.atan2 %c0, %c4 : f64
  %r5 = math.atan2 %c0, %c5 : f64
  %r6 = math.atan2 %c0, %c6 : f64
  %r7 = math.atan2 %c0, %c7 : f64
  %r8 = math.atan2 %c0, %c8 : f64
  %r9 = math.atan2 %c0, %c9 : f64
  %r10 = math.atan2 %c0, %c10 : f64
  %r11 = math.atan2 %c0, %c11 : f64
  %r12 = math.atan2 %c1, %c0 : f64
  %r13 = math.atan2 %c1, %c1 : f64
  %r14 = math.atan2 %c1, %c2 : f64
  %r15 = math.atan2 %c1, %c3 : f64
  %r16 = math.atan2 %c1, %c4 : f64
  %r17 = math.atan2 %c1, %c5 : f64
  %r18 = math.atan2 %c1, %c6 : f64
  %r19 = math.atan2 %c1, %c7 : f64
  %r20 = math.atan2 %c1, %c8 : f64
  %r21 = math.atan2 %c1, %c9 : f64
  %r22 = math.atan2 %c1, %c10 : f64
  %r23 = math.atan2 %c1, %c11 : f64
  %r24 = math.atan2 %c2, %c0 : f64
  %r25 = math.atan2 %c2, %c1 : f64
  %r26 = math.atan2 %c2, %c2 : f64
  %r27 = math.atan2 %c2, %c3 : f64
  %r28 = math.atan2 %c2, %c4 : f64
  %r29 = math.atan2 %c2, %c5 : f64
  %r30 = math.atan2 %c2, %c6 : f64
  %r31 = math.atan2 %c2, %c7 : f64
  %r32 = math.atan2 %c2, %c8 : f64
  %r33 = math.atan2 %c2, %c9 : f64
  %r34 = math.atan2 %c2, %c10 : f64
  %r35 = math.atan2 %c2, %c11 : f64
  %r36 = math.atan2 %c3, %c0 : f64
  %r37 = math.atan2 %c3, %c1 : f64
  %r38 = math.atan2 %c3, %c2 : f64
  %r39 = math.atan2 %c3, %c3 : f64
  %r40 = math.atan2 %c3, %c4 : f64
  %r41 = math.atan2 %c3, %c5 : f64
  %r42 = math.atan2 %c3, %c6 : f64
  %r43 = math.atan2 %c3, %c7 : f64
  %r44 = math.atan2 %c3, %c8 : f64
  %r45 = math.atan2 %c3, %c9 : f64
  %r46 = math.atan2 %c3, %c10 : f64
  %r47 = math.atan2 %c3, %c11 : f64
  %r48 = math.atan2 %c4, %c0 : f64
  %r49 = math.atan2 %c4, %c1 : f64
  %r50 = math.atan2 %c4, %c2 : f64
  %r51 = math.atan2 %c4, %c3 : f64
  %r52 = math.atan2 %c4, %c4 : f64
  %r53 = math.atan2 %c4, %c5 : f64
  %r54 = math.atan2 %c4, %c6 : f64
  %r55 = math.atan2 %c4, %c7 : f64
  %r56 = math.atan2 %c4, %c8 : f64
  %r57 = math.atan2 %c4, %c9 : f64
  %r58 = math.atan2 %c4, %c10 : f64
  %r59 = math.atan2 %c4, %c11 : f64
  %r60 = math.atan2 %c5, %c0 : f64
  %r61 = math.atan2 %c5, %c1 : f64
  %r62 = math.atan2 %c5, %c2 : f64
  %r63 = math.atan2 %c5, %c3 : f64
  %r64 = math.atan2 %c5, %c4 : f64
  %r65 = math.atan2 %c5, %c5 : f64
  %r66 = math.atan2 %c5, %c6 : f64
  %r67 = math.atan2 %c5, %c7 : f64
  %r68 = math.atan2 %c5, %c8 : f64
  %r69 = math.atan2 %c5, %c9 : f64
  %r70 = math.atan2 %c5, %c10 : f64
  %r71 = math.atan2 %c5, %c11 : f64
  %r72 = math.atan2 %c6, %c0 : f64
  %r73 = math.atan2 %c6, %c1 : f64
  %r74 = math.atan2 %c6, %c2 : f64
  %r75 = math.atan2 %c6, %c3 : f64
  %r76 = math.atan2 %c6, %c4 : f64
  %r77 = math.atan2 %c6, %c5 : f64
  %r78 = math.atan2 %c6, %c6 : f64
  %r79 = math.atan2 %c6, %c7 : f64
  %r80 = math.atan2 %c6, %c8 : f64
  %r81 = math.atan2 %c6, %c9 : f64
  %r82 = math.atan2 %c6, %c10 : f64
  %r83 = math.atan2 %c6, %c11 : f64
  %r84 = math.atan2 %c7, %c0 : f64
  %r85 = math.atan2 %c7, %c1 : f64
  %r86 = math.atan2 %c7, %c2 : f64
  %r87 = math.atan2 %c7, %c3 : f64
  %r88 = math.atan2 %c7, %c4 : f64
  %r89 = math.atan2 %c7, %c5 : f64
  %r90 = math.atan2 %c7, %c6 : f64
  %r91 = math.atan2 %c7, %c7 : f64
  %r92 = math.atan2 %c7, %c8 : f64
  %r93 = math.atan2 %c7, %c9 : f64
  %r94 = math.atan2 %c7, %c10 : f64
  %r95 = math.atan2 %c7, %c11 : f64
  %r96 = math.atan2 %c8, %c0 : f64
  %r97 = math.atan2 %c8, %c1 : f64
  %r98 = math.atan2 %c8, %c2 : f64
  %r99 = math.atan2 %c8, %c3 : f64
  %r100 = math.atan2 %c8, %c4 : f64
  %r101 = math.atan2 %c8, %c5 : f64
  %r102 = math.atan2 %c8, %c6 : f64
  %r103 = math.atan2 %c8, %c7 : f64
  %r104 = math.atan2 %c8, %c8 : f64
  %r105 = math.atan2 %c8, %c9 : f64
  %r106 = math.atan2 %c8, %c10 : f64
  %r107 = math.atan2 %c8, %c11 : f64
  %r108 = math.atan2 %c9, %c0 : f64
  %r109 = math.atan2 %c9, %c1 : f64
  %r110 = math.atan2 %c9, %c2 : f64
  %r111 = math.atan2 %c9, %c3 : f64
  %r112 = math.atan2 %c9, %c4 : f64
  %r113 = math.atan2 %c9, %c5 : f64
  %r114 = math.atan2 %c9, %c6 : f64
  %r115 = math.atan2 %c9, %c7 : f64
  %r116 = math.atan2 %c9, %c8 : f64
  %r117 = math.atan2 %c9, %c9 : f64
  %r118 = math.atan2 %c9, %c10 : f64
  %r119 = math.atan2 %c9, %c11 : f64
  %r120 = math.atan2 %c10, %c0 : f64
  %r121 = math.atan2 %c10, %c1 : f64
  %r122 = math.atan2 %c10, %c2 : f64
  %r123 = math.atan2 %c10, %c3 : f64
  %r124 = math.atan2 %c10, %c4 : f64
  %r125 = math.atan2 %c10, %c5 : f64
  %r126 = math.atan2 %c10, %c6 : f64
  %r127 = math.atan2 %c10, %c7 : f64
  %r128 = math.atan2 %c10, %c8 : f64
  %r129 = math.atan2 %c10, %c9 : f64
  %r130 = math.atan2 %c10, %c10 : f64
  %r131 = math.atan2 %c10, %c11 : f64
  %r132 = math.atan2 %c11, %c0 : f64
  %r133 = math.atan2 %c11, %c1 : f64
  %r134 = math.atan2 %c11, %c2 : f64
  %r135 = math.atan2 %c11, %c3 : f64
  %r136 = math.atan2 %c11, %c4 : f64
  %r137 = math.atan2 %c11, %c5 : f64
  %r138 = math.atan2 %c11, %c6 : f64
  %r139 = math.atan2 %c11, %c7 : f64
  %r140 = math.atan2 %c11, %c8 : f64
  %r141 = math.atan2 %c11, %c9 : f64
  %r142 = math.atan2 %c11, %c10 : f64
  %r143 = math.atan2 %c11, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @atan2_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %c1 = arith.constant -2.5 : f16
  %c2 = arith.constant 0.0 : f16
  %c3 = arith.constant -0.0 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r0 = math.atan2 %c0, %c0 : f16
  %r1 = math.atan2 %c0, %c1 : f16
  %r2 = math.atan2 %c0, %c2 : f16
  %r3 = math.atan2 %c0, %c3 : f16
  %r4 = math.atan2 %c0, %c4 : f16
  %r5 = math.atan2 %c1, %c0 : f16
  %r6 = math.atan2 %c1, %c1 : f16
  %r7 = math.atan2 %c1, %c2 : f16
  %r8 = math.atan2 %c1, %c3 : f16
  %r9 = math.atan2 %c1, %c4 : f16
  %r10 = math.atan2 %c2, %c0 : f16
  %r11 = math.atan2 %c2, %c1 : f16
  %r12 = math.atan2 %c2, %c2 : f16
  %r13 = math.atan2 %c2, %c3 : f16
  %r14 = math.atan2 %c2, %c4 : f16
  %r15 = math.atan2 %c3, %c0 : f16
  %r16 = math.atan2 %c3, %c1 : f16
  %r17 = math.atan2 %c3, %c2 : f16
  %r18 = math.atan2 %c3, %c3 : f16
  %r19 = math.atan2 %c3, %c4 : f16
  %r20 = math.atan2 %c4, %c0 : f16
  %r21 = math.atan2 %c4, %c1 : f16
  %r22 = math.atan2 %c4, %c2 : f16
  %r23 = math.atan2 %c4, %c3 : f16
  %r24 = math.atan2 %c4, %c4 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @atan2_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %c2 = arith.constant 0.0 : bf16
  %c3 = arith.constant -0.0 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r0 = math.atan2 %c0, %c0 : bf16
  %r1 = math.atan2 %c0, %c1 : bf16
  %r2 = math.atan2 %c0, %c2 : bf16
  %r3 = math.atan2 %c0, %c3 : bf16
  %r4 = math.atan2 %c0, %c4 : bf16
  %r5 = math.atan2 %c1, %c0 : bf16
  %r6 = math.atan2 %c1, %c1 : bf16
  %r7 = math.atan2 %c1, %c2 : bf16
  %r8 = math.atan2 %c1, %c3 : bf16
  %r9 = math.atan2 %c1, %c4 : bf16
  %r10 = math.atan2 %c2, %c0 : bf16
  %r11 = math.atan2 %c2, %c1 : bf16
  %r12 = math.atan2 %c2, %c2 : bf16
  %r13 = math.atan2 %c2, %c3 : bf16
  %r14 = math.atan2 %c2, %c4 : bf16
  %r15 = math.atan2 %c3, %c0 : bf16
  %r16 = math.atan2 %c3, %c1 : bf16
  %r17 = math.atan2 %c3, %c2 : bf16
  %r18 = math.atan2 %c3, %c3 : bf16
  %r19 = math.atan2 %c3, %c4 : bf16
  %r20 = math.atan2 %c4, %c0 : bf16
  %r21 = math.atan2 %c4, %c1 : bf16
  %r22 = math.atan2 %c4, %c2 : bf16
  %r23 = math.atan2 %c4, %c3 : bf16
  %r24 = math.atan2 %c4, %c4 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @atan2_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %c1 = arith.constant -2.5 : f80
  %c2 = arith.constant 0.0 : f80
  %c3 = arith.constant -0.0 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r0 = math.atan2 %c0, %c0 : f80
  %r1 = math.atan2 %c0, %c1 : f80
  %r2 = math.atan2 %c0, %c2 : f80
  %r3 = math.atan2 %c0, %c3 : f80
  %r4 = math.atan2 %c0, %c4 : f80
  %r5 = math.atan2 %c1, %c0 : f80
  %r6 = math.atan2 %c1, %c1 : f80
  %r7 = math.atan2 %c1, %c2 : f80
  %r8 = math.atan2 %c1, %c3 : f80
  %r9 = math.atan2 %c1, %c4 : f80
  %r10 = math.atan2 %c2, %c0 : f80
  %r11 = math.atan2 %c2, %c1 : f80
  %r12 = math.atan2 %c2, %c2 : f80
  %r13 = math.atan2 %c2, %c3 : f80
  %r14 = math.atan2 %c2, %c4 : f80
  %r15 = math.atan2 %c3, %c0 : f80
  %r16 = math.atan2 %c3, %c1 : f80
  %r17 = math.atan2 %c3, %c2 : f80
  %r18 = math.atan2 %c3, %c3 : f80
  %r19 = math.atan2 %c3, %c4 : f80
  %r20 = math.atan2 %c4, %c0 : f80
  %r21 = math.atan2 %c4, %c1 : f80
  %r22 = math.atan2 %c4, %c2 : f80
  %r23 = math.atan2 %c4, %c3 : f80
  %r24 = math.atan2 %c4, %c4 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @atan2_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %c1 = arith.constant -2.5 : f128
  %c2 = arith.constant 0.0 : f128
  %c3 = arith.constant -0.0 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r0 = math.atan2 %c0, %c0 : f128
  %r1 = math.atan2 %c0, %c1 : f128
  %r2 = math.atan2 %c0, %c2 : f128
  %r3 = math.atan2 %c0, %c3 : f128
  %r4 = math.atan2 %c0, %c4 : f128
  %r5 = math.atan2 %c1, %c0 : f128
  %r6 = math.atan2 %c1, %c1 : f128
  %r7 = math.atan2 %c1, %c2 : f128
  %r8 = math.atan2 %c1, %c3 : f128
  %r9 = math.atan2 %c1, %c4 : f128
  %r10 = math.atan2 %c2, %c0 : f128
  %r11 = math.atan2 %c2, %c1 : f128
  %r12 = math.atan2 %c2, %c2 : f128
  %r13 = math.atan2 %c2, %c3 : f128
  %r14 = math.atan2 %c2, %c4 : f128
  %r15 = math.atan2 %c3, %c0 : f128
  %r16 = math.atan2 %c3, %c1 : f128
  %r17 = math.atan2 %c3, %c2 : f128
  %r18 = math.atan2 %c3, %c3 : f128
  %r19 = math.atan2 %c3, %c4 : f128
  %r20 = math.atan2 %c4, %c0 : f128
  %r21 = math.atan2 %c4, %c1 : f128
  %r22 = math.atan2 %c4, %c2 : f128
  %r23 = math.atan2 %c4, %c3 : f128
  %r24 = math.atan2 %c4, %c4 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @copysign_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -2.5 : f32
  %c2 = arith.constant 0.0 : f32
  %c3 = arith.constant -0.0 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %c9 = arith.constant 0.5 : f32
  %c10 = arith.constant 3.0 : f32
  %c11 = arith.constant -3.0 : f32
  %r0 = math.copysign %c0, %c0 : f32
  %r1 = math.copysign %c0, %c1 : f32
  %r2 = math.copysign %c0, %c2 : f32
  %r3 = math.copysign %c0, %c3 : f32
  %r4 = math.copysign %c0, %c4 : f32
  %r5 = math.copysign %c0, %c5 : f32
  %r6 = math.copysign %c0, %c6 : f32
  %r7 = math.copysign %c0, %c7 : f32
  %r8 = math.copysign %c0, %c8 : f32
  %r9 = math.copysign %c0, %c9 : f32
  %r10 = math.copysign %c0, %c10 : f32
  %r11 = math.copysign %c0, %c11 : f32
  %r12 = math.copysign %c1, %c0 : f32
  %r13 = math.copysign %c1, %c1 : f32
  %r14 = math.copysign %c1, %c2 : f32
  %r15 = math.copysign %c1, %c3 : f32
  %r16 = math.copysign %c1, %c4 : f32
  %r17 = math.copysign %c1, %c5 : f32
  %r18 = math.copysign %c1, %c6 : f32
  %r19 = math.copysign %c1, %c7 : f32
  %r20 = math.copysign %c1, %c8 : f32
  %r21 = math.copysign %c1, %c9 : f32
  %r22 = math.copysign %c1, %c10 : f32
  %r23 = math.copysign %c1, %c11 : f32
  %r24 = math.copysign %c2, %c0 : f32
  %r25 = math.copysign %c2, %c1 : f32
  %r26 = math.copysign %c2, %c2 : f32
  %r27 = math.copysign %c2, %c3 : f32
  %r28 = math.copysign %c2, %c4 : f32
  %r29 = math.copysign %c2, %c5 : f32
  %r30 = math.copysign %c2, %c6 : f32
  %r31 = math.copysign %c2, %c7 : f32
  %r32 = math.copysign %c2, %c8 : f32
  %r33 = math.copysign %c2, %c9 : f32
  %r34 = math.copysign %c2, %c10 : f32
  %r35 = math.copysign %c2, %c11 : f32
  %r36 = math.copysign %c3, %c0 : f32
  %r37 = math.copysign %c3, %c1 : f32
  %r38 = math.copysign %c3, %c2 : f32
  %r39 = math.copysign %c3, %c3 : f32
  %r40 = math.copysign %c3, %c4 : f32
  %r41 = math.copysign %c3, %c5 : f32
  %r42 = math.copysign %c3, %c6 : f32
  %r43 = math.copysign %c3, %c7 : f32
  %r44 = math.copysign %c3, %c8 : f32
  %r45 = math.copysign %c3, %c9 : f32
  %r46 = math.copysign %c3, %c10 : f32
  %r47 = math.copysign %c3, %c11 : f32
  %r48 = math.copysign %c4, %c0 : f32
  %r49 = math.copysign %c4, %c1 : f32
  %r50 = math.copysign %c4, %c2 : f32
  %r51 = math.copysign %c4, %c3 : f32
  %r52 = math.copysign %c4, %c4 : f32
  %r53 = math.copysign %c4, %c5 : f32
  %r54 = math.copysign %c4, %c6 : f32
  %r55 = math.copysign %c4, %c7 : f32
  %r56 = math.copysign %c4, %c8 : f32
  %r57 = math.copysign %c4, %c9 : f32
  %r58 = math.copysign %c4, %c10 : f32
  %r59 = math.copysign %c4, %c11 : f32
  %r60 = math.copysign %c5, %c0 : f32
  %r61 = math.copysign %c5, %c1 : f32
  %r62 = math.copysign %c5, %c2 : f32
  %r63 = math.copysign %c5, %c3 : f32
  %r64 = math.copysign %c5, %c4 : f32
  %r65 = math.copysign %c5, %c5 : f32
  %r66 = math.copysign %c5, %c6 : f32
  %r67 = math.copysign %c5, %c7 : f32
  %r68 = math.copysign %c5, %c8 : f32
  %r69 = math.copysign %c5, %c9 : f32
  %r70 = math.copysign %c5, %c10 : f32
  %r71 = math.copysign %c5, %c11 : f32
  %r72 = math.copysign %c6, %c0 : f32
  %r73 = math.copysign %c6, %c1 : f32
  %r74 = math.copysign %c6, %c2 : f32
  %r75 = math.copysign %c6, %c3 : f32
  %r76 = math.copysign %c6, %c4 : f32
  %r77 = math.copysign %c6, %c5 : f32
  %r78 = math.copysign %c6, %c6 : f32
  %r79 = math.copysign %c6, %c7 : f32
  %r80 = math.copysign %c6, %c8 : f32
  %r81 = math.copysign %c6, %c9 : f32
  %r82 = math.copysign %c6, %c10 : f32
  %r83 = math.copysign %c6, %c11 : f32
  %r84 = math.copysign %c7, %c0 : f32
  %r85 = math.copysign %c7, %c1 : f32
  %r86 = math.copysign %c7, %c2 : f32
  %r87 = math.copysign %c7, %c3 : f32
  %r88 = math.copysign %c7, %c4 : f32
  %r89 = math.copysign %c7, %c5 : f32
  %r90 = math.copysign %c7, %c6 : f32
  %r91 = math.copysign %c7, %c7 : f32
  %r92 = math.copysign %c7, %c8 : f32
  %r93 = math.copysign %c7, %c9 : f32
  %r94 = math.copysign %c7, %c10 : f32
  %r95 = math.copysign %c7, %c11 : f32
  %r96 = math.copysign %c8, %c0 : f32
  %r97 = math.copysign %c8, %c1 : f32
  %r98 = math.copysign %c8, %c2 : f32
  %r99 = math.copysign %c8, %c3 : f32
  %r100 = math.copysign %c8, %c4 : f32
  %r101 = math.copysign %c8, %c5 : f32
  %r102 = math.copysign %c8, %c6 : f32
  %r103 = math.copysign %c8, %c7 : f32
  %r104 = math.copysign %c8, %c8 : f32
  %r105 = math.copysign %c8, %c9 : f32
  %r106 = math.copysign %c8, %c10 : f32
  %r107 = math.copysign %c8, %c11 : f32
  %r108 = math.copysign %c9, %c0 : f32
  %r109 = math.copysign %c9, %c1 : f32
  %r110 = math.copysign %c9, %c2 : f32
  %r111 = math.copysign %c9, %c3 : f32
  %r112 = math.copysign %c9, %c4 : f32
  %r113 = math.copysign %c9, %c5 : f32
  %r114 = math.copysign %c9, %c6 : f32
  %r115 = math.copysign %c9, %c7 : f32
  %r116 = math.copysign %c9, %c8 : f32
  %r117 = math.copysign %c9, %c9 : f32
  %r118 = math.copysign %c9, %c10 : f32
  %r119 = math.copysign %c9, %c11 : f32
  %r120 = math.copysign %c10, %c0 : f32
  %r121 = math.copysign %c10, %c1 : f32
  %r122 = math.copysign %c10, %c2 : f32
  %r123 = math.copysign %c10, %c3 : f32
  %r124 = math.copysign %c10, %c4 : f32
  %r125 = math.copysign %c10, %c5 : f32
  %r126 = math.copysign %c10, %c6 : f32
  %r127 = math.copysign %c10, %c7 : f32
  %r128 = math.copysign %c10, %c8 : f32
  %r129 = math.copysign %c10, %c9 : f32
  %r130 = math.copysign %c10, %c10 : f32
  %r131 = math.copysign %c10, %c11 : f32
  %r132 = math.copysign %c11, %c0 : f32
  %r133 = math.copysign %c11, %c1 : f32
  %r134 = math.copysign %c11, %c2 : f32
  %r135 = math.copysign %c11, %c3 : f32
  %r136 = math.copysign %c11, %c4 : f32
  %r137 = math.copysign %c11, %c5 : f32
  %r138 = math.copysign %c11, %c6 : f32
  %r139 = math.copysign %c11, %c7 : f32
  %r140 = math.copysign %c11, %c8 : f32
  %r141 = math.copysign %c11, %c9 : f32
  %r142 = math.copysign %c11, %c10 : f32
  %r143 = math.copysign %c11, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @copysign_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %c1 = arith.constant -2.5 : f64
  %c2 = arith.constant 0.0 : f64
  %c3 = arith.constant -0.0 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %c9 = arith.constant 0.5 : f64
  %c10 = arith.constant 3.0 : f64
  %c11 = arith.constant -3.0 : f64
  %r0 = math.copysign %c0, %c0 : f64
  %r1 = math.copysign %c0, %c1 : f64
  %r2 = math.copysign %c0, %c2 : f64
  %r3 = math.copysign %c0, %c3 : f64
  %r4 = math.copysign %c0, %c4 : f64
  %r5 = math.copysign %c0, %c5 : f64
  %r6 = math.copysign %c0, %c6 : f64
  %r7 = math.copysign %c0, %c7 : f64
  %r8 = math.copysign %c0, %c8 : f64
  %r9 = math.copysign %c0, %c9 : f64
  %r10 = math.copysign %c0, %c10 : f64
  %r11 = math.copysign %c0, %c11 : f64
  %r12 = math.copysign %c1, %c0 : f64
  %r13 = math.copysign %c1, %c1 : f64
  %r14 = math.copysign %c1, %c2 : f64
  %r15 = math.copysign %c1, %c3 : f64
  %r16 = math.copysign %c1, %c4 : f64
  %r17 = math.copysign %c1, %c5 : f64
  %r18 = math.copysign %c1, %c6 : f64
  %r19 = math.copysign %c1, %c7 : f64
  %r20 = math.copysign %c1, %c8 : f64
  %r21 = math.copysign %c1, %c9 : f64
  %r22 = math.copysign %c1, %c10 : f64
  %r23 = math.copysign %c1, %c11 : f64
  %r24 = math.copysign %c2, %c0 : f64
  %r25 = math.copysign %c2, %c1 : f64
  %r26 = math.copysign %c2, %c2 : f64
  %r27 = math.copysign %c2, %c3 : f64
  %r28 = math.copysign %c2, %c4 : f64
  %r29 = math.copysign %c2, %c5 : f64
  %r30 = math.copysign %c2, %c6 : f64
  %r31 = math.copysign %c2, %c7 : f64
  %r32 = math.copysign %c2, %c8 : f64
  %r33 = math.copysign %c2, %c9 : f64
  %r34 = math.copysign %c2, %c10 : f64
  %r35 = math.copysign %c2, %c11 : f64
  %r36 = math.copysign %c3, %c0 : f64
  %r37 = math.copysign %c3, %c1 : f64
  %r38 = math.copysign %c3, %c2 : f64
  %r39 = math.copysign %c3, %c3 : f64
  %r40 = math.copysign %c3, %c4 : f64
  %r41 = math.copysign %c3, %c5 : f64
  %r42 = math.copysign %c3, %c6 : f64
  %r43 = math.copysign %c3, %c7 : f64
  %r44 = math.copysign %c3, %c8 : f64
  %r45 = math.copysign %c3, %c9 : f64
  %r46 = math.copysign %c3, %c10 : f64
  %r47 = math.copysign %c3, %c11 : f64
  %r48 = math.copysign %c4, %c0 : f64
  %r49 = math.copysign %c4, %c1 : f64
  %r50 = math.copysign %c4, %c2 : f64
  %r51 = math.copysign %c4, %c3 : f64
  %r52 = math.copysign %c4, %c4 : f64
  %r53 = math.copysign %c4, %c5 : f64
  %r54 = math.copysign %c4, %c6 : f64
  %r55 = math.copysign %c4, %c7 : f64
  %r56 = math.copysign %c4, %c8 : f64
  %r57 = math.copysign %c4, %c9 : f64
  %r58 = math.copysign %c4, %c10 : f64
  %r59 = math.copysign %c4, %c11 : f64
  %r60 = math.copysign %c5, %c0 : f64
  %r61 = math.copysign %c5, %c1 : f64
  %r62 = math.copysign %c5, %c2 : f64
  %r63 = math.copysign %c5, %c3 : f64
  %r64 = math.copysign %c5, %c4 : f64
  %r65 = math.copysign %c5, %c5 : f64
  %r66 = math.copysign %c5, %c6 : f64
  %r67 = math.copysign %c5, %c7 : f64
  %r68 = math.copysign %c5, %c8 : f64
  %r69 = math.copysign %c5, %c9 : f64
  %r70 = math.copysign %c5, %c10 : f64
  %r71 = math.copysign %c5, %c11 : f64
  %r72 = math.copysign %c6, %c0 : f64
  %r73 = math.copysign %c6, %c1 : f64
  %r74 = math.copysign %c6, %c2 : f64
  %r75 = math.copysign %c6, %c3 : f64
  %r76 = math.copysign %c6, %c4 : f64
  %r77 = math.copysign %c6, %c5 : f64
  %r78 = math.copysign %c6, %c6 : f64
  %r79 = math.copysign %c6, %c7 : f64
  %r80 = math.copysign %c6, %c8 : f64
  %r81 = math.copysign %c6, %c9 : f64
  %r82 = math.copysign %c6, %c10 : f64
  %r83 = math.copysign %c6, %c11 : f64
  %r84 = math.copysign %c7, %c0 : f64
  %r85 = math.copysign %c7, %c1 : f64
  %r86 = math.copysign %c7, %c2 : f64
  %r87 = math.copysign %c7, %c3 : f64
  %r88 = math.copysign %c7, %c4 : f64
  %r89 = math.copysign %c7, %c5 : f64
  %r90 = math.copysign %c7, %c6 : f64
  %r91 = math.copysign %c7, %c7 : f64
  %r92 = math.copysign %c7, %c8 : f64
  %r93 = math.copysign %c7, %c9 : f64
  %r94 = math.copysign %c7, %c10 : f64
  %r95 = math.copysign %c7, %c11 : f64
  %r96 = math.copysign %c8, %c0 : f64
  %r97 = math.copysign %c8, %c1 : f64
  %r98 = math.copysign %c8, %c2 : f64
  %r99 = math.copysign %c8, %c3 : f64
  %r100 = math.copysign %c8, %c4 : f64
  %r101 = math.copysign %c8, %c5 : f64
  %r102 = math.copysign %c8, %c6 : f64
  %r103 = math.copysign %c8, %c7 : f64
  %r104 = math.copysign %c8, %c8 : f64
  %r105 = math.copysign %c8, %c9 : f64
  %r106 = math.copysign %c8, %c10 : f64
  %r107 = math.copysign %c8, %c11 : f64
  %r108 = math.copysign %c9, %c0 : f64
  %r109 = math.copysign %c9, %c1 : f64
  %r110 = math.copysign %c9, %c2 : f64
  %r111 = math.copysign %c9, %c3 : f64
  %r112 = math.copysign %c9, %c4 : f64
  %r113 = math.copysign %c9, %c5 : f64
  %r114 = math.copysign %c9, %c6 : f64
  %r115 = math.copysign %c9, %c7 : f64
  %r116 = math.copysign %c9, %c8 : f64
  %r117 = math.copysign %c9, %c9 : f64
  %r118 = math.copysign %c9, %c10 : f64
  %r119 = math.copysign %c9, %c11 : f64
  %r120 = math.copysign %c10, %c0 : f64
  %r121 = math.copysign %c10, %c1 : f64
  %r122 = math.copysign %c10, %c2 : f64
  %r123 = math.copysign %c10, %c3 : f64
  %r124 = math.copysign %c10, %c4 : f64
  %r125 = math.copysign %c10, %c5 : f64
  %r126 = math.copysign %c10, %c6 : f64
  %r127 = math.copysign %c10, %c7 : f64
  %r128 = math.copysign %c10, %c8 : f64
  %r129 = math.copysign %c10, %c9 : f64
  %r130 = math.copysign %c10, %c10 : f64
  %r131 = math.copysign %c10, %c11 : f64
  %r132 = math.copysign %c11, %c0 : f64
  %r133 = math.copysign %c11, %c1 : f64
  %r134 = math.copysign %c11, %c2 : f64
  %r135 = math.copysign %c11, %c3 : f64
  %r136 = math.copysign %c11, %c4 : f64
  %r137 = math.copysign %c11, %c5 : f64
  %r138 = math.copysign %c11, %c6 : f64
  %r139 = math.copysign %c11, %c7 : f64
  %r140 = math.copysign %c11, %c8 : f64
  %r141 = math.copysign %c11, %c9 : f64
  %r142 = math.copysign %c11, %c10 : f64
  %r143 = math.copysign %c11, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @copysign_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %c1 = arith.constant -2.5 : f16
  %c2 = arith.constant 0.0 : f16
  %c3 = arith.constant -0.0 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r0 = math.copysign %c0, %c0 : f16
  %r1 = math.copysign %c0, %c1 : f16
  %r2 = math.copysign %c0, %c2 : f16
  %r3 = math.copysign %c0, %c3 : f16
  %r4 = math.copysign %c0, %c4 : f16
  %r5 = math.copysign %c1, %c0 : f16
  %r6 = math.copysign %c1, %c1 : f16
  %r7 = math.copysign %c1, %c2 : f16
  %r8 = math.copysign %c1, %c3 : f16
  %r9 = math.copysign %c1, %c4 : f16
  %r10 = math.copysign %c2, %c0 : f16
  %r11 = math.copysign %c2, %c1 : f16
  %r12 = math.copysign %c2, %c2 : f16
  %r13 = math.copysign %c2, %c3 : f16
  %r14 = math.copysign %c2, %c4 : f16
  %r15 = math.copysign %c3, %c0 : f16
  %r16 = math.copysign %c3, %c1 : f16
  %r17 = math.copysign %c3, %c2 : f16
  %r18 = math.copysign %c3, %c3 : f16
  %r19 = math.copysign %c3, %c4 : f16
  %r20 = math.copysign %c4, %c0 : f16
  %r21 = math.copysign %c4, %c1 : f16
  %r22 = math.copysign %c4, %c2 : f16
  %r23 = math.copysign %c4, %c3 : f16
  %r24 = math.copysign %c4, %c4 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @copysign_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %c2 = arith.constant 0.0 : bf16
  %c3 = arith.constant -0.0 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r0 = math.copysign %c0, %c0 : bf16
  %r1 = math.copysign %c0, %c1 : bf16
  %r2 = math.copysign %c0, %c2 : bf16
  %r3 = math.copysign %c0, %c3 : bf16
  %r4 = math.copysign %c0, %c4 : bf16
  %r5 = math.copysign %c1, %c0 : bf16
  %r6 = math.copysign %c1, %c1 : bf16
  %r7 = math.copysign %c1, %c2 : bf16
  %r8 = math.copysign %c1, %c3 : bf16
  %r9 = math.copysign %c1, %c4 : bf16
  %r10 = math.copysign %c2, %c0 : bf16
  %r11 = math.copysign %c2, %c1 : bf16
  %r12 = math.copysign %c2, %c2 : bf16
  %r13 = math.copysign %c2, %c3 : bf16
  %r14 = math.copysign %c2, %c4 : bf16
  %r15 = math.copysign %c3, %c0 : bf16
  %r16 = math.copysign %c3, %c1 : bf16
  %r17 = math.copysign %c3, %c2 : bf16
  %r18 = math.copysign %c3, %c3 : bf16
  %r19 = math.copysign %c3, %c4 : bf16
  %r20 = math.copysign %c4, %c0 : bf16
  %r21 = math.copysign %c4, %c1 : bf16
  %r22 = math.copysign %c4, %c2 : bf16
  %r23 = math.copysign %c4, %c3 : bf16
  %r24 = math.copysign %c4, %c4 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @copysign_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %c1 = arith.constant -2.5 : f80
  %c2 = arith.constant 0.0 : f80
  %c3 = arith.constant -0.0 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r0 = math.copysign %c0, %c0 : f80
  %r1 = math.copysign %c0, %c1 : f80
  %r2 = math.copysign %c0, %c2 : f80
  %r3 = math.copysign %c0, %c3 : f80
  %r4 = math.copysign %c0, %c4 : f80
  %r5 = math.copysign %c1, %c0 : f80
  %r6 = math.copysign %c1, %c1 : f80
  %r7 = math.copysign %c1, %c2 : f80
  %r8 = math.copysign %c1, %c3 : f80
  %r9 = math.copysign %c1, %c4 : f80
  %r10 = math.copysign %c2, %c0 : f80
  %r11 = math.copysign %c2, %c1 : f80
  %r12 = math.copysign %c2, %c2 : f80
  %r13 = math.copysign %c2, %c3 : f80
  %r14 = math.copysign %c2, %c4 : f80
  %r15 = math.copysign %c3, %c0 : f80
  %r16 = math.copysign %c3, %c1 : f80
  %r17 = math.copysign %c3, %c2 : f80
  %r18 = math.copysign %c3, %c3 : f80
  %r19 = math.copysign %c3, %c4 : f80
  %r20 = math.copysign %c4, %c0 : f80
  %r21 = math.copysign %c4, %c1 : f80
  %r22 = math.copysign %c4, %c2 : f80
  %r23 = math.copysign %c4, %c3 : f80
  %r24 = math.copysign %c4, %c4 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @copysign_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %c1 = arith.constant -2.5 : f128
  %c2 = arith.constant 0.0 : f128
  %c3 = arith.constant -0.0 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r0 = math.copysign %c0, %c0 : f128
  %r1 = math.copysign %c0, %c1 : f128
  %r2 = math.copysign %c0, %c2 : f128
  %r3 = math.copysign %c0, %c3 : f128
  %r4 = math.copysign %c0, %c4 : f128
  %r5 = math.copysign %c1, %c0 : f128
  %r6 = math.copysign %c1, %c1 : f128
  %r7 = math.copysign %c1, %c2 : f128
  %r8 = math.copysign %c1, %c3 : f128
  %r9 = math.copysign %c1, %c4 : f128
  %r10 = math.copysign %c2, %c0 : f128
  %r11 = math.copysign %c2, %c1 : f128
  %r12 = math.copysign %c2, %c2 : f128
  %r13 = math.copysign %c2, %c3 : f128
  %r14 = math.copysign %c2, %c4 : f128
  %r15 = math.copysign %c3, %c0 : f128
  %r16 = math.copysign %c3, %c1 : f128
  %r17 = math.copysign %c3, %c2 : f128
  %r18 = math.copysign %c3, %c3 : f128
  %r19 = math.copysign %c3, %c4 : f128
  %r20 = math.copysign %c4, %c0 : f128
  %r21 = math.copysign %c4, %c1 : f128
  %r22 = math.copysign %c4, %c2 : f128
  %r23 = math.copysign %c4, %c3 : f128
  %r24 = math.copysign %c4, %c4 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}

// -----

func.func @powf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -2.5 : f32
  %c2 = arith.constant 0.0 : f32
  %c3 = arith.constant -0.0 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %c7 = arith.constant 0x7F800001 : f32
  %c8 = arith.constant 0xFFC00000 : f32
  %c9 = arith.constant 0.5 : f32
  %c10 = arith.constant 3.0 : f32
  %c11 = arith.constant -3.0 : f32
  %r0 = math.powf %c0, %c0 : f32
  %r1 = math.powf %c0, %c1 : f32
  %r2 = math.powf %c0, %c2 : f32
  %r3 = math.powf %c0, %c3 : f32
  %r4 = math.powf %c0, %c4 : f32
  %r5 = math.powf %c0, %c5 : f32
  %r6 = math.powf %c0, %c6 : f32
  %r7 = math.powf %c0, %c7 : f32
  %r8 = math.powf %c0, %c8 : f32
  %r9 = math.powf %c0, %c9 : f32
  %r10 = math.powf %c0, %c10 : f32
  %r11 = math.powf %c0, %c11 : f32
  %r12 = math.powf %c1, %c0 : f32
  %r13 = math.powf %c1, %c1 : f32
  %r14 = math.powf %c1, %c2 : f32
  %r15 = math.powf %c1, %c3 : f32
  %r16 = math.powf %c1, %c4 : f32
  %r17 = math.powf %c1, %c5 : f32
  %r18 = math.powf %c1, %c6 : f32
  %r19 = math.powf %c1, %c7 : f32
  %r20 = math.powf %c1, %c8 : f32
  %r21 = math.powf %c1, %c9 : f32
  %r22 = math.powf %c1, %c10 : f32
  %r23 = math.powf %c1, %c11 : f32
  %r24 = math.powf %c2, %c0 : f32
  %r25 = math.powf %c2, %c1 : f32
  %r26 = math.powf %c2, %c2 : f32
  %r27 = math.powf %c2, %c3 : f32
  %r28 = math.powf %c2, %c4 : f32
  %r29 = math.powf %c2, %c5 : f32
  %r30 = math.powf %c2, %c6 : f32
  %r31 = math.powf %c2, %c7 : f32
  %r32 = math.powf %c2, %c8 : f32
  %r33 = math.powf %c2, %c9 : f32
  %r34 = math.powf %c2, %c10 : f32
  %r35 = math.powf %c2, %c11 : f32
  %r36 = math.powf %c3, %c0 : f32
  %r37 = math.powf %c3, %c1 : f32
  %r38 = math.powf %c3, %c2 : f32
  %r39 = math.powf %c3, %c3 : f32
  %r40 = math.powf %c3, %c4 : f32
  %r41 = math.powf %c3, %c5 : f32
  %r42 = math.powf %c3, %c6 : f32
  %r43 = math.powf %c3, %c7 : f32
  %r44 = math.powf %c3, %c8 : f32
  %r45 = math.powf %c3, %c9 : f32
  %r46 = math.powf %c3, %c10 : f32
  %r47 = math.powf %c3, %c11 : f32
  %r48 = math.powf %c4, %c0 : f32
  %r49 = math.powf %c4, %c1 : f32
  %r50 = math.powf %c4, %c2 : f32
  %r51 = math.powf %c4, %c3 : f32
  %r52 = math.powf %c4, %c4 : f32
  %r53 = math.powf %c4, %c5 : f32
  %r54 = math.powf %c4, %c6 : f32
  %r55 = math.powf %c4, %c7 : f32
  %r56 = math.powf %c4, %c8 : f32
  %r57 = math.powf %c4, %c9 : f32
  %r58 = math.powf %c4, %c10 : f32
  %r59 = math.powf %c4, %c11 : f32
  %r60 = math.powf %c5, %c0 : f32
  %r61 = math.powf %c5, %c1 : f32
  %r62 = math.powf %c5, %c2 : f32
  %r63 = math.powf %c5, %c3 : f32
  %r64 = math.powf %c5, %c4 : f32
  %r65 = math.powf %c5, %c5 : f32
  %r66 = math.powf %c5, %c6 : f32
  %r67 = math.powf %c5, %c7 : f32
  %r68 = math.powf %c5, %c8 : f32
  %r69 = math.powf %c5, %c9 : f32
  %r70 = math.powf %c5, %c10 : f32
  %r71 = math.powf %c5, %c11 : f32
  %r72 = math.powf %c6, %c0 : f32
  %r73 = math.powf %c6, %c1 : f32
  %r74 = math.powf %c6, %c2 : f32
  %r75 = math.powf %c6, %c3 : f32
  %r76 = math.powf %c6, %c4 : f32
  %r77 = math.powf %c6, %c5 : f32
  %r78 = math.powf %c6, %c6 : f32
  %r79 = math.powf %c6, %c7 : f32
  %r80 = math.powf %c6, %c8 : f32
  %r81 = math.powf %c6, %c9 : f32
  %r82 = math.powf %c6, %c10 : f32
  %r83 = math.powf %c6, %c11 : f32
  %r84 = math.powf %c7, %c0 : f32
  %r85 = math.powf %c7, %c1 : f32
  %r86 = math.powf %c7, %c2 : f32
  %r87 = math.powf %c7, %c3 : f32
  %r88 = math.powf %c7, %c4 : f32
  %r89 = math.powf %c7, %c5 : f32
  %r90 = math.powf %c7, %c6 : f32
  %r91 = math.powf %c7, %c7 : f32
  %r92 = math.powf %c7, %c8 : f32
  %r93 = math.powf %c7, %c9 : f32
  %r94 = math.powf %c7, %c10 : f32
  %r95 = math.powf %c7, %c11 : f32
  %r96 = math.powf %c8, %c0 : f32
  %r97 = math.powf %c8, %c1 : f32
  %r98 = math.powf %c8, %c2 : f32
  %r99 = math.powf %c8, %c3 : f32
  %r100 = math.powf %c8, %c4 : f32
  %r101 = math.powf %c8, %c5 : f32
  %r102 = math.powf %c8, %c6 : f32
  %r103 = math.powf %c8, %c7 : f32
  %r104 = math.powf %c8, %c8 : f32
  %r105 = math.powf %c8, %c9 : f32
  %r106 = math.powf %c8, %c10 : f32
  %r107 = math.powf %c8, %c11 : f32
  %r108 = math.powf %c9, %c0 : f32
  %r109 = math.powf %c9, %c1 : f32
  %r110 = math.powf %c9, %c2 : f32
  %r111 = math.powf %c9, %c3 : f32
  %r112 = math.powf %c9, %c4 : f32
  %r113 = math.powf %c9, %c5 : f32
  %r114 = math.powf %c9, %c6 : f32
  %r115 = math.powf %c9, %c7 : f32
  %r116 = math.powf %c9, %c8 : f32
  %r117 = math.powf %c9, %c9 : f32
  %r118 = math.powf %c9, %c10 : f32
  %r119 = math.powf %c9, %c11 : f32
  %r120 = math.powf %c10, %c0 : f32
  %r121 = math.powf %c10, %c1 : f32
  %r122 = math.powf %c10, %c2 : f32
  %r123 = math.powf %c10, %c3 : f32
  %r124 = math.powf %c10, %c4 : f32
  %r125 = math.powf %c10, %c5 : f32
  %r126 = math.powf %c10, %c6 : f32
  %r127 = math.powf %c10, %c7 : f32
  %r128 = math.powf %c10, %c8 : f32
  %r129 = math.powf %c10, %c9 : f32
  %r130 = math.powf %c10, %c10 : f32
  %r131 = math.powf %c10, %c11 : f32
  %r132 = math.powf %c11, %c0 : f32
  %r133 = math.powf %c11, %c1 : f32
  %r134 = math.powf %c11, %c2 : f32
  %r135 = math.powf %c11, %c3 : f32
  %r136 = math.powf %c11, %c4 : f32
  %r137 = math.powf %c11, %c5 : f32
  %r138 = math.powf %c11, %c6 : f32
  %r139 = math.powf %c11, %c7 : f32
  %r140 = math.powf %c11, %c8 : f32
  %r141 = math.powf %c11, %c9 : f32
  %r142 = math.powf %c11, %c10 : f32
  %r143 = math.powf %c11, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @powf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.0 : f64
  %c1 = arith.constant -2.5 : f64
  %c2 = arith.constant 0.0 : f64
  %c3 = arith.constant -0.0 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %c5 = arith.constant 0xFFF0000000000000 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %c7 = arith.constant 0x7FF0000000000001 : f64
  %c8 = arith.constant 0xFFF8000000000000 : f64
  %c9 = arith.constant 0.5 : f64
  %c10 = arith.constant 3.0 : f64
  %c11 = arith.constant -3.0 : f64
  %r0 = math.powf %c0, %c0 : f64
  %r1 = math.powf %c0, %c1 : f64
  %r2 = math.powf %c0, %c2 : f64
  %r3 = math.powf %c0, %c3 : f64
  %r4 = math.powf %c0, %c4 : f64
  %r5 = math.powf %c0, %c5 : f64
  %r6 = math.powf %c0, %c6 : f64
  %r7 = math.powf %c0, %c7 : f64
  %r8 = math.powf %c0, %c8 : f64
  %r9 = math.powf %c0, %c9 : f64
  %r10 = math.powf %c0, %c10 : f64
  %r11 = math.powf %c0, %c11 : f64
  %r12 = math.powf %c1, %c0 : f64
  %r13 = math.powf %c1, %c1 : f64
  %r14 = math.powf %c1, %c2 : f64
  %r15 = math.powf %c1, %c3 : f64
  %r16 = math.powf %c1, %c4 : f64
  %r17 = math.powf %c1, %c5 : f64
  %r18 = math.powf %c1, %c6 : f64
  %r19 = math.powf %c1, %c7 : f64
  %r20 = math.powf %c1, %c8 : f64
  %r21 = math.powf %c1, %c9 : f64
  %r22 = math.powf %c1, %c10 : f64
  %r23 = math.powf %c1, %c11 : f64
  %r24 = math.powf %c2, %c0 : f64
  %r25 = math.powf %c2, %c1 : f64
  %r26 = math.powf %c2, %c2 : f64
  %r27 = math.powf %c2, %c3 : f64
  %r28 = math.powf %c2, %c4 : f64
  %r29 = math.powf %c2, %c5 : f64
  %r30 = math.powf %c2, %c6 : f64
  %r31 = math.powf %c2, %c7 : f64
  %r32 = math.powf %c2, %c8 : f64
  %r33 = math.powf %c2, %c9 : f64
  %r34 = math.powf %c2, %c10 : f64
  %r35 = math.powf %c2, %c11 : f64
  %r36 = math.powf %c3, %c0 : f64
  %r37 = math.powf %c3, %c1 : f64
  %r38 = math.powf %c3, %c2 : f64
  %r39 = math.powf %c3, %c3 : f64
  %r40 = math.powf %c3, %c4 : f64
  %r41 = math.powf %c3, %c5 : f64
  %r42 = math.powf %c3, %c6 : f64
  %r43 = math.powf %c3, %c7 : f64
  %r44 = math.powf %c3, %c8 : f64
  %r45 = math.powf %c3, %c9 : f64
  %r46 = math.powf %c3, %c10 : f64
  %r47 = math.powf %c3, %c11 : f64
  %r48 = math.powf %c4, %c0 : f64
  %r49 = math.powf %c4, %c1 : f64
  %r50 = math.powf %c4, %c2 : f64
  %r51 = math.powf %c4, %c3 : f64
  %r52 = math.powf %c4, %c4 : f64
  %r53 = math.powf %c4, %c5 : f64
  %r54 = math.powf %c4, %c6 : f64
  %r55 = math.powf %c4, %c7 : f64
  %r56 = math.powf %c4, %c8 : f64
  %r57 = math.powf %c4, %c9 : f64
  %r58 = math.powf %c4, %c10 : f64
  %r59 = math.powf %c4, %c11 : f64
  %r60 = math.powf %c5, %c0 : f64
  %r61 = math.powf %c5, %c1 : f64
  %r62 = math.powf %c5, %c2 : f64
  %r63 = math.powf %c5, %c3 : f64
  %r64 = math.powf %c5, %c4 : f64
  %r65 = math.powf %c5, %c5 : f64
  %r66 = math.powf %c5, %c6 : f64
  %r67 = math.powf %c5, %c7 : f64
  %r68 = math.powf %c5, %c8 : f64
  %r69 = math.powf %c5, %c9 : f64
  %r70 = math.powf %c5, %c10 : f64
  %r71 = math.powf %c5, %c11 : f64
  %r72 = math.powf %c6, %c0 : f64
  %r73 = math.powf %c6, %c1 : f64
  %r74 = math.powf %c6, %c2 : f64
  %r75 = math.powf %c6, %c3 : f64
  %r76 = math.powf %c6, %c4 : f64
  %r77 = math.powf %c6, %c5 : f64
  %r78 = math.powf %c6, %c6 : f64
  %r79 = math.powf %c6, %c7 : f64
  %r80 = math.powf %c6, %c8 : f64
  %r81 = math.powf %c6, %c9 : f64
  %r82 = math.powf %c6, %c10 : f64
  %r83 = math.powf %c6, %c11 : f64
  %r84 = math.powf %c7, %c0 : f64
  %r85 = math.powf %c7, %c1 : f64
  %r86 = math.powf %c7, %c2 : f64
  %r87 = math.powf %c7, %c3 : f64
  %r88 = math.powf %c7, %c4 : f64
  %r89 = math.powf %c7, %c5 : f64
  %r90 = math.powf %c7, %c6 : f64
  %r91 = math.powf %c7, %c7 : f64
  %r92 = math.powf %c7, %c8 : f64
  %r93 = math.powf %c7, %c9 : f64
  %r94 = math.powf %c7, %c10 : f64
  %r95 = math.powf %c7, %c11 : f64
  %r96 = math.powf %c8, %c0 : f64
  %r97 = math.powf %c8, %c1 : f64
  %r98 = math.powf %c8, %c2 : f64
  %r99 = math.powf %c8, %c3 : f64
  %r100 = math.powf %c8, %c4 : f64
  %r101 = math.powf %c8, %c5 : f64
  %r102 = math.powf %c8, %c6 : f64
  %r103 = math.powf %c8, %c7 : f64
  %r104 = math.powf %c8, %c8 : f64
  %r105 = math.powf %c8, %c9 : f64
  %r106 = math.powf %c8, %c10 : f64
  %r107 = math.powf %c8, %c11 : f64
  %r108 = math.powf %c9, %c0 : f64
  %r109 = math.powf %c9, %c1 : f64
  %r110 = math.powf %c9, %c2 : f64
  %r111 = math.powf %c9, %c3 : f64
  %r112 = math.powf %c9, %c4 : f64
  %r113 = math.powf %c9, %c5 : f64
  %r114 = math.powf %c9, %c6 : f64
  %r115 = math.powf %c9, %c7 : f64
  %r116 = math.powf %c9, %c8 : f64
  %r117 = math.powf %c9, %c9 : f64
  %r118 = math.powf %c9, %c10 : f64
  %r119 = math.powf %c9, %c11 : f64
  %r120 = math.powf %c10, %c0 : f64
  %r121 = math.powf %c10, %c1 : f64
  %r122 = math.powf %c10, %c2 : f64
  %r123 = math.powf %c10, %c3 : f64
  %r124 = math.powf %c10, %c4 : f64
  %r125 = math.powf %c10, %c5 : f64
  %r126 = math.powf %c10, %c6 : f64
  %r127 = math.powf %c10, %c7 : f64
  %r128 = math.powf %c10, %c8 : f64
  %r129 = math.powf %c10, %c9 : f64
  %r130 = math.powf %c10, %c10 : f64
  %r131 = math.powf %c10, %c11 : f64
  %r132 = math.powf %c11, %c0 : f64
  %r133 = math.powf %c11, %c1 : f64
  %r134 = math.powf %c11, %c2 : f64
  %r135 = math.powf %c11, %c3 : f64
  %r136 = math.powf %c11, %c4 : f64
  %r137 = math.powf %c11, %c5 : f64
  %r138 = math.powf %c11, %c6 : f64
  %r139 = math.powf %c11, %c7 : f64
  %r140 = math.powf %c11, %c8 : f64
  %r141 = math.powf %c11, %c9 : f64
  %r142 = math.powf %c11, %c10 : f64
  %r143 = math.powf %c11, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %r69, %r70, %r71, %r72, %r73, %r74, %r75, %r76, %r77, %r78, %r79, %r80, %r81, %r82, %r83, %r84, %r85, %r86, %r87, %r88, %r89, %r90, %r91, %r92, %r93, %r94, %r95, %r96, %r97, %r98, %r99, %r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107, %r108, %r109, %r110, %r111, %r112, %r113, %r114, %r115, %r116, %r117, %r118, %r119, %r120, %r121, %r122, %r123, %r124, %r125, %r126, %r127, %r128, %r129, %r130, %r131, %r132, %r133, %r134, %r135, %r136, %r137, %r138, %r139, %r140, %r141, %r142, %r143 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @powf_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.0 : f16
  %c1 = arith.constant -2.5 : f16
  %c2 = arith.constant 0.0 : f16
  %c3 = arith.constant -0.0 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r0 = math.powf %c0, %c0 : f16
  %r1 = math.powf %c0, %c1 : f16
  %r2 = math.powf %c0, %c2 : f16
  %r3 = math.powf %c0, %c3 : f16
  %r4 = math.powf %c0, %c4 : f16
  %r5 = math.powf %c1, %c0 : f16
  %r6 = math.powf %c1, %c1 : f16
  %r7 = math.powf %c1, %c2 : f16
  %r8 = math.powf %c1, %c3 : f16
  %r9 = math.powf %c1, %c4 : f16
  %r10 = math.powf %c2, %c0 : f16
  %r11 = math.powf %c2, %c1 : f16
  %r12 = math.powf %c2, %c2 : f16
  %r13 = math.powf %c2, %c3 : f16
  %r14 = math.powf %c2, %c4 : f16
  %r15 = math.powf %c3, %c0 : f16
  %r16 = math.powf %c3, %c1 : f16
  %r17 = math.powf %c3, %c2 : f16
  %r18 = math.powf %c3, %c3 : f16
  %r19 = math.powf %c3, %c4 : f16
  %r20 = math.powf %c4, %c0 : f16
  %r21 = math.powf %c4, %c1 : f16
  %r22 = math.powf %c4, %c2 : f16
  %r23 = math.powf %c4, %c3 : f16
  %r24 = math.powf %c4, %c4 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @powf_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 1.0 : bf16
  %c1 = arith.constant -2.5 : bf16
  %c2 = arith.constant 0.0 : bf16
  %c3 = arith.constant -0.0 : bf16
  %c4 = arith.constant 0x7F80 : bf16
  %r0 = math.powf %c0, %c0 : bf16
  %r1 = math.powf %c0, %c1 : bf16
  %r2 = math.powf %c0, %c2 : bf16
  %r3 = math.powf %c0, %c3 : bf16
  %r4 = math.powf %c0, %c4 : bf16
  %r5 = math.powf %c1, %c0 : bf16
  %r6 = math.powf %c1, %c1 : bf16
  %r7 = math.powf %c1, %c2 : bf16
  %r8 = math.powf %c1, %c3 : bf16
  %r9 = math.powf %c1, %c4 : bf16
  %r10 = math.powf %c2, %c0 : bf16
  %r11 = math.powf %c2, %c1 : bf16
  %r12 = math.powf %c2, %c2 : bf16
  %r13 = math.powf %c2, %c3 : bf16
  %r14 = math.powf %c2, %c4 : bf16
  %r15 = math.powf %c3, %c0 : bf16
  %r16 = math.powf %c3, %c1 : bf16
  %r17 = math.powf %c3, %c2 : bf16
  %r18 = math.powf %c3, %c3 : bf16
  %r19 = math.powf %c3, %c4 : bf16
  %r20 = math.powf %c4, %c0 : bf16
  %r21 = math.powf %c4, %c1 : bf16
  %r22 = math.powf %c4, %c2 : bf16
  %r23 = math.powf %c4, %c3 : bf16
  %r24 = math.powf %c4, %c4 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @powf_f80() -> (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80) {
  %c0 = arith.constant 1.0 : f80
  %c1 = arith.constant -2.5 : f80
  %c2 = arith.constant 0.0 : f80
  %c3 = arith.constant -0.0 : f80
  %a4 = arith.constant 1.0 : f80
  %z4 = arith.constant 0.0 : f80
  %c4 = arith.divf %a4, %z4 : f80
  %r0 = math.powf %c0, %c0 : f80
  %r1 = math.powf %c0, %c1 : f80
  %r2 = math.powf %c0, %c2 : f80
  %r3 = math.powf %c0, %c3 : f80
  %r4 = math.powf %c0, %c4 : f80
  %r5 = math.powf %c1, %c0 : f80
  %r6 = math.powf %c1, %c1 : f80
  %r7 = math.powf %c1, %c2 : f80
  %r8 = math.powf %c1, %c3 : f80
  %r9 = math.powf %c1, %c4 : f80
  %r10 = math.powf %c2, %c0 : f80
  %r11 = math.powf %c2, %c1 : f80
  %r12 = math.powf %c2, %c2 : f80
  %r13 = math.powf %c2, %c3 : f80
  %r14 = math.powf %c2, %c4 : f80
  %r15 = math.powf %c3, %c0 : f80
  %r16 = math.powf %c3, %c1 : f80
  %r17 = math.powf %c3, %c2 : f80
  %r18 = math.powf %c3, %c3 : f80
  %r19 = math.powf %c3, %c4 : f80
  %r20 = math.powf %c4, %c0 : f80
  %r21 = math.powf %c4, %c1 : f80
  %r22 = math.powf %c4, %c2 : f80
  %r23 = math.powf %c4, %c3 : f80
  %r24 = math.powf %c4, %c4 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80
}

// -----

func.func @powf_f128() -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128) {
  %c0 = arith.constant 1.0 : f128
  %c1 = arith.constant -2.5 : f128
  %c2 = arith.constant 0.0 : f128
  %c3 = arith.constant -0.0 : f128
  %a4 = arith.constant 1.0 : f128
  %z4 = arith.constant 0.0 : f128
  %c4 = arith.divf %a4, %z4 : f128
  %r0 = math.powf %c0, %c0 : f128
  %r1 = math.powf %c0, %c1 : f128
  %r2 = math.powf %c0, %c2 : f128
  %r3 = math.powf %c0, %c3 : f128
  %r4 = math.powf %c0, %c4 : f128
  %r5 = math.powf %c1, %c0 : f128
  %r6 = math.powf %c1, %c1 : f128
  %r7 = math.powf %c1, %c2 : f128
  %r8 = math.powf %c1, %c3 : f128
  %r9 = math.powf %c1, %c4 : f128
  %r10 = math.powf %c2, %c0 : f128
  %r11 = math.powf %c2, %c1 : f128
  %r12 = math.powf %c2, %c2 : f128
  %r13 = math.powf %c2, %c3 : f128
  %r14 = math.powf %c2, %c4 : f128
  %r15 = math.powf %c3, %c0 : f128
  %r16 = math.powf %c3, %c1 : f128
  %r17 = math.powf %c3, %c2 : f128
  %r18 = math.powf %c3, %c3 : f128
  %r19 = math.powf %c3, %c4 : f128
  %r20 = math.powf %c4, %c0 : f128
  %r21 = math.powf %c4, %c1 : f128
  %r22 = math.powf %c4, %c2 : f128
  %r23 = math.powf %c4, %c3 : f128
  %r24 = math.powf %c4, %c4 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128
}
