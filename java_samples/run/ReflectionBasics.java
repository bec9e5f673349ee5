// Core reflection that the other samples deliberately avoid: record
// components, sealed-class permits, declared methods and bridge flags, fields,
// modifiers. (Reflection was split out of Records, CastsInstanceof and
// GenericsBridge so that those samples are checked in full; update the header
// above when Wayfinder supports the first unsupported call reached here.)
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ReflectionBasics {
    record Point(int x, String label) {}

    sealed interface Shape permits Circle, Square {}

    record Circle(double r) implements Shape {}

    record Square(double side) implements Shape {}

    static class Version implements Comparable<Version> {
        public static final int MAX = 99;
        private final int major;
        protected long stamp;

        Version(int major) {
            this.major = major;
        }

        @Override
        public int compareTo(Version o) {
            return Integer.compare(major, o.major);
        }

        static Version parse(String s) {
            return new Version(Integer.parseInt(s));
        }
    }

    public static void main(String[] args) throws Exception {
        RecordComponent[] rc = Point.class.getRecordComponents();
        System.out.println("record components: " + rc.length);
        for (RecordComponent c : rc) {
            System.out.println("  " + c.getName() + " : " + c.getType().getName() + " accessor " + c.getAccessor().getName()
                    + " -> " + c.getAccessor().invoke(new Point(7, "seven")));
        }
        System.out.println("sealed: " + Shape.class.isSealed() + ", Circle sealed: " + Circle.class.isSealed());
        List<String> permitted = new ArrayList<>();
        for (Class<?> c : Shape.class.getPermittedSubclasses()) {
            permitted.add(c.getSimpleName());
        }
        Collections.sort(permitted);
        System.out.println("permitted subclasses: " + permitted);
        // getDeclaredMethods order is unspecified: sort by a printable description.
        List<String> methods = new ArrayList<>();
        for (Method m : Version.class.getDeclaredMethods()) {
            methods.add(m.getName() + "(" + m.getParameterCount() + ") returns " + m.getReturnType().getSimpleName()
                    + (m.isBridge() ? " [bridge]" : "") + (Modifier.isStatic(m.getModifiers()) ? " [static]" : ""));
        }
        Collections.sort(methods);
        System.out.println("declared methods of Version:");
        for (String m : methods) {
            System.out.println("  " + m);
        }
        List<String> fields = new ArrayList<>();
        for (Field f : Version.class.getDeclaredFields()) {
            fields.add(Modifier.toString(f.getModifiers()) + " " + f.getType().getName() + " " + f.getName());
        }
        Collections.sort(fields);
        System.out.println("declared fields of Version: " + fields);
        Method parse = Version.class.getDeclaredMethod("parse", String.class);
        Object v = parse.invoke(null, "12");
        Field major = Version.class.getDeclaredField("major");
        major.setAccessible(true);
        System.out.println("invoke parse(\"12\") -> major = " + major.getInt(v));
        System.out.println("modifiers of Version: " + Modifier.toString(Version.class.getModifiers()) + ", of Point: "
                + Modifier.toString(Point.class.getModifiers()));
    }
}
