//! The virtual machine: loaded classes plus program state, and the
//! operations the interpreter and natives share (allocation, strings, class
//! initialisation, invocation, monitors, exceptions).

use std::io::Write;
use std::path::PathBuf;
use std::rc::Rc;

use crate::classfile::{access, CpEntry};
use crate::classpath::ClassPath;
use crate::error::VmError;
use crate::heap::{ArrayData, ObjData, Object};
use crate::interp::{InvokeKind, SliceEnd};
use crate::listener::{Listener, Site};
use crate::loader::{ClassId, ClassKind, Classes, MethodId, Resolved, WellKnown};
use crate::natives::{NativeFn, Natives};
use crate::state::{ClassState, InitState, VmState};
use crate::thread::{Frame, JThread, ReturnAction, ThreadStatus};
use crate::value::{ObjRef, Value};

/// Frames a thread may have before a call throws StackOverflowError.
pub const MAX_FRAMES: usize = 12_000;

/// JDK methods that call sites are linked to a model class's static method
/// of the same name and descriptor instead, at resolution time (so the
/// original class need not even be initialised): `(class, name, descriptor,
/// replacement class)`. Only static methods belong here.
///
/// - `ForkJoinPool.managedBlock`: AQS conditions, CompletableFuture, Phaser
///   and LinkedTransferQueue block through it; the JDK's version initialises
///   ForkJoinPool (and its common pool). `jdk.internal.misc.WayfinderBlocking`
///   runs the plain blocking loop the JDK runs outside a pool's worker threads.
const REDIRECTS: &[(&str, &str, &str, &str)] = &[(
    "java/util/concurrent/ForkJoinPool",
    "managedBlock",
    "(Ljava/util/concurrent/ForkJoinPool$ManagedBlocker;)V",
    "jdk/internal/misc/WayfinderBlocking",
)];

/// The default time zone of every program unless the user picks another:
/// a fixed one, so that results do not depend on the host's zone.
pub const DEFAULT_TIME_ZONE: &str = "UTC";

/// A non-local outcome of an instruction or native method.
#[derive(Debug)]
pub enum Flow {
    /// Throw this exception object.
    Throw(ObjRef),
    /// Create and throw an exception of this class (internal name) with
    /// this message (`None`: no message).
    ThrowNew(&'static str, Option<String>),
    /// Stop, or throw a linkage error (see `VmError::Linkage`).
    Error(VmError),
    /// A class initialiser frame was pushed on top; run it, then execute
    /// the current instruction again.
    Reexecute,
    /// The instruction names a class that the program class loader of
    /// namespace `.0` has to be asked for first (name `.1`, internal;
    /// `Vm::load_for`): the interpreter pushes the call (`Vm::ask_loader`)
    /// and executes the instruction again after it.
    AskLoader(u32, Box<str>),
    /// The instruction completed but the thread must stop running now
    /// (it blocked or yields).
    Switch,
    /// The instruction did not complete; run it again when the thread next runs.
    Yield,
    /// A synchronized method's frame was pushed but its monitor is taken:
    /// the thread is now blocked on it.
    Blocked,
    /// The VM exits with this status.
    Exit(i32),
    /// A nondeterministic choice among `n` values is needed before this
    /// instruction can run (model checking only).
    Choice(u32),
    /// This path is not to be explored (`Verify.ignoreIf(true)`).
    Prune,
}

impl Flow {
    pub fn throw_new(class: &'static str, msg: &str) -> Flow {
        Flow::ThrowNew(class, Some(msg.to_string()))
    }
    pub fn throw_new_null(class: &'static str) -> Flow {
        Flow::ThrowNew(class, None)
    }
}

/// Where the program's standard output and error go.
pub enum Output {
    /// The process's own stdout/stderr.
    Real,
    /// Kept in memory (model checking, tests).
    Capture { out: Vec<u8>, err: Vec<u8> },
    /// Thrown away.
    Discard,
}

/// How a VM is set up.
#[derive(Clone, Debug)]
pub struct VmConfig {
    pub classpath: Vec<PathBuf>,
    pub java_home: PathBuf,
    /// Enable assertions in user (non-JDK) classes, like `java -ea`.
    pub enable_assertions: bool,
    /// What `Runtime.availableProcessors()` returns (`--processors`, at
    /// least 1); the common `ForkJoinPool`'s parallelism follows from it.
    pub processors: u32,
}

/// Fixed field slots the VM reads and writes directly.
#[derive(Clone, Copy, Debug, Default)]
pub struct Slots {
    pub string_value: usize,
    pub string_coder: usize,
    pub class_id: usize,
    pub thread_tid: usize,
    pub thread_name: usize,
    pub thread_daemon: usize,
    pub thread_priority: usize,
    /// `Thread.threadLocals`: see `Vm::mark_shared`.
    pub thread_locals: usize,
    pub throwable_backtrace: usize,
    pub throwable_depth: usize,
}

pub use crate::policy::BrokenClaim;

/// An object identity from a key and an occurrence number.
fn mix_canon(key: u64, n: u32) -> u64 {
    let x =
        (key ^ (n as u64).wrapping_mul(0xFF51_AFD7_ED55_8CCD)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    x ^ x >> 32
}

/// An identity base from a name (for objects identified by what they are).
fn name_key(kind: u64, bytes: impl Iterator<Item = u64>) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325 ^ kind;
    for b in bytes {
        h = (h ^ b).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// The allocation key `Listener::on_object_alloc` reports for adding a new
/// String to the intern table.
pub const INTERN_TABLE_KEY: u64 = 0x1A7E_4A11_5EED_0001;

/// What an object's identity (`Object::canon`) is derived from, besides an
/// occurrence number (see `Vm::alloc`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AllocKey {
    /// The allocation site.
    #[default]
    Site,
    /// The allocation site and the allocating thread.
    SiteAndThread,
    /// Nothing: objects are numbered in allocation order (no symmetry; also
    /// what `run` and `analyze` use, where identities only feed identity
    /// hash codes).
    Sequence,
}

/// How many returned frames `Vm::frame_pool` keeps.
const FRAME_POOL_MAX: usize = 64;
/// Vectors larger than this many values are freed, not kept.
const VALS_POOL_MAX_CAPACITY: usize = 256;

pub struct Vm {
    pub classes: Classes,
    pub state: VmState,
    pub wk: WellKnown,
    pub slots: Slots,
    pub natives: Natives,
    pub config: VmConfig,
    pub output: Output,
    /// Per-method native implementation cache, by `MethodId`.
    native_cache: Vec<Option<NativeFn>>,
    /// The service providers the JDK image's module descriptors declare
    /// (`natives::classloader`), read on first use.
    pub(crate) installed_services: Option<std::rc::Rc<crate::natives::classloader::Services>>,
    /// Classes defined from bytes while the program runs (proxy classes),
    /// kept like the class table outside the program state.
    pub(crate) runtime_classes: crate::natives::proxy::RuntimeClasses,
    /// Has any `Thread.stop` been asked for? (Until then the interpreter
    /// does not look for a pending `ThreadDeath`; not program state.)
    pub(crate) stops_requested: bool,
    /// Set while `ModuleLayer.boot()` builds the boot layer in a nested
    /// call (`natives::modules`), when it answers null.
    pub(crate) building_boot_layer: bool,
    /// The default time zone's ID the program sees (`TimeZone.getDefault`).
    pub time_zone: String,
    /// Model checking: file changes go to the in-memory overlay
    /// `VmState::files` instead of the disk (see `crate::files`).
    pub(crate) file_overlay: bool,
    /// Open host files (`run`) and host contents read (`check`), outside
    /// the state (see `crate::files`).
    pub(crate) host_files: crate::files::HostFiles,
    /// Instructions executed so far.
    pub executed: u64,
    /// Slices run so far (`run_slice`): a policy's cache of what held
    /// during one slice is stale once this moves.
    pub slices: u64,
    /// Properties for `System.getProperty`.
    pub properties: Vec<(String, String)>,
    /// An exit requested during start-up.
    pub pending_exit: Option<i32>,
    /// Model checking: end a transition before each instruction the
    /// policy takes as a scheduling point (see `crate::policy`).
    pub preempt: bool,
    /// Model checking: report every instruction to the policy, also those
    /// no other thread can observe (as `Operation::Local`), for a policy
    /// whose scheduling points depend on where a thread is (source lines
    /// a temporal property names).
    pub report_local_ops: bool,
    /// Report the operations no scheduling point can precede to the
    /// policy too (`Policy::observe`): set by a policy with claims that
    /// must see every access (`wayfinder_reductions::owned_objects`).
    pub observe_ops: bool,
    /// Model checking: the value to return from the pending nondeterministic choice.
    pub next_choice: Option<u32>,
    /// Model checking: `Verify` calls become choices (see `natives::verify`).
    pub intercept_verify: bool,
    /// Model checking: data abstraction (see `crate::abstraction::runtime`).
    pub abstraction: Option<Box<crate::abstraction::Abstraction>>,
    /// Choose-free search: `Verify.randomBool()` and `Verify.random(n)` (the
    /// choices of hand-abstracted programs) cut the path; counted here.
    pub choose_free: Option<u64>,
    /// While set, every instruction goes through the abstraction slow path
    /// first (`Vm::abstract_step`): an abstraction is installed or branches
    /// are logged.
    pub slow_path: bool,
    /// While logging: the outcome of every conditional jump, switch and
    /// thrown exception so far (see `Vm::log_branches`).
    pub branch_log: Option<Vec<crate::abstraction::Branch>>,
    /// The values `Verifier.nondetInt()` and friends choose from.
    pub nondet_range: (i64, i64),
    /// Model checking: the inputs a search explored only in part (so "no
    /// violation" is inconclusive), and the value sets it draws inputs from.
    pub inputs: crate::inputs::Inputs,
    /// Model checking: the input hook of each method that has one (see
    /// `crate::inputs`), by `MethodId`.
    input_hooks: Vec<Option<crate::inputs::InputHook>>,
    /// Extra frames allowed while the VM itself runs Java code (creating
    /// a StackOverflowError must not overflow again).
    /// The cause for the `NoClassDefFoundError` an instruction is about to
    /// throw for an erroneous class (its message, the class's kept
    /// description): the exception is made once the instruction's frame is
    /// back on the thread's stack, so that its stack trace has it
    /// (`crate::init_errors`).
    pub(crate) pending_init_cause: Option<(String, ObjRef)>,
    /// A native method that just returned an exception to create (thread,
    /// method, the thread's frame count then): the exception's stack trace
    /// starts with the native's frame, `Class.method(Native Method)`, as
    /// HotSpot's does (`natives::throwable::fill_in_stack_trace` takes it).
    pub(crate) native_throw: Option<(u32, MethodId, usize)>,
    pub frame_headroom: usize,
    /// Returned frames (boxes and emptied value vectors), refilled in
    /// place by `invoke_frame` so that a call allocates nothing (at most
    /// `FRAME_POOL_MAX` kept). Not part of the program's state.
    // Boxed on purpose: a pooled frame becomes a box on a thread's stack.
    #[allow(clippy::vec_box)]
    pub(crate) frame_pool: Vec<Box<Frame>>,
    /// The observers watching this VM (analyses, footprints), each told
    /// of every event in the order they were added (see `add_listener`).
    pub listeners: Vec<Box<dyn Listener>>,
    /// Model checking: the reductions' decisions (scheduling points,
    /// object identities, run-time-checked claims; see `crate::policy`).
    /// `None`: no scheduling points, objects numbered in allocation order.
    pub policy: Option<Box<dyn crate::policy::Policy>>,
    /// The thread whose instructions run now, and the method and
    /// instruction index it is at: the allocation site of new objects.
    pub cur_thread: u32,
    pub cur_site: (MethodId, u32),
    /// A load-order-independent hash of each method (class name, name,
    /// descriptor), by `MethodId`, filled on demand.
    method_keys: Vec<u64>,
    /// `System.currentTimeMillis()` when the virtual clock reads 0.
    pub clock_origin_millis: i64,
    /// `check --spurious-wakeups`: which untimed `Object.wait()` and
    /// `LockSupport.park()` calls of the program's own code may end without
    /// a notify or unpark at any point, as a timed wait whose deadline is
    /// the moment it began (`natives::object::wait`, `natives::unsafe_::park`),
    /// and which of its weak CASes may fail spuriously (`crate::weak_cas`).
    pub spurious_wakeups: crate::unlooped_waits::SpuriousWakeups,
    /// The program's calls (method, instruction) of an untimed wait or
    /// park, or of a weak CAS, that no loop re-tests and that ran while
    /// `spurious_wakeups` was `none`: their spurious returns were not
    /// explored (`crate::unlooped_waits::spurious_return`). Not state:
    /// it grows over a whole search.
    pub spurious_unexplored: std::collections::BTreeSet<(MethodId, crate::insn::InsnIdx)>,
    /// Are the library's statistics counters part of the compared state
    /// (`crate::bookkeeping`)? Set by a search that starts again after the
    /// program read them.
    pub counters_in_state: bool,
    /// Did the program read a statistics counter while it was left out of
    /// the compared state (a broken claim, `BrokenClaim::CountersRead`)?
    pub counters_read: bool,
    /// Has a log record's time stamp been read from the wall clock without
    /// counting it as an input yet (`crate::deferred_clock`)? For the whole
    /// search, not part of the state.
    pub log_stamps_deferred: bool,
    /// Model checking: where the program's own code read the clock
    /// (`crate::program_clock`). For the whole search, not part of the state.
    pub program_clock_reads: crate::program_clock::ProgramClockReads,
    /// At the program's end under `check`, run the shutdown hooks only
    /// when they may matter (`crate::shutdown`: a hook other than the
    /// logging reset, the program's own logging classes, or a daemon
    /// thread still alive). Not part of the state.
    pub program_hooks_only: bool,
    /// `java.lang.Shutdown` and its `currentRunningHook` slot, once the
    /// class is initialised (`crate::shutdown`: is the shutdown running?).
    /// Class ids and slots are not part of the state.
    pub(crate) shutdown_hook_slot: Option<(ClassId, usize)>,
    /// Do reads of `String` contents go without scheduling points
    /// (`crate::frozen_strings`)? Cleared by a search that starts again
    /// after the claim broke.
    pub frozen_strings: bool,
    /// Was a frozen array written while shared (a broken claim,
    /// `BrokenClaim::FrozenStringWritten`)?
    pub frozen_written: bool,
    /// The sealed-object claim (`crate::sealed_objects`): whether it is in
    /// force, the classes never sealed, and whether a run broke it.
    pub sealed: crate::sealed_objects::SealedObjects,
    /// Has the program replaced `System.out` or `System.err`
    /// (`crate::deferred_clock`)? For the whole search, not part of the state.
    pub streams_redirected: bool,
    /// Every clock read advances the clock a little (one execution, where
    /// a busy loop on the clock must end); off under model checking, where
    /// only timeouts move it.
    pub clock_ticks_on_read: bool,
    /// While set, allocations take identities from this base and a running
    /// number instead of their site (interned strings, class mirrors).
    canon_override: Option<(u64, u32)>,
    /// Model checking: library-level atomicity (see `crate::library`); off
    /// unless given the roles of methods.
    pub library: crate::library::LibraryAtomicity,
    /// Reused buffers of `collect_young` (marks, work list).
    pub(crate) gc_scratch: (Vec<bool>, Vec<ObjRef>),
    /// Which classes have a finalizer (see `crate::finalization`).
    pub(crate) finalizers: crate::finalization::FinalizerCache,
    /// Method-handle call-site methods by name and descriptor
    /// (`natives::method_handles`).
    pub(crate) mh_sites: std::collections::HashMap<String, MethodId>,
    /// Classes the VM defines itself already initialised (call sites,
    /// invokers, capturing lambdas, `void`): in every state, also one
    /// restored from before their definition, they are initialised (see
    /// `sync_class_states`), so that whether a path made them is not state.
    pub born_initialized: fxhash::FxHashSet<ClassId>,
    /// Method-handle invoker classes by (reference kind, class, name,
    /// descriptor) (`natives::method_handles`).
    pub(crate) mh_invokers: std::collections::HashMap<(u8, ClassId, String, String), ClassId>,
    /// The Java heap's size (`--heap`): an allocation that would make the
    /// live objects' `Object::heap_bytes` exceed it, after collecting
    /// garbage, throws `OutOfMemoryError: Java heap space`.
    pub heap_limit: u64,
    /// The most threads alive at once so far in this execution
    /// (`ThreadMXBean.getPeakThreadCount`, `run` only: not part of the
    /// state, so `check` refuses to read it).
    pub peak_live_threads: u32,
    /// Extra heap allowed while the VM creates an exception (so that an
    /// `OutOfMemoryError` can be made when the heap is full).
    pub(crate) heap_headroom: u64,
    /// Heap bytes at which an allocation first collects garbage.
    next_gc_bytes: u64,
    /// How many VM-internal calls (`run_nested`) are running: while one
    /// is, Rust code holds references the collector cannot see.
    nested_depth: u32,
    /// The threads inside a VM-internal call (`run_nested`), innermost
    /// last: under `run`, a blocked one lets the others run
    /// (`Vm::wait_in_nested`), except these, whose callers are on the host
    /// stack.
    pub(crate) nested_threads: Vec<u32>,
    /// Called while threads run, every `WATCHDOG_INSTRUCTIONS` instructions
    /// and whenever `WATCHDOG_BYTES` more heap was allocated: returns why
    /// the run must stop now (a signal, a search's memory limit), which
    /// ends the slice with `VmError::Stopped`.
    pub watchdog: Option<Box<dyn FnMut() -> Option<String>>>,
    /// Heap bytes when the watchdog was last called.
    watchdog_bytes: u64,
}

/// The Java heap size when none is given: fixed, not a share of the host's
/// memory, so that what a program sees (`Runtime.maxMemory`, where it runs
/// out of memory) does not depend on the host.
pub const DEFAULT_HEAP_BYTES: u64 = 1 << 30;

/// Instructions between two calls of `Vm::watchdog` (a power of two).
pub const WATCHDOG_INSTRUCTIONS: u64 = 1 << 16;

/// Up to this many arguments of a native call are copied to the stack
/// rather than to a new vector.
const NATIVE_ARGS_ON_STACK: usize = 8;

/// Heap growth that calls `Vm::watchdog` early.
const WATCHDOG_BYTES: u64 = 16 << 20;

/// Garbage is collected during a run (outside model checking's
/// between-transition collections) once the heap grew by this much.
const MIN_GC_BYTES: u64 = 64 << 20;

impl Vm {
    /// Sets up a VM: opens the class path and loads the core classes. No
    /// Java code runs yet (see `boot`).
    pub fn new(config: VmConfig) -> Result<Vm, VmError> {
        let classpath = ClassPath::new(&config.classpath, &config.java_home)
            .map_err(|e| VmError::input(e.to_string()))?;
        let mut classes = Classes::new(classpath);
        let load = |c: &mut Classes, n: &str| {
            c.load(n).map_err(|e| match e {
                VmError::Linkage { message, .. } => VmError::input(format!(
                    "cannot load core class {n} from the JDK: {message}"
                )),
                e => e,
            })
        };
        let wk = WellKnown {
            object: load(&mut classes, "java/lang/Object")?,
            class: load(&mut classes, "java/lang/Class")?,
            string: load(&mut classes, "java/lang/String")?,
            thread: load(&mut classes, "java/lang/Thread")?,
            throwable: load(&mut classes, "java/lang/Throwable")?,
        };
        let slot = |c: &Classes, cls: ClassId, name: &str| {
            c.field_slot(cls, name).ok_or_else(|| {
                VmError::internal(format!(
                    "field {name} missing in {}",
                    c.get(cls).java_name()
                ))
            })
        };
        let slots = Slots {
            string_value: slot(&classes, wk.string, "value")?,
            string_coder: slot(&classes, wk.string, "coder")?,
            class_id: slot(&classes, wk.class, "classId")?,
            thread_tid: slot(&classes, wk.thread, "tid")?,
            thread_locals: slot(&classes, wk.thread, "threadLocals")?,
            thread_name: slot(&classes, wk.thread, "name")?,
            thread_daemon: slot(&classes, wk.thread, "daemon")?,
            thread_priority: slot(&classes, wk.thread, "priority")?,
            throwable_backtrace: slot(&classes, wk.throwable, "backtrace")?,
            throwable_depth: slot(&classes, wk.throwable, "depth")?,
        };
        let jdk_version = classes.classpath.jdk_version();
        let mut vm = Vm {
            classes,
            state: VmState::default(),
            wk,
            slots,
            natives: Natives::new(),
            properties: crate::natives::system::default_properties(&config, jdk_version),
            config,
            output: Output::Real,
            native_cache: Vec::new(),
            installed_services: None,
            runtime_classes: Default::default(),
            stops_requested: false,
            building_boot_layer: false,
            time_zone: DEFAULT_TIME_ZONE.to_string(),
            file_overlay: false,
            host_files: Default::default(),
            executed: 0,
            slices: 0,
            pending_exit: None,
            preempt: false,
            report_local_ops: false,
            observe_ops: false,
            next_choice: None,
            intercept_verify: false,
            abstraction: None,
            choose_free: None,
            slow_path: false,
            branch_log: None,
            nondet_range: (-5, 5),
            inputs: Default::default(),
            input_hooks: Vec::new(),
            frame_headroom: 0,
            pending_init_cause: None,
            native_throw: None,
            frame_pool: Vec::new(),
            listeners: Vec::new(),
            policy: None,
            cur_thread: 0,
            cur_site: (0, 0),
            method_keys: Vec::new(),
            clock_origin_millis: crate::state::DEFAULT_CLOCK_ORIGIN_MILLIS,
            spurious_wakeups: crate::unlooped_waits::SpuriousWakeups::None,
            spurious_unexplored: Default::default(),
            counters_in_state: false,
            counters_read: false,
            log_stamps_deferred: false,
            program_clock_reads: Default::default(),
            shutdown_hook_slot: None,
            program_hooks_only: false,
            frozen_strings: false,
            frozen_written: false,
            sealed: Default::default(),
            streams_redirected: false,
            clock_ticks_on_read: true,
            canon_override: None,
            library: Default::default(),
            gc_scratch: Default::default(),
            finalizers: Default::default(),
            mh_sites: Default::default(),
            born_initialized: Default::default(),
            mh_invokers: Default::default(),
            heap_limit: DEFAULT_HEAP_BYTES,
            peak_live_threads: 0,
            heap_headroom: 0,
            next_gc_bytes: MIN_GC_BYTES,
            nested_depth: 0,
            nested_threads: Vec::new(),
            watchdog: None,
            watchdog_bytes: 0,
        };
        vm.sync_class_states();
        Ok(vm)
    }

    /// The throwable `Thread.stop` left for thread `tid` to throw before its
    /// next instruction, taken (the field cleared, and a wake-up the thread
    /// was going to finish forgotten); called when the thread's slice
    /// starts.
    pub(crate) fn take_pending_stop(&mut self, tid: u32) -> Option<ObjRef> {
        if !self.stops_requested {
            return None;
        }
        let obj = self.state.threads.get(tid as usize)?.obj;
        let ex = self.field_by_name(obj, "pendingStop")?.as_ref()?;
        self.set_field_by_name(obj, "pendingStop", Value::NULL);
        self.state.threads[tid as usize].wake_pending = false;
        Some(ex)
    }

    /// The class file of `c` when it was defined from bytes at run time.
    pub(crate) fn defined_class_bytes(&self, c: ClassId) -> Option<&[u8]> {
        self.runtime_classes.bytes(c)
    }

    /// Makes sure every loaded class has its state (statics with defaults
    /// and `ConstantValue`s).
    pub fn sync_class_states(&mut self) {
        while self.state.classes.len() < self.classes.len() {
            let id = self.state.classes.len() as ClassId;
            let statics: Box<[Value]> = {
                let cl = self.classes.get(id);
                cl.static_fields
                    .iter()
                    .map(|f| Value::default_for(f.desc.as_bytes()[0]))
                    .collect()
            };
            let init = match self.classes.get(id).kind {
                ClassKind::Instance if !self.born_initialized.contains(&id) => {
                    InitState::Uninitialized
                }
                _ => InitState::Initialized,
            };
            self.state.push_class(ClassState::new(init, statics));
            self.run_as_natives(id);
            self.install_intrinsics(id);
            if self.intercept_verify {
                self.intercept_methods(id);
            }
        }
    }

    /// Turns on model-checking behaviour: scheduling points and `Verify`
    /// choices. Call before `boot`.
    pub fn enable_model_checking(&mut self) {
        // What a program sees of its host must not change a search: the
        // encodings, which follow the locale in `run`, are fixed (a check
        // discards the program's output anyway), and so are the language
        // and country.
        for (key, value) in &mut self.properties {
            if matches!(
                key.as_str(),
                "file.encoding"
                    | "native.encoding"
                    | "sun.jnu.encoding"
                    | "stdout.encoding"
                    | "stderr.encoding"
            ) {
                *value = "UTF-8".into();
            }
        }
        // The language and country, which follow the locale in `run`, are
        // en_US.
        self.properties.retain(|(key, _)| key != "user.country");
        if let Some(i) = self
            .properties
            .iter()
            .position(|(k, _)| k == "user.language")
        {
            self.properties[i].1 = "en".into();
            self.properties
                .insert(i + 1, ("user.country".into(), "US".into()));
        }
        self.preempt = true;
        self.file_overlay = true;
        self.intercept_verify = true;
        self.clock_ticks_on_read = false;
        for c in 0..self.classes.len() as ClassId {
            self.intercept_methods(c);
        }
    }

    /// Makes the methods of class `c` that `natives::JAVA_AS_NATIVE` lists
    /// run as natives (called once, when the class is loaded).
    fn run_as_natives(&mut self, c: ClassId) {
        let name = &self.classes.get(c).name;
        let hits: Vec<(&str, &str)> = crate::natives::JAVA_AS_NATIVE
            .iter()
            .flat_map(|list| list.iter())
            .filter(|r| r.0 == &**name)
            .map(|r| (r.1, r.2))
            .collect();
        for (method, desc) in hits {
            if let Some(m) = self.classes.find_own_method(c, method, desc) {
                self.classes.methods[m as usize].access |= access::NATIVE;
            }
        }
    }

    /// Installs the intrinsics (`crate::intrinsics`), the encapsulation
    /// hooks (`natives::encapsulation::HOOKS`) and the security manager's
    /// (`natives::security::HOOKS`) of class `c`'s methods.
    fn install_intrinsics(&mut self, c: ClassId) {
        let name = &self.classes.get(c).name;
        let hits: Vec<_> = crate::intrinsics::INTRINSICS
            .iter()
            .chain(crate::natives::encapsulation::HOOKS)
            .chain(crate::natives::security::HOOKS)
            .filter(|r| r.0 == &**name)
            .collect();
        for &(_, method, desc, hook) in hits {
            if let Some(m) = self.classes.find_own_method(c, method, desc) {
                if self.input_hooks.len() <= m as usize {
                    self.input_hooks.resize(m as usize + 1, None);
                }
                self.input_hooks[m as usize] = Some(hook);
            }
        }
    }

    /// Makes the `Verify` API methods of class `c` run as natives, and
    /// installs the input hooks of its methods (`crate::input_hooks`,
    /// `crate::host_inputs`) and the weak CAS hooks (`crate::weak_cas`).
    fn intercept_methods(&mut self, c: ClassId) {
        let name = self.classes.get(c).name.clone();
        for &(class, method, desc, hook) in crate::input_hooks::HOOKS
            .iter()
            .chain(crate::host_inputs::HOOKS)
        {
            if class != &*name {
                continue;
            }
            if let Some(m) = self.classes.find_own_method(c, method, desc) {
                if self.input_hooks.len() <= m as usize {
                    self.input_hooks.resize(m as usize + 1, None);
                }
                self.input_hooks[m as usize] = Some(hook);
            }
        }
        if name.starts_with("java/util/concurrent/atomic/Atomic") {
            for m in self.classes.get(c).methods.clone() {
                let meth = self.classes.method(m);
                if let Some(hook) = crate::weak_cas::hook_for(&name, &meth.name, &meth.desc) {
                    if self.input_hooks.len() <= m as usize {
                        self.input_hooks.resize(m as usize + 1, None);
                    }
                    self.input_hooks[m as usize] = Some(hook);
                }
            }
        }
        if !crate::natives::verify::VERIFY_CLASSES.contains(&&*name) {
            return;
        }
        for m in self.classes.get(c).methods.clone() {
            let meth = self.classes.method(m);
            let key = format!("{}.{}{}", name, meth.name, meth.desc);
            if self.natives.lookup(&key).is_some() {
                self.classes.methods[m as usize].access |= access::NATIVE;
            }
        }
    }

    fn apply_constant_values(&mut self, id: ClassId) {
        let Some(file) = self.classes.get(id).file.clone() else {
            return;
        };
        let mut slot = 0usize;
        for f in &file.fields {
            if f.access & access::STATIC == 0 {
                continue;
            }
            if let Some(cv) = f.constant_value {
                let v = match file.cp.get(cv as usize) {
                    Some(CpEntry::Int(v)) => Some(Value::Int(*v)),
                    Some(CpEntry::Long(v)) => Some(Value::Long(*v)),
                    Some(CpEntry::Float(v)) => Some(Value::Float(*v)),
                    Some(CpEntry::Double(v)) => Some(Value::Double(*v)),
                    Some(CpEntry::String(s)) => {
                        let s = s.clone();
                        Some(Value::Ref(Some(self.intern_str(&s))))
                    }
                    Some(CpEntry::StringUtf16(u)) => {
                        let u = u.to_vec();
                        Some(Value::Ref(Some(self.intern_utf16(u))))
                    }
                    _ => None,
                };
                if let Some(v) = v {
                    // A primitive, or an interned string: pinned, so a root
                    // of the heap's static reach already. Stored over the
                    // slot's default, it leaves that reach as it is.
                    let overwrites = matches!(
                        self.state.classes[id as usize].statics[slot],
                        Value::Ref(Some(_))
                    );
                    let cs = if overwrites {
                        self.state.class_mut(id)
                    } else {
                        self.state.class_mut_no_refs(id)
                    };
                    cs.statics[slot] = v;
                }
            }
            slot += 1;
        }
    }

    /// Adds an observer; it sees every event from now on, after those
    /// added before it.
    pub fn add_listener(&mut self, l: Box<dyn Listener>) {
        self.listeners.push(l);
    }

    /// Calls each listener in turn, with read access to the VM.
    #[inline]
    pub fn notify(&mut self, mut f: impl FnMut(&mut dyn Listener, &Vm)) {
        if self.listeners.is_empty() {
            return;
        }
        let mut listeners = std::mem::take(&mut self.listeners);
        for l in listeners.iter_mut() {
            f(l.as_mut(), self);
        }
        // What stood in for the list while the listeners ran is normally
        // the empty vector `take` left, which owns no memory: forgetting it
        // saves a drop on every notification (one per instruction that
        // accesses memory). Listeners added meanwhile are dropped, as
        // before.
        let stand_in = std::mem::replace(&mut self.listeners, listeners);
        if stand_in.capacity() == 0 {
            std::mem::forget(stand_in);
        }
    }

    /// The site of thread `tid`'s top frame, if it has one.
    pub fn top_site(&self, tid: u32) -> Option<Site> {
        self.state.threads[tid as usize]
            .frames
            .last()
            .map(|f| Site {
                method: f.method,
                pc: f.pc,
            })
    }

    /// Marks `o` and everything it references as shared (see `Object::shared`),
    /// except what a `Thread` object references only through its
    /// `threadLocals` field: that map (the thread's `ThreadLocal` values) is
    /// only ever read and written by its own thread (`ThreadLocal` reaches
    /// it through `Thread.currentThread()`; the field is private to
    /// `java.lang`, closed to reflection), so it stays unshared (no
    /// scheduling point before its accesses) until some other path
    /// publishes a value. `inheritableThreadLocals` is not excepted: a
    /// child thread's copy holds its parent's values.
    pub fn mark_shared(&mut self, o: ObjRef) {
        self.share_graph(o, false);
    }

    /// `mark_shared`, sealing (`seal`) each object it shares while the
    /// sealed-object claim is in force (`Vm::seal_published`).
    pub(crate) fn share_graph(&mut self, o: ObjRef, seal: bool) {
        if self.state.heap.get(o).shared {
            return;
        }
        let mut work = vec![o];
        while let Some(x) = work.pop() {
            let obj = self.state.heap.get_mut(x);
            if obj.shared {
                continue;
            }
            obj.shared = true;
            if seal {
                self.seal_published(x);
            }
            let obj = self.state.heap.get(x);
            let start = work.len();
            obj.data.push_refs(&mut work);
            let class = obj.class;
            if self.is_thread_local_map_holder(class) {
                if let Some(Value::Ref(Some(map))) = self
                    .state
                    .heap
                    .get(x)
                    .fields()
                    .get(self.slots.thread_locals)
                {
                    if let Some(i) = work[start..].iter().position(|r| r == map) {
                        work.remove(start + i);
                    }
                }
            }
        }
    }

    /// Is `c` `java.lang.Thread` or a subclass (whose objects have the
    /// `threadLocals` field)?
    pub(crate) fn is_thread_local_map_holder(&self, c: ClassId) -> bool {
        c == self.wk.thread || self.classes.is_assignable(c, self.wk.thread)
    }

    /// Is a store into field `slot` declared by `class` one that does not
    /// publish the stored reference: `Thread.threadLocals` (see
    /// `mark_shared`)?
    #[inline]
    pub fn unpublished_field(&self, class: ClassId, slot: u32) -> bool {
        class == self.wk.thread && slot as usize == self.slots.thread_locals
    }

    /// A reference `v` was stored into `target` (`None`: a static field):
    /// if other threads can see the target, they can now see `v`.
    #[inline]
    pub fn publish(&mut self, target: Option<ObjRef>, v: Value) {
        if let Value::Ref(Some(r)) = v {
            if target.is_none_or(|t| self.state.heap.get(t).shared) {
                self.mark_shared(r);
            }
        }
    }

    /// A reference `v` was stored into a static field of class `c` by the
    /// running thread. While that thread runs `c`'s initialiser, no other
    /// thread can reach `c`'s statics: one that tries waits until the
    /// initialisation ends (JVMS 5.5 step 2, `ensure_initialized`; every
    /// `getstatic`, `putstatic`, `invokestatic` and `new` of `c` asks). So
    /// `v` stays unshared for now, and `set_init_state` publishes everything
    /// `c`'s statics hold when the initialisation ends (completes or fails).
    /// Objects the initialiser hands to other threads by other means (a
    /// shared object, another class's static, a started thread) are
    /// published by those stores as usual. A class initialiser that fills
    /// large tables (time-zone data, character tables) thus runs without a
    /// scheduling point per store while other threads are alive.
    #[inline]
    pub fn publish_static(&mut self, c: ClassId, v: Value) {
        if self.initialising_here(c) {
            return;
        }
        self.publish(None, v);
    }

    /// `publish_static` for a volatile static: the store may seal what it
    /// publishes (`Vm::publish_released`).
    pub(crate) fn publish_volatile_static(&mut self, c: ClassId, v: Value) {
        if self.initialising_here(c) {
            return;
        }
        self.publish_released(None, c, v);
    }

    /// Is the running thread executing class `c`'s `<clinit>` (JVMS 5.5
    /// step 9), so that any other thread touching `c` waits for it?
    #[inline]
    pub fn initialising_here(&self, c: ClassId) -> bool {
        self.state.classes.get(c as usize).map(|cs| cs.init)
            == Some(InitState::InProgress(self.cur_thread))
    }

    // ----- allocation -------------------------------------------------

    pub fn alloc_object(&mut self, c: ClassId) -> ObjRef {
        // Classes loaded directly through `self.classes` get their state here.
        self.sync_class_states();
        let fields: Box<[Value]> = self
            .classes
            .get(c)
            .instance_fields
            .iter()
            .map(|f| Value::default_for(f.desc.as_bytes()[0]))
            .collect();
        self.alloc(Object::new(c, ObjData::Fields(fields)))
    }

    pub fn alloc_array(&mut self, c: ClassId, data: ArrayData) -> ObjRef {
        // Classes loaded directly through `self.classes` get their state here.
        self.sync_class_states();
        self.alloc(Object::new(c, ObjData::Array(data)))
    }

    /// Puts `obj` on the heap with its identity (`Object::canon`): a hash
    /// of a key and of how many objects that key allocated before. Under
    /// `AllocKey::Site` the key is the allocation site (the instruction the
    /// current thread is at, named by class, method and index so that class
    /// load order does not matter); `SiteAndThread` adds the allocating
    /// thread; `Sequence` uses one key for all, numbering objects in
    /// allocation order. With a site key, objects that two schedules
    /// allocate in different orders at different sites get the same
    /// identities; with the thread in it, also objects that threads allocate
    /// at one shared site.
    pub fn alloc(&mut self, mut obj: Object) -> ObjRef {
        let site_key = |vm: &mut Vm| {
            let (method, pc) = vm.cur_site;
            vm.method_key(method) ^ (pc as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        };
        // What the identity is made of is the policy's answer (none:
        // allocation order).
        let scheme = match &self.policy {
            Some(p) => p.object_identity(obj.class, self.cur_thread),
            None => AllocKey::Sequence,
        };
        // The key and the occurrence number under it. Objects identified by
        // what they are (an override) take no number: no other allocation
        // affects them.
        // The identity hash code's source is the site identity in every
        // setting (`AllocKey::Site`'s canon).
        obj.hash_id = match self.canon_override {
            Some((base, n)) => mix_canon(base, n),
            None => {
                let key = site_key(self);
                mix_canon(key, self.state.alloc_counts.next(key))
            }
        };
        let (key, n) = match (scheme, self.canon_override) {
            (AllocKey::Sequence, _) => {
                let n = self.state.alloc_seq;
                self.state.alloc_seq = n.wrapping_add(1);
                (0x5EED, n)
            }
            (_, Some((base, n))) => {
                self.canon_override = Some((base, n + 1));
                obj.canon = obj.hash_id;
                return self.state.heap.alloc(obj);
            }
            (AllocKey::Site, None) => {
                obj.canon = obj.hash_id;
                let r = self.state.heap.alloc(obj);
                let tid = self.cur_thread;
                let key = site_key(self);
                self.notify(|l, vm| l.on_object_alloc(vm, tid, r, key));
                return r;
            }
            (AllocKey::SiteAndThread, None) => {
                let key = (site_key(self)
                    ^ (self.cur_thread as u64 + 1).wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
                .rotate_left(17);
                (key, self.state.alloc_counts.next(key))
            }
        };
        obj.canon = mix_canon(key, n);
        let r = self.state.heap.alloc(obj);
        let tid = self.cur_thread;
        self.notify(|l, vm| l.on_object_alloc(vm, tid, r, key));
        r
    }

    /// Calls the watchdog (see `Vm::watchdog`): why the run must stop, if it must.
    pub(crate) fn poll_watchdog(&mut self) -> Option<String> {
        self.watchdog_bytes = self.state.heap.bytes();
        self.watchdog.as_mut().and_then(|w| w())
    }

    /// Makes room for `bytes` more of Java heap before thread `tid`, whose
    /// current frame is `frame` (taken off its stack by the interpreter),
    /// allocates them: collects garbage when the heap has grown enough (or
    /// would pass `heap_limit`), unless a VM-internal call is running or a
    /// listener that cannot follow freed objects is attached; then throws
    /// `OutOfMemoryError: Java heap space` if it would still pass the limit.
    /// Also calls the watchdog when the heap grew by `WATCHDOG_BYTES`.
    pub(crate) fn reserve_heap(&mut self, tid: u32, bytes: u64, frame: &Frame) -> Result<(), Flow> {
        let limit = self.heap_limit.saturating_add(self.heap_headroom);
        let want = self.state.heap.bytes().saturating_add(bytes);
        if want > limit || want > self.next_gc_bytes {
            let can_collect =
                self.nested_depth == 0 && self.listeners.iter().all(|l| l.follows_collection());
            if can_collect {
                // The current frame's references are roots too.
                self.state.threads[tid as usize]
                    .frames
                    .push(Box::new(frame.clone()));
                self.collect_young();
                self.state.threads[tid as usize].frames.pop();
                self.next_gc_bytes = (2 * self.state.heap.bytes()).max(MIN_GC_BYTES);
            } else {
                self.next_gc_bytes = want.saturating_add(MIN_GC_BYTES);
            }
            if self.state.heap.bytes().saturating_add(bytes) > limit {
                return Err(Flow::throw_new(
                    "java/lang/OutOfMemoryError",
                    "Java heap space",
                ));
            }
        }
        if want.saturating_sub(self.watchdog_bytes) > WATCHDOG_BYTES {
            if let Some(why) = self.poll_watchdog() {
                return Err(Flow::Error(VmError::Stopped(why)));
            }
        }
        Ok(())
    }

    /// A hash of method `m` that does not depend on load order.
    pub fn method_key(&mut self, m: MethodId) -> u64 {
        if let Some(&k) = self.method_keys.get(m as usize) {
            if k != 0 {
                return k;
            }
        }
        if self.method_keys.len() <= m as usize {
            self.method_keys.resize(m as usize + 1, 0);
        }
        let k = if (m as usize) < self.classes.methods.len() {
            let meth = self.classes.method(m);
            let mut h: u64 = 0xCBF2_9CE4_8422_2325;
            let class = self.classes.get(meth.class).name.clone();
            for b in class
                .bytes()
                .chain([b'.'])
                .chain(meth.name.bytes())
                .chain(meth.desc.bytes())
            {
                h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01B3);
            }
            h | 1
        } else {
            1
        };
        self.method_keys[m as usize] = k;
        k
    }

    /// A new array of class `[desc` (e.g. `array_of_desc("I", ...)`).
    pub fn new_array(
        &mut self,
        array_class_name: &str,
        data: ArrayData,
    ) -> Result<ObjRef, VmError> {
        let c = self.classes.load(array_class_name)?;
        self.sync_class_states();
        Ok(self.alloc_array(c, data))
    }

    #[inline]
    pub fn field(&self, o: ObjRef, slot: usize) -> Value {
        self.state.heap.get(o).fields()[slot]
    }

    #[inline]
    pub fn set_field(&mut self, o: ObjRef, slot: usize, v: Value) {
        self.state.heap.get_mut(o).fields_mut()[slot] = v;
    }

    /// Reads an instance field by name (natives only; not for hot paths).
    pub fn field_by_name(&self, o: ObjRef, name: &str) -> Option<Value> {
        let c = self.state.heap.get(o).class;
        let slot = self.classes.field_slot(c, name)?;
        Some(self.field(o, slot))
    }

    pub fn set_field_by_name(&mut self, o: ObjRef, name: &str, v: Value) -> bool {
        let c = self.state.heap.get(o).class;
        match self.classes.field_slot(c, name) {
            Some(slot) => {
                self.set_field(o, slot, v);
                true
            }
            None => false,
        }
    }

    // ----- strings ----------------------------------------------------

    /// A new `java.lang.String` with the given UTF-16 content.
    pub fn new_string_utf16(&mut self, chars: &[u16]) -> ObjRef {
        let latin1 = chars.iter().all(|&c| c < 256);
        let (bytes, coder): (Vec<i8>, i32) = if latin1 {
            (chars.iter().map(|&c| c as u8 as i8).collect(), 0)
        } else {
            let mut b = Vec::with_capacity(chars.len() * 2);
            for &c in chars {
                // StringUTF16 stores chars in the platform order; we report little-endian.
                b.push((c & 0xff) as u8 as i8);
                b.push((c >> 8) as u8 as i8);
            }
            (b, 1)
        };
        let arr_class = self.classes.lookup_loaded("[B").unwrap_or_else(|| {
            let c = self.classes.load("[B").expect("byte[] class");
            self.sync_class_states();
            c
        });
        let arr = self.alloc_array(arr_class, ArrayData::Byte(bytes));
        let s = self.alloc_object(self.wk.string);
        self.set_field(s, self.slots.string_value, Value::Ref(Some(arr)));
        self.state.heap.get_mut(arr).frozen = true;
        self.set_field(s, self.slots.string_coder, Value::Int(coder));
        s
    }

    pub fn new_string(&mut self, s: &str) -> ObjRef {
        let chars: Vec<u16> = s.encode_utf16().collect();
        self.new_string_utf16(&chars)
    }

    /// The UTF-16 content of a `java.lang.String`.
    pub fn string_chars(&self, s: ObjRef) -> Vec<u16> {
        let coder = self.field(s, self.slots.string_coder).as_int();
        let Some(arr) = self.field(s, self.slots.string_value).as_ref() else {
            return Vec::new();
        };
        match self.state.heap.get(arr).array() {
            Some(ArrayData::Byte(b)) => {
                if coder == 0 {
                    b.iter().map(|&x| x as u8 as u16).collect()
                } else {
                    b.chunks_exact(2)
                        .map(|p| (p[0] as u8 as u16) | ((p[1] as u8 as u16) << 8))
                        .collect()
                }
            }
            _ => Vec::new(),
        }
    }

    /// The content of a `java.lang.String` as Rust text (unpaired
    /// surrogates become U+FFFD).
    pub fn string_value(&self, s: ObjRef) -> String {
        String::from_utf16_lossy(&self.string_chars(s))
    }

    /// The interned String with this content.
    pub fn intern_utf16(&mut self, chars: Vec<u16>) -> ObjRef {
        if let Some(s) = self.state.interned.get(&chars) {
            return s;
        }
        // Identified by content: the same whichever thread interns it first.
        let saved = self
            .canon_override
            .replace((name_key(0x1A7E, chars.iter().map(|&c| c as u64)), 0));
        let s = self.new_string_utf16(&chars);
        self.canon_override = saved;
        self.mark_shared(s);
        self.state.heap.pin(s);
        self.state.interned.insert(chars, s);
        // Whoever interns a content first allocates its String: interning
        // threads affect each other's object identities.
        let tid = self.cur_thread;
        self.notify(|l, vm| l.on_object_alloc(vm, tid, s, INTERN_TABLE_KEY));
        s
    }

    pub fn intern_str(&mut self, s: &str) -> ObjRef {
        self.intern_utf16(s.encode_utf16().collect())
    }

    // ----- class mirrors ------------------------------------------------

    /// The `java.lang.Class` object of class `c`.
    pub fn mirror(&mut self, c: ClassId) -> ObjRef {
        // Classes loaded directly through `self.classes` get their state here.
        self.sync_class_states();
        if let Some(m) = self.state.classes[c as usize].mirror {
            return m;
        }
        // Identified by the class's name: the same whoever asks first.
        let name = self.classes.get(c).name.clone();
        let saved = self
            .canon_override
            .replace((name_key(0xC1A5, name.bytes().map(u64::from)), 0));
        let m = self.alloc_object(self.wk.class);
        self.canon_override = saved;
        self.state.heap.get_mut(m).shared = true;
        self.set_field(m, self.slots.class_id, Value::Int(c as i32));
        self.state.class_mut(c).mirror = Some(m);
        m
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn class_of_mirror(&self, m: ObjRef) -> ClassId {
        self.field(m, self.slots.class_id).as_int() as ClassId
    }

    // ----- class initialisation -------------------------------------------

    /// Makes sure class `c` is initialised before its use by thread `tid`
    /// (JVMS 5.5). `Ok` means the class can be used now; `Reexecute`
    /// means an initialiser frame was pushed and the current instruction
    /// must run again after it; `Yield` means another thread is
    /// initialising the class: `tid` is now `InitWaiting` and repeats the
    /// instruction once that initialisation completed or failed.
    #[inline]
    pub fn ensure_initialized(&mut self, tid: u32, c: ClassId) -> Result<(), Flow> {
        // The common case, inlined into the callers: an initialised class
        // and nobody to tell (every call of a static method and every
        // `getstatic` asks).
        if self.listeners.is_empty()
            && matches!(
                self.state.classes.get(c as usize).map(|cs| &cs.init),
                Some(InitState::Initialized)
            )
        {
            return Ok(());
        }
        self.ensure_initialized_slow(tid, c)
    }

    /// `ensure_initialized` past its inlined common case.
    #[inline(never)]
    fn ensure_initialized_slow(&mut self, tid: u32, c: ClassId) -> Result<(), Flow> {
        // An initialised class.
        if matches!(
            self.state.classes.get(c as usize).map(|cs| &cs.init),
            Some(InitState::Initialized)
        ) {
            if !self.listeners.is_empty() {
                self.notify(|l, vm| l.on_class_used(vm, tid, c));
            }
            return Ok(());
        }
        // Classes loaded directly through `self.classes` get their state here.
        self.sync_class_states();
        let depth = self.state.threads[tid as usize].frames.len() as u32;
        match self.state.classes[c as usize].init {
            InitState::Initialized => {
                self.notify(|l, vm| l.on_class_used(vm, tid, c));
                Ok(())
            }
            // Step 3: a recursive request by the initialising thread.
            InitState::InProgress(t) if t == tid => Ok(()),
            InitState::SupersPending { thread, depth: d } if thread == tid => {
                if d == depth {
                    // The request that started this initialisation, executed
                    // again after a superclass initialiser returned.
                    self.initialize_supers_then_self(tid, c)
                } else {
                    Ok(())
                }
            }
            // Step 2: another thread is initialising the class; wait for it.
            InitState::InProgress(_) | InitState::SupersPending { .. } => {
                self.state.threads[tid as usize].status = ThreadStatus::InitWaiting { class: c };
                self.notify(|l, vm| l.on_class_init(vm, tid, c));
                Err(Flow::Yield)
            }
            InitState::Erroneous => {
                self.notify(|l, vm| l.on_class_used(vm, tid, c));
                Err(self.could_not_initialize(c))
            }
            InitState::Uninitialized => {
                // Step 6: the class is this thread's to initialise from now
                // on. Constant values are part of initialisation (done here,
                // not at loading, so a class merely loaded holds no objects).
                self.set_init_state(c, InitState::SupersPending { thread: tid, depth });
                self.apply_constant_values(c);
                self.initialize_supers_then_self(tid, c)
            }
        }
    }

    /// Would the running thread's use of class `c` now initialise it, if
    /// at all, without running code or waiting for anyone: `c` is
    /// initialised, or being initialised by the running thread (a
    /// recursive request, JVMS 5.5 step 3), or `initialises_trivially`?
    pub fn init_is_trivial(&self, c: ClassId) -> bool {
        match self.state.classes.get(c as usize).map(|cs| cs.init) {
            Some(InitState::InProgress(t)) => t == self.cur_thread,
            _ => self.initialises_trivially(c),
        }
    }

    /// Would any thread's use of class `c` now find it initialised, or
    /// initialise it without running code and without waiting: `c` is
    /// initialised, or not initialised, without a `<clinit>`, and so is
    /// each superclass and superinterface it initialises first (JVMS 5.5
    /// step 7: the superclass, and a class's superinterfaces with default
    /// methods)? Such an initialisation happens within one step of the
    /// thread, no other thread can find it in progress, and its only
    /// effect is the classes' status becoming "initialised" (and their
    /// constant values, step 6), which every other thread's use would
    /// bring about the same way, whichever thread it is: the answer does
    /// not depend on the thread. The reductions take it as invisible.
    pub fn initialises_trivially(&self, c: ClassId) -> bool {
        match self.state.classes.get(c as usize).map(|cs| cs.init) {
            Some(InitState::Initialized) => true,
            None | Some(InitState::Uninitialized) => {
                self.classes.get(c).clinit.is_none() && self.supers_initialise_trivially(c)
            }
            Some(_) => false,
        }
    }

    /// Is `initialises_trivially` true of the superclass of `c` and of
    /// the superinterfaces that initialising `c` initialises first?
    pub fn supers_initialise_trivially(&self, c: ClassId) -> bool {
        let cl = self.classes.get(c);
        let ifaces: &[ClassId] = if cl.is_interface() {
            &[]
        } else {
            &cl.interfaces
        };
        cl.super_class
            .into_iter()
            .all(|s| self.initialises_trivially(s))
            && ifaces
                .iter()
                .all(|&i| !self.classes.get(i).has_default_methods || self.initialises_trivially(i))
    }

    /// Has class `c` been initialised (its state known)?
    pub fn is_initialized(&mut self, c: ClassId) -> bool {
        self.sync_class_states();
        self.state.classes[c as usize].init == InitState::Initialized
    }

    /// JVMS 5.5 steps 7 and 9 for class `c`, which thread `tid` is
    /// initialising: its superclass and superinterfaces with default methods
    /// first, then its own `<clinit>` (pushed as a frame: `Reexecute`).
    fn initialize_supers_then_self(&mut self, tid: u32, c: ClassId) -> Result<(), Flow> {
        let cl = self.classes.get(c);
        let mut supers: Vec<ClassId> = cl.super_class.into_iter().collect();
        if !cl.is_interface() {
            let ifaces = cl.interfaces.clone();
            supers.extend(
                ifaces
                    .into_iter()
                    .filter(|&i| self.classes.get(i).has_default_methods),
            );
        }
        for s in supers {
            match self.ensure_initialized(tid, s) {
                Ok(()) => {}
                Err(f @ (Flow::Throw(_) | Flow::ThrowNew(..))) => {
                    // Step 7: a superclass that failed makes `c` erroneous.
                    self.set_init_state(c, InitState::Erroneous);
                    if let Flow::Throw(e) = f {
                        self.record_init_error(tid, c, e);
                    }
                    return Err(f);
                }
                Err(f) => return Err(f),
            }
        }
        match self.classes.get(c).clinit {
            None => {
                self.set_init_state(c, InitState::Initialized);
                Ok(())
            }
            Some(m) => {
                self.set_init_state(c, InitState::InProgress(tid));
                let frame = self.new_frame(m, &[], ReturnAction::ClinitDone(c))?;
                self.state.threads[tid as usize].frames.push(frame);
                Err(Flow::Reexecute)
            }
        }
    }

    /// A superclass initialiser of thread `tid` failed with the thread's
    /// stack at `depth` frames: every class whose initialisation waited
    /// for it from there (or from frames since unwound) is erroneous too
    /// (JVMS 5.5 step 7).
    /// Returns those classes.
    pub(crate) fn fail_pending_inits(&mut self, tid: u32, depth: u32) -> Vec<ClassId> {
        let pending: Vec<ClassId> = (0..self.state.classes.len() as ClassId)
            .filter(|&c| {
                matches!(self.state.classes[c as usize].init,
                    InitState::SupersPending { thread, depth: d } if thread == tid && d >= depth)
            })
            .collect();
        for &c in &pending {
            self.set_init_state(c, InitState::Erroneous);
        }
        pending
    }

    /// Initialises class `c` now, running initialisers to completion
    /// (start-up and VM-internal use).
    pub fn initialize_now(&mut self, tid: u32, c: ClassId) -> Result<(), Flow> {
        let depth = self.state.threads[tid as usize].frames.len() as u32;
        loop {
            match self.ensure_initialized(tid, c) {
                Ok(()) => return Ok(()),
                Err(Flow::Reexecute) => {
                    // Run the pushed initialiser as a nested call.
                    let f = self.state.threads[tid as usize]
                        .frames
                        .last_mut()
                        .expect("clinit frame");
                    let ReturnAction::ClinitDone(cc) = f.on_return else {
                        return Err(Flow::Error(VmError::internal(
                            "expected a class initialiser frame",
                        )));
                    };
                    f.on_return = ReturnAction::ToHost;
                    match self.run_nested(tid) {
                        Ok(_) => {
                            self.set_init_state(cc, InitState::Initialized);
                        }
                        Err(Flow::Throw(e)) => {
                            // JLS 12.4.2 steps 10-11, as the unwinder does for
                            // initialisers that run inside the program.
                            self.set_init_state(cc, InitState::Erroneous);
                            self.record_init_error(tid, cc, e);
                            let pending = self.fail_pending_inits(tid, depth);
                            let wrapped = self.wrap_in_initializer_error(tid, e)?;
                            for p in pending {
                                self.record_init_error(tid, p, wrapped);
                            }
                            return Err(Flow::Throw(wrapped));
                        }
                        Err(f) => return Err(f),
                    }
                }
                Err(f) => return Err(f),
            }
        }
    }

    /// A fresh frame for method `m` with `args` in its first locals.
    pub fn new_frame(
        &self,
        m: MethodId,
        args: &[Value],
        on_return: ReturnAction,
    ) -> Result<Box<Frame>, Flow> {
        let meth = self.classes.method(m);
        let Some(code) = &meth.code else {
            return Err(Flow::Error(VmError::internal(format!(
                "no code for {}",
                self.classes.method_display(m)
            ))));
        };
        let max_locals = code.max_locals as usize;
        let mut vals = Vec::with_capacity(max_locals + code.max_stack as usize);
        for &a in args {
            vals.push(a);
            if a.is_wide() {
                vals.push(Value::Top);
            }
        }
        if vals.len() > max_locals {
            return Err(Flow::Error(VmError::class_format(format!(
                "max_locals too small in {}",
                self.classes.method_display(m)
            ))));
        }
        vals.resize(max_locals, Value::Top);
        Ok(Box::new(Frame {
            method: m,
            pc: 0,
            vals,
            max_locals: max_locals as u16,
            code: Rc::clone(code),
            on_return,
            sync_obj: None,
        }))
    }

    // ----- invocation ---------------------------------------------------------

    /// Keeps the box of a frame that returned, with its value vector
    /// (emptied), for a later `invoke_frame` to fill in place.
    pub(crate) fn recycle_frame(&mut self, mut frame: Box<Frame>) {
        if self.frame_pool.len() < FRAME_POOL_MAX && frame.vals.capacity() <= VALS_POOL_MAX_CAPACITY
        {
            frame.vals.clear();
            frame.sync_obj = None;
            self.frame_pool.push(frame);
        }
    }

    /// Resolves the method an invoke instruction names and, for virtual and
    /// interface calls, selects the implementation for the receiver on the
    /// stack of `frame`.
    pub(crate) fn prepare_invoke(
        &mut self,
        tid: u32,
        class_id: ClassId,
        idx: u16,
        kind: InvokeKind,
        frame: &Frame,
    ) -> Result<MethodId, Flow> {
        let resolved = self.resolve_method_entry(class_id, idx)?;
        let meth = self.classes.method(resolved);
        match kind {
            InvokeKind::Static => {
                let c = meth.class;
                self.ensure_initialized(tid, c)?;
                Ok(resolved)
            }
            InvokeKind::Special => {
                let recv = (meth.n_args as usize).checked_sub(1).map(|i| frame.peek(i));
                if recv.is_some_and(|r| r.as_ref().is_none()) {
                    // The message is computed when asked for (`npe_message`).
                    return Err(Flow::throw_new_null("java/lang/NullPointerException"));
                }
                if &*meth.name == "<init>" {
                    if meth.class == self.wk.object {
                        // `Object.<init>` does nothing; HotSpot registers
                        // the object for finalization when it returns.
                        if let Some(o) = recv.and_then(|r| r.as_ref()) {
                            let c = self.state.heap.get(o).class;
                            if self.has_finalizer(c) {
                                return self.finalizer_register(tid);
                            }
                        }
                    }
                    return Ok(resolved);
                }
                if meth.is_private() {
                    return Ok(resolved);
                }
                let mc = meth.class;
                let sig = meth.sig;
                let cur = self.classes.get(class_id);
                if let Some(sup) = cur
                    .super_class
                    .filter(|_| !self.classes.get(mc).is_interface() && class_id != mc)
                    .filter(|_| self.classes.is_assignable(class_id, mc))
                {
                    return self.classes.select_virtual(sup, sig).ok_or_else(|| {
                        Flow::Error(VmError::linkage(
                            "java/lang/AbstractMethodError",
                            self.classes.method_display(resolved),
                        ))
                    });
                }
                Ok(resolved)
            }
            InvokeKind::Virtual | InvokeKind::Interface => {
                let n = meth.n_args as usize;
                let sig = meth.sig;
                let recv = frame.peek(n - 1).as_ref();
                let Some(recv) = recv else {
                    // The message is computed when asked for (`npe_message`).
                    return Err(Flow::throw_new_null("java/lang/NullPointerException"));
                };
                if meth.is_private() || meth.is_static() {
                    // Static: a method-handle call site's method, which
                    // takes the handle as its first argument.
                    return Ok(resolved);
                }
                let rc = self.state.heap.get(recv).class;
                if let Some(m) = self.classes.cached_dispatch(class_id, idx, rc) {
                    return Ok(m);
                }
                match self.classes.select_virtual(rc, sig) {
                    Some(m) if !self.classes.method(m).is_abstract() => {
                        self.classes.set_cached_dispatch(class_id, idx, rc, m);
                        Ok(m)
                    }
                    _ => Err(Flow::Error(VmError::linkage(
                        "java/lang/AbstractMethodError",
                        format!(
                            "Receiver class {} does not define or inherit an implementation of the resolved method '{}'",
                            self.classes.get(rc).java_name(),
                            self.classes.method_display(resolved)
                        ),
                    ))),
                }
            }
        }
    }

    /// Resolves (and caches) the method reference at constant `idx` of class
    /// `class_id`: JVMS 5.4.3.3/5.4.3.4 resolution, then two additions. A
    /// signature-polymorphic method (`VarHandle.compareAndSet` and friends)
    /// resolves to a native with the reference's own descriptor (see
    /// `natives::varhandle`); a method listed in `REDIRECTS` resolves to its
    /// replacement. Loads classes but initialises none.
    #[inline]
    pub(crate) fn resolve_method_entry(
        &mut self,
        class_id: ClassId,
        idx: u16,
    ) -> Result<MethodId, Flow> {
        if let Resolved::Method(m) = self.classes.cached(class_id, idx) {
            return Ok(m);
        }
        self.resolve_method_entry_slow(class_id, idx)
    }

    /// `resolve_method_entry` the first time round (nothing cached yet).
    #[cold]
    #[inline(never)]
    fn resolve_method_entry_slow(&mut self, class_id: ClassId, idx: u16) -> Result<MethodId, Flow> {
        if self.classes.get(class_id).namespace != 0 {
            let kept = self.classes.cached_in(&self.state.loaders, class_id, idx);
            if let Some(Resolved::Method(m)) = kept {
                return Ok(m);
            }
        }
        let (cname, name, desc) = match self.classes.get(class_id).cp().get(idx as usize) {
            Some(CpEntry::MethodRef {
                class, name, desc, ..
            }) => (class.clone(), name.clone(), desc.clone()),
            _ => {
                return Err(Flow::Error(VmError::class_format(format!(
                    "constant #{idx} of {} is not a method reference",
                    self.classes.get(class_id).java_name()
                ))))
            }
        };
        let c = self.load_for(class_id, &cname)?;
        self.sync_class_states();
        let sig = self.classes.sig(&name, &desc);
        // A method-handle call site whose descriptor happens to be the
        // declared `(Object[])Object` is still signature-polymorphic.
        let declared = if &*cname == "java/lang/invoke/MethodHandle"
            && matches!(&*name, "invoke" | "invokeExact")
        {
            None
        } else {
            self.classes.resolve_method(c, sig)
        };
        let m = match declared {
            Some(m) => self.redirect(m)?,
            None => crate::natives::varhandle::polymorphic_method(self, c, &name, &desc)
                .ok_or_else(|| {
                    Flow::Error(VmError::linkage(
                        "java/lang/NoSuchMethodError",
                        format!("'{}' {}.{}", desc, self.classes.get(c).java_name(), name),
                    ))
                })?,
        };
        if self.classes.get(class_id).namespace != 0 {
            self.method_access(class_id, c, m)?;
        }
        self.classes
            .set_cached_named(class_id, idx, Resolved::Method(m), Some(c));
        Ok(m)
    }

    /// The access check of method `m` (named through class `c`) from a
    /// class `from` of a program loader's namespace
    /// (`Classes::access_error`).
    #[cold]
    fn method_access(&self, from: ClassId, c: ClassId, m: MethodId) -> Result<(), Flow> {
        let meth = self.classes.method(m);
        let what = || {
            format!(
                "method '{}' {}.{}",
                meth.desc,
                self.classes.get(meth.class).java_name(),
                meth.name
            )
        };
        match self
            .classes
            .access_error(from, c, Some((meth.access, meth.class, &what)))
        {
            Some(e) => Err(Flow::Error(e)),
            None => Ok(()),
        }
    }

    /// The replacement of method `m` if `REDIRECTS` lists it, else `m`.
    fn redirect(&mut self, m: MethodId) -> Result<MethodId, Flow> {
        let meth = self.classes.method(m);
        let class = &self.classes.get(meth.class).name;
        let Some(&(_, _, _, to)) = REDIRECTS
            .iter()
            .find(|r| r.0 == &**class && r.1 == &*meth.name && r.2 == &*meth.desc)
        else {
            return Ok(m);
        };
        let (name, desc) = (meth.name.clone(), meth.desc.clone());
        let c = self.load_class(to).map_err(Flow::Error)?;
        self.classes
            .find_own_method(c, &name, &desc)
            .ok_or_else(|| {
                Flow::Error(VmError::internal(format!(
                    "redirect target {to}.{name}{desc} missing"
                )))
            })
    }

    /// Calls method `m` with its arguments on top of the caller frame (the
    /// top frame of thread `tid`). Java methods get a new frame; natives run
    /// at once and leave their result on the caller's stack.
    pub(crate) fn invoke(&mut self, tid: u32, m: MethodId) -> Result<(), Flow> {
        if let Some(frame) = self.invoke_frame(tid, m)? {
            self.state.threads[tid as usize].frames.push(frame);
        }
        Ok(())
    }

    /// `invoke`, except that the new frame of a Java method that needs no
    /// monitor is handed back rather than pushed (the interpreter's loop
    /// runs it at once). Its arguments are already taken off the caller's
    /// stack; `None` when the call completed (a native, an input hook) or
    /// its frame is pushed (a synchronized method).
    #[inline]
    pub(crate) fn invoke_frame(
        &mut self,
        tid: u32,
        m: MethodId,
    ) -> Result<Option<Box<Frame>>, Flow> {
        if !self.listeners.is_empty() {
            self.notify(|l, vm| l.on_method_enter(vm, tid, m));
        }
        if self.abstraction.is_some() {
            // Abstract values stay in the program's own code.
            let meth = self.classes.method(m);
            if meth.is_native()
                || meth.code.is_none()
                || self.classes.get(meth.class).origin_is_jdk()
            {
                let n = meth.n_args as usize;
                let caller = self.state.threads[tid as usize]
                    .frames
                    .last()
                    .expect("caller");
                let args = caller.vals[caller.vals.len() - n..].to_vec();
                self.abstract_args_check(m, &args)?;
            }
        }
        if let Some(&Some(hook)) = self.input_hooks.get(m as usize) {
            if self.run_input_hook(tid, m, hook)? {
                return Ok(None);
            }
        }
        let meth = self.classes.method(m);
        let n = meth.n_args as usize;
        let is_native = meth.is_native();
        let is_sync = meth.is_synchronized();
        let is_static = meth.is_static();
        let class = meth.class;
        if is_native || meth.code.is_none() {
            if meth.is_abstract() {
                return Err(Flow::Error(VmError::linkage(
                    "java/lang/AbstractMethodError",
                    self.classes.method_display(m),
                )));
            }
            let f = self.native_for(m)?;
            let caller = self.state.threads[tid as usize]
                .frames
                .last_mut()
                .expect("caller");
            let base = caller.vals.len() - n;
            // The arguments are copied out of the caller's frame (the
            // native may push frames); on the stack when they fit.
            let mut small = [Value::Top; NATIVE_ARGS_ON_STACK];
            let heap_args: Vec<Value>;
            let args: &[Value] = if n <= NATIVE_ARGS_ON_STACK {
                small[..n].copy_from_slice(&caller.vals[base..]);
                &small[..n]
            } else {
                heap_args = caller.vals[base..].to_vec();
                &heap_args
            };
            let result = match f(self, tid, args) {
                Ok(r) => r,
                Err(Flow::Switch) => {
                    // Completed, but the thread yields: finish the call first.
                    let caller = self.state.threads[tid as usize]
                        .frames
                        .last_mut()
                        .expect("caller");
                    caller.vals.truncate(base);
                    caller.pc += 1;
                    return Err(Flow::Yield);
                }
                Err(e @ Flow::ThrowNew(..)) => {
                    let depth = self.state.threads[tid as usize].frames.len();
                    self.native_throw = Some((tid, m, depth));
                    return Err(e);
                }
                Err(e) => return Err(e),
            };
            let caller = self.state.threads[tid as usize]
                .frames
                .last_mut()
                .expect("caller");
            caller.vals.truncate(base);
            if let Some(v) = result {
                caller.push(v);
            }
            caller.pc += 1;
            return Ok(None);
        }
        if self.state.threads[tid as usize].frames.len() >= MAX_FRAMES + self.frame_headroom {
            return Err(Flow::throw_new_null("java/lang/StackOverflowError"));
        }
        // The callee's frame is built in a recycled box straight from the
        // caller's operand stack (a wide argument takes two locals).
        let code = self.classes.method(m).code.as_ref().expect("checked above");
        let max_locals = code.max_locals as usize;
        let mut frame = match self.frame_pool.pop() {
            Some(mut f) => {
                f.method = m;
                f.pc = 0;
                f.max_locals = max_locals as u16;
                if !Rc::ptr_eq(&f.code, code) {
                    f.code = Rc::clone(code);
                }
                f.on_return = ReturnAction::Normal;
                f
            }
            None => Box::new(Frame {
                method: m,
                pc: 0,
                vals: Vec::new(),
                max_locals: max_locals as u16,
                code: Rc::clone(code),
                on_return: ReturnAction::Normal,
                sync_obj: None,
            }),
        };
        let vals = &mut frame.vals;
        vals.reserve(max_locals + code.max_stack as usize);
        let caller = self.state.threads[tid as usize]
            .frames
            .last_mut()
            .expect("caller");
        let base = caller.vals.len() - n;
        let args = &caller.vals[base..];
        if args.iter().any(|a| a.is_wide()) {
            for &a in args {
                vals.push(a);
                if a.is_wide() {
                    vals.push(Value::Top);
                }
            }
        } else {
            // One block copy: copying value by value costs a stall per
            // argument (the compiler moves a `Value` in overlapping parts).
            vals.extend_from_slice(args);
        }
        if vals.len() > max_locals {
            return Err(Flow::Error(VmError::class_format(format!(
                "max_locals too small in {}",
                self.classes.method_display(m)
            ))));
        }
        let receiver = if is_sync && !is_static {
            vals[0].as_ref()
        } else {
            None
        };
        caller.vals.truncate(base);
        vals.resize(max_locals, Value::Top);
        if is_sync {
            let lock = if is_static {
                self.mirror(class)
            } else {
                receiver.expect("receiver")
            };
            frame.sync_obj = Some(lock);
            let got = self.monitor_enter(tid, lock);
            self.state.threads[tid as usize].frames.push(frame);
            if !got {
                return Err(Flow::Blocked);
            }
            return Ok(None);
        }
        Ok(Some(frame))
    }

    /// Runs the input hook of method `m`, about to be invoked by thread
    /// `tid` with its arguments on top of the caller's stack. True when the
    /// hook completed the call (its result is pushed, the caller moved on).
    fn run_input_hook(
        &mut self,
        tid: u32,
        m: MethodId,
        hook: crate::inputs::InputHook,
    ) -> Result<bool, Flow> {
        let n = self.classes.method(m).n_args as usize;
        let caller = self.state.threads[tid as usize]
            .frames
            .last()
            .expect("caller");
        let base = caller.vals.len() - n;
        let mut small = [Value::Top; NATIVE_ARGS_ON_STACK];
        let heap_args: Vec<Value>;
        let args: &[Value] = if n <= NATIVE_ARGS_ON_STACK {
            small[..n].copy_from_slice(&caller.vals[base..]);
            &small[..n]
        } else {
            heap_args = caller.vals[base..].to_vec();
            &heap_args
        };
        match hook(self, tid, args)? {
            crate::inputs::Intercept::RunBody => Ok(false),
            crate::inputs::Intercept::Return(result) => {
                let caller = self.state.threads[tid as usize]
                    .frames
                    .last_mut()
                    .expect("caller");
                caller.vals.truncate(base);
                if let Some(v) = result {
                    caller.push(v);
                }
                caller.pc += 1;
                Ok(true)
            }
        }
    }

    fn native_for(&mut self, m: MethodId) -> Result<NativeFn, Flow> {
        if let Some(Some(f)) = self.native_cache.get(m as usize) {
            return Ok(*f);
        }
        let meth = self.classes.method(m);
        let key = format!(
            "{}.{}{}",
            self.classes.get(meth.class).name,
            meth.name,
            meth.desc
        );
        match self.natives.lookup(&key) {
            Some(f) => {
                if self.native_cache.len() <= m as usize {
                    self.native_cache.resize(m as usize + 1, None);
                }
                self.native_cache[m as usize] = Some(f);
                Ok(f)
            }
            None => {
                crate::natives::decisions::log_unresolved(&key);
                let why = match crate::natives::decisions::refusal(&key) {
                    Some(reason) => format!("is not supported: {reason}"),
                    None => {
                        "is not implemented (it has no decision in Wayfinder's table of natives)"
                            .to_string()
                    }
                };
                Err(Flow::Error(VmError::unsupported(format!(
                    "native method {} {why}",
                    self.classes.method_display(m)
                ))))
            }
        }
    }

    /// Runs thread `tid` until the frame pushed last with
    /// `ReturnAction::ToHost` returns; for start-up and VM-internal calls.
    pub fn run_nested(&mut self, tid: u32) -> Result<Option<Value>, Flow> {
        // VM-internal calls run as one step: no scheduling points inside.
        let saved = std::mem::replace(&mut self.preempt, false);
        let (thread, site) = (self.cur_thread, self.cur_site);
        self.nested_depth += 1;
        self.nested_threads.push(tid);
        let r = self.run_nested_inner(tid);
        self.nested_threads.pop();
        self.nested_depth -= 1;
        self.preempt = saved;
        (self.cur_thread, self.cur_site) = (thread, site);
        r
    }

    fn run_nested_inner(&mut self, tid: u32) -> Result<Option<Value>, Flow> {
        loop {
            match self.run_slice(tid, u64::MAX) {
                SliceEnd::ToHost(v) => return Ok(v),
                SliceEnd::ThrownToHost(e) => return Err(Flow::Throw(e)),
                SliceEnd::Exit(c) => return Err(Flow::Exit(c)),
                SliceEnd::Error(e) => return Err(Flow::Error(e)),
                SliceEnd::Budget | SliceEnd::Preempted => continue,
                SliceEnd::Choice(_) | SliceEnd::Prune => {
                    let what = match &self.state.abstraction_choice {
                        Some(p) => format!("an abstraction choice ({} at {})", p.what, p.site),
                        None if self.abstraction.is_some() => {
                            "a Verify choice or an abstract value that needs a concrete one"
                                .to_string()
                        }
                        None => "a Verify choice".to_string(),
                    };
                    return Err(Flow::Error(VmError::unsupported(format!(
                        "{what} inside a class initialiser or VM-internal call"
                    ))));
                }
                SliceEnd::Switch => {
                    let st = self.state.threads[tid as usize].status;
                    match st {
                        ThreadStatus::Runnable => continue,
                        ThreadStatus::Blocked { monitor, count } => {
                            // Nobody else runs during a nested call: take the monitor if free.
                            if self.try_take_monitor(tid, monitor, count) {
                                continue;
                            }
                            if !self.intercept_verify && self.wait_in_nested(tid)? {
                                continue;
                            }
                            return Err(Flow::Error(VmError::unsupported(
                                "a VM-internal call blocked on a monitor held by another thread",
                            )));
                        }
                        _ => {
                            if !self.intercept_verify && self.wait_in_nested(tid)? {
                                continue;
                            }
                            return Err(Flow::Error(VmError::unsupported(
                                "a VM-internal call blocked (wait/join/park during class initialisation, exception creation or a reflective call)",
                            )));
                        }
                    }
                }
            }
        }
    }

    /// Calls `m` with `args` on thread `tid` and runs it to completion.
    pub fn call_method(
        &mut self,
        tid: u32,
        m: MethodId,
        args: &[Value],
    ) -> Result<Option<Value>, Flow> {
        let meth = self.classes.method(m);
        if meth.is_native() {
            let f = self.native_for(m)?;
            return f(self, tid, args);
        }
        let frame = self.new_frame(m, args, ReturnAction::ToHost)?;
        self.state.threads[tid as usize].frames.push(frame);
        self.run_nested(tid)
    }

    /// `call_method` with the listener detached: for the VM's own
    /// bookkeeping in Java code (thread groups), which the listener hears
    /// about as one event (`on_thread_start`, `on_thread_end`) instead.
    pub fn call_unobserved(
        &mut self,
        tid: u32,
        m: MethodId,
        args: &[Value],
    ) -> Result<Option<Value>, Flow> {
        let listeners = std::mem::take(&mut self.listeners);
        let r = self.call_method(tid, m, args);
        self.listeners = listeners;
        r
    }

    /// `call_unobserved` with the policy's observation off too
    /// (`observe_ops`, see `Policy::observe`): for the VM's thread-group
    /// bookkeeping only, whose code reads and writes nothing but thread
    /// groups, threads and their arrays, which run-time-checked claims
    /// leave out (`wayfinder_reductions::owned_objects`), so observing its
    /// every instruction would only cost time.
    pub fn call_group_bookkeeping(
        &mut self,
        tid: u32,
        m: MethodId,
        args: &[Value],
    ) -> Result<Option<Value>, Flow> {
        let observe = std::mem::replace(&mut self.observe_ops, false);
        let r = self.call_unobserved(tid, m, args);
        self.observe_ops = observe;
        r
    }

    /// Finds method `name:desc` by virtual lookup from class `c`.
    pub fn find_method(&mut self, c: ClassId, name: &str, desc: &str) -> Option<MethodId> {
        let sig = self.classes.sig(name, desc);
        self.classes.resolve_method(c, sig)
    }

    pub fn find_virtual(&mut self, c: ClassId, name: &str, desc: &str) -> Option<MethodId> {
        let sig = self.classes.sig(name, desc);
        self.classes.select_virtual(c, sig)
    }

    /// Method `name` with descriptor `desc` declared by class `class` of
    /// the class library or of Wayfinder's models, loading the class; its
    /// absence is an internal error (the natives that call these rely on
    /// the model classes Wayfinder ships).
    pub(crate) fn library_method(
        &mut self,
        class: &str,
        name: &str,
        desc: &str,
    ) -> Result<crate::loader::MethodId, Flow> {
        let c = self.load_class(class).map_err(Flow::Error)?;
        self.classes.find_own_method(c, name, desc).ok_or_else(|| {
            Flow::Error(VmError::internal(format!(
                "{class}.{name}{desc} is missing"
            )))
        })
    }

    /// Resolves class name `name` as class `from` names it (JVMS 5.3):
    /// through `from`'s defining loader. The JDK's and the class path's
    /// classes resolve in their one namespace. For a class a program's
    /// loader defined, a class that loader defined or was asked for before
    /// is taken (`Classes::lookup_for`); otherwise `Flow::AskLoader`: the
    /// interpreter asks the loader's `loadClass` in Java before it runs the
    /// instruction again (`ask_loader`); a lookahead (a policy resolving
    /// ahead of the instruction) takes it as "does not resolve yet". A
    /// class outside the run-time image may not name a class of a package
    /// its module does not export (`encapsulation::linkage_refusal`:
    /// `IllegalAccessError`, as HotSpot's).
    pub(crate) fn load_for(&mut self, from: ClassId, name: &str) -> Result<ClassId, Flow> {
        let ns = self.classes.get(from).namespace;
        if ns == 0 {
            let c = self.classes.load(name).map_err(Flow::Error)?;
            return match crate::natives::encapsulation::linkage_refusal(self, from, c) {
                Some(e) => Err(Flow::Error(e)),
                None => Ok(c),
            };
        }
        match self
            .classes
            .lookup_for(&self.state.loaders, ns, name)
            .map_err(Flow::Error)?
        {
            Some(c) => match self.classes.access_error(from, c, None) {
                Some(e) => Err(Flow::Error(e)),
                None => match crate::natives::encapsulation::linkage_refusal(self, from, c) {
                    Some(e) => Err(Flow::Error(e)),
                    None => Ok(c),
                },
            },
            None => Err(Flow::AskLoader(ns, Box::from(name))),
        }
    }

    /// Asks the loader of namespace `ns` for class `name` (internal name)
    /// as HotSpot asks it: pushes a frame of `WayfinderLoading.loadFor` on
    /// thread `tid`'s stack, above the instruction that needs the class,
    /// which runs again when that frame returns (`ReturnAction::Retry`);
    /// its natives record the answer (`natives::classloader`).
    pub(crate) fn ask_loader(&mut self, tid: u32, ns: u32, name: &str) -> Result<(), Flow> {
        let (m, args) = self.load_for_call(ns, name)?;
        let frame = self.new_frame(m, &args, ReturnAction::Retry)?;
        self.state.threads[tid as usize].frames.push(frame);
        Ok(())
    }

    /// `WayfinderLoading.loadFor` and its arguments: namespace `ns`'s
    /// loader on this path, `name` as a binary name, `ns`.
    fn load_for_call(&mut self, ns: u32, name: &str) -> Result<(MethodId, [Value; 3]), Flow> {
        let loader = self.state.loaders.loader(ns).ok_or_else(|| {
            Flow::Error(VmError::internal(format!(
                "class namespace {ns} has no loader on this path"
            )))
        })?;
        let m = self.library_method(
            "jdk/internal/misc/WayfinderLoading",
            "loadFor",
            "(Ljava/lang/ClassLoader;Ljava/lang/String;I)V",
        )?;
        let binary = self.new_string(&crate::descriptor::binary_name(name));
        let args = [
            Value::Ref(Some(loader)),
            Value::Ref(Some(binary)),
            Value::Int(ns as i32),
        ];
        Ok((m, args))
    }

    /// `ask_loader` run to completion now (a nested call), for a class the
    /// VM needs in the middle of something it cannot leave: a catch type
    /// while an exception unwinds. The loader's answer is then recorded in
    /// namespace `ns`.
    pub(crate) fn ask_loader_now(&mut self, tid: u32, ns: u32, name: &str) -> Result<(), Flow> {
        let (m, args) = self.load_for_call(ns, name)?;
        self.call_method(tid, m, &args)?;
        Ok(())
    }

    /// Loads a class by internal name, keeping class states in step.
    pub fn load_class(&mut self, name: &str) -> Result<ClassId, VmError> {
        let c = self.classes.load(name)?;
        self.sync_class_states();
        Ok(c)
    }

    // ----- monitors ---------------------------------------------------------

    /// Changes class `c`'s initialisation status (and tells the listener).
    /// When the initialisation completed or failed, the threads waiting
    /// for it become runnable (JVMS 5.5 steps 10 and 11: "notify all").
    pub fn set_init_state(&mut self, c: ClassId, s: InitState) {
        self.state.class_mut_no_refs(c).init = s;
        if matches!(s, InitState::Initialized | InitState::Erroneous) {
            // Other threads may reach the statics from now on: publish what
            // the initialiser stored there (see `publish_static`), sealing
            // it (`crate::sealed_objects`).
            self.publish_initialised_statics(c);
            for i in 0..self.state.threads.len() {
                if self.state.threads[i].status == (ThreadStatus::InitWaiting { class: c }) {
                    self.state.threads[i].status = ThreadStatus::Runnable;
                }
            }
        }
        let tid = self.cur_thread;
        self.notify(|l, vm| l.on_class_init(vm, tid, c));
    }

    /// Tries to enter `o`'s monitor. On `false` the thread is now Blocked
    /// on it and the scheduler will take it for the thread later.
    pub fn monitor_enter(&mut self, tid: u32, o: ObjRef) -> bool {
        self.note_identity_use(Some(o));
        if self.try_take_monitor(tid, o, 1) {
            return true;
        }
        self.state.threads[tid as usize].status = ThreadStatus::Blocked {
            monitor: o,
            count: 1,
        };
        self.notify(|l, vm| l.on_monitor_contended(vm, tid, o));
        false
    }

    /// Takes `o`'s monitor if it is free or already ours (adding `count`
    /// entries). Does not change the thread's status.
    pub fn try_take_monitor(&mut self, tid: u32, o: ObjRef, count: u32) -> bool {
        let m = &mut self.state.heap.get_mut_no_ref(o).monitor;
        let got = match m.owner {
            None => {
                m.owner = Some(tid);
                m.count = count;
                true
            }
            Some(t) if t == tid => {
                m.count += count;
                true
            }
            Some(_) => false,
        };
        if got && !self.listeners.is_empty() {
            let site = self.top_site(tid);
            self.notify(|l, vm| l.on_monitor_acquired(vm, tid, o, count, site));
        }
        got
    }

    /// Leaves `o`'s monitor once; `false` if the thread does not own it.
    pub fn monitor_exit(&mut self, tid: u32, o: ObjRef) -> bool {
        let m = &mut self.state.heap.get_mut_no_ref(o).monitor;
        if m.owner != Some(tid) {
            return false;
        }
        m.count -= 1;
        if m.count == 0 {
            m.owner = None;
        }
        if !self.listeners.is_empty() {
            self.notify(|l, vm| l.on_monitor_released(vm, tid, o, 1));
        }
        true
    }

    // ----- threads ---------------------------------------------------------

    /// Thread `tid` is about to join `group` (`Thread.start`, before the
    /// JDK's `ThreadGroup.add` runs unobserved): gives the group's private
    /// array of started threads (JDK 17's `ThreadGroup.threads`; absent in
    /// later JDKs) a length and identity that depend only on how many
    /// threads the program has started, never on the order earlier ones
    /// ended. The JDK's own `add` doubles the array when it is full, so its
    /// length would record the largest number of threads ever alive at
    /// once, and schedules that end threads in different orders would
    /// reach states that differ only there (ordered philosophers N=5:
    /// 51,596 states instead of 27,741). No program can tell: the field is
    /// private to `java.lang` (closed to reflection by the module system),
    /// `ThreadGroup` reads only its first `nthreads` elements and grows it
    /// only when full, and here it is never full. The array is replaced
    /// by a copy of length `max(4, started.next_power_of_two())` (started
    /// counts this thread), identified by its group and length; the
    /// replaced one, unreachable, is cleared so that what it held no
    /// longer counts in the state (an object from before the search is
    /// never collected). Nothing is done while another thread holds the
    /// group's monitor (it may be reading the array inside `ThreadGroup`).
    pub(crate) fn size_group_threads(&mut self, tid: u32, group: ObjRef) {
        let gc = self.state.heap.get(group).class;
        let Some(slot) = self.classes.field_slot(gc, "threads") else {
            return;
        };
        let owner = self.state.heap.get(group).monitor.owner;
        if owner.is_some_and(|o| o != tid) {
            return;
        }
        let started = self.state.threads.len();
        let len = started.next_power_of_two().max(4);
        let old = match self.field(group, slot) {
            Value::Ref(Some(a)) => {
                let ObjData::Array(ArrayData::Ref(v)) = &self.state.heap.get(a).data else {
                    return;
                };
                if v.len() >= len {
                    return;
                }
                Some((a, v.clone()))
            }
            _ => None,
        };
        let mut elems = vec![None; len];
        if let Some((_, v)) = &old {
            elems[..v.len()].copy_from_slice(v);
        }
        let key = name_key(
            0x76A9,
            [self.state.heap.get(group).canon, len as u64].into_iter(),
        );
        let saved = self.canon_override.replace((key, 0));
        let array = self.new_array("[Ljava/lang/Thread;", ArrayData::Ref(elems));
        self.canon_override = saved;
        let Ok(array) = array else {
            return;
        };
        self.state.heap.get_mut(array).shared = self.state.heap.get(group).shared;
        self.set_field(group, slot, Value::Ref(Some(array)));
        if let Some((a, _)) = old {
            if let ObjData::Array(ArrayData::Ref(v)) = &mut self.state.heap.get_mut(a).data {
                v.iter_mut().for_each(|e| *e = None);
            }
        }
    }

    /// Called when a thread's last frame returned or unwound (unless another
    /// thread holds its `Thread` object's monitor: then it first waits for
    /// that, see below). After the listener's `on_thread_end`, the thread
    /// leaves its group
    /// (`Thread.exitGroup`, as the JDK's `Thread.exit`; run as part of this
    /// step and unobserved, like the VM's own bookkeeping); an error there
    /// is the VM's.
    pub fn thread_finished(&mut self, tid: u32) -> Result<(), VmError> {
        // HotSpot's thread exit takes the Thread object's monitor to notify
        // its waiters: while another thread holds it, this one stays alive
        // and first waits for it (`Thread.exitWhenUnlocked`), then ends here
        // again.
        let obj = self.state.threads[tid as usize].obj;
        let owner = self.state.heap.get(obj).monitor.owner;
        if owner.is_some_and(|o| o != tid) {
            if let Some(m) = self
                .classes
                .find_own_method(self.wk.thread, "exitWhenUnlocked", "()V")
            {
                let frame = self
                    .new_frame(m, &[Value::Ref(Some(obj))], ReturnAction::Normal)
                    .map_err(|f| match f {
                        Flow::Error(e) => e,
                        other => VmError::internal(format!(
                            "waiting for the Thread monitor at the end of thread {tid}: {other:?}"
                        )),
                    })?;
                self.state.threads[tid as usize].frames.push(frame);
                // What it found (the monitor taken) is a contended entry:
                // the owner's release is what lets it end.
                if !self.listeners.is_empty() {
                    self.notify(|l, vm| l.on_monitor_contended(vm, tid, obj));
                }
                return Ok(());
            }
        }
        if !self.listeners.is_empty() {
            self.notify(|l, vm| l.on_thread_end(vm, tid));
        }
        let obj = self.state.threads[tid as usize].obj;
        if let Some(m) = self
            .classes
            .find_own_method(self.wk.thread, "exitGroup", "()V")
        {
            // JDK 17's `ThreadGroup.threadTerminated` touches only the group
            // and its thread array, unless the group is a daemon group left
            // empty: then it calls `destroy()`, which asks an installed
            // security manager's `checkAccess` (program code). Only that
            // case is observed.
            let daemon_group = match self.field_by_name(obj, "group") {
                Some(Value::Ref(Some(g))) => self
                    .field_by_name(g, "daemon")
                    .is_none_or(|v| v.as_int() != 0),
                _ => false,
            };
            let args = [Value::Ref(Some(obj))];
            let r = if daemon_group {
                self.call_unobserved(tid, m, &args)
            } else {
                self.call_group_bookkeeping(tid, m, &args)
            };
            r.map_err(|f| match f {
                Flow::Error(e) => e,
                other => VmError::internal(format!(
                    "leaving the thread group at the end of thread {tid}: {other:?}"
                )),
            })?;
            self.state.threads[tid as usize].frames.clear();
        }
        let t = &mut self.state.threads[tid as usize];
        t.status = ThreadStatus::Terminated;
        t.frames.clear();
        let obj = t.obj;
        // Threads joining this one may go on; `isAlive` reads the status.
        if let Some(slot) = self.classes.field_slot(self.wk.thread, "threadStatus") {
            self.set_field(obj, slot, Value::Int(2));
        }
        for other in self.state.threads.iter_mut() {
            if let ThreadStatus::Joining { target, .. } = other.status {
                if target == tid {
                    other.status = ThreadStatus::Runnable;
                }
            }
        }
        // HotSpot notifies the Thread object's waiters as a thread ends
        // (what a join holding that monitor, and `t.wait()`, wait for).
        crate::natives::object::wake_waiters(self, obj, true);
        // The last non-daemon thread: the shutdown hooks run (shutdown.rs).
        self.start_shutdown_if_last(tid)
    }

    /// Creates the `JThread` for a started `java.lang.Thread` object.
    pub fn add_thread(&mut self, obj: ObjRef, daemon: bool) -> u32 {
        self.before_thread_added();
        let id = self.state.threads.len() as u32;
        self.state
            .threads
            .push(crate::pvec::Shared::new(JThread::new(id, obj, daemon)));
        let live = self.state.threads.iter().filter(|t| t.is_alive()).count() as u32;
        self.peak_live_threads = self.peak_live_threads.max(live);
        id
    }

    /// The thread whose `java.lang.Thread` object is `obj`.
    pub fn thread_of_obj(&self, obj: ObjRef) -> Option<u32> {
        self.state
            .threads
            .iter()
            .find(|t| t.obj == obj)
            .map(|t| t.id)
    }

    // ----- output ------------------------------------------------------------

    /// Writes program output to stdout (`fd` 1) or stderr (2).
    pub fn write_output(&mut self, fd: i32, bytes: &[u8]) {
        match &mut self.output {
            Output::Real => {
                if fd == 2 {
                    let _ = std::io::stdout().flush();
                    let _ = std::io::stderr().write_all(bytes);
                } else {
                    let _ = std::io::stdout().write_all(bytes);
                }
            }
            Output::Capture { out, err } => {
                if fd == 2 {
                    err.extend_from_slice(bytes)
                } else {
                    out.extend_from_slice(bytes)
                }
            }
            Output::Discard => {}
        }
    }

    pub fn flush_output(&mut self) {
        if let Output::Real = self.output {
            let _ = std::io::stdout().flush();
            let _ = std::io::stderr().flush();
        }
    }
}
