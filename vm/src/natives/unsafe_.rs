//! `jdk.internal.misc.Unsafe`: field and array access by offset, CAS, park.
//!
//! Offsets: an instance field's offset is its slot number; an array
//! element's offset is `ARRAY_BASE + index * element size`, and accesses of
//! another width than the element's (as `ArraysSupport.vectorizedMismatch`
//! makes) read or write the little-endian bytes they cover. With a null
//! base object the offset is an address in native memory
//! (`crate::native_mem`, `allocateMemory`). A static field's offset is
//! `STATIC_BASE` plus its slot among its class's statics, and its base is
//! the class's `Class` object (`staticFieldBase`): an access through a
//! `Class` object at an offset from `STATIC_BASE` on reads or writes that
//! static (below it, the `Class` object's own fields).

use super::{non_null, nop, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::listener::Location;
use crate::loader::ClassKind;
use crate::thread::ThreadStatus;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub const ARRAY_BASE: i64 = 16;

/// The offset of a class's static slot 0 (`staticFieldOffset`).
pub const STATIC_BASE: i64 = 1 << 20;

/// The class and static slot an access at `off` through `o` names, when
/// `o` is a `Class` object and `off` a static field's offset.
fn static_target(vm: &Vm, o: ObjRef, off: i64) -> Option<(crate::loader::ClassId, usize)> {
    if off < STATIC_BASE || vm.state.heap.get(o).class != vm.wk.class {
        return None;
    }
    Some((vm.class_of_mirror(o), (off - STATIC_BASE) as usize))
}

/// The kinds of value an access moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Width {
    Bool,
    Byte,
    Short,
    Char,
    Int,
    Long,
    Float,
    Double,
    Ref,
}

impl Width {
    pub(crate) fn bytes(self) -> usize {
        match self {
            Width::Bool | Width::Byte => 1,
            Width::Short | Width::Char => 2,
            Width::Int | Width::Float | Width::Ref => 4,
            Width::Long | Width::Double => 8,
        }
    }
}

macro_rules! getter {
    ($n:ident, $name:literal, $w:expr) => {{
        fn f(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
            get(vm, a, $w)
        }
        $n.add($name, f);
    }};
}

macro_rules! putter {
    ($n:ident, $name:literal, $w:expr) => {{
        fn f(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
            put(vm, a, $w)
        }
        $n.add($name, f);
    }};
}

pub fn register(n: &mut Natives) {
    n.add("jdk/internal/misc/Unsafe.registerNatives()V", nop);
    n.add(
        "jdk/internal/misc/Unsafe.arrayBaseOffset0(Ljava/lang/Class;)I",
        |_, _, _| Ok(Some(Value::Int(ARRAY_BASE as i32))),
    );
    n.add(
        "jdk/internal/misc/Unsafe.arrayIndexScale0(Ljava/lang/Class;)I",
        array_index_scale,
    );
    n.add(
        "jdk/internal/misc/Unsafe.objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J",
        object_field_offset1,
    );
    n.add("jdk/internal/misc/Unsafe.fullFence()V", nop);
    n.add("jdk/internal/misc/Unsafe.loadFence()V", nop);
    n.add("jdk/internal/misc/Unsafe.storeFence()V", nop);
    n.add(
        "jdk/internal/misc/Unsafe.shouldBeInitialized0(Ljava/lang/Class;)Z",
        should_be_initialized,
    );
    n.add(
        "jdk/internal/misc/Unsafe.ensureClassInitialized0(Ljava/lang/Class;)V",
        ensure_class_initialized,
    );
    n.add(
        "jdk/internal/misc/Unsafe.allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;",
        allocate_instance,
    );
    n.add(
        "jdk/internal/misc/Unsafe.throwException(Ljava/lang/Throwable;)V",
        |_, _, a| Err(Flow::Throw(non_null(a, 1)?)),
    );
    n.add(
        "jdk/internal/misc/Unsafe.getLoadAverage0([DI)I",
        |_, _, _| Ok(Some(Value::Int(-1))),
    );
    n.add("jdk/internal/misc/Unsafe.park(ZJ)V", park);
    n.add(
        "jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V",
        unpark,
    );
    n.add(
        "jdk/internal/misc/Unsafe.allocateMemory0(J)J",
        |vm, _, a| {
            let tid = vm.cur_thread;
            let addr = vm.state.native.allocate(a[1].as_long() as u64, tid);
            Ok(Some(Value::Long(addr as i64)))
        },
    );
    n.add(
        "jdk/internal/misc/Unsafe.reallocateMemory0(JJ)J",
        |vm, _, a| {
            let (addr, size) = (a[1].as_long(), a[2].as_long());
            if addr != 0 {
                native_owned(vm, addr as u64, "Unsafe.reallocateMemory")?;
            }
            let tid = vm.cur_thread;
            let new = vm
                .state
                .native
                .reallocate(addr as u64, size as u64, tid)
                .map_err(|e| bad_address(e.0))?;
            Ok(Some(Value::Long(new as i64)))
        },
    );
    n.add("jdk/internal/misc/Unsafe.freeMemory0(J)V", |vm, _, a| {
        native_owned(vm, a[1].as_long() as u64, "Unsafe.freeMemory")?;
        vm.state.native.free(a[1].as_long() as u64);
        Ok(None)
    });
    n.add(
        "jdk/internal/misc/Unsafe.copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V",
        copy_memory,
    );
    n.add(
        "jdk/internal/misc/Unsafe.copySwapMemory0(Ljava/lang/Object;JLjava/lang/Object;JJJ)V",
        copy_swap_memory,
    );
    n.add(
        "jdk/internal/misc/Unsafe.setMemory0(Ljava/lang/Object;JJB)V",
        set_memory,
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getInt(Ljava/lang/Object;J)I",
        Width::Int
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getIntVolatile(Ljava/lang/Object;J)I",
        Width::Int
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getLong(Ljava/lang/Object;J)J",
        Width::Long
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getLongVolatile(Ljava/lang/Object;J)J",
        Width::Long
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getReference(Ljava/lang/Object;J)Ljava/lang/Object;",
        Width::Ref
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getReferenceVolatile(Ljava/lang/Object;J)Ljava/lang/Object;",
        Width::Ref
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getBoolean(Ljava/lang/Object;J)Z",
        Width::Bool
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getBooleanVolatile(Ljava/lang/Object;J)Z",
        Width::Bool
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getByte(Ljava/lang/Object;J)B",
        Width::Byte
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getByteVolatile(Ljava/lang/Object;J)B",
        Width::Byte
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getShort(Ljava/lang/Object;J)S",
        Width::Short
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getShortVolatile(Ljava/lang/Object;J)S",
        Width::Short
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getChar(Ljava/lang/Object;J)C",
        Width::Char
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getCharVolatile(Ljava/lang/Object;J)C",
        Width::Char
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getFloat(Ljava/lang/Object;J)F",
        Width::Float
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getFloatVolatile(Ljava/lang/Object;J)F",
        Width::Float
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getDouble(Ljava/lang/Object;J)D",
        Width::Double
    );
    getter!(
        n,
        "jdk/internal/misc/Unsafe.getDoubleVolatile(Ljava/lang/Object;J)D",
        Width::Double
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putInt(Ljava/lang/Object;JI)V",
        Width::Int
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putIntVolatile(Ljava/lang/Object;JI)V",
        Width::Int
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putLong(Ljava/lang/Object;JJ)V",
        Width::Long
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putLongVolatile(Ljava/lang/Object;JJ)V",
        Width::Long
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putReference(Ljava/lang/Object;JLjava/lang/Object;)V",
        Width::Ref
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putReferenceVolatile(Ljava/lang/Object;JLjava/lang/Object;)V",
        Width::Ref
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putBoolean(Ljava/lang/Object;JZ)V",
        Width::Bool
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putBooleanVolatile(Ljava/lang/Object;JZ)V",
        Width::Bool
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putByte(Ljava/lang/Object;JB)V",
        Width::Byte
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putByteVolatile(Ljava/lang/Object;JB)V",
        Width::Byte
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putShort(Ljava/lang/Object;JS)V",
        Width::Short
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putShortVolatile(Ljava/lang/Object;JS)V",
        Width::Short
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putChar(Ljava/lang/Object;JC)V",
        Width::Char
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putCharVolatile(Ljava/lang/Object;JC)V",
        Width::Char
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putFloat(Ljava/lang/Object;JF)V",
        Width::Float
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putFloatVolatile(Ljava/lang/Object;JF)V",
        Width::Float
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putDouble(Ljava/lang/Object;JD)V",
        Width::Double
    );
    putter!(
        n,
        "jdk/internal/misc/Unsafe.putDoubleVolatile(Ljava/lang/Object;JD)V",
        Width::Double
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndSetInt(Ljava/lang/Object;JII)Z",
        |vm, _, a| cas(vm, a, Width::Int, false),
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndSetLong(Ljava/lang/Object;JJJ)Z",
        |vm, _, a| cas(vm, a, Width::Long, false),
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndSetReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
        |vm, _, a| cas(vm, a, Width::Ref, false),
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndExchangeInt(Ljava/lang/Object;JII)I",
        |vm, _, a| cas(vm, a, Width::Int, true),
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndExchangeLong(Ljava/lang/Object;JJJ)J",
        |vm, _, a| cas(vm, a, Width::Long, true),
    );
    n.add(
        "jdk/internal/misc/Unsafe.compareAndExchangeReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        |vm, _, a| cas(vm, a, Width::Ref, true),
    );
}

fn array_index_scale(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 1)?);
    let scale = match vm.classes.get(c).kind {
        ClassKind::Array(crate::loader::ElemType::Prim(p)) => match p {
            crate::insn::PrimType::Boolean | crate::insn::PrimType::Byte => 1,
            crate::insn::PrimType::Char | crate::insn::PrimType::Short => 2,
            crate::insn::PrimType::Int | crate::insn::PrimType::Float => 4,
            crate::insn::PrimType::Long | crate::insn::PrimType::Double => 8,
        },
        _ => 4,
    };
    Ok(Some(Value::Int(scale)))
}

fn object_field_offset1(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 1)?);
    let name = vm.string_value(non_null(a, 2)?);
    let cl = vm.classes.get(c);
    match cl.instance_fields.iter().rposition(|f| *f.name == *name) {
        Some(slot) => Ok(Some(Value::Long(slot as i64))),
        None => Err(Flow::throw_new("java/lang/InternalError", &name)),
    }
}

fn should_be_initialized(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 1)?);
    let r = vm.state.classes[c as usize].init != crate::state::InitState::Initialized;
    Ok(Some(Value::Int(r as i32)))
}

fn ensure_class_initialized(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 1)?);
    vm.ensure_initialized(tid, c)?;
    Ok(None)
}

fn allocate_instance(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 1)?);
    vm.ensure_initialized(tid, c)?;
    let o = vm.alloc_object(c);
    Ok(Some(Value::Ref(Some(o))))
}

/// `v` as a value of width `w` (ints narrowed to booleans, bytes, shorts, chars).
pub(crate) fn to_width(v: Value, w: Width) -> Value {
    match (v, w) {
        (Value::Int(x), Width::Bool) => Value::Int((x != 0) as i32),
        (Value::Int(x), Width::Byte) => Value::Int(x as i8 as i32),
        (Value::Int(x), Width::Short) => Value::Int(x as i16 as i32),
        (Value::Int(x), Width::Char) => Value::Int(x as u16 as i32),
        (v, _) => v,
    }
}

/// The bits of an element as a little-endian integer.
fn elem_bits(arr: &ArrayData, i: usize) -> u64 {
    match arr {
        ArrayData::Byte(v) => v[i] as u8 as u64,
        ArrayData::Char(v) => v[i] as u64,
        ArrayData::Short(v) => v[i] as u16 as u64,
        ArrayData::Int(v) => v[i] as u32 as u64,
        ArrayData::Long(v) => v[i] as u64,
        ArrayData::Float(v) => v[i].to_bits() as u64,
        ArrayData::Double(v) => v[i].to_bits(),
        ArrayData::Ref(_) => 0,
    }
}

fn set_elem_bits(arr: &mut ArrayData, i: usize, bits: u64) {
    match arr {
        ArrayData::Byte(v) => v[i] = bits as u8 as i8,
        ArrayData::Char(v) => v[i] = bits as u16,
        ArrayData::Short(v) => v[i] = bits as u16 as i16,
        ArrayData::Int(v) => v[i] = bits as u32 as i32,
        ArrayData::Long(v) => v[i] = bits as i64,
        ArrayData::Float(v) => v[i] = f32::from_bits(bits as u32),
        ArrayData::Double(v) => v[i] = f64::from_bits(bits),
        ArrayData::Ref(_) => {}
    }
}

fn bits_to_value(bits: u64, w: Width) -> Value {
    match w {
        Width::Bool => Value::Int((bits as u8 != 0) as i32),
        Width::Byte => Value::Int(bits as u8 as i8 as i32),
        Width::Short => Value::Int(bits as u16 as i16 as i32),
        Width::Char => Value::Int(bits as u16 as i32),
        Width::Int => Value::Int(bits as u32 as i32),
        Width::Long => Value::Long(bits as i64),
        Width::Float => Value::Float(f32::from_bits(bits as u32)),
        Width::Double => Value::Double(f64::from_bits(bits)),
        Width::Ref => Value::NULL,
    }
}

fn value_to_bits(v: Value) -> u64 {
    match v {
        Value::Int(x) => x as u32 as u64,
        Value::Long(x) => x as u64,
        Value::Float(x) => x.to_bits() as u64,
        Value::Double(x) => x.to_bits(),
        _ => 0,
    }
}

fn bad_offset(off: i64) -> Flow {
    Flow::throw_new(
        "java/lang/InternalError",
        &format!("Unsafe access at bad offset {off}"),
    )
}

/// Reads the value at `off` in `o`.
pub(crate) fn read(vm: &Vm, o: ObjRef, off: i64, w: Width) -> Result<Value, Flow> {
    if let Some((c, slot)) = static_target(vm, o, off) {
        return vm
            .state
            .class(c)
            .statics
            .get(slot)
            .copied()
            .map(|v| to_width(v, w))
            .ok_or_else(|| bad_offset(off));
    }
    if vm.is_thread_locals_offset(o, off) {
        vm.check_thread_locals_access(o, false)?;
    }
    let obj = vm.state.heap.get(o);
    match obj.array() {
        None => obj
            .fields()
            .get(off as usize)
            .copied()
            .map(|v| to_width(v, w))
            .ok_or_else(|| bad_offset(off)),
        Some(arr) => {
            let es = arr.elem_size() as i64;
            let rel = off - ARRAY_BASE;
            if rel < 0 || rel + w.bytes() as i64 > arr.len() as i64 * es {
                return Err(bad_offset(off));
            }
            if let ArrayData::Ref(v) = arr {
                return Ok(Value::Ref(v[(rel / es) as usize]));
            }
            if rel % es == 0 && w.bytes() as i64 == es && same_kind(arr, w) {
                return Ok(to_width(arr.get((rel / es) as usize), w));
            }
            let mut bits = 0u64;
            for k in 0..w.bytes() as i64 {
                let p = rel + k;
                let byte = (elem_bits(arr, (p / es) as usize) >> (8 * (p % es))) & 0xff;
                bits |= byte << (8 * k);
            }
            Ok(bits_to_value(bits, w))
        }
    }
}

/// Writes `v` at `off` in `o` (the caller publishes stored references).
pub(crate) fn write(vm: &mut Vm, o: ObjRef, off: i64, w: Width, v: Value) -> Result<(), Flow> {
    if let Some((c, slot)) = static_target(vm, o, off) {
        let statics = &mut vm.state.class_mut(c).statics;
        let target = statics.get_mut(slot).ok_or_else(|| bad_offset(off))?;
        *target = to_width(v, w);
        return Ok(());
    }
    if vm.is_thread_locals_offset(o, off) {
        vm.check_thread_locals_access(o, true)?;
    }
    let mut field = false;
    if vm.policy.is_some() {
        let c = vm.state.heap.get(o).class;
        if let Some(f) = vm.classes.get(c).instance_fields.get(off as usize) {
            let owner = f.owner;
            vm.note_field_write(o, owner, off as u32);
            field = true;
        }
    }
    // A field's write was noted above, slot and all (a sealed object's
    // field left out of the claim breaks nothing); taken as an element's
    // too, it broke the claim for the whole class.
    if !field {
        vm.note_array_write(o);
    }
    let obj = vm.state.heap.get_mut(o);
    match obj.array_mut() {
        None => {
            let f = obj.fields_mut();
            match f.get_mut(off as usize) {
                Some(slot) => {
                    *slot = to_width(v, w);
                    Ok(())
                }
                None => Err(bad_offset(off)),
            }
        }
        Some(arr) => {
            let es = arr.elem_size() as i64;
            let rel = off - ARRAY_BASE;
            if rel < 0 || rel + w.bytes() as i64 > arr.len() as i64 * es {
                return Err(bad_offset(off));
            }
            if let ArrayData::Ref(vals) = arr {
                vals[(rel / es) as usize] = v.as_ref();
                return Ok(());
            }
            if rel % es == 0 && w.bytes() as i64 == es && same_kind(arr, w) {
                arr.set((rel / es) as usize, to_width(v, w));
                return Ok(());
            }
            let bits = value_to_bits(v);
            for k in 0..w.bytes() as i64 {
                let p = rel + k;
                let i = (p / es) as usize;
                let shift = 8 * (p % es);
                let byte = (bits >> (8 * k)) & 0xff;
                let old = elem_bits(arr, i);
                let new = (old & !(0xff << shift)) | (byte << shift);
                set_elem_bits(arr, i, new);
            }
            Ok(())
        }
    }
}

/// Does an access of width `w` move values of the array's own element kind?
fn same_kind(arr: &ArrayData, w: Width) -> bool {
    matches!(
        (arr, w),
        (ArrayData::Byte(_), Width::Byte | Width::Bool)
            | (ArrayData::Char(_), Width::Char | Width::Short)
            | (ArrayData::Short(_), Width::Short | Width::Char)
            | (ArrayData::Int(_), Width::Int)
            | (ArrayData::Long(_), Width::Long)
            | (ArrayData::Float(_), Width::Float)
            | (ArrayData::Double(_), Width::Double)
    )
}

/// The location an Unsafe access at `off` in `o` touches (its first
/// element, for an access wider than an array's elements: see
/// `locations`).
pub(crate) fn location(vm: &Vm, o: ObjRef, off: i64) -> Location {
    if let Some((class, slot)) = static_target(vm, o, off) {
        return Location::Static {
            class,
            slot: slot as u32,
        };
    }
    match vm.state.heap.get(o).array() {
        Some(arr) => Location::Element {
            obj: o,
            index: ((off - ARRAY_BASE).max(0) / arr.elem_size() as i64) as u32,
        },
        None => Location::Field {
            obj: o,
            slot: off as u32,
        },
    }
}

/// Every location an access of `bytes` bytes at `off` in `o` touches: one
/// field, or each array element it covers (a `long` read of a `byte[]`
/// covers eight).
pub(crate) fn locations(vm: &Vm, o: ObjRef, off: i64, bytes: usize) -> Vec<Location> {
    let first = location(vm, o, off);
    let (Location::Element { index, .. }, Some(arr)) = (first, vm.state.heap.get(o).array()) else {
        return vec![first];
    };
    let size = arr.elem_size();
    let last = ((off - ARRAY_BASE).max(0) as usize + bytes.max(1) - 1) / size;
    (index as usize..=last.max(index as usize))
        .map(|i| Location::Element {
            obj: o,
            index: i as u32,
        })
        .collect()
}

/// Tells the listener (if any) which locations an Unsafe access of width
/// `w` at `off` in `o` touches.
fn report(vm: &mut Vm, o: ObjRef, off: i64, w: Width, write: bool) {
    if vm.listeners.is_empty() {
        return;
    }
    let tid = vm.cur_thread;
    for loc in locations(vm, o, off, w.bytes()) {
        vm.notify(|l, vm| l.on_unsafe_access(vm, tid, loc, write));
    }
}

/// Tells the listener (if any) that an access native read and/or wrote
/// `loc` (see `Listener::on_atomic_access`).
pub(crate) fn report_atomic(vm: &mut Vm, loc: Location, read: bool, wrote: bool) {
    let tid = vm.cur_thread;
    vm.notify(|l, vm| l.on_atomic_access(vm, tid, loc, read, wrote));
}

/// `report_atomic` for each location the access of width `w` at `off`
/// in `o` touches.
fn report_atomic_at(vm: &mut Vm, o: ObjRef, off: i64, w: Width, read: bool, wrote: bool) {
    if !vm.listeners.is_empty() {
        for loc in locations(vm, o, off, w.bytes()) {
            report_atomic(vm, loc, read, wrote);
        }
    }
}

/// Under check, native memory is thread-local: each block belongs to one
/// thread (the one that allocated it: the class library's temporary and
/// path buffers are per thread), and only its owner may read or write it
/// while other threads are alive. The owner's accesses are then invisible
/// to other threads, so the reductions need no scheduling point before the
/// `Unsafe` memory natives with a null base and no footprint for them
/// (`wayfinder_reductions::por`). A thread that finds no other thread
/// alive takes a block over; an access to another live thread's block
/// stops with exit 4. Fails for the block holding `addr` (`what` names the
/// access); nothing for an address outside every block (the access fails).
pub(crate) fn native_owned(vm: &mut Vm, addr: u64, what: &str) -> Result<(), Flow> {
    if !vm.files_overlaid() {
        return Ok(());
    }
    let Some((base, owner)) = vm.state.native.owner_of(addr) else {
        return Ok(());
    };
    if owner == vm.cur_thread {
        return Ok(());
    }
    if other_program_threads_alive(vm) {
        return Err(Flow::Error(crate::error::VmError::unsupported(format!(
            "{what} of native memory another thread allocated or used, while other threads \
             are alive, under check: native memory is only supported as one thread's at a time"
        ))));
    }
    vm.state.native.set_owner(base, vm.cur_thread);
    Ok(())
}

/// Is a thread other than the running one alive, not counting daemon
/// threads that run only JDK code (the JDK's `Common-Cleaner`, which file
/// streams and direct buffers start, even before it first blocks)? Such a
/// thread's own uses of native memory (freeing a buffer) are refused while
/// the program's threads live.
fn other_program_threads_alive(vm: &Vm) -> bool {
    vm.state.threads.iter().any(|t| {
        t.id != vm.cur_thread
            && !matches!(
                t.status,
                crate::thread::ThreadStatus::New | crate::thread::ThreadStatus::Terminated
            )
            && !(t.daemon && runs_only_jdk_code(vm, t))
    })
}

fn runs_only_jdk_code(vm: &Vm, t: &crate::thread::JThread) -> bool {
    t.frames.iter().all(|f| {
        let c = vm.classes.method(f.method).class;
        !matches!(
            vm.classes.get(c).origin,
            Some(crate::classpath::Origin::Dir(_) | crate::classpath::Origin::Jar(_))
        )
    })
}

pub(crate) fn bad_address(addr: u64) -> Flow {
    Flow::Error(crate::error::VmError::unsupported(format!(
        "Unsafe access to native address {addr:#x}, outside the memory allocated \
         (the JVM would crash or read garbage)"
    )))
}

/// Reads the value of width `w` at native address `addr`.
fn native_read(vm: &mut Vm, addr: i64, w: Width) -> Result<Value, Flow> {
    if w == Width::Ref {
        return Err(Flow::Error(crate::error::VmError::unsupported(
            "a reference in native memory",
        )));
    }
    native_owned(vm, addr as u64, "a read")?;
    let b = vm
        .state
        .native
        .read(addr as u64, w.bytes())
        .map_err(|e| bad_address(e.0))?;
    let bits = b
        .iter()
        .enumerate()
        .fold(0u64, |acc, (k, &x)| acc | (x as u64) << (8 * k));
    Ok(bits_to_value(bits, w))
}

/// Writes `v` as a value of width `w` at native address `addr`.
fn native_write(vm: &mut Vm, addr: i64, w: Width, v: Value) -> Result<(), Flow> {
    if w == Width::Ref {
        return Err(Flow::Error(crate::error::VmError::unsupported(
            "a reference in native memory",
        )));
    }
    native_owned(vm, addr as u64, "a write")?;
    let bits = value_to_bits(to_width(v, w)).to_le_bytes();
    vm.state
        .native
        .write(addr as u64, &bits[..w.bytes()])
        .map_err(|e| bad_address(e.0))
}

fn get(vm: &mut Vm, a: &[Value], w: Width) -> NativeResult {
    let Some(o) = a[1].as_ref() else {
        return native_read(vm, a[2].as_long(), w).map(Some);
    };
    let off = a[2].as_long();
    report(vm, o, off, w, false);
    let v = read(vm, o, off, w)?;
    report_atomic_at(vm, o, off, w, true, false);
    Ok(Some(v))
}

fn put(vm: &mut Vm, a: &[Value], w: Width) -> NativeResult {
    let Some(o) = a[1].as_ref() else {
        native_write(vm, a[2].as_long(), w, a[3])?;
        return Ok(None);
    };
    let off = a[2].as_long();
    report(vm, o, off, w, true);
    write(vm, o, off, w, a[3])?;
    let holder = vm.state.heap.get(o).class;
    vm.publish_released(Some(o), holder, a[3]);
    report_atomic_at(vm, o, off, w, false, true);
    Ok(None)
}

/// CAS equality: identity for references, bit patterns for floats and doubles.
pub(crate) fn same(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Double(x), Value::Double(y)) => x.to_bits() == y.to_bits(),
        (x, y) => x == y,
    }
}

fn cas(vm: &mut Vm, a: &[Value], w: Width, exchange: bool) -> NativeResult {
    let off = a[2].as_long();
    let (expected, new) = (a[3], a[4]);
    let Some(o) = a[1].as_ref() else {
        let cur = native_read(vm, off, w)?;
        let ok = same(cur, expected);
        if ok {
            native_write(vm, off, w, new)?;
        }
        return Ok(Some(if exchange { cur } else { Value::Int(ok as i32) }));
    };
    report(vm, o, off, w, true);
    let cur = read(vm, o, off, w)?;
    if let (Value::Ref(a), Value::Ref(b)) = (cur, expected) {
        vm.note_identity_use(a);
        vm.note_identity_use(b);
    }
    let ok = same(cur, expected);
    if ok {
        write(vm, o, off, w, new)?;
        let holder = vm.state.heap.get(o).class;
        vm.publish_released(Some(o), holder, new);
    }
    report_atomic_at(vm, o, off, w, true, ok);
    Ok(Some(if exchange { cur } else { Value::Int(ok as i32) }))
}

fn park(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let r = park_or_block(vm, tid, a);
    if r.is_ok() && !vm.listeners.is_empty() {
        vm.notify(|l, vm| l.on_park_return(vm, tid));
    }
    r
}

/// `park`: returns at once when a wake-up, permit or interrupt is pending,
/// else blocks the thread (it runs the native again when woken).
fn park_or_block(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let absolute = a[1].as_int() != 0;
    let time = a[2].as_long();
    let t = &mut vm.state.threads[tid as usize];
    if t.wake_pending {
        t.wake_pending = false;
        return Ok(None);
    }
    if t.permit {
        t.permit = false;
        return Ok(None);
    }
    if t.interrupted {
        return Ok(None);
    }
    if absolute && time <= 0 || !absolute && time < 0 {
        return Ok(None);
    }
    // A spurious return the program asked to explore (`LockSupport`'s
    // contract: `park` may return "for no reason"): an untimed park the
    // program's own code called, as a timed one whose deadline has come.
    // The library's parks (locks, queues, pools) are never woken so: the
    // library's atomicity rules rely on their loops.
    let spurious = !absolute
        && time == 0
        && crate::unlooped_waits::spurious_return(
            vm,
            tid,
            crate::unlooped_waits::PARK_FRAMES,
            crate::unlooped_waits::retested,
        );
    let t = &mut vm.state.threads[tid as usize];
    t.status = ThreadStatus::Parked {
        timed: time != 0 || spurious,
    };
    t.spurious_wait = spurious;
    t.wake_pending = true;
    // `time` is nanoseconds from now, or (absolute) milliseconds since
    // the epoch as `currentTimeMillis` counts them.
    let deadline = if absolute {
        time.saturating_sub(vm.clock_origin_millis)
            .saturating_mul(1_000_000)
    } else {
        vm.state.deadline_after(time)
    };
    let t = &mut vm.state.threads[tid as usize];
    t.deadline = deadline;
    t.timed_waits += (time != 0 || spurious) as u64;
    Err(Flow::Yield)
}

fn unpark(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let Some(obj) = a[1].as_ref() else {
        return Ok(None);
    };
    let Some(t) = super::thread::thread_index(vm, obj) else {
        return Ok(None);
    };
    if !vm.listeners.is_empty() {
        vm.notify(|l, vm| l.on_unpark(vm, tid, t));
    }
    let th = &mut vm.state.threads[t as usize];
    match th.status {
        ThreadStatus::Parked { .. } => th.status = ThreadStatus::Runnable,
        ThreadStatus::New | ThreadStatus::Terminated => {}
        _ => th.permit = true,
    }
    Ok(None)
}

/// `copyMemory0(srcBase, srcOffset, destBase, destOffset, bytes)`: either
/// side may be native memory (a null base).
fn copy_memory(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let bytes = copy_source(vm, a)?;
    copy_destination(vm, a, bytes)
}

/// `copySwapMemory0(srcBase, srcOffset, destBase, destOffset, bytes,
/// elemSize)`: as `copyMemory0`, with the bytes of each `elemSize`-byte
/// element reversed (the class library checks that `bytes` is a multiple
/// of `elemSize`, which is 2, 4 or 8). `ByteBuffer`'s bulk views of a
/// byte order other than the platform's copy through it.
fn copy_swap_memory(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let elem = a[6].as_long();
    if !matches!(elem, 2 | 4 | 8) || a[5].as_long() % elem != 0 {
        return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None));
    }
    let mut bytes = copy_source(vm, a)?;
    for chunk in bytes.chunks_mut(elem as usize) {
        chunk.reverse();
    }
    copy_destination(vm, a, bytes)
}

/// The bytes a copy reads: `a[5]` bytes from `a[1]` (null: native memory)
/// at offset `a[2]`.
fn copy_source(vm: &mut Vm, a: &[Value]) -> Result<Vec<u8>, Flow> {
    let (so, n) = (a[2].as_long(), a[5].as_long());
    match a[1].as_ref() {
        None => {
            native_owned(vm, so as u64, "a copy")?;
            Ok(vm
                .state
                .native
                .read(so as u64, n as usize)
                .map_err(|e| bad_address(e.0))?
                .to_vec())
        }
        Some(src) => {
            let mut v = Vec::with_capacity(n as usize);
            for k in 0..n {
                v.push(read(vm, src, so + k, Width::Byte)?.as_int() as u8);
            }
            Ok(v)
        }
    }
}

/// Writes a copy's `bytes` to `a[3]` (null: native memory) at offset
/// `a[4]`.
fn copy_destination(vm: &mut Vm, a: &[Value], bytes: Vec<u8>) -> NativeResult {
    let doff = a[4].as_long();
    match a[3].as_ref() {
        None => {
            native_owned(vm, doff as u64, "a copy")?;
            vm.state
                .native
                .write(doff as u64, &bytes)
                .map_err(|e| bad_address(e.0))?;
        }
        Some(dst) => {
            for (k, b) in bytes.into_iter().enumerate() {
                write(
                    vm,
                    dst,
                    doff + k as i64,
                    Width::Byte,
                    Value::Int(b as i8 as i32),
                )?;
            }
        }
    }
    Ok(None)
}

/// `setMemory0(base, offset, bytes, value)`.
fn set_memory(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let (off, n, b) = (a[2].as_long(), a[3].as_long(), a[4]);
    let Some(o) = a[1].as_ref() else {
        native_owned(vm, off as u64, "Unsafe.setMemory")?;
        let bytes = vec![b.as_int() as u8; n as usize];
        vm.state
            .native
            .write(off as u64, &bytes)
            .map_err(|e| bad_address(e.0))?;
        return Ok(None);
    };
    for k in 0..n {
        write(vm, o, off + k, Width::Byte, b)?;
    }
    Ok(None)
}
