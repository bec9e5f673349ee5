//! Clock reads made by the program's own code, recorded for the search.
//!
//! Under model checking a clock read returns the earliest time the
//! timeouts before it allow (`natives::system::read_clock`): elapsed times
//! are explored at their earliest only. Whether that can hide a violation
//! depends on what the program does with the value, which is the search's
//! to judge (`wayfinder_search::lateness`); the VM only records where the
//! program read the clock.

use std::collections::BTreeSet;

use crate::loader::MethodId;
use crate::vm::Vm;

/// One place where the program read the clock.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ProgramClockRead {
    /// The innermost frame of program code (a class-path class, or a
    /// lambda or call site the VM made for one) on the reading thread.
    pub method: MethodId,
    /// Its current instruction: the invoke through which the read came.
    pub pc: u32,
    /// The class library's frames above it, outermost first (empty when
    /// the program called the clock native itself).
    pub through: Box<[MethodId]>,
}

/// The program's clock reads of one search (never cleared during it, as
/// `Inputs::bounded`).
#[derive(Default)]
pub struct ProgramClockReads {
    pub reads: BTreeSet<ProgramClockRead>,
    /// The read recorded last (a loop on the clock repeats it: no
    /// allocation then).
    last: Option<ProgramClockRead>,
}

impl Vm {
    /// Fires at a clock read on thread `tid` under model checking that is
    /// not `java.util.concurrent`'s own bookkeeping and whose value the
    /// library does not keep in a holder field (`crate::deferred_clock`),
    /// before the native returns: records the innermost program frame (if
    /// any: the JDK's own threads have none) with the library frames above.
    pub(crate) fn note_program_clock_read(&mut self, tid: u32) {
        let frames = &self.state.threads[tid as usize].frames;
        let Some(at) = frames
            .iter()
            .rposition(|f| self.is_program_method(f.method))
        else {
            return;
        };
        let (method, pc, above) = (frames[at].method, frames[at].pc, &frames[at + 1..]);
        let again = self.program_clock_reads.last.as_ref().is_some_and(|l| {
            l.method == method
                && l.pc == pc
                && l.through.len() == above.len()
                && l.through.iter().zip(above).all(|(&m, f)| m == f.method)
        });
        if again {
            return;
        }
        let read = ProgramClockRead {
            method,
            pc,
            through: above.iter().map(|f| f.method).collect(),
        };
        self.program_clock_reads.reads.insert(read.clone());
        self.program_clock_reads.last = Some(read);
    }

    /// Is method `m` the program's (its class on the class path, or made
    /// by the VM for such a class: `Host$$Wayfinder...`)?
    pub fn is_program_method(&self, m: MethodId) -> bool {
        let class = self.classes.get(self.classes.method(m).class);
        match class.name.split_once("$$Wayfinder") {
            Some((host, _)) => self
                .classes
                .lookup_loaded(host)
                .is_some_and(|c| !self.classes.get(c).origin_is_jdk()),
            None => !class.origin_is_jdk(),
        }
    }
}
