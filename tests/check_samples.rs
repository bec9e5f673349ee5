//! End-to-end test of `wayfinder check` and `wayfinder replay` on
//! `java_samples/check/`.
//!
//! Each sample starts with header comments (see `java_samples/check/README.md`):
//! `// expect: deadlock | assertion | exception java.lang.X | data_race | no_violation | inconclusive`,
//! optionally `// flags: ...` (extra `check` flags),
//! optionally `// states: all=N no-por=N no-symmetry=N none=N` (the exact
//! numbers of stored states with all reductions, with each one off and with
//! none, pinned so that any change in state storage or reductions shows;
//! any subset may be given), and optionally
//! `// wayfinder-unsupported: what` (the checker must stop with exit code 4
//! naming it). For every violation the saved trace must replay to the same
//! violation. Every sample is checked with each reduction on and off, and
//! the verdict must be the same every time (the reductions' soundness test). Needs `javac` (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, java_sources, javac};

struct Expect {
    name: String,
    verdict: String,
    /// Pinned state counts by configuration name.
    states: Vec<(String, u64)>,
    unsupported: Option<String>,
    /// Extra `wayfinder check` flags from a `// flags:` header.
    flags: Vec<String>,
    /// From a `// bounded-without-library-atomicity: N` header: the search
    /// without library-level atomicity is too large to finish, so it runs
    /// with `--max-states N` and may also end inconclusive (never with
    /// another verdict).
    bound_without_library_atomicity: Option<u64>,
    /// From a `// bounded-in: CONFIG,CONFIG N` header: in those settings
    /// the search is too large to finish within the harness's time limit,
    /// so it runs with `--max-states N` and may also end inconclusive
    /// (never with another verdict).
    bounded_in: Option<(Vec<String>, u64)>,
    /// From a `// limit: TEXT` header: an inconclusive verdict's reason
    /// (the report's `limit`) must contain TEXT.
    limit: Option<String>,
}

/// Reduction configurations: name and extra flags. Sleep sets prune
/// transitions, never states, so `no-sleep-sets` must store exactly the
/// `all` count on samples whose search runs to the end (unless pinned
/// apart: objects a woken thread allocates may be renamed); so must the exact
/// state store (`exact-states`), or fingerprints confused two states.
use common::REDUCTION_CONFIGS as CONFIGS;

fn headers(src: &str, name: &str) -> Expect {
    let mut e = Expect {
        name: name.to_string(),
        verdict: String::new(),
        states: Vec::new(),
        unsupported: None,
        flags: Vec::new(),
        bound_without_library_atomicity: None,
        bounded_in: None,
        limit: None,
    };
    for line in src.lines() {
        let Some(c) = line.trim().strip_prefix("//") else {
            break;
        };
        let c = c.trim();
        if let Some(v) = c.strip_prefix("expect:") {
            e.verdict = v.trim().to_string();
        } else if let Some(v) = c.strip_prefix("states:") {
            for item in v.split_whitespace() {
                let (k, n) = item.split_once('=').expect("states: config=N ...");
                e.states
                    .push((k.to_string(), n.parse().expect("states: config=N")));
            }
        } else if let Some(v) = c.strip_prefix("flags:") {
            e.flags.extend(v.split_whitespace().map(str::to_string));
        } else if let Some(v) = c.strip_prefix("bounded-without-library-atomicity:") {
            e.bound_without_library_atomicity = Some(
                v.trim()
                    .parse()
                    .expect("bounded-without-library-atomicity: N"),
            );
        } else if let Some(v) = c.strip_prefix("bounded-in:") {
            let (configs, n) = v
                .trim()
                .split_once(' ')
                .expect("bounded-in: CONFIG,CONFIG N");
            e.bounded_in = Some((
                configs.split(',').map(str::to_string).collect(),
                n.trim().parse().expect("bounded-in: CONFIG,CONFIG N"),
            ));
        } else if let Some(v) = c.strip_prefix("limit:") {
            e.limit = Some(v.trim().to_string());
        } else if let Some(v) = c.strip_prefix("wayfinder-unsupported:") {
            e.unsupported = Some(v.trim().to_string());
        }
    }
    assert!(!e.verdict.is_empty(), "{name}: no // expect: header");
    e
}

fn check_all(e: &Expect, bin: &Path, classes: &Path, tmp: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for (config, flags) in CONFIGS {
        if e.unsupported.is_some() && config != "all" {
            continue;
        }
        if let Some(p) = check_one(e, config, flags, bin, classes, tmp) {
            problems.push(p);
        }
    }
    problems
}

fn check_one(
    e: &Expect,
    config: &str,
    flags: &[&str],
    bin: &Path,
    classes: &Path,
    tmp: &Path,
) -> Option<String> {
    let trace = tmp.join(format!("{}.{config}.trace.json", e.name));
    let bound = e
        .bound_without_library_atomicity
        .filter(|_| flags.contains(&"--no-library-atomicity"))
        .or_else(|| {
            e.bounded_in
                .as_ref()
                .filter(|(configs, _)| configs.iter().any(|c| c == config))
                .map(|&(_, n)| n)
        });
    let bound_flags: Vec<String> = bound
        .map(|n| vec!["--max-states".to_string(), n.to_string()])
        .unwrap_or_default();
    let out = Command::new(bin)
        .args(["check", "--json", "--time-limit", "120"])
        .args(flags)
        .args(&e.flags)
        .args(&bound_flags)
        .arg("--trace-out")
        .arg(&trace)
        .arg("--classpath")
        .arg(classes)
        .arg(&e.name)
        .output()
        .expect("run wayfinder");
    let code = out.status.code().unwrap_or(-1);
    let stdout = String::from_utf8_lossy(&out.stdout);
    if let Some(what) = &e.unsupported {
        let ok = code == 4 && stdout.contains("unsupported") && stdout.contains(what.as_str());
        return (!ok).then(|| {
            format!(
                "{}: expected exit 4 naming unsupported {what}, got {code}: {stdout}",
                e.name
            )
        });
    }
    let json: serde_json::Value = match serde_json::from_str(stdout.trim()) {
        Ok(j) => j,
        Err(_) => {
            return Some(format!(
                "{}: not JSON (exit {code}): {stdout} {}",
                e.name,
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    };
    let verdict = json["verdict"].as_str().unwrap_or("");
    let kind = json["violation"]["kind"].as_str().unwrap_or("");
    let exc = json["violation"]["exception"].as_str().unwrap_or("");
    let (want_verdict, want_code) = match e.verdict.as_str() {
        "no_violation" => ("no_violation", 0),
        "inconclusive" => ("inconclusive", 3),
        _ => ("violation", 1),
    };
    let mut problems = Vec::new();
    if bound.is_some() && verdict == "inconclusive" && code == 3 {
        // The bounded search found nothing within its bound: all it may say.
        return None;
    }
    if verdict != want_verdict || code != want_code {
        problems.push(format!(
            "verdict {verdict} (exit {code}), expected {want_verdict} (exit {want_code})"
        ));
    }
    if let Some(want) = e.limit.as_deref().filter(|_| verdict == "inconclusive") {
        let limit = json["limit"].as_str().unwrap_or("");
        if !limit.contains(want) {
            problems.push(format!("inconclusive because {limit:?}, expected {want:?}"));
        }
    }
    let expected_kind = if e.verdict == "deadlock" {
        Some(("deadlock", ""))
    } else if e.verdict == "data_race" {
        Some(("data_race", ""))
    } else if e.verdict == "assertion" {
        Some(("uncaught_exception", "java.lang.AssertionError"))
    } else {
        e.verdict
            .strip_prefix("exception ")
            .map(|x| ("uncaught_exception", x.trim()))
    };
    if let Some((k, x)) = expected_kind {
        if kind != k || exc != x {
            problems.push(format!("violation {kind} {exc}, expected {k} {x}"));
        }
    }
    // A sample may pin `no-sleep-sets` apart when sleep sets store a few
    // more states (renamed identities) or fewer (points before a use of a
    // class whose initialisation ended meanwhile: see `footprint.rs`'s
    // module doc; or, on CompleteOnTimeoutDefault and OrTimeoutFallbackIdle,
    // a scheduled pool's worker stopped at its `getTask` boundary while
    // the delay queue held the timeout task, which the completion then
    // cancels: without sleep sets the search also runs the completion
    // there, giving states where the worker waits at a point an empty,
    // unwatched queue no longer makes (`wayfinder_vm::bookkeeping`); with
    // them the completion is asleep there and the worker's step after it
    // runs through. Not the class-status rule: without it
    // CompleteOnTimeoutDefault still stores 8 states more without sleep
    // sets, and with the delay queue's boundary kept both store as many).
    let same_as_all = (config == "no-sleep-sets" && !e.states.iter().any(|(k, _)| k == config))
        || config == "exact-states";
    let pinned_as = if same_as_all && want_verdict != "violation" {
        "all"
    } else {
        config
    };
    if let Some((_, n)) = e.states.iter().find(|(k, _)| k == pinned_as) {
        let got = json["stats"]["states"].as_u64().unwrap_or(0);
        if got != *n {
            problems.push(format!("stored {got} states, pinned {n}"));
        }
    }
    // Dynamic POR explores a subset of the static reduction's branches at
    // the same scheduling points: never more states on a complete search.
    if config == "dpor" && want_verdict == "no_violation" && verdict == want_verdict {
        if let Some((_, n)) = e.states.iter().find(|(k, _)| k == "all") {
            let got = json["stats"]["states"].as_u64().unwrap_or(0);
            if got > *n {
                problems.push(format!("dpor stored {got} states, static {n}"));
            }
        }
    }
    if want_verdict == "violation" && problems.is_empty() {
        let r = Command::new(bin)
            .arg("replay")
            .arg(&trace)
            .output()
            .expect("run replay");
        if r.status.code() != Some(1) {
            problems.push(format!(
                "replay exited {:?}: {}{}",
                r.status.code(),
                String::from_utf8_lossy(&r.stdout),
                String::from_utf8_lossy(&r.stderr)
            ));
        }
    }
    (!problems.is_empty()).then(|| format!("{} [{config}]: {}", e.name, problems.join("; ")))
}

#[test]
fn check_samples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("java_samples").join("check");
    let sources = java_sources(&root.join("java_samples/check"));
    compile_all(
        &javac(),
        &sources,
        &out,
        Some(&root.join("java_samples/api")),
    );
    // `WAYFINDER_SAMPLE=Part,Other` checks only the samples whose names
    // contain one of the parts (all of them are still compiled).
    let filters: Vec<String> = std::env::var("WAYFINDER_SAMPLE")
        .map(|f| f.split(',').map(|s| s.trim().to_string()).collect())
        .unwrap_or_default();
    let expects: Vec<Expect> = sources
        .iter()
        .filter(|p| {
            let name = p.file_stem().unwrap().to_string_lossy();
            filters.iter().all(|f| f.is_empty())
                || filters
                    .iter()
                    .any(|f| !f.is_empty() && name.contains(f.as_str()))
        })
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            headers(&std::fs::read_to_string(p).expect("read"), &name)
        })
        .collect();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let failures = common::run_jobs_in_parallel(&expects, |e| {
        let problems = check_all(e, &bin, &out, &out);
        if problems.is_empty() {
            Vec::new()
        } else {
            vec![problems.join("\n")]
        }
    });
    println!(
        "check samples: {} passed, {} failed",
        expects.len() - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "check sample failures:\n{}",
        failures.join("\n")
    );
}

/// Issue 5's focused check: the quick analysis narrows the search to the
/// race window, which finds the same race in far fewer states than the
/// unfocused search. Both counts are pinned.
#[test]
fn focused_check_finds_the_race_in_fewer_states() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("focus");
    compile_all(
        &javac(),
        &[root.join("java_samples/check/FocusRace.java")],
        &out,
        None,
    );
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let states = |flag: &str| -> (String, u64) {
        let o = Command::new(&bin)
            .args(["check", "--json", flag, "--classpath"])
            .arg(&out)
            .arg("FocusRace")
            .output()
            .expect("wayfinder");
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
        (
            j["violation"]["kind"].as_str().unwrap_or("").to_string(),
            j["stats"]["states"].as_u64().unwrap_or(0),
        )
    };
    let focused = states("--focus");
    let unfocused = states("--races");
    assert_eq!(focused, ("data_race".to_string(), 54));
    assert_eq!(unfocused, ("data_race".to_string(), 3051));
}
