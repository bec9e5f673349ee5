//! Starting a program (`boot`) and running it once with a simple
//! deterministic scheduler (`run_to_end`), as `wayfinder run` does.

use crate::error::VmError;
use crate::heap::ArrayData;
use crate::interp::SliceEnd;
use crate::thread::{ReturnAction, ThreadStatus};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// How a single run ended.
#[derive(Debug, PartialEq, Eq)]
pub enum RunOutcome {
    /// The program ended (normally, by `System.exit`, or of an uncaught
    /// exception in main) with this exit status.
    Exit(i32),
    /// Every live thread is blocked; the text describes them.
    Deadlock(String),
    /// The VM could not go on.
    Error(VmError),
}

/// How many instructions a thread runs before another runnable thread
/// gets its turn (so that spin loops make progress in `run`).
pub const QUANTUM: u64 = 20_000;

/// Under `run`, the virtual time one bytecode instruction takes: about a
/// compiled Java program's pace, so that a thread sleeping while another
/// computes wakes after as much work as it would under `java`.
pub const NANOS_PER_INSTRUCTION: i64 = 1;

/// Under `Schedule::Random`, each turn runs between 1 and this many
/// instructions.
pub const RANDOM_QUANTUM_MAX: u64 = 2_000;

/// How `run_to_end_with` picks the thread to run next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Round robin, `QUANTUM` instructions a turn: `wayfinder run`.
    RoundRobin,
    /// A runnable thread picked at random for a random number of
    /// instructions (1 to `RANDOM_QUANTUM_MAX`) each turn; the same seed
    /// gives the same schedule.
    Random { seed: u64 },
}

/// One step of the SplitMix64 generator.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Vm {
    /// Creates the main thread, initialises the core classes and pushes
    /// `main(String[])` of `main_class` (binary name, `a.b.Main`).
    pub fn boot(&mut self, main_class: &str, args: &[String]) -> Result<(), VmError> {
        self.inputs.main_class = Some(main_class.replace('.', "/"));
        let thread_obj = self.alloc_object(self.wk.thread);
        self.state.heap.get_mut(thread_obj).shared = true;
        let tid = self.add_thread(thread_obj, false);
        let name = self.new_string("main");
        self.set_field(thread_obj, self.slots.thread_name, Value::Ref(Some(name)));
        self.set_field(thread_obj, self.slots.thread_priority, Value::Int(5));
        self.set_field(thread_obj, self.slots.thread_tid, Value::Long(1));
        self.set_field_by_name(thread_obj, "eetop", Value::Long(tid as i64 + 1));
        self.set_field_by_name(thread_obj, "threadStatus", Value::Int(1));
        // `java/lang/reflect/Method` as HotSpot (before `initPhase1`): the VM
        // makes its instances without `new`, and its superclass
        // `AccessibleObject` registers `SharedSecrets`' reflection access,
        // which `ReflectionFactory` reads once, when it is first used (by
        // `ObjectStreamClass`, say) and keeps null forever if too early.
        for core in [
            "java/lang/Object",
            "java/lang/String",
            "java/lang/System",
            "java/lang/Thread",
            "java/lang/reflect/Method",
            "java/lang/Throwable",
        ] {
            let c = self.load_class(core)?;
            self.boot_init(tid, c, core)?;
        }
        self.boot_thread_groups(tid, thread_obj)?;
        self.complete_boot(tid)?;
        let internal = main_class.replace('.', "/");
        let c = match self.load_class(&internal) {
            Ok(c) => c,
            // As `java`'s launcher: the main class failed verification
            // (exit 1, the VerifyError as the cause).
            Err(VmError::Linkage {
                class: class @ "java/lang/VerifyError",
                message,
            }) => {
                return Err(VmError::Linkage {
                    class,
                    message: format!("{message}\n(Unable to initialize main class {main_class})"),
                })
            }
            Err(VmError::Linkage { message, .. }) => {
                let message = message.replace(crate::error::UNNAMED_MODULE, "unnamed module");
                return Err(VmError::input(format!(
                    "could not find or load main class {main_class} ({message})"
                )));
            }
            Err(e) => return Err(e),
        };
        // As `java`'s launcher: a public `main(String[])`, static.
        let define = "please define the main method as: public static void main(String[] args)";
        let main = self
            .classes
            .find_own_method(c, "main", "([Ljava/lang/String;)V")
            .filter(|&m| self.classes.method(m).access & crate::classfile::access::PUBLIC != 0)
            .ok_or_else(|| {
                VmError::input(format!(
                    "main method not found in class {main_class}, {define}"
                ))
            })?;
        if !self.classes.method(main).is_static() {
            return Err(VmError::input(format!(
                "main method is not static in class {main_class}, {define}"
            )));
        }
        // The launcher initialises the main class before main runs (JLS
        // 12.4.1), with no Java frame below: an exception there is the main
        // thread's uncaught exception and its trace has no `main` frame.
        match self.initialize_now(tid, c) {
            Ok(()) => {}
            Err(Flow::Throw(e)) => {
                self.state.threads[tid as usize].frames.clear();
                return match self.unwind(tid, e) {
                    Some(SliceEnd::Error(e)) => Err(e),
                    _ => Ok(()),
                };
            }
            Err(Flow::Exit(code)) => {
                self.state.threads[tid as usize].frames.clear();
                self.pending_exit = Some(code);
                return Ok(());
            }
            Err(Flow::Error(e)) => return Err(e),
            Err(other) => {
                return Err(VmError::internal(format!(
                    "main class initialisation: {other:?}"
                )))
            }
        }
        let strings: Vec<_> = args.iter().map(|a| Some(self.new_string(a))).collect();
        let arr = self.new_array("[Ljava/lang/String;", ArrayData::Ref(strings))?;
        let frame = self
            .new_frame(main, &[Value::Ref(Some(arr))], ReturnAction::Normal)
            .map_err(|f| match f {
                Flow::Error(e) => e,
                other => VmError::internal(format!("{other:?}")),
            })?;
        self.state.threads[tid as usize].frames.push(frame);
        Ok(())
    }

    /// Creates the "system" thread group and its child "main", as HotSpot
    /// does at start-up, and puts the main thread in "main".
    fn boot_thread_groups(&mut self, tid: u32, main_thread: ObjRef) -> Result<(), VmError> {
        let fail = |what: &str, f: Flow| match f {
            Flow::Error(e) => e,
            other => VmError::internal(format!("creating the {what} thread group: {other:?}")),
        };
        let gc = self.load_class("java/lang/ThreadGroup")?;
        self.initialize_now(tid, gc)
            .map_err(|f| fail("system", f))?;
        let ctor = |vm: &Vm, desc: &str| {
            vm.classes
                .find_own_method(gc, "<init>", desc)
                .ok_or_else(|| {
                    VmError::internal(format!("java.lang.ThreadGroup has no constructor {desc}"))
                })
        };
        let system = self.alloc_object(gc);
        self.state.heap.get_mut(system).shared = true;
        let m = ctor(self, "()V")?;
        self.call_method(tid, m, &[Value::Ref(Some(system))])
            .map_err(|f| fail("system", f))?;
        let main = self.alloc_object(gc);
        self.state.heap.get_mut(main).shared = true;
        let name = self.new_string("main");
        let m = ctor(self, "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V")?;
        self.call_method(
            tid,
            m,
            &[
                Value::Ref(Some(main)),
                Value::Ref(Some(system)),
                Value::Ref(Some(name)),
            ],
        )
        .map_err(|f| fail("main", f))?;
        self.set_field_by_name(main_thread, "group", Value::Ref(Some(main)));
        // The main thread counts as a started thread of its group.
        let tc = self.wk.thread;
        if let Some(m) = self.classes.find_own_method(tc, "addToGroup", "()V") {
            self.call_method(tid, m, &[Value::Ref(Some(main_thread))])
                .map_err(|f| fail("main", f))?;
        }
        Ok(())
    }

    /// The rest of start-up once the main thread is in its group:
    /// `System.completeBoot()` raises the VM's init level to booted and sets
    /// the system class loader (the boot layer is built on first use).
    fn complete_boot(&mut self, tid: u32) -> Result<(), VmError> {
        let sys = self.load_class("java/lang/System")?;
        let m = self
            .classes
            .find_own_method(sys, "completeBoot", "()V")
            .ok_or_else(|| VmError::internal("System.completeBoot is missing"))?;
        match self.call_method(tid, m, &[]) {
            Ok(_) => Ok(()),
            Err(Flow::Error(e)) => Err(e),
            Err(Flow::Throw(e)) => {
                let (cls, msg) = self.describe_exception(e);
                Err(VmError::internal(format!(
                    "completing start-up threw {cls}{}",
                    msg.map(|m| format!(": {m}")).unwrap_or_default()
                )))
            }
            Err(other) => Err(VmError::internal(format!("completing start-up: {other:?}"))),
        }
    }

    fn boot_init(&mut self, tid: u32, c: u32, name: &str) -> Result<(), VmError> {
        match self.initialize_now(tid, c) {
            Ok(()) => Ok(()),
            Err(Flow::Throw(e)) => {
                let (cls, msg) = self.describe_exception(e);
                Err(VmError::internal(format!(
                    "initialising {name} threw {cls}{}",
                    msg.map(|m| format!(": {m}")).unwrap_or_default()
                )))
            }
            Err(Flow::Error(e)) => Err(e),
            Err(other) => Err(VmError::internal(format!("initialising {name}: {other:?}"))),
        }
    }

    /// Makes blocked threads whose monitor is free runnable again (taking
    /// the monitor for them). Returns whether any thread is runnable.
    fn wake_blocked(&mut self) {
        for i in 0..self.state.threads.len() {
            if self.state.threads[i].suspended {
                continue;
            }
            if let ThreadStatus::Blocked { monitor, count } = self.state.threads[i].status {
                if self.try_take_monitor(i as u32, monitor, count) {
                    self.state.threads[i].status = ThreadStatus::Runnable;
                }
            }
        }
    }

    /// Ends thread `t`'s timed wait (sleep, timed wait, join or park) by
    /// its timeout: the clock jumps to its deadline if it is not past it,
    /// a timed `Object.wait` goes on to take its monitor again.
    fn end_timed_wait(&mut self, t: u32) {
        self.state.time_out(t);
        self.state.threads[t as usize].status = match self.state.threads[t as usize].status {
            ThreadStatus::Waiting { monitor, count, .. } => {
                ThreadStatus::Blocked { monitor, count }
            }
            _ => ThreadStatus::Runnable,
        };
    }

    /// The next thread to run after `current`, round robin. Timed waits
    /// (sleeps included) end when the clock reaches their deadline: the
    /// clock moves with the instructions the threads execute
    /// (`NANOS_PER_INSTRUCTION`) and, when no thread can run, jumps to the
    /// earliest deadline, whose wait then ends. So a thread that sleeps
    /// while another works wakes after about as much work as `java` would
    /// have done meanwhile, and sleeping threads wake in deadline order.
    fn pick_thread(&mut self, current: u32) -> Option<u32> {
        let n = self.state.threads.len() as u32;
        let clock = self.state.clock_nanos;
        for t in 0..n {
            let th = &self.state.threads[t as usize];
            if !th.suspended && th.timed_wait_deadline().is_some_and(|d| d <= clock) {
                self.end_timed_wait(t);
            }
        }
        self.wake_blocked();
        for k in 0..n {
            let t = (current + k) % n;
            if self.state.threads[t as usize].suspended {
                continue;
            }
            if self.state.threads[t as usize].status == ThreadStatus::Runnable {
                return Some(t);
            }
        }
        // Nothing runnable: let the timed wait with the earliest deadline
        // time out.
        let t = (0..n)
            .filter_map(|t| {
                let th = &self.state.threads[t as usize];
                if th.suspended {
                    return None;
                }
                th.timed_wait_deadline().map(|d| (d, t))
            })
            .min()?
            .1;
        self.end_timed_wait(t);
        if self.state.threads[t as usize].status == ThreadStatus::Runnable {
            Some(t)
        } else {
            self.wake_blocked();
            self.pick_thread(t)
        }
    }

    /// Under `run` (not model checking): thread `tid`, inside a VM-internal
    /// call (`run_nested`: a reflective call, a class initialiser...), is
    /// blocked, so the other threads run, round robin as `run_to_end` runs
    /// them, until `tid` can go on (`Ok(true)`). `Ok(false)` when that
    /// cannot happen: no thread can run, or the one that could is itself
    /// inside a VM-internal call further down the host stack.
    pub(crate) fn wait_in_nested(&mut self, tid: u32) -> Result<bool, Flow> {
        let mut current = tid + 1;
        loop {
            let Some(t) = self.pick_thread(current) else {
                return Ok(false);
            };
            if t == tid {
                return Ok(true);
            }
            if self.nested_threads.contains(&t) {
                return Ok(false);
            }
            match self.run_slice(t, QUANTUM) {
                SliceEnd::Switch => current = t + 1,
                SliceEnd::Budget => {
                    self.advance_clock_by_work(QUANTUM);
                    current = t + 1
                }
                SliceEnd::Preempted => {}
                SliceEnd::Exit(code) => return Err(Flow::Exit(code)),
                SliceEnd::Error(e) => return Err(Flow::Error(e)),
                SliceEnd::Choice(_) | SliceEnd::Prune => {
                    return Err(Flow::Error(VmError::internal(
                        "a model-checking choice outside a search",
                    )))
                }
                SliceEnd::ToHost(_) | SliceEnd::ThrownToHost(_) => {
                    return Err(Flow::Error(VmError::internal(
                        "a VM-internal call of another thread escaped to a waiting one",
                    )))
                }
            }
        }
    }

    /// A thread used up a turn of `instructions`: the clock moves by the
    /// time they would take (`NANOS_PER_INSTRUCTION`), so that the
    /// deadlines of sleeping and timed-waiting threads pass while others
    /// compute. Only the full turns count: a turn that ends early ended
    /// at a blocking or yielding operation, and time that passes while
    /// every thread waits is the jump to the earliest deadline.
    fn advance_clock_by_work(&mut self, instructions: u64) {
        let nanos = (instructions as i64).saturating_mul(NANOS_PER_INSTRUCTION);
        self.state.clock_nanos = self.state.clock_nanos.saturating_add(nanos);
    }

    /// A runnable thread chosen by `r` (uniformly among those that can run
    /// now); when none can, as `pick_thread` does (timed waits end).
    fn pick_random_thread(&mut self, r: u32) -> Option<u32> {
        self.wake_blocked();
        let ready: Vec<u32> = (0..self.state.threads.len() as u32)
            .filter(|&t| {
                !self.state.threads[t as usize].suspended
                    && matches!(
                        self.state.threads[t as usize].status,
                        ThreadStatus::Runnable | ThreadStatus::Sleeping
                    )
            })
            .collect();
        if ready.is_empty() {
            return self.pick_thread(0);
        }
        let t = ready[(r as usize) % ready.len()];
        if self.state.threads[t as usize].status == ThreadStatus::Sleeping {
            self.state.time_out(t);
        }
        self.state.threads[t as usize].status = ThreadStatus::Runnable;
        Some(t)
    }

    /// Runs the booted program to its end.
    pub fn run_to_end(&mut self) -> RunOutcome {
        self.run_to_end_with(Schedule::RoundRobin)
    }

    /// Runs the booted program to its end under `schedule`.
    pub fn run_to_end_with(&mut self, schedule: Schedule) -> RunOutcome {
        if let Some(code) = self.pending_exit {
            return RunOutcome::Exit(code);
        }
        let mut rng = match schedule {
            Schedule::RoundRobin => None,
            // SplitMix64 state; the seed is mixed so that 0, 1, 2... differ well.
            Schedule::Random { seed } => Some(seed ^ 0x5851_F42D_4C95_7F2D),
        };
        let mut current = 0u32;
        loop {
            let live_user = self.state.threads.iter().any(|t| t.is_alive() && !t.daemon);
            if !live_user {
                let main_died = self.state.threads[0].uncaught.is_some();
                return RunOutcome::Exit(if main_died { 1 } else { 0 });
            }
            let (picked, budget) = match rng.as_mut() {
                None => (self.pick_thread(current), QUANTUM),
                Some(state) => {
                    let r = splitmix64(state);
                    let budget = 1 + (r >> 32) % RANDOM_QUANTUM_MAX;
                    (self.pick_random_thread(r as u32), budget)
                }
            };
            let Some(t) = picked else {
                return RunOutcome::Deadlock(self.describe_threads());
            };
            match self.run_slice(t, budget) {
                SliceEnd::Switch => {
                    // Another thread's turn first, if there is one.
                    current = t + 1;
                }
                SliceEnd::Budget => {
                    self.advance_clock_by_work(budget);
                    current = t + 1
                }
                SliceEnd::Exit(code) => return RunOutcome::Exit(code),
                SliceEnd::Error(e) => return RunOutcome::Error(e),
                SliceEnd::Preempted => {}
                SliceEnd::Choice(_) | SliceEnd::Prune => {
                    return RunOutcome::Error(VmError::internal(
                        "a model-checking choice outside a search",
                    ))
                }
                SliceEnd::ToHost(_) | SliceEnd::ThrownToHost(_) => {
                    return RunOutcome::Error(VmError::internal(
                        "a VM-internal call escaped to the scheduler",
                    ))
                }
            }
        }
    }

    /// One line per live thread: its name, state and where it is.
    pub fn describe_threads(&self) -> String {
        let mut out = String::new();
        for t in &self.state.threads {
            if !t.is_alive() {
                continue;
            }
            let name = self
                .field(t.obj, self.slots.thread_name)
                .as_ref()
                .map(|s| self.string_value(s))
                .unwrap_or_default();
            let what = match t.status {
                ThreadStatus::Blocked { monitor, .. } => {
                    let owner = self.state.heap.get(monitor).monitor.owner;
                    format!(
                        "blocked on {} held by {}",
                        self.object_label(monitor),
                        owner
                            .map(|o| format!("thread {o} \"{}\"", self.thread_name(o)))
                            .unwrap_or_else(|| "nobody".into())
                    )
                }
                ThreadStatus::Waiting { monitor, .. } => {
                    format!("waiting on {}", self.object_label(monitor))
                }
                ThreadStatus::Joining { target, .. } => format!("joining thread {target}"),
                ThreadStatus::Parked { .. } => "parked".to_string(),
                ThreadStatus::InitWaiting { class } => {
                    let by = match self.state.class(class).init {
                        crate::state::InitState::InProgress(o)
                        | crate::state::InitState::SupersPending { thread: o, .. } => {
                            format!(" by thread {o} \"{}\"", self.thread_name(o))
                        }
                        _ => String::new(),
                    };
                    format!(
                        "waiting for initialisation of class {}{by}",
                        self.classes.get(class).java_name()
                    )
                }
                s => format!("{s:?}"),
            };
            let what = if t.suspended {
                format!("suspended, {what}")
            } else {
                what
            };
            let place = t
                .frames
                .last()
                .map(|f| {
                    // A thread blocked in `monitorenter` has already moved
                    // past it (the scheduler takes the monitor for it):
                    // show the `synchronized` it waits at, as `jstack` does.
                    let blocked_at_enter = matches!(t.status, ThreadStatus::Blocked { .. })
                        && f.pc > 0
                        && self
                            .classes
                            .method(f.method)
                            .code
                            .as_ref()
                            .is_some_and(|c| {
                                matches!(
                                    c.insns.get(f.pc as usize - 1),
                                    Some(crate::insn::Insn::MonitorEnter)
                                )
                            });
                    self.frame_location(f.method, f.pc - blocked_at_enter as u32)
                })
                .unwrap_or_default();
            out.push_str(&format!(
                "  thread {} \"{}\": {} at {}\n",
                t.id, name, what, place
            ));
            // The rest of its stack, innermost frame first.
            for f in t.frames.iter().rev().skip(1) {
                if !self.is_hidden_frame(f.method) {
                    out.push_str(&format!("\tat {}\n", self.frame_location(f.method, f.pc)));
                }
            }
        }
        if self.only_idle_pool_workers_live() {
            out.push_str(
                "  note: every live thread is an idle pool worker waiting for its next task: a \
                 program that never calls shutdown() on its pool does not end (a JVM would not \
                 exit either); shut the pool down once its work is submitted\n",
            );
        }
        out
    }

    /// Is every live thread a `ThreadPoolExecutor` worker waiting in
    /// `getTask` for a task (the usual way a program that forgot to shut its
    /// pool down ends in a deadlock)? For reports only.
    fn only_idle_pool_workers_live(&self) -> bool {
        let mut live = self
            .state
            .threads
            .iter()
            .filter(|t| t.is_alive())
            .peekable();
        live.peek().is_some()
            && live.all(|t| {
                t.frames.iter().any(|f| {
                    let m = self.classes.method(f.method);
                    &*m.name == "getTask"
                        && self.classes.get(m.class).name.as_ref()
                            == "java/util/concurrent/ThreadPoolExecutor"
                })
            })
    }

    /// Every live thread's Java stack, innermost frame first, as
    /// `Throwable.printStackTrace` lays it out.
    pub fn java_stacks(&self) -> String {
        let mut out = String::new();
        for t in &self.state.threads {
            if t.frames.is_empty() {
                continue;
            }
            out.push_str(&format!(
                "  thread {} \"{}\":\n",
                t.id,
                self.thread_name(t.id)
            ));
            for f in t.frames.iter().rev() {
                if !self.is_hidden_frame(f.method) {
                    out.push_str(&format!("\tat {}\n", self.frame_location(f.method, f.pc)));
                }
            }
        }
        out
    }

    /// The name of thread `tid` (its `Thread.name`).
    pub fn thread_name(&self, tid: u32) -> String {
        let obj = self.state.threads[tid as usize].obj;
        self.field(obj, self.slots.thread_name)
            .as_ref()
            .map(|s| self.string_value(s))
            .unwrap_or_default()
    }

    /// Where thread `tid` is, for a person: its top frame, and when that is
    /// inside the JDK, the innermost frame of the program's own code too.
    /// Frames of the VM's own generated classes (a string concatenation's
    /// or a lambda's, `$$Wayfinder...`, which have no source) are left out
    /// as in stack traces: the frame that called them stands for them.
    pub fn thread_location(&self, tid: u32) -> String {
        let all = &self.state.threads[tid as usize].frames;
        let frames: Vec<_> = all
            .iter()
            .filter(|f| !self.is_hidden_frame(f.method))
            .collect();
        let Some(top) = frames.last().copied().or(all.last()) else {
            return "(thread ended)".into();
        };
        let here = self.frame_location(top.method, top.pc);
        let is_user = |m: u32| {
            let c = self.classes.method(m).class;
            !matches!(
                self.classes.get(c).origin,
                Some(crate::classpath::Origin::Jdk { .. }) | None
            )
        };
        if is_user(top.method) {
            return here;
        }
        match frames.iter().rev().find(|f| is_user(f.method)) {
            Some(f) => format!("{here} called from {}", self.frame_location(f.method, f.pc)),
            None => here,
        }
    }

    /// What thread `tid` does next, when its top frame (hidden frames
    /// left out) is the program's own code about to touch shared memory:
    /// `read of Lobby.players`, `write of an array element (int)`, `entry to
    /// a synchronized block`. `None` inside the JDK, for other
    /// instructions and for an ended thread. Used by reports: a trace step
    /// names where the thread stopped, and this says what it stopped
    /// before, so a lost update reads as two reads and two writes.
    pub fn pending_access(&self, tid: u32) -> Option<String> {
        use crate::insn::Insn;
        let top = self.state.threads[tid as usize]
            .frames
            .iter()
            .rev()
            .find(|f| !self.is_hidden_frame(f.method))?;
        let meth = self.classes.method(top.method);
        let class = self.classes.get(meth.class);
        if matches!(
            class.origin,
            Some(crate::classpath::Origin::Jdk { .. }) | None
        ) {
            return None;
        }
        let field = |idx: &crate::insn::CpIdx| match class.cp().get(usize::from(*idx)) {
            Some(crate::classfile::CpEntry::FieldRef { class, name, .. }) => {
                Some(format!("{}.{name}", crate::descriptor::binary_name(class)))
            }
            _ => None,
        };
        let element = |k: &crate::insn::ArrayKind| {
            use crate::insn::ArrayKind as K;
            let kind = match k {
                K::Int => "int",
                K::Long => "long",
                K::Float => "float",
                K::Double => "double",
                K::Ref => "reference",
                K::ByteOrBool => "byte or boolean",
                K::Char => "char",
                K::Short => "short",
            };
            format!("array element ({kind})")
        };
        Some(match top.code.insns.get(top.pc as usize)? {
            Insn::GetField(i) | Insn::GetStatic(i) => format!("read of {}", field(i)?),
            Insn::PutField(i) | Insn::PutStatic(i) => format!("write of {}", field(i)?),
            Insn::ArrayLoad(k) => format!("read of an {}", element(k)),
            Insn::ArrayStore(k) => format!("write of an {}", element(k)),
            Insn::MonitorEnter => "entry to a synchronized block".to_string(),
            _ => return None,
        })
    }

    /// `java.lang.Object@5e3b2a1c` style label for reports: the class and
    /// the identity hash code, as `Object.toString()` prints them here.
    pub fn object_label(&self, o: crate::value::ObjRef) -> String {
        let c = self.state.heap.get(o).class;
        let hash = crate::natives::object::identity_hash(self, o);
        format!("{}@{:x}", self.classes.get(c).java_name(), hash)
    }

    /// Is `m` a method of one of the VM's own generated classes (lambda and
    /// method-handle call sites), which reports leave out as HotSpot leaves
    /// out its hidden frames?
    fn is_hidden_frame(&self, m: u32) -> bool {
        let c = self.classes.method(m).class;
        crate::natives::stack_walker::is_hidden_class(&self.classes.get(c).name)
    }

    /// `Main.run(Main.java:12)` for a method and pc (a model class's frame
    /// with the JDK's line where known: `crate::model_lines::line`).
    pub fn frame_location(&self, m: u32, pc: u32) -> String {
        let meth = self.classes.method(m);
        let cl = self.classes.get(meth.class);
        let line = crate::model_lines::line(self, m, pc);
        format!(
            "{}.{}({}{})",
            cl.java_name(),
            meth.name,
            cl.source_file().unwrap_or("Unknown Source"),
            line.map(|l| format!(":{l}")).unwrap_or_default()
        )
    }
}
