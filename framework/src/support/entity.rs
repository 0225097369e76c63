//! Entity handles and the maps that hold their data (in the style of `cranelift-entity`).
//!
//! An entity is a `Copy` newtype around a `u32` index. Its data lives in a [`PrimaryMap`]
//! owned by an arena; side tables keyed by the same handle are [`SecondaryMap`]s. Holding a
//! handle never holds a borrow, so the arena can be mutated freely between lookups.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A `u32` handle that indexes into a [`PrimaryMap`] or [`SecondaryMap`].
pub trait EntityRef: Copy + Eq + fmt::Debug {
    /// Builds the handle for the given index.
    fn new(index: usize) -> Self;
    /// The index this handle stands for.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype entity handle printed as `<prefix><index>`.
#[macro_export]
macro_rules! entity_impl {
    ($(#[$attr:meta])* $name:ident, $prefix:expr) => {
        $(#[$attr])*
        // Stored as index + 1 so that `Option<handle>` is 4 bytes too (niche).
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(::std::num::NonZeroU32);

        impl $crate::support::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                assert!(index < u32::MAX as usize, "entity index out of range");
                match ::std::num::NonZeroU32::new(index as u32 + 1) {
                    Some(n) => $name(n),
                    None => unreachable!("index + 1 is not zero"),
                }
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0.get() - 1)
            }
        }

        #[allow(dead_code)]
        impl $name {
            /// The raw `u32` index of this handle.
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0.get() - 1
            }
        }
    };
}

/// The owning map of an entity kind: allocates handles in order and stores their data.
#[derive(Clone)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            _key: PhantomData,
        }
    }

    /// Stores `value` and returns its new handle.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(value);
        k
    }

    /// The handle the next [`PrimaryMap::push`] will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }

    /// Frees spare capacity (for an arena that is done growing).
    pub fn shrink_to_fit(&mut self) {
        self.elems.shrink_to_fit();
    }

    /// Makes room for at least `n` entities in all, so that growing to `n` moves nothing.
    pub fn reserve_total(&mut self, n: usize) {
        self.elems.reserve(n.saturating_sub(self.elems.len()));
    }

    /// Number of entities ever allocated.
    pub fn len(&self) -> usize {
        self.elems.len()
    }

    /// Whether no entity has been allocated.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }

    /// Whether `k` was allocated by this map.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }

    /// The data of `k`, if allocated.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }

    /// All handles with their data, in allocation order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    /// All handles with mutable data, in allocation order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (K, &mut V)> {
        self.elems
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }

    /// All handles, in allocation order.
    pub fn keys(&self) -> impl Iterator<Item = K> {
        (0..self.elems.len()).map(K::new)
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A side table keyed by entity handles; missing entries read as the default value.
#[derive(Clone)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// An empty side table whose entries default to `V::default()`.
    pub fn new() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty side table whose entries default to `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            elems: Vec::new(),
            default,
            _key: PhantomData,
        }
    }

    /// The entry of `k` (the default if never set).
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    entity_impl!(
        /// A test entity.
        E,
        "e"
    );

    #[test]
    fn primary_map_allocates_in_order() {
        let mut m: PrimaryMap<E, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!(a.index(), 0);
        assert_eq!(b.index(), 1);
        assert_eq!(m[b], "b");
        assert_eq!(format!("{:?}", b), "e1");
        assert_eq!(m.keys().collect::<Vec<_>>(), vec![a, b]);
    }

    #[test]
    fn secondary_map_defaults() {
        let mut s: SecondaryMap<E, u32> = SecondaryMap::new();
        assert_eq!(s[E::new(5)], 0);
        s[E::new(3)] = 7;
        assert_eq!(s[E::new(3)], 7);
        assert_eq!(s[E::new(2)], 0);
    }
}
