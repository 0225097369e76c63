//! The command line of `strata-translate`, as `mlir-translate`'s: an input file (or `-`,
//! the default), `-o FILE` (or `-`, the default), the translation to perform
//! (`--mlir-to-llvmir`), `--help`. Nothing is written to the output unless the whole
//! translation succeeds; diagnostics go to standard error, and the exit code is 1.

use std::io::Write;
use std::sync::{Arc, Mutex};

use strata::opt::{fix_implicit_module_loc, make_context, OptConfig};
use strata_framework::asm::{parse_module, ParseOptions};
use strata_framework::support::diag::{self, SourceManager};

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
         General options:\n\
         \n\
         \x20 -o <filename>                  - Output filename\n\
         \x20 Translations to perform\n\
         \x20   --import-llvm                - Translate LLVMIR to MLIR\n\
         \x20   --mlir-to-llvmir             - Translate MLIR to LLVMIR\n\
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
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        input: "-".into(),
        output: "-".into(),
        to_llvmir: false,
        import_llvm: false,
        opaque_pointers: true,
        split_input_file: false,
    };
    let mut positional = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        match flag {
            Some("mlir-to-llvmir") => a.to_llvmir = true,
            Some("import-llvm") => a.import_llvm = true,
            Some("split-input-file") => a.split_input_file = true,
            Some("opaque-pointers" | "opaque-pointers=1" | "opaque-pointers=true") => {
                a.opaque_pointers = true
            }
            Some("opaque-pointers=0" | "opaque-pointers=false") => a.opaque_pointers = false,
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
    if !a.to_llvmir && !a.import_llvm {
        eprintln!("Translation to perform option: must be specified at least once!");
        return 1;
    }
    let input = if a.input == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            eprintln!("cannot open input file '-': {e}");
            return 1;
        }
        s
    } else {
        match std::fs::read(&a.input) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                eprintln!("cannot open input file '{}': {}", a.input, io_message(&e));
                return 1;
            }
        }
    };
    let file_name = if a.input == "-" { "<stdin>" } else { &a.input };
    // An import with `-split-input-file` writes the chunks that succeed even when one
    // fails (and exits 1), as mlir-translate does.
    let (text, diagnostics, failed) = if a.import_llvm {
        crate::import::import_file(file_name, &input, a.opaque_pointers, a.split_input_file)
    } else {
        let (t, d) = translate_buffer(file_name, &input);
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

/// Parses, verifies and translates `input`: the LLVM IR, or none, and the rendered
/// diagnostics.
pub fn translate_buffer(file_name: &str, input: &str) -> (Option<String>, String) {
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
    let result = match parse_module(&ctx, input, &opts) {
        Err(d) => Err(d),
        Ok(mut m) => {
            fix_implicit_module_loc(&ctx, &mut m, input, &opts);
            strata_framework::verify::verify_module(&ctx, &m)
                .and_then(|()| crate::translate_to_llvm_ir(&ctx, &m.body, m.op))
        }
    };
    let text = match result {
        Ok(t) => Some(t),
        Err(d) => {
            ctx.emit(d);
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
    (text, rendered)
}
