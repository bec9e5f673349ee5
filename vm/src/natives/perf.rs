//! `jdk.internal.perf.Perf`, HotSpot's performance counters, as far as the
//! class library's own statistics need them: `PerfCounter` (zip files
//! opened and their opening time, class-loading times) creates its counters
//! when `ZipFile`, `JarFile` or a class loader first counts. A counter is a
//! heap `ByteBuffer` of its own, part of the program's state like any other
//! object. Attaching to another VM's counters, byte-array counters and the
//! high-resolution clock stay refused (`decisions.rs`).

use super::{nop, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::Vm;

pub fn register(n: &mut Natives) {
    n.add("jdk/internal/perf/Perf.registerNatives()V", nop);
    n.add(
        "jdk/internal/perf/Perf.createLong(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;",
        create_long,
    );
}

/// `perf.createLong(name, variability, units, value)`: a new 8-byte buffer
/// (`ByteBuffer.allocate`) holding `value` in the native byte order
/// (little-endian, as `UnsafeConstants.BIG_ENDIAN` says), which is how
/// `PerfCounter` reads it (`order(ByteOrder.nativeOrder()).asLongBuffer()`).
/// The name, variability and units only matter to an attached monitor.
fn create_long(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let allocate = vm.library_method(
        "java/nio/ByteBuffer",
        "allocate",
        "(I)Ljava/nio/ByteBuffer;",
    )?;
    let buf = vm
        .call_method(tid, allocate, &[Value::Int(8)])?
        .unwrap_or(Value::NULL);
    let value = a[4].as_long();
    if value != 0 {
        let hb = buf
            .as_ref()
            .and_then(|b| vm.field_by_name(b, "hb"))
            .and_then(|v| v.as_ref());
        if let Some(hb) = hb {
            if let Some(ArrayData::Byte(v)) = vm.state.heap.get_mut(hb).array_mut() {
                for (i, x) in value.to_le_bytes().iter().enumerate() {
                    v[i] = *x as i8;
                }
            }
        }
    }
    Ok(Some(buf))
}
