//! The dialect `llvm` (`spec/dialects/llvm.td`), its types so far: their textual forms
//! (MLIR 16's, where an LLVM type nested in another is written without `!llvm.`), their
//! verifiers, and the context's table of identified structs.
//!
//! Identified structs are MLIR's mutable types: `!llvm.struct<"name", ...>` is uniqued by
//! its name alone, and its body (elements and packing, or opaque) is set once, after the
//! type exists, so that the body may refer to the struct itself. The type's parameters
//! hold only the name; the body lives in [`IdentifiedStructs`], one table per context.

include!(concat!(env!("OUT_DIR"), "/llvm_ops.rs"));

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::RwLock;
use strata_framework::ir::types::{FloatKind, Signedness, TypeKind};
use strata_framework::ods::attr_type::{register_type_fallback, DefFormatKind};
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};
use strata_framework::support::diag::Diagnostic;

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

/// The context's table of identified structs (registered by [`register_types`]).
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

/// Registers the dialect's types: each mnemonic, the parser of the other `!llvm.word`
/// types (MLIR's dialect-wide type parser, which reports them), and the table of
/// identified structs. The dialect's operations are not defined yet, so the dialect
/// itself is not registered: `llvm.*` ops stay those of an unregistered dialect.
pub fn register_types(ctx: &Context) {
    register_attr_type_defs(ctx);
    // Both vector defs are `!llvm.vec`: one parser reads either.
    ctx.register_attr_type_def("!llvm.vec", &LLVM_VEC_SPEC);
    register_type_fallback(ctx, "llvm", &LLVM_TYPE_SPEC);
    let _ = identified_structs(ctx);
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
    fn go(ctx: &Context, t: Type, seen: &mut Vec<Type>) -> bool {
        if seen.contains(&t) {
            return true;
        }
        seen.push(t);
        let ok = match ctx.type_kind_ref(t) {
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
            TypeKind::Float(k) => is_llvm_float(*k),
            TypeKind::Vector { shape, elem, .. } => shape.len() == 1 && go(ctx, *elem, seen),
            _ => {
                if let Some(s) = LLVMStructType::from_type(ctx, t) {
                    s.body().iter().all(|e| go(ctx, *e, seen))
                } else if let Some(f) = LLVMFunctionType::from_type(ctx, t) {
                    go(ctx, f.return_type(), seen)
                        && f.param_types().iter().all(|e| go(ctx, *e, seen))
                } else if let Some(ptr) = LLVMPointerType::from_type(ctx, t) {
                    ptr.element_type().is_none_or(|e| go(ctx, e, seen))
                } else if let Some(a) = LLVMArrayType::from_type(ctx, t) {
                    go(ctx, a.element_type(), seen)
                } else if let Some(v) = LLVMFixedVectorType::from_type(ctx, t) {
                    go(ctx, v.element_type(), seen)
                } else if let Some(v) = LLVMScalableVectorType::from_type(ctx, t) {
                    go(ctx, v.element_type(), seen)
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
    go(ctx, t, &mut Vec::new())
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
