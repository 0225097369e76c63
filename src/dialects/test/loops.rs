//! The `test` ops of the loop-invariant code motion tests (`spec/dialects/test/loops.td`):
//! the body of `test.graph_loop` and the speculatability of the ops that decide it
//! themselves.

use super::{interface_methods, ConditionallySpeculatableOp, GraphLoopOp, NeverSpeculatableOp};
use strata_framework::interfaces::prelude::Speculatability;
use strata_framework::ir::body::{Region, ValueDef};

/// `LoopLikeOpInterface`: the loop's body is its one region.
impl interface_methods::GraphLoopOpDeclaredMethods for GraphLoopOp<'_> {
    fn get_loop_body(&self) -> Region {
        self.body()
    }
}

/// `ConditionallySpeculatable`: never speculatable.
impl interface_methods::NeverSpeculatableOpDeclaredMethods for NeverSpeculatableOp<'_> {
    fn get_speculatability(&self) -> Speculatability {
        Speculatability::NotSpeculatable
    }
}

/// `ConditionallySpeculatable`: speculatable when its operand is the result of an
/// `arith.constant` (MLIR's `ConditionallySpeculatableOp::getSpeculatability`).
impl interface_methods::ConditionallySpeculatableOpDeclaredMethods
    for ConditionallySpeculatableOp<'_>
{
    fn get_speculatability(&self) -> Speculatability {
        let body = self.0.body;
        let constant = self.0.ctx.ident(crate::dialects::arith::ConstantOp::NAME);
        match body.value_def(self.input()) {
            ValueDef::OpResult(def, _) if body.op_name(def) == constant => {
                Speculatability::Speculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
}
