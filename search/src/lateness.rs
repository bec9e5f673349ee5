//! The verdict's side of the program's clock reads: elapsed times explored
//! at their earliest only.
//!
//! A clock read under model checking returns the earliest time the
//! timeouts before it allow (0 across plain computation, exactly the
//! deadline after a timeout): a thread never runs late. A program that
//! checks an upper bound on an elapsed time (`assert took < 150 ms`) fails
//! on a loaded JVM and never in the model. So a search that finds no
//! violation is inconclusive if the program's own code (a frame of a
//! program class, callbacks the library calls included) read the clock
//! (`wayfinder_vm::program_clock`) and the value may influence its
//! behaviour. A read whose derived values reach only string building and
//! output (`crate::clock_flow`) does not count, nor does a read the class
//! library makes for its own timeouts below a program frame
//! (`OWN_TIMEOUTS`; `java.util.concurrent`'s reads are not recorded at
//! all: the `--timeouts` modes model them).

use wayfinder_vm::insn::Insn;
use wayfinder_vm::loader::MethodId;
use wayfinder_vm::program_clock::ProgramClockRead;
use wayfinder_vm::vm::Vm;

use crate::clock_flow::{self, Source};

/// Library methods (class, method) whose clock reads, under a program
/// frame, only measure their own timeouts: `Thread.join(ms)` and
/// `ReferenceQueue.remove(ms)` wait (timed) for the rest of their time,
/// which the time model explores, and keep the values in their frames.
const OWN_TIMEOUTS: &[(&str, &str)] = &[
    ("java/lang/Thread", "join"),
    ("java/lang/ref/ReferenceQueue", "remove"),
];

/// Does a program call of a method of this class hand the clock's value
/// back as its result (or as the object it constructs)?
fn hands_time_back(class: &str) -> bool {
    class.starts_with("java/time/")
        || matches!(
            class,
            "java/lang/System"
                | "java/util/Date"
                | "java/util/Calendar"
                | "java/util/GregorianCalendar"
                | "jdk/internal/misc/VM"
        )
}

/// Why a search that found no violation is inconclusive because of the
/// program's clock reads, if it is: of the reads whose value may influence
/// the program's behaviour, the one whose location sorts first (so the
/// reason does not depend on the order classes were loaded in).
pub fn reason(vm: &Vm) -> Option<String> {
    vm.program_clock_reads
        .reads
        .iter()
        .filter_map(|read| {
            kept(vm, read).map(|why| (vm.frame_location(read.method, read.pc), why))
        })
        .min()
        .map(|(at, why)| {
            format!(
                "the clock: {at} reads it and the value reaches {why}; elapsed times were explored at their earliest only (no thread ever ran late)"
            )
        })
}

fn names(vm: &Vm, m: MethodId) -> (&str, &str) {
    let meth = vm.classes.method(m);
    (&vm.classes.get(meth.class).name, &meth.name)
}

/// What the read's value may reach beyond output, if anything.
fn kept(vm: &Vm, read: &ProgramClockRead) -> Option<String> {
    if read
        .through
        .iter()
        .any(|&m| OWN_TIMEOUTS.contains(&names(vm, m)))
    {
        return None;
    }
    if let Some(&callee) = read.through.first() {
        let (class, method) = names(vm, callee);
        if !hands_time_back(class) {
            return Some(format!(
                "the class library ({}.{} reads it)",
                wayfinder_vm::descriptor::binary_name(class),
                method
            ));
        }
    }
    let meth = vm.classes.method(read.method);
    let insn = meth
        .code
        .as_ref()
        .and_then(|c| c.insns.get(read.pc as usize));
    let idx = match insn {
        Some(
            Insn::InvokeStatic(i)
            | Insn::InvokeVirtual(i)
            | Insn::InvokeSpecial(i)
            | Insn::InvokeInterface(i),
        ) => *i,
        _ => return Some("code the data flow does not follow".into()),
    };
    let class = vm.classes.get(meth.class);
    let source = match class.cp().get(usize::from(idx)) {
        Some(wayfinder_vm::classfile::CpEntry::MethodRef { name, desc, .. }) => {
            if desc.ends_with(")V") {
                if &**name == "<init>" {
                    Source::InitReceiver
                } else {
                    return Some("a call that returns nothing".into());
                }
            } else {
                Source::Result
            }
        }
        _ => return Some("code the data flow does not follow".into()),
    };
    clock_flow::kept_by(&vm.classes, read.method, read.pc, source)
}
