//! The dialect `llvm` (`spec/dialects/llvm.td`), its types so far: their textual forms
//! (MLIR 16's, where an LLVM type nested in another is written without `!llvm.`), their
//! verifiers, and the context's table of identified structs.
//!
//! Identified structs are MLIR's mutable types: `!llvm.struct<"name", ...>` is uniqued by
//! its name alone, and its body (elements and packing, or opaque) is set once, after the
//! type exists, so that the body may refer to the struct itself. The type's parameters
//! hold only the name; the body lives in [`IdentifiedStructs`], one table per context.

include!(concat!(env!("OUT_DIR"), "/llvm_ops.rs"));

pub mod arith;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::RwLock;
use strata_framework::ir::op_asm::{Argument, OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::types::{FloatKind, Signedness, TypeKind};
use strata_framework::ods::attr_type::{register_type_fallback, DefFormatKind};
use strata_framework::ods::enum_attr::{error_pairs, EnumAttrSyntax, EnumParamStyle};
use strata_framework::ods::{
    AttrOrTypeCustomFormat, AttrOrTypeVerifier, AttrView, DefParser, DefPrinter,
    HasCustomAssemblyFormat, HasRegionVerifier, HasVerifier,
};
use strata_framework::support::diag::Diagnostic;

mod attr_verify;
mod control_flow;
mod data_layout;
pub mod debug_info;
mod dwarf_names;
mod global;
pub mod intrinsics;
pub mod loop_metadata;
pub mod memory;
pub mod metadata;

/// The `custom<...>` directives of the llvm formats.
pub mod directives {
    pub use super::intrinsics::LLVMOpAttrs;
}

/// The body of an identified struct, once set.
#[derive(Clone, Debug, PartialEq, Eq)]
enum StructBody {
    /// Declared opaque (`struct<"name", opaque>`).
    Opaque,
    /// Elements and packing.
    Elements { elements: Vec<Type>, packed: bool },
}

/// The bodies of a context's identified structs, by name (MLIR keeps them in the
/// struct's mutable type storage). A struct whose name is not here has no body yet, and
/// counts as opaque.
#[derive(Default, Debug)]
pub struct IdentifiedStructs {
    bodies: RwLock<HashMap<String, StructBody>>,
}

impl IdentifiedStructs {
    fn body(&self, name: &str) -> Option<StructBody> {
        self.bodies
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(name)
            .cloned()
    }

    /// Sets the body of `name` unless it has one; true when the body is (now) `body`.
    fn set_once(&self, name: &str, body: StructBody) -> bool {
        let mut map = self.bodies.write().unwrap_or_else(|e| e.into_inner());
        match map.get(name) {
            Some(old) => *old == body,
            None => {
                map.insert(name.to_string(), body);
                true
            }
        }
    }
}

/// Forgets the bodies of `ctx`'s identified structs, as a new context would have none
/// (`strata-opt` shares one context between the chunks of a split input, where mlir-opt
/// makes one per chunk).
pub fn clear_identified_structs(ctx: &Context) {
    identified_structs(ctx)
        .bodies
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .clear();
}

/// The context's table of identified structs (registered by [`register_dialect`]).
fn identified_structs(
    ctx: &Context,
) -> strata_framework::ir::dialect_interface::InterfaceRef<IdentifiedStructs> {
    if let Some(t) = ctx.dialect_interface::<IdentifiedStructs>("llvm") {
        return t;
    }
    let _ = ctx.add_dialect_interface::<IdentifiedStructs>("llvm", Box::default());
    ctx.dialect_interface::<IdentifiedStructs>("llvm")
        .expect("just registered")
}

/// Registers the dialect: its ops (a first part of MLIR's), its types (each mnemonic,
/// and the parser of the other `!llvm.word` types, MLIR's dialect-wide type parser,
/// which reports them), and the table of identified structs. Until Strata defines all of
/// MLIR's `llvm` ops, the dialect accepts the others in the generic form, as unregistered
/// ops (MLIR's `llvm` dialect rejects unknown ops).
pub fn register_dialect(ctx: &Context) {
    register(ctx);
    loop_metadata::register(ctx);
    register_enum_attrs(ctx);
    ctx.allow_unknown_operations("llvm");
    // Both vector defs are `!llvm.vec`: one parser reads either.
    ctx.register_attr_type_def("!llvm.vec", &LLVM_VEC_SPEC);
    register_type_fallback(ctx, "llvm", &LLVM_TYPE_SPEC);
    let _ = identified_structs(ctx);
    attr_verify::register(ctx);
    data_layout::register(ctx);
    // The attributes without a def yet (`#llvm.cconv`, `#llvm.linkage`,
    // `#llvm.loopopts`, ...) are still kept as text.
    ctx.unregister_attr_type_def("#llvm<>");
    // The debug-info attributes print through an alias named by their mnemonic.
    ctx.add_attr_alias_hook(Box::new(|name: &str| {
        let mnemonic = name.strip_prefix("llvm.")?;
        debug_info::ALIASED
            .contains(&mnemonic)
            .then(|| mnemonic.to_string())
    }));
}

/// The dialect-wide type parser: `!llvm.` followed by a word no def claims.
static LLVM_TYPE_SPEC: AttrTypeDefSpec = AttrTypeDefSpec {
    dialect: "llvm",
    name: "LLVMType",
    mnemonic: None,
    is_attr: false,
    params: &[],
    format: DefFormatKind::Custom {
        parse: parse_outer_type,
        print: print_nothing,
    },
    verify: None,
    interfaces: &[],
    traits: &[],
    preds: &[],
};

/// `!llvm.vec<...>`, a fixed or a scalable vector.
static LLVM_VEC_SPEC: AttrTypeDefSpec = AttrTypeDefSpec {
    dialect: "llvm",
    name: "LLVMVector",
    mnemonic: Some("vec"),
    is_attr: false,
    params: &[],
    format: DefFormatKind::Custom {
        parse: |p| parse_vector(p).map(TypeOrAttr::Type),
        print: print_nothing,
    },
    verify: None,
    interfaces: &[],
    traits: &[],
    preds: &[],
};

fn print_nothing(_: &mut DefPrinter<'_>, _: TypeOrAttr) {}

/// MLIR's `LLVM::detail::parseType`: an LLVM type in its short form, never another type.
fn parse_outer_type(p: &mut DefParser<'_, '_>) -> Result<TypeOrAttr, Diagnostic> {
    let at = p.pos();
    if let Some(t) = p.parse_optional_type() {
        t?;
        return Err(p.error_at(at, "unexpected type, expected keyword"));
    }
    dispatch_keyword(p).map(TypeOrAttr::Type)
}

/// A type inside an LLVM type (MLIR's `parsePrettyLLVMType`): any type in full, or an
/// LLVM type without its `!llvm.`.
pub fn parse_pretty_type(p: &mut DefParser<'_, '_>) -> Result<Type, Diagnostic> {
    match p.parse_optional_type() {
        Some(t) => t,
        None => dispatch_keyword(p),
    }
}

/// The LLVM type named by the keyword at the parser.
fn dispatch_keyword(p: &mut DefParser<'_, '_>) -> Result<Type, Diagnostic> {
    let at = p.pos();
    let key = p.parse_keyword()?;
    let ctx = p.ctx();
    Ok(match key {
        "void" => LLVMVoidType::get(ctx).ty(),
        "ppc_fp128" => LLVMPPCFP128Type::get(ctx).ty(),
        "x86_mmx" => LLVMX86MMXType::get(ctx).ty(),
        "token" => LLVMTokenType::get(ctx).ty(),
        "label" => LLVMLabelType::get(ctx).ty(),
        "metadata" => LLVMMetadataType::get(ctx).ty(),
        "func" => LLVMFunctionType::parse(p)?.ty(),
        "ptr" => LLVMPointerType::parse(p)?.ty(),
        "vec" => parse_vector(p)?,
        "array" => LLVMArrayType::parse(p)?.ty(),
        "struct" => LLVMStructType::parse(p)?.ty(),
        _ => return Err(p.error_at(at, format!("unknown LLVM type: {key}"))),
    })
}

/// The def of `t` if it is an LLVM dialect type.
fn llvm_spec(ctx: &Context, t: Type) -> Option<&'static AttrTypeDefSpec> {
    match ctx.type_kind_ref(t) {
        TypeKind::Dialect(d) => AttrTypeDefSpec::of(d.def).filter(|s| s.dialect == "llvm"),
        _ => None,
    }
}

/// A type inside an LLVM type (MLIR's `printPrettyLLVMType`): an LLVM type whose parts
/// are all LLVM-compatible prints without its `!llvm.`, any other type in full.
pub fn print_pretty_type(p: &mut DefPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    if let Some(spec) = llvm_spec(ctx, t) {
        if is_compatible(ctx, t) {
            p.write(spec.mnemonic.unwrap_or(spec.name));
            if let DefFormatKind::Custom { print, .. } = &spec.format {
                print(p, TypeOrAttr::Type(t));
            }
            return;
        }
    }
    p.print_type(t);
}

/// Whether `t` is a type the LLVM dialect can hold (MLIR's `isCompatibleType`): LLVM types
/// made of compatible types, signless integers, the floating-point types LLVM has, and
/// 1-D vectors of them. A struct is compatible inside itself.
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    /// `named` is set when the walk meets an identified struct, whose body may be set
    /// after the answer is known.
    fn go(ctx: &Context, t: Type, seen: &mut Vec<Type>, named: &mut bool) -> bool {
        if seen.contains(&t) {
            return true;
        }
        seen.push(t);
        let ok = match ctx.type_kind_ref(t) {
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
            TypeKind::Float(k) => is_llvm_float(*k),
            TypeKind::Vector { shape, elem, .. } => shape.len() == 1 && go(ctx, *elem, seen, named),
            _ => {
                if let Some(s) = LLVMStructType::from_type(ctx, t) {
                    *named |= s.name().is_some();
                    s.body().iter().all(|e| go(ctx, *e, seen, named))
                } else if let Some(f) = LLVMFunctionType::from_type(ctx, t) {
                    go(ctx, f.return_type(), seen, named)
                        && f.param_types().iter().all(|e| go(ctx, *e, seen, named))
                } else if let Some(ptr) = LLVMPointerType::from_type(ctx, t) {
                    ptr.element_type().is_none_or(|e| go(ctx, e, seen, named))
                } else if let Some(a) = LLVMArrayType::from_type(ctx, t) {
                    go(ctx, a.element_type(), seen, named)
                } else if let Some(v) = LLVMFixedVectorType::from_type(ctx, t) {
                    go(ctx, v.element_type(), seen, named)
                } else if let Some(v) = LLVMScalableVectorType::from_type(ctx, t) {
                    go(ctx, v.element_type(), seen, named)
                } else {
                    llvm_spec(ctx, t).is_some()
                }
            }
        };
        if !ok {
            seen.retain(|&s| s != t);
        }
        ok
    }
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { signedness, .. } => return *signedness == Signedness::Signless,
        TypeKind::Float(k) => return is_llvm_float(*k),
        _ => {}
    }
    // Aggregates are checked once per context (MLIR keeps the compatible types in a
    // cache of the dialect too): the memref descriptors of a lowered function are
    // verified at every `extractvalue`. Each thread remembers the last answers it had
    // from the cache, by context number and type, without the cache's lookups and lock.
    thread_local! {
        static SEEN: [Cell<Option<(u64, Type)>>; 64] = const { [const { Cell::new(None) }; 64] };
    }
    let slot = {
        let mut h = strata_framework::ir::context::FxHasher::default();
        t.hash(&mut h);
        (h.finish() >> 58) as usize & 63
    };
    let key = Some((ctx.uid(), t));
    if SEEN.with(|s| s[slot].get() == key) {
        return true;
    }
    let cache = compatible_types(ctx);
    if cache.known(t) {
        SEEN.with(|s| s[slot].set(key));
        return true;
    }
    let mut named = false;
    let ok = go(ctx, t, &mut Vec::new(), &mut named);
    if ok && !named {
        cache.insert(t);
        SEEN.with(|s| s[slot].set(key));
    }
    ok
}

/// The aggregate types a context found compatible with the LLVM dialect (identified
/// structs aside, whose bodies come later).
#[derive(Default, Debug)]
pub struct CompatibleTypes {
    types: RwLock<strata_framework::ir::context::FxHashSet<Type>>,
}

impl CompatibleTypes {
    fn known(&self, t: Type) -> bool {
        self.types
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&t)
    }

    fn insert(&self, t: Type) {
        self.types
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(t);
    }
}

/// The context's cache of compatible types.
fn compatible_types(
    ctx: &Context,
) -> strata_framework::ir::dialect_interface::InterfaceRef<CompatibleTypes> {
    if let Some(t) = ctx.dialect_interface::<CompatibleTypes>("llvm") {
        return t;
    }
    let _ = ctx.add_dialect_interface::<CompatibleTypes>("llvm", Box::default());
    ctx.dialect_interface::<CompatibleTypes>("llvm")
        .expect("just registered")
}

fn is_llvm_float(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::BF16
            | FloatKind::F16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::F80
            | FloatKind::F128
    )
}

/// MLIR's `isCompatibleOuterType`: the types an LLVM type may be at its top.
pub fn is_compatible_outer(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(k) => is_llvm_float(*k),
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        _ => llvm_spec(ctx, t).is_some(),
    }
}

fn is_one_of_llvm(ctx: &Context, t: Type, specs: &[&'static AttrTypeDefSpec]) -> bool {
    llvm_spec(ctx, t).is_some_and(|s| specs.iter().any(|x| std::ptr::eq(*x, s)))
}

/// Reports a verifier's message at `at`.
fn checked<T>(
    p: &DefParser<'_, '_>,
    at: usize,
    v: T,
    verify: Result<(), String>,
) -> Result<T, Diagnostic> {
    verify.map(|()| v).map_err(|m| p.error_at(at, m))
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_string(ctx, t))
}

fn type_string(ctx: &Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

// ----- arrays -----

impl LLVMArrayType<'_> {
    /// Whether an array may hold `t`.
    pub fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
        !is_one_of_llvm(
            ctx,
            t,
            &[
                &LLVM_VOID_TYPE_SPEC,
                &LLVM_LABEL_TYPE_SPEC,
                &LLVM_METADATA_TYPE_SPEC,
                &LLVM_FUNCTION_TYPE_SPEC,
                &LLVM_TOKEN_TYPE_SPEC,
            ],
        )
    }
}

impl AttrOrTypeVerifier for LLVMArrayType<'_> {
    fn verify(&self) -> Result<(), String> {
        let t = self.element_type();
        if !Self::is_valid_element_type(self.ctx, t) {
            return Err(format!(
                "invalid array element type: {}",
                quoted(self.ctx, t)
            ));
        }
        Ok(())
    }
}

/// `<N x T>`.
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMArrayType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let at = p.pos();
        p.parse_literal("<")?;
        let n_at = p.pos();
        let n = p.parse_integer()?;
        let n = u32::try_from(n).map_err(|_| p.error_at(n_at, "integer value too large"))?;
        p.parse_literal("x")?;
        let elem = parse_pretty_type(p)?;
        p.parse_literal(">")?;
        let v = LLVMArrayType::get(p.ctx(), elem, n);
        checked(p, at, v, v.verify())
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write(&format!("<{} x ", self.num_elements()));
        print_pretty_type(p, self.element_type());
        p.write(">");
    }
}

// ----- functions -----

impl LLVMFunctionType<'_> {
    /// Whether a function may take a `t`.
    pub fn is_valid_argument_type(ctx: &Context, t: Type) -> bool {
        !is_one_of_llvm(ctx, t, &[&LLVM_VOID_TYPE_SPEC, &LLVM_FUNCTION_TYPE_SPEC])
    }

    /// Whether a function may return a `t`.
    pub fn is_valid_result_type(ctx: &Context, t: Type) -> bool {
        !is_one_of_llvm(
            ctx,
            t,
            &[
                &LLVM_FUNCTION_TYPE_SPEC,
                &LLVM_METADATA_TYPE_SPEC,
                &LLVM_LABEL_TYPE_SPEC,
            ],
        )
    }
}

impl AttrOrTypeVerifier for LLVMFunctionType<'_> {
    fn verify(&self) -> Result<(), String> {
        let r = self.return_type();
        if !Self::is_valid_result_type(self.ctx, r) {
            return Err(format!(
                "invalid function result type: {}",
                quoted(self.ctx, r)
            ));
        }
        for a in self.param_types() {
            if !Self::is_valid_argument_type(self.ctx, a) {
                return Err(format!(
                    "invalid function argument type: {}",
                    quoted(self.ctx, a)
                ));
            }
        }
        Ok(())
    }
}

/// `<R (A, B, ...)>`.
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMFunctionType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let at = p.pos();
        p.parse_literal("<")?;
        let result = parse_pretty_type(p)?;
        p.parse_literal("(")?;
        let mut params = Vec::new();
        let mut var_arg = false;
        if !p.parse_optional_literal(")") {
            if p.parse_optional_literal("...") {
                var_arg = true;
            } else {
                params.push(parse_pretty_type(p)?);
                while p.parse_optional_literal(",") {
                    if p.parse_optional_literal("...") {
                        var_arg = true;
                        break;
                    }
                    params.push(parse_pretty_type(p)?);
                }
            }
            p.parse_literal(")")?;
        }
        p.parse_literal(">")?;
        let v = LLVMFunctionType::get(p.ctx(), result, params, var_arg);
        checked(p, at, v, v.verify())
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write("<");
        print_pretty_type(p, self.return_type());
        p.write(" (");
        let params = self.param_types();
        for (i, t) in params.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_pretty_type(p, *t);
        }
        if self.var_arg() {
            if !params.is_empty() {
                p.write(", ");
            }
            p.write("...");
        }
        p.write(")>");
    }
}

// ----- pointers -----

impl LLVMPointerType<'_> {
    /// Whether a pointer may point to `t`: an LLVM-compatible type other than void,
    /// token, metadata and label, or a type implementing MLIR's
    /// `PointerElementTypeInterface` (see [`is_test_pointer_element`]).
    pub fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
        is_compatible_outer(ctx, t)
            && !is_one_of_llvm(
                ctx,
                t,
                &[
                    &LLVM_VOID_TYPE_SPEC,
                    &LLVM_TOKEN_TYPE_SPEC,
                    &LLVM_METADATA_TYPE_SPEC,
                    &LLVM_LABEL_TYPE_SPEC,
                ],
            )
            || is_test_pointer_element(ctx, t)
    }

    /// Whether the pointer has no element type.
    pub fn is_opaque(&self) -> bool {
        self.element_type().is_none()
    }
}

impl AttrOrTypeVerifier for LLVMPointerType<'_> {
    fn verify(&self) -> Result<(), String> {
        match self.element_type() {
            Some(t) if !Self::is_valid_element_type(self.ctx, t) => Err(format!(
                "invalid pointer element type: {}",
                quoted(self.ctx, t)
            )),
            _ => Ok(()),
        }
    }
}

/// Nothing, `<AS>`, `<T>` or `<T, AS>` (address space 0 is not written).
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMPointerType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let at = p.pos();
        let ctx = p.ctx();
        if !p.parse_optional_literal("<") {
            return Ok(LLVMPointerType::get(ctx, None, 0));
        }
        let space = |p: &mut DefParser<'_, 'c>| -> Result<u32, Diagnostic> {
            let s_at = p.pos();
            let n = p.parse_integer()?;
            u32::try_from(n).map_err(|_| p.error_at(s_at, "integer value too large"))
        };
        let v = if p.peek_integer() {
            let s = space(p)?;
            LLVMPointerType::get(ctx, None, s)
        } else {
            let elem = parse_pretty_type(p)?;
            let s = if p.parse_optional_literal(",") {
                space(p)?
            } else {
                0
            };
            LLVMPointerType::get(ctx, Some(elem), s)
        };
        p.parse_literal(">")?;
        checked(p, at, v, v.verify())
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        match self.element_type() {
            None if self.address_space() == 0 => {}
            None => p.write(&format!("<{}>", self.address_space())),
            Some(t) => {
                p.write("<");
                print_pretty_type(p, t);
                if self.address_space() != 0 {
                    p.write(&format!(", {}", self.address_space()));
                }
                p.write(">");
            }
        }
    }
}

/// Whether `t` is `!test.smpla`, the one type of MLIR's `test` dialect that implements
/// `PointerElementTypeInterface` (mlir-opt's test dialect attaches it). Strata keeps the
/// test dialect's types as text, and has no such interface yet.
fn is_test_pointer_element(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind_ref(t), TypeKind::Opaque { pieces, refs }
        if refs.is_empty() && pieces.len() == 1 && pieces[0] == "test.smpla")
}

// ----- vectors -----

fn verify_vector(n: u32, valid: bool) -> Result<(), String> {
    if n == 0 {
        return Err("the number of vector elements must be positive".into());
    }
    if !valid {
        return Err("invalid vector element type".into());
    }
    Ok(())
}

impl LLVMFixedVectorType<'_> {
    /// Whether a fixed LLVM vector may hold `t` (other elements go in builtin `vector`).
    pub fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
        is_one_of_llvm(ctx, t, &[&LLVM_POINTER_TYPE_SPEC, &LLVMPPCFP128_TYPE_SPEC])
    }
}

impl LLVMScalableVectorType<'_> {
    /// Whether a scalable LLVM vector may hold `t`.
    pub fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
        match ctx.type_kind_ref(t) {
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
            TypeKind::Float(k) => is_llvm_float(*k),
            _ => is_one_of_llvm(ctx, t, &[&LLVM_POINTER_TYPE_SPEC, &LLVMPPCFP128_TYPE_SPEC]),
        }
    }
}

impl AttrOrTypeVerifier for LLVMFixedVectorType<'_> {
    fn verify(&self) -> Result<(), String> {
        verify_vector(
            self.num_elements(),
            Self::is_valid_element_type(self.ctx, self.element_type()),
        )
    }
}

impl AttrOrTypeVerifier for LLVMScalableVectorType<'_> {
    fn verify(&self) -> Result<(), String> {
        verify_vector(
            self.min_num_elements(),
            Self::is_valid_element_type(self.ctx, self.element_type()),
        )
    }
}

/// `<N x T>` (fixed) or `<? x N x T>` (scalable).
fn parse_vector(p: &mut DefParser<'_, '_>) -> Result<Type, Diagnostic> {
    let at = p.pos();
    p.parse_literal("<")?;
    let dims_at = p.pos();
    let dims = p.parse_dimension_list(true)?;
    let type_at = p.pos();
    let elem = parse_pretty_type(p)?;
    p.parse_literal(">")?;
    let n = match dims.as_slice() {
        [Some(n)] | [None, Some(n)] => *n,
        _ => {
            return Err(p.error_at(
                dims_at,
                "expected '? x <integer> x <type>' or '<integer> x <type>'",
            ))
        }
    };
    let n = u32::try_from(n).map_err(|_| p.error_at(dims_at, "integer value too large"))?;
    let ctx = p.ctx();
    if dims.len() == 2 {
        let v = LLVMScalableVectorType::get(ctx, elem, n);
        return checked(p, at, v.ty(), v.verify());
    }
    let signless_int_or_float = match ctx.type_kind_ref(elem) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(_) => true,
        _ => false,
    };
    if signless_int_or_float {
        return Err(p.error_at(
            type_at,
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
        ));
    }
    let v = LLVMFixedVectorType::get(ctx, elem, n);
    checked(p, at, v.ty(), v.verify())
}

/// `<N x T>`; `!llvm.vec` parses either kind of vector.
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMFixedVectorType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let t = parse_vector(p)?;
        let ctx = p.ctx();
        LLVMFixedVectorType::from_type(ctx, t).ok_or_else(|| {
            p.error(format!(
                "expected a fixed vector, got {}",
                type_string(ctx, t)
            ))
        })
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write(&format!("<{} x ", self.num_elements()));
        print_pretty_type(p, self.element_type());
        p.write(">");
    }
}

/// `<? x N x  T>` (MLIR's format writes two spaces before the element type).
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMScalableVectorType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let t = parse_vector(p)?;
        let ctx = p.ctx();
        LLVMScalableVectorType::from_type(ctx, t).ok_or_else(|| {
            p.error(format!(
                "expected a scalable vector, got {}",
                type_string(ctx, t)
            ))
        })
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write(&format!("<? x {} x  ", self.min_num_elements()));
        print_pretty_type(p, self.element_type());
        p.write(">");
    }
}

// ----- structs -----

thread_local! {
    /// The identified structs being parsed, innermost last: a reference to one of them
    /// is its name alone.
    static PARSING_STRUCTS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The identified structs being printed, innermost last: a reference to one of them
    /// prints as its name alone.
    static PRINTING_STRUCTS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Pops the stack entry it pushed when dropped (also when parsing fails).
struct StackGuard(&'static std::thread::LocalKey<RefCell<Vec<String>>>);

impl StackGuard {
    fn push(key: &'static std::thread::LocalKey<RefCell<Vec<String>>>, name: &str) -> Self {
        key.with(|s| s.borrow_mut().push(name.to_string()));
        StackGuard(key)
    }
}

impl Drop for StackGuard {
    fn drop(&mut self) {
        self.0.with(|s| s.borrow_mut().pop());
    }
}

fn on_stack(key: &'static std::thread::LocalKey<RefCell<Vec<String>>>, name: &str) -> bool {
    key.with(|s| s.borrow().iter().any(|n| n == name))
}

impl<'c> LLVMStructType<'c> {
    /// Whether a struct may hold `t`.
    pub fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
        LLVMArrayType::is_valid_element_type(ctx, t)
    }

    /// The literal struct of `elements`.
    pub fn get_literal(ctx: &'c Context, elements: Vec<Type>, packed: bool) -> Self {
        Self::get(ctx, None, elements, packed)
    }

    /// The identified struct `name`, with its body if it has one.
    pub fn get_identified(ctx: &'c Context, name: &str) -> Self {
        Self::get(ctx, Some(name.to_string()), Vec::new(), false)
    }

    /// The identified struct `name`, declared opaque if it has no body yet.
    pub fn get_opaque(ctx: &'c Context, name: &str) -> Self {
        identified_structs(ctx).set_once(name, StructBody::Opaque);
        Self::get_identified(ctx, name)
    }

    /// Sets the body of an identified struct; an error when it has another body already
    /// (or is opaque, or literal).
    pub fn set_body(&self, elements: Vec<Type>, packed: bool) -> Result<(), String> {
        let Some(name) = self.name() else {
            return Err("only identified structs have a body to set".into());
        };
        if identified_structs(self.ctx).set_once(&name, StructBody::Elements { elements, packed }) {
            Ok(())
        } else {
            Err("identified type already used with a different body".into())
        }
    }

    /// Whether the struct is identified (named).
    pub fn is_identified(&self) -> bool {
        self.name().is_some()
    }

    /// Whether the struct is identified and opaque, or has no body yet.
    pub fn is_opaque(&self) -> bool {
        match self.name() {
            Some(n) => !matches!(
                identified_structs(self.ctx).body(&n),
                Some(StructBody::Elements { .. })
            ),
            None => false,
        }
    }

    /// Whether the struct's body has been set (opaque counts).
    pub fn is_initialized(&self) -> bool {
        match self.name() {
            Some(n) => identified_structs(self.ctx).body(&n).is_some(),
            None => true,
        }
    }

    /// The element types (none for an opaque struct).
    pub fn body(&self) -> Vec<Type> {
        match self.name() {
            Some(n) => match identified_structs(self.ctx).body(&n) {
                Some(StructBody::Elements { elements, .. }) => elements,
                _ => Vec::new(),
            },
            None => self.literal_body(),
        }
    }

    /// The element type at `index`, if the struct has that many elements; a literal
    /// struct's is read in place, without collecting its elements.
    pub fn element(&self, index: usize) -> Option<Type> {
        // The parameters are read once: an identified struct has its name set (`name`
        // would copy it), a literal one has its elements in place.
        let params = self.params();
        if !matches!(params.first(), None | Some(ParamValue::Absent)) {
            return self.body().get(index).copied();
        }
        match params.get(1)? {
            ParamValue::Array(elements) => match elements.get(index)? {
                ParamValue::Type(t) => Some(*t),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the struct is packed.
    pub fn is_packed(&self) -> bool {
        match self.name() {
            Some(n) => matches!(
                identified_structs(self.ctx).body(&n),
                Some(StructBody::Elements { packed: true, .. })
            ),
            None => self.literal_packed(),
        }
    }
}

/// A literal struct's elements must be valid; identified ones are checked when their
/// body is set.
impl AttrOrTypeVerifier for LLVMStructType<'_> {
    fn verify(&self) -> Result<(), String> {
        for t in self.literal_body() {
            if !Self::is_valid_element_type(self.ctx, t) {
                return Err(format!(
                    "invalid LLVM structure element type: {}",
                    quoted(self.ctx, t)
                ));
            }
        }
        Ok(())
    }
}

/// `<(T, ...)>`, `<packed (...)>`, `<"name", (...)>`, `<"name", packed (...)>`,
/// `<"name", opaque>`, and `<"name">` for a struct being parsed.
impl<'c> AttrOrTypeCustomFormat<'c> for LLVMStructType<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        let ctx = p.ctx();
        let at = p.pos();
        p.parse_literal("<")?;
        let name = p.parse_optional_string().transpose()?;
        if let Some(n) = &name {
            if on_stack(&PARSING_STRUCTS, n) {
                p.parse_literal(">")?;
                return Ok(Self::get_identified(ctx, n));
            }
            p.parse_literal(",")?;
        }
        let kw_at = p.pos();
        if p.parse_optional_literal("opaque") {
            let Some(n) = name else {
                return Err(p.error_at(kw_at, "only identified structs can be opaque"));
            };
            p.parse_literal(">")?;
            let s = Self::get_opaque(ctx, &n);
            if !s.is_opaque() {
                return Err(p.error_at(kw_at, "redeclaring defined struct as opaque"));
            }
            return Ok(s);
        }
        let packed = p.parse_optional_literal("packed");
        p.parse_literal("(")?;
        let mut elements = Vec::new();
        let mut elements_at = kw_at;
        if !p.parse_optional_literal(")") {
            elements_at = p.pos();
            let _guard = name
                .as_deref()
                .map(|n| StackGuard::push(&PARSING_STRUCTS, n));
            loop {
                elements.push(parse_pretty_type(p)?);
                if !p.parse_optional_literal(",") {
                    break;
                }
            }
            drop(_guard);
            p.parse_literal(")")?;
        }
        p.parse_literal(">")?;
        let Some(n) = name else {
            let s = Self::get_literal(ctx, elements, packed);
            return checked(p, at, s, s.verify());
        };
        let s = Self::get_identified(ctx, &n);
        for t in &elements {
            if !Self::is_valid_element_type(ctx, *t) {
                return Err(p.error_at(
                    elements_at,
                    format!("invalid LLVM structure element type: {}", quoted(ctx, *t)),
                ));
            }
        }
        s.set_body(elements, packed)
            .map_err(|m| p.error_at(elements_at, m))?;
        Ok(s)
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write("<");
        let name = self.name();
        if let Some(n) = &name {
            // MLIR 16 writes the name as it is, unescaped.
            p.write(&format!("\"{n}\""));
            if on_stack(&PRINTING_STRUCTS, n) {
                p.write(">");
                return;
            }
            p.write(", ");
            if self.is_opaque() {
                p.write("opaque>");
                return;
            }
        }
        if self.is_packed() {
            p.write("packed ");
        }
        p.write("(");
        let guard = name
            .as_deref()
            .map(|n| StackGuard::push(&PRINTING_STRUCTS, n));
        for (i, t) in self.body().iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_pretty_type(p, *t);
        }
        drop(guard);
        p.write(")>");
    }
}

// ----- type predicates of the ops -----

/// MLIR's `LLVM_LoadableType`: an LLVM type other than void and function types and
/// opaque structs, or a type implementing `PointerElementTypeInterface`.
pub fn is_loadable(ctx: &Context, t: Type) -> bool {
    let primitive = is_compatible_outer(ctx, t)
        && !is_one_of_llvm(ctx, t, &[&LLVM_VOID_TYPE_SPEC, &LLVM_FUNCTION_TYPE_SPEC]);
    let opaque_struct = LLVMStructType::from_type(ctx, t).is_some_and(|s| s.is_opaque());
    (primitive && !opaque_struct) || is_test_pointer_element(ctx, t)
}

/// MLIR's `LLVM_PointerTo<LLVM_LoadableType>`: an opaque pointer, or a pointer to a
/// loadable type.
pub fn is_pointer_to_loadable(ctx: &Context, t: Type) -> bool {
    LLVMPointerType::from_type(ctx, t)
        .is_some_and(|p| p.element_type().is_none_or(|e| is_loadable(ctx, e)))
}

// ----- operations -----

/// MLIR 16's `linkage::Linkage` (`#llvm.linkage<...>`): its cases in enum order (the
/// custom forms take the first keyword that matches), read as MLIR's `LinkageAttr` reads
/// its parameter.
pub static LINKAGE: EnumSpec = EnumSpec {
    cases: &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
    width: 64,
    syntax: Some(&EnumAttrSyntax {
        def: "LinkageAttr",
        param: "linkage",
        param_type: "linkage::Linkage",
        style: EnumParamStyle::KeywordOrString {
            summary: "LLVM linkage types",
        },
        separator: ",",
    }),
};

/// MLIR 16's `cconv::CConv` (`#llvm.cconv<...>`), as [`LINKAGE`] is for linkage.
pub static CCONV: EnumSpec = EnumSpec {
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("webkit_jscc", 12),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    width: 64,
    syntax: Some(&EnumAttrSyntax {
        def: "CConvAttr",
        param: "CallingConv",
        param_type: "CConv",
        style: EnumParamStyle::KeywordOrString {
            summary: "Calling Conventions",
        },
        separator: ",",
    }),
};

/// Registers the readers of `#llvm.linkage<...>` and `#llvm.cconv<...>`, kept as text:
/// MLIR's parse errors, and the keyword alone (`#llvm.cconv<"fastcc">` prints as
/// `#llvm.cconv<fastcc>`); and of `#llvm.memory_effects<...>` ([`read_memory_effects`]).
fn register_enum_attrs(ctx: &Context) {
    ctx.add_attr_text_hook("llvm.memory_effects", Box::new(read_memory_effects));
    for (name, spec) in [("llvm.linkage", &LINKAGE), ("llvm.cconv", &CCONV)] {
        let syntax = spec.syntax.expect("an enum attribute");
        ctx.add_attr_text_hook(
            name,
            Box::new(move |text: &str| {
                Ok(syntax
                    .read_text(text, spec)
                    .map_err(error_pairs)?
                    .unwrap_or_else(|| text.to_string()))
            }),
        );
    }
}

/// The parameters of `#llvm.memory_effects<...>` in MLIR 16's order, each a `ModRefInfo`.
const MEMORY_EFFECTS_PARAMS: [&str; 3] = ["other", "argMem", "inaccessibleMem"];

/// MLIR 16's `ModRefInfo` keywords.
const MOD_REF_INFO: [&str; 4] = ["none", "read", "write", "readwrite"];

/// MLIR 16's `MemoryEffectsAttr::parse` (`` `<` struct(params) `>` ``) over the text of
/// `#llvm.memory_effects<...>` (without `#`): its three parameters in any order, each
/// once, a `ModRefInfo` keyword or string; the text with the parameters in MLIR's
/// order, or MLIR's errors (offsets into `text`).
fn read_memory_effects(text: &str) -> Result<String, Vec<(usize, String)>> {
    let b = text.as_bytes();
    let skip = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let word_end = |i: usize| {
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'$' | b'.')) {
            j += 1;
        }
        (j > i && (b[i].is_ascii_alphabetic() || b[i] == b'_')).then_some(j)
    };
    let one = |at: usize, m: &str| Err(vec![(at, m.to_string())]);
    let mut i = skip("llvm.memory_effects".len());
    if b.get(i) != Some(&b'<') {
        return one(i, "expected '<'");
    }
    let mut values: [Option<&str>; 3] = [None; 3];
    for n in 0..3 {
        i = skip(i + 1);
        let Some(end) = word_end(i) else {
            return one(i, "expected valid keyword");
        };
        let name = &text[i..end];
        let Some(k) = MEMORY_EFFECTS_PARAMS
            .iter()
            .position(|&p| p == name)
            .filter(|&k| values[k].is_none())
        else {
            return one(
                i,
                &format!("duplicate or unknown struct parameter name: {name}"),
            );
        };
        i = skip(end);
        if b.get(i) != Some(&b'=') {
            return one(i, "expected '='");
        }
        i = skip(i + 1);
        // A keyword, or a string holding one (MLIR's `FieldParser<ModRefInfo>`).
        let (value, end) = if b.get(i) == Some(&b'"') {
            match text[i + 1..].find('"') {
                Some(close) => (&text[i + 1..i + 1 + close], i + close + 2),
                None => return one(i, "expected keyword for LLVM ModRefInfo"),
            }
        } else {
            match word_end(i) {
                Some(end) => (&text[i..end], end),
                None => return one(i, "expected keyword for LLVM ModRefInfo"),
            }
        };
        let Some(&keyword) = MOD_REF_INFO.iter().find(|&&m| m == value) else {
            return Err(vec![
                (i, format!("invalid LLVM ModRefInfo specification: {value}")),
                (
                    end,
                    format!(
                        "failed to parse LLVM_MemoryEffectsAttr parameter '{}' which is to be a `ModRefInfo`",
                        MEMORY_EFFECTS_PARAMS[k]
                    ),
                ),
            ]);
        };
        values[k] = Some(keyword);
        i = skip(end);
        let want = if n < 2 { b',' } else { b'>' };
        if b.get(i) != Some(&want) {
            return one(
                i,
                if n < 2 {
                    "expected ','"
                } else {
                    "expected '>'"
                },
            );
        }
    }
    if skip(i + 1) != b.len() {
        return one(i + 1, "expected end of attribute");
    }
    let [other, arg, inaccessible] = values.map(Option::unwrap_or_default);
    Ok(format!(
        "llvm.memory_effects<other = {other}, argMem = {arg}, inaccessibleMem = {inaccessible}>"
    ))
}

/// The keyword inside `#llvm.<kind><keyword>>`, if `a` is such an attribute.
fn enum_keyword(ctx: &Context, a: Option<Attribute>, kind: &str) -> Option<String> {
    let text = AttrView::new(ctx, a?).dialect_attr_text()?;
    let inner = text
        .strip_prefix(&format!("llvm.{kind}<"))?
        .strip_suffix('>')?;
    Some(inner.to_string())
}

/// The first keyword of `keywords` the parser is at, taken, or `default`.
fn parse_optional_enum_keyword(
    p: &mut dyn OpAsmParser<'_>,
    keywords: &EnumSpec,
    default: &'static str,
) -> &'static str {
    for &(kw, _) in keywords.cases {
        if p.parse_optional_keyword(kw) {
            return kw;
        }
    }
    default
}

/// The attributes the signature of `llvm.func` prints (left out of its attribute dict).
const FUNC_SIGNATURE_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
];

impl<'a> LLVMFuncOp<'a> {
    /// Whether the function has no body.
    pub fn is_external(&self) -> bool {
        let op = &self.0;
        op.regions()
            .first()
            .is_none_or(|&r| op.region_body().entry_block(r).is_none())
    }

    /// The `!llvm.func` signature, once verified.
    fn llvm_function_type(&self) -> Option<LLVMFunctionType<'a>> {
        let op = &self.0;
        let t = AttrView::new(op.ctx, op.attr("function_type")?)
            .type_value()?
            .ty;
        LLVMFunctionType::from_type(op.ctx, t)
    }
}

/// `CallableOpInterface`: an external function has no callable region; the results are
/// the signature's return type, none for `void`. `FunctionOpInterface`: the signature is
/// the `!llvm.func` type.
impl interface_methods::LLVMFuncOpDeclaredMethods for LLVMFuncOp<'_> {
    fn get_callable_region(&self) -> Option<strata_framework::Region> {
        if self.is_external() {
            None
        } else {
            self.0.regions().first().copied()
        }
    }

    fn get_callable_results(&self) -> Vec<strata_framework::Type> {
        let ctx = self.0.ctx;
        self.llvm_function_type()
            .map(|f| f.return_type())
            .filter(|&t| LLVMVoidType::from_type(ctx, t).is_none())
            .into_iter()
            .collect()
    }

    /// The parameters of the `!llvm.func` signature.
    fn get_argument_types(&self) -> Vec<strata_framework::Type> {
        self.llvm_function_type()
            .map_or_else(Vec::new, |f| f.param_types())
    }

    /// The signature's return type, `void` included: as in MLIR 16, a function
    /// returning `void` counts one result (which may have no attributes).
    fn get_result_types(&self) -> Vec<strata_framework::Type> {
        self.llvm_function_type()
            .map(|f| f.return_type())
            .into_iter()
            .collect()
    }

    /// Nothing beyond the op's constraint on `function_type` (an `!llvm.func`).
    fn verify_type(&self) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// `linkage? cconv? @name(args [, ...]) [-> result] [attributes {...}] [{ body }]`
/// (MLIR's `LLVMFuncOp::parse`): the signature's types must be LLVM types, with at most
/// one result; no result is `void`.
impl HasCustomAssemblyFormat for LLVMFuncOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let linkage = parse_optional_enum_keyword(p, &LINKAGE, "external");
        p.add_attribute(
            "linkage",
            ctx.dialect_attr_text(&format!("llvm.linkage<{linkage}>")),
        );
        let cconv = parse_optional_enum_keyword(p, &CCONV, "ccc");
        p.add_attribute(
            "CConv",
            ctx.dialect_attr_text(&format!("llvm.cconv<{cconv}>")),
        );

        let signature_pos = p.pos();
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);

        // Arguments: all named (`%a: i32`) or all types, and possibly a final `...`.
        p.parse(Punct::LParen)?;
        let mut args: Vec<Argument> = Vec::new();
        let mut inputs: Vec<Type> = Vec::new();
        let mut arg_attrs: Vec<Option<Attribute>> = Vec::new();
        let mut named: Option<bool> = None;
        let mut variadic = false;
        if !p.parse_optional(Punct::RParen) {
            loop {
                if variadic {
                    return Err(p.error_at(
                        p.pos(),
                        "variadic arguments must be in the end of the argument list",
                    ));
                }
                if p.parse_optional(Punct::Ellipsis) {
                    variadic = true;
                } else {
                    if p.peek_operand() {
                        if named == Some(false) {
                            return Err(
                                p.error_at(p.pos(), "expected type instead of SSA identifier")
                            );
                        }
                        named = Some(true);
                        let a = p.parse_argument(true)?;
                        inputs.push(a.ty);
                        args.push(a);
                    } else {
                        if named == Some(true) {
                            return Err(p.error_at(p.pos(), "expected SSA identifier"));
                        }
                        named = Some(false);
                        inputs.push(p.parse_type()?);
                    }
                    arg_attrs.push(p.parse_optional_dictionary()?);
                    // A named argument's location may follow its attributes.
                    if named == Some(true) {
                        if let Some(loc) = p.parse_optional_location()? {
                            if let Some(a) = args.last_mut() {
                                a.loc = Some(loc);
                            }
                        }
                    }
                }
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            p.parse(Punct::RParen)?;
        }

        // Results: `-> type` or `-> (type {attrs}, ...)`.
        let mut results: Vec<Type> = Vec::new();
        let mut res_attrs: Vec<Option<Attribute>> = Vec::new();
        if p.parse_optional(Punct::Arrow) {
            if p.parse_optional(Punct::LParen) {
                if !p.parse_optional(Punct::RParen) {
                    loop {
                        results.push(p.parse_type()?);
                        res_attrs.push(p.parse_optional_dictionary()?);
                        if !p.parse_optional(Punct::Comma) {
                            break;
                        }
                    }
                    p.parse(Punct::RParen)?;
                }
            } else {
                results.push(p.parse_type()?);
                res_attrs.push(None);
            }
        }

        // MLIR's `buildLLVMFunctionType`.
        if results.len() > 1 {
            return Err(p.error_at(
                signature_pos,
                "failed to construct function type: expected zero or one function result",
            ));
        }
        if inputs.iter().any(|&t| !is_compatible(ctx, t)) {
            return Err(p.error_at(
                signature_pos,
                "failed to construct function type: expected LLVM type for function arguments",
            ));
        }
        let result = match results.first() {
            Some(&t) => t,
            None => LLVMVoidType::get(ctx).ty,
        };
        if !is_compatible(ctx, result) {
            return Err(p.error_at(
                signature_pos,
                format!(
                    "failed to construct function type: expected LLVM type for function results{}",
                    quoted(ctx, result)
                ),
            ));
        }
        let fty = LLVMFunctionType::get(ctx, result, inputs, variadic).ty;
        p.add_attribute("function_type", ctx.type_attr(fty));
        p.parse_optional_attr_dict_with_keyword()?;
        for (name, attrs) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
            if attrs
                .iter()
                .any(|a| a.is_some_and(|d| d != ctx.empty_dictionary()))
            {
                let list = attrs
                    .into_iter()
                    .map(|a| a.unwrap_or_else(|| ctx.empty_dictionary()))
                    .collect();
                p.add_attribute(name, ctx.array_attr(list));
            }
        }

        // The body, if any.
        if p.parse_optional_region(&args)?.is_none() {
            p.add_empty_region();
        }
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        p.write(" ");
        if let Some(l) = enum_keyword(ctx, op.attr("linkage"), "linkage") {
            if l != "external" {
                p.write(&l);
                p.write(" ");
            }
        }
        if let Some(c) = enum_keyword(ctx, op.attr("CConv"), "cconv") {
            if c != "ccc" {
                p.write(&c);
                p.write(" ");
            }
        }
        let name = op
            .attr("sym_name")
            .and_then(|a| ctx.string_value(a))
            .unwrap_or_default();
        p.print_symbol_name(&name);
        let fty = LLVMFuncOp(op).llvm_function_type();
        let (inputs, result, variadic) = match &fty {
            Some(f) => (f.param_types(), Some(f.return_type()), f.var_arg()),
            None => (Vec::new(), None, false),
        };
        let result = result.filter(|&t| LLVMVoidType::from_type(ctx, t).is_none());
        let attrs_of = |name: &str, i: usize| -> Option<Attribute> {
            let list = op.attr(name)?;
            let d = AttrView::new(ctx, list).array_elements()?.get(i)?.attr;
            (!ctx.dictionary_entries(d).is_empty()).then_some(d)
        };
        let region = op.regions().first().copied();
        let body = op.region_body();
        let entry = region.and_then(|r| body.entry_block(r));
        p.write("(");
        for (i, &t) in inputs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            match entry.and_then(|b| body.block_args(b).get(i).copied()) {
                Some(v) => {
                    p.print_region_value(v);
                    p.write(": ");
                    p.print_type(body.value_type(v));
                }
                None => p.print_type(t),
            }
            if let Some(d) = attrs_of("arg_attrs", i) {
                p.write(" ");
                p.print_attribute(d);
            }
            if let Some(v) = entry.and_then(|b| body.block_args(b).get(i).copied()) {
                p.print_region_arg_loc(v);
            }
        }
        if variadic {
            if !inputs.is_empty() {
                p.write(", ");
            }
            p.write("...");
        }
        p.write(")");
        if let Some(t) = result {
            p.write(" -> ");
            match attrs_of("res_attrs", 0) {
                Some(d) => {
                    p.write("(");
                    p.print_type(t);
                    p.write(" ");
                    p.print_attribute(d);
                    p.write(")");
                }
                None => p.print_type(t),
            }
        }
        p.print_optional_attr_dict_with_keyword(FUNC_SIGNATURE_ATTRS);
        if let (Some(r), Some(_)) = (region, entry) {
            p.write(" ");
            p.print_region(r, false, true, false);
        }
    }
}

impl HasVerifier for LLVMFuncOp<'_> {
    /// MLIR's `LLVMFuncOp::verify` (after `FunctionOpInterface`'s checks over the LLVM
    /// signature): no `common` linkage, and an external function is `external` or
    /// `extern_weak`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let linkage = enum_keyword(ctx, op.attr("linkage"), "linkage").unwrap_or_default();
        if linkage == "common" {
            return Err(op.op_error("functions cannot have 'common' linkage"));
        }
        if self.is_external() && linkage != "external" && linkage != "extern_weak" {
            return Err(
                op.op_error("external functions must have 'external' or 'extern_weak' linkage")
            );
        }
        Ok(())
    }
}

impl HasRegionVerifier for LLVMFuncOp<'_> {
    /// The entry block's arguments are of LLVM types.
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let Some(entry) = op.regions().first().and_then(|&r| body.entry_block(r)) else {
            return Ok(());
        };
        let n = self
            .llvm_function_type()
            .map_or(0, |f| f.param_types().len());
        for (i, &a) in body.block_args(entry).iter().take(n).enumerate() {
            if !is_compatible(op.ctx, body.value_type(a)) {
                return Err(op.op_error(format!("entry block argument #{i} is not of LLVM type")));
            }
        }
        Ok(())
    }
}

impl HasVerifier for ReturnOp<'_> {
    /// Matches the result of the enclosing `llvm.func`: none for `void`, else one of
    /// its type.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let mut parent = op.parent();
        while let Some(p) = parent {
            if p.name() == "llvm.func" {
                break;
            }
            parent = p.parent();
        }
        let Some(func) = parent else {
            return Ok(());
        };
        let Some(fty) = LLVMFuncOp(func).llvm_function_type() else {
            return Ok(());
        };
        let expected = fty.return_type();
        let arg = op.operands().next();
        let message = match arg {
            Some(_) if LLVMVoidType::from_type(ctx, expected).is_some() => "expected no operands",
            None if LLVMVoidType::from_type(ctx, expected).is_some() => return Ok(()),
            None => "expected 1 operand",
            Some(v) if op.value_type(v) != expected => "mismatching result types",
            Some(_) => return Ok(()),
        };
        Err(op
            .op_error(message)
            .with_note(func.note("when returning from function")))
    }
}

/// The element type of a pointer type, for the parsers of `llvm.load` and `llvm.store`
/// (MLIR's `getLoadStoreElementType`): `Ok(None)` for an opaque pointer.
fn load_store_element_type(
    p: &mut dyn OpAsmParser<'_>,
    t: Type,
    pos: usize,
) -> Result<Option<Type>, Diagnostic> {
    match LLVMPointerType::from_type(p.ctx(), t) {
        Some(ptr) => Ok(ptr.element_type()),
        None => Err(p.error_at(pos, "expected LLVM pointer type")),
    }
}

fn is_opaque_pointer(ctx: &Context, t: Type) -> bool {
    LLVMPointerType::from_type(ctx, t).is_some_and(|p| p.is_opaque())
}

/// `volatile? %addr attr-dict : ptr-type (-> type)?`: the result type is written only
/// for an opaque pointer.
impl HasCustomAssemblyFormat for LoadOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("volatile") {
            p.add_attribute("volatile_", ctx.unit_attr());
        }
        let addr = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let pos = p.pos();
        let ty = p.parse_type()?;
        let addr = p.resolve_operand(addr, ty)?;
        p.add_operands(&[addr]);
        let result = match load_store_element_type(p, ty, pos)? {
            Some(t) => t,
            None => {
                p.parse(Punct::Arrow)?;
                p.parse_type()?
            }
        };
        p.add_result_types(&[result]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        if op.attr("volatile_").is_some() {
            p.write("volatile ");
        }
        let addr = op.operands().next().expect("'llvm.load' has an address");
        p.print_operand(addr);
        p.print_optional_attr_dict(&["volatile_"]);
        p.write(" : ");
        let at = op.value_type(addr);
        p.print_type(at);
        if is_opaque_pointer(op.ctx, at) {
            p.write(" -> ");
            p.print_type(op.value_type(op.results()[0]));
        }
    }
}

/// `volatile? %value, %addr attr-dict : (value-type ,)? ptr-type`: the value's type is
/// written only for an opaque pointer.
impl HasCustomAssemblyFormat for StoreOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("volatile") {
            p.add_attribute("volatile_", ctx.unit_attr());
        }
        let value = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let addr = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let pos = p.pos();
        let mut ty = p.parse_type()?;
        let value_ty = if p.parse_optional(Punct::Comma) {
            let v = ty;
            ty = p.parse_type()?;
            Some(v)
        } else {
            load_store_element_type(p, ty, pos)?
        };
        // An opaque pointer without the value's type: MLIR resolves the value to the
        // null type, which fails; the value's type is required.
        let Some(value_ty) = value_ty else {
            return Err(p.error_at(pos, "expected LLVM pointer type"));
        };
        let value = p.resolve_operand(value, value_ty)?;
        let addr = p.resolve_operand(addr, ty)?;
        p.add_operands(&[value, addr]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        if op.attr("volatile_").is_some() {
            p.write("volatile ");
        }
        let mut operands = op.operands();
        let value = operands.next().expect("'llvm.store' has a value");
        let addr = operands.next().expect("'llvm.store' has an address");
        p.print_operand(value);
        p.write(", ");
        p.print_operand(addr);
        p.print_optional_attr_dict(&["volatile_"]);
        p.write(" : ");
        let at = op.value_type(addr);
        if is_opaque_pointer(op.ctx, at) {
            p.print_type(op.value_type(value));
            p.write(", ");
        }
        p.print_type(at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        let ctx = Context::new();
        crate::dialects::register_all(&ctx);
        ctx
    }

    /// An identified struct is one type per name, its body set once.
    #[test]
    fn identified_struct_bodies_are_set_once() {
        let ctx = ctx();
        let a = LLVMStructType::get_identified(&ctx, "a");
        assert!(a.is_opaque() && !a.is_initialized());
        let ptr = LLVMPointerType::get(&ctx, Some(a.ty()), 0);
        a.set_body(vec![ptr.ty()], false).unwrap();
        assert_eq!(LLVMStructType::get_identified(&ctx, "a"), a);
        assert_eq!(a.body(), vec![ptr.ty()]);
        assert!(!a.is_opaque() && !a.is_packed());
        a.set_body(vec![ptr.ty()], false).unwrap();
        assert_eq!(
            a.set_body(vec![], false).unwrap_err(),
            "identified type already used with a different body"
        );
        let o = LLVMStructType::get_opaque(&ctx, "o");
        assert!(o.is_opaque() && o.is_initialized());
        assert!(o.set_body(vec![], false).is_err());
        assert!(LLVMStructType::get_opaque(&ctx, "a").ty() == a.ty() && !a.is_opaque());
    }

    /// Verifiers through `get_checked`.
    #[test]
    fn checked_builders() {
        let ctx = ctx();
        let void = LLVMVoidType::get(&ctx).ty();
        assert_eq!(
            LLVMArrayType::get_checked(&ctx, void, 4).unwrap_err(),
            "invalid array element type: '!llvm.void'"
        );
        assert!(LLVMFunctionType::get_checked(&ctx, void, vec![], true).is_ok());
        assert!(LLVMFixedVectorType::get_checked(&ctx, ctx.int_type(8), 4).is_err());
        assert!(LLVMScalableVectorType::get_checked(&ctx, ctx.int_type(8), 4).is_ok());
    }
}
