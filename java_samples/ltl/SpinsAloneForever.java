// ltl: [] {SpinsAloneForever.phase == 0}
// expect: holds
// states: all=3 no-por=3 no-symmetry=3 none=3 ndfs=3
// about: after main ends, the worker spins alone forever on a flag nobody sets: with no other live thread its reads are no scheduling points, so one transition would run the whole instruction budget (about a minute for this search); the transition ends instead where the thread is back at the same instruction with the same frames (vm spin probe), the next transition comes back to that state and state matching closes the cycle (the LTL search stopped inconclusive at the budget once, then took 5 budget-long transitions)
public class SpinsAloneForever {
    static volatile boolean started;
    static volatile int phase;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (!started) {
                // nobody sets it
            }
            phase = 1;
        });
        worker.start();
    }
}
