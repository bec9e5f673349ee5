// expect-races: none
// expect-lock-order: none
// about: the philosophers of PhilosopherCycle, but the last one takes the lower-numbered fork first, which breaks the cycle
public class OrderedForks {
    static final Object fork0 = new Object();
    static final Object fork1 = new Object();
    static final Object fork2 = new Object();
    static int meals;

    static Thread philosopher(Object first, Object second) {
        return new Thread(() -> {
            synchronized (first) {
                synchronized (second) {
                    meals++;
                }
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ps = {philosopher(fork0, fork1), philosopher(fork1, fork2), philosopher(fork0, fork2)};
        for (Thread p : ps) p.start();
        for (Thread p : ps) p.join();
        System.out.println("meals " + meals);
    }
}
