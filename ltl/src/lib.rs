//! Linear temporal logic for `check --ltl`: formulas in Spin's syntax
//! ([`parse`]) and their translation into Büchi automata ([`translate`]).
//!
//! The crate knows nothing of Java: a proposition is an opaque piece of
//! source text ([`Parsed::atoms`]) that the caller evaluates on program
//! states, and a valuation is a bit set over the atoms (bit `i` = atom `i`).
//!
//! The next operator is deliberately absent: without it every formula is
//! invariant under stuttering, which keeps partial-order reduction sound.

mod buchi;
mod parse;

use std::fmt;

pub use buchi::{translate, Buchi, Edge, Guard};
pub use parse::{parse, ParseError, MAX_ATOMS, MAX_DEPTH};

/// An LTL formula over propositions numbered 0..n (indexes into
/// [`Parsed::atoms`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Formula {
    True,
    False,
    Atom(usize),
    Not(Box<Formula>),
    And(Box<Formula>, Box<Formula>),
    Or(Box<Formula>, Box<Formula>),
    Implies(Box<Formula>, Box<Formula>),
    Iff(Box<Formula>, Box<Formula>),
    /// `[] f`: `f` holds in every state from now on.
    Always(Box<Formula>),
    /// `<> f`: `f` holds in some state from now on.
    Eventually(Box<Formula>),
    /// `a U b`: `b` holds eventually and `a` holds in every state before.
    Until(Box<Formula>, Box<Formula>),
    /// `a V b` (release): `b` holds up to and including the first state
    /// where `a` holds, or forever if `a` never does.
    Release(Box<Formula>, Box<Formula>),
    /// `a W b` (weak until): `a` holds up to the first state where `b`
    /// holds, or forever if `b` never does (`(a U b) || []a`).
    WeakUntil(Box<Formula>, Box<Formula>),
}

/// A parsed formula with its propositions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub formula: Formula,
    /// The distinct proposition texts, indexed by [`Formula::Atom`]: the text
    /// inside `{ }` (trimmed), the whole text of a bare call such as
    /// `loc("Main.java:12")`, or the right-hand side (trimmed) of a define
    /// used by name. Identical texts share one index.
    pub atoms: Vec<String>,
}

impl fmt::Display for Parsed {
    /// The formula in Spin syntax with each proposition written in braces,
    /// so that [`parse`] reads it back as the same formula.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_formula(f, &self.formula, &|f, i| match self.atoms.get(i) {
            Some(text) => write!(f, "{{{text}}}"),
            None => write!(f, "p{i}"),
        })
    }
}

impl fmt::Display for Formula {
    /// The formula in Spin syntax, atom `i` written `p{i}` (`p0`, `p1`, ...);
    /// [`Parsed`]'s `Display` writes the propositions' texts instead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_formula(f, self, &|f, i| write!(f, "p{i}"))
    }
}

impl Formula {
    /// `!self`, boxed: the formula whose automaton accepts the violations.
    pub fn negated(&self) -> Formula {
        Formula::Not(Box::new(self.clone()))
    }

    /// Binding strength for printing, tightest highest (the parser's order).
    fn precedence(&self) -> u8 {
        match self {
            Formula::Iff(..) => 1,
            Formula::Implies(..) => 2,
            Formula::Or(..) => 3,
            Formula::And(..) => 4,
            Formula::Until(..) | Formula::Release(..) | Formula::WeakUntil(..) => 5,
            Formula::Not(_) | Formula::Always(_) | Formula::Eventually(_) => 6,
            Formula::True | Formula::False | Formula::Atom(_) => 7,
        }
    }
}

type AtomWriter<'a> = dyn Fn(&mut fmt::Formatter<'_>, usize) -> fmt::Result + 'a;

/// Writes `formula` with the fewest parentheses that parse back to it.
fn write_formula(f: &mut fmt::Formatter<'_>, formula: &Formula, atom: &AtomWriter) -> fmt::Result {
    let child = |f: &mut fmt::Formatter<'_>, sub: &Formula, parens: bool| -> fmt::Result {
        if parens {
            f.write_str("(")?;
            write_formula(f, sub, atom)?;
            f.write_str(")")
        } else {
            write_formula(f, sub, atom)
        }
    };
    let level = formula.precedence();
    match formula {
        Formula::True => f.write_str("true"),
        Formula::False => f.write_str("false"),
        Formula::Atom(i) => atom(f, *i),
        Formula::Not(a) | Formula::Always(a) | Formula::Eventually(a) => {
            f.write_str(match formula {
                Formula::Not(_) => "!",
                Formula::Always(_) => "[]",
                _ => "<>",
            })?;
            child(f, a, a.precedence() < level)
        }
        Formula::And(a, b)
        | Formula::Or(a, b)
        | Formula::Iff(a, b)
        | Formula::Until(a, b)
        | Formula::Release(a, b)
        | Formula::WeakUntil(a, b) => {
            // Left-associative: a right operand of the same level needs parentheses.
            child(f, a, a.precedence() < level)?;
            f.write_str(match formula {
                Formula::And(..) => " && ",
                Formula::Or(..) => " || ",
                Formula::Iff(..) => " <-> ",
                Formula::Until(..) => " U ",
                Formula::WeakUntil(..) => " W ",
                _ => " V ",
            })?;
            child(f, b, b.precedence() <= level)
        }
        Formula::Implies(a, b) => {
            // Right-associative: the left operand of the same level needs them.
            child(f, a, a.precedence() <= level)?;
            f.write_str(" -> ")?;
            child(f, b, b.precedence() < level)
        }
    }
}
