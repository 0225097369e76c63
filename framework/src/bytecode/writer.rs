//! The writer: MLIR 16's `IRNumberingState` and `BytecodeWriter`.

use std::collections::HashMap;

use super::encoding::*;
use crate::asm::print_attr::AttrPrinter;
use crate::asm::resources::{FileMetadata, ResourceValue};
use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::{Attribute, Context, Identifier, Type};

struct Entry<K> {
    value: K,
    dialect: usize,
    refs: u32,
    /// Either the encoding's items or the text.
    enc: Option<Vec<Item>>,
}

/// Arena-qualified handles: values, blocks and regions of different arenas may share
/// handles.
type Key<T> = (usize, T);

fn arena(b: &Body) -> usize {
    b as *const Body as usize
}

#[derive(Default)]
struct Strings {
    list: Vec<Vec<u8>>,
    map: HashMap<Vec<u8>, usize>,
}

impl Strings {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.map.get(s) {
            return i as u64;
        }
        self.list.push(s.to_vec());
        self.map.insert(s.to_vec(), self.list.len() - 1);
        (self.list.len() - 1) as u64
    }
}

struct Numbering<'c> {
    ctx: &'c Context,
    dialects: Vec<String>,
    dialect_map: HashMap<String, usize>,
    attrs: Vec<Entry<Attribute>>,
    attr_map: HashMap<Attribute, usize>,
    types: Vec<Entry<Type>>,
    type_map: HashMap<Type, usize>,
    ops: Vec<Entry<Identifier>>,
    op_map: HashMap<Identifier, usize>,
    /// Final numbers (by insertion index).
    attr_num: Vec<u64>,
    type_num: Vec<u64>,
    op_num: Vec<u64>,
    values: HashMap<Key<Value>, u64>,
    blocks: HashMap<Key<Block>, u64>,
    region_counts: HashMap<Key<Region>, (u64, u64)>,
    next_value: u64,
    /// Referenced dialect resources (builtin's), in first-reference order.
    resources: Vec<String>,
    resource_num: HashMap<String, u64>,
}

impl<'c> Numbering<'c> {
    fn dialect(&mut self, name: &str) -> usize {
        if let Some(&d) = self.dialect_map.get(name) {
            return d;
        }
        self.dialects.push(name.to_string());
        self.dialect_map
            .insert(name.to_string(), self.dialects.len() - 1);
        self.dialects.len() - 1
    }

    fn items(&mut self, items: &[Item]) {
        for i in items {
            match i {
                Item::Attr(a) => self.attr(*a),
                Item::Type(t) => self.ty(*t),
                Item::Resource(r) if !self.resources.contains(r) => {
                    self.resources.push(r.clone());
                }
                _ => {}
            }
        }
    }

    fn attr(&mut self, a: Attribute) {
        if let Some(&i) = self.attr_map.get(&a) {
            self.attrs[i].refs += 1;
            return;
        }
        let dialect = attr_dialect(self.ctx, a);
        let d = self.dialect(&dialect);
        let enc = if d == self.dialect("builtin") {
            encode_attr(self.ctx, a)
        } else {
            None
        };
        self.attr_map.insert(a, self.attrs.len());
        self.attrs.push(Entry {
            value: a,
            dialect: d,
            refs: 1,
            enc: None,
        });
        let i = self.attrs.len() - 1;
        if let Some(items) = &enc {
            self.items(items);
        }
        self.attrs[i].enc = enc;
    }

    fn ty(&mut self, t: Type) {
        if let Some(&i) = self.type_map.get(&t) {
            self.types[i].refs += 1;
            return;
        }
        let dialect = type_dialect(self.ctx, t);
        let d = self.dialect(&dialect);
        let enc = if d == self.dialect("builtin") {
            encode_type(self.ctx, t)
        } else {
            None
        };
        self.type_map.insert(t, self.types.len());
        self.types.push(Entry {
            value: t,
            dialect: d,
            refs: 1,
            enc: None,
        });
        let i = self.types.len() - 1;
        if let Some(items) = &enc {
            self.items(items);
        }
        self.types[i].enc = enc;
    }

    fn op_name(&mut self, n: Identifier) {
        if let Some(&i) = self.op_map.get(&n) {
            self.ops[i].refs += 1;
            return;
        }
        let name = self.ctx.ident_str(n);
        // MLIR's `getDialectNamespace`: the name before the first `.` (all of it when
        // there is none).
        let dialect = name.split_once('.').map_or(&*name, |(d, _)| d).to_string();
        let d = self.dialect(&dialect);
        self.op_map.insert(n, self.ops.len());
        self.ops.push(Entry {
            value: n,
            dialect: d,
            refs: 1,
            enc: None,
        });
    }

    fn op(&mut self, b: &Body, op: Op) {
        self.op_name(b.op_name(op));
        for &r in b.results(op) {
            self.values.insert((arena(b), r), self.next_value);
            self.next_value += 1;
            self.ty(b.value_type(r));
        }
        let attrs = b.attrs(op);
        if !self.ctx.dictionary_entries_ref(attrs).is_empty() {
            self.attr(attrs);
        }
        self.attr(b.loc(op));
    }

    fn region(&mut self, b: &Body, r: Region) {
        let first = self.next_value;
        let mut count = 0;
        for (i, blk) in b.region_blocks(r).enumerate() {
            self.blocks.insert((arena(b), blk), i as u64);
            for &a in b.block_args(blk) {
                self.values.insert((arena(b), a), self.next_value);
                self.next_value += 1;
                let loc = b.arg_loc(a).unwrap_or_else(|| self.ctx.unknown_loc());
                self.attr(loc);
                self.ty(b.value_type(a));
            }
            for op in b.block_ops(blk) {
                self.op(b, op);
            }
            count += 1;
        }
        if count > 0 {
            self.region_counts
                .insert((arena(b), r), (count, self.next_value - first));
        }
    }
}

/// The regions of `op` with the arena holding them.
fn op_regions(b: &Body, op: Op) -> (&Body, &[Region]) {
    let regions = b.regions(op);
    match b.nested_body(op) {
        Some(nb) => (nb, regions),
        None => (b, regions),
    }
}

/// MLIR's `groupByDialectPerByte` on `order` (positions of the entries, already in use
/// count order): each byte-width group (the first 128 numbers, the next 2^14 - 128, ...)
/// is sorted by dialect, the dialect that ended the previous group first.
fn group_by_dialect(order: &mut [usize], dialect: impl Fn(usize) -> usize) {
    if order.is_empty() {
        return;
    }
    let mut first = 0usize;
    let mut in_group: u64 = 0;
    let mut start = 0usize;
    for i in 1..9u32 {
        in_group = (1u64 << (7 * i)) - in_group;
        let end = (start as u64 + in_group).min(order.len() as u64) as usize;
        let sub = &mut order[start..end];
        // The comparator MLIR 16 uses: "`l` before `r`" when `l` is of the dialect ordered
        // first and `r` is not, else by dialect number. It is not a strict weak ordering:
        // with `l` of a dialect numbered below `first` and `r` of `first`, both `l < r` and
        // `r < l` hold. The order it gives then depends on the exact steps of the sort
        // algorithm, so the sort is libstdc++'s `std::stable_sort` step by step (what
        // mlir-opt 16 is built with); any other stable sort can order such a group
        // differently and so number attributes and types differently.
        let f = first;
        libstdcxx_stable_sort(sub, |&l, &r| {
            let (dl, dr) = (dialect(l), dialect(r));
            if dl == f {
                dr != f
            } else {
                dl < dr
            }
        });
        first = sub.last().map_or(first, |&e| dialect(e));
        start = end;
        if start >= order.len() {
            break;
        }
    }
}

/// libstdc++'s `std::stable_sort` (GCC 12), the same sequence of comparisons and moves, for
/// comparators that are not strict weak orderings (`less(a, b)` is "`a` goes before `b`").
/// With a strict weak ordering it is just a stable sort.
///
/// libstdc++ takes a buffer of half the length, sorts each half with
/// [`merge_sort_with_buffer`] and merges the two halves through the buffer
/// ([`merge_halves`]). (Without a buffer, when allocation fails, it uses an in-place merge
/// sort instead; a `Vec` here does not fail, so that path is not reproduced.)
fn libstdcxx_stable_sort<T: Copy>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    if v.is_empty() {
        return;
    }
    let mid = v.len().div_ceil(2);
    let mut buf = v[..mid].to_vec();
    merge_sort_with_buffer(&mut v[..mid], &mut buf, &mut less);
    merge_sort_with_buffer(&mut v[mid..], &mut buf, &mut less);
    merge_halves(v, mid, &mut buf, &mut less);
}

/// libstdc++'s `_S_chunk_size`: the run length sorted by insertion before merging.
const CHUNK: usize = 7;

/// `__merge_sort_with_buffer`: insertion-sort runs of [`CHUNK`], then merge runs of doubling
/// length back and forth between `v` and `buf`, two passes per round.
fn merge_sort_with_buffer<T: Copy>(
    v: &mut [T],
    buf: &mut [T],
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    let len = v.len();
    let buf = &mut buf[..len];
    // `__chunk_insertion_sort`: whole chunks, then the rest.
    for chunk in v.chunks_mut(CHUNK) {
        insertion_sort(chunk, less);
    }
    let mut step = CHUNK;
    while step < len {
        merge_sort_loop(v, buf, step, less);
        step *= 2;
        merge_sort_loop(buf, v, step, less);
        step *= 2;
    }
}

/// `__insertion_sort`: an element that goes before the first moves straight to the front;
/// any other is moved left while it goes before its left neighbour (libstdc++'s
/// `__unguarded_linear_insert`, which relies on the front check to stop; the `j > 0` bound
/// only guards against a comparator answering differently for the same pair).
fn insertion_sort<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let val = v[i];
        if less(&val, &v[0]) {
            v.copy_within(0..i, 1);
            v[0] = val;
        } else {
            let mut j = i;
            while j > 0 && less(&val, &v[j - 1]) {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = val;
        }
    }
}

/// `__merge_sort_loop`: merge consecutive pairs of `step`-long runs of `src` into `dst`; the
/// tail (less than two runs) is merged as a run of at most `step` and the rest.
fn merge_sort_loop<T: Copy>(
    src: &[T],
    dst: &mut [T],
    step: usize,
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    let two = 2 * step;
    let mut i = 0;
    while src.len() - i >= two {
        move_merge(
            &src[i..i + step],
            &src[i + step..i + two],
            &mut dst[i..i + two],
            less,
        );
        i += two;
    }
    let s = step.min(src.len() - i);
    move_merge(&src[i..i + s], &src[i + s..], &mut dst[i..], less);
}

/// `__move_merge`: take from `b` only when its head goes before `a`'s head, else from `a`;
/// then what is left of `a`, then of `b`.
fn move_merge<T: Copy>(a: &[T], b: &[T], out: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    let (mut i, mut j, mut k) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        if less(&b[j], &a[i]) {
            out[k] = b[j];
            j += 1;
        } else {
            out[k] = a[i];
            i += 1;
        }
        k += 1;
    }
    out[k..k + a.len() - i].copy_from_slice(&a[i..]);
    k += a.len() - i;
    out[k..k + b.len() - j].copy_from_slice(&b[j..]);
}

/// `__merge_adaptive` with a buffer large enough for either half: when the first half is
/// not longer than the second it moves to the buffer and the merge runs forwards
/// (`__move_merge_adaptive`); otherwise the second half moves to the buffer and the merge
/// runs backwards from the ends (`__move_merge_adaptive_backward`), taking the first half's
/// last element only when the second half's last goes before it.
fn merge_halves<T: Copy>(
    v: &mut [T],
    mid: usize,
    buf: &mut [T],
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    let (len1, len2) = (mid, v.len() - mid);
    if len1 <= len2 {
        buf[..len1].copy_from_slice(&v[..mid]);
        let (mut i, mut j, mut k) = (0, mid, 0);
        while i < len1 && j < v.len() {
            if less(&v[j], &buf[i]) {
                v[k] = v[j];
                j += 1;
            } else {
                v[k] = buf[i];
                i += 1;
            }
            k += 1;
        }
        // What is left of the second half is already in place.
        v[k..k + len1 - i].copy_from_slice(&buf[i..len1]);
    } else {
        buf[..len2].copy_from_slice(&v[mid..]);
        if len2 == 0 {
            return;
        }
        let (mut l1, mut l2, mut out) = (mid, len2, v.len());
        loop {
            out -= 1;
            if less(&buf[l2 - 1], &v[l1 - 1]) {
                v[out] = v[l1 - 1];
                l1 -= 1;
                if l1 == 0 {
                    v[out - l2..out].copy_from_slice(&buf[..l2]);
                    return;
                }
            } else {
                v[out] = buf[l2 - 1];
                l2 -= 1;
                if l2 == 0 {
                    return;
                }
            }
        }
    }
}

/// Writes `root` (and the resources of `meta` it references, and `meta`'s external
/// resources) in MLIR 16's bytecode format.
pub fn write(ctx: &Context, body: &Body, root: Op, meta: Option<&FileMetadata>) -> Vec<u8> {
    let mut n = Numbering {
        ctx,
        dialects: Vec::new(),
        dialect_map: HashMap::new(),
        attrs: Vec::new(),
        attr_map: HashMap::new(),
        types: Vec::new(),
        type_map: HashMap::new(),
        ops: Vec::new(),
        op_map: HashMap::new(),
        attr_num: Vec::new(),
        type_num: Vec::new(),
        op_num: Vec::new(),
        values: HashMap::new(),
        blocks: HashMap::new(),
        region_counts: HashMap::new(),
        next_value: 0,
        resources: Vec::new(),
        resource_num: HashMap::new(),
    };
    n.op(body, root);
    let mut stack: Vec<(&Body, Region, u64)> = Vec::new();
    {
        let (rb, regions) = op_regions(body, root);
        for &r in regions {
            stack.push((rb, r, n.next_value));
        }
    }
    while let Some((b, r, start)) = stack.pop() {
        n.next_value = start;
        n.region(b, r);
        for blk in b.region_blocks(r) {
            for op in b.block_ops(blk) {
                let first = if b.is_isolated(op) { 0 } else { n.next_value };
                let (rb, regions) = op_regions(b, op);
                for &nr in regions {
                    stack.push((rb, nr, first));
                }
            }
        }
    }
    // Sort by use count (stable; a strict ordering, so any stable sort gives MLIR's order),
    // then group by dialect per byte width. The entries end in number order; the result
    // maps each entry's insertion index to its number.
    fn order<K>(entries: &mut Vec<Entry<K>>) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..entries.len()).collect();
        idx.sort_by(|&a, &b| entries[b].refs.cmp(&entries[a].refs));
        group_by_dialect(&mut idx, |i| entries[i].dialect);
        let mut numbers = vec![0; idx.len()];
        for (k, &i) in idx.iter().enumerate() {
            numbers[i] = k;
        }
        let mut taken: Vec<Option<Entry<K>>> = entries.drain(..).map(Some).collect();
        entries.extend(
            idx.iter()
                .map(|&i| taken[i].take().expect("each entry once")),
        );
        numbers
    }
    let attr_numbers = order(&mut n.attrs);
    let type_numbers = order(&mut n.types);
    let op_numbers = order(&mut n.ops);
    n.attr_num = attr_numbers.iter().map(|&x| x as u64).collect();
    n.type_num = type_numbers.iter().map(|&x| x as u64).collect();
    n.op_num = op_numbers.iter().map(|&x| x as u64).collect();

    // Dialect resources: those with data first, in reference order, then declarations.
    let builtin_blobs: Vec<(String, Vec<u8>)> = meta
        .and_then(|m| m.dialect_resources.iter().find(|g| g.name == "builtin"))
        .map(|g| {
            g.entries
                .iter()
                .filter_map(|(k, v)| match v {
                    ResourceValue::Blob(b) => Some((k.clone(), b.clone())),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let with_data: Vec<&String> = n
        .resources
        .iter()
        .filter(|r| builtin_blobs.iter().any(|(k, _)| k == *r))
        .collect();
    let declared: Vec<&String> = n
        .resources
        .iter()
        .filter(|r| !builtin_blobs.iter().any(|(k, _)| k == *r))
        .collect();
    let mut resource_num = HashMap::new();
    for (i, r) in with_data.iter().chain(declared.iter()).enumerate() {
        resource_num.insert((*r).clone(), i as u64);
    }
    n.resource_num = resource_num;

    let mut strings = Strings::default();
    let mut out = Emitter::default();
    out.bytes(super::MAGIC);
    out.varint(0);
    out.bytes(super::PRODUCER.as_bytes());
    out.byte(0);

    // Dialect section.
    let mut ds = Emitter::default();
    ds.varint(n.dialects.len() as u64);
    for d in &n.dialects {
        ds.varint(strings.insert(d.as_bytes()));
    }
    let ops_sorted: Vec<&Entry<Identifier>> = n.ops.iter().collect();
    let mut i = 0;
    while i < ops_sorted.len() {
        let d = ops_sorted[i].dialect;
        let j = i + ops_sorted[i..]
            .iter()
            .take_while(|e| e.dialect == d)
            .count();
        ds.varint(d as u64);
        ds.varint((j - i) as u64);
        for e in &ops_sorted[i..j] {
            let name = ctx.ident_str(e.value);
            let short = name.split_once('.').map_or("", |(_, s)| s);
            ds.varint(strings.insert(short.as_bytes()));
        }
        i = j;
    }
    out.section(SEC_DIALECT, ds);

    // Attribute and type sections.
    let mut at = Emitter::default();
    let mut off = Emitter::default();
    off.varint(n.attrs.len() as u64);
    off.varint(n.types.len() as u64);
    let mut prev = 0usize;
    let printer = AttrPrinter { ctx, aliases: None };
    for pass in 0..2 {
        let count = if pass == 0 {
            n.attrs.len()
        } else {
            n.types.len()
        };
        let mut i = 0;
        while i < count {
            let dialect_of = |k: usize| {
                if pass == 0 {
                    n.attrs[k].dialect
                } else {
                    n.types[k].dialect
                }
            };
            let d = dialect_of(i);
            let mut j = i;
            while j < count && dialect_of(j) == d {
                j += 1;
            }
            off.varint(d as u64);
            off.varint((j - i) as u64);
            for k in i..j {
                let enc = if pass == 0 {
                    &n.attrs[k].enc
                } else {
                    &n.types[k].enc
                };
                match enc {
                    Some(items) => write_items(&mut at, items, &n, &mut strings),
                    None => {
                        let text = if pass == 0 {
                            printer.attr_to_string(n.attrs[k].value)
                        } else {
                            printer.type_to_string(n.types[k].value)
                        };
                        at.bytes(text.as_bytes());
                        at.byte(0);
                    }
                }
                off.varint_flag((at.buf.len() - prev) as u64, enc.is_some());
                prev = at.buf.len();
            }
            i = j;
        }
    }
    out.section(SEC_ATTR_TYPE_OFFSET, off);
    out.section(SEC_ATTR_TYPE, at);

    // IR section.
    let mut ir = Emitter::default();
    ir.varint_flag(1, false);
    write_op(&mut ir, &n, body, root);
    out.section(SEC_IR, ir);

    // Resource sections.
    let mut res = Emitter::default();
    let mut roff = Emitter::default();
    let externals: Vec<_> = meta
        .map(|m| m.external_resources.iter().collect())
        .unwrap_or_default();
    let has_dialect_group = !n.resources.is_empty();
    {
        let mut prev = 0usize;
        let entry = |res: &mut Emitter,
                     strings: &mut Strings,
                     v: &ResourceValue,
                     prev: &mut usize|
         -> (u64, u8) {
            let kind = match v {
                ResourceValue::Bool(b) => {
                    res.byte(u8::from(*b));
                    KIND_BOOL
                }
                ResourceValue::String(s) => {
                    let i = strings.insert(s);
                    res.varint(i);
                    KIND_STRING
                }
                ResourceValue::Blob(b) => {
                    write_blob(res, b);
                    KIND_BLOB
                }
            };
            let size = (res.buf.len() - *prev) as u64;
            *prev = res.buf.len();
            (size, kind)
        };
        roff.varint(externals.len() as u64);
        for g in &externals {
            let mut done = Vec::new();
            for (k, v) in &g.entries {
                let (size, kind) = entry(&mut res, &mut strings, v, &mut prev);
                done.push((k, size, kind));
            }
            roff.varint(strings.insert(g.name.as_bytes()));
            roff.varint(done.len() as u64);
            for (k, size, kind) in done {
                roff.varint(strings.insert(k.as_bytes()));
                roff.varint(size);
                roff.byte(kind);
            }
        }
        if has_dialect_group {
            let mut done = Vec::new();
            for r in &with_data {
                let blob = &builtin_blobs
                    .iter()
                    .find(|(k, _)| k == *r)
                    .expect("has data")
                    .1;
                let (size, kind) = entry(
                    &mut res,
                    &mut strings,
                    &ResourceValue::Blob(blob.clone()),
                    &mut prev,
                );
                done.push(((*r).clone(), size, kind));
            }
            for r in &declared {
                let size = (res.buf.len() - prev) as u64;
                prev = res.buf.len();
                done.push(((*r).clone(), size, KIND_BLOB));
            }
            let builtin = n.dialect_map["builtin"];
            roff.varint(builtin as u64);
            roff.varint(done.len() as u64);
            for (k, size, kind) in done {
                roff.varint(strings.insert(k.as_bytes()));
                roff.varint(size);
                roff.byte(kind);
            }
        }
        out.section(SEC_RESOURCE_OFFSET, roff);
        out.section(SEC_RESOURCE, res);
    }

    // String section.
    let mut ss = Emitter::default();
    ss.varint(strings.list.len() as u64);
    for s in strings.list.iter().rev() {
        ss.varint(s.len() as u64 + 1);
    }
    for s in &strings.list {
        ss.bytes(s);
        ss.byte(0);
    }
    out.section(SEC_STRING, ss);
    out.buf
}

/// A blob: its alignment (the first 4 bytes of the stored form), size, padding, data.
fn write_blob(e: &mut Emitter, stored: &[u8]) {
    let (align, data) = if stored.len() >= 4 {
        (
            u32::from_le_bytes([stored[0], stored[1], stored[2], stored[3]]),
            &stored[4..],
        )
    } else {
        (1, stored)
    };
    e.varint(u64::from(align));
    e.varint(data.len() as u64);
    if align.is_power_of_two() {
        e.align_to(align);
    }
    e.bytes(data);
}

fn write_items(e: &mut Emitter, items: &[Item], n: &Numbering<'_>, strings: &mut Strings) {
    for i in items {
        match i {
            Item::VarInt(v) => e.varint(*v),
            Item::SVarInt(v) => e.svarint(*v),
            Item::Byte(b) => e.byte(*b),
            Item::Attr(a) => e.varint(n.attr_num[n.attr_map[a]]),
            Item::Type(t) => e.varint(n.type_num[n.type_map[t]]),
            Item::Str(s) => e.varint(strings.insert(s)),
            Item::Resource(r) => e.varint(n.resource_num[r]),
            Item::Blob(b) => {
                e.varint(b.len() as u64);
                e.bytes(b);
            }
        }
    }
}

fn write_op(e: &mut Emitter, n: &Numbering<'_>, b: &Body, op: Op) {
    let ctx = n.ctx;
    e.varint(n.op_num[n.op_map[&b.op_name(op)]]);
    let mask_at = e.buf.len();
    e.byte(0);
    let mut mask = 0u8;
    e.varint(n.attr_num[n.attr_map[&b.loc(op)]]);
    let attrs = b.attrs(op);
    if !ctx.dictionary_entries_ref(attrs).is_empty() {
        mask |= HAS_ATTRS;
        e.varint(n.attr_num[n.attr_map[&attrs]]);
    }
    let results = b.results(op);
    if !results.is_empty() {
        mask |= HAS_RESULTS;
        e.varint(results.len() as u64);
        for &r in results {
            e.varint(n.type_num[n.type_map[&b.value_type(r)]]);
        }
    }
    if b.num_operands(op) > 0 {
        mask |= HAS_OPERANDS;
        e.varint(b.num_operands(op) as u64);
        for v in b.operands(op) {
            e.varint(n.values[&(arena(b), v)]);
        }
    }
    if b.successors(op).len() > 0 {
        mask |= HAS_SUCCESSORS;
        e.varint(b.successors(op).len() as u64);
        for s in b.successors(op) {
            e.varint(n.blocks[&(arena(b), s)]);
        }
    }
    let (rb, regions) = op_regions(b, op);
    if !regions.is_empty() {
        mask |= HAS_REGIONS;
    }
    e.buf[mask_at] = mask;
    if !regions.is_empty() {
        e.varint_flag(regions.len() as u64, b.is_isolated(op));
        for &r in regions {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || write_region(e, n, rb, r));
        }
    }
}

fn write_region(e: &mut Emitter, n: &Numbering<'_>, b: &Body, r: Region) {
    let Some(&(blocks, values)) = n.region_counts.get(&(arena(b), r)) else {
        e.varint(0);
        return;
    };
    e.varint(blocks);
    e.varint(values);
    for blk in b.region_blocks(r) {
        let args = b.block_args(blk);
        e.varint_flag(b.block_ops(blk).count() as u64, !args.is_empty());
        if !args.is_empty() {
            e.varint(args.len() as u64);
            for &a in args {
                e.varint(n.type_num[n.type_map[&b.value_type(a)]]);
                let loc = b.arg_loc(a).unwrap_or_else(|| n.ctx.unknown_loc());
                e.varint(n.attr_num[n.attr_map[&loc]]);
            }
        }
        for op in b.block_ops(blk) {
            write_op(e, n, b, op);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::libstdcxx_stable_sort;

    /// Sorts positions `0..d.len()` with MLIR 16's dialect-grouping comparator (`first`
    /// ordered first, then by number) over the dialects `d`.
    fn sort_by_dialect(d: &[u32], first: u32) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..d.len()).collect();
        libstdcxx_stable_sort(&mut idx, |&l, &r| {
            if d[l] == first {
                d[r] != first
            } else {
                d[l] < d[r]
            }
        });
        idx
    }

    // The expected orders are those of libstdc++'s (GCC 12) std::stable_sort with the
    // same comparator and input.

    #[test]
    fn non_strict_comparator_short_input() {
        let d = [1, 0, 1, 2, 2, 1, 2, 1, 1, 2];
        assert_eq!(sort_by_dialect(&d, 1), [2, 5, 7, 8, 1, 0, 3, 4, 6, 9]);
    }

    #[test]
    fn non_strict_comparator_odd_length_backward_merge() {
        let d: Vec<u32> = (0..37u32).map(|i| (i * i * 7 + 3 * i) % 4).collect();
        let want = [
            31, 35, 36, 5, 13, 17, 25, 29, 33, 34, 3, 11, 15, 16, 23, 27, 28, 32, 1, 2, 6, 9, 10,
            14, 18, 21, 22, 26, 30, 0, 4, 7, 8, 12, 19, 20, 24,
        ];
        assert_eq!(sort_by_dialect(&d, 2), want);
    }

    #[test]
    fn non_strict_comparator_even_length_forward_merge() {
        let d: Vec<u32> = (0..60u32).map(|i| (i * 13 + i / 3) % 5).collect();
        let want = [
            27, 57, 20, 26, 29, 50, 56, 59, 13, 19, 25, 28, 43, 49, 55, 58, 6, 12, 18, 24, 36, 42,
            48, 54, 5, 11, 17, 23, 35, 41, 47, 53, 4, 10, 16, 22, 34, 40, 46, 52, 3, 9, 15, 21, 33,
            39, 45, 51, 2, 8, 14, 32, 38, 44, 1, 7, 31, 37, 0, 30,
        ];
        assert_eq!(sort_by_dialect(&d, 3), want);
    }

    #[test]
    fn strict_comparator_is_a_stable_sort() {
        for n in 0..200u32 {
            let keys: Vec<u32> = (0..n).map(|i| (i * 2654435761u32) >> 28).collect();
            let mut got: Vec<usize> = (0..keys.len()).collect();
            libstdcxx_stable_sort(&mut got, |&a, &b| keys[a] < keys[b]);
            let mut want: Vec<usize> = (0..keys.len()).collect();
            want.sort_by_key(|&i| keys[i]);
            assert_eq!(got, want, "length {n}");
        }
    }
}
