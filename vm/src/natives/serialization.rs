//! `java.io.ObjectStreamClass`'s natives (object serialization).

use super::{non_null, nop, Natives};
use crate::value::Value;

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
}
