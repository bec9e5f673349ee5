// Predicate abstraction of a retry counter: main counts its attempts while
// it waits for another thread to connect (a loop that may run any number
// of times). Under bool(>=0) the counter is TRUE from the start and
// `attempts + 1` on TRUE stays TRUE (no abstraction choice), so the
// assertion and `[] attempts >= 0` are proved on two abstract values; the
// concrete program is unbounded (a schedule that never runs the other
// thread counts forever).
// check: --abstract PredicateRetry.attempts=bool(>=0) => no_violation states=all:18,none:30
// check: --fair --ltl []{PredicateRetry.attempts>=0} --abstract PredicateRetry.attempts=bool(>=0) => no_violation states=all:22,none:30
public class PredicateRetry {
    static int attempts;
    static volatile boolean connected;

    public static void main(String[] args) {
        Thread link = new Thread(() -> {
            connected = true;
        });
        link.start();
        while (!connected) {
            attempts++;
            Thread.yield();
        }
        assert attempts >= 0;
    }
}
