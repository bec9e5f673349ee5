//! `check --ltl` on an abstracted program (`--abstract`, `--choose-free`):
//! what a verdict found on the abstract state graph says of the concrete
//! program.
//!
//! The abstract graph over-approximates the program's executions, and a
//! proposition the abstraction leaves undecided in a state is read both
//! ways there by the product (`Propositions::letter`), so every concrete
//! execution's word is among the product's: a complete search without an
//! accepting cycle means no violation, unless paths were cut (choose-free
//! search) or ended where an abstract value needed a concrete one.
//!
//! A counterexample is real at once when its path has no abstraction
//! choice and every proposition was decided along it: the concrete
//! program, whose every step then has the one outcome the abstraction
//! allows, follows it forever with the same propositions' values (overflow
//! aside, as for every abstracted search). Otherwise it is replayed on the
//! concrete program (a fresh boot without the abstraction, the abstraction
//! choices left out): a safety violation as `crate::abstract_cex` does; a
//! lasso by running its stem and one round of its cycle, which must come
//! back to the same concrete state (or end there, for one that stutters)
//! on a word the automaton of the negation accepts.
//!
//! A safety violation that is not confirmed stops the search,
//! inconclusive. A lasso is replayed as the product search finds it
//! (`Explorer::confirm_lasso`): a confirmed one is reported; a spurious
//! one is listed in `abstraction.spurious` and the search goes on, past
//! it (the nested search goes on with its inner search; the SCC search
//! leaves out the accepting states of that cycle when it builds the next
//! lasso of the component, and tries the component again once it takes
//! in a new accepting state), until a lasso is confirmed, `--max-spurious`
//! lassos were spurious, or the search ends. Going on is sound whatever
//! the search then skips: once one lasso was spurious the verdict can
//! only be a confirmed counterexample or "inconclusive" (`judge`), never
//! "no violation", since the accepting cycle found on the abstract graph
//! may stand for executions of the program the one replayed schedule does
//! not show.

use wayfinder_reductions::SharedVisible;
use wayfinder_vm::VmError;

use super::LtlOptions;
use crate::abstract_cex::{choices_of, first_divergence, Confirmation};
use crate::check::{boot_with, AbstractionConfig, CheckConfig};
use crate::explorer::{Explorer, Outcome};
use crate::replay::ReplayError;
use crate::report::{LtlViolation, Step, Verdict};

/// Judges the outcome of the product search on the abstracted program in
/// `ex` (fires once the search is over, before `check` returns): a
/// complete search with cut or ended paths is inconclusive; a safety
/// violation on a path with abstraction choices is confirmed on the
/// concrete program (`Explorer::confirm`) or found spurious. Fills
/// `outcome.abstraction`. Lassos were confirmed during the search
/// (`lasso_spurious`); a search that found only spurious ones is
/// inconclusive.
pub(crate) fn judge(ex: &mut Explorer, outcome: &mut Outcome) -> Result<(), VmError> {
    if ex.vm.abstraction.is_none() && ex.vm.choose_free.is_none() {
        return Ok(());
    }
    match outcome.verdict {
        Verdict::NoViolation if !ex.spurious.is_empty() => {
            let k = ex.spurious.len();
            outcome.verdict = Verdict::Inconclusive;
            outcome.limit = Some(format!(
                "{k} spurious abstract counterexample{} found and no real one (see \
                 abstraction.spurious): the abstraction over-approximates the program, so \
                 the formula may hold or fail on it",
                if k == 1 { "" } else { "s" }
            ));
        }
        Verdict::NoViolation => {
            if let Some(gap) = ex.abstraction_gap() {
                ex.gap = Some(gap.clone());
                outcome.verdict = Verdict::Inconclusive;
                outcome.limit = Some(gap);
            }
        }
        Verdict::Violation => {
            let is_abstract = outcome.trace.iter().any(|s| s.abstraction.is_some());
            let safety = outcome.violation.clone().filter(|v| v.ltl.is_none());
            if let (Some(v), true, Some(confirm)) = (safety, is_abstract, ex.confirm.as_mut()) {
                match confirm(&outcome.trace, &v)? {
                    Confirmation::Confirmed => ex.confirmed = true,
                    Confirmation::Spurious(why) => {
                        ex.spurious
                            .push(format!("{}: spurious: {why}", v.summary()));
                        not_confirmed(outcome);
                    }
                }
            }
        }
        Verdict::Inconclusive | Verdict::Error => {}
    }
    outcome.abstraction =
        ex.abstraction_outcome(outcome.verdict == Verdict::Violation, &outcome.trace);
    Ok(())
}

/// The verdict once the safety counterexample found is not confirmed.
fn not_confirmed(outcome: &mut Outcome) {
    outcome.verdict = Verdict::Inconclusive;
    outcome.violation = None;
    outcome.trace.clear();
    outcome.limit = Some(
        "the abstract counterexample found is not one of the concrete program (see \
         abstraction.spurious); the LTL search stops at its first safety violation"
            .into(),
    );
}

/// Whether `lasso` needs a replay on the concrete program to be reported:
/// its path has an abstraction choice or a proposition the abstraction
/// left undecided. One without either is real as it is (see the module's
/// doc).
pub(crate) fn needs_confirmation(lasso: &LtlViolation) -> bool {
    !lasso.undecided.is_empty()
        || lasso
            .stem
            .iter()
            .chain(lasso.cycle.iter())
            .any(|s| s.abstraction.is_some())
}

/// Under `--abstract`, replays `lasso` (found on a path with abstraction
/// choices or undecided propositions) on the concrete program, booted
/// afresh from `config` without the abstraction, with library-level
/// atomicity `library_atomicity` as the search had it: `None` when the
/// concrete program realises it, otherwise why not (where the concrete
/// program parts from the abstract path first, when it does). Fires from
/// the product search (`Explorer::confirm_lasso`) for each lasso it finds.
pub(crate) fn lasso_spurious(
    config: &CheckConfig,
    options: &LtlOptions,
    library_atomicity: bool,
    lasso: &LtlViolation,
) -> Result<Option<String>, VmError> {
    let (mut vm, prepared) = prepared_boot(
        config,
        options,
        library_atomicity,
        &AbstractionConfig::default(),
    )?;
    let stem = choices_of(&lasso.stem, false);
    let cycle = choices_of(&lasso.cycle, false);
    let replayed = super::replay_lasso(
        &mut vm,
        &prepared,
        &stem,
        &cycle,
        None,
        config.timeouts,
        options.fair,
    );
    let why = match replayed {
        Ok(r) if r.returned && r.accepted && r.starved.is_empty() => None,
        Ok(r) if r.returned && r.accepted => Some(format!(
            "the concrete program follows its schedule, but the cycle is not weakly fair \
             there; enabled in every state of the cycle and no step in it: {}",
            super::lasso::starved_names(&r.starved)
        )),
        Ok(r) if r.returned => Some(
            "the concrete program follows its schedule, but the formula holds on the \
             propositions' concrete values there"
                .to_string(),
        ),
        Ok(_) if lasso.stutters => {
            Some("the concrete program does not end where the abstract path does".to_string())
        }
        Ok(_) => Some(
            "the concrete program follows the stem and one round of the cycle but does not \
             come back to the same state (not confirmed)"
                .to_string(),
        ),
        Err(ReplayError::Mismatch(why)) => Some(format!(
            "the concrete program cannot follow its schedule: {why}"
        )),
        Err(ReplayError::Vm(e)) => return Err(e),
    };
    // Where the concrete program parts from the abstract path, when it
    // does: said before what the replay found.
    let why = match why {
        Some(why) => {
            let all: Vec<Step> = lasso
                .stem
                .iter()
                .chain(lasso.cycle.iter())
                .cloned()
                .collect();
            let (mut abstract_vm, _) = prepared_boot(
                config,
                options,
                library_atomicity,
                &AbstractionConfig {
                    choose_free: false,
                    ..config.abstraction.clone()
                },
            )?;
            let (mut concrete_vm, _) = prepared_boot(
                config,
                options,
                library_atomicity,
                &AbstractionConfig::default(),
            )?;
            let replay = crate::ReplayOptions {
                races: false,
                report_handled: config.report_handled,
                timeouts: config.timeouts,
            };
            match first_divergence(&mut abstract_vm, &mut concrete_vm, &all, replay)? {
                Some(at) => Some(format!("{at}; {why}")),
                None => Some(why),
            }
        }
        None => None,
    };
    Ok(why)
}

/// A fresh boot of the program with the abstraction `abstraction` (none
/// for the concrete program), prepared for the formula as the search was:
/// the same propositions' visible operations, so that the same schedule
/// has the same transitions.
pub(crate) fn prepared_boot(
    config: &CheckConfig,
    options: &LtlOptions,
    library_atomicity: bool,
    abstraction: &AbstractionConfig,
) -> Result<(wayfinder_vm::Vm, super::Prepared), VmError> {
    let visible = SharedVisible::default();
    let mut vm = boot_with(
        &config.program,
        &config.nondet_range,
        &config.reductions,
        library_atomicity,
        Some(visible.clone()),
        abstraction,
    )?;
    vm.clock_origin_millis = config.clock_start;
    vm.spurious_wakeups = config.spurious_wakeups;
    let prepared = super::prepare(&mut vm, &config.program.classpath, options, Some(&visible))?;
    Ok((vm, prepared))
}
