// ltl: []<> ({PhilosophersSomeoneEats.eats[0]} || {PhilosophersSomeoneEats.eats[1]} || {PhilosophersSomeoneEats.eats[2]})
// args: 3
// flags: --fair
// expect: holds
// states: all=3919 no-por=38312 no-symmetry=3919 none=38312 ndfs=11566
// about: N philosophers (N = args[0], at least 3) forever take their two forks in a global order (no deadlock), eat and put them down; some philosopher eats again and again. The liveness benchmark (bench/run.sh runs N = 3..6)
public class PhilosophersSomeoneEats {
    static boolean[] eats;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        eats = new boolean[n];
        Object[] forks = new Object[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Object();
        }
        for (int i = 0; i < n; i++) {
            final int me = i;
            final Object first = forks[Math.min(i, (i + 1) % n)];
            final Object second = forks[Math.max(i, (i + 1) % n)];
            Thread t = new Thread(() -> {
                while (true) {
                    synchronized (first) {
                        synchronized (second) {
                            eats[me] = true;
                            eats[me] = false;
                        }
                    }
                }
            });
            t.setDaemon(i > 0);
            t.start();
        }
    }
}
