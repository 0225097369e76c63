//! Reuse of erased storage: free lists of entity handles and of pool spans.
//!
//! Erasing an op, block or region pushes its handle (and the handles of the values it
//! defined) on a free list, and creation pops from it before growing an arena: both O(1)
//! per entity. The operand, result, successor and region pools are sliced into spans; a
//! freed span goes to the free list of its exact length, and a new span of that length
//! takes it. Exact lengths rather than size classes: an op's arity is fixed by its kind,
//! so a rewrite that erases ops and creates ops of the same kinds reuses every span
//! without splitting or merging, and a span never wastes slots. A span that grows (an
//! operand appended) moves to a free span of its new length or to the pool's end and
//! frees the old one; a span that shrinks moves to a free span of its new length if there is
//! one (keeping the longer span whole for a later op), else frees its tail.

/// The starts of free spans of one pool, by exact length (`by_len[n]`: spans of `n`
/// entries).
#[derive(Clone, Debug, Default)]
pub(super) struct SpanFreeList {
    by_len: Vec<Vec<u32>>,
}

impl SpanFreeList {
    /// A free span of `len` entries, if there is one.
    #[inline]
    pub(super) fn take(&mut self, len: u32) -> Option<u32> {
        self.by_len.get_mut(len as usize)?.pop()
    }

    /// Frees the span `start..start + len`.
    #[inline]
    pub(super) fn give(&mut self, start: u32, len: u32) {
        if len != 0 {
            self.give_nonempty(start, len);
        }
    }

    fn give_nonempty(&mut self, start: u32, len: u32) {
        let l = len as usize;
        if self.by_len.len() <= l {
            self.by_len.resize_with(l + 1, Vec::new);
        }
        self.by_len[l].push(start);
    }

    /// Every free span as `(start, len)` (for the invariant checker).
    pub(super) fn spans(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.by_len
            .iter()
            .enumerate()
            .flat_map(|(len, starts)| starts.iter().map(move |&s| (s, len as u32)))
    }
}

/// The free lists of a [`super::Body`].
#[derive(Clone, Debug, Default)]
pub(super) struct FreeLists {
    pub(super) ops: Vec<super::Op>,
    pub(super) blocks: Vec<super::Block>,
    pub(super) regions: Vec<super::Region>,
    pub(super) values: Vec<super::Value>,
    pub(super) operands: SpanFreeList,
    pub(super) results: SpanFreeList,
    pub(super) successors: SpanFreeList,
    pub(super) region_refs: SpanFreeList,
    /// While set, erased handles are not handed out again (a mutating walk sets it, so an
    /// op created by its callback cannot take the handle of an erased op still on the
    /// walk's stack).
    pub(super) paused: bool,
}

impl FreeLists {
    /// Pops a free handle of `list` unless reuse is paused.
    #[inline]
    pub(super) fn take<T>(list: &mut Vec<T>, paused: bool) -> Option<T> {
        if paused {
            None
        } else {
            list.pop()
        }
    }
}

/// Replaces the span `sp` of `pool` by `items`: in place if the length stays, else in a
/// free span of the new length (freeing the old span whole, so spans keep their lengths),
/// else in place if they fit (freeing the tail), else at the pool's end.
#[inline]
pub(super) fn pool_set<T: Clone>(
    pool: &mut Vec<T>,
    free: &mut SpanFreeList,
    sp: &mut super::Span,
    items: impl ExactSizeIterator<Item = T>,
) {
    let n = items.len() as u32;
    let start = if n == sp.len {
        sp.start
    } else if let Some(start) = free.take(n) {
        free.give(sp.start, sp.len);
        start
    } else if n < sp.len {
        free.give(sp.start + n, sp.len - n);
        sp.start
    } else {
        free.give(sp.start, sp.len);
        let start = super::pool_len(pool);
        pool.extend(items);
        sp.start = start;
        sp.len = n;
        return;
    };
    for (k, it) in items.enumerate() {
        pool[start as usize + k] = it;
    }
    sp.start = start;
    sp.len = n;
}

/// Appends `item` to the span `sp` of `pool`: in place when the span ends the pool, else
/// the span moves to a free span one longer or to the pool's end (freeing the old one).
#[inline]
pub(super) fn pool_push<T: Clone>(
    pool: &mut Vec<T>,
    free: &mut SpanFreeList,
    sp: &mut super::Span,
    item: T,
) {
    if sp.len > 0 && sp.start as usize + sp.len as usize == pool.len() {
        pool.push(item);
        sp.len += 1;
        return;
    }
    let start = match free.take(sp.len + 1) {
        Some(start) => {
            for k in 0..sp.len as usize {
                pool[start as usize + k] = pool[sp.start as usize + k].clone();
            }
            pool[(start + sp.len) as usize] = item;
            start
        }
        None if sp.len == 0 => {
            pool.push(item);
            pool.len() as u32 - 1
        }
        None => {
            let start = super::pool_len(pool);
            pool.extend_from_within(sp.range());
            pool.push(item);
            start
        }
    };
    free.give(sp.start, sp.len);
    sp.start = start;
    sp.len += 1;
}
