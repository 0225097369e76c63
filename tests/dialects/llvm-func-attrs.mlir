// The optional attributes of llvm.func (`personality`, `garbageCollector`,
// `passthrough` with its string and `[name, value]` forms, `function_entry_count`,
// `memory`) in the custom form's `attributes {...}` and the generic form, and
// `#llvm.memory_effects<...>` with its parameters in any order (printed in MLIR's:
// `other`, `argMem`, `inaccessibleMem`) or a string value; compared byte for byte with
// mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// CHECK-LABEL: llvm.func @with_personality() -> i32 attributes {personality = @__gxx_personality_v0} {
llvm.func @with_personality() -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @gc() attributes {garbageCollector = "statepoint-example"}
llvm.func @gc() attributes {garbageCollector = "statepoint-example"}

// CHECK-LABEL: llvm.func @passthrough() attributes {passthrough = ["noinline", ["alignstack", "4"], "null_pointer_is_valid", ["foo", "bar"]]}
llvm.func @passthrough() attributes {passthrough = ["noinline", ["alignstack", "4"], "null_pointer_is_valid", ["foo", "bar"]]}

// CHECK-LABEL: llvm.func @entry_count() attributes {function_entry_count = 4242 : i64}
llvm.func @entry_count() attributes {function_entry_count = 4242}

// CHECK-LABEL: llvm.func @memory() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>}
llvm.func @memory() attributes {memory = #llvm.memory_effects<argMem = read, inaccessibleMem = write, other = none>}

// CHECK-LABEL: llvm.func @memory_string() attributes {memory = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = read>}
llvm.func @memory_string() attributes {memory = #llvm.memory_effects<other = "readwrite", argMem="none",inaccessibleMem =   read>}

// CHECK-LABEL: llvm.func internal @all(%{{.*}}: i64) -> i64 attributes {function_entry_count = 1 : i64, garbageCollector = "shadow-stack", memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["nounwind"], personality = @__gxx_personality_v0} {
llvm.func internal @all(%arg0: i64) -> i64 attributes {personality = @__gxx_personality_v0, garbageCollector = "shadow-stack", passthrough = ["nounwind"], function_entry_count = 1 : i64, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>} {
  llvm.return %arg0 : i64
}

// -----

// The attributes in the generic form, with the others llvm.func takes.
// CHECK-LABEL: llvm.func @generic
"llvm.func"() ({
}) {sym_name = "generic", function_type = !llvm.func<void ()>, personality = @generic, garbageCollector = "erlang", passthrough = [["frame-pointer", "all"]], function_entry_count = 7 : i64, memory = #llvm.memory_effects<other = write, argMem = readwrite, inaccessibleMem = none>} : () -> ()
