//! Spurious failures of the program's weak compare-and-set calls.
//!
//! `weakCompareAndSet*` (of `AtomicInteger`, `AtomicLong`,
//! `AtomicBoolean`, `AtomicReference`, their array and field-updater
//! cousins, and `VarHandle`'s weak access modes) "may fail spuriously"
//! (the `VarHandle` contract): it may return false, writing nothing, although
//! the variable held the expected value. HotSpot on x86 never does, on
//! ARM and POWER it can. The search explores such a failure as it explores
//! a spurious wakeup (`crate::unlooped_waits`, under the same
//! `check --spurious-wakeups` mode): a choice of the calling thread between
//! the CAS proper and a failure that touches nothing.
//!
//! Which calls. Only those of the program's own code (the JDK's own weak
//! CASes sit in retry loops, and library atomicity relies on them). Under
//! `all` every such call; under `unlooped` (the default) those whose
//! failure no loop retries (`retried`): a failure that goes straight back
//! round a retry loop re-runs the same straight-line attempt with fresh
//! reads, which is the behaviour of an attempt that had not yet started,
//! so exploring it adds states and no behaviour; a failure that the code
//! handles otherwise (`if (!x.weakCompareAndSet(0, 1)) return;`) may be
//! a real new behaviour, and is explored. Under `none` no call fails
//! spuriously, and an unretried one that ran makes a complete search
//! inconclusive, naming it (`Vm::spurious_unexplored`). The test is the
//! same cheap bytecode test as for waits, adapted to a boolean result: the
//! conditional branch on the result sends the failure backwards (`do ...
//! while (!cas)`), or, through forward `goto`s and plain reads, to a
//! `goto` back to a loop head from which straight-line code (no branch,
//! no write of a field, static, array element or monitor) leads to the
//! call again (`while (!cas) {}`, `for (;;) { v = get(); if (cas(v, v +
//! 1)) break; }`). Calls in that code are let through (the idiom reads the
//! value with one): a call with effects before a retried CAS is a gap the
//! `unlooped` mode leaves (`all` explores it).
//!
//! The array and field-updater forms are not explored (a spurious failure
//! there must first pass the index and receiver checks the JDK's code
//! makes, which this module does not repeat): an unretried one that ran
//! is named in an inconclusive verdict under every mode.

use crate::classfile::CpEntry;
use crate::inputs::{choose, InputHook, Intercept};
use crate::insn::{Cond, Insn, InsnIdx};
use crate::loader::Classes;
use crate::thread::Frame;
use crate::unlooped_waits::{spurious_return, SpuriousWakeups};
use crate::value::Value;
use crate::vm::{Flow, Vm};

const MODES: &[&str] = &[
    "weakCompareAndSet",
    "weakCompareAndSetPlain",
    "weakCompareAndSetVolatile",
    "weakCompareAndSetAcquire",
    "weakCompareAndSetRelease",
];

/// The scalar atomics' weak CAS methods (class, descriptor): explored.
const SCALARS: &[(&str, &str)] = &[
    ("java/util/concurrent/atomic/AtomicInteger", "(II)Z"),
    ("java/util/concurrent/atomic/AtomicLong", "(JJ)Z"),
    ("java/util/concurrent/atomic/AtomicBoolean", "(ZZ)Z"),
    (
        "java/util/concurrent/atomic/AtomicReference",
        "(Ljava/lang/Object;Ljava/lang/Object;)Z",
    ),
];

/// The array and field-updater forms (class, descriptor): named when
/// unretried, not explored.
const OTHERS: &[(&str, &str)] = &[
    ("java/util/concurrent/atomic/AtomicIntegerArray", "(III)Z"),
    ("java/util/concurrent/atomic/AtomicLongArray", "(IJJ)Z"),
    (
        "java/util/concurrent/atomic/AtomicReferenceArray",
        "(ILjava/lang/Object;Ljava/lang/Object;)Z",
    ),
    (
        "java/util/concurrent/atomic/AtomicIntegerFieldUpdater$AtomicIntegerFieldUpdaterImpl",
        "(Ljava/lang/Object;II)Z",
    ),
    (
        "java/util/concurrent/atomic/AtomicLongFieldUpdater$CASUpdater",
        "(Ljava/lang/Object;JJ)Z",
    ),
    (
        "java/util/concurrent/atomic/AtomicLongFieldUpdater$LockedUpdater",
        "(Ljava/lang/Object;JJ)Z",
    ),
    (
        "java/util/concurrent/atomic/AtomicReferenceFieldUpdater$AtomicReferenceFieldUpdaterImpl",
        "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z",
    ),
];

/// The hook (`crate::inputs::InputHook`) on method `name` with descriptor
/// `desc` of class `class`, if it is one of the weak CASes above.
pub fn hook_for(class: &str, name: &str, desc: &str) -> Option<InputHook> {
    if !MODES.contains(&name) {
        return None;
    }
    if SCALARS.contains(&(class, desc)) {
        Some(scalar)
    } else if OTHERS.contains(&(class, desc)) {
        Some(other)
    } else {
        None
    }
}

/// Runs when a scalar atomic's weak CAS is invoked, before its body: the
/// choice between the CAS and a spurious failure, when the program's code
/// called it and the mode explores it.
fn scalar(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    Ok(if fails_spuriously(vm, tid)? {
        Intercept::Return(Some(Value::Int(0)))
    } else {
        Intercept::RunBody
    })
}

/// Runs when an array's or field updater's weak CAS is invoked: records an
/// unretried call of the program's code as unexplored.
fn other(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    let mode = vm.spurious_wakeups;
    vm.spurious_wakeups = SpuriousWakeups::None;
    spurious_return(vm, tid, &[], retried);
    vm.spurious_wakeups = mode;
    Ok(Intercept::RunBody)
}

/// Called by a weak CAS of the program's code (the caller's frame is the
/// running thread's last, standing at the call) before it touches the
/// variable: does it fail spuriously on this path? Poses the choice (0:
/// the CAS proper, 1: a failure) when the mode explores the call.
pub fn fails_spuriously(vm: &mut Vm, tid: u32) -> Result<bool, Flow> {
    if !spurious_return(vm, tid, &[], retried) {
        return Ok(false);
    }
    Ok(choose(vm, 2)? == 1)
}

/// Does `frame` stand at a call of a weak CAS (an `invokevirtual` of a
/// method named `weakCompareAndSet*`)? A choice a thread makes there is
/// `fails_spuriously`'s (for the trace).
pub fn at_weak_cas(classes: &Classes, frame: &Frame) -> bool {
    let Some(Insn::InvokeVirtual(idx)) = frame.code.insns.get(frame.pc as usize) else {
        return false;
    };
    let class = classes.get(classes.method(frame.method).class);
    matches!(
        class.cp().get(usize::from(*idx)),
        Some(CpEntry::MethodRef { name, .. }) if MODES.contains(&&**name)
    )
}

/// Does a failure of the weak CAS called at `pc` go back round a retry
/// loop that comes to the call again (see the module's doc)?
pub fn retried(insns: &[Insn], pc: InsnIdx) -> bool {
    let failure = match insns.get(pc as usize + 1) {
        Some(Insn::If(Cond::Eq, t)) => *t,
        Some(Insn::If(Cond::Ne, _)) => pc + 2,
        _ => return false,
    };
    if failure <= pc {
        return straight_to(insns, failure, pc);
    }
    let mut at = failure as usize;
    // Forward gotos only: each step moves on, so this ends.
    while let Some(insn) = insns.get(at) {
        match insn {
            Insn::Goto(t) if *t > at as InsnIdx => at = *t as usize,
            Insn::Goto(t) => return *t <= pc && straight_to(insns, *t, pc),
            insn if crate::unlooped_waits::pushes_plainly(insn) => at += 1,
            _ => return false,
        }
    }
    false
}

/// Is the code from `head` to the call at `pc` straight-line (no branch,
/// return or throw), so that coming back to `head` comes to the call, and
/// free of the writes an attempt would make twice (fields, statics, array
/// elements, monitors)? Calls are let through: the idiom reads the value
/// with one (`v = x.get()`); a call with effects before the CAS in a
/// retry loop is a gap `all` closes.
fn straight_to(insns: &[Insn], head: InsnIdx, pc: InsnIdx) -> bool {
    insns
        .get(head as usize..pc as usize)
        .unwrap_or(&[])
        .iter()
        .all(|insn| {
            !(crate::unlooped_waits::leaves_straight_line(insn)
                || matches!(
                    insn,
                    Insn::PutField(_)
                        | Insn::PutStatic(_)
                        | Insn::ArrayStore(_)
                        | Insn::MonitorEnter
                        | Insn::MonitorExit
                ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `x.weakCompareAndSet(0, 1)` at index 3 (`aload x; iconst 0; iconst 1`
    /// before it), followed by `tail`.
    fn call_then(tail: &[Insn]) -> Vec<Insn> {
        let mut v = vec![
            Insn::Load(1),
            Insn::IConst(0),
            Insn::IConst(1),
            Insn::InvokeVirtual(7),
        ];
        v.extend_from_slice(tail);
        v
    }

    #[test]
    fn a_failure_sent_back_to_the_call_is_retried() {
        // do { ... } while (!cas): the failure branches back.
        assert!(retried(
            &call_then(&[Insn::If(Cond::Eq, 0), Insn::Return]),
            3
        ));
        // while (!cas) {}: the failure falls through to a goto back.
        assert!(retried(
            &call_then(&[Insn::If(Cond::Ne, 6), Insn::Goto(0), Insn::Return]),
            3
        ));
    }

    #[test]
    fn a_failure_handled_otherwise_is_not_retried() {
        // if (!cas) throw ...: the failure goes on to other code.
        let throws = call_then(&[
            Insn::If(Cond::Ne, 7),
            Insn::Load(2),
            Insn::AThrow,
            Insn::Return,
        ]);
        assert!(!retried(&throws, 3));
        // The result stored, not tested.
        assert!(!retried(&call_then(&[Insn::Store(2), Insn::Return]), 3));
        // Back to a head from which a branch may skip the call.
        let skippable = vec![
            Insn::Load(1),
            Insn::If(Cond::Eq, 7),
            Insn::IConst(0),
            Insn::IConst(1),
            Insn::InvokeVirtual(7),
            Insn::If(Cond::Ne, 7),
            Insn::Goto(0),
            Insn::Return,
        ];
        assert!(!retried(&skippable, 4));
        // A field written before the call would be written again.
        let writes = vec![
            Insn::Load(0),
            Insn::IConst(1),
            Insn::PutField(9),
            Insn::Load(1),
            Insn::IConst(0),
            Insn::IConst(1),
            Insn::InvokeVirtual(7),
            Insn::If(Cond::Eq, 0),
            Insn::Return,
        ];
        assert!(!retried(&writes, 6));
    }
}
