//! Untimed waits of the program's own code that no loop re-tests.
//!
//! `Object.wait()` and `LockSupport.park()` may return without a notify
//! or an unpark (a spurious wakeup: JLS 17.2.1, `LockSupport`'s contract),
//! which the search does not explore: a wait or park that returns there is
//! always woken. A program that waits in a loop re-testing its condition
//! (the idiom the JDK's documentation asks for) behaves the same after a
//! spurious wakeup as before it; one that waits under an `if` may not. So a
//! "no violation" verdict holds for such a program only if no spurious
//! wakeup happens, and the report says so, naming the call.
//!
//! The test for a loop is syntactic: a call is in a loop when a branch at
//! or after it jumps back to or before it (javac compiles `while` and `for`
//! bodies, and `do`, so). Timed waits are left out: under
//! `--timeouts any` one may end at any point, which is what a spurious
//! wakeup would look like.

use crate::classfile::CpEntry;
use crate::insn::{Insn, InsnIdx};
use crate::loader::Classes;

/// `Class.method(File.java:line)` of every untimed `Object.wait()` (when
/// `waits`: `check --spurious-wakeups` explores theirs) and
/// `LockSupport.park` call, in a loaded class of the program (not the
/// JDK's), that no loop encloses; in class loading order.
pub fn sites(classes: &Classes, waits: bool) -> Vec<String> {
    let mut found = Vec::new();
    for m in &classes.methods {
        let class = classes.get(m.class);
        if matches!(
            class.origin,
            Some(crate::classpath::Origin::Jdk { .. }) | None
        ) {
            continue;
        }
        let Some(code) = m.code.as_deref() else {
            continue;
        };
        for (pc, insn) in code.insns.iter().enumerate() {
            let idx = match insn {
                Insn::InvokeVirtual(i) | Insn::InvokeStatic(i) => *i,
                _ => continue,
            };
            let untimed_wait = match class.cp().get(usize::from(idx)) {
                Some(CpEntry::MethodRef {
                    class: owner,
                    name,
                    desc,
                    ..
                }) => {
                    (waits && &**name == "wait" && &**desc == "()V")
                        || (&**owner == "java/util/concurrent/locks/LockSupport"
                            && &**name == "park")
                }
                _ => false,
            };
            let pc = pc as InsnIdx;
            if untimed_wait && !in_loop(&code.insns, pc) {
                found.push(format!(
                    "{}.{}({}{})",
                    class.java_name(),
                    m.name,
                    class.source_file().unwrap_or("Unknown Source"),
                    code.line_of(pc)
                        .map(|l| format!(":{l}"))
                        .unwrap_or_default()
                ));
            }
        }
    }
    found
}

/// Does a branch at or after `pc` jump back to `pc` or before it?
fn in_loop(insns: &[Insn], pc: InsnIdx) -> bool {
    let back = |t: &InsnIdx| *t <= pc;
    insns[pc as usize..].iter().any(|insn| match insn {
        Insn::If(_, t)
        | Insn::IfICmp(_, t)
        | Insn::IfACmpEq(t)
        | Insn::IfACmpNe(t)
        | Insn::IfNull(t)
        | Insn::IfNonNull(t)
        | Insn::Goto(t) => back(t),
        Insn::TableSwitch {
            default, targets, ..
        } => back(default) || targets.iter().any(back),
        Insn::LookupSwitch { default, pairs } => {
            back(default) || pairs.iter().any(|(_, t)| back(t))
        }
        _ => false,
    })
}
