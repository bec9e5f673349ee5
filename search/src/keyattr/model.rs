//! The abstract state model: the quotient of the explored state graph by
//! the key attributes' abstract values, with the number of explored
//! transitions between each pair of abstract states (the JIV2E paper's
//! distinct state model with counts; with abstractions, its abstract state
//! model). A model transition is an explored transition that writes a key
//! attribute (one that writes the value a component already holds is a
//! loop on its state, as in the paper's linear state model); transitions
//! that write none are not part of the model.

use fxhash::FxHashMap;
use serde::Serialize;

use super::keys::{AbsVal, KeyDecl, KeyState, Which};
use super::property::AbsState;

/// The model built so far.
#[derive(Default)]
pub struct AbstractModel {
    index: FxHashMap<AbsState, u32>,
    /// Abstract states in the order they were first reached (0 is the start).
    pub states: Vec<AbsState>,
    /// Transition counts, and the pairs in the order first explored.
    counts: FxHashMap<(u32, u32), u64>,
    order: Vec<(u32, u32)>,
}

/// The abstract state of a key state: each component's abstract value;
/// one-per-instance keys list their instances' values without the trailing
/// ones that equal the default's (an instance not allocated yet holds the
/// default).
pub fn abstract_state(decls: &[KeyDecl], ks: &KeyState) -> AbsState {
    decls
        .iter()
        .zip(&ks.values)
        .map(|(d, vals)| {
            let mut a: Vec<AbsVal> = vals.iter().map(|v| d.abstract_of(v)).collect();
            if d.which == Which::Every {
                let default = d.abstract_of(&d.default_value());
                while a.last() == Some(&default) {
                    a.pop();
                }
            }
            a
        })
        .collect()
}

impl AbstractModel {
    /// The id of abstract state `s`, and whether it is new.
    pub fn state_id(&mut self, s: AbsState) -> (u32, bool) {
        if let Some(&id) = self.index.get(&s) {
            return (id, false);
        }
        let id = self.states.len() as u32;
        self.states.push(s.clone());
        self.index.insert(s, id);
        (id, true)
    }

    /// Counts one explored transition from `a` to `b`.
    pub fn transition(&mut self, a: u32, b: u32) {
        let c = self.counts.entry((a, b)).or_insert(0);
        if *c == 0 {
            self.order.push((a, b));
        }
        *c += 1;
    }

    /// Distinct model transitions.
    pub fn transitions(&self) -> usize {
        self.order.len()
    }

    /// The components' names (one-per-instance keys expanded to the most
    /// instances any state has), and each state's labels in that order.
    fn columns(&self, decls: &[KeyDecl]) -> (Vec<String>, Vec<Vec<String>>) {
        let widths: Vec<usize> = decls
            .iter()
            .enumerate()
            .map(|(k, d)| match d.which {
                Which::Every => self.states.iter().map(|s| s[k].len()).max().unwrap_or(0),
                _ => 1,
            })
            .collect();
        let mut names = Vec::new();
        for (d, &w) in decls.iter().zip(&widths) {
            match d.which {
                Which::Every => names.extend((1..=w).map(|i| d.name(Some(i)))),
                _ => names.push(d.name(None)),
            }
        }
        let labels = self
            .states
            .iter()
            .map(|s| {
                let mut row = Vec::new();
                for ((d, vals), &w) in decls.iter().zip(s).zip(&widths) {
                    let default = d.abstract_of(&d.default_value());
                    for i in 0..w {
                        row.push(d.label(vals.get(i).unwrap_or(&default)));
                    }
                }
                row
            })
            .collect();
        (names, labels)
    }

    /// A state's label on one line: `(E, ~E, ...)`.
    pub fn short_label(&self, decls: &[KeyDecl], id: u32) -> String {
        let (_, labels) = self.columns(decls);
        format!("({})", labels[id as usize].join(", "))
    }

    /// The model for output.
    pub fn export(&self, decls: &[KeyDecl]) -> ModelOut {
        let (components, labels) = self.columns(decls);
        ModelOut {
            components,
            start: 0,
            states: labels
                .into_iter()
                .enumerate()
                .map(|(id, values)| StateOut { id, values })
                .collect(),
            transitions: self
                .order
                .iter()
                .map(|&(from, to)| EdgeOut {
                    from,
                    to,
                    count: self.counts[&(from, to)],
                })
                .collect(),
        }
    }
}

/// The model as written by `--model-out` (JSON, or DOT via `dot`).
#[derive(Clone, Debug, Serialize)]
pub struct ModelOut {
    /// The components' names, in the order of each state's `values`.
    pub components: Vec<String>,
    /// The start state's id.
    pub start: u32,
    pub states: Vec<StateOut>,
    pub transitions: Vec<EdgeOut>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StateOut {
    pub id: usize,
    pub values: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct EdgeOut {
    pub from: u32,
    pub to: u32,
    /// How many explored transitions went from `from` to `to`.
    pub count: u64,
}

impl ModelOut {
    /// Graphviz DOT: each state labelled with its components, the start
    /// state drawn doubled and filled, edges labelled with their counts.
    pub fn dot(&self) -> String {
        let esc = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
        let mut out = String::from("digraph model {\n  node [shape=box];\n");
        for s in &self.states {
            let label: Vec<String> = self
                .components
                .iter()
                .zip(&s.values)
                .map(|(c, v)| {
                    // A predicate's value reads as the comparison itself.
                    let sep = if v.starts_with(['=', '!', '<', '>']) {
                        " "
                    } else {
                        " = "
                    };
                    esc(&format!("{c}{sep}{v}"))
                })
                .collect();
            let start = if s.id as u32 == self.start {
                ", peripheries=2, style=filled, fillcolor=palegreen, xlabel=\"start\""
            } else {
                ""
            };
            out.push_str(&format!(
                "  s{} [label=\"{}\"{}];\n",
                s.id,
                label.join("\\n"),
                start
            ));
        }
        for e in &self.transitions {
            out.push_str(&format!(
                "  s{} -> s{} [label=\"{}\"];\n",
                e.from, e.to, e.count
            ));
        }
        out.push_str("}\n");
        out
    }
}
