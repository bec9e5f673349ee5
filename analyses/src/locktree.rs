//! Lock trees: per thread, the nested lock acquisitions it made, as a tree
//! whose root-to-node paths are the lock stacks the thread held. At the end
//! every pair of threads' trees is compared: thread 1 took `b` while
//! holding `a`, thread 2 took `a` while holding `b`, and no third lock
//! (a gate) was held by both at those moments, so some schedule deadlocks.
//! The same comparison is extended to cycles through up to `MAX_CYCLE`
//! threads (dining philosophers: each holds one fork and asks for the
//! next), with the gate and ordering conditions checked for every pair of
//! threads in the cycle.

use wayfinder_vm::value::ObjRef;

use crate::locks::{At, ThreadState};

pub struct Node {
    pub lock: ObjRef,
    /// The object the program locked (see `Held::display`).
    pub display: ObjRef,
    /// Taken in write (exclusive) mode.
    pub write: bool,
    pub parent: Option<u32>,
    pub children: Vec<u32>,
    /// Where the thread first took the lock along this path.
    pub at: At,
    /// The thread's vector clocks at the acquisitions of this node (each
    /// distinct one once; they change only at thread start and join).
    pub vcs: Vec<Box<[u32]>>,
    /// Some acquisition along this path could wait for the lock: false
    /// when every one was a `tryLock`, which gives up instead of waiting,
    /// so the node is the inner lock of no deadlock (it stays an outer
    /// lock and a gate for the acquisitions below it).
    pub blocking: bool,
}

#[derive(Default)]
pub struct LockTree {
    pub nodes: Vec<Node>,
    roots: Vec<u32>,
}

impl LockTree {
    fn child(
        &mut self,
        parent: Option<u32>,
        (lock, display): (ObjRef, ObjRef),
        write: bool,
        at: At,
    ) -> (u32, bool) {
        let list = match parent {
            Some(p) => &self.nodes[p as usize].children,
            None => &self.roots,
        };
        if let Some(&n) = list.iter().find(|&&n| {
            let node = &self.nodes[n as usize];
            node.lock == lock && node.write == write
        }) {
            return (n, false);
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            lock,
            display,
            write,
            parent,
            children: Vec::new(),
            at,
            vcs: Vec::new(),
            blocking: false,
        });
        match parent {
            Some(p) => self.nodes[p as usize].children.push(id),
            None => self.roots.push(id),
        }
        (id, true)
    }

    /// Records the acquisition of `lock` (with the object the program
    /// locked) while the locks of `path` (lock and object, write mode,
    /// where taken, node it got then) are held, in order. Returns the node
    /// of the new acquisition. `blocking` is false for a `tryLock`.
    pub fn enter(
        &mut self,
        path: &[((ObjRef, ObjRef), bool, At, u32)],
        lock: (ObjRef, ObjRef),
        write: bool,
        at: At,
        vc: &[u32],
        blocking: bool,
    ) -> u32 {
        let mut parent = None;
        for &(l, w, a, orig) in path {
            let (n, created) = self.child(parent, l, w, a);
            if created {
                // A lock released out of order left a path the tree did not
                // have yet: the held locks keep their acquisition clocks.
                let old = self.nodes.get(orig as usize);
                let vcs = old.map(|o| o.vcs.clone());
                let blocking = old.is_none_or(|o| o.blocking);
                self.nodes[n as usize].vcs = vcs.unwrap_or_default();
                self.nodes[n as usize].blocking = blocking;
            }
            parent = Some(n);
        }
        let (n, _) = self.child(parent, lock, write, at);
        self.nodes[n as usize].blocking |= blocking;
        let vcs = &mut self.nodes[n as usize].vcs;
        if vcs.last().is_none_or(|v| **v != *vc) {
            vcs.push(vc.into());
        }
        n
    }

    /// The locks on the path from the root to `n`, outermost first
    /// (without `n` itself).
    fn ancestors(&self, n: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut cur = self.nodes[n as usize].parent;
        while let Some(p) = cur {
            out.push(p);
            cur = self.nodes[p as usize].parent;
        }
        out.reverse();
        out
    }
}

/// A thread took `inner`'s lock while holding `outer`'s (node ids in its
/// tree), with `gates` (other locks, with write mode) held as well.
pub struct Edge {
    pub outer: u32,
    pub inner: u32,
    pub gates: Vec<(ObjRef, bool)>,
}

fn edges(tree: &LockTree) -> Vec<Edge> {
    let mut out = Vec::new();
    for n in 0..tree.nodes.len() as u32 {
        if !tree.nodes[n as usize].blocking {
            continue;
        }
        let anc = tree.ancestors(n);
        for (i, &a) in anc.iter().enumerate() {
            if tree.nodes[a as usize].lock == tree.nodes[n as usize].lock {
                continue;
            }
            let gates = anc
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &g)| (tree.nodes[g as usize].lock, tree.nodes[g as usize].write))
                .collect();
            out.push(Edge {
                outer: a,
                inner: n,
                gates,
            });
        }
    }
    out
}

/// Every event recorded in `before` (thread `t1`'s clocks) happens before
/// every event in `after` (thread `t2`'s clocks), by thread start and join.
fn all_before(t1: u32, before: &[Box<[u32]>], after: &[Box<[u32]>]) -> bool {
    if before.is_empty() || after.is_empty() {
        return false;
    }
    before.iter().all(|v| {
        let mine = v.get(t1 as usize).copied().unwrap_or(0);
        after
            .iter()
            .all(|w| w.get(t1 as usize).copied().unwrap_or(0) >= mine)
    })
}

/// A lock-order cycle: thread `i` holds lock `i` and asks for lock `i+1`
/// (the last one for lock 0), each side `(thread, outer node, inner node)`
/// in its thread's tree, with the other locks each side held.
pub struct Inversion {
    pub sides: Vec<(u32, u32, u32)>,
    pub gates: Vec<Vec<ObjRef>>,
}

/// Longest cycle looked for (threads in one deadlock).
const MAX_CYCLE: usize = 8;
/// Work limit of the cycle search (edge extensions tried).
const MAX_STEPS: u64 = 2_000_000;

struct Flat<'a> {
    tid: u32,
    edge: &'a Edge,
    outer: &'a Node,
    inner: &'a Node,
}

/// Can `a` and `b` (different threads) be in one deadlock: no gate lock
/// both hold (in modes that exclude each other), and thread start and join
/// do not order one's request before the other's hold?
fn compatible(a: &Flat, b: &Flat) -> bool {
    let gated = a
        .edge
        .gates
        .iter()
        .any(|&(g, w1)| b.edge.gates.iter().any(|&(h, w2)| g == h && (w1 || w2)));
    !gated
        && !all_before(a.tid, &a.inner.vcs, &b.outer.vcs)
        && !all_before(b.tid, &b.inner.vcs, &a.outer.vcs)
}

/// Compares the threads' lock trees: every cycle of two to `MAX_CYCLE`
/// threads where each holds one lock of the cycle and asks for the next,
/// pairwise compatible (see `compatible`), with each lock held and asked
/// for in modes that exclude each other. One report per set of locks.
pub fn inversions(threads: &[ThreadState]) -> Vec<Inversion> {
    let all: Vec<Vec<Edge>> = threads.iter().map(|s| edges(&s.tree)).collect();
    let mut flat: Vec<Flat> = Vec::new();
    for (t, es) in all.iter().enumerate() {
        let tree = &threads[t].tree;
        for e in es {
            flat.push(Flat {
                tid: t as u32,
                edge: e,
                outer: &tree.nodes[e.outer as usize],
                inner: &tree.nodes[e.inner as usize],
            });
        }
    }
    let mut by_outer: fxhash::FxHashMap<ObjRef, Vec<usize>> = fxhash::FxHashMap::default();
    for (i, f) in flat.iter().enumerate() {
        by_outer.entry(f.outer.lock).or_default().push(i);
    }
    let mut found: Vec<Vec<ObjRef>> = Vec::new();
    let mut out = Vec::new();
    let mut steps = 0u64;
    // Cycles are found from their smallest lock, so each once.
    for start in 0..flat.len() {
        let mut path = vec![start];
        search(
            &flat, &by_outer, &mut path, &mut found, &mut out, &mut steps,
        );
    }
    out
}

fn search(
    flat: &[Flat],
    by_outer: &fxhash::FxHashMap<ObjRef, Vec<usize>>,
    path: &mut Vec<usize>,
    found: &mut Vec<Vec<ObjRef>>,
    out: &mut Vec<Inversion>,
    steps: &mut u64,
) {
    let first = &flat[path[0]];
    let last = &flat[*path.last().expect("path")];
    let want = last.inner.lock;
    let Some(next) = by_outer.get(&want) else {
        return;
    };
    for &n in next {
        *steps += 1;
        if *steps > MAX_STEPS {
            return;
        }
        let e = &flat[n];
        // The lock `want` is held by `e`'s thread and asked for by `last`'s.
        if !(last.inner.write || e.outer.write) {
            continue;
        }
        if path.iter().any(|&p| flat[p].tid == e.tid)
            || !path.iter().all(|&p| compatible(&flat[p], e))
        {
            continue;
        }
        let closes = e.inner.lock == first.outer.lock;
        if closes {
            if !(e.inner.write || first.outer.write) {
                continue;
            }
            let mut locks: Vec<ObjRef> = path.iter().map(|&p| flat[p].outer.lock).collect();
            locks.push(e.outer.lock);
            let mut key = locks.clone();
            key.sort_unstable();
            if found.contains(&key) {
                continue;
            }
            found.push(key);
            path.push(n);
            out.push(Inversion {
                sides: path
                    .iter()
                    .map(|&p| (flat[p].tid, flat[p].edge.outer, flat[p].edge.inner))
                    .collect(),
                gates: path
                    .iter()
                    .map(|&p| flat[p].edge.gates.iter().map(|g| g.0).collect())
                    .collect(),
            });
            path.pop();
            continue;
        }
        // Keep the first lock the smallest, and each lock once.
        if e.inner.lock < first.outer.lock
            || path.iter().any(|&p| flat[p].outer.lock == e.inner.lock)
            || path.len() + 1 >= MAX_CYCLE
        {
            continue;
        }
        path.push(n);
        search(flat, by_outer, path, found, out, steps);
        path.pop();
    }
}
