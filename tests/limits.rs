//! Limits that hold: the Java heap (`--heap`, `OutOfMemoryError` caught and
//! uncaught, arrays past the VM's maximum length) compared with `java`, the
//! search's `--memory-limit` enforced inside a transition that allocates
//! without end, and SIGTERM/SIGINT/SIGHUP ending a search with a complete
//! JSON report and exit 3.
//!
//! Needs a JDK (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

mod common;

use common::{find_java_tool, javac, pin_environment};

const FILL: &str = r#"
import java.util.*;
public class Fill {
    public static void main(String[] a) {
        List<long[]> keep = new ArrayList<>();
        try {
            while (true) keep.add(new long[1 << 15]);
        } catch (OutOfMemoryError e) {
            int n = keep.size();
            keep = null;
            System.out.println("caught: " + e.getMessage() + (n > 100 ? " after many" : " after few"));
        }
        // Much more garbage than heap: collected, no error.
        long sum = 0;
        for (int i = 0; i < 600; i++) { long[] g = new long[1 << 15]; sum += g.length; }
        System.out.println("garbage is collected " + sum);
        if (a.length > 0) {
            List<int[]> k = new ArrayList<>();
            while (true) k.add(new int[1 << 16]);
        }
    }
}
"#;

const BIG: &str = r#"
public class Big {
    public static void main(String[] a) {
        int[] ns = {Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 2, Integer.MAX_VALUE - 8};
        for (int n : ns) {
            try { byte[] b = new byte[n]; System.out.println("byte ok " + b.length); }
            catch (OutOfMemoryError e) { System.out.println("byte MAX-" + (Integer.MAX_VALUE - n) + ": " + e.getMessage()); }
            try { long[] b = new long[n]; System.out.println("long ok " + b.length); }
            catch (OutOfMemoryError e) { System.out.println("long MAX-" + (Integer.MAX_VALUE - n) + ": " + e.getMessage()); }
            try { Object[] b = new Object[n]; System.out.println("Object ok " + b.length); }
            catch (OutOfMemoryError e) { System.out.println("Object MAX-" + (Integer.MAX_VALUE - n) + ": " + e.getMessage()); }
        }
        try { int[][] m = new int[3][Integer.MAX_VALUE]; System.out.println("multi ok " + m.length); }
        catch (OutOfMemoryError e) { System.out.println("multi: " + e.getMessage()); }
        try { int[][] m = new int[1 << 20][1 << 10]; System.out.println("multi ok " + m.length); }
        catch (OutOfMemoryError e) { System.out.println("multi: " + e.getMessage()); }
        if (a.length > 0) { long[] x = new long[Integer.MAX_VALUE - 8]; System.out.println(x.length); }
    }
}
"#;

/// One transition allocating without end (one thread, no scheduling point).
const HOG: &str = r#"
import java.util.*;
public class Hog {
    public static void main(String[] a) {
        List<long[]> keep = new ArrayList<>();
        while (true) { long[] b = new long[1 << 12]; b[0] = keep.size(); keep.add(b); }
    }
}
"#;

/// A search that runs for a long time.
const LONG: &str = r#"
public class LongSearch {
    static int[] cells = new int[6];
    public static void main(String[] a) throws Exception {
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int r = 0; r < 3; r++) { cells[(me + r) % cells.length]++; }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
    }
}
"#;

/// The test programs, compiled once for all tests (they run in parallel).
fn classes() -> PathBuf {
    static COMPILED: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    COMPILED.get_or_init(compile).clone()
}

fn compile() -> PathBuf {
    let dir = common::classes_dir("limits");
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    let mut files = Vec::new();
    for (name, text) in [
        ("Fill", FILL),
        ("Big", BIG),
        ("Hog", HOG),
        ("LongSearch", LONG),
    ] {
        let f = src.join(format!("{name}.java"));
        std::fs::write(&f, text).unwrap();
        files.push(f);
    }
    let out = dir.join("classes");
    common::compile_all(&javac(), &files, &out, None);
    out
}

fn wayfinder(args: &[&str], cp: &Path) -> Output {
    let (cmd, rest) = args.split_first().unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_wayfinder"));
    pin_environment(&mut c);
    c.arg(cmd)
        .arg("--classpath")
        .arg(cp)
        .args(rest)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn java(args: &[&str], cp: &Path) -> Output {
    let mut c = Command::new(find_java_tool("java").unwrap_or_else(|e| panic!("{e}")));
    pin_environment(&mut c);
    c.arg("-ea")
        .arg("-cp")
        .arg(cp)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).to_string()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|_| {
        panic!(
            "not one JSON object (exit {:?}): {}{}",
            o.status.code(),
            text(&o.stdout),
            text(&o.stderr)
        )
    })
}

#[test]
fn out_of_memory_under_run_is_javas() {
    let cp = classes();
    for args in [&["Fill"][..], &["Fill", "uncaught"][..]] {
        let w = wayfinder(&[&["run", "--heap", "64m"][..], args].concat(), &cp);
        let j = java(&[&["-Xmx64m"][..], args].concat(), &cp);
        assert_eq!(text(&w.stdout), text(&j.stdout), "{args:?} stdout");
        assert_eq!(
            w.status.code(),
            j.status.code(),
            "{args:?}: {}",
            text(&w.stderr)
        );
        if args.len() > 1 {
            let first = |o: &Output| text(&o.stderr).lines().next().unwrap_or("").to_string();
            assert_eq!(first(&w), first(&j));
            assert!(first(&w).contains("java.lang.OutOfMemoryError: Java heap space"));
        }
    }
    // Arrays past the VM's limit, and ones that only the heap size refuses.
    let w = wayfinder(&["run", "--heap", "64m", "Big"], &cp);
    let j = java(&["-Xmx64m", "Big"], &cp);
    assert_eq!(text(&w.stdout), text(&j.stdout));
    assert_eq!(w.status.code(), Some(0), "{}", text(&w.stderr));
    assert!(text(&w.stdout).contains("Requested array size exceeds VM limit"));
    // The default heap (1g) is too small for a long[MAX - 8] too.
    let w = wayfinder(&["run", "Big", "uncaught"], &cp);
    assert_eq!(w.status.code(), Some(1));
    assert!(text(&w.stderr).contains("java.lang.OutOfMemoryError: Java heap space"));
}

#[test]
fn out_of_memory_under_check() {
    let cp = classes();
    let o = wayfinder(&["check", "--json", "--heap", "64m", "Fill"], &cp);
    let j = json(&o);
    assert_eq!(j["verdict"], "no_violation", "{j}");
    assert_eq!(o.status.code(), Some(0));
    let o = wayfinder(
        &["check", "--json", "--heap", "64m", "Fill", "uncaught"],
        &cp,
    );
    let j = json(&o);
    assert_eq!(j["verdict"], "violation", "{j}");
    assert_eq!(j["violation"]["exception"], "java.lang.OutOfMemoryError");
    assert_eq!(j["violation"]["message"], "Java heap space");
    assert_eq!(o.status.code(), Some(1));
    let o = wayfinder(&["check", "--json", "Big", "uncaught"], &cp);
    let j = json(&o);
    assert_eq!(
        j["violation"]["exception"], "java.lang.OutOfMemoryError",
        "{j}"
    );
}

#[test]
fn memory_limit_holds_inside_one_transition() {
    let cp = classes();
    let limit_mib = 200u64;
    let o = wayfinder(
        &[
            "check",
            "--json",
            "--heap",
            "16g",
            "--memory-limit",
            &limit_mib.to_string(),
            "Hog",
        ],
        &cp,
    );
    let j = json(&o);
    assert_eq!(o.status.code(), Some(3), "{j}");
    assert_eq!(j["verdict"], "inconclusive");
    assert!(
        j["limit"].as_str().unwrap_or("").contains("memory limit"),
        "{j}"
    );
    let peak = j["stats"]["peak_memory_bytes"].as_u64().unwrap();
    // The watchdog looks every 16 MiB of Java heap: a little over, never far.
    assert!(
        peak < (limit_mib + 48) << 20,
        "peak {} MiB for a limit of {limit_mib} MiB",
        peak >> 20
    );
}

#[test]
fn signals_end_a_search_with_a_complete_report() {
    let cp = classes();
    for (signal, name) in [
        (libc::SIGTERM, "SIGTERM"),
        (libc::SIGINT, "SIGINT"),
        (libc::SIGHUP, "SIGHUP"),
    ] {
        let mut c = Command::new(env!("CARGO_BIN_EXE_wayfinder"));
        pin_environment(&mut c);
        let child = c
            .args(["check", "--json", "--no-por", "--classpath"])
            .arg(&cp)
            .arg("LongSearch")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(2500));
        // SAFETY: sending a signal to our own child process by its id.
        let r = unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        assert_eq!(r, 0, "kill {name}");
        let o = child.wait_with_output().unwrap();
        let j = json(&o);
        assert_eq!(o.status.code(), Some(3), "{name}: {j}");
        assert_eq!(j["verdict"], "inconclusive", "{name}");
        assert!(
            j["limit"].as_str().unwrap_or("").contains("signal"),
            "{name}: {j}"
        );
        assert!(j["stats"]["states"].as_u64().unwrap() > 100, "{name}: {j}");
        // Progress lines on a stderr that is not a terminal.
        assert!(
            text(&o.stderr)
                .lines()
                .any(|l| l.starts_with("progress: states ")),
            "{name}: {}",
            text(&o.stderr)
        );
    }
}
