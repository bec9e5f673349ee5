//! Bad class files and jars never crash Wayfinder: mutated and truncated
//! class files (flipped bytes, out-of-range constant-pool indexes, bad
//! descriptors, huge counts) and jars, each run with `wayfinder run`, end
//! with exit 0 or 1 (the program ran, or died of a Java error such as
//! `ClassFormatError`, `VerifyError` or `NoClassDefFoundError`, as `java`
//! would), 2 (bad input) or 4 (unsupported), within a time limit and never
//! with a panic or an internal error (exit 70).
//!
//! The cases are reproducible: case `i` of seed `s` is always the same.
//! `WAYFINDER_FUZZ_CASES` (120 by default) and `WAYFINDER_FUZZ_SEED` (1 by
//! default) choose them; the cases listed in `REGRESSIONS` (ones that found
//! bugs) always run. `WAYFINDER_FUZZ_BIN` runs another `wayfinder` binary
//! (a copy, for a long run while the tree is rebuilt). Needs `javac` and `jar` (JAVA_HOME/bin or PATH).

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

mod common;

use common::{find_java_tool, javac, run_with_timeout, Status};

/// (seed, case) pairs that once failed and were fixed: they run on every
/// test run.
const REGRESSIONS: &[(u64, u64)] = &[(100, 3229), (406, 1741)];

/// (seed, case) pairs that failed for want of a bytecode verifier
/// (type-confused operands, code that falls off its end: exit 70), found by
/// a run of 2500 cases of seed 2; `type_confused_bytecode_is_rejected`
/// runs them.
const VERIFIER_GAPS: &[(u64, u64)] = &[
    (2, 609),
    (2, 687),
    (2, 1037),
    (2, 1103),
    (2, 1191),
    (2, 1882),
];

/// The programs mutated: several classes with fields, static and instance
/// methods, a lambda, an interface, exceptions, arrays and strings.
const PROGRAM: &str = r#"
import java.util.function.IntUnaryOperator;
interface Shape { int area(); }
class Rect implements Shape {
    final int w, h;
    Rect(int w, int h) { this.w = w; this.h = h; }
    public int area() { return w * h; }
}
public class Fuzzed {
    static long total;
    static String[] names = {"a", "bc", "def"};
    public static void main(String[] args) throws Exception {
        Shape[] shapes = { new Rect(2, 3), new Rect(4, 5), () -> 7 };
        IntUnaryOperator twice = x -> 2 * x;
        for (Shape s : shapes) total += twice.applyAsInt(s.area());
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(n).append(n.length());
        try {
            Object o = names.length > 2 ? (Object) "x" : Integer.valueOf(1);
            Integer i = (Integer) o;
            total += i;
        } catch (ClassCastException e) {
            total++;
        }
        int[][] grid = new int[3][4];
        grid[2][3] = (int) total;
        System.out.println(sb + " " + total + " " + grid[2][3]);
        synchronized (Fuzzed.class) { total--; }
    }
}
"#;

struct Rng(u64);

impl Rng {
    fn new(seed: u64, case: u64) -> Rng {
        let mut r = Rng(seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(case.wrapping_mul(0xD1B5_4A32_D192_ED03))
            | 1);
        for _ in 0..4 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One mutation of `bytes`, chosen by `rng`; returns what it did.
fn mutate(bytes: &mut Vec<u8>, rng: &mut Rng) -> String {
    let len = bytes.len();
    if len < 8 {
        bytes.push(rng.next() as u8);
        return "append a byte".into();
    }
    match rng.below(8) {
        0 => {
            let n = 1 + rng.below(4);
            for _ in 0..n {
                let i = rng.below(len);
                bytes[i] ^= 1 << rng.below(8);
            }
            format!("flip {n} bits")
        }
        1 => {
            let i = rng.below(len);
            bytes[i] = rng.next() as u8;
            format!("byte {i} random")
        }
        2 => {
            // A u16 (constant-pool index, count, length) out of range.
            let i = rng.below(len.saturating_sub(1));
            let v: u16 = match rng.below(4) {
                0 => 0xFFFF,
                1 => 0,
                2 => 0x8000,
                _ => rng.next() as u16,
            };
            bytes[i..i + 2].copy_from_slice(&v.to_be_bytes());
            format!("u16 at {i} = {v}")
        }
        3 => {
            let at = rng.below(len);
            bytes.truncate(at);
            format!("truncate at {at}")
        }
        4 => {
            // A descriptor or name character replaced.
            let marks: Vec<usize> = (0..len)
                .filter(|&i| {
                    matches!(
                        bytes[i],
                        b'(' | b')' | b';' | b'L' | b'[' | b'/' | b'I' | b'V'
                    )
                })
                .collect();
            if marks.is_empty() {
                return "no descriptor".into();
            }
            let i = marks[rng.below(marks.len())];
            let to = b"()[;LIVJ/.<>"[rng.below(12)];
            bytes[i] = to;
            format!("descriptor byte {i} = {:?}", to as char)
        }
        5 => {
            let at = rng.below(len);
            let n = 1 + rng.below(8);
            let junk: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            bytes.splice(at..at, junk);
            format!("insert {n} bytes at {at}")
        }
        6 => {
            let a = rng.below(len);
            let n = 1 + rng.below(16.min(len - a));
            bytes.drain(a..a + n);
            format!("delete {n} bytes at {a}")
        }
        _ => {
            // A u32 (attribute or code length) made huge.
            let i = rng.below(len.saturating_sub(3));
            let v: u32 = if rng.below(2) == 0 {
                u32::MAX
            } else {
                rng.next() as u32
            };
            bytes[i..i + 4].copy_from_slice(&v.to_be_bytes());
            format!("u32 at {i} = {v}")
        }
    }
}

struct Corpus {
    /// (file name, bytes) of every compiled class.
    classes: Vec<(String, Vec<u8>)>,
    /// The classes as a jar.
    jar: Vec<u8>,
    work: PathBuf,
}

/// The compiled corpus, made once for all tests (they run in parallel).
fn corpus() -> &'static Corpus {
    static CORPUS: std::sync::OnceLock<Corpus> = std::sync::OnceLock::new();
    CORPUS.get_or_init(make_corpus)
}

fn make_corpus() -> Corpus {
    let work = common::classes_dir("fuzz_classload");
    let src = work.join("src");
    std::fs::create_dir_all(&src).unwrap();
    let file = src.join("Fuzzed.java");
    std::fs::write(&file, PROGRAM).unwrap();
    let out = work.join("classes");
    common::compile_all(&javac(), &[file], &out, None);
    let mut classes: Vec<(String, Vec<u8>)> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| {
            let p = e.unwrap().path();
            (
                p.file_name().unwrap().to_string_lossy().to_string(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect();
    classes.sort();
    let jar_path = work.join("fuzzed.jar");
    let _ = std::fs::remove_file(&jar_path);
    let jar_tool = find_java_tool("jar").unwrap_or_else(|e| panic!("{e}"));
    let st = Command::new(jar_tool)
        .arg("cf")
        .arg(&jar_path)
        .arg("-C")
        .arg(&out)
        .arg(".")
        .status()
        .unwrap();
    assert!(st.success(), "jar failed");
    let jar = std::fs::read(&jar_path).unwrap();
    Corpus { classes, jar, work }
}

/// Writes case `case` of `seed` into its own directory; returns the class
/// path to run and a description.
fn make_case(c: &Corpus, seed: u64, case: u64) -> (PathBuf, String) {
    let mut rng = Rng::new(seed, case);
    let dir = c.work.join(format!("case-{seed}-{case}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let rounds = 1 + rng.below(3);
    if rng.below(5) == 0 {
        // A mutated jar.
        let mut jar = c.jar.clone();
        let what: Vec<String> = (0..rounds).map(|_| mutate(&mut jar, &mut rng)).collect();
        let p = dir.join("fuzzed.jar");
        std::fs::File::create(&p).unwrap().write_all(&jar).unwrap();
        return (p, format!("jar: {}", what.join(", ")));
    }
    let victim = rng.below(c.classes.len());
    let mut what = String::new();
    for (i, (name, bytes)) in c.classes.iter().enumerate() {
        let mut b = bytes.clone();
        if i == victim {
            let done: Vec<String> = (0..rounds).map(|_| mutate(&mut b, &mut rng)).collect();
            what = format!("{name}: {}", done.join(", "));
        }
        std::fs::write(dir.join(name), &b).unwrap();
    }
    (dir, what)
}

/// Runs one case; `None` when it ended acceptably.
fn run_case(c: &Corpus, seed: u64, case: u64) -> Option<String> {
    let (cp, what) = make_case(c, seed, case);
    let mut cmd = Command::new(wayfinder());
    common::pin_environment(&mut cmd);
    cmd.args(["run", "--heap", "256m", "--classpath"])
        .arg(&cp)
        .arg("Fuzzed")
        .stdin(Stdio::null());
    let mut out = run_with_timeout(cmd, Duration::from_secs(20));
    if matches!(out.status, Status::TimedOut(_)) {
        // Once more, so that a stall of a loaded machine is not taken for
        // a hang (a hang hangs again).
        let mut again = Command::new(wayfinder());
        again
            .args(["run", "--heap", "256m", "--classpath"])
            .arg(&cp)
            .arg("Fuzzed")
            .stdin(Stdio::null());
        out = run_with_timeout(again, Duration::from_secs(60));
    }
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let ok = match &out.status {
        Status::Exited(0 | 1 | 2 | 4) => {
            !stderr.contains("panicked") && !stderr.contains("internal error")
        }
        _ => false,
    };
    // A failing case's files are kept for a look.
    if ok {
        let _ = std::fs::remove_dir_all(c.work.join(format!("case-{seed}-{case}")));
    }
    (!ok).then(|| {
        format!(
            "seed {seed} case {case} ({what}, kept in {}): {}: {}",
            cp.display(),
            out.status,
            stderr.lines().take(3).collect::<Vec<_>>().join(" | ")
        )
    })
}

/// The binary under test: this build's, or `WAYFINDER_FUZZ_BIN` (a copy,
/// so that a long run is not disturbed by rebuilding).
fn wayfinder() -> PathBuf {
    std::env::var_os("WAYFINDER_FUZZ_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_wayfinder")))
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v} is not a number"))
        })
        .unwrap_or(default)
}

#[test]
fn mutated_class_files_and_jars_never_crash() {
    let c = corpus();
    // The unmutated program runs.
    let plain = c.work.join("classes");
    let out = Command::new(wayfinder())
        .args(["run", "--classpath"])
        .arg(&plain)
        .arg("Fuzzed")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seed = env_u64("WAYFINDER_FUZZ_SEED", 1);
    let cases = env_u64("WAYFINDER_FUZZ_CASES", 120);
    let mut work: Vec<(u64, u64)> = REGRESSIONS.to_vec();
    work.extend((0..cases).map(|i| (seed, i)));
    let jobs = common::DEFAULT_JOBS;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(seed, case)) = work.get(i) else {
                    break;
                };
                if let Some(f) = run_case(c, seed, case) {
                    failures.lock().unwrap().push(f);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} cases crashed:\n{}",
        failures.len(),
        work.len(),
        failures.join("\n")
    );
}

/// Bytecode that fails the JVM's verifier (an int used as a reference, a
/// reference used as an int, an operand stack underflow) ends as `java`
/// ends it: `VerifyError` naming class, method and reason, exit 1; a
/// reference of the wrong class, which Wayfinder's verifier lets through,
/// ends as a named gap (exit 4) at the field access.
#[test]
fn type_confused_bytecode_is_rejected() {
    let work = common::classes_dir("fuzz_verify");
    let src = work.join("src");
    std::fs::create_dir_all(&src).unwrap();
    let file = src.join("T.java");
    std::fs::write(
        &file,
        "public class T { public static void main(String[] a) { Object o = \"s\"; int n = 3; \
         Object[] arr = new Object[2]; arr[0] = o; System.out.println(arr[0].toString() + n); } }",
    )
    .unwrap();
    let out = work.join("classes");
    common::compile_all(&javac(), &[file], &out, None);
    let class = std::fs::read(out.join("T.class")).unwrap();
    // ldc "s"; astore_1; iconst_3; istore_2; iconst_2; anewarray; astore_3; aload_3 ...
    let at = class
        .windows(5)
        .position(|w| w == [0x4c, 0x06, 0x3d, 0x05, 0xbd])
        .expect("main's code");
    let mut failures = Vec::new();
    for (name, offset, opcode) in [
        ("aload_3 -> iload_2 before aastore", at + 8, 0x1c),
        ("aload_1 -> iload_2 stored into Object[]", at + 10, 0x1c),
        ("iload_2 -> aload_1 passed as int", at + 21, 0x2b),
        ("astore_1 -> pop2 (stack underflow)", at, 0x58),
    ] {
        let dir = work.join("mutant");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut b = class.clone();
        b[offset] = opcode;
        std::fs::write(dir.join("T.class"), &b).unwrap();
        let o = Command::new(wayfinder())
            .args(["run", "--classpath"])
            .arg(&dir)
            .arg("T")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr).to_string();
        let ok = match o.status.code() {
            Some(1) => err.contains("VerifyError"),
            Some(2) => !err.contains("internal error"),
            _ => false,
        };
        if !ok {
            failures.push(format!("{name}: exit {:?}: {err}", o.status.code()));
        }
    }
    // A reference of the wrong class passes the verifier (references are
    // all alike to it; HotSpot's rejects it): the interpreter stops at the
    // field access, exit 4 naming the gap, never reading another class's
    // field.
    let file = src.join("T2.java");
    std::fs::write(
        &file,
        "public class T2 { int w = 5; public static void main(String[] a) { T2 t = new T2(); \
         String s = \"x\"; System.out.println(t.w + s); } }",
    )
    .unwrap();
    common::compile_all(&javac(), &[file], &out, None);
    let mut b = std::fs::read(out.join("T2.class")).unwrap();
    // aload_1 (t); getfield w  ->  aload_2 (s); getfield w
    let at = b
        .windows(2)
        .position(|w| w == [0x2b, 0xb4])
        .expect("main's getfield");
    b[at] = 0x2c;
    let dir = work.join("mutant2");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("T2.class"), &b).unwrap();
    let o = Command::new(wayfinder())
        .args(["run", "--classpath"])
        .arg(&dir)
        .arg("T2")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    if o.status.code() != Some(4) || !err.contains("type-confused bytecode in T2.main") {
        failures.push(format!(
            "getfield on a String: exit {:?}: {err}",
            o.status.code()
        ));
    }
    let c = corpus();
    for &(seed, case) in VERIFIER_GAPS {
        if let Some(f) = run_case(c, seed, case) {
            failures.push(f);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The byte ranges of the code arrays of every method of a class file
/// (a minimal walk of the structure, JVMS 4.1), or `None` if malformed.
fn code_arrays(b: &[u8]) -> Option<Vec<std::ops::Range<usize>>> {
    let u16_at = |i: usize| -> Option<usize> {
        Some(usize::from(u16::from_be_bytes([
            *b.get(i)?,
            *b.get(i + 1)?,
        ])))
    };
    let u32_at = |i: usize| -> Option<usize> {
        let s = b.get(i..i + 4)?;
        Some(u32::from_be_bytes([s[0], s[1], s[2], s[3]]) as usize)
    };
    let count = u16_at(8)?;
    let mut utf8 = vec![None; count];
    let mut i = 10;
    let mut k = 1;
    while k < count {
        let tag = *b.get(i)?;
        let size = match tag {
            1 => {
                let n = u16_at(i + 1)?;
                utf8[k] = Some(b.get(i + 3..i + 3 + n)?);
                3 + n
            }
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => 5,
            5 | 6 => 9,
            7 | 8 | 16 | 19 | 20 => 3,
            15 => 4,
            _ => return None,
        };
        k += if tag == 5 || tag == 6 { 2 } else { 1 };
        i += size;
    }
    i += 6;
    i += 2 + 2 * u16_at(i)?;
    let mut out = Vec::new();
    for is_method in [false, true] {
        let n = u16_at(i)?;
        i += 2;
        for _ in 0..n {
            let attrs = u16_at(i + 6)?;
            i += 8;
            for _ in 0..attrs {
                let name = utf8.get(u16_at(i)?).copied().flatten();
                let len = u32_at(i + 2)?;
                if is_method && name == Some(b"Code".as_slice()) {
                    let code_len = u32_at(i + 10)?;
                    out.push(i + 14..i + 14 + code_len);
                }
                i += 6 + len;
            }
        }
    }
    Some(out)
}

/// The byte offsets of the instructions of `code` (JVMS 6.5 lengths).
fn instruction_starts(code: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut pc = 0;
    let int_at = |i: usize| -> i64 {
        code.get(i..i + 4).map_or(0, |s| {
            i64::from(i32::from_be_bytes([s[0], s[1], s[2], s[3]]))
        })
    };
    while pc < code.len() {
        out.push(pc);
        let op = code[pc];
        pc += match op {
            0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
            0x11
            | 0x13
            | 0x14
            | 0x84
            | 0x99..=0xa8
            | 0xb2..=0xb8
            | 0xbb
            | 0xbd
            | 0xc0
            | 0xc1
            | 0xc6
            | 0xc7 => 3,
            0xc5 => 4,
            0xb9 | 0xba | 0xc8 | 0xc9 => 5,
            0xc4 => {
                if code.get(pc + 1) == Some(&0x84) {
                    6
                } else {
                    4
                }
            }
            0xaa | 0xab => {
                let base = pc + 1 + (4 - (pc + 1) % 4) % 4;
                let table = if op == 0xaa {
                    12 + 4 * (int_at(base + 8) - int_at(base + 4) + 1)
                } else {
                    8 + 8 * int_at(base + 4)
                };
                base - pc + table.max(0) as usize
            }
            _ => 1,
        };
    }
    out
}

/// Opcodes that may replace one another without changing an instruction's
/// length or operand format: swapping them confuses types (an `iload` for
/// an `aload`, `ladd` for `iadd`, `pop2` for `pop`, `areturn` for
/// `ireturn`, `getfield` for `getstatic`, ...), so the class still parses
/// and only a verifier can reject it.
fn swap_group(op: u8) -> Option<Vec<u8>> {
    let one_byte = |o: u8| matches!(o, 0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98 | 0xac..=0xb1 | 0xbe | 0xbf | 0xc2 | 0xc3);
    let group: Vec<u8> = match op {
        o if one_byte(o) => (0..=255u8).filter(|&o| one_byte(o)).collect(),
        0x15..=0x19 | 0x36..=0x3a => (0x15..=0x19).chain(0x36..=0x3a).collect(),
        0x99..=0xa7 | 0xc6 | 0xc7 => (0x99..=0xa7).chain([0xc6, 0xc7]).collect(),
        0xb2..=0xb8 => (0xb2..=0xb8).collect(),
        0xbb | 0xbd | 0xc0 | 0xc1 => vec![0xbb, 0xbd, 0xc0, 0xc1],
        _ => return None,
    };
    Some(group)
}

/// Case `case` of `seed` of the opcode-swap fuzzer: one to three opcodes of
/// one class's code swapped within their group.
fn make_swap_case(c: &Corpus, seed: u64, case: u64) -> (PathBuf, String) {
    let mut rng = Rng::new(seed ^ 0x5A5A_5A5A, case);
    let dir = c.work.join(format!("swap-{seed}-{case}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let victim = rng.below(c.classes.len());
    let mut what = String::new();
    for (i, (name, bytes)) in c.classes.iter().enumerate() {
        let mut b = bytes.clone();
        if i == victim {
            let codes = code_arrays(&b).expect("javac's class files walk");
            let mut sites: Vec<usize> = Vec::new();
            for r in &codes {
                for pc in instruction_starts(&b[r.clone()]) {
                    if swap_group(b[r.start + pc]).is_some() {
                        sites.push(r.start + pc);
                    }
                }
            }
            let mut done = Vec::new();
            for _ in 0..1 + rng.below(3) {
                if sites.is_empty() {
                    break;
                }
                let at = sites[rng.below(sites.len())];
                let group = swap_group(b[at]).expect("a swappable opcode");
                let to = group[rng.below(group.len())];
                done.push(format!("{:#04x}->{to:#04x} at {at}", b[at]));
                b[at] = to;
            }
            what = format!("{name}: {}", done.join(", "));
        }
        std::fs::write(dir.join(name), &b).unwrap();
    }
    (dir, what)
}

/// Swap cases that once failed: 7/115 (a `monitorenter` made `iconst_3`,
/// leaving the stack two deeper at a stack map frame: only the frame
/// reveals it, and without it the program loops in its own handler).
const SWAP_REGRESSIONS: &[(u64, u64)] = &[(7, 115)];

/// Type-confusing opcode swaps in javac's code (the class still parses):
/// every case ends without a crash (as `run_case` requires), and when
/// Wayfinder rejects the class with a `VerifyError`, `java` rejects it too
/// (the verifier refuses no code HotSpot accepts). HotSpot, which checks
/// reference types against the class hierarchy, rejects more; Wayfinder
/// then runs the code, and must not crash on it. `WAYFINDER_FUZZ_SWAPS`
/// (60 by default) cases of `WAYFINDER_FUZZ_SEED`.
#[test]
fn opcode_swaps_are_verified_as_java_does() {
    let c = corpus();
    let seed = env_u64("WAYFINDER_FUZZ_SEED", 1);
    let cases = env_u64("WAYFINDER_FUZZ_SWAPS", 60);
    let java = find_java_tool("java").unwrap_or_else(|e| panic!("{e}"));
    let mut rejected = 0;
    let mut failures = Vec::new();
    let mut work: Vec<(u64, u64)> = SWAP_REGRESSIONS.to_vec();
    work.extend((0..cases).map(|i| (seed, i)));
    for &(seed, case) in &work {
        let (dir, what) = make_swap_case(c, seed, case);
        let mut cmd = Command::new(wayfinder());
        cmd.args(["run", "--heap", "256m", "--classpath"])
            .arg(&dir)
            .arg("Fuzzed");
        let out = run_with_timeout(cmd, Duration::from_secs(20));
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        let ok = matches!(out.status, Status::Exited(0 | 1 | 2 | 4))
            && !err.contains("panicked")
            && !err.contains("internal error");
        if !ok {
            failures.push(format!(
                "swap case {seed}/{case} ({what}): {}: {}",
                out.status,
                err.lines().take(3).collect::<Vec<_>>().join(" | ")
            ));
        } else if err.contains("java.lang.VerifyError") {
            rejected += 1;
            let mut j = Command::new(&java);
            j.arg("-cp").arg(&dir).arg("Fuzzed");
            let jo = run_with_timeout(j, Duration::from_secs(60));
            let jerr = String::from_utf8_lossy(&jo.stderr);
            // A java that did not finish (a loaded machine) tells nothing.
            let answered = matches!(jo.status, Status::Exited(_));
            if answered && !jerr.contains("java.lang.VerifyError") {
                failures.push(format!(
                    "swap case {seed}/{case} ({what}): Wayfinder says {} but java does not: {}",
                    err.lines().next().unwrap_or(""),
                    jerr.lines().take(2).collect::<Vec<_>>().join(" | ")
                ));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} swap cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("{rejected} of {cases} swap cases rejected by the verifier");
    // Most swaps confuse types: the verifier must be doing the rejecting.
    assert!(
        cases < 20 || rejected * 4 >= cases,
        "only {rejected} of {cases} swap cases were rejected by the verifier"
    );
}
