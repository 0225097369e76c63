//! The `builtin` dialect's ops: `builtin.module` and `builtin.unrealized_conversion_cast`,
//! with MLIR 16's custom forms and verification. Like every dialect, it registers itself
//! ([`register`]) in the contexts that use it; every other dialect lives outside the
//! framework.

use crate::asm::print_attr::AttrPrinter;
use crate::interfaces::base::{ConditionallySpeculatableModel, MemoryEffectOpInterfaceModel};
use crate::interfaces::side_effects::Speculatability;
use crate::ir::body::{Value, ValueDef};
use crate::ir::context::{Attribute, Context, DiagPrinters, OpInfo};
use crate::ir::fold::{Folded, OpFoldResult};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use crate::ir::registry::{OpRef, OpTraits};
use crate::ods::{
    Arity, EffectClass, InterfaceImpl, OpSpec, OpTrait, Segments, TypeConstraint, ValueSpec,
};
use crate::support::diag::Diagnostic;

/// Registers the builtin dialect and its ops in `ctx`, and lends the context the textual
/// format's printers its diagnostics need (ops in `see current operation:` notes,
/// locations without a position).
pub fn register(ctx: &Context) {
    ctx.set_diag_printers(DiagPrinters {
        op: crate::asm::printer::op_diagnostic_text,
        op_custom: crate::asm::printer::op_custom_diagnostic_text,
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
        UNREALIZED_CONVERSION_CAST.name,
        UNREALIZED_CONVERSION_CAST.info(),
    );
}

/// Any type, the constraint on the cast's inputs and outputs.
static ANY_TYPE: TypeConstraint = TypeConstraint {
    summary: "any type",
    pred: |_| true,
    class: None,
};

/// `builtin.unrealized_conversion_cast`, as MLIR 16's `BuiltinOps.td` defines it:
/// `Variadic<AnyType>:$inputs` to `Variadic<AnyType>:$outputs`, `Pure` (no effect on
/// memory, always speculatable, so an unused cast is dead), with a custom form, a
/// verifier and a fold. Its spec is written here, not generated, as the framework holds
/// the builtin dialect.
pub static UNREALIZED_CONVERSION_CAST: OpSpec = OpSpec {
    name: "builtin.unrealized_conversion_cast",
    operands: &[ValueSpec {
        name: "inputs",
        arity: Arity::Variadic,
        constraint: &ANY_TYPE,
    }],
    operand_segments: Segments::Fixed,
    results: &[ValueSpec {
        name: "outputs",
        arity: Arity::Variadic,
        constraint: &ANY_TYPE,
    }],
    result_segments: Segments::Fixed,
    attrs: &[],
    regions: &[],
    successors: &[],
    traits: &[
        OpTrait::Marker("ConditionallySpeculatable::Trait"),
        OpTrait::Marker("AlwaysSpeculatableImplTrait"),
        OpTrait::Marker("MemoryEffectOpInterface::Trait"),
    ],
    format: None,
    custom_form: Some((parse_cast, print_cast)),
    invariants: None,
    verifier: Some(verify_cast),
    region_verifier: None,
    folder: Some(fold_cast),
    canonicalizer: None,
    symbol_uses: None,
    default_dialect: None,
    result_name: None,
    interfaces: &[
        InterfaceImpl {
            name: "ConditionallySpeculatable",
            model: &CAST_SPECULATABLE,
        },
        InterfaceImpl {
            name: "MemoryEffectOpInterface",
            model: &CAST_EFFECTS,
        },
    ],
    memory_effects: EffectClass::None,
};

/// The cast is always speculatable (`AlwaysSpeculatable`).
static CAST_SPECULATABLE: ConditionallySpeculatableModel = ConditionallySpeculatableModel {
    get_speculatability: |_| Speculatability::Speculatable,
};

/// The cast has no effect on memory (`NoMemoryEffect`).
static CAST_EFFECTS: MemoryEffectOpInterfaceModel = MemoryEffectOpInterfaceModel {
    get_effects: |_, _| {},
};

/// MLIR 16's fold of the cast: a cast whose input types are its output types folds to
/// its inputs; a cast of exactly the results of another cast, back to that cast's input
/// types, folds to that cast's inputs.
fn fold_cast(op: &OpRef<'_>, _operands: &[Option<Attribute>]) -> Folded {
    let ins: Vec<Value> = op.operands().collect();
    let outs = op.results();
    let values =
        |vs: &[Value]| Folded::Results(vs.iter().map(|&v| OpFoldResult::Value(v)).collect());
    let types_of =
        |vs: &mut dyn Iterator<Item = Value>| vs.map(|v| op.value_type(v)).collect::<Vec<_>>();
    if types_of(&mut ins.iter().copied()) == types_of(&mut outs.iter().copied()) {
        return values(&ins);
    }
    let Some(&first) = ins.first() else {
        return Folded::No;
    };
    let ValueDef::OpResult(producer, _) = op.body.value_def(first) else {
        return Folded::No;
    };
    let producer = OpRef::new(op.ctx, op.body, producer);
    if producer.name() != UNREALIZED_CONVERSION_CAST.name || producer.results() != ins.as_slice() {
        return Folded::No;
    }
    let producer_ins: Vec<Value> = producer.operands().collect();
    if types_of(&mut producer_ins.iter().copied()) != types_of(&mut outs.iter().copied()) {
        return Folded::No;
    }
    values(&producer_ins)
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
    // At most one attribute is a data layout specification.
    let mut layout_attr: Option<&str> = None;
    for (name, value) in op.ctx.dictionary_entries_ref(op.body.attrs(op.op)) {
        if crate::interfaces::data_layout::spec_entries(op.ctx, *value).is_none() {
            continue;
        }
        let name = op.ctx.ident_ref(*name);
        if let Some(first) = layout_attr {
            return Err(op
                .op_error("expects at most one data layout attribute")
                .with_note(op.note(format!("'{first}' is a data layout attribute")))
                .with_note(op.note(format!("'{name}' is a data layout attribute"))));
        }
        layout_attr = Some(name);
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
