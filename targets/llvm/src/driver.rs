//! The command line of `strata-translate`, as `mlir-translate`'s: an input file (or `-`,
//! the default), `-o FILE` (or `-`, the default), the translation to perform
//! (`--mlir-to-llvmir`), `--help`, `--split-input-file` (each `// -----` chunk translated
//! on its own, the outputs of those that succeed written one after the other),
//! `--verify-diagnostics` (the diagnostics are checked against the input's
//! `expected-error` annotations, which then decide the exit code) and
//! `--no-implicit-module` (the input's single top-level op is translated, which must be a
//! module). Without `--split-input-file` nothing is written to the output unless the
//! whole translation succeeds; diagnostics go to standard error, and the exit code is 1.
//! An input starting with the bytecode magic (`ML\xefR`) is read as MLIR bytecode, as
//! mlir-translate reads it: one chunk (no split marker is looked for in it), diagnostics
//! at `FILE:0:0`.

use std::io::Write;
use std::sync::{Arc, Mutex};

use strata::opt::{
    fix_implicit_module_loc, flatten_diagnostic, make_context, split_input, OptConfig,
};
use strata_framework::asm::{parse_module, ParseOptions};
use strata_framework::support::diag::{self, SourceManager};
use strata_framework::support::verify_diagnostics;

use crate::Teardown;

/// The tool's name in its messages.
const PROGRAM: &str = "strata-translate";

/// The text of `--help`.
pub fn help_text() -> String {
    format!(
        "OVERVIEW: Strata Translation Testing Tool\n\
         USAGE: {PROGRAM} [options] <input file>\n\
         \n\
         OPTIONS:\n\
         \n\
         Color Options:\n\
         \n\
         \x20 --color                        - Use colors in output (default=autodetect)\n\
         \n\
         General options:\n\
         \n\
         \x20 --mlir-print-debuginfo         - Print debug info in MLIR output\n\
         \x20 --no-implicit-module           - Disable the parsing of an implicit top-level module op\n\
         \x20 -o <filename>                  - Output filename\n\
         \x20 --opaque-pointers              - Use opaque pointers\n\
         \x20 --split-input-file             - Split the input file into pieces and process each chunk independently\n\
         \x20 Translations to perform\n\
         \x20   --import-llvm                - Translate LLVMIR to MLIR\n\
         \x20   --mlir-to-llvmir             - Translate MLIR to LLVMIR\n\
         \x20 --verify-diagnostics           - Check that emitted diagnostics match expected-* lines on the corresponding line\n\
         \n\
         Generic Options:\n\
         \n\
         \x20 --help                         - Display available options\n"
    )
}

/// The parsed command line.
struct Args {
    input: String,
    output: String,
    to_llvmir: bool,
    import_llvm: bool,
    opaque_pointers: bool,
    split_input_file: bool,
    verify_diagnostics: bool,
    no_implicit_module: bool,
    print_debuginfo: bool,
    /// `--color[=BOOL]`; when not given, colors when standard error is a terminal.
    color: Option<bool>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        input: "-".into(),
        output: "-".into(),
        to_llvmir: false,
        import_llvm: false,
        opaque_pointers: true,
        split_input_file: false,
        verify_diagnostics: false,
        no_implicit_module: false,
        print_debuginfo: false,
        color: None,
    };
    let mut positional = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        match flag {
            Some("mlir-to-llvmir") => a.to_llvmir = true,
            Some("import-llvm") => a.import_llvm = true,
            Some("split-input-file") => a.split_input_file = true,
            Some("verify-diagnostics") => a.verify_diagnostics = true,
            Some("no-implicit-module") => a.no_implicit_module = true,
            Some("mlir-print-debuginfo") => a.print_debuginfo = true,
            Some("opaque-pointers" | "opaque-pointers=1" | "opaque-pointers=true") => {
                a.opaque_pointers = true
            }
            Some("opaque-pointers=0" | "opaque-pointers=false") => a.opaque_pointers = false,
            Some("color") => a.color = Some(true),
            Some(f) if f.starts_with("color=") => {
                a.color = Some(match &f["color=".len()..] {
                    "true" | "TRUE" | "True" | "1" => true,
                    "false" | "FALSE" | "False" | "0" => false,
                    v => {
                        return Err(format!(
                            "for the --color option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                        ))
                    }
                })
            }
            Some("o") => {
                a.output = it
                    .next()
                    .ok_or_else(|| "for the -o option: requires a value!".to_string())?
                    .clone();
            }
            Some(f) if f.starts_with("o=") => a.output = f[2..].to_string(),
            Some("") | None => {
                if positional.is_some() {
                    return Err(format!(
                        "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {PROGRAM} --help"
                    ));
                }
                positional = Some(arg.clone());
            }
            Some(_) => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: '{PROGRAM} --help'"
                ))
            }
        }
    }
    if let Some(p) = positional {
        a.input = p;
    }
    Ok(a)
}

/// `strata-translate` with arguments `args` (without the program name); the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    main_with(args, Teardown::Free)
}

/// `strata-translate` as a process: [`main_with_args`], then the process exits with its
/// code. The IR it translates and the LLVM module are not freed: the exit returns their
/// memory at once.
pub fn main_then_exit(args: &[String]) -> ! {
    std::process::exit(main_with(args, Teardown::AtExit))
}

fn main_with(args: &[String], teardown: Teardown) -> i32 {
    if args
        .iter()
        .any(|a| a == "-h" || a == "--help" || a == "-help")
    {
        print!("{}", help_text());
        return 0;
    }
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{PROGRAM}: {e}");
            return 1;
        }
    };
    diag::set_colors(
        a.color
            .unwrap_or_else(|| std::io::IsTerminal::is_terminal(&std::io::stderr())),
    );
    if !a.to_llvmir && !a.import_llvm {
        eprintln!("Translation to perform option: must be specified at least once!");
        return 1;
    }
    let bytes = if a.input == "-" {
        let mut b = Vec::new();
        if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut b) {
            eprintln!("cannot open input file '-': {e}");
            return 1;
        }
        b
    } else {
        match std::fs::read(&a.input) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("cannot open input file '{}': {}", a.input, io_message(&e));
                return 1;
            }
        }
    };
    // MLIR bytecode is read as such when MLIR is the input (`--mlir-to-llvmir`).
    let (input, bytecode) = if !a.import_llvm && strata_framework::bytecode::is_bytecode(&bytes) {
        (String::new(), Some(bytes.as_slice()))
    } else {
        let text = match std::str::from_utf8(&bytes) {
            Ok(t) => t.to_string(),
            Err(_) => String::from_utf8_lossy(&bytes).into_owned(),
        };
        (text, None)
    };
    let file_name = if a.input == "-" { "<stdin>" } else { &a.input };
    // An import with `-split-input-file` writes the chunks that succeed even when one
    // fails (and exits 1), as mlir-translate does.
    let (text, diagnostics, failed) = if a.import_llvm {
        crate::import::import_file(
            file_name,
            &input,
            a.opaque_pointers,
            a.split_input_file,
            a.print_debuginfo,
        )
    } else if a.split_input_file || a.verify_diagnostics || a.no_implicit_module {
        translate_file(file_name, &input, bytecode, &a)
    } else {
        let (t, d) = translate_buffer(file_name, &input, bytecode, teardown);
        (t, d, false)
    };
    eprint!("{diagnostics}");
    let Some(text) = text else {
        return 1;
    };
    let written = if a.output == "-" {
        let mut so = std::io::stdout().lock();
        so.write_all(text.as_bytes()).and_then(|_| so.flush())
    } else {
        std::fs::write(&a.output, text.as_bytes())
    };
    match written {
        Ok(()) => i32::from(failed),
        Err(e) => {
            eprintln!("{PROGRAM}: cannot write '{}': {}", a.output, io_message(&e));
            1
        }
    }
}

/// LLVM's wording of an I/O error.
fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => e.to_string(),
    }
}

/// Reads the module of `text`, or of `bytecode` when the input is MLIR bytecode, and
/// verifies it. A verifier error in what bytecode held gets the reader's note naming
/// its producer, as MLIR verifies bytecode while reading it.
fn read_and_verify(
    ctx: &strata_framework::Context,
    text: &str,
    bytecode: Option<&[u8]>,
    opts: &ParseOptions,
) -> Result<strata_framework::asm::ParsedModule, diag::Diagnostic> {
    let Some(bytes) = bytecode else {
        let mut m = parse_module(ctx, text, opts)?;
        fix_implicit_module_loc(ctx, &mut m, text, opts);
        strata_framework::verify::verify_module(ctx, &m)?;
        return Ok(m);
    };
    let name = opts.loc_file_name.as_deref().unwrap_or(&opts.file_name);
    let m = strata_framework::bytecode::read(ctx, bytes, name)?;
    if let Err(mut d) = strata_framework::verify::verify_module(ctx, &m) {
        if let Some(note) = strata_framework::bytecode::producer_note(bytes) {
            d.notes.push(diag::Diagnostic::new(
                diag::Severity::Note,
                d.loc.clone(),
                note,
            ));
        }
        return Err(d);
    }
    Ok(m)
}

/// Parses, verifies and translates `input` (or `bytecode`): the LLVM IR, or none, and the
/// rendered diagnostics. The IR and the LLVM module are disposed of as `teardown` says.
fn translate_buffer(
    file_name: &str,
    input: &str,
    bytecode: Option<&[u8]>,
    teardown: Teardown,
) -> (Option<String>, String) {
    let cfg = OptConfig::default();
    let ctx = make_context(&cfg);
    let collected = Arc::new(Mutex::new(Vec::new()));
    let scope = ctx
        .diag_engine()
        .scoped_handler(diag::collect_into(collected.clone()));
    let opts = ParseOptions {
        file_name: file_name.to_string(),
        ..Default::default()
    };
    let mut report = String::new();
    let result = match read_and_verify(&ctx, input, bytecode, &opts) {
        Err(d) => Err(d),
        Ok(m) => {
            let result = crate::translate_and_print(&ctx, &m.body, m.op, teardown);
            if teardown == Teardown::AtExit {
                std::mem::forget(m);
            }
            result
        }
    };
    let text = match result {
        Ok(t) => Some(t),
        Err(d) => {
            report = emit_unless_verifier_report(&ctx, d);
            None
        }
    };
    drop(scope);
    let collected = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    let mut sources = SourceManager::new();
    sources.add_buffer(file_name, input, None);
    let mut rendered = String::new();
    for d in &collected {
        diag::render_mlir(&mut rendered, d, &ctx, &mut sources);
    }
    rendered.push_str(&report);
    if teardown == Teardown::AtExit {
        std::mem::forget(ctx);
    }
    (text, rendered)
}

/// Emits `d`, unless it is LLVM's verifier rejecting the module: mlir-translate prints
/// the verifier's report as it is, which is returned (with its line end).
fn emit_unless_verifier_report(ctx: &strata_framework::Context, d: diag::Diagnostic) -> String {
    match d.message.strip_prefix(crate::VERIFIER_REPORT) {
        Some(report) => format!("{report}\n"),
        None => {
            ctx.emit(d);
            String::new()
        }
    }
}

/// `--mlir-to-llvmir` with `--split-input-file`, `--verify-diagnostics` or
/// `--no-implicit-module`: each chunk (or the whole input) translated on its own; the
/// outputs of the chunks that succeed, one after the other (none when no chunk is split
/// off, nothing verified and the translation fails), the rendered diagnostics (or the
/// verifier's report of unmet annotations), and whether to exit with 1.
fn translate_file(
    file_name: &str,
    input: &str,
    bytecode: Option<&[u8]>,
    a: &Args,
) -> (Option<String>, String, bool) {
    let chunks = if a.split_input_file && bytecode.is_none() {
        split_input(input)
    } else {
        vec![(0, input)]
    };
    let mut output = String::new();
    let mut rendered = String::new();
    let mut failed = false;
    for (offset, chunk) in chunks {
        let first_line = input[..offset].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
        let (text, report, ok) = translate_chunk(file_name, chunk, bytecode, first_line, a);
        if let Some(t) = text {
            output.push_str(&t);
        }
        rendered.push_str(&report);
        failed |= !ok;
    }
    if failed && !a.split_input_file && !a.verify_diagnostics {
        return (None, rendered, true);
    }
    (Some(output), rendered, failed)
}

/// One chunk of [`translate_file`]: its LLVM IR if it translates, its rendered
/// diagnostics (or the verifier's report), and whether it succeeded (with
/// `--verify-diagnostics`, whether its annotations were met).
fn translate_chunk(
    file_name: &str,
    chunk: &str,
    bytecode: Option<&[u8]>,
    first_line: u32,
    a: &Args,
) -> (Option<String>, String, bool) {
    // As mlir-translate, no `see current operation` note under `--verify-diagnostics`.
    let cfg = OptConfig {
        verify_diagnostics: a.verify_diagnostics,
        ..OptConfig::default()
    };
    let ctx = make_context(&cfg);
    // mlir-translate's name for the buffer of each chunk.
    let buffer = match a.split_input_file {
        true => format!("within split at {file_name}:{first_line} offset "),
        false => file_name.to_string(),
    };
    let opts = ParseOptions {
        file_name: file_name.to_string(),
        first_line,
        loc_file_name: a.split_input_file.then(|| buffer.clone()),
        ..Default::default()
    };
    let collected = Arc::new(Mutex::new(Vec::new()));
    let scope = ctx
        .diag_engine()
        .scoped_handler(diag::collect_into(collected.clone()));
    let mut report = String::new();
    let result = read_and_verify(&ctx, chunk, bytecode, &opts).and_then(|m| {
        let (body, op) = match a.no_implicit_module {
            true => top_level_op(&ctx, &m, &opts)?,
            false => (&m.body, m.op),
        };
        crate::translate_to_llvm_ir(&ctx, body, op)
    });
    let text = match result {
        Ok(t) => Some(t),
        Err(d) => {
            report = emit_unless_verifier_report(&ctx, d);
            None
        }
    };
    drop(scope);
    let collected = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    if a.verify_diagnostics {
        let mut emitted = Vec::new();
        for d in &collected {
            flatten_diagnostic(&ctx, d, &buffer, &opts, &mut emitted);
        }
        let outcome = verify_diagnostics::verify(chunk, &emitted);
        let split = a.split_input_file.then_some(first_line as usize);
        report.push_str(&verify_diagnostics::render(
            &outcome, file_name, chunk, split,
        ));
        return (text, report, outcome.ok);
    }
    let mut sources = SourceManager::new();
    sources.add_buffer(&buffer, chunk, Some((file_name, first_line)));
    let mut rendered = String::new();
    for d in &collected {
        diag::render_mlir(&mut rendered, d, &ctx, &mut sources);
    }
    rendered.push_str(&report);
    let ok = text.is_some();
    (text, rendered, ok)
}

/// With `--no-implicit-module`, the op to translate: the input's single top-level op (the
/// parser wrapped it in an implicit module unless it is an explicit `builtin.module`),
/// which must be a module (MLIR's `satisfiesLLVMModule`: a symbol table isolated from
/// above).
fn top_level_op<'m>(
    ctx: &strata_framework::Context,
    m: &'m strata_framework::asm::ParsedModule,
    opts: &ParseOptions,
) -> Result<
    (
        &'m strata_framework::ir::body::Body,
        strata_framework::ir::body::Op,
    ),
    diag::Diagnostic,
> {
    use strata_framework::ir::registry::{OpRef, OpTraits};
    let loc_name = opts.loc_file_name.as_deref().unwrap_or(&opts.file_name);
    if m.body.loc(m.op) != ctx.file_loc(loc_name, 0, 0) {
        return Ok((&m.body, m.op));
    }
    let Some(inner) = m.body.nested_body(m.op) else {
        return Ok((&m.body, m.op));
    };
    let ops: Vec<_> = m
        .body
        .regions(m.op)
        .first()
        .and_then(|&r| inner.entry_block(r))
        .map(|b| inner.block_ops(b).collect())
        .unwrap_or_default();
    if ops.len() != 1 {
        return Err(strata_framework::ir::registry::error_at(
            ctx,
            ctx.unknown_loc(),
            &format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            ),
        ));
    }
    let o = OpRef::new(ctx, inner, ops[0]);
    let is_module = o.name() == "builtin.module"
        || (o.has_traits(OpTraits::SYMBOL_TABLE) && o.has_traits(OpTraits::ISOLATED_FROM_ABOVE));
    if !is_module {
        return Err(o.op_error("can not be translated to an LLVMIR module"));
    }
    Ok((inner, ops[0]))
}
