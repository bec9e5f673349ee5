//! The module system's boot layer and the boot loader's packages.
//!
//! `ModuleLayer.boot()` runs as a native (`JAVA_AS_NATIVE`): the first time
//! it is asked for, it calls the model `jdk.internal.module.WayfinderBootLayer`,
//! which defines the run-time image's default modules (the JDK's own
//! `SystemModules`, `Configuration` and `Module.defineModules`, all to the
//! boot loader) in one nested call, and keeps the layer in
//! `System.bootLayer`. Until then the layer costs nothing: programs that
//! never look at modules never build it. While it is being built,
//! `ModuleLayer.boot()` answers null, as on HotSpot while `ModuleBootstrap`
//! runs. `Module`'s natives only tell HotSpot's module graph what the Java
//! objects already hold; Wayfinder keeps none, so they do nothing.
//!
//! `BootLoader.getSystemPackageLocation` / `getSystemPackageNames` answer for
//! the packages of the JDK classes loaded so far (HotSpot: those the boot
//! loader has defined a class in), so that `Package.getPackage("java.util")`
//! finds its package in its named module of the boot layer.
//!
//! `Package.getPackage(name)` runs as a native: from the class path's code,
//! a package of the class path with a loaded class is the system class
//! loader's `Package` (`Class.getPackage` of that class), as HotSpot's
//! application loader defines it when it loads the class (the unnamed
//! package too, as HotSpot's launcher defines the main class's); else a
//! package that loader defined otherwise; otherwise the boot loader's, as
//! the JDK's code (to which every class is the boot loader's) answers. The
//! loader's own `getDefinedPackage(s)` knows a class path package only once
//! `Class.getPackage` or `Package.getPackage` asked for it.
//!
//! `StackTraceElement.computeFormat` runs as a native too: the JDK's code
//! asks `ModuleLayer.boot()` for every stack trace once the module system
//! is up, which would build the layer for each exception; the format bits
//! only matter for a class loader name or module version, which Wayfinder's
//! stack trace elements never carry.

use super::{non_null, nop, NativeResult, Natives};
use crate::classpath::Origin;
use crate::error::VmError;
use crate::value::Value;
use crate::vm::{Flow, Vm};

/// The JDK methods with Java code that run as the natives below.
pub const METHODS: [(&str, &str, &str); 3] = [
    ("java/lang/ModuleLayer", "boot", "()Ljava/lang/ModuleLayer;"),
    ("java/lang/StackTraceElement", "computeFormat", "()V"),
    (
        "java/lang/Package",
        "getPackage",
        "(Ljava/lang/String;)Ljava/lang/Package;",
    ),
];

/// `StackTraceElement.format`'s bits (JDK 17 and 25).
const BUILTIN_CLASS_LOADER: i32 = 0x1;
const JDK_NON_UPGRADEABLE_MODULE: i32 = 0x2;

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/ModuleLayer.boot()Ljava/lang/ModuleLayer;",
        boot_layer,
    );
    n.add(
        "java/lang/StackTraceElement.computeFormat()V",
        compute_format,
    );
    for key in [
        "java/lang/Module.defineModule0(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V",
        "java/lang/Module.addReads0(Ljava/lang/Module;Ljava/lang/Module;)V",
        "java/lang/Module.addExports0(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V",
        "java/lang/Module.addExportsToAll0(Ljava/lang/Module;Ljava/lang/String;)V",
        "java/lang/Module.addExportsToAllUnnamed0(Ljava/lang/Module;Ljava/lang/String;)V",
    ] {
        n.add(key, nop);
    }
    n.add(
        "java/lang/Package.getPackage(Ljava/lang/String;)Ljava/lang/Package;",
        package_by_name,
    );
    n.add(
        "jdk/internal/loader/BootLoader.getSystemPackageLocation(Ljava/lang/String;)Ljava/lang/String;",
        system_package_location,
    );
    n.add(
        "jdk/internal/loader/BootLoader.getSystemPackageNames()[Ljava/lang/String;",
        system_package_names,
    );
}

/// `Package.getPackage(name)` (deprecated, caller-sensitive): see the
/// module documentation. The caller is the method that called it (a native
/// has no frame of its own).
fn package_by_name(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let name = non_null(a, 0)?;
    let frames = &vm.state.threads[tid as usize].frames;
    let caller = frames.last().map(|f| vm.classes.method(f.method).class);
    let class_path = |vm: &Vm, c: u32| {
        matches!(
            vm.classes.get(c).origin,
            Some(Origin::Dir(_) | Origin::Jar(_))
        )
    };
    if caller.is_some_and(|c| class_path(vm, c)) {
        let package = vm.string_value(name).replace('.', "/");
        // The unnamed package counts too: HotSpot's launcher defines the
        // main class's package, named or not.
        let member = (0..vm.classes.len() as u32).find(|&c| {
            class_path(vm, c)
                && vm
                    .classes
                    .get(c)
                    .name
                    .rsplit_once('/')
                    .map_or("", |(p, _)| p)
                    == package
        });
        if let Some(c) = member {
            let get =
                vm.library_method("java/lang/Class", "getPackage", "()Ljava/lang/Package;")?;
            let mirror = vm.mirror(c);
            return vm.call_method(tid, get, &[Value::Ref(Some(mirror))]);
        }
        // A package the system class loader defined otherwise (the unnamed
        // package, by Class.getPackage), if that loader exists yet.
        let loader = vm
            .load_class("java/lang/ClassLoader")
            .map_err(Flow::Error)?;
        let scl = vm
            .classes
            .static_slot(loader, "scl")
            .map(|slot| vm.state.class(loader).statics[slot]);
        if let Some(scl @ Value::Ref(Some(_))) = scl {
            let defined = vm.library_method(
                "java/lang/ClassLoader",
                "getDefinedPackage",
                "(Ljava/lang/String;)Ljava/lang/Package;",
            )?;
            let p = vm.call_method(tid, defined, &[scl, a[0]])?;
            if matches!(p, Some(Value::Ref(Some(_)))) {
                return Ok(p);
            }
        }
    }
    let boot = vm
        .load_class("jdk/internal/loader/BootLoader")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, boot)?;
    let defined = vm.library_method(
        "jdk/internal/loader/BootLoader",
        "getDefinedPackage",
        "(Ljava/lang/String;)Ljava/lang/Package;",
    )?;
    vm.call_method(tid, defined, &[a[0]])
}

/// `ModuleLayer.boot()`: `System.bootLayer`, built on first use (null
/// while it is being built).
fn boot_layer(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let sys = vm.load_class("java/lang/System").map_err(Flow::Error)?;
    let slot = vm
        .classes
        .static_slot(sys, "bootLayer")
        .ok_or_else(|| Flow::Error(VmError::internal("System.bootLayer is missing")))?;
    let v = vm.state.class(sys).statics[slot];
    if v.as_ref().is_some() || vm.building_boot_layer {
        return Ok(Some(v));
    }
    let make = vm.library_method(
        "jdk/internal/module/WayfinderBootLayer",
        "make",
        "()Ljava/lang/ModuleLayer;",
    )?;
    vm.building_boot_layer = true;
    let made = vm.call_method(tid, make, &[]);
    vm.building_boot_layer = false;
    let layer = made?.unwrap_or(Value::NULL);
    vm.state.class_mut(sys).statics[slot] = layer;
    vm.publish(None, layer);
    Ok(Some(layer))
}

/// `StackTraceElement.computeFormat()`: the format bits HotSpot computes
/// (a class of the class path is the application loader's, a built-in
/// one; a JDK class is in a non-upgradeable module of the image), without
/// asking for the boot layer; drops the declaring class as the JDK does.
fn compute_format(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let Some(mirror) = vm
        .field_by_name(this, "declaringClassObject")
        .and_then(|v| v.as_ref())
    else {
        return Ok(None);
    };
    let c = vm.class_of_mirror(mirror);
    let format = match vm.classes.get(c).origin {
        Some(Origin::Jdk { .. }) => JDK_NON_UPGRADEABLE_MODULE,
        _ => BUILTIN_CLASS_LOADER,
    };
    vm.set_field_by_name(this, "format", Value::Int(format));
    vm.set_field_by_name(this, "declaringClassObject", Value::NULL);
    Ok(None)
}

/// The JDK module holding the loaded classes of package `pkg` (internal
/// form, `java/util`), if a class of it was loaded from the image.
fn loaded_package_module(vm: &Vm, pkg: &str) -> Option<String> {
    (0..vm.classes.len() as u32).find_map(|c| {
        let cl = vm.classes.get(c);
        let (p, _) = cl.name.rsplit_once('/')?;
        if p != pkg {
            return None;
        }
        match &cl.origin {
            Some(Origin::Jdk { module }) if module == "wayfinder.model" => {
                Some("java.base".to_string())
            }
            Some(Origin::Jdk { module }) => Some(module.clone()),
            _ => None,
        }
    })
}

/// `getSystemPackageLocation(name)`: `jrt:/MODULE` for a package of the
/// image a class of which is loaded, else null.
fn system_package_location(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let pkg = vm.string_value(non_null(a, 0)?);
    let location = loaded_package_module(vm, &pkg).map(|m| format!("jrt:/{m}"));
    Ok(Some(Value::Ref(location.map(|l| vm.new_string(&l)))))
}

/// `getSystemPackageNames()`: the packages (internal form) of the JDK
/// classes loaded so far, sorted.
fn system_package_names(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let mut names: Vec<String> = (0..vm.classes.len() as u32)
        .filter_map(|c| {
            let cl = vm.classes.get(c);
            if !matches!(cl.origin, Some(Origin::Jdk { .. })) {
                return None;
            }
            cl.name.rsplit_once('/').map(|(p, _)| p.to_string())
        })
        .collect();
    names.sort();
    names.dedup();
    let strings: Vec<_> = names.iter().map(|n| Some(vm.new_string(n))).collect();
    let arr = vm
        .new_array("[Ljava/lang/String;", crate::heap::ArrayData::Ref(strings))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}
