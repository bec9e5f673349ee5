//! Key-attribute models and the JIV2E property language (`check --key`,
//! `--property`, `--model-out`): the search observes chosen fields (the
//! key attributes, `keys`), builds the abstract state model of what it
//! explores (`model`), and checks G, F and P properties over the key
//! attributes on every explored path as it goes (`parse`, `property`).
//!
//! `KeyMonitor` is what the program search (`crate::explorer`) calls:
//! `begin` before each transition, `arrive` after it, `arrived_fp` once
//! the reached state's fingerprint is known, `expanded` when it goes on the
//! path and `terminal` when a path ends there. The monitor keeps, for each
//! state on the DFS path, its key state (values and instance numbering,
//! which depend on the path, not only on the program state) and each
//! property's monitor bit; both are mixed into the state's fingerprint so
//! that states differing in them are never matched.

pub mod keys;
pub mod model;
pub mod parse;
pub mod property;

use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use fxhash::FxHashMap;
use wayfinder_vm::{Vm, VmError};

use keys::{KeyDecl, KeyRecorder, KeyState, Recording};
use model::{AbstractModel, ModelOut};
use property::{Env, Kind, Property, V};

/// What `--key`, `--property` and `--match keys` ask for.
#[derive(Clone, Debug, Default)]
pub struct KeyConfig {
    /// `--key` specifications.
    pub keys: Vec<String>,
    /// `--property` texts.
    pub properties: Vec<String>,
    /// `--match keys`: match states on the key attributes (with the
    /// properties' monitors) and the threads' program counters only, TJT's
    /// projection (`projection`): a smaller search that under-approximates.
    pub match_keys: bool,
}

/// The limit a complete search reports under `--match keys`: it matched
/// states that differ, so behaviours were left out.
pub const PROJECTED: &str = "states were matched on the key attributes and the threads' program \
     counters only (--match keys): the search ran on the projected model, which leaves \
     behaviours out";

/// The fingerprint of the projection of the current state under `--match
/// keys`: each thread's liveness and frames' methods and program counters
/// (the key attributes' values are mixed in by the search, as always).
pub fn projection(vm: &Vm) -> u128 {
    let mut a = std::collections::hash_map::DefaultHasher::new();
    let mut b = std::collections::hash_map::DefaultHasher::new();
    0x7Au8.hash(&mut b);
    for t in &vm.state.threads {
        for h in [&mut a, &mut b] {
            (t.id, t.is_alive(), t.frames.len()).hash(h);
            for f in &t.frames {
                (f.method, f.pc).hash(h);
            }
        }
    }
    ((a.finish() as u128) << 64) | b.finish() as u128
}

/// What the search reports of the model and the properties.
#[derive(Clone, Debug)]
pub struct KeyReport {
    pub model: ModelOut,
    /// Abstract states and distinct transitions of the model.
    pub states: usize,
    pub transitions: usize,
    /// The properties checked (each conjunct on its own).
    pub properties: Vec<String>,
    /// How each G property was decided on the abstract states (Algorithm 4).
    pub notes: Vec<String>,
    /// Under `--match keys`: whether the violation found on the projected
    /// model was reproduced by replaying its trace on the program with
    /// states matched in full (`None`: no violation, or not replayed).
    pub confirmed: Option<bool>,
    /// The search ran with `--match keys`.
    pub projected: bool,
    /// Why the search cannot say a response property holds although it
    /// found no violation (a loop with obligations pending that it could
    /// not judge), if so.
    pub undecided: Option<String>,
}

/// One state on the DFS path, as the monitor sees it.
#[derive(Clone)]
struct Entry {
    keys: KeyState,
    /// Its abstract state's id in the model.
    abs: u32,
    /// Per property: F — still waiting for p; P — a p-state was seen and
    /// no q-state since.
    monitor: Vec<bool>,
    /// The state's fingerprint as stored (key state and monitor mixed in).
    fp: u128,
    /// What the key state and monitor add to the fingerprint (`mix_of`).
    mix: u128,
    /// Per property: the response obligations pending (`Kind::Response`),
    /// each named by its list value's spelling (empty: no list), sorted.
    pending: Vec<Vec<(String, Option<V>)>>,
}

/// The key attributes and properties of one search.
pub struct KeyMonitor {
    decls: Rc<[KeyDecl]>,
    rec: Rc<RefCell<Recording>>,
    props: Rc<[Property]>,
    model: AbstractModel,
    path: Vec<Entry>,
    arrived: Option<Entry>,
    /// Per property: Algorithm 4's verdict on each abstract state seen.
    decided: Vec<FxHashMap<u32, Option<bool>>>,
    /// `--match keys`.
    pub match_keys: bool,
    /// The first loop closed with response obligations pending that were
    /// each met somewhere on the way round the DFS path (another loop
    /// through the same states might not meet them): the search cannot
    /// conclude that the property holds.
    undecided_loops: Option<String>,
}

/// Why the monitor stops the search.
#[derive(Clone, Debug)]
pub enum Failure {
    /// A property failed: the property and why, with the abstract path.
    Violated(String),
    /// A property could not be evaluated (a type error, a division by
    /// zero): an input error.
    Error(String),
}

impl KeyMonitor {
    /// Resolves the key attributes and parses the properties against the
    /// booted `vm`, makes writes to the key attributes end transitions, and
    /// attaches the recorder. Bad names and properties are input errors;
    /// forms not supported, unsupported errors.
    pub fn attach(vm: &mut Vm, cfg: &KeyConfig) -> Result<KeyMonitor, VmError> {
        let decls: Rc<[KeyDecl]> = keys::resolve(vm, &cfg.keys)?.into();
        let mut props = Vec::new();
        for text in &cfg.properties {
            let e = parse::parse(text, &decls)
                .map_err(|e| VmError::input(format!("--property {text}: {e}")))?;
            for c in parse::conjuncts(e) {
                let p = Property::new(text.clone(), c).map_err(VmError::unsupported)?;
                props.push(p);
            }
        }
        if props.len() > 1 {
            // Name each conjunct by its position when a property was split.
            let mut seen: FxHashMap<String, usize> = FxHashMap::default();
            for p in &mut props {
                let n = seen.entry(p.text.clone()).or_insert(0);
                *n += 1;
                if *n > 1 || cfg.properties.iter().filter(|t| **t == p.text).count() > 1 {
                    p.text = format!("{} (conjunct {n})", p.text);
                }
            }
        }
        let start = keys::initial_state(vm, &decls);
        let rec = Rc::new(RefCell::new(Recording::new(decls.clone(), start)));
        let fields = rec.borrow().fields();
        vm.make_writes_visible(&fields);
        vm.add_listener(Box::new(KeyRecorder(rec.clone())));
        let n = props.len();
        Ok(KeyMonitor {
            decls,
            rec,
            props: props.into(),
            model: AbstractModel::default(),
            path: Vec::new(),
            arrived: None,
            decided: vec![FxHashMap::default(); n],
            match_keys: cfg.match_keys,
            undecided_loops: None,
        })
    }

    /// The start state: checks the properties there; the value to mix into
    /// its fingerprint.
    pub fn root(&mut self) -> Result<u128, Failure> {
        let keys = self.rec.borrow().current.clone();
        let (abs, _) = self
            .model
            .state_id(model::abstract_state(&self.decls, &keys));
        // F properties wait for p from the start.
        let monitor = self
            .props
            .iter()
            .map(|p| matches!(p.kind, Kind::Eventually(_)))
            .collect();
        let entry = Entry {
            keys,
            abs,
            monitor,
            fp: 0,
            mix: 0,
            pending: vec![Vec::new(); self.props.len()],
        };
        let mut entry = self.check(None, entry, true)?;
        entry.mix = mix_of(&entry);
        let mix = entry.mix;
        self.arrived = Some(entry);
        Ok(mix)
    }

    /// Before a transition from the `depth`-th state of the path (1 is the
    /// start state): the recorder starts from that state's key state.
    pub fn begin(&mut self, depth: usize) {
        self.path.truncate(depth);
        let mut r = self.rec.borrow_mut();
        r.current = self.path.last().expect("path").keys.clone();
        r.touched = false;
        r.wrote = false;
    }

    /// Did the transition that just ran write a key attribute or allocate
    /// an instance of a key class? (Such a transition depends on every
    /// other: sleep sets must not reorder it.)
    pub fn touched(&self) -> bool {
        self.rec.borrow().touched
    }

    /// After a transition: updates the model and checks the properties on
    /// the state reached; the value to mix into its fingerprint.
    pub fn arrive(&mut self) -> Result<u128, Failure> {
        let parent = self.path.last().expect("path");
        if !self.rec.borrow().touched {
            // Only the recorder changes key values (and says so): the same
            // key state and monitor as before the transition.
            let entry = Entry {
                fp: 0,
                ..parent.clone()
            };
            let mix = entry.mix;
            self.arrived = Some(entry);
            return Ok(mix);
        }
        let parent = parent.clone();
        let keys = self.rec.borrow().current.clone();
        let (abs, _) = self
            .model
            .state_id(model::abstract_state(&self.decls, &keys));
        if self.rec.borrow().wrote {
            self.model.transition(parent.abs, abs);
        }
        let entry = Entry {
            keys,
            abs,
            monitor: parent.monitor.clone(),
            fp: 0,
            mix: 0,
            pending: parent.pending.clone(),
        };
        let mut entry = self.check(Some(&parent), entry, false)?;
        entry.mix = mix_of(&entry);
        let mix = entry.mix;
        self.arrived = Some(entry);
        Ok(mix)
    }

    /// The reached state's fingerprint is `fp`: a path that comes back to
    /// a state on it loops forever, so an F property still waiting fails.
    pub fn arrived_fp(&mut self, fp: u128) -> Result<(), Failure> {
        let entry = self.arrived.as_mut().expect("arrived");
        entry.fp = fp;
        if let Some(at) = self.path.iter().position(|e| e.fp == fp) {
            let entry = self.arrived.as_ref().expect("arrived");
            for (i, p) in self.props.iter().enumerate() {
                if matches!(p.kind, Kind::Eventually(_)) && entry.monitor[i] {
                    return Err(self.failure(
                        p,
                        &format!(
                            "the path returns to its state {} and can loop forever without p holding",
                            at + 1
                        ),
                        entry.abs,
                    ));
                }
                if entry.pending[i].is_empty() {
                    continue;
                }
                // Obligations pending in every state of the loop are never met.
                let never: Vec<&String> = entry.pending[i]
                    .iter()
                    .map(|(k, _)| k)
                    .filter(|k| {
                        self.path[at..]
                            .iter()
                            .all(|e| e.pending[i].iter().any(|(x, _)| x == *k))
                    })
                    .collect();
                if let Some(k) = never.first() {
                    return Err(self.failure(
                        p,
                        &format!(
                            "the path returns to its state {} and can loop forever with F[q]{} \
                             pending",
                            at + 1,
                            obligation_name(k)
                        ),
                        entry.abs,
                    ));
                }
                if self.undecided_loops.is_none() {
                    self.undecided_loops = Some(format!(
                        "{}: a loop through states with F[q] obligations pending was found, each \
                         met somewhere on the path that closed it; other paths round the same \
                         states were not judged",
                        p.text
                    ));
                }
            }
        }
        Ok(())
    }

    /// The reached state goes on the DFS path.
    pub fn expanded(&mut self) {
        let e = self.arrived.take().expect("arrived");
        self.path.push(e);
    }

    /// The start state goes on the path (with its fingerprint).
    pub fn root_expanded(&mut self, fp: u128) {
        let mut e = self.arrived.take().expect("arrived");
        e.fp = fp;
        self.path.push(e);
    }

    /// No path goes on from the reached state (the program ended or
    /// deadlocked): an F property still waiting fails.
    pub fn terminal(&self) -> Result<(), Failure> {
        let entry = self.arrived.as_ref().expect("arrived");
        for (i, p) in self.props.iter().enumerate() {
            if matches!(p.kind, Kind::Eventually(_)) && entry.monitor[i] {
                return Err(self.failure(
                    p,
                    "the path ends without a state where p holds",
                    entry.abs,
                ));
            }
            if let Some((k, _)) = entry.pending[i].first() {
                return Err(self.failure(
                    p,
                    &format!("the path ends with F[q]{} pending", obligation_name(k)),
                    entry.abs,
                ));
            }
        }
        Ok(())
    }

    /// The model and notes, at the end of the search.
    pub fn report(&self) -> KeyReport {
        let mut notes = Vec::new();
        for (i, p) in self.props.iter().enumerate() {
            match &p.kind {
                Kind::Always(e) if !e.has_next() => {
                    let decided = &self.decided[i];
                    let undecided: Vec<u32> = {
                        let mut v: Vec<u32> = decided
                            .iter()
                            .filter(|(_, d)| d.is_none())
                            .map(|(s, _)| *s)
                            .collect();
                        v.sort_unstable();
                        v
                    };
                    if undecided.is_empty() {
                        notes.push(format!(
                            "{}: decided on all {} abstract states (Algorithm 4)",
                            p.text,
                            decided.len()
                        ));
                    } else {
                        let shown: Vec<String> = undecided
                            .iter()
                            .take(5)
                            .map(|&s| self.model.short_label(&self.decls, s))
                            .collect();
                        notes.push(format!(
                            "{}: decided on {} of {} abstract states (Algorithm 4); the abstraction \
                             cannot decide p on {} ({}{}), so p was checked on their concrete states",
                            p.text,
                            decided.len() - undecided.len(),
                            decided.len(),
                            undecided.len(),
                            shown.join(", "),
                            if undecided.len() > 5 { ", ..." } else { "" }
                        ));
                    }
                }
                Kind::Always(_) => notes.push(format!(
                    "{}: x' is checked on every explored transition that writes a key attribute \
                     (concrete values)",
                    p.text
                )),
                Kind::Eventually(_) | Kind::Precedes(..) | Kind::Response { .. } => {
                    notes.push(format!("{}: judged on the explored concrete paths", p.text))
                }
                Kind::Initially(_) => {}
            }
        }
        KeyReport {
            model: self.model.export(&self.decls),
            states: self.model.states.len(),
            transitions: self.model.transitions(),
            properties: self.props.iter().map(|p| p.text.clone()).collect(),
            notes,
            confirmed: None,
            projected: self.match_keys,
            undecided: self.undecided_loops.clone(),
        }
    }

    /// Checks every property on `entry`, reached from `parent` (none: the
    /// start state); returns it with its monitor bits updated.
    fn check(
        &mut self,
        parent: Option<&Entry>,
        mut entry: Entry,
        root: bool,
    ) -> Result<Entry, Failure> {
        let decls = self.decls.clone();
        let env = Env {
            decls: &decls,
            cur: &entry.keys,
            next: None,
        };
        let props = self.props.clone();
        for (i, p) in props.iter().enumerate() {
            let eval = |e: &parse::Expr, env: &Env<'_>| {
                property::holds(e, env)
                    .map_err(|why| Failure::Error(format!("--property {}: {why}", p.text)))
            };
            match &p.kind {
                Kind::Initially(e) => {
                    if root && !eval(e, &env)? {
                        return Err(self.failure(
                            p,
                            "it does not hold in the start state",
                            entry.abs,
                        ));
                    }
                }
                Kind::Always(e) if e.has_next() => {
                    if let Some(parent) = parent {
                        let env = Env {
                            decls: &decls,
                            cur: &parent.keys,
                            next: Some(&entry.keys),
                        };
                        if !eval(e, &env)? {
                            return Err(self.failure(
                                p,
                                "it fails on the last transition (x' the value after it)",
                                entry.abs,
                            ));
                        }
                    }
                }
                Kind::Always(e) => {
                    // Algorithm 4 on the abstract state, once; where it
                    // cannot decide, p on the concrete state.
                    let abs = entry.abs;
                    let verdict = *self.decided[i].entry(abs).or_insert_with(|| {
                        property::eval_abstract(e, &decls, &self.model.states[abs as usize])
                    });
                    let ok = match verdict {
                        Some(v) => v,
                        None => eval(e, &env)?,
                    };
                    if !ok {
                        let why = if verdict.is_some() {
                            "it fails on every concrete state of this abstract state (Algorithm 4)"
                        } else {
                            "the abstraction cannot decide p on this abstract state; it fails on \
                             the concrete state reached"
                        };
                        return Err(self.failure(p, why, abs));
                    }
                }
                Kind::Response { trigger, list, q } => {
                    let mut pend = std::mem::take(&mut entry.pending[i]);
                    let fresh: Vec<Option<V>> = match (trigger, list) {
                        (Some(p), _) => {
                            if eval(p, &env)? {
                                vec![None]
                            } else {
                                Vec::new()
                            }
                        }
                        (None, Some(l)) => match property::eval(l, &env, &mut Vec::new()) {
                            Ok(V::List(items)) => items.into_iter().map(Some).collect(),
                            Ok(other) => {
                                return Err(Failure::Error(format!(
                                    "--property {}: {other:?} is not a list",
                                    p.text
                                )))
                            }
                            Err(why) => {
                                return Err(Failure::Error(format!("--property {}: {why}", p.text)))
                            }
                        },
                        (None, None) => vec![None],
                    };
                    for v in fresh {
                        let k = v.as_ref().map(|v| format!("{v:?}")).unwrap_or_default();
                        if !pend.iter().any(|(x, _)| *x == k) {
                            pend.push((k, v));
                        }
                    }
                    let mut kept = Vec::new();
                    for (k, v) in pend {
                        let mut vars: Vec<V> = v.iter().cloned().collect();
                        let met = property::holds_with(q, &env, &mut vars).map_err(|why| {
                            Failure::Error(format!("--property {}: {why}", p.text))
                        })?;
                        if !met {
                            kept.push((k, v));
                        }
                    }
                    kept.sort_by(|a, b| a.0.cmp(&b.0));
                    entry.pending[i] = kept;
                }
                Kind::Eventually(e) => {
                    if entry.monitor[i] && eval(e, &env)? {
                        entry.monitor[i] = false;
                    }
                }
                Kind::Precedes(a, b, c) => {
                    let q = eval(b, &env)?;
                    if entry.monitor[i] && !q && eval(c, &env)? {
                        return Err(self.failure(
                            p,
                            "a state where r holds follows a state where p holds with no state \
                             where q holds in between",
                            entry.abs,
                        ));
                    }
                    if q {
                        entry.monitor[i] = false;
                    } else if eval(a, &env)? {
                        entry.monitor[i] = true;
                    }
                }
            }
        }
        Ok(entry)
    }

    /// The failure message: the property, why, and the abstract path to
    /// abstract state `last`.
    fn failure(&self, p: &Property, why: &str, last: u32) -> Failure {
        let mut ids: Vec<u32> = self.path.iter().map(|e| e.abs).collect();
        ids.push(last);
        ids.dedup();
        let path: Vec<String> = ids
            .iter()
            .map(|&s| format!("s{s} {}", self.model.short_label(&self.decls, s)))
            .collect();
        Failure::Violated(format!(
            "{} fails: {why}; abstract path: {}",
            p.text,
            path.join(" -> ")
        ))
    }
}

/// ` for the list value 3` for an obligation named `Int(3)`, nothing for
/// one without a list value.
fn obligation_name(k: &str) -> String {
    if k.is_empty() {
        String::new()
    } else {
        let v = k
            .strip_prefix("Int(")
            .and_then(|x| x.strip_suffix(')'))
            .unwrap_or(k);
        format!(" for the list value {v}")
    }
}

/// What a state's key state and monitor bits add to its fingerprint.
fn mix_of(e: &Entry) -> u128 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    e.monitor.hash(&mut h);
    for p in &e.pending {
        p.len().hash(&mut h);
        for (k, _) in p {
            k.hash(&mut h);
        }
    }
    let m = h.finish() as u128;
    e.keys
        .hash128()
        .wrapping_add(m.wrapping_mul(0x2545_F491_4F6C_DD1D_9E37_79B9_7F4A_7C15))
}

#[cfg(test)]
mod tests;
