//! What a violation is, as values (stateright's `always` properties): each
//! `Property` is a predicate every reachable state must satisfy, checked by
//! the program search (`crate::explorer`) and by replay (`crate::replay`)
//! at the moment named on it. A new kind of property (an LTL formula's
//! propositions, a user-declared invariant) is a new variant here.

use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::Vm;

use crate::explorer::Choice;
use crate::report::Violation;

/// A property of every reachable state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    /// No thread died of an uncaught exception (failed assertions
    /// included) that no handler of the program took, or (`handled_too`)
    /// of any uncaught exception, also one a handler took. Checked after
    /// every transition, revisits included.
    NoUncaughtException { handled_too: bool },
    /// No data race: no two threads that can run are about to access the
    /// same location, one writing, holding no lock in common. Checked on
    /// each state the search explores from, before `NoDeadlock`.
    NoDataRace,
    /// Some thread can move while a non-daemon thread is alive. Checked on
    /// each state the search explores from.
    NoDeadlock,
}

impl Property {
    /// The properties `check` verifies: uncaught exceptions (those a
    /// handler took too when `report_handled` is set) and deadlocks, and
    /// data races when `races` is set.
    pub fn for_check(races: bool, report_handled: bool) -> Vec<Property> {
        let mut p = vec![Property::NoUncaughtException {
            handled_too: report_handled,
        }];
        if races {
            p.push(Property::NoDataRace);
        }
        p.push(Property::NoDeadlock);
        p
    }

    /// Checks a property of the state a transition just reached (`None`
    /// for the properties checked elsewhere). `step_thread` names the thread
    /// whose transition it was.
    pub fn after_transition(
        &self,
        vm: &Vm,
        step_thread: impl FnOnce() -> (u32, String),
    ) -> Option<Violation> {
        match self {
            Property::NoUncaughtException { handled_too } => {
                uncaught_exception(vm, *handled_too, step_thread)
            }
            _ => None,
        }
    }

    /// Checks a property of a state to explore from, whose branches are
    /// `choices` (`None` for the properties checked elsewhere).
    pub fn on_state(&self, vm: &mut Vm, choices: &[Choice]) -> Option<Violation> {
        match self {
            Property::NoDataRace => find_race(vm, choices),
            Property::NoDeadlock => deadlock(vm, choices),
            Property::NoUncaughtException { .. } => None,
        }
    }
}

/// How many lines of each throwable's stack a violation keeps.
pub const STACK_FRAMES_SHOWN: usize = 8;

/// An uncaught exception in any thread that no handler of the program took
/// (or any, `handled_too`); `step_thread` gives the id and name of the
/// thread that just ran.
pub fn uncaught_exception(
    vm: &Vm,
    handled_too: bool,
    step_thread: impl FnOnce() -> (u32, String),
) -> Option<Violation> {
    let t = vm
        .state
        .threads
        .iter()
        .find(|t| t.uncaught.is_some() && (handled_too || !t.uncaught_handled))?;
    let exc = t.uncaught.expect("uncaught");
    let (class, message) = vm.describe_exception(exc);
    let (step_tid, name) = step_thread();
    let thread_name = if t.id == step_tid {
        name
    } else {
        format!("thread {}", t.id)
    };
    let stack = vm.describe_exception_stack(exc, STACK_FRAMES_SHOWN);
    Some(Violation::exception(class, message, thread_name, stack))
}

/// A deadlock: no branch out of the state while a non-daemon thread lives
/// (`stuck`).
pub fn deadlock(vm: &Vm, choices: &[Choice]) -> Option<Violation> {
    stuck(vm, choices).then(|| Violation::deadlock(vm.describe_threads()))
}

/// Is the state, whose branches are `choices`, one no thread leaves but by
/// a spurious wakeup (`check --spurious-wakeups`: a wait or park that ends
/// so finds its condition false and waits again), while a non-daemon thread
/// lives? Without that flag: has it no branch at all?
pub fn stuck(vm: &Vm, choices: &[Choice]) -> bool {
    let spurious_only = |c: &Choice| match c {
        Choice::Thread(t) => {
            let t = &vm.state.threads[*t as usize];
            t.spurious_wait
                && matches!(
                    t.status,
                    ThreadStatus::Waiting { .. } | ThreadStatus::Parked { .. }
                )
        }
        Choice::Value { .. } => false,
    };
    choices.iter().all(spurious_only) && live_user_threads(vm)
}

/// Is some non-daemon thread still alive?
pub fn live_user_threads(vm: &Vm) -> bool {
    vm.state.threads.iter().any(|t| t.is_alive() && !t.daemon)
}

/// A data race in the current state among the threads `choices` can run.
pub fn find_race(vm: &mut Vm, choices: &[Choice]) -> Option<Violation> {
    let threads: Vec<u32> = choices
        .iter()
        .filter_map(|c| match c {
            Choice::Thread(t) => Some(*t),
            Choice::Value { .. } => None,
        })
        .collect();
    let accesses: Vec<_> = threads
        .iter()
        .filter_map(|&t| {
            // Only threads that can run their next instruction now.
            if vm.state.threads[t as usize].status != ThreadStatus::Runnable {
                return None;
            }
            vm.peek_access(t).map(|a| (t, a))
        })
        .collect();
    for (i, &(t1, (l1, w1, s1))) in accesses.iter().enumerate() {
        for &(t2, (l2, w2, s2)) in &accesses[i + 1..] {
            if l1 != l2 || !(w1 || w2) {
                continue;
            }
            let h1 = vm.held_monitors(t1);
            let h2 = vm.held_monitors(t2);
            if h1.iter().any(|m| h2.contains(m)) {
                continue;
            }
            let what = |w: bool| if w { "writes" } else { "reads" };
            let message = format!(
                "{}: thread \"{}\" {} at {}, thread \"{}\" {} at {}, with no lock in common",
                vm.location_name(l1),
                vm.thread_name(t1),
                what(w1),
                vm.frame_location(s1.method, s1.pc),
                vm.thread_name(t2),
                what(w2),
                vm.frame_location(s2.method, s2.pc),
            );
            return Some(Violation::race(message));
        }
    }
    None
}
