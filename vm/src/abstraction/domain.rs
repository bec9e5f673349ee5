//! Abstract domains: finite sets of abstract values that a field's concrete
//! values are mapped to, as users name them on the command line (`signs`,
//! `evenodd`, `range[0:1:4]`, `bool(< 100)`, `point(7)`). An abstract value
//! is a small number `0..size()`; `label` names it for reports.
//!
//! This file knows only the mapping from concrete to abstract values and
//! the spelling of the domains; what arithmetic and comparisons do on
//! abstract values lives beside it.

use std::fmt;

/// A comparison operator of a predicate domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    /// The operator's spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// Whether `a op b` holds, for any ordered type.
    pub fn holds<T: PartialOrd + ?Sized>(self, a: &T, b: &T) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }
}

/// The constant a predicate compares with.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    Int(i64),
    Float(f64),
    Str(String),
}

impl fmt::Display for Constant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Constant::Int(v) => write!(f, "{v}"),
            Constant::Float(v) => write!(f, "{v:?}"),
            Constant::Str(s) => write!(f, "{s:?}"),
        }
    }
}

/// A concrete value to abstract: what a field of a primitive or `String`
/// type holds (`Str(None)` is a null string).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Concrete<'a> {
    Int(i64),
    Float(f64),
    Str(Option<&'a str>),
}

/// An abstract domain.
#[derive(Clone, Debug, PartialEq)]
pub enum Domain {
    /// NEG, ZERO, POS.
    Signs,
    /// EVEN, ODD.
    EvenOdd,
    /// The cut points c1 < c2 < ... < cn: the intervals below c1, [c1, c2),
    /// ..., and from cn up (n + 1 values).
    Range(Vec<i64>),
    /// Whether the value compares with the constant as given: TRUE, FALSE.
    Predicate(CmpOp, Constant),
    /// The value c and every other value.
    Point(i64),
    /// An abstraction a Java class of the user's defines (its binary name);
    /// its values and their names come from that class.
    User(String),
}

/// Why a domain's spelling was not understood: one line for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DomainError(pub String);

impl fmt::Display for DomainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DomainError {}

/// The spellings, for error messages.
pub const SPELLINGS: &str =
    "signs, evenodd, range[c1:c2:...], bool(OP CONST), point(C), user(pkg.Class)";

impl Domain {
    /// Reads a domain as written on the command line.
    pub fn parse(spec: &str) -> Result<Domain, DomainError> {
        let s = spec.trim();
        let err = |why: &str| DomainError(format!("abstraction `{s}`: {why} (known: {SPELLINGS})"));
        if s == "signs" {
            return Ok(Domain::Signs);
        }
        if s == "evenodd" {
            return Ok(Domain::EvenOdd);
        }
        if let Some(body) = s.strip_prefix("range[").and_then(|b| b.strip_suffix(']')) {
            let mut cuts = Vec::new();
            for part in body.split(':') {
                let c: i64 = part
                    .trim()
                    .parse()
                    .map_err(|_| err(&format!("`{}` is not an integer", part.trim())))?;
                if cuts.last().is_some_and(|&last| c <= last) {
                    return Err(err("the cut points must increase"));
                }
                cuts.push(c);
            }
            if cuts.len() > 250 {
                return Err(err("at most 250 cut points"));
            }
            return Ok(Domain::Range(cuts));
        }
        if let Some(body) = s.strip_prefix("point(").and_then(|b| b.strip_suffix(')')) {
            let c = body
                .trim()
                .parse()
                .map_err(|_| err(&format!("`{}` is not an integer", body.trim())))?;
            return Ok(Domain::Point(c));
        }
        if let Some(body) = s.strip_prefix("user(").and_then(|b| b.strip_suffix(')')) {
            let class = body.trim();
            if class.is_empty() || class.contains(char::is_whitespace) {
                return Err(err("expected a class name"));
            }
            return Ok(Domain::User(class.to_string()));
        }
        if let Some(body) = s.strip_prefix("bool(").and_then(|b| b.strip_suffix(')')) {
            let body = body.trim();
            let (op, rest) = [
                ("==", CmpOp::Eq),
                ("!=", CmpOp::Ne),
                ("<=", CmpOp::Le),
                (">=", CmpOp::Ge),
                ("<", CmpOp::Lt),
                (">", CmpOp::Gt),
            ]
            .iter()
            .find_map(|(sym, op)| body.strip_prefix(sym).map(|rest| (*op, rest.trim())))
            .ok_or_else(|| err("expected an operator (== != < <= > >=)"))?;
            let constant = parse_constant(rest).ok_or_else(|| {
                err(&format!(
                    "`{rest}` is not an integer, a number or a string in quotes"
                ))
            })?;
            if matches!(constant, Constant::Str(_)) && !matches!(op, CmpOp::Eq | CmpOp::Ne) {
                return Err(err("strings compare only with == and !="));
            }
            return Ok(Domain::Predicate(op, constant));
        }
        Err(err("unknown abstraction"))
    }

    /// How many abstract values the domain has (`None` for a user domain,
    /// whose class says).
    pub fn size(&self) -> Option<usize> {
        Some(match self {
            Domain::Signs => 3,
            Domain::EvenOdd | Domain::Predicate(..) | Domain::Point(_) => 2,
            Domain::Range(cuts) => cuts.len() + 1,
            Domain::User(_) => return None,
        })
    }

    /// The name of abstract value `v` (a user domain's are numbers; its
    /// class may name them).
    pub fn label(&self, v: u8) -> String {
        match self {
            Domain::Signs => ["NEG", "ZERO", "POS", "NaN"][v as usize % 4].to_string(),
            Domain::EvenOdd => ["EVEN", "ODD"][v as usize % 2].to_string(),
            Domain::Range(cuts) => {
                let v = v as usize;
                if v > cuts.len() {
                    // Only `float` and `double` fields have it.
                    "NaN".to_string()
                } else if v == 0 {
                    format!("<{}", cuts[0])
                } else if v >= cuts.len() {
                    format!(">={}", cuts[cuts.len() - 1])
                } else {
                    format!("[{},{})", cuts[v - 1], cuts[v])
                }
            }
            Domain::Predicate(op, c) => {
                if v == 0 {
                    format!("{} {c}", op.symbol())
                } else {
                    format!("!({} {c})", op.symbol())
                }
            }
            Domain::Point(c) => {
                if v == 0 {
                    format!("{c}")
                } else {
                    format!("!{c}")
                }
            }
            Domain::User(_) => format!("#{v}"),
        }
    }

    /// The abstract value of `x`; `None` when the domain does not take
    /// values of that kind (a string for `signs`) or is a user domain.
    pub fn abstract_of(&self, x: Concrete<'_>) -> Option<u8> {
        match (self, x) {
            (Domain::Signs, Concrete::Int(i)) => Some(match i.signum() {
                -1 => 0,
                0 => 1,
                _ => 2,
            }),
            (Domain::Signs, Concrete::Float(d)) if !d.is_nan() => Some(if d < 0.0 {
                0
            } else if d == 0.0 {
                1
            } else {
                2
            }),
            (Domain::EvenOdd, Concrete::Int(i)) => Some((i & 1) as u8),
            (Domain::Range(cuts), Concrete::Int(i)) => {
                Some(cuts.iter().take_while(|&&c| c <= i).count() as u8)
            }
            (Domain::Point(c), Concrete::Int(i)) => Some(u8::from(i != *c)),
            (Domain::Predicate(op, c), x) => {
                let holds = match (c, x) {
                    (Constant::Int(c), Concrete::Int(i)) => op.holds(&i, c),
                    (Constant::Int(c), Concrete::Float(d)) => op.holds(&d, &(*c as f64)),
                    (Constant::Float(c), Concrete::Int(i)) => op.holds(&(i as f64), c),
                    (Constant::Float(c), Concrete::Float(d)) => op.holds(&d, c),
                    (Constant::Str(c), Concrete::Str(s)) => op.holds(&s, &Some(c.as_str())),
                    _ => return None,
                };
                Some(u8::from(!holds))
            }
            _ => None,
        }
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Domain::Signs => f.write_str("signs"),
            Domain::EvenOdd => f.write_str("evenodd"),
            Domain::Range(cuts) => {
                let cuts: Vec<String> = cuts.iter().map(i64::to_string).collect();
                write!(f, "range[{}]", cuts.join(":"))
            }
            Domain::Predicate(op, c) => write!(f, "bool({} {c})", op.symbol()),
            Domain::Point(c) => write!(f, "point({c})"),
            Domain::User(class) => write!(f, "user({class})"),
        }
    }
}

/// An integer, a decimal number or a string in double quotes (with `\"`
/// and `\\` escapes).
fn parse_constant(s: &str) -> Option<Constant> {
    if let Some(body) = s.strip_prefix('"').and_then(|b| b.strip_suffix('"')) {
        let mut out = String::new();
        let mut chars = body.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => out.push(chars.next()?),
                '"' => return None,
                c => out.push(c),
            }
        }
        return Some(Constant::Str(out));
    }
    if let Ok(i) = s.parse::<i64>() {
        return Some(Constant::Int(i));
    }
    s.parse::<f64>()
        .ok()
        .filter(|d| d.is_finite())
        .map(Constant::Float)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Domain {
        Domain::parse(s).unwrap()
    }

    #[test]
    fn parses_every_spelling_and_prints_it_back() {
        for s in [
            "signs",
            "evenodd",
            "range[0:1:4]",
            "bool(< 100)",
            "bool(== \"E\")",
            "bool(>= 2.5)",
            "point(7)",
            "user(demo.Parity)",
        ] {
            assert_eq!(d(s).to_string(), s);
        }
        assert_eq!(d(" range[ -3 : 5 ] "), Domain::Range(vec![-3, 5]));
    }

    #[test]
    fn rejects_bad_spellings_with_the_reason() {
        for (s, why) in [
            ("sign", "unknown abstraction"),
            ("range[4:1]", "must increase"),
            ("range[a]", "`a` is not an integer"),
            ("bool(100)", "expected an operator"),
            ("bool(< \"x\")", "strings compare only"),
            ("bool(== x)", "`x` is not"),
            ("point()", "`` is not an integer"),
            ("user()", "expected a class name"),
        ] {
            let e = Domain::parse(s).unwrap_err().0;
            assert!(e.contains(why), "{s}: {e}");
        }
    }

    #[test]
    fn maps_concrete_values() {
        let signs = d("signs");
        let got: Vec<_> = [-5, 0, 9]
            .iter()
            .map(|&i| signs.label(signs.abstract_of(Concrete::Int(i)).unwrap()))
            .collect();
        assert_eq!(got, ["NEG", "ZERO", "POS"]);
        assert_eq!(signs.abstract_of(Concrete::Float(f64::NAN)), None);
        assert_eq!(signs.abstract_of(Concrete::Str(Some("x"))), None);

        let range = d("range[0:1:4]");
        let got: Vec<_> = [-1, 0, 1, 3, 4, 100]
            .iter()
            .map(|&i| range.label(range.abstract_of(Concrete::Int(i)).unwrap()))
            .collect();
        assert_eq!(got, ["<0", "[0,1)", "[1,4)", "[1,4)", ">=4", ">=4"]);
        assert_eq!(range.size(), Some(4));

        let e = d("bool(== \"E\")");
        assert_eq!(e.abstract_of(Concrete::Str(Some("E"))), Some(0));
        assert_eq!(e.abstract_of(Concrete::Str(Some("T"))), Some(1));
        assert_eq!(e.abstract_of(Concrete::Str(None)), Some(1));
        assert_eq!(e.label(0), "== \"E\"");

        let lt = d("bool(< 100)");
        assert_eq!(lt.abstract_of(Concrete::Int(99)), Some(0));
        assert_eq!(lt.abstract_of(Concrete::Int(100)), Some(1));
        assert_eq!(d("evenodd").abstract_of(Concrete::Int(-3)), Some(1));
        assert_eq!(d("point(7)").abstract_of(Concrete::Int(7)), Some(0));
        assert_eq!(d("user(X)").abstract_of(Concrete::Int(7)), None);
    }
}
