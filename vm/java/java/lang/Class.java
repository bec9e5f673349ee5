/*
 * Wayfinder model of java.lang.Class (JDK 17 API).
 *
 * Written for Wayfinder. The VM creates one Class object per loaded class,
 * array class and primitive type, without running a constructor, and sets
 * classId; everything that needs the class file or the VM's class table is a
 * native below. Deliberately simplified:
 *  - all classes are treated as loaded by the bootstrap loader
 *    (getClassLoader() returns null), are all in one unnamed module
 *    (getModule(); the class path's code is told the JDK's module names),
 *    and have no protection domain;
 *  - annotations are parsed by the JDK's own AnnotationParser from the raw
 *    RuntimeVisibleAnnotations bytes (getRawAnnotations) through a
 *    ConstantPool over this class (getConstantPool), both natives, and
 *    cached here with the @Inherited ones of the superclasses;
 *  - core reflection hands out the JDK's own Field, Method, Constructor and
 *    RecordComponent objects, built by the VM (natives/reflection.rs);
 *    member lookup and inheritance are done here; nothing is cached;
 *    members carry their raw annotation bytes, which the JDK's reflection
 *    classes parse; type annotations (getAnnotatedSuperclass, ...) are not
 *    supported;
 *  - the VM's lambda classes are hidden (isHidden), as HotSpot's lambda
 *    proxy classes are; no other class is; resources: see
 *    getResourceAsStream.
 * Generic signatures (getTypeParameters, getGenericSuperclass,
 * getGenericInterfaces) are parsed by the JDK's own sun.reflect.generics code
 * from the class's Signature attribute (getGenericSignature0).
 */
package java.lang;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.constant.ClassDesc;
import java.lang.constant.Constable;
import java.lang.invoke.TypeDescriptor;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.MalformedURLException;
import java.net.URL;
import java.security.ProtectionDomain;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import jdk.internal.module.Checks;
import jdk.internal.reflect.ConstantPool;
import jdk.internal.reflect.Reflection;
import sun.reflect.annotation.AnnotationParser;
import sun.reflect.annotation.AnnotationSupport;
import sun.reflect.annotation.AnnotationType;
import sun.reflect.generics.factory.CoreReflectionFactory;
import sun.reflect.generics.repository.ClassRepository;
import sun.reflect.generics.scope.ClassScope;

public final class Class<T> implements java.io.Serializable,
                                       GenericDeclaration,
                                       Type,
                                       AnnotatedElement,
                                       TypeDescriptor.OfField<Class<?>>,
                                       Constable {

    private static final long serialVersionUID = 3206093459760846163L;

    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    // ---- instance fields (the VM finds classId by name) ----

    /** The VM's id of this class; set by the VM. */
    private int classId;

    /** Cache of getName(). */
    private transient String name;

    /** Cache of getModifiers(), plus one; 0 until computed. */
    private transient int modifiersPlusOne;

    /** Cache of getEnumConstantsShared(). */
    private transient volatile T[] enumConstants;

    /** Cache of enumConstantDirectory(). */
    private transient volatile Map<String, T> enumConstantDirectory;

    /** Owned by ClassValue, which reads and writes it directly. */
    transient ClassValue.ClassValueMap classValueMap;

    /** Cache of the parsed generic signature (ClassRepository.NONE if none). */
    private transient volatile ClassRepository genericInfo;

    /** This class's annotations, parsed on first use. */
    private transient volatile AnnotationData annotationData;

    /** For an annotation interface: its AnnotationType (see AnnotationType.getInstance). */
    private transient volatile AnnotationType annotationType;

    /** The program's class loader that defined this class from bytes (defineClass), or null. */
    private transient ClassLoader definingLoader;

    /** The protection domain given to defineClass with definingLoader. */
    private transient ProtectionDomain definedDomain;

    private Class() {
    }

    // ---- natives (implemented by the VM) ----

    /** The binary name: "java.lang.String", "[I", "[Ljava.lang.Object;", "int". */
    private native String getName0();

    /** The class's Signature attribute, or null. */
    private native String getGenericSignature0();

    /**
     * The enum constants in declaration order, as returned by the enum class's
     * static values() method: a new array whose runtime type is T[].
     */
    private native Object[] enumValues0();

    /** Loads (and, if initialize, initializes) the named class; ClassNotFoundException if absent. */
    private static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;

    /** Whether assertions are enabled for c (its desiredAssertionStatus). */
    private static native boolean desiredAssertionStatus0(Class<?> c);

    /** The Class of a primitive type or void, by name ("int", ..., "void"); used by Integer.TYPE etc. */
    static native Class<?> getPrimitiveClass(String name);

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    /**
     * JLS simple name: "String", "Entry" for a member class, "Local" for a
     * local class, "" for an anonymous class, "int[]" for arrays.
     */
    public native String getSimpleName();

    /** A local class: declared in a method, constructor or initializer, and named. */
    public native boolean isLocalClass();

    /** An anonymous class. */
    public native boolean isAnonymousClass();

    /** A member class: declared directly in another class (InnerClasses outer_class_info). */
    public native boolean isMemberClass();

    /** A record class: superclass java.lang.Record and a Record attribute. */
    public native boolean isRecord();

    /** The class of arrays of this type (IllegalArgumentException for void). */
    public native Class<?> arrayType();

    /** Null for Object, interfaces, primitives and void; Object for arrays. */
    public native Class<? super T> getSuperclass();

    /** A new array each call; arrays implement Cloneable and Serializable. */
    public native Class<?>[] getInterfaces();

    /** Null if this is not an array class. */
    public native Class<?> getComponentType();

    /**
     * The JVM modifiers (for member, local and anonymous classes the
     * InnerClasses flags, as the JDK does); arrays: the component's
     * public/private/protected plus final and abstract.
     */
    private native int getModifiers0();

    public int getModifiers() {
        int m = modifiersPlusOne - 1;
        if (m < 0) {
            m = getModifiers0();
            modifiersPlusOne = m + 1;
        }
        return m;
    }

    /** The declaring class of a member class (InnerClasses outer_class_info), else null. */
    public native Class<?> getDeclaringClass();

    /**
     * The immediately enclosing class: for local and anonymous classes the
     * class of the EnclosingMethod attribute, else getDeclaringClass().
     */
    public native Class<?> getEnclosingClass();

    /** The nest host (NestHost attribute); this for primitives, arrays and nest hosts. */
    public native Class<?> getNestHost();

    // ---- reflection ----
    //
    // The VM builds the JDK's own Field, Method, Constructor and
    // RecordComponent objects (natives *0 below); lookups, inheritance and
    // the choice among overloads are done here in Java. No results are
    // cached: every call returns new objects, as the API allows.

    private static final Class<?>[] NO_CLASSES = new Class<?>[0];

    /** The fields this class declares, in class-file order (only public ones if publicOnly). */
    private native Field[] getDeclaredFields0(boolean publicOnly);

    /** The methods this class declares, without constructors and initialisers. */
    private native Method[] getDeclaredMethods0(boolean publicOnly);

    /** getDeclaredMethods0(publicOnly) restricted to the methods named name. */
    private native Method[] getDeclaredMethods0(String name, boolean publicOnly);

    /** The constructors this class declares. */
    private native Constructor<T>[] getDeclaredConstructors0(boolean publicOnly);

    /** The components of a record class in declaration order; null for other classes. */
    private native RecordComponent[] getRecordComponents0();

    /** The classes of the PermittedSubclasses attribute; null when there is none. */
    private native Class<?>[] getPermittedSubclasses0();

    /** The member classes named by the InnerClasses attribute as declared by this class. */
    private native Class<?>[] getDeclaredClasses0();

    /** The nest host first, then the other members of its nest. */
    private native Class<?>[] getNestMembers0();

    /** The declared field with this name; NoSuchFieldException if there is none. */
    public native Field getDeclaredField(String name) throws NoSuchFieldException, SecurityException;

    public Field[] getDeclaredFields() throws SecurityException {
        return getDeclaredFields0(false);
    }

    public Method[] getDeclaredMethods() throws SecurityException {
        return getDeclaredMethods0(false);
    }

    public Constructor<?>[] getDeclaredConstructors() throws SecurityException {
        return getDeclaredConstructors0(false);
    }

    public Constructor<?>[] getConstructors() throws SecurityException {
        return getDeclaredConstructors0(true);
    }

    /**
     * The public fields of this class, then those of its superinterfaces
     * (recursively), then those of its superclass (recursively), each once.
     */
    public Field[] getFields() throws SecurityException {
        java.util.ArrayList<Field> out = new java.util.ArrayList<>();
        collectPublicFields(out);
        return out.toArray(new Field[0]);
    }

    private void collectPublicFields(java.util.ArrayList<Field> out) {
        for (Field f : getDeclaredFields0(true)) {
            if (!out.contains(f)) {
                out.add(f);
            }
        }
        for (Class<?> i : getInterfaces()) {
            i.collectPublicFields(out);
        }
        Class<?> sc = getSuperclass();
        if (sc != null) {
            sc.collectPublicFields(out);
        }
    }

    /**
     * The public field with this name: declared here, else in a
     * superinterface (recursively), else in the superclass (recursively).
     */
    public Field getField(String name) throws NoSuchFieldException, SecurityException {
        Objects.requireNonNull(name);
        Field f = findPublicField(name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    private Field findPublicField(String name) {
        for (Field f : getDeclaredFields0(true)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : getInterfaces()) {
            Field f = i.findPublicField(name);
            if (f != null) {
                return f;
            }
        }
        Class<?> sc = getSuperclass();
        return sc == null ? null : sc.findPublicField(name);
    }

    /**
     * The declared method with this name and these parameter types; among
     * several (bridges with other return types) the one with the most
     * specific return type.
     */
    public Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException {
        Objects.requireNonNull(name);
        Method found = null;
        for (Method m : getDeclaredMethods0(name, false)) {
            if (sameTypes(m.getParameterTypes(), parameterTypes)
                    && (found == null || moreSpecificReturn(m, found))) {
                found = m;
            }
        }
        if (found == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return found;
    }

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException {
        return findConstructor(false, parameterTypes);
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException {
        return findConstructor(true, parameterTypes);
    }

    private Constructor<T> findConstructor(boolean publicOnly, Class<?>[] parameterTypes)
            throws NoSuchMethodException {
        for (Constructor<T> c : getDeclaredConstructors0(publicOnly)) {
            if (sameTypes(c.getParameterTypes(), parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    /**
     * The public methods of this class: its own, those of its superclass
     * and the non-static ones of its superinterfaces, where a method of a
     * subtype hides one with the same signature of a supertype and a class's
     * method hides an interface's.
     */
    public Method[] getMethods() throws SecurityException {
        java.util.ArrayList<Method> out = new java.util.ArrayList<>();
        for (java.util.ArrayList<Method> sameName : publicMethods(new java.util.IdentityHashMap<>()).values()) {
            out.addAll(sameName);
        }
        return out.toArray(new Method[0]);
    }

    /** The public methods of this class by name (memo: those of the classes done already). */
    private java.util.LinkedHashMap<String, java.util.ArrayList<Method>> publicMethods(
            java.util.IdentityHashMap<Class<?>, java.util.LinkedHashMap<String, java.util.ArrayList<Method>>> memo) {
        java.util.LinkedHashMap<String, java.util.ArrayList<Method>> out = memo.get(this);
        if (out != null) {
            return out;
        }
        out = new java.util.LinkedHashMap<>();
        for (Method m : getDeclaredMethods0(true)) {
            mergeMethod(out, m);
        }
        Class<?> sc = getSuperclass();
        if (sc != null) {
            for (java.util.ArrayList<Method> sameName : sc.publicMethods(memo).values()) {
                for (Method m : sameName) {
                    mergeMethod(out, m);
                }
            }
        }
        for (Class<?> i : getInterfaces()) {
            for (java.util.ArrayList<Method> sameName : i.publicMethods(memo).values()) {
                for (Method m : sameName) {
                    if (!java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                        mergeMethod(out, m);
                    }
                }
            }
        }
        memo.put(this, out);
        return out;
    }

    private static void mergeMethod(java.util.LinkedHashMap<String, java.util.ArrayList<Method>> byName,
                                    Method m) {
        java.util.ArrayList<Method> sameName = byName.get(m.getName());
        if (sameName == null) {
            sameName = new java.util.ArrayList<>(2);
            byName.put(m.getName(), sameName);
        }
        mergeMethod(sameName, m);
    }

    /**
     * Adds m to methods unless a method with the same name, parameter and
     * return types overrides or hides it; removes those m overrides or hides.
     */
    private static void mergeMethod(java.util.ArrayList<Method> methods, Method m) {
        Class<?> dc = m.getDeclaringClass();
        for (int i = 0; i < methods.size(); i++) {
            Method x = methods.get(i);
            // Names are interned by the VM.
            if (x.getName() != m.getName() || x.getReturnType() != m.getReturnType()
                    || !sameTypes(x.getParameterTypes(), m.getParameterTypes())) {
                continue;
            }
            Class<?> xc = x.getDeclaringClass();
            boolean drop;
            if (dc.isInterface() == xc.isInterface()) {
                if (dc.isAssignableFrom(xc)) {
                    return;
                }
                drop = xc.isAssignableFrom(dc);
            } else if (dc.isInterface()) {
                return;
            } else {
                drop = true;
            }
            if (drop) {
                methods.remove(i);
                i--;
            }
        }
        methods.add(m);
    }

    /**
     * The public method with this name and these parameter types: among this
     * class's own public methods if any matches, else among those of the
     * superclass and the (non-static) ones of the superinterfaces; of several
     * the one with the most specific return type.
     */
    public Method getMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException {
        Objects.requireNonNull(name);
        Class<?>[] types = parameterTypes == null ? NO_CLASSES : parameterTypes;
        java.util.ArrayList<Method> found = publicMethodsNamed(name, types, true);
        Method best = null;
        for (Method m : found) {
            if (best == null || moreSpecificReturn(m, best)) {
                best = m;
            }
        }
        if (best == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return best;
    }

    private java.util.ArrayList<Method> publicMethodsNamed(String name, Class<?>[] types,
                                                           boolean includeStatic) {
        java.util.ArrayList<Method> out = new java.util.ArrayList<>();
        for (Method m : getDeclaredMethods0(name, true)) {
            if (sameTypes(m.getParameterTypes(), types)
                    && (includeStatic || !java.lang.reflect.Modifier.isStatic(m.getModifiers()))) {
                out.add(m);
            }
        }
        if (!out.isEmpty()) {
            return out;
        }
        Class<?> sc = getSuperclass();
        if (sc != null) {
            out = sc.publicMethodsNamed(name, types, includeStatic);
        }
        for (Class<?> i : getInterfaces()) {
            for (Method m : i.publicMethodsNamed(name, types, false)) {
                mergeMethod(out, m);
            }
        }
        return out;
    }

    /** Does m return a proper subtype of what best returns? */
    private static boolean moreSpecificReturn(Method m, Method best) {
        Class<?> r = m.getReturnType();
        Class<?> b = best.getReturnType();
        return r != b && b.isAssignableFrom(r);
    }

    /** Equal parameter type lists (null is the empty list). */
    private static boolean sameTypes(Class<?>[] a, Class<?>[] b) {
        int na = a == null ? 0 : a.length;
        int nb = b == null ? 0 : b.length;
        if (na != nb) {
            return false;
        }
        for (int i = 0; i < na; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** "pkg.C.name(p1,p2)" for NoSuchMethodException messages. */
    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder();
        sb.append(getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    /** The public member classes of this class and of its superclasses. */
    public Class<?>[] getClasses() {
        java.util.ArrayList<Class<?>> out = new java.util.ArrayList<>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> m : c.getDeclaredClasses0()) {
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                    out.add(m);
                }
            }
        }
        return out.toArray(NO_CLASSES);
    }

    public Class<?>[] getDeclaredClasses() throws SecurityException {
        return getDeclaredClasses0();
    }

    public RecordComponent[] getRecordComponents() {
        return isRecord() ? getRecordComponents0() : null;
    }

    public Class<?>[] getNestMembers() {
        if (isPrimitive() || isArray()) {
            return new Class<?>[] { this };
        }
        return getNestMembers0();
    }

    /**
     * Modifiers, kind and name, with the type parameters: for example
     * "public final class java.lang.String" or
     * "public abstract interface java.util.List<E>".
     */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> elem = this;
        int dims = 0;
        while (elem.isArray()) {
            dims++;
            elem = elem.getComponentType();
        }
        if (dims > 0) {
            sb.append(elem.getName());
        } else {
            int mods = getModifiers() & java.lang.reflect.Modifier.classModifiers();
            if (mods != 0) {
                sb.append(java.lang.reflect.Modifier.toString(mods)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            sb.append(isInterface() ? "interface" : isEnum() ? "enum" : isRecord() ? "record" : "class");
            sb.append(' ').append(getName());
        }
        TypeVariable<?>[] params = elem.getTypeParameters();
        if (params.length > 0) {
            sb.append('<');
            for (int i = 0; i < params.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(params[i].getName());
                Type[] bounds = params[i].getBounds();
                if (!(bounds.length == 1 && bounds[0] == Object.class)) {
                    sb.append(" extends ");
                    for (int j = 0; j < bounds.length; j++) {
                        if (j > 0) {
                            sb.append(" & ");
                        }
                        sb.append(bounds[j].getTypeName());
                    }
                }
            }
            sb.append('>');
        }
        for (int i = 0; i < dims; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    /** Type annotations are not supported. */
    public native AnnotatedType getAnnotatedSuperclass();

    /** Type annotations are not supported. */
    public native AnnotatedType[] getAnnotatedInterfaces();

    /** The method named by the EnclosingMethod attribute, or null (only called when it exists). */
    private native Method getEnclosingMethod0();

    /** The constructor named by the EnclosingMethod attribute, or null (only called when it exists). */
    private native Constructor<?> getEnclosingConstructor0();

    /**
     * Like getDeclaredConstructor().newInstance(), except that an exception
     * the constructor throws is thrown as it is (not wrapped in an
     * InvocationTargetException), and a missing nullary constructor is an
     * InstantiationException.
     */
    @Deprecated(since = "9")
    @jdk.internal.reflect.CallerSensitive
    public T newInstance() throws InstantiationException, IllegalAccessException {
        Class<?> caller = jdk.internal.reflect.Reflection.getCallerClass();
        if (this == Class.class) {
            throw new IllegalAccessException("Can not call newInstance() on the Class for java.lang.Class");
        }
        Constructor<T> c;
        try {
            c = findConstructor(false, NO_CLASSES);
        } catch (NoSuchMethodException e) {
            throw (InstantiationException) new InstantiationException(getName()).initCause(e);
        }
        try {
            return jdk.internal.reflect.ReflectionFactory.getReflectionFactory().newInstance(c, null, caller);
        } catch (java.lang.reflect.InvocationTargetException e) {
            jdk.internal.misc.Unsafe.getUnsafe().throwException(e.getTargetException());
            return null;
        }
    }

    /**
     * The FieldAccessor of every static Field the VM makes, and on JDK 25
     * of every instance Field too (the VM sets field and readOnly). The
     * JDK's own accessors reach a static through Unsafe with the Class
     * object as base (which Wayfinder models too, natives/unsafe_.rs, but
     * these need no Unsafe), and JDK 25's reach
     * every field through method handles; this one reads and writes a
     * static through read0/write0 and an instance field through Unsafe at
     * its offset (as JDK 17's accessors do), and otherwise behaves as they
     * do: the receiver's check, widening conversions, and the same
     * exceptions and messages for illegal conversions and for writes to
     * final fields. It has no statics (a class with neither statics nor an
     * initialiser is no part of a search's state).
     */
    static final class VmFieldAccessor implements jdk.internal.reflect.FieldAccessor {
        private Field field;
        private boolean readOnly;

        private VmFieldAccessor() {
        }

        private boolean isStatic() {
            return java.lang.reflect.Modifier.isStatic(field.getModifiers());
        }

        /**
         * An instance field's receiver before a write to a read-only field
         * is refused: null throws NullPointerException, an object of
         * another class IllegalArgumentException ("to" its class).
         */
        private void ensureObj(Object obj) {
            if (!isStatic() && !field.getDeclaringClass().isAssignableFrom(obj.getClass())) {
                throw new IllegalArgumentException(setMessage(obj.getClass().getName(), ""));
            }
        }

        /**
         * An instance field's receiver as it is read or written: null throws
         * NullPointerException, an object of another class
         * IllegalArgumentException ("on" its class, JDK 25's wording).
         */
        private void checkReceiver(Object obj, boolean getter) {
            if (!field.getDeclaringClass().isAssignableFrom(obj.getClass())) {
                StringBuilder sb = new StringBuilder("Can not ").append(getter ? "get" : "set");
                if (java.lang.reflect.Modifier.isFinal(field.getModifiers())) {
                    sb.append(" final");
                }
                sb.append(' ').append(field.getType().getName()).append(" field ")
                  .append(field.getDeclaringClass().getName()).append('.').append(field.getName())
                  .append(" on ").append(obj.getClass().getName());
                throw new IllegalArgumentException(sb.toString());
            }
        }

        /** Instance field of obj (checked), boxed when primitive. */
        private Object readInstance(Object obj) {
            checkReceiver(obj, true);
            jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
            long off = U.objectFieldOffset(field);
            boolean v = java.lang.reflect.Modifier.isVolatile(field.getModifiers());
            Class<?> t = field.getType();
            if (t == int.class) {
                return Integer.valueOf(v ? U.getIntVolatile(obj, off) : U.getInt(obj, off));
            } else if (t == long.class) {
                return Long.valueOf(v ? U.getLongVolatile(obj, off) : U.getLong(obj, off));
            } else if (t == boolean.class) {
                return Boolean.valueOf(v ? U.getBooleanVolatile(obj, off) : U.getBoolean(obj, off));
            } else if (t == byte.class) {
                return Byte.valueOf(v ? U.getByteVolatile(obj, off) : U.getByte(obj, off));
            } else if (t == char.class) {
                return Character.valueOf(v ? U.getCharVolatile(obj, off) : U.getChar(obj, off));
            } else if (t == short.class) {
                return Short.valueOf(v ? U.getShortVolatile(obj, off) : U.getShort(obj, off));
            } else if (t == float.class) {
                return Float.valueOf(v ? U.getFloatVolatile(obj, off) : U.getFloat(obj, off));
            } else if (t == double.class) {
                return Double.valueOf(v ? U.getDoubleVolatile(obj, off) : U.getDouble(obj, off));
            }
            return v ? U.getReferenceVolatile(obj, off) : U.getReference(obj, off);
        }

        /** Stores value (a box of exactly the field's primitive type, or a reference it can hold). */
        private void writeInstance(Object obj, Object value) {
            checkReceiver(obj, false);
            jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
            long off = U.objectFieldOffset(field);
            boolean v = java.lang.reflect.Modifier.isVolatile(field.getModifiers());
            Class<?> t = field.getType();
            if (t == int.class) {
                int x = (Integer) value;
                if (v) U.putIntVolatile(obj, off, x); else U.putInt(obj, off, x);
            } else if (t == long.class) {
                long x = (Long) value;
                if (v) U.putLongVolatile(obj, off, x); else U.putLong(obj, off, x);
            } else if (t == boolean.class) {
                boolean x = (Boolean) value;
                if (v) U.putBooleanVolatile(obj, off, x); else U.putBoolean(obj, off, x);
            } else if (t == byte.class) {
                byte x = (Byte) value;
                if (v) U.putByteVolatile(obj, off, x); else U.putByte(obj, off, x);
            } else if (t == char.class) {
                char x = (Character) value;
                if (v) U.putCharVolatile(obj, off, x); else U.putChar(obj, off, x);
            } else if (t == short.class) {
                short x = (Short) value;
                if (v) U.putShortVolatile(obj, off, x); else U.putShort(obj, off, x);
            } else if (t == float.class) {
                float x = (Float) value;
                if (v) U.putFloatVolatile(obj, off, x); else U.putFloat(obj, off, x);
            } else if (t == double.class) {
                double x = (Double) value;
                if (v) U.putDoubleVolatile(obj, off, x); else U.putDouble(obj, off, x);
            } else if (v) {
                U.putReferenceVolatile(obj, off, value);
            } else {
                U.putReference(obj, off, value);
            }
        }

        /** write0 or writeInstance, as the field is. */
        private void store(Object obj, Object value) {
            if (isStatic()) {
                write0(field, value);
            } else {
                writeInstance(obj, value);
            }
        }

        /** The static's value (boxed if primitive); initialises the class. */
        private static native Object read0(Field f);

        /** Stores value: a box of exactly the field's primitive type, or a reference it can hold. */
        private static native void write0(Field f, Object value);

        /**
         * The primitive box v widened to type t (a box of t), or null when
         * v is no box or the conversion is not an identity or widening one.
         */
        private static Object widen(Object v, Class<?> t) {
            if (t == boolean.class) {
                return v instanceof Boolean ? v : null;
            }
            if (t == char.class) {
                return v instanceof Character ? v : null;
            }
            if (t == byte.class) {
                return v instanceof Byte ? v : null;
            }
            if (t == short.class) {
                if (v instanceof Byte b) {
                    return Short.valueOf(b);
                }
                return v instanceof Short ? v : null;
            }
            Integer i = null;
            if (v instanceof Integer x) {
                i = x;
            } else if (v instanceof Short x) {
                i = (int) x;
            } else if (v instanceof Byte x) {
                i = (int) x;
            } else if (v instanceof Character x) {
                i = (int) x;
            }
            if (t == int.class) {
                return i;
            }
            Long l = v instanceof Long x ? x : (i != null ? Long.valueOf(i) : null);
            if (t == long.class) {
                return l;
            }
            if (t == float.class) {
                if (v instanceof Float) {
                    return v;
                }
                return l != null ? Float.valueOf((float) l.longValue()) : null;
            }
            if (t == double.class) {
                if (v instanceof Double) {
                    return v;
                }
                if (v instanceof Float x) {
                    return Double.valueOf((double) x.floatValue());
                }
                return l != null ? Double.valueOf((double) l.longValue()) : null;
            }
            return null;
        }

        private Object value(Object obj) {
            return isStatic() ? read0(field) : readInstance(obj);
        }

        private Object primitive(Object obj, String as) {
            Object v = field.getType().isPrimitive() ? widen(value(obj), primitiveClass(as)) : null;
            if (v == null) {
                throw new IllegalArgumentException("Attempt to get " + field.getType().getName()
                        + " field \"" + field.getDeclaringClass().getName() + "." + field.getName()
                        + "\" with illegal data type conversion to " + as);
            }
            return v;
        }

        private static Class<?> primitiveClass(String name) {
            switch (name) {
                case "boolean": return boolean.class;
                case "byte": return byte.class;
                case "char": return char.class;
                case "short": return short.class;
                case "int": return int.class;
                case "long": return long.class;
                case "float": return float.class;
                default: return double.class;
            }
        }

        private String setMessage(String attemptedType, String attemptedValue) {
            StringBuilder sb = new StringBuilder(isStatic() ? "Can not set static" : "Can not set");
            if (java.lang.reflect.Modifier.isFinal(field.getModifiers())) {
                sb.append(" final");
            }
            sb.append(' ').append(field.getType().getName()).append(" field ")
              .append(field.getDeclaringClass().getName()).append('.').append(field.getName())
              .append(" to ");
            if (!attemptedValue.isEmpty()) {
                sb.append('(').append(attemptedType).append(')').append(attemptedValue);
            } else if (!attemptedType.isEmpty()) {
                sb.append(attemptedType);
            } else {
                sb.append("null value");
            }
            return sb.toString();
        }

        /** A typed setter: widen to the field's type, then store unless read-only. */
        private void setPrimitive(Object obj, Object boxed, String type) throws IllegalAccessException {
            Class<?> t = field.getType();
            Object v = t.isPrimitive() ? widen(boxed, t) : null;
            if (readOnly && v != null) {
                ensureObj(obj);
                throw new IllegalAccessException(setMessage(t.getName(), String.valueOf(v)));
            }
            if (v == null) {
                throw new IllegalArgumentException(setMessage(type, String.valueOf(boxed)));
            }
            store(obj, v);
        }

        public Object get(Object obj) {
            return value(obj);
        }

        public boolean getBoolean(Object obj) {
            return (Boolean) primitive(obj, "boolean");
        }

        public byte getByte(Object obj) {
            return (Byte) primitive(obj, "byte");
        }

        public char getChar(Object obj) {
            return (Character) primitive(obj, "char");
        }

        public short getShort(Object obj) {
            return (Short) primitive(obj, "short");
        }

        public int getInt(Object obj) {
            return (Integer) primitive(obj, "int");
        }

        public long getLong(Object obj) {
            return (Long) primitive(obj, "long");
        }

        public float getFloat(Object obj) {
            return (Float) primitive(obj, "float");
        }

        public double getDouble(Object obj) {
            return (Double) primitive(obj, "double");
        }

        public void set(Object obj, Object value) throws IllegalAccessException {
            String valueType = value == null ? "" : value.getClass().getName();
            if (readOnly) {
                ensureObj(obj);
                throw new IllegalAccessException(setMessage(valueType, ""));
            }
            Class<?> t = field.getType();
            Object v = t.isPrimitive() ? widen(value, t) : value;
            if (t.isPrimitive() ? v == null : (value != null && !t.isInstance(value))) {
                throw new IllegalArgumentException(setMessage(valueType, ""));
            }
            store(obj, v);
        }

        public void setBoolean(Object obj, boolean z) throws IllegalAccessException {
            setPrimitive(obj, z, "boolean");
        }

        public void setByte(Object obj, byte b) throws IllegalAccessException {
            setPrimitive(obj, b, "byte");
        }

        public void setChar(Object obj, char c) throws IllegalAccessException {
            setPrimitive(obj, c, "char");
        }

        public void setShort(Object obj, short s) throws IllegalAccessException {
            setPrimitive(obj, s, "short");
        }

        public void setInt(Object obj, int i) throws IllegalAccessException {
            setPrimitive(obj, i, "int");
        }

        public void setLong(Object obj, long l) throws IllegalAccessException {
            setPrimitive(obj, l, "long");
        }

        public void setFloat(Object obj, float f) throws IllegalAccessException {
            setPrimitive(obj, f, "float");
        }

        public void setDouble(Object obj, double d) throws IllegalAccessException {
            setPrimitive(obj, d, "double");
        }
    }

    // ---- loading ----

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        Class<?> caller = Reflection.getCallerClass();
        if (caller != null && caller.definingLoader != null) {
            return forName(className, true, caller.definingLoader);
        }
        return forNameShared(className, true);
    }

    /**
     * forName0 in the one namespace, except that a class a program's loader
     * defined from bytes is not found: only that loader can see it.
     */
    private static Class<?> forNameShared(String name, boolean initialize)
            throws ClassNotFoundException {
        Class<?> c = forName0(name, false);
        Class<?> e = c;
        while (e.isArray()) {
            e = e.getComponentType();
        }
        if (e.definingLoader != null) {
            throw new ClassNotFoundException(name);
        }
        return initialize ? forName0(name, true) : c;
    }

    /**
     * The bootstrap and built-in loaders find every class in Wayfinder's one
     * class namespace (the JDK's and the class path's). A loader of the
     * program's own is asked, as HotSpot asks it: its {@code loadClass}
     * (which may delegate to that namespace, or define a class from bytes:
     * ClassLoader.defineClass1); arrays are made of their element class from
     * the namespace.
     */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        if (loader != null && !(loader instanceof jdk.internal.loader.BuiltinClassLoader)
                && !name.startsWith("[")) {
            Class<?> c = loader.loadClass(name);
            if (c == null) {
                throw new ClassNotFoundException(name);
            }
            if (initialize) {
                // The class itself: its name may be another class's in
                // the one namespace (loader namespaces).
                jdk.internal.misc.Unsafe.getUnsafe().ensureClassInitialized(c);
            }
            return c;
        }
        return forNameShared(name, initialize);
    }

    /** Null if the class is not found (the module is ignored). */
    public static Class<?> forName(Module module, String name) {
        Objects.requireNonNull(module);
        Objects.requireNonNull(name);
        try {
            return forName0(name, false);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /**
     * As on HotSpot when the class path's code asks: a class of the class
     * path (or an array of them) is the system class loader's, a JDK class
     * its module's built-in loader's (null for the boot loader's modules).
     * The JDK's own code is told null, as for every class, because Wayfinder
     * treats all classes as the bootstrap loader's (getClassLoader0). A
     * class a program's loader defined from bytes answers that loader.
     */
    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return null;
        }
        if (c.definingLoader != null) {
            return c.definingLoader;
        }
        if (!isClassPathCode(Reflection.getCallerClass())) {
            return null;
        }
        String module = c.jdkModule0();
        if (module == null) {
            return ClassLoader.getSystemClassLoader();
        }
        // HotSpot's built-in loaders by module (the JDK build's map): the
        // boot loader's are null, the platform loader's (java.sql,
        // jdk.charsets...) and the application loader's (jdk.compiler...)
        // are those loaders.
        if (jdk.internal.module.ModuleLoaderMap.bootModules().contains(module)) {
            return null;
        }
        if (jdk.internal.module.ModuleLoaderMap.platformModules().contains(module)) {
            return ClassLoader.getPlatformClassLoader();
        }
        return ClassLoader.getSystemClassLoader();
    }

    /** Is {@code caller} a class of the class path (not the JDK's)? */
    static boolean isClassPathCode(Class<?> caller) {
        return caller != null && caller.jdkModule0() == null;
    }

    /**
     * Used throughout java.lang; every class counts as a bootstrap class
     * but one a program's loader defined from bytes.
     */
    ClassLoader getClassLoader0() {
        return definingLoader;
    }

    /** The one unnamed module (see getModule). */
    private static Module theModule;

    /** The named modules of JDK classes handed to the class path's code, by name. */
    private static HashMap<String, Module> namedModules;

    /** The Package objects getPackage made, by package name. */
    private static HashMap<String, Package> packages;

    /**
     * To the JDK's own code every class is in one unnamed module, so
     * same-module checks of access control pass and the messages of
     * IllegalAccessException name no module, as for a class path program.
     * The class path's code is told what HotSpot tells it: a JDK class (or
     * an array of one, or a primitive type) is in its named module of the
     * boot layer (ModuleLayer.boot(), built on first use, with each module's
     * reads, exports and opens, qualified ones too), the program's classes
     * are in the unnamed module. java.lang.Module's own code is told
     * java.base's named module too: Module.defineModules asks for it while
     * the boot layer is built, as on HotSpot, where the VM defines java.base
     * before the layer.
     */
    public Module getModule() {
        Class<?> caller = Reflection.getCallerClass();
        if (isClassPathCode(caller) || caller == Module.class) {
            String name = moduleName();
            if (name != null) {
                return namedModule(name);
            }
        }
        return unnamedModule();
    }

    static Module unnamedModule() {
        Module m = theModule;
        if (m == null) {
            m = new Module(null);
            theModule = m;
        }
        return m;
    }

    /**
     * The named module of a JDK class as the class path sees it: the boot
     * layer's. While the boot layer is built (ModuleLayer.boot() is null)
     * java.base's module is made here, without exports (the layer sets
     * them up), and the layer takes it over; a module of the image outside
     * the boot layer gets a Module of no layer, with its unqualified
     * exports.
     */
    private static synchronized Module namedModule(String name) {
        if (namedModules == null) {
            namedModules = new HashMap<>();
        }
        Module m = namedModules.get(name);
        if (m != null) {
            return m;
        }
        ModuleLayer boot = ModuleLayer.boot();
        // Building the layer (above) may have made this module.
        m = namedModules.get(name);
        if (m != null) {
            return m;
        }
        if (boot != null) {
            m = boot.findModule(name).orElse(null);
        }
        if (m == null) {
            java.lang.module.ModuleDescriptor d = moduleDescriptor(name);
            m = new Module(null, d);
            if (boot != null) {
                for (java.lang.module.ModuleDescriptor.Exports e : d.exports()) {
                    if (!e.isQualified() && d.packages().contains(e.source())) {
                        m.implAddExportsNoSync(e.source());
                    }
                }
            }
        }
        namedModules.put(name, m);
        return m;
    }

    /**
     * The descriptor of JDK module {@code name}, read from its module-info
     * class in the run-time image (one naming only the module if it has none).
     */
    private static java.lang.module.ModuleDescriptor moduleDescriptor(String name) {
        byte[] bytes = jdkResource0(name, "module-info.class");
        if (bytes == null) {
            return java.lang.module.ModuleDescriptor.newModule(name).build();
        }
        return java.lang.module.ModuleDescriptor.read(java.nio.ByteBuffer.wrap(bytes));
    }

    /** The run-time image module of this class (of its element type), null for the class path's. */
    String moduleName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c.isPrimitive() ? "java.base" : c.jdkModule0();
    }

    /**
     * As on HotSpot: null for a primitive type or an array class; for a
     * class of the boot layer's modules, the package the boot loader
     * defines (the one Package.getPackage(String) finds), in its named
     * module; for a class of the class path, the system class loader's
     * Package of its name (ClassLoader.definePackage(Class): the unnamed
     * package "" for a class of the default package), so that the loader's
     * getDefinedPackage and Package.getPackage find the same object; else
     * one Package object per package name, in the class's module as
     * getModule tells the class path. A JDK package has no specification
     * or implementation attributes (the run-time image has no manifests).
     */
    public Package getPackage() {
        if (isPrimitive() || isArray()) {
            return null;
        }
        String module = moduleName();
        if (module != null && namedModule(module).getLayer() != null) {
            Package p = jdk.internal.loader.BootLoader.getDefinedPackage(getPackageName());
            if (p != null) {
                return p;
            }
        }
        if (module == null && definingLoader != null) {
            // A class a program's loader defined: that loader's package.
            return definingLoader.definePackage(this);
        }
        if (module == null) {
            // A class of the class path: its package is the system class
            // loader's, defined there the first time it is asked for.
            return ClassLoader.getSystemClassLoader().definePackage(this);
        }
        return packageNamed(getPackageName(), module);
    }

    private static synchronized Package packageNamed(String name, String module) {
        if (packages == null) {
            packages = new HashMap<>();
        }
        Package p = packages.get(name);
        if (p == null) {
            p = new Package(name, module == null ? unnamedModule() : namedModule(module));
            packages.put(name, p);
        }
        return p;
    }

    /**
     * As JDK 17: asks the security manager, if any, for
     * RuntimePermission("getProtectionDomain"); then protectionDomain().
     */
    @SuppressWarnings("removal")
    public ProtectionDomain getProtectionDomain() {
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("getProtectionDomain"));
        }
        return protectionDomain();
    }

    /** The domain with all permissions that classes without one report. */
    private static ProtectionDomain allPermDomain;

    /**
     * The class's protection domain (classPathDomain), or for a class
     * without one a domain holding AllPermission, as on HotSpot. Used by
     * ClassLoader, JavaLangAccess and System.
     */
    ProtectionDomain protectionDomain() {
        ProtectionDomain pd = classPathDomain();
        if (pd == null) {
            if (allPermDomain == null) {
                java.security.Permissions perms = new java.security.Permissions();
                perms.add(new java.security.AllPermission());
                allPermDomain = new ProtectionDomain(null, perms);
            }
            pd = allPermDomain;
        }
        return pd;
    }

    /**
     * The protection domain the system class loader gives the code of this
     * class's class path entry (an array: its element type's), as when it
     * defines a class from that entry: code source the entry's canonical
     * file URL, no signers, permissions from the loader. Null for the JDK's
     * classes, the VM's own and primitive types, which have none. Also
     * called by the VM (natives/security.rs) for the classes on a stack.
     */
    ProtectionDomain classPathDomain() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.definingLoader != null) {
            return c.definedDomain;
        }
        String location = c.isPrimitive() ? null : c.codeLocation0();
        if (location == null) {
            return null;
        }
        return java.security.WayfinderDomains.of(location, ClassLoader.getSystemClassLoader());
    }

    /** The class path entry (directory or jar) this class was read from, or null. */
    private native String codeLocation0();

    public Object[] getSigners() {
        return null;
    }

    /** Called by ClassLoader.setSigners; signers are not kept. */
    void setSigners(Object[] signers) {
    }

    public boolean desiredAssertionStatus() {
        return desiredAssertionStatus0(this);
    }

    /**
     * A class of the class path finds its resources through the system class
     * loader (the class path's directories and jars); a JDK class in its
     * module of the run-time image (natives/resources.rs), where, as in JDK
     * 17, a resource in one of the module's packages that is not a class
     * file is hidden from the class path's code (the JDK's own code, which
     * sees every class in one unnamed module, finds it from any module).
     */
    public InputStream getResourceAsStream(String name) {
        name = resolveName(name);
        String module = jdkModule0();
        if (module == null) {
            return ClassLoader.getSystemClassLoader().getResourceAsStream(name);
        }
        if (encapsulated(name, module, Reflection.getCallerClass())) {
            return null;
        }
        byte[] bytes = jdkResource0(module, name);
        return bytes == null ? null : new ByteArrayInputStream(bytes);
    }

    /** As getResourceAsStream; a JDK resource's URL is a jrt: URL. */
    public URL getResource(String name) {
        name = resolveName(name);
        String module = jdkModule0();
        if (module == null) {
            return ClassLoader.getSystemClassLoader().getResource(name);
        }
        if (encapsulated(name, module, Reflection.getCallerClass())
                || jdkResource0(module, name) == null) {
            return null;
        }
        try {
            return new URL("jrt:/" + module + "/" + name);
        } catch (MalformedURLException e) {
            return null;
        }
    }

    /** A relative name is in this class's package; a leading '/' is dropped. */
    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        String pkg = getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    /**
     * JDK 17's rule for resources of named modules: a resource that is not a
     * class file, in a package of module `module`, is hidden from callers
     * outside that module (the JDK's modules open no packages to the class
     * path). Callers in the JDK are not told apart by module (Wayfinder puts
     * the JDK's code in one unnamed module), so the JDK's code finds a
     * resource of another JDK module, e.g. java.base's BreakIterator reading
     * jdk.localedata's rule tables.
     */
    private static boolean encapsulated(String name, String module, Class<?> caller) {
        if (name.length() > 6 && name.endsWith(".class")) {
            return false;
        }
        int slash = name.lastIndexOf('/');
        if (slash <= 0 || slash == name.length() - 1) {
            return false;
        }
        if (!Checks.isPackageName(name.substring(0, slash).replace('/', '.'))) {
            return false;
        }
        return caller == null || caller.jdkModule0() == null;
    }

    /** The module of a JDK class (java.base for our model classes), null for a class of the class path. */
    private native String jdkModule0();

    /** The bytes of resource `name` of JDK module `module`, null if it has none. */
    private static native byte[] jdkResource0(String module, String name);

    // ---- names ----

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind + getName();
    }

    public String getTypeName() {
        if (isArray()) {
            return getComponentType().getTypeName() + "[]";
        }
        return getName();
    }

    private boolean isLocalOrAnonymousClass() {
        return isLocalClass() || isAnonymousClass();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return component != null ? component + "[]" : null;
        }
        if (isHidden() || isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String enclosingName = enclosing.getCanonicalName();
        return enclosingName != null ? enclosingName + "." + getSimpleName() : null;
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot).intern();
    }

    public String descriptorString() {
        if (isArray()) {
            return "[" + getComponentType().descriptorString();
        }
        if (isPrimitive()) {
            if (this == int.class) return "I";
            if (this == long.class) return "J";
            if (this == boolean.class) return "Z";
            if (this == byte.class) return "B";
            if (this == char.class) return "C";
            if (this == short.class) return "S";
            if (this == float.class) return "F";
            if (this == double.class) return "D";
            return "V";
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public Optional<ClassDesc> describeConstable() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        // As JDK 17: a hidden class has no nominal descriptor.
        return c.isHidden() ? Optional.empty() : Optional.of(ClassDesc.ofDescriptor(descriptorString()));
    }

    // ---- kinds ----

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /**
     * True for the classes the VM makes for lambdas and method references,
     * which stand for HotSpot's hidden lambda proxy classes; false for every
     * other class (natives/class.rs).
     */
    public native boolean isHidden();

    public boolean isSealed() {
        return !isArray() && !isPrimitive() && getPermittedSubclasses() != null;
    }

    /**
     * The classes the PermittedSubclasses attribute lists that are direct
     * subtypes of this class; null if this class is not sealed.
     */
    public Class<?>[] getPermittedSubclasses() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        Class<?>[] listed = getPermittedSubclasses0();
        if (listed == null) {
            return null;
        }
        java.util.ArrayList<Class<?>> out = new java.util.ArrayList<>();
        for (Class<?> c : listed) {
            if (isDirectSubtype(c)) {
                out.add(c);
            }
        }
        return out.toArray(NO_CLASSES);
    }

    private boolean isDirectSubtype(Class<?> c) {
        if (c.getSuperclass() == this) {
            return true;
        }
        for (Class<?> i : c.getInterfaces()) {
            if (i == this) {
                return true;
            }
        }
        return false;
    }

    public Method getEnclosingMethod() {
        return isLocalOrAnonymousClass() ? getEnclosingMethod0() : null;
    }

    public Constructor<?> getEnclosingConstructor() {
        return isLocalOrAnonymousClass() ? getEnclosingConstructor0() : null;
    }

    public boolean isNestmateOf(Class<?> c) {
        if (this == c) {
            return true;
        }
        if (isPrimitive() || isArray() || c.isPrimitive() || c.isArray()) {
            return false;
        }
        return getNestHost() == c.getNestHost();
    }

    // ---- arrays ----

    public Class<?> componentType() {
        return getComponentType();
    }


    // ---- casts ----

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    // ---- enums ----

    public T[] getEnumConstants() {
        T[] constants = getEnumConstantsShared();
        return constants != null ? constants.clone() : null;
    }

    /** The shared (never to be modified) array of enum constants, or null if not an enum. */
    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        if (!isEnum()) {
            return null;
        }
        T[] constants = enumConstants;
        if (constants == null) {
            constants = (T[]) enumValues0();
            enumConstants = constants;
        }
        return constants;
    }

    /** Name to constant; used by Enum.valueOf. */
    Map<String, T> enumConstantDirectory() {
        Map<String, T> directory = enumConstantDirectory;
        if (directory == null) {
            T[] constants = getEnumConstantsShared();
            if (constants == null) {
                throw new IllegalArgumentException(getName() + " is not an enum class");
            }
            directory = new HashMap<>((int) (constants.length / 0.75f) + 1);
            for (T constant : constants) {
                directory.put(((Enum<?>) constant).name(), constant);
            }
            enumConstantDirectory = directory;
        }
        return directory;
    }

    // ---- generic signatures ----

    private ClassRepository getGenericInfo() {
        ClassRepository info = genericInfo;
        if (info == null) {
            String signature = getGenericSignature0();
            if (signature == null) {
                info = ClassRepository.NONE;
            } else {
                info = ClassRepository.make(signature,
                        CoreReflectionFactory.make(this, ClassScope.make(this)));
            }
            genericInfo = info;
        }
        return info != ClassRepository.NONE ? info : null;
    }

    @SuppressWarnings("unchecked")
    public TypeVariable<Class<T>>[] getTypeParameters() {
        ClassRepository info = getGenericInfo();
        if (info == null) {
            return (TypeVariable<Class<T>>[]) new TypeVariable<?>[0];
        }
        return (TypeVariable<Class<T>>[]) info.getTypeParameters();
    }

    public Type getGenericSuperclass() {
        ClassRepository info = getGenericInfo();
        if (info == null) {
            return getSuperclass();
        }
        // A signature gives interfaces the superclass Object; this API says null.
        if (isInterface()) {
            return null;
        }
        return info.getSuperclass();
    }

    public Type[] getGenericInterfaces() {
        ClassRepository info = getGenericInfo();
        return info == null ? getInterfaces() : info.getSuperInterfaces();
    }

    // ---- annotations ----

    /** The class's RuntimeVisibleAnnotations attribute, or null. */
    private native byte[] getRawAnnotations();

    /** A ConstantPool reading this class's constant pool. */
    native ConstantPool getConstantPool();

    /** The annotations present on a class: declared and inherited. */
    private static final class AnnotationData {
        final Map<Class<? extends Annotation>, Annotation> annotations;
        final Map<Class<? extends Annotation>, Annotation> declaredAnnotations;

        AnnotationData(Map<Class<? extends Annotation>, Annotation> annotations,
                       Map<Class<? extends Annotation>, Annotation> declaredAnnotations) {
            this.annotations = annotations;
            this.declaredAnnotations = declaredAnnotations;
        }
    }

    /**
     * The declared annotations, and those present: the superclass's present
     * annotations whose type is @Inherited and that this class does not
     * declare, followed by the declared ones (JLS 9.6.4.3).
     */
    private AnnotationData annotationData() {
        AnnotationData data = annotationData;
        if (data != null) {
            return data;
        }
        Map<Class<? extends Annotation>, Annotation> declared =
            AnnotationParser.parseAnnotations(getRawAnnotations(), getConstantPool(), this);
        Map<Class<? extends Annotation>, Annotation> present = declared;
        Class<?> sc = getSuperclass();
        if (sc != null) {
            Map<Class<? extends Annotation>, Annotation> inherited = null;
            for (Map.Entry<Class<? extends Annotation>, Annotation> e : sc.annotationData().annotations.entrySet()) {
                if (AnnotationType.getInstance(e.getKey()).isInherited()) {
                    if (inherited == null) {
                        inherited = new LinkedHashMap<>();
                    }
                    inherited.put(e.getKey(), e.getValue());
                }
            }
            if (inherited != null) {
                inherited.putAll(declared);
                present = inherited;
            }
        }
        data = new AnnotationData(present, declared);
        annotationData = data;
        return data;
    }

    Map<Class<? extends Annotation>, Annotation> getDeclaredAnnotationMap() {
        return annotationData().declaredAnnotations;
    }

    byte[] getRawAnnotationsForAccess() {
        return getRawAnnotations();
    }

    boolean casAnnotationType(AnnotationType oldType, AnnotationType newType) {
        if (annotationType != oldType) {
            return false;
        }
        annotationType = newType;
        return true;
    }

    AnnotationType getAnnotationType() {
        return annotationType;
    }

    @SuppressWarnings("unchecked")
    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return (A) annotationData().annotations.get(annotationClass);
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationSupport.getAssociatedAnnotations(annotationData().declaredAnnotations, this, annotationClass);
    }

    public Annotation[] getAnnotations() {
        return AnnotationParser.toArray(annotationData().annotations);
    }

    @SuppressWarnings("unchecked")
    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return (A) annotationData().declaredAnnotations.get(annotationClass);
    }

    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationSupport.getDirectlyAndIndirectlyPresent(annotationData().declaredAnnotations, annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return AnnotationParser.toArray(annotationData().declaredAnnotations);
    }
}
