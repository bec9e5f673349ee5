// expect: no_violation
// states: all=676 no-por=3350 no-symmetry=676 none=3350 dpor=325
// about: 3 philosophers each take the lower-numbered fork first, so philosopher 2 takes fork 0 before fork 2 and no waiting cycle exists
public class PhilosophersOrdered {
    static final int N = 3;

    static class Philosopher extends Thread {
        final Object first, second;
        int meals;

        Philosopher(Object first, Object second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void run() {
            synchronized (first) {
                synchronized (second) {
                    meals++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object[] forks = new Object[N];
        for (int i = 0; i < N; i++) forks[i] = new Object();
        Philosopher[] ps = new Philosopher[N];
        for (int i = 0; i < N; i++) {
            int l = i, r = (i + 1) % N;
            ps[i] = new Philosopher(forks[Math.min(l, r)], forks[Math.max(l, r)]);
        }
        for (Philosopher p : ps) p.start();
        int total = 0;
        for (Philosopher p : ps) {
            p.join();
            total += p.meals;
        }
        assert total == N : "meals " + total;
        System.out.println("meals " + total);
    }
}
