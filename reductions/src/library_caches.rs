//! Rule 7 of library-level atomicity (`crate::library_atomicity`): the
//! JDK's locale, resource-bundle and text-format services, whose only
//! shared state is the library's own lazily filled caches, run as one
//! transition when a thread enters them from outside the library.
//!
//! A program's first `Scanner.nextInt`, `String.format`, `Logger.info` or
//! `NumberFormat.getInstance` in a thread builds locale data: a
//! `BaseLocale` interned in a cache, resource bundles loaded into
//! `ResourceBundle`'s and the locale providers' caches, the
//! `DecimalFormatSymbols` of the locale. When two workers do this for the
//! first time together, every read of those caches (a
//! `ConcurrentHashMap.get`, a `SoftReference.get`, an element of a cached
//! pattern array) was a scheduling point, and the two threads' cache fills
//! interleaved in every order: LogIngest (two pool workers, a `Scanner`
//! and a `Logger.warning` each) never finished.
//!
//! Why running such a call as one step hides nothing the program can see
//! (each entry of `SERVICES` restates the part that is its own):
//! 1. What the call reads and writes besides fresh objects is library
//!    state the program cannot reach: private static caches of these
//!    classes, or classes of packages java.base does not export
//!    (`sun.util.locale.provider`, `sun.util.cldr`, `sun.util.resources`,
//!    `sun.text.resources`), whose objects the module system keeps from
//!    the program, and immutable values (a `Locale`, a `String`, a
//!    bundle's contents once loaded). The program reaches such state only
//!    through these same services, each of which runs as one step.
//! 2. Every fill of such a cache stores a value that depends only on its
//!    key (locale data read from the JDK's own resources): whichever
//!    thread fills an entry, and whether the two threads' fills
//!    interleave, every later lookup returns an equal value. The caches
//!    put entries with `putIfAbsent` or under a lock, so that the second
//!    thread takes the first one's object (the same identity as when the
//!    calls do not overlap); what the program gets back is a fresh object
//!    (`DecimalFormatSymbols.getInstance` clones) or such an immutable
//!    value.
//! 3. Program code reached from inside (a `ResourceBundle.Control` of the
//!    program's, a bundle class of the program's, a locale service
//!    provider on the class path) is a callback: it runs with scheduling
//!    points, and the library's steps around it are transitions of their
//!    own (`wayfinder_vm::library`), as for every trusted method.
//! 4. A call blocks where the JDK would (a class another thread
//!    initialises, a contended monitor): the transition ends there and the
//!    rest of the call is one more transition, as for every trusted method.
//! 5. A method whose parameters include anything but such values (an
//!    `Object`, a collection, an array, a class loader the program may
//!    have written) is not one step (`values_only`): the program's objects
//!    it reads interleave as the program's own reads would. `Locale.filter`
//!    over the program's lists, `ResourceBundle.getBundle` with a loader of
//!    the program's, a `Locale.Builder` (a mutable object of the
//!    program's, and so not listed) stay as they were.
//!
//! What the program can still tell apart is only how long a call takes
//! and which thread filled a cache first; neither is an outcome the
//! checker reports. The program's own objects (its `Scanner`, its
//! `Formatter`, its `Logger` and handlers, the arguments of
//! `String.format`) are not among these services: their accesses keep
//! their points.

/// Which methods of a service class run as one step.
#[derive(Clone, Copy, Debug)]
pub enum Methods {
    /// Every method whose parameters are values (`values_only`).
    Values,
    /// Every method, whatever its parameters: classes of packages
    /// java.base does not export, called only by the JDK's own code with
    /// its own objects.
    All,
    /// Only the methods named (any descriptor whose parameters are
    /// values).
    Only(&'static [&'static str]),
    /// Only the methods named, whatever their parameters (the entry's
    /// reason says why the arguments are the library's).
    Listed(&'static [&'static str]),
}

/// One service class (internal name; a trailing `*` matches nested and
/// other classes with that prefix), the methods that are one step, and
/// why (see the module docs for what every entry shares).
pub struct Service {
    pub class: &'static str,
    pub methods: Methods,
    pub reason: &'static str,
}

pub const SERVICES: &[Service] = &[
    Service {
        class: "java/util/Locale",
        methods: Methods::Only(&[
            "<init>",
            "getDefault",
            "initDefault",
            "getAvailableLocales",
            "getISOCountries",
            "getISOLanguages",
            "forLanguageTag",
            "of",
            "getInstance",
            "getDisplayLanguage",
            "getDisplayScript",
            "getDisplayCountry",
            "getDisplayVariant",
            "getDisplayName",
            "getISO3Language",
            "getISO3Country",
            "toLanguageTag",
            "stripExtensions",
        ]),
        reason: "Locale is a final class of immutable values ('Locale objects are immutable'); \
                 its lazily computed fields (hash code, language tag) are caches of values \
                 that depend on the locale alone; instances are interned in BaseLocale's and \
                 Locale's private caches with putIfAbsent; getDefault reads one static (a \
                 category's default is set up once under Locale's lock); setDefault writes \
                 three statics one after the other, which a reader of two categories may see \
                 half done, so it keeps its points; filter/lookup take the program's \
                 collections and are left out (values_only)",
    },
    Service {
        class: "sun/util/locale/BaseLocale",
        methods: Methods::Only(&["getInstance"]),
        reason: "not exported: the immutable language/script/region/variant of a Locale, \
                 interned in a private LocaleObjectCache",
    },
    Service {
        class: "sun/util/locale/LocaleObjectCache*",
        methods: Methods::All,
        reason: "not exported: a ConcurrentHashMap of soft references filled with putIfAbsent, \
                 private to the locale classes",
    },
    Service {
        class: "sun/util/locale/provider/*",
        methods: Methods::All,
        reason: "not exported: the locale provider adapters and their LocaleResources, whose \
                 caches (ConcurrentHashMaps of soft references to bundle data) are private and \
                 filled with values read from the JDK's resources; providers installed by the \
                 program (the SPI adapter) are its code, callbacks",
    },
    Service {
        class: "sun/util/cldr/*",
        methods: Methods::All,
        reason: "not exported: the CLDR locale provider adapter (parent-locale and \
                 available-locale caches built from the JDK's resources)",
    },
    Service {
        class: "sun/util/resources/*",
        methods: Methods::All,
        reason: "not exported: the JDK's own locale data bundles and their loader (Bundles, a \
                 ConcurrentHashMap cache filled with putIfAbsent); a bundle's lookup table is \
                 filled once under the bundle's lock and read only after",
    },
    Service {
        class: "sun/text/resources/*",
        methods: Methods::All,
        reason: "not exported: format data bundles of the JDK (as sun/util/resources)",
    },
    Service {
        class: "java/util/ResourceBundle",
        methods: Methods::Only(&["getBundle", "getBundleImpl", "clearCache"]),
        reason: "the static lookups: a bundle is found or loaded once per (name, locale, \
                 module) and kept in a private ConcurrentHashMap cache (putIfAbsent: every \
                 caller gets the same bundle); a Control or a bundle class of the program's is \
                 its code (callbacks); a class loader argument is left out (values_only), the \
                 program's loader being its object",
    },
    Service {
        class: "java/text/DecimalFormatSymbols",
        methods: Methods::Only(&["getInstance", "getAvailableLocales"]),
        reason: "static factory: builds symbols for a locale from the locale providers' \
                 caches and returns a fresh object (a clone); the instance methods work on \
                 the program's object and are left out",
    },
    Service {
        class: "java/text/DateFormatSymbols",
        methods: Methods::Only(&["getInstance", "getInstanceRef", "getAvailableLocales"]),
        reason: "static factory: as DecimalFormatSymbols.getInstance (a fresh clone; \
                 getInstanceRef's cached instance is never handed to the program: the \
                 formats clone it)",
    },
    Service {
        class: "java/text/NumberFormat",
        methods: Methods::Only(&[
            "getInstance",
            "getNumberInstance",
            "getIntegerInstance",
            "getCurrencyInstance",
            "getPercentInstance",
            "getCompactNumberInstance",
            "getAvailableLocales",
        ]),
        reason: "static factories: a fresh format built from the locale providers' cached \
                 patterns and a fresh DecimalFormatSymbols",
    },
    Service {
        class: "java/text/DateFormat",
        methods: Methods::Only(&[
            "get",
            "getInstance",
            "getDateInstance",
            "getTimeInstance",
            "getDateTimeInstance",
            "getAvailableLocales",
        ]),
        reason: "static factories: a fresh format built from the locale providers' cached \
                 patterns",
    },
    Service {
        class: "java/util/logging/Level",
        methods: Methods::Only(&[
            "<init>",
            "getLocalizedName",
            "getLocalizedLevelName",
            "getCachedLocalizedLevelName",
            "parse",
            "findLevel",
        ]),
        reason: "a level is an immutable value (name, value, bundle name are final); the \
                 localized name is a cache of a value that depends on the level and the \
                 locale, looked up in the JDK's logging bundle; the known levels are \
                 registered under KnownLevel's lock; a Level subclass's overrides are the \
                 program's (callbacks)",
    },
    Service {
        class: "java/util/logging/LogManager$RootLogger",
        methods: Methods::Only(&["accessCheckedHandlers"]),
        reason: "the root logger's handlers are created once, under the LogManager's \
                 configuration lock, from the configuration read at start-up (a handler class \
                 of the program's named there is constructed by its code, a callback); the \
                 call then reads one snapshot of the handler list (a CopyOnWriteArrayList)",
    },
    Service {
        class: "java/util/TimeZone",
        methods: Methods::Only(&[
            "getDefault",
            "getDefaultRef",
            "setDefaultZone",
            "getTimeZone",
            "getAvailableIDs",
        ]),
        reason: "static lookups: the default zone is read (and set up once from the host's \
                 settings) under TimeZone's lock and handed out as a fresh clone; \
                 getTimeZone(String) builds a fresh zone from the JDK's zone data; \
                 getDefaultRef's shared instance is never handed to the program (its callers \
                 clone it or read it); setDefault takes the program's zone and is left out",
    },
    Service {
        class: "sun/util/calendar/ZoneInfoFile*",
        methods: Methods::All,
        reason: "not exported: reads the JDK's time-zone database once (a class initialiser) \
                 and keeps the zones in a private ConcurrentHashMap",
    },
    Service {
        class: "java/time/ZoneId",
        methods: Methods::Only(&["systemDefault", "of", "getAvailableZoneIds"]),
        reason: "ZoneId is an immutable value ('value-based'); systemDefault reads the default \
                 TimeZone (above) and maps it to a ZoneId; of parses a string and looks the \
                 rules up in the providers' caches; of(String, Map) reads the program's map and \
                 is left out (values_only)",
    },
    Service {
        class: "java/time/ZoneRegion",
        methods: Methods::Only(&["ofId", "getRules"]),
        reason: "an immutable zone id whose rules come from ZoneRulesProvider's private cache \
                 (filled with putIfAbsent)",
    },
    Service {
        class: "java/time/ZoneOffset",
        methods: Methods::Only(&["of", "ofTotalSeconds", "ofHours", "ofHoursMinutes"]),
        reason: "immutable offsets interned in private ConcurrentHashMaps with putIfAbsent",
    },
    Service {
        class: "java/time/ZonedDateTime",
        methods: Methods::Only(&["ofInstant"]),
        reason: "a fresh immutable date-time from an immutable instant and zone; reads the \
                 zone's rules through the caches above",
    },
    Service {
        class: "java/time/format/DateTimeTextProvider",
        methods: Methods::Listed(&["getText", "getTextIterator"]),
        reason: "a package-private class of java.time.format (the program cannot name it), \
                 called by the formatter's text printer-parsers (`MMM`, `EEEE`, `a`, \
                 `appendText`); its only shared state is its private static CACHE, a \
                 ConcurrentHashMap from (field, locale) to a store: a store is filled with \
                 putIfAbsent and then read back, so every caller gets the same object; a \
                 store (LocaleStore) is built from the JDK's locale data for the field's \
                 identity (ERA, MONTH_OF_YEAR, DAY_OF_WEEK, AMPM_OF_DAY, QUARTER_OF_YEAR; \
                 any other field gets an empty marker) and is never written after its \
                 constructor; the results are strings and iterators over those stores' \
                 lists. Listed whatever the parameters: the TemporalField and Chronology \
                 arguments are only compared by identity, tested with instanceof and called \
                 (hashCode and equals through the cache's key, getCalendarType): a field or \
                 chronology of the program's is its code (callbacks), no field of it is \
                 read by the library",
    },
    Service {
        class: "java/time/zone/ZoneRulesProvider",
        methods: Methods::Only(&[
            "getRules",
            "getAvailableZoneIds",
            "getVersions",
            "getProvider",
        ]),
        reason: "static lookups in the providers' private ConcurrentHashMaps (the JDK's TZDB \
                 provider loads its data once, in a class initialiser); rules are immutable \
                 (ZoneRules); a provider the program registers is its code (callbacks), and \
                 registerProvider, which takes it, is left out (values_only)",
    },
    Service {
        class: "java/util/logging/StreamHandler",
        methods: Methods::Listed(&["publish", "flush"]),
        reason: "publish and flush are synchronized on the handler, and so is every setter of \
                 its level, filter, formatter, encoding, error manager and stream (Handler, \
                 StreamHandler): a record is checked, formatted and written while no other \
                 thread can change the handler; the record 'logically belongs to the framework' \
                 once logged (LogRecord class doc); formatting is the program's code where it \
                 reads the record's parameters and prints its exception (`OPENED`), and a Formatter, \
                 Filter or stream of the program's is its code (callbacks); the bytes go to \
                 the stream in the call's step, so the order of whole records with the \
                 program's other output is still every schedule's",
    },
    Service {
        class: "java/util/logging/ConsoleHandler",
        methods: Methods::Listed(&["publish"]),
        reason: "StreamHandler.publish and then flush, each under the handler's lock (as above)",
    },
];

/// JDK methods that run as the program's own code would, even when a
/// service above calls them: where a service reads objects the program
/// may still write (class, method, why). A frame of one of these is
/// outside the library (`MethodRole::User`): its accesses have their
/// points, and the service's step after it is a transition of its own.
pub const OPENED: &[(&str, &str, &str)] = &[
    (
        "java/lang/Throwable",
        "printStackTrace",
        "reads the exception (its stack trace, causes and suppressed exceptions, which the \
         program may still change): SimpleFormatter.format prints a record's exception so; \
         the rest of that method reads the record (the framework's once logged), the time \
         stamp, the caller the record infers from its own thread's frames, and the message \
         formatted by formatMessage (below)",
    ),
    (
        "java/util/logging/Formatter",
        "formatMessage",
        "formats the record's parameters, objects of the program's (a collection's \
         toString reads it element by element)",
    ),
];

/// Is `name` of class `class` one of `OPENED`?
pub fn is_opened(class: &str, name: &str) -> bool {
    OPENED.iter().any(|(c, n, _)| *c == class && *n == name)
}

/// Parameter types that are values for `values_only`: immutable objects
/// (or enums), and interfaces whose implementations the program supplies
/// as callbacks (a `Supplier`'s `get`).
const VALUE_TYPES: &[&str] = &[
    "java/lang/String",
    "java/lang/Integer",
    "java/lang/Long",
    "java/lang/Boolean",
    "java/lang/Character",
    "java/lang/Class",
    "java/lang/Module",
    "java/util/Locale",
    "java/util/Locale$Category",
    "java/util/Locale$FilteringMode",
    "java/util/Locale$IsoCountryCode",
    "java/util/ResourceBundle$Control",
    "java/util/logging/Level",
    "java/text/NumberFormat$Style",
    "java/util/function/Supplier",
    "java/time/Instant",
    "java/time/ZoneId",
];

/// Are all the parameters of a method with descriptor `desc` primitives
/// or `VALUE_TYPES`?
pub fn values_only(desc: &str) -> bool {
    let Some(params) = desc.strip_prefix('(').and_then(|d| d.split(')').next()) else {
        return false;
    };
    let mut rest = params;
    while let Some(c) = rest.chars().next() {
        match c {
            'B' | 'C' | 'D' | 'F' | 'I' | 'J' | 'S' | 'Z' => rest = &rest[1..],
            'L' => {
                let Some(end) = rest.find(';') else {
                    return false;
                };
                if !VALUE_TYPES.contains(&&rest[1..end]) {
                    return false;
                }
                rest = &rest[end + 1..];
            }
            // Arrays are mutable, whoever made them.
            _ => return false,
        }
    }
    true
}

fn matches(pattern: &str, class: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => class.starts_with(prefix),
        None => pattern == class,
    }
}

/// The entry of `SERVICES` for class `class` (internal name), if any.
pub fn service_for(class: &str) -> Option<&'static Service> {
    SERVICES.iter().find(|s| matches(s.class, class))
}

/// Does method `name` with descriptor `desc` of class `class` run as one
/// step (see the module docs)?
pub fn is_service_step(class: &str, name: &str, desc: &str) -> bool {
    match service_for(class).map(|s| s.methods) {
        None => false,
        Some(Methods::All) => true,
        Some(Methods::Values) => values_only(desc),
        Some(Methods::Only(names)) => names.contains(&name) && values_only(desc),
        Some(Methods::Listed(names)) => names.contains(&name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_value_parameters_make_a_step() {
        assert!(values_only("()V"));
        assert!(values_only(
            "(Ljava/lang/String;Ljava/util/Locale;)Ljava/lang/Object;"
        ));
        assert!(values_only("(IJZ)V"));
        assert!(!values_only("(Ljava/lang/Object;)V"));
        assert!(!values_only("([Ljava/lang/String;)V"));
        assert!(!values_only("([I)V"));
        assert!(!values_only(
            "(Ljava/util/List;Ljava/util/Collection;)Ljava/util/List;"
        ));
    }

    #[test]
    fn services_and_their_methods() {
        let loc = "java/util/Locale";
        assert!(is_service_step(
            loc,
            "forLanguageTag",
            "(Ljava/lang/String;)Ljava/util/Locale;"
        ));
        assert!(!is_service_step(
            loc,
            "filter",
            "(Ljava/util/List;Ljava/util/Collection;)Ljava/util/List;"
        ));
        // Three writes a reader may see half done.
        assert!(!is_service_step(loc, "setDefault", "(Ljava/util/Locale;)V"));
        // The program's builder is a mutable object of its own.
        assert!(service_for("java/util/Locale$Builder").is_none());
        assert!(service_for("sun/util/locale/InternalLocaleBuilder").is_none());
        let rb = "java/util/ResourceBundle";
        assert!(is_service_step(
            rb,
            "getBundle",
            "(Ljava/lang/String;Ljava/util/Locale;)Ljava/util/ResourceBundle;"
        ));
        assert!(!is_service_step(
            rb,
            "getBundle",
            "(Ljava/lang/String;Ljava/util/Locale;Ljava/lang/ClassLoader;)Ljava/util/ResourceBundle;"
        ));
        assert!(!is_service_step(
            rb,
            "getString",
            "(Ljava/lang/String;)Ljava/lang/String;"
        ));
        let dfs = "java/text/DecimalFormatSymbols";
        assert!(is_service_step(
            dfs,
            "getInstance",
            "(Ljava/util/Locale;)Ljava/text/DecimalFormatSymbols;"
        ));
        assert!(!is_service_step(dfs, "setZeroDigit", "(C)V"));
        // The formatter's text lookups take a TemporalField, an interface
        // the program may implement: listed by name.
        let dtp = "java/time/format/DateTimeTextProvider";
        assert!(is_service_step(
            dtp,
            "getText",
            "(Ljava/time/chrono/Chronology;Ljava/time/temporal/TemporalField;JLjava/time/format/TextStyle;Ljava/util/Locale;)Ljava/lang/String;"
        ));
        assert!(is_service_step(
            dtp,
            "getTextIterator",
            "(Ljava/time/temporal/TemporalField;Ljava/time/format/TextStyle;Ljava/util/Locale;)Ljava/util/Iterator;"
        ));
        assert!(!is_service_step(
            "java/time/format/DateTimeFormatter",
            "format",
            "(Ljava/time/temporal/TemporalAccessor;)Ljava/lang/String;"
        ));
        assert!(is_service_step(
            "sun/util/locale/provider/LocaleResources",
            "getDecimalFormatSymbolsData",
            "()[Ljava/lang/Object;"
        ));
    }
}
