//! The data layout of the `llvm` dialect's types (MLIR 16's `DataLayoutTypeInterface`
//! implementations in LLVMTypes.cpp), registered as the dialect's
//! [`DataLayoutTypeInterface`]:
//!
//! - pointers: an entry `dense<[size, abi, preferred(, index)]> : vector<3xi32>` keyed by
//!   a pointer to `i8` (or an opaque pointer) gives the size in bits and the alignments
//!   in bits of the pointers of its address space; without one, a pointer of the default
//!   address space is 64 bits with alignment 8, and one of another address space is
//!   laid out as the pointer of the default one;
//! - structs: elements aligned to their ABI alignment (1 when packed), the size padded
//!   to the struct's alignment, the strictest of its elements'; an entry
//!   `dense<[abi(, preferred)]>` keyed by the empty struct raises it (the ABI alignment of
//!   a packed struct stays 1);
//! - arrays: elements padded to their ABI alignment, aligned as their element.
//!
//! Other `llvm` types (vectors among them, as in MLIR 16) have no layout.

use super::{LLVMArrayType, LLVMPointerType, LLVMStructType};
use strata_framework::interfaces::data_layout::{
    dense_int_values, type_text, DataLayout, DataLayoutEntry, DataLayoutTypeInterface,
};
use strata_framework::ir::types::{Signedness, TypeKind};
use strata_framework::{Context, Type};

/// Positions in a pointer entry.
const SIZE: usize = 0;
const ABI: usize = 1;
const PREFERRED: usize = 2;

/// The `llvm` dialect's [`DataLayoutTypeInterface`].
pub(crate) struct LLVMDataLayout;

/// Registers the layout of the dialect's types.
pub(crate) fn register(ctx: &Context) {
    let _ =
        ctx.add_dialect_interface::<dyn DataLayoutTypeInterface>("llvm", Box::new(LLVMDataLayout));
}

/// Value `pos` of a pointer entry, in bits for the size and bytes for the alignments,
/// for the pointers of `t`'s address space; for the default address space without an
/// entry, MLIR's defaults; `None` otherwise (MLIR's `getPointerDataLayoutEntry`).
fn pointer_entry(
    ctx: &Context,
    params: &[DataLayoutEntry],
    t: LLVMPointerType<'_>,
    pos: usize,
) -> Option<u64> {
    let entry = params.iter().find(|e| {
        e.key_type()
            .and_then(|k| LLVMPointerType::from_type(ctx, k))
            .is_some_and(|k| k.address_space() == t.address_space())
    });
    if let Some(e) = entry {
        let v = dense_int_values(ctx, e.value, None)?;
        let v = *v.get(pos)? as u64;
        return Some(if pos == SIZE { v } else { v / 8 });
    }
    (t.address_space() == 0).then_some(if pos == SIZE { 64 } else { 8 })
}

/// The pointer of the default address space to the same element type (opaque for an
/// opaque pointer).
fn default_space_pointer(ctx: &Context, t: LLVMPointerType<'_>) -> Type {
    LLVMPointerType::get(ctx, t.element_type(), 0).ty()
}

/// The value `pos` (0: ABI, 1: preferred) of the struct entry, in bits, the ABI one when
/// the entry has no preferred one (MLIR's `getStructDataLayoutEntry`).
fn struct_entry(ctx: &Context, params: &[DataLayoutEntry], pos: usize) -> Option<u64> {
    let e = params.iter().find(|e| e.key_type().is_some())?;
    let v = dense_int_values(ctx, e.value, None)?;
    let pos = if v.len() <= pos { 0 } else { pos };
    v.get(pos).map(|&x| x as u64)
}

/// MLIR's `calculateStructAlignment`.
fn struct_alignment(
    dl: &DataLayout<'_>,
    params: &[DataLayoutEntry],
    st: LLVMStructType<'_>,
    pos: usize,
) -> Result<u64, String> {
    if pos == 0 && st.is_packed() {
        return Ok(1);
    }
    let mut align = 1;
    for e in st.body() {
        align = align.max(dl.type_abi_alignment(e)?);
    }
    Ok(match struct_entry(dl.ctx(), params, pos) {
        Some(v) => (v / 8).max(align),
        None => align,
    })
}

fn align_to(v: u64, a: u64) -> u64 {
    if a == 0 {
        v
    } else {
        v.div_ceil(a) * a
    }
}

impl DataLayoutTypeInterface for LLVMDataLayout {
    fn type_size_in_bits(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>> {
        let ctx = dl.ctx();
        if let Some(p) = LLVMPointerType::from_type(ctx, t) {
            return Some(match pointer_entry(ctx, params, p, SIZE) {
                Some(v) => Ok(v),
                None => dl.type_size_in_bits(default_space_pointer(ctx, p)),
            });
        }
        if let Some(st) = LLVMStructType::from_type(ctx, t) {
            let run = || -> Result<u64, String> {
                let mut size = 0;
                let mut align = 1;
                for e in st.body() {
                    let a = if st.is_packed() {
                        1
                    } else {
                        dl.type_abi_alignment(e)?
                    };
                    size = align_to(size, a) + dl.type_size(e)?;
                    align = align.max(a);
                }
                Ok(align_to(size, align) * 8)
            };
            return Some(run());
        }
        if let Some(a) = LLVMArrayType::from_type(ctx, t) {
            let run = || -> Result<u64, String> {
                let e = a.element_type();
                let elem = align_to(dl.type_size(e)?, dl.type_abi_alignment(e)?);
                Ok(8 * elem * u64::from(a.num_elements()))
            };
            return Some(run());
        }
        None
    }

    fn abi_alignment(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>> {
        let ctx = dl.ctx();
        if let Some(p) = LLVMPointerType::from_type(ctx, t) {
            return Some(match pointer_entry(ctx, params, p, ABI) {
                Some(v) => Ok(v),
                None => dl.type_abi_alignment(default_space_pointer(ctx, p)),
            });
        }
        if let Some(st) = LLVMStructType::from_type(ctx, t) {
            return Some(struct_alignment(dl, params, st, 0));
        }
        if let Some(a) = LLVMArrayType::from_type(ctx, t) {
            return Some(dl.type_abi_alignment(a.element_type()));
        }
        None
    }

    fn preferred_alignment(
        &self,
        dl: &DataLayout<'_>,
        t: Type,
        params: &[DataLayoutEntry],
    ) -> Option<Result<u64, String>> {
        let ctx = dl.ctx();
        if let Some(p) = LLVMPointerType::from_type(ctx, t) {
            return Some(match pointer_entry(ctx, params, p, PREFERRED) {
                Some(v) => Ok(v),
                None => dl.type_preferred_alignment(default_space_pointer(ctx, p)),
            });
        }
        if let Some(st) = LLVMStructType::from_type(ctx, t) {
            return Some(struct_alignment(dl, params, st, 1));
        }
        if let Some(a) = LLVMArrayType::from_type(ctx, t) {
            return Some(dl.type_preferred_alignment(a.element_type()));
        }
        None
    }

    fn verify_entries(
        &self,
        ctx: &Context,
        entries: &[DataLayoutEntry],
    ) -> Option<Result<(), String>> {
        let first = entries.first()?.key_type()?;
        if LLVMPointerType::from_type(ctx, first).is_some() {
            return Some(verify_pointer_entries(ctx, entries));
        }
        if LLVMStructType::from_type(ctx, first).is_some() {
            return Some(verify_struct_entries(ctx, entries));
        }
        // Arrays accept any entry (MLIR's default `verifyEntries`).
        LLVMArrayType::from_type(ctx, first).map(|_| Ok(()))
    }
}

/// MLIR's `LLVMPointerType::verifyEntries`.
fn verify_pointer_entries(ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
    for e in entries {
        let Some(kt) = e.key_type() else { continue };
        let Some(key) = LLVMPointerType::from_type(ctx, kt) else {
            continue;
        };
        let values = dense_int_values(ctx, e.value, None).filter(|v| v.len() == 3 || v.len() == 4);
        let Some(values) = values else {
            return Err(format!(
                "expected layout attribute for '{}' to be a dense integer elements attribute with 3 or 4 elements",
                type_text(ctx, kt)
            ));
        };
        if let Some(elem) = key.element_type() {
            let is_i8 = matches!(
                ctx.type_kind_ref(elem),
                TypeKind::Integer {
                    width: 8,
                    signedness: Signedness::Signless
                }
            );
            if !is_i8 {
                return Err(format!(
                    "unexpected layout attribute for pointer to '{}'",
                    type_text(ctx, elem)
                ));
            }
        }
        if values[ABI] > values[PREFERRED] {
            return Err(
                "preferred alignment is expected to be at least as large as ABI alignment"
                    .to_string(),
            );
        }
    }
    Ok(())
}

/// MLIR's `LLVMStructType::verifyEntries`.
fn verify_struct_entries(ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
    for e in entries {
        let Some(kt) = e.key_type() else { continue };
        let Some(key) = LLVMStructType::from_type(ctx, kt) else {
            continue;
        };
        let values = dense_int_values(ctx, e.value, None).filter(|v| v.len() == 1 || v.len() == 2);
        let Some(values) = values else {
            return Err(format!(
                "expected layout attribute for '{}' to be a dense integer elements attribute of 1 or 2 elements",
                type_text(ctx, kt)
            ));
        };
        if key.is_identified() || !key.body().is_empty() {
            return Err(format!(
                "unexpected layout attribute for struct '{}'",
                type_text(ctx, kt)
            ));
        }
        if values.len() == 2 && values[0] > values[1] {
            return Err(
                "preferred alignment is expected to be at least as large as ABI alignment"
                    .to_string(),
            );
        }
    }
    Ok(())
}

/// The first error LLVM 16's `DataLayout::parse` reports for the data layout string
/// `desc` (its `parseSpecifier`, in its wording), `None` when LLVM accepts it: what
/// `llvm.data_layout` is checked with (MLIR's `verifyDataLayoutString`).
pub(crate) fn data_layout_string_error(desc: &str) -> Option<&'static str> {
    parse_data_layout(desc).err()
}

/// `Str.split(sep)` with LLVM's checks (`::split` of DataLayout.cpp).
fn split_checked(s: &str, sep: char) -> Result<(&str, &str), &'static str> {
    let (first, second) = s.split_once(sep).unwrap_or((s, ""));
    if second.is_empty() && first != s {
        return Err("Trailing separator in datalayout string");
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string");
    }
    Ok((first, second))
}

/// `getInt`: a decimal number fitting `max`.
fn get_int(s: &str, max: u64) -> Result<u64, &'static str> {
    let err = "not a number, or does not fit in an unsigned int";
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err);
    }
    s.parse::<u64>().ok().filter(|&v| v <= max).ok_or(err)
}

/// `getIntInBytes`: a number of bits, a multiple of 8, in bytes.
fn get_int_in_bytes(s: &str, max: u64) -> Result<u64, &'static str> {
    let v = get_int(s, max)?;
    if v % 8 != 0 {
        return Err("number of bits must be a byte width multiple");
    }
    Ok(v / 8)
}

/// `getAddrSpace`: a 24-bit address space.
fn get_addr_space(s: &str) -> Result<u64, &'static str> {
    let v = get_int(s, u64::from(u32::MAX))?;
    if v >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer");
    }
    Ok(v)
}

fn check_power_of_2_or_0(v: u64) -> Result<(), &'static str> {
    if v != 0 && !v.is_power_of_two() {
        return Err("Alignment is neither 0 nor a power of 2");
    }
    Ok(())
}

/// The next `:`-separated field of a specifier.
fn next<'s>(rest: &mut &'s str) -> Result<&'s str, &'static str> {
    let (f, r) = split_checked(rest, ':')?;
    *rest = r;
    Ok(f)
}

/// LLVM 16's `DataLayout::parseSpecifier`, keeping only its errors.
fn parse_data_layout(mut desc: &str) -> Result<(), &'static str> {
    const U32: u64 = u32::MAX as u64;
    while !desc.is_empty() {
        let (spec, rest_desc) = split_checked(desc, '-')?;
        desc = rest_desc;
        let (tok, mut rest) = split_checked(spec, ':')?;
        if tok == "ni" {
            loop {
                let (a, r) = split_checked(rest, ':')?;
                rest = r;
                if get_int(a, U32)? == 0 {
                    return Err("Address space 0 can never be non-integral");
                }
                if rest.is_empty() {
                    break;
                }
            }
            continue;
        }
        let specifier = tok.as_bytes()[0];
        let tok = &tok[1..];
        match specifier {
            b's' | b'E' | b'e' => {}
            b'p' => {
                let space = if tok.is_empty() {
                    0
                } else {
                    get_int(tok, U32)?
                };
                if space >= 1 << 24 {
                    return Err("Invalid address space, must be a 24-bit integer");
                }
                if rest.is_empty() {
                    return Err("Missing size specification for pointer in datalayout string");
                }
                let size = get_int_in_bytes(next(&mut rest)?, U32)?;
                if size == 0 {
                    return Err("Invalid pointer size of 0 bytes");
                }
                if rest.is_empty() {
                    return Err("Missing alignment specification for pointer in datalayout string");
                }
                let abi = get_int_in_bytes(next(&mut rest)?, U32)?;
                if !abi.is_power_of_two() {
                    return Err("Pointer ABI alignment must be a power of 2");
                }
                let mut index = size;
                let mut pref = abi;
                if !rest.is_empty() {
                    pref = get_int_in_bytes(next(&mut rest)?, U32)?;
                    if !pref.is_power_of_two() {
                        return Err("Pointer preferred alignment must be a power of 2");
                    }
                    if !rest.is_empty() {
                        index = get_int_in_bytes(next(&mut rest)?, U32)?;
                        if index == 0 {
                            return Err("Invalid index size of 0 bytes");
                        }
                    }
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment");
                }
                if index > size {
                    return Err("Index width cannot be larger than pointer width");
                }
            }
            b'i' | b'v' | b'f' | b'a' => {
                let size = if tok.is_empty() {
                    0
                } else {
                    get_int(tok, U32)?
                };
                if specifier == b'a' && size != 0 {
                    return Err("Sized aggregate specification in datalayout string");
                }
                if rest.is_empty() {
                    return Err("Missing alignment specification in datalayout string");
                }
                let abi = get_int_in_bytes(next(&mut rest)?, U32)?;
                if specifier != b'a' && abi == 0 {
                    return Err("ABI alignment specification must be >0 for non-aggregate types");
                }
                if abi >= 1 << 16 {
                    return Err("Invalid ABI alignment, must be a 16bit integer");
                }
                if abi != 0 && !abi.is_power_of_two() {
                    return Err("Invalid ABI alignment, must be a power of 2");
                }
                if specifier == b'i' && size == 8 && abi != 1 {
                    return Err("Invalid ABI alignment, i8 must be naturally aligned");
                }
                let mut pref = abi;
                if !rest.is_empty() {
                    pref = get_int_in_bytes(next(&mut rest)?, U32)?;
                }
                if pref >= 1 << 16 {
                    return Err("Invalid preferred alignment, must be a 16bit integer");
                }
                if pref != 0 && !pref.is_power_of_two() {
                    return Err("Invalid preferred alignment, must be a power of 2");
                }
                if size >= 1 << 24 {
                    return Err("Invalid bit width, must be a 24-bit integer");
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment");
                }
            }
            b'n' => {
                let mut width = tok;
                loop {
                    if get_int(width, U32)? == 0 {
                        return Err("Zero width native integer type in datalayout string");
                    }
                    if rest.is_empty() {
                        break;
                    }
                    width = next(&mut rest)?;
                }
            }
            b'S' => check_power_of_2_or_0(get_int_in_bytes(tok, u64::MAX)?)?,
            b'F' => {
                if !matches!(tok.as_bytes().first(), Some(b'i' | b'n')) {
                    return Err("Unknown function pointer alignment type in datalayout string");
                }
                check_power_of_2_or_0(get_int_in_bytes(&tok[1..], u64::MAX)?)?;
            }
            b'P' | b'A' | b'G' => {
                get_addr_space(tok)?;
            }
            b'm' => {
                if !tok.is_empty() {
                    return Err(
                        "Unexpected trailing characters after mangling specifier in datalayout string",
                    );
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string");
                }
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string");
                }
                if !matches!(
                    rest.as_bytes()[0],
                    b'e' | b'l' | b'o' | b'x' | b'w' | b'm' | b'a'
                ) {
                    return Err("Unknown mangling in datalayout string");
                }
            }
            _ => return Err("Unknown specifier in datalayout string"),
        }
    }
    Ok(())
}
