//! Locks held by each thread, interned locksets, and each thread's vector
//! clocks: of thread start and join (for the lock trees), and of
//! happens-before (for races).
//!
//! A lock is identified by an object: a monitor by the object itself, a
//! `java.util.concurrent` lock by its AQS synchroniser (`sync`), which the
//! read and write halves of a `ReentrantReadWriteLock` share. A lock can be
//! held in write mode (monitors, `ReentrantLock`, write locks) or read mode
//! (read locks); two holds exclude each other unless both are reads.

use fxhash::FxHashMap;
use wayfinder_vm::listener::Site;
use wayfinder_vm::value::ObjRef;

use crate::locktree::LockTree;
use crate::vclock::VectorClock;

/// An interned, sorted set of locks; `EMPTY` is the empty set.
pub type LocksetId = u32;
pub const EMPTY: LocksetId = 0;

/// Interning table for locksets, with a cache of intersections.
pub struct Locksets {
    sets: Vec<Box<[ObjRef]>>,
    index: FxHashMap<Box<[ObjRef]>, LocksetId>,
    meets: FxHashMap<(LocksetId, LocksetId), LocksetId>,
    /// The set with one lock added (`true`) or removed (`false`).
    steps: FxHashMap<(LocksetId, ObjRef, bool), LocksetId>,
}

impl Default for Locksets {
    fn default() -> Self {
        let empty: Box<[ObjRef]> = Box::new([]);
        let mut index = FxHashMap::default();
        index.insert(empty.clone(), EMPTY);
        Locksets {
            sets: vec![empty],
            index,
            meets: FxHashMap::default(),
            steps: FxHashMap::default(),
        }
    }
}

impl Locksets {
    /// The id of the set of `locks` (any order, duplicates allowed).
    pub fn intern(&mut self, mut locks: Vec<ObjRef>) -> LocksetId {
        locks.sort_unstable();
        locks.dedup();
        if let Some(&id) = self.index.get(locks.as_slice()) {
            return id;
        }
        let id = self.sets.len() as LocksetId;
        let b: Box<[ObjRef]> = locks.into_boxed_slice();
        self.sets.push(b.clone());
        self.index.insert(b, id);
        id
    }

    /// `set` with `lock` added (`add`) or removed.
    pub fn step(&mut self, set: LocksetId, lock: ObjRef, add: bool) -> LocksetId {
        if let Some(&s) = self.steps.get(&(set, lock, add)) {
            return s;
        }
        let mut v: Vec<ObjRef> = self.get(set).to_vec();
        if add {
            v.push(lock);
        } else {
            v.retain(|&l| l != lock);
        }
        let s = self.intern(v);
        self.steps.insert((set, lock, add), s);
        s
    }

    pub fn get(&self, id: LocksetId) -> &[ObjRef] {
        &self.sets[id as usize]
    }

    /// The intersection of two sets.
    pub fn meet(&mut self, a: LocksetId, b: LocksetId) -> LocksetId {
        if a == b {
            return a;
        }
        if a == EMPTY || b == EMPTY {
            return EMPTY;
        }
        let key = if a < b { (a, b) } else { (b, a) };
        if let Some(&m) = self.meets.get(&key) {
            return m;
        }
        let (x, y) = (self.get(a), self.get(b));
        let common: Vec<ObjRef> = x
            .iter()
            .filter(|l| y.binary_search(l).is_ok())
            .copied()
            .collect();
        let m = self.intern(common);
        self.meets.insert(key, m);
        m
    }

    /// Do the two sets have no lock in common?
    pub fn disjoint(&self, a: LocksetId, b: LocksetId) -> bool {
        if a == EMPTY || b == EMPTY {
            return true;
        }
        let (x, y) = (self.get(a), self.get(b));
        !x.iter().any(|l| y.binary_search(l).is_ok())
    }
}

/// A program point: where it happened, and when that is inside the JDK, the
/// innermost frame of the program's own code that led there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct At {
    pub site: Option<Site>,
    pub user: Option<Site>,
}

/// One lock a thread holds.
#[derive(Clone, Debug)]
pub struct Held {
    pub lock: ObjRef,
    /// The object the program locked (the `ReentrantLock`, the monitor).
    pub display: ObjRef,
    /// Holds in write mode (monitor entries, lock holds) and in read mode.
    pub write: u32,
    pub read: u32,
    /// Where the thread took it (its first hold).
    pub at: At,
    /// Its node in the thread's lock tree.
    pub node: u32,
}

/// A pending call of a lock method or `Thread.join`, until it returns.
#[derive(Clone, Debug)]
pub struct PendingCall {
    pub method: u32,
    /// The receiver: the lock object, its half of a read-write lock, or the
    /// joined thread's object.
    pub receiver: ObjRef,
    /// The AQS synchroniser, for lock methods.
    pub sync: Option<ObjRef>,
    /// The caller's site.
    pub at: At,
    /// The shared (read) hold count of the lock when the call began.
    pub shared_before: u32,
    /// A method of a read lock (`lock`, `tryLock`, `unlock`).
    pub read_mode: bool,
}

/// What the analyses keep per thread.
pub struct ThreadState {
    /// The thread that started this one.
    pub parent: Option<u32>,
    /// Vector clock over thread start and join only: entry `u` is the last
    /// clock of thread `u` whose events happen before this thread's next
    /// one. The lock trees use it: acquisitions ordered by the locks
    /// themselves must still count as opposite orders.
    pub vc: Vec<u32>,
    /// Vector clock of happens-before (start and join, monitors, volatiles,
    /// atomics, park and unpark), for the race detector.
    pub hb: VectorClock,
    pub held: Vec<Held>,
    /// All locks held, and those held in write mode.
    pub all: LocksetId,
    pub write: LocksetId,
    pub calls: Vec<PendingCall>,
    pub tree: LockTree,
}

impl ThreadState {
    pub fn new(tid: u32, parent: Option<u32>, parent_vc: Option<&[u32]>) -> ThreadState {
        let mut vc = parent_vc.map(|v| v.to_vec()).unwrap_or_default();
        if vc.len() <= tid as usize {
            vc.resize(tid as usize + 1, 0);
        }
        vc[tid as usize] = 1;
        let mut hb = VectorClock::default();
        hb.set(tid, 1);
        ThreadState {
            parent,
            vc,
            hb,
            held: Vec::new(),
            all: EMPTY,
            write: EMPTY,
            calls: Vec::new(),
            tree: LockTree::default(),
        }
    }

    /// Takes `count` holds of `lock` (`write` mode or read). Returns true
    /// when the thread did not hold it before (a new acquisition).
    #[cfg(test)]
    pub fn acquire(
        &mut self,
        sets: &mut Locksets,
        lock: ObjRef,
        display: ObjRef,
        write: bool,
        count: u32,
        at: At,
    ) -> bool {
        self.acquire_as(sets, lock, display, write, count, at, true)
    }

    /// As `acquire`; `blocking` is false when the thread took the lock with
    /// a `tryLock`, which could not have waited for it.
    #[allow(clippy::too_many_arguments)]
    pub fn acquire_as(
        &mut self,
        sets: &mut Locksets,
        lock: ObjRef,
        display: ObjRef,
        write: bool,
        count: u32,
        at: At,
        blocking: bool,
    ) -> bool {
        if let Some(h) = self.held.iter_mut().find(|h| h.lock == lock) {
            let had_write = h.write > 0;
            if write {
                h.write += count;
            } else {
                h.read += count;
            }
            if write && !had_write {
                self.write = sets.step(self.write, lock, true);
            }
            return false;
        }
        let path: Vec<((ObjRef, ObjRef), bool, At, u32)> = self
            .held
            .iter()
            .map(|h| ((h.lock, h.display), h.write > 0, h.at, h.node))
            .collect();
        let node = self
            .tree
            .enter(&path, (lock, display), write, at, &self.vc, blocking);
        self.held.push(Held {
            lock,
            display,
            write: if write { count } else { 0 },
            read: if write { 0 } else { count },
            at,
            node,
        });
        self.all = sets.step(self.all, lock, true);
        if write {
            self.write = sets.step(self.write, lock, true);
        }
        true
    }

    /// Gives back `count` holds of `lock` in the given mode.
    pub fn release(&mut self, sets: &mut Locksets, lock: ObjRef, write: bool, count: u32) {
        let Some(i) = self.held.iter().position(|h| h.lock == lock) else {
            return;
        };
        let h = &mut self.held[i];
        let had_write = h.write > 0;
        if write {
            h.write = h.write.saturating_sub(count);
        } else {
            h.read = h.read.saturating_sub(count);
        }
        let (no_write, gone) = (h.write == 0, h.write == 0 && h.read == 0);
        if gone {
            self.held.remove(i);
            self.all = sets.step(self.all, lock, false);
        }
        if had_write && no_write {
            self.write = sets.step(self.write, lock, false);
        }
    }

    /// The holds of `lock` in write mode and in read mode.
    pub fn holds(&self, lock: ObjRef) -> (u32, u32) {
        self.held
            .iter()
            .find(|h| h.lock == lock)
            .map(|h| (h.write, h.read))
            .unwrap_or((0, 0))
    }
}
