//! LTL → Büchi translation.
//!
//! The route:
//! 1. the formula is rewritten into negation normal form over
//!    `true false p !p && || U V <> []`, hash-consed, with simplifications
//!    applied as nodes are built (constant folding, idempotence,
//!    `[][]a = []a`, `<>[]<>a = []<>a`, `a U <>b = <>b`, `[]a && []b =
//!    [](a && b)`, ...);
//! 2. a tableau in the style of Gerth, Peled, Vardi and Wolper, with
//!    transition-based acceptance (as in LTL2BA and Couvreur's translation):
//!    a state is a set of formulas that must hold from the next letter on;
//!    each formula expands into disjunctive terms "literals now, formulas
//!    next", a state's out-edges are the products of its formulas'
//!    expansions, and dominated terms are dropped (weaker guard, fewer
//!    obligations, more acceptance). An `a U b` (or `<>b`) gives one
//!    acceptance set: the edges where it is not pending afterwards or where
//!    `b` was chosen to hold now;
//! 3. the generalized automaton is reduced by bisimulation, then made
//!    state-based by a counter over the acceptance sets (degeneralisation);
//! 4. the Büchi automaton is reduced, in rounds until nothing changes:
//!    unreachable states and states that cannot reach an accepting cycle
//!    go, states on no cycle lose their acceptance, each state's guards
//!    towards one target are merged and subsumed ones dropped, bisimilar
//!    states are merged, states that simulate each other (direct
//!    simulation) are merged, and edges to a state that another edge's
//!    target simulates are dropped (the "little brothers" of Somenzi and
//!    Bloem, and of Etessami and Holzmann);
//! 5. for a top-level disjunction, steps 2-4 also run with one initial
//!    state per disjunct, and the smaller automaton is kept.

use std::collections::HashMap;

use crate::Formula;

/// A Büchi automaton with state-based acceptance whose accepted infinite
/// words over `2^atoms` are exactly the models of the translated formula.
///
/// Labels are on edges and read the letter of the position *entered*: a
/// run starts in an initial state before any letter is read, and its `i`-th
/// edge (from 0) must have a guard that holds on letter `i`. In a product
/// with a program, the first edge out of an initial automaton state reads
/// the initial program state `s0`, and each later edge reads the program
/// state that the transition taken alongside it reaches. A run is accepting
/// if it visits an accepting state infinitely often.
///
/// The automaton of an unsatisfiable formula has no states at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Buchi {
    /// The initial states: none for an unsatisfiable formula, several when
    /// a top-level disjunction starts in one state per disjunct.
    pub initial: Vec<usize>,
    /// `accepting[s]`: whether state `s` accepts.
    pub accepting: Vec<bool>,
    /// `edges[s]`: the out-edges of state `s`.
    pub edges: Vec<Vec<Edge>>,
}

impl Buchi {
    /// The number of states.
    pub fn states(&self) -> usize {
        self.accepting.len()
    }

    /// The number of edges over all states.
    pub fn edge_count(&self) -> usize {
        self.edges.iter().map(Vec::len).sum()
    }
}

/// An edge: `to` may be entered when `guard` holds on the letter read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub to: usize,
    pub guard: Guard,
}

/// A conjunction of literals: atoms in `pos` must hold, atoms in `neg`
/// must not (bit `i` = atom `i`; at most 64 atoms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Guard {
    pub pos: u64,
    pub neg: u64,
}

impl Guard {
    /// The guard that every letter satisfies.
    pub const TRUE: Guard = Guard { pos: 0, neg: 0 };

    /// Whether the letter `valuation` (bit `i` set = atom `i` holds)
    /// satisfies the guard.
    pub fn holds(&self, valuation: u64) -> bool {
        valuation & self.pos == self.pos && valuation & self.neg == 0
    }

    /// Whether some letter agreeing with `valuation` on the atoms not in
    /// `unknown` satisfies the guard (a three-valued letter, where the
    /// atoms in `unknown` may be either; their bits in `valuation` are
    /// ignored).
    pub fn may_hold(&self, valuation: u64, unknown: u64) -> bool {
        (valuation | unknown) & self.pos == self.pos && valuation & !unknown & self.neg == 0
    }

    /// Whether every letter satisfying `other` satisfies `self`.
    fn implied_by(&self, other: &Guard) -> bool {
        self.pos & !other.pos == 0 && self.neg & !other.neg == 0
    }
}

/// Translates `f` into a Büchi automaton accepting exactly its models. The
/// caller negates (`Formula::Not`) to get the automaton of violations.
///
/// # Panics
/// If `f` names an atom numbered 64 or more ([`crate::parse`] never
/// produces one).
pub fn translate(f: &Formula) -> Buchi {
    let mut arena = Arena::new();
    let root = arena.nnf(f, false);
    let conjuncts = |arena: &Arena, id: Id| {
        let mut set = Vec::new();
        arena.conjuncts(id, &mut set);
        set.sort_unstable();
        set.dedup();
        set
    };
    let automaton = |arena: &mut Arena, initial_sets: Vec<Vec<Id>>| {
        let mut ba = Tgba::build(arena, initial_sets).quotient().degeneralize();
        ba.reduce();
        ba
    };
    if root == FALSE {
        return Buchi::default();
    }
    // One initial state for the whole formula, or (a top-level disjunction)
    // one per disjunct, which can spare a state that only chooses among
    // them: whichever is smaller.
    let whole_set = conjuncts(&arena, root);
    let whole = automaton(&mut arena, vec![whole_set]);
    let mut disjuncts = Vec::new();
    arena.disjuncts(root, &mut disjuncts);
    if disjuncts.len() < 2 {
        return whole;
    }
    let sets = disjuncts.iter().map(|&d| conjuncts(&arena, d)).collect();
    let split = automaton(&mut arena, sets);
    if (split.states(), split.edge_count()) < (whole.states(), whole.edge_count()) {
        split
    } else {
        whole
    }
}

// ---------------------------------------------------------------------------
// Negation normal form, hash-consed.

type Id = u32;

const TRUE: Id = 0;
const FALSE: Id = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    True,
    False,
    /// Atom number and polarity (`true` = the atom holds).
    Lit(u8, bool),
    And(Id, Id),
    Or(Id, Id),
    Until(Id, Id),
    Release(Id, Id),
    Eventually(Id),
    Always(Id),
}

struct Arena {
    nodes: Vec<Node>,
    ids: HashMap<Node, Id>,
    expansions: HashMap<Id, Vec<Term>>,
}

impl Arena {
    fn new() -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            ids: HashMap::new(),
            expansions: HashMap::new(),
        };
        assert_eq!(arena.intern(Node::True), TRUE);
        assert_eq!(arena.intern(Node::False), FALSE);
        arena
    }

    fn intern(&mut self, node: Node) -> Id {
        if let Some(&id) = self.ids.get(&node) {
            return id;
        }
        let id = self.nodes.len() as Id;
        self.nodes.push(node);
        self.ids.insert(node, id);
        id
    }

    fn node(&self, id: Id) -> Node {
        self.nodes[id as usize]
    }

    /// `f` (or `!f` when `negate`) in negation normal form.
    fn nnf(&mut self, f: &Formula, negate: bool) -> Id {
        match (f, negate) {
            (Formula::True, false) | (Formula::False, true) => TRUE,
            (Formula::True, true) | (Formula::False, false) => FALSE,
            (Formula::Atom(i), _) => {
                assert!(*i < 64, "atom {i}: at most 64 atoms are supported");
                self.intern(Node::Lit(*i as u8, !negate))
            }
            (Formula::Not(a), _) => self.nnf(a, !negate),
            (Formula::And(a, b), false) | (Formula::Or(a, b), true) => {
                let (a, b) = (self.nnf(a, negate), self.nnf(b, negate));
                self.and(a, b)
            }
            (Formula::Or(a, b), false) | (Formula::And(a, b), true) => {
                let (a, b) = (self.nnf(a, negate), self.nnf(b, negate));
                self.or(a, b)
            }
            (Formula::Implies(a, b), false) => {
                let (a, b) = (self.nnf(a, true), self.nnf(b, false));
                self.or(a, b)
            }
            (Formula::Implies(a, b), true) => {
                let (a, b) = (self.nnf(a, false), self.nnf(b, true));
                self.and(a, b)
            }
            (Formula::Iff(a, b), _) => {
                // a <-> b = (a && b) || (!a && !b); !(a <-> b) = (a && !b) || (!a && b).
                let (pa, na) = (self.nnf(a, false), self.nnf(a, true));
                let (pb, nb) = (self.nnf(b, false), self.nnf(b, true));
                let (first, second) = if negate {
                    (self.and(pa, nb), self.and(na, pb))
                } else {
                    (self.and(pa, pb), self.and(na, nb))
                };
                self.or(first, second)
            }
            (Formula::Always(a), false) | (Formula::Eventually(a), true) => {
                let a = self.nnf(a, negate);
                self.always(a)
            }
            (Formula::Eventually(a), false) | (Formula::Always(a), true) => {
                let a = self.nnf(a, negate);
                self.eventually(a)
            }
            (Formula::Until(a, b), false) | (Formula::Release(a, b), true) => {
                let (a, b) = (self.nnf(a, negate), self.nnf(b, negate));
                self.until(a, b)
            }
            (Formula::Release(a, b), false) | (Formula::Until(a, b), true) => {
                let (a, b) = (self.nnf(a, negate), self.nnf(b, negate));
                self.release(a, b)
            }
            (Formula::WeakUntil(a, b), false) => {
                // a W b = b V (a || b)
                let (a, b) = (self.nnf(a, false), self.nnf(b, false));
                let either = self.or(a, b);
                self.release(b, either)
            }
            (Formula::WeakUntil(a, b), true) => {
                // !(a W b) = !b U (!a && !b)
                let (a, b) = (self.nnf(a, true), self.nnf(b, true));
                let neither = self.and(a, b);
                self.until(b, neither)
            }
        }
    }

    fn and(&mut self, a: Id, b: Id) -> Id {
        if a == FALSE || b == FALSE {
            return FALSE;
        }
        if a == TRUE || a == b {
            return b;
        }
        if b == TRUE {
            return a;
        }
        match (self.node(a), self.node(b)) {
            (Node::Lit(x, p), Node::Lit(y, q)) if x == y && p != q => return FALSE,
            // []a && []b = [](a && b)
            (Node::Always(x), Node::Always(y)) => {
                let inner = self.and(x, y);
                return self.always(inner);
            }
            _ => {}
        }
        let (a, b) = (a.min(b), a.max(b));
        self.intern(Node::And(a, b))
    }

    fn or(&mut self, a: Id, b: Id) -> Id {
        if a == TRUE || b == TRUE {
            return TRUE;
        }
        if a == FALSE || a == b {
            return b;
        }
        if b == FALSE {
            return a;
        }
        match (self.node(a), self.node(b)) {
            (Node::Lit(x, p), Node::Lit(y, q)) if x == y && p != q => return TRUE,
            // <>a || <>b = <>(a || b)
            (Node::Eventually(x), Node::Eventually(y)) => {
                let inner = self.or(x, y);
                return self.eventually(inner);
            }
            _ => {}
        }
        let (a, b) = (a.min(b), a.max(b));
        self.intern(Node::Or(a, b))
    }

    fn until(&mut self, a: Id, b: Id) -> Id {
        if b == TRUE || b == FALSE || a == FALSE || a == b {
            return b;
        }
        if a == TRUE {
            return self.eventually(b);
        }
        if let Node::Eventually(_) = self.node(b) {
            // a U <>b = <>b
            return b;
        }
        self.intern(Node::Until(a, b))
    }

    fn release(&mut self, a: Id, b: Id) -> Id {
        if b == TRUE || b == FALSE || a == TRUE || a == b {
            return b;
        }
        if a == FALSE {
            return self.always(b);
        }
        if let Node::Always(_) = self.node(b) {
            // a V []b = []b
            return b;
        }
        self.intern(Node::Release(a, b))
    }

    fn eventually(&mut self, a: Id) -> Id {
        match self.node(a) {
            Node::True | Node::False | Node::Eventually(_) => a,
            // <>(a U b) = <>b
            Node::Until(_, b) => self.eventually(b),
            // <>[]<>a = []<>a
            Node::Always(inner) if matches!(self.node(inner), Node::Eventually(_)) => a,
            _ => self.intern(Node::Eventually(a)),
        }
    }

    fn always(&mut self, a: Id) -> Id {
        match self.node(a) {
            Node::True | Node::False | Node::Always(_) => a,
            // [](a V b) = []b
            Node::Release(_, b) => self.always(b),
            // []<>[]a = <>[]a
            Node::Eventually(inner) if matches!(self.node(inner), Node::Always(_)) => a,
            _ => self.intern(Node::Always(a)),
        }
    }

    /// Whether `id` is an eventuality that gives an acceptance set.
    fn is_until(&self, id: Id) -> bool {
        matches!(self.node(id), Node::Until(..) | Node::Eventually(_))
    }

    /// The disjuncts of `id`.
    fn disjuncts(&self, id: Id, out: &mut Vec<Id>) {
        match self.node(id) {
            Node::Or(a, b) => {
                self.disjuncts(a, out);
                self.disjuncts(b, out);
            }
            _ => out.push(id),
        }
    }

    /// The conjuncts of `id` (without `true`).
    fn conjuncts(&self, id: Id, out: &mut Vec<Id>) {
        match self.node(id) {
            Node::True => {}
            Node::And(a, b) => {
                self.conjuncts(a, out);
                self.conjuncts(b, out);
            }
            _ => out.push(id),
        }
    }

    /// The disjunctive terms of `id`: the ways it can hold, each "these
    /// literals now and these formulas from the next letter on".
    fn expand(&mut self, id: Id) -> Vec<Term> {
        if let Some(terms) = self.expansions.get(&id) {
            return terms.clone();
        }
        let terms = match self.node(id) {
            Node::True => vec![Term::TRUE],
            Node::False => vec![],
            Node::Lit(atom, holds) => {
                let bit = 1u64 << atom;
                let mut term = Term::TRUE;
                if holds {
                    term.pos = bit;
                } else {
                    term.neg = bit;
                }
                vec![term]
            }
            Node::And(a, b) => {
                let (a, b) = (self.expand(a), self.expand(b));
                product(&a, &b)
            }
            Node::Or(a, b) => {
                let mut terms = self.expand(a);
                terms.extend(self.expand(b));
                prune(terms)
            }
            Node::Until(a, b) => {
                // a U b = b || (a && X(a U b)); the first way fulfils it.
                let mut terms = fulfilled(self.expand(b), id);
                let later = product(&self.expand(a), &[Term::next(id)]);
                terms.extend(later);
                prune(terms)
            }
            Node::Eventually(b) => {
                let mut terms = fulfilled(self.expand(b), id);
                terms.push(Term::next(id));
                prune(terms)
            }
            Node::Release(a, b) => {
                // a V b = (a && b) || (b && X(a V b))
                let eb = self.expand(b);
                let mut terms = product(&self.expand(a), &eb);
                terms.extend(product(&eb, &[Term::next(id)]));
                prune(terms)
            }
            Node::Always(a) => product(&self.expand(a), &[Term::next(id)]),
        };
        self.expansions.insert(id, terms.clone());
        terms
    }
}

/// One way for a set of formulas to hold: literals on the current letter,
/// formulas from the next letter on, and the eventualities fulfilled now.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Term {
    pos: u64,
    neg: u64,
    /// Sorted, distinct.
    next: Vec<Id>,
    /// Sorted, distinct.
    fulfilled: Vec<Id>,
}

impl Term {
    const TRUE: Term = Term {
        pos: 0,
        neg: 0,
        next: Vec::new(),
        fulfilled: Vec::new(),
    };

    fn next(id: Id) -> Term {
        Term {
            next: vec![id],
            ..Term::TRUE
        }
    }

    /// Whether `self` makes `other` redundant: a weaker guard, fewer
    /// obligations and at least the same eventualities fulfilled.
    fn dominates(&self, other: &Term) -> bool {
        self.pos & !other.pos == 0
            && self.neg & !other.neg == 0
            && is_subset(&self.next, &other.next)
            && is_subset(&other.fulfilled, &self.fulfilled)
    }
}

fn fulfilled(mut terms: Vec<Term>, id: Id) -> Vec<Term> {
    for term in &mut terms {
        term.fulfilled = union(&term.fulfilled, &[id]);
    }
    terms
}

fn union(a: &[Id], b: &[Id]) -> Vec<Id> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// Whether sorted `a` is a subset of sorted `b`.
fn is_subset<T: Ord>(a: &[T], b: &[T]) -> bool {
    let mut j = 0;
    for x in a {
        while j < b.len() && b[j] < *x {
            j += 1;
        }
        if j == b.len() || b[j] != *x {
            return false;
        }
        j += 1;
    }
    true
}

/// The consistent conjunctions of a term of `a` with a term of `b`.
fn product(a: &[Term], b: &[Term]) -> Vec<Term> {
    let mut out = Vec::new();
    for x in a {
        for y in b {
            let (pos, neg) = (x.pos | y.pos, x.neg | y.neg);
            if pos & neg != 0 {
                continue;
            }
            out.push(Term {
                pos,
                neg,
                next: union(&x.next, &y.next),
                fulfilled: union(&x.fulfilled, &y.fulfilled),
            });
        }
    }
    prune(out)
}

/// Drops duplicate and dominated terms, keeping the order of the rest.
fn prune(terms: Vec<Term>) -> Vec<Term> {
    let mut kept: Vec<Term> = Vec::with_capacity(terms.len());
    for term in terms {
        if kept.iter().any(|k| k.dominates(&term)) {
            continue;
        }
        kept.retain(|k| !term.dominates(k));
        kept.push(term);
    }
    kept
}

// ---------------------------------------------------------------------------
// Transition-based generalized Büchi automaton.

/// An edge of the generalized automaton: `acc` lists (sorted) the
/// acceptance sets it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct TEdge {
    guard: Guard,
    acc: Vec<u32>,
    to: usize,
}

struct Tgba {
    initial: Vec<usize>,
    edges: Vec<Vec<TEdge>>,
    /// The number of acceptance sets.
    sets: u32,
}

impl Tgba {
    /// The generalized automaton whose initial states are the given sets of
    /// formulas (each a conjunction, sorted).
    fn build(arena: &mut Arena, initial_sets: Vec<Vec<Id>>) -> Tgba {
        let mut index: HashMap<Vec<Id>, usize> = HashMap::new();
        let mut sets: Vec<Vec<Id>> = Vec::new();
        let mut initial = Vec::new();
        for set in initial_sets {
            let id = *index.entry(set.clone()).or_insert_with(|| {
                sets.push(set);
                sets.len() - 1
            });
            initial.push(id);
        }
        let mut terms_of: Vec<Vec<(Term, usize)>> = Vec::new();
        let mut s = 0;
        while s < sets.len() {
            let mut terms = vec![Term::TRUE];
            for &f in &sets[s].clone() {
                let expansion = arena.expand(f);
                terms = product(&terms, &expansion);
            }
            let mut out = Vec::with_capacity(terms.len());
            for term in terms {
                let target = match index.get(&term.next) {
                    Some(&t) => t,
                    None => {
                        sets.push(term.next.clone());
                        index.insert(term.next.clone(), sets.len() - 1);
                        sets.len() - 1
                    }
                };
                out.push((term, target));
            }
            terms_of.push(out);
            s += 1;
        }

        // One acceptance set per eventuality that is ever pending.
        let mut untils: Vec<Id> = sets
            .iter()
            .flatten()
            .copied()
            .filter(|&f| arena.is_until(f))
            .collect();
        untils.sort_unstable();
        untils.dedup();
        let edges = terms_of
            .into_iter()
            .map(|terms| {
                let mut edges: Vec<TEdge> = terms
                    .into_iter()
                    .map(|(term, to)| TEdge {
                        guard: Guard {
                            pos: term.pos,
                            neg: term.neg,
                        },
                        acc: (0..untils.len() as u32)
                            .filter(|&k| {
                                let u = untils[k as usize];
                                term.next.binary_search(&u).is_err()
                                    || term.fulfilled.binary_search(&u).is_ok()
                            })
                            .collect(),
                        to,
                    })
                    .collect();
                edges.sort();
                edges.dedup();
                edges
            })
            .collect();
        Tgba {
            initial,
            edges,
            sets: untils.len() as u32,
        }
    }

    /// Merges bisimilar states (same guards and acceptance sets towards
    /// equivalent states) and drops edges another edge to the same state
    /// dominates (weaker guard, at least the same acceptance sets).
    fn quotient(self) -> Tgba {
        let class = refine(self.edges.len(), vec![0; self.edges.len()], |s, class| {
            let mut sig: Vec<(Guard, Vec<u32>, usize)> = self.edges[s]
                .iter()
                .map(|e| (e.guard, e.acc.clone(), class[e.to]))
                .collect();
            sig.sort();
            sig.dedup();
            sig
        });
        let count = class.iter().max().map_or(0, |m| m + 1);
        let mut edges: Vec<Option<Vec<TEdge>>> = vec![None; count];
        for (s, out) in self.edges.iter().enumerate() {
            if edges[class[s]].is_some() {
                continue;
            }
            let mut mapped: Vec<TEdge> = out
                .iter()
                .map(|e| TEdge {
                    guard: e.guard,
                    acc: e.acc.clone(),
                    to: class[e.to],
                })
                .collect();
            mapped.sort();
            mapped.dedup();
            let kept: Vec<TEdge> = mapped
                .iter()
                .filter(|e| {
                    !mapped.iter().any(|d| {
                        d != *e
                            && d.to == e.to
                            && d.guard.implied_by(&e.guard)
                            && is_subset(&e.acc, &d.acc)
                    })
                })
                .cloned()
                .collect();
            edges[class[s]] = Some(kept);
        }
        Tgba {
            initial: self.initial.iter().map(|&q| class[q]).collect(),
            edges: edges.into_iter().map(Option::unwrap_or_default).collect(),
            sets: self.sets,
        }
    }

    /// A state-based automaton: a state is (generalized state, level), the
    /// level counting the acceptance sets seen in order in this round; the
    /// states at level `sets` (a round completed) accept.
    ///
    /// Only the strongly connected component a run ends in decides its
    /// acceptance, so the level is reset on every edge between components
    /// (to `sets` when entering a component that can accept, which then
    /// starts a round at once, to 0 otherwise), and it stays 0, never
    /// accepting, inside a component whose internal edges miss some set.
    /// This keeps one copy of most states.
    fn degeneralize(&self) -> Ba {
        let k = self.sets;
        let n = self.edges.len();
        let scc = sccs(n, |s| self.edges[s].iter().map(|e| e.to).collect());
        let mut internal_sets: Vec<Option<Vec<u32>>> = vec![None; n];
        for (s, out) in self.edges.iter().enumerate() {
            for e in out.iter().filter(|e| scc[e.to] == scc[s]) {
                let seen = internal_sets[scc[s]].get_or_insert_with(Vec::new);
                *seen = union(seen, &e.acc);
            }
        }
        let can_accept: Vec<bool> = (0..n)
            .map(|s| {
                internal_sets[scc[s]]
                    .as_ref()
                    .is_some_and(|sets| sets.len() == k as usize)
            })
            .collect();
        let entry_level = |q: usize| if can_accept[q] { k } else { 0 };

        let mut index: HashMap<(usize, u32), usize> = HashMap::new();
        let mut states = Vec::new();
        let mut ba = Ba::default();
        for &q in &self.initial {
            let key = (q, entry_level(q));
            let id = *index.entry(key).or_insert_with(|| {
                states.push(key);
                states.len() - 1
            });
            ba.initial.push(id);
        }
        let mut s = 0;
        while s < states.len() {
            let (q, level) = states[s];
            let mut out = Vec::new();
            for e in &self.edges[q] {
                let next = if scc[e.to] != scc[q] {
                    entry_level(e.to)
                } else if !can_accept[q] {
                    0
                } else {
                    let mut next = if level == k { 0 } else { level };
                    while next < k && e.acc.binary_search(&next).is_ok() {
                        next += 1;
                    }
                    next
                };
                let to = *index.entry((e.to, next)).or_insert_with(|| {
                    states.push((e.to, next));
                    states.len() - 1
                });
                out.push(Edge { to, guard: e.guard });
            }
            ba.accepting.push(can_accept[q] && level == k);
            ba.edges.push(out);
            s += 1;
        }
        ba
    }
}

/// Coarsest partition refinement: starting from `initial` classes, splits
/// classes by `signature` until stable. Returns each state's class, numbered
/// in order of first appearance.
fn refine<S: Ord + Clone + std::hash::Hash>(
    n: usize,
    initial: Vec<usize>,
    signature: impl Fn(usize, &[usize]) -> S,
) -> Vec<usize> {
    let mut class = initial;
    let mut count = usize::MAX;
    loop {
        let mut ids: HashMap<(usize, S), usize> = HashMap::new();
        let next: Vec<usize> = (0..n)
            .map(|s| {
                let key = (class[s], signature(s, &class));
                let fresh = ids.len();
                *ids.entry(key).or_insert(fresh)
            })
            .collect();
        let new_count = ids.len();
        class = next;
        if new_count == count {
            return class;
        }
        count = new_count;
    }
}

// ---------------------------------------------------------------------------
// Büchi automaton reduction.

type Ba = Buchi;

impl Buchi {
    /// Applies the reductions until the automaton stops shrinking.
    fn reduce(&mut self) {
        loop {
            let before = (self.states(), self.edge_count());
            self.prune();
            self.simplify_guards();
            self.merge_bisimilar();
            self.reduce_by_simulation();
            if (self.states(), self.edge_count()) == before {
                break;
            }
        }
        self.renumber_breadth_first();
    }

    /// Keeps only the states reachable from an initial state that can reach
    /// an accepting cycle; a state on no cycle stops accepting.
    fn prune(&mut self) {
        let n = self.states();
        let reachable = reach(n, &self.initial, |s| {
            self.edges[s].iter().map(|e| e.to).collect()
        });
        let scc = sccs(n, |s| self.edges[s].iter().map(|e| e.to).collect());
        let mut size = vec![0usize; n];
        for &c in &scc {
            size[c] += 1;
        }
        let on_cycle: Vec<bool> = (0..n)
            .map(|s| size[scc[s]] > 1 || self.edges[s].iter().any(|e| e.to == s))
            .collect();
        let mut good_scc = vec![false; n];
        for s in 0..n {
            if reachable[s] && on_cycle[s] && self.accepting[s] {
                good_scc[scc[s]] = true;
            }
        }
        let mut predecessors = vec![Vec::new(); n];
        for s in 0..n {
            for e in &self.edges[s] {
                predecessors[e.to].push(s);
            }
        }
        let seeds: Vec<usize> = (0..n)
            .filter(|&s| reachable[s] && good_scc[scc[s]])
            .collect();
        let live = reach(n, &seeds, |s| predecessors[s].clone());
        let keep: Vec<bool> = (0..n).map(|s| reachable[s] && live[s]).collect();
        for (accepting, &cyclic) in self.accepting.iter_mut().zip(&on_cycle) {
            *accepting &= cyclic;
        }
        self.restrict(&keep);
    }

    /// Keeps the states marked in `keep`, renumbered in order, and the edges
    /// between them.
    fn restrict(&mut self, keep: &[bool]) {
        let mut number = vec![usize::MAX; keep.len()];
        let mut count = 0;
        for (s, &k) in keep.iter().enumerate() {
            if k {
                number[s] = count;
                count += 1;
            }
        }
        let mut edges = Vec::with_capacity(count);
        let mut accepting = Vec::with_capacity(count);
        for s in 0..keep.len() {
            if keep[s] {
                edges.push(
                    self.edges[s]
                        .iter()
                        .filter(|e| keep[e.to])
                        .map(|e| Edge {
                            to: number[e.to],
                            guard: e.guard,
                        })
                        .collect(),
                );
                accepting.push(self.accepting[s]);
            }
        }
        self.initial = self
            .initial
            .iter()
            .filter(|&&s| keep[s])
            .map(|&s| number[s])
            .collect();
        self.initial.sort_unstable();
        self.initial.dedup();
        self.edges = edges;
        self.accepting = accepting;
    }

    /// Per state and target: merges guards `h && p` and `h' && !p` with `h'`
    /// weaker than `h` into `h`, drops guards implied by another, sorts.
    fn simplify_guards(&mut self) {
        for out in &mut self.edges {
            out.sort_by_key(|e| (e.to, e.guard));
            out.dedup();
            let mut simplified = Vec::with_capacity(out.len());
            for group in out.chunk_by(|a, b| a.to == b.to) {
                let mut guards: Vec<Guard> = group.iter().map(|e| e.guard).collect();
                simplify_disjunction(&mut guards);
                simplified.extend(guards.into_iter().map(|guard| Edge {
                    to: group[0].to,
                    guard,
                }));
            }
            *out = simplified;
        }
    }

    /// Merges bisimilar states: same acceptance, and the same guards to
    /// equivalent states.
    fn merge_bisimilar(&mut self) {
        let n = self.states();
        let initial: Vec<usize> = self.accepting.iter().map(|&a| a as usize).collect();
        let class = refine(n, initial, |s, class| {
            let mut sig: Vec<(Guard, usize)> = self.edges[s]
                .iter()
                .map(|e| (e.guard, class[e.to]))
                .collect();
            sig.sort();
            sig.dedup();
            sig
        });
        let count = class.iter().max().map_or(0, |m| m + 1);
        if count == n {
            return;
        }
        let mut edges: Vec<Option<Vec<Edge>>> = vec![None; count];
        let mut accepting = vec![false; count];
        for s in 0..n {
            let c = class[s];
            if edges[c].is_none() {
                edges[c] = Some(
                    self.edges[s]
                        .iter()
                        .map(|e| Edge {
                            to: class[e.to],
                            guard: e.guard,
                        })
                        .collect(),
                );
                accepting[c] = self.accepting[s];
            }
        }
        self.edges = edges.into_iter().map(Option::unwrap_or_default).collect();
        self.accepting = accepting;
        self.initial = self.initial.iter().map(|&s| class[s]).collect();
        self.initial.sort_unstable();
        self.initial.dedup();
        self.simplify_guards();
    }

    /// Direct simulation: `sim[s][t]` when `t` can mimic `s` letter by
    /// letter forever, accepting whenever `s` does, so that `t` accepts
    /// every word `s` accepts. Computed as a greatest fixpoint, with each
    /// edge of `s` matched by one edge of `t` whose guard it implies (a
    /// letter-wise match could relate more pairs; this relates fewer, and
    /// is still a simulation). `None` when the automaton is too large for
    /// this quadratic check to be worth it.
    fn direct_simulation(&self) -> Option<Vec<Vec<bool>>> {
        const MAX_EDGES: usize = 2000;
        if self.edge_count() > MAX_EDGES {
            return None;
        }
        let n = self.states();
        let mut sim: Vec<Vec<bool>> = (0..n)
            .map(|s| {
                (0..n)
                    .map(|t| !self.accepting[s] || self.accepting[t])
                    .collect()
            })
            .collect();
        loop {
            let mut changed = false;
            for s in 0..n {
                for t in 0..n {
                    if s == t || !sim[s][t] {
                        continue;
                    }
                    let mimics = self.edges[s].iter().all(|es| {
                        self.edges[t]
                            .iter()
                            .any(|et| et.guard.implied_by(&es.guard) && sim[es.to][et.to])
                    });
                    if !mimics {
                        sim[s][t] = false;
                        changed = true;
                    }
                }
            }
            if !changed {
                return Some(sim);
            }
        }
    }

    /// Merges states that simulate each other, then drops "little
    /// brothers": an edge whose target is strictly simulated by the target
    /// of another edge of the same state with a guard at least as weak, and
    /// an initial state strictly simulated by another initial state. Both
    /// keep the language (direct simulation).
    fn reduce_by_simulation(&mut self) {
        let Some(sim) = self.direct_simulation() else {
            return;
        };
        let n = self.states();
        // The quotient: each state goes to the first state equivalent to it.
        let representative: Vec<usize> = (0..n)
            .map(|s| (0..n).find(|&t| sim[s][t] && sim[t][s]).unwrap_or(s))
            .collect();
        if representative.iter().enumerate().any(|(s, &r)| s != r) {
            let mut edges = vec![Vec::new(); n];
            for s in 0..n {
                let r = representative[s];
                for e in &self.edges[s] {
                    edges[r].push(Edge {
                        to: representative[e.to],
                        guard: e.guard,
                    });
                }
            }
            self.edges = edges;
            self.initial = self.initial.iter().map(|&s| representative[s]).collect();
            self.initial.sort_unstable();
            self.initial.dedup();
            let keep: Vec<bool> = (0..n).map(|s| representative[s] == s).collect();
            self.restrict(&keep);
            self.simplify_guards();
            return;
        }
        let strictly_below = |s: usize, t: usize| sim[s][t] && !sim[t][s];
        for out in &mut self.edges {
            let all = out.clone();
            out.retain(|e| {
                !all.iter()
                    .any(|big| big.guard.implied_by(&e.guard) && strictly_below(e.to, big.to))
            });
        }
        let initial = self.initial.clone();
        self.initial
            .retain(|&s| !initial.iter().any(|&t| strictly_below(s, t)));
    }

    /// Numbers the states in breadth-first order from the initial states, so
    /// that the numbering does not depend on how they were found.
    fn renumber_breadth_first(&mut self) {
        let n = self.states();
        let mut order = Vec::with_capacity(n);
        let mut number = vec![usize::MAX; n];
        for &s in &self.initial {
            if number[s] == usize::MAX {
                number[s] = order.len();
                order.push(s);
            }
        }
        let mut i = 0;
        while i < order.len() {
            let s = order[i];
            for e in &self.edges[s] {
                if number[e.to] == usize::MAX {
                    number[e.to] = order.len();
                    order.push(e.to);
                }
            }
            i += 1;
        }
        // Pruning left only reachable states.
        debug_assert_eq!(order.len(), n);
        self.edges = order
            .iter()
            .map(|&s| {
                let mut out: Vec<Edge> = self.edges[s]
                    .iter()
                    .map(|e| Edge {
                        to: number[e.to],
                        guard: e.guard,
                    })
                    .collect();
                out.sort_by_key(|e| (e.to, e.guard));
                out
            })
            .collect();
        self.accepting = order.iter().map(|&s| self.accepting[s]).collect();
        self.initial = self.initial.iter().map(|&s| number[s]).collect();
        self.initial.sort_unstable();
    }
}

/// Replaces `guards` (a disjunction) by an equivalent shorter one: resolves
/// `h && p` against `h' && !p` (with `h'` weaker than `h`) into `h`, drops
/// guards implied by another, until nothing changes.
fn simplify_disjunction(guards: &mut Vec<Guard>) {
    loop {
        let mut changed = false;
        for i in 0..guards.len() {
            for j in 0..guards.len() {
                let (g, h) = (guards[i], guards[j]);
                // A literal of g whose opposite is in h.
                let clash_pos = g.pos & h.neg;
                let clash_neg = g.neg & h.pos;
                if (clash_pos | clash_neg).count_ones() != 1 {
                    continue;
                }
                let resolved = Guard {
                    pos: g.pos & !clash_pos,
                    neg: g.neg & !clash_neg,
                };
                let h_rest = Guard {
                    pos: h.pos & !clash_neg,
                    neg: h.neg & !clash_pos,
                };
                if h_rest.implied_by(&resolved) {
                    guards[i] = resolved;
                    changed = true;
                }
            }
        }
        let before = guards.len();
        guards.sort();
        guards.dedup();
        let all = guards.clone();
        guards.retain(|g| !all.iter().any(|other| other != g && other.implied_by(g)));
        if !changed && guards.len() == before {
            return;
        }
    }
}

/// The states reachable from `from` along `successors`, as flags.
fn reach(n: usize, from: &[usize], successors: impl Fn(usize) -> Vec<usize>) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    for &s in from {
        if !seen[s] {
            seen[s] = true;
            stack.push(s);
        }
    }
    while let Some(s) = stack.pop() {
        for t in successors(s) {
            if !seen[t] {
                seen[t] = true;
                stack.push(t);
            }
        }
    }
    seen
}

/// Strongly connected components (Tarjan's algorithm, iterative): each
/// state's component number.
fn sccs(n: usize, successors: impl Fn(usize) -> Vec<usize>) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut component = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let mut next_index = 0;
    let mut next_component = 0;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // (state, its successors, position in them)
        let mut calls: Vec<(usize, Vec<usize>, usize)> = Vec::new();
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        calls.push((root, successors(root), 0));
        while let Some((s, succ, pos)) = calls.last_mut() {
            let s = *s;
            if *pos < succ.len() {
                let t = succ[*pos];
                *pos += 1;
                if index[t] == UNSEEN {
                    index[t] = next_index;
                    low[t] = next_index;
                    next_index += 1;
                    stack.push(t);
                    on_stack[t] = true;
                    calls.push((t, successors(t), 0));
                } else if on_stack[t] {
                    low[s] = low[s].min(index[t]);
                }
                continue;
            }
            calls.pop();
            if let Some((parent, _, _)) = calls.last() {
                low[*parent] = low[*parent].min(low[s]);
            }
            if low[s] == index[s] {
                while let Some(t) = stack.pop() {
                    on_stack[t] = false;
                    component[t] = next_component;
                    if t == s {
                        break;
                    }
                }
                next_component += 1;
            }
        }
    }
    component
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard(pos: u64, neg: u64) -> Guard {
        Guard { pos, neg }
    }

    #[test]
    fn disjunctions_of_guards_are_resolved_and_subsumed() {
        let (p, q, r) = (1, 2, 4);
        // p&&q || p&&!q = p
        let mut g = vec![guard(p | q, 0), guard(p, q)];
        simplify_disjunction(&mut g);
        assert_eq!(g, [guard(p, 0)]);
        // p || p&&q = p
        let mut g = vec![guard(p | q, 0), guard(p, 0)];
        simplify_disjunction(&mut g);
        assert_eq!(g, [guard(p, 0)]);
        // p&&q || !q = p || !q
        let mut g = vec![guard(p | q, 0), guard(0, q)];
        simplify_disjunction(&mut g);
        g.sort();
        assert_eq!(g, [guard(0, q), guard(p, 0)]);
        // p&&q || !p&&r: nothing to do (the rest of !p&&r is not weaker).
        let mut g = vec![guard(p | q, 0), guard(r, p)];
        simplify_disjunction(&mut g);
        g.sort();
        assert_eq!(g, [guard(p | q, 0), guard(r, p)]);
        // p || !p = true
        let mut g = vec![guard(p, 0), guard(0, p)];
        simplify_disjunction(&mut g);
        assert_eq!(g, [Guard::TRUE]);
    }

    #[test]
    fn strongly_connected_components() {
        // 0 -> 1 -> 2 -> 0, 2 -> 3, 3 -> 3, 4 alone
        let succ = [vec![1], vec![2], vec![0, 3], vec![3], vec![]];
        let c = sccs(5, |s| succ[s].clone());
        assert!(c[0] == c[1] && c[1] == c[2]);
        assert!(c[3] != c[0] && c[4] != c[0] && c[4] != c[3]);
    }

    #[test]
    fn rewriting_folds_constants_and_collapses_nested_operators() {
        let mut arena = Arena::new();
        let p = arena.intern(Node::Lit(0, true));
        let not_p = arena.intern(Node::Lit(0, false));
        let gp = arena.always(p);
        let fp = arena.eventually(p);
        assert_eq!(arena.and(p, not_p), FALSE);
        assert_eq!(arena.or(p, not_p), TRUE);
        assert_eq!(arena.always(gp), gp);
        assert_eq!(arena.eventually(fp), fp);
        let gfp = arena.always(fp);
        assert_eq!(arena.eventually(gfp), gfp);
        let fgp = arena.eventually(gp);
        assert_eq!(arena.always(fgp), fgp);
        assert_eq!(arena.until(TRUE, p), fp);
        assert_eq!(arena.release(FALSE, p), gp);
        assert_eq!(arena.until(not_p, fp), fp);
        let q = arena.intern(Node::Lit(1, true));
        let gq = arena.always(q);
        let pq = arena.and(p, q);
        assert_eq!(arena.and(gp, gq), arena.always(pq));
    }
}
