// Interfaces: default, static and private methods, diamond resolution with
// X.super.m(), class methods winning over defaults, abstract classes
// implementing interfaces partially, interface constants, functional use.
public class InterfaceMethods {
    interface Greeter {
        String name();

        default String greet() {
            return prefix() + ", " + name() + suffix();
        }

        private String prefix() {
            return "Hello";
        }

        private static String exclaim(int n) {
            return "!".repeat(n);
        }

        default String suffix() {
            return exclaim(1);
        }

        static Greeter of(String n) {
            return () -> n;
        }
    }

    interface Loud extends Greeter {
        @Override
        default String greet() {
            return Greeter.super.greet().toUpperCase();
        }
    }

    interface Polite {
        default String greet() {
            return "Good day";
        }
    }

    static class Both implements Loud, Polite {
        public String name() {
            return "both";
        }

        @Override
        public String greet() {
            return Loud.super.greet() + " / " + Polite.super.greet();
        }
    }

    static class Base {
        public String greet() {
            return "class wins";
        }
    }

    static class Sub extends Base implements Greeter {
        public String name() {
            return "sub";
        }
    }

    interface Stack {
        int MAX = 8;

        void push(int x);

        int pop();

        boolean isEmpty();

        default void pushAll(int... xs) {
            for (int x : xs) {
                push(x);
            }
        }

        default int sum() {
            int s = 0;
            while (!isEmpty()) {
                s += pop();
            }
            return s;
        }
    }

    static abstract class AbstractStack implements Stack {
        protected int size;

        public boolean isEmpty() {
            return size == 0;
        }

        abstract String kind();

        @Override
        public String toString() {
            return kind() + "(size=" + size + ")";
        }
    }

    static class ArrayStack extends AbstractStack {
        private final int[] data = new int[MAX];

        public void push(int x) {
            if (size == MAX) {
                throw new IllegalStateException("stack full at " + x);
            }
            data[size++] = x;
        }

        public int pop() {
            return data[--size];
        }

        String kind() {
            return "ArrayStack";
        }
    }

    static class LinkedStack extends AbstractStack {
        private Node head;

        private static class Node {
            final int v;
            final Node next;

            Node(int v, Node next) {
                this.v = v;
                this.next = next;
            }
        }

        public void push(int x) {
            head = new Node(x, head);
            size++;
        }

        public int pop() {
            int v = head.v;
            head = head.next;
            size--;
            return v;
        }

        String kind() {
            return "LinkedStack";
        }

        @Override
        public int sum() {
            return 1000 + super.sum();
        }
    }

    public static void main(String[] args) {
        Greeter g = Greeter.of("world");
        System.out.println(g.greet());
        Loud loud = () -> "loud one";
        System.out.println(loud.greet());
        System.out.println(new Both().greet());
        System.out.println(new Sub().greet() + " | name " + new Sub().name());
        Greeter anon = new Greeter() {
            public String name() {
                return "anon";
            }

            public String suffix() {
                return "?";
            }
        };
        System.out.println(anon.greet());
        Stack[] stacks = {new ArrayStack(), new LinkedStack()};
        for (Stack s : stacks) {
            s.pushAll(1, 2, 3, 4);
            s.push(10);
            System.out.println(s + " pop " + s.pop() + " then " + s);
            System.out.println("  sum " + s.sum() + " now " + s + " empty " + s.isEmpty());
            try {
                for (int i = 0; i < 10; i++) {
                    s.push(i);
                }
                System.out.println("  pushed 10 items: " + s);
            } catch (IllegalStateException e) {
                System.out.println("  " + e.getMessage() + " (" + s + ")");
            }
        }
        System.out.println("Stack.MAX = " + Stack.MAX + ", via class " + ArrayStack.MAX);
        System.out.println("interfaces of Both: " + Both.class.getInterfaces().length + ", isInterface "
                + Greeter.class.isInterface() + " " + Both.class.isInterface());
    }
}
