// expect: no_violation
// states: all=46 no-por=148 no-symmetry=46 none=148
// about: two threads increment through a synchronized method, so the read-modify-write never interleaves and count == 2
public class SynchronizedCounter {
    private int count;

    synchronized void increment() {
        count++;
    }

    synchronized int get() {
        return count;
    }

    public static void main(String[] args) throws InterruptedException {
        SynchronizedCounter c = new SynchronizedCounter();
        Thread t1 = new Thread(c::increment);
        Thread t2 = new Thread(c::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "count " + c.get();
        System.out.println("count " + c.get());
    }
}
