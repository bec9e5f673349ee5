//! A transition-effect cache for long transitions, in shadow mode only
//! (`WAYFINDER_VERIFY_EFFECTS=MS`, in a build with the `effect-shadow`
//! feature): it never changes what the search does. It records, for each
//! transition that took more than `MS` milliseconds of CPU, a key of what
//! the transition may have read from the state it began in (the values at
//! the listener hooks' reads, `crate::long_reads`; a digest of every heap
//! object it looked up, `Heap::watch_reads`; the static areas' hash, the
//! threads' statuses, the running thread's frame positions, a choice's
//! value) and what it changed (a diff of the state before and after,
//! `Effect`, fresh objects named by canonical identity). When a later
//! transition of the same thread begins at the same place in a state
//! where the key holds, that is a hit: the transition still runs as
//! usual, and the recorded effect applied to the hit's state is compared
//! with what execution gave (`Effect::disagrees`). The report says how
//! many hits a cache would have had, how many would have reproduced
//! execution (and the CPU they would have saved), and why the others not.
//!
//! Why it does not apply the recorded effect: a reused effect is sound
//! only if the transition's behaviour is a function of the key, and on the
//! samples it is not (5 of 313 samples have hits that differ from
//! execution: other allocations, the thread stopped elsewhere). What the
//! key lacks:
//! - the reductions decide where a transition ends from their own state
//!   too (owned and sealed claims, the quiet-services claim, the library
//!   atomicity mechanism's per-thread state), not only from the heap;
//! - the VM's bookkeeping outside the state (`Vm::sealed`, `Vm::library`,
//!   the inputs drawn, the program clock reads) changes in the first run
//!   and would have to be replayed too, as would the footprint the
//!   listeners build for the partial-order reduction (compared here);
//! - fresh objects' slots and canonical identities come from the
//!   allocator's free list and the allocation counts: an applied effect
//!   must allocate them anew and rename its references.
//!
//! Without the heap's read list (the hook reads alone) hits were wrong on
//! Invoices: `System.arraycopy` and the string intrinsics read without a
//! hook.

use std::collections::HashMap;

use wayfinder_reductions::footprint::Footprint;
use wayfinder_vm::heap::{ArrayData, ObjData, Object};
use wayfinder_vm::interp::SliceEnd;
use wayfinder_vm::state::VmState;
use wayfinder_vm::value::ObjRef;
use wayfinder_vm::value::Value;
use wayfinder_vm::vm::Vm;

use std::cell::RefCell;
use std::rc::Rc;

use crate::long_reads::{bits, Read, ReadLog, ReadOf, ReadRecorder};
use crate::report::thread_cpu_s;

/// An object that existed before a transition and changed: its slot, its
/// header after if that changed, and each changed field or element with
/// its value after.
type Changed = (u32, Option<String>, Vec<(u32, Value)>);

/// What one transition changed in the state, slot by slot.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Effect {
    /// Heap slots empty before and holding an object after: the object
    /// (its bookkeeping `meta` cleared).
    new: Vec<(u32, Object)>,
    /// Slots holding an object before and none after (collected).
    freed: Vec<u32>,
    /// Objects that existed before and changed: their header (monitor and
    /// flags) after, if it changed, and each field or element changed,
    /// with its value after.
    changed: Vec<Changed>,
    /// Class states that changed: the class, and its status, statics,
    /// mirror and failure after.
    classes: Vec<(u32, String)>,
    /// Threads that changed: the thread, and everything of it after.
    threads: Vec<(u32, String)>,
    /// Everything else of the state after (interned strings, clock, files,
    /// native memory, loaders, atomic block owner), in words.
    rest: String,
    /// How the transition ended.
    end: String,
    /// The footprint the listeners recorded for it.
    footprint: Footprint,
}

/// Names the transition's fresh objects by the rank of their canonical
/// identity among them (from slot `FRESH` on) rather than by heap slot:
/// two runs whose allocations got other slots but the same identities
/// then have equal effects (a cache would allocate the slots anew).
struct Rename(fxhash::FxHashMap<u32, u32>);

const FRESH: u32 = 1 << 30;

impl Rename {
    fn r(&self, o: ObjRef) -> ObjRef {
        match self.0.get(&(o.index() as u32)) {
            Some(&k) => ObjRef::from_index((FRESH + k) as usize),
            None => o,
        }
    }
    fn v(&self, v: Value) -> Value {
        match v {
            Value::Ref(Some(o)) => Value::Ref(Some(self.r(o))),
            v => v,
        }
    }
    fn data(&self, d: &mut ObjData) {
        match d {
            ObjData::Fields(f) => f.iter_mut().for_each(|x| *x = self.v(*x)),
            ObjData::Array(ArrayData::Ref(a)) => {
                a.iter_mut().for_each(|x| *x = x.map(|o| self.r(o)))
            }
            ObjData::Array(_) => {}
        }
    }
}

fn slot(h: &wayfinder_vm::heap::Heap, i: usize) -> Option<&Object> {
    (i < h.capacity()).then(|| h.slot(i)).flatten()
}

fn header(o: &Object) -> String {
    format!(
        "{:?} shared {} frozen {} sealed {} canon {} hash {}",
        o.monitor, o.shared, o.frozen, o.sealed, o.canon, o.hash_id
    )
}

/// The fields or elements of `b` that differ from `a`'s, values compared
/// by their bits (a NaN equals itself).
fn changed_slots(a: &ObjData, b: &ObjData) -> Vec<(u32, Value)> {
    let mut out = Vec::new();
    match (a, b) {
        (ObjData::Fields(x), ObjData::Fields(y)) if x.len() == y.len() => {
            for (i, (p, q)) in x.iter().zip(y.iter()).enumerate() {
                if bits(*p) != bits(*q) {
                    out.push((i as u32, *q));
                }
            }
        }
        (ObjData::Array(x), ObjData::Array(y)) if x.len() == y.len() => {
            if x != y {
                for i in 0..x.len() {
                    let (p, q) = (x.get(i), y.get(i));
                    if bits(p) != bits(q) {
                        out.push((i as u32, q));
                    }
                }
            }
        }
        // A different shape: the whole object is new (not expected).
        _ => out.push((u32::MAX, Value::Top)),
    }
    out
}

fn thread_words(t: &wayfinder_vm::thread::JThread, n: &Rename) -> String {
    let frames: Vec<String> = t
        .frames
        .iter()
        .map(|f| {
            let vals: Vec<Value> = f.vals.iter().map(|&v| n.v(v)).collect();
            format!(
                "{}@{} {:?} {:?}",
                f.method,
                f.pc,
                vals,
                f.sync_obj.map(|o| n.r(o))
            )
        })
        .collect();
    format!(
        "{:?} permit {} interrupted {} wake {} uncaught {:?} deadline {} clock {} timed {} spurious {} suspended {} frames {}",
        t.status,
        t.permit,
        t.interrupted,
        t.wake_pending,
        t.uncaught.map(|o| n.r(o)),
        t.deadline,
        t.clock_reads,
        t.timed_waits,
        t.spurious_wait,
        t.suspended,
        frames.join(" | ")
    )
}

impl Effect {
    /// The change from `pre` to `post`, which ended `end` with footprint
    /// `footprint`.
    pub(crate) fn between(
        pre: &VmState,
        post: &VmState,
        end: &SliceEnd,
        footprint: &Footprint,
    ) -> Effect {
        let (ph, qh) = (&pre.heap, &post.heap);
        let mut fresh: Vec<(u64, u32)> = (0..qh.capacity())
            .filter_map(|i| match (slot(ph, i), slot(qh, i)) {
                (None, Some(o)) => Some((o.canon, i as u32)),
                (Some(a), Some(b)) if !std::ptr::eq(a, b) && (a.class != b.class) => {
                    Some((b.canon, i as u32))
                }
                _ => None,
            })
            .collect();
        fresh.sort_unstable();
        let n = Rename(
            fresh
                .iter()
                .enumerate()
                .map(|(k, &(_, i))| (i, k as u32))
                .collect(),
        );
        let mut e = Effect {
            new: Vec::new(),
            freed: Vec::new(),
            changed: Vec::new(),
            classes: Vec::new(),
            threads: Vec::new(),
            rest: format!(
                "interned {} clock {} read {} left {} files {:?} native {:?} loaders {:?} atomic {:?}",
                post.interned.values().count(),
                post.clock_nanos,
                post.clock_read,
                post.time_left_returned,
                post.files,
                post.native,
                post.loaders,
                post.atomic_owner
            ),
            end: format!("{end:?}"),
            footprint: footprint.clone(),
        };
        for i in 0..ph.capacity().max(qh.capacity()) {
            let (a, b) = (slot(ph, i), slot(qh, i));
            if let (Some(o), true) = (b, n.0.contains_key(&(i as u32))) {
                let mut o = o.clone();
                o.meta = Default::default();
                n.data(&mut o.data);
                e.new.push((n.r(ObjRef::from_index(i)).index() as u32, o));
                continue;
            }
            match (a, b) {
                (None, None) => {}
                (None, Some(_)) => unreachable!("fresh objects are renamed"),
                (Some(_), None) => e.freed.push(i as u32),
                (Some(x), Some(y)) if std::ptr::eq(x, y) => {}
                (Some(x), Some(y)) => {
                    let (hx, hy) = (header(x), header(y));
                    let fields: Vec<(u32, Value)> = changed_slots(&x.data, &y.data)
                        .into_iter()
                        .map(|(k, v)| (k, n.v(v)))
                        .collect();
                    if hx != hy || !fields.is_empty() || x.class != y.class {
                        e.changed.push((i as u32, (hx != hy).then_some(hy), fields));
                    }
                }
            }
        }
        for c in 0..post.classes.len() {
            let b = &post.classes[c];
            let same = pre
                .classes
                .get(c)
                .is_some_and(|a| std::rc::Rc::ptr_eq(a, b));
            if !same {
                let words_of = |a: &wayfinder_vm::state::ClassState| {
                    let statics: Vec<Value> = a.statics.iter().map(|&v| n.v(v)).collect();
                    format!(
                        "{:?} {:?} {:?} {:?}",
                        a.init,
                        statics,
                        a.mirror.map(|o| n.r(o)),
                        a.init_error.map(|o| n.r(o))
                    )
                };
                let words = words_of(b);
                // A class loaded by the transition and left as loaded is
                // what backtracking gives every later state anyway
                // (`Vm::sync_class_states`): not a change.
                let as_loaded = b.init == wayfinder_vm::state::InitState::Uninitialized
                    && b.mirror.is_none()
                    && b.init_error.is_none()
                    && b.statics
                        .iter()
                        .all(|&v| matches!(v, Value::Ref(None) | Value::Top) || bits(v) == 0);
                let before = match pre.classes.get(c) {
                    Some(a) => Some(words_of(a)),
                    None if as_loaded => Some(words.clone()),
                    None => None,
                };
                if before.as_ref() != Some(&words) {
                    e.classes.push((c as u32, words));
                }
            }
        }
        for t in 0..post.threads.len() {
            let b = thread_words(&post.threads[t], &n);
            let a = (t < pre.threads.len()).then(|| thread_words(&pre.threads[t], &n));
            if a.as_ref() != Some(&b) {
                e.threads.push((t as u32, b));
            }
        }
        e.new.sort_by_key(|x| x.0);
        e
    }

    /// Does applying `self` to `pre` give what execution gave, `other`
    /// (its effect from `pre`)? Class and thread entries `self` has and
    /// `other` lacks count as equal when `pre` already held them so (the
    /// class was initialised there already: `self` changes nothing);
    /// everything else must be equal (`first_difference`). The reason in
    /// words when not.
    fn disagrees(&self, other: &Effect, pre: &VmState) -> Option<String> {
        let none = Rename(Default::default());
        let class_now = |c: u32| {
            pre.classes.get(c as usize).map(|a| {
                let statics: Vec<Value> = a.statics.to_vec();
                format!(
                    "{:?} {:?} {:?} {:?}",
                    a.init, statics, a.mirror, a.init_error
                )
            })
        };
        let thread_now = |t: u32| {
            pre.threads
                .get(t as usize)
                .map(|th| thread_words(th, &none))
        };
        let merge = |mine: &[(u32, String)],
                     theirs: &[(u32, String)],
                     now: &dyn Fn(u32) -> Option<String>| {
            // `mine` without the entries `pre` already holds, unless
            // execution changed them too.
            mine.iter()
                .filter(|(k, w)| theirs.iter().any(|(j, _)| j == k) || now(*k).as_ref() != Some(w))
                .cloned()
                .collect::<Vec<_>>()
        };
        let mut mine = self.clone();
        mine.classes = merge(&self.classes, &other.classes, &class_now);
        mine.threads = merge(&self.threads, &other.threads, &thread_now);
        mine.first_difference(other)
    }

    /// Where `self` (the recorded effect) and `other` (execution's) first
    /// differ, in words; `None` when equal.
    fn first_difference(&self, other: &Effect) -> Option<String> {
        if self.end != other.end {
            return Some(format!("ended {} vs {}", self.end, other.end));
        }
        if self.new.len() != other.new.len() {
            return Some(format!(
                "allocated {} vs {} objects",
                self.new.len(),
                other.new.len()
            ));
        }
        let same_object = |a: &(u32, Object), b: &(u32, Object)| {
            a.0 == b.0
                && a.1.class == b.1.class
                && header(&a.1) == header(&b.1)
                && changed_slots(&a.1.data, &b.1.data).is_empty()
        };
        if let Some((a, b)) = self
            .new
            .iter()
            .zip(&other.new)
            .find(|(a, b)| !same_object(a, b))
        {
            return Some(if a.0 != b.0 {
                "a hit's fresh objects in other slots".to_string()
            } else if a.1.canon != b.1.canon || a.1.hash_id != b.1.hash_id {
                "a hit's fresh objects with other identities".to_string()
            } else if header(&a.1) != header(&b.1) {
                format!(
                    "a hit's fresh objects' headers (class {}: {} vs {})",
                    a.1.class,
                    header(&a.1),
                    header(&b.1)
                )
            } else {
                let d = changed_slots(&a.1.data, &b.1.data);
                format!(
                    "a hit's fresh objects' contents (class {}, {} fields differ, first {:?} was {:?})",
                    a.1.class,
                    d.len(),
                    d.first(),
                    d.first().map(|&(k, _)| match &a.1.data {
                        ObjData::Fields(f) => f.get(k as usize).copied(),
                        ObjData::Array(x) => ((k as usize) < x.len()).then(|| x.get(k as usize)),
                    })
                )
            });
        }
        if self.freed != other.freed {
            return Some("collected other objects".into());
        }
        let same_change = |a: &Changed, b: &Changed| {
            a.0 == b.0
                && a.1 == b.1
                && a.2.len() == b.2.len()
                && a.2
                    .iter()
                    .zip(&b.2)
                    .all(|(x, y)| x.0 == y.0 && bits(x.1) == bits(y.1))
        };
        if self.changed.len() != other.changed.len()
            || self
                .changed
                .iter()
                .zip(&other.changed)
                .any(|(a, b)| !same_change(a, b))
        {
            let at = self
                .changed
                .iter()
                .zip(&other.changed)
                .find(|(a, b)| !same_change(a, b))
                .map(|(a, b)| {
                    format!(
                        "slot {} {:?} / {:?} vs slot {} {:?} / {:?}",
                        a.0,
                        a.1,
                        a.2.iter().take(3).collect::<Vec<_>>(),
                        b.0,
                        b.1,
                        b.2.iter().take(3).collect::<Vec<_>>()
                    )
                });
            return Some(format!(
                "a hit wrote other fields or values ({} vs {} objects; first: {})",
                self.changed.len(),
                other.changed.len(),
                at.unwrap_or_default()
            ));
        }
        let first = |a: &[(u32, String)], b: &[(u32, String)]| {
            let d = a
                .iter()
                .zip(b)
                .find(|(x, y)| x != y)
                .map(|(x, y)| {
                    format!(
                        "{} {} vs {} {}",
                        x.0,
                        &x.1[..x.1.len().min(120)],
                        y.0,
                        &y.1[..y.1.len().min(120)]
                    )
                })
                .unwrap_or_default();
            format!("{} vs {}; {d}", a.len(), b.len())
        };
        if self.classes != other.classes {
            return Some(format!(
                "class states ({})",
                first(&self.classes, &other.classes)
            ));
        }
        if self.threads != other.threads {
            return Some(format!(
                "thread states ({})",
                first(&self.threads, &other.threads)
            ));
        }
        if self.rest != other.rest {
            return Some("interned strings, clock, files, native memory or loaders".into());
        }
        if self.footprint != other.footprint {
            return Some("footprint".into());
        }
        None
    }
}

/// Does `vm`'s current state hold the recorded value at every read of
/// `reads` (thread `tid` about to run)?
fn reads_hold(vm: &Vm, reads: &[Read]) -> bool {
    reads
        .iter()
        .all(|r| crate::long_reads::value_now(&vm.state, &r.what) == Some(r.bits))
}

/// A digest of everything of object `o` a transition could read: class,
/// header and contents (values by their bits).
fn object_digest(o: &Object) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = fxhash::FxHasher64::default();
    (o.class, header(o), o.seal_digest).hash(&mut h);
    match &o.data {
        ObjData::Fields(f) => f.iter().for_each(|&v| bits(v).hash(&mut h)),
        ObjData::Array(a) => {
            a.len().hash(&mut h);
            (0..a.len()).for_each(|i| bits(a.get(i)).hash(&mut h));
        }
    }
    h.finish()
}

/// A digest of what, beside the heap, a transition of thread `tid` may
/// read without a hook: the static areas (the state hasher's sum), every
/// thread's status, the running thread's frames (methods and positions;
/// its top frame in full through `ReadOf::Frame`), the clock, the intern
/// table's size and the atomic block's owner.
fn context_digest(st: &VmState, tid: u32) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = fxhash::FxHasher64::default();
    st.statics_hash_sum.hash(&mut h);
    for t in st.threads.iter() {
        (
            format!("{:?}", t.status),
            t.frames.len(),
            t.interrupted,
            t.permit,
        )
            .hash(&mut h);
    }
    for f in &st.threads[tid as usize].frames {
        (f.method, f.pc).hash(&mut h);
    }
    (
        st.clock_nanos,
        st.clock_read,
        st.interned.values().count(),
        st.atomic_owner,
    )
        .hash(&mut h);
    h.finish()
}

struct Entry {
    reads: Vec<Read>,
    /// Digests of the objects of the state before that the transition
    /// looked up (any way, `Heap::watch_reads`), by slot.
    objects: Vec<(u32, u64)>,
    context: u64,
    effect: Effect,
    cpu_s: f64,
}

/// The transition running under the shadow cache: its starting place
/// (thread, method, pc), the state before it, the CPU clock at its start,
/// the entry it hit, why the first entry there missed, and its context
/// digest.
struct Running {
    at: (u32, u32, u32),
    pre: VmState,
    t0: f64,
    hit: Option<usize>,
    missed: Option<String>,
    context: u64,
}

/// The shadow cache over one search.
pub(crate) struct EffectCache {
    threshold_s: f64,
    /// Per starting place (thread, method, pc): the recorded transitions.
    entries: HashMap<(u32, u32, u32), Vec<Entry>>,
    /// The running transition.
    running: Option<Running>,
    hits: u64,
    agreed: u64,
    saved_cpu_s: f64,
    long_cpu_s: f64,
    misses: u64,
    recorded: u64,
    reasons: HashMap<String, u64>,
    /// The running transition's reads (fed by `recorder`'s listener).
    log: Rc<RefCell<ReadLog>>,
}

impl EffectCache {
    /// The shadow cache, if `WAYFINDER_VERIFY_EFFECTS` asks for one (its
    /// value: the threshold in milliseconds, default 5).
    pub(crate) fn from_env() -> Option<EffectCache> {
        let v = std::env::var("WAYFINDER_VERIFY_EFFECTS").ok()?;
        if !wayfinder_vm::heap::Heap::CAN_WATCH_READS {
            // The listener hooks alone miss natives' reads: a key made of
            // them is wrong on real programs (Invoices).
            eprintln!(
                "WAYFINDER_VERIFY_EFFECTS needs a build with `--features effect-shadow` (ignored)"
            );
            return None;
        }
        Some(EffectCache {
            threshold_s: v.parse().unwrap_or(5.0) / 1000.0,
            entries: HashMap::new(),
            running: None,
            hits: 0,
            agreed: 0,
            saved_cpu_s: 0.0,
            long_cpu_s: 0.0,
            misses: 0,
            recorded: 0,
            reasons: HashMap::new(),
            log: Rc::default(),
        })
    }

    /// The listener that records each transition's reads (to be added to
    /// the VM before the search starts).
    pub(crate) fn recorder(&self) -> Box<ReadRecorder> {
        Box::new(ReadRecorder(self.log.clone()))
    }

    /// Thread `tid`'s transition is about to run in `vm`, with choice
    /// value `value` if it is one (its reads are recorded from now,
    /// `crate::long_reads`).
    pub(crate) fn begin(&mut self, vm: &mut Vm, tid: u32, value: Option<u32>) {
        let Some(f) = vm.state.threads[tid as usize].frames.last() else {
            self.running = None;
            return;
        };
        let at = (tid, f.method, f.pc);
        let context = context_digest(&vm.state, tid) ^ value.map_or(0, |v| v as u64 + 1);
        let hit = self.entries.get(&at).and_then(|es| {
            es.iter().position(|e| {
                e.context == context
                    && reads_hold(vm, &e.reads)
                    && e.objects.iter().all(|&(i, d)| {
                        slot(&vm.state.heap, i as usize).map(object_digest) == Some(d)
                    })
            })
        });
        let mut missed = None;
        if let (None, Some(es)) = (hit, self.entries.get(&at)) {
            // Why the first entry missed: its first read whose value differs.
            let e = &es[0];
            if let Some((i, r)) = e
                .reads
                .iter()
                .enumerate()
                .find(|(_, r)| crate::long_reads::value_now(&vm.state, &r.what) != Some(r.bits))
            {
                let why = format!(
                    "missed at read {i} of {}: {} ({})",
                    e.reads.len(),
                    crate::long_reads::describe(vm, &r.what),
                    if crate::long_reads::value_now(&vm.state, &r.what).is_none() {
                        "gone"
                    } else {
                        "other value"
                    }
                );
                missed = Some(why);
            }
        }
        self.log.borrow_mut().begin(vm, tid);
        self.running = Some(Running {
            at,
            pre: vm.state.clone(),
            t0: thread_cpu_s(),
            hit,
            missed,
            context,
        });
        vm.state.heap.watch_reads();
    }

    /// The transition begun last ended `end`, its footprint `footprint`.
    pub(crate) fn end(&mut self, vm: &mut Vm, end: &SliceEnd, footprint: &Footprint) {
        let reads = self.log.borrow_mut().end();
        let looked_up = vm.state.heap.take_reads();
        let Some(Running {
            at,
            pre,
            t0,
            hit,
            missed,
            context,
        }) = self.running.take()
        else {
            return;
        };
        let cpu = (thread_cpu_s() - t0).max(0.0);
        if hit.is_none() && cpu < self.threshold_s {
            return;
        }
        let effect = Effect::between(&pre, &vm.state, end, footprint);
        match hit {
            Some(i) => {
                self.hits += 1;
                let e = &self.entries[&at][i];
                match e.effect.disagrees(&effect, &pre) {
                    None => {
                        self.agreed += 1;
                        self.saved_cpu_s += cpu;
                    }
                    Some(why) => {
                        *self.reasons.entry(why).or_default() += 1;
                    }
                }
            }
            None => {
                if let Some(why) = missed {
                    *self.reasons.entry(why).or_default() += 1;
                }
                self.misses += 1;
                self.long_cpu_s += cpu;
                if reads.iter().any(|r| matches!(r.what, ReadOf::Frame { .. })) {
                    self.recorded += 1;
                    let objects = looked_up
                        .iter()
                        .filter_map(|&i| slot(&pre.heap, i as usize).map(|o| (i, object_digest(o))))
                        .collect();
                    self.entries.entry(at).or_default().push(Entry {
                        reads,
                        objects,
                        context,
                        effect,
                        cpu_s: cpu,
                    });
                }
            }
        }
    }

    /// Prints what the cache would have done (on stderr).
    pub(crate) fn report(&self) {
        let recorded_cpu: f64 = self.entries.values().flatten().map(|e| e.cpu_s).sum();
        eprintln!(
            "effect cache (shadow): {} long transitions recorded ({:.2} s CPU), {} hits, {} of them reproduced execution exactly ({:.2} s CPU a cache would have saved); {:.2} s CPU in long transitions without a hit",
            self.recorded, recorded_cpu, self.hits, self.agreed, self.saved_cpu_s, self.long_cpu_s
        );
        let mut r: Vec<_> = self.reasons.iter().collect();
        r.sort_by(|a, b| b.1.cmp(a.1));
        for (why, n) in r {
            eprintln!("  {n} x {why}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wayfinder_vm::heap::{ArrayData, ObjData};
    #[allow(unused_imports)]
    use wayfinder_vm::value::ObjRef;

    /// A state with object A (fields 1 and null), and `extra` unrelated
    /// objects allocated after it (they move where fresh objects go).
    fn state(extra: usize) -> (VmState, ObjRef) {
        let mut st = VmState::default();
        let fields = vec![Value::Int(1), Value::NULL].into_boxed_slice();
        let a = st.heap.alloc(Object::new(0, ObjData::Fields(fields)));
        for _ in 0..extra {
            st.heap
                .alloc(Object::new(1, ObjData::Fields(Box::new([Value::Int(9)]))));
        }
        (st, a)
    }

    /// Runs the "transition": allocates B (identity 7, field `v`) and
    /// links A to it.
    fn run(pre: &VmState, a: ObjRef, v: i32) -> Effect {
        let mut post = pre.clone();
        let mut b = Object::new(2, ObjData::Fields(Box::new([Value::Int(v)])));
        b.canon = 7;
        let b = post.heap.alloc(b);
        post.heap.get_mut(a).fields_mut()[1] = Value::Ref(Some(b));
        Effect::between(pre, &post, &SliceEnd::Switch, &Footprint::default())
    }

    #[test]
    fn effects_compare_fresh_objects_by_identity_not_slot() {
        let (pre, a) = state(0);
        let (pre2, a2) = state(3);
        let recorded = run(&pre, a, 5);
        // The same transition from a state whose fresh object lands in
        // another slot: the same effect.
        assert_eq!(recorded.first_difference(&run(&pre2, a2, 5)), None);
        // A different value in the fresh object is told apart.
        let why = recorded.first_difference(&run(&pre2, a2, 6));
        assert!(why.is_some_and(|w| w.contains("contents")));
        // As is a different write to an old object.
        let mut other = run(&pre2, a2, 5);
        other.changed[0].2[0].1 = Value::NULL;
        assert!(recorded.first_difference(&other).is_some());
    }

    #[test]
    fn changed_slots_lists_only_what_changed() {
        let a = ObjData::Fields(vec![Value::Int(1), Value::Int(2)].into_boxed_slice());
        let b = ObjData::Fields(vec![Value::Int(1), Value::Int(3)].into_boxed_slice());
        assert_eq!(changed_slots(&a, &b), vec![(1, Value::Int(3))]);
        let x = ObjData::Array(ArrayData::Int(vec![0, 0, 0]));
        let y = ObjData::Array(ArrayData::Int(vec![0, 7, 0]));
        assert_eq!(changed_slots(&x, &y), vec![(1, Value::Int(7))]);
        assert!(changed_slots(&x, &x).is_empty());
    }
}
