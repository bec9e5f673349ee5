//! Wayfinder's runtime analyses: they watch one execution through the VM's
//! listener hooks and report what other schedules could do.
//!
//! - Eraser lockset race detection (`eraser`): per field, static and array
//!   element, the Virgin → Exclusive → Shared → Shared-Modified state
//!   machine with lockset refinement.
//! - Lock trees (`locktree`): per thread the nested lock acquisitions;
//!   pairs of threads taking two locks in opposite orders with no common
//!   gate lock are potential deadlocks.
//! - Lost updates (`lost_updates`): a read and a write back of a volatile
//!   field or an atomic (`v++`, `a.set(a.get() + 1)`), or a lookup then a
//!   `put` of one key of a synchronized or concurrent map, in one method
//!   call, by two threads with no common lock: atomic steps, not an atomic
//!   update, so no data race either.
//! - The race window (`deps`): the threads named in warnings, closed under
//!   "started it" and "wrote an object it read", for focused model checking.
//!
//! Locks are monitors (count-aware; `wait` releases them all and takes them
//! back) and the `java.util.concurrent` locks `ReentrantLock` and
//! `ReentrantReadWriteLock`, recognised when their `lock`/`tryLock`/
//! `unlock` methods return: the thread's hold count is read from the lock's
//! AQS state, so `tryLock` failures and exceptions are seen as they are
//! (read locks are counted per call, see `MethodKind::ReadLock`).
//! Volatile fields and atomics are synchronisation, never races.
//!
//! What is checked (the policy that keeps JDK internals out of reports):
//! accesses made by the program's own code (classes from the class path)
//! to objects other threads can reach (`Object::shared`) and to its own
//! classes' statics; and, as the one exception, accesses made inside the
//! JDK to the fields of the unsynchronised `java.util` collections
//! (`ArrayList`, `HashMap`...) when the program shares one, reported with
//! the program's line that called into the collection. Everything else the
//! JDK does internally (strings' hash caches, `java.util.concurrent`
//! internals, class library statics) is not checked.
//!
//! The race detector is a hybrid (`eraser`): a report needs an empty
//! lockset *and* two accesses that happen-before does not order in the run.
//! Happens-before (`vclock`, vector clocks) comes from what the VM reports:
//! thread start and join, monitor exit → entry (so `wait`/`notify` too),
//! the end of a class's initialisation → uses of its statics,
//! volatile write → read of the same field, `Unsafe` and `VarHandle`
//! accesses (stores release, loads acquire, a compare-and-set does both
//! when it succeeds, only the acquire when it fails), and `unpark(t)` →
//! `t`'s return from `park`. The `java.util.concurrent` hand-offs need no
//! edge of their own: run as the JDK implements them, they are built from
//! these (executor submit → task start, task end → `Future.get`, latch
//! `countDown` → `await`, queue `put` → `take`, semaphore `release` →
//! `acquire`). One exception: the read lock of a `ReentrantReadWriteLock`
//! orders read holds among themselves by its implementation (a CAS on the
//! lock's state), which would hide writes made under the read lock; its
//! methods' own synchronisation is ignored and the lock's specified edges
//! are used instead (see `Analyzer::in_read_lock_method`). The lock trees
//! keep the start/join clocks only: opposite orders of two locks are a
//! deadlock risk whatever the run's order.
//!
//! Usage: `let a = attach(&mut vm);` before running, then
//! `a.borrow().findings(&vm, run)` after.

mod deps;
mod eraser;
mod locks;
mod locktree;
mod lost_updates;
mod names;
mod program;
pub mod report;
#[cfg(test)]
mod tests;
pub mod vclock;

use std::cell::RefCell;
use std::rc::Rc;

use fxhash::FxHashSet;
use wayfinder_vm::listener::{Listener, Location, Site};
use wayfinder_vm::loader::{ClassId, MethodId};
use wayfinder_vm::state::InitState;
use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

use deps::Deps;
use eraser::{Eraser, RaceKey};
use locks::{At, Locksets, PendingCall, ThreadState};
use lost_updates::LostUpdates;
use program::{MethodKind, Program};
pub use report::{Access, Acquisition, Findings, LockOrder, OrderSide, Place, Race};
use vclock::{SyncClocks, SyncObject};

/// The analyses' state for one run.
pub struct Analyzer {
    program: Program,
    sets: Locksets,
    threads: Vec<ThreadState>,
    eraser: Eraser,
    /// Non-atomic updates of volatile fields and atomics (`lost_updates`).
    lost: LostUpdates<Location, RaceKey>,
    /// Check-then-act on a synchronized or concurrent map: `containsKey`
    /// or `get` of a key, then `put` of that key (`lost_updates`, per map:
    /// two threads doing it on one map collide when their keys do, which
    /// their run need not show).
    check_act: LostUpdates<ObjRef, ObjRef>,
    deps: Deps,
    /// The clocks of monitors, volatile and atomic locations, `park`
    /// permits, class initialisations and modelled locks.
    sync: SyncClocks,
    /// Classes initialised while several threads ran (their statics'
    /// accesses acquire the initialisation).
    late_inits: FxHashSet<ClassId>,
    /// Has a second thread been started? (Before, all data flow is the
    /// main thread's own: the dependency graph records nothing, and
    /// synchronisation orders nothing a thread started later does not
    /// inherit from its parent anyway.)
    multi: bool,
}

/// The listener the VM calls; it forwards to the shared `Analyzer`.
pub struct AnalysisListener(pub Rc<RefCell<Analyzer>>);

/// Installs the analyses on `vm` (before `boot` or before running) and
/// returns their state, to read the findings from after the run.
pub fn attach(vm: &mut Vm) -> Rc<RefCell<Analyzer>> {
    let a = Rc::new(RefCell::new(Analyzer::new()));
    vm.add_listener(Box::new(AnalysisListener(a.clone())));
    a
}

impl Default for Analyzer {
    fn default() -> Self {
        Self::new()
    }
}

impl Analyzer {
    pub fn new() -> Analyzer {
        Analyzer {
            program: Program::default(),
            sets: Locksets::default(),
            threads: Vec::new(),
            eraser: Eraser::default(),
            lost: LostUpdates::default(),
            check_act: LostUpdates::keeping_first_read(),
            deps: Deps::default(),
            sync: SyncClocks::default(),
            late_inits: FxHashSet::default(),
            multi: false,
        }
    }

    #[inline]
    fn ensure(&mut self, tid: u32) {
        while self.threads.len() <= tid as usize {
            let t = self.threads.len() as u32;
            self.threads.push(ThreadState::new(t, None, None));
        }
    }

    /// Where thread `tid` is at `site`, with the user frame when `site` is
    /// JDK code. The thread's current frame is `site`'s (it may be off the
    /// frame stack); the frames below it are searched.
    fn at(&mut self, vm: &Vm, tid: u32, site: Option<Site>) -> At {
        let user = match site {
            Some(s) if self.program.is_user_method(vm, s.method) => None,
            _ => {
                let frames = &vm.state.threads[tid as usize].frames;
                let mut found = None;
                for f in frames.iter().rev() {
                    if self.program.is_user_method(vm, f.method) {
                        found = Some(Site {
                            method: f.method,
                            pc: f.pc,
                        });
                        break;
                    }
                }
                // The site itself may be the top frame, already seen.
                found.filter(|f| Some(*f) != site)
            }
        };
        At { site, user }
    }

    fn access(
        &mut self,
        vm: &Vm,
        tid: u32,
        loc: Location,
        write: bool,
        volatile: bool,
        site: Site,
    ) {
        self.ensure(tid);
        if self.multi {
            match loc {
                Location::Field { obj, .. } | Location::Element { obj, .. } => {
                    let c = vm.state.heap.get(obj).class;
                    if self.program.is_dep_class(vm, c) {
                        self.deps.object(obj.index(), tid, write);
                    }
                }
                Location::Static { class, .. } => {
                    if self.program.is_user_class(vm, class) {
                        self.deps.statics(class, tid, write);
                    }
                }
            }
        }
        if let Location::Static { class, .. } = loc {
            if self.late_inits.contains(&class) {
                self.acquire_clock(tid, SyncObject::ClassInit(class));
            }
        }
        let user_site = self.program.is_user_method(vm, site.method);
        if volatile {
            if self.multi && self.checked_volatile(vm, loc) {
                if user_site {
                    self.volatile_update(vm, tid, loc, write, site);
                } else if Self::in_atomic_class(vm, loc) {
                    // `AtomicInteger.get()`/`set()`: the program's own
                    // frame below is where the update is.
                    self.atomic_update(vm, tid, loc, !write, write);
                }
            }
            // A volatile write releases the field, a read acquires it.
            if write {
                self.release(tid, SyncObject::Location(loc));
            } else {
                self.acquire_clock(tid, SyncObject::Location(loc));
            }
            return;
        }
        match loc {
            Location::Field { obj, slot } => {
                let o = vm.state.heap.get(obj);
                if !o.shared || (!user_site && !self.program.jdk_tracked_field(vm, o.class, slot)) {
                    return;
                }
            }
            Location::Element { obj, .. } => {
                if !user_site || !vm.state.heap.get(obj).shared {
                    return;
                }
            }
            Location::Static { class, .. } => {
                if !user_site || !self.program.is_user_class(vm, class) {
                    return;
                }
            }
        }
        let at = if user_site {
            At {
                site: Some(site),
                user: None,
            }
        } else {
            self.at(vm, tid, Some(site))
        };
        let key = || race_key(vm, loc);
        let Analyzer {
            sets,
            threads,
            eraser,
            ..
        } = self;
        eraser.access(sets, &threads[tid as usize], tid, loc, key, write, at);
    }

    /// Is volatile `loc` one the lost-update pass watches: a field of an
    /// object other threads can reach, or a static of the program's own
    /// classes (the race detector's filter)?
    fn checked_volatile(&mut self, vm: &Vm, loc: Location) -> bool {
        match loc {
            Location::Field { obj, .. } => vm.state.heap.get(obj).shared,
            Location::Static { class, .. } => self.program.is_user_class(vm, class),
            Location::Element { .. } => false,
        }
    }

    /// The program's code calls method `m` (arguments still on its stack):
    /// a key lookup (`containsKey`, `get`, `getOrDefault`) or a write
    /// (`put`, `putIfAbsent`, `remove`, `replace`, `merge`, `compute*`) of a
    /// map whose calls are each atomic (`Collections.synchronizedMap`,
    /// `ConcurrentHashMap`, `ConcurrentSkipListMap`, `Hashtable`). A lookup
    /// then a `put` of the same key in one method call is a check-then-act:
    /// reported with another thread's check-then-act or write on the same
    /// map (any key: the keys a run uses are one input's), with no lock in
    /// common, unordered.
    fn map_call(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        const MAPS: [&str; 4] = [
            "java/util/Collections$SynchronizedMap",
            "java/util/concurrent/ConcurrentHashMap",
            "java/util/concurrent/ConcurrentSkipListMap",
            "java/util/Hashtable",
        ];
        let meth = vm.classes.method(m);
        if !MAPS.contains(&&*vm.classes.get(meth.class).name) {
            return;
        }
        let (check, act) = match &*meth.name {
            "containsKey" | "get" | "getOrDefault" => (true, false),
            "put" => (false, true),
            "putIfAbsent" | "remove" | "replace" | "merge" | "compute" | "computeIfAbsent"
            | "computeIfPresent" => (false, false),
            _ => return,
        };
        let n = meth.n_args as usize;
        let Some(caller) = vm.state.threads[tid as usize].frames.last() else {
            return;
        };
        if n < 2 || !self.program.is_user_method(vm, caller.method) {
            return;
        }
        let Some(map) = Self::arg(vm, tid, n - 1) else {
            return;
        };
        let f = vm.state.threads[tid as usize]
            .frames
            .last()
            .expect("caller");
        let key = match f.peek(n - 2) {
            Value::Ref(Some(o)) if vm.state.heap.get(o).class == vm.wk.string => {
                use std::hash::{Hash, Hasher};
                let mut h = fxhash::FxHasher::default();
                vm.string_value(o).hash(&mut h);
                h.finish() | 1 << 63
            }
            Value::Ref(Some(o)) => o.index() as u64 | 1 << 62,
            Value::Int(i) => i as u32 as u64,
            Value::Long(l) => l as u64,
            _ => return,
        };
        let site = Site {
            method: caller.method,
            pc: caller.pc,
        };
        let depth = vm.state.threads[tid as usize].frames.len();
        self.ensure(tid);
        let Analyzer {
            sets,
            threads,
            check_act,
            ..
        } = self;
        let th = &threads[tid as usize];
        if check {
            check_act.read(sets, th, tid, map, key, site.method, depth);
            return;
        }
        if !act {
            check_act.forget(tid, map);
        }
        let at = At {
            site: Some(site),
            user: None,
        };
        check_act.write(sets, th, tid, map, || map, key, site.method, depth, at);
    }

    /// Is `loc` a field of one of `java.util.concurrent.atomic`'s
    /// `AtomicInteger`-style classes (its `value`)?
    fn in_atomic_class(vm: &Vm, loc: Location) -> bool {
        match loc {
            Location::Field { obj, .. } => vm
                .classes
                .get(vm.state.heap.get(obj).class)
                .name
                .starts_with("java/util/concurrent/atomic/Atomic"),
            _ => false,
        }
    }

    /// An atomic access (`read`, `wrote`: a load, a store, or both for a
    /// compare-and-set or `getAndAdd`) made for the program's code below:
    /// a plain `get` then `set` of one atomic in one method call of the
    /// program is an update as `v++` on a volatile is (`lost_updates`); a
    /// read-modify-write of the atomic itself is not, and counts as a
    /// plain write against other threads' updates.
    fn atomic_update(&mut self, vm: &Vm, tid: u32, loc: Location, read: bool, wrote: bool) {
        let shared = match loc {
            Location::Field { obj, .. } | Location::Element { obj, .. } => {
                vm.state.heap.get(obj).shared
            }
            Location::Static { .. } => false,
        };
        if !self.multi || !shared {
            return;
        }
        // The program must call the atomic itself: below the atomic's own
        // frames (and the `VarHandle`/`Unsafe` ones it uses) is the
        // program's code, not a library class using an atomic inside.
        let frames = &vm.state.threads[tid as usize].frames;
        let Some(k) = frames.iter().rposition(|f| {
            let name = &*vm.classes.get(vm.classes.method(f.method).class).name;
            !(name.starts_with("java/util/concurrent/atomic/")
                || name.starts_with("java/lang/invoke/")
                || name.starts_with("jdk/internal/misc/Unsafe")
                || name.contains("$$Wayfinder"))
        }) else {
            return;
        };
        if !self.program.is_user_method(vm, frames[k].method) {
            return;
        }
        let site = Site {
            method: frames[k].method,
            pc: frames[k].pc,
        };
        let depth = k + 1;
        self.ensure(tid);
        let Analyzer {
            sets,
            threads,
            lost,
            ..
        } = self;
        let th = &threads[tid as usize];
        match (read, wrote) {
            (true, false) => lost.read(sets, th, tid, loc, 0, site.method, depth),
            (_, true) => {
                if read {
                    lost.forget(tid, loc);
                }
                let key = || race_key(vm, loc);
                let at = At {
                    site: Some(site),
                    user: None,
                };
                lost.write(sets, th, tid, loc, key, 0, site.method, depth, at);
            }
            (false, false) => {}
        }
    }

    /// The program's code at `site` reads or writes volatile `loc`
    /// (before the access's happens-before edge): `lost_updates`.
    fn volatile_update(&mut self, vm: &Vm, tid: u32, loc: Location, write: bool, site: Site) {
        self.ensure(tid);
        let depth = vm.state.threads[tid as usize].frames.len();
        let Analyzer {
            sets,
            threads,
            lost,
            ..
        } = self;
        let th = &threads[tid as usize];
        if !write {
            lost.read(sets, th, tid, loc, 0, site.method, depth);
            return;
        }
        let key = || race_key(vm, loc);
        let at = At {
            site: Some(site),
            user: None,
        };
        lost.write(sets, th, tid, loc, key, 0, site.method, depth, at);
    }

    #[allow(clippy::too_many_arguments)]
    fn acquire(
        &mut self,
        tid: u32,
        lock: ObjRef,
        display: ObjRef,
        write: bool,
        count: u32,
        at: At,
        blocking: bool,
    ) {
        self.ensure(tid);
        let Analyzer { sets, threads, .. } = self;
        threads[tid as usize].acquire(sets, lock, display, write, count, at, blocking);
    }

    fn release_lock(&mut self, tid: u32, lock: ObjRef, write: bool, count: u32) {
        self.ensure(tid);
        let Analyzer { sets, threads, .. } = self;
        threads[tid as usize].release(sets, lock, write, count);
    }

    /// Thread `tid` releases `s` (happens-before; nothing to do while one
    /// thread runs).
    fn release(&mut self, tid: u32, s: SyncObject) {
        if self.multi && (s.is_lock() || !self.in_read_lock_method(tid)) {
            self.ensure(tid);
            self.sync
                .release(s, tid, &mut self.threads[tid as usize].hb);
        }
    }

    /// Thread `tid` acquires `s`.
    fn acquire_clock(&mut self, tid: u32, s: SyncObject) {
        if self.multi && (s.is_lock() || !self.in_read_lock_method(tid)) {
            self.ensure(tid);
            self.sync.acquire(s, &mut self.threads[tid as usize].hb);
        }
    }

    fn thread_start(&mut self, parent: u32, child: u32) {
        self.ensure(parent);
        let p = &self.threads[parent as usize];
        let mut st = ThreadState::new(child, Some(parent), Some(&p.vc));
        st.hb = p.hb.clone();
        st.hb.set(child, 1);
        if (child as usize) < self.threads.len() {
            self.threads[child as usize] = st;
        } else {
            self.ensure(child.saturating_sub(1));
            self.threads.push(st);
        }
        let p = &mut self.threads[parent as usize];
        p.vc[parent as usize] += 1;
        p.hb.tick(parent);
        self.multi = true;
    }

    /// The reference argument `depth` values below the top of thread
    /// `tid`'s top frame (the caller, while a method is being entered).
    fn arg(vm: &Vm, tid: u32, depth: usize) -> Option<ObjRef> {
        let f = vm.state.threads[tid as usize].frames.last()?;
        if f.stack_len() <= depth {
            return None;
        }
        match f.peek(depth) {
            Value::Ref(r) => r,
            _ => None,
        }
    }

    /// The AQS `state` of synchroniser `sync` and whether thread `tid`
    /// owns it exclusively.
    fn aqs(&mut self, vm: &Vm, tid: u32, sync: ObjRef) -> (u32, bool) {
        let c = vm.state.heap.get(sync).class;
        let state = self
            .program
            .slot(vm, c, "state")
            .map(|s| vm.field(sync, s))
            .and_then(|v| match v {
                Value::Int(i) => Some(i as u32),
                _ => None,
            })
            .unwrap_or(0);
        let owner = self
            .program
            .slot(vm, c, "exclusiveOwnerThread")
            .map(|s| vm.field(sync, s));
        let me = vm.state.threads[tid as usize].obj;
        (state, owner == Some(Value::Ref(Some(me))))
    }

    fn method_enter(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        if self.multi {
            self.map_call(vm, tid, m);
        }
        let kind = self.program.method_kind(vm, m);
        if kind == MethodKind::Plain {
            return;
        }
        self.ensure(tid);
        let n = vm.classes.method(m).n_args as usize;
        match kind {
            MethodKind::UnsafeRead | MethodKind::UnsafeWrite => {
                if !self.multi || n < 2 {
                    return;
                }
                if let Some(o) = Self::arg(vm, tid, n - 2) {
                    let c = vm.state.heap.get(o).class;
                    if self.program.is_dep_class(vm, c) {
                        self.deps
                            .object(o.index(), tid, kind == MethodKind::UnsafeWrite);
                    }
                }
            }
            _ => {
                let Some(receiver) = n.checked_sub(1).and_then(|d| Self::arg(vm, tid, d)) else {
                    return;
                };
                let caller = vm.state.threads[tid as usize].frames.last().map(|f| Site {
                    method: f.method,
                    pc: f.pc,
                });
                let at = self.at(vm, tid, caller);
                let sync = if kind == MethodKind::Join {
                    None
                } else {
                    let c = vm.state.heap.get(receiver).class;
                    match self
                        .program
                        .slot(vm, c, "sync")
                        .map(|s| vm.field(receiver, s))
                    {
                        Some(Value::Ref(Some(s))) => Some(s),
                        _ => return,
                    }
                };
                let shared_before = match sync {
                    Some(s) if kind == MethodKind::ReadTryLock => self.aqs(vm, tid, s).0 >> 16,
                    _ => 0,
                };
                self.threads[tid as usize].calls.push(PendingCall {
                    method: m,
                    receiver,
                    sync,
                    at,
                    shared_before,
                    read_mode: matches!(
                        kind,
                        MethodKind::ReadLock | MethodKind::ReadTryLock | MethodKind::ReadUnlock
                    ),
                });
            }
        }
    }

    fn method_exit(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        let kind = self.program.method_kind(vm, m);
        if !kind.on_exit() {
            return;
        }
        self.ensure(tid);
        let calls = &mut self.threads[tid as usize].calls;
        let Some(pos) = calls.iter().rposition(|c| c.method == m) else {
            return;
        };
        let call = calls[pos].clone();
        calls.truncate(pos);
        if kind == MethodKind::Join {
            if let Some(u) = vm.thread_of_obj(call.receiver) {
                if vm.state.threads[u as usize].status == ThreadStatus::Terminated {
                    self.ensure(u);
                    let other = self.threads[u as usize].vc.clone();
                    let me = &mut self.threads[tid as usize].vc;
                    if me.len() < other.len() {
                        me.resize(other.len(), 0);
                    }
                    for (a, b) in me.iter_mut().zip(other) {
                        *a = (*a).max(b);
                    }
                    let other = self.threads[u as usize].hb.clone();
                    self.threads[tid as usize].hb.join(&other);
                }
            }
            return;
        }
        let Some(sync) = call.sync else {
            return;
        };
        let (state, mine) = self.aqs(vm, tid, sync);
        let (w, r) = self.threads[tid as usize].holds(sync);
        // `tryLock`, timed or not, never waits forever (lock trees).
        let blocking = &*vm.classes.method(m).name != "tryLock";
        match kind {
            MethodKind::ExclusiveLock | MethodKind::WriteLock => {
                let now = match (mine, kind) {
                    (false, _) => 0,
                    (true, MethodKind::WriteLock) => state & 0xffff,
                    (true, _) => state,
                };
                if now > w {
                    self.acquire(tid, sync, call.receiver, true, now - w, call.at, blocking);
                    self.acquire_clock(tid, SyncObject::WriteUnlocks(sync));
                    self.acquire_clock(tid, SyncObject::ReadUnlocks(sync));
                } else if now < w {
                    self.release_lock(tid, sync, true, w - now);
                    self.release(tid, SyncObject::WriteUnlocks(sync));
                }
            }
            // A read hold is counted per call; the shared count says whether
            // the call could have taken one.
            MethodKind::ReadLock if state >> 16 > 0 => {
                self.acquire(tid, sync, call.receiver, false, 1, call.at, blocking);
                self.acquire_clock(tid, SyncObject::WriteUnlocks(sync));
            }
            MethodKind::ReadTryLock if state >> 16 > call.shared_before => {
                self.acquire(tid, sync, call.receiver, false, 1, call.at, blocking);
                self.acquire_clock(tid, SyncObject::WriteUnlocks(sync));
            }
            MethodKind::ReadUnlock if r > 0 => {
                self.release_lock(tid, sync, false, 1);
                self.release(tid, SyncObject::ReadUnlocks(sync));
            }
            _ => {}
        }
    }

    /// Is thread `tid` inside a method of a `ReentrantReadWriteLock`'s read
    /// lock? Its implementation's synchronisation (a compare-and-set on
    /// the lock's state) orders two read holds, which would hide races
    /// between threads that write holding only the read lock: the
    /// volatile, atomic and `park` synchronisation inside is ignored, and
    /// the edges the lock's specification promises are made when lock
    /// methods return (`method_exit`): an unlock in write mode happens
    /// before every later lock, a read unlock before later write locks.
    fn in_read_lock_method(&self, tid: u32) -> bool {
        self.threads
            .get(tid as usize)
            .is_some_and(|t| t.calls.iter().any(|c| c.read_mode))
    }

    /// The findings of this run (numbered `run` from 1), with names read
    /// from `vm` (after the run).
    pub fn findings(&self, vm: &Vm, run: u32) -> Findings {
        // The locks a thread held at an access; read holds are marked.
        let lock_names = |all: locks::LocksetId, write: locks::LocksetId| -> Vec<String> {
            let w = self.sets.get(write);
            self.sets
                .get(all)
                .iter()
                .map(|&l| {
                    let name = self.lock_display_name(vm, l);
                    if w.contains(&l) {
                        name
                    } else {
                        format!("{name} (read)")
                    }
                })
                .collect()
        };
        let mut seeds = Vec::new();
        let mut races = Vec::new();
        for r in &self.eraser.races {
            let (kind, field, object) = names::location(vm, r.loc);
            let access = |rec: &eraser::Rec| Access {
                thread: names::thread_name(vm, rec.tid),
                access: if rec.write { "write" } else { "read" },
                place: names::place(vm, &rec.at),
                locks: lock_names(rec.all, rec.wlocks),
            };
            seeds.push(r.earlier.tid);
            seeds.push(r.later.tid);
            races.push(Race {
                field,
                kind,
                object,
                accesses: [access(&r.earlier), access(&r.later)],
                runs: vec![run],
            });
        }
        let mut lost_updates = Vec::new();
        // One side of a lost update or of a check-then-act.
        let update_access = |rec: &lost_updates::WriteRec| Access {
            thread: names::thread_name(vm, rec.tid),
            access: if rec.update { "update" } else { "write" },
            place: names::place(vm, &rec.at),
            locks: lock_names(rec.locks, rec.locks),
        };
        for r in &self.lost.found {
            let (kind, mut field, object) = names::location(vm, r.loc);
            if let Location::Element { obj, .. } = r.loc {
                if let Some(owner) = names::atomic_array_owner(vm, obj) {
                    field = format!("{owner}[]");
                }
            }
            seeds.push(r.earlier.tid);
            seeds.push(r.later.tid);
            lost_updates.push(Race {
                field,
                kind,
                object,
                accesses: [update_access(&r.earlier), update_access(&r.later)],
                runs: vec![run],
            });
        }
        for r in &self.check_act.found {
            seeds.push(r.earlier.tid);
            seeds.push(r.later.tid);
            let map = r.loc;
            lost_updates.push(Race {
                field: names::lock_name(vm, map, map),
                kind: "map",
                object: Some(vm.object_label(map)),
                accesses: [update_access(&r.earlier), update_access(&r.later)],
                runs: vec![run],
            });
        }
        let mut lock_order = Vec::new();
        for inv in locktree::inversions(&self.threads) {
            let mut sides = Vec::new();
            for (&(t, outer, inner), gates) in inv.sides.iter().zip(&inv.gates) {
                let tree = &self.threads[t as usize].tree;
                let (o, i) = (&tree.nodes[outer as usize], &tree.nodes[inner as usize]);
                seeds.push(t);
                sides.push(OrderSide {
                    thread: names::thread_name(vm, t),
                    first: Acquisition {
                        lock: self.lock_display_name(vm, o.lock),
                        place: names::place(vm, &o.at),
                    },
                    then: Acquisition {
                        lock: self.lock_display_name(vm, i.lock),
                        place: names::place(vm, &i.at),
                    },
                    also_held: gates
                        .iter()
                        .map(|&g| self.lock_display_name(vm, g))
                        .collect(),
                });
            }
            lock_order.push(LockOrder {
                locks: sides.iter().map(|s| s.first.lock.clone()).collect(),
                threads: sides,
                runs: vec![run],
            });
        }
        let window = self
            .window_of(&seeds)
            .into_iter()
            .map(|t| names::thread_name(vm, t))
            .collect();
        Findings {
            races,
            lost_updates,
            lock_order,
            window,
        }
    }

    /// The race window of `seeds` (thread ids): closed under "started it"
    /// and "wrote an object it read"; empty when `seeds` is.
    fn window_of(&self, seeds: &[u32]) -> Vec<u32> {
        if seeds.is_empty() {
            return Vec::new();
        }
        let parents: Vec<Option<u32>> = self.threads.iter().map(|t| t.parent).collect();
        self.deps.window(seeds, &parents)
    }

    /// The thread ids of the race window of this run (see
    /// `Findings::window`), for a focused search.
    pub fn window_threads(&self) -> Vec<u32> {
        let mut seeds: Vec<u32> = Vec::new();
        for r in &self.eraser.races {
            seeds.extend([r.earlier.tid, r.later.tid]);
        }
        for r in &self.lost.found {
            seeds.extend([r.earlier.tid, r.later.tid]);
        }
        for r in &self.check_act.found {
            seeds.extend([r.earlier.tid, r.later.tid]);
        }
        for inv in locktree::inversions(&self.threads) {
            seeds.extend(inv.sides.iter().map(|s| s.0));
        }
        self.window_of(&seeds)
    }

    /// A lock's name; the object the program locked is found from any
    /// thread's record of it.
    fn lock_display_name(&self, vm: &Vm, lock: ObjRef) -> String {
        let display = self
            .threads
            .iter()
            .flat_map(|t| t.tree.nodes.iter())
            .find(|n| n.lock == lock)
            .map(|n| n.display)
            .unwrap_or(lock);
        names::lock_name(vm, lock, display)
    }
}

impl Listener for AnalysisListener {
    fn on_access(
        &mut self,
        vm: &Vm,
        tid: u32,
        loc: Location,
        write: bool,
        volatile: bool,
        site: Site,
    ) {
        self.0
            .borrow_mut()
            .access(vm, tid, loc, write, volatile, site);
    }

    fn on_monitor_acquired(
        &mut self,
        vm: &Vm,
        tid: u32,
        obj: ObjRef,
        count: u32,
        site: Option<Site>,
    ) {
        let mut a = self.0.borrow_mut();
        let at = a.at(vm, tid, site);
        a.acquire(tid, obj, obj, true, count, at, true);
        a.acquire_clock(tid, SyncObject::Monitor(obj));
    }

    fn on_monitor_released(&mut self, _vm: &Vm, tid: u32, obj: ObjRef, count: u32) {
        let mut a = self.0.borrow_mut();
        a.release(tid, SyncObject::Monitor(obj));
        a.release_lock(tid, obj, true, count);
    }

    fn on_atomic_access(&mut self, vm: &Vm, tid: u32, loc: Location, read: bool, wrote: bool) {
        let mut a = self.0.borrow_mut();
        a.atomic_update(vm, tid, loc, read, wrote);
        if read {
            a.acquire_clock(tid, SyncObject::Location(loc));
        }
        if wrote {
            a.release(tid, SyncObject::Location(loc));
        }
    }

    fn on_unpark(&mut self, _vm: &Vm, tid: u32, target: u32) {
        self.0.borrow_mut().release(tid, SyncObject::Permit(target));
    }

    fn on_park_return(&mut self, _vm: &Vm, tid: u32) {
        self.0
            .borrow_mut()
            .acquire_clock(tid, SyncObject::Permit(tid));
    }

    fn on_class_init(&mut self, vm: &Vm, tid: u32, class: ClassId) {
        let done = matches!(
            vm.state.class(class).init,
            InitState::Initialized | InitState::Erroneous
        );
        let mut a = self.0.borrow_mut();
        if done && a.multi {
            a.late_inits.insert(class);
            a.release(tid, SyncObject::ClassInit(class));
        }
    }

    fn on_thread_start(&mut self, _vm: &Vm, parent: u32, child: u32) {
        self.0.borrow_mut().thread_start(parent, child);
    }

    fn on_method_enter(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        self.0.borrow_mut().method_enter(vm, tid, m);
    }

    fn on_method_exit(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        self.0.borrow_mut().method_exit(vm, tid, m);
    }
}

/// What a report on `loc` is about: an instance field by its declaring
/// class (the same in every subclass), a static, or an array.
fn race_key(vm: &Vm, loc: Location) -> RaceKey {
    match loc {
        Location::Field { obj, slot } => {
            let c = vm.state.heap.get(obj).class;
            RaceKey::Field(vm.classes.get(c).instance_fields[slot as usize].owner, slot)
        }
        Location::Static { class, slot } => RaceKey::Static(class, slot),
        Location::Element { obj, .. } => RaceKey::Array(obj),
    }
}
