//! Garbage collection of the young generation between transitions.
//!
//! Model checking compares states by what the program can reach, so
//! garbage must not make two states differ. After the search's start the
//! objects alive then are frozen into an old generation (mostly the JDK's
//! start-up data) that is never collected; each transition ends with a
//! collection of the objects allocated since, which is cheap because it
//! only marks young objects. Roots: every thread (its `Thread` object,
//! frames, the monitor it waits for, its uncaught exception), the static
//! areas written or loaded since the freeze, the old objects written since
//! the freeze, and pinned objects (interned strings). An old object that
//! was never written since the freeze can only reference old objects.
//!
//! Most young objects of a real program hang off static fields (the
//! logging and lambda machinery, caches, the classes it loaded) and do not
//! change from one transition to the next. The collection at the end of a
//! transition keeps what the static roots reach (`StaticReach`); while
//! nothing in it and no static area is written, the next collections
//! trace only from the threads and the remembered old objects and stop at
//! its members. What they free is exactly what a full trace frees.

use std::rc::Rc;

use crate::heap::{ArrayData, Heap, ObjData, StaticReach};
use crate::loader::ClassId;
use crate::pvec::{PVec, Shared};
use crate::thread::{JThread, ThreadStatus};
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// Marks, from `base` on, the young objects reachable from roots pushed
/// into it, through young objects.
struct Marker<'a> {
    heap: &'a Heap,
    base: usize,
    marked: &'a mut Vec<bool>,
    work: &'a mut Vec<ObjRef>,
    count: usize,
}

impl Marker<'_> {
    #[inline]
    fn root(&mut self, v: Option<ObjRef>) {
        if let Some(r) = v {
            let i = r.index();
            if i >= self.base && !self.marked[i - self.base] {
                self.marked[i - self.base] = true;
                self.count += 1;
                self.work.push(r);
            }
        }
    }

    /// Pushes every thread's roots: its object, its uncaught exception, the
    /// monitor it is blocked or waiting on, and each frame's monitor and
    /// references.
    fn root_threads(&mut self, threads: &PVec<Shared<JThread>>) {
        for t in threads {
            self.root(Some(t.obj));
            self.root(t.uncaught);
            if let ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } =
                t.status
            {
                self.root(Some(monitor));
            }
            for f in &t.frames {
                self.root(f.sync_obj);
                for v in &f.vals {
                    if let Value::Ref(r) = v {
                        self.root(*r);
                    }
                }
            }
        }
    }

    /// Queues the references held by object `o` as roots.
    #[inline]
    fn referents_of(&mut self, o: ObjRef) {
        // The heap outlives the marker's borrow of itself: its objects are
        // read in place while marks are set.
        let heap: &Heap = self.heap;
        match &heap.get(o).data {
            ObjData::Fields(f) => {
                for v in f.iter() {
                    if let Value::Ref(r) = v {
                        self.root(*r);
                    }
                }
            }
            ObjData::Array(ArrayData::Ref(v)) => {
                for &r in v.iter() {
                    self.root(r);
                }
            }
            ObjData::Array(_) => {}
        }
    }

    /// Marks everything reachable from the roots queued so far.
    fn trace(&mut self) {
        while let Some(o) = self.work.pop() {
            self.referents_of(o);
        }
    }
}

impl Vm {
    /// Frees young objects no root reaches. Returns how many were freed.
    /// May run in the middle of a transition (the heap grew); uses the
    /// static reach if it is still valid, never takes a new one.
    pub fn collect_young(&mut self) -> usize {
        self.collect(false)
    }

    /// `collect_young` at the end of a transition, just before the
    /// search hashes the state and clears the heap's dirty marks: takes
    /// the static reach anew when it was dropped.
    pub fn collect_young_between_transitions(&mut self) -> usize {
        self.collect(true)
    }

    fn collect(&mut self, keep_reach: bool) -> usize {
        let heap = &self.state.heap;
        let base = heap.young_start();
        let young = heap.capacity() - base;
        if young == 0 {
            return 0;
        }
        // Buffers kept between collections (one runs after every transition).
        let mut scratch = std::mem::take(&mut self.gc_scratch);
        let (marked, work) = (&mut scratch.0, &mut scratch.1);
        marked.clear();
        let reach = heap.static_reach().cloned();
        let mut new_reach = None;
        let mut m = Marker {
            heap,
            base,
            marked,
            work,
            count: 0,
        };
        match &reach {
            Some(r) => {
                m.marked.extend_from_slice(&r.marked);
                m.marked.resize(young, false);
                m.count = r.count;
            }
            None => {
                m.marked.resize(young, false);
                // The static roots first: what they reach is the static reach.
                for c in self.state.young_class_roots() {
                    let cs = self.state.class(c);
                    m.root(cs.mirror);
                    m.root(cs.init_error);
                    for v in cs.statics.iter() {
                        if let Value::Ref(r) = v {
                            m.root(*r);
                        }
                    }
                }
                for &i in heap.pinned_young() {
                    m.root(Some(ObjRef::from_index(i as usize)));
                }
                m.trace();
                if keep_reach && heap.is_tracking() {
                    new_reach = Some(Rc::new(StaticReach {
                        marked: m.marked.clone(),
                        count: m.count,
                    }));
                }
            }
        }
        m.root_threads(&self.state.threads);
        m.trace();
        for &i in heap.remembered() {
            m.referents_of(ObjRef::from_index(i as usize));
        }
        m.trace();
        let reached = m.count;
        if cfg!(debug_assertions) || verify_collections() {
            self.verify_marks(marked, reached);
        }
        let freed = if reached == self.state.heap.young_live() {
            0
        } else {
            self.state.heap.sweep_young(marked)
        };
        if new_reach.is_some() {
            self.state.heap.set_static_reach(new_reach);
        }
        self.gc_scratch = scratch;
        freed
    }

    /// Checks the marks of a collection against a full trace from every
    /// root (`WAYFINDER_VERIFY_GC=1`, and debug builds).
    fn verify_marks(&self, marked: &[bool], reached: usize) {
        let heap = &self.state.heap;
        let base = heap.young_start();
        let (mut full, mut work) = (vec![false; marked.len()], Vec::new());
        let mut m = Marker {
            heap,
            base,
            marked: &mut full,
            work: &mut work,
            count: 0,
        };
        for c in self.state.young_class_roots() {
            let cs = self.state.class(c);
            m.root(cs.mirror);
            m.root(cs.init_error);
            for v in cs.statics.iter() {
                if let Value::Ref(r) = v {
                    m.root(*r);
                }
            }
        }
        for i in base..heap.capacity() {
            if heap.slot(i).is_some_and(|o| o.meta.pinned) {
                m.root(Some(ObjRef::from_index(i)));
            }
        }
        m.root_threads(&self.state.threads);
        for &i in heap.remembered() {
            m.referents_of(ObjRef::from_index(i as usize));
        }
        m.trace();
        let count = m.count;
        assert!(
            full.as_slice() == marked && count == reached,
            "young collection: the static reach marked {reached} objects, a full trace {count}"
        );
    }
}

/// Is `WAYFINDER_VERIFY_GC` set (read once)?
fn verify_collections() -> bool {
    static VERIFY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *VERIFY.get_or_init(|| std::env::var_os("WAYFINDER_VERIFY_GC").is_some())
}

/// The `java.lang.ref` classes a full collection treats specially.
struct RefClasses {
    reference: ClassId,
    finalref: Option<ClassId>,
    phantom: Option<ClassId>,
    referent: usize,
}

impl Vm {
    /// Marks everything strongly reachable from the objects on `work`
    /// (marked already), not following a `Reference`'s referent field,
    /// and puts each `Reference` it meets on `found` when given.
    fn mark_strongly(
        &self,
        rc: &RefClasses,
        marked: &mut [bool],
        work: &mut Vec<ObjRef>,
        mut found: Option<&mut Vec<ObjRef>>,
    ) {
        let heap = &self.state.heap;
        let mut refs = Vec::new();
        while let Some(o) = work.pop() {
            let obj = heap.get(o);
            let is_ref = matches!(obj.data, ObjData::Fields(_))
                && self.classes.is_assignable(obj.class, rc.reference);
            if is_ref {
                if let Some(found) = found.as_deref_mut() {
                    found.push(o);
                }
            }
            match &obj.data {
                ObjData::Fields(f) => {
                    for (slot, v) in f.iter().enumerate() {
                        if is_ref && slot == rc.referent {
                            continue;
                        }
                        if let Value::Ref(r) = v {
                            refs.push(*r);
                        }
                    }
                }
                ObjData::Array(ArrayData::Ref(v)) => refs.extend(v.iter().copied()),
                ObjData::Array(_) => {}
            }
            for r in refs.drain(..) {
                mark_in(marked, r, work);
            }
        }
    }

    /// For `System.gc()`: finds the objects strongly reachable from every root
    /// (old and young generation alike; a `Reference`'s referent field is
    /// not followed). Returns, ordered by canonical identity, (1) every
    /// strongly reachable soft, weak and phantom reference whose referent
    /// is not strongly reachable (soft references are cleared too: a
    /// collection may clear them whenever their referent is only softly
    /// reachable), for the caller to clear (`clear_referent`) and enqueue,
    /// and (2) every final reference (`java.lang.ref.Finalizer`, see
    /// `crate::finalization`) whose referent is not strongly reachable, for
    /// the caller to enqueue without clearing. As in HotSpot, a phantom
    /// reference whose referent a finalizable object still reaches is left
    /// alone. Only reachability decides, so the result is a function of the
    /// state (deterministic under `check`). The objects themselves are freed
    /// by the next young collection (old ones stay, as old objects always
    /// do); a finalizable one only once its finalizer ran.
    pub fn unreachable_references(&mut self) -> (Vec<ObjRef>, Vec<ObjRef>) {
        let Some(rc) = self.ref_classes() else {
            return (Vec::new(), Vec::new());
        };
        let heap = &self.state.heap;
        let n = heap.capacity();
        let mut marked = vec![false; n];
        let mut work: Vec<ObjRef> = Vec::new();
        for t in &self.state.threads {
            mark_in(&mut marked, Some(t.obj), &mut work);
            mark_in(&mut marked, t.uncaught, &mut work);
            if let ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } =
                t.status
            {
                mark_in(&mut marked, Some(monitor), &mut work);
            }
            for f in &t.frames {
                mark_in(&mut marked, f.sync_obj, &mut work);
                for v in &f.vals {
                    if let Value::Ref(r) = v {
                        mark_in(&mut marked, *r, &mut work);
                    }
                }
            }
        }
        for cs in self.state.classes.iter() {
            mark_in(&mut marked, cs.mirror, &mut work);
            mark_in(&mut marked, cs.init_error, &mut work);
            for v in cs.statics.iter() {
                if let Value::Ref(r) = v {
                    mark_in(&mut marked, *r, &mut work);
                }
            }
        }
        for s in self.state.interned.values() {
            mark_in(&mut marked, Some(s), &mut work);
        }
        for i in 0..n {
            if heap.slot(i).is_some_and(|o| o.meta.pinned) {
                mark_in(&mut marked, Some(ObjRef::from_index(i)), &mut work);
            }
        }
        let mut found = Vec::new();
        self.mark_strongly(&rc, &mut marked, &mut work, Some(&mut found));
        // In canonical order (allocation identities), not heap-slot order.
        found.sort_by_key(|r| heap.get(*r).canon);
        let is_final = |c| {
            rc.finalref
                .is_some_and(|f| self.classes.is_assignable(c, f))
        };
        let referent_of = |r: ObjRef| match heap.get(r).fields()[rc.referent] {
            Value::Ref(Some(x)) => Some(x),
            _ => None,
        };
        // Final references first: what their referents reach stays alive
        // (for phantom references) until the finalizers ran.
        let mut finals = Vec::new();
        for &r in &found {
            if is_final(heap.get(r).class) {
                if let Some(x) = referent_of(r) {
                    if !marked[x.index()] {
                        finals.push(r);
                    }
                }
            }
        }
        let strongly = marked.clone();
        for &r in &finals {
            mark_in(&mut marked, referent_of(r), &mut work);
        }
        self.mark_strongly(&rc, &mut marked, &mut work, None);
        let mut cleared = Vec::new();
        for r in found {
            let c = heap.get(r).class;
            if is_final(c) {
                continue;
            }
            let Some(referent) = referent_of(r) else {
                continue;
            };
            let phantom = rc.phantom.is_some_and(|p| self.classes.is_assignable(c, p));
            let alive = if phantom {
                marked[referent.index()]
            } else {
                strongly[referent.index()]
            };
            if !alive {
                cleared.push(r);
            }
        }
        (cleared, finals)
    }

    /// Clears reference `r`'s referent (phantom references too: since
    /// JDK 9 they are cleared when enqueued).
    pub fn clear_referent(&mut self, r: ObjRef) {
        if let Some(rc) = self.ref_classes() {
            self.state.heap.get_mut(r).fields_mut()[rc.referent] = Value::NULL;
        }
    }

    fn ref_classes(&mut self) -> Option<RefClasses> {
        let reference = self.classes.lookup_loaded("java/lang/ref/Reference")?;
        let referent = self.classes.field_slot(reference, "referent")?;
        Some(RefClasses {
            reference,
            finalref: self.classes.lookup_loaded("java/lang/ref/FinalReference"),
            phantom: self.classes.lookup_loaded("java/lang/ref/PhantomReference"),
            referent,
        })
    }
}

/// Marks `v` (if an object not marked yet) and puts it on `work`.
fn mark_in(marked: &mut [bool], v: Option<ObjRef>, work: &mut Vec<ObjRef>) {
    if let Some(r) = v {
        if !marked[r.index()] {
            marked[r.index()] = true;
            work.push(r);
        }
    }
}
