//! Objects a class initialiser published are taken as unchanging: reading
//! their fields or elements needs no scheduling point, even when other
//! threads can reach them.
//!
//! The claim. A class's statics stay private to the initialising thread
//! until its `<clinit>` ends (`Vm::publish_static`); at that moment
//! everything they reach that was still unshared becomes shared at once
//! (`Vm::set_init_state`). Such objects are mostly tables, patterns,
//! locales and singletons that nobody writes again. The VM marks each of
//! them `Object::sealed` (unless its class was found written before,
//! see below) and remembers a digest of its contents, and partial-order
//! reduction makes no scheduling point before reading a field or an
//! element of a sealed object (`reductions/src/por.rs`).
//!
//! Why it is sound. Removing the point before a read is sound when no
//! write to that location can happen concurrently with it: the read then
//! commutes with every step other threads take after it. The claim says
//! that, after publication, no sealed object is written while more than
//! one thread is alive. A write while the writing thread is the only one
//! alive is concurrent with nothing (every other thread either ended
//! before it or starts after it), so it breaks nothing: the object stays
//! sealed and its new contents are digested (at the end of the
//! transition, or before the thread starts another). Any other write
//! breaks the claim (`BrokenClaim::SealedObjectWritten`), and the search
//! starts again with the written field left out of the claim (reading it
//! stays a point, writing it breaks nothing), or, for an element or a
//! write only the digest revealed, with the object's class never sealed
//! (`check`'s restart loop; the trace file records both). As for the
//! stable-field and string claims, the first such write in any execution
//! has a prefix in which the claim held, which the reduced search
//! therefore explores, so the write is seen on some explored path if it
//! can happen at all. A read stays a point whenever the object is not
//! sealed at that moment, so reads before publication, or of an object
//! unsealed on this path, are as before.
//!
//! Collecting breaks. One run often breaks several of these claims a
//! few transitions apart (a logging program: a `ConcurrentHashMap`'s
//! `table`, then its `baseCount`, an `AtomicLong`'s `value`, a locale's
//! hash caches), and starting again at the first would repeat the work
//! before it once per claim. So a run whose claim broke goes on for as
//! many transitions again as it had made before the break (at least
//! `EXTRA_TRANSITIONS`), recording every sealed object written while
//! other threads were alive (`SealedObjects::also_broken`), and only then
//! stops (`Vm::sealed_claim_broken`); the next run leaves all of them
//! out. What that run explored after the break is not trusted (it ends
//! with the claim broken and its verdict is not used, as for the owned
//! objects' restarts); each write it records is a write of a real
//! execution, which a later complete run would meet anyway (the argument
//! above), so leaving it out at once only saves restarts.
//!
//! How writes are seen. Where the interpreter writes (`putfield`, array
//! stores, `System.arraycopy`, `Unsafe` puts and CAS: `note_sealed_write`,
//! before the write), and, for anything else (natives that fill an array,
//! the collector clearing a reference), after every transition: each
//! object written during it is on the heap's dirty list, and a sealed one
//! whose contents no longer match its digest was written
//! (`check_sealed_writes`). A monitor taken on a sealed object is no
//! write: only the contents are digested. The dirty list exists once a
//! search tracks changes; `reseal_all` takes the digests again then.
//!
//! Published by a release store. A program also hands immutable values
//! to other threads after its class initialisers ran: a snapshot swapped
//! in by `AtomicReference.compareAndSet`, a configuration set into a
//! volatile field. A volatile `putfield` or `putstatic`, or a `VarHandle`
//! or `Unsafe` write (a CAS that succeeded), into a field of a program
//! class or of an `AtomicReference` (array) publishes what the stored
//! reference reaches and was still the storing thread's alone, and seals
//! it (`Vm::publish_released`; not objects of `java.util.concurrent`
//! classes, nor threads). The claim and its check are the same as above:
//! which stores seal is a guess at what is immutable, soundness does not
//! depend on it. A snapshot some thread writes after its publication
//! breaks the claim (sample `SnapshotWrittenAfterSwap`).
//!
//! View caches. Reading a published map often writes it: `TreeMap`,
//! `HashMap`, `AbstractMap` and `Collections.unmodifiableMap` fill a
//! field with a view of themselves (`entrySet`, `keySet`, `values`) on
//! first use, without a lock (`view_cache` lists them). Copying a
//! published snapshot (`new TreeMap<>(snapshot)`) thus wrote it, and with
//! those fields left out of the claim each copy had five points again
//! (PriceBoard did not finish). Such a field of a sealed object is read
//! and written with no point and breaks nothing. Two threads that both
//! find it empty make a view each, and the last write stays; the reduced
//! search explores only the orders in which the second finds the first's
//! view. Every such view has only final fields naming the map it views
//! (or a view of it), so the two threads' views behave alike in every
//! respect but identity. So the views stored there are marked
//! (`Object::view`) and any use of a marked view's identity (`if_acmp`,
//! an identity hash code, its monitor, an operand of a compare-and-set:
//! `note_identity_use`) breaks the claim for every view-cache field
//! stored into in the run, left out by the next run (sample
//! `SnapshotViewIdentity`). Known gap: reflection writing these private
//! JDK fields (strong encapsulation is not enforced) is not looked at.
//!
//! Not sealed: strings (their hash cache is written lazily; their arrays
//! have their own claim, `crate::frozen_strings`), references (the
//! collector clears them), objects holding abstract values, and the
//! classes a previous run found written.

use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

use crate::heap::{ArrayData, ObjData};
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// What the VM knows of the sealed-object claim during one search.
#[derive(Debug, Default)]
pub struct SealedObjects {
    /// Is the claim in force (partial-order reduction on, not turned off)?
    pub on: bool,
    /// What a previous run found written after publication: classes
    /// whose instances are never sealed (internal names, `[I`), and fields
    /// (`java/util/Locale.hashCodeValue`, by declaring class) whose reads
    /// stay scheduling points on sealed objects and whose writes break
    /// nothing.
    pub unsealed: BTreeSet<String>,
    /// Per class id, once asked: whether its instances may be sealed, and
    /// a bit per instance-field slot left out of the claim (bit 63 stands
    /// for every slot from 63 on).
    classes: Vec<Option<ClassSeal>>,
    /// Per class id, once asked: does a reference stored into a field of
    /// one of its instances (or a static of it) by a volatile store, a
    /// `VarHandle` or an `Unsafe` write seal what it publishes
    /// (`Vm::publish_released`)?
    publishers: Vec<Option<bool>>,
    /// Has a view been stored into a view cache of a sealed object in this
    /// run (`Object::view`)? Until then identity uses are not looked at.
    pub views_out: bool,
    /// The view-cache fields (class, slot) stored into in this run: a use
    /// of a view's identity leaves them all out of the claim.
    lazy_written: Vec<(ClassId, u32)>,
    /// The first sealed object written while other threads were alive (a
    /// broken claim), if any: its class, and the field slot when the
    /// interpreter saw which.
    pub broken: Option<(ClassId, Option<u32>)>,
    /// The other sealed objects written in the transition that broke the
    /// claim (`broken`), as it: a run stops only once its transition has
    /// ended, and starting again once per object written in it would run
    /// the same transitions again for each (`Vm::take_also_unsealed`).
    pub also_broken: Vec<(ClassId, Option<u32>)>,
    /// The objects unsealed by writes in this transition since the claim
    /// broke: their later field writes in the same transition count as
    /// well (`Vm::note_write_after_break`), since the claim is per field.
    unsealed_now: Vec<ObjRef>,
    /// Transitions ended in this run (`Vm::check_sealed_writes`).
    transitions: u64,
    /// After how many transitions the broken claim stops the run (see
    /// "Collecting breaks"); set when the claim first broke.
    stop_at: Option<u64>,
}

/// The fewest transitions a run goes on for after its claim broke,
/// collecting more breaks (see "Collecting breaks").
const EXTRA_TRANSITIONS: u64 = 64;

#[derive(Clone, Copy, Debug)]
struct ClassSeal {
    sealable: bool,
    left_out: u64,
    /// Field slots that are lazily filled caches of a stateless view
    /// (`view_cache`): out of the digest, written without breaking the
    /// claim, read without a point.
    lazy: u64,
    /// May a release store seal its instances (`seal_published`)? Not
    /// the `java.util.concurrent` classes' (a `Phaser`'s wait-queue node
    /// pushed by `compareAndSet` on an `AtomicReference`, then cleared):
    /// their objects are written after they are linked in.
    on_publish: bool,
}

/// The bit of field slot `slot` in `ClassSeal::left_out`.
fn slot_bit(slot: u32) -> u64 {
    1 << slot.min(63)
}

impl Vm {
    /// What the claim makes of class `c`'s instances.
    fn class_seal(&mut self, c: ClassId) -> ClassSeal {
        let i = c as usize;
        if self.sealed.classes.len() <= i {
            self.sealed.classes.resize(i + 1, None);
        }
        if let Some(s) = self.sealed.classes[i] {
            return s;
        }
        let name = self.classes.get(c).name.to_string();
        let sealable = c != self.wk.string
            && !self.sealed.unsealed.contains(&name)
            && !self.is_subclass_of(c, "java/lang/ref/Reference");
        let mut left_out = 0;
        for (slot, f) in self.classes.get(c).instance_fields.iter().enumerate() {
            let key = format!("{}.{}", self.classes.get(f.owner).name, f.name);
            if self.sealed.unsealed.contains(&key) {
                left_out |= slot_bit(slot as u32);
            }
        }
        let mut lazy = 0;
        if view_caches_on() {
            for (slot, f) in self.classes.get(c).instance_fields.iter().enumerate() {
                if view_cache(&self.classes.get(f.owner).name, &f.name) && slot < 63 {
                    lazy |= slot_bit(slot as u32);
                }
            }
        }
        let s = ClassSeal {
            sealable,
            left_out,
            lazy: lazy & !left_out,
            on_publish: sealable && !name.starts_with("java/util/concurrent/"),
        };
        self.sealed.classes[i] = Some(s);
        s
    }

    /// Is field `slot` of sealed object `o` left out of the claim (reading
    /// it stays a scheduling point)?
    pub fn sealed_field_left_out(&self, o: ObjRef, slot: u32) -> bool {
        let c = self.state.heap.get(o).class as usize;
        self.sealed
            .classes
            .get(c)
            .and_then(|s| *s)
            .is_none_or(|s| s.left_out & slot_bit(slot) != 0)
    }

    /// Is `o` sealed with every field of its class in the claim (none left
    /// out after an earlier run's break)? Only then does no other thread
    /// write it while the claim holds: a sealed object with a field left
    /// out (a `ConcurrentHashMap` whose `table` another thread fills in)
    /// may change under a reader.
    pub fn sealed_whole(&self, o: ObjRef) -> bool {
        self.sealed_record(o).is_some_and(|s| s.left_out == 0)
    }

    /// Is field `slot` of `o`, a sealed object, a lazily filled view cache
    /// (`view_cache`): read and written with no point, no break?
    pub fn sealed_lazy_field(&self, o: ObjRef, slot: u32) -> bool {
        self.sealed_record(o)
            .is_some_and(|s| s.lazy & slot_bit(slot) != 0)
    }

    /// Is field `slot` of `o` covered by a sealed-object claim (the
    /// reduction on, `o` sealed, the field not left out), so that no other
    /// thread writes it while the claim holds?
    pub fn sealed_field_holds(&self, o: ObjRef, slot: u32) -> bool {
        self.sealed.on && self.state.heap.get(o).sealed && !self.sealed_field_left_out(o, slot)
    }

    /// The claim record of sealed object `o`'s class (`None`: `o` is not
    /// sealed, or its class has none).
    fn sealed_record(&self, o: ObjRef) -> Option<ClassSeal> {
        let obj = self.state.heap.get(o);
        if !obj.sealed {
            return None;
        }
        self.sealed.classes.get(obj.class as usize).and_then(|s| *s)
    }

    /// The digest of sealed object `o`'s contents, fields left out of the
    /// claim excepted.
    fn digest_of(&self, o: ObjRef) -> Option<u64> {
        let obj = self.state.heap.get(o);
        let left_out = self
            .sealed
            .classes
            .get(obj.class as usize)
            .and_then(|s| *s)
            .map_or(0, |s| s.left_out | s.lazy);
        digest(&obj.data, left_out)
    }

    /// Fires when class `c`'s initialisation ended (completed or failed),
    /// before threads waiting for it are woken: publishes everything `c`'s
    /// statics reach, sealing each object this publishes while the claim
    /// is in force.
    pub(crate) fn publish_initialised_statics(&mut self, c: ClassId) {
        let mut work: Vec<ObjRef> = self.state.classes[c as usize]
            .statics
            .iter()
            .filter_map(|v| match v {
                Value::Ref(Some(r)) => Some(*r),
                _ => None,
            })
            .collect();
        while let Some(x) = work.pop() {
            let obj = self.state.heap.get(x);
            if obj.shared {
                continue;
            }
            let class = obj.class;
            let seal = self.sealed.on && !obj.frozen && self.class_seal(class).sealable;
            let d = if seal { self.digest_of(x) } else { None };
            let obj = self.state.heap.get_mut(x);
            obj.shared = true;
            if let Some(d) = d {
                obj.sealed = true;
                obj.seal_digest = d;
            }
            obj.data.push_refs(&mut work);
        }
    }

    /// Fires after reference `v` was stored, by a volatile `putfield` or
    /// `putstatic`, a `VarHandle` or an `Unsafe` write (a CAS that
    /// succeeded), into a field of `target` (`None`: a static of class
    /// `holder`; else `holder` is `target`'s class), in place of
    /// `Vm::publish`: publishes what `v` reaches and, when `holder` is a
    /// class of the program or an `AtomicReference` (array), seals each
    /// object this publishes while the claim is in force. Such a store is
    /// how a program hands an immutable value to other threads (a snapshot
    /// swapped in by `compareAndSet`, a volatile field set to a new
    /// configuration); what it publishes was the storing thread's alone
    /// until now. A value written again later breaks the claim as for an
    /// object a class initialiser published (a restart leaves the field,
    /// or the class, out of it); only the choice of what to seal is a
    /// guess, not the soundness. The JDK's own structures (a queue's nodes
    /// linked in by CAS, a lock's waiters) are written after they are
    /// linked in, and are published without a seal.
    pub(crate) fn publish_released(&mut self, target: Option<ObjRef>, holder: ClassId, v: Value) {
        let Value::Ref(Some(r)) = v else {
            return;
        };
        if self.state.heap.get(r).shared || !target.is_none_or(|t| self.state.heap.get(t).shared) {
            return;
        }
        let seal = self.sealed.on && self.publisher(holder);
        self.share_graph(r, seal);
    }

    /// Does a release store into a field of class `c` seal what it
    /// publishes (`publish_released`)?
    fn publisher(&mut self, c: ClassId) -> bool {
        let i = c as usize;
        if self.sealed.publishers.len() <= i {
            self.sealed.publishers.resize(i + 1, None);
        }
        if let Some(p) = self.sealed.publishers[i] {
            return p;
        }
        let p = !self.classes.get(c).origin_is_jdk()
            || self.is_subclass_of(c, "java/util/concurrent/atomic/AtomicReference")
            || self.is_subclass_of(c, "java/util/concurrent/atomic/AtomicReferenceArray");
        self.sealed.publishers[i] = Some(p);
        p
    }

    /// Fires when `share_graph` makes `o` shared on a sealing publication
    /// (`publish_released`): seals it, unless it is frozen, a thread (the
    /// VM writes those at their start and end) or of a class the claim
    /// leaves out.
    pub(crate) fn seal_published(&mut self, o: ObjRef) {
        let obj = self.state.heap.get(o);
        let class = obj.class;
        if obj.frozen
            || !self.class_seal(class).on_publish
            || self.is_thread_local_map_holder(class)
        {
            return;
        }
        if let Some(d) = self.digest_of(o) {
            let obj = self.state.heap.get_mut(o);
            obj.sealed = true;
            obj.seal_digest = d;
        }
    }

    /// Fires after reference `v` was stored into field `slot` of sealed
    /// object `o` (by `putfield`): when the field is a view cache
    /// (`view_cache`), `v` is a view whose identity no thread may use.
    pub(crate) fn note_lazy_store(&mut self, o: ObjRef, slot: u32, v: Value) {
        let Value::Ref(Some(view)) = v else {
            return;
        };
        if !self.sealed_lazy_field(o, slot) {
            return;
        }
        self.state.heap.get_mut(view).view = true;
        self.sealed.views_out = true;
        let class = self.state.heap.get(o).class;
        if !self.sealed.lazy_written.contains(&(class, slot)) {
            self.sealed.lazy_written.push((class, slot));
        }
    }

    /// Fires before the running thread uses the identity of `o` (compares
    /// it by reference, takes its identity hash or its monitor, or gives
    /// it to a compare-and-set): if `o` is a view a view cache held
    /// (`Object::view`), the claim is broken for every view cache stored
    /// into in this run, which the next run leaves out.
    #[inline]
    pub fn note_identity_use(&mut self, o: Option<ObjRef>) {
        if !self.sealed.views_out {
            return;
        }
        if let Some(o) = o {
            if self.state.heap.get(o).view {
                self.view_identity_used();
            }
        }
    }

    #[cold]
    fn view_identity_used(&mut self) {
        for (c, slot) in self.sealed.lazy_written.clone() {
            self.note_unsealed(c, Some(slot));
        }
    }

    /// Fires before sealed object `o`'s contents are written (field
    /// `slot`, or an element when `None`, by the interpreter or `Unsafe`;
    /// the caller checked `Object::sealed`): unless the field is left out
    /// of the claim, or the running thread is the only one alive (then
    /// the new contents are digested later, `reseal_written`), the claim is
    /// broken and `o` unsealed.
    #[cold]
    pub(crate) fn note_sealed_write(&mut self, o: ObjRef, slot: Option<u32>) {
        if slot.is_some_and(|s| self.sealed_field_left_out(o, s) || self.sealed_lazy_field(o, s))
            || self.runs_alone(self.cur_thread)
        {
            return;
        }
        let obj = self.state.heap.get_mut(o);
        obj.sealed = false;
        let class = obj.class;
        self.note_unsealed(class, slot);
        self.sealed.unsealed_now.push(o);
    }

    /// Fires before field `slot` of `o`, not sealed, is written while the
    /// claim is broken (the run stops when its transition ends): if a write
    /// in this transition unsealed `o`, this field's write goes with the
    /// broken claim too, so the next run leaves out every field the
    /// transition wrote, not only the first.
    #[cold]
    pub(crate) fn note_write_after_break(&mut self, o: ObjRef, slot: u32) {
        if self.sealed.unsealed_now.contains(&o) && !self.sealed_field_left_out(o, slot) {
            let class = self.state.heap.get(o).class;
            self.note_unsealed(class, Some(slot));
        }
    }

    /// Records that an object of `class` (field `slot`, or an element or
    /// an unknown part when `None`) was written while sealed: the first
    /// such write breaks the claim, the others of the same transition go
    /// with it (`SealedObjects::also_broken`).
    fn note_unsealed(&mut self, class: ClassId, slot: Option<u32>) {
        let s = &mut self.sealed;
        if s.broken.is_none() {
            s.broken = Some((class, slot));
            s.stop_at = Some(s.transitions + s.transitions.max(EXTRA_TRANSITIONS));
        } else if s.broken != Some((class, slot)) && !s.also_broken.contains(&(class, slot)) {
            s.also_broken.push((class, slot));
        }
    }

    /// The writes of sealed objects made in the run after the first that
    /// broke the claim (`SealedObjects::also_broken`; cleared).
    pub fn take_also_unsealed(&mut self) -> Vec<(ClassId, Option<u32>)> {
        std::mem::take(&mut self.sealed.also_broken)
    }

    /// Has the claim broken and the run gone on long enough after it to
    /// collect the other breaks it meets soon (see "Collecting breaks")?
    pub fn sealed_claim_broken(&self) -> bool {
        self.sealed.broken.is_some()
            && self
                .sealed
                .stop_at
                .is_none_or(|n| self.sealed.transitions >= n)
    }

    /// Fires after a transition ended, before the search looks at the new
    /// state (`alone_at_start`: the running thread was the only one that
    /// could act when it began, `Vm::runs_alone`). Every object the transition wrote is on the heap's
    /// dirty list; a sealed one whose contents changed was written either
    /// by the interpreter (`note_sealed_write` saw it) or by other means (a
    /// native filling an array, the collector). With the running thread
    /// the only one alive all along, the new contents are digested;
    /// otherwise the claim is broken (a thread it started meanwhile had
    /// what it wrote before digested then, `before_thread_added`).
    pub fn check_sealed_writes(&mut self, alone_at_start: bool) {
        if !self.sealed.on || !self.state.heap.is_tracking() {
            return;
        }
        self.sealed.transitions += 1;
        self.sealed.unsealed_now.clear();
        if alone_at_start && self.runs_alone(self.cur_thread) {
            self.reseal_written();
            return;
        }
        // Every sealed object the transition changed, not only the first:
        // the search starts again once for all of them.
        for o in self.sealed_changed() {
            let obj = self.state.heap.get_mut(o);
            obj.sealed = false;
            let class = obj.class;
            self.note_unsealed(class, None);
        }
    }

    /// Fires before a thread is added to the running ones: if the running
    /// thread was alone, what it wrote into sealed objects so far (in this
    /// transition) was concurrent with nothing, and is digested now.
    pub(crate) fn before_thread_added(&mut self) {
        if self.sealed.on && self.state.heap.is_tracking() && self.runs_alone(self.cur_thread) {
            self.reseal_written();
        }
    }

    /// Called when change tracking starts (a search begins: the heap's
    /// dirty list lists what is written from now on): the contents of
    /// every sealed object are digested again, as written so far by the
    /// one thread alive. With more threads alive the claim is dropped for
    /// this run (no object stays sealed).
    pub fn reseal_all(&mut self) {
        if !self.sealed.on {
            return;
        }
        let alone = self.alive_threads() <= 1;
        for i in 0..self.state.heap.capacity() {
            if !self.state.heap.slot(i).is_some_and(|o| o.sealed) {
                continue;
            }
            let o = ObjRef::from_index(i);
            let d = self.digest_of(o).filter(|_| alone);
            let obj = self.state.heap.get_mut(o);
            match d {
                Some(d) => obj.seal_digest = d,
                None => obj.sealed = false,
            }
        }
    }

    /// Digests again the sealed objects on the dirty list whose contents
    /// changed.
    fn reseal_written(&mut self) {
        for o in self.sealed_changed() {
            let d = self.digest_of(o);
            let obj = self.state.heap.get_mut(o);
            match d {
                Some(d) => obj.seal_digest = d,
                None => obj.sealed = false,
            }
        }
    }

    /// The sealed objects on the heap's dirty list whose contents no
    /// longer match their digest.
    fn sealed_changed(&self) -> Vec<ObjRef> {
        self.state
            .heap
            .dirty_slots()
            .iter()
            .filter_map(|&i| {
                let o = self.state.heap.slot(i as usize)?;
                let r = ObjRef::from_index(i as usize);
                (o.sealed && self.digest_of(r) != Some(o.seal_digest)).then_some(r)
            })
            .collect()
    }

    /// How many threads are alive (started, not ended).
    pub fn alive_threads(&self) -> usize {
        self.state.threads.iter().filter(|t| t.is_alive()).count()
    }
}

/// A digest of an object's contents, the field slots in `left_out`
/// excepted (`None`: it holds an abstract value, and is not sealed).
fn digest(data: &ObjData, left_out: u64) -> Option<u64> {
    let mut h = fxhash::FxHasher64::default();
    match data {
        ObjData::Fields(f) => {
            for (slot, v) in f.iter().enumerate() {
                if left_out & slot_bit(slot as u32) != 0 {
                    continue;
                }
                let w = match *v {
                    Value::Top => 0,
                    Value::Int(x) => x as u32 as u64,
                    Value::Long(x) => x as u64,
                    Value::Float(x) => x.to_bits() as u64,
                    Value::Double(x) => x.to_bits(),
                    Value::Ref(r) => r.map_or(0, |r| r.index() as u64 + 1),
                    Value::Abs(_) => return None,
                };
                h.write_u64(w);
            }
        }
        ObjData::Array(a) => match a {
            ArrayData::Byte(v) => v.hash(&mut h),
            ArrayData::Char(v) => v.hash(&mut h),
            ArrayData::Short(v) => v.hash(&mut h),
            ArrayData::Int(v) => v.hash(&mut h),
            ArrayData::Long(v) => v.hash(&mut h),
            ArrayData::Float(v) => v.iter().for_each(|x| h.write_u32(x.to_bits())),
            ArrayData::Double(v) => v.iter().for_each(|x| h.write_u64(x.to_bits())),
            ArrayData::Ref(v) => v
                .iter()
                .for_each(|r| h.write_u32(r.map_or(0, |r| r.index() as u32 + 1))),
        },
    }
    Some(h.finish())
}

/// Are view caches taken as such (`view_cache`)? Off with the
/// environment variable `WAYFINDER_NO_VIEW_CACHES` (for measuring).
fn view_caches_on() -> bool {
    std::env::var_os("WAYFINDER_NO_VIEW_CACHES").is_none()
}

/// Is `class.name` a field in which a JDK collection caches a view of
/// itself, filled on first use by whichever thread asks?
fn view_cache(class: &str, name: &str) -> bool {
    matches!(
        (class, name),
        ("java/util/TreeMap", "entrySet" | "navigableKeySet")
            | ("java/util/AbstractMap", "keySet" | "values")
            | ("java/util/HashMap", "entrySet")
            | (
                "java/util/Collections$UnmodifiableMap",
                "entrySet" | "keySet" | "values"
            )
    )
}
