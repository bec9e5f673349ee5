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

const RUN_LINE: &str = r#"
public class RunLine {
    static final Object a = new Object(), b = new Object();

    static void both(Object x, Object y) {
        synchronized (x) {
            synchronized (y) {
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            Thread t = new Thread(() -> { throw new IllegalStateException(); });
            t.start();
            t.join();
            return;
        }
        Thread t1 = new Thread(() -> both(a, b));
        Thread t2 = new Thread(() -> both(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
"#;

/// The line `Thread.run(Thread.java:N)` shows in `text`, if any.
fn thread_run_line(text: &str) -> Option<String> {
    let at =
        text.find("java.lang.Thread.run(Thread.java:")? + "java.lang.Thread.run(Thread.java:".len();
    Some(
        text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect(),
    )
}

/// A deadlock report's thread stacks show the JDK's line for the frames
/// of Wayfinder's `Thread` model, as `java`'s own stack traces print it
/// (`vm/src/model_lines.rs`), not the model's source line.
#[test]
fn a_deadlock_report_shows_the_jdks_thread_run_line() {
    let dir = compile("java_habits_run_line", "RunLine", RUN_LINE);
    let cp = dir.to_str().unwrap();
    let java = common::find_java_tool("java").expect("java");
    let o = std::process::Command::new(java)
        .args(["-cp", cp, "RunLine", "throw"])
        .output()
        .expect("java");
    let jdk = thread_run_line(&String::from_utf8_lossy(&o.stderr)).expect("java's stack trace");
    let o = wayfinder(&["check", "--classpath", cp, "RunLine"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    assert!(text.contains("deadlock"), "{text}");
    assert_eq!(
        thread_run_line(&text).as_deref(),
        Some(jdk.as_str()),
        "{text}"
    );
}
