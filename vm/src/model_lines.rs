//! Source lines of Wayfinder's model classes as HotSpot would print them.
//!
//! A model class (`vm/java`, module "wayfinder.model") replaces a JDK
//! class, so its line numbers are those of Wayfinder's source, not the
//! JDK's: every uncaught exception of a started thread would end its
//! stack trace in `Thread.run(Thread.java:245)` where `java` prints the
//! JDK's line. When a stack trace element is made for a model frame that
//! is at a call, the JDK's own class is read from the run-time image and
//! the line of its same method's call to the same method (name and
//! descriptor) is used; when there is no such call (the model's method
//! differs, or the frame is not at a call) the model's own line stays.
//! Every report naming a frame (stack traces, trace steps, deadlock
//! stacks: `Vm::frame_location`) goes through `line`. A stack trace
//! element of a model method that is native in the JDK's class prints
//! `(Native Method)`, and a model native of its own (not in the JDK's
//! class) that raised an exception is not put on top of its stack trace
//! (`jdk_counterpart`, `natives::throwable`): JDK 17's `Thread.sleep`
//! shows as java prints it.

use crate::classfile::CpEntry;
use crate::classpath::Origin;
use crate::insn::{Insn, InsnIdx};
use crate::loader::MethodId;
use crate::parse::parse_class;
use crate::vm::Vm;

/// The method (name, descriptor) that instruction `pc` of `m` calls, if it
/// is an invocation of a named method.
fn callee(vm: &Vm, m: MethodId, pc: InsnIdx) -> Option<(String, String)> {
    let meth = vm.classes.method(m);
    let insn = meth.code.as_ref()?.insns.get(pc as usize)?;
    let file = vm.classes.get(meth.class).file.as_ref()?;
    member(&file.cp, insn)
}

fn member(cp: &[CpEntry], insn: &Insn) -> Option<(String, String)> {
    let idx = match insn {
        Insn::InvokeVirtual(i)
        | Insn::InvokeSpecial(i)
        | Insn::InvokeStatic(i)
        | Insn::InvokeInterface(i) => *i,
        _ => return None,
    };
    match cp.get(idx as usize)? {
        CpEntry::MethodRef { name, desc, .. } => Some((name.to_string(), desc.to_string())),
        _ => None,
    }
}

/// The JDK's line for model method `m` at instruction `pc`, when the JDK's
/// own class has the same method making the same call: its only such call;
/// or, when it makes it several times, the one at the same rank when the
/// model makes it as many times, the first when the model makes it once
/// (JDK 17's `println(Object)` calls `String.valueOf` on both of its
/// branches, the model on one).
pub fn jdk_line(vm: &Vm, m: MethodId, pc: InsnIdx) -> Option<u16> {
    let call = callee(vm, m, pc)?;
    let meth = vm.classes.method(m);
    let class = vm.classes.get(meth.class);
    let (bytes, _) = vm.classes.classpath.find_class(&class.name).ok()??;
    let jdk = parse_class(&bytes).ok()?;
    let code = jdk
        .methods
        .iter()
        .find(|d| *d.name == *meth.name && *d.desc == *meth.desc)?
        .code
        .as_ref()?;
    let found: Vec<InsnIdx> = (0..code.insns.len())
        .filter(|&i| member(&jdk.cp, &code.insns[i]).as_ref() == Some(&call))
        .map(|i| i as InsnIdx)
        .collect();
    let at = match found.len() {
        0 => return None,
        1 => found[0],
        n => {
            // The model's own calls of the same method: which one is `pc`?
            let file = vm.classes.get(meth.class).file.as_ref()?;
            let own: Vec<InsnIdx> = meth
                .code
                .as_ref()?
                .insns
                .iter()
                .enumerate()
                .filter(|(_, insn)| member(&file.cp, insn).as_ref() == Some(&call))
                .map(|(i, _)| i as InsnIdx)
                .collect();
            let rank = own.iter().position(|&i| i == pc)?;
            if own.len() == n {
                found[rank]
            } else if own.len() == 1 {
                found[0]
            } else {
                return None;
            }
        }
    };
    code.line_of(at)
}

/// How the JDK's own class has model method `m`: `None` when `m` is not
/// a model class's (or the JDK's class cannot be read); `Some(None)` when
/// the JDK's class has no method of that name (a helper of the model's
/// own); `Some(Some(native))` when it has one, `native` when that method,
/// with the same descriptor, is native there (JDK 17's `Thread.sleep(long)`,
/// which the model writes in Java around its own `sleep0`).
pub fn jdk_counterpart(vm: &Vm, m: MethodId) -> Option<Option<bool>> {
    let meth = vm.classes.method(m);
    let class = vm.classes.get(meth.class);
    if !matches!(&class.origin, Some(Origin::Jdk { module }) if module == "wayfinder.model") {
        return None;
    }
    let (bytes, _) = vm.classes.classpath.find_class(&class.name).ok()??;
    let jdk = parse_class(&bytes).ok()?;
    if !jdk.methods.iter().any(|d| *d.name == *meth.name) {
        return Some(None);
    }
    Some(Some(jdk.methods.iter().any(|d| {
        *d.name == *meth.name
            && *d.desc == *meth.desc
            && d.access & crate::classfile::access::NATIVE != 0
    })))
}

/// The line HotSpot would print for instruction `pc` of `m`: the JDK's
/// (`jdk_line`) for a model class's frame where it is known, else the
/// method's own line table's.
pub fn line(vm: &Vm, m: MethodId, pc: InsnIdx) -> Option<u16> {
    let meth = vm.classes.method(m);
    let is_model = matches!(
        &vm.classes.get(meth.class).origin,
        Some(Origin::Jdk { module }) if module == "wayfinder.model"
    );
    is_model
        .then(|| jdk_line(vm, m, pc))
        .flatten()
        .or_else(|| meth.code.as_ref().and_then(|c| c.line_of(pc)))
}
