//! Findings as reported: plain data with names resolved, serialisable to
//! JSON, printable as text, and mergeable across runs.

use serde::Serialize;

/// A program point.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Place {
    /// Where it happened: `Main.run(Main.java:12)`.
    pub location: String,
    /// When `location` is inside the JDK, the innermost frame of the
    /// program's own code that led there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub called_from: Option<String>,
    /// Source file and line of the program's own code (of `called_from`
    /// when there is one, else of `location`).
    pub file: Option<String>,
    pub line: Option<u32>,
}

impl Place {
    /// `Main.java:12`, or the location when the line is unknown.
    pub fn short(&self) -> String {
        match (&self.file, self.line) {
            (Some(f), Some(l)) => format!("{f}:{l}"),
            _ => self.location.clone(),
        }
    }

    fn text(&self) -> String {
        match &self.called_from {
            Some(c) => format!("{} (called from {c})", self.location),
            None => self.location.clone(),
        }
    }
}

/// One side of a race.
#[derive(Clone, Debug, Serialize)]
pub struct Access {
    pub thread: String,
    /// `read` or `write`.
    pub access: &'static str,
    #[serde(flatten)]
    pub place: Place,
    /// The locks the thread held.
    pub locks: Vec<String>,
}

/// A data race found by the lockset algorithm.
#[derive(Clone, Debug, Serialize)]
pub struct Race {
    /// `Main$Counter.count`, `Main.total`, `Main.slots[]`, `int[]`.
    pub field: String,
    /// `field`, `static` or `array`.
    pub kind: &'static str,
    /// The object whose field or element it is (`Main$Counter@12`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    /// The earlier access and the later one, by two threads.
    pub accesses: [Access; 2],
    /// The runs (from 1) that showed it.
    pub runs: Vec<u32>,
}

/// A lock taken at a place.
#[derive(Clone, Debug, Serialize)]
pub struct Acquisition {
    pub lock: String,
    #[serde(flatten)]
    pub place: Place,
}

/// One thread's side of a lock-order inversion.
#[derive(Clone, Debug, Serialize)]
pub struct OrderSide {
    pub thread: String,
    /// The lock it took first, and the one it took while holding it.
    pub first: Acquisition,
    pub then: Acquisition,
    /// Other locks it held when it took `then` (none of them is a gate: a
    /// lock the other side held too).
    pub also_held: Vec<String>,
}

/// Two threads took the same two locks in opposite orders with no common
/// gate lock: some schedule deadlocks. More generally a cycle: thread `i`
/// holds lock `i` and asks for lock `i+1`, the last thread for lock 0.
#[derive(Clone, Debug, Serialize)]
pub struct LockOrder {
    /// The locks of the cycle, in its order.
    pub locks: Vec<String>,
    /// One side per thread: side `i` takes `locks[i]`, then the next.
    pub threads: Vec<OrderSide>,
    pub runs: Vec<u32>,
}

/// Everything the analyses found in one or more runs.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Findings {
    pub races: Vec<Race>,
    /// Non-atomic updates of volatile fields (`v++` on a `volatile`) and
    /// atomics (`get` then `set`), and check-then-act on a synchronized or
    /// concurrent map (`kind` `map`: `containsKey` then `put` of one key):
    /// the two accesses are an `update` and another thread's `update` or
    /// `write` that can fall between its read and its write.
    pub lost_updates: Vec<Race>,
    pub lock_order: Vec<LockOrder>,
    /// The race window: names of the threads in the warnings, closed under
    /// "started it" and "wrote an object it read".
    pub window: Vec<String>,
}

impl LockOrder {
    fn key(&self) -> Vec<String> {
        let mut k = self.locks.to_vec();
        k.sort();
        k
    }
}

/// Adds `from`'s reports to `into`, one per field (and kind): a report
/// already there takes the other's runs.
fn merge_by_field(into: &mut Vec<Race>, from: Vec<Race>) {
    for r in from {
        match into
            .iter_mut()
            .find(|x| x.field == r.field && x.kind == r.kind)
        {
            Some(x) => x.runs.extend(r.runs),
            None => into.push(r),
        }
    }
}

impl Findings {
    pub fn is_empty(&self) -> bool {
        self.races.is_empty() && self.lost_updates.is_empty() && self.lock_order.is_empty()
    }

    /// Adds the findings of another run; a race on the same field (as
    /// within a run, where each field is reported once) or an inversion of
    /// the same pair of locks is listed once, with the runs that showed it
    /// (the accesses and places are those of the first such run).
    pub fn merge(&mut self, other: Findings) {
        merge_by_field(&mut self.races, other.races);
        merge_by_field(&mut self.lost_updates, other.lost_updates);
        for l in other.lock_order {
            let k = l.key();
            match self.lock_order.iter_mut().find(|x| x.key() == k) {
                Some(x) => x.runs.extend(l.runs),
                None => self.lock_order.push(l),
            }
        }
        for w in other.window {
            if !self.window.contains(&w) {
                self.window.push(w);
            }
        }
    }

    /// The findings as text, one block per finding.
    pub fn text(&self, runs: u32) -> String {
        let mut out = String::new();
        let in_runs = |r: &[u32]| {
            if runs > 1 {
                let list: Vec<String> = r.iter().map(u32::to_string).collect();
                format!(" [run {}]", list.join(", "))
            } else {
                String::new()
            }
        };
        let locks = |l: &[String]| {
            if l.is_empty() {
                "holding no lock".to_string()
            } else {
                format!("holding {}", l.join(", "))
            }
        };
        for r in &self.races {
            let obj = r
                .object
                .as_ref()
                .map(|o| format!(" ({o})"))
                .unwrap_or_default();
            out.push_str(&format!("race on {}{obj}{}\n", r.field, in_runs(&r.runs)));
            for a in &r.accesses {
                out.push_str(&format!(
                    "  {} \"{}\" at {}, {}\n",
                    a.access,
                    a.thread,
                    a.place.text(),
                    locks(&a.locks)
                ));
            }
        }
        for r in &self.lost_updates {
            let obj = r
                .object
                .as_ref()
                .map(|o| format!(" ({o})"))
                .unwrap_or_default();
            if r.kind == "map" {
                out.push_str(&format!(
                    "check-then-act on map {}{obj}{}: a lookup of a key (containsKey, get, \
                     getOrDefault) then a put of it are two steps, so another thread's write of \
                     the key between them is overwritten (use putIfAbsent, computeIfAbsent or \
                     merge, or hold one lock across both)\n",
                    r.field,
                    in_runs(&r.runs)
                ));
            } else {
                out.push_str(&format!(
                "lost update on {}{obj}{}: a read and a write back (`v++` on a volatile, a `get` \
                 then a `set` of an atomic) are two steps, so another thread's write between them \
                 is overwritten (use a lock, or the atomic's own incrementAndGet/updateAndGet)\n",
                r.field,
                in_runs(&r.runs)
            ));
            }
            for a in &r.accesses {
                out.push_str(&format!(
                    "  {} \"{}\" at {}, {}\n",
                    a.access,
                    a.thread,
                    a.place.text(),
                    locks(&a.locks)
                ));
            }
        }
        for l in &self.lock_order {
            let what = match l.locks.as_slice() {
                [a, b] => format!("lock-order inversion between {a} and {b}"),
                ls => format!("lock-order cycle through {}", ls.join(", ")),
            };
            out.push_str(&format!("{what}{}\n", in_runs(&l.runs)));
            for s in &l.threads {
                out.push_str(&format!(
                    "  \"{}\" takes {} at {}, then {} at {}{}\n",
                    s.thread,
                    s.first.lock,
                    s.first.place.text(),
                    s.then.lock,
                    s.then.place.text(),
                    if s.also_held.is_empty() {
                        String::new()
                    } else {
                        format!(" (also holding {})", s.also_held.join(", "))
                    }
                ));
            }
        }
        if !self.window.is_empty() {
            out.push_str(&format!("race window: {}\n", self.window.join(", ")));
        }
        out
    }
}
