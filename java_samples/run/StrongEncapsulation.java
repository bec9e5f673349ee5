// JDK 17's strong encapsulation of java.base for core reflection:
// setAccessible on a private field or method of a java.base class in a
// package java.base does not open throws InaccessibleObjectException
// (its message up to the unnamed module's identity hash is printed),
// trySetAccessible answers false, a public member of an exported package
// and the program's own private members are made accessible, a protected
// member of a public class is refused ("opens"), and sun.misc.Unsafe is
// reached through its theUnsafe field (jdk.unsupported opens sun.misc).
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

public class StrongEncapsulation {
    private int secret = 7;

    private static String whisper(String s) {
        return s.toLowerCase();
    }

    static String head(String message) {
        int at = message.indexOf('@');
        return at < 0 ? message : message.substring(0, at + 1);
    }

    static void open(String label, AccessibleObject member) {
        try {
            member.setAccessible(true);
            System.out.println(label + ": opened");
        } catch (InaccessibleObjectException e) {
            System.out.println(label + ": " + e.getClass().getSimpleName() + ": " + head(e.getMessage()));
        }
    }

    public static void main(String[] args) throws Exception {
        Field pattern = Scanner.class.getDeclaredField("FIND_ANY_PATTERN");
        open("Scanner.FIND_ANY_PATTERN", pattern);
        System.out.println("still closed: " + pattern.canAccess(null));
        try {
            pattern.get(null);
        } catch (IllegalAccessException e) {
            System.out.println("read refused: " + e.getMessage());
        }
        open("String.value", String.class.getDeclaredField("value"));
        open("ArrayList.elementData", ArrayList.class.getDeclaredField("elementData"));
        open("ArrayList.grow(int)", ArrayList.class.getDeclaredMethod("grow", int.class));
        Constructor<?> ctor = String.class.getDeclaredConstructor(byte[].class, byte.class);
        open("String(byte[], byte)", ctor);
        open("Object.clone()", Object.class.getDeclaredMethod("clone"));
        System.out.println("try Scanner.FIND_ANY_PATTERN: " + pattern.trySetAccessible());
        System.out.println("try Integer.value: " + Integer.class.getDeclaredField("value").trySetAccessible());

        Method size = ArrayList.class.getMethod("size");
        open("ArrayList.size()", size);
        System.out.println("size by reflection: " + size.invoke(new ArrayList<>(List.of(1, 2, 3))));
        Field max = Integer.class.getField("MAX_VALUE");
        System.out.println("try Integer.MAX_VALUE: " + max.trySetAccessible() + " " + max.get(null));

        try {
            AccessibleObject.setAccessible(new AccessibleObject[] {
                StrongEncapsulation.class.getDeclaredField("secret"),
                Scanner.class.getDeclaredField("WHITESPACE_PATTERN")}, true);
            System.out.println("array: opened");
        } catch (InaccessibleObjectException e) {
            System.out.println("array: " + head(e.getMessage()));
        }

        Field secret = StrongEncapsulation.class.getDeclaredField("secret");
        secret.setAccessible(true);
        StrongEncapsulation mine = new StrongEncapsulation();
        secret.setInt(mine, 11);
        System.out.println("own field: " + secret.getInt(mine));
        Method whisper = StrongEncapsulation.class.getDeclaredMethod("whisper", String.class);
        System.out.println("own method: " + whisper.trySetAccessible() + " " + whisper.invoke(null, "QUIET"));

        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Object unsafe = theUnsafe.get(null);
        Method offset = unsafeClass.getMethod("objectFieldOffset", Field.class);
        Method getInt = unsafeClass.getMethod("getInt", Object.class, long.class);
        long off = (Long) offset.invoke(unsafe, secret);
        System.out.println("Unsafe read: " + getInt.invoke(unsafe, mine, off));
    }
}
