//! The command line of `toyc-ch1` ... `toyc-ch7`, one driver for the seven chapters.
//!
//! Each chapter offers the options of MLIR's `toyc-chN`, parsed as LLVM's `cl` parses
//! them (one or two dashes, `-emit=ast` or `-emit ast`, `-` for standard input) with
//! `cl`'s error wording:
//!
//! | chapter | `-emit=` | other options |
//! |---|---|---|
//! | 1 | `ast` | |
//! | 2 | `ast`, `mlir` | `-x toy\|mlir` |
//! | 3, 4 | `ast`, `mlir` | `-x`, `-opt` |
//! | 5 | `ast`, `mlir`, `mlir-affine` | `-x`, `-opt` |
//! | 6, 7 | `ast`, `mlir`, `mlir-affine`, `mlir-llvm`, `llvm`, `jit` | `-x`, `-opt` |
//!
//! From chapter 2, the general options of MLIR's `toyc-chN` ([`GENERAL_OPTIONS`]: its
//! printer, context and pass manager options, parsed by `strata-opt`'s parser) print the
//! IR with its locations (`--mlir-print-debuginfo`) or in generic form, print the IR
//! around the passes (`--mlir-print-ir-after-all`, ...), and, beyond MLIR's `toyc-chN`,
//! `--mlir-timing` reports the time of each pass on standard error after the output
//! (the pass manager's timers only, as `mlir-opt`'s report of the passes; the Toy
//! front end is not timed).
//!
//! The AST dump, the IR and diagnostics go to standard error, as in MLIR. `-emit=mlir`
//! of a Toy source generates its module ([`mlirgen`]); of an `.mlir` input (or `-x
//! mlir`) it parses and verifies it with the Toy dialect ([`load_module`]). The passes
//! then run as MLIR's `toyc` runs them ([`process`]): the chapter's optimizations
//! ([`pipeline`]) under `-opt` and whenever the IR is lowered, the lowering to `affine`
//! ([`lower_to_affine`], `-emit=mlir-affine` and below), the lowering to `llvm`
//! ([`lower_to_llvm`], `-emit=mlir-llvm` and below); a failing pass exits 4. The module
//! is printed as `module->dump()` does, or translated to LLVM IR or run by the JIT
//! through the [`LlvmBackend`] `strata-toy-llvm` provides.

use crate::pipeline::ToolOptions;
use crate::{ast, dialect, lower_to_affine, lower_to_llvm, mlirgen, parser, pipeline};
use std::io::Read;
use strata::opt::OptConfig;
use strata_framework::asm::parser::ParsedModule;
use strata_framework::asm::printer::print_op;
use strata_framework::ir::body::{Body, Op};
use strata_framework::ir::context::Context;
use strata_framework::pass::Pass;

/// The `-emit=` values: name and `--help` description, in MLIR's order.
const EMITS: &[(&str, &str)] = &[
    ("ast", "output the AST dump"),
    ("mlir", "output the MLIR dump"),
    ("mlir-affine", "output the MLIR dump after affine lowering"),
    ("mlir-llvm", "output the MLIR dump after llvm lowering"),
    ("llvm", "output the LLVM IR dump"),
    (
        "jit",
        "JIT the code and run it by invoking the main function",
    ),
];

/// The values of an option in `--help`: name and description.
type OptionValues<'a> = &'a [(&'a str, &'a str)];

/// A general option: its flag as `--help` shows it, description and values.
pub type GeneralOption = (&'static str, &'static str, OptionValues<'static>);

/// The general options of chapters 2 to 7, in `--help`'s (alphabetical) order: the flag
/// as `--help` shows it, its description, and its values. They are parsed by
/// `strata-opt`'s parser into its configuration.
pub const GENERAL_OPTIONS: &[GeneralOption] = &[
    (
        "mlir-disable-threading",
        "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()",
        &[],
    ),
    (
        "mlir-elide-elementsattrs-if-larger=<uint>",
        "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit",
        &[],
    ),
    ("mlir-print-debuginfo", "Print debug info in MLIR output", &[]),
    ("mlir-print-ir-after=<pass-arg>", "Print IR after specified passes", &[]),
    ("mlir-print-ir-after-all", "Print IR after each pass", &[]),
    (
        "mlir-print-ir-after-change",
        "When printing the IR after a pass, only print if the IR changed",
        &[],
    ),
    (
        "mlir-print-ir-after-failure",
        "When printing the IR after a pass, only print if the pass failed",
        &[],
    ),
    ("mlir-print-ir-before=<pass-arg>", "Print IR before specified passes", &[]),
    ("mlir-print-ir-before-all", "Print IR before each pass", &[]),
    (
        "mlir-print-ir-module-scope",
        "When printing IR for print-ir-[before|after]{-all} always print the top-level operation",
        &[],
    ),
    (
        "mlir-print-local-scope",
        "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
        &[],
    ),
    ("mlir-print-op-generic", "Print the generic op form", &[]),
    ("mlir-timing", "Display execution times", &[]),
    (
        "mlir-timing-display=<value>",
        "Display method for timing data",
        &[
            ("list", "display the results in a list sorted by total time"),
            ("tree", "display the results with a nested tree view"),
        ],
    ),
];

/// The name of general option `flag` as `--help` shows it (`mlir-timing-display=<value>`).
fn option_name(flag: &str) -> &str {
    flag.split_once('=').map_or(flag, |(n, _)| n)
}

/// What chapter `ch` offers on its command line.
struct Chapter {
    n: u8,
    /// How many of [`EMITS`] it has.
    emits: usize,
    /// `-x toy|mlir`.
    input_kind: bool,
    /// `-opt`.
    opt: bool,
}

impl Chapter {
    fn new(n: u8) -> Chapter {
        Chapter {
            n,
            emits: match n {
                1 => 1,
                2..=4 => 2,
                5 => 3,
                _ => 6,
            },
            input_kind: n >= 2,
            opt: n >= 3,
        }
    }

    fn program(&self) -> String {
        format!("toyc-ch{}", self.n)
    }

    fn help(&self) -> String {
        // The options of the chapter: flag, description, values; in `cl`'s order.
        let mut options: Vec<(String, &str, OptionValues<'_>)> = vec![(
            "--emit=<value>".into(),
            "Select the kind of output desired",
            &EMITS[..self.emits],
        )];
        if self.input_kind {
            for (flag, desc, values) in GENERAL_OPTIONS {
                options.push((format!("--{flag}"), desc, values));
            }
        }
        if self.opt {
            options.push(("--opt".into(), "Enable optimizations", &[]));
        }
        if self.input_kind {
            options.push((
                "-x <value>".into(),
                "Decided the kind of output desired",
                &[
                    ("toy", "load the input file as a Toy source."),
                    ("mlir", "load the input file as an MLIR file"),
                ],
            ));
        }
        // The descriptions line up one column after the widest flag (at least 19).
        let width = options
            .iter()
            .map(|(flag, _, _)| flag.len() + 1)
            .max()
            .unwrap_or(0)
            .max(19);
        let mut s = format!(
            "OVERVIEW: toy compiler\n\nUSAGE: {} [options] <input toy file>\n\nOPTIONS:\n\n\
             General options:\n\n",
            self.program()
        );
        for (flag, desc, values) in &options {
            s.push_str(&format!("  {flag:<width$}- {desc}\n"));
            for (name, desc) in values.iter() {
                s.push_str(&format!("    ={name:<w$} -   {desc}\n", w = width - 4));
            }
        }
        s.push_str(&format!(
            "\nGeneric Options:\n\n  {:<width$}- Display available options\n",
            "--help"
        ));
        s
    }
}

/// The parsed command line.
#[derive(Default)]
struct Args {
    input: Option<String>,
    emit: Option<&'static str>,
    mlir_input: bool,
    opt: bool,
    /// The general options ([`GENERAL_OPTIONS`]).
    general: OptConfig,
    help: bool,
}

fn parse_args(ch: &Chapter, args: &[String]) -> Result<Args, String> {
    let prog = ch.program();
    let mut out = Args::default();
    let mut positionals = Vec::new();
    let mut i = 0;
    let mut options_done = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if options_done || a == "-" || !a.starts_with('-') {
            positionals.push(a.clone());
            continue;
        }
        if a == "--" {
            options_done = true;
            continue;
        }
        let body = a.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let dash = if name.len() == 1 { "-" } else { "--" };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            match args.get(*i) {
                Some(v) => {
                    *i += 1;
                    Ok(v.clone())
                }
                None => Err(format!(
                    "{prog}: for the {dash}{name} option: requires a value!"
                )),
            }
        };
        match name {
            "help" => out.help = true,
            "emit" => {
                let v = value(&mut i)?;
                out.emit = Some(
                    EMITS[..ch.emits]
                        .iter()
                        .find(|(n, _)| *n == v)
                        .map(|(n, _)| *n)
                        .ok_or_else(|| {
                            format!(
                                "{prog}: for the --emit option: Cannot find option named '{v}'!"
                            )
                        })?,
                );
            }
            "x" if ch.input_kind => {
                let v = value(&mut i)?;
                out.mlir_input = match v.as_str() {
                    "toy" => false,
                    "mlir" => true,
                    _ => {
                        return Err(format!(
                            "{prog}: for the -x option: Cannot find option named '{v}'!"
                        ))
                    }
                };
            }
            _ if ch.input_kind
                && GENERAL_OPTIONS
                    .iter()
                    .any(|(flag, _, _)| option_name(flag) == name) =>
            {
                // `strata-opt`'s parser, on the argument (and the value after it).
                let mut at = i - 1;
                strata::opt::parse_flag(
                    &mut out.general,
                    pipeline::pass_registry(),
                    args,
                    &mut at,
                    body,
                )
                .map_err(|e| format!("{prog}: {e}"))?;
                i = at + 1;
            }
            "opt" if ch.opt => {
                out.opt = match inline.as_deref() {
                    None | Some("true") | Some("1") | Some("TRUE") | Some("True") => true,
                    Some("false") | Some("0") | Some("FALSE") | Some("False") => false,
                    Some(v) => {
                        return Err(format!(
                            "{prog}: for the --opt option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                        ))
                    }
                };
            }
            _ => {
                return Err(format!(
                    "{prog}: Unknown command line argument '{a}'.  Try: '{prog} --help'"
                ))
            }
        }
    }
    if positionals.len() > 1 {
        return Err(format!(
            "{prog}: Too many positional arguments specified!\n\
             Can specify at most 1 positional arguments: See: {prog} --help"
        ));
    }
    out.input = positionals.pop();
    Ok(out)
}

/// The message of an I/O error as LLVM's `std::error_code` gives it.
fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error") {
                Some(p) => s[..p].to_string(),
                None => s,
            }
        }
    }
}

/// The input file's text (`-`: standard input), or MLIR's message.
fn read_input(name: &str) -> Result<String, String> {
    let bytes = if name == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map(|_| buf)
            .map_err(|e| io_message(&e))
    } else {
        std::fs::read(name).map_err(|e| io_message(&e))
    }
    .map_err(|m| format!("Could not open input file: {m}\n"))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Runs chapter `n`'s compiler on `args` (without the program name); returns the exit
/// status.
pub fn run(n: u8, args: &[String]) -> i32 {
    run_with(n, args, None)
}

/// Runs chapter `n`'s compiler on `args` with `backend` for `-emit=llvm` and `-emit=jit`;
/// returns the exit status.
pub fn run_with(n: u8, args: &[String], backend: Option<&LlvmBackend>) -> i32 {
    let start = std::time::Instant::now();
    let ch = Chapter::new(n);
    let mut args = match parse_args(&ch, args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    if args.help {
        print!("{}", ch.help());
        return 0;
    }
    let input = args.input.clone().unwrap_or_else(|| "-".to_string());
    let mlir_input = args.mlir_input || (ch.input_kind && input.ends_with(".mlir"));
    let options = ToolOptions::new(std::mem::take(&mut args.general));
    let status = emit(&ch, &args, &input, mlir_input, &options, backend);
    // `--mlir-timing`: the report follows the output.
    eprint!("{}", options.time_report(start.elapsed()));
    status
}

/// Runs the stages of `-emit=` (after the command line is parsed): the exit status.
fn emit(
    ch: &Chapter,
    args: &Args,
    input: &str,
    mlir_input: bool,
    options: &ToolOptions,
    backend: Option<&LlvmBackend>,
) -> i32 {
    let n = ch.n;
    let input = input.to_string();
    match args.emit {
        Some("ast") => {
            if args.mlir_input {
                eprintln!("Can't dump a Toy AST when the input is MLIR");
                return 5;
            }
            match parse_file(&input, n) {
                Some(module) => {
                    eprint!("{}", ast::dump(&module));
                    0
                }
                None => 1,
            }
        }
        None => {
            if parse_file(&input, n).is_none() {
                return 1;
            }
            eprintln!("No action specified (parsing only?), use -emit=<action>");
            0
        }
        Some(emit) => {
            let (ctx, mut module) = match load_module(&input, n, mlir_input, emit != "mlir") {
                Ok(loaded) => loaded,
                Err(status) => return status,
            };
            if let Err(status) = configure_context(&ctx, options) {
                return status;
            }
            if let Err(status) = process(&ctx, &mut module, n, emit, args.opt, options) {
                return status;
            }
            match emit {
                "llvm" | "jit" => emit_with_llvm(ch, emit, args.opt, &ctx, &module, backend),
                _ => {
                    // MLIR's `module->dump()`: the custom form in local scope (locations
                    // inline, no aliases), then a newline, on standard error.
                    let opts = options.print_options();
                    eprintln!("{}", print_op(&ctx, &module.body, module.op, &opts));
                    0
                }
            }
        }
    }
}

/// Applies the context options of `options` to `ctx` (`--mlir-disable-threading`), and
/// checks the pass manager can be set up as they ask: IR printing in module scope needs
/// threading off (else, as MLIR, `LLVM ERROR: ...` and exit 1).
fn configure_context(ctx: &Context, options: &ToolOptions) -> Result<(), i32> {
    let config = &options.config;
    ctx.set_threading(!config.disable_threading);
    let printing = !config.print_ir_before.is_none()
        || !config.print_ir_after.is_none()
        || config.print_ir_after_failure;
    if printing && config.print_ir_module_scope && ctx.threading_enabled() {
        eprintln!(
            "LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first."
        );
        return Err(1);
    }
    Ok(())
}

/// The module of `input`, where the passes start: an `.mlir` input (`mlir_input`) read
/// by [`load_mlir`] (with the dialects of the lowered IR when `lowering`), a Toy source
/// parsed (exit 6 when it does not, as MLIR's drivers) and generated by
/// [`mlirgen::mlir_gen`] for chapter `n`. Errors of the generation are printed as MLIR's
/// default diagnostic handler prints them (`loc("file.toy":3:5): error: ...`), with exit 1.
fn load_module(
    input: &str,
    n: u8,
    mlir_input: bool,
    lowering: bool,
) -> Result<(Context, ParsedModule), i32> {
    if mlir_input {
        return load_mlir(input, lowering).map(|(ctx, module, _)| (ctx, module));
    }
    let ast = parse_file(input, n).ok_or(6)?;
    let ctx = dialect::new_context();
    match mlirgen::mlir_gen(&ctx, &ast, n) {
        Ok(module) => Ok((ctx, module)),
        Err(diagnostics) => {
            for d in diagnostics {
                ctx.emit(d);
            }
            Err(1)
        }
    }
}

/// MLIR's `loadAndProcessMLIR` after the load: one pass manager on the module with
///
/// - under `-opt`, or when lowering to `affine` or below: the chapter's optimizations
///   ([`pipeline::add_optimization_passes`]: inlining, shape inference, `canonicalize`,
///   `cse`);
/// - for `-emit=mlir-affine` and below: the lowering to `affine` and its cleanups
///   ([`lower_to_affine::add_lowering_passes`]; `affine-loop-fusion` and `affine-scalrep`
///   under `-opt`);
/// - for `-emit=mlir-llvm` and below: the lowering to `llvm`.
///
/// A pass that fails has its diagnostics printed by the context's default handler, as
/// in MLIR's `toyc`, and the status is 4.
fn process(
    ctx: &Context,
    module: &mut ParsedModule,
    n: u8,
    emit: &str,
    opt: bool,
    options: &ToolOptions,
) -> Result<(), i32> {
    let level = EMITS
        .iter()
        .position(|(name, _)| *name == emit)
        .unwrap_or(0);
    let to_affine = level >= 2;
    let to_llvm = level >= 3;
    let mut pm = pipeline::new_pass_manager(options);
    if opt || to_affine {
        pipeline::add_optimization_passes(&mut pm, n);
    }
    if to_affine {
        lower_to_affine::register_dependent_dialects(ctx);
        if let Err(e) =
            lower_to_affine::add_lowering_passes(&mut pm, strata::opt::pass_registry(), opt)
        {
            eprintln!("{e}");
            return Err(pipeline::PASS_FAILURE_STATUS);
        }
    }
    if to_llvm {
        lower_to_llvm::register_dialects(ctx);
        let pass: Box<dyn Pass> = Box::new(lower_to_llvm::ToyToLlvmLoweringPass);
        if let Err(e) = pm.add_pass(pass) {
            eprintln!("{e}");
            return Err(pipeline::PASS_FAILURE_STATUS);
        }
    }
    pipeline::run(ctx, module, &mut pm)
}

/// What the chapters reaching LLVM IR need from LLVM, which this crate does not link
/// (`strata-toy-llvm` links it and hands it to [`run_with`]).
pub struct LlvmBackend {
    /// `-emit=llvm`: the LLVM IR of a module in the `llvm` dialect, optimized at `-O3`
    /// under `-opt` (else `-O0`) for the host, as text; the error message otherwise.
    pub dump_llvm_ir: fn(&Context, &Body, Op, bool) -> Result<String, String>,
    /// `-emit=jit`: JIT-compiles the module (optimized as for `dump_llvm_ir`) and runs
    /// its `main`; the error message otherwise.
    pub run_main: fn(&Context, &Body, Op, bool) -> Result<(), String>,
}

/// `-emit=llvm` (the LLVM IR on standard error, as `llvm::errs()`) and `-emit=jit` (runs
/// `main`) of a module lowered to the `llvm` dialect, through `backend`; MLIR's
/// messages and status -1 (255) when either fails.
fn emit_with_llvm(
    ch: &Chapter,
    emit: &str,
    opt: bool,
    ctx: &Context,
    module: &ParsedModule,
    backend: Option<&LlvmBackend>,
) -> i32 {
    let Some(backend) = backend else {
        eprintln!(
            "{}: -emit={emit} needs LLVM, which this build does not link",
            ch.program()
        );
        return 1;
    };
    if emit == "llvm" {
        match (backend.dump_llvm_ir)(ctx, &module.body, module.op, opt) {
            Ok(ir) => {
                eprintln!("{ir}");
                0
            }
            Err(e) => {
                eprint!("{e}");
                eprintln!("Failed to emit LLVM IR");
                255
            }
        }
    } else {
        match (backend.run_main)(ctx, &module.body, module.op, opt) {
            Ok(()) => 0,
            Err(e) => {
                eprint!("{e}");
                eprintln!("JIT invocation failed");
                255
            }
        }
    }
}

/// Reads, parses and verifies the `.mlir` file `input` into a context holding the Toy
/// dialect (returned with the text), as MLIR's `loadMLIR` does: a file that cannot be read exits 255 (MLIR
/// returns -1), IR that does not parse or verify prints its diagnostic and `Error can't
/// load file NAME` and exits 3.
///
/// With `lowering_dialects`, the context holds the dialects of the lowered IR too
/// ([`lower_to_llvm::register_dialects`]), for an input at any level of the pipeline;
/// the module comes with the text it was read from.
fn load_mlir(input: &str, lowering_dialects: bool) -> Result<(Context, ParsedModule, String), i32> {
    let text = match read_input(input) {
        Ok(t) => t,
        Err(msg) => {
            eprint!("{msg}");
            return Err(255);
        }
    };
    let ctx = dialect::new_context();
    if lowering_dialects {
        lower_to_llvm::register_dialects(&ctx);
    }
    let loaded = dialect::parse_source(&ctx, input, &text).and_then(|m| {
        dialect::verify(&ctx, &m)
            .map(|()| m)
            .map_err(|d| dialect::render(&ctx, input, &text, &d))
    });
    match loaded {
        Ok(m) => Ok((ctx, m, text)),
        Err(msg) => {
            eprint!("{msg}");
            eprintln!("Error can't load file {input}");
            Err(3)
        }
    }
}

/// Reads and parses `input` as chapter `n`'s Toy, printing the errors as MLIR does:
/// the module, or none when it is unusable. A syntax error at the end of the file
/// leaves the functions before it, which MLIR's parser returns (and so does this).
fn parse_file(input: &str, n: u8) -> Option<ast::Module> {
    let text = match read_input(input) {
        Ok(t) => t,
        Err(msg) => {
            eprint!("{msg}");
            return None;
        }
    };
    match parser::parse(&text, input, n) {
        Ok(m) => Some(m),
        Err(e) => {
            eprint!("{}", e.message);
            e.partial
        }
    }
}

/// The `main` of `toyc-chN`: runs on the process's arguments, returns the exit status.
///
/// It runs on a thread with a large stack: parsing, the AST dump and dropping the AST
/// recurse once per nesting level of the program (bounded by `parser::MAX_NESTING`
/// for brackets; operator chains such as `a + b + ...` nest too).
pub fn main(n: u8) -> i32 {
    main_with(n, None)
}

/// [`main`] with `backend` for `-emit=llvm` and `-emit=jit` (the `main` of `toyc-ch6` and
/// `toyc-ch7`, in `strata-toy-llvm`).
pub fn main_with(n: u8, backend: Option<&'static LlvmBackend>) -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run_with(n, &args, backend))
        .ok()
        .and_then(|t| t.join().ok())
        .unwrap_or(1)
}
