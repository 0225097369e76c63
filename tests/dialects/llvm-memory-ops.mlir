// `llvm.alloca`, `llvm.getelementptr` (constant and dynamic indices, `inbounds`, typed
// and opaque pointers), `llvm.atomicrmw`, `llvm.cmpxchg`, `llvm.fence`, `llvm.invoke`,
// `llvm.landingpad`, `llvm.resume`, `llvm.inline_asm` and the global constructor and
// destructor lists, in their custom and generic forms, compared byte for byte with
// mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @memory
llvm.func @memory(%sz: i64, %p: !llvm.ptr<struct<(i32, f32)>>, %q: !llvm.ptr, %i: i32, %pi: !llvm.ptr<i32>, %f: f32, %pf: !llvm.ptr<f32>) {
  // CHECK: llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr<i32>
  %0 = llvm.alloca %sz x i32 : (i64) -> !llvm.ptr<i32>
  // CHECK: llvm.alloca %{{.*}} x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %sz x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  // CHECK: llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr<f32>
  %2 = llvm.alloca %sz x f32 {alignment = 0 : i64} : (i64) -> !llvm.ptr<f32>
  // CHECK: llvm.getelementptr %{{.*}}[0, 1] : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
  %3 = llvm.getelementptr %p[0, 1] : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
  // CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %4 = llvm.getelementptr inbounds %q[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  // CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] {foo} : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.getelementptr %q[%sz] {foo} : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK: llvm.load %{{.*}} {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  %6 = llvm.load %q {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  // CHECK: llvm.store volatile %{{.*}}, %{{.*}} {nontemporal} : i32, !llvm.ptr
  llvm.store volatile %6, %q {nontemporal} : i32, !llvm.ptr
  // CHECK: llvm.fence syncscope("agent") seq_cst
  llvm.fence syncscope("agent") seq_cst
  // CHECK: llvm.fence seq_cst
  llvm.fence syncscope("") seq_cst
  // CHECK: llvm.fence release
  llvm.fence release
  // CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} acq_rel  : i32
  %7 = llvm.atomicrmw add %pi, %i acq_rel : i32
  // CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic  {foo} : f32
  %8 = llvm.atomicrmw fadd %pf, %f monotonic {foo} : f32
  // CHECK: llvm.atomicrmw _xor %{{.*}}, %{{.*}} seq_cst  : i32
  %9 = llvm.atomicrmw _xor %pi, %i seq_cst : i32
  // CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : i32
  %10 = llvm.cmpxchg %pi, %i, %i acq_rel monotonic : i32
  // CHECK: llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r" %{{.*}} : (i32) -> i32
  %11 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r" %i : (i32) -> i32
  // CHECK: llvm.inline_asm operand_attrs = [{elementtype = i32}] {foo} "foo", "=r,r" %{{.*}} : (i32) -> i32
  %12 = llvm.inline_asm operand_attrs = [{elementtype = i32}] {foo} "foo", "=r,r" %i : (i32) -> i32
  // CHECK: llvm.inline_asm "foo", ""  : () -> ()
  llvm.inline_asm "foo", "" : () -> ()
  llvm.return
}

// -----

// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}, 1, %{{.*}}] : (!llvm.ptr<struct<"s", (struct<(i32, i8)>, array<4 x i32>)>>, i32, i32) -> !llvm.ptr<i32>
llvm.func @dynamic_gep(%arg0: !llvm.ptr<struct<"s", (struct<(i32, i8)>, array<4 x i32>)>>, %arg1: i32) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = "llvm.getelementptr"(%arg0, %0, %arg1) {rawConstantIndices = array<i32: -2147483648, 1, -2147483648>} : (!llvm.ptr<struct<"s", (struct<(i32, i8)>, array<4 x i32>)>>, i32, i32) -> !llvm.ptr<i32>
  llvm.return
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @bar(i32)
llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-LABEL: llvm.func @invokes
llvm.func @invokes(%fp: !llvm.ptr<func<i32 (i32)>>) -> i32 attributes { personality = @__gxx_personality_v0 } {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.null : !llvm.ptr<i8>
  %a = llvm.mlir.undef : !llvm.array<1 x i8>
  // CHECK: llvm.invoke @foo(%{{.*}}, %{{.*}}) to ^bb1(%{{.*}} : i32) unwind ^bb4 : (i32, i32) -> i32
  %1 = llvm.invoke @foo(%0) to ^bb1(%0 : i32) unwind ^bb2 : (i32) -> i32
^bb1(%x: i32):
  // CHECK: llvm.invoke %{{.*}}(%{{.*}}) to ^bb2 unwind ^bb4 {foo} : (i32) -> i32
  %2 = llvm.invoke %fp(%0) to ^bb3 unwind ^bb2 {foo} : (i32) -> i32
^bb3:
  // CHECK: llvm.invoke @bar(%{{.*}}) to ^bb3 unwind ^bb4 : (i32) -> ()
  llvm.invoke @bar(%0) to ^bb4 unwind ^bb2 : (i32) -> ()
^bb4:
  llvm.return %x : i32
^bb2:
  // CHECK: llvm.landingpad cleanup (catch %{{.*}} : !llvm.ptr<i8>) (filter %{{.*}} : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  %3 = llvm.landingpad cleanup (catch %n : !llvm.ptr<i8>) (filter %a : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  // CHECK: llvm.resume %{{.*}} : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %3 : !llvm.struct<(ptr<i8>, i32)>
}

// -----

llvm.func @ctor() {
  llvm.return
}
// CHECK: llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
// CHECK: llvm.mlir.global_dtors {dtors = [@ctor], priorities = [65535 : i32]}
llvm.mlir.global_dtors {dtors = [@ctor], priorities = [65535 : i32]}
