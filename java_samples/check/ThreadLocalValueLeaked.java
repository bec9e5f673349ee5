// expect: assertion
// states: all=37 no-por=80 no-symmetry=37 none=80 dpor=37
// about: a worker keeps its counter in a ThreadLocal but also publishes that counter object in a static field; a second worker increments it through the static while the owner increments it through ThreadLocal.get: the thread's map is its own, but the value object is shared once leaked, its accesses keep their scheduling points, and the lost update (both read 1, both write 2) is found
public class ThreadLocalValueLeaked {
    static final ThreadLocal<int[]> COUNT = ThreadLocal.withInitial(() -> new int[1]);
    static volatile int[] leaked;

    public static void main(String[] args) throws InterruptedException {
        Thread owner = new Thread(() -> {
            int[] c = COUNT.get();
            c[0]++;
            leaked = c;
            COUNT.get()[0]++;
        }, "owner");
        Thread other = new Thread(() -> {
            int[] c;
            while ((c = leaked) == null) {
                Thread.yield();
            }
            c[0]++;
        }, "other");
        owner.start();
        other.start();
        owner.join();
        other.join();
        assert leaked[0] == 3 : "count " + leaked[0];
    }
}
