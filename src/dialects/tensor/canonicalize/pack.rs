//! `tensor.pack` and `tensor.unpack`'s canonicalize methods as MLIR 16 has them: a pack
//! (without padding) of an unpack, or an unpack of a pack, of the same inner dimensions
//! and outer permutation, whose packed types agree, is the inner op's source. Like MLIR
//! 16, the unpack of a pack does not compare the unpacked types.

use super::*;
use strata_framework::rewrite::HasCanonicalizeMethod;

/// Whether `a` and `b` have the same `inner_dims_pos` and `outer_dims_perm` (absent as
/// empty).
fn same_layout(a: &OpRef<'_>, b: &OpRef<'_>) -> bool {
    i64_array(a, "inner_dims_pos") == i64_array(b, "inner_dims_pos")
        && i64_array(a, "outer_dims_perm") == i64_array(b, "outer_dims_perm")
}

impl HasCanonicalizeMethod for PackOp<'_> {
    /// `pack(unpack(x))` is `x`.
    fn canonicalize(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let body = rw.body();
        let pack = PackOp(rw.op_ref(op));
        let unpack = rw
            .defining_op(pack.source(), UnPackOp::NAME)
            .ok_or(MatchFailure)?;
        let unpack_src = body.operand(unpack, 0);
        if body.value_type(unpack_src) != body.value_type(pack.dest())
            || pack.padding_value().is_some()
            || !same_layout(&pack.0, &rw.op_ref(unpack))
        {
            return Err(MatchFailure);
        }
        rw.replace_op(op, &[unpack_src]);
        Ok(())
    }
}

impl HasCanonicalizeMethod for UnPackOp<'_> {
    /// `unpack(pack(x))` is `x`.
    fn canonicalize(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let body = rw.body();
        let unpack = UnPackOp(rw.op_ref(op));
        let pack = rw
            .defining_op(unpack.source(), PackOp::NAME)
            .ok_or(MatchFailure)?;
        let pack_ref = rw.op_ref(pack);
        let pack_dest = body.operand(pack, 1);
        if body.value_type(pack_dest) != body.value_type(unpack.source())
            || !same_layout(&pack_ref, &unpack.0)
        {
            return Err(MatchFailure);
        }
        let source = body.operand(pack, 0);
        rw.replace_op(op, &[source]);
        Ok(())
    }
}
