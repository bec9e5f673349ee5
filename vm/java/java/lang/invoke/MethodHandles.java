/*
 * Wayfinder model of java.lang.invoke.MethodHandles and its nested Lookup
 * (JDK 17 API; compiled once per supported JDK).
 *
 * Written for Wayfinder. The JDK class library makes its VarHandles through
 * MethodHandles.lookup().findVarHandle(...), findStaticVarHandle(...),
 * privateLookupIn(...) and arrayElementVarHandle(...); those work here and
 * return IndirectVarHandle objects, whose access modes the VM implements
 * natively. Method handles are not supported: every method that would make
 * or adapt one stops the VM with an "unsupported" error naming it (exit code
 * 4), so a program never goes on with a silently wrong answer. Lookup objects
 * only record their lookup class and modes; access checks are not made (the
 * class library's own calls are correct, and javac has checked the program's),
 * so privateLookupIn succeeds where module encapsulation would refuse it.
 */
package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.ByteOrder;
import java.util.List;

import jdk.internal.misc.Unsafe;
import jdk.internal.reflect.Reflection;

public class MethodHandles {

    private MethodHandles() {
    }

    /**
     * Stops the VM: {@code what} (a java.lang.invoke method) is not supported.
     * Never returns; declared to return an exception so callers can write
     * {@code throw unsupported(...)}.
     */
    static native UnsupportedOperationException unsupported(String what);

    // ---- lookups ----

    public static Lookup lookup() {
        return new Lookup(Reflection.getCallerClass(), null, Lookup.FULL_POWER_MODES);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, null, Lookup.UNCONDITIONAL);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller)
            throws IllegalAccessException {
        if (targetClass == null || caller == null) {
            throw new NullPointerException();
        }
        if (targetClass.isPrimitive()) {
            throw new IllegalArgumentException(targetClass + " is a primitive class");
        }
        if (targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is an array class");
        }
        return new Lookup(targetClass, null, Lookup.FULL_POWER_MODES);
    }

    // ---- VarHandles ----

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass)
            throws IllegalArgumentException {
        return IndirectVarHandle.forArray(arrayClass);
    }

    public static VarHandle byteArrayViewVarHandle(Class<?> viewArrayClass, ByteOrder byteOrder)
            throws IllegalArgumentException {
        if (byteOrder == null) {
            throw new NullPointerException();
        }
        return IndirectVarHandle.forByteArrayView(viewArrayClass,
                byteOrder == ByteOrder.BIG_ENDIAN);
    }

    public static VarHandle byteBufferViewVarHandle(Class<?> viewArrayClass, ByteOrder byteOrder)
            throws IllegalArgumentException {
        throw unsupported("MethodHandles.byteBufferViewVarHandle");
    }

    // ---- everything about method handles: not supported ----

    public static <T> T classData(Lookup caller, String name, Class<T> type)
            throws IllegalAccessException {
        throw unsupported("MethodHandles.classData");
    }

    public static <T> T classDataAt(Lookup caller, String name, Class<T> type, int index)
            throws IllegalAccessException {
        throw unsupported("MethodHandles.classDataAt");
    }

    public static <T extends Member> T reflectAs(Class<T> expected, MethodHandle target) {
        throw unsupported("MethodHandles.reflectAs");
    }

    public static MethodHandle arrayConstructor(Class<?> arrayClass) {
        throw unsupported("MethodHandles.arrayConstructor");
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        throw unsupported("MethodHandles.arrayLength");
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        throw unsupported("MethodHandles.arrayElementGetter");
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        throw unsupported("MethodHandles.arrayElementSetter");
    }

    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        throw unsupported("MethodHandles.spreadInvoker");
    }

    public static MethodHandle exactInvoker(MethodType type) {
        throw unsupported("MethodHandles.exactInvoker");
    }

    public static MethodHandle invoker(MethodType type) {
        throw unsupported("MethodHandles.invoker");
    }

    public static MethodHandle varHandleExactInvoker(VarHandle.AccessMode accessMode,
            MethodType type) {
        throw unsupported("MethodHandles.varHandleExactInvoker");
    }

    public static MethodHandle varHandleInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        throw unsupported("MethodHandles.varHandleInvoker");
    }

    public static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        throw unsupported("MethodHandles.explicitCastArguments");
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType,
            int... reorder) {
        throw unsupported("MethodHandles.permuteArguments");
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        throw unsupported("MethodHandles.constant");
    }

    public static MethodHandle identity(Class<?> type) {
        throw unsupported("MethodHandles.identity");
    }

    public static MethodHandle zero(Class<?> type) {
        throw unsupported("MethodHandles.zero");
    }

    public static MethodHandle empty(MethodType type) {
        throw unsupported("MethodHandles.empty");
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        throw unsupported("MethodHandles.insertArguments");
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos,
            List<Class<?>> valueTypes) {
        throw unsupported("MethodHandles.dropArguments");
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        throw unsupported("MethodHandles.dropArguments");
    }

    public static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip,
            List<Class<?>> newTypes, int pos) {
        throw unsupported("MethodHandles.dropArgumentsToMatch");
    }

    public static MethodHandle dropReturn(MethodHandle target) {
        throw unsupported("MethodHandles.dropReturn");
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos,
            MethodHandle... filters) {
        throw unsupported("MethodHandles.filterArguments");
    }

    public static MethodHandle collectArguments(MethodHandle target, int pos,
            MethodHandle filter) {
        throw unsupported("MethodHandles.collectArguments");
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        throw unsupported("MethodHandles.filterReturnValue");
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        throw unsupported("MethodHandles.foldArguments");
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos,
            MethodHandle combiner) {
        throw unsupported("MethodHandles.foldArguments");
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target,
            MethodHandle fallback) {
        throw unsupported("MethodHandles.guardWithTest");
    }

    public static MethodHandle catchException(MethodHandle target,
            Class<? extends Throwable> exType, MethodHandle handler) {
        throw unsupported("MethodHandles.catchException");
    }

    public static MethodHandle throwException(Class<?> returnType,
            Class<? extends Throwable> exType) {
        throw unsupported("MethodHandles.throwException");
    }

    public static MethodHandle loop(MethodHandle[]... clauses) {
        throw unsupported("MethodHandles.loop");
    }

    public static MethodHandle whileLoop(MethodHandle init, MethodHandle pred, MethodHandle body) {
        throw unsupported("MethodHandles.whileLoop");
    }

    public static MethodHandle doWhileLoop(MethodHandle init, MethodHandle body,
            MethodHandle pred) {
        throw unsupported("MethodHandles.doWhileLoop");
    }

    public static MethodHandle countedLoop(MethodHandle iterations, MethodHandle init,
            MethodHandle body) {
        throw unsupported("MethodHandles.countedLoop");
    }

    public static MethodHandle countedLoop(MethodHandle start, MethodHandle end,
            MethodHandle init, MethodHandle body) {
        throw unsupported("MethodHandles.countedLoop");
    }

    public static MethodHandle iteratedLoop(MethodHandle iterator, MethodHandle init,
            MethodHandle body) {
        throw unsupported("MethodHandles.iteratedLoop");
    }

    public static MethodHandle tryFinally(MethodHandle target, MethodHandle cleanup) {
        throw unsupported("MethodHandles.tryFinally");
    }

    public static MethodHandle tableSwitch(MethodHandle fallback, MethodHandle... targets) {
        throw unsupported("MethodHandles.tableSwitch");
    }

    /** A lookup class and its access modes (no access checks are made). */
    public static final class Lookup {

        public static final int PUBLIC = Modifier.PUBLIC;
        public static final int PRIVATE = Modifier.PRIVATE;
        public static final int PROTECTED = Modifier.PROTECTED;
        public static final int PACKAGE = Modifier.STATIC;
        public static final int MODULE = PACKAGE << 1;
        public static final int UNCONDITIONAL = PACKAGE << 2;
        public static final int ORIGINAL = PACKAGE << 3;

        static final int FULL_POWER_MODES = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE
                | ORIGINAL;

        private final Class<?> lookupClass;
        private final Class<?> prevLookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, Class<?> prevLookupClass, int allowedModes) {
            this.lookupClass = lookupClass == null ? Object.class : lookupClass;
            this.prevLookupClass = prevLookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return prevLookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass == null) {
                throw new NullPointerException();
            }
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            // Moving to another class loses private access; to another
            // package, package access; to another module, all but public.
            // (Wayfinder puts every class in one unnamed module.)
            int modes = allowedModes & ~(PRIVATE | PROTECTED | ORIGINAL);
            Class<?> prev = prevLookupClass;
            if (requestedLookupClass.getModule() != lookupClass.getModule()) {
                modes &= PUBLIC | UNCONDITIONAL;
                if (prev == null && (modes & PUBLIC) != 0) {
                    prev = lookupClass;
                }
            } else if (!requestedLookupClass.getPackageName().equals(lookupClass.getPackageName())) {
                modes &= ~PACKAGE;
            }
            return new Lookup(requestedLookupClass, prev, modes);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int modes = allowedModes & ~(modeToDrop | ORIGINAL);
            if ((modeToDrop & (PUBLIC | MODULE)) != 0) {
                modes &= ~(PACKAGE | PRIVATE | PROTECTED | MODULE);
            }
            if ((modeToDrop & (PACKAGE | PRIVATE)) != 0) {
                modes &= ~(PRIVATE | PROTECTED);
            }
            return new Lookup(lookupClass, prevLookupClass, modes);
        }

        public boolean hasPrivateAccess() {
            return hasFullPrivilegeAccess();
        }

        public boolean hasFullPrivilegeAccess() {
            return (allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        @Override
        public String toString() {
            String name = lookupClass.getName();
            if (prevLookupClass != null) {
                name += "/" + prevLookupClass.getName();
            }
            int modes = allowedModes & ~MODULE;
            if ((allowedModes & ~ORIGINAL) == (FULL_POWER_MODES & ~ORIGINAL)
                    || modes == (PUBLIC | PACKAGE | PRIVATE | PROTECTED)) {
                return name;
            }
            if (allowedModes == 0) {
                return name + "/noaccess";
            }
            if (allowedModes == UNCONDITIONAL) {
                return name + "/publicLookup";
            }
            if (allowedModes == PUBLIC) {
                return name + "/public";
            }
            if (allowedModes == (PUBLIC | MODULE)) {
                return name + "/module";
            }
            if (modes == (PUBLIC | PACKAGE)) {
                return name + "/package";
            }
            if (modes == (PUBLIC | PACKAGE | PRIVATE)) {
                return name + "/private";
            }
            return name + "/" + Integer.toHexString(allowedModes);
        }

        // ---- supported: VarHandles and classes ----

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return IndirectVarHandle.forField(recv, name, type, false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return IndirectVarHandle.forField(decl, name, type, true);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            try {
                return IndirectVarHandle.forField(f.getDeclaringClass(), f.getName(),
                        f.getType(), Modifier.isStatic(f.getModifiers()));
            } catch (NoSuchFieldException e) {
                throw new IllegalAccessException(e.getMessage());
            }
        }

        public Class<?> findClass(String targetName)
                throws ClassNotFoundException, IllegalAccessException {
            return Class.forName(targetName, false, lookupClass.getClassLoader());
        }

        public Class<?> ensureInitialized(Class<?> targetClass) throws IllegalAccessException {
            Unsafe.getUnsafe().ensureClassInitialized(targetClass);
            return targetClass;
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            if (targetClass == null) {
                throw new NullPointerException();
            }
            return targetClass;
        }

        // ---- not supported: method handles and class definition ----

        public Class<?> defineClass(byte[] bytes) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.defineClass");
        }

        public Lookup defineHiddenClass(byte[] bytes, boolean initialize, ClassOption... options)
                throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.defineHiddenClass");
        }

        public Lookup defineHiddenClassWithClassData(byte[] bytes, Object data,
                boolean initialize, ClassOption... options) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.defineHiddenClassWithClassData");
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findStatic");
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findVirtual");
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findConstructor");
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type,
                Class<?> specialCaller) throws NoSuchMethodException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findSpecial");
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findGetter");
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findSetter");
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findStaticGetter");
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.findStaticSetter");
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.bind");
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.unreflect");
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller)
                throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.unreflectSpecial");
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.unreflectConstructor");
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.unreflectGetter");
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.unreflectSetter");
        }

        public MethodHandleInfo revealDirect(MethodHandle target) {
            throw unsupported("MethodHandles.Lookup.revealDirect");
        }

        /** Options of defineHiddenClass (which is not supported). */
        public enum ClassOption {
            NESTMATE,
            STRONG
        }
    }
}
