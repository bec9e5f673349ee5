//! VarHandles for fields, array elements and byte-array views, without
//! `java.lang.invoke`.
//!
//! The model class `java.lang.invoke.MethodHandles` (vm/java) makes
//! `java.lang.invoke.IndirectVarHandle` objects: a final subclass of the
//! JDK's `VarHandle` that only describes the variable (`kind`, `coordinate`
//! class, `varType`, field `holder` and `slot`, `readOnly`, and for a view of
//! a byte[] as wider elements, `bigEndian`).
//!
//! A byte-array view (`MethodHandles.byteArrayViewVarHandle`, which the
//! JDK's message digests and JDK 25's `DataInputStream` use) reads the
//! element's bytes at a byte index in its byte order, as the JDK does: the
//! index is bounds-checked against the array length minus the element size
//! less one (`ArrayIndexOutOfBoundsException`), the access modes other than
//! plain `get` and `set` need an aligned index (`IllegalStateException`),
//! `short` and `char` views have no atomic update modes and `float` and
//! `double` ones no numeric or bitwise ones (`UnsupportedOperationException`);
//! from JDK 22's class library on, views have only plain `get` and `set`
//! (`UnsupportedOperationException` naming the mode).
//!
//! The access modes (`get`, `setVolatile`, `compareAndSet`, `getAndAdd`, ...)
//! are *signature-polymorphic*: `VarHandle` declares each as a native varargs
//! method `(Object...)`, and javac gives every call site its own descriptor,
//! e.g. `compareAndSet:(Ljava/util/concurrent/FutureTask;II)Z`. Method
//! resolution (`Vm::resolve_method_entry`) finds no method with that
//! descriptor and asks `polymorphic_method`, which adds to `VarHandle` a native
//! method with exactly the call site's descriptor (one per descriptor, so its
//! argument count and return type are the call site's). Its native is found
//! by name alone: `Natives::lookup` falls back from `Class.name(desc)` to
//! `Class.name`, under which `register` puts one handler per access mode.
//!
//! A handler reads the call site's descriptor (the invoke instruction the
//! caller's frame stands at) to convert arguments and the result as
//! `VarHandle`'s `invoke` behaviour does (widening, boxing, unboxing), then
//! reads and writes the variable with the `Unsafe` access code, publishing
//! stored references (`Vm::publish`). Every access is atomic: a native runs as
//! one step, and the VM is sequentially consistent, so the memory-order
//! variants (plain, opaque, acquire/release, volatile) all behave alike; a
//! weak CAS of the program's code may fail spuriously where `check
//! --spurious-wakeups` explores it (`crate::weak_cas`). Invoke-exact behaviour
//! (`withInvokeExactBehavior`) is recorded but not enforced. The accesses are
//! not reported to listeners as field accesses: like `Unsafe` ones they count
//! as synchronisation, not as data races, and are reported as such
//! (`Listener::on_atomic_access`). Calling one of these natives is a
//! scheduling point, as every native call is.

use std::sync::Arc;

use super::unsafe_::{self, Width, ARRAY_BASE};
use super::{non_null, NativeResult, Natives};
use crate::classfile::access;
use crate::descriptor;
use crate::error::VmError;
use crate::insn::{Insn, PrimType};
use crate::listener::Location;
use crate::loader::{ClassId, ClassKind, Method, MethodId, Resolved};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// Classes whose native varargs methods are signature-polymorphic (JVMS 2.9.3).
const POLYMORPHIC_CLASSES: &[&str] = &[
    "java/lang/invoke/VarHandle",
    "java/lang/invoke/MethodHandle",
];

/// `IndirectVarHandle.kind` values.
const INSTANCE_FIELD: i32 = 0;
const STATIC_FIELD: i32 = 1;
const ARRAY_ELEMENT: i32 = 2;
const BYTE_ARRAY_VIEW: i32 = 3;

/// What an access mode does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    Get,
    Set,
    /// compareAndSet and the weak variants: returns whether it stored.
    Cas,
    /// compareAndExchange*: returns the value it found.
    Exchange,
    GetAndSet,
    GetAndAdd,
    GetAndOr,
    GetAndAnd,
    GetAndXor,
}

impl Op {
    /// Values after the coordinates.
    fn n_values(self) -> usize {
        match self {
            Op::Get => 0,
            Op::Cas | Op::Exchange => 2,
            _ => 1,
        }
    }
}

macro_rules! modes {
    ($n:ident, $($name:literal => $op:expr),* $(,)?) => {
        $({
            fn f(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
                access_var(vm, tid, a, $op)
            }
            $n.add(concat!("java/lang/invoke/VarHandle.", $name), f);
        })*
    };
}

pub fn register(n: &mut Natives) {
    // Keyed without a descriptor: every call-site descriptor finds them.
    modes!(n,
        "get" => Op::Get,
        "getVolatile" => Op::Get,
        "getOpaque" => Op::Get,
        "getAcquire" => Op::Get,
        "set" => Op::Set,
        "setVolatile" => Op::Set,
        "setOpaque" => Op::Set,
        "setRelease" => Op::Set,
        "compareAndSet" => Op::Cas,
        "compareAndExchange" => Op::Exchange,
        "compareAndExchangeAcquire" => Op::Exchange,
        "compareAndExchangeRelease" => Op::Exchange,
        "getAndSet" => Op::GetAndSet,
        "getAndSetAcquire" => Op::GetAndSet,
        "getAndSetRelease" => Op::GetAndSet,
        "getAndAdd" => Op::GetAndAdd,
        "getAndAddAcquire" => Op::GetAndAdd,
        "getAndAddRelease" => Op::GetAndAdd,
        "getAndBitwiseOr" => Op::GetAndOr,
        "getAndBitwiseOrAcquire" => Op::GetAndOr,
        "getAndBitwiseOrRelease" => Op::GetAndOr,
        "getAndBitwiseAnd" => Op::GetAndAnd,
        "getAndBitwiseAndAcquire" => Op::GetAndAnd,
        "getAndBitwiseAndRelease" => Op::GetAndAnd,
        "getAndBitwiseXor" => Op::GetAndXor,
        "getAndBitwiseXorAcquire" => Op::GetAndXor,
        "getAndBitwiseXorRelease" => Op::GetAndXor,
    );
    for mode in [
        "java/lang/invoke/VarHandle.weakCompareAndSet",
        "java/lang/invoke/VarHandle.weakCompareAndSetPlain",
        "java/lang/invoke/VarHandle.weakCompareAndSetAcquire",
        "java/lang/invoke/VarHandle.weakCompareAndSetRelease",
    ] {
        n.add(mode, weak_cas);
    }
    n.add(
        "java/lang/invoke/IndirectVarHandle.bindField(Ljava/lang/String;)I",
        bind_field,
    );
    n.add(
        "java/lang/invoke/MethodHandles.unsupported(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;",
        |vm, _, a| {
            let what = vm.string_value(non_null(a, 0)?);
            Err(Flow::Error(VmError::unsupported(format!(
                "java.lang.invoke.{what} is not supported"
            ))))
        },
    );
    n.add(
        "jdk/internal/misc/WayfinderBlocking.unsupported(Ljava/lang/String;)V",
        |vm, _, a| {
            let what = vm.string_value(non_null(a, 0)?);
            Err(Flow::Error(VmError::unsupported(what)))
        },
    );
}

/// A weak CAS access mode: a spurious failure when the program's code
/// called it and `check --spurious-wakeups` explores it
/// (`crate::weak_cas`), else `compareAndSet`. Only where the call site
/// takes a `boolean` result (the failure is then `false`, with no
/// conversion to make).
fn weak_cas(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let boolean = call_site(vm, tid).is_none_or(|(_, ret)| ret == "Z");
    if boolean && crate::weak_cas::fails_spuriously(vm, tid)? {
        non_null(a, 0)?;
        return Ok(Some(Value::Int(0)));
    }
    access_var(vm, tid, a, Op::Cas)
}

/// The method a call site of signature-polymorphic method `name` of class
/// `c` with descriptor `desc` invokes: a native method of `c` with exactly
/// that descriptor, made on first use and kept in `c`'s methods (not in its
/// declared-method list, so reflection does not see it). `None` when `name`
/// is not signature-polymorphic in `c`.
pub(crate) fn polymorphic_method(
    vm: &mut Vm,
    c: ClassId,
    name: &str,
    desc: &str,
) -> Option<MethodId> {
    let cl = vm.classes.get(c);
    if !POLYMORPHIC_CLASSES.contains(&&*cl.name) {
        return None;
    }
    let flags = access::NATIVE | access::VARARGS;
    let decl = cl.methods.iter().copied().find(|&m| {
        let meth = vm.classes.method(m);
        &*meth.name == name
            && meth.access & flags == flags
            && meth.desc.starts_with("([Ljava/lang/Object;)")
    })?;
    if &*cl.name == "java/lang/invoke/MethodHandle" {
        return super::method_handles::site_method(vm, name, desc).ok();
    }
    let access = vm.classes.method(decl).access;
    let n_params = descriptor::method_params(desc)?.len();
    let ret = descriptor::method_return(desc)?.as_bytes()[0];
    let sig = vm.classes.sig(name, desc);
    let id = vm.classes.methods.len() as MethodId;
    vm.classes.methods.push(Method {
        id,
        class: c,
        name: Arc::from(name),
        desc: Arc::from(desc),
        sig,
        access,
        code: None,
        n_args: n_params as u16 + if access & access::STATIC != 0 { 0 } else { 1 },
        ret,
    });
    vm.classes.classes[c as usize].own_methods.insert(sig, id);
    Some(id)
}

/// `IndirectVarHandle.bindField(name)`: see the Java side.
fn bind_field(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let name = vm.string_value(non_null(a, 1)?);
    let h = read_handle(vm, this)?;
    let desc = vm.classes.get(h.var_type).descriptor();
    let Some(f) = vm.classes.find_field(h.coordinate, &name, &desc) else {
        return Ok(Some(Value::Int(1)));
    };
    if f.is_static != (h.kind == STATIC_FIELD) {
        return Ok(Some(Value::Int(2)));
    }
    let holder = vm.mirror(f.class);
    vm.set_field_by_name(this, "holder", Value::Ref(Some(holder)));
    vm.set_field_by_name(this, "slot", Value::Int(f.slot as i32));
    vm.set_field_by_name(this, "readOnly", Value::Int(f.is_final as i32));
    Ok(Some(Value::Int(0)))
}

/// An `IndirectVarHandle`'s fields.
struct Handle {
    kind: i32,
    coordinate: ClassId,
    var_type: ClassId,
    holder: Option<ClassId>,
    slot: usize,
    read_only: bool,
    big_endian: bool,
}

fn read_handle(vm: &Vm, vh: ObjRef) -> Result<Handle, Flow> {
    let field = |name: &str| {
        vm.field_by_name(vh, name).ok_or_else(|| {
            let c = vm.state.heap.get(vh).class;
            Flow::Error(VmError::unsupported(format!(
                "VarHandle of class {} (only those of java.lang.invoke.MethodHandles' lookups are)",
                vm.classes.get(c).java_name()
            )))
        })
    };
    let class_of = |v: Value| v.as_ref().map(|m| vm.class_of_mirror(m));
    let kind = field("kind")?.as_int();
    let coordinate = class_of(field("coordinate")?)
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
    let var_type = class_of(field("varType")?)
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
    Ok(Handle {
        kind,
        coordinate,
        var_type,
        holder: class_of(field("holder")?),
        slot: field("slot")?.as_int() as usize,
        read_only: field("readOnly")?.as_int() != 0,
        big_endian: field("bigEndian")?.as_int() != 0,
    })
}

/// Where the variable is.
#[derive(Clone, Copy)]
enum Loc {
    /// A field or array element, at an `Unsafe` offset.
    Heap(ObjRef, i64),
    Static(ClassId, usize),
    /// The bytes of a byte[] at an `Unsafe` offset, seen as one wider
    /// element, big-endian or not.
    View(ObjRef, i64, bool),
}

/// The integer width whose bits a view's element of width `w` is stored as.
fn bits_width(w: Width) -> Width {
    match w {
        Width::Float => Width::Int,
        Width::Double => Width::Long,
        w => w,
    }
}

/// Reorders the bytes of integer `v` (of width `w`: short, char, int or
/// long) when `big` (the heap is little-endian).
fn order(v: Value, w: Width, big: bool) -> Value {
    if !big {
        return v;
    }
    match (v, w) {
        (Value::Int(x), Width::Short) => Value::Int((x as i16).swap_bytes() as i32),
        (Value::Int(x), Width::Char) => Value::Int((x as u16).swap_bytes() as i32),
        (Value::Int(x), _) => Value::Int(x.swap_bytes()),
        (Value::Long(x), _) => Value::Long(x.swap_bytes()),
        (v, _) => v,
    }
}

fn width(var: u8) -> Width {
    match var {
        b'Z' => Width::Bool,
        b'B' => Width::Byte,
        b'S' => Width::Short,
        b'C' => Width::Char,
        b'I' => Width::Int,
        b'J' => Width::Long,
        b'F' => Width::Float,
        b'D' => Width::Double,
        _ => Width::Ref,
    }
}

fn read(vm: &Vm, loc: Loc, w: Width) -> Result<Value, Flow> {
    match loc {
        Loc::Heap(o, off) => unsafe_::read(vm, o, off, w),
        Loc::Static(c, slot) => Ok(unsafe_::to_width(vm.state.class(c).statics[slot], w)),
        Loc::View(o, off, big) => {
            let bits = order(
                unsafe_::read(vm, o, off, bits_width(w))?,
                bits_width(w),
                big,
            );
            Ok(match (bits, w) {
                (Value::Int(x), Width::Float) => Value::Float(f32::from_bits(x as u32)),
                (Value::Long(x), Width::Double) => Value::Double(f64::from_bits(x as u64)),
                (v, _) => v,
            })
        }
    }
}

fn write(vm: &mut Vm, loc: Loc, w: Width, v: Value) -> Result<(), Flow> {
    match loc {
        Loc::Heap(o, off) => {
            unsafe_::write(vm, o, off, w, v)?;
            let holder = vm.state.heap.get(o).class;
            vm.publish_released(Some(o), holder, v);
        }
        Loc::Static(c, slot) => {
            vm.state.class_mut(c).statics[slot] = unsafe_::to_width(v, w);
            vm.publish_released(None, c, v);
        }
        Loc::View(o, off, big) => {
            let bits = match v {
                Value::Float(f) => Value::Int(f.to_bits() as i32),
                Value::Double(d) => Value::Long(d.to_bits() as i64),
                v => v,
            };
            let bw = bits_width(w);
            unsafe_::write(vm, o, off, bw, order(bits, bw, big))?;
        }
    }
    Ok(())
}

/// The name of the access mode (`get`, `compareAndSet`, ...) of the call
/// site thread `tid` is executing, as `call_site` finds it.
fn call_site_mode(vm: &Vm, tid: u32) -> Option<Arc<str>> {
    let frame = vm.state.threads[tid as usize].frames.last()?;
    let Some(Insn::InvokeVirtual(idx)) = frame.code.insns.get(frame.pc as usize) else {
        return None;
    };
    let class = vm.classes.method(frame.method).class;
    let Resolved::Method(m) = vm.classes.cached(class, *idx) else {
        return None;
    };
    Some(vm.classes.method(m).name.clone())
}

/// The parameter and return descriptors of the call site thread `tid` is
/// executing (the top frame stands at the invoke instruction while a native
/// runs), or `None` when a native runs from elsewhere.
fn call_site(vm: &Vm, tid: u32) -> Option<(Vec<String>, String)> {
    let frame = vm.state.threads[tid as usize].frames.last()?;
    let Some(Insn::InvokeVirtual(idx)) = frame.code.insns.get(frame.pc as usize) else {
        return None;
    };
    let class = vm.classes.method(frame.method).class;
    let Resolved::Method(m) = vm.classes.cached(class, *idx) else {
        return None;
    };
    let desc = &vm.classes.method(m).desc;
    let params = descriptor::method_params(desc)?
        .iter()
        .map(|p| p.to_string())
        .collect();
    Some((params, descriptor::method_return(desc)?.to_string()))
}

/// The descriptor a value has when nothing better is known.
fn desc_of(v: Value) -> &'static str {
    match v {
        Value::Long(_) => "J",
        Value::Float(_) => "F",
        Value::Double(_) => "D",
        Value::Ref(_) => "Ljava/lang/Object;",
        _ => "I",
    }
}

fn is_ref(desc: &str) -> bool {
    desc.starts_with('L') || desc.starts_with('[')
}

/// A type as `MethodType.toString` shows it: `int`, `String`, `int[]`.
fn type_name(desc: &str) -> String {
    if let Some(elem) = desc.strip_prefix('[') {
        return format!("{}[]", type_name(elem));
    }
    if let Some(p) = PrimType::from_descriptor_char(desc.as_bytes()[0]).filter(|_| desc.len() == 1)
    {
        return p.java_name().to_string();
    }
    if desc == "V" {
        return "void".to_string();
    }
    let name = descriptor::class_of_field_desc(desc).unwrap_or(desc);
    let simple = name.rsplit('/').next().unwrap_or(name);
    simple.rsplit('$').next().unwrap_or(simple).to_string()
}

/// `(VarHandle,A,B)R` for a list of parameter descriptors and a return descriptor.
fn method_type(params: &[String], ret: &str) -> String {
    let mut s = String::from("(VarHandle");
    for p in params {
        s.push(',');
        s.push_str(&type_name(p));
    }
    s.push(')');
    s.push_str(&type_name(ret));
    s
}

/// The wrapper class of a primitive descriptor.
fn wrapper(prim: &str) -> Option<&'static str> {
    Some(match prim {
        "Z" => "java/lang/Boolean",
        "B" => "java/lang/Byte",
        "S" => "java/lang/Short",
        "C" => "java/lang/Character",
        "I" => "java/lang/Integer",
        "J" => "java/lang/Long",
        "F" => "java/lang/Float",
        "D" => "java/lang/Double",
        _ => return None,
    })
}

/// The primitive descriptor whose wrapper is class `name` (internal name).
fn unwrapped(name: &str) -> Option<&'static str> {
    ["Z", "B", "S", "C", "I", "J", "F", "D"]
        .into_iter()
        .find(|p| wrapper(p) == Some(name))
}

/// Super types of the wrapper classes besides the wrappers themselves: a
/// value of one of these static types is unboxed after a run-time check.
const WRAPPER_SUPERS: &[&str] = &[
    "java/lang/Object",
    "java/lang/Number",
    "java/io/Serializable",
    "java/lang/Comparable",
    "java/lang/constant/Constable",
    "java/lang/constant/ConstantDesc",
];

/// Does primitive widening (JLS 5.1.2) or identity take `from` to `to`?
fn widens(from: &str, to: &str) -> bool {
    from == to
        || matches!(
            (from, to),
            ("B", "S" | "I" | "J" | "F" | "D")
                | ("S" | "C", "I" | "J" | "F" | "D")
                | ("I", "J" | "F" | "D")
                | ("J", "F" | "D")
                | ("F", "D")
        )
}

/// A failed conversion: the types do not fit (`WrongMethodTypeException`),
/// or converting threw.
enum ConvError {
    WrongType,
    Flow(Flow),
}

impl From<Flow> for ConvError {
    fn from(f: Flow) -> ConvError {
        ConvError::Flow(f)
    }
}

/// Converts `v` of static type `from` to type `to` (descriptors) as `asType`
/// does for a VarHandle's `invoke` behaviour: primitive widening, boxing and
/// unboxing. Reference-to-reference conversions are casts, checked where
/// values are stored.
fn convert(vm: &mut Vm, tid: u32, v: Value, from: &str, to: &str) -> Result<Value, ConvError> {
    if from == to || is_ref(from) && is_ref(to) {
        return Ok(v);
    }
    if is_ref(from) {
        // Unboxing (then widening): statically, or after a run-time check
        // when the static type is a super type of the wrappers.
        let class = descriptor::class_of_field_desc(from).unwrap_or("");
        if let Some(p) = unwrapped(class) {
            if !widens(p, to) {
                return Err(ConvError::WrongType);
            }
        } else if !WRAPPER_SUPERS.contains(&class) {
            return Err(ConvError::WrongType);
        }
        let o = v
            .as_ref()
            .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
        let c = vm.state.heap.get(o).class;
        let name = vm.classes.get(c).name.clone();
        let prim = match unwrapped(&name) {
            Some(p) if widens(p, to) => p,
            _ => {
                let target = wrapper(to).unwrap_or("java/lang/Object");
                return Err(ConvError::Flow(Flow::throw_new(
                    "java/lang/ClassCastException",
                    &format!(
                        "Cannot cast {} to {}",
                        descriptor::binary_name(&name),
                        descriptor::binary_name(target)
                    ),
                )));
            }
        };
        let inner = vm.field_by_name(o, "value").unwrap_or(Value::Int(0));
        return convert(vm, tid, inner, prim, to);
    }
    if is_ref(to) {
        // Boxing, to the wrapper or one of its super types.
        let name = wrapper(from).ok_or(ConvError::WrongType)?;
        let target = descriptor::class_of_field_desc(to).unwrap_or("");
        let numeric = !matches!(from, "Z" | "C");
        if target != name
            && !(WRAPPER_SUPERS.contains(&target) && (numeric || target != "java/lang/Number"))
        {
            return Err(ConvError::WrongType);
        }
        let c = vm.load_class(name).map_err(Flow::Error)?;
        vm.initialize_now(tid, c)?;
        let m = vm
            .find_method(c, "valueOf", &format!("({from})L{name};"))
            .ok_or_else(|| Flow::Error(VmError::internal(format!("{name}.valueOf missing"))))?;
        return Ok(vm.call_method(tid, m, &[v])?.unwrap_or(Value::NULL));
    }
    if !widens(from, to) {
        return Err(ConvError::WrongType);
    }
    Ok(match (v, to) {
        (Value::Int(x), "J") => Value::Long(x as i64),
        (Value::Int(x), "F") => Value::Float(x as f32),
        (Value::Int(x), "D") => Value::Double(x as f64),
        (Value::Long(x), "F") => Value::Float(x as f32),
        (Value::Long(x), "D") => Value::Double(x as f64),
        (Value::Float(x), "D") => Value::Double(x as f64),
        (v, _) => v,
    })
}

fn cast_error(vm: &Vm, from: ClassId, to: ClassId) -> Flow {
    Flow::throw_new(
        "java/lang/ClassCastException",
        &format!(
            "Cannot cast {} to {}",
            vm.classes.get(from).java_name(),
            vm.classes.get(to).java_name()
        ),
    )
}

/// One access through a VarHandle: `a` is the receiver (the handle), the
/// coordinates and the values, typed per the call site.
fn access_var(vm: &mut Vm, tid: u32, a: &[Value], op: Op) -> NativeResult {
    let vh = non_null(a, 0)?;
    let h = read_handle(vm, vh)?;
    let var = vm.classes.get(h.var_type).descriptor();
    let (params, ret) = match call_site(vm, tid) {
        Some(site) => site,
        None => (
            a[1..].iter().map(|&v| desc_of(v).to_string()).collect(),
            match op {
                Op::Set => "V".to_string(),
                Op::Cas => "Z".to_string(),
                _ => var.clone(),
            },
        ),
    };
    // The access mode's own type for this handle.
    let mut coords = Vec::new();
    match h.kind {
        INSTANCE_FIELD => coords.push(vm.classes.get(h.coordinate).descriptor()),
        STATIC_FIELD => {}
        _ => {
            coords.push(vm.classes.get(h.coordinate).descriptor());
            coords.push("I".to_string());
        }
    }
    let n_coords = coords.len();
    let own_ret = match op {
        Op::Set => "V",
        Op::Cas => "Z",
        _ => &var,
    }
    .to_string();
    let wrong = |params: &[String], ret: &str| {
        let mut own = coords.clone();
        own.extend(std::iter::repeat_n(var.clone(), op.n_values()));
        Flow::throw_new(
            "java/lang/invoke/WrongMethodTypeException",
            &format!(
                "cannot convert MethodHandle{} to {}",
                method_type(&own, &own_ret),
                method_type(params, ret)
            ),
        )
    };
    if params.len() != n_coords + op.n_values() || a.len() != params.len() + 1 {
        return Err(wrong(&params, &ret));
    }
    // Static type checks first (as linking the call site would), then run-time ones.
    let conv = |vm: &mut Vm, v: Value, from: &str, to: &str| match convert(vm, tid, v, from, to) {
        Ok(v) => Ok(v),
        Err(ConvError::WrongType) => Err(wrong(&params, &ret)),
        Err(ConvError::Flow(f)) => Err(f),
    };
    if ret != "V" && own_ret == "V" {
        return Err(wrong(&params, &ret));
    }
    if h.read_only && op != Op::Get {
        return Err(Flow::throw_new_null(
            "java/lang/UnsupportedOperationException",
        ));
    }
    let w = width(var.as_bytes()[0]);
    let numeric = !matches!(&*var, "Z") && !is_ref(&var);
    let bitwise = matches!(&*var, "Z" | "B" | "S" | "C" | "I" | "J");
    let view = h.kind == BYTE_ARRAY_VIEW;
    let mode = if view { call_site_mode(vm, tid) } else { None };
    let plain = mode.as_deref().is_some_and(|m| matches!(m, "get" | "set"));
    if view && !plain && vm.classes.classpath.jdk_version() >= 22 {
        // JDK 22 took every mode but plain get and set from byte-array views.
        let name = mode.as_deref().unwrap_or("");
        return Err(Flow::throw_new(
            "java/lang/UnsupportedOperationException",
            name,
        ));
    }
    // A view of shorts or chars has only the read and write modes, one of
    // floats or doubles no numeric or bitwise ones.
    let view_refuses = view
        && (matches!(&*var, "S" | "C") && !matches!(op, Op::Get | Op::Set)
            || matches!(&*var, "F" | "D")
                && matches!(
                    op,
                    Op::GetAndAdd | Op::GetAndOr | Op::GetAndAnd | Op::GetAndXor
                ));
    if op == Op::GetAndAdd && !numeric
        || matches!(op, Op::GetAndOr | Op::GetAndAnd | Op::GetAndXor) && !bitwise
        || view_refuses
    {
        return Err(Flow::throw_new_null(
            "java/lang/UnsupportedOperationException",
        ));
    }

    // The variable, and the class references stored in it must have.
    let (loc, store_class) = match h.kind {
        INSTANCE_FIELD => {
            let o = conv(vm, a[1], &params[0], "Ljava/lang/Object;")?
                .as_ref()
                .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
            let oc = vm.state.heap.get(o).class;
            if !vm.classes.is_assignable(oc, h.coordinate) {
                return Err(cast_error(vm, oc, h.coordinate));
            }
            (Loc::Heap(o, h.slot as i64), h.var_type)
        }
        STATIC_FIELD => {
            let holder = h.holder.ok_or_else(|| {
                Flow::Error(VmError::internal("static VarHandle without a holder"))
            })?;
            vm.ensure_initialized(tid, holder)?;
            (Loc::Static(holder, h.slot), h.var_type)
        }
        ARRAY_ELEMENT => {
            let arr = conv(vm, a[1], &params[0], "Ljava/lang/Object;")?
                .as_ref()
                .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
            let ac = vm.state.heap.get(arr).class;
            if !vm.classes.is_assignable(ac, h.coordinate) {
                return Err(cast_error(vm, ac, h.coordinate));
            }
            let index = conv(vm, a[2], &params[1], "I")?.as_int();
            let (len, es) = match vm.state.heap.get(arr).array() {
                Some(data) => (data.len(), data.elem_size()),
                None => return Err(cast_error(vm, ac, h.coordinate)),
            };
            if index < 0 || index as usize >= len {
                return Err(Flow::throw_new(
                    "java/lang/ArrayIndexOutOfBoundsException",
                    &format!("Index {index} out of bounds for length {len}"),
                ));
            }
            // References stored must fit the actual array's element type.
            let elem = match &vm.classes.get(ac).kind {
                ClassKind::Array(crate::loader::ElemType::Ref(e)) => *e,
                _ => h.var_type,
            };
            (Loc::Heap(arr, ARRAY_BASE + index as i64 * es as i64), elem)
        }
        BYTE_ARRAY_VIEW => {
            // The JDK's view code reads the array's length first (its
            // parameter is `ba`), hence its helpful message.
            let arr = conv(vm, a[1], &params[0], "Ljava/lang/Object;")?
                .as_ref()
                .ok_or_else(|| {
                    Flow::throw_new(
                        "java/lang/NullPointerException",
                        "Cannot read the array length because \"ba\" is null",
                    )
                })?;
            let ac = vm.state.heap.get(arr).class;
            if !vm.classes.is_assignable(ac, h.coordinate) {
                return Err(cast_error(vm, ac, h.coordinate));
            }
            let index = conv(vm, a[2], &params[1], "I")?.as_int() as i64;
            let len = vm.state.heap.get(arr).array().map_or(0, |d| d.len()) as i64;
            // The JDK checks the index against the last index a whole
            // element fits at, and reports that bound plus one as the length.
            let size = w.bytes() as i64;
            let bound = len - (size - 1);
            if index < 0 || index >= bound {
                return Err(Flow::throw_new(
                    "java/lang/ArrayIndexOutOfBoundsException",
                    &format!("Index {index} out of bounds for length {bound}"),
                ));
            }
            if !plain && index % size != 0 {
                return Err(Flow::throw_new(
                    "java/lang/IllegalStateException",
                    &format!("Misaligned access at index: {index}"),
                ));
            }
            (Loc::View(arr, ARRAY_BASE + index, h.big_endian), h.var_type)
        }
        other => {
            return Err(Flow::Error(VmError::internal(format!(
                "VarHandle of unknown kind {other}"
            ))))
        }
    };

    // The values, converted to the variable's type.
    let mut vals = [Value::Top; 2];
    for (k, val) in vals.iter_mut().take(op.n_values()).enumerate() {
        let i = n_coords + k;
        *val = conv(vm, a[1 + i], &params[i], &var)?;
    }
    // The value stored (not a CAS's expected value) must fit the variable.
    let stored = match op {
        Op::Get => None,
        Op::Cas | Op::Exchange => Some(vals[1]),
        _ => Some(vals[0]),
    };
    if let (Width::Ref, Some(Value::Ref(Some(r)))) = (w, stored) {
        let rc = vm.state.heap.get(r).class;
        if !vm.classes.is_assignable(rc, store_class) {
            let array_store = h.kind == ARRAY_ELEMENT
                && store_class != h.var_type
                && vm.classes.is_assignable(rc, h.var_type);
            return Err(if array_store {
                Flow::throw_new(
                    "java/lang/ArrayStoreException",
                    &vm.classes.get(rc).java_name(),
                )
            } else {
                cast_error(vm, rc, store_class)
            });
        }
    }

    let result = match op {
        Op::Get => Some(read(vm, loc, w)?),
        Op::Set => {
            write(vm, loc, w, vals[0])?;
            None
        }
        Op::Cas | Op::Exchange => {
            let cur = read(vm, loc, w)?;
            if let (Value::Ref(a), Value::Ref(b)) = (cur, vals[0]) {
                vm.note_identity_use(a);
                vm.note_identity_use(b);
            }
            let ok = unsafe_::same(cur, vals[0]);
            if ok {
                write(vm, loc, w, vals[1])?;
            }
            Some(if op == Op::Cas {
                Value::Int(ok as i32)
            } else {
                cur
            })
        }
        Op::GetAndSet => {
            let old = read(vm, loc, w)?;
            write(vm, loc, w, vals[0])?;
            Some(old)
        }
        Op::GetAndAdd | Op::GetAndOr | Op::GetAndAnd | Op::GetAndXor => {
            let old = read(vm, loc, w)?;
            let new = combine(op, old, vals[0]);
            write(vm, loc, w, new)?;
            Some(old)
        }
    };
    if !vm.listeners.is_empty() {
        let wrote = match op {
            Op::Get => false,
            Op::Cas => result == Some(Value::Int(1)),
            Op::Exchange => result.is_some_and(|cur| unsafe_::same(cur, vals[0])),
            _ => true,
        };
        let at = match loc {
            Loc::Heap(o, off) | Loc::View(o, off, _) => {
                unsafe_::locations(vm, o, off, bits_width(w).bytes())
            }
            Loc::Static(class, slot) => vec![Location::Static {
                class,
                slot: slot as u32,
            }],
        };
        for at in at {
            unsafe_::report_atomic(vm, at, op != Op::Set, wrote);
        }
    }
    match result {
        Some(v) if ret != "V" => Ok(Some(conv(vm, v, &own_ret, &ret)?)),
        _ => Ok(None),
    }
}

/// `old op x` for the numeric and bitwise access modes (same value kinds).
fn combine(op: Op, old: Value, x: Value) -> Value {
    match (old, x) {
        (Value::Int(a), Value::Int(b)) => Value::Int(match op {
            Op::GetAndAdd => a.wrapping_add(b),
            Op::GetAndOr => a | b,
            Op::GetAndAnd => a & b,
            _ => a ^ b,
        }),
        (Value::Long(a), Value::Long(b)) => Value::Long(match op {
            Op::GetAndAdd => a.wrapping_add(b),
            Op::GetAndOr => a | b,
            Op::GetAndAnd => a & b,
            _ => a ^ b,
        }),
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        (Value::Double(a), Value::Double(b)) => Value::Double(a + b),
        (old, _) => old,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combine_ops() {
        assert_eq!(
            combine(Op::GetAndAdd, Value::Int(i32::MAX), Value::Int(1)),
            Value::Int(i32::MIN)
        );
        assert_eq!(
            combine(Op::GetAndOr, Value::Long(4), Value::Long(1)),
            Value::Long(5)
        );
        assert_eq!(
            combine(Op::GetAndAnd, Value::Int(6), Value::Int(3)),
            Value::Int(2)
        );
        assert_eq!(
            combine(Op::GetAndXor, Value::Int(6), Value::Int(3)),
            Value::Int(5)
        );
        assert_eq!(
            combine(Op::GetAndAdd, Value::Double(1.5), Value::Double(2.0)),
            Value::Double(3.5)
        );
    }

    #[test]
    fn widths_and_wrappers() {
        assert_eq!(width(b'Z'), Width::Bool);
        assert_eq!(width(b'J'), Width::Long);
        assert_eq!(width(b'L'), Width::Ref);
        assert_eq!(wrapper("C"), Some("java/lang/Character"));
        assert_eq!(wrapper("Ljava/lang/Object;"), None);
        assert_eq!(unwrapped("java/lang/Long"), Some("J"));
        assert!(is_ref("[I") && !is_ref("I"));
        assert!(widens("B", "S") && widens("C", "J") && widens("I", "I"));
        assert!(!widens("S", "C") && !widens("Z", "I") && !widens("J", "I"));
    }

    #[test]
    fn type_names() {
        assert_eq!(type_name("I"), "int");
        assert_eq!(type_name("[[J"), "long[][]");
        assert_eq!(type_name("Ljava/util/Map$Entry;"), "Entry");
        assert_eq!(
            method_type(&["LFoo;".to_string(), "I".to_string()], "V"),
            "(VarHandle,Foo,int)void"
        );
    }
}
