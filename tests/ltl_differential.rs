//! Differential test of the two `check --ltl` searches on random programs
//! (issue #10).
//!
//! A deterministic generator (fixed seeds, a small xorshift generator here,
//! no dependency) writes small Java programs: two or three threads over the
//! static fields `x`, `y` (ints in a small range) and `b` (a boolean), with
//! assignments, increments modulo k, `if` on a field, `synchronized` blocks
//! on one or two locks, `while (true)` loops and loops that end, and
//! sometimes `Thread.yield`, `wait` or `notify` under a lock. Each gets a
//! few random formulas over propositions on those fields (`[]`, `<>`, `U`,
//! `V`, `!`, `&&`, `||`, `->`). Every (program, formula) pair is checked by
//! the SCC search and by the nested depth-first search
//! (`--ltl-nested-dfs`), each with and without `--fair`, and by the SCC
//! search with `--no-por`; within the same fairness setting all verdicts
//! must be equal (holds, violated, or the same other violation such as a
//! deadlock), and every counterexample must replay. Two readings are
//! allowed: a violated formula may be shown by a cycle or by a run that
//! ends (both real lassos), and a program with both a deadlock and a
//! violating lasso may report either first (then the runs are repeated
//! under `--no-deadlock` and must agree there). Replay checks that a lasso
//! is an execution of the program that returns to its first state, that
//! the automaton of the formula's negation accepts the propositions'
//! values along it and, under `--fair`, that its cycle is weakly fair; it
//! must say "violation confirmed". When a formula is violated without
//! `--fair` and holds under it, the unfair lasso, its trace edited to
//! claim `--fair`, must be refused by replay as unfair (exit 6): the
//! fairness check of replay against the fair search. A mismatch prints
//! the program and the formula, ready to become a `java_samples/ltl`
//! sample.
//!
//! `WAYFINDER_LTL_DIFF_PROGRAMS=N` changes the number of programs (default
//! 40), `WAYFINDER_LTL_DIFF_SEED=S` the first seed. Needs `javac`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

mod common;

use common::{compile_all, env_number, javac};

/// A xorshift64* generator: deterministic for a seed, good enough here.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11
    }
    /// A number in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// What the generator knows while writing one program.
struct Gen<'a> {
    rng: &'a mut Rng,
    class: String,
    /// The range of `x` and `y`: values `0..k`.
    k: u64,
    locks: usize,
    /// Locks held where a statement is being written.
    held: Vec<usize>,
}

impl Gen<'_> {
    fn field(&mut self) -> &'static str {
        ["x", "y"][self.rng.below(2) as usize]
    }

    fn condition(&mut self) -> String {
        match self.rng.below(3) {
            0 => "b".to_string(),
            1 => "!b".to_string(),
            _ => {
                let f = self.field();
                format!("{f} == {}", self.rng.below(self.k))
            }
        }
    }

    /// One statement, `depth` levels of nesting still allowed.
    fn statement(&mut self, out: &mut String, indent: usize, depth: u32) {
        let pad = " ".repeat(indent);
        let pick = self.rng.below(if depth == 0 { 6 } else { 9 });
        match pick {
            0 => {
                let f = self.field();
                let _ = writeln!(out, "{pad}{f} = {};", self.rng.below(self.k));
            }
            1 | 2 => {
                let f = self.field();
                let _ = writeln!(out, "{pad}{f} = ({f} + 1) % {};", self.k);
            }
            3 => {
                let v = ["true", "false", "!b"][self.rng.below(3) as usize];
                let _ = writeln!(out, "{pad}b = {v};");
            }
            4 => {
                let _ = writeln!(out, "{pad}Thread.yield();");
            }
            5 => {
                // wait or notify on a lock held here (else an increment).
                if let Some(&l) = self.held.last() {
                    if self.rng.chance(50) {
                        let _ = writeln!(out, "{pad}L{l}.notifyAll();");
                    } else {
                        let _ = writeln!(
                            out,
                            "{pad}try {{ L{l}.wait(); }} catch (InterruptedException e) {{ }}"
                        );
                    }
                } else {
                    let _ = writeln!(out, "{pad}x = (x + 1) % {};", self.k);
                }
            }
            6 => {
                let c = self.condition();
                let _ = writeln!(out, "{pad}if ({c}) {{");
                self.statement(out, indent + 4, depth - 1);
                if self.rng.chance(50) {
                    let _ = writeln!(out, "{pad}}} else {{");
                    self.statement(out, indent + 4, depth - 1);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            _ => {
                let l = self.rng.below(self.locks as u64) as usize;
                let _ = writeln!(out, "{pad}synchronized (L{l}) {{");
                self.held.push(l);
                for _ in 0..1 + self.rng.below(2) {
                    self.statement(out, indent + 4, depth - 1);
                }
                self.held.pop();
                let _ = writeln!(out, "{pad}}}");
            }
        }
    }

    /// A thread's body: a loop forever, a loop that ends, or straight code.
    fn body(&mut self, out: &mut String, indent: usize) {
        let pad = " ".repeat(indent);
        let n = 1 + self.rng.below(2);
        match self.rng.below(3) {
            0 => {
                // A thread left alone in a loop runs without a scheduling
                // point unless it yields (an inconclusive check): every
                // endless loop yields once per turn.
                let _ = writeln!(out, "{pad}while (true) {{");
                for _ in 0..n {
                    self.statement(out, indent + 4, 2);
                }
                let _ = writeln!(out, "{pad}    Thread.yield();");
                let _ = writeln!(out, "{pad}}}");
            }
            1 => {
                let _ = writeln!(
                    out,
                    "{pad}for (int i = 0; i < {}; i++) {{",
                    2 + self.rng.below(2)
                );
                for _ in 0..n {
                    self.statement(out, indent + 4, 2);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            _ => {
                for _ in 0..n + 1 {
                    self.statement(out, indent, 2);
                }
            }
        }
    }

    fn program(&mut self) -> String {
        let c = self.class.clone();
        let mut s = String::new();
        let _ = writeln!(s, "public class {c} {{");
        for l in 0..self.locks {
            let _ = writeln!(s, "    static final Object L{l} = new Object();");
        }
        let _ = writeln!(
            s,
            "    static int x;\n    static int y;\n    static boolean b;"
        );
        let _ = writeln!(s, "\n    public static void main(String[] args) {{");
        let threads = 1 + self.rng.below(2);
        for t in 0..threads {
            let _ = writeln!(s, "        Thread t{t} = new Thread(() -> {{");
            self.body(&mut s, 12);
            let _ = writeln!(s, "        }});");
            let _ = writeln!(s, "        t{t}.start();");
        }
        self.body(&mut s, 8);
        let _ = writeln!(s, "    }}\n}}");
        s
    }

    fn atom(&mut self) -> String {
        let c = &self.class;
        match self.rng.below(4) {
            0 => format!("{{{c}.b}}"),
            1 => format!("!{{{c}.b}}"),
            _ => {
                let f = ["x", "y"][self.rng.below(2) as usize];
                let v = self.rng.below(self.k);
                let op = ["==", "!=", ">"][self.rng.below(3) as usize];
                format!("{{{c}.{f} {op} {v}}}")
            }
        }
    }

    fn formula(&mut self, depth: u32) -> String {
        if depth == 0 {
            return self.atom();
        }
        match self.rng.below(10) {
            0 => format!("[] ({})", self.formula(depth - 1)),
            1 => format!("<> ({})", self.formula(depth - 1)),
            2 => format!("[]<> ({})", self.formula(depth - 1)),
            3 => format!("<>[] ({})", self.formula(depth - 1)),
            4 => format!("!({})", self.formula(depth - 1)),
            5 => format!("({}) U ({})", self.formula(depth - 1), self.atom()),
            6 => format!("({}) V ({})", self.atom(), self.formula(depth - 1)),
            7 => format!(
                "({}) && ({})",
                self.formula(depth - 1),
                self.formula(depth - 1)
            ),
            8 => format!(
                "({}) || ({})",
                self.formula(depth - 1),
                self.formula(depth - 1)
            ),
            _ => format!("[] (({}) -> <> ({}))", self.atom(), self.formula(depth - 1)),
        }
    }
}

struct Case {
    class: String,
    source: String,
    formulas: Vec<String>,
}

fn generate(seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    let class = format!("Diff{seed}");
    let k = 2 + rng.below(2);
    let locks = 1 + rng.below(2) as usize;
    let mut g = Gen {
        rng: &mut rng,
        class: class.clone(),
        k,
        locks,
        held: Vec::new(),
    };
    let source = g.program();
    let formulas = (0..2 + g.rng.below(2))
        .map(|_| {
            let d = 1 + g.rng.below(2) as u32;
            g.formula(d)
        })
        .collect();
    Case {
        class,
        source,
        formulas,
    }
}

/// The verdict of one `check --ltl` run and the product states stored (`holds`, `violated`,
/// `violated-stutter`, another violation's kind, or `inconclusive (...)`),
/// after checking the exit code and, for a counterexample, its replay.
fn verdict(
    bin: &Path,
    classes: &Path,
    case: &Case,
    formula: &str,
    flags: &[&str],
    trace: &Path,
) -> Result<(String, u64), String> {
    let _ = std::fs::remove_file(trace);
    let out = Command::new(bin)
        .args(["check", "--json", "--quiet", "--time-limit", "60"])
        .args(["--ltl", formula])
        .args(flags)
        .arg("--trace-out")
        .arg(trace)
        .arg("--classpath")
        .arg(classes)
        .arg(&case.class)
        .output()
        .expect("run wayfinder");
    let code = out.status.code().unwrap_or(-1);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let json: serde_json::Value = serde_json::from_str(stdout.trim()).map_err(|_| {
        format!(
            "not JSON (exit {code}): {stdout} {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })?;
    let v = &json["violation"];
    let (got, want_code) = match (json["verdict"].as_str().unwrap_or(""), v["kind"].as_str()) {
        ("no_violation", _) => ("holds".to_string(), 0),
        ("violation", Some("ltl")) if v["stutters"] == true => ("violated-stutter".into(), 1),
        ("violation", Some("ltl")) => ("violated".into(), 1),
        ("violation", Some(k)) => (k.to_string(), 1),
        (other, _) => (
            format!("{other} ({})", json["limit"].as_str().unwrap_or("")),
            3,
        ),
    };
    if code != want_code {
        return Err(format!("exit {code} for {got}"));
    }
    if want_code == 3 {
        return Err(format!("{got}: the state space should be small"));
    }
    if want_code == 1 {
        let r = Command::new(bin)
            .arg("replay")
            .arg(trace)
            .output()
            .expect("run replay");
        let out = String::from_utf8_lossy(&r.stdout);
        // A lasso's replay confirms it violates the formula (and, under
        // --fair, that its cycle is weakly fair); exit 6 if not.
        let lasso = got.starts_with("violated");
        if r.status.code() != Some(1) || (lasso && !out.contains("violation confirmed")) {
            return Err(format!(
                "{got}, but replay exited {:?}: {out}{}",
                r.status.code(),
                String::from_utf8_lossy(&r.stderr)
            ));
        }
    }
    Ok((got, json["stats"]["states"].as_u64().unwrap_or(0)))
}

/// The runs compared, by fairness setting: label and flags.
const RUNS: [(&str, &[&str]); 3] = [
    ("scc", &[]),
    ("ndfs", &["--ltl-nested-dfs"]),
    ("scc-no-por", &["--no-por"]),
];

/// Checks one program's formulas; counts each agreed verdict in `tally`
/// and collects the states stored by each run in `states`.
fn check_case(
    case: &Case,
    bin: &Path,
    classes: &Path,
    tally: &Mutex<BTreeMap<String, usize>>,
    states: &Mutex<Vec<u64>>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (i, formula) in case.formulas.iter().enumerate() {
        // The SCC search's first verdict without and with --fair.
        let mut scc_verdicts: Vec<String> = Vec::new();
        for fair in [false, true] {
            // Every run's verdict, labelled; `extra` flags added to each.
            let compare = |extra: &[&str]| -> Vec<String> {
                let mut got = Vec::new();
                for (label, flags) in RUNS {
                    let mut f = flags.to_vec();
                    f.extend_from_slice(extra);
                    if fair {
                        f.push("--fair");
                    }
                    let trace = classes.join(format!(
                        "{}.{i}.{label}.{fair}.{}.trace.json",
                        case.class,
                        extra.len()
                    ));
                    let v = match verdict(bin, classes, case, formula, &f, &trace) {
                        Ok((v, n)) => {
                            states.lock().unwrap().push(n);
                            v
                        }
                        Err(e) => format!("error: {e}"),
                    };
                    got.push(format!("{label}{}={v}", if fair { "+fair" } else { "" }));
                }
                got
            };
            let verdicts = |got: &[String]| -> Vec<String> {
                got.iter()
                    .map(|g| g.split_once('=').unwrap().1.to_string())
                    .collect()
            };
            // The verdicts must be equal, except that a formula violated
            // both by a cycle and by a run that ends may be shown by either
            // lasso (each replayed above).
            let norm = |x: &str| x.trim_end_matches("-stutter").to_string();
            let agree = |v: &[String]| {
                v.iter()
                    .all(|x| norm(x) == norm(&v[0]) && !x.starts_with("error"))
            };
            let got = compare(&[]);
            let v = verdicts(&got);
            scc_verdicts.push(v[0].clone());
            let mut key = format!("{}{}", if fair { "fair " } else { "" }, v[0]);
            let mut ok = agree(&v);
            let mut shown = got.join(", ");
            // A program with both a deadlock and a violating lasso may
            // report either (each search stops at the first it meets; both
            // were replayed above): then the lassos must agree when
            // deadlocks are ends that stutter (`--no-deadlock`).
            if !ok
                && v.iter().any(|x| x == "deadlock")
                && v.iter()
                    .all(|x| ["deadlock", "violated", "violated-stutter"].contains(&x.as_str()))
            {
                let again = compare(&["--no-deadlock"]);
                let v2 = verdicts(&again);
                ok = agree(&v2);
                key = format!(
                    "{}deadlock, else {}",
                    if fair { "fair " } else { "" },
                    v2[0]
                );
                shown = format!("{shown}; with --no-deadlock: {}", again.join(", "));
            }
            *tally.lock().unwrap().entry(key).or_default() += 1;
            if !ok {
                problems.push(format!(
                    "{} formula {formula}\n  verdicts: {shown}\n--- {}.java ---\n{}",
                    case.class, case.class, case.source
                ));
            }
        }
        // No fair counterexample exists, so the unfair search's cycle
        // (replayed above: it violates the formula) must be refused as
        // unfair when its trace claims --fair.
        if scc_verdicts == ["violated", "holds"] {
            let trace = classes.join(format!("{}.{i}.scc.false.0.trace.json", case.class));
            match replay_as_fair(bin, &trace) {
                Ok(()) => *tally.lock().unwrap().entry("unfair lasso refused".into()).or_default() += 1,
                Err(e) => problems.push(format!(
                    "{} formula {formula}: the lasso found without --fair, replayed as fair: {e}\n--- {}.java ---\n{}",
                    case.class, case.class, case.source
                )),
            }
        }
    }
    problems
}

/// Replays the lasso saved at `trace` as if its search had asked for
/// weak fairness: `Ok` when replay refuses it as unfair (exit 6).
fn replay_as_fair(bin: &Path, trace: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(trace).map_err(|e| e.to_string())?;
    let mut json: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    json["fair"] = true.into();
    let fair = trace.with_extension("fair.json");
    std::fs::write(&fair, json.to_string()).map_err(|e| e.to_string())?;
    let r = Command::new(bin)
        .arg("replay")
        .arg(&fair)
        .output()
        .expect("run replay");
    let err = String::from_utf8_lossy(&r.stderr);
    if r.status.code() == Some(6) && err.contains("is not weakly fair") {
        Ok(())
    } else {
        Err(format!("replay exited {:?}: {err}", r.status.code()))
    }
}

#[test]
fn ltl_searches_agree_on_random_programs() {
    let n = env_number("WAYFINDER_LTL_DIFF_PROGRAMS", 40);
    let seed0 = env_number("WAYFINDER_LTL_DIFF_SEED", 1);
    let cases: Vec<Case> = (seed0..seed0 + n).map(generate).collect();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ltl-differential");
    let src = dir.join("src");
    let classes = dir.join("classes");
    std::fs::create_dir_all(&src).expect("create source dir");
    let sources: Vec<PathBuf> = cases
        .iter()
        .map(|c| {
            let p = src.join(format!("{}.java", c.class));
            std::fs::write(&p, &c.source).expect("write source");
            p
        })
        .collect();
    compile_all(&javac(), &sources, &classes, None);
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wayfinder"));
    let tally = Mutex::new(BTreeMap::new());
    let states = Mutex::new(Vec::new());
    let failures =
        common::run_jobs_in_parallel(&cases, |c| check_case(c, &bin, &classes, &tally, &states));
    let tally = tally.into_inner().unwrap();
    let mut states = states.into_inner().unwrap();
    states.sort_unstable();
    if !states.is_empty() {
        println!(
            "states per run: min {}, median {}, max {}",
            states[0],
            states[states.len() / 2],
            states[states.len() - 1]
        );
    }
    println!("verdicts (first run of each comparison): {tally:?}");
    let pairs: usize = cases.iter().map(|c| c.formulas.len()).sum();
    println!(
        "ltl differential: {} programs, {pairs} formulas, {} mismatches",
        cases.len(),
        failures.len()
    );
    // Not vacuous: the generated cases reach every kind of verdict, and
    // some unfair lasso is refused when replayed as fair.
    assert!(
        n < 20 || tally.contains_key("unfair lasso refused"),
        "no lasso found without --fair was replayed as fair"
    );
    for kind in ["holds", "violated", "violated-stutter", "deadlock"] {
        for fair in ["", "fair "] {
            assert!(
                n < 20 || tally.contains_key(&format!("{fair}{kind}")),
                "no case {fair}{kind} among {n} programs: the generator is too narrow"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "the LTL searches disagree:\n{}",
        failures.join("\n")
    );
}
