// expect: no_violation
// about: N philosophers (args[0], default 5) each eat R times (args[1], default 1) taking the lower-numbered fork first; no deadlock, meal count checked
public class OrderedPhilosophers {
    static class Philosopher extends Thread {
        private final Object first, second;
        private final int rounds;
        int meals;   // written only by this philosopher, read by main after join

        Philosopher(Object first, Object second, int rounds) {
            this.first = first;
            this.second = second;
            this.rounds = rounds;
        }

        @Override
        public void run() {
            for (int r = 0; r < rounds; r++) {
                synchronized (first) {
                    synchronized (second) {
                        meals++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        Object[] forks = new Object[n];
        for (int i = 0; i < n; i++) forks[i] = new Object();
        Philosopher[] ps = new Philosopher[n];
        for (int i = 0; i < n; i++) {
            int left = i, right = (i + 1) % n;
            ps[i] = new Philosopher(forks[Math.min(left, right)], forks[Math.max(left, right)], rounds);
        }
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
