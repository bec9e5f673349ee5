/*
 * Wayfinder's implementation of jdk.internal.access.JavaLangAccess, JDK 25
 * version (replaces vm/java/java/lang/WayfinderLangAccess.java when the model
 * classes are built for JDK 25's class library), installed by the System
 * model's static initializer.
 *
 * Written for Wayfinder. Operations on strings, threads, shutdown hooks and
 * enums delegate to the package-private JDK methods that provide them. There
 * are no virtual threads, continuations or thread containers: every thread is
 * its own carrier, a thread is in no container, and the virtual-thread
 * operations throw WrongThreadException (as the JDK does for a platform
 * thread) or UnsupportedOperationException. A module's reads, exports, opens
 * and uses and a layer's services delegate to Module and ModuleLayer; the
 * operations about defining modules or classes, annotations, constant pools
 * and native code are not supported and throw UnsupportedOperationException
 * naming the method.
 */
package java.lang;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.annotation.Annotation;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.stream.Stream;

import jdk.internal.access.JavaLangAccess;
import jdk.internal.loader.NativeLibraries;
import jdk.internal.misc.CarrierThreadLocal;
import jdk.internal.module.ServicesCatalog;
import jdk.internal.reflect.ConstantPool;
import jdk.internal.vm.Continuation;
import jdk.internal.vm.ContinuationScope;
import jdk.internal.vm.StackableScope;
import jdk.internal.vm.ThreadContainer;
import sun.nio.ch.Interruptible;
import sun.reflect.annotation.AnnotationType;

final class WayfinderLangAccess implements JavaLangAccess {

    WayfinderLangAccess() {
    }

    private static UnsupportedOperationException unsupported(String method) {
        return new UnsupportedOperationException("not supported by Wayfinder: JavaLangAccess." + method);
    }

    // ---- reflection and annotations: not supported ----

    public List<Method> getDeclaredPublicMethods(Class<?> klass, String name, Class<?>... parameterTypes) {
        throw unsupported("getDeclaredPublicMethods");
    }

    public Method findMethod(Class<?> klass, boolean publicOnly, String name, Class<?>... parameterTypes) {
        throw unsupported("findMethod");
    }

    public ConstantPool getConstantPool(Class<?> klass) {
        return klass.getConstantPool();
    }

    public boolean casAnnotationType(Class<?> klass, AnnotationType oldType, AnnotationType newType) {
        return klass.casAnnotationType(oldType, newType);
    }

    public AnnotationType getAnnotationType(Class<?> klass) {
        return klass.getAnnotationType();
    }

    public Map<Class<? extends Annotation>, Annotation> getDeclaredAnnotationMap(Class<?> klass) {
        return klass.getDeclaredAnnotationMap();
    }

    public byte[] getRawClassAnnotations(Class<?> klass) {
        return klass.getRawAnnotationsForAccess();
    }

    public byte[] getRawClassTypeAnnotations(Class<?> klass) {
        throw unsupported("getRawClassTypeAnnotations");
    }

    public byte[] getRawExecutableTypeAnnotations(Executable executable) {
        throw unsupported("getRawExecutableTypeAnnotations");
    }

    public int classFileVersion(Class<?> clazz) {
        throw unsupported("classFileVersion");
    }

    // ---- enums, shutdown, finalization ----

    public <E extends Enum<E>> E[] getEnumConstantsShared(Class<E> klass) {
        return klass.getEnumConstantsShared();
    }

    /** No-op: Wayfinder has no interruptible NIO channels. */
    public void blockedOn(Interruptible b) {
    }

    public void registerShutdownHook(int slot, boolean registerShutdownInProgress, Runnable hook) {
        Shutdown.add(slot, registerShutdownInProgress, hook);
    }

    @SuppressWarnings("removal")
    public void invokeFinalize(Object o) throws Throwable {
        o.finalize();
    }

    // ---- class loaders ----

    public ConcurrentHashMap<?, ?> createOrGetClassLoaderValueMap(ClassLoader cl) {
        return cl.createOrGetClassLoaderValueMap();
    }

    public Class<?> defineClass(ClassLoader cl, String name, byte[] b, ProtectionDomain pd, String source) {
        throw unsupported("defineClass");
    }

    public Class<?> defineClass(ClassLoader cl, Class<?> lookup, String name, byte[] b, ProtectionDomain pd,
                                boolean initialize, int flags, Object classData) {
        throw unsupported("defineClass");
    }

    public Class<?> findBootstrapClassOrNull(String name) {
        return ClassLoader.findBootstrapClassOrNull(name);
    }

    public Package definePackage(ClassLoader cl, String name, Module module) {
        return cl.definePackage(name, module);
    }

    public ProtectionDomain protectionDomain(Class<?> c) {
        return c.getProtectionDomain();
    }

    public Object classData(Class<?> c) {
        throw unsupported("classData");
    }

    public NativeLibraries nativeLibrariesFor(ClassLoader loader) {
        throw unsupported("nativeLibrariesFor");
    }

    public String getLoaderNameID(ClassLoader loader) {
        if (loader == null) {
            return "null";
        }
        return loader.nameAndId();
    }

    // ---- modules: the boot layer's (ModuleLayer.boot(), see Class.getModule) ----

    public Module defineModule(ClassLoader loader, ModuleDescriptor descriptor, URI uri) {
        throw unsupported("defineModule");
    }

    /** A new unnamed module of `loader` (the boot loader's, for null). */
    public Module defineUnnamedModule(ClassLoader loader) {
        return new Module(loader);
    }

    public void addReads(Module m1, Module m2) {
        m1.implAddReads(m2);
    }

    public void addReadsAllUnnamed(Module m) {
        m.implAddReadsAllUnnamed();
    }

    public void addExports(Module m1, String pkg) {
        m1.implAddExports(pkg);
    }

    public void addExports(Module m1, String pkg, Module m2) {
        m1.implAddExports(pkg, m2);
    }

    public void addExportsToAllUnnamed(Module m, String pkg) {
        m.implAddExportsToAllUnnamed(pkg);
    }

    public void addOpens(Module m1, String pkg, Module m2) {
        m1.implAddOpens(pkg, m2);
    }

    public void addOpensToAllUnnamed(Module m, String pkg) {
        m.implAddOpensToAllUnnamed(pkg);
    }

    public void addUses(Module m, Class<?> service) {
        m.implAddUses(service);
    }

    public boolean isReflectivelyExported(Module module, String pn, Module other) {
        return module.isReflectivelyExported(pn, other);
    }

    public boolean isReflectivelyOpened(Module module, String pn, Module other) {
        return module.isReflectivelyOpened(pn, other);
    }

    /**
     * Native access is a flag for the foreign-function API, which Wayfinder
     * does not support: granting it changes nothing.
     */
    public Module addEnableNativeAccess(Module m) {
        return m;
    }

    public boolean addEnableNativeAccess(ModuleLayer layer, String name) {
        throw unsupported("addEnableNativeAccess");
    }

    public void addEnableNativeAccessToAllUnnamed() {
        throw unsupported("addEnableNativeAccessToAllUnnamed");
    }

    public void ensureNativeAccess(Module m, Class<?> owner, String methodName, Class<?> currentClass,
                                   boolean jni) {
        throw unsupported("ensureNativeAccess");
    }

    public ServicesCatalog getServicesCatalog(ModuleLayer layer) {
        return layer.getServicesCatalog();
    }

    public void bindToLoader(ModuleLayer layer, ClassLoader loader) {
        layer.bindToLoader(loader);
    }

    public Stream<ModuleLayer> layers(ModuleLayer layer) {
        return layer.layers();
    }

    public Stream<ModuleLayer> layers(ClassLoader loader) {
        return ModuleLayer.layers(loader);
    }

    // ---- strings ----

    public int uncheckedCountPositives(byte[] ba, int off, int len) {
        return StringCoding.countPositives(ba, off, len);
    }

    public int countNonZeroAscii(String s) {
        return StringCoding.countNonZeroAscii(s);
    }

    public String uncheckedNewStringNoRepl(byte[] bytes, Charset cs) throws CharacterCodingException {
        return String.newStringNoRepl(bytes, cs);
    }

    public byte[] uncheckedGetBytesNoRepl(String s, Charset cs) throws CharacterCodingException {
        return String.getBytesNoRepl(s, cs);
    }

    public String newStringUTF8NoRepl(byte[] bytes, int off, int len) {
        return String.newStringUTF8NoRepl(bytes, off, len, true);
    }

    public char uncheckedGetUTF16Char(byte[] bytes, int index) {
        return StringUTF16.getChar(bytes, index);
    }

    public void uncheckedPutCharUTF16(byte[] bytes, int index, int ch) {
        StringUTF16.putChar(bytes, index, ch);
    }

    public byte[] getBytesUTF8NoRepl(String s) {
        return String.getBytesUTF8NoRepl(s);
    }

    public void uncheckedInflateBytesToChars(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        StringLatin1.inflate(src, srcOff, dst, dstOff, len);
    }

    public int uncheckedDecodeASCII(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        return String.decodeASCII(src, srcOff, dst, dstOff, len);
    }

    public int uncheckedEncodeASCII(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        return StringCoding.implEncodeAsciiArray(src, srcOff, dst, dstOff, len);
    }

    public MethodHandle stringConcatHelper(String name, MethodType methodType) {
        return StringConcatHelper.lookupStatic(name, methodType);
    }

    public long stringConcatInitialCoder() {
        return StringConcatHelper.initialCoder();
    }

    public long stringConcatMix(long lengthCoder, String constant) {
        return StringConcatHelper.mix(lengthCoder, constant);
    }

    public long stringConcatMix(long lengthCoder, char value) {
        return StringConcatHelper.mix(lengthCoder, value);
    }

    public Object uncheckedStringConcat1(String[] constants) {
        return new StringConcatHelper.Concat1(constants);
    }

    public byte stringInitCoder() {
        return String.COMPACT_STRINGS ? String.LATIN1 : String.UTF16;
    }

    public byte stringCoder(String str) {
        return str.coder();
    }

    public String join(String prefix, String suffix, String delimiter, String[] elements, int size) {
        return String.join(prefix, suffix, delimiter, elements, size);
    }

    public String concat(String prefix, Object value, String suffix) {
        return StringConcatHelper.concat(prefix, value, suffix);
    }

    public void copyToSegmentRaw(String string, MemorySegment segment, long offset) {
        string.copyToSegmentRaw(segment, offset);
    }

    public boolean bytesCompatible(String string, Charset charset) {
        return string.bytesCompatible(charset);
    }

    // ---- standard streams, exceptions ----

    public InputStream initialSystemIn() {
        return System.initialIn;
    }

    public PrintStream initialSystemErr() {
        return System.initialErr;
    }

    public void setCause(Throwable t, Throwable cause) {
        t.setCause(cause);
    }

    // ---- threads: no virtual threads, no thread containers ----

    /** Only the live threads' count is known to the model (Thread.activeCount). */
    public Thread[] getAllThreads() {
        throw unsupported("getAllThreads");
    }

    /** No thread is in a thread container. */
    public ThreadContainer threadContainer(Thread thread) {
        return null;
    }

    /** Starts the thread; the container is not recorded. */
    public void start(Thread thread, ThreadContainer container) {
        thread.start();
    }

    public StackableScope headStackableScope(Thread thread) {
        return (StackableScope) thread.headStackableScopes();
    }

    public void setHeadStackableScope(StackableScope scope) {
        Thread.setHeadStackableScope(scope);
    }

    public Thread currentCarrierThread() {
        return Thread.currentCarrierThread();
    }

    // CarrierThreadLocal's get/set/remove come here; ThreadLocal has the
    // carrier-thread versions (and the carrier is the current thread).

    public <T> T getCarrierThreadLocal(CarrierThreadLocal<T> local) {
        return ((ThreadLocal<T>) local).getCarrierThreadLocal();
    }

    public <T> void setCarrierThreadLocal(CarrierThreadLocal<T> local, T value) {
        ((ThreadLocal<T>) local).setCarrierThreadLocal(value);
    }

    public void removeCarrierThreadLocal(CarrierThreadLocal<?> local) {
        ((ThreadLocal<?>) local).removeCarrierThreadLocal();
    }

    public Object[] scopedValueCache() {
        return Thread.scopedValueCache();
    }

    public void setScopedValueCache(Object[] cache) {
        Thread.setScopedValueCache(cache);
    }

    public Object scopedValueBindings() {
        return Thread.scopedValueBindings();
    }

    /** Platform threads have no continuation. */
    public Continuation getContinuation(Thread thread) {
        return null;
    }

    public void setContinuation(Thread thread, Continuation continuation) {
        throw unsupported("setContinuation");
    }

    public ContinuationScope virtualThreadContinuationScope() {
        throw unsupported("virtualThreadContinuationScope");
    }

    public void parkVirtualThread() {
        throw new WrongThreadException();
    }

    public void parkVirtualThread(long nanos) {
        throw new WrongThreadException();
    }

    public void unparkVirtualThread(Thread thread) {
        throw new WrongThreadException();
    }

    public Executor virtualThreadDefaultScheduler() {
        throw unsupported("virtualThreadDefaultScheduler");
    }

    public StackWalker newStackWalkerInstance(Set<StackWalker.Option> options,
                                              ContinuationScope contScope,
                                              Continuation continuation) {
        throw unsupported("newStackWalkerInstance");
    }
}
