//! Lost updates of volatile fields, atomics and maps. A thread that reads a volatile field and
//! writes it back in the same method activation (`count++`, `bytes += n`,
//! `v = v * 2` on a `volatile` field) makes a read-modify-write that is not
//! atomic: another thread's write between the read and the write is
//! overwritten. The race detector (`eraser`) is silent on it, rightly:
//! volatile accesses are synchronisation, never data races.
//!
//! Fed from `Analyzer::access` with the program's own accesses to volatile
//! fields of shared objects and of its own classes' statics (the same
//! filter as data races), each *before* the access's own happens-before
//! edge is applied. A read is kept per thread and field with the thread's
//! clock and frame depth at the read; a write of the same field by the same
//! thread in the same method at the same depth completes an update. An
//! update is reported with an earlier write of the field by another thread
//! (an update or a plain write) when, as for a race, the two hold no lock in
//! common in write mode (the update's locks are those held across both its
//! read and its write) and happens-before does not order that write before the update's
//! read; the read's clock leaves out the edge the read itself adds (a
//! volatile read acquires the last write it sees, which orders every
//! update after the one before it in any run). At least one of the two
//! must be an update. Each field is reported once.
//!
//! The atomics (`AtomicInteger`, `AtomicIntegerArray`, ...) are fed the same
//! way, at the program's innermost frame: `int v = votes.get(i);
//! votes.set(i, v + 1)` is an update; a compare-and-set or `getAndAdd` is
//! atomic, a plain write as far as others' updates go, and ends no update
//! of its own (`x = a.get(); a.compareAndSet(x, x + 1)` is right).
//!
//! A third instance watches maps whose calls are each atomic
//! (`Analyzer::map_call`): the location is the map, a lookup of a key
//! (`containsKey`, `get`) is the read, a `put` of the same key (the
//! `tag`) the write; a method that looks up several keys before it puts
//! one keeps its first lookup's clock (`keeping_first_read`), taken before
//! the map's own lock ordered it after the other threads' puts.

use std::hash::Hash;

use fxhash::{FxHashMap, FxHashSet};
use wayfinder_vm::loader::MethodId;

use crate::locks::{At, LocksetId, Locksets, ThreadState};
use crate::vclock::{Epoch, VectorClock};

/// A volatile read waiting for the write that would make it an update.
struct PendingRead<L> {
    loc: L,
    /// What else the write must match (a map's key; 0 for fields).
    tag: u64,
    method: MethodId,
    depth: usize,
    locks: LocksetId,
    /// The thread's happens-before clock just before the read.
    clock: VectorClock,
}

/// A write of a volatile field: a plain one or the end of an update.
#[derive(Clone, Copy, Debug)]
pub struct WriteRec {
    pub tid: u32,
    pub update: bool,
    /// The locks held in write mode (across the read and the write, for an
    /// update: a read lock lets another updater in).
    pub locks: LocksetId,
    /// The thread's own clock at the write.
    pub clock: u32,
    pub at: At,
}

/// An update and another thread's write that can land between its read
/// and its write.
pub struct RawLostUpdate<L> {
    pub loc: L,
    pub earlier: WriteRec,
    pub later: WriteRec,
}

/// The pass over locations of type `L` (a field or element, or a map and
/// one of its keys: `check_then_act`), reported once per `R`.
pub struct LostUpdates<L, R> {
    /// Per thread, the reads not yet written back (one per location).
    pending: Vec<Vec<PendingRead<L>>>,
    /// Per location, the last write of each thread (update or plain).
    writes: FxHashMap<L, Vec<WriteRec>>,
    reported: FxHashSet<R>,
    /// Several reads of one location in one method call keep the first
    /// one's clock and locks (`keeping_first_read`).
    keep_first: bool,
    pub found: Vec<RawLostUpdate<L>>,
}

impl<L, R> Default for LostUpdates<L, R> {
    fn default() -> Self {
        LostUpdates {
            pending: Vec::new(),
            writes: FxHashMap::default(),
            reported: FxHashSet::default(),
            keep_first: false,
            found: Vec::new(),
        }
    }
}

impl<L, R> LostUpdates<L, R> {
    /// The pass for a map's lookups: a method that looks up several keys
    /// before it puts one (the first free spot) compares the put with the
    /// clock of its first lookup, before the map's own synchronisation
    /// ordered it after other threads' puts.
    pub fn keeping_first_read() -> Self {
        LostUpdates {
            keep_first: true,
            ..Self::default()
        }
    }
}

impl<L: Copy + Eq + Hash, R: Eq + Hash> LostUpdates<L, R> {
    /// Thread `tid` (state `th`, before the read's own edge) reads volatile
    /// `loc` in `method` at frame depth `depth`.
    #[allow(clippy::too_many_arguments)]
    pub fn read(
        &mut self,
        sets: &mut Locksets,
        th: &ThreadState,
        tid: u32,
        loc: L,
        tag: u64,
        method: MethodId,
        depth: usize,
    ) {
        while self.pending.len() <= tid as usize {
            self.pending.push(Vec::new());
        }
        let mine = &mut self.pending[tid as usize];
        if self.keep_first {
            if let Some(p) = mine
                .iter_mut()
                .find(|p| p.loc == loc && p.method == method && p.depth == depth)
            {
                p.tag = tag;
                p.locks = sets.meet(p.locks, th.write);
                return;
            }
        }
        mine.retain(|p| p.loc != loc);
        // A handful of fields at a time is all `x = x + y` needs.
        if mine.len() >= 8 {
            mine.remove(0);
        }
        mine.push(PendingRead {
            loc,
            tag,
            method,
            depth,
            locks: th.write,
            clock: th.hb.clone(),
        });
    }

    /// Thread `tid` updated `loc` atomically (a compare-and-set): a read of
    /// it before is no longer waiting for a write-back.
    pub fn forget(&mut self, tid: u32, loc: L) {
        if let Some(mine) = self.pending.get_mut(tid as usize) {
            mine.retain(|p| p.loc != loc);
        }
    }

    /// Thread `tid` writes volatile `loc` in `method` at frame depth
    /// `depth`, at `at`; `key` names the report.
    #[allow(clippy::too_many_arguments)]
    pub fn write(
        &mut self,
        sets: &mut Locksets,
        th: &ThreadState,
        tid: u32,
        loc: L,
        key: impl FnOnce() -> R,
        tag: u64,
        method: MethodId,
        depth: usize,
        at: At,
    ) {
        let read = self.pending.get_mut(tid as usize).and_then(|mine| {
            let i = mine.iter().position(|p| p.loc == loc)?;
            let p = mine.swap_remove(i);
            (p.tag == tag && p.method == method && p.depth == depth).then_some(p)
        });
        let rec = WriteRec {
            tid,
            update: read.is_some(),
            locks: match &read {
                Some(p) => sets.meet(p.locks, th.write),
                None => th.write,
            },
            clock: th.hb.get(tid),
            at,
        };
        let writes = self.writes.entry(loc).or_default();
        let partner = writes.iter().find(|w| {
            w.tid != tid
                && (rec.update || w.update)
                && sets.disjoint(w.locks, rec.locks)
                && !Epoch {
                    tid: w.tid,
                    clock: w.clock,
                }
                .happens_before(read.as_ref().map_or(&th.hb, |p| &p.clock))
        });
        if let Some(&earlier) = partner {
            if self.reported.insert(key()) {
                self.found.push(RawLostUpdate {
                    loc,
                    earlier,
                    later: rec,
                });
            }
        }
        match writes
            .iter_mut()
            .find(|w| w.tid == tid && w.update == rec.update)
        {
            Some(w) => *w = rec,
            None => writes.push(rec),
        }
    }
}
