//! Depth-first search over the program's transitions with backtracking.
//!
//! A transition runs one thread from a scheduling point to the next (see
//! `Vm::is_scheduling_point`), or resolves one nondeterministic choice.
//! States are matched by their fingerprint; the DFS stack keeps a snapshot
//! of each state on the current path to backtrack to.
//!
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
//! 6.3); so each stored state keeps the set it was explored with, and
//! revisits compare against it.

use std::time::{Duration, Instant};

use std::cell::RefCell;
use std::rc::Rc;

use wayfinder_reductions::{Footprint, FootprintRecorder};
use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::state::VmState;
use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::{Vm, VmError};

use crate::fingerprint::StateHasher;
use crate::report::{peak_memory_bytes, Environment, Stats, Step, Verdict, Violation};
use crate::store::{StateKey, Visit, Visited};
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

/// Limits on a search; `None` means no limit.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub max_depth: Option<usize>,
    pub max_states: Option<u64>,
    pub time_limit: Option<Duration>,
    pub memory_limit: Option<u64>,
    /// When the time limit started counting (default: when the search did).
    pub since: Option<Instant>,
}

struct Node {
    state: VmState,
    choices: Vec<Choice>,
    next: usize,
    /// The choice that led here (none for the root); its readable step is
    /// worked out from `state` only when a trace is printed.
    step: Option<Choice>,
    /// Threads asleep here, with their next transition's footprint.
    sleep: Vec<(u32, Footprint)>,
    /// Threads already explored from here, with their transitions' footprints.
    done: Vec<(u32, Footprint)>,
}

/// Threads with ids from this one up never sleep: a stored sleep set is a
/// 32-bit mask (see `Visited`).
const SLEEP_BITS: u32 = 32;

/// A sleep set as a bit mask of thread ids.
fn sleep_mask(sleep: &[(u32, Footprint)]) -> u32 {
    sleep.iter().fold(0, |m, (t, _)| m | 1 << t)
}

/// The limit a search stopped by a signal reports.
pub const INTERRUPTED: &str = "interrupted by a signal (SIGINT, SIGTERM or SIGHUP)";

/// Progress lines: the first after this long, then at this interval on a
/// terminal (rewriting one line) ...
const PROGRESS_FIRST: Duration = Duration::from_secs(1);
/// ... and at this interval as plain lines (stderr not a terminal).
const PROGRESS_PLAIN_INTERVAL: Duration = Duration::from_secs(5);

/// Instructions one transition may run before it is cut (a thread spinning
/// on thread-local data forever).
const TRANSITION_BUDGET: u64 = 50_000_000;

pub struct Explorer<'a> {
    vm: &'a mut Vm,
    /// Every stored state, with the sleep set (as a mask) it was explored
    /// with.
    seen: Visited,
    limits: Limits,
    pub stats: Stats,
    stop: &'a std::sync::atomic::AtomicBool,
    progress: bool,
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
    /// Store states exactly (collapsed into component ids) instead of as
    /// fingerprints.
    pub exact: bool,
    /// When a timed wait may time out (see `crate::time`).
    pub timeouts: Timeouts,
    /// Report an exception that ended a thread also when a handler of the
    /// program took it (by default only unhandled ones are violations).
    pub report_handled: bool,
}

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
            seen: Visited::new(false),
            limits,
            stats: Stats::default(),
            stop,
            progress,
            progress_plain: false,
            races: false,
            focus: None,
            sleep_sets: true,
            exact: false,
            timeouts: Timeouts::Any,
            report_handled: false,
        }
    }

    /// The branches out of the current state: each thread that can run, or
    /// the values of a pending choice; narrowed to the race window when
    /// focusing.
    fn choices(&self) -> Vec<Choice> {
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
        let mut out = Vec::new();
        // Timed waits that may time out only when nothing else can run.
        let mut held_back = Vec::new();
        for t in &vm.state.threads {
            if let Some(owner) = vm.state.atomic_owner {
                if owner != t.id {
                    continue;
                }
            }
            let can_run = match t.status {
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

    /// A data race in the current state among the threads `choices` can run.
    fn find_race(&mut self, choices: &[Choice]) -> Option<Violation> {
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
                if self.vm.state.threads[t as usize].status != ThreadStatus::Runnable {
                    return None;
                }
                self.vm.peek_access(t).map(|a| (t, a))
            })
            .collect();
        for (i, &(t1, (l1, w1, s1))) in accesses.iter().enumerate() {
            for &(t2, (l2, w2, s2)) in &accesses[i + 1..] {
                if l1 != l2 || !(w1 || w2) {
                    continue;
                }
                let h1 = self.vm.held_monitors(t1);
                let h2 = self.vm.held_monitors(t2);
                if h1.iter().any(|m| h2.contains(m)) {
                    continue;
                }
                let what = |w: bool| if w { "writes" } else { "reads" };
                let message = format!(
                    "{}: thread \"{}\" {} at {}, thread \"{}\" {} at {}, with no lock in common",
                    self.vm.location_name(l1),
                    self.vm.thread_name(t1),
                    what(w1),
                    self.vm.frame_location(s1.method, s1.pc),
                    self.vm.thread_name(t2),
                    what(w2),
                    self.vm.frame_location(s2.method, s2.pc),
                );
                return Some(Violation::race(message));
            }
        }
        None
    }

    /// Is some non-daemon thread still alive?
    fn live_user_threads(&self) -> bool {
        self.vm
            .state
            .threads
            .iter()
            .any(|t| t.is_alive() && !t.daemon)
    }

    /// Runs one transition from the current state.
    fn execute(&mut self, c: Choice) -> SliceEnd {
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
        let end = self.vm.run_slice(tid, TRANSITION_BUDGET);
        self.vm.next_choice = None;
        end
    }

    /// Did a reduction's claim turn out wrong (see `Retraction`)?
    fn claim_broken(&self) -> bool {
        self.vm.broken_claim.is_some()
    }

    /// The readable trace of the current path (`stack`) followed by `last`,
    /// the transition just run: each step is described in the state it led
    /// to, which its node keeps.
    fn trace_of(&mut self, stack: &[Node], last: Choice) -> Vec<Step> {
        let mut trace: Vec<Step> = Vec::new();
        let current = self.vm.state.clone();
        for n in stack {
            if let Some(c) = n.step {
                self.vm.state = n.state.clone();
                trace.push(self.step_for(c));
            }
        }
        self.vm.state = current;
        trace.push(self.step_for(last));
        trace
    }

    fn step_for(&self, c: Choice) -> Step {
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
        }
    }

    /// `thread "NAME" at LOCATION`, for messages.
    fn thread_at(&self, tid: u32) -> String {
        format!(
            "thread \"{}\" at {}",
            self.vm.thread_name(tid),
            self.vm.thread_location(tid)
        )
    }

    fn limit_hit(&self, start: Instant, depth: usize) -> Option<String> {
        if self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Some(INTERRUPTED.into());
        }
        if let Some(m) = self.limits.max_states {
            if self.stats.states >= m {
                return Some(format!("max states ({m})"));
            }
        }
        if let Some(d) = self.limits.max_depth {
            if depth > d {
                return Some(format!("max depth ({d})"));
            }
        }
        if let Some(t) = self.limits.time_limit {
            if self.limits.since.unwrap_or(start).elapsed() > t {
                return Some(format!("time limit ({} s)", t.as_secs_f64()));
            }
        }
        if let Some(m) = self.limits.memory_limit {
            if self.stats.transitions.is_multiple_of(256) && peak_memory_bytes() > m {
                return Some(format!("memory limit ({} MiB)", m >> 20));
            }
        }
        None
    }

    /// Explores every state reachable from the booted VM.
    pub fn run(mut self) -> Result<Outcome, VmError> {
        let start = Instant::now();
        let mut last_progress = Instant::now();
        // Clock reads while booting (the JDK's start-up: a hash salt) are
        // not the program's observations of time.
        self.vm.state.clock_read = false;
        let mut printed_progress = false;
        let mut hasher = StateHasher::new(self.vm, self.exact);
        self.seen = Visited::new(self.exact);
        let root_fp = hasher.fingerprint(self.vm);
        let root_key = if self.exact {
            StateKey::Exact(hasher.exact_key(self.vm, None))
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
        self.seen.visit(root_key, 0);
        self.stats.states = 1;
        let footprint = Rc::new(RefCell::new(Footprint::default()));
        if self.sleep_sets {
            self.vm.listener = Some(Box::new(FootprintRecorder::new(footprint.clone())));
        }
        let mut stack = vec![Node {
            state: self.vm.state.clone(),
            choices: self.choices(),
            next: 0,
            step: None,
            sleep: Vec::new(),
            done: Vec::new(),
        }];
        let mut depth_limited = None;
        let mut clock_loops = ClockLoops::default();
        clock_loops.push(root_fp);
        let finish = |me: &mut Self, hasher: &StateHasher, verdict, violation, trace, limit| {
            if me.progress && !me.progress_plain && start.elapsed() > PROGRESS_FIRST {
                // Clear the progress line.
                eprint!("\r{:100}\r", "");
            }
            me.stats.time_s = start.elapsed().as_secs_f64();
            let bytes = me.seen.bytes(hasher.components.as_ref());
            me.stats.finish(bytes);
            me.vm.listener = None;
            let retraction = me.vm.broken_claim.take().map(|claim| match claim {
                BrokenClaim::StableField(c, slot) => Retraction::UnstableField(
                    wayfinder_reductions::stable_fields::field_name(&me.vm.classes, c, slot),
                ),
                BrokenClaim::SharedStatics(c) => {
                    Retraction::SharedStatics(me.vm.classes.get(c).name.to_string())
                }
            });
            Outcome {
                verdict,
                violation,
                trace,
                stats: me.stats.clone(),
                limit,
                retraction,
                bounded_inputs: me.vm.inputs.report(),
                environment: crate::report::environment(me.vm),
            }
        };
        let found = |me: &mut Self, hasher: &StateHasher, v: Violation, trace: Vec<Step>| {
            finish(me, hasher, Verdict::Violation, Some(v), trace, None)
        };
        // Inconclusive: a limit (or `None`: a claim to retract) stopped it.
        let stopped = |me: &mut Self, hasher: &StateHasher, limit: Option<String>| {
            finish(me, hasher, Verdict::Inconclusive, None, Vec::new(), limit)
        };
        if self.claim_broken() {
            return Ok(stopped(&mut self, &hasher, None));
        }
        if stack[0].choices.is_empty() && self.live_user_threads() {
            let v = Violation::deadlock(self.vm.describe_threads());
            return Ok(found(&mut self, &hasher, v, Vec::new()));
        }
        loop {
            clock_loops.truncate(stack.len());
            let Some(top) = stack.last_mut() else {
                break;
            };
            if top.next >= top.choices.len() {
                stack.pop();
                continue;
            }
            let choice = top.choices[top.next];
            top.next += 1;
            self.vm.state = top.state.clone();
            self.vm.sync_class_states();
            let depth = stack.len();
            if let Some(l) = self.limit_hit(start, depth) {
                if l.starts_with("max depth") {
                    depth_limited = Some(l);
                    stack.pop();
                    continue;
                }
                return Ok(stopped(&mut self, &hasher, Some(l)));
            }
            if self.progress && self.stats.transitions.is_multiple_of(64) {
                let interval = if self.progress_plain && printed_progress {
                    PROGRESS_PLAIN_INTERVAL
                } else {
                    PROGRESS_FIRST
                };
                if last_progress.elapsed() > interval {
                    last_progress = Instant::now();
                    printed_progress = true;
                    let line = format!(
                        "states {}  transitions {}  depth {}  {:.0} states/s  {} MiB  {:.0} s",
                        self.stats.states,
                        self.stats.transitions,
                        depth,
                        self.stats.states as f64 / start.elapsed().as_secs_f64(),
                        peak_memory_bytes() >> 20,
                        start.elapsed().as_secs_f64()
                    );
                    if self.progress_plain {
                        eprintln!("progress: {line}");
                    } else {
                        eprint!("\r{line}     ");
                    }
                }
            }
            *footprint.borrow_mut() = Footprint::default();
            let end = self.execute(choice);
            self.stats.transitions += 1;
            // The threads asleep after this transition: those asleep or
            // explored before it here whose transitions do not conflict.
            let child_sleep = {
                let mut f = std::mem::take(&mut *footprint.borrow_mut());
                f.seal();
                let top = stack.last_mut().expect("node");
                match choice {
                    Choice::Thread(t) if self.sleep_sets => {
                        let asleep: Vec<(u32, Footprint)> = top
                            .sleep
                            .iter()
                            .chain(top.done.iter())
                            .filter(|(u, g)| *u != t && *u < SLEEP_BITS && !g.conflicts(&f))
                            .cloned()
                            .collect();
                        top.done.push((t, f));
                        asleep
                    }
                    _ => Vec::new(),
                }
            };
            if self.claim_broken() {
                // Transitions so far were cut on a wrong claim: start again.
                return Ok(stopped(&mut self, &hasher, None));
            }
            let step_tid = match choice {
                Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
            };
            let mut pending_choice = None;
            match end {
                // A signal or the memory limit stopped the transition.
                SliceEnd::Error(VmError::Stopped(why)) => {
                    return Ok(stopped(&mut self, &hasher, Some(why)))
                }
                SliceEnd::Error(e) => return Err(e),
                SliceEnd::Exit(_) | SliceEnd::Prune => continue,
                SliceEnd::Choice(n) => pending_choice = Some(n),
                SliceEnd::ToHost(_) | SliceEnd::ThrownToHost(_) => {
                    return Err(VmError::internal(
                        "a VM-internal call escaped into the search",
                    ))
                }
                SliceEnd::Budget => {
                    let (now, before) = (
                        &self.vm.state.threads[step_tid as usize],
                        &stack.last().expect("node").state.threads[step_tid as usize],
                    );
                    if now.clock_reads > before.clock_reads && now.timed_waits == before.timed_waits
                    {
                        clock_loops.budget_spent(self.thread_at(step_tid));
                        continue;
                    }
                }
                SliceEnd::Switch | SliceEnd::Preempted => {}
            }
            // An uncaught exception in any thread is a violation.
            let report_handled = self.report_handled;
            if let Some(t) = self
                .vm
                .state
                .threads
                .iter()
                .find(|t| t.uncaught.is_some() && (report_handled || !t.uncaught_handled))
            {
                let exc = t.uncaught.expect("uncaught");
                let (class, message) = self.vm.describe_exception(exc);
                let step = self.step_for(choice);
                let name = step.thread_name.clone();
                let thread_name = if t.id == step.thread {
                    name
                } else {
                    format!("thread {}", t.id)
                };
                let v = Violation::exception(class, message, thread_name);
                let trace = self.trace_of(&stack, choice);
                return Ok(found(&mut self, &hasher, v, trace));
            }
            let mut fp = hasher.fingerprint(self.vm);
            if let Some(n) = pending_choice {
                // The same program state with a choice pending is a different node.
                fp ^= (n as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
            }
            let mut child_sleep = child_sleep;
            if pending_choice.is_some() {
                child_sleep.clear();
            }
            let mask = sleep_mask(&child_sleep);
            let key = if self.exact {
                StateKey::Exact(hasher.exact_key(self.vm, pending_choice))
            } else {
                StateKey::Fingerprint(fp)
            };
            let wake = match self.seen.visit(key, mask) {
                Visit::New => {
                    self.stats.states += 1;
                    None
                }
                Visit::Covered => {
                    self.stats.revisited += 1;
                    clock_loops.revisit(
                        fp,
                        &self.vm.state,
                        |i| &stack[i].state,
                        |t| self.thread_at(t),
                    );
                    continue;
                }
                // Explored before with these threads asleep that are awake
                // now: explore them from here (Godefroid 6.3).
                Visit::Wake(w) => {
                    self.stats.revisited += 1;
                    clock_loops.revisit(
                        fp,
                        &self.vm.state,
                        |i| &stack[i].state,
                        |t| self.thread_at(t),
                    );
                    Some(w)
                }
            };
            let choices = match pending_choice {
                Some(n) => (0..n)
                    .map(|value| Choice::Value {
                        tid: step_tid,
                        value,
                    })
                    .collect(),
                None => self.choices(),
            };
            if self.races {
                if let Some(v) = self.find_race(&choices) {
                    let trace = self.trace_of(&stack, choice);
                    return Ok(found(&mut self, &hasher, v, trace));
                }
            }
            if choices.is_empty() {
                if self.live_user_threads() {
                    let v = Violation::deadlock(self.vm.describe_threads());
                    let trace = self.trace_of(&stack, choice);
                    return Ok(found(&mut self, &hasher, v, trace));
                }
                continue;
            }
            // Only threads awake here are explored (and on a revisit, only
            // those woken since the earlier visit).
            let explore: Vec<Choice> = choices
                .into_iter()
                .filter(|c| match c {
                    Choice::Thread(t) => {
                        let asleep = child_sleep.iter().any(|(u, _)| u == t);
                        let woken = wake.is_none_or(|w| *t < SLEEP_BITS && w & 1 << t != 0);
                        !asleep && woken
                    }
                    Choice::Value { .. } => true,
                })
                .collect();
            if explore.is_empty() {
                continue;
            }
            let depth = stack.len() + 1;
            self.stats.max_depth = self.stats.max_depth.max(depth);
            clock_loops.push(fp);
            stack.push(Node {
                state: self.vm.state.clone(),
                choices: explore,
                next: 0,
                step: Some(choice),
                sleep: child_sleep,
                done: Vec::new(),
            });
        }
        if let Some(l) = depth_limited {
            return Ok(stopped(&mut self, &hasher, Some(l)));
        }
        if let Some(l) = clock_loops.reason() {
            return Ok(stopped(&mut self, &hasher, Some(l)));
        }
        if self.focus.is_some() {
            return Ok(stopped(
                &mut self,
                &hasher,
                Some(
                    "focused on the race window: other threads' interleavings were not explored"
                        .into(),
                ),
            ));
        }
        if !self.vm.inputs.bounded.is_empty() {
            return Ok(stopped(&mut self, &hasher, Some(INPUTS_BOUNDED.into())));
        }
        Ok(finish(
            &mut self,
            &hasher,
            Verdict::NoViolation,
            None,
            Vec::new(),
            None,
        ))
    }
}

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
        if let Some(v) = ex.find_race(&now) {
            return Ok(Some(v));
        }
    }
    if now.is_empty() && ex.live_user_threads() {
        return Ok(Some(Violation::deadlock(ex.vm.describe_threads())));
    }
    Ok(None)
}
