//! Hooks (see `inputs`) on the library methods through which a program
//! reads input that differs from run to run: random numbers without a seed
//! and standard input. Installed only while model checking.
//!
//! - `new Random()` (the class itself, not a subclass) is constructed with
//!   a fixed seed and marked as unseeded (bit 63 of its seed, which real
//!   seeds never set: they have 48 bits). Draws from a marked `Random` and
//!   from `ThreadLocalRandom` become choices: `nextInt(n)` and
//!   `nextInt(lo, hi)` over every value when there are at most
//!   `ENUMERATE_LIMIT` of them, `nextBoolean()` over both; wider ranges,
//!   `nextInt()`, `nextLong()`, `nextDouble()`, `nextFloat()` and
//!   `nextGaussian()` over a bounded set of values (recorded as bounded
//!   input). Any other draw (`nextBytes`, streams, an unseeded subclass)
//!   runs the JDK's code on the fixed seed and is recorded as a fixed input.
//!   `Math.random()` draws from an unseeded `Random`.
//! - An unseeded `SplittableRandom` and `SecureRandom` draws are fixed
//!   inputs: recorded, then the JDK's code runs.
//! - Reading `System.in` is unsupported while model checking (exit 4):
//!   standard input is not modelled.
//! - `java.util.Timer`'s own clock reads (`schedule` with a delay,
//!   `TimerThread.mainLoop`) compare later reads of the clock with earlier
//!   ones plus a delay, so they are no input
//!   (`natives::system::in_concurrency_library`). What a program hands
//!   it or gets from it as an absolute date is: `schedule` and
//!   `scheduleAtFixedRate` with a `Date`, and
//!   `TimerTask.scheduledExecutionTime`, count the wall clock as an input
//!   held at one value, then run the JDK's code.

use crate::error::VmError;
use crate::inputs::{choose, InputHook, Intercept};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// Bounded draws over at most this many values are enumerated completely.
pub const ENUMERATE_LIMIT: i64 = 64;

/// The unseeded mark in a `Random`'s 48-bit seed.
const UNSEEDED: i64 = i64::MIN;

const RANDOM: &str = "java/util/Random";
const TLR: &str = "java/util/concurrent/ThreadLocalRandom";
const TIMER: &str = "java/util/Timer";

/// Every hook: class, method name, descriptor, hook.
pub const HOOKS: &[(&str, &str, &str, InputHook)] = &[
    (
        TIMER,
        "schedule",
        "(Ljava/util/TimerTask;Ljava/util/Date;)V",
        wall_clock_date,
    ),
    (
        TIMER,
        "schedule",
        "(Ljava/util/TimerTask;Ljava/util/Date;J)V",
        wall_clock_date,
    ),
    (
        TIMER,
        "scheduleAtFixedRate",
        "(Ljava/util/TimerTask;Ljava/util/Date;J)V",
        wall_clock_date,
    ),
    (
        "java/util/TimerTask",
        "scheduledExecutionTime",
        "()J",
        wall_clock_date,
    ),
    (RANDOM, "<init>", "()V", random_unseeded),
    (RANDOM, "next", "(I)I", random_next_bits),
    (RANDOM, "nextInt", "(I)I", next_int_bounded),
    (RANDOM, "nextInt", "()I", next_int),
    (RANDOM, "nextLong", "()J", next_long),
    (RANDOM, "nextBoolean", "()Z", next_boolean),
    (RANDOM, "nextDouble", "()D", next_double),
    (RANDOM, "nextFloat", "()F", next_float),
    (RANDOM, "nextGaussian", "()D", next_gaussian),
    (
        "java/util/random/RandomGenerator",
        "nextInt",
        "(II)I",
        next_int_range,
    ),
    (TLR, "nextInt", "(I)I", next_int_bounded),
    (TLR, "nextInt", "(II)I", next_int_range),
    (TLR, "nextInt", "()I", next_int),
    (TLR, "nextLong", "()J", next_long),
    (TLR, "nextBoolean", "()Z", next_boolean),
    (TLR, "nextDouble", "()D", next_double),
    (TLR, "nextFloat", "()F", next_float),
    (TLR, "nextSeed", "()J", tlr_other_draw),
    (
        "java/util/SplittableRandom",
        "<init>",
        "()V",
        splittable_unseeded,
    ),
    (
        "java/security/SecureRandom",
        "nextBytes",
        "([B)V",
        secure_draw,
    ),
    ("java/security/SecureRandom", "next", "(I)I", secure_draw),
    (
        "java/security/SecureRandom",
        "generateSeed",
        "(I)[B",
        secure_draw,
    ),
    (
        "java/security/SecureRandom",
        "getSeed",
        "(I)[B",
        secure_draw,
    ),
    ("java/lang/StdinStream", "read0", "([BII)I", stdin_read),
];

fn class_name(vm: &Vm, o: ObjRef) -> &str {
    &vm.classes.get(vm.state.heap.get(o).class).name
}

/// The `AtomicLong` holding a `Random`'s seed.
fn seed_cell(vm: &Vm, r: ObjRef) -> Option<ObjRef> {
    vm.field_by_name(r, "seed")?.as_ref()
}

/// Is `o` a source of unseeded random numbers whose draws are choices: a
/// `Random` marked unseeded, or a `ThreadLocalRandom`?
fn is_unseeded(vm: &Vm, o: ObjRef) -> bool {
    match class_name(vm, o) {
        TLR => true,
        RANDOM => seed_cell(vm, o)
            .and_then(|cell| vm.field_by_name(cell, "value"))
            .is_some_and(|v| v.as_long() & UNSEEDED != 0),
        _ => false,
    }
}

/// The receiver, when it is an unseeded source.
fn unseeded_receiver(vm: &Vm, a: &[Value]) -> Option<ObjRef> {
    a.first()
        .and_then(|v| v.as_ref())
        .filter(|&o| is_unseeded(vm, o))
}

/// A readable name of the source (`java.util.Random`, ...).
fn source_name(vm: &Vm, o: ObjRef) -> String {
    let n = class_name(vm, o).replace('/', ".");
    if n == "java.util.Random" {
        "java.util.Random (unseeded)".into()
    } else {
        n
    }
}

/// `new Random()`: constructed with a fixed seed and marked unseeded. A
/// subclass runs the JDK's constructor (its seed stays fixed) and is
/// recorded as a fixed input.
fn random_unseeded(vm: &mut Vm, tid: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(this) = a[0].as_ref() else {
        return Ok(Intercept::RunBody);
    };
    if class_name(vm, this) == TLR {
        // Its draws are hooked themselves; Random's seed goes unused.
        return Ok(Intercept::RunBody);
    }
    if class_name(vm, this) != RANDOM {
        let name = class_name(vm, this).replace('/', ".");
        vm.inputs
            .bounded(&format!("{name} (unseeded Random subclass)"), || {
                "one fixed seed".into()
            });
        return Ok(Intercept::RunBody);
    }
    let random = vm.state.heap.get(this).class;
    let seeded = vm
        .classes
        .find_own_method(random, "<init>", "(J)V")
        .ok_or_else(|| Flow::Error(VmError::internal("java.util.Random(long) missing")))?;
    // The seed the JDK gives the first unseeded Random of a run, less the clock.
    vm.call_method(
        tid,
        seeded,
        &[Value::Ref(Some(this)), Value::Long(8682522807148012)],
    )?;
    if let Some(cell) = seed_cell(vm, this) {
        if let Some(v) = vm.field_by_name(cell, "value") {
            vm.set_field_by_name(cell, "value", Value::Long(v.as_long() | UNSEEDED));
        }
    }
    Ok(Intercept::Return(None))
}

/// `Random.next(bits)` on an unseeded `Random`: a draw no other hook
/// turned into a choice (`nextBytes`, streams): it runs on the fixed seed.
fn random_next_bits(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    if let Some(r) = unseeded_receiver(vm, a) {
        let name = source_name(vm, r);
        vm.inputs
            .bounded(&format!("{name} bits (nextBytes, streams, ...)"), || {
                "one fixed seed".into()
            });
    }
    Ok(Intercept::RunBody)
}

fn tlr_other_draw(vm: &mut Vm, _: u32, _: &[Value]) -> Result<Intercept, Flow> {
    vm.inputs.bounded(
        "java.util.concurrent.ThreadLocalRandom bits (streams, bounded longs and doubles, ...)",
        || "one fixed seed".into(),
    );
    Ok(Intercept::RunBody)
}

fn splittable_unseeded(vm: &mut Vm, _: u32, _: &[Value]) -> Result<Intercept, Flow> {
    vm.inputs
        .bounded("java.util.SplittableRandom (unseeded)", || {
            "one fixed seed".into()
        });
    Ok(Intercept::RunBody)
}

fn secure_draw(vm: &mut Vm, _: u32, _: &[Value]) -> Result<Intercept, Flow> {
    vm.inputs
        .bounded("java.security.SecureRandom", || "one fixed sequence".into());
    Ok(Intercept::RunBody)
}

fn stdin_read(_: &mut Vm, _: u32, _: &[Value]) -> Result<Intercept, Flow> {
    Err(Flow::Error(VmError::unsupported(
        "reading System.in under `check`: standard input is not modelled (pass input through Verifier.nondetString() or program arguments)",
    )))
}

/// A draw of one of `n` values (`n` >= 1) from source `o`, by method
/// `method`: every value when `n` is at most `ENUMERATE_LIMIT`, else the
/// offsets in `sample` (recorded as bounded). Returns the offset in 0..n.
fn draw_offset(vm: &mut Vm, o: ObjRef, method: &str, n: i64) -> Result<i64, Flow> {
    if n <= ENUMERATE_LIMIT {
        return Ok(choose(vm, n as u32)? as i64);
    }
    let mut sample = vec![0, 1, 2, n / 2, n - 2, n - 1];
    sample.dedup();
    let k = sample.len();
    let v = choose(vm, k as u32)?;
    let name = format!(
        "{}.{method} over more than {ENUMERATE_LIMIT} values",
        source_name(vm, o)
    );
    vm.inputs.bounded(&name, || {
        format!("{k} values (the lowest three, the middle and the highest two)")
    });
    Ok(sample[v as usize])
}

/// A draw from a fixed list of values, recorded as bounded.
fn draw_from<T: Copy>(
    vm: &mut Vm,
    o: ObjRef,
    method: &str,
    values: &[T],
    what: &str,
) -> Result<T, Flow> {
    let v = choose(vm, values.len() as u32)?;
    let name = format!("{}.{method}", source_name(vm, o));
    let n = values.len();
    vm.inputs.bounded(&name, || format!("{n} values ({what})"));
    Ok(values[v as usize])
}

fn next_int_bounded(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let bound = a[1].as_int() as i64;
    if bound <= 0 {
        return Ok(Intercept::RunBody); // the JDK's IllegalArgumentException
    }
    let v = draw_offset(vm, r, "nextInt(bound)", bound)?;
    Ok(Intercept::Return(Some(Value::Int(v as i32))))
}

fn next_int_range(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let (lo, hi) = (a[1].as_int() as i64, a[2].as_int() as i64);
    if hi <= lo {
        return Ok(Intercept::RunBody);
    }
    let v = draw_offset(vm, r, "nextInt(origin, bound)", hi - lo)?;
    Ok(Intercept::Return(Some(Value::Int((lo + v) as i32))))
}

fn next_boolean(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    if unseeded_receiver(vm, a).is_none() {
        return Ok(Intercept::RunBody);
    }
    let v = choose(vm, 2)?;
    Ok(Intercept::Return(Some(Value::Int(v as i32))))
}

fn next_int(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let values = [0, 1, -1, i32::MIN, i32::MAX];
    let v = draw_from(vm, r, "nextInt()", &values, "0, ±1, MIN_VALUE, MAX_VALUE")?;
    Ok(Intercept::Return(Some(Value::Int(v))))
}

fn next_long(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let values = [0, 1, -1, i64::MIN, i64::MAX];
    let v = draw_from(vm, r, "nextLong()", &values, "0, ±1, MIN_VALUE, MAX_VALUE")?;
    Ok(Intercept::Return(Some(Value::Long(v))))
}

fn next_double(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let values = [0.0, 0.5, 1.0 - f64::EPSILON / 2.0];
    let v = draw_from(
        vm,
        r,
        "nextDouble()",
        &values,
        "0, 0.5 and the largest below 1",
    )?;
    Ok(Intercept::Return(Some(Value::Double(v))))
}

fn next_float(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let values = [0.0f32, 0.5, 1.0 - f32::EPSILON / 2.0];
    let v = draw_from(
        vm,
        r,
        "nextFloat()",
        &values,
        "0, 0.5 and the largest below 1",
    )?;
    Ok(Intercept::Return(Some(Value::Float(v))))
}

fn next_gaussian(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let Some(r) = unseeded_receiver(vm, a) else {
        return Ok(Intercept::RunBody);
    };
    let values = [0.0, 1.0, -1.0, 3.0, -3.0];
    let v = draw_from(vm, r, "nextGaussian()", &values, "0, ±1, ±3")?;
    Ok(Intercept::Return(Some(Value::Double(v))))
}

/// A `Timer` method that takes or returns an absolute date: the wall
/// clock's start, which the search holds at one value, decides what it
/// does, so it counts as an input; the JDK's code then runs.
fn wall_clock_date(vm: &mut Vm, _: u32, _: &[Value]) -> Result<Intercept, Flow> {
    crate::natives::system::count_wall_clock(vm);
    Ok(Intercept::RunBody)
}
