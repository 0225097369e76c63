; Allocas, getelementptr (struct and array steps, constant expressions), atomics and
; fences, and every fcmp predicate, imported as mlir-translate 16 imports them (with
; opaque and with typed pointers).

%inner = type { i32, i8 }
%outer = type { %inner, [4 x i32] }

@table = external global [8 x i32]
@slot = internal constant ptr getelementptr (i32, ptr @table, i32 2)

define ptr @allocas(i64 %n) {
  %1 = alloca double
  %2 = alloca i32, i64 %n, align 16
  %3 = alloca %outer, i32 3, addrspace(5)
  ret ptr %1
}

define i32 @geps(ptr %p, i32 %i, i64 %j) {
  %1 = getelementptr %outer, ptr %p, i32 0, i32 1, i32 %i
  %2 = getelementptr inbounds %outer, ptr %p, i64 %j, i32 0, i32 1
  %3 = getelementptr [8 x i32], ptr @table, i64 0, i64 %j
  %4 = load i32, ptr %3
  %5 = add i32 %4, ptrtoint (ptr getelementptr inbounds ([8 x i32], ptr @table, i64 0, i64 5) to i32)
  ret i32 %5
}

define void @atomics(ptr %p, i32 %v, float %f) {
  %1 = atomicrmw xchg ptr %p, i32 %v monotonic
  %2 = atomicrmw umin ptr %p, i32 %v seq_cst
  %3 = atomicrmw fadd ptr %p, float %f acq_rel
  %4 = cmpxchg ptr %p, i32 %v, i32 %1 acq_rel monotonic
  %5 = cmpxchg weak ptr %p, i32 %v, i32 %2 seq_cst acquire
  fence acquire
  fence syncscope("singlethread") release
  fence syncscope("workgroup") acq_rel
  ret void
}

define void @compares(float %a, float %b) {
  %1 = fcmp false float %a, %b
  %2 = fcmp oeq float %a, %b
  %3 = fcmp ogt float %a, %b
  %4 = fcmp oge float %a, %b
  %5 = fcmp olt float %a, %b
  %6 = fcmp ole float %a, %b
  %7 = fcmp one float %a, %b
  %8 = fcmp ord float %a, %b
  %9 = fcmp ueq float %a, %b
  %10 = fcmp ugt float %a, %b
  %11 = fcmp uge float %a, %b
  %12 = fcmp ult float %a, %b
  %13 = fcmp ule float %a, %b
  %14 = fcmp une float %a, %b
  %15 = fcmp uno float %a, %b
  %16 = fcmp true float %a, %b
  ret void
}
