//! Cross-checks of the translation against a brute-force LTL evaluator, on
//! seeded random formulas (depth ≤ 4, 1–3 atoms):
//!
//! - on random lasso words (a stem and a cycle of valuations, total length
//!   ≤ 6) the automaton of `f` accepts exactly when `f` holds on the word,
//!   and the automaton of `!f` exactly when it does not;
//! - the automata of `f` and `!f` accept no word in common (checked on the
//!   product, over all words at once);
//! - on random Kripke structures (≤ 4 states), the emptiness check of the
//!   structure × the automaton of `!f` (what the model checker does) agrees
//!   with the evaluator: a non-empty product yields a lasso of the
//!   structure, and `f` must fail on it; an empty product means `f` holds on
//!   every path, checked on every lasso of the structure up to length 7.
//!   That bound makes the empty case a bounded check only (a violating
//!   lasso can be longer than the structure), but the lasso test above
//!   already checks the automata on arbitrary words; this one checks the
//!   product and its counterexample extraction, exactly in the non-empty
//!   case.

use wayfinder_ltl::{translate, Buchi, Formula};

/// SplitMix64: a tiny seeded generator, so every run checks the same cases.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_formula(rng: &mut Rng, depth: u32, atoms: u64) -> Formula {
    let leaf = depth == 0 || rng.below(4) == 0;
    if leaf {
        return match rng.below(10) {
            0 => Formula::True,
            1 => Formula::False,
            _ => Formula::Atom(rng.below(atoms) as usize),
        };
    }
    let sub = |rng: &mut Rng| Box::new(random_formula(rng, depth - 1, atoms));
    match rng.below(11) {
        0 => Formula::Not(sub(rng)),
        1 => Formula::And(sub(rng), sub(rng)),
        2 => Formula::Or(sub(rng), sub(rng)),
        3 => Formula::Implies(sub(rng), sub(rng)),
        4 => Formula::Iff(sub(rng), sub(rng)),
        5 | 6 => Formula::Always(sub(rng)),
        7 | 8 => Formula::Eventually(sub(rng)),
        9 => Formula::Until(sub(rng), sub(rng)),
        _ if rng.below(2) == 0 => Formula::Release(sub(rng), sub(rng)),
        _ => Formula::WeakUntil(sub(rng), sub(rng)),
    }
}

/// An ultimately periodic word: `letters[..loop_start]` once, then
/// `letters[loop_start..]` forever.
struct Lasso {
    letters: Vec<u64>,
    loop_start: usize,
}

impl Lasso {
    fn successor(&self, i: usize) -> usize {
        if i + 1 == self.letters.len() {
            self.loop_start
        } else {
            i + 1
        }
    }
}

/// The truth of `f` at every position of the lasso, by fixpoints over its
/// positions (least for `U` and `<>`, greatest for `V` and `[]`).
fn eval(f: &Formula, w: &Lasso) -> Vec<bool> {
    let n = w.letters.len();
    let pointwise = |a: Vec<bool>, b: Vec<bool>, op: fn(bool, bool) -> bool| -> Vec<bool> {
        a.iter().zip(&b).map(|(&x, &y)| op(x, y)).collect()
    };
    // Solves x_i = now_i || (keep_i && x_succ(i)) (least) or
    // x_i = now_i && (keep_i || x_succ(i)) (greatest), n + 1 rounds suffice.
    let fixpoint = |now: Vec<bool>, keep: Vec<bool>, least: bool| -> Vec<bool> {
        let mut x = vec![!least; n];
        for _ in 0..=n {
            for i in (0..n).rev() {
                let next = x[w.successor(i)];
                x[i] = if least {
                    now[i] || (keep[i] && next)
                } else {
                    now[i] && (keep[i] || next)
                };
            }
        }
        x
    };
    match f {
        Formula::True => vec![true; n],
        Formula::False => vec![false; n],
        Formula::Atom(a) => w.letters.iter().map(|l| l >> a & 1 == 1).collect(),
        Formula::Not(a) => eval(a, w).into_iter().map(|x| !x).collect(),
        Formula::And(a, b) => pointwise(eval(a, w), eval(b, w), |x, y| x && y),
        Formula::Or(a, b) => pointwise(eval(a, w), eval(b, w), |x, y| x || y),
        Formula::Implies(a, b) => pointwise(eval(a, w), eval(b, w), |x, y| !x || y),
        Formula::Iff(a, b) => pointwise(eval(a, w), eval(b, w), |x, y| x == y),
        Formula::Eventually(a) => fixpoint(eval(a, w), vec![true; n], true),
        Formula::Always(a) => fixpoint(eval(a, w), vec![false; n], false),
        Formula::Until(a, b) => fixpoint(eval(b, w), eval(a, w), true),
        Formula::Release(a, b) => fixpoint(eval(b, w), eval(a, w), false),
        Formula::WeakUntil(a, b) => {
            // The greatest solution of x_i = b_i || (a_i && x_succ(i)).
            let (a, b) = (eval(a, w), eval(b, w));
            let mut x = vec![true; n];
            for _ in 0..=n {
                for i in (0..n).rev() {
                    x[i] = b[i] || (a[i] && x[w.successor(i)]);
                }
            }
            x
        }
    }
}

/// Whether a graph given by `start` nodes and `successors` has a reachable
/// node with `accepting` on a cycle; returns the path to it and the cycle
/// (each as node lists, the cycle starting at the accepting node).
fn accepting_lasso(
    nodes: usize,
    start: &[usize],
    successors: &dyn Fn(usize) -> Vec<usize>,
    accepting: &dyn Fn(usize) -> bool,
) -> Option<(Vec<usize>, Vec<usize>)> {
    // Breadth-first search with parents from `from`; the path to `to`.
    let path = |from: &[usize], to: usize, skip_start: bool| -> Option<Vec<usize>> {
        let mut parent = vec![usize::MAX; nodes];
        let mut queue = std::collections::VecDeque::new();
        for &s in from {
            if parent[s] == usize::MAX {
                parent[s] = s;
                queue.push_back(s);
            }
        }
        while let Some(s) = queue.pop_front() {
            if s == to && !skip_start {
                let mut path = vec![s];
                let mut at = s;
                while parent[at] != at {
                    at = parent[at];
                    path.push(at);
                }
                path.reverse();
                return Some(path);
            }
            for t in successors(s) {
                if parent[t] == usize::MAX {
                    parent[t] = s;
                    queue.push_back(t);
                }
            }
        }
        None
    };
    for v in (0..nodes).filter(|&v| accepting(v)) {
        let Some(stem) = path(start, v, false) else {
            continue;
        };
        // A path from a successor of v back to v closes a cycle through v.
        let succ = successors(v);
        let Some(back) = path(&succ, v, false) else {
            continue;
        };
        let mut cycle = vec![v];
        cycle.extend(&back[..back.len() - 1]);
        return Some((stem[..stem.len() - 1].to_vec(), cycle));
    }
    None
}

/// Whether the automaton accepts the lasso word: an accepting cycle in the
/// product of the lasso's positions with the automaton. A product node is
/// (position of the next letter to read, automaton state).
fn accepts(ba: &Buchi, w: &Lasso) -> bool {
    let s = ba.states();
    let node = |pos: usize, q: usize| pos * s + q;
    let start: Vec<usize> = ba.initial.iter().map(|&q| node(0, q)).collect();
    let successors = |v: usize| -> Vec<usize> {
        let (pos, q) = (v / s, v % s);
        ba.edges[q]
            .iter()
            .filter(|e| e.guard.holds(w.letters[pos]))
            .map(|e| node(w.successor(pos), e.to))
            .collect()
    };
    let accepting = |v: usize| ba.accepting[v % s];
    accepting_lasso(w.letters.len() * s, &start, &successors, &accepting).is_some()
}

fn random_lasso(rng: &mut Rng, atoms: u64) -> Lasso {
    let len = 1 + rng.below(6) as usize;
    Lasso {
        letters: (0..len).map(|_| rng.below(1 << atoms)).collect(),
        loop_start: rng.below(len as u64) as usize,
    }
}

fn checked_automaton(f: &Formula) -> Buchi {
    let ba = translate(f);
    assert_eq!(ba.edges.len(), ba.states(), "{f}: one edge list per state");
    for out in &ba.edges {
        for e in out {
            assert!(e.to < ba.states(), "{f}: edge to a missing state");
            assert_eq!(e.guard.pos & e.guard.neg, 0, "{f}: contradictory guard");
        }
    }
    assert!(ba.initial.iter().all(|&q| q < ba.states()), "{f}");
    ba
}

#[test]
fn automata_accept_exactly_the_lassos_the_formula_holds_on() {
    let mut rng = Rng(0x5EED_0001);
    let mut accepted = 0;
    let mut checks = 0;
    for _ in 0..3000 {
        let atoms = 1 + rng.below(3);
        let f = random_formula(&mut rng, 4, atoms);
        let positive = checked_automaton(&f);
        let negative = checked_automaton(&f.negated());
        for _ in 0..12 {
            let w = random_lasso(&mut rng, atoms);
            let holds = eval(&f, &w)[0];
            let word = format!("stem+cycle {:?} looping at {}", w.letters, w.loop_start);
            assert_eq!(
                accepts(&positive, &w),
                holds,
                "automaton of {f} on {word}: {positive:?}"
            );
            assert_eq!(
                accepts(&negative, &w),
                !holds,
                "automaton of !({f}) on {word}: {negative:?}"
            );
            accepted += holds as usize;
            checks += 1;
        }
    }
    // Both outcomes are exercised in bulk.
    assert!(
        accepted > checks / 5 && accepted < checks * 4 / 5,
        "{accepted} of {checks}"
    );
}

/// Whether two automata accept a common word: an SCC-free check on the
/// product with a two-phase flag (Büchi intersection: wait for the first
/// automaton's acceptance, then the second's).
fn intersect(a: &Buchi, b: &Buchi) -> bool {
    let (na, nb) = (a.states(), b.states());
    let node = |qa: usize, qb: usize, phase: usize| (qa * nb + qb) * 2 + phase;
    let start: Vec<usize> = a
        .initial
        .iter()
        .flat_map(|&qa| b.initial.iter().map(move |&qb| node(qa, qb, 0)))
        .collect();
    let successors = |v: usize| -> Vec<usize> {
        let phase = v % 2;
        let (qa, qb) = ((v / 2) / nb, (v / 2) % nb);
        // Phase 0 waits for an accepting state of `a`, phase 1 for `b`.
        let phase = match phase {
            0 if a.accepting[qa] => 1,
            1 if b.accepting[qb] => 0,
            p => p,
        };
        let mut out = Vec::new();
        for ea in &a.edges[qa] {
            for eb in &b.edges[qb] {
                let (pos, neg) = (ea.guard.pos | eb.guard.pos, ea.guard.neg | eb.guard.neg);
                if pos & neg == 0 {
                    out.push(node(ea.to, eb.to, phase));
                }
            }
        }
        out
    };
    let accepting = |v: usize| v % 2 == 1 && b.accepting[(v / 2) % nb];
    accepting_lasso(na * nb * 2, &start, &successors, &accepting).is_some()
}

#[test]
fn automata_of_a_formula_and_its_negation_share_no_word() {
    let mut rng = Rng(0x5EED_0002);
    for _ in 0..1500 {
        let atoms = 1 + rng.below(3);
        let f = random_formula(&mut rng, 4, atoms);
        let positive = translate(&f);
        let negative = translate(&f.negated());
        assert!(
            !intersect(&positive, &negative),
            "{f}: {positive:?} and {negative:?} intersect"
        );
    }
}

/// A Kripke structure: state 0 is initial, every state has a successor.
struct Kripke {
    labels: Vec<u64>,
    successors: Vec<Vec<usize>>,
}

fn random_kripke(rng: &mut Rng, atoms: u64) -> Kripke {
    let n = 1 + rng.below(4) as usize;
    Kripke {
        labels: (0..n).map(|_| rng.below(1 << atoms)).collect(),
        successors: (0..n)
            .map(|_| {
                let mut out = vec![rng.below(n as u64) as usize];
                if rng.below(2) == 0 {
                    out.push(rng.below(n as u64) as usize);
                }
                out.sort_unstable();
                out.dedup();
                out
            })
            .collect(),
    }
}

/// Every lasso of `k` from state 0 with at most `max_len` states in stem
/// and cycle together, as state sequences with the loop start.
fn lassos(k: &Kripke, max_len: usize) -> Vec<(Vec<usize>, usize)> {
    let mut out = Vec::new();
    let mut stack = vec![vec![0usize]];
    while let Some(path) = stack.pop() {
        let last = *path.last().unwrap();
        for j in 0..path.len() {
            if k.successors[last].contains(&path[j]) {
                out.push((path.clone(), j));
            }
        }
        if path.len() < max_len {
            for &t in &k.successors[last] {
                let mut longer = path.clone();
                longer.push(t);
                stack.push(longer);
            }
        }
    }
    out
}

#[test]
fn product_emptiness_agrees_with_every_lasso_of_a_kripke_structure() {
    let mut rng = Rng(0x5EED_0003);
    let (mut violated, mut held) = (0, 0);
    for _ in 0..1500 {
        let atoms = 1 + rng.below(3);
        let f = random_formula(&mut rng, 4, atoms);
        let k = random_kripke(&mut rng, atoms);
        let ba = translate(&f.negated());
        let s = ba.states();
        // Product node (Kripke state whose label is read next, automaton state).
        let node = |ks: usize, q: usize| ks * s + q;
        let start: Vec<usize> = ba.initial.iter().map(|&q| node(0, q)).collect();
        let successors = |v: usize| -> Vec<usize> {
            let (ks, q) = (v / s, v % s);
            let mut out = Vec::new();
            for e in ba.edges[q].iter().filter(|e| e.guard.holds(k.labels[ks])) {
                for &kt in &k.successors[ks] {
                    out.push(node(kt, e.to));
                }
            }
            out
        };
        let accepting = |v: usize| ba.accepting[v % s];
        match accepting_lasso(k.labels.len() * s, &start, &successors, &accepting) {
            Some((stem, cycle)) => {
                // The counterexample is a path of the structure that violates f.
                let states: Vec<usize> = stem.iter().chain(&cycle).map(|v| v / s).collect();
                assert_eq!(
                    states[0], 0,
                    "{f}: counterexample starts at the initial state"
                );
                for pair in states.windows(2) {
                    assert!(k.successors[pair[0]].contains(&pair[1]), "{f}: not a path");
                }
                assert!(k.successors[*states.last().unwrap()].contains(&states[stem.len()]));
                let w = Lasso {
                    letters: states.iter().map(|&ks| k.labels[ks]).collect(),
                    loop_start: stem.len(),
                };
                assert!(
                    !eval(&f, &w)[0],
                    "{f}: counterexample {states:?} (loop at {}) satisfies it",
                    stem.len()
                );
                violated += 1;
            }
            None => {
                for (path, loop_start) in lassos(&k, 7) {
                    let w = Lasso {
                        letters: path.iter().map(|&ks| k.labels[ks]).collect(),
                        loop_start,
                    };
                    assert!(eval(&f, &w)[0], "{f}: no counterexample found, yet {path:?} (loop at {loop_start}) violates it");
                }
                held += 1;
            }
        }
    }
    assert!(
        violated > 100 && held > 100,
        "violated {violated}, held {held}"
    );
}
