//! The property language and Algorithm 4 on hand-made key attributes.

use std::rc::Rc;

use wayfinder_vm::abstraction::Domain;

use super::keys::{AbsVal, KVal, KeyDecl, KeyState, KeyType, Which};
use super::model::abstract_state;
use super::parse::{conjuncts, parse};
use super::property::{eval_abstract, holds, Env, Kind, Property};

fn decl(class: &str, field: &str, which: Which, ty: KeyType, domain: Option<&str>) -> KeyDecl {
    KeyDecl {
        class_name: class.into(),
        field: field.into(),
        which,
        domain: domain.map(|d| Domain::parse(d).expect("domain")),
        ty,
        class: 0,
        decl_class: 0,
        slot: 0,
        tracked: matches!(which, Which::Instance(_) | Which::Every).then_some(0),
    }
}

fn rw() -> Vec<KeyDecl> {
    vec![
        decl("RW", "r", Which::Folded, KeyType::Int, Some("signs")),
        decl("RW", "w", Which::Folded, KeyType::Int, Some("range[0:1:2]")),
        decl("RW", "ww", Which::Folded, KeyType::Int, None),
    ]
}

fn ints(v: &[i64]) -> KeyState {
    KeyState {
        values: v.iter().map(|&i| vec![KVal::Int(i)]).collect(),
        instances: Vec::new(),
    }
}

fn check(text: &str, decls: &[KeyDecl], cur: &KeyState, next: Option<&KeyState>) -> bool {
    let e = parse(text, decls).expect("parses");
    holds(&e, &Env { decls, cur, next }).expect("evaluates")
}

#[test]
fn precedence_is_not_and_or_implies() {
    let d = rw();
    let s = ints(&[2, 0, 0]);
    // `->` binds loosest and to the right; `&&` before `||`.
    assert!(check("r > 0 -> w == 0 && w <= 1", &d, &s, None));
    assert!(check("false && true || true", &d, &s, None));
    assert!(!check("!(r > 0) || w == 1", &d, &s, None));
    assert!(check("true -> false -> true", &d, &s, None));
    assert!(check(
        "r - 1 * 2 == 0 && 7 % 4 == 3 && -r == 0 - 2",
        &d,
        &s,
        None
    ));
    assert!(check("r in [1, 2, 3] && !(w in 1..3)", &d, &s, None));
    assert!(check(
        "all(i, 1..3, i <= 3) && exists(i, [5, r], i == 2)",
        &d,
        &s,
        None
    ));
    assert!(!check("exists(i, 1..0, true)", &d, &s, None));
}

#[test]
fn next_state_values() {
    let d = rw();
    let (now, then) = (ints(&[2, 0, 1]), ints(&[1, 0, 1]));
    assert!(check("ww > 0 -> r' <= r", &d, &now, Some(&then)));
    assert!(!check("ww > 0 -> r' <= r", &d, &then, Some(&now)));
}

#[test]
fn strings_instances_and_variables() {
    let d = vec![decl("p.Phil", "state", Which::Every, KeyType::Str, None)];
    let s = KeyState {
        values: vec![vec![
            KVal::Str(Some(Rc::from("E"))),
            KVal::Str(Some(Rc::from("T"))),
            KVal::Str(Some(Rc::from("E"))),
        ]],
        instances: vec![vec![1, 2, 3]],
    };
    assert!(check(
        "Phil:1.state == \"E\" && p.Phil:2.state != \"E\"",
        &d,
        &s,
        None
    ));
    // Instances not allocated yet hold the default (null).
    assert!(check("Phil:4.state != \"E\"", &d, &s, None));
    let neighbours = "all(i, 1..5, Phil:i.state == \"E\" -> Phil:(i % 5 + 1).state != \"E\")";
    assert!(check(neighbours, &d, &s, None));
    let mut both = s.clone();
    both.values[0][1] = KVal::Str(Some(Rc::from("E")));
    assert!(!check(neighbours, &d, &both, None));
}

#[test]
fn names_that_are_not_keys_are_errors() {
    let d = rw();
    assert!(parse("G[q > 0]", &d).unwrap_err().contains("`q`"));
    assert!(parse("G[X:1.f == 0]", &d)
        .unwrap_err()
        .contains("not a key attribute"));
    assert!(parse("G[r > ]", &d).is_err());
    assert!(parse("G[r > 0", &d).is_err());
    assert!(parse("P[r > 0 ~~> w > 0]", &d).is_err());
}

#[test]
fn top_level_forms() {
    let d = rw();
    let e = parse("G[r >= 0] && F[w == 1]", &d).unwrap();
    let parts = conjuncts(e);
    assert_eq!(parts.len(), 2);
    let kinds: Vec<Property> = parts
        .into_iter()
        .map(|p| Property::new("x".into(), p).unwrap())
        .collect();
    assert!(matches!(kinds[0].kind, Kind::Always(_)));
    assert!(matches!(kinds[1].kind, Kind::Eventually(_)));
    // A plain conjunction stays one state formula.
    assert_eq!(conjuncts(parse("r > 0 && w > 0", &d).unwrap()).len(), 1);
    let response = parse("G[r > 0 -> F[w == 0]]", &d).unwrap();
    assert!(matches!(
        Property::new("x".into(), response).unwrap().kind,
        Kind::Response { .. }
    ));
    let nested = parse("G[F[w == 0] -> r > 0]", &d).unwrap();
    assert!(Property::new("x".into(), nested)
        .unwrap_err()
        .contains("not supported"));
    let primed = parse("F[r' > 0]", &d).unwrap();
    assert!(Property::new("x".into(), primed).is_err());
}

/// Algorithm 4: the readers-writers invariant is decided on every abstract
/// state of `signs` for r and `range[0:1:2]` for w, as true or false.
#[test]
fn algorithm_4_decides_where_the_abstraction_allows() {
    let d = rw();
    let p = parse("(r > 0 -> w == 0) && w <= 1", &d).unwrap();
    let decide = |r: i64, w: i64| eval_abstract(&p, &d, &abstract_state(&d, &ints(&[r, w, 0])));
    assert_eq!(decide(3, 0), Some(true));
    assert_eq!(decide(0, 1), Some(true));
    assert_eq!(decide(-4, 1), Some(true));
    assert_eq!(decide(2, 1), Some(false));
    assert_eq!(decide(0, 7), Some(false));
    // signs cannot tell r == 1 from r == 2.
    let q = parse("r == 1", &d).unwrap();
    assert_eq!(
        eval_abstract(&q, &d, &abstract_state(&d, &ints(&[1, 0, 0]))),
        None
    );
    assert_eq!(
        eval_abstract(&q, &d, &abstract_state(&d, &ints(&[0, 0, 0]))),
        Some(false)
    );
    // A key without abstraction is known exactly.
    let z = parse("ww == 3 && r >= 1", &d).unwrap();
    assert_eq!(
        eval_abstract(&z, &d, &abstract_state(&d, &ints(&[5, 0, 3]))),
        Some(true)
    );
}

#[test]
fn algorithm_4_with_a_boolean_string_predicate() {
    let d = vec![decl(
        "Phil",
        "state",
        Which::Every,
        KeyType::Str,
        Some("bool(== \"E\")"),
    )];
    let state = |eat: &[bool]| KeyState {
        values: vec![eat
            .iter()
            .map(|&e| KVal::Str(Some(Rc::from(if e { "E" } else { "H" }))))
            .collect()],
        instances: vec![(1..=eat.len() as u64).collect()],
    };
    let p = parse(
        "all(i, 1..5, Phil:i.state == \"E\" -> Phil:(i % 5 + 1).state != \"E\")",
        &d,
    )
    .unwrap();
    let a = abstract_state(&d, &state(&[true, false, true, false, false]));
    // Trailing instances at their default's abstract value are dropped.
    assert_eq!(a[0].len(), 3);
    assert_eq!(a[0][0], AbsVal::Abstract(0));
    assert_eq!(eval_abstract(&p, &d, &a), Some(true));
    let bad = abstract_state(&d, &state(&[false, false, false, true, true]));
    assert_eq!(eval_abstract(&p, &d, &bad), Some(false));
    // == "T" cannot be decided: "not E" stands for T and H alike.
    let t = parse("Phil:2.state == \"T\"", &d).unwrap();
    assert_eq!(eval_abstract(&t, &d, &a), None);
}

#[test]
fn list_functions_min_max_size() {
    let d = vec![
        decl("E", "f", Which::Folded, KeyType::Int, None),
        decl("E", "up", Which::Folded, KeyType::IntList, None),
    ];
    let s = |f: i64, up: &[i64]| KeyState {
        values: vec![vec![KVal::Int(f)], vec![KVal::List(Rc::from(up.to_vec()))]],
        instances: Vec::new(),
    };
    let cur = s(2, &[4, 1, 3]);
    assert!(check(
        "up#min == 1 && up#max == 4 && up#size == 3",
        &d,
        &cur,
        None
    ));
    assert!(check(
        "[5, 7]#max - [5, 7]#min == 2 && [1, 2, 3, 4]#size == 4",
        &d,
        &cur,
        None
    ));
    assert!(!check("f <= up#min", &d, &cur, None));
    // An empty list's least element is +infinity and its greatest
    // -infinity: no request lies beyond the car either way.
    let empty = s(2, &[]);
    assert!(check(
        "f <= up#min && f >= up#max && up#size == 0",
        &d,
        &empty,
        None
    ));
    // The next state's list.
    assert!(check(
        "up'#size == up#size - 1",
        &d,
        &cur,
        Some(&s(2, &[4, 3]))
    ));
    assert!(parse("up#mean > 0", &d).is_err());
}
