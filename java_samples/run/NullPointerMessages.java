// NullPointerException in its many forms, caught and printed with the JDK's
// "helpful" messages (JEP 358, default since JDK 15): method call, field
// read/write, array load/store/length, unboxing, throw null, synchronized,
// plus explicit NPEs (Objects.requireNonNull, String.valueOf edge cases).
import java.util.Objects;

public class NullPointerMessages {
    static class Node {
        int value;
        Node next;
        String label;
        int[] data;
    }

    static Node nothing() {
        return null;
    }

    interface Action {
        void run() throws Throwable;
    }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        } catch (Throwable t) {
            System.out.println(label + ": unexpected " + t);
        }
    }

    static int staticCounter;

    public static void main(String[] args) {
        Node n = new Node();
        Node empty = null;
        String s = null;
        int[] arr = null;
        Integer boxed = null;
        Object[] objs = null;
        attempt("method on local", () -> System.out.println(s.length()));
        attempt("field read", () -> System.out.println(empty.value));
        attempt("field write", () -> {
            Node local = null;
            local.value = 3;
        });
        attempt("chained field", () -> System.out.println(n.next.value));
        attempt("chained method", () -> System.out.println(n.label.trim()));
        attempt("method result", () -> System.out.println(nothing().label));
        attempt("array load", () -> System.out.println(arr[0]));
        attempt("array store", () -> {
            int[] local = null;
            local[1] = 5;
        });
        attempt("array length", () -> System.out.println(arr.length));
        attempt("field array load", () -> System.out.println(n.data[2]));
        attempt("object array", () -> System.out.println(objs[0]));
        attempt("unboxing", () -> {
            int x = boxed;
            System.out.println(x);
        });
        attempt("unboxing in arithmetic", () -> System.out.println(boxed + 1));
        attempt("throw null", () -> {
            RuntimeException ex = null;
            throw ex;
        });
        attempt("synchronized on null", () -> {
            Object lock = null;
            synchronized (lock) {
                staticCounter++;
            }
        });
        attempt("string switch on null", () -> {
            switch (s) {
                case "a":
                    break;
                default:
                    break;
            }
        });
        attempt("enhanced for over null array", () -> {
            for (int v : arr) {
                System.out.println(v);
            }
        });
        attempt("requireNonNull", () -> Objects.requireNonNull(s));
        attempt("requireNonNull with message", () -> Objects.requireNonNull(s, "s is required"));
        attempt("explicit new NPE", () -> {
            throw new NullPointerException("explicit message");
        });
        attempt("explicit NPE without message", () -> {
            throw new NullPointerException();
        });
        attempt("concat with null is fine", () -> System.out.println("value: " + s + " " + empty));
        attempt("String.valueOf((Object) null) is fine", () -> System.out.println(String.valueOf((Object) null)));
        attempt("equals on null literal target", () -> System.out.println("x".equals(s)));
        Node chain = new Node();
        chain.next = new Node();
        attempt("deeper chain", () -> System.out.println(chain.next.next.label.length()));
        System.out.println("done");
    }
}
