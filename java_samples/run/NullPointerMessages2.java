// More "helpful" NullPointerException messages (JEP 358): what was null is
// described from the bytecode -- locals by their LocalVariableTable names,
// javac's synthetic locals as <localN>, fields, statics, array elements with
// their index expressions, call results, nested up to five levels, merged
// values (ternaries) not at all -- and NPEs created by code get no message.
// Ends with an uncaught NPE, whose message is on stderr.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

public class NullPointerMessages2 {
    static class Node {
        int value;
        long big;
        double ratio;
        Node next;
        String label;
        int[] data;
        long[] longs;
        Node[] kids;
        static Node ROOT;
        static String NAME;
        static int[] TABLE;

        Node self() {
            return next;
        }

        String describe(int depth, long weight, String[] tags, Object extra, List<String> names) {
            return label;
        }

        static Node make() {
            return null;
        }
    }

    enum Mode { FAST, SLOW }

    interface Shape {
        String name();

        default String trimmedName() {
            return name().trim();
        }
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

    Node head;
    Node[] slots;
    String title;

    static Node nothing() {
        return null;
    }

    static int[] noInts() {
        return null;
    }

    static int hash(Object o) {
        return o.hashCode();
    }

    static void parameters(String text, long count, int[] numbers, int index, Node node) {
        try {
            System.out.println(text.length());
        } catch (NullPointerException e) {
            System.out.println("param string: " + e.getMessage());
        }
        try {
            System.out.println(numbers[index]);
        } catch (NullPointerException e) {
            System.out.println("param array: " + e.getMessage());
        }
        try {
            node.next.value = 1;
        } catch (NullPointerException e) {
            System.out.println("param field: " + e.getMessage());
        }
        text = count > 0 ? null : text;
        try {
            System.out.println(text.isEmpty());
        } catch (NullPointerException e) {
            System.out.println("param after store: " + e.getMessage());
        }
    }

    void instance(String arg) {
        try {
            head.value = 1;
        } catch (NullPointerException e) {
            System.out.println("this.head: " + e.getMessage());
        }
        try {
            this.head.next.value = 1;
        } catch (NullPointerException e) {
            System.out.println("this.head.next: " + e.getMessage());
        }
        try {
            slots[0] = null;
        } catch (NullPointerException e) {
            System.out.println("this.slots: " + e.getMessage());
        }
        try {
            System.out.println(title.length() + arg.length());
        } catch (NullPointerException e) {
            System.out.println("this.title: " + e.getMessage());
        }
        head = new Node();
        head.kids = new Node[2];
        try {
            head.kids[1].label = "x";
        } catch (NullPointerException e) {
            System.out.println("this.head.kids[1]: " + e.getMessage());
        }
        try {
            System.out.println(head.self().label);
        } catch (NullPointerException e) {
            System.out.println("head.self(): " + e.getMessage());
        }
        Runnable r = () -> System.out.println(head.next.label);
        try {
            r.run();
        } catch (NullPointerException e) {
            System.out.println("lambda this chain: " + e.getMessage());
        }
    }

    synchronized void locked(Node n) {
        n.value++;
    }

    public static void main(String[] args) {
        // Locals, by name.
        String s = null;
        Node empty = null;
        int[] ints = null;
        long[] longs = null;
        double[] doubles = null;
        boolean[] flags = null;
        char[] chars = null;
        short[] shorts = null;
        byte[] bytes = null;
        float[] floats = null;
        Object[] objects = null;
        Integer boxed = null;
        attempt("invoke on local", () -> s.trim());
        attempt("read int field", () -> System.out.println(empty.value));
        attempt("read long field", () -> System.out.println(empty.big));
        attempt("write double field", () -> empty.ratio = 1.5);
        attempt("write ref field", () -> empty.next = new Node());
        attempt("compound field", () -> empty.value += 2);
        attempt("long field increment", () -> empty.big++);
        attempt("int array load", () -> System.out.println(ints[0]));
        attempt("long array load", () -> System.out.println(longs[1]));
        attempt("double array store", () -> doubles[0] = 2.0);
        attempt("boolean array store", () -> flags[0] = true);
        attempt("char array increment", () -> chars[0]++);
        attempt("short array load", () -> System.out.println(shorts[0]));
        attempt("byte array load", () -> System.out.println(bytes[0]));
        attempt("float array store", () -> floats[0] = 1f);
        attempt("object array store", () -> objects[0] = "x");
        attempt("array length", () -> System.out.println(objects.length));
        attempt("unboxing", () -> {
            int x = boxed;
            System.out.println(x);
        });
        attempt("unboxing compare", () -> System.out.println(boxed.compareTo(3)));
        attempt("null literal", () -> ((String) null).length());
        attempt("cast keeps the source", () -> {
            Object o = null;
            ((Node) o).value = 3;
        });

        // Statics.
        attempt("static field", () -> System.out.println(Node.ROOT.value));
        attempt("static string", () -> System.out.println(Node.NAME.length()));
        attempt("static array", () -> Node.TABLE[2] = 1);

        // Call results.
        attempt("static call result", () -> System.out.println(nothing().label));
        attempt("array call result", () -> System.out.println(noInts()[0]));
        attempt("static method result", () -> Node.make().value = 2);
        attempt("call on call result", () -> new Node().self().self());
        attempt("many parameter types", () -> new Node().describe(1, 2L, null, null, null).length());
        attempt("interface call result", () -> {
            Supplier<String> sup = () -> null;
            sup.get().length();
        });
        attempt("map get result", () -> {
            Map<String, String> m = new HashMap<>();
            m.get("missing").length();
        });
        attempt("default method", () -> {
            Shape shape = () -> null;
            shape.trimmedName();
        });
        attempt("argument of call", () -> hash(null));

        // Chains, elements and their index expressions.
        Node root = new Node();
        root.kids = new Node[3];
        root.data = new int[] {2, 1, 0};
        int i = 1;
        attempt("chained field", () -> System.out.println(root.next.value));
        attempt("element constant", () -> System.out.println(root.kids[0].label));
        attempt("element local index", () -> System.out.println(root.kids[i].label));
        attempt("element computed index", () -> System.out.println(root.kids[i + 1].label));
        attempt("element index from array", () -> System.out.println(root.kids[root.data[1]].value));
        attempt("element index from field", () -> System.out.println(root.kids[root.value].value));
        attempt("element index from call", () -> System.out.println(root.kids[Math.abs(-1)].value));
        attempt("element big constant", () -> {
            Node[] many = new Node[40000];
            System.out.println(many[30000].value);
            System.out.println(many[39999].value);
        });
        attempt("element of 2d array", () -> {
            int[][] grid = new int[2][];
            grid[1][0] = 4;
        });
        attempt("2d element with local indices", () -> {
            Node[][] grid = new Node[2][2];
            int row = 1;
            int col = 0;
            System.out.println(grid[row][col].label);
        });
        attempt("deep chain stops at five", () -> {
            Node a = new Node();
            a.next = new Node();
            a.next.next = new Node();
            a.next.next.next = new Node();
            a.next.next.next.next = new Node();
            System.out.println(a.next.next.next.next.next.value);
        });
        attempt("deeper chain", () -> {
            Node a = new Node();
            a.next = a;
            System.out.println(a.next.next.next.next.next.next.next.label.length());
        });
        attempt("deep arrays", () -> {
            int[][][][][][] cube = new int[1][1][1][1][1][];
            int z = 0;
            System.out.println(cube[z][z][z][z][z][z]);
        });
        attempt("nested index", () -> {
            int[] k = {0};
            Node[] arr = new Node[1];
            System.out.println(arr[k[k[k[0]]]].value);
        });
        attempt("long array in chain", () -> {
            Node a = new Node();
            a.next = new Node();
            a.next.longs[0] = 5L;
        });
        attempt("assignment chain", () -> {
            Node a = new Node();
            Node b = null;
            a.longs = new long[2];
            long v = b.longs[0] = a.longs[1] = 7L;
            System.out.println(v);
        });

        // Values merged from several places are not described.
        attempt("ternary", () -> {
            String t = i > 0 ? s : Node.NAME;
            System.out.println((i > 0 ? s : Node.NAME).length() + t.length());
        });
        attempt("ternary index", () -> {
            Node[] arr = new Node[3];
            System.out.println(arr[i > 0 ? 1 : 2].value);
        });
        attempt("same local both ways", () -> System.out.println((i > 0 ? s : s).length()));

        // String concatenation, switches, loops, synchronized, throw.
        attempt("concat argument", () -> System.out.println("len=" + s.length()));
        attempt("concat then call", () -> {
            String part = null;
            System.out.println(("a" + part).length() + part.length());
        });
        attempt("string switch", () -> {
            switch (s) {
                case "x":
                    System.out.println("x");
                    break;
                default:
                    System.out.println("other");
            }
        });
        attempt("enum switch", () -> {
            Mode m = null;
            switch (m) {
                case FAST:
                    System.out.println("fast");
                    break;
                default:
                    System.out.println("slow");
            }
        });
        attempt("for-each over null array", () -> {
            for (int v : ints) {
                System.out.println(v);
            }
        });
        attempt("for-each over null list", () -> {
            List<String> list = null;
            for (String v : list) {
                System.out.println(v);
            }
        });
        attempt("null element in loop", () -> {
            List<String> list = new ArrayList<>(Arrays.asList("a", null));
            for (String v : list) {
                System.out.println(v.toUpperCase());
            }
        });
        attempt("walking a list", () -> {
            Node cur = new Node();
            cur.next = new Node();
            while (true) {
                cur = cur.next;
                System.out.println(cur.label.length());
            }
        });
        attempt("synchronized", () -> {
            Object lock = null;
            synchronized (lock) {
                System.out.println("inside");
            }
        });
        attempt("synchronized method argument", () -> new NullPointerMessages2().locked(null));
        attempt("throw null", () -> {
            IllegalStateException ex = null;
            throw ex;
        });
        attempt("array clone", () -> {
            int[] none = null;
            System.out.println(none.clone().length);
        });
        attempt("in finally", () -> {
            String f = null;
            try {
                System.out.println("body");
            } finally {
                System.out.println(f.length());
            }
        });
        attempt("in catch", () -> {
            String c = null;
            try {
                throw new IllegalArgumentException();
            } catch (IllegalArgumentException e) {
                System.out.println(c.length());
            }
        });

        // Lambdas: captured variables are the lambda method's parameters.
        attempt("lambda parameter", () -> {
            Function<String, Integer> f = text -> text.length();
            f.apply(null);
        });
        attempt("method reference", () -> {
            Function<String, Integer> f = String::length;
            f.apply(null);
        });

        // Parameters and instance code.
        parameters(null, 1L, null, 0, new Node());
        new NullPointerMessages2().instance(null);

        // NPEs made by code have no computed message.
        attempt("new NPE", () -> {
            throw new NullPointerException();
        });
        attempt("new NPE with null message", () -> {
            throw new NullPointerException(null);
        });
        attempt("rethrown new NPE", () -> {
            NullPointerException made = new NullPointerException();
            throw made;
        });
        attempt("NPE subclass", () -> {
            throw new NullPointerException() { };
        });
        attempt("native arraycopy", () -> System.arraycopy(null, 0, new int[1], 0, 1));

        // The message survives rethrowing and refilling the stack trace.
        attempt("rethrow after fillInStackTrace", () -> {
            try {
                s.length();
            } catch (NullPointerException e) {
                e.fillInStackTrace();
                e.fillInStackTrace();
                throw e;
            }
        });
        try {
            empty.label.length();
        } catch (NullPointerException e) {
            System.out.println("toString: " + e);
            System.out.println("again: " + e.getLocalizedMessage());
        }

        System.out.println("done");
        Node last = new Node();
        System.out.println(last.next.label);
    }
}
