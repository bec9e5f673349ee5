/*
 * Wayfinder's strong encapsulation of the run-time image's modules
 * (JDK 17 and 25 API).
 *
 * Written for Wayfinder. The VM runs AccessibleObject.checkCanSetAccessible
 * as a native (vm/src/natives/encapsulation.rs) and calls canSetAccessible
 * when the class path's code asks to make a member of a class of a named
 * module of the image accessible. The rule is the one the Javadoc of
 * AccessibleObject.setAccessible states: the member's package must be open
 * to the caller's module, or exported to it when the member and its class
 * are public (or the member protected and static, and the caller a subclass
 * of its class). Modules are the boot layer's (Class.namedModule), with the
 * exports and opens of their descriptors; the caller is in the one unnamed
 * module the class path's code sees (Class.unnamedModule).
 * MethodHandles.privateLookupIn asks checkOpen; the VM's hooks on
 * jdk.internal.reflect.Reflection ask exported and illegalAccess.
 */
package java.lang;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;

public final class WayfinderEncapsulation {

    private WayfinderEncapsulation() {
    }

    /**
     * May {@code caller} (a class path class) make {@code member} of
     * {@code declaring} (a class of the image) accessible? Called by the VM
     * before the member's accessible flag is set; if not and
     * {@code throwIfDenied}, throws InaccessibleObjectException with
     * java's message.
     */
    static boolean canSetAccessible(AccessibleObject member, Class<?> caller,
                                    Class<?> declaring, boolean throwIfDenied) {
        Module target = Class.namedModule(declaring.moduleName());
        Module from = Class.unnamedModule();
        String pkg = declaring.getPackageName();
        int modifiers = member instanceof Executable
                ? ((Executable) member).getModifiers()
                : ((Field) member).getModifiers();
        boolean publicApi = Modifier.isPublic(declaring.getModifiers())
                && Modifier.isPublic(modifiers);
        if (Modifier.isPublic(declaring.getModifiers()) && target.isExported(pkg, from)) {
            if (Modifier.isPublic(modifiers)) {
                return true;
            }
            if (Modifier.isProtected(modifiers) && Modifier.isStatic(modifiers)
                    && extendsClass(caller, declaring)) {
                return true;
            }
        }
        if (target.isOpen(pkg, from)) {
            return true;
        }
        if (!throwIfDenied) {
            return false;
        }
        String what = member instanceof Field ? "field " : "";
        throw new InaccessibleObjectException("Unable to make " + what + member
                + " accessible: " + target + " does not \""
                + (publicApi ? "exports" : "opens") + " " + pkg + "\" to " + from);
    }

    /** Is {@code c} {@code ancestor} or one of its subclasses? */
    private static boolean extendsClass(Class<?> c, Class<?> ancestor) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            if (k == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * Does the module of {@code c} (a class of the image) export its
     * package to the unnamed module? Called by the VM's hook on
     * Reflection.verifyMemberAccess for the class path's code.
     */
    static boolean exported(Class<?> c) {
        return Class.namedModule(c.moduleName()).isExported(c.getPackageName(), Class.unnamedModule());
    }

    /**
     * May a lookup of {@code lookupClass} name class {@code refc}? A class
     * of the image is accessible to the class path's code only when its
     * module exports its package (a java.* package of java.base always
     * is). Asked by the method handle model before its member checks.
     */
    public static boolean classAccessible(Class<?> refc, Class<?> lookupClass) {
        String module = refc.moduleName();
        if (module == null || lookupClass.moduleName() != null) {
            return true;
        }
        if (module.equals("java.base") && refc.getPackageName().startsWith("java.")) {
            return true;
        }
        return exported(refc);
    }

    /** How java's access errors name a lookup class: with its module. */
    public static String from(Class<?> lookupClass) {
        return lookupClass + " (" + moduleOf(lookupClass) + ")";
    }

    /** The module {@code c} is in, as the class path's code sees it. */
    private static Module moduleOf(Class<?> c) {
        String name = c.moduleName();
        return name == null ? Class.unnamedModule() : Class.namedModule(name);
    }

    /**
     * JDK 17's IllegalAccessException for {@code current}'s use of a member
     * of {@code member} with {@code modifiers}, naming the modules of the
     * image the classes are in; called by the VM's hook on
     * Reflection.newIllegalAccessException.
     */
    static IllegalAccessException illegalAccess(Class<?> current, Class<?> member, int modifiers) {
        Module from = moduleOf(current);
        Module to = moduleOf(member);
        String fromSuffix = from.isNamed() ? " (in " + from + ")" : "";
        String toSuffix = to.isNamed() ? " (in " + to + ")" : "";
        String pkg = member.getPackageName();
        String msg = current + fromSuffix + " cannot access ";
        if (to.isExported(pkg, from)) {
            msg += "a member of " + member + toSuffix + " with modifiers \""
                    + Modifier.toString(modifiers) + "\"";
        } else {
            msg += member + toSuffix + " because " + to + " does not export " + pkg + " to " + from;
        }
        return new IllegalAccessException(msg);
    }

    /**
     * MethodHandles.privateLookupIn's module check, as the class path's
     * {@code caller} asks for a private lookup in {@code target}: a class of
     * a named module of the image must be in a package its module opens to
     * the unnamed module, else IllegalAccessException with java's message.
     */
    public static void checkOpen(Class<?> target, Class<?> caller) throws IllegalAccessException {
        String name = target.moduleName();
        if (name == null || caller.moduleName() != null) {
            return;
        }
        Module module = Class.namedModule(name);
        Module from = Class.unnamedModule();
        String pkg = target.getPackageName();
        if (!module.isOpen(pkg, from)) {
            throw new IllegalAccessException(module + " does not open " + pkg + " to " + from);
        }
    }
}
