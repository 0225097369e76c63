//! The `BranchOpInterface` of the `test` branch ops (`spec/dialects/test/branches.td`,
//! `spec/dialects/test/internal_br.td`).

use super::{interface_methods, BranchOp, InternalBranchOp};
use strata_framework::interfaces::prelude::{segment_attr, SuccessorOperandsUpdate};
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

impl interface_methods::InternalBranchOpDeclaredMethods for InternalBranchOp<'_> {
    /// `successPath` receives `successOperands`; `errorPath` a value the op makes, then
    /// `errorOperands`.
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        match index {
            0 => self.success_operands().collect(),
            1 => self.error_operands().collect(),
            _ => Vec::new(),
        }
    }

    /// The first argument of `errorPath` is the op's own.
    fn get_produced_operand_count(&self, index: usize) -> usize {
        usize::from(index == 1)
    }

    fn with_successor_operands(&self, index: usize, values: &[Value]) -> SuccessorOperandsUpdate {
        let mut groups = [
            self.success_operands().collect::<Vec<_>>(),
            self.error_operands().collect::<Vec<_>>(),
        ];
        *groups.get_mut(index)? = values.to_vec();
        let ctx = self.0.ctx;
        let sizes = [groups[0].len() as i64, groups[1].len() as i64];
        let id = ctx.ident("operand_segment_sizes");
        let mut entries: Vec<_> = ctx
            .dictionary_entries(self.0.body.attrs(self.0.op))
            .into_iter()
            .filter(|(n, _)| *n != id)
            .collect();
        entries.push((id, segment_attr(ctx, &sizes)));
        Some((groups.concat(), ctx.dictionary_attr(entries)))
    }
}
