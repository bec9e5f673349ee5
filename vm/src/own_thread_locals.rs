//! The guard of the rule that a thread's `ThreadLocal` map is its own.
//!
//! A publication walk (`Vm::mark_shared`) and a store (`Vm::publish`,
//! `Vm::unpublished_field`) do not follow `Thread.threadLocals`, so the
//! map, its table and entries stay unshared: their accesses are no
//! scheduling points. That is sound only while no thread but the map's
//! own reads or writes that field. In the class library that holds
//! (`ThreadLocal.getMap`/`createMap` are passed `Thread.currentThread()`,
//! JDK 25's `Thread.threadLocals()` is called on the current carrier
//! thread, `ThreadLocalRandom` and `InnocuousThread` erase the field on
//! their own thread), and `java.lang` is not open to the program's
//! reflection. What is left is a program that reaches the field anyway:
//! through `sun.misc.Unsafe` with the field's offset, or through
//! reflection where the module system lets it (`--add-opens`).
//!
//! The guard: under `check` (`Vm::preempt`), an access to the
//! `threadLocals` field of a `Thread` object that is not the running
//! thread's own, while that object is shared (another thread can reach
//! it), stops the run with exit 4 naming the gap: the search cannot claim
//! to have explored what such an access would race with. It is checked at
//! `getfield`/`putfield` (a resolved field flagged
//! `FieldRef::thread_locals`, so other fields pay nothing) and at
//! `Unsafe` field reads and writes (an offset equal to the field's slot on
//! a `Thread`). A `Thread` object no other thread can reach (one being
//! constructed) is not checked: its map is reachable by nobody else
//! either. Whether the owner still lives does not matter: two other
//! threads reading a finished thread's map would race on it unseen.
//! `inheritableThreadLocals` is published as usual (a child's inherited
//! map is built by its parent), so it needs no guard.

use crate::error::VmError;
use crate::value::ObjRef;
use crate::vm::{Flow, Vm};

impl Vm {
    /// Called before the running thread reads (`write` false) or writes the
    /// `threadLocals` field of `Thread` object `obj` (a `getfield`/
    /// `putfield` of it, or an `Unsafe` access at its offset), nothing of
    /// the access done yet. Under `check`, when `obj` is shared and not
    /// the running thread's own, that access breaks the rule of the
    /// module documentation: it stops with exit 4.
    pub(crate) fn check_thread_locals_access(&self, obj: ObjRef, write: bool) -> Result<(), Flow> {
        if !self.preempt
            || !self.state.heap.get(obj).shared
            || self.state.threads[self.cur_thread as usize].obj == obj
        {
            return Ok(());
        }
        Err(Flow::Error(VmError::unsupported(format!(
            "{} another thread's ThreadLocal map (Thread.threadLocals) at {}: \
             a thread's map is taken as its own (not published with its Thread)",
            if write { "writing" } else { "reading" },
            self.thread_location(self.cur_thread),
        ))))
    }

    /// Is an `Unsafe` access at offset `off` of `obj` one of the
    /// `threadLocals` field of a `Thread`? (Field offsets are slots.)
    pub(crate) fn is_thread_locals_offset(&self, obj: ObjRef, off: i64) -> bool {
        off == self.slots.thread_locals as i64
            && self
                .classes
                .is_assignable(self.state.heap.get(obj).class, self.wk.thread)
    }
}
