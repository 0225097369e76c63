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
//! The AST dump, the IR and diagnostics go to standard error, as in MLIR. `-emit=mlir`
//! of an `.mlir` input (or `-x mlir`) parses and verifies it with the Toy dialect and
//! prints it back; `-emit=mlir-affine` of an `.mlir` input runs the partial lowering to
//! `affine` and the passes `toyc` runs after it (`lower_to_affine`), printing the result
//! or exiting 4 when a pass fails. The other emits past the AST (MLIRGen of a Toy source,
//! `-opt` alone, the lowering to LLVM) are not built yet: they exit 1 with
//! `toyc-chN: -emit=mlir is not implemented yet`.

use crate::{ast, dialect, lower_to_affine, parser};
use std::io::Read;
use strata_framework::asm::parser::ParsedModule;
use strata_framework::ir::context::Context;
use strata_framework::pass::{Nesting, OpPassManager, PassManager};
use strata_framework::support::diag::{DiagnosticStyle, SourceManager, SourceMgrHandler};

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
        let mut s = format!(
            "OVERVIEW: toy compiler\n\nUSAGE: {} [options] <input toy file>\n\nOPTIONS:\n\n\
             General options:\n\n",
            self.program()
        );
        s.push_str("  --emit=<value>     - Select the kind of output desired\n");
        for (name, desc) in &EMITS[..self.emits] {
            s.push_str(&format!("    ={name:<15} -   {desc}\n"));
        }
        if self.opt {
            s.push_str("  --opt              - Enable optimizations\n");
        }
        if self.input_kind {
            s.push_str("  -x <value>         - Decided the kind of output desired\n");
            s.push_str("    =toy             -   load the input file as a Toy source.\n");
            s.push_str("    =mlir            -   load the input file as an MLIR file\n");
        }
        s.push_str("\nGeneric Options:\n\n  --help             - Display available options\n");
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
    let ch = Chapter::new(n);
    let args = match parse_args(&ch, args) {
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
    let _ = args.opt;
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
        Some("mlir") if mlir_input && !args.opt => match load_mlir(&input) {
            Ok((ctx, module, _)) => {
                // MLIR's `module->dump()`: the custom form, on standard error.
                eprint!("{}", dialect::print(&ctx, &module, false));
                0
            }
            Err(status) => status,
        },
        Some("mlir-affine") if mlir_input => match load_mlir(&input) {
            Ok((ctx, module, text)) => emit_affine(&ctx, module, &input, text, args.opt),
            Err(status) => status,
        },
        Some(emit) => {
            // MLIR's drivers exit 6 when the Toy source does not parse.
            if !mlir_input && parse_file(&input, n).is_none() {
                return 6;
            }
            eprintln!("{}: -emit={emit} is not implemented yet", ch.program());
            1
        }
    }
}

/// `-emit=mlir-affine`: the passes MLIR's `toyc` runs from the lowering to `affine` on
/// ([`lower_to_affine::add_lowering_passes`]), then the module on standard error; a pass
/// that fails exits 4 after its diagnostics.
fn emit_affine(
    ctx: &Context,
    mut module: ParsedModule,
    input: &str,
    text: String,
    opt: bool,
) -> i32 {
    lower_to_affine::register_dependent_dialects(ctx);
    let registry = strata::opt::pass_registry();
    let mut pipeline = OpPassManager::new("builtin.module", Nesting::Explicit);
    if let Err(e) = lower_to_affine::add_lowering_passes(&mut pipeline, registry, opt) {
        eprintln!("{e}");
        return 4;
    }
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    pm.set_pipeline(pipeline);
    let rendered = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let failed = {
        let mut sources = SourceManager::new();
        // The handler lives as long as the context may emit: the text is kept for the
        // process's life, as MLIR's source manager keeps its buffers.
        sources.add_buffer(input, Box::leak(text.into_boxed_str()), None);
        let handler = SourceMgrHandler {
            sources,
            style: DiagnosticStyle::Mlir,
            out: rendered.clone(),
        };
        let _scope = ctx.diag_engine().scoped_handler(handler.into_handler());
        pm.run(ctx, &mut module.body, module.op).is_err()
    };
    eprint!("{}", rendered.lock().unwrap_or_else(|e| e.into_inner()));
    if failed {
        return 4;
    }
    eprint!("{}", dialect::print(ctx, &module, false));
    0
}

/// Reads, parses and verifies the `.mlir` file `input` into a context holding the Toy
/// dialect (returned with the text), as MLIR's `loadMLIR` does: a file that cannot be read exits 255 (MLIR
/// returns -1), IR that does not parse or verify prints its diagnostic and `Error can't
/// load file NAME` and exits 3.
fn load_mlir(input: &str) -> Result<(Context, ParsedModule, String), i32> {
    let text = match read_input(input) {
        Ok(t) => t,
        Err(msg) => {
            eprint!("{msg}");
            return Err(255);
        }
    };
    let ctx = dialect::new_context();
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
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(n, &args))
        .ok()
        .and_then(|t| t.join().ok())
        .unwrap_or(1)
}
