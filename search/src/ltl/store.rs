//! The state store of the SCC search: product states grouped by program
//! state. A program state (its key: the matched part of the state and the
//! propositions' values) is stored once, with one 32-bit slot per
//! automaton state and one for the sink holding the product state's
//! depth-first number (0: not reached). A program state pairs with several
//! automaton states (2.6 on average on the philosophers), so this takes
//! about half the memory of a key per product state.

use fxhash::FxHashMap;

use super::ndfs::words;

/// Product states by (program key, automaton state).
pub(super) struct ProductStore {
    /// Slots per program state: the automaton's states, then the sink.
    slots: usize,
    /// Program keys (as four words: 20-byte entries) to their group.
    groups: FxHashMap<[u32; 4], u32>,
    /// `slots` numbers per group.
    numbers: Vec<u32>,
}

impl ProductStore {
    /// A store for an automaton of `states` states (plus the sink, which
    /// any automaton state number past them stands for).
    pub(super) fn new(states: usize) -> ProductStore {
        ProductStore {
            slots: states + 1,
            groups: FxHashMap::default(),
            numbers: Vec::new(),
        }
    }

    fn slot(&self, q: u32) -> usize {
        (q as usize).min(self.slots - 1)
    }

    /// The number stored for program key `program` with automaton state
    /// `q`, if that product state was reached.
    pub(super) fn get(&self, program: u128, q: u32) -> Option<u32> {
        let g = *self.groups.get(&words(program))?;
        let n = self.numbers[g as usize * self.slots + self.slot(q)];
        (n != 0).then_some(n)
    }

    /// Was program key `program` reached with any automaton state?
    pub(super) fn has_program(&self, program: u128) -> bool {
        self.groups.contains_key(&words(program))
    }

    /// Stores `number` (not 0) for the product state.
    pub(super) fn insert(&mut self, program: u128, q: u32, number: u32) {
        let slots = self.slots;
        let next = (self.numbers.len() / slots) as u32;
        let g = *self.groups.entry(words(program)).or_insert(next);
        if g == next {
            self.numbers.resize(self.numbers.len() + slots, 0);
        }
        let s = self.slot(q);
        self.numbers[g as usize * slots + s] = number;
    }

    /// The bytes it holds (a 20-byte bucket and a control byte per group
    /// of the table's capacity, and the slots).
    pub(super) fn bytes(&self) -> usize {
        self.groups.capacity() * 21 + self.numbers.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn product_states_are_kept_apart_by_automaton_state() {
        let mut s = ProductStore::new(2);
        assert_eq!(s.get(7, 0), None);
        s.insert(7, 1, 5);
        s.insert(9, u32::MAX, 6);
        assert_eq!(s.get(7, 0), None);
        assert_eq!(s.get(7, 1), Some(5));
        assert_eq!(s.get(9, u32::MAX), Some(6));
        assert_eq!(
            s.get(9, 2),
            Some(6),
            "every state past the automaton's is the sink"
        );
        s.insert(7, 0, 8);
        assert_eq!((s.get(7, 0), s.get(7, 1)), (Some(8), Some(5)));
        assert_eq!(s.numbers.len(), 6);
    }
}
