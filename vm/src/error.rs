//! Errors that stop the VM (as opposed to Java exceptions, which the program
//! can catch), and the exit codes they map to.

/// Exit codes shared by every `wayfinder` command (documented in README).
pub mod exit_code {
    /// No violation / the program ran and exited normally.
    pub const OK: i32 = 0;
    /// A violation was found (check) or the program died of an uncaught exception (run).
    pub const VIOLATION: i32 = 1;
    /// Bad usage or bad input: flags, missing class, corrupt class file.
    pub const INPUT: i32 = 2;
    /// A search limit was hit before the search was complete.
    pub const INCONCLUSIVE: i32 = 3;
    /// The program uses something Wayfinder does not support.
    pub const UNSUPPORTED: i32 = 4;
    /// replay: the trace does not match the program (garbage, truncated,
    /// another program's trace, steps that cannot be taken).
    pub const TRACE_MISMATCH: i32 = 5;
    /// replay: an LTL trace's steps replay, but the lasso is no
    /// counterexample (its cycle does not return to its first state, the
    /// formula holds on it, or its cycle is unfair under `--fair`).
    pub const NOT_A_COUNTEREXAMPLE: i32 = 6;
    /// A bug in Wayfinder itself.
    pub const INTERNAL: i32 = 70;
}

/// An error raised while loading or executing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VmError {
    /// Bad input (missing class path entry, corrupt class file, ...): exit 2.
    Input(String),
    /// Something Wayfinder does not implement: exit 4.
    Unsupported(String),
    /// A Java linkage error the program may observe and catch; `class` is
    /// the internal name of the `java.lang` error class to throw.
    Linkage {
        class: &'static str,
        message: String,
    },
    /// A bug in Wayfinder: exit 70.
    Internal(String),
    /// The run was stopped from outside while a thread ran (a signal, a
    /// search's memory limit; see `Vm::watchdog`): exit 3, inconclusive.
    Stopped(String),
}

impl VmError {
    pub fn input(msg: impl Into<String>) -> VmError {
        VmError::Input(msg.into())
    }
    pub fn unsupported(msg: impl Into<String>) -> VmError {
        VmError::Unsupported(msg.into())
    }
    pub fn internal(msg: impl Into<String>) -> VmError {
        VmError::Internal(msg.into())
    }
    pub fn class_format(msg: impl Into<String>) -> VmError {
        VmError::Input(format!("invalid class file: {}", msg.into()))
    }
    pub fn no_class_def(internal_name: &str) -> VmError {
        VmError::Linkage {
            class: "java/lang/NoClassDefFoundError",
            message: internal_name.to_string(),
        }
    }
    pub fn no_class_def_msg(msg: String) -> VmError {
        VmError::Linkage {
            class: "java/lang/NoClassDefFoundError",
            message: msg,
        }
    }
    pub fn incompatible(msg: String) -> VmError {
        VmError::Linkage {
            class: "java/lang/IncompatibleClassChangeError",
            message: msg,
        }
    }
    pub fn linkage(class: &'static str, msg: String) -> VmError {
        VmError::Linkage {
            class,
            message: msg,
        }
    }

    /// The process exit code for this error when it stops the VM.
    pub fn exit_code(&self) -> i32 {
        match self {
            VmError::Input(_) => exit_code::INPUT,
            VmError::Unsupported(_) => exit_code::UNSUPPORTED,
            VmError::Linkage { .. } => exit_code::VIOLATION,
            VmError::Internal(_) => exit_code::INTERNAL,
            VmError::Stopped(_) => exit_code::INCONCLUSIVE,
        }
    }
}

/// Stands, in the message of a `Linkage` error, for the unnamed module of
/// the class path as HotSpot names it in access errors (`unnamed module
/// @0x` and its identity hash). The module is a Java object, made on first
/// use, and loading and resolution run no Java code, so the name is put in
/// where the error becomes a Java exception (`Vm::create_exception`);
/// where it does not (`Display`), it reads `unnamed module`. NULs keep it
/// apart from the text of any class or package name.
pub const UNNAMED_MODULE: &str = "\u{0}unnamed module\u{0}";

impl std::fmt::Display for VmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VmError::Input(m) => write!(f, "{m}"),
            VmError::Unsupported(m) => write!(f, "unsupported: {m}"),
            VmError::Linkage { class, message } => write!(
                f,
                "{}: {}",
                class.replace('/', "."),
                message.replace(UNNAMED_MODULE, "unnamed module")
            ),
            VmError::Internal(m) => write!(f, "internal error: {m}"),
            VmError::Stopped(m) => write!(f, "stopped: {m}"),
        }
    }
}

impl std::error::Error for VmError {}
