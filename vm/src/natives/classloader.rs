//! Class loaders and the service loader: what the JDK's own code needs of
//! them while every class comes from the boot class path (the locale
//! providers' `ServiceLoader.loadInstalled`, `ClassLoader.registerNatives`).
//!
//! `ClassLoader.getSystemClassLoader()` runs as a native (`JAVA_AS_NATIVE`):
//! HotSpot sets the system class loader at start-up
//! (`initSystemClassLoader`); Wayfinder makes it, the JDK's built-in
//! application class loader, the first time it is asked for, since making
//! it costs half of a hello-world run. A `java.system.class.loader` of the
//! program's own is not supported (Wayfinder has no such option), and no
//! security manager is ever set, so there is no permission to check.
//!
//! `java.util.ServiceLoader` is a model class (`vm/java/java/util`); its
//! native `providerNames` lists the providers of a service: those the
//! modules of the JDK's run-time image declare (`provides ... with ...` in
//! their `module-info.class`, modules in name order, each with its module;
//! the model orders them by class loader as the JDK does), then, unless
//! only installed providers are asked for, those named in
//! `META-INF/services/<service>` files on the user class path.

use std::rc::Rc;

use fxhash::FxHashMap;

use super::{non_null, NativeResult, Natives};
use crate::classfile::ClassFile;
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// The JDK methods with Java code that run as the natives below.
pub const METHODS: [(&str, &str, &str); 3] = [
    (
        "java/lang/ClassLoader",
        "getSystemClassLoader",
        "()Ljava/lang/ClassLoader;",
    ),
    (
        "java/lang/ClassLoader",
        "getDefinedPackage",
        "(Ljava/lang/String;)Ljava/lang/Package;",
    ),
    (
        "java/lang/ClassLoader",
        "packages",
        "()Ljava/util/stream/Stream;",
    ),
];

pub fn register(n: &mut Natives) {
    n.add("java/lang/ClassLoader.registerNatives()V", super::nop);
    n.add(
        "java/lang/ClassLoader.getSystemClassLoader()Ljava/lang/ClassLoader;",
        system_class_loader,
    );
    n.add(
        "java/lang/ClassLoader.findLoadedClass0(Ljava/lang/String;)Ljava/lang/Class;",
        |vm, _, a| loaded_class(vm, a[1], a[0]),
    );
    n.add(
        "java/lang/ClassLoader.findBootstrapClass(Ljava/lang/String;)Ljava/lang/Class;",
        |vm, _, a| loaded_class(vm, a[0], Value::NULL),
    );
    n.add(
        "java/lang/ClassLoader.defineClass1(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;",
        define_class1,
    );
    n.add(
        "java/lang/invoke/MethodHandles$Lookup.defineClass0(Ljava/lang/Class;[B)Ljava/lang/Class;",
        lookup_define_class,
    );
    n.add(
        "jdk/internal/misc/WayfinderLoading.found(ILjava/lang/String;Ljava/lang/Class;)V",
        loader_found,
    );
    n.add(
        "jdk/internal/misc/WayfinderLoading.notFound(ILjava/lang/String;)V",
        loader_not_found,
    );
    n.add(
        "java/lang/ClassLoader.getDefinedPackage(Ljava/lang/String;)Ljava/lang/Package;",
        defined_package,
    );
    n.add(
        "java/lang/ClassLoader.packages()Ljava/util/stream/Stream;",
        defined_packages,
    );
    n.add(
        "java/util/ServiceLoader.providerNames(Ljava/lang/String;Z)[Ljava/lang/String;",
        provider_names,
    );
    n.add(
        "java/lang/ClassLoader.retrieveDirectives()Ljava/lang/AssertionStatusDirectives;",
        retrieve_directives,
    );
}

/// `ClassLoader.retrieveDirectives()`: the command line's assertion
/// switches, read when a program first calls `setClassAssertionStatus` and
/// friends. Wayfinder runs every class as `java -ea` does: no class or
/// package named, assertions enabled by default.
fn retrieve_directives(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let c = vm
        .load_class("java/lang/AssertionStatusDirectives")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, c)?;
    let d = vm.alloc_object(c);
    let strings = |vm: &mut Vm| vm.new_array("[Ljava/lang/String;", ArrayData::Ref(Vec::new()));
    let bools = |vm: &mut Vm| vm.new_array("[Z", ArrayData::Byte(Vec::new()));
    for (field, v) in [
        ("classes", strings(vm)),
        ("classEnabled", bools(vm)),
        ("packages", strings(vm)),
        ("packageEnabled", bools(vm)),
    ] {
        let v = v.map_err(Flow::Error)?;
        vm.set_field_by_name(d, field, Value::Ref(Some(v)));
    }
    vm.set_field_by_name(d, "deflt", Value::Int(1));
    Ok(Some(Value::Ref(Some(d))))
}

/// Service (binary name) to its providers in the JDK image: (provider's
/// binary name, its module).
pub type Services = FxHashMap<String, Vec<(String, String)>>;

/// `ClassLoader.getSystemClassLoader()`: `ClassLoader.scl`, set on first
/// use to `ClassLoader.getBuiltinAppClassLoader()` (one nested call, as
/// HotSpot makes it before `main`).
fn system_class_loader(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let cl = vm
        .load_class("java/lang/ClassLoader")
        .map_err(Flow::Error)?;
    let slot = vm
        .classes
        .static_slot(cl, "scl")
        .ok_or_else(|| Flow::Error(VmError::internal("ClassLoader.scl is missing")))?;
    let v = vm.state.class(cl).statics[slot];
    if v.as_ref().is_some() {
        return Ok(Some(v));
    }
    let builtin = vm
        .classes
        .find_own_method(cl, "getBuiltinAppClassLoader", "()Ljava/lang/ClassLoader;")
        .ok_or_else(|| {
            Flow::Error(VmError::internal(
                "ClassLoader.getBuiltinAppClassLoader is missing",
            ))
        })?;
    let scl = vm.call_method(tid, builtin, &[])?.unwrap_or(Value::NULL);
    vm.state.class_mut(cl).statics[slot] = scl;
    vm.publish(None, scl);
    Ok(Some(scl))
}

/// Calls the method `name``desc` that `recv`'s class selects (a virtual
/// call) with `recv` and `args`.
fn call_virtual(
    vm: &mut Vm,
    tid: u32,
    recv: ObjRef,
    name: &str,
    desc: &str,
    args: &[Value],
) -> NativeResult {
    let rc = vm.state.heap.get(recv).class;
    let sig = vm.classes.sig(name, desc);
    let m = vm.classes.select_virtual(rc, sig).ok_or_else(|| {
        Flow::Error(VmError::internal(format!(
            "{}.{name}{desc} is missing",
            vm.classes.get(rc).java_name()
        )))
    })?;
    let mut all = vec![Value::Ref(Some(recv))];
    all.extend_from_slice(args);
    vm.call_method(tid, m, &all)
}

/// Is `loader` the system class loader (once made)?
fn is_system_loader(vm: &mut Vm, loader: ObjRef) -> Result<bool, Flow> {
    let cl = vm
        .load_class("java/lang/ClassLoader")
        .map_err(Flow::Error)?;
    Ok(vm
        .classes
        .static_slot(cl, "scl")
        .is_some_and(|slot| vm.state.class(cl).statics[slot].as_ref() == Some(loader)))
}

/// HotSpot's application class loader defines a class path package when
/// it loads the first class of it (and the launcher the main class's,
/// even the unnamed package). Wayfinder loads the class path's classes
/// itself, so the system class loader defines them when asked: each
/// package (or only `only`, a binary package name) of a loaded class of
/// the class path that it has not defined yet, by `Class.getPackage`.
fn define_class_path_packages(vm: &mut Vm, tid: u32, only: Option<&str>) -> Result<(), Flow> {
    let mut seen = std::collections::BTreeSet::new();
    let mut members = Vec::new();
    for c in 0..vm.classes.len() as u32 {
        let class = vm.classes.get(c);
        if class.namespace != 0
            || !matches!(
                class.origin,
                Some(crate::classpath::Origin::Dir(_) | crate::classpath::Origin::Jar(_))
            )
        {
            continue;
        }
        let package = class
            .name
            .rsplit_once('/')
            .map_or(String::new(), |(p, _)| p.replace('/', "."));
        if only.is_some_and(|o| o != package) || !seen.insert(package) {
            continue;
        }
        members.push(c);
    }
    let get = vm.library_method("java/lang/Class", "getPackage", "()Ljava/lang/Package;")?;
    for c in members {
        let mirror = vm.mirror(c);
        vm.call_method(tid, get, &[Value::Ref(Some(mirror))])?;
    }
    Ok(())
}

/// `ClassLoader.getDefinedPackage(name)` (a final method of the JDK's,
/// run as a native): the JDK's code (the loader's `packages` map, each
/// entry made a `Package` by `definePackage(name, module)`), after the
/// system class loader defined `name` if a loaded class of the class path
/// is in it (`define_class_path_packages`).
fn defined_package(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let Some(name) = a[1].as_ref() else {
        return Err(Flow::throw_new(
            "java/lang/NullPointerException",
            "name cannot be null",
        ));
    };
    if is_system_loader(vm, this)? {
        let n = vm.string_value(name);
        define_class_path_packages(vm, tid, Some(&n))?;
    }
    let map = vm
        .field_by_name(this, "packages")
        .and_then(|v| v.as_ref())
        .ok_or_else(|| Flow::Error(VmError::internal("ClassLoader.packages is missing")))?;
    let p = call_virtual(
        vm,
        tid,
        map,
        "get",
        "(Ljava/lang/Object;)Ljava/lang/Object;",
        &[a[1]],
    )?;
    let Some(Value::Ref(Some(p))) = p else {
        return Ok(Some(Value::NULL));
    };
    let module =
        call_virtual(vm, tid, p, "module", "()Ljava/lang/Module;", &[])?.unwrap_or(Value::NULL);
    let define = vm.library_method(
        "java/lang/ClassLoader",
        "definePackage",
        "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Package;",
    )?;
    vm.call_method(tid, define, &[a[0], a[1], module])
}

/// `ClassLoader.packages()` (the stream behind `getDefinedPackages()` and
/// `Package.getPackages()`, run as a native): the loader's packages, each
/// made a `Package` as the JDK's code does, after the system class loader
/// defined those of the loaded classes of the class path.
fn defined_packages(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    if is_system_loader(vm, this)? {
        define_class_path_packages(vm, tid, None)?;
    }
    let map = vm
        .field_by_name(this, "packages")
        .and_then(|v| v.as_ref())
        .ok_or_else(|| Flow::Error(VmError::internal("ClassLoader.packages is missing")))?;
    let keys = call_virtual(vm, tid, map, "keySet", "()Ljava/util/Set;", &[])?
        .and_then(|v| v.as_ref())
        .ok_or_else(|| Flow::Error(VmError::internal("ConcurrentHashMap.keySet is null")))?;
    let names = call_virtual(vm, tid, keys, "toArray", "()[Ljava/lang/Object;", &[])?
        .and_then(|v| v.as_ref())
        .ok_or_else(|| Flow::Error(VmError::internal("keySet().toArray() is null")))?;
    let names: Vec<Option<ObjRef>> = match vm.state.heap.get(names).array() {
        Some(ArrayData::Ref(v)) => v.clone(),
        _ => Vec::new(),
    };
    let mut packages = Vec::with_capacity(names.len());
    for name in names {
        let p = defined_package(vm, tid, &[a[0], Value::Ref(name)])?;
        packages.push(p.and_then(|v| v.as_ref()));
    }
    let arr = vm
        .new_array("[Ljava/lang/Package;", ArrayData::Ref(packages))
        .map_err(Flow::Error)?;
    let stream = vm.library_method(
        "java/util/Arrays",
        "stream",
        "([Ljava/lang/Object;)Ljava/util/stream/Stream;",
    )?;
    vm.call_method(tid, stream, &[Value::Ref(Some(arr))])
}

/// `defineClass1(loader, name, b, off, len, pd, source)`: a class loader
/// of the program (`URLClassLoader`, a `findClass` of its own) defines a
/// class from `b[off..off+len]`. Bytes this JDK would not accept as a class
/// file are refused as HotSpot refuses them: `ClassFormatError` for a wrong
/// magic number, a truncated or malformed file;
/// `UnsupportedClassVersionError` for a version newer than the class
/// library's (61 for JDK 17), a non-zero minor version from Java 12's
/// version on, or a preview file; `NoClassDefFoundError` when the file
/// defines another class than `name`. A well-formed class file is defined
/// (verified, linked, its mirror remembering the loader and the protection
/// domain `pd`: `getClassLoader()` answers that loader) into the loader's
/// own class namespace (`loader::Class::namespace`): a class of a name the
/// class path or the JDK has too is another class, the class path's code
/// never sees it (`NoClassDefFoundError` there, as on HotSpot), and the
/// names its own code uses resolve through that loader (`Vm::load_for`;
/// its super types here, by a nested call of its `loadClass`). A second
/// definition of a name by the same loader is a `LinkageError`. A class
/// of the bootstrap loader's own (a null loader) stops the run (exit 4).
fn define_class1(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let array = non_null(a, 2)?;
    let (Value::Int(off), Value::Int(len)) = (a[3], a[4]) else {
        return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None));
    };
    let bytes: Vec<u8> = match vm.state.heap.get(array).array() {
        Some(ArrayData::Byte(b)) => {
            let (start, end) = (off as i64, off as i64 + len as i64);
            if off < 0 || len < 0 || end > b.len() as i64 {
                return Err(Flow::ThrowNew(
                    "java/lang/ArrayIndexOutOfBoundsException",
                    None,
                ));
            }
            b[start as usize..end as usize]
                .iter()
                .map(|&x| x as u8)
                .collect()
        }
        _ => return Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    };
    let name = a[1].as_ref().map(|s| vm.string_value(s).replace('.', "/"));
    let who = name.clone().unwrap_or_else(|| "<Unknown>".to_string());
    let file = checked_class_file(vm, &bytes, &who)?;
    if let Some(name) = name.filter(|n| **n != *file.name) {
        return Err(Flow::throw_new(
            "java/lang/NoClassDefFoundError",
            &format!("{name} (wrong name: {})", file.name),
        ));
    }
    let loader_name = a[0]
        .as_ref()
        .map(|l| {
            let c = vm.state.heap.get(l).class;
            crate::descriptor::binary_name(&vm.classes.get(c).name)
        })
        .unwrap_or_else(|| "the bootstrap loader".to_string());
    let refuse = |why: String| {
        Err(Flow::Error(VmError::unsupported(format!(
            "java.lang.ClassLoader.defineClass: {loader_name} defines {} from bytes; {why}",
            crate::descriptor::binary_name(&file.name)
        ))))
    };
    let Some(loader) = a[0].as_ref() else {
        return refuse("a class of the bootstrap loader's own is not supported".to_string());
    };
    // A definition that fails takes back the namespace it made (each
    // namespace holds a class its loader defined: `crate::loader_state`).
    let spaces = vm.state.loaders.count();
    let ns = namespace_of(vm, loader);
    let defined = define_in(vm, tid, ns, loader, &loader_name, file, &bytes);
    let c = match defined {
        Ok(c) => c,
        Err(e) => {
            vm.state.loaders.truncate(spaces);
            return Err(e);
        }
    };
    vm.sync_class_states();
    let mirror = vm.mirror(c);
    for (field, v) in [("definingLoader", a[0]), ("definedDomain", a[5])] {
        vm.set_field_by_name(mirror, field, v);
        vm.publish(None, v);
    }
    vm.publish(None, Value::Ref(Some(mirror)));
    Ok(Some(Value::Ref(Some(mirror))))
}

/// Class bytes `bytes` (of class `who`, for messages) refused as HotSpot
/// refuses them (`class_file_refusal`: magic, version beyond the JDK's) or
/// parsed; a parse error is a `ClassFormatError`, every file that ends too
/// soon worded alike, as HotSpot words it.
fn checked_class_file(vm: &Vm, bytes: &[u8], who: &str) -> Result<ClassFile, Flow> {
    let max_major = vm.classes.classpath.jdk_version() + 44;
    class_file_refusal(bytes, who, max_major)
        .map_err(|(class, msg)| Flow::throw_new(class, &msg))?;
    crate::parse::parse_class(bytes).map_err(|e| {
        let msg = if e.0.starts_with("truncated") {
            "Truncated class file"
        } else {
            &e.0
        };
        Flow::throw_new("java/lang/ClassFormatError", msg)
    })
}

/// `Lookup.defineClass(bytes)` (the model's `defineClass0(lookupClass,
/// bytes)`): the class must be in the lookup class's package
/// (`IllegalArgumentException`, as the JDK's check words it); it is
/// defined by the lookup class's loader. A program loader's definition is
/// `ClassLoader.defineClass`'s (state, as any); one into the class path's
/// namespace is supported under `run` only (exit 4 under check, where it
/// would outlive a backtrack), and the JDK's loaders define nothing here.
fn lookup_define_class(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let lookup = vm.class_of_mirror(non_null(a, 0)?);
    let array = non_null(a, 1)?;
    let bytes: Vec<u8> = match vm.state.heap.get(array).array() {
        Some(ArrayData::Byte(b)) => b.iter().map(|&x| x as u8).collect(),
        _ => return Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    };
    let file = checked_class_file(vm, &bytes, "<Unknown>")?;
    let package = |n: &str| {
        n.rsplit_once('/')
            .map_or(String::new(), |(p, _)| p.to_string())
    };
    let lookup_name = vm.classes.get(lookup).name.clone();
    if package(&file.name) != package(&lookup_name) {
        return Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            &format!(
                "{} not in same package as lookup class",
                crate::descriptor::binary_name(&file.name)
            ),
        ));
    }
    let ns = vm.classes.get(lookup).namespace;
    if ns != 0 {
        let Some(loader) = vm.state.loaders.loader(ns) else {
            return Err(Flow::Error(VmError::internal(format!(
                "class namespace {ns} has no loader on this path"
            ))));
        };
        let args = [
            Value::Ref(Some(loader)),
            Value::NULL,
            Value::Ref(Some(array)),
            Value::Int(0),
            Value::Int(bytes.len() as i32),
            Value::NULL,
            Value::NULL,
        ];
        return define_class1(vm, tid, &args);
    }
    let refuse = |why: &str| {
        Err(Flow::Error(VmError::unsupported(format!(
            "java.lang.invoke.MethodHandles.Lookup.defineClass: {} defines {}; {why}",
            crate::descriptor::binary_name(&lookup_name),
            crate::descriptor::binary_name(&file.name)
        ))))
    };
    let origin = match &vm.classes.get(lookup).origin {
        Some(o @ (crate::classpath::Origin::Dir(_) | crate::classpath::Origin::Jar(_))) => {
            o.clone()
        }
        _ => return refuse("a class of the JDK's loaders is not supported"),
    };
    if vm.preempt {
        return refuse(
            "a class of the class path's loader defined at run time is not part of a checked state",
        );
    }
    let c = vm
        .classes
        .define_at_run_time(file, &bytes, origin)
        .map_err(Flow::Error)?;
    vm.sync_class_states();
    let mirror = vm.mirror(c);
    vm.publish(None, Value::Ref(Some(mirror)));
    Ok(Some(Value::Ref(Some(mirror))))
}

/// Defines class `file` (from `bytes`) into namespace `ns` of program
/// loader `loader` (`define_class1`): refuses a name the namespace holds
/// already, verifies it, resolves its super types through the loader and
/// records the class in the state's tables.
fn define_in(
    vm: &mut Vm,
    tid: u32,
    ns: u32,
    loader: ObjRef,
    loader_name: &str,
    file: crate::classfile::ClassFile,
    bytes: &[u8],
) -> Result<ClassId, Flow> {
    if vm.state.loaders.class(ns, &file.name).is_some() {
        return Err(Flow::throw_new(
            "java/lang/LinkageError",
            &format!(
                "loader {loader_name} attempted duplicate class definition for {}.",
                crate::descriptor::binary_name(&file.name)
            ),
        ));
    }
    crate::verify::verify_class(bytes, &file).map_err(Flow::Error)?;
    // Its super types, through the loader (HotSpot asks it as it defines).
    let super_class = match file.super_name.clone() {
        Some(s) => Some(resolve_through(vm, tid, ns, loader, &s)?),
        None => None,
    };
    let mut interfaces = Vec::with_capacity(file.interfaces.len());
    for i in file.interfaces.clone() {
        interfaces.push(resolve_through(vm, tid, ns, loader, &i)?);
    }
    let name = file.name.clone();
    let c = vm
        .classes
        .define_in(file, bytes, ns, super_class, interfaces)
        .map_err(Flow::Error)?;
    vm.state.loaders.record_definition(ns, &name, c);
    Ok(c)
}

/// Resolves class `name` (internal) in namespace `ns` of `loader` now,
/// asking the loader's `loadClass` (a nested call) if it was not asked yet.
fn resolve_through(
    vm: &mut Vm,
    tid: u32,
    ns: u32,
    loader: ObjRef,
    name: &str,
) -> Result<ClassId, Flow> {
    if let Some(c) = vm
        .classes
        .lookup_for(&vm.state.loaders, ns, name)
        .map_err(Flow::Error)?
    {
        return Ok(c);
    }
    let m = vm.library_method(
        "jdk/internal/misc/WayfinderLoading",
        "loadFor",
        "(Ljava/lang/ClassLoader;Ljava/lang/String;I)V",
    )?;
    let binary = vm.new_string(&crate::descriptor::binary_name(name));
    vm.call_method(
        tid,
        m,
        &[
            Value::Ref(Some(loader)),
            Value::Ref(Some(binary)),
            Value::Int(ns as i32),
        ],
    )?;
    vm.classes
        .lookup_for(&vm.state.loaders, ns, name)
        .map_err(Flow::Error)?
        .ok_or_else(|| Flow::Error(VmError::no_class_def(name)))
}

/// `WayfinderLoading.found(ns, name, c)`: the loader of namespace `ns`
/// answered class `c` for binary name `name`.
fn loader_found(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let ns = a[0].as_int() as u32;
    let name = vm.string_value(non_null(a, 1)?).replace('.', "/");
    let c = vm.class_of_mirror(non_null(a, 2)?);
    vm.state.loaders.record(ns, &name, c);
    Ok(None)
}

/// `WayfinderLoading.notFound(ns, name)`: the loader of namespace `ns` has
/// no class `name`: `NoClassDefFoundError` where the name is resolved.
fn loader_not_found(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let ns = a[0].as_int() as u32;
    let name = vm.string_value(non_null(a, 1)?).replace('.', "/");
    vm.state
        .loaders
        .record_failure(ns, &name, VmError::no_class_def(&name));
    Ok(None)
}

/// The class namespace of program class loader `loader` (see
/// `loader::Class::namespace`), made on its first definition (the loader is
/// pinned then: its number must not go to another object).
fn namespace_of(vm: &mut Vm, loader: ObjRef) -> u32 {
    match vm.state.loaders.namespace_of(loader) {
        Some(ns) => ns,
        None => {
            vm.state.heap.pin(loader);
            vm.state.loaders.add_namespace(loader)
        }
    }
}

/// Why HotSpot refuses class-file `bytes` before parsing them, if it does:
/// the exception class (internal name) and its message, HotSpot's wording.
/// Versions are checked against `max_major`, the class library's.
fn class_file_refusal(
    bytes: &[u8],
    who: &str,
    max_major: u32,
) -> Result<(), (&'static str, String)> {
    const CFE: &str = "java/lang/ClassFormatError";
    const UCVE: &str = "java/lang/UnsupportedClassVersionError";
    if bytes.len() < 4 {
        return Err((CFE, "Truncated class file".to_string()));
    }
    let magic = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    if magic != 0xCAFE_BABE {
        return Err((
            CFE,
            format!("Incompatible magic value {magic} in class file {who}"),
        ));
    }
    if bytes.len() < 8 {
        return Err((CFE, "Truncated class file".to_string()));
    }
    let minor = u16::from_be_bytes([bytes[4], bytes[5]]);
    let major = u16::from_be_bytes([bytes[6], bytes[7]]);
    if u32::from(major) > max_major {
        return Err((
            UCVE,
            format!(
                "{who} has been compiled by a more recent version of the Java Runtime (class file version {major}.{minor}), this version of the Java Runtime only recognizes class file versions up to {max_major}.0"
            ),
        ));
    }
    // Java 12's class files (56) on: the minor version is 0, or 65535 for
    // a preview file, which needs `--enable-preview` (Wayfinder has none).
    if major >= 56 && minor == 0xFFFF {
        return Err((
            UCVE,
            format!(
                "Preview features are not enabled for {who} (class file version {major}.{minor}). Try running with '--enable-preview'"
            ),
        ));
    }
    if major >= 56 && minor != 0 {
        return Err((
            UCVE,
            format!(
                "{who} (class file version {major}.{minor}) was compiled with an invalid non-zero minor version"
            ),
        ));
    }
    Ok(())
}

/// `findLoadedClass0` / `findBootstrapClass`: the class of binary name
/// `name` that `loader` (null: the bootstrap loader) defined from bytes
/// (`define_class1`, its own namespace); for the JDK's built-in loaders
/// (and the bootstrap loader) the one of the namespace of the JDK's and
/// the class path's classes, loaded on demand, so that a class they could
/// find counts as loaded (not initialised); or null. A program's own
/// loader has loaded only the classes it defined (HotSpot records a
/// loader's other classes only when the VM resolved names through it).
fn loaded_class(vm: &mut Vm, name: Value, loader: Value) -> NativeResult {
    let Some(name) = name.as_ref() else {
        return Ok(Some(Value::NULL));
    };
    let name = vm.string_value(name);
    if name.is_empty() || name.contains('/') || name.starts_with('[') {
        return Ok(Some(Value::NULL));
    }
    let internal = name.replace('.', "/");
    if let Some(l) = loader.as_ref() {
        let own = vm
            .state
            .loaders
            .namespace_of(l)
            .and_then(|ns| vm.state.loaders.class(ns, &internal));
        if let Some(c) = own {
            return Ok(Some(Value::Ref(Some(vm.mirror(c)))));
        }
        // A loader of the program's (not one of the JDK's built-in
        // loaders) has loaded only what it defined itself.
        let builtin = vm
            .load_class("jdk/internal/loader/BuiltinClassLoader")
            .map_err(Flow::Error)?;
        let lc = vm.state.heap.get(l).class;
        if !vm.classes.is_assignable(lc, builtin) {
            return Ok(Some(Value::NULL));
        }
    }
    match vm.load_class(&internal) {
        Ok(c) => {
            let mirror = vm.mirror(c);
            let defined_by = vm
                .field_by_name(mirror, "definingLoader")
                .and_then(|v| v.as_ref());
            if defined_by.is_some() && defined_by != loader.as_ref() {
                return Ok(Some(Value::NULL));
            }
            Ok(Some(Value::Ref(Some(mirror))))
        }
        Err(_) => Ok(Some(Value::NULL)),
    }
}

fn provider_names(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let service = vm.string_value(non_null(a, 0)?);
    let installed_only = a[1].as_int() != 0;
    let catalog = installed_services(vm).map_err(Flow::Error)?;
    let mut names: Vec<(String, Option<String>)> = catalog
        .get(&service)
        .map(|v| {
            v.iter()
                .map(|(n, m)| (n.clone(), Some(m.clone())))
                .collect()
        })
        .unwrap_or_default();
    if !installed_only {
        let files = vm
            .classes
            .classpath
            .user_resources(&format!("META-INF/services/{service}"))
            .map_err(|e| Flow::Error(VmError::input(e.0)))?;
        for bytes in files {
            for line in String::from_utf8_lossy(&bytes).lines() {
                let line = line.split('#').next().unwrap_or("").trim();
                if !line.is_empty() {
                    names.push((line.to_string(), None));
                }
            }
        }
    }
    let mut elems = Vec::with_capacity(names.len() * 3);
    for (name, module) in names {
        elems.push(Some(vm.new_string(&name)));
        elems.push(Some(vm.new_string(if module.is_some() {
            "M"
        } else {
            "C"
        })));
        elems.push(module.map(|m| vm.new_string(&m)));
    }
    Ok(Some(Value::Ref(Some(
        vm.new_array("[Ljava/lang/String;", ArrayData::Ref(elems))
            .map_err(Flow::Error)?,
    ))))
}

/// The JDK image's declared providers, read once per VM.
fn installed_services(vm: &mut Vm) -> Result<Rc<Services>, VmError> {
    if let Some(s) = &vm.installed_services {
        return Ok(Rc::clone(s));
    }
    let image = vm.classes.classpath.jimage();
    let bad = |e: crate::classpath::ClassPathError| VmError::input(e.0);
    let mut descriptors: Vec<String> = image
        .entries()
        .map_err(bad)?
        .into_iter()
        .map(|(name, _)| name)
        .filter(|n| n.ends_with("/module-info.class") && n.matches('/').count() == 2)
        .collect();
    descriptors.sort();
    let mut services = Services::default();
    for name in descriptors {
        let Some(bytes) = image.resource(&name).map_err(bad)? else {
            continue;
        };
        let provides = module_provides(&bytes)
            .ok_or_else(|| VmError::class_format(format!("{name}: malformed module descriptor")))?;
        let module = name.split('/').nth(1).unwrap_or_default().to_string();
        for (service, with) in provides {
            let list = services.entry(service).or_default();
            list.extend(with.into_iter().map(|p| (p, module.clone())));
        }
    }
    let s = Rc::new(services);
    vm.installed_services = Some(Rc::clone(&s));
    Ok(s)
}

/// A big-endian reader over a class file.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn u1(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn u2(&mut self) -> Option<u16> {
        Some(u16::from(self.u1()?) << 8 | u16::from(self.u1()?))
    }

    fn u4(&mut self) -> Option<u32> {
        Some(u32::from(self.u2()?) << 16 | u32::from(self.u2()?))
    }

    fn skip(&mut self, n: usize) -> Option<()> {
        if self.at + n > self.bytes.len() {
            return None;
        }
        self.at += n;
        Some(())
    }

    /// Skips `u2 count` members (fields or methods) with their attributes.
    fn skip_members(&mut self) -> Option<()> {
        for _ in 0..self.u2()? {
            self.skip(6)?;
            for _ in 0..self.u2()? {
                self.skip(2)?;
                let len = self.u4()? as usize;
                self.skip(len)?;
            }
        }
        Some(())
    }
}

/// The `provides` table of a `module-info.class` (JVMS 4.7.25): each
/// service with its providers, as binary names. `None` when malformed.
fn module_provides(bytes: &[u8]) -> Option<Vec<(String, Vec<String>)>> {
    let mut r = Reader { bytes, at: 8 };
    let count = r.u2()? as usize;
    // Per constant-pool index: the UTF-8 text, or the name index of a Class.
    let mut utf8: Vec<Option<String>> = vec![None; count];
    let mut class_name: Vec<Option<u16>> = vec![None; count];
    let mut i = 1;
    while i < count {
        let tag = r.u1()?;
        match tag {
            1 => {
                let len = r.u2()? as usize;
                let start = r.at;
                r.skip(len)?;
                utf8[i] = Some(String::from_utf8_lossy(&bytes[start..start + len]).into_owned());
            }
            7 => class_name[i] = Some(r.u2()?),
            8 | 16 | 19 | 20 => r.skip(2)?,
            15 => r.skip(3)?,
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => r.skip(4)?,
            5 | 6 => {
                r.skip(8)?;
                i += 1;
            }
            _ => return None,
        }
        i += 1;
    }
    let class = |idx: u16| -> Option<String> {
        let name = class_name.get(idx as usize)?.as_ref()?;
        Some(utf8.get(*name as usize)?.as_ref()?.replace('/', "."))
    };
    r.skip(6)?;
    let interfaces = r.u2()? as usize;
    r.skip(interfaces * 2)?;
    r.skip_members()?;
    r.skip_members()?;
    for _ in 0..r.u2()? {
        let name = r.u2()?;
        let len = r.u4()? as usize;
        if utf8.get(name as usize)?.as_deref() != Some("Module") {
            r.skip(len)?;
            continue;
        }
        r.skip(6)?;
        let requires = r.u2()? as usize;
        r.skip(requires * 6)?;
        for _ in 0..2 {
            // exports, then opens
            for _ in 0..r.u2()? {
                r.skip(4)?;
                let to = r.u2()? as usize;
                r.skip(to * 2)?;
            }
        }
        let uses = r.u2()? as usize;
        r.skip(uses * 2)?;
        let mut out = Vec::new();
        for _ in 0..r.u2()? {
            let service = class(r.u2()?)?;
            let mut with = Vec::new();
            for _ in 0..r.u2()? {
                with.push(class(r.u2()?)?);
            }
            out.push((service, with));
        }
        return Some(out);
    }
    Some(Vec::new())
}

#[cfg(test)]
mod tests {
    use super::module_provides;

    #[test]
    fn malformed_descriptors_are_refused() {
        assert_eq!(module_provides(&[]), None);
        assert_eq!(
            module_provides(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 3, 99]),
            None
        );
    }
}
