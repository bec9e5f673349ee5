// expect: no_violation
// states: all=5790 no-por=27214 no-symmetry=5790 none=27214 dpor=1522
// about: five threads join the main thread group and leave it in any order; the group's array of
// about: threads outgrows its first four slots, and states that differ only in which threads ended
// about: before the fifth started must not be stored twice; enumerate still lists the live threads
public class ThreadGroupGrowth {
    static volatile int done;

    public static void main(String[] args) throws InterruptedException {
        ThreadGroup group = Thread.currentThread().getThreadGroup();
        Thread[] threads = new Thread[5];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(() -> done = 1);
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        Thread[] live = new Thread[8];
        int n = group.enumerate(live, false);
        assert n == 1 && live[0] == Thread.currentThread() : "live threads " + n;
        assert done == 1;
    }
}
