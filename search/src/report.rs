//! What a search reports: verdict, violation, counterexample, statistics.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    NoViolation,
    Violation,
    Inconclusive,
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Violation {
    /// `deadlock` or `uncaught_exception`.
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exception: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<String>,
    /// For uncaught exceptions: the exception's stack trace as `java`
    /// prints it (`at Class.method(File.java:N)` lines, causes after a
    /// `Caused by:` line), cut to a few frames per throwable.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stack: Vec<String>,
    /// For deadlocks: each live thread, what it waits for and who holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<String>,
    /// For `ltl`: the formula and its counterexample, a lasso.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub ltl: Option<Box<LtlViolation>>,
}

/// A counterexample to an LTL formula: a path (`stem`) to a state from
/// which `cycle` comes back to it, forever; an empty cycle with `stutters`
/// is an execution that ended (or deadlocked) and stays in its last state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LtlViolation {
    /// The formula, its propositions written in braces.
    pub formula: String,
    pub stem: Vec<Step>,
    pub cycle: Vec<Step>,
    pub stutters: bool,
    /// Each proposition's value in the first state of the cycle.
    pub propositions: std::collections::BTreeMap<String, bool>,
    /// Under `--abstract`: the propositions the abstraction left undecided
    /// in some state of the lasso (the search took them either way there;
    /// shown false in `propositions`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undecided: Vec<String>,
    /// Under `--ltl-state projection` or `hash`: whether the cycle returns
    /// to the same program state (a confirmed counterexample) or only to
    /// one with the same abstraction (spurious).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed: Option<bool>,
}

impl Violation {
    pub fn deadlock(threads: String) -> Violation {
        Violation {
            kind: "deadlock".into(),
            exception: None,
            message: None,
            thread: None,
            stack: Vec::new(),
            threads: Some(threads),
            ltl: None,
        }
    }

    pub fn race(message: String) -> Violation {
        Violation {
            kind: "data_race".into(),
            exception: None,
            message: Some(message),
            thread: None,
            stack: Vec::new(),
            threads: None,
            ltl: None,
        }
    }

    /// A `--property` over key attributes failed (`message` says which,
    /// why, and the abstract path).
    pub fn key_property(message: String) -> Violation {
        Violation {
            kind: "key_property".into(),
            exception: None,
            message: Some(message),
            thread: None,
            stack: Vec::new(),
            threads: None,
            ltl: None,
        }
    }

    /// An uncaught exception of `class` in `thread`, with its stack trace
    /// (`stack`, see the field).
    pub fn exception(
        class: String,
        message: Option<String>,
        thread: String,
        stack: Vec<String>,
    ) -> Violation {
        Violation {
            kind: "uncaught_exception".into(),
            exception: Some(class),
            message,
            thread: Some(thread),
            stack,
            threads: None,
            ltl: None,
        }
    }

    /// An LTL formula does not hold: `ltl` is the counterexample.
    pub fn ltl(ltl: LtlViolation) -> Violation {
        Violation {
            kind: "ltl".into(),
            exception: None,
            message: None,
            thread: None,
            stack: Vec::new(),
            threads: None,
            ltl: Some(Box::new(ltl)),
        }
    }

    /// One line: `deadlock` or `java.lang.AssertionError: msg in thread "main"`.
    pub fn summary(&self) -> String {
        match self.kind.as_str() {
            "deadlock" => "deadlock: every live thread is blocked".into(),
            "data_race" => format!("data race on {}", self.message.as_deref().unwrap_or("?")),
            "key_property" => format!("property {}", self.message.as_deref().unwrap_or("?")),
            "ltl" => format!(
                "the LTL formula does not hold: {}",
                self.ltl.as_ref().map(|l| l.formula.as_str()).unwrap_or("?")
            ),
            _ => format!(
                "uncaught exception {}{} in thread \"{}\"",
                self.exception.as_deref().unwrap_or("?"),
                self.message
                    .as_ref()
                    .map(|m| format!(": {m}"))
                    .unwrap_or_default(),
                self.thread.as_deref().unwrap_or("?")
            ),
        }
    }
}

/// One transition of a counterexample.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The thread that ran (VM thread index; 0 is main).
    pub thread: u32,
    pub thread_name: String,
    /// The value picked for a nondeterministic choice, if this step made one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u32>,
    /// Where the thread stopped after the step.
    pub location: String,
    /// What the thread stopped before, when it stopped in the program's own
    /// code at an access to shared memory (`read of Lobby.players`): the
    /// access its next step makes first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_access: Option<String>,
    /// When the step's choice was an abstraction choice (data abstraction):
    /// where, what it decided and the outcome taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abstraction: Option<String>,
    /// The thread was still in a timed wait (a sleep, or a timed `wait`,
    /// `join` or `park`) when this step scheduled it: the wait timed out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub timed_out: bool,
    /// The thread was in an untimed wait or park of the program that the
    /// search lets end without a notify or unpark (`check
    /// --spurious-wakeups`) when this step scheduled it: it woke
    /// spuriously (then `timed_out` is false: no timed wait timed out); or
    /// the step's choice made a weak CAS of the program fail spuriously.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spurious: bool,
}

/// What data abstraction and choose-free search did in a search (absent
/// from outcomes of searches that used neither).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct AbstractionOutcome {
    /// Abstraction choices posed (states where the abstraction allowed
    /// several outcomes, counted each time the search reached one).
    pub abstraction_choices: u64,
    /// Choose-free search: paths cut at an abstraction choice or at a
    /// `Verify.randomBool()` / `Verify.random(n)` call.
    pub cut_points: u64,
    /// Why paths ended where an abstract value needed a concrete one, each
    /// with how many times (`N x reason`).
    pub ended_paths: Vec<String>,
    /// Abstract counterexamples that the concrete program does not follow:
    /// why each is spurious.
    pub spurious: Vec<String>,
    /// The violation reported is on a path without abstraction choices (so
    /// a path of the concrete program too).
    pub choose_free: bool,
    /// The violation reported was an abstract counterexample that the
    /// concrete program follows branch by branch to the same violation.
    pub confirmed: bool,
    /// Why the search, complete, is inconclusive because of abstraction
    /// (ended paths, choose-free cuts, spurious counterexamples with
    /// states matched), when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inconclusive: Option<String>,
    /// What the abstraction does not model: 32- and 64-bit overflow
    /// (abstract arithmetic is on mathematical integers).
    pub not_modelled: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Distinct states stored.
    pub states: u64,
    /// Transitions that led to a state seen before.
    pub revisited: u64,
    pub transitions: u64,
    pub max_depth: usize,
    pub time_s: f64,
    /// CPU time (user and system) of the thread that ran the search, over
    /// the same span as `time_s` (the VM's boot before it excluded): what
    /// a per-state cost is best measured by on a loaded machine.
    #[serde(default)]
    pub cpu_s: f64,
    pub states_per_s: f64,
    pub peak_memory_bytes: u64,
    /// Bytes the visited-state table takes per stored state.
    pub bytes_per_state: f64,
}

impl Stats {
    /// Fills in the derived figures; `store_bytes` is what the visited-state
    /// store takes.
    pub fn finish(&mut self, store_bytes: usize) {
        self.peak_memory_bytes = peak_memory_bytes();
        self.states_per_s = if self.time_s > 0.0 {
            self.states as f64 / self.time_s
        } else {
            0.0
        };
        self.bytes_per_state = store_bytes as f64 / (self.states.max(1)) as f64;
    }
}

/// CPU time (user and system) the calling thread has taken so far, in
/// seconds.
pub fn thread_cpu_s() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    if r != 0 {
        return 0.0;
    }
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// Peak resident memory of this process (VmHWM, which Linux also reports
/// as `getrusage`'s `ru_maxrss`), in bytes. A system call, no file read:
/// the memory limit asks it every 256 transitions.
pub fn peak_memory_bytes() -> u64 {
    // SAFETY: `getrusage` only writes the `rusage` it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) } != 0 {
        return 0;
    }
    (ru.ru_maxrss.max(0) as u64) * 1024
}

/// What the checked program observed of its environment as fixed, each
/// entry a name and the value or rule it got (`"identity_hash_codes":
/// "allocation-site derived"`): the JSON report's `environment` object.
/// Sorted by name.
pub type Environment = std::collections::BTreeMap<String, String>;

/// The environment a search ran the program in (see `Environment`). Add an
/// entry here for every host input the VM fixes.
pub fn environment(vm: &wayfinder_vm::Vm) -> Environment {
    let mut env = Environment::new();
    env.insert(
        "clock_start_millis".into(),
        vm.clock_origin_millis.to_string(),
    );
    env.insert(
        "identity_hash_codes".into(),
        "allocation-site derived: a hash of the allocating method and instruction and the \
         occurrence number there, the same under every reduction setting"
            .into(),
    );
    env.insert("time_zone".into(), vm.time_zone.clone());
    env.insert(
        "files".into(),
        "reads see the host's files as they were when the search first read them; writes, \
         new files and deletions go to an in-memory overlay that is part of the state \
         (undone on backtracking); the disk is never written"
            .into(),
    );
    env.insert("heap_bytes".into(), vm.heap_limit.to_string());
    env.insert(
        "available_processors".into(),
        vm.config.processors.to_string(),
    );
    env.insert(
        "encodings".into(),
        "UTF-8 (file.encoding, stdout/stderr, sun.jnu.encoding)".into(),
    );
    env
}
