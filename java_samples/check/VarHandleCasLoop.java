// expect: no_violation
// states: all=381 no-por=1609 no-symmetry=381 none=1641
// about: each thread retries VarHandle.compareAndSet(c, seen, seen + 1) until it succeeds, and pushes onto a lock-free stack with compareAndSet on an array element, so no update is lost in any interleaving
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleCasLoop {
    volatile int count;
    static final VarHandle COUNT;
    static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            COUNT = MethodHandles.lookup().findVarHandle(VarHandleCasLoop.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Node {
        final String name;
        final Object next;

        Node(String name, Object next) {
            this.name = name;
            this.next = next;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        VarHandleCasLoop c = new VarHandleCasLoop();
        Object[] top = new Object[1];
        Runnable bump = () -> {
            int seen;
            do {
                seen = (int) COUNT.getVolatile(c);
            } while (!COUNT.compareAndSet(c, seen, seen + 1));
            Object head;
            Node mine;
            do {
                head = SLOTS.getVolatile(top, 0);
                mine = new Node(Thread.currentThread().getName(), head);
            } while (!SLOTS.compareAndSet(top, 0, head, mine));
        };
        Thread t1 = new Thread(bump);
        Thread t2 = new Thread(bump);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        int depth = 0;
        for (Object n = top[0]; n != null; n = ((Node) n).next) {
            depth++;
        }
        assert c.count == 2 : "count " + c.count;
        assert depth == 2 : "stack depth " + depth;
        System.out.println("count " + c.count + ", stack depth " + depth);
    }
}
