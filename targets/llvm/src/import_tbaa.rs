//! The TBAA metadata of an imported module, as MLIR 16's `ModuleImport::convertMetadata`
//! and `processTBAAMetadata` import it: the `!tbaa` attachment of each instruction (in
//! the module's order) is converted with the nodes it reaches, not converted before,
//! into the `llvm.metadata @__tbaa` op (`llvm.tbaa_root`, `llvm.tbaa_type_desc`,
//! `llvm.tbaa_tag`), and the instruction's op gets `llvm.tbaa = [@__tbaa::@tag]`.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

use super::{quoted, Failure, Importer};

/// The TBAA nodes of a module: the generic-form ops of `llvm.metadata @__tbaa` and the
/// symbol of each converted node.
#[derive(Default)]
pub(super) struct Tbaa {
    /// The ops of the metadata op's body, in MLIR's order.
    pub ops: String,
    /// The symbol name of each node converted.
    pub names: HashMap<LLVMMetadataRef, String>,
    /// `getNewTBAANodeName`'s counter.
    counter: usize,
}

/// What a TBAA node is (MLIR 16's `getIdentityIfRootNode`, `isTypeDescriptorNode`,
/// `isTagNode`).
enum Kind {
    Root(String),
    TypeDesc,
    Tag,
}

unsafe fn operands(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let n = llc::LLVMGetMDNodeNumOperands(v) as usize;
    let mut out = vec![std::ptr::null_mut(); n];
    if n > 0 {
        llc::LLVMGetMDNodeOperands(v, out.as_mut_ptr());
    }
    out
}

unsafe fn is_node(v: LLVMValueRef) -> bool {
    !v.is_null() && !llc::LLVMIsAMDNode(v).is_null()
}

unsafe fn is_int(v: LLVMValueRef) -> bool {
    !v.is_null() && !llc::LLVMIsAConstantInt(v).is_null()
}

unsafe fn string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() || llc::LLVMIsAMDString(v).is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = llc::LLVMGetMDString(v, &mut len);
    Some(if p.is_null() {
        String::new()
    } else {
        String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len as usize))
            .into_owned()
    })
}

/// An integer operand as `getZExtValue` reads it, as the `int64_t` MLIR keeps.
unsafe fn zext(v: LLVMValueRef) -> i64 {
    llc::LLVMConstIntGetZExtValue(v) as i64
}

impl Importer<'_> {
    /// The `!tbaa` kind of the module's context.
    pub(super) unsafe fn tbaa_kind(&self) -> u32 {
        llc::LLVMGetMDKindIDInContext(llc::LLVMGetModuleContext(self.module), c"tbaa".as_ptr(), 4)
    }

    /// MLIR 16's `convertMetadata`: the TBAA graph of each instruction's `!tbaa`
    /// attachment, converted before anything else is imported. Each node reached from
    /// an attachment (depth first, the last operand first) must be a root (`!{!"id"}`,
    /// the identity not empty), a type descriptor (`!{!"id", !member, i64 offset,
    /// ...}`) or an access tag (`!{!base, !access, i64 offset[, i64 constant]}`, the
    /// access type of the old format); the first node that is none is MLIR's error.
    pub(super) unsafe fn convert_tbaa(&self, m: LLVMModuleRef) -> Result<Tbaa, Failure> {
        let kind = self.tbaa_kind();
        let mut tbaa = Tbaa::default();
        let mut f = llc::LLVMGetFirstFunction(m);
        while !f.is_null() {
            let mut bb = llc::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut inst = llc::LLVMGetFirstInstruction(bb);
                while !inst.is_null() {
                    let node = llc::LLVMGetMetadata(inst, kind);
                    if !node.is_null() {
                        self.tbaa_graph(node, &mut tbaa)?;
                    }
                    inst = llc::LLVMGetNextInstruction(inst);
                }
                bb = llc::LLVMGetNextBasicBlock(bb);
            }
            f = llc::LLVMGetNextFunction(f);
        }
        Ok(tbaa)
    }

    /// The kind of TBAA node `cur`, or MLIR's error for a node that is invalid or none.
    unsafe fn tbaa_node_kind(&self, cur: LLVMValueRef) -> Result<Kind, Failure> {
        let diag = |v: LLVMValueRef| self.metadata_text(llc::LLVMValueAsMetadata(v));
        let ops = operands(cur);
        let n = ops.len();
        if n == 1 {
            if let Some(id) = string(ops[0]) {
                if id.is_empty() {
                    return Err(self.error(format!(
                        "TBAA root node must have non-empty identity: {}",
                        diag(cur)
                    )));
                }
                return Ok(Kind::Root(id));
            }
        }
        if n >= 2 && string(ops[0]).is_some() {
            for pair in 0..n / 2 {
                if !is_node(ops[2 * pair + 1]) {
                    return Err(self.error(format!(
                        "operand '{}' must be MDNode: {}",
                        2 * pair + 1,
                        diag(cur)
                    )));
                }
                if 2 * pair + 2 >= n {
                    if n != 2 {
                        return Err(self.error(format!("missing member offset: {}", diag(cur))));
                    }
                } else if !is_int(ops[2 * pair + 2]) {
                    return Err(self.error(format!(
                        "operand '{}' must be ConstantInt: {}",
                        2 * pair + 2,
                        diag(cur)
                    )));
                }
            }
            return Ok(Kind::TypeDesc);
        }
        if (n == 3 || n == 4) && is_node(ops[0]) && is_node(ops[1]) && is_int(ops[2]) {
            let access = operands(ops[1]);
            if !access.is_empty() && string(access[0]).is_some() {
                if n == 4 && !is_int(ops[3]) {
                    return Err(
                        self.error(format!("operand '3' must be ConstantInt: {}", diag(cur)))
                    );
                }
                return Ok(Kind::Tag);
            }
        }
        Err(self.error(format!("unsupported TBAA node format: {}", diag(cur))))
    }

    /// MLIR 16's `processTBAAMetadata` for `node`: the nodes it reaches that are not
    /// converted yet, named in the order they are reached (a root's op created at once),
    /// then the type descriptors' and tags' ops in that order.
    unsafe fn tbaa_graph(&self, node: LLVMValueRef, tbaa: &mut Tbaa) -> Result<(), Failure> {
        let md = |v: LLVMValueRef| llc::LLVMValueAsMetadata(v);
        let mut work = vec![node];
        let mut order = Vec::new();
        let mut in_order = HashSet::new();
        while let Some(cur) = work.pop() {
            if tbaa.names.contains_key(&md(cur)) || !in_order.insert(md(cur)) {
                continue;
            }
            order.push(cur);
            for op in operands(cur) {
                if is_node(op) {
                    work.push(op);
                }
            }
        }
        let mut kinds = Vec::new();
        for &cur in &order {
            let kind = self.tbaa_node_kind(cur)?;
            let base = match &kind {
                Kind::Root(_) => "root",
                Kind::TypeDesc => "type_desc",
                Kind::Tag => "tag",
            };
            let name = format!("tbaa_{base}_{}", tbaa.counter);
            tbaa.counter += 1;
            if let Kind::Root(id) = &kind {
                let _ = writeln!(
                    tbaa.ops,
                    "\"llvm.tbaa_root\"() {{identity = {}, sym_name = \"{name}\"}} : () -> ()",
                    quoted(id)
                );
            }
            tbaa.names.insert(md(cur), name);
            kinds.push(kind);
        }
        let name_of = |tbaa: &Tbaa, v: LLVMValueRef| -> String {
            tbaa.names.get(&md(v)).cloned().unwrap_or_default()
        };
        for (&cur, kind) in order.iter().zip(&kinds) {
            let ops = operands(cur);
            let name = name_of(tbaa, cur);
            match kind {
                Kind::Root(_) => {}
                Kind::TypeDesc => {
                    let id = string(ops[0]).unwrap_or_default();
                    let mut members = Vec::new();
                    let mut offsets = Vec::new();
                    for pair in 0..ops.len() / 2 {
                        members.push(format!("@{}", name_of(tbaa, ops[2 * pair + 1])));
                        let off = ops.get(2 * pair + 2).map_or(0, |&o| zext(o));
                        offsets.push(off.to_string());
                    }
                    let offsets = if offsets.is_empty() {
                        "array<i64>".to_string()
                    } else {
                        format!("array<i64: {}>", offsets.join(", "))
                    };
                    let _ = writeln!(
                        tbaa.ops,
                        "\"llvm.tbaa_type_desc\"() {{identity = {}, members = [{}], offsets = {offsets}, sym_name = \"{name}\"}} : () -> ()",
                        quoted(&id),
                        members.join(", ")
                    );
                }
                Kind::Tag => {
                    let constant = ops.len() == 4 && llc::LLVMConstIntGetZExtValue(ops[3]) & 1 != 0;
                    let _ = writeln!(
                        tbaa.ops,
                        "\"llvm.tbaa_tag\"() {{access_type = @{}, base_type = @{}, {}offset = {} : i64, sym_name = \"{name}\"}} : () -> ()",
                        name_of(tbaa, ops[1]),
                        name_of(tbaa, ops[0]),
                        if constant { "constant, " } else { "" },
                        zext(ops[2])
                    );
                }
            }
        }
        Ok(())
    }

    /// The `llvm.tbaa` attribute of the op of `inst`, if it has a `!tbaa` attachment.
    pub(super) unsafe fn tbaa_attr(&self, inst: LLVMValueRef) -> Option<String> {
        let node = llc::LLVMGetMetadata(inst, self.tbaa_kind());
        if node.is_null() {
            return None;
        }
        let name = self.tbaa.names.get(&llc::LLVMValueAsMetadata(node))?;
        Some(format!("llvm.tbaa = [@__tbaa::@{name}]"))
    }
}

/// `line`, a generic-form op (`%r = "name"(operands)[successors] {attrs} : type`), with
/// `attr` added to its attribute dictionary.
pub(super) fn add_attr(line: &str, attr: &str) -> String {
    let b = line.as_bytes();
    // The op name's opening quote.
    let Some(mut i) = line.find('"') else {
        return line.to_string();
    };
    i += 1;
    while i < b.len() && b[i] != b'"' {
        i += if b[i] == b'\\' { 2 } else { 1 };
    }
    i += 1;
    // A balanced group opened at `i` by `open`, skipped.
    let skip = |mut i: usize, open: u8, close: u8| -> usize {
        if i >= b.len() || b[i] != open {
            return i;
        }
        let mut depth = 0;
        let mut in_str = false;
        while i < b.len() {
            let c = b[i];
            if in_str {
                if c == b'\\' {
                    i += 1;
                } else if c == b'"' {
                    in_str = false;
                }
            } else if c == b'"' {
                in_str = true;
            } else if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            i += 1;
        }
        i
    };
    i = skip(i, b'(', b')');
    i = skip(i, b'[', b']');
    let rest = &line[i..];
    if let Some(r) = rest.strip_prefix(" {") {
        if r.starts_with('}') {
            return format!("{} {{{attr}{r}", &line[..i]);
        }
        return format!("{} {{{attr}, {r}", &line[..i]);
    }
    format!("{} {{{attr}}}{rest}", &line[..i])
}
