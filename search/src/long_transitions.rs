//! A debugging profile of the search's long transitions
//! (`WAYFINDER_DEBUG_LONG=MS`): which transitions took more than `MS`
//! milliseconds of CPU, from where to where, and from how many distinct
//! states each was run. It answers the question a transition-effect cache
//! would have to pay for: is one long transition (a JDK facility's set-up,
//! such as the security providers' under `UUID$Holder.<clinit>`) re-run
//! from many states that differ only in what other threads did?
//!
//! Off (no environment variable): `Option::None` in the search, and no cost
//! but one branch per transition. On: the state is fingerprinted before
//! each transition (as it already was on arrival; the fingerprint's young
//! collection between transitions is the one the search makes anyway), so
//! counts and CPU figures of a profiled run are not the search's own.

use std::collections::{HashMap, HashSet};

use std::cell::RefCell;
use std::rc::Rc;

use wayfinder_vm::vm::Vm;

use crate::long_reads::{describe, ReadKeys, ReadLog, ReadRecorder};
use crate::report::thread_cpu_s;

/// One kind of long transition: the thread's location before and after.
#[derive(Default)]
struct Kind {
    runs: u64,
    cpu_s: f64,
    /// The fingerprints of the states it was run from.
    from_states: HashSet<u128>,
    /// Their parts: the hashes of the threads, of the heap and of the
    /// static fields (see `Parts`).
    threads: HashSet<u128>,
    /// The running thread's own hash (its header and frames).
    own: HashSet<u128>,
    /// The states without the other threads' stacks and statuses: the
    /// running thread's own hash, the heap's and the statics' together
    /// (how often a cache keyed on them could have hit).
    without_others: HashSet<(u128, u128, u128)>,
    heaps: HashSet<u128>,
    statics: HashSet<u128>,
    /// The other threads' locations in those states, joined.
    others: HashSet<String>,
    /// What the runs read from the states they began in.
    reads: ReadKeys,
}

/// A state's fingerprint in its three parts, which it sums: the threads'
/// hash (stacks, statuses, the clock), the heap's and the static fields';
/// and, within the threads' part, the running thread's own hash.
#[derive(Clone, Copy, Default)]
pub(crate) struct Parts {
    pub threads: u128,
    pub own: u128,
    pub heap: u128,
    pub statics: u128,
}

/// What the profile gathers over one search.
pub(crate) struct LongTransitions {
    threshold_s: f64,
    /// CPU clock at the start of the running transition, its starting
    /// location, the other threads' locations and the state's fingerprint.
    running: Option<(f64, String, String, u128, Parts)>,
    kinds: HashMap<(String, String), Kind>,
    total_cpu_s: f64,
    /// The running transition's reads (fed by `recorder`'s listener).
    log: Rc<RefCell<ReadLog>>,
}

impl LongTransitions {
    /// The profile, if `WAYFINDER_DEBUG_LONG` asks for one (its value: the
    /// threshold in milliseconds, default 5).
    pub(crate) fn from_env() -> Option<LongTransitions> {
        let v = std::env::var("WAYFINDER_DEBUG_LONG").ok()?;
        Some(LongTransitions::with_threshold_ms(v.parse().unwrap_or(5.0)))
    }

    /// A profile of the transitions over `ms` milliseconds of CPU.
    fn with_threshold_ms(ms: f64) -> LongTransitions {
        LongTransitions {
            threshold_s: ms / 1000.0,
            running: None,
            kinds: HashMap::new(),
            total_cpu_s: 0.0,
            log: Rc::default(),
        }
    }

    /// The listener that records each transition's reads for the profile
    /// (to be added to the VM before the search starts).
    pub(crate) fn recorder(&self) -> Box<ReadRecorder> {
        Box::new(ReadRecorder(self.log.clone()))
    }

    /// A transition is about to run: from `fp`, the running thread at
    /// `from`, the other threads at `others`.
    pub(crate) fn begin(&mut self, fp: u128, parts: Parts, from: String, others: String) {
        self.running = Some((thread_cpu_s(), from, others, fp, parts));
    }

    /// Thread `tid`'s transition is about to run in `vm` (after `begin`):
    /// its reads are recorded from now.
    pub(crate) fn record_reads(&self, vm: &Vm, tid: u32) {
        self.log.borrow_mut().begin(vm, tid);
    }

    /// The transition begun last ended with its thread at `to`.
    pub(crate) fn end(&mut self, to: String) {
        let reads = self.log.borrow_mut().end();
        let Some((t0, from, others, fp, parts)) = self.running.take() else {
            return;
        };
        let cpu = (thread_cpu_s() - t0).max(0.0);
        self.total_cpu_s += cpu;
        if cpu < self.threshold_s {
            return;
        }
        let k = self.kinds.entry((from, to)).or_default();
        k.runs += 1;
        k.cpu_s += cpu;
        k.from_states.insert(fp);
        k.threads.insert(parts.threads);
        k.own.insert(parts.own);
        k.without_others
            .insert((parts.own, parts.heap, parts.statics));
        k.heaps.insert(parts.heap);
        k.statics.insert(parts.statics);
        k.others.insert(others);
        k.reads.add(reads);
    }

    /// Prints the profile (on stderr), longest in total first.
    pub(crate) fn report(&self, vm: &Vm) {
        let mut kinds: Vec<_> = self.kinds.iter().collect();
        kinds.sort_by(|a, b| b.1.cpu_s.total_cmp(&a.1.cpu_s));
        let long = kinds.iter().fold(0.0, |s, (_, k)| s + k.cpu_s);
        eprintln!(
            "long transitions: {:.2} s of {:.2} s CPU in transitions took over {} ms each",
            long,
            self.total_cpu_s,
            self.threshold_s * 1000.0
        );
        for ((from, to), k) in kinds {
            eprintln!(
                "  {} runs, {:.2} s CPU, from {} distinct states ({} distinct positions of the other threads; distinct parts: {} of all threads, {} of the running thread, {} heaps, {} static areas; {} without the other threads)\n    from {from}\n    to   {to}",
                k.runs,
                k.cpu_s,
                k.from_states.len(),
                k.others.len(),
                k.threads.len(),
                k.own.len(),
                k.heaps.len(),
                k.statics.len(),
                k.without_others.len()
            );
            let mut at: Vec<_> = k.reads.differ_at.iter().collect();
            at.sort_by(|a, b| b.1.cmp(a.1));
            eprintln!(
                "    {} distinct keys of what the runs read from their states (up to {} reads); a new key first differed at:",
                k.reads.keys.len(),
                k.reads.reads_max
            );
            for (r, n) in at.iter().take(8) {
                eprintln!("      {n} x {}", describe(vm, r));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_runs_and_distinct_states_per_kind() {
        let mut l = LongTransitions::with_threshold_ms(0.0);
        for (fp, others) in [(1, "b at x"), (2, "b at y"), (1, "b at x")] {
            let parts = Parts {
                heap: fp,
                ..Parts::default()
            };
            l.begin(fp, parts, "from".into(), others.into());
            l.end("to".into());
        }
        l.begin(3, Parts::default(), "from".into(), "b at x".into());
        l.end("elsewhere".into());
        let k = &l.kinds[&("from".to_string(), "to".to_string())];
        assert_eq!(k.runs, 3);
        assert_eq!(k.from_states.len(), 2);
        assert_eq!(k.others.len(), 2);
        assert_eq!((k.heaps.len(), k.threads.len()), (2, 1));
        assert_eq!(l.kinds.len(), 2);
    }

    #[test]
    fn short_transitions_are_left_out() {
        let mut l = LongTransitions::with_threshold_ms(1.0e9);
        l.begin(1, Parts::default(), "from".into(), String::new());
        l.end("to".into());
        assert!(l.kinds.is_empty());
        // An end without a begin records nothing.
        l.end("to".into());
        assert!(l.kinds.is_empty());
    }
}
