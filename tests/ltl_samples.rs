//! End-to-end test of `wayfinder check --ltl` and `wayfinder replay` on
//! `java_samples/ltl/`.
//!
//! Each sample starts with header comments:
//! - `// ltl: FORMULA` and any number of `// define: NAME=EXPR`;
//! - `// expect: holds | violated | violated-stutter | deadlock` (without
//!   `--fair`) and optionally `// expect-fair: ...` (the same with `--fair`);
//! - optionally `// flags: ...` (extra `check` flags, in every run) and
//!   `// args: ...` (the program's arguments);
//! - `// states: all=N no-por=N no-symmetry=N none=N ndfs=N` and, with
//!   `expect-fair`, `// states-fair: ...`: the product states stored with
//!   all reductions, each one off and none, and by the nested depth-first
//!   search (`--ltl-nested-dfs`, all reductions), pinned.
//!
//! Every sample is checked with partial-order reduction and symmetry on and
//! off and by both search algorithms (the verdict must be the same every
//! time), under `--ltl-state hash`
//! (the same verdict; a counterexample confirmed) and `--ltl-state
//! projection` (never "no violation": a search on the projected model
//! proves nothing; a violation it finds is confirmed or reported spurious,
//! inconclusive). Every counterexample is saved and must replay (exit 1).
//! Needs `javac` (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, java_sources, javac};

struct Sample {
    /// The main class's binary name.
    main: String,
    name: String,
    formula: String,
    defines: Vec<String>,
    expect: String,
    expect_fair: Option<String>,
    flags: Vec<String>,
    args: Vec<String>,
    states: Vec<(String, u64)>,
    states_fair: Vec<(String, u64)>,
}

/// Reduction settings: name and flags.
/// `--por=dpor` runs as `--por=static` with `--ltl` (a note says so): it
/// must store the `all` count.
const CONFIGS: [(&str, &[&str]); 5] = [
    ("all", &[]),
    ("dpor", &["--por=dpor"]),
    ("no-por", &["--no-por"]),
    ("no-symmetry", &["--no-symmetry"]),
    (
        "none",
        &[
            "--no-por",
            "--no-symmetry",
            "--no-stable-fields",
            "--no-local-statics",
        ],
    ),
];

fn pins(v: &str) -> Vec<(String, u64)> {
    v.split_whitespace()
        .map(|item| {
            let (k, n) = item.split_once('=').expect("states: config=N ...");
            (k.to_string(), n.parse().expect("states: config=N"))
        })
        .collect()
}

fn parse(src: &str, name: &str) -> Sample {
    let mut s = Sample {
        main: name.to_string(),
        name: name.to_string(),
        formula: String::new(),
        defines: Vec::new(),
        expect: String::new(),
        expect_fair: None,
        flags: Vec::new(),
        args: Vec::new(),
        states: Vec::new(),
        states_fair: Vec::new(),
    };
    for line in src.lines() {
        if let Some(p) = line.strip_prefix("package ") {
            s.main = format!("{}.{name}", p.trim().trim_end_matches(';'));
        }
        let Some(c) = line.trim().strip_prefix("//") else {
            continue;
        };
        let c = c.trim();
        if let Some(v) = c.strip_prefix("ltl:") {
            s.formula = v.trim().to_string();
        } else if let Some(v) = c.strip_prefix("define:") {
            s.defines.push(v.trim().to_string());
        } else if let Some(v) = c.strip_prefix("expect-fair:") {
            s.expect_fair = Some(v.trim().to_string());
        } else if let Some(v) = c.strip_prefix("expect:") {
            s.expect = v.trim().to_string();
        } else if let Some(v) = c.strip_prefix("flags:") {
            s.flags.extend(v.split_whitespace().map(str::to_string));
        } else if let Some(v) = c.strip_prefix("args:") {
            s.args.extend(v.split_whitespace().map(str::to_string));
        } else if let Some(v) = c.strip_prefix("states-fair:") {
            s.states_fair = pins(v);
        } else if let Some(v) = c.strip_prefix("states:") {
            s.states = pins(v);
        }
    }
    assert!(!s.formula.is_empty(), "{name}: no // ltl: header");
    assert!(
        ["holds", "violated", "violated-stutter", "deadlock"].contains(&s.expect.as_str()),
        "{name}: bad // expect: {:?}",
        s.expect
    );
    s
}

/// One run: `check --ltl` with `extra` flags; the problems found.
#[allow(clippy::too_many_arguments)]
fn run(
    s: &Sample,
    label: &str,
    extra: &[&str],
    expect: &str,
    pinned: Option<u64>,
    mode: &str,
    bin: &Path,
    classes: &Path,
    tmp: &Path,
) -> Vec<String> {
    let trace = tmp.join(format!("{}.{label}.{mode}.trace.json", s.name));
    let _ = std::fs::remove_file(&trace);
    let mut cmd = Command::new(bin);
    cmd.args(["check", "--json", "--quiet", "--time-limit", "300"])
        .args(["--ltl", &s.formula]);
    for d in &s.defines {
        cmd.args(["--define", d]);
    }
    let out = cmd
        .args(extra)
        .args(&s.flags)
        .args(["--ltl-state", mode])
        .arg("--trace-out")
        .arg(&trace)
        .arg("--classpath")
        .arg(classes)
        .arg(&s.main)
        .args(&s.args)
        .output()
        .expect("run wayfinder");
    let code = out.status.code().unwrap_or(-1);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let json: serde_json::Value = match serde_json::from_str(stdout.trim()) {
        Ok(j) => j,
        Err(_) => {
            return vec![format!(
                "not JSON (exit {code}): {stdout} {}",
                String::from_utf8_lossy(&out.stderr)
            )]
        }
    };
    let verdict = json["verdict"].as_str().unwrap_or("");
    let v = &json["violation"];
    let got = match (verdict, v["kind"].as_str()) {
        ("no_violation", _) => "holds".to_string(),
        ("violation", Some("ltl")) if v["stutters"] == true => "violated-stutter".into(),
        ("violation", Some("ltl")) => "violated".into(),
        ("violation", Some(k)) => k.to_string(),
        (other, _) => format!("{other} ({})", json["limit"].as_str().unwrap_or("")),
    };
    let mut problems = Vec::new();
    let projection = mode == "projection";
    let ok = if projection {
        // On the projected model: never a proof; a counterexample is either
        // confirmed on the program or reported spurious.
        match expect {
            "holds" => verdict == "inconclusive" && code == 3,
            _ => got == expect || (verdict == "inconclusive" && code == 3),
        }
    } else {
        got == expect
    };
    if !ok {
        problems.push(format!("got {got} (exit {code}), expected {expect}"));
    }
    let want_code = match verdict {
        "no_violation" => 0,
        "violation" => 1,
        _ => 3,
    };
    if code != want_code {
        problems.push(format!("exit {code} for verdict {verdict}"));
    }
    let search = if extra.contains(&"--ltl-nested-dfs") {
        "nested_dfs"
    } else {
        "scc"
    };
    if json["ltl"]["search"] != search {
        problems.push(format!("search reported {}", json["ltl"]["search"]));
    }
    if json["ltl"]["state_mode"] != mode {
        problems.push(format!("state mode reported {}", json["ltl"]["state_mode"]));
    }
    if v["kind"] == "ltl" {
        if mode != "full" && v["confirmed"] != true {
            problems.push("a counterexample reported without confirmation".into());
        }
        let stem = v["stem"].as_array().map(Vec::len).unwrap_or(0);
        let cycle = v["cycle"].as_array().map(Vec::len).unwrap_or(0);
        if (cycle == 0) != (v["stutters"] == true) {
            problems.push(format!(
                "cycle of {cycle} steps, stutters {}",
                v["stutters"]
            ));
        }
        if json["trace"].as_array().map(Vec::len) != Some(stem + cycle) {
            problems.push("the trace is not stem and cycle".into());
        }
        if !v["propositions"].is_object() {
            problems.push("no proposition values at the cycle's start".into());
        }
    }
    if let (Some(n), false) = (pinned, projection) {
        let got = json["stats"]["states"].as_u64().unwrap_or(0);
        if got != n && mode == "full" {
            problems.push(format!("stored {got} states, pinned {n}"));
        }
    }
    if verdict == "violation" && problems.is_empty() {
        let r = Command::new(bin)
            .arg("replay")
            .arg(&trace)
            .output()
            .expect("run replay");
        let out = String::from_utf8_lossy(&r.stdout);
        // A lasso's replay confirms it: back in its first state, a word
        // the negation's automaton accepts, fair under --fair.
        let confirmed = v["kind"] != "ltl" || out.contains("violation confirmed");
        if r.status.code() != Some(1) || !confirmed {
            problems.push(format!(
                "replay exited {:?}: {out}{}",
                r.status.code(),
                String::from_utf8_lossy(&r.stderr)
            ));
        }
    }
    problems
        .into_iter()
        .map(|p| format!("{} [{label}, {mode}]: {p}", s.name))
        .collect()
}

fn check_sample(s: &Sample, bin: &Path, classes: &Path, tmp: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let mut runs: Vec<(String, Vec<&str>, String, Option<u64>)> = Vec::new();
    for (config, flags) in CONFIGS {
        let pinned_as = if config == "dpor" { "all" } else { config };
        let pin = s.states.iter().find(|(k, _)| k == pinned_as).map(|p| p.1);
        runs.push((config.to_string(), flags.to_vec(), s.expect.clone(), pin));
        if let Some(fair) = &s.expect_fair {
            let pin = s
                .states_fair
                .iter()
                .find(|(k, _)| k == pinned_as)
                .map(|p| p.1);
            let mut f = flags.to_vec();
            f.push("--fair");
            runs.push((format!("fair-{config}"), f, fair.clone(), pin));
        }
    }
    // The nested depth-first search (the other algorithm, with Spin's
    // fairness counters) must give the same verdicts; its counts are pinned
    // as `ndfs=N` (all reductions).
    let pin = s.states.iter().find(|(k, _)| k == "ndfs").map(|p| p.1);
    runs.push((
        "ndfs".to_string(),
        vec!["--ltl-nested-dfs"],
        s.expect.clone(),
        pin,
    ));
    if let Some(fair) = &s.expect_fair {
        let pin = s.states_fair.iter().find(|(k, _)| k == "ndfs").map(|p| p.1);
        runs.push((
            "fair-ndfs".to_string(),
            vec!["--ltl-nested-dfs", "--fair"],
            fair.clone(),
            pin,
        ));
    }
    for (label, flags, expect, pin) in &runs {
        problems.extend(run(
            s, label, flags, expect, *pin, "full", bin, classes, tmp,
        ));
    }
    for mode in ["hash", "projection"] {
        problems.extend(run(s, "all", &[], &s.expect, None, mode, bin, classes, tmp));
    }
    problems
}

#[test]
fn ltl_samples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("java_samples").join("ltl");
    let sources = java_sources(&root.join("java_samples/ltl"));
    assert!(sources.len() >= 20, "expected at least 20 LTL samples");
    compile_all(
        &javac(),
        &sources,
        &out,
        Some(&root.join("java_samples/api")),
    );
    let samples: Vec<Sample> = sources
        .iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            parse(&std::fs::read_to_string(p).expect("read"), &name)
        })
        .filter(|s| {
            std::env::var("WAYFINDER_SAMPLE")
                .map(|f| f.split(',').any(|n| n == s.name))
                .unwrap_or(true)
        })
        .collect();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let failures = common::run_jobs_in_parallel(&samples, |s| {
        let problems = check_sample(s, &bin, &out, &out);
        if problems.is_empty() {
            Vec::new()
        } else {
            vec![problems.join("\n")]
        }
    });
    println!(
        "ltl samples: {} passed, {} failed",
        samples.len() - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "ltl sample failures:\n{}",
        failures.join("\n")
    );
}

/// Compiles the named LTL samples into a directory of their own.
fn compile_some(names: &[&str], dir: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    let sources: Vec<PathBuf> = names
        .iter()
        .map(|n| root.join(format!("java_samples/ltl/{n}.java")))
        .collect();
    compile_all(&javac(), &sources, &out, None);
    out
}

fn wayfinder(args: &[&str], classes: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .arg("check")
        .args(["--quiet", "--classpath"])
        .arg(classes)
        .args(args)
        .output()
        .expect("run wayfinder");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// Bad formulas and propositions are input errors (exit 2) naming what is
/// wrong, before any search.
#[test]
fn ltl_input_errors_exit_2() {
    let classes = compile_some(&["ServerPendingDrains"], "ltl-errors");
    let cases: [(&[&str], &str); 11] = [
        (
            &["--ltl", "[] X {ServerPendingDrains.pending == 0}"],
            "next operator",
        ),
        (
            &["--ltl", "[] {ServerPendingDrains.nothing == 0}"],
            "no static field nothing",
        ),
        (&["--ltl", "[] {NoSuchClass.x == 0}"], "NoSuchClass.x"),
        (
            &["--ltl", "[] !loc(\"ServerPendingDrains.java:2\")"],
            "no code on line 2",
        ),
        (
            &["--ltl", "[] !thrown(\"java.lang.NoSuchException\")"],
            "java.lang.NoSuchException",
        ),
        (&["--ltl", "[] p", "--define", "p"], "NAME=EXPR"),
        (&["--fair"], "go with --ltl"),
        (
            &["--ltl", "[] {ServerPendingDrains.pending = 0}"],
            "`=` at character 28 is not a comparison: write `==`",
        ),
        (
            &["--ltl", "{ServerPendingDrains.pending == 0} R true"],
            "Spin writes release `V`",
        ),
        // Type errors name the operand as written and its Java type.
        (
            &["--ltl", "[] {ServerPendingDrains.pending}"],
            "`ServerPendingDrains.pending` (an int) is not a boolean",
        ),
        (
            &["--ltl", "[] {ServerPendingDrains.pending == \"a\"}"],
            "cannot compare `ServerPendingDrains.pending` (an int) == `\"a\"` (a String)",
        ),
    ];
    for (args, needle) in cases {
        let mut all: Vec<&str> = args.to_vec();
        all.push("ServerPendingDrains");
        let (code, stdout, stderr) = wayfinder(&all, &classes);
        assert_eq!(code, 2, "{args:?}: exit {code}: {stdout}{stderr}");
        assert!(
            stderr.contains(needle) && stderr.lines().count() == 1,
            "{args:?}: message {stderr:?} does not name {needle:?}"
        );
    }
}

/// A limit makes an LTL search inconclusive, saying which limit.
#[test]
fn ltl_limits_are_inconclusive() {
    let classes = compile_some(&["PhilosophersSomeoneEats"], "ltl-limits");
    let formula = "[]<> ({PhilosophersSomeoneEats.eats[0]} || {PhilosophersSomeoneEats.eats[1]} || {PhilosophersSomeoneEats.eats[2]})";
    for (flag, value, named) in [
        ("--max-states", "200", "max states (200)"),
        ("--max-depth", "20", "max depth (20)"),
    ] {
        let (code, stdout, stderr) = wayfinder(
            &[
                "--json",
                "--ltl",
                formula,
                flag,
                value,
                "PhilosophersSomeoneEats",
                "3",
            ],
            &classes,
        );
        let j: serde_json::Value = serde_json::from_str(stdout.trim())
            .unwrap_or_else(|_| panic!("not JSON: {stdout}{stderr}"));
        assert_eq!(code, 3, "{flag}: {stdout}");
        assert_eq!(j["verdict"], "inconclusive", "{flag}: {stdout}");
        assert_eq!(j["limit"], named, "{flag}: {stdout}");
    }
}

/// The text report marks where the cycle starts and gives the
/// propositions' values there; a stuttering end says so.
#[test]
fn ltl_text_report_marks_the_cycle() {
    let classes = compile_some(&["ServerDropsRequest", "TerminatingNeverReady"], "ltl-text");
    let (code, stdout, _) = wayfinder(
        &[
            "--ltl",
            "[] ({ServerDropsRequest.pending > 0} -> <> {ServerDropsRequest.pending == 0})",
            "ServerDropsRequest",
        ],
        &classes,
    );
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("-- cycle starts here ({ServerDropsRequest.pending == 0} = false, {ServerDropsRequest.pending > 0} = true):"),
        "{stdout}"
    );
    let (code, stdout, _) = wayfinder(
        &[
            "--ltl",
            "<> {TerminatingNeverReady.ready}",
            "TerminatingNeverReady",
        ],
        &classes,
    );
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("-- the execution ends here and stays in this state forever ({TerminatingNeverReady.ready} = false)"),
        "{stdout}"
    );
}

/// A lasso's steps say where a thread woke spuriously, as a safety
/// counterexample's do: under weak fairness `WorkerPoolIfWait`'s cycle is a
/// worker waking from its `if`-wait without a notify, again and again.
#[test]
fn ltl_lasso_marks_spurious_wakeups() {
    let classes = compile_some(&["WorkerPoolIfWait"], "ltl-spurious");
    let formula = "[] ({WorkerPoolIfWait.submitted > WorkerPoolIfWait.completed} -> <> {WorkerPoolIfWait.submitted == WorkerPoolIfWait.completed})";
    for search in [None, Some("--ltl-nested-dfs")] {
        let mut args = vec!["--fair", "--ltl", formula];
        args.extend(search);
        args.push("WorkerPoolIfWait");
        let (code, stdout, _) = wayfinder(&args, &classes);
        assert_eq!(code, 1, "{search:?}: {stdout}");
        let cycle = stdout
            .split_once("-- cycle starts here")
            .map(|(_, c)| c)
            .unwrap_or_else(|| panic!("{search:?}: no cycle: {stdout}"));
        assert!(
            cycle.contains("woke spuriously (JLS 17.2.1; --spurious-wakeups=none to exclude)"),
            "{search:?}: the cycle's wakeups are not marked: {stdout}"
        );
    }
}
