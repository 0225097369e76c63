//! The `builtin` dialect's ops: `builtin.module` and `builtin.unrealized_conversion_cast`,
//! with MLIR 16's custom forms and verification. Like every dialect, it registers itself
//! ([`register`]) in the contexts that use it; every other dialect lives outside the
//! framework.

use crate::asm::print_attr::AttrPrinter;
use crate::ir::context::{Context, DiagPrinters, OpInfo};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use crate::ir::registry::{OpRef, OpTraits};
use crate::support::diag::Diagnostic;

/// Registers the builtin dialect and its ops in `ctx`, and lends the context the textual
/// format's printers its diagnostics need (ops in `see current operation:` notes,
/// locations without a position).
pub fn register(ctx: &Context) {
    ctx.set_diag_printers(DiagPrinters {
        op: crate::asm::printer::op_diagnostic_text,
        loc: |ctx, loc| AttrPrinter { ctx, aliases: None }.attr_to_string(loc),
    });
    ctx.register_dialect("builtin");
    ctx.register_op(
        "builtin.module",
        OpInfo {
            traits: OpTraits::ISOLATED_FROM_ABOVE
                | OpTraits::NO_TERMINATOR
                | OpTraits::GRAPH_REGIONS
                | OpTraits::SINGLE_BLOCK
                | OpTraits::SYMBOL_TABLE,
            parse: Some(parse_module),
            print: Some(print_module),
            verify: Some(verify_module),
            default_dialect: Some("builtin"),
            ..Default::default()
        },
    );
    ctx.register_op(
        "builtin.unrealized_conversion_cast",
        OpInfo {
            parse: Some(parse_cast),
            print: Some(print_cast),
            verify: Some(verify_cast),
            ..Default::default()
        },
    );
}

/// `module @name? attributes {...}? { ... }` (format
/// `($sym_name^)? attr-dict-with-keyword $bodyRegion`).
fn parse_module(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        p.add_attribute("sym_name", name);
    }
    p.parse_optional_attr_dict_with_keyword()?;
    let region = p.parse_region(&[])?;
    // A single-block region gets its block even when written `{}`.
    if p.region_is_empty(region) {
        let body = p.region_body_mut();
        let blk = body.create_block();
        body.append_block(region, blk);
    }
    Ok(())
}

fn print_module(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    if let Some(name) = op.attr("sym_name") {
        if let Some(s) = p.ctx().string_value(name) {
            p.write(" ");
            p.print_symbol_name(&s);
        }
    }
    p.print_optional_attr_dict_with_keyword(&["sym_name"]);
    p.write(" ");
    let region = op.regions()[0];
    p.print_region(region, true, true, false);
}

/// MLIR 16's checks of `builtin.module`, in its order: `SingleBlock`,
/// `NoRegionArguments`, the region constraint, the attribute names, then the symbol
/// table's uniqueness.
fn verify_module(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(&region) = op.regions().first() else {
        return Err(op.op_error("requires one region"));
    };
    let body = op.region_body();
    let blocks = body.region_blocks(region).count();
    if blocks > 1 {
        return Err(op.op_error("expects region #0 to have 0 or 1 blocks"));
    }
    if let Some(entry) = body.entry_block(region) {
        if !body.block_args(entry).is_empty() {
            return Err(op.op_error("region should have no arguments"));
        }
    }
    if blocks == 0 {
        return Err(op.op_error(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    for (name, _) in op.ctx.dictionary_entries(op.body.attrs(op.op)) {
        let name = op.ctx.ident_ref(name);
        if matches!(name, "sym_name" | "sym_visibility") || name.contains('.') {
            continue;
        }
        return Err(op.op_error(format!(
            "can only contain attributes with dialect-prefixed names, found: '{name}'"
        )));
    }
    // A module is a symbol table: its symbols must be unique.
    crate::ir::symbol::SymbolTable::build(op.ctx, op.body, op.op)?;
    Ok(())
}

/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
fn parse_cast(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    let inputs = p.parse_operand_list()?;
    if !inputs.is_empty() {
        let pos = p.pos();
        p.parse(Punct::Colon)?;
        let tys = p.parse_type_list()?;
        let vs = p.resolve_operands(&inputs, &tys, pos)?;
        p.add_operands(&vs);
    }
    p.parse_keyword("to")?;
    let outs = p.parse_type_list()?;
    p.add_result_types(&outs);
    p.parse_optional_attr_dict()
}

fn print_cast(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    let ins: Vec<_> = op.operands().collect();
    if !ins.is_empty() {
        p.write(" ");
        p.print_operands(ins.iter().copied());
        p.write(" : ");
        p.print_types(ins.iter().map(|&v| op.value_type(v)));
    }
    p.write(" to ");
    p.print_types(op.results().iter().map(|&v| op.value_type(v)));
    p.print_optional_attr_dict(&[]);
}

fn verify_cast(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if op.results().is_empty() {
        return Err(op.op_error("expected at least one result for cast operation"));
    }
    Ok(())
}
