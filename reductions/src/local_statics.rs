//! Static areas that one thread alone uses, or that several threads only
//! read: accessing them is no scheduling point, like accessing an object
//! no other thread can reach.
//!
//! Which threads use a class's statics, and whether any writes them, is
//! learned while the search runs: the first thread to access them (after
//! the class is initialised) owns them; the claim is that no thread's
//! access ever conflicts with another thread's (two accesses by different
//! threads, one of them a write). It breaks (`BrokenClaim::SharedStatics`)
//! at the first access that makes the class's statics used by two threads
//! and written (in either order: a second thread's read of statics written
//! before, a write of statics another thread read or wrote before); the
//! search then starts again with the class among the shared ones. Sound
//! for the same reason as dynamic shared-object tracking: until some
//! execution has two conflicting accesses, every access without a point
//! commutes with everything the other threads do (reads of statics nobody
//! writes commute with each other; the owner's accesses touch nothing the
//! others touch), and the first execution with a conflicting access has a
//! prefix the reduced search explores (up to that access, the claim held),
//! so the search meets that access and retracts the claim.
//!
//! Reads by several threads were a broken claim before (one restart when
//! the search first let a second thread read statics only read, such as
//! `System.props` read by whichever thread runs a JDK class initialiser
//! calling `System.getProperty`: SessionIds' restart after 5,384 states).

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

/// Who used a class's statics so far, and how.
#[derive(Clone, Copy, Debug)]
struct Users {
    /// The first thread that accessed them.
    owner: u32,
    /// Has another thread accessed them too?
    several: bool,
    /// Has any thread written them?
    written: bool,
}

pub struct LocalStatics {
    shared: SharedClasses,
    /// Per class: is it in `shared`? (cached)
    known_shared: FxHashMap<ClassId, bool>,
    /// Per class: how its statics were used so far in this search.
    users: FxHashMap<ClassId, Users>,
}

impl LocalStatics {
    pub fn new(shared: SharedClasses) -> LocalStatics {
        LocalStatics {
            shared,
            known_shared: FxHashMap::default(),
            users: FxHashMap::default(),
        }
    }
}

impl CheckPolicy {
    /// Is an access (a write when `write`) by the running thread to class
    /// `c`'s statics one that no other thread's access conflicts with?
    /// Claims the statics for the thread on the first access; an access
    /// making them used by two threads and written breaks the claim.
    pub(crate) fn statics_are_local(&mut self, vm: &Vm, c: ClassId, write: bool) -> bool {
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
        let u = ls.users.entry(c).or_insert(Users {
            owner: tid,
            several: false,
            written: false,
        });
        u.several |= u.owner != tid;
        u.written |= write;
        if u.several && u.written {
            if self.broken_claim.is_none() {
                self.broken_claim = Some(BrokenClaim::SharedStatics(c));
            }
            return false;
        }
        true
    }
}
