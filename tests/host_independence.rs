//! A check's state counts depend on the program, the class library and the
//! flags only, never on the host: the same pinned samples searched with
//! host inputs changed (working directory, class path directory, HOME,
//! USER, locale, time zone, one CPU through `taskset`) store exactly the
//! pinned numbers of states. A probe program that reads what a program can
//! read of its host (processor count, memory, encoding, user name, temp
//! directory, time zone property, line separator, clock) must also search
//! to the same count everywhere.
//!
//! Needs `javac` (JAVA_HOME/bin or PATH); fails loudly without it.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::{compile_all, javac};

/// Samples and configurations whose pinned counts are checked under every
/// host variation: `FlagBeforeData` under `--no-por` is the count that
/// once differed between machines (126 on one, 125 on the others).
const CASES: [(&str, &[&str], &str); 5] = [
    ("FlagBeforeData", &["--no-por"], "no-por"),
    ("FlagBeforeData", &[], "all"),
    ("LostUpdate", &["--no-por"], "no-por"),
    ("LockOrderDeadlock", &[], "all"),
    ("SyncBoundedBuffer", &["--no-symmetry"], "no-symmetry"),
];

/// A program that reads host facts and lets them shape its state space.
const PROBE: &str = r#"
public class HostProbe {
    static int counter;
    public static void main(String[] args) throws Exception {
        int cpus = Runtime.getRuntime().availableProcessors();
        long max = Runtime.getRuntime().maxMemory();
        String facts = System.getProperty("file.encoding") + System.getProperty("user.name")
            + System.getProperty("user.home") + System.getProperty("java.io.tmpdir")
            + System.getProperty("user.timezone") + System.lineSeparator()
            + System.getProperty("os.version") + System.getProperty("stdout.encoding");
        int k = 1 + Math.floorMod(facts.hashCode() + 31 * cpus + (int) (max >>> 20)
            + (int) (System.nanoTime() % 7) + (int) (System.currentTimeMillis() % 11), 3);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < k; j++) {
                    synchronized (HostProbe.class) { counter++; }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert counter == 2 * k;
    }
}
"#;

/// One way of changing the host: a name, the working directory, the class
/// path directory to copy the classes to, environment changes, and whether
/// to run under `taskset -c 0`.
struct Host {
    name: &'static str,
    cwd: PathBuf,
    classes: PathBuf,
    env: Vec<(&'static str, &'static str)>,
    one_cpu: bool,
}

fn pinned(name: &str, config: &str) -> u64 {
    let src = std::fs::read_to_string(
        common::manifest_dir().join(format!("java_samples/check/{name}.java")),
    )
    .expect("read sample");
    let line = src
        .lines()
        .find_map(|l| l.trim().strip_prefix("// states:"))
        .unwrap_or_else(|| panic!("{name}: no // states: header"));
    line.split_whitespace()
        .find_map(|kv| kv.strip_prefix(&format!("{config}=")))
        .unwrap_or_else(|| panic!("{name}: no {config}= in its states header"))
        .parse()
        .expect("a number")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create class dir");
    for e in std::fs::read_dir(from).expect("read class dir") {
        let e = e.expect("entry");
        let dst = to.join(e.file_name());
        if e.file_type().expect("type").is_dir() {
            copy_dir(&e.path(), &dst);
        } else {
            std::fs::copy(e.path(), dst).expect("copy class");
        }
    }
}

/// Runs `check --json` and returns the stored state count (and the whole
/// JSON text for messages).
fn states(host: &Host, main: &str, flags: &[&str]) -> (u64, String) {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let mut cmd = if host.one_cpu {
        let mut c = Command::new("taskset");
        c.args(["-c", "0"]).arg(&bin);
        c
    } else {
        Command::new(&bin)
    };
    cmd.arg("check")
        .arg("--json")
        .args(flags)
        .arg("--classpath")
        .arg(&host.classes)
        .arg(main)
        .current_dir(&host.cwd);
    for (k, v) in &host.env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run wayfinder");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let json: serde_json::Value = serde_json::from_str(text.trim()).unwrap_or_else(|_| {
        panic!(
            "{main} on host '{}': not JSON: {text} {}",
            host.name,
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let n = json["stats"]["states"]
        .as_u64()
        .unwrap_or_else(|| panic!("{main} on host '{}': no state count: {text}", host.name));
    (n, text)
}

#[test]
fn state_counts_do_not_depend_on_the_host() {
    let base = common::classes_dir("host_independence");
    let classes = base.join("classes");
    let probe_src = base.join("src");
    std::fs::create_dir_all(&probe_src).expect("create probe dir");
    let probe = probe_src.join("HostProbe.java");
    std::fs::write(&probe, PROBE).expect("write probe");
    let root = common::manifest_dir();
    let mut sources: Vec<PathBuf> = CASES
        .iter()
        .map(|(n, _, _)| root.join(format!("java_samples/check/{n}.java")))
        .collect();
    sources.dedup();
    sources.push(probe);
    compile_all(
        &javac(),
        &sources,
        &classes,
        Some(&root.join("java_samples/api")),
    );
    // A second copy of the classes under a long, differently named path.
    let elsewhere = base.join(format!("elsewhere-{}", "x".repeat(120)));
    let _ = std::fs::remove_dir_all(&elsewhere);
    copy_dir(&classes, &elsewhere);
    let other_cwd = std::env::temp_dir();
    let mut hosts = vec![
        Host {
            name: "reference",
            cwd: root.clone(),
            classes: classes.clone(),
            env: vec![("LANG", "C.UTF-8"), ("LC_ALL", "C.UTF-8"), ("TZ", "UTC")],
            one_cpu: false,
        },
        Host {
            name: "other cwd, class path, user, locale, time zone",
            cwd: other_cwd,
            classes: elsewhere,
            env: vec![
                ("HOME", "/nonexistent/home"),
                ("USER", "somebody-else"),
                ("LOGNAME", "somebody-else"),
                ("LANG", "C"),
                ("LC_ALL", "POSIX"),
                ("TZ", "Asia/Kolkata"),
                ("TMPDIR", "/var/tmp"),
            ],
            one_cpu: false,
        },
    ];
    let taskset_works = Command::new("taskset")
        .args(["-c", "0", "true"])
        .status()
        .is_ok_and(|s| s.success());
    if taskset_works {
        hosts.push(Host {
            name: "one CPU",
            cwd: root.join("java_samples"),
            classes: classes.clone(),
            env: vec![("LANG", "en_US.ISO-8859-1"), ("TZ", "America/New_York")],
            one_cpu: true,
        });
    } else {
        eprintln!("note: `taskset -c 0 true` failed here; the one-CPU variation is left out");
    }
    let mut problems = Vec::new();
    for (name, flags, config) in CASES {
        let want = pinned(name, config);
        for host in &hosts {
            let (got, text) = states(host, name, flags);
            if got != want {
                problems.push(format!(
                    "{name} [{config}] on host '{}': {got} states, pinned {want}\n  {}",
                    host.name,
                    &text[..text.len().min(300)]
                ));
            }
        }
    }
    for flags in [&[][..], &["--no-por", "--no-symmetry"][..]] {
        let counts: Vec<(u64, &str)> = hosts
            .iter()
            .map(|h| (states(h, "HostProbe", flags).0, h.name))
            .collect();
        if counts.iter().any(|(n, _)| *n != counts[0].0) {
            problems.push(format!(
                "HostProbe {flags:?}: state counts differ between hosts: {counts:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
