//! The program search: depth-first search (`crate::dfs`) over the
//! program's transitions with state matching.
//!
//! A transition runs one thread from a scheduling point to the next (see
//! `wayfinder_vm::policy`), or resolves one nondeterministic choice.
//! States are matched by their fingerprint; the DFS stack keeps a snapshot
//! of each state on the current path to backtrack to. Which successors are
//! explored is the sleep-set strategy's (`crate::strategy::sleep_sets`),
//! narrowed by dynamic partial-order reduction with `Explorer::dpor`
//! (`crate::strategy::dpor`); what a violation is, the properties'
//! (`crate::properties`).

use std::time::Instant;

use std::cell::RefCell;
use std::rc::Rc;

use wayfinder_reductions::{footprint, Footprint, FootprintRecorder};
use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::state::VmState;
use wayfinder_vm::thread::{JThread, ThreadStatus};
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::{Vm, VmError};

use crate::abstract_cex::Confirmation;
pub use crate::dfs::Limits;
use crate::dfs::{Arrival, Dfs, Ended, Model, Node, PROGRESS_FIRST};
use crate::effect_cache::EffectCache;
use crate::fingerprint::StateHasher;
use crate::keyattr::{Failure, KeyConfig, KeyMonitor, KeyReport};
use crate::long_transitions::{LongTransitions, Parts};
use crate::properties::{self, Property};
use crate::report::{AbstractionOutcome, Environment, Stats, Step, Verdict, Violation};
use crate::store::StateKey;
use crate::strategy::dpor::{Dpor, DporNode, HasDpor};
use crate::strategy::sleep_sets::{self, SleepNode, SleepSet};
use crate::time::{ClockLoops, Timeouts};

/// One branch out of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Run this thread.
    Thread(u32),
    /// Thread `tid` continues with value `value` for its pending choice.
    Value { tid: u32, value: u32 },
}

/// `Outcome::limit` of a search that was complete over the inputs it drew,
/// some of which were bounded (listed in `Outcome::bounded_inputs`).
pub const INPUTS_BOUNDED: &str = "some inputs were explored only in part (see bounded_inputs)";

/// Instructions one transition may run before it is cut (a thread spinning
/// on thread-local data forever).
const TRANSITION_BUDGET: u64 = 50_000_000;

pub struct Explorer<'a> {
    pub(crate) vm: &'a mut Vm,
    pub(crate) limits: Limits,
    pub(crate) stop: &'a std::sync::atomic::AtomicBool,
    pub(crate) progress: bool,
    /// Progress as one plain line every few seconds (stderr is not a
    /// terminal), rather than one line rewritten every second.
    pub progress_plain: bool,
    /// Report data races: two runnable threads about to access the same
    /// location, one writing, holding no lock in common.
    pub races: bool,
    /// Focused checking: the names of the threads in the race window. Only
    /// they interleave; any other thread runs, without branching, only when
    /// no window thread can. A complete focused search without a violation
    /// is inconclusive, since schedules were left out.
    pub focus: Option<Vec<String>>,
    /// Prune transitions with sleep sets.
    pub sleep_sets: bool,
    /// Dynamic partial-order reduction: explore at each scheduling point
    /// only the threads observed conflicts ask for
    /// (`crate::strategy::dpor`).
    pub dpor: bool,
    /// Store states exactly (collapsed into component ids) instead of as
    /// fingerprints.
    pub exact: bool,
    /// When a timed wait may time out (see `crate::time`).
    pub timeouts: Timeouts,
    /// Report an exception that ended a thread also when a handler of the
    /// program took it (by default only unhandled ones are violations).
    pub report_handled: bool,
    /// Data abstraction: replays an abstract counterexample (a violation
    /// whose path has abstraction choices) on the concrete program and
    /// says whether it is confirmed or spurious. Without it abstract
    /// counterexamples are reported as they are.
    pub confirm: Option<Box<Confirm<'a>>>,
    /// Data abstraction under `--ltl`: replays an abstract lasso on the
    /// concrete program; `None` when the concrete program realises it,
    /// otherwise why not. Fires as the product search finds each lasso
    /// (before it reports it): a spurious one is recorded and the search
    /// goes on (`crate::ltl::abstracted`).
    pub confirm_lasso: Option<Box<ConfirmLasso<'a>>>,
    /// How many spurious abstract counterexamples the search goes past
    /// before it stops, inconclusive.
    pub max_spurious: usize,
    /// The spurious counterexamples found so far: why each is.
    pub(crate) spurious: Vec<String>,
    /// The violation found was an abstract counterexample, confirmed.
    pub(crate) confirmed: bool,
    /// Why a complete search is inconclusive because of abstraction.
    pub(crate) gap: Option<String>,
    /// Key attributes to build the abstract model of, and properties over
    /// them to check (`crate::keyattr`).
    pub keys: Option<KeyConfig>,
}

/// See `Explorer::confirm`: the abstract counterexample's trace and
/// violation.
pub type Confirm<'a> = dyn FnMut(&[Step], &Violation) -> Result<Confirmation, VmError> + 'a;

/// See `Explorer::confirm_lasso`: the lasso found on the abstract product.
pub type ConfirmLasso<'a> =
    dyn FnMut(&crate::report::LtlViolation) -> Result<Option<String>, VmError> + 'a;

/// Why the search ended.
pub struct Outcome {
    pub verdict: Verdict,
    pub violation: Option<Violation>,
    pub trace: Vec<Step>,
    pub stats: Stats,
    /// A limit that stopped the search, when one did.
    pub limit: Option<String>,
    /// A claim of a reduction that the search found wrong: it stopped, and
    /// must run again without the claim.
    pub retraction: Option<Retraction>,
    /// The inputs the search explored only a bounded subset (or one fixed
    /// value) of, as `name: what` lines (see `wayfinder_vm::inputs`).
    pub bounded_inputs: Vec<String>,
    /// What the program observed of its environment as fixed (see
    /// `report::environment`).
    pub environment: Environment,
    /// What data abstraction and choose-free search did, when used.
    pub abstraction: Option<AbstractionOutcome>,
    /// The key-attribute model and property notes (with `Explorer::keys`).
    pub keyattr: Option<KeyReport>,
}

/// A reduction's claim that a run showed wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Retraction {
    /// The stable-field pass took this field (`Class.field`) as never
    /// written after construction; it was, on a shared object.
    UnstableField(String),
    /// This class's statics (internal name) were taken as one thread's;
    /// another thread used them.
    SharedStatics(String),
    /// The program read `ThreadPoolExecutor`'s completed-task counts,
    /// left out of the compared state (`wayfinder_vm::bookkeeping`).
    CountersRead,
    /// A `String`'s value array was written while shared
    /// (`wayfinder_vm::frozen_strings`).
    FrozenStringWritten,
    /// An object of this class (internal name), sealed when a class
    /// initialiser published it, was written while other threads were
    /// alive (`wayfinder_vm::sealed_objects`): this field of it
    /// (`Class.field`, declaring class), or an element or an unknown part;
    /// then the others the same transition wrote, each so.
    SealedObjectWritten(Vec<String>),
    /// The program wrote an input of the JDK's locale and format services
    /// while other threads were alive: their calls take their scheduling
    /// points again (`wayfinder_reductions::quiet_services`).
    LibraryInputWritten,
    /// An object (of this class, internal name), taken as one thread's
    /// while others were alive, was used by another thread
    /// (`wayfinder_reductions::owned_objects`); its identity is among the
    /// shared ones already.
    SharedObject(String),
}

impl<'a> Explorer<'a> {
    pub fn new(
        vm: &'a mut Vm,
        limits: Limits,
        stop: &'a std::sync::atomic::AtomicBool,
        progress: bool,
    ) -> Explorer<'a> {
        Explorer {
            vm,
            limits,
            stop,
            progress,
            progress_plain: false,
            races: false,
            focus: None,
            sleep_sets: true,
            dpor: false,
            exact: false,
            timeouts: Timeouts::Any,
            report_handled: false,
            confirm: None,
            max_spurious: 10,
            confirm_lasso: None,
            spurious: Vec::new(),
            confirmed: false,
            gap: None,
            keys: None,
        }
    }

    /// The branches out of the current state: each thread that can run, or
    /// the values of a pending choice; narrowed to the race window when
    /// focusing.
    pub(crate) fn choices(&self) -> Vec<Choice> {
        let all = self.all_choices();
        let Some(window) = &self.focus else {
            return all;
        };
        let in_window = |c: &Choice| match c {
            Choice::Thread(t) => window.contains(&self.vm.thread_name(*t)),
            Choice::Value { .. } => true,
        };
        let focused: Vec<Choice> = all.iter().copied().filter(in_window).collect();
        if focused.is_empty() {
            all.into_iter().take(1).collect()
        } else {
            focused
        }
    }

    fn all_choices(&self) -> Vec<Choice> {
        let vm = &self.vm;
        // Sized up front: growing it cost a reallocation per state.
        let mut out = Vec::with_capacity(vm.state.threads.len());
        // Timed waits that may time out only when nothing else can run.
        let mut held_back = Vec::new();
        for t in &vm.state.threads {
            if let Some(owner) = vm.state.atomic_owner {
                if owner != t.id {
                    continue;
                }
            }
            let can_run = !t.suspended
                && match t.status {
                    ThreadStatus::Runnable | ThreadStatus::Sleeping => true,
                    ThreadStatus::Blocked { monitor, .. }
                    | ThreadStatus::Waiting {
                        monitor,
                        timed: true,
                        ..
                    } => {
                        let owner = vm.state.heap.get(monitor).monitor.owner;
                        owner.is_none() || owner == Some(t.id)
                    }
                    ThreadStatus::Joining { timed: true, .. }
                    | ThreadStatus::Parked { timed: true } => true,
                    _ => false,
                };
            if !can_run {
                continue;
            }
            if let Some(deadline) = t.timed_wait_deadline() {
                if !self
                    .timeouts
                    .fires_with_others(deadline, vm.state.clock_nanos)
                {
                    held_back.push((deadline, t.id));
                    continue;
                }
            }
            out.push(Choice::Thread(t.id));
        }
        if out.is_empty() {
            out = crate::time::earliest(&held_back);
        }
        out
    }

    /// Runs one transition from the current state.
    pub(crate) fn execute(&mut self, c: Choice) -> SliceEnd {
        let tid = match c {
            Choice::Thread(t) => t,
            Choice::Value { tid, value } => {
                self.vm.next_choice = Some(value);
                tid
            }
        };
        let t = &self.vm.state.threads[tid as usize];
        if t.timed_wait_deadline().is_some() {
            // Still in its timed wait: it times out.
            self.vm.state.time_out(tid);
        }
        let t = &self.vm.state.threads[tid as usize];
        match t.status {
            ThreadStatus::Blocked { monitor, count }
            | ThreadStatus::Waiting { monitor, count, .. } => {
                self.vm.try_take_monitor(tid, monitor, count);
            }
            _ => {}
        }
        self.vm.state.threads[tid as usize].status = ThreadStatus::Runnable;
        let alone = self.vm.runs_alone(tid);
        let end = match self.vm.run_slice(tid, TRANSITION_BUDGET) {
            // A gap names where the program reached it, as `run` does:
            // every thread's Java stack, the one that ran among them.
            SliceEnd::Error(VmError::Unsupported(m)) => SliceEnd::Error(VmError::Unsupported(
                format!("{m}\n{}", self.vm.java_stacks().trim_end()),
            )),
            end => end,
        };
        self.vm.next_choice = None;
        self.vm.check_sealed_writes(alone);
        end
    }

    /// Did a reduction's claim turn out wrong (see `Retraction`)?
    pub(crate) fn claim_broken(&self) -> bool {
        self.vm.claim_broken()
    }

    /// The readable trace of the current path (`stack`) followed by `last`,
    /// the transition just run: each step is described in the state it led
    /// to, which its node keeps.
    fn trace_of<D>(&mut self, stack: &[Node<D>], last: Choice) -> Vec<Step>
    where
        D: Model<State = VmState, Choice = Choice>,
    {
        let mut trace: Vec<Step> = Vec::new();
        let current = self.vm.state.clone();
        // The abstraction choice pending before each step.
        let mut pending = None;
        let mut before: Option<&VmState> = None;
        for n in stack {
            if let Some(c) = n.step {
                self.vm.state = n.state.clone();
                let mut step = match before {
                    Some(b) => self.step_from(b, c),
                    None => self.step_for(c),
                };
                step.abstraction = abstraction_step(pending.take(), c);
                trace.push(step);
            }
            pending = n.state.abstraction_choice.clone();
            before = Some(&n.state);
        }
        self.vm.state = current;
        let mut step = match before {
            Some(b) => self.step_from(b, last),
            None => self.step_for(last),
        };
        step.abstraction = abstraction_step(pending, last);
        trace.push(step);
        trace
    }

    /// A violation was found with `trace`: the search stops (`Some`),
    /// unless it is an abstract counterexample the concrete program does
    /// not follow, which is recorded and the search goes on (`None`). Every property's
    /// violation goes through here (a temporal property's counterexample
    /// too, when it is added: its trace's abstraction choices make it
    /// abstract the same way).
    fn judge(&mut self, v: Violation, trace: Vec<Step>) -> Option<Halt> {
        let is_abstract = trace.iter().any(|s| s.abstraction.is_some());
        let Some(confirm) = self.confirm.as_mut().filter(|_| is_abstract) else {
            return Some(Halt::Violation(v, trace));
        };
        match confirm(&trace, &v) {
            Err(e) => Some(Halt::Error(e)),
            Ok(Confirmation::Confirmed) => {
                self.confirmed = true;
                Some(Halt::Violation(v, trace))
            }
            Ok(Confirmation::Spurious(why)) => {
                self.spurious
                    .push(format!("{}: spurious: {why}", v.summary()));
                (self.spurious.len() >= self.max_spurious).then(|| {
                    Halt::Stopped(format!(
                        "{} spurious abstract counterexamples (--max-spurious {})",
                        self.spurious.len(),
                        self.max_spurious
                    ))
                })
            }
        }
    }

    /// The abstraction's part of the report of a search that ended with
    /// (`violation`) or without a violation, whose trace is `trace`; `None`
    /// when the search used no abstraction.
    pub(crate) fn abstraction_outcome(
        &self,
        violation: bool,
        trace: &[Step],
    ) -> Option<AbstractionOutcome> {
        (self.vm.abstraction.is_some() || self.vm.choose_free.is_some()).then(|| {
            let r = self
                .vm
                .abstraction
                .as_ref()
                .map(|a| a.report.clone())
                .unwrap_or_default();
            AbstractionOutcome {
                abstraction_choices: r.choices,
                cut_points: r.cut_points + self.vm.choose_free.unwrap_or(0),
                ended_paths: r
                    .ended
                    .iter()
                    .map(|(why, n)| format!("{n} x {why}"))
                    .collect(),
                spurious: self.spurious.clone(),
                choose_free: violation && !trace.iter().any(|s| s.abstraction.is_some()),
                confirmed: violation && self.confirmed,
                inconclusive: self.gap.clone(),
                not_modelled: "32- and 64-bit overflow: abstract arithmetic is on \
                               mathematical integers"
                    .into(),
            }
        })
    }

    /// Why a complete search that found no violation is still
    /// inconclusive because of abstraction, if it is.
    pub(crate) fn abstraction_gap(&self) -> Option<String> {
        let cuts = self.vm.choose_free.unwrap_or(0)
            + self
                .vm
                .abstraction
                .as_ref()
                .map_or(0, |a| a.report.cut_points);
        if let Some(a) = &self.vm.abstraction {
            if !a.report.ended.is_empty() {
                let n: u64 = a.report.ended.values().sum();
                return Some(format!(
                    "{n} paths ended where an abstract value needed a concrete one (see ended_paths)"
                ));
            }
        }
        (cuts > 0).then(|| {
            format!("choose-free search cut {cuts} paths at abstraction choices (cut_points)")
        })
    }

    pub(crate) fn step_for(&self, c: Choice) -> Step {
        let (tid, value) = match c {
            Choice::Thread(t) => (t, None),
            Choice::Value { tid, value } => (tid, Some(value)),
        };
        let t = &self.vm.state.threads[tid as usize];
        let name = self
            .vm
            .field(t.obj, self.vm.slots.thread_name)
            .as_ref()
            .map(|s| self.vm.string_value(s))
            .unwrap_or_default();
        let location = self.vm.thread_location(tid);
        Step {
            thread: tid,
            thread_name: name,
            choice: value,
            location,
            next_access: self.vm.pending_access(tid),
            abstraction: None,
            timed_out: false,
            spurious: false,
        }
    }

    /// `step_for(c)` described in the state it led to (the current one),
    /// with `before`, the state it was taken from, telling whether it was
    /// a timeout or a spurious return (an untimed wait or park of the
    /// program that the search keeps as a timed one, `JThread::spurious_wait`;
    /// a weak CAS's failure, `wayfinder_vm::weak_cas`).
    pub(crate) fn step_from(&self, before: &VmState, c: Choice) -> Step {
        let mut step = self.step_for(c);
        let t = &before.threads[step.thread as usize];
        let woken = t.timed_wait_deadline().is_some();
        step.spurious = match c {
            Choice::Thread(_) => {
                woken
                    && t.spurious_wait
                    && matches!(
                        t.status,
                        ThreadStatus::Waiting { .. } | ThreadStatus::Parked { .. }
                    )
            }
            // Choice 1 at a weak CAS is its spurious failure.
            Choice::Value { value, .. } => {
                value == 1
                    && t.frames
                        .last()
                        .is_some_and(|f| wayfinder_vm::weak_cas::at_weak_cas(&self.vm.classes, f))
            }
        };
        step.timed_out = woken && !step.spurious;
        step
    }

    /// `thread "NAME" at LOCATION`, for messages.
    pub(crate) fn thread_at(&self, tid: u32) -> String {
        format!(
            "thread \"{}\" at {}",
            self.vm.thread_name(tid),
            self.vm.thread_location(tid)
        )
    }

    /// The claim of a reduction the search found wrong, if any (taken).
    pub(crate) fn take_retraction(&mut self) -> Option<Retraction> {
        self.vm.take_broken_claim().map(|claim| match claim {
            BrokenClaim::StableField(c, slot) => Retraction::UnstableField(
                wayfinder_reductions::stable_fields::field_name(&self.vm.classes, c, slot),
            ),
            BrokenClaim::SharedStatics(c) => {
                Retraction::SharedStatics(self.vm.classes.get(c).name.to_string())
            }
            BrokenClaim::CountersRead => Retraction::CountersRead,
            BrokenClaim::FrozenStringWritten => Retraction::FrozenStringWritten,
            BrokenClaim::LibraryInputWritten => Retraction::LibraryInputWritten,
            BrokenClaim::SharedObject(_, c) => {
                Retraction::SharedObject(self.vm.classes.get(c).name.to_string())
            }
            BrokenClaim::SealedObjectWritten(c, slot) => {
                let also = self.vm.take_also_unsealed();
                let name = |(c, slot): (wayfinder_vm::loader::ClassId, Option<u32>)| {
                    let class = self.vm.classes.get(c);
                    let field = slot.and_then(|s| class.instance_fields.get(s as usize));
                    match field {
                        // The field's declaring class and name.
                        Some(f) => format!("{}.{}", self.vm.classes.get(f.owner).name, f.name),
                        None => class.name.to_string(),
                    }
                };
                Retraction::SealedObjectWritten(
                    std::iter::once((c, slot)).chain(also).map(name).collect(),
                )
            }
        })
    }

    /// The search's result, with the statistics of `dfs`.
    fn finish(
        &mut self,
        dfs: &mut Dfs,
        hasher: &StateHasher,
        (start, cpu_start): (Instant, f64),
        ending: Ending,
        summary_bytes: usize,
    ) -> Outcome {
        let Ending {
            verdict,
            violation,
            trace,
            limit,
        } = ending;
        if self.progress && !self.progress_plain && start.elapsed() > PROGRESS_FIRST {
            // Clear the progress line.
            eprint!("\r{:100}\r", "");
        }
        dfs.stats.time_s = start.elapsed().as_secs_f64();
        dfs.stats.cpu_s = crate::report::thread_cpu_s() - cpu_start;
        let bytes = dfs.seen.bytes(hasher.components.as_ref()) + summary_bytes;
        dfs.stats.finish(bytes);
        self.vm.listeners.clear();
        let retraction = self.take_retraction();
        let abstraction = self.abstraction_outcome(violation.is_some(), &trace);
        Outcome {
            abstraction,
            verdict,
            violation,
            trace,
            stats: dfs.stats.clone(),
            limit,
            retraction,
            bounded_inputs: self.vm.inputs.report(),
            environment: crate::report::environment(self.vm),
            keyattr: None,
        }
    }

    /// Explores every state reachable from the booted VM.
    pub fn run(mut self) -> Result<Outcome, VmError> {
        let start = Instant::now();
        let cpu_start = crate::report::thread_cpu_s();
        // Clock reads while booting (the JDK's start-up: a hash salt) are
        // not the program's observations of time.
        self.vm.state.clock_read = false;
        self.vm.state.time_left_returned = false;
        // Key attributes are resolved (their classes loaded) before the
        // state hasher takes the VM's measure.
        let mut keys = match &self.keys {
            Some(cfg) => Some(KeyMonitor::attach(self.vm, cfg)?),
            None => None,
        };
        let mut hasher = StateHasher::new(self.vm, self.exact);
        hasher.passed_deadlines_equal = self.timeouts == Timeouts::Any;
        let mut dfs = Dfs::new(
            self.exact,
            self.limits.clone(),
            self.stop,
            self.progress,
            start,
        );
        dfs.progress_plain = self.progress_plain;
        let mut root_fp = hasher.fingerprint(self.vm);
        let mut key_mix = None;
        if let Some(k) = &mut keys {
            if k.match_keys {
                root_fp = crate::keyattr::projection(self.vm);
            }
            match k.root() {
                Ok(mix) => {
                    root_fp ^= mix;
                    key_mix = Some(mix);
                    k.root_expanded(root_fp);
                }
                Err(f) => {
                    let ending = key_failure(f, Vec::new())?;
                    let mut outcome = self.finish(&mut dfs, &hasher, (start, cpu_start), ending, 0);
                    outcome.keyattr = Some(k.report());
                    return Ok(outcome);
                }
            }
        }
        let projected = keys.as_ref().is_some_and(|k| k.match_keys);
        let root_key = if self.exact && !projected {
            StateKey::Exact(with_mix(hasher.exact_key(self.vm, None), key_mix))
        } else {
            StateKey::Fingerprint(root_fp)
        };
        if std::env::var_os("WAYFINDER_DEBUG_HEAP").is_some() {
            eprintln!(
                "heap after boot: {} live objects, {} classes",
                self.vm.state.heap.live(),
                self.vm.classes.len()
            );
        }
        if self.dpor {
            dfs.number_states();
        }
        let root_number = dfs.store_root(root_key);
        let footprint = Rc::new(RefCell::new(Footprint::default()));
        if self.sleep_sets || self.dpor {
            let recorder = FootprintRecorder::new(footprint.clone(), self.vm);
            self.vm.add_listener(Box::new(recorder));
        }
        let all = self.choices();
        let mut dpor = self.dpor.then(Dpor::default);
        let (choices, dpor_node) = match &mut dpor {
            Some(d) => {
                let full = timed_full(self.vm, self.timeouts, &all);
                d.node(root_number, 0, all, &[], None, full)
            }
            None => (all, DporNode::default()),
        };
        let root = Node {
            state: self.vm.state.clone(),
            choices,
            next: 0,
            step: None,
            data: NodeData {
                sleep: SleepNode::default(),
                dpor: dpor_node,
            },
        };
        if self.claim_broken() {
            let ending = Ending::inconclusive(None);
            return Ok(self.finish(&mut dfs, &hasher, (start, cpu_start), ending, 0));
        }
        if let Some(v) = properties::deadlock(self.vm, &root.choices) {
            let ending = Ending::violation(v, Vec::new());
            return Ok(self.finish(&mut dfs, &hasher, (start, cpu_start), ending, 0));
        }
        let properties = Property::for_check(self.races, self.report_handled);
        let mut clock_loops = ClockLoops::default();
        clock_loops.push(root_fp);
        let long = LongTransitions::from_env();
        if let Some(l) = &long {
            self.vm.add_listener(l.recorder());
        }
        let effects = EffectCache::from_env();
        if let Some(e) = &effects {
            self.vm.add_listener(e.recorder());
        }
        let mut search = ProgramSearch {
            ex: &mut self,
            hasher,
            footprint,
            properties,
            clock_loops,
            keys,
            dpor,
            long,
            effects,
        };
        let ended = dfs.run(&mut search, root);
        if let Some(l) = &search.long {
            l.report(search.ex.vm);
        }
        if let Some(e) = &search.effects {
            e.report();
        }
        let summary_bytes = search.dpor.as_ref().map_or(0, Dpor::bytes);
        if let (Some(d), true) = (
            &search.dpor,
            std::env::var_os("WAYFINDER_DEBUG_DPOR").is_some(),
        ) {
            eprintln!(
                "dpor: {} branches added by conflicts ({:?}); {}",
                d.added,
                d.origins,
                d.sharing()
            );
        }
        let hasher = search.hasher;
        let key_report = search.keys.as_ref().map(|k| k.report());
        // A search complete but for the time model's own gaps.
        let clock_loop = search
            .clock_loops
            .reason()
            .or_else(|| hasher.keep_alive_gap());
        let mut abstraction_gap = self.abstraction_gap();
        if abstraction_gap.is_none() && !self.spurious.is_empty() && dfs.stats.revisited > 0 {
            // A spurious counterexample was judged with the one prefix the
            // search reached its states by; with states matched, other
            // prefixes to them (which the concrete program may follow)
            // were never judged.
            abstraction_gap = Some(format!(
                "{} spurious abstract counterexamples, and states were matched: a path to them \
                 the concrete program follows may not have been tried",
                self.spurious.len()
            ));
        }
        // Elapsed times the program's behaviour may depend on, explored at
        // their earliest only.
        let late = crate::lateness::reason(self.vm);
        let ending = match ended {
            Ended::Stopped(Halt::Error(e)) => return Err(e),
            Ended::Stopped(Halt::KeyFailure(f, trace)) => key_failure(f, trace)?,
            Ended::Stopped(Halt::Violation(v, trace)) => Ending::violation(v, trace),
            Ended::Stopped(Halt::Retraction) => Ending::inconclusive(None),
            Ended::Stopped(Halt::Stopped(why)) => Ending::inconclusive(Some(why)),
            Ended::Limit(l) => Ending::inconclusive(Some(l)),
            Ended::Complete {
                depth_limited: Some(l),
            } => Ending::inconclusive(Some(l)),
            Ended::Complete {
                depth_limited: None,
            } if clock_loop.is_some() => Ending::inconclusive(clock_loop),
            Ended::Complete {
                depth_limited: None,
            } if projected => Ending::inconclusive(Some(crate::keyattr::PROJECTED.into())),
            Ended::Complete {
                depth_limited: None,
            } if key_report.as_ref().is_some_and(|r| r.undecided.is_some()) => {
                Ending::inconclusive(key_report.as_ref().and_then(|r| r.undecided.clone()))
            }
            Ended::Complete {
                depth_limited: None,
            } if self.focus.is_some() => Ending::inconclusive(Some(
                "focused on the race window: other threads' interleavings were not explored".into(),
            )),
            Ended::Complete {
                depth_limited: None,
            } if abstraction_gap.is_some() => {
                self.gap = abstraction_gap.clone();
                Ending::inconclusive(abstraction_gap)
            }
            Ended::Complete {
                depth_limited: None,
            } if !self.vm.inputs.bounded.is_empty() => {
                Ending::inconclusive(Some(INPUTS_BOUNDED.into()))
            }
            Ended::Complete {
                depth_limited: None,
            } if late.is_some() => Ending::inconclusive(late),
            Ended::Complete {
                depth_limited: None,
            } => Ending {
                verdict: Verdict::NoViolation,
                violation: None,
                trace: Vec::new(),
                limit: None,
            },
        };
        let mut outcome = self.finish(&mut dfs, &hasher, (start, cpu_start), ending, summary_bytes);
        outcome.keyattr = key_report;
        Ok(outcome)
    }
}

/// The ending for a key-attribute property that failed (a violation) or
/// could not be evaluated (an input error).
fn key_failure(f: Failure, trace: Vec<Step>) -> Result<Ending, VmError> {
    match f {
        Failure::Violated(msg) => Ok(Ending::violation(Violation::key_property(msg), trace)),
        Failure::Error(msg) => Err(VmError::input(msg)),
    }
}

/// An exact state key with the key-attribute monitor's part appended.
fn with_mix(key: Box<[u32]>, mix: Option<u128>) -> Box<[u32]> {
    match mix {
        None => key,
        Some(m) => {
            let mut v = key.into_vec();
            v.extend((0..4).map(|i| (m >> (32 * i)) as u32));
            v.into_boxed_slice()
        }
    }
}

/// The verdict of a search and what goes with it.
struct Ending {
    verdict: Verdict,
    violation: Option<Violation>,
    trace: Vec<Step>,
    limit: Option<String>,
}

impl Ending {
    fn violation(v: Violation, trace: Vec<Step>) -> Ending {
        Ending {
            verdict: Verdict::Violation,
            violation: Some(v),
            trace,
            limit: None,
        }
    }

    /// Inconclusive: a limit (or `None`: a claim to retract) stopped it.
    fn inconclusive(limit: Option<String>) -> Ending {
        Ending {
            verdict: Verdict::Inconclusive,
            violation: None,
            trace: Vec::new(),
            limit,
        }
    }
}

/// Why the program search stopped before it was complete, besides limits.
enum Halt {
    /// A property failed; the trace leads to the state.
    Violation(Violation, Vec<Step>),
    /// A reduction's claim was found wrong: the transitions so far were cut
    /// on it, so the search must start again without it.
    Retraction,
    /// A signal or the memory limit stopped a transition (the VM's
    /// watchdog), with why.
    Stopped(String),
    /// The VM failed (unsupported feature, bad class file, internal error).
    Error(VmError),
    /// A key-attribute property failed or could not be evaluated; the
    /// trace leads to the state.
    KeyFailure(Failure, Vec<Step>),
}

/// What a transition hands to the expansion of the state it reached: the
/// threads asleep there, the pending choice's number of values, the
/// thread that ran, and the state's fingerprint (with the pending choice).
struct Reached {
    sleep: SleepSet,
    pending_choice: Option<u32>,
    step_tid: u32,
    fp: u128,
}

/// The strategies' data for a node on the path.
#[derive(Default)]
pub(crate) struct NodeData {
    sleep: SleepNode,
    dpor: DporNode,
}

impl HasDpor for NodeData {
    fn dpor(&self) -> &DporNode {
        &self.dpor
    }
    fn dpor_mut(&mut self) -> &mut DporNode {
        &mut self.dpor
    }
}

/// Does thread `t`'s timed wait in `state` time out only when no other
/// thread can run (`--timeouts idle`, deadline not reached)?
fn held_back(state: &VmState, t: &JThread, timeouts: Timeouts) -> bool {
    t.timed_wait_deadline()
        .is_some_and(|d| !timeouts.fires_with_others(d, state.clock_nanos))
}

/// Must DPOR fully expand the current state, with `choices`, for its timed
/// waits (see `crate::strategy::dpor`)? When some thread in a timed wait
/// has an id past the ones DPOR tracks; and when every choice is a
/// held-back timeout (no other thread can run: the earliest deadlines,
/// which race with each other).
fn timed_full(vm: &Vm, timeouts: Timeouts, choices: &[Choice]) -> bool {
    let state = &vm.state;
    state
        .threads
        .iter()
        .skip(crate::strategy::dpor::DPOR_BITS as usize)
        .any(|t| t.timed_wait_deadline().is_some())
        || (choices.len() > 1
            && choices.iter().all(|c| match *c {
                Choice::Thread(t) => held_back(state, &state.threads[t as usize], timeouts),
                Choice::Value { .. } => false,
            }))
}

/// The threads whose timeout DPOR takes as pending after a transition by
/// `tid` from `before` to `after` (see `crate::strategy::dpor`): every
/// other thread whose timeout could fire with others running in `before`
/// (still waiting, or woken by this transition), and every thread whose
/// timeout can in `after` (`tid` if this transition began its wait, or one
/// whose deadline the clock passed).
fn timed_waiters(before: &VmState, after: &VmState, tid: u32, timeouts: Timeouts) -> Vec<u32> {
    let fires = |s: &VmState, t: &JThread| {
        t.timed_wait_deadline()
            .is_some_and(|d| timeouts.fires_with_others(d, s.clock_nanos))
    };
    let mut out: Vec<u32> = before
        .threads
        .iter()
        .filter(|t| t.id != tid && fires(before, t))
        .map(|t| t.id)
        .collect();
    for t in after.threads.iter() {
        if fires(after, t) && !out.contains(&t.id) {
            out.push(t.id);
        }
    }
    out
}

/// The threads (ids below 64) a transition from `before` to `after`
/// started, as a bit set: a thread's `JThread` is made when it starts
/// (`Vm::add_thread`, status runnable, id its index) and never removed,
/// so these are the threads past `before`'s still alive.
fn started_mask(before: &VmState, after: &VmState) -> u64 {
    after
        .threads
        .iter()
        .skip(before.threads.len())
        .filter(|t| t.is_alive() && t.id < 64)
        .fold(0, |m, t| m | 1 << t.id)
}

/// The threads alive, but `except`.
fn alive_threads(vm: &Vm, except: Option<u32>) -> Vec<u32> {
    vm.state
        .threads
        .iter()
        .filter(|t| t.is_alive() && Some(t.id) != except)
        .map(|t| t.id)
        .collect()
}

/// The program as a `Model` for the depth-first skeleton, searched with
/// sleep sets (and dynamic partial-order reduction when on) and checked
/// against `properties`.
struct ProgramSearch<'x, 'a> {
    ex: &'x mut Explorer<'a>,
    hasher: StateHasher,
    /// Where the footprint recorder puts the running transition's accesses.
    footprint: Rc<RefCell<Footprint>>,
    properties: Vec<Property>,
    /// Loops on the current path that read the clock without waiting
    /// (see `crate::time`).
    clock_loops: ClockLoops,
    /// Key attributes and their properties (`crate::keyattr`).
    keys: Option<KeyMonitor>,
    /// Dynamic partial-order reduction's summaries, when on.
    dpor: Option<Dpor>,
    /// The long-transition profile, when asked for (`WAYFINDER_DEBUG_LONG`).
    long: Option<LongTransitions>,
    /// The shadow transition-effect cache, when asked for
    /// (`WAYFINDER_VERIFY_EFFECTS`).
    effects: Option<EffectCache>,
}

impl ProgramSearch<'_, '_> {
    /// The path ended after the last node's transition with threads still
    /// alive (`except` the one that ran, when its own end is the cause):
    /// see `Dpor::path_ended`.
    fn path_ended(&mut self, path: &mut [Node<Self>], except: Option<u32>, number: Option<u32>) {
        if let Some(d) = &mut self.dpor {
            let alive = alive_threads(self.ex.vm, except);
            d.path_ended(path, &alive, number);
        }
    }
}

impl Model for ProgramSearch<'_, '_> {
    type State = VmState;
    type Choice = Choice;
    type NodeData = NodeData;
    type Arrived = Reached;
    type Stop = Halt;

    fn save(&mut self) -> VmState {
        self.ex.vm.state.clone()
    }

    fn restore(&mut self, state: &VmState) {
        self.ex.vm.state = state.clone();
        self.ex.vm.sync_class_states();
    }

    fn transition(
        &mut self,
        path: &mut [Node<Self>],
        choice: Choice,
    ) -> Result<Option<Arrival<Reached>>, Halt> {
        // States deeper than the path were backtracked from.
        self.clock_loops.truncate(path.len());
        if let Some(k) = &mut self.keys {
            k.begin(path.len());
        }
        *self.footprint.borrow_mut() = Footprint::default();
        let step_tid = match choice {
            Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
        };
        // A thread scheduled in its timed wait times out: the clock moves,
        // and whether a timeout may fire depends on what every other thread
        // can do (`crate::time`), which footprints do not describe: global,
        // for the sleep sets as for DPOR (the footprints of the timed
        // natives describe only the start of a wait).
        let waiter = &path.last().expect("node").state.threads[step_tid as usize];
        let timed_out = waiter.timed_wait_deadline().is_some();
        let held = held_back(&path.last().expect("node").state, waiter, self.ex.timeouts);
        if let Some(l) = &mut self.long {
            let fp = self.hasher.fingerprint(self.ex.vm);
            let others = (0..self.ex.vm.state.threads.len() as u32)
                .filter(|&t| t != step_tid)
                .map(|t| self.ex.step_for(Choice::Thread(t)).location)
                .collect::<Vec<_>>()
                .join(" | ");
            let st = &self.ex.vm.state;
            let (heap, statics) = (st.heap.hash_sum, st.statics_hash_sum);
            let parts = Parts {
                threads: fp.wrapping_sub(heap).wrapping_sub(statics.rotate_left(64)),
                own: self.hasher.thread_hash(step_tid as usize).unwrap_or(0),
                heap,
                statics,
            };
            l.begin(fp, parts, self.ex.step_for(choice).location, others);
            l.record_reads(self.ex.vm, step_tid);
        }
        if let Some(e) = &mut self.effects {
            let value = match choice {
                Choice::Value { value, .. } => Some(value),
                Choice::Thread(_) => None,
            };
            e.begin(&mut *self.ex.vm, step_tid, value);
        }
        let end = self.ex.execute(choice);
        if let Some(l) = &mut self.long {
            l.end(self.ex.step_for(choice).location);
        }
        if let Some(e) = &mut self.effects {
            e.end(&mut *self.ex.vm, &end, &self.footprint.borrow());
        }
        // The threads asleep after this transition.
        let child_sleep = {
            let mut f = std::mem::take(&mut *self.footprint.borrow_mut());
            if self.ex.sleep_sets || self.dpor.is_some() {
                // Which threads' `Thread.State` this transition changed.
                footprint::status_changes(
                    &path.last().expect("node").state,
                    &self.ex.vm.state,
                    step_tid,
                    &mut f,
                );
                footprint::live_count_read(&path.last().expect("node").state, step_tid, &mut f);
            }
            f.seal();
            if timed_out || self.keys.as_ref().is_some_and(|k| k.touched()) {
                // A timeout (above); or the key attributes' values (and
                // instance numbering) along a path depend on the order of
                // such transitions.
                f = Footprint::global();
            }
            let f = Rc::new(f);
            if let Some(d) = &mut self.dpor {
                let started = started_mask(&path.last().expect("node").state, &self.ex.vm.state);
                if held {
                    d.ran_held_back(path, step_tid, &f, started);
                } else {
                    d.ran(path, step_tid, &f, started);
                }
                let waiting = timed_waiters(
                    &path.last().expect("node").state,
                    &self.ex.vm.state,
                    step_tid,
                    self.ex.timeouts,
                );
                if !waiting.is_empty() {
                    d.timed_pending(path, &waiting);
                }
            }
            let top = path.last_mut().expect("node");
            top.data.sleep.after(choice, f, self.ex.sleep_sets)
        };
        if self.ex.claim_broken() {
            // Transitions so far were cut on a wrong claim: start again.
            return Err(Halt::Retraction);
        }
        let mut pending_choice = None;
        match end {
            // A signal or the memory limit stopped the transition.
            SliceEnd::Error(VmError::Stopped(why)) => return Err(Halt::Stopped(why)),
            SliceEnd::Error(e) => return Err(Halt::Error(e)),
            SliceEnd::Exit(_) => {
                // The path ends here.
                if let Some(k) = &mut self.keys {
                    if let Err(f) = k.arrive().and_then(|_| k.terminal()) {
                        let trace = self.ex.trace_of(path, choice);
                        return Err(Halt::KeyFailure(f, trace));
                    }
                }
                self.path_ended(path, Some(step_tid), None);
                return Ok(None);
            }
            SliceEnd::Prune => {
                self.path_ended(path, Some(step_tid), None);
                return Ok(None);
            }
            SliceEnd::Choice(n) => pending_choice = Some(n),
            SliceEnd::ToHost(_) | SliceEnd::ThrownToHost(_) => {
                return Err(Halt::Error(VmError::internal(
                    "a VM-internal call escaped into the search",
                )))
            }
            SliceEnd::Budget => {
                let (now, before) = (
                    &self.ex.vm.state.threads[step_tid as usize],
                    &path.last().expect("node").state.threads[step_tid as usize],
                );
                if now.clock_reads > before.clock_reads && now.timed_waits == before.timed_waits {
                    // The state the thread's previous transition led to.
                    let last = path.iter().rposition(|n| {
                        matches!(n.step, Some(Choice::Thread(t) | Choice::Value { tid: t, .. }) if t == step_tid)
                    });
                    let ex = &*self.ex;
                    if self
                        .clock_loops
                        .budget_spent(step_tid, last, || ex.thread_at(step_tid))
                    {
                        self.path_ended(path, Some(step_tid), None);
                        return Ok(None);
                    }
                }
            }
            SliceEnd::Switch | SliceEnd::Preempted => {}
        }
        for p in &self.properties {
            let ex = &*self.ex;
            let step_thread = || {
                let step = ex.step_for(choice);
                (step.thread, step.thread_name)
            };
            if let Some(v) = p.after_transition(ex.vm, step_thread) {
                let trace = self.ex.trace_of(path, choice);
                // A spurious abstract counterexample: the path ends here.
                return match self.ex.judge(v, trace) {
                    Some(halt) => Err(halt),
                    None => {
                        self.path_ended(path, None, None);
                        Ok(None)
                    }
                };
            }
        }
        let key_mix = match &mut self.keys {
            Some(k) => match k.arrive() {
                Ok(mix) => Some(mix),
                Err(f) => {
                    let trace = self.ex.trace_of(path, choice);
                    return Err(Halt::KeyFailure(f, trace));
                }
            },
            None => None,
        };
        let vm = &mut *self.ex.vm;
        let projected = self.keys.as_ref().is_some_and(|k| k.match_keys);
        let mut fp = if projected {
            crate::keyattr::projection(vm)
        } else {
            self.hasher.fingerprint(vm)
        };
        if let Some(n) = pending_choice {
            // The same program state with a choice pending is a different node.
            fp ^= (n as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
        }
        if let (Some(k), Some(mix)) = (&mut self.keys, key_mix) {
            // States with different key values or property monitors differ.
            fp ^= mix;
            if let Err(f) = k.arrived_fp(fp) {
                let trace = self.ex.trace_of(path, choice);
                return Err(Halt::KeyFailure(f, trace));
            }
        }
        let vm = &mut *self.ex.vm;
        let mut child_sleep = child_sleep;
        if pending_choice.is_some() {
            child_sleep.clear();
        }
        let mask = sleep_sets::sleep_mask(&child_sleep);
        let key = if self.ex.exact && !projected {
            StateKey::Exact(with_mix(self.hasher.exact_key(vm, pending_choice), key_mix))
        } else {
            StateKey::Fingerprint(fp)
        };
        Ok(Some(Arrival {
            key,
            mask,
            data: Reached {
                sleep: child_sleep,
                pending_choice,
                step_tid,
                fp,
            },
        }))
    }

    fn expand(
        &mut self,
        path: &mut [Node<Self>],
        choice: Choice,
        reached: Reached,
        wake: Option<u32>,
        number: u32,
    ) -> Result<Option<(Vec<Choice>, NodeData)>, Halt> {
        let choices = match reached.pending_choice {
            Some(n) => (0..n)
                .map(|value| Choice::Value {
                    tid: reached.step_tid,
                    value,
                })
                .collect(),
            None => self.ex.choices(),
        };
        for p in &self.properties {
            if let Some(v) = p.on_state(self.ex.vm, &choices) {
                let trace = self.ex.trace_of(path, choice);
                // A spurious abstract counterexample: the path ends here.
                return match self.ex.judge(v, trace) {
                    Some(halt) => Err(halt),
                    None => {
                        self.path_ended(path, None, Some(number));
                        Ok(None)
                    }
                };
            }
        }
        if choices.is_empty() {
            // Daemon threads may be left.
            self.path_ended(path, None, Some(number));
            if let Some(k) = &self.keys {
                if let Err(f) = k.terminal() {
                    let trace = self.ex.trace_of(path, choice);
                    return Err(Halt::KeyFailure(f, trace));
                }
            }
            return Ok(None);
        }
        // Only threads awake here are explored (and on a revisit, only
        // those woken since the earlier visit); with DPOR, only the first
        // of them until conflicts ask for more.
        let (explore, dpor_node) = match &mut self.dpor {
            Some(d) => {
                let full = timed_full(self.ex.vm, self.ex.timeouts, &choices);
                d.node(number, path.len(), choices, &reached.sleep, wake, full)
            }
            None => (
                sleep_sets::awake(choices, &reached.sleep, wake),
                DporNode::default(),
            ),
        };
        if explore.is_empty() {
            return Ok(None);
        }
        if let Some(k) = &mut self.keys {
            k.expanded();
        }
        // The skeleton puts the state on the path.
        self.clock_loops.push(reached.fp);
        Ok(Some((
            explore,
            NodeData {
                sleep: SleepNode::new(reached.sleep),
                dpor: dpor_node,
            },
        )))
    }

    fn backtracked(&mut self, node: Node<Self>, path: &mut [Node<Self>]) {
        if let Some(d) = &mut self.dpor {
            d.backtracked(node.data.dpor, path);
        }
    }

    fn revisited(&mut self, path: &mut [Node<Self>], reached: &Reached, number: u32) {
        if let Some(d) = &mut self.dpor {
            d.revisited(path, number);
        }
        let ex = &*self.ex;
        self.clock_loops.revisit(
            reached.fp,
            &ex.vm.state,
            |i| &path[i].state,
            |t| ex.thread_at(t),
        );
    }
}

/// The description of step `c` when it took a value of the abstraction
/// choice `pending`.
pub(crate) fn abstraction_step(
    pending: Option<std::rc::Rc<wayfinder_vm::abstraction::PendingAbstraction>>,
    c: Choice,
) -> Option<String> {
    match (pending, c) {
        (Some(p), Choice::Value { value, .. }) => Some(format!(
            "{}: {} -> {}",
            p.site,
            p.what,
            p.options
                .get(value as usize)
                .map(String::as_str)
                .unwrap_or("?")
        )),
        _ => None,
    }
}
