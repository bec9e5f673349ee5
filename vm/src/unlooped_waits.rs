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
//! The test for a re-test is conservative: a call is re-tested only when
//! its return flows, through forward `goto`s and reads of locals, fields
//! and constants only, to a branch back to the loop's head (`while`,
//! `for`: a `goto` back to code whose only branches before the call jump
//! past it, the loop's condition) or to a conditional branch back (`do ...
//! while`). An `if`-wait inside an outer loop, whose return goes on to
//! other code before the loop comes round, is not re-tested. Timed waits
//! are left out: under `--timeouts any` one may end at any point, which is
//! what a spurious wakeup would look like.

use crate::classfile::CpEntry;
use crate::insn::{Insn, InsnIdx};
use crate::loader::Classes;

/// Which untimed `Object.wait()` calls of the program's own code the
/// search lets return without a notify (`check --spurious-wakeups`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SpuriousWakeups {
    /// None: a wait returns only when notified or interrupted.
    None,
    /// Those no loop re-tests (`retested`): the others behave after a
    /// spurious wakeup as they would at their loop's condition.
    #[default]
    Unlooped,
    /// Every one.
    All,
}

impl SpuriousWakeups {
    /// The mode named `none`, `unlooped` or `all`.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "none" => Some(Self::None),
            "unlooped" => Some(Self::Unlooped),
            "all" => Some(Self::All),
            _ => None,
        }
    }

    /// The mode's name, as `parse` reads it.
    pub fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Unlooped => "unlooped",
            Self::All => "all",
        }
    }
}

/// `Class.method(File.java:line)` of every untimed `Object.wait()` (when
/// `waits`: the search explores the spurious wakeups of the others) and
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
            if untimed_wait && !retested(&code.insns, pc) {
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

/// Does the return of the call at `pc` reach a re-test of the condition
/// that guards it before anything else (see the module's doc)?
pub fn retested(insns: &[Insn], pc: InsnIdx) -> bool {
    let mut at = pc as usize + 1;
    // Forward gotos only: each step moves on, so this ends.
    while let Some(insn) = insns.get(at) {
        match insn {
            Insn::Goto(t) if *t > pc => at = *t as usize,
            Insn::Goto(t) => return guarded_from(insns, *t, pc),
            Insn::If(_, t)
            | Insn::IfICmp(_, t)
            | Insn::IfACmpEq(t)
            | Insn::IfACmpNe(t)
            | Insn::IfNull(t)
            | Insn::IfNonNull(t) => return *t <= pc,
            Insn::Nop
            | Insn::AConstNull
            | Insn::IConst(_)
            | Insn::LConst(_)
            | Insn::Ldc(_)
            | Insn::Ldc2(_)
            | Insn::Load(_)
            | Insn::GetField(_)
            | Insn::GetStatic(_)
            | Insn::ArrayLength
            | Insn::LCmp => at += 1,
            _ => return false,
        }
    }
    false
}

/// Is the code from `head` to the call at `pc` a loop's condition: no
/// branch there but conditional ones jumping past the call, and one at
/// least?
fn guarded_from(insns: &[Insn], head: InsnIdx, pc: InsnIdx) -> bool {
    let mut guards = 0;
    for insn in insns.get(head as usize..pc as usize).unwrap_or(&[]) {
        match insn {
            Insn::If(_, t)
            | Insn::IfICmp(_, t)
            | Insn::IfACmpEq(t)
            | Insn::IfACmpNe(t)
            | Insn::IfNull(t)
            | Insn::IfNonNull(t)
                if *t > pc =>
            {
                guards += 1
            }
            Insn::If(..)
            | Insn::IfICmp(..)
            | Insn::IfACmpEq(_)
            | Insn::IfACmpNe(_)
            | Insn::IfNull(_)
            | Insn::IfNonNull(_)
            | Insn::Goto(_)
            | Insn::TableSwitch { .. }
            | Insn::LookupSwitch { .. }
            | Insn::Return
            | Insn::ReturnValue
            | Insn::AThrow => return false,
            _ => {}
        }
    }
    guards > 0
}
