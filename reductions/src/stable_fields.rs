//! A static pass over the bytecode: instance fields written only by their
//! class's constructors, on the object under construction. Once the
//! constructor has finished such a field never changes, so reading it needs
//! no scheduling point even on a shared object, like a `final` field.
//!
//! A field qualifies when it is private, neither final (handled anyway) nor
//! volatile, declared by a class from the user's class path (the JDK writes
//! its private fields through `Unsafe` and VarHandles), and every
//! `putfield` naming it in its class and in the class's nest mates (which
//! may write private fields directly) is in a constructor of the class with
//! `this` as the receiver (`putfields_on_this`). That a constructor let
//! `this` escape before such a write, or that reflection writes the field,
//! is not ruled out statically: the VM checks every write at run time (see
//! `CheckPolicy::note_field_write`) and the search starts again without the
//! field.

use std::cell::RefCell;
use std::rc::Rc;

use fxhash::{FxHashMap, FxHashSet};
use wayfinder_vm::classfile::{access, CpEntry};
use wayfinder_vm::classpath::Origin;
use wayfinder_vm::insn::Insn;
use wayfinder_vm::loader::{ClassId, Classes};
use wayfinder_vm::npe_message::putfields_on_this;
use wayfinder_vm::value::ObjRef;
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::Vm;

use crate::policy::CheckPolicy;

/// Fields named `Class.field` (internal class name) that must not be taken
/// as stable (a run found them written after construction).
pub type Demoted = Rc<RefCell<FxHashSet<String>>>;

/// This pass's answers, computed on demand and cached per field.
pub struct StableFields {
    cache: FxHashMap<(ClassId, u32), bool>,
    demoted: Demoted,
}

impl StableFields {
    pub fn new(demoted: Demoted) -> StableFields {
        StableFields {
            cache: FxHashMap::default(),
            demoted,
        }
    }
}

impl StableFields {
    /// Is instance field `slot`, declared by `class`, written only while its
    /// object is being constructed? Asked the first time a read or write of
    /// the field is met; it may load classes.
    pub fn is_stable(&mut self, classes: &mut Classes, class: ClassId, slot: u32) -> bool {
        if let Some(&s) = self.cache.get(&(class, slot)) {
            return s;
        }
        let s = written_only_in_constructors(classes, class, slot, &self.demoted.borrow());
        self.cache.insert((class, slot), s);
        s
    }
}

impl CheckPolicy {
    /// Does the pass (if on) say field `slot` of `class` never changes
    /// after construction?
    pub(crate) fn field_is_stable(&mut self, vm: &mut Vm, class: ClassId, slot: u32) -> bool {
        let Some(oracle) = self.stable_fields.as_mut() else {
            return false;
        };
        oracle.is_stable(&mut vm.classes, class, slot)
    }

    /// Field `slot` (declared by `class`) of `obj`, which other threads can
    /// reach, is about to be written: if the field was taken as stable, the
    /// claim was wrong.
    pub(crate) fn note_field_write(
        &mut self,
        vm: &mut Vm,
        _obj: ObjRef,
        class: ClassId,
        slot: u32,
    ) {
        if self.stable_fields.is_some()
            && self.field_is_stable(vm, class, slot)
            && self.broken_claim.is_none()
        {
            self.broken_claim = Some(BrokenClaim::StableField(class, slot));
        }
    }
}

/// The name `Demoted` uses for field `slot` of `class`.
pub fn field_name(classes: &Classes, class: ClassId, slot: u32) -> String {
    let c = classes.get(class);
    match c.instance_fields.get(slot as usize) {
        Some(f) => format!("{}.{}", c.name, f.name),
        None => format!("{}.#{slot}", c.name),
    }
}

/// The names of `class`'s nest (JVMS 5.4.4): the class itself, its nest
/// host and the host's members, sorted, each once; `None` when the class
/// has no class file or a nest member cannot be loaded (the callers then
/// claim nothing). The private members of `class` are accessible from
/// these classes' code alone.
pub(crate) fn nest_names(classes: &mut Classes, class: ClassId) -> Option<Vec<String>> {
    let c = classes.get(class);
    let file = c.file.clone()?;
    let mut nest: Vec<String> = vec![c.name.to_string()];
    let host_members = match &file.nest_host {
        Some(host) => {
            nest.push(host.to_string());
            let h = classes.load(host).ok()?;
            classes
                .get(h)
                .file
                .as_ref()
                .map(|hf| hf.nest_members.clone())
                .unwrap_or_default()
        }
        None => file.nest_members.clone(),
    };
    nest.extend(host_members.iter().map(|m| m.to_string()));
    nest.sort();
    nest.dedup();
    Some(nest)
}

fn written_only_in_constructors(
    classes: &mut Classes,
    class: ClassId,
    slot: u32,
    demoted: &FxHashSet<String>,
) -> bool {
    let c = classes.get(class);
    if !matches!(c.origin, Some(Origin::Dir(_)) | Some(Origin::Jar(_))) {
        return false;
    }
    let Some(f) = c.instance_fields.get(slot as usize) else {
        return false;
    };
    if f.owner != class
        || f.access & access::PRIVATE == 0
        || f.access & (access::FINAL | access::VOLATILE | access::STATIC) != 0
        || demoted.contains(&field_name(classes, class, slot))
    {
        return false;
    }
    let (name, desc) = (f.name.clone(), f.desc.clone());
    let Some(nest) = nest_names(classes, class) else {
        return false;
    };
    for member in &nest {
        let Ok(k) = classes.load(member) else {
            return false;
        };
        let methods = classes.get(k).methods.clone();
        for m in methods {
            let meth = classes.method(m);
            let Some(code) = meth.code.clone() else {
                continue;
            };
            let in_own_constructor = k == class && &*meth.name == "<init>";
            let mut on_this: Option<Option<Vec<bool>>> = None;
            for (i, insn) in code.insns.iter().enumerate() {
                let Insn::PutField(idx) = insn else {
                    continue;
                };
                let writes_it = match classes.get(k).cp().get(*idx as usize) {
                    Some(CpEntry::FieldRef {
                        name: n, desc: d, ..
                    }) => *n == name && *d == desc,
                    _ => true,
                };
                if !writes_it {
                    continue;
                }
                if !in_own_constructor {
                    return false;
                }
                let receivers = on_this.get_or_insert_with(|| putfields_on_this(classes, m));
                if receivers.as_ref().is_none_or(|r| r.get(i) != Some(&true)) {
                    return false;
                }
            }
        }
    }
    true
}
