//! The program state: everything a model checker must store and restore.

use std::rc::Rc;

use fxhash::FxHashMap;

use crate::heap::Heap;
use crate::loader::ClassId;
use crate::thread::JThread;
use crate::value::{ObjRef, Value};

/// Class initialisation status (JLS 12.4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InitState {
    Uninitialized,
    /// `<clinit>` is running in thread `.0`.
    InProgress(u32),
    Initialized,
    /// Initialisation failed; further use throws NoClassDefFoundError.
    Erroneous,
}

/// Per-class part of the state.
#[derive(Clone, Debug)]
pub struct ClassState {
    pub init: InitState,
    pub statics: Box<[Value]>,
    /// The `java.lang.Class` object, once made.
    pub mirror: Option<ObjRef>,
}

#[derive(Clone, Debug, Default)]
pub struct VmState {
    pub heap: Heap,
    pub threads: Vec<JThread>,
    /// Indexed by `ClassId`; grows as classes are loaded. Shared with
    /// snapshots of earlier states until written (`class_mut`).
    pub classes: Vec<Rc<ClassState>>,
    /// `String.intern` table: UTF-16 content to the canonical String.
    pub interned: Rc<FxHashMap<Vec<u16>, ObjRef>>,
    /// The deterministic clock behind `System.nanoTime`/`currentTimeMillis`.
    pub clock_nanos: i64,
    /// The thread inside a `Verify.beginAtomic()` block, if any.
    pub atomic_owner: Option<u32>,
}

impl VmState {
    #[inline]
    pub fn class(&self, c: ClassId) -> &ClassState {
        &self.classes[c as usize]
    }

    /// Class `c`'s state for writing (copied first if a snapshot shares it).
    #[inline]
    pub fn class_mut(&mut self, c: ClassId) -> &mut ClassState {
        Rc::make_mut(&mut self.classes[c as usize])
    }
}
