//! Java threads and their frames.

use std::rc::Rc;

use crate::classfile::Code;
use crate::loader::{ClassId, MethodId};
use crate::value::{ObjRef, Value};

/// What happens when a frame returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnAction {
    /// Push the return value on the caller's stack and go on after the call.
    Normal,
    /// A class initialiser: mark the class initialised, then re-execute the
    /// caller's current instruction (the one that asked for initialisation).
    ClinitDone(ClassId),
    /// Return from the nested run that pushed this frame (VM-internal calls).
    ToHost,
    /// A call the VM made for the caller's current instruction before it
    /// can run (a program class loader's `loadClass` at resolution:
    /// `Vm::load_for`): re-execute that instruction, as after a class
    /// initialiser.
    Retry,
}

/// One activation of a Java method.
#[derive(Clone, Debug)]
pub struct Frame {
    pub method: MethodId,
    /// Index of the current instruction. While a callee runs it stays at the
    /// invoke instruction.
    pub pc: u32,
    /// Locals (`max_locals` of them) followed by the operand stack.
    pub vals: Vec<Value>,
    pub max_locals: u16,
    pub code: Rc<Code>,
    pub on_return: ReturnAction,
    /// The monitor a synchronized method holds, released on return.
    pub sync_obj: Option<ObjRef>,
}

impl Frame {
    #[inline]
    pub fn push(&mut self, v: Value) {
        self.vals.push(v);
    }

    #[inline]
    pub fn pop(&mut self) -> Value {
        self.vals.pop().expect("operand stack underflow")
    }

    #[inline]
    pub fn peek(&self, depth: usize) -> Value {
        self.vals[self.vals.len() - 1 - depth]
    }

    #[inline]
    pub fn stack_len(&self) -> usize {
        self.vals.len() - self.max_locals as usize
    }

    #[inline]
    pub fn clear_stack(&mut self) {
        self.vals.truncate(self.max_locals as usize);
    }
}

/// Why a thread cannot run right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreadStatus {
    /// Created by `new Thread()` but not started.
    New,
    Runnable,
    /// Waiting to (re)enter `monitor`; once it is free the thread takes it
    /// with recursion count `count` and runs on.
    Blocked {
        monitor: ObjRef,
        count: u32,
    },
    /// In `monitor.wait()`, holding `count` recursive entries to restore.
    /// `timed` waits may also end without a notification.
    Waiting {
        monitor: ObjRef,
        count: u32,
        timed: bool,
    },
    /// In `join()` on thread `target`.
    Joining {
        target: u32,
        timed: bool,
    },
    /// In `LockSupport.park()`.
    Parked {
        timed: bool,
    },
    /// In `Thread.sleep()`: can run again at any time.
    Sleeping,
    /// Needs class `class`, which another thread is initialising (JVMS
    /// 5.5 step 2): not enabled until that initialisation completes or
    /// fails, when `Vm::set_init_state` makes the thread runnable again
    /// and it repeats the instruction that needed the class.
    InitWaiting {
        class: ClassId,
    },
    Terminated,
}

impl ThreadStatus {
    /// The `Thread.State` ordinal `Thread.getState()` reports (NEW,
    /// RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED). HotSpot too
    /// reports a thread waiting for another thread's class initialisation
    /// as RUNNABLE.
    pub fn java_state(&self) -> i32 {
        match self {
            ThreadStatus::New => 0,
            ThreadStatus::Runnable | ThreadStatus::InitWaiting { .. } => 1,
            ThreadStatus::Blocked { .. } => 2,
            ThreadStatus::Waiting { timed: false, .. }
            | ThreadStatus::Joining { timed: false, .. }
            | ThreadStatus::Parked { timed: false } => 3,
            ThreadStatus::Waiting { .. }
            | ThreadStatus::Joining { .. }
            | ThreadStatus::Parked { .. }
            | ThreadStatus::Sleeping => 4,
            ThreadStatus::Terminated => 5,
        }
    }
}

#[derive(Clone, Debug)]
pub struct JThread {
    /// Index in `VmState::threads`, 0 for main.
    pub id: u32,
    /// The `java.lang.Thread` object.
    pub obj: ObjRef,
    /// The call stack, the running frame last. Each frame is boxed so that
    /// it stays in place: a call or return moves one pointer between the
    /// interpreter's loop and this vector, not the whole frame.
    pub frames: Vec<Box<Frame>>,
    pub status: ThreadStatus,
    /// `LockSupport.unpark` permit.
    pub permit: bool,
    pub interrupted: bool,
    pub daemon: bool,
    /// Set when a blocking native (wait, sleep, join, park) put the thread
    /// to sleep; the native runs again on wake-up and sees this to finish.
    pub wake_pending: bool,
    /// The exception that ended the thread, if one did.
    pub uncaught: Option<ObjRef>,
    /// When the thread's timed wait (sleep, timed `wait`/`join`/`park`)
    /// times out, on the virtual clock (`VmState::clock_nanos`); set by the
    /// native that starts the wait, meaningful only while it lasts.
    pub deadline: i64,
    /// How many times the thread read the clock (outside
    /// `java.util.concurrent`, whose timed loops wait on the time left or
    /// give up), and how many timed waits it started. Not compared: the
    /// search uses them to see a loop that reads the clock without waiting.
    pub clock_reads: u64,
    pub timed_waits: u64,
    /// The thread's current `Object.wait()` or `LockSupport.park()` is
    /// untimed in the program but may end at any point as a spurious
    /// wakeup (`check --spurious-wakeups`, `natives::object::wait`,
    /// `natives::unsafe_::park`): only such a wakeup can end it without a
    /// notify or unpark, so a state where that is all any thread can do is
    /// still a deadlock. Set by every `wait` and every `park` that blocks.
    pub spurious_wait: bool,
    /// Whether a handler of the program took `uncaught` (the thread's, a
    /// thread group overriding `uncaughtException`, or the default one).
    pub uncaught_handled: bool,
    /// Suspended by `Thread.suspend` (JDK 17) and not resumed yet: whatever
    /// its status, the scheduler does not run it.
    pub suspended: bool,
}

impl JThread {
    /// A runnable thread with no frames yet, `id` in `VmState::threads`,
    /// for the `java.lang.Thread` object `obj`.
    pub fn new(id: u32, obj: ObjRef, daemon: bool) -> Self {
        JThread {
            id,
            obj,
            frames: Vec::new(),
            status: ThreadStatus::Runnable,
            permit: false,
            interrupted: false,
            daemon,
            wake_pending: false,
            uncaught: None,
            deadline: 0,
            clock_reads: 0,
            timed_waits: 0,
            spurious_wait: false,
            uncaught_handled: false,
            suspended: false,
        }
    }

    #[inline]
    pub fn is_alive(&self) -> bool {
        !matches!(self.status, ThreadStatus::New | ThreadStatus::Terminated)
    }

    /// The `Thread.State` ordinal `Thread.getState()` reports: its status's
    /// (`ThreadStatus::java_state`), but WAITING for an untimed wait or park
    /// of the program that may end spuriously (`spurious_wait`), which the
    /// search keeps as a timed one.
    pub fn java_state(&self) -> i32 {
        match self.status {
            ThreadStatus::Waiting { .. } | ThreadStatus::Parked { .. } if self.spurious_wait => 3,
            s => s.java_state(),
        }
    }

    /// The deadline of the timed wait the thread is in (a sleep, or a
    /// timed `wait`, `join` or `park` nothing has woken yet), if it is in
    /// one: scheduling the thread then means its wait timed out.
    #[inline]
    pub fn timed_wait_deadline(&self) -> Option<i64> {
        match self.status {
            ThreadStatus::Sleeping
            | ThreadStatus::Waiting { timed: true, .. }
            | ThreadStatus::Joining { timed: true, .. }
            | ThreadStatus::Parked { timed: true } => Some(self.deadline),
            _ => None,
        }
    }
}
