//! The SSA value names of one parser scope: `%name` → the values it binds.
//!
//! Every name is a slice of the buffer being parsed, so an entry records where the name is
//! (its byte offset, which is also where it was defined) instead of holding a `&str`, and
//! keeps 32 bits of the name's hash. Lookups compare that hash before touching the source;
//! growing the table moves entries without reading the source again. A scope of a large
//! function holds one entry per value, so this layout (24 bytes an entry, against 32 for a
//! `HashMap<&str, (Value, u32, usize)>`) is what the parser's memory and time scale with.

use std::hash::{Hash, Hasher};

use hashbrown::HashTable;

use crate::ir::body::Value;
use crate::ir::context::FxHasher;

/// One name: `src[start..start + len]` binds `count` consecutive values from `first`.
#[derive(Clone, Copy)]
struct Entry {
    start: usize,
    hash: u32,
    len: u32,
    first: Value,
    count: u32,
}

/// What a name is bound to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Binding {
    /// The first of the values.
    pub first: Value,
    /// How many consecutive values the name binds (`%r:2` binds two).
    pub count: u32,
    /// Byte offset of the defining occurrence of the name.
    pub pos: usize,
}

/// The 32-bit hash of a name, computed once per name and reused across scopes.
#[derive(Clone, Copy)]
pub(crate) struct NameHash(u32);

impl NameHash {
    pub(crate) fn of(name: &str) -> NameHash {
        let mut h = FxHasher::default();
        name.hash(&mut h);
        NameHash((h.finish() >> 32) as u32)
    }

    /// The 64-bit hash the table indexes with: bucket bits and control bits both come
    /// from the stored 32 bits.
    fn wide(self) -> u64 {
        (u64::from(self.0) << 32) | u64::from(self.0)
    }
}

/// The names defined in one scope.
#[derive(Default)]
pub(crate) struct NameTable {
    table: HashTable<Entry>,
}

impl NameTable {
    /// The binding of `name` (a slice of `src`), if this scope defines it.
    #[inline]
    pub(crate) fn get(&self, src: &str, name: &str, h: NameHash) -> Option<Binding> {
        self.table
            .find(h.wide(), |e| e.hash == h.0 && same_name(src, e, name))
            .map(|e| Binding {
                first: e.first,
                count: e.count,
                pos: e.start,
            })
    }

    /// Binds `name`, which starts at byte `pos` of `src`, unless this scope already
    /// defines it: then the earlier binding is returned and nothing changes.
    pub(crate) fn insert(
        &mut self,
        src: &str,
        name: &str,
        h: NameHash,
        pos: usize,
        first: Value,
        count: u32,
    ) -> Result<(), Binding> {
        debug_assert_eq!(src.get(pos..pos + name.len()), Some(name));
        let entry = self.table.entry(
            h.wide(),
            |e| e.hash == h.0 && same_name(src, e, name),
            |e| NameHash(e.hash).wide(),
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(o) => {
                let e = o.get();
                Err(Binding {
                    first: e.first,
                    count: e.count,
                    pos: e.start,
                })
            }
            hashbrown::hash_table::Entry::Vacant(v) => {
                v.insert(Entry {
                    start: pos,
                    hash: h.0,
                    len: name.len() as u32,
                    first,
                    count,
                });
                Ok(())
            }
        }
    }

    /// Forgets every name, keeping the allocation.
    pub(crate) fn clear(&mut self) {
        self.table.clear();
    }

    /// How many names the table holds without growing.
    pub(crate) fn capacity(&self) -> usize {
        self.table.capacity()
    }
}

#[inline]
fn same_name(src: &str, e: &Entry, name: &str) -> bool {
    e.len as usize == name.len()
        && same_bytes(
            &src.as_bytes()[e.start..e.start + name.len()],
            name.as_bytes(),
        )
}

/// `a == b` for slices of equal length, without a call to `memcmp` for the short ones
/// value names are: two overlapping loads from each side.
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    let word8 = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let word4 = |s: &[u8], i: usize| u32::from_le_bytes(s[i..i + 4].try_into().expect("4 bytes"));
    match n {
        0 => true,
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        4..=7 => word4(a, 0) == word4(b, 0) && word4(a, n - 4) == word4(b, n - 4),
        8..=16 => word8(a, 0) == word8(b, 0) && word8(a, n - 8) == word8(b, n - 8),
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::entity::EntityRef;

    #[test]
    fn compares_bytes_of_every_length() {
        for n in 0..40 {
            let a: Vec<u8> = (0..n as u8).collect();
            assert!(same_bytes(&a, &a.clone()));
            for i in 0..n {
                let mut b = a.clone();
                b[i] ^= 0x40;
                assert!(!same_bytes(&a, &b), "length {n}, byte {i}");
            }
        }
    }

    #[test]
    fn binds_looks_up_and_rejects_redefinition() {
        let src = "%a %bb %a %c";
        let mut t = NameTable::default();
        let v = |i| Value::new(i);
        assert_eq!(t.insert(src, "%a", NameHash::of("%a"), 0, v(0), 1), Ok(()));
        assert_eq!(
            t.insert(src, "%bb", NameHash::of("%bb"), 3, v(1), 2),
            Ok(())
        );
        let again = t.insert(src, "%a", NameHash::of("%a"), 7, v(5), 1);
        assert_eq!(again.map_err(|b| b.pos), Err(0));
        let b = t.get(src, "%bb", NameHash::of("%bb")).unwrap();
        assert_eq!((b.first, b.count, b.pos), (v(1), 2, 3));
        assert!(t.get(src, "%c", NameHash::of("%c")).is_none());
        // Many names force the table to grow; every binding survives.
        let many: String = (0..5000).map(|i| format!("%v{i} ")).collect();
        let mut t = NameTable::default();
        let mut pos = 0;
        for i in 0..5000 {
            let name = format!("%v{i}");
            t.insert(&many, &name, NameHash::of(&name), pos, v(i), 1)
                .unwrap();
            pos += name.len() + 1;
        }
        for i in (0..5000).step_by(7) {
            let name = format!("%v{i}");
            assert_eq!(
                t.get(&many, &name, NameHash::of(&name)).unwrap().first,
                v(i)
            );
        }
        t.clear();
        assert!(t.get(&many, "%v0", NameHash::of("%v0")).is_none());
    }
}
