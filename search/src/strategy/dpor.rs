//! Dynamic partial-order reduction (`--por=dpor`): at each scheduling point
//! explore only a backtrack set computed from the dependencies the search
//! actually observes, with sleep sets kept on and made sound with state
//! matching.
//!
//! # The algorithm
//!
//! The scheduling points are the static reduction's (`wayfinder_reductions::por`),
//! and a transition's dependencies are its footprint
//! (`wayfinder_reductions::Footprint`): two transitions whose footprints do
//! not conflict commute and neither enables nor disables the other.
//!
//! - *Backtrack sets* in the style of Flanagan and Godefroid, "Dynamic
//!   partial-order reduction for model checking software" (POPL 2005): a
//!   new node starts with one awake thread (the first one, so the first
//!   path is the static search's). Each node keeps the set of path indices
//!   whose transitions happen before its own (program order, a thread's
//!   start, and conflicts, transitively). After a transition by thread
//!   `t`, for each earlier node `i` on the path whose transition conflicts
//!   with it (a race: `i` is by another thread and happens before neither
//!   `t`'s previous transition nor a later transition that also conflicts
//!   with this one), `t` is added to `i`'s backtrack set if `t` was enabled
//!   at `i`. Else one thread of their set E is enough: a thread enabled at
//!   `i` with a later transition that happens before `t`'s (the thread that
//!   started `t`, one whose transition `t` waited for); none is added when
//!   one of them is among `i`'s branches already, else the first awake one
//!   (`add_led`). Only when none of them is awake there is every awake
//!   thread of `i` added (asleep threads are covered by the sleep set).
//!   For a revisit's summary entry, E's threads are those of the path
//!   nodes known to happen before every transition of the entry and those
//!   of its `Before::after` (a transition below the revisited state,
//!   after `i`, happening before each of them); for a transition taken as
//!   conflicting with everything, also those of the later races (each
//!   conflicts with it). Flanagan and Godefroid add at the last such race
//!   only; adding at every maximal one is a superset (the last one is
//!   always among them), so it is at least as complete.
//!   They also look at the pending transitions of every thread at every
//!   state; here a thread's transition is examined when it runs, which on
//!   a path that goes on until every thread ended is every pending
//!   transition. A path that ends with threads still alive (a program
//!   exit, `Verify.ignoreIf`, a spurious abstract counterexample, a clock
//!   loop cut, or daemon threads left when the program ends) takes each
//!   such thread's pending transition as conflicting with everything.
//!   A deadlock ends the search with a violation; a path whose enabled
//!   threads are all asleep needs nothing (each asleep thread's transition
//!   was explored from an ancestor and commutes with everything since).
//! - A transition that resolves a value choice (`Choice::Value`: data
//!   nondeterminism, abstraction choices) continues the thread that
//!   reached the choice: value nodes are always fully expanded, and a
//!   conflict with a value transition adds backtrack points at the nearest
//!   thread node above it (where that thread's transition ended in the
//!   choice).
//! - *Timed waits* (`crate::time`). A transition that times a wait out
//!   counts as conflicting with everything (it moves the clock, and the
//!   footprints of the timed natives describe only the start of a wait).
//!   Until the tenth session every state with a thread in a timed wait was
//!   fully expanded; now such states get backtrack sets like others, by
//!   three rules (`Dpor::timed_pending`, `Dpor::ran_held_back`, the
//!   explorer's `timed_waiters` and `timed_full`):
//!   1. A timeout that may fire while other threads run (every one under
//!      `--timeouts any`; under `idle`, one whose deadline the clock has
//!      passed) is a pending transition that other threads can take away
//!      without it ever running: a notify, unpark, interrupt or the joined
//!      thread's end turns it into a wake-up, and another thread taking
//!      the monitor a timed `wait` re-acquires disables it. Examining a
//!      transition only when it runs would then miss its races (Flanagan
//!      and Godefroid examine every thread's pending transition at every
//!      state). So after each transition, every such pending timeout (of
//!      each other thread in a timed wait before it, still waiting or
//!      woken by it, and of each thread in one after it) is examined as a
//!      path's pending transitions are: as conflicting with everything,
//!      racing with the path nodes not ordered through a later one and
//!      not before its thread's last transition, and recorded in the
//!      node's summary as a global entry (so a revisit applies it). Since
//!      the pending timeout conflicts with the transition that just ran,
//!      its thread is added at that node (or, when it could not fire there,
//!      every awake thread): a superset of the examination at each state.
//!   2. A timeout held back under `--timeouts idle` (deadline not reached)
//!      fires only where no other thread can run. It is never enabled
//!      together with another thread's transition, except another held-back
//!      timeout at the same state: no race of it can be reversed (to run
//!      before a path node it would need that node's thread unable to run,
//!      while that node's transition ran from there). It still happens after
//!      every transition on the path (as a global one, which keeps every
//!      later race it orders ordered), but adds no backtrack points and no
//!      summary entry. For the same reason its pending form needs no
//!      examination: while it is held back, some other thread can run.
//!   3. A state whose choices are all held-back timeouts (several with the
//!      earliest deadline) is fully expanded: those race with each other.
//!      So is a state with a thread in a timed wait whose id is past the
//!      tracked ones (`DPOR_BITS`).
//!
//!   Effect: no check sample's DPOR state count changed, nor those of
//!   EverydayOrders and Pricing (`--timeouts idle`), a few transitions
//!   fewer (BENCHMARKS.md): full expansion was not what kept DPOR at
//!   static's count there.
//!
//! # State matching
//!
//! A revisited state's future is not explored again, so the dependencies
//! of the transitions below it would be missed (Yang, Chen, Gopalakrishnan
//! and Kirby, "Efficient stateful dynamic partial order reduction", SPIN
//! 2008). Each expanded state therefore keeps a *summary* of its explored
//! subtree: per thread, a sketch of the union of the footprints of every
//! transition (and pending transition of a path end) below it, including
//! the summaries of the states revisited there. A sketch hashes each
//! location into 256 read and 256 write bits (`Sketch`): it can only claim
//! more conflicts than the footprints have, never fewer (with 64, hash
//! collisions claimed races that are not there: OrderedPhilosophers 6 1
//! stored 61% more states). On a revisit the
//! summary is applied as if those transitions ran next: each thread's
//! sketch adds backtrack points at every node of the current path whose
//! transition conflicts with it and does not happen before that thread's
//! last transition on the path (below, more may happen before it, so this
//! is a superset of the races); a thread not yet started at the revisited
//! state has no transition on the path, so every conflict of its sketch
//! is taken as a race, at a node where it is not enabled (every awake
//! thread is added there).
//!
//! Two refinements keep summaries from claiming races that the subtree
//! orders (`Before`, `global_races`):
//!
//! - *Threads known to come before.* A summary entry also records the
//!   threads that have a transition in the node's subtree (its own
//!   transition included) happening before every transition merged in the
//!   entry. A path node whose transition happens before the last
//!   transition on the path of such a thread `t` happens before the
//!   entry's transitions too: before `t`'s, then `t`'s transition below
//!   by program order, then the entry's. Those nodes are no race. The
//!   relation below the node is the same whatever path reaches its state
//!   (the transitions and their footprints are the state's), which is
//!   what the summaries rest on already. The set is built as the entry is
//!   passed up: a transition records which of the path indices 0 to 63
//!   happen before it (`Before::above`; deeper ones are not followed), and
//!   passing an entry to the parent adds the parent's thread when the
//!   parent's transition is among them; an entry taken from a revisited
//!   state's summary gets the path indices known to happen before it in
//!   the same way. Merging intersects the sets, so each holds for every
//!   transition merged.
//! - *Global entries.* A thread's transitions with a global footprint
//!   (a thread's end while at most one other thread is alive, a path's
//!   pending transitions) are kept in an entry of their own. Each of them
//!   conflicts with every path node, so, as for a transition that just
//!   ran, only the races not ordered through a later one count: a node
//!   that happens before a later racing node happens before them (that
//!   node conflicts with each of them and comes first). Before, such an
//!   entry added backtrack points at every node not known to happen
//!   before its thread's last transition.
//!
//! A transition whose last race was at path index `i` need not be in the
//! summaries of the nodes at `i` and above: its race with anything before
//! them is found through that race, which lies below them whatever path
//! leads there (what happens before it below `i` depends only on the
//! transitions below). So summary entries carry the index they are needed
//! down to ("floor"), and a node passes to its parent only what the parent
//! needs. Entries taken from a revisited state's summary have floor 0.
//!
//! A summary is complete once its node has been backtracked from, unless
//! its subtree reached a state still on the path above it (a cycle): then
//! its future also contains that state's, so it records which state it
//! waits for (as Tarjan's algorithm keeps a low link); applying it applies
//! that state's summary too, once complete. A revisit of a state on the
//! path, or of one that waits for a state on the path, is treated
//! conservatively: every node from that state's to the top of the path is
//! fully expanded (the future of that state is explored below its first
//! occurrence, under the same path above it, where its conflicts with the
//! path above are found).
//!
//! A revisit with a smaller sleep set (the store's `Visit::Wake`) explores
//! the woken threads as the static search does, with every awake thread a
//! candidate for later backtrack points, and also applies the summary of
//! the earlier visits. So at each node this explores a subset of the
//! branches the static search explores (the woken threads, the first awake
//! thread, and threads added by conflicts), and no branch is dropped that
//! a conflict the search can observe asks for. The summary cannot tell
//! which woken threads could be left out: a woken thread slept through
//! the earlier visit's subtree until a conflicting transition woke it
//! (if none did, the subtree never ran it, and the runs from the state
//! that do were covered only by the earlier path's sleep set), so its
//! races with the state's own transitions were never examined.
//!
//! Summaries are kept by the state's number in the store (`Dfs::
//! number_states`), in a vector: one lookup in the store finds both the
//! state and its summary.
//!
//! # Cost
//!
//! A stored state's record is where its summary starts in one arena
//! (`Dpor::arena`, 4 bytes a state); the summaries lie back to back there,
//! written in the order states are backtracked from, each a header (its
//! length, the threads explored) and one 4-byte number a thread: the
//! distinct (thread, sketch) entries are kept once (`Dpor::entries`, few
//! and so in the cache), so a revisit reads two places that are not (the
//! record and the summary). A summary equal word for word to one stored
//! lately (header included) is not written again: the record points at
//! that one (`Dpor::shared`, a direct-mapped cache of 4,096 places found
//! by a hash of the words, tagged with the rest of the hash and compared
//! in full; nothing is ever rewritten in place, so sharing is safe). Most
//! are equal (SharedCounter 4 2: 2,123 written of 10,674; BoundedBuffer
//! 17,332 of 71,097), which takes the arena from about 28 bytes a state to
//! 5-15. Until the thirteenth session the cache was a map of every
//! distinct summary: fewer written (1,733 and 11,504), but its lookups
//! missed the processor's caches once it held tens of thousands of them
//! (OrderedPhilosophers 7 1: 3% of the search's time), and the map took
//! more memory than the summaries it saved. Only the rare records (which states a summary
//! waits for), the entries' numbers and where the states on the path are
//! (a map as small as the path) are hash maps. The race checks read a
//! compact vector by path index (`StepInfo`: thread, sketch, whether the
//! node can take another branch) and skip the happens-before indices a
//! word at a time. A transition's footprint is shared with the sleep set
//! (`Rc`), not copied, and a node's summary and happens-before vectors are
//! reused. The first word of each node's happens-before set is kept in
//! `StepInfo` too, so the sets of nodes at path indices below 64 are read
//! without visiting the nodes; every thread's last path index is kept up
//! to date as steps are pushed and truncated (`Dpor::lasts`; until the
//! thirteenth session each revisit found them in a pass over the path,
//! `lasts_of`), a revisit finds which nodes are open on paths up to 64
//! deep, so that each entry looks at those only, and merges the sorted
//! stored summary into the node's in one pass (`Summary::add_from`). A stored entry's `Before::after` is part of the
//! interned entry; `above` only lives on the path.

use std::rc::Rc;

use fxhash::FxHashMap;
use wayfinder_reductions::{footprint, Footprint};

use crate::dfs::{Model, Node};
use crate::explorer::Choice;
use crate::strategy::sleep_sets;

/// Threads with ids from this one up are not tracked one by one: a node
/// with such a thread is fully expanded.
pub const DPOR_BITS: u32 = 64;

/// A sketch's location bits, read and write each: `SKETCH_WORDS` words of
/// 64, a location's bit picked by the top `SKETCH_SHIFT` bits of its hash.
const SKETCH_WORDS: usize = 4;
const SKETCH_SHIFT: u32 = 8;
const _: () = assert!(1 << SKETCH_SHIFT == 64 * SKETCH_WORDS);

/// How many stored summaries a revisit follows (through the states they
/// wait for) before it gives up and expands the whole path.
const MAX_CHAIN: usize = 64;

/// The shared-summary cache has `1 << SHARED_BITS` places (`Dpor::shared`).
const SHARED_BITS: u32 = 12;

/// A footprint's over-approximation: each location key hashed to one of
/// 256 read and 256 write bits (a location's read and write land on the
/// same bit of each half, so every real conflict is seen), except thread-state locations
/// (`footprint::tagged`), which get 32 write and 32 read bits of their
/// own (8 for each of the four kinds, by id modulo 8: with 4 a kind, the
/// own-status writes of threads 0 and 4 already made sketches conflict
/// that do not, and the philosophers stored 2% more states).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sketch {
    reads: [u64; SKETCH_WORDS],
    writes: [u64; SKETCH_WORDS],
    /// Thread-state writes (low half) and reads (high half).
    status: u64,
    global: bool,
}

impl Sketch {
    /// Conflicts with everything.
    pub const GLOBAL: Sketch = Sketch {
        reads: [0; SKETCH_WORDS],
        writes: [0; SKETCH_WORDS],
        status: 0,
        global: true,
    };

    pub fn of(f: &Footprint) -> Sketch {
        if f.global {
            return Sketch::GLOBAL;
        }
        let mut s = Sketch::default();
        for &(k, written) in f.locations() {
            if let Some((kind, id)) = footprint::tagged(k) {
                let i = id % 8 + 8 * kind + if written { 0 } else { 32 };
                s.status |= 1u64 << i;
                continue;
            }
            let h = (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SKETCH_SHIFT)) as usize;
            let bit = 1u64 << (h & 63);
            if written {
                s.writes[h >> 6] |= bit;
            } else {
                s.reads[h >> 6] |= bit;
            }
        }
        s
    }

    /// Could the footprints sketched conflict? True whenever they do.
    pub fn conflicts(&self, other: &Sketch) -> bool {
        if self.global || other.global {
            return true;
        }
        // Without branches: the words are few, and most pairs looked at
        // do not conflict (every word is read then).
        let (sw, sr) = (self.status & 0xFFFF_FFFF, self.status >> 32);
        let (ow, or) = (other.status & 0xFFFF_FFFF, other.status >> 32);
        let mut any = sw & (ow | or) | sr & ow;
        for w in 0..SKETCH_WORDS {
            any |= self.writes[w] & (other.reads[w] | other.writes[w])
                | self.reads[w] & other.writes[w];
        }
        any != 0
    }

    pub fn merge(&mut self, other: &Sketch) {
        for w in 0..SKETCH_WORDS {
            self.reads[w] |= other.reads[w];
            self.writes[w] |= other.writes[w];
        }
        self.status |= other.status;
        self.global |= other.global;
    }
}

/// What ran below a state: per thread (sorted by id), a sketch of the
/// union of its transitions' footprints, the shallowest path index of a
/// node whose summary still needs them (see `Dpor::ran`), and what is
/// known to happen before all of them (`Before`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    threads: Vec<(u32, Sketch, u32, Before)>,
}

/// What happens before every transition of a summary entry, seen from the
/// node whose summary holds it: `after`, the threads (bit per id) with a
/// transition in that node's subtree (its own transition included) that
/// happens before each of them; `above`, the path indices from 0 to 63
/// (bit per index) whose transitions happen before each of them, which
/// the entry turns into `after` bits as it is passed up to the node at
/// such an index (`Summary::merge_at`). Merging intersects both, so a bit
/// is set only when it holds for every transition merged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Before {
    pub after: u64,
    pub above: u64,
}

impl Before {
    fn meet(&mut self, other: &Before) {
        self.after &= other.after;
        self.above &= other.above;
    }
}

impl Summary {
    /// Thread `t` ran a transition sketched as `s`, which the summaries of
    /// nodes from path index `floor` down need.
    pub fn add(&mut self, t: u32, s: &Sketch, floor: u32) {
        self.add_before(t, s, floor, Before::default());
    }

    /// As `add`, with what is known to happen before the transition.
    pub fn add_before(&mut self, t: u32, s: &Sketch, floor: u32, before: Before) {
        self.add_from(0, t, s, floor, before);
    }

    /// As `add_before` for an entry that sorts after every entry added
    /// before position `from` (entries added in order: a linear merge);
    /// returns the position of the entry.
    fn add_from(&mut self, from: usize, t: u32, s: &Sketch, floor: u32, before: Before) -> usize {
        // A thread's global transitions are kept apart from its others:
        // an entry of global ones conflicts for sure (`global_races`).
        let key = (t, s.global);
        let mut i = from;
        while i < self.threads.len() && (self.threads[i].0, self.threads[i].1.global) < key {
            i += 1;
        }
        match self.threads.get_mut(i) {
            Some(e) if (e.0, e.1.global) == key => {
                e.1.merge(s);
                e.2 = e.2.min(floor);
                e.3.meet(&before);
            }
            _ => self.threads.insert(i, (t, *s, floor, before)),
        }
        i
    }

    pub fn merge(&mut self, other: &Summary) {
        let mut at = 0;
        for (t, s, f, b) in &other.threads {
            at = self.add_from(at, *t, s, *f, *b);
        }
    }

    /// Merges the entries of `other`, the summary of the child of the node
    /// at path index `at` whose transition is by thread `by`, that this
    /// node needs: seen from here, `by` is among the threads before an
    /// entry when its transition is among the indices before them.
    fn merge_at(&mut self, other: &Summary, at: usize, by: u32) {
        let mut pos = 0;
        for (t, s, f, b) in &other.threads {
            if *f as usize <= at {
                let mut b = *b;
                if at < 64 && b.above & 1 << at != 0 && by < DPOR_BITS {
                    b.after |= bit(by);
                }
                pos = self.add_from(pos, *t, s, *f, b);
            }
        }
    }

    pub fn threads(&self) -> &[(u32, Sketch, u32, Before)] {
        &self.threads
    }

    fn clear(&mut self) {
        self.threads.clear();
    }
}

/// A stored summary's entry for one thread (its floor is not needed any
/// more: a revisit applies it whole). Each distinct entry is kept once
/// (`Dpor::entries`); summaries hold their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Entry {
    thread: u32,
    sketch: Sketch,
    /// The threads with a transition below the state that happens before
    /// every transition of this entry (`Before::after`).
    after: u64,
}

/// The strategy's data for a node on the path.
#[derive(Debug)]
pub struct DporNode {
    /// The threads enabled here (bit per id).
    enabled: u64,
    /// The enabled threads not asleep here: candidates for backtracking.
    awake: u64,
    /// The threads already among the node's branches.
    scheduled: u64,
    /// A node of value choices (all explored).
    value: bool,
    /// The footprint of the transition being explored from here (its
    /// thread and sketch are in `Dpor::steps`).
    step: Option<Rc<Footprint>>,
    /// What ran below this node so far.
    summary: Summary,
    /// The shallowest path index of a state on the path this node's subtree
    /// reached again (`usize::MAX`: none).
    low: usize,
    /// The state's number in the store.
    number: u32,
    /// The path indices of the transitions that happen before `step`
    /// (itself included), as a bit set.
    hb: Vec<u64>,
    /// The threads `step` started.
    started: u64,
}

impl Default for DporNode {
    fn default() -> DporNode {
        DporNode {
            enabled: 0,
            awake: 0,
            scheduled: 0,
            value: false,
            step: None,
            summary: Summary::default(),
            low: usize::MAX,
            number: 0,
            hb: Vec::new(),
            started: 0,
        }
    }
}

/// Node data that holds a `DporNode`.
pub trait HasDpor {
    fn dpor(&self) -> &DporNode;
    fn dpor_mut(&mut self) -> &mut DporNode;
}

fn bit(t: u32) -> u64 {
    1u64 << t
}

/// Is path index `i` in the bit set `hb`?
fn has(hb: &[u64], i: usize) -> bool {
    hb.get(i / 64).is_some_and(|w| w & 1 << (i % 64) != 0)
}

/// The happens-before set of the node at path index `l`: kept with its
/// step when `l < 64` (one word, no visit of the node).
fn hb_of<'a, M>(steps: &'a [StepInfo], path: &'a [Node<M>], l: usize) -> &'a [u64]
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    if l < 64 {
        std::slice::from_ref(&steps[l].hb0)
    } else {
        &path[l].data.dpor().hb
    }
}

/// What the race checks read of a node on the path, kept by path index
/// in one vector (`Dpor::steps`) so that scanning the path touches a few
/// cache lines instead of every node: the thread of the transition being
/// explored from it, its sketch, and the threads it started.
#[derive(Clone, Copy, Debug)]
struct StepInfo {
    sketch: Sketch,
    /// The first word of the node's happens-before set (`DporNode::hb`),
    /// all of it at path indices below 64 (`hb_of`).
    hb0: u64,
    thread: u32,
    started: u64,
    /// The node can still take a branch (a value node, or an awake thread
    /// not among its branches): kept up to date by `add`, the only change
    /// of a node's branches after it is made.
    open: bool,
    /// `Dpor::lasts` of the step's thread before the step (restored when
    /// the step is truncated).
    prev: u32,
}

/// Can `d` still take a branch from `add`?
fn open(d: &DporNode) -> bool {
    d.value || d.awake & !d.scheduled != 0
}

/// The index of the last step before `end` that was by `u` or started `u`.
fn last_of(steps: &[StepInfo], end: usize, u: u32) -> Option<usize> {
    steps[..end]
        .iter()
        .rposition(|st| st.thread == u || (u < DPOR_BITS && st.started & bit(u) != 0))
}

/// Where the branches added by conflicts came from, and how much the
/// revisits with a smaller sleep set explored (statistics, printed under
/// `WAYFINDER_DEBUG_DPOR`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Origins {
    /// Races of a transition that just ran (`Dpor::ran`).
    pub ran: u64,
    /// Races of revisited states' summaries.
    pub summaries: u64,
    /// Nodes expanded fully by a revisit of a state on the path.
    pub cycles: u64,
    /// Pending transitions: a path's end, pending timeouts.
    pub pending: u64,
    /// Revisits with a smaller sleep set, and the branches they explored.
    pub wake_revisits: u64,
    pub wake_branches: u64,
}

/// The search-wide part: the summaries of backtracked states and where
/// the states on the path are.
#[derive(Default)]
pub struct Dpor {
    /// By state number, where its summary (what ran below it, once
    /// backtracked from) starts in the arena; 0: none yet.
    stored: Vec<u32>,
    /// The stored summaries, back to back, each a header (its length and
    /// the threads explored from the state at some visit, two words) and
    /// the numbers of its entries in `entries`: one read of the arena
    /// finds both. Index 0 is unused.
    arena: Vec<u32>,
    /// Every distinct summary entry, by number: few, since a thread's
    /// sketches below different states are mostly the same, so a revisit
    /// reads them from the cache, and a summary takes 4 bytes a thread.
    entries: Vec<Entry>,
    /// The number of each entry in `entries`.
    entry_numbers: FxHashMap<Entry, u32>,
    /// Where a summary stored lately is in the arena (low half) with half
    /// of its hash (high half), by the other half of the hash of its
    /// words: a direct-mapped cache of `1 << SHARED_BITS` places (0:
    /// none), so that states with the same summary (most) share one place
    /// and the arena stays small. A cache, not a map of every distinct
    /// summary: a map's lookups missed the processor's caches once it
    /// held tens of thousands (OrderedPhilosophers 7 1: 3% of the search's
    /// time); a summary whose place was taken by another is written again.
    shared: Vec<u64>,
    /// How many summaries were written to the arena (statistics).
    written: u64,
    /// By thread id (twice: global entries apart), the entry last numbered
    /// for it (a thread's sketch below a state is mostly the same as below
    /// the last one stored).
    recent: Vec<Option<(Entry, u32)>>,
    /// States (numbers) on the path when a state (number) was backtracked
    /// from, that its subtree reached again: its future includes theirs.
    waits_for: FxHashMap<u32, Vec<u32>>,
    /// The path index of the first occurrence on the path of each state
    /// (number) on it.
    on_path: FxHashMap<u32, u32>,
    /// Cleared summaries of backtracked nodes, for reuse.
    spare_summaries: Vec<Summary>,
    /// By path index, the step explored from each node on the path (the
    /// nodes' `step`, without the footprints).
    steps: Vec<StepInfo>,
    /// Branches added by conflicts (for statistics).
    pub added: u64,
    /// Where they came from (`WAYFINDER_DEBUG_DPOR`).
    pub origins: Origins,
    /// Cleared happens-before sets of backtracked nodes, for reuse.
    spare_hb: Vec<Vec<u64>>,
    /// Scratch for the path indices known to happen before a summary
    /// entry (`known_before`).
    before: Vec<u64>,
    /// By thread id below `DPOR_BITS`, the index of the last step in
    /// `steps` by that thread or starting it (`u32::MAX`: none), kept up to
    /// date as steps are pushed and truncated (`StepInfo::prev`), so a
    /// revisit does not scan the path for them (`lasts_of` did, 0.9% of
    /// OrderedPhilosophers 6 1's search). Empty until the first step.
    lasts: Vec<u32>,
    /// Scratch for `lasts_of` when `lasts` does not describe the steps
    /// asked about (never on the explorer's paths; kept for safety).
    scratch_lasts: Vec<u32>,
    /// Scratch for `global_races`.
    scratch: Vec<u64>,
    /// Bit `i` for each step at path index `i` below 64 that was open
    /// (`StepInfo::open`) when it was pushed: a superset of the open ones
    /// (a node never opens again once closed), kept as steps are pushed
    /// and truncated, so a revisit does not collect them from the steps
    /// (`open_bits` did, once a revisit; its users check `open` again).
    open_low: u64,
    /// Scratch for `store_summary` (a stored summary merged with a new one).
    scratch_summary: Summary,
}

impl Dpor {
    /// Truncates `steps` to its first `j`, restoring `lasts` (recomputed
    /// when a truncated step started threads, which is rare).
    fn truncate_steps(&mut self, j: usize) {
        if self.lasts.is_empty() {
            self.lasts.resize(DPOR_BITS as usize, u32::MAX);
        }
        if j < 64 {
            self.open_low &= (1u64 << j) - 1;
        }
        let mut started = false;
        for st in self.steps.drain(j.min(self.steps.len())..).rev() {
            if st.thread < DPOR_BITS {
                self.lasts[st.thread as usize] = st.prev;
            }
            started |= st.started != 0;
        }
        if started {
            lasts_of(&self.steps, j, &mut self.lasts);
        }
    }

    /// The last indices by thread for `steps[..end]` (`lasts_of`): the
    /// ones kept up to date when `end` is the length of `steps` (always, on
    /// the explorer's paths), else computed; give them back with
    /// `put_lasts`.
    fn take_lasts(&mut self, end: usize) -> (Vec<u32>, bool) {
        if end == self.steps.len() && !self.lasts.is_empty() {
            (std::mem::take(&mut self.lasts), true)
        } else {
            let mut l = std::mem::take(&mut self.scratch_lasts);
            lasts_of(&self.steps, end, &mut l);
            (l, false)
        }
    }

    fn put_lasts(&mut self, (lasts, kept): (Vec<u32>, bool)) {
        if kept {
            self.lasts = lasts;
        } else {
            self.scratch_lasts = lasts;
        }
    }

    /// Where state `n`'s summary starts in the arena (0: none).
    fn header(&self, n: u32) -> usize {
        self.stored.get(n as usize).map_or(0, |&h| h as usize)
    }

    /// The summary (entry numbers) whose header is at `h`.
    fn summary_at(&self, h: usize) -> &[u32] {
        if h == 0 {
            return &[];
        }
        let len = self.arena[h] as usize;
        &self.arena[h + 3..h + 3 + len]
    }

    /// The threads explored from state `n` at some visit.
    fn explored(&self, n: u32) -> u64 {
        match self.header(n) {
            0 => 0,
            h => self.arena[h + 1] as u64 | (self.arena[h + 2] as u64) << 32,
        }
    }

    /// The number of the entry for `thread` with `sketch`.
    fn entry_number(&mut self, thread: u32, sketch: Sketch, after: u64) -> u32 {
        let e = Entry {
            thread,
            sketch,
            after,
        };
        let t = 2 * thread as usize + usize::from(sketch.global);
        if let Some(Some((last, n))) = self.recent.get(t) {
            if *last == e {
                return *n;
            }
        }
        let n = match self.entry_numbers.get(&e) {
            Some(&n) => n,
            None => {
                let n = self.entries.len() as u32;
                self.entries.push(e);
                self.entry_numbers.insert(e, n);
                n
            }
        };
        if t < 2 * DPOR_BITS as usize {
            if self.recent.len() <= t {
                self.recent.resize(t + 1, None);
            }
            self.recent[t] = Some((e, n));
        }
        n
    }

    /// Appends a header (`explored`) and the entries of `summary` to the
    /// arena, unless the same words are there already; returns where they
    /// start.
    fn append(&mut self, summary: &Summary, explored: u64) -> u32 {
        if self.arena.is_empty() {
            self.arena.push(0);
        }
        let h = self.arena.len();
        let len = summary.threads().len() as u32;
        self.arena
            .extend_from_slice(&[len, explored as u32, (explored >> 32) as u32]);
        for &(thread, sketch, _, before) in summary.threads() {
            let n = self.entry_number(thread, sketch, before.after);
            self.arena.push(n);
        }
        // A summary the same as one stored lately shares its place.
        let key = fxhash::hash64(&self.arena[h..]);
        if self.shared.is_empty() {
            self.shared.resize(1 << SHARED_BITS, 0);
        }
        let slot = (key >> (64 - SHARED_BITS)) as usize;
        // The low half of the hash tags the place: a summary whose tag
        // differs is not read (a read of the arena far back, most often a
        // cache miss).
        let tag = key & 0xFFFF_FFFF;
        let place = self.shared[slot];
        let at = (place & 0xFFFF_FFFF) as usize;
        // A place in the shared cache holds a whole summary (header and
        // entries) that ends before `h`.
        if at != 0
            && place >> 32 == tag
            && self.arena[at] == len
            && self.arena[at..at + 3 + len as usize] == self.arena[h..]
        {
            self.arena.truncate(h);
            return at as u32;
        }
        self.shared[slot] = tag << 32 | h as u64;
        self.written += 1;
        h as u32
    }

    /// Merges `summary` into state `n`'s stored one and the threads in
    /// `explored` into those explored from it: appended to the arena (a
    /// state stored before is rewritten at the end; its old place is left
    /// as it is, for the states that share it).
    fn store_summary(&mut self, n: u32, summary: &Summary, explored: u64) {
        let old = self.header(n);
        let explored = explored | self.explored(n);
        let h = if self.summary_at(old).is_empty() {
            self.append(summary, explored)
        } else {
            let mut merged = std::mem::take(&mut self.scratch_summary);
            merged.clear();
            for &e in self.summary_at(old) {
                let e = self.entries[e as usize];
                let before = Before {
                    after: e.after,
                    above: 0,
                };
                merged.add_before(e.thread, &e.sketch, 0, before);
            }
            merged.merge(summary);
            let h = self.append(&merged, explored);
            self.scratch_summary = merged;
            h
        };
        let i = n as usize;
        if self.stored.len() <= i {
            self.stored.resize(i + 1, 0);
        }
        self.stored[i] = h;
    }

    /// The branches to explore first from a state (number `number`, at
    /// path index `index`) with `choices` and `sleep` asleep (a revisit
    /// when `wake` is set, see `sleep_sets::awake`), and its node. `full`:
    /// explore every awake thread.
    pub fn node(
        &mut self,
        number: u32,
        index: usize,
        choices: Vec<Choice>,
        sleep: &[(u32, Rc<Footprint>)],
        wake: Option<u32>,
        full: bool,
    ) -> (Vec<Choice>, DporNode) {
        let (explore, mut node) = self.new_node(number, choices, sleep, wake, full);
        if wake.is_some() {
            self.origins.wake_revisits += 1;
            self.origins.wake_branches += explore.len() as u64;
            // Threads explored at an earlier visit need not be again: the
            // summary of what they led to is applied (`revisited`).
            node.scheduled |= self.explored(number);
        }
        if !explore.is_empty() {
            self.on_path.entry(number).or_insert(index as u32);
            if let Some(s) = self.spare_summaries.pop() {
                node.summary = s;
            }
        }
        (explore, node)
    }

    fn new_node(
        &mut self,
        number: u32,
        choices: Vec<Choice>,
        sleep: &[(u32, Rc<Footprint>)],
        wake: Option<u32>,
        full: bool,
    ) -> (Vec<Choice>, DporNode) {
        let mut node = DporNode {
            number,
            ..DporNode::default()
        };
        let mut wide = false;
        for c in &choices {
            match *c {
                Choice::Value { .. } => node.value = true,
                Choice::Thread(t) if t >= DPOR_BITS => wide = true,
                Choice::Thread(t) => {
                    node.enabled |= bit(t);
                    if !sleep.iter().any(|(u, _)| *u == t) {
                        node.awake |= bit(t);
                    }
                }
            }
        }
        if !(node.value || wide || full || wake.is_some()) {
            // The first awake thread only, in the choices' own vector.
            let mut choices = choices;
            let first = choices.iter().position(
                |c| matches!(*c, Choice::Thread(t) if !sleep.iter().any(|(u, _)| *u == t)),
            );
            match first {
                Some(p) => {
                    let c = choices[p];
                    choices.clear();
                    choices.push(c);
                    if let Choice::Thread(t) = c {
                        node.scheduled |= bit(t);
                    }
                }
                None => choices.clear(),
            }
            return (choices, node);
        }
        let stat = sleep_sets::awake(choices, sleep, wake);
        if node.value || wide || full {
            // Nothing left to add.
            node.awake = 0;
        }
        for c in &stat {
            if let Choice::Thread(t) = *c {
                if t < DPOR_BITS {
                    node.scheduled |= bit(t);
                }
            }
        }
        (stat, node)
    }

    /// Adds thread `u`'s branch (or, when `u` is not enabled there, every
    /// awake thread's) to node `i` of `path`, or to the nearest thread node
    /// above it when `i` is a value node.
    fn add<M>(&mut self, path: &mut [Node<M>], i: usize, u: Option<u32>)
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        self.added += add(path, &mut self.steps, i, u);
    }

    /// Thread `u`'s transition with footprint `f` just ran from the last
    /// node of `path` (after the sleep sets and before anything else saw
    /// it), starting the threads in `started` (bit per id): adds backtrack
    /// points for its conflicts with transitions on the path that do not
    /// happen before it otherwise (Flanagan and Godefroid's races), and
    /// records it with what happens before it.
    pub fn ran<M>(&mut self, path: &mut [Node<M>], u: u32, f: &Rc<Footprint>, started: u64)
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        self.ran_step(path, u, f, started, true);
    }

    /// As `ran`, for a timeout that fired only because no other thread
    /// could run (`--timeouts idle`, its deadline not reached; see the
    /// module doc, timed waits): it happens after every transition on the
    /// path, as a global transition does, but none of its races can be
    /// reversed, so it adds no backtrack points and no summary entry.
    pub fn ran_held_back<M>(
        &mut self,
        path: &mut [Node<M>],
        u: u32,
        f: &Rc<Footprint>,
        started: u64,
    ) where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        self.ran_step(path, u, f, started, false);
    }

    fn ran_step<M>(
        &mut self,
        path: &mut [Node<M>],
        u: u32,
        f: &Rc<Footprint>,
        started: u64,
        reversible: bool,
    ) where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        let j = path.len() - 1;
        let s = Sketch::of(f);
        // What happens before this transition: the thread's own past (or
        // its start), then every conflicting transition's past.
        let mut hb = std::mem::take(&mut path[j].data.dpor_mut().hb);
        hb.clear();
        if hb.capacity() == 0 {
            hb = self.spare_hb.pop().unwrap_or_default();
        }
        self.truncate_steps(j);
        let last = if u < DPOR_BITS {
            Some(self.lasts[u as usize])
                .filter(|&l| l != u32::MAX)
                .map(|l| l as usize)
        } else {
            last_of(&self.steps, j, u)
        };
        if let Some(l) = last {
            hb.extend_from_slice(hb_of(&self.steps, path, l));
        }
        hb.resize(j / 64 + 1, 0);
        hb[j / 64] |= 1 << (j % 64);
        // The last race: the summaries of nodes above it need not hold
        // this transition, its race with the path above them is that one's.
        let mut floor = 0;
        // Downwards over the indices not in `hb` (which grows below the
        // index being looked at), a word of `hb` at a time.
        let mut i = j;
        while i > 0 {
            let w = (i - 1) / 64;
            let below = u64::MAX >> (63 - (i - 1) % 64);
            let candidates = !hb[w] & below;
            if candidates == 0 {
                i = w * 64;
                continue;
            }
            i = w * 64 + 63 - candidates.leading_zeros() as usize;
            let st = &self.steps[i];
            if st.thread == u || !st.sketch.conflicts(&s) {
                continue;
            }
            let d = path[i].data.dpor();
            let Some(pf) = &d.step else {
                continue;
            };
            if !pf.conflicts(f) {
                continue;
            }
            for (w, x) in hb.iter_mut().zip(d.hb.iter()) {
                *w |= x;
            }
            if !reversible {
                continue;
            }
            if floor == 0 {
                floor = i as u32 + 1;
            }
            // Not enabled there: the threads of the later nodes that
            // happen before this transition lead to it.
            let lead = if enabled_at(path, i, u) {
                0
            } else {
                threads_after(&self.steps, &hb, i, j)
            };
            let added = add_led(path, &mut self.steps, i, Some(u), lead);
            self.added += added;
            self.origins.ran += added;
        }
        let is_open = open(path[j].data.dpor());
        if j < 64 && is_open {
            self.open_low |= 1 << j;
        }
        self.steps.push(StepInfo {
            sketch: s,
            hb0: hb[0],
            thread: u,
            started,
            open: is_open,
            prev: if u < DPOR_BITS {
                self.lasts[u as usize]
            } else {
                u32::MAX
            },
        });
        if u < DPOR_BITS {
            self.lasts[u as usize] = j as u32;
        }
        let mut st = started;
        while st != 0 {
            self.lasts[st.trailing_zeros() as usize] = j as u32;
            st &= st - 1;
        }
        let before = Before {
            after: 0,
            above: hb[0],
        };
        let d = path[j].data.dpor_mut();
        if reversible {
            d.summary.add_before(u, &s, floor, before);
        }
        d.step = Some(Rc::clone(f));
        d.hb = hb;
        d.started = started;
    }

    /// The last node's transition just ran (after `ran`) and left the
    /// threads in `waiting` with a pending timeout, or woke them from one
    /// (see the module doc, timed waits): each pending timeout is examined
    /// here as a transition conflicting with everything, against the path
    /// so far, as `path_ended` does for a path's pending transitions.
    pub fn timed_pending<M>(&mut self, path: &mut [Node<M>], waiting: &[u32])
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        self.path_ended(path, waiting, None);
    }

    /// The path ended after the last node's transition with the threads
    /// `alive` still alive, their pending transitions never run: each
    /// counts as conflicting with everything. `number`: the state the path
    /// ended in, when it is stored (its summary records them too).
    pub fn path_ended<M>(&mut self, path: &mut [Node<M>], alive: &[u32], number: Option<u32>)
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        let j = path.len();
        let added = self.added;
        let mut before = std::mem::take(&mut self.before);
        let lasts = self.take_lasts(j);
        for &u in alive {
            known_before(&self.steps, &lasts.0, path, j, u, 0, &mut before);
            let floor = global_races(
                &mut self.added,
                &mut self.steps,
                path,
                j,
                u,
                0,
                &before,
                &mut self.scratch,
            );
            path[j - 1]
                .data
                .dpor_mut()
                .summary
                .add(u, &Sketch::GLOBAL, floor);
            if let Some(n) = number {
                let mut s = Summary::default();
                s.add(u, &Sketch::GLOBAL, 0);
                self.store_summary(n, &s, 0);
            }
        }
        self.before = before;
        self.put_lasts(lasts);
        self.origins.pending += self.added - added;
    }

    /// The last node's transition reached the state `number`, stored before:
    /// applies its summary (and those of the states it waits for) as if
    /// those transitions ran next; a state on the path fully expands every
    /// node from it to the top.
    pub fn revisited<M>(&mut self, path: &mut [Node<M>], number: u32)
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        let j = path.len() - 1;
        let added = self.added;
        let mut before = std::mem::take(&mut self.before);
        let lasts = self.take_lasts(j + 1);
        let open = (j < 64).then(|| {
            if self.steps.len() == j + 1 {
                // All of `steps` is the path's: `open_low` describes it.
                self.open_low
            } else {
                open_bits(&self.steps, j + 1)
            }
        });
        let mut cycle: Option<usize> = None;
        let mut seen: Vec<u32> = Vec::new();
        let mut queue: Vec<u32> = Vec::new();
        // `seen` and `queue` stay empty (unallocated) in the common case:
        // a state that waits for nothing.
        let mut next = Some(number);
        while let Some(x) = next.take().or_else(|| queue.pop()) {
            if x != number || !seen.is_empty() {
                if seen.contains(&x) {
                    continue;
                }
                if seen.len() >= MAX_CHAIN {
                    cycle = Some(0);
                    break;
                }
                seen.push(x);
            }
            if let Some(&m) = self.on_path.get(&x) {
                let m = m as usize;
                cycle = Some(cycle.map_or(m, |c| c.min(m)));
            }
            let h = self.header(x);
            let summary: &[u32] = if h == 0 {
                &[]
            } else {
                &self.arena[h + 3..h + 3 + self.arena[h] as usize]
            };
            // The stored summary is sorted as node summaries are.
            let mut pos = 0;
            for e in summary.iter().map(|&n| &self.entries[n as usize]) {
                // A thread not started yet at the revisited state was
                // started below: nothing of it is on the path, so each
                // conflict is a race (unless it happens before a thread
                // in `after`), and it is not enabled at the racing node
                // (every awake thread is added there).
                known_before(
                    &self.steps,
                    &lasts.0,
                    path,
                    j + 1,
                    e.thread,
                    e.after,
                    &mut before,
                );
                conflicts_with_path(
                    &mut self.added,
                    &mut self.steps,
                    path,
                    j + 1,
                    e.thread,
                    e.after,
                    &e.sketch,
                    &before,
                    open,
                    &mut self.scratch,
                );
                // Their races with the path were not checked against
                // anything below: every node above needs them, with what
                // is known to happen before them: `before`, which holds
                // the last node's own transition when it is there.
                let mut after = e.after;
                let by = self.steps[j].thread;
                if has(&before, j) && by < DPOR_BITS {
                    after |= bit(by);
                }
                let b = Before {
                    after,
                    above: before[0],
                };
                pos = path[j]
                    .data
                    .dpor_mut()
                    .summary
                    .add_from(pos, e.thread, &e.sketch, 0, b);
            }
            if let Some(w) = self.waits_for.get(&x) {
                if seen.is_empty() {
                    seen.push(number);
                }
                queue.extend(w.iter().copied());
            }
        }
        self.before = before;
        self.put_lasts(lasts);
        self.origins.summaries += self.added - added;
        if let Some(m) = cycle {
            let added = self.added;
            for i in m..=j {
                self.add(path, i, None);
            }
            self.origins.cycles += self.added - added;
            let d = path[j].data.dpor_mut();
            d.low = d.low.min(m);
        }
    }

    /// `node` (which was at index `path.len()`) was backtracked from: its
    /// summary is stored and passed to its parent.
    pub fn backtracked<M>(&mut self, mut node: DporNode, path: &mut [Node<M>])
    where
        M: Model<Choice = Choice> + ?Sized,
        M::NodeData: HasDpor,
    {
        let k = path.len();
        if let Some(parent) = path.last_mut() {
            let p = parent.data.dpor_mut();
            let by = self.steps.get(k - 1).map_or(DPOR_BITS, |st| st.thread);
            p.summary.merge_at(&node.summary, k - 1, by);
            p.low = p.low.min(node.low);
        }
        let waits = (node.low < k).then(|| path[node.low].data.dpor().number);
        let mut hb = std::mem::take(&mut node.hb);
        hb.clear();
        self.spare_hb.push(hb);
        self.store_summary(node.number, &node.summary, node.scheduled);
        node.summary.clear();
        self.spare_summaries.push(node.summary);
        if let Some(w) = waits {
            let ws = self.waits_for.entry(node.number).or_default();
            if !ws.contains(&w) {
                ws.push(w);
            }
        }
        if self.on_path.get(&node.number) == Some(&(k as u32)) {
            self.on_path.remove(&node.number);
        }
    }

    /// How many summaries are stored and how many distinct ones.
    pub fn sharing(&self) -> String {
        let stored = self.stored.iter().filter(|&&h| h != 0).count();
        format!(
            "{stored} summaries stored, {} written, arena {} words, {} entries",
            self.written,
            self.arena.len(),
            self.entries.len()
        )
    }

    /// Bytes the summaries take (records and summaries).
    pub fn bytes(&self) -> usize {
        self.stored.capacity() * 4
            + self.arena.capacity() * 4
            + self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.entry_numbers.capacity() * (std::mem::size_of::<(Entry, u32)>() + 1)
            + self.shared.capacity() * 8
            + self.waits_for.capacity() * (std::mem::size_of::<(u32, Vec<u32>)>() + 1)
            + self
                .waits_for
                .values()
                .map(|w| w.capacity() * 4)
                .sum::<usize>()
    }
}

/// Adds thread `u`'s branch (or, when `u` is not enabled there, every
/// awake thread's) to node `i` of `path`, or to the nearest thread node
/// above it when `i` is a value node; returns how many branches it added.
/// Keeps that node's `StepInfo::open` in `steps` up to date.
fn add<M>(path: &mut [Node<M>], steps: &mut [StepInfo], i: usize, u: Option<u32>) -> u64
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    add_led(path, steps, i, u, 0)
}

/// As `add`, with `lead` (bit per id) the threads known to have a
/// transition after node `i` that happens before `u`'s racing one: when
/// `u` is not enabled at the node, one of them enabled there is enough
/// (Flanagan and Godefroid's set E): none is added when one is among the
/// node's branches already, else the first awake one; every awake thread
/// only when none of them is awake there.
fn add_led<M>(
    path: &mut [Node<M>],
    steps: &mut [StepInfo],
    i: usize,
    u: Option<u32>,
    lead: u64,
) -> u64
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    let mut i = i;
    while path[i].data.dpor().value {
        if i == 0 {
            return 0;
        }
        i -= 1;
    }
    let node = &mut path[i];
    let d = node.data.dpor_mut();
    let want = match u {
        Some(u) if u < DPOR_BITS && d.enabled & bit(u) != 0 => d.awake & bit(u),
        _ => {
            let led = lead & d.enabled;
            if led & d.scheduled != 0 {
                0
            } else if led & d.awake != 0 {
                let a = led & d.awake;
                a & a.wrapping_neg()
            } else {
                d.awake
            }
        }
    };
    let mut new = want & !d.scheduled;
    let n = new.count_ones() as u64;
    d.scheduled |= new;
    if let Some(st) = steps.get_mut(i) {
        st.open = open(d);
    }
    while new != 0 {
        let t = new.trailing_zeros();
        new &= new - 1;
        node.choices.push(Choice::Thread(t));
    }
    n
}

/// The threads (bit per id) of the path nodes after `i` and before `end`
/// whose indices are in the bit set `hb`.
fn threads_after(steps: &[StepInfo], hb: &[u64], i: usize, end: usize) -> u64 {
    let mut m = 0u64;
    for (k, st) in steps.iter().enumerate().take(end).skip(i + 1) {
        if has(hb, k) && st.thread < DPOR_BITS {
            m |= bit(st.thread);
        }
    }
    m
}

/// The threads that lead to a race of node `i` with a transition by `u`
/// (`add_led`) when `u` is not enabled at the node (0 otherwise): those in
/// `after`, which have a transition below the path happening before it,
/// and those of the later path nodes in `hb`, known to happen before it.
fn led_by<M>(
    steps: &[StepInfo],
    path: &[Node<M>],
    i: usize,
    end: usize,
    u: u32,
    after: u64,
    hb: &[u64],
) -> u64
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    if enabled_at(path, i, u) {
        0
    } else {
        after | threads_after(steps, hb, i, end)
    }
}

/// Is thread `u` enabled at the thread node at or above path index `i`
/// (the node `add` adds to)?
fn enabled_at<M>(path: &[Node<M>], i: usize, u: u32) -> bool
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    let mut i = i;
    while path[i].data.dpor().value && i > 0 {
        i -= 1;
    }
    u < DPOR_BITS && path[i].data.dpor().enabled & bit(u) != 0
}

/// Leaves in `before` the path indices (before `end`) known to happen
/// before a transition by `u` that comes after the transitions of
/// `path[..end]`, after nothing else by `u` and after a later transition
/// of each thread in `after` (bit per id): those that happen before the
/// last transition on the path of `u` or of a thread in `after` (each
/// happens before it by program order, or the start of its thread).
fn known_before<M>(
    steps: &[StepInfo],
    lasts: &[u32],
    path: &[Node<M>],
    end: usize,
    u: u32,
    after: u64,
    before: &mut Vec<u64>,
) where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    before.clear();
    if end <= 64 && u < DPOR_BITS {
        // One word: the steps' own (`hb_of`).
        let mut w = 0u64;
        let mut threads = after | bit(u);
        while threads != 0 {
            let t = threads.trailing_zeros();
            threads &= threads - 1;
            if let Some(&l) = lasts.get(t as usize).filter(|&&l| l != u32::MAX) {
                w |= steps[l as usize].hb0;
            }
        }
        before.push(w);
        return;
    }
    before.resize(end / 64 + 1, 0);
    let mut union = |l: usize| {
        for (w, x) in before.iter_mut().zip(hb_of(steps, path, l)) {
            *w |= x;
        }
    };
    let mut threads = after;
    if u < DPOR_BITS {
        threads |= bit(u);
    } else if let Some(l) = last_of(steps, end, u) {
        union(l);
    }
    while threads != 0 {
        let t = threads.trailing_zeros();
        threads &= threads - 1;
        match lasts[t as usize] {
            u32::MAX => {}
            l => union(l as usize),
        }
    }
}

/// The path indices below 64 and `end` whose nodes are open, as bits
/// (all of them when `end` is at most 64).
fn open_bits(steps: &[StepInfo], end: usize) -> u64 {
    let mut open = 0u64;
    for (i, st) in steps[..end.min(64)].iter().enumerate() {
        open |= u64::from(st.open) << i;
    }
    open
}

/// Fills `lasts` with, by thread id below `DPOR_BITS`, `last_of(steps,
/// end, id)` (`u32::MAX`: none), in one pass.
fn lasts_of(steps: &[StepInfo], end: usize, lasts: &mut Vec<u32>) {
    lasts.clear();
    lasts.resize(DPOR_BITS as usize, u32::MAX);
    for (i, st) in steps[..end].iter().enumerate() {
        if st.thread < DPOR_BITS {
            lasts[st.thread as usize] = i as u32;
        }
        let mut started = st.started;
        while started != 0 {
            lasts[started.trailing_zeros() as usize] = i as u32;
            started &= started - 1;
        }
    }
}

/// Backtrack points for a transition (or several) by `u` sketched as
/// `s` that comes after the transitions of `path[..end]` and after the
/// path indices in `before` (`known_before`): at every node whose
/// transition conflicts with it and is not in `before`. `open`: when
/// `end` is at most 64, a superset of the open nodes (`lasts_of`), to
/// look at those only. Returns 0 (see `global_races`, which `scratch` is
/// for).
#[allow(clippy::too_many_arguments)]
fn conflicts_with_path<M>(
    added: &mut u64,
    steps: &mut [StepInfo],
    path: &mut [Node<M>],
    end: usize,
    u: u32,
    after: u64,
    s: &Sketch,
    before: &[u64],
    open: Option<u64>,
    scratch: &mut Vec<u64>,
) -> u32
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    if s.global {
        return global_races(added, steps, path, end, u, after, before, scratch);
    }
    if let Some(open) = open {
        // The nodes open when the revisit began (nodes only close since:
        // `open` is checked again) not known to come before, in order.
        let mut candidates = open & !before.first().copied().unwrap_or(0);
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let st = &steps[i];
            if !st.open || st.thread == u || !st.sketch.conflicts(s) {
                continue;
            }
            let lead = led_by(steps, path, i, end, u, after, before);
            *added += add_led(path, steps, i, Some(u), lead);
        }
        return 0;
    }
    for i in 0..end {
        let st = &steps[i];
        // Not open: every candidate is already a branch.
        if !st.open || st.thread == u || !st.sketch.conflicts(s) {
            continue;
        }
        if has(before, i) {
            continue;
        }
        let lead = led_by(steps, path, i, end, u, after, before);
        *added += add_led(path, steps, i, Some(u), lead);
    }
    0
}

/// As `conflicts_with_path` for transitions that each conflict with
/// everything: as in `Dpor::ran`, only the races not ordered through a
/// later one count (a node that happens before a later node of the path
/// not in `before` happens before them too, since that node conflicts
/// with each of them). Returns one more than the last race's index (0:
/// none). `hb` is scratch.
#[allow(clippy::too_many_arguments)]
fn global_races<M>(
    added: &mut u64,
    steps: &mut [StepInfo],
    path: &mut [Node<M>],
    end: usize,
    u: u32,
    after: u64,
    before: &[u64],
    hb: &mut Vec<u64>,
) -> u32
where
    M: Model<Choice = Choice> + ?Sized,
    M::NodeData: HasDpor,
{
    hb.clear();
    hb.extend_from_slice(before);
    hb.resize(end / 64 + 1, 0);
    let mut floor = 0;
    let mut i = end;
    while i > 0 {
        let w = (i - 1) / 64;
        let below = u64::MAX >> (63 - (i - 1) % 64);
        let candidates = !hb[w] & below;
        if candidates == 0 {
            i = w * 64;
            continue;
        }
        i = w * 64 + 63 - candidates.leading_zeros() as usize;
        if steps[i].thread == u {
            continue;
        }
        for (w, x) in hb.iter_mut().zip(hb_of(steps, path, i)) {
            *w |= x;
        }
        if floor == 0 {
            floor = i as u32 + 1;
        }
        if steps[i].open {
            let lead = led_by(steps, path, i, end, u, after, hb);
            *added += add_led(path, steps, i, Some(u), lead);
        }
    }
    floor
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dfs::Arrival;

    /// A model with nothing but nodes, to drive the strategy by hand.
    struct Bare;
    #[derive(Default)]
    struct Data(DporNode);
    impl HasDpor for Data {
        fn dpor(&self) -> &DporNode {
            &self.0
        }
        fn dpor_mut(&mut self) -> &mut DporNode {
            &mut self.0
        }
    }
    impl Model for Bare {
        type State = ();
        type Choice = Choice;
        type NodeData = Data;
        type Arrived = ();
        type Stop = ();
        fn save(&mut self) {}
        fn restore(&mut self, _: &()) {}
        fn transition(
            &mut self,
            _: &mut [Node<Self>],
            _: Choice,
        ) -> Result<Option<Arrival<()>>, ()> {
            Ok(None)
        }
        #[allow(clippy::type_complexity)]
        fn expand(
            &mut self,
            _: &mut [Node<Self>],
            _: Choice,
            _: (),
            _: Option<u32>,
            _: u32,
        ) -> Result<Option<(Vec<Choice>, Data)>, ()> {
            Ok(None)
        }
    }

    fn fp(entries: &[(u64, bool)]) -> Rc<Footprint> {
        let mut f = Footprint::default();
        for &(k, w) in entries {
            f.add(k, w);
        }
        f.seal();
        Rc::new(f)
    }

    fn push(d: &mut Dpor, path: &mut Vec<Node<Bare>>, fpr: u32, threads: &[u32]) {
        let choices: Vec<Choice> = threads.iter().map(|t| Choice::Thread(*t)).collect();
        let (first, node) = d.node(fpr, path.len(), choices, &[], None, false);
        path.push(Node {
            state: (),
            choices: first,
            next: 1,
            step: None,
            data: Data(node),
        });
    }

    #[test]
    fn sketches_never_miss_a_conflict() {
        let a = fp(&[(1, false), (5, true)]);
        let b = fp(&[(5, false)]);
        let c = fp(&[(1, false), (7, false)]);
        assert!(Sketch::of(&a).conflicts(&Sketch::of(&b)));
        assert!(Sketch::of(&b).conflicts(&Sketch::of(&a)));
        assert!(!Sketch::of(&b).conflicts(&Sketch::of(&c)));
        assert!(Sketch::GLOBAL.conflicts(&Sketch::default()));
        for k in 0..2000u64 {
            let w = fp(&[(k.wrapping_mul(0x1234_5678_9ABC_DEF1), true)]);
            let r = fp(&[(k.wrapping_mul(0x1234_5678_9ABC_DEF1), false)]);
            assert!(Sketch::of(&w).conflicts(&Sketch::of(&r)));
        }
        // Threads' statuses have bits of their own: a write conflicts with
        // a read or write of the same thread's status only.
        use footprint::{tagged_key, Tagged};
        let sw = |t, w| Sketch::of(&fp(&[(tagged_key(Tagged::OtherStatus, t), w)]));
        assert!(sw(3, true).conflicts(&sw(3, false)));
        assert!(sw(3, false).conflicts(&sw(3, true)));
        assert!(sw(3, true).conflicts(&sw(3, true)));
        assert!(!sw(3, false).conflicts(&sw(3, false)));
        assert!(!sw(3, true).conflicts(&sw(4, true)));
        assert!(!sw(3, true).conflicts(&Sketch::of(&a)));
        let own = Sketch::of(&fp(&[(tagged_key(Tagged::OwnStatus, 3), true)]));
        assert!(!own.conflicts(&sw(3, true)));
        let get_state = Sketch::of(&fp(&[
            (tagged_key(Tagged::OwnStatus, 3), false),
            (tagged_key(Tagged::OtherStatus, 3), false),
        ]));
        assert!(own.conflicts(&get_state) && sw(3, true).conflicts(&get_state));
    }

    #[test]
    fn summaries_merge_per_thread() {
        let mut s = Summary::default();
        s.add(2, &Sketch::of(&fp(&[(3, true)])), 0);
        s.add(0, &Sketch::of(&fp(&[(4, false)])), 0);
        s.add(2, &Sketch::of(&fp(&[(9, false)])), 0);
        assert_eq!(s.threads().len(), 2);
        assert_eq!(s.threads()[0].0, 0);
        let mut t = Summary::default();
        t.add(1, &Sketch::GLOBAL, 0);
        t.merge(&s);
        assert_eq!(t.threads().len(), 3);
        assert!(t.threads()[1].1.conflicts(&Sketch::default()));
        // The merged sketch of thread 2 covers both its transitions.
        let two = t.threads()[2].1;
        assert!(two.conflicts(&Sketch::of(&fp(&[(3, false)]))));
        assert!(two.conflicts(&Sketch::of(&fp(&[(9, true)]))));
    }

    #[test]
    fn a_conflict_adds_the_thread_where_it_was_enabled() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1, 2]);
        assert_eq!(path[0].choices, vec![Choice::Thread(0)]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        push(&mut d, &mut path, 2, &[1, 2]);
        // Thread 2 touches something else: nothing to add.
        d.ran(&mut path, 1, &fp(&[(11, true)]), 0);
        push(&mut d, &mut path, 3, &[1, 2]);
        d.ran(&mut path, 2, &fp(&[(10, false)]), 0);
        assert_eq!(
            path[0].choices,
            vec![Choice::Thread(0), Choice::Thread(2)],
            "thread 2's read races with thread 0's write"
        );
        assert_eq!(path[1].choices.len(), 1);
        // A thread not enabled at the racing node adds every awake thread.
        let mut path2: Vec<Node<Bare>> = Vec::new();
        let mut d2 = Dpor::default();
        push(&mut d2, &mut path2, 1, &[0, 1]);
        d2.ran(&mut path2, 0, &Rc::new(Footprint::global()), 0);
        push(&mut d2, &mut path2, 2, &[1, 3]);
        d2.ran(&mut path2, 3, &fp(&[(1, false)]), 0);
        assert_eq!(path2[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
    }

    #[test]
    fn revisits_apply_summaries_and_cycles_expand_fully() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        push(&mut d, &mut path, 2, &[1]);
        d.ran(&mut path, 1, &fp(&[(20, true)]), 0);
        // State 2 is backtracked from: its summary holds thread 1's write
        // of 20.
        let n = path.pop().unwrap();
        d.backtracked(n.data.0, &mut path);
        assert_eq!(path[0].choices.len(), 1);
        // Another path: thread 1 reads 20 then reaches state 2 again.
        let mut other: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut other, 7, &[0, 1]);
        d.ran(&mut other, 0, &fp(&[(30, false)]), 0);
        d.revisited(&mut other, 2);
        // Thread 0's read of 30 does not conflict with the summary.
        assert_eq!(other[0].choices.len(), 1);
        // The summary includes thread 1's write: a path whose transition
        // reads 20 by thread 0 gets thread 1 added.
        let mut third: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut third, 8, &[0, 1]);
        d.ran(&mut third, 0, &fp(&[(20, false)]), 0);
        d.revisited(&mut third, 2);
        assert_eq!(third[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
        // A revisit of a state on the path expands every node from it.
        let mut cyc: Vec<Node<Bare>> = Vec::new();
        let mut dc = Dpor::default();
        push(&mut dc, &mut cyc, 40, &[0, 1, 2]);
        dc.ran(&mut cyc, 0, &fp(&[(1, true)]), 0);
        push(&mut dc, &mut cyc, 41, &[0, 1, 2]);
        dc.ran(&mut cyc, 0, &fp(&[(2, true)]), 0);
        dc.revisited(&mut cyc, 41);
        assert_eq!(cyc[0].choices.len(), 1);
        assert_eq!(cyc[1].choices.len(), 3);
        // Node 41's summary waits for nothing (the cycle is its own), but a
        // child's would wait for it.
        let n = cyc.pop().unwrap();
        assert_eq!(n.data.0.low, 1);
        dc.backtracked(n.data.0, &mut cyc);
        assert!(!dc.waits_for.contains_key(&41));
    }

    #[test]
    fn a_revisit_applies_the_summary_of_threads_not_started_yet() {
        // Below state 2, thread 5 (started there, not on this path)
        // wrote location 20.
        let mut d = Dpor::default();
        let mut first: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut first, 1, &[0]);
        d.ran(&mut first, 0, &fp(&[(30, true)]), 0);
        push(&mut d, &mut first, 2, &[0, 5]);
        d.ran(&mut first, 5, &fp(&[(20, true)]), 0);
        let n = first.pop().unwrap();
        d.backtracked(n.data.0, &mut first);
        // Another path reads 20 by thread 0 while threads 0 and 1 run,
        // then reaches state 2: thread 5's write races with that read;
        // thread 5 is not enabled there, so every awake thread is added.
        let mut other: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut other, 7, &[0, 1]);
        d.ran(&mut other, 0, &fp(&[(20, false)]), 0);
        d.revisited(&mut other, 2);
        assert_eq!(other[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
    }

    #[test]
    fn a_pending_timeout_is_added_before_the_transition_that_ran_past_it() {
        // Thread 2 is in a timed wait; threads 0 and 1 touch nothing in
        // common, so nothing else would add a branch.
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1, 2]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        assert_eq!(path[0].choices, vec![Choice::Thread(0)]);
        d.timed_pending(&mut path, &[2]);
        assert_eq!(path[0].choices, vec![Choice::Thread(0), Choice::Thread(2)]);
        push(&mut d, &mut path, 2, &[1, 2]);
        d.ran(&mut path, 1, &fp(&[(20, true)]), 0);
        d.timed_pending(&mut path, &[2]);
        assert_eq!(path[1].choices, vec![Choice::Thread(1), Choice::Thread(2)]);
        // Thread 1 was not added where thread 0 ran: no conflict.
        assert_eq!(path[0].choices, vec![Choice::Thread(0), Choice::Thread(2)]);
        // The summary holds the pending timeout, as a global entry.
        assert!(path[1]
            .data
            .0
            .summary
            .threads()
            .iter()
            .any(|e| e.0 == 2 && e.1.global));
    }

    #[test]
    fn a_held_back_timeout_adds_no_branch_and_orders_what_follows() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        // Only thread 1's held-back timeout can fire now.
        push(&mut d, &mut path, 2, &[1]);
        d.ran_held_back(&mut path, 1, &Rc::new(Footprint::global()), 0);
        assert_eq!(path[0].choices, vec![Choice::Thread(0)]);
        assert!(path[1].data.0.summary.threads().is_empty());
        // A later write of 10 by thread 1 happens after thread 0's through
        // the timeout: no race with it either.
        push(&mut d, &mut path, 3, &[0, 1]);
        d.ran(&mut path, 1, &fp(&[(10, true)]), 0);
        assert_eq!(path[0].choices, vec![Choice::Thread(0)]);
        // The same write right after thread 0's races with it.
        let mut other: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut other, 1, &[0, 1]);
        d.ran(&mut other, 0, &fp(&[(10, true)]), 0);
        push(&mut d, &mut other, 4, &[0, 1]);
        d.ran(&mut other, 1, &fp(&[(10, true)]), 0);
        assert_eq!(other[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
    }

    #[test]
    fn a_thread_started_after_the_race_adds_its_starter_only() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1, 2]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        push(&mut d, &mut path, 2, &[1, 2]);
        // Thread 1 starts thread 5 (touching nothing thread 0 did).
        d.ran(&mut path, 1, &fp(&[(40, true)]), bit(5));
        push(&mut d, &mut path, 3, &[1, 2, 5]);
        // Thread 5 reads 10: a race with thread 0's write, where thread 5
        // was not enabled. Thread 1's start of it leads there: thread 1
        // alone is added, not thread 2.
        d.ran(&mut path, 5, &fp(&[(10, false)]), 0);
        assert_eq!(path[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
        // (With nothing on the path leading to it, every awake thread is:
        // `a_conflict_adds_the_thread_where_it_was_enabled`.)
    }

    #[test]
    fn a_global_pending_transition_races_only_with_the_last_unordered_node() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1, 2]);
        d.ran(&mut path, 0, &fp(&[(10, true)]), 0);
        push(&mut d, &mut path, 2, &[1, 2]);
        d.ran(&mut path, 1, &fp(&[(10, true)]), 0);
        assert_eq!(path[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
        // Thread 2's pending transition conflicts with both, but thread
        // 0's write happens before thread 1's, which races with it.
        d.path_ended(&mut path, &[2], None);
        assert_eq!(path[1].choices, vec![Choice::Thread(1), Choice::Thread(2)]);
        assert_eq!(path[0].choices, vec![Choice::Thread(0), Choice::Thread(1)]);
    }

    #[test]
    fn a_summary_entry_after_a_thread_below_does_not_race_with_its_past() {
        // Below state 2, thread 1 starts thread 2, which writes 20 (after
        // thread 1's transition: no race, so every summary above keeps it).
        let mut d = Dpor::default();
        let mut first: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut first, 1, &[0, 1]);
        d.ran(&mut first, 0, &fp(&[(30, true)]), 0);
        push(&mut d, &mut first, 2, &[1]);
        d.ran(&mut first, 1, &fp(&[(40, true)]), bit(2));
        push(&mut d, &mut first, 3, &[1, 2]);
        d.ran(&mut first, 2, &fp(&[(20, true)]), 0);
        for _ in 0..2 {
            let n = first.pop().unwrap();
            d.backtracked(n.data.0, &mut first);
        }
        // Another path: thread 1 writes 20, then reaches state 2. Thread
        // 2's write below comes after thread 1's transition below, so
        // after this write too: no race.
        let mut other: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut other, 7, &[1, 2]);
        d.ran(&mut other, 1, &fp(&[(20, true)]), 0);
        d.revisited(&mut other, 2);
        assert_eq!(other[0].choices, vec![Choice::Thread(1)]);
        // But a write of 20 by thread 0 races with it.
        let mut third: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut third, 8, &[0, 1, 2]);
        d.ran(&mut third, 0, &fp(&[(20, true)]), 0);
        d.revisited(&mut third, 2);
        assert_eq!(third[0].choices, vec![Choice::Thread(0), Choice::Thread(2)]);
    }

    #[test]
    fn equal_summaries_share_a_place_and_different_ones_do_not() {
        let mut d = Dpor::default();
        let mut a = Summary::default();
        a.add(1, &Sketch::of(&fp(&[(3, true)])), 0);
        let mut b = Summary::default();
        b.add(1, &Sketch::of(&fp(&[(4, true)])), 0);
        d.store_summary(10, &a, 0b11);
        d.store_summary(11, &a, 0b11);
        d.store_summary(12, &b, 0b11);
        // Same words: one place; another sketch or other explored threads:
        // a place of its own.
        assert_eq!(d.header(10), d.header(11));
        assert_ne!(d.header(10), d.header(12));
        d.store_summary(13, &a, 0b01);
        assert_ne!(d.header(10), d.header(13));
        assert_eq!(d.explored(13), 0b01);
        assert_eq!(d.written, 3);
        // Each reads back as stored.
        for (n, s) in [(11, &a), (12, &b)] {
            let e = &d.entries[d.summary_at(d.header(n))[0] as usize];
            assert_eq!((e.thread, e.sketch), (1, s.threads()[0].1));
        }
    }

    #[test]
    fn a_state_waiting_for_one_on_the_path_expands_from_it() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(1, true)]), 0);
        push(&mut d, &mut path, 2, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(2, true)]), 0);
        push(&mut d, &mut path, 3, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(3, true)]), 0);
        // 3 leads back to 2, on the path.
        d.revisited(&mut path, 2);
        let n = path.pop().unwrap();
        d.backtracked(n.data.0, &mut path);
        assert_eq!(d.waits_for[&3], vec![2]);
        // From 2 another way to 3: 3 waits for 2, which is on the path.
        d.revisited(&mut path, 3);
        assert_eq!(path[1].choices.len(), 2);
        assert_eq!(path[0].choices.len(), 1);
    }

    /// `Dpor::open_low` holds every open step (as `open_bits` finds them)
    /// and nothing past the steps, as steps are pushed, closed by `add`
    /// and truncated.
    fn assert_open_low(d: &Dpor) {
        let n = d.steps.len();
        let exact = open_bits(&d.steps, n);
        assert_eq!(exact & !d.open_low, 0, "an open step is missing");
        if n < 64 {
            assert_eq!(d.open_low >> n, 0, "a bit past the steps");
        }
    }

    #[test]
    fn the_open_steps_are_kept_as_steps_come_and_go() {
        let mut d = Dpor::default();
        let mut path: Vec<Node<Bare>> = Vec::new();
        push(&mut d, &mut path, 1, &[0, 1]);
        d.ran(&mut path, 0, &fp(&[(1, true)]), 0);
        assert_open_low(&d);
        assert_eq!(d.open_low, 1, "node 0 can still take thread 1");
        push(&mut d, &mut path, 2, &[1]);
        d.ran(&mut path, 1, &fp(&[(2, true)]), 0);
        assert_open_low(&d);
        assert_eq!(d.open_low, 1, "node 1 has nothing left to take");
        push(&mut d, &mut path, 3, &[0, 1]);
        // Thread 1 reads what thread 0 wrote at node 0: thread 1 is added
        // there, which closes node 0.
        d.ran(&mut path, 0, &fp(&[(3, true)]), 0);
        d.ran(&mut path, 1, &fp(&[(1, false)]), 0);
        assert_eq!(path[0].choices.len(), 2);
        assert!(!d.steps[0].open);
        assert_open_low(&d);
        // A revisit reads the same open nodes either way.
        d.revisited(&mut path, 2);
        assert_open_low(&d);
        // Backtracking truncates: the bits of the steps dropped go.
        let n = path.pop().unwrap();
        d.backtracked(n.data.0, &mut path);
        let n = path.pop().unwrap();
        d.backtracked(n.data.0, &mut path);
        d.ran(&mut path, 1, &fp(&[(1, false)]), 0);
        assert_eq!(d.steps.len(), 1);
        assert_open_low(&d);
        assert_eq!(d.open_low, 0);
    }
}
