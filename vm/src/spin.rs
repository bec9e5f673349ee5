//! Where a long transition of a model-checking search ends when its thread
//! spins: a loop that runs without a scheduling point (a thread alone
//! busy-waiting on a flag no live thread will set, a spin lock whose
//! holder ended) would otherwise run a whole transition's instruction
//! budget (`SliceEnd::Budget`) before the search sees the state it comes
//! back to, at a cost of seconds per product state.
//!
//! The probe runs in model checking only, in slices whose thread is the
//! only one enabled when they start (`Vm::others_disabled`): the case of
//! a thread left alone busy-waiting. A slice with another thread enabled
//! spins without a scheduling point only on its own data, and is left to
//! the budget as before.
//!
//! Once a slice has run `SPIN_AFTER` instructions, the probe looks at the
//! running thread each time the instruction loop takes up a frame's next
//! instruction outside its plain-instruction loop (so at least every
//! `WATCHDOG_INSTRUCTIONS`): it keeps a snapshot of the thread's frames,
//! taken again at the 1st, 2nd, 4th, 8th... look (so that a loop entered
//! after a snapshot still meets a later one), and ends the slice as the
//! budget would (`SliceEnd::Budget`) when the thread is back at the
//! snapshot's instruction with every frame as it was then (method, pc,
//! locals and operand stack, return action, monitor), having read the
//! clock no more often than at the slice's start. The state reached is
//! then, in a loop that wrote nothing, the snapshot's state: the search
//! stores it, the next transition from it comes back to it, and state
//! matching closes the cycle after one round instead of one budget.
//!
//! Soundness does not rest on the test being exact. Ending a transition
//! before an instruction is what the budget already does: the state there
//! is one the program passes through, the search explores every branch
//! out of it (the same thread going on among them), and no behaviour is
//! lost; what may change is only how many states a loop that does write
//! (a frame unchanged but the heap not, such as `while (q.poll() != null)`)
//! is cut into, every `SPIN_AFTER` instructions at most, which
//! transitions shorter than that never are. Every formula `--ltl` takes
//! is stutter-invariant (no next operator), so the added state, a real
//! state of the execution, does not change its verdict either. A thread
//! that read the clock in the loop is left to the budget, whose end the
//! search treats as a wait on time (`ClockSpinAlone`).

use crate::thread::Frame;

/// Instructions a slice runs before the probe looks at it.
pub(crate) const SPIN_AFTER: u64 = 1 << 18;

/// The probe of one slice.
pub(crate) struct SpinProbe {
    /// It looks once the slice's remaining budget is below this (0: never,
    /// for slices shorter than `SPIN_AFTER` or outside model checking).
    pub(crate) mark: u64,
    /// The thread's clock reads when the slice started.
    clock_reads: u64,
    /// Looks so far.
    looks: u64,
    /// The look at which the next snapshot is taken.
    next_snapshot: u64,
    /// The running frame, then the frames below it (innermost first).
    snapshot: Vec<FrameImage>,
}

/// What of a frame the probe compares.
struct FrameImage {
    method: crate::loader::MethodId,
    pc: u32,
    vals: Vec<crate::value::Value>,
    on_return: crate::thread::ReturnAction,
    sync_obj: Option<crate::value::ObjRef>,
}

impl FrameImage {
    fn of(f: &Frame) -> FrameImage {
        FrameImage {
            method: f.method,
            pc: f.pc,
            vals: f.vals.clone(),
            on_return: f.on_return,
            sync_obj: f.sync_obj,
        }
    }

    /// Compares `vals` bit for bit (a NaN equals itself).
    fn is(&self, f: &Frame) -> bool {
        use crate::value::Value;
        let same = |a: &Value, b: &Value| match (a, b) {
            (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
            (Value::Double(x), Value::Double(y)) => x.to_bits() == y.to_bits(),
            _ => a == b,
        };
        self.method == f.method
            && self.pc == f.pc
            && self.on_return == f.on_return
            && self.sync_obj == f.sync_obj
            && self.vals.len() == f.vals.len()
            && self.vals.iter().zip(f.vals.iter()).all(|(a, b)| same(a, b))
    }
}

impl SpinProbe {
    /// The probe of a slice with `budget` instructions, of a thread that
    /// read the clock `clock_reads` times so far; it never looks unless
    /// `model_checking` (and the thread runs alone, see the module doc).
    pub(crate) fn new(budget: u64, clock_reads: u64, model_checking: bool) -> SpinProbe {
        SpinProbe {
            mark: if model_checking {
                budget.saturating_sub(SPIN_AFTER)
            } else {
                0
            },
            clock_reads,
            looks: 0,
            next_snapshot: 1,
            snapshot: Vec::new(),
        }
    }

    /// A look at the thread about to run `frame`'s next instruction, with
    /// `below` its other frames (outermost first) and `clock_reads` its
    /// clock reads now: should the slice end here?
    pub(crate) fn spins(&mut self, frame: &Frame, below: &[Box<Frame>], clock_reads: u64) -> bool {
        if clock_reads != self.clock_reads {
            self.mark = 0;
            return false;
        }
        self.looks += 1;
        if self.looks == self.next_snapshot {
            self.next_snapshot = self.next_snapshot.saturating_mul(2);
            self.snapshot.clear();
            self.snapshot.push(FrameImage::of(frame));
            self.snapshot
                .extend(below.iter().rev().map(|f| FrameImage::of(f)));
            return false;
        }
        self.snapshot.len() == below.len() + 1
            && self.snapshot[0].is(frame)
            && self.snapshot[1..]
                .iter()
                .zip(below.iter().rev())
                .all(|(s, f)| s.is(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn frame(pc: u32, vals: Vec<Value>) -> Frame {
        Frame {
            method: 0,
            pc,
            vals,
            max_locals: 1,
            code: std::rc::Rc::new(crate::classfile::Code {
                max_stack: 1,
                max_locals: 1,
                insns: Vec::new(),
                handlers: Vec::new(),
                lines: Vec::new(),
                byte_pcs: Vec::new(),
                local_vars: Vec::new(),
            }),
            on_return: crate::thread::ReturnAction::Normal,
            sync_obj: None,
        }
    }

    #[test]
    fn a_frame_back_as_it_was_spins() {
        let mut p = SpinProbe::new(1 << 30, 0, true);
        let f = frame(3, vec![Value::Int(1)]);
        assert!(!p.spins(&f, &[], 0), "the first look takes a snapshot");
        assert!(!p.spins(&f, &[], 0), "so does the second (a power of two)");
        assert!(p.spins(&f, &[], 0));
    }

    #[test]
    fn a_changed_local_or_pc_does_not_spin() {
        let mut p = SpinProbe::new(1 << 30, 0, true);
        assert!(!p.spins(&frame(3, vec![Value::Int(1)]), &[], 0));
        assert!(!p.spins(&frame(3, vec![Value::Int(2)]), &[], 0));
        assert!(!p.spins(&frame(4, vec![Value::Int(1)]), &[], 0));
    }

    #[test]
    fn a_clock_read_stops_the_probe() {
        let mut p = SpinProbe::new(1 << 30, 0, true);
        let f = frame(3, vec![Value::Int(1)]);
        assert!(!p.spins(&f, &[], 0));
        assert!(!p.spins(&f, &[], 1));
        assert_eq!(p.mark, 0);
    }

    #[test]
    fn a_later_snapshot_catches_a_loop_entered_after_the_first() {
        let mut p = SpinProbe::new(1 << 30, 0, true);
        assert!(!p.spins(&frame(1, vec![]), &[], 0)); // snapshot at look 1
        assert!(!p.spins(&frame(7, vec![]), &[], 0)); // snapshot at look 2
        assert!(p.spins(&frame(7, vec![]), &[], 0));
    }

    #[test]
    fn short_slices_and_plain_runs_never_look() {
        assert_eq!(SpinProbe::new(SPIN_AFTER, 0, true).mark, 0);
        assert_eq!(SpinProbe::new(1 << 30, 0, false).mark, 0);
    }
}
