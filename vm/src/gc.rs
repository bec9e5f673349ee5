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
