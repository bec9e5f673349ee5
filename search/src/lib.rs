//! The model checker: depth-first search over a program's interleavings
//! and nondeterministic choices, with state matching by fingerprint.
//!
//! `dfs` is the skeleton (stack, backtracking, store, limits, progress);
//! `explorer` the program as a model for it; `strategy` which successors
//! to expand; `properties` what a violation is; `replay` re-runs a saved
//! schedule; `check` is the entry the command line, replay and tests use.

pub mod abstract_cex;
pub mod check;
pub mod clock_flow;
pub mod dfs;
mod effect_cache;
pub mod explorer;
pub mod fingerprint;
pub mod keyattr;
pub mod lateness;
mod long_reads;
mod long_transitions;
pub mod ltl;
pub mod properties;
pub mod replay;
pub mod report;
pub mod store;
pub mod strategy;
pub mod time;

pub use check::check;
pub use dfs::INTERRUPTED;
pub use explorer::{Choice, Explorer, Limits, Outcome, Retraction, INPUTS_BOUNDED};
pub use replay::{replay, replay_steps, replay_with_keys, ReplayError, ReplayOptions};
pub use report::{
    peak_memory_bytes, AbstractionOutcome, LtlViolation, Stats, Step, Verdict, Violation,
};
pub use time::Timeouts;
