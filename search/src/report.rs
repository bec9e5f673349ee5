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
    /// For deadlocks: each live thread, what it waits for and who holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<String>,
}

impl Violation {
    pub fn deadlock(threads: String) -> Violation {
        Violation {
            kind: "deadlock".into(),
            exception: None,
            message: None,
            thread: None,
            threads: Some(threads),
        }
    }

    pub fn race(message: String) -> Violation {
        Violation {
            kind: "data_race".into(),
            exception: None,
            message: Some(message),
            thread: None,
            threads: None,
        }
    }

    pub fn exception(class: String, message: Option<String>, thread: String) -> Violation {
        Violation {
            kind: "uncaught_exception".into(),
            exception: Some(class),
            message,
            thread: Some(thread),
            threads: None,
        }
    }

    /// One line: `deadlock` or `java.lang.AssertionError: msg in thread "main"`.
    pub fn summary(&self) -> String {
        match self.kind.as_str() {
            "deadlock" => "deadlock: every live thread is blocked".into(),
            "data_race" => format!("data race on {}", self.message.as_deref().unwrap_or("?")),
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

/// Peak resident memory of this process (VmHWM), in bytes.
pub fn peak_memory_bytes() -> u64 {
    let Ok(s) = std::fs::read_to_string("/proc/self/status") else {
        return 0;
    };
    s.lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse::<u64>().ok())
        .map(|kb| kb * 1024)
        .unwrap_or(0)
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
    env.insert("available_processors".into(), "1".into());
    env.insert(
        "encodings".into(),
        "UTF-8 (file.encoding, stdout/stderr, sun.jnu.encoding)".into(),
    );
    env
}
