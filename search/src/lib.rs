//! The model checker: depth-first search over a program's interleavings
//! and nondeterministic choices, with state matching by fingerprint.

pub mod explorer;
pub mod fingerprint;
pub mod report;
pub mod store;
pub mod time;

pub use explorer::{
    replay, Choice, Explorer, Limits, Outcome, ReplayError, Retraction, INPUTS_BOUNDED, INTERRUPTED,
};
pub use report::{peak_memory_bytes, Stats, Step, Verdict, Violation};
pub use time::Timeouts;
