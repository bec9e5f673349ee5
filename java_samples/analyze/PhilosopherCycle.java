// expect-races: none
// expect-lock-order: PhilosopherCycle.fork0+PhilosopherCycle.fork1+PhilosopherCycle.fork2
// about: three philosophers each take their left fork, then their right one; no two threads take two locks in opposite orders, but the three orders form a cycle (each holds one fork and waits for the next)
public class PhilosopherCycle {
    static final Object fork0 = new Object();
    static final Object fork1 = new Object();
    static final Object fork2 = new Object();
    static int meals;

    static Thread philosopher(Object left, Object right) {
        return new Thread(() -> {
            synchronized (left) {
                synchronized (right) {
                    meals++;
                }
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ps = {philosopher(fork0, fork1), philosopher(fork1, fork2), philosopher(fork2, fork0)};
        for (Thread p : ps) p.start();
        for (Thread p : ps) p.join();
        System.out.println("meals " + meals);
    }
}
