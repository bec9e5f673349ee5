/*
 * Written for Wayfinder: a method handle to a method, constructor or field
 * (what Lookup.findVirtual, findStatic, findConstructor, findGetter, ...
 * and unreflect return).
 */
package java.lang.invoke;

final class WayfinderDirectHandle extends MethodHandle {
    static final int GET_FIELD = 1;
    static final int GET_STATIC = 2;
    static final int PUT_FIELD = 3;
    static final int PUT_STATIC = 4;
    static final int INVOKE_VIRTUAL = 5;
    static final int INVOKE_STATIC = 6;
    static final int INVOKE_SPECIAL = 7;
    static final int NEW_INVOKE_SPECIAL = 8;
    static final int INVOKE_INTERFACE = 9;

    private final WayfinderInvoker invoker;

    private WayfinderDirectHandle(MethodType type, WayfinderInvoker invoker) {
        super(type);
        this.invoker = invoker;
    }

    /**
     * An invoker for member {@code name} of {@code refc} with descriptor
     * {@code desc} (a method's, or a field's type) used as reference kind
     * {@code kind}; null if there is no such member.
     */
    private static native WayfinderInvoker link(int kind, Class<?> refc, String name, String desc);

    /** A handle of type {@code type} to a method or constructor; null if there is none. */
    static MethodHandle method(int kind, Class<?> refc, String name, MethodType memberType,
            MethodType type) {
        WayfinderInvoker inv = link(kind, refc, name, memberType.toMethodDescriptorString());
        if (inv == null) {
            return null;
        }
        MethodHandle h = new WayfinderDirectHandle(type, inv);
        return inv.varargs() ? h.asVarargsCollector(type.parameterType(type.parameterCount() - 1)) : h;
    }

    /** A handle of type {@code type} to a field access; null if there is no such field. */
    static MethodHandle field(int kind, Class<?> refc, String name, Class<?> fieldType,
            MethodType type) {
        String desc = fieldType.descriptorString();
        WayfinderInvoker inv = link(kind, refc, name, desc);
        return inv == null ? null : new WayfinderDirectHandle(type, inv);
    }

    @Override
    Object invokeBoxed(Object[] args) throws Throwable {
        return invoker.call(args);
    }
}
