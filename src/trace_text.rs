//! The text listing of a counterexample's steps (`check`'s report).
//!
//! One line a step, except that a run of `FOLD_AT` or more consecutive
//! steps of one thread that all stop inside the JDK, called from the same
//! line of the program, is one line: the first time a thread formats a
//! string or reads a locale, the JDK's lazily filled caches (shared objects
//! written after publication) make dozens of such steps, which say nothing
//! the program's line does not. Two or more consecutive steps of one
//! thread that stopped at the same place (a call's library entry, then its
//! first shared access on the same line) are one line too. A step that
//! made a choice or whose timed wait timed out is never folded, and the numbers stay those of the full
//! trace (`--json` and `--trace-out` keep every step). The same goes for
//! a run of `SOLO_FOLD_AT` or more steps at the end of the trace that the
//! last thread takes on its own, after every other thread's last step (a
//! `main` summing up after its workers finished: in MetricsCache of the
//! sixth everyday round, 160 of 201 steps), whatever code they stop in.

use wayfinder_search::Step;

/// The shortest run of steps folded into one line.
const FOLD_AT: usize = 3;

/// The shortest run of the last thread's own steps, at the end of a trace
/// after every other thread's last step, folded into one line.
const SOLO_FOLD_AT: usize = 6;

/// The lines listing `trace`, indented, numbered from 1.
///
/// After the last step of every other thread, the thread that ran last
/// runs on its own: nothing interleaves with those steps any more, and the
/// violation's own stack says where they led. Runs of `SOLO_FOLD_AT` or
/// more of them (up to a step with a choice or a timeout, and short of the
/// trace's last step, which stays whole) are one line each.
pub fn step_lines(trace: &[Step]) -> Vec<String> {
    let mut lines = Vec::new();
    let Some(last) = trace.last() else {
        return lines;
    };
    let solo_from = trace
        .iter()
        .rposition(|s| s.thread != last.thread)
        .map_or(trace.len(), |k| k + 1);
    jdk_folded(trace, 0, solo_from, &mut lines);
    let mut i = solo_from;
    while i < trace.len() {
        let run = trace[i..trace.len() - 1]
            .iter()
            .take_while(|s| !keeps_whole(s))
            .count();
        if run >= SOLO_FOLD_AT {
            let end = &trace[i + run - 1];
            lines.push(format!(
                "  {}-{}. thread {} \"{}\" -> {run} steps on its own (no other thread \
                 runs again), ending at {}",
                i + 1,
                i + run,
                end.thread,
                end.thread_name,
                end.location
            ));
            i += run;
        } else {
            let to = i + run.max(1);
            jdk_folded(trace, i, to, &mut lines);
            i = to;
        }
    }
    lines
}

/// Does step `s` stay a line of its own (it made a choice, timed out or
/// woke spuriously)?
fn keeps_whole(s: &Step) -> bool {
    s.choice.is_some() || s.abstraction.is_some() || s.timed_out || s.spurious
}

/// The lines for `trace[from..to]`, with runs of JDK steps under one
/// program line folded, pushed onto `lines`.
fn jdk_folded(trace: &[Step], from: usize, to: usize, lines: &mut Vec<String>) {
    let mut i = from;
    while i < to {
        let run = match jdk_caller(&trace[i]) {
            Some(caller) => trace[i..to]
                .iter()
                .take_while(|s| s.thread == trace[i].thread && jdk_caller(s) == Some(caller))
                .count(),
            None => 1,
        };
        if run >= FOLD_AT {
            let last = &trace[i + run - 1];
            let (inside, caller) = last
                .location
                .split_once(CALLED_FROM)
                .expect("a folded step is called from the program");
            lines.push(format!(
                "  {}-{}. thread {} \"{}\" -> {run} steps in the JDK, ending at {inside}, \
                 called from {caller}",
                i + 1,
                i + run,
                last.thread,
                last.thread_name,
            ));
            i += run;
        } else {
            let same = repeats(trace, i, to);
            if same >= 2 {
                lines.push(repeated_line(i, same, &trace[i]));
            } else {
                lines.push(step_line(i, &trace[i]));
            }
            i += same;
        }
    }
}

/// How many steps from `trace[i]` on (short of `to`) stopped where it did:
/// the same thread at the same place before the same access, none of them
/// a step that stays whole. At least 1.
fn repeats(trace: &[Step], i: usize, to: usize) -> usize {
    let first = &trace[i];
    if keeps_whole(first) {
        return 1;
    }
    trace[i..to]
        .iter()
        .take_while(|s| {
            s.thread == first.thread
                && s.location == first.location
                && s.next_access == first.next_access
                && !keeps_whole(s)
        })
        .count()
}

/// The line for `count` consecutive steps from `trace[i]` that all stopped
/// at one place (a call's library entry and then its first shared access
/// inside, or a wait's entry and then its block, on one source line).
fn repeated_line(i: usize, count: usize, s: &Step) -> String {
    let next = s
        .next_access
        .as_ref()
        .map(|a| format!(", before its {a}"))
        .unwrap_or_default();
    format!(
        "  {}-{}. thread {} \"{}\" -> {count} steps, each stopping at {}{}",
        i + 1,
        i + count,
        s.thread,
        s.thread_name,
        s.location,
        next
    )
}

const CALLED_FROM: &str = " called from ";

/// The program's frame a step stopped under, when it stopped inside the
/// JDK and may be folded (it made no choice and no timed wait of it
/// timed out).
fn jdk_caller(s: &Step) -> Option<&str> {
    if keeps_whole(s) {
        return None;
    }
    s.location.split_once(CALLED_FROM).map(|(_, caller)| caller)
}

/// One step's line; `i` counts from 0. An LTL lasso's stem and cycle
/// are printed with it too (`print_lasso`), so their steps say what any
/// trace's say: a choice, an abstraction choice, a spurious wakeup, a
/// timeout.
pub(crate) fn step_line(i: usize, s: &Step) -> String {
    let choice = match (&s.abstraction, s.choice) {
        (Some(a), _) => format!(" abstraction choice at {a}"),
        (None, Some(c)) => format!(" choice={c}"),
        (None, None) => String::new(),
    };
    let timed_out = if s.spurious && s.choice.is_some() {
        ": its weak compare-and-set failed spuriously (--spurious-wakeups=none to exclude)"
    } else if s.spurious {
        " woke spuriously (JLS 17.2.1; --spurious-wakeups=none to exclude)"
    } else if s.timed_out {
        " (its timed wait timed out)"
    } else {
        ""
    };
    let next = s
        .next_access
        .as_ref()
        .map(|a| format!(", before its {a}"))
        .unwrap_or_default();
    format!(
        "  {:>3}. thread {} \"{}\"{}{} -> {}{}",
        i + 1,
        s.thread,
        s.thread_name,
        choice,
        timed_out,
        s.location,
        next
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(thread: u32, location: &str) -> Step {
        Step {
            thread,
            thread_name: format!("t{thread}"),
            choice: None,
            location: location.to_string(),
            next_access: None,
            abstraction: None,
            timed_out: false,
            spurious: false,
        }
    }

    const IN_FORMAT: &str =
        "java.util.Formatter.parse(Formatter.java:2700) called from A.f(A.java:3)";
    const IN_LOCALE: &str =
        "java.util.Locale.getDefault(Locale.java:954) called from A.f(A.java:3)";

    #[test]
    fn a_run_of_jdk_steps_under_one_program_line_is_one_line() {
        let trace = vec![
            step(0, "A.main(A.java:1)"),
            step(1, IN_FORMAT),
            step(1, IN_FORMAT),
            step(1, IN_LOCALE),
            step(0, "A.main(A.java:2)"),
        ];
        assert_eq!(
            step_lines(&trace),
            vec![
                "    1. thread 0 \"t0\" -> A.main(A.java:1)".to_string(),
                "  2-4. thread 1 \"t1\" -> 3 steps in the JDK, ending at \
                 java.util.Locale.getDefault(Locale.java:954), called from A.f(A.java:3)"
                    .to_string(),
                "    5. thread 0 \"t0\" -> A.main(A.java:2)".to_string(),
            ]
        );
    }

    #[test]
    fn the_last_threads_steps_on_its_own_are_one_line_but_the_last() {
        let mut trace = vec![step(1, "A.f(A.java:4)"), step(0, "A.main(A.java:1)")];
        trace.push(step(1, "A.f(A.java:5)"));
        for k in 0..7 {
            trace.push(step(0, &format!("A.main(A.java:{})", 2 + k)));
        }
        let mut timed_out = step(0, "A.main(A.java:20)");
        timed_out.timed_out = true;
        trace.push(timed_out);
        trace.push(step(0, "A.main(A.java:21)"));
        trace.push(step(0, "A.main(A.java:22)"));
        let lines = step_lines(&trace);
        assert_eq!(
            lines,
            vec![
                "    1. thread 1 \"t1\" -> A.f(A.java:4)".to_string(),
                "    2. thread 0 \"t0\" -> A.main(A.java:1)".to_string(),
                "    3. thread 1 \"t1\" -> A.f(A.java:5)".to_string(),
                "  4-10. thread 0 \"t0\" -> 7 steps on its own (no other thread runs again), \
                 ending at A.main(A.java:8)"
                    .to_string(),
                "   11. thread 0 \"t0\" (its timed wait timed out) -> A.main(A.java:20)"
                    .to_string(),
                "   12. thread 0 \"t0\" -> A.main(A.java:21)".to_string(),
                "   13. thread 0 \"t0\" -> A.main(A.java:22)".to_string(),
            ]
        );
        // One thread alone from the start: nothing is folded.
        let alone: Vec<Step> = (0..8)
            .map(|k| step(0, &format!("A.main(A.java:{k})")))
            .collect();
        assert_eq!(step_lines(&alone).len(), 8);
    }

    #[test]
    fn short_runs_other_threads_choices_and_timeouts_stay_whole() {
        let mut timed_out = step(1, IN_FORMAT);
        timed_out.timed_out = true;
        let mut chose = step(1, IN_FORMAT);
        chose.choice = Some(2);
        let trace = vec![
            step(1, IN_FORMAT),
            step(1, IN_FORMAT),
            step(2, IN_FORMAT),
            step(1, IN_FORMAT),
            timed_out,
            step(1, IN_FORMAT),
            chose,
            step(1, "A.f(A.java:4)"),
        ];
        let lines = step_lines(&trace);
        // Only the first two (one thread, one place) share a line.
        assert_eq!(lines.len(), trace.len() - 1, "{lines:#?}");
        assert!(lines[0].starts_with("  1-2. thread 1 \"t1\" -> 2 steps, each stopping at "));
        assert!(lines[3].contains("(its timed wait timed out)"));
        assert!(lines[5].contains("choice=2"));
        assert!(lines.iter().all(|l| !l.contains("steps in the JDK")));
    }

    #[test]
    fn steps_stopping_at_one_place_are_one_line() {
        let join = "java.lang.Thread.join(Thread.java:290) called from A.main(A.java:9)";
        let mut before_read = step(1, "A.f(A.java:4)");
        before_read.next_access = Some("read of A.x".to_string());
        let trace = vec![
            step(0, join),
            step(0, join),
            step(1, "A.f(A.java:4)"),
            before_read,
            step(0, "A.main(A.java:10)"),
        ];
        assert_eq!(
            step_lines(&trace),
            vec![
                format!("  1-2. thread 0 \"t0\" -> 2 steps, each stopping at {join}"),
                "    3. thread 1 \"t1\" -> A.f(A.java:4)".to_string(),
                "    4. thread 1 \"t1\" -> A.f(A.java:4), before its read of A.x".to_string(),
                "    5. thread 0 \"t0\" -> A.main(A.java:10)".to_string(),
            ]
        );
    }

    #[test]
    fn a_spurious_wakeup_is_its_own_line_and_says_so() {
        let mut woke = step(1, IN_FORMAT);
        woke.spurious = true;
        let trace = vec![step(1, IN_FORMAT), woke, step(1, IN_FORMAT)];
        let lines = step_lines(&trace);
        assert_eq!(
            lines[1],
            "    2. thread 1 \"t1\" woke spuriously (JLS 17.2.1; --spurious-wakeups=none to \
             exclude) -> java.util.Formatter.parse(Formatter.java:2700) called from A.f(A.java:3)"
        );
        assert!(lines.iter().all(|l| !l.contains("timed out")), "{lines:#?}");
    }
}
