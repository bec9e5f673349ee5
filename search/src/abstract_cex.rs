//! Abstract counterexamples (seed 001 §3.3): a violation found on a path
//! with abstraction choices may be one the concrete program cannot reach.
//! Its schedule is replayed twice from a fresh boot: once abstract (the
//! same choices) and once concrete (abstraction off, the abstraction
//! choices left out: there the concrete values decide), each logging the
//! outcome of every conditional jump, switch and thrown exception with the
//! thread that took it. The same branches to the same violation confirm
//! it; the first branch where they differ shows it spurious.

use wayfinder_vm::abstraction::Branch;
use wayfinder_vm::{Vm, VmError};

use crate::explorer::Choice;
use crate::replay::{replay, ReplayError, ReplayOptions};
use crate::report::{Step, Violation};

/// What the concrete program does with an abstract counterexample.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// The same branches to the same violation.
    Confirmed,
    /// Why not: `at File:line the abstract path takes X, the concrete
    /// program takes Y`.
    Spurious(String),
}

/// A logged branch described in its own VM (method ids differ between
/// VMs): thread, `Class.method(File:line)`, instruction index, outcome,
/// and `File:line` for messages.
type Described = (u32, String, u32, String, String);

fn describe(vm: &Vm, log: &[Branch]) -> Vec<Described> {
    log.iter()
        .map(|b| {
            (
                b.tid,
                vm.frame_location(b.method, b.pc),
                b.pc,
                b.outcome.clone(),
                vm.source_line(b.method, b.pc),
            )
        })
        .collect()
}

/// The choices of `trace`, all of them or only those that are not
/// abstraction choices.
pub fn choices_of(trace: &[Step], with_abstraction: bool) -> Vec<Choice> {
    trace
        .iter()
        .filter(|s| with_abstraction || s.abstraction.is_none())
        .map(|s| match s.choice {
            Some(value) => Choice::Value {
                tid: s.thread,
                value,
            },
            None => Choice::Thread(s.thread),
        })
        .collect()
}

/// How a logged replay ended: the violation it ended in, if any, or why
/// it could not follow the schedule.
type RunEnd = Result<Option<Violation>, String>;

/// Replays `choices` on `vm` (booted, branches not yet logged): how it
/// ended, and the branches.
fn logged_run(
    vm: &mut Vm,
    choices: &[Choice],
    options: ReplayOptions,
) -> Result<(RunEnd, Vec<Described>), VmError> {
    vm.log_branches(true);
    let ended = match replay(vm, choices, options) {
        Ok(v) => Ok(v),
        Err(ReplayError::Mismatch(why)) => Err(why),
        Err(ReplayError::Vm(e)) => return Err(e),
    };
    let log = vm.branch_log.take().unwrap_or_default();
    vm.log_branches(false);
    Ok((ended, describe(vm, &log)))
}

/// Compares the abstract counterexample `trace` (ending in `violation`)
/// with the concrete program: `abstract_vm` and `concrete_vm` are fresh
/// boots of the program with and without the abstraction.
pub fn confirm(
    abstract_vm: &mut Vm,
    concrete_vm: &mut Vm,
    trace: &[Step],
    violation: &Violation,
    options: ReplayOptions,
) -> Result<Confirmation, VmError> {
    let (abs_end, abs_log) = logged_run(abstract_vm, &choices_of(trace, true), options)?;
    let (con_end, con_log) = logged_run(concrete_vm, &choices_of(trace, false), options)?;
    let abs_violation = match abs_end {
        Ok(Some(v)) => v,
        Ok(None) | Err(_) => violation.clone(),
    };
    if let Some(why) = divergence(&abs_log, &con_log, &con_end) {
        return Ok(Confirmation::Spurious(why));
    }
    match con_end {
        Ok(Some(v)) if v == abs_violation => Ok(Confirmation::Confirmed),
        Ok(Some(v)) => Ok(Confirmation::Spurious(format!(
            "the abstract path ends in {}, the concrete program in {}",
            abs_violation.summary(),
            v.summary()
        ))),
        Ok(None) => Ok(Confirmation::Spurious(format!(
            "the abstract path ends in {}, the concrete program takes the same branches without it",
            abs_violation.summary()
        ))),
        Err(why) => Ok(Confirmation::Spurious(format!(
            "the concrete program takes the same branches but cannot follow the schedule: {why}"
        ))),
    }
}

/// The first logged branch where the concrete run `con_log` (which ended
/// as `con_end`) parts from the abstract one `abs_log`: `at File:line the
/// abstract path X, the concrete program Y`; `None` when the concrete run
/// takes every branch the abstract one does.
fn divergence(abs_log: &[Described], con_log: &[Described], con_end: &RunEnd) -> Option<String> {
    for (i, a) in abs_log.iter().enumerate() {
        let site = a.4.clone();
        match con_log.get(i) {
            Some(c) if (c.0, &c.1, c.2, &c.3) == (a.0, &a.1, a.2, &a.3) => continue,
            Some(c) if (c.0, &c.1, c.2) == (a.0, &a.1, a.2) => {
                return Some(format!(
                    "at {site} the abstract path {}, the concrete program {}",
                    a.3, c.3
                ))
            }
            Some(c) => {
                return Some(format!(
                    "at {site} the abstract path (thread {}) {}, the concrete program is elsewhere: thread {} at {} {}",
                    a.0, a.3, c.0, c.1, c.3
                ))
            }
            None => {
                let what = match con_end {
                    Err(why) => format!("cannot follow the schedule ({why})"),
                    Ok(Some(v)) => format!("ends earlier in {}", v.summary()),
                    Ok(None) => "never gets there".to_string(),
                };
                return Some(format!(
                    "at {site} the abstract path {}, the concrete program {what}",
                    a.3
                ));
            }
        }
    }
    None
}

/// Where the concrete program parts from the abstract schedule `trace`
/// (a lasso's stem and cycle, say): both VMs are fresh boots, with and
/// without the abstraction, prepared as the search's was (the same
/// visible operations); `None` when the concrete program takes every
/// branch the abstract path takes.
pub fn first_divergence(
    abstract_vm: &mut Vm,
    concrete_vm: &mut Vm,
    trace: &[Step],
    options: ReplayOptions,
) -> Result<Option<String>, VmError> {
    let (_, abs_log) = logged_run(abstract_vm, &choices_of(trace, true), options)?;
    let (con_end, con_log) = logged_run(concrete_vm, &choices_of(trace, false), options)?;
    Ok(divergence(&abs_log, &con_log, &con_end))
}
