//! Shared objects that one thread alone uses while others are alive:
//! reading or writing their fields and elements is no scheduling point,
//! like accessing an object no other thread can reach.
//!
//! Sharedness (`Object::shared`) is reachability: everything reachable
//! from a static is shared, though a program's logger, its console
//! stream's buffers or its resource bundles are often used by the main
//! thread alone while pool workers live. Which thread uses an object is
//! learned while the search runs, keyed by the object's canonical
//! identity (`Object::canon`, a function of each execution's object):
//! - the first thread to read or write a field or element of a shared
//!   object while another thread is alive owns that identity for the rest
//!   of the search (not per path: one owner per identity per run);
//! - its later accesses are no scheduling points;
//! - an access by any other thread while another thread is alive, or a
//!   native it calls with such an object among the operands, breaks the
//!   claim (`BrokenClaim::SharedObject`): the search starts again with
//!   that identity among the shared ones (`SharedObjects`, kept across
//!   runs and written to trace files; see "Restarts"). The check runs
//!   before every reported operation, inside library-atomic calls and
//!   atomic blocks too, and at the operations no point can precede (a
//!   slice's first instruction, VM-internal calls: `Policy::observe`), so
//!   that no thread's access escapes it.
//!
//! Restarts: unlike the other claims, a broken one does not stop the run
//! at once. The identity is shared for the rest of the run, which goes on
//! for `EXTRA_OPS` operations (counted in operations reported to the
//! rule), or, while it still holds a used claim on an identity of the
//! class of a broken used claim (one like it, likely to break too: the
//! nodes of a map after the map), until it has done as much work again as
//! between its first claim and the first break (the wasted work is at
//! most what the claims' part of the run cost, and little when the break
//! comes on the first path, as it does for an object every execution
//! shares; the single-threaded start before the first claim, which every
//! run does again, does not count: Payroll's is 1.14M operations, and
//! its first run's breaks come within 2,500 of its first claim); then
//! it reports the claim broken, so that the search starts again once
//! with every identity that run found used by two threads, rather than
//! once per identity. (Going on without
//! such a claim held mostly wasted work: Shipments' one used claim, on an
//! `int[]`, broke halfway through the run, which went on as long again.)
//! The runs before the last are not complete and claim nothing: only a
//! run in which no claim broke gives the verdict (a violation one of them
//! found is a real execution, found again by the next run, whose
//! reduction is finer; a run a limit stopped is inconclusive and not
//! started again).
//!
//! Unused claims: a claim matters only where it took a scheduling point
//! away, at an access that would have been one without it (not inside a
//! library-atomic call or an atomic block, not where no point can fall,
//! not a read or write `crate::por` needs no point for anyway, such as a
//! string's hash cache, and only while another thread may run).
//! The first such access marks the claim used (`USED` in its owner
//! entry). Breaking a claim never used starts nothing again: every
//! transition so far was cut as it would have been had the identity been
//! shared from the start, so the run goes on with it shared. Most claims
//! on a program's pool, queue and lock internals are of this kind (their
//! accesses happen inside library calls), so a program the rule saves
//! nothing on pays no restart for them.
//!
//! Why this is sound (the argument of `crate::local_statics`, per object):
//! an access by the owner conflicts only with accesses to the same object,
//! and until some execution lets a second thread touch an owned identity,
//! no other thread does, so the owner's accesses
//! commute with every other thread's step and can join the owner's
//! preceding transition. Take the first execution (in the full search) in
//! which a second thread touches an owned identity: its prefix before that
//! access has an equivalent the reduced search explores (the reduction
//! only merged accesses that commute), so the search meets the access and
//! retracts the claim. A thread alone alive conflicts with no one now: its
//! accesses claim nothing, but they still break another thread's claim
//! (the owner's accesses, made without points, may come after this one's
//! on another schedule, while the owner is alive).
//!
//! Read by several: a claim is kept, no longer one thread's, when a
//! second thread reads an identity that no thread wrote while it was
//! claimed (`WRITTEN` in the owner entry: set by the claiming access if
//! it writes, or by a later write of the owner; a native called with the
//! object among its operands counts as a write). From then on every
//! thread's reads of it are no scheduling points, and a write by any
//! thread, alone or not, breaks the claim like another thread's access
//! to an owned identity (used, it restarts the search). Sound by the
//! argument below, with "no other thread touches it" read as "no thread
//! writes it": reads commute with reads, so until some execution writes
//! a claimed identity that several threads read (or reads one its owner
//! wrote), every access to it commutes with every other thread's step;
//! the first execution of the full search that does has an equivalent
//! prefix in the reduced one, where the write (or the read) meets the
//! owner entry and breaks the claim. The entry is per run, not per path,
//! so a write on one path and a second reader on another break it
//! whichever comes first. A class one of whose instances had a used
//! claim broken in an earlier run gets no reads by several (its
//! `class_tag` among the shared identities): a write then tends to come
//! late in the search (Payroll's `HashMap$Node`s: read by main and a
//! worker, written by the next task's merge 9,500 states into the third
//! run), where the break costs most. Quotes4's second restart came from two
//! threads reading a `CompletionException` (its cause) and its
//! `IllegalStateException` (its message), written by their constructors
//! only, before they were shared.
//!
//! Repeated breaks: claims are per identity, so a class whose instances
//! are made afresh on each path (a map's nodes, a lambda's captured
//! array, the `Class` mirrors a logger's stack walk touches) can have a
//! used claim on one identity broken in a run and on another, new
//! identity in a later one, each a restart that repeats all the work
//! before it. A run that breaks a used claim on an instance of a class
//! whose `class_tag` an earlier run put among the shared identities
//! (its second run with such a break) adds the class's `class_off_tag`
//! as well, and from the next run on no instance of that class is
//! claimed (`claimable`): its accesses are points as without the rule.
//! Claiming less is sound whatever the choice (the argument below holds
//! for any set of claimable classes fixed for a run), and the restarts
//! a class can cause are thus at most two. Identities keyed by something else (statics by class,
//! stable fields and sealed objects by field or class) are never claimed
//! again once broken, so they need no such rule.
//!
//! Left out (always ordinary shared objects): objects the VM itself reads
//! or writes outside any instruction or native operand of the accessing
//! thread: threads and thread groups and their arrays (a thread's start
//! and end; a group's arrays are used by every thread that starts or
//! ends in it, so a claim on them only costs a restart), references (the
//! collector clears them), `java/lang/invoke` objects (method-handle
//! natives read their forms), the `Unsafe` singleton (every `Unsafe`
//! native's receiver, stateless), and strings' contents (never written:
//! `wayfinder_vm::frozen_strings`). While those are taken as frozen,
//! strings themselves are left out too: their fields are final or the
//! hash cache, whose writes are no points, and the natives that take a
//! string (`intern`, `objectFieldOffset`, `Class.forName0`, ...) read its
//! contents only, so a claim on one could save nothing and its break
//! would only cost a restart.
//! Sealed objects are owned like any other (a field of one a run found
//! written is read with a point otherwise). Reads that no write can
//! conflict with while the other claims hold (final fields, stable fields,
//! a string's hash cache, sealed fields and arrays not left out) neither
//! claim nor break: a write that could conflict with them restarts the
//! search through those claims.
//! A native with more operands than `Operation::Invoke` carries cannot be
//! checked: called while another thread is alive, it breaks the claim for
//! every object (`ALL`), and the search starts again without this rule.
//!
//! Cost: every reported operation comes here, but while no claim is held
//! and the running thread is alone (a program's single-threaded start:
//! class initialisation, parsing its input) nothing is looked at. The
//! VM's thread-group bookkeeping at a thread's start and end is not
//! observed at all (`Vm::call_group_bookkeeping`: it touches only groups,
//! threads and their arrays, left out below).
//!
//! The restarts left (eleventh session, `WAYFINDER_DEBUG_POINTS` prints
//! each claim, its first use and its break): on Shipments the `int[]` a
//! task increments under `synchronized` on it, on Payroll the `HashMap`
//! a task merges into under a `ReentrantLock` (then its nodes), both
//! broken on the first path by the second pool worker while the first
//! is alive. Their accesses are ordered only by the lock. A rule that
//! let an access ordered after every access of the owner by
//! happens-before keep the claim would be sound if every edge of that
//! order were a dependency the search keeps (a lock acquisition, a
//! join, a volatile access that is a point): two executions the claim
//! makes equivalent would then order the two accesses alike. But it
//! needs happens-before along each path (vector clocks restored on
//! backtrack), while claims are per run; and a narrower rule (the access
//! comes after the owner ended and was joined, or from a thread started
//! after it ended) meets none of these breaks: pool workers are started
//! before the tasks run, and main's reads after `awaitTermination` are
//! ordered through the pool's lock, not a join.
//! Two more obstacles (twelfth session, not built): the policy sees no
//! backtracking, so the clocks would have to live in the VM state,
//! outside its compared part; and state matching cuts a path whose state
//! was seen before, so a schedule on which the second access is not
//! ordered (the owner's lock taken and released first by the other
//! thread, then the owner's locked access) can end in a state already
//! explored on a schedule that ordered it, and the race is never looked
//! at from there. The argument above holds because a claim does not
//! depend on the path; a path-dependent one must either put the part of
//! the clocks it reads (who last touched each claimed identity, in which
//! epoch) into the compared state, splitting states, or show that every
//! such race is also met before the matched state. A lockset rule (every
//! access holds one common lock) needs no history but meets the same
//! breaks: main's read after `awaitTermination` holds no lock, and an
//! access by a thread left alone must count (see `touch`).
//!
//! Known limits: a native that reads or writes objects it reaches from its
//! operands, rather than the operands themselves, is not seen touching
//! them (the natives that do so work on threads, references and method
//! handles, left out above). A final field written after its object was
//! shared (a constructor leaking `this`) is never owned: the write stays a
//! point, so a thread reading the field (no point, as `crate::por` takes
//! final fields) can run between two such writes.

use std::cell::RefCell;
use std::rc::Rc;

use fxhash::{FxHashMap, FxHashSet};

use wayfinder_vm::loader::ClassId;
use wayfinder_vm::policy::{Operation, INVOKE_OPERANDS};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::Vm;

use crate::claim_window::ClaimWindow;
use crate::policy::CheckPolicy;
use crate::por::string_hash_cache;

/// Canonical identities (`Object::canon`) that more than one thread used
/// while another thread was alive; `ALL` among them turns the rule off.
pub type SharedObjects = Rc<RefCell<FxHashSet<u64>>>;

/// The identity that stands for every object: a native the rule cannot
/// check was called while another thread was alive.
pub const ALL: u64 = u64::MAX;

/// How many operations a run goes on for at least after its first broken
/// used claim, collecting more (see "Restarts").
const EXTRA_OPS: u64 = 20_000;

/// The owner recorded for an identity found used by two threads.
const SHARED: u32 = u32::MAX;

/// Set in an owner entry once the claim took a scheduling point away
/// (see "Unused claims").
const USED: u32 = 1 << 31;

/// Set in an owner entry once the identity was written while claimed
/// (see "Read by several").
const WRITTEN: u32 = 1 << 30;

/// An owner entry with this bit is no one thread's: several threads read
/// the identity and none wrote it while it was claimed (see "Read by
/// several").
const READERS: u32 = 1 << 29;

/// The bits of an owner entry that name its thread.
const TID: u32 = READERS - 1;

pub struct OwnedObjects {
    shared: SharedObjects,
    /// Was `ALL` among `shared` when the run started?
    off: bool,
    /// Per identity: the thread that owns it in this search, or `SHARED`
    /// (among `shared`: one lookup answers both).
    owner: FxHashMap<u64, u32>,
    /// How many entries of `owner` are a thread's (claims not broken).
    held: usize,
    /// Per class: may its instances be owned? (cached)
    claimable: Vec<Option<bool>>,
    /// Per class: did an earlier run break a used claim on one of its
    /// instances (no reads by several for it, see "Read by several")?
    /// (cached)
    no_readers: Vec<Option<bool>>,
    /// The identity the last access returning `true` was to (see
    /// `CheckPolicy::owned_claim_used`).
    last: u64,
    /// Operations reported so far, and the first used claim broken in
    /// this run until it stops the run or the run ends.
    window: ClaimWindow,
    /// Operations reported before the first broken used claim.
    first_break: u64,
    /// Operations reported before the run's first claim.
    first_claim: Option<u64>,
    /// Every claim made in this run: identity and class (see
    /// "Restarts").
    claims: Vec<(u64, ClassId)>,
    /// The classes of the used claims this run broke.
    broken_classes: FxHashSet<ClassId>,
}

impl OwnedObjects {
    pub fn new(shared: SharedObjects) -> OwnedObjects {
        let off = shared.borrow().contains(&ALL);
        let owner = shared.borrow().iter().map(|&c| (c, SHARED)).collect();
        OwnedObjects {
            shared,
            off,
            owner,
            held: 0,
            claimable: Vec::new(),
            no_readers: Vec::new(),
            last: 0,
            window: ClaimWindow::default(),
            first_break: 0,
            first_claim: None,
            claims: Vec::new(),
            broken_classes: FxHashSet::default(),
        }
    }

    /// Did an earlier run break a used claim on an instance of class `c`
    /// (its `class_tag` among the shared identities)?
    fn no_readers(&mut self, vm: &Vm, c: ClassId) -> bool {
        let i = c as usize;
        if self.no_readers.len() <= i {
            self.no_readers.resize(i + 1, None);
        }
        let owner = &self.owner;
        *self.no_readers[i].get_or_insert_with(|| owner.get(&class_tag(vm, c)) == Some(&SHARED))
    }

    /// May instances of class `c` be owned (see the module's "Left out"
    /// and "Repeated breaks")?
    fn claimable(&mut self, vm: &Vm, c: ClassId) -> bool {
        let i = c as usize;
        if self.claimable.len() <= i {
            self.claimable.resize(i + 1, None);
        }
        let owner = &self.owner;
        *self.claimable[i].get_or_insert_with(|| {
            owner.get(&class_off_tag(vm, c)) != Some(&SHARED) && claimable_class(vm, c)
        })
    }
}

/// May instances of class `c` be claimed by a run-time-checked rule on
/// objects (see the module's "Left out"; `crate::lock_protected` leaves
/// out the same classes)?
pub(crate) fn claimable_class(vm: &Vm, c: ClassId) -> bool {
    let mut at = Some(c);
    while let Some(k) = at {
        let class = vm.classes.get(k);
        let name = &*class.name;
        if matches!(
            name,
            "java/lang/Thread"
                | "java/lang/ThreadGroup"
                | "[Ljava/lang/Thread;"
                | "[Ljava/lang/ThreadGroup;"
                | "java/lang/ref/Reference"
                | "jdk/internal/misc/Unsafe"
                | "sun/misc/Unsafe"
        ) || name.starts_with("java/lang/invoke/")
            || (k == vm.wk.string && vm.frozen_strings)
        {
            return false;
        }
        at = class.super_class;
    }
    true
}

impl CheckPolicy {
    /// Fires before the running thread performs `op` (every reported
    /// operation, see `Policy::is_scheduling_point`, and those no point can
    /// precede, see `Policy::observe`). Is `op` a read or write of a field
    /// or element of a shared object the running thread owns (so that no
    /// other thread can observe it)? Claims the object's identity on the
    /// first such access while another thread is alive; an access by
    /// another thread, or a native called with the object among its
    /// operands, breaks the claim (see `touch`).
    pub(crate) fn owned_access(&mut self, vm: &mut Vm, op: &Operation) -> bool {
        let Some(oo) = self.owned_objects.as_mut() else {
            return false;
        };
        if oo.window.tick() && self.broken_claim.is_none() {
            // Enough work past the first break: stop the run.
            self.broken_claim = oo.window.take();
        }
        if oo.off {
            return false;
        }
        // A thread alone alive with no claim held can neither claim nor
        // break one (see `touch`; an unchecked native breaks claims only
        // while some are held): nothing to look at. The single-threaded
        // start of a program (class initialisation, parsing its input)
        // passes here.
        if oo.held == 0 && !others_alive(vm) {
            return false;
        }
        // The object's header decides most accesses (unshared, frozen, a
        // class left out, an identity shared already) before anything is
        // resolved or counted.
        match *op {
            // Reads no write can conflict with while the other claims
            // hold are neither claims nor breaks: final fields, fields
            // the stable-field pass vouches for, a string's hash cache,
            // what is sealed and not left out, a string's contents.
            Operation::FieldRead {
                obj: Value::Ref(Some(o)),
                field,
            } => {
                let Some(c) = self.candidate(vm, o) else {
                    return false;
                };
                let unchanging = match vm.resolve_field_at(field, false) {
                    Some(f) => {
                        f.is_final
                            || (vm.sealed.on
                                && vm.state.heap.get(o).sealed
                                && !vm.sealed_field_left_out(o, f.slot))
                            || string_hash_cache(vm, f.class, f.slot)
                            || self.field_is_stable(vm, f.class, f.slot)
                    }
                    None => false,
                };
                !unchanging && self.touch(vm, c, false)
            }
            Operation::ElementRead {
                array: Value::Ref(Some(o)),
            } if vm.sealed.on && vm.state.heap.get(o).sealed => false,
            // A final field written while its object is already shared (a
            // constructor that leaked `this`): reads of final fields
            // neither claim nor break (above), so another thread reading it
            // would not be seen; the write keeps the point it has without
            // this rule, so the reader can run between two such writes.
            // The object's header is tested first: most writes end there.
            Operation::FieldWrite {
                obj: Value::Ref(Some(o)),
                field,
            } => match self.candidate(vm, o) {
                Some(_)
                    if vm.resolve_field_at(field, false).is_some_and(|f| {
                        f.is_final || (vm.sealed.on && vm.sealed_lazy_field(o, f.slot))
                    }) =>
                {
                    false
                }
                Some(c) => self.touch(vm, c, true),
                None => false,
            },
            Operation::ElementRead {
                array: Value::Ref(Some(o)),
            } => match self.candidate(vm, o) {
                Some(c) => self.touch(vm, c, false),
                None => false,
            },
            Operation::ElementWrite {
                array: Value::Ref(Some(o)),
            } => match self.candidate(vm, o) {
                Some(c) => self.touch(vm, c, true),
                None => false,
            },
            Operation::Invoke { method, top, .. } => {
                let Some(m) = vm.resolve_method_at(method) else {
                    return false;
                };
                // A virtual call's target may be a native override: any
                // method with that name and descriptor is taken as one.
                let meth = vm.classes.method(m);
                let n = meth.n_args as usize;
                // Cheap first: with no shared object among its operands, a
                // call can neither claim nor break anything.
                if n <= INVOKE_OPERANDS && !top[..n].iter().any(|&v| shared_ref(vm, v)) {
                    return false;
                }
                if !meth.is_native() && !might_select_native(vm, m, &top) {
                    return false;
                }
                if n > INVOKE_OPERANDS {
                    if !others_alive(vm) {
                        // Alone, it could only break a claim, and an
                        // unchecked native breaks them all: only while
                        // some are held.
                        let oo = self.owned_objects.as_ref().expect("checked above");
                        if oo.held == 0 {
                            return false;
                        }
                    }
                    if self.debug_points {
                        eprintln!(
                            "owned objects: native {} has too many operands",
                            vm.classes.method_display(m)
                        );
                    }
                    let used = oo_any_used(self);
                    self.break_claim(vm, ALL, vm.wk.object, used);
                    return false;
                }
                for v in &top[..n] {
                    if let Value::Ref(Some(o)) = *v {
                        if let Some(c) = self.candidate(vm, o) {
                            // What a native does with it is not known:
                            // taken as a write.
                            self.touch(vm, c, true);
                        }
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// `o`'s canonical identity and its owner entry (`None`: no one's
    /// yet), if `o` is a shared object the rule may take as one thread's:
    /// not frozen, of a class not left out, and not found used by two
    /// threads already. Reads the object's header and at most one map
    /// entry.
    #[inline]
    fn candidate(&mut self, vm: &Vm, o: ObjRef) -> Option<Candidate> {
        let obj = vm.state.heap.get(o);
        if !obj.shared || obj.frozen {
            return None;
        }
        let (canon, class) = (obj.canon, obj.class);
        let oo = self.owned_objects.as_mut().expect("checked by the caller");
        if !oo.claimable(vm, class) {
            return None;
        }
        match oo.owner.get(&canon) {
            Some(&SHARED) => None,
            owner => Some(Candidate {
                canon,
                class,
                owner: owner.copied(),
            }),
        }
    }

    /// The running thread touches `o` (a `candidate`, identity `canon`):
    /// is it the owner of that identity (claimed now if no one is and
    /// another thread is alive)?
    ///
    /// A thread alone alive claims nothing (no point is needed anyway),
    /// but its access to an identity another thread owns still breaks
    /// the claim: the owner (ended now) made its accesses without points,
    /// and on another schedule this access may come while it is alive
    /// (an object the owner linked into a shared list, then wrote after
    /// unlocking: sample `PublishedThenWritten`).
    ///
    /// `write`: the access writes the object (or may: a native). A read
    /// by another thread of an identity no one wrote while it was claimed
    /// keeps the claim for every thread's reads; a write then breaks it
    /// (see "Read by several" in the module doc).
    fn touch(&mut self, vm: &Vm, c: Candidate, write: bool) -> bool {
        let tid = vm.cur_thread;
        let Candidate {
            canon,
            class,
            owner,
        } = c;
        let oo = self.owned_objects.as_mut().expect("checked by the caller");
        let owner = match owner {
            Some(t) => t,
            None if others_alive(vm) => {
                let entry = if write { tid | WRITTEN } else { tid };
                oo.owner.insert(canon, entry);
                oo.held += 1;
                oo.claims.push((canon, class));
                oo.first_claim.get_or_insert(oo.window.ops());
                if self.debug_points {
                    let (m, pc) = vm.cur_site;
                    eprintln!(
                        "owned object: thread {tid} claims {canon:x} ({}) at {} @{pc} after {} operations",
                        vm.classes.get(class).name,
                        vm.classes.method_display(m),
                        oo.window.ops()
                    );
                }
                entry
            }
            None => return false,
        };
        if owner & READERS != 0 {
            if !write {
                oo.last = canon;
                return true;
            }
        } else if owner & TID == tid {
            if write && owner & WRITTEN == 0 {
                oo.owner.insert(canon, owner | WRITTEN);
            }
            oo.last = canon;
            return true;
        } else if !write && owner & WRITTEN == 0 && !oo.no_readers(vm, class) {
            // Read by a second thread, written by no one while claimed.
            if self.debug_points {
                eprintln!(
                    "owned object: thread {tid} reads {canon:x} ({}) read by {} too: read by several",
                    vm.classes.get(class).name,
                    owner & TID,
                );
            }
            oo.owner.insert(canon, (owner & USED) | READERS);
            oo.last = canon;
            return true;
        }
        let used = owner & USED != 0;
        if self.debug_points {
            let (m, pc) = vm.cur_site;
            let by = if owner & READERS != 0 {
                "several readers".to_string()
            } else {
                format!("{}", owner & TID)
            };
            let what = if write { "writes" } else { "touches" };
            eprintln!(
                "owned object: thread {tid} {what} {canon:x} ({}) owned by {by} at {} @{pc}",
                vm.classes.get(class).name,
                vm.classes.method_display(m)
            );
        }
        self.break_claim(vm, canon, class, used);
        false
    }

    /// Fires when the access `owned_access` last answered `true` for would
    /// have been a scheduling point but for the claim: the claim is used,
    /// and breaking it from now on means starting again.
    pub(crate) fn owned_claim_used(&mut self) {
        let oo = self.owned_objects.as_mut().expect("checked by the caller");
        if let Some(t) = oo.owner.get_mut(&oo.last) {
            if self.debug_points && *t & USED == 0 {
                eprintln!(
                    "owned object: claim on {:x} used after {} operations",
                    oo.last,
                    oo.window.ops()
                );
            }
            *t |= USED;
        }
    }

    /// Another thread used identity `canon` (`ALL`: every identity): it is
    /// shared from now on. If the claim was `used`, the run goes on for a
    /// while (see "Restarts" in the module doc) and ends with the claim
    /// broken; if not, it goes on as if the identity had been shared from
    /// the start (see "Unused claims").
    fn break_claim(&mut self, vm: &Vm, canon: u64, class: ClassId, used: bool) {
        let oo = self.owned_objects.as_mut().expect("checked by the caller");
        if self.debug_points {
            let used = if used { " (used claim)" } else { "" };
            eprintln!(
                "owned object used by another thread: {canon:x} {class}{used} after {} operations",
                oo.window.ops()
            );
        }
        // A run whose sealed-object claim broke goes on only to collect
        // the other sealed writes it meets soon (`wayfinder_vm::
        // sealed_objects`, "Collecting breaks"), and ends with that claim
        // broken: what it learns of owned identities then stays in this
        // run, so that what later runs claim does not depend on how long
        // that went on.
        let keep = vm.sealed.broken.is_none();
        if keep {
            oo.shared.borrow_mut().insert(canon);
        }
        if oo.owner.insert(canon, SHARED).is_some_and(|t| t != SHARED) {
            oo.held -= 1;
        }
        oo.off |= canon == ALL;
        if !used {
            return;
        }
        oo.broken_classes.insert(class);
        // The next runs let no two threads read this class's instances
        // without points (see "Read by several"); when an earlier run had
        // broken a used claim of this class already, they claim none of
        // its instances (see "Repeated breaks").
        let tag = class_tag(vm, class);
        if keep && oo.owner.get(&tag) == Some(&SHARED) {
            oo.shared.borrow_mut().insert(class_off_tag(vm, class));
        }
        if keep {
            oo.shared.borrow_mut().insert(tag);
        }
        if oo
            .window
            .first_break(BrokenClaim::SharedObject(canon, class), EXTRA_OPS)
        {
            oo.first_break = oo.window.ops();
        }
        // Go on as long again as from the first claim to the first break
        // only while a used claim like a broken one is held: it may break
        // too (see "Restarts").
        let since_claims = oo.first_break.saturating_sub(oo.first_claim.unwrap_or(0));
        let long = oo.first_break.saturating_add(since_claims);
        if oo.window.stops_before(long) && oo.alike_claim_live() {
            oo.window.extend_to(long);
        }
    }

    /// The first claim of this rule the run broke, if any (taken).
    pub(crate) fn take_owned_broken(&mut self) -> Option<BrokenClaim> {
        self.owned_objects.as_mut().and_then(|oo| oo.window.take())
    }
}

impl OwnedObjects {
    /// Does the run still hold a used claim on an identity of a class
    /// one of its broken used claims was of (see "Restarts")?
    fn alike_claim_live(&self) -> bool {
        self.claims.iter().any(|(canon, class)| {
            self.broken_classes.contains(class)
                && self
                    .owner
                    .get(canon)
                    .is_some_and(|&t| t != SHARED && t & USED != 0)
        })
    }
}

/// A shared object the rule may take as one thread's (see
/// `CheckPolicy::candidate`).
#[derive(Clone, Copy)]
struct Candidate {
    canon: u64,
    class: ClassId,
    /// The identity's owner entry, if anyone claimed it.
    owner: Option<u32>,
}

/// The identity that stands for class `c` among the shared ones: one of
/// its instances had a used claim broken (see "Read by several"). A hash
/// of the class's name, which, unlike its `ClassId`, is the same in
/// every run.
fn class_tag(vm: &Vm, c: ClassId) -> u64 {
    fxhash::hash64(vm.classes.get(c).name.as_bytes()) ^ 0x7265_6164_6572_7321
}

/// The identity that stands for class `c` among the shared ones once
/// used claims on its instances broke in two runs: no later run claims
/// any of them (see "Repeated breaks"). Also a hash of the name.
fn class_off_tag(vm: &Vm, c: ClassId) -> u64 {
    fxhash::hash64(vm.classes.get(c).name.as_bytes()) ^ 0x756e_636c_6169_6d21
}

/// Did any claim of the run take a scheduling point away?
fn oo_any_used(policy: &CheckPolicy) -> bool {
    policy
        .owned_objects
        .as_ref()
        .is_some_and(|oo| oo.owner.values().any(|&t| t != SHARED && t & USED != 0))
}

/// Is `v` a reference to an object other threads can reach?
#[inline]
pub(crate) fn shared_ref(vm: &Vm, v: Value) -> bool {
    matches!(v, Value::Ref(Some(o)) if vm.state.heap.get(o).shared)
}

/// Is a thread other than the running one alive?
#[inline]
pub(crate) fn others_alive(vm: &Vm) -> bool {
    vm.state
        .threads
        .iter()
        .enumerate()
        .any(|(t, th)| t as u32 != vm.cur_thread && th.is_alive())
}

/// Could a virtual call of `m` with operands `top` select a native
/// method? Only when the receiver is known and its class's selection is.
pub(crate) fn might_select_native(vm: &mut Vm, m: u32, top: &[Value; INVOKE_OPERANDS]) -> bool {
    let meth = vm.classes.method(m);
    let (n, sig) = (meth.n_args as usize, meth.sig);
    if meth.is_static() || meth.is_private() || &*meth.name == "<init>" || n == 0 {
        return false;
    }
    if n > top.len() {
        // The receiver is out of sight. No JDK native with that many
        // operands overrides a method that is not native.
        return false;
    }
    let Value::Ref(Some(recv)) = top[n - 1] else {
        return false;
    };
    let class = vm.state.heap.get(recv).class;
    vm.classes
        .select_virtual(class, sig)
        .is_some_and(|s| vm.classes.method(s).is_native())
}
