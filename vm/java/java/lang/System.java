/*
 * Wayfinder model of java.lang.System (JDK 17 API; also used with JDK 25's
 * class library).
 *
 * Written for Wayfinder; loaded instead of the JDK's System. Differences
 * from a real JVM, all for determinism or because Wayfinder has no OS layer:
 *  - the standard streams are Wayfinder's own (StdinStream and fd-backed
 *    PrintStreams, always UTF-8);
 *  - the system properties come from the VM (propertyPairs0/getProperty0);
 *    the Properties object is only created when a program asks for it;
 *  - the environment is always empty: getenv(name) returns null and getenv()
 *    an empty map, so that a checked program cannot depend on the machine it
 *    happens to be checked on;
 *  - a security manager checks what JDK 17's System checks (properties,
 *    environment, standard streams) and what the JDK's own classes check;
 *    there is no
 *    console, no inherited channel, no native libraries; System.getLogger
 *    gives the JDK's simple console logger (no logging backend), with a
 *    resource bundle the JDK's wrapper that localizes its messages;
 *  - gc() is Runtime.gc() (it clears and enqueues the soft, weak and phantom
 *    references whose referents are no longer strongly reachable, and
 *    enqueues the finalizers of finalizable objects no longer strongly
 *    reachable); runFinalization() is Runtime.runFinalization().
 */
package java.lang;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.channels.Channel;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

import jdk.internal.access.SharedSecrets;
import jdk.internal.misc.VM;

public final class System {

    /** Standard input; replaced by setIn. */
    public static final InputStream in;

    /** Standard output (fd 1); replaced by setOut. */
    public static final PrintStream out;

    /** Standard error (fd 2); replaced by setErr. */
    public static final PrintStream err;

    /** The initial System.in and System.err (JDK 25's JavaLangAccess hands them out). */
    static InputStream initialIn;
    static PrintStream initialErr;

    /** The system properties, created on first use (see getProperties). */
    private static Properties props;

    /**
     * Read by ModuleLayer.boot(), which the VM runs as a native that builds
     * the boot layer on first use (vm/src/natives/modules.rs) and keeps it
     * here.
     */
    static ModuleLayer bootLayer;

    static {
        // First, as the JDK does: library code reached from here may need it.
        SharedSecrets.setJavaLangAccess(new WayfinderLangAccess());

        in = new StdinStream();
        out = new PrintStream(1, true);
        err = new PrintStream(2, true);
        initialIn = in;
        initialErr = err;

        String[] pairs = propertyPairs0();
        HashMap<String, String> saved = new HashMap<>();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            saved.put(pairs[i], pairs[i + 1]);
        }
        VM.saveProperties(saved);
        VM.initLevel(1);
    }

    private System() {
    }

    /**
     * Called by the VM once the main thread and its thread group exist,
     * before the main class is initialised: the rest of HotSpot's start-up
     * (initPhase2 and 3). The module system counts as initialised and the
     * VM as booted (VM.isBooted()), so the JDK's code behaves as it does
     * once `java` runs main: Charset.forName asks the extended charsets
     * provider, and so on. The boot layer and the system class loader are
     * made when first asked for (ModuleLayer.boot() and
     * ClassLoader.getSystemClassLoader() run as natives of the VM).
     */
    private static void completeBoot() {
        VM.initLevel(2);
        VM.initLevel(3);
        VM.initLevel(4);
    }

    // ---- natives (implemented by the VM) ----

    /** The initial system properties: key0, value0, key1, value1, ... */
    private static native String[] propertyPairs0();

    /** The initial value of one system property, or null. */
    private static native String getProperty0(String key);

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    // ---- standard streams ----

    public static void setIn(InputStream in) {
        checkRuntimePermission("setIO");
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        checkRuntimePermission("setIO");
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        checkRuntimePermission("setIO");
        setErr0(err);
    }

    /** Wayfinder programs never have a console. */
    public static java.io.Console console() {
        return null;
    }

    /** Wayfinder programs never inherit a channel. */
    public static Channel inheritedChannel() {
        return null;
    }

    // ---- security manager ----

    /** The installed security manager, or null (JDK 17's field of the same name). */
    @SuppressWarnings("removal")
    private static volatile SecurityManager security;

    /**
     * Stops the run (exit 4, a gap in Wayfinder, not an exception the
     * program could catch): used with a JDK 24+ class library, whose
     * System refuses every security manager in a way not modelled here.
     * Never returns.
     */
    private static native UnsupportedOperationException securityManagerUnsupported();

    /**
     * As JDK 17 with no java.security.manager property (security managers
     * allowed): a warning naming the caller on the standard error stream,
     * then the manager is installed. Permissions are checked against the
     * protection domains of the calling classes (Class.protectionDomain:
     * the class path's code source for the program's classes, none for the
     * JDK's) and the JDK's policy files, by the JDK's own AccessController.
     */
    @SuppressWarnings("removal")
    public static void setSecurityManager(SecurityManager sm) {
        if (Runtime.version().feature() >= 24) {
            if (sm != null) {
                throw securityManagerUnsupported();
            }
            return;
        }
        Class<?> caller = jdk.internal.reflect.Reflection.getCallerClass();
        if (caller != null && !warned(caller)) {
            java.security.CodeSource cs = caller.protectionDomain().getCodeSource();
            java.net.URL url = cs != null ? cs.getLocation() : null;
            String who = url == null ? caller.getName() : caller.getName() + " (" + url + ")";
            initialErr.printf("WARNING: A terminally deprecated method in java.lang.System has been called%n"
                    + "WARNING: System::setSecurityManager has been called by %s%n"
                    + "WARNING: Please consider reporting this to the maintainers of %s%n"
                    + "WARNING: System::setSecurityManager will be removed in a future release%n",
                    who, caller.getName());
        }
        if (security == null) {
            // As the JDK: what the policy's own reading needs is made
            // before any manager checks (the run-time image's reader, the
            // default file system, whose provider's constructor checks).
            Object.class.getResource("java/lang/ANY");
            sun.nio.fs.DefaultFileSystemProvider.theFileSystem();
        }
        if (sm != null) {
            try {
                // fills the manager's package-access cache first, as the JDK does
                sm.checkPackageAccess("java.lang");
            } catch (Exception e) {
                // ignored, as by the JDK
            }
        }
        installSecurityManager(sm);
    }

    /** The callers setSecurityManager has warned about, made on first use. */
    private static Map<Class<?>, Boolean> warned;

    /** Has setSecurityManager warned about {@code caller} (it has now)? */
    private static synchronized boolean warned(Class<?> caller) {
        if (warned == null) {
            warned = new java.util.WeakHashMap<>();
        }
        return warned.put(caller, Boolean.TRUE) != null;
    }

    @SuppressWarnings("removal")
    private static synchronized void installSecurityManager(SecurityManager sm) {
        SecurityManager current = security;
        if (current != null) {
            current.checkPermission(new RuntimePermission("setSecurityManager"));
        }
        if (sm != null && Class.isClassPathCode(sm.getClass())) {
            // A manager of the program's own: the policy is read now (no
            // manager is checking yet), so that reading it later does not
            // run the manager's own checks.
            sm.getClass().protectionDomain().implies(new java.security.AllPermission());
        }
        security = sm;
    }

    @SuppressWarnings("removal")
    public static SecurityManager getSecurityManager() {
        return security;
    }

    /** The property check of the installed security manager, if any. */
    @SuppressWarnings("removal")
    private static void checkPropertyAccess(String key) {
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPropertyAccess(key);
        }
    }

    /** Checks RuntimePermission {@code name} with the installed manager, if any. */
    @SuppressWarnings("removal")
    private static void checkRuntimePermission(String name) {
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPermission(new RuntimePermission(name));
        }
    }

    // ---- properties ----

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    /** A fresh Properties object holding the VM's initial properties. */
    private static Properties initialProperties() {
        String[] pairs = propertyPairs0();
        Properties p = new Properties(pairs.length / 2 + 8);
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            p.put(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    private static synchronized Properties createProperties() {
        Properties p = props;
        if (p == null) {
            p = initialProperties();
            props = p;
        }
        return p;
    }

    @SuppressWarnings("removal")
    public static Properties getProperties() {
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPropertiesAccess();
        }
        Properties p = props;
        return p != null ? p : createProperties();
    }

    @SuppressWarnings("removal")
    public static void setProperties(Properties props) {
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPropertiesAccess();
        }
        System.props = (props != null) ? props : initialProperties();
    }

    public static String lineSeparator() {
        return "\n";
    }

    public static String getProperty(String key) {
        checkKey(key);
        checkPropertyAccess(key);
        Properties p = props;
        return p != null ? p.getProperty(key) : getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        checkPropertyAccess(key);
        Properties p = props;
        if (p != null) {
            return p.getProperty(key, def);
        }
        String value = getProperty0(key);
        return value != null ? value : def;
    }

    @SuppressWarnings("removal")
    public static String setProperty(String key, String value) {
        checkKey(key);
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPermission(new java.util.PropertyPermission(key, "write"));
        }
        return (String) getProperties().setProperty(key, value);
    }

    @SuppressWarnings("removal")
    public static String clearProperty(String key) {
        checkKey(key);
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPermission(new java.util.PropertyPermission(key, "write"));
        }
        return (String) getProperties().remove(key);
    }

    // ---- environment: always empty, for determinism ----

    /**
     * Always null: a checked program sees an empty environment, so its
     * behaviour cannot depend on the machine it is checked on.
     */
    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        checkRuntimePermission("getenv." + name);
        return null;
    }

    /** Always an empty map (see getenv(String)). */
    public static Map<String, String> getenv() {
        checkRuntimePermission("getenv.*");
        return Collections.emptyMap();
    }

    // ---- logging: the JDK's simple console logger ----

    /**
     * A stub of the JDK's System.Logger, declared so that javac can name
     * it: vm/build.rs leaves its class file out of the model classes (the
     * JDK's own is used).
     */
    public interface Logger {
    }

    /**
     * The logger the JDK falls back to when it has no logging backend: it
     * logs INFO and above (property jdk.system.logger.level) to System.err,
     * in java.util.logging's format. JDK 25's Runtime.exit asks it whether
     * DEBUG is loggable (it is not, so exiting logs nothing).
     */
    public static Logger getLogger(String name) {
        return jdk.internal.logger.SimpleConsoleLogger.makeSimpleLogger(Objects.requireNonNull(name));
    }

    /**
     * That logger with its messages localized by bundle (the JDK's own
     * wrapper: a message is a key of the bundle, formatted with its
     * parameters as the logger formats them).
     */
    public static Logger getLogger(String name, java.util.ResourceBundle bundle) {
        java.util.ResourceBundle rb = Objects.requireNonNull(bundle);
        return new jdk.internal.logger.LocalizedLoggerWrapper<>(getLogger(name), rb);
    }

    // ---- runtime ----

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    /** Runtime.gc(): clears and enqueues references (see java.lang.ref.Reference). */
    public static void gc() {
        Runtime.getRuntime().gc();
    }

    /** Runtime.runFinalization(): runs the finalizers gc() enqueued. */
    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }

    /** Does nothing: Wayfinder has no native libraries. */
    public static void load(String filename) {
    }

    /** Does nothing: Wayfinder has no native libraries. */
    public static void loadLibrary(String libname) {
    }

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }
}
