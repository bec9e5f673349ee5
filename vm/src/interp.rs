//! The instruction loop: runs one thread until it blocks, ends, yields or
//! uses up its instruction budget.

use crate::classfile::CpEntry;
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::insn::{ArrayKind, Insn};
use crate::listener::{Location, Site};
use crate::loader::{ClassKind, ElemType, Resolved};
use crate::thread::{Frame, ReturnAction, ThreadStatus};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// Why `run_slice` returned.
#[derive(Debug)]
pub enum SliceEnd {
    /// The thread blocked, ended or yielded; pick a thread to run next.
    Switch,
    /// The instruction budget ran out with the thread still runnable.
    Budget,
    /// `System.exit`/`Runtime.halt` with this status.
    Exit(i32),
    /// The VM cannot go on.
    Error(VmError),
    /// A frame pushed with `ReturnAction::ToHost` returned this value.
    ToHost(Option<Value>),
    /// An exception unwound through a `ReturnAction::ToHost` frame.
    ThrownToHost(ObjRef),
    /// Model checking: the thread stopped before an instruction another
    /// thread could observe; it is still runnable.
    Preempted,
    /// Model checking: the thread needs a nondeterministic choice among
    /// this many values (set `Vm::next_choice` and run it again).
    Choice(u32),
    /// Model checking: `Verify.ignoreIf(true)`; abandon this path.
    Prune,
}

macro_rules! binop {
    ($frame:ident, $as:ident, $ctor:ident, |$a:ident, $b:ident| $e:expr) => {{
        let $b = $frame.pop().$as();
        let $a = $frame.pop().$as();
        $frame.push(Value::$ctor($e));
    }};
}

macro_rules! unop {
    ($frame:ident, $as:ident, $ctor:ident, |$a:ident| $e:expr) => {{
        let $a = $frame.pop().$as();
        $frame.push(Value::$ctor($e));
    }};
}

/// Java's `fcmpl`/`fcmpg`/`dcmpl`/`dcmpg`.
fn fcmp(a: f64, b: f64, nan: i32) -> i32 {
    if a.is_nan() || b.is_nan() {
        nan
    } else if a < b {
        -1
    } else if a > b {
        1
    } else {
        0
    }
}

/// Java's `fmod` for `frem`/`drem` (truncating, sign of the dividend).
fn java_rem(a: f64, b: f64) -> f64 {
    a % b
}

impl Vm {
    /// Runs thread `tid` for at most `budget` instructions.
    pub fn run_slice(&mut self, tid: u32, budget: u64) -> SliceEnd {
        self.slices += 1;
        self.library.forget_below();
        self.library
            .slice_started(self.state.threads[tid as usize].frames.len());
        // Two instances of the loop: the one without the abstraction slow
        // path has no test for it at all.
        let end = if self.slow_path {
            self.run_slice_with::<true>(tid, budget)
        } else {
            self.run_slice_with::<false>(tid, budget)
        };
        // Other slices may change any frame.
        self.library.forget_below();
        end
    }

    /// `run_slice`, with every instruction going through the abstraction
    /// slow path first when `SLOW` (see `crate::abstraction::runtime`).
    fn run_slice_with<const SLOW: bool>(&mut self, tid: u32, budget: u64) -> SliceEnd {
        let mut remaining = budget;
        let mut first = true;
        self.cur_thread = tid;
        // `Thread.stop` by another thread: thrown before this slice's first
        // instruction.
        let mut pending_stop = self.take_pending_stop(tid);
        // A callee's frame `invoke_frame` handed back: it runs next without
        // going through the thread's frame stack.
        let mut next: Option<Box<Frame>> = None;
        // A thread spinning alone (every other thread disabled) without a
        // scheduling point ends its slice at the state it comes back to
        // (`crate::spin`).
        let mut spin = crate::spin::SpinProbe::new(
            budget,
            self.state.threads[tid as usize].clock_reads,
            self.preempt && self.others_disabled(tid),
        );
        'outer: loop {
            let Some(mut frame) = next
                .take()
                .or_else(|| self.state.threads[tid as usize].frames.pop())
            else {
                return SliceEnd::Switch;
            };
            self.library
                .frame_taken(self.state.threads[tid as usize].frames.len());
            let code = frame.code.clone();
            let class_id = self.classes.method(frame.method).class;
            loop {
                if remaining == 0 {
                    self.state.threads[tid as usize].frames.push(frame);
                    return SliceEnd::Budget;
                }
                if remaining < spin.mark {
                    let t = &self.state.threads[tid as usize];
                    if spin.spins(&frame, &t.frames, t.clock_reads) {
                        self.state.threads[tid as usize].frames.push(frame);
                        return SliceEnd::Budget;
                    }
                }
                remaining -= 1;
                if remaining & (crate::vm::WATCHDOG_INSTRUCTIONS - 1) == 0
                    && self.watchdog.is_some()
                {
                    if let Some(why) = self.poll_watchdog() {
                        self.state.threads[tid as usize].frames.push(frame);
                        return SliceEnd::Error(VmError::Stopped(why));
                    }
                }
                let pc = frame.pc as usize;
                let Some(insn) = code.insns.get(pc) else {
                    return SliceEnd::Error(VmError::internal(format!(
                        "fell off the end of {}",
                        self.classes.method_display(frame.method)
                    )));
                };
                if self.preempt && !first {
                    if self.may_ask_policy(insn, frame.pc)
                        && self.is_scheduling_point(class_id, insn, &frame)
                    {
                        self.state.threads[tid as usize].frames.push(frame);
                        return SliceEnd::Preempted;
                    }
                } else if self.observe_ops && self.may_ask_policy(insn, frame.pc) {
                    // Where the thread is, for the policy (set again below).
                    self.cur_site = (frame.method, pc as u32);
                    self.observe_operation(class_id, insn, &frame);
                }
                first = false;
                self.cur_site = (frame.method, pc as u32);
                if SLOW {
                    use crate::abstraction::runtime::AbsStep;
                    match self.abstract_step(tid, class_id, insn, &mut frame) {
                        AbsStep::Ordinary => {}
                        AbsStep::Next => {
                            frame.pc += 1;
                            continue;
                        }
                        AbsStep::Jump(t) => {
                            frame.pc = t;
                            continue;
                        }
                        AbsStep::Flow(flow) => match self.handle_flow(tid, frame, flow) {
                            Some(end) => return end,
                            None => continue 'outer,
                        },
                    }
                }
                // Plain instructions run in the small loop, with `pc` in a
                // register (`crate::interp_plain`).
                if !SLOW
                    && pending_stop.is_none()
                    && !crate::interp_plain::never_plain(insn)
                    && self.run_plain(&mut frame, &code, class_id, &mut remaining)
                {
                    continue;
                }
                let result: Result<(), Flow> = match insn {
                    _ if pending_stop.is_some() => Err(Flow::Throw(
                        pending_stop.take().expect("checked by the guard"),
                    )),
                    Insn::Nop => Ok(()),
                    Insn::AConstNull => {
                        frame.push(Value::NULL);
                        Ok(())
                    }
                    Insn::IConst(v) => {
                        frame.push(Value::Int(*v));
                        Ok(())
                    }
                    Insn::LConst(v) => {
                        frame.push(Value::Long(*v));
                        Ok(())
                    }
                    Insn::FConst(v) => {
                        frame.push(Value::Float(*v));
                        Ok(())
                    }
                    Insn::DConst(v) => {
                        frame.push(Value::Double(*v));
                        Ok(())
                    }
                    Insn::Ldc(idx) | Insn::Ldc2(idx) => {
                        match self.load_constant(tid, class_id, *idx) {
                            Ok(v) => {
                                frame.push(v);
                                Ok(())
                            }
                            Err(f) => Err(f),
                        }
                    }
                    Insn::Load(n) => {
                        let v = frame.vals[*n as usize];
                        frame.push(v);
                        Ok(())
                    }
                    Insn::Store(n) => {
                        let v = frame.pop();
                        frame.vals[*n as usize] = v;
                        Ok(())
                    }
                    Insn::IInc(n, d) => {
                        let slot = &mut frame.vals[*n as usize];
                        *slot = Value::Int(slot.as_int().wrapping_add(*d));
                        Ok(())
                    }
                    Insn::ArrayLoad(kind) => {
                        let index = frame.pop().as_int();
                        let arr = frame.pop().as_ref();
                        match self.array_load(
                            tid,
                            Site {
                                method: frame.method,
                                pc: frame.pc,
                            },
                            arr,
                            index,
                            *kind,
                        ) {
                            Ok(v) => {
                                frame.push(v);
                                Ok(())
                            }
                            Err(f) => Err(f),
                        }
                    }
                    Insn::ArrayStore(kind) => {
                        let val = frame.pop();
                        let index = frame.pop().as_int();
                        let arr = frame.pop().as_ref();
                        self.array_store(
                            tid,
                            Site {
                                method: frame.method,
                                pc: frame.pc,
                            },
                            arr,
                            index,
                            val,
                            *kind,
                        )
                    }
                    Insn::Pop => {
                        frame.pop();
                        Ok(())
                    }
                    Insn::Pop2 => {
                        if !frame.pop().is_wide() {
                            frame.pop();
                        }
                        Ok(())
                    }
                    Insn::Dup => {
                        let v = frame.peek(0);
                        frame.push(v);
                        Ok(())
                    }
                    Insn::DupX1 => {
                        let v1 = frame.pop();
                        let v2 = frame.pop();
                        frame.push(v1);
                        frame.push(v2);
                        frame.push(v1);
                        Ok(())
                    }
                    Insn::DupX2 => {
                        let v1 = frame.pop();
                        let v2 = frame.pop();
                        if v2.is_wide() {
                            frame.push(v1);
                            frame.push(v2);
                            frame.push(v1);
                        } else {
                            let v3 = frame.pop();
                            frame.push(v1);
                            frame.push(v3);
                            frame.push(v2);
                            frame.push(v1);
                        }
                        Ok(())
                    }
                    Insn::Dup2 => {
                        let v1 = frame.peek(0);
                        if v1.is_wide() {
                            frame.push(v1);
                        } else {
                            let v2 = frame.peek(1);
                            frame.push(v2);
                            frame.push(v1);
                        }
                        Ok(())
                    }
                    Insn::Dup2X1 => {
                        let v1 = frame.pop();
                        if v1.is_wide() {
                            let v2 = frame.pop();
                            frame.push(v1);
                            frame.push(v2);
                            frame.push(v1);
                        } else {
                            let v2 = frame.pop();
                            let v3 = frame.pop();
                            frame.push(v2);
                            frame.push(v1);
                            frame.push(v3);
                            frame.push(v2);
                            frame.push(v1);
                        }
                        Ok(())
                    }
                    Insn::Dup2X2 => {
                        let v1 = frame.pop();
                        if v1.is_wide() {
                            let v2 = frame.pop();
                            if v2.is_wide() {
                                frame.push(v1);
                                frame.push(v2);
                                frame.push(v1);
                            } else {
                                let v3 = frame.pop();
                                frame.push(v1);
                                frame.push(v3);
                                frame.push(v2);
                                frame.push(v1);
                            }
                        } else {
                            let v2 = frame.pop();
                            let v3 = frame.pop();
                            if v3.is_wide() {
                                frame.push(v2);
                                frame.push(v1);
                                frame.push(v3);
                                frame.push(v2);
                                frame.push(v1);
                            } else {
                                let v4 = frame.pop();
                                frame.push(v2);
                                frame.push(v1);
                                frame.push(v4);
                                frame.push(v3);
                                frame.push(v2);
                                frame.push(v1);
                            }
                        }
                        Ok(())
                    }
                    Insn::Swap => {
                        let v1 = frame.pop();
                        let v2 = frame.pop();
                        frame.push(v1);
                        frame.push(v2);
                        Ok(())
                    }
                    Insn::IAdd => {
                        binop!(frame, as_int, Int, |a, b| a.wrapping_add(b));
                        Ok(())
                    }
                    Insn::LAdd => {
                        binop!(frame, as_long, Long, |a, b| a.wrapping_add(b));
                        Ok(())
                    }
                    Insn::FAdd => {
                        binop!(frame, as_float, Float, |a, b| a + b);
                        Ok(())
                    }
                    Insn::DAdd => {
                        binop!(frame, as_double, Double, |a, b| a + b);
                        Ok(())
                    }
                    Insn::ISub => {
                        binop!(frame, as_int, Int, |a, b| a.wrapping_sub(b));
                        Ok(())
                    }
                    Insn::LSub => {
                        binop!(frame, as_long, Long, |a, b| a.wrapping_sub(b));
                        Ok(())
                    }
                    Insn::FSub => {
                        binop!(frame, as_float, Float, |a, b| a - b);
                        Ok(())
                    }
                    Insn::DSub => {
                        binop!(frame, as_double, Double, |a, b| a - b);
                        Ok(())
                    }
                    Insn::IMul => {
                        binop!(frame, as_int, Int, |a, b| a.wrapping_mul(b));
                        Ok(())
                    }
                    Insn::LMul => {
                        binop!(frame, as_long, Long, |a, b| a.wrapping_mul(b));
                        Ok(())
                    }
                    Insn::FMul => {
                        binop!(frame, as_float, Float, |a, b| a * b);
                        Ok(())
                    }
                    Insn::DMul => {
                        binop!(frame, as_double, Double, |a, b| a * b);
                        Ok(())
                    }
                    Insn::IDiv | Insn::IRem => {
                        let b = frame.pop().as_int();
                        let a = frame.pop().as_int();
                        if b == 0 {
                            Err(Flow::throw_new(
                                "java/lang/ArithmeticException",
                                "/ by zero",
                            ))
                        } else {
                            frame.push(Value::Int(if matches!(insn, Insn::IDiv) {
                                a.wrapping_div(b)
                            } else {
                                a.wrapping_rem(b)
                            }));
                            Ok(())
                        }
                    }
                    Insn::LDiv | Insn::LRem => {
                        let b = frame.pop().as_long();
                        let a = frame.pop().as_long();
                        if b == 0 {
                            Err(Flow::throw_new(
                                "java/lang/ArithmeticException",
                                "/ by zero",
                            ))
                        } else {
                            frame.push(Value::Long(if matches!(insn, Insn::LDiv) {
                                a.wrapping_div(b)
                            } else {
                                a.wrapping_rem(b)
                            }));
                            Ok(())
                        }
                    }
                    Insn::FDiv => {
                        binop!(frame, as_float, Float, |a, b| a / b);
                        Ok(())
                    }
                    Insn::DDiv => {
                        binop!(frame, as_double, Double, |a, b| a / b);
                        Ok(())
                    }
                    Insn::FRem => {
                        binop!(frame, as_float, Float, |a, b| java_rem(a as f64, b as f64)
                            as f32);
                        Ok(())
                    }
                    Insn::DRem => {
                        binop!(frame, as_double, Double, |a, b| java_rem(a, b));
                        Ok(())
                    }
                    Insn::INeg => {
                        unop!(frame, as_int, Int, |a| a.wrapping_neg());
                        Ok(())
                    }
                    Insn::LNeg => {
                        unop!(frame, as_long, Long, |a| a.wrapping_neg());
                        Ok(())
                    }
                    Insn::FNeg => {
                        unop!(frame, as_float, Float, |a| -a);
                        Ok(())
                    }
                    Insn::DNeg => {
                        unop!(frame, as_double, Double, |a| -a);
                        Ok(())
                    }
                    Insn::IShl => {
                        binop!(frame, as_int, Int, |a, b| a.wrapping_shl(b as u32 & 31));
                        Ok(())
                    }
                    Insn::IShr => {
                        binop!(frame, as_int, Int, |a, b| a.wrapping_shr(b as u32 & 31));
                        Ok(())
                    }
                    Insn::IUShr => {
                        binop!(frame, as_int, Int, |a, b| ((a as u32) >> (b as u32 & 31))
                            as i32);
                        Ok(())
                    }
                    Insn::LShl | Insn::LShr | Insn::LUShr => {
                        let s = frame.pop().as_int() as u32 & 63;
                        let a = frame.pop().as_long();
                        frame.push(Value::Long(match insn {
                            Insn::LShl => a.wrapping_shl(s),
                            Insn::LShr => a.wrapping_shr(s),
                            _ => ((a as u64) >> s) as i64,
                        }));
                        Ok(())
                    }
                    Insn::IAnd => {
                        binop!(frame, as_int, Int, |a, b| a & b);
                        Ok(())
                    }
                    Insn::LAnd => {
                        binop!(frame, as_long, Long, |a, b| a & b);
                        Ok(())
                    }
                    Insn::IOr => {
                        binop!(frame, as_int, Int, |a, b| a | b);
                        Ok(())
                    }
                    Insn::LOr => {
                        binop!(frame, as_long, Long, |a, b| a | b);
                        Ok(())
                    }
                    Insn::IXor => {
                        binop!(frame, as_int, Int, |a, b| a ^ b);
                        Ok(())
                    }
                    Insn::LXor => {
                        binop!(frame, as_long, Long, |a, b| a ^ b);
                        Ok(())
                    }
                    Insn::I2L => {
                        unop!(frame, as_int, Long, |a| a as i64);
                        Ok(())
                    }
                    Insn::I2F => {
                        unop!(frame, as_int, Float, |a| a as f32);
                        Ok(())
                    }
                    Insn::I2D => {
                        unop!(frame, as_int, Double, |a| a as f64);
                        Ok(())
                    }
                    Insn::L2I => {
                        unop!(frame, as_long, Int, |a| a as i32);
                        Ok(())
                    }
                    Insn::L2F => {
                        unop!(frame, as_long, Float, |a| a as f32);
                        Ok(())
                    }
                    Insn::L2D => {
                        unop!(frame, as_long, Double, |a| a as f64);
                        Ok(())
                    }
                    // Rust's float-to-int `as` saturates and maps NaN to 0, as Java does.
                    Insn::F2I => {
                        unop!(frame, as_float, Int, |a| a as i32);
                        Ok(())
                    }
                    Insn::F2L => {
                        unop!(frame, as_float, Long, |a| a as i64);
                        Ok(())
                    }
                    Insn::F2D => {
                        unop!(frame, as_float, Double, |a| a as f64);
                        Ok(())
                    }
                    Insn::D2I => {
                        unop!(frame, as_double, Int, |a| a as i32);
                        Ok(())
                    }
                    Insn::D2L => {
                        unop!(frame, as_double, Long, |a| a as i64);
                        Ok(())
                    }
                    Insn::D2F => {
                        unop!(frame, as_double, Float, |a| a as f32);
                        Ok(())
                    }
                    Insn::I2B => {
                        unop!(frame, as_int, Int, |a| a as i8 as i32);
                        Ok(())
                    }
                    Insn::I2C => {
                        unop!(frame, as_int, Int, |a| a as u16 as i32);
                        Ok(())
                    }
                    Insn::I2S => {
                        unop!(frame, as_int, Int, |a| a as i16 as i32);
                        Ok(())
                    }
                    Insn::LCmp => {
                        binop!(frame, as_long, Int, |a, b| a.cmp(&b) as i32);
                        Ok(())
                    }
                    Insn::FCmpL => {
                        binop!(frame, as_float, Int, |a, b| fcmp(a as f64, b as f64, -1));
                        Ok(())
                    }
                    Insn::FCmpG => {
                        binop!(frame, as_float, Int, |a, b| fcmp(a as f64, b as f64, 1));
                        Ok(())
                    }
                    Insn::DCmpL => {
                        binop!(frame, as_double, Int, |a, b| fcmp(a, b, -1));
                        Ok(())
                    }
                    Insn::DCmpG => {
                        binop!(frame, as_double, Int, |a, b| fcmp(a, b, 1));
                        Ok(())
                    }
                    Insn::If(cond, target) => {
                        let v = frame.pop().as_int();
                        if cond.holds(v, 0) {
                            frame.pc = *target;
                            continue;
                        }
                        Ok(())
                    }
                    Insn::IfICmp(cond, target) => {
                        let b = frame.pop().as_int();
                        let a = frame.pop().as_int();
                        if cond.holds(a, b) {
                            frame.pc = *target;
                            continue;
                        }
                        Ok(())
                    }
                    Insn::IfACmpEq(target) | Insn::IfACmpNe(target) => {
                        let b = frame.pop().as_ref();
                        let a = frame.pop().as_ref();
                        if self.sealed.views_out {
                            self.note_identity_use(a);
                            self.note_identity_use(b);
                        }
                        if (a == b) == matches!(insn, Insn::IfACmpEq(_)) {
                            frame.pc = *target;
                            continue;
                        }
                        Ok(())
                    }
                    Insn::IfNull(target) | Insn::IfNonNull(target) => {
                        let a = frame.pop().as_ref();
                        if a.is_none() == matches!(insn, Insn::IfNull(_)) {
                            frame.pc = *target;
                            continue;
                        }
                        Ok(())
                    }
                    Insn::Goto(target) => {
                        frame.pc = *target;
                        continue;
                    }
                    Insn::TableSwitch {
                        default,
                        low,
                        targets,
                    } => {
                        let v = frame.pop().as_int();
                        let off = (v as i64) - (*low as i64);
                        frame.pc = if off >= 0 && (off as usize) < targets.len() {
                            targets[off as usize]
                        } else {
                            *default
                        };
                        continue;
                    }
                    Insn::LookupSwitch { default, pairs } => {
                        let v = frame.pop().as_int();
                        frame.pc = match pairs.binary_search_by_key(&v, |p| p.0) {
                            Ok(i) => pairs[i].1,
                            Err(_) => *default,
                        };
                        continue;
                    }
                    Insn::Return | Insn::ReturnValue => {
                        let ret = if matches!(insn, Insn::ReturnValue) {
                            Some(frame.pop())
                        } else {
                            None
                        };
                        match self.do_return(tid, frame, ret, &mut next) {
                            Ok(Some(end)) => return end,
                            Ok(None) => continue 'outer,
                            Err(e) => return SliceEnd::Error(e),
                        }
                    }
                    Insn::GetStatic(idx) | Insn::PutStatic(idx) => {
                        match self.resolve_field(class_id, *idx, true) {
                            Err(f) => Err(f),
                            Ok(fr) => match self.ensure_initialized(tid, fr.class) {
                                Err(f) => Err(f),
                                Ok(()) => {
                                    if !self.listeners.is_empty() {
                                        let loc = Location::Static {
                                            class: fr.class,
                                            slot: fr.slot,
                                        };
                                        let write = matches!(insn, Insn::PutStatic(_));
                                        let site = Site {
                                            method: frame.method,
                                            pc: frame.pc,
                                        };
                                        self.notify(|l, vm| {
                                            l.on_access(vm, tid, loc, write, fr.is_volatile, site)
                                        });
                                    }
                                    if matches!(insn, Insn::GetStatic(_)) && fr.holds_clock {
                                        self.note_held_clock_read(tid, &frame, fr.class);
                                    }
                                    if matches!(insn, Insn::GetStatic(_)) {
                                        let statics =
                                            &self.state.classes[fr.class as usize].statics;
                                        frame.push(statics[fr.slot as usize]);
                                    } else {
                                        let v = frame.pop();
                                        let cs = if matches!(v, Value::Ref(_)) {
                                            self.state.class_mut(fr.class)
                                        } else {
                                            self.state.class_mut_no_refs(fr.class)
                                        };
                                        cs.statics[fr.slot as usize] = v;
                                        if fr.is_volatile {
                                            self.publish_volatile_static(fr.class, v);
                                        } else {
                                            self.publish_static(fr.class, v);
                                        }
                                        if matches!(v, Value::Ref(Some(_))) {
                                            self.freeze_box_cache(fr.class, v);
                                        }
                                        if !self.listeners.is_empty() {
                                            let loc = Location::Static {
                                                class: fr.class,
                                                slot: fr.slot,
                                            };
                                            self.notify(|l, vm| l.after_field_write(vm, tid, loc));
                                        }
                                    }
                                    Ok(())
                                }
                            },
                        }
                    }
                    Insn::GetField(idx) => match self.resolve_field(class_id, *idx, false) {
                        Err(f) => Err(f),
                        Ok(fr) => match frame.pop().as_ref() {
                            None => Err(self.npe_field(class_id, *idx, false)),
                            // Nothing to tell anyone: look the object up once.
                            Some(obj)
                                if self.listeners.is_empty()
                                    && !fr.is_counter
                                    && !fr.holds_clock
                                    && !fr.thread_locals =>
                            {
                                match self.field_value(obj, fr.class, fr.slot) {
                                    Some(v) => {
                                        frame.push(v);
                                        Ok(())
                                    }
                                    None => Err(self.confused(frame.method, obj, "getfield")),
                                }
                            }
                            Some(obj) if !self.has_field(obj, fr.class, fr.slot) => {
                                Err(self.confused(frame.method, obj, "getfield"))
                            }
                            // Another thread's `ThreadLocal` map under `check`
                            // (`crate::own_thread_locals`).
                            Some(obj)
                                if fr.thread_locals
                                    && self.check_thread_locals_access(obj, false).is_err() =>
                            {
                                self.check_thread_locals_access(obj, false)
                            }
                            Some(obj) => {
                                if !self.listeners.is_empty() {
                                    let loc = Location::Field { obj, slot: fr.slot };
                                    let site = Site {
                                        method: frame.method,
                                        pc: frame.pc,
                                    };
                                    self.notify(|l, vm| {
                                        l.on_access(vm, tid, loc, false, fr.is_volatile, site)
                                    });
                                }
                                if fr.is_counter {
                                    self.note_bookkeeping_read(frame.method);
                                }
                                if fr.holds_clock {
                                    self.note_held_clock_read(tid, &frame, fr.class);
                                }
                                let v = self.state.heap.get(obj).fields()[fr.slot as usize];
                                frame.push(v);
                                Ok(())
                            }
                        },
                    },
                    Insn::PutField(idx) => match self.resolve_field(class_id, *idx, false) {
                        Err(f) => Err(f),
                        Ok(fr) => {
                            let v = frame.pop();
                            match frame.pop().as_ref() {
                                None => Err(self.npe_field(class_id, *idx, true)),
                                Some(obj) if !self.has_field(obj, fr.class, fr.slot) => {
                                    Err(self.confused(frame.method, obj, "putfield"))
                                }
                                Some(obj)
                                    if fr.thread_locals
                                        && self.check_thread_locals_access(obj, true).is_err() =>
                                {
                                    self.check_thread_locals_access(obj, true)
                                }
                                Some(obj) => {
                                    if !self.listeners.is_empty() {
                                        let loc = Location::Field { obj, slot: fr.slot };
                                        let site = Site {
                                            method: frame.method,
                                            pc: frame.pc,
                                        };
                                        self.notify(|l, vm| {
                                            l.on_access(vm, tid, loc, true, fr.is_volatile, site)
                                        });
                                    }
                                    self.store_field(obj, fr, v);
                                    if !self.listeners.is_empty() {
                                        let loc = Location::Field { obj, slot: fr.slot };
                                        self.notify(|l, vm| l.after_field_write(vm, tid, loc));
                                    }
                                    Ok(())
                                }
                            }
                        }
                    },
                    Insn::InvokeVirtual(idx)
                    | Insn::InvokeSpecial(idx)
                    | Insn::InvokeStatic(idx)
                    | Insn::InvokeInterface(idx) => {
                        let idx = *idx;
                        let kind = match insn {
                            Insn::InvokeVirtual(_) => InvokeKind::Virtual,
                            Insn::InvokeSpecial(_) => InvokeKind::Special,
                            Insn::InvokeStatic(_) => InvokeKind::Static,
                            _ => InvokeKind::Interface,
                        };
                        match self.prepare_invoke(tid, class_id, idx, kind, &frame) {
                            Err(f) => Err(f),
                            Ok(mid) => {
                                self.state.threads[tid as usize].frames.push(frame);
                                match self.invoke_frame(tid, mid) {
                                    Ok(callee) => {
                                        next = callee;
                                        continue 'outer;
                                    }
                                    Err(f) => match self.after_failed_invoke(tid, f) {
                                        Some(end) => return end,
                                        None => continue 'outer,
                                    },
                                }
                            }
                        }
                    }
                    Insn::InvokeDynamic(idx) => {
                        match self.invokedynamic(tid, class_id, *idx, &mut frame) {
                            Ok(Some(mid)) => {
                                self.state.threads[tid as usize].frames.push(frame);
                                match self.invoke(tid, mid) {
                                    Ok(()) => continue 'outer,
                                    Err(f) => match self.after_failed_invoke(tid, f) {
                                        Some(end) => return end,
                                        None => continue 'outer,
                                    },
                                }
                            }
                            Ok(None) => Ok(()),
                            Err(f) => Err(f),
                        }
                    }
                    Insn::New(idx) => match self.resolve_class(class_id, *idx) {
                        Err(f) => Err(f),
                        Ok(c) => {
                            let cl = self.classes.get(c);
                            if cl.is_interface()
                                || cl.access & crate::classfile::access::ABSTRACT != 0
                            {
                                Err(Flow::throw_new(
                                    "java/lang/InstantiationError",
                                    &cl.java_name(),
                                ))
                            } else {
                                let bytes = crate::heap::HEADER_BYTES
                                    + 8 * self.classes.get(c).instance_fields.len() as u64;
                                // Finalization registration, if any, waits for
                                // `Object.<init>` (`Vm::prepare_invoke`).
                                self.ensure_initialized(tid, c)
                                    .and_then(|()| self.reserve_heap(tid, bytes, &frame))
                                    .map(|()| {
                                        let o = self.alloc_object(c);
                                        frame.push(Value::Ref(Some(o)));
                                    })
                            }
                        }
                    },
                    Insn::NewArray(t) => {
                        let n = frame.pop().as_int();
                        if n < 0 {
                            Err(Flow::throw_new(
                                "java/lang/NegativeArraySizeException",
                                &n.to_string(),
                            ))
                        } else if let Err(f) = self.reserve_array(tid, n, t.size() as u64, &frame) {
                            Err(f)
                        } else {
                            let pc = self.classes.primitive(*t);
                            match self.classes.array_of(pc) {
                                Err(e) => Err(Flow::Error(e)),
                                Ok(ac) => {
                                    let o =
                                        self.alloc_array(ac, ArrayData::new_prim(*t, n as usize));
                                    frame.push(Value::Ref(Some(o)));
                                    Ok(())
                                }
                            }
                        }
                    }
                    Insn::ANewArray(idx) => match self.resolve_class(class_id, *idx) {
                        Err(f) => Err(f),
                        Ok(c) => {
                            let n = frame.pop().as_int();
                            if n < 0 {
                                Err(Flow::throw_new(
                                    "java/lang/NegativeArraySizeException",
                                    &n.to_string(),
                                ))
                            } else if let Err(f) = self.reserve_array(tid, n, 4, &frame) {
                                Err(f)
                            } else {
                                match self.classes.array_of(c) {
                                    Err(e) => Err(self.linkage_flow(e)),
                                    Ok(ac) => {
                                        let o = self.alloc_array(
                                            ac,
                                            ArrayData::Ref(vec![None; n as usize]),
                                        );
                                        frame.push(Value::Ref(Some(o)));
                                        Ok(())
                                    }
                                }
                            }
                        }
                    },
                    Insn::MultiANewArray(idx, dims) => match self.resolve_class(class_id, *idx) {
                        Err(f) => Err(f),
                        Ok(c) => {
                            let mut counts = Vec::with_capacity(*dims as usize);
                            for _ in 0..*dims {
                                counts.push(frame.pop().as_int());
                            }
                            counts.reverse();
                            if let Some(&n) = counts.iter().find(|&&n| n < 0) {
                                Err(Flow::throw_new(
                                    "java/lang/NegativeArraySizeException",
                                    &n.to_string(),
                                ))
                            } else if let Err(f) = self
                                .multi_array_bytes(c, &counts)
                                .and_then(|bytes| self.reserve_heap(tid, bytes, &frame))
                            {
                                Err(f)
                            } else {
                                match self.multi_array(c, &counts) {
                                    Ok(o) => {
                                        frame.push(Value::Ref(Some(o)));
                                        Ok(())
                                    }
                                    Err(e) => Err(self.linkage_flow(e)),
                                }
                            }
                        }
                    },
                    Insn::ArrayLength => match frame.pop().as_ref() {
                        None => Err(Flow::throw_new_null("java/lang/NullPointerException")),
                        Some(a) => match self.state.heap.get(a).array().map(|a| a.len()) {
                            Some(len) => {
                                frame.push(Value::Int(len as i32));
                                Ok(())
                            }
                            None => Err(self.confused(frame.method, a, "arraylength")),
                        },
                    },
                    Insn::AThrow => match frame.pop().as_ref() {
                        None => Err(Flow::throw_new_null("java/lang/NullPointerException")),
                        Some(e)
                            if !self
                                .classes
                                .is_assignable(self.state.heap.get(e).class, self.wk.throwable) =>
                        {
                            Err(self.confused(frame.method, e, "athrow"))
                        }
                        Some(e) => Err(Flow::Throw(e)),
                    },
                    Insn::CheckCast(idx) => match self.resolve_class(class_id, *idx) {
                        Err(f) => Err(f),
                        Ok(c) => match frame.peek(0).as_ref() {
                            None => Ok(()),
                            Some(o) => {
                                let oc = self.state.heap.get(o).class;
                                if self.classes.is_assignable(oc, c) {
                                    Ok(())
                                } else {
                                    let msg = self.cast_message(oc, c);
                                    Err(Flow::throw_new("java/lang/ClassCastException", &msg))
                                }
                            }
                        },
                    },
                    Insn::InstanceOf(idx) => match self.resolve_class(class_id, *idx) {
                        Err(f) => Err(f),
                        Ok(c) => {
                            let r = match frame.pop().as_ref() {
                                None => 0,
                                Some(o) => {
                                    let oc = self.state.heap.get(o).class;
                                    self.classes.is_assignable(oc, c) as i32
                                }
                            };
                            frame.push(Value::Int(r));
                            Ok(())
                        }
                    },
                    Insn::MonitorEnter => match frame.peek(0).as_ref() {
                        None => {
                            frame.pop();
                            Err(Flow::throw_new_null("java/lang/NullPointerException"))
                        }
                        Some(o) => {
                            frame.pop();
                            let got = if !self.listeners.is_empty() {
                                // The listener takes the acquiring site from the top frame.
                                self.state.threads[tid as usize].frames.push(frame);
                                let got = self.monitor_enter(tid, o);
                                frame = self.state.threads[tid as usize]
                                    .frames
                                    .pop()
                                    .expect("frame");
                                got
                            } else {
                                self.monitor_enter(tid, o)
                            };
                            if got {
                                Ok(())
                            } else {
                                // Blocked: the scheduler takes the monitor for us
                                // before the thread runs again.
                                frame.pc += 1;
                                self.state.threads[tid as usize].frames.push(frame);
                                return SliceEnd::Switch;
                            }
                        }
                    },
                    Insn::MonitorExit => match frame.pop().as_ref() {
                        None => Err(Flow::throw_new_null("java/lang/NullPointerException")),
                        Some(o) => {
                            if self.monitor_exit(tid, o) {
                                Ok(())
                            } else {
                                Err(Flow::throw_new_null(
                                    "java/lang/IllegalMonitorStateException",
                                ))
                            }
                        }
                    },
                };
                match result {
                    Ok(()) => frame.pc += 1,
                    Err(flow) => match self.handle_flow(tid, frame, flow) {
                        Some(end) => return end,
                        None => continue 'outer,
                    },
                }
            }
        }
    }

    /// Deals with a non-local outcome of the current instruction in `frame`
    /// (which is not on the thread's frame stack). Returns `Some` when the
    /// slice must end; `None` to go on with whatever frame is now on top.
    pub(crate) fn handle_flow(
        &mut self,
        tid: u32,
        frame: Box<Frame>,
        flow: Flow,
    ) -> Option<SliceEnd> {
        // Unwinding and re-execution change the stack below the top.
        self.library.forget_below();
        match flow {
            Flow::Reexecute => {
                // One frame (a class initialiser) was pushed while `frame` was
                // off the stack: put `frame` back underneath it.
                let frames = &mut self.state.threads[tid as usize].frames;
                let at = frames.len() - 1;
                frames.insert(at, frame);
                None
            }
            Flow::AskLoader(ns, name) => {
                self.state.threads[tid as usize].frames.push(frame);
                match self.ask_loader(tid, ns, &name) {
                    Ok(()) => None,
                    Err(f) => {
                        let frame = self.state.threads[tid as usize]
                            .frames
                            .pop()
                            .expect("frame");
                        self.handle_flow(tid, frame, f)
                    }
                }
            }
            Flow::Switch => {
                let mut frame = frame;
                frame.pc += 1;
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Switch)
            }
            Flow::Yield => {
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Switch)
            }
            Flow::Exit(code) => {
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Exit(code))
            }
            Flow::Blocked => {
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Switch)
            }
            Flow::Choice(n) => {
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Choice(n))
            }
            Flow::Prune => {
                self.state.threads[tid as usize].frames.push(frame);
                Some(SliceEnd::Prune)
            }
            Flow::Error(e) => {
                self.state.threads[tid as usize].frames.push(frame);
                match e {
                    VmError::Linkage { class, message } => {
                        self.throw_in(tid, Flow::ThrowNew(class, Some(message)))
                    }
                    e => Some(SliceEnd::Error(e)),
                }
            }
            Flow::Throw(_) | Flow::ThrowNew(..) => {
                if self.branch_log.is_some() {
                    let class = match &flow {
                        Flow::Throw(o) => {
                            let c = self.state.heap.get(*o).class;
                            self.classes.get(c).name.to_string()
                        }
                        Flow::ThrowNew(c, _) => c.to_string(),
                        _ => unreachable!(),
                    };
                    self.log_throw(tid, &frame, &class);
                }
                self.state.threads[tid as usize].frames.push(frame);
                self.throw_in(tid, flow)
            }
        }
    }

    /// An invoke failed after the caller frame went back on the stack.
    fn after_failed_invoke(&mut self, tid: u32, f: Flow) -> Option<SliceEnd> {
        self.library.forget_below();
        match f {
            // The class initialiser sits above the caller already.
            Flow::Reexecute => return None,
            // The synchronized method's frame is pushed; its thread waits for the monitor.
            Flow::Blocked => return Some(SliceEnd::Switch),
            _ => {}
        }
        let fr = self.state.threads[tid as usize]
            .frames
            .pop()
            .expect("caller frame");
        self.handle_flow(tid, fr, f)
    }

    /// Pops `frame` (already off the stack) and delivers `ret` to its caller.
    /// On an ordinary return the caller's frame, taken off the stack, goes
    /// to `next` for the loop to run on.
    fn do_return(
        &mut self,
        tid: u32,
        frame: Box<Frame>,
        ret: Option<Value>,
        next: &mut Option<Box<Frame>>,
    ) -> Result<Option<SliceEnd>, VmError> {
        if let Some(o) = frame.sync_obj {
            self.monitor_exit(tid, o);
        }
        if !self.listeners.is_empty() {
            let m = frame.method;
            self.notify(|l, vm| l.on_method_exit(vm, tid, m));
        }
        self.library_after_return(tid, &frame);
        let (on_return, method) = (frame.on_return, frame.method);
        if on_return == ReturnAction::Normal {
            self.recycle_frame(frame);
        }
        match on_return {
            ReturnAction::Normal => {
                let t = &mut self.state.threads[tid as usize];
                match t.frames.pop() {
                    Some(mut caller) => {
                        if let Some(v) = ret {
                            caller.push(v);
                        }
                        caller.pc += 1;
                        *next = Some(caller);
                        Ok(None)
                    }
                    None => {
                        self.thread_finished(tid)?;
                        Ok(Some(SliceEnd::Switch))
                    }
                }
            }
            ReturnAction::ClinitDone(_) | ReturnAction::Retry => {
                if let ReturnAction::ClinitDone(c) = on_return {
                    self.set_init_state(c, crate::state::InitState::Initialized);
                }
                if self.state.threads[tid as usize].frames.is_empty() {
                    self.thread_finished(tid)?;
                    return Ok(Some(SliceEnd::Switch));
                }
                Ok(None)
            }
            ReturnAction::ToHost => {
                if let Some(Value::Abs(_)) = ret {
                    return Err(VmError::unsupported(format!(
                        "an abstract value returned to the VM by {}",
                        self.classes.method_display(method)
                    )));
                }
                Ok(Some(SliceEnd::ToHost(ret)))
            }
        }
    }

    /// Could `is_scheduling_point` ask the policy about `insn` at `pc`? The
    /// same test it makes, inlined into the interpreter's loop so that an
    /// instruction no policy is asked about costs no call.
    #[inline(always)]
    fn may_ask_policy(&self, insn: &Insn, pc: u32) -> bool {
        matches!(
            insn,
            Insn::GetField(_)
                | Insn::PutField(_)
                | Insn::GetStatic(_)
                | Insn::PutStatic(_)
                | Insn::ArrayLoad(_)
                | Insn::ArrayStore(_)
                | Insn::MonitorEnter
                | Insn::MonitorExit
                | Insn::New(_)
                | Insn::InvokeStatic(_)
                | Insn::InvokeVirtual(_)
                | Insn::InvokeSpecial(_)
                | Insn::InvokeInterface(_)
        ) || self.report_local_ops
            || self.library.may_be_boundary(pc)
    }

    /// Reports what `insn` is about to do to the scheduling policy (see
    /// `crate::policy`), which decides whether another thread could observe
    /// it. Only asked while model checking; instructions no other thread
    /// can observe (locals, arithmetic, branches) are reported, as
    /// `Operation::Local`, only while library-level atomicity is on (and
    /// only where one of its boundaries may fall) or `Vm::report_local_ops`
    /// is set.
    fn is_scheduling_point(&mut self, class_id: u32, insn: &Insn, frame: &Frame) -> bool {
        let Some(op) = self.operation(class_id, insn, frame) else {
            return false;
        };
        let at = Site {
            method: frame.method,
            pc: frame.pc,
        };
        if frame.pc == 0 {
            // A method's entry: library-level atomicity may look at its
            // receiver (`Vm::reads_completed_future`).
            self.library.entered_receiver = match frame.vals.first() {
                Some(Value::Ref(r)) => *r,
                _ => None,
            };
            let locals = &frame.vals[..(frame.max_locals as usize).min(frame.vals.len())];
            self.library.entered_refs.clear();
            self.library
                .entered_refs
                .extend(locals.iter().filter_map(|v| match v {
                    Value::Ref(r) => *r,
                    _ => None,
                }));
        }
        self.ask_scheduling_point(op, at)
    }

    /// Reports `insn`, which no scheduling point can precede (a slice's
    /// first instruction, or one of a VM-internal call), to the policy's
    /// run-time-checked claims (`Policy::observe`).
    #[cold]
    fn observe_operation(&mut self, class_id: u32, insn: &Insn, frame: &Frame) {
        if let Some(op) = self.operation(class_id, insn, frame) {
            self.observe_policy(op);
        }
    }

    /// What `insn` is about to do, as the policy is told (`None`: nothing
    /// it is asked about).
    #[inline]
    fn operation(
        &self,
        class_id: u32,
        insn: &Insn,
        frame: &Frame,
    ) -> Option<crate::policy::Operation> {
        use crate::policy::{Operation, PoolRef};
        let at = |index: u16| PoolRef {
            class: class_id,
            index,
        };
        let op = match insn {
            Insn::GetField(i) => Operation::FieldRead {
                obj: frame.peek(0),
                field: at(*i),
            },
            Insn::PutField(i) => Operation::FieldWrite {
                obj: frame.peek(1),
                field: at(*i),
            },
            Insn::GetStatic(i) => Operation::StaticRead { field: at(*i) },
            Insn::PutStatic(i) => Operation::StaticWrite { field: at(*i) },
            Insn::ArrayLoad(_) => Operation::ElementRead {
                array: frame.peek(1),
            },
            Insn::ArrayStore(_) => Operation::ElementWrite {
                array: frame.peek(2),
            },
            Insn::MonitorEnter => Operation::MonitorEnter { obj: frame.peek(0) },
            Insn::MonitorExit => Operation::MonitorExit { obj: frame.peek(0) },
            Insn::New(i) => Operation::New { class: at(*i) },
            Insn::InvokeStatic(i) => Operation::Invoke {
                method: at(*i),
                is_static: true,
                special: false,
                top: invoke_operands(frame),
            },
            Insn::InvokeVirtual(i) | Insn::InvokeInterface(i) => Operation::Invoke {
                method: at(*i),
                is_static: false,
                special: false,
                top: invoke_operands(frame),
            },
            // The method called is the one named, whatever the receiver's
            // class (`special`).
            Insn::InvokeSpecial(i) => Operation::Invoke {
                method: at(*i),
                is_static: false,
                special: true,
                top: invoke_operands(frame),
            },
            // Library-level atomicity's boundaries fall on ordinary
            // instructions only where a method is entered or a frame is
            // re-entered from a callback (see `crate::library`): only
            // those are asked about (asking before every instruction cost
            // a policy call and a role lookup each). A policy that ends
            // transitions where a thread enters or leaves a source line
            // (`report_local_ops`) is asked about every instruction.
            _ if self.report_local_ops || self.library.may_be_boundary(frame.pc) => {
                Operation::Local
            }
            _ => return None,
        };
        Some(op)
    }

    /// The shared location thread `tid`'s next instruction reads or writes
    /// (`true` for a write), if it is a field, static or array access;
    /// volatile fields are left out (they are synchronisation). Used to
    /// detect races between threads that are both about to run.
    pub fn peek_access(&mut self, tid: u32) -> Option<(Location, bool, Site)> {
        let frame = self.state.threads[tid as usize].frames.last()?;
        let site = Site {
            method: frame.method,
            pc: frame.pc,
        };
        let class_id = self.classes.method(frame.method).class;
        let insn = frame.code.insns.get(frame.pc as usize)?.clone();
        // The operands the access uses are within the top three stack slots.
        let peek = |d: usize| {
            if d < frame.stack_len() {
                frame.peek(d)
            } else {
                Value::Top
            }
        };
        let top = [peek(0), peek(1), peek(2)];
        let obj_at = |d: usize| match top[d] {
            Value::Ref(r) => r,
            _ => None,
        };
        let (loc, write) = match insn {
            Insn::GetField(i) | Insn::PutField(i) => {
                let f = self.resolve_field(class_id, i, false).ok()?;
                if f.is_volatile {
                    return None;
                }
                let write = matches!(insn, Insn::PutField(_));
                let obj = obj_at(if write { 1 } else { 0 })?;
                (Location::Field { obj, slot: f.slot }, write)
            }
            Insn::GetStatic(i) | Insn::PutStatic(i) => {
                let f = self.resolve_field(class_id, i, true).ok()?;
                // Volatile statics are synchronisation; statics of a class
                // still being initialised are ordered by the initialisation
                // (other threads wait for it, JLS 12.4.2).
                let initialised = self.state.classes[f.class as usize].init
                    == crate::state::InitState::Initialized;
                if f.is_volatile || !initialised {
                    return None;
                }
                (
                    Location::Static {
                        class: f.class,
                        slot: f.slot,
                    },
                    matches!(insn, Insn::PutStatic(_)),
                )
            }
            Insn::ArrayLoad(_) => {
                let Value::Int(index) = top[0] else {
                    return None;
                };
                (
                    Location::Element {
                        obj: obj_at(1)?,
                        index: index as u32,
                    },
                    false,
                )
            }
            Insn::ArrayStore(_) => {
                let Value::Int(index) = top[1] else {
                    return None;
                };
                (
                    Location::Element {
                        obj: obj_at(2)?,
                        index: index as u32,
                    },
                    true,
                )
            }
            _ => return None,
        };
        Some((loc, write, site))
    }

    /// A person's name for a location: `Counter.count`, `int[]@12[3]`.
    pub fn location_name(&self, loc: Location) -> String {
        match loc {
            Location::Field { obj, slot } => {
                let c = self.state.heap.get(obj).class;
                let f = &self.classes.get(c).instance_fields[slot as usize];
                format!("{}.{}", self.classes.get(f.owner).java_name(), f.name)
            }
            Location::Static { class, slot } => {
                let f = &self.classes.get(class).static_fields[slot as usize];
                format!("{}.{}", self.classes.get(class).java_name(), f.name)
            }
            Location::Element { obj, index } => format!("{}[{index}]", self.object_label(obj)),
        }
    }

    /// The monitors thread `tid` holds.
    pub fn held_monitors(&self, tid: u32) -> Vec<ObjRef> {
        (0..self.state.heap.capacity())
            .filter(|&i| self.state.heap.is_live(i))
            .map(ObjRef::from_index)
            .filter(|&o| self.state.heap.get(o).monitor.owner == Some(tid))
            .collect()
    }

    /// The method an invoke's constant names, resolved and cached, or
    /// `None` if it cannot be resolved (the invoke itself will report why).
    pub(crate) fn resolve_method_ref(
        &mut self,
        class_id: u32,
        idx: u16,
    ) -> Option<crate::loader::MethodId> {
        // The same resolution as the invoke's (signature-polymorphic methods
        // and redirects included).
        self.resolve_method_entry(class_id, idx).ok()
    }

    /// HotSpot's ClassCastException message, module and loader included.
    fn cast_message(&self, from: u32, to: u32) -> String {
        let where_is = |c: u32| -> String {
            let mut base = c;
            while let ClassKind::Array(e) = &self.classes.get(base).kind {
                match e {
                    ElemType::Ref(r) => base = *r,
                    ElemType::Prim(_) => return "module java.base of loader 'bootstrap'".into(),
                }
            }
            match &self.classes.get(base).origin {
                Some(crate::classpath::Origin::Jdk { module }) if module != "wayfinder.model" => {
                    format!("module {module} of loader 'bootstrap'")
                }
                Some(crate::classpath::Origin::Jdk { .. }) | None
                    if !matches!(self.classes.get(base).kind, ClassKind::Instance)
                        || self.classes.get(base).origin.is_some() =>
                {
                    "module java.base of loader 'bootstrap'".into()
                }
                _ => "unnamed module of loader 'app'".into(),
            }
        };
        let (a, b) = (
            self.classes.get(from).java_name(),
            self.classes.get(to).java_name(),
        );
        let (wa, wb) = (where_is(from), where_is(to));
        if wa == wb {
            format!("class {a} cannot be cast to class {b} ({a} and {b} are in {wa})")
        } else {
            format!("class {a} cannot be cast to class {b} ({a} is in {wa}; {b} is in {wb})")
        }
    }

    /// Loads an `ldc` constant.
    fn load_constant(&mut self, _tid: u32, class_id: u32, idx: u16) -> Result<Value, Flow> {
        let entry = self.classes.get(class_id).cp().get(idx as usize).cloned();
        match entry {
            Some(CpEntry::Int(v)) => Ok(Value::Int(v)),
            Some(CpEntry::Float(v)) => Ok(Value::Float(v)),
            Some(CpEntry::Long(v)) => Ok(Value::Long(v)),
            Some(CpEntry::Double(v)) => Ok(Value::Double(v)),
            Some(CpEntry::String(s)) => Ok(Value::Ref(Some(self.intern_str(&s)))),
            Some(CpEntry::StringUtf16(u)) => Ok(Value::Ref(Some(self.intern_utf16(u.to_vec())))),
            Some(CpEntry::Class(_)) => {
                let c = self.resolve_class(class_id, idx)?;
                Ok(Value::Ref(Some(self.mirror(c))))
            }
            Some(CpEntry::MethodType(_)) | Some(CpEntry::MethodHandle { .. }) => Err(Flow::Error(VmError::unsupported(
                format!(
                    "ldc of a MethodType/MethodHandle constant in {} (java.lang.invoke is not supported)",
                    self.classes.get(class_id).java_name()
                ),
            ))),
            _ => Err(Flow::Error(VmError::class_format(format!(
                "bad ldc constant #{idx} in {}",
                self.classes.get(class_id).java_name()
            )))),
        }
    }

    /// Resolves a `Class` constant-pool entry of `class_id`.
    pub(crate) fn resolve_class(&mut self, class_id: u32, idx: u16) -> Result<u32, Flow> {
        if let Resolved::Class(c) = self.classes.cached(class_id, idx) {
            return Ok(c);
        }
        if self.classes.get(class_id).namespace != 0 {
            let kept = self.classes.cached_in(&self.state.loaders, class_id, idx);
            if let Some(Resolved::Class(c)) = kept {
                return Ok(c);
            }
        }
        let name = match self.classes.get(class_id).cp().get(idx as usize) {
            Some(CpEntry::Class(n)) => n.clone(),
            _ => {
                return Err(Flow::Error(VmError::class_format(format!(
                    "constant #{idx} of {} is not a class",
                    self.classes.get(class_id).java_name()
                ))))
            }
        };
        let c = self.load_for(class_id, &name)?;
        self.sync_class_states();
        self.classes
            .set_cached_named(class_id, idx, Resolved::Class(c), Some(c));
        Ok(c)
    }

    #[inline]
    pub(crate) fn resolve_field(
        &mut self,
        class_id: u32,
        idx: u16,
        want_static: bool,
    ) -> Result<crate::loader::FieldRef, Flow> {
        if let Resolved::Field(f) = self.classes.cached(class_id, idx) {
            return Ok(f);
        }
        self.resolve_field_slow(class_id, idx, want_static)
    }

    /// `resolve_field` the first time round (nothing cached yet).
    #[cold]
    #[inline(never)]
    fn resolve_field_slow(
        &mut self,
        class_id: u32,
        idx: u16,
        want_static: bool,
    ) -> Result<crate::loader::FieldRef, Flow> {
        if self.classes.get(class_id).namespace != 0 {
            let kept = self.classes.cached_in(&self.state.loaders, class_id, idx);
            if let Some(Resolved::Field(f)) = kept {
                return Ok(f);
            }
        }
        let (cname, name, desc) = match self.classes.get(class_id).cp().get(idx as usize) {
            Some(CpEntry::FieldRef { class, name, desc }) => {
                (class.clone(), name.clone(), desc.clone())
            }
            _ => {
                return Err(Flow::Error(VmError::class_format(format!(
                    "constant #{idx} of {} is not a field reference",
                    self.classes.get(class_id).java_name()
                ))))
            }
        };
        let c = self.load_for(class_id, &cname)?;
        self.sync_class_states();
        let f = self.classes.find_field(c, &name, &desc).ok_or_else(|| {
            Flow::Error(VmError::linkage(
                "java/lang/NoSuchFieldError",
                name.to_string(),
            ))
        })?;
        if f.is_static != want_static {
            return Err(Flow::Error(VmError::incompatible(format!(
                "Expected {} field {}.{}",
                if want_static { "static" } else { "non-static" },
                self.classes.get(c).java_name(),
                name
            ))));
        }
        if self.classes.get(class_id).namespace != 0 {
            let (flags, declaring) = self.classes.field_access(&f);
            let what = || format!("field {}.{name}", self.classes.get(declaring).java_name());
            if let Some(e) = self
                .classes
                .access_error(class_id, c, Some((flags, declaring, &what)))
            {
                return Err(Flow::Error(e));
            }
        }
        self.classes
            .set_cached_named(class_id, idx, Resolved::Field(f), Some(c));
        Ok(f)
    }

    /// Turns a loading error into the flow that throws it in Java, or stops the VM.
    pub(crate) fn linkage_flow(&self, e: VmError) -> Flow {
        Flow::Error(e)
    }

    /// A null object at a field access: the message is computed when asked
    /// for (`npe_message`).
    fn npe_field(&self, _class_id: u32, _idx: u16, _write: bool) -> Flow {
        Flow::throw_new_null("java/lang/NullPointerException")
    }

    /// Whether `obj` is an instance of `class` with instance field `slot`
    /// (the field layout of a subclass extends its superclass's).
    #[inline]
    pub(crate) fn has_field(&self, obj: ObjRef, class: u32, slot: u32) -> bool {
        let oc = self.state.heap.get(obj).class;
        self.classes
            .get(oc)
            .instance_fields
            .get(slot as usize)
            .is_some_and(|f| f.owner == class)
    }

    /// `putfield` of `v` into field `fr` of `obj` (which has that field),
    /// after the listeners were told: the write as the policy, the heap's
    /// dirty tracking, publication and frozen strings see it.
    #[inline]
    pub(crate) fn store_field(&mut self, obj: ObjRef, fr: crate::loader::FieldRef, v: Value) {
        self.note_field_write(obj, fr.class, fr.slot);
        let heap = &mut self.state.heap;
        let o = match v {
            Value::Ref(_) => heap.get_mut(obj),
            _ => heap.get_mut_no_ref(obj),
        };
        o.fields_mut()[fr.slot as usize] = v;
        if self.sealed.on && self.state.heap.get(obj).sealed {
            self.note_lazy_store(obj, fr.slot, v);
        }
        if fr.is_volatile {
            let holder = self.state.heap.get(obj).class;
            self.publish_released(Some(obj), holder, v);
        } else if !self.unpublished_field(fr.class, fr.slot) {
            self.publish(Some(obj), v);
        }
        if fr.class == self.wk.string && fr.slot as usize == self.slots.string_value {
            self.freeze_string_value(v);
        }
    }

    /// Field `slot` of `obj` if `obj` is an instance of `class` with that
    /// instance field (`has_field`), else `None`.
    #[inline]
    pub(crate) fn field_value(&self, obj: ObjRef, class: u32, slot: u32) -> Option<Value> {
        let o = self.state.heap.get(obj);
        let fits = self
            .classes
            .get(o.class)
            .instance_fields
            .get(slot as usize)
            .is_some_and(|f| f.owner == class);
        if fits {
            Some(o.fields()[slot as usize])
        } else {
            None
        }
    }

    /// Bytecode of `method` that confuses reference types, which the
    /// verifier (treating all references alike) let through, reached an
    /// operation `obj` does not fit: a gap (exit 4), not a guess.
    fn confused(&self, method: u32, obj: ObjRef, what: &str) -> Flow {
        let c = self.state.heap.get(obj).class;
        Flow::Error(VmError::unsupported(format!(
            "type-confused bytecode in {}: {what} on a {} (the bytecode verifier does not check reference types)",
            self.classes.method_display(method),
            self.classes.get(c).java_name()
        )))
    }

    fn array_load(
        &mut self,
        tid: u32,
        site: Site,
        arr: Option<ObjRef>,
        index: i32,
        kind: ArrayKind,
    ) -> Result<Value, Flow> {
        let Some(arr) = arr else {
            return Err(Flow::throw_new_null("java/lang/NullPointerException"));
        };
        let Some(a) = self
            .state
            .heap
            .get(arr)
            .array()
            .filter(|a| kind_fits(kind, a))
        else {
            return Err(self.confused(site.method, arr, "an array load"));
        };
        if index < 0 || index as usize >= a.len() {
            return Err(Flow::throw_new(
                "java/lang/ArrayIndexOutOfBoundsException",
                &format!("Index {index} out of bounds for length {}", a.len()),
            ));
        }
        let v = a.get(index as usize);
        if !self.listeners.is_empty() {
            let loc = Location::Element {
                obj: arr,
                index: index as u32,
            };
            self.notify(|l, vm| l.on_access(vm, tid, loc, false, false, site));
        }
        Ok(v)
    }

    pub(crate) fn array_store(
        &mut self,
        tid: u32,
        site: Site,
        arr: Option<ObjRef>,
        index: i32,
        val: Value,
        kind: ArrayKind,
    ) -> Result<(), Flow> {
        let Some(arr) = arr else {
            return Err(Flow::throw_new_null("java/lang/NullPointerException"));
        };
        let Some(len) = self
            .state
            .heap
            .get(arr)
            .array()
            .filter(|a| kind_fits(kind, a))
            .map(|a| a.len())
        else {
            return Err(self.confused(site.method, arr, "an array store"));
        };
        if index < 0 || index as usize >= len {
            return Err(Flow::throw_new(
                "java/lang/ArrayIndexOutOfBoundsException",
                &format!("Index {index} out of bounds for length {len}"),
            ));
        }
        if kind == ArrayKind::Ref {
            if let Value::Ref(Some(v)) = val {
                let ac = self.state.heap.get(arr).class;
                if let ClassKind::Array(ElemType::Ref(ec)) = self.classes.get(ac).kind {
                    let vc = self.state.heap.get(v).class;
                    if !self.classes.is_assignable(vc, ec) {
                        return Err(Flow::throw_new(
                            "java/lang/ArrayStoreException",
                            &self.classes.get(vc).java_name(),
                        ));
                    }
                }
            }
        }
        if !self.listeners.is_empty() {
            let loc = Location::Element {
                obj: arr,
                index: index as u32,
            };
            self.notify(|l, vm| l.on_access(vm, tid, loc, true, false, site));
        }
        self.note_array_write(arr);
        let val = match (kind, val, self.state.heap.get(arr).array()) {
            // Storing into a boolean[] keeps only the lowest bit (JVMS bastore).
            (ArrayKind::ByteOrBool, Value::Int(x), _) if self.is_boolean_array(arr) => {
                Value::Int(x & 1)
            }
            (_, v, _) => v,
        };
        let heap = &mut self.state.heap;
        let a = match val {
            Value::Ref(_) => heap.get_mut(arr),
            _ => heap.get_mut_no_ref(arr),
        };
        a.array_mut().expect("array").set(index as usize, val);
        self.publish(Some(arr), val);
        Ok(())
    }

    fn is_boolean_array(&self, arr: ObjRef) -> bool {
        let c = self.state.heap.get(arr).class;
        matches!(
            self.classes.get(c).kind,
            ClassKind::Array(ElemType::Prim(crate::insn::PrimType::Boolean))
        )
    }

    /// Room for a `newarray`/`anewarray` of `n` (not negative) elements of
    /// `elem_size` bytes (see `Vm::reserve_heap`); longer than the VM's
    /// maximum throws as HotSpot does.
    fn reserve_array(
        &mut self,
        tid: u32,
        n: i32,
        elem_size: u64,
        frame: &Frame,
    ) -> Result<(), Flow> {
        if i64::from(n) > crate::heap::MAX_ARRAY_LENGTH {
            return Err(Flow::throw_new(
                "java/lang/OutOfMemoryError",
                "Requested array size exceeds VM limit",
            ));
        }
        self.reserve_heap(tid, crate::heap::array_bytes(n as u64, elem_size), frame)
    }

    /// The heap bytes of a `multianewarray` of class `c` with dimension
    /// `counts` (none negative), or the `OutOfMemoryError` a dimension past
    /// the VM's maximum array length throws.
    fn multi_array_bytes(&self, c: u32, counts: &[i32]) -> Result<u64, Flow> {
        if counts
            .iter()
            .any(|&n| i64::from(n) > crate::heap::MAX_ARRAY_LENGTH)
        {
            return Err(Flow::throw_new(
                "java/lang/OutOfMemoryError",
                "Requested array size exceeds VM limit",
            ));
        }
        let mut total: u64 = 0;
        let mut arrays: u64 = 1;
        let mut class = c;
        for (i, &n) in counts.iter().enumerate() {
            let elem = match self.classes.get(class).kind {
                ClassKind::Array(e) => e,
                _ => break,
            };
            let (size, sub) = match elem {
                ElemType::Prim(p) if i + 1 == counts.len() => (p.size() as u64, None),
                ElemType::Prim(_) => break,
                ElemType::Ref(sub) => (4, Some(sub)),
            };
            total = total
                .saturating_add(arrays.saturating_mul(crate::heap::array_bytes(n as u64, size)));
            arrays = arrays.saturating_mul(n as u64);
            match sub {
                Some(s) if i + 1 < counts.len() => class = s,
                _ => break,
            }
        }
        Ok(total)
    }

    fn multi_array(&mut self, c: u32, counts: &[i32]) -> Result<ObjRef, VmError> {
        let n = counts[0] as usize;
        let elem = match self.classes.get(c).kind {
            ClassKind::Array(e) => e,
            _ => return Err(VmError::class_format("multianewarray of a non-array class")),
        };
        if counts.len() == 1 {
            let data = match elem {
                ElemType::Prim(p) => ArrayData::new_prim(p, n),
                ElemType::Ref(_) => ArrayData::Ref(vec![None; n]),
            };
            return Ok(self.alloc_array(c, data));
        }
        let ElemType::Ref(sub) = elem else {
            return Err(VmError::class_format(
                "multianewarray dimensions exceed the type",
            ));
        };
        let mut elems = Vec::with_capacity(n);
        for _ in 0..n {
            elems.push(Some(self.multi_array(sub, &counts[1..])?));
        }
        Ok(self.alloc_array(c, ArrayData::Ref(elems)))
    }
}

/// The four invoke instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvokeKind {
    Virtual,
    Special,
    Static,
    Interface,
}

/// True when `status` lets the thread run.
pub fn is_runnable(status: ThreadStatus) -> bool {
    matches!(status, ThreadStatus::Runnable)
}

/// Whether an array with elements `a` is what an array instruction of
/// `kind` names.
pub(crate) fn kind_fits(kind: ArrayKind, a: &ArrayData) -> bool {
    matches!(
        (kind, a),
        (ArrayKind::Int, ArrayData::Int(_))
            | (ArrayKind::Long, ArrayData::Long(_))
            | (ArrayKind::Float, ArrayData::Float(_))
            | (ArrayKind::Double, ArrayData::Double(_))
            | (ArrayKind::Ref, ArrayData::Ref(_))
            | (ArrayKind::ByteOrBool, ArrayData::Byte(_))
            | (ArrayKind::Char, ArrayData::Char(_))
            | (ArrayKind::Short, ArrayData::Short(_))
    )
}

/// The top `INVOKE_OPERANDS` values of `frame`'s operand stack, the top
/// first, `Value::Top` below its bottom (see `Operation::Invoke`).
fn invoke_operands(frame: &Frame) -> [Value; crate::policy::INVOKE_OPERANDS] {
    let mut top = [Value::Top; crate::policy::INVOKE_OPERANDS];
    let n = frame.stack_len().min(top.len());
    for (i, v) in top.iter_mut().enumerate().take(n) {
        *v = frame.peek(i);
    }
    top
}

impl Vm {
    /// Thread `tid`, whose top frame `frame` the interpreter holds, is
    /// about to read a field that holds a wall-clock value: asks
    /// `crate::deferred_clock` with the whole stack in place.
    #[cold]
    fn note_held_clock_read(&mut self, tid: u32, frame: &Frame, class: crate::loader::ClassId) {
        self.state.threads[tid as usize]
            .frames
            .push(Box::new(frame.clone()));
        self.note_clock_holder_read(tid, class);
        self.state.threads[tid as usize].frames.pop();
    }
}
