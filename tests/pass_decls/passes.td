// Passes of every kind, for `tblgen --gen-pass-decls`: the FileCheck test
// tests/tblgen/pass-decls.td reads the Rust generated from this file, and
// tests/pass_decls.rs compiles and runs it (its committed copy,
// tests/pass_decls/decls.rs, is checked by tests/generated_fresh.rs).

include "base/PassBase.td"

// An op-agnostic pass with options of every type, in Rust's and in MLIR's
// C++ spellings, and statistics.
def TestEveryOption : Pass<"test-every-option"> {
  let summary = "Declares an option of every type";
  let description = [{
    Options of every type Strata knows.

    ```mlir
    func.func @f()
    ```
  }];
  let options = [
    Option<"flag", "flag", "bool", /*default=*/"true", "A flag">,
    Option<"small", "small", "int", /*default=*/"-3", "An int">,
    Option<"wide", "wide", "i64", /*default=*/"-9000000000", "A long">,
    Option<"count", "count", "unsigned", /*default=*/"20", "An unsigned">,
    Option<"big", "big", "u64", /*default=*/"", "A u64, zero by default">,
    Option<"ratio", "ratio", "double", /*default=*/"0.5", "A double">,
    Option<"label", "label", "std::string", /*default=*/"\"a \\\"b\\\"\"",
           "A string">,
    Option<"noLabel", "no-label", "String", /*default=*/"", "An empty string">,
    ListOption<"sizes", "sizes", "int64_t", "A list of sizes">,
    ListOption<"pipelines", "pipelines", "OpPassManager", "Pipelines">,
  ];
  let statistics = [
    Statistic<"numSeen", "num-seen", "Number of ops seen">,
    Statistic<"numChanged", "num-changed", "Number of ops changed">,
  ];
  let dependentDialects = ["arith", "func"];
  let constructor = "crate::TestEveryOption::default()";
}

// An op pass with nothing else.
def TestOnFunctions : Pass<"test-on-functions", "func.func"> {
  let summary = "Runs on functions";
  let constructor = "crate::TestOnFunctions::default()";
}

// An interface pass, declared only (no constructor, so not registered).
def TestOnLoops : InterfacePass<"test-on-loops", "LoopLikeOpInterface"> {
  let summary = "Runs on loops";
}
