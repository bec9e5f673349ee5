//! Mechanism for library-level atomicity: running a call from the user's
//! code into a trusted, linearizable library (the rule of which methods
//! those are lives in `wayfinder_reductions::library_atomicity`) as one
//! transition, up to the point where it blocks or calls back into user code.
//!
//! Each method has a role, asked once of a `LibraryRoles` oracle:
//! - `User`: the program's own code (and lambdas it creates). It runs with
//!   the ordinary scheduling points.
//! - `Atomic`: a trusted library method. Its frame runs without scheduling
//!   points, and so does everything it calls, except user code.
//! - `Inherit`: any other JDK method; it runs the way its caller does.
//!
//! A frame is therefore *inside* the library when the nearest frame below
//! it (itself included) that is not `Inherit` is an `Atomic` one; with none
//! (`Thread.run` at the bottom of a thread) it is outside.
//!
//! A `Step` method is an `Atomic` one whose entry is a boundary even from
//! inside the library (see below).
//!
//! Two places are scheduling points that would not be otherwise, so that a
//! transition never does two things another thread can see:
//! - entering the library from outside (the first instruction of an
//!   `Atomic` frame whose caller is outside): the call then starts a
//!   transition of its own, as a `synchronized` or native call does;
//! - coming back into the library from a callback (the first instruction
//!   run in a frame that is inside after a frame that was outside returned
//!   or unwound into it): what the library does after the callback is a
//!   transition of its own. Except after a callback that passed no
//!   scheduling point (it did nothing another thread could see), returning
//!   into a method whose steps the oracle lets run together
//!   (`LibraryRoles::quiet_reentry`): the library's step before the call,
//!   the callback and the step after it are then one transition, as if
//!   the library had made no callback.
//!
//! Blocking needs nothing here: a `park`, `wait` or contended monitor ends
//! the slice as always, and the thread, once woken and chosen, continues
//! inside the library without scheduling points.

use crate::listener::Site;
use crate::loader::{ClassId, Classes, MethodId};
use crate::thread::Frame;
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// What a method is for library-level atomicity (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodRole {
    User,
    Atomic,
    /// As `Atomic`, but entering it is a boundary even from inside the
    /// library: a step of a library loop that is a transition of its own
    /// (a pool worker taking its next task).
    Step,
    /// As `Step`, but its entry is a boundary only while the pool's
    /// bookkeeping is part of the compared state (`Vm::counters_in_state`):
    /// a step whose only effects are that bookkeeping (`crate::bookkeeping`
    /// says why it may then run with the step before it).
    BookkeepingStep,
    /// As `Atomic`, but a call from outside the library (the program's)
    /// reads bookkeeping left out of the compared state: it breaks that
    /// claim (`Vm::counters_read`) unless the bookkeeping is in the state
    /// already.
    BookkeepingRead,
    /// As `Step`, for a pool worker taking its next task: its entry is no
    /// boundary while the pool's bookkeeping is left out of the state and
    /// the take would wait on a queue no other thread waits on
    /// (`Vm::idle_take_is_quiet` says when and why).
    TakeStep,
    Inherit,
}

impl MethodRole {
    /// Does a frame of this method run inside the library?
    fn is_library(self) -> bool {
        matches!(
            self,
            MethodRole::Atomic
                | MethodRole::Step
                | MethodRole::BookkeepingStep
                | MethodRole::BookkeepingRead
                | MethodRole::TakeStep
        )
    }
}

/// Decides each method's role. Asked once per method, the first time the
/// interpreter asks whether an instruction in (or below) it is a
/// scheduling point.
pub trait LibraryRoles {
    fn role(&mut self, classes: &Classes, m: MethodId) -> MethodRole;

    /// Wait queues whose empty form has two spellings (see `WaitQueue`).
    fn wait_queues(&self) -> &'static [WaitQueue] {
        &[]
    }

    /// May a callback that returns into a frame of method `m` (inside the
    /// library) without having passed a scheduling point come back
    /// without a boundary (see `LibraryAtomicity::quiet`)? Asked once per
    /// method.
    fn quiet_reentry(&mut self, _classes: &Classes, _m: MethodId) -> bool {
        false
    }
}

/// A library class holding a queue of waiting threads that, once empty,
/// is either not there (`head` and `tail` null, as constructed) or a lone
/// node with no waiter (`head == tail`, the node of the last thread that
/// got through). Both behave the same; the second is rewritten into the
/// first whenever a thread leaves the library, so that whether a lock was
/// ever contended does not split states.
pub struct WaitQueue {
    /// Internal name of the class (subclasses included).
    pub class: &'static str,
    pub head: &'static str,
    pub tail: &'static str,
    /// The node's field naming its thread.
    pub waiter: &'static str,
    /// The node's field linking the next node.
    pub next: &'static str,
}

/// What library-level atomicity says about the next instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryStep {
    /// Outside the library: the ordinary rules decide.
    Outside,
    /// Inside a library call: no scheduling point.
    Inside,
    /// The library is entered or re-entered here: a scheduling point.
    Boundary,
}

/// Per-VM data of the mechanism: the oracle and its answers.
#[derive(Default)]
pub struct LibraryAtomicity {
    roles: Option<Box<dyn LibraryRoles>>,
    /// By method id; `None` not asked yet.
    cache: Vec<Option<MethodRole>>,
    /// Wait-queue classes by id, with the slots of head, tail, and the
    /// node's waiter and next; resolved once the class is loaded.
    queues: Vec<Option<(ClassId, [usize; 2])>>,
    /// A frame that was outside just returned or unwound into one inside:
    /// (thread, its frame count then). The next instruction that thread
    /// runs at that depth is a boundary.
    reentry: Option<(u32, usize)>,
    /// Thread `below_tid`'s answers of `inside` for the bottom frames of
    /// its stack: `below_memo[k]` for its bottom `k` frames. The entries
    /// up to the frame the interpreter holds stay right while it holds
    /// it: the interpreter cuts the list to that depth whenever it takes a
    /// frame off the stack (`frame_taken`; frames change only at the top
    /// between two such points, but for unwinding and re-execution) and
    /// empties it at each slice's start and end and before it unwinds or
    /// re-executes (`forget_below`). Saves walking a deep stack before every
    /// instruction of a library method that inherits its caller's role.
    below_tid: u32,
    below_memo: Vec<bool>,
    /// By method id: `LibraryRoles::quiet_reentry`, once asked.
    quiet: Vec<Option<bool>>,
    /// The running thread's stack depth (frames, the running one
    /// included) when the current slice started.
    slice_depth: usize,
    /// The first local (an instance method's receiver) of the frame whose
    /// first instruction the policy is being asked about; set by the
    /// interpreter just before it asks.
    pub(crate) entered_receiver: Option<ObjRef>,
    /// The references among that frame's locals (its arguments, the
    /// receiver included; set with `entered_receiver`).
    pub(crate) entered_refs: Vec<ObjRef>,
}

impl LibraryAtomicity {
    /// Library-level atomicity with roles decided by `roles`.
    pub fn new(roles: Box<dyn LibraryRoles>) -> LibraryAtomicity {
        LibraryAtomicity {
            roles: Some(roles),
            cache: Vec::new(),
            queues: Vec::new(),
            reentry: None,
            below_tid: 0,
            below_memo: Vec::new(),
            quiet: Vec::new(),
            slice_depth: 0,
            entered_receiver: None,
            entered_refs: Vec::new(),
        }
    }

    /// A slice of a thread whose stack holds `depth` frames starts.
    #[inline]
    pub(crate) fn slice_started(&mut self, depth: usize) {
        self.slice_depth = depth;
    }

    /// A callback returned into a frame of method `caller`, now the top of
    /// a stack of `depth` frames: may it come back without a boundary?
    /// Only when the callback's frame was pushed in the current slice (no
    /// scheduling point since the library called it: it did nothing
    /// another thread could see) and the oracle says that `caller`'s
    /// steps before and after the call may be one step
    /// (`LibraryRoles::quiet_reentry`): then the library's step before
    /// the callback, the callback and its step after it run as one
    /// transition, as a call that made no callback would.
    fn quiet(&mut self, classes: &Classes, caller: MethodId, depth: usize) -> bool {
        if self.slice_depth > depth {
            return false;
        }
        let i = caller as usize;
        if let Some(Some(q)) = self.quiet.get(i) {
            return *q;
        }
        let q = match &mut self.roles {
            Some(o) => o.quiet_reentry(classes, caller),
            None => false,
        };
        if self.quiet.len() <= i {
            self.quiet.resize(i + 1, None);
        }
        self.quiet[i] = Some(q);
        q
    }

    /// A slice starts or ends, or the stack unwinds: forget every frame.
    #[inline]
    pub(crate) fn forget_below(&mut self) {
        self.below_memo.clear();
    }

    /// The interpreter took the top frame off the running thread's stack,
    /// leaving `depth` frames below it: the answers for deeper stacks are
    /// about frames that may be gone.
    #[inline]
    pub(crate) fn frame_taken(&mut self, depth: usize) {
        self.below_memo.truncate(depth + 1);
    }

    /// `inside(classes, below, None)` for thread `tid`'s frames `below` the
    /// frame the interpreter holds, from the answers kept for shorter
    /// stacks (see `below_memo`).
    fn below_inside(&mut self, classes: &Classes, tid: u32, below: &[Box<Frame>]) -> bool {
        if self.below_tid != tid {
            self.below_memo.clear();
            self.below_tid = tid;
        }
        if self.below_memo.is_empty() {
            // No frame: outside.
            self.below_memo.push(false);
        }
        while self.below_memo.len() <= below.len() {
            let k = self.below_memo.len();
            let answer = match self.role(classes, below[k - 1].method) {
                MethodRole::User => false,
                MethodRole::Inherit => self.below_memo[k - 1],
                _ => true,
            };
            self.below_memo.push(answer);
        }
        let answer = self.below_memo[below.len()];
        debug_assert_eq!(
            answer,
            self.inside(classes, below, None),
            "stale below_memo"
        );
        answer
    }

    /// Is it switched on?
    pub fn is_on(&self) -> bool {
        self.roles.is_some()
    }

    /// Could `Vm::library_step` answer `Boundary` for an instruction at
    /// index `pc` of its method? Only the first instruction of a method
    /// (entering a library method) or the first after a return or unwind
    /// into a library frame (`reentry`) can be one; every other
    /// instruction is `Inside` or `Outside`, which for an instruction no
    /// other thread can observe (`Operation::Local`) means no scheduling
    /// point. `false` when switched off.
    #[inline]
    pub fn may_be_boundary(&self, pc: u32) -> bool {
        self.roles.is_some() && (pc == 0 || self.reentry.is_some())
    }

    fn role(&mut self, classes: &Classes, m: MethodId) -> MethodRole {
        let i = m as usize;
        if let Some(Some(r)) = self.cache.get(i) {
            return *r;
        }
        let r = match &mut self.roles {
            Some(o) => o.role(classes, m),
            None => MethodRole::User,
        };
        if self.cache.len() <= i {
            self.cache.resize(i + 1, None);
        }
        self.cache[i] = Some(r);
        r
    }

    /// Is the top of the stack made of `below` and then a frame of method
    /// `top` inside the library?
    fn inside(&mut self, classes: &Classes, below: &[Box<Frame>], top: Option<MethodId>) -> bool {
        for m in top.into_iter().chain(below.iter().rev().map(|f| f.method)) {
            match self.role(classes, m) {
                MethodRole::User => return false,
                MethodRole::Inherit => {}
                _ => return true,
            }
        }
        false
    }
}

impl Vm {
    /// The references among the arguments of the method whose first
    /// instruction the policy is being asked about (valid only while it is
    /// asked about a method's first instruction).
    pub fn entered_refs(&self) -> &[ObjRef] {
        &self.library.entered_refs
    }

    /// What library-level atomicity says about the instruction `at`, where
    /// the running frame of the current thread is (held off its stack by
    /// the interpreter: the thread's frames are those below it). Asked by
    /// the scheduling policy before every instruction but a transition's
    /// first while model checking (see `Operation::Local`); cheap when off.
    pub fn library_step(&mut self, at: Site) -> LibraryStep {
        if !self.library.is_on() {
            return LibraryStep::Outside;
        }
        let tid = self.cur_thread;
        let lib = &mut self.library;
        let below = &self.state.threads[tid as usize].frames[..];
        if let Some((t, depth)) = lib.reentry.take() {
            if t == tid && depth == below.len() + 1 {
                return LibraryStep::Boundary;
            }
        }
        match lib.role(&self.classes, at.method) {
            MethodRole::User => LibraryStep::Outside,
            MethodRole::Step if at.pc == 0 => LibraryStep::Boundary,
            MethodRole::Step => LibraryStep::Inside,
            MethodRole::BookkeepingStep => {
                if at.pc == 0 && self.counters_in_state {
                    LibraryStep::Boundary
                } else {
                    LibraryStep::Inside
                }
            }
            MethodRole::TakeStep => {
                if at.pc == 0 && (self.counters_in_state || !self.idle_take_is_quiet(tid)) {
                    LibraryStep::Boundary
                } else {
                    LibraryStep::Inside
                }
            }
            role @ (MethodRole::Atomic | MethodRole::BookkeepingRead) => {
                if at.pc == 0 && !lib.below_inside(&self.classes, tid, below) {
                    // Entered from outside: the program calls it.
                    if role == MethodRole::Atomic && self.reads_completed_future(at.method) {
                        return LibraryStep::Inside;
                    }
                    if role == MethodRole::BookkeepingRead && !self.counters_in_state {
                        self.counters_read = true;
                    }
                    LibraryStep::Boundary
                } else {
                    LibraryStep::Inside
                }
            }
            // `at.method` inherits: the frames below decide.
            MethodRole::Inherit => {
                if lib.below_inside(&self.classes, tid, below) {
                    LibraryStep::Inside
                } else {
                    LibraryStep::Outside
                }
            }
        }
    }

    /// Is thread `tid`'s top frame outside the library? (`true` when
    /// library-level atomicity is off.) Taken before an exception unwinds,
    /// for `library_resumed`.
    pub(crate) fn library_outside(&mut self, tid: u32) -> bool {
        if !self.library.is_on() {
            return true;
        }
        let frames = &self.state.threads[tid as usize].frames[..];
        !self.library.inside(&self.classes, frames, None)
    }

    /// Thread `tid` returned from `popped` into its caller (now its top
    /// frame): if `popped` was outside the library and the caller is
    /// inside, the caller's next instruction is a boundary.
    pub(crate) fn library_after_return(&mut self, tid: u32, popped: &Frame) {
        if !self.library.is_on() {
            return;
        }
        let frames = &self.state.threads[tid as usize].frames[..];
        if frames.is_empty() {
            return;
        }
        let lib = &mut self.library;
        let role = lib.role(&self.classes, popped.method);
        if role == MethodRole::Inherit {
            // It ran the way its caller does: nothing changes.
            return;
        }
        let caller_inside = lib.inside(&self.classes, frames, None);
        if role == MethodRole::User
            && caller_inside
            && !lib.quiet(
                &self.classes,
                frames.last().expect("caller").method,
                frames.len(),
            )
        {
            lib.reentry = Some((tid, frames.len()));
        }
        if role.is_library() && !caller_inside && !self.classes.method(popped.method).is_static() {
            if let Some(Value::Ref(Some(receiver))) = popped.vals.first() {
                self.empty_wait_queues(*receiver);
            }
        }
    }

    /// A call on `receiver` left the library: rewrite the empty wait
    /// queues of `receiver` and of the objects its fields and their fields
    /// refer to (a lock's synchronizer, a queue's lock's synchronizer) into
    /// their constructed form (see `WaitQueue`).
    fn empty_wait_queues(&mut self, receiver: ObjRef) {
        let n_queues = match &self.library.roles {
            Some(r) => r.wait_queues().len(),
            None => return,
        };
        if n_queues == 0 {
            return;
        }
        if self.library.queues.len() < n_queues {
            let specs = self.library.roles.as_ref().expect("roles").wait_queues();
            self.library.queues = specs.iter().map(|_| None).collect();
        }
        let mut level = vec![receiver];
        for depth in 0..3 {
            let mut next = Vec::new();
            for o in level {
                self.empty_wait_queue(o);
                if depth < 2 {
                    for v in self.state.heap.get(o).fields() {
                        if let Value::Ref(Some(r)) = v {
                            next.push(*r);
                        }
                    }
                }
            }
            level = next;
        }
    }

    fn empty_wait_queue(&mut self, o: ObjRef) {
        let class = self.state.heap.get(o).class;
        if self.state.heap.get(o).array().is_some() {
            return;
        }
        let specs = self.library.roles.as_ref().expect("roles").wait_queues();
        for (i, q) in specs.iter().enumerate() {
            if self.library.queues[i].is_none() {
                let Some(c) = self.classes.lookup_loaded(q.class) else {
                    continue;
                };
                let (Some(h), Some(t)) = (
                    self.classes.field_slot(c, q.head),
                    self.classes.field_slot(c, q.tail),
                ) else {
                    continue;
                };
                self.library.queues[i] = Some((c, [h, t]));
            }
            let Some((c, [h, t])) = self.library.queues[i] else {
                continue;
            };
            if !self.classes.is_assignable(class, c) {
                continue;
            }
            let (Value::Ref(Some(head)), Value::Ref(tail)) = (self.field(o, h), self.field(o, t))
            else {
                return;
            };
            if tail != Some(head) {
                return;
            }
            let node_class = self.state.heap.get(head).class;
            let empty = matches!(
                self.field_by_name_in(node_class, head, q.waiter),
                Some(Value::Ref(None))
            ) && matches!(
                self.field_by_name_in(node_class, head, q.next),
                Some(Value::Ref(None))
            );
            if empty {
                self.set_field(o, h, Value::NULL);
                self.set_field(o, t, Value::NULL);
            }
            return;
        }
    }

    fn field_by_name_in(&self, class: ClassId, o: ObjRef, name: &str) -> Option<Value> {
        let slot = self.classes.field_slot(class, name)?;
        Some(self.field(o, slot))
    }

    /// An exception thrown while thread `tid` was outside the library
    /// (`was_outside`, from `library_outside`) is caught in its top frame
    /// now: if that frame is inside, its handler is a boundary.
    pub(crate) fn library_resumed(&mut self, tid: u32, was_outside: bool) {
        if !was_outside || !self.library.is_on() {
            return;
        }
        let frames = &self.state.threads[tid as usize].frames[..];
        if self.library.inside(&self.classes, frames, None) {
            self.library.reentry = Some((tid, frames.len()));
        }
    }
}
