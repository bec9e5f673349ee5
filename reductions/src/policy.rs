//! The policy `check` installs in the VM (`wayfinder_vm::policy::Policy`):
//! the reductions' answers to the interpreter, each kept in its own file
//! (`por`: scheduling points, after `library_atomicity`'s rule, which the
//! VM's `wayfinder_vm::library` mechanism applies; `local_statics`:
//! one-thread statics; `stable_fields`: fields written only in
//! constructors; `symmetry`: object identities), composed here.

use wayfinder_vm::listener::Site;
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::policy::{Operation, Policy};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::{AllocKey, Vm};

use crate::local_statics::LocalStatics;
use crate::owned_objects::OwnedObjects;
use crate::stable_fields::StableFields;
use crate::visible::SharedVisible;

pub struct CheckPolicy {
    /// Partial-order reduction: scheduling points only before operations
    /// other threads could observe (`crate::por`).
    pub por: bool,
    /// What object identities are made of (`crate::symmetry`).
    pub alloc_key: AllocKey,
    /// Non-final fields taken as never changing after construction.
    pub stable_fields: Option<StableFields>,
    /// Static areas taken as used by one thread.
    pub local_statics: Option<LocalStatics>,
    /// Shared objects taken as used by one thread while others are alive
    /// (`crate::owned_objects`).
    pub owned_objects: Option<OwnedObjects>,
    /// Shared objects every thread touches only under one common lock
    /// (`crate::lock_protected`).
    pub lock_protected: Option<crate::lock_protected::LockProtected>,
    /// The first of those claims the run showed wrong, if any: the search
    /// must start again without it.
    pub broken_claim: Option<BrokenClaim>,
    /// Operations a temporal property observes (`crate::visible`): always
    /// scheduling points.
    pub visible: Option<SharedVisible>,
    /// Per method id, what `por` knows of it as a native (cached).
    pub(crate) native_kinds: Vec<Option<NativeKind>>,
    /// Calls of the locale and format services entered from outside the
    /// library take no point (`crate::quiet_services`), while the claim
    /// holds.
    pub quiet_services: bool,
    /// Statics only their JDK class's initialiser writes
    /// (`crate::clinit_statics`, cached).
    pub(crate) clinit_statics: crate::clinit_statics::ClinitStatics,
    /// Per method id, what `quiet_services` knows of it (cached).
    pub(crate) quiet_kinds: Vec<Option<crate::quiet_services::QuietKind>>,
    /// Accesses to objects no other thread can reach take no point
    /// (`crate::unreached`).
    pub unreached: Option<crate::unreached::Unreached>,
    /// Print every scheduling point to stderr (`WAYFINDER_DEBUG_POINTS`
    /// set: which operations still end transitions, and where).
    pub(crate) debug_points: bool,
}

/// What partial-order reduction makes of a native method (see
/// `CheckPolicy::quiet_native`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NativeKind {
    /// A pure function: never a scheduling point.
    Pure,
    /// `System.arraycopy`: a scheduling point unless both arrays are
    /// unshared.
    ArrayCopy,
    /// An `Unsafe` memory native (get, put, compare-and-set, copy, fill):
    /// no scheduling point when every base it addresses is null (native
    /// memory, one thread's: `wayfinder_vm::natives::unsafe_::native_owned`)
    /// or an object no other thread can reach. The operand positions of its
    /// bases in `Operation::Invoke`'s `top`.
    UnsafeMemory(&'static [usize]),
    /// `Object.clone`: reads the whole receiver into a fresh copy; no
    /// scheduling point when no other thread can reach the receiver, or
    /// when it is an array no thread writes (sealed, or a string's
    /// contents), as for `System.arraycopy`'s source.
    Clone,
    /// `Array.newArray`: allocates a fresh array, as `anewarray` does (the
    /// array class's loading is not state): never a scheduling point.
    NewArray,
    /// `Throwable.fillInStackTrace(int)`: writes the calling thread's own
    /// frames into the receiver; no scheduling point when no other thread
    /// can reach the receiver (a throwable being constructed).
    StackTrace,
    /// Anything else: always a scheduling point.
    Other,
}

impl CheckPolicy {
    /// A policy with partial-order reduction `por` and identities
    /// `alloc_key`, and neither run-time-checked claim.
    pub fn new(por: bool, alloc_key: AllocKey) -> CheckPolicy {
        CheckPolicy {
            por,
            alloc_key,
            stable_fields: None,
            local_statics: None,
            owned_objects: None,
            lock_protected: None,
            broken_claim: None,
            visible: None,
            native_kinds: Vec::new(),
            quiet_services: false,
            clinit_statics: Default::default(),
            quiet_kinds: Vec::new(),
            unreached: None,
            debug_points: std::env::var_os("WAYFINDER_DEBUG_POINTS").is_some(),
        }
    }
}

impl Policy for CheckPolicy {
    fn is_scheduling_point(&mut self, vm: &mut Vm, op: &Operation, at: Site) -> bool {
        let point = CheckPolicy::is_scheduling_point(self, vm, op, at);
        if point && self.debug_points {
            let what = match *op {
                Operation::FieldRead {
                    obj: Value::Ref(Some(o)),
                    ..
                }
                | Operation::FieldWrite {
                    obj: Value::Ref(Some(o)),
                    ..
                }
                | Operation::ElementRead {
                    array: Value::Ref(Some(o)),
                }
                | Operation::ElementWrite {
                    array: Value::Ref(Some(o)),
                } => vm.classes.get(vm.state.heap.get(o).class).name.to_string(),
                Operation::StaticRead { field } | Operation::StaticWrite { field } => vm
                    .resolve_field_at(field, true)
                    .map(|f| {
                        let c = vm.classes.get(f.class);
                        let name = c.static_fields.get(f.slot as usize).map(|s| s.name.clone());
                        format!("{}.{}", c.name, name.as_deref().unwrap_or("?"))
                    })
                    .unwrap_or_default(),
                Operation::New { class } => vm
                    .resolve_class_at(class)
                    .map(|c| vm.classes.get(c).name.to_string())
                    .unwrap_or_else(|| "(unresolved)".into()),
                _ => String::new(),
            };
            let op_name = format!("{op:?}");
            let op_name = op_name.split([' ', '{']).next().unwrap_or("");
            let m = vm.classes.method(at.method);
            eprintln!(
                "point: {op_name} {what} in {}.{} @{}{}",
                vm.classes.get(m.class).name,
                m.name,
                at.pc,
                library_entry(vm, at)
            );
        }
        point
    }

    /// The owned-object claim (`crate::owned_objects`), the lock-protected
    /// one (`crate::lock_protected`) and the
    /// quiet-services claim (`crate::quiet_services`, which reads where the
    /// thread is from `Vm::cur_site`) listen.
    fn observe(&mut self, vm: &mut Vm, op: &Operation) {
        if self.owned_objects.is_some() {
            self.owned_access(vm, op);
        }
        if self.lock_protected.is_some() {
            self.lock_protected_access(vm, op);
        }
        if self.quiet_services {
            let (method, pc) = vm.cur_site;
            self.note_library_input(vm, op, Site { method, pc });
        }
    }

    fn before_shared_field_write(&mut self, vm: &mut Vm, obj: ObjRef, class: ClassId, slot: u32) {
        self.note_field_write(vm, obj, class, slot);
    }

    fn object_identity(&self, _class: ClassId, _tid: u32) -> AllocKey {
        self.alloc_key
    }

    fn make_writes_visible(&mut self, fields: &[(ClassId, u32, bool)]) {
        self.visible
            .get_or_insert_with(SharedVisible::default)
            .borrow_mut()
            .add_writes(fields);
    }

    fn claim_broken(&self) -> bool {
        self.broken_claim.is_some()
    }

    /// The owned-object rule's broken claim comes last: it does not stop
    /// a run (`crate::owned_objects`), only makes the search start again.
    fn take_broken_claim(&mut self) -> Option<BrokenClaim> {
        self.broken_claim
            .take()
            .or_else(|| self.take_owned_broken())
            .or_else(|| self.take_lock_broken())
    }
}

/// For `WAYFINDER_DEBUG_POINTS`: the JDK method the program called last
/// on the running thread's stack (the frame above its topmost frame of
/// the program's own code), as " via Class.method", or nothing when the
/// running frame is the program's.
fn library_entry(vm: &Vm, at: Site) -> String {
    use wayfinder_vm::classpath::Origin;
    let frames = &vm.state.threads[vm.cur_thread as usize].frames;
    let methods: Vec<_> = frames
        .iter()
        .map(|f| f.method)
        .chain(std::iter::once(at.method))
        .collect();
    let is_user = |m: wayfinder_vm::loader::MethodId| {
        matches!(
            vm.classes.get(vm.classes.method(m).class).origin,
            Some(Origin::Dir(_)) | Some(Origin::Jar(_))
        )
    };
    let Some(i) = methods.iter().rposition(|&m| is_user(m)) else {
        return String::new();
    };
    match methods.get(i + 1) {
        Some(&m) => {
            let meth = vm.classes.method(m);
            format!(" via {}.{}", vm.classes.get(meth.class).name, meth.name)
        }
        None => String::new(),
    }
}
