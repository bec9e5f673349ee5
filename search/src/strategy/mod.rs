//! The parts of a search that decide which successors to expand, and in
//! which order, one file per strategy (sleep sets today; dynamic
//! partial-order reduction would be another).

pub mod sleep_sets;
