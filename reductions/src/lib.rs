//! Wayfinder reductions: what the search needs to know to skip redundant
//! interleavings. Transition footprints decide independence for sleep sets;
//! a static pass finds fields written only in constructors, whose reads
//! need no scheduling point; the rule of which JDK methods run as one
//! transition (library-level atomicity).
//! (Transition boundaries themselves, the dynamic shared-object tracking of
//! partial-order reduction, live in `Vm::is_scheduling_point`; canonical
//! object identities for heap symmetry in `Vm::alloc`.)

pub mod footprint;
pub mod library_atomicity;
pub mod stable_fields;

pub use footprint::{Footprint, FootprintRecorder};
pub use library_atomicity::LibraryRules;
pub use stable_fields::{Demoted, StableFields};
