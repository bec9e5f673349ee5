//! End-to-end corpus test for `wayfinder run`, with the real JVM as the oracle.
//!
//! Every `java_samples/run/Name.java` declares `public class Name` with a `main`
//! method. The harness
//!
//! 1. finds `javac` and `java` (`$JAVA_HOME/bin` first, then `$PATH`) and fails
//!    loudly when they are missing -- this test never skips silently;
//! 2. compiles all samples with a single `javac --release 17 -g -encoding UTF-8`
//!    invocation into `<target-dir>/java_samples/run/`;
//! 3. runs each sample under `java -ea -cp OUT Name args...` (the oracle) and
//!    under `wayfinder run --classpath OUT Name args...`, each with a timeout;
//! 4. compares, for every sample:
//!    * stdout, byte for byte;
//!    * the exit status (0, 1 for an uncaught exception, N for `System.exit(N)`);
//!    * the *head* of stderr: every line before the first stack-frame line
//!      (a line starting with a tab followed by `at `). For an uncaught exception
//!      that is exactly the first line, `Exception in thread "main" T: msg`; for
//!      a program that writes to `System.err` it is everything it wrote before
//!      dying. The stack-trace lines (and the `Caused by:` / `... N more` lines
//!      after them) are NOT compared: the line numbers, frame counts and frames
//!      inside JDK classes legitimately differ between HotSpot and our
//!      interpreter (and between JDK releases).
//!
//! All mismatches are collected and reported together at the end, followed by
//! the summary line `run samples: N passed, M failed`.
//!
//! Samples can carry header lines (leading `//` comments) -- see
//! `java_samples/run/README.md`. Currently understood:
//! * `// args: a b c` -- command-line arguments for both runs;
//! * `// wayfinder-unsupported: pkg.Class.method` -- the sample reaches a JDK
//!   method Wayfinder reports as unsupported: instead of comparing with the JVM
//!   (which is then not run), Wayfinder must exit with status 4 and name that
//!   method on stderr. Remove the line once the method is supported.
//!
//! Environment variables:
//! * `WAYFINDER_SAMPLE=substr`   -- only run the samples whose name contains `substr`
//!   (comma-separated list of substrings allowed).
//! * `WAYFINDER_BIN=/path`       -- use this executable instead of the `wayfinder`
//!   binary Cargo built; it is invoked as `BIN run --classpath OUT Name args...`.
//!   Handy to check the harness itself against a fake (e.g. a script that does
//!   `exec java -ea -cp "$3" "${@:4}"`).
//! * `WAYFINDER_SAMPLE_TIMEOUT=secs` -- per-process timeout (default 60).
//! * `WAYFINDER_SAMPLE_JOBS=n`   -- samples run in parallel (default 2).
//! * `JAVA_HOME`                 -- JDK to use as the compiler and oracle.
//!
//! Both child processes get a fixed locale (`LC_ALL=C.UTF-8`) and timezone
//! (`TZ=UTC`), and `JAVA_TOOL_OPTIONS`, `_JAVA_OPTIONS` and `JDK_JAVA_OPTIONS` are
//! removed, because the JVM echoes those on stderr ("Picked up ...").

use std::env;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod common;

use common::*;

/// Runs one sample under both the oracle and wayfinder and compares them.
fn check_sample(
    sample: &Sample,
    java: &Path,
    wayfinder: &Path,
    classes: &Path,
    timeout: Duration,
) -> SampleResult {
    let mut wf_cmd = Command::new(wayfinder);
    wf_cmd
        .current_dir(fresh_work_dir(classes, &sample.name, "wayfinder"))
        .env("WAYFINDER_NATIVES_LOG", natives_log(classes))
        .arg("run")
        .arg("--classpath")
        .arg(classes)
        .arg(&sample.name)
        .args(&sample.args);
    let actual = run_with_timeout(wf_cmd, timeout);
    compare_with_oracle(sample, actual, java, "java", classes, timeout)
}

/// Where `wayfinder run` appends each native it reached without an
/// implementation (`WAYFINDER_NATIVES_LOG`).
fn natives_log(classes: &Path) -> PathBuf {
    classes.with_file_name("run-natives-reached.txt")
}

#[test]
fn run_samples() {
    let javac = find_java_tool("javac").unwrap_or_else(|e| panic!("{e}"));
    let java = find_java_tool("java").unwrap_or_else(|e| panic!("{e}"));
    let wayfinder = match env::var_os("WAYFINDER_BIN").filter(|v| !v.is_empty()) {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_BIN_EXE_wayfinder")),
    };
    let timeout = Duration::from_secs(env_number("WAYFINDER_SAMPLE_TIMEOUT", DEFAULT_TIMEOUT_SECS));
    let jobs = env_number("WAYFINDER_SAMPLE_JOBS", DEFAULT_JOBS as u64).max(1) as usize;

    let all = discover_samples();
    assert!(
        !all.is_empty(),
        "no samples found in {}",
        samples_dir().display()
    );
    let classes = classes_dir("run");
    let sources: Vec<PathBuf> = all.iter().map(|(_, p)| p.clone()).collect();
    compile_all(&javac, &sources, &classes, None);

    let selected = select_samples(all);
    for s in &selected {
        let class_file = classes.join(format!("{}.class", s.name));
        assert!(
            class_file.is_file(),
            "{}.java compiled but produced no {} -- does it declare `public class {}` in the \
             default package?",
            s.name,
            class_file.display(),
            s.name
        );
    }

    eprintln!(
        "run samples: {} selected, java = {}, wayfinder = {}, {} jobs, timeout {} s",
        selected.len(),
        java.display(),
        wayfinder.display(),
        jobs,
        timeout.as_secs()
    );

    let _ = std::fs::remove_file(natives_log(&classes));
    let results = run_all(&selected, jobs, |sample| {
        check_sample(sample, &java, &wayfinder, &classes, timeout)
    });
    // Every native a sample reached without an implementation must be
    // refused with a reason (`vm/NATIVES.tsv`), never undecided.
    let reached = std::fs::read_to_string(natives_log(&classes)).unwrap_or_default();
    let undecided: std::collections::BTreeSet<&str> = reached
        .lines()
        .filter(|key| wayfinder_vm::natives::decisions::refusal(key).is_none())
        .collect();
    assert!(
        undecided.is_empty(),
        "samples reached natives that have no decision (implement them or refuse them in \
         vm/src/natives/decisions.rs): {undecided:?}"
    );
    let failed: Vec<&SampleResult> = results.iter().filter(|r| r.failure.is_some()).collect();
    let passed = results.len() - failed.len();
    let summary = format!("run samples: {} passed, {} failed", passed, failed.len());
    println!("{summary}");
    if !failed.is_empty() {
        let mut report = String::new();
        let _ = writeln!(
            report,
            "\n{} of {} run samples differ from `java -ea` (classes in {}):\n",
            failed.len(),
            results.len(),
            classes.display()
        );
        for r in &failed {
            let _ = writeln!(report, "--- {}", r.name);
            report.push_str(r.failure.as_deref().unwrap_or(""));
            report.push('\n');
        }
        let _ = writeln!(
            report,
            "rerun one with: WAYFINDER_SAMPLE={} cargo test --test run_samples",
            failed[0].name
        );
        let _ = writeln!(report, "{summary}");
        panic!("{report}");
    }
}
