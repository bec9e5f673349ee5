// An unbounded counter: two threads increment a shared counter forever.
// Without abstraction every value is a new state and the search never
// ends; with `signs` the counter is ZERO or POS and the search is complete.
// check: --max-states 3000 => inconclusive
// check: --abstract CounterLoop$Counter.value=signs => no_violation states=all:10,none:61
public class CounterLoop {
    static class Counter {
        private int value;

        synchronized void increment() {
            value = value + 1;
        }

        synchronized boolean positive() {
            return value >= 0;
        }
    }

    public static void main(String[] args) {
        Counter c = new Counter();
        Thread t = new Thread(() -> {
            while (true) {
                c.increment();
            }
        });
        t.start();
        while (true) {
            c.increment();
            assert c.positive() : "the counter went negative";
        }
    }
}
