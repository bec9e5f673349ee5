/*
 * Written for Wayfinder: a method handle to a method, constructor or field
 * (what Lookup.findVirtual, findStatic, findConstructor, findGetter, ...
 * and unreflect return).
 */
package java.lang.invoke;

import java.lang.reflect.Modifier;

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

    /**
     * Throws IllegalAccessException unless {@code lookup} may use a member of
     * {@code refc} as {@code inv} describes it (JVMS 5.4.4 under the lookup's
     * modes: private members within the lookup class's nest, package-private
     * ones within its package, protected ones there or from a subclass), and
     * for the class path's lookups, a class of the image only in a package
     * its module exports (java.lang.WayfinderEncapsulation).
     */
    private static void checkAccess(MethodHandles.Lookup lookup, Class<?> refc,
            WayfinderInvoker inv, String what) throws IllegalAccessException {
        Class<?> lc = lookup.lookupClass();
        int modes = lookup.lookupModes();
        int mods = inv.modifiers();
        Class<?> decl = inv.declaringClass();
        boolean samePackage = lc.getPackageName().equals(decl.getPackageName());
        String problem = null;
        if (!java.lang.WayfinderEncapsulation.classAccessible(refc, lc)) {
            throw new IllegalAccessException("symbolic reference class is not accessible: "
                    + refc + ", from " + java.lang.WayfinderEncapsulation.from(lc));
        }
        if (!Modifier.isPublic(refc.getModifiers())
                && !lc.getPackageName().equals(refc.getPackageName())) {
            problem = "class is not public";
        } else if (Modifier.isPublic(mods)) {
            if ((modes & (MethodHandles.Lookup.PUBLIC | MethodHandles.Lookup.UNCONDITIONAL)) == 0) {
                problem = "no access";
            }
        } else if (Modifier.isPrivate(mods)) {
            if ((modes & MethodHandles.Lookup.PRIVATE) == 0
                    || lc.getNestHost() != decl.getNestHost()) {
                problem = "member is private";
            }
        } else {
            boolean ok = (modes & MethodHandles.Lookup.PACKAGE) != 0 && samePackage;
            if (!ok && Modifier.isProtected(mods)) {
                ok = (modes & MethodHandles.Lookup.PROTECTED) != 0 && decl.isAssignableFrom(lc);
            }
            if (!ok) {
                problem = Modifier.isProtected(mods) ? "member is protected"
                        : "member is private to package";
            }
        }
        if (problem != null) {
            throw new IllegalAccessException(problem + ": " + refc.getName() + "." + what
                    + ", from " + java.lang.WayfinderEncapsulation.from(lc));
        }
    }

    /** A handle of type {@code type} to a method or constructor; null if there is none. */
    static MethodHandle method(MethodHandles.Lookup lookup, int kind, Class<?> refc, String name,
            MethodType memberType, MethodType type, String kindName)
            throws IllegalAccessException {
        WayfinderInvoker inv = link(kind, refc, name, memberType.toMethodDescriptorString());
        if (inv == null) {
            return null;
        }
        checkAccess(lookup, refc, inv, name + memberType + "/" + kindName);
        MethodHandle h = new WayfinderDirectHandle(type, inv);
        return inv.varargs() ? h.asVarargsCollector(type.parameterType(type.parameterCount() - 1)) : h;
    }

    /** A handle of type {@code type} to a field access; null if there is no such field. */
    static MethodHandle field(MethodHandles.Lookup lookup, int kind, Class<?> refc, String name,
            Class<?> fieldType, MethodType type, String kindName) throws IllegalAccessException {
        String desc = fieldType.descriptorString();
        WayfinderInvoker inv = link(kind, refc, name, desc);
        if (inv == null) {
            return null;
        }
        checkAccess(lookup, refc, inv, name + "/" + fieldType.getName() + "/" + kindName);
        return new WayfinderDirectHandle(type, inv);
    }

    @Override
    Object invokeBoxed(Object[] args) throws Throwable {
        return invoker.call(args);
    }
}
