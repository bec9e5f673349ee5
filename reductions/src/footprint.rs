//! What one transition touched that another thread could also touch: its
//! footprint. Two transitions from the same state whose footprints do not
//! conflict are independent: running them in either order gives the same
//! state, and neither enables or disables the other. Sleep sets (see the
//! search) rely on this.
//!
//! A `FootprintRecorder` is a listener installed for the whole search; it
//! records into the footprint of the transition running now:
//! - reads and writes of shared objects' fields and array elements and of
//!   static fields (objects no other thread can reach are left out: no other
//!   transition can touch them);
//! - monitor acquisitions, releases and failed attempts, as writes of the
//!   monitor (a release can enable a blocked thread);
//! - allocations, as writes of their identity key (two threads allocating
//!   under one key change each other's object identities);
//! - `Unsafe` gets, puts and compare-and-sets, as reads and writes of the
//!   field or element they address;
//! - a thread's end, as a write of its life (it wakes the threads joining
//!   it, which were not enabled before, and `isAlive`, `join`, `unpark` on
//!   it read it), of its thread group's monitor (it leaves the group) and
//!   of its `threadStatus`, and of the live count (below) when it leaves
//!   at most one thread alive or no non-daemon thread;
//! - a thread's start, as a write of the new thread's life, of the thread
//!   table (ids are handed out in start order) and of its group's monitor,
//!   and of the live count when the starting thread was alone;
//! - the live count (`live`), as read by every transition that began
//!   with at most two threads alive, and by a daemon thread's transition
//!   that began with at most one non-daemon thread alive
//!   (`live_count_read`, added by the search after the transition).
//!   Starts and ends were global while at most one other thread was alive
//!   (since the first precise thread ends) because of what the number of
//!   live threads decides besides `join`/`isAlive`/`getState` (which read
//!   the one thread's life): a thread alone alive runs without scheduling
//!   points (`CheckPolicy::is_scheduling_point`, library boundaries), and
//!   the sealed and owned objects' claims treat its writes apart; the end
//!   of the last non-daemon thread ends the program, and with it every
//!   daemon thread's transitions (or starts "DestroyJavaVM"). These
//!   depend only on whether the count is at most one (resp. whether a
//!   non-daemon thread is left), which only such an end or start changes.
//!   A transition of thread U whose extent or effect could differ by one
//!   of them begins with the count at two (U and the ending thread) or one
//!   (after it), or, for a daemon U, with one non-daemon thread alive: it
//!   reads the count, so it conflicts with the end, and DPOR orders both
//!   ways as for a field. A transition that began with three or more
//!   threads alive ends where it ends whichever other single thread ends
//!   first (two ends are needed to make U alone, and each one's own
//!   footprint, group monitor included, orders them). An end leaving two
//!   threads alive does not change what any other thread's next
//!   transition does; two ends commute (the second leaves one thread
//!   alive in either order, and in one group both write its monitor).
//!   The thread deadlock check and "no thread left" are properties of the
//!   state reached, not of an order. `activeCount` (the count itself) is
//!   an undescribed native, global. Effect on the bench programs: DPOR
//!   stores 19-56% fewer states than before (BENCHMARKS.md); a
//!   transition reading the count conflicts as an ordinary entry where
//!   the global end's summary entry raced only with the last unordered
//!   node, and daemon transitions now conflict with the last non-daemon
//!   end, so a few samples store a few more (ForkJoinPoolTwoTasks 14,669
//!   -> 14,756);
//! - the thread-coordination natives (`DESCRIBED_NATIVES`), by what they
//!   touch of other threads' state: `join` and `isAlive` read the target's
//!   life; `wait` and `notify`/`notifyAll` write the monitor (whose wait
//!   set they change; `wait` also releases it, and re-acquires it when
//!   woken, reported as an acquisition); `park` writes the parking thread's
//!   permit, `unpark` writes the target's permit and reads its life. A
//!   woken thread runs the native again, so its next transition touches the
//!   same location as the one that woke it (dynamic POR's happens-before
//!   sees the wake-up through it). Every blocking native (`sleep`, `join`,
//!   `wait`, `park`) also touches the blocking thread's interrupt status
//!   (it returns or throws at once when it is set, and an interrupt wakes
//!   it); `interrupt0` writes the target's interrupt status,
//!   `isInterrupted0` reads it, `interrupted0` reads and clears the
//!   caller's own. (Described so, the static search stored a few more
//!   states with sleep sets than without on BlockingQueueTwoProducers
//!   while the end of a class initialisation was global; both store 856
//!   now. How it can happen:
//!   a state first stored with a thread asleep is expanded for that thread
//!   later, when a path reaches it with the thread awake, from that path's
//!   VM state; the two agree in everything compared but the allocation
//!   counts, which are restored but not compared (`AllocCounts`), so an
//!   object the woken thread allocates gets another occurrence number,
//!   hence another identity (and identity hash code), than in the search
//!   without sleep sets. The extra states differ from the full search's
//!   only in such identities, which the state comparison already leaves
//!   to the first path, see `AllocCounts`.) `getState0` reads the
//!   target's life and status (see
//!   `status_changes`). `yield` and `holdsLock` touch nothing another
//!   thread can change or see (`yield` only ends the transition; whether
//!   the caller holds a monitor only the caller changes);
//! - timed forms (`sleep`, `wait(ms)`, `join(ms)`, `parkNanos`,
//!   `parkUntil`) as the untimed ones, plus a read of the virtual clock:
//!   starting a timed wait computes its deadline from the clock
//!   (`VmState::deadline_after`) and changes nothing else shared; the
//!   clock is only ever moved by a timeout, and the transition that times
//!   a wait out is taken as global by the search (whether it may fire
//!   depends on what every other thread can do, `Timeouts`);
//! - every change of a thread's `Thread.State` (`getState`'s answer), by
//!   whichever transition makes it (its own blocking, or a wake-up by
//!   another thread), as a write of that thread's status: the search adds
//!   these by comparing the states before and after the transition
//!   (`status_changes`), so `getState0` conflicts exactly with the
//!   transitions that change its answer;
//! - class initialisation, per class, as accesses of the class's
//!   initialisation status (`CLASS_INIT`): taking a class to initialise,
//!   waiting for another thread's initialisation of it, and the end of an
//!   initialisation (completed or failed) write it (`on_class_init`); a
//!   use of the class that finds its initialisation over reads it
//!   (`on_class_used`: `new`, `getstatic`, `putstatic`, `invokestatic`,
//!   the initialisation of a subclass or of a class implementing an
//!   interface with default methods, reflection, `Unsafe`'s
//!   `ensureClassInitialized`, a lambda class at its call site). An
//!   initialisation that runs no code (no `<clinit>`, supers likewise or
//!   initialised) only reads it, start and end (see `CLASS_INIT`). A class
//!   initialiser's own code is recorded as any code. Why this is enough:
//!   what the status decides for another thread T is (a) whether T's use
//!   of class C goes on, waits, throws, or takes C to initialise it
//!   itself (JVMS 5.5; the class-initialisation deadlocks and races of
//!   the `Clinit*` samples), and (b) what T then sees of what the
//!   initialiser did. (a) Every use asks `Vm::ensure_initialized`, which
//!   reports each answer: taking and waiting as writes, "over" as a read.
//!   So a use by T that came after U's end conflicts with that end; had
//!   it come before the end, it would have waited (a write, conflicting
//!   with the end), and before U took C, taken C itself (a write,
//!   conflicting with U's taking). Each reordering the search must try
//!   is thus a conflict it sees: DPOR reverses the race of the end with
//!   the read into the wait, whose race with the taking it reverses in
//!   turn; sleep sets never put a use next to the end it depends on,
//!   because in a state where U's end is enabled C is in progress, and
//!   another thread's use there waits (a write). (b) The initialiser's
//!   `putstatic`s are recorded as ordinary writes of the statics; the
//!   objects they reach that were still private to U are shared from the
//!   end on (`Vm::set_init_state`), and another thread reaches them only
//!   through C's statics, by a use that reads the status (the JDK's
//!   `VarHandle`s and method handles on statics call
//!   `ensureClassInitialized` first).
//!   The threads waiting for C become runnable at the end (their status,
//!   `status_changes`) and use C again, reading the status. A thread's
//!   later uses of C follow its first in program order, so only the first
//!   needs the read; every use records it all the same (once per
//!   transition: a read conflicts only with a write of the status, and
//!   none comes after the end), but for classes whose initialisation was
//!   over in the search's initial state, which is before every
//!   transition. What else reads the status: the reductions' choice of
//!   scheduling points (`por.rs`: a use of a class not initialised is a
//!   point, so a transition that meets C in progress stops before its
//!   use), and natives described as global (`Unsafe.shouldBeInitialized0`).
//!   Classes the VM makes initialised without running code (generated
//!   invokers, `born_initialized`) write the status like any end;
//! - `Unsafe` copies and fills between native memory (one thread's, see
//!   `wayfinder_vm::natives::unsafe_::native_owned`) and objects no other
//!   thread can reach: nothing;
//! - file-system natives (`FILE_CLASSES`: `java.io`'s streams and
//!   `UnixFileSystem`, `sun.nio`'s dispatchers), as a read or a write of
//!   the one file system, and writes of every field or element of the
//!   shared streams, descriptors and buffers they are handed (one level
//!   deep: a stream's descriptor);
//! - anything the recorder cannot see into, as "global" (dependent with
//!   every transition): other native methods but a few pure ones and the
//!   `Unsafe` memory accesses (array copies, choices, the clock reads of
//!   `System.nanoTime` are natives).
//!
//! Whether these descriptions are complete was checked against the static
//! search, whose sleep sets must then prune only transitions into states
//! reached another way: with them, it stores exactly as many states as
//! with the natives taken as global on every check sample but one
//! (MethodHandleSynchronized, one state fewer: a state that differs from
//! an explored one only in the initialisation flag of a VM-generated call
//! site class, which only the path that first generated it sets).
//! Since the end of an initialisation is no longer global, ClinitNoCycle
//! and ClinitHierarchyNoCycle store 6 states fewer with sleep sets than
//! without (75 against 81, 76 against 82), pinned apart. The reason, by
//! argument (not checked state by state): a use of a class another thread
//! is initialising is a scheduling point (`por.rs`), one of an initialised
//! class is not. A thread T that stopped before such a use, while U's
//! initialisation of C was in progress, is at a point no longer needed
//! once U's end ran; without sleep sets that end is also explored from
//! there, giving states where T waits at a point before a use that no
//! longer waits. With sleep sets the end is asleep there (it commutes with
//! T's step to the point), and the same behaviours are explored from the
//! state where the end came first, where T runs through the use without
//! a point. Nothing a thread can observe is lost: the use then reads an
//! initialised class, which no later step of any thread changes.

use std::cell::RefCell;
use std::rc::Rc;

use wayfinder_vm::listener::{Listener, Location, Site};
use wayfinder_vm::loader::MethodId;
use wayfinder_vm::state::VmState;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

/// More entries than this and the footprint counts as global.
const MAX_ENTRIES: usize = 256;

/// The shared locations a transition read or wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Footprint {
    /// (location key, written), sorted by key, one entry per key (a write
    /// wins over a read).
    entries: Vec<(u64, bool)>,
    /// The transition did something not described by `entries`.
    pub global: bool,
}

impl Footprint {
    /// A footprint that conflicts with everything.
    pub fn global() -> Footprint {
        Footprint {
            entries: Vec::new(),
            global: true,
        }
    }

    /// Records an access of location `key` (written or read); too many
    /// entries make the footprint global.
    pub fn add(&mut self, key: u64, write: bool) {
        if self.global {
            return;
        }
        if self.entries.len() >= MAX_ENTRIES {
            self.global = true;
            self.entries.clear();
            return;
        }
        self.entries.push((key, write));
    }

    /// Sorts and merges the entries; call once the transition ended.
    pub fn seal(&mut self) {
        self.entries.sort_unstable();
        self.entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 |= later.1;
                true
            } else {
                false
            }
        });
    }

    /// Do the two (sealed) footprints conflict: one of them global, or a
    /// location both touch with at least one write?
    pub fn conflicts(&self, other: &Footprint) -> bool {
        if self.global || other.global {
            return true;
        }
        let (mut i, mut j) = (0, 0);
        let (a, b) = (&self.entries, &other.entries);
        while i < a.len() && j < b.len() {
            match a[i].0.cmp(&b[j].0) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    if a[i].1 || b[j].1 {
                        return true;
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        false
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The locations touched, as (location key, written), sorted by key
    /// once sealed (empty when global).
    pub fn locations(&self) -> &[(u64, bool)] {
        &self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && !self.global
    }
}

/// Location keys: an object's identity (`Object::canon`) or a class id,
/// mixed with what part of it was touched.
fn key(kind: u64, base: u64, part: u64) -> u64 {
    let x = (base ^ kind.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9)
        ^ part.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ x >> 31
}

/// Native methods that touch no shared state (beyond their arguments'
/// identities and immutable class data): `PURE_FUNCTIONS`, and the
/// `Unsafe` memory accesses, which the recorder sees through
/// `on_unsafe_access`.
const PURE_NATIVES: &[&[&str]] = &[PURE_FUNCTIONS, UNSAFE_MEMORY];

/// Is `name` (`class/Name.method`) a native in `list` (an entry ending in
/// `.` covers a class's every native, an `Unsafe` entry every method
/// whose name it begins)?
fn listed(list: &[&str], name: &str) -> bool {
    list.iter().any(|p| {
        name == *p
            || (p.ends_with('.') && name.starts_with(p))
            || (p.starts_with("jdk/internal/misc/Unsafe.") && name.starts_with(p))
    })
}

/// Is native `name` (`class/Name.method`) a function of its arguments'
/// values and identities, of immutable class data and of the calling
/// thread alone: it neither reads what another thread may write nor
/// writes anything but the class name cache (`Class.initClassName`)? The
/// scheduling policy makes no scheduling point before calls of these.
pub fn is_pure_function(name: &str) -> bool {
    listed(PURE_FUNCTIONS, name) && name != "java/lang/Class.initClassName"
}

const PURE_FUNCTIONS: &[&str] = &[
    "java/lang/Thread.currentThread",
    "java/lang/Object.getClass",
    "java/lang/Object.hashCode",
    "java/lang/System.identityHashCode",
    "java/lang/Class.desiredAssertionStatus0",
    "java/lang/Class.isArray",
    "java/lang/Class.isPrimitive",
    "java/lang/Class.isInterface",
    "java/lang/Class.getComponentType",
    "java/lang/Class.isInstance",
    "java/lang/Class.isAssignableFrom",
    "java/lang/Class.getModifiers",
    "java/lang/Class.getSuperclass",
    "java/lang/Class.initClassName",
    // The model's name and modifier natives behind `getName`'s and
    // `getModifiers`' caches (`crate::por::class_name_cache`): a function
    // of the class file; the name is an interned string, whose identity is
    // what it is, whichever thread interns it first.
    "java/lang/Class.getName0",
    "java/lang/Class.getModifiers0",
    "java/lang/Float.floatToRawIntBits",
    "java/lang/Float.intBitsToFloat",
    "java/lang/Double.doubleToRawLongBits",
    "java/lang/Double.longBitsToDouble",
    "java/lang/StrictMath.",
    "java/lang/Math.",
    "jdk/internal/misc/Unsafe.objectFieldOffset",
    "jdk/internal/misc/Unsafe.arrayBaseOffset",
    "jdk/internal/misc/Unsafe.arrayIndexScale",
    "jdk/internal/reflect/Reflection.getCallerClass",
];

/// `Unsafe`'s memory accesses, reported through `on_unsafe_access`
/// (matched as prefixes of the method names).
const UNSAFE_MEMORY: &[&str] = &[
    "jdk/internal/misc/Unsafe.get",
    "jdk/internal/misc/Unsafe.put",
    "jdk/internal/misc/Unsafe.compareAnd",
    "jdk/internal/misc/Unsafe.fullFence",
    "jdk/internal/misc/Unsafe.loadFence",
    "jdk/internal/misc/Unsafe.storeFence",
];

/// Thread-coordination natives whose effects the recorder describes
/// (`FootprintRecorder::describe`) instead of taking them as global.
const DESCRIBED_NATIVES: &[(&str, Coordination)] = &[
    ("java/lang/Thread.join0", Coordination::Join),
    ("java/lang/Thread.isAlive", Coordination::IsAlive),
    ("java/lang/Object.wait", Coordination::Wait),
    ("java/lang/Object.wait0", Coordination::Wait),
    ("java/lang/Object.notify", Coordination::Notify),
    ("java/lang/Object.notifyAll", Coordination::Notify),
    ("jdk/internal/misc/Unsafe.park", Coordination::Park),
    ("jdk/internal/misc/Unsafe.unpark", Coordination::Unpark),
    ("java/lang/Thread.start0", Coordination::Start),
    ("java/lang/Thread.sleep0", Coordination::Sleep),
    ("java/lang/Thread.interrupt0", Coordination::Interrupt),
    (
        "java/lang/Thread.isInterrupted0",
        Coordination::IsInterrupted,
    ),
    ("java/lang/Thread.interrupted0", Coordination::Interrupted),
    ("java/lang/Thread.getState0", Coordination::GetState),
    ("java/lang/Thread.yield", Coordination::OwnOnly),
    ("java/lang/Thread.holdsLock", Coordination::OwnOnly),
];

/// A thread-coordination native (see `DESCRIBED_NATIVES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coordination {
    /// `Thread.join0(millis)` on `this`.
    Join,
    /// `Thread.isAlive()` of `this`.
    IsAlive,
    /// `Object.wait(millis)` on `this`.
    Wait,
    /// `Object.notify()` or `notifyAll()` on `this`.
    Notify,
    /// `Unsafe.park(absolute, time)` of the running thread.
    Park,
    /// `Unsafe.unpark(thread)`.
    Unpark,
    /// `Thread.start0()`: described when it has started the thread
    /// (`on_thread_start`).
    Start,
    /// `Thread.sleep0(millis)` of the running thread.
    Sleep,
    /// `Thread.interrupt0()` of `this`.
    Interrupt,
    /// `Thread.isInterrupted0()` of `this`.
    IsInterrupted,
    /// `Thread.interrupted0()`: the running thread's own status, cleared.
    Interrupted,
    /// `Thread.getState0()` of `this`.
    GetState,
    /// Touches nothing another thread changes or sees: `Thread.yield()`
    /// (ends the transition, changes nothing), `Thread.holdsLock(o)`
    /// (whether the caller holds `o`, which only the caller changes).
    OwnOnly,
}

/// What a method is to the recorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Java code, or a native that touches nothing shared (`PURE_NATIVES`).
    Plain,
    /// A native not described, or a class initialiser: global.
    Opaque,
    /// A thread-coordination native (`DESCRIBED_NATIVES`).
    Described(Coordination),
    /// An `Unsafe` copy or fill (`MEMORY_FILLS`): nothing when each base
    /// it addresses (argument positions, the receiver at 0) is null (native
    /// memory, one thread's) or an object no other thread can reach, else
    /// global.
    Fill(&'static [usize]),
    /// A file-system native (`FILE_CLASSES`): a read (`false`) or a write
    /// (`true`) of the file system (`FILES`).
    File(bool),
    /// `System.arraycopy`: reads of the source's elements and writes of
    /// the destination's it copies, where those arrays are shared.
    ArrayCopy,
    /// `Object.clone`: reads of every field or element of the original,
    /// when it is shared (the copy is new).
    Clone,
    /// `Throwable.fillInStackTrace`: writes of the receiver's `backtrace`
    /// and `depth`, when it is shared (the array it stores is new).
    Backtrace,
}

/// Natives whose effects on the state the recorder sees through other
/// hooks, or which have none: the `VarHandle` access modes (their
/// accesses come through `on_atomic_access`, as `Unsafe`'s), console
/// output (`PrintStream`'s natives: output is not part of the state under
/// `check`), and `Array.newArray` (an allocation, `on_object_alloc`).
const SEEN_THROUGH_HOOKS: &[&str] = &[
    "java/lang/invoke/VarHandle.",
    "java/io/PrintStream.writeString0",
    "java/io/PrintStream.writeBytes0",
    "java/lang/reflect/Array.newArray",
    // The `Class` model's name (`getName`): interning a name not seen
    // before is an allocation, `on_object_alloc`, as for `initClassName`.
    "java/lang/Class.getName0",
];

/// More elements than this copied between shared arrays (or cloned from a
/// shared one) and the footprint counts as global.
const MAX_COPIED: usize = 64;

/// The classes whose natives operate on the file system (`crate::files`
/// in the VM: the overlay under check) or on the descriptors and
/// attribute objects of the class library's file layer.
const FILE_CLASSES: &[&str] = &[
    "java/io/FileDescriptor.",
    "java/io/FileInputStream.",
    "java/io/FileOutputStream.",
    "java/io/RandomAccessFile.",
    "java/io/UnixFileSystem.",
    "sun/nio/fs/UnixNativeDispatcher.",
    "sun/nio/fs/LinuxNativeDispatcher.",
    "sun/nio/fs/UnixCopyFile.",
    "sun/nio/ch/FileDispatcherImpl.",
    "sun/nio/ch/UnixFileDispatcherImpl.",
    "sun/nio/ch/FileChannelImpl.",
    "sun/nio/ch/IOUtil.",
    "sun/nio/ch/NativeThread.",
];

/// The natives of `FILE_CLASSES` that only read the file system (contents,
/// attributes, listings) or move the position of the caller's own open
/// file: every other one (open, write, close, create, delete, rename,
/// truncate, directory streams...) is taken as a write of it. Opening and
/// closing are writes: descriptors are numbered in opening order.
const FILE_READS: &[&str] = &[
    "read0",
    "readBytes",
    "readBytes0",
    "pread0",
    "available0",
    "length",
    "length0",
    "position0",
    "skip0",
    "seek0",
    "getFilePointer",
    "size0",
    "isRegularFile0",
    "isOther0",
    "getBooleanAttributes0",
    "checkAccess",
    "checkAccess0",
    "getLastModifiedTime",
    "getLastModifiedTime0",
    "getLength",
    "getLength0",
    "getNameMax0",
    "list",
    "list0",
    "canonicalize0",
    "stat0",
    "stat1",
    "lstat0",
    "fstat",
    "fstat0",
    "access0",
    "exists0",
    "readlink0",
    "realpath0",
    "getcwd",
    "strerror",
    "init",
    "init0",
    "initIDs",
    "iovMax",
    "writevMax",
    "fdLimit",
    "fdVal",
    "setfdVal",
    "getHandle",
    "getAppend",
    "current",
    "current0",
    "signal",
    "signal0",
    "supportPendingSignals0",
    "allocationGranularity0",
    "maxDirectTransferSize0",
    "canTransferToFromOverlappedMap0",
    "fchmodatNoFollowSupported0",
];

/// `Some(write)` when native `name` (`class/Name.method`) is a file-system
/// native (see `Kind::File`).
fn file_native(name: &str) -> Option<bool> {
    let class = FILE_CLASSES.iter().find(|c| name.starts_with(**c))?;
    Some(!FILE_READS.contains(&&name[class.len()..]))
}

/// `Unsafe`'s copies and fills, with the argument positions of their bases
/// (see `Kind::Fill`).
const MEMORY_FILLS: &[(&str, &[usize])] = &[
    ("jdk/internal/misc/Unsafe.copyMemory0", &[1, 3]),
    ("jdk/internal/misc/Unsafe.copySwapMemory0", &[1, 3]),
    ("jdk/internal/misc/Unsafe.setMemory0", &[1]),
];

/// Location kinds (the first argument of `key`) of a thread's own
/// coordination state.
/// Whether the thread is alive, keyed by its `Thread` object's identity:
/// written by its start and end, read by `join`, `isAlive` and `unpark` on
/// it (also before the start).
const LIFE: u64 = 4;
/// Its `park` permit and parked status, keyed by thread id: written by
/// `park` (by the thread) and `unpark` (on it).
const PERMIT: u64 = 5;
/// The table of threads (kind only, one location): written by every
/// start, which hands out the next thread id.
const THREADS: u64 = 6;
/// The file system (kind only, one location: no per-path keys yet): read
/// and written by the file natives (`Kind::File`).
const FILES: u64 = 7;
/// Thread-state locations are not hashed: their keys are this tag, a
/// kind (`Tagged`) and an id, so that dynamic POR's sketches can give
/// them bits of their own (`tagged`). Every transition that blocks or
/// wakes a thread touches some; hashed among the other locations they
/// would make many sketches conflict that do not.
const TAG: u64 = 0x5354_4154_0000_0000;

/// The kinds of tagged locations (see `TAG`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tagged {
    /// A thread's `Thread.State` (`ThreadStatus::java_state`) as the
    /// thread itself changes it (blocking: only while it runs), by thread
    /// id. Written by `status_changes`, read by `getState0`.
    OwnStatus = 0,
    /// A thread's `Thread.State` as other threads change it (waking it:
    /// only while it is blocked, or an interrupt), by thread id. A change
    /// of each kind is never enabled in the same state as one of the
    /// other, so the two need not conflict; two wake-ups (`notify` and
    /// `interrupt0` of one waiting thread) do.
    OtherStatus = 1,
    /// A thread's interrupt status, by its `Thread` object's identity (one
    /// location before and after the start, which takes over a status set
    /// before it): written by `interrupt0` and by whatever may clear it
    /// (`interrupted0`, `sleep`, `join`, `wait`), read by
    /// `isInterrupted0`, `park` and the start.
    Interrupt = 2,
    /// The virtual clock (id 0): read by the start of a timed wait (its
    /// deadline). Only timeouts move it, and they are global. The kind's
    /// id 1 is the live count (`live`).
    Clock = 3,
}

/// The number of live threads, as far as anything but thread coordination
/// reads it (one location, see `live_count_read`; tagged so that the many
/// transitions reading it share no sketch bit with other locations): read
/// by the transitions that depend on it, written by a start whose starter
/// was alone alive, an end that leaves at most one thread alive and the
/// end of the last non-daemon thread.
fn live() -> u64 {
    tagged_key(Tagged::Clock, 1)
}

/// A class's initialisation status, keyed by class id (hashed, as `LIFE`
/// and `PERMIT`): written by the thread that takes the class to initialise,
/// by threads that wait for it, and by the end of the initialisation
/// (`on_class_init`); read by every use that finds it over
/// (`on_class_used`, see the module docs).
///
/// An initialisation that runs no code (`Vm::initialises_trivially`: no
/// `<clinit>`, and its supers' initialisations likewise, or done) is
/// recorded as a read of it, which the end of that initialisation looks
/// for: it starts and ends within the transition, no other thread can find
/// it in progress, and its only effect, the status "initialised", is what
/// any other thread's first use of the class would bring about the same
/// way (whichever thread: the condition does not depend on it). Two
/// transitions that both initialise the class so, or one initialising it
/// and one using it, commute; the read keeps it dependent with a
/// (non-trivial) start of or wait for the same class's initialisation by
/// another thread.
const CLASS_INIT: u64 = 9;

/// The location key of kind `kind` for `id` (ids that agree in their low
/// 29 bits share one location).
pub fn tagged_key(kind: Tagged, id: u64) -> u64 {
    TAG | (kind as u64) << 29 | (id & 0x1FFF_FFFF)
}

/// The kind and id (its low 29 bits) of a tagged location key. (A hashed
/// key of another kind may look like one, with odds of 2^-32; it is then
/// always taken as that one, which only merges locations.)
#[inline]
pub fn tagged(key: u64) -> Option<(u32, u32)> {
    (key >> 32 == TAG >> 32).then_some(((key >> 29 & 3) as u32, key as u32 & 0x1FFF_FFFF))
}

/// Adds to `f` a read of the live count (`live`) when the transition by
/// thread `tid` from state `before` depended on it: when at most one other
/// thread was alive (whether it is alone decides where its transitions end:
/// a thread alone alive runs without scheduling points, and the sealed and
/// owned objects' rules ask the same), or when `tid` is a daemon thread and
/// at most one non-daemon thread was alive (whose end ends the program, and
/// with it this thread). Call after each transition, before sealing its
/// footprint.
pub fn live_count_read(before: &VmState, tid: u32, f: &mut Footprint) {
    let mut alive = 0;
    let mut users = 0;
    for t in before.threads.iter().filter(|t| t.is_alive()) {
        alive += 1;
        users += usize::from(!t.daemon);
    }
    let daemon = before
        .threads
        .iter()
        .nth(tid as usize)
        .is_some_and(|t| t.daemon);
    if alive <= 2 || (daemon && users <= 1) {
        f.add(live(), false);
    }
}

/// Adds to `f` a write of the status of every thread whose `Thread.State`
/// differs between `before` and `after`, the states before and after one
/// transition by thread `tid` (threads started by it are covered by their
/// life). Call after each transition, before sealing its footprint.
pub fn status_changes(before: &VmState, after: &VmState, tid: u32, f: &mut Footprint) {
    for (b, a) in before.threads.iter().zip(after.threads.iter()) {
        if !wayfinder_vm::pvec::Shared::ptr_eq(b, a)
            && b.status.java_state() != a.status.java_state()
        {
            let kind = if a.id == tid {
                Tagged::OwnStatus
            } else {
                Tagged::OtherStatus
            };
            f.add(tagged_key(kind, a.id as u64), true);
        }
    }
}

/// Records the footprint of the running transition (see the module docs).
pub struct FootprintRecorder {
    current: Rc<RefCell<Footprint>>,
    /// Print why a footprint became global: an undescribed native
    /// (`WAYFINDER_DEBUG_GLOBAL` set).
    debug_global: bool,
    /// Per method id: what it is to the recorder (`None`: not looked up yet).
    kinds: Vec<Option<Kind>>,
    /// Per class id: was its initialisation over (completed or failed) in
    /// the search's initial state? Uses of such a class record nothing (see
    /// the module docs); classes loaded later are not.
    initially_done: Vec<bool>,
}

impl FootprintRecorder {
    /// A recorder writing into `current` (the search takes it after each
    /// transition and puts a fresh one back), installed when `vm` is in
    /// the search's initial state.
    pub fn new(current: Rc<RefCell<Footprint>>, vm: &Vm) -> FootprintRecorder {
        use wayfinder_vm::state::InitState;
        let initially_done = vm
            .state
            .classes
            .iter()
            .map(|cs| matches!(cs.init, InitState::Initialized | InitState::Erroneous))
            .collect();
        FootprintRecorder {
            current,
            debug_global: std::env::var_os("WAYFINDER_DEBUG_GLOBAL").is_some(),
            kinds: Vec::new(),
            initially_done,
        }
    }

    fn kind(&mut self, vm: &Vm, m: MethodId) -> Kind {
        let i = m as usize;
        if self.kinds.len() <= i {
            self.kinds.resize(i + 1, None);
        }
        if let Some(k) = self.kinds[i] {
            return k;
        }
        let meth = vm.classes.method(m);
        let k = if meth.is_native() {
            let name = format!("{}.{}", vm.classes.get(meth.class).name, meth.name);
            if let Some((_, c)) = DESCRIBED_NATIVES.iter().find(|(n, _)| name == *n) {
                Kind::Described(*c)
            } else if let Some((_, bases)) = MEMORY_FILLS.iter().find(|(n, _)| name == *n) {
                Kind::Fill(bases)
            } else if let Some(write) = file_native(&name) {
                Kind::File(write)
            } else if PURE_NATIVES.iter().any(|list| listed(list, &name))
                || listed(SEEN_THROUGH_HOOKS, &name)
            {
                Kind::Plain
            } else if name == "java/lang/System.arraycopy" {
                Kind::ArrayCopy
            } else if name == "java/lang/Object.clone" {
                Kind::Clone
            } else if name == "java/lang/Throwable.fillInStackTrace" {
                Kind::Backtrace
            } else {
                Kind::Opaque
            }
        } else {
            Kind::Plain
        };
        self.kinds[i] = Some(k);
        k
    }

    /// Records what the coordination native `c`, which thread `tid` is
    /// about to run (its arguments, `this` first, on top of the caller's
    /// stack), may touch of other threads' state. Timed forms also read
    /// the clock (their deadline); their timeout is the search's business
    /// (see the search's timed-wait rule).
    fn describe(&mut self, vm: &Vm, tid: u32, m: MethodId, c: Coordination) {
        let Some(args) = Self::args(vm, tid, m) else {
            self.current.borrow_mut().global = true;
            return;
        };
        let n = args.len();
        let thread_of = |v: &Value| {
            v.as_ref()
                .and_then(|o| wayfinder_vm::natives::thread::thread_index(vm, o))
        };
        let own = vm.state.threads[tid as usize].obj;
        match c {
            Coordination::Start | Coordination::OwnOnly => {}
            Coordination::Sleep => {
                // Throws at once (clearing it) when interrupted; else a
                // timed wait of the running thread alone.
                self.interrupt(vm, own, true);
                self.clock();
            }
            Coordination::Interrupted => self.interrupt(vm, own, true),
            Coordination::Interrupt | Coordination::IsInterrupted => match args.first() {
                Some(Value::Ref(Some(o))) => self.interrupt(vm, *o, c == Coordination::Interrupt),
                _ => self.current.borrow_mut().global = true,
            },
            Coordination::GetState => match args.first() {
                Some(Value::Ref(Some(o))) => {
                    self.life(vm, *o, false);
                    if let Some(t) = thread_of(&args[0]) {
                        let mut f = self.current.borrow_mut();
                        f.add(tagged_key(Tagged::OwnStatus, t as u64), false);
                        f.add(tagged_key(Tagged::OtherStatus, t as u64), false);
                    }
                }
                _ => self.current.borrow_mut().global = true,
            },
            Coordination::Join | Coordination::IsAlive => {
                let Some(Value::Ref(Some(o))) = args.first() else {
                    self.current.borrow_mut().global = true;
                    return;
                };
                // Also of a thread not started yet: its start writes it.
                self.life(vm, *o, false);
                if c == Coordination::Join {
                    // May throw (clearing the status) when interrupted.
                    self.interrupt(vm, own, true);
                    match args.get(1) {
                        Some(Value::Long(0)) => {}
                        Some(Value::Long(_)) => self.clock(),
                        _ => self.current.borrow_mut().global = true,
                    }
                }
            }
            Coordination::Wait | Coordination::Notify => {
                // The monitor's wait set is part of the monitor: `wait`
                // releases it and joins the set, `notify` takes threads
                // out of it (it holds the monitor, but may have taken it in
                // an earlier transition).
                let Some(Value::Ref(Some(o))) = args.first() else {
                    self.current.borrow_mut().global = true;
                    return;
                };
                self.object(vm, *o, 0, true);
                if c == Coordination::Wait {
                    // May throw (clearing the status) when interrupted.
                    self.interrupt(vm, own, true);
                    match args.get(1) {
                        Some(Value::Long(0)) => {}
                        Some(Value::Long(_)) => self.clock(),
                        _ => self.current.borrow_mut().global = true,
                    }
                }
            }
            Coordination::Park => {
                if n != 3 {
                    self.current.borrow_mut().global = true;
                    return;
                }
                self.current
                    .borrow_mut()
                    .add(key(PERMIT, tid as u64, 0), true);
                // Returns at once when interrupted (leaving the status).
                self.interrupt(vm, own, false);
                let untimed = args[1].as_int() == 0 && args[2].as_long() == 0;
                if !untimed {
                    self.clock();
                }
            }
            Coordination::Unpark => {
                // Whether the target started or ended decides what it does.
                if let Some(o) = args.get(1).and_then(|v| v.as_ref()) {
                    self.life(vm, o, false);
                }
                if let Some(t) = args.get(1).and_then(thread_of) {
                    self.current
                        .borrow_mut()
                        .add(key(PERMIT, t as u64, 0), true);
                }
            }
        }
    }

    /// Records file-system native `m`, which thread `tid` is about to run
    /// (its arguments on top of the caller's stack), as a read or write
    /// (`write`) of the file system, and what it may touch of the heap:
    /// each reference argument (`this` included) and each object such an
    /// argument's fields reference, all of whose fields or elements it is
    /// taken to write (a stream's descriptor, a buffer). Strings and
    /// `java.io.File`s never change and natives only read them; objects
    /// other threads cannot reach need no entry (`object`). A shared array
    /// of more than `MAX_ARRAY` elements, or an argument the caller's stack
    /// does not hold, makes the footprint global.
    fn file_access(&mut self, vm: &Vm, tid: u32, m: MethodId, write: bool) {
        const MAX_ARRAY: usize = 64;
        let Some(args) = Self::args(vm, tid, m) else {
            self.current.borrow_mut().global = true;
            return;
        };
        let immutable = |o: ObjRef| {
            let c = vm.state.heap.get(o).class;
            c == vm.wk.string || &*vm.classes.get(c).name == "java/io/File"
        };
        let mut touched: Vec<ObjRef> = Vec::new();
        for v in args {
            let Value::Ref(Some(o)) = *v else { continue };
            if immutable(o) {
                continue;
            }
            touched.push(o);
            for f in vm.state.heap.get(o).fields() {
                if let Value::Ref(Some(r)) = *f {
                    if !immutable(r) {
                        touched.push(r);
                    }
                }
            }
        }
        for o in touched {
            let obj = vm.state.heap.get(o);
            if !obj.shared {
                continue;
            }
            match obj.array() {
                Some(arr) if arr.len() > MAX_ARRAY => {
                    self.current.borrow_mut().global = true;
                    return;
                }
                Some(arr) => {
                    for i in 0..arr.len() as u64 {
                        self.object(vm, o, (i + 1) << 32, true);
                    }
                }
                None => {
                    for slot in 0..obj.fields().len() as u64 {
                        self.object(vm, o, slot + 1, true);
                    }
                }
            }
        }
        self.current.borrow_mut().add(key(FILES, 0, 0), write);
    }

    /// The arguments (`this` first) of native `m`, which thread `tid` is
    /// about to run, on top of the caller's stack.
    fn args(vm: &Vm, tid: u32, m: MethodId) -> Option<&[Value]> {
        let n = vm.classes.method(m).n_args as usize;
        let caller = vm.state.threads[tid as usize].frames.last()?;
        (caller.vals.len() >= n).then(|| &caller.vals[caller.vals.len() - n..])
    }

    /// `n` elements of array `o` from `from` on, read or written (nothing
    /// when no other thread can reach it; global when there are more than
    /// `MAX_COPIED` or the range is not the array's).
    fn elements(&mut self, vm: &Vm, o: ObjRef, from: i32, n: i32, write: bool) {
        let obj = vm.state.heap.get(o);
        if !obj.shared || n <= 0 {
            return;
        }
        let len = obj.array().map_or(0, |a| a.len());
        if n as usize > MAX_COPIED || from < 0 || from as usize + n as usize > len {
            self.current.borrow_mut().global = true;
            return;
        }
        for i in from as u64..from as u64 + n as u64 {
            self.object(vm, o, (i + 1) << 32, write);
        }
    }

    /// `System.arraycopy(src, srcPos, dst, dstPos, length)`.
    fn array_copy(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        match Self::args(vm, tid, m) {
            Some(
                &[Value::Ref(src), Value::Int(sp), Value::Ref(dst), Value::Int(dp), Value::Int(n)],
            ) => {
                // A null array or a bad range throws before copying anything.
                if let (Some(src), Some(dst)) = (src, dst) {
                    self.elements(vm, src, sp, n, false);
                    self.elements(vm, dst, dp, n, true);
                }
            }
            _ => self.current.borrow_mut().global = true,
        }
    }

    /// `Object.clone()`: reads the whole original.
    fn clone_of(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        let Some(&[Value::Ref(Some(o))]) = Self::args(vm, tid, m) else {
            self.current.borrow_mut().global = true;
            return;
        };
        let obj = vm.state.heap.get(o);
        match obj.array() {
            Some(a) => self.elements(vm, o, 0, a.len() as i32, false),
            None => {
                for slot in 0..obj.fields().len() as u64 {
                    self.object(vm, o, slot + 1, false);
                }
            }
        }
    }

    /// `Throwable.fillInStackTrace(int)`: writes the receiver's stack trace.
    fn backtrace(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        let Some(&[Value::Ref(Some(o)), _]) = Self::args(vm, tid, m) else {
            self.current.borrow_mut().global = true;
            return;
        };
        for slot in [vm.slots.throwable_backtrace, vm.slots.throwable_depth] {
            self.object(vm, o, slot as u64 + 1, true);
        }
    }

    /// The interrupt status of the thread whose `Thread` object is
    /// `thread` (see `INTERRUPT`).
    fn interrupt(&mut self, vm: &Vm, thread: ObjRef, write: bool) {
        let canon = vm.state.heap.get(thread).canon;
        self.current
            .borrow_mut()
            .add(tagged_key(Tagged::Interrupt, canon), write);
    }

    /// The virtual clock, read.
    fn clock(&mut self) {
        self.current
            .borrow_mut()
            .add(tagged_key(Tagged::Clock, 0), false);
    }

    /// The life (not started, alive, ended) of the thread whose `Thread`
    /// object is `thread`, keyed by the object's identity so that it is
    /// one location before and after the start.
    fn life(&mut self, vm: &Vm, thread: ObjRef, write: bool) {
        let canon = vm.state.heap.get(thread).canon;
        self.current.borrow_mut().add(key(LIFE, canon, 0), write);
    }

    fn object(&mut self, vm: &Vm, o: ObjRef, part: u64, write: bool) {
        let obj = vm.state.heap.get(o);
        if obj.shared {
            self.current
                .borrow_mut()
                .add(key(1, obj.canon, part), write);
        }
    }
}

impl Listener for FootprintRecorder {
    /// Locations are kept as object identities, never slots.
    fn follows_collection(&self) -> bool {
        true
    }

    fn on_access(
        &mut self,
        vm: &Vm,
        _tid: u32,
        loc: Location,
        write: bool,
        _volatile: bool,
        _site: Site,
    ) {
        match loc {
            Location::Field { obj, slot } => self.object(vm, obj, slot as u64 + 1, write),
            Location::Element { obj, index } => {
                self.object(vm, obj, (index as u64 + 1) << 32, write)
            }
            Location::Static { class, slot } => self
                .current
                .borrow_mut()
                .add(key(2, class as u64, slot as u64), write),
        }
    }

    fn on_unsafe_access(&mut self, vm: &Vm, tid: u32, loc: Location, write: bool) {
        let site = Site { method: 0, pc: 0 };
        self.on_access(vm, tid, loc, write, true, site);
    }

    /// `Unsafe` accesses come here too (already recorded by
    /// `on_unsafe_access`, a failed compare-and-set as a write there);
    /// `VarHandle` accesses only here: a read, and a write when it stored
    /// (a failed compare-and-set is a read: it changes nothing, and
    /// another transition that does not write the location leaves it
    /// failing).
    fn on_atomic_access(&mut self, vm: &Vm, tid: u32, loc: Location, read: bool, wrote: bool) {
        let site = Site { method: 0, pc: 0 };
        if read {
            self.on_access(vm, tid, loc, false, true, site);
        }
        if wrote {
            self.on_access(vm, tid, loc, true, true, site);
        }
    }

    fn on_monitor_acquired(
        &mut self,
        vm: &Vm,
        _tid: u32,
        obj: ObjRef,
        _count: u32,
        _site: Option<Site>,
    ) {
        self.object(vm, obj, 0, true);
    }

    fn on_monitor_contended(&mut self, vm: &Vm, _tid: u32, obj: ObjRef) {
        self.object(vm, obj, 0, true);
    }

    fn on_monitor_released(&mut self, vm: &Vm, _tid: u32, obj: ObjRef, _count: u32) {
        self.object(vm, obj, 0, true);
    }

    fn on_object_alloc(&mut self, _vm: &Vm, _tid: u32, _obj: ObjRef, key_: u64) {
        self.current.borrow_mut().add(key(3, key_, 0), true);
    }

    fn on_class_init(&mut self, vm: &Vm, tid: u32, class: wayfinder_vm::loader::ClassId) {
        use wayfinder_vm::state::InitState;
        // Taking the class, waiting for another thread's initialisation of
        // it, and the end of its initialisation: writes of its status,
        // which later uses of the class read (`on_class_used`). The end of
        // an initialisation that runs no code only reads it (see
        // `CLASS_INIT`).
        let init = vm.state.classes.get(class as usize).map(|cs| cs.init);
        let marker = key(CLASS_INIT, class as u64, 0);
        let mut f = self.current.borrow_mut();
        match init {
            None => f.global = true,
            Some(InitState::Initialized | InitState::Erroneous) => {
                let trivial = init == Some(InitState::Initialized)
                    && f.entries.iter().any(|&(k, w)| k == marker && !w);
                if !trivial {
                    f.add(marker, true);
                }
            }
            Some(InitState::SupersPending { thread, .. })
                if thread == tid
                    && vm.classes.get(class).clinit.is_none()
                    && vm.supers_initialise_trivially(class) =>
            {
                f.add(marker, false);
            }
            Some(_) => f.add(marker, true),
        }
    }

    fn on_class_used(&mut self, _vm: &Vm, _tid: u32, class: wayfinder_vm::loader::ClassId) {
        // A read of the class's status (see the module docs): once per
        // transition (a loop calling a static method would otherwise fill
        // the footprint), and not for classes whose initialisation ended
        // before the search started.
        if self.initially_done.get(class as usize) == Some(&true) {
            return;
        }
        let marker = key(CLASS_INIT, class as u64, 0);
        let mut f = self.current.borrow_mut();
        if !f.global && !f.entries.iter().any(|&(k, _)| k == marker) {
            f.add(marker, false);
        }
    }

    fn on_thread_start(&mut self, vm: &Vm, _parent: u32, child: u32) {
        // The start touches the new thread's life (`join`, `isAlive`,
        // `unpark` on it read it; its own transitions come after the start
        // anyway), the thread table (thread ids are handed out in start
        // order, so two starts do not commute) and its group, whose thread
        // list the VM updates under the group's monitor (as
        // `on_thread_end`). With the parent alone alive before, scheduling
        // points start: a write of the live count (`live`).
        let alive = vm
            .state
            .threads
            .iter()
            .filter(|t| t.is_alive() && t.id != child)
            .count();
        {
            let mut f = self.current.borrow_mut();
            if alive <= 1 {
                f.add(live(), true);
            }
            f.add(key(THREADS, 0, 0), true);
        }
        let obj = vm.state.threads[child as usize].obj;
        self.life(vm, obj, true);
        // It takes over an interrupt status set before the start.
        self.interrupt(vm, obj, false);
        match vm.field_by_name(obj, "group") {
            Some(Value::Ref(Some(group))) => self.object(vm, group, 0, true),
            Some(Value::Ref(None)) => {}
            _ => self.current.borrow_mut().global = true,
        }
    }

    fn on_thread_end(&mut self, vm: &Vm, tid: u32) {
        // Threads joining this one wake up (they are not enabled before, so
        // no sleep set holds them). Other threads notice the end through
        // the live count (`live`) only when it leaves at most one thread
        // alive (scheduling points stop) or no non-daemon thread (the
        // program ends: daemon threads stop). The hook fires before the
        // thread is marked terminated.
        let others = || {
            vm.state
                .threads
                .iter()
                .filter(move |t| t.is_alive() && t.id != tid)
        };
        let last_user = !vm.state.threads[tid as usize].daemon && others().all(|t| t.daemon);
        if others().count() <= 1 || last_user {
            self.current.borrow_mut().add(live(), true);
        }
        let obj = vm.state.threads[tid as usize].obj;
        self.life(vm, obj, true);
        // The VM then takes the thread out of its group, under the group's
        // monitor (which every reader of the group's thread list holds).
        if let Some(group) = vm.field_by_name(obj, "group").and_then(|v| v.as_ref()) {
            self.object(vm, group, 0, true);
        }
        // And notifies the Thread object's waiters (its wait set is part
        // of its monitor), and sets its status field (`isAlive`).
        self.object(vm, obj, 0, true);
        match vm.classes.field_slot(vm.wk.thread, "threadStatus") {
            Some(slot) => self.object(vm, obj, slot as u64 + 1, true),
            None => self.current.borrow_mut().global = true,
        }
    }

    fn on_method_enter(&mut self, vm: &Vm, tid: u32, m: MethodId) {
        match self.kind(vm, m) {
            Kind::Plain => {}
            Kind::Opaque => {
                if self.debug_global && !self.current.borrow().global {
                    let meth = vm.classes.method(m);
                    let class = &vm.classes.get(meth.class).name;
                    eprintln!("global: native {class}.{}", meth.name);
                }
                self.current.borrow_mut().global = true
            }
            Kind::Described(c) => self.describe(vm, tid, m, c),
            Kind::Fill(bases) => {
                let local = Self::args(vm, tid, m).is_some_and(|args| {
                    bases.iter().all(|&i| match args.get(i) {
                        Some(Value::Ref(None)) => true,
                        Some(Value::Ref(Some(o))) => !vm.state.heap.get(*o).shared,
                        _ => false,
                    })
                });
                if !local {
                    self.current.borrow_mut().global = true;
                }
            }
            Kind::File(write) => self.file_access(vm, tid, m, write),
            Kind::ArrayCopy => self.array_copy(vm, tid, m),
            Kind::Clone => self.clone_of(vm, tid, m),
            Kind::Backtrace => self.backtrace(vm, tid, m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{file_native, live, live_count_read, Footprint};
    use wayfinder_vm::pvec::Shared;
    use wayfinder_vm::state::VmState;
    use wayfinder_vm::thread::{JThread, ThreadStatus};
    use wayfinder_vm::value::ObjRef;

    /// A state with one thread per entry: (alive, daemon).
    fn threads(of: &[(bool, bool)]) -> VmState {
        let mut s = VmState::default();
        for (i, &(alive, daemon)) in of.iter().enumerate() {
            let mut t = JThread::new(i as u32, ObjRef::from_index(i + 1), daemon);
            if !alive {
                t.status = ThreadStatus::Terminated;
            }
            s.threads.push(Shared::new(t));
        }
        s
    }

    fn reads_live(state: &VmState, tid: u32) -> bool {
        let mut f = Footprint::default();
        live_count_read(state, tid, &mut f);
        f.seal();
        f.locations() == [(live(), false)]
    }

    #[test]
    fn the_live_count_is_read_with_at_most_two_threads_alive_or_by_a_daemon_near_the_end() {
        // Alone, or with one other thread that could end: read.
        assert!(reads_live(&threads(&[(true, false)]), 0));
        assert!(reads_live(
            &threads(&[(true, false), (true, false), (false, false)]),
            1
        ));
        // Three alive: no single end changes what this transition does.
        assert!(!reads_live(
            &threads(&[(true, false), (true, false), (true, false)]),
            0
        ));
        // A daemon with one non-daemon thread left, whose end ends the program.
        let s = threads(&[(true, false), (true, true), (true, true)]);
        assert!(reads_live(&s, 1));
        assert!(!reads_live(&s, 0));
        // Two non-daemon threads alive: neither end ends the program.
        let s = threads(&[(true, false), (true, false), (true, true)]);
        assert!(!reads_live(&s, 2));
    }

    #[test]
    fn file_natives_are_reads_or_writes_of_the_file_system() {
        assert_eq!(
            file_native("java/io/FileInputStream.readBytes"),
            Some(false)
        );
        assert_eq!(
            file_native("java/io/UnixFileSystem.getBooleanAttributes0"),
            Some(false)
        );
        assert_eq!(
            file_native("sun/nio/fs/UnixNativeDispatcher.stat0"),
            Some(false)
        );
        assert_eq!(
            file_native("java/io/FileOutputStream.writeBytes"),
            Some(true)
        );
        assert_eq!(file_native("java/io/FileOutputStream.open0"), Some(true));
        assert_eq!(file_native("java/io/UnixFileSystem.delete0"), Some(true));
        assert_eq!(
            file_native("sun/nio/fs/UnixNativeDispatcher.rename0"),
            Some(true)
        );
        assert_eq!(
            file_native("sun/nio/ch/FileDispatcherImpl.write0"),
            Some(true)
        );
        assert_eq!(file_native("java/lang/Object.hashCode"), None);
    }

    fn fp(entries: &[(u64, bool)]) -> Footprint {
        let mut f = Footprint::default();
        for &(k, w) in entries {
            f.add(k, w);
        }
        f.seal();
        f
    }

    #[test]
    fn conflicts_need_a_common_location_and_a_write() {
        let a = fp(&[(1, false), (5, false), (9, true)]);
        assert!(!a.conflicts(&fp(&[(1, false), (5, false)])));
        assert!(a.conflicts(&fp(&[(5, true)])));
        assert!(a.conflicts(&fp(&[(9, false)])));
        assert!(!a.conflicts(&fp(&[(2, true), (7, true)])));
        assert!(a.conflicts(&Footprint::global()));
        // A read and a write of one location merge into a write.
        let b = fp(&[(4, false), (4, true)]);
        assert!(b.conflicts(&fp(&[(4, false)])));
        assert_eq!(b.len(), 1);
    }
}
