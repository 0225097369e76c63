//! The memory effects of ops at run time against MLIR 16's: for each
//! `tests/interfaces/*.mlir`, the remarks `mlir-opt --test-side-effects` makes (for every
//! op with `MemoryEffectOpInterface`, in post-order: `operation has no memory effects`,
//! or one `found an instance of 'read' on a value, on resource '<Default>'` per effect)
//! and the same remarks made from Strata's `MemoryEffectOpInterface` on the file parsed
//! by Strata must be the same, at the same `line:col`, in the same order.
//!
//! One trial per file; without mlir-opt 16 each is ignored with the reason outside CI, and
//! fails under `CI=true` or `--include-ignored`.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use strata::framework::asm::print_attr::AttrPrinter;
use strata::framework::asm::{parse_module, ParseOptions};
use strata::framework::interfaces::base::MemoryEffectOpInterfaceRef;
use strata::framework::ir::body::{WalkOrder, WalkResult};
use strata::framework::ir::locations::file_pos;
use strata::framework::ir::registry::OpRef;
use strata::framework::{Body, Context};

/// One remark: `line:col: message`.
type Remark = String;

/// The remarks mlir-opt's side-effect test pass makes for `file`.
fn mlir_remarks(mlir_opt: &Path, file: &Path) -> Result<Vec<Remark>, String> {
    let out = Command::new(mlir_opt)
        .arg("--test-side-effects")
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", mlir_opt.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("mlir-opt fails on {}:\n{stderr}", file.display()));
    }
    let prefix = format!("{}:", file.display());
    Ok(stderr
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|l| {
            let (pos, message) = l.split_once(": remark: ")?;
            Some(format!("{pos}: {message}"))
        })
        .collect())
}

/// The same remarks, from Strata's `MemoryEffectOpInterface` on `file` parsed by Strata.
fn strata_remarks(file: &Path) -> Result<Vec<Remark>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let ctx = Context::new();
    strata::dialects::register_all(&ctx);
    let opts = ParseOptions {
        file_name: file.display().to_string(),
        ..Default::default()
    };
    let module = parse_module(&ctx, &text, &opts).map_err(|d| format!("{d:?}"))?;
    let mut remarks = Vec::new();
    module
        .body
        .walk(module.op, WalkOrder::PostOrder, |body: &Body, op| {
            let Some(iface) = MemoryEffectOpInterfaceRef::get(OpRef::new(&ctx, body, op)) else {
                return WalkResult::Advance;
            };
            let pos = file_pos(&ctx, body.loc(op))
                .map_or(String::new(), |p| format!("{}:{}", p.line, p.col));
            let effects = iface.effects();
            if effects.is_empty() {
                remarks.push(format!("{pos}: operation has no memory effects"));
            }
            for e in effects {
                let mut m = format!("{pos}: found an instance of '{}'", e.effect.name());
                if e.value().is_some() {
                    m.push_str(" on a value,");
                } else if let Some(symbol) = e.symbol_ref() {
                    let printer = AttrPrinter {
                        ctx: &ctx,
                        aliases: None,
                    };
                    m.push_str(&format!(
                        " on a symbol '{}',",
                        printer.attr_to_string(symbol)
                    ));
                }
                m.push_str(&format!(" on resource '{}'", e.resource.name()));
                remarks.push(m);
            }
            WalkResult::Advance
        });
    Ok(remarks)
}

fn compare(mlir_opt: &Path, file: &Path) -> Result<(), Failed> {
    let theirs = mlir_remarks(mlir_opt, file)?;
    let ours = strata_remarks(file)?;
    if theirs.is_empty() {
        return Err("mlir-opt made no remark: nothing was compared".into());
    }
    if ours == theirs {
        return Ok(());
    }
    let (n, expected, actual) =
        common::first_difference(&theirs.join("\n"), &ours.join("\n")).unwrap_or_default();
    Err(format!("remark {n} differs:\n  mlir-opt: {expected}\n  Strata:   {actual}").into())
}

fn main() {
    let args = Arguments::from_args();
    let dir = common::repo_root().join("tests").join("interfaces");
    let files: Vec<PathBuf> = common::find_files(&dir, &["mlir"]);
    let mlir_opt = common::peer_tool("mlir-opt");
    let trials = files
        .into_iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            match &mlir_opt {
                Ok(tool) => {
                    let tool = tool.clone();
                    Trial::test(name, move || compare(&tool, &file))
                }
                Err(reason) => common::unavailable(&name, reason),
            }
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
