// Reflective access to instance fields: widening reads and writes, the
// exceptions for a wrong receiver, a null receiver, an illegal conversion
// and a final field (writable after setAccessible(true) unless it belongs
// to a record), volatile and reference fields. JDK 25 reaches fields
// through method handles, JDK 17 through Unsafe; both answer alike.
import java.lang.reflect.Field;

public class FieldAccessEdges {
    static class Box {
        int count = 3;
        final long id = 42L;
        volatile boolean flag = true;
        char letter = 'q';
        String label = "box";
        final Object anchor = "anchor";
    }

    record Pair(int left, String right) {
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            System.out.println(what + ": " + c.getClass().getName() + ": " + c.getMessage());
        }
    }

    interface Action {
        void run() throws Exception;
    }

    static Runnable wrap(Action a) {
        return () -> {
            try {
                a.run();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Box b = new Box();
        Field count = Box.class.getDeclaredField("count");
        Field id = Box.class.getDeclaredField("id");
        Field flag = Box.class.getDeclaredField("flag");
        Field letter = Box.class.getDeclaredField("letter");
        Field label = Box.class.getDeclaredField("label");
        Field anchor = Box.class.getDeclaredField("anchor");
        System.out.println(count.get(b) + " " + count.getLong(b) + " " + count.getDouble(b));
        System.out.println(id.get(b) + " " + flag.getBoolean(b) + " " + letter.getInt(b) + " " + label.get(b));
        count.setShort(b, (short) 9);
        letter.set(b, 'z');
        flag.set(b, false);
        label.set(b, null);
        System.out.println(b.count + " " + b.letter + " " + b.flag + " " + b.label);
        attempt("getInt of a long", wrap(() -> id.getInt(b)));
        attempt("setLong of an int", wrap(() -> count.setLong(b, 5L)));
        attempt("set int to a String", wrap(() -> count.set(b, "x")));
        attempt("label to an Integer", wrap(() -> label.set(b, 7)));
        attempt("wrong receiver", wrap(() -> count.get("not a box")));
        attempt("wrong receiver set", wrap(() -> count.setInt("not a box", 1)));
        attempt("null receiver", wrap(() -> count.get(null)));
        attempt("final long", wrap(() -> id.setLong(b, 1L)));
        attempt("final Object", wrap(() -> anchor.set(b, "other")));
        id.setAccessible(true);
        anchor.setAccessible(true);
        attempt("final long accessible", wrap(() -> id.setLong(b, 1L)));
        attempt("final Object accessible", wrap(() -> anchor.set(b, "other")));
        System.out.println(id.getLong(b) + " " + anchor.get(b));
        Pair p = new Pair(1, "r");
        Field left = Pair.class.getDeclaredField("left");
        left.setAccessible(true);
        System.out.println("record left " + left.getInt(p));
        attempt("record final accessible", wrap(() -> left.setInt(p, 2)));
    }
}
