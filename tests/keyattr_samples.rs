//! End-to-end test of key-attribute models and their properties
//! (`wayfinder check --key ... --property ...`) on `java_samples/keyattr/`.
//!
//! Each sample starts with header comments:
//! `// expect: no_violation | key_property | deadlock | ...`,
//! `// key: SPEC` (one per key attribute, as given to `--key`),
//! `// property: TEXT` (one per `--property`, none to just build the model),
//! optionally `// model: states=N transitions=M` (the abstract model's
//! states and distinct transitions, the same under every reduction
//! setting: key writes end transitions whatever the reductions do) and
//! optionally `// states: all=N none=N ...` (stored program states, pinned
//! per configuration). Every sample runs under each reduction setting of
//! `check_samples`; the verdict must be the same in all of them, and every
//! violation's trace must replay to the same violation.
//! Needs `javac` (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, java_sources, javac};

struct Expect {
    name: String,
    verdict: String,
    keys: Vec<String>,
    properties: Vec<String>,
    model: Option<(u64, u64)>,
    states: Vec<(String, u64)>,
}

/// Reduction configurations, as in `check_samples`.
use common::REDUCTION_CONFIGS as CONFIGS;

fn headers(src: &str, name: &str) -> Expect {
    let mut e = Expect {
        name: name.to_string(),
        verdict: String::new(),
        keys: Vec::new(),
        properties: Vec::new(),
        model: None,
        states: Vec::new(),
    };
    for line in src.lines() {
        let Some(c) = line.trim().strip_prefix("//") else {
            break;
        };
        let c = c.trim();
        if let Some(v) = c.strip_prefix("expect:") {
            e.verdict = v.trim().to_string();
        } else if let Some(v) = c.strip_prefix("key:") {
            e.keys.push(v.trim().to_string());
        } else if let Some(v) = c.strip_prefix("property:") {
            e.properties.push(v.trim().to_string());
        } else if let Some(v) = c.strip_prefix("model:") {
            let mut states = None;
            let mut transitions = None;
            for item in v.split_whitespace() {
                match item.split_once('=') {
                    Some(("states", n)) => states = n.parse().ok(),
                    Some(("transitions", n)) => transitions = n.parse().ok(),
                    _ => panic!("{name}: model: states=N transitions=M"),
                }
            }
            e.model = Some((
                states.expect("model: states=N"),
                transitions.expect("model: transitions=M"),
            ));
        } else if let Some(v) = c.strip_prefix("states:") {
            for item in v.split_whitespace() {
                let (k, n) = item.split_once('=').expect("states: config=N ...");
                e.states
                    .push((k.to_string(), n.parse().expect("states: config=N")));
            }
        }
    }
    assert!(!e.verdict.is_empty(), "{name}: no // expect: header");
    assert!(!e.keys.is_empty(), "{name}: no // key: header");
    e
}

fn key_args(e: &Expect) -> Vec<String> {
    let mut args = Vec::new();
    for k in &e.keys {
        args.push("--key".to_string());
        args.push(k.clone());
    }
    for p in &e.properties {
        args.push("--property".to_string());
        args.push(p.clone());
    }
    args
}

fn check_one(e: &Expect, config: &str, flags: &[&str], bin: &Path, classes: &Path) -> Vec<String> {
    let trace = classes.join(format!("{}.{config}.trace.json", e.name));
    let out = Command::new(bin)
        .args(["check", "--json", "--quiet", "--time-limit", "120"])
        .args(flags)
        .args(key_args(e))
        .arg("--trace-out")
        .arg(&trace)
        .arg("--classpath")
        .arg(classes)
        .arg(&e.name)
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
    let mut problems = Vec::new();
    let verdict = json["verdict"].as_str().unwrap_or("");
    let kind = json["violation"]["kind"].as_str().unwrap_or("");
    let (want_verdict, want_code, want_kind) = match e.verdict.as_str() {
        "no_violation" => ("no_violation", 0, ""),
        "inconclusive" => ("inconclusive", 3, ""),
        k => ("violation", 1, k),
    };
    if verdict != want_verdict || code != want_code || kind != want_kind {
        problems.push(format!(
            "verdict {verdict} {kind} (exit {code}), expected {want_verdict} {want_kind} (exit {want_code})"
        ));
    }
    if let (Some((states, transitions)), "no_violation") = (e.model, verdict) {
        let got = (
            json["model"]["states"].as_u64().unwrap_or(0),
            json["model"]["transitions"].as_u64().unwrap_or(0),
        );
        if got != (states, transitions) {
            problems.push(format!(
                "model has {} states and {} transitions, pinned {states} and {transitions}",
                got.0, got.1
            ));
        }
    }
    // Sleep sets prune transitions, never states; the exact store stores
    // what fingerprints do; `--por=dpor` runs as `--por=static` with key
    // attributes.
    let pinned_as = match config {
        "dpor" => "all",
        "no-sleep-sets" | "exact-states" if want_verdict != "violation" => "all",
        c => c,
    };
    if let Some((_, n)) = e.states.iter().find(|(k, _)| k == pinned_as) {
        let got = json["stats"]["states"].as_u64().unwrap_or(0);
        if got != *n {
            problems.push(format!("stored {got} states, pinned {n}"));
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
    problems
        .into_iter()
        .map(|p| format!("{} [{config}]: {p}", e.name))
        .collect()
}

/// The samples, compiled once for all the tests of this file (they run in
/// parallel).
fn compiled() -> (PathBuf, Vec<Expect>) {
    static COMPILED: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("java_samples").join("keyattr");
    let sources = java_sources(&root.join("java_samples/keyattr"));
    COMPILED.get_or_init(|| {
        compile_all(
            &javac(),
            &sources,
            &out,
            Some(&root.join("java_samples/api")),
        )
    });
    let expects = sources
        .iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            headers(&std::fs::read_to_string(p).expect("read"), &name)
        })
        .collect();
    (out, expects)
}

#[test]
fn keyattr_samples() {
    let (classes, expects) = compiled();
    assert!(expects.len() >= 8, "the key-attribute samples are missing");
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let jobs: Vec<(&Expect, &str, &[&str])> = expects
        .iter()
        .flat_map(|e| CONFIGS.iter().map(move |(c, f)| (e, *c, *f)))
        .collect();
    let failures = common::run_jobs_in_parallel(&jobs, |&(e, config, flags)| {
        check_one(e, config, flags, &bin, &classes)
    });
    assert!(
        failures.is_empty(),
        "key-attribute sample failures:\n{}",
        failures.join("\n")
    );
}

/// The dining philosophers' abstract model is the JIV2E paper's Figure 3:
/// 11 states (none, one, or two non-neighbours eating), written as DOT with
/// the start state marked, and as JSON.
#[test]
fn dining_model_is_figure_3() {
    let (classes, _) = compiled();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("keyattr_model");
    std::fs::create_dir_all(&dir).unwrap();
    let run = |file: &str| {
        let out = Command::new(&bin)
            .args(["check", "--quiet", "--key", "Phil:*.state=bool(== \"E\")"])
            .arg("--model-out")
            .arg(dir.join(file))
            .arg("--classpath")
            .arg(&classes)
            .arg("DiningTable")
            .output()
            .expect("run wayfinder");
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let text = run("model.json");
    assert!(
        text.contains("key-attribute model: 11 states"),
        "summary: {text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("model.json")).unwrap()).unwrap();
    let names: Vec<&str> = json["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Phil:1.state",
            "Phil:2.state",
            "Phil:3.state",
            "Phil:4.state",
            "Phil:5.state"
        ]
    );
    let states = json["states"].as_array().unwrap();
    assert_eq!(states.len(), 11);
    // Which philosophers eat in each state: none, each alone, and the five
    // pairs of non-neighbours.
    let mut eating: Vec<Vec<usize>> = states
        .iter()
        .map(|s| {
            s["values"]
                .as_array()
                .unwrap()
                .iter()
                .enumerate()
                .filter(|(_, v)| v.as_str() == Some("== \"E\""))
                .map(|(i, _)| i + 1)
                .collect()
        })
        .collect();
    eating.sort();
    let mut want: Vec<Vec<usize>> = vec![vec![]];
    want.extend((1..=5).map(|i| vec![i]));
    want.extend([vec![1, 3], vec![1, 4], vec![2, 4], vec![2, 5], vec![3, 5]]);
    want.sort();
    assert_eq!(eating, want);
    assert_eq!(json["start"], 0);
    assert_eq!(eating_of(&states[0]), Vec::<usize>::new());
    let counted: u64 = json["transitions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["count"].as_u64().unwrap())
        .sum();
    assert!(counted > 0);
    run("model.dot");
    let dot = std::fs::read_to_string(dir.join("model.dot")).unwrap();
    assert!(dot.starts_with("digraph model {"));
    assert_eq!(dot.matches("xlabel=\"start\"").count(), 1);
    assert!(
        dot.contains("s0 [label=\"Phil:1.state != \\\"E\\\""),
        "{dot}"
    );
    assert_eq!(
        dot.matches(" -> ").count(),
        json["transitions"].as_array().unwrap().len()
    );
}

fn eating_of(s: &serde_json::Value) -> Vec<usize> {
    s["values"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .filter(|(_, v)| v.as_str() == Some("== \"E\""))
        .map(|(i, _)| i + 1)
        .collect()
}

/// Bad key attributes and properties are input errors (exit 2) naming
/// what is wrong; forms not supported are exit 4.
#[test]
fn bad_keys_and_properties_are_clear_errors() {
    let (classes, _) = compiled();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let run = |args: &[&str]| {
        let out = Command::new(&bin)
            .args(["check", "--quiet"])
            .args(args)
            .arg("--classpath")
            .arg(&classes)
            .arg("AuthFlow")
            .output()
            .expect("run wayfinder");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, err) = run(&["--key", "NoSuchClass.x"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("no class NoSuchClass"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.nope"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("has no field nope"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s=signs"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("does not take the values of s"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[t == 1]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("`t` is neither a bound variable nor a key attribute"),
        "{err}"
    );
    assert!(err.contains("(at offset 2 of the property)"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[s == "]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("(at offset 7 of the property)"), "{err}");
    // Syntax errors name the byte offset where the parser stopped.
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[s == ] "]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("unexpected `]` (at offset 7 of"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[s @ 1]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("unexpected `@` (at offset 4 of"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[s == \"Use\"] F[s]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("after the property (at offset 14 of"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "H[s == \"Use\"]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("`H[` is not an operator of the property language"),
        "{err}"
    );
    // A type error names the values' types, not the checker's own types.
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "G[s == 1]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot compare the string"), "{err}");
    assert!(err.contains("with the integer 1"), "{err}");
    let (code, err) = run(&["--key", "AuthFlow.s", "--property", "F[G[s == \"Use\"]]"]);
    assert_eq!(code, Some(4), "{err}");
    assert!(
        err.contains("temporal operators inside G, F or P are not supported"),
        "{err}"
    );
    let (code, err) = run(&["--property", "G[s == \"Use\"]"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("need key attributes"), "{err}");
    // Key attributes are read as concrete values: with --abstract a field
    // holds abstract ones (a counter under range[0:1:5] read as constant
    // made G[floor < 5] hold), so the combination is refused, before any
    // field is resolved.
    let (code, err) = run(&[
        "--key",
        "AuthFlow.s",
        "--property",
        "G[s != \"Use\"]",
        "--abstract",
        "AuthFlow.attempts=signs",
    ]);
    assert_eq!(code, Some(4), "{err}");
    assert!(
        err.contains("--key does not combine yet with --abstract"),
        "{err}"
    );
}

/// `--match keys` (TJT's projection): a complete search is inconclusive
/// ("on the projected model"), a violation found is replayed with full
/// matching and reported confirmed, and one the projection made up (a
/// "loop" that only the projection closes) is reported spurious.
#[test]
fn match_keys_is_a_projection_and_checks_its_violations() {
    let (classes, expects) = compiled();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let run = |name: &str| {
        let e = expects.iter().find(|e| e.name == name).expect("sample");
        let out = Command::new(&bin)
            .args(["check", "--json", "--quiet", "--match", "keys"])
            .args(key_args(e))
            .arg("--classpath")
            .arg(&classes)
            .arg(name)
            .output()
            .expect("run wayfinder");
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        (out.status.code(), j)
    };
    let (code, j) = run("DiningTable");
    assert_eq!(code, Some(3), "{j}");
    assert_eq!(j["projected"], true);
    assert!(j["limit"].as_str().unwrap().contains("projected model"));
    assert_eq!(j["model"]["states"], 11);
    // Never more than the full search stores (1,402, pinned in the sample).
    assert!(j["stats"]["states"].as_u64().unwrap() <= 1402);
    let (code, j) = run("DiningBroken");
    assert_eq!(code, Some(1), "{j}");
    assert_eq!(j["violation"]["kind"], "key_property");
    assert_eq!(j["confirmed"], true);
    let (code, j) = run("AuthRetry");
    assert_eq!(code, Some(3), "{j}");
    assert_eq!(j["confirmed"], false);
    assert!(j["limit"].as_str().unwrap().contains("spurious"), "{j}");
}
