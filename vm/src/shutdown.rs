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
//! Under `check` (`Vm::program_hooks_only`) the shutdown runs only when
//! one of `Runtime.addShutdownHook`'s hooks is the program's: a thread of
//! a class from the class path, or whose `Runnable` is one (a lambda
//! counts as its defining class's). The JDK's own hooks (the logging
//! `LogManager`'s reset, the console's echo restore, `deleteOnExit`)
//! then do not run: they would multiply the states of every program that
//! logs, and a search does not look at what they do (a known gap: a
//! daemon thread holding a log handler's lock would block the real
//! `LogManager` reset at exit; that is not found).

use crate::error::VmError;
use crate::heap::{ArrayData, ObjData};
use crate::state::InitState;
use crate::thread::ReturnAction;
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
        if !registered || (self.program_hooks_only && !self.program_hook_registered()) {
            return Ok(());
        }
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

    /// Is one of `ApplicationShutdownHooks`' hooks the program's (its
    /// thread's class, or its `Runnable`'s, loaded from the class path)?
    fn program_hook_registered(&self) -> bool {
        let Some(ac) = self
            .classes
            .lookup_loaded("java/lang/ApplicationShutdownHooks")
        else {
            return false;
        };
        let Some(slot) = self.classes.static_slot(ac, "hooks") else {
            return false;
        };
        let Some(map) = self.state.class(ac).statics[slot].as_ref() else {
            return false;
        };
        // `IdentityHashMap` keeps keys and values alternately in `table`.
        let Some(Value::Ref(Some(table))) = self.field_by_name(map, "table") else {
            return false;
        };
        let keys: Vec<_> = match &self.state.heap.get(table).data {
            ObjData::Array(ArrayData::Ref(v)) => v.iter().step_by(2).flatten().copied().collect(),
            _ => return false,
        };
        keys.into_iter().any(|hook| {
            let target = self.field_by_name(hook, "target").and_then(|v| v.as_ref());
            std::iter::once(hook)
                .chain(target)
                .any(|o| self.is_program_class(self.state.heap.get(o).class))
        })
    }

    /// Is class `c` from the class path (a lambda's or proxy's class: its
    /// defining class, named before `$$`)?
    fn is_program_class(&self, c: crate::loader::ClassId) -> bool {
        let cl = self.classes.get(c);
        let origin = match cl.origin {
            Some(_) => &cl.origin,
            None => {
                let host = cl.name.split("$$").next().unwrap_or(&cl.name);
                match self.classes.lookup_loaded(host) {
                    Some(h) => &self.classes.get(h).origin,
                    None => return false,
                }
            }
        };
        matches!(
            origin,
            Some(crate::classpath::Origin::Dir(_) | crate::classpath::Origin::Jar(_))
        )
    }
}
