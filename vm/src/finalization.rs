//! Finalization as HotSpot does it: an object of a class with a non-trivial
//! `finalize()` is registered with `java.lang.ref.Finalizer` (our model,
//! `vm/java/java/lang/ref/Finalizer.java`) when `Object.<init>` returns
//! for it (`Finalizer.register` runs in place of that empty constructor:
//! `Vm::prepare_invoke`), so an object whose constructor threw before
//! reaching `Object.<init>` is never finalized; `System.gc()` enqueues the `Finalizer` of every
//! registered object that is no longer strongly reachable
//! (`Vm::unreachable_references`, `natives::system`), starting the daemon
//! "Finalizer" thread first if it is not running yet, and that thread, or
//! the secondary finalizer `System.runFinalization()` forks, calls
//! `finalize()`. The thread does not exist before something is to be
//! finalized, so a search of a program that never finalizes anything does
//! not explore it. Nothing
//! is finalized without a `System.gc()`/`Runtime.gc()` call, so under
//! `check` finalization is a function of the state.
//!
//! Only JDK 17's library is served so: from JDK 18 on, `Finalizer` asks the
//! VM whether finalization is enabled and the VM starts its thread, which
//! the JDK 25 model does not do; there, as before, nothing is finalized.

use fxhash::FxHashMap;

use crate::insn::Insn;
use crate::loader::{ClassId, MethodId};
use crate::vm::{Flow, Vm};

/// Which classes have a non-trivial finalizer, by class (derived from the
/// class table, so not program state).
#[derive(Default)]
pub struct FinalizerCache {
    has: FxHashMap<ClassId, bool>,
    register: Option<MethodId>,
    /// Is the class library's `Finalizer` JDK 17's (see the module doc)?
    supported: Option<bool>,
}

impl Vm {
    /// Does constructing an instance of class `c` register it for
    /// finalization? True when the `finalize()` that `c` inherits or
    /// declares is not `Object`'s and does more than return (HotSpot's
    /// `has_finalizer`; `Enum`'s empty final `finalize` does not count).
    pub fn has_finalizer(&mut self, c: ClassId) -> bool {
        if let Some(&b) = self.finalizers.has.get(&c) {
            return b;
        }
        if !self.finalization_supported() {
            return false;
        }
        let sig = self.classes.sig("finalize", "()V");
        let b = match self.classes.select_virtual(c, sig) {
            None => false,
            Some(m) => {
                let meth = self.classes.method(m);
                let owner = self.classes.get(meth.class);
                let trivial = meth
                    .code
                    .as_ref()
                    .is_none_or(|code| matches!(code.insns.as_slice(), [Insn::Return]));
                &*owner.name != "java/lang/Object" && !meth.is_static() && !trivial
            }
        };
        self.finalizers.has.insert(c, b);
        b
    }

    fn finalization_supported(&mut self) -> bool {
        if let Some(b) = self.finalizers.supported {
            return b;
        }
        let b = self.load_class("java/lang/ref/Finalizer").is_ok_and(|f| {
            self.classes
                .find_own_method(f, "isFinalizationEnabled", "()Z")
                .is_none()
        });
        self.finalizers.supported = Some(b);
        b
    }

    /// `Finalizer.register(Object)`, the method an `invokespecial` of
    /// `Object.<init>` calls instead (a frame of the constructing thread,
    /// with the same operand, the object) when the object's class
    /// `has_finalizer`; the class `Finalizer` is initialised first, which
    /// may push the initialiser's frame (`Flow::Reexecute`).
    pub(crate) fn finalizer_register(&mut self, tid: u32) -> Result<MethodId, Flow> {
        let c = self
            .load_class("java/lang/ref/Finalizer")
            .map_err(Flow::Error)?;
        self.ensure_initialized(tid, c)?;
        if let Some(m) = self.finalizers.register {
            return Ok(m);
        }
        let m = self
            .classes
            .find_own_method(c, "register", "(Ljava/lang/Object;)V")
            .ok_or_else(|| {
                Flow::Error(crate::error::VmError::internal(
                    "java.lang.ref.Finalizer.register(Object) missing",
                ))
            })?;
        self.finalizers.register = Some(m);
        Ok(m)
    }
}
