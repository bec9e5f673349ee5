//! Values of the host that the program's own code reads and that a real
//! JVM run may see differently, though the VM holds each at one value so
//! that a check's result depends on the program, the class library and
//! the flags only: the environment (empty here), the host's system
//! properties (`user.name` is `wayfinder`, `os.name` `Linux`, ...), the
//! line separator, thread ids (a HotSpot run numbers its own system
//! threads first, and how many there are depends on its flags), identity
//! hash codes (HotSpot draws them at random; here they derive from the
//! allocation site) and the heap's free and committed sizes; and when the
//! references a `System.gc()` cleared reach their queue.
//!
//! Under `check`, a read of one of them by the program's own code makes it
//! an input held at one value (`Inputs::bounded`), so the verdict can be a
//! violation or inconclusive, never "no violation": the search explored
//! one value of something a real run may draw differently. Reads by the
//! class library (its own caches, its configuration) do not count, with
//! two exceptions for identity hash codes, which reach the program
//! through the library: the default `Object.toString` (the hash in hex)
//! and the hash of an object of one of the program's classes (or enums),
//! or of any object a `java.util` collection called by the program hashes,
//! whose iteration order then follows it (lookups, whose results do not
//! depend on the hash, do not count). `Set.of`/`Map.of`'s iteration order,
//! which a real JVM salts from its clock at start-up, counts the same way.
//!
//! The hooks (`HOOKS`, installed with the input hooks while model
//! checking) fire when the method is invoked, before its frame is pushed:
//! the calling thread's top frame is the caller. They only record; the
//! method's own code then runs.

use crate::inputs::{InputHook, Intercept};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// The system properties whose values come from the host on a real JVM
/// (the user, the operating system, the working directory, the locale and
/// encodings, the JDK's location), held here at fixed values or at this
/// host's.
const HOST_PROPERTIES: &[&str] = &[
    "user.name",
    "user.home",
    "user.dir",
    "java.io.tmpdir",
    "user.timezone",
    "line.separator",
    "file.separator",
    "path.separator",
    "os.name",
    "os.arch",
    "os.version",
    "file.encoding",
    "native.encoding",
    "sun.jnu.encoding",
    "stdout.encoding",
    "stderr.encoding",
    "user.language",
    "user.country",
    "user.region",
    "user.script",
    "user.variant",
    "java.home",
    "sun.arch.data.model",
    "sun.cpu.endian",
];

const SYSTEM: &str = "java/lang/System";
const THREAD: &str = "java/lang/Thread";
const SETN: &str = "java/util/ImmutableCollections$SetN";
const MAPN: &str = "java/util/ImmutableCollections$MapN";

/// Every hook: class, method name, descriptor, hook.
pub const HOOKS: &[(&str, &str, &str, InputHook)] = &[
    (
        SYSTEM,
        "getenv",
        "(Ljava/lang/String;)Ljava/lang/String;",
        environment,
    ),
    (SYSTEM, "getenv", "()Ljava/util/Map;", environment),
    (
        SYSTEM,
        "getProperty",
        "(Ljava/lang/String;)Ljava/lang/String;",
        property,
    ),
    (
        SYSTEM,
        "getProperty",
        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        property,
    ),
    (
        SYSTEM,
        "getProperties",
        "()Ljava/util/Properties;",
        properties,
    ),
    (
        SYSTEM,
        "lineSeparator",
        "()Ljava/lang/String;",
        line_separator,
    ),
    (
        "java/lang/ref/ReferenceQueue",
        "poll",
        "()Ljava/lang/ref/Reference;",
        reference_queue_poll,
    ),
    (
        "java/lang/ref/ReferenceQueue",
        "remove",
        "(J)Ljava/lang/ref/Reference;",
        reference_queue_poll,
    ),
    (THREAD, "getId", "()J", thread_id),
    (SETN, "iterator", "()Ljava/util/Iterator;", immutable_order),
    (SETN, "toArray", "()[Ljava/lang/Object;", immutable_order),
    (
        SETN,
        "toArray",
        "([Ljava/lang/Object;)[Ljava/lang/Object;",
        immutable_order,
    ),
    (MAPN, "entrySet", "()Ljava/util/Set;", immutable_order),
    (THREAD, "threadId", "()J", thread_id),
];

/// Is the method that thread `tid` is running (a native's or a hooked
/// method's caller) one of the program's own classes rather than the
/// JDK's? Only while model checking (`Vm::preempt`): `run` varies nothing
/// and records no inputs.
pub fn caller_is_program(vm: &Vm, tid: u32) -> bool {
    vm.preempt
        && vm.state.threads[tid as usize]
            .frames
            .last()
            .is_some_and(|f| {
                !vm.classes
                    .get(vm.classes.method(f.method).class)
                    .origin_is_jdk()
            })
}

/// `System.getenv`: the environment is empty here, a real run has the
/// host's.
fn environment(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    if caller_is_program(vm, tid) {
        vm.inputs
            .bounded("environment variables (System.getenv)", || {
                "held empty (a real run sees the host's environment)".into()
            });
    }
    Ok(Intercept::RunBody)
}

/// `System.getProperty(key)` of a host property.
fn property(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    if caller_is_program(vm, tid) {
        if let Some(key) = a.first().and_then(|v| v.as_ref()) {
            let key = vm.string_value(key);
            if HOST_PROPERTIES.contains(&key.as_str()) {
                vm.inputs.bounded(&format!("system property {key}"), || {
                    "held at one value (a real run sees the host's)".into()
                });
            }
        }
    }
    Ok(Intercept::RunBody)
}

/// `System.getProperties()`: every property, the host's among them.
fn properties(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    if caller_is_program(vm, tid) {
        vm.inputs
            .bounded("system properties (System.getProperties)", || {
                "the host's (user, operating system, directories, locale) held at one value each"
                    .into()
            });
    }
    Ok(Intercept::RunBody)
}

/// `System.lineSeparator()`: the operating system's.
fn line_separator(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    if caller_is_program(vm, tid) {
        vm.inputs.bounded("system property line.separator", || {
            "held at one value (a real run sees the host's)".into()
        });
    }
    Ok(Intercept::RunBody)
}

/// `Thread.getId()`/`threadId()`: ids here number the program's threads
/// only; HotSpot's first give its own system threads, how many depends on
/// its flags (`-Xint` has fewer compiler threads).
fn thread_id(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    if caller_is_program(vm, tid) {
        vm.inputs.bounded("thread ids (Thread.getId)", || {
            "one numbering (a real JVM numbers its own threads first, as many as its flags make)"
                .into()
        });
    }
    Ok(Intercept::RunBody)
}

/// Methods of a hash table that only look a key up (or take it out):
/// what they return does not depend on the hash's value.
const LOOKUPS: &[&str] = &[
    "hash",
    "spread",
    "get",
    "getNode",
    "getOrDefault",
    "containsKey",
    "contains",
    "containsAll",
    "remove",
    "removeNode",
    "replaceNode",
    "equals",
];

/// The collections whose frames `collection_call` walks through: the
/// hash tables and their views, the immutable ones, the interfaces' default
/// methods and the `Abstract*` bases, `Collections`' wrappers, `Arrays`
/// and `Objects` (`Objects.hash`). The rest of `java.util` (resource
/// bundles, logging, executors, whose tables are the library's own
/// business) stops the walk.
const COLLECTIONS: &[&str] = &[
    "java/util/HashMap",
    "java/util/HashSet",
    "java/util/LinkedHash",
    "java/util/Hashtable",
    "java/util/WeakHashMap",
    "java/util/IdentityHashMap",
    "java/util/ImmutableCollections",
    "java/util/Abstract",
    "java/util/Collection",
    "java/util/Set",
    "java/util/Map",
    "java/util/List",
    "java/util/Arrays",
    "java/util/Objects",
    "java/util/concurrent/ConcurrentHashMap",
];

/// Is `name` one of the collection classes (`COLLECTIONS`)?
fn is_collection(name: &str) -> bool {
    COLLECTIONS.iter().any(|p| name.starts_with(p))
}

/// Methods of a collection whose result does not depend on the order in
/// which they visit another collection's elements.
const ORDER_BLIND: &[&str] = &[
    "equals",
    "hashCode",
    "contains",
    "containsAll",
    "containsKey",
    "containsValue",
];

/// Is some frame of thread `tid` above its innermost frame of the
/// program's own code an order-blind collection method (`ORDER_BLIND`)?
fn order_blind(vm: &Vm, tid: u32) -> bool {
    for f in vm.state.threads[tid as usize].frames.iter().rev() {
        let m = vm.classes.method(f.method);
        let c = vm.classes.get(m.class);
        if !c.origin_is_jdk() {
            return false;
        }
        if is_collection(&c.name) && ORDER_BLIND.contains(&&*m.name) {
            return true;
        }
    }
    false
}

/// How thread `tid` reached the method it is calling: `(reaches, lookup)`,
/// `reaches` when every frame above the innermost frame of the program's
/// own code is a `java.util` collection's (the program called the
/// collection directly), `lookup` when those collection frames only look
/// keys up (`LOOKUPS`; `hashCode` of `Object` and `Enum` are passed over).
fn collection_call(vm: &Vm, tid: u32) -> (bool, bool) {
    let mut lookup = true;
    for f in vm.state.threads[tid as usize].frames.iter().rev() {
        let m = vm.classes.method(f.method);
        let c = vm.classes.get(m.class);
        if !c.origin_is_jdk() {
            return (true, lookup);
        }
        let n = &*c.name;
        if (n == "java/lang/Object" || n == "java/lang/Enum") && &*m.name == "hashCode" {
            continue;
        }
        if !is_collection(n) {
            return (false, lookup);
        }
        lookup &= LOOKUPS.contains(&&*m.name);
    }
    (false, lookup)
}

/// `Set.of`/`Map.of` with more than two elements (`ImmutableCollections`'
/// `SetN` and `MapN`) iterate from a point and in a direction that a salt
/// drawn from the clock when the class is initialised decides: a real
/// JVM's order differs from run to run, the VM's is one. Iterating one
/// (`iterator`, `toArray`, `entrySet`) from the program's own code,
/// directly or through other collections, makes that order an input
/// held at one value, unless a collection method whose result ignores the
/// order asked (`equals` of two maps, `containsAll`...).
fn immutable_order(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    if !vm.preempt {
        return Ok(Intercept::RunBody);
    }
    let size = a
        .first()
        .and_then(|v| v.as_ref())
        .and_then(|o| vm.field_by_name(o, "size"))
        .map_or(2, |v| v.as_int());
    if size > 1 && collection_call(vm, tid).0 && !order_blind(vm, tid) {
        vm.inputs
            .bounded("Set.of/Map.of iteration order (ImmutableCollections salt)", || {
                "one salt (a real JVM draws it from the clock at start-up, so the order differs from run to run)".into()
            });
    }
    Ok(Intercept::RunBody)
}

/// `ReferenceQueue.poll()` and `remove(timeout)`: `System.gc()` here adds
/// the references it clears to their queues at once, in the call; a real
/// JVM's collector hands them to its Reference Handler thread, which adds
/// them some time later, so a poll right after `gc` may find the queue
/// still empty. A poll that does not wait (or waits a bounded time) by
/// the program's own code, after some `gc` queued a reference, has seen
/// one timing of that thread only. (`remove()` without a timeout waits for
/// the reference either way; the search schedules the thread that waits
/// at every later point.)
fn reference_queue_poll(vm: &mut Vm, tid: u32, _: &[Value]) -> Result<Intercept, Flow> {
    if vm.inputs.gc_enqueued && caller_is_program(vm, tid) {
        vm.inputs.bounded("reference queue timing (ReferenceQueue.poll after System.gc)", || {
            "references queued at once by the gc call (a real JVM's Reference Handler thread queues them later)".into()
        });
    }
    Ok(Intercept::RunBody)
}

/// Fires when an identity hash code of `o` is taken (`Object.hashCode`,
/// `System.identityHashCode`) by thread `tid`, before it is returned:
/// counts identity hashes as an input held at one value when the program
/// sees it, directly (its own code asked), as text (the default
/// `Object.toString`) or through a hash table's order (the object is of
/// one of the program's classes, so a `HashSet` of them iterates in an
/// order a real run draws at random).
pub fn note_identity_hash(vm: &mut Vm, tid: u32, o: Option<ObjRef>) {
    if !vm.preempt {
        return;
    }
    const NAME: &str = "identity hash codes (Object.hashCode, System.identityHashCode)";
    if vm.inputs.bounded.contains_key(NAME) {
        return;
    }
    let by_program = caller_is_program(vm, tid);
    let by_to_string = !by_program
        && vm.state.threads[tid as usize]
            .frames
            .last()
            .is_some_and(|f| {
                let m = vm.classes.method(f.method);
                &*m.name == "toString" && &*vm.classes.get(m.class).name == "java/lang/Object"
            });
    let (reaches, lookup) = collection_call(vm, tid);
    let of_program = !by_program
        && !by_to_string
        && !lookup
        && o.is_some_and(|o| !vm.classes.get(vm.state.heap.get(o).class).origin_is_jdk());
    let for_program_table = !by_program && !by_to_string && !of_program && reaches && !lookup;
    if by_program || by_to_string || of_program || for_program_table {
        let how = if by_program {
            "read by the program"
        } else if by_to_string {
            "printed by Object.toString"
        } else if of_program {
            "of a program object, hashed by the class library"
        } else {
            "hashed by a collection the program called"
        };
        let at = vm.thread_location(tid);
        vm.inputs.bounded(NAME, || {
            format!("one allocation-site-derived value each (a real JVM draws them at random); first {how} at {at}")
        });
    }
}
