//! Small natives of JDK-internal classes: CDS, VM, Reflection,
//! AccessController, AtomicLong, PhantomReference, NullPointerException,
//! Perf (the counters the class library keeps for itself).

use super::{non_null, nop, ret_false, ret_null, ret_true, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("jdk/internal/misc/CDS.isDumpingClassList0()Z", ret_false);
    n.add("jdk/internal/misc/CDS.isDumpingArchive0()Z", ret_false);
    n.add("jdk/internal/misc/CDS.isSharingEnabled0()Z", ret_false);
    n.add(
        "jdk/internal/misc/CDS.initializeFromArchive(Ljava/lang/Class;)V",
        nop,
    );
    n.add(
        "jdk/internal/misc/CDS.getRandomSeedForDumping()J",
        |_, _, _| Ok(Some(Value::Long(0))),
    );
    n.add(
        "jdk/internal/misc/CDS.logLambdaFormInvoker(Ljava/lang/String;)V",
        nop,
    );
    n.add("jdk/internal/perf/Perf.registerNatives()V", nop);
    n.add(
        "jdk/internal/perf/Perf.createLong(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;",
        perf_create_long,
    );
    n.add("jdk/internal/misc/VM.initialize()V", nop);
    n.add(
        "jdk/internal/misc/VM.latestUserDefinedLoader0()Ljava/lang/ClassLoader;",
        ret_null,
    );
    n.add(
        "jdk/internal/misc/VM.getNanoTimeAdjustment(J)J",
        nano_time_adjustment,
    );
    n.add(
        "jdk/internal/misc/VM.getRuntimeArguments()[Ljava/lang/String;",
        runtime_arguments,
    );
    n.add("jdk/internal/misc/VM.getuid()J", |_, _, _| {
        Ok(Some(Value::Long(1000)))
    });
    n.add("jdk/internal/misc/VM.geteuid()J", |_, _, _| {
        Ok(Some(Value::Long(1000)))
    });
    n.add("jdk/internal/misc/VM.getgid()J", |_, _, _| {
        Ok(Some(Value::Long(1000)))
    });
    n.add("jdk/internal/misc/VM.getegid()J", |_, _, _| {
        Ok(Some(Value::Long(1000)))
    });
    n.add(
        "jdk/internal/misc/ScopedMemoryAccess.registerNatives()V",
        nop,
    );
    n.add(
        "jdk/internal/reflect/Reflection.getCallerClass()Ljava/lang/Class;",
        caller_class,
    );
    n.add(
        "jdk/internal/reflect/Reflection.getClassAccessFlags(Ljava/lang/Class;)I",
        class_access_flags,
    );
    n.add(
        "java/security/AccessController.getInheritedAccessControlContext()Ljava/security/AccessControlContext;",
        ret_null,
    );
    n.add(
        "java/security/AccessController.ensureMaterializedForStackWalk(Ljava/lang/Object;)V",
        nop,
    );
    n.add(
        "java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z",
        ret_true,
    );
    n.add(
        "java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z",
        refers_to,
    );
    n.add(
        "java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z",
        refers_to,
    );
    n.add(
        "java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;",
        crate::npe_message::get_extended_npe_message,
    );
    n.add("java/lang/Runtime.registerNatives()V", nop);
}

fn nano_time_adjustment(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let offset_secs = a[0].as_long();
    let now = super::system::read_wall_clock(vm, tid, 1_000) as i128;
    let now_nanos = vm.clock_origin_millis as i128 * 1_000_000 + now;
    let adj = now_nanos - offset_secs as i128 * 1_000_000_000;
    Ok(Some(Value::Long(
        adj.clamp(i64::MIN as i128, i64::MAX as i128) as i64,
    )))
}

fn runtime_arguments(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let arr = vm
        .new_array("[Ljava/lang/String;", ArrayData::Ref(Vec::new()))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

/// The class of the method that called the method calling
/// `getCallerClass` (frames of `Method.invoke` are not ours to skip: we
/// have no reflection).
fn caller_class(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let frames = &vm.state.threads[tid as usize].frames;
    let c = if frames.len() >= 2 {
        Some(vm.classes.method(frames[frames.len() - 2].method).class)
    } else {
        None
    };
    Ok(Some(Value::Ref(c.map(|c| vm.mirror(c)))))
}

fn class_access_flags(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    Ok(Some(Value::Int(vm.classes.get(c).access as i32)))
}

fn refers_to(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let referent = vm.field_by_name(this, "referent").and_then(|v| v.as_ref());
    Ok(Some(Value::Int((referent == a[1].as_ref()) as i32)))
}

/// `Perf.createLong(name, variability, units, value)`: a counter the class
/// library keeps for itself (`PerfCounter`: class-loading times and counts,
/// which `URLClassLoader` updates when it defines a class). HotSpot backs
/// it with shared memory that monitoring tools read; here it is an 8-byte
/// heap buffer private to the program, holding `value` in native (little-
/// endian) order as `PerfCounter` reads it. Nothing outside sees it.
fn perf_create_long(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let Value::Long(value) = a[4] else {
        return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None));
    };
    let bytes: Vec<i8> = value.to_le_bytes().iter().map(|&b| b as i8).collect();
    let array = vm
        .new_array("[B", ArrayData::Byte(bytes))
        .map_err(Flow::Error)?;
    let wrap = vm.library_method("java/nio/ByteBuffer", "wrap", "([B)Ljava/nio/ByteBuffer;")?;
    vm.call_method(tid, wrap, &[Value::Ref(Some(array))])
}
