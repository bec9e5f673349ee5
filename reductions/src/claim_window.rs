//! The bookkeeping of a run-time-checked rule whose first broken used
//! claim does not stop the run at once (`crate::owned_objects`,
//! `crate::lock_protected`, "Restarts"): the rule counts the operations
//! reported to it, holds the first broken used claim back, and lets the
//! run go on for a number of operations more to collect other breaks
//! before the claim stops it.

use wayfinder_vm::vm::BrokenClaim;

/// One run's count of operations and its first broken used claim, held
/// back until the run has gone on long enough.
#[derive(Default)]
pub(crate) struct ClaimWindow {
    /// Operations reported to the rule so far in this run.
    ops: u64,
    /// When `ops` reaches this, the held claim stops the run.
    stop_at: Option<u64>,
    /// The first broken used claim, until it stops the run or the run
    /// ends (taken).
    broken: Option<BrokenClaim>,
}

impl ClaimWindow {
    /// Operations reported so far.
    pub(crate) fn ops(&self) -> u64 {
        self.ops
    }

    /// Counts one reported operation (called before the rule looks at
    /// it); is it time for the held claim, if any, to stop the run?
    pub(crate) fn tick(&mut self) -> bool {
        self.ops += 1;
        self.stop_at.is_some_and(|n| self.ops >= n)
    }

    /// A used claim broke: the first of the run is held, and the run goes
    /// on for `extra` operations more. Was it the first (nothing held or
    /// stopped the run before)?
    pub(crate) fn first_break(&mut self, claim: BrokenClaim, extra: u64) -> bool {
        if self.broken.is_some() || self.stop_at.is_some() {
            return false;
        }
        self.broken = Some(claim);
        self.stop_at = Some(self.ops.saturating_add(extra));
        true
    }

    /// Is a break held that is to stop the run before `ops` reaches `at`?
    pub(crate) fn stops_before(&self, at: u64) -> bool {
        self.stop_at.is_some_and(|n| n < at)
    }

    /// Lets the run go on until `ops` reaches `at`, if a break is held
    /// and it was to stop the run sooner.
    pub(crate) fn extend_to(&mut self, at: u64) {
        if self.stop_at.is_some_and(|n| n < at) {
            self.stop_at = Some(at);
        }
    }

    /// The held claim, if any (taken: a run reports it once).
    pub(crate) fn take(&mut self) -> Option<BrokenClaim> {
        self.broken.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(canon: u64) -> BrokenClaim {
        BrokenClaim::SharedObject(canon, 7)
    }

    fn canon_of(c: Option<BrokenClaim>) -> Option<u64> {
        match c {
            Some(BrokenClaim::SharedObject(canon, _)) => Some(canon),
            Some(_) => panic!("not a shared-object claim"),
            None => None,
        }
    }

    #[test]
    fn nothing_is_due_before_a_break() {
        let mut w = ClaimWindow::default();
        for _ in 0..1000 {
            assert!(!w.tick());
        }
        assert_eq!(w.ops(), 1000);
        assert_eq!(canon_of(w.take()), None);
    }

    #[test]
    fn the_first_break_is_held_for_extra_operations() {
        let mut w = ClaimWindow::default();
        for _ in 0..5 {
            w.tick();
        }
        assert!(w.first_break(claim(1), 3));
        // Operations 6 and 7 go on; the 8th is due (5 + 3).
        assert!(!w.tick());
        assert!(!w.tick());
        assert!(w.tick());
        assert_eq!(canon_of(w.take()), Some(1));
        // Taken once.
        assert_eq!(canon_of(w.take()), None);
    }

    #[test]
    fn later_breaks_neither_replace_nor_restart_the_window() {
        let mut w = ClaimWindow::default();
        w.tick();
        assert!(w.first_break(claim(1), 10));
        w.tick();
        assert!(!w.first_break(claim(2), 1000));
        for _ in 0..8 {
            assert!(!w.tick());
        }
        // 1 + 10 = 11 operations.
        assert!(w.tick());
        assert_eq!(canon_of(w.take()), Some(1));
        // Once the held claim was taken, no break is held again in this
        // run: the run has already been reported broken.
        assert!(!w.first_break(claim(3), 1));
        assert_eq!(canon_of(w.take()), None);
    }

    #[test]
    fn extending_only_moves_a_held_stop_later() {
        let mut w = ClaimWindow::default();
        // Nothing held: nothing to extend.
        w.extend_to(100);
        for _ in 0..200 {
            assert!(!w.tick());
        }
        assert!(w.first_break(claim(4), 5));
        // An earlier stop than the one held is ignored.
        w.extend_to(201);
        w.extend_to(210);
        for _ in 0..9 {
            assert!(!w.tick());
        }
        assert!(w.tick());
        assert_eq!(w.ops(), 210);
        assert_eq!(canon_of(w.take()), Some(4));
    }
}
