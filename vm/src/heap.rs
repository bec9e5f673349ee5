//! The object heap: plain data, indexed by `ObjRef`.

use std::rc::Rc;

use crate::insn::PrimType;
use crate::loader::ClassId;
use crate::pvec::PVec;
use crate::value::{ObjRef, Value};

/// Elements of an array, stored unboxed by element type.
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayData {
    /// `boolean[]` and `byte[]` (booleans are stored as 0/1 bytes).
    Byte(Vec<i8>),
    Char(Vec<u16>),
    Short(Vec<i16>),
    Int(Vec<i32>),
    Long(Vec<i64>),
    Float(Vec<f32>),
    Double(Vec<f64>),
    Ref(Vec<Option<ObjRef>>),
}

impl ArrayData {
    /// A zero-filled array of `len` elements of primitive type `t`.
    pub fn new_prim(t: PrimType, len: usize) -> ArrayData {
        match t {
            PrimType::Boolean | PrimType::Byte => ArrayData::Byte(vec![0; len]),
            PrimType::Char => ArrayData::Char(vec![0; len]),
            PrimType::Short => ArrayData::Short(vec![0; len]),
            PrimType::Int => ArrayData::Int(vec![0; len]),
            PrimType::Long => ArrayData::Long(vec![0; len]),
            PrimType::Float => ArrayData::Float(vec![0.0; len]),
            PrimType::Double => ArrayData::Double(vec![0.0; len]),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            ArrayData::Byte(v) => v.len(),
            ArrayData::Char(v) => v.len(),
            ArrayData::Short(v) => v.len(),
            ArrayData::Int(v) => v.len(),
            ArrayData::Long(v) => v.len(),
            ArrayData::Float(v) => v.len(),
            ArrayData::Double(v) => v.len(),
            ArrayData::Ref(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as a `Value` (caller checked bounds).
    pub fn get(&self, i: usize) -> Value {
        match self {
            ArrayData::Byte(v) => Value::Int(v[i] as i32),
            ArrayData::Char(v) => Value::Int(v[i] as i32),
            ArrayData::Short(v) => Value::Int(v[i] as i32),
            ArrayData::Int(v) => Value::Int(v[i]),
            ArrayData::Long(v) => Value::Long(v[i]),
            ArrayData::Float(v) => Value::Float(v[i]),
            ArrayData::Double(v) => Value::Double(v[i]),
            ArrayData::Ref(v) => Value::Ref(v[i]),
        }
    }

    /// Stores `val` at `i`, narrowing ints as the array type requires.
    pub fn set(&mut self, i: usize, val: Value) {
        match (self, val) {
            (ArrayData::Byte(v), Value::Int(x)) => v[i] = x as i8,
            (ArrayData::Char(v), Value::Int(x)) => v[i] = x as u16,
            (ArrayData::Short(v), Value::Int(x)) => v[i] = x as i16,
            (ArrayData::Int(v), Value::Int(x)) => v[i] = x,
            (ArrayData::Long(v), Value::Long(x)) => v[i] = x,
            (ArrayData::Float(v), Value::Float(x)) => v[i] = x,
            (ArrayData::Double(v), Value::Double(x)) => v[i] = x,
            (ArrayData::Ref(v), Value::Ref(x)) => v[i] = x,
            (a, val) => panic!("array store type mismatch: {val:?} into {}", a.kind_name()),
        }
    }

    /// A copy of elements `start..start + n`.
    pub fn clone_range(&self, start: usize, n: usize) -> ArrayData {
        let r = start..start + n;
        match self {
            ArrayData::Byte(v) => ArrayData::Byte(v[r].to_vec()),
            ArrayData::Char(v) => ArrayData::Char(v[r].to_vec()),
            ArrayData::Short(v) => ArrayData::Short(v[r].to_vec()),
            ArrayData::Int(v) => ArrayData::Int(v[r].to_vec()),
            ArrayData::Long(v) => ArrayData::Long(v[r].to_vec()),
            ArrayData::Float(v) => ArrayData::Float(v[r].to_vec()),
            ArrayData::Double(v) => ArrayData::Double(v[r].to_vec()),
            ArrayData::Ref(v) => ArrayData::Ref(v[r].to_vec()),
        }
    }

    /// Overwrites elements from `at` with `src` (same element type).
    pub fn paste(&mut self, at: usize, src: ArrayData) {
        match (self, src) {
            (ArrayData::Byte(d), ArrayData::Byte(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Char(d), ArrayData::Char(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Short(d), ArrayData::Short(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Int(d), ArrayData::Int(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Long(d), ArrayData::Long(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Float(d), ArrayData::Float(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Double(d), ArrayData::Double(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Ref(d), ArrayData::Ref(s)) => d[at..at + s.len()].copy_from_slice(&s),
            _ => panic!("paste between arrays of different types"),
        }
    }

    /// Size in bytes of one element, as `Unsafe.arrayIndexScale` reports it.
    pub fn elem_size(&self) -> usize {
        match self {
            ArrayData::Byte(_) => 1,
            ArrayData::Char(_) | ArrayData::Short(_) => 2,
            ArrayData::Int(_) | ArrayData::Float(_) | ArrayData::Ref(_) => 4,
            ArrayData::Long(_) | ArrayData::Double(_) => 8,
        }
    }

    pub fn kind_name(&self) -> &'static str {
        match self {
            ArrayData::Byte(_) => "byte",
            ArrayData::Char(_) => "char",
            ArrayData::Short(_) => "short",
            ArrayData::Int(_) => "int",
            ArrayData::Long(_) => "long",
            ArrayData::Float(_) => "float",
            ArrayData::Double(_) => "double",
            ArrayData::Ref(_) => "reference",
        }
    }
}

/// What an object holds.
#[derive(Clone, Debug, PartialEq)]
pub enum ObjData {
    /// Instance fields, by slot (see `Class::instance_fields`).
    Fields(Box<[Value]>),
    Array(ArrayData),
}

impl ObjData {
    /// Appends to `out` the objects this one references (its reference
    /// fields or elements that are not null).
    pub fn push_refs(&self, out: &mut Vec<ObjRef>) {
        match self {
            ObjData::Fields(f) => out.extend(f.iter().filter_map(|v| match v {
                Value::Ref(Some(r)) => Some(*r),
                _ => None,
            })),
            ObjData::Array(ArrayData::Ref(v)) => out.extend(v.iter().flatten().copied()),
            ObjData::Array(_) => {}
        }
    }
}

/// A monitor's state. Threads waiting to enter or in `wait()` are recorded
/// in the threads' own status, not here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Monitor {
    /// Owning thread id, when locked.
    pub owner: Option<u32>,
    /// Recursion count of the owner.
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    pub class: ClassId,
    pub data: ObjData,
    pub monitor: Monitor,
    /// Could a thread other than its creator reach this object? Set when a
    /// reference to it is stored in a static, in a shared object or array,
    /// or passed to a started thread (and then for all it references). A
    /// static of a class that the storing thread is initialising publishes
    /// only when the initialisation ends (`Vm::publish_static`).
    /// Partial-order reduction only makes accesses to shared objects
    /// scheduling points.
    pub shared: bool,
    /// An array that is some `String`'s `value`: its elements never change
    /// (`crate::frozen_strings`).
    pub frozen: bool,
    /// Published by a class initialiser and taken as unchanging since
    /// (`crate::sealed_objects`), with a digest of its contents then.
    pub sealed: bool,
    /// A view a JDK collection cached lazily in a field of a sealed object
    /// (`crate::sealed_objects`, "View caches"): a use of its identity
    /// breaks the claim.
    pub view: bool,
    pub seal_digest: u64,
    /// The object's canonical identity: a hash of its allocation site, the
    /// allocating thread and its occurrence number there (see
    /// `Vm::alloc`). Two executions that allocate the same objects in a
    /// different order give them the same identities.
    pub canon: u64,
    /// What the object's identity hash code derives from: its allocation
    /// site and occurrence number there (or what it is, for interned
    /// strings and class mirrors), whatever `canon` is made of, so that
    /// every reduction setting sees the same hash codes (see `Vm::alloc`).
    pub hash_id: u64,
    /// Bookkeeping for incremental state hashing (not program state).
    pub meta: ObjMeta,
}

/// What the state hasher remembers about an object between transitions.
/// It travels with the object into snapshots, so backtracking restores it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ObjMeta {
    /// The object's contribution to the heap's hash, valid unless `dirty`.
    pub hash: u128,
    /// Is `hash` currently added into `Heap::hash_sum`?
    pub counted: bool,
    /// The object's id in an exact state store's component table, when
    /// the search keeps one (valid, like `hash`, unless `dirty`).
    pub comp: u32,
    /// `comp` when the search started (old objects).
    pub comp0: u32,
    /// Written since the last `Heap::take_dirty`.
    dirty: bool,
    /// An object of the old generation written since `Heap::freeze`.
    remembered: bool,
    /// Never collected (interned strings: the intern table holds them).
    pub pinned: bool,
}

/// The largest array length the VM allocates, as HotSpot's: longer
/// requests throw `OutOfMemoryError: Requested array size exceeds VM limit`.
pub const MAX_ARRAY_LENGTH: i64 = i32::MAX as i64 - 2;

/// Bytes an object header counts for against the Java heap limit.
pub const HEADER_BYTES: u64 = 16;

/// Bytes an array of `len` elements of `elem_size` bytes counts for against
/// the Java heap limit (header and elements, rounded up to 8 bytes).
pub fn array_bytes(len: u64, elem_size: u64) -> u64 {
    (HEADER_BYTES.saturating_add(len.saturating_mul(elem_size))).saturating_add(7) & !7
}

impl Object {
    /// Bytes this object counts for against the Java heap limit (see
    /// `Vm::reserve_heap`): a header and 8 bytes a field, or a header and
    /// the elements at the sizes `Unsafe.arrayIndexScale` reports.
    pub fn heap_bytes(&self) -> u64 {
        match &self.data {
            ObjData::Fields(f) => HEADER_BYTES + 8 * f.len() as u64,
            ObjData::Array(a) => array_bytes(a.len() as u64, a.elem_size() as u64),
        }
    }

    /// A fresh object (identity assigned by the VM when it is allocated).
    pub fn new(class: ClassId, data: ObjData) -> Object {
        Object {
            class,
            data,
            monitor: Monitor::default(),
            shared: false,
            frozen: false,
            sealed: false,
            view: false,
            seal_digest: 0,
            canon: 0,
            hash_id: 0,
            meta: ObjMeta::default(),
        }
    }
}

impl Object {
    #[inline]
    pub fn fields(&self) -> &[Value] {
        match &self.data {
            ObjData::Fields(f) => f,
            ObjData::Array(_) => &[],
        }
    }

    #[inline]
    pub fn fields_mut(&mut self) -> &mut [Value] {
        match &mut self.data {
            ObjData::Fields(f) => f,
            ObjData::Array(_) => &mut [],
        }
    }

    #[inline]
    pub fn array(&self) -> Option<&ArrayData> {
        match &self.data {
            ObjData::Array(a) => Some(a),
            ObjData::Fields(_) => None,
        }
    }

    #[inline]
    pub fn array_mut(&mut self) -> Option<&mut ArrayData> {
        match &mut self.data {
            ObjData::Array(a) => Some(a),
            ObjData::Fields(_) => None,
        }
    }
}

/// All objects. Slots of collected objects are `None` and reused.
///
/// Each object sits behind an `Rc`, so cloning the heap (a snapshot for
/// backtracking) copies pointers, not objects; an object shared with a
/// snapshot is copied the first time it is written (`get_mut`).
///
/// For model checking the heap also records what changed: with tracking on,
/// every object written or allocated since the last `take_dirty` is listed,
/// so a state hash can be updated from those objects alone. After `freeze`
/// the objects alive then form an old generation that `sweep_young` never
/// frees; old objects written since are remembered as roots for it.
#[derive(Clone, Debug, Default)]
pub struct Heap {
    objects: PVec<Option<Rc<Object>>>,
    free: Vec<u32>,
    live: usize,
    /// Record written objects in `dirty`?
    track: bool,
    dirty: Vec<u32>,
    /// Sum (wrapping) of the `ObjMeta::hash` of every counted object.
    pub hash_sum: u128,
    /// Slots below this index hold the old generation (0: no freeze yet).
    old_limit: u32,
    /// Old objects written since the freeze.
    remembered: Vec<u32>,
    /// The `Object::heap_bytes` of every live object, summed.
    bytes: u64,
    /// Young pinned objects (roots of every collection).
    pinned_young: Vec<u32>,
    /// Live objects at the freeze (the old generation is never freed).
    old_live: usize,
    /// The young objects the static roots reach (see `StaticReach`), while
    /// none of them and no static area was written since it was taken.
    static_reach: Option<Rc<StaticReach>>,
    /// While a transition's reads are watched (`watch_reads`): the slot of
    /// every object looked up since, through `get`, `get_mut`,
    /// `get_mut_no_ref` or `slot`, repeats included. Only with the
    /// `watch-reads` feature (a branch in every lookup otherwise).
    #[cfg(feature = "watch-reads")]
    reads: Option<Rc<std::cell::RefCell<Vec<u32>>>>,
}

/// The young objects reachable from the static roots (static areas and
/// class mirrors of `VmState::young_class_roots`, pinned objects) through
/// young objects, as the collection between two transitions found them:
/// a mark per young slot (from `Heap::young_start`) and their number.
/// While none of these objects and no static area is written, the set
/// stays exactly the one the static roots reach (its members and roots
/// are unchanged, so their references are too), and a collection need
/// only trace from the threads and the remembered old objects, stopping
/// at its members. The first write of a reference into a member, or to a
/// static area, drops it (`Heap::get_mut`, `VmState::note_class_write`;
/// primitive stores and monitors go through `Heap::get_mut_no_ref`); a snapshot
/// keeps the one of its own heap.
#[derive(Debug)]
pub struct StaticReach {
    pub marked: Vec<bool>,
    pub count: usize,
}

impl Heap {
    #[inline]
    fn slot_mut(&mut self, i: usize) -> &mut Option<Rc<Object>> {
        self.objects.get_mut(i).expect("heap index out of range")
    }

    pub fn alloc(&mut self, obj: Object) -> ObjRef {
        self.live += 1;
        self.bytes += obj.heap_bytes();
        let i = if let Some(i) = self.free.pop() {
            *self.slot_mut(i as usize) = Some(Rc::new(obj));
            i as usize
        } else {
            self.objects.push(Some(Rc::new(obj)));
            self.objects.len() - 1
        };
        if self.track {
            self.mark_dirty(i);
        }
        ObjRef::from_index(i)
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> &Object {
        #[cfg(feature = "watch-reads")]
        if let Some(log) = &self.reads {
            log.borrow_mut().push(r.index() as u32);
        }
        self.objects[r.index()]
            .as_ref()
            .expect("dangling reference")
    }

    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> &mut Object {
        let i = r.index();
        #[cfg(feature = "watch-reads")]
        if let Some(log) = &self.reads {
            log.borrow_mut().push(i as u32);
        }
        if self.track {
            let o = self.objects[i].as_ref().expect("dangling reference");
            if !o.meta.dirty {
                self.mark_dirty_slow(i, true);
            } else if self.static_reach.is_some() {
                // Listed as written by a write that kept the static reach
                // (`get_mut_no_ref`); this one may store a reference.
                self.drop_static_reach_holding(i);
            }
        }
        Rc::make_mut(self.slot_mut(i).as_mut().expect("dangling reference"))
    }

    /// `get_mut` for a write that stores no reference: a primitive field
    /// or element, a monitor's owner and count, a flag of the header.
    /// What the static roots reach cannot change, so the static reach
    /// (`crate::gc`) stays; the object is still listed as written.
    #[inline]
    pub fn get_mut_no_ref(&mut self, r: ObjRef) -> &mut Object {
        let i = r.index();
        #[cfg(feature = "watch-reads")]
        if let Some(log) = &self.reads {
            log.borrow_mut().push(i as u32);
        }
        if self.track {
            let o = self.objects[i].as_ref().expect("dangling reference");
            if !o.meta.dirty {
                self.mark_dirty_slow(i, false);
            }
        }
        Rc::make_mut(self.slot_mut(i).as_mut().expect("dangling reference"))
    }

    #[cold]
    fn mark_dirty_slow(&mut self, i: usize, write: bool) {
        let old = (i as u32) < self.old_limit;
        if write {
            self.drop_static_reach_holding(i);
        }
        let obj = Rc::make_mut(
            self.objects
                .get_mut(i)
                .and_then(|o| o.as_mut())
                .expect("dangling reference"),
        );
        obj.meta.dirty = true;
        self.dirty.push(i as u32);
        if old && !obj.meta.remembered {
            obj.meta.remembered = true;
            self.remembered.push(i as u32);
        }
    }

    /// Drops the static reach if young slot `i` is one of its members.
    fn drop_static_reach_holding(&mut self, i: usize) {
        let Some(young) = i.checked_sub(self.old_limit as usize) else {
            return;
        };
        if self
            .static_reach
            .as_ref()
            .is_some_and(|s| s.marked.get(young).copied().unwrap_or(false))
        {
            self.static_reach = None;
        }
    }

    #[inline]
    fn mark_dirty(&mut self, i: usize) {
        let o = self.objects[i].as_ref().expect("dangling reference");
        if !o.meta.dirty {
            self.mark_dirty_slow(i, true);
        }
    }

    /// Lists slot `i` as written (when tracking changes) without writing
    /// it: its cached hash is to be taken again.
    pub fn mark_written(&mut self, i: usize) {
        if self.track
            && self
                .objects
                .get(i)
                .is_some_and(|o| o.as_ref().is_some_and(|o| !o.meta.dirty))
        {
            // Not a write: the static reach stays.
            self.mark_dirty_slow(i, false);
        }
    }

    /// Turns change tracking on: from now on every allocated or written
    /// object is listed until `take_dirty` (every live object is listed now).
    pub fn track_changes(&mut self) {
        self.track = true;
        for i in 0..self.objects.len() {
            if self.objects[i].is_some() {
                self.mark_dirty(i);
            }
        }
    }

    /// Puts into `list` (replacing its contents) the slots written or
    /// allocated since the last call, each once; their `dirty` marks are
    /// cleared. Slots may have been freed since.
    pub fn take_dirty(&mut self, list: &mut Vec<u32>) {
        list.clear();
        std::mem::swap(list, &mut self.dirty);
        for &i in list.iter() {
            if let Some(Some(o)) = self.objects.get_mut(i as usize) {
                Rc::make_mut(o).meta.dirty = false;
            }
        }
    }

    /// The slots written or allocated since the last `take_dirty` (when
    /// tracking changes; slots may have been freed since).
    pub fn dirty_slots(&self) -> &[u32] {
        &self.dirty
    }

    /// Sets the cached hash of slot `i` (a dirty object, so not shared
    /// with any snapshot) and updates `hash_sum`.
    pub fn set_hash(&mut self, i: u32, hash: u128) {
        let o = Rc::make_mut(
            self.objects
                .get_mut(i as usize)
                .and_then(|o| o.as_mut())
                .expect("dangling reference"),
        );
        if o.meta.counted {
            self.hash_sum = self.hash_sum.wrapping_sub(o.meta.hash);
        }
        o.meta.hash = hash;
        o.meta.counted = true;
        self.hash_sum = self.hash_sum.wrapping_add(hash);
    }

    /// Keeps `r` alive whatever references it (an interned string).
    pub fn pin(&mut self, r: ObjRef) {
        let o = self.get_mut(r);
        if !o.meta.pinned {
            o.meta.pinned = true;
            if r.index() >= self.old_limit as usize {
                self.pinned_young.push(r.index() as u32);
                // A new root of the static reach.
                self.static_reach = None;
            }
        }
    }

    /// Are writes being tracked (`track_changes`)?
    pub fn is_tracking(&self) -> bool {
        self.track
    }

    /// Young pinned objects.
    pub fn pinned_young(&self) -> &[u32] {
        &self.pinned_young
    }

    /// Live young objects.
    pub fn young_live(&self) -> usize {
        self.live - self.old_live
    }

    /// The static reach, if nothing dropped it since it was taken.
    pub fn static_reach(&self) -> Option<&Rc<StaticReach>> {
        self.static_reach.as_ref()
    }

    /// Keeps `reach` as the static reach (see `StaticReach`): call only
    /// when the dirty marks are about to be cleared (`take_dirty`), so
    /// that every later write passes `mark_dirty_slow`.
    pub fn set_static_reach(&mut self, reach: Option<Rc<StaticReach>>) {
        self.static_reach = reach;
    }

    /// A static area was written: the static reach may have changed.
    pub fn drop_static_reach(&mut self) {
        self.static_reach = None;
    }

    /// Sets the component id of slot `i` (a dirty object, see `set_hash`),
    /// and with `initial` also its starting one.
    pub fn set_comp(&mut self, i: u32, comp: u32, initial: bool) {
        if let Some(Some(o)) = self.objects.get_mut(i as usize) {
            let m = &mut Rc::make_mut(o).meta;
            m.comp = comp;
            if initial {
                m.comp0 = comp;
            }
        }
    }

    /// The object in slot `i`, if the slot is occupied.
    pub fn slot(&self, i: usize) -> Option<&Object> {
        #[cfg(feature = "watch-reads")]
        if let Some(log) = &self.reads {
            log.borrow_mut().push(i as u32);
        }
        self.objects.get(i).and_then(|o| o.as_deref())
    }

    /// Can this build list the objects looked up (the `watch-reads`
    /// feature)?
    pub const CAN_WATCH_READS: bool = cfg!(feature = "watch-reads");

    /// Starts listing the slots of the objects looked up (a debugging
    /// measure of what a transition read, `take_reads` ends it; nothing
    /// without the `watch-reads` feature). Snapshots taken meanwhile share
    /// the list.
    pub fn watch_reads(&mut self) {
        #[cfg(feature = "watch-reads")]
        {
            self.reads = Some(Rc::default());
        }
    }

    /// Stops listing looked-up slots; those listed since `watch_reads`,
    /// sorted, each once.
    pub fn take_reads(&mut self) -> Vec<u32> {
        #[cfg(feature = "watch-reads")]
        {
            let mut v = self
                .reads
                .take()
                .map(|l| std::mem::take(&mut *l.borrow_mut()))
                .unwrap_or_default();
            v.sort_unstable();
            v.dedup();
            v
        }
        #[cfg(not(feature = "watch-reads"))]
        Vec::new()
    }

    /// Bytes the live objects count for against the Java heap limit.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Number of live objects.
    pub fn live(&self) -> usize {
        self.live
    }

    /// Number of slots, live or free.
    pub fn capacity(&self) -> usize {
        self.objects.len()
    }

    /// Is slot `i` occupied?
    pub fn is_live(&self, i: usize) -> bool {
        self.objects.get(i).is_some_and(|o| o.is_some())
    }

    /// The first slot of the young generation (see `freeze`).
    #[inline]
    pub fn young_start(&self) -> usize {
        self.old_limit as usize
    }

    /// Old objects written since `freeze`: roots for `sweep_young`.
    pub fn remembered(&self) -> &[u32] {
        &self.remembered
    }

    /// Makes every object alive now old: `sweep_young` will never free it.
    /// Free slots below the boundary are given up, so young objects always
    /// live above it.
    pub fn freeze(&mut self) {
        self.old_limit = self.objects.len() as u32;
        self.free.clear();
        self.old_live = self.live;
        self.pinned_young.clear();
        self.static_reach = None;
    }

    /// Frees the young objects not marked in `marked` (indexed from
    /// the old generation's end) unless pinned, taking their hashes out of
    /// `hash_sum`. Returns how many were freed.
    pub fn sweep_young(&mut self, marked: &[bool]) -> usize {
        let base = self.old_limit as usize;
        let mut freed = 0;
        // Slots freed now, in ascending order (merged into `free` below).
        let mut fresh = Vec::new();
        for slot in base..self.objects.len() {
            // Marked slots first: most are, and their objects need no look.
            let keep = marked[slot - base]
                || match &self.objects[slot] {
                    None => true,
                    Some(o) => o.meta.pinned,
                };
            if keep {
                continue;
            }
            let o = self.slot_mut(slot).take().expect("live");
            self.bytes -= o.heap_bytes();
            if o.meta.counted {
                self.hash_sum = self.hash_sum.wrapping_sub(o.meta.hash);
            }
            fresh.push(slot as u32);
            freed += 1;
        }
        // Trailing free slots are dropped so snapshots stay small.
        while matches!(self.objects.last(), Some(None)) && self.objects.len() > base {
            self.objects.pop();
        }
        let len = self.objects.len() as u32;
        self.free.retain(|&i| i < len);
        fresh.retain(|&i| i < len);
        self.live -= freed;
        // Reuse low slots first so allocation stays compact and
        // deterministic: `free` is kept in descending order (allocation
        // pops its end). It is in that order already (only this function
        // adds to it, and allocation takes from its end), so the slots
        // freed now, ascending, are merged in rather than the whole list
        // sorted again.
        if self.free.windows(2).all(|w| w[0] > w[1]) {
            let old = std::mem::take(&mut self.free);
            let mut merged = Vec::with_capacity(old.len() + fresh.len());
            let (mut a, mut b) = (old.iter().peekable(), fresh.iter().rev().peekable());
            loop {
                match (a.peek(), b.peek()) {
                    (Some(&&x), Some(&&y)) => {
                        if x > y {
                            merged.push(x);
                            a.next();
                        } else {
                            merged.push(y);
                            b.next();
                        }
                    }
                    (Some(&&x), None) => {
                        merged.push(x);
                        a.next();
                    }
                    (None, Some(&&y)) => {
                        merged.push(y);
                        b.next();
                    }
                    (None, None) => break,
                }
            }
            self.free = merged;
        } else {
            self.free.extend_from_slice(&fresh);
            self.free.sort_unstable_by(|a, b| b.cmp(a));
        }
        freed
    }
}
