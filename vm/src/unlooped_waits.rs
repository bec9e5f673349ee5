//! Untimed waits and parks of the program's own code that no loop
//! re-tests.
//!
//! `Object.wait()` and `LockSupport.park()` may return without a notify
//! or an unpark (a spurious wakeup: JLS 17.2.1, `LockSupport`'s contract).
//! A program that waits in a loop re-testing its condition (the idiom the
//! JDK's documentation asks for) behaves the same after a spurious wakeup
//! as before it; one that waits under an `if` may not. The search explores
//! the spurious wakeups `Vm::spurious_wakeups` asks for
//! (`spurious_return`, called by the wait and park natives; a weak CAS's
//! spurious failure, `crate::weak_cas`, goes the same way): under
//! `unlooped` (the default) those of calls no loop re-tests, under `all`
//! every call of the program's code; under `none` none, and a "no
//! violation" verdict then holds only if no spurious wakeup happens: the
//! unlooped calls that ran are recorded (`Vm::spurious_unexplored`) for the
//! report to name. The JDK's own waits and parks (locks, queues, pools)
//! are never woken so: they loop, and library atomicity relies on it.
//!
//! The test for a re-test is conservative: a call is re-tested only when
//! its return flows, through forward `goto`s and reads of locals, fields
//! and constants only, to a branch back to the loop's head (`while`,
//! `for`: a `goto` back to code whose only branches before the call jump
//! past it, the loop's condition) or to a conditional branch back (`do ...
//! while`). An `if`-wait inside an outer loop, whose return goes on to
//! other code before the loop comes round, is not re-tested. Timed waits
//! and parks are left out: under `--timeouts any` one may end at any
//! point, which is what a spurious wakeup would look like.

use crate::insn::{Insn, InsnIdx};
use crate::thread::Frame;
use crate::vm::Vm;

/// Which untimed `Object.wait()` and `LockSupport.park()` calls of the
/// program's own code the search lets return without a notify or unpark,
/// and which of its weak CASes fail spuriously (`check --spurious-wakeups`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SpuriousWakeups {
    /// None: a wait or park returns only when notified, unparked or
    /// interrupted, a weak CAS fails only on a different value.
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

/// Classes whose frames stand between the program and an untimed
/// `Object.wait()`: the program's call is the innermost frame outside them.
pub const WAIT_FRAMES: &[&str] = &["java/lang/Object"];

/// Classes whose frames stand between the program and an untimed
/// `LockSupport.park()`.
pub const PARK_FRAMES: &[&str] = &[
    "java/util/concurrent/locks/LockSupport",
    "jdk/internal/misc/Unsafe",
];

/// The innermost frame of thread `tid` outside the classes `between`,
/// when it runs the program's own code (not the JDK's): the program's
/// call of the wait, park or weak CAS whose native runs now. `None` when
/// the library made the call (a lock's or a pool's own park).
pub fn program_caller<'a>(vm: &'a Vm, tid: u32, between: &[&str]) -> Option<&'a Frame> {
    let frames = &vm.state.threads[tid as usize].frames;
    frames
        .iter()
        .rev()
        .map(|f| &**f)
        .find(|f| !between.contains(&&*vm.classes.get(vm.classes.method(f.method).class).name))
        .filter(|f| {
            let c = vm.classes.get(vm.classes.method(f.method).class);
            !matches!(c.origin, Some(crate::classpath::Origin::Jdk { .. }) | None)
        })
}

/// Called when thread `tid` is about to block in an untimed wait or park
/// (or to run a weak CAS) that the program's own code called through the
/// classes `between`: may it return spuriously (the wait or park without
/// a notify or unpark, the weak CAS failing) under `Vm::spurious_wakeups`?
/// Under `none` an unlooped call that is not explored is recorded in
/// `Vm::spurious_unexplored`, for the verdict to name.
/// `looped` tells whether the program's code re-tests the call's outcome
/// (`retested` for waits and parks, `crate::weak_cas::retried` for weak
/// CASes).
pub fn spurious_return(
    vm: &mut Vm,
    tid: u32,
    between: &[&str],
    looped: fn(&[Insn], InsnIdx) -> bool,
) -> bool {
    let Some(f) = program_caller(vm, tid, between) else {
        return false;
    };
    let (site, looped) = ((f.method, f.pc), looped(&f.code.insns, f.pc));
    match vm.spurious_wakeups {
        SpuriousWakeups::All => true,
        SpuriousWakeups::Unlooped => !looped,
        SpuriousWakeups::None => {
            if !looped {
                vm.spurious_unexplored.insert(site);
            }
            false
        }
    }
}

/// `Class.method(File.java:line)` of every call `spurious_return` recorded
/// as unexplored (calls that ran, under `--spurious-wakeups=none`), in
/// method order.
pub fn unexplored_sites(vm: &Vm) -> Vec<String> {
    vm.spurious_unexplored
        .iter()
        .map(|&(m, pc)| {
            let meth = vm.classes.method(m);
            let class = vm.classes.get(meth.class);
            let line = meth
                .code
                .as_deref()
                .and_then(|c| c.line_of(pc))
                .map(|l| format!(":{l}"))
                .unwrap_or_default();
            format!(
                "{}.{}({}{line})",
                class.java_name(),
                meth.name,
                class.source_file().unwrap_or("Unknown Source"),
            )
        })
        .collect()
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
            insn if pushes_plainly(insn) => at += 1,
            Insn::ArrayLength | Insn::LCmp => at += 1,
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
            insn if leaves_straight_line(insn) => return false,
            _ => {}
        }
    }
    guards > 0
}

/// Does `insn` only push a constant, a local or a field's value (no
/// effect, no branch)?
pub(crate) fn pushes_plainly(insn: &Insn) -> bool {
    matches!(
        insn,
        Insn::Nop
            | Insn::AConstNull
            | Insn::IConst(_)
            | Insn::LConst(_)
            | Insn::Ldc(_)
            | Insn::Ldc2(_)
            | Insn::Load(_)
            | Insn::GetField(_)
            | Insn::GetStatic(_)
    )
}

/// Does `insn` leave straight-line code: a branch, a switch, a return or
/// a throw?
pub(crate) fn leaves_straight_line(insn: &Insn) -> bool {
    matches!(
        insn,
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
            | Insn::AThrow
    )
}
