// expect: deadlock
// about: N philosophers (args[0], default 5) each eat R times (args[1], default 2) taking the left fork first; deadlock when all hold their left fork
public class DeadlockPhilosophers {
    static class Philosopher extends Thread {
        private final Object left, right;
        private final int rounds;
        int meals;   // written only by this philosopher, read by main after join

        Philosopher(Object left, Object right, int rounds) {
            this.left = left;
            this.right = right;
            this.rounds = rounds;
        }

        @Override
        public void run() {
            for (int r = 0; r < rounds; r++) {
                synchronized (left) {
                    synchronized (right) {
                        meals++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Object[] forks = new Object[n];
        for (int i = 0; i < n; i++) forks[i] = new Object();
        Philosopher[] ps = new Philosopher[n];
        for (int i = 0; i < n; i++) ps[i] = new Philosopher(forks[i], forks[(i + 1) % n], rounds);
        for (Philosopher p : ps) p.start();
        int meals = 0;
        for (Philosopher p : ps) {
            p.join();
            meals += p.meals;
        }
        assert meals == n * rounds : "meals " + meals;
        System.out.println("meals " + meals);
    }
}
