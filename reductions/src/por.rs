//! Partial-order reduction's transition boundaries: which operations end a
//! transition. With the reduction on, only operations another thread could
//! observe do: accesses to objects other threads can reach (the VM tracks
//! sharedness), non-final statics no claim makes one thread's, lock
//! acquisition, and calls of synchronized or native methods. Final fields,
//! fields the stable-field pass vouches for, and statics one thread alone
//! uses (`crate::local_statics`) never change under another thread's feet,
//! and neither do the statics of a class the running thread is initialising
//! (until the initialisation ends, other threads wait for it). Nor do the
//! contents of objects a class initialiser published, while no one writes
//! them (`wayfinder_vm::sealed_objects`, checked at run time), nor
//! shared objects one thread alone uses while others are alive
//! (`crate::owned_objects`, checked at run time), nor those every thread
//! touches only under one common lock (`crate::lock_protected`, checked at
//! run time).

use wayfinder_vm::library::LibraryStep;
use wayfinder_vm::listener::Site;
use wayfinder_vm::policy::Operation;
use wayfinder_vm::value::Value;
use wayfinder_vm::Vm;

use wayfinder_vm::loader::MethodId;
use wayfinder_vm::policy::INVOKE_OPERANDS;

use crate::footprint::is_pure_function;
use crate::policy::{CheckPolicy, NativeKind};

impl CheckPolicy {
    /// Could another thread observe `op`? Only matters while more than one
    /// thread is alive and no thread is in a `Verify.beginAtomic` block.
    /// `at` is where the running thread is (see `Policy::is_scheduling_point`).
    /// Library-level atomicity (`crate::library_atomicity`) decides first:
    /// no point inside a library call, one where the library is entered or
    /// re-entered from a callback.
    pub(crate) fn is_scheduling_point(&mut self, vm: &mut Vm, op: &Operation, at: Site) -> bool {
        // Checked before anything else, so that no access escapes the
        // claim (`crate::owned_objects`).
        let owned = self.owned_objects.is_some() && self.owned_access(vm, op);
        let protected = self.lock_protected.is_some() && self.lock_protected_access(vm, op);
        // Before the library's rule too: a writer of the services' inputs
        // may be entered from inside the library (`crate::quiet_services`).
        if self.quiet_services {
            self.note_library_input(vm, op, at);
        }
        if let Some(u) = &mut self.unreached {
            u.note_op(vm, op);
        }
        if vm.state.atomic_owner.is_some() {
            return false;
        }
        match vm.library_step(at) {
            LibraryStep::Inside => return false,
            // A locale or format service entered from outside runs in the
            // transition of the thread's previous point while nothing it
            // reads is written meanwhile (`crate::quiet_services`).
            // A call that touches only what no other thread can reach
            // is a local step (`crate::unreached`).
            LibraryStep::Boundary => {
                return others_may_run(vm)
                    && !self.quiet_entry(vm, at)
                    && !self.unreached_entry(vm, at)
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
        // While the shutdown runs and every other live thread is disabled,
        // the point would have one successor, this thread's step
        // (`wayfinder_vm::shutdown`); the claims (`local_statics`) are not
        // consulted either: what this thread touches now is ordered by
        // causality with every other thread's steps, on every path.
        if vm.shutdown_runs_alone(vm.cur_thread) {
            return false;
        }
        let por = self.por;
        // With partial-order reduction, only accesses to objects another
        // thread can reach interfere; final fields never change once the
        // object is published.
        let shared = |vm: &Vm, v: Value| match v {
            Value::Ref(Some(o)) => !por || vm.state.heap.get(o).shared,
            _ => true,
        };
        // Published by a class initialiser and unchanging since
        // (`wayfinder_vm::sealed_objects`; only set with the reduction on).
        let sealed = |vm: &Vm, v: Value| {
            vm.sealed.on && matches!(v, Value::Ref(Some(o)) if vm.state.heap.get(o).sealed)
        };
        let sealed_field = |vm: &Vm, v: Value, slot: u32| match v {
            Value::Ref(Some(o)) => vm.sealed_field_holds(o, slot),
            _ => false,
        };
        let relevant = match *op {
            // Sharing first: it is the cheap test and rules out most reads.
            Operation::FieldRead { obj, field } => {
                shared(vm, obj)
                    && match vm.resolve_field_at(field, false) {
                        Some(f) => {
                            !(self.por
                                && (f.is_final
                                    || sealed_field(vm, obj, f.slot)
                                    || self.field_is_stable(vm, f.class, f.slot)
                                    || string_hash_cache(vm, f.class, f.slot)
                                    || class_name_cache(vm, f.class, f.slot)
                                    || own_thread_map(vm, obj, f.thread_locals)))
                        }
                        None => true,
                    }
            }
            Operation::FieldWrite { obj, field } => {
                shared(vm, obj)
                    && !(self.por
                        && vm.resolve_field_at(field, false).is_some_and(|f| {
                            string_hash_cache(vm, f.class, f.slot)
                                || class_name_cache(vm, f.class, f.slot)
                                || own_thread_map(vm, obj, f.thread_locals)
                                || (sealed(vm, obj)
                                    && matches!(obj, Value::Ref(Some(o)) if vm.sealed_lazy_field(o, f.slot)))
                        }))
            }
            // The statics of a class the running thread is initialising:
            // every other thread waits for the initialisation before it
            // touches them (JVMS 5.5), and what they reference is unshared
            // until it ends (`Vm::publish_static`).
            Operation::StaticRead { field } | Operation::StaticWrite { field }
                if self.por
                    && vm
                        .resolve_field_at(field, true)
                        .is_some_and(|f| vm.initialising_here(f.class)) =>
            {
                false
            }
            Operation::StaticRead { field } => match vm.resolve_field_at(field, true) {
                Some(f) if f.is_final && self.por => {
                    vm.state.classes[f.class as usize].init
                        != wayfinder_vm::state::InitState::Initialized
                }
                // Set once by the JDK class's initialiser
                // (`crate::clinit_statics`), or one thread's.
                Some(f) if self.por && !f.is_volatile => {
                    !((vm.state.classes[f.class as usize].init
                        == wayfinder_vm::state::InitState::Initialized
                        && self.static_set_once(vm, f.class, f.slot))
                        || self.statics_are_local(vm, f.class))
                }
                _ => true,
            },
            Operation::StaticWrite { field } => match vm.resolve_field_at(field, true) {
                Some(f) if self.por && !f.is_volatile => !self.statics_are_local(vm, f.class),
                _ => true,
            },
            // A string's contents never change (`wayfinder_vm::frozen_strings`).
            Operation::ElementRead { array } => {
                let frozen = por
                    && vm.frozen_strings
                    && matches!(array, Value::Ref(Some(a)) if vm.state.heap.get(a).frozen);
                shared(vm, array) && !sealed(vm, array) && !frozen
            }
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
            // A class the running thread is initialising is a recursive
            // request (step 3), which waits for no one; a class whose
            // initialisation runs no code (`Vm::init_is_trivial`) is
            // initialised within the step, invisibly to other threads.
            Operation::New { class } => match vm.resolve_class_at(class) {
                Some(c) => !(vm.is_initialized(c) || (self.por && vm.init_is_trivial(c))),
                None => true,
            },
            Operation::Invoke {
                method,
                is_static,
                special,
                top,
            } => {
                // `invokespecial` calls the method named: its receiver
                // selects nothing.
                let top = if special {
                    [Value::Top; INVOKE_OPERANDS]
                } else {
                    top
                };
                // Resolve now (loading is not part of the state), so the answer
                // depends only on the program, never on what was resolved before.
                match vm.resolve_method_at(method) {
                    Some(m) => {
                        let m = if self.por && !is_static {
                            selected(vm, m, &top).unwrap_or(m)
                        } else {
                            m
                        };
                        let meth = vm.classes.method(m);
                        let class = meth.class;
                        if self.por && meth.is_native() {
                            self.unsafe_statics_use(vm, m, &top);
                        }
                        (meth.is_synchronized()
                            && (is_static || !self.por || !unshared_receiver(vm, m, &top)))
                            || (meth.is_native()
                                && !(self.por
                                    && (self.quiet_native(vm, m, &top) || shutdown_join(vm, m))))
                            || (is_static
                                && !vm.is_initialized(class)
                                && !(self.por && vm.init_is_trivial(class)))
                    }
                    None => true,
                }
            }
        };
        let point = relevant && others_may_run(vm);
        // An object no other thread can reach (`crate::unreached`).
        if point && self.unreached_access(vm, op) {
            return false;
        }
        // The claim decides last: it is used only where, without it, the
        // access would have been a point (`crate::owned_objects`, "Unused
        // claims"); a read of a final field or a write of a string's hash
        // cache takes no point away.
        // The lock-protected claim first (`crate::lock_protected`): it is
        // the likelier to hold when a second thread comes.
        if point && protected {
            self.lock_claim_used();
            return false;
        }
        if point && owned {
            self.owned_claim_used();
            return false;
        }
        point
    }
}

/// Is this an access of the running thread to the `threadLocals` field of
/// its own `Thread` object (`thread_locals`: the field is that one)?
///
/// Such an access needs no scheduling point. `ThreadLocal.get`, `set`,
/// `remove` and `setInitialValue` read the field (`getMap`) and
/// `createMap` writes it on every first use; with the `Thread` object
/// shared (the thread that started it holds it to `join`), each was a
/// point, interleaved with every step of every other thread.
///
/// Why no outcome is lost. Only the owning thread reads or writes the
/// field:
/// - in the class library, `ThreadLocal.getMap`/`createMap` are only
///   passed `Thread.currentThread()` (from `get`, `set`, `remove`,
///   `setInitialValue`); `InheritableThreadLocal` overrides them to use
///   `inheritableThreadLocals` instead, a different field (a child's
///   inherited map is built by its parent in the child's constructor,
///   before `start`, and is published as usual); JDK 25's
///   `Thread.threadLocals()` is called on the current (carrier) thread;
///   `ThreadLocalRandom.eraseThreadLocals` is called by a pool's or a
///   cleaner's thread on itself; the model `Thread` does not clear the
///   field at exit;
/// - the field is package-private in `java.lang`, which is not open to
///   the program's reflection;
/// - whatever path another thread takes to the field (`getfield`/
///   `putfield`, `Unsafe` at its offset, reflection with `--add-opens`),
///   that access stops the run with exit 4 under `check`
///   (`wayfinder_vm::own_thread_locals`), in every schedule, whatever came
///   before. Take an execution with such an access and its prefix before
///   the first one: there the owner's accesses commute with every other
///   thread's steps (no one else touches the field), so the reduced
///   search explores an equivalent prefix and meets the foreign access,
///   and the verdict is "unsupported", never "no violation".
///
/// So, until a run ends, the owner's accesses commute with every step of
/// every other thread, and moving them into the transition of the
/// thread's previous point hides no outcome, as for an object no other
/// thread can reach (`crate::unreached`). The map the field holds, its
/// table and its entries are unshared already (`Vm::mark_shared` does not
/// follow the field, `Vm::unpublished_field` keeps a store into it from
/// publishing the map), so their accesses are no points either. What the
/// rule does not cover is the *values*: a value a thread stores in its
/// `ThreadLocal` and also publishes some other way (a static field, a
/// queue, a captured variable of another thread's task) is shared as any
/// object is, and its accesses keep their points (sample
/// `ThreadLocalValueLeaked`).
fn own_thread_map(vm: &Vm, obj: Value, thread_locals: bool) -> bool {
    thread_locals
        && matches!(obj, Value::Ref(Some(o))
            if vm.state.threads.get(vm.cur_thread as usize).is_some_and(|t| t.obj == o))
}

impl CheckPolicy {
    /// Is `op` an access to an object no other thread can reach (a field,
    /// an element, a monitor), when the rule is on?
    fn unreached_access(&mut self, vm: &Vm, op: &Operation) -> bool {
        let Some(u) = &mut self.unreached else {
            return false;
        };
        match *op {
            Operation::FieldRead {
                obj: Value::Ref(Some(o)),
                ..
            }
            | Operation::FieldWrite {
                obj: Value::Ref(Some(o)),
                ..
            }
            | Operation::ElementRead {
                array: Value::Ref(Some(o)),
            }
            | Operation::ElementWrite {
                array: Value::Ref(Some(o)),
            } => !u.reachable_by_others(vm, o),
            // A string may be an interned constant, every thread's through
            // `ldc`: its monitor stays a point.
            Operation::MonitorEnter {
                obj: Value::Ref(Some(o)),
            } => vm.state.heap.get(o).class != vm.wk.string && !u.reachable_by_others(vm, o),
            _ => false,
        }
    }

    /// Is the library entry at `at` (a method's first instruction) one of a
    /// class whose calls touch only what their arguments reach, with
    /// arguments that reach nothing another thread could change
    /// (`crate::unreached`)?
    fn unreached_entry(&mut self, vm: &Vm, at: Site) -> bool {
        let Some(u) = &mut self.unreached else {
            return false;
        };
        at.pc == 0 && u.closed_class(vm, at.method) && u.closed(vm, vm.entered_refs())
    }
}

/// Is `m` `Thread.join0` while the shutdown runs (`ApplicationShutdownHooks`
/// joining the hook threads it started)? A join reads only whether its
/// target has ended (and the joiner's interrupt flag): the joiner goes on
/// only after that end whether it calls `join0` before or after it, and
/// what it did before the call commutes with the target's steps (the
/// earlier operations had their own points), so no point is needed; the
/// thread then blocks, which ends the transition. Confined to the
/// shutdown, where it turns the hook thread's steps from a second chain
/// beside the joiner's pending call into one run (see
/// `wayfinder_vm::shutdown`), so that no other pinned count changes.
fn shutdown_join(vm: &Vm, m: MethodId) -> bool {
    let meth = vm.classes.method(m);
    meth.class == vm.wk.thread && &*meth.name == "join0" && vm.shutdown_running()
}

/// May another thread than the running one run before its next step:
/// is another thread alive, and, while the shutdown runs, is one of them
/// enabled (`Vm::shutdown_runs_alone`: a point whose only successor is
/// the running thread's step is left out there)?
fn others_may_run(vm: &Vm) -> bool {
    vm.state.threads.iter().filter(|t| t.is_alive()).count() > 1
        && !vm.shutdown_runs_alone(vm.cur_thread)
}

impl CheckPolicy {
    /// A call of native `m` with operands `top` that is an `Unsafe` memory
    /// access addressing a class's statics (its base a `java.lang.Class`
    /// object, `Unsafe.staticFieldBase`'s answer: method handles on static
    /// fields), or the model's reflective accessor of a static field
    /// (`Class$VmFieldAccessor.read0`/`write0`: `Field.get(null)`,
    /// `Field.setInt(null, ..)`), or an access mode of a `VarHandle` on a
    /// static field (`findStaticVarHandle`), uses those statics, as a `getstatic` or
    /// `putstatic` would: the one-thread-statics claim
    /// (`crate::local_statics`) must see it, or a thread that only writes
    /// statics reflectively leaves another thread's claim on them intact
    /// and that thread's reads without points (sample
    /// `StaticsWrittenByReflection`). The call itself stays a point (the
    /// `Class` and `Field` objects are shared, the natives not quiet).
    fn unsafe_statics_use(&mut self, vm: &Vm, m: MethodId, top: &[Value; INVOKE_OPERANDS]) {
        let meth = vm.classes.method(m);
        if &*vm.classes.get(meth.class).name == "java/lang/Class$VmFieldAccessor" {
            // read0(field) and write0(field, value): the field is the
            // first argument, the last operand but `n_args - 1`.
            let n = meth.n_args as usize;
            if let Some(Value::Ref(Some(f))) = n.checked_sub(1).and_then(|i| top.get(i)) {
                let holder = vm.field_by_name(*f, "clazz");
                if let Some(Value::Ref(Some(mirror))) = holder {
                    self.statics_are_local(vm, vm.class_of_mirror(mirror));
                }
            }
            return;
        }
        if &*vm.classes.get(meth.class).name == "java/lang/invoke/VarHandle" {
            // An access mode of a VarHandle on a static field (the model's
            // `IndirectVarHandle`, `kind` 1): the handle is the receiver,
            // the last operand but `n_args - 1` (a static field's handle
            // has no coordinates, so at most three operands: never beyond
            // the window).
            let receiver = (meth.n_args as usize)
                .checked_sub(1)
                .and_then(|i| top.get(i));
            if let Some(Value::Ref(Some(vh))) = receiver {
                if vm.field_by_name(*vh, "kind").map(|k| k.as_int()) == Some(1) {
                    if let Some(Value::Ref(Some(mirror))) = vm.field_by_name(*vh, "holder") {
                        self.statics_are_local(vm, vm.class_of_mirror(mirror));
                    }
                }
            }
            return;
        }
        self.quiet_native(vm, m, top);
        let Some(Some(NativeKind::UnsafeMemory(bases))) = self.native_kinds.get(m as usize) else {
            return;
        };
        for &i in *bases {
            if let Value::Ref(Some(o)) = top[i] {
                if vm.state.heap.get(o).class == vm.wk.class {
                    self.statics_are_local(vm, vm.class_of_mirror(o));
                }
            }
        }
    }

    /// Is a call of native `m` with operands `top` (see `Operation::Invoke`)
    /// one no other thread could observe or influence: a pure function
    /// (`crate::footprint::is_pure_function`), `System.arraycopy`
    /// between two arrays no other thread can reach, or an `Unsafe` memory
    /// access whose bases are native memory or such objects
    /// (`NativeKind::UnsafeMemory`), a reflective array allocation, or a
    /// stack trace filled into a throwable no other thread can reach?
    fn quiet_native(&mut self, vm: &Vm, m: MethodId, top: &[Value; INVOKE_OPERANDS]) -> bool {
        let i = m as usize;
        if self.native_kinds.len() <= i {
            self.native_kinds.resize(i + 1, None);
        }
        let kind = *self.native_kinds[i].get_or_insert_with(|| {
            let meth = vm.classes.method(m);
            let name = format!("{}.{}", vm.classes.get(meth.class).name, meth.name);
            if is_pure_function(&name) {
                NativeKind::Pure
            } else if name == "java/lang/System.arraycopy" {
                NativeKind::ArrayCopy
            } else if name == "java/lang/Object.clone" {
                NativeKind::Clone
            } else if name == "java/lang/reflect/Array.newArray" {
                NativeKind::NewArray
            } else if name == "java/lang/Throwable.fillInStackTrace" && meth.n_args == 2 {
                NativeKind::StackTrace
            } else if let Some(bases) = unsafe_memory_bases(&name, meth.n_args as usize) {
                NativeKind::UnsafeMemory(bases)
            } else {
                NativeKind::Other
            }
        });
        let unshared = |v: Value| match v {
            Value::Ref(Some(o)) => !vm.state.heap.get(o).shared,
            _ => false,
        };
        let sealed = |v: Value| {
            vm.sealed.on && matches!(v, Value::Ref(Some(o)) if vm.state.heap.get(o).sealed)
        };
        let frozen = |v: Value| {
            vm.frozen_strings && matches!(v, Value::Ref(Some(o)) if vm.state.heap.get(o).frozen)
        };
        match kind {
            NativeKind::Pure => true,
            // arraycopy(src, srcPos, dest, destPos, length)
            // (copying out of a sealed array or a string's contents only
            // reads what never changes)
            NativeKind::ArrayCopy => {
                (unshared(top[4]) || sealed(top[4]) || frozen(top[4])) && unshared(top[2])
            }
            // clone() (its receiver the one operand); an array's
            // elements are all it has (its length never changes)
            NativeKind::Clone => {
                let arr =
                    matches!(top[0], Value::Ref(Some(o)) if vm.state.heap.get(o).array().is_some());
                unshared(top[0]) || (arr && (sealed(top[0]) || frozen(top[0])))
            }
            NativeKind::UnsafeMemory(bases) => bases
                .iter()
                .all(|&i| matches!(top[i], Value::Ref(None)) || unshared(top[i])),
            NativeKind::NewArray => true,
            // fillInStackTrace(int): the receiver under the int
            NativeKind::StackTrace => unshared(top[1]),
            NativeKind::Other => false,
        }
    }
}

/// Where the bases of `Unsafe` memory native `name` (with `n_args`
/// values, the receiver included) are among `Operation::Invoke`'s `top`
/// operands (the last argument first), if it is one: the first argument
/// of a get, put or compare-and-set (`getInt(Object, long)`), of
/// `setMemory0`; the first and third of `copyMemory0`. Natives whose
/// arguments do not all fit in `top` are not (`copySwapMemory0`).
fn unsafe_memory_bases(name: &str, n_args: usize) -> Option<&'static [usize]> {
    const FIRST: [&[usize]; INVOKE_OPERANDS + 1] = [&[], &[], &[0], &[1], &[2], &[3], &[4]];
    let m = name.strip_prefix("jdk/internal/misc/Unsafe.")?;
    if !(2..=INVOKE_OPERANDS).contains(&n_args) {
        return None;
    }
    if m == "copyMemory0" {
        return Some(&[4, 2]);
    }
    let access = ["get", "put", "compareAndSet", "compareAndExchange"]
        .iter()
        .any(|p| m.starts_with(p))
        && !m.starts_with("getLoadAverage")
        && !m.starts_with("getAndSet")
        && !m.starts_with("getAndAdd");
    (access || m == "setMemory0").then_some(FIRST[n_args])
}

/// Is field `slot` of class `class` `String`'s hash-code cache (`hash`,
/// `hashIsZero`), read and written without a scheduling point while
/// strings are taken as frozen (`wayfinder_vm::frozen_strings`): every
/// write stores the hash of contents that never change, so whichever
/// thread fills the cache first, every read returns the same hash code?
pub(crate) fn string_hash_cache(vm: &Vm, class: wayfinder_vm::loader::ClassId, slot: u32) -> bool {
    vm.frozen_strings
        && class == vm.wk.string
        && vm
            .classes
            .get(class)
            .instance_fields
            .get(slot as usize)
            .is_some_and(|f| matches!(&*f.name, "hash" | "hashIsZero"))
}

/// Is field `slot` of class `class` one of `Class`'s caches of its name
/// (`name`, filled by `getName` with the interned string `getName0`
/// returns) or its modifiers (`modifiersPlusOne`), read and written
/// without a scheduling point? Every write stores the same value (the same
/// interned string, the same int) whichever thread makes it, so a read
/// returns either that value or the cache's empty value, after which the
/// reader computes and stores the same value itself (`getName0`, a native,
/// keeps its own point).
pub(crate) fn class_name_cache(vm: &Vm, class: wayfinder_vm::loader::ClassId, slot: u32) -> bool {
    class == vm.wk.class
        && vm
            .classes
            .get(class)
            .instance_fields
            .get(slot as usize)
            .is_some_and(|f| matches!(&*f.name, "name" | "modifiersPlusOne"))
}

/// Is the receiver of a call of instance method `m` among the operands
/// `top`, and an object no other thread can reach (so that locking it, for
/// a synchronized method, is invisible to them)?
fn unshared_receiver(vm: &Vm, m: MethodId, top: &[Value; INVOKE_OPERANDS]) -> bool {
    let n = vm.classes.method(m).n_args as usize;
    n >= 1
        && n <= top.len()
        && matches!(top[n - 1], Value::Ref(Some(o)) if !vm.state.heap.get(o).shared)
}

/// The method a virtual or interface call of `m` selects for the receiver
/// in `top`, when the receiver is among those operands and not null.
pub(crate) fn selected(
    vm: &mut Vm,
    m: MethodId,
    top: &[Value; INVOKE_OPERANDS],
) -> Option<MethodId> {
    let meth = vm.classes.method(m);
    let (n, sig) = (meth.n_args as usize, meth.sig);
    if meth.is_private() || &*meth.name == "<init>" || n == 0 || n > top.len() {
        return None;
    }
    let Value::Ref(Some(recv)) = top[n - 1] else {
        return None;
    };
    let class = vm.state.heap.get(recv).class;
    vm.classes.select_virtual(class, sig)
}
