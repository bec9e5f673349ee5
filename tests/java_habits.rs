//! A Java developer's habits on the command line and in reading traces:
//! `java`'s flag spellings (`-cp`, `-classpath`, `-ea`, `-da`) before the
//! main class, a trace that says which steps were timeouts and names the
//! program's lines (never the VM's generated classes), and a report that
//! says when its figures are only the last of several searches.

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

const TWO_TIMEOUTS: &str = r#"
public class TwoTimeouts {
    public static void main(String[] args) throws InterruptedException {
        Object bell = new Object();
        synchronized (bell) {
            bell.wait(10);
            bell.wait(10);
        }
        assert false : "after two timed waits";
    }
}
"#;

#[test]
fn the_note_names_every_step_that_timed_out() {
    let dir = compile("java_habits_two_timeouts", "TwoTimeouts", TWO_TIMEOUTS);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "TwoTimeouts"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    // The steps the trace marks, numbered as it numbers them.
    let marked: Vec<String> = text
        .lines()
        .filter(|l| l.contains("(its timed wait timed out)"))
        .map(|l| l.trim_start().split('.').next().unwrap().to_string())
        .collect();
    assert_eq!(marked.len(), 2, "{text}");
    let note = format!(
        "note: steps {} and {} are timed waits that timed out",
        marked[0], marked[1]
    );
    assert!(text.contains(&note), "{note} in {text}");
}

const SHARED_STATIC: &str = r#"
public class SharedStatic {
    static int n;
    public static void main(String[] args) throws InterruptedException {
        n = 1;
        Thread t = new Thread(() -> n++);
        t.start();
        t.join();
        assert n == 2;
    }
}
"#;

const HASH_THEN_INTERN: &str = r#"
public class HashThenIntern {
    public static void main(String[] args) throws InterruptedException {
        String s = new String(new char[] {'a', 'b'});
        Thread t = new Thread(() -> {
            assert s.intern() == "ab";
        });
        t.start();
        int h = s.hashCode();
        t.join();
        assert h == "ab".hashCode();
    }
}
"#;

#[test]
fn a_string_used_by_two_threads_starts_nothing_again() {
    // Main fills the string's hash cache (no point, owned or not) while
    // the thread passes the string to a native: no claim on the string
    // saved a point, so there is no restart (there was one while a write
    // of the hash cache counted as a use of the claim).
    let dir = compile(
        "java_habits_hash_intern",
        "HashThenIntern",
        HASH_THEN_INTERN,
    );
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--json", "--classpath", cp, "HashThenIntern"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(json["restarts"], 0, "{json}");
    assert_eq!(json["shared_objects"], 0, "{json}");
}

#[test]
fn the_report_says_when_the_search_started_again() {
    let dir = compile("java_habits_restart", "SharedStatic", SHARED_STATIC);
    let cp = dir.to_str().unwrap();
    // The class's statics are taken for one thread's until the lambda's
    // thread uses them: the search starts again once, without that claim.
    let o = wayfinder(&["check", "--json", "--classpath", cp, "SharedStatic"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(json["restarts"], 1, "{json}");
    assert!(
        json["all_searches_seconds"].as_f64().unwrap() > 0.0,
        "{json}"
    );
    let o = wayfinder(&["check", "--classpath", cp, "SharedStatic"]);
    let text = stdout(&o);
    assert!(
        text.contains(
            "note: the search started again 1 time, each time without a reduction's claim a \
             run proved wrong (1 class(es) whose statics a second thread used); the figures \
             above are the last search's, all 2 searches took"
        ),
        "{text}"
    );
    // Without one-thread statics there is nothing to start again for.
    let o = wayfinder(&[
        "check",
        "--no-local-statics",
        "--classpath",
        cp,
        "SharedStatic",
    ]);
    assert!(!stdout(&o).contains("started again"), "{}", stdout(&o));
}

const SEALED_BREAKS: &str = r#"
public class SealedBreaks {
    static final int[] A = {0};
    static final Box B = new Box();
    static final Object LOCK = new Object();

    static class Box {
        int x;
        int y;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            A[0] = 1;
            synchronized (LOCK) {
                B.x = 2;
            }
            synchronized (LOCK) {
                B.y = 3;
            }
        });
        t.start();
        synchronized (LOCK) {
            assert B.x != 2 || A[0] == 1;
        }
        t.join();
        assert A[0] + B.x + B.y == 6;
    }
}
"#;

#[test]
fn sealed_claims_broken_a_few_steps_apart_are_left_out_together() {
    // The worker writes the array and `B.x` in two transitions (a lock
    // between them) while main is alive: the first run goes on past the
    // first break and leaves both out at once (one search per write
    // before: four in all). `B.y` is written after `B` was unsealed by
    // `B.x`'s write, so only the second run, with `x` left out, sees it;
    // the third is the owned array's, which the first run's collecting
    // met too but does not keep for later runs.
    let dir = compile("java_habits_sealed_breaks", "SealedBreaks", SEALED_BREAKS);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--json", "--classpath", cp, "SealedBreaks"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(
        json["unsealed_classes"],
        serde_json::json!(["SealedBreaks$Box.x", "SealedBreaks$Box.y", "[I"]),
        "{json}"
    );
    assert_eq!(json["restarts"], 3, "{json}");
    // 43 states with the lock-protected objects rule off
    // (`WAYFINDER_NO_LOCK_PROTECTED=1`): `B`'s fields are touched only
    // under `LOCK` while both threads live.
    assert_eq!(json["stats"]["states"], 24, "{json}");
}

const CONCAT_TRACE: &str = r#"
public class ConcatTrace {
    static int turn;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            System.out.println("hello from " + Thread.currentThread().getName());
            turn = 1;
        }, "greeter");
        t.start();
        System.out.println("main is " + Thread.currentThread().getName());
        assert turn == 0 : "greeter first";
        t.join();
    }
}
"#;

#[test]
fn a_trace_step_inside_a_string_concatenation_names_the_program_line() {
    let dir = compile("java_habits_concat", "ConcatTrace", CONCAT_TRACE);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "ConcatTrace"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    let steps: Vec<&str> = text.lines().filter(|l| l.contains(". thread ")).collect();
    // The concatenation's own class (made by the VM for `invokedynamic`,
    // without a source file) is left out: its caller's line stands for it.
    assert!(
        steps
            .iter()
            .all(|l| !l.contains("$$Wayfinder") && !l.contains("Unknown Source")),
        "{text}"
    );
    assert!(
        steps
            .iter()
            .any(|l| l.ends_with("-> ConcatTrace.main(ConcatTrace.java:10)")
                || l.ends_with("steps, each stopping at ConcatTrace.main(ConcatTrace.java:10)")),
        "{text}"
    );
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

const SHELVES: &str = r#"
public class Shelves {
    private int stocked;

    final class Shelf {
        private int items;

        synchronized void restock() {
            items++;
            stocked++;
        }
    }

    public static void main(String[] args) throws Exception {
        Shelves shop = new Shelves();
        Shelf a = shop.new Shelf(), b = shop.new Shelf();
        Thread t1 = new Thread(a::restock);
        Thread t2 = new Thread(b::restock);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert shop.stocked == 2 : "lost restock";
    }
}
"#;

/// A lost update's trace says which access each thread stopped before:
/// the shelves lock themselves, not the shop, so the two threads' reads
/// of `Shelves.stocked` both come before either write, and the steps that
/// stop in the program's code at a field access name it (`--json` keeps
/// it as `next_access`). Steps stopped inside the JDK name none.
#[test]
fn a_lost_update_trace_names_the_access_each_step_stopped_before() {
    let dir = compile("java_habits_next_access", "Shelves", SHELVES);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "Shelves"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    let steps: Vec<&str> = text.lines().filter(|l| l.contains(". thread ")).collect();
    let stopped = |thread: &str, what: &str| {
        steps.iter().position(|l| {
            l.contains(&format!("thread {thread} "))
                && l.ends_with(&format!(
                    "-> Shelves$Shelf.restock(Shelves.java:10), before its {what} of Shelves.stocked"
                ))
        })
    };
    let reads = [stopped("1", "read"), stopped("2", "read")];
    let writes = [stopped("1", "write"), stopped("2", "write")];
    assert!(reads.iter().chain(&writes).all(Option::is_some), "{text}");
    // Both threads had read (stopped before their writes) before either
    // write ran: the first thread to stop before its write runs its next
    // step (the write) only after the other stopped before its own.
    let (w1, w2) = (writes[0].unwrap(), writes[1].unwrap());
    let (first, other, thread) = if w1 < w2 {
        (w1, w2, "1")
    } else {
        (w2, w1, "2")
    };
    let next = steps[first + 1..]
        .iter()
        .position(|l| l.contains(&format!("thread {thread} ")))
        .map(|k| first + 1 + k);
    assert!(next.is_some_and(|n| n > other), "{text}");
    assert!(
        steps
            .iter()
            .filter(|l| l.contains(" called from "))
            .all(|l| !l.contains("before its")),
        "{text}"
    );
    let o = wayfinder(&["check", "--json", "--classpath", cp, "Shelves"]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let accesses: Vec<&str> = json["trace"]
        .as_array()
        .expect("trace")
        .iter()
        .filter_map(|s| s["next_access"].as_str())
        .collect();
    assert!(
        accesses.contains(&"write of Shelves.stocked"),
        "{accesses:?}"
    );
}

const POLLER: &str = r#"
public class Poller {
    static volatile boolean stop;
    static int polls;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!stop) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
                polls++;
            }
        });
        worker.start();
        Thread.sleep(35);
        stop = true;
        worker.join();
    }
}
"#;

/// A search stopped by its time limit after following a path thousands
/// of transitions deep (under `--timeouts any` the poller's sleep may
/// time out again and again while main still sleeps: a run with no end)
/// says so, and names `--timeouts idle`, under which the same program's
/// search is complete (and says nothing of deep paths).
#[test]
fn a_search_stopped_on_an_endless_path_says_how_to_bound_it() {
    let dir = compile("java_habits_deep_path", "Poller", POLLER);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--time-limit", "3", "--classpath", cp, "Poller"]);
    assert_eq!(o.status.code(), Some(3), "{o:?}");
    let text = stdout(&o);
    let note = text
        .lines()
        .find(|l| l.starts_with("note: the search followed a path "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(note.contains("`--timeouts idle`"), "{note}");
    assert!(note.contains("`--max-depth N`"), "{note}");
    let o = wayfinder(&["check", "--timeouts", "idle", "--classpath", cp, "Poller"]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    assert!(!stdout(&o).contains("path"), "{}", stdout(&o));
}

const MAILBOX: &str = r#"
import java.util.*;

public class Mailbox {
    private final Deque<String> letters = new ArrayDeque<>();

    synchronized void post(String s) {
        letters.add(s);
        notify();
    }

    synchronized String collect() throws InterruptedException {
        if (letters.isEmpty()) {
            wait();
        }
        return letters.remove();
    }

    synchronized String collectInLoop() throws InterruptedException {
        while (letters.isEmpty()) {
            wait();
        }
        return letters.remove();
    }

    public static void main(String[] args) throws Exception {
        Mailbox box = new Mailbox();
        Thread postman = new Thread(() -> box.post("bill"));
        postman.start();
        System.out.println(args.length == 0 ? box.collect() : box.collectInLoop());
        postman.join();
    }
}
"#;

/// `wait()` under an `if`: a spurious wakeup (which the JVM may make)
/// makes `remove()` throw. By default the search explores the spurious
/// wakeups of such unlooped waits and finds it; a saved counterexample
/// replays. With `--spurious-wakeups=none` the search finds nothing, and
/// its verdict is inconclusive, naming the call (`--json` lists it). The
/// `while` version is complete by default and under `all`.
#[test]
fn a_wait_under_an_if_is_woken_spuriously_and_none_leaves_it_inconclusive() {
    let dir = compile("java_habits_unlooped_wait", "Mailbox", MAILBOX);
    let cp = dir.to_str().unwrap();
    let trace = dir.join("spurious.json");
    let trace = trace.to_str().unwrap();
    let o = wayfinder(&["check", "--trace-out", trace, "--classpath", cp, "Mailbox"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.starts_with("violation: uncaught exception java.util.NoSuchElementException"),
        "{text}"
    );
    let o = wayfinder(&["replay", trace]);
    assert!(
        stdout(&o).contains("NoSuchElementException"),
        "{}",
        stdout(&o)
    );
    let o = wayfinder(&[
        "check",
        "--spurious-wakeups=none",
        "--classpath",
        cp,
        "Mailbox",
    ]);
    assert_eq!(o.status.code(), Some(3), "{o:?}");
    let text = stdout(&o);
    let verdict = text.lines().next().unwrap_or_default();
    assert!(
        verdict.starts_with(
            "inconclusive: no violation found, but spurious wakeups were not explored"
        ),
        "{text}"
    );
    assert!(
        verdict.contains("at Mailbox.collect(Mailbox.java:14) is in no loop"),
        "{verdict}"
    );
    assert!(verdict.contains("--spurious-wakeups"), "{verdict}");
    assert!(!verdict.contains("more call"), "{verdict}");
    let o = wayfinder(&[
        "check",
        "--json",
        "--spurious-wakeups=none",
        "--classpath",
        cp,
        "Mailbox",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(json["verdict"], "inconclusive", "{json}");
    assert_eq!(
        json["spurious_wakeups_unexplored"],
        serde_json::json!(["Mailbox.collect(Mailbox.java:14)"])
    );
    // The trace marks the wakeup as spurious, not as a timeout, under the
    // default and under `all`, and the note says what it is.
    for mode in ["--spurious-wakeups=unlooped", "--spurious-wakeups"] {
        let o = wayfinder(&["check", mode, "--classpath", cp, "Mailbox"]);
        assert_eq!(o.status.code(), Some(1), "{o:?}");
        let text = stdout(&o);
        let woke: Vec<&str> = text
            .lines()
            .filter(|l| l.contains("woke spuriously"))
            .collect();
        assert_eq!(woke.len(), 1, "{text}");
        assert!(
            woke[0].contains(
                "thread 0 \"main\" woke spuriously (JLS 17.2.1; --spurious-wakeups=none to \
                 exclude) -> "
            ),
            "{text}"
        );
        assert!(!text.contains("timed out"), "{text}");
        assert!(!text.contains("--timeouts idle` assumes"), "{text}");
        let note = format!(
            "note: step {} is a spurious return: JLS 17.2.1 lets an untimed `wait()` return \
             without a notify",
            woke[0].trim_start().split('.').next().unwrap()
        );
        assert!(text.contains(&note), "{text}");
    }
    // The loaded class still has the `if` version, which this run does
    // not call: `none` names only calls that ran, so the search is
    // complete.
    let o = wayfinder(&[
        "check",
        "--spurious-wakeups=none",
        "--classpath",
        cp,
        "Mailbox",
        "loop",
    ]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    for mode in ["--spurious-wakeups=unlooped", "--spurious-wakeups"] {
        let o = wayfinder(&["check", mode, "--classpath", cp, "Mailbox", "loop"]);
        assert_eq!(o.status.code(), Some(0), "{mode}: {o:?}");
        assert!(!stdout(&o).contains("spurious"), "{}", stdout(&o));
    }
}

const COURIER: &str = r#"
import java.util.concurrent.locks.LockSupport;

public class Courier {
    static volatile String parcel;

    public static void main(String[] args) throws Exception {
        boolean loop = args.length > 0;
        Thread courier = new Thread(() -> {
            if (loop) {
                while (parcel == null) {
                    LockSupport.park();
                }
            } else if (parcel == null) {
                LockSupport.park();
            }
            System.out.println(parcel.length());
        });
        courier.start();
        parcel = "box";
        LockSupport.unpark(courier);
        courier.join();
    }
}
"#;

/// A `LockSupport.park()` of the program's own code may return for no
/// reason: an unlooped one is woken spuriously by default (the trace says
/// so) and the NPE is found; under `none` the verdict is inconclusive
/// naming the park; a looped one is complete under every mode.
#[test]
fn an_unlooped_park_returns_spuriously_and_none_names_it() {
    let dir = compile("java_habits_unlooped_park", "Courier", COURIER);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "Courier"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.starts_with("violation: uncaught exception java.lang.NullPointerException"),
        "{text}"
    );
    assert!(
        text.contains("woke spuriously (JLS 17.2.1; --spurious-wakeups=none to exclude)"),
        "{text}"
    );
    let o = wayfinder(&[
        "check",
        "--json",
        "--spurious-wakeups=none",
        "--classpath",
        cp,
        "Courier",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(json["verdict"], "inconclusive", "{json}");
    assert_eq!(
        json["spurious_wakeups_unexplored"],
        serde_json::json!(["Courier.lambda$main$0(Courier.java:15)"])
    );
    for mode in ["none", "unlooped", "all"] {
        let flag = format!("--spurious-wakeups={mode}");
        let o = wayfinder(&["check", &flag, "--classpath", cp, "Courier", "loop"]);
        assert_eq!(o.status.code(), Some(0), "{mode}: {o:?}");
    }
}

const TICKETS: &str = r#"
import java.util.concurrent.atomic.AtomicInteger;

public class Tickets {
    public static void main(String[] args) throws Exception {
        AtomicInteger next = new AtomicInteger();
        int v;
        if (args.length > 0) {
            do {
                v = next.get();
            } while (!next.weakCompareAndSetVolatile(v, v + 1));
        } else if (!next.weakCompareAndSetVolatile(0, 1)) {
            throw new IllegalStateException("no ticket");
        }
        System.out.println(next.get());
    }
}
"#;

/// A weak CAS of the program's code whose failure no loop retries fails
/// spuriously by default (the trace step says so); one in a retry loop is
/// left alone by default and explored under `all`, complete either way;
/// under `none` the unretried one makes the verdict inconclusive.
#[test]
fn an_unretried_weak_cas_fails_spuriously() {
    let dir = compile("java_habits_weak_cas", "Tickets", TICKETS);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "Tickets"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.starts_with(
            "violation: uncaught exception java.lang.IllegalStateException: no ticket"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "choice=1: its weak compare-and-set failed spuriously (--spurious-wakeups=none to exclude)"
        ),
        "{text}"
    );
    let o = wayfinder(&[
        "check",
        "--spurious-wakeups=none",
        "--classpath",
        cp,
        "Tickets",
    ]);
    assert_eq!(o.status.code(), Some(3), "{o:?}");
    assert!(
        stdout(&o).contains("weak compare-and-set at Tickets.main(Tickets.java:12) is in no loop"),
        "{}",
        stdout(&o)
    );
    let states: Vec<u64> = ["none", "unlooped", "all"]
        .iter()
        .map(|mode| {
            let flag = format!("--spurious-wakeups={mode}");
            let o = wayfinder(&[
                "check",
                "--json",
                &flag,
                "--classpath",
                cp,
                "Tickets",
                "loop",
            ]);
            let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
            assert_eq!(json["verdict"], "no_violation", "{mode}: {json}");
            json["stats"]["states"].as_u64().unwrap()
        })
        .collect();
    // Only `all` explores the failures of the looped CAS: one state more.
    assert_eq!(states, [2, 2, 3]);
}

const OUTER_LOOP: &str = r#"
import java.util.*;

public class OuterLoop {
    private final Deque<String> jobs = new ArrayDeque<>();

    synchronized void submit(String job) {
        jobs.addLast(job);
        notifyAll();
    }

    public static void main(String[] args) throws Exception {
        OuterLoop s = new OuterLoop();
        Thread office = new Thread(() -> s.submit("invoice.pdf"));
        office.start();
        for (int i = 0; i < 1; i++) {
            synchronized (s) {
                if (s.jobs.isEmpty()) {
                    s.wait();
                }
                System.out.println("printing " + s.jobs.removeFirst());
            }
        }
        office.join();
    }
}
"#;

/// An `if`-wait inside an outer loop is not re-tested: its return goes on
/// to `removeFirst()` before the loop comes round. The default explores
/// its spurious wakeup and finds the exception.
#[test]
fn an_if_wait_inside_an_outer_loop_counts_as_unlooped() {
    let dir = compile("java_habits_outer_loop_wait", "OuterLoop", OUTER_LOOP);
    let cp = dir.to_str().unwrap();
    let o = wayfinder(&["check", "--classpath", cp, "OuterLoop"]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert!(
        stdout(&o).starts_with("violation: uncaught exception java.util.NoSuchElementException"),
        "{}",
        stdout(&o)
    );
}

const LOCKED_PAYROLL: &str = r#"
import java.util.ArrayList;
import java.util.List;

public class LockedPayroll {
    private final Object lock = new Object();
    private final List<Integer> slips = new ArrayList<>();
    private long total;

    void pay(int amount) {
        synchronized (lock) {
            slips.add(amount);
            total += amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        LockedPayroll p = new LockedPayroll();
        Thread a = new Thread(() -> { p.pay(1); p.pay(2); });
        Thread b = new Thread(() -> p.pay(4));
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (p.lock) {
            assert p.slips.size() == 3 && p.total == 7;
        }
    }
}
"#;

#[test]
fn a_list_kept_under_one_lock_takes_no_points_inside_its_calls() {
    // `ArrayList.add`'s reads and writes of the list and its array, and
    // the total's update, all hold the payroll's lock: with the
    // lock-protected rule none is a scheduling point, no claim breaks
    // (main reads under the lock too), and the verdict is the same.
    let dir = compile(
        "java_habits_locked_payroll",
        "LockedPayroll",
        LOCKED_PAYROLL,
    );
    let cp = dir.to_str().unwrap();
    let run = |off: bool| -> serde_json::Value {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_wayfinder"));
        cmd.args(["check", "--json", "--classpath", cp, "LockedPayroll"]);
        if off {
            cmd.env("WAYFINDER_NO_LOCK_PROTECTED", "1");
        }
        let o = cmd.output().expect("run wayfinder");
        assert_eq!(o.status.code(), Some(0), "{o:?}");
        serde_json::from_slice(&o.stdout).expect("json")
    };
    let (on, off) = (run(false), run(true));
    let states = |j: &serde_json::Value| j["stats"]["states"].as_u64().unwrap_or(0);
    assert!(states(&on) < states(&off), "{on} {off}");
    assert_eq!(on["restarts"], 0, "{on}");
}
