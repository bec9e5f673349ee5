//! Replaying a saved schedule: the choices of a counterexample, run one
//! after the other from the booted VM without branching, checked against
//! the same properties as the search.

use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::{Vm, VmError};

use crate::explorer::{Choice, Explorer, Limits};
use crate::fingerprint::StateHasher;
use crate::keyattr::{Failure, KeyConfig, KeyMonitor};
use crate::properties;
use crate::report::{Step, Violation};
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

/// What the search that saved a trace checked, and how it let timeouts
/// fire: replay checks the same.
#[derive(Debug, Clone, Copy, Default)]
pub struct ReplayOptions {
    /// Data races are violations (`--races`).
    pub races: bool,
    /// An exception a handler of the program took is a violation too
    /// (`--report-handled`); without it, only one no handler took is (a
    /// thread ended by `Thread.stop`'s `ThreadDeath` is not a violation).
    pub report_handled: bool,
    pub timeouts: Timeouts,
}

/// Replays `choices` from the booted VM; returns the violation the last
/// step shows (exception or deadlock), if any. Every step must be possible
/// where it is taken: a thread that can run, or a value of the choice the
/// previous step left pending; a violation before the last step is a
/// mismatch too.
pub fn replay(
    vm: &mut Vm,
    choices: &[Choice],
    options: ReplayOptions,
) -> Result<Option<Violation>, ReplayError> {
    replay_with_keys(vm, choices, options, None)
}

/// `replay`, also checking the properties over key attributes of `keys`
/// (`check --key ... --property ...`) along the way, as the search did.
pub fn replay_with_keys(
    vm: &mut Vm,
    choices: &[Choice],
    options: ReplayOptions,
    keys: Option<&KeyConfig>,
) -> Result<Option<Violation>, ReplayError> {
    replay_steps(vm, choices, None, options, keys)
}

/// `replay_with_keys`; with `steps` (the trace the choices come from),
/// also checks after each step that its thread has the name and stopped at
/// the location the trace records (a mismatch otherwise).
pub fn replay_steps(
    vm: &mut Vm,
    choices: &[Choice],
    steps: Option<&[Step]>,
    options: ReplayOptions,
    keys: Option<&KeyConfig>,
) -> Result<Option<Violation>, ReplayError> {
    // The key monitor sees the schedule as a path of the search: the state
    // fingerprints (for paths that loop) as the search computes them.
    let mut monitor = match keys {
        Some(cfg) => {
            let mut k = KeyMonitor::attach(vm, cfg).map_err(ReplayError::Vm)?;
            let mut hasher = StateHasher::new(vm, false);
            match k.root() {
                Ok(mix) => k.root_expanded(hasher.fingerprint(vm) ^ mix),
                Err(f) => return key_result(f, 0, choices.len()),
            }
            Some((k, hasher))
        }
        None => None,
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut ex = Explorer::new(vm, Limits::default(), &stop, false);
    ex.races = options.races;
    ex.timeouts = options.timeouts;
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
        if let Some((k, _)) = &mut monitor {
            k.begin(step);
        }
        let end = ex.execute(c);
        same_step(&ex, c, &end, steps.and_then(|s| s.get(i)), step)?;
        if let Some((k, hasher)) = &mut monitor {
            if !matches!(end, SliceEnd::Error(_) | SliceEnd::Prune) {
                let exited = matches!(end, SliceEnd::Exit(_));
                let mut checked = k.arrive();
                if let (Ok(mix), false) = (&checked, exited) {
                    let mut fp = hasher.fingerprint(ex.vm);
                    if let SliceEnd::Choice(n) = end {
                        fp ^=
                            (n as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
                    }
                    checked = k.arrived_fp(fp ^ mix).map(|_| *mix);
                }
                let ended = step == choices.len()
                    && ex.choices().is_empty()
                    && !properties::live_user_threads(ex.vm);
                if exited || ended {
                    checked = checked.and_then(|m| k.terminal().map(|_| m));
                }
                if let Err(f) = checked {
                    return key_result(f, step, choices.len());
                }
                k.expanded();
            }
        }
        match end {
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
        // An exception no handler took; one a handler took only when the
        // search reported those (--report-handled), as the search does.
        let ended = ex
            .vm
            .state
            .threads
            .iter()
            .find(|t| t.uncaught.is_some() && (options.report_handled || !t.uncaught_handled));
        if let Some(t) = ended {
            if step < choices.len() {
                return Err(ReplayError::Mismatch(format!(
                    "the violation showed at step {step}, but the trace has {} steps",
                    choices.len()
                )));
            }
            let exc = t.uncaught.expect("uncaught");
            let (class, message) = ex.vm.describe_exception(exc);
            let stack = ex
                .vm
                .describe_exception_stack(exc, properties::STACK_FRAMES_SHOWN);
            let name = ex.step_for(Choice::Thread(t.id)).thread_name;
            return Ok(Some(Violation::exception(class, message, name, stack)));
        }
    }
    if pending.is_some() {
        return Ok(None);
    }
    let now = ex.choices();
    if options.races {
        if let Some(v) = properties::find_race(ex.vm, &now) {
            return Ok(Some(v));
        }
    }
    if properties::stuck(ex.vm, &now) {
        return Ok(Some(Violation::deadlock(ex.vm.describe_threads())));
    }
    Ok(None)
}

/// A key-attribute property that failed at step `step` of `steps`: the
/// violation when it is the last step, a mismatch before.
/// After replay step `step` (1-based), the transition `c` that ended in
/// `end`: when the trace describes the step (`want`), the thread that ran
/// must have its name and stop where the trace says (a step that failed
/// with a VM error is judged by its caller).
pub(crate) fn same_step(
    ex: &Explorer,
    c: Choice,
    end: &SliceEnd,
    want: Option<&Step>,
    step: usize,
) -> Result<(), ReplayError> {
    let Some(want) = want else { return Ok(()) };
    if matches!(end, SliceEnd::Error(_)) {
        return Ok(());
    }
    let got = ex.step_for(c);
    if (&got.thread_name, &got.location) != (&want.thread_name, &want.location) {
        return Err(ReplayError::Mismatch(format!(
            "after step {step}, the trace has thread \"{}\" at {}, the replay \"{}\" at {}",
            want.thread_name, want.location, got.thread_name, got.location
        )));
    }
    Ok(())
}

fn key_result(f: Failure, step: usize, steps: usize) -> Result<Option<Violation>, ReplayError> {
    match f {
        Failure::Error(msg) => Err(ReplayError::Vm(VmError::input(msg))),
        Failure::Violated(_) if step < steps => Err(ReplayError::Mismatch(format!(
            "the violation showed at step {step}, but the trace has {steps} steps"
        ))),
        Failure::Violated(msg) => Ok(Some(Violation::key_property(msg))),
    }
}
