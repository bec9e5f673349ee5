//! Replaying a saved schedule: the choices of a counterexample, run one
//! after the other from the booted VM without branching, checked against
//! the same properties as the search.

use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::{Vm, VmError};

use crate::explorer::{Choice, Explorer, Limits};
use crate::properties;
use crate::report::Violation;
use crate::time::Timeouts;

/// Replays `choices` from the booted VM; returns the outcome of the last
/// transition and whether a violation (exception or deadlock) showed.
pub fn replay(
    vm: &mut Vm,
    choices: &[Choice],
    races: bool,
    timeouts: Timeouts,
) -> Result<Option<Violation>, VmError> {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut ex = Explorer::new(vm, Limits::default(), &stop, false);
    ex.races = races;
    ex.timeouts = timeouts;
    for &c in choices {
        let allowed = match c {
            Choice::Thread(_) => ex.choices().contains(&c),
            Choice::Value { .. } => true,
        };
        if !allowed {
            return Err(VmError::input(format!(
                "the trace does not fit this program: {c:?} is not possible here"
            )));
        }
        match ex.execute(c) {
            SliceEnd::Error(e) => return Err(e),
            SliceEnd::Exit(_) | SliceEnd::Prune => return Ok(None),
            _ => {}
        }
        if let Some(t) = ex.vm.state.threads.iter().find(|t| t.uncaught.is_some()) {
            let (class, message) = ex.vm.describe_exception(t.uncaught.expect("uncaught"));
            let name = ex.step_for(Choice::Thread(t.id)).thread_name;
            return Ok(Some(Violation::exception(class, message, name)));
        }
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
