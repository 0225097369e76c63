//! The driver behind `strata-opt`: flags, input splitting, parse → verify → print, and
//! diagnostics. Kept in the library so tests can call it without spawning a process.

use std::io::Write;

use strata_framework::asm::{parse_module, print_op, ParseOptions, PrintOptions};
use strata_framework::context::OpInfo;
use strata_framework::diag::Diagnostic;
use strata_framework::verify_diagnostics;
use strata_framework::Context;

/// Operations of MLIR's upstream dialects that are `IsolatedFromAbove`, registered so their
/// bodies get their own arena until the generated dialects register themselves. Their other
/// traits are not known yet, so the verifier is told they need no terminator (it must not
/// invent errors mlir-opt would not give).
pub const UPSTREAM_ISOLATED_OPS: &[&str] = &[
    "func.func",
    "gpu.module",
    "gpu.func",
    "llvm.func",
    "spirv.module",
    "spirv.func",
    "ml_program.func",
    "ml_program.subgraph",
    "pdl_interp.func",
    "async.func",
    "shape.func",
    "irdl.dialect",
];

/// LLVM dialect debug-info attributes that mlir-opt 16 prints through an alias named by
/// their mnemonic (the LLVM dialect's `OpAsmDialectInterface::getAlias`), until the
/// generated LLVM dialect provides its own hook.
pub const LLVM_DI_ALIASED: &[&str] = &[
    "di_basic_type",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_subprogram",
    "di_subroutine_type",
    "di_void_result_type",
];

/// The command-line configuration of `strata-opt`.
#[derive(Clone, Debug, Default)]
pub struct OptConfig {
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output file (`-` for stdout).
    pub output: String,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialect: bool,
    /// `--mlir-print-op-generic` (the only form printed so far).
    pub print_op_generic: bool,
    /// `--mlir-print-debuginfo`.
    pub print_debug_info: bool,
    /// `--verify-diagnostics`: check the diagnostics against the input's
    /// `expected-*` annotations instead of reporting them.
    pub verify_diagnostics: bool,
    /// Do not free the IR after printing (set by the binary, which exits right after).
    pub disable_free: bool,
}

/// Usage text for `--help`.
pub const USAGE: &str = "OVERVIEW: Strata modular optimizer driver

USAGE: strata-opt [options] <input file>

OPTIONS:
  -o <filename>                   Output filename (default: stdout)
  --split-input-file              Split the input file into pieces and process each chunk independently
  --allow-unregistered-dialect    Allow operation with no registered dialects
  --mlir-print-op-generic         Print the generic op form
  --mlir-print-debuginfo          Print debug info (locations) in MLIR output
  --verify-diagnostics            Check that emitted diagnostics match expected-* lines on the corresponding line
  --mlir-disable-threading        Accepted for compatibility (no effect yet)
  -h, --help                      Display this help
";

/// Parses the command line (without the program name).
pub fn parse_args(args: &[String]) -> Result<OptConfig, String> {
    let mut cfg = OptConfig {
        input: "-".into(),
        output: "-".into(),
        ..Default::default()
    };
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
            Some("o") => {
                i += 1;
                cfg.output = args.get(i).cloned().ok_or("option '-o' requires a value")?;
            }
            Some(f) if f.starts_with("o=") => cfg.output = f[2..].to_string(),
            Some("split-input-file") => cfg.split_input_file = true,
            Some("allow-unregistered-dialect") => cfg.allow_unregistered_dialect = true,
            Some("mlir-print-op-generic") => cfg.print_op_generic = true,
            Some("mlir-print-debuginfo") => cfg.print_debug_info = true,
            Some("verify-diagnostics") => cfg.verify_diagnostics = true,
            Some("mlir-disable-threading") => {}
            Some(other) => return Err(format!("unknown command line argument '{a}' ({other})")),
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
    let m = parse_module(ctx, text, opts)?;
    strata_framework::verify::verify_module(ctx, &m).map_err(|mut d| {
        d.attach_source(&opts.file_name, text, opts.first_line);
        d
    })?;
    let mut out = print_op(ctx, &m.body, m.op, print);
    out.push('\n');
    if let Some(meta) = &m.file_metadata {
        out.push_str("\n{-#");
        out.push_str(meta);
        out.push_str("#-}\n");
    }
    out.push('\n');
    if leak_ir {
        std::mem::forget(m);
    }
    Ok(out)
}

/// A context configured for `cfg`.
pub fn make_context(cfg: &OptConfig) -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(cfg.allow_unregistered_dialect);
    ctx.add_attr_alias_hook(Box::new(|name: &str| {
        let mnemonic = name.strip_prefix("llvm.")?;
        LLVM_DI_ALIASED
            .contains(&mnemonic)
            .then(|| mnemonic.to_string())
    }));
    for name in UPSTREAM_ISOLATED_OPS {
        ctx.register_op(
            name,
            OpInfo {
                isolated_from_above: true,
                no_terminator: true,
                ..Default::default()
            },
        );
    }
    ctx
}

/// Runs `strata-opt` on an already-read input; returns (output text, rendered
/// diagnostics, success).
pub fn run_on_text(cfg: &OptConfig, file_name: &str, input: &str) -> (String, String, bool) {
    let ctx = make_context(cfg);
    let print = PrintOptions {
        print_debug_info: cfg.print_debug_info,
    };
    let chunks = if cfg.split_input_file {
        split_input(input)
    } else {
        vec![(0, input)]
    };
    let mut out = String::new();
    let mut errs = String::new();
    let mut ok = true;
    for (i, (offset, chunk)) in chunks.iter().enumerate() {
        if i > 0 {
            out.push_str("\n// -----\n");
        }
        let first_line = input[..*offset].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
        let opts = ParseOptions {
            file_name: file_name.to_string(),
            first_line,
        };
        let result = process_buffer(&ctx, chunk, &opts, &print, cfg.disable_free);
        if cfg.verify_diagnostics {
            let mut emitted = Vec::new();
            match result {
                Ok(text) => out.push_str(&text),
                Err(d) => flatten_diagnostic(&d, file_name, first_line, &mut emitted),
            }
            let outcome = verify_diagnostics::verify(chunk, &emitted);
            let split = cfg.split_input_file.then_some(first_line as usize);
            errs.push_str(&verify_diagnostics::render(
                &outcome, file_name, chunk, split,
            ));
            ok &= outcome.ok;
            continue;
        }
        match result {
            Ok(text) => out.push_str(&text),
            Err(d) => {
                ok = false;
                errs.push_str(&d.render());
            }
        }
    }
    (out, errs, ok)
}

/// A diagnostic and its notes (each right after its parent, as the verifier
/// expects them) with lines made relative to the chunk that starts at line
/// `first_line` of `file_name`.
fn flatten_diagnostic(
    d: &Diagnostic,
    file_name: &str,
    first_line: u32,
    out: &mut Vec<verify_diagnostics::Emitted>,
) {
    use strata_framework::diag::Severity as S;
    use verify_diagnostics::Severity as V;
    let severity = match d.severity {
        S::Error => V::Error,
        S::Warning => V::Warning,
        S::Note => V::Note,
        S::Remark => V::Remark,
    };
    let (line, col, file) = match &d.pos {
        Some(p) if p.file == file_name && p.line >= first_line => {
            ((p.line - first_line + 1) as usize, p.col as usize, None)
        }
        Some(p) => (p.line as usize, p.col as usize, Some(p.file.clone())),
        None => (0, 0, None),
    };
    out.push(verify_diagnostics::Emitted {
        severity,
        line,
        col,
        message: d.message.clone(),
        file,
    });
    for n in &d.notes {
        flatten_diagnostic(n, file_name, first_line, out);
    }
}

/// The whole tool: reads the input, writes the output, prints diagnostics; the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    if args
        .iter()
        .any(|a| a == "-h" || a == "--help" || a == "-help")
    {
        print!("{USAGE}");
        return 0;
    }
    let cfg = match parse_args(args) {
        Ok(c) => OptConfig {
            disable_free: true,
            ..c
        },
        Err(e) => {
            eprintln!("strata-opt: {e}");
            eprintln!("strata-opt: see 'strata-opt --help'");
            return 1;
        }
    };
    let input = if cfg.input == "-" {
        let mut s = String::new();
        match std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            Ok(_) => s,
            Err(e) => {
                eprintln!("error: cannot read stdin: {e}");
                return 1;
            }
        }
    } else {
        match std::fs::read(&cfg.input) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(s) => s,
                Err(_) => {
                    eprintln!("error: {}: input is not valid UTF-8", cfg.input);
                    return 1;
                }
            },
            Err(e) => {
                eprintln!("error: could not open input file '{}': {e}", cfg.input);
                return 1;
            }
        }
    };
    let file_name = if cfg.input == "-" {
        "<stdin>"
    } else {
        cfg.input.as_str()
    };
    let (out, errs, ok) = run_on_text(&cfg, file_name, &input);
    eprint!("{errs}");
    if cfg.output == "-" {
        let mut so = std::io::stdout().lock();
        if so
            .write_all(out.as_bytes())
            .and_then(|_| so.flush())
            .is_err()
        {
            return 1;
        }
    } else if ok {
        // Never leave a partial output file: write only when every chunk succeeded, to a
        // temporary file renamed into place.
        // Devices and pipes (`-o /dev/null`) are written directly: renaming over them would
        // replace them.
        let special = std::fs::metadata(&cfg.output).is_ok_and(|m| !m.file_type().is_file());
        let tmp = format!("{}.strata-tmp-{}", cfg.output, std::process::id());
        let written = if special {
            std::fs::write(&cfg.output, out)
        } else {
            std::fs::write(&tmp, out).and_then(|_| std::fs::rename(&tmp, &cfg.output))
        };
        if let Err(e) = written {
            let _ = std::fs::remove_file(&tmp);
            eprintln!("error: cannot write '{}': {e}", cfg.output);
            return 1;
        }
    }
    if ok {
        0
    } else {
        1
    }
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
        assert_eq!(
            out,
            "\"builtin.module\"() ({\n  \"d.a\"() : () -> ()\n}) : () -> ()\n\n\n// -----\n"
        );
        // mlir-opt 16: `within split at t.mlir:2 offset :2:7: error: expected ')' to end
        // operand list`, i.e. line 3, column 7 of the file.
        assert!(errs.contains("expected ')' to end operand list"), "{errs}");
        assert!(errs.contains("--> t.mlir:3:7"), "{errs}");
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
    }
}
