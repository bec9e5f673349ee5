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
//! A product state's store entry keeps its depth-first number; which
//! numbers belong to closed components is kept as a short list of
//! intervals (see `Open`), so that a closed component's states need no
//! second visit and no per-state list. When a component is found accepting, the counterexample
//! is built by breadth-first searches inside it (re-running its
//! transitions): from its root, through an accepting state and a step or a
//! disabled state of every thread it must serve, back to the root.

use fxhash::FxHashSet;

use super::ndfs::{Halt, Lasso, Node, Product, ProgramState, SearchEnd, SINK};
use super::StateMode;
use crate::explorer::Choice;

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

/// Which states' components closed: the numbers handed out, as sorted
/// disjoint intervals. When the component of root `n` closes, every number
/// from `n` on is closed (a state numbered after `n` and still open is in
/// that component), so the set stays a short list of intervals, separated
/// only by states still open: no per-state entry.
#[derive(Default)]
struct Open {
    closed: Vec<(u32, u32)>,
}

impl Open {
    /// The component whose root has number `n` closed; `last` is the
    /// highest number handed out.
    fn close_from(&mut self, n: u32, last: u32) {
        while self.closed.last().is_some_and(|&(a, _)| a >= n) {
            self.closed.pop();
        }
        match self.closed.last_mut() {
            Some((_, b)) if *b + 1 >= n => *b = last,
            _ => self.closed.push((n, last)),
        }
    }

    fn is_open(&self, m: u32) -> bool {
        let i = self.closed.partition_point(|&(a, _)| a <= m);
        i == 0 || self.closed[i - 1].1 < m
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
        // Which components closed.
        let mut live = Open::default();
        let mut roots: Vec<Root> = Vec::new();
        for root in initial {
            if self.store.get(root.prog.pkey, root.q).is_some() {
                continue;
            }
            count += 1;
            self.store.insert(root.prog.pkey, root.q, count);
            self.dfs.stats.states += 1;
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
                let next = match self.advance(&mut stack)? {
                    Ok(n) => n,
                    Err(end) => return Ok(end),
                };
                let Some(child) = next else {
                    // Backtrack: a root closes its component.
                    let n = numbers.pop().expect("number");
                    if roots.last().is_some_and(|r| r.number == n) {
                        roots.pop();
                        live.close_from(n, count);
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
                        // Under `--abstract`, lassos until one is real or
                        // every accepting state of the component is spent.
                        loop {
                            let before = self.ex.spurious.len();
                            if let Some(end) = self.counterexample(&stack, &numbers, r, &live)? {
                                return Ok(end);
                            }
                            if self.ex.spurious.len() == before {
                                break;
                            }
                        }
                        // Only spurious lassos: the component is tried
                        // again once it takes in one with an accepting
                        // state.
                        roots.last_mut().expect("root").accepting = false;
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
                if let Some(end) = self.deadlock_end(&stack, &child) {
                    return Ok(end);
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
    /// The cycle's accepting state is one not `spent` (on the cycle of a
    /// spurious lasso). `Ok(None)` when the lasso is spurious (its
    /// accepting states are then spent; `judge_lasso`) or every accepting
    /// state of the component is spent: the search goes on.
    fn counterexample(
        &mut self,
        stack: &[Node],
        numbers: &[u32],
        r: u32,
        live: &Open,
    ) -> Result<Option<SearchEnd>, Halt> {
        let hit = numbers.iter().position(|&n| n == r).expect("root on path");
        let start = stack[hit].fresh();
        let fresh_accepting = |p: &Self, n: &Node| p.accepting(n) && !p.spent.contains(&n.key);
        let mut need_accepting = !fresh_accepting(self, &start);
        let mut need = !self.served_or_stop(&start.prog)?;
        let mut cycle: Vec<Node> = Vec::new();
        while need_accepting || need != 0 {
            let from = cycle.last().unwrap_or(&start).fresh();
            let (na, nd) = (need_accepting, need);
            let path = self.path_inside(&from, r, live, |p, child| {
                (na && fresh_accepting(p, child))
                    || (nd & p.edge_served(child)) != 0
                    || p.state_served(&child.prog).is_some_and(|s| nd & s != 0)
            })?;
            let Some(path) = path else {
                if !self.spent.is_empty() {
                    // Left out: the accepting states of spurious lassos.
                    return Ok(None);
                }
                return self.not_rebuilt().map(Some);
            };
            for n in &path {
                need &= !self.edge_served(n);
                need &= !self.served_or_stop(&n.prog)?;
                need_accepting &= !fresh_accepting(self, n);
            }
            cycle.extend(path);
        }
        let from = cycle.last().unwrap_or(&start).fresh();
        let key = start.key;
        let Some(back) = self.path_inside(&from, r, live, |_, child| child.key == key)? else {
            return self.not_rebuilt().map(Some);
        };
        cycle.extend(back);
        let spent: Vec<u128> = std::iter::once(&start)
            .chain(cycle.iter())
            .filter(|n| self.accepting(n))
            .map(|n| n.key)
            .collect();
        let back = cycle.pop().expect("a cycle has a step");
        let lasso = Lasso {
            hit,
            inner: cycle,
            back,
        };
        let end = self.lasso(&stack[..=hit], lasso)?;
        let judged = self.judge_lasso(end)?;
        if judged.is_none() {
            self.spent.extend(spent);
        }
        Ok(judged)
    }

    /// How the search ends when the cycle through an accepting component
    /// cannot be rebuilt. On the full state that is a bug of the search.
    /// Under `--ltl-state hash` or `projection` one product state stands
    /// for every program state with its key, and each keeps the
    /// successors and enabled threads of the first one reached: the steps
    /// and the fairness the component showed in the depth-first search may
    /// belong to program states the breadth-first rebuild does not pass
    /// through. The component is then no counterexample of the program's,
    /// and the search, which stops at its first one, is inconclusive.
    fn not_rebuilt(&self) -> Result<SearchEnd, Halt> {
        if self.options.state_mode == StateMode::Full {
            return Err(Halt::Error(wayfinder_vm::VmError::internal(
                "an accepting component's cycle could not be rebuilt",
            )));
        }
        Ok(SearchEnd::Limit(format!(
            "an accepting component found on the {} model has no cycle through the program's \
             own states (it merges different program states): no counterexample of the program",
            self.options.state_mode.name()
        )))
    }

    /// A shortest path (the nodes after `from`) from `from` to a successor
    /// `goal` accepts (given the product and the node), through states of
    /// the open component numbered from `r` only; `None` when there is
    /// none.
    fn path_inside(
        &mut self,
        from: &Node,
        r: u32,
        live: &Open,
        goal: impl Fn(&Self, &Node) -> bool,
    ) -> Result<Option<Vec<Node>>, Halt> {
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
                    return Ok(Some(path));
                }
                if visited.insert(child.key) {
                    reached.push((child, at));
                }
            }
            at += 1;
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_numbers_are_intervals() {
        let mut o = Open::default();
        assert!(o.is_open(1));
        // 1..=5 handed out; the component of root 4 closes (4, 5).
        o.close_from(4, 5);
        assert!(o.is_open(3) && !o.is_open(4) && !o.is_open(5));
        // 6..=8 handed out; root 7 closes (7, 8), then root 2 (2, 3, 6).
        o.close_from(7, 8);
        assert!(o.is_open(6) && !o.is_open(8));
        o.close_from(2, 8);
        assert_eq!(o.closed, vec![(2, 8)]);
        assert!(o.is_open(1) && !o.is_open(2) && !o.is_open(6));
        // Adjacent intervals merge.
        o.close_from(9, 9);
        assert_eq!(o.closed, vec![(2, 9)]);
    }
}
