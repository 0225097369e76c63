//! `OpBuilder`: creates ops at an insertion point, like MLIR's `OpBuilder`, for building
//! new IR. Transformations of existing IR use [`crate::ir::body::Rewriter`], which also has an
//! insertion point and notifies a listener of every change.

use crate::ir::body::{Block, Body, InsertPoint, Op, OperationState, Region, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};

/// Creates ops and inserts them at its insertion point; the point stays after each
/// created op, so consecutive creations come out in order.
#[derive(Copy, Clone, Debug)]
pub struct OpBuilder {
    ip: Option<InsertPoint>,
    loc: Attribute,
}

impl OpBuilder {
    /// A builder with no insertion point (created ops stay detached) and location `loc`.
    pub fn new(loc: Attribute) -> Self {
        OpBuilder { ip: None, loc }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(block: Block, loc: Attribute) -> Self {
        OpBuilder {
            ip: Some(InsertPoint {
                block,
                before: None,
            }),
            loc,
        }
    }

    /// A builder inserting before `op` (which must be in a block of `body`).
    pub fn before(body: &Body, op: Op, loc: Attribute) -> Self {
        let ip = body.parent_block(op).map(|block| InsertPoint {
            block,
            before: Some(op),
        });
        OpBuilder { ip, loc }
    }

    /// A builder inserting after `op` (which must be in a block of `body`).
    pub fn after(body: &Body, op: Op, loc: Attribute) -> Self {
        let ip = body.parent_block(op).map(|block| InsertPoint {
            block,
            before: body.next_op(op),
        });
        OpBuilder { ip, loc }
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Sets the location given to created ops.
    pub fn set_loc(&mut self, loc: Attribute) {
        self.loc = loc;
    }

    /// The location given to created ops.
    pub fn loc(&self) -> Attribute {
        self.loc
    }

    /// Creates an op from `state` at the insertion point, then fills its regions: `fill`
    /// gets the arena holding them (the op's own when it is isolated from above) and the
    /// regions, in order. Builders taking region bodies (MLIR's `scf.for` with a body
    /// callback) are written with it.
    pub fn insert_with_regions(
        &self,
        body: &mut Body,
        state: OperationState,
        fill: impl FnOnce(&mut Body, &[Region]),
    ) -> Op {
        let op = self.insert(body, state);
        let regions = body.regions(op).to_vec();
        match body.nested_body_mut(op) {
            Some(inner) => fill(inner, &regions),
            None => fill(body, &regions),
        }
        op
    }

    /// Appends a new block, with arguments of `arg_types`, to `region` (in `body`, the
    /// arena holding it); returns the block and a builder at its end.
    pub fn add_block(
        &self,
        body: &mut Body,
        region: Region,
        arg_types: &[Type],
    ) -> (Block, OpBuilder) {
        let block = body.create_block();
        for &t in arg_types {
            body.add_block_argument(block, t);
        }
        body.append_block(region, block);
        (block, OpBuilder::at_end(block, self.loc))
    }

    /// Creates an op from a full state and inserts it at the insertion point.
    pub fn insert(&self, body: &mut Body, state: OperationState) -> Op {
        let op = body.create_op(state);
        if let Some(ip) = self.ip {
            body.insert_op(ip, op);
        }
        op
    }

    /// Creates an op with no attributes, successors or regions.
    pub fn create(
        &self,
        ctx: &Context,
        body: &mut Body,
        name: Identifier,
        operands: &[Value],
        result_types: &[Type],
    ) -> Op {
        self.insert(
            body,
            OperationState {
                name,
                operands: operands.to_vec(),
                result_types: result_types.to_vec(),
                attrs: ctx.empty_dictionary(),
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: ctx
                    .op_info(&ctx.ident_str(name))
                    .is_some_and(|i| i.isolated_from_above()),
                loc: self.loc,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_in_order_at_the_insertion_point() {
        let ctx = Context::new();
        let mut body = Body::new();
        let blk = body.create_block();
        let b = OpBuilder::at_end(blk, ctx.unknown_loc());
        let i32t = ctx.int_type(32);
        let a = b.create(&ctx, &mut body, ctx.ident("t.a"), &[], &[i32t]);
        let ra = body.results(a)[0];
        let c = b.create(&ctx, &mut body, ctx.ident("t.c"), &[ra], &[]);
        let mid = OpBuilder::after(&body, a, ctx.unknown_loc()).create(
            &ctx,
            &mut body,
            ctx.ident("t.b"),
            &[ra],
            &[],
        );
        assert_eq!(body.block_ops(blk).collect::<Vec<_>>(), vec![a, mid, c]);
        let first = OpBuilder::before(&body, a, ctx.unknown_loc()).create(
            &ctx,
            &mut body,
            ctx.ident("t.z"),
            &[],
            &[],
        );
        assert_eq!(body.first_op(blk), Some(first));
        assert_eq!(body.uses(ra).count(), 2);
    }
}
