//! The model checker: depth-first search over a program's interleavings
//! and nondeterministic choices, with state matching by fingerprint.

pub mod explorer;
pub mod fingerprint;
pub mod report;
pub mod store;
pub mod time;

pub use explorer::{replay, Choice, Explorer, Limits, Outcome, Retraction, INPUTS_BOUNDED};
pub use report::{Stats, Step, Verdict, Violation};
pub use time::Timeouts;
