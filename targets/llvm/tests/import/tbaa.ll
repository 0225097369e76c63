; Valid TBAA metadata, imported as mlir-translate 16 imports it: the nodes reached from
; each instruction's `!tbaa` (in the module's order) as the `llvm.metadata @__tbaa` op's
; roots, type descriptors and tags, the ops' `llvm.tbaa` attributes (loads, stores,
; calls, atomics, intrinsics), a constant access, and the globals before the metadata.

@g = global i32 0

declare void @callee()

define void @loads_and_stores(i32* %p, i32* %q) {
  %1 = load i32, i32* %p, align 4, !tbaa !0
  store i32 %1, i32* %q, align 4, !tbaa !4
  %2 = bitcast i32* %q to i64*
  %3 = load i64, i64* %2, align 8, !tbaa !6
  store i64 %3, i64* %2, align 8, !tbaa !6
  ret void
}

define void @others(i32* %p, i8* %a, i8* %b) {
  call void @callee(), !tbaa !8
  %1 = atomicrmw add i32* %p, i32 1 acquire, !tbaa !8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* %a, i8* %b, i32 4, i1 false), !tbaa !0
  %2 = load i32, i32* @g, !tbaa !9
  ret void
}

declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)

!0 = !{!1, !2, i64 0}
!1 = !{!"agg1_t", !2, i64 0, !2, i64 4}
!2 = !{!"int", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!1, !2, i64 4, i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !3, i64 0}
!8 = !{!2, !2, i64 0}
!9 = !{!10, !10, i64 0, i64 0}
!10 = !{!"other", !11}
!11 = !{!"Another root"}
