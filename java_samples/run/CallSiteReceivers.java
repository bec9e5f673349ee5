// One call site, many receiver classes: virtual and interface calls whose
// receivers change class from call to call (a site's cached selection must
// follow the receiver), overriding at several depths, a super call and a
// virtual call through the same method reference, default methods, and an
// abstract method reached through a class that does not implement it.
public class CallSiteReceivers {
    interface Named {
        String name();

        default String greet() {
            return "hello " + name();
        }
    }

    static class A implements Named {
        int v() {
            return 1;
        }

        public String name() {
            return "A";
        }
    }

    static class B extends A {
        @Override
        int v() {
            return 10 + super.v();
        }

        int viaSuper() {
            return super.v() + v();
        }
    }

    static class C extends B {
        @Override
        int v() {
            return 100 + super.v();
        }

        @Override
        public String name() {
            return "C";
        }

        @Override
        public String greet() {
            return "hi " + name();
        }
    }

    static final class D extends A {
        // Inherits v() and name() from A.
    }

    static abstract class Shape {
        abstract int area();
    }

    static final class Sq extends Shape {
        final int s;

        Sq(int s) {
            this.s = s;
        }

        int area() {
            return s * s;
        }
    }

    static final class Tri extends Shape {
        final int b, h;

        Tri(int b, int h) {
            this.b = b;
            this.h = h;
        }

        int area() {
            return b * h / 2;
        }
    }

    static int sumV(A[] as) {
        int sum = 0;
        for (A a : as) {
            sum += a.v();
        }
        return sum;
    }

    public static void main(String[] args) {
        A[] as = {new A(), new B(), new C(), new D(), new C(), new A(), new B(), new B()};
        int total = 0;
        for (int round = 0; round < 50; round++) {
            total += sumV(as);
        }
        System.out.println("sum of v: " + total);
        StringBuilder sb = new StringBuilder();
        for (Named n : as) {
            sb.append(n.greet()).append(';');
        }
        System.out.println(sb);
        B b = new C();
        System.out.println("viaSuper on C: " + b.viaSuper());
        System.out.println("viaSuper on B: " + new B().viaSuper());
        Shape[] shapes = new Shape[12];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = i % 2 == 0 ? new Sq(i) : new Tri(i, i + 2);
        }
        long area = 0;
        for (int round = 0; round < 30; round++) {
            for (Shape s : shapes) {
                area += s.area();
            }
        }
        System.out.println("area: " + area);
        Object[] objs = {"x", 42, 'c', 2.5, new A(), List.of(1, 2)};
        for (Object o : objs) {
            System.out.println(o.getClass().getSimpleName().length() > 0 ? o.hashCode() != 0 || o.equals(o) : false);
        }
        try {
            Named nul = null;
            nul.name();
        } catch (NullPointerException e) {
            System.out.println("NPE at the call site");
        }
    }

    interface List {
        static java.util.List<Integer> of(int a, int b) {
            return java.util.List.of(a, b);
        }
    }
}
