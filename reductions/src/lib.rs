//! Wayfinder reductions: what the search needs to know to skip redundant
//! interleavings. The VM asks them through one policy
//! (`policy::CheckPolicy`, the VM's `wayfinder_vm::policy::Policy`):
//! transition boundaries (`por`, with `local_statics` and `stable_fields`
//! refining it, after library-level atomicity's rule of which JDK methods
//! run as one transition, `library_atomicity`) and object identities for
//! heap symmetry (`symmetry`). Transition footprints decide independence
//! for sleep sets.

mod claim_window;
pub mod clinit_statics;
pub mod footprint;
pub mod library_atomicity;
pub mod library_caches;
pub mod local_statics;
pub mod lock_protected;
pub mod logger_calls;
pub mod owned_objects;
pub mod policy;
pub mod por;
pub mod quiet_services;
pub mod stable_fields;
pub mod symmetry;
pub mod unreached;
pub mod visible;

pub use footprint::{Footprint, FootprintRecorder};
pub use library_atomicity::LibraryRules;
pub use local_statics::{LocalStatics, SharedClasses};
pub use lock_protected::LockProtected;
pub use owned_objects::{OwnedObjects, SharedObjects};
pub use policy::CheckPolicy;
pub use stable_fields::{Demoted, StableFields};
pub use visible::{SharedVisible, Visible};
