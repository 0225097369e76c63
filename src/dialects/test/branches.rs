//! The `BranchOpInterface` of the `test` branch ops (`spec/dialects/test/branches.td`).

use super::{interface_methods, BranchOp};
use strata_framework::interfaces::prelude::SuccessorOperandsUpdate;
use strata_framework::Value;

impl interface_methods::BranchOpDeclaredMethods for BranchOp<'_> {
    /// Its one successor receives all its operands.
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        if index == 0 {
            self.target_operands().collect()
        } else {
            Vec::new()
        }
    }

    fn with_successor_operands(&self, index: usize, values: &[Value]) -> SuccessorOperandsUpdate {
        (index == 0).then(|| (values.to_vec(), self.0.body.attrs(self.0.op)))
    }
}
