//! The parser: precedence, associativity, propositions and every error.

use wayfinder_ltl::{parse, Formula, ParseError, Parsed};

fn defines() -> Vec<(String, String)> {
    ["p", "q", "r", "s"]
        .iter()
        .map(|n| (n.to_string(), format!("{n} holds")))
        .collect()
}

/// Parses with the defines `p`, `q`, `r`, `s` and returns the formula with
/// atoms renamed to those letters' positions (p = 0, q = 1, ...), whatever
/// order they appeared in.
fn formula(src: &str) -> Formula {
    let parsed = parse(src, &defines()).unwrap_or_else(|e| panic!("{src}: {e}"));
    let letters = ["p holds", "q holds", "r holds", "s holds"];
    rename(&parsed.formula, &|i| {
        letters.iter().position(|l| *l == parsed.atoms[i]).unwrap()
    })
}

fn rename(f: &Formula, map: &dyn Fn(usize) -> usize) -> Formula {
    let b = |x: &Formula| Box::new(rename(x, map));
    match f {
        Formula::True => Formula::True,
        Formula::False => Formula::False,
        Formula::Atom(i) => Formula::Atom(map(*i)),
        Formula::Not(a) => Formula::Not(b(a)),
        Formula::And(x, y) => Formula::And(b(x), b(y)),
        Formula::Or(x, y) => Formula::Or(b(x), b(y)),
        Formula::Implies(x, y) => Formula::Implies(b(x), b(y)),
        Formula::Iff(x, y) => Formula::Iff(b(x), b(y)),
        Formula::Always(a) => Formula::Always(b(a)),
        Formula::Eventually(a) => Formula::Eventually(b(a)),
        Formula::Until(x, y) => Formula::Until(b(x), b(y)),
        Formula::Release(x, y) => Formula::Release(b(x), b(y)),
        Formula::WeakUntil(x, y) => Formula::WeakUntil(b(x), b(y)),
    }
}

fn error(src: &str) -> ParseError {
    match parse(src, &defines()) {
        Ok(parsed) => panic!("{src} parsed as {parsed}"),
        Err(e) => e,
    }
}

use Formula::*;
fn bx(f: Formula) -> Box<Formula> {
    Box::new(f)
}
const P: Formula = Atom(0);
const Q: Formula = Atom(1);
const R: Formula = Atom(2);
const S: Formula = Atom(3);

#[test]
fn precedence_tightest_first_unary_until_and_or_implies_iff() {
    assert_eq!(formula("!p U q"), Until(bx(Not(bx(P))), bx(Q)));
    assert_eq!(
        formula("[]p U <>q"),
        Until(bx(Always(bx(P))), bx(Eventually(bx(Q))))
    );
    assert_eq!(
        formula("p U q && r V s"),
        And(bx(Until(bx(P), bx(Q))), bx(Release(bx(R), bx(S))))
    );
    assert_eq!(formula("p && q || r"), Or(bx(And(bx(P), bx(Q))), bx(R)));
    assert_eq!(formula("p || q && r"), Or(bx(P), bx(And(bx(Q), bx(R)))));
    assert_eq!(formula("p || q -> r"), Implies(bx(Or(bx(P), bx(Q))), bx(R)));
    assert_eq!(
        formula("p -> q <-> r"),
        Iff(bx(Implies(bx(P), bx(Q))), bx(R))
    );
    assert_eq!(
        formula("p <-> q -> r"),
        Iff(bx(P), bx(Implies(bx(Q), bx(R))))
    );
    assert_eq!(formula("![]<>p"), Not(bx(Always(bx(Eventually(bx(P)))))));
    assert_eq!(
        formula("[](p -> <>q)"),
        Always(bx(Implies(bx(P), bx(Eventually(bx(Q))))))
    );
    assert_eq!(
        formula("[]p -> <>q"),
        Implies(bx(Always(bx(P))), bx(Eventually(bx(Q))))
    );
    assert_eq!(formula("!(p && q)"), Not(bx(And(bx(P), bx(Q)))));
}

#[test]
fn implication_associates_to_the_right_the_others_to_the_left() {
    assert_eq!(
        formula("p -> q -> r"),
        Implies(bx(P), bx(Implies(bx(Q), bx(R))))
    );
    assert_eq!(formula("p U q U r"), Until(bx(Until(bx(P), bx(Q))), bx(R)));
    assert_eq!(
        formula("p V q V r"),
        Release(bx(Release(bx(P), bx(Q))), bx(R))
    );
    assert_eq!(
        formula("p U q V r"),
        Release(bx(Until(bx(P), bx(Q))), bx(R))
    );
    assert_eq!(formula("p && q && r"), And(bx(And(bx(P), bx(Q))), bx(R)));
    assert_eq!(formula("p || q || r"), Or(bx(Or(bx(P), bx(Q))), bx(R)));
    assert_eq!(formula("p <-> q <-> r"), Iff(bx(Iff(bx(P), bx(Q))), bx(R)));
}

#[test]
fn alternative_spellings_and_constants() {
    assert_eq!(formula("G F p"), formula("[]<>p"));
    assert_eq!(formula("F(G(p))"), formula("<>[]p"));
    assert_eq!(formula("p /\\ q \\/ r"), formula("p && q || r"));
    assert_eq!(formula("true U false"), Until(bx(True), bx(False)));
    assert_eq!(formula("  ( ( p ) )  "), P);
    // Spin's weak until and its word forms of the operators.
    assert_eq!(formula("p W q"), WeakUntil(bx(P), bx(Q)));
    assert_eq!(formula("p weakuntil q"), formula("p W q"));
    assert_eq!(formula("p W q U r"), formula("(p W q) U r"));
    assert_eq!(formula("always eventually p"), formula("[]<>p"));
    assert_eq!(formula("p until q"), formula("p U q"));
    assert_eq!(formula("p stronguntil q"), formula("p U q"));
    assert_eq!(formula("p release q"), formula("p V q"));
    assert_eq!(formula("p implies q implies r"), formula("p -> q -> r"));
    assert_eq!(formula("p equivalent q"), formula("p <-> q"));
}

#[test]
fn spins_other_spellings_are_errors_that_say_what_to_write() {
    let e = error("p R q");
    assert_eq!(e.offset, 2);
    assert!(e.message.contains("Spin writes release `V`"), "{e}");
    let e = error("[](p -> next q)");
    assert_eq!(e.offset, 8);
    assert!(e.message.contains("next operator"), "{e}");
    // The word forms are words of the formula language, not define names.
    let e = parse("[] until", &[("until".into(), "x > 0".into())]).unwrap_err();
    assert!(
        e.message.contains("is a word of the formula language"),
        "{e}"
    );
}

#[test]
fn propositions_in_braces_calls_and_defines() {
    let parsed = parse(
        r#"[]({ Server.pending > 0 } -> <>{Server.pending == 0}) && {Server.pending > 0}"#,
        &[],
    )
    .unwrap();
    assert_eq!(parsed.atoms, ["Server.pending > 0", "Server.pending == 0"]);

    // A `}` inside a string literal does not close; nested braces do not either.
    let parsed = parse(r#"{streq(Main.cmd, "}")} || {a[{1}] == '}'}"#, &[]).unwrap();
    assert_eq!(parsed.atoms, [r#"streq(Main.cmd, "}")"#, "a[{1}] == '}'"]);

    // Bare calls: the atom is the whole call; the same text in braces is the same atom.
    let parsed = parse(
        r#"[](loc("Main.java:12") -> <>thrown("java.lang.Error")) && {loc("Main.java:12")} U terminated("T-1") || alive ("x(y)") || streq(a.b, "c)")"#,
        &[],
    )
    .unwrap();
    assert_eq!(
        parsed.atoms,
        [
            r#"loc("Main.java:12")"#,
            r#"thrown("java.lang.Error")"#,
            r#"terminated("T-1")"#,
            r#"alive ("x(y)")"#,
            r#"streq(a.b, "c)")"#
        ]
    );

    // A define used twice is one atom; its text is the right-hand side,
    // trimmed, without braces around the whole of it.
    let defines = vec![
        ("p".to_string(), "  Worker.state == 2 ".to_string()),
        ("done".to_string(), "{Worker.done}".to_string()),
    ];
    let parsed = parse("[]<>p && (p U done) && {Worker.state == 2}", &defines).unwrap();
    assert_eq!(parsed.atoms, ["Worker.state == 2", "Worker.done"]);
    assert_eq!(
        parsed.to_string(),
        "[]<>{Worker.state == 2} && {Worker.state == 2} U {Worker.done} && {Worker.state == 2}"
    );
}

#[test]
fn display_writes_spin_syntax_that_parses_back() {
    let cases = [
        "p -> q -> r",
        "(p -> q) -> r",
        "p U (q U r)",
        "(p U q) U r",
        "!(p U q)",
        "[](p -> <>q)",
        "(p <-> q) <-> r",
        "p <-> (q <-> r)",
        "!!p && [](q || r) V <>(s U true)",
        "(p || q) && r",
        "!([]<>p -> []<>q)",
        "p W q W r",
        "p W (q U r)",
        "!(p W q) && [](p W q)",
    ];
    for src in cases {
        let parsed = parse(src, &defines()).unwrap();
        let text = parsed.to_string();
        let again = parse(&text, &[]).unwrap_or_else(|e| panic!("{src} → {text}: {e}"));
        assert_eq!(again.formula, parsed.formula, "{src} → {text}");
        assert_eq!(again.atoms, parsed.atoms, "{src} → {text}");
    }
    assert_eq!(formula("(p U q) U r").to_string(), "p0 U p1 U p2");
    assert_eq!(formula("p U (q U r)").to_string(), "p0 U (p1 U p2)");
    assert_eq!(formula("(p -> q) -> r").to_string(), "(p0 -> p1) -> p2");
    assert_eq!(
        formula("!(p U q) && false").to_string(),
        "!(p0 U p1) && false"
    );
}

#[test]
fn next_is_rejected_because_it_breaks_stutter_invariance() {
    let e = error("[](p -> X q)");
    assert_eq!(e.offset, 8);
    assert!(e.message.contains("next operator `X`"), "{e}");
    assert!(e.message.contains("stutter"), "{e}");
    assert!(e.message.contains("partial-order reduction"), "{e}");
}

#[test]
fn an_unknown_name_suggests_braces_or_a_define() {
    let e = error("[] Main.flag");
    assert_eq!(e.offset, 3);
    assert!(e.message.contains("`Main.flag`"), "{e}");
    assert!(e.message.contains("braces"), "{e}");
    assert!(e.message.contains("--define Main.flag=EXPR"), "{e}");
    // The example in the README.
    assert_eq!(
        parse("[]<> ready", &[]).unwrap_err().to_string(),
        "unknown name `ready`: write a proposition in braces (`{ready ...}`) or define it with \
         `--define ready=EXPR` (at offset 5 of the LTL formula)"
    );
}

#[test]
fn every_syntax_error_says_what_and_where() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 0, "ends where an operand is expected"),
        ("p &&", 4, "ends where an operand is expected"),
        ("(p || q", 0, "`(` without a matching `)`"),
        ("(p || q r", 8, "expected `)` closing the `(` at offset 0"),
        ("p || q)", 6, "`)` without a matching `(`"),
        (
            "p q",
            2,
            "expected an operator or the end of the formula, found proposition `q holds`",
        ),
        ("p && && q", 5, "expected a proposition or `(`, found `&&`"),
        ("{}", 0, "empty proposition"),
        ("{  }", 0, "empty proposition"),
        ("[] {x > 0", 3, "`{` without a matching `}`"),
        ("p }", 2, "`}` without a matching `{`"),
        ("{s == \"}", 0, "`{` without a matching `}`"),
        ("loc(\"A.java:3)", 4, "unterminated string literal"),
        (
            "loc(\"A.java:3\"",
            3,
            "`(` of a call without a matching `)`",
        ),
        ("[] loc", 3, "`loc` must be followed by its arguments"),
        ("p & q", 2, "write `&&`"),
        ("p | q", 2, "write `||`"),
        ("p @ q", 2, "unexpected `@`"),
        ("p < q", 2, "unexpected `<`"),
        ("p - q", 2, "unexpected `-`"),
        ("[ p ]", 0, "unexpected `[`"),
        ("42", 0, "unexpected `4`"),
    ];
    for &(src, offset, message) in cases {
        let e = error(src);
        assert!(e.message.contains(message), "{src:?}: {e}");
        assert_eq!(e.offset, offset, "{src:?}: {e}");
        let line = e.to_string();
        assert!(
            !line.contains('\n') && line.contains(&format!("offset {offset}")),
            "{line}"
        );
    }
}

#[test]
fn at_most_64_distinct_propositions() {
    let within: Vec<String> = (0..64).map(|i| format!("{{x{i}}}")).collect();
    let mut src = within.join(" && ");
    let parsed = parse(&src, &[]).unwrap();
    assert_eq!(parsed.atoms.len(), 64);
    src.push_str(" && {x0} && {x63}");
    assert_eq!(parse(&src, &[]).unwrap().atoms.len(), 64);
    src.push_str(" && {x64}");
    let e = parse(&src, &[]).unwrap_err();
    assert!(
        e.message.contains("more than 64 distinct propositions"),
        "{e}"
    );
    assert_eq!(e.offset, src.len() - "{x64}".len());
}

#[test]
fn bad_defines_are_errors() {
    let bad = |name: &str, expr: &str| {
        parse("true", &[(name.to_string(), expr.to_string())])
            .unwrap_err()
            .message
    };
    assert!(bad("1p", "x").contains("`1p` is not an identifier"));
    assert!(bad("a.b", "x").contains("not an identifier"));
    assert!(bad("", "x").contains("not an identifier"));
    assert!(bad("U", "x").contains("`U` is a word of the formula language"));
    assert!(bad("loc", "x").contains("`loc` is a word of the formula language"));
    assert!(bad("p", "  ").contains("`p` has an empty expression"));
    assert!(bad("p", "{ }").contains("empty expression"));
    let twice = [
        ("p".to_string(), "a".to_string()),
        ("p".to_string(), "b".to_string()),
    ];
    assert!(parse("p", &twice)
        .unwrap_err()
        .message
        .contains("`p` is given twice"));
}

#[test]
fn parsed_keeps_atoms_in_order_of_first_appearance() {
    let Parsed { formula, atoms } = parse("{b} U ({a} || {b})", &[]).unwrap();
    assert_eq!(atoms, ["b", "a"]);
    assert_eq!(
        formula,
        Until(bx(Atom(0)), bx(Or(bx(Atom(1)), bx(Atom(0)))))
    );
}

#[test]
fn nesting_deeper_than_the_limit_is_an_error_not_a_stack_overflow() {
    use wayfinder_ltl::MAX_DEPTH;
    let bangs = |n: usize| format!("{}p", "!".repeat(n));
    assert!(parse(&bangs(MAX_DEPTH - 1), &defines()).is_ok());
    let e = error(&bangs(MAX_DEPTH));
    assert!(
        e.message
            .contains(&format!("nests operators more than {MAX_DEPTH} deep")),
        "{e}"
    );
    assert_eq!(e.offset, 0);

    let parens = |n: usize| format!("{}p{}", "(".repeat(n), ")".repeat(n));
    assert!(parse(&parens(MAX_DEPTH), &defines()).is_ok());
    assert!(error(&parens(MAX_DEPTH + 1))
        .message
        .contains("nests operators"));
    assert!(error(&parens(100_000)).message.contains("nests operators"));

    let chain = |n: usize, op: &str| vec!["p"; n].join(op);
    assert!(parse(&chain(MAX_DEPTH, " && "), &defines()).is_ok());
    assert!(error(&chain(MAX_DEPTH + 1, " && "))
        .message
        .contains("nests operators"));
    assert!(parse(&chain(MAX_DEPTH, " -> "), &defines()).is_ok());
    assert!(error(&chain(MAX_DEPTH + 1, " -> "))
        .message
        .contains("nests operators"));
    assert!(error(&chain(100_000, " -> "))
        .message
        .contains("nests operators"));
}
