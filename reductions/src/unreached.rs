//! Objects no other thread can reach: accesses to them take no
//! scheduling point, whatever their `shared` flag says.
//!
//! The VM's `shared` flag is an escape mark: once a reference to an object
//! was stored where another thread could see it, the object stays shared
//! for good. Programs hand work to other threads and take the results
//! back: a pool's tasks fill a `ConcurrentHashMap`, the submitter waits for
//! them (`Future.get`, `invokeAll`, `awaitTermination`) and then reads the
//! map (`new TreeMap<>(map)`), while the pool's workers, their tasks done,
//! block in the queue or run their exit (`getTask`, `processWorkerExit`).
//! The map is still shared, so every read of it was a scheduling point,
//! and each was explored against every position of the idle workers,
//! whose library-only steps never touch the map again.
//!
//! The rule. A thread can access an object only through a reference it
//! holds: in its frames (locals, operand stacks, the monitors it holds or
//! waits for), its `Thread` object, a static field, or a field or element
//! of an object it can already access; nothing else makes a reference
//! (the VM has no address arithmetic: `Unsafe` addresses objects by a base
//! reference, JNI is not modelled, finalization goes through the
//! `Finalizer` model's statics, interned strings and class mirrors are
//! roots). So if an object is not reachable from any static, from any
//! other thread's roots, nor from any old object written since the heap's
//! freeze (`wayfinder_vm::gc`: the roots of the young collection, taken
//! without the running thread's frames), no other thread can access it
//! until a thread that can reach it stores a reference to it where the
//! others can reach it. Only the running thread can: while it runs, no
//! other thread moves. Such a store is a write into an object another
//! thread can reach (a scheduling point unless a run-time-checked claim
//! vouches that the others never access that object), a static write, or
//! a native call (`Thread.start`, `Unsafe` puts, `System.arraycopy`); the
//! marks are dropped at each of them (`note_op`) and taken again at the
//! next access that asks. Until then, every other thread's steps leave
//! the object alone, so the running thread's access commutes with all of
//! them and needs no point: the access is as local as one to an object it
//! allocated itself.
//!
//! The marks are taken at most once per slice of a thread (`Vm::slices`),
//! traced from the roots only as far as a question needs (an object
//! found reachable stops the trace, which the next question resumes), and
//! kept while the slice runs: the other threads' frames do not change
//! then, the statics and shared objects change only through the writes
//! that drop them.
//!
//! Library entries. A call into a trusted class's atomic method
//! (`crate::library_atomicity`) is a boundary because the call runs as one
//! step whatever it touches. For the classes in `CLOSED_CLASSES` the whole
//! call touches only objects reachable from its arguments (receiver
//! included), objects it allocates, static finals, and the calling
//! thread's own `Thread.threadLocalRandomProbe` (through
//! `ThreadLocalRandom.getProbe`, which only the thread itself reads:
//! contended counter cells); the program's callbacks (a `merge` function,
//! a key's `hashCode` of the program's class) run as callbacks, with their
//! own points. The entry takes no point when every object reachable from
//! the arguments either no other thread can reach or never changes (a
//! string, an object whose instance fields are all final, a sealed object
//! or a string's contents: `immutable`): the call is then one more local
//! step of the running thread. The walk is bounded (`WALK_LIMIT`): a
//! larger structure keeps its point.

use fxhash::FxHashMap;
use wayfinder_vm::heap::{ArrayData, ObjData};
use wayfinder_vm::policy::Operation;
use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

/// Trusted classes whose atomic methods touch only what their arguments
/// reach (see the module docs): `ConcurrentHashMap` (its single-key
/// operations walk the receiver's table, bins and counter cells, and its
/// static finals `U` and the offsets) with its nodes and entries, and the
/// atomics and adders (the receiver's value, base and cells).
const CLOSED_CLASSES: &[&str] = &[
    "java/util/concurrent/ConcurrentHashMap",
    "java/util/concurrent/atomic/",
];

/// The most objects a library entry's arguments may reach for the entry
/// to be looked at.
const WALK_LIMIT: usize = 4096;

/// The marks of objects another thread could reach, for one slice.
#[derive(Default)]
pub struct Unreached {
    /// The slice and thread the marks were taken in (`None`: not taken,
    /// or dropped by a write).
    taken: Option<(u64, u32)>,
    /// The first young object's index (older objects count as reachable).
    base: usize,
    /// By young index (minus `base`): reachable by another thread.
    marked: Vec<bool>,
    work: Vec<ObjRef>,
    /// `closed`'s verdicts per object while the marks are kept.
    closed_memo: FxHashMap<ObjRef, bool>,
    /// Per class id: its instances never change (`immutable`), once asked.
    immutable_memo: Vec<Option<bool>>,
    /// Per method id: its class is one of `CLOSED_CLASSES`, once asked.
    closed_class_memo: Vec<Option<bool>>,
}

impl Unreached {
    /// Fires before the running thread performs `op` (asked about it):
    /// drops the marks when `op` may give another thread a reference it did
    /// not have (a write into an object another thread can reach, a static
    /// write, a native call, a class's initialisation).
    pub fn note_op(&mut self, vm: &mut Vm, op: &Operation) {
        if self.taken.is_none() {
            return;
        }
        let drop = match *op {
            Operation::FieldWrite {
                obj: Value::Ref(Some(o)),
                ..
            }
            | Operation::ElementWrite {
                array: Value::Ref(Some(o)),
            } => vm.state.heap.get(o).shared,
            Operation::StaticWrite { .. } => true,
            Operation::New { class } => vm
                .resolve_class_at(class)
                .is_none_or(|c| !vm.is_initialized(c)),
            Operation::Invoke {
                method, is_static, ..
            } => match vm.resolve_method_at(method) {
                Some(m) => {
                    let meth = vm.classes.method(m);
                    meth.is_native() || (is_static && !vm.is_initialized(meth.class))
                }
                None => true,
            },
            _ => false,
        };
        if drop {
            self.taken = None;
        }
    }

    /// Could a thread other than the running one reach `o` (see the module
    /// docs)?
    pub fn reachable_by_others(&mut self, vm: &Vm, o: ObjRef) -> bool {
        // Old objects count as reachable: no marks needed for them.
        let i = o.index();
        if i < vm.state.heap.young_start() {
            return true;
        }
        // A class mirror is every thread's through a constant (`Foo.class`,
        // a static synchronized method), whatever the heap's roots say.
        if vm.state.heap.get(o).class == vm.wk.class {
            return true;
        }
        self.take_marks(vm);
        // Allocated since the marks were taken (by the running thread, and
        // not stored where others look since: that write dropped them).
        let Some(&m) = self.marked.get(i - self.base) else {
            return false;
        };
        if m {
            return true;
        }
        // The trace goes on only as far as it must: up to `o`, or to its
        // end for an object it never reaches.
        let mut work = std::mem::take(&mut self.work);
        while let Some(x) = work.pop() {
            self.referents(vm, x, &mut work);
            if self.marked[i - self.base] {
                break;
            }
        }
        self.work = work;
        self.marked[i - self.base]
    }

    /// Does every object reachable from `roots` either stay out of every
    /// other thread's reach or never change? False past `WALK_LIMIT`.
    pub fn closed(&mut self, vm: &Vm, roots: &[ObjRef]) -> bool {
        self.take_marks(vm);
        for &r in roots {
            if let Some(&v) = self.closed_memo.get(&r) {
                if !v {
                    return false;
                }
                continue;
            }
            let v = self.walk(vm, r);
            self.closed_memo.insert(r, v);
            if !v {
                return false;
            }
        }
        true
    }

    /// `closed` for one root.
    fn walk(&mut self, vm: &Vm, root: ObjRef) -> bool {
        let heap = &vm.state.heap;
        let mut seen = fxhash::FxHashSet::default();
        let mut work = vec![root];
        seen.insert(root);
        while let Some(o) = work.pop() {
            if seen.len() > WALK_LIMIT {
                return false;
            }
            if self.reachable_by_others(vm, o) && !self.immutable(vm, o) {
                return false;
            }
            let mut refs = Vec::new();
            heap.get(o).data.push_refs(&mut refs);
            for r in refs {
                if seen.insert(r) {
                    work.push(r);
                }
            }
        }
        true
    }

    /// Does object `o` never change: a string (its caches hold one value:
    /// `crate::por::string_hash_cache`), a string's contents, a sealed
    /// object with no field left out of the claim (`Vm::sealed_whole`), or
    /// an instance of a class
    /// whose instance fields are all final? What it references is walked
    /// on.
    fn immutable(&mut self, vm: &Vm, o: ObjRef) -> bool {
        let obj = vm.state.heap.get(o);
        if (vm.frozen_strings && obj.frozen) || (vm.sealed.on && vm.sealed_whole(o)) {
            return true;
        }
        if obj.array().is_some() {
            return false;
        }
        let c = obj.class as usize;
        if self.immutable_memo.len() <= c {
            self.immutable_memo.resize(c + 1, None);
        }
        *self.immutable_memo[c].get_or_insert_with(|| {
            let class = vm.classes.get(obj.class);
            (vm.frozen_strings && obj.class == vm.wk.string)
                || (obj.class != vm.wk.class
                    && class
                        .instance_fields
                        .iter()
                        .all(|f| f.access & wayfinder_vm::classfile::access::FINAL != 0))
        })
    }

    /// Is method `m`'s class one whose atomic methods touch only what
    /// their arguments reach (`CLOSED_CLASSES`)?
    pub fn closed_class(&mut self, vm: &Vm, m: wayfinder_vm::loader::MethodId) -> bool {
        let i = m as usize;
        if self.closed_class_memo.len() <= i {
            self.closed_class_memo.resize(i + 1, None);
        }
        *self.closed_class_memo[i].get_or_insert_with(|| {
            let name = &*vm.classes.get(vm.classes.method(m).class).name;
            CLOSED_CLASSES.iter().any(|p| name.starts_with(p))
        })
    }

    /// Takes the marks for the running slice unless they are taken.
    fn take_marks(&mut self, vm: &Vm) {
        let key = (vm.slices, vm.cur_thread);
        if self.taken == Some(key) {
            return;
        }
        self.closed_memo.clear();
        let heap = &vm.state.heap;
        let base = heap.young_start();
        let young = heap.capacity() - base;
        self.base = base;
        self.marked.clear();
        let mut work = std::mem::take(&mut self.work);
        work.clear();
        match heap.static_reach() {
            Some(r) => {
                self.marked.extend_from_slice(&r.marked);
                self.marked.resize(young, false);
            }
            None => {
                self.marked.resize(young, false);
                for c in vm.state.young_class_roots() {
                    let cs = vm.state.class(c);
                    self.root(cs.mirror, &mut work);
                    self.root(cs.init_error, &mut work);
                    for v in cs.statics.iter() {
                        if let Value::Ref(r) = v {
                            self.root(*r, &mut work);
                        }
                    }
                }
                for &i in heap.pinned_young() {
                    self.root(Some(ObjRef::from_index(i as usize)), &mut work);
                }
            }
        }
        for (tid, t) in vm.state.threads.iter().enumerate() {
            self.root(Some(t.obj), &mut work);
            self.root(t.uncaught, &mut work);
            if let ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } =
                t.status
            {
                self.root(Some(monitor), &mut work);
            }
            if tid as u32 == vm.cur_thread {
                continue;
            }
            for f in &t.frames {
                self.root(f.sync_obj, &mut work);
                for v in &f.vals {
                    if let Value::Ref(r) = v {
                        self.root(*r, &mut work);
                    }
                }
            }
        }
        for &i in heap.remembered() {
            self.referents(vm, ObjRef::from_index(i as usize), &mut work);
        }
        // Traced on demand (`reachable_by_others`).
        self.work = work;
        self.taken = Some(key);
    }

    #[inline]
    fn root(&mut self, v: Option<ObjRef>, work: &mut Vec<ObjRef>) {
        if let Some(r) = v {
            let i = r.index();
            if i >= self.base && !self.marked[i - self.base] {
                self.marked[i - self.base] = true;
                work.push(r);
            }
        }
    }

    fn referents(&mut self, vm: &Vm, o: ObjRef, work: &mut Vec<ObjRef>) {
        match &vm.state.heap.get(o).data {
            ObjData::Fields(f) => {
                for v in f.iter() {
                    if let Value::Ref(r) = v {
                        self.root(*r, work);
                    }
                }
            }
            ObjData::Array(ArrayData::Ref(v)) => {
                for &r in v.iter() {
                    self.root(r, work);
                }
            }
            ObjData::Array(_) => {}
        }
    }
}
