// expect: no_violation
// states: all=46 no-por=594 no-symmetry=46 none=594 no-stable-fields=277
// about: two workers read their configuration (private, non-final fields set only in the constructor) on every round while adding to a shared counter under a lock; reading the configuration is no scheduling point once the constructor-only pass knows the fields never change
public class StableConfigFields {
    static class Counter {
        private int value;

        synchronized void add(int d) {
            value += d;
        }

        synchronized int get() {
            return value;
        }
    }

    static class Worker extends Thread {
        private Counter target;
        private int rounds;
        private int step;

        Worker(Counter target, int rounds, int step) {
            this.target = target;
            this.rounds = rounds;
            this.step = step;
        }

        @Override
        public void run() {
            for (int i = 0; i < rounds; i++) {
                target.add(step);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Worker a = new Worker(c, 2, 1);
        Worker b = new Worker(c, 2, 10);
        a.start();
        b.start();
        a.join();
        b.join();
        assert c.get() == 22 : "sum " + c.get();
    }
}
