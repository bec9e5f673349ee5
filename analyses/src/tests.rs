//! Unit tests of the analyses' core on synthetic events (no VM needed).

use wayfinder_vm::listener::Location;
use wayfinder_vm::value::ObjRef;

use crate::deps::Deps;
use crate::eraser::{Eraser, RaceKey};
use crate::locks::{At, Locksets, ThreadState, EMPTY};
use crate::locktree::inversions;
use crate::vclock::{SyncClocks, SyncObject};

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
        t.acquire(sets, lock(l), lock(l), true, 1, NOWHERE, true);
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
    assert!(t.acquire(&mut s, lock(1), lock(1), true, 1, NOWHERE, true));
    assert!(!t.acquire(&mut s, lock(1), lock(1), true, 1, NOWHERE, true));
    // wait: all entries released, then taken back with the saved count.
    t.release(&mut s, lock(1), true, 2);
    assert_eq!(t.all, EMPTY);
    assert!(t.acquire(&mut s, lock(1), lock(1), true, 2, NOWHERE, true));
    t.release(&mut s, lock(1), true, 1);
    assert_eq!(s.get(t.all), &[lock(1)]);
    t.release(&mut s, lock(1), true, 1);
    assert_eq!(t.all, EMPTY);
    // A read hold is in `all` but not in `write`.
    t.acquire(&mut s, lock(2), lock(2), false, 1, NOWHERE, true);
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
    ts[1].acquire(&mut s, lock(1), lock(1), false, 1, NOWHERE, true);
    ts[1].acquire(&mut s, lock(2), lock(2), true, 1, NOWHERE, true);
    ts[2].acquire(&mut s, lock(2), lock(2), true, 1, NOWHERE, true);
    ts[2].acquire(&mut s, lock(1), lock(1), false, 1, NOWHERE, true);
    assert!(inversions(&ts).is_empty());
}

/// The inner lock taken by `tryLock` (timed or not) never waits forever:
/// no cycle through it; a blocking inner request under a `tryLock`-taken
/// outer lock still closes one.
#[test]
fn try_lock_requests_close_no_cycle() {
    let mut s = Locksets::default();
    let take = |t: &mut ThreadState, s: &mut Locksets, order: &[(usize, bool)]| {
        for &(l, blocking) in order {
            t.acquire(s, lock(l), lock(l), true, 1, NOWHERE, blocking);
        }
        for &(l, _) in order.iter().rev() {
            t.release(s, lock(l), true, 1);
        }
    };
    // Both threads tryLock both locks (the back-off transfer): nothing.
    let mut ts = threads(3);
    take(&mut ts[1], &mut s, &[(1, false), (2, false)]);
    take(&mut ts[2], &mut s, &[(2, false), (1, false)]);
    assert!(inversions(&ts).is_empty());
    // One thread blocks for its inner lock, the other tries: nothing.
    let mut ts = threads(3);
    take(&mut ts[1], &mut s, &[(1, true), (2, true)]);
    take(&mut ts[2], &mut s, &[(2, true), (1, false)]);
    assert!(inversions(&ts).is_empty());
    // Outer locks by tryLock, inner ones blocking: a cycle.
    let mut ts = threads(3);
    take(&mut ts[1], &mut s, &[(1, false), (2, true)]);
    take(&mut ts[2], &mut s, &[(2, false), (1, true)]);
    assert_eq!(inversions(&ts).len(), 1);
    // Once blocking, once trying on the same path: still a blocking request.
    let mut ts = threads(3);
    take(&mut ts[1], &mut s, &[(1, true), (2, false)]);
    take(&mut ts[1], &mut s, &[(1, true), (2, true)]);
    take(&mut ts[2], &mut s, &[(2, true), (1, true)]);
    assert_eq!(inversions(&ts).len(), 1);
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

/// Threads 0..n, all started by thread 0 before any event, with their
/// happens-before clocks.
fn hb_threads(n: u32) -> Vec<ThreadState> {
    let mut ts = threads(n);
    for t in 1..n {
        let mut hb = ts[0].hb.clone();
        hb.set(t, 1);
        ts[t as usize].hb = hb;
        ts[0].hb.tick(0);
    }
    ts
}

/// Thread `from` releases `obj` and thread `to` acquires it.
fn sync(clocks: &mut SyncClocks, ts: &mut [ThreadState], from: u32, to: u32, obj: SyncObject) {
    clocks.release(obj, from, &mut ts[from as usize].hb);
    clocks.acquire(obj, &mut ts[to as usize].hb);
}

const FLAG: SyncObject = SyncObject::Location(Location::Static { class: 8, slot: 1 });

#[test]
fn eraser_states() {
    let mut s = Locksets::default();
    // Written by one thread, read by another with nothing ordering them: a
    // race (Eraser alone would wait for a second write).
    let ts = hb_threads(3);
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[1], 1, true);
    access(&mut e, &mut s, &ts[2], 2, false);
    assert_eq!(e.races.len(), 1);
    let r = &e.races[0];
    assert_eq!((r.earlier.tid, r.earlier.write), (1, true));
    assert_eq!((r.later.tid, r.later.write), (2, false));

    // Read by two threads, no write: no race.
    let ts = hb_threads(3);
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[1], 1, false);
    access(&mut e, &mut s, &ts[2], 2, false);
    access(&mut e, &mut s, &ts[1], 1, false);
    assert!(e.races.is_empty());

    // Both under the same lock: no race; under different locks: a race
    // (no happens-before here: the lockset alone decides).
    for (l1, l2, races) in [(1, 1, 0), (1, 2, 1)] {
        let mut ts = hb_threads(3);
        let mut e = Eraser::default();
        for _ in 0..2 {
            for (t, l) in [(1u32, l1), (2, l2)] {
                ts[t as usize].acquire(&mut s, lock(l), lock(l), true, 1, NOWHERE, true);
                access(&mut e, &mut s, &ts[t as usize], t, true);
                ts[t as usize].release(&mut s, lock(l), true, 1);
            }
        }
        assert_eq!(e.races.len(), races, "locks {l1} and {l2}");
    }
}

/// A release/acquire pair (a volatile flag) hands a location from thread
/// to thread: no lock, no race; the same accesses without it race.
#[test]
fn happens_before_suppresses_unlocked_races() {
    let mut s = Locksets::default();
    for ordered in [true, false] {
        let mut ts = hb_threads(4);
        let mut clocks = SyncClocks::default();
        let mut e = Eraser::default();
        access(&mut e, &mut s, &ts[1], 1, true);
        if ordered {
            sync(&mut clocks, &mut ts, 1, 2, FLAG);
        }
        access(&mut e, &mut s, &ts[2], 2, false);
        access(&mut e, &mut s, &ts[2], 2, true);
        if ordered {
            sync(&mut clocks, &mut ts, 2, 3, FLAG);
        }
        access(&mut e, &mut s, &ts[3], 3, true);
        let want = if ordered { 0 } else { 1 };
        assert_eq!(e.races.len(), want, "ordered: {ordered}");
    }
}

/// Thread start and join as happens-before.
#[test]
fn start_and_join_order_accesses() {
    let mut s = Locksets::default();
    let mut ts = vec![ThreadState::new(0, None, None)];
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[0], 0, true);
    let mut child = ThreadState::new(1, Some(0), Some(&ts[0].vc));
    child.hb = ts[0].hb.clone();
    child.hb.set(1, 1);
    ts.push(child);
    ts[0].hb.tick(0);
    access(&mut e, &mut s, &ts[1], 1, true);
    let joined = ts[1].hb.clone();
    let before_join = ts[0].hb.clone();
    ts[0].hb.join(&joined);
    access(&mut e, &mut s, &ts[0], 0, true);
    assert!(e.races.is_empty());
    // Without the join, main's second write races with the child's.
    ts[0].hb = before_join;
    access(&mut e, &mut s, &ts[1], 1, true);
    access(&mut e, &mut s, &ts[0], 0, true);
    assert_eq!(e.races.len(), 1);
}

/// Concurrent reads are kept one per thread (the read vector): a write
/// ordered after one reader but not the other races with the other.
#[test]
fn read_vector_keeps_concurrent_readers() {
    let mut s = Locksets::default();
    let mut ts = hb_threads(4);
    let mut clocks = SyncClocks::default();
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[1], 1, true);
    sync(&mut clocks, &mut ts, 1, 2, FLAG);
    sync(&mut clocks, &mut ts, 1, 3, FLAG);
    access(&mut e, &mut s, &ts[2], 2, false);
    access(&mut e, &mut s, &ts[3], 3, false);
    assert!(e.races.is_empty());
    // Thread 2 hands over to thread 1, which writes: thread 3's read is
    // not ordered before it.
    let m = SyncObject::Monitor(lock(9));
    sync(&mut clocks, &mut ts, 2, 1, m);
    access(&mut e, &mut s, &ts[1], 1, true);
    assert_eq!(e.races.len(), 1);
    let r = &e.races[0];
    assert_eq!((r.earlier.tid, r.earlier.write), (3, false));
    assert_eq!((r.later.tid, r.later.write), (1, true));
}

/// Happens-before is transitive: reads handed from thread to thread (and
/// kept as one epoch) are all ordered before the last thread's write.
#[test]
fn happens_before_is_transitive() {
    let mut s = Locksets::default();
    let mut ts = hb_threads(4);
    let mut clocks = SyncClocks::default();
    let mut e = Eraser::default();
    access(&mut e, &mut s, &ts[1], 1, false);
    sync(&mut clocks, &mut ts, 1, 2, FLAG);
    access(&mut e, &mut s, &ts[2], 2, false);
    sync(&mut clocks, &mut ts, 2, 3, FLAG);
    access(&mut e, &mut s, &ts[3], 3, true);
    assert!(e.races.is_empty());
}

/// The same access again in one epoch adds nothing, but a new lockset or
/// a new epoch is looked at.
#[test]
fn same_epoch_fast_path_keeps_races() {
    let mut s = Locksets::default();
    let ts = hb_threads(3);
    let mut e = Eraser::default();
    for _ in 0..3 {
        access(&mut e, &mut s, &ts[1], 1, true);
    }
    access(&mut e, &mut s, &ts[2], 2, true);
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
