//! The side effects, speculation, loop, call and fast-math interfaces of every op of Strata's
//! dialects against MLIR 16's declarations: for each op of a `spec/dialects/NAME.td` that
//! MLIR 16's dialect `NAME` also has (in its own `.td` files, every file under
//! `$(llvm-config-16 --includedir)/mlir` that llvm-tblgen accepts, read with
//! `strata_tblgen`, and the ops it defines in C++, `CPP_OPS`), the op's traits among those
//! below and the side-effect decorators of its operands and results must be MLIR's:
//! - effect traits (`MemoryEffects<[...]>`, `NoMemoryEffect`, `Pure`'s), with each effect's
//!   kind (`MemRead`, `MemWrite`, `MemAlloc`, `MemFree`) and resource (by its def:
//!   `DefaultResource`, `AutomaticAllocationScopeResource`);
//! - `RecursiveMemoryEffects`, `ConditionallySpeculatable`, `AlwaysSpeculatableImplTrait`,
//!   `RecursivelySpeculatableImplTrait`;
//! - `MemoryEffectsOpInterface`, `LoopLikeOpInterface`, `CallOpInterface`,
//!   `CallableOpInterface` and the `llvm` dialect's `FastmathFlagsInterface`, listed or
//!   through `DeclareOpInterfaceMethods` (with the methods it names);
//! - the decorators of each named operand and result (`Arg<AnyMemRef, "", [MemRead]>`).
//!
//! Trait lists are flattened (`Pure` is `ConditionallySpeculatable`,
//! `AlwaysSpeculatableImplTrait` and `NoMemoryEffect`), as ODS flattens them. One trial per
//! dialect; it prints `ods-interfaces: NAME: N of M ops as MLIR 16` for the M ops both
//! have. Without LLVM 16's `.td` files the harness is one trial, ignored with the reason
//! outside CI, failing under `CI=true` or `--include-ignored`.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Trial};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use strata_tblgen::init::Init;
use strata_tblgen::record::{RecId, RecordKeeper};

/// The interfaces whose listing is compared (by `cppInterfaceName`).
const INTERFACES: &[&str] = &[
    "MemoryEffectOpInterface",
    "ConditionallySpeculatable",
    "LoopLikeOpInterface",
    "CallOpInterface",
    "CallableOpInterface",
    "FastmathFlagsInterface",
];

/// The native traits compared (by `trait`).
const NATIVE_TRAITS: &[&str] = &[
    "HasRecursiveMemoryEffects",
    "AlwaysSpeculatableImplTrait",
    "RecursivelySpeculatableImplTrait",
];

/// Ops MLIR 16 defines in C++ rather than in its `.td` files: (dialect, op). None of them
/// has any of the compared traits (their classes list none of these interfaces).
const CPP_OPS: &[(&str, &str)] = &[("affine", "dma_start"), ("affine", "dma_wait")];

/// What is compared of one op: its relevant traits, and the effects on each named operand
/// (`arg NAME`) and result (`result NAME`).
type Summary = BTreeSet<String>;

/// `(dialect, op)` → summary.
type Ops = BTreeMap<(String, String), Summary>;

/// An effect decorator: its kind (the `Mem*` class it is an instance of) and its
/// resource (the def whose `name` its `resource` is).
fn effect(rk: &RecordKeeper, e: RecId) -> String {
    let r = rk.rec(e);
    let kind = ["MemRead", "MemWrite", "MemAlloc", "MemFree"]
        .into_iter()
        .find(|k| r.is_subclass_of_name(k, rk))
        .unwrap_or("?");
    let resource = rk.get_string(r, "resource").unwrap_or("?");
    let def = rk
        .defs_derived_from("Resource")
        .into_iter()
        .find(|&d| rk.get_string(rk.rec(d), "name").ok() == Some(resource))
        .map_or(resource.to_string(), |d| rk.rec(d).name_str().to_string());
    format!("{kind}<{def}>")
}

/// The traits of a trait list, `TraitList`s flattened.
fn flatten(rk: &RecordKeeper, list: &[RecId], out: &mut Vec<RecId>) {
    for &t in list {
        let r = rk.rec(t);
        if r.is_subclass_of_name("TraitList", rk) {
            flatten(
                rk,
                &rk.get_list_of_defs(r, "traits").unwrap_or_default(),
                out,
            );
        } else {
            out.push(t);
        }
    }
}

/// The compared facts of op `def`.
fn summary(rk: &RecordKeeper, def: RecId) -> Summary {
    let r = rk.rec(def);
    let mut out = Summary::new();
    let mut traits = Vec::new();
    flatten(
        rk,
        &rk.get_list_of_defs(r, "traits").unwrap_or_default(),
        &mut traits,
    );
    for t in traits {
        let tr = rk.rec(t);
        if tr.is_subclass_of_name("SideEffectsTraitBase", rk) {
            let effects: Vec<String> = rk
                .get_list_of_defs(tr, "effects")
                .unwrap_or_default()
                .into_iter()
                .map(|e| effect(rk, e))
                .collect();
            out.insert(format!("MemoryEffects<[{}]>", effects.join(", ")));
        } else if tr.is_subclass_of_name("Interface", rk) {
            let name = rk.get_string(tr, "cppInterfaceName").unwrap_or("");
            if !INTERFACES.contains(&name) {
                continue;
            }
            if tr.is_subclass_of_name("DeclareInterfaceMethods", rk) {
                let methods = rk
                    .get_list_of_strings(tr, "alwaysOverriddenMethods")
                    .unwrap_or_default();
                out.insert(format!(
                    "DeclareOpInterfaceMethods<{name}, [{}]>",
                    methods.join(", ")
                ));
            } else {
                out.insert(name.to_string());
            }
        } else if let Ok(name) = rk.get_string(tr, "trait") {
            if NATIVE_TRAITS.contains(&name) {
                out.insert(name.to_string());
            }
        }
    }
    for (field, what) in [("arguments", "arg"), ("results", "result")] {
        let Ok(dag) = rk.get_dag(r, field) else {
            continue;
        };
        for (a, n) in dag.args.iter() {
            let Init::Def(v) = &**a else { continue };
            let vr = rk.rec(*v);
            if !vr.is_subclass_of_name("OpVariable", rk) {
                continue;
            }
            let effects: Vec<String> = rk
                .get_list_of_defs(vr, "decorators")
                .unwrap_or_default()
                .into_iter()
                .filter(|&d| rk.rec(d).is_subclass_of_name("SideEffect", rk))
                .map(|d| effect(rk, d))
                .collect();
            if !effects.is_empty() {
                let name = n.as_deref().unwrap_or("");
                out.insert(format!("{what} {name}: [{}]", effects.join(", ")));
            }
        }
    }
    out
}

/// The ops a `.td` file defines, with their summaries.
fn ops_of(path: &Path, include_dirs: Vec<PathBuf>) -> Result<Ops, String> {
    let opts = strata_tblgen::Options {
        include_dirs,
        ..Default::default()
    };
    let rk = strata_tblgen::parse_file(path, &opts).map_err(|d| d.render())?;
    let mut ops = Ops::new();
    for id in rk.defs_derived_from("Op") {
        let rec = rk.rec(id);
        let name = |e: strata_tblgen::record::FieldError| format!("{}: {e}", path.display());
        let dialect = rk.get_def(rec, "opDialect").map_err(name)?;
        let dialect = rk.get_string(rk.rec(dialect), "name").map_err(name)?;
        let op = rk.get_string(rec, "opName").map_err(name)?;
        ops.insert((dialect.to_string(), op.to_string()), summary(&rk, id));
    }
    Ok(ops)
}

fn main() {
    let args = Arguments::from_args();
    let corpus = match common::mlir_td_corpus(false) {
        Ok(c) => c,
        Err(reason) => {
            let trial = common::unavailable("ods-interfaces", &reason);
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let spec = common::repo_root().join("spec");
    let mut specs = common::find_files(&spec.join("dialects"), &["td"]);
    specs.retain(|p| p.parent() == Some(spec.join("dialects").as_path()));
    let dialects: Vec<String> = specs
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    // MLIR 16's ops of those dialects, from every file llvm-tblgen accepts (a file
    // includes others, so an op is seen many times, always the same).
    let per_file = common::parallel_map(&corpus.accepted, |td| {
        ops_of(&td.path, vec![corpus.include_dir.clone()])
    });
    let mut mlir: Ops = CPP_OPS
        .iter()
        .map(|&(d, op)| ((d.to_string(), op.to_string()), Summary::new()))
        .collect();
    let mut trials = Vec::new();
    for (td, ops) in corpus.accepted.iter().zip(per_file) {
        match ops {
            Ok(ops) => mlir.extend(ops.into_iter().filter(|((d, _), _)| dialects.contains(d))),
            Err(e) => {
                let name = format!("mlir-16-td-file {}", td.name);
                trials.push(Trial::test(name, move || Err(e.into())));
            }
        }
    }
    let mut lines = Vec::new();
    for (path, own) in specs.into_iter().zip(dialects.iter()) {
        let ours = match ops_of(&path, vec![spec.clone()]) {
            Ok(ops) => ops,
            Err(e) => {
                trials.push(Trial::test(own.clone(), move || Err(e.into())));
                continue;
            }
        };
        // The spec's own dialect's ops that MLIR 16 has too.
        let mut compared = Vec::new();
        for ((dialect, op), s) in ours {
            if dialect != *own {
                continue;
            }
            if let Some(theirs) = mlir.get(&(dialect.clone(), op.clone())) {
                compared.push((op, s, theirs.clone()));
            }
        }
        if compared.is_empty() {
            continue;
        }
        let same = compared.iter().filter(|(_, a, b)| a == b).count();
        lines.push(format!(
            "ods-interfaces: {own}: {same} of {} ops as MLIR 16",
            compared.len()
        ));
        let dialect = own.clone();
        trials.push(Trial::test(dialect.clone(), move || {
            let mut diffs = Vec::new();
            for (op, ours, theirs) in &compared {
                if ours != theirs {
                    let only = |a: &Summary, b: &Summary| -> Vec<String> {
                        a.difference(b).cloned().collect()
                    };
                    diffs.push(format!(
                        "{dialect}.{op}: Strata's spec has {:?} that MLIR 16's lacks, lacks {:?}",
                        only(ours, theirs),
                        only(theirs, ours)
                    ));
                }
            }
            if diffs.is_empty() {
                Ok(())
            } else {
                Err(diffs.join("\n").into())
            }
        }));
    }
    let conclusion = libtest_mimic::run(&args, trials);
    for line in lines {
        println!("{line}");
    }
    conclusion.exit();
}
