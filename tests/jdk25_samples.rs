//! The run-sample corpus (`java_samples/run/`) against JDK 25's class library,
//! with JDK 25's `java -ea` as the oracle.
//!
//! JDK 17 is Wayfinder's default and `tests/run_samples.rs` checks it; this
//! test checks the second supported class library, JDK 25. It runs when a
//! JDK 25 is installed, at `$WAYFINDER_JDK25` (a JDK home) or else at
//! /usr/lib/jvm/temurin-25-jdk-amd64. Without one it passes after printing
//! `jdk25 samples: skipped, no JDK 25 found` (the only test allowed to skip:
//! CI need not have a JDK 25). `WAYFINDER_JDK25=none` skips it on purpose.
//!
//! Where it runs, it works like `run_samples.rs` (whose comparison helpers
//! are copied here): all samples are compiled with `javac --release 17`
//! (class-file version 61, which both JDKs run) into
//! `<target-dir>/java_samples/run25/`, each is run under JDK 25's
//! `java -ea` and under `wayfinder run` with `JAVA_HOME` set to the JDK 25,
//! and stdout, the exit status and the lines of stderr before the first
//! stack frame must be equal. `// wayfinder-unsupported:` samples must stop
//! with exit code 4 naming the method, as on JDK 17.
//!
//! A Wayfinder built without JDK 25 support (no JDK 25 `javac` at build
//! time, or `vm/java25/` did not compile) fails this test at once where a
//! JDK 25 is installed, quoting the reason.
//!
//! `jdk25_language_samples` runs the samples of `java_samples/run25/` alike,
//! compiled by JDK 25's `javac` at its own release (class-file version 69):
//! programs that use the language beyond Java 17 (pattern switches).
//!
//! Environment variables, as for `run_samples.rs`: `WAYFINDER_SAMPLE=substr`
//! (comma-separated), `WAYFINDER_BIN=/path`, `WAYFINDER_SAMPLE_TIMEOUT=secs`
//! (default 60), `WAYFINDER_SAMPLE_JOBS=n` (default 2); and
//! `WAYFINDER_JDK25=/path/to/jdk-25` (or `none`).

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod common;

use common::*;

const DEFAULT_JDK25: &str = "/usr/lib/jvm/temurin-25-jdk-amd64";
const SKIPPED: &str = "jdk25 samples: skipped, no JDK 25 found";

/// Samples known to differ under JDK 25's class library, with the reason.
/// They still run: one that starts to match fails the test, so the entry is
/// removed when the gap is closed.
const KNOWN_DIFFERENT_ON_25: &[(&str, &str)] = &[
    ("LocaleFormatting", "JDK 25's DecimalFormatSymbols is a model that knows the root, en and en-US locales only (vm/java25/java/text): de-DE and fr-FR stop with exit 4"),
    ("FormatWidths", "JDK 25's DecimalFormatSymbols is a model that knows the root, en and en-US locales only (vm/java25/java/text): de-DE stops with exit 4"),
    ("TextFormats3", "JDK 25's DecimalFormatSymbols is a model that knows the root, en and en-US locales only (vm/java25/java/text): de-DE stops with exit 4"),
    ("ReflectiveCallFrames", "JDK 25's Method.invoke and Constructor.newInstance run through DirectMethodHandleAccessor (method handles) where ours call the native accessors' invoke0/newInstance0, whose frames JDK 17's traces show"),
    ("ThreadGroups", "JDK 25's Thread.toString shows the thread id, and HotSpot's main thread is #3 (ours is #1); Thread.getAllThreads, which JDK 25's ThreadGroup counts through, is in the model now"),
    ("ModelFrames", "JDK 25's Thread.sleep is Java calling sleepNanos/sleepNanos0, and its PrintStream.println(Object) makes other calls than the model's, so the model's lines stay there (vm/src/model_lines.rs maps JDK 17's)"),
    ("ThreadRunFrameLine", "JDK 25's Thread.run calls the task through Thread.runWith, a frame our Thread model lacks, so the model's line stays (vm/src/model_lines.rs)"),
    ("FinalizeAfterObjectInit", "JDK 25's Finalizer asks the VM whether finalization is enabled and is started by the VM; only JDK 17's is modelled (vm/src/finalization.rs)"),
    ("Finalization", "JDK 25's Finalizer asks the VM whether finalization is enabled and is started by the VM; only JDK 17's is modelled (vm/src/finalization.rs), so nothing is finalized under 25"),
];

/// Samples of behaviour that JDK 25's class library no longer has, not run
/// against JDK 25 at all (each with the reason; the program itself would
/// mean something else there).
const ONLY_FOR_JDK17: &[(&str, &str)] = &[
    (
        "ThreadStop",
        "JDK 20 removed Thread.stop: under JDK 25 the stopped thread never ends",
    ),
    (
        "ByteArrayViewsJdk17",
        "JDK 22 removed the access modes beyond plain get and set from byte-array views",
    ),
    (
        "SecurityManager17",
        "JDK 24 disabled the security manager for good (JEP 486): setSecurityManager always throws",
    ),
    (
        "SecurityManagerOwn",
        "JDK 24 disabled the security manager for good (JEP 486): setSecurityManager always throws",
    ),
    (
        "SecurityManagerThreads",
        "JDK 24 disabled the security manager for good (JEP 486): setSecurityManager always throws",
    ),
];

fn known_difference(name: &str) -> Option<&'static str> {
    KNOWN_DIFFERENT_ON_25
        .iter()
        .find(|(prefix, _)| name.starts_with(prefix))
        .map(|(_, why)| *why)
}

/// A JDK 25 to test against: its home and the `java` and `javac` in it.
struct Jdk25 {
    home: PathBuf,
    java: PathBuf,
    javac: PathBuf,
}

/// `$WAYFINDER_JDK25`, else the default location; None (skip) when there is
/// no JDK there or it is not a JDK 25. A `WAYFINDER_JDK25` that names
/// something else than a JDK 25 is an error, not a skip.
fn find_jdk25() -> Option<Jdk25> {
    let (home, explicit) = match env::var_os("WAYFINDER_JDK25").filter(|v| !v.is_empty()) {
        Some(v) if v == "none" => return None,
        Some(v) => (PathBuf::from(v), true),
        None => (PathBuf::from(DEFAULT_JDK25), false),
    };
    let java = home.join("bin").join(exe_name("java"));
    let javac = home.join("bin").join(exe_name("javac"));
    let modules = home.join("lib").join("modules");
    if !(java.is_file() && javac.is_file() && modules.is_file()) {
        assert!(
            !explicit,
            "WAYFINDER_JDK25={} is not a JDK home (needs bin/java, bin/javac and lib/modules)",
            home.display()
        );
        return None;
    }
    let release = fs::read_to_string(home.join("release")).unwrap_or_default();
    let is_25 = release
        .lines()
        .filter_map(|l| l.strip_prefix("JAVA_VERSION="))
        .any(|v| {
            let v = v.trim_matches('"');
            v == "25" || v.starts_with("25.")
        });
    if !is_25 {
        assert!(
            !explicit,
            "WAYFINDER_JDK25={} is not a JDK 25 (its release file says: {})",
            home.display(),
            release
                .lines()
                .find(|l| l.starts_with("JAVA_VERSION="))
                .unwrap_or("no JAVA_VERSION")
        );
        return None;
    }
    Some(Jdk25 { home, java, javac })
}

/// `wayfinder run` of one sample on JDK 25's class library.
fn wayfinder_cmd(wayfinder: &Path, jdk: &Jdk25, classes: &Path, sample: &Sample) -> Command {
    let mut cmd = Command::new(wayfinder);
    cmd.env("JAVA_HOME", &jdk.home)
        .current_dir(fresh_work_dir(classes, &sample.name, "wayfinder"))
        .arg("run")
        .arg("--classpath")
        .arg(classes)
        .arg(&sample.name)
        .args(&sample.args);
    cmd
}

/// Runs one sample under both JDK 25's java and wayfinder and compares them.
fn check_sample(
    sample: &Sample,
    jdk: &Jdk25,
    wayfinder: &Path,
    classes: &Path,
    timeout: Duration,
) -> SampleResult {
    let actual = run_with_timeout(wayfinder_cmd(wayfinder, jdk, classes, sample), timeout);
    compare_with_oracle(sample, actual, &jdk.java, "JDK 25 java", classes, timeout)
}

#[test]
fn jdk25_samples() {
    let Some(jdk) = find_jdk25() else {
        // Straight to the process's stderr: the test harness captures
        // println!/eprintln! of passing tests, and the skip must show.
        let _ = writeln!(std::io::stderr(), "{SKIPPED}");
        return;
    };
    let wayfinder = wayfinder_bin();
    let timeout = Duration::from_secs(env_number("WAYFINDER_SAMPLE_TIMEOUT", DEFAULT_TIMEOUT_SECS));
    let jobs = env_number("WAYFINDER_SAMPLE_JOBS", DEFAULT_JOBS as u64).max(1) as usize;

    let all = discover_samples();
    assert!(
        !all.is_empty(),
        "no samples found in {}",
        samples_dir().display()
    );
    let classes = classes_dir("run25");
    let sources: Vec<PathBuf> = all.iter().map(|(_, p)| p.clone()).collect();
    compile_all(&jdk.javac, &sources, &classes, None);

    let selected: Vec<_> = select_samples(all)
        .into_iter()
        .filter(|sample| {
            let skip = ONLY_FOR_JDK17.iter().find(|(name, _)| sample.name == *name);
            if let Some((name, why)) = skip {
                println!("  not run on JDK 25: {name} ({why})");
            }
            skip.is_none()
        })
        .collect();

    // A build without JDK 25 support fails every sample the same way: say it once.
    let probe = run_with_timeout(
        wayfinder_cmd(&wayfinder, &jdk, &classes, &selected[0]),
        timeout,
    );
    let probe_err = String::from_utf8_lossy(&probe.stderr);
    if let Some(line) = probe_err
        .lines()
        .find(|l| l.contains("no JDK 25 model classes"))
    {
        panic!(
            "a JDK 25 is installed at {} but this Wayfinder build does not support it:\n  {line}",
            jdk.home.display()
        );
    }

    eprintln!(
        "jdk25 samples: {} selected, JDK 25 = {}, wayfinder = {}, {} jobs, timeout {} s",
        selected.len(),
        jdk.home.display(),
        wayfinder.display(),
        jobs,
        timeout.as_secs()
    );

    let mut results = run_all(&selected, jobs, |sample| {
        check_sample(sample, &jdk, &wayfinder, &classes, timeout)
    });
    for r in results.iter_mut() {
        match (known_difference(&r.name), r.failure.is_some()) {
            (Some(why), true) => {
                eprintln!("  known difference on JDK 25: {} ({why})", r.name);
                r.failure = None;
            }
            (Some(why), false) => {
                r.failure = Some(format!(
                    "  now matches JDK 25: remove it from KNOWN_DIFFERENT_ON_25 (it was listed because: {why})\n"
                ));
            }
            (None, _) => {}
        }
    }
    let failed: Vec<&SampleResult> = results.iter().filter(|r| r.failure.is_some()).collect();
    let passed = results.len() - failed.len();
    let summary = format!("jdk25 samples: {} passed, {} failed", passed, failed.len());
    println!("{summary}");
    if !failed.is_empty() {
        let mut report = String::new();
        let _ = writeln!(
            report,
            "\n{} of {} run samples differ from JDK 25's `java -ea` (classes in {}):\n",
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
            "rerun one with: WAYFINDER_SAMPLE={} cargo test --test jdk25_samples",
            failed[0].name
        );
        let _ = writeln!(report, "{summary}");
        panic!("{report}");
    }
}

/// The samples of `java_samples/run25/` (Java 21+ language), compiled by
/// JDK 25's `javac` at its own release, against JDK 25's `java -ea`.
#[test]
fn jdk25_language_samples() {
    let Some(jdk) = find_jdk25() else {
        let _ = writeln!(std::io::stderr(), "{SKIPPED}");
        return;
    };
    let wayfinder = wayfinder_bin();
    let timeout = Duration::from_secs(env_number("WAYFINDER_SAMPLE_TIMEOUT", DEFAULT_TIMEOUT_SECS));
    let dir = manifest_dir().join("java_samples").join("run25");
    let samples = discover_samples_in(&dir);
    assert!(!samples.is_empty(), "no samples in {}", dir.display());
    let classes = classes_dir("run25lang");
    let _ = fs::remove_dir_all(&classes);
    fs::create_dir_all(&classes).expect("classes dir");
    let mut javac = Command::new(&jdk.javac);
    pin_environment(&mut javac);
    let out = javac
        .args(["-g", "-encoding", "UTF-8", "-nowarn", "-d"])
        .arg(&classes)
        .args(samples.iter().map(|(_, p)| p))
        .output()
        .expect("JDK 25 javac runs");
    assert!(
        out.status.success(),
        "JDK 25 javac failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let selected: Vec<Sample> = samples.into_iter().map(|(s, _)| s).collect();
    let results = run_all(&selected, 1, |sample| {
        check_sample(sample, &jdk, &wayfinder, &classes, timeout)
    });
    let failed: Vec<&SampleResult> = results.iter().filter(|r| r.failure.is_some()).collect();
    let mut report = String::new();
    for r in &failed {
        let _ = writeln!(report, "--- {}", r.name);
        report.push_str(r.failure.as_deref().unwrap_or(""));
    }
    assert!(
        failed.is_empty(),
        "{} of {} Java 21+ samples differ from JDK 25's java:\n{report}",
        failed.len(),
        results.len()
    );
}

/// The binary under test: `WAYFINDER_BIN` if set, else this build's.
fn wayfinder_bin() -> PathBuf {
    match env::var_os("WAYFINDER_BIN").filter(|v| !v.is_empty()) {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_BIN_EXE_wayfinder")),
    }
}
