/*
 * Wayfinder's implementation of jdk.internal.access.JavaLangAccess (JDK 17),
 * installed by the System model's static initializer.
 *
 * Written for Wayfinder. Operations on strings, threads, shutdown hooks and
 * enums delegate to the package-private JDK methods that provide them, those
 * about annotations and constant pools to the Class model, those about a
 * module's reads, exports, opens and uses and a layer's services to Module
 * and ModuleLayer; defining modules or classes and type annotations are not
 * supported and stop the run as unsupported, naming the method.
 */
package java.lang;

import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.security.AccessControlContext;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import jdk.internal.access.JavaLangAccess;
import jdk.internal.module.ServicesCatalog;
import jdk.internal.reflect.ConstantPool;
import sun.nio.ch.Interruptible;
import sun.reflect.annotation.AnnotationType;

final class WayfinderLangAccess implements JavaLangAccess {

    WayfinderLangAccess() {
    }

    /**
     * Stops the run: Wayfinder does not support JavaLangAccess.method (a gap
     * in Wayfinder, reported as such with exit status 4, never as an
     * exception the program could catch or die of). Never returns.
     */
    private static native UnsupportedOperationException unsupported(String method);

    // ---- reflection and annotations ----

    public List<Method> getDeclaredPublicMethods(Class<?> klass, String name, Class<?>... parameterTypes) {
        throw unsupported("getDeclaredPublicMethods");
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

    // ---- enums, threads, shutdown ----

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
    public Thread newThreadWithAcc(Runnable target, AccessControlContext acc) {
        return new Thread(target);
    }

    @SuppressWarnings("deprecation")
    public void invokeFinalize(Object o) throws Throwable {
        o.finalize();
    }

    public void exit(int statusCode) {
        Shutdown.exit(statusCode);
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
        return c.protectionDomain();
    }

    public Object classData(Class<?> c) {
        throw unsupported("classData");
    }

    public long findNative(ClassLoader loader, String entry) {
        throw unsupported("findNative");
    }

    public String getLoaderNameID(ClassLoader loader) {
        if (loader == null) {
            return "null";
        }
        return loader.nameAndId();
    }

    // ---- modules: the boot layer's (ModuleLayer.boot(), see Class.getModule) ----

    public void addNonExportedPackages(ModuleLayer layer) {
        throw unsupported("addNonExportedPackages");
    }

    public void invalidatePackageAccessCache() {
        throw unsupported("invalidatePackageAccessCache");
    }

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

    public void addOpensToAllUnnamed(Module m, Set<String> concealedPkgs, Set<String> exportedPkgs) {
        m.implAddOpensToAllUnnamed(concealedPkgs, exportedPkgs);
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

    public void addEnableNativeAccessAllUnnamed() {
        Module.implAddEnableNativeAccessAllUnnamed();
    }

    public boolean isEnableNativeAccess(Module m) {
        return m.implIsEnableNativeAccess();
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

    public String fastUUID(long lsb, long msb) {
        return Long.fastUUID(lsb, msb);
    }

    public String newStringNoRepl(byte[] bytes, Charset cs) throws CharacterCodingException {
        return String.newStringNoRepl(bytes, cs);
    }

    public byte[] getBytesNoRepl(String s, Charset cs) throws CharacterCodingException {
        return String.getBytesNoRepl(s, cs);
    }

    public String newStringUTF8NoRepl(byte[] bytes, int off, int len) {
        return String.newStringUTF8NoRepl(bytes, off, len);
    }

    public byte[] getBytesUTF8NoRepl(String s) {
        return String.getBytesUTF8NoRepl(s);
    }

    public void inflateBytesToChars(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        StringLatin1.inflate(src, srcOff, dst, dstOff, len);
    }

    public int decodeASCII(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        return String.decodeASCII(src, srcOff, dst, dstOff, len);
    }

    public int encodeASCII(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        return StringCoding.implEncodeAsciiArray(src, srcOff, dst, dstOff, len);
    }

    public void setCause(Throwable t, Throwable cause) {
        t.setCause(cause);
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

    public String join(String prefix, String suffix, String delimiter, String[] elements, int size) {
        return String.join(prefix, suffix, delimiter, elements, size);
    }
}
