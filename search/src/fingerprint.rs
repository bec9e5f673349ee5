//! Incremental 128-bit state fingerprints.
//!
//! Each component is hashed with XXH3-128 (`xxhash-rust`) over the
//! little-endian bytes of the words describing it, seeded with its
//! identity. A state's fingerprint combines, by wrapping addition, one hash per
//! component: per live object (its identity, class, monitor, sharing flag
//! and field values), per class static area (its class name, initialisation
//! status and statics), and one over the threads (status, flags, frames).
//! The allocation counts behind object identities are left out (see
//! `AllocCounts`). Addition makes the result
//! independent of heap layout and class load order, and lets a transition
//! update it from the components it wrote alone: the VM lists written
//! objects and classes (`Heap::take_dirty`, `VmState::take_dirty_classes`),
//! each keeps its cached hash, and garbage is collected after every
//! transition (`Vm::collect_young`) so that unreachable objects never make
//! two states differ.
//!
//! Objects and references hash as the object's identity (`Object::canon`),
//! never its heap slot: under heap symmetry that identity comes from the
//! allocation site and occurrence number, without it from allocation order
//! (see `Vm::alloc`).

use wayfinder_vm::heap::{ArrayData, ObjData, Object};
use wayfinder_vm::loader::ClassKind;
use wayfinder_vm::natives::system::{keeps_relative_millis, keeps_relative_times};
use wayfinder_vm::pvec::Shared;
use wayfinder_vm::state::{millis_since_origin, nanos_since_origin, InitState};
use wayfinder_vm::thread::{JThread, ThreadStatus};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

use std::cell::Cell;

use crate::store::ComponentTable;

/// Where the words describing a component go: bytes to hash, or words to
/// intern (exact state storage).
trait Sink {
    fn word(&mut self, x: u64);
}

impl Sink for Vec<u64> {
    #[inline]
    fn word(&mut self, x: u64) {
        self.push(x)
    }
}

/// The bytes of a component's words, to be hashed in one go.
impl Sink for Vec<u8> {
    #[inline]
    fn word(&mut self, x: u64) {
        self.extend_from_slice(&x.to_le_bytes())
    }
}

/// The 128-bit hash of one component: XXH3-128 of its words as
/// little-endian bytes, the first word naming the component (its identity,
/// class name hash or thread number). That name is part of the hashed
/// input, not XXH3's seed: XXH3 mixes a seed in linearly on short inputs,
/// so (seed + 1, word) and (seed, word + 1) can collide.
#[inline]
fn hash128(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// The hash of a component's words, the first naming it (as the `*_hash`
/// functions compute it).
fn hash_seeded(words: &[u64], buf: &mut Vec<u8>) -> u128 {
    buf.clear();
    for &w in words {
        buf.word(w);
    }
    hash128(buf)
}

/// Keeps a VM's state fingerprint up to date across transitions.
pub struct StateHasher {
    /// A hash of each class's name, by class id.
    name_hash: Vec<u64>,
    /// By class id: are the `nanoTime` values in its objects' fields and
    /// its methods' frames compared relative to the clock
    /// (`keeps_relative_times`)?
    relative_times: Vec<bool>,
    /// By class id: a bit per instance field slot (below 64) that holds
    /// one of the library's statistics counters, left out of the state
    /// (`wayfinder_vm::bookkeeping`).
    counter_slots: Vec<u64>,
    /// By class id: a bit per instance field slot (below 64) that holds a
    /// `currentTimeMillis` time the library compares relative to the
    /// clock (`keeps_relative_millis`: a `TimerTask`'s next execution
    /// time, in the program's subclasses too).
    millis_slots: Vec<u64>,
    /// Reused lists of written objects and classes.
    dirty_objects: Vec<u32>,
    dirty_classes: Vec<u32>,
    /// Classes once hashed initialised while a superclass (or
    /// superinterface) their initialisation needs was not (`class_words`,
    /// `supers_initialised`): hashed again at every state, since whether
    /// their status counts changes with their supers' status, which does
    /// not mark them written. Almost always empty.
    early_initialised: Vec<u32>,
    /// Exact state storage: the component table, a word buffer and the
    /// threads' component id of the current state.
    pub components: Option<ComponentTable>,
    words: Vec<u64>,
    /// Reused bytes of the component being hashed.
    bytes: Vec<u8>,
    threads_comp: u32,
    /// Per thread: the copy last hashed, the clock and `time_observed`
    /// then, and its hash.
    thread_hashes: Vec<Option<(Shared<JThread>, TimeView, u128)>>,
    /// Has the first (start) state been hashed?
    started: bool,
    /// Set by a search under `--timeouts=any`: a deadline the clock has
    /// passed counts as 0 time left on a waiting thread (`time_words`),
    /// while the program has observed no time in `ForkJoinPool.awaitWork`'s
    /// frames (`keep_alive_passed_is_zero`, whose guard is
    /// `keep_alive_gap`), and in `AbstractQueuedSynchronizer.acquire`'s
    /// (`acquire_passed_is_zero`).
    pub passed_deadlines_equal: bool,
    /// Did `keep_alive_passed_is_zero` make a keep-alive deadline that the
    /// clock had strictly passed hash as 0 in some state of this search
    /// (so that states differing in it may have been merged)?
    keep_alive_merged: Cell<bool>,
    /// Has some state of this search been hashed with the program having
    /// observed an amount of time (`time_observed`)?
    time_seen: bool,
}

/// The time from the clock to `since` (nanoseconds since the clock's
/// start); with `passed_is_zero`, a time the clock has passed is 0.
#[inline]
fn time_left(vm: &Vm, since: i64, passed_is_zero: bool) -> i64 {
    left_at(since, vm.state.clock_nanos, passed_is_zero)
}

/// `time_left` at clock `clock`.
#[inline]
fn left_at(since: i64, clock: i64, passed_is_zero: bool) -> i64 {
    let left = since.wrapping_sub(clock);
    if passed_is_zero {
        left.max(0)
    } else {
        left
    }
}

/// A time left `left` as `passed_is_zero` hashes it, and whether that
/// turned a distinct value into 0 (the clock had strictly passed it): a
/// deadline passed by exactly 0 is 0 either way.
#[inline]
fn merged_left(left: i64, passed_is_zero: bool) -> (i64, bool) {
    if passed_is_zero && left < 0 {
        (0, true)
    } else {
        (left, false)
    }
}

/// How a frame hashes a time the clock has passed
/// (`StateHasher::passed_in_frame`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Passed {
    /// Its exact distance from the clock.
    Exact,
    /// As 0, noting a merge for `StateHasher::keep_alive_gap`'s guard
    /// (`ForkJoinPool.awaitWork`, `LockSupport.parkUntil`).
    ZeroGuarded,
    /// As 0, with nothing to note: the frame's future does not depend on
    /// how long ago its deadline passed (`AbstractQueuedSynchronizer`'s
    /// timed `acquire`).
    Zero,
}

/// What a thread's hash depends on besides the thread: the clock and
/// `time_observed`.
type TimeView = (i64, bool);

/// Has the program observed an amount of time: read the clock, or been
/// handed a time left by the library?
#[inline]
fn time_observed(vm: &Vm) -> bool {
    vm.state.clock_read || vm.state.time_left_returned
}

/// Is every class that initialising class `c` initialises first (JVMS 5.5
/// step 7: its superclass, and for a class its superinterfaces with
/// default methods) initialised? Then another thread's use of `c`, were
/// `c` not initialised, would initialise it without waiting.
fn supers_initialised(vm: &Vm, c: u32) -> bool {
    let cl = vm.classes.get(c);
    let done = |s: u32| {
        matches!(
            vm.state.classes.get(s as usize).map(|cs| cs.init),
            Some(InitState::Initialized)
        )
    };
    cl.super_class.into_iter().all(done)
        && (cl.is_interface()
            || cl
                .interfaces
                .iter()
                .all(|&i| !vm.classes.get(i).has_default_methods || done(i)))
}

/// The component id of a class that is merely loaded (not in the state).
const ABSENT: u32 = u32::MAX;

/// The reason `StateHasher::keep_alive_gap` gives.
pub const KEEP_ALIVE_GAP: &str =
    "the clock: idle ForkJoinPool workers' keep-alive deadlines that had \
passed were taken as one value while the program had not observed time, and the program observed \
time later (elapsed times after such a worker restarts its keep-alive were not all explored)";

impl StateHasher {
    /// Prepares `vm` (booted, no transition run yet) for incremental
    /// hashing: collects all garbage, freezes the old generation and turns
    /// on change tracking.
    pub fn new(vm: &mut Vm, exact: bool) -> StateHasher {
        vm.sync_class_states();
        vm.collect_young();
        // The sealed objects' digests are taken as of now: the dirty list
        // that reveals later writes starts here (`wayfinder_vm::sealed_objects`).
        vm.reseal_all();
        // Tracking first: listing every object as written must not make
        // them all remembered old objects.
        vm.state.track_changes();
        vm.state.freeze();
        StateHasher {
            name_hash: Vec::new(),
            relative_times: Vec::new(),
            counter_slots: Vec::new(),
            millis_slots: Vec::new(),
            dirty_objects: Vec::new(),
            dirty_classes: Vec::new(),
            early_initialised: Vec::new(),
            components: exact.then(ComponentTable::default),
            words: Vec::new(),
            bytes: Vec::new(),
            threads_comp: 0,
            thread_hashes: Vec::new(),
            started: false,
            passed_deadlines_equal: false,
            keep_alive_merged: Cell::new(false),
            time_seen: false,
        }
    }

    fn refresh_names(&mut self, vm: &Vm) {
        while self.name_hash.len() < vm.classes.len() {
            let c = self.name_hash.len() as u32;
            let name = &vm.classes.get(c).name;
            self.name_hash.push(xxhash_rust::xxh3::xxh3_64_with_seed(
                name.as_bytes(),
                0x6e61_6d65,
            ));
            self.relative_times.push(keeps_relative_times(name));
            let mut counters = 0u64;
            let mut millis = 0u64;
            for (i, f) in vm.classes.get(c).instance_fields.iter().enumerate() {
                let owner = &vm.classes.get(f.owner).name;
                if i < 64
                    && !vm.counters_in_state
                    && wayfinder_vm::bookkeeping::is_counter(owner, &f.name)
                {
                    counters |= 1 << i;
                }
                if i < 64 && keeps_relative_millis(owner, &f.name) {
                    millis |= 1 << i;
                }
            }
            self.counter_slots.push(counters);
            self.millis_slots.push(millis);
        }
    }

    #[inline]
    fn reference<S: Sink>(&self, vm: &Vm, h: &mut S, r: Option<ObjRef>) {
        match r {
            None => h.word(0),
            Some(o) => h.word(vm.state.heap.get(o).canon | 1),
        }
    }

    /// A value where `nanoTime` values are compared relative to the clock
    /// (see `relative_times`): a long that looks like one
    /// (`nanos_since_origin`) hashes as its distance from the clock, so
    /// that two states whose times differ only by when they happened are
    /// one state while the program has not read the clock itself. In a
    /// frame (`in_frame`), a long that looks like a `currentTimeMillis`
    /// time (`millis_since_origin`: `ForkJoinPool`'s idle keep-alive
    /// deadline, `awaitUntil`'s) likewise, in nanoseconds, so that two such
    /// values are one only when the clocks differ by whole milliseconds
    /// (and `currentTimeMillis` by as much). Not in fields, but for the
    /// few that are known to hold such a time (`millis_slots`): the
    /// library's constants (`TimeUnit`'s overflow limits) lie in that range.
    /// `passed`: how a time the clock has passed hashes (see
    /// `passed_in_frame`).
    #[inline]
    fn time_value<S: Sink>(&self, vm: &Vm, h: &mut S, v: Value, in_frame: bool, passed: Passed) {
        match v {
            Value::Long(x) if nanos_since_origin(x).is_some() => {
                let since = nanos_since_origin(x).unwrap_or(0);
                h.word(6 << 33);
                h.word(self.keep_alive_left(vm, since, passed) as u64)
            }
            Value::Long(x)
                if in_frame && millis_since_origin(x, vm.clock_origin_millis).is_some() =>
            {
                let since = millis_since_origin(x, vm.clock_origin_millis).unwrap_or(0);
                h.word(8 << 33);
                h.word(self.keep_alive_left(vm, since, passed) as u64)
            }
            _ => self.value(vm, h, v),
        }
    }

    /// Does a time the clock has passed count as 0 in this frame of
    /// `method`? Only in `ForkJoinPool.awaitWork` and
    /// `LockSupport.parkUntil`, under `--timeouts=any`,
    /// while the program has observed no amount of time (neither read the
    /// clock, `VmState::clock_read`, nor been handed a time left by the
    /// library, `VmState::time_left_returned`).
    ///
    /// Why there. An idle worker's frame holds its keep-alive deadline
    /// `D` (`currentTimeMillis() + keepAlive`). From any point of that
    /// frame, `D` is used only by: `D == 0` (0 is the "no deadline"
    /// marker; `D` here is a clock time, never 0); `D - now > TIMEOUT_SLOP`
    /// (false for every passed `D`, and stays false: the clock never goes
    /// back); `parkUntil(D)`, reached only when that test held, or already
    /// called (a passed timed wait, see `time_words`); and, for a worker
    /// that is not the idle stack's top, `D += keepAlive` before it waits
    /// again. Only that last step tells two passed deadlines apart: it
    /// decides when the worker next times out and how far its timeout
    /// moves the clock. Under `any` the worker may time out at every point
    /// whatever its deadline, and the pool's own decisions (terminate if
    /// top, else restart) do not depend on it; what differs is the
    /// clock's value after that timeout, which reaches the program only
    /// through an amount of time it reads (the clock, `awaitNanos`'s
    /// result, `getDelay`) or through another wait's deadline passing
    /// earlier or later; a library wait whose deadline has not passed may
    /// itself time out at every point under `any`, and the library tries
    /// its operation before it looks at the clock, so that difference
    /// changes when a give-up may happen, not whether. Hence the
    /// condition: once the program has observed an amount of time, the
    /// deadline keeps its exact distance.
    ///
    /// What that argument does not cover, and the guard that covers it.
    /// The condition is checked when a state is hashed, but two states
    /// merged then go on as one, and the program may observe time later.
    /// A worker that is not the top moves its merged deadline on
    /// (`D += keepAlive`) from two different pasts, so its next timeout
    /// moves the clock by different amounts from the two states, and a
    /// program that reads the clock after the merge and again after that
    /// timeout would see a different elapsed time from each (sample
    /// `KeepAliveRestartObserved`, which main called "no violation
    /// (search complete)"). No program was found in which this loses a
    /// behaviour: in that sample the elapsed times reached with the merge
    /// (0, 39.995, 40 and 60 s) are the same as without it (searched to
    /// depth 100; without the merge the search does not end). The lost
    /// twin's times were reached on another path, on which the worker
    /// timed out at each of its deadlines before the clock passed them;
    /// that such a path always exists is not proved (its restarts read
    /// `ctl` at other moments, when the worker may not be below the same
    /// top), so the rule needs a guard. Keeping the distance in that one step
    /// is no way out: a deadline passed by more than one keep-alive
    /// restarts more than once before it parks, and the extra rounds
    /// re-read `ctl` (whether the worker became the top meanwhile), so
    /// no finite summary of a passed deadline is exact once time is
    /// observed. Hence the guard (`keep_alive_gap`, which makes such a
    /// search inconclusive): the rule noted that it turned a strictly
    /// passed deadline into 0 in some state (`keep_alive_merged`), and
    /// some state of the same search was hashed with time observed
    /// (`time_seen`).
    ///
    /// Why a "no violation" without the guard's reason is complete. If
    /// the rule never turned a strictly passed deadline into 0, every
    /// frame hashed exactly as without the rule (a deadline passed by 0
    /// hashes as 0 either way): the rule merged nothing. Otherwise no
    /// state the search hashed had time observed. Observing time is a
    /// step of a thread (a clock read outside `java.util.concurrent`'s
    /// bookkeeping, `awaitNanos` or `getDelay` handing back a time left),
    /// it is never undone on a path (`VmState::clock_read` and
    /// `time_left_returned` are only cleared when the search starts), and
    /// both flags are hashed (`time_words`). A merged state's lost twin
    /// has the same steps ahead as the explored one, clock values aside
    /// (the argument above); so had the twin a path to an observation,
    /// the explored state would have the same path, ending in a state
    /// with time observed that is either hashed or equal to a stored one,
    /// hashed before, and with time observed too: `time_seen` would be
    /// set. So no reachable state observes time, the clock values in
    /// which twins differ reach no branch of the program, and the search
    /// explored every behaviour. Every sample that merges here
    /// (`ForkJoinPoolTwoTasks`) observes no time and stays complete.
    ///
    /// Without this, a worker that is not the top, restarting its
    /// keep-alive on each timeout, pushes the top worker's deadline ever
    /// further into the past, each time a new state (`new
    /// ForkJoinPool(2)` would not finish). Every other library frame keeps
    /// the distance: `awaitNanos` returns it (sample
    /// `AwaitNanosPassedBy`).
    fn keep_alive_passed_is_zero(&self, vm: &Vm, method: u32) -> bool {
        if !self.passed_deadlines_equal || time_observed(vm) {
            return false;
        }
        let m = vm.classes.method(method);
        let class = &*vm.classes.get(m.class).name;
        (&*m.name == "awaitWork" && class == "java/util/concurrent/ForkJoinPool")
            || (&*m.name == "parkUntil" && class == "java/util/concurrent/locks/LockSupport")
    }

    /// Does a time the clock has passed count as 0 in this frame of
    /// `method`, with no guard? Only in the timed `acquire` of
    /// `AbstractQueuedSynchronizer` (and its `long` twin), under
    /// `--timeouts=any`, whether or not the program has observed time.
    ///
    /// Why there. `acquire(node, arg, shared, interruptible, timed, time)`
    /// is the loop behind every timed lock, semaphore and latch wait
    /// (`tryLock(t)`, `tryAcquire(t)`, `await(t)`); its deadline `time`
    /// (`nanoTime() + timeout`, taken by the caller) is a parameter that
    /// the loop never writes and reads in one place only: the test
    /// `(nanos = time - System.nanoTime()) > 0L` before it parks. A clock
    /// read returns the clock, which never goes back, so for a deadline
    /// the clock has passed that test is false now and at every later
    /// point: the loop gives up (`break`, then `cancelAcquire`) the next
    /// time it would park, whatever the distance; the positive `nanos` it
    /// parked with before is a duration, hashed exactly. The thread's own
    /// timed wait, if it is in one, hashes a passed deadline as 0 already
    /// (`time_words`), and its timeout leaves the clock where it is. So two
    /// states that differ only in how long ago such a deadline passed (and,
    /// while the rest of the state is compared relative to the clock, by a
    /// shift of the clock) have the same successors step for step, shifted
    /// alike: every amount of time computed later (an `awaitNanos` result,
    /// a new wait's time left) is the same in both, and unlike
    /// `keep_alive_passed_is_zero`'s no step moves such a deadline on, so
    /// neither that rule's condition (no time observed) nor its guard is
    /// needed. Once the program has read the clock, the clock is part of
    /// the state (`time_words`) and states whose clocks differ are not
    /// merged at all; what is merged then differs only in that deadline,
    /// which the frame no longer tells apart. Without this,
    /// a thread left in a passed `tryAcquire(50 ms)` while `main` loops on
    /// `awaitTermination(1 s)` made a new state at every pass of the loop
    /// and the search did not end (`bench/everyday/RateLimitedCalls`).
    fn acquire_passed_is_zero(&self, vm: &Vm, method: u32) -> bool {
        if !self.passed_deadlines_equal {
            return false;
        }
        let m = vm.classes.method(method);
        let class = &*vm.classes.get(m.class).name;
        &*m.name == "acquire"
            && (class == "java/util/concurrent/locks/AbstractQueuedSynchronizer"
                || class == "java/util/concurrent/locks/AbstractQueuedLongSynchronizer")
    }

    /// How the frame of `method` hashes the times the clock has passed.
    fn passed_in_frame(&self, vm: &Vm, method: u32) -> Passed {
        if self.keep_alive_passed_is_zero(vm, method) {
            Passed::ZeroGuarded
        } else if self.acquire_passed_is_zero(vm, method) {
            Passed::Zero
        } else {
            Passed::Exact
        }
    }

    /// `time_left` of a time held in a frame; a passed keep-alive deadline
    /// that `passed_is_zero` turns into 0 is noted (`keep_alive_merged`).
    #[inline]
    fn keep_alive_left(&self, vm: &Vm, since: i64, passed: Passed) -> i64 {
        let (left, merged) = merged_left(time_left(vm, since, false), passed != Passed::Exact);
        if merged && passed == Passed::ZeroGuarded {
            self.keep_alive_merged.set(true);
        }
        left
    }

    /// Why this search's "no violation" is not complete, if it is not:
    /// `keep_alive_passed_is_zero` merged passed keep-alive deadlines in
    /// some state and the program observed time in some state (see there).
    pub fn keep_alive_gap(&self) -> Option<String> {
        (self.keep_alive_merged.get() && self.time_seen).then(|| KEEP_ALIVE_GAP.to_string())
    }

    #[inline]
    fn value<S: Sink>(&self, vm: &Vm, h: &mut S, v: Value) {
        match v {
            Value::Top => h.word(0x70),
            Value::Int(x) => h.word(x as u32 as u64 | 1 << 33),
            Value::Long(x) => {
                h.word(2 << 33);
                h.word(x as u64)
            }
            Value::Float(x) => h.word(x.to_bits() as u64 | 3 << 33),
            Value::Double(x) => {
                h.word(4 << 33);
                h.word(x.to_bits())
            }
            Value::Ref(r) => {
                h.word(5 << 33);
                self.reference(vm, h, r)
            }
            Value::Abs(a) => {
                h.word(6 << 33 | (a.wide as u64) << 16 | (a.domain as u64) << 8 | a.value as u64)
            }
        }
    }

    fn object_hash(&self, vm: &Vm, obj: &Object, buf: &mut Vec<u8>) -> u128 {
        buf.clear();
        buf.word(obj.canon);
        self.object_words(vm, obj, buf);
        hash128(buf)
    }

    /// The words describing `obj` (its identity excepted).
    fn object_words<S: Sink>(&self, vm: &Vm, obj: &Object, h: &mut S) {
        h.word(self.name_hash[obj.class as usize]);
        // Identity hash codes derive from `hash_id`; it adds to the identity
        // only where it differs from it (no symmetry, thread keys).
        if obj.hash_id != obj.canon {
            h.word(obj.hash_id);
        }
        h.word(
            obj.monitor.owner.map(|t| t as u64 + 1).unwrap_or(0)
                | (obj.monitor.count as u64) << 32
                | (obj.view as u64) << 60
                | (obj.sealed as u64) << 61
                | (obj.frozen as u64) << 62
                | (obj.shared as u64) << 63,
        );
        match &obj.data {
            ObjData::Fields(f) => {
                // A `Class` object holds its class's id, which depends on
                // load order: it hashes as the class's name instead.
                let class_id_slot = (obj.class == vm.wk.class).then_some(vm.slots.class_id);
                let relative = self.relative_times[obj.class as usize];
                let counters = self.counter_slots[obj.class as usize];
                let millis = self.millis_slots[obj.class as usize];
                for (i, &v) in f.iter().enumerate() {
                    if counters != 0 && i < 64 && counters >> i & 1 == 1 {
                        h.word(7 << 33);
                        continue;
                    }
                    if millis != 0 && i < 64 && millis >> i & 1 == 1 {
                        self.time_value(vm, h, v, true, Passed::Exact);
                        continue;
                    }
                    match (class_id_slot, v) {
                        (Some(slot), Value::Int(c))
                            if slot == i && (c as usize) < self.name_hash.len() =>
                        {
                            h.word(self.name_hash[c as usize] | 1 << 63)
                        }
                        _ if relative => self.time_value(vm, h, v, false, Passed::Exact),
                        _ => self.value(vm, h, v),
                    }
                }
            }
            ObjData::Array(a) => {
                h.word(a.len() as u64);
                match a {
                    ArrayData::Byte(v) => v.chunks(8).for_each(|c| {
                        h.word(c.iter().fold(0u64, |acc, &b| acc << 8 | b as u8 as u64))
                    }),
                    ArrayData::Char(v) => v
                        .chunks(4)
                        .for_each(|c| h.word(c.iter().fold(0u64, |acc, &b| acc << 16 | b as u64))),
                    ArrayData::Short(v) => v.iter().for_each(|&x| h.word(x as u16 as u64)),
                    ArrayData::Int(v) => v.iter().for_each(|&x| h.word(x as u32 as u64)),
                    ArrayData::Long(v) => v.iter().for_each(|&x| h.word(x as u64)),
                    ArrayData::Float(v) => v.iter().for_each(|&x| h.word(x.to_bits() as u64)),
                    ArrayData::Double(v) => v.iter().for_each(|&x| h.word(x.to_bits())),
                    ArrayData::Ref(v) => v.iter().for_each(|&r| self.reference(vm, h, r)),
                }
            }
        }
    }

    fn class_hash(&self, vm: &Vm, c: u32, buf: &mut Vec<u8>) -> u128 {
        buf.clear();
        buf.word(self.name_hash[c as usize]);
        if !self.class_words(vm, c, buf) {
            return 0;
        }
        hash128(buf)
    }

    /// The words describing class `c`'s static area; `false` when the
    /// class is merely loaded (not part of the program's state yet), or
    /// is an array or primitive class without a mirror.
    fn class_words<S: Sink>(&self, vm: &Vm, c: u32, h: &mut S) -> bool {
        let cs = vm.state.class(c);
        if cs.init == InitState::Uninitialized && cs.mirror.is_none() {
            return false;
        }
        // Array and primitive classes have no statics and no initialiser:
        // they are initialised as they are loaded, and loading is the
        // search's history, not the program's state (a path that loaded
        // one must not make a state reached later differ from the same
        // state reached before). Only their mirror, once made, is state.
        // The same holds for the classes the VM makes already initialised
        // (`Vm::born_initialized`) when they have no statics.
        // Nor is the status of a class with neither statics nor a
        // `<clinit>` (a path that happened to use `FutureTask$WaitNode`
        // must not differ forever from one that did not), while it is
        // not initialised, or initialised with every super its
        // initialisation needs initialised (`supers_initialised`). Its
        // mirror, once made, still is state. Why two states that differ
        // only in such a status, P (initialised) and Q (not), behave the
        // same:
        // - What the status decides (JVMS 5.5) is what a use of the class
        //   does. In P a use goes on. In Q it takes the class, asks each
        //   super, finds it initialised (JVMS 5.5 step 7: no wait, no
        //   code), runs no `<clinit>` and marks the class initialised: it
        //   goes on too, within the same step, and the state it leaves is
        //   P's but for the status. Nothing else reads the status but the
        //   library's own `Unsafe.shouldBeInitialized` (method handles
        //   pick a form that initialises first, with the same effect).
        // - The reductions decide the same in both: such a use is no
        //   scheduling point (`Vm::init_is_trivial` holds in Q, the class
        //   is initialised in P), and its footprint is a read of the
        //   class's status in both (`on_class_used` in P, the trivial
        //   start and end in Q, `footprint.rs` `CLASS_INIT`), so the
        //   sleep sets a path carries into P and into Q, and the stored
        //   mask a revisit is compared with, mean the same transitions.
        //   (Without partial-order reduction Q's use is a point and P's
        //   is not; the point adds only orders of an invisible step.)
        // - Every successor of P is thus a successor of Q but for the
        //   status, and the other way round, so merging them loses no
        //   behaviour, whichever was stored first.
        // A class initialised while a super was still being initialised
        // (the super's `<clinit>` created an instance of its subclass:
        // a recursive request, JVMS 5.5 step 3) is different: in P
        // another thread's use goes on, in Q it waits for the super. Its
        // status counts (sample `ClinitSubclassEarly`; merged, the
        // search said "no violation" there) as long as the super is not
        // initialised; the class is then hashed again at every state
        // (`early_initialised`), so that the fingerprint stays a function
        // of the state.
        let silent = cs.statics.is_empty()
            && vm.classes.get(c).clinit.is_none()
            && match cs.init {
                InitState::Uninitialized => true,
                InitState::Initialized => supers_initialised(vm, c),
                _ => false,
            };
        if cs.mirror.is_none()
            && (!matches!(vm.classes.get(c).kind, ClassKind::Instance)
                || silent
                || vm.born_initialized.contains(&c) && cs.statics.is_empty())
        {
            return false;
        }
        h.word(match cs.init {
            _ if silent => 1,
            InitState::Uninitialized => 1,
            InitState::InProgress(t) => 2 | (t as u64) << 8,
            InitState::Initialized => 3,
            InitState::Erroneous => 4,
            InitState::SupersPending { thread, depth } => {
                5 | (thread as u64) << 8 | (depth as u64) << 32
            }
        });
        for &v in cs.statics.iter() {
            self.value(vm, h, v);
        }
        self.reference(vm, h, cs.mirror);
        if cs.init_error.is_some() {
            self.reference(vm, h, cs.init_error);
        }
        true
    }

    /// Hashes class `c` again (`fingerprint`'s written classes, and
    /// `early_initialised`), keeping its component id in an exact store.
    fn rehash_class(&mut self, vm: &mut Vm, c: u32) {
        let h = match self.components.take() {
            None => {
                let mut buf = std::mem::take(&mut self.bytes);
                let h = self.class_hash(vm, c, &mut buf);
                self.bytes = buf;
                h
            }
            Some(mut table) => {
                let mut words = std::mem::take(&mut self.words);
                words.clear();
                words.push(self.name_hash[c as usize]);
                let (comp, h) = if self.class_words(vm, c, &mut words) {
                    (table.intern(&words), hash_seeded(&words, &mut self.bytes))
                } else {
                    (ABSENT, 0)
                };
                self.words = words;
                self.components = Some(table);
                vm.state.set_class_comp(c, comp, !self.started);
                h
            }
        };
        vm.state.set_class_hash(c, h);
        let cs = vm.state.class(c);
        if cs.init == InitState::Initialized
            && cs.statics.is_empty()
            && vm.classes.get(c).clinit.is_none()
            && !supers_initialised(vm, c)
            && !self.early_initialised.contains(&c)
        {
            self.early_initialised.push(c);
        }
    }

    /// A hash of every thread. A thread's own hash is kept with a handle
    /// on the thread's shared copy: while the state still holds that very
    /// copy (no transition wrote the thread since), the hash stands.
    fn threads_hash(&mut self, vm: &mut Vm) -> u128 {
        let mut all: Vec<u8> = Vec::with_capacity(16 * vm.state.threads.len() + 16);
        all.word(0x7468_7265_6164);
        let mut buf = std::mem::take(&mut self.bytes);
        for tid in 0..vm.state.threads.len() {
            // A frame's hash depends on the clock (relative times) and on
            // whether the program observed time (`keep_alive_passed_is_zero`).
            let clock = (vm.state.clock_nanos, time_observed(vm));
            let cached = self.thread_hashes.get(tid).and_then(|c| {
                c.as_ref()
                    .filter(|(t, at, _)| Shared::ptr_eq(t, &vm.state.threads[tid]) && *at == clock)
                    .map(|(_, _, hash)| *hash)
            });
            let hash = match cached {
                Some(hash) => hash,
                None => {
                    buf.clear();
                    buf.word(tid as u64 + 1);
                    self.thread_words(vm, tid, &mut buf);
                    let hash = hash128(&buf);
                    if self.thread_hashes.len() <= tid {
                        self.thread_hashes.resize(tid + 1, None);
                    }
                    self.thread_hashes[tid] = Some((vm.state.threads[tid].clone(), clock, hash));
                    hash
                }
            };
            all.word(hash as u64);
            all.word((hash >> 64) as u64);
        }
        self.bytes = buf;
        all.word(vm.state.atomic_owner.map(|t| t as u64 + 1).unwrap_or(0));
        self.time_words(vm, &mut all);
        all.word(vm.state.files.digest());
        if !vm.state.native.is_untouched() {
            all.word(vm.state.native.digest());
        }
        if !vm.state.loaders.is_untouched() {
            all.word(vm.state.loaders.digest());
        }
        hash128(&all)
    }

    /// The virtual clock, once the program has read it (and whether the
    /// library handed it a time left), and each timed wait's deadline
    /// relative to the clock (the time left to wait).
    ///
    /// Under `--timeouts=any` a waiting thread's deadline that the clock
    /// has passed counts as 0 time left, however long ago it passed. The
    /// VM uses a timed wait's own deadline for two things only: whether
    /// the wait may time out now (under `any`: always,
    /// `Timeouts::fires_with_others`) and where its timeout moves the
    /// clock (`VmState::time_out`: to `max(clock, deadline)`, which is the
    /// clock itself for every passed deadline). The wait's end, by
    /// timeout or by wake-up, drops the deadline (`timed_wait_deadline`
    /// is `None` outside a timed wait), and no native returns it. So two
    /// states that differ only in how long ago such deadlines passed have
    /// the same successors, step for step, with the same difference (the
    /// boundary: `passed_deadline_boundaries`). The frames that computed
    /// the deadline may keep it in a local: those keep the exact distance
    /// (`frame_words`), but for `keep_alive_passed_is_zero`'s.
    fn time_words<S: Sink>(&self, vm: &Vm, h: &mut S) {
        let clock = vm.state.clock_nanos;
        h.word(vm.state.clock_read as u64 | (vm.state.time_left_returned as u64) << 1);
        if vm.state.clock_read {
            h.word(clock as u64);
        }
        for t in vm.state.threads.iter() {
            if let Some(deadline) = t.timed_wait_deadline() {
                h.word(t.id as u64);
                h.word(time_left(vm, deadline, self.passed_deadlines_equal) as u64);
            }
        }
    }

    /// The words describing thread `tid`: its header, then its frames.
    fn thread_words<S: Sink>(&self, vm: &mut Vm, tid: usize, h: &mut S) {
        self.thread_header(vm, tid, h);
        h.word(vm.state.threads[tid].frames.len() as u64);
        for fi in 0..vm.state.threads[tid].frames.len() {
            self.frame_words(vm, tid, fi, h);
        }
    }

    /// Thread `tid`'s status, flags, `Thread` object and uncaught exception.
    fn thread_header<S: Sink>(&self, vm: &Vm, tid: usize, h: &mut S) {
        let t = &vm.state.threads[tid];
        h.word(match t.status {
            ThreadStatus::New => 1,
            ThreadStatus::Runnable => 2,
            ThreadStatus::Blocked { count, .. } => 3 | (count as u64) << 8,
            ThreadStatus::Waiting { count, timed, .. } => {
                4 | (count as u64) << 8 | (timed as u64) << 40
            }
            ThreadStatus::Joining { target, timed } => {
                5 | (target as u64) << 8 | (timed as u64) << 40
            }
            ThreadStatus::Parked { timed } => 6 | (timed as u64) << 8,
            ThreadStatus::Sleeping => 7,
            ThreadStatus::Terminated => 8,
            ThreadStatus::InitWaiting { .. } => 9,
        });
        match t.status {
            ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } => {
                self.reference(vm, h, Some(monitor))
            }
            // Classes by name, like static areas.
            ThreadStatus::InitWaiting { class } => h.word(self.name_hash[class as usize]),
            _ => {}
        }
        h.word(
            t.permit as u64
                | (t.interrupted as u64) << 1
                | (t.wake_pending as u64) << 2
                | (t.daemon as u64) << 3
                | (t.uncaught_handled as u64) << 4
                | (t.suspended as u64) << 5,
        );
        self.reference(vm, h, Some(t.obj));
        self.reference(vm, h, t.uncaught);
    }

    /// Frame `fi` of thread `tid`: where it is, its locals and operand
    /// stack, the monitor a synchronized method holds.
    fn frame_words<S: Sink>(&self, vm: &mut Vm, tid: usize, fi: usize, h: &mut S) {
        let method = vm.state.threads[tid].frames[fi].method;
        h.word(vm.method_key(method) ^ vm.state.threads[tid].frames[fi].pc as u64);
        let relative = self.relative_times[vm.classes.method(method).class as usize];
        let passed = if relative {
            self.passed_in_frame(vm, method)
        } else {
            Passed::Exact
        };
        let f = &vm.state.threads[tid].frames[fi];
        h.word(f.vals.len() as u64);
        for &v in &f.vals {
            if relative {
                self.time_value(vm, h, v, true, passed);
            } else {
                self.value(vm, h, v);
            }
        }
        self.reference(vm, h, f.sync_obj);
    }

    /// Interns the threads hierarchically (each frame, each thread as its
    /// header and frame ids, then all threads), so that a transition adds
    /// about one new frame component rather than a copy of every stack.
    fn intern_threads(&mut self, vm: &mut Vm) -> u32 {
        let mut table = self.components.take().expect("exact store");
        let mut all: Vec<u64> = vec![0x7468_7265_6164];
        let mut words: Vec<u64> = Vec::new();
        for tid in 0..vm.state.threads.len() {
            let mut thread: Vec<u64> = Vec::new();
            self.thread_header(vm, tid, &mut thread);
            for fi in 0..vm.state.threads[tid].frames.len() {
                words.clear();
                self.frame_words(vm, tid, fi, &mut words);
                thread.push(1 << 40 | table.intern(&words) as u64);
            }
            all.push(table.intern(&thread) as u64);
        }
        all.push(vm.state.atomic_owner.map(|t| t as u64 + 1).unwrap_or(0));
        self.time_words(vm, &mut all);
        vm.state.files.words(&mut all);
        vm.state.native.words(&mut all);
        vm.state.loaders.words(&mut all);
        let id = table.intern(&all);
        self.components = Some(table);
        id
    }

    /// The hashes of objects holding `nanoTime` values are relative to the
    /// clock (`time_value`): when a timeout moved the clock since they were
    /// taken, every such object is listed as written, to be hashed again.
    fn rehash_times_after_clock_moved(&mut self, vm: &mut Vm) {
        if vm.state.clock_nanos == vm.state.hashed_clock {
            return;
        }
        vm.state.hashed_clock = vm.state.clock_nanos;
        for i in 0..vm.state.heap.capacity() {
            let holds_time = vm.state.heap.slot(i).is_some_and(|o| {
                self.millis_slots[o.class as usize] != 0
                    || self.relative_times[o.class as usize]
                        && matches!(&o.data, ObjData::Fields(f) if f.iter().any(|v| {
                            matches!(*v, Value::Long(x) if nanos_since_origin(x).is_some())
                        }))
            });
            if holds_time {
                vm.state.heap.mark_written(i);
            }
        }
    }

    /// The fingerprint of `vm`'s current state, after collecting garbage
    /// and re-hashing what the last transition wrote.
    pub fn fingerprint(&mut self, vm: &mut Vm) -> u128 {
        self.time_seen |= time_observed(vm);
        vm.sync_class_states();
        vm.collect_young_between_transitions();
        self.refresh_names(vm);
        self.rehash_times_after_clock_moved(vm);
        let mut objects = std::mem::take(&mut self.dirty_objects);
        vm.state.heap.take_dirty(&mut objects);
        for &i in &objects {
            let Some(obj) = vm.state.heap.slot(i as usize) else {
                continue;
            };
            let h = match self.components.take() {
                None => {
                    let mut buf = std::mem::take(&mut self.bytes);
                    let h = self.object_hash(vm, obj, &mut buf);
                    self.bytes = buf;
                    h
                }
                // Exact store: the words are interned, and hashed as
                // `object_hash` would (their first word is the seed).
                Some(mut table) => {
                    let mut words = std::mem::take(&mut self.words);
                    words.clear();
                    words.push(obj.canon);
                    self.object_words(vm, obj, &mut words);
                    let comp = table.intern(&words);
                    let h = hash_seeded(&words, &mut self.bytes);
                    self.words = words;
                    self.components = Some(table);
                    vm.state.heap.set_comp(i, comp, !self.started);
                    h
                }
            };
            vm.state.heap.set_hash(i, h);
        }
        self.dirty_objects = objects;
        let mut classes = std::mem::take(&mut self.dirty_classes);
        vm.state.take_dirty_classes(&mut classes);
        for &c in &self.early_initialised {
            if !classes.contains(&c) {
                classes.push(c);
            }
        }
        for &c in &classes {
            self.rehash_class(vm, c);
        }
        self.dirty_classes = classes;
        let threads = self.threads_hash(vm);
        self.started = true;
        if self.components.is_some() {
            self.threads_comp = self.intern_threads(vm);
        }
        threads
            .wrapping_add(vm.state.heap.hash_sum)
            .wrapping_add(vm.state.statics_hash_sum.rotate_left(64))
    }

    /// Thread `tid`'s own hash (header and frames) in the state
    /// `fingerprint` was last called on, if it has one (for profiles).
    pub(crate) fn thread_hash(&self, tid: usize) -> Option<u128> {
        self.thread_hashes.get(tid)?.as_ref().map(|(_, _, h)| *h)
    }

    /// The exact key of the state `fingerprint` was last called on: the
    /// sorted component ids of what can differ from the search's start
    /// (objects allocated since, old objects and static areas written or
    /// loaded since, the threads), and a pending choice's value count.
    pub fn exact_key(&self, vm: &Vm, pending_choice: Option<u32>) -> Box<[u32]> {
        let heap = &vm.state.heap;
        let mut key: Vec<u32> = (heap.young_start()..heap.capacity())
            .filter_map(|i| heap.slot(i).map(|o| o.meta.comp))
            // Old objects and static areas written since the start count
            // only if they differ from how they started.
            .chain(heap.remembered().iter().filter_map(|&i| {
                heap.slot(i as usize)
                    .filter(|o| o.meta.comp != o.meta.comp0)
                    .map(|o| o.meta.comp)
            }))
            .chain(
                vm.state
                    .young_class_roots()
                    .map(|c| vm.state.class(c))
                    .filter(|cs| cs.comp != ABSENT && cs.comp != cs.comp0)
                    .map(|cs| cs.comp),
            )
            .chain([self.threads_comp])
            .collect();
        key.sort_unstable();
        if let Some(n) = pending_choice {
            key.push(ABSENT - 1 - n);
        }
        key.into_boxed_slice()
    }
}

#[cfg(test)]
mod tests {
    //! The component hash on real state components: the objects and static
    //! areas of a booted JDK and a small program (several thousand). No two
    //! distinct components, nor any component with one word changed, may
    //! share a hash; and flipping one input bit must flip each output bit
    //! with probability close to 1/2 (avalanche).
    use super::*;
    use std::path::PathBuf;
    use wayfinder_vm::{AllocKey, VmConfig};

    const PROGRAM: &str = "import java.util.*;\n\
        public class Comp { static Map<String, List<Object>> m = new HashMap<>();\n\
        public static void main(String[] a) { for (int i = 0; i < 1500; i++) {\n\
        List<Object> l = m.computeIfAbsent(\"k\" + (i % 97), k -> new ArrayList<>());\n\
        l.add(new int[] {i, i * i}); l.add(String.valueOf(i)); l.add((long) i << 33); } } }";

    fn javac() -> PathBuf {
        std::env::var_os("JAVA_HOME")
            .map(|h| PathBuf::from(h).join("bin/javac"))
            .filter(|p| p.exists())
            .unwrap_or_else(|| PathBuf::from("javac"))
    }

    /// (seed, bytes) of every object and initialised static area, made
    /// once for all tests.
    fn components() -> &'static [(u64, Vec<u8>)] {
        static COMPONENTS: std::sync::OnceLock<Vec<(u64, Vec<u8>)>> = std::sync::OnceLock::new();
        COMPONENTS.get_or_init(make_components)
    }

    fn make_components() -> Vec<(u64, Vec<u8>)> {
        let dir = std::env::temp_dir().join(format!("wf-fp-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("Comp.java"), PROGRAM).unwrap();
        let st = std::process::Command::new(javac())
            .arg("-d")
            .arg(&dir)
            .arg(dir.join("Comp.java"))
            .status()
            .expect("javac (a JDK 17) is needed");
        assert!(st.success());
        let mut vm = Vm::new(VmConfig {
            classpath: vec![dir.clone()],
            java_home: wayfinder_vm::classpath::find_java_home().expect("a JDK"),
            enable_assertions: true,
            processors: 1,
        })
        .expect("vm");
        // Objects identified by their allocation site (a policy with
        // symmetry; the run has no scheduling points).
        vm.policy = Some(Box::new(wayfinder_reductions::CheckPolicy::new(
            true,
            AllocKey::Site,
        )));
        vm.output = wayfinder_vm::Output::Discard;
        vm.boot("Comp", &[]).expect("boot");
        let _ = vm.run_to_end();
        let _ = std::fs::remove_dir_all(&dir);
        let mut hasher = StateHasher::new(&mut vm, false);
        hasher.refresh_names(&vm);
        let mut out = Vec::new();
        for i in 0..vm.state.heap.capacity() {
            if let Some(obj) = vm.state.heap.slot(i) {
                let mut b = Vec::new();
                hasher.object_words(&vm, obj, &mut b);
                out.push((obj.canon, b));
            }
        }
        for c in 0..vm.classes.len() as u32 {
            let mut b = Vec::new();
            if hasher.class_words(&vm, c, &mut b) {
                out.push((hasher.name_hash[c as usize], b));
            }
        }
        out
    }

    /// A component's hash as `fingerprint` computes it.
    fn hash_of(seed: u64, bytes: &[u8]) -> u128 {
        let mut b = seed.to_le_bytes().to_vec();
        b.extend_from_slice(bytes);
        hash128(&b)
    }

    #[test]
    fn no_collisions_on_real_components_and_their_neighbours() {
        let comps = components();
        assert!(comps.len() > 5_000, "only {} components", comps.len());
        let mut seen: std::collections::HashMap<u128, (u64, Vec<u8>)> = Default::default();
        let mut check = |seed: u64, bytes: Vec<u8>| {
            let h = hash_of(seed, &bytes);
            if let Some(prev) = seen.get(&h) {
                assert_eq!(prev, &(seed, bytes), "two components share hash {h:#x}");
            } else {
                seen.insert(h, (seed, bytes));
            }
        };
        for (seed, bytes) in comps {
            check(*seed, bytes.clone());
            // Neighbours: each word changed by one, the seed changed by one.
            for w in 0..bytes.len() / 8 {
                let mut b = bytes.clone();
                let x = u64::from_le_bytes(b[8 * w..8 * w + 8].try_into().unwrap());
                b[8 * w..8 * w + 8].copy_from_slice(&x.wrapping_add(1).to_le_bytes());
                check(*seed, b);
            }
            check(seed.wrapping_add(1), bytes.clone());
        }
        assert!(seen.len() > 20_000, "only {} distinct inputs", seen.len());
    }

    #[test]
    fn one_flipped_input_bit_flips_half_the_output_bits() {
        let comps = components();
        let mut per_bit = [0u64; 128];
        let mut trials = 0u64;
        let mut total = 0u64;
        for (seed, bytes) in comps.iter().step_by(3).take(1500) {
            let h = hash_of(*seed, bytes);
            // Every bit of the first two words, and of the seed.
            let bits = (bytes.len() * 8).min(128);
            for bit in 0..bits + 64 {
                let d = if bit < bits {
                    let mut b = bytes.clone();
                    b[bit / 8] ^= 1 << (bit % 8);
                    h ^ hash_of(*seed, &b)
                } else {
                    h ^ hash_of(seed ^ 1 << (bit - bits), bytes)
                };
                trials += 1;
                total += u64::from(d.count_ones());
                for (o, n) in per_bit.iter_mut().enumerate() {
                    *n += (d >> o & 1) as u64;
                }
            }
        }
        assert!(trials > 50_000, "only {trials} trials");
        let mean = total as f64 / trials as f64 / 128.0;
        assert!((mean - 0.5).abs() < 0.005, "mean flipped fraction {mean}");
        for (o, &n) in per_bit.iter().enumerate() {
            let p = n as f64 / trials as f64;
            assert!((p - 0.5).abs() < 0.02, "output bit {o} flips with p = {p}");
        }
    }
}

#[cfg(test)]
mod passed_tests {
    use super::{left_at, merged_left};

    /// The keep-alive guard notes a merge only where the rule changed a
    /// value: a deadline strictly passed, under the rule.
    #[test]
    fn only_a_strictly_passed_deadline_counts_as_merged() {
        assert_eq!(merged_left(-1, true), (0, true));
        assert_eq!(merged_left(-60_000_000_000, true), (0, true));
        assert_eq!(merged_left(0, true), (0, false));
        assert_eq!(merged_left(5, true), (5, false));
        assert_eq!(merged_left(-1, false), (-1, false));
    }

    /// Only a deadline the clock has passed merges, and only under the
    /// rule; one not yet reached keeps its exact distance.
    #[test]
    fn passed_deadline_boundaries() {
        let clock = 5_000;
        assert_eq!(left_at(clock + 1, clock, true), 1);
        assert_eq!(left_at(clock, clock, true), 0);
        assert_eq!(left_at(clock - 1, clock, true), 0);
        assert_eq!(left_at(clock - 300, clock, true), 0);
        assert_eq!(left_at(clock - 1, clock, false), -1);
        assert_eq!(left_at(clock - 300, clock, false), -300);
        assert_eq!(left_at(clock + 300, clock, false), 300);
    }
}
