//! The JVM's shutdown at the program's normal end: when the last
//! non-daemon thread has ended, HotSpot's launcher thread
//! ("DestroyJavaVM") calls `java.lang.Shutdown.shutdown()`, which runs the
//! registered shutdown hooks (`Runtime.addShutdownHook`'s threads, the
//! console's echo restore, `File.deleteOnExit`) before the VM exits.
//! `System.exit` runs them itself (`Shutdown.exit`, Java code) and does
//! not come here.
//!
//! Here the same happens as a new non-daemon thread named
//! "DestroyJavaVM" whose only frame is `Shutdown.shutdown()`, started by
//! the thread whose end left no non-daemon thread alive: to `run` and
//! `check` it is one more thread, so the hooks are run (and, under
//! `check`, explored) like any thread, and daemon threads still run while
//! they do. Whether the shutdown already ran is the JDK's own state
//! (`Shutdown.currentRunningHook` is -1 until `runHooks` starts), so it
//! is part of the program state and backtracks with it. Programs that
//! register no hook pay nothing: the `Shutdown` class is then not even
//! initialised, or its `hooks` slots are all null.
//!
//! Under `check` the hooks run when they may matter
//! (`Vm::hooks_may_matter`, with `Vm::program_hooks_only` set): a hook of
//! the program's own, a JDK hook other than the logging reset, logging
//! classes of the program's own (the reset runs their code), or a daemon
//! thread still alive, which interleaves with the JDK's hooks as with any
//! thread (a file it reads may be deleted under it: sample
//! `DeleteOnExitDaemon`, a wrong "no violation" when only the program's
//! hooks ran). Otherwise they run only the JDK's code with no thread of
//! the program left to observe it, and are left out (the argument is at
//! `hooks_may_matter`).
//!
//! What keeps that cheap: while the shutdown runs
//! (`Shutdown.currentRunningHook` is set), an operation of a thread while
//! every other live thread is disabled (`Vm::shutdown_runs_alone`) is no
//! scheduling point. `ApplicationShutdownHooks` starts each hook thread
//! and joins it, so without this the `DestroyJavaVM` thread, blocked in
//! `join`, counted as a second live thread and every step of the logging
//! reset made a state: a linear chain of about 180 states after each of
//! the program's end states (EverydayOrders, all hooks run: 22,367 states
//! instead of 3,953; with this rule and `Thread.join0`'s, 4,115).
//!
//! Why leaving those points out is sound. A scheduling point before an
//! operation of thread T lets the search run another thread first. When
//! every other live thread is disabled (blocked on a monitor another
//! thread holds, in an untimed `wait`/`join`/`park`, waiting for a class
//! initialisation, not started), the state at that point has exactly one
//! successor, T's step: no other order exists to explore. A disabled
//! thread becomes enabled only through some thread's action, and T is the
//! only thread acting, so the next operation that would be a point is
//! checked again, after T's enabling action, and is then a point (the
//! other thread is enabled). Timed waits count as enabled (they may time
//! out), and so does anything the explorer might schedule. The set of
//! executions explored is the same; only states with a single successor
//! are merged into transitions. The rule would hold at any time; it is
//! confined to the shutdown so that no other pinned state count changes.

use crate::classpath::Origin;
use crate::error::VmError;
use crate::heap::{ArrayData, ObjData};
use crate::loader::ClassId;
use crate::state::InitState;
use crate::thread::{ReturnAction, ThreadStatus};
use crate::value::Value;
use crate::vm::{Flow, Vm};

impl Vm {
    /// Called by `thread_finished` after thread `ended` has terminated
    /// (its status, joiners and waiters already updated). When no
    /// non-daemon thread is alive any more and shutdown hooks are
    /// registered but have not run, starts the "DestroyJavaVM" thread
    /// running `Shutdown.shutdown()`, with `ended` as its starter for the
    /// listeners' `on_thread_start`.
    pub(crate) fn start_shutdown_if_last(&mut self, ended: u32) -> Result<(), VmError> {
        if self.state.threads.iter().any(|t| t.is_alive() && !t.daemon) {
            return Ok(());
        }
        let Some(sc) = self.classes.lookup_loaded("java/lang/Shutdown") else {
            return Ok(());
        };
        if self.state.class(sc).init != InitState::Initialized {
            return Ok(());
        }
        let (Some(running), Some(hooks)) = (
            self.classes.static_slot(sc, "currentRunningHook"),
            self.classes.static_slot(sc, "hooks"),
        ) else {
            return Ok(());
        };
        if self.state.class(sc).statics[running].as_int() != -1 {
            return Ok(());
        }
        let Some(hooks) = self.state.class(sc).statics[hooks].as_ref() else {
            return Ok(());
        };
        let registered = match &self.state.heap.get(hooks).data {
            ObjData::Array(ArrayData::Ref(v)) => v.iter().any(|h| h.is_some()),
            _ => false,
        };
        if !registered || (self.program_hooks_only && !self.hooks_may_matter()) {
            return Ok(());
        }
        self.shutdown_hook_slot = Some((sc, running));
        let fail = |f: Flow| match f {
            Flow::Error(e) => e,
            other => VmError::internal(format!("starting the shutdown hooks: {other:?}")),
        };
        let shutdown = self
            .library_method("java/lang/Shutdown", "shutdown", "()V")
            .map_err(fail)?;
        let obj = self.alloc_object(self.wk.thread);
        self.state.heap.get_mut(obj).shared = true;
        let name = self.new_string("DestroyJavaVM");
        self.set_field(obj, self.slots.thread_name, Value::Ref(Some(name)));
        self.set_field(obj, self.slots.thread_priority, Value::Int(5));
        // RUNNABLE in `Thread.threadStatus`'s encoding (JVMTI's ALIVE bit).
        self.set_field_by_name(obj, "threadStatus", Value::Int(1));
        let t = self.add_thread(obj, false);
        self.set_field_by_name(obj, "eetop", Value::Long(t as i64 + 1));
        let frame = self
            .new_frame(shutdown, &[], ReturnAction::Normal)
            .map_err(fail)?;
        self.state.threads[t as usize].frames.push(frame);
        if !self.listeners.is_empty() {
            self.notify(|l, vm| l.on_thread_start(vm, ended, t));
        }
        Ok(())
    }

    /// Under `check`: may the shutdown hooks do something a search must
    /// explore? Yes when one of `Runtime.addShutdownHook`'s hook threads is
    /// not the logging `LogManager$Cleaner` (the program's own, or another
    /// of the JDK's, which may call out to the program), when a class of
    /// the program extends or implements one of `java.util.logging`'s
    /// (a handler, formatter, error manager or log manager of its own,
    /// whose code the logging reset runs), or when a daemon thread other
    /// than the JDK's `Common-Cleaner` is alive (it runs on while the hooks
    /// do, and may observe them: a file `deleteOnExit` deletes, a handler
    /// the reset closes). Otherwise the hooks run only the JDK's code
    /// (the console's echo restore, `deleteOnExit`'s deletions, the reset
    /// closing the JDK's handlers), no thread that runs the program's code
    /// is left to observe what they do, and the VM exits after them: they
    /// cannot make a program assertion fail, throw into the program or
    /// block a program thread, so leaving them out loses no behaviour the
    /// search reports. (The `Common-Cleaner` runs only the JDK's cleaning
    /// actions: a program's `Cleaner` has a thread of its own.)
    fn hooks_may_matter(&self) -> bool {
        self.other_hook_registered() || self.program_logging_class() || self.daemon_left()
    }

    /// Is a hook thread other than `LogManager$Cleaner` registered with
    /// `ApplicationShutdownHooks`?
    fn other_hook_registered(&self) -> bool {
        let Some(ac) = self
            .classes
            .lookup_loaded("java/lang/ApplicationShutdownHooks")
        else {
            return false;
        };
        let Some(slot) = self.classes.static_slot(ac, "hooks") else {
            return true;
        };
        let Some(map) = self.state.class(ac).statics[slot].as_ref() else {
            return false;
        };
        // `IdentityHashMap` keeps keys and values alternately in `table`.
        let Some(Value::Ref(Some(table))) = self.field_by_name(map, "table") else {
            return true;
        };
        match &self.state.heap.get(table).data {
            ObjData::Array(ArrayData::Ref(v)) => v.iter().step_by(2).flatten().any(|&hook| {
                &*self.classes.get(self.state.heap.get(hook).class).name
                    != "java/util/logging/LogManager$Cleaner"
            }),
            _ => true,
        }
    }

    /// Has a class of the program (from the class path) been loaded that
    /// extends or implements a class or interface of `java.util.logging`?
    fn program_logging_class(&self) -> bool {
        (0..self.classes.len() as ClassId).any(|c| {
            let cl = self.classes.get(c);
            matches!(cl.origin, Some(Origin::Dir(_) | Origin::Jar(_))) && self.logging_ancestor(c)
        })
    }

    /// Does class `c` have a superclass or superinterface in
    /// `java.util.logging`?
    fn logging_ancestor(&self, c: ClassId) -> bool {
        let cl = self.classes.get(c);
        cl.super_class.iter().chain(cl.interfaces.iter()).any(|&s| {
            self.classes.get(s).name.starts_with("java/util/logging/") || self.logging_ancestor(s)
        })
    }

    /// Is a daemon thread alive other than the JDK's `Common-Cleaner` (an
    /// `InnocuousThread` of that name: the program cannot make one)?
    fn daemon_left(&self) -> bool {
        self.state.threads.iter().any(|t| {
            t.is_alive()
                && t.daemon
                && !(&*self.classes.get(self.state.heap.get(t.obj).class).name
                    == "jdk/internal/misc/InnocuousThread"
                    && self.thread_name(t.id) == "Common-Cleaner")
        })
    }

    /// Is the JDK's logging reset (the `LogManager$Cleaner` hook) all that
    /// can still run: the shutdown runs, no other hook is registered, no
    /// daemon thread is left (`hooks_may_matter`'s conditions), and every
    /// live thread is the cleaner or the shutdown's own thread (whose
    /// first frame is `Shutdown.shutdown`: the program's normal end; after
    /// `System.exit` the exiting thread is the program's and still alive,
    /// so the answer is no). No thread that runs the program's code, or
    /// that logs, can then run while the reset does.
    pub fn only_logging_reset_runs(&self) -> bool {
        self.shutdown_running()
            && !self.other_hook_registered()
            && !self.daemon_left()
            && self.state.threads.iter().all(|t| {
                !t.is_alive()
                    || &*self.classes.get(self.state.heap.get(t.obj).class).name
                        == "java/util/logging/LogManager$Cleaner"
                    || t.frames.first().is_some_and(|f| {
                        let m = self.classes.method(f.method);
                        &*self.classes.get(m.class).name == "java/lang/Shutdown"
                            && &*m.name == "shutdown"
                    })
            })
    }

    /// Is the shutdown running: `Shutdown.currentRunningHook` set, by the
    /// normal end's `DestroyJavaVM` thread (or by `System.exit` after it
    /// ran once on another path; not otherwise: the class and slot are
    /// found when that thread starts)?
    pub fn shutdown_running(&self) -> bool {
        let Some((sc, slot)) = self.shutdown_hook_slot else {
            return false;
        };
        let class = self.state.class(sc);
        class.init == InitState::Initialized && class.statics[slot].as_int() >= 0
    }

    /// Is thread `me` the only one that can act now: the only one alive,
    /// or, while the shutdown runs, every other live thread disabled
    /// (`shutdown_runs_alone`)? What it writes is then concurrent with no
    /// other thread's step (`crate::sealed_objects`).
    pub fn runs_alone(&self, me: u32) -> bool {
        self.alive_threads() <= 1 || self.shutdown_runs_alone(me)
    }

    /// Asked by the scheduling policy before an operation of the running
    /// thread that would be a scheduling point: is the shutdown running
    /// (`Shutdown.currentRunningHook` set, by the normal end's
    /// `DestroyJavaVM` thread or by `System.exit`) and every other live
    /// thread disabled, so that the point would have this thread's step as
    /// its only successor (see the module documentation)? `me`: the
    /// running thread.
    pub fn shutdown_runs_alone(&self, me: u32) -> bool {
        self.shutdown_running() && self.others_disabled(me)
    }

    /// Is every thread other than `me` disabled: not started, ended,
    /// suspended, waiting, joining or parked without a timeout, or blocked
    /// on a monitor another thread holds?
    pub fn others_disabled(&self, me: u32) -> bool {
        self.state.threads.iter().all(|t| {
            t.id == me
                || t.suspended
                || match t.status {
                    ThreadStatus::New
                    | ThreadStatus::Terminated
                    | ThreadStatus::InitWaiting { .. }
                    | ThreadStatus::Waiting { timed: false, .. }
                    | ThreadStatus::Joining { timed: false, .. }
                    | ThreadStatus::Parked { timed: false } => true,
                    ThreadStatus::Blocked { monitor, .. } => {
                        let owner = self.state.heap.get(monitor).monitor.owner;
                        owner.is_some() && owner != Some(t.id)
                    }
                    _ => false,
                }
        })
    }
}
