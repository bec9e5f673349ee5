//! The management natives (`java.lang.management`'s platform beans:
//! `sun.management.VMManagementImpl`, `ThreadImpl`, `MemoryImpl`), which
//! `ManagementFactory.getRuntimeMXBean()`, `getThreadMXBean()` and
//! `getMemoryMXBean()` reach.
//!
//! What they answer is Wayfinder's own VM, not HotSpot's: the threads are
//! the program's threads (HotSpot adds its own system threads, such as
//! "Reference Handler" and "Signal Dispatcher", which Wayfinder does not
//! have), there is no JIT compiler (no compilation time), and no memory
//! pools or collectors. Thread counts and `findDeadlockedThreads` are
//! functions of the state. Values that depend on the host are inputs
//! under `check`: each read counts as a bounded input held at one value
//! (the search is then not complete), as the wall clock is:
//!
//! - the uptime (the virtual clock since start-up; a real JVM adds its own
//!   start-up time) and the start time (`--clock-start`);
//! - the process id (also `ProcessHandle.current().pid()`);
//! - the heap's usage (fixed, as `Runtime.freeMemory` reports it: how much
//!   is in use depends on when garbage is collected, which the host and
//!   the reductions change);
//! - threads' CPU time (the virtual clock).
//!
//! Values that are not part of the search's state are refused under
//! `check` (exit 4, naming the gap): the peak thread count and the loaded
//! class count (classes are loaded once per search, not per path).
//!
//! `ThreadMXBean.getThreadInfo` and `dumpAllThreads` describe the program's
//! live threads as HotSpot's thread snapshots do: the state, the object a
//! thread is blocked or waits on (a monitor, the joined thread, a parked
//! thread's blocker) and its owner, the stack (another live thread's is
//! refused under `check`, as `Thread.getStackTrace` is), and the monitors
//! and ownable synchronizers it holds. Wayfinder counts no contention:
//! the blocked and waited counts are 0 and the times -1 (contention
//! monitoring off, HotSpot's default).

use super::system::{count_wall_clock, read_clock};
use super::{non_null, NativeResult, Natives};
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::thread::ThreadStatus;
use crate::value::ObjRef;
use crate::value::Value;
use crate::vm::{Flow, Vm};

const VM_MANAGEMENT: &str = "sun/management/VMManagementImpl";

/// A native of `VMManagementImpl`, by name and descriptor.
macro_rules! vmm {
    ($m:literal) => {
        concat!("sun/management/VMManagementImpl.", $m)
    };
}

/// A native of `ThreadImpl`, by name and descriptor.
macro_rules! thr {
    ($m:literal) => {
        concat!("sun/management/ThreadImpl.", $m)
    };
}

pub fn register(n: &mut Natives) {
    // The management interface's version, as HotSpot's JMM (major.minor).
    n.add(vmm!("getVersion0()Ljava/lang/String;"), |vm, _, _| {
        Ok(Some(Value::Ref(Some(vm.new_string("3.0")))))
    });
    n.add(vmm!("initOptionalSupportFields()V"), init_optional_support);
    for flag in [
        vmm!("isThreadContentionMonitoringEnabled()Z"),
        vmm!("getVerboseClass()Z"),
        vmm!("getVerboseGC()Z"),
        vmm!("isThreadAllocatedMemoryEnabled()Z"),
    ] {
        n.add(flag, |_, _, _| Ok(Some(Value::Int(0))));
    }
    n.add(vmm!("isThreadCpuTimeEnabled()Z"), |_, _, _| {
        Ok(Some(Value::Int(1)))
    });
    // HotSpot's own counters (compiler, safepoints, class loading times):
    // Wayfinder has no compiler and no safepoints.
    for zero in [
        vmm!("getUnloadedClassCount()J"),
        vmm!("getTotalCompileTime()J"),
        vmm!("getSafepointCount()J"),
        vmm!("getTotalSafepointTime()J"),
        vmm!("getSafepointSyncTime()J"),
        vmm!("getTotalApplicationNonStoppedTime()J"),
        vmm!("getUnloadedClassSize()J"),
        vmm!("getClassLoadingTime()J"),
        vmm!("getMethodDataSize()J"),
        vmm!("getClassInitializationTime()J"),
        vmm!("getClassVerificationTime()J"),
    ] {
        n.add(zero, |_, _, _| Ok(Some(Value::Long(0))));
    }
    n.add(vmm!("getTotalClassCount()J"), |vm, _, _| {
        loaded_classes(vm, "ClassLoadingMXBean's loaded class count")
    });
    n.add(vmm!("getLoadedClassSize()J"), |vm, _, _| {
        loaded_classes(vm, "the loaded classes' size")
    });
    n.add(vmm!("getInitializedClassCount()J"), |vm, _, _| {
        loaded_classes(vm, "the initialised class count")
    });
    n.add(vmm!("getProcessId()I"), process_id);
    n.add(vmm!("getVmArguments0()[Ljava/lang/String;"), vm_arguments);
    n.add(vmm!("getStartupTime()J"), |vm, _, _| {
        count_wall_clock(vm);
        Ok(Some(Value::Long(vm.clock_origin_millis)))
    });
    n.add(vmm!("getUptime0()J"), uptime);
    n.add(vmm!("getAvailableProcessors()I"), |vm, _, _| {
        let n = vm.config.processors;
        if vm.preempt {
            vm.inputs.bounded("Runtime.availableProcessors()", || {
                format!("held at {n} (--processors; a real machine may have another number)")
            });
        }
        Ok(Some(Value::Int(n as i32)))
    });
    n.add(vmm!("getTotalThreadCount()J"), |vm, _, _| {
        Ok(Some(Value::Long(vm.state.threads.len() as i64)))
    });
    n.add(vmm!("getLiveThreadCount()I"), |vm, _, _| {
        Ok(Some(Value::Int(live_threads(vm).len() as i32)))
    });
    n.add(vmm!("getDaemonThreadCount()I"), |vm, _, _| {
        let n = vm
            .state
            .threads
            .iter()
            .filter(|t| t.is_alive() && t.daemon)
            .count();
        Ok(Some(Value::Int(n as i32)))
    });
    n.add(vmm!("getPeakThreadCount()I"), |vm, _, _| {
        refuse_under_check(vm, "ThreadMXBean.getPeakThreadCount")?;
        Ok(Some(Value::Int(vm.peak_live_threads as i32)))
    });

    n.add(thr!("getThreads()[Ljava/lang/Thread;"), |vm, _, _| {
        let live = live_threads(vm);
        thread_array(vm, live)
    });
    n.add(
        thr!("findDeadlockedThreads0()[Ljava/lang/Thread;"),
        |vm, _, _| {
            let found = deadlocked(vm, true);
            thread_array_or_null(vm, found)
        },
    );
    n.add(
        thr!("findMonitorDeadlockedThreads0()[Ljava/lang/Thread;"),
        |vm, _, _| {
            let found = deadlocked(vm, false);
            thread_array_or_null(vm, found)
        },
    );
    n.add(thr!("resetPeakThreadCount0()V"), |vm, _, _| {
        refuse_under_check(vm, "ThreadMXBean.resetPeakThreadCount")?;
        vm.peak_live_threads = live_threads(vm).len() as u32;
        Ok(None)
    });
    for setter in [
        thr!("setThreadCpuTimeEnabled0(Z)V"),
        thr!("setThreadAllocatedMemoryEnabled0(Z)V"),
        thr!("setThreadContentionMonitoringEnabled0(Z)V"),
    ] {
        n.add(setter, super::nop);
    }
    n.add(
        thr!("getThreadInfo1([JI[Ljava/lang/management/ThreadInfo;)V"),
        thread_infos,
    );
    n.add(
        thr!("dumpThreads0([JZZI)[Ljava/lang/management/ThreadInfo;"),
        dump_threads,
    );
    n.add(thr!("getThreadTotalCpuTime0(J)J"), cpu_time);
    n.add(thr!("getThreadUserCpuTime0(J)J"), cpu_time);

    n.add(
        "sun/management/MemoryImpl.getMemoryUsage0(Z)Ljava/lang/management/MemoryUsage;",
        memory_usage,
    );
    n.add(
        "sun/management/MemoryImpl.getMemoryPools0()[Ljava/lang/management/MemoryPoolMXBean;",
        |vm, _, _| empty_array(vm, "[Ljava/lang/management/MemoryPoolMXBean;"),
    );
    n.add(
        "sun/management/MemoryImpl.getMemoryManagers0()[Ljava/lang/management/MemoryManagerMXBean;",
        |vm, _, _| empty_array(vm, "[Ljava/lang/management/MemoryManagerMXBean;"),
    );
    n.add("sun/management/MemoryImpl.setVerboseGC(Z)V", super::nop);
    // The current process's handle (`ProcessHandle.current()`, which
    // `RuntimeMXBean.getPid` reaches); other processes stay refused.
    n.add("java/lang/ProcessHandleImpl.initNative()V", super::nop);
    n.add(
        "java/lang/ProcessHandleImpl.getCurrentPid0()J",
        |vm, _, _| Ok(Some(Value::Long(i64::from(current_pid(vm))))),
    );
    n.add("java/lang/ProcessHandleImpl.isAlive0(J)J", current_alive);
    n.add(
        "sun/management/ClassLoadingImpl.setVerboseClass(Z)V",
        super::nop,
    );
}

/// `initOptionalSupportFields()`: which optional parts the VM supports.
/// Thread CPU time, contention monitoring and lock usage are (as on
/// HotSpot); compilation time is not (no JIT), nor is per-thread
/// allocation (not counted), and neither are remote
/// diagnostic commands (HotSpot's `jcmd` commands), so
/// `DiagnosticCommandMBean` is absent.
fn init_optional_support(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let c = vm.load_class(VM_MANAGEMENT).map_err(Flow::Error)?;
    for (field, on) in [
        ("compTimeMonitoringSupport", false),
        ("threadContentionMonitoringSupport", true),
        ("currentThreadCpuTimeSupport", true),
        ("otherThreadCpuTimeSupport", true),
        ("objectMonitorUsageSupport", true),
        ("synchronizerUsageSupport", true),
        ("threadAllocatedMemorySupport", false),
        ("remoteDiagnosticCommandsSupport", false),
    ] {
        if let Some(slot) = vm.classes.static_slot(c, field) {
            vm.state.class_mut(c).statics[slot] = Value::Int(i32::from(on));
        }
    }
    Ok(None)
}

/// Stops the run under `check` (exit 4) for a value that is not part of
/// the search's state.
fn refuse_under_check(vm: &Vm, what: &str) -> Result<(), Flow> {
    if vm.preempt {
        return Err(Flow::Error(VmError::unsupported(format!(
            "{what} under check: the value is not part of the search's state"
        ))));
    }
    Ok(())
}

/// The number of classes loaded (`run` only: see the module doc).
fn loaded_classes(vm: &mut Vm, what: &str) -> NativeResult {
    refuse_under_check(vm, what)?;
    Ok(Some(Value::Long(vm.classes.len() as i64)))
}

/// The live threads (started, not terminated), in start order.
fn live_threads(vm: &Vm) -> Vec<ObjRef> {
    vm.state
        .threads
        .iter()
        .filter(|t| t.is_alive())
        .map(|t| t.obj)
        .collect()
}

fn thread_array(vm: &mut Vm, threads: Vec<ObjRef>) -> NativeResult {
    let arr = vm
        .new_array(
            "[Ljava/lang/Thread;",
            ArrayData::Ref(threads.into_iter().map(Some).collect()),
        )
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

/// `null` when no thread is deadlocked, as HotSpot answers.
fn thread_array_or_null(vm: &mut Vm, threads: Vec<ObjRef>) -> NativeResult {
    if threads.is_empty() {
        return Ok(Some(Value::NULL));
    }
    thread_array(vm, threads)
}

fn empty_array(vm: &mut Vm, class: &str) -> NativeResult {
    let arr = vm
        .new_array(class, ArrayData::Ref(Vec::new()))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

/// The thread that thread `t` waits for: the owner of the monitor it is
/// blocked on, or (with `synchronizers`) the exclusive owner of the
/// `AbstractOwnableSynchronizer` it is parked on (a `ReentrantLock`, a
/// write lock).
fn waits_for(vm: &mut Vm, t: usize, synchronizers: bool) -> Option<usize> {
    match vm.state.threads[t].status {
        ThreadStatus::Blocked { monitor, .. } => {
            vm.state.heap.get(monitor).monitor.owner.map(|o| o as usize)
        }
        ThreadStatus::Parked { .. } if synchronizers => {
            let thread = vm.state.threads[t].obj;
            let blocker = vm.field_by_name(thread, "parkBlocker")?.as_ref()?;
            let aos = vm
                .load_class("java/util/concurrent/locks/AbstractOwnableSynchronizer")
                .ok()?;
            let bc = vm.state.heap.get(blocker).class;
            if !vm.classes.is_assignable(bc, aos) {
                return None;
            }
            let owner = vm
                .field_by_name(blocker, "exclusiveOwnerThread")?
                .as_ref()?;
            vm.thread_of_obj(owner).map(|o| o as usize)
        }
        _ => None,
    }
}

/// The deadlocked threads, found as HotSpot's `find_deadlocks` does: from
/// each thread not yet visited (in start order), follow what each thread
/// waits for; reaching a thread first met on this walk closes a cycle,
/// and every thread of the walk is deadlocked (a thread that waits for a
/// cycle it started the walk into included); reaching one met on an
/// earlier walk, or itself, or nothing, ends the walk.
fn deadlocked(vm: &mut Vm, synchronizers: bool) -> Vec<ObjRef> {
    let n = vm.state.threads.len();
    let mut dfn: Vec<Option<usize>> = vec![None; n];
    let mut next = 0;
    let mut found = Vec::new();
    for start in 0..n {
        if dfn[start].is_some() || !vm.state.threads[start].is_alive() {
            continue;
        }
        let this_dfn = next;
        dfn[start] = Some(next);
        next += 1;
        let mut walk = Vec::new();
        let mut prev = start;
        let mut cur = start;
        while let Some(owner) = waits_for(vm, cur, synchronizers) {
            walk.push(cur);
            cur = owner;
            match dfn[cur] {
                None => {
                    dfn[cur] = Some(next);
                    next += 1;
                }
                Some(d) if d < this_dfn => break,
                Some(_) if cur == prev => break,
                Some(_) => {
                    found.extend(walk.iter().map(|&t| vm.state.threads[t].obj));
                    break;
                }
            }
            prev = cur;
        }
    }
    found
}

/// This process's id, an input of the host (counted under `check`).
fn current_pid(vm: &mut Vm) -> u32 {
    let pid = std::process::id();
    if vm.preempt {
        vm.inputs
            .bounded("process id (RuntimeMXBean, ProcessHandle)", || {
                format!("held at {pid}")
            });
    }
    pid
}

/// `getProcessId()`: this process's id.
fn process_id(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Int(current_pid(vm) as i32)))
}

/// `ProcessHandleImpl.isAlive0(pid)` for this process: its start time in
/// milliseconds since the epoch (the wall clock's start, an input under
/// `check`). Another process is not explored (exit 4).
fn current_alive(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    if a[0].as_long() != i64::from(std::process::id()) {
        return Err(Flow::Error(VmError::unsupported(
            "java.lang.ProcessHandleImpl.isAlive0 of another process: OS processes: a process outside the program cannot be explored",
        )));
    }
    count_wall_clock(vm);
    Ok(Some(Value::Long(vm.clock_origin_millis)))
}

/// `getVmArguments0()`: Wayfinder runs programs as `java -ea` does.
fn vm_arguments(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let ea = vm.new_string("-ea");
    let arr = vm
        .new_array("[Ljava/lang/String;", ArrayData::Ref(vec![Some(ea)]))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

/// `getUptime0()`: milliseconds on the virtual clock since start-up,
/// an input under `check` (a real JVM's uptime includes its start-up).
fn uptime(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    if vm.preempt {
        vm.inputs.bounded("JVM uptime (RuntimeMXBean)", || {
            "the virtual clock since start-up, held at one value per read (a real JVM adds its start-up time)".to_string()
        });
    }
    let now = read_clock(vm, tid, 1_000_000, true, false);
    Ok(Some(Value::Long(now / 1_000_000)))
}

/// `getThreadTotalCpuTime0(id)` / `getThreadUserCpuTime0(id)` (`id` 0:
/// the current thread): the virtual clock in nanoseconds, an input under
/// `check` (a real thread's CPU time depends on the host); -1 for a
/// thread that is not alive.
fn cpu_time(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let id = a[0].as_long();
    if id != 0 {
        let alive = vm.state.threads.iter().any(|t| {
            t.is_alive()
                && vm
                    .field_by_name(t.obj, "tid")
                    .is_some_and(|v| v.as_long() == id)
        });
        if !alive {
            return Ok(Some(Value::Long(-1)));
        }
    }
    if vm.preempt {
        vm.inputs.bounded("thread CPU time (ThreadMXBean)", || {
            "the virtual clock, held at one value per read (a real thread's CPU time depends on the host)".to_string()
        });
    }
    let now = read_clock(vm, tid, 1_000, true, false);
    Ok(Some(Value::Long(now)))
}

/// `getMemoryUsage0(heap)`: the heap as `Runtime` reports it (the whole
/// `--heap` committed from the start, half of it in use); no non-heap
/// memory (no code cache, no metaspace: maximum undefined, -1). An input
/// under `check`.
fn memory_usage(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let _ = non_null(a, 0)?;
    let heap = a[1].as_int() != 0;
    if vm.preempt {
        vm.inputs.bounded("memory usage (MemoryMXBean)", || {
            "held at half of --heap in use (a real JVM's usage depends on when garbage is collected)".to_string()
        });
    }
    let limit = vm.heap_limit as i64;
    let (init, used, committed, max) = if heap {
        (limit, limit - limit / 2, limit, limit)
    } else {
        (0, 0, 0, -1)
    };
    let c = vm
        .load_class("java/lang/management/MemoryUsage")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, c)?;
    let u = vm.alloc_object(c);
    for (field, v) in [
        ("init", init),
        ("used", used),
        ("committed", committed),
        ("max", max),
    ] {
        vm.set_field_by_name(u, field, Value::Long(v));
    }
    Ok(Some(Value::Ref(Some(u))))
}

/// `ThreadImpl.getThreadInfo1(ids, maxDepth, result)`: a `ThreadInfo` of
/// each live thread of `ids` (null for an id of no live thread) with at
/// most `maxDepth` frames (-1: all), into `result`.
fn thread_infos(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let ids = long_array(vm, non_null(a, 0)?);
    let depth = a[1].as_int();
    let result = non_null(a, 2)?;
    for (i, id) in ids.into_iter().enumerate() {
        let info = match thread_with_id(vm, id) {
            Some(t) => Some(thread_info(vm, tid, t, depth, None)?),
            None => None,
        };
        if let Some(ArrayData::Ref(v)) = vm.state.heap.get_mut(result).array_mut() {
            if let Some(slot) = v.get_mut(i) {
                *slot = info;
            }
        }
    }
    Ok(None)
}

/// `ThreadImpl.dumpThreads0(ids, lockedMonitors, lockedSynchronizers,
/// maxDepth)`: `getThreadInfo1` of `ids` (null: every live thread, in start
/// order) with the monitors and ownable synchronizers each holds, when
/// asked for.
fn dump_threads(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let threads: Vec<Option<u32>> = match a[0].as_ref() {
        Some(ids) => long_array(vm, ids)
            .into_iter()
            .map(|id| thread_with_id(vm, id))
            .collect(),
        None => (0..vm.state.threads.len() as u32)
            .filter(|&t| vm.state.threads[t as usize].is_alive())
            .map(Some)
            .collect(),
    };
    let locks = (a[1].as_int() != 0, a[2].as_int() != 0);
    let depth = a[3].as_int();
    let mut infos = Vec::with_capacity(threads.len());
    for t in threads {
        infos.push(match t {
            Some(t) => Some(thread_info(vm, tid, t, depth, Some(locks))?),
            None => None,
        });
    }
    let arr = vm
        .new_array("[Ljava/lang/management/ThreadInfo;", ArrayData::Ref(infos))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

fn long_array(vm: &Vm, arr: ObjRef) -> Vec<i64> {
    match vm.state.heap.get(arr).array() {
        Some(ArrayData::Long(v)) => v.clone(),
        _ => Vec::new(),
    }
}

/// The live thread whose `Thread.getId()` is `id`.
fn thread_with_id(vm: &Vm, id: i64) -> Option<u32> {
    (0..vm.state.threads.len() as u32).find(|&t| {
        let th = &vm.state.threads[t as usize];
        th.is_alive() && vm.field_by_name(th.obj, "tid").map(|v| v.as_long()) == Some(id)
    })
}

/// A `ThreadInfo` of live thread `t` (made by its private constructors,
/// as HotSpot makes it) with at most `max_depth` frames; with `locks`
/// (whether to list held monitors, held synchronizers), also those.
fn thread_info(
    vm: &mut Vm,
    tid: u32,
    t: u32,
    max_depth: i32,
    locks: Option<(bool, bool)>,
) -> Result<ObjRef, Flow> {
    let th = &vm.state.threads[t as usize];
    let (obj, status) = (th.obj, th.java_state());
    // `Thread.threadStatus`'s JVMTI bits, which `ThreadInfo` decodes.
    let jvmti = match status {
        0 => 0,
        1 => 0x5,
        2 => 0x401,
        3 => 0x91,
        4 => 0xa1,
        _ => 0x2,
    };
    let (lock, owner) = blocker(vm, t);
    // The frames, innermost first (the caller's own: it runs this native).
    let mut frames: Vec<(u32, u32)> = Vec::new();
    if max_depth != 0 {
        if t != tid && vm.policy.is_some() {
            return Err(Flow::Error(VmError::unsupported(
                "java.lang.management.ThreadMXBean thread info with the stack of another live \
                 thread under check (its position is not guarded by a scheduling point)"
                    .to_string(),
            )));
        }
        frames = vm.state.threads[t as usize]
            .frames
            .iter()
            .rev()
            .map(|f| (f.method, f.pc))
            .collect();
        if max_depth > 0 {
            frames.truncate(max_depth as usize);
        }
    }
    let trace = stack_trace(vm, tid, &frames)?;
    let c = vm
        .load_class("java/lang/management/ThreadInfo")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, c)?;
    let info = vm.alloc_object(c);
    let mut args = vec![
        Value::Ref(Some(info)),
        Value::Ref(Some(obj)),
        Value::Int(jvmti),
        Value::Ref(lock),
        Value::Ref(owner),
        Value::Long(0),
        Value::Long(-1),
        Value::Long(0),
        Value::Long(-1),
        Value::Ref(Some(trace)),
    ];
    let desc = match locks {
        None => "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;)V",
        Some((monitors, synchronizers)) => {
            let (held, depths) = if monitors {
                held_monitors(vm, t, &frames)?
            } else {
                (Vec::new(), Vec::new())
            };
            let syncs = if synchronizers {
                held_synchronizers(vm, obj)
            } else {
                Vec::new()
            };
            let held = vm
                .new_array("[Ljava/lang/Object;", ArrayData::Ref(held))
                .map_err(Flow::Error)?;
            let depths = vm
                .new_array("[I", ArrayData::Int(depths))
                .map_err(Flow::Error)?;
            let syncs = vm
                .new_array("[Ljava/lang/Object;", ArrayData::Ref(syncs))
                .map_err(Flow::Error)?;
            args.extend([held, depths, syncs].map(|r| Value::Ref(Some(r))));
            "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;[Ljava/lang/Object;[I[Ljava/lang/Object;)V"
        }
    };
    let init = vm
        .classes
        .find_own_method(c, "<init>", desc)
        .ok_or_else(|| Flow::Error(VmError::internal("ThreadInfo's VM constructor is missing")))?;
    vm.call_method(tid, init, &args)?;
    Ok(info)
}

/// What live thread `t` waits for, as HotSpot's snapshot names it: the
/// monitor it is blocked on or waits on (a joined thread's object, which
/// `join` waits on) and that monitor's owner; a parked thread's blocker
/// and, for an `AbstractOwnableSynchronizer`, its owner.
fn blocker(vm: &mut Vm, t: u32) -> (Option<ObjRef>, Option<ObjRef>) {
    let monitor = match vm.state.threads[t as usize].status {
        ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } => monitor,
        ThreadStatus::Joining { target, .. } => vm.state.threads[target as usize].obj,
        ThreadStatus::Parked { .. } => {
            let thread = vm.state.threads[t as usize].obj;
            let Some(b) = vm
                .field_by_name(thread, "parkBlocker")
                .and_then(|v| v.as_ref())
            else {
                return (None, None);
            };
            let owner =
                match vm.load_class("java/util/concurrent/locks/AbstractOwnableSynchronizer") {
                    Ok(aos) if vm.classes.is_assignable(vm.state.heap.get(b).class, aos) => vm
                        .field_by_name(b, "exclusiveOwnerThread")
                        .and_then(|v| v.as_ref()),
                    _ => None,
                };
            return (Some(b), owner);
        }
        _ => return (None, None),
    };
    let owner = vm.state.heap.get(monitor).monitor.owner;
    (
        Some(monitor),
        owner.map(|o| vm.state.threads[o as usize].obj),
    )
}

/// The monitors thread `t` holds, each with the depth in its stack of
/// the frame that entered it (innermost first, one entry per entry, as
/// HotSpot lists them; only those within `frames`, the trace taken): the
/// frames of synchronized methods. A monitor entered by a `synchronized`
/// block is refused (exit 4): frames do not record which one entered it.
fn held_monitors(
    vm: &Vm,
    t: u32,
    frames: &[(u32, u32)],
) -> Result<(Vec<Option<ObjRef>>, Vec<i32>), Flow> {
    let stack = &vm.state.threads[t as usize].frames;
    let entries: Vec<ObjRef> = stack.iter().filter_map(|f| f.sync_obj).collect();
    for i in 0..vm.state.heap.capacity() {
        let Some(o) = vm.state.heap.slot(i) else {
            continue;
        };
        if o.monitor.owner != Some(t) {
            continue;
        }
        let r = ObjRef::from_index(i);
        let by_methods = entries.iter().filter(|&&e| e == r).count();
        if by_methods != o.monitor.count as usize {
            return Err(Flow::Error(VmError::unsupported(
                "java.lang.management.ThreadMXBean.dumpAllThreads with locked monitors: \
                 a monitor entered by a synchronized block (frames do not record which)"
                    .to_string(),
            )));
        }
    }
    let (mut held, mut depths) = (Vec::new(), Vec::new());
    for (depth, f) in stack.iter().rev().enumerate().take(frames.len()) {
        if let Some(r) = f.sync_obj {
            held.push(Some(r));
            depths.push(depth as i32);
        }
    }
    Ok((held, depths))
}

/// The ownable synchronizers (`AbstractOwnableSynchronizer`s: a
/// `ReentrantLock`'s, a write lock's) thread object `thread` owns.
fn held_synchronizers(vm: &mut Vm, thread: ObjRef) -> Vec<Option<ObjRef>> {
    let Ok(aos) = vm.load_class("java/util/concurrent/locks/AbstractOwnableSynchronizer") else {
        return Vec::new();
    };
    let mut held = Vec::new();
    for i in 0..vm.state.heap.capacity() {
        let Some(o) = vm.state.heap.slot(i) else {
            continue;
        };
        if !vm.classes.is_assignable(o.class, aos) {
            continue;
        }
        let r = ObjRef::from_index(i);
        if vm
            .field_by_name(r, "exclusiveOwnerThread")
            .and_then(|v| v.as_ref())
            == Some(thread)
        {
            held.push(Some(r));
        }
    }
    held
}

/// A `StackTraceElement[]` of `frames` (innermost first).
fn stack_trace(vm: &mut Vm, tid: u32, frames: &[(u32, u32)]) -> Result<ObjRef, Flow> {
    let c = vm.load_class("java/lang/Exception").map_err(Flow::Error)?;
    vm.initialize_now(tid, c)?;
    let e = vm.alloc_object(c);
    super::throwable::store_backtrace(vm, e, frames)?;
    let get = vm.library_method(
        "java/lang/Throwable",
        "getOurStackTrace",
        "()[Ljava/lang/StackTraceElement;",
    )?;
    match vm.call_method(tid, get, &[Value::Ref(Some(e))])? {
        Some(Value::Ref(Some(a))) => Ok(a),
        _ => Err(Flow::Error(VmError::internal(
            "Throwable.getOurStackTrace gave no array",
        ))),
    }
}
