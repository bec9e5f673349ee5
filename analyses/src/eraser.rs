//! The hybrid race detector: Eraser's lockset algorithm, with reports
//! kept only for accesses that happen-before does not order (vector clocks
//! and epochs, as in FastTrack and ThreadSanitizer; see `vclock`). Per
//! memory location (object field, static field, array element):
//!
//! - Virgin: never accessed (no entry yet).
//! - Exclusive: accessed by one thread only; no lockset yet. When the
//!   owner's accesses all happen before another thread's access (thread
//!   start and join, monitors, volatiles, atomics, `park`/`unpark`, and the
//!   library hand-offs built on them), that thread becomes the owner:
//!   ownership moves along happens-before, as an object handed through a
//!   queue or a future does.
//! - Shared: read by a second thread whose read is not ordered after the
//!   owner's accesses; the candidate lockset is the locks common to the
//!   unordered accesses and is refined (intersected with the locks the
//!   accessing thread holds) at every access, no warning.
//! - Shared-Modified: the same when one of the unordered accesses writes,
//!   or a write while Shared; refined, and when the candidate set is empty
//!   a race is reported, if an earlier access conflicts with this one.
//!
//! A report names two accesses: the current one and an earlier one by
//! another thread that conflicts with it (one of them writes), holds no
//! lock in common with it, and does not happen before it. So a report
//! needs both an empty lockset and two accesses unordered by
//! happens-before. Reads refine with every lock held, writes with the
//! locks held in write mode, so a read lock protects readers from writers
//! but not writers from each other. Each field (or static, or array) is
//! reported once.
//!
//! The earlier accesses kept per location are FastTrack's: the last write,
//! and the reads since it, as one read while each read happens before the
//! next (an epoch) and one per thread once two are unordered (a read
//! vector); each carries the locks held and the place, for the report.

use fxhash::{FxHashMap, FxHashSet};
use wayfinder_vm::listener::Location;
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::value::ObjRef;

use crate::locks::{At, LocksetId, Locksets, ThreadState, EMPTY};
use crate::vclock::{Epoch, VectorClock};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Exclusive,
    Shared,
    SharedModified,
}

/// The last read or the last write of a location by one thread.
#[derive(Clone, Copy, Debug)]
pub struct Rec {
    pub tid: u32,
    pub write: bool,
    pub at: At,
    /// Locks the thread held, all and in write mode.
    pub all: LocksetId,
    pub wlocks: LocksetId,
    /// The thread's own happens-before clock at the access (its epoch is
    /// `clock@tid`).
    pub clock: u32,
}

impl Rec {
    fn epoch(&self) -> Epoch {
        Epoch {
            tid: self.tid,
            clock: self.clock,
        }
    }

    /// Does this access happen before the current event of thread `tid`
    /// (clock `vc`)? A thread's own accesses always do.
    fn ordered_before(&self, tid: u32, vc: &VectorClock) -> bool {
        self.tid == tid || self.epoch().happens_before(vc)
    }

    /// The locks that protect this access from a conflicting one.
    fn protecting(&self) -> LocksetId {
        if self.write {
            self.wlocks
        } else {
            self.all
        }
    }

    /// Same thread, epoch, kind and locks: an access that adds nothing.
    fn same_as(&self, other: &Rec) -> bool {
        self.tid == other.tid
            && self.clock == other.clock
            && self.write == other.write
            && self.all == other.all
            && self.wlocks == other.wlocks
    }
}

struct LocState {
    phase: Phase,
    owner: u32,
    cand: LocksetId,
    /// The last write.
    write: Option<Rec>,
    /// The reads since the last write: one (an epoch) while each read
    /// happens before the next, else at most one per thread.
    reads: Vec<Rec>,
    reported: bool,
}

impl LocState {
    fn recs(&self) -> impl Iterator<Item = &Rec> {
        self.write.iter().chain(self.reads.iter())
    }

    /// Records `rec` as the latest access.
    fn record(&mut self, rec: Rec, vc: &VectorClock) {
        if rec.write {
            // Every read and the write before either happen before this
            // write or were checked against it: later accesses that race
            // with them race with this write too, or with nothing.
            self.write = Some(rec);
            self.reads.clear();
        } else if self.reads.len() == 1 && self.reads[0].ordered_before(rec.tid, vc) {
            self.reads[0] = rec;
        } else {
            match self.reads.iter_mut().find(|r| r.tid == rec.tid) {
                Some(r) => *r = rec,
                None => self.reads.push(rec),
            }
        }
    }
}

/// What a report is about; one report per key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RaceKey {
    /// Instance field `slot` declared by class `.0` (the slot is the same
    /// in every subclass).
    Field(ClassId, u32),
    Static(ClassId, u32),
    Array(ObjRef),
}

pub struct RawRace {
    pub loc: Location,
    pub earlier: Rec,
    pub later: Rec,
}

#[derive(Default)]
pub struct Eraser {
    locs: FxHashMap<Location, LocState>,
    reported: FxHashSet<RaceKey>,
    pub races: Vec<RawRace>,
}

impl Eraser {
    /// Thread `tid` (state `th`) reads or writes `loc` at `at`; `key` says
    /// which report the location belongs to.
    #[allow(clippy::too_many_arguments)]
    pub fn access(
        &mut self,
        sets: &mut Locksets,
        th: &ThreadState,
        tid: u32,
        loc: Location,
        key: impl FnOnce() -> RaceKey,
        write: bool,
        at: At,
    ) {
        let vc = &th.hb;
        let rec = Rec {
            tid,
            write,
            at,
            all: th.all,
            wlocks: th.write,
            clock: vc.get(tid),
        };
        let st = match self.locs.entry(loc) {
            std::collections::hash_map::Entry::Vacant(v) => {
                let mut st = LocState {
                    phase: Phase::Exclusive,
                    owner: tid,
                    cand: EMPTY,
                    write: None,
                    reads: Vec::new(),
                    reported: false,
                };
                st.record(rec, vc);
                v.insert(st);
                return;
            }
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
        };
        if st.reported {
            return;
        }
        // FastTrack's same-epoch case: this thread made this very access
        // since its last release, holding the same locks.
        let last = if write {
            st.write.as_ref()
        } else {
            st.reads.iter().find(|r| r.tid == tid)
        };
        if last.is_some_and(|r| r.same_as(&rec)) {
            return;
        }
        let held = if write { th.write } else { th.all };
        match st.phase {
            Phase::Exclusive if st.owner == tid => {}
            Phase::Exclusive => {
                let mut cand = held;
                let mut modified = write;
                let mut ordered = true;
                for r in st.recs().filter(|r| !r.ordered_before(tid, vc)) {
                    ordered = false;
                    modified |= r.write;
                    cand = sets.meet(cand, r.protecting());
                }
                if ordered {
                    st.owner = tid;
                } else {
                    st.phase = if modified {
                        Phase::SharedModified
                    } else {
                        Phase::Shared
                    };
                    st.cand = cand;
                }
            }
            Phase::Shared => {
                st.cand = sets.meet(st.cand, held);
                if write {
                    st.phase = Phase::SharedModified;
                }
            }
            Phase::SharedModified => st.cand = sets.meet(st.cand, held),
        }
        if st.phase == Phase::SharedModified && st.cand == EMPTY {
            let partner = st
                .recs()
                .filter(|r| {
                    (r.write || write)
                        && !r.ordered_before(tid, vc)
                        && sets.disjoint(r.wlocks, rec.all)
                        && sets.disjoint(r.all, rec.wlocks)
                })
                .max_by_key(|r| r.write)
                .copied();
            if let Some(p) = partner {
                st.reported = true;
                let k = key();
                if self.reported.insert(k) {
                    self.races.push(RawRace {
                        loc,
                        earlier: p,
                        later: rec,
                    });
                }
                return;
            }
        }
        st.record(rec, vc);
    }
}
