//! The JIV2E property language (`--property`), read into an `Expr` whose
//! key attribute names are resolved against the `--key` declarations.
//!
//! ```text
//! expr    := implies
//! implies := or ( "->" implies )?            (lowest, right-associative)
//! or      := and ( "||" and )*
//! and     := unary ( "&&" unary )*
//! unary   := "!" unary | rel
//! rel     := sum ( ("=="|"="|"!="|"<"|"<="|">"|">=") sum | "in" list )?
//! sum     := prod ( ("+"|"-") prod )*
//! prod    := neg ( ("*"|"/"|"%") neg )*
//! neg     := "-" neg | atom
//! atom    := number | "string" | true | false | "(" expr ")"
//!          | G[expr] | F[expr] | P[expr ~~> expr ~~> expr]
//!          | all(var, list, expr) | exists(var, list, expr)
//!          | key "'"? | var | "[" expr, ... "]"
//! list    := sum ".." sum | sum ":" sum | "[" expr, ... "]"
//! key     := pkg.Class.field | Class:N.field | Class:var.field
//!          | Class:(expr).field | field   (a static or folded key's field name)
//! ```
//! Operator precedence is the paper's: `!`, `&&`, `||`, `->`.

use super::keys::{KeyDecl, Which};

/// Arithmetic operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// The paper's list functions, written `list#min`, `list#max`,
/// `list#size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListOp {
    Min,
    Max,
    Size,
}

/// Relational operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl RelOp {
    pub fn holds(self, o: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            RelOp::Eq => o == Equal,
            RelOp::Ne => o != Equal,
            RelOp::Lt => o == Less,
            RelOp::Le => o != Greater,
            RelOp::Gt => o == Greater,
            RelOp::Ge => o != Less,
        }
    }
}

/// A reference to a key attribute's component.
#[derive(Clone, Debug)]
pub enum KeyRef {
    /// A static, folded or fixed-instance key (index into the declarations).
    Fixed(usize),
    /// `Class:(expr).field`: the instance is computed; `instances` lists
    /// the fixed-instance keys of that class and field, `every` the
    /// one-per-instance key if declared.
    Indexed {
        name: String,
        index: Box<Expr>,
        instances: Vec<(usize, usize)>,
        every: Option<usize>,
    },
}

/// A property expression.
#[derive(Clone, Debug)]
pub enum Expr {
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    /// A key attribute's value now, or (`next`) in the next state.
    Key {
        key: KeyRef,
        next: bool,
    },
    /// A bound iteration variable (de Bruijn-free: index into the scope).
    Var(usize),
    List(Vec<Expr>),
    Range(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Implies(Box<Expr>, Box<Expr>),
    Rel(RelOp, Box<Expr>, Box<Expr>),
    Arith(ArithOp, Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
    In(Box<Expr>, Box<Expr>),
    /// `list#min`, `list#max`, `list#size`.
    ListOp(ListOp, Box<Expr>),
    All(Box<Expr>, Box<Expr>),
    Exists(Box<Expr>, Box<Expr>),
    G(Box<Expr>),
    F(Box<Expr>),
    P(Box<Expr>, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// Does the expression read a next-state value (`x'`)?
    pub fn has_next(&self) -> bool {
        self.any(&|e| matches!(e, Expr::Key { next: true, .. }))
    }

    /// Does it contain a temporal operator?
    pub fn has_temporal(&self) -> bool {
        self.any(&|e| matches!(e, Expr::G(_) | Expr::F(_) | Expr::P(..)))
    }

    fn any(&self, f: &dyn Fn(&Expr) -> bool) -> bool {
        if f(self) {
            return true;
        }
        match self {
            Expr::Key {
                key: KeyRef::Indexed { index, .. },
                ..
            } => index.any(f),
            Expr::List(v) => v.iter().any(|e| e.any(f)),
            Expr::Not(a) | Expr::Neg(a) | Expr::G(a) | Expr::F(a) | Expr::ListOp(_, a) => a.any(f),
            Expr::Range(a, b)
            | Expr::And(a, b)
            | Expr::Or(a, b)
            | Expr::Implies(a, b)
            | Expr::Rel(_, a, b)
            | Expr::Arith(_, a, b)
            | Expr::In(a, b)
            | Expr::All(a, b)
            | Expr::Exists(a, b) => a.any(f) || b.any(f),
            Expr::P(a, b, c) => a.any(f) || b.any(f) || c.any(f),
            _ => false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `.field` after an instance index.
    DotIdent(String),
    Int(i64),
    Float(f64),
    Str(String),
    Sym(&'static str),
}

const SYMS: &[&str] = &[
    "~~>", "->", "&&", "||", "==", "!=", "<=", ">=", "..", "<", ">", "=", "!", "(", ")", "[", "]",
    ",", "+", "-", "*", "/", "%", "'", ":", "#",
];

/// The tokens of `s` with the byte offset each starts at; an error names
/// the byte offset of the character it stopped at.
fn lex(s: &str) -> Result<(Vec<Tok>, Vec<usize>), (String, usize)> {
    let chars: Vec<char> = s.chars().collect();
    // The byte offset of each character, and of the end.
    let bytes: Vec<usize> = s
        .char_indices()
        .map(|(b, _)| b)
        .chain(std::iter::once(s.len()))
        .collect();
    let mut out = Vec::new();
    let mut starts = Vec::new();
    let mut i = 0;
    let ident_char = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let at = bytes[i];
        starts.push(at);
        if c == '"' {
            let mut text = String::new();
            i += 1;
            loop {
                match chars.get(i) {
                    None => return Err(("unterminated string".into(), at)),
                    Some('"') => break,
                    Some('\\') => {
                        text.push(
                            *chars
                                .get(i + 1)
                                .ok_or_else(|| ("unterminated string".to_string(), at))?,
                        );
                        i += 2;
                    }
                    Some(&ch) => {
                        text.push(ch);
                        i += 1;
                    }
                }
            }
            i += 1;
            out.push(Tok::Str(text));
            continue;
        }
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let mut float = false;
            if i + 1 < chars.len() && chars[i] == '.' && chars[i + 1].is_ascii_digit() {
                float = true;
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
            }
            let text: String = chars[start..i].iter().collect();
            out.push(if float {
                Tok::Float(
                    text.parse()
                        .map_err(|_| (format!("bad number {text}"), at))?,
                )
            } else {
                Tok::Int(
                    text.parse()
                        .map_err(|_| (format!("bad number {text}"), at))?,
                )
            });
            continue;
        }
        if c == '.'
            && chars
                .get(i + 1)
                .is_some_and(|&n| ident_char(n) && !n.is_ascii_digit())
        {
            let start = i + 1;
            i += 1;
            while i < chars.len() && (ident_char(chars[i]) || chars[i] == '.') {
                i += 1;
            }
            out.push(Tok::DotIdent(chars[start..i].iter().collect()));
            continue;
        }
        if ident_char(c) {
            let start = i;
            while i < chars.len()
                && (ident_char(chars[i])
                    || (chars[i] == '.' && chars.get(i + 1).is_some_and(|&n| ident_char(n))))
            {
                i += 1;
            }
            out.push(Tok::Ident(chars[start..i].iter().collect()));
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 3)].iter().collect();
        match SYMS.iter().find(|s| rest.starts_with(**s)) {
            Some(s) => {
                out.push(Tok::Sym(s));
                i += s.chars().count();
            }
            None => return Err((format!("unexpected `{c}`"), at)),
        }
    }
    Ok((out, starts))
}

struct Parser<'a> {
    toks: Vec<Tok>,
    pos: usize,
    /// The token the first error was raised at (set once: the innermost
    /// error is the one reported), when not the current one.
    failed_at: Option<usize>,
    decls: &'a [KeyDecl],
    scope: Vec<String>,
}

/// Parses a property, resolving key attribute names against `decls`. An
/// error names the byte offset in `text` where it was found.
pub fn parse(text: &str, decls: &[KeyDecl]) -> Result<Expr, String> {
    let at = |why: String, offset: usize| format!("{why} (at offset {offset} of the property)");
    let (toks, starts) = lex(text).map_err(|(why, offset)| at(why, offset))?;
    let mut p = Parser {
        toks,
        pos: 0,
        failed_at: None,
        decls,
        scope: Vec::new(),
    };
    let parsed = p.expr().and_then(|e| {
        if p.pos < p.toks.len() {
            Err(format!("unexpected {} after the property", p.show(p.pos)))
        } else {
            Ok(e)
        }
    });
    parsed.map_err(|why| {
        let token = p.failed_at.unwrap_or(p.pos);
        at(why, starts.get(token).copied().unwrap_or(text.len()))
    })
}

impl Parser<'_> {
    /// Fails with `why`, found at token `token` (unless an inner error
    /// already named its place).
    fn fail<T>(&mut self, token: usize, why: String) -> Result<T, String> {
        self.failed_at.get_or_insert(token);
        Err(why)
    }

    fn show(&self, i: usize) -> String {
        match self.toks.get(i) {
            None => "end of property".into(),
            Some(Tok::Ident(s)) => format!("`{s}`"),
            Some(Tok::DotIdent(s)) => format!("`.{s}`"),
            Some(Tok::Int(v)) => format!("`{v}`"),
            Some(Tok::Float(v)) => format!("`{v}`"),
            Some(Tok::Str(s)) => format!("{s:?}"),
            Some(Tok::Sym(s)) => format!("`{s}`"),
        }
    }

    fn peek_sym(&self, s: &str) -> bool {
        matches!(self.toks.get(self.pos), Some(Tok::Sym(t)) if *t == s)
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.peek_sym(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> Result<(), String> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(format!("expected `{s}`, found {}", self.show(self.pos)))
        }
    }

    fn expr(&mut self) -> Result<Expr, String> {
        let a = self.or()?;
        if self.eat("->") {
            let b = self.expr()?;
            return Ok(Expr::Implies(Box::new(a), Box::new(b)));
        }
        Ok(a)
    }

    fn or(&mut self) -> Result<Expr, String> {
        let mut a = self.and()?;
        while self.eat("||") {
            let b = self.and()?;
            a = Expr::Or(Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn and(&mut self) -> Result<Expr, String> {
        let mut a = self.unary()?;
        while self.eat("&&") {
            let b = self.unary()?;
            a = Expr::And(Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat("!") {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        self.rel()
    }

    fn rel(&mut self) -> Result<Expr, String> {
        let a = self.sum()?;
        let op = [
            ("==", RelOp::Eq),
            ("=", RelOp::Eq),
            ("!=", RelOp::Ne),
            ("<=", RelOp::Le),
            (">=", RelOp::Ge),
            ("<", RelOp::Lt),
            (">", RelOp::Gt),
        ]
        .iter()
        .find(|(s, _)| self.peek_sym(s))
        .map(|(_, op)| *op);
        if let Some(op) = op {
            self.pos += 1;
            let b = self.sum()?;
            return Ok(Expr::Rel(op, Box::new(a), Box::new(b)));
        }
        if matches!(self.toks.get(self.pos), Some(Tok::Ident(s)) if s == "in") {
            self.pos += 1;
            let l = self.list()?;
            return Ok(Expr::In(Box::new(a), Box::new(l)));
        }
        Ok(a)
    }

    fn list(&mut self) -> Result<Expr, String> {
        let a = self.sum()?;
        if self.eat("..") || self.eat(":") {
            let b = self.sum()?;
            return Ok(Expr::Range(Box::new(a), Box::new(b)));
        }
        Ok(a)
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut a = self.prod()?;
        loop {
            let op = if self.eat("+") {
                ArithOp::Add
            } else if self.eat("-") {
                ArithOp::Sub
            } else {
                return Ok(a);
            };
            let b = self.prod()?;
            a = Expr::Arith(op, Box::new(a), Box::new(b));
        }
    }

    fn prod(&mut self) -> Result<Expr, String> {
        let mut a = self.neg()?;
        loop {
            let op = if self.eat("*") {
                ArithOp::Mul
            } else if self.eat("/") {
                ArithOp::Div
            } else if self.eat("%") {
                ArithOp::Rem
            } else {
                return Ok(a);
            };
            let b = self.neg()?;
            a = Expr::Arith(op, Box::new(a), Box::new(b));
        }
    }

    fn neg(&mut self) -> Result<Expr, String> {
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.neg()?)));
        }
        let mut a = self.atom()?;
        // `list#min`, `list#max`, `list#size` (postfix, binding tightest).
        while self.eat("#") {
            let op = match self.toks.get(self.pos) {
                Some(Tok::Ident(f)) if f == "min" => ListOp::Min,
                Some(Tok::Ident(f)) if f == "max" => ListOp::Max,
                Some(Tok::Ident(f)) if f == "size" => ListOp::Size,
                _ => {
                    return Err(format!(
                        "expected min, max or size after #, got {}",
                        self.show(self.pos)
                    ))
                }
            };
            self.pos += 1;
            a = Expr::ListOp(op, Box::new(a));
        }
        Ok(a)
    }

    fn atom(&mut self) -> Result<Expr, String> {
        let tok = self.toks.get(self.pos).cloned();
        let Some(tok) = tok else {
            return Err("unexpected end of the property".into());
        };
        self.pos += 1;
        match tok {
            Tok::Int(v) => Ok(Expr::Int(v)),
            Tok::Float(v) => Ok(Expr::Float(v)),
            Tok::Str(s) => Ok(Expr::Str(s)),
            Tok::Sym("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Sym("[") => {
                let mut items = Vec::new();
                if !self.eat("]") {
                    loop {
                        items.push(self.expr()?);
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Ok(Expr::List(items))
            }
            Tok::Ident(name) => self.ident(name),
            _ => {
                let why = format!("unexpected {}", self.show(self.pos - 1));
                self.fail(self.pos - 1, why)
            }
        }
    }

    fn ident(&mut self, name: String) -> Result<Expr, String> {
        // The name's token, where an error about the name points.
        let at = self.pos - 1;
        match name.as_str() {
            "true" => return Ok(Expr::Bool(true)),
            "false" => return Ok(Expr::Bool(false)),
            "G" | "F" | "P" if self.peek_sym("[") => {
                self.pos += 1;
                let a = self.expr()?;
                let e = match name.as_str() {
                    "G" => Expr::G(Box::new(a)),
                    "F" => Expr::F(Box::new(a)),
                    _ => {
                        self.expect("~~>")?;
                        let b = self.expr()?;
                        self.expect("~~>")?;
                        let c = self.expr()?;
                        Expr::P(Box::new(a), Box::new(b), Box::new(c))
                    }
                };
                self.expect("]")?;
                return Ok(e);
            }
            "all" | "exists" if self.peek_sym("(") => {
                self.pos += 1;
                let var = match self.toks.get(self.pos) {
                    Some(Tok::Ident(v)) => v.clone(),
                    _ => return Err(format!("{name}: expected a variable name")),
                };
                self.pos += 1;
                self.expect(",")?;
                let list = self.list()?;
                self.expect(",")?;
                self.scope.push(var);
                let body = self.expr();
                self.scope.pop();
                let body = body?;
                self.expect(")")?;
                return Ok(if name == "all" {
                    Expr::All(Box::new(list), Box::new(body))
                } else {
                    Expr::Exists(Box::new(list), Box::new(body))
                });
            }
            _ => {}
        }
        // Class:index.field
        if self.eat(":") {
            let index = match self.toks.get(self.pos).cloned() {
                Some(Tok::Int(v)) => {
                    self.pos += 1;
                    Expr::Int(v)
                }
                Some(Tok::Ident(v)) => {
                    self.pos += 1;
                    // `i.field` lexes as one name: the variable and the field.
                    let (var, field) = match v.split_once('.') {
                        Some((var, field)) => (var.to_string(), Some(field.to_string())),
                        None => (v.clone(), None),
                    };
                    let Some(index) = self.var(&var) else {
                        return self.fail(self.pos - 1, format!("`{var}` is not a bound variable"));
                    };
                    if let Some(field) = field {
                        let next = self.eat("'");
                        let key = self.indexed(&name, &field, index);
                        let key = key.or_else(|why| self.fail(at, why))?;
                        return Ok(Expr::Key { key, next });
                    }
                    index
                }
                Some(Tok::Sym("(")) => {
                    self.pos += 1;
                    let e = self.expr()?;
                    self.expect(")")?;
                    e
                }
                _ => return Err(format!("{name}: expected an instance number after `:`")),
            };
            let field = match self.toks.get(self.pos).cloned() {
                Some(Tok::DotIdent(f)) => {
                    self.pos += 1;
                    f
                }
                _ => return Err(format!("{name}:...: expected `.field`")),
            };
            let next = self.eat("'");
            let key = self.indexed(&name, &field, index);
            let key = key.or_else(|why| self.fail(at, why))?;
            return Ok(Expr::Key { key, next });
        }
        if let Some(v) = self.var(&name) {
            return Ok(v);
        }
        if self.peek_sym("[") && !self.decls.iter().any(|d| d.field == name) {
            return self.fail(
                at,
                format!(
                    "`{name}[` is not an operator of the property language (G[p], F[p], \
                     P[p ~~> q ~~> r], all(i, L, p), exists(i, L, p))"
                ),
            );
        }
        let next = self.eat("'");
        let k = self.fixed(&name);
        let k = k.or_else(|why| self.fail(at, why))?;
        Ok(Expr::Key {
            key: KeyRef::Fixed(k),
            next,
        })
    }

    fn var(&self, name: &str) -> Option<Expr> {
        self.scope.iter().rposition(|v| v == name).map(Expr::Var)
    }

    fn class_matches(decl: &KeyDecl, class: &str) -> bool {
        decl.class_name == class || decl.class_name.ends_with(&format!(".{class}"))
    }

    /// `Class.field` (a static or folded key) or a bare field name.
    fn fixed(&self, name: &str) -> Result<usize, String> {
        let found: Vec<usize> = match name.rsplit_once('.') {
            Some((class, field)) => self
                .decls
                .iter()
                .enumerate()
                .filter(|(_, d)| {
                    d.field == field
                        && matches!(d.which, Which::Static | Which::Folded)
                        && Self::class_matches(d, class)
                })
                .map(|(i, _)| i)
                .collect(),
            None => self
                .decls
                .iter()
                .enumerate()
                .filter(|(_, d)| {
                    d.field == name && matches!(d.which, Which::Static | Which::Folded)
                })
                .map(|(i, _)| i)
                .collect(),
        };
        match found.as_slice() {
            [k] => Ok(*k),
            [] => Err(format!(
                "`{name}` is neither a bound variable nor a key attribute (declare it with --key)"
            )),
            _ => Err(format!(
                "`{name}` names several key attributes: qualify it with its class"
            )),
        }
    }

    fn indexed(&self, class: &str, field: &str, index: Expr) -> Result<KeyRef, String> {
        let mut instances = Vec::new();
        let mut every = None;
        for (k, d) in self.decls.iter().enumerate() {
            if d.field != field || !Self::class_matches(d, class) {
                continue;
            }
            match d.which {
                Which::Instance(i) => instances.push((i, k)),
                Which::Every => every = Some(k),
                _ => {}
            }
        }
        if instances.is_empty() && every.is_none() {
            return Err(format!(
                "`{class}:N.{field}` is not a key attribute (declare it with --key {class}:*.{field} or {class}:N.{field})"
            ));
        }
        if let (Expr::Int(n), None) = (&index, every) {
            match instances.iter().find(|(i, _)| *i as i64 == *n) {
                Some((_, k)) => return Ok(KeyRef::Fixed(*k)),
                None => {
                    return Err(format!(
                        "`{class}:{n}.{field}` is not a key attribute (declare it with --key)"
                    ))
                }
            }
        }
        if let Expr::Int(n) = &index {
            if let Some((_, k)) = instances.iter().find(|(i, _)| *i as i64 == *n) {
                return Ok(KeyRef::Fixed(*k));
            }
        }
        Ok(KeyRef::Indexed {
            name: format!("{class}:?.{field}"),
            index: Box::new(index),
            instances,
            every,
        })
    }
}

/// Splits a property at its top-level `&&` into conjuncts (each checked
/// on its own: `G[p] && G[q]`).
pub fn conjuncts(e: Expr) -> Vec<Expr> {
    match e {
        Expr::And(a, b) if a.has_temporal() || b.has_temporal() => {
            let mut v = conjuncts(*a);
            v.extend(conjuncts(*b));
            v
        }
        e => vec![e],
    }
}
