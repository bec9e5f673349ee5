//! Automaton sizes of the standard formula set, pinned so that a change in
//! the translation shows, and the translation's speed.

use std::time::{Duration, Instant};

use wayfinder_ltl::{parse, translate, Buchi, Formula, Guard};

fn automaton(src: &str) -> (Formula, Buchi) {
    let defines: Vec<(String, String)> = ["p", "q", "r"]
        .iter()
        .map(|n| (n.to_string(), n.to_string()))
        .collect();
    let parsed = parse(src, &defines).unwrap();
    let ba = translate(&parsed.formula);
    (parsed.formula, ba)
}

/// (formula, states and edges of its automaton, states and edges of its
/// negation's automaton: the one a model checker searches with).
type StatesAndEdges = (usize, usize);

const STANDARD_SET: &[(&str, StatesAndEdges, StatesAndEdges)] = &[
    ("[]p", (1, 1), (2, 3)),
    ("<>p", (2, 3), (1, 1)),
    ("p U q", (2, 3), (2, 3)),
    ("p V q", (2, 3), (2, 3)),
    ("p W q", (2, 3), (2, 3)),
    ("[]<>p", (2, 4), (2, 3)),
    ("<>[]p", (2, 3), (2, 4)),
    ("[](p -> <>q)", (2, 5), (2, 3)),
    ("!([]<>p -> []<>q)", (3, 6), (4, 7)),
    ("[]<>p && []<>q", (3, 8), (3, 5)),
    ("<>[]p || <>[]q", (3, 5), (3, 8)),
    ("[](p -> (q U r))", (2, 5), (3, 6)),
];

/// Larger formulas (about ten operators), same columns.
const LARGER_SET: &[(&str, StatesAndEdges, StatesAndEdges)] = &[
    (
        "[](p -> <>q) && [](q -> <>r) && [](r -> <>p) && []<>p",
        (6, 29),
        (4, 7),
    ),
    (
        "!([](p -> (q U r)) && [](q -> <>p) && <>[](r || !p))",
        (6, 12),
        (6, 36),
    ),
    (
        "([]<>p -> []<>q) && ([]<>q -> []<>r) && ([]<>r -> []<>p)",
        (7, 19),
        (9, 18),
    ),
    (
        "!(([]<>p -> []<>q) && ([]<>q -> []<>r) && <>[]p)",
        (8, 16),
        (4, 10),
    ),
    (
        "(p U (q U (r U (p U q)))) V ([]<>r && <>[]!p)",
        (5, 12),
        (16, 64),
    ),
    (
        "!((p U q) U (r U p) || [](p <-> <>q) && <>r)",
        (11, 33),
        (6, 14),
    ),
    // Valid: p makes r U p, hence q U (r U p), hold at once.
    ("[](p -> (q U (r U p)))", (1, 1), (0, 0)),
    ("<>(p && (q U r)) -> [](p V (q || <>r))", (4, 10), (4, 8)),
    ("[](p U q) || <>[](r V p)", (4, 7), (3, 6)),
];

#[test]
fn sizes_of_the_standard_set_and_larger_formulas() {
    let mut wrong = Vec::new();
    for &(src, pinned, pinned_negation) in STANDARD_SET.iter().chain(LARGER_SET) {
        let (f, ba) = automaton(src);
        let negation = translate(&f.negated());
        let sizes = (
            (ba.states(), ba.edge_count()),
            (negation.states(), negation.edge_count()),
        );
        println!(
            "{src:24} {:?} states/edges, negation {:?}",
            sizes.0, sizes.1
        );
        if sizes != (pinned, pinned_negation) {
            wrong.push(format!(
                "{src}: {sizes:?}, pinned {:?}",
                (pinned, pinned_negation)
            ));
        }
    }
    assert!(wrong.is_empty(), "sizes changed:\n{}", wrong.join("\n"));
}

#[test]
fn always_eventually_and_eventually_always_take_two_states() {
    let p = Guard { pos: 1, neg: 0 };
    // []<>p: one state has just seen p (accepting), the other has not.
    let (_, ba) = automaton("[]<>p");
    assert_eq!(ba.states(), 2);
    assert_eq!(ba.initial.len(), 1);
    let seen = ba.accepting.iter().position(|&a| a).unwrap();
    let waiting = 1 - seen;
    assert!(!ba.accepting[waiting]);
    for s in 0..2 {
        let mut out: Vec<(usize, Guard)> = ba.edges[s].iter().map(|e| (e.to, e.guard)).collect();
        out.sort();
        let mut expected = [(seen, p), (waiting, Guard::TRUE)];
        expected.sort();
        assert_eq!(out, expected, "state {s}");
    }
    // <>[]p: wait anywhere, then p forever.
    let (_, ba) = automaton("<>[]p");
    assert_eq!(ba.states(), 2);
    assert_eq!(ba.accepting, [false, true]);
    assert_eq!(
        ba.edges[1]
            .iter()
            .map(|e| (e.to, e.guard))
            .collect::<Vec<_>>(),
        [(1, p)]
    );
}

#[test]
fn unsatisfiable_formulas_have_no_states_and_trivially_valid_ones_one() {
    for src in [
        "false",
        "p && !p",
        "[]p && <>!p",
        "[]<>p && <>[]!p",
        "p U false",
    ] {
        let (_, ba) = automaton(src);
        assert_eq!((ba.states(), ba.initial.len()), (0, 0), "{src}: {ba:?}");
    }
    for src in ["true", "p || !p", "p V true", "[](p || !p)"] {
        let (_, ba) = automaton(src);
        assert_eq!(ba.states(), 1, "{src}: {ba:?}");
        assert_eq!(ba.accepting, [true], "{src}");
        assert_eq!(ba.edges[0][0].guard, Guard::TRUE, "{src}");
    }
}

/// Formulas with about ten operators translate in milliseconds (the bound
/// asserted is loose, for loaded machines; the test prints the time).
#[test]
fn ten_operator_formulas_translate_in_milliseconds() {
    let formulas = [
        "[](p -> <>q) && [](q -> <>r) && [](r -> <>p) && []<>p",
        "!([](p -> (q U r)) && [](q -> <>p) && <>[](r || !p))",
        "([]<>p -> []<>q) && ([]<>q -> []<>r) && ([]<>r -> []<>p)",
        "!(([]<>p -> []<>q) && ([]<>q -> []<>r) && <>[]p)",
        "(p U (q U (r U (p U q)))) V ([]<>r && <>[]!p)",
        "!((p U q) U (r U p) || [](p <-> <>q) && <>r)",
    ];
    let mut slowest = Duration::ZERO;
    for src in formulas {
        let start = Instant::now();
        let (f, ba) = automaton(src);
        let negation = translate(&f.negated());
        let took = start.elapsed();
        println!(
            "{src}: {} + {} states in {took:?}",
            ba.states(),
            negation.states()
        );
        assert!(ba.states() > 0 && negation.states() > 0, "{src}");
        slowest = slowest.max(took);
    }
    assert!(
        slowest < Duration::from_secs(1),
        "slowest translation took {slowest:?}"
    );
}

/// The deepest formulas the parser accepts translate without exhausting a
/// test thread's stack. (Depth alone is not what makes a translation
/// expensive: alternating nested `U` and `V` grows exponentially.)
#[test]
fn the_deepest_formulas_translate() {
    let depth = wayfinder_ltl::MAX_DEPTH;
    let unary: String = (0..depth - 1)
        .map(|i| ["!", "[]", "<>"][i % 3])
        .collect::<String>()
        + "p";
    let (f, ba) = automaton(&unary);
    assert!(ba.states() > 0, "{f}");
    let disjunction = ["p", "q", "!r"].repeat(depth / 3).join(" || ");
    let (f, ba) = automaton(&disjunction);
    assert_eq!((ba.states(), ba.edge_count()), (2, 4));
    assert_eq!(translate(&f.negated()).states(), 2);
    // p -> (q -> (r -> ... -> r)): its negation asks for r and !r at once.
    let implication = ["p", "q", "r"].repeat(depth / 3).join(" -> ");
    let (f, ba) = automaton(&implication);
    assert_eq!(ba.states(), 2);
    assert_eq!(translate(&f.negated()).states(), 0);
}

/// A top-level disjunction may start in one state per disjunct when that is
/// smaller than one state choosing among them.
#[test]
fn a_disjunction_may_have_several_initial_states() {
    let (_, ba) = automaton("<>[]!p || []<>q");
    assert_eq!((ba.states(), ba.initial.len()), (4, 2), "{ba:?}");
    // Not when the split is larger: <>[]p and <>[]q each need a waiting state.
    let (_, ba) = automaton("<>[]p || <>[]q");
    assert_eq!((ba.states(), ba.initial.len()), (3, 1), "{ba:?}");
}

/// The translation does not depend on hash-map iteration order (each map
/// gets its own random seed) or anything else that varies between runs.
#[test]
fn translation_is_deterministic() {
    for &(src, _, _) in STANDARD_SET {
        let (f, first) = automaton(src);
        for _ in 0..5 {
            assert_eq!(translate(&f), first, "{src}");
        }
    }
}
