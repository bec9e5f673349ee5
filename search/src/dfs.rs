//! The depth-first skeleton every search kind shares: the stack of states
//! on the current path, backtracking, the store of visited states, limits
//! and progress. What varies (how a transition runs, what a violation is,
//! which successors to expand and in which order, what a revisit means)
//! is the `Model`'s: see `crate::explorer` for the program search, and the
//! tests below for a toy state graph.

use std::time::{Duration, Instant};

use crate::report::{peak_memory_bytes, Stats};
use crate::store::{StateKey, Visit, Visited};

/// A state on the current path: a snapshot to backtrack to, the branches
/// out of it still to explore, and the strategy's data for it.
pub struct Node<M: Model + ?Sized> {
    pub state: M::State,
    pub choices: Vec<M::Choice>,
    /// The next branch in `choices` to explore.
    pub next: usize,
    /// The branch that led here (none for the root).
    pub step: Option<M::Choice>,
    /// What the strategy keeps per node (e.g. sleep sets).
    pub data: M::NodeData,
}

/// Where a transition led.
pub struct Arrival<A> {
    /// The state's key in the store.
    pub key: StateKey,
    /// What the store keeps with the state for the strategy (a sleep set as
    /// a thread mask; 0 when the strategy keeps nothing): a revisit with a
    /// mask that does not cover the stored one is not covered.
    pub mask: u32,
    /// Anything `Model::expand` needs from the transition.
    pub data: A,
}

/// The system searched and the strategy searching it.
pub trait Model {
    /// A snapshot of the system's state.
    type State: Clone;
    /// A branch out of a state.
    type Choice: Copy;
    /// The strategy's data per node on the path.
    type NodeData;
    /// What a transition hands from `transition` to `expand`.
    type Arrived;
    /// Why a search stopped before it was complete with a result of its
    /// own (a violation, an error).
    type Stop;

    /// The current state, to come back to.
    fn save(&mut self) -> Self::State;

    /// Makes `state` the current state. The skeleton does not call it when
    /// the current state is the one `save` just returned (the first branch
    /// out of a node just put on the path): `save` must leave the current
    /// state as it was.
    fn restore(&mut self, state: &Self::State);

    /// Runs `choice` from the current state, which is that of the last node
    /// of `path` (its `next` already points past `choice`). `None`: the
    /// path ends without a state to store (the system stopped).
    fn transition(
        &mut self,
        path: &mut [Node<Self>],
        choice: Self::Choice,
    ) -> Result<Option<Arrival<Self::Arrived>>, Self::Stop>;

    /// The state `transition` reached was stored (`wake == None`) or had
    /// been stored with a mask this visit does not cover (`wake` holds the
    /// mask bits set then but not now): the branches to explore from it, in
    /// order, and the strategy's data for its node; `None` when there is
    /// nothing to explore. Not called for a revisit the store covers.
    /// `number`: the state's number in the store (`NO_NUMBER` unless
    /// `Dfs::number_states`).
    #[allow(clippy::type_complexity)]
    fn expand(
        &mut self,
        path: &mut [Node<Self>],
        choice: Self::Choice,
        arrived: Self::Arrived,
        wake: Option<u32>,
        number: u32,
    ) -> Result<Option<(Vec<Self::Choice>, Self::NodeData)>, Self::Stop>;

    /// The state `transition` reached had been stored before (`path` is the
    /// path that led here again): fires for every revisit, whether the store
    /// covers it or not, before `expand` of a revisit it does not cover. The
    /// model may add branches to the nodes of `path` (push onto `choices`).
    /// `number` as for `expand`.
    fn revisited(&mut self, _path: &mut [Node<Self>], _arrived: &Self::Arrived, _number: u32) {}

    /// Every branch of `node` was explored and it was just taken off the
    /// path; `path` is what remains (its last node is `node`'s parent).
    /// Not called for nodes left on the path when the search stops.
    fn backtracked(&mut self, _node: Node<Self>, _path: &mut [Node<Self>]) {}
}

/// The limit a search stopped by a signal reports.
pub const INTERRUPTED: &str = "interrupted by a signal (SIGINT, SIGTERM or SIGHUP)";

/// Progress lines: the first after this long, then at this interval on a
/// terminal (rewriting one line) ...
pub(crate) const PROGRESS_FIRST: Duration = Duration::from_secs(1);
/// ... and at this interval as plain lines (stderr not a terminal).
pub(crate) const PROGRESS_PLAIN_INTERVAL: Duration = Duration::from_secs(5);

/// Limits on a search; `None` means no limit.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub max_depth: Option<usize>,
    pub max_states: Option<u64>,
    pub time_limit: Option<Duration>,
    pub memory_limit: Option<u64>,
    /// When the time limit started counting (default: when the search did).
    pub since: Option<Instant>,
}

/// How a depth-first search ended.
pub enum Ended<S> {
    /// Every branch was explored, except below the depth limit when
    /// `depth_limited` names it.
    Complete { depth_limited: Option<String> },
    /// A limit (named) stopped it.
    Limit(String),
    /// The model stopped it.
    Stopped(S),
}

/// The skeleton's own state: the store, the statistics and the limits.
pub struct Dfs<'s> {
    /// Every stored state, with the mask it was explored with.
    pub seen: Visited,
    pub stats: Stats,
    limits: Limits,
    stop: &'s std::sync::atomic::AtomicBool,
    progress: bool,
    /// Progress as one plain line every few seconds (stderr is not a
    /// terminal), rather than one line rewritten every second.
    pub progress_plain: bool,
    /// When the search started.
    start: Instant,
}

impl<'s> Dfs<'s> {
    /// A search storing states exactly (`exact`) or as fingerprints, that
    /// stops at `limits` or when `stop` is set, and prints its progress to
    /// stderr every second when `progress` is set.
    pub fn new(
        exact: bool,
        limits: Limits,
        stop: &'s std::sync::atomic::AtomicBool,
        progress: bool,
        start: Instant,
    ) -> Dfs<'s> {
        Dfs {
            seen: Visited::new(exact, false),
            stats: Stats::default(),
            limits,
            stop,
            progress,
            progress_plain: false,
            start,
        }
    }

    /// Numbers the states in the store (0, 1, ... in the order first
    /// stored; exact stores always do), for models that keep records per
    /// state in a vector. Call before `store_root`.
    pub fn number_states(&mut self) {
        if let Visited::Fingerprints(_) = self.seen {
            self.seen = Visited::new(false, true);
        }
    }

    /// Stores the initial state (key `root_key`, explored with nothing
    /// asleep); returns its number (see `number_states`).
    pub fn store_root(&mut self, root_key: StateKey) -> u32 {
        let (_, number) = self.seen.visit(root_key, 0);
        self.stats.states = 1;
        number
    }

    /// The limit (named) a search at `depth` has hit, if any.
    pub(crate) fn limit_hit(&self, depth: usize) -> Option<String> {
        if self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Some(INTERRUPTED.into());
        }
        if let Some(m) = self.limits.max_states {
            if self.stats.states >= m {
                return Some(format!("max states ({m})"));
            }
        }
        if let Some(d) = self.limits.max_depth {
            if depth > d {
                return Some(format!("max depth ({d})"));
            }
        }
        if let Some(t) = self.limits.time_limit {
            if self.limits.since.unwrap_or(self.start).elapsed() > t {
                return Some(format!("time limit ({} s)", t.as_secs_f64()));
            }
        }
        if let Some(m) = self.limits.memory_limit {
            if self.stats.transitions.is_multiple_of(256) && peak_memory_bytes() > m {
                return Some(format!("memory limit ({} MiB)", m >> 20));
            }
        }
        None
    }

    /// Explores depth-first from `root` (stored with `store_root`), until
    /// every branch is explored, a limit is hit or the model stops.
    pub fn run<M: Model>(&mut self, model: &mut M, root: Node<M>) -> Ended<M::Stop> {
        let mut last_progress = Instant::now();
        let mut printed_progress = false;
        let mut stack = vec![root];
        let mut depth_limited = None;
        // The model's current state is the top node's, as `save` made it.
        let mut at_top = false;
        while let Some(top) = stack.last_mut() {
            if top.next >= top.choices.len() {
                at_top = false;
                let node = stack.pop().expect("top");
                model.backtracked(node, &mut stack);
                continue;
            }
            let choice = top.choices[top.next];
            top.next += 1;
            if !std::mem::take(&mut at_top) {
                model.restore(&top.state);
            }
            let depth = stack.len();
            if let Some(l) = self.limit_hit(depth) {
                if l.starts_with("max depth") {
                    depth_limited = Some(l);
                    let node = stack.pop().expect("top");
                    model.backtracked(node, &mut stack);
                    continue;
                }
                return Ended::Limit(l);
            }
            if self.progress && self.stats.transitions.is_multiple_of(64) {
                let interval = if self.progress_plain && printed_progress {
                    PROGRESS_PLAIN_INTERVAL
                } else {
                    PROGRESS_FIRST
                };
                if last_progress.elapsed() > interval {
                    last_progress = Instant::now();
                    printed_progress = true;
                    let line = format!(
                        "states {}  transitions {}  depth {}  {:.0} states/s  {} MiB  {:.0} s",
                        self.stats.states,
                        self.stats.transitions,
                        depth,
                        self.stats.states as f64 / self.start.elapsed().as_secs_f64(),
                        peak_memory_bytes() >> 20,
                        self.start.elapsed().as_secs_f64()
                    );
                    if self.progress_plain {
                        eprintln!("progress: {line}");
                    } else {
                        eprint!("\r{line}     ");
                    }
                }
            }
            self.stats.transitions += 1;
            let arrival = match model.transition(&mut stack, choice) {
                Ok(Some(a)) => a,
                Ok(None) => continue,
                Err(s) => return Ended::Stopped(s),
            };
            let (visit, number) = self.seen.visit(arrival.key, arrival.mask);
            let wake = match visit {
                Visit::New => {
                    self.stats.states += 1;
                    None
                }
                Visit::Covered => {
                    self.stats.revisited += 1;
                    model.revisited(&mut stack, &arrival.data, number);
                    continue;
                }
                Visit::Wake(w) => {
                    self.stats.revisited += 1;
                    model.revisited(&mut stack, &arrival.data, number);
                    Some(w)
                }
            };
            let (choices, data) = match model.expand(&mut stack, choice, arrival.data, wake, number)
            {
                Ok(Some(x)) => x,
                Ok(None) => continue,
                Err(s) => return Ended::Stopped(s),
            };
            let depth = stack.len() + 1;
            self.stats.max_depth = self.stats.max_depth.max(depth);
            stack.push(Node {
                state: model.save(),
                choices,
                next: 0,
                step: Some(choice),
                data,
            });
            at_top = true;
        }
        Ended::Complete { depth_limited }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    /// A toy model: states are numbers, the branches out of `s` are the
    /// edges of a fixed graph, and reaching `bad` stops the search.
    struct Graph {
        edges: Vec<Vec<u32>>,
        current: u32,
        bad: Option<u32>,
        /// Every transition run, as (from, to).
        ran: Vec<(u32, u32)>,
        /// The mask stored with the state an edge (from, to) reaches.
        mask: fn(u32, u32) -> u32,
        /// Every expansion, as (state, wake).
        expanded: Vec<(u32, Option<u32>)>,
        /// Every revisit, as (state, path length).
        revisits: Vec<(u32, usize)>,
    }

    impl Model for Graph {
        type State = u32;
        type Choice = u32;
        type NodeData = ();
        type Arrived = ();
        type Stop = Vec<u32>;

        fn save(&mut self) -> u32 {
            self.current
        }
        fn restore(&mut self, s: &u32) {
            self.current = *s;
        }
        fn transition(
            &mut self,
            path: &mut [Node<Self>],
            to: u32,
        ) -> Result<Option<Arrival<()>>, Vec<u32>> {
            self.ran.push((self.current, to));
            let mask = (self.mask)(self.current, to);
            self.current = to;
            if Some(to) == self.bad {
                // The counterexample: the path's steps and this one.
                let mut trace: Vec<u32> = path.iter().filter_map(|n| n.step).collect();
                trace.push(to);
                return Err(trace);
            }
            Ok(Some(Arrival {
                key: StateKey::Fingerprint(to as u128 + 1),
                mask,
                data: (),
            }))
        }
        fn expand(
            &mut self,
            _path: &mut [Node<Self>],
            _choice: u32,
            _arrived: (),
            wake: Option<u32>,
            _number: u32,
        ) -> Result<Option<(Vec<u32>, ())>, Vec<u32>> {
            self.expanded.push((self.current, wake));
            let next = self.edges[self.current as usize].clone();
            Ok((!next.is_empty()).then_some((next, ())))
        }
        fn revisited(&mut self, path: &mut [Node<Self>], _arrived: &(), _number: u32) {
            self.revisits.push((self.current, path.len()));
        }
    }

    fn search(g: &mut Graph, limits: Limits) -> (Ended<Vec<u32>>, Stats) {
        let stop = AtomicBool::new(false);
        let mut dfs = Dfs::new(false, limits, &stop, false, Instant::now());
        dfs.store_root(StateKey::Fingerprint(1));
        let root = Node {
            state: 0,
            choices: g.edges[0].clone(),
            next: 0,
            step: None,
            data: (),
        };
        let ended = dfs.run(g, root);
        (ended, dfs.stats)
    }

    /// A diamond with a tail and a back edge: 0 -> 1, 0 -> 2, 1 -> 3,
    /// 2 -> 3, 3 -> 4, 4 -> 0.
    fn diamond() -> Graph {
        Graph {
            edges: vec![vec![1, 2], vec![3], vec![3], vec![4], vec![0]],
            current: 0,
            bad: None,
            ran: Vec::new(),
            mask: |_, _| 0,
            expanded: Vec::new(),
            revisits: Vec::new(),
        }
    }

    #[test]
    fn explores_each_state_once_and_every_edge() {
        let mut g = diamond();
        let (ended, stats) = search(&mut g, Limits::default());
        assert!(matches!(
            ended,
            Ended::Complete {
                depth_limited: None
            }
        ));
        assert_eq!(stats.states, 5);
        // Six edges, each run once; 3 (via 2) and 0 (via 4) are revisits.
        assert_eq!(stats.transitions, 6);
        assert_eq!(stats.revisited, 2);
        assert_eq!(stats.max_depth, 4);
        assert_eq!(g.ran, vec![(0, 1), (1, 3), (3, 4), (4, 0), (0, 2), (2, 3)]);
        // 0 again from the path 0, 1, 3, 4; 3 again from the path 0, 2.
        assert_eq!(g.revisits, vec![(0, 4), (3, 2)]);
    }

    #[test]
    fn the_model_stops_it_with_the_path() {
        let mut g = diamond();
        g.bad = Some(4);
        let (ended, _) = search(&mut g, Limits::default());
        match ended {
            Ended::Stopped(trace) => assert_eq!(trace, vec![1, 3, 4]),
            _ => panic!("the bad state was not reported"),
        }
    }

    #[test]
    fn depth_limit_prunes_and_is_reported() {
        let mut g = diamond();
        let limits = Limits {
            max_depth: Some(2),
            ..Limits::default()
        };
        let (ended, stats) = search(&mut g, limits);
        match ended {
            Ended::Complete { depth_limited } => {
                assert_eq!(depth_limited.as_deref(), Some("max depth (2)"))
            }
            _ => panic!("a depth limit does not stop the search"),
        }
        // 0, 1, 3 and 2 are reached; 4 lies beyond the limit.
        assert_eq!(stats.states, 4);
    }

    #[test]
    fn state_limit_stops_it() {
        let mut g = diamond();
        let limits = Limits {
            max_states: Some(3),
            ..Limits::default()
        };
        let (ended, stats) = search(&mut g, limits);
        assert!(matches!(ended, Ended::Limit(ref l) if l == "max states (3)"));
        assert_eq!(stats.states, 3);
    }

    #[test]
    fn a_revisit_with_less_asleep_is_expanded_for_the_woken() {
        // 3 is first reached from 1 with bits 0 and 1 set, then from 2 with
        // bit 0 only: expanded again for bit 1; a third visit from 2 again
        // would be covered.
        let mut g = diamond();
        g.mask = |from, to| match (from, to) {
            (1, 3) => 0b11,
            (2, 3) => 0b01,
            _ => 0,
        };
        let (ended, stats) = search(&mut g, Limits::default());
        assert!(matches!(
            ended,
            Ended::Complete {
                depth_limited: None
            }
        ));
        assert_eq!(stats.states, 5);
        assert_eq!(stats.revisited, 3);
        assert_eq!(
            g.expanded,
            vec![(1, None), (3, None), (4, None), (2, None), (3, Some(0b10))]
        );
        // The woken revisit of 3 is told too (before it is expanded), and
        // so is the covered revisit of 4 below it.
        assert_eq!(g.revisits, vec![(0, 4), (3, 2), (4, 3)]);
    }
}
