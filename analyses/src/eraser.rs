//! The Eraser lockset algorithm, per memory location (object field,
//! static field, array element):
//!
//! - Virgin: never accessed (no entry yet).
//! - Exclusive: accessed by one thread only; no lockset yet. When the
//!   owner's accesses all happen before another thread's (by thread start
//!   and join), that thread becomes the owner.
//! - Shared: read by a second thread; the candidate lockset is refined
//!   (intersected with the locks the accessing thread holds), no warning.
//! - Shared-Modified: written by a second thread, or written while Shared;
//!   refined, and when the candidate set is empty a race is reported.
//!
//! A report names two accesses: the current one and an earlier one by
//! another thread that conflicts with it (one of them writes), holds no
//! lock in common with it, and is not ordered before it by thread start or
//! join. Reads refine with every lock held, writes with the locks held in
//! write mode, so a read lock protects readers from writers but not
//! writers from each other. Each field (or static, or array) is reported
//! once.

use fxhash::{FxHashMap, FxHashSet};
use wayfinder_vm::listener::Location;
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::value::ObjRef;

use crate::locks::{At, LocksetId, Locksets, ThreadState, EMPTY};

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
    /// The thread's own clock at the access.
    pub clock: u32,
}

struct LocState {
    phase: Phase,
    owner: u32,
    cand: LocksetId,
    recs: Vec<Rec>,
    reported: bool,
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
        let rec = Rec {
            tid,
            write,
            at,
            all: th.all,
            wlocks: th.write,
            clock: th.clock_of(tid),
        };
        let st = match self.locs.entry(loc) {
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(LocState {
                    phase: Phase::Exclusive,
                    owner: tid,
                    cand: EMPTY,
                    recs: vec![rec],
                    reported: false,
                });
                return;
            }
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
        };
        if st.reported {
            return;
        }
        let held = if write { th.write } else { th.all };
        match st.phase {
            Phase::Exclusive if st.owner == tid => {}
            Phase::Exclusive => {
                let ordered = st
                    .recs
                    .iter()
                    .all(|r| r.tid == tid || th.clock_of(r.tid) >= r.clock);
                if ordered {
                    st.owner = tid;
                } else {
                    st.phase = if write {
                        Phase::SharedModified
                    } else {
                        Phase::Shared
                    };
                    st.cand = held;
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
                .recs
                .iter()
                .filter(|r| {
                    r.tid != tid
                        && (r.write || write)
                        && th.clock_of(r.tid) < r.clock
                        && sets.disjoint(r.wlocks, rec.all)
                        && sets.disjoint(r.all, rec.wlocks)
                })
                .max_by_key(|r| r.write);
            if let Some(p) = partner {
                st.reported = true;
                let k = key();
                if self.reported.insert(k) {
                    self.races.push(RawRace {
                        loc,
                        earlier: *p,
                        later: rec,
                    });
                }
                return;
            }
        }
        match st
            .recs
            .iter_mut()
            .find(|r| r.tid == tid && r.write == write)
        {
            Some(r) => *r = rec,
            None => st.recs.push(rec),
        }
    }
}
