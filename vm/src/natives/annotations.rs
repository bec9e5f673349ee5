//! What the JDK's annotation parser needs from the VM: a class's raw
//! `RuntimeVisibleAnnotations` bytes (`Class.getRawAnnotations`, a native
//! of our `Class` model) and read access to its constant pool
//! (`Class.getConstantPool` and the natives of
//! `jdk.internal.reflect.ConstantPool`).
//!
//! As in HotSpot, a `ConstantPool` object's `constantPoolOop` field names
//! the pool it reads: here it holds the `Class` mirror of the class whose
//! (decoded, immutable) constant pool is meant. Members' annotation bytes
//! are put into the reflective objects by `reflection.rs`; the parsing
//! itself, the annotation objects (proxies of the annotation interface,
//! `proxy.rs`) and their `equals`/`hashCode`/`toString` are the JDK's own
//! code.

use super::reflection::{byte_array_or_null, RawClass};
use super::{non_null, NativeResult, Natives};
use crate::classfile::CpEntry;
use crate::loader::ClassId;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("java/lang/Class.getRawAnnotations()[B", raw_annotations);
    n.add(
        "java/lang/Class.getConstantPool()Ljdk/internal/reflect/ConstantPool;",
        constant_pool,
    );
    macro_rules! cp {
        ($($name:literal => $f:expr;)*) => {
            $( n.add(concat!("jdk/internal/reflect/ConstantPool.", $name), $f); )*
        };
    }
    cp! {
        "getSize0(Ljava/lang/Object;)I" => size;
        "getIntAt0(Ljava/lang/Object;I)I" => int_at;
        "getLongAt0(Ljava/lang/Object;I)J" => long_at;
        "getFloatAt0(Ljava/lang/Object;I)F" => float_at;
        "getDoubleAt0(Ljava/lang/Object;I)D" => double_at;
        "getUTF8At0(Ljava/lang/Object;I)Ljava/lang/String;" => utf8_at;
        "getStringAt0(Ljava/lang/Object;I)Ljava/lang/String;" => string_at;
        "getClassAt0(Ljava/lang/Object;I)Ljava/lang/Class;" => class_at;
        "getClassAtIfLoaded0(Ljava/lang/Object;I)Ljava/lang/Class;" => class_at_if_loaded;
        "getTagAt0(Ljava/lang/Object;I)B" => tag_at;
    }
}

/// `Class.getRawAnnotations()`: the class's `RuntimeVisibleAnnotations`
/// attribute, or null.
fn raw_annotations(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let bytes = RawClass::read(vm, c).and_then(|r| r.class_annotations().map(<[u8]>::to_vec));
    Ok(Some(byte_array_or_null(vm, bytes.as_deref())?))
}

/// `Class.getConstantPool()`: a `ConstantPool` reading this class's pool.
fn constant_pool(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let mirror = non_null(a, 0)?;
    let cp_class = vm
        .load_class("jdk/internal/reflect/ConstantPool")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, cp_class)?;
    let obj = vm.alloc_object(cp_class);
    vm.set_field_by_name(obj, "constantPoolOop", Value::Ref(Some(mirror)));
    Ok(Some(Value::Ref(Some(obj))))
}

/// The class whose pool the `ConstantPool` call reads (argument 1, the
/// `constantPoolOop`).
fn pool_class(vm: &Vm, a: &[Value]) -> Result<ClassId, Flow> {
    Ok(vm.class_of_mirror(non_null(a, 1)?))
}

/// The pool entry at index `a[2]`: IllegalArgumentException when out of
/// bounds, as HotSpot.
fn entry(vm: &Vm, a: &[Value]) -> Result<CpEntry, Flow> {
    let c = pool_class(vm, a)?;
    let i = a[2].as_int();
    let cp = vm.classes.get(c).cp();
    if i <= 0 || i as usize >= cp.len() {
        return Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            "Constant pool index out of bounds",
        ));
    }
    Ok(cp[i as usize].clone())
}

fn wrong_type() -> Flow {
    Flow::throw_new(
        "java/lang/IllegalArgumentException",
        "Wrong type at constant pool index",
    )
}

fn size(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = pool_class(vm, a)?;
    Ok(Some(Value::Int(vm.classes.get(c).cp().len() as i32)))
}

fn int_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Int(v) => Ok(Some(Value::Int(v))),
        _ => Err(wrong_type()),
    }
}

fn long_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Long(v) => Ok(Some(Value::Long(v))),
        _ => Err(wrong_type()),
    }
}

fn float_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Float(v) => Ok(Some(Value::Float(v))),
        _ => Err(wrong_type()),
    }
}

fn double_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Double(v) => Ok(Some(Value::Double(v))),
        _ => Err(wrong_type()),
    }
}

fn utf8_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Utf8(s) => Ok(Some(Value::Ref(Some(vm.intern_str(&s))))),
        _ => Err(wrong_type()),
    }
}

fn string_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::String(s) => Ok(Some(Value::Ref(Some(vm.intern_str(&s))))),
        CpEntry::StringUtf16(u) => Ok(Some(Value::Ref(Some(vm.intern_utf16(u.to_vec()))))),
        _ => Err(wrong_type()),
    }
}

fn class_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Class(name) => {
            let c = vm.load_class(&name).map_err(Flow::Error)?;
            Ok(Some(Value::Ref(Some(vm.mirror(c)))))
        }
        _ => Err(wrong_type()),
    }
}

fn class_at_if_loaded(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    match entry(vm, a)? {
        CpEntry::Class(name) => match vm.classes.lookup_loaded(&name) {
            Some(c) => Ok(Some(Value::Ref(Some(vm.mirror(c))))),
            None => Ok(Some(Value::NULL)),
        },
        _ => Err(wrong_type()),
    }
}

/// The entry's tag (JVMS 4.4); 0 for the unusable slots.
fn tag_at(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let tag = match entry(vm, a)? {
        CpEntry::Empty => 0,
        CpEntry::Utf8(_) => 1,
        CpEntry::Int(_) => 3,
        CpEntry::Float(_) => 4,
        CpEntry::Long(_) => 5,
        CpEntry::Double(_) => 6,
        CpEntry::Class(_) => 7,
        CpEntry::String(_) | CpEntry::StringUtf16(_) => 8,
        CpEntry::FieldRef { .. } => 9,
        CpEntry::MethodRef {
            interface: false, ..
        } => 10,
        CpEntry::MethodRef {
            interface: true, ..
        } => 11,
        CpEntry::NameAndType { .. } => 12,
        CpEntry::MethodHandle { .. } => 15,
        CpEntry::MethodType(_) => 16,
        CpEntry::InvokeDynamic { .. } => 18,
    };
    Ok(Some(Value::Int(tag)))
}
