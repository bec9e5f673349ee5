//! Resources of JDK classes for our model `java.lang.Class`
//! (`getResourceAsStream`, `getResource`): which module a class is in and
//! the contents of a module's resource in the run-time image. Class-path
//! resources are the system class loader's business (the JDK's own code).

use super::{non_null, NativeResult, Natives};
use crate::classpath::Origin;
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/Class.jdkModule0()Ljava/lang/String;",
        jdk_module0,
    );
    n.add(
        "java/lang/Class.jdkResource0(Ljava/lang/String;Ljava/lang/String;)[B",
        jdk_resource0,
    );
}

/// The module of the class whose mirror is the receiver when it comes from
/// the JDK's image (our model classes stand in for `java.base` ones), null
/// for classes of the class path, arrays and primitive types.
fn jdk_module0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let module = match &vm.classes.get(c).origin {
        Some(Origin::Jdk { module }) if module == "wayfinder.model" => {
            Some("java.base".to_string())
        }
        Some(Origin::Jdk { module }) => Some(module.clone()),
        _ => None,
    };
    Ok(Some(Value::Ref(module.map(|m| vm.new_string(&m)))))
}

/// The bytes of resource `name` (a path inside the module, no leading
/// slash) of JDK module `module`, or null when the image has none.
fn jdk_resource0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let module = vm.string_value(non_null(a, 0)?);
    let name = vm.string_value(non_null(a, 1)?);
    let plausible = |s: &str| {
        !s.is_empty()
            && !s.contains(['\0', '\\'])
            && s.split('/')
                .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
    };
    if !plausible(&module) || module.contains('/') || !plausible(&name) {
        return Ok(Some(Value::Ref(None)));
    }
    let bytes = vm
        .classes
        .classpath
        .jimage()
        .resource(&format!("/{module}/{name}"))
        .map_err(|e| Flow::Error(VmError::input(e.0)))?;
    match bytes {
        Some(b) => {
            let data = ArrayData::Byte(b.into_iter().map(|x| x as i8).collect());
            let arr = vm.new_array("[B", data).map_err(Flow::Error)?;
            Ok(Some(Value::Ref(Some(arr))))
        }
        None => Ok(Some(Value::Ref(None))),
    }
}
