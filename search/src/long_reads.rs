//! What a transition read from the state it started in, for the
//! long-transition profile (`WAYFINDER_DEBUG_LONG`, see
//! `crate::long_transitions`): the measurement behind a transition-effect
//! cache. A cache keyed on what a long transition read (rather than on the
//! whole state) would hit whenever two states it runs from agree on those
//! values; this recorder counts how often that is, and names the first
//! location whose value told two runs apart.
//!
//! It sees what the listener hooks report: field, static and array-element
//! reads of the interpreter, `Unsafe` and `VarHandle` reads, and the class
//! initialisation checks. Natives that read the heap without a hook
//! (`System.arraycopy`, the string intrinsics, `arraylength`) are not
//! seen, so the counts are an estimate of a cache's hits, not a key a
//! cache could use as it is.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use fxhash::FxHashSet;
use wayfinder_vm::listener::{Listener, Location, Site};
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::state::{InitState, VmState};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::vm::Vm;

/// One read of the pre-state: where, and the value found there (as bits).
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Read {
    pub what: ReadOf,
    pub bits: u64,
}

/// The location of a read, named by what is stable across states for a
/// report (class and field) and by the object itself for the key.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum ReadOf {
    Field {
        obj: ObjRef,
        class: ClassId,
        slot: u32,
    },
    Element {
        obj: ObjRef,
        class: ClassId,
        index: u32,
    },
    Static {
        class: ClassId,
        slot: u32,
    },
    /// A class's initialisation status, as a class use or initialisation
    /// found it.
    Status {
        class: ClassId,
    },
    /// The running thread's top frame when the transition began (its
    /// method, pc, locals and operands), and which thread it is.
    Frame {
        tid: u32,
    },
}

/// The reads of the running transition.
#[derive(Default)]
pub(crate) struct ReadLog {
    on: bool,
    tid: u32,
    /// Objects the transition allocated: their reads are internal.
    fresh: FxHashSet<ObjRef>,
    /// Locations the transition wrote: later reads of them are internal.
    written: FxHashSet<(u8, u32, u32)>,
    seen: FxHashSet<(u8, u32, u32)>,
    pub reads: Vec<Read>,
    /// The state the transition began in (a snapshot: shared pointers):
    /// every read records the value it held there. A read after a write
    /// no hook reported (a native's) then records a value the transition
    /// did not read, which only makes the key stricter.
    pre: Option<VmState>,
}

pub(crate) fn bits(v: Value) -> u64 {
    match v {
        Value::Top => 1 << 63,
        Value::Int(i) => i as u32 as u64,
        Value::Long(l) => l as u64,
        Value::Float(f) => f.to_bits() as u64,
        Value::Double(d) => d.to_bits(),
        Value::Ref(None) => (1 << 62) + 1,
        Value::Ref(Some(r)) => (1 << 61) | r.index() as u64,
        Value::Abs(a) => (1 << 60) | ((a.domain as u64) << 8) | a.value as u64,
    }
}

fn key_of(loc: Location) -> (u8, u32, u32) {
    match loc {
        Location::Field { obj, slot } => (0, obj.index() as u32, slot),
        Location::Element { obj, index } => (1, obj.index() as u32, index),
        Location::Static { class, slot } => (2, class, slot),
    }
}

impl ReadLog {
    /// A transition of thread `tid` begins: nothing read yet.
    pub(crate) fn begin(&mut self, vm: &Vm, tid: u32) {
        self.on = true;
        self.tid = tid;
        self.fresh.clear();
        self.written.clear();
        self.seen.clear();
        self.reads.clear();
        let what = ReadOf::Frame { tid };
        if let Some(bits) = value_now(&vm.state, &what) {
            self.reads.push(Read { what, bits });
        }
        self.pre = Some(vm.state.clone());
    }

    /// The transition ended: its reads, in order.
    pub(crate) fn end(&mut self) -> Vec<Read> {
        self.on = false;
        self.pre = None;
        std::mem::take(&mut self.reads)
    }

    fn access(&mut self, tid: u32, loc: Location, write: bool) {
        if !self.on || tid != self.tid {
            return;
        }
        let k = key_of(loc);
        let obj = match loc {
            Location::Field { obj, .. } | Location::Element { obj, .. } => Some(obj),
            Location::Static { .. } => None,
        };
        if obj.is_some_and(|o| self.fresh.contains(&o)) || self.written.contains(&k) {
            return;
        }
        if write {
            self.written.insert(k);
            return;
        }
        if !self.seen.insert(k) {
            return;
        }
        let Some(pre) = &self.pre else { return };
        // An object not in the state the transition began in is one it
        // allocated (by a native no hook reported): its reads are internal.
        let class_then = |obj: ObjRef| pre.heap.slot(obj.index()).map(|o| o.class);
        let what = match loc {
            Location::Field { obj, slot } => ReadOf::Field {
                obj,
                class: match class_then(obj) {
                    Some(c) => c,
                    None => return,
                },
                slot,
            },
            Location::Element { obj, index } => ReadOf::Element {
                obj,
                class: match class_then(obj) {
                    Some(c) => c,
                    None => return,
                },
                index,
            },
            Location::Static { class, slot } => ReadOf::Static { class, slot },
        };
        if let Some(bits) = value_now(pre, &what) {
            self.reads.push(Read { what, bits });
        }
    }

    fn status(&mut self, tid: u32, class: ClassId) {
        if !self.on || tid != self.tid || !self.seen.insert((3, class, 0)) {
            return;
        }
        let Some(pre) = &self.pre else { return };
        let what = ReadOf::Status { class };
        if let Some(bits) = value_now(pre, &what) {
            self.reads.push(Read { what, bits });
        }
    }
}

/// The value at `what` in `state`, as bits (`None`: no such location
/// there, such as a slot holding no object or one of another class). A
/// class not loaded in `state` counts as not initialised (the VM adds the
/// states of classes loaded since as such on backtracking).
pub(crate) fn value_now(state: &VmState, what: &ReadOf) -> Option<u64> {
    let heap = &state.heap;
    let object = |obj: ObjRef, class: ClassId| heap.slot(obj.index()).filter(|o| o.class == class);
    match *what {
        ReadOf::Field { obj, class, slot } => {
            let o = object(obj, class)?;
            o.fields().get(slot as usize).map(|&v| bits(v))
        }
        ReadOf::Element { obj, class, index } => {
            let a = object(obj, class)?.array()?;
            ((index as usize) < a.len()).then(|| bits(a.get(index as usize)))
        }
        ReadOf::Static { class, slot } => state
            .classes
            .get(class as usize)?
            .statics
            .get(slot as usize)
            .map(|&v| bits(v)),
        ReadOf::Status { class } => {
            let mut h = fxhash::FxHasher::default();
            state
                .classes
                .get(class as usize)
                .map_or(InitState::Uninitialized, |c| c.init)
                .hash(&mut h);
            Some(h.finish())
        }
        ReadOf::Frame { tid } => {
            let t = state.threads.get(tid as usize)?;
            let f = t.frames.last()?;
            let mut h = fxhash::FxHasher::default();
            (f.method, f.pc, f.vals.len()).hash(&mut h);
            for &v in &f.vals {
                bits(v).hash(&mut h);
            }
            Some(h.finish())
        }
    }
}

/// The listener feeding a `ReadLog`.
pub(crate) struct ReadRecorder(pub Rc<RefCell<ReadLog>>);

impl Listener for ReadRecorder {
    fn follows_collection(&self) -> bool {
        // Keys name objects by slot within one transition only; a
        // collection between transitions changes nothing it keeps.
        true
    }

    fn on_access(&mut self, _: &Vm, tid: u32, loc: Location, write: bool, _: bool, _: Site) {
        self.0.borrow_mut().access(tid, loc, write);
    }

    fn on_unsafe_access(&mut self, _: &Vm, tid: u32, loc: Location, write: bool) {
        self.0.borrow_mut().access(tid, loc, write);
    }

    fn on_atomic_access(&mut self, _: &Vm, tid: u32, loc: Location, read: bool, wrote: bool) {
        let mut log = self.0.borrow_mut();
        if read {
            log.access(tid, loc, false);
        }
        if wrote {
            log.access(tid, loc, true);
        }
    }

    fn on_object_alloc(&mut self, _: &Vm, tid: u32, obj: ObjRef, _: u64) {
        let mut log = self.0.borrow_mut();
        if log.on && tid == log.tid {
            log.fresh.insert(obj);
        }
    }

    fn on_class_used(&mut self, _: &Vm, tid: u32, class: ClassId) {
        self.0.borrow_mut().status(tid, class);
    }

    fn on_class_init(&mut self, _: &Vm, tid: u32, class: ClassId) {
        self.0.borrow_mut().status(tid, class);
    }
}

/// A read's location in words, for the profile's report.
pub(crate) fn describe(vm: &Vm, r: &ReadOf) -> String {
    let name = |c: ClassId| vm.classes.get(c).name.to_string();
    match *r {
        ReadOf::Field { class, slot, .. } => {
            let c = vm.classes.get(class);
            let f = c
                .instance_fields
                .get(slot as usize)
                .map_or("?".to_string(), |f| f.name.to_string());
            format!("field {}.{f}", c.name)
        }
        ReadOf::Element { class, index, .. } => format!("element {index} of a {}", name(class)),
        ReadOf::Static { class, slot } => {
            let c = vm.classes.get(class);
            let f = c
                .static_fields
                .get(slot as usize)
                .map_or("?".to_string(), |f| f.name.to_string());
            format!("static {}.{f}", c.name)
        }
        ReadOf::Status { class } => format!("initialisation status of {}", name(class)),
        ReadOf::Frame { tid } => format!("the top frame of thread {tid}"),
    }
}

/// Per kind of long transition: the distinct read keys met, and where
/// each new key first differed from the first run's reads.
#[derive(Default)]
pub(crate) struct ReadKeys {
    first: Option<Vec<Read>>,
    pub keys: FxHashSet<u64>,
    /// First differing location (described) to how many new keys it told apart.
    pub differ_at: HashMap<ReadOf, u64>,
    pub reads_max: usize,
}

impl ReadKeys {
    pub(crate) fn add(&mut self, reads: Vec<Read>) {
        let mut h = fxhash::FxHasher::default();
        reads.hash(&mut h);
        self.reads_max = self.reads_max.max(reads.len());
        if !self.keys.insert(h.finish()) {
            return;
        }
        match &self.first {
            None => self.first = Some(reads),
            Some(first) => {
                let at = first
                    .iter()
                    .zip(&reads)
                    .find(|(a, b)| a != b)
                    .map(|(a, _)| a.what);
                if let Some(at) = at {
                    *self.differ_at.entry(at).or_default() += 1;
                }
            }
        }
    }
}
