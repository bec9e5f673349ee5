//! Object serialization: `java.io.ObjectStreamClass`'s natives, and the
//! serialization constructors `ReflectionFactory` asks for.
//!
//! JDK 17 makes each serialization constructor by generating a class
//! (`MethodAccessorGenerator.generateSerializationConstructor`), JDK 25 from
//! a method handle (`MethodHandleAccessorFactory.
//! newSerializableConstructorAccessor`). Here either method runs as a native
//! (`JAVA_AS_NATIVE`) returning a
//! `WayfinderSerializationConstructorAccessor` (model class, `vm/java/`),
//! whose `newInstance0` native below allocates the object and runs the
//! constructor: no class is defined while the program runs, so the class
//! table (which a search does not backtrack) is left alone.

use super::{non_null, nop, NativeResult, Natives};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

const ACCESSOR: &str = "jdk/internal/reflect/WayfinderSerializationConstructorAccessor";

/// `MethodAccessorGenerator.generateSerializationConstructor(declaringClass,
/// parameterTypes, checkedExceptions, modifiers, targetConstructorClass)`,
/// run as a native.
pub const GENERATE_SERIALIZATION_CONSTRUCTOR: (&str, &str, &str) = (
    "jdk/internal/reflect/MethodAccessorGenerator",
    "generateSerializationConstructor",
    "(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;",
);

/// JDK 25's `MethodHandleAccessorFactory.newSerializableConstructorAccessor(
/// decl, ctor)`, run as a native (absent from JDK 17's class library).
pub const NEW_SERIALIZABLE_CONSTRUCTOR_ACCESSOR: (&str, &str, &str) = (
    "jdk/internal/reflect/MethodHandleAccessorFactory",
    "newSerializableConstructorAccessor",
    "(Ljava/lang/Class;Ljava/lang/reflect/Constructor;)Ljdk/internal/reflect/ConstructorAccessorImpl;",
);

pub fn register(n: &mut Natives) {
    n.add("java/io/ObjectStreamClass.initNative()V", nop);
    // Whether the class declares a static initialiser: part of the default
    // serialVersionUID (Java Object Serialization Specification 4.6).
    n.add(
        "java/io/ObjectStreamClass.hasStaticInitializer(Ljava/lang/Class;)Z",
        |vm, _, a| {
            let c = vm.class_of_mirror(non_null(a, 0)?);
            let has = vm.classes.find_own_method(c, "<clinit>", "()V").is_some();
            Ok(Some(Value::Int(has as i32)))
        },
    );
    n.add(
        "jdk/internal/reflect/MethodAccessorGenerator.generateSerializationConstructor(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;",
        generate_serialization_constructor,
    );
    n.add(
        "jdk/internal/reflect/MethodHandleAccessorFactory.newSerializableConstructorAccessor(Ljava/lang/Class;Ljava/lang/reflect/Constructor;)Ljdk/internal/reflect/ConstructorAccessorImpl;",
        new_serializable_constructor_accessor,
    );
    n.add(
        "jdk/internal/reflect/WayfinderSerializationConstructorAccessor.newInstance0(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;",
        new_instance0,
    );
}

/// `generateSerializationConstructor(this, declaringClass, parameterTypes,
/// checkedExceptions, modifiers, targetConstructorClass)`: an accessor that instantiates
/// `declaringClass` with the constructor of `targetConstructorClass` (its
/// parameter types are always none: serialization calls the no-argument
/// constructor of the first non-serializable superclass).
fn generate_serialization_constructor(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let params_empty = match a[2].as_ref() {
        None => true,
        Some(p) => vm.state.heap.get(p).array().is_none_or(|d| d.is_empty()),
    };
    if !params_empty {
        return Err(Flow::Error(crate::error::VmError::unsupported(
            "a serialization constructor with parameters",
        )));
    }
    let (instantiated, owner) = (non_null(a, 1)?, non_null(a, 5)?);
    make_accessor(vm, tid, instantiated, owner)
}

/// A new `WayfinderSerializationConstructorAccessor(instantiated, owner)`
/// (the mirrors of the class to instantiate and of the constructor's class).
fn make_accessor(vm: &mut Vm, tid: u32, instantiated: ObjRef, owner: ObjRef) -> NativeResult {
    reflect_access_for_factory(vm, tid)?;
    let c = vm.load_class(ACCESSOR).map_err(Flow::Error)?;
    vm.ensure_initialized(tid, c)?;
    let ctor = vm
        .classes
        .find_own_method(c, "<init>", "(Ljava/lang/Class;Ljava/lang/Class;)V")
        .ok_or_else(|| {
            Flow::Error(crate::error::VmError::internal(format!(
                "{ACCESSOR} has no constructor (Class, Class)"
            )))
        })?;
    let obj = vm.alloc_object(c);
    vm.call_method(
        tid,
        ctor,
        &[
            Value::Ref(Some(obj)),
            Value::Ref(Some(instantiated)),
            Value::Ref(Some(owner)),
        ],
    )?;
    Ok(Some(Value::Ref(Some(obj))))
}

/// `newSerializableConstructorAccessor(decl, ctor)` (JDK 25): an accessor
/// that instantiates `decl` with `ctor`, a constructor of `decl` or of a
/// superclass; one with parameters stops with exit 4 (serialization itself
/// always passes the no-argument constructor of the first non-serializable
/// superclass).
fn new_serializable_constructor_accessor(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let (instantiated, ctor) = (non_null(a, 0)?, non_null(a, 1)?);
    let params_empty = match vm.field_by_name(ctor, "parameterTypes") {
        Some(Value::Ref(Some(p))) => vm.state.heap.get(p).array().is_none_or(|d| d.is_empty()),
        _ => true,
    };
    let Some(Value::Ref(Some(owner))) = vm.field_by_name(ctor, "clazz") else {
        return Err(Flow::Error(crate::error::VmError::internal(
            "serialization: a Constructor without its class",
        )));
    };
    if !params_empty {
        return Err(Flow::Error(crate::error::VmError::unsupported(
            "a serialization constructor with parameters",
        )));
    }
    make_accessor(vm, tid, instantiated, owner)
}

/// HotSpot initialises `AccessibleObject` (which hands `SharedSecrets` its
/// `JavaLangReflectAccess`) at start-up, before `ReflectionFactory` takes
/// a copy of it; Wayfinder initialises classes on first use, so the copy
/// can be null. `ReflectionFactory.generateConstructor` uses it after the
/// accessor is made: this fills it in (once) as HotSpot's order would have.
fn reflect_access_for_factory(vm: &mut Vm, tid: u32) -> Result<(), Flow> {
    let load = |vm: &mut Vm, name: &str| vm.load_class(name).map_err(Flow::Error);
    let ao = load(vm, "java/lang/reflect/AccessibleObject")?;
    vm.ensure_initialized(tid, ao)?;
    let rf = load(vm, "jdk/internal/reflect/ReflectionFactory")?;
    let secrets = load(vm, "jdk/internal/access/SharedSecrets")?;
    let method = |vm: &Vm, c, name: &str, desc: &str| {
        vm.classes.find_own_method(c, name, desc).ok_or_else(|| {
            Flow::Error(crate::error::VmError::internal(format!(
                "serialization: no method {name}{desc}"
            )))
        })
    };
    let get_rf = method(
        vm,
        rf,
        "getReflectionFactory",
        "()Ljdk/internal/reflect/ReflectionFactory;",
    )?;
    let Some(Value::Ref(Some(factory))) = vm.call_method(tid, get_rf, &[])? else {
        return Ok(());
    };
    if vm.field_by_name(factory, "langReflectAccess") != Some(Value::NULL) {
        return Ok(());
    }
    let get_access = method(
        vm,
        secrets,
        "getJavaLangReflectAccess",
        "()Ljdk/internal/access/JavaLangReflectAccess;",
    )?;
    let access = vm.call_method(tid, get_access, &[])?.unwrap_or(Value::NULL);
    vm.set_field_by_name(factory, "langReflectAccess", access);
    Ok(())
}

/// `newInstance0(instantiated, owner)`: a new `instantiated` object on
/// which `owner()`'s constructor ran (an exception it throws wrapped in an
/// InvocationTargetException).
fn new_instance0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let owner = vm.class_of_mirror(non_null(a, 1)?);
    vm.ensure_initialized(tid, c)?;
    let cl = vm.classes.get(c);
    if cl.is_interface() || cl.access & crate::classfile::access::ABSTRACT != 0 {
        let name = cl.java_name();
        return Err(Flow::throw_new("java/lang/InstantiationException", &name));
    }
    let ctor = vm
        .classes
        .find_own_method(owner, "<init>", "()V")
        .ok_or_else(|| {
            Flow::throw_new(
                "java/lang/InstantiationException",
                &vm.classes.get(owner).java_name(),
            )
        })?;
    let obj = vm.alloc_object(c);
    super::reflection::call_wrapped(vm, tid, ctor, &[Value::Ref(Some(obj))])?;
    Ok(Some(Value::Ref(Some(obj))))
}
