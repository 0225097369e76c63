//===- PassBase.td - declarative passes --------------------------*- tablegen -*-===//
//
// Passes in Strata's vocabulary, with MLIR's names and fields: a def deriving
// from `Pass<"argument", "op">` (or `InterfacePass<"argument", "Interface">`)
// declares a pass's command-line argument, summary, description, options,
// statistics and dependent dialects. `tblgen --gen-pass-decls` makes its Rust
// declaration (the `NAMEBase` struct and its options), `--gen-pass-doc` its
// documentation.
//
// Option types: the Rust type of the value (`bool`, `i32`, `i64`, `u32`,
// `u64`, `f64`, `String`), or the C++ spelling MLIR's own specs use, read as
// the Rust type of the same values: `int` and `int32_t` (i32), `int64_t`
// (i64), `unsigned` and `uint32_t` (u32), `uint64_t` (u64), `double` (f64),
// `std::string` (String), `OpPassManager` (a pass pipeline, for a
// `ListOption` only). Defaults are written as in MLIR: a literal of the type
// (`"20"`, `"true"`, `"-1"`, `"\"text\""`), "" for the type's zero value.
//
// Anchors are op names (`Pass<"arg", "func.func">`), where MLIR writes a C++
// op class (`OperationPass<func::FuncOp>`).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_BASE_PASSBASE
#define STRATA_BASE_PASSBASE

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

class Option<string varName, string arg, string valueType, string default,
             string desc, string additionalFlags = ""> {
  // The name of the option's variable (`maxLabelLen`: the Rust field
  // `max_label_len`).
  string cppName = varName;

  // The option's name on the command line and in pipelines.
  string argument = arg;

  // The type of the option's value (see the top of the file).
  string type = valueType;

  // The default value; "" is the type's zero value.
  string defaultValue = default;

  // The option's help text.
  string description = desc;

  // Flags of MLIR's option constructor. Strata reads one kind: the values of an
  // enumerated option, `llvm::cl::values(clEnumValN(ENUM, "name", "help"), ...)`
  // (or `clEnumVal(ENUM, "help")`), whose type is then `enum Name` (a Rust enum
  // `Name` generated with a variant per value, named by the enumerator's last
  // part) and whose default is one of the enumerators. Any other flag is an
  // error.
  string additionalOptFlags = additionalFlags;
}

// An option holding a list of values (`arg=1,2,3`); it has no default.
class ListOption<string varName, string arg, string valueType,
                 string desc, string additionalFlags = "">
  : Option<varName, arg, valueType, /*default=*/"", desc, additionalFlags> {}

//===----------------------------------------------------------------------===//
// Statistics
//===----------------------------------------------------------------------===//

class Statistic<string varName, string statName, string desc> {
  // The name of the statistic's variable (`numCSE`: the Rust field `num_cse`).
  string cppName = varName;

  // The statistic's name, as the statistics report shows it.
  string name = statName;

  // Its description.
  string description = desc;
}

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

class PassBase<string passArg, string base> {
  // The pass's name on the command line and in pipelines.
  string argument = passArg;

  // What the pass runs on: `::mlir::OperationPass<OP>` (OP empty for any op)
  // or `::mlir::InterfacePass<INTERFACE>`.
  string baseClass = base;

  // A one-line summary.
  string summary = "";

  // The description, for the documentation.
  string description = "";

  // A Rust expression making the pass with its default options; empty for
  // `NAME::default()`, `NAME` being the def's name in Rust's case.
  code constructor = "";

  // The dialects the pass may create entities in.
  list<string> dependentDialects = [];

  // The pass's options.
  list<Option> options = [];

  // The pass's statistics.
  list<Statistic> statistics = [];
}

// A pass on ops named `operation`, or on any op when it is empty.
class Pass<string passArg, string operation = "">
  : PassBase<passArg, "::mlir::OperationPass<" # operation # ">">;

// A pass on ops implementing the op interface `interface`.
class InterfacePass<string passArg, string interface>
  : PassBase<passArg, "::mlir::InterfacePass<" # interface # ">">;

#endif // STRATA_BASE_PASSBASE
