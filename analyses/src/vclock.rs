//! Vector clocks and epochs for the happens-before relation of one run
//! (Lamport; the epoch representation of FastTrack, Flanagan and Freund,
//! PLDI 2009), and the clocks of the synchronisation objects that carry
//! happens-before edges from one thread to another.
//!
//! Every thread `t` keeps a vector clock `C_t`: entry `u` is the last clock
//! of thread `u` whose events happen before `t`'s next event; entry `t` is
//! `t`'s own clock, which starts at 1 and grows by one after each release,
//! so that the events of `t` between two releases share one *epoch*
//! `clock@t`. An event with epoch `c@u` happens before thread `t`'s current
//! event exactly when `c <= C_t[u]`.
//!
//! A release of a synchronisation object `s` (a monitor exit, a volatile
//! or atomic store, an `unpark`) joins `C_t` into the object's clock `L_s`
//! and then ticks `t`'s own entry; an acquire of `s` (a monitor entry, a
//! volatile or atomic load, a return from `park`) joins `L_s` into `C_t`.
//! Objects' clocks are joined, never overwritten, so objects that several
//! threads release without order among them (volatile fields, atomics) are
//! handled like monitors.

use fxhash::FxHashMap;
use wayfinder_vm::listener::Location;
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::value::ObjRef;

/// A vector clock: entry `t` for thread `t`, missing entries are 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VectorClock(Vec<u32>);

impl VectorClock {
    /// Thread `t`'s entry.
    #[inline]
    pub fn get(&self, t: u32) -> u32 {
        self.0.get(t as usize).copied().unwrap_or(0)
    }

    /// Sets thread `t`'s entry to `c`.
    pub fn set(&mut self, t: u32, c: u32) {
        let i = t as usize;
        if self.0.len() <= i {
            self.0.resize(i + 1, 0);
        }
        self.0[i] = c;
    }

    /// Advances thread `t`'s own entry by one (after a release).
    pub fn tick(&mut self, t: u32) {
        let c = self.get(t);
        self.set(t, c + 1);
    }

    /// Entry-wise maximum with `other` (an acquire of what `other` released).
    pub fn join(&mut self, other: &VectorClock) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (a, &b) in self.0.iter_mut().zip(&other.0) {
            *a = (*a).max(b);
        }
    }

    /// Is every entry at most `other`'s (everything this clock has seen
    /// happens before what `other` has)?
    pub fn leq(&self, other: &VectorClock) -> bool {
        self.0
            .iter()
            .enumerate()
            .all(|(t, &c)| c <= other.get(t as u32))
    }

    /// The epoch of thread `t`'s current events.
    #[inline]
    pub fn epoch(&self, t: u32) -> Epoch {
        Epoch {
            tid: t,
            clock: self.get(t),
        }
    }
}

/// An event's epoch: `clock@tid`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Epoch {
    pub tid: u32,
    pub clock: u32,
}

impl Epoch {
    /// Does an event of this epoch happen before the current event of the
    /// thread whose clock is `vc`?
    #[inline]
    pub fn happens_before(self, vc: &VectorClock) -> bool {
        self.clock <= vc.get(self.tid)
    }
}

/// An object through which threads synchronise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SyncObject {
    /// An object's monitor (`synchronized`, `wait`).
    Monitor(ObjRef),
    /// A volatile field, or a location accessed through `Unsafe` or a
    /// `VarHandle` (atomics, the `java.util.concurrent` internals).
    Location(Location),
    /// A thread's `park` permit: `unpark(t)` releases it, `t`'s return from
    /// `park` acquires it.
    Permit(u32),
    /// A class's initialisation: the thread that ran its static
    /// initialiser releases it when done; every later use of the class's
    /// statics acquires it (JLS 12.4.2).
    ClassInit(ClassId),
    /// The unlocks in write mode of a `java.util.concurrent` lock (by its
    /// AQS synchroniser): every later lock, read or write, acquires them.
    WriteUnlocks(ObjRef),
    /// The read unlocks of a `ReentrantReadWriteLock`: later write locks
    /// acquire them, read locks do not.
    ReadUnlocks(ObjRef),
}

impl SyncObject {
    /// Is this a `java.util.concurrent` lock's modelled clock?
    pub fn is_lock(self) -> bool {
        matches!(
            self,
            SyncObject::WriteUnlocks(_) | SyncObject::ReadUnlocks(_)
        )
    }
}

/// The clocks of the synchronisation objects of a run.
#[derive(Default)]
pub struct SyncClocks {
    clocks: FxHashMap<SyncObject, VectorClock>,
}

impl SyncClocks {
    /// Thread `tid` (clock `vc`) releases `s`.
    pub fn release(&mut self, s: SyncObject, tid: u32, vc: &mut VectorClock) {
        self.clocks.entry(s).or_default().join(vc);
        vc.tick(tid);
    }

    /// A thread (clock `vc`) acquires `s`.
    pub fn acquire(&self, s: SyncObject, vc: &mut VectorClock) {
        if let Some(l) = self.clocks.get(&s) {
            vc.join(l);
        }
    }

    /// How many objects have a clock.
    pub fn len(&self) -> usize {
        self.clocks.len()
    }

    /// Has no object a clock yet?
    pub fn is_empty(&self) -> bool {
        self.clocks.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vc(entries: &[u32]) -> VectorClock {
        VectorClock(entries.to_vec())
    }

    #[test]
    fn get_set_tick_beyond_length() {
        let mut c = VectorClock::default();
        assert_eq!(c.get(3), 0);
        c.set(2, 5);
        assert_eq!(c, vc(&[0, 0, 5]));
        c.tick(2);
        c.tick(4);
        assert_eq!(c, vc(&[0, 0, 6, 0, 1]));
        assert_eq!(c.epoch(2), Epoch { tid: 2, clock: 6 });
    }

    #[test]
    fn join_is_entrywise_max_and_leq_orders() {
        let mut a = vc(&[3, 1]);
        let b = vc(&[1, 4, 2]);
        assert!(!a.leq(&b) && !b.leq(&a));
        a.join(&b);
        assert_eq!(a, vc(&[3, 4, 2]));
        assert!(b.leq(&a));
        assert!(vc(&[3, 4, 2, 0]).leq(&a), "trailing zeros compare equal");
        assert!(!vc(&[0, 0, 0, 1]).leq(&a));
    }

    #[test]
    fn epochs_happen_before_clocks_that_have_seen_them() {
        let seen = vc(&[2, 7]);
        assert!(Epoch { tid: 1, clock: 7 }.happens_before(&seen));
        assert!(Epoch { tid: 0, clock: 1 }.happens_before(&seen));
        assert!(!Epoch { tid: 1, clock: 8 }.happens_before(&seen));
        assert!(!Epoch { tid: 2, clock: 1 }.happens_before(&seen));
    }

    /// Release then acquire carries the releaser's past, not its future;
    /// acquiring an object nobody released changes nothing.
    #[test]
    fn release_acquire_orders_only_the_releasers_past() {
        let mut sync = SyncClocks::default();
        let m = SyncObject::Monitor(ObjRef::from_index(1));
        let mut t0 = vc(&[1]);
        let mut t1 = vc(&[0, 1]);
        let before = t0.epoch(0);
        sync.release(m, 0, &mut t0);
        let after = t0.epoch(0);
        assert_eq!(after.clock, before.clock + 1);
        sync.acquire(SyncObject::Permit(0), &mut t1);
        assert!(!before.happens_before(&t1));
        sync.acquire(m, &mut t1);
        assert!(before.happens_before(&t1));
        assert!(!after.happens_before(&t1));
        assert_eq!(sync.len(), 1);
        assert!(!sync.is_empty() && SyncClocks::default().is_empty());
    }

    /// Two unordered releases of one location (two volatile writers) both
    /// reach a later acquirer: the object's clock is a join.
    #[test]
    fn unordered_releases_accumulate() {
        let mut sync = SyncClocks::default();
        let v = SyncObject::Location(Location::Static { class: 3, slot: 0 });
        let mut t0 = vc(&[1]);
        let mut t1 = vc(&[0, 1]);
        let (e0, e1) = (t0.epoch(0), t1.epoch(1));
        sync.release(v, 0, &mut t0);
        sync.release(v, 1, &mut t1);
        assert!(!e0.happens_before(&t1), "the second writer did not read");
        let mut t2 = vc(&[0, 0, 1]);
        sync.acquire(v, &mut t2);
        assert!(e0.happens_before(&t2) && e1.happens_before(&t2));
    }
}
