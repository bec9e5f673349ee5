//! Static areas that one thread alone uses: accessing them is no
//! scheduling point, like accessing an object no other thread can reach.
//!
//! Which thread uses a class's statics is learned while the search runs: the
//! first thread to access them (after the class is initialised) owns them
//! for the rest of the search, and an access by any other thread breaks the
//! claim (`BrokenClaim::SharedStatics`); the search then starts again with the
//! class among the shared ones. Sound for the same reason as dynamic
//! shared-object tracking: until some execution lets a second thread reach
//! the statics, the owner's accesses commute with everything the others do,
//! and the first execution in which a second thread reaches them has a
//! prefix the reduced search explores (its accesses to the class are the
//! owner's only), so the search meets that access and retracts the claim.

use std::cell::RefCell;
use std::rc::Rc;

use fxhash::{FxHashMap, FxHashSet};

use wayfinder_vm::loader::ClassId;
use wayfinder_vm::state::InitState;
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::Vm;

use crate::policy::CheckPolicy;

/// Class names (internal form) whose statics more than one thread uses.
pub type SharedClasses = Rc<RefCell<FxHashSet<String>>>;

pub struct LocalStatics {
    shared: SharedClasses,
    /// Per class: is it in `shared`? (cached)
    known_shared: FxHashMap<ClassId, bool>,
    /// Per class: the thread that owns its statics in this search.
    owner: FxHashMap<ClassId, u32>,
}

impl LocalStatics {
    pub fn new(shared: SharedClasses) -> LocalStatics {
        LocalStatics {
            shared,
            known_shared: FxHashMap::default(),
            owner: FxHashMap::default(),
        }
    }
}

impl CheckPolicy {
    /// Is an access by the running thread to class `c`'s statics one that
    /// no other thread can observe? Claims the statics for the thread on
    /// its first access; an access by another thread breaks the claim.
    pub(crate) fn statics_are_local(&mut self, vm: &Vm, c: ClassId) -> bool {
        if vm.state.class(c).init != InitState::Initialized {
            return false;
        }
        let tid = vm.cur_thread;
        let Some(ls) = self.local_statics.as_mut() else {
            return false;
        };
        let shared = *ls
            .known_shared
            .entry(c)
            .or_insert_with(|| ls.shared.borrow().contains(&*vm.classes.get(c).name));
        if shared {
            return false;
        }
        match *ls.owner.entry(c).or_insert(tid) {
            t if t == tid => true,
            _ => {
                if self.broken_claim.is_none() {
                    self.broken_claim = Some(BrokenClaim::SharedStatics(c));
                }
                false
            }
        }
    }
}
