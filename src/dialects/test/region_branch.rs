//! The `test` ops branching between regions (`spec/dialects/test/region_branch.td`): the
//! assembly format of `test.region_if`, and the `RegionBranchOpInterface` of both.

use super::{interface_methods, AnyCondOp, RegionIfOp};
use strata_framework::interfaces::prelude::{InvocationBounds, RegionSuccessor};
use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ods::HasCustomAssemblyFormat;
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Type, Value};

/// `test.region_if operands : types -> result-types then {...} else {...} join {...}`,
/// the regions with their entry block arguments and terminators. As MLIR 16's, it neither
/// parses nor prints an attribute dictionary.
impl HasCustomAssemblyFormat for RegionIfOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let operands = p.parse_operand_list()?;
        let types = p.parse_colon_type_list()?;
        p.parse(Punct::Arrow)?;
        let results = p.parse_function_result_types()?;
        p.add_result_types(&results);
        for keyword in ["then", "else", "join"] {
            p.parse_keyword(keyword)?;
            p.parse_region(&[])?;
        }
        let at = p.pos();
        let values = p.resolve_operands(&operands, &types, at)?;
        p.add_operands(&values);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        let types: Vec<Type> = operands.iter().map(|&v| op.value_type(v)).collect();
        let results: Vec<Type> = op.results().iter().map(|&v| op.value_type(v)).collect();
        p.write(" ");
        p.print_operand_iter(&mut operands.into_iter());
        p.write(": ");
        p.print_type_iter(&mut types.into_iter());
        p.write(" -> ");
        p.print_function_result_types(&results);
        let regions = op.regions().to_vec();
        for (keyword, region) in [" then ", " else ", " join "].into_iter().zip(regions) {
            p.write(keyword);
            p.print_region(region, true, true, false);
        }
    }
}

/// `RegionBranchOpInterface`: the op enters its `then` and `else` regions with its
/// operands, both go on to the `join` region, which goes on to the results; each region
/// runs at most once (MLIR's `RegionIfOp`).
impl interface_methods::RegionIfOpDeclaredMethods for RegionIfOp<'_> {
    fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
        match from {
            None => vec![
                RegionSuccessor::region(&self.0, 0, 0),
                RegionSuccessor::region(&self.0, 1, 0),
            ],
            Some(0 | 1) => vec![RegionSuccessor::region(&self.0, 2, 0)],
            Some(_) => vec![RegionSuccessor::results(&self.0)],
        }
    }

    fn get_entry_types(&self, region: usize) -> Vec<Type> {
        if region < 2 {
            self.0.operands().map(|v| self.0.value_type(v)).collect()
        } else {
            Vec::new()
        }
    }

    fn get_region_invocation_bounds(
        &self,
        _operands: &[Option<strata_framework::Attribute>],
    ) -> Vec<InvocationBounds> {
        vec![InvocationBounds::new(0, 1); 3]
    }
}

/// `RegionBranchOpInterface`: the op enters its region, which runs exactly once and goes on
/// to the results (MLIR's `AnyCondOp`).
impl interface_methods::AnyCondOpDeclaredMethods for AnyCondOp<'_> {
    fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
        match from {
            None => vec![RegionSuccessor::region(&self.0, 0, 0)],
            Some(_) => vec![RegionSuccessor::results(&self.0)],
        }
    }

    fn get_region_invocation_bounds(
        &self,
        _operands: &[Option<strata_framework::Attribute>],
    ) -> Vec<InvocationBounds> {
        vec![InvocationBounds::new(1, 1)]
    }
}
