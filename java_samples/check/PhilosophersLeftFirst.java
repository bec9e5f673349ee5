// expect: deadlock
// states: all=279 no-por=827 no-symmetry=279 none=827 dpor=154
// about: 3 philosophers each take their left fork then their right one; deadlock when all three hold their left fork
public class PhilosophersLeftFirst {
    static final int N = 3;

    static class Philosopher extends Thread {
        final Object left, right;
        int meals;

        Philosopher(Object left, Object right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public void run() {
            synchronized (left) {
                synchronized (right) {
                    meals++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object[] forks = new Object[N];
        for (int i = 0; i < N; i++) forks[i] = new Object();
        Philosopher[] ps = new Philosopher[N];
        for (int i = 0; i < N; i++) ps[i] = new Philosopher(forks[i], forks[(i + 1) % N]);
        for (Philosopher p : ps) p.start();
        int total = 0;
        for (Philosopher p : ps) {
            p.join();
            total += p.meals;
        }
        System.out.println("meals " + total);
    }
}
