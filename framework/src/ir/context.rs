//! The context: the `Sync` interner that uniques types, attributes and identifiers, and the
//! registry of known operations.
//!
//! Every type and attribute is stored once (hash-consed) and named by a `u32` handle, so
//! equality is a handle comparison. The tables are `RwLock`-protected and sharded by hash, so
//! many threads can read and intern at the same time; a lookup of existing data takes only a
//! read lock on one shard.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use hashbrown::HashTable;

use crate::ir::attrs::{AttrKind, Location};
use crate::ir::dialect_data::AttrTypeDefinition;
use crate::ir::types::TypeKind;

const SHARDS: usize = 16;

/// A fast non-cryptographic hasher (the `FxHash` mix used by rustc); interned keys are not
/// attacker-controlled in a way that matters here, and SipHash dominated parse time.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        // The tail is read with loads of its own width (overlapping where it is 4-7
        // bytes) rather than copied into a zeroed buffer: a byte-wise copy followed by one
        // 8-byte load stalls on store forwarding, and names are hashed for every value.
        let rest = chunks.remainder();
        let n = rest.len();
        if n >= 4 {
            let lo = u32::from_le_bytes(rest[..4].try_into().expect("4 bytes"));
            let hi = u32::from_le_bytes(rest[n - 4..].try_into().expect("4 bytes"));
            self.add(u64::from(lo) | (u64::from(hi) << 32));
        } else if n > 0 {
            let w =
                u64::from(rest[0]) | (u64::from(rest[n / 2]) << 8) | (u64::from(rest[n - 1]) << 16);
            self.add(w);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The Fx mix only carries input bits upwards; hashbrown indexes buckets with the low
        // bits, so finish with splitmix64's avalanche to spread every input bit.
        let mut z = self.hash;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// A `HashSet` with [`FxHasher`].
pub type FxHashSet<K> = std::collections::HashSet<K, BuildHasherDefault<FxHasher>>;

/// log2 of the slots of a leaf of a [`Radix`].
const LEAF_BITS: u32 = 12;
/// log2 of the leaves under one middle node of a [`Radix`].
const MID_BITS: u32 = 10;
/// Slots of a leaf of a [`Radix`].
const LEAF_SLOTS: usize = 1 << LEAF_BITS;
/// Middle nodes of a [`Radix`]: with the two levels below, all `u32` indices.
const TOP_NODES: usize = 1 << (32 - LEAF_BITS - MID_BITS);

type Leaf<S> = Box<[S]>;
type Mid<S> = Box<[OnceLock<Leaf<S>>]>;

/// Slots for every `u32` index, allocated on first use and never moved, read without a
/// lock: a radix tree of three levels (1,024 middle nodes of 1,024 leaves of 4,096 slots).
/// At most one leaf of 4,096 slots is allocated per index range in use. The first leaf
/// (indices below 4,096, where nearly every program's types, attributes and op names
/// sit) is allocated up front and read directly, without the two levels above it.
struct Radix<S> {
    first: Box<[S; LEAF_SLOTS]>,
    top: Box<[OnceLock<Mid<S>>]>,
}

impl<S: Default> Radix<S> {
    fn new() -> Self {
        let first: Box<[S]> = (0..LEAF_SLOTS).map(|_| S::default()).collect();
        Radix {
            first: first.try_into().ok().expect("a leaf of LEAF_SLOTS slots"),
            top: (0..TOP_NODES).map(|_| OnceLock::new()).collect(),
        }
    }

    /// (middle node, leaf, slot) of an index.
    #[inline]
    fn locate(i: u32) -> (usize, usize, usize) {
        let i = i as usize;
        (
            i >> (LEAF_BITS + MID_BITS),
            (i >> LEAF_BITS) & ((1 << MID_BITS) - 1),
            i & ((1 << LEAF_BITS) - 1),
        )
    }

    /// The slot of `i`, if its leaf exists.
    #[inline]
    fn get(&self, i: u32) -> Option<&S> {
        if (i as usize) < LEAF_SLOTS {
            return Some(&self.first[i as usize]);
        }
        let (t, m, o) = Self::locate(i);
        self.top[t].get()?[m].get().map(|leaf| &leaf[o])
    }

    /// The slot of `i`, allocating its leaf (and middle node) if need be.
    fn get_or_alloc(&self, i: u32) -> &S {
        if (i as usize) < LEAF_SLOTS {
            return &self.first[i as usize];
        }
        let (t, m, o) = Self::locate(i);
        let mid =
            self.top[t].get_or_init(|| (0..1usize << MID_BITS).map(|_| OnceLock::new()).collect());
        let leaf = mid[m].get_or_init(|| (0..1usize << LEAF_BITS).map(|_| S::default()).collect());
        &leaf[o]
    }
}

/// An append-only id → value table storing values inline, with lock-free reads: dense ids
/// into a [`Radix`] of `OnceLock` slots, each set once. No allocation per value.
struct SlotTable<T> {
    slots: Radix<OnceLock<T>>,
    len: AtomicU32,
}

impl<T> SlotTable<T> {
    fn new() -> Self {
        SlotTable {
            slots: Radix::new(),
            len: AtomicU32::new(0),
        }
    }

    /// Appends a value; returns its id. Ids are dense and in call order.
    fn push(&self, v: T) -> u32 {
        let id = self.len.fetch_add(1, Ordering::Relaxed);
        assert!(id != u32::MAX, "interner id space exhausted");
        if self.slots.get_or_alloc(id).set(v).is_err() {
            unreachable!("interner slot {id} set twice");
        }
        id
    }

    #[inline]
    fn get(&self, id: u32) -> &T {
        self.slots
            .get(id)
            .and_then(OnceLock::get)
            .expect("id from this interner")
    }

    fn len(&self) -> usize {
        self.len.load(Ordering::Acquire) as usize
    }
}

/// A sharded, thread-safe hash-consing table from values to dense `u32` ids, storing each
/// value once, inline (types and attributes).
///
/// Value → id: 16 `RwLock`ed hash tables chosen by hash, of (32 bits of hash, id) pairs
/// compared against the stored values. Id → value: a [`SlotTable`] with lock-free reads.
pub struct ValueInterner<T: Eq + Hash> {
    shards: Vec<RwLock<HashTable<(u32, u32)>>>,
    values: SlotTable<T>,
}

/// The 64-bit table hash made from 32 stored bits.
#[inline]
fn wide_hash(h: u32) -> u64 {
    (u64::from(h) << 32) | u64::from(h)
}

impl<T: Eq + Hash> ValueInterner<T> {
    /// An empty table.
    pub fn new() -> Self {
        ValueInterner {
            shards: (0..SHARDS).map(|_| RwLock::new(HashTable::new())).collect(),
            values: SlotTable::new(),
        }
    }

    /// The id of `v`, adding it if it is new.
    pub fn intern(&self, v: T) -> u32 {
        let mut h = FxHasher::default();
        v.hash(&mut h);
        let h = h.finish();
        // The shard comes from the high bits, the stored hash from the low ones.
        let shard = &self.shards[(h >> 32) as usize % SHARDS];
        let h32 = h as u32;
        let eq = |&(eh, id): &(u32, u32)| eh == h32 && *self.values.get(id) == v;
        if let Some(&(_, id)) = shard
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .find(wide_hash(h32), eq)
        {
            return id;
        }
        let mut map = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, id)) = map.find(wide_hash(h32), eq) {
            return id;
        }
        let id = self.values.push(v);
        map.insert_unique(wide_hash(h32), (h32, id), |&(eh, _)| wide_hash(eh));
        id
    }

    /// The value of an id, borrowed (no lock).
    #[inline]
    pub fn get(&self, id: u32) -> &T {
        self.values.get(id)
    }

    /// Number of distinct values interned.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing has been interned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T: Eq + Hash> Default for ValueInterner<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The id bit of the attributes that are [`CompactLoc`]s.
const COMPACT_LOC: u32 = 1 << 31;

/// A `file:line:col` location in 24 bytes rather than an `AttrKind` slot's 80: its
/// `AttrKind` is built (and boxed) the first time someone asks for it, which only
/// diagnostics and printing with locations do. The slot is written once, by the thread
/// that makes the location, before its id is published (under the `file_locs` lock, or
/// handed over with what the thread built); plain atomic fields make that write a few
/// stores instead of a `OnceLock::set` (a `Once` call) per op parsed.
#[derive(Default)]
struct CompactLoc {
    file: AtomicU32,
    line: AtomicU32,
    col: AtomicU32,
    kind: OnceLock<Box<AttrKind>>,
}

impl CompactLoc {
    fn kind(&self) -> &AttrKind {
        self.kind.get_or_init(|| {
            Box::new(AttrKind::Location(Location::FileLineCol {
                file: Identifier(self.file.load(Ordering::Acquire)),
                line: self.line.load(Ordering::Acquire),
                col: self.col.load(Ordering::Acquire),
            }))
        })
    }
}

/// The [`CompactLoc`]s by index: a [`Radix`] of slots and the count handed out.
struct CompactLocs {
    slots: Radix<CompactLoc>,
    len: AtomicU32,
}

impl CompactLocs {
    fn new() -> Self {
        CompactLocs {
            slots: Radix::new(),
            len: AtomicU32::new(0),
        }
    }

    /// Records a location; returns its index. Indices are dense and in call order.
    fn push(&self, file: Identifier, line: u32, col: u32) -> u32 {
        let index = self.len.fetch_add(1, Ordering::Relaxed);
        assert!(index < COMPACT_LOC - 1, "location id space exhausted");
        let slot = self.slots.get_or_alloc(index);
        slot.file.store(file.0, Ordering::Release);
        slot.line.store(line, Ordering::Release);
        slot.col.store(col, Ordering::Release);
        index
    }

    #[inline]
    fn get(&self, index: u32) -> &CompactLoc {
        debug_assert!(index < self.len.load(Ordering::Relaxed));
        self.slots.get(index).expect("id of a compact location")
    }
}

/// Registered op records by uniqued op name, read without a lock: the records sit in a
/// [`SlotTable`], and a [`Radix`] indexed by identifier id holds `1 + record index` (0:
/// not an op). Op names are interned when their dialect registers, so only the first
/// leaf of the index is usually allocated. Re-registering a name points it at a new
/// record (the old one stays, unreferenced).
struct OpTable {
    /// The records of each name by identifier: the first registration, which links to
    /// the next one if the name was registered again (a dialect adding details to the
    /// records of its generated ops), and so on; a lookup reads the last.
    records: Radix<OnceLock<Box<OpRecord>>>,
    /// The registered names, in the order they were first registered; also serializes
    /// registrations (reads of records take no lock).
    write: Mutex<Vec<Identifier>>,
}

/// One registration of an op name, and the one that replaced it, if any.
struct OpRecord {
    info: OpInfo,
    newer: OnceLock<Box<OpRecord>>,
}

impl OpRecord {
    fn new(info: OpInfo) -> Box<Self> {
        Box::new(OpRecord {
            info,
            newer: OnceLock::new(),
        })
    }

    /// The latest registration from this one on.
    #[inline]
    fn latest(&self) -> &OpRecord {
        let mut r = self;
        while let Some(n) = r.newer.get() {
            r = n;
        }
        r
    }
}

impl OpTable {
    fn new() -> Self {
        OpTable {
            records: Radix::new(),
            write: Mutex::new(Vec::new()),
        }
    }

    #[inline]
    fn get(&self, name: Identifier) -> Option<&OpInfo> {
        let first = self.records.get(name.0)?.get()?;
        Some(&first.latest().info)
    }

    fn set(&self, name: Identifier, info: OpInfo) {
        let mut names = self.write.lock().unwrap_or_else(|e| e.into_inner());
        let slot = self.records.get_or_alloc(name.0);
        match slot.get() {
            None => {
                let _ = slot.set(OpRecord::new(info));
                names.push(name);
            }
            Some(first) => {
                // Registrations are serialized: the latest has no newer one yet.
                let _ = first.latest().newer.set(OpRecord::new(info));
            }
        }
    }
}

/// A sharded, thread-safe hash-consing table from values to dense `u32` ids.
///
/// Value → id: 16 `RwLock`ed hash maps chosen by hash. Id → value: a [`SlotTable`] of the
/// shared values, with lock-free reads.
pub struct Interner<T: Eq + Hash + ?Sized> {
    shards: Vec<RwLock<FxHashMap<Arc<T>, u32>>>,
    values: SlotTable<Arc<T>>,
}

impl<T: Eq + Hash + ?Sized> Interner<T> {
    /// An empty table.
    pub fn new() -> Self {
        Interner {
            shards: (0..SHARDS)
                .map(|_| RwLock::new(FxHashMap::default()))
                .collect(),
            values: SlotTable::new(),
        }
    }

    fn shard<Q: Hash + ?Sized>(&self, v: &Q) -> usize {
        let mut h = FxHasher::default();
        v.hash(&mut h);
        // hashbrown takes bucket indices from the low bits and its 7-bit tags from the top
        // bits: pick the shard from bits used by neither, or every key of a shard would share
        // tag bits (and equality checks would multiply).
        (h.finish() >> 32) as usize % SHARDS
    }

    /// The id of a value equal to `q`, if interned (no allocation).
    pub fn lookup<Q>(&self, q: &Q) -> Option<u32>
    where
        Arc<T>: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.shards[self.shard(q)]
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(q)
            .copied()
    }

    /// The id of the value equal to `q`, adding `make()` if there is none.
    pub fn intern_with<Q>(&self, q: &Q, make: impl FnOnce() -> Arc<T>) -> u32
    where
        Arc<T>: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let shard = &self.shards[self.shard(q)];
        if let Some(&id) = shard.read().unwrap_or_else(|e| e.into_inner()).get(q) {
            return id;
        }
        let mut map = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = map.get(q) {
            return id;
        }
        let v = make();
        let id = self.values.push(v.clone());
        map.insert(v, id);
        id
    }

    /// The value of an id returned by [`Interner::intern_with`].
    pub fn get(&self, id: u32) -> Arc<T> {
        self.values.get(id).clone()
    }

    /// The value of an id, borrowed (no lock, no reference count).
    #[inline]
    pub fn get_ref(&self, id: u32) -> &T {
        self.values.get(id).as_ref()
    }

    /// Number of distinct values interned.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing has been interned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T: Eq + Hash + ?Sized> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The `file:line:col` locations of one file in one shard: the shards of a file take its
/// lines in turn (line `l` is in shard `(file hash + l) % SHARDS`, at slot `l / SHARDS`),
/// so threads parsing different functions of a file seldom wait for the same lock. Parsed
/// ops bring one new location per line, in line order, so the first location of each line
/// sits in a table indexed by its slot (8 bytes a line, no hashing); other columns, and
/// lines far past the table's end, go to a hash map.
#[derive(Default)]
struct FileLocs {
    /// `by_line[slot]` = (col, attribute id) of the line's first location; `NO_LOC` = none
    /// yet (ids stay below `u32::MAX`).
    by_line: Vec<(u32, u32)>,
    other: FxHashMap<(u32, u32), u32>,
}

const NO_LOC: u32 = u32::MAX;

impl FileLocs {
    fn get_or_insert(&mut self, line: u32, col: u32, make: impl FnOnce() -> u32) -> u32 {
        let l = line as usize / SHARDS;
        if l >= self.by_line.len() && l < self.by_line.len().max(1024) * 2 {
            self.by_line.resize(l + 1, (0, NO_LOC));
        }
        if let Some(slot) = self.by_line.get_mut(l) {
            if slot.1 == NO_LOC {
                let id = make();
                *slot = (col, id);
                return id;
            }
            if slot.0 == col {
                return slot.1;
            }
        }
        *self.other.entry((line, col)).or_insert_with(make)
    }
}

/// A uniqued type; compare by handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(u32);

/// A uniqued attribute (locations are attributes too); compare by handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(u32);

impl From<Attribute> for crate::support::diag::LocRef {
    fn from(a: Attribute) -> Self {
        crate::support::diag::LocRef(a.0)
    }
}

impl Attribute {
    /// The location attribute a diagnostic carries (made by `LocRef::from` of this
    /// context's attribute).
    pub fn from_loc_ref(l: crate::support::diag::LocRef) -> Attribute {
        Attribute(l.0)
    }
}

/// A type or an attribute referenced inside the text of a dialect type or attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeOrAttr {
    /// An embedded type (`!alias`, `!d.t<...>`).
    Type(Type),
    /// An embedded attribute (`#alias`, `#d.a<...>`).
    Attr(Attribute),
}

/// A uniqued string: operation names, attribute names, symbol names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Identifier(u32);

pub use crate::ir::registry::OpInfo;

/// The implementations of one dialect interface, by dialect name (see
/// `dialect_interface`).
pub(crate) type DialectInterfaceImpls = FxHashMap<String, Arc<dyn std::any::Any + Send + Sync>>;

/// The owner of all uniqued types, attributes and identifiers, and of the op registry.
///
/// `Context` is `Sync`: share it by reference between threads.
pub struct Context {
    types: ValueInterner<TypeKind>,
    attrs: ValueInterner<AttrKind>,
    /// The `file:line:col` locations, kept apart from `attrs` (one per op of a parsed
    /// file): their attributes are `COMPACT_LOC | index` (see [`CompactLoc`]).
    compact_locs: CompactLocs,
    /// `file:line:col` locations, uniqued apart from the other attributes (one per op in
    /// parsed input), sharded by file: see [`FileLocs`].
    file_locs: Vec<Mutex<FxHashMap<u32, FileLocs>>>,
    /// Memo of function types by `[#inputs, inputs..., results...]`, so a parser can find
    /// one from borrowed slices (no `Vec`s to build and drop); `types` stays the authority.
    fn_types: RwLock<FxHashMap<Box<[u32]>, Type>>,
    idents: Interner<str>,
    ops: OpTable,
    /// Dialect interface implementations by interface type, then by dialect: each an
    /// `Arc<Box<dyn Interface>>` (see `dialect_interface`). Keyed so that a lookup by a
    /// dialect's `&str` allocates nothing.
    pub(crate) dialect_interfaces: RwLock<FxHashMap<std::any::TypeId, DialectInterfaceImpls>>,
    /// `DefaultValuedAttr` defaults by the address of their static `AttrSpec`:
    /// (name, value), built once per context.
    default_attrs: RwLock<FxHashMap<usize, (Identifier, Attribute)>>,
    /// The registered dialects, each with whether it accepts operations it does not
    /// define (MLIR's `Dialect::allowsUnknownOperations`).
    dialects: RwLock<FxHashMap<String, bool>>,
    known_dialects: RwLock<FxHashMap<String, DialectResources>>,
    attr_alias_hooks: RwLock<Vec<AttrAliasHook>>,
    /// Parsers of dialect attributes kept as text, by attribute name (`llvm.fastmath`).
    attr_text_hooks: RwLock<FxHashMap<String, AttrTextHook>>,
    /// Attribute and type defs by `#dialect.mnemonic` / `!dialect.mnemonic`.
    attr_type_defs: RwLock<FxHashMap<String, &'static dyn AttrTypeDefinition>>,
    allow_unregistered: bool,
    /// Whether work may be spread over threads (MLIR's `isMultithreadingEnabled`): an
    /// input's crash reproducer can turn it off between the inputs of a run.
    threading: std::sync::atomic::AtomicBool,
    /// The diagnostic engine: handlers of emitted diagnostics.
    diag_engine: crate::support::diag::DiagnosticEngine,
    /// Whether errors about an op get the note `see current operation:`
    /// (`--mlir-print-op-on-diagnostic`).
    print_op_on_diagnostic: bool,
    /// How diagnostics print ops.
    diag_op_printing: DiagOpPrinting,
    /// The printers of ops and locations diagnostics use, lent by the layers above (see
    /// [`DiagPrinters`]).
    diag_printers: std::sync::OnceLock<DiagPrinters>,
    /// Whether diagnostics get a note with the stack trace that emitted them
    /// (`--mlir-print-stacktrace-on-diagnostic`).
    stacktrace_on_diagnostic: bool,
    /// The printing options of the tool, for code that prints IR on its own (passes such
    /// as `view-op-graph`): MLIR's `OpPrintingFlags` defaults, which its command line sets.
    /// Opaque here: the textual format's options (see [`Context::tool_print_options`]).
    tool_print_options: Option<Arc<dyn std::any::Any + Send + Sync>>,
    /// The dialect resources of the IR being processed, printed after a top-level op by
    /// passes that print one (MLIR keeps them in the dialects' resource managers). Opaque
    /// here: the textual format's file metadata (`asm::resources::input_resources`).
    input_resources: RwLock<Option<Arc<dyn std::any::Any + Send + Sync>>>,
    /// The identifier `value` (the attribute most constant ops hold their value in), made
    /// on first use.
    value_ident: std::sync::OnceLock<Identifier>,
    /// The identifiers `operand_segment_sizes` and `result_segment_sizes` (the group sizes
    /// of `AttrSizedOperandSegments` ops, read at each verification), made on first use.
    segment_idents: [std::sync::OnceLock<Identifier>; 2],
    /// The types `index` and `i1` (what verifiers and folders ask for most), interned on
    /// first use.
    pub(crate) index_type: std::sync::OnceLock<Type>,
    pub(crate) i1_type: std::sync::OnceLock<Type>,
    /// The types `i8`, `i16`, `i32` and `i64` (of attributes parse hooks build on every
    /// op: operand segment sizes, positions), interned on first use.
    pub(crate) byte_int_types: [std::sync::OnceLock<Type>; 4],
    /// This context's number, unique in the process ([`Context::uid`]).
    uid: u64,
}

/// The printers of the textual format that diagnostics need, lent to the context by the
/// layers above `ir` (`builtin::register` installs `asm`'s): MLIR's diagnostics print ops
/// and locations, which this layer cannot.
#[derive(Clone, Copy, Debug)]
pub struct DiagPrinters {
    /// An op (held in the arena) as a diagnostic shows it: the generic form, its values
    /// named within its nearest isolated ancestor, with [`Context::diag_op_printing`]'s
    /// flags, on a line of its own when it takes several (MLIR's `Diagnostic::appendOp`).
    pub op: fn(&Context, &crate::ir::body::Body, crate::ir::body::Op) -> String,
    /// An op as a diagnostic's message shows it (MLIR's `Diagnostic << Operation &`): as
    /// [`DiagPrinters::op`], in the op's custom form.
    pub op_custom: fn(&Context, &crate::ir::body::Body, crate::ir::body::Op) -> String,
    /// A location attribute printed as in IR: `loc("name")`.
    pub loc: fn(&Context, Attribute) -> String,
}

/// How diagnostics print ops (the `see current operation:` note, `block with no
/// terminator, has ...`): always in the generic form, named within the op's nearest
/// isolated ancestor, without aliases; these are the printing flags of the command line
/// MLIR also applies there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiagOpPrinting {
    /// `--mlir-print-debuginfo`.
    pub print_debug_info: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debug_info: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
}

/// What a dialect accepts in the `dialect_resources` section of file metadata
/// (`{-# dialect_resources: { NAME: { key: value } } #-}`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DialectResources {
    /// No resource section: "unexpected 'resource' section for dialect".
    NoSection,
    /// A section without any resource key: "unknown 'resource' key".
    NoKeys,
    /// Any key, each value a hex string blob whose first 4 bytes encode its alignment.
    Blobs,
}

/// Names the alias of a dialect attribute kept as text (MLIR's
/// `OpAsmDialectInterface::getAlias`): given the attribute's name (`llvm.di_file`), the
/// alias base name (`di_file`) or `None`.
pub type AttrAliasHook = Box<dyn Fn(&str) -> Option<String> + Send + Sync>;

/// Reads a dialect attribute kept as text, given its text without `#`
/// (`llvm.fastmath<nnan,ninf>`), as its dialect's parser would (MLIR's
/// `Dialect::parseAttribute`): the text the attribute prints as (`llvm.fastmath<nnan,
/// ninf>`), or its errors, each at a byte offset of the text.
pub type AttrTextHook = Box<dyn Fn(&str) -> Result<String, Vec<(usize, String)>> + Send + Sync>;

impl Context {
    /// A context that knows no dialect: each dialect registers itself, `builtin` too
    /// (`strata_framework::builtin::register`).
    pub fn new() -> Self {
        Context {
            types: ValueInterner::new(),
            attrs: ValueInterner::new(),
            compact_locs: CompactLocs::new(),
            file_locs: (0..SHARDS)
                .map(|_| Mutex::new(FxHashMap::default()))
                .collect(),
            fn_types: RwLock::new(FxHashMap::default()),
            idents: Interner::new(),
            ops: OpTable::new(),
            dialect_interfaces: RwLock::new(FxHashMap::default()),
            default_attrs: RwLock::new(FxHashMap::default()),
            dialects: RwLock::new(FxHashMap::default()),
            known_dialects: RwLock::new(FxHashMap::default()),
            attr_alias_hooks: RwLock::new(Vec::new()),
            attr_text_hooks: RwLock::new(FxHashMap::default()),
            attr_type_defs: RwLock::new(FxHashMap::default()),
            allow_unregistered: false,
            threading: std::sync::atomic::AtomicBool::new(true),
            diag_engine: crate::support::diag::DiagnosticEngine::new(),
            print_op_on_diagnostic: true,
            diag_op_printing: DiagOpPrinting::default(),
            stacktrace_on_diagnostic: false,
            diag_printers: std::sync::OnceLock::new(),
            tool_print_options: None,
            input_resources: RwLock::new(None),
            value_ident: std::sync::OnceLock::new(),
            segment_idents: Default::default(),
            index_type: std::sync::OnceLock::new(),
            i1_type: std::sync::OnceLock::new(),
            byte_int_types: Default::default(),
            uid: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
        }
    }

    /// The attribute `make` interns for the short integer list `values` (a dense array,
    /// operand segment sizes), remembered per thread by context, `kind` (what `make`
    /// builds: its element type) and values: the parse hooks of the llvm dialect and the
    /// lowerings build one for most ops they make, always among a few lists, and the
    /// interning hashes and compares a `Vec` under a lock. Lists longer than 4 are
    /// interned each time.
    #[inline]
    pub fn memo_int_list(
        &self,
        kind: u32,
        values: &[i64],
        make: impl FnOnce() -> Attribute,
    ) -> Attribute {
        /// (context, kind and length, values) -> attribute.
        type Entry = Option<(u64, u32, [i64; 4], Attribute)>;
        thread_local! {
            static MEMO: [std::cell::Cell<Entry>; 64] =
                const { [const { std::cell::Cell::new(None) }; 64] };
        }
        if values.len() > 4 {
            return make();
        }
        let mut key = [0i64; 4];
        key[..values.len()].copy_from_slice(values);
        let tag = (kind << 3) | values.len() as u32;
        let mut h = FxHasher::default();
        h.add(u64::from(tag));
        for &v in &key {
            h.add(v as u64);
        }
        let slot = (h.finish() >> 58) as usize & 63;
        let uid = self.uid;
        if let Some((u, t, k, a)) = MEMO.with(|m| m[slot].get()) {
            if u == uid && t == tag && k == key {
                return a;
            }
        }
        let a = make();
        MEMO.with(|m| m[slot].set(Some((uid, tag, key, a))));
        a
    }

    /// A number no other context of the process has, never 0: the key of memos a thread
    /// keeps of a context's handles (a context's address may be another's once it is
    /// dropped, its number is not).
    #[inline]
    pub fn uid(&self) -> u64 {
        self.uid
    }

    /// The identifier `value` (what constant ops name the attribute of their value).
    #[inline]
    pub fn value_ident(&self) -> Identifier {
        *self.value_ident.get_or_init(|| self.ident("value"))
    }

    /// The identifier `name` when it is `operand_segment_sizes` or `result_segment_sizes`
    /// (made once per context), `None` for another name.
    #[inline]
    pub fn segment_sizes_ident(&self, name: &str) -> Option<Identifier> {
        let (slot, text) = match name {
            "operand_segment_sizes" => (0, "operand_segment_sizes"),
            "result_segment_sizes" => (1, "result_segment_sizes"),
            _ => return None,
        };
        Some(*self.segment_idents[slot].get_or_init(|| self.ident(text)))
    }

    /// Whether operations of unregistered dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether operations of unregistered dialects are accepted.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// The diagnostic engine, where handlers of emitted diagnostics are registered.
    pub fn diag_engine(&self) -> &crate::support::diag::DiagnosticEngine {
        &self.diag_engine
    }

    /// Emits a diagnostic to the engine's handlers, first attaching the stack-trace note
    /// when it is asked for and the diagnostic has none yet.
    pub fn emit(&self, mut d: crate::support::diag::Diagnostic) {
        if self.stacktrace_on_diagnostic && !d.has_trace_note() {
            d.attach_trace();
        }
        self.diag_engine.emit(&d, self);
    }

    /// Whether errors about an op get the note `see current operation:` with the op
    /// (MLIR's `shouldPrintOpOnDiagnostic`; on by default).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic
    }

    /// Sets [`Context::print_op_on_diagnostic`].
    pub fn set_print_op_on_diagnostic(&mut self, on: bool) {
        self.print_op_on_diagnostic = on;
    }

    /// How diagnostics print ops.
    pub fn diag_op_printing(&self) -> DiagOpPrinting {
        self.diag_op_printing
    }

    /// Lends the context the printers diagnostics use (the first ones lent stay).
    pub fn set_diag_printers(&self, printers: DiagPrinters) {
        let _ = self.diag_printers.set(printers);
    }

    /// The printers diagnostics use, once lent (see [`DiagPrinters`]).
    pub fn diag_printers(&self) -> Option<DiagPrinters> {
        self.diag_printers.get().copied()
    }

    /// Sets [`Context::diag_op_printing`].
    pub fn set_diag_op_printing(&mut self, how: DiagOpPrinting) {
        self.diag_op_printing = how;
    }

    /// The printing options the tool set (MLIR's `OpPrintingFlags()`, which reads the
    /// command line), opaque to this layer: the textual format reads them back as its own
    /// options (`asm::printer::tool_print_options`).
    pub fn tool_print_options(&self) -> Option<&(dyn std::any::Any + Send + Sync)> {
        self.tool_print_options.as_deref()
    }

    /// Sets [`Context::tool_print_options`].
    pub fn set_tool_print_options(&mut self, options: Arc<dyn std::any::Any + Send + Sync>) {
        self.tool_print_options = Some(options);
    }

    /// The dialect resources the tool set for the IR being processed, opaque to this
    /// layer (`asm::resources::input_resources` reads them back).
    pub fn input_resources(&self) -> Option<Arc<dyn std::any::Any + Send + Sync>> {
        self.input_resources
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Sets [`Context::input_resources`] (`None`: the IR has none).
    pub fn set_input_resources(&self, resources: Option<Arc<dyn std::any::Any + Send + Sync>>) {
        *self
            .input_resources
            .write()
            .unwrap_or_else(|e| e.into_inner()) = resources;
    }

    /// Whether diagnostics get a note with the stack trace that emitted them (MLIR's
    /// `shouldPrintStackTraceOnDiagnostic`).
    pub fn stacktrace_on_diagnostic(&self) -> bool {
        self.stacktrace_on_diagnostic
    }

    /// Sets [`Context::stacktrace_on_diagnostic`].
    pub fn set_stacktrace_on_diagnostic(&mut self, on: bool) {
        self.stacktrace_on_diagnostic = on;
    }

    /// Whether work on independent (isolated-from-above) bodies may run on several
    /// threads; on by default, off with `--mlir-disable-threading`.
    pub fn threading_enabled(&self) -> bool {
        self.threading.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// How many threads independent work may use: the size of the thread pool the passes
    /// run on (the machine's available parallelism, or `RAYON_NUM_THREADS` when set), or
    /// 1 with threading off.
    pub fn thread_count(&self) -> usize {
        if self.threading_enabled() {
            rayon::current_num_threads()
        } else {
            1
        }
    }

    /// Enables or disables threading (MLIR's `enableMultithreading`).
    pub fn set_threading(&self, enabled: bool) {
        self.threading
            .store(enabled, std::sync::atomic::Ordering::Relaxed);
    }

    /// Registers a dialect namespace: its unknown ops are then errors even when
    /// unregistered dialects are allowed (MLIR's rule for dialects that do not allow
    /// unknown operations).
    pub fn register_dialect(&self, namespace: &str) {
        self.dialects
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(namespace.to_string())
            .or_insert(false);
    }

    /// Lets the registered dialect `namespace` hold operations it does not define, as
    /// MLIR's `Dialect::allowUnknownOperations` does (MLIR's `test` dialect does this):
    /// they parse without `--allow-unregistered-dialect` and verify as unregistered ops.
    pub fn allow_unknown_operations(&self, namespace: &str) {
        self.dialects
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(namespace.to_string(), true);
    }

    /// Whether `namespace` is a registered dialect accepting operations it does not define.
    pub fn allows_unknown_operations(&self, namespace: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(namespace)
            .copied()
            .unwrap_or(false)
    }

    /// Adds a hook naming aliases of dialect attributes (the printer asks the hooks in
    /// registration order; the first answer wins).
    pub fn add_attr_alias_hook(&self, hook: AttrAliasHook) {
        self.attr_alias_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(hook);
    }

    /// Whether a parser of the dialect attributes kept as text named `name` is registered.
    pub fn has_attr_text_hook(&self, name: &str) -> bool {
        self.attr_text_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(name)
    }

    /// Registers the parser of the dialect attributes kept as text named `name`
    /// (`llvm.fastmath`: `#llvm.fastmath<...>`): it returns the text the attribute
    /// prints as, or its errors (offsets into the text, in the order reported).
    pub fn add_attr_text_hook(&self, name: &str, hook: AttrTextHook) {
        self.attr_text_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(name.to_string(), hook);
    }

    /// The text a dialect attribute kept as text (`text`, without `#`) prints as, read by
    /// the hook registered for its name; `None` without one.
    pub fn read_attr_text(&self, text: &str) -> Option<Result<String, Vec<(usize, String)>>> {
        let name = &text[..text.find('<').unwrap_or(text.len())];
        let hooks = self
            .attr_text_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner());
        hooks.get(name).map(|h| h(text))
    }

    /// Registers the def an attribute or type name (`#dialect.mnemonic` or
    /// `!dialect.mnemonic`) parses into (see `asm::attr_type::register_defs`).
    pub fn register_attr_type_def(&self, name: &str, spec: &'static dyn AttrTypeDefinition) {
        self.attr_type_defs
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(name.to_string(), spec);
    }

    /// Removes what is registered under `name` (see [`Context::register_attr_type_def`]):
    /// `#dialect<>` for a dialect whose attributes without a def stay kept as text.
    pub fn unregister_attr_type_def(&self, name: &str) {
        self.attr_type_defs
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .remove(name);
    }

    /// The def registered for `#dialect.mnemonic` or `!dialect.mnemonic`.
    pub fn attr_type_def(&self, name: &str) -> Option<&'static dyn AttrTypeDefinition> {
        self.attr_type_defs
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(name)
            .copied()
    }

    /// The alias base name the hooks give the dialect attribute named `name`.
    pub fn dialect_attr_alias(&self, name: &str) -> Option<String> {
        self.attr_alias_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find_map(|h| h(name))
    }

    /// Declares a dialect namespace the tool knows although Strata does not model its
    /// ops (mlir-opt loads it): its attributes, types and resources are accepted, and its
    /// `dialect_resources` entries are checked as `resources` says. Registering a
    /// dialect (see [`Context::register_dialect`]) is a different, stronger claim.
    pub fn declare_dialect(&self, namespace: &str, resources: DialectResources) {
        self.known_dialects
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(namespace.to_string(), resources);
    }

    /// Whether a dialect namespace is registered or declared.
    pub fn is_known_dialect(&self, namespace: &str) -> bool {
        self.is_registered_dialect(namespace)
            || self
                .known_dialects
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .contains_key(namespace)
    }

    /// What a known dialect accepts as resources: as declared, else blobs for `builtin`
    /// and no section for other registered dialects; `None` for an unknown dialect.
    pub fn dialect_resources(&self, namespace: &str) -> Option<DialectResources> {
        if let Some(&r) = self
            .known_dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(namespace)
        {
            return Some(r);
        }
        if namespace == "builtin" {
            return Some(DialectResources::Blobs);
        }
        self.is_registered_dialect(namespace)
            .then_some(DialectResources::NoSection)
    }

    /// Whether a dialect namespace is registered.
    pub fn is_registered_dialect(&self, namespace: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(namespace)
    }

    /// The registered dialect namespaces, sorted (as MLIR's registry lists them).
    pub fn registered_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .keys()
            .cloned()
            .collect();
        v.sort();
        v
    }

    /// The registered and declared dialect namespaces, sorted: the dialects the tool
    /// loads, as mlir-opt lists them when a custom op names another one.
    pub fn known_dialects(&self) -> Vec<String> {
        let mut v = self.registered_dialects();
        v.extend(
            self.known_dialects
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .keys()
                .cloned(),
        );
        v.sort();
        v.dedup();
        v
    }

    /// Registers (or replaces) the info record of an operation name. This does not
    /// register its dialect (see [`Context::register_dialect`]).
    pub fn register_op(&self, name: &str, mut info: OpInfo) {
        let id = self.ident(name);
        // The dialect namespace: what precedes the first dot (the whole name without one).
        info.dialect = Some(self.ident(name.split_once('.').map_or(name, |(d, _)| d)));
        self.ops.set(id, info);
    }

    /// The registered operation names, sorted by name (MLIR's
    /// `getRegisteredOperations`).
    pub fn registered_op_names(&self) -> Vec<Identifier> {
        let mut names = self
            .ops
            .write
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        names.sort_by(|&a, &b| self.ident_ref(a).cmp(self.ident_ref(b)));
        names
    }

    /// The info record of a registered operation name.
    pub fn op_info(&self, name: &str) -> Option<&OpInfo> {
        let id = Identifier(self.idents.lookup(name)?);
        self.op_info_of(id)
    }

    /// The info record of a registered operation, by its uniqued name, borrowed: no lock,
    /// no copy (the parser, verifier and printer ask for it once per op).
    #[inline]
    pub fn op_info_of(&self, name: Identifier) -> Option<&OpInfo> {
        self.ops.get(name)
    }

    /// The (name, default value) of a `DefaultValuedAttr`, made by `make` the first time
    /// this context is asked for it.
    pub fn memo_default_attr(
        &self,
        spec: &'static impl Sized,
        make: impl FnOnce() -> (Identifier, Attribute),
    ) -> (Identifier, Attribute) {
        let key = spec as *const _ as usize;
        if let Some(&e) = self
            .default_attrs
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return e;
        }
        let e = make();
        self.default_attrs
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, e);
        e
    }

    /// Whether an operation name is registered.
    pub fn is_registered_op(&self, name: &str) -> bool {
        self.op_info(name).is_some()
    }

    /// Uniques a type.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The structure of a type (borrowed from the context: no lock, no copy).
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// The structure of a type; the same as [`Context::type_kind`].
    #[inline]
    pub fn type_kind_ref(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// Uniques an attribute.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::Location(Location::FileLineCol { file, line, col }) = kind {
            return self.intern_file_line_col(file, line, col);
        }
        let id = self.attrs.intern(kind);
        // Ids with the top bit set are compact locations.
        assert!(id < COMPACT_LOC, "attribute id space exhausted");
        Attribute(id)
    }

    /// The function type `(inputs) -> (results)`, without allocating when it exists
    /// already (same handle as [`Context::function_type`]).
    pub fn function_type_of(&self, inputs: &[Type], results: &[Type]) -> Type {
        let n = 1 + inputs.len() + results.len();
        let mut buf = [0u32; 16];
        let mut heap = Vec::new();
        let key: &mut [u32] = if n <= buf.len() {
            &mut buf[..n]
        } else {
            heap.resize(n, 0);
            &mut heap
        };
        key[0] = inputs.len() as u32;
        for (k, t) in key[1..].iter_mut().zip(inputs.iter().chain(results)) {
            *k = t.0;
        }
        let key: &[u32] = key;
        if let Some(&t) = self
            .fn_types
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
        {
            return t;
        }
        let t = Type(self.types.intern(TypeKind::Function {
            inputs: inputs.to_vec(),
            results: results.to_vec(),
        }));
        self.fn_types
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key.into(), t);
        t
    }

    /// Uniques a `file:line:col` location (what [`Context::intern_attr`] does for one).
    pub fn intern_file_line_col(&self, file: Identifier, line: u32, col: u32) -> Attribute {
        let mut h = FxHasher::default();
        h.write_u32(file.0);
        let shard = (h.finish() >> 32) as usize;
        let shard = &self.file_locs[shard.wrapping_add(line as usize) % SHARDS];
        let mut files = shard.lock().unwrap_or_else(|e| e.into_inner());
        let locs = files.entry(file.0).or_default();
        let make = || COMPACT_LOC | self.compact_locs.push(file, line, col);
        let id = locs.get_or_insert(line, col, make);
        Attribute(id)
    }

    /// The structure of an attribute (borrowed from the context: no lock, no copy).
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        if a.0 & COMPACT_LOC != 0 {
            return self.compact_locs.get(a.0 & !COMPACT_LOC).kind();
        }
        self.attrs.get(a.0)
    }

    /// The structure of an attribute; the same as [`Context::attr_kind`].
    #[inline]
    pub fn attr_kind_ref(&self, a: Attribute) -> &AttrKind {
        self.attr_kind(a)
    }

    /// Uniques a string.
    pub fn ident(&self, s: &str) -> Identifier {
        Identifier(self.idents.intern_with(s, || Arc::from(s)))
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> Arc<str> {
        self.idents.get(id.0)
    }

    /// The text of an identifier, borrowed: no lock and no reference count.
    #[inline]
    pub fn ident_ref(&self, id: Identifier) -> &str {
        self.idents.get_ref(id.0)
    }

    /// Number of distinct types uniqued so far.
    pub fn num_types(&self) -> usize {
        self.types.len()
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_sync_and_interns_across_threads() {
        fn assert_sync<T: Sync + Send>() {}
        assert_sync::<Context>();
        let ctx = Context::new();
        let handles: Vec<Vec<Type>> = std::thread::scope(|s| {
            let joins: Vec<_> = (0..4)
                .map(|_| {
                    s.spawn(|| {
                        (1..200)
                            .map(|w| ctx.intern_type(TypeKind::integer(w)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            joins.into_iter().map(|j| j.join().unwrap()).collect()
        });
        for h in &handles[1..] {
            assert_eq!(h, &handles[0]);
        }
        assert_eq!(ctx.num_types(), 199);
    }

    #[test]
    fn int_list_memo_answers_per_context() {
        use crate::ods::directives::dense_i64_array;
        let direct = |ctx: &Context, values: &[i64]| {
            ctx.intern_attr(AttrKind::DenseArray {
                elem: ctx.int_type(64),
                kind: crate::ir::attrs::DenseElemKind::Int(
                    64,
                    crate::ir::types::Signedness::Signless,
                ),
                values: values.iter().map(|&v| v as u64 as u128).collect(),
            })
        };
        let a = Context::new();
        let b = Context::new();
        assert_ne!(a.uid(), b.uid());
        // Different attributes in `b` take the handles `a` gives its lists.
        let b_first = dense_i64_array(&b, &[7]);
        for values in [&[1i64, 2][..], &[], &[-1, 0, 3, 4], &[1, 2, 3, 4, 5, 6]] {
            let in_a = dense_i64_array(&a, values);
            assert_eq!(in_a, direct(&a, values));
            assert_eq!(dense_i64_array(&a, values), in_a);
            let in_b = dense_i64_array(&b, values);
            assert_eq!(in_b, direct(&b, values));
            assert_ne!(in_b, b_first);
        }
        // The same values under another kind are another attribute.
        let seg = crate::ods::format::segment_attr(&a, &[1, 2]);
        assert_ne!(seg, dense_i64_array(&a, &[1, 2]));
    }

    #[test]
    fn identifiers_are_uniqued() {
        let ctx = Context::new();
        let a = ctx.ident("foo");
        assert_eq!(a, ctx.ident("foo"));
        assert_ne!(a, ctx.ident("bar"));
        assert_eq!(&*ctx.ident_str(a), "foo");
    }

    #[test]
    fn slot_table_crosses_leaf_boundaries() {
        let t: SlotTable<u32> = SlotTable::new();
        for i in 0..10_000u32 {
            assert_eq!(t.push(i * 3), i);
        }
        assert_eq!(t.len(), 10_000);
        for i in [0u32, 4095, 4096, 8191, 8192, 9999] {
            assert_eq!(*t.get(i), i * 3);
        }
        assert_eq!(Radix::<u8>::locate(0), (0, 0, 0));
        assert_eq!(Radix::<u8>::locate(4096), (0, 1, 0));
        assert_eq!(Radix::<u8>::locate(1 << 22), (1, 0, 0));
        assert_eq!(Radix::<u8>::locate(u32::MAX), (TOP_NODES - 1, 1023, 4095));
        // A sparse index allocates only the leaves it touches.
        let r: Radix<AtomicU32> = Radix::new();
        assert!(r.get(5_000_000).is_none());
        r.get_or_alloc(5_000_000).store(7, Ordering::Relaxed);
        assert_eq!(r.get(5_000_000).map(|a| a.load(Ordering::Relaxed)), Some(7));
        assert_eq!(r.get(5_000_001).map(|a| a.load(Ordering::Relaxed)), Some(0));
        assert!(r.get(4096).is_none());
        // The first leaf is always there.
        assert_eq!(r.get(0).map(|a| a.load(Ordering::Relaxed)), Some(0));
    }

    #[test]
    fn file_locations_are_uniqued_on_every_path() {
        use crate::ir::attrs::Location;
        let ctx = Context::new();
        let f = ctx.ident("f.mlir");
        let g = ctx.ident("g.mlir");
        let a = ctx.intern_file_line_col(f, 3, 5);
        // Same line, other column; other file; a line far past the by-line table.
        let b = ctx.intern_file_line_col(f, 3, 9);
        let c = ctx.intern_file_line_col(g, 3, 5);
        let d = ctx.intern_file_line_col(f, 4_000_000_000, 1);
        let all = [a, b, c, d];
        for (i, x) in all.iter().enumerate() {
            for y in &all[i + 1..] {
                assert_ne!(x, y);
            }
        }
        assert_eq!(a, ctx.intern_file_line_col(f, 3, 5));
        assert_eq!(b, ctx.intern_file_line_col(f, 3, 9));
        assert_eq!(c, ctx.intern_file_line_col(g, 3, 5));
        assert_eq!(d, ctx.intern_file_line_col(f, 4_000_000_000, 1));
        // The generic entry points agree with the location table.
        assert_eq!(a, ctx.file_loc("f.mlir", 3, 5));
        assert_eq!(
            b,
            ctx.intern_attr(AttrKind::Location(Location::FileLineCol {
                file: f,
                line: 3,
                col: 9
            }))
        );
        assert!(matches!(
            ctx.attr_kind_ref(d),
            AttrKind::Location(Location::FileLineCol {
                line: 4_000_000_000,
                col: 1,
                ..
            })
        ));
    }

    #[test]
    fn function_types_from_slices_match_owned_ones() {
        let ctx = Context::new();
        let (i, x) = (ctx.int_type(32), ctx.index_type());
        let owned = ctx.function_type(vec![i, x], vec![x]);
        assert_eq!(ctx.function_type_of(&[i, x], &[x]), owned);
        assert_ne!(ctx.function_type_of(&[i], &[x, x]), owned);
        let many: Vec<Type> = vec![i; 20];
        let big = ctx.function_type_of(&many, &many);
        assert_eq!(ctx.function_type(many.clone(), many.clone()), big);
        assert_eq!(ctx.function_type_parts(big), Some((&many[..], &many[..])));
    }
}
