//! Time in the search.
//!
//! A timed wait (`Thread.sleep`, `Object.wait(ms)`, `Thread.join(ms)`,
//! `LockSupport.parkNanos/parkUntil`, and all the class library builds on
//! them) ends either by its wake-up (notify, unpark, the joined thread's
//! end) or by its timeout. Scheduling a thread that is still in its timed
//! wait is the timeout: the virtual clock jumps to the wait's deadline
//! (`VmState::time_out`), unless it is already past it. Reading the clock
//! never moves it. `Timeouts` says when a timeout may be scheduled.
//!
//! What this model cannot see by itself is time passing while no timed
//! wait times out: a thread that spins on the clock without blocking
//! (`while (System.nanoTime() < deadline && !done) Thread.onSpinWait();`)
//! sees time stand still. `ClockLoops` notices such a loop (a path that
//! returns to a state on it after a thread read the clock without starting
//! a timed wait, or two slices of one thread in a row that each run out of
//! the instruction budget after reading the clock) and the search
//! then ends inconclusive, naming the loop, instead of claiming a complete
//! search over branches on time it never took.
//!
//! Where the time model fixes, merges or abstracts a value, and what the
//! verdict then says (audit of the tenth session):
//! - the wall clock's start is one value: a bounded input where the
//!   program reads it (`natives::system::read_wall_clock`), deferred
//!   for log time stamps (`deferred_clock`); complete otherwise;
//! - a timed wait's deadline the clock has passed is time left 0 under
//!   `any` (`StateHasher::time_words`: exact, the VM never uses it again);
//! - `java.util.concurrent`'s own times are compared relative to the
//!   clock while the program has not read it: states whose clocks differ
//!   by a shift nobody observes are one (not checked: a shift of a
//!   fraction of a millisecond, from sub-millisecond timeouts, changes a
//!   `ForkJoinPool` keep-alive deadline taken later by less than a
//!   millisecond; only a program that then reads elapsed times to the
//!   nanosecond could tell);
//! - `ForkJoinPool.awaitWork`'s passed keep-alive deadlines are merged
//!   while no time is observed; a search that merged one and in which
//!   the program observed time is inconclusive
//!   (`StateHasher::keep_alive_gap`);
//! - `AbstractQueuedSynchronizer.acquire`'s passed deadlines (a timed
//!   `tryLock`/`tryAcquire`/latch `await`) are merged (exact: the loop
//!   only tests whether its deadline passed, `acquire_passed_is_zero`);
//! - a clock loop that never waits: inconclusive (`ClockLoops`);
//! - `--timeouts=idle`: timeouts only when nothing else can run, an
//!   assumption the report states;
//! - every clock read returns the earliest time the timeouts before it
//!   allow (0 across plain computation, exactly the deadline after a
//!   timeout): a read by the program's own code whose value may reach
//!   more than output makes a violation-free search inconclusive
//!   (`crate::lateness`, with `crate::clock_flow`'s data flow; the
//!   library's own timeout reads are the `--timeouts` modes' business;
//!   the data flow follows a value into the program's own methods).
//!   Not covered: a value a library method called by the program stashes
//!   (a static cache) and hands back later without a new read.

use fxhash::FxHashMap;
use serde::{Deserialize, Serialize};

use wayfinder_vm::state::VmState;

use crate::explorer::Choice;

/// When a timed wait may time out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timeouts {
    /// At any scheduling point at which the waiting thread could be
    /// scheduled (sound: a loaded JVM can delay any thread past any
    /// deadline).
    #[default]
    Any,
    /// Only when no thread can run otherwise, earliest deadline first; a
    /// wait whose deadline the clock has already passed may time out at any
    /// point.
    Idle,
}

impl Timeouts {
    /// The name the command line and the reports use.
    pub fn name(self) -> &'static str {
        match self {
            Timeouts::Any => "any",
            Timeouts::Idle => "idle",
        }
    }

    /// Parses a `--timeouts` value.
    pub fn parse(s: &str) -> Option<Timeouts> {
        match s {
            "any" => Some(Timeouts::Any),
            "idle" => Some(Timeouts::Idle),
            _ => None,
        }
    }

    /// May a timed wait with this deadline time out now, while other
    /// threads can run?
    pub fn fires_with_others(self, deadline: i64, clock: i64) -> bool {
        match self {
            Timeouts::Any => true,
            Timeouts::Idle => deadline <= clock,
        }
    }
}

/// The timeouts to explore when no thread can run otherwise: those of the
/// held-back timed waits (deadline, thread) with the earliest deadline.
pub fn earliest(held_back: &[(i64, u32)]) -> Vec<Choice> {
    let Some(first) = held_back.iter().map(|&(d, _)| d).min() else {
        return Vec::new();
    };
    held_back
        .iter()
        .filter(|&&(d, _)| d == first)
        .map(|&(_, t)| Choice::Thread(t))
        .collect()
}

/// Watches the search path for loops that read the clock without waiting
/// (see the module docs).
#[derive(Default)]
pub struct ClockLoops {
    /// The fingerprints of the states on the current path, by depth.
    path: Vec<u128>,
    /// Where on the path each state is.
    index: FxHashMap<u128, usize>,
    /// The first such loop found, described.
    found: Option<String>,
    /// By depth, as `path`: the transition into the state there was a
    /// slice of this thread that ran out of its instruction budget after
    /// reading the clock without starting a timed wait.
    budget_ends: Vec<Option<u32>>,
    /// Such a slice just ran: recorded for the state `push` puts on the
    /// path next (a revisit puts none).
    pending: Option<u32>,
}

impl ClockLoops {
    /// Forgets the states deeper than `depth` (the search backtracked).
    pub fn truncate(&mut self, depth: usize) {
        self.pending = None;
        self.budget_ends.truncate(depth);
        while self.path.len() > depth {
            let fp = self.path.pop().expect("path");
            if self.index.get(&fp) == Some(&self.path.len()) {
                self.index.remove(&fp);
            }
        }
    }

    /// The search went one state deeper.
    pub fn push(&mut self, fp: u128) {
        self.index.entry(fp).or_insert(self.path.len());
        self.path.push(fp);
        self.budget_ends.push(self.pending.take());
    }

    /// The search came back to a state it had seen (`fp`; `now` is the
    /// state as reached now, `on_path(i)` the state at depth `i` of the
    /// current path): if that state is on the path and a thread read the
    /// clock since without starting a timed wait, the path went round a
    /// loop in which time stood still for that thread. `describe` names
    /// the thread.
    pub fn revisit<'s>(
        &mut self,
        fp: u128,
        now: &VmState,
        on_path: impl FnOnce(usize) -> &'s VmState,
        describe: impl FnOnce(u32) -> String,
    ) {
        if self.found.is_some() {
            return;
        }
        let Some(&i) = self.index.get(&fp) else {
            return;
        };
        let before = on_path(i);
        let spinning = now
            .threads
            .iter()
            .zip(before.threads.iter())
            .find(|(n, b)| n.clock_reads > b.clock_reads && n.timed_waits == b.timed_waits);
        if let Some((t, _)) = spinning {
            self.found = Some(describe(t.id));
        }
    }

    /// A slice of thread `tid` ran out of its instruction budget after
    /// reading the clock, without starting a timed wait. `last` is the
    /// depth on the path of the state the thread's previous transition led
    /// to (`None`: it has made none on this path). Fires before the state
    /// the slice reached is stored.
    ///
    /// A loop on the clock reads it in every slice it runs: if the
    /// thread's previous transition was such a slice as well, this is one
    /// (`describe` names the thread) and `true` is returned: the path
    /// ends, the search is inconclusive. Otherwise the budget cut a long
    /// computation that read the clock somewhere in it (a `new Date()`
    /// before formatting and parsing it): the transition ends there as at
    /// any budget, and the thread's next slice decides. A loop that keeps
    /// reading the clock is thus found one slice later; one that does not
    /// read it in every slice and never comes back to a state on the path
    /// runs into the search's limits, as any loop that changes its state.
    pub fn budget_spent(
        &mut self,
        tid: u32,
        last: Option<usize>,
        describe: impl FnOnce() -> String,
    ) -> bool {
        let again = last.is_some_and(|d| self.budget_ends.get(d) == Some(&Some(tid)));
        if !again {
            self.pending = Some(tid);
            return false;
        }
        if self.found.is_none() {
            self.found = Some(describe());
        }
        true
    }

    /// Why a search that found such a loop is inconclusive.
    pub fn reason(&self) -> Option<String> {
        self.found.as_ref().map(|w| {
            format!(
                "the clock: {w} read the clock in a loop that does not wait (time stands still in the model there; branches on time passing in that loop were not explored)"
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{earliest, ClockLoops, Timeouts};
    use crate::explorer::Choice;

    /// One budget-long slice that read the clock is no loop; the same
    /// thread's next slice doing it again is, whatever ran in between,
    /// but not after the search backtracked above the first slice.
    #[test]
    fn two_budget_slices_of_one_thread_in_a_row_are_a_clock_loop() {
        let mut l = ClockLoops::default();
        l.push(1); // the root, depth 0
                   // Thread 0's slice into depth 1 ran out of budget reading the clock.
        l.truncate(1);
        assert!(!l.budget_spent(0, Some(0), || "t0".into()));
        l.push(2);
        // Thread 1 runs into depth 2; thread 0's next slice (its previous
        // transition led to depth 1) does it again: a loop.
        l.truncate(2);
        l.push(3);
        l.truncate(3);
        assert!(!l.budget_spent(1, None, || "t1".into()));
        l.truncate(3);
        assert!(l.budget_spent(0, Some(1), || "t0".into()));
        assert!(l.reason().is_some_and(|r| r.contains("t0")));
        // Backtracked to the root: thread 0's first slice again is none.
        let mut l = ClockLoops::default();
        l.push(1);
        l.truncate(1);
        assert!(!l.budget_spent(0, Some(0), || "t0".into()));
        l.push(2);
        l.truncate(1);
        // A slice by thread 0 whose previous transition was no budget end.
        l.push(4);
        l.truncate(2);
        assert!(!l.budget_spent(0, Some(1), || "t0".into()));
        assert!(l.reason().is_none());
    }

    #[test]
    fn idle_timeouts_fire_earliest_deadline_first_with_ties_together() {
        let held = [(30, 1), (10, 2), (20, 3), (10, 4)];
        assert_eq!(earliest(&held), vec![Choice::Thread(2), Choice::Thread(4)]);
        assert!(earliest(&[]).is_empty());
    }

    #[test]
    fn only_passed_deadlines_fire_beside_other_threads_under_idle() {
        assert!(Timeouts::Any.fires_with_others(100, 0));
        assert!(!Timeouts::Idle.fires_with_others(100, 0));
        assert!(Timeouts::Idle.fires_with_others(100, 100));
        assert_eq!(Timeouts::parse("idle"), Some(Timeouts::Idle));
        assert_eq!(Timeouts::parse("sometimes"), None);
        assert_eq!(Timeouts::Any.name(), "any");
    }
}
