//! The visited-state store.
//!
//! By default a state is kept as its 128-bit fingerprint (hash compaction,
//! as in Spin's hash-compact mode; JPF keeps 64 bits): about 20–40 bytes a
//! state with its sleep set, and two distinct states are confused with
//! probability about n²/2^129 over a search of n states (below 10^-20 for
//! a billion states).
//!
//! With `--exact-states` states are stored collapsed, exactly: every
//! component (an object with its identity, a class's static area, the
//! threads) is interned once in a table of word strings, and a state is the
//! sorted vector of the ids of its components that can differ from the
//! search's start (objects allocated since, old objects and static areas
//! written since, the threads); the rest is the same in every state. Two
//! states are the same entry only if these vectors are equal.

use fxhash::FxHashMap;

/// Interns component descriptions (word strings) as dense ids.
#[derive(Default)]
pub struct ComponentTable {
    ids: FxHashMap<Box<[u64]>, u32>,
    /// Bytes of interned words.
    pub bytes: usize,
}

impl ComponentTable {
    pub fn intern(&mut self, words: &[u64]) -> u32 {
        if let Some(&id) = self.ids.get(words) {
            return id;
        }
        let id = self.ids.len() as u32;
        self.bytes += words.len() * 8;
        self.ids.insert(words.into(), id);
        id
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
}

/// A state as the store keys it.
pub enum StateKey {
    Fingerprint(u128),
    Exact(Box<[u32]>),
}

/// What the store says about a state just reached with a sleep set.
pub enum Visit {
    /// Not seen before: explore it.
    New,
    /// Seen with a sleep set that covers this one: nothing to do.
    Covered,
    /// Seen, but these threads (a mask) slept then and are awake now:
    /// explore them from here.
    Wake(u32),
}

/// Every stored state, with the sleep set (a mask of thread ids) it was
/// explored with, and, when numbered, its number (states are numbered
/// 0, 1, ... in the order they were first stored).
pub enum Visited {
    /// Fingerprints as four 32-bit words, so an entry is 20 bytes.
    Fingerprints(FxHashMap<[u32; 4], u32>),
    /// Fingerprints with the state's number: 24 bytes an entry.
    NumberedFingerprints(FxHashMap<[u32; 4], [u32; 2]>),
    /// Always numbered (the number is small beside the key).
    Exact {
        /// State vectors, delta- and varint-encoded (see `encode`).
        states: FxHashMap<Box<[u8]>, [u32; 2]>,
        key_bytes: usize,
    },
}

/// A state that is not numbered (see `Visited::visit`).
pub const NO_NUMBER: u32 = u32::MAX;

/// The words of a fingerprint as a store key.
fn words(fp: u128) -> [u32; 4] {
    [
        (fp >> 96) as u32,
        (fp >> 64) as u32,
        (fp >> 32) as u32,
        fp as u32,
    ]
}

/// A stored visit's mask against this one's (see `Visited::visit`).
fn revisit(stored: &mut u32, mask: u32) -> Visit {
    let before = *stored;
    if before & !mask == 0 {
        return Visit::Covered;
    }
    *stored = before & mask;
    Visit::Wake(before & !mask)
}

/// A sorted vector of component ids as the differences between neighbours,
/// seven bits a byte (high bit: more bytes follow). Components made early
/// have small ids, so most differences take one or two bytes instead of
/// four. Equal vectors give equal encodings and no two vectors share one.
fn encode(ids: &[u32]) -> Box<[u8]> {
    let mut out = Vec::with_capacity(ids.len() * 2);
    let mut prev = 0u32;
    for &id in ids {
        let mut d = id.wrapping_sub(prev);
        prev = id;
        loop {
            let b = (d & 0x7f) as u8;
            d >>= 7;
            if d == 0 {
                out.push(b);
                break;
            }
            out.push(b | 0x80);
        }
    }
    out.into_boxed_slice()
}

impl Visited {
    /// A store of fingerprints, or exact when `exact`; with fingerprints,
    /// states are numbered only when `numbered`.
    pub fn new(exact: bool, numbered: bool) -> Visited {
        if exact {
            Visited::Exact {
                states: FxHashMap::default(),
                key_bytes: 0,
            }
        } else if numbered {
            Visited::NumberedFingerprints(FxHashMap::default())
        } else {
            Visited::Fingerprints(FxHashMap::default())
        }
    }

    /// Records a visit of `key` with sleep set `mask` (Godefroid's sleep
    /// sets with state caching: see `strategy::sleep_sets`), and says the
    /// state's number (`NO_NUMBER` when the store does not number them).
    pub fn visit(&mut self, key: StateKey, mask: u32) -> (Visit, u32) {
        let next = self.len() as u32;
        match (self, key) {
            (Visited::Fingerprints(map), StateKey::Fingerprint(fp)) => match map.entry(words(fp)) {
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(mask);
                    (Visit::New, NO_NUMBER)
                }
                std::collections::hash_map::Entry::Occupied(e) => {
                    (revisit(e.into_mut(), mask), NO_NUMBER)
                }
            },
            (Visited::NumberedFingerprints(map), StateKey::Fingerprint(fp)) => {
                match map.entry(words(fp)) {
                    std::collections::hash_map::Entry::Vacant(e) => {
                        e.insert([mask, next]);
                        (Visit::New, next)
                    }
                    std::collections::hash_map::Entry::Occupied(e) => {
                        let [m, n] = e.into_mut();
                        (revisit(m, mask), *n)
                    }
                }
            }
            (Visited::Exact { states, key_bytes }, StateKey::Exact(k)) => {
                let k = encode(&k);
                let len = k.len();
                match states.entry(k) {
                    std::collections::hash_map::Entry::Vacant(e) => {
                        *key_bytes += len;
                        e.insert([mask, next]);
                        (Visit::New, next)
                    }
                    std::collections::hash_map::Entry::Occupied(e) => {
                        let [m, n] = e.into_mut();
                        (revisit(m, mask), *n)
                    }
                }
            }
            _ => unreachable!("state key of the wrong kind"),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Visited::Fingerprints(m) => m.len(),
            Visited::NumberedFingerprints(m) => m.len(),
            Visited::Exact { states, .. } => states.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes the store takes: table slots (capacity times entry and
    /// control byte), plus, when exact, the state vectors (with an
    /// allocator's 16 bytes each) and `components`' interned words.
    pub fn bytes(&self, components: Option<&ComponentTable>) -> usize {
        match self {
            Visited::Fingerprints(m) => m.capacity() * 21,
            Visited::NumberedFingerprints(m) => m.capacity() * 25,
            Visited::Exact { states, key_bytes } => {
                states.capacity() * 29
                    + key_bytes
                    + states.len() * 16
                    + components.map_or(0, |c| c.bytes + c.ids.capacity() * 25 + c.len() * 16)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ComponentTable, StateKey, Visit, Visited};

    #[test]
    fn encoding_is_compact_and_distinguishes_vectors() {
        use super::encode;
        assert_eq!(&*encode(&[1, 2, 130]), &[1, 1, 0x80, 1]);
        let vs: [&[u32]; 5] = [&[], &[0], &[0, 0], &[5, 300], &[5, 301]];
        for (i, a) in vs.iter().enumerate() {
            for b in &vs[i + 1..] {
                assert_ne!(encode(a), encode(b));
            }
        }
        assert_eq!(encode(&[7, 9000, 70000]), encode(&[7, 9000, 70000]));
    }

    #[test]
    fn components_are_interned_once() {
        let mut t = ComponentTable::default();
        let a = t.intern(&[1, 2, 3]);
        let b = t.intern(&[1, 2]);
        assert_ne!(a, b);
        assert_eq!(t.intern(&[1, 2, 3]), a);
        assert_eq!(t.len(), 2);
        assert_eq!(t.bytes, 5 * 8);
    }

    #[test]
    fn revisits_wake_only_threads_that_slept_before() {
        for (exact, numbered) in [(false, false), (false, true), (true, true)] {
            let mut v = Visited::new(exact, numbered);
            let key = || {
                if exact {
                    StateKey::Exact(vec![3, 7].into_boxed_slice())
                } else {
                    StateKey::Fingerprint(42)
                }
            };
            let number = if numbered { 0 } else { super::NO_NUMBER };
            assert!(matches!(v.visit(key(), 0b110), (Visit::New, n) if n == number));
            // Asleep now: everything that slept then, and more.
            assert!(matches!(v.visit(key(), 0b111), (Visit::Covered, n) if n == number));
            // Thread 2 slept then but is awake now.
            assert!(matches!(v.visit(key(), 0b010), (Visit::Wake(0b100), _)));
            // The stored set shrank to the intersection.
            assert!(matches!(v.visit(key(), 0b010), (Visit::Covered, _)));
            assert!(matches!(v.visit(key(), 0), (Visit::Wake(0b010), _)));
            assert_eq!(v.len(), 1);
            if numbered {
                let other = if exact {
                    StateKey::Exact(vec![3, 8].into_boxed_slice())
                } else {
                    StateKey::Fingerprint(43)
                };
                assert!(matches!(v.visit(other, 0), (Visit::New, 1)));
            }
        }
    }
}
