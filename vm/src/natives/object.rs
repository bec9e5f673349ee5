//! `java.lang.Object`.

use super::{non_null, nop, NativeResult, Natives};
use crate::heap::Object;
use crate::thread::ThreadStatus;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("java/lang/Object.registerNatives()V", nop);
    n.add("java/lang/Object.getClass()Ljava/lang/Class;", get_class);
    n.add("java/lang/Object.hashCode()I", hash_code);
    n.add("java/lang/Object.clone()Ljava/lang/Object;", clone);
    n.add("java/lang/Object.notify()V", notify);
    n.add("java/lang/Object.notifyAll()V", notify_all);
    n.add("java/lang/Object.wait(J)V", wait);
    n.add("java/lang/Object.wait0(J)V", wait);
}

/// Deterministic identity hash code of an object (31 bits, never 0),
/// derived from its allocation site and occurrence number there
/// (`Object::hash_id`) under every reduction setting, so that symmetric
/// states behave alike and no reduction changes what a program sees.
pub fn identity_hash(vm: &Vm, o: ObjRef) -> i32 {
    let c = vm.state.heap.get(o).hash_id;
    let mut x = (c ^ c >> 32) as u32;
    x = x.wrapping_add(1).wrapping_mul(0x9E37_79B1);
    x ^= x >> 15;
    x = x.wrapping_mul(0x85EB_CA77);
    x ^= x >> 13;
    let h = (x & 0x7fff_ffff) as i32;
    if h == 0 {
        1
    } else {
        h
    }
}

fn get_class(vm: &mut Vm, _: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    let c = vm.state.heap.get(o).class;
    Ok(Some(Value::Ref(Some(vm.mirror(c)))))
}

fn hash_code(vm: &mut Vm, tid: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    vm.note_identity_use(Some(o));
    crate::host_inputs::note_identity_hash(vm, tid, Some(o));
    Ok(Some(Value::Int(identity_hash(vm, o))))
}

fn clone(vm: &mut Vm, _: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    let obj = vm.state.heap.get(o);
    let c = obj.class;
    if obj.array().is_none() {
        let cloneable = vm.load_class("java/lang/Cloneable").map_err(Flow::Error)?;
        if !vm.classes.is_assignable(c, cloneable) {
            return Err(Flow::throw_new(
                "java/lang/CloneNotSupportedException",
                &vm.classes.get(c).java_name(),
            ));
        }
    }
    let copy = Object::new(c, vm.state.heap.get(o).data.clone());
    Ok(Some(Value::Ref(Some(vm.alloc(copy)))))
}

fn check_owner(vm: &Vm, tid: u32, o: ObjRef) -> Result<(), Flow> {
    if vm.state.heap.get(o).monitor.owner != Some(tid) {
        return Err(Flow::throw_new(
            "java/lang/IllegalMonitorStateException",
            "current thread is not owner",
        ));
    }
    Ok(())
}

/// Wakes one (`all == false`) or every thread waiting on `o`. Picks the
/// lowest-numbered waiter, deterministically.
pub fn wake_waiters(vm: &mut Vm, o: ObjRef, all: bool) {
    for t in vm.state.threads.iter_mut() {
        if let ThreadStatus::Waiting { monitor, count, .. } = t.status {
            if monitor == o {
                t.status = ThreadStatus::Blocked { monitor, count };
                if !all {
                    return;
                }
            }
        }
    }
}

fn notify(vm: &mut Vm, tid: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    check_owner(vm, tid, o)?;
    wake_waiters(vm, o, false);
    Ok(None)
}

fn notify_all(vm: &mut Vm, tid: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    check_owner(vm, tid, o)?;
    wake_waiters(vm, o, true);
    Ok(None)
}

/// `o.wait(millis)`; also `Thread.join` by a thread holding the joined
/// thread's monitor (`thread::join0`).
pub(crate) fn wait(vm: &mut Vm, tid: u32, args: &[Value]) -> NativeResult {
    let o = non_null(args, 0)?;
    let millis = args[1].as_long();
    let t = &mut vm.state.threads[tid as usize];
    if t.wake_pending {
        t.wake_pending = false;
        if t.interrupted {
            t.interrupted = false;
            return Err(Flow::throw_new_null("java/lang/InterruptedException"));
        }
        return Ok(None);
    }
    if millis < 0 {
        return Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            "timeout value is negative",
        ));
    }
    check_owner(vm, tid, o)?;
    let t = &mut vm.state.threads[tid as usize];
    if t.interrupted {
        t.interrupted = false;
        return Err(Flow::throw_new_null("java/lang/InterruptedException"));
    }
    let m = &mut vm.state.heap.get_mut(o).monitor;
    let count = m.count;
    m.owner = None;
    m.count = 0;
    if !vm.listeners.is_empty() {
        vm.notify(|l, vm| l.on_monitor_released(vm, tid, o, count));
    }
    // A spurious wakeup the program asked to explore: an untimed wait of
    // its own code is a timed one whose deadline has already come.
    let spurious = millis == 0
        && crate::unlooped_waits::spurious_return(
            vm,
            tid,
            crate::unlooped_waits::WAIT_FRAMES,
            crate::unlooped_waits::retested,
        );
    let t = &mut vm.state.threads[tid as usize];
    t.status = ThreadStatus::Waiting {
        monitor: o,
        count,
        timed: millis > 0 || spurious,
    };
    t.wake_pending = true;
    let deadline = vm.state.deadline_after(millis.saturating_mul(1_000_000));
    let t = &mut vm.state.threads[tid as usize];
    t.deadline = deadline;
    t.timed_waits += (millis > 0 || spurious) as u64;
    t.spurious_wait = spurious;
    Err(Flow::Yield)
}
