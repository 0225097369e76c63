//! `tblgen`: Strata's TableGen driver.
//!
//! `tblgen [options] <input file>`: the options are read by
//! [`strata_tblgen::cli`] (`tblgen --help` lists them); this runs the chosen
//! generator and writes its output.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use strata_tblgen::cli::{self, Generator};

const STACK_SIZE: usize = 256 << 20;

/// Renders a spec error found by a backend, at its `.td` location.
fn render_ods(rk: &strata_tblgen::RecordKeeper, e: strata_tblgen::ods::OdsError) -> String {
    e.diagnostics(rk).render()
}

fn main() -> ExitCode {
    let mut argv = std::env::args_os().map(|a| a.to_string_lossy().into_owned());
    let argv0 = argv.next().unwrap_or_else(|| "tblgen".into());
    let args: Vec<String> = argv.collect();
    let run = match cli::parse(&argv0, &args) {
        cli::Parsed::Run(run) => run,
        cli::Parsed::Print { errors, text } => {
            eprint!("{errors}");
            print!("{text}");
            return ExitCode::SUCCESS;
        }
        cli::Parsed::Fail(errors) => {
            eprint!("{errors}");
            return ExitCode::from(1);
        }
    };
    let cli::Invocation {
        action,
        input,
        output,
        dialect,
        write_if_changed,
        options: opts,
    } = run;
    if matches!(action, cli::Action::DialectFiles(_)) && input == Path::new("-") {
        eprintln!("{argv0}: --gen-dialect-files reads a spec file (spec/dialects/NAME.td), not standard input");
        return ExitCode::from(1);
    }
    // Read here, so that an unreadable input is reported in LLVM's words
    // (`--gen-dialect-files` then reads the spec again, by name).
    let text = match read_input(&input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "{argv0}: Could not open input file '{}': {e}",
                input.display()
            );
            return ExitCode::from(1);
        }
    };
    // Evaluation recurses over values; give it a stack that deep (but
    // bounded) input cannot exhaust.
    let work = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(
        move || -> Result<String, String> {
            match action {
                cli::Action::DialectFiles(dir) => {
                    write_dialect_files(&input, &opts, &dir)?;
                    Ok(String::new())
                }
                cli::Action::Generate(g) => {
                    // The records live until the process exits: leaking them spares
                    // freeing each one (a twentieth of the run on a large input).
                    let rk: &_ = Box::leak(Box::new(
                        strata_tblgen::parse_source(&input_name(&input), text, &opts)
                            .map_err(|d| d.render())?,
                    ));
                    generate(g, rk, dialect.as_deref())
                }
            }
        },
    );
    let result = match work.map(|h| h.join()) {
        Ok(Ok(r)) => r,
        _ => {
            eprintln!("error: internal error while processing the input");
            return ExitCode::from(1);
        }
    };
    let text = match result {
        Ok(t) => t,
        Err(rendered) => {
            eprint!("{rendered}");
            return ExitCode::from(1);
        }
    };
    if output == Path::new("-") {
        let mut so = std::io::stdout().lock();
        if so
            .write_all(text.as_bytes())
            .and_then(|_| so.flush())
            .is_err()
        {
            return ExitCode::from(1);
        }
    } else if !(write_if_changed && std::fs::read(&output).is_ok_and(|old| old == text.as_bytes()))
    {
        // Write to a temporary file beside the target and rename, so a
        // failure never leaves a half-written output.
        let tmp = output.with_extension("tblgen-tmp");
        let r = std::fs::write(&tmp, text.as_bytes()).and_then(|_| std::fs::rename(&tmp, &output));
        if let Err(e) = r {
            let _ = std::fs::remove_file(&tmp);
            eprintln!("error: cannot write '{}': {e}", output.display());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

/// The input's bytes; `-` is standard input. An error reads as the C
/// library's (`No such file or directory`), as in LLVM's message.
fn read_input(input: &Path) -> Result<Vec<u8>, String> {
    let r = if input == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map(|_| buf)
    } else {
        std::fs::read(input)
    };
    r.map_err(|e| {
        let text = e.to_string();
        match text.find(" (os error ") {
            Some(i) => text[..i].to_string(),
            None => text,
        }
    })
}

/// The name diagnostics give the input: standard input is `<stdin>`, as in LLVM.
fn input_name(input: &Path) -> PathBuf {
    if input == Path::new("-") {
        PathBuf::from("<stdin>")
    } else {
        input.to_path_buf()
    }
}

/// `--gen-dialect-files DIR`: the files of a `spec/dialects/NAME.td`, with
/// the first `-I` directory as the spec folder.
fn write_dialect_files(
    input: &Path,
    opts: &strata_tblgen::Options,
    dir: &Path,
) -> Result<(), String> {
    let spec = opts
        .include_dirs
        .first()
        .cloned()
        .unwrap_or_else(|| ".".into());
    for (name, text) in strata_tblgen::generate_dialect(input, &spec)? {
        let path = dir.join(&name);
        let tmp = path.with_extension("tblgen-tmp");
        std::fs::write(&tmp, text)
            .and_then(|_| std::fs::rename(&tmp, &path))
            .map_err(|e| format!("error: cannot write {}: {e}\n", path.display()))?;
    }
    Ok(())
}

/// Runs generator `g` over the records; `dialect` is `--dialect`.
fn generate(
    g: Generator,
    rk: &strata_tblgen::RecordKeeper,
    dialect: Option<&str>,
) -> Result<String, String> {
    use strata_tblgen::backends::interface_doc::InterfaceKind;
    use strata_tblgen::backends::{
        attr_type_defs, def_interfaces, dialect_doc, doc, interface_doc, op_defs, op_doc,
        op_interfaces, pass_decls, pass_doc, rewriters,
    };
    let ods = |e| render_ods(rk, e);
    match g {
        Generator::PrintRecords => Ok(strata_tblgen::print_records(rk)),
        Generator::CheckOpFormats => check_op_formats(rk).map(|()| String::new()),
        Generator::GenOpDefs => op_defs::gen_op_defs(rk, dialect).map_err(ods),
        Generator::GenAttrDefDefs => {
            attr_type_defs::gen_attr_type_defs(rk, dialect, attr_type_defs::Which::Attrs)
                .map_err(ods)
        }
        Generator::GenTypeDefDefs => {
            attr_type_defs::gen_attr_type_defs(rk, dialect, attr_type_defs::Which::Types)
                .map_err(ods)
        }
        Generator::GenOpInterfaceDefs => op_interfaces::gen_op_interface_defs(rk).map_err(ods),
        Generator::GenAttrInterfaceDefs => {
            def_interfaces::gen_interface_defs(rk, def_interfaces::Kind::Attr).map_err(ods)
        }
        Generator::GenTypeInterfaceDefs => {
            def_interfaces::gen_interface_defs(rk, def_interfaces::Kind::Type).map_err(ods)
        }
        Generator::GenOpDoc => op_doc::gen_op_doc(rk).map_err(ods),
        Generator::GenDialectDoc => dialect_doc::gen_dialect_doc(rk, dialect).map_err(ods),
        Generator::GenAttrDefDoc => dialect_doc::gen_attr_or_type_def_doc(rk, true).map_err(ods),
        Generator::GenTypeDefDoc => dialect_doc::gen_attr_or_type_def_doc(rk, false).map_err(ods),
        Generator::GenOpInterfaceDocs => {
            interface_doc::gen_interface_docs(rk, InterfaceKind::Op).map_err(ods)
        }
        Generator::GenAttrInterfaceDocs => {
            interface_doc::gen_interface_docs(rk, InterfaceKind::Attr).map_err(ods)
        }
        Generator::GenTypeInterfaceDocs => {
            interface_doc::gen_interface_docs(rk, InterfaceKind::Type).map_err(ods)
        }
        Generator::GenPassDecls => pass_decls::gen_pass_decls(rk).map_err(ods),
        Generator::GenPassDoc => pass_doc::gen_pass_doc(rk).map_err(ods),
        Generator::GenDoc => doc::gen_doc(rk, dialect).map_err(ods),
        Generator::GenRewriters => rewriters::gen_rewriters(rk, dialect).map_err(ods),
    }
}

/// `--check-op-formats`: every assembly-format error, at its op, with the
/// line and column inside the format.
fn check_op_formats(rk: &strata_tblgen::RecordKeeper) -> Result<(), String> {
    let errors = strata_tblgen::ods::format::check_op_formats(rk).map_err(|e| render_ods(rk, e))?;
    if errors.is_empty() {
        return Ok(());
    }
    let mut d = strata_tblgen::Diagnostics::default();
    for (op, e) in errors {
        let pos = rk.rec(op.def).loc();
        d.push(
            strata_tblgen::Severity::Error,
            format!(
                "{} (assembly format of '{}', line {}, column {})",
                e.message,
                op.operation_name(),
                e.line,
                e.column
            ),
            Some(rk.sources.position(pos)),
        );
    }
    Err(d.render())
}
