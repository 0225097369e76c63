//! The `affine` dialect (`spec/dialects/affine.td`): the generated ops plus what MLIR writes
//! in C++: the custom forms (`#map(%d)[%s]` operand lists, loop bounds, integer set
//! conditions, `%m[%i + 1, symbol(%n)]` subscripts), the verifiers, and MLIR's rules for
//! which values are valid dimensions and symbols (`isValidDim`, `isValidSymbol`).

include!(concat!(env!("OUT_DIR"), "/affine_ops.rs"));

use strata_framework::interfaces::base::ShapedDimOpInterfaceRef;
use strata_framework::interfaces::region_branch::RegionSuccessor;
use strata_framework::ir::affine::{AffineExpr, AffineMap, IntegerSet};
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::body::{Body, IrMapping, Op, Region, ValueDef};
use strata_framework::ir::fold::{constant_int, OpFoldResult};
use strata_framework::ir::op_asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_framework::ir::registry::{OpRef, OpTraits};
use strata_framework::ods::{HasCustomAssemblyFormat, HasRegionVerifier, HasVerifier};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type, Value};

// ----- maps and sets -----

fn map_of(ctx: &Context, a: Option<Attribute>) -> Option<&AffineMap> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

fn set_of(ctx: &Context, a: Option<Attribute>) -> Option<&IntegerSet> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::IntegerSet(s) => Some(s),
        _ => None,
    }
}

fn num_inputs(m: &AffineMap) -> usize {
    (m.num_dims + m.num_symbols) as usize
}

/// The op's affine map attribute `name` (`map`, `lower_bound`, ...).
fn op_map<'a>(op: &OpRef<'a>, name: &str) -> Option<&'a AffineMap> {
    map_of(op.ctx, op.attr(name))
}

// ----- parsing and printing helpers -----

/// An attribute that must be an affine map (MLIR's `parseAttribute` of an
/// `AffineMapAttr`), added to the op as `name`.
fn parse_map_attr(p: &mut dyn OpAsmParser<'_>, name: &str) -> Result<Attribute, Diagnostic> {
    let at = p.pos();
    let a = p.parse_attribute()?;
    if map_of(p.ctx(), Some(a)).is_none() {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    p.add_attribute(name, a);
    Ok(a)
}

/// `(%a, ...)`.
fn parse_paren_operands(p: &mut dyn OpAsmParser<'_>) -> Result<Vec<UnresolvedOperand>, Diagnostic> {
    if !p.parse_optional(Punct::LParen) {
        return Err(p.token_error("expected '(' in operand list"));
    }
    operand_list_until(p, Punct::RParen, ")")
}

/// The operands of a delimited list after its opening bracket, through `close` (MLIR's
/// `parseCommaSeparatedList` of operands: `expected SSA operand`, `expected ')' in
/// operand list`).
fn operand_list_until(
    p: &mut dyn OpAsmParser<'_>,
    close: Punct,
    text: &str,
) -> Result<Vec<UnresolvedOperand>, Diagnostic> {
    let mut v = Vec::new();
    if p.parse_optional(close) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.parse_optional(Punct::Comma) {
            break;
        }
    }
    if !p.parse_optional(close) {
        return Err(p.token_error(format!("expected '{text}' in operand list")));
    }
    Ok(v)
}

/// `kw`, or MLIR's `expected 'kw'` (prefixed, at the current token).
fn expect_keyword(p: &mut dyn OpAsmParser<'_>, kw: &str) -> Result<(), Diagnostic> {
    if p.parse_optional_keyword(kw) {
        Ok(())
    } else {
        Err(p.error_at(p.pos(), format!("expected '{kw}'")))
    }
}

/// Any keyword, or MLIR's `expected valid keyword`.
fn expect_any_keyword<'a>(p: &mut dyn OpAsmParser<'a>) -> Result<&'a str, Diagnostic> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(k),
        None => Err(p.error_at(p.pos(), "expected valid keyword")),
    }
}

/// `[%a, ...]` if a `[` is next.
fn parse_optional_square_operands(
    p: &mut dyn OpAsmParser<'_>,
) -> Result<Vec<UnresolvedOperand>, Diagnostic> {
    if !p.parse_optional(Punct::LSquare) {
        return Ok(Vec::new());
    }
    operand_list_until(p, Punct::RSquare, "]")
}

/// `(%d...)[%s...]`, the symbols optional (MLIR's `parseDimAndSymbolList`), resolved as
/// index values and added to the op: the number of dimensions and of operands.
fn parse_dim_and_symbol_list(p: &mut dyn OpAsmParser<'_>) -> Result<(usize, usize), Diagnostic> {
    let mut us = parse_paren_operands(p)?;
    let dims = us.len();
    us.extend(parse_optional_square_operands(p)?);
    let index = p.ctx().index_type();
    let vs = p.resolve_operands_of_type(&us, index)?;
    p.add_operands(&vs);
    Ok((dims, vs.len()))
}

/// `(%d...)` then `[%s...]` when there are symbols (MLIR's `printDimAndSymbolList`).
fn print_dim_and_symbol_list(p: &mut dyn OpAsmPrinter<'_>, operands: &[Value], dims: usize) {
    let dims = dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..dims].iter().copied());
    p.write(")");
    if operands.len() > dims {
        p.write("[");
        p.print_operands(operands[dims..].iter().copied());
        p.write("]");
    }
}

/// The results of `map` with its dimensions and symbols written as the operands
/// (`%i + 1, symbol(%n)`, MLIR's `printAffineMapOfSSAIds`).
fn print_map_of_ssa_ids(p: &mut dyn OpAsmPrinter<'_>, map: &AffineMap, operands: &[Value]) {
    let dims = map.num_dims as usize;
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        // The callbacks both need the printer: collect the pieces first.
        let mut pieces = Vec::new();
        collect_pieces(e, &mut pieces);
        for piece in pieces {
            match piece {
                Ok(t) => p.write(&t),
                Err((sym, pos)) => {
                    let index = if sym {
                        dims + pos as usize
                    } else {
                        pos as usize
                    };
                    if sym {
                        p.write("symbol(");
                    }
                    if let Some(&v) = operands.get(index) {
                        p.print_operand(v);
                    }
                    if sym {
                        p.write(")");
                    }
                }
            }
        }
    }
}

/// The text and the dimensions and symbols of an expression, in printing order.
fn collect_pieces(e: &AffineExpr, out: &mut Vec<Result<String, (bool, u32)>>) {
    let cell = std::cell::RefCell::new(std::mem::take(out));
    e.write_with(
        &mut |s| {
            let mut v = cell.borrow_mut();
            match v.last_mut() {
                Some(Ok(t)) => t.push_str(s),
                _ => v.push(Ok(s.to_string())),
            }
        },
        &mut |sym, pos| cell.borrow_mut().push(Err((sym, pos))),
    );
    *out = cell.into_inner();
}

// ----- valid dimensions and symbols -----

/// Where the affine rules look: the arena of the op being verified and the isolated op
/// owning that arena, when known.
#[derive(Clone, Copy)]
struct Scope<'a> {
    ctx: &'a Context,
    body: &'a Body,
    owner: Option<(&'a Body, Op)>,
    /// Whether a top-level region of the arena whose holder is unknown is taken as held
    /// by an affine scope (patterns see only the arena of an op isolated from above, such
    /// as `func.func`, whose ops hold the affine scopes Strata has).
    unknown_is_scope: bool,
}

/// Ops with the `AffineScope` trait that have no `.td` spec here: `builtin.module` (in the
/// framework) and ops of MLIR's test dialect (not defined in Strata, so parsed as
/// unregistered) that the corpus uses.
const TEST_AFFINE_SCOPES: &[&str] = &["builtin.module", "test.affine_scope"];

fn has_trait(ctx: &Context, body: &Body, op: Op, traits: OpTraits) -> bool {
    if traits == OpTraits::AFFINE_SCOPE
        && TEST_AFFINE_SCOPES.contains(&ctx.ident_ref(body.op_name(op)))
    {
        return true;
    }
    strata_framework::ir::registry::op_has_traits(ctx, body.op_name(op), traits)
}

/// The op holding a region, in the arena or (for the arena's top-level regions) its owner.
enum Holder {
    Op(Op),
    Owner(Op),
    Unknown,
}

impl<'a> Scope<'a> {
    fn of(op: &OpRef<'a>) -> Self {
        Scope {
            ctx: op.ctx,
            body: op.body,
            owner: op.outer,
            unknown_is_scope: false,
        }
    }

    fn holder(&self, r: Region) -> Holder {
        match self.body.region_parent(r) {
            Some(p) => Holder::Op(p),
            None => match self.owner {
                Some((_, o)) => Holder::Owner(o),
                None => Holder::Unknown,
            },
        }
    }

    fn holder_is_affine_scope(&self, h: &Holder) -> bool {
        match *h {
            Holder::Op(p) => has_trait(self.ctx, self.body, p, OpTraits::AFFINE_SCOPE),
            Holder::Owner(o) => self
                .owner
                .is_some_and(|(b, _)| has_trait(self.ctx, b, o, OpTraits::AFFINE_SCOPE)),
            Holder::Unknown => self.unknown_is_scope,
        }
    }

    fn holder_name(&self, h: &Holder) -> &'a str {
        match *h {
            Holder::Op(p) => self.ctx.ident_ref(self.body.op_name(p)),
            Holder::Owner(o) => self
                .owner
                .map_or("", |(b, _)| self.ctx.ident_ref(b.op_name(o))),
            Holder::Unknown => "",
        }
    }

    fn op_region(&self, op: Op) -> Option<Region> {
        self.body
            .parent_block(op)
            .and_then(|b| self.body.block_parent(b))
    }

    fn value_region(&self, v: Value) -> Option<Region> {
        match self.body.value_def(v) {
            ValueDef::OpResult(op, _) => self.op_region(op),
            ValueDef::BlockArg(b, _) => self.body.block_parent(b),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    fn def_op(&self, v: Value) -> Option<Op> {
        match self.body.value_def(v) {
            ValueDef::OpResult(op, _) => Some(op),
            _ => None,
        }
    }

    fn is_index(&self, v: Value) -> bool {
        self.body.value_type(v) == self.ctx.index_type()
    }

    fn name(&self, op: Op) -> &'a str {
        self.ctx.ident_ref(self.body.op_name(op))
    }

    /// MLIR's `getAffineScope`: the region, held by an `AffineScope` op, that encloses
    /// `op`.
    fn affine_scope(&self, op: Op) -> Option<Region> {
        let mut cur = op;
        loop {
            let r = self.op_region(cur)?;
            let h = self.holder(r);
            if self.holder_is_affine_scope(&h) {
                return Some(r);
            }
            match h {
                Holder::Op(p) => cur = p,
                _ => return None,
            }
        }
    }

    /// MLIR's `isTopLevelValue(value)`: defined by an op, or an argument of a block,
    /// immediately inside an `AffineScope` op.
    fn is_top_level_value(&self, v: Value) -> bool {
        self.value_region(v)
            .is_some_and(|r| self.holder_is_affine_scope(&self.holder(r)))
    }

    /// The region enclosing the holder of `r`, when that holder is not isolated.
    fn parent_region(&self, r: Region) -> Option<Region> {
        match self.holder(r) {
            Holder::Op(p) if !self.body.is_isolated(p) => self.op_region(p),
            _ => None,
        }
    }

    /// MLIR's `isValidSymbol(value, region)`.
    fn is_valid_symbol(&self, v: Value, region: Option<Region>) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if region.is_some() && self.value_region(v) == region {
            return true;
        }
        let Some(def) = self.def_op(v) else {
            return region
                .and_then(|r| self.parent_region(r))
                .is_some_and(|pr| self.is_valid_symbol(v, Some(pr)));
        };
        if has_trait(self.ctx, self.body, def, OpTraits::CONSTANT_LIKE) {
            return true;
        }
        match self.name(def) {
            "affine.apply" => {
                return self
                    .body
                    .operands(def)
                    .all(|o| self.is_valid_symbol(o, region))
            }
            _ if self.is_shaped_dim(def) => return self.is_dim_op_valid_symbol(def, region),
            _ => {}
        }
        region
            .and_then(|r| self.parent_region(r))
            .is_some_and(|pr| self.is_valid_symbol(v, Some(pr)))
    }

    /// Whether `op` reads a dimension of a shaped value (`ShapedDimOpInterface`:
    /// `memref.dim`, `tensor.dim`).
    fn is_shaped_dim(&self, op: Op) -> bool {
        ShapedDimOpInterfaceRef::get(OpRef::new(self.ctx, self.body, op)).is_some()
    }

    /// MLIR's `isDimOpValidSymbol`: the source is defined at the top level, or is a
    /// `memref.alloc`/`memref.view`/`memref.subview` whose size at the (constant)
    /// dimension is static or a valid symbol.
    fn is_dim_op_valid_symbol(&self, dim: Op, region: Option<Region>) -> bool {
        let Some(shaped) = ShapedDimOpInterfaceRef::get(OpRef::new(self.ctx, self.body, dim))
        else {
            return false;
        };
        let (src, index) = (shaped.get_shaped_value(), shaped.get_dimension());
        if self.is_top_level_value(src) {
            return true;
        }
        let Some(def) = self.def_op(src) else {
            return false;
        };
        let Some(i) = constant_int(self.ctx, self.body, index) else {
            return false;
        };
        let view = OpRef::new(self.ctx, self.body, def);
        let sizes = match self.name(def) {
            "memref.alloc" => super::memref::AllocOp(view).dynamic_sizes(),
            "memref.view" => super::memref::ViewOp(view).sizes(),
            "memref.subview" => super::memref::SubViewOp(view).sizes(),
            _ => return false,
        };
        let Some(parts) =
            strata_framework::ir::layout::memref_parts(self.ctx, self.body.value_type(src))
        else {
            return false;
        };
        let Some(&size) = usize::try_from(i).ok().and_then(|i| parts.shape.get(i)) else {
            return false;
        };
        if size != strata_framework::ir::types::DYNAMIC {
            return true;
        }
        let pos = parts.shape[..i as usize]
            .iter()
            .filter(|&&s| s == strata_framework::ir::types::DYNAMIC)
            .count();
        sizes
            .get(pos)
            .is_some_and(|v| self.is_valid_symbol(v, region))
    }

    /// MLIR's `isValidDim(value, region)`.
    fn is_valid_dim(&self, v: Value, region: Option<Region>) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if self.is_valid_symbol(v, region) {
            return true;
        }
        let Some(def) = self.def_op(v) else {
            let Some(r) = self.value_region(v) else {
                return false;
            };
            let h = self.holder(r);
            return matches!(self.holder_name(&h), "affine.for" | "affine.parallel");
        };
        match self.name(def) {
            "affine.apply" => self
                .body
                .operands(def)
                .all(|o| self.is_valid_dim(o, region)),
            _ => ShapedDimOpInterfaceRef::get(OpRef::new(self.ctx, self.body, def))
                .is_some_and(|d| self.is_top_level_value(d.get_shaped_value())),
        }
    }
}

/// MLIR's `verifyDimAndSymbolIndexing`: the first `dims` operands are valid dimensions,
/// the rest valid symbols, in the affine scope of `op`.
fn verify_dim_and_symbol_indexing(
    op: &OpRef<'_>,
    operands: &[Value],
    dims: usize,
) -> Result<(), Diagnostic> {
    let s = Scope::of(op);
    let region = s.affine_scope(op.op);
    for (i, &v) in operands.iter().enumerate() {
        if i < dims {
            if !s.is_valid_dim(v, region) {
                return Err(op.op_error("operand cannot be used as a dimension id"));
            }
        } else if !s.is_valid_symbol(v, region) {
            return Err(op.op_error("operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ----- affine.apply, affine.min, affine.max -----

/// `affine.apply #map(%d...)[%s...] [attr-dict]`.
impl HasCustomAssemblyFormat for AffineApplyOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let a = parse_map_attr(p, "map")?;
        let (dims, n) = parse_dim_and_symbol_list(p)?;
        p.parse_optional_attr_dict()?;
        let ctx = p.ctx();
        let m = map_of(ctx, Some(a)).cloned().unwrap_or(AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: Vec::new(),
        });
        if m.num_dims as usize != dims || num_inputs(&m) != n {
            return Err(p.error_at(p.name_pos(), "dimension or symbol index mismatch"));
        }
        let index = ctx.index_type();
        p.add_result_types(&vec![index; m.results.len()]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_map_op(p);
    }
}

/// ` #map(%d...)[%s...] [attr-dict]`.
fn print_map_op(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    let ctx = p.ctx();
    let Some(a) = op.attr("map") else { return };
    p.write(" ");
    p.print_attribute(a);
    let dims = map_of(ctx, Some(a)).map_or(0, |m| m.num_dims as usize);
    let operands: Vec<Value> = op.operands().collect();
    print_dim_and_symbol_list(p, &operands, dims);
    p.print_optional_attr_dict(&["map"]);
}

impl HasVerifier for AffineApplyOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(m) = op_map(op, "map") else {
            return Ok(());
        };
        if op.operands().len() != num_inputs(m) {
            return Err(
                op.op_error("operand count and affine map dimension and symbol count must match")
            );
        }
        if m.results.len() != 1 {
            return Err(op.op_error("mapping must produce one value"));
        }
        Ok(())
    }
}

/// `affine.min #map(%d...)[%s...] [attr-dict]` (and `affine.max`): the dimension list is
/// required.
fn parse_min_max(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    parse_map_attr(p, "map")?;
    let mut us = parse_paren_operands(p)?;
    us.extend(parse_optional_square_operands(p)?);
    p.parse_optional_attr_dict()?;
    let index = p.ctx().index_type();
    let vs = p.resolve_operands_of_type(&us, index)?;
    p.add_operands(&vs);
    p.add_result_types(&[index]);
    Ok(())
}

fn verify_min_max(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if let Some(m) = op_map(op, "map") {
        if op.operands().len() != num_inputs(m) {
            return Err(
                op.op_error("operand count and affine map dimension and symbol count must match")
            );
        }
    }
    Ok(())
}

impl HasCustomAssemblyFormat for AffineMinOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_min_max(p)
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_map_op(p);
    }
}

impl HasVerifier for AffineMinOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_min_max(&self.0)
    }
}

impl HasCustomAssemblyFormat for AffineMaxOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_min_max(p)
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_map_op(p);
    }
}

impl HasVerifier for AffineMaxOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_min_max(&self.0)
    }
}

// ----- affine.yield -----

impl HasVerifier for AffineYieldOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(parent) = op.parent() else {
            return Err(op.op_error("only terminates affine.if/for/parallel regions"));
        };
        if !matches!(
            parent.name(),
            "affine.parallel" | "affine.if" | "affine.for"
        ) {
            return Err(op.op_error("only terminates affine.if/for/parallel regions"));
        }
        let results = parent.results();
        if results.len() != op.operands().len() {
            return Err(op.op_error(
                "parent of yield must have same number of results as the yield operands",
            ));
        }
        for (&r, v) in results.iter().zip(op.operands()) {
            if parent.value_type(r) != op.value_type(v) {
                return Err(op.op_error("types mismatch between yield op and its parent"));
            }
        }
        Ok(())
    }
}

// ----- affine.for -----

/// One bound of `affine.for` (MLIR's `parseBound`): `%s` (a symbol identity map), an
/// integer (a constant map), or `[max|min] #map(%d...)[%s...]`.
fn parse_bound(p: &mut dyn OpAsmParser<'_>, lower: bool) -> Result<(), Diagnostic> {
    let name = if lower { "lower_bound" } else { "upper_bound" };
    let ctx = p.ctx();
    let index = ctx.index_type();
    let min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let us = p.parse_operand_list()?;
    if !us.is_empty() {
        if us.len() > 1 {
            return Err(p.error_at(p.name_pos(), "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(us[0], index)?;
        p.add_operands(&[v]);
        let m = AffineMap {
            num_dims: 0,
            num_symbols: 1,
            results: vec![AffineExpr::Symbol(0)],
        };
        p.add_attribute(name, ctx.intern_attr(AttrKind::AffineMap(m)));
        return Ok(());
    }
    let at = p.pos();
    let a = p.parse_attribute_of_type(index)?;
    if let Some(m) = map_of(ctx, Some(a)) {
        let m = m.clone();
        p.add_attribute(name, a);
        let (dims, n) = parse_dim_and_symbol_list(p)?;
        if m.num_dims as usize != dims {
            return Err(p.error_at(
                p.name_pos(),
                "dim operand count and affine map dim count must match",
            ));
        }
        if dims + m.num_symbols as usize != n {
            return Err(p.error_at(
                p.name_pos(),
                "symbol operand count and affine map symbol count must match",
            ));
        }
        if m.results.len() > 1 && !min_max {
            return Err(p.error_at(
                at,
                if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                },
            ));
        }
        return Ok(());
    }
    if let AttrKind::Integer { value, .. } = ctx.attr_kind_ref(a) {
        let m = AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: vec![AffineExpr::Constant(*value as i64)],
        };
        p.add_attribute(name, ctx.intern_attr(AttrKind::AffineMap(m)));
        return Ok(());
    }
    p.add_attribute(name, a);
    Err(p.error_at(
        p.name_pos(),
        "expected valid affine map representation for loop bounds",
    ))
}

/// Whether a bound prints in a syntax of its own: a constant, or a single symbol.
fn bound_is_inline(m: &AffineMap) -> bool {
    m.results.len() == 1
        && m.num_dims == 0
        && match m.results[0] {
            AffineExpr::Constant(_) => m.num_symbols == 0,
            AffineExpr::Symbol(_) => m.num_symbols == 1,
            _ => false,
        }
}

/// MLIR's `printBound`.
fn print_bound(p: &mut dyn OpAsmPrinter<'_>, a: Attribute, operands: &[Value], prefix: &str) {
    let ctx = p.ctx();
    let Some(m) = map_of(ctx, Some(a)) else {
        p.print_attribute(a);
        return;
    };
    if m.results.len() == 1 {
        if m.num_dims == 0 && m.num_symbols == 0 {
            if let AffineExpr::Constant(c) = m.results[0] {
                p.write(&c.to_string());
                return;
            }
        }
        if m.num_dims == 0 && m.num_symbols == 1 {
            if let (AffineExpr::Symbol(_), Some(&v)) = (&m.results[0], operands.first()) {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    let dims = m.num_dims as usize;
    p.print_attribute(a);
    print_dim_and_symbol_list(p, operands, dims);
}

/// The operands of `affine.for`: lower bound's, upper bound's, initial values.
fn for_operand_groups(op: &OpRef<'_>) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let all: Vec<Value> = op.operands().collect();
    let lb = op_map(op, "lower_bound")
        .map_or(0, num_inputs)
        .min(all.len());
    let ub = op_map(op, "upper_bound")
        .map_or(0, num_inputs)
        .min(all.len() - lb);
    (
        all[..lb].to_vec(),
        all[lb..lb + ub].to_vec(),
        all[lb + ub..].to_vec(),
    )
}

/// `affine.for %i = LB to UB [step N] [iter_args(%a = %x) -> (types)] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for AffineForOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let mut iv = p.parse_argument(false)?;
        iv.ty = index;
        p.parse(Punct::Equal)?;
        parse_bound(p, true)?;
        if !p.parse_optional_keyword("to") {
            return Err(p.error_at(p.pos(), "expected 'to' between bounds"));
        }
        parse_bound(p, false)?;
        if p.parse_optional_keyword("step") {
            let at = p.pos();
            let a = p.parse_attribute_of_type(index)?;
            let value = match ctx.attr_kind_ref(a) {
                AttrKind::Integer { value, .. } => *value,
                _ => return Err(p.error_at(at, "invalid kind of attribute specified")),
            };
            p.add_attribute("step", a);
            if value < 0 || value > i64::MAX as i128 {
                return Err(p.error_at(
                    at,
                    "expected step to be representable as a positive signed integer",
                ));
            }
        } else {
            p.add_attribute("step", ctx.integer_attr(1, index));
        }
        let mut region_args: Vec<Argument> = vec![iv];
        let mut result_types = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            let mut vals = Vec::new();
            p.parse(Punct::LParen)?;
            if !p.parse_optional(Punct::RParen) {
                loop {
                    region_args.push(p.parse_argument(false)?);
                    p.parse(Punct::Equal)?;
                    vals.push(p.parse_operand()?);
                    if !p.parse_optional(Punct::Comma) {
                        break;
                    }
                }
                p.parse(Punct::RParen)?;
            }
            p.parse(Punct::Arrow)?;
            result_types = p.parse_function_result_types()?;
            for (i, (u, &t)) in vals.iter().zip(&result_types).enumerate() {
                region_args[i + 1].ty = t;
                let v = p.resolve_operand(*u, t)?;
                p.add_operands(&[v]);
            }
        }
        p.add_result_types(&result_types);
        if region_args.len() != result_types.len() + 1 {
            return Err(p.error_at(
                p.name_pos(),
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let region = p.parse_region(&region_args)?;
        p.ensure_terminator(region, "affine.yield");
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let region = op.regions()[0];
        let body = op.region_body();
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        let (lb, ub, inits) = for_operand_groups(&op);
        p.write(" ");
        // MLIR's `printRegionArgument`: with debug info, the location follows.
        if let Some(&iv) = args.first() {
            p.print_region_value(iv);
            p.print_region_arg_loc(iv);
        }
        p.write(" = ");
        if let Some(a) = op.attr("lower_bound") {
            print_bound(p, a, &lb, "max");
        }
        p.write(" to ");
        if let Some(a) = op.attr("upper_bound") {
            print_bound(p, a, &ub, "min");
        }
        let step = for_step(&op);
        if step != 1 {
            p.write(&format!(" step {step}"));
        }
        if !inits.is_empty() {
            p.write(" iter_args(");
            for (i, (&a, &v)) in args.iter().skip(1).zip(&inits).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_region_value(a);
                p.write(" = ");
                p.print_operand(v);
            }
            p.write(") -> (");
            let tys: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !inits.is_empty(), false);
        p.print_optional_attr_dict(&["lower_bound", "upper_bound", "step"]);
    }
}

/// The step of `affine.for` (its `step` attribute; 1 when absent, as the custom form
/// leaves it out).
fn for_step(op: &OpRef<'_>) -> i128 {
    op.attr("step")
        .and_then(|a| match op.ctx.attr_kind_ref(a) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        })
        .unwrap_or(1)
}

/// The constant of a bound map of `affine.for` with a single constant result (MLIR's
/// `getConstantLowerBound` when `hasConstantLowerBound`), as the `i64` attribute MLIR's
/// `getSingleLowerBound`/`getSingleUpperBound` give.
fn constant_bound(op: &OpRef<'_>, name: &str) -> Option<OpFoldResult> {
    match op_map(op, name)?.results.as_slice() {
        [AffineExpr::Constant(c)] => Some(OpFoldResult::Attribute(
            op.ctx.integer_attr(*c as i128, op.ctx.int_type(64)),
        )),
        _ => None,
    }
}

/// The first argument of the entry block of the op's first region: a loop's induction
/// variable.
fn first_region_arg(op: &OpRef<'_>) -> Option<Value> {
    let body = op.region_body();
    let block = body.entry_block(*op.regions().first()?)?;
    body.block_args(block).first().copied()
}

/// The trip count of an `affine.for` with constant bounds and a positive step (MLIR's
/// `getTrivialConstantTripCount`).
fn trivial_constant_trip_count(op: &OpRef<'_>) -> Option<i128> {
    let constant = |name| match op_map(op, name)?.results.as_slice() {
        [AffineExpr::Constant(c)] => Some(i128::from(*c)),
        _ => None,
    };
    let step = for_step(op);
    let (lb, ub) = (constant("lower_bound")?, constant("upper_bound")?);
    if step <= 0 {
        return None;
    }
    Some(if ub - lb <= 0 {
        0
    } else {
        (ub - lb + step - 1) / step
    })
}

/// `RegionBranchOpInterface` for `affine.for`: the op enters its body (after the
/// induction variable) with the initial values; the body goes round again or out to the
/// results. With constant bounds (MLIR's `AffineForOp::getSuccessorRegions`), a loop
/// running no time goes from the op straight to its results, one running at least once
/// enters its body, and the body of one running once goes only to the results. `affine.yield`, `ReturnLike`, passes its operands on. `LoopLikeOpInterface`:
/// the body, the induction variable, the constant bounds and the step.
/// `ConditionallySpeculatable`: a loop of step 1 terminates whatever its bounds, so it is
/// as speculatable as its body; another may not terminate.
impl interface_methods::AffineForOpDeclaredMethods for AffineForOp<'_> {
    fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
        let op = &self.0;
        let trip_count = trivial_constant_trip_count(op);
        match (from, trip_count) {
            (None, Some(0)) => vec![RegionSuccessor::results(op)],
            (None, _) => vec![RegionSuccessor::region(op, 0, 1)],
            (Some(_), Some(1)) => vec![RegionSuccessor::results(op)],
            (Some(_), _) => vec![
                RegionSuccessor::region(op, 0, 1),
                RegionSuccessor::results(op),
            ],
        }
    }

    fn get_entry_types(&self, _region: usize) -> Vec<Type> {
        let (_, _, inits) = for_operand_groups(&self.0);
        inits.iter().map(|&v| self.0.value_type(v)).collect()
    }

    fn get_loop_body(&self) -> Region {
        self.region()
    }

    fn get_single_induction_var(&self) -> Option<Value> {
        first_region_arg(&self.0)
    }

    fn get_single_lower_bound(&self) -> Option<OpFoldResult> {
        constant_bound(&self.0, "lower_bound")
    }

    fn get_single_step(&self) -> Option<OpFoldResult> {
        let ctx = self.0.ctx;
        let step = ctx.integer_attr(for_step(&self.0), ctx.int_type(64));
        Some(OpFoldResult::Attribute(step))
    }

    fn get_single_upper_bound(&self) -> Option<OpFoldResult> {
        constant_bound(&self.0, "upper_bound")
    }

    fn get_speculatability(&self) -> Speculatability {
        if for_step(&self.0) == 1 {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `LoopLikeOpInterface`: the body of `affine.parallel`.
impl interface_methods::AffineParallelOpDeclaredMethods for AffineParallelOp<'_> {
    fn get_loop_body(&self) -> Region {
        self.region()
    }
}

impl HasRegionVerifier for AffineForOp<'_> {
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        // After `RegionBranchOpInterface`'s check of the edges (a region trait).
        let op = &self.0;
        let body = op.region_body();
        let args: Vec<Value> = op
            .regions()
            .first()
            .and_then(|&r| body.entry_block(r))
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        if args
            .first()
            .is_none_or(|&a| body.value_type(a) != op.ctx.index_type())
        {
            return Err(op.op_error(
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let (lb, ub, inits) = for_operand_groups(op);
        if let Some(m) = op_map(op, "lower_bound") {
            if num_inputs(m) > 0 {
                verify_dim_and_symbol_indexing(op, &lb, m.num_dims as usize)?;
            }
        }
        if let Some(m) = op_map(op, "upper_bound") {
            if num_inputs(m) > 0 {
                verify_dim_and_symbol_indexing(op, &ub, m.num_dims as usize)?;
            }
        }
        let n = op.results().len();
        if n == 0 {
            return Ok(());
        }
        if inits.len() != n {
            return Err(
                op.op_error("mismatch between the number of loop-carried values and results")
            );
        }
        if args.len() - 1 != n {
            return Err(op.op_error("mismatch between the number of basic block args and results"));
        }
        Ok(())
    }
}

/// `affine.for` prints a constant or single-symbol bound in a syntax of its own.
fn for_inline_attr(ctx: &Context, body: &Body, op: Op, name: &str) -> bool {
    if name != "lower_bound" && name != "upper_bound" {
        return false;
    }
    let a = ctx.dictionary_get(body.attrs(op), name);
    map_of(ctx, a).is_some_and(bound_is_inline)
}

// ----- affine.if -----

/// `affine.if #set(%d...)[%s...] [-> (types)] { ... } [else { ... }] [attr-dict]`.
impl HasCustomAssemblyFormat for AffineIfOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let at = p.pos();
        let a = p.parse_attribute()?;
        let ctx = p.ctx();
        let Some(set) = set_of(ctx, Some(a)).cloned() else {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        };
        p.add_attribute("condition", a);
        let (dims, n) = parse_dim_and_symbol_list(p)?;
        if set.num_dims as usize != dims {
            return Err(p.error_at(
                p.name_pos(),
                "dim operand count and integer set dim count must match",
            ));
        }
        if dims + set.num_symbols as usize != n {
            return Err(p.error_at(
                p.name_pos(),
                "symbol operand count and integer set symbol count must match",
            ));
        }
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let then = p.parse_region(&[])?;
        p.ensure_terminator(then, "affine.yield");
        if p.parse_optional_keyword("else") {
            let els = p.parse_region(&[])?;
            p.ensure_terminator(els, "affine.yield");
        } else {
            p.add_empty_region();
        }
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = p.ctx();
        let cond = op.attr("condition");
        p.write(" ");
        if let Some(a) = cond {
            p.print_attribute(a);
        }
        let dims = set_of(ctx, cond).map_or(0, |s| s.num_dims as usize);
        let operands: Vec<Value> = op.operands().collect();
        print_dim_and_symbol_list(p, &operands, dims);
        let tys: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
        p.print_optional_arrow_type_list(&tys);
        let regions = op.regions().to_vec();
        let terminators = !tys.is_empty();
        p.write(" ");
        p.print_region(regions[0], false, terminators, false);
        let body = op.region_body();
        if let Some(&els) = regions.get(1) {
            if body.entry_block(els).is_some() {
                p.write(" else ");
                p.print_region(els, false, terminators, false);
            }
        }
        p.print_optional_attr_dict(&["condition"]);
    }
}

impl HasVerifier for AffineIfOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(set) = set_of(op.ctx, op.attr("condition")) else {
            return Err(op.op_error("requires an integer set attribute named 'condition'"));
        };
        let operands: Vec<Value> = op.operands().collect();
        if operands.len() != (set.num_dims + set.num_symbols) as usize {
            return Err(op.op_error(
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        verify_dim_and_symbol_indexing(op, &operands, set.num_dims as usize)
    }
}

// ----- affine.load, affine.store -----

/// `[subscripts] [attr-dict] : memref-type` after the memref operand: the map, its
/// operands, and the memref type.
fn parse_subscripts_and_type(
    p: &mut dyn OpAsmParser<'_>,
) -> Result<(Vec<UnresolvedOperand>, Type), Diagnostic> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(Some(true))?;
    p.add_attribute("map", map);
    p.parse_optional_attr_dict()?;
    // MLIR reports a type of the wrong kind at the colon.
    let at = p.pos();
    p.parse(Punct::Colon)?;
    let ty = p.parse_type()?;
    if strata_framework::ir::layout::memref_parts(p.ctx(), ty).is_none() {
        return Err(p.error_at(at, "invalid kind of type specified"));
    }
    Ok((operands, ty))
}

/// `%m[subscripts] [attr-dict] : memref-type`, from the memref operand on.
fn print_access(p: &mut dyn OpAsmPrinter<'_>, memref: Value, indices: &[Value]) {
    let op = p.op_ref();
    p.print_operand(memref);
    p.write("[");
    if let Some(m) = op_map(&op, "map") {
        print_map_of_ssa_ids(p, m, indices);
    }
    p.write("]");
    p.print_optional_attr_dict(&["map"]);
    p.write(" : ");
    p.print_type(op.value_type(memref));
}

/// MLIR's `verifyMemoryOpIndexing`.
fn verify_memory_op_indexing(
    op: &OpRef<'_>,
    memref_ty: Type,
    indices: &[Value],
) -> Result<(), Diagnostic> {
    let rank =
        strata_framework::ir::layout::memref_parts(op.ctx, memref_ty).map_or(0, |m| m.shape.len());
    match op_map(op, "map") {
        Some(m) => {
            if m.results.len() != rank {
                return Err(op.op_error("affine map num results must equal memref rank"));
            }
            if num_inputs(m) != indices.len() {
                return Err(op.op_error("expects as many subscripts as affine map inputs"));
            }
        }
        None => {
            if rank != indices.len() {
                return Err(
                    op.op_error("expects the number of subscripts to be equal to memref rank")
                );
            }
        }
    }
    let s = Scope::of(op);
    let region = s.affine_scope(op.op);
    for &v in indices {
        if !s.is_index(v) {
            return Err(op.op_error("index to load must have 'index' type"));
        }
        if !s.is_valid_dim(v, region) && !s.is_valid_symbol(v, region) {
            return Err(op.op_error("index must be a dimension or symbol identifier"));
        }
    }
    Ok(())
}

/// `affine.load %m[subscripts] [attr-dict] : memref-type`.
impl HasCustomAssemblyFormat for AffineLoadOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let m = p.parse_operand()?;
        let (indices, ty) = parse_subscripts_and_type(p)?;
        let ctx = p.ctx();
        let m = p.resolve_operand(m, ty)?;
        p.add_operands(&[m]);
        let vs = p.resolve_operands_of_type(&indices, ctx.index_type())?;
        p.add_operands(&vs);
        let elem = strata_framework::ir::layout::memref_parts(ctx, ty).map_or(ty, |m| m.elem);
        p.add_result_types(&[elem]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        print_access(p, operands[0], &operands[1..]);
    }
}

impl HasVerifier for AffineLoadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        let ty = op.value_type(operands[0]);
        let elem = strata_framework::ir::layout::memref_parts(op.ctx, ty).map(|m| m.elem);
        if elem != Some(op.value_type(op.results()[0])) {
            return Err(op.op_error("result type must match element type of memref"));
        }
        verify_memory_op_indexing(op, ty, &operands[1..])
    }
}

/// `affine.store %v, %m[subscripts] [attr-dict] : memref-type`.
impl HasCustomAssemblyFormat for AffineStoreOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let v = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let m = p.parse_operand()?;
        let (indices, ty) = parse_subscripts_and_type(p)?;
        let ctx = p.ctx();
        let elem = strata_framework::ir::layout::memref_parts(ctx, ty).map_or(ty, |m| m.elem);
        let v = p.resolve_operand(v, elem)?;
        let m = p.resolve_operand(m, ty)?;
        p.add_operands(&[v, m]);
        let vs = p.resolve_operands_of_type(&indices, ctx.index_type())?;
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        p.print_operand(operands[0]);
        p.write(", ");
        print_access(p, operands[1], &operands[2..]);
    }
}

impl HasVerifier for AffineStoreOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        let ty = op.value_type(operands[1]);
        let elem = strata_framework::ir::layout::memref_parts(op.ctx, ty).map(|m| m.elem);
        if elem != Some(op.value_type(operands[0])) {
            return Err(
                op.op_error("value to store must have the same type as memref element type")
            );
        }
        verify_memory_op_indexing(op, ty, &operands[2..])
    }
}

// ----- affine.delinearize_index -----

impl HasVerifier for AffineDelinearizeIndexOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let basis = op.operands().len() - 1;
        if basis == 0 {
            return Err(op.op_error("basis should not be empty"));
        }
        if op.results().len() != basis {
            return Err(op.op_error("should return an index for each basis element"));
        }
        Ok(())
    }
}

// ----- affine.prefetch -----

/// `affine.prefetch %m[subscripts], read|write, locality<N>, data|instr [attr-dict] : type`.
impl HasCustomAssemblyFormat for AffinePrefetchOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let m = p.parse_operand()?;
        let (map, indices) = p.parse_affine_map_of_ssa_ids(Some(true))?;
        p.add_attribute("map", map);
        p.parse(Punct::Comma)?;
        let rw = expect_any_keyword(p)?;
        p.parse(Punct::Comma)?;
        expect_keyword(p, "locality")?;
        p.parse(Punct::Less)?;
        let at = p.pos();
        let hint = p.parse_attribute_of_type(ctx.int_type(32))?;
        if !matches!(ctx.attr_kind_ref(hint), AttrKind::Integer { .. }) {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
        p.add_attribute("localityHint", hint);
        p.parse(Punct::Greater)?;
        p.parse(Punct::Comma)?;
        let cache = expect_any_keyword(p)?;
        p.parse_optional_attr_dict()?;
        let at = p.pos();
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        if strata_framework::ir::layout::memref_parts(ctx, ty).is_none() {
            return Err(p.error_at(at, "invalid kind of type specified"));
        }
        let m = p.resolve_operand(m, ty)?;
        p.add_operands(&[m]);
        let vs = p.resolve_operands_of_type(&indices, ctx.index_type())?;
        p.add_operands(&vs);
        if rw != "read" && rw != "write" {
            return Err(p.error_at(p.name_pos(), "rw specifier has to be 'read' or 'write'"));
        }
        p.add_attribute(
            "isWrite",
            ctx.integer_attr((rw == "write") as i128, ctx.int_type(1)),
        );
        if cache != "data" && cache != "instr" {
            return Err(p.error_at(p.name_pos(), "cache type has to be 'data' or 'instr'"));
        }
        p.add_attribute(
            "isDataCache",
            ctx.integer_attr((cache == "data") as i128, ctx.int_type(1)),
        );
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let view = AffinePrefetchOp(op);
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        p.print_operand(operands[0]);
        p.write("[");
        if let Some(m) = op_map(&op, "map") {
            print_map_of_ssa_ids(p, m, &operands[1..]);
        }
        p.write("], ");
        p.write(if view.is_write() { "write" } else { "read" });
        p.write(&format!(", locality<{}>, ", view.locality_hint()));
        p.write(if view.is_data_cache() {
            "data"
        } else {
            "instr"
        });
        p.print_optional_attr_dict(&["map", "localityHint", "isDataCache", "isWrite"]);
        p.write(" : ");
        p.print_type(op.value_type(operands[0]));
    }
}

impl HasVerifier for AffinePrefetchOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        let rank = strata_framework::ir::layout::memref_parts(op.ctx, op.value_type(operands[0]))
            .map_or(0, |m| m.shape.len());
        match op_map(op, "map") {
            Some(m) => {
                if m.results.len() != rank {
                    return Err(op.op_error(
                        "affine.prefetch affine map num results must equal memref rank",
                    ));
                }
                if num_inputs(m) + 1 != operands.len() {
                    return Err(op.op_error("too few operands"));
                }
            }
            None => {
                if operands.len() != 1 {
                    return Err(op.op_error("too few operands"));
                }
            }
        }
        let s = Scope::of(op);
        let region = s.affine_scope(op.op);
        for &v in &operands[1..] {
            if !s.is_valid_dim(v, region) && !s.is_valid_symbol(v, region) {
                return Err(op.op_error("index must be a dimension or symbol identifier"));
            }
        }
        Ok(())
    }
}

// ----- affine.vector_load, affine.vector_store -----

/// `, vector-type` after the memref type of a vector access.
fn parse_vector_type(p: &mut dyn OpAsmParser<'_>) -> Result<Type, Diagnostic> {
    p.parse(Punct::Comma)?;
    let at = p.pos();
    let ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_kind_ref(ty),
        strata_framework::ir::types::TypeKind::Vector { .. }
    ) {
        return Err(p.error_at(at, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// MLIR's `verifyVectorMemoryOp`.
fn verify_vector_memory_op(op: &OpRef<'_>, memref: Type, vector: Type) -> Result<(), Diagnostic> {
    let elem = strata_framework::ir::layout::memref_parts(op.ctx, memref).map(|m| m.elem);
    let velem = strata_framework::ods::TypeView::new(op.ctx, vector)
        .element_type()
        .ty;
    if elem != Some(velem) {
        return Err(op.op_error("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

/// `affine.vector_load %m[subscripts] [attr-dict] : memref-type, vector-type`.
impl HasCustomAssemblyFormat for AffineVectorLoadOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let m = p.parse_operand()?;
        let (indices, ty) = parse_subscripts_and_type(p)?;
        let vty = parse_vector_type(p)?;
        let ctx = p.ctx();
        let m = p.resolve_operand(m, ty)?;
        p.add_operands(&[m]);
        let vs = p.resolve_operands_of_type(&indices, ctx.index_type())?;
        p.add_operands(&vs);
        p.add_result_types(&[vty]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        print_access(p, operands[0], &operands[1..]);
        p.write(", ");
        p.print_type(op.value_type(op.results()[0]));
    }
}

impl HasVerifier for AffineVectorLoadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        let ty = op.value_type(operands[0]);
        verify_memory_op_indexing(op, ty, &operands[1..])?;
        verify_vector_memory_op(op, ty, op.value_type(op.results()[0]))
    }
}

/// `affine.vector_store %v, %m[subscripts] [attr-dict] : memref-type, vector-type`.
impl HasCustomAssemblyFormat for AffineVectorStoreOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let v = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let m = p.parse_operand()?;
        let (indices, ty) = parse_subscripts_and_type(p)?;
        let vty = parse_vector_type(p)?;
        let ctx = p.ctx();
        let v = p.resolve_operand(v, vty)?;
        let m = p.resolve_operand(m, ty)?;
        p.add_operands(&[v, m]);
        let vs = p.resolve_operands_of_type(&indices, ctx.index_type())?;
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        p.print_operand(operands[0]);
        p.write(", ");
        print_access(p, operands[1], &operands[2..]);
        p.write(", ");
        p.print_type(op.value_type(operands[0]));
    }
}

impl HasVerifier for AffineVectorStoreOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        let ty = op.value_type(operands[1]);
        verify_memory_op_indexing(op, ty, &operands[2..])?;
        verify_vector_memory_op(op, ty, op.value_type(operands[0]))
    }
}

// ----- affine.dma_start, affine.dma_wait -----

/// `%m[subscripts]` of a DMA op: the memref, the map (added as `name`) and its operands.
fn parse_dma_access(
    p: &mut dyn OpAsmParser<'_>,
    name: &str,
) -> Result<(UnresolvedOperand, usize, Vec<UnresolvedOperand>), Diagnostic> {
    let m = p.parse_operand()?;
    let (map, operands) = p.parse_affine_map_of_ssa_ids(Some(true))?;
    p.add_attribute(name, map);
    let inputs = map_of(p.ctx(), Some(map)).map_or(0, num_inputs);
    Ok((m, inputs, operands))
}

/// `%m[subscripts]` of a DMA op from operand `at`: the operand after it.
fn print_dma_access(
    p: &mut dyn OpAsmPrinter<'_>,
    operands: &[Value],
    at: usize,
    name: &str,
) -> usize {
    let op = p.op_ref();
    let n = op_map(&op, name).map_or(0, num_inputs);
    let end = (at + 1 + n).min(operands.len());
    if let Some(&m) = operands.get(at) {
        p.print_operand(m);
    }
    p.write("[");
    if let Some(m) = op_map(&op, name) {
        print_map_of_ssa_ids(p, m, &operands[(at + 1).min(end)..end]);
    }
    p.write("]");
    end
}

/// `affine.dma_start %src[...], %dst[...], %tag[...], %n [, %stride, %per_stride] :
/// src-type, dst-type, tag-type`.
impl HasCustomAssemblyFormat for AffineDmaStartOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let (src, src_n, src_idx) = parse_dma_access(p, "src_map")?;
        p.parse(Punct::Comma)?;
        let (dst, dst_n, dst_idx) = parse_dma_access(p, "dst_map")?;
        p.parse(Punct::Comma)?;
        let (tag, tag_n, tag_idx) = parse_dma_access(p, "tag_map")?;
        p.parse(Punct::Comma)?;
        let n = p.parse_operand()?;
        // MLIR's `parseTrailingOperandList`: `, %a, %b`, the list possibly empty.
        let strides = if p.parse_optional(Punct::Comma) {
            p.parse_operand_list()?
        } else {
            Vec::new()
        };
        if !strides.is_empty() && strides.len() != 2 {
            return Err(p.error_at(p.name_pos(), "expected two stride related operands"));
        }
        let types = p.parse_colon_type_list()?;
        if types.len() != 3 {
            return Err(p.error_at(p.name_pos(), "expected three types"));
        }
        let mut vs = vec![p.resolve_operand(src, types[0])?];
        vs.extend(p.resolve_operands_of_type(&src_idx, index)?);
        vs.push(p.resolve_operand(dst, types[1])?);
        vs.extend(p.resolve_operands_of_type(&dst_idx, index)?);
        vs.push(p.resolve_operand(tag, types[2])?);
        vs.extend(p.resolve_operands_of_type(&tag_idx, index)?);
        vs.push(p.resolve_operand(n, index)?);
        vs.extend(p.resolve_operands_of_type(&strides, index)?);
        p.add_operands(&vs);
        if src_idx.len() != src_n || dst_idx.len() != dst_n || tag_idx.len() != tag_n {
            return Err(p.error_at(
                p.name_pos(),
                "memref operand count not equal to map.numInputs",
            ));
        }
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        let dst = print_dma_access(p, &operands, 0, "src_map");
        p.write(", ");
        let tag = print_dma_access(p, &operands, dst, "dst_map");
        p.write(", ");
        let n = print_dma_access(p, &operands, tag, "tag_map");
        p.write(", ");
        p.print_operands(operands[n.min(operands.len())..].iter().copied());
        p.write(" : ");
        for (i, at) in [0, dst, tag].into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(&m) = operands.get(at) {
                p.print_type(op.value_type(m));
            }
        }
    }
}

/// The subscripts of a DMA access are valid dimensions or symbols.
fn verify_dma_indices(op: &OpRef<'_>, indices: &[Value], what: &str) -> Result<(), Diagnostic> {
    let s = Scope::of(op);
    let region = s.affine_scope(op.op);
    for &v in indices {
        if !s.is_index(v) {
            return Err(op.op_error(format!(
                "{what}index to {} must have 'index' type",
                if what.is_empty() {
                    "dma_wait"
                } else {
                    "dma_start"
                }
            )));
        }
        if !s.is_valid_dim(v, region) && !s.is_valid_symbol(v, region) {
            return Err(op.op_error(format!(
                "{what}index must be a dimension or symbol identifier"
            )));
        }
    }
    Ok(())
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    strata_framework::ir::layout::memref_parts(ctx, t).is_some()
}

impl HasVerifier for AffineDmaStartOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let operands: Vec<Value> = op.operands().collect();
        let n = |name| op_map(op, name).map_or(0, num_inputs);
        let (src_n, dst_n, tag_n) = (n("src_map"), n("dst_map"), n("tag_map"));
        let dst = 1 + src_n;
        let tag = dst + 1 + dst_n;
        let ty = |i: usize| operands.get(i).map(|&v| op.value_type(v));
        if !ty(0).is_some_and(|t| is_memref(ctx, t)) {
            return Err(op.op_error("expected DMA source to be of memref type"));
        }
        if !ty(dst).is_some_and(|t| is_memref(ctx, t)) {
            return Err(op.op_error("expected DMA destination to be of memref type"));
        }
        if !ty(tag).is_some_and(|t| is_memref(ctx, t)) {
            return Err(op.op_error("expected DMA tag to be of memref type"));
        }
        let all = src_n + dst_n + tag_n;
        if operands.len() != all + 4 && operands.len() != all + 6 {
            return Err(op.op_error("incorrect number of operands"));
        }
        verify_dma_indices(op, &operands[1..dst], "src ")?;
        verify_dma_indices(op, &operands[dst + 1..tag], "dst ")?;
        verify_dma_indices(op, &operands[tag + 1..tag + 1 + tag_n], "tag ")
    }
}

/// `affine.dma_wait %tag[subscripts], %n : tag-type`.
impl HasCustomAssemblyFormat for AffineDmaWaitOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let (tag, tag_n, tag_idx) = parse_dma_access(p, "tag_map")?;
        p.parse(Punct::Comma)?;
        let n = p.parse_operand()?;
        let ty = p.parse_colon_type()?;
        let mut vs = vec![p.resolve_operand(tag, ty)?];
        vs.extend(p.resolve_operands_of_type(&tag_idx, index)?);
        vs.push(p.resolve_operand(n, index)?);
        p.add_operands(&vs);
        if !is_memref(ctx, ty) {
            return Err(p.error_at(p.name_pos(), "expected tag to be of memref type"));
        }
        if tag_idx.len() != tag_n {
            return Err(p.error_at(p.name_pos(), "tag memref operand count != to map.numInputs"));
        }
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        let n = print_dma_access(p, &operands, 0, "tag_map");
        p.write(", ");
        if let Some(&v) = operands.get(n) {
            p.print_operand(v);
        }
        p.write(" : ");
        if let Some(&m) = operands.first() {
            p.print_type(op.value_type(m));
        }
    }
}

impl HasVerifier for AffineDmaWaitOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let operands: Vec<Value> = op.operands().collect();
        if !operands
            .first()
            .is_some_and(|&m| is_memref(op.ctx, op.value_type(m)))
        {
            return Err(op.op_error("expected DMA tag to be of memref type"));
        }
        let n = op_map(op, "tag_map").map_or(0, num_inputs);
        let end = (1 + n).min(operands.len());
        verify_dma_indices(op, &operands[1..end], "")
    }
}

// ----- affine.parallel -----

/// The kinds of `AtomicRMWKind`, by value.
const REDUCTION_KINDS: [&str; 13] = [
    "addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli",
    "ori", "andi",
];

fn int_values(ctx: &Context, a: Option<Attribute>) -> Vec<i128> {
    a.and_then(|a| strata_framework::ods::AttrView::new(ctx, a).dense_int_values())
        .unwrap_or_default()
}

fn array_ints(ctx: &Context, a: Option<Attribute>) -> Vec<i128> {
    a.and_then(|a| strata_framework::ods::AttrView::new(ctx, a).array_elements())
        .map(|v| v.iter().filter_map(|e| e.int_value()).collect())
        .unwrap_or_default()
}

/// MLIR's `parseAffineMapWithMinMax`: `(bound, ...)` where each bound is an expression of
/// SSA ids or `max(...)`/`min(...)` of several; the operands are deduplicated, dimensions
/// first. Adds the map and groups attributes; returns the resolved operands.
fn parse_min_max_bounds(
    p: &mut dyn OpAsmParser<'_>,
    lower: bool,
) -> Result<Vec<Value>, Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (map_name, groups_name, kw) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    let i32_tensor = |n: usize| {
        ctx.intern_type(strata_framework::ir::types::TypeKind::RankedTensor {
            shape: vec![n as i64],
            elem: ctx.int_type(32),
            encoding: None,
        })
    };
    p.parse(Punct::LParen)?;
    if p.parse_optional(Punct::RParen) {
        let empty = AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: Vec::new(),
        };
        p.add_attribute(map_name, ctx.intern_attr(AttrKind::AffineMap(empty)));
        p.add_attribute(groups_name, ctx.dense_int_elements(i32_tensor(0), &[]));
        return Ok(Vec::new());
    }
    // Per result expression: the expression and its dimension and symbol operands.
    let mut flat: Vec<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> = Vec::new();
    let mut groups = Vec::new();
    loop {
        let group = p.parse_optional_keyword(kw);
        let (map, operands) =
            p.parse_affine_map_of_ssa_ids(if group { Some(false) } else { None })?;
        let m = map_of(ctx, Some(map)).cloned().unwrap_or(AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: Vec::new(),
        });
        let dims = m.num_dims as usize;
        for e in &m.results {
            flat.push((
                e.clone(),
                operands[..dims].to_vec(),
                operands[dims..].to_vec(),
            ));
        }
        groups.push(m.results.len() as i128);
        if !p.parse_optional(Punct::Comma) {
            break;
        }
    }
    p.parse(Punct::RParen)?;
    let mut dim_values: Vec<Value> = Vec::new();
    let mut sym_values: Vec<Value> = Vec::new();
    let mut results = Vec::new();
    for (e, dims, syms) in &flat {
        let mut dim_rep = Vec::new();
        for &u in dims {
            let v = p.resolve_operand(u, index)?;
            let pos = dim_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                dim_values.push(v);
                dim_values.len() - 1
            });
            dim_rep.push(AffineExpr::Dim(pos as u32));
        }
        let mut sym_rep = Vec::new();
        for &u in syms {
            let v = p.resolve_operand(u, index)?;
            let pos = sym_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                sym_values.push(v);
                sym_values.len() - 1
            });
            sym_rep.push(AffineExpr::Symbol(pos as u32));
        }
        results.push(e.replace_dims_and_symbols(&dim_rep, &sym_rep));
    }
    let map = AffineMap {
        num_dims: dim_values.len() as u32,
        num_symbols: sym_values.len() as u32,
        results,
    };
    p.add_attribute(map_name, ctx.intern_attr(AttrKind::AffineMap(map)));
    p.add_attribute(
        groups_name,
        ctx.dense_int_elements(i32_tensor(groups.len()), &groups),
    );
    dim_values.extend(sym_values);
    Ok(dim_values)
}

/// MLIR's `printMinMaxBound`: each group of one result as an expression of SSA ids, larger
/// groups as `max(...)`/`min(...)`.
fn print_min_max_bound(
    p: &mut dyn OpAsmPrinter<'_>,
    map: &AffineMap,
    groups: &[i128],
    operands: &[Value],
    keyword: &str,
) {
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = g.max(0) as usize;
        let end = (start + size).min(map.results.len());
        let sub = AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: map.results[start.min(end)..end].to_vec(),
        };
        if size == 1 {
            print_map_of_ssa_ids(p, &sub, operands);
        } else {
            p.write(keyword);
            p.write("(");
            print_map_of_ssa_ids(p, &sub, operands);
            p.write(")");
        }
        start += size;
    }
}

/// The lower and upper bound operands of `affine.parallel`.
fn parallel_bound_operands(op: &OpRef<'_>) -> (Vec<Value>, Vec<Value>) {
    let all: Vec<Value> = op.operands().collect();
    let lb = op_map(op, "lowerBoundsMap")
        .map_or(0, num_inputs)
        .min(all.len());
    let ub = op_map(op, "upperBoundsMap")
        .map_or(0, num_inputs)
        .min(all.len() - lb);
    (all[..lb].to_vec(), all[lb..lb + ub].to_vec())
}

/// `affine.parallel (%i, ...) = (lbs) to (ubs) [step (steps)] [reduce ("kind", ...) ->
/// (types)] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for AffineParallelOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let i64t = ctx.int_type(64);
        let mut ivs = Vec::new();
        if !p.parse_optional(Punct::LParen) {
            return Err(p.token_error("expected '(' in argument list"));
        }
        if !p.parse_optional(Punct::RParen) {
            loop {
                ivs.push(p.parse_argument(false)?);
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            if !p.parse_optional(Punct::RParen) {
                return Err(p.token_error("expected ')' in argument list"));
            }
        }
        p.parse(Punct::Equal)?;
        let lbs = parse_min_max_bounds(p, true)?;
        expect_keyword(p, "to")?;
        let ubs = parse_min_max_bounds(p, false)?;
        p.add_operands(&lbs);
        p.add_operands(&ubs);
        let steps: Vec<i128> = if p.parse_optional_keyword("step") {
            let (map, _) = p.parse_affine_map_of_ssa_ids(Some(false))?;
            let m = map_of(ctx, Some(map)).cloned();
            let mut steps = Vec::new();
            for e in m.map(|m| m.results).unwrap_or_default() {
                match e {
                    AffineExpr::Constant(c) => steps.push(c as i128),
                    _ => return Err(p.error_at(p.name_pos(), "steps must be constant integers")),
                }
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps = steps.iter().map(|&s| ctx.integer_attr(s, i64t)).collect();
        p.add_attribute("steps", ctx.array_attr(steps));
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.parse(Punct::LParen)?;
            loop {
                let at = p.pos();
                let a = p.parse_attribute()?;
                let Some(text) = ctx.string_value(a) else {
                    return Err(p.error_at(at, "invalid kind of attribute specified"));
                };
                let Some(kind) = REDUCTION_KINDS.iter().position(|k| *k == text) else {
                    return Err(p.error_at(at, format!("invalid reduction value: \"{text}\"")));
                };
                reductions.push(ctx.integer_attr(kind as i128, i64t));
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            p.parse(Punct::RParen)?;
        }
        p.add_attribute("reductions", ctx.array_attr(reductions));
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        for iv in &mut ivs {
            iv.ty = index;
        }
        let region = p.parse_region(&ivs)?;
        p.parse_optional_attr_dict()?;
        p.ensure_terminator(region, "affine.yield");
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = p.ctx();
        let region = op.regions()[0];
        let body = op.region_body();
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" (");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_value(a);
        }
        p.write(") = (");
        let (lbs, ubs) = parallel_bound_operands(&op);
        if let Some(m) = op_map(&op, "lowerBoundsMap") {
            let g = int_values(ctx, op.attr("lowerBoundsGroups"));
            print_min_max_bound(p, m, &g, &lbs, "max");
        }
        p.write(") to (");
        if let Some(m) = op_map(&op, "upperBoundsMap") {
            let g = int_values(ctx, op.attr("upperBoundsGroups"));
            print_min_max_bound(p, m, &g, &ubs, "min");
        }
        p.write(")");
        let steps = array_ints(ctx, op.attr("steps"));
        if !steps.iter().all(|&s| s == 1) {
            p.write(" step (");
            let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
            p.write(&text.join(", "));
            p.write(")");
        }
        let results = op.results();
        if !results.is_empty() {
            p.write(" reduce (");
            let kinds: Vec<String> = array_ints(ctx, op.attr("reductions"))
                .iter()
                .map(|&k| {
                    format!(
                        "\"{}\"",
                        REDUCTION_KINDS.get(k as usize).copied().unwrap_or("")
                    )
                })
                .collect();
            p.write(&kinds.join(", "));
            p.write(") -> (");
            let tys: Vec<Type> = results.iter().map(|&r| op.value_type(r)).collect();
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !results.is_empty(), false);
        p.print_optional_attr_dict(&[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ]);
    }
}

impl HasVerifier for AffineParallelOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let steps = array_ints(ctx, op.attr("steps"));
        let lg = int_values(ctx, op.attr("lowerBoundsGroups"));
        let ug = int_values(ctx, op.attr("upperBoundsGroups"));
        let body = op.region_body();
        let nargs = op
            .regions()
            .first()
            .and_then(|&r| body.entry_block(r))
            .map_or(0, |b| body.block_args(b).len());
        let n = steps.len();
        if lg.len() != n || ug.len() != n || nargs != n {
            return Err(op.op_error(format!(
                "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                lg.len(),
                ug.len()
            )));
        }
        let lm = op_map(op, "lowerBoundsMap");
        let um = op_map(op, "upperBoundsMap");
        let expected: i128 = lg.iter().sum();
        if Some(expected as usize) != lm.map(|m| m.results.len()) {
            return Err(op.op_error(format!(
                "expected lower bounds map to have {expected} results"
            )));
        }
        let expected: i128 = ug.iter().sum();
        if Some(expected as usize) != um.map(|m| m.results.len()) {
            return Err(op.op_error(format!(
                "expected upper bounds map to have {expected} results"
            )));
        }
        let reductions = array_ints(ctx, op.attr("reductions"));
        if reductions.len() != op.results().len() {
            return Err(op.op_error("a reduction must be specified for each output"));
        }
        if reductions
            .iter()
            .any(|&k| k < 0 || k as usize >= REDUCTION_KINDS.len())
        {
            return Err(op.op_error("invalid reduction attribute"));
        }
        let (lbs, ubs) = parallel_bound_operands(op);
        if let Some(m) = lm {
            verify_dim_and_symbol_indexing(op, &lbs, m.num_dims as usize)?;
        }
        if let Some(m) = um {
            verify_dim_and_symbol_indexing(op, &ubs, m.num_dims as usize)?;
        }
        Ok(())
    }
}

/// What the generated registration cannot say: which attributes the custom forms print
/// in a syntax of their own (they take no alias).
pub fn register_print_details(ctx: &Context) {
    let inline: [(&str, &'static [&'static str]); 8] = [
        ("affine.load", &["map"]),
        ("affine.store", &["map"]),
        ("affine.vector_load", &["map"]),
        ("affine.vector_store", &["map"]),
        ("affine.prefetch", &["map"]),
        ("affine.dma_start", &["src_map", "dst_map", "tag_map"]),
        ("affine.dma_wait", &["tag_map"]),
        ("affine.parallel", &["lowerBoundsMap", "upperBoundsMap"]),
    ];
    for (name, attrs) in inline {
        if let Some(mut info) = ctx.op_info(name).copied() {
            info.inline_attrs = attrs;
            ctx.register_op(name, info);
        }
    }
    if let Some(mut info) = ctx.op_info("affine.for").copied() {
        info.inline_attr = Some(for_inline_attr);
        info.attrs_before_regions = &["lower_bound", "upper_bound"];
        info.entry_args_printed = Some(1);
        ctx.register_op("affine.for", info);
    }
    if let Some(mut info) = ctx.op_info("affine.parallel").copied() {
        info.entry_args_printed = Some(0);
        ctx.register_op("affine.parallel", info);
    }
    if let Some(mut info) = ctx.op_info("affine.if").copied() {
        info.attrs_before_regions = &["condition"];
        ctx.register_op("affine.if", info);
    }
}

/// `affine`'s inliner interface (MLIR's `AffineInlinerInterface`): its ops may be inlined
/// into a region of an `AffineScope` op or of an affine loop or conditional; a callee may
/// be inlined into an affine loop or conditional when its body is one block whose ops
/// either have no effect or are affine applies, loads and stores whose dimensions and
/// symbols stay valid once the callee's arguments are replaced by the call's operands.
struct AffineInliner;

/// The ops whose regions the affine dialect lets a callee be inlined into.
const AFFINE_STRUCTURES: &[&str] = &["affine.for", "affine.parallel", "affine.if"];

impl AffineInliner {
    /// Whether `v`, a valid dimension (`dim`) or symbol of the callee's region `src`,
    /// stays one after inlining into `dest` (MLIR's `remainsLegalAfterInline`): values
    /// that are not top-level stay valid (what makes them valid is inlined with them); a
    /// top-level argument must be replaced by a valid one; a top-level result must come
    /// from a constant or a `dim`.
    fn remains_legal(
        src: &Scope<'_>,
        dest: &Scope<'_>,
        dest_region: Region,
        mapping: &IrMapping,
        v: Value,
        dim: bool,
    ) -> bool {
        if !src.is_top_level_value(v) {
            return true;
        }
        match src.body.value_def(v) {
            ValueDef::OpResult(def, _) => {
                has_trait(src.ctx, src.body, def, OpTraits::CONSTANT_LIKE) || src.is_shaped_dim(def)
            }
            _ => mapping.lookup_value(v).is_some_and(|m| {
                if dim {
                    dest.is_valid_dim(m, Some(dest_region))
                } else {
                    dest.is_valid_symbol(m, Some(dest_region))
                }
            }),
        }
    }
}

impl strata_framework::transforms::inliner::DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest: &strata_framework::transforms::inliner::RegionRef<'_>,
        src: &strata_framework::transforms::inliner::RegionRef<'_>,
        _would_be_cloned: bool,
        mapping: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        if !dest
            .parent_op(ctx)
            .is_some_and(|p| AFFINE_STRUCTURES.contains(&p.name()))
        {
            return false;
        }
        let blocks: Vec<_> = src.body.region_blocks(src.region).collect();
        let [block] = blocks[..] else {
            return false;
        };
        let s = Scope {
            ctx,
            body: src.body,
            owner: src.owner,
            unknown_is_scope: false,
        };
        let d = Scope {
            ctx,
            body: dest.body,
            owner: dest.owner,
            unknown_is_scope: false,
        };
        let legal = |v: Value, dim: bool| Self::remains_legal(&s, &d, dest.region, mapping, v, dim);
        src.body.block_ops(block).all(|op| {
            let r = OpRef::new(ctx, src.body, op);
            if strata_framework::interfaces::base::MemoryEffectOpInterfaceRef::get(r)
                .is_some_and(|m| m.effects().is_empty())
            {
                return true;
            }
            let (first, map) = match r.name() {
                "affine.apply" => {
                    let dim = s.is_valid_dim(r.results()[0], Some(src.region));
                    return src.body.operands(op).all(|v| legal(v, dim));
                }
                "affine.load" | "affine.vector_load" => (1, op_map(&r, "map")),
                "affine.store" | "affine.vector_store" => (2, op_map(&r, "map")),
                _ => return false,
            };
            let Some(map) = map else {
                return false;
            };
            let operands: Vec<Value> = src.body.operands(op).skip(first).collect();
            let dims = map.num_dims as usize;
            operands
                .iter()
                .enumerate()
                .all(|(i, &v)| legal(v, i < dims))
        })
    }

    fn is_legal_to_inline_op(
        &self,
        op: &OpRef<'_>,
        dest: &strata_framework::transforms::inliner::RegionRef<'_>,
        _would_be_cloned: bool,
        _mapping: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        dest.parent_op(op.ctx).is_some_and(|p| {
            has_trait(op.ctx, p.body, p.op, OpTraits::AFFINE_SCOPE)
                || AFFINE_STRUCTURES.contains(&p.name())
        })
    }
}

/// Registers the dialect's dialect interfaces (its inliner interface). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "affine",
        Box::new(AffineInliner),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "affine",
        Box::new(canonicalize::AffineConstants),
    );
}

mod canonicalize;
