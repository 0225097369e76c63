// llvm.func's optional attributes in the custom form: `personality` and
// `garbageCollector` (`gc "..."`), set on a definition only, `passthrough` (names and
// `[name, value]` pairs), `function_entry_count` (`!prof` metadata) and `memory`; and
// the fast-math flags, set on the instructions of the ops implementing
// `FastmathFlagsInterface` only (an `llvm.select` keeps none).
// CHECK: define i32 @with_personality() personality ptr @__gxx_personality_v0
// CHECK: gc "statepoint-example"
// CHECK: !prof
// CHECK: fadd fast float
// CHECK: select i1 %{{.*}}, float
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @declared_personality() attributes {personality = @__gxx_personality_v0}
llvm.func @with_personality() -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @gc() attributes {garbageCollector = "statepoint-example"} {
  llvm.return
}
llvm.func @declared_gc() attributes {garbageCollector = "shadow-stack", passthrough = ["noinline"], memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>}
llvm.func @passthrough() attributes {passthrough = ["noinline", ["alignstack", "8"], ["frame-pointer", "all"], "custom"]} {
  llvm.return
}
llvm.func @entry_count() attributes {function_entry_count = 4242 : i64} {
  llvm.return
}
llvm.func @memory() attributes {memory = #llvm.memory_effects<argMem = read, other = none, inaccessibleMem = write>} {
  llvm.return
}
llvm.func @all(%arg0: i64) -> i64 attributes {personality = @__gxx_personality_v0, garbageCollector = "erlang", passthrough = ["nounwind", ["uwtable", "2"]], function_entry_count = 1 : i64, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>} {
  llvm.return %arg0 : i64
}
llvm.func @fastmath(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %1 = llvm.fneg %0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %2 = llvm.fcmp "olt" %1, %b {fastmathFlags = #llvm.fastmath<ninf>} : f32
  %3 = llvm.intr.sqrt(%1) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %4 = "llvm.select"(%c, %3, %a) {fastmathFlags = #llvm.fastmath<fast>} : (i1, f32, f32) -> f32
  %5 = llvm.call @callee(%4) {fastmathFlags = #llvm.fastmath<nsz>} : (f32) -> f32
  llvm.return %5 : f32
}
llvm.func @callee(f32) -> f32
