//! Partial-order reduction's transition boundaries: which operations end a
//! transition. With the reduction on, only operations another thread could
//! observe do: accesses to objects other threads can reach (the VM tracks
//! sharedness), non-final statics no claim makes one thread's, lock
//! acquisition, and calls of synchronized or native methods. Final fields,
//! fields the stable-field pass vouches for, and statics one thread alone
//! uses (`crate::local_statics`) never change under another thread's feet.

use wayfinder_vm::library::LibraryStep;
use wayfinder_vm::listener::Site;
use wayfinder_vm::policy::Operation;
use wayfinder_vm::value::Value;
use wayfinder_vm::Vm;

use crate::policy::CheckPolicy;

impl CheckPolicy {
    /// Could another thread observe `op`? Only matters while more than one
    /// thread is alive and no thread is in a `Verify.beginAtomic` block.
    /// `at` is where the running thread is (see `Policy::is_scheduling_point`).
    /// Library-level atomicity (`crate::library_atomicity`) decides first:
    /// no point inside a library call, one where the library is entered or
    /// re-entered from a callback.
    pub(crate) fn is_scheduling_point(&mut self, vm: &mut Vm, op: &Operation, at: Site) -> bool {
        if vm.state.atomic_owner.is_some() {
            return false;
        }
        match vm.library_step(at) {
            LibraryStep::Inside => return false,
            LibraryStep::Boundary => {
                return vm.state.threads.iter().filter(|t| t.is_alive()).count() > 1
            }
            LibraryStep::Outside => {}
        }
        // A write the search observes (a key attribute, a proposition's
        // field) ends the transition, with or without other threads
        // (`crate::visible`).
        if let Some(v) = &self.visible {
            if v.borrow().is_visible(vm, op, at) {
                return true;
            }
        }
        let por = self.por;
        // With partial-order reduction, only accesses to objects another
        // thread can reach interfere; final fields never change once the
        // object is published.
        let shared = |vm: &Vm, v: Value| match v {
            Value::Ref(Some(o)) => !por || vm.state.heap.get(o).shared,
            _ => true,
        };
        let relevant = match *op {
            // Sharing first: it is the cheap test and rules out most reads.
            Operation::FieldRead { obj, field } => {
                shared(vm, obj)
                    && match vm.resolve_field_at(field, false) {
                        Some(f) => {
                            !(self.por && (f.is_final || self.field_is_stable(vm, f.class, f.slot)))
                        }
                        None => true,
                    }
            }
            Operation::FieldWrite { obj, .. } => shared(vm, obj),
            Operation::StaticRead { field } => match vm.resolve_field_at(field, true) {
                Some(f) if f.is_final && self.por => {
                    vm.state.classes[f.class as usize].init
                        != wayfinder_vm::state::InitState::Initialized
                }
                Some(f) if self.por && !f.is_volatile => !self.statics_are_local(vm, f.class),
                _ => true,
            },
            Operation::StaticWrite { field } => match vm.resolve_field_at(field, true) {
                Some(f) if self.por && !f.is_volatile => !self.statics_are_local(vm, f.class),
                _ => true,
            },
            Operation::ElementRead { array } => shared(vm, array),
            Operation::ElementWrite { array } => shared(vm, array),
            Operation::MonitorEnter { obj } => shared(vm, obj),
            // Releasing a lock only enables other threads; the thread's next
            // visible step is a scheduling point anyway, so every order of the
            // release with other threads' steps is still explored (JPF makes a
            // point here; skipping it is the largest single saving on lock-heavy
            // programs). Without POR it stays a point.
            Operation::MonitorExit { obj } => !self.por && shared(vm, obj),
            Operation::Local => false,
            // Creating an instance or calling a static method of a class not
            // yet initialised starts its initialisation or waits for another
            // thread's (JVMS 5.5): the class's status is shared by all threads.
            Operation::New { class } => match vm.resolve_class_at(class) {
                Some(c) => !vm.is_initialized(c),
                None => true,
            },
            Operation::Invoke { method, is_static } => {
                // Resolve now (loading is not part of the state), so the answer
                // depends only on the program, never on what was resolved before.
                match vm.resolve_method_at(method) {
                    Some(m) => {
                        let meth = vm.classes.method(m);
                        let class = meth.class;
                        meth.is_synchronized()
                            || meth.is_native()
                            || (is_static && !vm.is_initialized(class))
                    }
                    None => true,
                }
            }
        };
        relevant && vm.state.threads.iter().filter(|t| t.is_alive()).count() > 1
    }
}
