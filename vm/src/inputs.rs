//! The program's inputs while model checking: which of them a search
//! explored only in part, the bounded value sets it draws them from, and
//! the hooks that turn reads of input (`Verifier.nondet*`, an unseeded
//! `java.util.Random`, ...) into choices.
//!
//! A hook replaces or observes one Java method while model checking (see
//! `Vm::enable_model_checking`). It runs when the method is invoked, before
//! a frame is pushed, and either returns the method's result itself or lets
//! the method's own bytecode run. Like a native it may ask for a choice
//! (`Flow::Choice`); the call is then executed again with the chosen value.

use std::collections::BTreeMap;
use std::rc::Rc;

use crate::classfile::CpEntry;
use crate::value::Value;
use crate::vm::{Flow, Vm};

/// What a hook decided about the call it intercepted.
pub enum Intercept {
    /// The call completes with this result (`None` for `void`).
    Return(Option<Value>),
    /// The method's own bytecode runs as usual.
    RunBody,
}

/// A hook on a Java method: gets the VM, the calling thread and the
/// arguments (receiver first).
pub type InputHook = fn(&mut Vm, u32, &[Value]) -> Result<Intercept, Flow>;

/// Classes scanned for the program's own constants at most.
const MAX_SCANNED_CLASSES: usize = 500;
/// Program string constants added to the string value set at most (the
/// shortest first), and the longest one taken.
const MAX_STRING_CONSTANTS: usize = 32;
const MAX_STRING_CONSTANT_LEN: usize = 64;
/// Program numeric constants added to the double and float sets at most.
const MAX_NUMBER_CONSTANTS: usize = 32;

/// Strings `Verifier.nondetString()` draws from before the program's own
/// constants: the empty string and short strings over a few characters.
const BASE_STRINGS: [&str; 11] = ["", "a", "b", "aa", "ab", "ba", "A", " ", "0", "1", "-1"];

/// What the search learnt about the program's inputs, and the value sets
/// it draws them from (computed once per VM).
#[derive(Default)]
pub struct Inputs {
    /// Each input the search explored only a bounded subset (or one fixed
    /// value) of, with what it explored. Never cleared during a search: a
    /// search that used one of them cannot claim "no violation".
    pub bounded: BTreeMap<String, String>,
    /// The main class (internal name), where the scan for the program's
    /// constants starts.
    pub main_class: Option<String>,
    /// Has a `System.gc()` added a reference to a queue, in any path of
    /// the search so far (`host_inputs::reference_queue_poll`)?
    pub gc_enqueued: bool,
    constants: Option<Rc<ProgramConstants>>,
}

impl Inputs {
    /// Records that input `name` was drawn from a bounded set (`what` says
    /// which, e.g. "12 values").
    pub fn bounded(&mut self, name: &str, what: impl FnOnce() -> String) {
        if !self.bounded.contains_key(name) {
            self.bounded.insert(name.to_string(), what());
        }
    }

    /// The bounded inputs as report lines (`name: what`), sorted by name.
    pub fn report(&self) -> Vec<String> {
        self.bounded
            .iter()
            .map(|(k, v)| format!("{k}: {v}"))
            .collect()
    }
}

/// The constants of the program's own classes (those on the user class
/// path, the nondeterminism API classes left out), sorted.
#[derive(Debug, Default)]
pub struct ProgramConstants {
    pub strings: Vec<String>,
    pub numbers: Vec<f64>,
}

/// The program's constants, scanned on first use from the main class and
/// the classes it references on the user class path, transitively (the
/// nondeterminism API classes left out): the same whatever else the class
/// path holds.
pub fn program_constants(vm: &mut Vm) -> Rc<ProgramConstants> {
    if let Some(c) = &vm.inputs.constants {
        return c.clone();
    }
    let mut strings = std::collections::BTreeSet::new();
    let mut numbers: Vec<f64> = Vec::new();
    let cp = &vm.classes.classpath;
    let mut seen = std::collections::BTreeSet::new();
    let mut queue = std::collections::VecDeque::new();
    if let Some(main) = &vm.inputs.main_class {
        seen.insert(main.clone());
        queue.push_back(main.clone());
    }
    while let Some(name) = queue.pop_front() {
        let Ok(Some((bytes, origin))) = cp.find_class(&name) else {
            continue;
        };
        if matches!(origin, crate::classpath::Origin::Jdk { .. }) {
            continue;
        }
        let Ok(file) = crate::parse::parse_class(&bytes) else {
            continue;
        };
        for e in &file.cp {
            match e {
                CpEntry::String(s) if s.chars().count() <= MAX_STRING_CONSTANT_LEN => {
                    strings.insert(s.to_string());
                }
                CpEntry::Int(v) => numbers.push(*v as f64),
                CpEntry::Long(v) => numbers.push(*v as f64),
                CpEntry::Float(v) => numbers.push(*v as f64),
                CpEntry::Double(v) => numbers.push(*v),
                CpEntry::Class(c) => {
                    let c = c.trim_start_matches('[');
                    let c = c
                        .strip_prefix('L')
                        .and_then(|c| c.strip_suffix(';'))
                        .unwrap_or(c);
                    let skip = c.starts_with("java/")
                        || c.starts_with("javax/")
                        || c.starts_with("jdk/")
                        || c.starts_with("sun/")
                        || crate::natives::verify::VERIFY_CLASSES.contains(&c);
                    if !skip && seen.len() < MAX_SCANNED_CLASSES && seen.insert(c.to_string()) {
                        queue.push_back(c.to_string());
                    }
                }
                _ => {}
            }
        }
    }
    let mut strings: Vec<String> = strings.into_iter().collect();
    strings.sort_by(|a, b| (a.chars().count(), a).cmp(&(b.chars().count(), b)));
    strings.truncate(MAX_STRING_CONSTANTS);
    numbers.sort_by(|a, b| a.total_cmp(b));
    numbers.dedup_by(|a, b| a.to_bits() == b.to_bits());
    if numbers.len() > MAX_NUMBER_CONSTANTS {
        // Keep those smallest in magnitude: the likeliest thresholds.
        numbers.sort_by(|a, b| a.abs().total_cmp(&b.abs()).then(a.total_cmp(b)));
        numbers.truncate(MAX_NUMBER_CONSTANTS);
        numbers.sort_by(|a, b| a.total_cmp(b));
    }
    let c = Rc::new(ProgramConstants { strings, numbers });
    vm.inputs.constants = Some(c.clone());
    c
}

/// The strings a nondeterministic string input ranges over: the base set,
/// then the program's string constants not in it.
pub fn string_values(vm: &mut Vm) -> Vec<String> {
    let mut out: Vec<String> = BASE_STRINGS.iter().map(|s| s.to_string()).collect();
    for s in &program_constants(vm).strings {
        if !out.contains(s) {
            out.push(s.clone());
        }
    }
    out
}

/// The doubles a nondeterministic double input ranges over: zero of both
/// signs, ±1, 0.5, the special and boundary values, then the program's
/// numeric constants not among them.
pub fn double_values(vm: &mut Vm) -> Vec<f64> {
    let mut out = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::from_bits(1), // Double.MIN_VALUE
        f64::MIN_POSITIVE, // Double.MIN_NORMAL
        f64::MAX,
        f64::MIN,
    ];
    for &c in &program_constants(vm).numbers {
        if !out.iter().any(|v| v.to_bits() == c.to_bits()) {
            out.push(c);
        }
    }
    out
}

/// As `double_values`, in `float`.
pub fn float_values(vm: &mut Vm) -> Vec<f32> {
    let mut out = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::from_bits(1), // Float.MIN_VALUE
        f32::MIN_POSITIVE, // Float.MIN_NORMAL
        f32::MAX,
        f32::MIN,
    ];
    for &c in &program_constants(vm).numbers {
        let c = c as f32;
        if !out.iter().any(|v| v.to_bits() == c.to_bits()) {
            out.push(c);
        }
    }
    out
}

/// Takes the value the search chose for the pending choice, or asks it to
/// choose among `n` values.
pub fn choose(vm: &mut Vm, n: u32) -> Result<u32, Flow> {
    match vm.next_choice.take() {
        Some(v) => Ok(v),
        None => Err(Flow::Choice(n)),
    }
}
