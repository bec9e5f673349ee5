//! The error a class keeps when its initialisation fails: every later use
//! of the class throws `NoClassDefFoundError: Could not initialize class
//! C`, and since JDK 17 that error's cause is an
//! `ExceptionInInitializerError` describing what made the initialisation
//! fail ("Exception java.lang.IllegalStateException: msg [in thread
//! "main"]"), carrying that exception's stack trace. The JDK keeps such a
//! description rather than the exception itself; so does this VM, as an
//! object held by the class's state (`ClassState::init_error`, a root of
//! the heap and part of the state).

use crate::error::VmError;
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

impl Vm {
    /// Called as class `c` becomes erroneous in thread `tid` because of
    /// `exc` (the exception `<clinit>` threw, before it is wrapped in an
    /// `ExceptionInInitializerError`, or the error a superclass's
    /// initialisation ended with): keeps its description for later
    /// `NoClassDefFoundError`s. When making the description itself fails,
    /// the class keeps none (as the JDK does) and the failure is dropped.
    pub(crate) fn record_init_error(&mut self, tid: u32, c: ClassId, exc: ObjRef) {
        let saved_frames = self.state.threads[tid as usize].frames.len();
        match self.describe_init_error(tid, exc) {
            Ok(e) => {
                self.state.class_mut(c).init_error = Some(e);
                // Any thread's later use of the class reaches it (as the
                // cause it throws): shared, as a static's value is.
                self.publish(None, Value::Ref(Some(e)));
            }
            Err(_) => {
                // A failed nested call may leave its frames behind.
                self.state.threads[tid as usize]
                    .frames
                    .truncate(saved_frames);
            }
        }
    }

    fn describe_init_error(&mut self, tid: u32, exc: ObjRef) -> Result<ObjRef, Flow> {
        let (name, msg) = self.describe_exception(exc);
        let thread = self.thread_name(tid);
        let text = match msg {
            Some(m) => format!("Exception {name}: {m} [in thread \"{thread}\"]"),
            None => format!("Exception {name} [in thread \"{thread}\"]"),
        };
        let error =
            self.create_exception(tid, "java/lang/ExceptionInInitializerError", Some(&text))?;
        let exc_class = self.state.heap.get(exc).class;
        let get = self
            .find_virtual(
                exc_class,
                "getStackTrace",
                "()[Ljava/lang/StackTraceElement;",
            )
            .ok_or_else(|| missing("Throwable.getStackTrace"))?;
        let trace = self.call_method(tid, get, &[Value::Ref(Some(exc))])?;
        let error_class = self.state.heap.get(error).class;
        let set = self
            .find_virtual(
                error_class,
                "setStackTrace",
                "([Ljava/lang/StackTraceElement;)V",
            )
            .ok_or_else(|| missing("Throwable.setStackTrace"))?;
        self.call_method(
            tid,
            set,
            &[Value::Ref(Some(error)), trace.unwrap_or(Value::Ref(None))],
        )?;
        Ok(error)
    }

    /// The `NoClassDefFoundError` a use of erroneous class `c` throws: its
    /// cause, the class's kept description, is attached when the error is
    /// made (`attach_init_cause`).
    pub(crate) fn could_not_initialize(&mut self, c: ClassId) -> Flow {
        let msg = format!(
            "Could not initialize class {}",
            self.classes.get(c).java_name()
        );
        self.pending_init_cause = self.state.class(c).init_error.map(|e| (msg.clone(), e));
        Flow::ThrowNew("java/lang/NoClassDefFoundError", Some(msg))
    }

    /// Called as exception `exc` of class `class` with message `msg` has
    /// been made in thread `tid`: when it is the `NoClassDefFoundError`
    /// `could_not_initialize` announced, its cause is set.
    pub(crate) fn attach_init_cause(
        &mut self,
        tid: u32,
        exc: ObjRef,
        class: &str,
        msg: Option<&str>,
    ) -> Result<(), Flow> {
        if class != "java/lang/NoClassDefFoundError" {
            return Ok(());
        }
        let Some((m, cause)) = self.pending_init_cause.take() else {
            return Ok(());
        };
        if msg != Some(m.as_str()) {
            return Ok(());
        }
        let exc_class = self.state.heap.get(exc).class;
        let init_cause = self
            .find_virtual(
                exc_class,
                "initCause",
                "(Ljava/lang/Throwable;)Ljava/lang/Throwable;",
            )
            .ok_or_else(|| missing("Throwable.initCause"))?;
        self.call_method(
            tid,
            init_cause,
            &[Value::Ref(Some(exc)), Value::Ref(Some(cause))],
        )?;
        Ok(())
    }
}

fn missing(what: &str) -> Flow {
    Flow::Error(VmError::internal(format!("{what} missing")))
}
