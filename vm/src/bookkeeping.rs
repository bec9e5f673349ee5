//! Counters the class library keeps for its own statistics, left out of
//! the state a search compares.
//!
//! `ThreadPoolExecutor` counts the tasks its workers completed
//! (`Worker.completedTasks`, summed into `completedTaskCount` when a worker
//! ends). A periodic task (`scheduleAtFixedRate`) adds one per run, so two
//! states that differ only in how many beats have passed would never be
//! one state, and a search of a heartbeat that another thread cancels
//! could not end. The library's own code only moves these counts into
//! each other (`runWorker` increments, `processWorkerExit` sums); nothing
//! but the statistics getters (`getCompletedTaskCount`, `getTaskCount`,
//! `toString`) reads them.
//!
//! So the fingerprint leaves them out (`StateHasher`) as long as
//! `Vm::counters_in_state` is off, and a read of one anywhere else breaks
//! that claim (`Vm::note_bookkeeping_read`, `BrokenClaim::CountersRead`):
//! the search starts again with the counters in the state. This is sound:
//! two states that differ only in these counters run the same
//! instructions until one of them reads a counter outside the two
//! methods, and the explored one of them would make that read.
//!
//! The same claim covers when a worker releases its own lock after a task
//! (`ThreadPoolExecutor.runWorker`: `afterExecute`, the count, `unlock`).
//! Under library-level atomicity that release is a step of its own only
//! while the counters are in the state (`MethodRole::BookkeepingStep`,
//! `wayfinder_reductions::library_atomicity::BOOKKEEPING_STEPS`);
//! otherwise it runs in one transition with the end of the task (the
//! task's future set, its last callback returned). Sound, because moving
//! a lock release earlier, next to the step before it, changes only what
//! a thread that looks at the lock without waiting for it sees:
//! - a release is a left mover for every thread that waits for the lock
//!   (no other thread can hold it meanwhile, and the worker's lock is
//!   taken only by the worker itself);
//! - `Worker.isLocked` reads it, called only by `getActiveCount`,
//!   `getTaskCount` and `toString`: the program calling one of them breaks
//!   the claim (`MethodRole::BookkeepingRead`), and the search starts
//!   again with the step back;
//! - `interruptIdleWorkers` (`shutdown` and the pool's resizing setters)
//!   `tryLock`s each worker and interrupts the idle ones. Run in the gap,
//!   it left the finished worker uninterrupted; without the gap it
//!   interrupts it. The worker's interrupt status is then read only by
//!   the library: `getTask`'s wait retries after an interrupt, and
//!   `runWorker` clears the status before the next task unless the pool
//!   is stopping (when `shutdownNow` interrupts every worker, locked or
//!   not). So no code of the program tells the two apart, unless it reads
//!   the status of a thread other than its own, or a worker's `Thread`
//!   is the program's subclass whose own code reads it after the pool's
//!   loop ends: both break the claim (`Vm::note_interrupt_status_read`).
//!
//! The same claim covers a completed `CompletableFuture`'s result being
//! final: every write of `result` but `obtrudeValue` and
//! `obtrudeException` is a compare-and-set from null, so while the program
//! calls neither (a call breaks the claim, `MethodRole::BookkeepingRead`)
//! a read of a non-null result commutes with every other thread's step,
//! and `join`, `get`, `getNow` and `isDone` on a completed future are no
//! boundary of library-level atomicity (`Vm::reads_completed_future`).

use crate::classpath::Origin;
use crate::loader::MethodId;
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// The pool class whose code may read the counters without it counting.
const POOL: &str = "java/util/concurrent/ThreadPoolExecutor";

/// The pool's worker, whose lock the claim also covers.
const WORKER: &str = "java/util/concurrent/ThreadPoolExecutor$Worker";

/// The counters: declaring class and field name.
const COUNTERS: &[(&str, &str)] = &[(POOL, "completedTaskCount"), (WORKER, "completedTasks")];

/// The methods of `POOL` that only move the counts into each other.
const MOVERS: &[&str] = &["runWorker", "processWorkerExit"];

/// Is field `field` declared by class `class` (internal names) one of the
/// counters left out of the compared state?
pub fn is_counter(class: &str, field: &str) -> bool {
    COUNTERS.iter().any(|&(c, f)| c == class && f == field)
}

impl Vm {
    /// Fires when `method` is about to read one of the counters
    /// (`getfield`; the value is not on the stack yet): a read outside the
    /// pool's own counting, while the counters are left out of the state,
    /// breaks that claim (see the module's documentation).
    #[cold]
    pub(crate) fn note_bookkeeping_read(&mut self, method: MethodId) {
        if self.counters_in_state {
            return;
        }
        let m = self.classes.method(method);
        let counting = &*self.classes.get(m.class).name == POOL && MOVERS.contains(&&*m.name);
        if !counting {
            self.counters_read = true;
        }
    }
}

impl Vm {
    /// Fires when thread `reader` reads (or clears) the interrupt status of
    /// thread `target` (`None`: a thread not started or ended), before the
    /// native returns it. Reads made for `java.util.concurrent` (the
    /// innermost frame that is the program's or that library's decides,
    /// `in_concurrency_library`) do not count. While the
    /// counters are left out of the state, a read of another thread's
    /// status, or a read by a thread whose `Thread` is the program's own
    /// subclass, breaks the claim (see the module's documentation: when a
    /// finished worker releases its lock decides whether `shutdown`
    /// interrupts it).
    pub(crate) fn note_interrupt_status_read(&mut self, reader: u32, target: Option<u32>) {
        if self.counters_in_state || self.counters_read || !self.library.is_on() {
            return;
        }
        // No pool worker ever existed: nothing to tell apart. The pool's own
        // reads (`interruptIdleWorkers`, `runWorker`) are what the
        // argument is about.
        if self.classes.lookup_loaded(WORKER).is_none()
            || crate::natives::system::in_concurrency_library(self, reader)
        {
            return;
        }
        let obj = self.state.threads[reader as usize].obj;
        let class = self.state.heap.get(obj).class;
        let program_thread = matches!(
            self.classes.get(class).origin,
            Some(Origin::Dir(_)) | Some(Origin::Jar(_))
        );
        if target != Some(reader) || program_thread {
            self.counters_read = true;
        }
    }
}

/// The pool's queues whose `offer` succeeds or fails by their count alone,
/// whether or not a thread waits to take (a `SynchronousQueue` hands an
/// element only to a waiting taker, so a worker that waits early changes
/// whether `execute` starts a new worker): the class, then the fields of
/// its element count, of the condition a taker waits on while it is
/// empty, and of the lock a taker holds.
const COUNTED_QUEUES: &[(&str, [&str; 3])] = &[
    (
        "java/util/concurrent/LinkedBlockingQueue",
        ["count", "notEmpty", "takeLock"],
    ),
    (
        "java/util/concurrent/ArrayBlockingQueue",
        ["count", "notEmpty", "lock"],
    ),
    // A scheduled pool's queue: unbounded, its `offer` always succeeds and
    // signals `available` when the new task is the head; a taker of an
    // empty queue waits on `available` untimed, and only a taker that finds
    // a head not yet due becomes the `leader` (a timed wait).
    (
        "java/util/concurrent/ScheduledThreadPoolExecutor$DelayedWorkQueue",
        ["size", "available", "lock"],
    ),
];

impl Vm {
    /// May pool worker `tid`, about to enter `ThreadPoolExecutor.getTask`
    /// after a task (its caller, `runWorker`, is its top frame), go on
    /// into it without a scheduling point? Asked at that entry, while the
    /// claim of the module's documentation holds (the program reads
    /// neither the counters, nor a worker's lock, nor another thread's
    /// interrupt status, nor holds the pool's queue: `getQueue` and a
    /// `ThreadPoolExecutor` constructor called by the program, which passes
    /// its own queue, break it; so only the pool's workers wait on it).
    ///
    /// Yes when the pool is running and its queue is a `COUNTED_QUEUES`
    /// one that is empty, with no thread waiting on it (no waiter on its
    /// not-empty condition nor on its take lock). A scheduled pool's
    /// workers run this same loop on its delay queue (an empty one has no
    /// `leader`: a leader waits on the condition). The worker's transition
    /// then ends the previous task and goes on to wait in `take` (or a
    /// timed `poll`), where it blocks. Sound, because every operation
    /// another thread could make in the gap that the boundary opened
    /// leads, once the worker waits early, to the same state up to the
    /// worker's own waiting (a thread's status is not part of what a
    /// program compares, as inside any library call):
    /// - an `offer`/`put` (`execute`, `submit`) succeeds by the count
    ///   alone and signals the first waiter: the worker, which then takes
    ///   the element as it would have; a worker that reaches `getTask`
    ///   later can still take it first (it does not wait while the queue
    ///   holds it), and no thread waited before this worker, so none that
    ///   waited earlier gets the element in its place;
    /// - `shutdown`/`shutdownNow` and the resizing setters interrupt idle
    ///   workers: the waiting worker wakes, and `getTask` returns what it
    ///   would have returned at its entry (the interrupt status, left set
    ///   in one order and consumed in the other, is read only by the
    ///   pool, see the claim);
    ///   (a delay queue signals only when the new task is its head: the
    ///   waiting worker wakes, finds it not yet due and waits for it as
    ///   the queue's leader, as it would on arriving later);
    /// - `remove`, `purge` and a drain of the queue find in both orders
    ///   the elements the gap's offers put there, since the waiting
    ///   worker takes nothing before it is scheduled again;
    /// - a timed `poll` may time out wherever its thread could run
    ///   (`--timeouts`), so waiting early adds no time-out.
    pub(crate) fn idle_take_is_quiet(&self, tid: u32) -> bool {
        let frames = &self.state.threads[tid as usize].frames;
        let Some(caller) = frames.last() else {
            return false;
        };
        let m = self.classes.method(caller.method);
        if &*m.name != "runWorker" || &*self.classes.get(m.class).name != POOL {
            return false;
        }
        let Some(Value::Ref(Some(pool))) = caller.vals.first().copied() else {
            return false;
        };
        let reference = |o: ObjRef, name: &str| match self.field_by_name(o, name) {
            Some(Value::Ref(r)) => r,
            _ => None,
        };
        let int = |o: ObjRef, name: &str| self.field_by_name(o, name).map(|v| v.as_int());
        // `ctl`'s run state is negative while RUNNING.
        let running = reference(pool, "ctl")
            .and_then(|ctl| int(ctl, "value"))
            .is_some_and(|c| c < 0);
        let Some(queue) = reference(pool, "workQueue") else {
            return false;
        };
        let class = &*self.classes.get(self.state.heap.get(queue).class).name;
        let Some(&(_, [count, not_empty, lock])) = COUNTED_QUEUES.iter().find(|(c, _)| *c == class)
        else {
            return false;
        };
        if !running {
            return false;
        }
        let count = match self.field_by_name(queue, count) {
            Some(Value::Ref(Some(atomic))) => int(atomic, "value"),
            Some(v) => Some(v.as_int()),
            None => None,
        };
        let lock = reference(queue, lock);
        let no_waiter_on = |sync: Option<ObjRef>| {
            sync.is_some_and(|s| {
                let (head, tail) = (reference(s, "head"), reference(s, "tail"));
                tail.is_none() || head == tail
            })
        };
        count == Some(0)
            && reference(queue, not_empty).is_some_and(|c| reference(c, "firstWaiter").is_none())
            && no_waiter_on(lock.and_then(|l| reference(l, "sync")))
    }
}

/// `CompletableFuture`'s reads of a completed future's result, the class
/// and the methods (by name, any descriptor).
const FUTURE: &str = "java/util/concurrent/CompletableFuture";
const FUTURE_READS: &[&str] = &["join", "get", "getNow", "isDone"];

impl Vm {
    /// Is `method`, about to be entered from outside the library with the
    /// receiver the interpreter noted (`LibraryAtomicity::entered_receiver`),
    /// one of `FUTURE_READS` on a future whose result is set, while the
    /// claim of the module's documentation holds? Such a call only reads
    /// that result (and, for a failed future, throws its exception or a
    /// fresh wrapper of it), which no other step can change any more: it
    /// runs in the caller's transition, without the boundary of a library
    /// entry. A future not yet complete keeps the boundary (the call may
    /// block, and its read races with the completion).
    pub(crate) fn reads_completed_future(&self, method: MethodId) -> bool {
        if self.counters_in_state {
            return false;
        }
        let m = self.classes.method(method);
        if m.is_static()
            || !FUTURE_READS.contains(&&*m.name)
            || &*self.classes.get(m.class).name != FUTURE
        {
            return false;
        }
        let Some(receiver) = self.library.entered_receiver else {
            return false;
        };
        matches!(
            self.field_by_name(receiver, "result"),
            Some(Value::Ref(Some(_)))
        )
    }
}
