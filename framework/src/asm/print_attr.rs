//! Printing of builtin types and attributes in MLIR's syntax.

use crate::ir::context::FxHashMap as HashMap;
use std::fmt::Write;

use crate::asm::float::{mlir_float_string, Semantics};
use crate::asm::printer::PrintOptions;
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::context::{Attribute, Context, Type, TypeOrAttr};
use crate::ir::layout::is_identity_affine_layout;
use crate::ir::types::{Signedness, TypeKind, DYNAMIC};

/// Prints types and attributes, replacing aliased attributes (`#map`) by their alias,
/// with the default printing options.
pub struct AttrPrinter<'a> {
    /// The context owning the printed entities.
    pub ctx: &'a Context,
    /// Alias names of attributes (e.g. affine maps to `map`, `map1`).
    pub aliases: Option<&'a HashMap<Attribute, String>>,
}

/// The `dialect.mnemonic` of dialect text (`llvm.di_file` of `llvm.di_file<...>`).
fn dialect_head(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .unwrap_or(text.len());
    &text[..end]
}

/// What an elided elements attribute prints as (MLIR 16's `printElidedElementsAttr`).
const ELIDED: &str = "dense_resource<__elided__>";

/// The number of leaf elements of a literal such as `[[1, 2], [3, 4]]` (`"..."` strings
/// and `(re, im)` pairs count as one) and whether they are all equal (a splat).
fn literal_elements(text: &str) -> (u64, bool) {
    let mut count = 0u64;
    let mut first: Option<&str> = None;
    let mut all_equal = true;
    let b = text.as_bytes();
    let mut i = 0;
    let mut start: Option<usize> = None;
    let mut paren = 0usize;
    let mut finish = |s: usize, e: usize, count: &mut u64| {
        let elem = text[s..e].trim();
        if elem.is_empty() {
            return;
        }
        *count += 1;
        match first {
            None => first = Some(elem),
            Some(f) => all_equal &= f == elem,
        }
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b'"' => {
                start.get_or_insert(i);
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' => {
                start.get_or_insert(i);
                paren += 1;
            }
            b')' => paren = paren.saturating_sub(1),
            b'[' | b']' | b',' if paren == 0 => {
                if let Some(s) = start.take() {
                    finish(s, i, &mut count);
                }
            }
            _ => {
                if !c.is_ascii_whitespace() {
                    start.get_or_insert(i);
                }
            }
        }
        i += 1;
    }
    if let Some(s) = start {
        finish(s, b.len(), &mut count);
    }
    (count, all_equal)
}

/// Splits `a, b` at the first top-level comma (outside brackets, parentheses, strings).
fn split_top_comma(text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    let mut depth = 0i32;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'[' | b'(' | b'<' | b'{' => depth += 1,
            b']' | b')' | b'>' | b'}' => depth -= 1,
            b',' if depth == 0 => return Some((&text[..i], &text[i + 1..])),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Default printing options, for [`AttrPrinter`].
static DEFAULT_OPTIONS: PrintOptions = PrintOptions {
    generic: false,
    print_debug_info: false,
    pretty_debug_info: false,
    local_scope: false,
    elide_elements_attrs_if_larger: None,
    elements_hex_if_larger: None,
    print_value_users: false,
    type_alias_hooks: Vec::new(),
    attr_alias_hooks: Vec::new(),
    stripped_param_hooks: Vec::new(),
};

impl<'a> AttrPrinter<'a> {
    fn styled(&self) -> StyledAttrPrinter<'a> {
        StyledAttrPrinter {
            ctx: self.ctx,
            aliases: self.aliases,
            type_aliases: None,
            opts: &DEFAULT_OPTIONS,
            type_texts: TypeTexts::default(),
        }
    }

    /// Appends the syntax of a type.
    pub fn write_type(&self, out: &mut String, t: Type) {
        self.styled().write_type(out, t)
    }

    /// Appends `a, b, c`.
    pub fn write_type_list(&self, out: &mut String, ts: &[Type]) {
        self.styled().write_type_list(out, ts)
    }

    /// Appends function results (see [`StyledAttrPrinter::write_result_types`]).
    pub fn write_result_types(&self, out: &mut String, results: &[Type]) {
        self.styled().write_result_types(out, results)
    }

    /// The syntax of a type as a string.
    pub fn type_to_string(&self, t: Type) -> String {
        self.styled().type_to_string(t)
    }

    /// Appends the syntax of an attribute (see [`StyledAttrPrinter::write_attr`]).
    pub fn write_attr(&self, out: &mut String, a: Attribute, elide_default_type: bool) {
        self.styled().write_attr(out, a, elide_default_type)
    }

    /// Appends the full syntax of an aliased attribute (for its `#alias = ...` line).
    pub fn write_attr_def(&self, out: &mut String, a: Attribute) {
        self.styled().write_attr_def(out, a)
    }

    /// Appends `a = 1 : i32, b` (unit values print as the bare name).
    pub fn write_dict_entries(&self, out: &mut String, entries: &[(crate::Identifier, Attribute)]) {
        self.styled().write_dict_entries(out, entries)
    }

    /// The syntax of an attribute as a string.
    pub fn attr_to_string(&self, a: Attribute) -> String {
        self.styled().attr_to_string(a)
    }
}

/// [`AttrPrinter`] with explicit printing options (`--mlir-print-*` flags).
pub struct StyledAttrPrinter<'a> {
    /// The context owning the printed entities.
    pub ctx: &'a Context,
    /// Alias names of attributes (e.g. affine maps to `map`, `map1`).
    pub aliases: Option<&'a HashMap<Attribute, String>>,
    /// Alias names of types (e.g. `tuple`, `tuple1`).
    pub type_aliases: Option<&'a HashMap<Type, String>>,
    /// Printing options.
    pub opts: &'a PrintOptions,
    /// The text of the dialect types printed so far (see [`TypeTexts`]).
    pub type_texts: TypeTexts,
}

/// The text of each dialect type and shaped builtin type (`memref<?xf32>`, `vector<4xi32>`,
/// tensors) a printer printed, kept for the printer's lifetime: a lowered module spells out
/// the same `!llvm.struct<(ptr, ptr, i64, ...)>` at every use, a loop body the same
/// `memref<?xf32>` at every load and store, and printing one anew walks its shape,
/// element type and attributes again. What a type prints depends on
/// the printer's aliases and options, fixed for its lifetime, and, for a type printed
/// inside a dialect type, on the types around it (an identified `!llvm.struct` inside
/// itself prints as its name only): only types printed outside any dialect type are kept.
#[derive(Default)]
pub struct TypeTexts {
    /// Text by type.
    texts: std::cell::RefCell<HashMap<Type, Box<str>>>,
    /// How many dialect types are being printed around the current one.
    depth: std::cell::Cell<u32>,
}

/// Whether `s` prints bare (`[a-zA-Z_][a-zA-Z0-9_$.]*`) rather than as a quoted string.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `"bytes"` with LLVM's `printEscapedString` rules (`\\`, and `\XX` for
/// non-printable bytes and `"`).
pub fn write_escaped_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    // Most strings (op names, symbol names) need no escape: one copy.
    let plain = |c: &u8| (0x20..0x7f).contains(c) && *c != b'"' && *c != b'\\';
    if bytes.iter().all(plain) {
        if let Ok(text) = std::str::from_utf8(bytes) {
            out.push_str(text);
            out.push('"');
            return;
        }
    }
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Appends a name bare if it is a valid identifier, else quoted.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s.as_bytes());
    }
}

/// `0`, `1`, ..., `9999`: [`DIGIT_GROUPS`] without leading zeros, one string each (what
/// [`push_u64`] copies: no slicing or digit arithmetic per number).
static SHORT_NUMBERS: [&str; 10_000] = {
    let bytes = DIGIT_GROUPS.as_bytes();
    let mut t = [""; 10_000];
    let mut i = 0;
    while i < 10_000 {
        let skip = if i < 10 {
            3
        } else if i < 100 {
            2
        } else if i < 1000 {
            1
        } else {
            0
        };
        let (_, rest) = bytes.split_at(4 * i + skip);
        let (digits, _) = rest.split_at(4 - skip);
        t[i] = match std::str::from_utf8(digits) {
            Ok(s) => s,
            Err(_) => panic!(),
        };
        i += 1;
    }
    t
};

/// `0000`, `0001`, ..., `9999`, one string each: the low groups of longer numbers.
static DIGIT_GROUP_STRS: [&str; 10_000] = {
    let bytes = DIGIT_GROUPS.as_bytes();
    let mut t = [""; 10_000];
    let mut i = 0;
    while i < 10_000 {
        let (_, rest) = bytes.split_at(4 * i);
        let (digits, _) = rest.split_at(4);
        t[i] = match std::str::from_utf8(digits) {
            Ok(s) => s,
            Err(_) => panic!(),
        };
        i += 1;
    }
    t
};

/// `0000`, `0001`, ..., `9999`: the four-digit groups the tables above are cut from.
static DIGIT_GROUPS: &str = {
    static BYTES: [u8; 40_000] = {
        let mut t = [0u8; 40_000];
        let mut i = 0;
        while i < 10_000 {
            t[4 * i] = b'0' + (i / 1000) as u8;
            t[4 * i + 1] = b'0' + (i / 100 % 10) as u8;
            t[4 * i + 2] = b'0' + (i / 10 % 10) as u8;
            t[4 * i + 3] = b'0' + (i % 10) as u8;
            i += 1;
        }
        t
    };
    match std::str::from_utf8(&BYTES) {
        Ok(s) => s,
        Err(_) => panic!("digits are ASCII"),
    }
};

/// Appends the decimal digits of `n` (what `write!(out, "{n}")` prints, without the
/// formatting machinery: value numbers and integer widths are printed for every op).
pub(crate) fn push_u64(out: &mut String, n: u64) {
    if n < 10_000 {
        out.push_str(SHORT_NUMBERS[n as usize]);
    } else if n < 100_000_000 {
        out.push_str(SHORT_NUMBERS[(n / 10_000) as usize]);
        out.push_str(DIGIT_GROUP_STRS[(n % 10_000) as usize]);
    } else {
        let _ = write!(out, "{n}");
    }
}

fn write_dims(out: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
    let is_sc = |i: usize| scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
    for (i, &d) in shape.iter().enumerate() {
        // A run of scalable dims prints as one group: `[4x8]x`.
        if is_sc(i) && (i == 0 || !is_sc(i - 1)) {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else if d >= 0 {
            push_u64(out, d as u64);
        } else {
            let _ = write!(out, "{d}");
        }
        if is_sc(i) && !is_sc(i + 1) {
            out.push(']');
        }
        out.push('x');
    }
}

impl StyledAttrPrinter<'_> {
    /// Appends the syntax of a type, or its alias (`!tuple`).
    pub fn write_type(&self, out: &mut String, t: Type) {
        if let Some(name) = self.type_aliases.and_then(|m| m.get(&t)) {
            out.push('!');
            out.push_str(name);
            return;
        }
        if self.type_texts.depth.get() == 0
            && matches!(
                self.ctx.type_kind_ref(t),
                TypeKind::Dialect(_)
                    | TypeKind::MemRef { .. }
                    | TypeKind::UnrankedMemRef { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
                    | TypeKind::Vector { .. }
            )
        {
            if let Some(text) = self.type_texts.texts.borrow().get(&t) {
                out.push_str(text);
                return;
            }
            let start = out.len();
            self.write_type_def(out, t);
            self.type_texts
                .texts
                .borrow_mut()
                .insert(t, out[start..].into());
            return;
        }
        self.write_type_def(out, t);
    }

    /// Appends the full syntax of a type (for its `!alias = ...` line); types and
    /// attributes nested in it still print as their aliases.
    pub fn write_type_def(&self, out: &mut String, t: Type) {
        let kind = self.ctx.type_kind_ref(t);
        match kind {
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => out.push('s'),
                    Signedness::Unsigned => out.push('u'),
                }
                out.push('i');
                push_u64(out, u64::from(*width));
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.write_type(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                self.write_type_list(out, ts);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.write_type_list(out, inputs);
                out.push_str(") -> ");
                self.write_result_types(out, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push_str("vector<");
                write_dims(out, shape, Some(scalable));
                self.write_type(out, *elem);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push_str("tensor<");
                write_dims(out, shape, None);
                self.write_type(out, *elem);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(out, *e, false);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                out.push_str("tensor<*x");
                self.write_type(out, *elem);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                write_dims(out, shape, None);
                self.write_type(out, *elem);
                // An identity affine map layout (with symbols: one without is not kept) is
                // not printed.
                let layout = layout.filter(|&l| !is_identity_affine_layout(self.ctx, l));
                for a in [layout, *memory_space].iter().flatten() {
                    out.push_str(", ");
                    self.write_attr(out, *a, true);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                out.push_str("memref<*x");
                self.write_type(out, *elem);
                if let Some(a) = memory_space {
                    out.push_str(", ");
                    self.write_attr(out, *a, true);
                }
                out.push('>');
            }
            TypeKind::Opaque { pieces, refs } => {
                out.push('!');
                self.write_pieces(out, pieces, refs);
            }
            TypeKind::Dialect(d) => {
                let depth = &self.type_texts.depth;
                depth.set(depth.get() + 1);
                super::attr_type::print_def(self, out, d, TypeOrAttr::Type(t));
                depth.set(depth.get() - 1);
            }
        }
    }

    /// Appends dialect text with its embedded types and attributes.
    fn write_pieces(&self, out: &mut String, pieces: &[String], refs: &[TypeOrAttr]) {
        let parent = pieces.first().map(|p| dialect_head(p)).unwrap_or("");
        self.write_pieces_of(out, parent, pieces, refs);
    }

    /// A dialect attribute that is a parameter of another one prints without its
    /// `#dialect.mnemonic` prefix when the parameter's declared class is that attribute's
    /// own (ODS `printStrippedAttrOrType`), unless it has an alias; the hooks of
    /// [`PrintOptions::stripped_param_hooks`] say which. Returns whether it printed.
    fn write_stripped_param(
        &self,
        out: &mut String,
        parent: &str,
        before: &str,
        a: Attribute,
    ) -> bool {
        if self.opts.stripped_param_hooks.is_empty()
            || self.aliases.is_some_and(|m| m.contains_key(&a))
        {
            return false;
        }
        let Some(key) = before
            .trim_end()
            .strip_suffix('=')
            .map(|k| k.trim_end())
            .map(|k| {
                let start = k
                    .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .map_or(0, |i| i + 1);
                &k[start..]
            })
        else {
            return false;
        };
        let kind = self.ctx.attr_kind_ref(a);
        let AttrKind::Opaque {
            pieces,
            refs,
            ty: None,
        } = kind
        else {
            return false;
        };
        let head = dialect_head(&pieces[0]);
        if head.len() == pieces[0].len()
            || !self
                .opts
                .stripped_param_hooks
                .iter()
                .any(|h| h(parent, key, head))
        {
            return false;
        }
        let mut stripped = pieces.clone();
        stripped[0] = stripped[0][head.len()..].to_string();
        self.write_pieces_of(out, head, &stripped, refs);
        true
    }

    /// [`Self::write_pieces`] with the parent's head given (for stripped bodies).
    fn write_pieces_of(
        &self,
        out: &mut String,
        head: &str,
        pieces: &[String],
        refs: &[TypeOrAttr],
    ) {
        for (i, piece) in pieces.iter().enumerate() {
            out.push_str(piece);
            match refs.get(i) {
                Some(TypeOrAttr::Type(t)) => self.write_type(out, *t),
                Some(TypeOrAttr::Attr(a)) if self.write_stripped_param(out, head, piece, *a) => {}
                Some(TypeOrAttr::Attr(a)) => self.write_attr(out, *a, false),
                None => {}
            }
        }
    }

    /// Appends `a, b, c`.
    pub fn write_type_list(&self, out: &mut String, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, t);
        }
    }

    /// Appends function results: `t` alone unless there are several, none, or it is a
    /// function type, else `(a, b)`.
    pub fn write_result_types(&self, out: &mut String, results: &[Type]) {
        let single_plain = results.len() == 1
            && !matches!(
                self.ctx.type_kind_ref(results[0]),
                TypeKind::Function { .. }
            );
        if single_plain {
            self.write_type(out, results[0]);
        } else {
            out.push('(');
            self.write_type_list(out, results);
            out.push(')');
        }
    }

    /// The syntax of a type as a string.
    pub fn type_to_string(&self, t: Type) -> String {
        let mut s = String::new();
        self.write_type(&mut s, t);
        s
    }

    /// Appends the syntax of an attribute. With `elide_default_type`, `i64` integers and
    /// `f64` floats omit their `: type` (MLIR's `AttrTypeElision::May`, used in arrays).
    pub fn write_attr(&self, out: &mut String, a: Attribute, elide_default_type: bool) {
        if let Some(name) = self.aliases.and_then(|m| m.get(&a)) {
            out.push('#');
            out.push_str(name);
            return;
        }
        self.write_attr_unaliased(out, a, elide_default_type);
    }

    /// Appends the full syntax of an aliased attribute (for its `#alias = ...` line);
    /// attributes nested in it still print as their aliases.
    pub fn write_attr_def(&self, out: &mut String, a: Attribute) {
        self.write_attr_unaliased(out, a, false);
    }

    fn write_attr_unaliased(&self, out: &mut String, a: Attribute, elide_default_type: bool) {
        let kind = self.ctx.attr_kind_ref(a);
        match kind {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { value, ty } => {
                let tk = self.ctx.type_kind_ref(*ty);
                if let TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = *tk
                {
                    out.push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                if matches!(
                    *tk,
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                ) {
                    let _ = write!(out, "{}", *value as u128);
                } else {
                    let _ = write!(out, "{value}");
                }
                let is_i64 = matches!(
                    *tk,
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(elide_default_type && is_i64) {
                    out.push_str(" : ");
                    self.write_type(out, *ty);
                }
            }
            AttrKind::WideInteger { value, ty } => {
                let unsigned = self
                    .ctx
                    .as_integer_type(*ty)
                    .is_some_and(|(_, s)| s == Signedness::Unsigned);
                out.push_str(&value.to_decimal(!unsigned));
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::DenseWideInts { ty, values } => {
                if self.elide_elements(*ty, values.len() == 1) {
                    out.push_str(ELIDED);
                } else {
                    let elem = crate::ir::attrs::shaped(self.ctx, *ty).map(|(e, _)| e);
                    let unsigned = elem
                        .and_then(|e| self.ctx.as_integer_type(e))
                        .is_some_and(|(_, s)| s == Signedness::Unsigned);
                    out.push_str("dense<");
                    crate::asm::dense::write_wide_elements(
                        self.ctx,
                        out,
                        *ty,
                        unsigned,
                        values,
                        self.opts.hex_if_larger(),
                    );
                    out.push('>');
                }
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::Float { bits, ty } => {
                let fk = self
                    .ctx
                    .as_float_type(*ty)
                    .unwrap_or(crate::ir::types::FloatKind::F64);
                out.push_str(&mlir_float_string(*bits, Semantics::of(fk)));
                if !(elide_default_type && fk == crate::ir::types::FloatKind::F64) {
                    out.push_str(" : ");
                    self.write_type(out, *ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped_string(out, value);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Array(elems) => {
                out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr(out, e, true);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                self.write_dict_entries(out, entries);
                out.push('}');
            }
            AttrKind::Type(t) => self.write_type(out, *t),
            AttrKind::SymbolRef { root, nested } => {
                out.push('@');
                write_keyword_or_string(out, &self.ctx.ident_str(*root));
                for n in nested {
                    out.push_str("::@");
                    write_keyword_or_string(out, &self.ctx.ident_str(*n));
                }
            }
            AttrKind::DenseElements {
                ty,
                kind,
                complex,
                values,
            } => {
                let per = if *complex { 2 } else { 1 };
                if self.elide_elements(*ty, values.len() == per) {
                    out.push_str(ELIDED);
                } else {
                    crate::asm::dense::write_dense(
                        self.ctx,
                        out,
                        *ty,
                        *kind,
                        *complex,
                        values,
                        self.opts.hex_if_larger(),
                    );
                }
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::SparseElements {
                ty,
                indices,
                values,
            } => {
                if self.elide_sparse_part(*indices) || self.elide_sparse_part(*values) {
                    out.push_str(ELIDED);
                } else {
                    out.push_str("sparse<");
                    let ik = self.ctx.attr_kind(*indices);
                    if let AttrKind::DenseElements {
                        ty: ity,
                        kind,
                        values: ivals,
                        ..
                    } = ik
                    {
                        if self.num_elements(*ity).is_some_and(|n| n > 0) {
                            crate::asm::dense::write_elements(
                                self.ctx, out, *ity, *kind, false, ivals, None,
                            );
                            out.push_str(", ");
                            match self.ctx.attr_kind(*values) {
                                AttrKind::DenseElements {
                                    ty: vty,
                                    kind,
                                    complex,
                                    values: vvals,
                                } => crate::asm::dense::write_elements(
                                    self.ctx,
                                    out,
                                    *vty,
                                    *kind,
                                    *complex,
                                    vvals,
                                    self.opts.hex_if_larger(),
                                ),
                                AttrKind::Verbatim { body, .. } => out.push_str(body),
                                _ => {}
                            }
                        }
                    }
                    out.push('>');
                }
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::DenseArray { elem, kind, values } => {
                out.push_str("array<");
                self.write_type(out, *elem);
                for (i, &v) in values.iter().enumerate() {
                    out.push_str(if i == 0 { ": " } else { ", " });
                    crate::asm::dense::write_scalar(out, *kind, v);
                }
                out.push('>');
            }
            AttrKind::AffineMap(m) => {
                out.push_str("affine_map<");
                m.write(out);
                out.push('>');
            }
            AttrKind::IntegerSet(set) => {
                out.push_str("affine_set<");
                set.write(out);
                out.push('>');
            }
            AttrKind::Verbatim { keyword, body, ty } => {
                if self.elide_verbatim(keyword, body, *ty) {
                    out.push_str(ELIDED);
                } else {
                    let _ = write!(out, "{keyword}<{body}>");
                }
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Opaque { pieces, refs, ty } => {
                out.push('#');
                self.write_pieces(out, pieces, refs);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Dialect(d) => {
                super::attr_type::print_def(self, out, d, TypeOrAttr::Attr(a));
            }
            AttrKind::Location(_) => {
                if self.pretty_locs() {
                    self.write_loc_body(out, a, true);
                } else {
                    out.push_str("loc(");
                    self.write_loc_body(out, a, false);
                    out.push(')');
                }
            }
        }
    }

    /// Appends `a = 1 : i32, b` (unit values print as the bare name).
    pub fn write_dict_entries(&self, out: &mut String, entries: &[(crate::Identifier, Attribute)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_keyword_or_string(out, &self.ctx.ident_str(*k));
            if !matches!(self.ctx.attr_kind_ref(*v), AttrKind::Unit) {
                out.push_str(" = ");
                self.write_attr(out, *v, false);
            }
        }
    }

    /// Whether locations print in the pretty form (`--mlir-pretty-debuginfo`; it also
    /// applies to location attributes when op locations are not printed).
    fn pretty_locs(&self) -> bool {
        self.opts.pretty_debug_info
    }

    /// Appends an op's (or block argument's) trailing location as MLIR's `printLocation`:
    /// `loc(#alias)` / `loc(...)`, or the pretty form without alias at the top level.
    pub fn write_op_loc(&self, out: &mut String, a: Attribute) {
        if self.pretty_locs() {
            self.write_loc_body(out, a, true);
            return;
        }
        out.push_str("loc(");
        if let Some(name) = self.aliases.and_then(|m| m.get(&a)) {
            out.push('#');
            out.push_str(name);
        } else {
            self.write_loc_body(out, a, false);
        }
        out.push(')');
    }

    /// `loc(...)` of a location printed inline (a block argument's): `a` itself
    /// without its alias, the locations and attributes it holds with theirs.
    pub fn write_inline_loc(&self, out: &mut String, a: Attribute) {
        if self.pretty_locs() {
            self.write_loc_body(out, a, true);
            return;
        }
        out.push_str("loc(");
        self.write_loc_body(out, a, false);
        out.push(')');
    }

    /// A nested location: its alias if it has one, else its body.
    fn write_loc_inner(&self, out: &mut String, a: Attribute, pretty: bool) {
        if let Some(name) = self.aliases.and_then(|m| m.get(&a)) {
            out.push('#');
            out.push_str(name);
            return;
        }
        self.write_loc_body(out, a, pretty);
    }

    /// MLIR's `printLocationInternal` at the top level (no alias for `a` itself).
    fn write_loc_body(&self, out: &mut String, a: Attribute, pretty: bool) {
        let kind = self.ctx.attr_kind_ref(a);
        let AttrKind::Location(loc) = kind else {
            self.write_attr(out, a, false);
            return;
        };
        match loc {
            Location::Unknown => out.push_str(if pretty { "[unknown]" } else { "unknown" }),
            Location::FileLineCol { file, line, col } => {
                let file = self.ctx.ident_str(*file);
                if pretty {
                    out.push_str(&file);
                } else {
                    write_escaped_string(out, file.as_bytes());
                }
                let _ = write!(out, ":{line}:{col}");
            }
            Location::Name { name, child } => {
                write_escaped_string(out, self.ctx.ident_str(*name).as_bytes());
                if !matches!(
                    self.ctx.attr_kind_ref(*child),
                    AttrKind::Location(Location::Unknown)
                ) {
                    out.push('(');
                    self.write_loc_inner(out, *child, pretty);
                    out.push(')');
                }
            }
            Location::CallSite { callee, caller } => {
                if !pretty {
                    out.push_str("callsite(");
                }
                self.write_loc_inner(out, *callee, pretty);
                if pretty {
                    let is = |l: Attribute, f: fn(&Location) -> bool| matches!(self.ctx.attr_kind_ref(l), AttrKind::Location(x) if f(x));
                    let same_line = is(*callee, |l| matches!(l, Location::Name { .. }))
                        && is(*caller, |l| matches!(l, Location::FileLineCol { .. }));
                    out.push_str(if same_line { " at " } else { "\n at " });
                } else {
                    out.push_str(" at ");
                }
                self.write_loc_inner(out, *caller, pretty);
                if !pretty {
                    out.push(')');
                }
            }
            Location::Fused { locs, metadata } => {
                if !pretty {
                    out.push_str("fused");
                }
                if let Some(m) = metadata {
                    out.push('<');
                    self.write_attr(out, *m, false);
                    out.push('>');
                }
                out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_loc_inner(out, l, pretty);
                }
                out.push(']');
            }
            Location::Opaque(text) => out.push_str(text),
        }
    }

    /// Whether an elements attribute of shaped type `ty` prints elided
    /// (`--mlir-elide-elementsattrs-if-larger`): more elements than the limit and not a
    /// splat, as MLIR's `OpPrintingFlags::shouldElideElementsAttr`.
    fn elide_elements(&self, ty: Type, splat: bool) -> bool {
        let Some(limit) = self.opts.elide_elements_attrs_if_larger else {
            return false;
        };
        !splat && self.num_elements(ty).is_some_and(|n| n > limit)
    }

    /// Elision of the elements attributes kept as text: `dense` of strings (a splat is a
    /// single literal) and the `sparse` kept verbatim (elided when its indices or its
    /// values would be).
    fn elide_verbatim(&self, keyword: &str, body: &str, ty: Option<Type>) -> bool {
        let Some(limit) = self.opts.elide_elements_attrs_if_larger else {
            return false;
        };
        match keyword {
            "dense" => {
                // Equal strings are stored as a splat.
                let splat = !body.trim_start().starts_with('[') || literal_elements(body).1;
                ty.is_some_and(|t| self.elide_elements(t, splat))
            }
            "sparse" => {
                let Some((indices, values)) = split_top_comma(body) else {
                    return false;
                };
                [indices, values].into_iter().any(|part| {
                    let (n, equal) = literal_elements(part);
                    // Equal elements are stored as a splat.
                    n > limit && !equal
                })
            }
            _ => false,
        }
    }

    /// Whether the indices or the values of a `sparse` attribute would print elided.
    fn elide_sparse_part(&self, part: Attribute) -> bool {
        match self.ctx.attr_kind(part) {
            AttrKind::DenseElements {
                ty,
                complex,
                values,
                ..
            } => self.elide_elements(*ty, values.len() == if *complex { 2 } else { 1 }),
            AttrKind::Verbatim { keyword, body, ty } => self.elide_verbatim(keyword, body, *ty),
            _ => false,
        }
    }

    fn num_elements(&self, ty: Type) -> Option<u64> {
        let k = self.ctx.type_kind_ref(ty);
        let shape = match k {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => shape,
            _ => return None,
        };
        shape.iter().try_fold(1u64, |acc, &d| {
            if d == DYNAMIC {
                None
            } else {
                acc.checked_mul(d as u64)
            }
        })
    }

    /// The syntax of an attribute as a string.
    pub fn attr_to_string(&self, a: Attribute) -> String {
        let mut s = String::new();
        self.write_attr(&mut s, a, false);
        s
    }
}
