//! `IrMapping`: what a clone maps values and blocks to (MLIR's `IRMapping`).

use super::{Block, Value};
use crate::ir::context::FxHashMap;

/// A map from values to values and from blocks to blocks. Before a clone it says what
/// outside values and blocks become (e.g. a callee's arguments → a call's operands); the
/// clone adds every value and block it copies.
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Maps each of `from` to the value at the same index of `to`.
    pub fn map_values(&mut self, from: &[Value], to: &[Value]) {
        debug_assert_eq!(from.len(), to.len());
        self.values
            .extend(from.iter().copied().zip(to.iter().copied()));
    }

    /// Makes room for `values` more values and `blocks` more blocks.
    pub fn reserve(&mut self, values: usize, blocks: usize) {
        self.values.reserve(values);
        self.blocks.reserve(blocks);
    }

    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }

    /// What `v` maps to, if it is mapped.
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    /// What `v` maps to, or `v` itself.
    pub fn lookup_value_or_same(&self, v: Value) -> Value {
        self.lookup_value(v).unwrap_or(v)
    }

    /// What block `b` maps to, if it is mapped.
    pub fn lookup_block(&self, b: Block) -> Option<Block> {
        self.blocks.get(&b).copied()
    }

    /// Whether `v` is mapped.
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }

    /// Forgets every mapping.
    pub fn clear(&mut self) {
        self.values.clear();
        self.blocks.clear();
    }
}
