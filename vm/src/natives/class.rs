//! `java.lang.Class` (our model) and `java.lang.reflect.Array`.

use super::{non_null, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::insn::PrimType;
use crate::loader::{ClassId, ClassKind, ElemType};
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("java/lang/Class.registerNatives()V", super::nop);
    n.add("java/lang/Class.getName0()Ljava/lang/String;", get_name);
    n.add(
        "java/lang/Class.getSimpleName()Ljava/lang/String;",
        get_simple_name,
    );
    n.add(
        "java/lang/Class.isInstance(Ljava/lang/Object;)Z",
        is_instance,
    );
    n.add(
        "java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z",
        is_assignable_from,
    );
    n.add("java/lang/Class.isInterface()Z", is_interface);
    n.add("java/lang/Class.isArray()Z", is_array);
    n.add("java/lang/Class.isPrimitive()Z", is_primitive);
    n.add("java/lang/Class.isRecord()Z", is_record);
    n.add("java/lang/Class.isRecord0()Z", is_record);
    n.add(
        "java/lang/Class.getSimpleBinaryName0()Ljava/lang/String;",
        simple_binary_name,
    );
    n.add(
        "java/lang/Class.hasEnclosingMethodAttribute0()Z",
        is_local_or_anonymous,
    );
    n.add(
        "jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J",
        field_offset,
    );
    n.add(
        "jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J",
        static_field_offset,
    );
    n.add(
        "jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;",
        static_field_base,
    );
    n.add("java/lang/Class.isHidden()Z", is_hidden);
    n.add(
        "java/lang/Class.getSuperclass()Ljava/lang/Class;",
        get_superclass,
    );
    n.add(
        "java/lang/Class.getInterfaces()[Ljava/lang/Class;",
        get_interfaces,
    );
    n.add(
        "java/lang/Class.getComponentType()Ljava/lang/Class;",
        get_component_type,
    );
    n.add("java/lang/Class.arrayType()Ljava/lang/Class;", array_type);
    n.add(
        "java/lang/Class.getDeclaringClass()Ljava/lang/Class;",
        get_declaring_class,
    );
    n.add(
        "java/lang/Class.getNestHost()Ljava/lang/Class;",
        get_nest_host,
    );
    n.add(
        "java/lang/Class.desiredAssertionStatus0(Ljava/lang/Class;)Z",
        desired_assertion_status,
    );

    n.add(
        "java/lang/Class.forName0(Ljava/lang/String;Z)Ljava/lang/Class;",
        for_name,
    );
    n.add(
        "java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;",
        get_primitive_class,
    );
    n.add(
        "java/lang/Class.enumValues0()[Ljava/lang/Object;",
        enum_values,
    );
    n.add("java/lang/Class.isAnonymousClass()Z", is_anonymous);
    n.add("java/lang/Class.isLocalClass()Z", is_local);
    n.add("java/lang/Class.isMemberClass()Z", is_member);
    n.add(
        "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
        new_array,
    );
    n.add(
        "java/lang/reflect/Array.getLength(Ljava/lang/Object;)I",
        get_length,
    );
}

fn this_class(vm: &Vm, a: &[Value]) -> Result<ClassId, Flow> {
    Ok(vm.class_of_mirror(non_null(a, 0)?))
}

fn mirror_or_null(vm: &mut Vm, c: Option<ClassId>) -> NativeResult {
    Ok(Some(Value::Ref(c.map(|c| vm.mirror(c)))))
}

fn bool_result(b: bool) -> NativeResult {
    Ok(Some(Value::Int(b as i32)))
}

fn get_name(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let name = vm.classes.get(c).java_name();
    Ok(Some(Value::Ref(Some(vm.intern_str(&name)))))
}

/// `getSimpleName` as JLS names it: arrays add `[]`, nested classes drop
/// their outer names, anonymous classes are empty.
fn simple_name(vm: &Vm, c: ClassId) -> String {
    let cl = vm.classes.get(c);
    match &cl.kind {
        ClassKind::Primitive(p) => p.java_name().to_string(),
        ClassKind::Array(ElemType::Prim(p)) => format!("{}[]", p.java_name()),
        ClassKind::Array(ElemType::Ref(e)) => format!("{}[]", simple_name(vm, *e)),
        ClassKind::Instance => {
            if let Some(f) = &cl.file {
                if let Some(s) = &f.inner_simple_name {
                    return s.to_string();
                }
            }
            let n = cl.java_name();
            n.rsplit('.').next().unwrap_or(&n).to_string()
        }
    }
}

fn get_simple_name(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let s = simple_name(vm, c);
    Ok(Some(Value::Ref(Some(vm.new_string(&s)))))
}

fn is_instance(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(match a[1].as_ref() {
        Some(o) => {
            let oc = vm.state.heap.get(o).class;
            vm.classes.is_assignable(oc, c)
        }
        None => false,
    })
}

fn is_assignable_from(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let other = vm.class_of_mirror(non_null(a, 1)?);
    bool_result(vm.classes.is_assignable(other, c))
}

fn is_interface(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(vm.classes.get(c).is_interface() && !vm.classes.get(c).is_array())
}

fn is_array(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(vm.classes.get(c).is_array())
}

fn is_primitive(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let cl = vm.classes.get(c);
    bool_result(matches!(cl.kind, ClassKind::Primitive(_)) || &*cl.name == "void")
}

fn is_record(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(vm.classes.get(c).file.as_ref().is_some_and(|f| f.is_record))
}

fn is_anonymous(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(
        vm.classes
            .get(c)
            .file
            .as_ref()
            .is_some_and(|f| f.inner_simple_name.as_deref() == Some("")),
    )
}

fn is_local(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(vm.classes.get(c).file.as_ref().is_some_and(|f| {
        f.inner_simple_name
            .as_deref()
            .is_some_and(|s| !s.is_empty())
            && f.outer_class.is_none()
    }))
}

fn is_member(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(
        vm.classes
            .get(c)
            .file
            .as_ref()
            .is_some_and(|f| f.outer_class.is_some()),
    )
}

/// `Class.isHidden()`: true for the classes `invokedynamic` linkage makes
/// for lambdas and method references (vm/src/indy.rs names them
/// `Owner$$WayfinderLambda$N`), which stand for HotSpot's hidden lambda
/// proxy classes; false for every other class, arrays and primitives.
fn is_hidden(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let cl = vm.classes.get(c);
    let hidden = matches!(cl.kind, ClassKind::Instance)
        && cl.file.is_some()
        && cl.origin.is_none()
        && cl.name.contains("$$WayfinderLambda$");
    Ok(Some(Value::Int(hidden as i32)))
}

fn get_superclass(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let cl = vm.classes.get(c);
    let s = if cl.is_interface() || matches!(cl.kind, ClassKind::Primitive(_)) {
        None
    } else {
        cl.super_class
    };
    mirror_or_null(vm, s)
}

fn get_interfaces(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let ifaces = vm.classes.get(c).interfaces.clone();
    let elems = ifaces.into_iter().map(|i| Some(vm.mirror(i))).collect();
    let arr = vm
        .new_array("[Ljava/lang/Class;", ArrayData::Ref(elems))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

fn component(vm: &mut Vm, c: ClassId) -> Option<ClassId> {
    match vm.classes.get(c).kind {
        ClassKind::Array(ElemType::Prim(p)) => Some(vm.classes.primitive(p)),
        ClassKind::Array(ElemType::Ref(e)) => Some(e),
        _ => None,
    }
}

fn get_component_type(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let e = component(vm, c);
    vm.sync_class_states();
    mirror_or_null(vm, e)
}

fn array_type(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    if &*vm.classes.get(c).name == "void" {
        return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None));
    }
    let ac = vm.classes.array_of(c).map_err(Flow::Error)?;
    vm.sync_class_states();
    mirror_or_null(vm, Some(ac))
}

fn get_declaring_class(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let outer = vm
        .classes
        .get(c)
        .file
        .as_ref()
        .and_then(|f| f.outer_class.clone());
    match outer {
        Some(o) => {
            let oc = vm.load_class(&o).map_err(Flow::Error)?;
            mirror_or_null(vm, Some(oc))
        }
        None => mirror_or_null(vm, None),
    }
}

fn get_nest_host(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let host = vm
        .classes
        .get(c)
        .file
        .as_ref()
        .and_then(|f| f.nest_host.clone());
    match host {
        Some(h) => {
            let hc = vm.load_class(&h).map_err(Flow::Error)?;
            mirror_or_null(vm, Some(hc))
        }
        None => mirror_or_null(vm, Some(c)),
    }
}

/// `desiredAssertionStatus0(c)`: the command line's answer (assertions on
/// for the class path's classes, as `java -ea`), unless the program changed
/// the system class loader's assertion switches (`setClassAssertionStatus`
/// and friends): then, for a class of the class path, as the JDK's
/// `Class.desiredAssertionStatus`, the loader's
/// `desiredAssertionStatus(name)`, called here to completion.
fn desired_assertion_status(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let mirror = non_null(a, 0)?;
    let c = vm.class_of_mirror(mirror);
    let is_jdk = matches!(
        vm.classes.get(c).origin,
        Some(crate::classpath::Origin::Jdk { .. })
    );
    let user_class = !is_jdk && matches!(vm.classes.get(c).kind, ClassKind::Instance);
    if user_class {
        if let Some(loader) = assertion_switches_loader(vm) {
            let cl = vm
                .load_class("java/lang/ClassLoader")
                .map_err(Flow::Error)?;
            if let Some(m) =
                vm.classes
                    .find_own_method(cl, "desiredAssertionStatus", "(Ljava/lang/String;)Z")
            {
                let name = vm.classes.get(c).java_name();
                let name = vm.new_string(&name);
                let r =
                    vm.call_method(tid, m, &[Value::Ref(Some(loader)), Value::Ref(Some(name))])?;
                return Ok(r);
            }
        }
    }
    bool_result(vm.config.enable_assertions && !is_jdk)
}

fn for_name(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let name_obj = non_null(a, 0)?;
    let name = vm.string_value(name_obj);
    let initialize = a[1].as_int() != 0;
    let internal = name.replace('.', "/");
    let bad = name.contains('/') || name.is_empty();
    let c = if bad {
        None
    } else {
        vm.load_class(&internal).ok()
    };
    let Some(c) = c else {
        return Err(Flow::throw_new("java/lang/ClassNotFoundException", &name));
    };
    if initialize {
        vm.ensure_initialized(tid, c)?;
    }
    mirror_or_null(vm, Some(c))
}

fn get_primitive_class(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let n = vm.string_value(non_null(a, 0)?);
    let p = match n.as_str() {
        "boolean" => PrimType::Boolean,
        "char" => PrimType::Char,
        "float" => PrimType::Float,
        "double" => PrimType::Double,
        "byte" => PrimType::Byte,
        "short" => PrimType::Short,
        "int" => PrimType::Int,
        "long" => PrimType::Long,
        "void" => {
            let c = super::reflection::void_class(vm)?;
            return mirror_or_null(vm, Some(c));
        }
        _ => return Err(Flow::throw_new("java/lang/ClassNotFoundException", &n)),
    };
    let c = vm.classes.primitive(p);
    vm.sync_class_states();
    mirror_or_null(vm, Some(c))
}

fn enum_values(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let desc = format!("()[{}", vm.classes.get(c).descriptor());
    let Some(m) = vm.classes.find_own_method(c, "values", &desc) else {
        return Ok(Some(Value::NULL));
    };
    vm.initialize_now(tid, c)?;
    vm.call_method(tid, m, &[])
}

fn new_array(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let n = a[1].as_int();
    if n < 0 {
        return Err(Flow::throw_new(
            "java/lang/NegativeArraySizeException",
            &n.to_string(),
        ));
    }
    if &*vm.classes.get(c).name == "void" {
        return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None));
    }
    let data = match vm.classes.get(c).kind {
        ClassKind::Primitive(p) => ArrayData::new_prim(p, n as usize),
        _ => ArrayData::Ref(vec![None; n as usize]),
    };
    let ac = vm.classes.array_of(c).map_err(Flow::Error)?;
    vm.sync_class_states();
    let arr = vm.alloc_array(ac, data);
    Ok(Some(Value::Ref(Some(arr))))
}

fn get_length(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let o = non_null(a, 0)?;
    match vm.state.heap.get(o).array() {
        Some(arr) => Ok(Some(Value::Int(arr.len() as i32))),
        None => Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            "Argument is not an array",
        )),
    }
}

fn simple_binary_name(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    let n = vm
        .classes
        .get(c)
        .file
        .as_ref()
        .and_then(|f| f.inner_simple_name.clone());
    Ok(Some(Value::Ref(n.map(|n| vm.intern_str(&n)))))
}

fn is_local_or_anonymous(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = this_class(vm, a)?;
    bool_result(
        vm.classes
            .get(c)
            .file
            .as_ref()
            .is_some_and(|f| f.inner_simple_name.is_some() && f.outer_class.is_none()),
    )
}

fn field_offset(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let f = non_null(a, 1)?;
    let slot = vm.field_by_name(f, "slot").map(|v| v.as_int()).unwrap_or(0);
    Ok(Some(Value::Long(slot as i64)))
}

/// `staticFieldOffset0(field)`: `STATIC_BASE` plus the static's slot
/// (see `unsafe_`). Under `check`, a program's `sun.misc.Unsafe` reaching
/// a static of a JDK class stops as unsupported: the searches' reductions
/// take JDK statics' writers from the JDK's bytecode (a private static only
/// its class initialiser writes is read without a scheduling point), which
/// such a write would bypass.
fn static_field_offset(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let f = non_null(a, 1)?;
    let slot = vm.field_by_name(f, "slot").map(|v| v.as_int()).unwrap_or(0);
    if vm.policy.is_some() {
        let frames = &vm.state.threads[tid as usize].frames;
        let from_sun_misc = frames.iter().rev().take(3).any(|fr| {
            let c = vm.classes.method(fr.method).class;
            &*vm.classes.get(c).name == "sun/misc/Unsafe"
        });
        let holder = vm.field_by_name(f, "clazz").and_then(|v| v.as_ref());
        let jdk = holder.is_some_and(|h| {
            let c = vm.class_of_mirror(h);
            matches!(
                vm.classes.get(c).origin,
                Some(crate::classpath::Origin::Jdk { .. })
            )
        });
        if from_sun_misc && jdk {
            let name = vm
                .field_by_name(f, "name")
                .and_then(|v| v.as_ref())
                .map(|n| vm.string_value(n))
                .unwrap_or_default();
            let class = holder
                .map(|h| vm.classes.get(vm.class_of_mirror(h)).name.replace('/', "."))
                .unwrap_or_default();
            return Err(Flow::Error(crate::error::VmError::unsupported(format!(
                "sun.misc.Unsafe.staticFieldOffset of a JDK class's static ({class}.{name}) under check"
            ))));
        }
    }
    Ok(Some(Value::Long(super::unsafe_::STATIC_BASE + slot as i64)))
}

fn static_field_base(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let f = non_null(a, 1)?;
    Ok(Some(vm.field_by_name(f, "clazz").unwrap_or(Value::NULL)))
}

/// The system class loader, if the program created it and changed its
/// assertion switches (`ClassLoader.initializeJavaAssertionMaps` made its
/// maps); else null. Loads and initialises nothing, so programs that never
/// touch the switches run as before.
fn assertion_switches_loader(vm: &mut Vm) -> Option<crate::value::ObjRef> {
    // `getSystemClassLoader()` is `ClassLoader.scl` once the VM is booted,
    // the built-in application loader before.
    let loader = [
        ("java/lang/ClassLoader", "scl"),
        ("jdk/internal/loader/ClassLoaders", "APP_LOADER"),
    ]
    .iter()
    .find_map(|(class, field)| {
        let c = vm.classes.lookup_loaded(class)?;
        let slot = vm.classes.static_slot(c, field)?;
        vm.state.class(c).statics[slot].as_ref()
    })?;
    vm.field_by_name(loader, "classAssertionStatus")?.as_ref()?;
    Some(loader)
}
