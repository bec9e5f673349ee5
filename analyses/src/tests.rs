//! Unit tests of the analyses' core on synthetic events (no VM needed).

use wayfinder_vm::listener::Location;
use wayfinder_vm::value::ObjRef;

use crate::deps::Deps;
use crate::eraser::{Eraser, RaceKey};
use crate::locks::{At, Locksets, ThreadState, EMPTY};
use crate::locktree::inversions;

const NOWHERE: At = At {
    site: None,
    user: None,
};

fn lock(i: usize) -> ObjRef {
    ObjRef::from_index(i)
}

/// Threads 0..n, all started by thread 0 before any event.
fn threads(n: u32) -> Vec<ThreadState> {
    let mut ts = vec![ThreadState::new(0, None, None)];
    for t in 1..n {
        let st = ThreadState::new(t, Some(0), Some(&ts[0].vc));
        ts.push(st);
        ts[0].vc[0] += 1;
    }
    ts
}

fn nest(t: &mut ThreadState, sets: &mut Locksets, order: &[usize]) {
    for &l in order {
        t.acquire(sets, lock(l), lock(l), true, 1, NOWHERE);
    }
    for &l in order.iter().rev() {
        t.release(sets, lock(l), true, 1);
    }
}

#[test]
fn locksets_intern_meet_and_step() {
    let mut s = Locksets::default();
    let ab = s.intern(vec![lock(2), lock(1), lock(2)]);
    let ba = s.intern(vec![lock(1), lock(2)]);
    assert_eq!(ab, ba);
    let b = s.intern(vec![lock(2)]);
    assert_eq!(s.meet(ab, b), b);
    let c = s.intern(vec![lock(3)]);
    assert_eq!(s.meet(b, c), EMPTY);
    assert_eq!(s.step(b, lock(1), true), ab);
    assert_eq!(s.step(ab, lock(1), false), b);
    assert!(s.disjoint(b, EMPTY));
    assert!(!s.disjoint(ab, b));
}

#[test]
fn reentrant_and_wait_holds() {
    let mut s = Locksets::default();
    let mut t = ThreadState::new(0, None, None);
    assert!(t.acquire(&mut s, lock(1), lock(1), true, 1, NOWHERE));
    assert!(!t.acquire(&mut s, lock(1), lock(1), true, 1, NOWHERE));
    // wait: all entries released, then taken back with the saved count.
    t.release(&mut s, lock(1), true, 2);
    assert_eq!(t.all, EMPTY);
    assert!(t.acquire(&mut s, lock(1), lock(1), true, 2, NOWHERE));
    t.release(&mut s, lock(1), true, 1);
    assert_eq!(s.get(t.all), &[lock(1)]);
    t.release(&mut s, lock(1), true, 1);
    assert_eq!(t.all, EMPTY);
    // A read hold is in `all` but not in `write`.
    t.acquire(&mut s, lock(2), lock(2), false, 1, NOWHERE);
    assert_eq!(s.get(t.all), &[lock(2)]);
    assert_eq!(t.write, EMPTY);
}

#[test]
fn opposite_orders_are_reported_unless_gated_or_ordered() {
    let mut s = Locksets::default();
    let mut ts = threads(3);
    nest(&mut ts[1], &mut s, &[1, 2]);
    nest(&mut ts[2], &mut s, &[2, 1]);
    let inv = inversions(&ts);
    assert_eq!(inv.len(), 1);
    assert_eq!(inv[0].sides.len(), 2);

    // Behind a common gate: nothing.
    let mut ts = threads(3);
    nest(&mut ts[1], &mut s, &[9, 1, 2]);
    nest(&mut ts[2], &mut s, &[9, 2, 1]);
    assert!(inversions(&ts).is_empty());

    // Both orders in one thread: nothing.
    let mut ts = threads(2);
    nest(&mut ts[1], &mut s, &[1, 2]);
    nest(&mut ts[1], &mut s, &[2, 1]);
    assert!(inversions(&ts).is_empty());

    // Main takes 1 then 2 before it starts the thread that takes 2 then 1.
    let mut ts = vec![ThreadState::new(0, None, None)];
    nest(&mut ts[0], &mut s, &[1, 2]);
    let child = ThreadState::new(1, Some(0), Some(&ts[0].vc));
    ts.push(child);
    ts[0].vc[0] += 1;
    nest(&mut ts[1], &mut s, &[2, 1]);
    assert!(inversions(&ts).is_empty());

    // Two read holds do not block each other.
    let mut ts = threads(3);
    ts[1].acquire(&mut s, lock(1), lock(1), false, 1, NOWHERE);
    ts[1].acquire(&mut s, lock(2), lock(2), true, 1, NOWHERE);
    ts[2].acquire(&mut s, lock(2), lock(2), true, 1, NOWHERE);
    ts[2].acquire(&mut s, lock(1), lock(1), false, 1, NOWHERE);
    assert!(inversions(&ts).is_empty());
}

#[test]
fn three_thread_cycle() {
    let mut s = Locksets::default();
    let mut ts = threads(4);
    nest(&mut ts[1], &mut s, &[1, 2]);
    nest(&mut ts[2], &mut s, &[2, 3]);
    nest(&mut ts[3], &mut s, &[3, 1]);
    let inv = inversions(&ts);
    assert_eq!(inv.len(), 1);
    assert_eq!(inv[0].sides.len(), 3);
    // One philosopher takes the forks in the other order: no cycle.
    let mut ts = threads(4);
    nest(&mut ts[1], &mut s, &[1, 2]);
    nest(&mut ts[2], &mut s, &[2, 3]);
    nest(&mut ts[3], &mut s, &[1, 3]);
    assert!(inversions(&ts).is_empty());
}

fn access(e: &mut Eraser, s: &mut Locksets, t: &ThreadState, tid: u32, write: bool) {
    let loc = Location::Static { class: 7, slot: 0 };
    e.access(s, t, tid, loc, || RaceKey::Static(7, 0), write, NOWHERE);
}

#[test]
fn eraser_states() {
    // Written by one thread, then only read by another: no race.
    let mut s = Locksets::default();
    let ts = threads(3);
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[1], 1, true);
    access(&mut e, &mut s, &ts[2], 2, false);
    access(&mut e, &mut s, &ts[1], 1, false);
    assert!(e.races.is_empty());
    // ... until the second thread writes.
    access(&mut e, &mut s, &ts[2], 2, true);
    assert_eq!(e.races.len(), 1);
    assert_eq!((e.races[0].earlier.tid, e.races[0].later.tid), (1, 2));

    // Both under the same lock: no race; under different locks: a race.
    for (l1, l2, races) in [(1, 1, 0), (1, 2, 1)] {
        let mut ts = threads(3);
        let mut e = Eraser::default();
        for _ in 0..2 {
            for (t, l) in [(1u32, l1), (2, l2)] {
                ts[t as usize].acquire(&mut s, lock(l), lock(l), true, 1, NOWHERE);
                access(&mut e, &mut s, &ts[t as usize], t, true);
                ts[t as usize].release(&mut s, lock(l), true, 1);
            }
        }
        assert_eq!(e.races.len(), races, "locks {l1} and {l2}");
    }

    // Handed over by start and join: no race without locks.
    let mut ts = vec![ThreadState::new(0, None, None)];
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[0], 0, true);
    ts.push(ThreadState::new(1, Some(0), Some(&ts[0].vc)));
    ts[0].vc[0] += 1;
    access(&mut e, &mut s, &ts[1], 1, true);
    let child = ts[1].vc.clone();
    ts[0].vc.resize(child.len(), 0);
    for (a, b) in ts[0].vc.iter_mut().zip(child) {
        *a = (*a).max(b);
    }
    access(&mut e, &mut s, &ts[0], 0, true);
    assert!(e.races.is_empty());
    // Without the join, main's second write races with the child's.
    ts[0].vc.truncate(1);
    access(&mut e, &mut s, &ts[1], 1, true);
    access(&mut e, &mut s, &ts[0], 0, true);
    assert_eq!(e.races.len(), 1);
}

#[test]
fn window_follows_parents_and_reads_from() {
    let mut d = Deps::default();
    // Thread 3 writes object 10, thread 2 reads it; thread 4 only touches 11.
    d.object(10, 3, true);
    d.object(10, 2, false);
    d.object(11, 4, true);
    d.object(11, 4, false);
    let parents = [None, Some(0), Some(0), Some(0), Some(0)];
    assert_eq!(d.window(&[1, 2], &parents), vec![0, 1, 2, 3]);
    // Threads beyond the bit masks.
    d.object(12, 70, true);
    d.object(12, 1, false);
    let mut parents = vec![Some(0); 71];
    parents[0] = None;
    assert_eq!(d.window(&[1], &parents), vec![0, 1, 70]);
}
