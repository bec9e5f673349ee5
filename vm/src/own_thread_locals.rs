//! A thread's `ThreadLocal` map is its own: `Thread.threadLocals` does not
//! publish what it references.
//!
//! Every `ThreadLocal.get`/`set`/`remove` reads the running thread's
//! `threadLocals` field and works on the map it holds. The `Thread` object
//! holding that field is shared as soon as another thread can reach it
//! (the thread that started it keeps a reference), so without this rule
//! the map, its table and entries would be shared too, and every step of
//! every `ThreadLocal` call a scheduling point: the JDK's file layer
//! (`sun.nio.fs.NativeBuffers`, `sun.nio.ch.Util`'s buffer cache,
//! `TerminatingThreadLocal`'s register) calls them on every operation.
//!
//! The rule: a publication walk (`Vm::mark_shared`, the statics a class
//! initialiser published, a store into a shared object) does not follow a
//! `Thread`'s `threadLocals` field, and the thread's own reads and writes
//! of that field are not scheduling points (`Vm::is_own_thread_locals`).
//!
//! Why it is sound. In the class library (JDK 17's `java.base`, checked
//! on its bytecode) the field is read and written only by the thread it
//! belongs to: `ThreadLocal.getMap`/`createMap`, whose callers pass
//! `Thread.currentThread()`, and `Thread.exit`, which runs on the ending
//! thread; `Thread`'s constructor stores `null` into the object it
//! constructs, which nothing else reaches yet; `ThreadLocalRandom` and
//! `InnocuousThread` erase it through `Unsafe` on their own thread (a
//! store of `null`). `ThreadLocalMap` is private to `java.lang`, and
//! `java.lang` is not open to the program, so a program reaches a map only
//! through these methods, on its own thread. Hence the objects reachable
//! only through a thread's map are accessed by that thread alone: they
//! are unshared in the sense of `Object::shared`. A value the program puts
//! into a `ThreadLocal` that another thread can reach by another path is
//! shared through that path as before (it is published wherever it is
//! stored).
//!
//! Experimental and off by default (`Vm::private_refs`, set by the
//! environment variable `WAYFINDER_PRIVATE_REFS` under `check`): the
//! pinned state counts of the samples have not been measured with it.
//!
//! The claim is checked: a `getfield` or `putfield` of another live
//! thread's `threadLocals` under `check` stops with exit 4 naming the gap
//! (`Vm::foreign_thread_locals`). Not checked: an `Unsafe` read of
//! the field from another thread (no class of `java.base` does one).
//! `inheritableThreadLocals` keeps publishing: a child's inherited map is
//! built by its parent and shares the parent's values.
//!
//! The same walk leaves out a `PhantomReference`'s referent
//! (`Vm::phantom_referent_slot`): the JDK's file channels register their
//! buffers and descriptors with a cleaner on one shared list.

use crate::error::VmError;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

impl Vm {
    /// Is `o` a `Thread` (or an instance of a subclass)?
    fn is_thread_object(&self, o: ObjRef) -> bool {
        self.classes
            .is_assignable(self.state.heap.get(o).class, self.wk.thread)
    }

    /// Pushes what object `x` references onto `work`, for a publication
    /// walk: all of it, but a `Thread`'s `threadLocals` map and a
    /// `PhantomReference`'s referent.
    pub(crate) fn push_published_refs(&self, x: ObjRef, work: &mut Vec<ObjRef>) {
        let obj = self.state.heap.get(x);
        if !self.private_refs {
            return obj.data.push_refs(work);
        }
        let holds = |slot: Option<usize>| match slot {
            Some(i) if obj.fields().len() > i => matches!(obj.fields()[i], Value::Ref(Some(_))),
            _ => false,
        };
        let skip = if holds(self.slots.thread_locals) && self.is_thread_object(x) {
            self.slots.thread_locals
        } else {
            match self.phantom_referent_slot(x) {
                Some(i) if holds(Some(i)) => Some(i),
                _ => None,
            }
        };
        match skip {
            None => obj.data.push_refs(work),
            Some(slot) => work.extend(obj.fields().iter().enumerate().filter_map(
                |(i, v)| match v {
                    Value::Ref(Some(r)) if i != slot => Some(*r),
                    _ => None,
                },
            )),
        }
    }

    /// `Reference.referent`'s slot, if `o` is a `PhantomReference` (or an
    /// instance of a subclass: the cleaners). Its referent is never handed out: `PhantomReference.get`
    /// returns `null`, `refersTo` only compares, and no class of
    /// `java.base` reads the field of one otherwise (`Reference.get` is
    /// called through `super` by `SoftReference` alone), so publishing a
    /// phantom reference (a cleaner put on the shared cleaner list) does
    /// not publish the object it watches (a channel's buffer, a file
    /// descriptor).
    fn phantom_referent_slot(&self, o: ObjRef) -> Option<usize> {
        let phantom = self
            .classes
            .lookup_loaded("java/lang/ref/PhantomReference")?;
        if !self
            .classes
            .is_assignable(self.state.heap.get(o).class, phantom)
        {
            return None;
        }
        self.classes.field_slot(phantom, "referent")
    }

    /// Is field `slot` of class `class` (the declaring class, as a
    /// resolved field names it) `Thread.threadLocals`?
    #[inline]
    pub fn is_thread_locals_field(&self, class: u32, slot: u32) -> bool {
        self.private_refs
            && class == self.wk.thread
            && Some(slot as usize) == self.slots.thread_locals
    }

    /// Is an access to field `slot` (declared by `class`) of `obj` the
    /// running thread's access to its own `threadLocals`, which no other
    /// thread touches (see the module documentation)?
    #[inline]
    pub fn is_own_thread_locals(&self, obj: ObjRef, class: u32, slot: u32) -> bool {
        self.is_thread_locals_field(class, slot)
            && self.state.threads[self.cur_thread as usize].obj == obj
    }

    /// Is a `getfield`/`putfield` of `Thread.threadLocals` on `obj` by
    /// the running thread, under `check`, one of another thread's map
    /// while that `Thread` object is shared? That breaks this module's
    /// claim, which the search does not take back: the access stops with
    /// `foreign_thread_locals_error` (exit 4).
    pub(crate) fn foreign_thread_locals(&self, obj: ObjRef) -> bool {
        self.preempt
            && self.state.heap.get(obj).shared
            && self.state.threads[self.cur_thread as usize].obj != obj
    }

    /// The error for `foreign_thread_locals`.
    pub(crate) fn foreign_thread_locals_error(&self, write: bool) -> Flow {
        Flow::Error(VmError::unsupported(format!(
            "{} another thread's ThreadLocal map (Thread.threadLocals) at {}: \
             a thread's map is taken as its own",
            if write { "writing" } else { "reading" },
            self.thread_location(self.cur_thread),
        )))
    }
}
