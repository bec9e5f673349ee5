/*
 * Wayfinder's VarHandle: an instance field, a static field, the elements
 * of an array or a byte[] viewed as wider elements (the VarHandles the JDK
 * 17 class library itself makes, for java.util.concurrent, MessageDigest,
 * DataInputStream and friends).
 *
 * Written for Wayfinder. The JDK's VarHandle is abstract, with one subclass
 * per kind and type that works through VarForms and LambdaForms, i.e. through
 * java.lang.invoke, which Wayfinder does not run. This subclass describes the
 * variable and nothing else: its access-mode methods (get, set,
 * compareAndSet, getAndAdd, ...) are the signature-polymorphic natives
 * VarHandle declares, and the VM links each call site to the handler in
 * vm/src/natives/varhandle.rs, which reads the fields below (by name) and
 * accesses the variable as jdk.internal.misc.Unsafe does.
 *
 * VarHandle's constructor VarHandle(VarForm, boolean) is package-private (in
 * JDK 17 and 25 alike), hence this class lives in java.lang.invoke. The
 * VarForm is null: nothing of VarHandle that needs it (isAccessModeSupported,
 * toMethodHandle) is usable.
 *
 * Why the name: in JDK 25 VarHandle is sealed, and a model class must compile
 * against both class libraries, so this class takes the name of one of the
 * permitted subclasses, IndirectVarHandle, and replaces the JDK's class of
 * that name (which only VarHandle combinators make; Wayfinder supports none).
 */
package java.lang.invoke;

import java.util.List;

final class IndirectVarHandle extends VarHandle {

    /** Kinds, read by the VM. */
    static final int INSTANCE_FIELD = 0;
    static final int STATIC_FIELD = 1;
    static final int ARRAY_ELEMENT = 2;
    /** The bytes of a byte[] seen as elements of a wider primitive type. */
    static final int BYTE_ARRAY_VIEW = 3;

    // ---- read by the VM (vm/src/natives/varhandle.rs), by name ----

    /** One of the kinds above. */
    final int kind;
    /**
     * INSTANCE_FIELD: the class receivers must be instances of;
     * STATIC_FIELD: the class the field was looked up in;
     * ARRAY_ELEMENT: the array class.
     */
    final Class<?> coordinate;
    /** The type of the variable. */
    final Class<?> varType;
    /** Fields: the class declaring the field (set by bindField). */
    Class<?> holder;
    /** Fields: the field's slot in the instance layout or in the holder's statics. */
    int slot;
    /** Final fields: only the get modes are allowed. */
    boolean readOnly;
    /** BYTE_ARRAY_VIEW: the bytes are in big-endian order (else little-endian). */
    boolean bigEndian;

    private IndirectVarHandle(int kind, Class<?> coordinate, Class<?> varType, boolean exact) {
        super(null, exact);
        this.kind = kind;
        this.coordinate = coordinate;
        this.varType = varType;
    }

    private IndirectVarHandle(IndirectVarHandle from, boolean exact) {
        super(null, exact);
        this.kind = from.kind;
        this.coordinate = from.coordinate;
        this.varType = from.varType;
        this.holder = from.holder;
        this.slot = from.slot;
        this.readOnly = from.readOnly;
        this.bigEndian = from.bigEndian;
    }

    /**
     * Finds field {@code name} of type {@code varType} in {@code coordinate}
     * (its super classes and interfaces included) and sets holder, slot and
     * readOnly. Returns 0 when found, 1 when there is no such field, 2 when
     * the field is static and this is an instance handle, or the other way round.
     */
    private native int bindField(String name);

    /** A handle for field {@code name}, as Lookup.findVarHandle/findStaticVarHandle make it. */
    static VarHandle forField(Class<?> refc, String name, Class<?> type, boolean isStatic)
            throws NoSuchFieldException, IllegalAccessException {
        if (refc == null || name == null || type == null) {
            throw new NullPointerException();
        }
        IndirectVarHandle h = new IndirectVarHandle(isStatic ? STATIC_FIELD : INSTANCE_FIELD,
                refc, type, false);
        switch (h.bindField(name)) {
            case 0:
                return h;
            case 1:
                throw new NoSuchFieldException("no such field: " + refc.getName() + "." + name
                        + "/" + type.getName() + (isStatic ? "/getStatic" : "/getField"));
            default:
                // The field found has the other static-ness.
                throw new IllegalAccessException((isStatic ? "expected a static field: "
                        : "expected a non-static field: ") + refc.getName() + "." + name
                        + "/" + type.getName() + (isStatic ? "/getField" : "/getStatic"));
        }
    }

    /** A handle for the elements of arrays of class {@code arrayClass}. */
    static VarHandle forArray(Class<?> arrayClass) {
        if (arrayClass == null) {
            throw new NullPointerException();
        }
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + arrayClass);
        }
        return new IndirectVarHandle(ARRAY_ELEMENT, arrayClass, arrayClass.getComponentType(),
                false);
    }

    /**
     * A handle that reads and writes the bytes of a byte[] at a byte index as
     * elements of {@code viewArrayClass}'s component type (short, char, int,
     * long, float or double), in byte order {@code bigEndian}.
     */
    static VarHandle forByteArrayView(Class<?> viewArrayClass, boolean bigEndian) {
        if (!viewArrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + viewArrayClass);
        }
        Class<?> view = viewArrayClass.getComponentType();
        if (view != short.class && view != char.class && view != int.class
                && view != long.class && view != float.class && view != double.class) {
            throw new UnsupportedOperationException();
        }
        IndirectVarHandle h = new IndirectVarHandle(BYTE_ARRAY_VIEW, byte[].class, view, false);
        h.bigEndian = bigEndian;
        return h;
    }

    @Override
    public VarHandle withInvokeExactBehavior() {
        return hasInvokeExactBehavior() ? this : new IndirectVarHandle(this, true);
    }

    @Override
    public VarHandle withInvokeBehavior() {
        return hasInvokeExactBehavior() ? new IndirectVarHandle(this, false) : this;
    }

    @Override
    public Class<?> varType() {
        return varType;
    }

    @Override
    public List<Class<?>> coordinateTypes() {
        switch (kind) {
            case INSTANCE_FIELD:
                return List.of(coordinate);
            case STATIC_FIELD:
                return List.of();
            default:
                return List.of(coordinate, int.class);
        }
    }

    @Override
    MethodType accessModeTypeUncached(AccessType at) {
        switch (kind) {
            case INSTANCE_FIELD:
                return at.accessModeType(coordinate, varType);
            case STATIC_FIELD:
                return at.accessModeType(null, varType);
            default:
                return at.accessModeType(coordinate, varType, int.class);
        }
    }

    @Override
    public MethodHandle toMethodHandle(AccessMode accessMode) {
        throw MethodHandles.unsupported("VarHandle.toMethodHandle");
    }
}
