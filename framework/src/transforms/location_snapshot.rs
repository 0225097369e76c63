//! `snapshot-op-locations` (MLIR's `LocationSnapshot`): prints the op it runs on to the
//! file `filename`, with the tool's printing flags, and gives every op the text shows the
//! location `"filename":line:col` of where it starts there (its line, 1-based, and its
//! indentation). With `tag`, the new location is fused with the op's own instead:
//! `fused[old, "tag"("filename":line:col)]`.
//!
//! As MLIR 16 prints it: the top-level op, unless `--mlir-print-local-scope` is given,
//! with its alias definitions, a final newline and the file metadata of the input's
//! dialect resources it references (`{-# ... #-}`); an op nested in another (a pass run by
//! a nested pass manager) or any op under the local scope alone, without any of them. Without
//! `filename` the text goes to a new temporary file `mlir_snapshot-XXXXXX.tmp.mlir`; with
//! `filename=-` to standard output. The file is written whole or not at all; a file that
//! cannot be written is an error at the op, the pass fails and no location changes. Ops
//! the text leaves out (elided terminators) keep their location.

use crate::asm::printer::{print_op_with_positions, tool_print_options, OpPosition};
use crate::asm::resources::{input_resources, referenced_resources};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::body::Body;
use crate::ir::context::{Attribute, Context, FxHashMap};
use crate::pass::base::shell_state;
use crate::pass::{DeclaredPass, PassRun};
use crate::support::output_file::{io_reason, write_output_file, write_temporary_file};

use super::passes::LocationSnapshotBase;

/// The `snapshot-op-locations` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct LocationSnapshot {
    base: LocationSnapshotBase,
}

impl DeclaredPass for LocationSnapshot {
    type Base = LocationSnapshotBase;
    fn base(&self) -> &LocationSnapshotBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut LocationSnapshotBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut opts = tool_print_options(ctx);
        // Only the top-level op, outside the local scope, prints with its aliases.
        let top_level = !run.has_parent() && !opts.local_scope;
        opts.local_scope = true;
        if top_level {
            opts.local_scope = false;
        }
        let tag = self.base.options.tag.value().clone();
        let filename = self.base.options.file_name.value().clone();
        // The op, placed in a one-op arena owning its regions' arena for the time of the
        // pass: printed, then given its new locations.
        let mut shell = Body::new();
        let s = shell.create_op(shell_state(run.op.name, *run.op.attrs, *run.op.loc));
        shell.set_nested_body(
            s,
            Box::new(std::mem::take(&mut *run.op.body)),
            run.op.regions.to_vec(),
        );
        // As MLIR 16's `AsmState` (`verifyOpAndAdjustFlags`): an op that fails to verify
        // (IR left invalid by an earlier pass run with `--verify-each=0`) is printed in
        // the generic form, its diagnostics dropped.
        if !opts.generic && crate::verify::verify_op(ctx, &shell, s).is_err() {
            opts.generic = true;
        }
        let mut text = Vec::new();
        let positions = print_op_with_positions(ctx, &shell, s, &opts, &mut text)
            .expect("writing to a Vec cannot fail");
        if top_level {
            text.push(b'\n');
            // Then the file metadata: the input's dialect resources the op still
            // references (external resources are the tool's, not printed here).
            if let Some(meta) = input_resources(ctx) {
                let printed = meta.print(&referenced_resources(ctx, &shell, s));
                if !printed.is_empty() {
                    text.push(b'\n');
                    text.extend_from_slice(printed.as_bytes());
                }
            }
        }
        let written = if filename.is_empty() {
            write_temporary_file("mlir_snapshot", "tmp.mlir", &text)
        } else if filename == "-" {
            run.write_stdout(&text)
                .map(|()| filename)
                .map_err(|e| format!("cannot write output file '-': {}", io_reason(&e)))
        } else {
            write_output_file(&filename, &text).map(|()| filename)
        };
        if let Ok(file) = &written {
            relocate(ctx, &mut shell, &positions, file, &tag);
            *run.op.loc = shell.loc(s);
        }
        if let Some(b) = shell.take_nested_body(s) {
            *run.op.body = *b;
        }
        if let Err(message) = written {
            let d = run.error(&message);
            run.ctx.emit(d);
            run.signal_pass_failure();
        }
    }
}

/// Gives each op of `positions` (printed from `shell`, not moved since) its location in
/// `file`, fused with its own under `tag` when there is one.
fn relocate(ctx: &Context, shell: &mut Body, positions: &[OpPosition], file: &str, tag: &str) {
    let mut by_arena: FxHashMap<usize, Vec<&OpPosition>> = FxHashMap::default();
    for p in positions {
        by_arena.entry(p.arena).or_default().push(p);
    }
    let tag = (!tag.is_empty()).then(|| ctx.ident(tag));
    let mut stack: Vec<&mut Body> = vec![shell];
    while let Some(b) = stack.pop() {
        let key = &*b as *const Body as usize;
        for p in by_arena.remove(&key).unwrap_or_default() {
            let new = ctx.file_loc(file, p.line, p.column);
            let loc = match tag {
                None => new,
                Some(name) => {
                    let named =
                        ctx.intern_attr(AttrKind::Location(Location::Name { name, child: new }));
                    fuse(ctx, &[b.loc(p.op), named])
                }
            };
            b.set_loc(p.op, loc);
        }
        if by_arena.is_empty() {
            break;
        }
        stack.extend(b.isolated_bodies_mut().map(|(_, nested)| nested));
    }
}

/// The location fusing `locs` without metadata, simplified as MLIR's `FusedLoc::get`:
/// fused locations without metadata are flattened, unknown ones dropped and repeats
/// removed; no location left is unknown, a single one is itself.
fn fuse(ctx: &Context, locs: &[Attribute]) -> Attribute {
    let mut flat: Vec<Attribute> = Vec::new();
    let push = |l: Attribute, flat: &mut Vec<Attribute>| {
        let unknown = matches!(ctx.attr_kind(l), AttrKind::Location(Location::Unknown));
        if !unknown && !flat.contains(&l) {
            flat.push(l);
        }
    };
    for &l in locs {
        match ctx.attr_kind(l) {
            AttrKind::Location(Location::Fused {
                locs: inner,
                metadata: None,
            }) => {
                for &i in inner {
                    push(i, &mut flat);
                }
            }
            _ => push(l, &mut flat),
        }
    }
    match flat.len() {
        0 => ctx.unknown_loc(),
        1 => flat[0],
        _ => ctx.intern_attr(AttrKind::Location(Location::Fused {
            locs: flat,
            metadata: None,
        })),
    }
}
