//! Abstract values of `float` and `double` fields: the built-in domains
//! read over the reals, with NaN. `signs` has a fourth value NaN (after
//! NEG, ZERO, POS; -0.0 is ZERO, the infinities are NEG and POS), `range`
//! one after its intervals, `point(c)` counts NaN among the values other
//! than c, and `bool(OP c)` puts NaN where Java's comparison puts it (true
//! for `!=`, false for the others).
//!
//! Only comparisons (`fcmpl`, `fcmpg`, `dcmpl`, `dcmpg`) compute with
//! them: the outcomes an abstract value allows against a constant or
//! another abstract value of the same domain, NaN giving the unordered
//! outcome (-1 for the `l` forms, 1 for the `g` forms, JVMS 6.5).
//! Floating-point arithmetic and conversions on abstract values are not
//! modelled: they end the path (`Vm::needs_concrete`).

use super::domain::{CmpOp, Constant, Domain};

/// An interval of the extended reals: (low, low included, high, high
/// included).
type Iv = (f64, bool, f64, bool);

/// The concrete values an abstract value stands for: intervals, and
/// whether NaN is among them.
#[derive(Clone, Debug, PartialEq)]
pub struct RealSet {
    pub ivs: Vec<Iv>,
    pub nan: bool,
}

/// An operand of a floating-point comparison.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RealOperand {
    Abs(u8),
    Const(f64),
}

/// The outcomes a floating-point comparison may have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RealOrderings {
    pub less: bool,
    pub equal: bool,
    pub greater: bool,
    /// An operand may be NaN.
    pub unordered: bool,
}

const INF: f64 = f64::INFINITY;

impl Domain {
    /// Whether the domain can abstract `float` and `double` fields.
    pub fn takes_reals(&self) -> bool {
        matches!(
            self,
            Domain::Signs
                | Domain::Range(_)
                | Domain::Point(_)
                | Domain::Predicate(_, Constant::Int(_) | Constant::Float(_))
        )
    }

    /// The abstract value of a `float` or `double` (NaN included).
    pub fn abstract_of_real(&self, d: f64) -> Option<u8> {
        match self {
            Domain::Signs if d.is_nan() => Some(3),
            Domain::Signs => Some(if d < 0.0 {
                0
            } else if d == 0.0 {
                1
            } else {
                2
            }),
            Domain::Range(cuts) if d.is_nan() => Some(cuts.len() as u8 + 1),
            Domain::Range(cuts) => Some(cuts.iter().take_while(|&&c| c as f64 <= d).count() as u8),
            Domain::Point(c) => Some(u8::from(d != *c as f64)),
            Domain::Predicate(..) => self.abstract_of(super::domain::Concrete::Float(d)),
            _ => None,
        }
    }

    /// The concrete values abstract value `v` stands for, read over the
    /// reals.
    pub fn real_set(&self, v: u8) -> Option<RealSet> {
        let set = |ivs: Vec<Iv>, nan: bool| Some(RealSet { ivs, nan });
        match self {
            Domain::Signs => match v {
                0 => set(vec![(-INF, true, 0.0, false)], false),
                1 => set(vec![(0.0, true, 0.0, true)], false),
                2 => set(vec![(0.0, false, INF, true)], false),
                _ => set(Vec::new(), true),
            },
            Domain::Range(cuts) => {
                let v = v as usize;
                if v > cuts.len() {
                    return set(Vec::new(), true);
                }
                let lo = if v == 0 {
                    (-INF, true)
                } else {
                    (cuts[v - 1] as f64, true)
                };
                let hi = match cuts.get(v) {
                    Some(&c) => (c as f64, false),
                    None => (INF, true),
                };
                set(vec![(lo.0, lo.1, hi.0, hi.1)], false)
            }
            Domain::Point(c) => {
                let c = *c as f64;
                if v == 0 {
                    set(vec![(c, true, c, true)], false)
                } else {
                    set(vec![(-INF, true, c, false), (c, false, INF, true)], true)
                }
            }
            Domain::Predicate(op, k) => {
                let c = match k {
                    Constant::Int(i) => *i as f64,
                    Constant::Float(f) => *f,
                    Constant::Str(_) => return None,
                };
                // v == 0: the predicate holds.
                let holds = v == 0;
                let below = (-INF, true, c, false);
                let at = (c, true, c, true);
                let above = (c, false, INF, true);
                let (ivs, nan_holds) = match op {
                    CmpOp::Eq => (vec![at], false),
                    CmpOp::Ne => (vec![below, above], true),
                    CmpOp::Lt => (vec![below], false),
                    CmpOp::Le => (vec![below, at], false),
                    CmpOp::Gt => (vec![above], false),
                    CmpOp::Ge => (vec![at, above], false),
                };
                if holds {
                    set(ivs, nan_holds)
                } else {
                    let all = [below, at, above];
                    let rest = all.into_iter().filter(|i| !ivs.contains(i)).collect();
                    set(rest, !nan_holds)
                }
            }
            _ => None,
        }
    }

    fn operand_set(&self, x: RealOperand) -> Option<RealSet> {
        match x {
            RealOperand::Abs(v) => self.real_set(v),
            RealOperand::Const(c) if c.is_nan() => Some(RealSet {
                ivs: Vec::new(),
                nan: true,
            }),
            RealOperand::Const(c) => Some(RealSet {
                ivs: vec![(c, true, c, true)],
                nan: false,
            }),
        }
    }

    /// The outcomes `a <=> b` may have (`None`: the domain does not take
    /// reals). May over-approximate (between two bounds there may be no
    /// `float` or `double`), never under-approximates.
    pub fn real_compare(&self, a: RealOperand, b: RealOperand) -> Option<RealOrderings> {
        let (xs, ys) = (self.operand_set(a)?, self.operand_set(b)?);
        let mut o = RealOrderings {
            unordered: xs.nan || ys.nan,
            ..Default::default()
        };
        for &(xl, xlc, xh, xhc) in &xs.ivs {
            for &(yl, ylc, yh, yhc) in &ys.ivs {
                o.less |= xl < yh;
                o.greater |= xh > yl;
                // The intersection is not empty.
                let (lo, lo_in) = if xl > yl {
                    (xl, xlc)
                } else if yl > xl {
                    (yl, ylc)
                } else {
                    (xl, xlc && ylc)
                };
                let (hi, hi_in) = if xh < yh {
                    (xh, xhc)
                } else if yh < xh {
                    (yh, yhc)
                } else {
                    (xh, xhc && yhc)
                };
                o.equal |= lo < hi || (lo == hi && lo_in && hi_in);
            }
        }
        Some(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Domain {
        Domain::parse(s).expect("domain")
    }

    #[test]
    fn signs_over_reals_with_nan() {
        let s = d("signs");
        assert_eq!(s.abstract_of_real(-0.0), Some(1));
        assert_eq!(s.abstract_of_real(f64::NEG_INFINITY), Some(0));
        assert_eq!(s.abstract_of_real(f64::NAN), Some(3));
        // NEG against 0.0: always less.
        let o = s
            .real_compare(RealOperand::Abs(0), RealOperand::Const(0.0))
            .unwrap();
        assert!(o.less && !o.equal && !o.greater && !o.unordered);
        // POS against 1.0: any ordering, never unordered.
        let o = s
            .real_compare(RealOperand::Abs(2), RealOperand::Const(1.0))
            .unwrap();
        assert!(o.less && o.equal && o.greater && !o.unordered);
        // NaN: only unordered.
        let o = s
            .real_compare(RealOperand::Abs(3), RealOperand::Const(1.0))
            .unwrap();
        assert_eq!(
            o,
            RealOrderings {
                unordered: true,
                ..Default::default()
            }
        );
        // ZERO against ZERO: equal only.
        let o = s
            .real_compare(RealOperand::Abs(1), RealOperand::Abs(1))
            .unwrap();
        assert!(!o.less && o.equal && !o.greater);
    }

    #[test]
    fn predicates_and_ranges_over_reals() {
        let p = d("bool(< 1.5)");
        assert_eq!(p.abstract_of_real(1.0), Some(0));
        assert_eq!(p.abstract_of_real(f64::NAN), Some(1));
        // FALSE stands for [1.5, inf] and NaN.
        let o = p
            .real_compare(RealOperand::Abs(1), RealOperand::Const(1.5))
            .unwrap();
        assert!(!o.less && o.equal && o.greater && o.unordered);
        let ne = d("bool(!= 2)");
        assert_eq!(ne.abstract_of_real(f64::NAN), Some(0));
        let r = d("range[0:10]");
        assert_eq!(r.abstract_of_real(9.99), Some(1));
        assert_eq!(r.abstract_of_real(f64::NAN), Some(3));
        let o = r
            .real_compare(RealOperand::Abs(1), RealOperand::Const(10.0))
            .unwrap();
        assert!(o.less && !o.equal && !o.greater && !o.unordered);
        assert!(d("evenodd").real_set(0).is_none());
    }
}
