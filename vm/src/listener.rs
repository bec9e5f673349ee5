//! Observation hooks for analyses (races, lock order). A listener sees
//! what the interpreter does; it cannot change it. Every hook has a no-op
//! default, and the interpreter pays one emptiness check when none is
//! set. Several listeners can watch one VM (`Vm::add_listener`): footprints
//! for sleep sets, Eraser and the lock trees, future LTL propositions.

use crate::loader::{ClassId, MethodId};
use crate::value::ObjRef;
use crate::vm::Vm;

/// A memory location a thread can share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// Instance field `slot` of `obj`.
    Field { obj: ObjRef, slot: u32 },
    /// Static field `slot` of `class`.
    Static { class: ClassId, slot: u32 },
    /// Element `index` of array `obj`.
    Element { obj: ObjRef, index: u32 },
}

/// Where in the program an event happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Site {
    pub method: MethodId,
    pub pc: u32,
}

pub trait Listener {
    /// May the VM collect garbage while a thread runs (when the heap fills
    /// up) with this listener attached? Collected objects' slots are reused,
    /// so a listener that keeps `ObjRef`s between events must say no (the
    /// default); one that keys what it keeps by `Object::canon` can say yes.
    fn follows_collection(&self) -> bool {
        false
    }

    /// Fires when thread `tid` is about to read (`write == false`) or write
    /// `loc` at `site`; null and bounds checks have passed, the access has
    /// not happened yet. `volatile` is true for volatile fields.
    fn on_access(
        &mut self,
        _vm: &Vm,
        _tid: u32,
        _loc: Location,
        _write: bool,
        _volatile: bool,
        _site: Site,
    ) {
    }

    /// Fires after thread `tid` took `obj`'s monitor, adding `count` entries
    /// (1 for `monitorenter` and synchronized methods, the saved count when
    /// it re-acquires after `wait`). `site` is where it asked for it, when known.
    fn on_monitor_acquired(
        &mut self,
        _vm: &Vm,
        _tid: u32,
        _obj: ObjRef,
        _count: u32,
        _site: Option<Site>,
    ) {
    }

    /// Fires after thread `tid` changed class `class`'s initialisation
    /// status, and when it found another thread initialising the class and
    /// must wait for it.
    fn on_class_init(&mut self, _vm: &Vm, _tid: u32, _class: ClassId) {}

    /// Fires when thread `tid` uses class `class` where JVMS 5.5 looks at
    /// its initialisation (`new`, `getstatic`, `putstatic`, `invokestatic`,
    /// the initialisation of a subclass, reflection and `Unsafe`'s
    /// `ensureClassInitialized`, a lambda class at its call site) and finds
    /// that initialisation over: completed, or failed (the use then throws
    /// `NoClassDefFoundError`). Nothing has changed; the use goes on after.
    fn on_class_used(&mut self, _vm: &Vm, _tid: u32, _class: ClassId) {}

    /// Fires when an `Unsafe` get, put or compare-and-set native of thread
    /// `tid` is about to read (`write == false`) or write `loc` (for a CAS,
    /// `write` is true whether or not it succeeds). Plain field and array
    /// instructions report through `on_access` instead.
    fn on_unsafe_access(&mut self, _vm: &Vm, _tid: u32, _loc: Location, _write: bool) {}

    /// Fires after thread `tid` stored a value into `loc` with `putfield`
    /// or `putstatic`: the new value is in place, the next instruction has
    /// not run. (`Unsafe` and `VarHandle` stores report through
    /// `on_atomic_access` only.) Observers of field values, such as the
    /// key attributes of a model, read the value from `vm` here.
    fn after_field_write(&mut self, _vm: &Vm, _tid: u32, _loc: Location) {}

    /// Fires when thread `tid` found `obj`'s monitor held by another thread
    /// and is now Blocked on it.
    fn on_monitor_contended(&mut self, _vm: &Vm, _tid: u32, _obj: ObjRef) {}

    /// Fires after object `obj` was allocated by thread `tid` with identity
    /// key `key` (see `Vm::alloc`; threads allocating under one key affect
    /// each other's object identities).
    fn on_object_alloc(&mut self, _vm: &Vm, _tid: u32, _obj: ObjRef, _key: u64) {}

    /// Fires after thread `tid` released `count` entries of `obj`'s monitor
    /// (all of them when it calls `wait`).
    fn on_monitor_released(&mut self, _vm: &Vm, _tid: u32, _obj: ObjRef, _count: u32) {}

    /// Fires after thread `parent` started thread `child` (which has not run yet).
    fn on_thread_start(&mut self, _vm: &Vm, _parent: u32, _child: u32) {}

    /// Fires after thread `tid` ended.
    fn on_thread_end(&mut self, _vm: &Vm, _tid: u32) {}

    /// Fires when thread `tid` enters method `m` (its frame is pushed; for
    /// natives, before the native runs).
    fn on_method_enter(&mut self, _vm: &Vm, _tid: u32, _m: MethodId) {}

    /// Fires when method `m` of thread `tid` returns normally or unwinds.
    fn on_method_exit(&mut self, _vm: &Vm, _tid: u32, _m: MethodId) {}

    /// Fires after an `Unsafe` or `VarHandle` access native of thread `tid`
    /// (get, put, compare-and-set, compare-and-exchange, get-and-set,
    /// get-and-add...) touched `loc`: `read` when it read the location
    /// (every mode but a plain store), `wrote` when it stored to it (a
    /// compare-and-set only when it succeeded). The VM is sequentially
    /// consistent, so every such access can be taken as synchronisation:
    /// an acquire when it reads, a release when it writes.
    fn on_atomic_access(&mut self, _vm: &Vm, _tid: u32, _loc: Location, _read: bool, _wrote: bool) {
    }

    /// Fires when thread `tid` calls `unpark` on thread `target` (a thread
    /// that has started), before `target` is woken or given its permit.
    fn on_unpark(&mut self, _vm: &Vm, _tid: u32, _target: u32) {}

    /// Fires when thread `tid` starts unwinding for exception `exc`: thrown
    /// by `athrow`, by an instruction or native of the VM, or rethrown by a
    /// class initialiser's failure; before any handler is looked for, so
    /// whether it is caught is not known yet.
    fn on_throw(&mut self, _vm: &Vm, _tid: u32, _exc: ObjRef) {}

    /// Fires when a `park` of thread `tid` returns: it found a permit, was
    /// woken (by `unpark`, an interrupt or its timeout) or was interrupted;
    /// not when it blocks.
    fn on_park_return(&mut self, _vm: &Vm, _tid: u32) {}
}
