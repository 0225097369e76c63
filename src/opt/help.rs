//! `strata-opt --help` and its variants (`--help-list`, `--help-hidden`,
//! `--help-list-hidden`), rendered from the table of the options `strata-opt` has in the
//! layout LLVM's `cl` gives mlir-opt 16's: `OVERVIEW:`, the dialects, `USAGE:`, `OPTIONS:`,
//! the options by category (`General options:`, `Generic Options:`) sorted by name, each
//! `  --name=<value>` padded to one column shared by every line, then ` - ` and its help;
//! the values of an enumerated option each on a line `    =value` with `-   ` and its help;
//! the pass list (every registered pass and pipeline with its options) filed among the
//! options as mlir-opt files it.

use strata_framework::pass::PassRegistry;

/// How an option takes its value, as `--help` shows it.
#[derive(Clone, Copy, Debug)]
pub enum OptValue {
    /// A flag (`--name`, or `--name=true|false`).
    Flag,
    /// A value named in the help (`--name=<string>`; `-o <filename>` for a one-letter name).
    Named(&'static str),
    /// One of these values, each with its help (`--name=<value>`, then `    =value`).
    Enum(&'static [(&'static str, &'static str)]),
    /// Another name of the option given (`-p` for `--pass-pipeline`).
    Alias(&'static str),
}

/// The group of options `--help` shows an option in (LLVM's `cl::OptionCategory`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    /// `Color Options:` (`--color`, LLVM's own).
    Color,
    /// `General options:` (every option of the tool).
    General,
    /// `Generic Options:` (`--help`, `--help-list`, `--version`, as in every LLVM tool).
    Generic,
}

impl Category {
    fn title(self) -> &'static str {
        match self {
            Category::Color => "Color Options",
            Category::General => "General options",
            Category::Generic => "Generic Options",
        }
    }
}

/// An option of `strata-opt` as `--help` lists it.
#[derive(Clone, Copy, Debug)]
pub struct CliOption {
    /// The name, without dashes.
    pub name: &'static str,
    /// How it takes a value.
    pub value: OptValue,
    /// The help text (mlir-opt's wording for the options it has).
    pub help: &'static str,
    /// Listed only by `--help-hidden` and `--help-list-hidden`.
    pub hidden: bool,
    /// Its category.
    pub category: Category,
}

const fn general(name: &'static str, value: OptValue, help: &'static str) -> CliOption {
    CliOption {
        name,
        value,
        help,
        hidden: false,
        category: Category::General,
    }
}

const fn hidden(name: &'static str, value: OptValue, help: &'static str) -> CliOption {
    CliOption {
        hidden: true,
        ..general(name, value, help)
    }
}

const fn generic(name: &'static str, value: OptValue, help: &'static str, hide: bool) -> CliOption {
    CliOption {
        name,
        value,
        help,
        hidden: hide,
        category: Category::Generic,
    }
}

use OptValue::{Alias, Enum, Flag, Named};

/// Every option `strata-opt` reads (`parse_flag`), with mlir-opt 16's help text where
/// mlir-opt has the option; the pass flags come from the pass registry. mlir-opt's options
/// Strata does not have are not listed (README, issue 12).
pub const OPTIONS: &[CliOption] = &[
    CliOption {
        name: "color",
        value: Flag,
        help: "Use colors in output (default=autodetect)",
        hidden: false,
        category: Category::Color,
    },
    general("o", Named("filename"), "Output filename"),
    general(
        "split-input-file",
        Flag,
        "Split the input file into pieces and process each chunk independently",
    ),
    general(
        "allow-unregistered-dialect",
        Flag,
        "Allow operation with no registered dialects",
    ),
    hidden("mlir-print-op-generic", Flag, "Print the generic op form"),
    general(
        "mlir-print-debuginfo",
        Flag,
        "Print debug info in MLIR output",
    ),
    general(
        "mlir-pretty-debuginfo",
        Flag,
        "Print pretty debug info in MLIR output",
    ),
    general(
        "mlir-print-local-scope",
        Flag,
        "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
    ),
    general(
        "mlir-print-elementsattrs-with-hex-if-larger",
        Named("long"),
        "Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)",
    ),
    general(
        "mlir-print-value-users",
        Flag,
        "Print users of operation results and block arguments as a comment",
    ),
    hidden(
        "mlir-print-assume-verified",
        Flag,
        "Skip op verification when using custom printers",
    ),
    general(
        "mlir-elide-elementsattrs-if-larger",
        Named("uint"),
        "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit",
    ),
    general(
        "verify-diagnostics",
        Flag,
        "Check that emitted diagnostics match expected-* lines on the corresponding line",
    ),
    general(
        "pass-pipeline",
        Named("string"),
        "Textual description of the pass pipeline to run",
    ),
    hidden("p", Alias("pass-pipeline"), "Alias for --pass-pipeline"),
    general(
        "dump-pass-pipeline",
        Flag,
        "Print the pipeline that will be run",
    ),
    general(
        "emit-bytecode",
        Flag,
        "Emit bytecode when generating output",
    ),
    general(
        "verify-each",
        Flag,
        "Run the verifier after each transformation pass",
    ),
    general(
        "mlir-disable-threading",
        Flag,
        "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()",
    ),
    // LLVM's own `-debug` and `-debug-only` (in builds with assertions).
    general("debug", Flag, "Enable debug output"),
    general(
        "debug-only",
        Named("debug string"),
        "Enable a specific type of debug output (comma separated list of types)",
    ),
    general(
        "debug-rewrites",
        Flag,
        "Trace on stderr every pattern applied (its name, the file:line of its .td rule, the op and its location) and every fold",
    ),
    general("mlir-timing", Flag, "Display execution times"),
    general(
        "mlir-timing-display",
        Enum(&[
            ("list", "display the results in a list sorted by total time"),
            ("tree", "display the results ina with a nested tree view"),
        ]),
        "Display method for timing data",
    ),
    general(
        "mlir-print-ir-before",
        Named("pass-arg"),
        "Print IR before specified passes",
    ),
    general(
        "mlir-print-ir-after",
        Named("pass-arg"),
        "Print IR after specified passes",
    ),
    general(
        "mlir-print-ir-before-all",
        Flag,
        "Print IR before each pass",
    ),
    general("mlir-print-ir-after-all", Flag, "Print IR after each pass"),
    general(
        "mlir-print-ir-after-change",
        Flag,
        "When printing the IR after a pass, only print if the IR changed",
    ),
    general(
        "mlir-print-ir-after-failure",
        Flag,
        "When printing the IR after a pass, only print if the pass failed",
    ),
    general(
        "mlir-print-ir-module-scope",
        Flag,
        "When printing IR for print-ir-[before|after]{-all} always print the top-level operation",
    ),
    general(
        "mlir-pass-pipeline-crash-reproducer",
        Named("string"),
        "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails",
    ),
    general(
        "mlir-pass-pipeline-local-reproducer",
        Flag,
        "When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.",
    ),
    general(
        "run-reproducer",
        Flag,
        "Run the pipeline stored in the input's mlir_reproducer resource (which must be there)",
    ),
    general(
        "mlir-pass-statistics",
        Flag,
        "Display the statistics of each pass",
    ),
    general(
        "mlir-pass-statistics-display",
        Enum(&[
            ("list", "display the results in a merged list sorted by pass name"),
            ("pipeline", "display the results with a nested pipeline view"),
        ]),
        "Display method for pass statistics",
    ),
    general(
        "mlir-print-op-on-diagnostic",
        Flag,
        "When a diagnostic is emitted on an operation, also print the operation as an attached note",
    ),
    general(
        "mlir-print-stacktrace-on-diagnostic",
        Flag,
        "When a diagnostic is emitted, also print the stack trace as an attached note",
    ),
    general(
        "diagnostic-style",
        Enum(&[
            ("mlir", "file:line:col: error: message, the source line and a caret"),
            ("rustc", "error: message, then --> file:line:col and the numbered source line"),
        ]),
        "How diagnostics are rendered",
    ),
    general(
        "test-legalize-mode",
        Enum(&[
            ("analysis", "Perform an analysis conversion"),
            ("full", "Perform a full conversion"),
            ("partial", "Perform a partial conversion"),
        ]),
        "The legalization mode to use with the test driver",
    ),
    general(
        "example-dialects",
        Flag,
        "Also load Strata's example dialects, calc (the tutorial) and demo",
    ),
    general(
        "no-implicit-module",
        Flag,
        "Disable implicit addition of a top-level module op during parsing",
    ),
    // LLVM's ThinLTO code generator's thread count, which mlir-opt lists without a help.
    general("threads", Named("int"), ""),
    general(
        "show-dialects",
        Flag,
        "Print the list of registered dialects",
    ),
    generic("h", Alias("help"), "Alias for --help", true),
    generic(
        "help",
        Flag,
        "Display available options (--help-hidden for more)",
        false,
    ),
    generic("help-hidden", Flag, "Display all available options", true),
    generic(
        "help-list",
        Flag,
        "Display list of available options (--help-list-hidden for more)",
        true,
    ),
    generic(
        "help-list-hidden",
        Flag,
        "Display list of all available options",
        true,
    ),
    generic(
        "version",
        Flag,
        "Display the version of this program",
        false,
    ),
];

/// The name the pass list is sorted under among the options. LLVM files the list under
/// one of its pass names, the first its option table's hash order meets; mlir-opt 16
/// shows it between `--terminal-rule` and `--test-legalize-mode`, where this name puts it.
const PASS_LIST_SORT_KEY: &str = "test-";

/// Which help to print: `--help`, `--help-list`, `--help-hidden`, `--help-list-hidden`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelpKind {
    /// Options in one list rather than by category.
    pub list: bool,
    /// Hidden options too.
    pub hidden: bool,
}

impl HelpKind {
    /// The help flag `arg` (one or two dashes) asks for, if it is one.
    pub fn from_arg(arg: &str) -> Option<HelpKind> {
        let name = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
        let (list, hidden) = match name {
            "h" | "help" => (false, false),
            "help-hidden" => (false, true),
            "help-list" => (true, false),
            "help-list-hidden" => (true, true),
            _ => return None,
        };
        Some(HelpKind { list, hidden })
    }
}

/// The text before the `  --name` of option `o` and the width LLVM's `getOptionWidth`
/// gives it without the ` - ` (the column its help starts at, less 3).
fn label(o: &CliOption) -> String {
    let dashes = if o.name.len() == 1 { "-" } else { "--" };
    match o.value {
        Named(v) if o.name.len() == 1 => format!("  {dashes}{} <{v}>", o.name),
        Named(v) => format!("  {dashes}{}=<{v}>", o.name),
        Enum(_) => format!("  {dashes}{}=<value>", o.name),
        Flag | Alias(_) => format!("  {dashes}{}", o.name),
    }
}

/// The column the ` - ` of option `o` needs (LLVM's `getOptionWidth` less 3): its label,
/// or an enumerated value's `    =value` if wider.
fn width(o: &CliOption) -> usize {
    let values = match o.value {
        Enum(values) => values.iter().map(|(v, _)| v.len() + 5).max().unwrap_or(0),
        _ => 0,
    };
    label(o).len().max(values)
}

/// Appends `text` padded to `column`, then `sep` and the first line of `help`; its other
/// lines at `column + 3` (LLVM's `printHelpStr`).
fn help_line(out: &mut String, text: &str, column: usize, sep: &str, help: &str) {
    let mut lines = help.split('\n');
    out.push_str(&format!(
        "{text:column$}{sep}{}\n",
        lines.next().unwrap_or("")
    ));
    for l in lines {
        out.push_str(&format!("{:w$}{l}\n", "", w = column + 3));
    }
}

fn print_option(out: &mut String, o: &CliOption, column: usize) {
    help_line(out, &label(o), column, " - ", o.help);
    if let Enum(values) = o.value {
        for (v, help) in values {
            help_line(out, &format!("    ={v}"), column, " -   ", help);
        }
    }
}

/// One entry of the sorted option list: an option or the pass list.
enum Entry<'a> {
    Option(&'a CliOption),
    PassList,
}

/// The help text `kind` asks for: `overview` (a line with its newline, as LLVM's tools
/// pass it, then a blank line and the dialects), the
/// usage line of `tool`, then the options and the passes of `registry`, in mlir-opt 16's
/// layout.
pub fn render(
    kind: HelpKind,
    tool: &str,
    overview: &str,
    dialects: &[String],
    registry: &PassRegistry,
) -> String {
    // `--help-list` is hidden, but LLVM shows it in the help by category (where it is the
    // way to the other form).
    let shown: Vec<&CliOption> = OPTIONS
        .iter()
        .filter(|o| kind.hidden || !o.hidden || (o.name == "help-list" && !kind.list))
        .collect();
    let column = shown
        .iter()
        .map(|o| width(o))
        .max()
        .unwrap_or(0)
        .max(registry.help_width());
    let mut out = format!(
        "OVERVIEW: {overview}\nAvailable Dialects: {}\nUSAGE: {tool} [options] <input file>\n\nOPTIONS:\n",
        dialects.join(", ")
    );
    let print = |out: &mut String, opts: &[&CliOption], with_passes: bool| {
        let mut entries: Vec<(&str, Entry)> =
            opts.iter().map(|o| (o.name, Entry::Option(o))).collect();
        if with_passes {
            entries.push((PASS_LIST_SORT_KEY, Entry::PassList));
        }
        entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        for (_, e) in entries {
            match e {
                Entry::Option(o) => print_option(out, o, column),
                Entry::PassList => registry.print_help("Compiler passes to run", column, out),
            }
        }
    };
    if kind.list {
        print(&mut out, &shown, true);
    } else {
        for category in [Category::Color, Category::General, Category::Generic] {
            let opts: Vec<&CliOption> = shown
                .iter()
                .copied()
                .filter(|o| o.category == category)
                .collect();
            out.push_str(&format!("\n{}:\n\n", category.title()));
            print(&mut out, &opts, category == Category::General);
        }
    }
    out
}

/// `--version`: the version of Strata and the kind of build (LLVM's layout).
pub fn version_text(tool: &str) -> String {
    let build = if cfg!(debug_assertions) {
        "Debug"
    } else {
        "Optimized"
    };
    format!(
        "Strata ({tool}) version {}\n  {build} build.\n",
        env!("CARGO_PKG_VERSION")
    )
}
