//! Bad input gets one clear line on stderr and a distinct exit code, never a
//! Rust panic: the exit-code table of README.md, checked end to end.

use std::process::{Command, Output};

mod common;

use common::{compile_sources as compile, wayfinder_output as wayfinder};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn assert_one_line_error(o: &Output, code: i32, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(needle), "expected {needle:?} in: {err}");
    assert!(!err.contains("panicked"), "a Rust panic: {err}");
    assert!(
        err.lines().next().unwrap_or("").starts_with("wayfinder: "),
        "{err}"
    );
}

#[test]
fn missing_class_path_entry() {
    let o = wayfinder(&["run", "--classpath", "/no/such/dir", "Main"]);
    assert_one_line_error(&o, 2, "/no/such/dir does not exist");
}

#[test]
fn missing_main_class_and_main_method() {
    let dir = compile(
        "cli_nomain",
        &[("NoMain", "public class NoMain { static void helper() {} }")],
    );
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["run", "--classpath", cp, "Absent"]);
    assert_one_line_error(&o, 2, "could not find or load main class Absent");
    let o = wayfinder(&["run", "--classpath", cp, "NoMain"]);
    assert_one_line_error(&o, 2, "main method not found in class NoMain");
    let o = wayfinder(&["check", "--json", "--classpath", cp, "Absent"]);
    assert_eq!(o.status.code(), Some(2));
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(j["verdict"], "error");
}

#[test]
fn corrupt_and_too_new_class_files() {
    let dir = compile(
        "cli_corrupt",
        &[(
            "Good",
            "public class Good { public static void main(String[] a) {} }",
        )],
    );
    let bytes = std::fs::read(dir.join("Good.class")).unwrap();
    let bad = dir.join("bad");
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(bad.join("Good.class"), &bytes[..bytes.len() / 2]).unwrap();
    let o = wayfinder(&["run", "--classpath", bad.to_str().unwrap(), "Good"]);
    assert_one_line_error(&o, 2, "invalid class file");
    let mut newer = bytes.clone();
    newer[6] = 0;
    newer[7] = 70;
    std::fs::write(bad.join("Good.class"), &newer).unwrap();
    let o = wayfinder(&["run", "--classpath", bad.to_str().unwrap(), "Good"]);
    assert_one_line_error(&o, 2, "newer than supported");
    std::fs::write(bad.join("Good.class"), b"not a class file at all").unwrap();
    let o = wayfinder(&["run", "--classpath", bad.to_str().unwrap(), "Good"]);
    assert_one_line_error(&o, 2, "invalid class file");
}

#[test]
fn bad_flags() {
    let o = wayfinder(&["run", "--no-such-flag", "Main"]);
    assert_eq!(o.status.code(), Some(2));
    let o = wayfinder(&["check", "--max-states", "many", "Main"]);
    assert_eq!(o.status.code(), Some(2));
    let o = wayfinder(&["check", "--nondet-range", "5", "Main"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--nondet-range"));
}

#[test]
fn class_missing_at_run_time_is_a_java_error() {
    let dir = compile(
        "cli_missing_dep",
        &[(
            "UsesHelper",
            "public class UsesHelper { public static void main(String[] a) { System.out.println(\"before\"); Helper.go(); } }\n\
             class Helper { static void go() { System.out.println(\"helper\"); } }",
        )],
    );
    std::fs::remove_file(dir.join("Helper.class")).unwrap();
    let o = wayfinder(&["run", "--classpath", dir.to_str().unwrap(), "UsesHelper"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "before\n");
    assert!(stderr(&o)
        .starts_with("Exception in thread \"main\" java.lang.NoClassDefFoundError: Helper"));
}

#[test]
fn unsupported_native_names_the_method_and_java_stack() {
    let dir = compile(
        "cli_unsupported_net",
        &[(
            "Net",
            "public class Net { public static void main(String[] a) throws Exception { System.out.println(java.net.InetAddress.getByName(\"127.0.0.1\")); } }",
        )],
    );
    let o = wayfinder(&["run", "--classpath", dir.to_str().unwrap(), "Net"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(
        err.starts_with("wayfinder: unsupported: native method "),
        "{err}"
    );
    assert!(
        err.contains("Net.main(Net.java:1)"),
        "the Java stack is shown: {err}"
    );
    // `check` names the program's line too (it gave the message alone).
    let o = wayfinder(&["check", "--classpath", dir.to_str().unwrap(), "Net"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(
        err.starts_with("wayfinder: unsupported: native method ")
            && err.contains("Net.main(Net.java:1)"),
        "check shows the Java stack: {err}"
    );
}

/// JDK 17 performs `Thread.suspend` (a no-op on a thread that has ended);
/// Wayfinder models it, so the program sees no exception JDK 17 would not
/// throw (it stopped with exit 4 before suspend and resume were modelled).
#[test]
fn thread_suspend_is_performed_not_an_exception() {
    let dir = compile(
        "cli_suspend",
        &[(
            "Suspend",
            "public class Suspend { public static void main(String[] a) throws Exception { Thread t = new Thread(() -> {}); t.start(); t.join(); try { t.suspend(); } catch (UnsupportedOperationException e) { System.out.println(\"caught\"); } } }",
        )],
    );
    for command in ["run", "check"] {
        let o = wayfinder(&[command, "--classpath", dir.to_str().unwrap(), "Suspend"]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(0), "{command}: {err}");
        assert!(!String::from_utf8_lossy(&o.stdout).contains("caught"));
    }
}

#[test]
fn every_bad_flag_value_is_one_line_and_exit_2() {
    let cases: &[&[&str]] = &[
        &["check", "--max-depth", "deep", "Main"],
        &["check", "--max-states", "-1", "Main"],
        &["check", "--time-limit", "abc", "Main"],
        &["check", "--time-limit=-1", "Main"],
        &["check", "--time-limit", "inf", "Main"],
        &["check", "--time-limit", "NaN", "Main"],
        &["check", "--memory-limit", "0", "Main"],
        &["check", "--por", "fast", "Main"],
        &["check", "--memory-limit", "lots", "Main"],
        &["check", "--nondet-range", "5:-5", "Main"],
        &["check", "--nondet-range", "a:b", "Main"],
        &["check", "--nondet-range", "0:99999999", "Main"],
        &["run", "--heap", "12q", "Main"],
        &["run", "--heap", "0", "Main"],
        &["run", "--heap", "99999999999g", "Main"],
        &["check", "--heap", "-5m", "Main"],
        &["run", "--processors", "0", "Main"],
        &["check", "--processors=-1", "Main"],
        &["check", "--processors", "abc", "Main"],
        &["run", "--processors", "40000", "Main"],
        &["analyze", "--runs", "x", "Main"],
        &["analyze", "--seed", "-", "Main"],
        &["run"],
        &["frobnicate"],
    ];
    for args in cases {
        let o = wayfinder(args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: not one line: {err}");
        assert!(err.starts_with("wayfinder: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        if args.iter().any(|a| a.starts_with("--processors")) {
            assert!(err.contains("--processors"), "{args:?}: {err}");
            assert!(err.contains("processor count"), "{args:?}: {err}");
        }
    }
}

#[test]
fn negative_nondet_range_as_the_readme_writes_it() {
    let dir = compile(
        "cli_nondet_range",
        &[(
            "Ok",
            "public class Ok { public static void main(String[] a) { System.out.println(1); } }",
        )],
    );
    let cp = dir.to_str().unwrap();
    for args in [
        &["check", "--nondet-range", "-5:5", "--classpath", cp, "Ok"][..],
        &["check", "--nondet-range=-5:5", "--classpath", cp, "Ok"][..],
        &["check", "--nondet-range", "-9:-2", "--classpath", cp, "Ok"][..],
    ] {
        let o = wayfinder(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn main_must_be_public_and_static_as_for_java() {
    let dir = compile(
        "cli_private_main",
        &[
            (
                "PrivateMain",
                "public class PrivateMain { private static void main(String[] a) { System.out.println(\"ran\"); } }",
            ),
            (
                "InstanceMain",
                "public class InstanceMain { public void main(String[] a) { System.out.println(\"ran\"); } }",
            ),
        ],
    );
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["run", "--classpath", cp, "PrivateMain"]);
    assert_one_line_error(&o, 2, "main method not found in class PrivateMain");
    assert!(o.stdout.is_empty());
    let o = wayfinder(&["run", "--classpath", cp, "InstanceMain"]);
    assert_one_line_error(&o, 2, "main method is not static in class InstanceMain");
}

/// An LTL trace whose steps replay but whose lasso is no counterexample
/// (edited: the cycle cut short, the formula changed to one the lasso
/// satisfies, an unfair cycle claimed under `--fair`, a stem that stops
/// before the program ends): exit 6, "not a counterexample". The traces as
/// the checker wrote them are confirmed (exit 1).
#[test]
fn replay_of_a_lasso_that_is_no_counterexample() {
    let dir = compile(
        "cli_replay_ltl",
        &[
            (
                "Spin",
                "public class Spin { static boolean done; static volatile boolean beat;\n\
                 public static void main(String[] a) {\n\
                 Thread w = new Thread(() -> { while (true) { done = true; done = false; } });\n\
                 w.setDaemon(true); w.start();\n\
                 while (true) { beat = !beat; } } }",
            ),
            (
                "Ends",
                "public class Ends { static boolean ready;\n\
                 public static void main(String[] a) throws Exception {\n\
                 Thread t = new Thread(() -> { int x = 1; }); t.start(); t.join(); } }",
            ),
        ],
    );
    let cp = dir.to_str().unwrap();
    let check = |class: &str, formula: &str, fair: bool| -> serde_json::Value {
        let trace = dir.join(format!("{class}.{fair}.json"));
        let mut args = vec!["check", "--quiet", "--ltl", formula, "--classpath", cp];
        if fair {
            args.push("--fair");
        }
        args.extend(["--trace-out", trace.to_str().unwrap(), class]);
        let o = wayfinder(&args);
        assert_eq!(o.status.code(), Some(1), "{class}: {}", stderr(&o));
        let o = wayfinder(&["replay", trace.to_str().unwrap()]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(1), "{class}: {}", stderr(&o));
        assert!(out.contains("violation confirmed"), "{out}");
        serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap()
    };
    let refused = |name: &str, json: &serde_json::Value, code: i32, needle: &str| {
        let p = dir.join(name);
        std::fs::write(&p, json.to_string()).unwrap();
        let o = wayfinder(&["replay", p.to_str().unwrap()]);
        assert_one_line_error(&o, code, needle);
    };
    // Without fairness, main spins forever with `done` low: a lasso whose
    // cycle only main runs.
    let spin = check("Spin", "[]<> {Spin.done}", false);
    assert!(spin["fair"].is_null(), "no fair field without --fair");
    let cycle = spin["violation"]["cycle"].as_array().unwrap().clone();
    assert!(cycle.len() > 1 && cycle.iter().all(|s| s["thread"] == 0));
    let mut cut = spin.clone();
    cut["violation"]["cycle"] = serde_json::Value::Array(cycle[..cycle.len() - 1].to_vec());
    refused(
        "cut.json",
        &cut,
        6,
        "not a counterexample: after the stem's",
    );
    // `done` low forever satisfies []<> !done.
    let mut holds = spin.clone();
    holds["ltl"] = "[]<>!{Spin.done}".into();
    holds["violation"]["formula"] = "[]<>!{Spin.done}".into();
    refused(
        "holds.json",
        &holds,
        6,
        "not a counterexample: the lasso replays, but the formula holds on it",
    );
    // The formula the trace replays with must be its counterexample's.
    let mut other = spin.clone();
    other["ltl"] = "[]<>!{Spin.done}".into();
    refused(
        "other.json",
        &other,
        5,
        "trace does not match: the trace's formula",
    );
    // A step that stops elsewhere than the trace says does not match.
    let mut moved = spin.clone();
    moved["violation"]["cycle"][0]["location"] = "Spin.main(Spin.java:9)".into();
    refused("moved.json", &moved, 5, "trace does not match: after step");
    // The worker is enabled throughout the cycle and never runs.
    let mut unfair = spin.clone();
    unfair["fair"] = true.into();
    refused(
        "unfair.json",
        &unfair,
        6,
        "its cycle is not weakly fair: thread 1 (\"Thread-0\") is enabled in every state",
    );
    // A lasso found under --fair is confirmed with its fairness checked.
    let fair = check("Spin", "[] !{Spin.done}", true);
    assert_eq!(fair["fair"], true);
    // A run that ends stutters in its last state; without its last step
    // it stops where a thread can still move.
    let ends = check("Ends", "<> {Ends.ready}", false);
    assert_eq!(ends["violation"]["stutters"], true);
    let stem = ends["violation"]["stem"].as_array().unwrap().clone();
    let mut short = ends.clone();
    short["violation"]["stem"] = serde_json::Value::Array(stem[..stem.len() - 1].to_vec());
    refused("short.json", &short, 6, "not a counterexample: the stem's");
}

/// A trace that does not fit the program: exit 5 with "trace does not
/// match", never 70; steps past the violation are refused, and so are a
/// step's location, the violation's thread, message or exception class
/// other than the replay's; the saved class path is absolute.
#[test]
fn replay_of_a_trace_that_does_not_match() {
    let dir = compile(
        "cli_replay",
        &[(
            "Racy",
            "public class Racy { static int x; public static void main(String[] a) throws Exception {\n\
             Thread t = new Thread(() -> { x = 1; }); t.start(); int seen = x; t.join();\n\
             assert seen == 0; } }",
        )],
    );
    let trace = dir.join("trace.json");
    let o = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .args(["check", "--trace-out"])
        .arg(&trace)
        .args(["--classpath", "."])
        .arg("Racy")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let text = std::fs::read_to_string(&trace).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let cp = json["classpath"].as_str().unwrap().to_string();
    assert!(std::path::Path::new(&cp).is_absolute(), "class path {cp}");
    // From another directory, the trace replays.
    let o = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .arg("replay")
        .arg(&trace)
        .current_dir("/")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let steps = json["steps"].as_array().unwrap().clone();
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let mut bad = Vec::new();
    bad.push(write("garbage.json", "garbage"));
    bad.push(write("truncated.json", &text[..text.len() / 2]));
    let mut longer = json.clone();
    longer["steps"] = serde_json::Value::Array(steps.iter().chain(&steps).cloned().collect());
    bad.push(write("longer.json", &longer.to_string()));
    let mut shorter = json.clone();
    shorter["steps"] = serde_json::Value::Array(steps[..steps.len() - 1].to_vec());
    bad.push(write("shorter.json", &shorter.to_string()));
    let mut other_thread = json.clone();
    other_thread["steps"][0]["thread"] = 9.into();
    bad.push(write("thread.json", &other_thread.to_string()));
    let mut value = json.clone();
    value["steps"][0]["choice"] = 3.into();
    bad.push(write("value.json", &value.to_string()));
    // The trace claims another location for a step, another violating
    // thread, another message or another exception class.
    let mut location = json.clone();
    location["steps"][0]["location"] = "Racy.main(Racy.java:9)".into();
    bad.push(write("location.json", &location.to_string()));
    let mut thread = json.clone();
    thread["violation"]["thread"] = "Thread-0".into();
    bad.push(write("violating_thread.json", &thread.to_string()));
    let mut message = json.clone();
    message["violation"]["message"] = "seen".into();
    bad.push(write("message.json", &message.to_string()));
    let mut class = json.clone();
    class["violation"]["exception"] = "java.lang.IllegalStateException".into();
    bad.push(write("class.json", &class.to_string()));
    json["nondet_range"] = "x".into();
    bad.push(write("range.json", &json.to_string()));
    for p in bad {
        let o = wayfinder(&["replay", p.to_str().unwrap()]);
        // The program's own output (replay shows it) may come first.
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(5), "{}: {err}", p.display());
        let last = err.lines().last().unwrap_or("");
        assert!(
            last.starts_with("wayfinder: trace does not match: "),
            "{}: {err}",
            p.display()
        );
    }
}

/// Double-checked locking without `volatile`: every sequentially
/// consistent interleaving is fine, so `check` says "no violation", and
/// the text report says what that covers and points to `--races`, which
/// finds the race that lets a real JVM publish a half-built object.
#[test]
fn no_violation_says_it_covers_sequential_consistency_only() {
    let dir = compile(
        "cli_dcl",
        &[(
            "Dcl",
            "public class Dcl {
                 static final class Config { int port; Config() { port = 8080; } }
                 private static Config instance;
                 static Config get() {
                     if (instance == null) {
                         synchronized (Dcl.class) { if (instance == null) instance = new Config(); }
                     }
                     return instance;
                 }
                 public static void main(String[] a) throws InterruptedException {
                     Runnable r = () -> { assert get().port == 8080; };
                     Thread t = new Thread(r); Thread u = new Thread(r);
                     t.start(); u.start(); t.join(); u.join();
                 }
             }",
        )],
    );
    let o = wayfinder(&["check", "--classpath", dir.to_str().unwrap(), "Dcl"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(out.starts_with("no violation (search complete)"), "{out}");
    assert!(
        out.contains("sequentially consistent memory") && out.contains("`--races`"),
        "the report says what it covers: {out}"
    );
    let o = wayfinder(&[
        "check",
        "--races",
        "--classpath",
        dir.to_str().unwrap(),
        "Dcl",
    ]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains("data race on Dcl.instance"), "{out}");
}

/// An uncaught exception's violation shows where it was thrown, as `java`
/// prints it: the frames of the exception (runs of JDK frames folded) and
/// of each cause, in the text report and as `violation.stack` in JSON. The
/// assertion fails only when the unsynchronized withdrawals interleave.
#[test]
fn uncaught_exception_report_shows_its_stack_trace() {
    let dir = compile(
        "cli_stack",
        &[(
            "Teller",
            "public class Teller {
    static int balance = 10;
    static void withdraw(int n) { int b = balance; balance = b - n; }
    static void audit() {
        try {
            assert balance == 0 : \"balance \" + balance;
        } catch (AssertionError e) {
            throw new IllegalStateException(\"audit failed\", e);
        }
    }
    public static void main(String[] a) throws InterruptedException {
        Thread t = new Thread(() -> withdraw(5));
        t.start();
        withdraw(5);
        t.join();
        audit();
    }
}",
        )],
    );
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "Teller"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(1), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with(
            "violation: uncaught exception java.lang.IllegalStateException: audit failed"
        ),
        "{out}"
    );
    assert_eq!(
        &lines[1..5],
        &[
            "    at Teller.audit(Teller.java:8)",
            "    at Teller.main(Teller.java:16)",
            "    Caused by: java.lang.AssertionError: balance 5",
            "    at Teller.audit(Teller.java:6)",
        ],
        "{out}"
    );
    let o = wayfinder(&["check", "--json", "--classpath", cp, "Teller"]);
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let stack = j["violation"]["stack"].as_array().expect("violation.stack");
    assert_eq!(stack[0], "at Teller.audit(Teller.java:8)", "{j}");
    assert!(
        stack
            .iter()
            .any(|l| l == "Caused by: java.lang.AssertionError: balance 5"),
        "{j}"
    );
}

/// A program that never shuts its pool down ends with idle workers waiting
/// for tasks: a deadlock, as a JVM never exits; the report says why. A
/// deadlock of a thread waiting forever on a monitor does not get the note.
#[test]
fn deadlock_of_idle_pool_workers_says_shutdown_is_missing() {
    let dir = compile(
        "cli_noshutdown",
        &[
            (
                "NoShutdown",
                "import java.util.concurrent.*;
public class NoShutdown {
    public static void main(String[] a) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        System.out.println(pool.submit(() -> 6 * 7).get());
    }
}",
            ),
            (
                "WaitsForever",
                "public class WaitsForever {
    public static void main(String[] a) throws Exception {
        Object o = new Object();
        Thread t = new Thread(() -> { synchronized (o) { try { o.wait(); } catch (InterruptedException e) { } } });
        t.start();
    }
}",
            ),
        ],
    );
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "NoShutdown"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.starts_with("violation: deadlock"), "{out}");
    assert!(out.contains("never calls shutdown() on its pool"), "{out}");
    let o = wayfinder(&["check", "--classpath", cp, "WaitsForever"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.starts_with("violation: deadlock"), "{out}");
    assert!(!out.contains("shutdown()"), "{out}");
}
