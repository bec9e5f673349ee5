//! End-to-end test of `wayfinder analyze` on `java_samples/analyze/`.
//!
//! Each sample starts with header comments (see
//! `java_samples/analyze/README.md`): `// expect-races: FIELD...` and
//! `// expect-lock-order: LOCK+LOCK[+LOCK...] ...` (or `none`), optionally
//! `// expect-lost-updates: FIELD...` (none when absent),
//! `// expect-window: THREAD...` and `// args: ...`. The findings must be
//! exactly those, in one deterministic run and merged over three random
//! schedules; the exit status must be 1 when something is expected, else 0.
//! Needs `javac` (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, java_sources, javac};

struct Expect {
    name: String,
    races: Vec<String>,
    lost_updates: Vec<String>,
    lock_order: Vec<String>,
    window: Option<Vec<String>>,
    args: Vec<String>,
}

fn list(v: &str) -> Vec<String> {
    let mut out: Vec<String> = v
        .split_whitespace()
        .filter(|w| *w != "none")
        .map(str::to_string)
        .collect();
    out.sort();
    out
}

/// The locks of a cycle as `A+B+C`, in sorted order.
fn cycle<'a>(locks: impl IntoIterator<Item = &'a str>) -> String {
    let mut v: Vec<&str> = locks.into_iter().collect();
    v.sort_unstable();
    v.join("+")
}

fn headers(src: &str, name: &str) -> Expect {
    let mut e = Expect {
        name: name.to_string(),
        races: Vec::new(),
        lost_updates: Vec::new(),
        lock_order: Vec::new(),
        window: None,
        args: Vec::new(),
    };
    let (mut saw_races, mut saw_order) = (false, false);
    for line in src.lines() {
        let Some(c) = line.trim().strip_prefix("//") else {
            break;
        };
        let c = c.trim();
        if let Some(v) = c.strip_prefix("expect-races:") {
            e.races = list(v);
            saw_races = true;
        } else if let Some(v) = c.strip_prefix("expect-lock-order:") {
            e.lock_order = list(v).iter().map(|c| cycle(c.split('+'))).collect();
            e.lock_order.sort();
            saw_order = true;
        } else if let Some(v) = c.strip_prefix("expect-lost-updates:") {
            e.lost_updates = list(v);
        } else if let Some(v) = c.strip_prefix("expect-window:") {
            e.window = Some(list(v));
        } else if let Some(v) = c.strip_prefix("args:") {
            e.args = v.split_whitespace().map(str::to_string).collect();
        }
    }
    assert!(
        saw_races && saw_order,
        "{name}: needs // expect-races: and // expect-lock-order: headers"
    );
    e
}

fn run(bin: &Path, classes: &Path, e: &Expect, extra: &[&str]) -> (i32, serde_json::Value, String) {
    let out = Command::new(bin)
        .args(["analyze", "--json"])
        .args(extra)
        .arg("--classpath")
        .arg(classes)
        .arg(&e.name)
        .args(&e.args)
        .output()
        .expect("run wayfinder");
    let code = out.status.code().unwrap_or(-1);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let json = serde_json::from_str(stdout.trim()).unwrap_or(serde_json::Value::Null);
    (code, json, format!("{stdout}{stderr}"))
}

/// Problems with one report against the expectation.
fn judge(e: &Expect, how: &str, code: i32, j: &serde_json::Value, raw: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(races) = j["races"].as_array() else {
        return vec![format!(
            "{} [{how}]: no JSON report (exit {code}): {raw}",
            e.name
        )];
    };
    let mut got: Vec<String> = races
        .iter()
        .map(|r| r["field"].as_str().unwrap_or("?").to_string())
        .collect();
    got.sort();
    if got != e.races {
        problems.push(format!("races {got:?}, expected {:?}", e.races));
    }
    for r in races {
        let acc = r["accesses"].as_array().cloned().unwrap_or_default();
        let ok = acc.len() == 2
            && acc[0]["thread"] != acc[1]["thread"]
            && acc.iter().any(|a| a["access"] == "write")
            && acc
                .iter()
                .all(|a| a["file"].is_string() && a["line"].as_u64().is_some_and(|l| l > 0));
        if !ok {
            problems.push(format!("incomplete race report {r}"));
        }
    }
    // A lost update names an update and another thread's update or write,
    // both with their source lines.
    let lost = j["lost_updates"].as_array().cloned().unwrap_or_default();
    let mut got: Vec<String> = lost
        .iter()
        .map(|r| r["field"].as_str().unwrap_or("?").to_string())
        .collect();
    got.sort();
    if got != e.lost_updates {
        problems.push(format!(
            "lost updates {got:?}, expected {:?}",
            e.lost_updates
        ));
    }
    for r in &lost {
        let acc = r["accesses"].as_array().cloned().unwrap_or_default();
        let ok = acc.len() == 2
            && acc[0]["thread"] != acc[1]["thread"]
            && acc.iter().any(|a| a["access"] == "update")
            && acc
                .iter()
                .all(|a| a["file"].is_string() && a["line"].as_u64().is_some_and(|l| l > 0));
        if !ok {
            problems.push(format!("incomplete lost-update report {r}"));
        }
    }
    let orders = j["lock_order"].as_array().cloned().unwrap_or_default();
    let mut got: Vec<String> = orders
        .iter()
        .map(|l| {
            let locks = l["locks"].as_array().cloned().unwrap_or_default();
            cycle(locks.iter().map(|x| x.as_str().unwrap_or("?")))
        })
        .collect();
    got.sort();
    if got != e.lock_order {
        problems.push(format!("lock order {got:?}, expected {:?}", e.lock_order));
    }
    for l in &orders {
        // Side i takes lock i, then lock i+1 (the last side, lock 0), each
        // side a different thread, every place with its source line.
        let sides = l["threads"].as_array().cloned().unwrap_or_default();
        let n = sides.len();
        let mut threads: Vec<String> = sides.iter().map(|s| s["thread"].to_string()).collect();
        threads.sort();
        threads.dedup();
        let ok = n >= 2
            && threads.len() == n
            && sides.iter().all(|s| {
                ["first", "then"]
                    .iter()
                    .all(|k| s[k]["file"].is_string() && s[k]["line"].as_u64().is_some())
            })
            && (0..n).all(|i| sides[i]["then"]["lock"] == sides[(i + 1) % n]["first"]["lock"]);
        if !ok {
            problems.push(format!("incomplete lock-order report {l}"));
        }
    }
    if let Some(w) = &e.window {
        let mut got: Vec<String> = j["window"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|t| t.as_str().unwrap_or("?").to_string())
            .collect();
        got.sort();
        if &got != w {
            problems.push(format!("window {got:?}, expected {w:?}"));
        }
    }
    let found = !e.races.is_empty() || !e.lost_updates.is_empty() || !e.lock_order.is_empty();
    let want_code = if found { 1 } else { 0 };
    if code != want_code {
        problems.push(format!("exit {code}, expected {want_code}"));
    }
    problems
        .into_iter()
        .map(|p| format!("{} [{how}]: {p}", e.name))
        .collect()
}

fn compile(root: &Path) -> (PathBuf, Vec<Expect>) {
    let out = root.join("target").join("java_samples").join("analyze");
    let sources = java_sources(&root.join("java_samples/analyze"));
    compile_all(&javac(), &sources, &out, None);
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
fn analyze_samples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (classes, expects) = compile(root);
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let mut failures = Vec::new();
    for e in &expects {
        let (code, j, raw) = run(&bin, &classes, e, &[]);
        failures.extend(judge(e, "one run", code, &j, &raw));
        let (code, j, raw) = run(&bin, &classes, e, &["--runs", "3", "--seed", "5"]);
        failures.extend(judge(e, "3 random runs", code, &j, &raw));
        let runs = j["runs"].as_array().map(|r| r.len()).unwrap_or(0);
        if runs != 3 {
            failures.push(format!("{}: {runs} runs reported, expected 3", e.name));
        }
    }
    println!(
        "analyze samples: {} samples, {} problems",
        expects.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "analyze sample failures:\n{}",
        failures.join("\n")
    );
}

/// The text report, the program's output on stdout, and the exit codes
/// for a missing class.
#[test]
fn analyze_text_and_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (classes, _) = compile_one(root, "RaceCounter");
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let out = Command::new(&bin)
        .args(["analyze", "--classpath"])
        .arg(&classes)
        .arg("RaceCounter")
        .output()
        .expect("run wayfinder");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.starts_with("count 200\n"),
        "program output first: {stdout}"
    );
    assert!(stdout.contains("race on RaceCounter.count"), "{stdout}");
    assert!(stdout.contains("(RaceCounter.java:10)"), "{stdout}");
    assert!(
        stdout.contains("race window: main, Thread-0, Thread-1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("analyze: 1 race, 0 lock-order inversions in 1 run"),
        "{stdout}"
    );
    // With --json the program's output goes to stderr; stdout is the report.
    let out = Command::new(&bin)
        .args(["analyze", "--json", "--classpath"])
        .arg(&classes)
        .arg("RaceCounter")
        .output()
        .expect("run wayfinder");
    assert!(String::from_utf8_lossy(&out.stderr).contains("count 200"));
    let j: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("stdout is one JSON object");
    assert_eq!(j["runs"][0]["outcome"], "exit");
    assert_eq!(j["runs"][0]["status"], 0);
    // A missing class is an input error (2), in both forms.
    for json in [false, true] {
        let mut cmd = Command::new(&bin);
        cmd.arg("analyze");
        if json {
            cmd.arg("--json");
        }
        let out = cmd
            .arg("--classpath")
            .arg(&classes)
            .arg("NoSuchClass")
            .output()
            .expect("run wayfinder");
        assert_eq!(out.status.code(), Some(2));
        if json {
            let j: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON error");
            assert!(
                j["error"].as_str().unwrap_or("").contains("NoSuchClass"),
                "{j}"
            );
        }
    }
}

fn compile_one(root: &Path, name: &str) -> (PathBuf, ()) {
    let out = root.join("target").join("java_samples").join("analyze-one");
    let source = root
        .join("java_samples/analyze")
        .join(format!("{name}.java"));
    compile_all(&javac(), &[source], &out, None);
    (out, ())
}

/// A run that finds nothing says that one round-robin schedule sees only
/// the races it lets overlap: here the dashboard's optimistic read comes
/// after the GPS thread's last write, ordered through the `StampedLock`'s
/// state, so one run reports nothing while random schedules find the race
/// on `y` (read after `validate`). A program that starts no thread gets no
/// such note.
#[test]
fn a_quiet_run_points_to_other_schedules() {
    let dir = common::compile_sources(
        "analyze_quiet_run",
        &[
            (
                "Tracker",
                "import java.util.concurrent.locks.StampedLock;
public class Tracker {
    final StampedLock lock = new StampedLock();
    int x, y;
    void move() { long s = lock.writeLock(); try { x++; y++; } finally { lock.unlockWrite(s); } }
    int[] read() {
        long s = lock.tryOptimisticRead();
        int cx = x;
        if (!lock.validate(s)) { s = lock.readLock(); try { cx = x; } finally { lock.unlockRead(s); } }
        return new int[] {cx, y};
    }
    public static void main(String[] a) throws InterruptedException {
        Tracker t = new Tracker();
        Thread gps = new Thread(() -> { t.move(); t.move(); });
        Thread dash = new Thread(() -> t.read());
        gps.start(); dash.start(); gps.join(); dash.join();
    }
}",
            ),
            (
                "Alone",
                "public class Alone { public static void main(String[] a) { System.out.println(1); } }",
            ),
        ],
    );
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let analyze = |args: &[&str]| {
        let out = Command::new(&bin)
            .arg("analyze")
            .args(args)
            .arg("--classpath")
            .arg(&dir)
            .output()
            .expect("run wayfinder");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
        )
    };
    let (code, out) = analyze(&["Tracker"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("analyze: 0 races"), "{out}");
    assert!(out.contains("note: one round-robin run"), "{out}");
    assert!(out.contains("`--runs 20`"), "{out}");
    let (code, out) = analyze(&["--runs", "20", "Tracker"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("race on Tracker.y"), "{out}");
    assert!(!out.contains("note: one round-robin run"), "{out}");
    let (code, out) = analyze(&["Alone"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(!out.contains("note:"), "{out}");
}
