//! The parts of a search that decide which successors to expand, and in
//! which order, one file per strategy: sleep sets, and dynamic
//! partial-order reduction on top of them.

pub mod dpor;
pub mod sleep_sets;
