//! Visible writes: fields whose values a search observes (the key
//! attributes of a model, `--key`). Every write to one of them ends a
//! transition, before any reduction's rule is asked, so that a transition
//! writes at most one of them and the observed sequence of values does not
//! depend on how coarse partial-order reduction or library atomicity make
//! transitions.

use fxhash::FxHashSet;
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::policy::Operation;
use wayfinder_vm::Vm;

/// The fields (declaring class, slot, static) whose writes are visible.
#[derive(Clone, Debug, Default)]
pub struct VisibleWrites {
    fields: FxHashSet<(ClassId, u32, bool)>,
}

impl VisibleWrites {
    /// Makes writes to `fields` visible (added to those already).
    pub fn add(&mut self, fields: &[(ClassId, u32, bool)]) {
        self.fields.extend(fields.iter().copied());
    }

    /// Does `op` write one of the visible fields? Resolves the field only
    /// when some field is visible.
    pub fn writes(&self, vm: &mut Vm, op: &Operation) -> bool {
        if self.fields.is_empty() {
            return false;
        }
        match *op {
            Operation::FieldWrite { field, .. } => vm
                .resolve_field_at(field, false)
                .is_some_and(|f| self.fields.contains(&(f.class, f.slot, false))),
            Operation::StaticWrite { field } => vm
                .resolve_field_at(field, true)
                .is_some_and(|f| self.fields.contains(&(f.class, f.slot, true))),
            _ => false,
        }
    }
}
