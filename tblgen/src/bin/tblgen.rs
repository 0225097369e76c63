//! `tblgen`: Strata's TableGen driver.
//!
//! `tblgen [--print-records] [-I DIR]... [-D NAME]... [-o OUT] FILE`

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use strata_tblgen::backends::interface_doc::InterfaceKind;

const STACK_SIZE: usize = 256 << 20;

const USAGE: &str =
    "usage: tblgen [--print-records | --gen-op-defs [--dialect NAME] | --gen-attrdef-defs [--dialect NAME] | --gen-typedef-defs [--dialect NAME] | --gen-{op,attr,type}-interface-defs | --gen-dialect-files OUTDIR | --gen-op-doc | --gen-dialect-doc [--dialect NAME] | --gen-attrdef-doc | --gen-typedef-doc | --gen-{op,attr,type}-interface-docs | --gen-pass-doc | --check-op-formats] [-I DIR]... [-D NAME]... [-o OUT] FILE";

enum Action {
    PrintRecords,
    GenOpDoc,
    GenOpDefs,
    GenAttrDefDefs,
    GenTypeDefDefs,
    GenOpInterfaceDefs,
    GenDefInterfaceDefs(strata_tblgen::backends::def_interfaces::Kind),
    /// Writes `NAME_ops.rs` and `NAME.md` of a `spec/dialects/NAME.td` into a folder.
    GenDialectFiles(PathBuf),
    GenDialectDoc,
    CheckOpFormats,
    GenAttrDefDoc,
    GenTypeDefDoc,
    GenInterfaceDocs(strata_tblgen::backends::interface_doc::InterfaceKind),
    GenPassDoc,
}

/// Renders a spec error found by a backend, at its `.td` location.
fn render_ods(rk: &strata_tblgen::RecordKeeper, e: strata_tblgen::ods::OdsError) -> String {
    let mut d = strata_tblgen::Diagnostics::default();
    d.push(
        strata_tblgen::Severity::Error,
        e.message,
        Some(rk.sources.position(e.loc)),
    );
    d.render()
}

fn main() -> ExitCode {
    let mut opts = strata_tblgen::Options::default();
    let mut input: Option<PathBuf> = None;
    let mut output: Option<PathBuf> = None;
    let mut action = Action::PrintRecords;
    let mut dialect: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |flag: &str, inline: Option<&str>| -> Result<String, String> {
            match inline {
                Some(v) if !v.is_empty() => Ok(v.to_string()),
                _ => args
                    .next()
                    .ok_or_else(|| format!("option '{flag}' needs a value")),
            }
        };
        let r: Result<(), String> = (|| {
            match a.as_str() {
                "--print-records" | "-print-records" => action = Action::PrintRecords,
                "--gen-op-doc" | "-gen-op-doc" => action = Action::GenOpDoc,
                "--gen-op-defs" | "-gen-op-defs" => action = Action::GenOpDefs,
                "--gen-attrdef-defs" | "-gen-attrdef-defs" => action = Action::GenAttrDefDefs,
                "--gen-typedef-defs" | "-gen-typedef-defs" => action = Action::GenTypeDefDefs,
                "--gen-op-interface-defs" => action = Action::GenOpInterfaceDefs,
                "--gen-attr-interface-defs" => {
                    action = Action::GenDefInterfaceDefs(
                        strata_tblgen::backends::def_interfaces::Kind::Attr,
                    )
                }
                "--gen-type-interface-defs" => {
                    action = Action::GenDefInterfaceDefs(
                        strata_tblgen::backends::def_interfaces::Kind::Type,
                    )
                }
                "--gen-dialect-files" => {
                    action = Action::GenDialectFiles(value("--gen-dialect-files", None)?.into())
                }
                "--gen-dialect-doc" | "-gen-dialect-doc" => action = Action::GenDialectDoc,
                "--check-op-formats" => action = Action::CheckOpFormats,
                "--gen-attrdef-doc" | "-gen-attrdef-doc" => action = Action::GenAttrDefDoc,
                "--gen-typedef-doc" | "-gen-typedef-doc" => action = Action::GenTypeDefDoc,
                "--gen-pass-doc" | "-gen-pass-doc" => action = Action::GenPassDoc,
                "--gen-op-interface-docs" | "-gen-op-interface-docs" => {
                    action = Action::GenInterfaceDocs(InterfaceKind::Op)
                }
                "--gen-attr-interface-docs" | "-gen-attr-interface-docs" => {
                    action = Action::GenInterfaceDocs(InterfaceKind::Attr)
                }
                "--gen-type-interface-docs" | "-gen-type-interface-docs" => {
                    action = Action::GenInterfaceDocs(InterfaceKind::Type)
                }
                s if s.starts_with("--dialect=") || s.starts_with("-dialect=") => {
                    dialect = Some(s.split_once('=').unwrap().1.to_string())
                }
                "--dialect" | "-dialect" => dialect = Some(value("--dialect", None)?),
                "-h" | "--help" => {
                    println!("{USAGE}");
                    std::process::exit(0);
                }
                "-o" => output = Some(value("-o", None)?.into()),
                s if s.starts_with("-I") => {
                    opts.include_dirs.push(value("-I", Some(&s[2..]))?.into())
                }
                s if s.starts_with("-D") => opts.macros.push(value("-D", Some(&s[2..]))?),
                s if s.starts_with('-') && s.len() > 1 => {
                    return Err(format!("unknown option '{s}'"))
                }
                s => {
                    if input.is_some() {
                        return Err(format!("more than one input file given ('{s}')"));
                    }
                    input = Some(s.into());
                }
            }
            Ok(())
        })();
        if let Err(m) = r {
            eprintln!("error: {m}\n{USAGE}");
            return ExitCode::from(1);
        }
    }
    let Some(input) = input else {
        eprintln!("error: no input file\n{USAGE}");
        return ExitCode::from(1);
    };
    // Evaluation recurses over values; give it a stack that deep (but
    // bounded) input cannot exhaust.
    let work = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(
        move || -> Result<String, String> {
            if let Action::GenDialectFiles(dir) = &action {
                let spec = opts
                    .include_dirs
                    .first()
                    .cloned()
                    .unwrap_or_else(|| ".".into());
                for (name, text) in strata_tblgen::generate_dialect(&input, &spec)? {
                    let path = dir.join(&name);
                    let tmp = path.with_extension("tblgen-tmp");
                    std::fs::write(&tmp, text)
                        .and_then(|_| std::fs::rename(&tmp, &path))
                        .map_err(|e| format!("error: cannot write {}: {e}\n", path.display()))?;
                }
                return Ok(String::new());
            }
            // The records live until the process exits: leaking them spares
            // freeing each one (a twentieth of the run on a large input).
            let rk: &_ = Box::leak(Box::new(
                strata_tblgen::parse_file(&input, &opts).map_err(|d| d.render())?,
            ));
            Ok(match action {
                Action::PrintRecords => strata_tblgen::print_records(rk),
                Action::GenOpDoc => strata_tblgen::backends::op_doc::gen_op_doc(rk)
                    .map_err(|e| render_ods(rk, e))?,
                Action::GenDialectFiles(_) => unreachable!("handled above"),
                Action::GenAttrDefDefs | Action::GenTypeDefDefs => {
                    use strata_tblgen::backends::attr_type_defs::{gen_attr_type_defs, Which};
                    let which = if matches!(action, Action::GenAttrDefDefs) {
                        Which::Attrs
                    } else {
                        Which::Types
                    };
                    gen_attr_type_defs(rk, dialect.as_deref(), which)
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::GenOpDefs => {
                    strata_tblgen::backends::op_defs::gen_op_defs(rk, dialect.as_deref())
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::GenOpInterfaceDefs => {
                    strata_tblgen::backends::op_interfaces::gen_op_interface_defs(rk)
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::GenDefInterfaceDefs(kind) => {
                    strata_tblgen::backends::def_interfaces::gen_interface_defs(rk, kind)
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::CheckOpFormats => {
                    let errors = strata_tblgen::ods::format::check_op_formats(rk)
                        .map_err(|e| render_ods(rk, e))?;
                    if !errors.is_empty() {
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
                        return Err(d.render());
                    }
                    String::new()
                }
                Action::GenPassDoc => strata_tblgen::backends::pass_doc::gen_pass_doc(rk)
                    .map_err(|e| render_ods(rk, e))?,
                Action::GenInterfaceDocs(kind) => {
                    strata_tblgen::backends::interface_doc::gen_interface_docs(rk, kind)
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::GenAttrDefDoc | Action::GenTypeDefDoc => {
                    let attrs = matches!(action, Action::GenAttrDefDoc);
                    strata_tblgen::backends::dialect_doc::gen_attr_or_type_def_doc(rk, attrs)
                        .map_err(|e| render_ods(rk, e))?
                }
                Action::GenDialectDoc => {
                    strata_tblgen::backends::dialect_doc::gen_dialect_doc(rk, dialect.as_deref())
                        .map_err(|e| render_ods(rk, e))?
                }
            })
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
    match output {
        None => {
            let mut so = std::io::stdout().lock();
            if so
                .write_all(text.as_bytes())
                .and_then(|_| so.flush())
                .is_err()
            {
                return ExitCode::from(1);
            }
        }
        Some(p) => {
            // Write to a temporary file beside the target and rename, so a
            // failure never leaves a half-written output.
            let tmp = p.with_extension("tblgen-tmp");
            let r = std::fs::write(&tmp, text.as_bytes()).and_then(|_| std::fs::rename(&tmp, &p));
            if let Err(e) = r {
                let _ = std::fs::remove_file(&tmp);
                eprintln!("error: cannot write '{}': {e}", p.display());
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::SUCCESS
}
