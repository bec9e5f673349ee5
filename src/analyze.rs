//! `wayfinder analyze`: runs the program once (or `--runs N` times under
//! random schedules) with the runtime analyses watching, and reports the
//! data races (hybrid: an empty Eraser lockset and no happens-before order
//! in the run) and lock-order inversions (lock trees) that other schedules
//! could turn into failures, the non-atomic updates of volatile fields
//! (`v++` on a `volatile`), plus the race window.
//!
//! Exit status: 0 when nothing was found, 1 when a race, a lost update of a
//! volatile field (`lost_updates`), an inversion or
//! a deadlock (in one of the runs) was found; 2, 4 and 70 for errors as
//! for the other commands.

use std::io::Write;
use std::process::ExitCode;

use wayfinder_analyses::{attach, Findings};
use wayfinder_vm::runner::{RunOutcome, Schedule};
use wayfinder_vm::{exit_code, Output, VmError};

use super::{make_vm, AnalyzeArgs};

/// How one run ended, for the report.
#[derive(serde::Serialize)]
struct RunInfo {
    run: u32,
    /// The random schedule's seed; absent for the round-robin run.
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// `exit` or `deadlock`.
    outcome: &'static str,
    /// The program's exit status (for `exit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<i32>,
    /// Each live thread's state (for `deadlock`).
    #[serde(skip_serializing_if = "Option::is_none")]
    threads: Option<String>,
    races: usize,
    lost_updates: usize,
    lock_order: usize,
}

fn error(e: &VmError, json: bool) -> ExitCode {
    if json {
        println!("{}", serde_json::json!({ "error": e.to_string() }));
    } else {
        eprintln!("wayfinder: {e}");
    }
    ExitCode::from(e.exit_code() as u8)
}

pub fn analyze(a: AnalyzeArgs) -> ExitCode {
    let random = a.runs.is_some() || a.seed.is_some();
    let runs = a.runs.unwrap_or(1);
    if runs == 0 {
        return error(&VmError::input("--runs wants at least 1"), a.json);
    }
    let base_seed = a.seed.unwrap_or(1);
    let mut merged = Findings::default();
    let mut infos = Vec::new();
    // The most threads one run started (main included).
    let mut started_threads = 0;
    for i in 0..runs {
        let mut vm = match make_vm(&a.program) {
            Ok(vm) => vm,
            Err(e) => return error(&e, a.json),
        };
        // The first run's output is the program's; with --json it goes to
        // stderr so that stdout carries only the report. Later runs are silent.
        vm.output = match (i, a.json) {
            (0, false) => Output::Real,
            (0, true) => Output::Capture {
                out: Vec::new(),
                err: Vec::new(),
            },
            _ => Output::Discard,
        };
        let analysis = attach(&mut vm);
        let seed = random.then(|| base_seed.wrapping_add(i as u64));
        let outcome = match vm.boot(&a.program.main_class, &a.program.args) {
            Ok(()) => vm.run_to_end_with(match seed {
                Some(seed) => Schedule::Random { seed },
                None => Schedule::RoundRobin,
            }),
            Err(e) => RunOutcome::Error(e),
        };
        vm.flush_output();
        if let Output::Capture { out, err } = &vm.output {
            let mut stderr = std::io::stderr();
            let _ = stderr.write_all(out);
            let _ = stderr.write_all(err);
        }
        vm.listeners.clear();
        let (kind, status, threads) = match outcome {
            RunOutcome::Exit(code) => ("exit", Some(code), None),
            RunOutcome::Deadlock(t) => ("deadlock", None, Some(t)),
            RunOutcome::Error(e) => {
                if !a.json {
                    eprint!("{}", vm.describe_threads());
                }
                return error(&e, a.json);
            }
        };
        started_threads = started_threads.max(vm.state.threads.len());
        let found = analysis.borrow().findings(&vm, i + 1);
        infos.push(RunInfo {
            run: i + 1,
            seed,
            outcome: kind,
            status,
            threads,
            races: found.races.len(),
            lost_updates: found.lost_updates.len(),
            lock_order: found.lock_order.len(),
        });
        merged.merge(found);
    }
    let deadlocks = infos.iter().filter(|r| r.outcome == "deadlock").count();
    if a.json {
        let j = serde_json::json!({
            "races": merged.races,
            "lost_updates": merged.lost_updates,
            "lock_order": merged.lock_order,
            "window": merged.window,
            "runs": infos,
        });
        println!("{j}");
    } else {
        print!("{}", merged.text(runs));
        for r in infos.iter().filter(|r| r.outcome == "deadlock") {
            println!(
                "run {} deadlocked: every live thread is blocked\n{}",
                r.run,
                r.threads.as_deref().unwrap_or("")
            );
        }
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let lost = match merged.lost_updates.len() {
            0 => String::new(),
            n => format!(", {}", plural(n, "lost update", "lost updates")),
        };
        println!(
            "analyze: {}{lost}, {}{} in {}",
            plural(merged.races.len(), "race", "races"),
            plural(
                merged.lock_order.len(),
                "lock-order inversion",
                "lock-order inversions"
            ),
            if deadlocks > 0 {
                format!(
                    ", {}",
                    plural(deadlocks, "deadlocked run", "deadlocked runs")
                )
            } else {
                String::new()
            },
            plural(runs as usize, "run", "runs"),
        );
        if merged.is_empty() && deadlocks == 0 && !random && started_threads > 1 {
            println!(
                "note: one round-robin run sees only the races its schedule lets overlap; \
                 accesses it happened to order through other synchronisation (a volatile, an \
                 atomic, a queue or future hand-off) race under other schedules: `--runs 20` \
                 tries random ones, `check --races` all of them"
            );
        }
    }
    let _ = std::io::stdout().flush();
    if merged.is_empty() && deadlocks == 0 {
        ExitCode::from(exit_code::OK as u8)
    } else {
        ExitCode::from(exit_code::VIOLATION as u8)
    }
}
