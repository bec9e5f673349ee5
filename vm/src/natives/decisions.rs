//! The decision for each native method of the class library that has no
//! Rust implementation in the registry and is not replaced by a model
//! class: refused, with the reason a program that reaches it is told (exit
//! 4). `vm/NATIVES.tsv` lists every native method of JDK 17's `java.base`
//! with its decision; `vm/tests/natives_table.rs` regenerates it from the
//! JDK's class files, this list and the registry, and fails when the
//! checked-in table is stale or a native has no decision.

/// `(prefix of "class.name(descriptor)", reason)`: the first entry whose
/// prefix starts the native's key decides.
pub const REFUSED: &[(&str, &str)] = &[
    // Networking.
    (
        "java/net/",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/net/",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/Net.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/DatagramChannelImpl.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/DatagramDispatcher.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/SocketDispatcher.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/NativeSocketAddress.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/UnixDomainSockets.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/UnixAsynchronousSocketChannelImpl.",
        "networking: a model checker cannot explore a peer it does not have",
    ),
    (
        "sun/nio/ch/InheritedChannel.",
        "channels inherited from the launching process: the program has no host process",
    ),
    // Multiplexing and channel plumbing over OS descriptors.
    (
        "sun/nio/ch/EPoll.",
        "selectors: readiness of OS descriptors is not modelled",
    ),
    (
        "sun/nio/ch/EventFD.",
        "selectors: readiness of OS descriptors is not modelled",
    ),
    (
        "sun/nio/ch/PollSelectorImpl.",
        "selectors: readiness of OS descriptors is not modelled",
    ),
    (
        "sun/nio/ch/",
        "NIO channels beyond reading, writing, positioning and truncating files (locks, memory maps, scattering/gathering I/O, pipes): not modelled",
    ),
    (
        "java/nio/MappedMemoryUtils.",
        "memory-mapped files: native memory is not modelled",
    ),
    (
        "sun/nio/fs/LinuxWatchService.",
        "file-system watch services: events from the host's kernel are not modelled",
    ),
    (
        "sun/nio/fs/",
        "java.nio.file beyond files and directories (links, owners, permission and time changes, extended attributes, file stores): not modelled",
    ),
    // Processes, the host's environment, signals.
    (
        "java/lang/ProcessImpl.",
        "starting OS processes: a process outside the program cannot be explored",
    ),
    (
        "java/lang/ProcessHandleImpl",
        "OS processes: a process outside the program cannot be explored",
    ),
    (
        "java/lang/ProcessEnvironment.",
        "environment variables: the host's environment is not an input the checked program sees",
    ),
    (
        "jdk/internal/misc/Signal.",
        "OS signals: no signal reaches the checked program",
    ),
    (
        "java/io/Console.",
        "the console: the program's input and output are not a terminal",
    ),
    // Native code and HotSpot internals.
    (
        "jdk/internal/loader/NativeLibraries.findEntry0",
        "symbols of native libraries: Wayfinder runs bytecode only",
    ),
    (
        "jdk/internal/invoke/NativeEntryPoint.",
        "calls into native code: Wayfinder runs bytecode only",
    ),
    (
        "jdk/internal/vm/vector/VectorSupport.",
        "HotSpot's vector intrinsics",
    ),
    (
        "jdk/internal/perf/Perf.",
        "HotSpot's performance counters",
    ),
    (
        "jdk/internal/platform/CgroupMetrics.",
        "the host's container metrics: the program sees no host",
    ),
    (
        "jdk/internal/vm/VMSupport.",
        "properties for attached agents: no agent attaches to Wayfinder",
    ),
    (
        "jdk/internal/misc/CDS.",
        "class-data sharing archives: Wayfinder keeps none",
    ),
    (
        "java/lang/invoke/LambdaProxyClassArchive.",
        "class-data sharing archives: Wayfinder keeps none",
    ),
    (
        "jdk/internal/jimage/NativeImageBuffer.",
        "the jrt: file system's image buffer: Wayfinder reads the image itself",
    ),
    (
        "jdk/internal/misc/ScopedMemoryAccess.closeScope0",
        "foreign memory scopes: native memory is not modelled",
    ),
    (
        "jdk/internal/misc/Unsafe.writeback",
        "persistent memory: native memory is not modelled",
    ),
    (
        "jdk/internal/misc/Unsafe.getUncompressedObject",
        "raw object addresses: the heap has none",
    ),
    (
        "jdk/internal/misc/Unsafe.defineClass0",
        "defining classes from bytes at run time is not supported",
    ),
    (
        "java/lang/ClassLoader.defineClass",
        "defining classes from bytes at run time is not supported",
    ),
    (
        "jdk/internal/util/SystemProps$Raw.",
        "the host's system properties: Wayfinder's System model sets them",
    ),
    (
        "java/lang/SecurityManager.",
        "security managers are not supported",
    ),
    // The language runtime beyond what is implemented.
    (
        "java/lang/invoke/",
        "the JDK's method-handle machinery (lambda forms); Wayfinder's model MethodHandle does not use it",
    ),
    (
        "java/lang/StackStreamFactory",
        "the JDK's stack-walking machinery; Wayfinder's model StackWalker does not use it",
    ),
    (
        "java/lang/StackTraceElement.initStackTraceElement(",
        "the JDK's stack-walking machinery; Wayfinder's model StackWalker does not use it",
    ),
    (
        "jdk/internal/reflect/ConstantPool.",
        "reflection over constant pools (annotation parsing) is not implemented",
    ),
    // Files, compression, serialization beyond what is implemented.
    (
        "java/io/UnixFileSystem.getSpace",
        "the host's free disk space: the program sees no host",
    ),
];

/// Why native `key` (`class.name(descriptor)`) is refused, if the list
/// above decides it.
pub fn refusal(key: &str) -> Option<&'static str> {
    REFUSED
        .iter()
        .find(|(prefix, _)| key.starts_with(prefix))
        .map(|(_, reason)| *reason)
}

/// Called when a program reaches native `key` and the registry has no
/// implementation: when `WAYFINDER_NATIVES_LOG` names a file, appends the
/// key to it (one a line), so that a test harness can require that every
/// native its programs reach has a decision.
pub fn log_unresolved(key: &str) {
    use std::io::Write;
    let Some(path) = std::env::var_os("WAYFINDER_NATIVES_LOG") else {
        return;
    };
    if let Ok(mut f) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        let _ = writeln!(f, "{key}");
    }
}
