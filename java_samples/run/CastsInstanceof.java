// instanceof (including null and pattern matching), checkcast successes and
// ClassCastException messages for classes, interfaces, arrays and boxes,
// generic erasure casts, sealed hierarchies with pattern instanceof.
import java.util.ArrayList;
import java.util.List;

public class CastsInstanceof {
    static class A {}
    static class B extends A {}
    static class C extends A {}
    interface Marker {}
    static class D extends B implements Marker {}

    sealed interface Expr permits Num, Add, Mul {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Mul(Expr l, Expr r) implements Expr {}

    static int eval(Expr e) {
        if (e instanceof Num n) {
            return n.v();
        } else if (e instanceof Add a) {
            return eval(a.l()) + eval(a.r());
        } else if (e instanceof Mul m && m.l() instanceof Num ln && ln.v() == 0) {
            return 0;
        } else if (e instanceof Mul m) {
            return eval(m.l()) * eval(m.r());
        }
        throw new AssertionError();
    }

    static void tryCast(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ClassCastException e) {
            System.out.println(label + ": ClassCastException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object[] things = {new A(), new B(), new C(), new D(), null, "str", 42, new int[1], new B[1], new Object[0]};
        for (Object o : things) {
            String name = o == null ? "null" : o.getClass().getSimpleName();
            System.out.println(name + ": A=" + (o instanceof A) + " B=" + (o instanceof B) + " C=" + (o instanceof C)
                    + " Marker=" + (o instanceof Marker) + " Object[]=" + (o instanceof Object[]) + " A[]="
                    + (o instanceof A[]) + " Comparable=" + (o instanceof Comparable) + " Number=" + (o instanceof Number));
        }
        Object b = new B();
        Object d = new D();
        tryCast("(A) b", () -> System.out.println("  got " + ((A) b).getClass().getSimpleName()));
        tryCast("(C) b", () -> System.out.println("  got " + ((C) b)));
        tryCast("(Marker) b", () -> System.out.println("  got " + ((Marker) b)));
        tryCast("(Marker) d", () -> System.out.println("  got " + ((Marker) d).getClass().getSimpleName()));
        tryCast("(String) 42", () -> System.out.println(((String) (Object) 42).length()));
        tryCast("(Integer) \"s\"", () -> System.out.println(((Integer) (Object) "s")));
        tryCast("(Long) Integer", () -> System.out.println(((Long) (Object) Integer.valueOf(1))));
        tryCast("(int[]) long[]", () -> System.out.println(((int[]) (Object) new long[1]).length));
        tryCast("(A[]) B[]", () -> System.out.println("  length " + ((A[]) (Object) new B[2]).length));
        tryCast("(B[]) A[]", () -> System.out.println(((B[]) (Object) new A[2]).length));
        tryCast("(String[]) Object[]", () -> System.out.println(((String[]) new Object[] {"x"}).length));
        tryCast("(Object[]) int[][]", () -> System.out.println("  length " + ((Object[]) (Object) new int[3][]).length));
        tryCast("(Runnable) A", () -> ((Runnable) (Object) new A()).run());
        tryCast("(A) null", () -> System.out.println("  null cast gives " + (A) null));
        List<Object> raw = new ArrayList<>();
        raw.add("string");
        raw.add(5);
        @SuppressWarnings("unchecked")
        List<String> strings = (List<String>) (List<?>) raw;
        tryCast("heap pollution get(0)", () -> System.out.println("  " + strings.get(0).length()));
        tryCast("heap pollution get(1)", () -> System.out.println("  " + strings.get(1).length()));
        tryCast("Class.cast", () -> System.out.println(String.class.cast(7)));
        System.out.println("Class.isInstance: " + A.class.isInstance(new D()) + " " + Marker.class.isInstance(new B())
                + " isAssignableFrom " + A.class.isAssignableFrom(D.class) + " " + D.class.isAssignableFrom(A.class));
        Object o = "pattern";
        if (o instanceof String s && s.length() > 3) {
            System.out.println("pattern matched: " + s.toUpperCase());
        }
        if (!(o instanceof Integer i)) {
            System.out.println("not an Integer");
        } else {
            System.out.println("int " + i);
        }
        Expr e = new Add(new Num(3), new Mul(new Num(4), new Add(new Num(1), new Num(2))));
        System.out.println(e + " = " + eval(e));
        System.out.println("zero short-circuit: " + eval(new Mul(new Num(0), new Num(99))));
        long l = 1234567890123L;
        Object boxed = l;
        System.out.println("primitive casts of boxed: " + (int) (long) (Long) boxed + " " + (double) (Long) boxed);
    }
}
