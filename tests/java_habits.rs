//! A Java developer's habits on the command line and in reading traces:
//! `java`'s flag spellings (`-cp`, `-classpath`, `-ea`, `-da`) before the
//! main class, and a trace that says which step was a timeout.

use std::process::Output;

mod common;

use common::{compile_sources, wayfinder_output as wayfinder};

/// Compiles one source (name, text) into a fresh directory.
fn compile(dir_name: &str, name: &str, text: &str) -> std::path::PathBuf {
    compile_sources(dir_name, &[(name, text)])
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

const ARGS_AND_ASSERT: &str = r#"
public class Habits {
    public static void main(String[] args) {
        System.out.println(String.join(" ", args));
        assert args.length == 0 : "arguments";
    }
}
"#;

#[test]
fn java_flag_spellings_before_the_main_class() {
    let dir = compile("java_habits_flags", "Habits", ARGS_AND_ASSERT);
    let cp = dir.to_str().unwrap();
    for flag in ["-cp", "-classpath", "--class-path", "--classpath"] {
        let o = wayfinder(&["run", flag, cp, "Habits"]);
        assert_eq!(o.status.code(), Some(0), "{flag}: {o:?}");
        assert_eq!(stdout(&o), "\n", "{flag}");
    }
    // `-ea` is the default and accepted; `-da` turns assertions off.
    let o = wayfinder(&["run", "-ea", "-cp", cp, "Habits", "x"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let o = wayfinder(&["run", "-da", "-cp", cp, "Habits", "x"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    // After the main class every token is the program's, `-cp` included.
    let o = wayfinder(&["run", "-da", "-cp", cp, "Habits", "-cp", "-ea", "--json"]);
    assert_eq!(stdout(&o), "-cp -ea --json\n");
    // The same for `check`, whose boolean flags take no value.
    let o = wayfinder(&["check", "--json", "-cp", cp, "Habits"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let o = wayfinder(&["check", "--json", "-cp", cp, "Habits", "-cp"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
}

const LATE_LATCH: &str = r#"
import java.util.concurrent.*;
public class LateLatch {
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        new Thread(done::countDown).start();
        if (!done.await(1, TimeUnit.SECONDS)) throw new IllegalStateException("late");
    }
}
"#;

#[test]
fn a_trace_marks_the_step_that_timed_out() {
    let dir = compile("java_habits_timeout", "LateLatch", LATE_LATCH);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--json", "--classpath", cp, "LateLatch"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let trace = json["trace"].as_array().expect("trace");
    let timed_out: Vec<_> = trace.iter().filter(|s| s["timed_out"] == true).collect();
    assert_eq!(timed_out.len(), 1, "{trace:?}");
    assert_eq!(timed_out[0]["thread_name"], "main");
    let o = wayfinder(&["check", "--classpath", cp, "LateLatch"]);
    let text = stdout(&o);
    assert!(
        text.contains("\"main\" (its timed wait timed out)"),
        "{text}"
    );
    assert!(text.contains("`--timeouts idle`"), "{text}");
    // Under `--timeouts idle` the latch is always counted down in time.
    let o = wayfinder(&[
        "check",
        "--timeouts",
        "idle",
        "--classpath",
        cp,
        "LateLatch",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}
