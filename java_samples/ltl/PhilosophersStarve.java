// ltl: []<> {PhilosophersStarve.eats[0]}
// flags: --fair
// expect: violated
// states: all=525 no-por=1463 no-symmetry=525 none=1463 ndfs=1182
// about: three philosophers as in PhilosophersSomeoneEats, property "philosopher 0 eats infinitely often": violated even under weak fairness, since a thread blocked on a monitor is not enabled, and its neighbours can take turns holding its forks so that it is never continuously enabled (weak fairness does not prevent starvation on locks)
public class PhilosophersStarve {
    static boolean[] eats = new boolean[3];

    public static void main(String[] args) {
        int n = 3;
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
