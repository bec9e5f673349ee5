//! `java.lang.Thread` (our model).

use super::{non_null, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::thread::{ReturnAction, ThreadStatus};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("java/lang/Thread.registerNatives()V", super::nop);
    n.add(
        "java/lang/Thread.currentThread()Ljava/lang/Thread;",
        current_thread,
    );
    n.add("java/lang/Thread.start0()V", start0);
    n.add("java/lang/Thread.yield()V", yield_);
    n.add("java/lang/Thread.sleep0(J)V", sleep0);
    n.add("java/lang/Thread.join0(J)V", join0);
    n.add("java/lang/Thread.interrupt0()V", interrupt0);
    n.add("java/lang/Thread.stop0(Ljava/lang/Throwable;)V", stop0);
    n.add("java/lang/Thread.suspend0(Z)V", suspend0);
    n.add("java/lang/Thread.isInterrupted0()Z", is_interrupted0);
    n.add("java/lang/Thread.interrupted0()Z", interrupted0);
    n.add("java/lang/Thread.isAlive()Z", is_alive);
    n.add(
        "java/lang/Thread.holdsLock(Ljava/lang/Object;)Z",
        holds_lock,
    );
    n.add("java/lang/Thread.getState0()I", get_state0);
    n.add("java/lang/Thread.activeCount0()I", active_count0);
    n.add(
        "java/lang/Thread.liveThreads0()[Ljava/lang/Thread;",
        live_threads0,
    );
    n.add(
        "java/lang/Thread.stackOf0(Ljava/lang/Throwable;)V",
        stack_of0,
    );
}

/// The VM thread of a `java.lang.Thread` object, if it was started.
pub fn thread_index(vm: &Vm, obj: ObjRef) -> Option<u32> {
    let eetop = vm.field_by_name(obj, "eetop")?.as_long();
    if eetop <= 0 {
        None
    } else {
        Some((eetop - 1) as u32)
    }
}

fn current_thread(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Ref(Some(vm.state.threads[tid as usize].obj))))
}

/// Is thread object `this` (of class `c`) a worker of `ForkJoinPool`'s
/// common pool?
fn is_common_pool_worker(vm: &mut Vm, c: crate::loader::ClassId, this: ObjRef) -> bool {
    if !vm.is_subclass_of(c, "java/util/concurrent/ForkJoinWorkerThread") {
        return false;
    }
    let Some(fjp) = vm
        .classes
        .lookup_loaded("java/util/concurrent/ForkJoinPool")
    else {
        return false;
    };
    let Some(slot) = vm.classes.static_slot(fjp, "common") else {
        return false;
    };
    let common = vm.state.class(fjp).statics[slot].as_ref();
    common.is_some() && vm.field_by_name(this, "pool").and_then(|v| v.as_ref()) == common
}

fn start0(vm: &mut Vm, parent: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let daemon = vm.field(this, vm.slots.thread_daemon).as_int() != 0;
    let c = vm.state.heap.get(this).class;
    let run = vm
        .find_virtual(c, "run", "()V")
        .ok_or_else(|| Flow::Error(crate::error::VmError::internal("Thread.run missing")))?;
    if is_common_pool_worker(vm, c, this) {
        super::system::count_common_pool(vm);
    }
    // The new thread reaches its Thread object and all it references.
    vm.mark_shared(this);
    let t = vm.add_thread(this, daemon);
    vm.set_field_by_name(this, "eetop", Value::Long(t as i64 + 1));
    // An interrupt before start stays (as on HotSpot).
    if vm
        .field_by_name(this, "interruptedBeforeStart")
        .is_some_and(|v| v.as_int() != 0)
    {
        vm.state.threads[t as usize].interrupted = true;
    }
    // The group counts it as started (the JDK's Thread.start does this
    // under the group's lock; here it is part of this one step).
    let tc = vm.wk.thread;
    if let Some(m) = vm.classes.find_own_method(tc, "addToGroup", "()V") {
        if let Some(Value::Ref(Some(group))) = vm.field_by_name(this, "group") {
            vm.size_group_threads(parent, group);
        }
        // `ThreadGroup.add` touches only the group, its thread array (sized
        // above) and the thread: nothing run-time-checked claims observe.
        vm.call_group_bookkeeping(parent, m, &[Value::Ref(Some(this))])?;
    }
    let mut frame = vm.new_frame(run, &[Value::Ref(Some(this))], ReturnAction::Normal)?;
    // A synchronized run() holds the thread's own monitor; the starting
    // thread holds it now (start() is synchronized), so it waits for it.
    if vm.classes.method(run).is_synchronized() {
        frame.sync_obj = Some(this);
        if !vm.try_take_monitor(t, this, 1) {
            vm.state.threads[t as usize].status = ThreadStatus::Blocked {
                monitor: this,
                count: 1,
            };
        }
    }
    vm.state.threads[t as usize].frames.push(frame);
    if !vm.listeners.is_empty() {
        vm.notify(|l, vm| l.on_thread_start(vm, parent, t));
    }
    Ok(None)
}

fn yield_(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Err(Flow::Switch)
}

/// Finishes a blocking native that was woken up: `Some` when this call is
/// the re-execution after the wake-up.
fn finish_wake(vm: &mut Vm, tid: u32, throws: bool) -> Option<NativeResult> {
    let t = &mut vm.state.threads[tid as usize];
    if !t.wake_pending {
        return None;
    }
    t.wake_pending = false;
    if throws && t.interrupted {
        t.interrupted = false;
        return Some(Err(Flow::throw_new(
            "java/lang/InterruptedException",
            "sleep interrupted",
        )));
    }
    Some(Ok(None))
}

fn sleep0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    if let Some(r) = finish_wake(vm, tid, true) {
        return r;
    }
    let millis = a[0].as_long();
    let t = &mut vm.state.threads[tid as usize];
    if t.interrupted {
        t.interrupted = false;
        return Err(Flow::throw_new(
            "java/lang/InterruptedException",
            "sleep interrupted",
        ));
    }
    t.status = ThreadStatus::Sleeping;
    t.wake_pending = true;
    let deadline = vm
        .state
        .deadline_after(millis.max(0).saturating_mul(1_000_000));
    let t = &mut vm.state.threads[tid as usize];
    t.deadline = deadline;
    t.timed_waits += 1;
    Err(Flow::Yield)
}

/// `join0(millis)`: waits until thread `this` ends (or `millis` pass).
/// A caller that holds `this`'s monitor waits on it as the JDK's `join`
/// does (`while (isAlive()) wait(0)`): the monitor is released meanwhile
/// and taken again afterwards, and the end of the thread wakes it
/// (`Vm::thread_finished` notifies the `Thread` object's waiters, as
/// HotSpot does). Other callers wait in `Joining`, holding what they hold.
fn join0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let millis = a[1].as_long();
    let t = &mut vm.state.threads[tid as usize];
    if t.wake_pending {
        t.wake_pending = false;
        if t.interrupted {
            t.interrupted = false;
            return Err(Flow::throw_new_null("java/lang/InterruptedException"));
        }
        // Woken from a wait on the Thread object by some other notify: an
        // untimed join waits again while the thread lives.
        let again = millis == 0
            && vm.state.heap.get(this).monitor.owner == Some(tid)
            && thread_index(vm, this).is_some_and(|x| vm.state.threads[x as usize].is_alive());
        if !again {
            return Ok(None);
        }
    }
    let Some(target) = thread_index(vm, this) else {
        return Ok(None);
    };
    if !vm.state.threads[target as usize].is_alive() {
        return Ok(None);
    }
    let t = &mut vm.state.threads[tid as usize];
    if t.interrupted {
        t.interrupted = false;
        return Err(Flow::throw_new_null("java/lang/InterruptedException"));
    }
    if vm.state.heap.get(this).monitor.owner == Some(tid) {
        return super::object::wait(vm, tid, &[Value::Ref(Some(this)), Value::Long(millis)]);
    }
    t.status = ThreadStatus::Joining {
        target,
        timed: millis > 0,
    };
    t.wake_pending = true;
    let deadline = vm.state.deadline_after(millis.saturating_mul(1_000_000));
    let t = &mut vm.state.threads[tid as usize];
    t.deadline = deadline;
    t.timed_waits += (millis > 0) as u64;
    Err(Flow::Yield)
}

/// `suspend0(on)`: `Thread.suspend` (`on`) or `resume` on thread `this`
/// (JDK 17; later class libraries removed them: UnsupportedOperationException).
/// A suspended thread keeps its status and monitors but is not scheduled
/// until resumed; one suspending itself stops here (the call ends when it is
/// resumed). A thread not started or ended ignores both, as on HotSpot.
fn suspend0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let on = a[1].as_int() != 0;
    if vm.classes.classpath.jdk_version() >= 20 {
        return Err(Flow::ThrowNew(
            "java/lang/UnsupportedOperationException",
            None,
        ));
    }
    let Some(t) = thread_index(vm, this) else {
        return Ok(None);
    };
    let th = &mut vm.state.threads[t as usize];
    if !th.is_alive() {
        return Ok(None);
    }
    th.suspended = on;
    if on && t == tid {
        // Suspending itself: another thread runs next.
        return Err(Flow::Switch);
    }
    Ok(None)
}

fn interrupt0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let Some(t) = thread_index(vm, this) else {
        // Not started: the status waits in the Thread object (see start0).
        vm.set_field_by_name(this, "interruptedBeforeStart", Value::Int(1));
        return Ok(None);
    };
    let th = &mut vm.state.threads[t as usize];
    th.interrupted = true;
    if !th.is_alive() {
        // JDK 17 keeps the status of an ended thread too.
        return Ok(None);
    }
    th.status = match th.status {
        ThreadStatus::Waiting { monitor, count, .. } => ThreadStatus::Blocked { monitor, count },
        ThreadStatus::Sleeping | ThreadStatus::Joining { .. } | ThreadStatus::Parked { .. } => {
            ThreadStatus::Runnable
        }
        s => s,
    };
    Ok(None)
}

/// `stop0(throwable)`: on the current thread, throws it at once; on
/// another, leaves `throwable` in the thread's `pendingStop`
/// field, which the interpreter throws before the thread's next
/// instruction (`Vm::take_pending_stop`), and wakes the thread from
/// `sleep`, `join`, `park` or `wait` (then it must take the monitor again
/// first), as HotSpot does. A thread not started yet throws it at the
/// first instruction of `run()`; an ended thread ignores it.
fn stop0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let ex = non_null(a, 1)?;
    if vm.classes.classpath.jdk_version() >= 20 {
        return Err(Flow::ThrowNew(
            "java/lang/UnsupportedOperationException",
            None,
        ));
    }
    if thread_index(vm, this) == Some(tid) {
        return Err(Flow::Throw(ex));
    }
    if let Some(t) = thread_index(vm, this) {
        if !vm.state.threads[t as usize].is_alive() {
            return Ok(None);
        }
    }
    vm.set_field_by_name(this, "pendingStop", Value::Ref(Some(ex)));
    vm.stops_requested = true;
    if let Some(t) = thread_index(vm, this) {
        let th = &mut vm.state.threads[t as usize];
        th.status = match th.status {
            ThreadStatus::Waiting { monitor, count, .. } => {
                ThreadStatus::Blocked { monitor, count }
            }
            ThreadStatus::Sleeping | ThreadStatus::Joining { .. } | ThreadStatus::Parked { .. } => {
                ThreadStatus::Runnable
            }
            s => s,
        };
    }
    Ok(None)
}

fn is_interrupted0(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    vm.note_interrupt_status_read(tid, thread_index(vm, this));
    let r = match thread_index(vm, this) {
        Some(t) => vm.state.threads[t as usize].interrupted,
        None => vm
            .field_by_name(this, "interruptedBeforeStart")
            .is_some_and(|v| v.as_int() != 0),
    };
    Ok(Some(Value::Int(r as i32)))
}

fn interrupted0(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    vm.note_interrupt_status_read(tid, Some(tid));
    let t = &mut vm.state.threads[tid as usize];
    let r = t.interrupted;
    t.interrupted = false;
    Ok(Some(Value::Int(r as i32)))
}

fn is_alive(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let r = thread_index(vm, this).is_some_and(|t| vm.state.threads[t as usize].is_alive());
    Ok(Some(Value::Int(r as i32)))
}

fn holds_lock(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let o = non_null(a, 0)?;
    Ok(Some(Value::Int(
        (vm.state.heap.get(o).monitor.owner == Some(tid)) as i32,
    )))
}

fn get_state0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let s = match thread_index(vm, this) {
        None => 0,
        Some(t) => vm.state.threads[t as usize].java_state(),
    };
    Ok(Some(Value::Int(s)))
}

fn active_count0(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let n = vm.state.threads.iter().filter(|t| t.is_alive()).count();
    Ok(Some(Value::Int(n as i32)))
}

/// `Thread.getAllStackTraces` (and JDK 21+'s `getAllThreads`): the
/// `Thread` objects of the threads that have started and not ended, in
/// the order they started.
fn live_threads0(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let live: Vec<Option<ObjRef>> = vm
        .state
        .threads
        .iter()
        .filter(|t| t.is_alive())
        .map(|t| Some(t.obj))
        .collect();
    let array = vm
        .new_array("[Ljava/lang/Thread;", ArrayData::Ref(live))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(array))))
}

/// `getStackTrace` of a thread other than the caller: makes the frames of
/// thread `this` (innermost first; none when it is not started or has
/// ended) the stack trace of the throwable argument. Under a search (a
/// policy is installed) another thread's position is state that no
/// scheduling point guards, so it is refused rather than read.
fn stack_of0(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let into = non_null(a, 1)?;
    let frames: Vec<(u32, u32)> = match thread_index(vm, this) {
        Some(t) if vm.state.threads[t as usize].is_alive() => {
            if vm.policy.is_some() {
                return Err(Flow::Error(crate::error::VmError::unsupported(
                    "java.lang.Thread.getStackTrace of another live thread under check \
                     (its position is not guarded by a scheduling point)"
                        .to_string(),
                )));
            }
            vm.state.threads[t as usize]
                .frames
                .iter()
                .rev()
                .map(|f| (f.method, f.pc))
                .collect()
        }
        _ => Vec::new(),
    };
    super::throwable::store_backtrace(vm, into, &frames)?;
    Ok(None)
}
