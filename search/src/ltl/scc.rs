//! The default search of the LTL product: one depth-first pass that finds
//! its strongly connected components on the fly (Couvreur's algorithm, a
//! stack of component roots as in Tarjan's) and stops at the first
//! component that holds a cycle the formula's negation accepts.
//!
//! Each product state's program transitions run once, where the nested
//! search runs them again in its inner searches. Weak fairness is checked
//! per component, without counter copies: a component holds a weakly fair
//! accepting cycle exactly when it has an edge inside it, an accepting
//! automaton state, and every thread either takes a step on one of its
//! edges or is disabled in one of its states (a cycle through all its
//! states and edges is then accepting and fair; a fair accepting cycle
//! makes its own component so). The product under `--fair` is therefore no
//! larger than without it.
//!
//! A product state in the automaton's sink (no edge fits) is skipped when
//! its program state was already reached with another automaton state: the
//! sink accepts nothing and is there only so that every program state is
//! checked for the safety properties, which that visit (and the visits of
//! all it reaches) already did.
//!
//! A product state's store entry keeps its depth-first number; the numbers
//! of the states whose component is still open are kept in increasing
//! order (four bytes each) so that a closed component's states need no
//! second visit. When a component is found accepting, the counterexample
//! is built by breadth-first searches inside it (re-running its
//! transitions): from its root, through an accepting state and a step or a
//! disabled state of every thread it must serve, back to the root.

use fxhash::FxHashSet;

use super::ndfs::{Halt, Lasso, Node, Product, ProgramState, SearchEnd, SINK};
use crate::explorer::Choice;
use crate::report::Violation;

/// A component root on the roots stack.
struct Root {
    /// The depth-first number of its root state.
    number: u32,
    /// Some state of the component is accepting.
    accepting: bool,
    /// Threads served in the component: bit `t` is set once thread `t` took
    /// a step on one of its edges or is disabled in one of its states.
    served: u64,
    /// The threads the tree edge into the root served (part of the
    /// component once it merges with its parent's).
    entry: u64,
}

/// The states whose component is still open: their numbers in increasing
/// order, and a bit per number handed out set once its component closed
/// (one cache-friendly bit to test on every revisit).
#[derive(Default)]
struct Open {
    live: Vec<u32>,
    closed: Vec<u64>,
}

impl Open {
    /// Number `n` (the next one) was handed out.
    fn push(&mut self, n: u32) {
        self.live.push(n);
        let word = n as usize / 64;
        if word >= self.closed.len() {
            self.closed.resize(word + 1, 0);
        }
    }

    /// The component whose root has number `n` closed: so did every open
    /// state numbered from `n`.
    fn close_from(&mut self, n: u32) {
        let keep = self.live.partition_point(|&x| x < n);
        for &m in &self.live[keep..] {
            self.closed[m as usize / 64] |= 1 << (m % 64);
        }
        self.live.truncate(keep);
    }

    fn is_open(&self, m: u32) -> bool {
        self.closed[m as usize / 64] & (1 << (m % 64)) == 0
    }
}

/// The thread a product step ran (`None`: a stutter or the root).
fn stepped(step: Option<Choice>) -> Option<u32> {
    step.map(|c| match c {
        Choice::Thread(t) | Choice::Value { tid: t, .. } => t,
    })
}

impl Product<'_, '_> {
    /// The threads a state serves for fairness: those that cannot move
    /// there (every bit past the last thread is set). Without fairness,
    /// every bit. `None` when there are more threads than bits.
    fn state_served(&self, prog: &ProgramState) -> Option<u64> {
        if !self.options.fair {
            return Some(u64::MAX);
        }
        if prog.state.threads.len() > 64 {
            return None;
        }
        let mut mask = u64::MAX;
        for &t in &prog.enabled {
            mask &= !(1u64 << t);
        }
        Some(mask)
    }

    /// The thread an edge into `n` serves, as a bit.
    fn edge_served(&self, n: &Node) -> u64 {
        match stepped(n.step) {
            Some(t) if self.options.fair && t < 64 => 1 << t,
            _ => 0,
        }
    }

    fn served_or_stop(&self, prog: &ProgramState) -> Result<u64, Halt> {
        self.state_served(prog).ok_or_else(|| {
            Halt::Stopped(
                "--fair supports at most 64 threads; the program started more".to_string(),
            )
        })
    }

    /// The search: on-the-fly components from each initial product state.
    pub(super) fn scc(&mut self, initial: Vec<Node>) -> Result<SearchEnd, Halt> {
        let mut depth_limited = None;
        // Numbers handed out so far; a state's number is never 0.
        let mut count: u32 = 0;
        // Numbers of states whose component is open, increasing.
        let mut live = Open::default();
        let mut roots: Vec<Root> = Vec::new();
        for root in initial {
            if self.store.get(root.prog.pkey, root.q).is_some() {
                continue;
            }
            count += 1;
            self.store.insert(root.prog.pkey, root.q, count);
            self.dfs.stats.states += 1;
            live.push(count);
            roots.push(Root {
                number: count,
                accepting: self.accepting(&root),
                served: self.served_or_stop(&root.prog)?,
                entry: 0,
            });
            let mut stack: Vec<Node> = vec![root];
            let mut numbers: Vec<u32> = vec![count];
            while !stack.is_empty() {
                let depth = stack.len();
                if let Some(l) = self.limit(depth) {
                    if !l.starts_with("max depth") {
                        return Ok(SearchEnd::Limit(l));
                    }
                }
                let top = stack.last_mut().expect("top");
                let next = match self.next_successor(top) {
                    Ok(n) => n,
                    Err(Halt::Safety(v, c)) => {
                        let mut trace = self.steps_of(stack.iter());
                        if let Some(c) = c {
                            trace.push(self.ex.step_for(c));
                        }
                        return Ok(SearchEnd::Safety(*v, trace));
                    }
                    Err(e) => return Err(e),
                };
                let Some(child) = next else {
                    // Backtrack: a root closes its component.
                    let n = numbers.pop().expect("number");
                    if roots.last().is_some_and(|r| r.number == n) {
                        roots.pop();
                        live.close_from(n);
                    }
                    stack.pop();
                    continue;
                };
                if let Some(m) = self.store.get(child.prog.pkey, child.q) {
                    self.dfs.stats.revisited += 1;
                    if !live.is_open(m) {
                        continue;
                    }
                    // A cycle: merge every component above the one of `m`.
                    let mut accepting = false;
                    let mut served = self.edge_served(&child);
                    while roots.last().expect("root").number > m {
                        let r = roots.pop().expect("root");
                        accepting |= r.accepting;
                        served |= r.served | r.entry;
                    }
                    let top = roots.last_mut().expect("root");
                    top.accepting |= accepting;
                    top.served |= served;
                    if top.accepting && top.served == u64::MAX {
                        let r = top.number;
                        return self.counterexample(&stack, &numbers, r, &live);
                    }
                    continue;
                }
                if child.q == SINK && self.store.has_program(child.prog.pkey) {
                    // The sink accepts nothing; it is there only so that
                    // every program state is visited for the safety
                    // properties, and this one already was, with all it
                    // reaches.
                    self.dfs.stats.revisited += 1;
                    continue;
                }
                if self.options.deadlock && child.prog.deadlocked {
                    let state = self.ex.vm.state.clone();
                    self.ex.vm.state = child.prog.state.clone();
                    let v = Violation::deadlock(self.ex.vm.describe_threads());
                    self.ex.vm.state = state;
                    let mut trace = self.steps_of(stack.iter());
                    trace.extend(self.steps_of(std::iter::once(&child)));
                    return Ok(SearchEnd::Safety(v, trace));
                }
                if let Some(d) = self.dfs_max_depth() {
                    if depth > d {
                        depth_limited = Some(format!("max depth ({d})"));
                        continue;
                    }
                }
                count = count.checked_add(1).ok_or_else(|| {
                    Halt::Stopped("more than 4294967295 product states".to_string())
                })?;
                self.store.insert(child.prog.pkey, child.q, count);
                self.dfs.stats.states += 1;
                self.dfs.stats.max_depth = self.dfs.stats.max_depth.max(depth + 1);
                live.push(count);
                roots.push(Root {
                    number: count,
                    accepting: self.accepting(&child),
                    served: self.served_or_stop(&child.prog)?,
                    entry: self.edge_served(&child),
                });
                numbers.push(count);
                stack.push(child);
            }
        }
        Ok(SearchEnd::Complete(depth_limited))
    }

    /// The lasso through the accepting component whose root has number
    /// `r`: the stem is the depth-first path to the root, the cycle goes
    /// from the root through what the component must show and back.
    fn counterexample(
        &mut self,
        stack: &[Node],
        numbers: &[u32],
        r: u32,
        live: &Open,
    ) -> Result<SearchEnd, Halt> {
        let hit = numbers.iter().position(|&n| n == r).expect("root on path");
        let start = stack[hit].fresh();
        let mut need_accepting = !self.accepting(&start);
        let mut need = !self.served_or_stop(&start.prog)?;
        let mut cycle: Vec<Node> = Vec::new();
        while need_accepting || need != 0 {
            let from = cycle.last().unwrap_or(&start).fresh();
            let (na, nd) = (need_accepting, need);
            let path = self.path_inside(&from, r, live, |p, child| {
                (na && p.accepting(child))
                    || (nd & p.edge_served(child)) != 0
                    || p.state_served(&child.prog).is_some_and(|s| nd & s != 0)
            })?;
            for n in &path {
                need &= !self.edge_served(n);
                need &= !self.served_or_stop(&n.prog)?;
                need_accepting &= !self.accepting(n);
            }
            cycle.extend(path);
        }
        let from = cycle.last().unwrap_or(&start).fresh();
        let key = start.key;
        let back = self.path_inside(&from, r, live, |_, child| child.key == key)?;
        cycle.extend(back);
        let back = cycle.pop().expect("a cycle has a step");
        let lasso = Lasso {
            hit,
            inner: cycle,
            back,
        };
        Ok(self.lasso(&stack[..=hit], lasso))
    }

    /// A shortest path (the nodes after `from`) from `from` to a successor
    /// `goal` accepts (given the product and the node), through states of
    /// the open component numbered from `r` only.
    fn path_inside(
        &mut self,
        from: &Node,
        r: u32,
        live: &Open,
        goal: impl Fn(&Self, &Node) -> bool,
    ) -> Result<Vec<Node>, Halt> {
        let inside = |p: &Self, n: &Node| {
            p.store
                .get(n.prog.pkey, n.q)
                .is_some_and(|m| m >= r && live.is_open(m))
        };
        // Breadth-first: the nodes reached, each with its parent's index.
        let mut reached: Vec<(Node, usize)> = vec![(from.fresh(), usize::MAX)];
        let mut visited: FxHashSet<u128> = FxHashSet::default();
        visited.insert(from.key);
        let mut at = 0;
        while at < reached.len() {
            let mut n = reached[at].0.fresh();
            while let Some(child) = self.next_successor(&mut n)? {
                if !inside(self, &child) {
                    continue;
                }
                if goal(self, &child) {
                    let mut path = vec![child];
                    let mut i = at;
                    while i != 0 {
                        let (node, parent) = &reached[i];
                        path.push(node.fresh());
                        i = *parent;
                    }
                    path.reverse();
                    return Ok(path);
                }
                if visited.insert(child.key) {
                    reached.push((child, at));
                }
            }
            at += 1;
        }
        Err(Halt::Error(wayfinder_vm::VmError::internal(
            "an accepting component's cycle could not be rebuilt",
        )))
    }
}
