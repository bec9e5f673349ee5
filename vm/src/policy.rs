//! The seam between the interpreter (mechanism) and the reductions a
//! search uses (policy), in the style of Miri's `Machine`: the interpreter
//! reports the operation it is about to perform and the installed `Policy`
//! answers. The VM itself decides nothing about scheduling points or
//! object identities; without a policy no instruction is a scheduling point
//! and objects are numbered in allocation order.
//!
//! Where things plug in:
//! - which operations end a transition (partial-order reduction, one-thread
//!   statics, stable fields, library atomicity): `Policy::is_scheduling_point`;
//! - the "visible operation" test of LTL propositions (an operation that
//!   may change a proposition's value must be a scheduling point, so the
//!   product sees every change) is one more condition in
//!   `is_scheduling_point`, asked of the same `Operation`;
//! - an abstraction's choices (which values a read may return) belong next
//!   to the nondeterministic choices (`Vm::next_choice`), not here: this
//!   seam only decides where transitions end and how objects are named;
//! - object identities for heap symmetry: `Policy::object_identity`;
//! - run-time-checked claims (`BrokenClaim`): `Policy::before_shared_field_write`
//!   and `Policy::take_broken_claim`.
//!
//! Sharedness (`Object::shared`, `Vm::publish`) stays in the VM: it is
//! mechanism that any policy may read.

use crate::listener::Site;
use crate::loader::{ClassId, FieldRef, MethodId};
use crate::value::{ObjRef, Value};
use crate::vm::{AllocKey, Vm};

/// A constant-pool reference (field or method) not resolved yet: entry
/// `index` of class `class`'s pool. Resolve it with `Vm::resolve_field_at`
/// or `Vm::resolve_method_at` when the answer needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolRef {
    pub class: ClassId,
    pub index: u16,
}

/// How many operand-stack values `Operation::Invoke` carries.
pub const INVOKE_OPERANDS: usize = 6;

/// What the running thread's next instruction is about to do, as far as
/// another thread could care. Values are the operands still on the stack
/// (a reference may be null: the instruction will throw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operation {
    /// `getfield` of `field` on `obj`.
    FieldRead { obj: Value, field: PoolRef },
    /// `putfield` of `field` on `obj`.
    FieldWrite { obj: Value, field: PoolRef },
    /// `getstatic` of `field`.
    StaticRead { field: PoolRef },
    /// `putstatic` of `field`.
    StaticWrite { field: PoolRef },
    /// An array load from `array`.
    ElementRead { array: Value },
    /// An array store into `array`.
    ElementWrite { array: Value },
    /// `monitorenter` on `obj`.
    MonitorEnter { obj: Value },
    /// `monitorexit` on `obj`.
    MonitorExit { obj: Value },
    /// `invokevirtual`, `invokespecial`, `invokestatic` (`is_static`) or
    /// `invokeinterface` of `method` (the method reference, not the
    /// selected override). A static call may initialise the method's class.
    /// `top` holds the top `INVOKE_OPERANDS` values of the operand stack,
    /// the last argument first (`Value::Top` past the stack's bottom), so
    /// that the policy can see the receiver and the arguments of short
    /// argument lists. `special` for `invokespecial`, whose method is the
    /// one named, not selected by the receiver.
    Invoke {
        method: PoolRef,
        is_static: bool,
        special: bool,
        top: [Value; INVOKE_OPERANDS],
    },
    /// `new` of `class`, which may initialise the class (or wait for
    /// another thread's initialisation of it, JVMS 5.5).
    New { class: PoolRef },
    /// Any other instruction (locals, arithmetic, branches, returns...):
    /// nothing another thread could observe. Reported only while
    /// library-level atomicity is on (`crate::library`), and only where
    /// one of its boundaries may fall (`LibraryAtomicity::may_be_boundary`:
    /// a method's first instruction, or the first after returning into a
    /// library frame), or while `Vm::report_local_ops` is set (a policy
    /// that ends transitions where a thread enters or leaves some source
    /// line).
    Local,
}

/// A reduction's claim about the program that a run showed wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrokenClaim {
    /// Field `slot` declared by the class, taken as never written after
    /// construction, was written on a shared object.
    StableField(ClassId, u32),
    /// The class's statics, taken as one thread's, were used by another.
    SharedStatics(ClassId),
    /// The program read one of the library's statistics counters, left out
    /// of the compared state (`crate::bookkeeping`).
    CountersRead,
    /// A `String`'s value array was written while other threads could
    /// reach it (`crate::frozen_strings`).
    FrozenStringWritten,
    /// An object of the class, sealed when a class initialiser published
    /// it, was written while other threads were alive: field `slot` of it,
    /// or (`None`) an element or something no instruction reported
    /// (`crate::sealed_objects`).
    SealedObjectWritten(ClassId, Option<u32>),
    /// An object of the class with this canonical identity, taken as one
    /// thread's while others are alive, was used by another thread
    /// (`wayfinder_reductions::owned_objects`).
    SharedObject(u64, ClassId),
    /// The program wrote an input of the JDK's locale and format services
    /// (a default locale or time zone, the system properties) while other
    /// threads were alive, or took the live system properties
    /// (`wayfinder_reductions::quiet_services`).
    LibraryInputWritten,
}

/// The decisions a search's reductions make for the interpreter. Hooks are
/// named for when they fire; a hook with `vm` gets the VM without its
/// policy (it is taken out for the call), so it may resolve references and
/// read any state.
pub trait Policy {
    /// Fires before the running thread performs `op`, while model checking
    /// (`Vm::preempt`) and never for the first instruction of a transition.
    /// Nothing of the instruction has happened yet: its operands are on the
    /// stack and its pool reference may be unresolved. `true` ends the
    /// transition before it (the thread performs `op` first in its next one).
    /// `at` is the instruction's method and index: while the hook runs, the
    /// running thread's top frame is held by the interpreter, not on
    /// `vm.state.threads[vm.cur_thread].frames` (the frames below are).
    fn is_scheduling_point(&mut self, vm: &mut Vm, op: &Operation, at: Site) -> bool;

    /// Fires, while `Vm::observe_ops` is set, before the running thread
    /// performs `op` where `is_scheduling_point` is not asked: a slice's
    /// first instruction (the start of a transition, or its continuation
    /// after a budget or a native's return) and every instruction of a
    /// VM-internal call (`Vm::run_nested`). Nothing of the instruction has
    /// happened yet. For claims checked at run time, which must see every
    /// access; it decides nothing.
    fn observe(&mut self, _vm: &mut Vm, _op: &Operation) {}

    /// Fires before the running thread stores into instance field `slot`
    /// (declared by `class`) of `obj`, an object other threads can reach
    /// (`putfield`, or an `Unsafe` put or compare-and-set); null checks have
    /// passed, the value is not stored yet.
    fn before_shared_field_write(
        &mut self,
        _vm: &mut Vm,
        _obj: ObjRef,
        _class: ClassId,
        _slot: u32,
    ) {
    }

    /// Asked when the VM is about to give a new object of class `class`,
    /// allocated by thread `tid`, its identity (`Object::canon`): what the
    /// identity is derived from (see `Vm::alloc`). Nothing is allocated yet.
    /// `AllocKey::Sequence` numbers every object in allocation order, also
    /// those otherwise identified by what they are (interned strings, class
    /// mirrors).
    fn object_identity(&self, _class: ClassId, _tid: u32) -> AllocKey {
        AllocKey::Sequence
    }

    /// Called before a search starts, when it observes the values of
    /// `fields` (each the declaring class, the slot and whether it is
    /// static), for instance as the key attributes of a model: from then
    /// on, every write to one of them must end a transition, so that each
    /// transition writes at most one of them (at its start) whatever the
    /// reductions make of the rest.
    fn make_writes_visible(&mut self, _fields: &[(ClassId, u32, bool)]) {}

    /// Is there a claim this run showed wrong (the search must stop and
    /// start again without it)?
    fn claim_broken(&self) -> bool {
        false
    }

    /// The first claim this run showed wrong, if any; taking it clears it.
    fn take_broken_claim(&mut self) -> Option<BrokenClaim> {
        None
    }
}

impl Vm {
    /// Asks the policy (if any) whether the running thread must stop before
    /// performing `op`.
    #[inline]
    pub(crate) fn ask_scheduling_point(&mut self, op: Operation, at: Site) -> bool {
        let Some(mut policy) = self.policy.take() else {
            return false;
        };
        let answer = policy.is_scheduling_point(self, &op, at);
        self.policy = Some(policy);
        answer
    }

    /// Tells the policy (if any) about `op`, where no scheduling point can
    /// fall (see `Policy::observe`).
    pub(crate) fn observe_policy(&mut self, op: Operation) {
        let Some(mut policy) = self.policy.take() else {
            return;
        };
        policy.observe(self, &op);
        self.policy = Some(policy);
    }

    /// Field `slot` (declared by `class`) of `obj` is about to be written:
    /// tells the policy when other threads can reach `obj`, and unseals a
    /// sealed `obj` (`crate::sealed_objects`).
    #[inline]
    pub(crate) fn note_field_write(&mut self, obj: ObjRef, class: ClassId, slot: u32) {
        let o = self.state.heap.get(obj);
        let shared = o.shared;
        if o.sealed {
            self.note_sealed_write(obj, Some(slot));
        } else if self.sealed.broken.is_some() {
            self.note_write_after_break(obj, slot);
        }
        if self.policy.is_some() && shared {
            let mut policy = self.policy.take().expect("policy");
            policy.before_shared_field_write(self, obj, class, slot);
            self.policy = Some(policy);
        }
    }

    /// Tells the policy (if any) that every write to `fields` must end a
    /// transition (see `Policy::make_writes_visible`).
    pub fn make_writes_visible(&mut self, fields: &[(ClassId, u32, bool)]) {
        if let Some(p) = self.policy.as_mut() {
            p.make_writes_visible(fields);
        }
    }

    /// Did the policy find one of its claims wrong?
    pub fn claim_broken(&self) -> bool {
        self.counters_read
            || self.frozen_written
            || self.sealed_claim_broken()
            || self.policy.as_ref().is_some_and(|p| p.claim_broken())
    }

    /// The claim the policy found wrong, if any (cleared).
    pub fn take_broken_claim(&mut self) -> Option<BrokenClaim> {
        if std::mem::take(&mut self.counters_read) {
            return Some(BrokenClaim::CountersRead);
        }
        if std::mem::take(&mut self.frozen_written) {
            return Some(BrokenClaim::FrozenStringWritten);
        }
        if let Some((c, slot)) = self.sealed.broken.take() {
            return Some(BrokenClaim::SealedObjectWritten(c, slot));
        }
        self.policy.as_mut().and_then(|p| p.take_broken_claim())
    }

    /// Resolves field reference `at` (`None` if it does not resolve).
    pub fn resolve_field_at(&mut self, at: PoolRef, want_static: bool) -> Option<FieldRef> {
        self.resolve_field(at.class, at.index, want_static).ok()
    }

    /// Resolves class reference `at` as `new` would (`None` if it does not
    /// resolve).
    pub fn resolve_class_at(&mut self, at: PoolRef) -> Option<ClassId> {
        self.resolve_class(at.class, at.index).ok()
    }

    /// Resolves method reference `at` as an invoke would (`None` if it
    /// does not resolve).
    pub fn resolve_method_at(&mut self, at: PoolRef) -> Option<MethodId> {
        self.resolve_method_ref(at.class, at.index)
    }
}
