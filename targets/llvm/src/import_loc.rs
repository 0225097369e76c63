//! The locations of an imported module, given to its ops when they are printed
//! (`-mlir-print-debuginfo`), as MLIR 16's `ModuleImport` gives them: the module, its
//! globals, constants and the instructions without a `!dbg` location are at
//! `"FILE":0:0` (the module's source file name); an instruction with a `!dbg` location
//! is at its `DebugImporter::translateLoc` (see [`Importer::debug_loc`]); a function's
//! arguments are at the function's location, a phi's block argument at the phi's.

use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::debuginfo as ldi;
use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

use super::{quoted, Failure, Importer};

extern "C" {
    fn strata_llvm_di_node(
        md: LLVMMetadataRef,
        ints: *mut u64,
        nodes: *mut LLVMMetadataRef,
        strs: *mut *const std::ffi::c_char,
        lens: *mut usize,
        array: *mut LLVMMetadataRef,
        max: u32,
    ) -> u32;
    fn strata_llvm_dbg_variable(
        inst: LLVMValueRef,
        value: *mut LLVMValueRef,
        variable: *mut LLVMMetadataRef,
    ) -> u32;
}

/// The location of `module`: `loc("FILE":0:0)`, its source file name.
pub(super) unsafe fn module_loc(module: LLVMModuleRef) -> String {
    let mut len = 0usize;
    let p = llc::LLVMGetSourceFileName(module, &mut len);
    let name = String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len));
    format!("loc({}:0:0)", quoted(&name))
}

impl Importer<'_> {
    /// The module's location.
    fn module_loc(&self) -> String {
        self.module_loc.clone()
    }

    /// The location of instruction `inst` (or of a function's arguments, `inst` being
    /// the function): its `!dbg` location, else the module's.
    pub(super) unsafe fn value_loc(&self, inst: LLVMValueRef) -> Result<String, Failure> {
        let md = if llc::LLVMIsAFunction(inst).is_null() {
            ldi::LLVMInstructionGetDebugLoc(inst)
        } else {
            std::ptr::null_mut()
        };
        if md.is_null() {
            return Ok(self.module_loc());
        }
        Ok(format!("loc({})", self.debug_loc(md)?))
    }

    /// The location of function `f`: fused with its subprogram, if it has one, else
    /// the module's.
    pub(super) unsafe fn function_loc(&self, f: LLVMValueRef) -> Result<String, Failure> {
        let sp = ldi::LLVMGetSubprogram(f);
        if sp.is_null() {
            return Ok(self.module_loc());
        }
        // The subprogram's name.
        let mut ints = [0u64; 8];
        let mut nodes = [std::ptr::null_mut(); 4];
        let mut strs = [std::ptr::null(); 2];
        let mut lens = [0usize; 2];
        strata_llvm_di_node(
            sp,
            ints.as_mut_ptr(),
            nodes.as_mut_ptr(),
            strs.as_mut_ptr(),
            lens.as_mut_ptr(),
            std::ptr::null_mut(),
            0,
        );
        let name = if strs[0].is_null() {
            String::new()
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(strs[0].cast::<u8>(), lens[0]))
                .into_owned()
        };
        Ok(format!(
            "loc(fused<{}>[{}])",
            self.debug_scope(sp)?,
            quoted(&name)
        ))
    }

    /// MLIR 16's `translateLoc` of the `DILocation` `md`: `"FILE":LINE:COL` (the file of
    /// its scope), in a `callsite` at the location it is inlined at, if any, fused with
    /// its scope.
    unsafe fn debug_loc(&self, md: LLVMMetadataRef) -> Result<String, Failure> {
        let line = ldi::LLVMDILocationGetLine(md);
        let col = ldi::LLVMDILocationGetColumn(md);
        let scope = ldi::LLVMDILocationGetScope(md);
        let file = ldi::LLVMDIScopeGetFile(scope);
        let name = if file.is_null() {
            String::new()
        } else {
            let mut len = 0u32;
            let p = ldi::LLVMDIFileGetFilename(file, &mut len);
            String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len as usize))
                .into_owned()
        };
        let mut loc = format!("{}:{line}:{col}", quoted(&name));
        let inlined = ldi::LLVMDILocationGetInlinedAt(md);
        if !inlined.is_null() {
            loc = format!("callsite({loc} at {})", self.debug_loc(inlined)?);
        }
        let scope_attr = self.debug_scope(scope)?;
        Ok(format!("fused<{scope_attr}>[{loc}]"))
    }

    /// A call of `llvm.dbg.value`, `llvm.dbg.declare` or `llvm.dbg.addr` that MLIR 16
    /// converts: its location's value and the attribute of its variable
    /// (`#llvm.di_local_variable<...>`, none where MLIR 16 has none), or the location
    /// node when it is not a value (`!{}`: MLIR's `unhandled value` error); `None` for
    /// another call, or one MLIR 16 drops.
    pub(super) unsafe fn debug_variable(
        &self,
        inst: LLVMValueRef,
    ) -> Option<Result<(LLVMValueRef, Option<String>), LLVMMetadataRef>> {
        let mut value = std::ptr::null_mut();
        let mut variable = std::ptr::null_mut();
        match strata_llvm_dbg_variable(inst, &mut value, &mut variable) {
            2 => {
                let mut active = Vec::new();
                Some(Ok((value, self.di_node(variable, &mut active))))
            }
            3 => Some(Err(variable)),
            _ => None,
        }
    }

    /// The debug-info attribute of scope `md` (MLIR 16's `DebugImporter::translate`),
    /// which the import needs.
    unsafe fn debug_scope(&self, md: LLVMMetadataRef) -> Result<String, Failure> {
        let mut active = Vec::new();
        self.di_node(md, &mut active).ok_or_else(|| {
            self.error(format!(
                "unhandled debug-info scope: {}",
                self.metadata_text(md)
            ))
        })
    }

    /// MLIR 16's `DebugImporter::translate` of node `md`: the attribute, or none for a
    /// node it does not translate or one being translated already (a node that refers
    /// to itself, directly or through others). `active`: the nodes being translated.
    unsafe fn di_node(
        &self,
        md: LLVMMetadataRef,
        active: &mut Vec<LLVMMetadataRef>,
    ) -> Option<String> {
        use strata::dialects::llvm::debug_info as di;
        if md.is_null() || active.contains(&md) {
            return None;
        }
        let mut ints = [0u64; 8];
        let mut nodes = [std::ptr::null_mut(); 4];
        let mut strs = [std::ptr::null(); 2];
        let mut lens = [0usize; 2];
        let mut array = vec![std::ptr::null_mut(); 64];
        let mut kind = strata_llvm_di_node(
            md,
            ints.as_mut_ptr(),
            nodes.as_mut_ptr(),
            strs.as_mut_ptr(),
            lens.as_mut_ptr(),
            array.as_mut_ptr(),
            array.len() as u32,
        );
        if matches!(kind, 3 | 10) && ints[7] as usize > array.len() {
            array = vec![std::ptr::null_mut(); ints[7] as usize];
            kind = strata_llvm_di_node(
                md,
                ints.as_mut_ptr(),
                nodes.as_mut_ptr(),
                strs.as_mut_ptr(),
                lens.as_mut_ptr(),
                array.as_mut_ptr(),
                array.len() as u32,
            );
        }
        array.truncate(if matches!(kind, 3 | 10) {
            ints[7] as usize
        } else {
            0
        });
        let text = |i: usize| -> Option<String> {
            (!strs[i].is_null()).then(|| {
                String::from_utf8_lossy(std::slice::from_raw_parts(strs[i].cast::<u8>(), lens[i]))
                    .into_owned()
            })
        };
        let string = |i: usize| quoted(&text(i).unwrap_or_default());
        active.push(md);
        let mut sub = |n: LLVMMetadataRef| self.di_node(n, active);
        let tag = |v: u64| di::dwarf_name(di::TAGS, v as u32);
        let flags = |e: &di::DIEnum, v: u64| quoted(&e.stringify(v));
        let out = match kind {
            1 => Some(format!(
                "#llvm.di_basic_type<tag = {}, name = {}, sizeInBits = {}, encoding = {}>",
                tag(ints[0]),
                string(0),
                ints[1],
                di::dwarf_name(di::ENCODINGS, ints[2] as u32)
            )),
            2 => sub(nodes[0]).map(|file| {
                format!(
                    "#llvm.di_compile_unit<sourceLanguage = {}, file = {file}, producer = {}, isOptimized = {}, emissionKind = {}>",
                    di::dwarf_name(di::LANGUAGES, ints[0] as u32),
                    string(0),
                    ints[1] != 0,
                    flags(&di::EMISSION_KINDS, ints[2])
                )
            }),
            3 => {
                let mut params = vec![format!("tag = {}", tag(ints[0])), format!("name = {}", string(0))];
                if let Some(f) = sub(nodes[0]) {
                    params.push(format!("file = {f}"));
                }
                params.push(format!("line = {}", ints[1]));
                if let Some(s) = sub(nodes[1]) {
                    params.push(format!("scope = {s}"));
                }
                if let Some(b) = sub(nodes[2]) {
                    params.push(format!("baseType = {b}"));
                }
                let f = if di::DI_FLAGS.stringify(ints[2]).is_empty() { 0 } else { ints[2] };
                params.push(format!("flags = {}", flags(&di::DI_FLAGS, f)));
                params.push(format!("sizeInBits = {}", ints[3]));
                params.push(format!("alignInBits = {}", ints[4]));
                // An element MLIR 16 does not translate (one that refers back to a
                // node being translated, or of a kind it does not import) leaves the
                // type with no elements at all.
                let elements: Vec<String> =
                    array.iter().map(|&e| sub(e)).collect::<Option<_>>().unwrap_or_default();
                if !elements.is_empty() {
                    params.push(format!("elements = {}", elements.join(", ")));
                }
                Some(format!("#llvm.di_composite_type<{}>", params.join(", ")))
            }
            4 => sub(nodes[0]).map(|base| {
                let name = text(0).map(|n| format!("name = {}, ", quoted(&n))).unwrap_or_default();
                format!(
                    "#llvm.di_derived_type<tag = {}, {name}baseType = {base}, sizeInBits = {}, alignInBits = {}, offsetInBits = {}>",
                    tag(ints[0]),
                    ints[1],
                    ints[2],
                    ints[3]
                )
            }),
            5 => Some(format!("#llvm.di_file<{} in {}>", string(0), string(1))),
            6 | 7 => sub(nodes[0]).map(|scope| {
                let file = sub(nodes[1]).map(|f| format!(", file = {f}")).unwrap_or_default();
                if kind == 6 {
                    format!(
                        "#llvm.di_lexical_block<scope = {scope}{file}, line = {}, column = {}>",
                        ints[0], ints[1]
                    )
                } else {
                    format!(
                        "#llvm.di_lexical_block_file<scope = {scope}{file}, discriminator = {}>",
                        ints[0]
                    )
                }
            }),
            8 => (|| {
                let unit = sub(nodes[0])?;
                let scope = sub(nodes[1])?;
                let file = sub(nodes[2])?;
                let linkage = text(1)
                    .map(|n| format!("linkageName = {}, ", quoted(&n)))
                    .unwrap_or_default();
                let ty = sub(nodes[3]).map(|t| format!(", type = {t}")).unwrap_or_default();
                Some(format!(
                    "#llvm.di_subprogram<compileUnit = {unit}, scope = {scope}, name = {}, {linkage}file = {file}, line = {}, scopeLine = {}, subprogramFlags = {}{ty}>",
                    string(0),
                    ints[0],
                    ints[1],
                    flags(&di::DI_SUBPROGRAM_FLAGS, ints[2])
                ))
            })(),
            9 => {
                let mut params = Vec::new();
                for (i, name) in ["count", "lowerBound", "upperBound", "stride"].iter().enumerate() {
                    if ints[2 * i] != 0 {
                        params.push(format!("{name} = {} : i64", ints[2 * i + 1] as i64));
                    }
                }
                Some(format!("#llvm.di_subrange<{}>", params.join(", ")))
            }
            10 => (|| {
                let mut types = Vec::new();
                for (i, &t) in array.iter().enumerate() {
                    if i == 0 && t.is_null() {
                        types.push("#llvm.di_void_result_type".to_string());
                    } else {
                        types.push(sub(t)?);
                    }
                }
                let cc = if ints[0] == 0 {
                    String::new()
                } else {
                    format!("callingConvention = {}", di::dwarf_name(di::CALLING_CONVENTIONS, ints[0] as u32))
                };
                let types = if types.is_empty() {
                    String::new()
                } else {
                    format!("types = {}", types.join(", "))
                };
                let sep = if cc.is_empty() || types.is_empty() { "" } else { ", " };
                Some(format!("#llvm.di_subroutine_type<{cc}{sep}{types}>"))
            })(),
            11 => sub(nodes[0]).map(|scope| {
                let mut params = vec![format!("scope = {scope}"), format!("name = {}", string(0))];
                if let Some(f) = sub(nodes[1]) {
                    params.push(format!("file = {f}"));
                }
                params.push(format!("line = {}", ints[0]));
                params.push(format!("arg = {}", ints[1]));
                params.push(format!("alignInBits = {}", ints[2]));
                if let Some(t) = sub(nodes[2]) {
                    params.push(format!("type = {t}"));
                }
                format!("#llvm.di_local_variable<{}>", params.join(", "))
            }),
            _ => None,
        };
        active.pop();
        out
    }

    /// `text`, the generic-form module, with the module's location given to each op
    /// that has none yet.
    pub(super) fn located(&self, text: &str) -> String {
        let mloc = self.module_loc();
        let mut out = String::with_capacity(text.len() * 2);
        for line in text.split_inclusive('\n') {
            let body = line.trim_end_matches('\n');
            let t = body.trim_start();
            let has_loc = t.ends_with(')') && t.contains(" loc(");
            if t.ends_with("({") || t.starts_with('^') || t.starts_with("module ") || has_loc {
                out.push_str(line);
                continue;
            }
            out.push_str(body);
            out.push(' ');
            out.push_str(&mloc);
            out.push('\n');
        }
        out
    }

    /// Each op line of `text` from `start` (the ops of one instruction) given location
    /// `loc`.
    pub(super) fn locate_from(text: &mut String, start: usize, loc: &str) {
        let tail = text.split_off(start);
        for line in tail.split_inclusive('\n') {
            let body = line.trim_end_matches('\n');
            text.push_str(body);
            text.push(' ');
            text.push_str(loc);
            text.push('\n');
        }
    }
}
