//! What arithmetic and comparisons do on abstract values: for each domain,
//! the set of abstract values an operation's result may have, and the
//! outcomes a comparison may have.
//!
//! An operand is an abstract value or a constant (a concrete value the
//! program computed without the abstracted field); a constant is used with
//! its exact value, which is never less precise than abstracting it first
//! (POS - 1 is {ZERO, POS}, where POS - POS is any sign).
//!
//! The interval-shaped domains (`signs`, `range`, `point`, `bool` with an
//! integer constant) are computed with interval arithmetic on the concrete
//! values each abstract value stands for: the result is every abstract
//! value whose intervals meet the result's. `evenodd` follows the rules of
//! parity. Integers are mathematical here: 32- and 64-bit overflow is not
//! modelled (an int at `Integer.MAX_VALUE` plus one is taken as positive).

use super::domain::{CmpOp, Constant, Domain};

/// Larger than every `long`: stands for the unbounded ends of intervals.
const INF: i128 = 1 << 64;

/// A closed interval of integers.
type Interval = (i128, i128);

/// One operand of an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// An abstract value of the domain.
    Abs(u8),
    /// A concrete value.
    Const(i64),
}

/// An arithmetic operation (`iadd`/`ladd`, ...; `Neg` ignores its second
/// operand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Neg,
}

impl ArithOp {
    pub fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Sub => "-",
            ArithOp::Mul => "*",
            ArithOp::Div => "/",
            ArithOp::Rem => "%",
            ArithOp::Neg => "-",
        }
    }
}

/// What an arithmetic operation may give.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArithOutcomes {
    /// The abstract values the result may have, ascending.
    pub values: Vec<u8>,
    /// Whether the divisor may be zero (`ArithmeticException`).
    pub may_throw: bool,
}

/// The outcomes a comparison `a <=> b` may have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Orderings {
    pub less: bool,
    pub equal: bool,
    pub greater: bool,
}

impl Orderings {
    /// The truth values `a cond b` may take: (may be true, may be false).
    pub fn truth(self, op: CmpOp) -> (bool, bool) {
        let Orderings {
            less: l,
            equal: e,
            greater: g,
        } = self;
        match op {
            CmpOp::Eq => (e, l || g),
            CmpOp::Ne => (l || g, e),
            CmpOp::Lt => (l, e || g),
            CmpOp::Le => (l || e, g),
            CmpOp::Gt => (g, l || e),
            CmpOp::Ge => (g || e, l),
        }
    }
}

/// Why a domain cannot compute: its values are not integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotArithmetic(pub String);

impl Domain {
    /// Whether this domain's arithmetic and comparisons are computed here
    /// (every built-in domain over integers; not predicates with a
    /// non-integer constant, nor user domains).
    pub fn is_arithmetic(&self) -> bool {
        match self {
            Domain::Signs | Domain::EvenOdd | Domain::Range(_) | Domain::Point(_) => true,
            Domain::Predicate(_, Constant::Int(_)) => true,
            Domain::Predicate(..) | Domain::User(_) => false,
        }
    }

    /// The concrete values abstract value `v` stands for, as intervals
    /// (`None` for `evenodd`, which is not interval-shaped, and for
    /// non-arithmetic domains).
    fn intervals(&self, v: u8) -> Option<Vec<Interval>> {
        let not = |c: i128| vec![(-INF, c - 1), (c + 1, INF)];
        Some(match self {
            Domain::Signs => match v {
                0 => vec![(-INF, -1)],
                1 => vec![(0, 0)],
                _ => vec![(1, INF)],
            },
            Domain::Range(cuts) => {
                let v = v as usize;
                let lo = if v == 0 { -INF } else { cuts[v - 1] as i128 };
                let hi = if v >= cuts.len() {
                    INF
                } else {
                    cuts[v] as i128 - 1
                };
                vec![(lo, hi)]
            }
            Domain::Point(c) => {
                let c = *c as i128;
                if v == 0 {
                    vec![(c, c)]
                } else {
                    not(c)
                }
            }
            Domain::Predicate(op, Constant::Int(c)) => {
                let c = *c as i128;
                let holds = match op {
                    CmpOp::Lt => vec![(-INF, c - 1)],
                    CmpOp::Le => vec![(-INF, c)],
                    CmpOp::Gt => vec![(c + 1, INF)],
                    CmpOp::Ge => vec![(c, INF)],
                    CmpOp::Eq => vec![(c, c)],
                    CmpOp::Ne => not(c),
                };
                let fails = match op {
                    CmpOp::Lt => vec![(c, INF)],
                    CmpOp::Le => vec![(c + 1, INF)],
                    CmpOp::Gt => vec![(-INF, c)],
                    CmpOp::Ge => vec![(-INF, c - 1)],
                    CmpOp::Eq => not(c),
                    CmpOp::Ne => vec![(c, c)],
                };
                if v == 0 {
                    holds
                } else {
                    fails
                }
            }
            _ => return None,
        })
    }

    fn operand_intervals(&self, x: Operand) -> Option<Vec<Interval>> {
        match x {
            Operand::Abs(v) => self.intervals(v),
            Operand::Const(c) => Some(vec![(c as i128, c as i128)]),
        }
    }

    /// The abstract values whose intervals meet one of `ivs`.
    fn values_meeting(&self, ivs: &[Interval]) -> Vec<u8> {
        let n = self.size().unwrap_or(0);
        (0..n as u8)
            .filter(|&v| {
                self.intervals(v).is_some_and(|own| {
                    own.iter()
                        .any(|&(a, b)| ivs.iter().any(|&(c, d)| a <= d && c <= b))
                })
            })
            .collect()
    }

    /// The possible results of `a op b` (of `op a` for `Neg`).
    pub fn arith(
        &self,
        op: ArithOp,
        a: Operand,
        b: Operand,
    ) -> Result<ArithOutcomes, NotArithmetic> {
        if !self.is_arithmetic() {
            return Err(NotArithmetic(format!("{self} has no arithmetic")));
        }
        if *self == Domain::EvenOdd {
            return Ok(parity_arith(op, a, b));
        }
        let xs = self.operand_intervals(a).expect("interval domain");
        let ys = match op {
            ArithOp::Neg => vec![(0, 0)],
            _ => self.operand_intervals(b).expect("interval domain"),
        };
        let mut out = Vec::new();
        let mut may_throw = false;
        for &x in &xs {
            for &y in &ys {
                match op {
                    ArithOp::Add => out.push(clamp((x.0 + y.0, x.1 + y.1))),
                    ArithOp::Sub => out.push(clamp((x.0 - y.1, x.1 - y.0))),
                    ArithOp::Neg => out.push((-x.1, -x.0)),
                    ArithOp::Mul => {
                        let c = [
                            x.0.saturating_mul(y.0),
                            x.0.saturating_mul(y.1),
                            x.1.saturating_mul(y.0),
                            x.1.saturating_mul(y.1),
                        ];
                        out.push(clamp(min_max(&c)));
                    }
                    ArithOp::Div | ArithOp::Rem => {
                        if y.0 <= 0 && 0 <= y.1 {
                            may_throw = true;
                        }
                        for part in [(y.0, y.1.min(-1)), (y.0.max(1), y.1)] {
                            if part.0 > part.1 {
                                continue;
                            }
                            out.push(if op == ArithOp::Div {
                                // Truncating division is monotone in each
                                // operand on a divisor of one sign: the
                                // extremes are at the corners.
                                min_max(&[x.0 / part.0, x.0 / part.1, x.1 / part.0, x.1 / part.1])
                            } else {
                                // |x % y| < |y| and <= |x|, with x's sign.
                                let m = part.0.abs().max(part.1.abs()) - 1;
                                (x.0.max(-m).min(0), x.1.min(m).max(0))
                            });
                        }
                    }
                }
            }
        }
        Ok(ArithOutcomes {
            values: self.values_meeting(&out),
            may_throw,
        })
    }

    /// The possible orderings of `a` against `b`.
    pub fn compare(&self, a: Operand, b: Operand) -> Result<Orderings, NotArithmetic> {
        if !self.is_arithmetic() {
            return Err(NotArithmetic(format!("{self} has no comparisons")));
        }
        if *self == Domain::EvenOdd {
            let parity = |x: Operand| match x {
                Operand::Abs(v) => v & 1,
                Operand::Const(c) => (c & 1) as u8,
            };
            if let (Operand::Const(x), Operand::Const(y)) = (a, b) {
                return Ok(Orderings {
                    less: x < y,
                    equal: x == y,
                    greater: x > y,
                });
            }
            return Ok(Orderings {
                less: true,
                equal: parity(a) == parity(b),
                greater: true,
            });
        }
        let xs = self.operand_intervals(a).expect("interval domain");
        let ys = self.operand_intervals(b).expect("interval domain");
        let mut o = Orderings::default();
        for &x in &xs {
            for &y in &ys {
                o.less |= x.0 < y.1;
                o.equal |= x.0 <= y.1 && y.0 <= x.1;
                o.greater |= x.1 > y.0;
            }
        }
        Ok(o)
    }

    /// Whether abstract value `v` may equal the constant `c` (for switches).
    pub fn may_equal(&self, v: u8, c: i64) -> bool {
        self.compare(Operand::Abs(v), Operand::Const(c))
            .map(|o| o.equal)
            .unwrap_or(true)
    }

    /// Whether abstract value `v` stands for exactly the constants in
    /// `keys` and nothing else (for a switch's default).
    pub fn covered_by(&self, v: u8, keys: &[i64]) -> bool {
        match self.intervals(v) {
            Some(ivs) => ivs.iter().all(|&(a, b)| {
                b - a < keys.len() as i128 && (a..=b).all(|x| keys.contains(&(x as i64)))
            }),
            None => false,
        }
    }
}

fn clamp((a, b): Interval) -> Interval {
    (a.clamp(-INF, INF), b.clamp(-INF, INF))
}

fn min_max(c: &[i128]) -> Interval {
    (
        *c.iter().min().expect("corners"),
        *c.iter().max().expect("corners"),
    )
}

/// `evenodd` arithmetic: EVEN is 0, ODD is 1.
fn parity_arith(op: ArithOp, a: Operand, b: Operand) -> ArithOutcomes {
    let parity = |x: Operand| match x {
        Operand::Abs(v) => v & 1,
        Operand::Const(c) => (c & 1) as u8,
    };
    let (p, q) = (parity(a), parity(b));
    let both = vec![0, 1];
    let (values, may_throw) = match op {
        ArithOp::Add | ArithOp::Sub => (vec![p ^ q], false),
        ArithOp::Neg => (vec![p], false),
        ArithOp::Mul => (vec![p & q], false),
        ArithOp::Div | ArithOp::Rem => match b {
            Operand::Const(0) => (Vec::new(), true),
            Operand::Const(1 | -1) if op == ArithOp::Div => (vec![p], false),
            Operand::Const(1 | -1) => (vec![0], false),
            Operand::Const(2 | -2) if op == ArithOp::Rem => (vec![p], false),
            Operand::Const(_) => (both, false),
            // An even divisor may be zero.
            Operand::Abs(v) => (both, v & 1 == 0),
        },
    };
    ArithOutcomes { values, may_throw }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Operand::{Abs, Const};

    fn d(s: &str) -> Domain {
        Domain::parse(s).unwrap()
    }

    fn labels(dom: &Domain, o: &ArithOutcomes) -> Vec<String> {
        o.values.iter().map(|&v| dom.label(v)).collect()
    }

    const NEG: u8 = 0;
    const ZERO: u8 = 1;
    const POS: u8 = 2;

    #[test]
    fn signs_use_the_constant_exactly() {
        let s = d("signs");
        let r = s.arith(ArithOp::Sub, Abs(POS), Const(1)).unwrap();
        assert_eq!(labels(&s, &r), ["ZERO", "POS"]);
        let r = s.arith(ArithOp::Sub, Abs(POS), Abs(POS)).unwrap();
        assert_eq!(labels(&s, &r), ["NEG", "ZERO", "POS"]);
        let r = s.arith(ArithOp::Add, Abs(POS), Abs(ZERO)).unwrap();
        assert_eq!(labels(&s, &r), ["POS"]);
        let r = s.arith(ArithOp::Mul, Abs(NEG), Abs(NEG)).unwrap();
        assert_eq!(labels(&s, &r), ["POS"]);
        let r = s.arith(ArithOp::Neg, Abs(NEG), Const(0)).unwrap();
        assert_eq!(labels(&s, &r), ["POS"]);
        let r = s.arith(ArithOp::Div, Abs(POS), Abs(POS)).unwrap();
        assert_eq!(
            (labels(&s, &r), r.may_throw),
            (vec!["ZERO".into(), "POS".into()], false)
        );
        let r = s.arith(ArithOp::Div, Abs(POS), Abs(ZERO)).unwrap();
        assert!(r.values.is_empty() && r.may_throw);
        let r = s.arith(ArithOp::Rem, Abs(NEG), Const(3)).unwrap();
        assert_eq!(labels(&s, &r), ["NEG", "ZERO"]);
        // The constant first abstracted would be POS: POS - POS is any sign.
        let r = s.arith(ArithOp::Sub, Const(1), Abs(POS)).unwrap();
        assert_eq!(labels(&s, &r), ["NEG", "ZERO"]);
    }

    #[test]
    fn comparisons() {
        let s = d("signs");
        let o = s.compare(Abs(ZERO), Const(0)).unwrap();
        assert_eq!(o.truth(CmpOp::Lt), (false, true));
        let o = s.compare(Abs(POS), Const(5)).unwrap();
        assert_eq!(o.truth(CmpOp::Lt), (true, true));
        let o = s.compare(Abs(NEG), Abs(POS)).unwrap();
        assert_eq!(o.truth(CmpOp::Lt), (true, false));
        let r = d("range[0:1:4]");
        let o = r.compare(Abs(2), Const(4)).unwrap();
        assert_eq!(o.truth(CmpOp::Lt), (true, false));
        let e = d("evenodd");
        let o = e.compare(Abs(0), Const(3)).unwrap();
        assert_eq!(o.truth(CmpOp::Eq), (false, true));
        let p = d("point(7)");
        let o = p.compare(Abs(1), Const(7)).unwrap();
        assert_eq!(o.truth(CmpOp::Eq), (false, true));
        assert_eq!(o.truth(CmpOp::Lt), (true, true));
    }

    #[test]
    fn ranges_predicates_points_and_parity() {
        let r = d("range[0:1:4]");
        let o = r.arith(ArithOp::Add, Abs(2), Const(1)).unwrap();
        assert_eq!(labels(&r, &o), ["[1,4)", ">=4"]);
        let o = r.arith(ArithOp::Sub, Abs(1), Const(1)).unwrap();
        assert_eq!(labels(&r, &o), ["<0"]);
        let b = d("bool(< 100)");
        let o = b.arith(ArithOp::Add, Abs(0), Const(1)).unwrap();
        assert_eq!(o.values, [0, 1]);
        let o = b.arith(ArithOp::Sub, Abs(0), Const(1)).unwrap();
        assert_eq!(o.values, [0]);
        let p = d("point(0)");
        let o = p.arith(ArithOp::Mul, Abs(0), Abs(1)).unwrap();
        assert_eq!(o.values, [0]);
        let e = d("evenodd");
        let o = e.arith(ArithOp::Add, Abs(1), Const(1)).unwrap();
        assert_eq!(labels(&e, &o), ["EVEN"]);
        let o = e.arith(ArithOp::Mul, Abs(1), Abs(0)).unwrap();
        assert_eq!(labels(&e, &o), ["EVEN"]);
        let o = e.arith(ArithOp::Div, Abs(1), Abs(0)).unwrap();
        assert!(o.may_throw && o.values.len() == 2);
        assert!(d("bool(== \"E\")")
            .arith(ArithOp::Add, Abs(0), Abs(0))
            .is_err());
    }

    #[test]
    fn switch_helpers() {
        let s = d("signs");
        assert!(s.covered_by(ZERO, &[0, 3]));
        assert!(!s.covered_by(POS, &[1, 2]));
        assert!(s.may_equal(POS, 5) && !s.may_equal(NEG, 5));
        let r = d("range[0:2]");
        assert!(r.covered_by(1, &[0, 1]));
    }
}
