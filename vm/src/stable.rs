//! The hook through which a reduction tells the interpreter which instance
//! fields never change after construction, so that reading them is no
//! scheduling point even on shared objects (like `final` fields).
//!
//! The claim is checked while the program runs: a write to such a field of
//! an object other threads can already reach (a constructor that let `this`
//! escape, or a write through `Unsafe` or a VarHandle) is recorded in
//! `Vm::broken_claim`, and the search must then start again without
//! the claim for that field (see `search::Explorer`).

use crate::loader::{ClassId, Classes};
use crate::value::ObjRef;
use crate::vm::Vm;

pub trait StableFieldOracle {
    /// Is instance field `slot`, declared by `class`, written only while its
    /// object is being constructed? Asked the first time the interpreter
    /// meets a read or write of the field; it may load classes.
    fn is_stable(&mut self, classes: &mut Classes, class: ClassId, slot: u32) -> bool;
}

impl Vm {
    /// Does the oracle (if any) say field `slot` of `class` never changes
    /// after construction?
    pub(crate) fn field_is_stable(&mut self, class: ClassId, slot: u32) -> bool {
        let Some(mut oracle) = self.stable_fields.take() else {
            return false;
        };
        let stable = oracle.is_stable(&mut self.classes, class, slot);
        self.stable_fields = Some(oracle);
        stable
    }

    /// Field `slot` (declared by `class`) of `obj` is about to be written:
    /// if other threads can reach `obj` and the field was taken as stable,
    /// the claim was wrong.
    pub(crate) fn note_field_write(&mut self, obj: ObjRef, class: ClassId, slot: u32) {
        if self.stable_fields.is_some()
            && self.state.heap.get(obj).shared
            && self.field_is_stable(class, slot)
            && self.broken_claim.is_none()
        {
            self.broken_claim = Some(crate::vm::BrokenClaim::StableField(class, slot));
        }
    }
}
