//! Where a clock value the program read can go, within the reading method.
//!
//! A conservative data flow over one method's bytecode (all paths, loops
//! to a fixed point, exception handlers included): which locals and
//! operand-stack slots hold a value derived from the one a given invoke
//! produced (a clock read). A value is derived when it is computed from a
//! derived value (arithmetic, conversions, string building, boxing) or is
//! an object such a value was put into (a `StringBuilder` appended to, an
//! array stored into: objects are told apart by the instruction that made
//! them). The method's use of the clock is harmless when derived values
//! reach only string building and output (`PrintStream.print`, `println`,
//! `printf`, `format`; `java.util.logging.Logger` calls), whose text no
//! verdict depends on. Any other use keeps the read: a comparison or
//! branch, a return, a field store, a store into an array or builder the
//! flow does not follow, a divisor, an array index or size, a lock, a
//! throw, or an argument of any other call.
//!
//! A derived argument of a call of the program's own method is followed
//! into it (`MAX_CALL_DEPTH` calls deep): the callee's flow starts with
//! the parameters that receive derived values derived, and may return a
//! derived value, which the call's result then is. A call is followed
//! only when every method it can run is the program's, with bytecode:
//! `invokestatic` and `invokespecial` run the method resolved; a virtual
//! or interface call runs the method each class the search loaded below
//! the named one selects (every receiver the search ran on was of a
//! loaded class; loading is never undone). Anything else (a library
//! method, a native, a class not loaded, deeper calls) keeps the read.

use std::collections::BTreeSet;

use wayfinder_vm::classfile::access;
use wayfinder_vm::classfile::{Code, CpEntry};
use wayfinder_vm::descriptor;
use wayfinder_vm::insn::{ArrayKind, Insn};
use wayfinder_vm::loader::{ClassKind, Classes, MethodId};

/// Where the clock value appears at the reading invoke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The value the invoke returns.
    Result,
    /// The object the invoke (a constructor) initialises.
    InitReceiver,
}

/// Fixed-point rounds at most before the flow gives up (keeps the read).
const MAX_STEPS: usize = 200_000;

const NO_ALLOC: u32 = u32::MAX;

/// How many calls deep the flow follows a value into the program's own
/// methods (the reading method's callees are one deep).
const MAX_CALL_DEPTH: u32 = 3;

/// Ends the reason of a read kept in a method the value was passed to.
const PASSED: &str = " (passed the value)";

/// One local or stack slot: its category (1, 2, or 0 for unknown or the
/// upper half of a long or double), whether it holds a derived value, and
/// the instruction that made the object it refers to (`NO_ALLOC`: not
/// known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct V {
    cat: u8,
    derived: bool,
    alloc: u32,
}

impl V {
    const fn of(cat: u8) -> V {
        V {
            cat,
            derived: false,
            alloc: NO_ALLOC,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Frame {
    locals: Vec<V>,
    stack: Vec<V>,
}

/// Does every value derived from the clock value that instruction `pc` of
/// method `m` produces reach only string building and output? `None` if so
/// (the read is harmless), otherwise what else it reaches.
pub fn kept_by(classes: &Classes, m: MethodId, pc: u32, source: Source) -> Option<String> {
    analyse(classes, m, Some((pc, source)), &[], 0).err()
}

/// The flow through method `m`, `depth` calls below the reading method:
/// from the clock value that `source` names (the reading method), or from
/// the parameters `derived_args` marks (a callee: receiver first, one
/// entry per parameter). `Ok(returns)`: derived values reach only string
/// building, output, and (in a callee) its return value, which `returns`
/// says; `Err`: what else they reach.
fn analyse(
    classes: &Classes,
    m: MethodId,
    source: Option<(u32, Source)>,
    derived_args: &[bool],
    depth: u32,
) -> Result<bool, String> {
    let method = classes.method(m);
    let Some(code) = method.code.clone() else {
        return Err("a method without bytecode".into());
    };
    let class = classes.get(method.class);
    let (source_pc, source) = source.map_or((u32::MAX, Source::Result), |(pc, s)| (pc, s));
    let mut flow = Flow {
        classes,
        cp: class.cp(),
        concat_bootstraps: concat_bootstraps(class),
        code: &code,
        source_pc,
        source,
        allocs: BTreeSet::new(),
        depth,
        returns: (depth > 0).then_some(false),
    };
    let arg = |i: usize| derived_args.get(i).copied().unwrap_or(false);
    let mut locals = Vec::new();
    let mut n = 0;
    if !method.is_static() {
        locals.push(V {
            derived: arg(0),
            ..V::of(1)
        });
        n = 1;
    }
    for p in descriptor::method_params(&method.desc).unwrap_or_default() {
        let c = cat_of(p);
        locals.push(V {
            derived: arg(n),
            ..V::of(c)
        });
        n += 1;
        if c == 2 {
            locals.push(V::of(0));
        }
    }
    locals.resize(usize::from(code.max_locals).max(locals.len()), V::of(0));
    let entry = Frame {
        locals,
        stack: Vec::new(),
    };
    // Objects found to hold derived values only grow: run until they stop.
    for _ in 0..16 {
        let before = flow.allocs.len();
        flow.run(entry.clone())?;
        if flow.allocs.len() == before {
            return Ok(flow.returns == Some(true));
        }
    }
    Err("a flow too involved to follow".into())
}

/// The indices of the class's bootstrap methods that are
/// `StringConcatFactory`'s (string concatenation call sites).
fn concat_bootstraps(class: &wayfinder_vm::loader::Class) -> Vec<usize> {
    let Some(file) = &class.file else {
        return Vec::new();
    };
    file.bootstrap_methods
        .iter()
        .enumerate()
        .filter(|(_, b)| {
            let handle = match file.cp.get(usize::from(b.method)) {
                Some(CpEntry::MethodHandle { index, .. }) => file.cp.get(usize::from(*index)),
                _ => None,
            };
            matches!(handle, Some(CpEntry::MethodRef { class, .. })
                if &**class == "java/lang/invoke/StringConcatFactory")
        })
        .map(|(i, _)| i)
        .collect()
}

/// The category of a field or parameter descriptor.
fn cat_of(desc: &str) -> u8 {
    match desc.as_bytes().first() {
        Some(b'J' | b'D') => 2,
        _ => 1,
    }
}

struct Flow<'a> {
    classes: &'a Classes,
    cp: &'a [CpEntry],
    concat_bootstraps: Vec<usize>,
    code: &'a Code,
    source_pc: u32,
    source: Source,
    /// Objects (by the instruction that made them) holding derived values.
    allocs: BTreeSet<u32>,
    /// Calls below the reading method (0: it).
    depth: u32,
    /// In a callee: whether it may return a derived value (in the reading
    /// method, `None`: returning one keeps the read).
    returns: Option<bool>,
}

type Step = Result<(), String>;

impl Flow<'_> {
    fn derived(&self, v: V) -> bool {
        v.derived || (v.alloc != NO_ALLOC && self.allocs.contains(&v.alloc))
    }

    fn join(&self, a: V, b: V) -> V {
        V {
            cat: if a.cat == b.cat { a.cat } else { 0 },
            derived: self.derived(a) || self.derived(b),
            alloc: if a.alloc == b.alloc {
                a.alloc
            } else {
                NO_ALLOC
            },
        }
    }

    /// Merges `f` into `states[at]`; true if that changed it.
    fn merge(&self, states: &mut [Option<Frame>], at: usize, f: &Frame) -> Result<bool, String> {
        let Some(slot) = states.get_mut(at) else {
            return Err("a branch out of the method".into());
        };
        match slot {
            None => {
                *slot = Some(f.clone());
                Ok(true)
            }
            Some(old) => {
                if old.stack.len() != f.stack.len() || old.locals.len() != f.locals.len() {
                    return Err("stacks of different heights where paths meet".into());
                }
                let mut new = old.clone();
                for (n, v) in new.locals.iter_mut().zip(&f.locals) {
                    *n = self.join(*n, *v);
                }
                for (n, v) in new.stack.iter_mut().zip(&f.stack) {
                    *n = self.join(*n, *v);
                }
                let changed = new != *old;
                *old = new;
                Ok(changed)
            }
        }
    }

    fn run(&mut self, entry: Frame) -> Step {
        let n = self.code.insns.len();
        let mut states: Vec<Option<Frame>> = vec![None; n];
        states[0] = Some(entry);
        let mut work: Vec<usize> = vec![0];
        let mut steps = 0;
        while let Some(i) = work.pop() {
            steps += 1;
            if steps > MAX_STEPS {
                return Err("a flow too involved to follow".into());
            }
            let Some(inf) = states[i].clone() else {
                continue;
            };
            for h in &self.code.handlers {
                if (h.start as usize..h.end as usize).contains(&i) {
                    let at_handler = Frame {
                        locals: inf.locals.clone(),
                        stack: vec![V::of(1)],
                    };
                    if self.merge(&mut states, h.handler as usize, &at_handler)? {
                        work.push(h.handler as usize);
                    }
                }
            }
            let mut f = inf;
            let succs = self.step(i, &mut f)?;
            for s in succs {
                if self.merge(&mut states, s, &f)? {
                    work.push(s);
                }
            }
        }
        Ok(())
    }

    /// Applies instruction `i` to `f`; the instructions that may follow.
    fn step(&mut self, i: usize, f: &mut Frame) -> Result<Vec<usize>, String> {
        let next = vec![i + 1];
        let (code, cp) = (self.code, self.cp);
        let insn = &code.insns[i];
        let under = || "an operand stack the flow cannot follow".to_string();
        macro_rules! pop {
            () => {
                f.stack.pop().ok_or_else(under)?
            };
        }
        let derived_val = |d: bool, cat: u8| V {
            cat,
            derived: d,
            alloc: NO_ALLOC,
        };
        match insn {
            Insn::Nop => {}
            Insn::AConstNull | Insn::IConst(_) | Insn::FConst(_) | Insn::Ldc(_) => {
                f.stack.push(V::of(1))
            }
            Insn::LConst(_) | Insn::DConst(_) | Insn::Ldc2(_) => f.stack.push(V::of(2)),
            Insn::Load(n) => {
                let v = *f.locals.get(usize::from(*n)).ok_or_else(under)?;
                f.stack.push(v);
            }
            Insn::Store(n) => {
                let v = pop!();
                let n = usize::from(*n);
                if n >= f.locals.len() || (v.cat == 2 && n + 1 >= f.locals.len()) {
                    return Err(under());
                }
                if n > 0 && f.locals[n - 1].cat == 2 {
                    f.locals[n - 1] = V::of(0);
                }
                f.locals[n] = v;
                if v.cat == 2 {
                    f.locals[n + 1] = V::of(0);
                }
            }
            Insn::IInc(..) => {}
            Insn::ArrayLoad(kind) => {
                let index = pop!();
                let array = pop!();
                if self.derived(index) {
                    return Err("an array index".into());
                }
                let cat = if matches!(kind, ArrayKind::Long | ArrayKind::Double) {
                    2
                } else {
                    1
                };
                f.stack.push(derived_val(self.derived(array), cat));
            }
            Insn::ArrayStore(_) => {
                let value = pop!();
                let index = pop!();
                let array = pop!();
                if self.derived(index) {
                    return Err("an array index".into());
                }
                if self.derived(value) && !self.derived(array) {
                    if array.alloc == NO_ALLOC {
                        return Err("a store into an array".into());
                    }
                    self.allocs.insert(array.alloc);
                }
            }
            Insn::Pop => {
                pop!();
            }
            Insn::Pop2 => {
                let v = pop!();
                match v.cat {
                    2 => {}
                    1 => {
                        pop!();
                    }
                    _ => return Err(under()),
                }
            }
            Insn::Dup => {
                let v = *f.stack.last().ok_or_else(under)?;
                f.stack.push(v);
            }
            Insn::DupX1 => {
                let v1 = pop!();
                let v2 = pop!();
                f.stack.extend([v1, v2, v1]);
            }
            Insn::DupX2 => {
                let v1 = pop!();
                let v2 = pop!();
                match v2.cat {
                    2 => f.stack.extend([v1, v2, v1]),
                    1 => {
                        let v3 = pop!();
                        f.stack.extend([v1, v3, v2, v1]);
                    }
                    _ => return Err(under()),
                }
            }
            Insn::Dup2 => {
                let v1 = pop!();
                match v1.cat {
                    2 => f.stack.extend([v1, v1]),
                    1 => {
                        let v2 = pop!();
                        f.stack.extend([v2, v1, v2, v1]);
                    }
                    _ => return Err(under()),
                }
            }
            Insn::Dup2X1 => {
                let v1 = pop!();
                match v1.cat {
                    2 => {
                        let v2 = pop!();
                        f.stack.extend([v1, v2, v1]);
                    }
                    1 => {
                        let v2 = pop!();
                        let v3 = pop!();
                        f.stack.extend([v2, v1, v3, v2, v1]);
                    }
                    _ => return Err(under()),
                }
            }
            Insn::Dup2X2 => {
                let v1 = pop!();
                if v1.cat == 2 {
                    let v2 = pop!();
                    match v2.cat {
                        2 => f.stack.extend([v1, v2, v1]),
                        1 => {
                            let v3 = pop!();
                            f.stack.extend([v1, v3, v2, v1]);
                        }
                        _ => return Err(under()),
                    }
                } else if v1.cat == 1 {
                    let v2 = pop!();
                    let v3 = pop!();
                    match v3.cat {
                        2 => f.stack.extend([v2, v1, v3, v2, v1]),
                        1 => {
                            let v4 = pop!();
                            f.stack.extend([v2, v1, v4, v3, v2, v1]);
                        }
                        _ => return Err(under()),
                    }
                } else {
                    return Err(under());
                }
            }
            Insn::Swap => {
                let v1 = pop!();
                let v2 = pop!();
                f.stack.extend([v1, v2]);
            }
            Insn::IDiv | Insn::IRem | Insn::LDiv | Insn::LRem => {
                let b = pop!();
                let a = pop!();
                if self.derived(b) {
                    return Err("a divisor".into());
                }
                let cat = if matches!(insn, Insn::LDiv | Insn::LRem) {
                    2
                } else {
                    1
                };
                f.stack.push(derived_val(self.derived(a), cat));
            }
            Insn::IAdd
            | Insn::ISub
            | Insn::IMul
            | Insn::FAdd
            | Insn::FSub
            | Insn::FMul
            | Insn::FDiv
            | Insn::FRem
            | Insn::IShl
            | Insn::IShr
            | Insn::IUShr
            | Insn::IAnd
            | Insn::IOr
            | Insn::IXor => {
                let b = pop!();
                let a = pop!();
                f.stack
                    .push(derived_val(self.derived(a) || self.derived(b), 1));
            }
            Insn::LAdd
            | Insn::LSub
            | Insn::LMul
            | Insn::DAdd
            | Insn::DSub
            | Insn::DMul
            | Insn::DDiv
            | Insn::DRem
            | Insn::LShl
            | Insn::LShr
            | Insn::LUShr
            | Insn::LAnd
            | Insn::LOr
            | Insn::LXor => {
                let b = pop!();
                let a = pop!();
                f.stack
                    .push(derived_val(self.derived(a) || self.derived(b), 2));
            }
            Insn::INeg
            | Insn::FNeg
            | Insn::I2F
            | Insn::L2I
            | Insn::L2F
            | Insn::F2I
            | Insn::D2I
            | Insn::D2F
            | Insn::I2B
            | Insn::I2C
            | Insn::I2S => {
                let a = pop!();
                f.stack.push(derived_val(self.derived(a), 1));
            }
            Insn::LNeg
            | Insn::DNeg
            | Insn::I2L
            | Insn::I2D
            | Insn::L2D
            | Insn::F2L
            | Insn::F2D
            | Insn::D2L => {
                let a = pop!();
                f.stack.push(derived_val(self.derived(a), 2));
            }
            Insn::LCmp | Insn::FCmpL | Insn::FCmpG | Insn::DCmpL | Insn::DCmpG => {
                let b = pop!();
                let a = pop!();
                if self.derived(a) || self.derived(b) {
                    return Err("a comparison".into());
                }
                f.stack.push(V::of(1));
            }
            Insn::If(_, t) | Insn::IfNull(t) | Insn::IfNonNull(t) => {
                let a = pop!();
                if self.derived(a) {
                    return Err("a branch".into());
                }
                return Ok(vec![i + 1, *t as usize]);
            }
            Insn::IfICmp(_, t) | Insn::IfACmpEq(t) | Insn::IfACmpNe(t) => {
                let b = pop!();
                let a = pop!();
                if self.derived(a) || self.derived(b) {
                    return Err("a branch".into());
                }
                return Ok(vec![i + 1, *t as usize]);
            }
            Insn::Goto(t) => return Ok(vec![*t as usize]),
            Insn::TableSwitch {
                default, targets, ..
            } => {
                let a = pop!();
                if self.derived(a) {
                    return Err("a branch".into());
                }
                let mut s: Vec<usize> = targets.iter().map(|&t| t as usize).collect();
                s.push(*default as usize);
                return Ok(s);
            }
            Insn::LookupSwitch { default, pairs } => {
                let a = pop!();
                if self.derived(a) {
                    return Err("a branch".into());
                }
                let mut s: Vec<usize> = pairs.iter().map(|&(_, t)| t as usize).collect();
                s.push(*default as usize);
                return Ok(s);
            }
            Insn::Return => return Ok(Vec::new()),
            Insn::ReturnValue => {
                let a = pop!();
                if self.derived(a) {
                    match &mut self.returns {
                        Some(r) => *r = true,
                        None => return Err("the method's return value".into()),
                    }
                }
                return Ok(Vec::new());
            }
            Insn::AThrow => {
                let a = pop!();
                if self.derived(a) {
                    return Err("a throw".into());
                }
                return Ok(Vec::new());
            }
            Insn::GetStatic(idx) => {
                let cat = self.field_cat(*idx)?;
                f.stack.push(V::of(cat));
            }
            Insn::PutStatic(idx) => {
                let v = pop!();
                if self.derived(v) {
                    return Err(format!("a store into field {}", self.field_name(*idx)));
                }
            }
            Insn::GetField(idx) => {
                let cat = self.field_cat(*idx)?;
                let obj = pop!();
                f.stack.push(derived_val(self.derived(obj), cat));
            }
            Insn::PutField(idx) => {
                let v = pop!();
                let obj = pop!();
                if self.derived(v) || self.derived(obj) {
                    return Err(format!("a store into field {}", self.field_name(*idx)));
                }
            }
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx) => {
                let Some(CpEntry::MethodRef {
                    class, name, desc, ..
                }) = cp.get(usize::from(*idx))
                else {
                    return Err("a call the flow cannot resolve".into());
                };
                let params = descriptor::method_params(desc).ok_or_else(under)?;
                let mut args = Vec::with_capacity(params.len() + 1);
                for _ in &params {
                    args.push(pop!());
                }
                if !matches!(insn, Insn::InvokeStatic(_)) {
                    args.push(pop!());
                }
                args.reverse();
                let ret = descriptor::method_return(desc).ok_or_else(under)?;
                let any = args.iter().any(|&a| self.derived(a));
                let receiver = (!matches!(insn, Insn::InvokeStatic(_))).then(|| args[0]);
                let mut result = V::of(cat_of(ret));
                let builder = matches!(
                    &**class,
                    "java/lang/StringBuilder" | "java/lang/StringBuffer"
                );
                if builder && matches!(&**name, "append" | "insert") {
                    let r = receiver.ok_or_else(under)?;
                    if any && !self.derived(r) {
                        if r.alloc == NO_ALLOC {
                            return Err("a string builder the flow does not follow".into());
                        }
                        self.allocs.insert(r.alloc);
                    }
                    result = V {
                        cat: 1,
                        derived: any,
                        alloc: r.alloc,
                    };
                } else if builder && &**name == "<init>" && any {
                    let r = receiver.ok_or_else(under)?;
                    if !self.derived(r) {
                        if r.alloc == NO_ALLOC {
                            return Err("a string builder the flow does not follow".into());
                        }
                        self.allocs.insert(r.alloc);
                    }
                } else if any {
                    match use_of(class, name) {
                        Use::Output => {}
                        Use::Derives => result.derived = true,
                        Use::Other => {
                            let derived: Vec<bool> =
                                args.iter().map(|&a| self.derived(a)).collect();
                            result.derived =
                                self.follow_into_program(insn, class, name, desc, &derived)?;
                        }
                    }
                }
                if i as u32 == self.source_pc {
                    match self.source {
                        Source::Result => result.derived = true,
                        Source::InitReceiver => {
                            let r = receiver.ok_or_else(under)?;
                            if r.alloc == NO_ALLOC {
                                return Err("an object the flow does not follow".into());
                            }
                            self.allocs.insert(r.alloc);
                        }
                    }
                }
                if ret != "V" {
                    f.stack.push(result);
                }
            }
            Insn::InvokeDynamic(idx) => {
                let Some(CpEntry::InvokeDynamic {
                    bootstrap, desc, ..
                }) = cp.get(usize::from(*idx))
                else {
                    return Err("a call the flow cannot resolve".into());
                };
                let params = descriptor::method_params(desc).ok_or_else(under)?;
                let mut any = false;
                for _ in &params {
                    let a = pop!();
                    any |= self.derived(a);
                }
                if any && !self.concat_bootstraps.contains(&usize::from(*bootstrap)) {
                    return Err("an invokedynamic call site other than string concatenation".into());
                }
                let ret = descriptor::method_return(desc).ok_or_else(under)?;
                if ret != "V" {
                    f.stack.push(derived_val(any, cat_of(ret)));
                }
            }
            Insn::New(_) => f.stack.push(V {
                cat: 1,
                derived: false,
                alloc: i as u32,
            }),
            Insn::NewArray(_) | Insn::ANewArray(_) => {
                let n = pop!();
                if self.derived(n) {
                    return Err("an array size".into());
                }
                f.stack.push(V {
                    cat: 1,
                    derived: false,
                    alloc: i as u32,
                });
            }
            Insn::MultiANewArray(_, dims) => {
                for _ in 0..*dims {
                    let n = pop!();
                    if self.derived(n) {
                        return Err("an array size".into());
                    }
                }
                f.stack.push(V {
                    cat: 1,
                    derived: false,
                    alloc: i as u32,
                });
            }
            Insn::ArrayLength => {
                let a = pop!();
                f.stack.push(derived_val(self.derived(a), 1));
            }
            Insn::CheckCast(_) => {}
            Insn::InstanceOf(_) => {
                let a = pop!();
                f.stack.push(derived_val(self.derived(a), 1));
            }
            Insn::MonitorEnter | Insn::MonitorExit => {
                let a = pop!();
                if self.derived(a) {
                    return Err("a lock".into());
                }
            }
        }
        Ok(next)
    }

    /// A call (`insn`, of `class.name` with descriptor `desc`) that
    /// passes derived values (`derived`, receiver first): followed into
    /// the program's own methods it can run (see the module docs). `Ok`:
    /// whether its result is derived.
    fn follow_into_program(
        &self,
        insn: &Insn,
        class: &str,
        name: &str,
        desc: &str,
        derived: &[bool],
    ) -> Result<bool, String> {
        let other = || {
            Err(format!(
                "an argument of {}.{}",
                descriptor::binary_name(class),
                name
            ))
        };
        if self.depth >= MAX_CALL_DEPTH {
            return other();
        }
        let Some(targets) = self.program_targets(insn, class, name, desc) else {
            return other();
        };
        let mut returns = false;
        for m in targets {
            match analyse(self.classes, m, None, derived, self.depth + 1) {
                Ok(r) => returns |= r,
                // Named once, by the innermost method that keeps it.
                Err(why) if why.ends_with(PASSED) => return Err(why),
                Err(why) => {
                    return Err(format!(
                        "{why} in {}{PASSED}",
                        self.classes.method_display(m)
                    ))
                }
            }
        }
        Ok(returns)
    }

    /// Every method the call can run, if each is the program's own and
    /// has bytecode; `None` otherwise.
    fn program_targets(
        &self,
        insn: &Insn,
        class: &str,
        name: &str,
        desc: &str,
    ) -> Option<Vec<MethodId>> {
        let classes = self.classes;
        let named = classes.lookup_loaded(class)?;
        let sig = classes.sig_of(name, desc)?;
        let followable = |m: MethodId| {
            let meth = classes.method(m);
            let owner = classes.get(meth.class);
            !owner.origin_is_jdk()
                && !owner.name.contains("$$Wayfinder")
                && !meth.is_native()
                && !meth.is_abstract()
                && meth.code.is_some()
        };
        let resolved = classes.resolve_method(named, sig)?;
        let exact = matches!(insn, Insn::InvokeStatic(_) | Insn::InvokeSpecial(_)) || {
            let meth = classes.method(resolved);
            meth.is_private() || meth.access & access::FINAL != 0
        };
        if exact {
            return followable(resolved).then(|| vec![resolved]);
        }
        let mut targets: Vec<MethodId> = Vec::new();
        for k in 0..classes.len() as u32 {
            let cl = classes.get(k);
            if !matches!(cl.kind, ClassKind::Instance)
                || cl.is_interface()
                || cl.access & access::ABSTRACT != 0
                || !classes.is_assignable(k, named)
            {
                continue;
            }
            let m = classes.resolve_method(k, sig)?;
            if !followable(m) {
                return None;
            }
            if !targets.contains(&m) {
                targets.push(m);
            }
        }
        Some(targets)
    }

    fn field_cat(&self, idx: u16) -> Result<u8, String> {
        match self.cp.get(usize::from(idx)) {
            Some(CpEntry::FieldRef { desc, .. }) => Ok(cat_of(desc)),
            _ => Err("a field the flow cannot resolve".into()),
        }
    }

    fn field_name(&self, idx: u16) -> String {
        match self.cp.get(usize::from(idx)) {
            Some(CpEntry::FieldRef { class, name, .. }) => {
                format!("{}.{}", descriptor::binary_name(class), name)
            }
            _ => "?".into(),
        }
    }
}

/// What a call does with derived arguments.
enum Use {
    /// Writes them out (no result the flow needs to follow).
    Output,
    /// Computes its result from them, and nothing else.
    Derives,
    /// Anything else.
    Other,
}

/// How the class library's method `name` of `class` uses derived
/// arguments (see `Use`).
fn use_of(class: &str, name: &str) -> Use {
    match class {
        "java/io/PrintStream" if matches!(name, "print" | "println" | "printf" | "format") => {
            Use::Output
        }
        "java/util/logging/Logger" => Use::Output,
        "java/lang/StringBuilder" | "java/lang/StringBuffer" if name == "toString" => Use::Derives,
        "java/lang/String"
            if matches!(
                name,
                "format" | "formatted" | "valueOf" | "concat" | "toString"
            ) =>
        {
            Use::Derives
        }
        "java/lang/Long" | "java/lang/Integer" | "java/lang/Double" | "java/lang/Float"
            if matches!(
                name,
                "valueOf" | "toString" | "longValue" | "intValue" | "doubleValue" | "floatValue"
            ) =>
        {
            Use::Derives
        }
        "java/util/concurrent/TimeUnit"
            if matches!(
                name,
                "toNanos"
                    | "toMicros"
                    | "toMillis"
                    | "toSeconds"
                    | "toMinutes"
                    | "toHours"
                    | "toDays"
                    | "convert"
            ) =>
        {
            Use::Derives
        }
        "java/lang/Math" if matches!(name, "abs" | "round" | "floor" | "ceil" | "max" | "min") => {
            Use::Derives
        }
        "java/time/Duration"
            if matches!(
                name,
                "between"
                    | "ofNanos"
                    | "ofMillis"
                    | "ofSeconds"
                    | "toNanos"
                    | "toMillis"
                    | "toSeconds"
                    | "toMinutes"
                    | "getSeconds"
                    | "getNano"
                    | "toMillisPart"
                    | "toSecondsPart"
                    | "toString"
                    | "plus"
                    | "minus"
            ) =>
        {
            Use::Derives
        }
        "java/time/Instant"
            if matches!(
                name,
                "toEpochMilli"
                    | "getEpochSecond"
                    | "getNano"
                    | "toString"
                    | "plusMillis"
                    | "plusNanos"
                    | "minusMillis"
                    | "minusNanos"
            ) =>
        {
            Use::Derives
        }
        _ => Use::Other,
    }
}
