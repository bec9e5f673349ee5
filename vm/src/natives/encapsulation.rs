//! Strong encapsulation of the run-time image's modules (JDK 17) for core
//! reflection and method handles.
//!
//! To the JDK's own code every class is in one unnamed module (the `Class`
//! model's `getModule`), so the JDK's `AccessibleObject` and `Reflection`
//! would let every access through. What a module of the image exports and
//! opens to the class path's unnamed module comes from its descriptor
//! (`crate::module_info`, its unqualified exports and opens; nothing opens
//! more: Wayfinder has no `--add-opens`). `jdk.unsupported` opens
//! `sun.misc`, so `sun.misc.Unsafe.theUnsafe` stays reachable, as under
//! `java`. The decisions are made here, without Java code, so that they
//! never block; only a refusal's message is built by the model
//! `java.lang.WayfinderEncapsulation` (a nested call). The class path's
//! code is the caller that is checked: the JDK's modules reach their own
//! members only where their descriptors allow it, so a caller of the image
//! (or a model class) is let through, as is a member of a class outside
//! the image (the class path and a program's loaders define classes in
//! unnamed modules, open to everyone).
//!
//! - `AccessibleObject.checkCanSetAccessible(caller, declaringClass,
//!   throwIfDenied)` runs as a native (`JAVA_AS_NATIVE`); it fires after
//!   `setAccessible`, `trySetAccessible` or `AccessibleObject.setAccessible
//!   (array, flag)` found the calling class, before the member's `override`
//!   flag is set: the member's package must be open to the caller, or
//!   exported when the member and its class are public (or the member is
//!   protected and static and the caller a subclass); a refusal throws
//!   `InaccessibleObjectException` with java's message, or answers false.
//! - Hook on `Reflection.verifyMemberAccess(current, member, target,
//!   modifiers)` (asked when `Method.invoke`, `Field.get`... use a member
//!   without `setAccessible`): false for a class of a package its module
//!   does not export (`jdk.internal.misc`, `sun.nio.ch`...), before the
//!   JDK's own checks run.
//! - Hook on `Reflection.newIllegalAccessException(current, member,
//!   target, modifiers)`: JDK 17's message, naming the modules of the
//!   image the classes are in (`(in module java.base)`).
//! - `WayfinderEncapsulation.access0(class, open)`: the same decision for
//!   the method handle model (`privateLookupIn`, a lookup's class access).

use super::{non_null, NativeResult, Natives};
use crate::classpath::Origin;
use crate::error::{VmError, UNNAMED_MODULE};
use crate::inputs::{InputHook, Intercept};
use crate::loader::{ClassId, Classes};
use crate::module_info::{parse, ModuleAccess};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// The JDK method with Java code that runs as the native below.
pub const METHODS: [(&str, &str, &str); 1] = [(
    "java/lang/reflect/AccessibleObject",
    "checkCanSetAccessible",
    "(Ljava/lang/Class;Ljava/lang/Class;Z)Z",
)];

const MODIFIER_PUBLIC: i32 = 0x1;
const MODIFIER_PROTECTED: i32 = 0x4;
const MODIFIER_STATIC: i32 = 0x8;

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/reflect/AccessibleObject.checkCanSetAccessible(Ljava/lang/Class;Ljava/lang/Class;Z)Z",
        check_can_set_accessible,
    );
    n.add(
        "java/lang/WayfinderEncapsulation.access0(Ljava/lang/Class;Z)Z",
        access0,
    );
}

/// The module of the image class `c` is in (the models stand for
/// java.base's classes), `None` for a class outside the image.
fn image_module(classes: &Classes, c: ClassId) -> Option<String> {
    match &classes.get(c).origin {
        Some(Origin::Jdk { module }) if module == "wayfinder.model" => Some("java.base".into()),
        Some(Origin::Jdk { module }) => Some(module.clone()),
        _ => None,
    }
}

/// The class of mirror `m` (an array class is outside the image: the
/// model's callers pass element classes).
fn class_of(vm: &Vm, m: ObjRef) -> ClassId {
    vm.class_of_mirror(m)
}

/// What `module` exports and opens to everyone (nothing if its descriptor
/// cannot be read).
fn module_access(classes: &Classes, module: &str) -> ModuleAccess {
    classes
        .classpath
        .jimage()
        .resource(&format!("/{module}/module-info.class"))
        .ok()
        .flatten()
        .and_then(|bytes| parse(&bytes))
        .unwrap_or_default()
}

/// The package of class `c` (internal form).
fn package_of(classes: &Classes, c: ClassId) -> String {
    let name = &classes.get(c).name;
    name.rsplit_once('/').map_or("", |(p, _)| p).to_string()
}

/// For a class `c` of the image: (exported, open) to the unnamed module.
fn class_access(classes: &Classes, c: ClassId) -> Option<(bool, bool)> {
    let module = image_module(classes, c)?;
    let package = package_of(classes, c);
    // Every java.* package of java.base is exported (none is opened).
    if module == "java.base" && package.starts_with("java/") {
        return Some((true, false));
    }
    let access = module_access(classes, &module);
    Some((access.exported(&package), access.opened(&package)))
}

/// Is class `c` outside the run-time image, in the unnamed module whose
/// access resolution checks: a class of the class path or of a program's
/// loader (Wayfinder models one unnamed module for both:
/// `Class.getModule`)? A class Wayfinder spins (a lambda's, a proxy's, a
/// reflection accessor's: no origin, the one namespace) is left out: it
/// links what its host already named.
pub(crate) fn checked_outside_image(classes: &Classes, c: ClassId) -> bool {
    let cl = classes.get(c);
    match &cl.origin {
        Some(Origin::Jdk { .. }) => false,
        Some(_) => true,
        None => cl.namespace != 0,
    }
}

/// HotSpot's reason why class `from_name`, outside the image, may not
/// name class `target` (an array class: its element class) of a module of
/// the image whose package that module does not export to the unnamed
/// module (JVMS 5.4.4), with `UNNAMED_MODULE` for the module's name; None
/// when `target` is outside the image or exported. (Wayfinder leaves the
/// image's own classes unchecked: the JDK's modules and the models reach
/// what their descriptors let them.)
pub(crate) fn export_refusal(
    classes: &Classes,
    from_name: &str,
    target: ClassId,
) -> Option<String> {
    let target = classes.element_class(target);
    let (exported, _) = class_access(classes, target)?;
    if exported {
        return None;
    }
    let module = image_module(classes, target)?;
    let package = package_of(classes, target).replace('/', ".");
    Some(format!(
        "class {from_name} (in {UNNAMED_MODULE}) cannot access class {} (in module {module}) because module {module} does not export {package} to {UNNAMED_MODULE}",
        classes.get(target).java_name(),
    ))
}

/// The `IllegalAccessError` HotSpot throws when class `from` resolves a
/// reference to class `target` (and so to a field or method of it) that
/// `export_refusal` refuses; None for a class `from` of the image.
pub(crate) fn linkage_refusal(vm: &Vm, from: ClassId, target: ClassId) -> Option<VmError> {
    if !checked_outside_image(&vm.classes, from) {
        return None;
    }
    let from_name = vm.classes.get(from).java_name();
    export_refusal(&vm.classes, &from_name, target)
        .map(|m| VmError::linkage("java/lang/IllegalAccessError", m))
}

/// How HotSpot names the unnamed module in an access error: `unnamed
/// module @0x` and the identity hash of `Class.unnamedModule()` in hex
/// (what `Module.toString` prints after its `@`). A nested call on thread
/// `tid`: the module is made on first use.
pub(crate) fn unnamed_module_name(vm: &mut Vm, tid: u32) -> Result<String, Flow> {
    let m = vm.library_method("java/lang/Class", "unnamedModule", "()Ljava/lang/Module;")?;
    match vm.call_method(tid, m, &[])? {
        Some(Value::Ref(Some(module))) => Ok(format!(
            "unnamed module @0x{:x}",
            super::object::identity_hash(vm, module)
        )),
        other => Err(Flow::Error(VmError::internal(format!(
            "Class.unnamedModule() returned {other:?}"
        )))),
    }
}

/// `checkCanSetAccessible(caller, declaringClass, throwIfDenied)`: see the
/// module documentation.
fn check_can_set_accessible(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let member = non_null(a, 0)?;
    let caller = class_of(vm, non_null(a, 1)?);
    let declaring = class_of(vm, non_null(a, 2)?);
    if image_module(&vm.classes, caller).is_some() {
        return Ok(Some(Value::Int(1)));
    }
    let Some((exported, open)) = class_access(&vm.classes, declaring) else {
        return Ok(Some(Value::Int(1)));
    };
    let modifiers = vm
        .field_by_name(member, "modifiers")
        .map_or(0, |v| v.as_int());
    let class_public =
        super::reflection::class_modifiers(vm, declaring) as i32 & MODIFIER_PUBLIC != 0;
    let member_public = modifiers & MODIFIER_PUBLIC != 0;
    let subclass = || {
        let mut k = Some(caller);
        while let Some(c) = k {
            if c == declaring {
                return true;
            }
            k = vm.classes.get(c).super_class;
        }
        false
    };
    let allowed = open
        || (class_public
            && exported
            && (member_public
                || (modifiers & MODIFIER_PROTECTED != 0
                    && modifiers & MODIFIER_STATIC != 0
                    && subclass())));
    if allowed {
        return Ok(Some(Value::Int(1)));
    }
    if a[3].as_int() == 0 {
        return Ok(Some(Value::Int(0)));
    }
    let refuse = vm.library_method(
        "java/lang/WayfinderEncapsulation",
        "refusal",
        "(Ljava/lang/reflect/AccessibleObject;Ljava/lang/Class;Z)Ljava/lang/reflect/InaccessibleObjectException;",
    )?;
    let exports = Value::Int((class_public && member_public) as i32);
    match vm.call_method(tid, refuse, &[a[0], a[2], exports])? {
        Some(Value::Ref(Some(e))) => Err(Flow::Throw(e)),
        _ => Ok(Some(Value::Int(0))),
    }
}

/// `WayfinderEncapsulation.access0(c, open)`: is class `c`'s package
/// open (`open`) or exported to the unnamed module? True for a class
/// outside the image.
fn access0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = class_of(vm, non_null(a, 0)?);
    let want_open = a[1].as_int() != 0;
    let answer = class_access(&vm.classes, c)
        .is_none_or(|(exported, open)| if want_open { open } else { exported });
    Ok(Some(Value::Int(answer as i32)))
}

/// Hooks on JDK methods (and on the model's checks, answered here without
/// a native call, which a search would count as a scheduling point):
/// class, method name, descriptor, hook.
pub const HOOKS: &[(&str, &str, &str, InputHook)] = &[
    (
        "java/lang/WayfinderEncapsulation",
        "classAccessible",
        "(Ljava/lang/Class;Ljava/lang/Class;)Z",
        class_accessible,
    ),
    (
        "java/lang/WayfinderEncapsulation",
        "checkOpen",
        "(Ljava/lang/Class;Ljava/lang/Class;)V",
        check_open,
    ),
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
fn verify_member_access(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(current)), Value::Ref(Some(member))) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    let (current, member) = (class_of(vm, current), class_of(vm, member));
    if current == member || image_module(&vm.classes, current).is_some() {
        return Ok(Intercept::RunBody);
    }
    match class_access(&vm.classes, member) {
        Some((false, _)) => Ok(Intercept::Return(Some(Value::Int(0)))),
        _ => Ok(Intercept::RunBody),
    }
}

/// `newIllegalAccessException(current, member, target, modifiers)` with a
/// current class: JDK 17's message, by the modules the classes are in.
fn new_illegal_access_exception(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(current)), Value::Ref(Some(member))) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    let (from, to) = (class_of(vm, current), class_of(vm, member));
    // Exported to `current`: by its own module, or to everyone.
    let exported = image_module(&vm.classes, from)
        .is_some_and(|m| image_module(&vm.classes, to) == Some(m))
        || class_access(&vm.classes, to).is_none_or(|(exported, _)| exported);
    let build = vm.library_method(
        "java/lang/WayfinderEncapsulation",
        "illegalAccess",
        "(Ljava/lang/Class;Ljava/lang/Class;IZ)Ljava/lang/IllegalAccessException;",
    )?;
    let e = vm.call_method(tid, build, &[a[0], a[1], a[3], Value::Int(exported as i32)])?;
    Ok(Intercept::Return(e))
}

/// Is the class of mirror `m` an array class (the model's Java code
/// answers for those)?
fn is_array(vm: &Vm, m: ObjRef) -> bool {
    vm.classes.get(vm.class_of_mirror(m)).name.starts_with('[')
}

/// `classAccessible(refc, lookupClass)`: true for a lookup of the image or
/// a class its module exports; else the model's code (arrays).
fn class_accessible(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(refc)), Value::Ref(Some(lookup))) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    if is_array(vm, refc) || is_array(vm, lookup) {
        return Ok(Intercept::RunBody);
    }
    let answer = image_module(&vm.classes, class_of(vm, lookup)).is_some()
        || class_access(&vm.classes, class_of(vm, refc)).is_none_or(|(exported, _)| exported);
    Ok(Intercept::Return(Some(Value::Int(answer as i32))))
}

/// `checkOpen(target, caller)`: returns at once when allowed; else the
/// model's code throws (and arrays are left to it).
fn check_open(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(target)), Value::Ref(Some(caller))) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    if is_array(vm, target) || is_array(vm, caller) {
        return Ok(Intercept::RunBody);
    }
    let allowed = image_module(&vm.classes, class_of(vm, caller)).is_some()
        || class_access(&vm.classes, class_of(vm, target)).is_none_or(|(_, open)| open);
    Ok(if allowed {
        Intercept::Return(None)
    } else {
        Intercept::RunBody
    })
}
