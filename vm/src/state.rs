//! The program state: everything a model checker must store and restore.

use std::rc::Rc;

use fxhash::FxHashMap;

use crate::heap::Heap;
use crate::loader::ClassId;
use crate::pvec::{PVec, Shared};
use crate::thread::JThread;
use crate::value::{ObjRef, Value};

/// Class initialisation status (JLS 12.4.2, JVMS 5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InitState {
    Uninitialized,
    /// Thread `thread` started initialising the class (JVMS 5.5 step 6)
    /// and is initialising its superclass and superinterfaces (step 7)
    /// before running `<clinit>`. `depth` is the thread's frame count at
    /// the request that started it: the same request, executed again
    /// once a superclass initialiser returned, goes on with the class;
    /// a request from deeper frames (inside a superclass initialiser) is
    /// a recursive request and completes at once (step 3).
    SupersPending {
        thread: u32,
        depth: u32,
    },
    /// `<clinit>` is running in thread `.0`.
    InProgress(u32),
    Initialized,
    /// Initialisation failed; further use throws NoClassDefFoundError.
    Erroneous,
}

/// Per-class part of the state.
#[derive(Clone, Debug)]
pub struct ClassState {
    pub init: InitState,
    pub statics: Box<[Value]>,
    /// The `java.lang.Class` object, once made.
    pub mirror: Option<ObjRef>,
    /// Once initialisation failed: the description of what made it fail,
    /// the cause of each later `NoClassDefFoundError` (`crate::init_errors`).
    pub init_error: Option<ObjRef>,
    /// The state hasher's cached contribution of this class (valid while
    /// the class is not in `VmState::dirty_classes`), and whether it is
    /// currently added into `VmState::statics_hash_sum`.
    pub hash: u128,
    pub counted: bool,
    /// Its id in an exact state store's component table, if one is kept,
    /// and that id when the search started.
    pub comp: u32,
    pub comp0: u32,
    dirty: bool,
    touched: bool,
}

impl ClassState {
    pub fn new(init: InitState, statics: Box<[Value]>) -> ClassState {
        ClassState {
            init,
            statics,
            mirror: None,
            init_error: None,
            hash: 0,
            counted: false,
            comp: 0,
            // Not part of the state when the search started.
            comp0: u32::MAX,
            dirty: false,
            touched: false,
        }
    }
}

/// Per allocation key (see `Vm::alloc`), how many objects were allocated
/// there: the occurrence numbers behind object identities. Counts from
/// before `freeze` sit in a shared base table that is never copied again;
/// later ones in a small overlay that a snapshot copies.
///
/// The counts are restored on backtracking but are not part of the state a
/// search compares: a thread that spins allocating garbage (a CAS retry loop
/// building a node each time) would otherwise never return to a state it
/// saw. What merging states with different counts can change is which
/// identities (hence identity hash codes) later objects get, and any value
/// is a legal identity hash code; the program's reachable objects, their
/// identities included, are compared in full.
#[derive(Clone, Debug, Default)]
pub struct AllocCounts {
    base: Rc<FxHashMap<u64, u32>>,
    overlay: Rc<FxHashMap<u64, u32>>,
}

impl AllocCounts {
    /// Returns the occurrence number for `key` and counts it.
    pub fn next(&mut self, key: u64) -> u32 {
        let n = match self.overlay.get(&key) {
            Some(&n) => n,
            None => self.base.get(&key).copied().unwrap_or(0),
        };
        Rc::make_mut(&mut self.overlay).insert(key, n + 1);
        n
    }

    /// Moves every count into the base table (which later snapshots share).
    pub fn freeze(&mut self) {
        let overlay = std::mem::take(Rc::make_mut(&mut self.overlay));
        Rc::make_mut(&mut self.base).extend(overlay);
    }
}

/// The `String.intern` table: UTF-16 content to the canonical String. The
/// strings interned before the search's start sit in a base table every
/// snapshot shares; those interned since sit in a small overlay, the only
/// part a state interning another string after a backtrack copies.
#[derive(Clone, Debug, Default)]
pub struct InternTable {
    base: Rc<FxHashMap<Vec<u16>, ObjRef>>,
    overlay: Rc<FxHashMap<Vec<u16>, ObjRef>>,
}

impl InternTable {
    /// The canonical String of content `chars`, if interned.
    #[inline]
    pub fn get(&self, chars: &[u16]) -> Option<ObjRef> {
        self.overlay
            .get(chars)
            .or_else(|| self.base.get(chars))
            .copied()
    }

    /// Makes `s` the canonical String of content `chars` (not interned yet).
    pub fn insert(&mut self, chars: Vec<u16>, s: ObjRef) {
        Rc::make_mut(&mut self.overlay).insert(chars, s);
    }

    /// Every interned String.
    pub fn values(&self) -> impl Iterator<Item = ObjRef> + '_ {
        self.base.values().chain(self.overlay.values()).copied()
    }

    /// Moves every entry into the base table (which later snapshots share).
    pub fn freeze(&mut self) {
        let overlay = std::mem::take(Rc::make_mut(&mut self.overlay));
        Rc::make_mut(&mut self.base).extend(overlay);
    }
}

#[derive(Clone, Debug, Default)]
pub struct VmState {
    pub heap: Heap,
    /// Shared with snapshots chunk-wise until written, like the heap.
    pub threads: PVec<Shared<JThread>>,
    /// Indexed by `ClassId`; grows as classes are loaded. Shared with
    /// snapshots of earlier states until written (`class_mut`).
    pub classes: PVec<Rc<ClassState>>,
    /// `String.intern` table: UTF-16 content to the canonical String.
    pub interned: InternTable,
    /// The virtual clock behind `System.nanoTime` (its value),
    /// `currentTimeMillis` and `Instant.now` (offset by
    /// `Vm::clock_origin_millis`), and the deadlines of timed waits. Under
    /// model checking only a timed wait's timeout moves it, to that wait's
    /// deadline (`time_out`); it never goes back.
    pub clock_nanos: i64,
    /// Has the program read the clock? Until it has, the clock's value is
    /// not part of the compared state (only the deadlines of timed waits
    /// relative to it are): states that differ in nothing the program
    /// observed are one state. `java.util.concurrent`'s own `nanoTime`
    /// reads do not count: the search compares the absolute times those
    /// classes keep relative to the clock (`keeps_relative_times`).
    pub clock_read: bool,
    /// Has a `java.util.concurrent` method that hands the program an
    /// amount of time read the clock (`awaitNanos`'s time left, a
    /// scheduled task's `getDelay`: `natives::system::returns_time_left`)?
    /// Like `clock_read`, the program may then tell states apart by how
    /// far the clock has moved; the search's one rule that merges such
    /// states (a `ForkJoinPool` worker's passed keep-alive deadline, see
    /// the search's fingerprint) holds only while neither is set.
    pub time_left_returned: bool,
    /// The clock at which the search last hashed the objects holding
    /// `nanoTime` values (search bookkeeping, not compared): when a
    /// timeout moved the clock since, their hashes are taken again.
    pub hashed_clock: i64,
    /// Model checking: the files the program changed and the files it has
    /// open (see `crate::files`).
    pub files: crate::files::FileState,
    /// Native memory and native objects (see `crate::native_mem`).
    pub native: crate::native_mem::NativeHeap,
    /// The class namespaces of the program's class loaders: what each
    /// defined or answered (see `crate::loader_state`).
    pub loaders: crate::loader_state::LoaderTables,
    /// The thread inside a `Verify.beginAtomic()` block, if any.
    pub atomic_owner: Option<u32>,
    /// The abstraction choice the state has pending, if its pending choice
    /// is one (see `crate::abstraction::runtime`); not part of the
    /// compared state (the pending choice's size is).
    pub abstraction_choice: Option<Rc<crate::abstraction::PendingAbstraction>>,
    /// Occurrence numbers for canonical object identities.
    pub alloc_counts: AllocCounts,
    /// Objects allocated so far, for `AllocKey::Sequence` identities (like
    /// the counts, not part of the compared state).
    pub alloc_seq: u32,
    /// Classes whose state was written (or created) since the last
    /// `take_dirty_classes`, when change tracking is on.
    dirty_classes: Vec<ClassId>,
    track_classes: bool,
    /// Classes written since the heap's freeze (roots for `sweep_young`).
    touched_classes: Vec<ClassId>,
    /// Number of classes when the heap was frozen (later ones are roots).
    frozen_classes: usize,
    /// Sum (wrapping) of the cached hash of every counted class.
    pub statics_hash_sum: u128,
}

/// `System.nanoTime()` at virtual time 0: 2^62. Java gives `nanoTime` no
/// origin; this one makes the values derived from it (a deadline is
/// `nanoTime() + timeout`) stand apart from the counters and small
/// numbers beside them, so that the state can compare them relative to
/// the clock (`nanos_since_origin`).
pub const NANO_TIME_ORIGIN: i64 = 1 << 62;

/// Values within this distance after `NANO_TIME_ORIGIN` (2^60 ns, 36
/// years) count as `nanoTime` values where the state compares them
/// relative to the clock; a deadline further off is compared as it is.
pub const NANO_TIME_SPAN: u64 = 1 << 60;

/// If `v` looks like a `nanoTime` value (a time or deadline at most
/// `NANO_TIME_SPAN` after the clock's start), its nanoseconds since the
/// clock's start.
pub fn nanos_since_origin(v: i64) -> Option<i64> {
    let since = v.wrapping_sub(NANO_TIME_ORIGIN);
    ((since as u64) < NANO_TIME_SPAN).then_some(since)
}

/// If `v` looks like a `currentTimeMillis` value (a time or deadline at
/// most `NANO_TIME_SPAN` after the wall clock's start `origin_millis`, the
/// same 36 years), its nanoseconds since the clock's start: the virtual
/// time at which `currentTimeMillis` first returns it.
pub fn millis_since_origin(v: i64, origin_millis: i64) -> Option<i64> {
    let since = v.wrapping_sub(origin_millis);
    ((since as u64) < NANO_TIME_SPAN / 1_000_000).then(|| since * 1_000_000)
}

/// `System.currentTimeMillis()` at virtual time 0 unless set otherwise
/// (2023-11-14T22:13:20Z): fixed, so that every run is reproducible.
pub const DEFAULT_CLOCK_ORIGIN_MILLIS: i64 = 1_700_000_000_000;

impl VmState {
    /// The virtual time `nanos` from now (for a timed wait's deadline).
    pub fn deadline_after(&self, nanos: i64) -> i64 {
        self.clock_nanos.saturating_add(nanos.max(0))
    }

    /// Thread `tid`'s timed wait times out: the clock jumps to its
    /// deadline, unless it is already past it.
    pub fn time_out(&mut self, tid: u32) {
        let deadline = self.threads[tid as usize].deadline;
        self.clock_nanos = self.clock_nanos.max(deadline);
    }

    #[inline]
    pub fn class(&self, c: ClassId) -> &ClassState {
        &self.classes[c as usize]
    }

    /// Class `c`'s state for writing (copied first if a snapshot shares it).
    #[inline]
    pub fn class_mut(&mut self, c: ClassId) -> &mut ClassState {
        if self.track_classes {
            if !self.classes[c as usize].dirty {
                self.note_class_write(c);
            } else {
                // Listed already, perhaps without dropping it (`push_class`).
                self.heap.drop_static_reach();
            }
        }
        Rc::make_mut(self.classes.get_mut(c as usize).expect("class state"))
    }

    /// Class `c`'s state for a write that stores no reference and
    /// overwrites none (its initialisation status, a primitive static):
    /// the heap's static reach (`crate::heap::StaticReach`) stays.
    #[inline]
    pub fn class_mut_no_refs(&mut self, c: ClassId) -> &mut ClassState {
        if self.track_classes && !self.classes[c as usize].dirty {
            self.note_class_dirty(c);
        }
        Rc::make_mut(self.classes.get_mut(c as usize).expect("class state"))
    }

    #[cold]
    fn note_class_write(&mut self, c: ClassId) {
        // What is written may be a reference (see `push_class`).
        self.heap.drop_static_reach();
        self.note_class_dirty(c);
    }

    /// Lists class `c` as written, for hashing and as a root of the young
    /// collection.
    fn note_class_dirty(&mut self, c: ClassId) {
        let frozen = (c as usize) < self.frozen_classes;
        let cs = Rc::make_mut(self.classes.get_mut(c as usize).expect("class state"));
        if !cs.dirty {
            cs.dirty = true;
            self.dirty_classes.push(c);
        }
        if frozen && !cs.touched {
            cs.touched = true;
            self.touched_classes.push(c);
        }
    }

    /// Adds the state of a newly loaded class.
    pub fn push_class(&mut self, cs: ClassState) {
        // A class state with no mirror and no references in its statics
        // (one just loaded, as `Vm::sync_class_states` adds them again
        // after backtracking) reaches nothing: the heap's static reach
        // stays.
        let reaches = cs.mirror.is_some()
            || cs.init_error.is_some()
            || cs
                .statics
                .iter()
                .any(|v| matches!(v, crate::value::Value::Ref(Some(_))));
        self.classes.push(Rc::new(cs));
        if self.track_classes {
            if reaches {
                self.heap.drop_static_reach();
            }
            self.note_class_dirty(self.classes.len() as ClassId - 1);
        }
    }

    /// Turns on change tracking (see `Heap::track_changes`); every class
    /// counts as written now.
    pub fn track_changes(&mut self) {
        self.heap.track_changes();
        self.track_classes = true;
        for c in 0..self.classes.len() as ClassId {
            self.note_class_write(c);
        }
    }

    /// Puts into `list` (replacing its contents) the classes written since
    /// the last call, each once.
    pub fn take_dirty_classes(&mut self, list: &mut Vec<ClassId>) {
        list.clear();
        std::mem::swap(list, &mut self.dirty_classes);
        for &c in list.iter() {
            Rc::make_mut(self.classes.get_mut(c as usize).expect("class state")).dirty = false;
        }
    }

    /// Sets class `c`'s cached hash and updates `statics_hash_sum`.
    pub fn set_class_hash(&mut self, c: ClassId, hash: u128) {
        let cs = Rc::make_mut(self.classes.get_mut(c as usize).expect("class state"));
        if cs.counted {
            self.statics_hash_sum = self.statics_hash_sum.wrapping_sub(cs.hash);
        }
        cs.hash = hash;
        cs.counted = true;
        self.statics_hash_sum = self.statics_hash_sum.wrapping_add(hash);
    }

    /// Sets class `c`'s component id (see `ClassState::comp`).
    pub fn set_class_comp(&mut self, c: ClassId, comp: u32, initial: bool) {
        let cs = Rc::make_mut(self.classes.get_mut(c as usize).expect("class state"));
        cs.comp = comp;
        if initial {
            cs.comp0 = comp;
        }
    }

    /// Ends the old generation here (see `Heap::freeze`); allocation counts
    /// and interned strings so far move to their shared base tables.
    pub fn freeze(&mut self) {
        self.heap.freeze();
        self.alloc_counts.freeze();
        self.interned.freeze();
        self.frozen_classes = self.classes.len();
        for c in std::mem::take(&mut self.touched_classes) {
            Rc::make_mut(self.classes.get_mut(c as usize).expect("class state")).touched = false;
        }
    }

    /// Class states that may hold references to young objects: those
    /// written since the freeze and those loaded after it.
    pub fn young_class_roots(&self) -> impl Iterator<Item = ClassId> + '_ {
        self.touched_classes
            .iter()
            .copied()
            .chain(self.frozen_classes as ClassId..self.classes.len() as ClassId)
    }
}

#[cfg(test)]
mod tests {
    use super::{nanos_since_origin, NANO_TIME_ORIGIN, NANO_TIME_SPAN};

    #[test]
    fn nano_time_values_stand_apart_from_ordinary_longs() {
        assert_eq!(nanos_since_origin(NANO_TIME_ORIGIN), Some(0));
        // A one-second deadline read at 10 ms.
        assert_eq!(
            nanos_since_origin(NANO_TIME_ORIGIN + 10_000_000 + 1_000_000_000),
            Some(1_010_000_000)
        );
        // Counters, sizes and the program's own numbers are not times.
        for v in [0, 1, -1, 42, 1_000_000_000, i64::MIN, i64::MAX] {
            assert_eq!(nanos_since_origin(v), None, "{v}");
        }
        // A deadline too far off (awaitNanos(Long.MAX_VALUE) wraps) is
        // compared as it is.
        assert_eq!(
            nanos_since_origin(NANO_TIME_ORIGIN.wrapping_add(i64::MAX)),
            None
        );
        assert_eq!(
            nanos_since_origin(NANO_TIME_ORIGIN + NANO_TIME_SPAN as i64),
            None
        );
        assert_eq!(nanos_since_origin(NANO_TIME_ORIGIN - 1), None);
    }
}
