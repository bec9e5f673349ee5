//! Shared objects that every thread touches only while holding one common
//! lock: reading or writing their fields and elements is no scheduling
//! point. A `synchronized` method's `ArrayList.add`, the reads of a
//! `HashMap` under a `ReentrantReadWriteLock`'s read lock.
//!
//! The claim, per field of an object and per array (an object's
//! canonical identity, `Object::canon`, as `crate::owned_objects`, with
//! the field's slot: instances of one class are often guarded by
//! different locks, one account's list by that account's monitor; an
//! identity names the same object in every execution of the run; and
//! only accesses to one field conflict, so a field written under a read
//! lock, `HashMap.values()`'s cache of its view, leaves the claims on the
//! map's table and size alone): the locks every access to the field or
//! the array's elements, made while another thread was alive, held. Each lock is held in one of two modes: exclusively (a
//! monitor, a `ReentrantLock`, a read-write lock's write lock) or shared (a read-write lock's read lock). A write
//! keeps a lock in the claim only if it holds it exclusively, a read in
//! either mode. The first access made while another thread is alive
//! takes the locks the thread holds; every later one intersects them with
//! its own (Eraser's lockset); an empty set breaks the claim. Accesses
//! made while the running thread is alone alive neither claim nor break
//! (see below). Objects still unshared (`Object::shared`: constructed and
//! not yet published) are not looked at: their accesses are no points
//! anyway.
//!
//! What a thread holds is read from the state at the access, never
//! tracked: a monitor's owner (`Monitor::owner`); a `ReentrantLock`'s or
//! a read-write lock's write lock's owner
//! (`AbstractOwnableSynchronizer.exclusiveOwnerThread`, set by those
//! classes only while the lock is held, cleared by a full release, by
//! `Condition.await` too); a read-write lock's read holds (its
//! `firstReader`, or a positive count in the thread's own
//! `ThreadLocal` entry of its `readHolds`). So `wait()` and `await()`
//! (the lock released, then taken again), re-entrancy, `tryLock` (held
//! only when it succeeded) and a downgrade (write lock, then read lock,
//! then the write lock released) are all seen as they are. Which objects
//! may be locks is learned from the operations (`hints`): objects
//! entered with `monitorenter`, receivers of synchronized methods (a
//! static one's class mirror), and the synchronizers of the
//! `ReentrantLock`s and read-write locks whose methods are called. A lock
//! never hinted is taken as not held (fewer locks in a claim break it
//! sooner, never wrongly keep it).
//!
//! Why this is sound. Say every access to object O made while another
//! thread is alive holds lock L (exclusively when it writes). Then while a
//! thread T holds L, no other thread accesses O in a way that conflicts
//! with T's access: a write by another would need L exclusively, a read
//! by another would need L, and only two reads (T's under a read lock)
//! can overlap, and two reads commute. So T's access to O commutes with
//! every other thread's step that can come between T's acquisition of L
//! and the access, and can join T's preceding transition (the acquisition
//! itself is a scheduling point: a `monitorenter` on a shared object, a
//! synchronized method, a library entry; if it is not, the lock is
//! unreachable by others, no other thread can hold it and their first
//! access to O breaks the claim). A lock's release stays what it is. The
//! only orders the reduction drops are those of O's accesses inside
//! critical sections relative to steps they commute with, a Lipton-style
//! mover argument: accesses in a critical section are both movers with
//! respect to other threads' steps on other objects. Blocking on L is the
//! acquisition, untouched, so deadlocks are found as before.
//!
//! The claim is checked at run time, per run (as `crate::owned_objects`):
//! the set for O only shrinks, and an access that empties it breaks the
//! claim. Take the first execution of the full search in which an access
//! to O made while another thread is alive does not hold L (for every L in
//! the set that a run ends with): its prefix has an equivalent the reduced
//! search explores (every access the reduction merged commutes there), so
//! the search meets that access, removes L, and, the set empty, breaks the
//! claim. An access made by a thread alone alive needs no lock: every
//! access to O of a thread that ended before it is ordered before it in
//! every execution in which that thread has ended, and an execution that
//! puts it while the other thread is alive makes it an access while
//! another thread is alive, which the argument above meets. Threads
//! started after it are ordered after it by `Thread.start`.
//!
//! Objects reached through O (an `ArrayList`'s `elementData`, a
//! `HashMap`'s table and nodes) have identities of their own and claims
//! of their own: the program's locked calls into the collection touch
//! them under the same lock, so they are covered the same way, and an
//! unlocked reach into them (an iterator handed out of the critical
//! section) breaks their claim, not O's.
//!
//! Natives called with O among their operands count as writes of each of
//! its fields, or of its elements (what they do is not known); a native with more operands than `Operation::Invoke`
//! carries cannot be checked and breaks every claim (`LOCK_ALL`: the rule
//! is off in the next run). Objects the VM itself touches outside any
//! instruction (threads, references, method-handle internals) are left
//! out, as for `crate::owned_objects`. Reads no write can conflict with
//! while the other claims hold (final fields, stable fields, sealed
//! fields, a string's hash cache) neither claim nor break: an object
//! whose final field names its lock (`synchronized (this.lock)`) is read
//! before the lock is taken.
//!
//! Unused claims and restarts (as `crate::owned_objects`): a claim matters
//! only once it took a scheduling point away (`used`); a broken unused
//! claim only turns the identity unprotected for the rest of the run.
//! When a used claim breaks, the run goes on for `EXTRA_OPS` operations
//! to collect other breaks, then ends with the claim broken
//! (`BrokenClaim::SharedObject`), and the search starts again with the
//! identities found unprotected among the shared identities of
//! `crate::owned_objects` (tagged, `lock_tag`, so that the two rules'
//! entries stay apart; they travel in trace files with them). A run that
//! breaks a used claim records itself there too (`RUN_TAG`); after
//! `MAX_RUNS` such runs the rule is off, so it never restarts the search
//! more than that many times. When the owned-object claim and this one
//! both take a point away, this one is marked used (it is the likelier to
//! hold when a second thread comes).
//!
//! Replays (and state matching). Which objects may be locks is learned
//! across the whole run, every path the search tried (`hints`, at most
//! `MAX_HINTS` of them, those no longer objects dropped when full), so
//! what one access finds held, and thus whether an identity's first
//! access claims it, depends on the run's history, not on the state
//! alone. That is no question for the search's verdict: in a run that
//! ends without a used claim broken, every access to an identity whose
//! claim held to the end (the kept ones) took no point, and every other
//! identity's accesses took the points they take without the rule (an
//! identity unprotected from its first access never claimed; one whose
//! claim broke unused never took a point away). So the run explored the
//! graph of a fixed rule, "accesses to the kept identities take no
//! point", whose decisions depend on the state only (an identity is a
//! function of its object; the candidate tests read the state); two
//! paths that reach one stored state make the same decisions after it,
//! and state matching is sound as for any reduction decided by the state.
//! The fixed rule is sound by the argument above: the lock discipline it
//! rests on held on every access the run made. Hints only change which
//! identities end kept: a held lock is always read from the state, and a
//! lock not found counts as not held, which can only break a claim.
//! A replay, though, followed one path: it learned fewer hints, or others
//! (`UuidDrawLostCount` without library-level atomicity: along the
//! violation's path alone 256 live objects were hinted before the
//! `SecureRandom` whose monitor guards its digest, so that object's
//! first access found no lock, while the search, whose hints had been
//! pruned of dead objects of other paths, had claimed it: one step
//! boundary more in the replay). So every claim made with a lock is
//! recorded too (`kept_tag`, among the shared identities, which trace
//! files carry), and a replay (`LockProtected::new` with `fixed`) claims
//! and breaks nothing: an access takes no point exactly when its identity
//! was kept and never found unprotected (`replayed_claim`), the fixed
//! rule the search's last run explored. A kept tag left from an earlier
//! run, for an identity the last run found unprotected, loses to that
//! identity's `lock_tag`; one the last run never touched is never asked.
//!
//! Known limits: statics are not covered (a counter a static
//! synchronized method increments keeps its points; `crate::local_statics`
//! covers only one-thread statics). A read without the lock while another
//! thread is alive breaks the claim even when happens-before orders it
//! (main reading a pool's results after `Future.get` while the idle
//! workers live: bench `PoolBank`). Locks other than monitors,
//! `ReentrantLock` and `ReentrantReadWriteLock` (a `StampedLock`, a
//! `Semaphore` used as a mutex) are not known, and at most `MAX_HINTS`
//! objects are remembered as possible locks; an unknown lock is taken as
//! not held, which only breaks claims. A native that reads or writes
//! objects it reaches from its operands, rather than the operands, is not
//! seen touching them (as for `crate::owned_objects`).
//!
//! Off with `WAYFINDER_NO_LOCK_PROTECTED=1`, or with the owned-object rule
//! (`--no-owned-objects`), whose set of identities it shares.

use fxhash::{FxHashMap, FxHashSet};

use wayfinder_vm::heap::{ArrayData, ObjData};
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::policy::{Operation, INVOKE_OPERANDS};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::Vm;

use crate::claim_window::ClaimWindow;
use crate::owned_objects::{
    claimable_class, might_select_native, others_alive, shared_ref, SharedObjects,
};
use crate::policy::CheckPolicy;
use crate::por::string_hash_cache;

/// How many operations a run goes on for after its first broken used
/// claim, collecting more.
const EXTRA_OPS: u64 = 20_000;

/// The most runs a broken used claim of this rule may end before the rule
/// is off.
const MAX_RUNS: u64 = 8;

/// Among the shared identities: the rule is off.
const LOCK_ALL: u64 = 0x6c6f_636b_5f61_6c6c;

/// Among the shared identities: `RUN_TAG + k` for the `k`th run this rule
/// ended.
const RUN_TAG: u64 = 0x6c6f_636b_5f72_0000;

/// The most objects remembered as possible locks.
const MAX_HINTS: usize = 256;

/// Identity `canon` as this rule records it among the shared identities.
fn lock_tag(canon: u64) -> u64 {
    canon.rotate_left(23) ^ 0x6c6f_636b_7072_6f74
}

/// Identity `canon` as this rule records among the shared identities a
/// claim it made with at least one lock (see "Replays"); `lock_tag`
/// recorded too means the claim broke since.
fn kept_tag(canon: u64) -> u64 {
    canon.rotate_left(41) ^ 0x6c6f_636b_6b65_7074
}

/// In a replay: does the claim on `canon` hold, by what the search
/// recorded in `shared` (see "Replays")? Kept and never found
/// unprotected.
fn replayed_claim(shared: &FxHashSet<u64>, canon: u64) -> bool {
    shared.contains(&kept_tag(canon)) && !shared.contains(&lock_tag(canon))
}

/// A lock in a claim: its identity and where it was last found (an
/// object's reference may differ between executions).
#[derive(Clone, Copy)]
struct Lock {
    canon: u64,
    at: ObjRef,
}

struct Entry {
    /// The locks every access so far held (exclusively, for writes).
    /// Empty: unprotected.
    locks: Vec<Lock>,
    /// Did the claim take a scheduling point away?
    used: bool,
}

/// What kind of lock an object of some class can be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LockKind {
    /// Only its monitor.
    Monitor,
    /// A synchronizer whose `exclusiveOwnerThread` is set exactly while
    /// the owner holds it (`ReentrantLock`'s).
    Exclusive,
    /// A read-write lock's synchronizer.
    ReadWrite,
}

pub struct LockProtected {
    shared: SharedObjects,
    /// Replaying a schedule the search found (see "Replays"): decisions
    /// come from the claims the search kept (`kept_tag`), nothing is
    /// claimed or broken.
    fixed: bool,
    off: bool,
    /// Runs this rule ended so far (see `RUN_TAG`).
    runs: u64,
    entries: FxHashMap<u64, Entry>,
    /// Objects that may be locks (see "What a thread holds").
    hints: Vec<ObjRef>,
    hinted: FxHashSet<ObjRef>,
    /// Per class: what kind of lock its instances are (cached).
    kinds: Vec<Option<LockKind>>,
    /// Per class: may its instances be claimed? (cached)
    claimable: Vec<Option<bool>>,
    /// The identity the last access returning `true` was to.
    last: u64,
    /// Operations seen and the first broken used claim (see "Unused
    /// claims and restarts").
    window: ClaimWindow,
}

impl LockProtected {
    /// The rule for a run of the search (`fixed` false: claims are made
    /// and checked) or for a replay of a schedule a search found (`fixed`
    /// true: the claims that search kept decide, see "Replays"), with the
    /// shared identities `shared` found so far.
    pub fn new(shared: SharedObjects, fixed: bool) -> LockProtected {
        let (off, runs) = {
            let s = shared.borrow();
            let runs = (0..).take_while(|k| s.contains(&(RUN_TAG + k))).count() as u64;
            (s.contains(&LOCK_ALL) || runs >= MAX_RUNS, runs)
        };
        LockProtected {
            shared,
            fixed,
            off,
            runs,
            entries: FxHashMap::default(),
            hints: Vec::new(),
            hinted: FxHashSet::default(),
            kinds: Vec::new(),
            claimable: Vec::new(),
            last: 0,
            window: ClaimWindow::default(),
        }
    }

    fn claimable(&mut self, vm: &Vm, c: ClassId) -> bool {
        let i = c as usize;
        if self.claimable.len() <= i {
            self.claimable.resize(i + 1, None);
        }
        *self.claimable[i].get_or_insert_with(|| claimable_class(vm, c))
    }

    fn kind(&mut self, vm: &Vm, c: ClassId) -> LockKind {
        let i = c as usize;
        if self.kinds.len() <= i {
            self.kinds.resize(i + 1, None);
        }
        *self.kinds[i].get_or_insert_with(|| {
            let mut at = Some(c);
            while let Some(k) = at {
                let class = vm.classes.get(k);
                match &*class.name {
                    "java/util/concurrent/locks/ReentrantLock$Sync" => return LockKind::Exclusive,
                    "java/util/concurrent/locks/ReentrantReadWriteLock$Sync" => {
                        return LockKind::ReadWrite
                    }
                    _ => {}
                }
                at = class.super_class;
            }
            LockKind::Monitor
        })
    }

    /// Remembers `o` as an object that may be a lock.
    fn hint(&mut self, vm: &Vm, o: ObjRef) {
        if self.fixed || self.hinted.contains(&o) {
            return;
        }
        if self.hints.len() >= MAX_HINTS {
            // Forget what no longer is an object; past that, the lock
            // stays unknown (taken as not held).
            let heap = &vm.state.heap;
            self.hints.retain(|r| heap.is_live(r.index()));
            self.hinted = self.hints.iter().copied().collect();
            if self.hints.len() >= MAX_HINTS {
                return;
            }
        }
        self.hints.push(o);
        self.hinted.insert(o);
    }

    /// Does the running thread hold lock `o`: `Some(true)` exclusively,
    /// `Some(false)` shared (a read lock), `None` not at all?
    fn holds(&mut self, vm: &Vm, o: ObjRef) -> Option<bool> {
        let tid = vm.cur_thread;
        let obj = vm.state.heap.get(o);
        if obj.monitor.owner == Some(tid) {
            return Some(true);
        }
        let me = vm.state.threads[tid as usize].obj;
        let is_me = |v: Option<Value>| matches!(v, Some(Value::Ref(Some(t))) if t == me);
        match self.kind(vm, obj.class) {
            LockKind::Monitor => None,
            LockKind::Exclusive => {
                is_me(vm.field_by_name(o, "exclusiveOwnerThread")).then_some(true)
            }
            LockKind::ReadWrite => {
                if is_me(vm.field_by_name(o, "exclusiveOwnerThread")) {
                    Some(true)
                } else if is_me(vm.field_by_name(o, "firstReader")) || read_holds(vm, o, me) {
                    Some(false)
                } else {
                    None
                }
            }
        }
    }

    /// Every hinted lock the running thread holds, with its mode.
    fn held(&mut self, vm: &Vm) -> Vec<(Lock, bool)> {
        let mut out = Vec::new();
        for i in 0..self.hints.len() {
            let r = self.hints[i];
            if !vm.state.heap.is_live(r.index()) {
                continue;
            }
            if let Some(excl) = self.holds(vm, r) {
                let canon = vm.state.heap.get(r).canon;
                out.push((Lock { canon, at: r }, excl));
            }
        }
        out
    }

    /// Does the running thread hold `l` in a mode enough for the access
    /// (exclusively for a `write`)? Updates where `l` is found.
    fn holds_lock(&mut self, vm: &Vm, l: &mut Lock, write: bool) -> bool {
        let heap = &vm.state.heap;
        let at = if heap.is_live(l.at.index()) && heap.get(l.at).canon == l.canon {
            Some(l.at)
        } else {
            self.hints
                .iter()
                .copied()
                .find(|r| heap.is_live(r.index()) && heap.get(*r).canon == l.canon)
        };
        let Some(at) = at else {
            return false;
        };
        l.at = at;
        match self.holds(vm, at) {
            Some(excl) => excl || !write,
            None => false,
        }
    }
}

/// The identity a claim on object `o`'s elements is kept under.
fn canon_of(vm: &Vm, o: ObjRef) -> u64 {
    vm.state.heap.get(o).canon
}

/// The identity a claim on field `slot` of object `o` is kept under (the
/// object's own when the field is not resolved: every such access then
/// shares one claim, apart from the fields').
fn field_key(vm: &Vm, o: ObjRef, slot: Option<u32>) -> u64 {
    let canon = canon_of(vm, o);
    match slot {
        Some(s) => canon ^ (u64::from(s) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        None => canon,
    }
}

/// Every identity claims on `o` are kept under: its elements', or each of
/// its fields' and its own (for a native that touches it).
fn object_keys(vm: &Vm, o: ObjRef) -> Vec<u64> {
    let obj = vm.state.heap.get(o);
    match &obj.data {
        ObjData::Fields(f) => (0..f.len() as u32)
            .map(|s| field_key(vm, o, Some(s)))
            .chain(std::iter::once(obj.canon))
            .collect(),
        ObjData::Array(_) => vec![obj.canon],
    }
}

/// Does thread object `me` hold read-write lock `sync`'s read lock through
/// its own `readHolds` entry (a positive count)?
fn read_holds(vm: &Vm, sync: ObjRef, me: ObjRef) -> bool {
    let r = |o: ObjRef, name: &str| match vm.field_by_name(o, name) {
        Some(Value::Ref(Some(x))) => Some(x),
        _ => None,
    };
    let (Some(key), Some(map)) = (r(sync, "readHolds"), r(me, "threadLocals")) else {
        return false;
    };
    let Some(table) = r(map, "table") else {
        return false;
    };
    let ObjData::Array(ArrayData::Ref(entries)) = &vm.state.heap.get(table).data else {
        return false;
    };
    entries.iter().flatten().any(|&e| {
        r(e, "referent") == Some(key)
            && r(e, "value")
                .and_then(|h| vm.field_by_name(h, "count"))
                .is_some_and(|c| c.as_int() > 0)
    })
}

impl CheckPolicy {
    /// Fires before the running thread performs `op` (every reported
    /// operation and those `Policy::observe` sees, as
    /// `owned_access`). Notes possible locks; is `op` an access to a
    /// field or element of a shared object whose claim (see the module
    /// doc) holds, the running thread holding the claim's locks?
    pub(crate) fn lock_protected_access(&mut self, vm: &mut Vm, op: &Operation) -> bool {
        let Some(lp) = self.lock_protected.as_mut() else {
            return false;
        };
        if lp.window.tick() && self.broken_claim.is_none() {
            self.broken_claim = lp.window.take();
        }
        if lp.off {
            return false;
        }
        match *op {
            Operation::MonitorEnter {
                obj: Value::Ref(Some(o)),
            } => {
                lp.hint(vm, o);
                false
            }
            Operation::FieldRead {
                obj: Value::Ref(Some(o)),
                field,
            } => {
                if !self.lock_candidate(vm, o) {
                    return false;
                }
                let resolved = vm.resolve_field_at(field, false);
                let slot = resolved.as_ref().map(|f| f.slot);
                let unchanging = match resolved {
                    Some(f) => {
                        f.is_final
                            || vm.sealed_field_holds(o, f.slot)
                            || string_hash_cache(vm, f.class, f.slot)
                            || self.field_is_stable(vm, f.class, f.slot)
                    }
                    None => false,
                };
                !unchanging && self.lock_touch(vm, o, field_key(vm, o, slot), false)
            }
            Operation::FieldWrite {
                obj: Value::Ref(Some(o)),
                field,
            } => {
                if !self.lock_candidate(vm, o) {
                    return false;
                }
                // A final field written while shared keeps its point and
                // claims nothing (see `crate::owned_objects`).
                let resolved = vm.resolve_field_at(field, false);
                if resolved.as_ref().is_some_and(|f| {
                    f.is_final || (vm.sealed.on && vm.sealed_lazy_field(o, f.slot))
                }) {
                    return false;
                }
                let slot = resolved.map(|f| f.slot);
                self.lock_touch(vm, o, field_key(vm, o, slot), true)
            }
            Operation::ElementRead {
                array: Value::Ref(Some(o)),
            } => {
                if vm.sealed.on && vm.state.heap.get(o).sealed {
                    return false;
                }
                self.lock_candidate(vm, o) && self.lock_touch(vm, o, canon_of(vm, o), false)
            }
            Operation::ElementWrite {
                array: Value::Ref(Some(o)),
            } => self.lock_candidate(vm, o) && self.lock_touch(vm, o, canon_of(vm, o), true),
            Operation::Invoke {
                method,
                is_static,
                special,
                top,
            } => {
                let Some(m) = vm.resolve_method_at(method) else {
                    return false;
                };
                // Possible locks: a synchronized method's monitor (the
                // method the call selects: an interface's method may be
                // implemented by a synchronized one), a `ReentrantLock`'s
                // or read-write lock's synchronizer.
                let target = if is_static || special {
                    m
                } else {
                    crate::por::selected(vm, m, &top).unwrap_or(m)
                };
                let meth = vm.classes.method(m);
                let n = meth.n_args as usize;
                if vm.classes.method(target).is_synchronized() {
                    let lock = if is_static {
                        vm.state.class(meth.class).mirror
                    } else if (1..=INVOKE_OPERANDS).contains(&n) {
                        match top[n - 1] {
                            Value::Ref(r) => r,
                            _ => None,
                        }
                    } else {
                        None
                    };
                    if let Some(l) = lock {
                        lp.hint(vm, l);
                    }
                }
                if !is_static && (1..=INVOKE_OPERANDS).contains(&n) {
                    let class = &*vm.classes.get(meth.class).name;
                    if matches!(
                        class,
                        "java/util/concurrent/locks/ReentrantLock"
                            | "java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock"
                            | "java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock"
                            | "java/util/concurrent/locks/Lock"
                    ) {
                        if let Value::Ref(Some(recv)) = top[n - 1] {
                            if let Some(Value::Ref(Some(sync))) = vm.field_by_name(recv, "sync") {
                                lp.hint(vm, sync);
                            }
                        }
                    }
                }
                // A native with a protected object among its operands
                // touches it (taken as a write).
                if n <= INVOKE_OPERANDS && !top[..n].iter().any(|&v| shared_ref(vm, v)) {
                    return false;
                }
                if !meth.is_native() && !might_select_native(vm, m, &top) {
                    return false;
                }
                if n > INVOKE_OPERANDS {
                    if !others_alive(vm) {
                        return false;
                    }
                    if self.debug_points {
                        eprintln!(
                            "lock-protected objects: native {} has too many operands",
                            vm.classes.method_display(m)
                        );
                    }
                    self.lock_break(vm, LOCK_ALL, None);
                    return false;
                }
                for v in &top[..n] {
                    if let Value::Ref(Some(o)) = *v {
                        if self.lock_candidate(vm, o) {
                            // Every field of it (or its elements).
                            for key in object_keys(vm, o) {
                                self.lock_touch(vm, o, key, true);
                            }
                        }
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// Is `o` a shared object this rule may claim, touched while another
    /// thread is alive?
    #[inline]
    fn lock_candidate(&mut self, vm: &Vm, o: ObjRef) -> bool {
        let obj = vm.state.heap.get(o);
        if !obj.shared || obj.frozen {
            return false;
        }
        let class = obj.class;
        let lp = self.lock_protected.as_mut().expect("checked by the caller");
        lp.claimable(vm, class) && others_alive(vm)
    }

    /// The running thread touches candidate `o` (`write`: writes it, or
    /// may). Claims it if no one did; does the claim hold with this
    /// access (the thread holding its locks)?
    fn lock_touch(&mut self, vm: &Vm, o: ObjRef, canon: u64, write: bool) -> bool {
        let lp = self.lock_protected.as_mut().expect("checked by the caller");
        if lp.fixed {
            return replayed_claim(&lp.shared.borrow(), canon);
        }
        if !lp.entries.contains_key(&canon) {
            let locks: Vec<Lock> = if lp.shared.borrow().contains(&lock_tag(canon)) {
                Vec::new()
            } else {
                lp.held(vm)
                    .into_iter()
                    .filter(|&(_, excl)| excl || !write)
                    .map(|(l, _)| l)
                    .collect()
            };
            if locks.is_empty() {
                // Unprotected from the first access: recorded with the
                // broken ones (trace files carry them).
                lp.shared.borrow_mut().insert(lock_tag(canon));
            } else {
                // Claimed: recorded for replays (see "Replays").
                lp.shared.borrow_mut().insert(kept_tag(canon));
            }
            if self.debug_points && !locks.is_empty() {
                let (m, pc) = vm.cur_site;
                eprintln!(
                    "lock-protected object: {canon:x} ({}) claimed under {} lock(s) by thread {} at {} @{pc}",
                    vm.classes.get(vm.state.heap.get(o).class).name,
                    locks.len(),
                    vm.cur_thread,
                    vm.classes.method_display(m),
                );
            }
            lp.entries.insert(canon, Entry { locks, used: false });
            let lp = self.lock_protected.as_mut().expect("checked by the caller");
            if lp.entries[&canon].locks.is_empty() {
                return false;
            }
            lp.last = canon;
            return true;
        }
        let mut locks = std::mem::take(&mut lp.entries.get_mut(&canon).expect("present").locks);
        if locks.is_empty() {
            return false;
        }
        let before = locks.len();
        locks.retain_mut(|l| lp.holds_lock(vm, l, write));
        let empty = locks.is_empty();
        let e = lp.entries.get_mut(&canon).expect("present");
        e.locks = locks;
        if !empty {
            lp.last = canon;
            return true;
        }
        let used = e.used;
        if self.debug_points {
            let (m, pc) = vm.cur_site;
            let what = if write { "writes" } else { "reads" };
            eprintln!(
                "lock-protected object: thread {} {what} {canon:x} ({}) without its {before} lock(s) at {} @{pc}",
                vm.cur_thread,
                vm.classes.get(vm.state.heap.get(o).class).name,
                vm.classes.method_display(m),
            );
        }
        let class = vm.state.heap.get(o).class;
        self.lock_break(vm, canon, used.then_some(class));
        false
    }

    /// Fires when the access `lock_protected_access` last answered `true`
    /// for would have been a scheduling point but for the claim.
    pub(crate) fn lock_claim_used(&mut self) {
        let lp = self.lock_protected.as_mut().expect("checked by the caller");
        if let Some(e) = lp.entries.get_mut(&lp.last) {
            if self.debug_points && !e.used {
                eprintln!(
                    "lock-protected object: claim on {:x} used after {} operations",
                    lp.last,
                    lp.window.ops()
                );
            }
            e.used = true;
        }
    }

    /// The claim on `canon` (`LOCK_ALL`: every claim) broke; `used`: the
    /// class of a claim that took a point away (the search must start
    /// again).
    fn lock_break(&mut self, vm: &Vm, canon: u64, used: Option<ClassId>) {
        let lp = self.lock_protected.as_mut().expect("checked by the caller");
        if lp.fixed {
            return;
        }
        let used = if canon == LOCK_ALL {
            lp.off = true;
            lp.shared.borrow_mut().insert(LOCK_ALL);
            lp.entries
                .values()
                .any(|e| e.used && !e.locks.is_empty())
                .then_some(vm.wk.object)
        } else {
            lp.shared.borrow_mut().insert(lock_tag(canon));
            used
        };
        let Some(class) = used else {
            return;
        };
        let claim = BrokenClaim::SharedObject(lock_tag(canon), class);
        if lp.window.first_break(claim, EXTRA_OPS) {
            lp.shared.borrow_mut().insert(RUN_TAG + lp.runs);
        }
    }

    /// The first used claim of this rule the run broke, if any (taken).
    pub(crate) fn take_lock_broken(&mut self) -> Option<BrokenClaim> {
        self.lock_protected.as_mut().and_then(|lp| lp.window.take())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    fn shared(ids: &[u64]) -> SharedObjects {
        Rc::new(RefCell::new(ids.iter().copied().collect()))
    }

    #[test]
    fn tags_are_apart_from_each_other_and_from_identities() {
        for canon in [0u64, 1, 0x028e_71f8_3df5_da37, u64::MAX, RUN_TAG, LOCK_ALL] {
            let (l, k) = (lock_tag(canon), kept_tag(canon));
            assert_ne!(l, k, "{canon:x}");
            assert_ne!(l, canon, "{canon:x}");
            assert_ne!(k, canon, "{canon:x}");
            assert_ne!(k, LOCK_ALL, "{canon:x}");
            assert!(!(RUN_TAG..RUN_TAG + MAX_RUNS).contains(&k), "{canon:x}");
        }
        // Distinct identities, distinct tags.
        assert_ne!(kept_tag(1), kept_tag(2));
        assert_ne!(lock_tag(1), lock_tag(2));
    }

    #[test]
    fn a_replay_keeps_exactly_the_claims_kept_and_never_found_unprotected() {
        let (kept, broken, unprotected, unseen) = (11u64, 12u64, 13u64, 14u64);
        let s = shared(&[
            kept_tag(kept),
            kept_tag(broken),
            lock_tag(broken),
            lock_tag(unprotected),
        ]);
        let s = s.borrow();
        assert!(replayed_claim(&s, kept));
        // Claimed, then broken (unused: the run went on): a point again.
        assert!(!replayed_claim(&s, broken));
        assert!(!replayed_claim(&s, unprotected));
        assert!(!replayed_claim(&s, unseen));
        // The owned-object rule's own entry for an identity is not a
        // lock-protected claim.
        let owned = shared(&[kept]);
        assert!(!replayed_claim(&owned.borrow(), kept));
    }

    #[test]
    fn runs_ended_by_the_rule_are_counted_from_the_shared_identities() {
        let lp = LockProtected::new(shared(&[]), false);
        assert_eq!((lp.runs, lp.off, lp.fixed), (0, false, false));
        let lp = LockProtected::new(shared(&[RUN_TAG, RUN_TAG + 1, RUN_TAG + 2]), true);
        assert_eq!((lp.runs, lp.off, lp.fixed), (3, false, true));
        // Only an unbroken sequence from the first counts.
        let lp = LockProtected::new(shared(&[RUN_TAG + 1, RUN_TAG + 2]), false);
        assert_eq!((lp.runs, lp.off), (0, false));
        let all: Vec<u64> = (0..MAX_RUNS).map(|k| RUN_TAG + k).collect();
        let lp = LockProtected::new(shared(&all), false);
        assert_eq!((lp.runs, lp.off), (MAX_RUNS, true));
        let lp = LockProtected::new(shared(&all[..all.len() - 1]), false);
        assert!(!lp.off);
        // A native the rule could not check turned it off.
        let lp = LockProtected::new(shared(&[LOCK_ALL]), true);
        assert!(lp.off);
    }
}
