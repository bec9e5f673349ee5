/*
 * Written for Wayfinder: the selection of pattern-matching switches.
 *
 * A call site of SwitchBootstraps.typeSwitch or enumSwitch links (see
 * vm/src/indy.rs) to a static method that passes the switch's target, the
 * index to restart from and the case labels of its bootstrap arguments to
 * one of the methods below. Each answers the index of the first label from
 * the restart index on that the target matches, -1 for a null target and
 * the number of labels when none matches, as the JDK's SwitchBootstraps
 * specifies.
 */
package java.lang.runtime;

public final class WayfinderSwitches {

    private WayfinderSwitches() {
    }

    /**
     * SwitchBootstraps.typeSwitch: a Class label matches an instance of it;
     * an Integer label a Number or Character of that int value; any other
     * label (a String) a target equal to it.
     */
    static int typeSwitch(Object target, int restart, Object[] labels) {
        if (target == null) {
            return -1;
        }
        for (int i = restart; i < labels.length; i++) {
            Object label = labels[i];
            if (label instanceof Class<?> c) {
                if (c.isInstance(target)) {
                    return i;
                }
            } else if (label instanceof Integer constant) {
                if (target instanceof Number n && n.intValue() == constant.intValue()) {
                    return i;
                }
                if (target instanceof Character ch && ch.charValue() == constant.intValue()) {
                    return i;
                }
            } else if (label.equals(target)) {
                return i;
            }
        }
        return labels.length;
    }

    /**
     * SwitchBootstraps.enumSwitch: a String label matches the enum constant
     * of that name; a Class label an instance of it.
     */
    static int enumSwitch(Object target, int restart, Object[] labels) {
        if (target == null) {
            return -1;
        }
        for (int i = restart; i < labels.length; i++) {
            Object label = labels[i];
            if (label instanceof String name) {
                if (((Enum<?>) target).name().equals(name)) {
                    return i;
                }
            } else if (label instanceof Class<?> c && c.isInstance(target)) {
                return i;
            }
        }
        return labels.length;
    }
}
