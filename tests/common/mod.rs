//! Helpers shared by the test harnesses: sample compilation (all of them),
//! and for those that compare `wayfinder run` with a real JVM
//! (`run_samples.rs`, `jdk25_samples.rs`) sample discovery and headers,
//! selection, parallel runs, child processes with timeouts, the oracle
//! comparison and readable diffs.
#![allow(dead_code)]

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

pub const DEFAULT_TIMEOUT_SECS: u64 = 60;
pub const DEFAULT_JOBS: usize = 2;
/// Longest line shown in a report before it is cut.
pub const MAX_SHOWN_LINE: usize = 300;
/// Most stderr lines shown per side in a report.
pub const MAX_SHOWN_STDERR_LINES: usize = 6;

/// One sample program from `java_samples/run`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub name: String,
    pub args: Vec<String>,
    /// `// wayfinder-unsupported: Class.method`: the sample uses a feature
    /// Wayfinder reports as unsupported. Instead of matching the JVM, it must
    /// stop with exit code 4 and a message naming that method, so the gap
    /// stays visible and any change (a fix, or a silent wrong answer) shows.
    pub unsupported: Option<String>,
}

/// How a child process ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signalled(String),
    TimedOut(u64),
    SpawnFailed(String),
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(c) => write!(f, "exit code {c}"),
            Status::Signalled(s) => write!(f, "killed by {s}"),
            Status::TimedOut(secs) => write!(f, "TIMED OUT after {secs} s (killed)"),
            Status::SpawnFailed(e) => write!(f, "could not be started: {e}"),
        }
    }
}

#[derive(Debug)]
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: Status,
    pub elapsed: Duration,
}

#[derive(Debug)]
pub struct SampleResult {
    pub name: String,
    /// `None` when the sample passed; the failure report otherwise.
    pub failure: Option<String>,
    pub oracle_time: Duration,
    pub wayfinder_time: Duration,
}

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn samples_dir() -> PathBuf {
    manifest_dir().join("java_samples").join("run")
}

/// `<target-dir>/java_samples/<sub>`. Cargo tells integration tests where its
/// scratch directory (`<target-dir>/tmp`) is; its parent is the target dir,
/// which respects `CARGO_TARGET_DIR`.
pub fn classes_dir(sub: &str) -> PathBuf {
    let target = match option_env!("CARGO_TARGET_TMPDIR") {
        Some(tmp) => Path::new(tmp)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| manifest_dir().join("target")),
        None => manifest_dir().join("target"),
    };
    target.join("java_samples").join(sub)
}

pub fn exe_name(tool: &str) -> String {
    if cfg!(windows) {
        format!("{tool}.exe")
    } else {
        tool.to_string()
    }
}

/// `$JAVA_HOME/bin/<tool>` if present, else the first `<tool>` on `$PATH`.
pub fn find_java_tool(tool: &str) -> Result<PathBuf, String> {
    let file = exe_name(tool);
    let mut looked = Vec::new();
    if let Some(home) = env::var_os("JAVA_HOME").filter(|h| !h.is_empty()) {
        let p = Path::new(&home).join("bin").join(&file);
        if p.is_file() {
            return Ok(p);
        }
        looked.push(p.display().to_string());
    }
    if let Some(path) = env::var_os("PATH") {
        for dir in env::split_paths(&path) {
            let p = dir.join(&file);
            if p.is_file() {
                return Ok(p);
            }
        }
        looked.push("every directory on $PATH".to_string());
    }
    Err(format!(
        "cannot find `{tool}` (looked in {}). The sample corpora need a JDK (17 or newer) \
         to compile them and as the oracle: install one (e.g. `apt-get install openjdk-17-jdk-headless`) or set \
         JAVA_HOME. This test refuses to skip.",
        looked.join(", ")
    ))
}

/// Reads the header comments of a sample: the leading lines that are blank or
/// start with `//`.
pub fn parse_header(name: &str, source: &str) -> Sample {
    let mut args = Vec::new();
    let mut unsupported = None;
    for line in source.lines() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let Some(comment) = t.strip_prefix("//") else {
            break;
        };
        let comment = comment.trim();
        if let Some(rest) = comment.strip_prefix("args:") {
            args.extend(rest.split_whitespace().map(str::to_string));
        }
        if let Some(rest) = comment.strip_prefix("wayfinder-unsupported:") {
            unsupported = Some(rest.trim().to_string());
        }
    }
    Sample {
        name: name.to_string(),
        args,
        unsupported,
    }
}

pub fn discover_samples() -> Vec<(Sample, PathBuf)> {
    discover_samples_in(&samples_dir())
}

/// The `.java` samples of `dir` with their parsed headers, sorted by name.
pub fn discover_samples_in(dir: &Path) -> Vec<(Sample, PathBuf)> {
    let entries = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read sample directory {}: {e}", dir.display()));
    let mut samples = Vec::new();
    for entry in entries {
        let path = entry.expect("read_dir entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("java") {
            continue;
        }
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_else(|| panic!("non-UTF-8 sample file name {}", path.display()))
            .to_string();
        let source = fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        samples.push((parse_header(&name, &source), path));
    }
    samples.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    samples
}

/// Environment shared by the oracle and wayfinder, so that neither depends on
/// the developer's locale or JVM option variables.
pub fn pin_environment(cmd: &mut Command) {
    cmd.env("LC_ALL", "C.UTF-8")
        .env("LANG", "C.UTF-8")
        .env("TZ", "UTC")
        .env_remove("LANGUAGE")
        .env_remove("JAVA_TOOL_OPTIONS")
        .env_remove("_JAVA_OPTIONS")
        .env_remove("JDK_JAVA_OPTIONS")
        .env_remove("CLASSPATH");
}

/// The JDK's `javac` (see `find_java_tool`); panics with the reason when
/// there is none.
pub fn javac() -> PathBuf {
    find_java_tool("javac").unwrap_or_else(|e| panic!("{e}"))
}

/// The `.java` files in `dir`, sorted.
pub fn java_sources(dir: &Path) -> Vec<PathBuf> {
    let mut sources: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("read_dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    sources.sort();
    sources
}

/// Compiles every sample with one javac invocation (much faster than one per
/// file) into a fresh `out`; `sourcepath` supplies classes the samples use
/// (the Verify API).
pub fn compile_all(javac: &Path, sources: &[PathBuf], out: &Path, sourcepath: Option<&Path>) {
    if out.exists() {
        // Start clean so classes of deleted/renamed samples cannot linger.
        fs::remove_dir_all(out).unwrap_or_else(|e| panic!("cannot clear {}: {e}", out.display()));
    }
    fs::create_dir_all(out).unwrap_or_else(|e| panic!("cannot create {}: {e}", out.display()));
    let mut cmd = Command::new(javac);
    pin_environment(&mut cmd);
    // `--release 17` keeps the corpus (and its class-file version) at Java 17 even
    // when JAVA_HOME points at a newer JDK.
    cmd.args([
        "--release",
        "17",
        "-g",
        "-encoding",
        "UTF-8",
        "-nowarn",
        "-d",
    ])
    .arg(out);
    if let Some(sp) = sourcepath {
        cmd.arg("-sourcepath").arg(sp);
    }
    cmd.args(sources).stdin(Stdio::null());
    let output = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", javac.display()));
    if !output.status.success() {
        panic!(
            "javac failed ({}) compiling samples into {}:\n{}{}",
            output.status,
            out.display(),
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// Reads a pipe to its end on a helper thread; the result arrives on the channel.
pub fn read_all_in_thread<R: Read + Send + 'static>(mut r: R) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        let _ = tx.send(buf);
    });
    rx
}

/// Collects what a reader thread read. Normally the pipe is at its end once the
/// child has exited; a grandchild that inherited the pipe (e.g. a wrapper
/// script that does not `exec`) could keep it open forever, so give up after a
/// grace period rather than hang the test.
pub fn collect_output(rx: &mpsc::Receiver<Vec<u8>>) -> Vec<u8> {
    rx.recv_timeout(Duration::from_secs(5)).unwrap_or_default()
}

/// Kills the child only. Deliberately no process-group kill through an
/// external `kill -SIG -PGID`: on Debian 12 (procps-ng 4.0.2) that killed
/// every process on the machine when this harness once tried it.
pub fn kill_child(child: &mut Child) {
    let _ = child.kill();
}

pub fn exit_status_to_status(st: std::process::ExitStatus) -> Status {
    if let Some(code) = st.code() {
        return Status::Exited(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = st.signal() {
            return Status::Signalled(format!("signal {sig}"));
        }
    }
    Status::Signalled(format!("{st}"))
}

/// Runs `cmd` to completion or until `timeout`, capturing stdout and stderr.
pub fn run_with_timeout(mut cmd: Command, timeout: Duration) -> Outcome {
    pin_environment(&mut cmd);
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Outcome {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: Status::SpawnFailed(format!("{:?}: {e}", cmd.get_program())),
                elapsed: start.elapsed(),
            }
        }
    };
    let out_reader = read_all_in_thread(child.stdout.take().expect("piped stdout"));
    let err_reader = read_all_in_thread(child.stderr.take().expect("piped stderr"));
    let mut poll = Duration::from_millis(2);
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break exit_status_to_status(st),
            Ok(None) => {}
            Err(e) => {
                kill_child(&mut child);
                let _ = child.wait();
                break Status::Signalled(format!("try_wait failed: {e}"));
            }
        }
        if start.elapsed() >= timeout {
            kill_child(&mut child);
            let _ = child.wait();
            break Status::TimedOut(timeout.as_secs());
        }
        thread::sleep(poll);
        poll = (poll * 2).min(Duration::from_millis(50));
    };
    let elapsed = start.elapsed();
    let stdout = collect_output(&out_reader);
    let stderr = collect_output(&err_reader);
    Outcome {
        stdout,
        stderr,
        status,
        elapsed,
    }
}

/// The compared part of stderr: all lines before the first stack-frame line.
pub fn stderr_head(stderr: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(stderr);
    let mut head = Vec::new();
    for line in text.lines() {
        if line.starts_with("\tat ") {
            break;
        }
        head.push(line.to_string());
    }
    head
}

pub fn shorten(s: &str) -> String {
    if s.chars().count() <= MAX_SHOWN_LINE {
        format!("{s:?}")
    } else {
        let cut: String = s.chars().take(MAX_SHOWN_LINE).collect();
        format!("{cut:?}...(cut)")
    }
}

/// Describes the first difference between two stdout captures.
pub fn describe_stdout_diff(expected: &[u8], actual: &[u8]) -> String {
    let exp: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let act: Vec<&[u8]> = actual.split(|&b| b == b'\n').collect();
    let mut i = 0;
    while i < exp.len() && i < act.len() && exp[i] == act[i] {
        i += 1;
    }
    let show = |lines: &[&[u8]], i: usize, whole: &[u8]| -> String {
        if i < lines.len() {
            // The last chunk of a split of output ending in '\n' is empty: that
            // is "end of output", not an empty line.
            if i + 1 == lines.len() && lines[i].is_empty() {
                "<end of output>".to_string()
            } else {
                shorten(&String::from_utf8_lossy(lines[i]))
            }
        } else if whole.is_empty() {
            "<no output at all>".to_string()
        } else {
            "<end of output (no final newline)>".to_string()
        }
    };
    let count = |whole: &[u8]| whole.iter().filter(|&&b| b == b'\n').count();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "  stdout differs at line {} (expected {} lines / {} bytes, got {} lines / {} bytes)",
        i + 1,
        count(expected),
        expected.len(),
        count(actual),
        actual.len()
    );
    if i > 0 {
        let _ = writeln!(
            s,
            "    line {} (same)  : {}",
            i,
            shorten(&String::from_utf8_lossy(exp[i - 1]))
        );
    }
    let _ = writeln!(s, "    expected (java) : {}", show(&exp, i, expected));
    let _ = writeln!(s, "    actual (wayf.)  : {}", show(&act, i, actual));
    s
}

pub fn describe_stderr(label: &str, lines: &[String], s: &mut String) {
    if lines.is_empty() {
        let _ = writeln!(s, "    {label}: <empty>");
        return;
    }
    let _ = writeln!(s, "    {label}:");
    for l in lines.iter().take(MAX_SHOWN_STDERR_LINES) {
        let _ = writeln!(s, "      {}", shorten(l));
    }
    if lines.len() > MAX_SHOWN_STDERR_LINES {
        let _ = writeln!(
            s,
            "      ... ({} more lines)",
            lines.len() - MAX_SHOWN_STDERR_LINES
        );
    }
}

pub fn env_number(var: &str, default: u64) -> u64 {
    match env::var(var) {
        Ok(v) if !v.trim().is_empty() => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{var}={v:?} is not a number")),
        _ => default,
    }
}

/// An empty working directory for one run of sample `name` by `runner`
/// (next to the compiled classes, recreated each time): samples that
/// write files write them there, with relative paths.
pub fn fresh_work_dir(classes: &Path, name: &str, runner: &str) -> PathBuf {
    let dir = classes
        .with_file_name(format!(
            "{}-work",
            classes.file_name().unwrap_or_default().to_string_lossy()
        ))
        .join(name)
        .join(runner);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Compares wayfinder's run of `sample` (`actual`) with the oracle JVM
/// `java` (named `oracle_label` in reports): stdout, exit status, and
/// stderr before the stack trace. A sample marked `wayfinder-unsupported`
/// is not run on the oracle: wayfinder must refuse it with exit code 4.
pub fn compare_with_oracle(
    sample: &Sample,
    actual: Outcome,
    java: &Path,
    oracle_label: &str,
    classes: &Path,
    timeout: Duration,
) -> SampleResult {
    let mut report = String::new();
    // A sample marked `wayfinder-unsupported` is not compared with the JVM
    // (so the oracle is not run): Wayfinder must refuse it cleanly instead.
    if let Some(method) = &sample.unsupported {
        let err = String::from_utf8_lossy(&actual.stderr);
        if actual.status != Status::Exited(4)
            || !err.contains("unsupported")
            || !err.contains(method.as_str())
        {
            let _ = writeln!(
                report,
                "  expected wayfinder to stop with exit code 4 naming unsupported {method}; got {} and stderr:\n{}",
                actual.status,
                err.lines().take(3).collect::<Vec<_>>().join("\n")
            );
        }
        return SampleResult {
            name: sample.name.clone(),
            failure: if report.is_empty() {
                None
            } else {
                Some(report)
            },
            oracle_time: Duration::ZERO,
            wayfinder_time: actual.elapsed,
        };
    }

    let mut oracle_cmd = Command::new(java);
    oracle_cmd
        .current_dir(fresh_work_dir(classes, &sample.name, oracle_label))
        .arg("-ea")
        .arg("-cp")
        .arg(classes)
        .arg(&sample.name)
        .args(&sample.args);
    let oracle = run_with_timeout(oracle_cmd, timeout);
    match &oracle.status {
        Status::Exited(_) => {}
        other => {
            let _ = writeln!(
                report,
                "  the ORACLE ({oracle_label}) did not finish normally: {other} -- fix the sample"
            );
        }
    }
    if oracle.stdout != actual.stdout {
        report.push_str(&describe_stdout_diff(&oracle.stdout, &actual.stdout));
    }
    if oracle.status != actual.status {
        let _ = writeln!(
            report,
            "  status differs: expected {}, got {}",
            oracle.status, actual.status
        );
    }
    let exp_err = stderr_head(&oracle.stderr);
    let act_err = stderr_head(&actual.stderr);
    if exp_err != act_err {
        let _ = writeln!(report, "  stderr (lines before the stack trace) differs:");
        describe_stderr("expected (java)", &exp_err, &mut report);
        describe_stderr("actual (wayf.) ", &act_err, &mut report);
    } else if !report.is_empty() && !act_err.is_empty() {
        // Same head, but show it anyway: it usually explains a stdout mismatch.
        describe_stderr("stderr (both)", &act_err, &mut report);
    }
    SampleResult {
        name: sample.name.clone(),
        failure: if report.is_empty() {
            None
        } else {
            Some(report)
        },
        oracle_time: oracle.elapsed,
        wayfinder_time: actual.elapsed,
    }
}

/// The samples `WAYFINDER_SAMPLE` selects (comma-separated parts of names;
/// every sample when it is unset).
pub fn select_samples(all: Vec<(Sample, PathBuf)>) -> Vec<Sample> {
    let filters: Vec<String> = env::var("WAYFINDER_SAMPLE")
        .ok()
        .map(|f| {
            f.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let selected: Vec<Sample> = all
        .into_iter()
        .map(|(s, _)| s)
        .filter(|s| filters.is_empty() || filters.iter().any(|f| s.name.contains(f.as_str())))
        .collect();
    assert!(
        !selected.is_empty(),
        "WAYFINDER_SAMPLE={filters:?} matches no sample in {}",
        samples_dir().display()
    );
    selected
}

/// Runs `check` on every sample on `jobs` threads, printing a line per
/// sample as it finishes; the results come back sorted by name.
pub fn run_all(
    selected: &[Sample],
    jobs: usize,
    check: impl Fn(&Sample) -> SampleResult + Sync,
) -> Vec<SampleResult> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: std::sync::Mutex<Vec<SampleResult>> = std::sync::Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..jobs.min(selected.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(sample) = selected.get(i) else { break };
                let r = check(sample);
                eprintln!(
                    "  {:<4} {:<28} java {:>6.2} s, wayfinder {:>6.2} s",
                    if r.failure.is_none() { "ok" } else { "FAIL" },
                    r.name,
                    r.oracle_time.as_secs_f64(),
                    r.wayfinder_time.as_secs_f64()
                );
                results.lock().unwrap().push(r);
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.name.cmp(&b.name));
    results
}

/// The reduction settings every model-checking sample runs under, by the
/// name its `// states:` header pins them with. `--por=none` in `no-por`
/// and its alias `--no-por` in `none`: both spellings must give the pinned
/// counts. `dpor` (dynamic partial-order reduction) is pinned only where a
/// sample's header has a `dpor=N`; with `--ltl` and `--key` it runs as the
/// static reduction.
pub const REDUCTION_CONFIGS: [(&str, &[&str]); 11] = [
    ("all", &[]),
    ("exact-states", &["--exact-states"]),
    ("no-por", &["--por=none"]),
    ("no-symmetry", &["--no-symmetry"]),
    ("no-sleep-sets", &["--no-sleep-sets"]),
    ("no-stable-fields", &["--no-stable-fields"]),
    ("no-local-statics", &["--no-local-statics"]),
    ("no-library-atomicity", &["--no-library-atomicity"]),
    ("dpor", &["--por=dpor"]),
    ("no-owned-objects", &["--no-owned-objects"]),
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

/// Runs `check` on every job, two at a time, and returns what the jobs
/// report as failures (one line each), in no particular order.
pub fn run_jobs_in_parallel<T: Sync>(
    jobs: &[T],
    check: impl Fn(&T) -> Vec<String> + Sync,
) -> Vec<String> {
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    thread::scope(|scope| {
        for _ in 0..DEFAULT_JOBS {
            scope.spawn(|| {
                while let Some(job) =
                    jobs.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    let problems = check(job);
                    failures.lock().unwrap().extend(problems);
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

/// Runs the `wayfinder` binary of this build with `args` and waits for it.
pub fn wayfinder_output(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .args(args)
        .output()
        .expect("run wayfinder")
}

/// Compiles `sources` (class name, text) with javac into a fresh directory
/// `dir_name` under the test target's scratch directory.
pub fn compile_sources(dir_name: &str, sources: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir_name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, text) in sources {
        let f = dir.join(format!("{name}.java"));
        fs::write(&f, text).unwrap();
        files.push(f);
    }
    let status = Command::new(javac())
        .arg("-d")
        .arg(&dir)
        .args(&files)
        .status()
        .expect("javac is needed (install a JDK 17 or set JAVA_HOME)");
    assert!(status.success());
    dir
}
