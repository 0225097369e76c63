//! The module's `dlti.dl_spec` as the LLVM module's data layout string, as MLIR 16's
//! `translateDataLayout` makes it: the endianness (`e`/`E`) first, then an entry per
//! integer (`iN:abi[:preferred]`), float (`fN:abi[:preferred]`) and pointer type
//! (`pA:size:abi:preferred[:index]`) the spec names, in the spec's order (`index` left
//! out), with MLIR's errors for other keys and types.

use strata_framework::{Attribute, Context};

/// The pieces of `s` separated by `sep` outside brackets and strings, trimmed.
fn split_top(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut in_str, mut escaped, mut start) = (0i32, false, false, 0);
    for (i, c) in s.char_indices() {
        if in_str {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            _ if c == sep && depth == 0 => {
                out.push(s[start..i].trim());
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    let last = s[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

/// The body of `text` after `prefix<` and before the final `>`.
fn body<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    text.trim()
        .strip_prefix(prefix)?
        .trim_start()
        .strip_prefix('<')?
        .strip_suffix('>')
}

/// The integers of an entry value: `dense<[a, b]> : vector<2xi32>`, `dense<a> : ...`,
/// or a plain integer.
fn int_values(value: &str) -> Vec<u64> {
    let value = split_top(value, ':').first().copied().unwrap_or(value);
    let inner = body(value, "dense").unwrap_or(value).trim();
    let inner = inner
        .strip_prefix('[')
        .and_then(|i| i.strip_suffix(']'))
        .unwrap_or(inner);
    split_top(inner, ',')
        .iter()
        .filter_map(|v| v.parse::<u64>().ok())
        .collect()
}

/// The address space of a pointer type's text (`!llvm.ptr`, `!llvm.ptr<3>`,
/// `!llvm.ptr<i8>`, `!llvm.ptr<i8, 5>`).
fn address_space(ty: &str) -> Option<u64> {
    let Some(b) = body(ty, "!llvm.ptr") else {
        return (ty.trim() == "!llvm.ptr").then_some(0);
    };
    let parts = split_top(b, ',');
    match parts.as_slice() {
        [one] => Some(one.parse().unwrap_or(0)),
        [_, space] => space.parse().ok(),
        _ => None,
    }
}

/// The data layout string of `spec` (a `#dlti.dl_spec<...>`), or MLIR 16's error.
pub(crate) fn data_layout_string(ctx: &Context, spec: Attribute) -> Result<String, String> {
    let text =
        strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.attr_to_string(spec);
    let Some(entries) = body(&text, "#dlti.dl_spec") else {
        return Ok(String::new());
    };
    let entries: Vec<(&str, &str)> = split_top(entries, ',')
        .into_iter()
        .filter_map(|e| {
            let b = body(e, "#dlti.dl_entry")?;
            let kv = split_top(b, ',');
            Some((*kv.first()?, *kv.get(1).unwrap_or(&"")))
        })
        .collect();
    let mut layout = Vec::new();
    for &(key, value) in &entries {
        let Some(key) = key.strip_prefix('"') else {
            continue;
        };
        let key = key.strip_suffix('"').unwrap_or(key);
        if key == "dlti.endianness" {
            let little = value.trim().trim_matches('"') == "little";
            layout.push(if little { "e" } else { "E" }.to_string());
            continue;
        }
        return Err(format!("unsupported data layout key \"{key}\""));
    }
    for &(ty, value) in &entries {
        if ty.starts_with('"') || ty == "index" {
            continue;
        }
        let values = int_values(value);
        let abi = values.first().copied().unwrap_or(0);
        let preferred = values.get(1).copied().unwrap_or(abi);
        let int_width = |p: &str| {
            ty.strip_prefix(p)
                .filter(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|w| w.parse::<u64>().ok())
        };
        if let Some(width) = int_width("i") {
            let mut s = format!("i{width}:{abi}");
            if abi != preferred {
                s.push_str(&format!(":{preferred}"));
            }
            layout.push(s);
        } else if int_width("si").is_some() || int_width("ui").is_some() {
            return Err(format!(
                "unsupported data layout for non-signless integer '{ty}'"
            ));
        } else if let Some(width) = ["f16", "f32", "f64", "f80", "f128"]
            .contains(&ty)
            .then(|| &ty[1..])
        {
            let mut s = format!("f{width}:{abi}");
            if abi != preferred {
                s.push_str(&format!(":{preferred}"));
            }
            layout.push(s);
        } else if let Some(space) = address_space(ty) {
            let size = values.first().copied().unwrap_or(64);
            let abi = values.get(1).copied().unwrap_or(size);
            let preferred = values.get(2).copied().unwrap_or(abi);
            let mut s = format!("p{space}:{size}:{abi}:{preferred}");
            if let Some(index) = values.get(3) {
                s.push_str(&format!(":{index}"));
            }
            layout.push(s);
        } else {
            return Err(format!("unsupported type in data layout: '{ty}'"));
        }
    }
    Ok(layout.join("-"))
}
