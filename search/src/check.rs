//! The one entry to model checking that the command line, replay and the
//! tests share: boot the program with the reductions asked for, search,
//! and start again whenever the search finds one of a reduction's
//! run-time-checked claims wrong (a field taken as stable written after
//! construction, statics taken as one thread's used by another); each
//! restart drops one claim.

use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use fxhash::FxHashSet;

use wayfinder_reductions::{
    CheckPolicy, Demoted, LibraryRules, LocalStatics, LockProtected, OwnedObjects, SharedClasses,
    SharedObjects, StableFields,
};
use wayfinder_vm::abstraction::Entry;
use wayfinder_vm::classpath::find_java_home;
use wayfinder_vm::library::LibraryAtomicity;
use wayfinder_vm::{AllocKey, Vm, VmConfig, VmError};

use crate::explorer::{Explorer, Limits, Outcome, Retraction};
use crate::ltl::LtlOptions;
use crate::time::Timeouts;
use wayfinder_reductions::SharedVisible;

/// Why `--por=dpor` ran as `--por=static`.
pub const DPOR_FALLBACK_NOTE: &str = "--por=dpor ran as --por=static: dynamic partial-order \
     reduction keeps every deadlock and assertion, not every path an LTL formula or key \
     attribute observes nor every state a race report looks at";

/// The program to run: class path, main class and arguments.
#[derive(Clone, Debug)]
pub struct Program {
    /// Directories and jar files, separated by ':'.
    pub classpath: String,
    pub enable_assertions: bool,
    /// The main class's binary name.
    pub main_class: String,
    pub args: Vec<String>,
    /// The Java heap's size in bytes (`--heap`); `None`: the VM's default.
    pub heap: Option<u64>,
    /// The default time zone's ID the program sees.
    pub time_zone: String,
    /// What `Runtime.availableProcessors()` returns (`--processors`).
    pub processors: u32,
}

/// The reductions that change what a transition is or how objects are
/// identified: a search and the replay of its counterexample must agree
/// on them.
pub struct Reductions {
    pub por: bool,
    pub alloc_key: AllocKey,
    /// The stable-field pass, with the fields a run found written after
    /// construction; `None` when turned off.
    pub stable_fields: Option<Demoted>,
    /// Static areas used by one thread, with the classes found shared;
    /// `None` when turned off.
    pub local_statics: Option<SharedClasses>,
    /// Calls into the concurrency library run as one transition
    /// (`wayfinder_reductions::library_atomicity`).
    pub library_atomicity: bool,
    /// Reading a `String`'s contents is no scheduling point
    /// (`wayfinder_vm::frozen_strings`); cleared when a run wrote a
    /// string's array. Only with partial-order reduction.
    pub frozen_strings: Rc<Cell<bool>>,
    /// Calls of the JDK's locale and format services entered from outside
    /// the library take no scheduling point
    /// (`wayfinder_reductions::quiet_services`); cleared when a run wrote
    /// one of their inputs while other threads were alive. Only with
    /// partial-order reduction and library-level atomicity.
    pub quiet_services: Rc<Cell<bool>>,
    /// Objects a class initialiser published are sealed
    /// (`wayfinder_vm::sealed_objects`), except instances of the classes
    /// listed (internal names: a run found one written); `None` when
    /// turned off. Only with partial-order reduction.
    pub sealed_objects: Option<SharedClasses>,
    /// Shared objects one thread alone uses while others are alive
    /// (`wayfinder_reductions::owned_objects`), except the identities
    /// listed (a run found them used by two threads); `None` when turned
    /// off. Only with partial-order reduction.
    pub owned_objects: Option<SharedObjects>,
}

/// Everything a `check` needs.
pub struct CheckConfig {
    pub program: Program,
    /// The values `Verifier.nondetInt()` and friends range over, as LO:HI.
    pub nondet_range: String,
    pub reductions: Reductions,
    /// The time limit covers every run together.
    pub limits: Limits,
    /// Report data races too.
    pub races: bool,
    /// Report exceptions a handler of the program took too (see
    /// `Explorer::report_handled`).
    pub report_handled: bool,
    /// Interleave only these threads (see `Explorer::focus`).
    pub focus: Option<Vec<String>>,
    pub sleep_sets: bool,
    /// Dynamic partial-order reduction (`crate::strategy::dpor`); not with
    /// LTL, key attributes or race reports, which fall back to the static
    /// reduction with a note.
    pub dpor: bool,
    /// Store states exactly instead of as fingerprints.
    pub exact: bool,
    /// Print progress to stderr.
    pub progress: bool,
    /// Progress as one plain line every few seconds (stderr is not a
    /// terminal), rather than one line rewritten every second.
    pub progress_plain: bool,
    /// When a timed wait may time out (see `crate::time`).
    pub timeouts: Timeouts,
    /// What `System.currentTimeMillis()` returns before any time has
    /// passed (set once the program is booted).
    pub clock_start: i64,
    /// Which of the program's untimed `wait()` calls may wake spuriously
    /// (`Vm::spurious_wakeups`).
    pub spurious_wakeups: wayfinder_vm::unlooped_waits::SpuriousWakeups,
    /// Makes, for each run, what stops it while a transition runs (see
    /// `Vm::watchdog`).
    pub watchdog: Option<Box<Watchdog>>,
    /// Data abstraction and choose-free search.
    pub abstraction: AbstractionConfig,
    /// Key attributes and properties over them (`crate::keyattr`).
    pub keys: Option<crate::keyattr::KeyConfig>,
    /// Check this LTL formula (`crate::ltl`) instead of the safety
    /// properties alone.
    pub ltl: Option<LtlOptions>,
    /// Called when the search starts again, after the last run's VM and
    /// store are dropped and before the next run boots: the binary hands
    /// the freed memory back to the system (its allocator keeps freed
    /// pages for a while, and the next run's would come on top of them in
    /// the peak).
    pub between_runs: Option<fn()>,
}

/// Data abstraction (`--abstract`) and choose-free search.
#[derive(Clone, Debug, Default)]
pub struct AbstractionConfig {
    /// The abstracted fields and their domains.
    pub entries: Vec<Entry>,
    /// Explore only paths without abstraction choices (and without
    /// `Verify.randomBool()` / `Verify.random(n)`).
    pub choose_free: bool,
    /// How many spurious abstract counterexamples a search goes past.
    pub max_spurious: usize,
}

/// Makes a run's `Vm::watchdog`.
pub type Watchdog = dyn Fn() -> Box<dyn FnMut() -> Option<String>>;

/// What a `check` found.
pub struct Checked {
    /// The last search's outcome.
    pub outcome: Outcome,
    /// How many times the search started again.
    pub restarts: u32,
    /// Whether library-level atomicity was on in the last search (an LTL
    /// proposition that reads the library's state turns it off).
    pub library_atomicity: bool,
    /// What the search changed of the reductions asked for, and why.
    pub notes: Vec<String>,
    /// The program's untimed `wait()`/`park()` calls and weak CASes that
    /// no loop re-tests (`wayfinder_vm::unlooped_waits`) and that ran in
    /// the last search, whose spurious returns it did not explore
    /// (`--spurious-wakeups=none`).
    pub unlooped_waits: Vec<String>,
    /// Were the pool's bookkeeping counters in the compared state in the
    /// last search (`wayfinder_vm::bookkeeping`)? It also decides where
    /// pool workers' transitions end, so a replay must know it.
    pub counters_in_state: bool,
}

/// A VM for `program`, not booted. Without a policy, object identities
/// are allocation order and only feed identity hash codes (a search
/// installs the policy its reductions ask for, see `boot`).
pub fn new_vm(program: &Program) -> Result<Vm, VmError> {
    let java_home = find_java_home().map_err(|e| VmError::input(e.to_string()))?;
    let classpath: Vec<PathBuf> = program
        .classpath
        .split(':')
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
        .collect();
    let mut vm = Vm::new(VmConfig {
        classpath,
        java_home,
        enable_assertions: program.enable_assertions,
        processors: program.processors,
    })?;
    if let Some(bytes) = program.heap {
        vm.heap_limit = bytes;
    }
    vm.time_zone = program.time_zone.clone();
    Ok(vm)
}

/// Parses a `--nondet-range` value `LO:HI`.
pub fn parse_range(s: &str) -> Result<(i64, i64), VmError> {
    let (lo, hi) = s
        .split_once(':')
        .ok_or_else(|| VmError::input(format!("--nondet-range wants LO:HI, got {s}")))?;
    let lo: i64 = lo
        .trim()
        .parse()
        .map_err(|_| VmError::input(format!("bad --nondet-range {s}")))?;
    let hi: i64 = hi
        .trim()
        .parse()
        .map_err(|_| VmError::input(format!("bad --nondet-range {s}")))?;
    if hi < lo || hi - lo > 1_000_000 {
        return Err(VmError::input(format!(
            "bad --nondet-range {s}: need LO <= HI and at most 1000001 values"
        )));
    }
    Ok((lo, hi))
}

/// Boots `program` for model checking with reductions `r` and the
/// nondeterministic values `range` (LO:HI); its output is discarded.
pub fn boot(program: &Program, range: &str, r: &Reductions) -> Result<Vm, VmError> {
    boot_with(
        program,
        range,
        r,
        r.library_atomicity,
        None,
        &AbstractionConfig::default(),
    )
}

/// As `boot`, with data abstraction or choose-free search installed
/// before the program starts.
pub fn boot_abstract(
    program: &Program,
    range: &str,
    r: &Reductions,
    abstraction: &AbstractionConfig,
) -> Result<Vm, VmError> {
    boot_with(program, range, r, r.library_atomicity, None, abstraction)
}

/// `boot`, with library-level atomicity `library_atomicity` (instead of
/// `r`'s), the visible operations of a temporal property (filled once
/// the property is resolved on the booted VM, see `crate::ltl::prepare`)
/// and data abstraction.
///
/// For replaying a schedule a search found: the run-time-checked claims
/// that need it decide as that search's run left them (see
/// `wayfinder_reductions::lock_protected`, "Replays"); `check`'s own runs
/// boot with `boot_run`.
pub fn boot_with(
    program: &Program,
    range: &str,
    r: &Reductions,
    library_atomicity: bool,
    visible: Option<SharedVisible>,
    abstraction: &AbstractionConfig,
) -> Result<Vm, VmError> {
    boot_run(
        program,
        range,
        r,
        library_atomicity,
        visible,
        abstraction,
        false,
    )
}

/// `boot_with`; `search`: for a run of the search (claims are made and
/// checked), not a replay.
fn boot_run(
    program: &Program,
    range: &str,
    r: &Reductions,
    library_atomicity: bool,
    visible: Option<SharedVisible>,
    abstraction: &AbstractionConfig,
    search: bool,
) -> Result<Vm, VmError> {
    let mut vm = new_vm(program)?;
    if !abstraction.entries.is_empty() {
        vm.install_abstraction(
            abstraction.entries.clone(),
            abstraction.choose_free,
            &program.main_class,
        )?;
    }
    if abstraction.choose_free {
        vm.choose_free = Some(0);
    }
    let mut policy = CheckPolicy::new(r.por, r.alloc_key);
    policy.visible = visible;
    // Both refine partial-order reduction: without it every access is a
    // scheduling point anyway.
    if let (Some(d), true) = (&r.stable_fields, r.por) {
        policy.stable_fields = Some(StableFields::new(d.clone()));
    }
    if let (Some(shared), true) = (&r.local_statics, r.por) {
        policy.local_statics = Some(LocalStatics::new(shared.clone()));
    }
    if let (Some(shared), true) = (&r.owned_objects, r.por) {
        policy.owned_objects = Some(OwnedObjects::new(shared.clone()));
        // Lock-protected objects share the owned objects' set of
        // identities (`wayfinder_reductions::lock_protected`).
        if std::env::var_os("WAYFINDER_NO_LOCK_PROTECTED").is_none() {
            policy.lock_protected = Some(LockProtected::new(shared.clone(), !search));
        }
        vm.observe_ops = true;
    }
    // Library rule 7's calls must exist for their points to go
    // (`wayfinder_reductions::quiet_services`); the claim's writers are
    // seen where a transition starts too.
    if r.por && library_atomicity && r.quiet_services.get() {
        policy.quiet_services = true;
        vm.observe_ops = true;
    }
    // Objects no other thread can reach (`wayfinder_reductions::unreached`).
    if r.por && std::env::var_os("WAYFINDER_NO_UNREACHED").is_none() {
        policy.unreached = Some(Default::default());
    }
    vm.policy = Some(Box::new(policy));
    vm.frozen_strings = r.por && r.frozen_strings.get();
    if let (Some(unsealed), true) = (&r.sealed_objects, r.por) {
        vm.sealed.on = true;
        vm.sealed.unsealed = unsealed.borrow().iter().cloned().collect();
    }
    if library_atomicity {
        // A `Logger` call is one step under the quiet-services claim,
        // which covers the logging configuration too
        // (`wayfinder_reductions::logger_calls`).
        vm.library = LibraryAtomicity::new(Box::new(LibraryRules {
            logger_calls: r.por && r.quiet_services.get(),
        }));
    }
    vm.nondet_range = parse_range(range)?;
    vm.output = wayfinder_vm::Output::Discard;
    vm.enable_model_checking();
    vm.boot(&program.main_class, &program.args)?;
    Ok(vm)
}

/// Searches `config.program` until the search is complete, finds a
/// violation or hits a limit (or `stop` is set), starting again without
/// each claim a search finds wrong (the claims dropped are recorded in
/// `config.reductions`).
pub fn check(config: &CheckConfig, stop: &AtomicBool) -> Result<Checked, VmError> {
    let mut restarts = 0u32;
    let started = Instant::now();
    let reductions = &config.reductions;
    let mut library_atomicity = reductions.library_atomicity;
    let mut notes = Vec::new();
    // Are the library's statistics counters in the compared state (after
    // a run in which the program read them)?
    let mut counters_in_state = false;
    let dpor = config.dpor && config.ltl.is_none() && config.keys.is_none() && !config.races;
    if config.dpor && !dpor {
        notes.push(DPOR_FALLBACK_NOTE.to_string());
    }
    loop {
        let visible = config.ltl.as_ref().map(|_| SharedVisible::default());
        let mut vm = boot_run(
            &config.program,
            &config.nondet_range,
            reductions,
            library_atomicity,
            visible.clone(),
            &config.abstraction,
            true,
        )?;
        let prepared = match &config.ltl {
            Some(options) => {
                let p = crate::ltl::prepare(
                    &mut vm,
                    &config.program.classpath,
                    options,
                    visible.as_ref(),
                )?;
                if p.propositions.reads_library_state && library_atomicity {
                    // The library's steps must be visible one by one.
                    library_atomicity = false;
                    notes.push(
                        "library-level atomicity off: a proposition reads the state of a                          java.util.concurrent object"
                            .to_string(),
                    );
                    continue;
                }
                Some(p)
            }
            None => None,
        };
        vm.clock_origin_millis = config.clock_start;
        vm.spurious_wakeups = config.spurious_wakeups;
        vm.counters_in_state = counters_in_state;
        vm.program_hooks_only = true;
        // The time limit covers every run together.
        let run_limits = Limits {
            since: Some(started),
            ..config.limits.clone()
        };
        if let Some(make) = &config.watchdog {
            vm.watchdog = Some(make());
        }
        let mut explorer = Explorer::new(&mut vm, run_limits, stop, config.progress);
        explorer.progress_plain = config.progress_plain;
        explorer.races = config.races;
        explorer.report_handled = config.report_handled;
        explorer.sleep_sets = config.sleep_sets;
        explorer.dpor = dpor;
        explorer.exact = config.exact;
        explorer.focus = config.focus.clone();
        explorer.timeouts = config.timeouts;
        explorer.max_spurious = config.abstraction.max_spurious;
        if !config.abstraction.entries.is_empty() {
            // Abstract counterexamples are replayed on fresh boots, with
            // and without the abstraction.
            explorer.confirm = Some(Box::new(|trace, violation| {
                let fresh = |a: &AbstractionConfig| -> Result<Vm, VmError> {
                    // Under --ltl the search's transitions also end at the
                    // property's visible operations, and library-level
                    // atomicity may be off: the replays must cut the
                    // schedule the same way.
                    // So does whether the pool's bookkeeping is in the state.
                    if let Some(options) = &config.ltl {
                        let (mut vm, _) = crate::ltl::abstracted::prepared_boot(
                            config,
                            options,
                            library_atomicity,
                            a,
                        )?;
                        vm.counters_in_state = counters_in_state;
                        return Ok(vm);
                    }
                    let mut vm =
                        boot_abstract(&config.program, &config.nondet_range, reductions, a)?;
                    vm.clock_origin_millis = config.clock_start;
                    vm.spurious_wakeups = config.spurious_wakeups;
                    vm.counters_in_state = counters_in_state;
                    Ok(vm)
                };
                let mut abstract_vm = fresh(&AbstractionConfig {
                    choose_free: false,
                    ..config.abstraction.clone()
                })?;
                let mut concrete_vm = fresh(&AbstractionConfig::default())?;
                crate::abstract_cex::confirm(
                    &mut abstract_vm,
                    &mut concrete_vm,
                    trace,
                    violation,
                    crate::ReplayOptions {
                        races: config.races || config.focus.is_some(),
                        report_handled: config.report_handled,
                        timeouts: config.timeouts,
                    },
                )
            }));
        }
        explorer.keys = config.keys.clone();
        let mut outcome = match (&prepared, &config.ltl) {
            (Some(p), Some(options)) => {
                if !config.abstraction.entries.is_empty() {
                    // Abstract lassos are replayed on fresh boots of the
                    // concrete program as the search finds them.
                    explorer.confirm_lasso = Some(Box::new(|lasso| {
                        crate::ltl::abstracted::lasso_spurious(
                            config,
                            options,
                            library_atomicity,
                            lasso,
                        )
                    }));
                }
                let outcome = crate::ltl::ndfs::search(&mut explorer, p, options)?;
                drop(explorer);
                outcome
            }
            _ => explorer.run()?,
        };
        if outcome.retraction.is_none() {
            confirm_projected(config, &mut outcome)?;
        }
        match (&outcome.retraction, reductions) {
            (
                Some(Retraction::UnstableField(field)),
                Reductions {
                    stable_fields: Some(demoted),
                    ..
                },
            ) => {
                demoted.borrow_mut().insert(field.clone());
            }
            (
                Some(Retraction::SharedStatics(class)),
                Reductions {
                    local_statics: Some(shared),
                    ..
                },
            ) => {
                shared.borrow_mut().insert(class.clone());
            }
            // The identities are among the shared ones already. A run a
            // limit stopped (it went on past the break) is inconclusive
            // anyway: starting again would report an empty run's figures.
            (Some(Retraction::SharedObject(_)), _) if outcome.limit.is_some() => {
                outcome.retraction = None;
                return Ok(Checked {
                    outcome,
                    restarts,
                    library_atomicity,
                    notes,
                    unlooped_waits: wayfinder_vm::unlooped_waits::unexplored_sites(&vm),
                    counters_in_state,
                });
            }
            (Some(Retraction::SharedObject(_)), _) => {}
            (Some(Retraction::CountersRead), _) => counters_in_state = true,
            (Some(Retraction::FrozenStringWritten), _) => reductions.frozen_strings.set(false),
            (Some(Retraction::LibraryInputWritten), _) => reductions.quiet_services.set(false),
            (
                Some(Retraction::SealedObjectWritten(classes)),
                Reductions {
                    sealed_objects: Some(unsealed),
                    ..
                },
            ) => {
                unsealed.borrow_mut().extend(classes.iter().cloned());
            }
            _ => {
                return Ok(Checked {
                    outcome,
                    restarts,
                    library_atomicity,
                    notes,
                    unlooped_waits: wayfinder_vm::unlooped_waits::unexplored_sites(&vm),
                    counters_in_state,
                })
            }
        }
        if std::env::var_os("WAYFINDER_DEBUG_POINTS").is_some() {
            eprintln!(
                "restart: {:?} after {} states",
                outcome.retraction, outcome.stats.states
            );
        }
        drop(outcome);
        drop(vm);
        if let Some(release) = config.between_runs {
            release();
        }
        restarts += 1;
    }
}

impl Reductions {
    /// The fields found written after construction, sorted.
    pub fn unstable_fields(&self) -> Vec<String> {
        sorted(self.stable_fields.as_ref())
    }

    /// The classes found written after a class initialiser published an
    /// instance (never sealed), sorted.
    pub fn unsealed_classes(&self) -> Vec<String> {
        sorted(self.sealed_objects.as_ref())
    }

    /// The object identities found used by two threads, sorted.
    pub fn shared_objects(&self) -> Vec<u64> {
        sorted(self.owned_objects.as_ref())
    }

    /// The classes whose statics were found shared (in the set's order).
    pub fn shared_statics(&self) -> Vec<String> {
        self.local_statics
            .as_ref()
            .map(|s| s.borrow().iter().cloned().collect())
            .unwrap_or_default()
    }
}

/// The elements of a set a reduction fills during the search, sorted
/// (empty when the reduction is off), for reports and trace files.
fn sorted<T: Ord + Clone>(set: Option<&Rc<RefCell<FxHashSet<T>>>>) -> Vec<T> {
    let mut v: Vec<T> = set
        .map(|s| s.borrow().iter().cloned().collect())
        .unwrap_or_default();
    v.sort_unstable();
    v
}

/// Under `--match keys`, a violation found on the projected model is
/// replayed on the program with full state matching: confirmed when the
/// replay ends in the same violation; otherwise it is spurious and the
/// search inconclusive.
fn confirm_projected(config: &CheckConfig, outcome: &mut Outcome) -> Result<(), VmError> {
    let Some(keys) = config.keys.as_ref().filter(|k| k.match_keys) else {
        return Ok(());
    };
    let Some(found) = outcome.violation.clone() else {
        return Ok(());
    };
    let mut vm = boot(&config.program, &config.nondet_range, &config.reductions)?;
    vm.clock_origin_millis = config.clock_start;
    vm.spurious_wakeups = config.spurious_wakeups;
    let choices: Vec<crate::Choice> = outcome
        .trace
        .iter()
        .map(|s| match s.choice {
            Some(value) => crate::Choice::Value {
                tid: s.thread,
                value,
            },
            None => crate::Choice::Thread(s.thread),
        })
        .collect();
    let full = crate::keyattr::KeyConfig {
        match_keys: false,
        ..keys.clone()
    };
    let replayed = crate::replay::replay_with_keys(
        &mut vm,
        &choices,
        crate::ReplayOptions {
            races: config.races,
            report_handled: config.report_handled,
            timeouts: config.timeouts,
        },
        Some(&full),
    );
    let confirmed =
        matches!(replayed, Ok(Some(v)) if v.kind == found.kind && v.exception == found.exception);
    if let Some(k) = outcome.keyattr.as_mut() {
        k.confirmed = Some(confirmed);
    }
    if !confirmed {
        outcome.verdict = crate::Verdict::Inconclusive;
        outcome.limit = Some(format!(
            "{}; the violation found there ({}) is spurious: a replay with full state matching \
             does not reproduce it",
            crate::keyattr::PROJECTED,
            found.summary()
        ));
        outcome.violation = None;
        outcome.trace.clear();
    }
    Ok(())
}
