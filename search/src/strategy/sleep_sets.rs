//! Sleep sets (Godefroid, "Partial-Order Methods for the Verification of
//! Concurrent Systems", LNCS 1032, 1996, chapters 5 and 6) prune
//! transitions whose every interleaving with the ones explored before is
//! already covered: after thread `t`'s transition from a state `s`, a
//! sibling `u` explored later starts its subtree with `t` asleep if the two
//! transitions' footprints do not conflict (`wayfinder_reductions`), since
//! `s·u·t` reaches the same state as `s·t·u`. A thread stays asleep along a
//! path until a transition conflicting with it runs. Sleep sets alone never
//! prune a state, only transitions into states reached another way, so
//! deadlocks and failing assertions (properties of reachable states) are
//! all still found. Combined with state matching that holds only if a state
//! revisited with a smaller sleep set than it was explored with is explored
//! again for the threads that slept then but not now (Godefroid, section
//! 6.3); so each stored state keeps the set it was explored with (as the
//! store's mask, see `crate::dfs::Arrival`), and revisits compare against it.

use std::rc::Rc;

use wayfinder_reductions::Footprint;

use crate::explorer::Choice;

/// Threads with ids from this one up never sleep: a stored sleep set is a
/// 32-bit mask (see `crate::store::Visited`).
pub const SLEEP_BITS: u32 = 32;

/// A sleep set: threads asleep, with their next transition's footprint
/// (shared: a footprint sleeps in many nodes' sets).
pub type SleepSet = Vec<(u32, Rc<Footprint>)>;

/// A sleep set as a bit mask of thread ids.
pub fn sleep_mask(sleep: &[(u32, Rc<Footprint>)]) -> u32 {
    sleep.iter().fold(0, |m, (t, _)| m | 1 << t)
}

/// The strategy's data for a node on the path.
#[derive(Default)]
pub struct SleepNode {
    /// Threads asleep here, with their next transition's footprint.
    pub sleep: SleepSet,
    /// Threads already explored from here, with their transitions' footprints.
    pub done: SleepSet,
}

impl SleepNode {
    /// A node whose threads in `sleep` are asleep.
    pub fn new(sleep: SleepSet) -> SleepNode {
        SleepNode {
            sleep,
            done: Vec::new(),
        }
    }

    /// `choice` was just taken from this node with footprint `f`: the
    /// threads asleep after it, those asleep or explored before it here
    /// whose transitions do not conflict with it (none when `enabled` is
    /// off or `choice` is a value). Records the thread as explored.
    pub fn after(&mut self, choice: Choice, f: Rc<Footprint>, enabled: bool) -> SleepSet {
        match choice {
            Choice::Thread(t) if enabled => {
                let asleep: SleepSet = self
                    .sleep
                    .iter()
                    .chain(self.done.iter())
                    .filter(|(u, g)| *u != t && *u < SLEEP_BITS && !g.conflicts(&f))
                    .cloned()
                    .collect();
                self.done.push((t, f));
                asleep
            }
            _ => Vec::new(),
        }
    }
}

/// The branches to explore from a state with `sleep` asleep: only threads
/// awake there, and on a revisit (`wake`), only those woken since the
/// earlier visit. Value choices are always explored.
pub fn awake(
    choices: Vec<Choice>,
    sleep: &[(u32, Rc<Footprint>)],
    wake: Option<u32>,
) -> Vec<Choice> {
    choices
        .into_iter()
        .filter(|c| match c {
            Choice::Thread(t) => {
                let asleep = sleep.iter().any(|(u, _)| u == t);
                let woken = wake.is_none_or(|w| *t < SLEEP_BITS && w & 1 << t != 0);
                !asleep && woken
            }
            Choice::Value { .. } => true,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn revisit_explores_only_woken_threads() {
        let c = vec![
            Choice::Thread(0),
            Choice::Thread(1),
            Choice::Thread(2),
            Choice::Value { tid: 0, value: 1 },
        ];
        // Thread 1 asleep now; thread 2 slept at the earlier visit (bit 2).
        let sleep = vec![(1, Rc::default())];
        assert_eq!(
            awake(c.clone(), &sleep, None),
            vec![c[0], c[2], c[3]],
            "a new state explores every awake thread"
        );
        assert_eq!(awake(c.clone(), &sleep, Some(1 << 2)), vec![c[2], c[3]]);
    }

    #[test]
    fn explored_threads_sleep_in_later_siblings_when_independent() {
        let mut node = SleepNode::default();
        let first = node.after(Choice::Thread(0), Rc::default(), true);
        assert!(first.is_empty());
        let second = node.after(Choice::Thread(1), Rc::default(), true);
        assert_eq!(sleep_mask(&second), 1 << 0);
        assert!(node
            .after(Choice::Thread(2), Rc::default(), false)
            .is_empty());
        // A transition that conflicts with everything puts nobody to sleep.
        assert!(node
            .after(Choice::Thread(3), Rc::new(Footprint::global()), true)
            .is_empty());
    }
}
