//! Judging a lasso (a stem, then a cycle repeated forever) against the
//! formula: does the Büchi automaton of the negation accept the
//! propositions' values along it, and, under `--fair`, is its cycle weakly
//! fair (no thread enabled in every state of the cycle is left without a
//! step in it)? `replay_lasso` re-runs a saved lasso on the program and
//! answers both there (`wayfinder replay`, and the concrete confirmation
//! of an abstract lasso); `judge_built` asks the same of each lasso the
//! search builds from its own product states, before it is reported.

use wayfinder_ltl::Buchi;
use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::Vm;

use super::ndfs::threads_of;
use super::propositions::{ThrowRecorder, Thrown};
use super::Prepared;
use crate::explorer::{Choice, Explorer};
use crate::fingerprint::StateHasher;
use crate::replay::ReplayError;
use crate::report::Step;

/// What replaying a lasso showed.
#[derive(Debug, PartialEq, Eq)]
pub struct LassoReplay {
    /// The cycle came back to the state it started in (the same state
    /// fingerprint, a pending choice mixed in, as the search computes it);
    /// for a stuttering counterexample: the last state has no branch out.
    pub returned: bool,
    /// The automaton of the formula's negation accepts the infinite word
    /// of the propositions' values along the lasso: the formula is false on
    /// it.
    pub accepted: bool,
    /// Asked for fairness: the threads (id, name) enabled in every state of
    /// the cycle that take no step in it; the cycle is weakly fair when
    /// there is none. Always empty without fairness.
    pub starved: Vec<(u32, String)>,
}

/// Does `automaton` accept the infinite word `letters[0] letters[1] ...
/// letters[m-1]` followed forever by `letters[loop_to..m]`? (Edges read
/// the letter of the position entered, the first edge letter 0.)
pub fn lasso_accepted(automaton: &Buchi, letters: &[u64], loop_to: usize) -> bool {
    let letters: Vec<(u64, u64)> = letters.iter().map(|&l| (l, 0)).collect();
    lasso_accepted_maybe(automaton, &letters, loop_to)
}

/// `lasso_accepted` on three-valued letters (valuation, undecided atoms;
/// see `Propositions::letter`): does some word the letters allow reach an
/// accepting cycle? (Each position's undecided atoms are chosen afresh at
/// every visit.)
pub fn lasso_accepted_maybe(automaton: &Buchi, letters: &[(u64, u64)], loop_to: usize) -> bool {
    let m = letters.len();
    if m == 0 || loop_to >= m {
        return false;
    }
    let next_pos = |p: usize| if p + 1 < m { p + 1 } else { loop_to };
    let moves = |q: usize, (letter, unknown): (u64, u64)| -> Vec<usize> {
        automaton.edges[q]
            .iter()
            .filter(|e| e.guard.may_hold(letter, unknown))
            .map(|e| e.to)
            .collect()
    };
    // Configurations (position read last, automaton state).
    let succ = |(p, q): (usize, usize)| -> Vec<(usize, usize)> {
        let n = next_pos(p);
        moves(q, letters[n]).into_iter().map(|q2| (n, q2)).collect()
    };
    let mut reached: Vec<(usize, usize)> = Vec::new();
    let mut work: Vec<(usize, usize)> = Vec::new();
    for &q0 in &automaton.initial {
        for q in moves(q0, letters[0]) {
            if !reached.contains(&(0, q)) {
                reached.push((0, q));
                work.push((0, q));
            }
        }
    }
    while let Some(c) = work.pop() {
        for d in succ(c) {
            if !reached.contains(&d) {
                reached.push(d);
                work.push(d);
            }
        }
    }
    // An accepting configuration that reaches itself again.
    reached.iter().any(|&c| {
        if !automaton.accepting[c.1] {
            return false;
        }
        let mut seen: Vec<(usize, usize)> = Vec::new();
        let mut work = succ(c);
        while let Some(d) = work.pop() {
            if d == c {
                return true;
            }
            if !seen.contains(&d) {
                seen.push(d);
                work.extend(succ(d));
            }
        }
        false
    })
}

/// The threads enabled in every one of `states` (each state's enabled
/// threads; a thread in the middle of a nondeterministic choice counts as
/// enabled) that are not in `stepped`, in increasing order: a cycle through
/// those states taking steps of `stepped` is weakly fair exactly when there
/// is none.
pub fn starved_threads<'a>(
    mut states: impl Iterator<Item = &'a [u32]>,
    stepped: &[u32],
) -> Vec<u32> {
    let Some(first) = states.next() else {
        return Vec::new();
    };
    let mut out: Vec<u32> = first
        .iter()
        .copied()
        .filter(|t| !stepped.contains(t))
        .collect();
    for s in states {
        out.retain(|t| s.contains(t));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Starved threads as `thread 1 ("worker")`, comma-separated.
pub fn starved_names(starved: &[(u32, String)]) -> String {
    starved
        .iter()
        .map(|(t, name)| format!("thread {t} (\"{name}\")"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks a lasso the search built before it is reported: `letters` are
/// the (valuation, undecided) letters of its product states from the
/// initial one, the cycle looping back to position `loop_to`;
/// `cycle_enabled` the enabled threads of the cycle's states and `stepped`
/// the threads its steps ran (checked only under `fair`). `Err` says what
/// is wrong: the search has a bug.
pub(super) fn judge_built<'a>(
    automaton: &Buchi,
    letters: &[(u64, u64)],
    loop_to: usize,
    fair: bool,
    cycle_enabled: impl Iterator<Item = &'a [u32]>,
    stepped: &[u32],
) -> Result<(), String> {
    if !lasso_accepted_maybe(automaton, letters, loop_to) {
        return Err(
            "the automaton of the negation does not accept the propositions' values along it"
                .to_string(),
        );
    }
    if fair {
        let starved = starved_threads(cycle_enabled, stepped);
        if !starved.is_empty() {
            return Err(format!(
                "its cycle is not weakly fair: thread(s) {starved:?} are enabled in every state \
                 of the cycle and take no step in it"
            ));
        }
    }
    Ok(())
}

/// Replays the stem and then one round of the cycle of a lasso from the
/// booted VM (with the same propositions' visible operations as the
/// search): every step must be possible where it is taken. Says whether
/// the cycle returned to the state it started in, whether the automaton of
/// the negation accepts the propositions' values along the lasso and,
/// under `fair`, which threads the cycle starves. With `steps` (the trace's
/// stem and cycle), each step's thread must have the name and stop at the
/// location the trace records.
pub fn replay_lasso(
    vm: &mut Vm,
    prepared: &Prepared,
    stem: &[Choice],
    cycle: &[Choice],
    steps: Option<&[Step]>,
    timeouts: crate::time::Timeouts,
    fair: bool,
) -> Result<LassoReplay, ReplayError> {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let thrown: Thrown = prepared.thrown.clone();
    vm.add_listener(Box::new(ThrowRecorder(thrown.clone())));
    let mut hasher = StateHasher::new(vm, false);
    let mut letters = vec![prepared.propositions.letter(vm, &[])];
    let mut ex = Explorer::new(vm, crate::dfs::Limits::default(), &stop, false);
    ex.timeouts = timeouts;
    // The threads enabled in each state, as the search counts them for
    // fairness.
    let mut enabled: Vec<Vec<u32>> = vec![threads_of(&ex.choices())];
    let mut pending: Option<(u32, u32)> = None;
    let mut cycle_start = None;
    let all: Vec<Choice> = stem.iter().chain(cycle.iter()).copied().collect();
    let fingerprint = |ex: &mut Explorer, hasher: &mut StateHasher, pending: Option<(u32, u32)>| {
        let mut fp = hasher.fingerprint(ex.vm);
        if let Some((_, n)) = pending {
            fp ^= (n as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
        }
        fp
    };
    if stem.is_empty() {
        cycle_start = Some(fingerprint(&mut ex, &mut hasher, pending));
    }
    let mut exited = false;
    for (i, &c) in all.iter().enumerate() {
        let step = i + 1;
        let allowed = !exited
            && match (c, pending) {
                (Choice::Value { tid, value }, Some((t, n))) => tid == t && value < n,
                (Choice::Thread(_), None) => ex.choices().contains(&c),
                _ => false,
            };
        if !allowed {
            let what = match c {
                Choice::Thread(t) => format!("thread {t} runs"),
                Choice::Value { tid, value } => format!("thread {tid} chooses {value}"),
            };
            let why = match pending {
                Some((t, n)) => format!("thread {t} has a choice of {n} pending there"),
                None if exited => "the program has ended".to_string(),
                None => "that thread cannot move there".to_string(),
            };
            return Err(ReplayError::Mismatch(format!(
                "step {step} ({what}) cannot be taken: {why}"
            )));
        }
        pending = None;
        thrown.borrow_mut().clear();
        let end = ex.execute(c);
        crate::replay::same_step(&ex, c, &end, steps.and_then(|s| s.get(i)), step)?;
        let tid = match c {
            Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
        };
        // The search reports an uncaught exception as soon as a step
        // throws it, so no lasso it built goes on past one; the concrete
        // replay of an abstract lasso may meet one the abstract path did
        // not (and the state after it is not one the search fingerprints).
        if let Some(v) =
            crate::properties::uncaught_exception(ex.vm, false, || (tid, ex.vm.thread_name(tid)))
        {
            return Err(ReplayError::Mismatch(format!(
                "step {step} ends in {} instead",
                v.summary()
            )));
        }
        letters.push(prepared.propositions.letter(ex.vm, &thrown.borrow()));
        match end {
            SliceEnd::Error(e) => return Err(ReplayError::Vm(e)),
            SliceEnd::Exit(_) => exited = true,
            SliceEnd::Prune => {
                return Err(ReplayError::Mismatch(format!(
                    "step {step} was pruned by Verify.ignoreIf"
                )))
            }
            SliceEnd::Choice(n) => pending = Some((tid, n)),
            _ => {}
        }
        enabled.push(if exited {
            Vec::new()
        } else {
            // While a thread's choice is pending, the others could move as
            // they could before it, and so could the chooser.
            let mut e = threads_of(&ex.choices());
            if pending.is_some() && !e.contains(&tid) {
                e.push(tid);
            }
            e
        });
        // A program that has ended (here on a concrete replay of an
        // abstract lasso, which may part from it) has no state to
        // fingerprint: its heap is gone, and a cycle cannot run through
        // its end.
        // The state is fingerprinted after every step, as the search does:
        // the hasher is incremental (it re-hashes what each transition
        // wrote, and collects garbage between transitions), and hashing
        // only at the end of a long stem once met references it no longer
        // accounted for (an internal error replaying
        // `java_samples/ltl/WorkerPoolLostSignal`, whose main ends with
        // its daemon workers waiting).
        if !exited {
            let fp = fingerprint(&mut ex, &mut hasher, pending);
            if step == stem.len() {
                cycle_start = Some(fp);
            }
        }
    }
    let returned = if cycle.is_empty() {
        exited || (pending.is_none() && ex.choices().is_empty())
    } else {
        !exited && cycle_start == Some(fingerprint(&mut ex, &mut hasher, pending))
    };
    // The cycle's states: its first up to the one before its last step
    // (the last state is the first again); a stutter's single state.
    let starved = if fair {
        let states = &enabled[stem.len()..all.len().max(stem.len() + 1)];
        let stepped = threads_of(cycle);
        starved_threads(states.iter().map(|e| e.as_slice()), &stepped)
            .into_iter()
            .map(|t| (t, ex.vm.thread_name(t)))
            .collect()
    } else {
        Vec::new()
    };
    ex.vm.listeners.clear();
    // The word: the states' values up to the cycle's last step, then the
    // cycle's again (its last state is its first), or the last state's
    // forever when it stutters.
    let accepted = if cycle.is_empty() {
        let last = letters.len() - 1;
        lasso_accepted_maybe(&prepared.automaton, &letters, last)
    } else {
        letters.pop();
        lasso_accepted_maybe(&prepared.automaton, &letters, stem.len())
    };
    Ok(LassoReplay {
        returned,
        accepted,
        starved,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn automaton_of_negation(f: &str) -> Buchi {
        let parsed = wayfinder_ltl::parse(f, &[]).expect("formula");
        wayfinder_ltl::translate(&parsed.formula.negated())
    }

    #[test]
    fn lassos_violating_the_formula_are_accepted() {
        // Atom 0 is p, atom 1 is q.
        let always_eventually = automaton_of_negation("[]<> {p}");
        // p, then !p forever: violates []<>p.
        assert!(lasso_accepted(&always_eventually, &[1, 0], 1));
        // !p, then p !p forever: satisfies it.
        assert!(!lasso_accepted(&always_eventually, &[0, 1, 0], 1));
        let until = automaton_of_negation("{p} U {q}");
        // p p q, stuttering in q: satisfies p U q.
        assert!(!lasso_accepted(&until, &[1, 1, 2], 2));
        // p, then !p !q: violates it.
        assert!(lasso_accepted(&until, &[1, 0], 1));
        // p forever without q: violates it.
        assert!(lasso_accepted(&until, &[1], 0));
    }

    #[test]
    fn undecided_atoms_are_read_both_ways() {
        // Atom 0 is p: `[] p` is violated by some word the letters allow
        // when p is undecided (bit 0 of the second word) somewhere.
        let always = automaton_of_negation("[] {p}");
        assert!(!lasso_accepted_maybe(&always, &[(1, 0), (1, 0)], 1));
        assert!(lasso_accepted_maybe(&always, &[(1, 0), (0, 1)], 1));
        // An undecided atom the formula does not read changes nothing.
        let both = automaton_of_negation("[] ({p} || {q})");
        assert!(!lasso_accepted_maybe(&both, &[(1, 2)], 0));
        assert!(lasso_accepted_maybe(&both, &[(0, 3)], 0));
    }

    #[test]
    fn a_cycle_starves_a_thread_enabled_throughout_that_never_steps() {
        // Threads 0 and 1 enabled in both states; only 0 steps: 1 starves.
        let states: [&[u32]; 2] = [&[0, 1], &[1, 0]];
        assert_eq!(starved_threads(states.iter().copied(), &[0]), vec![1]);
        // Thread 1 disabled in one state (it waits there): fair.
        let states: [&[u32]; 2] = [&[0, 1], &[0]];
        assert!(starved_threads(states.iter().copied(), &[0]).is_empty());
        // Both step: fair.
        let states: [&[u32]; 2] = [&[0, 1], &[0, 1]];
        assert!(starved_threads(states.iter().copied(), &[1, 0]).is_empty());
        // A stutter (no state has a step) with nobody enabled: fair.
        let states: [&[u32]; 1] = [&[]];
        assert!(starved_threads(states.iter().copied(), &[]).is_empty());
    }

    #[test]
    fn a_built_lasso_the_automaton_rejects_or_that_starves_is_refused() {
        let eventually = automaton_of_negation("<> {p}");
        // !p forever violates <>p; p then !p does not.
        let ok = judge_built(
            &eventually,
            &[(0, 0), (0, 0)],
            1,
            false,
            std::iter::empty(),
            &[],
        );
        assert_eq!(ok, Ok(()));
        let holds = judge_built(
            &eventually,
            &[(0, 0), (1, 0)],
            1,
            false,
            std::iter::empty(),
            &[],
        );
        assert!(holds.is_err());
        // Fair: thread 1 enabled at the cycle's one state and never run.
        let states: [&[u32]; 1] = [&[0, 1]];
        let unfair = judge_built(
            &eventually,
            &[(0, 0)],
            0,
            true,
            states.iter().copied(),
            &[0],
        );
        assert!(unfair.unwrap_err().contains("[1]"));
        let fair = judge_built(
            &eventually,
            &[(0, 0)],
            0,
            true,
            states.iter().copied(),
            &[0, 1],
        );
        assert_eq!(fair, Ok(()));
    }
}
