//! Evaluating the property language on key-attribute states: concretely
//! (`eval`, on a state and, for `x'`, the next one), and three-valued on an
//! abstract state (`eval_abstract`, the JIV2E paper's Algorithm 4: does p
//! hold on every concrete state the abstract one stands for?).
//!
//! The temporal forms a property may take at its top (`Kind`) and what
//! each checks on the explored paths are described on `Kind`.

use std::cmp::Ordering;
use std::rc::Rc;

use wayfinder_vm::abstraction::{CmpOp, Constant, Domain};

use super::keys::{negate, AbsVal, KVal, KeyDecl, KeyState, KeyType};
use super::parse::{ArithOp, Expr, KeyRef, ListOp, RelOp};

/// A value of the property language.
#[derive(Clone, Debug, PartialEq)]
pub enum V {
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Option<Rc<str>>),
    List(Vec<V>),
}

impl V {
    fn of(k: &KVal, ty: KeyType) -> V {
        match k {
            KVal::Int(i) if ty == KeyType::Bool => V::Bool(*i != 0),
            KVal::Int(i) => V::Int(*i),
            KVal::Float(b) => V::Float(f64::from_bits(*b)),
            KVal::Str(s) => V::Str(s.clone()),
            KVal::List(l) => V::List(l.iter().map(|&i| V::Int(i)).collect()),
        }
    }

    /// The value as an error message shows it: its type and value
    /// (`the integer 0`, `the string "a"`).
    fn describe(&self) -> String {
        match self {
            V::Bool(b) => format!("the truth value {b}"),
            V::Int(i) => format!("the integer {i}"),
            V::Float(f) => format!("the number {f}"),
            V::Str(Some(s)) => format!("the string {:?}", &**s),
            V::Str(None) => "null".to_string(),
            V::List(l) => format!(
                "the list [{}]",
                l.iter()
                    .map(|v| match v {
                        V::Int(i) => i.to_string(),
                        other => other.describe(),
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    fn num(&self) -> Option<f64> {
        match self {
            V::Int(i) => Some(*i as f64),
            V::Float(f) => Some(*f),
            V::Bool(b) => Some(*b as i64 as f64),
            _ => None,
        }
    }
}

/// A top-level property and what is checked of it.
#[derive(Clone, Debug)]
pub enum Kind {
    /// `G[p]`: p holds in every state of every explored path (with `x'` in
    /// p: on every transition that writes a key attribute, x' being the
    /// value after it).
    Always(Expr),
    /// `F[p]`: every maximal explored path (one that ends, or that returns
    /// to a state on it, looping forever) has a state where p holds.
    Eventually(Expr),
    /// `P[p ~~> q ~~> r]`: on every explored path, after a state where p
    /// holds, no state where r holds comes without a state where q holds in
    /// between (a p-state that is a q-state, and an r-state that is a
    /// q-state, satisfy it).
    Precedes(Expr, Expr, Expr),
    /// A formula without a temporal operator: it holds in the start state.
    Initially(Expr),
    /// `G[F[q]]`, `G[p -> F[q]]` or `G[all(i, L, F[q])]`: every state (where
    /// p holds; for every value i of the list L there) is followed, on
    /// every explored path from it, by a state where q holds (with i bound;
    /// the state itself counts). An obligation pending when a path ends, or
    /// all along a loop the path closes, is a violation.
    Response {
        trigger: Option<Expr>,
        list: Option<Expr>,
        q: Expr,
    },
}

/// A `--property`, parsed.
#[derive(Clone, Debug)]
pub struct Property {
    pub text: String,
    pub kind: Kind,
}

impl Property {
    /// Reads one conjunct of a `--property` (see `parse::conjuncts`).
    pub fn new(text: String, e: Expr) -> Result<Property, String> {
        let nested = |e: &Expr| {
            if e.has_temporal() {
                Err(format!(
                    "{text}: temporal operators inside G, F or P are not supported \
                     (only G[p], F[p], P[p ~~> q ~~> r], G[F[q]], G[p -> F[q]], \
                     G[all(i, L, F[q])] and their conjunctions)"
                ))
            } else {
                Ok(())
            }
        };
        let kind = match e {
            Expr::G(p) if p.has_temporal() => {
                let (trigger, list, q) = match *p {
                    Expr::F(q) => (None, None, q),
                    Expr::Implies(a, f) if matches!(*f, Expr::F(_)) => match *f {
                        Expr::F(q) => (Some(*a), None, q),
                        _ => unreachable!(),
                    },
                    Expr::All(l, f) if matches!(*f, Expr::F(_)) => match *f {
                        Expr::F(q) => (None, Some(*l), q),
                        _ => unreachable!(),
                    },
                    p => {
                        nested(&p)?;
                        unreachable!()
                    }
                };
                for x in [trigger.as_ref(), list.as_ref(), Some(&*q)]
                    .into_iter()
                    .flatten()
                {
                    nested(x)?;
                    if x.has_next() {
                        return Err(format!("{text}: x' is only meaningful inside G"));
                    }
                }
                Kind::Response {
                    trigger,
                    list,
                    q: *q,
                }
            }
            Expr::G(p) => {
                nested(&p)?;
                Kind::Always(*p)
            }
            Expr::F(p) => {
                nested(&p)?;
                if p.has_next() {
                    return Err(format!("{text}: x' is only meaningful inside G"));
                }
                Kind::Eventually(*p)
            }
            Expr::P(p, q, r) => {
                for x in [&p, &q, &r] {
                    nested(x)?;
                    if x.has_next() {
                        return Err(format!("{text}: x' is only meaningful inside G"));
                    }
                }
                Kind::Precedes(*p, *q, *r)
            }
            e => {
                nested(&e)?;
                if e.has_next() {
                    return Err(format!("{text}: x' is only meaningful inside G"));
                }
                Kind::Initially(e)
            }
        };
        Ok(Property { text, kind })
    }
}

/// Where an expression is evaluated.
pub struct Env<'a> {
    pub decls: &'a [KeyDecl],
    pub cur: &'a KeyState,
    pub next: Option<&'a KeyState>,
}

/// Evaluates a state formula to a truth value.
pub fn holds(e: &Expr, env: &Env<'_>) -> Result<bool, String> {
    holds_with(e, env, &mut Vec::new())
}

/// `holds` with the iteration variables `vars` bound.
pub fn holds_with(e: &Expr, env: &Env<'_>, vars: &mut Vec<V>) -> Result<bool, String> {
    match eval(e, env, vars)? {
        V::Bool(b) => Ok(b),
        other => Err(format!("expected a truth value, got {}", other.describe())),
    }
}

fn key_value(key: &KeyRef, next: bool, env: &Env<'_>, vars: &mut Vec<V>) -> Result<V, String> {
    let st = if next {
        env.next.ok_or("x' has no next state here")?
    } else {
        env.cur
    };
    match key {
        KeyRef::Fixed(k) => Ok(V::of(&st.value(env.decls, *k, 0), env.decls[*k].ty)),
        KeyRef::Indexed {
            name,
            index,
            instances,
            every,
        } => {
            let n = match eval(index, env, vars)? {
                V::Int(n) => n,
                other => {
                    return Err(format!(
                        "{name}: instance number {} is not an integer",
                        other.describe()
                    ))
                }
            };
            if let Some((_, k)) = instances.iter().find(|(i, _)| *i as i64 == n) {
                return Ok(V::of(&st.value(env.decls, *k, 0), env.decls[*k].ty));
            }
            match every {
                Some(k) if n >= 1 => Ok(V::of(
                    &st.value(env.decls, *k, n as usize),
                    env.decls[*k].ty,
                )),
                _ => Err(format!("{name}: no key attribute for instance {n}")),
            }
        }
    }
}

fn compare(a: &V, b: &V) -> Option<Ordering> {
    match (a, b) {
        (V::Str(x), V::Str(y)) => Some(x.cmp(y)),
        (V::Bool(x), V::Bool(y)) => Some(x.cmp(y)),
        (V::Int(x), V::Int(y)) => Some(x.cmp(y)),
        (V::List(x), V::List(y)) => (x == y).then_some(Ordering::Equal).or(Some(Ordering::Less)),
        _ => a.num()?.partial_cmp(&b.num()?),
    }
}

fn rel(op: RelOp, a: &V, b: &V) -> Result<bool, String> {
    if matches!(
        (a, b),
        (V::Str(_), V::Int(_) | V::Float(_)) | (V::Int(_) | V::Float(_), V::Str(_))
    ) {
        return Err(format!(
            "cannot compare {} with {}",
            a.describe(),
            b.describe()
        ));
    }
    match compare(a, b) {
        Some(o) => Ok(op.holds(o)),
        // NaN, or lists ordered: only (in)equality means something.
        None => Ok(op == RelOp::Ne),
    }
}

fn arith(op: ArithOp, a: &V, b: &V) -> Result<V, String> {
    match (a, b) {
        (V::Int(x), V::Int(y)) => Ok(V::Int(match op {
            ArithOp::Add => x.wrapping_add(*y),
            ArithOp::Sub => x.wrapping_sub(*y),
            ArithOp::Mul => x.wrapping_mul(*y),
            ArithOp::Div | ArithOp::Rem if *y == 0 => return Err("division by zero".into()),
            ArithOp::Div => x.wrapping_div(*y),
            ArithOp::Rem => x.wrapping_rem(*y),
        })),
        (V::Str(x), V::Str(y)) if op == ArithOp::Add => Ok(V::Str(Some(Rc::from(format!(
            "{}{}",
            x.as_deref().unwrap_or("null"),
            y.as_deref().unwrap_or("null")
        ))))),
        _ => {
            let (x, y) = (
                a.num()
                    .ok_or_else(|| format!("{} is not a number", a.describe()))?,
                b.num()
                    .ok_or_else(|| format!("{} is not a number", b.describe()))?,
            );
            Ok(V::Float(match op {
                ArithOp::Add => x + y,
                ArithOp::Sub => x - y,
                ArithOp::Mul => x * y,
                ArithOp::Div => x / y,
                ArithOp::Rem => x % y,
            }))
        }
    }
}

fn list(e: &Expr, env: &Env<'_>, vars: &mut Vec<V>) -> Result<Vec<V>, String> {
    match eval(e, env, vars)? {
        V::List(l) => Ok(l),
        other => Err(format!("{} is not a list", other.describe())),
    }
}

/// `list#op`: the least or greatest element (an empty list's least is
/// +infinity and its greatest -infinity, so that `f <= up#min` holds when
/// `up` is empty), or the number of elements.
fn list_op(op: ListOp, items: &[V]) -> Result<V, String> {
    if op == ListOp::Size {
        return Ok(V::Int(items.len() as i64));
    }
    let mut best: Option<&V> = None;
    for x in items {
        if x.num().is_none() {
            return Err(format!("#min and #max need numbers, got {}", x.describe()));
        }
        let better = match best {
            None => true,
            Some(b) => {
                let o = compare(x, b);
                if op == ListOp::Min {
                    o == Some(Ordering::Less)
                } else {
                    o == Some(Ordering::Greater)
                }
            }
        };
        if better {
            best = Some(x);
        }
    }
    Ok(match (best, op) {
        (Some(b), _) => b.clone(),
        (None, ListOp::Min) => V::Float(f64::INFINITY),
        (None, _) => V::Float(f64::NEG_INFINITY),
    })
}

fn truth(v: V) -> Result<bool, String> {
    match v {
        V::Bool(b) => Ok(b),
        other => Err(format!("expected a truth value, got {}", other.describe())),
    }
}

/// Evaluates `e` (no temporal operators) with `vars` bound.
pub fn eval(e: &Expr, env: &Env<'_>, vars: &mut Vec<V>) -> Result<V, String> {
    Ok(match e {
        Expr::Bool(b) => V::Bool(*b),
        Expr::Int(i) => V::Int(*i),
        Expr::Float(f) => V::Float(*f),
        Expr::Str(s) => V::Str(Some(Rc::from(s.as_str()))),
        Expr::Key { key, next } => key_value(key, *next, env, vars)?,
        Expr::Var(i) => vars[*i].clone(),
        Expr::List(items) => V::List(
            items
                .iter()
                .map(|x| eval(x, env, vars))
                .collect::<Result<_, _>>()?,
        ),
        Expr::Range(a, b) => match (eval(a, env, vars)?, eval(b, env, vars)?) {
            (V::Int(a), V::Int(b)) if b - a <= 1_000_000 => V::List((a..=b).map(V::Int).collect()),
            (a, b) => return Err(format!("bad range {}..{}", a.describe(), b.describe())),
        },
        Expr::Not(a) => V::Bool(!truth(eval(a, env, vars)?)?),
        Expr::And(a, b) => V::Bool(truth(eval(a, env, vars)?)? && truth(eval(b, env, vars)?)?),
        Expr::Or(a, b) => V::Bool(truth(eval(a, env, vars)?)? || truth(eval(b, env, vars)?)?),
        Expr::Implies(a, b) => V::Bool(!truth(eval(a, env, vars)?)? || truth(eval(b, env, vars)?)?),
        Expr::Rel(op, a, b) => V::Bool(rel(*op, &eval(a, env, vars)?, &eval(b, env, vars)?)?),
        Expr::Arith(op, a, b) => arith(*op, &eval(a, env, vars)?, &eval(b, env, vars)?)?,
        Expr::Neg(a) => match eval(a, env, vars)? {
            V::Int(i) => V::Int(i.wrapping_neg()),
            V::Float(f) => V::Float(-f),
            other => return Err(format!("cannot negate {}", other.describe())),
        },
        Expr::In(a, l) => {
            let x = eval(a, env, vars)?;
            let l = list(l, env, vars)?;
            V::Bool(l.iter().any(|y| compare(&x, y) == Some(Ordering::Equal)))
        }
        Expr::ListOp(op, l) => list_op(*op, &list(l, env, vars)?)?,
        Expr::All(l, body) | Expr::Exists(l, body) => {
            let all = matches!(e, Expr::All(..));
            let l = list(l, env, vars)?;
            for x in l {
                vars.push(x);
                let r = eval(body, env, vars).and_then(truth);
                vars.pop();
                if r? != all {
                    return Ok(V::Bool(!all));
                }
            }
            V::Bool(all)
        }
        Expr::G(_) | Expr::F(_) | Expr::P(..) => {
            return Err("temporal operator inside a state formula".into())
        }
    })
}

// ---- Algorithm 4: three-valued evaluation on an abstract state --------

/// What an abstract value says of the concrete values it stands for.
#[derive(Clone, Debug)]
enum A {
    /// Exactly this value.
    Known(V),
    /// An integer in [lo, hi] (unbounded where `None`), other than `not`.
    Ints {
        lo: Option<i64>,
        hi: Option<i64>,
        not: Option<i64>,
    },
    /// Any string (or null) but this one.
    StrNot(Rc<str>),
    /// Nothing known.
    Unknown,
}

fn ints(lo: Option<i64>, hi: Option<i64>) -> A {
    A::Ints { lo, hi, not: None }
}

/// The set of concrete values abstract value `v` of `d` stands for.
fn concretization(d: &Domain, v: u8, ty: KeyType) -> A {
    let int = matches!(ty, KeyType::Int | KeyType::Bool);
    match d {
        Domain::Signs if int => match v {
            0 => ints(None, Some(-1)),
            1 => A::Known(V::Int(0)),
            _ => ints(Some(1), None),
        },
        Domain::Range(cuts) if int => {
            let v = v as usize;
            let lo = (v > 0).then(|| cuts[v - 1]);
            let hi = cuts.get(v).map(|c| c - 1);
            ints(lo, hi)
        }
        Domain::Point(c) if int => {
            if v == 0 {
                A::Known(V::Int(*c))
            } else {
                A::Ints {
                    lo: None,
                    hi: None,
                    not: Some(*c),
                }
            }
        }
        Domain::Predicate(op, Constant::Int(c)) if int => {
            // v == 0: the predicate holds.
            let op = if v == 0 { *op } else { negate(*op) };
            let c = *c;
            match op {
                CmpOp::Eq => A::Known(V::Int(c)),
                CmpOp::Ne => A::Ints {
                    lo: None,
                    hi: None,
                    not: Some(c),
                },
                CmpOp::Lt => ints(None, Some(c - 1)),
                CmpOp::Le => ints(None, Some(c)),
                CmpOp::Gt => ints(Some(c + 1), None),
                CmpOp::Ge => ints(Some(c), None),
            }
        }
        Domain::Predicate(op, Constant::Str(c)) if ty == KeyType::Str => {
            let op = if v == 0 { *op } else { negate(*op) };
            match op {
                CmpOp::Eq => A::Known(V::Str(Some(Rc::from(c.as_str())))),
                CmpOp::Ne => A::StrNot(Rc::from(c.as_str())),
                _ => A::Unknown,
            }
        }
        _ => A::Unknown,
    }
}

/// An abstract state: per key, its components' abstract values.
pub type AbsState = Vec<Vec<AbsVal>>;

/// Algorithm 4: does `e` hold on every concrete state that abstract state
/// `s` stands for (`Some(true)`), on none (`Some(false)`), or can the
/// abstraction not decide (`None`)?
pub fn eval_abstract(e: &Expr, decls: &[KeyDecl], s: &AbsState) -> Option<bool> {
    match eval3(e, decls, s, &mut Vec::new()) {
        A::Known(V::Bool(b)) => Some(b),
        _ => None,
    }
}

fn abs_component(decls: &[KeyDecl], s: &AbsState, k: usize, instance: usize) -> A {
    let d = &decls[k];
    let a = match d.which {
        super::keys::Which::Every => s[k].get(instance.wrapping_sub(1)).cloned(),
        _ => s[k].first().cloned(),
    };
    let a = a.unwrap_or_else(|| d.abstract_of(&d.default_value()));
    match (&a, &d.domain) {
        (AbsVal::Concrete(c) | AbsVal::Padded(c), _) => A::Known(V::of(c, d.ty)),
        (AbsVal::Abstract(v), Some(dom)) => concretization(dom, *v, d.ty),
        _ => A::Unknown,
    }
}

fn as_ints(a: &A) -> Option<(Option<i64>, Option<i64>, Option<i64>)> {
    match a {
        A::Known(V::Int(c)) => Some((Some(*c), Some(*c), None)),
        A::Known(V::Bool(b)) => Some((Some(*b as i64), Some(*b as i64), None)),
        A::Ints { lo, hi, not } => Some((*lo, *hi, *not)),
        _ => None,
    }
}

fn rel3(op: RelOp, a: &A, b: &A) -> Option<bool> {
    if let (A::Known(x), A::Known(y)) = (a, b) {
        return rel(op, x, y).ok();
    }
    match op {
        RelOp::Ne => return rel3(RelOp::Eq, a, b).map(|x| !x),
        RelOp::Gt => return rel3(RelOp::Lt, b, a),
        RelOp::Ge => return rel3(RelOp::Le, b, a),
        _ => {}
    }
    match (a, b) {
        (A::StrNot(s), A::Known(V::Str(c))) | (A::Known(V::Str(c)), A::StrNot(s))
            if op == RelOp::Eq =>
        {
            (c.as_deref() == Some(&**s)).then_some(false)
        }
        _ => {
            let (alo, ahi, anot) = as_ints(a)?;
            let (blo, bhi, bnot) = as_ints(b)?;
            let lt = |x: Option<i64>, y: Option<i64>| matches!((x, y), (Some(x), Some(y)) if x < y);
            let le =
                |x: Option<i64>, y: Option<i64>| matches!((x, y), (Some(x), Some(y)) if x <= y);
            match op {
                RelOp::Lt => {
                    if lt(ahi, blo) {
                        Some(true)
                    } else if le(bhi, alo) {
                        Some(false)
                    } else {
                        None
                    }
                }
                RelOp::Le => {
                    if le(ahi, blo) {
                        Some(true)
                    } else if lt(bhi, alo) {
                        Some(false)
                    } else {
                        None
                    }
                }
                _ => {
                    // Eq
                    let single = |lo: Option<i64>, hi: Option<i64>| match (lo, hi) {
                        (Some(l), Some(h)) if l == h => Some(l),
                        _ => None,
                    };
                    match (single(alo, ahi), single(blo, bhi)) {
                        (Some(x), Some(y)) => Some(x == y),
                        (Some(x), None) if bnot == Some(x) => Some(false),
                        (None, Some(y)) if anot == Some(y) => Some(false),
                        _ if lt(ahi, blo) || lt(bhi, alo) => Some(false),
                        _ => None,
                    }
                }
            }
        }
    }
}

fn known_bool(b: Option<bool>) -> A {
    b.map(|b| A::Known(V::Bool(b))).unwrap_or(A::Unknown)
}

fn b3(a: &A) -> Option<bool> {
    match a {
        A::Known(V::Bool(b)) => Some(*b),
        _ => None,
    }
}

fn eval3(e: &Expr, decls: &[KeyDecl], s: &AbsState, vars: &mut Vec<V>) -> A {
    match e {
        Expr::Bool(b) => A::Known(V::Bool(*b)),
        Expr::Int(i) => A::Known(V::Int(*i)),
        Expr::Float(f) => A::Known(V::Float(*f)),
        Expr::Str(x) => A::Known(V::Str(Some(Rc::from(x.as_str())))),
        Expr::Var(i) => A::Known(vars[*i].clone()),
        Expr::Key { next: true, .. } => A::Unknown,
        Expr::Key { key, next: false } => match key {
            KeyRef::Fixed(k) => abs_component(decls, s, *k, 0),
            KeyRef::Indexed {
                index,
                instances,
                every,
                ..
            } => match eval3(index, decls, s, vars) {
                A::Known(V::Int(n)) => {
                    if let Some((_, k)) = instances.iter().find(|(i, _)| *i as i64 == n) {
                        abs_component(decls, s, *k, 0)
                    } else if let (Some(k), true) = (every, n >= 1) {
                        abs_component(decls, s, *k, n as usize)
                    } else {
                        A::Unknown
                    }
                }
                _ => A::Unknown,
            },
        },
        Expr::List(items) => {
            let mut out = Vec::new();
            for x in items {
                match eval3(x, decls, s, vars) {
                    A::Known(v) => out.push(v),
                    _ => return A::Unknown,
                }
            }
            A::Known(V::List(out))
        }
        Expr::Range(a, b) => match (eval3(a, decls, s, vars), eval3(b, decls, s, vars)) {
            (A::Known(V::Int(a)), A::Known(V::Int(b))) if b - a <= 1_000_000 => {
                A::Known(V::List((a..=b).map(V::Int).collect()))
            }
            _ => A::Unknown,
        },
        Expr::Not(a) => known_bool(b3(&eval3(a, decls, s, vars)).map(|b| !b)),
        Expr::And(a, b) => {
            let (x, y) = (b3(&eval3(a, decls, s, vars)), b3(&eval3(b, decls, s, vars)));
            known_bool(match (x, y) {
                (Some(false), _) | (_, Some(false)) => Some(false),
                (Some(true), Some(true)) => Some(true),
                _ => None,
            })
        }
        Expr::Or(a, b) => {
            let (x, y) = (b3(&eval3(a, decls, s, vars)), b3(&eval3(b, decls, s, vars)));
            known_bool(match (x, y) {
                (Some(true), _) | (_, Some(true)) => Some(true),
                (Some(false), Some(false)) => Some(false),
                _ => None,
            })
        }
        Expr::Implies(a, b) => {
            let (x, y) = (b3(&eval3(a, decls, s, vars)), b3(&eval3(b, decls, s, vars)));
            known_bool(match (x, y) {
                (Some(false), _) | (_, Some(true)) => Some(true),
                (Some(true), Some(false)) => Some(false),
                _ => None,
            })
        }
        Expr::Rel(op, a, b) => known_bool(rel3(
            *op,
            &eval3(a, decls, s, vars),
            &eval3(b, decls, s, vars),
        )),
        Expr::Arith(op, a, b) => {
            let (x, y) = (eval3(a, decls, s, vars), eval3(b, decls, s, vars));
            match (&x, &y) {
                (A::Known(x), A::Known(y)) => arith(*op, x, y).map(A::Known).unwrap_or(A::Unknown),
                // An interval shifted by a constant.
                (A::Ints { lo, hi, not }, A::Known(V::Int(c)))
                    if matches!(op, ArithOp::Add | ArithOp::Sub) =>
                {
                    let c = if *op == ArithOp::Add {
                        *c
                    } else {
                        c.wrapping_neg()
                    };
                    A::Ints {
                        lo: lo.and_then(|l| l.checked_add(c)),
                        hi: hi.and_then(|h| h.checked_add(c)),
                        not: not.and_then(|n| n.checked_add(c)),
                    }
                }
                _ => A::Unknown,
            }
        }
        Expr::Neg(a) => match eval3(a, decls, s, vars) {
            A::Known(V::Int(i)) => A::Known(V::Int(i.wrapping_neg())),
            A::Known(V::Float(f)) => A::Known(V::Float(-f)),
            _ => A::Unknown,
        },
        Expr::In(a, l) => match eval3(l, decls, s, vars) {
            A::Known(V::List(items)) => {
                let x = eval3(a, decls, s, vars);
                let mut any_unknown = false;
                for y in items {
                    match rel3(RelOp::Eq, &x, &A::Known(y)) {
                        Some(true) => return A::Known(V::Bool(true)),
                        Some(false) => {}
                        None => any_unknown = true,
                    }
                }
                known_bool((!any_unknown).then_some(false))
            }
            _ => A::Unknown,
        },
        Expr::ListOp(op, l) => match eval3(l, decls, s, vars) {
            A::Known(V::List(items)) => list_op(*op, &items).map(A::Known).unwrap_or(A::Unknown),
            _ => A::Unknown,
        },
        Expr::All(l, body) | Expr::Exists(l, body) => {
            let all = matches!(e, Expr::All(..));
            let A::Known(V::List(items)) = eval3(l, decls, s, vars) else {
                return A::Unknown;
            };
            let mut unknown = false;
            for x in items {
                vars.push(x);
                let r = b3(&eval3(body, decls, s, vars));
                vars.pop();
                match r {
                    Some(b) if b != all => return A::Known(V::Bool(!all)),
                    Some(_) => {}
                    None => unknown = true,
                }
            }
            known_bool((!unknown).then_some(all))
        }
        Expr::G(_) | Expr::F(_) | Expr::P(..) => A::Unknown,
    }
}
