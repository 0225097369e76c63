//! What generated builders share: an empty `OperationState` for an op's spec, and the
//! small mutations custom builder bodies (`OpBuilder<(ins ...), [{ body }]>` in a spec)
//! make to it.

use super::OpSpec;
use crate::ir::body::{Block, OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};

impl OperationState {
    /// The state of an op of `spec` with no operands or results yet, and no attributes
    /// but the spec's default-valued ones at their defaults (as MLIR sets them on
    /// creation); its regions are counted and isolated as the spec says.
    pub fn for_spec(spec: &'static OpSpec, ctx: &Context, loc: Attribute) -> OperationState {
        let mut defaults = Vec::new();
        let attrs = if super::add_default_attrs(ctx, spec, &mut defaults) {
            ctx.dictionary_attr(defaults)
        } else {
            ctx.empty_dictionary()
        };
        OperationState {
            name: ctx.ident(spec.name),
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs,
            successors: Vec::new(),
            num_regions: spec.regions.len(),
            isolated_from_above: spec.info().isolated_from_above(),
            loc,
        }
    }

    /// Appends operands.
    pub fn add_operands(&mut self, values: &[Value]) {
        self.operands.extend_from_slice(values);
    }

    /// Appends result types.
    pub fn add_types(&mut self, types: &[Type]) {
        self.result_types.extend_from_slice(types);
    }

    /// Appends successors.
    pub fn add_successors(&mut self, blocks: &[Block]) {
        self.successors.extend_from_slice(blocks);
    }

    /// Sets the attribute `name` (replacing a previous value).
    pub fn add_attribute(&mut self, ctx: &Context, name: &str, value: Attribute) {
        let mut entries = ctx.dictionary_entries(self.attrs);
        entries.push((ctx.ident(name), value));
        self.attrs = ctx.dictionary_attr(entries);
    }

    /// The attribute `name`, if set.
    pub fn attribute(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        ctx.dictionary_get(self.attrs, name)
    }
}

/// `@name`: a flat symbol reference (what `FlatSymbolRefAttr` stores).
pub fn flat_symbol_ref(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(crate::ir::attrs::AttrKind::SymbolRef {
        root: ctx.ident(name),
        nested: Vec::new(),
    })
}
