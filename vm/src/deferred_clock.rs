//! Wall-clock reads whose value the class library keeps in one field: an
//! input of the program only once that field is read (and, for log
//! records' time stamps, only when the program's own code can see it).
//!
//! Under `check` the wall clock starts at one fixed value, an input the
//! search does not vary (`natives::system::read_wall_clock`): a search in
//! which the program's behaviour may depend on it is inconclusive. Some
//! reads are the class library's own and their value goes into one field
//! (`HOLDERS`):
//! - every `java.util.logging.LogRecord` takes its time stamp in its
//!   constructor (`instant = Instant.now()`, a private field);
//! - `sun.util.calendar.ZoneInfoFile`'s initialiser keeps the time of its
//!   first use (`CURRT`), which only the building of a zone with standard
//!   offset transitions reads (not UTC, the default zone).
//!
//! The rule. A wall-clock read made by a holder's reader (its frame on the
//! stack with only JDK frames above it; for `CURRT` the initialiser itself
//! is the top frame) is not counted when it happens. A later read of the
//! holding field (`getfield`/`getstatic`) counts the clock as an input
//! (`Inputs::bounded`, exactly as a direct read would) unless it is
//! harmless. Only `LogRecord.instant` has harmless reads: every frame above
//! the reading instruction down to a `java.util.logging.ConsoleHandler.publish`
//! frame is JDK code, and that frame's handler is a `ConsoleHandler` itself
//! (no subclass, which could have redirected the handler's stream with
//! `setOutputStream`). And if the program ever replaces `System.out` or
//! `System.err` (`System.setOut`, `setErr`), time stamps count as soon as
//! both happened in the search, in either order, since the console handler
//! may then write into a stream the program reads back.
//!
//! Why a harmless read cannot change a verdict. `check`'s verdicts are
//! about assertions, uncaught exceptions and deadlocks, never about the
//! output's text. In a harmless read the only code that sees the value is
//! the JDK's own formatting (`SimpleFormatter`, `XMLFormatter`) running
//! inside `ConsoleHandler.publish`, which returns nothing: the formatted
//! text is written to the console stream (which the program cannot read
//! back, given the condition on `setOut`/`setErr`), and formatting a time
//! stamp neither throws for any instant nor touches shared objects other
//! than the handler's lock and its stream, whatever the instant. A user
//! `Formatter`, `Handler` or `Filter` puts a program frame on the stack,
//! and the program's own calls of `getMillis()`/`getInstant()` (or its
//! serialization of a record, whose `writeObject` reads the field) read it
//! with a program frame below the getter and no console handler in
//! between: those reads count (sample `LogTimeFormatterBranch`). Until the
//! field is read, the value has reached no code at all.
//!
//! Not covered: the program reading the field through `sun.misc.Unsafe`
//! with an offset of `LogRecord`'s private field (reflection cannot: the
//! `java.logging` module does not open the package).

use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// A field holding a wall-clock value: (class, field, the method whose
/// read it holds, must that method be the top frame?).
const HOLDERS: &[(&str, &str, &str, bool)] = &[
    (RECORD, "instant", "<init>", false),
    ("sun/util/calendar/ZoneInfoFile", "CURRT", "<clinit>", true),
];

const RECORD: &str = "java/util/logging/LogRecord";
const CONSOLE_HANDLER: &str = "java/util/logging/ConsoleHandler";

/// Is field `field` of class `class` (internal names) one that holds a
/// wall-clock value (see the module's documentation)?
pub fn holds_clock(class: &str, field: &str) -> bool {
    HOLDERS.iter().any(|&(c, f, ..)| c == class && f == field)
}

impl Vm {
    /// Fires when thread `tid` is about to read the wall clock, before it
    /// is counted as an input: is the value going into a holder (see the
    /// module's documentation)? Then it is not counted now.
    pub(crate) fn clock_read_deferred(&mut self, tid: u32) -> bool {
        let frames = &self.state.threads[tid as usize].frames;
        let deferred = HOLDERS.iter().any(|&(class, _, method, top)| {
            if top {
                frames.last().is_some_and(|f| {
                    let m = self.classes.method(f.method);
                    &*m.name == method && &*self.classes.get(m.class).name == class
                })
            } else {
                (class != RECORD || !self.streams_redirected)
                    && self.jdk_frames_down_to(tid, |_, _, c, m| c == class && m == method)
            }
        });
        if deferred {
            self.log_stamps_deferred = true;
        }
        deferred
    }

    /// Fires when thread `tid` is about to read a field that holds a
    /// wall-clock value (`getfield`/`getstatic` of a `holds_clock` field
    /// declared by `class`; the value is not on the stack yet): unless the
    /// read is harmless, the wall clock counts as an input now. The reading
    /// frame must be on the thread's stack (`Vm::note_held_clock_read`
    /// puts the interpreter's back for the call).
    pub(crate) fn note_clock_holder_read(&mut self, tid: u32, class: crate::loader::ClassId) {
        if self.clock_ticks_on_read {
            // One execution (`run`): nothing is an input.
            return;
        }
        let harmless = &*self.classes.get(class).name == RECORD
            && !self.streams_redirected
            && self.jdk_frames_down_to(tid, |vm, receiver, class, method| {
                class == CONSOLE_HANDLER
                    && method == "publish"
                    && receiver.is_some_and(|r| {
                        &*vm.classes.get(vm.state.heap.get(r).class).name == CONSOLE_HANDLER
                    })
            });
        if !harmless {
            crate::natives::system::count_wall_clock(self);
            // From now on states differing in the clock differ.
            self.state.clock_read = true;
        }
    }

    /// Fires when the running thread replaces `System.out` or `System.err`
    /// (`setOut0`/`setErr0`): once the program has done so, log records'
    /// time stamps count as inputs.
    pub(crate) fn note_stream_redirect(&mut self, tid: u32) {
        let by_program = self.state.threads[tid as usize].frames.iter().any(|f| {
            !self
                .classes
                .get(self.classes.method(f.method).class)
                .origin_is_jdk()
        });
        if !by_program {
            // The JDK's start-up setting the streams.
            return;
        }
        self.streams_redirected = true;
        if self.log_stamps_deferred {
            crate::natives::system::count_wall_clock(self);
        }
    }

    /// Walks thread `tid`'s frames from the top: does it meet a frame for
    /// which `found(vm, receiver, class, method)` holds (receiver: local 0
    /// of an instance method) before any frame of the program's code?
    fn jdk_frames_down_to(
        &self,
        tid: u32,
        found: impl Fn(&Vm, Option<ObjRef>, &str, &str) -> bool,
    ) -> bool {
        for f in self.state.threads[tid as usize].frames.iter().rev() {
            let m = self.classes.method(f.method);
            let cl = self.classes.get(m.class);
            let receiver = match f.vals.first() {
                Some(Value::Ref(r)) if !m.is_static() => *r,
                _ => None,
            };
            if found(self, receiver, &cl.name, &m.name) {
                return true;
            }
            if !cl.origin_is_jdk() {
                return false;
            }
        }
        false
    }
}
