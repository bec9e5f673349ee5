//! Replaying a saved schedule: the choices of a counterexample, run one
//! after the other from the booted VM without branching, checked against
//! the same properties as the search.

use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::{Vm, VmError};

use crate::explorer::{Choice, Explorer, Limits};
use crate::properties;
use crate::report::Violation;
use crate::time::Timeouts;

/// Why a replay failed.
#[derive(Debug)]
pub enum ReplayError {
    /// The trace does not fit the program: a step names a thread that cannot
    /// run there or a choice value that is not pending, or steps follow the
    /// violation.
    Mismatch(String),
    /// The VM stopped (unsupported feature, bad input, internal error).
    Vm(VmError),
}

/// Replays `choices` from the booted VM; returns the violation the last
/// step shows (exception or deadlock), if any. Every step must be possible
/// where it is taken: a thread that can run, or a value of the choice the
/// previous step left pending; a violation before the last step is a
/// mismatch too.
pub fn replay(
    vm: &mut Vm,
    choices: &[Choice],
    races: bool,
    timeouts: Timeouts,
) -> Result<Option<Violation>, ReplayError> {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut ex = Explorer::new(vm, Limits::default(), &stop, false);
    ex.races = races;
    ex.timeouts = timeouts;
    let mut pending: Option<(u32, u32)> = None;
    for (i, &c) in choices.iter().enumerate() {
        let step = i + 1;
        let allowed = match (c, pending) {
            (Choice::Value { tid, value }, Some((t, n))) => tid == t && value < n,
            (Choice::Thread(_), None) => ex.choices().contains(&c),
            _ => false,
        };
        if !allowed {
            let what = match (c, pending) {
                (_, Some((t, n))) => format!(
                    "step {step} should choose one of {n} values for thread {t}, the trace has {c:?}"
                ),
                (Choice::Value { tid, .. }, None) => {
                    format!("step {step} chooses a value for thread {tid}, but no choice is pending")
                }
                (Choice::Thread(t), None) => format!("step {step}: thread {t} cannot run there"),
            };
            return Err(ReplayError::Mismatch(what));
        }
        pending = None;
        match ex.execute(c) {
            SliceEnd::Error(e) => return Err(ReplayError::Vm(e)),
            SliceEnd::Exit(_) | SliceEnd::Prune if step < choices.len() => {
                return Err(ReplayError::Mismatch(format!(
                    "the program ended at step {step} of {}",
                    choices.len()
                )))
            }
            SliceEnd::Exit(_) | SliceEnd::Prune => return Ok(None),
            SliceEnd::Choice(n) => {
                let tid = match c {
                    Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
                };
                pending = Some((tid, n));
            }
            _ => {}
        }
        // An exception no handler took first; else one a handler took (a
        // trace saved with --report-handled ends in one).
        let threads = &ex.vm.state.threads;
        let ended = threads
            .iter()
            .find(|t| t.uncaught.is_some() && !t.uncaught_handled)
            .or_else(|| threads.iter().find(|t| t.uncaught.is_some()));
        if let Some(t) = ended {
            if step < choices.len() {
                return Err(ReplayError::Mismatch(format!(
                    "the violation showed at step {step}, but the trace has {} steps",
                    choices.len()
                )));
            }
            let (class, message) = ex.vm.describe_exception(t.uncaught.expect("uncaught"));
            let name = ex.step_for(Choice::Thread(t.id)).thread_name;
            return Ok(Some(Violation::exception(class, message, name)));
        }
    }
    if pending.is_some() {
        return Ok(None);
    }
    let now = ex.choices();
    if races {
        if let Some(v) = properties::find_race(ex.vm, &now) {
            return Ok(Some(v));
        }
    }
    if now.is_empty() && properties::live_user_threads(ex.vm) {
        return Ok(Some(Violation::deadlock(ex.vm.describe_threads())));
    }
    Ok(None)
}
