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

use crate::heap::{ArrayData, ObjData};
use crate::loader::ClassId;
use crate::thread::ThreadStatus;
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

impl Vm {
    /// Frees young objects no root reaches. Returns how many were freed.
    pub fn collect_young(&mut self) -> usize {
        let heap = &self.state.heap;
        let base = heap.young_start();
        let young = heap.capacity() - base;
        if young == 0 {
            return 0;
        }
        // Buffers kept between collections (one runs after every transition).
        let mut scratch = std::mem::take(&mut self.gc_scratch);
        let (marked, work, refs) = (&mut scratch.0, &mut scratch.1, &mut scratch.2);
        marked.clear();
        marked.resize(young, false);
        let mut root = |v: Option<ObjRef>, work: &mut Vec<ObjRef>| {
            if let Some(r) = v {
                let i = r.index();
                if i >= base && !marked[i - base] {
                    marked[i - base] = true;
                    work.push(r);
                }
            }
        };
        for t in &self.state.threads {
            root(Some(t.obj), work);
            root(t.uncaught, work);
            if let ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } =
                t.status
            {
                root(Some(monitor), work);
            }
            for f in &t.frames {
                root(f.sync_obj, work);
                for v in &f.vals {
                    if let Value::Ref(r) = v {
                        root(*r, work);
                    }
                }
            }
        }
        for c in self.state.young_class_roots() {
            let cs = self.state.class(c);
            root(cs.mirror, work);
            for v in cs.statics.iter() {
                if let Value::Ref(r) = v {
                    root(*r, work);
                }
            }
        }
        let referents = |o: ObjRef, out: &mut Vec<Option<ObjRef>>| match &heap.get(o).data {
            ObjData::Fields(f) => out.extend(f.iter().filter_map(|v| match v {
                Value::Ref(r) => Some(*r),
                _ => None,
            })),
            ObjData::Array(ArrayData::Ref(v)) => out.extend(v.iter().copied()),
            ObjData::Array(_) => {}
        };
        for &i in heap.remembered() {
            referents(ObjRef::from_index(i as usize), refs);
        }
        for i in base..heap.capacity() {
            if heap.slot(i).is_some_and(|o| o.meta.pinned) {
                refs.push(Some(ObjRef::from_index(i)));
            }
        }
        for r in refs.drain(..) {
            root(r, work);
        }
        while let Some(o) = work.pop() {
            referents(o, refs);
            for r in refs.drain(..) {
                root(r, work);
            }
        }
        let freed = self.state.heap.sweep_young(marked);
        self.gc_scratch = scratch;
        freed
    }
}

/// The `java.lang.ref` classes a full collection treats specially.
struct RefClasses {
    reference: ClassId,
    finalref: Option<ClassId>,
    referent: usize,
}

impl Vm {
    /// For `System.gc()`: finds the objects strongly reachable from every root
    /// (old and young generation alike; a `Reference`'s referent field is
    /// not followed), and returns every strongly reachable soft, weak and
    /// phantom reference whose referent is not strongly reachable (soft
    /// references are cleared too: a collection may clear them whenever
    /// their referent is only softly reachable), ordered by canonical
    /// identity, for the caller to clear (`clear_referent`) and enqueue.
    /// Only reachability decides, so the result is a function of the state
    /// (deterministic under `check`). Final references (no finalization is
    /// modelled) are left alone. The objects themselves are freed by the
    /// next young collection (old ones stay, as old objects always do).
    pub fn unreachable_references(&mut self) -> Vec<ObjRef> {
        let Some(rc) = self.ref_classes() else {
            return Vec::new();
        };
        let heap = &self.state.heap;
        let n = heap.capacity();
        let mut marked = vec![false; n];
        let mut work: Vec<ObjRef> = Vec::new();
        let mut mark = |v: Option<ObjRef>, work: &mut Vec<ObjRef>| {
            if let Some(r) = v {
                if !marked[r.index()] {
                    marked[r.index()] = true;
                    work.push(r);
                }
            }
        };
        for t in &self.state.threads {
            mark(Some(t.obj), &mut work);
            mark(t.uncaught, &mut work);
            if let ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } =
                t.status
            {
                mark(Some(monitor), &mut work);
            }
            for f in &t.frames {
                mark(f.sync_obj, &mut work);
                for v in &f.vals {
                    if let Value::Ref(r) = v {
                        mark(*r, &mut work);
                    }
                }
            }
        }
        for cs in self.state.classes.iter() {
            mark(cs.mirror, &mut work);
            for v in cs.statics.iter() {
                if let Value::Ref(r) = v {
                    mark(*r, &mut work);
                }
            }
        }
        for &s in self.state.interned.values() {
            mark(Some(s), &mut work);
        }
        for i in 0..n {
            if heap.slot(i).is_some_and(|o| o.meta.pinned) {
                mark(Some(ObjRef::from_index(i)), &mut work);
            }
        }
        let mut refs = Vec::new();
        let mut found = Vec::new();
        while let Some(o) = work.pop() {
            let obj = heap.get(o);
            let is_ref = matches!(obj.data, ObjData::Fields(_))
                && self.classes.is_assignable(obj.class, rc.reference);
            if is_ref {
                found.push(o);
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
                mark(r, &mut work);
            }
        }
        // In canonical order (allocation identities), not heap-slot order.
        found.sort_by_key(|r| heap.get(*r).canon);
        let mut cleared = Vec::new();
        for r in found {
            let obj = heap.get(r);
            let c = obj.class;
            if rc
                .finalref
                .is_some_and(|f| self.classes.is_assignable(c, f))
            {
                continue;
            }
            let Value::Ref(Some(referent)) = obj.fields()[rc.referent] else {
                continue;
            };
            if marked[referent.index()] {
                continue;
            }
            cleared.push(r);
        }
        cleared
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
            referent,
        })
    }
}
