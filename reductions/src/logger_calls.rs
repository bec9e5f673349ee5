//! A `java.util.logging.Logger` call of the program (`warning(msg)`,
//! `log(level, msg, param)`, ...) runs as one transition of library-level
//! atomicity (`crate::library_atomicity`), while the claim of
//! `crate::quiet_services` holds, extended to the logging configuration:
//! the program changes no logger's or handler's configuration while
//! another thread is alive (`CONFIG_WRITERS`).
//!
//! Before this rule a `Logger.warning` from a worker passed about a dozen
//! scheduling points: the `LogRecord`'s sequence number (an `AtomicLong`
//! boundary), its time stamp, its caller inference (`StackWalker`), the
//! logger's resource bundle, the handler list's snapshot
//! (`CopyOnWriteArrayList.toArray`), the root logger's handlers, each
//! handler's `publish`. Two workers that log interleaved all of them in
//! every order (`bench/logging/LogIngest` did not finish).
//!
//! What such a call reads and writes, and why one step loses no outcome
//! that an assertion, an uncaught exception or a deadlock can show:
//! 1. Fresh objects (the `LogRecord`, its parameter array, the formatted
//!    text) and the immutable values it was given (a `String`, a `Level`).
//!    The parameters and a thrown exception are the program's objects: they
//!    are stored in the record, and read only by the formatting that
//!    `crate::library_caches::OPENED` runs as the program's own code
//!    (`SimpleFormatter.format`, `Formatter.formatMessage`), with its
//!    points and a boundary where it returns into the library. A call that
//!    takes the program's `LogRecord` or `ResourceBundle` is not listed
//!    (`is_logger_call`): the record's fields would be read in the step.
//! 2. The library's own state: `LogRecord`'s global sequence counter and
//!    the caller finder (which walks the calling thread's own frames), the
//!    JDK's locale and bundle caches (rule 7), classes initialised on first
//!    use (a class another thread initialises blocks the call: the
//!    transition ends there, as for every trusted method). The sequence
//!    number a record gets depends on the order of the calls, and that
//!    order is every schedule's: the call keeps its scheduling point where
//!    the program enters it (it is not a quiet service), so the calls of
//!    two threads, and each call with the program's other steps, are
//!    ordered in every way the threads allow.
//! 3. The handlers' `publish` (already one step under rule 7: the handler
//!    is locked, and all its setters take the same lock) writes the
//!    formatted record to the handler's stream inside this step; whole
//!    records therefore still reach the stream in every order of the calls
//!    with the program's other steps. A program's `Handler`, `Filter`,
//!    `Formatter`, `Level` subclass, message `Supplier` or output stream is
//!    its code: a callback, which runs with its points, and the library's
//!    work after it is a transition of its own (`wayfinder_vm::library`).
//!    A handler lock held by a thread inside such a callback blocks this
//!    call where it takes the lock, which ends the transition: a deadlock
//!    of the program's lock with a handler's lock is explored as before.
//! 4. The logging configuration, which the program can write: each
//!    logger's level, filter, handler list, `useParentHandlers`, parent and
//!    resource bundle, and each handler's level, filter, formatter,
//!    encoding, error manager and stream. The call reads several of these
//!    one after the other (the level, then the filter, then each logger's
//!    handlers up the parent chain, then each handler's); another thread's
//!    write between two of those reads could make a combination no single
//!    instant shows (a record that the old level lets through published to
//!    a handler added afterwards), which one step would not explore. Hence
//!    the claim: while another thread is alive, the program's code enters
//!    none of `CONFIG_WRITERS`, and nothing enters `LOG_MANAGER_WRITERS`
//!    (new loggers and a re-read configuration, whatever calls them). Then
//!    the configuration is constant during every call made while the step
//!    could hide anything, and reading it at once or piecemeal gives the
//!    same values. The library's own calls of the setters are not writes of
//!    this kind: a handler's constructor configures the handler it is
//!    building, which no other thread can reach yet, and the root logger's
//!    handlers are created once, inside `RootLogger.accessCheckedHandlers`
//!    under the `LogManager`'s lock, which every reader of that list goes
//!    through before reading it. Nor is the reset of the `LogManager`'s
//!    own shutdown hook at the program's normal end while no other hook,
//!    no daemon thread and no thread but the shutdown's is alive
//!    (`Vm::only_logging_reset_runs`): no logger call can overlap it.
//!
//! The claim is checked where a writer is entered, by any thread, through
//! any path (as `crate::quiet_services`' claim, whose bookkeeping it
//! shares); when it breaks, the search starts again with these calls (and
//! the quiet services) back to their points (`BrokenClaim::LibraryInputWritten`).
//! The first such write in any execution has a prefix in which the claim
//! held, which the reduced search explores, so it is met if it can happen.
//!
//! What the program can still tell apart is only the text of the output
//! (the order of lines within one record never changes; records keep every
//! order) and how long a call takes; neither is an outcome `check`
//! reports.

/// The `Logger` methods that run as one step (any descriptor that
/// `is_logger_call` accepts).
pub const LOGGER_CALLS: &[&str] = &[
    "severe", "warning", "info", "config", "fine", "finer", "finest", "log", "logp", "entering",
    "exiting", "throwing",
];

/// Parameter types a logger call may take and still be one step: values,
/// a message supplier (the program's code: a callback), and the program's
/// parameters and exception, which the step only stores in the record.
const CALL_PARAMS: &[&str] = &[
    "java/lang/String",
    "java/util/logging/Level",
    "java/util/function/Supplier",
    "java/lang/Object",
    "java/lang/Throwable",
];

/// Does method `name` with descriptor `desc` of class `class` run as one
/// step under this rule? `Logger` itself only (a subclass's methods are
/// the program's), and no `LogRecord` or `ResourceBundle` parameter.
pub fn is_logger_call(class: &str, name: &str, desc: &str) -> bool {
    if class != "java/util/logging/Logger" || !LOGGER_CALLS.contains(&name) {
        return false;
    }
    let Some(params) = desc.strip_prefix('(').and_then(|d| d.split(')').next()) else {
        return false;
    };
    let mut rest = params;
    while !rest.is_empty() {
        // `Object[]` (the parameters of `log(Level, String, Object[])`)
        // is stored in the record as it is.
        let r = rest.strip_prefix('[').unwrap_or(rest);
        let Some(after) = r.strip_prefix('L') else {
            return false;
        };
        let Some(end) = after.find(';') else {
            return false;
        };
        let ty = &after[..end];
        if rest.starts_with('[') && ty != "java/lang/Object" {
            return false;
        }
        if !CALL_PARAMS.contains(&ty) {
            return false;
        }
        rest = &after[end + 1..];
    }
    true
}

/// Setters of the logging configuration (class, method, why): entered by
/// the program's code (not the library's own) while another thread is
/// alive, they break the claim.
pub const CONFIG_WRITERS: &[(&str, &str, &str)] = &[
    ("java/util/logging/Logger", "setLevel", "the logger's level"),
    (
        "java/util/logging/Logger",
        "setFilter",
        "the logger's filter",
    ),
    (
        "java/util/logging/Logger",
        "addHandler",
        "the logger's handlers",
    ),
    (
        "java/util/logging/Logger",
        "removeHandler",
        "the logger's handlers",
    ),
    (
        "java/util/logging/Logger",
        "setUseParentHandlers",
        "whether the parent's handlers get the record",
    ),
    (
        "java/util/logging/Logger",
        "setParent",
        "the chain of loggers",
    ),
    (
        "java/util/logging/Logger",
        "setResourceBundle",
        "the bundle the record's message is looked up in",
    ),
    (
        "java/util/logging/Handler",
        "setLevel",
        "the handler's level",
    ),
    (
        "java/util/logging/Handler",
        "setFilter",
        "the handler's filter",
    ),
    (
        "java/util/logging/Handler",
        "setFormatter",
        "the handler's formatter",
    ),
    (
        "java/util/logging/Handler",
        "setEncoding",
        "the handler's encoding",
    ),
    (
        "java/util/logging/Handler",
        "setErrorManager",
        "the handler's error manager",
    ),
    (
        "java/util/logging/StreamHandler",
        "setEncoding",
        "the handler's encoding",
    ),
    (
        "java/util/logging/StreamHandler",
        "setOutputStream",
        "the handler's stream",
    ),
];

/// `LogManager` methods that change the configuration whoever calls them
/// (class, method, why): entered while another thread is alive, they break
/// the claim.
pub const LOG_MANAGER_WRITERS: &[(&str, &str, &str)] = &[
    (
        "java/util/logging/LogManager",
        "addLogger",
        "a new logger: links it into the tree and applies the configuration's level and \
         handlers for its name, one after the other",
    ),
    (
        "java/util/logging/LogManager",
        "readConfiguration",
        "every logger's level and handlers",
    ),
    (
        "java/util/logging/LogManager",
        "reset",
        "every logger's level and handlers",
    ),
    (
        "java/util/logging/LogManager",
        "updateConfiguration",
        "every logger's level and handlers",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    const LOGGER: &str = "java/util/logging/Logger";

    #[test]
    fn value_and_parameter_calls_are_steps() {
        assert!(is_logger_call(LOGGER, "warning", "(Ljava/lang/String;)V"));
        assert!(is_logger_call(
            LOGGER,
            "info",
            "(Ljava/util/function/Supplier;)V"
        ));
        assert!(is_logger_call(
            LOGGER,
            "log",
            "(Ljava/util/logging/Level;Ljava/lang/String;Ljava/lang/Object;)V"
        ));
        assert!(is_logger_call(
            LOGGER,
            "log",
            "(Ljava/util/logging/Level;Ljava/lang/String;[Ljava/lang/Object;)V"
        ));
        assert!(is_logger_call(
            LOGGER,
            "throwing",
            "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)V"
        ));
    }

    #[test]
    fn program_records_bundles_and_other_classes_are_not() {
        // The program's record: its fields would be read inside the step.
        assert!(!is_logger_call(
            LOGGER,
            "log",
            "(Ljava/util/logging/LogRecord;)V"
        ));
        assert!(!is_logger_call(
            LOGGER,
            "logrb",
            "(Ljava/util/logging/Level;Ljava/util/ResourceBundle;Ljava/lang/String;[Ljava/lang/Object;)V"
        ));
        assert!(!is_logger_call(
            LOGGER,
            "log",
            "(Ljava/util/logging/Level;Ljava/lang/String;[Ljava/lang/String;)V"
        ));
        // Configuration, not a call that logs.
        assert!(!is_logger_call(
            LOGGER,
            "setLevel",
            "(Ljava/util/logging/Level;)V"
        ));
        assert!(!is_logger_call(
            "java/util/logging/Handler",
            "publish",
            "(Ljava/util/logging/LogRecord;)V"
        ));
    }
}
