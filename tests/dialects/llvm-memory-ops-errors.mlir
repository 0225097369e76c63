// The verifiers and parse errors of `llvm.alloca`, `llvm.getelementptr`, the atomic
// ops, `llvm.invoke`, `llvm.landingpad`, `llvm.resume` and the global constructor and
// destructor lists, in mlir-opt 16's wording and at its locations.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @alloca_bad_type(%size : i64) {
  // expected-error@+1 {{expected trailing function type with one argument and one result}}
  llvm.alloca %size x i32 : (i64, i64) -> !llvm.ptr<i32>
}

// -----

func.func @alloca_float_alignment(%size : i64) {
  // expected-error@+1 {{expected integer alignment}}
  llvm.alloca %size x i32 {alignment = 3.0} : (i64) -> !llvm.ptr<i32>
}

// -----

func.func @alloca_opaque_no_type(%sz : i64) {
  // expected-error@below {{expected 'elem_type' attribute if opaque pointer type is used}}
  "llvm.alloca"(%sz) : (i64) -> !llvm.ptr
}

// -----

func.func @gep_typed_with_elem_type(%base : !llvm.ptr<f32>, %pos : i64) {
  // expected-error@+1 {{unexpected 'elem_type' attribute when non-opaque pointer type is used}}
  %0 = llvm.getelementptr %base[%pos] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>, f32
}

// -----

func.func @gep_operand_count(%pos : i64, %base : !llvm.ptr<f32>) {
  // expected-error@+1 {{2 operands present, but expected 1}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
}

// -----

func.func @gep_struct_dynamic(%arg0: !llvm.ptr<struct<(i32, struct<(i32, f32)>)>>, %arg1: i32) {
  // expected-error@+1 {{op expected index 2 indexing a struct to be constant}}
  llvm.getelementptr %arg0[0, 1, %arg1] : (!llvm.ptr<struct<(i32, struct<(i32, f32)>)>>, i32) -> !llvm.ptr<i32>
  return
}

// -----

func.func @gep_struct_out_of_bounds(%ptr: !llvm.ptr, %idx: i64) {
  // expected-error@+1 {{index 1 indexing a struct is out of bounds}}
  llvm.getelementptr %ptr[%idx, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @atomicrmw_bad_op(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'bin_op' attribute}}
  %0 = llvm.atomicrmw foo %p, %i monotonic : i32
}

// -----

func.func @atomicrmw_bad_ordering(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{'bar' is an incorrect value of the 'ordering' attribute}}
  %0 = llvm.atomicrmw add %p, %i bar : i32
}

// -----

func.func @atomicrmw_unordered(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : i32
}

// -----

func.func @atomicrmw_xchg_i1(%p : !llvm.ptr<i1>, %i : i1) {
  // expected-error@+1 {{unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %i monotonic : i1
}

// -----

func.func @atomicrmw_fadd_int(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : i32
}

// -----

func.func @cmpxchg_failure_acq_rel(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel acq_rel : i32
}

// -----

func.func @cmpxchg_monotonic(%p : !llvm.ptr<i32>, %i : i32) {
  // expected-error@+1 {{ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %i, %i unordered monotonic : i32
}

// -----

func.func @fence_monotonic() {
  // expected-error@+1 {{can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @invoke_no_landingpad() -> i32 attributes { personality = @__gxx_personality_v0 } {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %1 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  llvm.return %0 : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @landingpad_bad_clause() -> i32 attributes { personality = @__gxx_personality_v0 } {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.inttoptr %0 : i32 to !llvm.ptr<i8>
  %2 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %2 : i32
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %3 = llvm.landingpad (catch %1 : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @foo(i32) -> i32

llvm.func @landingpad_no_personality() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %2 : i32
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @resume_undef() {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr<i8>, i32)>
  // expected-error@+1 {{'llvm.resume' op expects landingpad value as operand}}
  llvm.resume %0 : !llvm.struct<(ptr<i8>, i32)>
}

// -----

llvm.func @ctor()

// expected-error@+1 {{'ctor' does not have a definition}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1 {{mismatch between the number of dtors and the number of priorities}}
llvm.mlir.global_dtors {dtors = [@dtor], priorities = []}
