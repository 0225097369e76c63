//! The conversion of function signatures (MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`): a function op's type converted
//! by a type converter, its body's block signatures with it.

use std::sync::Arc;

use crate::interfaces::function::FUNCTION_TYPE_ATTR;
use crate::ir::body::{Op, Value};
use crate::ir::context::{Context, Identifier};
use crate::ir::registry::OpRef;
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::driver::{ConversionPattern, ConversionPatternSet};
use super::rewriter::ConversionPatternRewriter;
use super::type_converter::{SignatureConversion, TypeConverter};

/// MLIR's `FunctionOpInterfaceSignatureConversion`, rooted at the function ops named
/// `root`: the inputs and results of `function_type` converted, the body's blocks
/// converted (the entry block by the inputs' conversion), the type set in place.
struct FunctionSignatureConversion {
    root: Identifier,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for FunctionSignatureConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }
    fn debug_name(&self) -> &str {
        "FunctionOpInterfaceSignatureConversion"
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        _operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let fty = crate::interfaces::function::function_type(&OpRef::new(ctx, rw.body(), op))
            .ok_or(MatchFailure)?;
        let (inputs, results) = ctx.function_type_parts(fty).ok_or(MatchFailure)?;
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &t) in inputs.iter().enumerate() {
            if !self
                .converter
                .convert_signature_arg(ctx, i, t, &mut conversion)
            {
                return Err(MatchFailure);
            }
        }
        let mut new_results = Vec::new();
        if !self
            .converter
            .convert_types(ctx, &results, &mut new_results)
        {
            return Err(MatchFailure);
        }
        let regions = rw.body().regions(op).to_vec();
        if let Some(&region) = regions.first() {
            let converted = if rw.body().is_isolated(op) {
                rw.in_nested_arena(op, |rw| {
                    rw.convert_region_types(region, &self.converter, Some(&conversion))
                })
            } else {
                rw.convert_region_types(region, &self.converter, Some(&conversion))
            };
            converted.ok_or(MatchFailure)?;
        }
        let new_type = ctx.function_type(conversion.converted_types().to_vec(), new_results);
        let key = ctx.ident(FUNCTION_TYPE_ATTR);
        rw.modify_op_in_place(op, |body| {
            let mut entries = ctx.dictionary_entries(body.attrs(op));
            match entries.iter_mut().find(|(k, _)| *k == key) {
                Some(e) => e.1 = ctx.type_attr(new_type),
                None => entries.push((key, ctx.type_attr(new_type))),
            }
            body.set_attrs(op, ctx.dictionary_attr(entries));
        });
        Ok(())
    }
}

/// Adds the conversion of the signatures of the function ops named `op_name` by
/// `converter` to `patterns` (MLIR's `populateFunctionOpInterfaceTypeConversionPattern`).
pub fn populate_function_signature_conversion(
    ctx: &Context,
    op_name: &str,
    converter: Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(FunctionSignatureConversion {
        root: ctx.ident(op_name),
        converter,
    });
}

/// Whether the signature of the function op `op` and the block arguments of its body are
/// legal for `converter` (MLIR's `isSignatureLegal(getFunctionType()) &&
/// isLegal(&getBody())`), `op`'s nested arena being given for an isolated op.
pub fn is_function_legal(converter: &TypeConverter, op: &OpRef<'_>) -> bool {
    let ctx = op.ctx;
    let Some(fty) = crate::interfaces::function::function_type(op) else {
        return false;
    };
    let Some((inputs, results)) = ctx.function_type_parts(fty) else {
        return false;
    };
    if !converter.are_legal(ctx, inputs) || !converter.are_legal(ctx, results) {
        return false;
    }
    let body = op.body.nested_body(op.op).unwrap_or(op.body);
    op.body
        .regions(op.op)
        .iter()
        .all(|&r| converter.is_region_legal(ctx, body, r))
}

/// MLIR's `CallOpSignatureConversion`, rooted at the call ops named `root`: the call
/// rebuilt with its remapped operands, its result types converted and only its `callee`
/// attribute.
struct CallOpSignatureConversion {
    root: Identifier,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for CallOpSignatureConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }
    fn debug_name(&self) -> &str {
        "CallOpSignatureConversion"
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let body = rw.body();
        let results: Vec<_> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        let mut converted = Vec::new();
        if !self.converter.convert_types(ctx, &results, &mut converted) {
            return Err(MatchFailure);
        }
        let callee = OpRef::new(ctx, body, op)
            .attr("callee")
            .ok_or(MatchFailure)?;
        let state = crate::ir::body::OperationState {
            name: self.root,
            operands: operands.to_vec(),
            attrs: ctx.dictionary_attr(vec![(ctx.ident("callee"), callee)]),
            result_types: converted,
            loc: body.loc(op),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        Ok(())
    }
}

/// Adds the conversion of the call ops named `op_name` by `converter` to `patterns`
/// (MLIR's `populateCallOpTypeConversionPattern`).
pub fn populate_call_op_signature_conversion(
    ctx: &Context,
    op_name: &str,
    converter: Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(CallOpSignatureConversion {
        root: ctx.ident(op_name),
        converter,
    });
}
