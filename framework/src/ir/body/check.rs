//! A structural invariant checker of [`Body`] arenas, for tests of the mutation API (unit
//! tests, random mutation sequences) and for debugging a transformation.

use super::{Block, Body, Op, Region, Span, UseRef, Value, ValueDef};
use crate::support::entity::EntityRef;

/// Marks the entries of a pool covered by live and free spans, reporting overlaps.
struct Cover {
    owner: Vec<u8>,
    what: &'static str,
}

impl Cover {
    fn new(len: usize, what: &'static str) -> Self {
        Cover {
            owner: vec![0; len],
            what,
        }
    }

    fn mark(&mut self, start: u32, len: u32, kind: u8) -> Result<(), String> {
        let end = start as usize + len as usize;
        if end > self.owner.len() {
            return Err(format!("{} span {start}+{len} out of the pool", self.what));
        }
        for (i, o) in self.owner[start as usize..end].iter_mut().enumerate() {
            if *o != 0 {
                return Err(format!(
                    "{} entry {} is in two spans",
                    self.what,
                    start as usize + i
                ));
            }
            *o = kind;
        }
        Ok(())
    }
}

impl Body {
    /// Checks the structure of this arena and of every arena nested in it: op and block
    /// lists linked both ways with the right parents, use and predecessor lists holding
    /// exactly the operand and successor slots of live ops, value definitions pointing
    /// back, nothing live referring to an erased entity, free lists holding only erased
    /// entities, and each pool's entries covered exactly once by a live or a free span. Returns the first
    /// violation found. O(size of the IR).
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut stack: Vec<&Body> = vec![self];
        while let Some(body) = stack.pop() {
            body.check_arena()?;
            stack.extend(body.ops.iter().filter_map(|(_, d)| d.nested.as_deref()));
        }
        Ok(())
    }

    fn check_arena(&self) -> Result<(), String> {
        self.check_free_lists()?;
        self.check_spans()?;
        let mut operand_slots = 0usize;
        let mut succ_slots = 0usize;
        for (op, d) in self.ops.iter().filter(|(_, d)| !d.erased) {
            self.check_op(op)?;
            operand_slots += d.operands.len as usize;
            succ_slots += d.successors.len as usize;
        }
        for (b, d) in self.blocks.iter().filter(|(_, d)| !d.erased) {
            self.check_block(b)?;
            for (i, &a) in d.args.iter().enumerate() {
                if self.values[a].def != Some(ValueDef::BlockArg(b, i as u32)) {
                    return Err(format!("argument {i} of {b:?} ({a:?}) does not point back"));
                }
            }
        }
        for (r, d) in self.regions.iter().filter(|(_, d)| !d.erased) {
            self.check_region(r)?;
            if let Some(p) = d.parent {
                if self.ops[p].erased {
                    return Err(format!("{r:?} belongs to erased {p:?}"));
                }
            }
        }
        let mut uses = 0usize;
        for (v, d) in self.values.iter() {
            if d.def.is_none() {
                if d.first_use.is_some() {
                    return Err(format!("erased {v:?} has uses"));
                }
                continue;
            }
            uses += self.check_use_list(v)?;
        }
        if uses != operand_slots {
            return Err(format!(
                "{operand_slots} operand slots but {uses} entries in use lists"
            ));
        }
        let mut preds = 0usize;
        for (b, d) in self.blocks.iter() {
            if d.erased {
                if d.first_pred.is_some() {
                    return Err(format!("erased {b:?} has predecessors"));
                }
                continue;
            }
            let mut prev: Option<UseRef> = None;
            for u in self.predecessor_uses(b) {
                if self.ops[u.op].erased || u.index >= self.ops[u.op].successors.len {
                    return Err(format!("{b:?} has a stale predecessor slot {u:?}"));
                }
                let s = self.succ_slot(u);
                if s.target != b || s.prev != prev {
                    return Err(format!("predecessor list of {b:?} is broken at {u:?}"));
                }
                prev = Some(u);
                preds += 1;
            }
        }
        if preds != succ_slots {
            return Err(format!(
                "{succ_slots} successor slots but {preds} entries in predecessor lists"
            ));
        }
        Ok(())
    }

    /// Walks the use list of a live value; returns its length.
    fn check_use_list(&self, v: Value) -> Result<usize, String> {
        let mut prev: Option<UseRef> = None;
        let mut n = 0;
        for u in self.uses(v) {
            if self.ops[u.op].erased || u.index >= self.ops[u.op].operands.len {
                return Err(format!("{v:?} has a stale use {u:?}"));
            }
            let s = self.operand_slot(u);
            if s.target != v || s.prev != prev {
                return Err(format!("use list of {v:?} is broken at {u:?}"));
            }
            prev = Some(u);
            n += 1;
            if n > self.operand_pool.len() {
                return Err(format!("use list of {v:?} has a cycle"));
            }
        }
        Ok(n)
    }

    fn check_op(&self, op: Op) -> Result<(), String> {
        let d = &self.ops[op];
        if let Some(b) = d.parent {
            if self.blocks[b].erased {
                return Err(format!("{op:?} is in erased {b:?}"));
            }
            match d.prev {
                Some(p) if self.ops[p].next != Some(op) || self.ops[p].parent != Some(b) => {
                    return Err(format!("{op:?} and its previous op {p:?} disagree"));
                }
                None if self.blocks[b].first_op != Some(op) => {
                    return Err(format!(
                        "{op:?} has no previous op but is not first in {b:?}"
                    ));
                }
                _ => {}
            }
            match d.next {
                Some(n) if self.ops[n].prev != Some(op) || self.ops[n].parent != Some(b) => {
                    return Err(format!("{op:?} and its next op {n:?} disagree"));
                }
                None if self.blocks[b].last_op != Some(op) => {
                    return Err(format!("{op:?} has no next op but is not last in {b:?}"));
                }
                _ => {}
            }
        } else if d.prev.is_some() || d.next.is_some() {
            return Err(format!("detached {op:?} has neighbours"));
        }
        for (i, &r) in self.results(op).iter().enumerate() {
            if self.values[r].def != Some(ValueDef::OpResult(op, i as u32)) {
                return Err(format!("result {i} of {op:?} ({r:?}) does not point back"));
            }
        }
        for (i, v) in self.operands(op).enumerate() {
            if self.values[v].def.is_none() {
                return Err(format!("operand {i} of {op:?} is erased {v:?}"));
            }
        }
        for (i, b) in self.successors(op).enumerate() {
            if self.blocks[b].erased {
                return Err(format!("successor {i} of {op:?} is erased {b:?}"));
            }
        }
        if d.isolated {
            if d.nested.is_none() {
                return Err(format!("isolated {op:?} has no nested arena"));
            }
        } else {
            for &r in self.regions(op) {
                if self.regions[r].erased || self.regions[r].parent != Some(op) {
                    return Err(format!("region {r:?} of {op:?} does not point back"));
                }
            }
        }
        Ok(())
    }

    fn check_block(&self, b: Block) -> Result<(), String> {
        let d = &self.blocks[b];
        let mut prev = None;
        let mut cur = d.first_op;
        let mut n = 0usize;
        while let Some(o) = cur {
            let od = &self.ops[o];
            if od.erased || od.parent != Some(b) || od.prev != prev {
                return Err(format!("op list of {b:?} is broken at {o:?}"));
            }
            prev = Some(o);
            cur = od.next;
            n += 1;
            if n > self.ops.len() {
                return Err(format!("op list of {b:?} has a cycle"));
            }
        }
        if d.last_op != prev {
            return Err(format!("last op of {b:?} is not the end of its list"));
        }
        if let Some(r) = d.parent {
            if self.regions[r].erased {
                return Err(format!("{b:?} is in erased {r:?}"));
            }
        } else if d.prev.is_some() || d.next.is_some() {
            return Err(format!("detached {b:?} has neighbours"));
        }
        Ok(())
    }

    fn check_region(&self, r: Region) -> Result<(), String> {
        let d = &self.regions[r];
        let mut prev = None;
        let mut cur = d.first_block;
        let mut n = 0usize;
        while let Some(b) = cur {
            let bd = &self.blocks[b];
            if bd.erased || bd.parent != Some(r) || bd.prev != prev {
                return Err(format!("block list of {r:?} is broken at {b:?}"));
            }
            prev = Some(b);
            cur = bd.next;
            n += 1;
            if n > self.blocks.len() {
                return Err(format!("block list of {r:?} has a cycle"));
            }
        }
        if d.last_block != prev {
            return Err(format!("last block of {r:?} is not the end of its list"));
        }
        Ok(())
    }

    fn check_free_lists(&self) -> Result<(), String> {
        fn distinct<K: EntityRef + std::fmt::Debug>(
            list: &[K],
            n: usize,
            erased: impl Fn(K) -> bool,
        ) -> Result<(), String> {
            let mut seen = vec![false; n];
            for &k in list {
                if std::mem::replace(&mut seen[k.index()], true) {
                    return Err(format!("{k:?} is twice on its free list"));
                }
                if !erased(k) {
                    return Err(format!("live {k:?} is on the free list"));
                }
            }
            Ok(())
        }
        let f = &self.free;
        distinct(&f.ops, self.ops.len(), |o| self.ops[o].erased)?;
        distinct(&f.blocks, self.blocks.len(), |b| self.blocks[b].erased)?;
        distinct(&f.regions, self.regions.len(), |r| self.regions[r].erased)?;
        distinct(&f.values, self.values.len(), |v| {
            self.values[v].def.is_none()
        })
    }

    /// Live spans and free spans of each pool cover disjoint entries, and every entry (no
    /// storage is lost).
    fn check_spans(&self) -> Result<(), String> {
        let live = self.ops.iter().filter(|(_, d)| !d.erased);
        let mut operands = Cover::new(self.operand_pool.len(), "operand");
        let mut results = Cover::new(self.result_pool.len(), "result");
        let mut succs = Cover::new(self.succ_pool.len(), "successor");
        let mut regions = Cover::new(self.region_pool.len(), "region");
        for (_, d) in live {
            let mark = |c: &mut Cover, s: Span| c.mark(s.start, s.len, 1);
            mark(&mut operands, d.operands)?;
            mark(&mut results, d.results)?;
            mark(&mut succs, d.successors)?;
            mark(&mut regions, d.regions)?;
        }
        let f = &self.free;
        for (c, list) in [
            (&mut operands, &f.operands),
            (&mut results, &f.results),
            (&mut succs, &f.successors),
            (&mut regions, &f.region_refs),
        ] {
            for (start, len) in list.spans() {
                c.mark(start, len, 2)?;
            }
            if let Some(i) = c.owner.iter().position(|&o| o == 0) {
                return Err(format!("{} entry {i} is neither used nor free", c.what));
            }
        }
        Ok(())
    }
}
