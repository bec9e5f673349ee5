//! Data abstraction in the interpreter: the abstracted fields, and the
//! slow path that runs, instead of an instruction's ordinary
//! implementation, every instruction that reads or writes an abstracted
//! field or consumes an abstract value (`Value::Abs`).
//!
//! The slow path runs only while `Vm::slow_path` is set (an abstraction is
//! installed or branches are being logged), so that a VM without
//! abstraction pays one flag test per instruction.
//!
//! - Reading an abstracted field gives its abstract value (a concrete value
//!   still in the field, such as the default 0, is abstracted first);
//!   writing one abstracts the value written.
//! - Arithmetic with an abstract operand gives an abstract result; when the
//!   domain allows several results (or a division by zero), the thread
//!   stops for an *abstraction choice* (`Flow::Choice`, described in
//!   `VmState::abstraction_choice`).
//! - A conditional branch, `lcmp` or switch on an abstract value takes each
//!   outcome the abstraction allows, as an abstraction choice when more
//!   than one.
//! - Anywhere else an abstract value needs a concrete one (array index,
//!   length or element, a conversion to a narrower or floating type, a
//!   native method, a method of the JDK's class library, string
//!   concatenation...): the path ends (`Flow::Prune`) and the reason is
//!   counted in `AbstractionReport::ended`.
//! - Under choose-free search, a path is cut at its first abstraction
//!   choice instead (`AbstractionReport::cut_points`).

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use super::domain::{Concrete, Domain};
use super::ops::{ArithOp, ArithOutcomes, Operand, Orderings};
use super::user::UserDomain;
use crate::classfile::CpEntry;
use crate::insn::{Cond, Insn};
use crate::thread::Frame;
use crate::value::{AbsValue, Value};
use crate::vm::{Flow, Vm};
use crate::VmError;

/// One `--abstract FIELD=DOMAIN`.
#[derive(Clone, Debug)]
pub struct Entry {
    /// `pkg.Class.field`, as the user wrote it.
    pub field: String,
    pub domain: Domain,
    /// A user domain's class, once loaded (`Vm::install_abstraction`).
    pub user: Option<Rc<UserDomain>>,
    /// The field is a `float` or `double` (`super::real`).
    pub real: bool,
}

impl Entry {
    pub fn new(field: String, domain: Domain) -> Entry {
        Entry {
            field,
            domain,
            user: None,
            real: false,
        }
    }

    /// The name of abstract value `v`.
    pub fn label(&self, v: u8) -> String {
        match &self.user {
            Some(u) => u.names[v as usize].clone(),
            None => self.domain.label(v),
        }
    }

    /// The abstract value of integer `x`.
    fn abstract_int(&self, x: i64) -> Result<u8, VmError> {
        match &self.user {
            Some(u) => u.abstract_of(x),
            None => Ok(self
                .domain
                .abstract_of(Concrete::Int(x))
                .expect("integer domain")),
        }
    }

    /// A user domain abstracts constants first.
    fn user_operand(&self, u: &UserDomain, x: Operand) -> Result<u8, VmError> {
        match x {
            Operand::Abs(v) => Ok(v),
            Operand::Const(c) => u.abstract_of(c),
        }
    }

    fn arith(&self, op: ArithOp, x: Operand, y: Operand) -> Result<ArithOutcomes, VmError> {
        match &self.user {
            Some(u) => {
                let a = self.user_operand(u, x)?;
                let b = if op == ArithOp::Neg {
                    0
                } else {
                    self.user_operand(u, y)?
                };
                Ok(u.arith(op, a, b))
            }
            None => Ok(self.domain.arith(op, x, y).expect("integer domain")),
        }
    }

    fn compare(&self, x: Operand, y: Operand) -> Result<Orderings, VmError> {
        match &self.user {
            Some(u) => Ok(u.compare(self.user_operand(u, x)?, self.user_operand(u, y)?)),
            None => Ok(self.domain.compare(x, y).expect("integer domain")),
        }
    }

    fn may_equal(&self, v: u8, k: i64) -> Result<bool, VmError> {
        match &self.user {
            Some(u) => Ok(u.compare(v, u.abstract_of(k)?).equal),
            None => Ok(self.domain.may_equal(v, k)),
        }
    }

    fn covered_by(&self, v: u8, keys: &[i64]) -> bool {
        self.user.is_none() && self.domain.covered_by(v, keys)
    }
}

/// What abstraction did during a search (accumulated over every path).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AbstractionReport {
    /// Abstraction choices posed (a state where several abstract outcomes
    /// were possible, counted each time a transition reached it).
    pub choices: u64,
    /// Paths cut at an abstraction choice or a `Verify.randomBool()` /
    /// `Verify.random(n)` call under choose-free search.
    pub cut_points: u64,
    /// Paths ended because an abstract value reached a place that needs a
    /// concrete one: each reason with how many times.
    pub ended: BTreeMap<String, u64>,
}

/// The abstraction installed in a VM.
#[derive(Clone, Debug, Default)]
pub struct Abstraction {
    pub entries: Vec<Entry>,
    /// (class holding the field, slot, is static) to its entry.
    fields: HashMap<(u32, u32, bool), u8>,
    /// Choose-free search: cut a path at its first abstraction choice.
    pub choose_free: bool,
    pub report: AbstractionReport,
}

/// An abstraction choice the current state has pending: where, and the
/// outcomes its values stand for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingAbstraction {
    /// `File.java:LINE`.
    pub site: String,
    /// What is decided (`x - 1 under signs`).
    pub what: String,
    /// The outcome each choice value stands for.
    pub options: Vec<String>,
}

/// The outcome of one branching instruction on a logged path (see
/// `Vm::branch_log`): a schedule and its branches are compared between
/// an abstract path and the concrete program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Branch {
    pub tid: u32,
    pub method: u32,
    pub pc: u32,
    /// `jumps to line N`, `falls through to line N`, `takes case K`,
    /// `throws java.lang.X`.
    pub outcome: String,
}

/// What the slow path did with an instruction.
pub(crate) enum AbsStep {
    /// Nothing abstract about it: run its ordinary implementation.
    Ordinary,
    /// Done; go to the next instruction.
    Next,
    /// Done; go to this instruction.
    Jump(u32),
    /// Done with this non-local outcome.
    Flow(Flow),
}

/// `pkg.Class.field` (nested classes with `$`) split into the class's
/// internal name and the field name.
fn split_field(spec: &str) -> Option<(String, &str)> {
    let (class, field) = spec.rsplit_once('.')?;
    if class.is_empty() || field.is_empty() {
        return None;
    }
    Some((class.replace('.', "/"), field))
}

impl Vm {
    /// Installs data abstraction for `entries` (`pkg.Class.field` and its
    /// domain): before `boot`, so that the program's own static
    /// initialisers already see it. An unknown class or field, a field of
    /// the JDK's or of a type that is not `int`, `long`, `short`, `byte`,
    /// `char`, `boolean`, `float` or `double` is an input error; a predicate
    /// on a string, or on a decimal for an integer field, is unsupported,
    /// and so are `evenodd` and user domains on `float`/`double` fields
    /// (`super::real` says what those take). A user domain's
    /// class is loaded in a helper VM that boots `main_class` (see
    /// `super::user`).
    pub fn install_abstraction(
        &mut self,
        mut entries: Vec<Entry>,
        choose_free: bool,
        main_class: &str,
    ) -> Result<(), VmError> {
        if entries.len() > 255 {
            return Err(VmError::input("at most 255 --abstract fields"));
        }
        let mut fields = HashMap::new();
        for (i, e) in entries.iter_mut().enumerate() {
            let (class, name) = split_field(&e.field).ok_or_else(|| {
                VmError::input(format!(
                    "--abstract {}: expected pkg.Class.field=DOMAIN",
                    e.field
                ))
            })?;
            let c = self.load_class(&class).map_err(|_| {
                VmError::input(format!(
                    "--abstract {}: class {} not found on the class path",
                    e.field,
                    class.replace('/', ".")
                ))
            })?;
            if matches!(
                self.classes.get(c).origin,
                Some(crate::classpath::Origin::Jdk { .. }) | None
            ) {
                return Err(VmError::input(format!(
                    "--abstract {}: only fields of the program's own classes can be abstracted, not the JDK's",
                    e.field
                )));
            }
            let cl = self.classes.get(c);
            let found = cl
                .static_fields
                .iter()
                .position(|f| &*f.name == name)
                .map(|slot| (slot as u32, true, cl.static_fields[slot].desc.clone()))
                .or_else(|| {
                    cl.instance_fields
                        .iter()
                        .rposition(|f| f.owner == c && &*f.name == name)
                        .map(|slot| (slot as u32, false, cl.instance_fields[slot].desc.clone()))
                });
            let Some((slot, is_static, desc)) = found else {
                return Err(VmError::input(format!(
                    "--abstract {}: class {} has no field {name}",
                    e.field,
                    class.replace('/', ".")
                )));
            };
            match desc.as_bytes().first() {
                Some(b'I' | b'J' | b'S' | b'B' | b'C' | b'Z') => {}
                Some(b'F' | b'D') if e.domain.takes_reals() => e.real = true,
                Some(b'F' | b'D') => {
                    return Err(VmError::unsupported(format!(
                        "--abstract {}: abstraction {} of a float or double field (signs, range[...], point(C) and bool(OP NUMBER) take them)",
                        e.field, e.domain
                    )))
                }
                _ => {
                    return Err(VmError::input(format!(
                        "--abstract {}: the field's type {desc} is not an integer type (int, long, short, byte, char, boolean)",
                        e.field
                    )))
                }
            }
            if e.real {
                // Compared through `super::real`; nothing to load.
            } else if let Domain::User(class) = &e.domain {
                e.user = Some(Rc::new(UserDomain::load(&self.config, main_class, class)?));
            } else if !e.domain.is_arithmetic() {
                return Err(VmError::unsupported(format!(
                    "--abstract {}: abstraction {} on integer fields (the built-in integer domains are signs, evenodd, range[...], point(C) and bool(OP INTEGER))",
                    e.field, e.domain
                )));
            }
            fields.insert((c, slot, is_static), i as u8);
        }
        self.abstraction = Some(Box::new(Abstraction {
            entries,
            fields,
            choose_free,
            report: AbstractionReport::default(),
        }));
        self.slow_path = true;
        Ok(())
    }

    /// Starts (or stops) logging the outcome of every conditional jump,
    /// switch and thrown exception (see `Branch`).
    pub fn log_branches(&mut self, on: bool) {
        self.branch_log = on.then(Vec::new);
        self.slow_path = on || self.abstraction.is_some();
    }

    /// `File.java:LINE` of instruction `pc` of method `m`.
    pub fn source_line(&self, m: u32, pc: u32) -> String {
        let meth = self.classes.method(m);
        let cl = self.classes.get(meth.class);
        let line = meth.code.as_ref().and_then(|c| c.line_of(pc));
        format!(
            "{}:{}",
            cl.source_file().unwrap_or("Unknown Source"),
            line.map(|l| l.to_string()).unwrap_or_else(|| "?".into())
        )
    }

    /// `line N` of instruction `pc` of `m`.
    fn line_word(&self, m: u32, pc: u32) -> String {
        let meth = self.classes.method(m);
        match meth.code.as_ref().and_then(|c| c.line_of(pc)) {
            Some(l) => format!("line {l}"),
            None => format!("instruction {pc}"),
        }
    }

    fn log_branch(&mut self, tid: u32, frame: &Frame, outcome: String) {
        if let Some(log) = &mut self.branch_log {
            log.push(Branch {
                tid,
                method: frame.method,
                pc: frame.pc,
                outcome,
            });
        }
    }

    /// Logs the outcome of a jump taken (`target`) or not.
    fn log_jump(&mut self, tid: u32, frame: &Frame, taken: Option<u32>) {
        if self.branch_log.is_none() {
            return;
        }
        let outcome = match taken {
            Some(t) => format!("jumps to {}", self.line_word(frame.method, t)),
            None => format!(
                "falls through to {}",
                self.line_word(frame.method, frame.pc + 1)
            ),
        };
        self.log_branch(tid, frame, outcome);
    }

    /// Logs that the current instruction throws (logging only).
    pub(crate) fn log_throw(&mut self, tid: u32, frame: &Frame, class: &str) {
        if self.branch_log.is_some() {
            self.log_branch(tid, frame, format!("throws {}", class.replace('/', ".")));
        }
    }

    /// Ends the path: abstract value `v` reached `what`.
    fn needs_concrete(&mut self, v: AbsValue, what: &str, m: u32, pc: u32) -> Flow {
        let site = self.source_line(m, pc);
        if let Some(a) = &mut self.abstraction {
            let e = &a.entries[v.domain as usize];
            let reason = format!(
                "a value computed from {} ({}) reaches {what} at {site}",
                e.field, e.domain
            );
            *a.report.ended.entry(reason).or_insert(0) += 1;
        }
        Flow::Prune
    }

    /// The value of the pending abstraction choice among `options`, or the
    /// flow that asks the search for one (or cuts the path, choose-free).
    fn abstraction_choice(
        &mut self,
        site: (u32, u32),
        what: impl FnOnce() -> String,
        options: Vec<String>,
    ) -> Result<usize, Flow> {
        if options.len() == 1 {
            return Ok(0);
        }
        if let Some(v) = self.next_choice.take() {
            self.state.abstraction_choice = None;
            return Ok(v as usize);
        }
        let a = self.abstraction.as_mut().expect("abstraction");
        if a.choose_free {
            a.report.cut_points += 1;
            return Err(Flow::Prune);
        }
        a.report.choices += 1;
        let n = options.len() as u32;
        self.state.abstraction_choice = Some(Rc::new(PendingAbstraction {
            site: self.source_line(site.0, site.1),
            what: what(),
            options,
        }));
        Err(Flow::Choice(n))
    }

    fn entry(&self, i: u8) -> &Entry {
        &self.abstraction.as_ref().expect("abstraction").entries[i as usize]
    }

    /// The entry an abstracted field access names, if the field is one.
    fn abstracted_field(&mut self, class_id: u32, idx: u16, is_static: bool) -> Option<u8> {
        // Only field references: resolution errors are the ordinary path's.
        if !matches!(
            self.classes.get(class_id).cp().get(idx as usize),
            Some(CpEntry::FieldRef { .. })
        ) {
            return None;
        }
        let fr = self.resolve_field(class_id, idx, is_static).ok()?;
        let a = self.abstraction.as_ref()?;
        a.fields.get(&(fr.class, fr.slot, is_static)).copied()
    }

    /// Abstracts a concrete int or long for entry `e` (abstract values pass).
    fn abstract_value(&self, e: u8, v: Value) -> Result<Value, Flow> {
        let real = match v {
            Value::Float(f) => Some((f as f64, false)),
            Value::Double(d) => Some((d, true)),
            _ => None,
        };
        if let (Some((d, wide)), true) = (real, self.entry(e).real) {
            let value = self.entry(e).domain.abstract_of_real(d).ok_or_else(|| {
                Flow::Error(VmError::internal(
                    "a real domain without a value for a real",
                ))
            })?;
            return Ok(Value::Abs(AbsValue {
                domain: e,
                value,
                wide,
            }));
        }
        let (x, wide) = match v {
            Value::Int(i) => (i as i64, false),
            Value::Long(l) => (l, true),
            other => return Ok(other),
        };
        let value = self.entry(e).abstract_int(x).map_err(Flow::Error)?;
        Ok(Value::Abs(AbsValue {
            domain: e,
            value,
            wide,
        }))
    }

    /// The slow path for `insn` (see the module comment). Runs before the
    /// ordinary implementation, with `frame` off the thread's stack.
    pub(crate) fn abstract_step(
        &mut self,
        tid: u32,
        class_id: u32,
        insn: &Insn,
        frame: &mut Frame,
    ) -> AbsStep {
        if self.abstraction.is_none() {
            self.log_concrete(tid, insn, frame);
            return AbsStep::Ordinary;
        }
        let site = (frame.method, frame.pc);
        let is_abs = |v: Value| matches!(v, Value::Abs(_));
        let top_abs = |frame: &Frame, n: usize| {
            let len = frame.vals.len();
            let base = frame.max_locals as usize;
            (len.saturating_sub(n).max(base)..len)
                .map(|i| frame.vals[i])
                .find_map(|v| match v {
                    Value::Abs(a) => Some(a),
                    _ => None,
                })
        };
        match insn {
            Insn::IAdd | Insn::LAdd => self.arith(tid, frame, ArithOp::Add),
            Insn::ISub | Insn::LSub => self.arith(tid, frame, ArithOp::Sub),
            Insn::IMul | Insn::LMul => self.arith(tid, frame, ArithOp::Mul),
            Insn::IDiv | Insn::LDiv => self.arith(tid, frame, ArithOp::Div),
            Insn::IRem | Insn::LRem => self.arith(tid, frame, ArithOp::Rem),
            Insn::INeg | Insn::LNeg => self.arith(tid, frame, ArithOp::Neg),
            Insn::IInc(n, d) => {
                let Value::Abs(a) = frame.vals[*n as usize] else {
                    return AbsStep::Ordinary;
                };
                let what = || format!("{} + {d}", self.entry(a.domain).label(a.value));
                let what = what();
                match self.arith_values(site, a, Operand::Const(*d as i64), ArithOp::Add, || what) {
                    Ok(Some(v)) => {
                        frame.vals[*n as usize] = Value::Abs(v);
                        AbsStep::Next
                    }
                    Ok(None) => unreachable!("addition does not throw"),
                    Err(f) => AbsStep::Flow(f),
                }
            }
            // Widening and narrowing between int and long: overflow is not
            // modelled, so the abstract value stays.
            Insn::I2L | Insn::L2I => {
                let Value::Abs(mut a) = frame.peek(0) else {
                    return AbsStep::Ordinary;
                };
                a.wide = matches!(insn, Insn::I2L);
                frame.pop();
                frame.push(Value::Abs(a));
                AbsStep::Next
            }
            Insn::If(cond, target) => {
                if !is_abs(frame.peek(0)) {
                    self.log_concrete(tid, insn, frame);
                    return AbsStep::Ordinary;
                }
                let a = frame.peek(0);
                self.branch(tid, frame, *cond, a, Value::Int(0), *target, 1)
            }
            Insn::IfICmp(cond, target) => {
                let (a, b) = (frame.peek(1), frame.peek(0));
                if !is_abs(a) && !is_abs(b) {
                    self.log_concrete(tid, insn, frame);
                    return AbsStep::Ordinary;
                }
                self.branch(tid, frame, *cond, a, b, *target, 2)
            }
            Insn::LCmp => {
                let (a, b) = (frame.peek(1), frame.peek(0));
                if !is_abs(a) && !is_abs(b) {
                    return AbsStep::Ordinary;
                }
                let o = match self.orderings(a, b) {
                    Ok(o) => o,
                    Err(f) => return AbsStep::Flow(f(self, site)),
                };
                let mut outs = Vec::new();
                for (ok, r, name) in [
                    (o.less, -1, "less"),
                    (o.equal, 0, "equal"),
                    (o.greater, 1, "greater"),
                ] {
                    if ok {
                        outs.push((r, name.to_string()));
                    }
                }
                let names: Vec<String> = outs.iter().map(|o| o.1.clone()).collect();
                match self.abstraction_choice(site, || "a long comparison".into(), names) {
                    Ok(i) => {
                        frame.pop();
                        frame.pop();
                        frame.push(Value::Int(outs[i].0));
                        AbsStep::Next
                    }
                    Err(f) => AbsStep::Flow(f),
                }
            }
            Insn::FCmpL | Insn::FCmpG | Insn::DCmpL | Insn::DCmpG => {
                let (a, b) = (frame.peek(1), frame.peek(0));
                if !is_abs(a) && !is_abs(b) {
                    return AbsStep::Ordinary;
                }
                let nan_is = if matches!(insn, Insn::FCmpL | Insn::DCmpL) {
                    -1
                } else {
                    1
                };
                self.real_comparison(frame, a, b, nan_is)
            }
            Insn::TableSwitch {
                default,
                low,
                targets,
            } => {
                let cases: Vec<(i64, u32)> = targets
                    .iter()
                    .enumerate()
                    .map(|(i, &t)| (*low as i64 + i as i64, t))
                    .collect();
                self.switch(tid, frame, &cases, *default)
            }
            Insn::LookupSwitch { default, pairs } => {
                let cases: Vec<(i64, u32)> = pairs.iter().map(|&(k, t)| (k as i64, t)).collect();
                self.switch(tid, frame, &cases, *default)
            }
            Insn::GetField(idx) | Insn::GetStatic(idx) => {
                let is_static = matches!(insn, Insn::GetStatic(_));
                let Some(e) = self.abstracted_field(class_id, *idx, is_static) else {
                    return AbsStep::Ordinary;
                };
                // Abstract the value held (the default, or one written
                // before the abstraction was installed), then read as usual.
                let fr = self
                    .resolve_field(class_id, *idx, is_static)
                    .expect("resolved");
                if is_static {
                    let v = self.state.classes[fr.class as usize].statics[fr.slot as usize];
                    if !is_abs(v) {
                        let av = match self.abstract_value(e, v) {
                            Ok(av) => av,
                            Err(f) => return AbsStep::Flow(f),
                        };
                        self.state.class_mut(fr.class).statics[fr.slot as usize] = av;
                    }
                } else if let Value::Ref(Some(obj)) = frame.peek(0) {
                    let v = self.state.heap.get(obj).fields()[fr.slot as usize];
                    if !is_abs(v) {
                        let av = match self.abstract_value(e, v) {
                            Ok(av) => av,
                            Err(f) => return AbsStep::Flow(f),
                        };
                        self.state.heap.get_mut(obj).fields_mut()[fr.slot as usize] = av;
                    }
                }
                AbsStep::Ordinary
            }
            Insn::PutField(idx) | Insn::PutStatic(idx) => {
                let is_static = matches!(insn, Insn::PutStatic(_));
                let v = frame.peek(0);
                if let Some(e) = self.abstracted_field(class_id, *idx, is_static) {
                    let av = match v {
                        Value::Abs(a) if a.domain != e => {
                            let same = self.entry(a.domain).domain == self.entry(e).domain;
                            if !same {
                                return AbsStep::Flow(self.needs_concrete(
                                    a,
                                    &format!("{}, abstracted differently,", self.entry(e).field),
                                    site.0,
                                    site.1,
                                ));
                            }
                            Value::Abs(AbsValue { domain: e, ..a })
                        }
                        v => match self.abstract_value(e, v) {
                            Ok(av) => av,
                            Err(f) => return AbsStep::Flow(f),
                        },
                    };
                    let top = frame.vals.len() - 1;
                    frame.vals[top] = av;
                }
                AbsStep::Ordinary
            }
            // Moving values about: abstract values pass unchanged.
            Insn::Nop
            | Insn::AConstNull
            | Insn::IConst(_)
            | Insn::LConst(_)
            | Insn::FConst(_)
            | Insn::DConst(_)
            | Insn::Ldc(_)
            | Insn::Ldc2(_)
            | Insn::Load(_)
            | Insn::Store(_)
            | Insn::Pop
            | Insn::Pop2
            | Insn::Dup
            | Insn::DupX1
            | Insn::DupX2
            | Insn::Dup2
            | Insn::Dup2X1
            | Insn::Dup2X2
            | Insn::Swap
            | Insn::Goto(_)
            | Insn::Return
            | Insn::ReturnValue
            | Insn::New(_)
            | Insn::InvokeVirtual(_)
            | Insn::InvokeSpecial(_)
            | Insn::InvokeStatic(_)
            | Insn::InvokeInterface(_) => AbsStep::Ordinary,
            Insn::AThrow => {
                if self.branch_log.is_some() {
                    if let Value::Ref(Some(o)) = frame.peek(0) {
                        let c = self.state.heap.get(o).class;
                        let name = self.classes.get(c).name.to_string();
                        self.log_throw(tid, frame, &name);
                    }
                }
                AbsStep::Ordinary
            }
            Insn::InvokeDynamic(_) => match top_abs(frame, usize::MAX) {
                Some(a) => AbsStep::Flow(self.needs_concrete(
                    a,
                    "a dynamically linked call (string concatenation or a lambda)",
                    site.0,
                    site.1,
                )),
                None => AbsStep::Ordinary,
            },
            other => {
                let (n, what) = consumed(other);
                match top_abs(frame, n) {
                    Some(a) => AbsStep::Flow(self.needs_concrete(a, what, site.0, site.1)),
                    None => {
                        self.log_concrete(tid, insn, frame);
                        AbsStep::Ordinary
                    }
                }
            }
        }
    }

    /// Logs the outcome of a branching instruction on concrete operands.
    fn log_concrete(&mut self, tid: u32, insn: &Insn, frame: &Frame) {
        if self.branch_log.is_none() {
            return;
        }
        let int = |v: Value| match v {
            Value::Int(i) => i,
            _ => 0,
        };
        let taken = match insn {
            Insn::If(cond, t) => cond.holds(int(frame.peek(0)), 0).then_some(*t),
            Insn::IfICmp(cond, t) => cond
                .holds(int(frame.peek(1)), int(frame.peek(0)))
                .then_some(*t),
            Insn::IfACmpEq(t) | Insn::IfACmpNe(t) => {
                let eq = frame.peek(0) == frame.peek(1);
                (eq == matches!(insn, Insn::IfACmpEq(_))).then_some(*t)
            }
            Insn::IfNull(t) | Insn::IfNonNull(t) => {
                let null = frame.peek(0) == Value::NULL;
                (null == matches!(insn, Insn::IfNull(_))).then_some(*t)
            }
            Insn::TableSwitch { .. } | Insn::LookupSwitch { .. } => {
                let v = int(frame.peek(0));
                self.log_branch(tid, frame, format!("takes case {v}"));
                return;
            }
            Insn::AThrow => {
                if let Value::Ref(Some(o)) = frame.peek(0) {
                    let c = self.state.heap.get(o).class;
                    let name = self.classes.get(c).name.to_string();
                    self.log_throw(tid, frame, &name);
                }
                return;
            }
            _ => return,
        };
        self.log_jump(tid, frame, taken);
    }

    /// `fcmpl`/`fcmpg`/`dcmpl`/`dcmpg` on `a` and `b`, at least one an
    /// abstract `float` or `double` (`super::real`): pushes -1, 0 or 1 (NaN
    /// gives `nan_is`), an abstraction choice where several are possible.
    fn real_comparison(&mut self, frame: &mut Frame, a: Value, b: Value, nan_is: i32) -> AbsStep {
        use super::real::RealOperand;
        let site = (frame.method, frame.pc);
        let (x, y) = match (a, b) {
            (Value::Abs(x), Value::Abs(y)) => (x, Some(y)),
            (Value::Abs(x), _) | (_, Value::Abs(x)) => (x, None),
            _ => unreachable!("an abstract operand"),
        };
        let e = x.domain;
        if !self.entry(e).real {
            return AbsStep::Flow(self.needs_concrete(
                x,
                "a floating-point comparison",
                site.0,
                site.1,
            ));
        }
        if let Some(y) = y.filter(|y| {
            self.entry(y.domain).domain != self.entry(e).domain || !self.entry(y.domain).real
        }) {
            return AbsStep::Flow(self.needs_concrete(
                y,
                "an operation with another abstraction",
                site.0,
                site.1,
            ));
        }
        let op = |v: Value| match v {
            Value::Abs(a) => RealOperand::Abs(a.value),
            Value::Float(f) => RealOperand::Const(f as f64),
            Value::Double(d) => RealOperand::Const(d),
            _ => RealOperand::Const(f64::NAN),
        };
        let Some(o) = self.entry(e).domain.real_compare(op(a), op(b)) else {
            return AbsStep::Flow(self.needs_concrete(
                x,
                "a floating-point comparison",
                site.0,
                site.1,
            ));
        };
        let mut outs: Vec<(i32, String)> = Vec::new();
        for (ok, r, name) in [
            (o.less, -1, "less"),
            (o.equal, 0, "equal"),
            (o.greater, 1, "greater"),
            (o.unordered, nan_is, "unordered (NaN)"),
        ] {
            if ok && !outs.iter().any(|(v, _)| *v == r) {
                outs.push((r, name.to_string()));
            }
        }
        let names: Vec<String> = outs.iter().map(|o| o.1.clone()).collect();
        let what = || {
            let en = self.entry(e);
            format!(
                "a floating-point comparison on {} under {}",
                en.field, en.domain
            )
        };
        let what = what();
        match self.abstraction_choice(site, || what, names) {
            Ok(i) => {
                frame.pop();
                frame.pop();
                frame.push(Value::Int(outs[i].0));
                AbsStep::Next
            }
            Err(f) => AbsStep::Flow(f),
        }
    }

    /// The orderings of two operands, at least one abstract; or the flow
    /// that ends the path (two different abstractions).
    #[allow(clippy::type_complexity)]
    fn orderings(
        &self,
        a: Value,
        b: Value,
    ) -> Result<super::ops::Orderings, Box<dyn FnOnce(&mut Vm, (u32, u32)) -> Flow>> {
        let (dom_entry, x, y) = match self.operands(a, b) {
            Ok(t) => t,
            Err(av) => {
                return Err(Box::new(move |vm: &mut Vm, s: (u32, u32)| {
                    vm.needs_concrete(av, "an operation with another abstraction", s.0, s.1)
                }))
            }
        };
        match self.entry(dom_entry).compare(x, y) {
            Ok(o) => Ok(o),
            Err(e) => Err(Box::new(move |_: &mut Vm, _| Flow::Error(e))),
        }
    }

    /// The entry and operands of a binary operation on `a` and `b` (at
    /// least one abstract); `Err` with one of them when they are abstracted
    /// differently.
    fn operands(&self, a: Value, b: Value) -> Result<(u8, Operand, Operand), AbsValue> {
        let op = |v: Value| match v {
            Value::Abs(x) => Operand::Abs(x.value),
            Value::Int(i) => Operand::Const(i as i64),
            Value::Long(l) => Operand::Const(l),
            _ => Operand::Const(0),
        };
        let e = match (a, b) {
            (Value::Abs(x), Value::Abs(y)) => {
                if x.domain != y.domain
                    && self.entry(x.domain).domain != self.entry(y.domain).domain
                {
                    return Err(x);
                }
                x.domain
            }
            (Value::Abs(x), _) | (_, Value::Abs(x)) => x.domain,
            _ => unreachable!("an abstract operand"),
        };
        Ok((e, op(a), op(b)))
    }

    /// A conditional jump comparing `a` with `b`, one of them abstract;
    /// pops `n` operands.
    #[allow(clippy::too_many_arguments)]
    fn branch(
        &mut self,
        tid: u32,
        frame: &mut Frame,
        cond: Cond,
        a: Value,
        b: Value,
        target: u32,
        n: usize,
    ) -> AbsStep {
        let site = (frame.method, frame.pc);
        let o = match self.orderings(a, b) {
            Ok(o) => o,
            Err(f) => return AbsStep::Flow(f(self, site)),
        };
        let op = match cond {
            Cond::Eq => super::CmpOp::Eq,
            Cond::Ne => super::CmpOp::Ne,
            Cond::Lt => super::CmpOp::Lt,
            Cond::Le => super::CmpOp::Le,
            Cond::Gt => super::CmpOp::Gt,
            Cond::Ge => super::CmpOp::Ge,
        };
        let (may_hold, may_fail) = o.truth(op);
        let mut outs = Vec::new();
        if may_hold {
            outs.push(Some(target));
        }
        if may_fail {
            outs.push(None);
        }
        let names = outs
            .iter()
            .map(|t| match t {
                Some(t) => format!("jumps to {}", self.line_word(site.0, *t)),
                None => format!("falls through to {}", self.line_word(site.0, site.1 + 1)),
            })
            .collect();
        let entry = match (a, b) {
            (Value::Abs(x), _) | (_, Value::Abs(x)) => x.domain,
            _ => unreachable!(),
        };
        let what = || {
            let e = self.entry(entry);
            format!("a comparison on {} under {}", e.field, e.domain)
        };
        let what = what();
        match self.abstraction_choice(site, || what, names) {
            Ok(i) => {
                self.log_jump(tid, frame, outs[i]);
                for _ in 0..n {
                    frame.pop();
                }
                match outs[i] {
                    Some(t) => AbsStep::Jump(t),
                    None => AbsStep::Next,
                }
            }
            Err(f) => AbsStep::Flow(f),
        }
    }

    /// A switch on the value on top of the stack.
    fn switch(
        &mut self,
        tid: u32,
        frame: &mut Frame,
        cases: &[(i64, u32)],
        default: u32,
    ) -> AbsStep {
        let Value::Abs(a) = frame.peek(0) else {
            self.log_concrete_switch(tid, frame);
            return AbsStep::Ordinary;
        };
        let site = (frame.method, frame.pc);
        let entry = self.entry(a.domain).clone();
        let mut outs: Vec<(Option<i64>, u32)> = Vec::new();
        for &(k, t) in cases {
            match entry.may_equal(a.value, k) {
                Ok(true) => outs.push((Some(k), t)),
                Ok(false) => {}
                Err(e) => return AbsStep::Flow(Flow::Error(e)),
            }
        }
        let keys: Vec<i64> = cases.iter().map(|c| c.0).collect();
        if !entry.covered_by(a.value, &keys) {
            outs.push((None, default));
        }
        let names = outs
            .iter()
            .map(|(k, _)| match k {
                Some(k) => format!("takes case {k}"),
                None => "takes the default".to_string(),
            })
            .collect::<Vec<_>>();
        let e = self.entry(a.domain).clone();
        match self.abstraction_choice(
            site,
            || format!("a switch on {} under {}", e.field, e.domain),
            names.clone(),
        ) {
            Ok(i) => {
                self.log_branch(tid, frame, names[i].clone());
                frame.pop();
                AbsStep::Jump(outs[i].1)
            }
            Err(f) => AbsStep::Flow(f),
        }
    }

    fn log_concrete_switch(&mut self, tid: u32, frame: &Frame) {
        if self.branch_log.is_some() {
            if let Value::Int(v) = frame.peek(0) {
                self.log_branch(tid, frame, format!("takes case {v}"));
            }
        }
    }

    /// An arithmetic instruction: abstract when an operand is.
    fn arith(&mut self, _tid: u32, frame: &mut Frame, op: ArithOp) -> AbsStep {
        let site = (frame.method, frame.pc);
        let unary = op == ArithOp::Neg;
        let (a, b) = if unary {
            (frame.peek(0), Value::Int(0))
        } else {
            (frame.peek(1), frame.peek(0))
        };
        if !matches!(a, Value::Abs(_)) && !matches!(b, Value::Abs(_)) {
            return AbsStep::Ordinary;
        }
        let (e, x, y) = match self.operands(a, b) {
            Ok(t) => t,
            Err(av) => {
                return AbsStep::Flow(self.needs_concrete(
                    av,
                    "an operation with another abstraction",
                    site.0,
                    site.1,
                ))
            }
        };
        let wide = a.is_wide();
        let entry = self.entry(e).clone();
        let outcomes = match entry.arith(op, x, y) {
            Ok(o) => o,
            Err(e) => return AbsStep::Flow(Flow::Error(e)),
        };
        let mut outs: Vec<Option<u8>> = outcomes.values.iter().map(|&v| Some(v)).collect();
        if outcomes.may_throw {
            outs.push(None);
        }
        let names = outs
            .iter()
            .map(|o| match o {
                Some(v) => entry.label(*v),
                None => "ArithmeticException".to_string(),
            })
            .collect();
        let what = || format!("{} under {}", describe(op, x, y, &entry), entry.domain);
        match self.abstraction_choice(site, what, names) {
            Ok(i) => match outs[i] {
                Some(v) => {
                    frame.pop();
                    if !unary {
                        frame.pop();
                    }
                    frame.push(Value::Abs(AbsValue {
                        domain: e,
                        value: v,
                        wide,
                    }));
                    AbsStep::Next
                }
                None => {
                    self.log_throw(_tid, frame, "java/lang/ArithmeticException");
                    AbsStep::Flow(Flow::throw_new(
                        "java/lang/ArithmeticException",
                        "/ by zero",
                    ))
                }
            },
            Err(f) => AbsStep::Flow(f),
        }
    }

    /// `a + d` on an abstract value (for `iinc`): `Ok(None)` never.
    fn arith_values(
        &mut self,
        site: (u32, u32),
        a: AbsValue,
        d: Operand,
        op: ArithOp,
        what: impl FnOnce() -> String,
    ) -> Result<Option<AbsValue>, Flow> {
        let entry = self.entry(a.domain).clone();
        let outcomes = entry
            .arith(op, Operand::Abs(a.value), d)
            .map_err(Flow::Error)?;
        let names = outcomes.values.iter().map(|&v| entry.label(v)).collect();
        let field = entry.field.clone();
        let dom = entry.domain.clone();
        let i =
            self.abstraction_choice(site, || format!("{} ({field}) under {dom}", what()), names)?;
        Ok(Some(AbsValue {
            value: outcomes.values[i],
            ..a
        }))
    }

    /// Called before a native method or a method of the JDK runs with
    /// `args`: the path ends when one is abstract.
    pub(crate) fn abstract_args_check(&mut self, m: u32, args: &[Value]) -> Result<(), Flow> {
        let Some(a) = args.iter().find_map(|v| match v {
            Value::Abs(a) => Some(*a),
            _ => None,
        }) else {
            return Ok(());
        };
        let what = format!("a call of {}", self.classes.method_display(m));
        let (mm, pc) = self.cur_site;
        Err(self.needs_concrete(a, &what, mm, pc))
    }
}

/// `x - 1`, `POS * NEG`: an operation for choice descriptions.
fn describe(op: ArithOp, x: Operand, y: Operand, dom: &Entry) -> String {
    let show = |o: Operand| match o {
        Operand::Abs(v) => dom.label(v),
        Operand::Const(c) => c.to_string(),
    };
    if op == ArithOp::Neg {
        format!("-{}", show(x))
    } else {
        format!("{} {} {}", show(x), op.symbol(), show(y))
    }
}

/// How many operands an instruction the slow path does not handle takes
/// from the stack, and what it needs them for (in reports).
fn consumed(insn: &Insn) -> (usize, &'static str) {
    match insn {
        Insn::ArrayLoad(_) => (2, "an array index"),
        Insn::ArrayStore(_) => (3, "an array element or index"),
        Insn::NewArray(_) | Insn::ANewArray(_) => (1, "an array length"),
        Insn::MultiANewArray(_, d) => (*d as usize, "an array length"),
        Insn::IShl
        | Insn::IShr
        | Insn::IUShr
        | Insn::LShl
        | Insn::LShr
        | Insn::LUShr
        | Insn::IAnd
        | Insn::LAnd
        | Insn::IOr
        | Insn::LOr
        | Insn::IXor
        | Insn::LXor => (2, "a bitwise operation"),
        Insn::I2F | Insn::I2D | Insn::L2F | Insn::L2D => (1, "a conversion to floating point"),
        Insn::FAdd
        | Insn::DAdd
        | Insn::FSub
        | Insn::DSub
        | Insn::FMul
        | Insn::DMul
        | Insn::FDiv
        | Insn::DDiv
        | Insn::FRem
        | Insn::DRem => (
            2,
            "floating-point arithmetic (not modelled on abstract values)",
        ),
        Insn::FNeg
        | Insn::DNeg
        | Insn::F2I
        | Insn::F2L
        | Insn::F2D
        | Insn::D2I
        | Insn::D2L
        | Insn::D2F => (
            1,
            "a floating-point negation or conversion (not modelled on abstract values)",
        ),
        Insn::I2B | Insn::I2C | Insn::I2S => (1, "a narrowing conversion"),
        Insn::IfACmpEq(_) | Insn::IfACmpNe(_) => (2, "a reference comparison"),
        // The rest take references or floating-point values, never
        // abstract ones; one operand is looked at.
        _ => (1, "an instruction that needs a concrete value"),
    }
}
