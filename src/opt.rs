//! The driver behind `strata-opt`: flags, input splitting, parse → verify → print, and
//! diagnostics. Kept in the library so tests can call it without spawning a process.

use std::io::Write;

use std::sync::{Arc, Mutex};
use strata_framework::asm::printer::{plan_print, print_planned};
use strata_framework::asm::resources::{print_top_level, FileMetadata, ReproducerOptions};
use strata_framework::asm::{parse_module, ParseOptions, PrintOptions};
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::context::{DiagOpPrinting, DialectResources, OpInfo};
use strata_framework::ir::registry::error_at;
use strata_framework::ir::registry::OpTraits;
use strata_framework::ir::types::TypeKind;
use strata_framework::pass::{
    parse_pass_pipeline, statistics_report, IrPrinting, IrPrintingConfig, Nesting, PassFilter,
    PassManager, PassRegistry, PassTiming, ReproducerWriter, StatisticsDisplay,
};
use strata_framework::support::diag::{
    self, DiagLoc, Diagnostic, DiagnosticStyle, LocationResolver, SourceManager,
};
use strata_framework::support::timing::{DisplayMode, Timer};
use strata_framework::support::verify_diagnostics;
use strata_framework::{Attribute, Context, Type};

/// Operations of MLIR's upstream dialects that are `IsolatedFromAbove`, registered so their
/// bodies get their own arena until the generated dialects register themselves. Their other
/// traits are not known yet, so the verifier is told they need no terminator (it must not
/// invent errors mlir-opt would not give).
pub const UPSTREAM_ISOLATED_OPS: &[&str] = &[
    "gpu.module",
    "gpu.func",
    "spirv.module",
    "spirv.func",
    "ml_program.func",
    "ml_program.subgraph",
    "pdl_interp.func",
    "async.func",
    "shape.func",
    "irdl.dialect",
];

/// The dialects mlir-opt 16 loads (`mlir-opt --show-dialects`), declared to the context
/// until the generated dialects register themselves, with what each accepts in the
/// `dialect_resources` section of file metadata (probed on mlir-opt 16: `builtin` and
/// `test` take hex blobs, `llvm` and `ml_program` have a section but no keys).
pub const UPSTREAM_DIALECTS: &[(&str, DialectResources)] = {
    use DialectResources::{Blobs, NoKeys, NoSection as N};
    &[
        ("acc", N),
        ("affine", N),
        ("amdgpu", N),
        ("amx", N),
        ("arith", N),
        ("arm_neon", N),
        ("arm_sve", N),
        ("async", N),
        ("bufferization", N),
        ("builtin", Blobs),
        ("cf", N),
        ("complex", N),
        ("dlti", N),
        ("emitc", N),
        ("func", N),
        ("gpu", N),
        ("index", N),
        ("linalg", N),
        ("llvm", NoKeys),
        ("math", N),
        ("memref", N),
        ("ml_program", NoKeys),
        ("nvgpu", N),
        ("nvvm", N),
        ("omp", N),
        ("pdl", N),
        ("pdl_interp", N),
        ("quant", N),
        ("rocdl", N),
        ("scf", N),
        ("shape", N),
        ("sparse_tensor", N),
        ("spirv", N),
        ("tensor", N),
        ("test", Blobs),
        ("test_dyn", N),
        ("tosa", N),
        ("transform", N),
        ("vector", N),
        ("x86vector", N),
    ]
};

/// The command-line configuration of `strata-opt`.
#[derive(Clone, Debug)]
pub struct OptConfig {
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output file (`-` for stdout).
    pub output: String,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--emit-bytecode`: the output in MLIR 16's bytecode format.
    pub emit_bytecode: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialect: bool,
    /// `--mlir-print-op-generic`: print every op in the generic form.
    pub print_op_generic: bool,
    /// `--mlir-print-debuginfo`.
    pub print_debug_info: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`.
    pub print_local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (-1: never; without it, more
    /// than 100 elements print as hex).
    pub print_elements_hex_if_larger: Option<i64>,
    /// `--mlir-print-value-users`.
    pub print_value_users: bool,
    /// `--mlir-print-assume-verified`: mlir-opt then skips the verification it runs before
    /// printing with custom forms. Strata's printer never verifies (it prints only IR
    /// that passed the verifier), so the output is the same either way.
    pub print_assume_verified: bool,
    /// `--verify-each` (on by default): verify the IR after each pass. The parsed module is
    /// verified whatever it says, as in mlir-opt.
    pub verify_each: bool,
    /// `--pass-pipeline=PIPELINE` (or `-p`): the textual pipeline to run.
    pub pass_pipeline: Option<String>,
    /// The pass and pipeline flags (`-cse`, `--canonicalize="max-iterations=4"`), in
    /// order: the registered argument and the option text after `=`.
    pub pass_flags: Vec<(String, String)>,
    /// `--dump-pass-pipeline`: print the pipeline to stderr before running it.
    pub dump_pass_pipeline: bool,
    /// `--verify-diagnostics`: check the diagnostics against the input's
    /// `expected-*` annotations instead of reporting them.
    pub verify_diagnostics: bool,
    /// `--mlir-disable-threading`: verification and printing stay on one thread.
    pub disable_threading: bool,
    /// `--debug-rewrites` (Strata's own): trace every pattern applied and every fold on
    /// stderr (the pattern, its `.td` rule's `file:line`, the op and its location).
    pub debug_rewrites: bool,
    /// `-debug`: every debug output Strata has (LLVM's `-debug`): the dialect
    /// conversion's legalization trace and the pattern applicator's lines, on stderr.
    pub debug: bool,
    /// `-debug-only=TYPE[,TYPE...]`: the debug output of these debug types only
    /// (`dialect-conversion`, `pattern-application`).
    pub debug_only: Vec<String>,
    /// `--mlir-timing`: print mlir-opt's execution time report of each chunk to stderr.
    pub timing: bool,
    /// `--mlir-timing-display=list|tree`: how the report lays out its timers.
    pub timing_display: DisplayMode,
    /// `--mlir-print-ir-before=PASS,...` or `--mlir-print-ir-before-all`.
    pub print_ir_before: PassFilter,
    /// `--mlir-print-ir-after=PASS,...` or `--mlir-print-ir-after-all`.
    pub print_ir_after: PassFilter,
    /// `--mlir-print-ir-after-change`.
    pub print_ir_after_change: bool,
    /// `--mlir-print-ir-after-failure`.
    pub print_ir_after_failure: bool,
    /// `--mlir-print-ir-module-scope`: IR printing around passes prints the top-level op
    /// (threading must be off).
    pub print_ir_module_scope: bool,
    /// `--mlir-pass-pipeline-crash-reproducer=FILE`: when the passes fail or crash, write
    /// a reproducer to FILE.
    pub crash_reproducer: Option<String>,
    /// `--mlir-pass-pipeline-local-reproducer`: the reproducer holds the failing pass
    /// alone (threading must be off).
    pub local_reproducer: bool,
    /// `--run-reproducer`: run the pipeline of the input's `mlir_reproducer` resource,
    /// which must be there (without the flag, it runs when it is there, as in mlir-opt 16).
    pub run_reproducer: bool,
    /// `--mlir-pass-statistics`: the statistics report after the passes ran.
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display=list|pipeline`.
    pub pass_statistics_display: StatisticsDisplay,
    /// Do not free the IR after printing (set by the binary, which exits right after).
    pub disable_free: bool,
    /// `--mlir-print-op-on-diagnostic` (on by default): errors about an op carry the note
    /// `see current operation:` with the op in the generic form.
    pub print_op_on_diagnostic: bool,
    /// `--mlir-print-stacktrace-on-diagnostic`: diagnostics carry a note with the stack
    /// trace that emitted them.
    pub print_stacktrace_on_diagnostic: bool,
    /// `--diagnostic-style=mlir|rustc`: how diagnostics are rendered (mlir-opt's form by
    /// default).
    pub diagnostic_style: DiagnosticStyle,
    /// `--example-dialects`: also register Strata's example dialects, `calc` (the tutorial
    /// of `docs/writing-a-dialect.md`) and `demo`. Without it, as mlir-opt, only MLIR's own
    /// dialects are loaded (MLIR's example dialects come with tools of their own).
    pub example_dialects: bool,
    /// `--test-legalize-mode=analysis|full|partial`: the conversion of
    /// `test-legalize-patterns` (mlir-opt's global option of its test driver).
    pub test_legalize_mode: crate::test_passes::legalizer::LegalizeMode,
    /// Registration functions of dialects defined outside Strata, run on every context
    /// after Strata's own (a tool built on `strata-opt`, such as `examples/poly`'s
    /// `poly-opt`, passes its dialect's through [`main_with_dialects`]).
    pub extra_dialects: Vec<fn(&Context)>,
    /// `--show-dialects`: print the registered dialects and exit.
    pub show_dialects: bool,
    /// `--color[=true|false]`: diagnostics in LLVM's terminal colors; when not given, as
    /// mlir-opt: colors when standard error is a terminal.
    pub color: Option<bool>,
    /// `--no-implicit-module`: the input must hold exactly one top-level op, which is the
    /// root the passes run on and the op printed (no `builtin.module` is made around the
    /// parsed ops).
    pub no_implicit_module: bool,
    /// `--threads=<int>`: LLVM's option of its ThinLTO code generator (its thread count),
    /// which mlir-opt 16 accepts and never reads. Strata accepts the same values and
    /// ignores it too (`--mlir-disable-threading` is what turns MLIR's threads off).
    pub threads: Option<i32>,
}

impl Default for OptConfig {
    /// mlir-opt's defaults: standard input to standard output, no passes, and every flag
    /// off but `--mlir-print-op-on-diagnostic` and `--verify-each`.
    fn default() -> Self {
        OptConfig {
            input: "-".into(),
            output: "-".into(),
            split_input_file: false,
            emit_bytecode: false,
            allow_unregistered_dialect: false,
            print_op_generic: false,
            print_debug_info: false,
            pretty_debug_info: false,
            print_local_scope: false,
            elide_elements_attrs_if_larger: None,
            print_elements_hex_if_larger: None,
            print_value_users: false,
            print_assume_verified: false,
            verify_each: true,
            pass_pipeline: None,
            pass_flags: Vec::new(),
            dump_pass_pipeline: false,
            verify_diagnostics: false,
            disable_threading: false,
            debug_rewrites: false,
            debug: false,
            debug_only: Vec::new(),
            timing: false,
            timing_display: DisplayMode::Tree,
            print_ir_before: PassFilter::None,
            print_ir_after: PassFilter::None,
            print_ir_after_change: false,
            print_ir_after_failure: false,
            print_ir_module_scope: false,
            crash_reproducer: None,
            local_reproducer: false,
            run_reproducer: false,
            pass_statistics: false,
            pass_statistics_display: StatisticsDisplay::List,
            disable_free: false,
            print_op_on_diagnostic: true,
            print_stacktrace_on_diagnostic: false,
            diagnostic_style: DiagnosticStyle::Mlir,
            example_dialects: false,
            test_legalize_mode: crate::test_passes::legalizer::LegalizeMode::Partial,
            extra_dialects: Vec::new(),
            show_dialects: false,
            color: None,
            no_implicit_module: false,
            threads: None,
        }
    }
}

pub mod help;

/// The text of `--help`: the options, then every registered pass and pipeline with its
/// summary and options, in mlir-opt 16's layout (see [`help`]).
pub fn help_text() -> String {
    help_text_for(
        help::HelpKind {
            list: false,
            hidden: false,
        },
        &[],
    )
}

/// The text of the help `kind` asks for, with the dialects `extra` registers listed too.
pub fn help_text_for(kind: help::HelpKind, extra: &[fn(&Context)]) -> String {
    help::render(
        kind,
        "strata-opt",
        "Strata modular optimizer driver\n",
        &dialect_names(extra),
        pass_registry(),
    )
}

/// The dialects `strata-opt` registers (with those `extra` registers), sorted: the list of
/// `--show-dialects` and of `--help`.
pub fn dialect_names(extra: &[fn(&Context)]) -> Vec<String> {
    let cfg = OptConfig {
        extra_dialects: extra.to_vec(),
        ..OptConfig::default()
    };
    make_context(&cfg).registered_dialects()
}

/// Parses the command line (without the program name).
pub fn parse_args(args: &[String]) -> Result<OptConfig, String> {
    let registry = pass_registry();
    let mut cfg = OptConfig::default();
    let mut input = None;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        // mlir-opt (LLVM's cl) accepts both `-flag` and `--flag`.
        let flag = a
            .strip_prefix("--")
            .or_else(|| a.strip_prefix('-'))
            .filter(|_| a.len() > 1);
        match flag {
            Some(f) => parse_flag(&mut cfg, registry, args, &mut i, f)?,
            None => {
                if input.replace(a.to_string()).is_some() {
                    return Err(format!("too many positional arguments: '{a}'"));
                }
            }
        }
        i += 1;
    }
    if let Some(inp) = input {
        cfg.input = inp;
    }
    Ok(cfg)
}

/// Applies flag `f` (the argument `args[*i]` without its dashes) to `cfg`, consuming the
/// next argument when the flag takes its value there (advancing `i` to it). Tools whose
/// command line has some of `strata-opt`'s options (the `toyc-chN` of Toy) parse them
/// with it.
pub fn parse_flag(
    cfg: &mut OptConfig,
    registry: &PassRegistry,
    args: &[String],
    i: &mut usize,
    f: &str,
) -> Result<(), String> {
    let a = args[*i].as_str();
    match f {
        "o" => {
            *i += 1;
            cfg.output = args
                .get(*i)
                .cloned()
                .ok_or("option '-o' requires a value")?;
        }
        f if f.starts_with("o=") => cfg.output = f[2..].to_string(),
        f if f == "p"
            || f.starts_with("p=")
            || f.strip_prefix("pass-pipeline")
                .is_some_and(|r| r.is_empty() || r.starts_with('=')) =>
        {
            let name = if f == "p" || f.starts_with("p=") {
                "p"
            } else {
                "pass-pipeline"
            };
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.pass_pipeline = Some(value);
        }
        f if registry
            .lookup(f.split_once('=').map_or(f, |(n, _)| n))
            .is_some() =>
        {
            let (name, options) = f.split_once('=').unwrap_or((f, ""));
            cfg.pass_flags.push((name.to_string(), options.to_string()));
        }
        f if f.starts_with("mlir-elide-elementsattrs-if-larger") => {
            let name = "mlir-elide-elementsattrs-if-larger";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            let n: u32 = value.parse().map_err(|_| {
                format!("for the --{name} option: '{value}' value invalid for uint argument!")
            })?;
            cfg.elide_elements_attrs_if_larger = Some(u64::from(n));
        }
        f if f.starts_with("mlir-print-elementsattrs-with-hex-if-larger") => {
            let name = "mlir-print-elementsattrs-with-hex-if-larger";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            let n: i64 = value.parse().map_err(|_| {
                format!("for the --{name} option: '{value}' value invalid for long argument!")
            })?;
            cfg.print_elements_hex_if_larger = Some(n);
        }
        f if f.starts_with("mlir-print-ir-before=")
            || f.starts_with("mlir-print-ir-after=")
            || f == "mlir-print-ir-before"
            || f == "mlir-print-ir-after" =>
        {
            let name = if f.starts_with("mlir-print-ir-before") {
                "mlir-print-ir-before"
            } else {
                "mlir-print-ir-after"
            };
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            let filter = if name.ends_with("before") {
                &mut cfg.print_ir_before
            } else {
                &mut cfg.print_ir_after
            };
            for arg in value.split(',') {
                if registry.lookup(arg).is_none() {
                    return Err(format!(
                        "for the --{name} option: Cannot find option named '{arg}'!"
                    ));
                }
                match filter {
                    PassFilter::Only(list) => list.push(arg.to_string()),
                    PassFilter::All => {}
                    PassFilter::None => *filter = PassFilter::Only(vec![arg.to_string()]),
                }
            }
        }
        f if f.starts_with("mlir-pass-pipeline-crash-reproducer") => {
            let name = "mlir-pass-pipeline-crash-reproducer";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.crash_reproducer = Some(value);
        }
        f if f.starts_with("mlir-pass-statistics-display") => {
            let name = "mlir-pass-statistics-display";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.pass_statistics_display = match value.as_str() {
                "list" => StatisticsDisplay::List,
                "pipeline" => StatisticsDisplay::Pipeline,
                v => {
                    return Err(format!(
                        "for the --{name} option: Cannot find option named '{v}'!"
                    ))
                }
            };
        }
        f if f.starts_with("mlir-timing-display") => {
            let name = "mlir-timing-display";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.timing_display = match value.as_str() {
                "list" => DisplayMode::List,
                "tree" => DisplayMode::Tree,
                v => {
                    return Err(format!(
                        "for the --{name} option: Cannot find option named '{v}'!"
                    ))
                }
            };
        }
        f if f
            .strip_prefix("threads")
            .is_some_and(|r| r.is_empty() || r.starts_with('=')) =>
        {
            // LLVM's `cl::opt<int>`: the value after `=` or in the next argument.
            let value = match &f["threads".len()..] {
                "" => {
                    *i += 1;
                    args.get(*i)
                        .cloned()
                        .ok_or("for the --threads option: requires a value!")?
                }
                v => v[1..].to_string(),
            };
            let n = <i32 as strata_framework::pass::OptionValue>::parse(&value)
                .map_err(|m| format!("for the --threads option: {m}"))?;
            cfg.threads = Some(n);
        }
        f if f.starts_with("test-legalize-mode") => {
            let name = "test-legalize-mode";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.test_legalize_mode = crate::test_passes::legalizer::parse_legalize_mode(&value)
                .ok_or_else(|| {
                    format!("for the --{name} option: Cannot find option named '{value}'!")
                })?;
        }
        f if f
            .strip_prefix("debug-only")
            .is_some_and(|r| r.is_empty() || r.starts_with('=')) =>
        {
            let name = "debug-only";
            let value = flag_value(args, i, a, &f[name.len()..], name)?;
            cfg.debug_only
                .extend(value.split(',').filter(|t| !t.is_empty()).map(String::from));
        }
        f if f.starts_with("diagnostic-style") => {
            cfg.diagnostic_style = match &f["diagnostic-style".len()..] {
                "=mlir" => DiagnosticStyle::Mlir,
                "=rustc" => DiagnosticStyle::Rustc,
                v if v.starts_with('=') => {
                    return Err(format!(
                        "for the --diagnostic-style option: Cannot find option named '{}'!",
                        &v[1..]
                    ))
                }
                _ => return Err(format!("unknown command line argument '{a}'")),
            };
        }
        f => {
            // Boolean flags, also as `--flag=true` / `--flag=false` (LLVM's cl).
            let (name, value) = match f.split_once('=') {
                Some((n, v)) => {
                    let v = match v {
                        "true" | "TRUE" | "True" | "1" => true,
                        "false" | "FALSE" | "False" | "0" => false,
                        _ => {
                            return Err(format!(
                                "for the --{n} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                            ))
                        }
                    };
                    (n, v)
                }
                None => (f, true),
            };
            if name == "color" {
                cfg.color = Some(value);
                return Ok(());
            }
            let slot = match name {
                "split-input-file" => &mut cfg.split_input_file,
                "emit-bytecode" => &mut cfg.emit_bytecode,
                "allow-unregistered-dialect" => &mut cfg.allow_unregistered_dialect,
                "mlir-print-op-generic" => &mut cfg.print_op_generic,
                "mlir-print-debuginfo" => &mut cfg.print_debug_info,
                "mlir-pretty-debuginfo" => &mut cfg.pretty_debug_info,
                "mlir-print-local-scope" => &mut cfg.print_local_scope,
                "mlir-print-value-users" => &mut cfg.print_value_users,
                "mlir-print-assume-verified" => &mut cfg.print_assume_verified,
                "verify-diagnostics" => &mut cfg.verify_diagnostics,
                "verify-each" => &mut cfg.verify_each,
                "dump-pass-pipeline" => &mut cfg.dump_pass_pipeline,
                "mlir-disable-threading" => &mut cfg.disable_threading,
                "debug-rewrites" => &mut cfg.debug_rewrites,
                "debug" => &mut cfg.debug,
                "mlir-timing" => &mut cfg.timing,
                "mlir-pass-statistics" => &mut cfg.pass_statistics,
                "mlir-print-ir-after-change" => &mut cfg.print_ir_after_change,
                "mlir-print-ir-after-failure" => &mut cfg.print_ir_after_failure,
                "mlir-print-ir-module-scope" => &mut cfg.print_ir_module_scope,
                "mlir-pass-pipeline-local-reproducer" => &mut cfg.local_reproducer,
                "run-reproducer" => &mut cfg.run_reproducer,
                "mlir-print-ir-before-all" | "mlir-print-ir-after-all" => {
                    let filter = if name.ends_with("before-all") {
                        &mut cfg.print_ir_before
                    } else {
                        &mut cfg.print_ir_after
                    };
                    if value {
                        *filter = PassFilter::All;
                    }
                    return Ok(());
                }
                "mlir-print-op-on-diagnostic" => &mut cfg.print_op_on_diagnostic,
                "mlir-print-stacktrace-on-diagnostic" => &mut cfg.print_stacktrace_on_diagnostic,
                "example-dialects" => &mut cfg.example_dialects,
                "show-dialects" => &mut cfg.show_dialects,
                "no-implicit-module" => &mut cfg.no_implicit_module,
                _ => return Err(format!("unknown command line argument '{a}'")),
            };
            *slot = value;
        }
    }
    Ok(())
}

/// The value of the valued flag `name` (as written in argument `a`, whose text after the
/// name is `rest`): `=VALUE`, or the next argument (advancing `i`).
fn flag_value(
    args: &[String],
    i: &mut usize,
    a: &str,
    rest: &str,
    name: &str,
) -> Result<String, String> {
    match rest {
        "" => {
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or(format!("option '{name}' requires a value"))
        }
        v if v.starts_with('=') => Ok(v[1..].to_string()),
        _ => Err(format!("unknown command line argument '{a}'")),
    }
}

/// The chunks of a buffer split at `// -----` exactly as mlir-opt 16 splits them (near
/// misses such as `// ---` stay in the chunk), each with its byte offset.
pub fn split_input(buf: &str) -> Vec<(usize, &str)> {
    const PREFIX: &str = "// ---";
    if buf.is_empty() {
        // mlir-opt 16 prints nothing at all for an empty buffer in split mode.
        return Vec::new();
    }
    let raw: Vec<(usize, &str)> = {
        let mut v = Vec::new();
        let mut start = 0;
        for (i, _) in buf.match_indices(PREFIX) {
            v.push((start, &buf[start..i]));
            start = i + PREFIX.len();
        }
        v.push((start, &buf[start..]));
        v
    };
    let mut out = Vec::new();
    let mut prev: Option<(usize, usize)> = None; // (start, end) in buf
    for (start, piece) in raw {
        let Some((ps, pe)) = prev else {
            prev = Some((start, start + piece.len()));
            continue;
        };
        let b = piece.as_bytes();
        if piece.starts_with("--") && b.len() > 2 && b[2] != b'0' {
            out.push((ps, &buf[ps..pe]));
            prev = Some((start + 2, start + piece.len()));
        } else {
            prev = Some((ps, start + piece.len()));
        }
    }
    if let Some((ps, pe)) = prev {
        if pe > ps || out.is_empty() {
            out.push((ps, &buf[ps..pe]));
        }
    }
    out
}

/// Buffers at least this long have the printer's plan made on a thread of its own while
/// they are verified (below it, starting a thread costs more than it saves).
const PLAN_AHEAD_BYTES: usize = 1 << 16;

/// Why a buffer produced no output: a diagnostic, or the output could not be written.
#[derive(Debug)]
pub enum ProcessError {
    /// Parsing or verification failed.
    Diag(Diagnostic),
    /// The pass pipeline could not be built or failed; its diagnostics were emitted
    /// through the context, and option errors written to the chunk's stderr text.
    Failed,
    /// Writing the output failed.
    Io(std::io::Error),
    /// The pass manager cannot be set up as asked (mlir-opt stops with `LLVM ERROR:` and
    /// this message): no later chunk is processed.
    Fatal(String),
}

/// Parses, verifies and prints one buffer; the printed text (with mlir-opt's trailing
/// blank line) or the diagnostic. With `leak_ir` the IR is not freed (like clang's
/// `-disable-free`: the process is about to exit, and freeing a big module costs time).
pub fn process_buffer(
    ctx: &Context,
    text: &str,
    opts: &ParseOptions,
    print: &PrintOptions,
    leak_ir: bool,
) -> Result<String, Diagnostic> {
    let mut out = Vec::new();
    match process_buffer_to(ctx, text, None, opts, print, leak_ir, &mut out, None, None) {
        Ok(()) => Ok(String::from_utf8(out).expect("the printer writes UTF-8")),
        Err(ProcessError::Diag(d)) => Err(d),
        Err(ProcessError::Failed | ProcessError::Fatal(_)) => unreachable!("no pipeline runs"),
        Err(ProcessError::Io(e)) => unreachable!("writing to a Vec cannot fail: {e}"),
    }
}

/// Stopgap until the parser does it: mlir-opt gives the `builtin.module` it creates
/// around the parsed ops the location `FILE:0:0` (`constructContainerOpForParserIfNecessary`),
/// where Strata's parser puts the chunk's first line and column 1. The module is implicit
/// unless the buffer held exactly one `builtin.module` op, which then kept its own
/// location; that one can only be at the chunk's first line, column 1 if the chunk starts
/// with it (`module`, `builtin.module` or `"builtin.module"`, as a crash reproducer does),
/// and then the module is implicit only if its first op is a module at that same position.
pub fn fix_implicit_module_loc(
    ctx: &Context,
    m: &mut strata_framework::asm::ParsedModule,
    text: &str,
    opts: &ParseOptions,
) {
    let (loc_name, start_line) = match &opts.loc_file_name {
        Some(n) => (n.as_str(), 1),
        None => (opts.file_name.as_str(), opts.first_line),
    };
    let start_loc = ctx.file_loc(loc_name, start_line, 1);
    if !opts.implicit_module || m.body.loc(m.op) != start_loc {
        return;
    }
    let starts_with_module = ["\"builtin.module\"", "builtin.module", "module"]
        .iter()
        .any(|kw| {
            text.strip_prefix(kw).is_some_and(|rest| {
                !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || "_$.".contains(c))
            })
        });
    if starts_with_module {
        let first = m.body.nested_body(m.op).and_then(|nb| {
            let r = *m.body.regions(m.op).first()?;
            let op = nb.first_op(nb.entry_block(r)?)?;
            Some((nb.op_name(op), nb.loc(op)))
        });
        let inner_module_first = first.is_some_and(|(name, loc)| {
            &*ctx.ident_str(name) == "builtin.module" && loc == start_loc
        });
        if !inner_module_first {
            return; // the explicit module of the input
        }
    }
    let implicit_loc = ctx.file_loc(loc_name, 0, 0);
    m.body.set_loc(m.op, implicit_loc);
}

/// The pass pipeline of a chunk: how `strata-opt` was asked to build it, and the text its
/// setup writes to stderr (option errors, `--dump-pass-pipeline`), which comes before the
/// chunk's diagnostics.
pub struct ChunkPipeline<'a> {
    /// The registered passes and pipelines.
    pub registry: &'a PassRegistry,
    /// `--pass-pipeline`, the pass flags, `--dump-pass-pipeline`, `--verify-each`.
    pub config: &'a OptConfig,
    /// Where the setup and the passes write to stderr.
    pub stderr: ChunkStderr,
}

/// What is written to stderr while a chunk is processed besides diagnostics (option
/// errors, `--dump-pass-pipeline`, the reports of passes such as `print-op-stats`), each
/// piece with the number of diagnostics emitted before it, so that the chunk's stderr is
/// in the order mlir-opt writes it once its diagnostics are rendered.
#[derive(Clone)]
pub struct ChunkStderr {
    pieces: Arc<Mutex<Vec<(usize, String)>>>,
    /// The chunk's diagnostics, as collected so far.
    diagnostics: Arc<Mutex<Vec<Diagnostic>>>,
}

impl ChunkStderr {
    /// Appends `text` after the diagnostics emitted so far.
    pub fn write(&self, text: &str) {
        let n = self
            .diagnostics
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .len();
        self.pieces
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((n, text.to_string()));
    }

    /// The pieces written, in order.
    fn take(&self) -> Vec<(usize, String)> {
        std::mem::take(&mut *self.pieces.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// The IR printing `cfg`'s `--mlir-print-ir-*` flags ask for (none without them),
/// printing with `print`, with `resources` after a top-level op.
/// `--mlir-print-ir-after-failure` prints after every pass that fails, as mlir-opt's does.
pub fn ir_printing_config(
    cfg: &OptConfig,
    print: &PrintOptions,
    resources: Option<FileMetadata>,
) -> Option<IrPrintingConfig> {
    let after = match cfg.print_ir_after_failure {
        true => PassFilter::All,
        false => cfg.print_ir_after.clone(),
    };
    if cfg.print_ir_before.is_none() && after.is_none() {
        return None;
    }
    Some(IrPrintingConfig {
        before: cfg.print_ir_before.clone(),
        after,
        after_only_on_change: cfg.print_ir_after_change,
        after_only_on_failure: cfg.print_ir_after_failure,
        print: print.clone(),
        module_scope: cfg.print_ir_module_scope,
        resources,
    })
}

impl ChunkPipeline<'_> {
    /// The IR printing instrumentation the flags ask for, printing with `print`, writing
    /// to the chunk's stderr. `--mlir-print-ir-after-failure` prints after every pass that
    /// fails, as mlir-opt's does.
    fn ir_printing(&self, print: &PrintOptions, resources: &FileMetadata) -> Option<IrPrinting> {
        let config = ir_printing_config(self.config, print, Some(resources.clone()))?;
        let sink = self.stderr.clone();
        Some(IrPrinting::new(
            config,
            Some(Box::new(move |t| sink.write(t))),
        ))
    }

    /// Whether no pass is asked for on the command line.
    fn is_empty(&self) -> bool {
        self.config.pass_pipeline.is_none() && self.config.pass_flags.is_empty()
    }

    /// Builds the pass manager as mlir-opt 16 does for a parsed buffer whose root is named
    /// `root`: the crash reproducer and IR printing the flags ask for (printing with
    /// `print`, the input's dialect resources after a top-level op being `resources`);
    /// then the pipeline of the input's `mlir_reproducer` resource `repro`, with its
    /// threading and verifier switches; then `--pass-pipeline` (which replaces the
    /// pipeline whole, anchor included) or the pass flags in order, appended, with
    /// implicit nesting; prints it with `--dump-pass-pipeline`. On an error, the
    /// diagnostic to emit, if there is one (an option error of a pass flag is only written
    /// to stderr).
    fn build(
        &mut self,
        ctx: &Context,
        root: &str,
        repro: Option<&ReproducerOptions>,
        print: &PrintOptions,
        resources: &FileMetadata,
    ) -> Result<PassManager, ProcessError> {
        let mut pm = PassManager::new(root, Nesting::Implicit);
        pm.enable_verifier(self.config.verify_each);
        if let Some(file) = &self.config.crash_reproducer {
            let writer = reproducer_writer(file.clone(), print.clone(), resources.clone());
            pm.enable_crash_reproducer(ctx, writer, self.config.local_reproducer)
                .map_err(ProcessError::Fatal)?;
        }
        if let Some(printing) = self.ir_printing(print, resources) {
            if self.config.print_ir_module_scope && ctx.threading_enabled() {
                return Err(ProcessError::Fatal(
                    "IR printing can't be setup on a pass-manager without disabling multi-threading first.".into(),
                ));
            }
            pm.add_instrumentation(Box::new(printing));
        }
        if let Some(r) = repro {
            if let Some(text) = &r.pipeline {
                // mlir-opt writes the errors of this pipeline as they are, not as
                // diagnostics.
                let mut option_errors = Vec::new();
                let parsed = parse_pass_pipeline(text, self.registry, &mut option_errors);
                for e in &option_errors {
                    self.stderr.write(&e.render(PROGRAM));
                }
                match parsed {
                    Ok(p) => pm.set_pipeline(p),
                    Err(m) => {
                        self.stderr.write(&m);
                        return Err(ProcessError::Failed);
                    }
                }
            }
            if let Some(off) = r.disable_threading {
                ctx.set_threading(!off);
            }
            if let Some(on) = r.verify_each {
                pm.enable_verifier(on);
            }
        }
        let mut option_errors = Vec::new();
        let built = if let Some(text) = &self.config.pass_pipeline {
            if !self.config.pass_flags.is_empty() {
                return Err(ProcessError::Diag(Diagnostic::error(
                    "'-pass-pipeline' option can't be used with individual pass options",
                )));
            }
            parse_pass_pipeline(text, self.registry, &mut option_errors)
                .map(|p| pm.set_pipeline(p))
                .map_err(|m| Some(Diagnostic::error(m)))
        } else {
            self.config
                .pass_flags
                .iter()
                .try_for_each(|(name, options)| {
                    let entry = self
                        .registry
                        .lookup(name)
                        .expect("pass flags are registered arguments");
                    entry
                        .add_to_pipeline(&mut pm, options, &mut option_errors)
                        .map_err(|m| m.map(Diagnostic::error))
                })
        };
        for e in &option_errors {
            self.stderr.write(&e.render(PROGRAM));
        }
        built.map_err(|d| match d {
            Some(d) => ProcessError::Diag(d),
            None => ProcessError::Failed,
        })?;
        if self.config.dump_pass_pipeline {
            self.stderr.write(&format!("{}\n", pm.dump()));
        }
        let sink = self.stderr.clone();
        pm.set_text_sink(Box::new(move |t| sink.write(t)));
        Ok(pm)
    }
}

/// The tool's name in messages written the way LLVM's `cl` writes them.
const PROGRAM: &str = "strata-opt";

/// Every pass and pipeline `strata-opt` knows: Strata's passes and the test passes of
/// mlir-opt. Made once, and installed as the registry passes consult while they run
/// (MLIR's global registry: the inliner builds its pipelines from text with it). The
/// passes of a tool built on `strata-opt` ([`main_with_dialects_and_passes`]) are added
/// when they are known before the registry is made.
pub fn pass_registry() -> &'static PassRegistry {
    static REGISTRY: std::sync::OnceLock<PassRegistry> = std::sync::OnceLock::new();
    let registry = REGISTRY.get_or_init(|| {
        let mut registry = PassRegistry::new();
        strata_framework::transforms::register(&mut registry);
        crate::test_passes::register(&mut registry);
        for register in EXTRA_PASSES.get().into_iter().flatten() {
            register(&mut registry);
        }
        registry
    });
    registry.install_global();
    registry
}

/// Like [`process_buffer`], streaming the output to `w`, after running `pipeline` on the
/// parsed IR. Nothing is written unless parsing, verification and the passes succeed, but
/// what the passes write to standard output when `w` is standard output.
#[allow(clippy::too_many_arguments)]
pub fn process_buffer_to(
    ctx: &Context,
    text: &str,
    bytecode: Option<&[u8]>,
    opts: &ParseOptions,
    print: &PrintOptions,
    leak_ir: bool,
    w: &mut dyn Write,
    timer: Option<&Timer>,
    pipeline: Option<&mut ChunkPipeline<'_>>,
) -> Result<(), ProcessError> {
    let stage = |name: &str| timer.map(|t| t.nest_named(name).start());
    let t = stage("Parser");
    // A bytecode input is read as mlir-opt reads it (its diagnostics at `FILE:0:0`).
    let parsed = match bytecode {
        Some(bytes) => {
            let name = opts.loc_file_name.as_deref().unwrap_or(&opts.file_name);
            strata_framework::bytecode::read(ctx, bytes, name)
        }
        None => parse_module(ctx, text, opts),
    };
    drop(t);
    let mut m = parsed.map_err(ProcessError::Diag)?;
    if bytecode.is_none() {
        fix_implicit_module_loc(ctx, &mut m, text, opts);
    }
    let emit_bytecode = pipeline.as_ref().is_some_and(|p| p.config.emit_bytecode);
    // A crash reproducer's pipeline and switches.
    let repro = m.file_metadata.as_ref().and_then(|f| f.reproducer.clone());
    let t = stage("Verifier");
    // With threads, the printer's plan (aliases and value names, which only read the IR)
    // is made while the IR is verified; it is used only if verification succeeds.
    // Only IR that no pass changes can be planned before it is verified.
    let passes = pipeline.as_ref().is_some_and(|p| !p.is_empty())
        || repro.as_ref().is_some_and(|r| r.pipeline.is_some());
    let (verified, plan) =
        if !passes && !emit_bytecode && ctx.threading_enabled() && text.len() >= PLAN_AHEAD_BYTES {
            std::thread::scope(|s| {
                let planning = s.spawn(|| plan_print(ctx, &m.body, m.op, print));
                let verified = strata_framework::verify::verify_module(ctx, &m);
                let plan = planning
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p));
                (verified, Some(plan))
            })
        } else {
            (strata_framework::verify::verify_module(ctx, &m), None)
        };
    drop(t);
    let verified = match (verified, bytecode) {
        // mlir-opt verifies what it read from bytecode while reading it: the error gets
        // the reader's note.
        (Err(mut d), Some(bytes)) => {
            if let Some(note) = strata_framework::bytecode::producer_note(bytes) {
                d.notes.push(Diagnostic::new(
                    strata_framework::support::diag::Severity::Note,
                    d.loc.clone(),
                    note,
                ));
            }
            Err(d)
        }
        (v, _) => v,
    };
    verified.map_err(ProcessError::Diag)?;
    let mut generic_print = None;
    if let Some(pipeline) = pipeline {
        if pipeline.config.run_reproducer && repro.is_none() {
            return Err(ProcessError::Diag(error_at(
                ctx,
                m.body.loc(m.op),
                "--run-reproducer needs an 'mlir_reproducer' external resource in the input, which has none",
            )));
        }
        let root = ctx.ident_str(m.body.op_name(m.op));
        // The input's dialect resources, printed after a top-level op (by IR printing and
        // crash reproducers); its external resources are not.
        let resources = FileMetadata {
            dialect_resources: m
                .file_metadata
                .as_ref()
                .map(|f| f.dialect_resources.clone())
                .unwrap_or_default(),
            ..FileMetadata::default()
        };
        strata_framework::asm::resources::set_input_resources(ctx, Some(resources.clone()));
        let mut pm = pipeline.build(ctx, &root, repro.as_ref(), print, &resources)?;
        // As mlir-opt: IR printing first (in `build`), timing last (so that it times the
        // passes alone).
        if let Some(timer) = timer {
            pm.add_instrumentation(Box::new(PassTiming::new(timer.clone())));
        }
        // When the output is standard output, what passes write there comes out ahead of
        // the IR, in the output stream (even if a later pass fails, as mlir-opt's).
        let pass_stdout: Arc<Mutex<Vec<u8>>> = Arc::default();
        if pipeline.config.output == "-" {
            let sink = pass_stdout.clone();
            pm.set_output_sink(Box::new(move |data| {
                sink.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend_from_slice(data)
            }));
        }
        let ran = pm.run(ctx, &mut m.body, m.op);
        let written = std::mem::take(&mut *pass_stdout.lock().unwrap_or_else(|e| e.into_inner()));
        w.write_all(&written).map_err(ProcessError::Io)?;
        // As mlir-opt, the statistics are reported whether the passes succeeded or not.
        if pipeline.config.pass_statistics {
            let report = statistics_report(&pm, pipeline.config.pass_statistics_display);
            pipeline.stderr.write(&report);
        }
        ran.map_err(|_| ProcessError::Failed)?;
        // Unless told to assume it, mlir-opt 16 verifies the IR before printing custom
        // forms and prints IR that fails (passes ran with `--verify-each=0`) in the
        // generic form, reporting nothing.
        let config = pipeline.config;
        if !pm.verifier_enabled()
            && !config.print_assume_verified
            && passes
            && !print.generic
            && strata_framework::verify::verify_module(ctx, &m).is_err()
        {
            generic_print = Some(PrintOptions {
                generic: true,
                ..print.clone()
            });
        }
    }
    let print = generic_print.as_ref().unwrap_or(print);
    let t = stage("Output");
    if emit_bytecode {
        // mlir-opt 16's `writeBytecodeToFile`: the input's resources the IR references and
        // its external resources come along; nothing follows the bytes.
        let bytes = strata_framework::bytecode::write(ctx, &m.body, m.op, m.file_metadata.as_ref());
        drop(t);
        w.write_all(&bytes).map_err(ProcessError::Io)?;
        if leak_ir {
            std::mem::forget(m);
        }
        return Ok(());
    }
    let plan = plan.unwrap_or_else(|| plan_print(ctx, &m.body, m.op, print));
    let printed = print_planned(ctx, &m.body, m.op, print, &plan, w);
    drop(t);
    printed.map_err(ProcessError::Io)?;
    let mut tail = String::from("\n");
    // With `--mlir-print-local-scope` mlir-opt prints the module as any other op
    // (`printFullOpWithIndentAndLoc`): no top-level blank line and no file metadata.
    if print.local_scope {
        w.write_all(tail.as_bytes()).map_err(ProcessError::Io)?;
        if leak_ir {
            std::mem::forget(m);
        }
        return Ok(());
    }
    if let Some(meta) = &m.file_metadata {
        let used = strata_framework::asm::resources::referenced_resources(ctx, &m.body, m.op);
        let text = meta.print(&used);
        if !text.is_empty() {
            tail.push('\n');
            tail.push_str(&text);
        }
    }
    tail.push('\n');
    w.write_all(tail.as_bytes()).map_err(ProcessError::Io)?;
    if leak_ir {
        std::mem::forget(m);
    }
    Ok(())
}

/// The crash reproducer writer of `--mlir-pass-pipeline-crash-reproducer=FILE`: the
/// top-level op printed with the tool's flags `print`, followed by the input's dialect
/// resources (`resources`) and the `mlir_reproducer` resource. The file is written whole
/// or not at all (a temporary file renamed into place).
fn reproducer_writer(
    file: String,
    print: PrintOptions,
    resources: FileMetadata,
) -> ReproducerWriter {
    Box::new(move |ctx, body, op, r| {
        let meta = FileMetadata {
            external_resources: vec![ReproducerOptions::group(
                &r.pipeline,
                r.disable_threading,
                r.verify_each,
            )],
            ..resources.clone()
        };
        let text = print_top_level(ctx, body, op, &print, Some(&meta));
        write_whole(&file, text.as_bytes()).map_err(|e| {
            format!("Failed to create reproducer stream: cannot open output file '{file}': {e}")
        })?;
        Ok(file.clone())
    })
}

/// Writes `bytes` to the file `path` whole or not at all: to a temporary file beside it,
/// renamed into place. Devices and pipes are written directly. The error is the
/// system's message alone.
fn write_whole(path: &str, bytes: &[u8]) -> Result<(), String> {
    let message = |e: std::io::Error| {
        let s = e.to_string();
        match s.find(" (os error") {
            Some(i) => s[..i].to_string(),
            None => s,
        }
    };
    if std::fs::metadata(path).is_ok_and(|m| !m.file_type().is_file()) {
        return std::fs::write(path, bytes).map_err(message);
    }
    let tmp = format!("{path}.strata-tmp-{}", std::process::id());
    if let Err(e) = std::fs::write(&tmp, bytes) {
        let _ = std::fs::remove_file(&tmp);
        return Err(message(e));
    }
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        message(e)
    })
}

/// A context configured for `cfg`.
pub fn make_context(cfg: &OptConfig) -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(cfg.allow_unregistered_dialect);
    ctx.set_threading(!cfg.disable_threading);
    strata_framework::rewrite::set_debug_rewrites(cfg.debug_rewrites);
    if cfg.debug {
        strata_framework::conversion::trace::set_debug(true);
    }
    if !cfg.debug_only.is_empty() {
        let types: Vec<&str> = cfg.debug_only.iter().map(String::as_str).collect();
        strata_framework::conversion::trace::set_debug_only(&types);
    }
    crate::test_passes::legalizer::set_legalize_mode(cfg.test_legalize_mode);
    // As mlir-opt: no `see current operation:` notes under `--verify-diagnostics`, where
    // they would be unexpected.
    ctx.set_print_op_on_diagnostic(cfg.print_op_on_diagnostic && !cfg.verify_diagnostics);
    // What passes that print IR print with (MLIR's `OpPrintingFlags()` reads the command
    // line).
    ctx.set_tool_print_options(Arc::new(print_options(cfg)));
    ctx.set_diag_op_printing(DiagOpPrinting {
        print_debug_info: cfg.print_debug_info,
        pretty_debug_info: cfg.pretty_debug_info,
        elide_elements_attrs_if_larger: cfg.elide_elements_attrs_if_larger,
    });
    ctx.set_stacktrace_on_diagnostic(cfg.print_stacktrace_on_diagnostic);
    for &(name, resources) in UPSTREAM_DIALECTS {
        ctx.declare_dialect(name, resources);
    }
    crate::dialects::register_upstream(&ctx);
    if cfg.example_dialects {
        crate::dialects::register_examples(&ctx);
    }
    for register in &cfg.extra_dialects {
        register(&ctx);
    }
    for name in UPSTREAM_ISOLATED_OPS {
        ctx.register_op(
            name,
            OpInfo {
                traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR,
                ..Default::default()
            },
        );
    }
    ctx
}

/// The printing options `cfg` asks for.
pub fn print_options(cfg: &OptConfig) -> PrintOptions {
    PrintOptions {
        generic: cfg.print_op_generic,
        print_debug_info: cfg.print_debug_info,
        pretty_debug_info: cfg.pretty_debug_info,
        local_scope: cfg.print_local_scope,
        elide_elements_attrs_if_larger: cfg.elide_elements_attrs_if_larger,
        elements_hex_if_larger: cfg.print_elements_hex_if_larger,
        print_value_users: cfg.print_value_users,
        type_alias_hooks: vec![Arc::new(test_dialect_type_alias)],
        attr_alias_hooks: vec![Arc::new(test_dialect_attr_alias)],
        stripped_param_hooks: vec![Arc::new(llvm_di_stripped_param)],
    }
}

/// LLVM dialect debug-info parameters declared with a concrete attribute class, which
/// mlir-opt 16 prints stripped (`file = <"a.c" in "/">`) when they have no alias (with
/// `--mlir-print-local-scope`), until the generated LLVM dialect knows its parameters.
pub fn llvm_di_stripped_param(parent: &str, key: &str, child: &str) -> bool {
    matches!(
        (parent, key, child),
        (_, "file", "llvm.di_file")
            | ("llvm.di_subprogram", "compileUnit", "llvm.di_compile_unit")
            | ("llvm.di_subprogram", "type", "llvm.di_subroutine_type")
    ) && parent.starts_with("llvm.di_")
}

/// The alias names MLIR's `test` dialect (registered in mlir-opt 16, used throughout its
/// test suite) gives its types (`TestOpAsmInterface::getAlias`), until Strata has a test
/// dialect: a non-empty tuple of `!test.smpla` is `test_tuple`, `!test.int<unsigned, 8>`
/// is `test_ui8`, the recursive type named `type_to_alias` is `testrec`.
pub fn test_dialect_type_alias(ctx: &Context, t: Type) -> Option<String> {
    let opaque_text = |t: Type| match ctx.type_kind(t) {
        TypeKind::Opaque { pieces, refs } if refs.is_empty() && pieces.len() == 1 => {
            Some(pieces[0].clone())
        }
        _ => None,
    };
    match ctx.type_kind(t) {
        TypeKind::Tuple(ts)
            if !ts.is_empty()
                && ts
                    .iter()
                    .all(|&e| opaque_text(e).is_some_and(|s| s == "test.smpla")) =>
        {
            return Some("test_tuple".into())
        }
        TypeKind::Opaque { .. } => {}
        _ => return None,
    }
    let text = opaque_text(t)?;
    if text == "test.int<unsigned, 8>" {
        return Some("test_ui8".into());
    }
    let rest = text.strip_prefix("test.test_rec<type_to_alias")?;
    (rest.starts_with(',') || rest.starts_with('>')).then(|| "testrec".into())
}

/// The alias names MLIR's `test` dialect gives string attributes (see
/// [`test_dialect_type_alias`]).
pub fn test_dialect_attr_alias(ctx: &Context, a: Attribute) -> Option<String> {
    let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let name = match value.as_slice() {
        b"alias_test:dot_in_name" => "test.alias",
        b"alias_test:trailing_digit" => "test_alias0",
        b"alias_test:prefixed_digit" => "0_test_alias",
        b"alias_test:sanitize_conflict_a" => "test_alias_conflict0",
        b"alias_test:sanitize_conflict_b" => "test_alias_conflict0_",
        b"alias_test:tensor_encoding" => "test_encoding",
        _ => return None,
    };
    Some(name.into())
}

/// Runs `strata-opt` on an already-read input; returns (output text, rendered
/// diagnostics, success).
pub fn run_on_text(cfg: &OptConfig, file_name: &str, input: &str) -> (String, String, bool) {
    let mut out = Vec::new();
    let (errs, ok) =
        run_to_writer(cfg, file_name, input, &mut out).expect("writing to a Vec cannot fail");
    let out = String::from_utf8(out).expect("the printer writes UTF-8");
    (out, errs, ok)
}

/// Runs `strata-opt` on an already-read input, streaming the output to `out` chunk by
/// chunk (a failed chunk writes nothing); returns (rendered diagnostics, success), or the
/// error of `out`.
pub fn run_to_writer(
    cfg: &OptConfig,
    file_name: &str,
    input: &str,
    out: &mut dyn Write,
) -> std::io::Result<(String, bool)> {
    run_to_writer_since(cfg, file_name, input, out, std::time::Instant::now())
}

/// [`run_to_writer`] for a tool started at `start`: with `--mlir-timing`, the time report
/// of each chunk follows its diagnostics (as mlir-opt 16 reports each chunk), the first
/// chunk's total counting from `start`.
pub fn run_to_writer_since(
    cfg: &OptConfig,
    file_name: &str,
    input: &str,
    out: &mut dyn Write,
    start: std::time::Instant,
) -> std::io::Result<(String, bool)> {
    run_chunks(cfg, file_name, input, None, out, start)
}

/// [`run_to_writer_since`] on the bytes of the input: a file starting with the bytecode
/// magic (`ML\xefR`) is read as bytecode (one chunk, as mlir-opt finds no split marker in
/// it), any other must be UTF-8 text. `Err(None)` when the text is not UTF-8.
pub fn run_bytes_to_writer_since(
    cfg: &OptConfig,
    file_name: &str,
    input: &[u8],
    out: &mut dyn Write,
    start: std::time::Instant,
) -> Result<(String, bool), Option<std::io::Error>> {
    if strata_framework::bytecode::is_bytecode(input) {
        return run_chunks(cfg, file_name, "", Some(input), out, start).map_err(Some);
    }
    let text = std::str::from_utf8(input).map_err(|_| None)?;
    run_chunks(cfg, file_name, text, None, out, start).map_err(Some)
}

fn run_chunks(
    cfg: &OptConfig,
    file_name: &str,
    input: &str,
    bytecode: Option<&[u8]>,
    out: &mut dyn Write,
    start: std::time::Instant,
) -> std::io::Result<(String, bool)> {
    let ctx = make_context(cfg);
    let print = print_options(cfg);
    let registry = pass_registry();
    let chunks = if cfg.split_input_file && bytecode.is_none() {
        split_input(input)
    } else {
        vec![(0, input)]
    };
    let rendered = Arc::new(Mutex::new(String::new()));
    let mut ok = true;
    let mut annotations_ok = true;
    let mut fatal = false;
    for (i, (offset, chunk)) in chunks.iter().enumerate() {
        if i > 0 {
            out.write_all(b"\n// -----\n")?;
        }
        let chunk_start = if i == 0 {
            start
        } else {
            std::time::Instant::now()
        };
        let timer = cfg.timing.then(Timer::root);
        // mlir-opt gives each chunk a context of its own: the bodies of identified LLVM
        // structs (the context's mutable type state) start empty in each.
        crate::dialects::llvm::clear_identified_structs(&ctx);
        let first_line = input[..*offset].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
        // mlir-opt's name for the buffer of each chunk.
        let buffer = match cfg.split_input_file {
            true => format!("within split at {file_name}:{first_line} offset "),
            false => file_name.to_string(),
        };
        let opts = ParseOptions {
            file_name: file_name.to_string(),
            first_line,
            loc_file_name: cfg.split_input_file.then(|| buffer.clone()),
            implicit_module: !cfg.no_implicit_module,
            ..Default::default()
        };
        // The chunk's diagnostics are collected, and rendered (or checked against its
        // annotations) once it is processed, while the chunk's text is still borrowed: the
        // source manager never copies the input.
        let collected = Arc::new(Mutex::new(Vec::new()));
        let scope = ctx
            .diag_engine()
            .scoped_handler(diag::collect_into(collected.clone()));
        let stderr = ChunkStderr {
            pieces: Arc::default(),
            diagnostics: collected.clone(),
        };
        let mut pipeline = ChunkPipeline {
            registry,
            config: cfg,
            stderr: stderr.clone(),
        };
        match process_buffer_to(
            &ctx,
            chunk,
            bytecode,
            &opts,
            &print,
            cfg.disable_free,
            out,
            timer.as_ref(),
            Some(&mut pipeline),
        ) {
            Ok(()) => {}
            Err(ProcessError::Diag(d)) => {
                ok = false;
                ctx.emit(d);
            }
            Err(ProcessError::Failed) => ok = false,
            Err(ProcessError::Fatal(m)) => {
                ok = false;
                fatal = true;
                stderr.write(&format!("LLVM ERROR: {m}\n"));
            }
            Err(ProcessError::Io(e)) => return Err(e),
        }
        drop(scope);
        drop(pipeline);
        let collected = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
        // What passes and the pipeline's setup wrote, each piece before the diagnostics
        // emitted after it.
        let mut pieces = stderr.take().into_iter().peekable();
        let mut text_before = |k: usize, text: &mut String| {
            while let Some((_, t)) = pieces.next_if(|(i, _)| *i <= k) {
                text.push_str(&t);
            }
        };
        // The chunk's time report, after its diagnostics (before the verifier's verdict).
        let report = timer.map_or_else(String::new, |t| {
            t.add(chunk_start.elapsed());
            t.report(cfg.timing_display)
        });
        if !cfg.verify_diagnostics {
            let mut sources = SourceManager::new();
            sources.add_buffer(&buffer, chunk, Some((file_name, first_line)));
            let mut text = String::new();
            for (k, d) in collected.iter().enumerate() {
                text_before(k, &mut text);
                match cfg.diagnostic_style {
                    DiagnosticStyle::Mlir => diag::render_mlir(&mut text, d, &ctx, &mut sources),
                    DiagnosticStyle::Rustc => diag::render_rustc(&mut text, d, &ctx, &mut sources),
                }
            }
            text_before(usize::MAX, &mut text);
            text.push_str(&report);
            rendered
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push_str(&text);
        } else {
            let mut emitted = Vec::new();
            for d in &collected {
                flatten_diagnostic(&ctx, d, &buffer, &opts, &mut emitted);
            }
            let outcome = verify_diagnostics::verify(chunk, &emitted);
            let split = cfg.split_input_file.then_some(first_line as usize);
            let mut text = String::new();
            text_before(usize::MAX, &mut text);
            text.push_str(&report);
            rendered
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push_str(&text);
            rendered.lock().unwrap_or_else(|e| e.into_inner()).push_str(
                &verify_diagnostics::render(&outcome, file_name, chunk, split),
            );
            annotations_ok &= outcome.ok;
        }
        if fatal {
            // mlir-opt stops there.
            break;
        }
    }
    if cfg.verify_diagnostics {
        // The annotations decide, not the diagnostics.
        ok = annotations_ok;
    }
    if cfg.disable_free {
        // The context holds the uniqued attributes and types of the IR: like the IR, it
        // is not freed when the process is about to exit.
        std::mem::forget(ctx);
    }
    let errs = std::mem::take(&mut *rendered.lock().unwrap_or_else(|e| e.into_inner()));
    Ok((errs, ok))
}

/// A diagnostic and its notes (each right after its parent, as the verifier expects
/// them), their lines counted in the chunk `buffer` (parsed with `opts`).
pub fn flatten_diagnostic(
    ctx: &Context,
    d: &Diagnostic,
    buffer: &str,
    opts: &ParseOptions,
    out: &mut Vec<verify_diagnostics::Emitted>,
) {
    use strata_framework::support::diag::Severity as S;
    use verify_diagnostics::Severity as V;
    let severity = match d.severity {
        S::Error => V::Error,
        S::Warning => V::Warning,
        S::Note => V::Note,
        S::Remark => V::Remark,
    };
    let pos = match &d.loc {
        DiagLoc::Unknown => None,
        DiagLoc::Pos(p) => Some(p.clone()),
        DiagLoc::Attr(l) => ctx.resolve(*l).file_pos,
    };
    let line_zero = pos
        .as_ref()
        .is_some_and(|p| p.line == 0 && (p.file == buffer || p.file == opts.file_name));
    let (line, col, file) = match pos {
        _ if line_zero => (0, 0, None),
        Some(p) if p.file == buffer => (p.line as usize, p.col as usize, None),
        Some(p) if p.file == opts.file_name && p.line >= opts.first_line => (
            (p.line - opts.first_line + 1) as usize,
            p.col as usize,
            None,
        ),
        Some(p) => (p.line as usize, p.col as usize, Some(p.file)),
        None => (0, 0, None),
    };
    out.push(verify_diagnostics::Emitted {
        severity,
        line,
        col,
        message: d.message.clone(),
        file,
        line_zero,
    });
    for n in &d.notes {
        flatten_diagnostic(ctx, n, buffer, opts, out);
    }
}

/// The whole tool: reads the input, writes the output, prints diagnostics; the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    main_with_dialects(args, &[])
}

/// The registrations of the passes of a tool built on `strata-opt`, set once before the
/// registry is made ([`main_with_dialects_and_passes`]).
static EXTRA_PASSES: std::sync::OnceLock<Vec<fn(&mut PassRegistry)>> = std::sync::OnceLock::new();

/// [`main_with_dialects`] with the passes `passes` registers in the pass registry as well
/// (e.g. `toy-opt`'s `toy-shape-inference`). The first call's passes stay.
pub fn main_with_dialects_and_passes(
    args: &[String],
    extra: &[fn(&Context)],
    passes: &[fn(&mut PassRegistry)],
) -> i32 {
    register_tool_passes(passes);
    main_with_dialects(args, extra)
}

/// Adds the passes `passes` registers to [`pass_registry`], for a tool built on Strata
/// with passes of its own (`toy-opt`, the `toyc-chN` of Toy); to be called before the
/// registry is first made. The first call's passes stay.
pub fn register_tool_passes(passes: &[fn(&mut PassRegistry)]) {
    let _ = EXTRA_PASSES.set(passes.to_vec());
}

/// `strata-opt` with the dialects `extra` registers loaded as well: the `main` of a tool
/// built on Strata for dialects of its own (e.g. `poly-opt` of `examples/poly`), with
/// every flag, pass and diagnostic of `strata-opt`.
pub fn main_with_dialects(args: &[String], extra: &[fn(&Context)]) -> i32 {
    // As LLVM's `cl`: a help or version flag anywhere prints and exits, whatever else
    // the command line holds.
    if let Some(kind) = args.iter().find_map(|a| help::HelpKind::from_arg(a)) {
        print!("{}", help_text_for(kind, extra));
        return 0;
    }
    if args.iter().any(|a| a == "--version" || a == "-version") {
        print!("{}", help::version_text("strata-opt"));
        return 0;
    }
    let start = std::time::Instant::now();
    let cfg = match parse_args(args) {
        Ok(c) => OptConfig {
            disable_free: true,
            extra_dialects: extra.to_vec(),
            ..c
        },
        Err(e) => {
            eprintln!("strata-opt: {e}");
            // LLVM's `cl` writes an option's error (`for the --NAME option: ...`) alone.
            if !e.starts_with("for the --") {
                eprintln!("strata-opt: see 'strata-opt --help'");
            }
            return 1;
        }
    };
    strata_framework::support::diag::set_colors(
        cfg.color
            .unwrap_or_else(|| std::io::IsTerminal::is_terminal(&std::io::stderr())),
    );
    if cfg.show_dialects {
        // mlir-opt's list, one name a line, with no newline after the last.
        print!("Available Dialects:\n{}", dialect_names(extra).join("\n"));
        return 0;
    }
    let input = if cfg.input == "-" {
        let mut s = Vec::new();
        match std::io::Read::read_to_end(&mut std::io::stdin(), &mut s) {
            Ok(_) => s,
            Err(e) => {
                eprintln!("error: cannot read stdin: {e}");
                return 1;
            }
        }
    } else {
        match std::fs::read(&cfg.input) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("error: could not open input file '{}': {e}", cfg.input);
                return 1;
            }
        }
    };
    if !strata_framework::bytecode::is_bytecode(&input) && std::str::from_utf8(&input).is_err() {
        eprintln!("error: {}: input is not valid UTF-8", cfg.input);
        return 1;
    }
    let file_name = if cfg.input == "-" {
        "<stdin>"
    } else {
        cfg.input.as_str()
    };
    if cfg.output == "-" {
        let mut so = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        let r = run_bytes_to_writer_since(&cfg, file_name, &input, &mut so, start)
            .map_err(|e| e.expect("the input was checked to be UTF-8"))
            .and_then(|r| {
                so.flush()?;
                Ok(r)
            });
        return match r {
            Ok((errs, ok)) => {
                eprint!("{errs}");
                i32::from(!ok)
            }
            Err(_) => 1,
        };
    }
    // Never leave a partial output file: the output streams to a temporary file that is
    // renamed into place only when every chunk succeeded. Devices and pipes
    // (`-o /dev/null`) are written directly: renaming over them would replace them.
    let special = std::fs::metadata(&cfg.output).is_ok_and(|m| !m.file_type().is_file());
    let tmp = format!("{}.strata-tmp-{}", cfg.output, std::process::id());
    let target = if special { &cfg.output } else { &tmp };
    let file = match std::fs::File::create(target) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: cannot write '{}': {e}", cfg.output);
            return 1;
        }
    };
    let mut fw = std::io::BufWriter::with_capacity(1 << 16, file);
    let r = run_bytes_to_writer_since(&cfg, file_name, &input, &mut fw, start)
        .map_err(|e| e.expect("the input was checked to be UTF-8"))
        .and_then(|r| {
            fw.flush()?;
            Ok(r)
        });
    drop(fw);
    let (errs, ok) = match r {
        Ok(r) => r,
        Err(e) => {
            if !special {
                let _ = std::fs::remove_file(&tmp);
            }
            eprintln!("error: cannot write '{}': {e}", cfg.output);
            return 1;
        }
    };
    eprint!("{errs}");
    if !special {
        if !ok {
            let _ = std::fs::remove_file(&tmp);
        } else if let Err(e) = std::fs::rename(&tmp, &cfg.output) {
            let _ = std::fs::remove_file(&tmp);
            eprintln!("error: cannot write '{}': {e}", cfg.output);
            return 1;
        }
    }
    i32::from(!ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_like_mlir_opt() {
        let s = "a\n// -----\nb\n// ---\nc\n// -----\n";
        let chunks: Vec<&str> = split_input(s).into_iter().map(|c| c.1).collect();
        assert_eq!(chunks, vec!["a\n", "\nb\n// ---\nc\n", "\n"]);
    }

    #[test]
    fn runs_split_chunks_and_reports_errors() {
        let cfg = OptConfig {
            split_input_file: true,
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let (out, errs, ok) =
            run_on_text(&cfg, "t.mlir", "\"d.a\"() : () -> ()\n// -----\n\"d.b\"(\n");
        assert!(!ok);
        assert_eq!(out, "module {\n  \"d.a\"() : () -> ()\n}\n\n\n// -----\n");
        // As mlir-opt 16: positioned in the chunk's buffer (line 2 of the chunk starting at
        // line 2), with the source line and a caret.
        assert_eq!(
            errs,
            "within split at t.mlir:2 offset :2:7: error: expected ')' to end operand list\n\
             \"d.b\"(\n      ^\n"
        );
        // rustc's rendering points into the file: line 3.
        let cfg = OptConfig {
            diagnostic_style: DiagnosticStyle::Rustc,
            ..cfg
        };
        let (_, errs, _) =
            run_on_text(&cfg, "t.mlir", "\"d.a\"() : () -> ()\n// -----\n\"d.b\"(\n");
        assert!(errs.contains("--> t.mlir:3:7"), "{errs}");
    }

    /// The pass list of `--help` in mlir-opt 16's layout: these lines are mlir-opt's (its
    /// option descriptions start at column 61, set by its widest option).
    #[test]
    fn pass_help_has_mlir_opt_layout() {
        let mut s = String::new();
        pass_registry().print_help("Compiler passes to run", 61, &mut s);
        let expected = "  Compiler passes to run
    Passes:
      --control-flow-sink                                     -   Sink operations into conditional blocks
      --inline                                                -   Inline function calls
        --default-pipeline=<string>                           - The default optimizer pipeline used for callables
        --max-iterations=<uint>                               - Maximum number of iterations when inlining within an SCC
        --op-pipelines=<pass-manager>                         - Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)
      --loop-invariant-code-motion                            -   Hoist loop invariant instructions outside of the loop
      --print-op-stats                                        -   Print statistics of operations
        --json                                                - print the stats as JSON
      --sccp                                                  -   Sparse Conditional Constant Propagation
      --strip-debuginfo                                       -   Strip debug info from all operations
      --test-options-pass                                     -   Test options parsing capabilities
        --list=<int>                                          - Example list option
        --string=<string>                                     - Example string option
        --string-list=<string>                                - Example string list option
      --test-pass-create-invalid-ir                           -   Test pass that adds an invalid operation in a function body
        --emit-invalid-ir                                     - Emit invalid IR
        --signal-pass-failure                                 - Trigger a pass failure
      --test-pass-failure                                     -   Test a pass in the pass manager that always fails
    Pass Pipelines:
      --test-options-pass-pipeline                            -   Parses options using pass pipeline registration
        --list=<int>                                          - Example list option
        --string=<string>                                     - Example string option
        --string-list=<string>                                - Example string list option
      --test-pm-nested-pipeline                               -   Test a nested pipeline in the pass manager
";
        let mut lines = s.lines();
        for want in expected.lines() {
            assert!(
                lines.any(|l| l == want),
                "missing, or out of order: {want:?}\n{s}"
            );
        }
        assert!(help_text()
            .contains("\n  Compiler passes to run\n    Passes:\n      --affine-loop-fusion "));
    }

    /// Every option `--help` lists is one the command line accepts, with a value of the
    /// kind the help names.
    #[test]
    fn every_help_option_is_accepted() {
        use help::OptValue;
        for o in help::OPTIONS {
            if o.category == help::Category::Generic {
                continue;
            }
            let value = match o.value {
                OptValue::Flag => None,
                OptValue::Named("uint" | "long" | "int") => Some("1"),
                OptValue::Named("pass-arg") => Some("cse"),
                OptValue::Named(_) | OptValue::Alias(_) => Some("x"),
                OptValue::Enum(values) => Some(values[0].0),
            };
            let args: Vec<String> = match value {
                None => vec![format!("--{}", o.name)],
                Some(v) if o.name.len() == 1 => vec![format!("-{}", o.name), v.to_string()],
                Some(v) => vec![format!("--{}={v}", o.name)],
            };
            assert!(parse_args(&args).is_ok(), "{args:?} is refused");
        }
        assert!(help_text().starts_with("OVERVIEW: Strata modular optimizer driver\n\n"));
    }

    #[test]
    fn parses_flags() {
        let args: Vec<String> = [
            "-o",
            "x",
            "--split-input-file",
            "-allow-unregistered-dialect",
            "in.mlir",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let c = parse_args(&args).unwrap();
        assert_eq!((c.output.as_str(), c.input.as_str()), ("x", "in.mlir"));
        assert!(c.split_input_file && c.allow_unregistered_dialect);
        assert!(parse_args(&["--bogus".to_string()]).is_err());
        let args: Vec<String> = [
            "--mlir-print-local-scope",
            "--mlir-pretty-debuginfo",
            "--mlir-print-debuginfo=true",
            "--verify-each=false",
            "--mlir-elide-elementsattrs-if-larger=16",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let c = parse_args(&args).unwrap();
        assert!(c.print_local_scope && c.pretty_debug_info && c.print_debug_info);
        assert!(!c.verify_each);
        assert_eq!(c.elide_elements_attrs_if_larger, Some(16));
        let c = parse_args(&["-mlir-elide-elementsattrs-if-larger".into(), "3".into()]).unwrap();
        assert_eq!(c.elide_elements_attrs_if_larger, Some(3));
        assert!(parse_args(&["--mlir-elide-elementsattrs-if-larger=x".into()]).is_err());
        assert!(parse_args(&["--verify-each=maybe".into()]).is_err());
        let c = parse_args(&[
            "--mlir-print-op-on-diagnostic=false".into(),
            "--mlir-print-stacktrace-on-diagnostic".into(),
            "--diagnostic-style=rustc".into(),
        ])
        .unwrap();
        assert!(!c.print_op_on_diagnostic && c.print_stacktrace_on_diagnostic);
        assert_eq!(c.diagnostic_style, DiagnosticStyle::Rustc);
        assert!(parse_args(&["--diagnostic-style=gcc".into()]).is_err());
        assert!(OptConfig::default().print_op_on_diagnostic);
        assert!(!OptConfig::default().example_dialects);
        assert!(
            parse_args(&["--example-dialects".into()])
                .unwrap()
                .example_dialects
        );
    }
}
