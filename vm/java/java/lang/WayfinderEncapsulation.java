/*
 * Wayfinder's strong encapsulation of the run-time image's modules
 * (JDK 17 and 25 API).
 *
 * Written for Wayfinder. The VM decides what the class path's code may
 * reach reflectively in a module of the image, from the module's
 * descriptor (vm/src/natives/encapsulation.rs: setAccessible and
 * trySetAccessible, core reflection's member access); this class builds
 * the messages of its refusals and answers the method handle model
 * (MethodHandles.privateLookupIn, a lookup's access to a class). A module
 * is named as java names it ("module java.base"); the class path's code is
 * in the one unnamed module it sees (Class.unnamedModule).
 */
package java.lang;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;

public final class WayfinderEncapsulation {

    private WayfinderEncapsulation() {
    }

    /**
     * Is the package of {@code c} (an element class) open ({@code open})
     * or exported to the unnamed module? True for a class outside the image.
     */
    private static native boolean access0(Class<?> c, boolean open);

    /** The element class of {@code c}. */
    private static Class<?> element(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c;
    }

    /** How java names the module {@code c} is in, as the class path sees it. */
    private static String moduleOf(Class<?> c) {
        String name = c.moduleName();
        return name == null ? Class.unnamedModule().toString() : "module " + name;
    }

    /**
     * The InaccessibleObjectException java throws when the class path's
     * code asks to make {@code member} of {@code declaring} accessible and
     * its package is not open ({@code exports}: nor exported, the member and
     * its class being public). Called by the VM, which then throws it.
     */
    static InaccessibleObjectException refusal(AccessibleObject member, Class<?> declaring,
                                               boolean exports) {
        String what = member instanceof Field ? "field " : "";
        return new InaccessibleObjectException("Unable to make " + what + member
                + " accessible: " + moduleOf(declaring) + " does not \""
                + (exports ? "exports" : "opens") + " " + declaring.getPackageName()
                + "\" to " + Class.unnamedModule());
    }

    /**
     * JDK 17's IllegalAccessException for {@code current}'s use of a member
     * of {@code member} with {@code modifiers}, naming the modules of the
     * image the classes are in; {@code exported}: the member's package is
     * exported to {@code current}. Called by the VM's hook on
     * Reflection.newIllegalAccessException.
     */
    static IllegalAccessException illegalAccess(Class<?> current, Class<?> member, int modifiers,
                                                boolean exported) {
        String fromSuffix = current.moduleName() != null ? " (in " + moduleOf(current) + ")" : "";
        String toSuffix = member.moduleName() != null ? " (in " + moduleOf(member) + ")" : "";
        String msg = current + fromSuffix + " cannot access ";
        if (exported) {
            msg += "a member of " + member + toSuffix + " with modifiers \""
                    + Modifier.toString(modifiers) + "\"";
        } else {
            msg += member + toSuffix + " because " + moduleOf(member) + " does not export "
                    + member.getPackageName() + " to " + moduleOf(current);
        }
        return new IllegalAccessException(msg);
    }

    /**
     * May a lookup of {@code lookupClass} name class {@code refc}? A class
     * of the image is accessible to the class path's code only when its
     * module exports its package. Asked by the method handle model before
     * its member checks.
     */
    public static boolean classAccessible(Class<?> refc, Class<?> lookupClass) {
        return element(lookupClass).moduleName() != null || access0(element(refc), false);
    }

    /** How java's access errors name a lookup class: with its module. */
    public static String from(Class<?> lookupClass) {
        return lookupClass + " (" + moduleOf(lookupClass) + ")";
    }

    /**
     * MethodHandles.privateLookupIn's module check, as the class path's
     * {@code caller} asks for a private lookup in {@code target}: a class of
     * the image must be in a package its module opens to the unnamed
     * module, else IllegalAccessException with java's message.
     */
    public static void checkOpen(Class<?> target, Class<?> caller) throws IllegalAccessException {
        if (element(caller).moduleName() != null || access0(element(target), true)) {
            return;
        }
        throw new IllegalAccessException(moduleOf(target) + " does not open "
                + target.getPackageName() + " to " + Class.unnamedModule());
    }
}
