//! `java.lang.System` (our model), `java.io.PrintStream` (our model),
//! `Runtime`, `Shutdown`, and the float/double bit natives.

use std::io::Read;

use super::{non_null, nop, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::loader::ClassKind;
use crate::state::NANO_TIME_ORIGIN;
use crate::value::Value;
use crate::vm::{Flow, Vm, VmConfig};

pub fn register(n: &mut Natives) {
    n.add("java/lang/System.registerNatives()V", nop);
    n.add(
        "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
        arraycopy,
    );
    n.add("java/lang/System.currentTimeMillis()J", current_time_millis);
    n.add("java/lang/System.nanoTime()J", nano_time);
    n.add(
        "java/lang/System.identityHashCode(Ljava/lang/Object;)I",
        identity_hash_code,
    );
    n.add(
        "java/lang/System.propertyPairs0()[Ljava/lang/String;",
        property_pairs,
    );
    n.add(
        "java/lang/System.getProperty0(Ljava/lang/String;)Ljava/lang/String;",
        get_property,
    );
    n.add("java/lang/System.setIn0(Ljava/io/InputStream;)V", set_in);
    n.add("java/lang/System.setOut0(Ljava/io/PrintStream;)V", set_out);
    n.add("java/lang/System.setErr0(Ljava/io/PrintStream;)V", set_err);
    n.add(
        "java/io/PrintStream.writeString0(ILjava/lang/String;)V",
        write_string,
    );
    n.add("java/io/PrintStream.writeBytes0(I[BII)V", write_bytes);
    n.add("java/lang/StdinStream.read0([BII)I", stdin_read);
    n.add(
        "java/lang/Runtime.availableProcessors()I",
        available_processors,
    );
    n.add("java/lang/Runtime.freeMemory()J", free_memory);
    n.add("java/lang/Runtime.totalMemory()J", total_memory);
    n.add("java/lang/Runtime.maxMemory()J", max_memory);
    n.add("java/lang/Runtime.gc()V", runtime_gc);
    n.add("java/lang/Shutdown.beforeHalt()V", nop);
    n.add("java/lang/Shutdown.halt0(I)V", halt);
    n.add(
        "java/lang/Float.floatToRawIntBits(F)I",
        float_to_raw_int_bits,
    );
    n.add("java/lang/Float.intBitsToFloat(I)F", int_bits_to_float);
    n.add(
        "java/lang/Double.doubleToRawLongBits(D)J",
        double_to_raw_long_bits,
    );
    n.add("java/lang/Double.longBitsToDouble(J)D", long_bits_to_double);
}

/// The properties `System.getProperty` answers, fixed so that runs do not
/// depend on the host: except `user.dir` (the working directory),
/// `java.home` (the JDK in use) and `java.class.path` (as given), which are
/// real, and the encodings, which follow the locale as `java`'s do (a check
/// fixes them to UTF-8: `Vm::enable_model_checking`). The user is
/// `wayfinder` with home `/home/wayfinder`, the temporary directory `/tmp`,
/// the time zone `UTC`, the line separator `\n`. `java.version`,
/// `java.version.date`, `java.runtime.version` and `java.vm.version` are the class library's,
/// from the JDK's `release` file, as `java` reports them. The common
/// fork-join pool gets one worker (see below).
pub fn default_properties(config: &VmConfig, jdk_version: u32) -> Vec<(String, String)> {
    let utf8 = stdout_is_utf8();
    let v = jdk_version.to_string();
    let class_version = format!("{}.0", jdk_version + 44);
    let cwd = std::env::current_dir()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| "/".into());
    let cp = config
        .classpath
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(":");
    let enc = if utf8 { "UTF-8" } else { "ANSI_X3.4-1968" };
    let release = |key: &str| release_field(&config.java_home, key);
    let full_version = release("JAVA_VERSION").unwrap_or_else(|| v.clone());
    let mut props: Vec<(String, String)> = [
        ("java.version", full_version.as_str()),
        ("java.specification.version", v.as_str()),
        ("java.vm.specification.version", v.as_str()),
        ("java.specification.name", "Java Platform API Specification"),
        ("java.specification.vendor", "Oracle Corporation"),
        (
            "java.vm.specification.name",
            "Java Virtual Machine Specification",
        ),
        ("java.vm.specification.vendor", "Oracle Corporation"),
        ("java.class.version", class_version.as_str()),
        ("java.vendor", "Wayfinder"),
        ("java.vm.name", "Wayfinder"),
        ("java.vm.vendor", "Wayfinder"),
        ("java.runtime.name", "Wayfinder"),
        ("java.home", &config.java_home.display().to_string()),
        ("java.class.path", &cp),
        ("java.io.tmpdir", "/tmp"),
        ("java.library.path", ""),
        ("line.separator", "\n"),
        ("file.separator", "/"),
        ("path.separator", ":"),
        ("file.encoding", enc),
        ("native.encoding", enc),
        ("sun.jnu.encoding", enc),
        ("stdout.encoding", enc),
        ("stderr.encoding", enc),
        ("user.dir", &cwd),
        ("user.home", "/home/wayfinder"),
        ("user.name", "wayfinder"),
        ("user.timezone", "UTC"),
        ("os.name", "Linux"),
        ("os.arch", "amd64"),
        ("os.version", "0"),
        ("sun.arch.data.model", "64"),
        ("sun.cpu.endian", "little"),
        ("java.vm.info", "interpreted mode"),
        // The common ForkJoinPool's workers besides the threads that
        // join: processors - 1, as HotSpot's class library computes it,
        // but at least 1 (with one processor it would have none, and
        // parallel streams would run on the caller alone).
        (
            "java.util.concurrent.ForkJoinPool.common.parallelism",
            &common_parallelism(config.processors).to_string(),
        ),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    // The language and country follow the locale, as `java`'s do (a check
    // fixes them to en_US: `Vm::enable_model_checking`), after the
    // encodings.
    let (language, country) = host_language_country();
    let at = props
        .iter()
        .position(|(k, _)| k == "stderr.encoding")
        .map_or(props.len(), |i| i + 1);
    props.insert(at, ("user.language".to_string(), language));
    if let Some(country) = country {
        props.insert(at + 1, ("user.country".to_string(), country));
    }
    // The class library's own version, as its `release` file states it.
    for (prop, key) in [
        ("java.version.date", "JAVA_VERSION_DATE"),
        ("java.runtime.version", "JAVA_RUNTIME_VERSION"),
    ] {
        if let Some(value) = release(key) {
            props.push((prop.to_string(), value));
        }
    }
    // The VM's version: HotSpot reports the runtime's full version; the
    // class library's own version stands in when `release` lacks it.
    let vm_version = release("JAVA_RUNTIME_VERSION").unwrap_or(full_version);
    props.push(("java.vm.version".to_string(), vm_version));
    props
}

/// The value of `KEY="value"` in the JDK's `<java_home>/release` file.
fn release_field(java_home: &std::path::Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(java_home.join("release")).ok()?;
    text.lines().find_map(|l| {
        let value = l.trim().strip_prefix(key)?.strip_prefix('=')?;
        let value = value.trim().trim_matches('"');
        (!value.is_empty()).then(|| value.to_string())
    })
}

/// The locale for messages as the environment names it: `LC_ALL`, else
/// `LC_MESSAGES`, else `LANG` (the first that is set and not empty), else
/// `C`.
fn host_messages_locale() -> String {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_else(|| "C".to_string())
}

/// `user.language` and `user.country` as `java` derives them from the
/// locale for messages (`language_COUNTRY.encoding@modifier`): `C` and
/// `POSIX` on their own are en_US, `C.UTF-8` and the like are English with
/// no country (`user.country` unset), anything else gives its language and
/// country.
pub fn host_language_country() -> (String, Option<String>) {
    language_country_of(&host_messages_locale())
}

/// See `host_language_country`.
fn language_country_of(locale: &str) -> (String, Option<String>) {
    if locale == "C" || locale == "POSIX" {
        return ("en".into(), Some("US".into()));
    }
    let base = locale.split(['.', '@']).next().unwrap_or("");
    if base == "C" || base == "POSIX" || base.is_empty() {
        return ("en".into(), None);
    }
    match base.split_once('_') {
        Some((language, country)) if !country.is_empty() => {
            (language.to_string(), Some(country.to_string()))
        }
        Some((language, _)) => (language.to_string(), None),
        None => (base.to_string(), None),
    }
}

/// Does the locale ask for UTF-8 output? Java encodes standard output in
/// the locale's charset; with no locale (C/POSIX) that is ASCII.
pub fn stdout_is_utf8() -> bool {
    for var in ["LC_ALL", "LC_CTYPE", "LANG"] {
        if let Ok(v) = std::env::var(var) {
            if !v.is_empty() {
                let l = v.to_ascii_lowercase();
                return l.contains("utf-8") || l.contains("utf8");
            }
        }
    }
    false
}

fn arraycopy(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let r = arraycopy_inner(vm, tid, a)?;
    // References copied into an array other threads can see are published.
    if let (Some(dst), Value::Int(dp), Value::Int(n)) = (a[2].as_ref(), a[3], a[4]) {
        if vm.state.heap.get(dst).shared {
            if let Some(ArrayData::Ref(v)) = vm.state.heap.get(dst).array() {
                let copied: Vec<_> = v
                    .iter()
                    .skip(dp.max(0) as usize)
                    .take(n.max(0) as usize)
                    .flatten()
                    .copied()
                    .collect();
                for o in copied {
                    vm.mark_shared(o);
                }
            }
        }
    }
    Ok(r)
}

fn arraycopy_inner(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let src = non_null(a, 0)?;
    let src_pos = a[1].as_int();
    let dst = non_null(a, 2)?;
    let dst_pos = a[3].as_int();
    let len = a[4].as_int();
    vm.note_array_write(dst);
    let sc = vm.state.heap.get(src).class;
    let dc = vm.state.heap.get(dst).class;
    let (ClassKind::Array(se), ClassKind::Array(de)) =
        (&vm.classes.get(sc).kind, &vm.classes.get(dc).kind)
    else {
        let which = if vm.state.heap.get(src).array().is_none() {
            sc
        } else {
            dc
        };
        let kind = if which == sc { "source" } else { "destination" };
        return Err(Flow::throw_new(
            "java/lang/ArrayStoreException",
            &format!(
                "arraycopy: {kind} type {} is not an array",
                vm.classes.get(which).java_name()
            ),
        ));
    };
    let (se, de) = (*se, *de);
    use crate::loader::ElemType;
    let prim_mismatch = match (se, de) {
        (ElemType::Prim(x), ElemType::Prim(y)) => x != y,
        (ElemType::Ref(_), ElemType::Ref(_)) => false,
        _ => true,
    };
    if prim_mismatch {
        return Err(Flow::throw_new(
            "java/lang/ArrayStoreException",
            &format!(
                "arraycopy: type mismatch: can not copy {}[] into {}[]",
                elem_name(vm, se),
                elem_name(vm, de)
            ),
        ));
    }
    let slen = vm.state.heap.get(src).array().map(|x| x.len()).unwrap_or(0) as i64;
    let dlen = vm.state.heap.get(dst).array().map(|x| x.len()).unwrap_or(0) as i64;
    let bad = |what: &str, pos: i64, alen: i64| -> Flow {
        let msg = if pos < 0 {
            format!(
                "arraycopy: {what} index {pos} out of bounds for {}",
                alen_desc(vm, what, sc, dc, alen)
            )
        } else if len < 0 {
            format!("arraycopy: length {len} is negative")
        } else {
            format!(
                "arraycopy: last {what} index {} out of bounds for {}",
                pos + len as i64,
                alen_desc(vm, what, sc, dc, alen)
            )
        };
        Flow::throw_new("java/lang/ArrayIndexOutOfBoundsException", &msg)
    };
    if len < 0 {
        return Err(Flow::throw_new(
            "java/lang/ArrayIndexOutOfBoundsException",
            &format!("arraycopy: length {len} is negative"),
        ));
    }
    if src_pos < 0 || src_pos as i64 + len as i64 > slen {
        return Err(bad("source", src_pos as i64, slen));
    }
    if dst_pos < 0 || dst_pos as i64 + len as i64 > dlen {
        return Err(bad("destination", dst_pos as i64, dlen));
    }
    let (sp, dp, n) = (src_pos as usize, dst_pos as usize, len as usize);
    if n == 0 {
        return Ok(None);
    }
    // Reference arrays with a narrower destination type need a check per element.
    if let (ElemType::Ref(_), ElemType::Ref(dt)) = (se, de) {
        if !vm.classes.is_assignable(sc, dc) {
            let elems: Vec<Option<crate::value::ObjRef>> = match vm.state.heap.get(src).array() {
                Some(ArrayData::Ref(v)) => v[sp..sp + n].to_vec(),
                _ => unreachable!(),
            };
            for (i, e) in elems.into_iter().enumerate() {
                if let Some(o) = e {
                    let oc = vm.state.heap.get(o).class;
                    if !vm.classes.is_assignable(oc, dt) {
                        return Err(Flow::throw_new(
                            "java/lang/ArrayStoreException",
                            &format!(
                                "arraycopy: element type mismatch: can not cast one of the elements of {}[] to the type of the destination array, {}",
                                match se {
                                    ElemType::Ref(e) => vm.classes.get(e).java_name(),
                                    ElemType::Prim(p) => p.java_name().to_string(),
                                },
                                vm.classes.get(dt).java_name()
                            ),
                        ));
                    }
                }
                if let Some(ArrayData::Ref(v)) = vm.state.heap.get_mut(dst).array_mut() {
                    v[dp + i] = e;
                }
            }
            return Ok(None);
        }
    }
    if src == dst {
        let arr = vm.state.heap.get_mut(src).array_mut().expect("array");
        macro_rules! within {
            ($v:expr) => {
                $v.copy_within(sp..sp + n, dp)
            };
        }
        match arr {
            ArrayData::Byte(v) => within!(v),
            ArrayData::Char(v) => within!(v),
            ArrayData::Short(v) => within!(v),
            ArrayData::Int(v) => within!(v),
            ArrayData::Long(v) => within!(v),
            ArrayData::Float(v) => within!(v),
            ArrayData::Double(v) => within!(v),
            ArrayData::Ref(v) => within!(v),
        }
        return Ok(None);
    }
    let src_data = vm
        .state
        .heap
        .get(src)
        .array()
        .expect("array")
        .clone_range(sp, n);
    vm.state
        .heap
        .get_mut(dst)
        .array_mut()
        .expect("array")
        .paste(dp, src_data);
    Ok(None)
}

fn alen_desc(vm: &Vm, what: &str, sc: u32, dc: u32, alen: i64) -> String {
    let c = if what == "source" { sc } else { dc };
    let name = vm.classes.get(c).java_name();
    let elem = match &vm.classes.get(c).kind {
        ClassKind::Array(crate::loader::ElemType::Prim(p)) => p.java_name().to_string(),
        _ => {
            let n = name.trim_start_matches('[');
            if n.starts_with('L') {
                "object array".to_string()
            } else {
                n.to_string()
            }
        }
    };
    if elem == "object array" {
        format!("object array[{alen}]")
    } else {
        format!("{elem}[{alen}]")
    }
}

fn elem_name(_vm: &Vm, e: crate::loader::ElemType) -> String {
    match e {
        crate::loader::ElemType::Prim(p) => p.java_name().to_string(),
        crate::loader::ElemType::Ref(_) => "object array".to_string(),
    }
}

/// Reads the virtual clock (nanoseconds since the clock's start). Under
/// model checking reading it never moves it (only timeouts do); in one
/// execution each read advances it by `tick` nanoseconds, so that a busy
/// loop on the clock ends. `observed` says whether the read makes the
/// clock's value part of the compared state (see `VmState::clock_read`).
/// `held` says the library keeps the value in a holder field
/// (`crate::deferred_clock`); otherwise a read outside
/// `java.util.concurrent` is recorded for the search
/// (`crate::program_clock`).
pub fn read_clock(vm: &mut Vm, tid: u32, tick: i64, observed: bool, held: bool) -> i64 {
    if vm.clock_ticks_on_read {
        vm.state.clock_nanos = vm.state.clock_nanos.saturating_add(tick);
    }
    if observed {
        vm.state.clock_read = true;
    }
    // The timed loops of `java.util.concurrent` re-read the clock to work
    // out the time left, and wait on it or give up once it is gone: they
    // are not loops on the clock (see `JThread::clock_reads`).
    if !in_concurrency_library(vm, tid) {
        vm.state.threads[tid as usize].clock_reads += 1;
        if !vm.clock_ticks_on_read && !held {
            vm.note_program_clock_read(tid);
        }
    }
    vm.state.clock_nanos
}

/// Is the clock read on thread `tid` made by `java.util.concurrent`? The
/// innermost frame that is either the program's (a class-path class, or a
/// lambda or call site the VM made for one) or `java.util.concurrent`'s
/// decides; JDK frames above it (`java.time`, `TimeUnit`'s helpers) read
/// for it. So a task that a pool worker runs (whose bottom frames are the
/// pool's `runWorker`) reads the clock as the program, and a program's
/// `compute` function called from `ConcurrentHashMap` too: only the
/// library's own reads are its bookkeeping. `java.util.Timer` and its
/// `TimerThread` count as the library: their reads only set a deadline
/// (`now + delay`) and compare it with a later read, waiting (timed) for
/// the rest, which the time model explores; the absolute dates they take
/// or give count where the program hands or reads them
/// (`crate::input_hooks`). No such frame (the JDK's own threads,
/// start-up): not the library's.
pub(crate) fn in_concurrency_library(vm: &Vm, tid: u32) -> bool {
    for f in vm.state.threads[tid as usize].frames.iter().rev() {
        let class = vm.classes.get(vm.classes.method(f.method).class);
        let name = &*class.name;
        if name.starts_with("java/util/concurrent/")
            || name == "java/util/Timer"
            || name == "java/util/TimerThread"
        {
            return true;
        }
        let programs = match name.split_once("$$Wayfinder") {
            Some((host, _)) => vm
                .classes
                .lookup_loaded(host)
                .is_some_and(|c| !vm.classes.get(c).origin_is_jdk()),
            None => !class.origin_is_jdk(),
        };
        if programs {
            return false;
        }
    }
    false
}

/// Is thread `tid` in `Random`'s constructor called by `ThreadLocalRandom`'s
/// (its class initialiser makes the one instance)? That `nanoTime` read
/// seeds the instance's inherited `Random` state, which `ThreadLocalRandom`
/// never uses (its draws come from per-thread seeds): the value is kept in
/// the heap, where the state holds it as it is, and nothing compares it
/// with a later read, so it does not put the clock in the compared state.
fn seeds_thread_local_random(vm: &Vm, tid: u32) -> bool {
    let frames = &vm.state.threads[tid as usize].frames;
    let name = |f: &crate::thread::Frame| {
        let m = vm.classes.method(f.method);
        (&*vm.classes.get(m.class).name, &*m.name)
    };
    match frames.as_slice() {
        [.., caller, top] => {
            name(top) == ("java/util/Random", "<init>")
                && name(caller).0 == "java/util/concurrent/ThreadLocalRandom"
        }
        _ => false,
    }
}

/// Is the class named `name` one whose absolute `nanoTime` values the
/// state compares relative to the clock? The classes of
/// `java.util.concurrent` other than the atomics (which hold the
/// program's own values): their timed operations keep deadlines
/// (`nanoTime() + timeout`) in locals and fields and only ever compare
/// them with later `nanoTime()` reads, never hand them to the caller.
/// `java.lang.ref.ReferenceQueue` likewise (`remove(timeout)`, which the
/// JDK's `Common-Cleaner` thread calls in a loop: were its reads observed,
/// each timeout would make a new state and the search would not end).
/// `java.util.Timer`'s classes keep `currentTimeMillis` times (a task's
/// next execution time) in their frames (`Timer.sched`'s, the timer
/// thread's loop, `TaskQueue.rescheduleMin`'s) and compare them only with
/// their own later reads: with one of those frames left absolute, two
/// equivalent states (the same times left) reached in either order of two
/// commuting steps hashed apart, and sleep sets pruned one of them.
pub fn keeps_relative_times(name: &str) -> bool {
    name.starts_with("java/util/concurrent/") && !name.starts_with("java/util/concurrent/atomic/")
        || name == "java/lang/ref/ReferenceQueue"
        || name == "java/util/Timer"
        || name == "java/util/TimerThread"
        || name == "java/util/TaskQueue"
}

/// Is field `field` declared by class `owner` a `currentTimeMillis` time
/// the state compares relative to the clock? A `java.util.Timer` task's
/// next execution time (`now + delay`, then `+ period` after each run of
/// a periodic task), which only `TimerThread.mainLoop` compares with its
/// own later reads (whose frame the state also compares relative to the
/// clock, `keeps_relative_times`). The program sees it only through
/// `scheduledExecutionTime`, which counts the wall clock as an input
/// (`crate::input_hooks`). Without this, a periodic task that another
/// thread cancels never repeated a state under `--timeouts any` (the
/// canceller can be delayed past any number of runs).
pub fn keeps_relative_millis(owner: &str, field: &str) -> bool {
    owner == "java/util/TimerTask" && field == "nextExecutionTime"
}

/// The `java.util.concurrent` methods that return an amount of time
/// computed from the clock to their caller (class, method): a condition's
/// `awaitNanos` (the time left, negative once its deadline has passed, by
/// how much it has passed) and a scheduled task's `getDelay`.
const RETURNS_TIME_LEFT: &[(&str, &str)] = &[
    (
        "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject",
        "awaitNanos",
    ),
    (
        "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject",
        "awaitNanos",
    ),
    (
        "java/util/concurrent/ScheduledThreadPoolExecutor$ScheduledFutureTask",
        "getDelay",
    ),
];

/// Is the method running on thread `tid` (the caller of a clock native)
/// one of `RETURNS_TIME_LEFT`'s?
fn returns_time_left(vm: &Vm, tid: u32) -> bool {
    vm.state.threads[tid as usize]
        .frames
        .last()
        .is_some_and(|f| {
            let m = vm.classes.method(f.method);
            let class = &*vm.classes.get(m.class).name;
            RETURNS_TIME_LEFT
                .iter()
                .any(|&(c, n)| c == class && n == &*m.name)
        })
}

/// Is the method running on thread `tid` (the caller of a clock native)
/// one of `keeps_relative_times`'s classes?
fn caller_keeps_relative_times(vm: &Vm, tid: u32) -> bool {
    vm.state.threads[tid as usize]
        .frames
        .last()
        .is_some_and(|f| {
            keeps_relative_times(&vm.classes.get(vm.classes.method(f.method).class).name)
        })
}

/// Reads the wall clock (`currentTimeMillis`, `Instant.now`): under
/// `check` its start is one fixed value (`--clock-start`), an input the
/// search does not vary, so a search in which the program read it is not
/// complete. `java.util.concurrent`'s own reads (`ThreadLocalRandom`'s
/// seed, which its callers' results do not depend on; draws the program
/// makes from it are inputs of their own) do not count. Every read of
/// the wall clock but `ThreadLocalRandom`'s seed makes the clock part of
/// the compared state: a wall-clock deadline (`Condition.awaitUntil`) is
/// not a `nanoTime` value the state could compare relative to the clock.
pub fn read_wall_clock(vm: &mut Vm, tid: u32, tick: i64) -> i64 {
    // A value the library keeps in one field (`crate::deferred_clock`):
    // neither an input nor part of the compared state until that field is
    // read (the field itself is in the state while its object lives).
    let deferred = !vm.clock_ticks_on_read && vm.clock_read_deferred(tid);
    if !vm.clock_ticks_on_read && !in_concurrency_library(vm, tid) && !deferred {
        count_wall_clock(vm);
    }
    let unobserved = vm.state.threads[tid as usize]
        .frames
        .last()
        .is_some_and(|f| {
            let class = &*vm.classes.get(vm.classes.method(f.method).class).name;
            WALL_CLOCK_UNOBSERVED.contains(&class)
        });
    read_clock(vm, tid, tick, !unobserved && !deferred, deferred)
}

/// The classes whose own reads of the wall clock do not put the clock in
/// the compared state: `ThreadLocalRandom` (its seed, which its callers'
/// results do not depend on) and `ForkJoinPool` (an idle worker's
/// keep-alive deadline, `currentTimeMillis() + keepAlive`, which stays in
/// `awaitWork`'s frame, where the state compares it relative to the clock
/// (`millis_since_origin`), and is only compared with later reads there
/// and handed to `parkUntil`); `java.util.Timer` and its `TimerThread`
/// (a task's time, `now + delay`, kept in `TimerTask.nextExecutionTime`
/// and compared only with the timer thread's later reads: both compared
/// relative to the clock, `keeps_relative_millis`). Other readers in the
/// library are observed:
/// `Condition.awaitUntil` compares with a `Date` the program made, which
/// the state holds as it is.
const WALL_CLOCK_UNOBSERVED: &[&str] = &[
    "java/util/concurrent/ThreadLocalRandom",
    "java/util/concurrent/ForkJoinPool",
    "java/util/Timer",
    "java/util/TimerThread",
];

/// Counts the wall clock among the inputs held at one value (under
/// `check`; `run` varies nothing), naming where the running thread first
/// read it: a read inside the JDK (`SimpleDateFormat`'s default century, a
/// log record's time stamp) is otherwise a mystery to a program that never
/// asked for the time.
pub(crate) fn count_wall_clock(vm: &mut Vm) {
    if vm.clock_ticks_on_read {
        return;
    }
    let start = vm.clock_origin_millis;
    let name = "wall clock (currentTimeMillis, Instant.now)";
    if vm.inputs.bounded.contains_key(name) {
        return;
    }
    let tid = vm.cur_thread;
    let at = if (tid as usize) < vm.state.threads.len() {
        format!("; first read by {}", vm.thread_location(tid))
    } else {
        String::new()
    };
    vm.inputs.bounded(name, || {
        format!("one fixed start, {start} ms since the epoch (--clock-start){at}")
    });
}

fn current_time_millis(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let now = read_wall_clock(vm, tid, 1_000_000);
    Ok(Some(Value::Long(
        vm.clock_origin_millis.saturating_add(now / 1_000_000),
    )))
}

/// `System.nanoTime()`: the clock offset by `NANO_TIME_ORIGIN`. A read
/// by `java.util.concurrent` (a deadline or the time left of a timed
/// wait) does not put the clock's value in the compared state: those
/// classes' absolute times are compared relative to the clock instead.
fn nano_time(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let observed = !caller_keeps_relative_times(vm, tid) && !seeds_thread_local_random(vm, tid);
    if returns_time_left(vm, tid) {
        vm.state.time_left_returned = true;
    }
    let now = read_clock(vm, tid, 1_000, observed, false);
    Ok(Some(Value::Long(now.wrapping_add(NANO_TIME_ORIGIN))))
}

fn identity_hash_code(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    vm.note_identity_use(a[0].as_ref());
    if a[0].as_ref().is_some() {
        crate::host_inputs::note_identity_hash(vm, tid, a[0].as_ref());
    }
    Ok(Some(Value::Int(match a[0].as_ref() {
        Some(o) => super::object::identity_hash(vm, o),
        None => 0,
    })))
}

fn property_pairs(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let props = vm.properties.clone();
    let mut elems = Vec::with_capacity(props.len() * 2);
    for (k, v) in props {
        elems.push(Some(vm.new_string(&k)));
        elems.push(Some(vm.new_string(&v)));
    }
    let arr = vm
        .new_array("[Ljava/lang/String;", ArrayData::Ref(elems))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

fn get_property(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let k = non_null(a, 0)?;
    let key = vm.string_value(k);
    let v = vm
        .properties
        .iter()
        .find(|(pk, _)| *pk == key)
        .map(|(_, v)| v.clone());
    Ok(Some(Value::Ref(v.map(|v| vm.new_string(&v)))))
}

fn set_static(vm: &mut Vm, name: &str, v: Value) -> NativeResult {
    let c = vm.load_class("java/lang/System").map_err(Flow::Error)?;
    if let Some(slot) = vm.classes.static_slot(c, name) {
        vm.state.class_mut(c).statics[slot] = v;
        vm.publish(None, v);
    }
    Ok(None)
}

fn set_in(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    set_static(vm, "in", a[0])
}

fn set_out(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    vm.note_stream_redirect(tid);
    set_static(vm, "out", a[0])
}

fn set_err(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    vm.note_stream_redirect(tid);
    set_static(vm, "err", a[0])
}

/// Encodes UTF-16 text for standard output as Java would with the
/// locale's charset: UTF-8, or ASCII with `?` for everything else.
pub fn encode_output(chars: &[u16], utf8: bool) -> Vec<u8> {
    if utf8 {
        let mut out = Vec::with_capacity(chars.len());
        for r in char::decode_utf16(chars.iter().copied()) {
            let c = r.unwrap_or('?');
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
        out
    } else {
        let mut out = Vec::with_capacity(chars.len());
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c < 128 {
                out.push(c as u8);
            } else {
                out.push(b'?');
                // A surrogate pair is one character.
                if (0xD800..0xDC00).contains(&c)
                    && i + 1 < chars.len()
                    && (0xDC00..0xE000).contains(&chars[i + 1])
                {
                    i += 1;
                }
            }
            i += 1;
        }
        out
    }
}

fn write_string(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = a[0].as_int();
    let s = non_null(a, 1)?;
    let chars = vm.string_chars(s);
    let bytes = encode_output(&chars, stdout_is_utf8());
    vm.write_output(fd, &bytes);
    Ok(None)
}

fn write_bytes(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = a[0].as_int();
    let b = non_null(a, 1)?;
    let off = a[2].as_int();
    let len = a[3].as_int();
    let bytes: Vec<u8> = match vm.state.heap.get(b).array() {
        Some(ArrayData::Byte(v)) => {
            if off < 0 || len < 0 || off as usize + len as usize > v.len() {
                return Err(Flow::throw_new_null("java/lang/IndexOutOfBoundsException"));
            }
            v[off as usize..off as usize + len as usize]
                .iter()
                .map(|&x| x as u8)
                .collect()
        }
        _ => Vec::new(),
    };
    vm.write_output(fd, &bytes);
    Ok(None)
}

fn stdin_read(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let b = non_null(a, 0)?;
    let off = a[1].as_int() as usize;
    let len = a[2].as_int() as usize;
    let mut buf = vec![0u8; len];
    let n = std::io::stdin().read(&mut buf).unwrap_or(0);
    if n == 0 && len > 0 {
        return Ok(Some(Value::Int(-1)));
    }
    if let Some(ArrayData::Byte(v)) = vm.state.heap.get_mut(b).array_mut() {
        for i in 0..n {
            if off + i < v.len() {
                v[off + i] = buf[i] as i8;
            }
        }
    }
    Ok(Some(Value::Int(n as i32)))
}

/// `Runtime.availableProcessors()`: `--processors` (default 1), whatever
/// the machine (a check's result must not depend on the host). On a real
/// machine the number varies, so under `check` a read from the program's
/// own code makes it an input held at one value: a program that sizes its
/// pool by it was checked with that many processors only, and its verdict
/// cannot be "no violation". The class library's reads (the common pool's
/// size, which is its own input, see `count_common_pool`) do not count
/// here.
fn available_processors(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let n = vm.config.processors;
    if crate::host_inputs::caller_is_program(vm, tid) {
        vm.inputs.bounded("Runtime.availableProcessors()", || {
            format!("held at {n} (--processors; a real machine may have another number)")
        });
    }
    Ok(Some(Value::Int(n as i32)))
}

/// The common `ForkJoinPool`'s parallelism with `processors` processors:
/// one fewer, as HotSpot's class library computes it, but at least 1.
fn common_parallelism(processors: u32) -> u32 {
    processors.saturating_sub(1).max(1)
}

/// Counts the size of `ForkJoinPool`'s common pool among the inputs held
/// at one value (under `check`), when the pool starts a worker: its
/// parallelism here follows `--processors` (n - 1 workers, at least 1),
/// but a machine with another number of processors has another number of
/// workers, and with more workers more of a parallel stream's lambdas run
/// at once, so the search has not seen every behaviour.
pub(crate) fn count_common_pool(vm: &mut Vm) {
    if vm.preempt {
        let workers = common_parallelism(vm.config.processors);
        vm.inputs
            .bounded("ForkJoinPool.commonPool() parallelism", || {
                format!("held at {workers} worker(s) besides the joining threads (--processors; a real machine with n processors has n - 1)")
            });
    }
}

/// Half the heap: fixed, since how much is free at a given moment depends
/// on when garbage was collected, which reductions change. A real run's
/// varies, so a read by the program's own code is an input held at one
/// value under `check` (`count_heap_usage`).
fn free_memory(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    count_heap_usage(vm, tid, "Runtime.freeMemory()");
    Ok(Some(Value::Long((vm.heap_limit / 2) as i64)))
}

/// The whole heap (`--heap`), as if it were committed from the start (a
/// real run commits it as it grows: an input, as `free_memory`).
fn total_memory(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    count_heap_usage(vm, tid, "Runtime.totalMemory()");
    Ok(Some(Value::Long(vm.heap_limit as i64)))
}

/// Counts the heap figure `name` among the inputs held at one value when
/// the program's own code reads it under `check`.
fn count_heap_usage(vm: &mut Vm, tid: u32, name: &str) {
    if crate::host_inputs::caller_is_program(vm, tid) {
        vm.inputs.bounded(name, || {
            "held at a fixed figure (a real run's depends on its collector and timing)".into()
        });
    }
}

fn max_memory(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Long(vm.heap_limit as i64)))
}

fn halt(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Err(Flow::Exit(a[0].as_int()))
}

fn float_to_raw_int_bits(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Ok(Some(Value::Int(a[0].as_float().to_bits() as i32)))
}

fn int_bits_to_float(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Ok(Some(Value::Float(f32::from_bits(a[0].as_int() as u32))))
}

fn double_to_raw_long_bits(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Ok(Some(Value::Long(a[0].as_double().to_bits() as i64)))
}

fn long_bits_to_double(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Ok(Some(Value::Double(f64::from_bits(a[0].as_long() as u64))))
}

/// `Runtime.gc()`: clears the soft, weak and phantom references whose
/// referents are no longer strongly reachable, and enqueues (without
/// clearing) the final references of the finalizable objects no longer
/// strongly reachable (`Vm::unreachable_references`), by calling the model
/// `Reference`'s `enqueueCleared`, run to completion as part of this call
/// (the model `Finalizer`'s thread, started by the first such call, then
/// runs their finalizers). When another
/// thread holds the monitor of one of those queues, nothing is cleared and
/// the call runs again when the thread next runs.
fn runtime_gc(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    let (refs, finals) = vm.unreachable_references();
    if refs.is_empty() && finals.is_empty() {
        return Ok(None);
    }
    for &r in refs.iter().chain(&finals) {
        let queue = vm.field_by_name(r, "queue").and_then(|v| v.as_ref());
        let lock = queue.and_then(|q| vm.field_by_name(q, "lock").and_then(|v| v.as_ref()));
        if let Some(l) = lock {
            if vm.state.heap.get(l).monitor.owner.is_some_and(|o| o != tid) {
                return Err(Flow::Yield);
            }
        }
    }
    let enqueue = vm.library_method(
        "java/lang/ref/Reference",
        "enqueueCleared",
        "(Ljava/lang/ref/Reference;)V",
    )?;
    for r in refs {
        vm.clear_referent(r);
        vm.inputs.gc_enqueued = true;
        vm.call_method(tid, enqueue, &[Value::Ref(Some(r))])?;
    }
    if !finals.is_empty() {
        let start = vm.library_method("java/lang/ref/Finalizer", "startThread", "()V")?;
        vm.call_method(tid, start, &[])?;
    }
    for r in finals {
        vm.call_method(tid, enqueue, &[Value::Ref(Some(r))])?;
    }
    Ok(None)
}

#[cfg(test)]
mod locale_tests {
    use super::language_country_of;

    fn lc(l: &str) -> (String, Option<String>) {
        language_country_of(l)
    }

    #[test]
    fn language_and_country_as_java_derives_them() {
        assert_eq!(lc("C"), ("en".into(), Some("US".into())));
        assert_eq!(lc("POSIX"), ("en".into(), Some("US".into())));
        assert_eq!(lc("C.UTF-8"), ("en".into(), None));
        assert_eq!(lc("en_US.UTF-8"), ("en".into(), Some("US".into())));
        assert_eq!(lc("de_DE@euro"), ("de".into(), Some("DE".into())));
        assert_eq!(lc("fr"), ("fr".into(), None));
    }
}
