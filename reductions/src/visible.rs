//! Visible operations of a temporal property: the operations that may
//! change the value of one of its propositions. Each one is a scheduling
//! point whatever partial-order reduction would say (also while only one
//! thread is alive), so a transition changes the propositions at most once,
//! at its start, and the product of the program with a property automaton
//! sees every change (the condition that keeps the reduction sound for
//! LTL without the next operator).
//!
//! The same mechanism serves key-attribute models (`--key`): every write
//! to a key attribute ends a transition, so that the observed sequence of
//! values does not depend on how coarse the reductions make transitions.
//!
//! With a `thrown(...)` proposition, throwing an exception of a class it
//! names is visible too: the thread stops right after the throw (before
//! the handler's first instruction), so `thrown` holds exactly in the
//! state the throw reaches, never in one that also has later steps' effects
//! or a second throw.
//!
//! Filled once the program is booted and the propositions (or keys) are
//! resolved (class and field ids exist only then), before the search
//! starts.

use std::cell::RefCell;
use std::rc::Rc;

use fxhash::{FxHashMap, FxHashSet};

use wayfinder_vm::listener::Site;
use wayfinder_vm::loader::{ClassId, MethodId};
use wayfinder_vm::policy::Operation;
use wayfinder_vm::Vm;

/// What a property reads of the program.
#[derive(Clone, Debug, Default)]
pub struct Visible {
    /// Static fields, as (declaring class, slot).
    pub statics: FxHashSet<(ClassId, u32)>,
    /// Instance fields, as (declaring class, slot).
    pub fields: FxHashSet<(ClassId, u32)>,
    /// Some proposition reads an array element: every element store is
    /// visible.
    pub elements: bool,
    /// Source lines named by location propositions, per method: stepping
    /// onto or off one of them is visible. When not empty, the VM must
    /// report every instruction (`Vm::report_local_ops`).
    pub lines: FxHashMap<MethodId, Vec<u16>>,
    /// Exception classes `thrown` propositions name: a throw of one of
    /// them (or a subclass) ends the transition right after it. When not
    /// empty, the VM must report every instruction and `thrown_log` must be
    /// set.
    pub throws: Vec<ClassId>,
    /// The classes of the exceptions the running transition has thrown so
    /// far, in order: filled by the search's throw listener as each is
    /// thrown, emptied by the search before each transition.
    pub thrown_log: Option<ThrownLog>,
}

/// The exceptions a transition threw (see `Visible::thrown_log`).
pub type ThrownLog = Rc<RefCell<Vec<ClassId>>>;

/// The set the policy consults, filled after it is installed.
pub type SharedVisible = Rc<RefCell<Visible>>;

impl Visible {
    /// Makes writes to `fields` (declaring class, slot, static) visible,
    /// beside those already.
    pub fn add_writes(&mut self, fields: &[(ClassId, u32, bool)]) {
        for &(class, slot, is_static) in fields {
            if is_static {
                self.statics.insert((class, slot));
            } else {
                self.fields.insert((class, slot));
            }
        }
    }

    /// Adds everything `other` makes visible.
    pub fn merge(&mut self, other: &Visible) {
        self.statics.extend(other.statics.iter().copied());
        self.fields.extend(other.fields.iter().copied());
        self.elements |= other.elements;
        for c in &other.throws {
            if !self.throws.contains(c) {
                self.throws.push(*c);
            }
        }
        if other.thrown_log.is_some() {
            self.thrown_log.clone_from(&other.thrown_log);
        }
        for (method, lines) in &other.lines {
            let mine = self.lines.entry(*method).or_default();
            for l in lines {
                if !mine.contains(l) {
                    mine.push(*l);
                }
            }
        }
    }

    /// Is instruction `(method, pc)` on one of the named lines?
    fn on_named_line(&self, vm: &Vm, method: MethodId, pc: u32) -> bool {
        let Some(lines) = self.lines.get(&method) else {
            return false;
        };
        let m = vm.classes.method(method);
        match m.code.as_ref().and_then(|c| c.line_of(pc)) {
            Some(l) => lines.contains(&l),
            None => false,
        }
    }

    /// Has the running transition thrown an exception of a class (or a
    /// subclass of one) that a `thrown` proposition names?
    fn threw_named(&self, vm: &Vm) -> bool {
        let Some(log) = self.thrown_log.as_ref().filter(|_| !self.throws.is_empty()) else {
            return false;
        };
        let log = log.borrow();
        log.iter()
            .any(|&t| self.throws.iter().any(|&c| vm.classes.is_assignable(t, c)))
    }

    /// Must the running thread stop before `op` at `at` because it may
    /// change a proposition: a store into a field or array a proposition
    /// reads, or a step from an instruction on a named line to one that is
    /// not, or back (`Vm::cur_site` is the instruction the thread ran last),
    /// or any step after the transition threw an exception a `thrown`
    /// proposition names.
    pub fn is_visible(&self, vm: &mut Vm, op: &Operation, at: Site) -> bool {
        let written = match *op {
            Operation::FieldWrite { field, .. } => vm
                .resolve_field_at(field, false)
                .is_some_and(|f| self.fields.contains(&(f.class, f.slot))),
            Operation::StaticWrite { field } => vm
                .resolve_field_at(field, true)
                .is_some_and(|f| self.statics.contains(&(f.class, f.slot))),
            Operation::ElementWrite { .. } => self.elements,
            _ => false,
        };
        if written || self.threw_named(vm) {
            return true;
        }
        if self.lines.is_empty() {
            return false;
        }
        let (last_method, last_pc) = vm.cur_site;
        self.on_named_line(vm, last_method, last_pc) != self.on_named_line(vm, at.method, at.pc)
    }
}
