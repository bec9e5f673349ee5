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

use crate::loader::MethodId;
use crate::vm::Vm;

/// The pool class whose code may read the counters without it counting.
const POOL: &str = "java/util/concurrent/ThreadPoolExecutor";

/// The counters: declaring class and field name.
const COUNTERS: &[(&str, &str)] = &[
    (POOL, "completedTaskCount"),
    (
        "java/util/concurrent/ThreadPoolExecutor$Worker",
        "completedTasks",
    ),
];

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
