//! Wayfinder reductions: what the search needs to know to skip redundant
//! interleavings. Transition footprints decide independence for sleep sets.
//! (Transition boundaries themselves, the dynamic shared-object tracking of
//! partial-order reduction, live in `Vm::is_scheduling_point`; canonical
//! object identities for heap symmetry in `Vm::alloc`.)

pub mod footprint;

pub use footprint::{Footprint, FootprintRecorder};
