/*
 * Wayfinder model of java.lang.Class (JDK 17 API).
 *
 * Written for Wayfinder. The VM creates one Class object per loaded class,
 * array class and primitive type, without running a constructor, and sets
 * classId; everything that needs the class file or the VM's class table is a
 * native below. Deliberately simplified:
 *  - all classes are treated as loaded by the bootstrap loader
 *    (getClassLoader() returns null), are in no module and no package object
 *    (getModule(), getPackage() return null), and have no protection domain;
 *  - annotations are not visible (getAnnotation returns null, the arrays are
 *    empty);
 *  - core reflection (fields, methods, constructors, newInstance, record
 *    components, nest members, ...) is declared native: the VM decides what
 *    of it is supported;
 *  - no class is hidden or sealed; there are no resources.
 * Generic signatures (getTypeParameters, getGenericSuperclass,
 * getGenericInterfaces) are parsed by the JDK's own sun.reflect.generics code
 * from the class's Signature attribute (getGenericSignature0).
 */
package java.lang;

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
import java.net.URL;
import java.security.ProtectionDomain;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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

    /** Cache of getEnumConstantsShared(). */
    private transient volatile T[] enumConstants;

    /** Cache of enumConstantDirectory(). */
    private transient volatile Map<String, T> enumConstantDirectory;

    /** Owned by ClassValue, which reads and writes it directly. */
    transient ClassValue.ClassValueMap classValueMap;

    /** Cache of the parsed generic signature (ClassRepository.NONE if none). */
    private transient volatile ClassRepository genericInfo;

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
     * The JVM modifiers (for member classes the InnerClasses flags, as the JDK
     * does); arrays: the component's public/private/protected plus final and abstract.
     */
    public native int getModifiers();

    /** The declaring class of a member class (InnerClasses outer_class_info), else null. */
    public native Class<?> getDeclaringClass();

    /**
     * The immediately enclosing class: for local and anonymous classes the
     * class of the EnclosingMethod attribute, else getDeclaringClass().
     */
    public native Class<?> getEnclosingClass();

    /** The nest host (NestHost attribute); this for primitives, arrays and nest hosts. */
    public native Class<?> getNestHost();

    // ---- reflection: natives, the VM decides what is supported ----

    public native Field[] getFields() throws SecurityException;

    public native Method[] getMethods() throws SecurityException;

    public native Constructor<?>[] getConstructors() throws SecurityException;

    public native Field getField(String name) throws NoSuchFieldException, SecurityException;

    public native Method getMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException;

    public native Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException;

    public native Field[] getDeclaredFields() throws SecurityException;

    public native Method[] getDeclaredMethods() throws SecurityException;

    public native Constructor<?>[] getDeclaredConstructors() throws SecurityException;

    public native Field getDeclaredField(String name) throws NoSuchFieldException, SecurityException;

    public native Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException;

    public native Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException, SecurityException;

    public native Class<?>[] getClasses();

    public native Class<?>[] getDeclaredClasses() throws SecurityException;

    public native RecordComponent[] getRecordComponents();

    public native Class<?>[] getNestMembers();

    public native String toGenericString();

    public native AnnotatedType getAnnotatedSuperclass();

    public native AnnotatedType[] getAnnotatedInterfaces();

    /** The method named by the EnclosingMethod attribute, or null (only called when it exists). */
    private native Method getEnclosingMethod0();

    /** The constructor named by the EnclosingMethod attribute, or null (only called when it exists). */
    private native Constructor<?> getEnclosingConstructor0();

    @Deprecated(since = "9")
    public native T newInstance() throws InstantiationException, IllegalAccessException;

    // ---- loading ----

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className, true);
    }

    /** The loader is ignored: every class comes from Wayfinder's one class path. */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        return forName0(name, initialize);
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

    public ClassLoader getClassLoader() {
        return null;
    }

    /** Used throughout java.lang; every class counts as a bootstrap class. */
    ClassLoader getClassLoader0() {
        return null;
    }

    public Module getModule() {
        return null;
    }

    public Package getPackage() {
        return null;
    }

    public ProtectionDomain getProtectionDomain() {
        return null;
    }

    /** Used by ClassLoader and JavaLangAccess. */
    ProtectionDomain protectionDomain() {
        return null;
    }

    public Object[] getSigners() {
        return null;
    }

    /** Called by ClassLoader.setSigners; signers are not kept. */
    void setSigners(Object[] signers) {
    }

    public boolean desiredAssertionStatus() {
        return desiredAssertionStatus0(this);
    }

    /** Wayfinder has no resources. */
    public InputStream getResourceAsStream(String name) {
        return null;
    }

    /** Wayfinder has no resources. */
    public URL getResource(String name) {
        return null;
    }

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
        return Optional.of(ClassDesc.ofDescriptor(descriptorString()));
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

    public boolean isHidden() {
        return false;
    }

    /** Needs the PermittedSubclasses attribute, which Wayfinder does not read yet: reported as unsupported. */
    public native boolean isSealed();

    /** See {@link #isSealed()}. */
    public native Class<?>[] getPermittedSubclasses();

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

    // ---- annotations: none are visible ----

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return false;
    }

    @SuppressWarnings("unchecked")
    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return (A[]) Array.newInstance(annotationClass, 0);
    }

    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    @SuppressWarnings("unchecked")
    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return (A[]) Array.newInstance(annotationClass, 0);
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }
}
