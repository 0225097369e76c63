// llvm.func's optional attributes of the wrong kind, each reported with MLIR 16's
// constraint (`memory` has none: MLIR's def has no summary), and the parse errors of
// `#llvm.memory_effects<...>`, in mlir-opt 16's wording and at its locations;
// mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'llvm.func' op attribute 'personality' failed to satisfy constraint: flat symbol reference attribute}}
llvm.func @f() attributes {personality = "__gxx_personality_v0"}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'personality' failed to satisfy constraint: flat symbol reference attribute}}
llvm.func @f() attributes {personality = @a::@b}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'garbageCollector' failed to satisfy constraint: string attribute}}
llvm.func @f() attributes {garbageCollector = 1 : i32}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'passthrough' failed to satisfy constraint: array attribute}}
llvm.func @f() attributes {passthrough = "noinline"}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_entry_count' failed to satisfy constraint: 64-bit signless integer attribute}}
llvm.func @f() attributes {function_entry_count = 5 : i32}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_entry_count' failed to satisfy constraint: 64-bit signless integer attribute}}
llvm.func @f() attributes {function_entry_count = "5"}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'memory' failed to satisfy constraint: }}
llvm.func @f() attributes {memory = 1 : i64}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'memory' failed to satisfy constraint: }}
llvm.func @f() attributes {memory = #llvm.fastmath<fast>}

// -----

// The kinds are checked in the order of the op's attributes: `personality` first.
// expected-error @+1 {{'llvm.func' op attribute 'personality' failed to satisfy constraint: flat symbol reference attribute}}
llvm.func @f() attributes {memory = 1 : i64, personality = 2 : i64}

// -----

// expected-error @+2 {{invalid LLVM ModRefInfo specification: foo}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @f() attributes {memory = #llvm.memory_effects<other = foo, argMem = read, inaccessibleMem = none>}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @f() attributes {memory = #llvm.memory_effects<other = none>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @f() attributes {memory = #llvm.memory_effects<other = none, other = none>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
llvm.func @f() attributes {memory = #llvm.memory_effects<bogus = none>}

// -----

// expected-error @+1 {{expected '='}}
llvm.func @f() attributes {memory = #llvm.memory_effects<other none>}

// -----

// expected-error @+1 {{expected '<'}}
llvm.func @f() attributes {memory = #llvm.memory_effects}
