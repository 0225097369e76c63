// The memory, atomic and exception ops in their custom forms: alloca (typed and
// opaque, aligned), getelementptr (constant and dynamic indices, inbounds, opaque
// pointers), atomicrmw, cmpxchg, fence, invoke, landingpad, resume.
// CHECK: alloca i32, i64 %0, align 8
// CHECK: getelementptr inbounds { i32, float }, ptr %2, i32 %3, i32 1
// CHECK: getelementptr float, ptr %2, i64 %0
// CHECK: atomicrmw fadd ptr %6, float %5 monotonic, align 4
// CHECK: cmpxchg ptr %4, i32 %3, i32 %3 acq_rel monotonic, align 4
// CHECK: fence syncscope("agent") seq_cst
// CHECK: invoke i32 @foo(i32 1)
// CHECK: landingpad { ptr, i32 }
// CHECK: resume { ptr, i32 }
llvm.func @memory(%sz: i64, %p: !llvm.ptr<struct<(i32, f32)>>, %q: !llvm.ptr, %i: i32, %pi: !llvm.ptr<i32>, %f: f32, %pf: !llvm.ptr<f32>) {
  %0 = llvm.alloca %sz x i32 : (i64) -> !llvm.ptr<i32>
  %1 = llvm.alloca %sz x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.getelementptr %p[0, 1] : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
  %3 = llvm.getelementptr inbounds %q[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %4 = llvm.getelementptr %q[%sz] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.atomicrmw add %pi, %i acq_rel : i32
  %6 = llvm.atomicrmw fadd %pf, %f monotonic : f32
  %7 = llvm.cmpxchg %pi, %i, %i acq_rel monotonic : i32
  llvm.fence syncscope("agent") seq_cst
  llvm.fence release
  llvm.return
}

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @invokes() -> i32 attributes { personality = @__gxx_personality_v0 } {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.null : !llvm.ptr<i8>
  %1 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  %3 = llvm.landingpad cleanup (catch %n : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %3 : !llvm.struct<(ptr<i8>, i32)>
}
