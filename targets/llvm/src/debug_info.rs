//! Debug information, as MLIR 16's `DebugTranslation` makes it: the `#llvm.di_*`
//! attributes as LLVM debug-info nodes (each attribute made once), the `DISubprogram` of
//! a function whose location is `fused<#llvm.di_subprogram<...>>[...]` (unless one of its
//! `llvm.call`s has a location with an unknown part: LLVM's verifier wants locations on
//! inlinable calls), and the `!dbg` location of each instruction of such a function:
//! a `file:line:col` location is a `DILocation` in a uniqued `DILexicalBlockFile` of the
//! enclosing scope and the file (its directory the working directory, as MLIR's
//! `translateFile` makes it), a call site the callee's location inlined at the caller's,
//! a fused location the merge of its parts (in the scope its metadata names, if it is a
//! subprogram or lexical block), a named location its child's.
//!
//! The nodes are made with LLVM 16's C API where it makes the same node MLIR makes
//! (files, compile units, locations, uniqued lexical block files, the empty expression)
//! and with `src/shim.cpp`'s `strata_llvm_di_*` otherwise.

use super::*;
use inkwell::llvm_sys::debuginfo as di;
use inkwell::llvm_sys::prelude::{LLVMDIBuilderRef, LLVMMetadataRef};
use strata::dialects::llvm::debug_info::DW_LANGS;
use strata::dialects::llvm::{
    DIBasicTypeAttr, DICompileUnitAttr, DICompositeTypeAttr, DIDerivedTypeAttr, DIFileAttr,
    DILexicalBlockAttr, DILexicalBlockFileAttr, DILocalVariableAttr, DISubprogramAttr,
    DISubrangeAttr, DISubroutineTypeAttr, DIVoidResultTypeAttr,
};
use strata_framework::ir::attrs::Location;

extern "C" {
    fn strata_llvm_di_basic_type(
        ctx: LLVMContextRef,
        tag: u32,
        name: *const std::ffi::c_char,
        len: usize,
        size: u64,
        encoding: u32,
    ) -> LLVMMetadataRef;
    #[allow(clippy::too_many_arguments)]
    fn strata_llvm_di_derived_type(
        ctx: LLVMContextRef,
        tag: u32,
        name: *const std::ffi::c_char,
        len: usize,
        base: LLVMMetadataRef,
        size: u64,
        align: u32,
        offset: u64,
    ) -> LLVMMetadataRef;
    #[allow(clippy::too_many_arguments)]
    fn strata_llvm_di_composite_type(
        ctx: LLVMContextRef,
        tag: u32,
        name: *const std::ffi::c_char,
        len: usize,
        file: LLVMMetadataRef,
        line: u32,
        scope: LLVMMetadataRef,
        base: LLVMMetadataRef,
        size: u64,
        align: u64,
        flags: u32,
        elements: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    fn strata_llvm_di_subrange(
        ctx: LLVMContextRef,
        values: *const i64,
        present: u32,
    ) -> LLVMMetadataRef;
    fn strata_llvm_di_subroutine_type(
        ctx: LLVMContextRef,
        cc: u32,
        types: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    fn strata_llvm_di_lexical_block(
        ctx: LLVMContextRef,
        scope: LLVMMetadataRef,
        file: LLVMMetadataRef,
        line: u32,
        column: u32,
    ) -> LLVMMetadataRef;
    fn strata_llvm_di_lexical_block_file(
        ctx: LLVMContextRef,
        scope: LLVMMetadataRef,
        file: LLVMMetadataRef,
        discriminator: u32,
    ) -> LLVMMetadataRef;
    #[allow(clippy::too_many_arguments)]
    fn strata_llvm_di_local_variable(
        ctx: LLVMContextRef,
        scope: LLVMMetadataRef,
        name: *const std::ffi::c_char,
        len: usize,
        file: LLVMMetadataRef,
        line: u32,
        ty: LLVMMetadataRef,
        arg: u32,
        align: u32,
    ) -> LLVMMetadataRef;
    #[allow(clippy::too_many_arguments)]
    fn strata_llvm_di_subprogram(
        ctx: LLVMContextRef,
        distinct: i32,
        scope: LLVMMetadataRef,
        name: *const std::ffi::c_char,
        name_len: usize,
        linkage: *const std::ffi::c_char,
        linkage_len: usize,
        file: LLVMMetadataRef,
        line: u32,
        ty: LLVMMetadataRef,
        scope_line: u32,
        sp_flags: u32,
        unit: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    fn strata_llvm_di_merged_location(a: LLVMMetadataRef, b: LLVMMetadataRef) -> LLVMMetadataRef;
}

/// LLVM 16's `LLVMDIBuilderCreateCompileUnit`, declared with the language and emission
/// kind as the numbers they are in C (the language is the position of the DWARF
/// language in `Dwarf.def`, the order of `DW_LANGS`).
mod c_api {
    use super::{LLVMDIBuilderRef, LLVMMetadataRef};
    extern "C" {
        #[allow(clippy::too_many_arguments)]
        pub fn LLVMDIBuilderCreateCompileUnit(
            builder: LLVMDIBuilderRef,
            lang: u32,
            file: LLVMMetadataRef,
            producer: *const std::ffi::c_char,
            producer_len: usize,
            is_optimized: i32,
            flags: *const std::ffi::c_char,
            flags_len: usize,
            runtime_ver: u32,
            split_name: *const std::ffi::c_char,
            split_name_len: usize,
            kind: u32,
            dwo_id: u32,
            split_debug_inlining: i32,
            debug_info_for_profiling: i32,
            sys_root: *const std::ffi::c_char,
            sys_root_len: usize,
            sdk: *const std::ffi::c_char,
            sdk_len: usize,
        ) -> LLVMMetadataRef;
    }
}

/// `DICompileUnit::FullDebug`: MLIR 16 makes every compile unit with the builder's
/// default emission kind, whatever the attribute's `emissionKind`.
const FULL_DEBUG: u32 = 1;

/// MLIR's `DISubprogramFlags::Definition`.
const SP_DEFINITION: u32 = 1 << 3;

/// The debug information of one module translation.
pub(crate) struct DebugTranslation {
    /// Whether the module has a known location (MLIR's `debugEmissionIsEnabled`).
    enabled: bool,
    llctx: LLVMContextRef,
    llmodule: LLVMModuleRef,
    /// A builder for the nodes the C API makes (made on first use).
    builder: LLVMDIBuilderRef,
    nodes: HashMap<Attribute, LLVMMetadataRef>,
    locations: HashMap<(Attribute, usize, usize), LLVMMetadataRef>,
    files: HashMap<String, LLVMMetadataRef>,
    cwd: Option<String>,
}

impl Drop for DebugTranslation {
    fn drop(&mut self) {
        if !self.builder.is_null() {
            // SAFETY: a builder this translation made; nothing uses it after.
            unsafe { di::LLVMDisposeDIBuilder(self.builder) };
        }
    }
}

/// A pointer and length for a name (null for the empty one).
fn name_ptr(s: &str) -> (*const std::ffi::c_char, usize) {
    (s.as_ptr() as *const _, s.len())
}

impl DebugTranslation {
    pub(crate) fn new(llctx: LLVMContextRef, llmodule: LLVMModuleRef, enabled: bool) -> Self {
        DebugTranslation {
            enabled,
            llctx,
            llmodule,
            builder: std::ptr::null_mut(),
            nodes: HashMap::new(),
            locations: HashMap::new(),
            files: HashMap::new(),
            cwd: None,
        }
    }

    fn builder(&mut self) -> LLVMDIBuilderRef {
        if self.builder.is_null() {
            // SAFETY: the module is live.
            self.builder = unsafe { di::LLVMCreateDIBuilderDisallowUnresolved(self.llmodule) };
        }
        self.builder
    }

    /// MLIR's `DebugTranslation::translate(LLVMFuncOp, llvm::Function &)`: the subprogram
    /// of the function `o` (null when it gets none), set on `f`.
    pub(crate) fn translate_function(
        &mut self,
        o: OpRef<'_>,
        f: LLVMValueRef,
    ) -> Result<LLVMMetadataRef, Diagnostic> {
        if !self.enabled {
            return Ok(std::ptr::null_mut());
        }
        // Looked for first, then the calls walked (MLIR's order the other way round: the
        // same outcome, with no walk for most functions).
        let Some(sp) = find_subprogram(o.ctx, o.body.loc(o.op)) else {
            return Ok(std::ptr::null_mut());
        };
        if has_call_without_location(o.ctx, o.region_body(), o.regions()) {
            return Ok(std::ptr::null_mut());
        }
        let node = self.translate(o.ctx, sp).map_err(|m| o.error(m))?;
        // SAFETY: `f` is a function of the module and `node` a subprogram.
        unsafe { di::LLVMSetSubprogram(f, node) };
        Ok(node)
    }

    /// MLIR's `translateLoc`: the `DILocation` of `loc` in `scope` (null when there is
    /// none).
    pub(crate) fn translate_loc(
        &mut self,
        ctx: &Context,
        loc: Attribute,
        scope: LLVMMetadataRef,
    ) -> Result<LLVMMetadataRef, String> {
        // Without a scope (a function without a subprogram) no location is made.
        if !self.enabled || scope.is_null() {
            return Ok(std::ptr::null_mut());
        }
        self.loc(ctx, loc, scope, std::ptr::null_mut())
    }

    fn loc(
        &mut self,
        ctx: &Context,
        loc: Attribute,
        mut scope: LLVMMetadataRef,
        inlined_at: LLVMMetadataRef,
    ) -> Result<LLVMMetadataRef, String> {
        let AttrKind::Location(l) = ctx.attr_kind_ref(loc) else {
            return Err("strata-translate: expected a location".into());
        };
        if scope.is_null() || matches!(l, Location::Unknown) {
            return Ok(std::ptr::null_mut());
        }
        let key = (loc, scope as usize, inlined_at as usize);
        if let Some(&m) = self.locations.get(&key) {
            return Ok(m);
        }
        let m = match l.clone() {
            Location::Unknown => std::ptr::null_mut(),
            Location::CallSite { callee, caller } => {
                let at = self.loc(ctx, caller, scope, inlined_at)?;
                self.loc(ctx, callee, scope, at)?
            }
            Location::FileLineCol { file, line, col } => {
                let file = self.file(ctx.ident_ref(file));
                let builder = self.builder();
                // SAFETY: scope, file and inlined-at nodes are of this context.
                unsafe {
                    let block = di::LLVMDIBuilderCreateLexicalBlockFile(builder, scope, file, 0);
                    di::LLVMDIBuilderCreateDebugLocation(self.llctx, line, col, block, inlined_at)
                }
            }
            Location::Fused { locs, metadata } => {
                if let Some(m) = metadata.filter(|&m| is_local_scope(ctx, m)) {
                    scope = self.translate(ctx, m)?;
                }
                // MLIR's fused location of no location holds the unknown location.
                let Some((&first, rest)) = locs.split_first() else {
                    self.locations.insert(key, std::ptr::null_mut());
                    return Ok(std::ptr::null_mut());
                };
                let mut merged = self.loc(ctx, first, scope, inlined_at)?;
                for &l in rest {
                    let next = self.loc(ctx, l, scope, inlined_at)?;
                    // SAFETY: locations of this context (or null).
                    merged = unsafe { strata_llvm_di_merged_location(merged, next) };
                }
                merged
            }
            Location::Name { child, .. } => self.loc(ctx, child, scope, inlined_at)?,
            Location::Opaque(_) => {
                return Err("strata-translate: an opaque location is not translated".into())
            }
        };
        self.locations.insert(key, m);
        Ok(m)
    }

    /// MLIR's `translateFile`: the `DIFile` of a location's file name, in the working
    /// directory (an absolute name loses the prefix it shares with the working directory,
    /// unless that is only `/`).
    fn file(&mut self, name: &str) -> LLVMMetadataRef {
        if let Some(&f) = self.files.get(name) {
            return f;
        }
        let cwd = self.cwd.get_or_insert_with(current_path).clone();
        let (file, dir) = split_file_name(name, &cwd);
        let builder = self.builder();
        // SAFETY: the builder is live; LLVM copies the strings.
        let f = unsafe {
            di::LLVMDIBuilderCreateFile(
                builder,
                file.as_ptr() as *const _,
                file.len(),
                dir.as_ptr() as *const _,
                dir.len(),
            )
        };
        self.files.insert(name.to_string(), f);
        f
    }

    /// The empty `DIExpression`.
    pub(crate) fn empty_expression(&mut self) -> LLVMMetadataRef {
        let builder = self.builder();
        // SAFETY: the builder is live.
        unsafe { di::LLVMDIBuilderCreateExpression(builder, std::ptr::null_mut(), 0) }
    }

    /// MLIR's `DebugTranslation::translate(DINodeAttr)`: the node of a debug-info
    /// attribute (null for the void result type), made once per attribute.
    pub(crate) fn translate(
        &mut self,
        ctx: &Context,
        a: Attribute,
    ) -> Result<LLVMMetadataRef, String> {
        if let Some(&m) = self.nodes.get(&a) {
            return Ok(m);
        }
        let m = self.translate_impl(ctx, a)?;
        self.nodes.insert(a, m);
        Ok(m)
    }

    fn opt(&mut self, ctx: &Context, a: Option<Attribute>) -> Result<LLVMMetadataRef, String> {
        match a {
            Some(a) => self.translate(ctx, a),
            None => Ok(std::ptr::null_mut()),
        }
    }

    /// A tuple of the nodes of `items`.
    fn tuple(&mut self, ctx: &Context, items: &[Attribute]) -> Result<LLVMMetadataRef, String> {
        let mut mds = items
            .iter()
            .map(|&i| self.translate(ctx, i))
            .collect::<Result<Vec<_>, _>>()?;
        // SAFETY: nodes of this context.
        Ok(unsafe { llc::LLVMMDNodeInContext2(self.llctx, mds.as_mut_ptr(), mds.len()) })
    }

    fn translate_impl(&mut self, ctx: &Context, a: Attribute) -> Result<LLVMMetadataRef, String> {
        let c = self.llctx;
        // SAFETY (each arm): the nodes handed to LLVM are of this context; LLVM copies
        // the strings.
        unsafe {
            if DIVoidResultTypeAttr::from_attr(ctx, a).is_some() {
                return Ok(std::ptr::null_mut());
            }
            if let Some(t) = DIBasicTypeAttr::from_attr(ctx, a) {
                let name = t.name();
                let (p, n) = name_ptr(&name);
                return Ok(strata_llvm_di_basic_type(
                    c,
                    t.tag(),
                    p,
                    n,
                    t.size_in_bits(),
                    t.encoding(),
                ));
            }
            if let Some(cu) = DICompileUnitAttr::from_attr(ctx, a) {
                let file = self.translate(ctx, cu.file().attr())?;
                let lang = DW_LANGS
                    .iter()
                    .position(|&(v, _)| v == cu.source_language())
                    .ok_or("strata-translate: unknown source language of a compile unit")?;
                let producer = cu.producer();
                // MLIR makes each compile unit with a builder of its own (a builder makes
                // one); the builder lists it in `!llvm.dbg.cu`.
                let builder = di::LLVMCreateDIBuilderDisallowUnresolved(self.llmodule);
                let empty = name_ptr("");
                let node = c_api::LLVMDIBuilderCreateCompileUnit(
                    builder,
                    lang as u32,
                    file,
                    producer.as_ptr() as *const _,
                    producer.len(),
                    cu.is_optimized() as i32,
                    empty.0,
                    0,
                    0,
                    empty.0,
                    0,
                    FULL_DEBUG,
                    0,
                    1,
                    0,
                    empty.0,
                    0,
                    empty.0,
                    0,
                );
                di::LLVMDisposeDIBuilder(builder);
                return Ok(node);
            }
            if let Some(t) = DICompositeTypeAttr::from_attr(ctx, a) {
                let elements = self.tuple(ctx, &t.elements().unwrap_or_default())?;
                let file = self.opt(ctx, t.file().map(|f| f.attr()))?;
                let scope = self.opt(ctx, t.scope())?;
                let base = self.opt(ctx, t.base_type())?;
                let name = t.name();
                let (p, n) = name_ptr(&name);
                return Ok(strata_llvm_di_composite_type(
                    c,
                    t.tag(),
                    p,
                    n,
                    file,
                    t.line(),
                    scope,
                    base,
                    t.size_in_bits(),
                    t.align_in_bits(),
                    t.flags(),
                    elements,
                ));
            }
            if let Some(t) = DIDerivedTypeAttr::from_attr(ctx, a) {
                let base = self.translate(ctx, t.base_type())?;
                let name = t.name().unwrap_or_default();
                let (p, n) = name_ptr(&name);
                return Ok(strata_llvm_di_derived_type(
                    c,
                    t.tag(),
                    p,
                    n,
                    base,
                    t.size_in_bits(),
                    t.align_in_bits(),
                    t.offset_in_bits(),
                ));
            }
            if let Some(f) = DIFileAttr::from_attr(ctx, a) {
                let (name, dir) = (f.name(), f.directory());
                let builder = self.builder();
                return Ok(di::LLVMDIBuilderCreateFile(
                    builder,
                    name.as_ptr() as *const _,
                    name.len(),
                    dir.as_ptr() as *const _,
                    dir.len(),
                ));
            }
            if let Some(b) = DILexicalBlockAttr::from_attr(ctx, a) {
                let scope = self.translate(ctx, b.scope())?;
                let file = self.opt(ctx, b.file().map(|f| f.attr()))?;
                return Ok(strata_llvm_di_lexical_block(
                    c,
                    scope,
                    file,
                    b.line(),
                    b.column(),
                ));
            }
            if let Some(b) = DILexicalBlockFileAttr::from_attr(ctx, a) {
                let scope = self.translate(ctx, b.scope())?;
                let file = self.opt(ctx, b.file().map(|f| f.attr()))?;
                return Ok(strata_llvm_di_lexical_block_file(
                    c,
                    scope,
                    file,
                    b.discriminator(),
                ));
            }
            if let Some(v) = DILocalVariableAttr::from_attr(ctx, a) {
                let scope = self.translate(ctx, v.scope())?;
                let file = self.opt(ctx, v.file().map(|f| f.attr()))?;
                let ty = self.opt(ctx, v.type_())?;
                let name = v.name();
                let (p, n) = name_ptr(&name);
                return Ok(strata_llvm_di_local_variable(
                    c,
                    scope,
                    p,
                    n,
                    file,
                    v.line(),
                    ty,
                    v.arg(),
                    v.align_in_bits(),
                ));
            }
            if let Some(sp) = DISubprogramAttr::from_attr(ctx, a) {
                let scope = self.translate(ctx, sp.scope())?;
                let file = self.translate(ctx, sp.file().attr())?;
                let ty = self.opt(ctx, sp.type_().map(|t| t.attr()))?;
                let unit = self.translate(ctx, sp.compile_unit().attr())?;
                let flags = sp.subprogram_flags();
                let name = sp.name();
                let linkage = sp.linkage_name().unwrap_or_default();
                let (p, n) = name_ptr(&name);
                let (lp, ln) = name_ptr(&linkage);
                return Ok(strata_llvm_di_subprogram(
                    c,
                    (flags & SP_DEFINITION != 0) as i32,
                    scope,
                    p,
                    n,
                    lp,
                    ln,
                    file,
                    sp.line(),
                    ty,
                    sp.scope_line(),
                    flags,
                    unit,
                ));
            }
            if let Some(r) = DISubrangeAttr::from_attr(ctx, a) {
                let mut values = [0i64; 4];
                let mut present = 0;
                for (i, v) in [r.count(), r.lower_bound(), r.upper_bound(), r.stride()]
                    .into_iter()
                    .enumerate()
                {
                    if let Some(v) = int_attr(ctx, v) {
                        values[i] = v as i64;
                        present |= 1 << i;
                    }
                }
                return Ok(strata_llvm_di_subrange(c, values.as_ptr(), present));
            }
            if let Some(t) = DISubroutineTypeAttr::from_attr(ctx, a) {
                let types = self.tuple(ctx, &t.types().unwrap_or_default())?;
                return Ok(strata_llvm_di_subroutine_type(
                    c,
                    t.calling_convention(),
                    types,
                ));
            }
        }
        Err(format!(
            "strata-translate: '{}' is not a debug-info attribute",
            AttrView::new(ctx, a)
                .dialect_attr_text()
                .unwrap_or_else(|| "attribute".into())
        ))
    }
}

/// Whether `a` is a `DILocalScopeAttr` as MLIR 16 tells them: a subprogram or a lexical
/// block (not a lexical block file: the scope of a location fused with one stays the
/// enclosing one).
fn is_local_scope(ctx: &Context, a: Attribute) -> bool {
    DISubprogramAttr::from_attr(ctx, a).is_some() || DILexicalBlockAttr::from_attr(ctx, a).is_some()
}

/// The location kind of `loc` (unknown if it is none).
fn location(ctx: &Context, loc: Attribute) -> Location {
    match ctx.attr_kind_ref(loc) {
        AttrKind::Location(l) => l.clone(),
        _ => Location::Unknown,
    }
}

/// Whether a part of `loc` (itself included) is unknown.
fn has_unknown_part(ctx: &Context, loc: Attribute) -> bool {
    match location(ctx, loc) {
        Location::Unknown => true,
        Location::FileLineCol { .. } | Location::Opaque(_) => false,
        Location::Name { child, .. } => has_unknown_part(ctx, child),
        Location::CallSite { callee, caller } => {
            has_unknown_part(ctx, callee) || has_unknown_part(ctx, caller)
        }
        Location::Fused { locs, .. } => {
            locs.is_empty() || locs.iter().any(|&l| has_unknown_part(ctx, l))
        }
    }
}

/// Whether an `llvm.call` in `regions` has a location with an unknown part.
fn has_call_without_location(
    ctx: &Context,
    body: &Body,
    regions: &[strata_framework::Region],
) -> bool {
    regions.iter().any(|&r| {
        body.region_blocks(r).any(|b| {
            body.block_ops(b).any(|op| {
                let o = OpRef::new(ctx, body, op);
                (o.name() == "llvm.call" && has_unknown_part(ctx, body.loc(op)))
                    || has_call_without_location(ctx, o.region_body(), o.regions())
            })
        })
    })
}

/// The first `fused<#llvm.di_subprogram<...>>` location in `loc` (pre-order), as its
/// subprogram.
fn find_subprogram(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    match location(ctx, loc) {
        Location::Fused { locs, metadata } => metadata
            .filter(|&m| DISubprogramAttr::from_attr(ctx, m).is_some())
            .or_else(|| locs.iter().find_map(|&l| find_subprogram(ctx, l))),
        Location::Name { child, .. } => find_subprogram(ctx, child),
        Location::CallSite { callee, caller } => {
            find_subprogram(ctx, callee).or_else(|| find_subprogram(ctx, caller))
        }
        _ => None,
    }
}

/// LLVM's `sys::fs::current_path`: `$PWD` when it is absolute and names the working
/// directory, else the working directory.
fn current_path() -> String {
    use std::os::unix::fs::MetadataExt;
    if let Ok(pwd) = std::env::var("PWD") {
        if pwd.starts_with('/') {
            if let (Ok(a), Ok(b)) = (std::fs::metadata(&pwd), std::fs::metadata(".")) {
                if a.dev() == b.dev() && a.ino() == b.ino() {
                    return pwd;
                }
            }
        }
    }
    std::env::current_dir()
        .map(|d| d.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The components of a POSIX path as LLVM's `sys::path` iterates them: the root `/`,
/// the names between separators, and `.` after a trailing separator.
fn path_components(p: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if p.starts_with('/') {
        out.push("/");
    }
    out.extend(p.split('/').filter(|c| !c.is_empty()));
    if p.len() > 1 && p.ends_with('/') {
        out.push(".");
    }
    out
}

/// LLVM's `sys::path::append` of one component.
fn path_append(path: &mut String, c: &str) {
    if path.ends_with('/') {
        path.push_str(c.trim_start_matches('/'));
        return;
    }
    if !c.starts_with('/') && !path.is_empty() {
        path.push('/');
    }
    path.push_str(c);
}

/// MLIR's `translateFile`: the (file name, directory) of a location's file `name` with
/// the working directory `cwd`.
fn split_file_name(name: &str, cwd: &str) -> (String, String) {
    if !name.starts_with('/') {
        return (name.to_string(), cwd.to_string());
    }
    let file = path_components(name);
    let dir = path_components(cwd);
    let common = dir
        .iter()
        .zip(file.iter())
        .take_while(|(d, f)| d == f)
        .count();
    if common == 1 {
        return (name.to_string(), String::new());
    }
    let mut dir_buf = String::new();
    for c in &dir[..common] {
        path_append(&mut dir_buf, c);
    }
    let mut file_buf = String::new();
    for c in &file[common..] {
        path_append(&mut file_buf, c);
    }
    (file_buf, dir_buf)
}

impl Translation<'_> {
    /// `llvm.intr.dbg.value`/`addr`/`declare`: a call of the intrinsic with the value
    /// (or address), the variable and the empty expression as metadata arguments.
    pub(crate) fn debug_intrinsic(
        &mut self,
        o: OpRef<'_>,
        value: LLVMValueRef,
    ) -> Result<(), Diagnostic> {
        let var = o
            .attr("varInfo")
            .ok_or_else(|| o.error("strata-translate: expected a 'varInfo' attribute"))?;
        let var = self
            .debug
            .translate(self.ctx, var)
            .map_err(|m| o.error(m))?;
        let name = format!("llvm.{}", o.name().trim_start_matches("llvm.intr."));
        let expr = self.debug.empty_expression();
        // SAFETY: module, context and builder are live; the value and nodes are of this
        // context.
        unsafe {
            let id = llc::LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len());
            let f = llc::LLVMGetIntrinsicDeclaration(self.llmodule, id, std::ptr::null_mut(), 0);
            let fty = llc::LLVMIntrinsicGetType(self.llctx, id, std::ptr::null_mut(), 0);
            let mut args = [
                llc::LLVMMetadataAsValue(self.llctx, llc::LLVMValueAsMetadata(value)),
                llc::LLVMMetadataAsValue(self.llctx, var),
                llc::LLVMMetadataAsValue(self.llctx, expr),
            ];
            llc::LLVMBuildCall2(self.builder, fty, f, args.as_mut_ptr(), 3, noname());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::split_file_name;

    #[test]
    fn file_names_as_mlir_splits_them() {
        let s = |a: &str, b: &str| split_file_name(a, b);
        assert_eq!(s("foo.mlir", "/a/b"), ("foo.mlir".into(), "/a/b".into()));
        assert_eq!(s("/tmp/x.mlir", "/a/b"), ("/tmp/x.mlir".into(), "".into()));
        assert_eq!(
            s("/a/b/c/x.mlir", "/a/b"),
            ("c/x.mlir".into(), "/a/b".into())
        );
        assert_eq!(s("/a/c/x.mlir", "/a/b"), ("c/x.mlir".into(), "/a".into()));
    }
}
