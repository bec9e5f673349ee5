//! Inputs under `check`: what a search explored only in part is listed in
//! `bounded_inputs` and makes "no violation" inconclusive; fixed parts of
//! the environment are named in `environment`; a gap in Wayfinder is
//! exit 4, even where the program catches every exception.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;

use common::javac;

/// Compiles `sources` (name, text) against the nondeterminism API into a
/// fresh directory.
fn compile(dir_name: &str, sources: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir_name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, text) in sources {
        let f = dir.join(format!("{name}.java"));
        std::fs::write(&f, text).unwrap();
        files.push(f);
    }
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join("java_samples/api");
    let status = Command::new(javac())
        .arg("-d")
        .arg(&dir)
        .arg("-sourcepath")
        .arg(api)
        .args(&files)
        .status()
        .expect("javac is needed (install a JDK 17 or set JAVA_HOME)");
    assert!(status.success());
    dir
}

/// `wayfinder check --json` of `main` in `dir`, with `stdin` as standard input.
fn check(dir: &Path, main: &str, stdin: &[u8]) -> (Output, serde_json::Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .args(["check", "--json", "--classpath"])
        .arg(dir)
        .arg(main)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wayfinder");
    let _ = child.stdin.take().expect("stdin").write_all(stdin);
    let out = child.wait_with_output().expect("wayfinder ends");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out, json)
}

fn bounded(json: &serde_json::Value) -> Vec<String> {
    json["bounded_inputs"]
        .as_array()
        .expect("bounded_inputs")
        .iter()
        .map(|v| v.as_str().expect("string").to_string())
        .collect()
}

#[test]
fn string_double_and_float_inputs_are_bounded_and_listed() {
    let dir = compile(
        "inputs_nondet",
        &[(
            "Inputs",
            "import org.sosy_lab.sv_benchmarks.Verifier;
             public class Inputs {
                 public static void main(String[] a) {
                     String s = Verifier.nondetString();
                     double d = Verifier.nondetDouble();
                     float f = Verifier.nondetFloat();
                     assert s.length() < 100 || d == d || f == f;
                 }
             }",
        )],
    );
    let (out, json) = check(&dir, "Inputs", b"");
    assert_eq!(out.status.code(), Some(3), "{json}");
    assert_eq!(json["verdict"], "inconclusive");
    let b = bounded(&json);
    for name in [
        "Verifier.nondetDouble: ",
        "Verifier.nondetFloat: ",
        "Verifier.nondetString: ",
    ] {
        assert!(b.iter().any(|l| l.starts_with(name)), "{name} in {b:?}");
    }
    assert!(
        json["environment"]["identity_hash_codes"]
            .as_str()
            .is_some_and(|s| s.starts_with("allocation-site derived")),
        "{json}"
    );
}

#[test]
fn a_double_found_only_among_the_special_values_is_a_violation() {
    let dir = compile(
        "inputs_double_bug",
        &[(
            "DoubleBug",
            "import org.sosy_lab.sv_benchmarks.Verifier;
             public class DoubleBug {
                 public static void main(String[] a) {
                     double d = Verifier.nondetDouble();
                     assert d != Double.NEGATIVE_INFINITY : \"-inf\";
                 }
             }",
        )],
    );
    let (out, json) = check(&dir, "DoubleBug", b"");
    assert_eq!(out.status.code(), Some(1), "{json}");
    assert_eq!(json["violation"]["message"], "-inf");
    // A violation found under bounded input is real: the inputs are still listed.
    assert!(bounded(&json)
        .iter()
        .any(|l| l.starts_with("Verifier.nondetDouble")));
}

#[test]
fn unseeded_random_and_math_random_are_inputs_seeded_random_is_not() {
    let dir = compile(
        "inputs_random",
        &[
            (
                "MathRandom",
                "public class MathRandom {
                     public static void main(String[] a) {
                         assert Math.random() < 1.0;
                     }
                 }",
            ),
            (
                "SeededRandom",
                "import java.util.Random;
                 public class SeededRandom {
                     public static void main(String[] a) {
                         assert new Random(42).nextInt(10) == new Random(42).nextInt(10);
                     }
                 }",
            ),
            (
                "AllDice",
                "import java.util.Random;
                 public class AllDice {
                     public static void main(String[] a) {
                         Random r = new Random();
                         int x = r.nextInt(6) + 1;
                         boolean b = r.nextBoolean();
                         assert x >= 1 && x <= 6 && (b || !b);
                     }
                 }",
            ),
            (
                "RandomBytes",
                "import java.util.Random;
                 public class RandomBytes {
                     public static void main(String[] a) {
                         byte[] b = new byte[4];
                         new Random().nextBytes(b);
                     }
                 }",
            ),
        ],
    );
    let (out, json) = check(&dir, "MathRandom", b"");
    assert_eq!(out.status.code(), Some(3), "{json}");
    assert!(
        bounded(&json).iter().any(|l| l.contains("nextDouble()")),
        "{json}"
    );
    let (out, json) = check(&dir, "SeededRandom", b"");
    assert_eq!(out.status.code(), Some(0), "{json}");
    assert!(bounded(&json).is_empty(), "{json}");
    // nextInt(6) and nextBoolean() enumerated completely: no violation.
    let (out, json) = check(&dir, "AllDice", b"");
    assert_eq!(out.status.code(), Some(0), "{json}");
    assert!(bounded(&json).is_empty(), "{json}");
    let (out, json) = check(&dir, "RandomBytes", b"");
    assert_eq!(out.status.code(), Some(3), "{json}");
    assert!(
        bounded(&json)
            .iter()
            .any(|l| l.starts_with("java.util.Random (unseeded).")),
        "{json}"
    );
}

#[test]
fn reading_standard_input_under_check_is_unsupported() {
    let dir = compile(
        "inputs_stdin",
        &[(
            "ReadsStdin",
            "import java.io.*;
             public class ReadsStdin {
                 public static void main(String[] a) throws IOException {
                     String line = new BufferedReader(new InputStreamReader(System.in)).readLine();
                     System.out.println(line.length());
                 }
             }",
        )],
    );
    for input in [&b""[..], b"hi\n"] {
        let (out, json) = check(&dir, "ReadsStdin", input);
        assert_eq!(out.status.code(), Some(4), "{json}");
        assert!(json["error"]
            .as_str()
            .is_some_and(|e| e.contains("System.in")));
    }
}

#[test]
fn a_gap_inside_library_code_is_unsupported_even_when_the_program_catches_everything() {
    let dir = compile(
        "inputs_files",
        &[(
            "LinksFile",
            "import java.nio.file.*;
             public class LinksFile {
                 public static void main(String[] a) {
                     try {
                         Files.createSymbolicLink(Path.of(\"wayfinder-never-linked\"), Path.of(\"x\"));
                     } catch (Throwable t) {
                         System.out.println(\"caught \" + t);
                     }
                 }
             }",
        )],
    );
    let (out, json) = check(&dir, "LinksFile", b"");
    assert_eq!(out.status.code(), Some(4), "{json}");
    assert!(
        json["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("unsupported: ") && e.contains("symlink0")),
        "{json}"
    );
    assert!(!Path::new("wayfinder-never-linked").exists());
    // Writing a file with java.nio.file is supported: under check it goes
    // to the overlay (it used to end in ExceptionInInitializerError).
    let dir = compile(
        "inputs_nio_write",
        &[(
            "WritesFile",
            "import java.nio.file.*;
             public class WritesFile {
                 public static void main(String[] a) throws Exception {
                     Files.writeString(Path.of(\"wayfinder-never-written.txt\"), \"hi\");
                     System.out.println(Files.readString(Path.of(\"wayfinder-never-written.txt\")));
                 }
             }",
        )],
    );
    let (out, json) = check(&dir, "WritesFile", b"");
    assert_eq!(out.status.code(), Some(0), "{json}");
    assert_eq!(json["verdict"], "no_violation", "{json}");
    assert!(!Path::new("wayfinder-never-written.txt").exists());
    let dir = compile(
        "inputs_printstream_file",
        &[(
            "PrintsToFile",
            "import java.io.*;
             public class PrintsToFile {
                 public static void main(String[] a) {
                     try (PrintStream p = new PrintStream(\"wayfinder-never-written.txt\")) {
                         p.println(\"x\");
                     } catch (IOException e) {
                         System.out.println(\"caught \" + e);
                     }
                 }
             }",
        )],
    );
    // A PrintStream on a file is supported: under check it writes to the
    // overlay, never to the disk.
    let (out, json) = check(&dir, "PrintsToFile", b"");
    assert_eq!(out.status.code(), Some(0), "{json}");
    assert_eq!(json["verdict"], "no_violation", "{json}");
    assert!(!Path::new("wayfinder-never-written.txt").exists());
}

/// Under check, a program reads the host's files but its writes, new files
/// and deletions stay in the search's overlay: the disk is untouched, and
/// the report's `environment` says so, also for a file changed while a
/// second thread runs.
#[test]
fn files_under_check_are_read_from_the_host_and_written_to_an_overlay() {
    let dir = compile(
        "files_overlay",
        &[
            (
                "FilesOverlay",
                r#"import java.io.*;
public class FilesOverlay {
    public static void main(String[] args) throws Exception {
        File in = new File("input.txt");
        String first;
        try (BufferedReader r = new BufferedReader(new FileReader(in))) { first = r.readLine(); }
        assert first.equals("from the host") : first;
        try (FileOutputStream o = new FileOutputStream("out.txt")) { o.write(first.getBytes()); }
        try (FileOutputStream o = new FileOutputStream("out.txt", true)) { o.write('!'); }
        assert new File("out.txt").length() == 14;
        assert in.delete() && !in.exists();
        assert new File("sub").mkdir() && new File("sub").isDirectory();
        try (RandomAccessFile f = new RandomAccessFile("sub/r.bin", "rw")) {
            f.writeInt(42); f.seek(0); assert f.readInt() == 42 && f.length() == 4;
        }
        String[] names = new File(".").list();
        java.util.Arrays.sort(names);
        assert java.util.Arrays.toString(names).equals("[out.txt, sub]") : java.util.Arrays.toString(names);
    }
}
"#,
            ),
            (
                "FilesTwoThreads",
                r#"import java.io.*;
public class FilesTwoThreads {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> new File("a.txt").exists());
        t.start();
        new FileOutputStream("b.txt").close();
        t.join();
    }
}
"#,
            ),
        ],
    );
    let work = dir.join("work");
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("input.txt"), "from the host\n").unwrap();
    let run = |main: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
            .current_dir(&work)
            .args(["check", "--json", "--classpath"])
            .arg(&dir)
            .arg(main)
            .output()
            .expect("run wayfinder");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}): {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
        });
        (out, json)
    };
    let (out, json) = run("FilesOverlay");
    assert_eq!(json["verdict"], "no_violation", "{json}");
    assert_eq!(out.status.code(), Some(0));
    assert!(json["environment"]["files"]
        .as_str()
        .expect("environment.files")
        .contains("overlay"));
    // Nothing reached the disk.
    assert_eq!(
        std::fs::read_to_string(work.join("input.txt")).unwrap(),
        "from the host\n"
    );
    assert!(!work.join("out.txt").exists());
    assert!(!work.join("sub").exists());

    // A file change while a second thread runs is explored like any
    // other step (file operations are scheduling points), still in the
    // overlay.
    let (out, json) = run("FilesTwoThreads");
    assert_eq!(json["verdict"], "no_violation", "{json}");
    assert_eq!(out.status.code(), Some(0));
    assert!(!work.join("b.txt").exists());
}

/// `--processors N`: `availableProcessors()` returns N and the common
/// pool's parallelism is max(1, N - 1), under `run` and `check`; `check`
/// reports N in `environment` and names it, with the flag, in the
/// bounded-input note of a program that reads it.
#[test]
fn processors_flag_sets_the_count_the_pool_and_the_report() {
    let dir = compile(
        "inputs_processors",
        &[(
            "Cpus",
            "import java.util.concurrent.ForkJoinPool;
             public class Cpus {
                 public static void main(String[] a) {
                     int n = Runtime.getRuntime().availableProcessors();
                     int p = ForkJoinPool.getCommonPoolParallelism();
                     System.out.println(n + \" \" + p);
                 }
             }",
        )],
    );
    for (flag, want) in [(None, "1 1"), (Some("2"), "2 1"), (Some("5"), "5 4")] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_wayfinder"));
        cmd.arg("run");
        if let Some(n) = flag {
            cmd.args(["--processors", n]);
        }
        let out = cmd
            .arg("--classpath")
            .arg(&dir)
            .arg("Cpus")
            .output()
            .expect("run wayfinder");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            want,
            "{flag:?}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_wayfinder"))
        .args(["check", "--json", "--processors", "3", "--classpath"])
        .arg(&dir)
        .arg("Cpus")
        .output()
        .expect("run wayfinder");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(out.status.code(), Some(3), "{json}");
    assert_eq!(json["environment"]["available_processors"], "3", "{json}");
    assert!(
        bounded(&json)
            .iter()
            .any(|l| l.starts_with("Runtime.availableProcessors(): held at 3 (--processors")),
        "{json}"
    );
}

/// The wall clock held at one start is an input, and the report names the
/// first read: the program's own line, and a read inside the JDK (a
/// `SimpleDateFormat`'s calendar, made with the current time) with the
/// program's line that led there, so a program that never asked for the
/// time learns why its search is not complete.
#[test]
fn the_wall_clock_input_names_its_first_read() {
    let dir = compile(
        "inputs_clock_reader",
        &[
            (
                "ClockDirect",
                "public class ClockDirect {
                     static long stamp() {
                         return System.currentTimeMillis();
                     }
                     public static void main(String[] a) {
                         assert stamp() > 0;
                     }
                 }",
            ),
            (
                "StampFormat",
                "import java.text.SimpleDateFormat;
                 import java.util.*;
                 public class StampFormat {
                     public static void main(String[] a) {
                         SimpleDateFormat f = new SimpleDateFormat(\"yyyy-MM-dd\");
                         f.setTimeZone(TimeZone.getTimeZone(\"UTC\"));
                         assert f.format(new Date(0L)).equals(\"1970-01-01\");
                     }
                 }",
            ),
        ],
    );
    let clock = |json: &serde_json::Value| {
        bounded(json)
            .into_iter()
            .find(|l| l.starts_with("wall clock"))
            .unwrap_or_else(|| panic!("no wall clock input: {json}"))
    };
    let (out, json) = check(&dir, "ClockDirect", b"");
    assert_eq!(out.status.code(), Some(3), "{json}");
    assert!(
        clock(&json).ends_with("first read by ClockDirect.stamp(ClockDirect.java:3)"),
        "{json}"
    );
    let (out, json) = check(&dir, "StampFormat", b"");
    assert_eq!(out.status.code(), Some(3), "{json}");
    let line = clock(&json);
    assert!(
        !line.contains("first read by StampFormat")
            && line.ends_with("called from StampFormat.main(StampFormat.java:5)"),
        "{line}"
    );
}
