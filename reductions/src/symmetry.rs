//! Heap symmetry: what an object's identity is made of, so that states
//! differing only in which objects were allocated first are matched (see
//! `Vm::alloc` for how the VM turns a key into an identity).

use wayfinder_vm::AllocKey;

/// The object identity scheme the symmetry switches ask for: no symmetry
/// numbers objects in allocation order; otherwise the allocation site,
/// with the allocating thread when `thread_key` is set.
pub fn alloc_key(symmetry: bool, thread_key: bool) -> AllocKey {
    match (symmetry, thread_key) {
        (false, _) => AllocKey::Sequence,
        (true, true) => AllocKey::SiteAndThread,
        (true, false) => AllocKey::Site,
    }
}
