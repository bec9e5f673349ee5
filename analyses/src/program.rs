//! What the analyses need to know about classes and methods, computed once
//! per class or method and cached by id: which code is the program's own,
//! which objects the race detector and the dependency graph look at, and
//! which JDK methods are lock operations.

use fxhash::FxHashMap;
use wayfinder_vm::classpath::Origin;
use wayfinder_vm::loader::{ClassId, ClassKind, MethodId};
use wayfinder_vm::Vm;

/// What a method means to the analyses (see `Program::method_kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    /// Nothing special.
    Plain,
    /// `ReentrantLock.lock/lockInterruptibly/tryLock/unlock`: afterwards the
    /// thread's hold count is read from the lock's AQS state.
    ExclusiveLock,
    /// The same methods of `ReentrantReadWriteLock.WriteLock`.
    WriteLock,
    /// `ReentrantReadWriteLock.ReadLock.lock/lockInterruptibly`.
    ReadLock,
    /// `ReentrantReadWriteLock.ReadLock.tryLock`.
    ReadTryLock,
    /// `ReentrantReadWriteLock.ReadLock.unlock`.
    ReadUnlock,
    /// `Thread.join` (any overload).
    Join,
    /// An `Unsafe` native that writes (CAS, getAndAdd, put...): its object
    /// argument is written, for the dependency graph.
    UnsafeWrite,
    /// An `Unsafe` native that reads an object's memory.
    UnsafeRead,
}

impl MethodKind {
    /// Does the analysis act when this method returns?
    pub fn on_exit(self) -> bool {
        matches!(
            self,
            MethodKind::ExclusiveLock
                | MethodKind::WriteLock
                | MethodKind::ReadLock
                | MethodKind::ReadTryLock
                | MethodKind::ReadUnlock
                | MethodKind::Join
        )
    }
}

/// Class is the program's own (loaded from the class path, not the JDK).
const USER: u8 = 1;
/// Objects of this JDK class are race-checked even when the access is in
/// JDK code: the unsynchronised collections of `java.util`.
const JDK_TRACKED: u8 = 2;
/// Accesses to objects of this class count as data flow between threads
/// for the race window.
const DEP: u8 = 4;
const COMPUTED: u8 = 128;

/// `java.util` classes whose internal fields are race-checked when user
/// threads share an instance (their nested classes too: `HashMap$Node`).
const JDK_COLLECTIONS: &[&str] = &[
    "java/util/ArrayList",
    "java/util/LinkedList",
    "java/util/HashMap",
    "java/util/HashSet",
    "java/util/LinkedHashMap",
    "java/util/LinkedHashSet",
    "java/util/TreeMap",
    "java/util/TreeSet",
    "java/util/ArrayDeque",
    "java/util/PriorityQueue",
    "java/util/IdentityHashMap",
    "java/util/EnumMap",
    "java/util/BitSet",
    "java/util/AbstractList",
    "java/util/AbstractMap",
    "java/util/AbstractCollection",
];

/// Fields of those collections that cache a value computed from the
/// contents (lazily created views); racing on them is benign.
const BENIGN_FIELDS: &[&str] = &[
    "keySet",
    "values",
    "entrySet",
    "navigableKeySet",
    "descendingMap",
];

#[derive(Default)]
pub struct Program {
    class_flags: Vec<u8>,
    method_kind: Vec<Option<MethodKind>>,
    method_user: Vec<u8>,
    slots: FxHashMap<(ClassId, &'static str), Option<usize>>,
}

impl Program {
    fn flags(&mut self, vm: &Vm, c: ClassId) -> u8 {
        let i = c as usize;
        if i >= self.class_flags.len() {
            self.class_flags.resize(i + 1, 0);
        }
        if self.class_flags[i] & COMPUTED == 0 {
            self.class_flags[i] = compute_flags(vm, c) | COMPUTED;
        }
        self.class_flags[i]
    }

    /// Is class `c` part of the program (loaded from the class path)?
    pub fn is_user_class(&mut self, vm: &Vm, c: ClassId) -> bool {
        self.flags(vm, c) & USER != 0
    }

    /// Is method `m` the program's own code?
    #[inline]
    pub fn is_user_method(&mut self, vm: &Vm, m: MethodId) -> bool {
        let i = m as usize;
        if let Some(&u) = self.method_user.get(i) {
            if u != 0 {
                return u == 2;
            }
        } else {
            self.method_user.resize(i + 1, 0);
        }
        let c = vm.classes.method(m).class;
        let user = self.is_user_class(vm, c);
        self.method_user[i] = if user { 2 } else { 1 };
        user
    }

    /// Is an access from JDK code to field `slot` of an object of class
    /// `c` race-checked?
    pub fn jdk_tracked_field(&mut self, vm: &Vm, c: ClassId, slot: u32) -> bool {
        if self.flags(vm, c) & JDK_TRACKED == 0 {
            return false;
        }
        let f = &vm.classes.get(c).instance_fields[slot as usize];
        !BENIGN_FIELDS.contains(&&*f.name)
    }

    /// Do accesses to objects of class `c` count as data flow?
    #[inline]
    pub fn is_dep_class(&mut self, vm: &Vm, c: ClassId) -> bool {
        self.flags(vm, c) & DEP != 0
    }

    /// What method `m` means to the analyses.
    #[inline]
    pub fn method_kind(&mut self, vm: &Vm, m: MethodId) -> MethodKind {
        let i = m as usize;
        match self.method_kind.get(i) {
            Some(Some(k)) => *k,
            _ => {
                if i >= self.method_kind.len() {
                    self.method_kind.resize(i + 1, None);
                }
                let k = compute_kind(vm, m);
                self.method_kind[i] = Some(k);
                k
            }
        }
    }

    /// The slot of instance field `name` in objects of class `c` (cached).
    pub fn slot(&mut self, vm: &Vm, c: ClassId, name: &'static str) -> Option<usize> {
        *self
            .slots
            .entry((c, name))
            .or_insert_with(|| vm.classes.field_slot(c, name))
    }
}

fn compute_flags(vm: &Vm, c: ClassId) -> u8 {
    let cl = vm.classes.get(c);
    let mut flags = 0;
    if matches!(cl.origin, Some(Origin::Dir(_)) | Some(Origin::Jar(_))) {
        flags |= USER | DEP;
    }
    match cl.kind {
        ClassKind::Array(_) => flags |= DEP,
        ClassKind::Instance => {
            let name = &*cl.name;
            if name.starts_with("java/util/") {
                flags |= DEP;
                let outer = name.split('$').next().unwrap_or(name);
                if JDK_COLLECTIONS.contains(&outer) {
                    flags |= JDK_TRACKED;
                }
            }
        }
        ClassKind::Primitive(_) => {}
    }
    flags
}

fn compute_kind(vm: &Vm, m: MethodId) -> MethodKind {
    let meth = vm.classes.method(m);
    let class = &*vm.classes.get(meth.class).name;
    let name = &*meth.name;
    let lockish = matches!(name, "lock" | "lockInterruptibly" | "tryLock" | "unlock");
    match class {
        "java/util/concurrent/locks/ReentrantLock" if lockish => MethodKind::ExclusiveLock,
        "java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock" if lockish => {
            MethodKind::WriteLock
        }
        "java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock" => match name {
            "lock" | "lockInterruptibly" => MethodKind::ReadLock,
            "tryLock" => MethodKind::ReadTryLock,
            "unlock" => MethodKind::ReadUnlock,
            _ => MethodKind::Plain,
        },
        "java/lang/Thread" if name == "join" => MethodKind::Join,
        "jdk/internal/misc/Unsafe" | "sun/misc/Unsafe" if meth.is_native() => {
            // Only the forms that take (Object o, long offset, ...).
            if !meth.desc.starts_with("(Ljava/lang/Object;J") {
                MethodKind::Plain
            } else if name.starts_with("get") && !name.starts_with("getAnd") {
                MethodKind::UnsafeRead
            } else if name.starts_with("put")
                || name.starts_with("compareAnd")
                || name.starts_with("weakCompareAnd")
                || name.starts_with("getAnd")
            {
                MethodKind::UnsafeWrite
            } else {
                MethodKind::Plain
            }
        }
        _ => MethodKind::Plain,
    }
}
