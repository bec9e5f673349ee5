//! The `wayfinder` command.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use wayfinder_vm::runner::RunOutcome;
use wayfinder_vm::{exit_code, Vm, VmError};

mod analyze;
mod java_flags;
mod trace_text;

/// The allocator: mimalloc. A search allocates and frees millions of small
/// blocks (frames' value vectors, snapshot copies of heap chunks and
/// objects); glibc's malloc spent about a sixth of a `check` run on them
/// (BENCHMARKS.md, "Per-transition cost").
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const EXIT_CODES: &str = "\
Exit codes:
  0  the program ran and ended normally (run); no violation in a complete search (check)
  1  the program died of an uncaught exception (run, as `java` does); a violation was found (check);
     a race or lock-order problem was found (analyze)
  2  usage or input error: bad flag, missing class or class path entry, corrupt class file
  3  inconclusive: a search limit was hit before the search was complete, or some
     input was explored only in part (listed as bounded inputs)
  4  the program uses something Wayfinder does not support (named in the message)
 5  replay: the trace does not match the program
 70  internal error in Wayfinder
 N   `wayfinder run` exits with the program's own System.exit(N) status";

#[derive(Parser)]
#[command(name = "wayfinder", version, about = "An explicit-state model checker for Java bytecode", after_help = EXIT_CODES)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once per process: the size of `check`'s many flags costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Run a program once, like `java -ea`.
    Run(ProgramArgs),
    /// Explore every interleaving and nondeterministic choice of a program.
    Check(CheckArgs),
    /// Re-execute a counterexample saved with `check --trace-out`.
    Replay(ReplayArgs),
    /// Run a program once and report data races (Eraser lockset) and
    /// lock-order inversions (lock trees) other schedules could hit.
    Analyze(AnalyzeArgs),
}

#[derive(Args)]
struct CheckArgs {
    /// Print one JSON object instead of the text report.
    #[arg(long)]
    json: bool,
    /// Save the counterexample (if any) as JSON to this file.
    #[arg(long)]
    trace_out: Option<PathBuf>,
    /// Stop after this many transitions deep (verdict: inconclusive).
    #[arg(long)]
    max_depth: Option<usize>,
    /// Stop after storing this many states (verdict: inconclusive).
    #[arg(long)]
    max_states: Option<u64>,
    /// Stop after this many seconds (verdict: inconclusive).
    #[arg(long, value_parser = parse_seconds)]
    time_limit: Option<f64>,
    /// Stop when peak memory exceeds this many MiB, checked between
    /// transitions and while one runs (verdict: inconclusive).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    memory_limit: Option<u64>,
    /// The values `Verifier.nondetInt()` and friends range over, as LO:HI
    /// (`--nondet-range -5:5` or `--nondet-range=-5:5`).
    #[arg(long, default_value = "-5:5", allow_hyphen_values = true, value_parser = parse_range_arg)]
    nondet_range: String,
    /// No progress lines on stderr.
    #[arg(long, short)]
    quiet: bool,
    /// Partial-order reduction: `static` (the default) makes scheduling
    /// points only before operations on objects other threads can reach;
    /// `dpor` keeps those points but explores at each only the threads
    /// whose observed conflicts ask for it (dynamic POR); `none` makes
    /// every field, array and static access one.
    #[arg(long, default_value = "static", value_parser = parse_por)]
    por: Por,
    /// The same as `--por=none`.
    #[arg(long)]
    no_por: bool,
    /// Turn heap symmetry off: objects are identified by the order they
    /// were allocated in instead of by allocation site and occurrence.
    #[arg(long)]
    no_symmetry: bool,
    /// Store visited states exactly, collapsed into interned components,
    /// instead of as 128-bit fingerprints (more memory per state, no chance
    /// of two states being confused).
    #[arg(long)]
    exact_states: bool,
    /// Turn one-thread statics off: every access to a non-final static is a
    /// scheduling point, even in a class only one thread uses.
    #[arg(long)]
    no_local_statics: bool,
    /// Turn sealed objects off: reads of objects a class initialiser
    /// published (and nobody writes since) become scheduling points again.
    #[arg(long)]
    no_sealed_objects: bool,
    /// Turn owned objects off: accesses to shared objects that one thread
    /// alone has used while others are alive become scheduling points
    /// again (on by default: checked while the search runs, restarting
    /// when another thread uses one an access was merged for).
    #[arg(long, conflicts_with = "owned_objects")]
    no_owned_objects: bool,
    /// Owned objects on (the default; accepted for older scripts).
    #[arg(long, hide = true)]
    owned_objects: bool,
    /// Turn the stable-field pass off: reads of non-final fields that only
    /// constructors write become scheduling points again on shared objects.
    #[arg(long)]
    no_stable_fields: bool,
    /// Turn sleep sets off: explore every enabled thread's transition from
    /// every state, even when it commutes with one explored before.
    #[arg(long)]
    no_sleep_sets: bool,
    /// Turn library-level atomicity off: calls into java.util.concurrent
    /// interleave step by step instead of running as one transition each
    /// (up to blocking or a callback into the program).
    #[arg(long)]
    no_library_atomicity: bool,
    /// Make the allocating thread part of an object's identity, besides
    /// the allocation site and occurrence number (see BENCHMARKS.md).
    #[arg(long)]
    symmetry_thread_key: bool,
    /// Also report data races: two threads about to access the same field,
    /// static or array element, one writing, with no lock in common.
    #[arg(long)]
    races: bool,
    /// Run the quick race and lock-order analysis first, then interleave only
    /// the threads of its race window (implies --races). No violation found
    /// is then inconclusive.
    #[arg(long)]
    focus: bool,
    /// When a timed wait (sleep, wait/join/park with a timeout, and what the
    /// class library builds on them) may time out: `any` (at any point the
    /// thread could be scheduled) or `idle` (only when no other thread can
    /// run, earliest deadline first).
    #[arg(long, default_value = "any", value_parser = parse_timeouts)]
    timeouts: wayfinder_search::Timeouts,
    /// What `System.currentTimeMillis()` returns before any time has passed.
    #[arg(long, value_name = "MILLIS", default_value_t = wayfinder_vm::state::DEFAULT_CLOCK_ORIGIN_MILLIS, allow_hyphen_values = true)]
    clock_start: i64,
    /// Which untimed `Object.wait()` and `LockSupport.park()` calls of the program's own code may return without a notify or unpark at any point their thread could run (JLS 17.2.1 allows it), and which of its weak compare-and-set calls may fail spuriously: `unlooped` (default) those no loop re-tests, `all` (also plain `--spurious-wakeups`) every one, `none` no one (a "no violation" is then inconclusive if an unlooped one ran)
    #[arg(long, value_name = "none|unlooped|all", default_value = "unlooped", num_args = 0..=1, require_equals = true, default_missing_value = "all", value_parser = parse_spurious)]
    spurious_wakeups: wayfinder_vm::unlooped_waits::SpuriousWakeups,
    /// Also report an exception that ends a thread when a handler of the
    /// program takes it (the thread's, its group's or the default
    /// uncaught-exception handler); by default only exceptions no handler
    /// takes are violations.
    #[arg(long)]
    report_handled: bool,
    /// Data abstraction: map the values of field `pkg.Class.field` (every
    /// instance; nested classes with `$`) and every value computed from it
    /// to a few abstract values: `signs`, `evenodd`, `range[c1:c2:...]`,
    /// `point(C)` or `bool(OP C)` (OP one of == != < <= > >=). Repeatable.
    #[arg(long = "abstract", value_name = "FIELD=DOMAIN", value_parser = parse_abstraction)]
    abstractions: Vec<(String, wayfinder_vm::abstraction::Domain)>,
    /// Explore only paths without abstraction choices: cut each path at
    /// its first abstraction choice and at `Verify.randomBool()` /
    /// `Verify.random(n)`. A violation found is real; none found is
    /// inconclusive when paths were cut.
    #[arg(long)]
    choose_free: bool,
    /// How many spurious abstract counterexamples the search goes past
    /// before it stops (verdict: inconclusive).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    max_spurious: u64,
    /// A key attribute of the abstract state model: `pkg.Class.field`
    /// (a static, or every instance folded), `pkg.Class:i.field` (the i-th
    /// instance), `pkg.Class:*.field` (one component per instance), each
    /// optionally `=ABSTRACTION` (signs, evenodd, range[..], bool(OP C),
    /// point(C)). Repeatable.
    #[arg(long = "key", value_name = "KEY")]
    keys: Vec<String>,
    /// A property over the key attributes, checked during the search:
    /// G[p], F[p], P[p ~~> q ~~> r] (see README, "Key-attribute models").
    /// Repeatable; needs --key.
    #[arg(long = "property", value_name = "PROPERTY")]
    properties: Vec<String>,
    /// Write the abstract state model of the key attributes to this file:
    /// JSON if it ends in .json, Graphviz DOT otherwise. Needs --key.
    #[arg(long, value_name = "FILE")]
    model_out: Option<PathBuf>,
    /// What states are matched on: `full` (the whole program state, the
    /// default) or `keys` (the key attributes and the threads' program
    /// counters only: a smaller search on the projected model, which
    /// under-approximates; a violation found is replayed with full matching
    /// and reported confirmed or spurious). Needs --key.
    #[arg(long = "match", value_name = "full|keys", default_value = "full")]
    match_states: String,
    /// Check this LTL formula (Spin's syntax: [] <> U V ! && || -> <->,
    /// propositions in braces or named by --define) on every infinite
    /// execution; a terminated or deadlocked one stays in its last state.
    #[arg(long, value_name = "FORMULA")]
    ltl: Option<String>,
    /// A proposition macro for --ltl, as NAME=EXPR (repeatable).
    #[arg(long = "define", value_name = "NAME=EXPR", value_parser = parse_define)]
    defines: Vec<(String, String)>,
    /// With --ltl: weak fairness among threads (a cycle counts only if every
    /// thread enabled in all its states takes a step in it).
    #[arg(long)]
    fair: bool,
    /// With --ltl: a deadlock is not reported as such; the execution stays
    /// in its last state, as one that ended does.
    #[arg(long)]
    no_deadlock: bool,
    /// With --ltl: how states are matched: full (the whole state), hash (the
    /// propositions' values and a 64-bit hash of the rest) or projection
    /// (the propositions' values only: results on the projected model).
    #[arg(long, value_name = "MODE", default_value = "full", value_parser = parse_ltl_state)]
    ltl_state: wayfinder_search::ltl::StateMode,
    /// With --ltl: search the product by nested depth-first search (fairness
    /// by Spin's counter copies) instead of the default one-pass search of
    /// its strongly connected components.
    #[arg(long)]
    ltl_nested_dfs: bool,
    #[command(flatten)]
    program: ProgramArgs,
}

/// `--abstract FIELD=DOMAIN`, checked while the command line is parsed.
fn parse_abstraction(s: &str) -> Result<(String, wayfinder_vm::abstraction::Domain), String> {
    let (field, domain) = s
        .split_once('=')
        .ok_or_else(|| format!("expected FIELD=DOMAIN (e.g. Counter.value=signs), got {s}"))?;
    let domain = wayfinder_vm::abstraction::Domain::parse(domain).map_err(|e| e.to_string())?;
    Ok((field.trim().to_string(), domain))
}

/// The partial-order reduction `--por` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Por {
    /// Every field, array and static access is a scheduling point.
    None,
    /// Scheduling points only before operations on objects other threads
    /// can reach (`wayfinder_reductions::por`), with sleep sets.
    Static,
    /// The static points, with dynamic partial-order reduction
    /// (`wayfinder_search::strategy::dpor`) choosing which threads to
    /// explore at each.
    Dpor,
}

fn parse_por(s: &str) -> Result<Por, String> {
    match s {
        "none" => Ok(Por::None),
        "static" => Ok(Por::Static),
        "dpor" => Ok(Por::Dpor),
        _ => Err(format!("expected none, static or dpor, got {s}")),
    }
}

fn parse_define(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((n, e)) if !n.trim().is_empty() && !e.trim().is_empty() => {
            Ok((n.trim().to_string(), e.trim().to_string()))
        }
        _ => Err(format!("want NAME=EXPR, got {s:?}")),
    }
}

fn parse_ltl_state(s: &str) -> Result<wayfinder_search::ltl::StateMode, String> {
    wayfinder_search::ltl::StateMode::parse(s)
        .ok_or_else(|| format!("expected full, projection or hash, got {s}"))
}

fn parse_spurious(s: &str) -> Result<wayfinder_vm::unlooped_waits::SpuriousWakeups, String> {
    wayfinder_vm::unlooped_waits::SpuriousWakeups::parse(s)
        .ok_or_else(|| format!("expected none, unlooped or all, got {s}"))
}

fn parse_timeouts(s: &str) -> Result<wayfinder_search::Timeouts, String> {
    wayfinder_search::Timeouts::parse(s).ok_or_else(|| format!("expected any or idle, got {s}"))
}

#[derive(Args)]
struct AnalyzeArgs {
    /// Print one JSON object on stdout (the program's own output then goes to stderr).
    #[arg(long)]
    json: bool,
    /// Run the program this many times, each under a random schedule, and
    /// merge the findings (default: one round-robin run, as `run` does).
    #[arg(long)]
    runs: Option<u32>,
    /// Seed of the random schedules (run i uses S+i-1; default 1).
    #[arg(long)]
    seed: Option<u64>,
    #[command(flatten)]
    program: ProgramArgs,
}

#[derive(Args)]
struct ReplayArgs {
    /// A trace file written by `check --trace-out`.
    trace: PathBuf,
}

/// What `--trace-out` writes and `replay` reads.
#[derive(serde::Serialize, serde::Deserialize)]
struct TraceFile {
    main_class: String,
    classpath: String,
    args: Vec<String>,
    nondet_range: String,
    /// Reductions change where transitions end, so replay uses the same ones.
    #[serde(default)]
    no_por: bool,
    /// Object identities feed identity hash codes, so replay uses the same.
    #[serde(default)]
    no_symmetry: bool,
    #[serde(default)]
    symmetry_thread_key: bool,
    /// The stable-field pass, and the fields a search found written after
    /// construction (they are not taken as stable).
    #[serde(default)]
    no_stable_fields: bool,
    #[serde(default)]
    unstable_fields: Vec<String>,
    /// The one-thread statics reduction, and the classes found shared.
    #[serde(default)]
    no_local_statics: bool,
    #[serde(default)]
    shared_statics: Vec<String>,
    /// A search found a `String`'s array written: its contents were read
    /// with scheduling points (`wayfinder_vm::frozen_strings`).
    #[serde(default)]
    strings_not_frozen: bool,
    /// A search found an input of the JDK's locale and format services
    /// written while other threads were alive: their calls kept their
    /// scheduling points (`wayfinder_reductions::quiet_services`).
    #[serde(default)]
    library_inputs_written: bool,
    /// Sealed objects (`wayfinder_vm::sealed_objects`), and the classes a
    /// search found written after publication (never sealed).
    #[serde(default)]
    no_sealed_objects: bool,
    #[serde(default)]
    unsealed_classes: Vec<String>,
    /// Owned objects (`wayfinder_reductions::owned_objects`), and the
    /// object identities a search found used by two threads.
    #[serde(default)]
    no_owned_objects: bool,
    #[serde(default)]
    shared_objects: Vec<u64>,
    #[serde(default)]
    no_library_atomicity: bool,
    /// The pool's bookkeeping was in the compared state (a restart after
    /// the program read it): pool workers' transitions end at every step
    /// (`wayfinder_vm::bookkeeping`).
    #[serde(default)]
    counters_in_state: bool,
    #[serde(default)]
    races: bool,
    /// `--report-handled`: an exception a handler took is the violation.
    #[serde(default)]
    report_handled: bool,
    /// When timeouts fire, and the clock's start: they decide the schedule.
    #[serde(default)]
    timeouts: wayfinder_search::Timeouts,
    #[serde(default = "default_clock_start")]
    clock_start: i64,
    /// `--spurious-wakeups`: `none`, `unlooped` or `all` (`true`, `false`
    /// in files written before the modes).
    #[serde(default = "default_spurious", deserialize_with = "spurious_mode")]
    spurious_wakeups: String,
    /// `--heap`, when given.
    #[serde(default)]
    heap: Option<u64>,
    /// `--processors` (traces written before the flag: 1).
    #[serde(default = "default_processors")]
    processors: u32,
    /// The default time zone the program saw.
    #[serde(default = "default_time_zone")]
    time_zone: String,
    /// `--abstract` fields as FIELD=DOMAIN: an abstract counterexample
    /// replays with the abstraction.
    #[serde(default)]
    abstractions: Vec<String>,
    /// `--key` and `--property`: a key-attribute property's violation
    /// replays with them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keys: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    properties: Vec<String>,
    /// For an LTL counterexample (a lasso): the formula and defines, whose
    /// propositions decide where transitions end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ltl: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    defines: Vec<(String, String)>,
    /// `--fair`: replay checks that the lasso's cycle is weakly fair.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    fair: bool,
    violation: Option<wayfinder_search::Violation>,
    steps: Vec<wayfinder_search::Step>,
}

/// A trace file's spurious-wakeup mode when it names none: written before
/// spurious wakeups were explored.
fn default_spurious() -> String {
    "none".to_string()
}

/// A trace file's `spurious_wakeups`: a mode's name, or the flag of files
/// written before the modes (`true`: `all`).
fn spurious_mode<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum Mode {
        Flag(bool),
        Name(String),
    }
    Ok(match serde::Deserialize::deserialize(d)? {
        Mode::Flag(true) => "all".to_string(),
        Mode::Flag(false) => "none".to_string(),
        Mode::Name(n) => n,
    })
}

fn default_clock_start() -> i64 {
    wayfinder_vm::state::DEFAULT_CLOCK_ORIGIN_MILLIS
}

fn default_processors() -> u32 {
    1
}

fn default_time_zone() -> String {
    wayfinder_vm::vm::DEFAULT_TIME_ZONE.to_string()
}

#[derive(Args)]
struct ProgramArgs {
    /// Class path: directories and jar files, separated by ':'.
    #[arg(long = "classpath", visible_alias = "cp", default_value = ".")]
    classpath: String,
    /// Disable assertions (they are enabled by default, as with `java -ea`).
    #[arg(long)]
    disable_assertions: bool,
    /// The Java heap's size, like `java -Xmx`: bytes, or with a k, m or g
    /// suffix (`512m`, `2g`). Allocation past it throws
    /// `OutOfMemoryError: Java heap space`. Default 1g, whatever the host.
    #[arg(long, value_name = "SIZE", value_parser = parse_heap_size)]
    heap: Option<u64>,
    /// What `Runtime.availableProcessors()` returns, whatever the host
    /// (default 1). The common `ForkJoinPool` gets N - 1 workers (at least
    /// 1), as on a real machine with N processors.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_processors)]
    processors: u32,
    /// The default time zone the program sees (`TimeZone.getDefault()`,
    /// `ZoneId.systemDefault()`), never the host's.
    #[arg(long, value_name = "ID", default_value = wayfinder_vm::vm::DEFAULT_TIME_ZONE)]
    time_zone: String,
    /// The main class (binary name, e.g. `com.example.Main`).
    main_class: String,
    /// Arguments passed to main.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

fn fail(e: &VmError) -> ExitCode {
    eprintln!("wayfinder: {e}");
    ExitCode::from(e.exit_code() as u8)
}

fn make_vm(p: &ProgramArgs) -> Result<Vm, VmError> {
    // One execution: without a policy, identities are allocation order and
    // only feed identity hash codes (`check` installs the policy its
    // reduction flags ask for).
    wayfinder_search::check::new_vm(&program(p))
}

/// The program `p` names, as the search takes it.
fn program(p: &ProgramArgs) -> wayfinder_search::check::Program {
    wayfinder_search::check::Program {
        classpath: p.classpath.clone(),
        enable_assertions: !p.disable_assertions,
        heap: p.heap,
        processors: p.processors,
        time_zone: p.time_zone.clone(),
        main_class: p.main_class.clone(),
        args: p.args.clone(),
    }
}

fn run(p: ProgramArgs) -> ExitCode {
    let mut vm = match make_vm(&p) {
        Ok(vm) => vm,
        Err(e) => return fail(&e),
    };
    if let Err(e) = vm.boot(&p.main_class, &p.args) {
        vm.flush_output();
        return fail(&e);
    }
    let outcome = vm.run_to_end();
    vm.flush_output();
    match outcome {
        RunOutcome::Exit(code) => ExitCode::from(code as u8),
        RunOutcome::Deadlock(threads) => {
            eprintln!("wayfinder: deadlock: every live thread is blocked\n{threads}");
            ExitCode::from(exit_code::VIOLATION as u8)
        }
        RunOutcome::Error(e) => {
            eprintln!("wayfinder: {e}");
            eprint!("{}", vm.java_stacks());
            ExitCode::from(e.exit_code() as u8)
        }
    }
}

/// Hands the memory the allocator holds freed back to the system: between
/// the runs of a search that starts again, so that the dropped run's
/// pages, which mimalloc would keep for its purge delay, do not add to
/// the next run's peak (Payroll: 75-83 MiB against 63 MiB without).
fn release_freed_memory() {
    // SAFETY: `mi_collect` only frees what no block is allocated in; it
    // may run at any time on a thread that uses the allocator.
    unsafe { libmimalloc_sys::mi_collect(true) }
}

fn main() -> ExitCode {
    // Like other command-line tools, end quietly when the reader of our
    // output goes away (`wayfinder check ... | head`).
    // SAFETY: setting a signal disposition to the default at start-up,
    // before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // A bug in Wayfinder must still end in one clear line, not a Rust backtrace.
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("wayfinder: internal error: {msg}{at}");
    }));
    let cli = match Cli::try_parse_from(java_flags::translate::<Cli>(std::env::args_os().collect()))
    {
        Ok(c) => c,
        Err(e) if e.use_stderr() => {
            // One line: clap's first (the error itself), without its tips.
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("bad command line");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("wayfinder: {first} (see wayfinder --help)");
            return ExitCode::from(exit_code::INPUT as u8);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(0);
        }
    };
    let result = std::panic::catch_unwind(|| match cli.command {
        Command::Run(p) => run(p),
        Command::Check(c) => check(c),
        Command::Replay(r) => replay(r),
        Command::Analyze(a) => analyze::analyze(a),
    });
    result.unwrap_or(ExitCode::from(exit_code::INTERNAL as u8))
}

/// `--nondet-range` checked while the command line is parsed (a bad value
/// is a usage error, exit 2).
fn parse_range_arg(s: &str) -> Result<String, String> {
    wayfinder_search::check::parse_range(s)
        .map(|_| s.to_string())
        .map_err(|e| e.to_string())
}

/// A `--time-limit`: a finite number of seconds, not negative.
fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if (0.0..1e12).contains(&x) => Ok(x),
        _ => Err(format!("want a number of seconds, got {s:?}")),
    }
}

/// A `--heap` size: bytes, or a number with a `k`, `m`, `g` or `t` suffix
/// (either case), at least 1 MiB.
fn parse_heap_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c.to_ascii_lowercase()),
        _ => (t, 'b'),
    };
    let shift = match unit {
        'b' => 0,
        'k' => 10,
        'm' => 20,
        'g' => 30,
        't' => 40,
        _ => {
            return Err(format!(
                "bad size {s:?}: want a number with k, m or g (e.g. 512m)"
            ))
        }
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("bad size {s:?}: want a number with k, m or g (e.g. 512m)"))?;
    let bytes = n
        .checked_mul(1 << shift)
        .ok_or_else(|| format!("size {s:?} is too large"))?;
    if bytes < 1 << 20 {
        return Err(format!("heap size {s:?} is too small: at least 1m"));
    }
    Ok(bytes)
}

/// A `--processors` count: a whole number from 1 to 32767 (the most
/// workers a `ForkJoinPool` can have).
fn parse_processors(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if (1..=32767).contains(&n) => Ok(n),
        _ => Err(format!(
            "bad processor count {s:?}: want a whole number from 1 to 32767"
        )),
    }
}

/// The object identity scheme the symmetry flags ask for.
fn alloc_key(no_symmetry: bool, thread_key: bool) -> wayfinder_vm::AllocKey {
    wayfinder_reductions::symmetry::alloc_key(!no_symmetry, thread_key)
}

fn check(mut c: CheckArgs) -> ExitCode {
    c.no_por |= c.por == Por::None;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use wayfinder_search::check::Reductions;
    use wayfinder_search::{Limits, Verdict};
    let reductions = Reductions {
        por: !c.no_por,
        alloc_key: alloc_key(c.no_symmetry, c.symmetry_thread_key),
        stable_fields: (!c.no_stable_fields).then(Default::default),
        local_statics: (!c.no_local_statics).then(Default::default),
        library_atomicity: !c.no_library_atomicity,
        frozen_strings: std::rc::Rc::new(std::cell::Cell::new(true)),
        quiet_services: std::rc::Rc::new(std::cell::Cell::new(true)),
        sealed_objects: (!c.no_sealed_objects).then(Default::default),
        owned_objects: (!c.no_owned_objects).then(Default::default),
    };
    // SIGINT, SIGTERM and SIGHUP (the `termination` feature) stop the
    // search: between transitions through `Limits`, during one through the
    // VM's watchdog; the report is printed as for any other limit.
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::Relaxed));
    }
    let limits = Limits {
        max_depth: c.max_depth,
        max_states: c.max_states,
        time_limit: c.time_limit.map(std::time::Duration::from_secs_f64),
        memory_limit: c
            .memory_limit
            .map(|m| m << 20)
            .or_else(default_memory_limit),
        since: None,
    };
    let progress = !c.quiet;
    let progress_plain = !std::io::IsTerminal::is_terminal(&std::io::stderr());
    let window = if c.focus {
        match race_window(&c.program) {
            Ok(w) => {
                if !c.json {
                    println!(
                        "race window: {}",
                        if w.is_empty() {
                            "(empty)".to_string()
                        } else {
                            w.join(", ")
                        }
                    );
                }
                Some(w)
            }
            Err(e) => return report_error(&e, c.json),
        }
    } else {
        None
    };
    if c.keys.is_empty() && (!c.properties.is_empty() || c.model_out.is_some()) {
        return report_error(
            &VmError::input("--property and --model-out need key attributes (--key)"),
            c.json,
        );
    }
    let match_keys = match c.match_states.as_str() {
        "keys" => true,
        "full" => false,
        other => {
            return report_error(
                &VmError::input(format!("--match wants full or keys, got {other}")),
                c.json,
            )
        }
    };
    if match_keys && c.keys.is_empty() {
        return report_error(&VmError::input("--match keys needs --key"), c.json);
    }
    let keys = (!c.keys.is_empty()).then(|| wayfinder_search::keyattr::KeyConfig {
        keys: c.keys.clone(),
        properties: c.properties.clone(),
        match_keys,
    });
    let (watched, memory_limit) = (stop.clone(), limits.memory_limit);
    let config = wayfinder_search::check::CheckConfig {
        program: program(&c.program),
        nondet_range: c.nondet_range.clone(),
        reductions,
        limits,
        races: c.races || c.focus,
        report_handled: c.report_handled,
        focus: window,
        sleep_sets: !c.no_sleep_sets,
        dpor: c.por == Por::Dpor && !c.no_por,
        exact: c.exact_states,
        progress,
        progress_plain,
        timeouts: c.timeouts,
        clock_start: c.clock_start,
        spurious_wakeups: c.spurious_wakeups,
        watchdog: Some(Box::new(move || watchdog(watched.clone(), memory_limit))),
        abstraction: wayfinder_search::check::AbstractionConfig {
            entries: c
                .abstractions
                .iter()
                .map(|(f, d)| wayfinder_vm::abstraction::Entry::new(f.clone(), d.clone()))
                .collect(),
            choose_free: c.choose_free,
            max_spurious: c.max_spurious as usize,
        },
        keys,
        ltl: c.ltl.as_ref().map(|f| wayfinder_search::ltl::LtlOptions {
            formula: f.clone(),
            defines: c.defines.clone(),
            fair: c.fair,
            deadlock: !c.no_deadlock,
            state_mode: c.ltl_state,
            nested_dfs: c.ltl_nested_dfs,
        }),
        between_runs: Some(release_freed_memory),
    };
    if c.ltl.is_none() && (c.fair || c.no_deadlock || c.ltl_nested_dfs || !c.defines.is_empty()) {
        return report_error(
            &VmError::input(
                "--fair, --no-deadlock, --ltl-nested-dfs and --define go with --ltl".to_string(),
            ),
            c.json,
        );
    }
    if c.ltl.is_some() && (c.exact_states || c.focus || c.races) {
        return report_error(
            &VmError::input(
                "--ltl does not combine with --exact-states, --focus or --races".to_string(),
            ),
            c.json,
        );
    }
    if c.ltl.is_some() && !c.keys.is_empty() {
        // LTL beside key-attribute properties is not built yet.
        return report_error(
            &VmError::unsupported("--ltl does not combine yet with --key".to_string()),
            c.json,
        );
    }
    if !c.keys.is_empty() && !c.abstractions.is_empty() {
        // The key monitor reads fields' concrete values; under --abstract a
        // field (an abstracted one, or one an abstract value was stored
        // to) holds an abstract value, which it would misread.
        return report_error(
            &VmError::unsupported(
                "--key does not combine yet with --abstract (key attributes are read as \
                 concrete values, and abstracted fields, and fields computed from them, hold \
                 abstract ones)"
                    .to_string(),
            ),
            c.json,
        );
    }
    let searching = std::time::Instant::now();
    let (outcome, restarts, library_atomicity, notes, counters_in_state, unlooped_waits) =
        match wayfinder_search::check(&config, &stop) {
            Ok(checked) => (
                checked.outcome,
                checked.restarts,
                checked.library_atomicity,
                checked.notes,
                checked.counters_in_state,
                checked.unlooped_waits,
            ),
            Err(e) => return report_error(&e, c.json),
        };
    let all_searches = searching.elapsed().as_secs_f64();
    let mut outcome = outcome;
    // A complete search that ran an unlooped wait, park or weak CAS whose
    // spurious return it did not explore has not seen every behaviour:
    // inconclusive, naming the call.
    let unlooped_waits = match (&outcome.verdict, unlooped_waits.first()) {
        (Verdict::NoViolation, Some(first)) => {
            outcome.verdict = Verdict::Inconclusive;
            outcome.limit = Some(unlooped_wait_note(first, unlooped_waits.len()));
            unlooped_waits
        }
        _ => Vec::new(),
    };
    let mut notes = notes;
    if c.ltl.is_some() {
        notes.push(wayfinder_search::ltl::SLEEP_SETS_NOTE.to_string());
        if !c.no_symmetry {
            notes.push(wayfinder_search::ltl::SYMMETRY_NOTE.to_string());
        }
    }
    let reductions = &config.reductions;
    let demoted_fields = reductions.unstable_fields();
    if let (Some(path), Some(v)) = (&c.trace_out, &outcome.violation) {
        let file = TraceFile {
            main_class: c.program.main_class.clone(),
            classpath: absolute_classpath(&c.program.classpath),
            args: c.program.args.clone(),
            nondet_range: c.nondet_range.clone(),
            no_por: c.no_por,
            no_symmetry: c.no_symmetry,
            symmetry_thread_key: c.symmetry_thread_key,
            no_stable_fields: c.no_stable_fields,
            unstable_fields: demoted_fields.clone(),
            no_local_statics: c.no_local_statics,
            shared_statics: reductions.shared_statics(),
            strings_not_frozen: !reductions.frozen_strings.get(),
            library_inputs_written: !reductions.quiet_services.get(),
            no_sealed_objects: c.no_sealed_objects,
            unsealed_classes: reductions.unsealed_classes(),
            no_owned_objects: c.no_owned_objects,
            shared_objects: reductions.shared_objects(),
            no_library_atomicity: c.no_library_atomicity || !library_atomicity,
            counters_in_state,
            races: c.races || c.focus,
            report_handled: c.report_handled,
            timeouts: c.timeouts,
            clock_start: c.clock_start,
            spurious_wakeups: c.spurious_wakeups.name().to_string(),
            heap: c.program.heap,
            processors: c.program.processors,
            time_zone: c.program.time_zone.clone(),
            abstractions: c
                .abstractions
                .iter()
                .map(|(f, d)| format!("{f}={d}"))
                .collect(),
            keys: c.keys.clone(),
            properties: c.properties.clone(),
            ltl: c.ltl.clone(),
            defines: c.defines.clone(),
            fair: c.fair,
            violation: Some(v.clone()),
            steps: outcome.trace.clone(),
        };
        let text = serde_json::to_string_pretty(&file).expect("trace serializes");
        if let Err(e) = std::fs::write(path, text) {
            return report_error(
                &VmError::input(format!("cannot write {}: {e}", path.display())),
                c.json,
            );
        }
    }
    if let (Some(path), Some(k)) = (&c.model_out, &outcome.keyattr) {
        let text = if path.extension().is_some_and(|e| e == "json") {
            serde_json::to_string_pretty(&k.model).expect("model serializes")
        } else {
            k.model.dot()
        };
        if let Err(e) = std::fs::write(path, text) {
            return report_error(
                &VmError::input(format!("cannot write {}: {e}", path.display())),
                c.json,
            );
        }
    }
    if c.json {
        let mut j = serde_json::json!({
            "verdict": outcome.verdict,
            "violation": outcome.violation,
            "limit": outcome.limit,
            "stats": outcome.stats,
            "trace": outcome.trace,
            "unstable_fields": demoted_fields,
            "unsealed_classes": reductions.unsealed_classes(),
            "shared_objects": reductions.shared_objects().len(),
            "restarts": restarts,
            "all_searches_seconds": all_searches,
            "bounded_inputs": outcome.bounded_inputs,
            "timeouts": c.timeouts.name(),
            "environment": outcome.environment,
        });
        if let Some(a) = &outcome.abstraction {
            j["abstraction_choices"] = a.abstraction_choices.into();
            j["choose_free"] = a.choose_free.into();
            j["abstraction"] = serde_json::to_value(a).expect("serializes");
        }
        if let Some(k) = &outcome.keyattr {
            j["model"] = serde_json::json!({"states": k.states, "transitions": k.transitions});
            if k.projected {
                j["projected"] = serde_json::json!(true);
                j["confirmed"] = serde_json::json!(k.confirmed);
            }
            j["properties"] = serde_json::json!(k.properties);
            j["property_notes"] = serde_json::json!(k.notes);
        }
        if !unlooped_waits.is_empty() {
            j["spurious_wakeups_unexplored"] = serde_json::json!(unlooped_waits);
        }
        if c.ltl.is_some() {
            j["ltl"] = serde_json::json!({
                "fair": c.fair,
                "deadlocks_reported": !c.no_deadlock,
                "state_mode": c.ltl_state.name(),
                "search": if c.ltl_nested_dfs { "nested_dfs" } else { "scc" },
                "on_projected_model": c.ltl_state == wayfinder_search::ltl::StateMode::Projection,
                "notes": notes,
            });
        }
        println!("{j}");
    } else {
        if !demoted_fields.is_empty() {
            println!(
                "note: searched again after finding fields written after construction: {}",
                demoted_fields.join(", ")
            );
        }
        print_report(&outcome);
        if restarts > 0 {
            println!(
                "note: {}",
                restarts_note(restarts, reductions, all_searches)
            );
        }
        if let Some(k) = &outcome.keyattr {
            if k.projected {
                println!(
                    "on the projected model (--match keys){}",
                    match k.confirmed {
                        Some(true) => ": the violation is confirmed by a replay with full state matching",
                        Some(false) => ": the violation found there is spurious (a replay with full state matching does not reproduce it)",
                        None => "",
                    }
                );
            }
            println!(
                "key-attribute model: {} states, {} transitions",
                k.states, k.transitions
            );
            for n in &k.notes {
                println!("  {n}");
            }
        }
        if c.ltl.is_some() {
            println!(
                "ltl: states matched on the {} state{}{}",
                c.ltl_state.name(),
                if c.ltl_state == wayfinder_search::ltl::StateMode::Projection {
                    " (results are on the projected model)"
                } else {
                    ""
                },
                if c.fair {
                    "; weak fairness among threads"
                } else {
                    ""
                }
            );
            for n in &notes {
                println!("note: {n}");
            }
        }
        println!(
            "timeouts: {} ({}); clock starts at {} ms",
            c.timeouts.name(),
            match c.timeouts {
                wayfinder_search::Timeouts::Any =>
                    "a timed wait may time out at any point its thread could run",
                wayfinder_search::Timeouts::Idle =>
                    "assumed: a timed wait times out only when no other thread can run",
            },
            c.clock_start
        );
        let timed_out: Vec<usize> = (outcome.trace.iter().enumerate())
            .filter(|(_, s)| s.timed_out)
            .map(|(i, _)| i + 1)
            .collect();
        if let (false, wayfinder_search::Timeouts::Any) = (timed_out.is_empty(), c.timeouts) {
            println!("note: {}", timed_out_note(&timed_out));
        }
        let spurious: Vec<usize> = (outcome.trace.iter().enumerate())
            .filter(|(_, s)| s.spurious)
            .map(|(i, _)| i + 1)
            .collect();
        if !spurious.is_empty() {
            println!("note: {}", spurious_steps_note(&spurious));
        }
        if matches!(outcome.verdict, Verdict::NoViolation) && !(c.races || c.focus) {
            println!("note: {SEQUENTIAL_CONSISTENCY_NOTE}");
        }
        if let Some(n) = deep_path_note(&outcome, c.timeouts) {
            println!("note: {n}");
        }
    }
    let code = match outcome.verdict {
        Verdict::NoViolation => exit_code::OK,
        Verdict::Violation => exit_code::VIOLATION,
        Verdict::Inconclusive => exit_code::INCONCLUSIVE,
        Verdict::Error => exit_code::INTERNAL,
    };
    ExitCode::from(code as u8)
}

/// How the reason of an inconclusive verdict starts when spurious wakeups
/// were left unexplored (`unlooped_wait_note`).
const SPURIOUS_UNEXPLORED: &str = "spurious wakeups were not explored";

/// The note on a counterexample's steps at which a thread woke spuriously
/// or a weak CAS failed spuriously (`steps`, numbered from 1;
/// `Step::spurious`), under any mode that explores them.
fn spurious_steps_note(steps: &[usize]) -> String {
    let names: Vec<String> = steps.iter().map(usize::to_string).collect();
    let which = match names.as_slice() {
        [one] => format!("step {one} is a spurious return"),
        [init @ .., last] => format!("steps {} and {last} are spurious returns", init.join(", ")),
        [] => unreachable!("called with at least one step"),
    };
    format!(
        "{which}: JLS 17.2.1 lets an untimed `wait()` return without a notify, \
         `LockSupport.park()` may return for no reason, and a weak compare-and-set may fail \
         although the value matched; the calls no loop re-tests are explored so by default, \
         `--spurious-wakeups=none` leaves them out (`--timeouts idle` does not)"
    )
}

/// Why a complete search without a violation is inconclusive when the
/// program's code ran an untimed `wait()` or `park()`, or a weak CAS, that
/// no loop re-tests (`first` of `n` such calls,
/// `wayfinder_vm::unlooped_waits`) whose spurious returns the search did
/// not explore (`--spurious-wakeups=none`). Starts with
/// `SPURIOUS_UNEXPLORED`.
fn unlooped_wait_note(first: &str, n: usize) -> String {
    let more = match n {
        1 => String::new(),
        2 => " (and 1 more call)".to_string(),
        _ => format!(" (and {} more calls)", n - 1),
    };
    format!(
        "{SPURIOUS_UNEXPLORED}: the untimed wait, park or weak compare-and-set at \
         {first}{more} is in no loop that tests its outcome again, and the JVM may return from \
         it without a notify or unpark, or fail it (JLS 17.2.1; `LockSupport`, `VarHandle`), \
         which the search did not explore: call it in a `while` loop \
         (`--spurious-wakeups=unlooped`, the default, explores it, except the weak CAS of an \
         atomic array or field updater)"
    )
}

/// A stopped search's deepest path at least this many transitions long
/// suggests an execution that never ends.
const DEEP_PATH: usize = 5_000;

/// The note under an inconclusive report whose search was stopped (by a
/// limit or a signal) after following some path `DEEP_PATH` or more
/// transitions deep: such a path is usually a run with no end (a poller
/// whose sleep keeps timing out while the thread that would stop it still
/// sleeps: under `--timeouts any` nothing forces the other timeout first),
/// which no limit on time or states lets the search finish. Names the
/// options that bound it.
fn deep_path_note(
    o: &wayfinder_search::Outcome,
    timeouts: wayfinder_search::Timeouts,
) -> Option<String> {
    let stopped = matches!(o.verdict, wayfinder_search::Verdict::Inconclusive)
        && o.limit.is_some()
        && o.limit.as_deref() != Some(wayfinder_search::INPUTS_BOUNDED);
    if !stopped || o.stats.max_depth < DEEP_PATH {
        return None;
    }
    let idle = match timeouts {
        wayfinder_search::Timeouts::Any => {
            "; with timed waits in such a loop (a periodic task, a sleep or poll), \
             `--timeouts idle` (a timeout fires only when no other thread can run) ends it"
        }
        wayfinder_search::Timeouts::Idle => "",
    };
    Some(format!(
        "the search followed a path {} transitions deep: some execution may never end \
         (a loop that runs on while the thread that would stop it does not), which no \
         time or state limit lets a search finish{idle}; `--max-depth N` cuts such paths \
         (the verdict stays inconclusive)",
        o.stats.max_depth
    ))
}

/// Said under a text report's "no violation" (without `--races`): what
/// the search covers is every interleaving on a sequentially consistent
/// memory, which a program with a data race (double-checked locking
/// without `volatile`) can leave on a real JVM.
const SEQUENTIAL_CONSISTENCY_NOTE: &str = "every interleaving was explored on a sequentially \
consistent memory; what the Java memory model lets a data race show besides (a stale value, \
a half-built object published without `volatile`) was not: `--races` reports such races";

/// The memory limit without `--memory-limit`: two thirds of the
/// machine's physical memory (`MemTotal` in `/proc/meminfo`; none where
/// that cannot be read). A search whose path keeps growing (a counter the
/// program never bounds, a periodic task beating while the others wait)
/// then ends with its inconclusive report instead of being killed by the
/// system without one.
fn default_memory_limit() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: u64 = info
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    // Two thirds, not more: the limit is checked between transitions, and
    // a search stack millions of entries deep doubles its buffer at once
    // (a search of a growing counter stopped at 18 GiB peaked at 22 GiB).
    Some(kib / 3 * 2 * 1024)
}

/// What stops a search while a transition runs: a signal (`stop`), or the
/// process's peak memory passing `memory_limit` bytes.
fn watchdog(
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    memory_limit: Option<u64>,
) -> Box<dyn FnMut() -> Option<String>> {
    Box::new(move || {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Some(wayfinder_search::INTERRUPTED.into());
        }
        match memory_limit {
            Some(m) if wayfinder_search::peak_memory_bytes() > m => {
                Some(format!("memory limit ({} MiB)", m >> 20))
            }
            _ => None,
        }
    })
}

/// The note on a counterexample's timed waits that timed out (`steps`,
/// numbered from 1, in order) under `--timeouts any`: every one is named,
/// since the one the violation depends on is often not the first.
fn timed_out_note(steps: &[usize]) -> String {
    let names: Vec<String> = steps.iter().map(usize::to_string).collect();
    let which = match names.as_slice() {
        [one] => format!("step {one} is a timed wait"),
        [init @ .., last] => format!("steps {} and {last} are timed waits", init.join(", ")),
        [] => unreachable!("called with at least one step"),
    };
    format!(
        "{which} that timed out, which `--timeouts any` allows at any point; \
         `--timeouts idle` assumes a timeout fires only when no other thread can run \
         (re-run with it to see whether the violation needs an early timeout)"
    )
}

/// The note printed when the search started again (`restarts` times)
/// after a run proved a reduction's claim wrong: the figures printed above
/// it are the last search's, `seconds` is what all of them took.
fn restarts_note(restarts: u32, r: &wayfinder_search::check::Reductions, seconds: f64) -> String {
    let count = |n: usize, what: &str| (n > 0).then(|| format!("{n} {what}"));
    let why: Vec<String> = [
        count(
            r.unstable_fields().len(),
            "field(s) written after construction",
        ),
        count(
            r.unsealed_classes().len(),
            "class(es) of objects written after publication",
        ),
        count(
            r.shared_statics().len(),
            "class(es) whose statics a second thread used",
        ),
        count(r.shared_objects().len(), "object(s) another thread used"),
    ]
    .into_iter()
    .flatten()
    .collect();
    let why = if why.is_empty() {
        String::new()
    } else {
        format!(" ({})", why.join("; "))
    };
    format!(
        "the search started again {restarts} time{}, each time without a reduction's claim a \
         run proved wrong{why}; the figures above are the last search's, all {} searches took \
         {seconds:.2} s",
        if restarts == 1 { "" } else { "s" },
        restarts + 1
    )
}

fn print_report(o: &wayfinder_search::Outcome) {
    use wayfinder_search::Verdict;
    match o.verdict {
        Verdict::NoViolation => println!("no violation (search complete)"),
        Verdict::Inconclusive if o.limit.as_deref() == Some(wayfinder_search::INPUTS_BOUNDED) => {
            println!("inconclusive: no violation found, but some inputs were explored only in part")
        }
        Verdict::Inconclusive
            if o.limit
                .as_deref()
                .is_some_and(|l| l.starts_with(SPURIOUS_UNEXPLORED)) =>
        {
            println!(
                "inconclusive: no violation found, but {}",
                o.limit.as_deref().unwrap_or("?")
            )
        }
        Verdict::Inconclusive
            if o.abstraction
                .as_ref()
                .is_some_and(|a| a.inconclusive.is_some()) =>
        {
            println!(
                "inconclusive: the search is complete, but {}",
                o.abstraction
                    .as_ref()
                    .and_then(|a| a.inconclusive.as_deref())
                    .unwrap_or("?")
            )
        }
        Verdict::Inconclusive => println!(
            "inconclusive: no violation found, but the search stopped early: {}",
            o.limit.as_deref().unwrap_or("a limit was hit")
        ),
        Verdict::Violation => {
            let v = o.violation.as_ref().expect("violation");
            println!("violation: {}", v.summary());
            for line in &v.stack {
                println!("    {line}");
            }
            if let Some(t) = &v.threads {
                print!("{t}");
            }
            if let Some(l) = &v.ltl {
                print_lasso(l);
                return print_stats(o);
            }
            println!("trace ({} steps):", o.trace.len());
            for line in trace_text::step_lines(&o.trace) {
                println!("{line}");
            }
        }
        Verdict::Error => println!("error"),
    }
    if let Some(a) = &o.abstraction {
        print_abstraction(o, a);
    }
    print_stats(o);
}

/// An LTL counterexample: the stem, then the cycle, marked.
fn print_lasso(l: &wayfinder_search::LtlViolation) {
    // Each step as any trace's (a spurious wakeup, an abstraction choice
    // marked), numbered on through the cycle.
    let line = |i: usize, s: &wayfinder_search::Step| println!("{}", trace_text::step_line(i, s));
    println!("stem ({} steps):", l.stem.len());
    for (i, s) in l.stem.iter().enumerate() {
        line(i, s);
    }
    let values: Vec<String> = l
        .propositions
        .iter()
        .map(|(p, v)| format!("{{{p}}} = {v}"))
        .collect();
    if l.stutters {
        println!(
            "-- the execution ends here and stays in this state forever ({})",
            values.join(", ")
        );
    } else {
        println!("-- cycle starts here ({}):", values.join(", "));
        for (i, s) in l.cycle.iter().enumerate() {
            line(l.stem.len() + i, s);
        }
        println!("-- and back to the start of the cycle, forever");
    }
    if let Some(c) = l.confirmed {
        println!(
            "counterexample on the abstracted states: {}",
            if c {
                "confirmed (the cycle returns to the same program state)"
            } else {
                "spurious"
            }
        );
    }
}

fn print_stats(o: &wayfinder_search::Outcome) {
    if !o.bounded_inputs.is_empty() {
        println!("inputs drawn from bounded sets or fixed:");
        for b in &o.bounded_inputs {
            println!("  {b}");
        }
    }
    let s = &o.stats;
    println!(
        "states {}  revisited {}  transitions {}  max depth {}  time {:.2} s  {:.0} states/s  peak memory {} MiB  {:.0} bytes/state",
        s.states,
        s.revisited,
        s.transitions,
        s.max_depth,
        s.time_s,
        s.states_per_s,
        s.peak_memory_bytes >> 20,
        s.bytes_per_state
    );
}

/// What data abstraction and choose-free search did.
fn print_abstraction(o: &wayfinder_search::Outcome, a: &wayfinder_search::AbstractionOutcome) {
    if o.violation.is_some() {
        if a.confirmed {
            println!("abstract counterexample confirmed: the concrete program takes the same branches to the same violation");
        } else if a.choose_free {
            println!("the violation's path has no abstraction choices (choose-free): it is a path of the concrete program");
        }
    }
    println!(
        "abstraction: {} abstraction choices, {} choose-free cut points; 32-bit and 64-bit overflow is not modelled",
        a.abstraction_choices, a.cut_points
    );
    if !a.ended_paths.is_empty() {
        println!("paths ended where an abstract value needed a concrete one:");
        for e in &a.ended_paths {
            println!("  {e}");
        }
    }
    if !a.spurious.is_empty() {
        println!("spurious abstract counterexamples (the concrete program does not follow them):");
        for e in &a.spurious {
            println!("  {e}");
        }
    }
}

/// The quick pass for `check --focus`: one run with the race and
/// lock-order analyses attached; the names of the race window's threads.
fn race_window(p: &ProgramArgs) -> Result<Vec<String>, VmError> {
    let mut vm = make_vm(p)?;
    vm.output = wayfinder_vm::Output::Discard;
    let analysis = wayfinder_analyses::attach(&mut vm);
    vm.boot(&p.main_class, &p.args)?;
    if let RunOutcome::Error(e) = vm.run_to_end() {
        return Err(e);
    }
    let found = analysis.borrow().findings(&vm, 1);
    Ok(found.window)
}

fn report_error(e: &VmError, json: bool) -> ExitCode {
    if json {
        println!(
            "{}",
            serde_json::json!({"verdict": "error", "error": e.to_string()})
        );
    } else {
        eprintln!("wayfinder: {e}");
    }
    ExitCode::from(e.exit_code() as u8)
}

fn replay(r: ReplayArgs) -> ExitCode {
    use wayfinder_search::check::Reductions;
    use wayfinder_search::Choice;
    let text = match std::fs::read_to_string(&r.trace) {
        Ok(t) => t,
        Err(e) => {
            return fail(&VmError::input(format!(
                "cannot read {}: {e}",
                r.trace.display()
            )))
        }
    };
    let file: TraceFile = match serde_json::from_str(&text) {
        Ok(f) => f,
        Err(e) => {
            return trace_mismatch(&format!(
                "{} is not a Wayfinder trace: {e}",
                r.trace.display()
            ))
        }
    };
    if let Err(e) = wayfinder_search::check::parse_range(&file.nondet_range) {
        return trace_mismatch(&e.to_string());
    }
    let p = ProgramArgs {
        classpath: file.classpath.clone(),
        disable_assertions: false,
        heap: file.heap,
        processors: file.processors,
        time_zone: file.time_zone.clone(),
        main_class: file.main_class.clone(),
        args: file.args.clone(),
    };
    let reductions = Reductions {
        por: !file.no_por,
        alloc_key: alloc_key(file.no_symmetry, file.symmetry_thread_key),
        stable_fields: (!file.no_stable_fields).then(|| {
            std::rc::Rc::new(std::cell::RefCell::new(
                file.unstable_fields.iter().cloned().collect(),
            ))
        }),
        local_statics: (!file.no_local_statics).then(|| {
            std::rc::Rc::new(std::cell::RefCell::new(
                file.shared_statics.iter().cloned().collect(),
            ))
        }),
        library_atomicity: !file.no_library_atomicity,
        frozen_strings: std::rc::Rc::new(std::cell::Cell::new(!file.strings_not_frozen)),
        quiet_services: std::rc::Rc::new(std::cell::Cell::new(!file.library_inputs_written)),
        sealed_objects: (!file.no_sealed_objects).then(|| {
            std::rc::Rc::new(std::cell::RefCell::new(
                file.unsealed_classes.iter().cloned().collect(),
            ))
        }),
        owned_objects: (!file.no_owned_objects).then(|| {
            std::rc::Rc::new(std::cell::RefCell::new(
                file.shared_objects.iter().copied().collect(),
            ))
        }),
    };
    let mut entries = Vec::new();
    for a in &file.abstractions {
        match parse_abstraction(a) {
            Ok((f, d)) => entries.push(wayfinder_vm::abstraction::Entry::new(f, d)),
            Err(why) => return trace_mismatch(&format!("abstraction {a}: {why}")),
        }
    }
    let abstraction = wayfinder_search::check::AbstractionConfig {
        entries,
        ..Default::default()
    };
    let booted = match &file.ltl {
        // The formula's propositions decide where transitions end.
        Some(formula) => {
            boot_for_ltl(&file, formula, &p, &reductions, &abstraction).map(|(vm, prepared)| {
                let lasso = file.violation.as_ref().is_some_and(|v| v.ltl.is_some());
                (vm, lasso.then_some(prepared))
            })
        }
        None => wayfinder_search::check::boot_abstract(
            &program(&p),
            &file.nondet_range,
            &reductions,
            &abstraction,
        )
        .map(|vm| (vm, None)),
    };
    let mut vm = match booted {
        Ok((mut vm, Some(prepared))) => {
            vm.counters_in_state = file.counters_in_state;
            return replay_lasso(&file, vm, &prepared);
        }
        Ok((vm, None)) => vm,
        Err(e) => return fail(&e),
    };
    vm.counters_in_state = file.counters_in_state;
    vm.clock_origin_millis = file.clock_start;
    vm.spurious_wakeups =
        wayfinder_vm::unlooped_waits::SpuriousWakeups::parse(&file.spurious_wakeups)
            .unwrap_or_default();
    vm.output = wayfinder_vm::Output::Real;
    let choices: Vec<Choice> = choices_of(&file.steps);
    let keys = (!file.keys.is_empty()).then(|| wayfinder_search::keyattr::KeyConfig {
        keys: file.keys.clone(),
        properties: file.properties.clone(),
        match_keys: false,
    });
    let got = wayfinder_search::replay_steps(
        &mut vm,
        &choices,
        Some(&file.steps),
        wayfinder_search::ReplayOptions {
            races: file.races,
            report_handled: file.report_handled,
            timeouts: file.timeouts,
        },
        keys.as_ref(),
    );
    vm.flush_output();
    use wayfinder_search::ReplayError;
    let got = match got {
        Ok(v) => v,
        Err(ReplayError::Vm(e)) => return fail(&e),
        Err(ReplayError::Mismatch(why)) => return trace_mismatch(&why),
    };
    match got {
        Some(v) => {
            println!(
                "replayed {} steps: violation: {}",
                choices.len(),
                v.summary()
            );
            match &file.violation {
                Some(f) if same_violation(f, &v) => ExitCode::from(exit_code::VIOLATION as u8),
                Some(f) => trace_mismatch(&format!(
                    "the replay ended in a different violation than the trace records: {} (the \
                     trace: {})",
                    v.summary(),
                    f.summary()
                )),
                None => trace_mismatch("the trace records no violation"),
            }
        }
        None => trace_mismatch("the replay did not reproduce the violation the trace records"),
    }
}

/// Is the violation a replay ended in the one the trace records: the same
/// kind, exception class, thread and message (for a deadlock: the same
/// threads waiting on the same things)? A key-attribute property's message
/// is compared without its abstract path, whose states are numbered in the
/// order the search (or the replay) met them.
fn same_violation(
    recorded: &wayfinder_search::Violation,
    got: &wayfinder_search::Violation,
) -> bool {
    let message = |v: &wayfinder_search::Violation| -> Option<String> {
        let m = v.message.as_deref()?;
        Some(match (v.kind.as_str(), m.find("; abstract path:")) {
            ("key_property", Some(i)) => m[..i].to_string(),
            _ => m.to_string(),
        })
    };
    (
        &recorded.kind,
        &recorded.exception,
        &recorded.thread,
        message(recorded),
        &recorded.threads,
    ) == (
        &got.kind,
        &got.exception,
        &got.thread,
        message(got),
        &got.threads,
    )
}

/// The steps of a trace as the search's branches.
fn choices_of(steps: &[wayfinder_search::Step]) -> Vec<wayfinder_search::Choice> {
    use wayfinder_search::Choice;
    steps
        .iter()
        .map(|s| match s.choice {
            Some(v) => Choice::Value {
                tid: s.thread,
                value: v,
            },
            None => Choice::Thread(s.thread),
        })
        .collect()
}

/// A VM booted for the LTL formula `formula` of a trace, with its
/// propositions resolved (their visible operations in the policy).
fn boot_for_ltl(
    file: &TraceFile,
    formula: &str,
    p: &ProgramArgs,
    reductions: &wayfinder_search::check::Reductions,
    abstraction: &wayfinder_search::check::AbstractionConfig,
) -> Result<(Vm, wayfinder_search::ltl::Prepared), VmError> {
    let visible = wayfinder_reductions::SharedVisible::default();
    let mut vm = wayfinder_search::check::boot_with(
        &program(p),
        &file.nondet_range,
        reductions,
        !file.no_library_atomicity,
        Some(visible.clone()),
        abstraction,
    )?;
    let options = wayfinder_search::ltl::LtlOptions {
        formula: formula.to_string(),
        defines: file.defines.clone(),
        ..Default::default()
    };
    let prepared = wayfinder_search::ltl::prepare(&mut vm, &p.classpath, &options, Some(&visible))?;
    Ok((vm, prepared))
}

/// `replay` of an LTL counterexample: the stem, then one round of the
/// cycle, which must come back to the state it started in (the same state
/// fingerprint; or, for an execution that stutters, end in a state with no
/// step left), on a word the automaton of the negation accepts, and, when
/// the search was asked for fairness, with no thread enabled in every state
/// of the cycle and never stepping there. Exit 1 when all hold; exit 6 when
/// the steps replay but the lasso is no counterexample; exit 5 when a step
/// cannot be taken.
fn replay_lasso(
    file: &TraceFile,
    mut vm: Vm,
    prepared: &wayfinder_search::ltl::Prepared,
) -> ExitCode {
    let lasso = file
        .violation
        .as_ref()
        .and_then(|v| v.ltl.as_ref())
        .expect("a lasso");
    if lasso.formula != prepared.formula {
        return trace_mismatch(&format!(
            "the trace's formula reads {}, its counterexample's {}",
            prepared.formula, lasso.formula
        ));
    }
    vm.clock_origin_millis = file.clock_start;
    vm.spurious_wakeups =
        wayfinder_vm::unlooped_waits::SpuriousWakeups::parse(&file.spurious_wakeups)
            .unwrap_or_default();
    vm.output = wayfinder_vm::Output::Real;
    let (stem, cycle) = (choices_of(&lasso.stem), choices_of(&lasso.cycle));
    let steps: Vec<wayfinder_search::Step> = lasso
        .stem
        .iter()
        .chain(lasso.cycle.iter())
        .cloned()
        .collect();
    let got = wayfinder_search::ltl::replay_lasso(
        &mut vm,
        prepared,
        &stem,
        &cycle,
        Some(&steps),
        file.timeouts,
        file.fair,
    );
    vm.flush_output();
    use wayfinder_search::ReplayError;
    let r = match got {
        Ok(r) => r,
        Err(ReplayError::Vm(e)) => return fail(&e),
        Err(ReplayError::Mismatch(why)) => return trace_mismatch(&why),
    };
    if !r.returned && lasso.stutters {
        return not_a_counterexample(&format!(
            "the stem's {} steps do not end in a state where the program stays (a thread can still move)",
            stem.len()
        ));
    }
    if !r.returned {
        return not_a_counterexample(&format!(
            "after the stem's {} steps and the cycle's {}, the program is not back in the state \
             the cycle started in (the state fingerprints differ)",
            stem.len(),
            cycle.len()
        ));
    }
    if !r.accepted {
        return not_a_counterexample(&format!(
            "the lasso replays, but the formula holds on it (the automaton of its negation \
             rejects the propositions' values along it): {}",
            prepared.formula
        ));
    }
    if !r.starved.is_empty() {
        let (is, takes) = if r.starved.len() == 1 {
            ("is", "takes")
        } else {
            ("are", "take")
        };
        return not_a_counterexample(&format!(
            "the lasso replays and violates the formula, but its cycle is not weakly fair: {} \
             {is} enabled in every state of the cycle and {takes} no step in it",
            wayfinder_search::ltl::lasso::starved_names(&r.starved)
        ));
    }
    let fair = if file.fair { ", weakly fair" } else { "" };
    if lasso.stutters {
        println!(
            "replayed {} steps: the execution ends there and stutters{fair}, on a word the \
             automaton of the negation accepts: violation confirmed: the LTL formula does not hold: {}",
            stem.len(),
            prepared.formula
        );
    } else {
        println!(
            "replayed {} stem steps and {} cycle steps: the cycle returns to its first state{fair}, \
             on a word the automaton of the negation accepts: violation confirmed: the LTL formula \
             does not hold: {}",
            stem.len(),
            cycle.len(),
            prepared.formula
        );
    }
    ExitCode::from(exit_code::VIOLATION as u8)
}

/// `replay` of an LTL trace whose steps replay but which is no
/// counterexample (its cycle does not return, the formula holds on it, or
/// it is unfair under `--fair`): exit 6. From a trace the checker wrote,
/// that is a bug of the checker.
fn not_a_counterexample(why: &str) -> ExitCode {
    eprintln!("wayfinder: not a counterexample: {why}");
    ExitCode::from(exit_code::NOT_A_COUNTEREXAMPLE as u8)
}

/// `replay` of a trace that does not fit the program: exit 5.
fn trace_mismatch(why: &str) -> ExitCode {
    eprintln!("wayfinder: trace does not match: {why}");
    ExitCode::from(exit_code::TRACE_MISMATCH as u8)
}

/// The class path with every entry made absolute (so that a saved trace
/// replays from any directory).
fn absolute_classpath(cp: &str) -> String {
    cp.split(':')
        .filter(|e| !e.is_empty())
        .map(|e| {
            std::fs::canonicalize(e)
                .or_else(|_| std::env::current_dir().map(|d| d.join(e)))
                .map(|p| p.display().to_string())
                .unwrap_or_else(|_| e.to_string())
        })
        .collect::<Vec<_>>()
        .join(":")
}
