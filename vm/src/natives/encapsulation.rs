//! Strong encapsulation of the run-time image's modules (JDK 17) for core
//! reflection's `setAccessible`.
//!
//! To the JDK's own code every class is in one unnamed module (the `Class`
//! model's `getModule`), so the JDK's `AccessibleObject` would let every
//! `setAccessible(true)` through. `AccessibleObject.checkCanSetAccessible
//! (caller, declaringClass, throwIfDenied)` runs as the native below
//! (`JAVA_AS_NATIVE`); it fires after `setAccessible`, `trySetAccessible`
//! or `AccessibleObject.setAccessible(array, flag)` found the calling
//! class, and before the member's `override` flag is set:
//! - a caller of the run-time image (or a model class) is let through: the
//!   JDK's modules make their own members accessible only where their
//!   descriptors allow it, and Wayfinder's models stand for java.base;
//! - a member of a class outside the run-time image is let through: the
//!   class path and a program's loaders define classes in unnamed modules,
//!   which are open to everyone;
//! - otherwise the class path's code asks for a member of a named module
//!   of the image: the model `java.lang.WayfinderEncapsulation` answers
//!   by that module's descriptor (its exports and opens in the boot layer,
//!   `ModuleLayer.boot()`, built on first use), throwing JDK 17's
//!   `InaccessibleObjectException` when asked to.
//!
//! Two hooks (`HOOKS`, installed on their methods as the intrinsics are,
//! whether or not a search observes the run) see the other side of it:
//! - `Reflection.verifyMemberAccess(current, member, target, modifiers)`,
//!   asked when core reflection (`Method.invoke`, `Field.get`, ...) uses a
//!   member without `setAccessible`, answers false for the class path's
//!   code and a class of a package its module of the image does not
//!   export (`jdk.internal.misc`, `sun.nio.ch`...), before the JDK's own
//!   checks run; a `java.*` package of java.base is exported, without
//!   asking the boot layer;
//! - `Reflection.newIllegalAccessException(current, member, target,
//!   modifiers)` builds JDK 17's message, naming the modules of the image
//!   the classes are in (`(in module java.base)`), which the JDK's code,
//!   told one unnamed module for every class, would leave out.
//!
//! Nothing opens a package beyond the descriptors: Wayfinder has no
//! `--add-opens`. `jdk.unsupported` opens `sun.misc`, so
//! `sun.misc.Unsafe.theUnsafe` stays reachable, as under `java`.

use super::{non_null, NativeResult, Natives};
use crate::classpath::Origin;
use crate::inputs::{InputHook, Intercept};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// The JDK method with Java code that runs as the native below.
pub const METHODS: [(&str, &str, &str); 1] = [(
    "java/lang/reflect/AccessibleObject",
    "checkCanSetAccessible",
    "(Ljava/lang/Class;Ljava/lang/Class;Z)Z",
)];

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/reflect/AccessibleObject.checkCanSetAccessible(Ljava/lang/Class;Ljava/lang/Class;Z)Z",
        check_can_set_accessible,
    );
}

/// Is the class of mirror `m` one of the run-time image (or a model)?
fn in_image(vm: &Vm, m: ObjRef) -> bool {
    let c = vm.class_of_mirror(m);
    matches!(vm.classes.get(c).origin, Some(Origin::Jdk { .. }))
}

/// `checkCanSetAccessible(caller, declaringClass, throwIfDenied)`: see the
/// module documentation.
fn check_can_set_accessible(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let caller = non_null(a, 1)?;
    let declaring = non_null(a, 2)?;
    if in_image(vm, caller) || !in_image(vm, declaring) {
        return Ok(Some(Value::Int(1)));
    }
    let check = vm.library_method(
        "java/lang/WayfinderEncapsulation",
        "canSetAccessible",
        "(Ljava/lang/reflect/AccessibleObject;Ljava/lang/Class;Ljava/lang/Class;Z)Z",
    )?;
    vm.call_method(tid, check, a)
}

/// Hooks on JDK methods: class, method name, descriptor, hook.
pub const HOOKS: &[(&str, &str, &str, InputHook)] = &[
    (
        "jdk/internal/reflect/Reflection",
        "verifyMemberAccess",
        "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/Class;I)Z",
        verify_member_access,
    ),
    (
        "jdk/internal/reflect/Reflection",
        "newIllegalAccessException",
        "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/Class;I)Ljava/lang/IllegalAccessException;",
        new_illegal_access_exception,
    ),
];

/// `verifyMemberAccess(current, member, target, modifiers)`: false when
/// the class path's `current` uses a member of `member`, a class of the
/// image in a package its module does not export; else the JDK's checks.
fn verify_member_access(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(current)), Value::Ref(Some(member))) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    if current == member || in_image(vm, current) || !in_image(vm, member) {
        return Ok(Intercept::RunBody);
    }
    let c = vm.class_of_mirror(member);
    let class = vm.classes.get(c);
    let java_base = match &class.origin {
        Some(Origin::Jdk { module }) => module == "java.base" || module == "wayfinder.model",
        _ => false,
    };
    if java_base && class.name.starts_with("java/") {
        return Ok(Intercept::RunBody);
    }
    let exported = vm.library_method(
        "java/lang/WayfinderEncapsulation",
        "exported",
        "(Ljava/lang/Class;)Z",
    )?;
    match vm.call_method(tid, exported, &[a[1]])? {
        Some(Value::Int(0)) => Ok(Intercept::Return(Some(Value::Int(0)))),
        _ => Ok(Intercept::RunBody),
    }
}

/// `newIllegalAccessException(current, member, target, modifiers)` with a
/// current class: JDK 17's message, by the modules the classes are in.
fn new_illegal_access_exception(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    if a[0].as_ref().is_none() || a[1].as_ref().is_none() {
        return Ok(Intercept::RunBody);
    }
    let build = vm.library_method(
        "java/lang/WayfinderEncapsulation",
        "illegalAccess",
        "(Ljava/lang/Class;Ljava/lang/Class;I)Ljava/lang/IllegalAccessException;",
    )?;
    let e = vm.call_method(tid, build, &[a[0], a[1], a[3]])?;
    Ok(Intercept::Return(e))
}
