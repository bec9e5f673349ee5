/*
 * Wayfinder model of java.lang.invoke.MethodHandles and its nested Lookup
 * (JDK 17 API; compiled once per supported JDK).
 *
 * Written for Wayfinder. The JDK class library makes its VarHandles through
 * MethodHandles.lookup().findVarHandle(...), findStaticVarHandle(...),
 * privateLookupIn(...) and arrayElementVarHandle(...); those work here and
 * return IndirectVarHandle objects, whose access modes the VM implements
 * natively. Method handles are the model MethodHandle's: direct handles to
 * members (WayfinderDirectHandle) and the adapters of WayfinderAdapters.
 * What is not modelled (class data, hidden classes, loops, tableSwitch,
 * revealDirect, byte-array views, the invoker handles) stops the VM with an
 * "unsupported" error naming it (exit code 4), so a program never goes on
 * with a silently wrong answer. Lookup objects record their lookup class
 * and modes; the find* methods check access to the member by those
 * (WayfinderDirectHandle.checkAccess), but not module encapsulation;
 * privateLookupIn from the class path's code into a class of the image
 * needs its package open to the unnamed module
 * (java.lang.WayfinderEncapsulation.checkOpen), as under java.
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
        java.lang.WayfinderEncapsulation.checkOpen(targetClass, caller.lookupClass());
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

    // ---- method handles (see MethodHandle) ----

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
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new WayfinderAdapters.ArrayAccess(MethodType.methodType(arrayClass, int.class),
                WayfinderAdapters.ArrayAccess.NEW);
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new WayfinderAdapters.ArrayAccess(MethodType.methodType(int.class, arrayClass),
                WayfinderAdapters.ArrayAccess.LENGTH);
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new WayfinderAdapters.ArrayAccess(MethodType.methodType(
                arrayClass.getComponentType(), arrayClass, int.class),
                WayfinderAdapters.ArrayAccess.GET);
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new WayfinderAdapters.ArrayAccess(MethodType.methodType(void.class,
                arrayClass, int.class, arrayClass.getComponentType()),
                WayfinderAdapters.ArrayAccess.SET);
    }

    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        throw unsupported("MethodHandles.spreadInvoker");
    }

    public static MethodHandle exactInvoker(MethodType type) {
        return new WayfinderAdapters.Invoker(type, true);
    }

    public static MethodHandle invoker(MethodType type) {
        return new WayfinderAdapters.Invoker(type, false);
    }

    public static MethodHandle varHandleExactInvoker(VarHandle.AccessMode accessMode,
            MethodType type) {
        throw unsupported("MethodHandles.varHandleExactInvoker");
    }

    public static MethodHandle varHandleInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        throw unsupported("MethodHandles.varHandleInvoker");
    }

    public static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        return target.asType(newType);
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType,
            int... reorder) {
        if (reorder.length != target.type().parameterCount()) {
            throw new IllegalArgumentException("bad reorder array: " + java.util.Arrays.toString(reorder));
        }
        return new WayfinderAdapters.Permute(target, newType, reorder.clone());
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        return new WayfinderAdapters.Constant(MethodType.methodType(type),
                MethodHandle.convert(value, type), false);
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        return new WayfinderAdapters.Constant(MethodType.methodType(type, type), null, true);
    }

    public static MethodHandle zero(Class<?> type) {
        return new WayfinderAdapters.Constant(MethodType.methodType(type),
                MethodHandle.zero(type), false);
    }

    public static MethodHandle empty(MethodType type) {
        return dropArguments(zero(type.returnType()), 0, type.parameterArray());
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many values to insert");
        }
        Object[] v = new Object[values.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = MethodHandle.convert(values[i], t.parameterType(pos + i));
        }
        return new WayfinderAdapters.Insert(target.asFixedArity(), pos, v);
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos,
            List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        MethodType t = target.type();
        if (pos < 0 || pos > t.parameterCount()) {
            throw new IllegalArgumentException("bad position " + pos);
        }
        return new WayfinderAdapters.Drop(target.asFixedArity(),
                t.insertParameterTypes(pos, valueTypes), pos, valueTypes.length);
    }

    public static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip,
            List<Class<?>> newTypes, int pos) {
        throw unsupported("MethodHandles.dropArgumentsToMatch");
    }

    public static MethodHandle dropReturn(MethodHandle target) {
        return target.asType(target.type().changeReturnType(void.class));
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos,
            MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many filters");
        }
        for (int i = 0; i < filters.length; i++) {
            if (filters[i] != null) {
                t = t.changeParameterType(pos + i, filters[i].type().parameterType(0));
            }
        }
        return new WayfinderAdapters.FilterArguments(target.asFixedArity(), t, pos,
                filters.clone());
    }

    public static MethodHandle collectArguments(MethodHandle target, int pos,
            MethodHandle filter) {
        return new WayfinderAdapters.CollectArguments(target.asFixedArity(), pos, filter);
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        return new WayfinderAdapters.FilterReturn(target.asFixedArity(), filter);
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos,
            MethodHandle combiner) {
        return new WayfinderAdapters.Fold(target.asFixedArity(), pos, combiner);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target,
            MethodHandle fallback) {
        if (!target.type().equals(fallback.type())) {
            throw new IllegalArgumentException("target and fallback types must match: "
                    + target.type() + " != " + fallback.type());
        }
        if (test.type().returnType() != boolean.class) {
            throw new IllegalArgumentException("guard type is not a predicate " + test.type());
        }
        return new WayfinderAdapters.Guard(test, target.asFixedArity(), fallback.asFixedArity());
    }

    public static MethodHandle catchException(MethodHandle target,
            Class<? extends Throwable> exType, MethodHandle handler) {
        return new WayfinderAdapters.Catch(target.asFixedArity(), exType, handler);
    }

    public static MethodHandle throwException(Class<?> returnType,
            Class<? extends Throwable> exType) {
        return new WayfinderAdapters.Throw(MethodType.methodType(returnType, exType));
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

        // ---- method handles (no access checks); hidden classes are not supported ----

        public Class<?> defineClass(byte[] bytes) throws IllegalAccessException {
            if ((lookupModes() & PACKAGE) == 0) {
                throw new IllegalAccessException("Lookup does not have PACKAGE access");
            }
            return defineClass0(lookupClass, bytes.clone());
        }

        /** Defines {@code bytes} in the lookup class's loader and package. */
        private static native Class<?> defineClass0(Class<?> lookupClass, byte[] bytes);

        public Lookup defineHiddenClass(byte[] bytes, boolean initialize, ClassOption... options)
                throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.defineHiddenClass");
        }

        public Lookup defineHiddenClassWithClassData(byte[] bytes, Object data,
                boolean initialize, ClassOption... options) throws IllegalAccessException {
            throw unsupported("MethodHandles.Lookup.defineHiddenClassWithClassData");
        }

        private static NoSuchMethodException noMethod(Class<?> refc, String name,
                MethodType type, String kind) {
            return new NoSuchMethodException("no such method: " + refc.getName() + "." + name
                    + type + "/" + kind);
        }

        private static NoSuchFieldException noField(Class<?> refc, String name, Class<?> type,
                String kind) {
            return new NoSuchFieldException("no such field: " + refc.getName() + "." + name
                    + "/" + type.getName() + "/" + kind);
        }

        private MethodHandle method(int kind, Class<?> refc, String name, MethodType type,
                MethodType handleType, String kindName)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc == null || name == null || type == null) {
                throw new NullPointerException();
            }
            MethodHandle h = WayfinderDirectHandle.method(this, kind, refc, name, type, handleType,
                    kindName);
            if (h == null) {
                throw noMethod(refc, name, type, kindName);
            }
            return h;
        }

        private MethodHandle field(int kind, Class<?> refc, String name, Class<?> type,
                MethodType handleType, String kindName)
                throws NoSuchFieldException, IllegalAccessException {
            if (refc == null || name == null || type == null) {
                throw new NullPointerException();
            }
            MethodHandle h = WayfinderDirectHandle.field(this, kind, refc, name, type, handleType,
                    kindName);
            if (h == null) {
                throw noField(refc, name, type, kindName);
            }
            return h;
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return method(WayfinderDirectHandle.INVOKE_STATIC, refc, name, type, type,
                    "invokeStatic");
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            int kind = refc.isInterface() ? WayfinderDirectHandle.INVOKE_INTERFACE
                    : WayfinderDirectHandle.INVOKE_VIRTUAL;
            return method(kind, refc, name, type, type.insertParameterTypes(0, refc),
                    refc.isInterface() ? "invokeInterface" : "invokeVirtual");
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (type.returnType() != void.class) {
                throw noMethod(refc, "<init>", type, "newInvokeSpecial");
            }
            if (refc.isInterface() || Modifier.isAbstract(refc.getModifiers())) {
                throw new InstantiationError(refc.getName());
            }
            return method(WayfinderDirectHandle.NEW_INVOKE_SPECIAL, refc, "<init>", type,
                    type.changeReturnType(refc), "newInvokeSpecial");
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type,
                Class<?> specialCaller) throws NoSuchMethodException, IllegalAccessException {
            return method(WayfinderDirectHandle.INVOKE_SPECIAL, refc, name, type,
                    type.insertParameterTypes(0, specialCaller), "invokeSpecial");
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(WayfinderDirectHandle.GET_FIELD, refc, name, type,
                    MethodType.methodType(type, refc), "getField");
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(WayfinderDirectHandle.PUT_FIELD, refc, name, type,
                    MethodType.methodType(void.class, refc, type), "putField");
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(WayfinderDirectHandle.GET_STATIC, refc, name, type,
                    MethodType.methodType(type), "getStatic");
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(WayfinderDirectHandle.PUT_STATIC, refc, name, type,
                    MethodType.methodType(void.class, type), "putStatic");
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return findVirtual(receiver.getClass(), name, type).bindTo(receiver);
        }

        /**
         * The lookup to find a reflected member with: this one, or a lookup
         * with full access in its class when the program called
         * setAccessible(true) on it (unreflect then skips access checks).
         */
        @SuppressWarnings("deprecation")
        private Lookup forReflected(java.lang.reflect.AccessibleObject o, Class<?> decl) {
            return o.isAccessible() ? new Lookup(decl, null, FULL_POWER_MODES) : this;
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            Class<?> refc = m.getDeclaringClass();
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            try {
                if (Modifier.isStatic(m.getModifiers())) {
                    return forReflected(m, refc).findStatic(refc, m.getName(), type);
                }
                return forReflected(m, refc).findVirtual(refc, m.getName(), type);
            } catch (NoSuchMethodException e) {
                throw new IllegalAccessException(e.getMessage());
            }
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller)
                throws IllegalAccessException {
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            try {
                return forReflected(m, m.getDeclaringClass()).findSpecial(m.getDeclaringClass(),
                        m.getName(), type, specialCaller);
            } catch (NoSuchMethodException e) {
                throw new IllegalAccessException(e.getMessage());
            }
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            try {
                return forReflected(c, c.getDeclaringClass()).findConstructor(c.getDeclaringClass(),
                        MethodType.methodType(void.class, c.getParameterTypes()));
            } catch (NoSuchMethodException e) {
                throw new IllegalAccessException(e.getMessage());
            }
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            try {
                Lookup l = forReflected(f, f.getDeclaringClass());
                return Modifier.isStatic(f.getModifiers())
                        ? l.findStaticGetter(f.getDeclaringClass(), f.getName(), f.getType())
                        : l.findGetter(f.getDeclaringClass(), f.getName(), f.getType());
            } catch (NoSuchFieldException e) {
                throw new IllegalAccessException(e.getMessage());
            }
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            try {
                Lookup l = forReflected(f, f.getDeclaringClass());
                return Modifier.isStatic(f.getModifiers())
                        ? l.findStaticSetter(f.getDeclaringClass(), f.getName(), f.getType())
                        : l.findSetter(f.getDeclaringClass(), f.getName(), f.getType());
            } catch (NoSuchFieldException e) {
                throw new IllegalAccessException(e.getMessage());
            }
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
