//! `check --ltl`: LTL model checking of the program against a formula in
//! Spin's dialect. The formula is parsed and translated into a Büchi
//! automaton for its negation by `wayfinder_ltl`; `propositions` resolves
//! and evaluates its atoms on program states; `scc` searches the product
//! of the program's state graph with the automaton for an accepting cycle
//! (one pass over its strongly connected components, weak fairness among
//! threads checked per component when asked; states kept in `store`),
//! `ndfs` by nested depth-first search (`--ltl-nested-dfs`; it also holds
//! the product's states and steps both searches share).

pub mod abstracted;
pub mod lasso;
pub mod ndfs;
pub mod propositions;
pub mod scc;
mod store;

use wayfinder_reductions::SharedVisible;
use wayfinder_vm::{Vm, VmError};

pub use lasso::{lasso_accepted, replay_lasso, LassoReplay};
pub use propositions::Propositions;

/// How product states are matched (TJT's trace abstractions).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StateMode {
    /// The whole program state (its 128-bit fingerprint).
    #[default]
    Full,
    /// The propositions' values only: a smaller graph whose cycles need not
    /// be cycles of the program (results are on the projected model; a
    /// violation is replayed on the full state and reported confirmed or
    /// spurious).
    Projection,
    /// The propositions' values and a 64-bit hash of the rest of the state.
    Hash,
}

impl StateMode {
    pub fn parse(s: &str) -> Option<StateMode> {
        match s {
            "full" => Some(StateMode::Full),
            "projection" => Some(StateMode::Projection),
            "hash" => Some(StateMode::Hash),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            StateMode::Full => "full",
            StateMode::Projection => "projection",
            StateMode::Hash => "hash",
        }
    }
}

/// What `check --ltl` was asked.
#[derive(Clone, Debug, Default)]
pub struct LtlOptions {
    /// The formula as the user wrote it.
    pub formula: String,
    /// `--define name=expr`, in order.
    pub defines: Vec<(String, String)>,
    /// Weak fairness among threads.
    pub fair: bool,
    /// Report deadlocks as deadlocks (`false`: `--no-deadlock`, a deadlocked
    /// execution only stutters in its last state).
    pub deadlock: bool,
    pub state_mode: StateMode,
    /// Search the product by nested depth-first search (with Spin's
    /// fairness counters under `fair`) instead of the SCC search.
    pub nested_dfs: bool,
}

/// A formula ready to search for: its automaton and resolved propositions.
pub struct Prepared {
    /// The formula, printed back with its propositions in braces.
    pub formula: String,
    /// The automaton of the formula's negation.
    pub automaton: wayfinder_ltl::Buchi,
    pub propositions: Propositions,
    /// The exceptions the running transition threw: the search's throw
    /// listener fills it, the policy reads it (a throw a `thrown`
    /// proposition names ends the transition).
    pub thrown: propositions::Thrown,
}

/// Parses `options.formula` (an error in it is an input error, exit 2, with
/// the parser's message and where), translates its negation, and resolves
/// its propositions against `vm` (booted, user classes on `classpath`).
/// What the propositions read goes into `visible` (the policy's visible
/// operations); the VM reports every instruction when a `loc` needs it.
pub fn prepare(
    vm: &mut Vm,
    classpath: &str,
    options: &LtlOptions,
    visible: Option<&SharedVisible>,
) -> Result<Prepared, VmError> {
    let parsed = wayfinder_ltl::parse(&options.formula, &options.defines).map_err(|e| {
        VmError::input(format!(
            "in --ltl formula at offset {}: {}",
            e.offset, e.message
        ))
    })?;
    let propositions = Propositions::resolve(vm, classpath, &parsed.atoms)?;
    let thrown = propositions::Thrown::default();
    if let Some(v) = visible {
        let mut v = v.borrow_mut();
        v.merge(&propositions.visible);
        v.thrown_log = Some(thrown.clone());
        // Stepping onto or off a line, or the step right after a throw,
        // may be any instruction.
        vm.report_local_ops =
            !propositions.visible.lines.is_empty() || !propositions.visible.throws.is_empty();
    }
    let automaton = wayfinder_ltl::translate(&parsed.formula.negated());
    Ok(Prepared {
        formula: parsed.to_string(),
        automaton,
        propositions,
        thrown,
    })
}

/// The fixed pieces of text the report gives on how the LTL search treated
/// the reductions.
pub const SYMMETRY_NOTE: &str = "heap symmetry kept on: propositions reach objects only through \
     static field paths, and the canonical renaming of objects preserves every such path's value";
pub const SLEEP_SETS_NOTE: &str = "sleep sets off: they prune paths, and cycles need every path \
     (every state on the search stack is fully expanded, so the cycle proviso holds)";
