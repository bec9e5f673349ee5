//! Protection domains and the access-control context of a thread's stack:
//! what the JDK's own `AccessController` needs once a program has installed
//! a security manager (`System.setSecurityManager`, model
//! `vm/java/java/lang/System.java`).
//!
//! A class's protection domain is, as on HotSpot, none (null) for the
//! JDK's classes, and for a class of the class path the system class
//! loader's domain for the class path entry it came from (code source
//! `file:/<entry>`, made by the JDK's `SecureClassLoader`; model
//! `Class.classPathDomain`); for a class a program's loader defined from
//! bytes, the domain it gave `defineClass`. Classes the VM makes itself (proxies, lambda
//! classes) have none. The JDK's platform-loader modules (`java.sql`...)
//! have none either, where HotSpot gives them the `jrt:/` code source the
//! default policy grants permissions to: code of those modules on a stack
//! is trusted in full here.
//!
//! While no security manager is installed the stack's context is null
//! (everything allowed), as before one exists: the JDK asks for it only to
//! check permissions or to hand it to `doPrivileged`, and neither matters
//! then.
//!
//! `Thread.securityManagerInstalled()` tells the `Thread` model whether to
//! ask the security manager at all (construction, `setName`, `interrupt`
//! of another thread...): a hook (`HOOKS`, installed as the intrinsics
//! are) answers it without running its body, so without a manager the
//! model reads no volatile `System.security` and calls no native: a
//! program without a security manager gets no scheduling point there, as
//! before the model asked. With one, the model reads it as JDK 17's
//! `Thread` does. The hook's own read is not an access a search sees: a
//! `setSecurityManager` racing with another thread's `new Thread` is
//! ordered by the points around them only.

use super::{non_null, NativeResult, Natives};
use crate::classpath::Origin;
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/Class.codeLocation0()Ljava/lang/String;",
        code_location0,
    );
    n.add(
        "java/security/WayfinderDomains.loaderDomain(Ljava/security/SecureClassLoader;Ljava/security/CodeSource;)Ljava/security/ProtectionDomain;",
        |vm, tid, a| {
            non_null(a, 0)?;
            let m = vm.library_method(
                "java/security/SecureClassLoader",
                "getProtectionDomain",
                "(Ljava/security/CodeSource;)Ljava/security/ProtectionDomain;",
            )?;
            vm.call_method(tid, m, &a[..2])
        },
    );
    n.add(
        "java/security/AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;",
        stack_context,
    );
    n.add(
        "java/security/AccessController.getProtectionDomain(Ljava/lang/Class;)Ljava/security/ProtectionDomain;",
        |vm, tid, a| {
            let c = vm.class_of_mirror(non_null(a, 0)?);
            Ok(Some(Value::Ref(domain(vm, tid, c)?)))
        },
    );
}

/// `Class.codeLocation0()`: the class path entry (directory or jar, as
/// given on the command line) the receiver's class was read from; null
/// for the JDK's classes, the VM's own and primitive types.
fn code_location0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let path = match &vm.classes.get(c).origin {
        Some(Origin::Dir(p)) | Some(Origin::Jar(p)) => Some(p.to_string_lossy().into_owned()),
        _ => None,
    };
    Ok(Some(Value::Ref(path.map(|p| vm.new_string(&p)))))
}

/// The protection domain of class `c`: null for a class not read from the
/// class path; otherwise the model's `Class.classPathDomain()` (Java code,
/// run to completion on thread `tid`).
fn domain(vm: &mut Vm, tid: u32, c: ClassId) -> Result<Option<ObjRef>, Flow> {
    let class_path = matches!(
        vm.classes.get(c).origin,
        Some(Origin::Dir(_)) | Some(Origin::Jar(_))
    );
    if !class_path {
        // A class a program's loader defined (classloader.rs) keeps the
        // domain it was given on its mirror; others have none.
        vm.sync_class_states();
        let defined = vm.classes.get(c).origin.is_none()
            && vm
                .state
                .class(c)
                .mirror
                .and_then(|m| vm.field_by_name(m, "definingLoader"))
                .is_some_and(|v| v.as_ref().is_some());
        if !defined {
            return Ok(None);
        }
    }
    let m = vm.library_method(
        "java/lang/Class",
        "classPathDomain",
        "()Ljava/security/ProtectionDomain;",
    )?;
    let mirror = vm.mirror(c);
    Ok(vm
        .call_method(tid, m, &[Value::Ref(Some(mirror))])?
        .and_then(|v| v.as_ref()))
}

/// Hooks on model methods: class, method name, descriptor, hook.
pub const HOOKS: &[(&str, &str, &str, crate::inputs::InputHook)] = &[(
    "java/lang/Thread",
    "securityManagerInstalled",
    "()Z",
    |vm, _, _| {
        Ok(crate::inputs::Intercept::Return(Some(Value::Int(
            security_manager_installed(vm)? as i32,
        ))))
    },
)];

/// Is a security manager installed (`System.security`, the model's field)?
fn security_manager_installed(vm: &mut Vm) -> Result<bool, Flow> {
    let system = vm.load_class("java/lang/System").map_err(Flow::Error)?;
    let slot = vm
        .classes
        .static_slot(system, "security")
        .ok_or_else(|| Flow::Error(VmError::internal("System.security is missing")))?;
    Ok(vm.state.class(system).statics[slot].as_ref().is_some())
}

/// `AccessController.getStackAccessControlContext()`: the protection
/// domains of the methods on the calling thread's stack, innermost first,
/// up to and including the first privileged frame
/// (`AccessController.executePrivileged`, whose `caller` argument's domain
/// stands for it and whose `context` argument becomes the privileged
/// context), consecutive repeats collapsed, none for the JDK's classes.
/// Null when no domain was found and no privileged context applies (all
/// permissions), as on HotSpot; also null while no security manager is
/// installed (see the module doc).
fn stack_context(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    if !security_manager_installed(vm)? {
        return Ok(Some(Value::NULL));
    }
    let controller = vm
        .load_class("java/security/AccessController")
        .map_err(Flow::Error)?;
    // What each frame stands for, innermost first: its class, or for the
    // privileged frame that ends the walk the caller's class.
    let mut classes: Vec<Option<ClassId>> = Vec::new();
    let mut privileged: Option<Option<ObjRef>> = None;
    for f in vm.state.threads[tid as usize].frames.iter().rev() {
        let m = vm.classes.method(f.method);
        if m.class == controller && &*m.name == "executePrivileged" {
            privileged = Some(f.vals.get(1).and_then(|v| v.as_ref()));
            let caller = f.vals.get(2).and_then(|v| v.as_ref());
            classes.push(caller.map(|c| vm.class_of_mirror(c)));
            break;
        }
        classes.push(Some(m.class));
    }
    let mut domains: Vec<Option<ObjRef>> = Vec::new();
    for c in classes.into_iter().flatten() {
        if let Some(pd) = domain(vm, tid, c)? {
            if domains.last() != Some(&Some(pd)) {
                domains.push(Some(pd));
            }
        }
    }
    let is_privileged = privileged.is_some();
    let privileged_context = privileged.flatten();
    if domains.is_empty() && is_privileged && privileged_context.is_none() {
        return Ok(Some(Value::NULL));
    }
    let context = if domains.is_empty() {
        None
    } else {
        Some(
            vm.new_array("[Ljava/security/ProtectionDomain;", ArrayData::Ref(domains))
                .map_err(Flow::Error)?,
        )
    };
    let acc = vm
        .load_class("java/security/AccessControlContext")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, acc)?;
    let obj = vm.alloc_object(acc);
    vm.set_field_by_name(obj, "context", Value::Ref(context));
    vm.set_field_by_name(obj, "privilegedContext", Value::Ref(privileged_context));
    vm.set_field_by_name(obj, "isPrivileged", Value::Int(is_privileged as i32));
    vm.set_field_by_name(obj, "isAuthorized", Value::Int(1));
    Ok(Some(Value::Ref(Some(obj))))
}
