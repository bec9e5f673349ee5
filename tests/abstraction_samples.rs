//! End-to-end test of data abstraction (`check --abstract`), choose-free
//! search (`--choose-free`) and abstract counterexamples on
//! `java_samples/abstraction/`.
//!
//! Each sample's header has one or more lines
//! `// check: FLAGS [-- ARGS] => VERDICT [TOKENS]`: `wayfinder check FLAGS`
//! (with the program's arguments ARGS) must give
//! VERDICT (`no_violation`, `inconclusive`, `assertion`, `deadlock`,
//! `exception java.lang.X`) with all reductions on, with all of them off
//! and with exact state storage (not with `--ltl`, which does not take
//! it). TOKENS: `states=all:N,none:M` pins the
//! stored states of those configurations (and `exact` must store the `all`
//! count), `choose_free` / `confirmed` (the violation's path has no
//! abstraction choice / the abstract counterexample was confirmed),
//! `spurious=N` (that many spurious counterexamples listed), `cut_points`
//! (choose-free cut some paths), `ended` (paths ended where an abstract
//! value needed a concrete one). Every violation's trace must replay.
//! Needs `javac`; fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, java_sources, javac};

/// Reduction configurations: name and extra flags.
const CONFIGS: [(&str, &[&str]); 3] = [
    ("all", &[]),
    ("exact", &["--exact-states"]),
    (
        "none",
        &[
            "--no-por",
            "--no-symmetry",
            "--no-sleep-sets",
            "--no-stable-fields",
            "--no-local-statics",
        ],
    ),
];

struct Run {
    flags: Vec<String>,
    verdict: String,
    tokens: Vec<String>,
}

fn runs_of(src: &str) -> Vec<Run> {
    let mut out = Vec::new();
    for line in src.lines() {
        let Some(c) = line.trim().strip_prefix("//") else {
            break;
        };
        let Some(spec) = c.trim().strip_prefix("check:") else {
            continue;
        };
        let (flags, expect) = spec.split_once("=>").expect("check: FLAGS => VERDICT");
        let mut words = expect.split_whitespace();
        let mut verdict = words.next().expect("a verdict").to_string();
        if verdict == "exception" {
            verdict = format!("exception {}", words.next().expect("exception class"));
        }
        out.push(Run {
            flags: flags.split_whitespace().map(String::from).collect(),
            verdict,
            tokens: words.map(String::from).collect(),
        });
    }
    out
}

fn verdict_of(j: &serde_json::Value) -> String {
    match j["verdict"].as_str().unwrap_or("?") {
        "violation" => {
            let v = &j["violation"];
            match (v["kind"].as_str(), v["exception"].as_str()) {
                (Some("uncaught_exception"), Some("java.lang.AssertionError")) => {
                    "assertion".into()
                }
                (Some("uncaught_exception"), Some(e)) => format!("exception {e}"),
                (Some(k), _) => k.to_string(),
                _ => "?".into(),
            }
        }
        other => other.to_string(),
    }
}

fn check_one(bin: &Path, classes: &Path, name: &str, run: &Run) -> Vec<String> {
    let mut problems = Vec::new();
    let mut states = Vec::new();
    // `--ltl` does not combine with `--exact-states`.
    let ltl = run.flags.iter().any(|f| f == "--ltl");
    for (config, extra) in CONFIGS {
        if ltl && config == "exact" {
            continue;
        }
        let trace = std::env::temp_dir().join(format!(
            "wf-abs-{}-{name}-{config}-{}.json",
            std::process::id(),
            run.flags
                .join("_")
                .replace(['/', '$', '=', '[', ']', ':'], "_")
        ));
        let o = Command::new(bin)
            .args(["check", "--json", "--quiet", "--trace-out"])
            .arg(&trace)
            .args(extra)
            .args(run.flags.iter().take_while(|f| *f != "--"))
            .arg("--classpath")
            .arg(classes)
            .arg(name)
            .args(run.flags.iter().skip_while(|f| *f != "--").skip(1))
            .output()
            .expect("wayfinder runs");
        let what = format!("{name} [{}] ({config})", run.flags.join(" "));
        let j: serde_json::Value = match serde_json::from_slice(&o.stdout) {
            Ok(j) => j,
            Err(e) => {
                problems.push(format!(
                    "{what}: no JSON ({e}); stderr: {}",
                    String::from_utf8_lossy(&o.stderr)
                ));
                continue;
            }
        };
        let got = verdict_of(&j);
        if got != run.verdict {
            problems.push(format!(
                "{what}: verdict {got}, expected {}: {j}",
                run.verdict
            ));
        }
        let expected_code = match run.verdict.as_str() {
            "no_violation" => 0,
            "inconclusive" => 3,
            _ => 1,
        };
        if o.status.code() != Some(expected_code) {
            problems.push(format!(
                "{what}: exit {:?}, expected {expected_code}",
                o.status
            ));
        }
        let n = j["stats"]["states"].as_u64().unwrap_or(0);
        states.push((config, n));
        let a = &j["abstraction"];
        for t in &run.tokens {
            let ok = match t.as_str() {
                "choose_free" => j["choose_free"] == true,
                "confirmed" => a["confirmed"] == true,
                "cut_points" => a["cut_points"].as_u64().unwrap_or(0) > 0,
                "ended" => a["ended_paths"].as_array().is_some_and(|e| !e.is_empty()),
                t if t.starts_with("spurious=") => {
                    let want: usize = t["spurious=".len()..].parse().expect("spurious=N");
                    a["spurious"].as_array().map_or(0, Vec::len) == want
                }
                t if t.starts_with("states=") => {
                    let pins = &t["states=".len()..];
                    pins.split(',').all(|p| {
                        let (c, v) = p.split_once(':').expect("states=CONFIG:N");
                        let want: u64 = v.parse().expect("a state count");
                        c != config || n == want
                    })
                }
                other => panic!("unknown token {other} in {name}"),
            };
            if !ok {
                problems.push(format!(
                    "{what}: expected {t}, got states {n}, abstraction {a}"
                ));
            }
        }
        if got != "no_violation" && got != "inconclusive" {
            let r = Command::new(bin)
                .arg("replay")
                .arg(&trace)
                .output()
                .expect("wayfinder replay runs");
            if r.status.code() != Some(1) {
                problems.push(format!(
                    "{what}: the trace does not replay: {:?} {}",
                    r.status,
                    String::from_utf8_lossy(&r.stderr)
                ));
            }
        }
        let _ = std::fs::remove_file(&trace);
    }
    // Sleep sets and exact storage never change what is stored.
    let count = |c: &str| states.iter().find(|s| s.0 == c).map(|s| s.1);
    if run.verdict != "inconclusive" && !ltl && count("all") != count("exact") {
        problems.push(format!(
            "{name} [{}]: exact states {:?} differ from fingerprinted {:?}",
            run.flags.join(" "),
            count("exact"),
            count("all")
        ));
    }
    problems
}

fn compiled() -> (PathBuf, Vec<PathBuf>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("java_samples").join("abstraction");
    let sources = java_sources(&root.join("java_samples/abstraction"));
    compile_all(
        &javac(),
        &sources,
        &out,
        Some(&root.join("java_samples/api")),
    );
    (out, sources)
}

#[test]
fn abstraction_samples() {
    let (out, sources) = compiled();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let mut failures = Vec::new();
    let mut runs = 0;
    for p in &sources {
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(p).expect("read sample");
        let lines = runs_of(&src);
        assert!(!lines.is_empty(), "{name} has no `// check:` header");
        for run in &lines {
            runs += 1;
            failures.extend(check_one(&bin, &out, &name, run));
        }
    }
    println!(
        "abstraction samples: {runs} runs, {} failures",
        failures.len()
    );
    assert!(failures.is_empty(), "failures:\n{}", failures.join("\n"));
}

/// Bad `--abstract` arguments stop with a one-line message naming what is
/// wrong and the documented exit code.
#[test]
fn abstraction_argument_errors() {
    let (out, _) = compiled();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let cases: [(&[&str], i32, &str); 8] = [
        (
            &["check", "--abstract", "Nope.x=signs"],
            2,
            "class Nope not found",
        ),
        (
            &["check", "--abstract", "SpuriousSigns.z=signs"],
            2,
            "has no field z",
        ),
        (
            &["check", "--abstract", "SpuriousSigns.x=sign"],
            2,
            "unknown abstraction",
        ),
        (
            &["check", "--abstract", "java.lang.Integer.value=signs"],
            2,
            "only fields of the program's own classes",
        ),
        (
            &["check", "--abstract", "JpfPredicate.zero=bool(== \"x\")"],
            4,
            "bool(== \"x\")",
        ),
        (
            &["check", "--abstract", "CounterLoop$Counter.value=user(X)"],
            2,
            "user abstraction X: class not found",
        ),
        (
            &[
                "check",
                "--abstract",
                "AbstractDoubleSpurious.limit=evenodd",
            ],
            4,
            "abstraction evenodd of a float or double field",
        ),
        (
            &["run", "--abstract", "SpuriousSigns.x=signs"],
            2,
            "--abstract",
        ),
    ];
    for (args, code, needle) in cases {
        let o = Command::new(&bin)
            .args(args)
            .arg("--classpath")
            .arg(&out)
            .arg("SpuriousSigns")
            .output()
            .expect("wayfinder runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
