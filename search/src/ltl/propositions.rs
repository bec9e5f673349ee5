//! The propositions of an LTL formula: each atom's source text parsed into
//! an expression over the program's state, its names resolved against the
//! loaded classes before the search starts, and evaluated on every state
//! the search reaches.
//!
//! An atom is one of:
//! - an expression over field paths: a static field `pkg.Class.field`
//!   (nested classes with `$`) followed by instance fields, `.length` and
//!   constant indexes `[2]`; literals (int, long, char, boolean, null,
//!   strings); `== != < <= > >=`, `+ - * / %`, `! && ||`, parentheses. A
//!   path that reads through null makes the innermost comparison (or
//!   boolean field reference) containing it false. Strings compare by value.
//!   A static field of a class not yet initialised reads its default value.
//! - `loc("File.java:42")` / `loc("pkg.Class:42")`: some live thread's next
//!   instruction is on that line.
//! - `thrown("pkg.Exc")`: the transition that reached the state threw an
//!   exception of that class or a subclass (caught or not).
//! - `terminated("name")` / `alive("name")`: a thread of that name has
//!   ended / has started and not ended.
//! - `streq(path, "text")`: the string at `path` equals `text`.

use fxhash::FxHashMap;

use wayfinder_reductions::Visible;
use wayfinder_vm::heap::ObjData;
use wayfinder_vm::listener::Listener;
use wayfinder_vm::loader::{ClassId, MethodId};
use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::{Vm, VmError};

/// An error in a proposition: its text and what is wrong (exit 2).
fn bad(atom: &str, what: impl std::fmt::Display) -> VmError {
    VmError::input(format!("in proposition {{{atom}}}: {what}"))
}

/// A token of a proposition.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(i64),
    Long(i64),
    Char(u16),
    Str(String),
    Op(&'static str),
}

fn tokenize(src: &str) -> Result<Vec<Tok>, String> {
    const OPS: [&str; 22] = [
        "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "(", ")", "[",
        "]", ".", ",", "{", "}",
    ];
    let b: Vec<char> = src.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let text: String = b[start..i].iter().collect();
            let n: i64 = text
                .parse()
                .map_err(|_| format!("number {text} is too large"))?;
            if i < b.len() && (b[i] == 'L' || b[i] == 'l') {
                i += 1;
                out.push(Tok::Long(n));
            } else {
                out.push(Tok::Int(n));
            }
        } else if c.is_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_' || b[i] == '$') {
                i += 1;
            }
            out.push(Tok::Ident(b[start..i].iter().collect()));
        } else if c == '"' || c == '\'' {
            let quote = c;
            i += 1;
            let mut s = String::new();
            loop {
                match b.get(i) {
                    None => return Err("unterminated literal".into()),
                    Some(&ch) if ch == quote => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        let e = b.get(i + 1).ok_or("unterminated literal")?;
                        s.push(match e {
                            'n' => '\n',
                            't' => '\t',
                            'r' => '\r',
                            '0' => '\0',
                            other => *other,
                        });
                        i += 2;
                    }
                    Some(&ch) => {
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            if quote == '"' {
                out.push(Tok::Str(s));
            } else {
                let mut u = s.encode_utf16();
                match (u.next(), u.next()) {
                    (Some(ch), None) => out.push(Tok::Char(ch)),
                    _ => return Err(format!("'{s}' is not one character")),
                }
            }
        } else {
            let rest: String = b[i..b.len().min(i + 2)].iter().collect();
            let op = OPS
                .iter()
                .find(|o| rest.starts_with(**o))
                .ok_or_else(|| match c {
                    '=' => format!(
                        "`=` at character {i} is not a comparison: write `==` (Java's equality)"
                    ),
                    _ => format!("unexpected character '{c}' at character {i}"),
                })?;
            i += op.len();
            out.push(Tok::Op(op));
        }
    }
    Ok(out)
}

/// A proposition's expression, names not resolved.
#[derive(Clone, Debug, PartialEq)]
enum Ast {
    Int(i64),
    Long(i64),
    Char(u16),
    Bool(bool),
    Null,
    Str(String),
    /// Dotted names, then the suffixes: `.name`, `.length`, `[index]`.
    Path(Vec<String>, Vec<Suffix>),
    Unary(&'static str, Box<Ast>),
    Binary(&'static str, Box<Ast>, Box<Ast>),
    Call(String, Vec<Ast>),
}

#[derive(Clone, Debug, PartialEq)]
enum Suffix {
    Field(String),
    Index(i64),
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
}

impl Parser {
    fn peek_op(&self, op: &str) -> bool {
        matches!(self.toks.get(self.pos), Some(Tok::Op(o)) if *o == op)
    }
    fn eat_op(&mut self, op: &str) -> bool {
        if self.peek_op(op) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect_op(&mut self, op: &str) -> Result<(), String> {
        if self.eat_op(op) {
            Ok(())
        } else {
            Err(format!("expected '{op}'"))
        }
    }
    fn binary(
        &mut self,
        ops: &[&'static str],
        next: fn(&mut Parser) -> Result<Ast, String>,
    ) -> Result<Ast, String> {
        let mut left = next(self)?;
        'outer: loop {
            for op in ops {
                if self.eat_op(op) {
                    let right = next(self)?;
                    left = Ast::Binary(op, Box::new(left), Box::new(right));
                    continue 'outer;
                }
            }
            return Ok(left);
        }
    }
    fn or(&mut self) -> Result<Ast, String> {
        self.binary(&["||"], Parser::and)
    }
    fn and(&mut self) -> Result<Ast, String> {
        self.binary(&["&&"], Parser::eq)
    }
    fn eq(&mut self) -> Result<Ast, String> {
        self.binary(&["==", "!="], Parser::rel)
    }
    fn rel(&mut self) -> Result<Ast, String> {
        self.binary(&["<=", ">=", "<", ">"], Parser::add)
    }
    fn add(&mut self) -> Result<Ast, String> {
        self.binary(&["+", "-"], Parser::mul)
    }
    fn mul(&mut self) -> Result<Ast, String> {
        self.binary(&["*", "/", "%"], Parser::unary)
    }
    fn unary(&mut self) -> Result<Ast, String> {
        if self.eat_op("!") {
            return Ok(Ast::Unary("!", Box::new(self.unary()?)));
        }
        if self.eat_op("-") {
            return Ok(Ast::Unary("-", Box::new(self.unary()?)));
        }
        self.primary()
    }
    fn primary(&mut self) -> Result<Ast, String> {
        let t = self
            .toks
            .get(self.pos)
            .cloned()
            .ok_or("unexpected end of the proposition")?;
        self.pos += 1;
        match t {
            Tok::Int(n) => Ok(Ast::Int(n)),
            Tok::Long(n) => Ok(Ast::Long(n)),
            Tok::Char(c) => Ok(Ast::Char(c)),
            Tok::Str(s) => Ok(Ast::Str(s)),
            Tok::Op("(") | Tok::Op("{") => {
                let close = if t == Tok::Op("(") { ")" } else { "}" };
                let e = self.or()?;
                self.expect_op(close)?;
                Ok(e)
            }
            Tok::Ident(id) => match id.as_str() {
                "true" => Ok(Ast::Bool(true)),
                "false" => Ok(Ast::Bool(false)),
                "null" => Ok(Ast::Null),
                _ if self.peek_op("(") => {
                    self.pos += 1;
                    let mut args = Vec::new();
                    if !self.eat_op(")") {
                        loop {
                            args.push(self.or()?);
                            if self.eat_op(")") {
                                break;
                            }
                            self.expect_op(",")?;
                        }
                    }
                    Ok(Ast::Call(id, args))
                }
                _ => {
                    let mut names = vec![id];
                    let mut suffixes = Vec::new();
                    loop {
                        if self.eat_op(".") {
                            match self.toks.get(self.pos).cloned() {
                                Some(Tok::Ident(n)) => {
                                    self.pos += 1;
                                    if suffixes.is_empty() {
                                        names.push(n);
                                    } else {
                                        suffixes.push(Suffix::Field(n));
                                    }
                                }
                                _ => return Err("expected a name after '.'".into()),
                            }
                        } else if self.eat_op("[") {
                            let neg = self.eat_op("-");
                            let i = match self.toks.get(self.pos) {
                                Some(Tok::Int(n)) => *n,
                                _ => return Err("an index must be a constant".into()),
                            };
                            self.pos += 1;
                            self.expect_op("]")?;
                            suffixes.push(Suffix::Index(if neg { -i } else { i }));
                        } else {
                            break;
                        }
                    }
                    Ok(Ast::Path(names, suffixes))
                }
            },
            Tok::Op(o) => Err(format!("unexpected '{o}'")),
        }
    }
}

fn parse_expr(src: &str) -> Result<Ast, String> {
    let toks = tokenize(src)?;
    let mut p = Parser { toks, pos: 0 };
    let e = p.or()?;
    if p.pos != p.toks.len() {
        return Err(format!(
            "unexpected {:?} after the expression",
            p.toks[p.pos]
        ));
    }
    Ok(e)
}

/// The static type of a resolved value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Long,
    Float,
    Bool,
    /// A reference to an object of this class (`None`: the null literal).
    Ref(Option<ClassId>),
    Str,
}

impl Ty {
    /// The type as an error message names it.
    fn describe(self) -> &'static str {
        match self {
            Ty::Int => "an int",
            Ty::Long => "a long",
            Ty::Float => "a floating-point number",
            Ty::Bool => "a boolean",
            Ty::Ref(Some(_)) => "an object reference",
            Ty::Ref(None) => "null",
            Ty::Str => "a String",
        }
    }
}

impl Ast {
    /// The operand as the proposition wrote it, near enough for an error
    /// message (`Main.buf.count`, `Main.flags[2]`, `3`); `None` for a
    /// compound expression, which the message then leaves unnamed.
    fn text(&self) -> Option<String> {
        Some(match self {
            Ast::Int(n) | Ast::Long(n) => n.to_string(),
            Ast::Char(c) => format!("'{}'", char::from_u32(u32::from(*c)).unwrap_or('?')),
            Ast::Bool(b) => b.to_string(),
            Ast::Null => "null".into(),
            Ast::Str(s) => format!("{s:?}"),
            Ast::Path(names, suffixes) => {
                let mut t = names.join(".");
                for s in suffixes {
                    match s {
                        Suffix::Field(f) => {
                            t.push('.');
                            t.push_str(f);
                        }
                        Suffix::Index(i) => t.push_str(&format!("[{i}]")),
                    }
                }
                t
            }
            Ast::Call(f, _) => format!("{f}(...)"),
            Ast::Unary(..) | Ast::Binary(..) => return None,
        })
    }

    /// `` `Main.count` (an int) `` or, for a compound operand, `an int`.
    fn typed_text(&self, t: Ty) -> String {
        match self.text() {
            Some(x) => format!("`{x}` ({})", t.describe()),
            None => t.describe().to_string(),
        }
    }
}

/// One step along a path from a static field.
#[derive(Clone, Debug)]
enum Hop {
    Field(u32),
    Length,
    Index(i64),
}

/// A resolved expression.
#[derive(Clone, Debug)]
enum Expr {
    Int(i64),
    Bool(bool),
    Null,
    Str(String),
    /// Static field `slot` of `class`, then `hops`; `bool_field`: a boolean
    /// (`Z`) at the end.
    Path {
        class: ClassId,
        slot: u32,
        hops: Vec<Hop>,
        ty: Ty,
    },
    Not(Box<Expr>),
    Neg(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Cmp(&'static str, Box<Expr>, Box<Expr>),
    Arith(&'static str, Box<Expr>, Box<Expr>),
    /// Some live thread's top frame is at one of these lines.
    Loc(FxHashMap<MethodId, Vec<u16>>),
    Thrown(ClassId),
    Terminated(String),
    Alive(String),
}

/// A value during evaluation.
#[derive(Clone, Debug)]
enum Val {
    Int(i64),
    Float(f64),
    Bool(bool),
    Ref(Option<ObjRef>),
    Str(String),
    /// An abstract value (`--abstract`): index of its field's entry in the
    /// VM's abstraction table, and the value.
    Abs(u8, u8),
    /// A value computed from an abstract one: comparisons with it are
    /// unknown.
    Unknown,
}

/// A path read through null.
struct NullOnPath;

/// The propositions of a formula, resolved against a booted VM.
pub struct Propositions {
    /// Each atom's source text, as the formula names it.
    pub texts: Vec<String>,
    exprs: Vec<Expr>,
    /// What the propositions read (their writes are visible operations).
    pub visible: Visible,
    /// Some proposition reads a field declared in `java.util.concurrent`.
    pub reads_library_state: bool,
    /// Some proposition is `thrown(...)`.
    pub uses_thrown: bool,
}

/// The exception classes the running transition threw, in order.
pub type Thrown = wayfinder_reductions::visible::ThrownLog;

/// Records the class of every exception thrown (see `Listener::on_throw`).
pub struct ThrowRecorder(pub Thrown);

impl Listener for ThrowRecorder {
    fn follows_collection(&self) -> bool {
        true
    }
    fn on_throw(&mut self, vm: &Vm, _tid: u32, exc: ObjRef) {
        self.0.borrow_mut().push(vm.state.heap.get(exc).class);
    }
}

/// Resolution context.
struct Resolver<'v> {
    vm: &'v mut Vm,
    atom: String,
    classpath: String,
    visible: Visible,
    reads_library_state: bool,
    uses_thrown: bool,
}

/// `java.lang.String`, `pkg.Outer$Inner` → internal names.
fn internal(name: &str) -> String {
    name.replace('.', "/")
}

impl Resolver<'_> {
    fn err(&self, what: impl std::fmt::Display) -> VmError {
        bad(&self.atom, what)
    }

    fn load(&mut self, internal_name: &str) -> Option<ClassId> {
        self.vm.load_class(internal_name).ok()
    }

    fn ty_of_desc(&mut self, desc: &str) -> Ty {
        match desc.as_bytes()[0] {
            b'Z' => Ty::Bool,
            b'J' => Ty::Long,
            b'F' | b'D' => Ty::Float,
            b'L' if desc == "Ljava/lang/String;" => Ty::Str,
            b'L' => Ty::Ref(self.load(&desc[1..desc.len() - 1])),
            b'[' => Ty::Ref(self.vm.classes.load_desc(desc).ok()),
            _ => Ty::Int,
        }
    }

    fn note_library(&mut self, class: ClassId) {
        if self
            .vm
            .classes
            .get(class)
            .name
            .starts_with("java/util/concurrent/")
        {
            self.reads_library_state = true;
        }
    }

    fn path(&mut self, names: &[String], suffixes: &[Suffix]) -> Result<Expr, VmError> {
        // The longest prefix of the names that is a class with a static
        // field named by the next one.
        let mut found = None;
        for split in (1..names.len()).rev() {
            let class_name = internal(&names[..split].join("."));
            let Some(c) = self.load(&class_name) else {
                continue;
            };
            let field = &names[split];
            let hit = self.find_static(c, field);
            match hit {
                Some((decl, slot)) => {
                    found = Some((decl, slot, split));
                    break;
                }
                None => {
                    return Err(self.err(format!(
                        "class {} has no static field {field}",
                        names[..split].join(".")
                    )))
                }
            }
        }
        let Some((class, slot, split)) = found else {
            return Err(self.err(format!(
                "no class found for {}: name a static field as pkg.Class.field (nested classes with $)",
                names.join(".")
            )));
        };
        self.note_library(class);
        self.vm.sync_class_states();
        self.visible.statics.insert((class, slot));
        let desc = self.vm.classes.get(class).static_fields[slot as usize]
            .desc
            .to_string();
        let mut ty = self.ty_of_desc(&desc);
        let mut hops = Vec::new();
        let rest: Vec<Suffix> = names[split + 1..]
            .iter()
            .map(|n| Suffix::Field(n.clone()))
            .chain(suffixes.iter().cloned())
            .collect();
        for s in &rest {
            let here = match ty {
                Ty::Ref(Some(c)) => c,
                Ty::Str => self.vm.wk.string,
                _ => return Err(self.err(format!("{s:?} applied to a value that is no object"))),
            };
            let is_array = self.vm.classes.get(here).is_array();
            match s {
                Suffix::Field(n) if n == "length" && is_array => {
                    hops.push(Hop::Length);
                    ty = Ty::Int;
                }
                Suffix::Field(n) => {
                    let Some(slot) = self.find_instance(here, n) else {
                        return Err(self.err(format!(
                            "class {} has no field {n}",
                            self.vm.classes.get(here).java_name()
                        )));
                    };
                    let decl = self.vm.classes.get(here).instance_fields[slot as usize].owner;
                    self.note_library(decl);
                    self.visible.fields.insert((decl, slot));
                    let desc = self.vm.classes.get(here).instance_fields[slot as usize]
                        .desc
                        .to_string();
                    hops.push(Hop::Field(slot));
                    ty = self.ty_of_desc(&desc);
                }
                Suffix::Index(i) => {
                    if !is_array {
                        return Err(self.err("an index applied to a value that is no array"));
                    }
                    let name = self.vm.classes.get(here).name.to_string();
                    self.visible.elements = true;
                    hops.push(Hop::Index(*i));
                    ty = self.ty_of_desc(&name[1..]);
                }
            }
        }
        Ok(Expr::Path {
            class,
            slot,
            hops,
            ty,
        })
    }

    /// Static field `name` of `c` or its supertypes: (declaring class, slot).
    fn find_static(&self, c: ClassId, name: &str) -> Option<(ClassId, u32)> {
        let cl = self.vm.classes.get(c);
        if let Some(i) = cl.static_fields.iter().position(|f| &*f.name == name) {
            return Some((c, i as u32));
        }
        for &i in &cl.interfaces {
            if let Some(f) = self.find_static(i, name) {
                return Some(f);
            }
        }
        cl.super_class.and_then(|s| self.find_static(s, name))
    }

    /// Instance field `name` of `c` (the last one of that name in the
    /// layout: a subclass's hides its superclass's).
    fn find_instance(&self, c: ClassId, name: &str) -> Option<u32> {
        self.vm
            .classes
            .get(c)
            .instance_fields
            .iter()
            .rposition(|f| &*f.name == name)
            .map(|i| i as u32)
    }

    fn string_arg(&self, f: &str, args: &[Ast]) -> Result<String, VmError> {
        match args {
            [Ast::Str(s)] => Ok(s.clone()),
            _ => Err(self.err(format!("{f} takes one string literal"))),
        }
    }

    fn typed(&mut self, a: &Ast) -> Result<(Expr, Ty), VmError> {
        Ok(match a {
            Ast::Int(n) => (Expr::Int(*n), Ty::Int),
            Ast::Long(n) => (Expr::Int(*n), Ty::Long),
            Ast::Char(c) => (Expr::Int(*c as i64), Ty::Int),
            Ast::Bool(b) => (Expr::Bool(*b), Ty::Bool),
            Ast::Null => (Expr::Null, Ty::Ref(None)),
            Ast::Str(s) => (Expr::Str(s.clone()), Ty::Str),
            Ast::Path(names, suffixes) => {
                let e = self.path(names, suffixes)?;
                let ty = match &e {
                    Expr::Path { ty, .. } => *ty,
                    _ => unreachable!("a path resolves to a path"),
                };
                (e, ty)
            }
            Ast::Unary("!", x) => (Expr::Not(Box::new(self.boolean(x)?)), Ty::Bool),
            Ast::Unary(_, x) => {
                let (e, t) = self.typed(x)?;
                if !matches!(t, Ty::Int | Ty::Long | Ty::Float) {
                    return Err(self.err("'-' needs a number"));
                }
                (Expr::Neg(Box::new(e)), t)
            }
            Ast::Binary(op @ ("&&" | "||"), l, r) => {
                let (l, r) = (self.boolean(l)?, self.boolean(r)?);
                let e = if *op == "&&" {
                    Expr::And(Box::new(l), Box::new(r))
                } else {
                    Expr::Or(Box::new(l), Box::new(r))
                };
                (e, Ty::Bool)
            }
            Ast::Binary(op @ ("==" | "!=" | "<" | "<=" | ">" | ">="), l, r) => {
                let (le, lt) = self.typed(l)?;
                let (re, rt) = self.typed(r)?;
                let num = |t: Ty| matches!(t, Ty::Int | Ty::Long | Ty::Float);
                let refish = |t: Ty| matches!(t, Ty::Ref(_) | Ty::Str);
                let ok = match *op {
                    "==" | "!=" => {
                        (num(lt) && num(rt))
                            || (lt == Ty::Bool && rt == Ty::Bool)
                            || (refish(lt) && refish(rt))
                    }
                    _ => num(lt) && num(rt),
                };
                if !ok {
                    return Err(self.err(format!(
                        "cannot compare {} {op} {}",
                        l.typed_text(lt),
                        r.typed_text(rt)
                    )));
                }
                (Expr::Cmp(op, Box::new(le), Box::new(re)), Ty::Bool)
            }
            Ast::Binary(op, l, r) => {
                let (le, lt) = self.typed(l)?;
                let (re, rt) = self.typed(r)?;
                let num = |t: Ty| matches!(t, Ty::Int | Ty::Long | Ty::Float);
                if !num(lt) || !num(rt) {
                    let culprit = if num(lt) {
                        r.typed_text(rt)
                    } else {
                        l.typed_text(lt)
                    };
                    return Err(self.err(format!("'{op}' needs numbers, not {culprit}")));
                }
                let t = if lt == Ty::Float || rt == Ty::Float {
                    Ty::Float
                } else if lt == Ty::Long || rt == Ty::Long {
                    Ty::Long
                } else {
                    Ty::Int
                };
                (Expr::Arith(op, Box::new(le), Box::new(re)), t)
            }
            Ast::Call(f, args) => match f.as_str() {
                "loc" => {
                    let s = self.string_arg(f, args)?;
                    (Expr::Loc(self.location(&s)?), Ty::Bool)
                }
                "thrown" => {
                    let s = self.string_arg(f, args)?;
                    let Some(c) = self.load(&internal(&s)) else {
                        return Err(self.err(format!("unknown exception class {s}")));
                    };
                    self.uses_thrown = true;
                    if !self.visible.throws.contains(&c) {
                        self.visible.throws.push(c);
                    }
                    (Expr::Thrown(c), Ty::Bool)
                }
                "terminated" => (Expr::Terminated(self.string_arg(f, args)?), Ty::Bool),
                "alive" => (Expr::Alive(self.string_arg(f, args)?), Ty::Bool),
                "streq" => match args.as_slice() {
                    [p @ Ast::Path(..), Ast::Str(s)] => {
                        let (e, t) = self.typed(p)?;
                        if t != Ty::Str {
                            return Err(self.err("streq's first argument must be a String field"));
                        }
                        (
                            Expr::Cmp("==", Box::new(e), Box::new(Expr::Str(s.clone()))),
                            Ty::Bool,
                        )
                    }
                    _ => return Err(self.err("streq takes a field path and a string literal")),
                },
                other => return Err(self.err(format!("unknown function {other}"))),
            },
        })
    }

    fn boolean(&mut self, a: &Ast) -> Result<Expr, VmError> {
        let (e, t) = self.typed(a)?;
        if t != Ty::Bool {
            return Err(self.err(format!(
                "{} is not a boolean: compare it (`== 1`, `> 0`, `!= null`...)",
                a.typed_text(t)
            )));
        }
        Ok(e)
    }

    /// `File.java:42` or `pkg.Class:42`: the methods with code on that line.
    fn location(&mut self, spec: &str) -> Result<FxHashMap<MethodId, Vec<u16>>, VmError> {
        let Some((what, line)) = spec.rsplit_once(':') else {
            return Err(self.err(format!(
                "loc wants \"File.java:LINE\" or \"pkg.Class:LINE\", got {spec:?}"
            )));
        };
        let line: u16 = line
            .trim()
            .parse()
            .map_err(|_| self.err(format!("bad line number in {spec:?}")))?;
        let classes: Vec<ClassId> = if let Some(file) = what.strip_suffix(".java") {
            let file = format!("{}.java", file.rsplit('/').next().unwrap_or(file));
            let mut found = Vec::new();
            for name in user_class_names(&self.classpath) {
                if let Some(c) = self.load(&name) {
                    if self.vm.classes.get(c).source_file() == Some(file.as_str()) {
                        found.push(c);
                    }
                }
            }
            if found.is_empty() {
                return Err(self.err(format!("no class on the class path comes from {file}")));
            }
            found
        } else {
            let base = internal(what);
            let Some(c) = self.load(&base) else {
                return Err(self.err(format!("unknown class {what}")));
            };
            let mut found = vec![c];
            let nested = format!("{base}$");
            for name in user_class_names(&self.classpath) {
                if name.starts_with(&nested) {
                    if let Some(c) = self.load(&name) {
                        found.push(c);
                    }
                }
            }
            found
        };
        let mut at = FxHashMap::default();
        for c in classes {
            for &m in &self.vm.classes.get(c).methods.clone() {
                let meth = self.vm.classes.method(m);
                if meth.class != c {
                    continue;
                }
                if let Some(code) = &meth.code {
                    if code.lines.iter().any(|&(_, l)| l == line) {
                        at.insert(m, vec![line]);
                    }
                }
            }
        }
        if at.is_empty() {
            return Err(self.err(format!("no code on line {line} of {what}")));
        }
        for (m, lines) in &at {
            self.visible.lines.entry(*m).or_default().extend(lines);
        }
        Ok(at)
    }
}

/// The binary names (internal form) of the classes in the class path's
/// directories.
fn user_class_names(classpath: &str) -> Vec<String> {
    fn walk(root: &std::path::Path, dir: &std::path::Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(root, &p, out);
            } else if p.extension().is_some_and(|e| e == "class") {
                if let Ok(rel) = p.with_extension("").strip_prefix(root) {
                    let name = rel.to_string_lossy().replace('\\', "/");
                    if name != "module-info" {
                        out.push(name);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for entry in classpath.split(':').filter(|e| !e.is_empty()) {
        let root = std::path::Path::new(entry);
        if root.is_dir() {
            walk(root, root, &mut out);
        }
    }
    out
}

impl Propositions {
    /// Parses and resolves each of `atoms` against `vm` (booted, with the
    /// user classes on `classpath`): an unknown class, field or line is an
    /// input error naming it.
    pub fn resolve(
        vm: &mut Vm,
        classpath: &str,
        atoms: &[String],
    ) -> Result<Propositions, VmError> {
        let mut r = Resolver {
            vm,
            atom: String::new(),
            classpath: classpath.to_string(),
            visible: Visible::default(),
            reads_library_state: false,
            uses_thrown: false,
        };
        let mut exprs = Vec::new();
        for a in atoms {
            r.atom = a.clone();
            let ast = parse_expr(a).map_err(|e| bad(a, e))?;
            exprs.push(r.boolean(&ast)?);
        }
        r.vm.sync_class_states();
        Ok(Propositions {
            texts: atoms.to_vec(),
            exprs,
            visible: r.visible,
            reads_library_state: r.reads_library_state,
            uses_thrown: r.uses_thrown,
        })
    }

    /// The valuation of the current state: bit `i` set when atom `i`
    /// holds; `thrown` lists the exception classes the transition that
    /// reached it threw. An atom the abstraction cannot decide (see
    /// `letter`) counts as false here.
    pub fn valuation(&self, vm: &Vm, thrown: &[ClassId]) -> u64 {
        self.letter(vm, thrown).0
    }

    /// The valuation of the current state, three-valued: (bit `i` set when
    /// atom `i` holds, bit `i` set when it is unknown). An atom is unknown
    /// only under `--abstract`, when it compares an abstract value whose
    /// concrete values give both outcomes (`{C.x > 5}` on a POS `x` under
    /// `signs`), or computes with one; its bit in the first word is then 0.
    pub fn letter(&self, vm: &Vm, thrown: &[ClassId]) -> (u64, u64) {
        let (mut v, mut unknown) = (0u64, 0u64);
        for (i, e) in self.exprs.iter().enumerate() {
            match eval3(vm, thrown, e) {
                Some(true) => v |= 1 << i,
                Some(false) => {}
                None => unknown |= 1 << i,
            }
        }
        (v, unknown)
    }
}

/// Evaluates a boolean atom, three-valued: `None` where an abstract value
/// leaves it undecided (Kleene's logic for `!`, `&&`, `||`).
fn eval3(vm: &Vm, thrown: &[ClassId], e: &Expr) -> Option<bool> {
    Some(match e {
        Expr::Bool(b) => *b,
        Expr::Not(x) => !eval3(vm, thrown, x)?,
        Expr::And(l, r) => match (eval3(vm, thrown, l), eval3(vm, thrown, r)) {
            (Some(false), _) | (_, Some(false)) => false,
            (Some(true), Some(true)) => true,
            _ => return None,
        },
        Expr::Or(l, r) => match (eval3(vm, thrown, l), eval3(vm, thrown, r)) {
            (Some(true), _) | (_, Some(true)) => true,
            (Some(false), Some(false)) => false,
            _ => return None,
        },
        Expr::Path { .. } => match eval(vm, e) {
            Ok(Val::Bool(b)) => b,
            Ok(a @ Val::Abs(..)) => return compare3(vm, "!=", a, Val::Int(0)),
            Ok(Val::Unknown) => return None,
            _ => false,
        },
        Expr::Cmp(op, l, r) => {
            let (Ok(l), Ok(r)) = (eval(vm, l), eval(vm, r)) else {
                return Some(false);
            };
            return compare3(vm, op, l, r);
        }
        Expr::Loc(at) => vm.state.threads.iter().any(|t| {
            t.is_alive()
                && t.frames.last().is_some_and(|f| {
                    at.get(&f.method).is_some_and(|lines| {
                        f.code.line_of(f.pc).is_some_and(|l| lines.contains(&l))
                    })
                })
        }),
        Expr::Thrown(c) => thrown.iter().any(|&t| vm.classes.is_assignable(t, *c)),
        Expr::Terminated(name) => vm
            .state
            .threads
            .iter()
            .any(|t| t.status == ThreadStatus::Terminated && vm.thread_name(t.id) == *name),
        Expr::Alive(name) => vm
            .state
            .threads
            .iter()
            .any(|t| t.is_alive() && vm.thread_name(t.id) == *name),
        _ => false,
    })
}

/// `l op r` on an abstract `float` or `double` (`domain` over the reals)
/// and a number: decided where the abstract value gives one outcome, NaN
/// included (every comparison with NaN but `!=` is false).
fn compare_real(
    domain: &wayfinder_vm::abstraction::Domain,
    op: &str,
    l: &Val,
    r: &Val,
) -> Option<bool> {
    use wayfinder_vm::abstraction::real::RealOperand;
    let operand = |v: &Val| match v {
        Val::Abs(_, a) => Some(RealOperand::Abs(*a)),
        Val::Int(i) => Some(RealOperand::Const(*i as f64)),
        Val::Float(f) => Some(RealOperand::Const(*f)),
        _ => None,
    };
    let o = domain.real_compare(operand(l)?, operand(r)?)?;
    let (lt, eq, gt, nan) = (o.less, o.equal, o.greater, o.unordered);
    let (may_true, may_false) = match op {
        "==" => (eq, lt || gt || nan),
        "!=" => (lt || gt || nan, eq),
        "<" => (lt, eq || gt || nan),
        "<=" => (lt || eq, gt || nan),
        ">" => (gt, lt || eq || nan),
        _ => (gt || eq, lt || nan),
    };
    match (may_true, may_false) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// `l op r` where either side may be abstract: decided by the abstract
/// value's domain when it gives one outcome for every concrete value the
/// abstract value stands for (an abstract value against an integer), else
/// unknown.
fn compare3(vm: &Vm, op: &str, l: Val, r: Val) -> Option<bool> {
    use wayfinder_vm::abstraction::domain::CmpOp;
    use wayfinder_vm::abstraction::ops::Operand;
    let operand = |v: &Val| match v {
        Val::Abs(_, a) => Some(Operand::Abs(*a)),
        Val::Int(i) => Some(Operand::Const(*i)),
        Val::Bool(b) => Some(Operand::Const(*b as i64)),
        _ => None,
    };
    let domain = match (&l, &r) {
        (Val::Unknown, _) | (_, Val::Unknown) => return None,
        (Val::Abs(d, _), Val::Abs(e, _)) if d != e => return None,
        (Val::Abs(d, _), _) | (_, Val::Abs(d, _)) => *d,
        _ => return Some(compare(vm, op, l, r)),
    };
    let entry = vm.abstraction.as_ref()?.entries.get(domain as usize)?;
    if entry.real {
        return compare_real(&entry.domain, op, &l, &r);
    }
    let (a, b) = (operand(&l)?, operand(&r)?);
    let cmp = match op {
        "==" => CmpOp::Eq,
        "!=" => CmpOp::Ne,
        "<" => CmpOp::Lt,
        "<=" => CmpOp::Le,
        ">" => CmpOp::Gt,
        _ => CmpOp::Ge,
    };
    let (may_true, may_false) = entry.domain.compare(a, b).ok()?.truth(cmp);
    match (may_true, may_false) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

fn compare(vm: &Vm, op: &str, l: Val, r: Val) -> bool {
    use std::cmp::Ordering;
    let ord: Option<Ordering> = match (&l, &r) {
        (Val::Int(a), Val::Int(b)) => Some(a.cmp(b)),
        (Val::Int(a), Val::Float(b)) => (*a as f64).partial_cmp(b),
        (Val::Float(a), Val::Int(b)) => a.partial_cmp(&(*b as f64)),
        (Val::Float(a), Val::Float(b)) => a.partial_cmp(b),
        (Val::Bool(a), Val::Bool(b)) => Some(a.cmp(b)),
        _ => None,
    };
    if let Some(o) = ord {
        return match op {
            "==" => o == Ordering::Equal,
            "!=" => o != Ordering::Equal,
            "<" => o == Ordering::Less,
            "<=" => o != Ordering::Greater,
            ">" => o == Ordering::Greater,
            ">=" => o != Ordering::Less,
            _ => false,
        };
    }
    // References and strings: strings by value, other objects by identity.
    let as_string = |v: &Val| -> Option<Option<String>> {
        match v {
            Val::Str(s) => Some(Some(s.clone())),
            Val::Ref(Some(o)) if vm.state.heap.get(*o).class == vm.wk.string => {
                Some(Some(vm.string_value(*o)))
            }
            Val::Ref(None) => Some(None),
            _ => None,
        }
    };
    let equal = match (&l, &r) {
        (Val::Ref(a), Val::Ref(b)) if a == b => true,
        _ => match (as_string(&l), as_string(&r)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
    };
    match op {
        "==" => equal,
        "!=" => !equal,
        _ => false,
    }
}

fn value(v: Value, ty: Ty) -> Val {
    match (v, ty) {
        (Value::Int(i), Ty::Bool) => Val::Bool(i != 0),
        (Value::Int(i), _) => Val::Int(i as i64),
        (Value::Long(l), _) => Val::Int(l),
        (Value::Float(f), _) => Val::Float(f as f64),
        (Value::Double(d), _) => Val::Float(d),
        (Value::Ref(r), _) => Val::Ref(r),
        (Value::Top, _) => Val::Int(0),
        (Value::Abs(a), _) => Val::Abs(a.domain, a.value),
    }
}

fn eval(vm: &Vm, e: &Expr) -> Result<Val, NullOnPath> {
    Ok(match e {
        Expr::Int(n) => Val::Int(*n),
        Expr::Bool(b) => Val::Bool(*b),
        Expr::Null => Val::Ref(None),
        Expr::Str(s) => Val::Str(s.clone()),
        Expr::Path {
            class,
            slot,
            hops,
            ty,
        } => {
            let mut v = match vm.state.classes.get(*class as usize) {
                Some(cs) => cs.statics[*slot as usize],
                None => Value::default_for(
                    vm.classes.get(*class).static_fields[*slot as usize]
                        .desc
                        .as_bytes()[0],
                ),
            };
            for h in hops {
                let Value::Ref(Some(o)) = v else {
                    return Err(NullOnPath);
                };
                let obj = vm.state.heap.get(o);
                v = match (h, &obj.data) {
                    (Hop::Field(s), ObjData::Fields(f)) => f[*s as usize],
                    (Hop::Length, ObjData::Array(a)) => Value::Int(a.len() as i32),
                    (Hop::Index(i), ObjData::Array(a)) => {
                        if *i < 0 || *i as usize >= a.len() {
                            return Err(NullOnPath);
                        }
                        a.get(*i as usize)
                    }
                    _ => return Err(NullOnPath),
                };
            }
            value(v, *ty)
        }
        Expr::Neg(x) => match eval(vm, x)? {
            Val::Abs(..) => Val::Unknown,
            Val::Int(i) => Val::Int(i.wrapping_neg()),
            Val::Float(f) => Val::Float(-f),
            other => other,
        },
        Expr::Arith(op, l, r) => {
            let (l, r) = (eval(vm, l)?, eval(vm, r)?);
            match (l, r) {
                (Val::Abs(..) | Val::Unknown, _) | (_, Val::Abs(..) | Val::Unknown) => Val::Unknown,
                (Val::Int(a), Val::Int(b)) => Val::Int(match *op {
                    "+" => a.wrapping_add(b),
                    "-" => a.wrapping_sub(b),
                    "*" => a.wrapping_mul(b),
                    "/" if b != 0 => a.wrapping_div(b),
                    "%" if b != 0 => a.wrapping_rem(b),
                    // Division by zero: no value, like a null on the path.
                    _ => return Err(NullOnPath),
                }),
                (a, b) => {
                    let f = |v: Val| match v {
                        Val::Int(i) => i as f64,
                        Val::Float(f) => f,
                        _ => 0.0,
                    };
                    let (a, b) = (f(a), f(b));
                    Val::Float(match *op {
                        "+" => a + b,
                        "-" => a - b,
                        "*" => a * b,
                        "/" => a / b,
                        _ => a % b,
                    })
                }
            }
        }
        other => match eval3(vm, &[], other) {
            Some(b) => Val::Bool(b),
            None => Val::Unknown,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_precedence_and_paths() {
        let e = parse_expr("Main.a.b[2] + 1 > 3 && !Main.ok || streq(Main.s, \"x\")").unwrap();
        match e {
            Ast::Binary("||", l, _) => match *l {
                Ast::Binary("&&", cmp, not) => {
                    assert!(matches!(*cmp, Ast::Binary(">", _, _)));
                    assert!(matches!(*not, Ast::Unary("!", _)));
                }
                other => panic!("{other:?}"),
            },
            other => panic!("{other:?}"),
        }
        assert_eq!(
            parse_expr("p.Q$R.f.g.length").unwrap(),
            Ast::Path(
                vec![
                    "p".into(),
                    "Q$R".into(),
                    "f".into(),
                    "g".into(),
                    "length".into()
                ],
                vec![]
            )
        );
        assert!(parse_expr("Main.a[i]").is_err());
        assert!(parse_expr("Main.a ==").is_err());
        assert_eq!(
            parse_expr("'c' == 99L").unwrap(),
            Ast::Binary("==", Box::new(Ast::Char(99)), Box::new(Ast::Long(99)))
        );
    }

    /// Type errors name the operand as written and its Java type, never
    /// the parser's own structures.
    #[test]
    fn type_errors_name_operands_as_written() {
        let path = parse_expr("Main.buf.count").unwrap();
        assert_eq!(path.typed_text(Ty::Int), "`Main.buf.count` (an int)");
        let indexed = parse_expr("Main.flags[2]").unwrap();
        assert_eq!(indexed.typed_text(Ty::Bool), "`Main.flags[2]` (a boolean)");
        assert_eq!(
            parse_expr("\"a\"").unwrap().typed_text(Ty::Str),
            "`\"a\"` (a String)"
        );
        let sum = parse_expr("Main.a + 1").unwrap();
        assert_eq!(sum.typed_text(Ty::Long), "a long");
    }
}
