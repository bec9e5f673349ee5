//! The product of the program's state graph with the Büchi automaton of
//! the formula's negation (its states and steps, which the SCC search in
//! `scc` uses too), and its search for an accepting cycle by nested
//! depth-first search (Courcoubetis, Vardi, Wolper and Yannakakis), with
//! Holzmann's early stop: the inner search ends as soon as it reaches a
//! state on the outer search's stack, which reaches the seed along that
//! stack. Each product state keeps two bits (seen by the outer search, by
//! an inner search); the outer stack's states are kept in a map to their
//! depth.
//!
//! A product state is a program state, an automaton state and, under
//! weak fairness in the nested search, a counter (Spin's copy construction): 0 waits for an
//! accepting automaton state; `i + 1` waits for thread `i` to take a step
//! or to be unable to move; past the last thread it is `DONE`, the only
//! accepting value. A cycle through `DONE` therefore visits an accepting
//! automaton state and then lets every thread move or be disabled, in
//! every round of the cycle: exactly the weakly fair cycles.
//!
//! A program state with no branch out (every thread ended, a deadlock
//! under `--no-deadlock`, `System.exit`) stutters: its only successor is
//! itself. When no automaton edge fits, the product moves to `SINK`, which
//! accepts nothing and loops, so that every reachable program state is
//! still visited for the safety properties (deadlocks, uncaught
//! exceptions) checked alongside.

use std::rc::Rc;
use std::time::Instant;

use fxhash::{FxHashMap, FxHashSet};

use wayfinder_ltl::Buchi;
use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::state::VmState;
use wayfinder_vm::VmError;

use super::propositions::{ThrowRecorder, Thrown};
use super::{LtlOptions, Prepared, StateMode};
use crate::dfs::{Dfs, PROGRESS_FIRST, PROGRESS_PLAIN_INTERVAL};
use crate::explorer::{Choice, Explorer, Outcome, INPUTS_BOUNDED};
use crate::fingerprint::StateHasher;
use crate::properties;
use crate::report::{LtlViolation, Stats, Step, Verdict, Violation};

/// The automaton state after a step no edge of the automaton allows.
pub(super) const SINK: u32 = u32::MAX;
/// The fairness counter once every thread was served after acceptance.
const DONE: u32 = u32::MAX;
/// Does an edge's guard read the valuation of the state the product enters
/// (the automaton reads a state on the edge into it)?
const GUARD_READS_ENTERED: bool = true;

/// The seen-by-the-outer-search bit of a product state.
const OUTER: u8 = 1;
/// The seen-by-an-inner-search bit.
const INNER: u8 = 2;

/// The program's side of a state just reached.
#[derive(Clone)]
pub(super) struct ProgramState {
    pub(super) state: VmState,
    /// The valuation of the propositions there.
    val: u64,
    /// The propositions the abstraction leaves undecided there (under
    /// `--abstract`; their bits in `val` are 0): the automaton may read
    /// either value.
    unknown: u64,
    /// The branches out of it; empty: it stutters.
    choices: Vec<Choice>,
    /// The threads that could take a step there (for fairness): those of
    /// `choices`, except while a thread's nondeterministic choice is
    /// pending, when it is the threads that could run besides it.
    pub(super) enabled: Vec<u32>,
    /// Its fingerprint (with a pending choice mixed in).
    fp: u128,
    /// What the SCC search matches it on: the part of `fp` the state mode
    /// keeps, with `val` and `unknown` (see `program_key`).
    pub(super) pkey: u128,
    /// No thread can move while a non-daemon thread is alive (and the
    /// program did not exit).
    pub(super) deadlocked: bool,
}

/// A product state on a search stack.
pub(super) struct Node {
    pub(super) prog: Rc<ProgramState>,
    pub(super) q: u32,
    k: u32,
    pub(super) key: u128,
    /// The program branch that led here (`None`: the root or a stutter).
    pub(super) step: Option<Choice>,
    /// The next program branch to run.
    next: usize,
    /// Whether its stutter step was taken (for a state that stutters).
    stuttered: bool,
    /// The product successors of the last branch run, not yet taken:
    /// the program state reached, the branch, and (q, k) pairs.
    pending: Option<Pending>,
}

/// Product successors still to take: the program state reached, the branch
/// that reached it, and the (automaton state, fairness counter) pairs.
type Pending = (Rc<ProgramState>, Option<Choice>, Vec<(u32, u32)>);

impl Node {
    fn new(prog: Rc<ProgramState>, q: u32, k: u32, key: u128, step: Option<Choice>) -> Node {
        Node {
            prog,
            q,
            k,
            key,
            step,
            next: 0,
            stuttered: false,
            pending: None,
        }
    }

    /// The same product state, to be expanded afresh (an inner search's seed).
    pub(super) fn fresh(&self) -> Node {
        Node::new(self.prog.clone(), self.q, self.k, self.key, self.step)
    }
}

/// Why the product search stopped early.
pub(super) enum Halt {
    /// A safety property failed on the transition `Choice` out of the last
    /// node of the path (or, `None`, at that node itself).
    Safety(Box<Violation>, Option<Choice>),
    /// A safety property failed at the end of this path.
    SafetyTrace(Box<Violation>, Vec<Step>),
    Retraction,
    Stopped(String),
    Error(VmError),
}

/// A found lasso: indexes into the outer stack and the inner path.
pub(super) struct Lasso {
    /// The outer stack's state the cycle returns to.
    pub(super) hit: usize,
    /// The inner search's path after the seed, and the step back to `hit`.
    pub(super) inner: Vec<Node>,
    pub(super) back: Node,
}

pub(super) struct Product<'x, 'a> {
    pub(super) ex: &'x mut Explorer<'a>,
    hasher: StateHasher,
    automaton: &'x Buchi,
    prepared: &'x Prepared,
    pub(super) options: &'x LtlOptions,
    thrown: Thrown,
    /// Product states by key (as four words, so that an entry takes 20
    /// bytes rather than 32), with their two bits.
    seen: FxHashMap<[u32; 4], u8>,
    /// The SCC search's store.
    pub(super) store: super::store::ProductStore,
    /// Keys on the outer stack, with their depth.
    on_stack: FxHashMap<u128, usize>,
    /// Accepting product states of the cycles of spurious lassos (under
    /// `--abstract`): the SCC search builds the next lasso of a component
    /// through another accepting state.
    pub(super) spent: FxHashSet<u128>,
    pub(super) dfs: Dfs<'x>,
    /// Weak fairness by Spin's counter copies (the nested search under
    /// `--fair`); the SCC search checks fairness per component instead.
    counters: bool,
    start: Instant,
    last_progress: Instant,
    printed_progress: bool,
}

impl Product<'_, '_> {
    fn key(&self, prog: &ProgramState, q: u32, k: u32) -> u128 {
        let program = match self.options.state_mode {
            StateMode::Full => prog.fp,
            StateMode::Projection => 0,
            StateMode::Hash => prog.fp & u64::MAX as u128,
        };
        let mut bytes = [0u8; 40];
        bytes[..16].copy_from_slice(&program.to_le_bytes());
        bytes[16..24].copy_from_slice(&prog.val.to_le_bytes());
        bytes[24..28].copy_from_slice(&q.to_le_bytes());
        bytes[28..32].copy_from_slice(&k.to_le_bytes());
        bytes[32..].copy_from_slice(&prog.unknown.to_le_bytes());
        xxhash_rust::xxh3::xxh3_128(&bytes)
    }

    pub(super) fn accepting(&self, n: &Node) -> bool {
        if self.counters {
            n.k == DONE
        } else {
            n.q != SINK && self.automaton.accepting[n.q as usize]
        }
    }

    /// The automaton states `q` moves to reading valuation `val` (`SINK`
    /// when none), with the atoms in `unknown` either true or false (an
    /// over-approximation of the letters the concrete states have).
    fn steps(&self, q: u32, val: u64, unknown: u64) -> Vec<u32> {
        if q == SINK {
            return vec![SINK];
        }
        let mut out: Vec<u32> = Vec::new();
        for e in &self.automaton.edges[q as usize] {
            if e.guard.may_hold(val, unknown) && !out.contains(&(e.to as u32)) {
                out.push(e.to as u32);
            }
        }
        if out.is_empty() {
            out.push(SINK);
        }
        out
    }

    /// The fairness counter after `from` takes a step of thread `stepped`
    /// (`None`: a stutter).
    fn next_k(&self, from: &Node, stepped: Option<u32>) -> u32 {
        if !self.counters {
            return 0;
        }
        let mut k = from.k;
        if k == 0 || k == DONE {
            if from.q != SINK && self.automaton.accepting[from.q as usize] {
                k = 1;
            } else {
                return 0;
            }
        }
        let threads = from.prog.state.threads.len() as u32;
        let enabled = |t: u32| from.prog.enabled.contains(&t);
        loop {
            let t = k - 1;
            if t >= threads {
                return DONE;
            }
            if Some(t) == stepped || !enabled(t) {
                k += 1;
            } else {
                return k;
            }
        }
    }

    /// Runs branch `c` out of program state `from`: the state reached, or
    /// `None` when the branch was pruned (`Verify.ignoreIf`).
    fn run(&mut self, from: &ProgramState, c: Choice) -> Result<Option<ProgramState>, Halt> {
        self.ex.vm.state = from.state.clone();
        self.ex.vm.sync_class_states();
        self.thrown.borrow_mut().clear();
        self.dfs.stats.transitions += 1;
        let end = self.ex.execute(c);
        if self.ex.claim_broken() {
            return Err(Halt::Retraction);
        }
        let tid = match c {
            Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
        };
        let mut pending_choice = None;
        let mut exited = false;
        match end {
            SliceEnd::Error(VmError::Stopped(why)) => return Err(Halt::Stopped(why)),
            SliceEnd::Error(e) => return Err(Halt::Error(e)),
            SliceEnd::Prune => return Ok(None),
            SliceEnd::Exit(_) => exited = true,
            SliceEnd::Choice(n) => pending_choice = Some(n),
            SliceEnd::ToHost(_) | SliceEnd::ThrownToHost(_) => {
                return Err(Halt::Error(VmError::internal(
                    "a VM-internal call escaped into the search",
                )))
            }
            // A thread that ran the transition budget without a scheduling
            // point (one spinning alone on its own data or on a field no
            // other live thread writes) stops there: the state reached is
            // a state of the program like any other, so the transition ends
            // and the search goes on (a loop that keeps its state comes back
            // to the same state after the next budget, closing a cycle).
            // One that read the clock meanwhile waits for time to pass,
            // which the search cannot: it stops, inconclusive.
            SliceEnd::Budget => {
                let (now, before) = (
                    &self.ex.vm.state.threads[tid as usize],
                    &from.state.threads[tid as usize],
                );
                if now.clock_reads > before.clock_reads && now.timed_waits == before.timed_waits {
                    return Err(Halt::Stopped(format!(
                        "{} ran a transition of 50000000 instructions without a scheduling \
                         point, reading the clock",
                        self.ex.thread_at(tid)
                    )));
                }
            }
            SliceEnd::Switch | SliceEnd::Preempted => {}
        }
        let handled_too = false;
        if let Some(v) = properties::uncaught_exception(self.ex.vm, handled_too, || {
            let s = self.ex.step_for(c);
            (s.thread, s.thread_name)
        }) {
            return Err(Halt::Safety(Box::new(v), Some(c)));
        }
        let choices = if exited {
            Vec::new()
        } else if let Some(n) = pending_choice {
            (0..n).map(|value| Choice::Value { tid, value }).collect()
        } else {
            self.ex.choices()
        };
        // A state no thread leaves but by a spurious wakeup is a deadlock,
        // as in the safety search (`properties::stuck`); its spurious
        // wakeups are not followed here (the product ends it as before).
        let deadlocked = !exited && properties::stuck(self.ex.vm, &choices);
        let choices = if deadlocked { Vec::new() } else { choices };
        let enabled = if pending_choice.is_some() {
            // The choosing thread is in the middle of its step; the others
            // could move as they could before it.
            let mut e = threads_of(&self.ex.choices());
            if !e.contains(&tid) {
                e.push(tid);
            }
            e
        } else {
            threads_of(&choices)
        };
        let (val, unknown) = self
            .prepared
            .propositions
            .letter(self.ex.vm, &self.thrown.borrow());
        let mut fp = self.hasher.fingerprint(self.ex.vm);
        if let Some(n) = pending_choice {
            fp ^= (n as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
        }
        let mut reached = ProgramState {
            state: self.ex.vm.state.clone(),
            val,
            unknown,
            choices,
            enabled,
            fp,
            pkey: 0,
            deadlocked,
        };
        reached.pkey = program_key(self.options.state_mode, &reached);
        Ok(Some(reached))
    }

    /// The next product successor of `n` (not yet looked up in the store),
    /// or `None` when every one was produced.
    pub(super) fn next_successor(&mut self, n: &mut Node) -> Result<Option<Node>, Halt> {
        loop {
            if let Some((prog, step, qs)) = &mut n.pending {
                if let Some((q, k)) = qs.pop() {
                    let prog = prog.clone();
                    let step = *step;
                    let key = self.key(&prog, q, k);
                    return Ok(Some(Node::new(prog, q, k, key, step)));
                }
                n.pending = None;
            }
            let (reached, step) = if n.prog.choices.is_empty() {
                if n.stuttered {
                    return Ok(None);
                }
                n.stuttered = true;
                (n.prog.clone(), None)
            } else {
                if n.next >= n.prog.choices.len() {
                    return Ok(None);
                }
                let c = n.prog.choices[n.next];
                n.next += 1;
                let from = n.prog.clone();
                match self.run(&from, c) {
                    Ok(Some(p)) => (Rc::new(p), Some(c)),
                    Ok(None) => continue,
                    Err(Halt::Safety(v, _)) => return Err(Halt::Safety(v, Some(c))),
                    Err(e) => return Err(e),
                }
            };
            let read = if GUARD_READS_ENTERED {
                (reached.val, reached.unknown)
            } else {
                (n.prog.val, n.prog.unknown)
            };
            let stepped = step.map(|c| match c {
                Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
            });
            let k = self.next_k(n, stepped);
            let mut qs: Vec<(u32, u32)> = self
                .steps(n.q, read.0, read.1)
                .into_iter()
                .map(|q| (q, k))
                .collect();
            qs.reverse();
            n.pending = Some((reached, step, qs));
        }
    }

    pub(super) fn limit(&mut self, depth: usize) -> Option<String> {
        let l = self.dfs.limit_hit(depth);
        if self.ex.progress && self.dfs.stats.transitions.is_multiple_of(64) {
            let interval = if self.ex.progress_plain && self.printed_progress {
                PROGRESS_PLAIN_INTERVAL
            } else {
                PROGRESS_FIRST
            };
            if self.last_progress.elapsed() > interval {
                self.last_progress = Instant::now();
                self.printed_progress = true;
                let s = &self.dfs.stats;
                let line = format!(
                    "states {}  transitions {}  depth {}  {:.0} states/s  {} MiB  {:.0} s",
                    s.states,
                    s.transitions,
                    depth,
                    s.states as f64 / self.start.elapsed().as_secs_f64(),
                    crate::report::peak_memory_bytes() >> 20,
                    self.start.elapsed().as_secs_f64()
                );
                if self.ex.progress_plain {
                    eprintln!("progress: {line}");
                } else {
                    eprint!("\r{line}     ");
                }
            }
        }
        l
    }

    /// The inner search on `stack`, which starts as the seed alone (the top
    /// of the outer stack, marked `INNER`): a path back to some state of
    /// the outer stack, if there is one. `stack` is left as it was when
    /// the path was found, so that a second call goes on past it (to the
    /// next path back, after a spurious one).
    fn inner(&mut self, outer: &[Node], stack: &mut Vec<Node>) -> Result<Option<Lasso>, Halt> {
        while !stack.is_empty() {
            if let Some(l) = self.limit(self.on_stack.len() + stack.len()) {
                if !l.starts_with("max depth") {
                    return Err(Halt::Stopped(l));
                }
            }
            let top = stack.last_mut().expect("top");
            let next = match self.next_successor(top) {
                Ok(n) => n,
                Err(Halt::Safety(v, c)) => {
                    return Err(Halt::SafetyTrace(
                        v,
                        self.violation_trace(outer.iter().chain(stack[1..].iter()), c),
                    ));
                }
                Err(e) => return Err(e),
            };
            match next {
                Some(child) => {
                    if let Some(&hit) = self.on_stack.get(&child.key) {
                        let inner: Vec<Node> = stack[1..].iter().map(Node::fresh).collect();
                        return Ok(Some(Lasso {
                            hit,
                            inner,
                            back: child,
                        }));
                    }
                    let bits = self.seen.entry(words(child.key)).or_default();
                    if *bits & INNER == 0 {
                        *bits |= INNER;
                        stack.push(child);
                    }
                }
                None => {
                    stack.pop();
                }
            }
        }
        Ok(None)
    }

    /// The readable steps of `nodes` (those with a program step).
    /// A step that resolves an abstraction choice (the state before it
    /// has one pending) says which outcome it took.
    pub(super) fn steps_of<'n>(&mut self, nodes: impl Iterator<Item = &'n Node>) -> Vec<Step> {
        self.steps_after(None, nodes)
    }

    /// The trace of a safety violation met on the path `nodes`, by the
    /// transition `c` out of its last node when the violation is not the
    /// state itself.
    pub(super) fn violation_trace<'n>(
        &mut self,
        nodes: impl Iterator<Item = &'n Node>,
        c: Option<Choice>,
    ) -> Vec<Step> {
        let nodes: Vec<&Node> = nodes.collect();
        // The abstraction choice pending in the last state, which `c` may
        // resolve: the step must say so, or the path would pass for a
        // choose-free one (a path of the concrete program).
        let pending = nodes
            .last()
            .and_then(|n| n.prog.state.abstraction_choice.clone());
        let last = nodes.last().copied();
        let mut trace = self.steps_of(nodes.into_iter());
        if let Some(c) = c {
            // Described in the state `c` led to (the current one), told
            // by the state it was taken from whether it woke a thread
            // spuriously.
            let mut step = match last {
                Some(n) => self.ex.step_from(&n.prog.state, c),
                None => self.ex.step_for(c),
            };
            step.abstraction = crate::explorer::abstraction_step(pending, c);
            trace.push(step);
        }
        trace
    }

    /// `steps_of`, with `prev` the node before the first one: its pending
    /// abstraction choice is the one the first step may resolve, and its
    /// state tells whether that step was a spurious wakeup or a timeout,
    /// as each later step's is told by the node before it (the text trace
    /// then marks it, as the plain search's does).
    fn steps_after<'n>(
        &mut self,
        prev: Option<&'n Node>,
        nodes: impl Iterator<Item = &'n Node>,
    ) -> Vec<Step> {
        let current = self.ex.vm.state.clone();
        let mut out = Vec::new();
        let mut pending = prev.and_then(|n| n.prog.state.abstraction_choice.clone());
        let mut before = prev.map(|n| &n.prog.state);
        for n in nodes {
            if let Some(c) = n.step {
                self.ex.vm.state = n.prog.state.clone();
                let mut step = match before {
                    Some(b) => self.ex.step_from(b, c),
                    None => self.ex.step_for(c),
                };
                step.abstraction = crate::explorer::abstraction_step(pending.take(), c);
                out.push(step);
            }
            pending = n.prog.state.abstraction_choice.clone();
            before = Some(&n.prog.state);
        }
        self.ex.vm.state = current;
        out
    }

    /// The outer search from the initial product states.
    fn outer(&mut self, roots: Vec<Node>) -> Result<SearchEnd, Halt> {
        let mut depth_limited = None;
        for root in roots {
            let bits = self.seen.entry(words(root.key)).or_default();
            if *bits & OUTER != 0 {
                continue;
            }
            *bits |= OUTER;
            self.dfs.stats.states += 1;
            self.on_stack.insert(root.key, 0);
            let mut stack = vec![root];
            while !stack.is_empty() {
                let depth = stack.len();
                let next = match self.advance(&mut stack)? {
                    Ok(n) => n,
                    Err(end) => return Ok(end),
                };
                match next {
                    Some(child) => {
                        let bits = self.seen.entry(words(child.key)).or_default();
                        if *bits & OUTER != 0 {
                            self.dfs.stats.revisited += 1;
                            continue;
                        }
                        if let Some(end) = self.deadlock_end(&stack, &child) {
                            return Ok(end);
                        }
                        if let Some(d) = self.dfs_max_depth() {
                            if depth > d {
                                depth_limited = Some(format!("max depth ({d})"));
                                continue;
                            }
                        }
                        *self.seen.get_mut(&words(child.key)).expect("entry") |= OUTER;
                        self.dfs.stats.states += 1;
                        self.dfs.stats.max_depth = self.dfs.stats.max_depth.max(depth + 1);
                        self.on_stack.insert(child.key, depth);
                        stack.push(child);
                    }
                    None => {
                        let top = stack.last().expect("top");
                        if self.accepting(top) {
                            let mut inner = vec![top.fresh()];
                            *self.seen.entry(words(top.key)).or_default() |= INNER;
                            // Each path back makes a lasso; a spurious one
                            // (under `--abstract`) lets the inner search
                            // go on past it.
                            loop {
                                let found = match self.inner(&stack, &mut inner) {
                                    Ok(f) => f,
                                    Err(Halt::SafetyTrace(v, trace)) => {
                                        return Ok(SearchEnd::Safety(*v, trace));
                                    }
                                    Err(e) => return Err(e),
                                };
                                let Some(lasso) = found else { break };
                                let end = self.lasso(&stack, lasso)?;
                                if let Some(end) = self.judge_lasso(end)? {
                                    return Ok(end);
                                }
                            }
                        }
                        let done = stack.pop().expect("top");
                        self.on_stack.remove(&done.key);
                    }
                }
            }
        }
        Ok(SearchEnd::Complete(depth_limited))
    }

    /// The next successor of the top of the outer search's `stack`, or how
    /// the search ends first: a limit other than the depth (which the
    /// caller applies per child) or a safety violation on the way.
    pub(super) fn advance(
        &mut self,
        stack: &mut [Node],
    ) -> Result<Result<Option<Node>, SearchEnd>, Halt> {
        if let Some(l) = self.limit(stack.len()) {
            if !l.starts_with("max depth") {
                return Ok(Err(SearchEnd::Limit(l)));
            }
        }
        let top = stack.last_mut().expect("top");
        match self.next_successor(top) {
            Ok(n) => Ok(Ok(n)),
            Err(Halt::Safety(v, c)) => Ok(Err(SearchEnd::Safety(
                *v,
                self.violation_trace(stack.iter(), c),
            ))),
            Err(e) => Err(e),
        }
    }

    /// The end of the search when `child`, about to be pushed on `stack`,
    /// is a deadlocked program state and deadlocks are checked: the
    /// violation, with the threads described in that state, and its trace.
    pub(super) fn deadlock_end(&mut self, stack: &[Node], child: &Node) -> Option<SearchEnd> {
        if !(self.options.deadlock && child.prog.deadlocked) {
            return None;
        }
        let state = std::mem::replace(&mut self.ex.vm.state, child.prog.state.clone());
        let v = Violation::deadlock(self.ex.vm.describe_threads());
        self.ex.vm.state = state;
        let mut trace = self.steps_of(stack.iter());
        trace.extend(self.steps_after(stack.last(), std::iter::once(child)));
        Some(SearchEnd::Safety(v, trace))
    }

    pub(super) fn dfs_max_depth(&self) -> Option<usize> {
        self.ex.limits.max_depth
    }

    /// The counterexample of a lasso found with the outer stack `stack`,
    /// after checking that the automaton of the negation accepts it and,
    /// under fairness, that its cycle is weakly fair (an internal error
    /// when not: the search has a bug).
    pub(super) fn lasso(&mut self, stack: &[Node], lasso: Lasso) -> Result<SearchEnd, Halt> {
        self.judge_own(stack, &lasso)?;
        let stem = self.steps_after(stack.first(), stack[1..=lasso.hit].iter());
        let cycle_nodes = stack[lasso.hit + 1..]
            .iter()
            .chain(lasso.inner.iter())
            .chain(std::iter::once(&lasso.back));
        let cycle = self.steps_after(Some(&stack[lasso.hit]), cycle_nodes);
        let start = &stack[lasso.hit];
        // The propositions the abstraction left undecided on the lasso.
        let unknown = stack
            .iter()
            .chain(lasso.inner.iter())
            .chain(std::iter::once(&lasso.back))
            .fold(0u64, |u, n| u | n.prog.unknown);
        let undecided = self
            .prepared
            .propositions
            .texts
            .iter()
            .enumerate()
            .filter(|(i, _)| unknown & (1 << i) != 0)
            .map(|(_, t)| t.clone())
            .collect();
        let values = self
            .prepared
            .propositions
            .texts
            .iter()
            .enumerate()
            .map(|(i, t)| (t.clone(), start.prog.val & (1 << i) != 0))
            .collect();
        // Under an abstraction of the state, the cycle is real only if the
        // program comes back to the very same state.
        let real = lasso.back.prog.fp == start.prog.fp;
        Ok(SearchEnd::Lasso {
            ltl: LtlViolation {
                formula: self.prepared.formula.clone(),
                stutters: cycle.is_empty(),
                stem,
                cycle,
                propositions: values,
                undecided,
                confirmed: match self.options.state_mode {
                    StateMode::Full => None,
                    _ => Some(real),
                },
            },
        })
    }

    /// Whether the counterexample `end` just built is reported: under
    /// `--abstract`, a lasso whose path has abstraction choices or
    /// undecided propositions is replayed on the concrete program first
    /// (`Explorer::confirm_lasso`). `Ok(None)`: it is spurious, recorded
    /// in the explorer's list, and the search goes on (a search that then
    /// finds no real one is inconclusive, `super::abstracted::judge`);
    /// once `--max-spurious` were, the search stops, inconclusive.
    pub(super) fn judge_lasso(&mut self, end: SearchEnd) -> Result<Option<SearchEnd>, Halt> {
        let SearchEnd::Lasso { ltl } = &end else {
            return Ok(Some(end));
        };
        if ltl.confirmed == Some(false) || !super::abstracted::needs_confirmation(ltl) {
            return Ok(Some(end));
        }
        let Some(confirm) = self.ex.confirm_lasso.as_mut() else {
            return Ok(Some(end));
        };
        match confirm(ltl).map_err(Halt::Error)? {
            None => {
                self.ex.confirmed = true;
                Ok(Some(end))
            }
            Some(why) => {
                self.ex
                    .spurious
                    .push(format!("the LTL counterexample (lasso): spurious: {why}"));
                let k = self.ex.spurious.len();
                Ok((k >= self.ex.max_spurious).then(|| {
                    SearchEnd::Limit(format!(
                        "{k} spurious abstract counterexamples (--max-spurious {})",
                        self.ex.max_spurious
                    ))
                }))
            }
        }
    }

    /// `lasso`'s check of what it is about to report, on the product
    /// states' own letters and enabled threads: the stack up to the cycle's
    /// first state, then the cycle's states (its last state is its first).
    fn judge_own(&self, stack: &[Node], lasso: &Lasso) -> Result<(), Halt> {
        let cycle = || stack[lasso.hit..].iter().chain(lasso.inner.iter());
        let letters: Vec<(u64, u64)> = stack[..lasso.hit]
            .iter()
            .chain(cycle())
            .map(|n| (n.prog.val, n.prog.unknown))
            .collect();
        let stepped: Vec<u32> = cycle()
            .skip(1)
            .chain(std::iter::once(&lasso.back))
            .filter_map(|n| n.step)
            .map(|c| match c {
                Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
            })
            .collect();
        super::lasso::judge_built(
            self.automaton,
            &letters,
            lasso.hit,
            self.options.fair,
            cycle().map(|n| n.prog.enabled.as_slice()),
            &stepped,
        )
        .map_err(|why| {
            Halt::Error(VmError::internal(format!(
                "the LTL search built a counterexample it cannot stand by: {why}"
            )))
        })
    }
}

/// The key the SCC search stores a program state under: the part of its
/// fingerprint `mode` matches on, and the propositions' values there.
fn program_key(mode: StateMode, prog: &ProgramState) -> u128 {
    let program = match mode {
        StateMode::Full => prog.fp,
        StateMode::Projection => 0,
        StateMode::Hash => prog.fp & u64::MAX as u128,
    };
    let mut bytes = [0u8; 32];
    bytes[..16].copy_from_slice(&program.to_le_bytes());
    bytes[16..24].copy_from_slice(&prog.val.to_le_bytes());
    bytes[24..].copy_from_slice(&prog.unknown.to_le_bytes());
    xxhash_rust::xxh3::xxh3_128(&bytes)
}

/// A key as the store keeps it.
pub(super) fn words(key: u128) -> [u32; 4] {
    [
        key as u32,
        (key >> 32) as u32,
        (key >> 64) as u32,
        (key >> 96) as u32,
    ]
}

/// The threads `choices` runs.
pub(super) fn threads_of(choices: &[Choice]) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::new();
    for c in choices {
        let (Choice::Thread(t) | Choice::Value { tid: t, .. }) = *c;
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// How the product search ended.
pub(super) enum SearchEnd {
    Complete(Option<String>),
    Limit(String),
    Safety(Violation, Vec<Step>),
    Lasso { ltl: LtlViolation },
}

/// Searches the product of the booted program in `ex` with `prepared`'s
/// automaton for an accepting cycle.
pub fn search(
    ex: &mut Explorer,
    prepared: &Prepared,
    options: &LtlOptions,
) -> Result<Outcome, VmError> {
    let start = Instant::now();
    let cpu_start = crate::report::thread_cpu_s();
    ex.vm.state.clock_read = false;
    ex.vm.state.time_left_returned = false;
    let thrown: Thrown = prepared.thrown.clone();
    ex.vm.add_listener(Box::new(ThrowRecorder(thrown.clone())));
    let mut hasher = StateHasher::new(ex.vm, false);
    let mut dfs = Dfs::new(false, ex.limits.clone(), ex.stop, ex.progress, start);
    dfs.progress_plain = ex.progress_plain;
    let root_fp = hasher.fingerprint(ex.vm);
    let choices = ex.choices();
    let root_deadlocked = properties::stuck(ex.vm, &choices);
    let choices = if root_deadlocked { Vec::new() } else { choices };
    let (root_val, root_unknown) = prepared.propositions.letter(ex.vm, &[]);
    let mut root_prog = ProgramState {
        state: ex.vm.state.clone(),
        val: root_val,
        unknown: root_unknown,
        deadlocked: root_deadlocked,
        enabled: threads_of(&choices),
        choices,
        fp: root_fp,
        pkey: 0,
    };
    root_prog.pkey = program_key(options.state_mode, &root_prog);
    let root_prog = Rc::new(root_prog);
    let mut product = Product {
        ex,
        hasher,
        automaton: &prepared.automaton,
        prepared,
        options,
        thrown,
        seen: FxHashMap::default(),
        store: super::store::ProductStore::new(prepared.automaton.accepting.len()),
        on_stack: FxHashMap::default(),
        spent: FxHashSet::default(),
        dfs,
        counters: options.fair && options.nested_dfs,
        start,
        last_progress: Instant::now(),
        printed_progress: false,
    };
    let initial: Vec<u32> = if GUARD_READS_ENTERED {
        let mut qs = Vec::new();
        for &q0 in &prepared.automaton.initial {
            for q in product.steps(q0 as u32, root_prog.val, root_prog.unknown) {
                if !qs.contains(&q) {
                    qs.push(q);
                }
            }
        }
        if qs.is_empty() {
            qs.push(SINK);
        }
        qs
    } else {
        prepared
            .automaton
            .initial
            .iter()
            .map(|&q| q as u32)
            .collect()
    };
    let roots: Vec<Node> = initial
        .iter()
        .map(|&q| {
            let key = product.key(&root_prog, q, 0);
            Node::new(root_prog.clone(), q, 0, key, None)
        })
        .collect();
    let ended = if options.deadlock && root_prog.deadlocked {
        Ok(SearchEnd::Safety(
            Violation::deadlock(product.ex.vm.describe_threads()),
            Vec::new(),
        ))
    } else if options.nested_dfs {
        product.outer(roots)
    } else {
        product.scc(roots)
    };
    if product.ex.progress && !product.ex.progress_plain && start.elapsed() > PROGRESS_FIRST {
        eprint!("\r{:100}\r", "");
    }
    let mut stats: Stats = product.dfs.stats.clone();
    stats.time_s = start.elapsed().as_secs_f64();
    stats.cpu_s = crate::report::thread_cpu_s() - cpu_start;
    // A ([u32; 4], u8) bucket takes 20 bytes, plus a control byte.
    let bytes = product.seen.capacity() * 21 + product.store.bytes();
    stats.finish(bytes);
    let Product { ex, .. } = product;
    ex.vm.listeners.clear();
    let retraction = ex.take_retraction();
    let mut outcome = Outcome {
        verdict: Verdict::Inconclusive,
        violation: None,
        trace: Vec::new(),
        stats,
        limit: None,
        retraction,
        bounded_inputs: ex.vm.inputs.report(),
        environment: crate::report::environment(ex.vm),
        abstraction: None,
        keyattr: None,
    };
    let inputs_bounded = !ex.vm.inputs.bounded.is_empty();
    // Elapsed times the program may act on, explored at their earliest
    // only (`crate::lateness`).
    let late = crate::lateness::reason(ex.vm);
    match ended {
        Err(Halt::Error(e)) => return Err(e),
        Err(Halt::Retraction) => {}
        Err(Halt::Stopped(why)) => outcome.limit = Some(why),
        Err(Halt::Safety(v, _)) => {
            outcome.verdict = Verdict::Violation;
            outcome.violation = Some(*v);
        }
        Err(Halt::SafetyTrace(v, trace)) => {
            outcome.verdict = Verdict::Violation;
            outcome.violation = Some(*v);
            outcome.trace = trace;
        }
        Ok(SearchEnd::Limit(l)) => outcome.limit = Some(l),
        Ok(SearchEnd::Complete(Some(l))) => outcome.limit = Some(l),
        Ok(SearchEnd::Complete(None)) if inputs_bounded => {
            outcome.limit = Some(INPUTS_BOUNDED.into())
        }
        Ok(SearchEnd::Complete(None)) if late.is_some() => outcome.limit = late,
        Ok(SearchEnd::Complete(None)) => {
            outcome.verdict = Verdict::NoViolation;
            if options.state_mode == StateMode::Projection {
                // No accepting cycle in the projected graph does not rule
                // out one in the program.
                outcome.verdict = Verdict::Inconclusive;
                outcome.limit = Some(
                    "no violation on the projected model (--ltl-state projection matches states \
                     on the propositions only, so cycles of the program may be missed)"
                        .into(),
                );
            }
        }
        Ok(SearchEnd::Safety(v, trace)) => {
            outcome.verdict = Verdict::Violation;
            outcome.violation = Some(v);
            outcome.trace = trace;
        }
        Ok(SearchEnd::Lasso { ltl }) => {
            if ltl.confirmed == Some(false) {
                outcome.limit = Some(format!(
                    "the counterexample found on the {} model is spurious: its cycle does not \
                     return to the same program state",
                    options.state_mode.name()
                ));
            } else {
                outcome.verdict = Verdict::Violation;
                outcome.trace = ltl.stem.iter().chain(ltl.cycle.iter()).cloned().collect();
                outcome.violation = Some(Violation::ltl(ltl));
            }
        }
    }
    super::abstracted::judge(ex, &mut outcome)?;
    Ok(outcome)
}
