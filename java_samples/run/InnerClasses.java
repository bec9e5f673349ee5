// Inner, static nested, local and anonymous classes: Outer.this, captured
// effectively-final locals, nestmate private access in both directions,
// inner classes of inner classes, shadowing, class naming.
import java.util.ArrayList;
import java.util.List;

public class InnerClasses {
    private int secret = 42;
    private static int staticSecret = 7;
    private final String name;

    InnerClasses(String name) {
        this.name = name;
    }

    private String whisper() {
        return "psst from " + name;
    }

    class Inner {
        private int innerSecret = InnerClasses.this.secret + 1;
        int secret = 1000;

        String show() {
            return "Inner sees secret=" + secret + " outer secret=" + InnerClasses.this.secret + " name=" + name + " "
                    + whisper();
        }

        class Deeper {
            String show() {
                return "Deeper: " + innerSecret + " " + InnerClasses.this.name + " " + Inner.this.secret;
            }
        }
    }

    static class Nested {
        private int hidden = staticSecret * 2;

        String show(InnerClasses outer) {
            return "Nested reads outer private " + outer.secret + " and static " + staticSecret;
        }
    }

    int readNestedPrivate() {
        Nested n = new Nested();
        n.hidden += 1;
        return n.hidden;
    }

    void bump() {
        secret++;
    }

    interface Counter {
        int next();
    }

    Counter makeCounter(int start, int step) {
        class LocalCounter implements Counter {
            int current = start;

            public int next() {
                int r = current;
                current += step;
                secret += 1;
                return r;
            }

            @Override
            public String toString() {
                return "LocalCounter(current=" + current + ")";
            }
        }
        return new LocalCounter();
    }

    List<Runnable> makeRunnables() {
        List<Runnable> rs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int copy = i;
            rs.add(new Runnable() {
                int calls;

                @Override
                public void run() {
                    calls++;
                    System.out.println("  anon runnable " + copy + " call " + calls + " secret " + secret);
                }
            });
        }
        return rs;
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outer-A");
        InnerClasses.Inner inner = outer.new Inner();
        System.out.println(inner.show());
        System.out.println("outer reads inner private: " + inner.innerSecret);
        InnerClasses.Inner.Deeper deeper = inner.new Deeper();
        System.out.println(deeper.show());
        outer.bump();
        System.out.println("after bump: " + inner.show());
        System.out.println(new Nested().show(outer) + ", outer reads nested private: " + outer.readNestedPrivate());
        Counter c = outer.makeCounter(10, 5);
        System.out.println("counter: " + c.next() + " " + c.next() + " " + c.next() + " " + c + " outer.secret=" + outer.secret);
        for (Runnable r : outer.makeRunnables()) {
            r.run();
            r.run();
        }
        InnerClasses other = new InnerClasses("outer-B");
        Inner otherInner = other.new Inner();
        System.out.println(otherInner.show());
        Object anon = new Object() {
            @Override
            public String toString() {
                return "anonymous Object subclass";
            }
        };
        System.out.println(anon + " simpleName='" + anon.getClass().getSimpleName() + "' anonymous="
                + anon.getClass().isAnonymousClass());
        System.out.println("names: " + Inner.class.getName() + " " + Inner.Deeper.class.getName() + " " + Nested.class.getName()
                + " simple " + Inner.Deeper.class.getSimpleName() + " member " + Inner.class.isMemberClass()
                + " local " + c.getClass().isLocalClass() + " local simple " + c.getClass().getSimpleName());
        System.out.println("enclosing: " + Inner.class.getEnclosingClass().getSimpleName() + " declaring "
                + Inner.Deeper.class.getDeclaringClass().getSimpleName());
        System.out.println("nest host: " + Inner.Deeper.class.getNestHost().getSimpleName() + " nestmates "
                + Inner.class.isNestmateOf(Nested.class));
        Comparable<String> byLength = new Comparable<>() {
            @Override
            public int compareTo(String o) {
                return Integer.compare(outer.name.length(), o.length());
            }
        };
        System.out.println("anonymous Comparable: " + byLength.compareTo("xx") + " " + byLength.compareTo("abcdefghijkl"));
        int base = 100;
        class Adder {
            int add(int x) {
                return base + x + staticSecret;
            }
        }
        System.out.println("local class captures: " + new Adder().add(5));
    }
}
