//! A static pass over the JDK's bytecode: private statics that only their
//! class's initialiser writes. Once the class is initialised such a static
//! never changes, so reading it needs no scheduling point, like reading a
//! `final` static.
//!
//! `Scanner` keeps its patterns in non-final private statics
//! (`WHITESPACE_PATTERN`, `FIND_ANY_PATTERN`), set in `<clinit>` and
//! never again; every `Scanner` a pool worker built and every token it
//! read was a point on them (three or four per parsed line in LogIngest).
//!
//! A static qualifies when it is declared by a class of the JDK (not the
//! program's class path), is private, neither final (handled anyway) nor
//! volatile, and:
//! - every `putstatic` naming it, in its class and in the class's nest
//!   mates (which may write private fields directly), is in the class's
//!   own `<clinit>`, which finishes before any other thread can read it
//!   (JVMS 5.5; reads during the initialisation are the initialising
//!   thread's, `crate::por`);
//! - the class declares no native method (the VM's natives may store into
//!   their class's statics);
//! - no string constant of the class or its nest mates is the field's
//!   name: the JDK reaches its own private fields by name only, through
//!   `Unsafe.objectFieldOffset`/`staticFieldOffset`, a `VarHandle` or
//!   reflection, and each of those needs the name.
//!
//! The program cannot write such a field: java.base opens none of its
//! packages to the program's module, so neither reflection nor a private
//! lookup reaches a private field of the JDK (JDK 17's strong
//! encapsulation, which the VM enforces: `setAccessible` throws
//! `InaccessibleObjectException`, `wayfinder_vm::natives::encapsulation`;
//! sample `ScannerStaticWrittenByReflection`). `sun.misc.Unsafe`, which
//! `java` lets reach any static, stops the check as unsupported when the
//! program asks it for a JDK class's static offset (sample
//! `ScannerStaticWrittenByUnsafe`). The pass is static: nothing is checked
//! at run time and nothing restarts.

use fxhash::FxHashMap;
use wayfinder_vm::classfile::{access, CpEntry};
use wayfinder_vm::classpath::Origin;
use wayfinder_vm::insn::Insn;
use wayfinder_vm::loader::{ClassId, Classes};
use wayfinder_vm::Vm;

use crate::policy::CheckPolicy;
use crate::stable_fields::nest_names;

/// This pass's answers, cached per static (holding class, slot).
pub type ClinitStatics = FxHashMap<(ClassId, u32), bool>;

impl CheckPolicy {
    /// Is static `slot` of `class` one that only `class`'s initialiser
    /// writes (see the module docs)? Asked for reads of non-final,
    /// non-volatile statics of an initialised class; it may load classes.
    pub(crate) fn static_set_once(&mut self, vm: &mut Vm, class: ClassId, slot: u32) -> bool {
        if let Some(&s) = self.clinit_statics.get(&(class, slot)) {
            return s;
        }
        let s = written_only_in_clinit(&mut vm.classes, class, slot);
        self.clinit_statics.insert((class, slot), s);
        s
    }
}

fn written_only_in_clinit(classes: &mut Classes, class: ClassId, slot: u32) -> bool {
    let c = classes.get(class);
    if matches!(c.origin, Some(Origin::Dir(_)) | Some(Origin::Jar(_))) {
        return false;
    }
    let Some(f) = c.static_fields.get(slot as usize) else {
        return false;
    };
    if f.owner != class
        || f.access & access::PRIVATE == 0
        || f.access & (access::FINAL | access::VOLATILE) != 0
    {
        return false;
    }
    let (name, desc) = (f.name.clone(), f.desc.clone());
    if c.methods.iter().any(|&m| classes.method(m).is_native()) {
        return false;
    }
    let Some(nest) = nest_names(classes, class) else {
        return false;
    };
    for member in &nest {
        let Ok(k) = classes.load(member) else {
            return false;
        };
        let kc = classes.get(k);
        let named = kc.cp().iter().any(|e| match e {
            CpEntry::String(s) => **s == *name,
            _ => false,
        });
        if named {
            return false;
        }
        let methods = kc.methods.clone();
        for m in methods {
            let meth = classes.method(m);
            let Some(code) = meth.code.clone() else {
                continue;
            };
            let own_clinit = k == class && &*meth.name == "<clinit>";
            for insn in code.insns.iter() {
                let Insn::PutStatic(idx) = insn else {
                    continue;
                };
                let writes_it = match classes.get(k).cp().get(*idx as usize) {
                    Some(CpEntry::FieldRef {
                        name: n, desc: d, ..
                    }) => *n == name && *d == desc,
                    _ => true,
                };
                if writes_it && !own_clinit {
                    return false;
                }
            }
        }
    }
    true
}
