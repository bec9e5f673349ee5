// ltl: [] {SpinsAloneForever.phase == 0}
// expect: holds
// states: all=5 no-por=5 no-symmetry=5 none=5 ndfs=5
// about: after main ends, the worker spins alone forever on a flag nobody sets: with no other live thread its reads are no scheduling points, so one transition runs until the instruction budget; the state reached there is a program state like any other, the next budget comes back to it and closes the cycle (the LTL search stopped inconclusive at the budget before)
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
