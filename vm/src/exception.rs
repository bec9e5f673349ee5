//! Throwing, catching and reporting Java exceptions.

use crate::error::VmError;
use crate::interp::SliceEnd;
use crate::loader::ClassId;
use crate::natives::encapsulation;
use crate::state::InitState;
use crate::thread::ReturnAction;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// Heap an exception's creation may use beyond the Java heap limit (an
/// `OutOfMemoryError` is made when the heap is full).
const EXCEPTION_HEAP_HEADROOM: u64 = 1 << 20;

impl Vm {
    /// Throws the exception `flow` describes in thread `tid`, whose current
    /// frame is on top of its stack. Returns `Some` when the slice must end.
    pub(crate) fn throw_in(&mut self, tid: u32, flow: Flow) -> Option<SliceEnd> {
        let exc = match flow {
            Flow::Throw(e) => e,
            Flow::ThrowNew(class, msg) => match self.create_exception(tid, class, msg.as_deref()) {
                Ok(e) => e,
                Err(Flow::Throw(e)) => e,
                Err(Flow::Exit(c)) => return Some(SliceEnd::Exit(c)),
                Err(Flow::Error(e)) => return Some(SliceEnd::Error(e)),
                Err(other) => {
                    return Some(SliceEnd::Error(VmError::internal(format!(
                        "unexpected {other:?} while creating {class}"
                    ))))
                }
            },
            other => {
                return Some(SliceEnd::Error(VmError::internal(format!(
                    "not a throw: {other:?}"
                ))))
            }
        };
        self.unwind(tid, exc)
    }

    /// Creates an exception object of class `class` (internal name) with
    /// `msg`, running its constructor.
    pub fn create_exception(
        &mut self,
        tid: u32,
        class: &str,
        msg: Option<&str>,
    ) -> Result<ObjRef, Flow> {
        // A resolution's access error names the unnamed module (a Java object).
        let named = match msg {
            Some(m) if m.contains(crate::error::UNNAMED_MODULE) => {
                let name = encapsulation::unnamed_module_name(self, tid)?;
                Some(m.replace(crate::error::UNNAMED_MODULE, &name))
            }
            _ => None,
        };
        let msg = named.as_deref().or(msg);
        self.frame_headroom += 64;
        self.heap_headroom += EXCEPTION_HEAP_HEADROOM;
        let r = self
            .create_exception_inner(tid, class, msg)
            .and_then(|e| self.attach_init_cause(tid, e, class, msg).map(|()| e));
        self.heap_headroom -= EXCEPTION_HEAP_HEADROOM;
        self.frame_headroom -= 64;
        r
    }

    fn create_exception_inner(
        &mut self,
        tid: u32,
        class: &str,
        msg: Option<&str>,
    ) -> Result<ObjRef, Flow> {
        let c = self.load_class(class).map_err(Flow::Error)?;
        self.initialize_now(tid, c)?;
        let obj = self.alloc_object(c);
        match msg {
            Some(m) => {
                let s = self.new_string(m);
                let ctor = self
                    .classes
                    .find_own_method(c, "<init>", "(Ljava/lang/String;)V")
                    .ok_or_else(|| {
                        Flow::Error(VmError::internal(format!(
                            "{class} has no (String) constructor"
                        )))
                    })?;
                self.call_method(tid, ctor, &[Value::Ref(Some(obj)), Value::Ref(Some(s))])?;
            }
            None => {
                let ctor = self
                    .classes
                    .find_own_method(c, "<init>", "()V")
                    .ok_or_else(|| {
                        Flow::Error(VmError::internal(format!("{class} has no () constructor")))
                    })?;
                self.call_method(tid, ctor, &[Value::Ref(Some(obj))])?;
            }
        }
        Ok(obj)
    }

    /// Unwinds thread `tid` to the nearest handler for `exc`.
    pub(crate) fn unwind(&mut self, tid: u32, mut exc: ObjRef) -> Option<SliceEnd> {
        if !self.listeners.is_empty() {
            self.notify(|l, vm| l.on_throw(vm, tid, exc));
        }
        let was_outside_library = self.library_outside(tid);
        loop {
            let Some(frame) = self.state.threads[tid as usize].frames.last() else {
                return self.uncaught(tid, exc);
            };
            let pc = frame.pc;
            let code = frame.code.clone();
            let method = frame.method;
            let owner = self.classes.method(method).class;
            let exc_class = self.state.heap.get(exc).class;
            let mut target = None;
            let mut replaced = None;
            for h in &code.handlers {
                if pc < h.start || pc >= h.end {
                    continue;
                }
                if h.catch_type == 0 {
                    target = Some(h.handler);
                    break;
                }
                match self.resolve_class(owner, h.catch_type) {
                    Ok(cc) if self.classes.is_assignable(exc_class, cc) => {
                        target = Some(h.handler);
                        break;
                    }
                    Err(Flow::AskLoader(ns, name)) => {
                        // The catch type's loader is asked now, in the
                        // middle of unwinding (a nested call; HotSpot would
                        // have asked when it verified the method). An
                        // exception the loader throws replaces this one, at
                        // the same instruction.
                        match self.ask_loader_now(tid, ns, &name) {
                            Ok(()) => match self.resolve_class(owner, h.catch_type) {
                                Ok(cc) if self.classes.is_assignable(exc_class, cc) => {
                                    target = Some(h.handler);
                                    break;
                                }
                                _ => {}
                            },
                            Err(Flow::Throw(e)) => {
                                replaced = Some(e);
                                break;
                            }
                            Err(Flow::Exit(c)) => return Some(SliceEnd::Exit(c)),
                            Err(Flow::Error(e)) => return Some(SliceEnd::Error(e)),
                            Err(other) => {
                                return Some(SliceEnd::Error(VmError::unsupported(format!(
                                    "resolving catch type {} through a program's class loader while an exception unwinds ({other:?})",
                                    crate::descriptor::binary_name(&name)
                                ))))
                            }
                        }
                    }
                    _ => {}
                }
            }
            if let Some(e) = replaced {
                exc = e;
                continue;
            }
            if let Some(t) = target {
                let frame = self.state.threads[tid as usize]
                    .frames
                    .last_mut()
                    .expect("frame");
                frame.clear_stack();
                frame.push(Value::Ref(Some(exc)));
                frame.pc = t;
                self.library_resumed(tid, was_outside_library);
                return None;
            }
            let frame = self.state.threads[tid as usize]
                .frames
                .pop()
                .expect("frame");
            if let Some(o) = frame.sync_obj {
                self.monitor_exit(tid, o);
            }
            if !self.listeners.is_empty() {
                let m = frame.method;
                self.notify(|l, vm| l.on_method_exit(vm, tid, m));
            }
            match frame.on_return {
                ReturnAction::Normal | ReturnAction::Retry => {}
                ReturnAction::ToHost => return Some(SliceEnd::ThrownToHost(exc)),
                ReturnAction::ClinitDone(c) => {
                    self.set_init_state(c, InitState::Erroneous);
                    self.record_init_error(tid, c, exc);
                    // The classes whose initialisation waited for this one
                    // from the frame below (or the native it called).
                    let below = self.state.threads[tid as usize].frames.len() as u32;
                    let pending = self.fail_pending_inits(tid, below.saturating_sub(1));
                    match self.wrap_in_initializer_error(tid, exc) {
                        Ok(e) => {
                            exc = e;
                            for p in pending {
                                self.record_init_error(tid, p, exc);
                            }
                        }
                        Err(Flow::Throw(e)) => exc = e,
                        Err(Flow::Exit(c)) => return Some(SliceEnd::Exit(c)),
                        Err(Flow::Error(e)) => return Some(SliceEnd::Error(e)),
                        Err(other) => {
                            return Some(SliceEnd::Error(VmError::internal(format!(
                                "unexpected {other:?} in class initialisation failure"
                            ))))
                        }
                    }
                }
            }
        }
    }

    /// JLS 12.4.2 step 11: a non-Error from `<clinit>` becomes an
    /// ExceptionInInitializerError.
    pub(crate) fn wrap_in_initializer_error(
        &mut self,
        tid: u32,
        exc: ObjRef,
    ) -> Result<ObjRef, Flow> {
        let error = self.load_class("java/lang/Error").map_err(Flow::Error)?;
        let ec = self.state.heap.get(exc).class;
        if self.classes.is_assignable(ec, error) {
            return Ok(exc);
        }
        let c = self
            .load_class("java/lang/ExceptionInInitializerError")
            .map_err(Flow::Error)?;
        self.initialize_now(tid, c)?;
        let obj = self.alloc_object(c);
        let ctor = self
            .classes
            .find_own_method(c, "<init>", "(Ljava/lang/Throwable;)V")
            .ok_or_else(|| {
                Flow::Error(VmError::internal(
                    "ExceptionInInitializerError(Throwable) missing",
                ))
            })?;
        self.call_method(tid, ctor, &[Value::Ref(Some(obj)), Value::Ref(Some(exc))])?;
        Ok(obj)
    }

    /// Thread `tid` has no frames left and `exc` is still propagating: hand
    /// it to `Thread.dispatchUncaughtException` (which prints it), then the
    /// thread ends.
    fn uncaught(&mut self, tid: u32, exc: ObjRef) -> Option<SliceEnd> {
        let end = |vm: &mut Vm| match vm.thread_finished(tid) {
            Ok(()) => Some(SliceEnd::Switch),
            Err(e) => Some(SliceEnd::Error(e)),
        };
        if self.state.threads[tid as usize].uncaught.is_some() {
            // The handler itself threw: the thread just ends, and HotSpot
            // says so on stderr. When it was a handler of the program, its
            // exception is what the thread ends with: nothing handles that one.
            let class = self.state.heap.get(exc).class;
            let line = format!(
                "\nException: {} thrown from the UncaughtExceptionHandler in thread \"{}\"\n",
                self.classes.get(class).java_name(),
                self.thread_name(tid)
            );
            self.write_output(2, line.as_bytes());
            let t = &mut self.state.threads[tid as usize];
            if t.uncaught_handled {
                t.uncaught = Some(exc);
                t.uncaught_handled = false;
            }
            return end(self);
        }
        let handled = self.uncaught_is_handled(tid, exc);
        let t = &mut self.state.threads[tid as usize];
        t.uncaught = Some(exc);
        t.uncaught_handled = handled;
        let thread_obj = t.obj;
        let tc = self.state.heap.get(thread_obj).class;
        match self.find_virtual(tc, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V") {
            Some(m) => match self.new_frame(
                m,
                &[Value::Ref(Some(thread_obj)), Value::Ref(Some(exc))],
                ReturnAction::Normal,
            ) {
                Ok(f) => {
                    self.state.threads[tid as usize].frames.push(f);
                    None
                }
                Err(_) => end(self),
            },
            None => end(self),
        }
    }

    /// Will `exc`, uncaught in thread `tid`, reach a handler of the program
    /// rather than the JDK's default printing: the thread's own handler, a
    /// thread group (this one or a parent) whose class overrides
    /// `uncaughtException`, or the default handler? A `ThreadDeath` counts
    /// as handled too: the JDK ends the thread silently.
    fn uncaught_is_handled(&mut self, tid: u32, exc: ObjRef) -> bool {
        let obj = self.state.threads[tid as usize].obj;
        let exc_class = self.state.heap.get(exc).class;
        if self.is_subclass_of(exc_class, "java/lang/ThreadDeath") {
            return true;
        }
        let is_set = |v: Option<Value>| v.and_then(|v| v.as_ref()).is_some();
        if is_set(self.field_by_name(obj, "uncaughtExceptionHandler")) {
            return true;
        }
        let group_class = self.classes.lookup_loaded("java/lang/ThreadGroup");
        let mut group = self.field_by_name(obj, "group").and_then(|v| v.as_ref());
        while let (Some(g), Some(gc)) = (group, group_class) {
            let c = self.state.heap.get(g).class;
            let m = self.find_virtual(
                c,
                "uncaughtException",
                "(Ljava/lang/Thread;Ljava/lang/Throwable;)V",
            );
            if m.is_some_and(|m| self.classes.method(m).class != gc) {
                return true;
            }
            group = self.field_by_name(g, "parent").and_then(|v| v.as_ref());
        }
        let tc = self.wk.thread;
        match self
            .classes
            .static_slot(tc, "defaultUncaughtExceptionHandler")
        {
            Some(slot) => self.state.class(tc).statics[slot].as_ref().is_some(),
            None => false,
        }
    }

    /// Is `c` a subclass of the class named `name`?
    pub fn is_subclass_of(&mut self, c: ClassId, name: &str) -> bool {
        match self.classes.lookup_loaded(name) {
            Some(t) => self.classes.is_assignable(c, t),
            None => false,
        }
    }

    /// "java.lang.IllegalStateException: msg" for an exception object, for
    /// reports (reads `detailMessage` directly; runs no Java code).
    pub fn describe_exception(&self, exc: ObjRef) -> (String, Option<String>) {
        let c = self.state.heap.get(exc).class;
        let name = self.classes.get(c).java_name();
        let msg = self
            .field_by_name(exc, "detailMessage")
            .and_then(|v| v.as_ref())
            .map(|s| self.string_value(s))
            // A NullPointerException the VM raised has its message computed
            // on demand, as `getMessage()` would.
            .or_else(|| crate::npe_message::npe_message_of(self, exc));
        (name, msg)
    }

    /// The stack trace of exception `exc` as `java` prints it for an
    /// uncaught exception, for reports (reads `backtrace`, `depth` and
    /// `cause` directly; runs no Java code): `at Class.method(File.java:N)`
    /// per frame, innermost first, and each cause after a
    /// `Caused by: Class: message` line. Shortened for reading: of each
    /// run of consecutive frames outside the program only the first (the
    /// one the exception left, or the call the program made) is shown, the
    /// rest as `... N frames in the JDK`; after `max_lines` lines of one
    /// throwable, `... N more`. Empty when the trace was never filled in.
    pub fn describe_exception_stack(&self, exc: ObjRef, max_lines: usize) -> Vec<String> {
        let mut lines = Vec::new();
        let mut seen = vec![exc];
        let mut current = exc;
        loop {
            let frames = self.backtrace_frames(current);
            let mut shown = 0;
            let mut i = 0;
            while i < frames.len() {
                if shown == max_lines {
                    lines.push(format!("... {} more", frames.len() - i));
                    break;
                }
                let (m, pc) = frames[i];
                lines.push(format!("at {}", self.frame_text(m, pc)));
                shown += 1;
                i += 1;
                if !self.is_program_method(m) {
                    let run = frames[i..]
                        .iter()
                        .take_while(|f| !self.is_program_method(f.0))
                        .count();
                    if run > 1 {
                        lines.push(format!("... {run} frames in the JDK"));
                        i += run;
                    }
                }
            }
            let cause = self
                .field_by_name(current, "cause")
                .and_then(|v| v.as_ref())
                .filter(|c| !seen.contains(c));
            let Some(cause) = cause else {
                return lines;
            };
            seen.push(cause);
            let (class, message) = self.describe_exception(cause);
            lines.push(match message {
                Some(m) => format!("Caused by: {class}: {m}"),
                None => format!("Caused by: {class}"),
            });
            current = cause;
        }
    }

    /// The frames (method, pc; innermost first) `fillInStackTrace` recorded
    /// in `exc`'s backtrace, without the hidden top frame kept after them.
    fn backtrace_frames(&self, exc: ObjRef) -> Vec<(u32, u32)> {
        let Some(bt) = self.field(exc, self.slots.throwable_backtrace).as_ref() else {
            return Vec::new();
        };
        let depth = self.field(exc, self.slots.throwable_depth).as_int().max(0) as usize;
        match self.state.heap.get(bt).array() {
            Some(crate::heap::ArrayData::Long(v)) => v
                .iter()
                .take(depth)
                .map(|e| ((*e >> 32) as u32, (*e & 0xffff_ffff) as u32))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// `Class.method(File.java:N)` for a frame, as a stack trace shows it.
    fn frame_text(&self, m: u32, pc: u32) -> String {
        let meth = self.classes.method(m);
        let class = self.classes.get(meth.class);
        let place = if meth.is_native() {
            "Native Method".to_string()
        } else {
            match (class.source_file(), crate::model_lines::line(self, m, pc)) {
                (Some(f), Some(l)) => format!("{f}:{l}"),
                (Some(f), None) => f.to_string(),
                (None, _) => "Unknown Source".to_string(),
            }
        };
        format!("{}.{}({place})", class.java_name(), meth.name)
    }
}
