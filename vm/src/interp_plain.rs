//! The interpreter's inner loop for plain instructions: those that only
//! touch the running frame (constants, locals, operand stack, arithmetic,
//! branches) and, when nothing observes the heap, primitive array accesses
//! and ordinary field reads and writes.
//!
//! `run_slice_with` (`crate::interp`) is one large function that keeps the
//! running frame, `pc` and the instruction budget on its stack. This loop is
//! small: `pc` and the budget live in registers, and it writes them back
//! before returning to the large loop at the first instruction it does not
//! run. It runs an instruction only where the large loop would have run it
//! with no other effect: no scheduling point can fall on it (the policy is
//! never asked about such an instruction, see `Vm::may_ask_policy`), no
//! listener is told of it, and it cannot throw. Anything else (a division
//! by zero, a null or out-of-bounds array, an unresolved field) goes back
//! to the large loop before the instruction, which then runs it as before.

use crate::classfile::{Code, CpEntry};
use crate::heap::ObjData;
use crate::insn::{ArrayKind, Insn};
use crate::loader::Resolved;
use crate::thread::Frame;
use crate::value::Value;
use crate::vm::{Vm, WATCHDOG_INSTRUCTIONS};

/// `java.lang.Math`-style comparison of `fcmpl`/`fcmpg`/`dcmpl`/`dcmpg`.
#[inline(always)]
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

impl Vm {
    /// Called by the large loop with `frame` at an instruction it is about
    /// to run: the budget is already charged for it, the scheduling policy
    /// has passed it, and `cur_site` names it. Runs that instruction and
    /// the plain ones after it in the same frame, charging `remaining` for
    /// each further one, and stops before an instruction it does not run,
    /// when the budget is used up, before the instruction at which the
    /// large loop polls the watchdog, and (while library-level atomicity is
    /// on) before instruction 0, where a library boundary may fall.
    /// Returns false, with nothing done, when the first instruction is not
    /// one it runs; `frame.pc` is then unchanged.
    #[inline(never)]
    pub(crate) fn run_plain(
        &mut self,
        frame: &mut Frame,
        code: &Code,
        class_id: u32,
        remaining: &mut u64,
    ) -> bool {
        // `may_ask_policy` would ask about a local instruction at pc 0
        // while library atomicity is on, and at any pc while a library
        // call may be re-entered: those cases stay with the large loop.
        if self.report_local_ops || self.library.may_be_boundary(1) {
            return false;
        }
        let stop_at_zero = self.library.may_be_boundary(0);
        // Heap instructions are asked about under `check` and seen by
        // listeners: run here only when neither happens.
        let heap = !self.preempt && !self.observe_ops && self.listeners.is_empty();
        let insns = &code.insns[..];
        let mut pc = frame.pc as usize;
        let mut left = *remaining;
        let mut first = true;
        let method = frame.method;
        let vals = &mut frame.vals;
        macro_rules! pop {
            () => {
                vals.pop().expect("operand stack underflow")
            };
        }
        macro_rules! peek {
            ($d:expr) => {
                vals[vals.len() - 1 - $d]
            };
        }
        macro_rules! binop {
            ($as:ident, $ctor:ident, |$a:ident, $b:ident| $e:expr) => {{
                let $b = pop!().$as();
                let $a = pop!().$as();
                vals.push(Value::$ctor($e));
            }};
        }
        macro_rules! unop {
            ($as:ident, $ctor:ident, |$a:ident| $e:expr) => {{
                let $a = pop!().$as();
                vals.push(Value::$ctor($e));
            }};
        }
        while let Some(insn) = insns.get(pc) {
            let mut next = pc + 1;
            match insn {
                Insn::Nop => {}
                Insn::AConstNull => vals.push(Value::NULL),
                Insn::IConst(v) => vals.push(Value::Int(*v)),
                Insn::LConst(v) => vals.push(Value::Long(*v)),
                Insn::FConst(v) => vals.push(Value::Float(*v)),
                Insn::DConst(v) => vals.push(Value::Double(*v)),
                Insn::Ldc(idx) | Insn::Ldc2(idx) => {
                    let v = match self.classes.get(class_id).cp().get(*idx as usize) {
                        Some(CpEntry::Int(v)) => Value::Int(*v),
                        Some(CpEntry::Float(v)) => Value::Float(*v),
                        Some(CpEntry::Long(v)) => Value::Long(*v),
                        Some(CpEntry::Double(v)) => Value::Double(*v),
                        _ => break,
                    };
                    vals.push(v);
                }
                Insn::Load(n) => {
                    let v = vals[*n as usize];
                    vals.push(v);
                }
                Insn::Store(n) => {
                    let v = pop!();
                    vals[*n as usize] = v;
                }
                Insn::IInc(n, d) => {
                    let slot = &mut vals[*n as usize];
                    *slot = Value::Int(slot.as_int().wrapping_add(*d));
                }
                Insn::Pop => {
                    pop!();
                }
                Insn::Pop2 => {
                    if !pop!().is_wide() {
                        pop!();
                    }
                }
                Insn::Dup => {
                    let v = peek!(0);
                    vals.push(v);
                }
                Insn::DupX1 => {
                    let v1 = pop!();
                    let v2 = pop!();
                    vals.push(v1);
                    vals.push(v2);
                    vals.push(v1);
                }
                Insn::Dup2 => {
                    let v1 = peek!(0);
                    if v1.is_wide() {
                        vals.push(v1);
                    } else {
                        let v2 = peek!(1);
                        vals.push(v2);
                        vals.push(v1);
                    }
                }
                Insn::Swap => {
                    let n = vals.len();
                    vals.swap(n - 1, n - 2);
                }
                Insn::IAdd => binop!(as_int, Int, |a, b| a.wrapping_add(b)),
                Insn::LAdd => binop!(as_long, Long, |a, b| a.wrapping_add(b)),
                Insn::FAdd => binop!(as_float, Float, |a, b| a + b),
                Insn::DAdd => binop!(as_double, Double, |a, b| a + b),
                Insn::ISub => binop!(as_int, Int, |a, b| a.wrapping_sub(b)),
                Insn::LSub => binop!(as_long, Long, |a, b| a.wrapping_sub(b)),
                Insn::FSub => binop!(as_float, Float, |a, b| a - b),
                Insn::DSub => binop!(as_double, Double, |a, b| a - b),
                Insn::IMul => binop!(as_int, Int, |a, b| a.wrapping_mul(b)),
                Insn::LMul => binop!(as_long, Long, |a, b| a.wrapping_mul(b)),
                Insn::FMul => binop!(as_float, Float, |a, b| a * b),
                Insn::DMul => binop!(as_double, Double, |a, b| a * b),
                Insn::IDiv | Insn::IRem => {
                    let b = peek!(0).as_int();
                    if b == 0 {
                        break;
                    }
                    vals.pop();
                    let a = pop!().as_int();
                    vals.push(Value::Int(if matches!(insn, Insn::IDiv) {
                        a.wrapping_div(b)
                    } else {
                        a.wrapping_rem(b)
                    }));
                }
                Insn::LDiv | Insn::LRem => {
                    let b = peek!(0).as_long();
                    if b == 0 {
                        break;
                    }
                    vals.pop();
                    let a = pop!().as_long();
                    vals.push(Value::Long(if matches!(insn, Insn::LDiv) {
                        a.wrapping_div(b)
                    } else {
                        a.wrapping_rem(b)
                    }));
                }
                Insn::FDiv => binop!(as_float, Float, |a, b| a / b),
                Insn::DDiv => binop!(as_double, Double, |a, b| a / b),
                Insn::INeg => unop!(as_int, Int, |a| a.wrapping_neg()),
                Insn::LNeg => unop!(as_long, Long, |a| a.wrapping_neg()),
                Insn::FNeg => unop!(as_float, Float, |a| -a),
                Insn::DNeg => unop!(as_double, Double, |a| -a),
                Insn::IShl => binop!(as_int, Int, |a, b| a.wrapping_shl(b as u32 & 31)),
                Insn::IShr => binop!(as_int, Int, |a, b| a.wrapping_shr(b as u32 & 31)),
                Insn::IUShr => binop!(as_int, Int, |a, b| ((a as u32) >> (b as u32 & 31)) as i32),
                Insn::LShl | Insn::LShr | Insn::LUShr => {
                    let s = pop!().as_int() as u32 & 63;
                    let a = pop!().as_long();
                    vals.push(Value::Long(match insn {
                        Insn::LShl => a.wrapping_shl(s),
                        Insn::LShr => a.wrapping_shr(s),
                        _ => ((a as u64) >> s) as i64,
                    }));
                }
                Insn::IAnd => binop!(as_int, Int, |a, b| a & b),
                Insn::LAnd => binop!(as_long, Long, |a, b| a & b),
                Insn::IOr => binop!(as_int, Int, |a, b| a | b),
                Insn::LOr => binop!(as_long, Long, |a, b| a | b),
                Insn::IXor => binop!(as_int, Int, |a, b| a ^ b),
                Insn::LXor => binop!(as_long, Long, |a, b| a ^ b),
                Insn::I2L => unop!(as_int, Long, |a| a as i64),
                Insn::I2F => unop!(as_int, Float, |a| a as f32),
                Insn::I2D => unop!(as_int, Double, |a| a as f64),
                Insn::L2I => unop!(as_long, Int, |a| a as i32),
                Insn::L2F => unop!(as_long, Float, |a| a as f32),
                Insn::L2D => unop!(as_long, Double, |a| a as f64),
                // Rust's float-to-int `as` saturates and maps NaN to 0, as Java does.
                Insn::F2I => unop!(as_float, Int, |a| a as i32),
                Insn::F2L => unop!(as_float, Long, |a| a as i64),
                Insn::F2D => unop!(as_float, Double, |a| a as f64),
                Insn::D2I => unop!(as_double, Int, |a| a as i32),
                Insn::D2L => unop!(as_double, Long, |a| a as i64),
                Insn::D2F => unop!(as_double, Float, |a| a as f32),
                Insn::I2B => unop!(as_int, Int, |a| a as i8 as i32),
                Insn::I2C => unop!(as_int, Int, |a| a as u16 as i32),
                Insn::I2S => unop!(as_int, Int, |a| a as i16 as i32),
                Insn::LCmp => binop!(as_long, Int, |a, b| a.cmp(&b) as i32),
                Insn::FCmpL => binop!(as_float, Int, |a, b| fcmp(a as f64, b as f64, -1)),
                Insn::FCmpG => binop!(as_float, Int, |a, b| fcmp(a as f64, b as f64, 1)),
                Insn::DCmpL => binop!(as_double, Int, |a, b| fcmp(a, b, -1)),
                Insn::DCmpG => binop!(as_double, Int, |a, b| fcmp(a, b, 1)),
                Insn::If(cond, target) => {
                    if cond.holds(pop!().as_int(), 0) {
                        next = *target as usize;
                    }
                }
                Insn::IfICmp(cond, target) => {
                    let b = pop!().as_int();
                    let a = pop!().as_int();
                    if cond.holds(a, b) {
                        next = *target as usize;
                    }
                }
                Insn::IfACmpEq(target) | Insn::IfACmpNe(target) => {
                    let b = pop!().as_ref();
                    let a = pop!().as_ref();
                    if self.sealed.views_out {
                        self.note_identity_use(a);
                        self.note_identity_use(b);
                    }
                    if (a == b) == matches!(insn, Insn::IfACmpEq(_)) {
                        next = *target as usize;
                    }
                }
                Insn::IfNull(target) | Insn::IfNonNull(target) => {
                    let a = pop!().as_ref();
                    if a.is_none() == matches!(insn, Insn::IfNull(_)) {
                        next = *target as usize;
                    }
                }
                Insn::Goto(target) => next = *target as usize,
                Insn::TableSwitch {
                    default,
                    low,
                    targets,
                } => {
                    let v = pop!().as_int();
                    let off = (v as i64) - (*low as i64);
                    next = if off >= 0 && (off as usize) < targets.len() {
                        targets[off as usize]
                    } else {
                        *default
                    } as usize;
                }
                Insn::LookupSwitch { default, pairs } => {
                    let v = pop!().as_int();
                    next = match pairs.binary_search_by_key(&v, |p| p.0) {
                        Ok(i) => pairs[i].1,
                        Err(_) => *default,
                    } as usize;
                }
                Insn::ArrayLength => {
                    let Some(a) = peek!(0).as_ref() else { break };
                    let ObjData::Array(data) = &self.state.heap.get(a).data else {
                        break;
                    };
                    let len = data.len();
                    *vals.last_mut().expect("checked by peek") = Value::Int(len as i32);
                }
                Insn::ArrayLoad(kind) if heap => {
                    let index = peek!(0).as_int();
                    let Some(arr) = peek!(1).as_ref() else { break };
                    let ObjData::Array(data) = &self.state.heap.get(arr).data else {
                        break;
                    };
                    if !crate::interp::kind_fits(*kind, data)
                        || index < 0
                        || index as usize >= data.len()
                    {
                        break;
                    }
                    let v = data.get(index as usize);
                    vals.pop();
                    *vals.last_mut().expect("checked by peek") = v;
                }
                Insn::ArrayStore(kind) if heap && *kind != ArrayKind::Ref => {
                    let val = peek!(0);
                    let index = peek!(1).as_int();
                    let Some(arr) = peek!(2).as_ref() else { break };
                    let ObjData::Array(data) = &self.state.heap.get(arr).data else {
                        break;
                    };
                    if !crate::interp::kind_fits(*kind, data)
                        || index < 0
                        || index as usize >= data.len()
                    {
                        break;
                    }
                    vals.truncate(vals.len() - 3);
                    // The large loop's store, which cannot fail now; the
                    // site is for listeners, of which there are none.
                    let site = crate::listener::Site {
                        method,
                        pc: pc as u32,
                    };
                    self.cur_site = (method, pc as u32);
                    let tid = self.cur_thread;
                    if self
                        .array_store(tid, site, Some(arr), index, val, *kind)
                        .is_err()
                    {
                        unreachable!("array store checked before");
                    }
                }
                Insn::GetField(idx) if heap => {
                    let Resolved::Field(fr) = self.classes.cached(class_id, *idx) else {
                        break;
                    };
                    if fr.is_counter || fr.holds_clock || fr.thread_locals {
                        break;
                    }
                    let Some(obj) = peek!(0).as_ref() else { break };
                    let Some(v) = self.field_value(obj, fr.class, fr.slot) else {
                        break;
                    };
                    *vals.last_mut().expect("checked by peek") = v;
                }
                Insn::PutField(idx) if heap => {
                    let Resolved::Field(fr) = self.classes.cached(class_id, *idx) else {
                        break;
                    };
                    if fr.thread_locals {
                        break;
                    }
                    let Some(obj) = peek!(1).as_ref() else { break };
                    if !self.has_field(obj, fr.class, fr.slot) {
                        break;
                    }
                    let v = pop!();
                    vals.pop();
                    self.store_field(obj, fr, v);
                }
                _ => break,
            }
            // The instruction ran.
            first = false;
            pc = next;
            if left == 0
                || (left - 1) & (WATCHDOG_INSTRUCTIONS - 1) == 0
                || (stop_at_zero && pc == 0)
            {
                *remaining = left;
                frame.pc = pc as u32;
                return true;
            }
            left -= 1;
        }
        // Stopped before `insns[pc]`, which the large loop runs: give back
        // the budget charged for it, unless the large loop charged it.
        if !first {
            left += 1;
        }
        *remaining = left;
        frame.pc = pc as u32;
        !first
    }
}

/// Instructions `Vm::run_plain` never runs (it would return false at
/// once): the large loop tests this first, inlined, and skips the call.
#[inline(always)]
pub(crate) fn never_plain(insn: &Insn) -> bool {
    matches!(
        insn,
        Insn::InvokeVirtual(_)
            | Insn::InvokeSpecial(_)
            | Insn::InvokeStatic(_)
            | Insn::InvokeInterface(_)
            | Insn::InvokeDynamic(_)
            | Insn::Return
            | Insn::ReturnValue
            | Insn::New(_)
            | Insn::NewArray(_)
            | Insn::ANewArray(_)
            | Insn::MultiANewArray(..)
            | Insn::GetStatic(_)
            | Insn::PutStatic(_)
            | Insn::AThrow
            | Insn::CheckCast(_)
            | Insn::InstanceOf(_)
            | Insn::MonitorEnter
            | Insn::MonitorExit
    )
}
