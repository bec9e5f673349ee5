//! Calls of the JDK's locale and format services (library rule 7,
//! `crate::library_caches`) take no scheduling point where the program
//! enters them: a run-time-checked claim that nothing such a call reads is
//! written by another thread meanwhile.
//!
//! Rule 7 runs `Locale.getDefault`, `NumberFormat.getNumberInstance`,
//! `DecimalFormatSymbols.getInstance` and the rest as one transition each;
//! before this file each still began with a scheduling point, so a
//! `Scanner` built in a pool worker cost three points (its locale, its
//! number format, its symbols) and a `Logger.warning` about ten, each
//! interleaved with every step of the other threads (LogIngest and
//! Invoices did not finish).
//!
//! Why the point is not needed. A point before an operation is needed
//! only when the operation does not commute with what other threads may do
//! between the thread's previous point and it. What a service call reads
//! and writes is (see `crate::library_caches`, points 1 and 2):
//! - fresh objects, and the immutable values it was given;
//! - the library's private caches, which only these services read and
//!   write, each entry a value that depends on its key alone, put with
//!   `putIfAbsent` or under a lock: whether another thread's call fills an
//!   entry before or after this one, every call returns an equal value
//!   (the same object where the cache hands out its own);
//! - the library's *inputs* that the program can write: the default
//!   locales (`Locale.setDefault`), the default time zone
//!   (`TimeZone.setDefault`), the system properties read by a lazily run
//!   initialisation (`System.setProperty`, or the live table
//!   `System.getProperties` hands out), the time-zone rules providers
//!   (`ZoneRulesProvider.registerProvider`), the security manager.
//!
//! The claim is that the program writes none of those inputs while another
//! thread is alive (`INPUT_WRITERS`), nor the logging configuration
//! (`crate::logger_calls`, whose calls run as one step under this same
//! claim: `CONFIG_WRITERS` when the program's code calls them,
//! `LOG_MANAGER_WRITERS` whoever does); a write before the threads start, or
//! after they end, is concurrent with nothing. While it holds, a service
//! call commutes with every other thread's operations: with the program's
//! own (disjoint), with other service calls (equal results in either
//! order), and with the library's bookkeeping. So running the call in the
//! transition of the thread's previous point loses no outcome. The claim
//! is checked where a writer is entered (its first instruction, which the
//! policy is always asked or told about while library-level atomicity is
//! on: `is_scheduling_point` or `observe`), by any thread, through any
//! path (reflection and method handles included); a program that takes the
//! live property table (`System.getProperties` called by its own code, or
//! by reflection) breaks it at once, since it may write the table later
//! without calling any method listed. A broken claim makes the search start
//! again with every service call's point back
//! (`BrokenClaim::LibraryInputWritten`); the first such write in any
//! execution has a prefix in which the claim held, which the reduced
//! search explores, so it is met if it can happen at all.
//!
//! Not quiet (`KEEP_POINTS`): the service methods that touch state the
//! program shares besides those inputs (a handler's lock and its stream,
//! the root logger's handler list, the registry of known levels, an
//! emptied bundle cache). Program code reached from inside a call (a
//! callback: a `ResourceBundle.Control`, a provider of the program's) has
//! its own points as before; a call that blocks (a class another thread
//! initialises, a contended lock) ends its transition there as before.

use wayfinder_vm::classpath::Origin;
use wayfinder_vm::listener::Site;
use wayfinder_vm::loader::MethodId;
use wayfinder_vm::policy::Operation;
use wayfinder_vm::vm::BrokenClaim;
use wayfinder_vm::Vm;

use crate::policy::CheckPolicy;

/// Methods whose call writes an input of the services (class, method,
/// why): entered while another thread is alive, they break the claim.
pub const INPUT_WRITERS: &[(&str, &str, &str)] = &[
    (
        "java/util/Locale",
        "setDefault",
        "the default locales, read by every call without a locale argument",
    ),
    (
        "java/util/TimeZone",
        "setDefault",
        "the default time zone, read by TimeZone.getDefault and ZoneId.systemDefault",
    ),
    (
        "java/lang/System",
        "setProperty",
        "the system properties, read by the services' lazily run initialisations \
         (the default locale's and time zone's first set-up, the providers' set-up)",
    ),
    ("java/lang/System", "clearProperty", "as setProperty"),
    ("java/lang/System", "setProperties", "as setProperty"),
    (
        "java/lang/System",
        "setSecurityManager",
        "the services' privileged actions and permission checks",
    ),
    (
        "java/time/zone/ZoneRulesProvider",
        "registerProvider",
        "the registry of zone rules providers, read by every zone lookup",
    ),
];

/// `System.getProperties` hands out the live table: called by the
/// program (not by the library's own code), the program may write the
/// table later without calling a writer.
const LIVE_PROPERTIES: (&str, &str) = ("java/lang/System", "getProperties");

/// Service methods that keep their scheduling point (class, method, why).
pub const KEEP_POINTS: &[(&str, &str, &str)] = &[
    (
        "java/util/logging/StreamHandler",
        "publish",
        "takes the handler's lock and writes its stream, which other threads' records and \
         the program's setters share",
    ),
    ("java/util/logging/StreamHandler", "flush", "as publish"),
    (
        "java/util/logging/ConsoleHandler",
        "publish",
        "as StreamHandler.publish",
    ),
    (
        "java/util/logging/LogManager$RootLogger",
        "accessCheckedHandlers",
        "reads the root logger's handler list, which the program may change",
    ),
    (
        "java/util/logging/Level",
        "<init>",
        "registers the level among the known ones, which parse and findLevel read",
    ),
    ("java/util/logging/Level", "parse", "reads the known levels"),
    (
        "java/util/logging/Level",
        "findLevel",
        "reads the known levels",
    ),
    (
        "java/util/ResourceBundle",
        "clearCache",
        "empties the bundle cache: a later lookup's bundle is another object",
    ),
];

/// What a method is to this rule (cached per method id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QuietKind {
    /// Neither a quiet service nor a writer.
    Other,
    /// A service method entered without a point while the claim holds.
    Quiet,
    /// One of `INPUT_WRITERS`, or of `crate::logger_calls::LOG_MANAGER_WRITERS`.
    Writer,
    /// One of `crate::logger_calls::CONFIG_WRITERS`: a writer when the
    /// program's code calls it.
    ConfigWriter,
    /// `System.getProperties`.
    LiveProperties,
}

fn listed(list: &[(&str, &str, &str)], class: &str, name: &str) -> bool {
    list.iter().any(|(c, n, _)| *c == class && *n == name)
}

/// What method `name` with descriptor `desc` of class `class` is to this
/// rule.
pub(crate) fn kind_of(class: &str, name: &str, desc: &str) -> QuietKind {
    if listed(INPUT_WRITERS, class, name)
        || listed(crate::logger_calls::LOG_MANAGER_WRITERS, class, name)
    {
        QuietKind::Writer
    } else if listed(crate::logger_calls::CONFIG_WRITERS, class, name) {
        QuietKind::ConfigWriter
    } else if (class, name) == LIVE_PROPERTIES {
        QuietKind::LiveProperties
    } else if crate::library_atomicity::rule_for(class).is_none()
        && !crate::library_caches::is_opened(class, name)
        && crate::library_caches::is_service_step(class, name, desc)
        && !listed(KEEP_POINTS, class, name)
    {
        QuietKind::Quiet
    } else {
        QuietKind::Other
    }
}

fn class_name(vm: &Vm, at: Site) -> &str {
    &vm.classes.get(vm.classes.method(at.method).class).name
}

fn method_name(vm: &Vm, at: Site) -> &str {
    &vm.classes.method(at.method).name
}

/// Is a thread other than the running one alive?
fn others_alive(vm: &Vm) -> bool {
    vm.state.threads.iter().filter(|t| t.is_alive()).count() > 1
}

/// Is the class of method `m` one of the library's own, not reached by
/// reflection or a method handle on the program's behalf?
fn library_caller(vm: &Vm, m: MethodId) -> bool {
    let class = vm.classes.get(vm.classes.method(m).class);
    let own = !matches!(class.origin, Some(Origin::Dir(_)) | Some(Origin::Jar(_)));
    let name = &*class.name;
    own && !name.contains("$$Wayfinder")
        && !name.starts_with("java/lang/reflect/")
        && !name.starts_with("jdk/internal/reflect/")
        && !name.starts_with("java/lang/invoke/")
}

impl CheckPolicy {
    fn quiet_kind(&mut self, vm: &Vm, m: MethodId) -> QuietKind {
        let i = m as usize;
        if self.quiet_kinds.len() <= i {
            self.quiet_kinds.resize(i + 1, None);
        }
        *self.quiet_kinds[i].get_or_insert_with(|| {
            let meth = vm.classes.method(m);
            kind_of(&vm.classes.get(meth.class).name, &meth.name, &meth.desc)
        })
    }

    /// Is the library boundary at `at` (a service entered from outside
    /// the library) one that takes no point under the claim?
    pub(crate) fn quiet_entry(&mut self, vm: &Vm, at: Site) -> bool {
        self.quiet_services && at.pc == 0 && self.quiet_kind(vm, at.method) == QuietKind::Quiet
    }

    /// Fires before the running thread performs `op` at `at` (asked or
    /// told): the first instruction of a writer breaks the claim when
    /// another thread is alive; the program's call of
    /// `System.getProperties` always does.
    pub(crate) fn note_library_input(&mut self, vm: &Vm, op: &Operation, at: Site) {
        if !self.quiet_services || at.pc != 0 || !matches!(op, Operation::Local) {
            return;
        }
        let broken = match self.quiet_kind(vm, at.method) {
            // The JDK's logging reset at the program's normal end, with
            // no thread left that could log meanwhile
            // (`Vm::only_logging_reset_runs`), overlaps no logger call.
            QuietKind::Writer => {
                others_alive(vm)
                    && !(listed(
                        crate::logger_calls::LOG_MANAGER_WRITERS,
                        class_name(vm, at),
                        method_name(vm, at),
                    ) && vm.only_logging_reset_runs())
            }
            // The library's own calls configure a handler it is building,
            // or fill the root logger's handlers under the lock every
            // reader takes (`crate::logger_calls`, point 4).
            QuietKind::ConfigWriter => {
                others_alive(vm) && {
                    let frames = &vm.state.threads[vm.cur_thread as usize].frames;
                    frames
                        .last()
                        .is_none_or(|caller| !library_caller(vm, caller.method))
                }
            }
            QuietKind::LiveProperties => {
                // The running frame is held off the stack: the caller is
                // the top frame there.
                let frames = &vm.state.threads[vm.cur_thread as usize].frames;
                frames
                    .last()
                    .is_none_or(|caller| !library_caller(vm, caller.method))
            }
            QuietKind::Quiet | QuietKind::Other => false,
        };
        if broken && self.broken_claim.is_none() {
            if self.debug_points {
                let m = vm.classes.method(at.method);
                eprintln!(
                    "quiet services: claim broken by {}.{}",
                    vm.classes.get(m.class).name,
                    m.name
                );
            }
            self.broken_claim = Some(BrokenClaim::LibraryInputWritten);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn services_writers_and_kept_points() {
        let k = |c, n, d| kind_of(c, n, d);
        assert_eq!(
            k(
                "java/text/DecimalFormatSymbols",
                "getInstance",
                "(Ljava/util/Locale;)Ljava/text/DecimalFormatSymbols;"
            ),
            QuietKind::Quiet
        );
        assert_eq!(
            k("java/util/Locale", "setDefault", "(Ljava/util/Locale;)V"),
            QuietKind::Writer
        );
        assert_eq!(
            k(
                "java/lang/System",
                "getProperties",
                "()Ljava/util/Properties;"
            ),
            QuietKind::LiveProperties
        );
        // The handler's lock and stream are shared with other threads.
        assert_eq!(
            k(
                "java/util/logging/ConsoleHandler",
                "publish",
                "(Ljava/util/logging/LogRecord;)V"
            ),
            QuietKind::Other
        );
        assert_eq!(
            k(
                "java/util/logging/Level",
                "parse",
                "(Ljava/lang/String;)Ljava/util/logging/Level;"
            ),
            QuietKind::Other
        );
        // The logging configuration (`crate::logger_calls`).
        assert_eq!(
            k(
                "java/util/logging/Logger",
                "addHandler",
                "(Ljava/util/logging/Handler;)V"
            ),
            QuietKind::ConfigWriter
        );
        assert_eq!(
            k(
                "java/util/logging/LogManager",
                "addLogger",
                "(Ljava/util/logging/Logger;)Z"
            ),
            QuietKind::Writer
        );
        // A logger call keeps its point where the program enters it.
        assert_eq!(
            k(
                "java/util/logging/Logger",
                "warning",
                "(Ljava/lang/String;)V"
            ),
            QuietKind::Other
        );
        // Not a service: the program's collections.
        assert_eq!(
            k(
                "java/util/Locale",
                "filter",
                "(Ljava/util/List;Ljava/util/Collection;)Ljava/util/List;"
            ),
            QuietKind::Other
        );
    }
}
