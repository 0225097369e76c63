//! The context: the `Sync` interner that uniques types, attributes and identifiers, and the
//! registry of known operations.
//!
//! Every type and attribute is stored once (hash-consed) and named by a `u32` handle, so
//! equality is a handle comparison. The tables are `RwLock`-protected and sharded by hash, so
//! many threads can read and intern at the same time; a lookup of existing data takes only a
//! read lock on one shard.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::{Arc, RwLock};

use crate::attrs::AttrKind;
use crate::types::TypeKind;

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
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf));
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

/// A sharded, thread-safe hash-consing table from values to dense `u32` ids.
pub struct Interner<T: Eq + Hash + ?Sized> {
    shards: Vec<RwLock<FxHashMap<Arc<T>, u32>>>,
    values: RwLock<Vec<Arc<T>>>,
}

impl<T: Eq + Hash + ?Sized> Interner<T> {
    /// An empty table.
    pub fn new() -> Self {
        Interner {
            shards: (0..SHARDS)
                .map(|_| RwLock::new(FxHashMap::default()))
                .collect(),
            values: RwLock::new(Vec::new()),
        }
    }

    fn shard<Q: Hash + ?Sized>(&self, v: &Q) -> usize {
        let mut h = FxHasher::default();
        v.hash(&mut h);
        (h.finish() >> 59) as usize % SHARDS
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

    /// The id of `v`, adding it if it is new.
    pub fn intern(&self, v: T) -> u32
    where
        T: Sized,
    {
        if let Some(id) = self.lookup(&v) {
            return id;
        }
        self.intern_owned(v)
    }

    fn intern_owned(&self, v: T) -> u32
    where
        T: Sized,
    {
        let shard = &self.shards[self.shard(&v)];
        let mut map = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = map.get(&v) {
            return id;
        }
        let v = Arc::new(v);
        let mut values = self.values.write().unwrap_or_else(|e| e.into_inner());
        let id = values.len() as u32;
        values.push(v.clone());
        map.insert(v, id);
        id
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
        let mut values = self.values.write().unwrap_or_else(|e| e.into_inner());
        let id = values.len() as u32;
        values.push(v.clone());
        map.insert(v, id);
        id
    }

    /// The value of an id returned by [`Interner::intern`].
    pub fn get(&self, id: u32) -> Arc<T> {
        self.values.read().unwrap_or_else(|e| e.into_inner())[id as usize].clone()
    }

    /// Number of distinct values interned.
    pub fn len(&self) -> usize {
        self.values.read().unwrap_or_else(|e| e.into_inner()).len()
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

/// A uniqued type; compare by handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(u32);

/// A uniqued attribute (locations are attributes too); compare by handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(u32);

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

/// What the context knows about a registered operation name.
#[derive(Clone, Debug, Default)]
pub struct OpInfo {
    /// The op's regions do not see values defined above it; its body gets its own arena.
    pub isolated_from_above: bool,
    /// The op must be the last op of its block.
    pub is_terminator: bool,
    /// The op's regions are graph regions (no dominance requirement).
    pub has_graph_regions: bool,
    /// The op's regions may have no terminator.
    pub no_terminator: bool,
}

/// The owner of all uniqued types, attributes and identifiers, and of the op registry.
///
/// `Context` is `Sync`: share it by reference between threads.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    idents: Interner<str>,
    ops: RwLock<HashMap<String, OpInfo>>,
    dialects: RwLock<std::collections::HashSet<String>>,
    attr_alias_hooks: RwLock<Vec<AttrAliasHook>>,
    allow_unregistered: bool,
}

/// Names the alias of a dialect attribute kept as text (MLIR's
/// `OpAsmDialectInterface::getAlias`): given the attribute's name (`llvm.di_file`), the
/// alias base name (`di_file`) or `None`.
pub type AttrAliasHook = Box<dyn Fn(&str) -> Option<String> + Send + Sync>;

impl Context {
    /// A context that knows the `builtin` dialect.
    pub fn new() -> Self {
        let ctx = Context {
            types: Interner::new(),
            attrs: Interner::new(),
            idents: Interner::new(),
            ops: RwLock::new(HashMap::new()),
            dialects: RwLock::new(std::collections::HashSet::new()),
            attr_alias_hooks: RwLock::new(Vec::new()),
            allow_unregistered: false,
        };
        ctx.register_dialect("builtin");
        ctx.register_op(
            "builtin.module",
            OpInfo {
                isolated_from_above: true,
                no_terminator: true,
                has_graph_regions: true,
                ..Default::default()
            },
        );
        ctx.register_op("builtin.unrealized_conversion_cast", OpInfo::default());
        ctx
    }

    /// Whether operations of unregistered dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether operations of unregistered dialects are accepted.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Registers a dialect namespace: its unknown ops are then errors even when
    /// unregistered dialects are allowed (MLIR's rule for dialects that do not allow
    /// unknown operations).
    pub fn register_dialect(&self, namespace: &str) {
        self.dialects
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(namespace.to_string());
    }

    /// Adds a hook naming aliases of dialect attributes (the printer asks the hooks in
    /// registration order; the first answer wins).
    pub fn add_attr_alias_hook(&self, hook: AttrAliasHook) {
        self.attr_alias_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(hook);
    }

    /// The alias base name the hooks give the dialect attribute named `name`.
    pub fn dialect_attr_alias(&self, name: &str) -> Option<String> {
        self.attr_alias_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find_map(|h| h(name))
    }

    /// Whether a dialect namespace is registered.
    pub fn is_registered_dialect(&self, namespace: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains(namespace)
    }

    /// Registers (or replaces) the info record of an operation name. This does not
    /// register its dialect (see [`Context::register_dialect`]).
    pub fn register_op(&self, name: &str, info: OpInfo) {
        self.ops
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(name.to_string(), info);
    }

    /// The info record of a registered operation name.
    pub fn op_info(&self, name: &str) -> Option<OpInfo> {
        self.ops
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(name)
            .cloned()
    }

    /// Whether an operation name is registered.
    pub fn is_registered_op(&self, name: &str) -> bool {
        self.ops
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(name)
    }

    /// Uniques a type.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The structure of a type.
    pub fn type_kind(&self, t: Type) -> Arc<TypeKind> {
        self.types.get(t.0)
    }

    /// Uniques an attribute.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, a: Attribute) -> Arc<AttrKind> {
        self.attrs.get(a.0)
    }

    /// Uniques a string.
    pub fn ident(&self, s: &str) -> Identifier {
        Identifier(self.idents.intern_with(s, || Arc::from(s)))
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> Arc<str> {
        self.idents.get(id.0)
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
    fn identifiers_are_uniqued() {
        let ctx = Context::new();
        let a = ctx.ident("foo");
        assert_eq!(a, ctx.ident("foo"));
        assert_ne!(a, ctx.ident("bar"));
        assert_eq!(&*ctx.ident_str(a), "foo");
    }
}
